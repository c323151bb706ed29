//! Program-counter sampling of the main thread in trace mode, so that the cause analysis can
//! name the function a responsible rank was executing while others waited for it (issue 13):
//! between two MPI calls an unmodified program records no events, and its calling context
//! only says where the *next* call was made from.
//!
//! A POSIX timer on the thread's CPU-time clock (`CLOCK_THREAD_CPUTIME_ID`) sends SIGPROF to
//! the thread that called MPI_Init every `1 / PPW_SAMPLE_HZ` seconds of its CPU time (default
//! 100 Hz, see src/config.rs; 0 = off): a thread that waits in a blocking call gets no samples and is not
//! interrupted. The handler stores (ticks, interrupted instruction address) in a
//! single-producer ring; the flush timer thread and the end of the measurement move them into
//! SAMPLES definitions (docs/FORMAT.md). Nothing is added to the wrappers. A full ring drops
//! samples and counts them (a NOTE at the end).

use crate::clock;
use std::cell::UnsafeCell;
use std::sync::atomic::{AtomicBool, AtomicPtr, AtomicU64, AtomicUsize, Ordering};
use std::sync::Mutex;

/// Samples the ring holds between drains (the flush timer drains every 2 s by default).
const CAP: usize = 16384;

struct Ring {
    /// Next slot the handler writes (only the handler stores it).
    head: AtomicUsize,
    /// Next slot to drain (only the drainer, under `DRAIN`, stores it).
    tail: AtomicUsize,
    dropped: AtomicU64,
    buf: Box<[UnsafeCell<(u64, u64)>]>,
}

// Safety: a slot is written by the one producer before `head` is released past it, and read
// by the one consumer (under `DRAIN`) only below the `head` it acquired.
unsafe impl Sync for Ring {}

static RING: AtomicPtr<Ring> = AtomicPtr::new(std::ptr::null_mut());
static DRAIN: Mutex<()> = Mutex::new(());
static STARTED: AtomicBool = AtomicBool::new(false);
/// The timer id (a `timer_t`), or 0.
static TIMER: AtomicUsize = AtomicUsize::new(0);
/// The sampling period in ns of the thread's CPU time.
static PERIOD_NS: AtomicU64 = AtomicU64::new(0);

extern "C" {
    /// c/ppw_io.c: the C library's sigaction, past ppw's interposition.
    fn ppw_real_sigaction(
        sig: libc::c_int,
        act: *const libc::sigaction,
        old: *mut libc::sigaction,
    ) -> libc::c_int;
}

extern "C" fn on_sample(_: libc::c_int, _: *mut libc::siginfo_t, uc: *mut libc::c_void) {
    let ring = RING.load(Ordering::Acquire);
    if ring.is_null() || uc.is_null() {
        return;
    }
    // Safety: the kernel passes the interrupted context; the ring lives for the process.
    let (ring, pc) = unsafe {
        let uc = &*(uc as *const libc::ucontext_t);
        (&*ring, pc_of(uc))
    };
    let t = clock::ticks();
    let h = ring.head.load(Ordering::Relaxed);
    if h.wrapping_sub(ring.tail.load(Ordering::Acquire)) >= CAP {
        ring.dropped.fetch_add(1, Ordering::Relaxed);
        return;
    }
    // Safety: slot `h` is free (checked against `tail`) and only this handler writes it.
    unsafe { *ring.buf[h % CAP].get() = (t, pc) };
    ring.head.store(h.wrapping_add(1), Ordering::Release);
}

#[cfg(target_arch = "x86_64")]
fn pc_of(uc: &libc::ucontext_t) -> u64 {
    uc.uc_mcontext.gregs[libc::REG_RIP as usize] as u64
}

#[cfg(not(target_arch = "x86_64"))]
fn pc_of(_: &libc::ucontext_t) -> u64 {
    0
}

/// Start sampling the calling thread at `hz` (trace mode, after MPI_Init). Failures are told
/// once and leave the measurement as it would be without sampling.
pub(crate) fn start(hz: u32) {
    if hz == 0 || !cfg!(target_arch = "x86_64") || STARTED.swap(true, Ordering::SeqCst) {
        return;
    }
    let buf: Vec<UnsafeCell<(u64, u64)>> = (0..CAP).map(|_| UnsafeCell::new((0, 0))).collect();
    let ring = Box::new(Ring {
        head: AtomicUsize::new(0),
        tail: AtomicUsize::new(0),
        dropped: AtomicU64::new(0),
        buf: buf.into_boxed_slice(),
    });
    RING.store(Box::into_raw(ring), Ordering::Release);
    // Safety: plain calls with valid pointers; the handler only touches the ring.
    unsafe {
        let mut sa: libc::sigaction = std::mem::zeroed();
        sa.sa_sigaction = on_sample as *const () as usize;
        sa.sa_flags = libc::SA_SIGINFO | libc::SA_RESTART;
        libc::sigemptyset(&mut sa.sa_mask);
        if ppw_real_sigaction(libc::SIGPROF, &sa, std::ptr::null_mut()) != 0 {
            return crate::rankfile::say("cannot install the SIGPROF handler; no samples");
        }
        let mut sev: libc::sigevent = std::mem::zeroed();
        sev.sigev_notify = libc::SIGEV_THREAD_ID;
        sev.sigev_signo = libc::SIGPROF;
        sev.sigev_notify_thread_id = libc::gettid();
        let mut timer: libc::timer_t = std::ptr::null_mut();
        if libc::timer_create(libc::CLOCK_THREAD_CPUTIME_ID, &mut sev, &mut timer) != 0 {
            return crate::rankfile::say("cannot create the sampling timer; no samples");
        }
        let period = 1_000_000_000u64 / hz.clamp(1, 10_000) as u64;
        PERIOD_NS.store(period, Ordering::Relaxed);
        let ts = libc::timespec {
            tv_sec: (period / 1_000_000_000) as libc::time_t,
            tv_nsec: (period % 1_000_000_000) as libc::c_long,
        };
        let spec = libc::itimerspec {
            it_interval: ts,
            it_value: ts,
        };
        libc::timer_settime(timer, 0, &spec, std::ptr::null_mut());
        TIMER.store(timer as usize, Ordering::SeqCst);
    }
}

/// Stop the timer (the end of the measurement; the handler stays, harmless).
pub(crate) fn stop() {
    let t = TIMER.swap(0, Ordering::SeqCst);
    if t != 0 {
        // Safety: a timer this module created, deleted once.
        unsafe { libc::timer_delete(t as libc::timer_t) };
    }
}

/// Move the samples taken so far into SAMPLES definitions (`wait`: block for a concurrent
/// drain; else skip it). Not for signal handlers: it takes the rank file's lock. Returns the
/// samples dropped so far.
pub(crate) fn drain(wait: bool) -> u64 {
    let ring = RING.load(Ordering::Acquire);
    if ring.is_null() {
        return 0;
    }
    let _guard = if wait {
        DRAIN.lock().unwrap_or_else(|e| e.into_inner())
    } else {
        match DRAIN.try_lock() {
            Ok(g) => g,
            Err(_) => return 0,
        }
    };
    // Safety: the ring lives for the process.
    let ring = unsafe { &*ring };
    let t = ring.tail.load(Ordering::Relaxed);
    let h = ring.head.load(Ordering::Acquire);
    if h != t {
        let mut out = Vec::with_capacity(h.wrapping_sub(t));
        let mut i = t;
        while i != h {
            // Safety: below the acquired `head`, above `tail`: written and not reused yet.
            out.push(unsafe { *ring.buf[i % CAP].get() });
            i = i.wrapping_add(1);
        }
        ring.tail.store(h, Ordering::Release);
        let period = PERIOD_NS.load(Ordering::Relaxed);
        crate::rankfile::define(|d| d.samples(period, &out));
    }
    ring.dropped.load(Ordering::Relaxed)
}
