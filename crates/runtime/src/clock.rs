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

/// Scheduler facts of the process: (run delay ns summed over its threads, involuntary context
/// switches, CPUs online, CPUs in the affinity mask). The run delay is field 2 of each
/// `/proc/self/task/*/schedstat` (time spent runnable on a run queue); a kernel without
/// schedstats gives 0. Read at MPI_Init, MPI_Finalize and the end only (a directory scan).
pub(crate) fn sched_facts() -> (u64, u64, u32, u32) {
    let mut delay = 0u64;
    if let Ok(dir) = std::fs::read_dir("/proc/self/task") {
        for e in dir.flatten() {
            let Ok(s) = std::fs::read_to_string(e.path().join("schedstat")) else {
                continue;
            };
            let d = s
                .split_whitespace()
                .nth(1)
                .and_then(|x| x.parse::<u64>().ok());
            delay = delay.saturating_add(d.unwrap_or(0));
        }
    }
    // Safety: an all-zero rusage is a valid value, and the pointer is valid for the call.
    let mut ru: libc::rusage = unsafe { std::mem::zeroed() };
    unsafe { libc::getrusage(libc::RUSAGE_SELF, &mut ru) };
    // Safety: sysconf has no preconditions.
    let online = unsafe { libc::sysconf(libc::_SC_NPROCESSORS_ONLN) }.max(0) as u32;
    // Safety: an all-zero cpu_set_t is a valid (empty) set, and the pointer is valid.
    let mut set: libc::cpu_set_t = unsafe { std::mem::zeroed() };
    // Safety: `set` is valid for its size; CPU_COUNT only reads it.
    let allowed = unsafe {
        if libc::sched_getaffinity(0, std::mem::size_of::<libc::cpu_set_t>(), &mut set) == 0 {
            libc::CPU_COUNT(&set).max(0) as u32
        } else {
            0
        }
    };
    (delay, ru.ru_nivcsw.max(0) as u64, online, allowed)
}

/// User and system CPU time of the calling thread in ns (`getrusage(RUSAGE_THREAD)`: one
/// system call, about 0.3 µs here, cheaper than `CLOCK_THREAD_CPUTIME_ID` and split into user
/// and system time).
pub(crate) fn thread_cpu() -> (u64, u64) {
    // Safety: an all-zero rusage is a valid value, and the pointer is valid for the call.
    let mut ru: libc::rusage = unsafe { std::mem::zeroed() };
    unsafe { libc::getrusage(libc::RUSAGE_THREAD, &mut ru) };
    let ns = |tv: libc::timeval| tv.tv_sec as u64 * 1_000_000_000 + tv.tv_usec as u64 * 1000;
    (ns(ru.ru_utime), ns(ru.ru_stime))
}

use std::sync::atomic::{AtomicU64, Ordering};

/// (ticks, CLOCK_MONOTONIC ns) at library start, for [`gap`].
static START_TICKS: AtomicU64 = AtomicU64::new(0);
static START_NS: AtomicU64 = AtomicU64::new(0);
/// Timer ticks per ns × 1024, once measured (0 = not yet).
static RATE: AtomicU64 = AtomicU64::new(0);

/// Remember a calibration point (library constructor).
pub(crate) fn mark_start() {
    let (t, ns) = sync_pair();
    START_NS.store(ns, Ordering::Relaxed);
    START_TICKS.store(t, Ordering::Relaxed);
}

/// `ns` nanoseconds in timer ticks, approximately (used for rate limits only).
#[inline]
pub(crate) fn gap(ns: u64) -> u64 {
    let r = RATE.load(Ordering::Relaxed);
    if r != 0 {
        return ns.saturating_mul(r) >> 10;
    }
    calibrate(ns)
}

#[cold]
fn calibrate(ns: u64) -> u64 {
    if !cfg!(target_arch = "x86_64") {
        RATE.store(1024, Ordering::Relaxed);
        return ns;
    }
    let (t0, n0) = (
        START_TICKS.load(Ordering::Relaxed),
        START_NS.load(Ordering::Relaxed),
    );
    let (t, n) = sync_pair();
    if t0 != 0 && n > n0 + 1_000_000 && t > t0 {
        let r = (((t - t0) as u128) << 10) / (n - n0) as u128;
        let r = (r as u64).max(1);
        RATE.store(r, Ordering::Relaxed);
        return ns.saturating_mul(r) >> 10;
    }
    // Less than a millisecond since start: assume a 3 GHz timer.
    ns.saturating_mul(3)
}
