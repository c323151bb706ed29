//! The event timer and the reference clock.
//!
//! Events are stamped with raw ticks of the cheapest timer there is: the TSC (`rdtsc`) on x86_64
//! (about 20 ns per reading on the development machine, against about 35 ns for
//! `clock_gettime`), `CLOCK_MONOTONIC` nanoseconds elsewhere. The C wrappers use the same timer
//! (`ppw_ticks` in `c/ppw_hot.h`). TIME_SYNC definitions pair ticks with CLOCK_MONOTONIC
//! readings; readers map ticks to nanoseconds linearly between the first and last pair.

/// Current event timer ticks.
#[inline(always)]
pub(crate) fn ticks() -> u64 {
    #[cfg(target_arch = "x86_64")]
    {
        // Safety: rdtsc has no preconditions on x86_64.
        unsafe { core::arch::x86_64::_rdtsc() }
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        mono_ns()
    }
}

/// CLOCK_MONOTONIC in nanoseconds.
pub(crate) fn mono_ns() -> u64 {
    let mut ts = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // Safety: `ts` is a valid out-pointer.
    unsafe { libc::clock_gettime(libc::CLOCK_MONOTONIC, &mut ts) };
    ts.tv_sec as u64 * 1_000_000_000 + ts.tv_nsec as u64
}

/// A simultaneous (ticks, CLOCK_MONOTONIC ns) reading: the middle of two tick readings around
/// the clock reading.
pub(crate) fn sync_pair() -> (u64, u64) {
    let a = ticks();
    let ns = mono_ns();
    let b = ticks();
    (a + (b.wrapping_sub(a)) / 2, ns)
}

/// User and system CPU time of the process in ns (getrusage).
pub(crate) fn cpu_times() -> (u64, u64) {
    // Safety: an all-zero rusage is a valid value, and the pointer is valid for the call.
    let mut ru: libc::rusage = unsafe { std::mem::zeroed() };
    unsafe { libc::getrusage(libc::RUSAGE_SELF, &mut ru) };
    let ns = |tv: libc::timeval| tv.tv_sec as u64 * 1_000_000_000 + tv.tv_usec as u64 * 1000;
    (ns(ru.ru_utime), ns(ru.ru_stime))
}
