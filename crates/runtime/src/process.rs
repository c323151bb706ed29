//! The life cycle of the measurement in this process (start, thread attach and exit, MPI init,
//! finalize, abort, signals, exit) and the registry of its threads.
//!
//! The rank file and its definitions belong to [`crate::rankfile`], the settings to
//! [`crate::config`], each thread's recording state to [`crate::thread`]; this module ties them
//! together at the moments listed above.

use crate::clock;
use crate::config::config;
use crate::rankfile::{self, cpu_sample, define, time_sync};
use crate::thread::Thread;
use ppw_event::CommKind;
use ppw_format::{EndReason, Manifest};
use std::ffi::CStr;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::sync::{Mutex, MutexGuard};

/// Clock-offset ping-pong exchanges per host.
const SYNC_ROUNDS: i32 = 16;

/// A registered thread (pointers stay valid: threads are never freed).
struct ThreadPtr(*mut Thread);
// Safety: the pointee is only touched by its own thread, except by the exit and crash paths,
// which run when the process ends (documented best effort).
unsafe impl Send for ThreadPtr {}

static THREADS: Mutex<Vec<ThreadPtr>> = Mutex::new(Vec::new());
/// The same threads for the flush timer, behind a lock of their own: the crash path only tries
/// THREADS' lock, and the timer must never be the reason it fails.
static FLUSH_TARGETS: Mutex<Vec<ThreadPtr>> = Mutex::new(Vec::new());
static NEXT_THREAD: AtomicU32 = AtomicU32::new(0);

/// Something beyond `main` was recorded (decides whether a plain program writes a file).
pub(crate) static RECORDED: AtomicBool = AtomicBool::new(false);
/// I/O was recorded (writes a file for a plain program only if it is the measured program).
pub(crate) static IO_RECORDED: AtomicBool = AtomicBool::new(false);
static MPI_STARTED: AtomicBool = AtomicBool::new(false);
static RANK: AtomicU32 = AtomicU32::new(0);
/// Ranks of the run as this process knows them (MPI_COMM_WORLD's size, or UPC's THREADS).
static SIZE: AtomicU32 = AtomicU32::new(1);
/// A UPC thread without MPI started the measurement (rank and size), see [`upc_started`].
static UPC_STARTED: Mutex<Option<(u32, u32)>> = Mutex::new(None);

fn threads() -> MutexGuard<'static, Vec<ThreadPtr>> {
    THREADS.lock().unwrap_or_else(|e| e.into_inner())
}

// ---- life cycle ------------------------------------------------------------------------------

/// Library constructor: the calling thread enters `main`.
pub(crate) fn start(th: &mut Thread) {
    clock::mark_start();
    th.enter_main(clock::ticks());
}

/// Create the calling thread's state (null once the measurement has ended).
pub(crate) fn attach() -> *mut Thread {
    if rankfile::disabled() {
        return std::ptr::null_mut();
    }
    let c = config();
    let number = NEXT_THREAD.fetch_add(1, Ordering::Relaxed);
    let th = Box::into_raw(Box::new(Thread::new(
        number,
        c.profile,
        c.buffer_bytes,
        c.callpath_depth,
    )));
    threads().push(ThreadPtr(th));
    FLUSH_TARGETS
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .push(ThreadPtr(th));
    // Safety: gettid has no preconditions.
    let tid = unsafe { libc::syscall(libc::SYS_gettid) } as u64;
    let (ticks, ns) = clock::sync_pair();
    define(|d| {
        d.location(number, tid, "");
        d.time_sync(ticks, ns);
    });
    th
}

/// The thread exits: flush its events (trace) and keep its profile for the end.
pub(crate) fn thread_exit(th: &mut Thread) {
    th.close_all(clock::ticks(), true);
    th.exited = true;
    if th.tree.is_none() && !rankfile::ended() {
        // After the buffers this thread handed to the writer.
        crate::writer::drain();
        rankfile::write_events(th.number, th.hot.buf.words());
        th.hot.buf.clear();
    }
}

extern "C" {
    #[cfg(ppw_mpi)]
    fn ppw_c_agree_world(buf: *mut libc::c_char, len: i32);
    #[cfg(ppw_mpi)]
    fn ppw_c_clock_offset(rounds: i32, offset: *mut i64, rtt: *mut u64, mono: *mut u64);
    fn ppw_c_current() -> *mut crate::thread::Hot;
    fn ppw_gasp_c_finish();
}

/// Measure the clock offset to rank 0 and define it: once per host, by one leader per kernel boot
/// id, whose measurement the other ranks of its host record as theirs (it is relative to the
/// leader's CLOCK_MONOTONIC, which they share); 0 under rank 0's kernel (see
/// `ppw_c_clock_offset` in c/ppw_core.c). At MPI_Init collective over the world unless all ranks
/// run under one kernel; before MPI_Finalize over each host and its leader's exchange with
/// rank 0.
#[cfg(ppw_mpi)]
fn clock_offset() {
    let (mut off, mut rtt, mut mono) = (0i64, 0u64, 0u64);
    // Safety: valid out-pointers; the C helper is collective and uses PMPI only.
    unsafe { ppw_c_clock_offset(SYNC_ROUNDS, &mut off, &mut rtt, &mut mono) };
    define(|d| d.clock_offset(mono, off, rtt));
}

/// After PMPI_Init: learn the rank, create the rank file, measure the clock offset.
///
/// `rank`, `size`: in MPI_COMM_WORLD. A spawned process group (`group` > 0) is numbered after
/// the ranks that existed before it: its experiment ranks start at `offset`, its world is a
/// communicator of its own (global id `1 << 60 | group`), and a Group definition "process group
/// N" lists its ranks (the initial processes are process group 0).
#[cfg(ppw_mpi)]
pub(crate) fn mpi_started(
    local_rank: u32,
    size: u32,
    world: u64,
    self_comm: u64,
    offset: u32,
    group: u32,
) {
    if MPI_STARTED.swap(true, Ordering::SeqCst) {
        return;
    }
    let rank = offset + local_rank;
    RANK.store(rank, Ordering::Relaxed);
    SIZE.store(size, Ordering::Relaxed);
    let w = crate::comm::insert(world);
    let s = crate::comm::insert(self_comm);
    let members: Vec<u32> = (offset..offset + size).collect();
    let (world_gid, world_name) = if group == 0 {
        (0, "MPI_COMM_WORLD".to_string())
    } else {
        (
            (1 << 60) | group as u64,
            format!("MPI_COMM_WORLD of process group {group}"),
        )
    };
    let g = crate::comm::reserve();
    define(|d| {
        d.comm(w, world_gid, CommKind::Comm, &world_name, &members);
        d.comm(
            s,
            (1 << 63) | rank as u64,
            CommKind::Comm,
            "MPI_COMM_SELF",
            &[rank],
        );
        d.comm(
            g,
            (1 << 59) | group as u64,
            CommKind::Group,
            &format!("process group {group}"),
            &members,
        );
    });
    // Every rank must use the same directory: each proposes its own, and unless all proposed
    // the same (PPW_DIR from `ppw run`), rank 0's is broadcast. The agreement is ppw's one
    // collective at MPI_Init on one host, and also tells whether there is one.
    let mut buf = [0 as libc::c_char; 4096];
    let d = experiment_dir();
    let bytes = d.as_os_str().as_encoded_bytes();
    for (i, b) in bytes.iter().take(buf.len() - 1).enumerate() {
        buf[i] = *b as libc::c_char;
    }
    // Safety: `buf` is valid for its length on every rank.
    unsafe { ppw_c_agree_world(buf.as_mut_ptr(), buf.len() as i32) };
    // Safety: NUL-terminated (the last byte is never written).
    let dir = unsafe { CStr::from_ptr(buf.as_ptr()) };
    let dir = PathBuf::from(dir.to_string_lossy().into_owned());
    rankfile::open_file(dir, rank, offset + size);
    clock_offset();
    define(|d| {
        cpu_sample(d);
        time_sync(d);
    });
    rankfile::write_pending();
    start_flush_timer();
    if !config().profile {
        crate::sampling::start(config().sample_hz);
    }
}

/// GASP's `gasp_init` on a UPC thread (src/gasp.rs): this process' rank and the number of
/// ranks. A process whose MPI is running keeps its MPI rank (a UPC runtime over MPI, such as
/// Berkeley UPC's mpi-conduit); otherwise the rank is UPC thread `mythread` of `threads` (from
/// the program's `ppw_gaspu_init` upcall, else the launcher's environment; -1: unknown, then
/// rank 0 of 1) and the rank file is created here, in `PPW_DIR`. No clock offset is measured
/// without MPI: ranks on one host share CLOCK_MONOTONIC, others are not corrected.
pub(crate) fn upc_started(mythread: i32, threads: i32) -> (u32, u32) {
    if MPI_STARTED.load(Ordering::SeqCst) {
        let (rank, size) = (RANK.load(Ordering::Relaxed), SIZE.load(Ordering::Relaxed));
        if mythread >= 0 && mythread as u32 != rank {
            rankfile::say(&format!(
                "GASP: UPC thread {mythread} runs in MPI rank {rank}: its records carry the MPI \
                 rank"
            ));
        }
        return (rank, size);
    }
    let mut started = UPC_STARTED.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(rs) = *started {
        return rs;
    }
    let (rank, size) = if mythread >= 0 && threads > mythread {
        (mythread as u32, threads as u32)
    } else {
        rankfile::say(
            "GASP: the UPC thread number is unknown (the program has no ppw_gaspu_init upcall \
             and the launcher set no rank variable): this process is recorded as rank 0 of 1",
        );
        (0, 1)
    };
    *started = Some((rank, size));
    RANK.store(rank, Ordering::Relaxed);
    SIZE.store(size, Ordering::Relaxed);
    if config().dir.is_none() && size > 1 {
        rankfile::say(
            "GASP: PPW_DIR is not set (`ppw run` sets it): without MPI the UPC threads cannot \
             agree on one experiment directory",
        );
    }
    rankfile::open_file(experiment_dir(), rank, size);
    define(|d| {
        cpu_sample(d);
        time_sync(d);
    });
    rankfile::write_pending();
    start_flush_timer();
    (rank, size)
}

/// Trace mode, once the rank file exists: a thread of ppw's asks every thread to flush at its
/// next call boundary every `PPW_FLUSH_INTERVAL` seconds, so that a process killed with
/// SIGKILL loses at most about that much of each thread's recording. The threads flush
/// themselves (encoders are not shared), and the request costs the hot path nothing.
fn start_flush_timer() {
    let c = config();
    let Some(interval) = c.flush_interval.filter(|_| !c.profile) else {
        return;
    };
    if !rankfile::is_open() {
        return;
    }
    if let Err(e) =
        crate::writer::spawn_quiet("ppw-flush", 256 << 10, move || flush_timer(interval))
    {
        rankfile::say(&format!(
            "cannot start the flush timer ({e}); buffers are written when full and at the end"
        ));
    }
}

/// `MPI_Pcontrol(0)`: every thread leaves the wrappers' fast path at its next call, for the
/// Rust path that sees the pause.
pub(crate) fn leave_fast_paths() {
    let list = FLUSH_TARGETS.lock().unwrap_or_else(|e| e.into_inner());
    for p in list.iter() {
        // Safety: threads are never freed; only the buffer's mark (an atomic) is touched.
        unsafe { Thread::pause_fast_path(p.0) };
    }
}

fn flush_timer(interval: std::time::Duration) {
    loop {
        std::thread::sleep(interval);
        if rankfile::disabled() {
            return;
        }
        let list = FLUSH_TARGETS.lock().unwrap_or_else(|e| e.into_inner());
        for p in list.iter() {
            // Safety: threads are never freed; only the request atomics are touched.
            unsafe { Thread::request_flush(p.0) };
        }
        drop(list);
        crate::sampling::drain(true);
    }
}

/// PPW_DIR, or `./ppw-<program>-<unix time>`.
fn experiment_dir() -> PathBuf {
    let c = config();
    c.dir.clone().unwrap_or_else(|| {
        let secs = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_secs())
            .unwrap_or(0);
        PathBuf::from(format!("ppw-{}-{secs}", c.program))
    })
}

/// True if the experiment's manifest names this process' program (`ppw run` writes it before
/// the launch).
fn is_measured_program() -> bool {
    let c = config();
    let Some(dir) = &c.dir else { return false };
    match Manifest::read(dir) {
        Ok(m) => m.program.rsplit('/').next() == Some(c.program.as_str()),
        Err(_) => false,
    }
}

/// Before PMPI_Finalize: second clock offset, CPU sample, flush of the calling thread.
#[cfg(ppw_mpi)]
pub(crate) fn mpi_finalizing(th: &mut Thread) {
    if !MPI_STARTED.load(Ordering::Relaxed) {
        return;
    }
    let s0 = crate::clock::ticks();
    clock_offset();
    define(|d| {
        cpu_sample(d);
        time_sync(d);
    });
    // The offset measurement is ppw's work, not the program's.
    let s1 = crate::clock::ticks();
    th.begin(crate::regions::SETUP, 0, s0);
    th.end(crate::regions::SETUP, 0, s0, s1);
    if th.tree.is_none() {
        th.flush();
    }
    // The enter of MPI_Finalize (its record is made after PMPI_Finalize returns).
    th.cpu_before_call();
}

/// End the measurement: close open regions, write everything, END(`reason`).
///
/// `crashing`: called from a signal handler; locks are only tried, and the wrapped call in
/// progress on each thread is recorded.
pub(crate) fn finish(reason: EndReason, crashing: bool) {
    if !rankfile::is_owner() || rankfile::mark_ended() {
        return;
    }
    let now = clock::ticks();
    crate::data::stop();
    crate::sampling::stop();
    // In a signal handler the rank file's lock may be taken: the samples since the last
    // drain (at most one flush interval's) are left out.
    let dropped = if crashing {
        0
    } else {
        crate::sampling::drain(true)
    };
    if dropped > 0 {
        rankfile::define(|d| {
            d.note(&format!(
                "{dropped} program-counter samples dropped (the sample buffer was full between \
                 flushes; PPW_FLUSH_INTERVAL drains it)"
            ))
        });
    }
    let list = if crashing {
        match THREADS.try_lock() {
            Ok(g) => g,
            Err(_) => return,
        }
    } else {
        threads()
    };
    // Safety: see ThreadPtr; at this point the process is ending.
    let ths: Vec<&mut Thread> = list.iter().map(|p| unsafe { &mut *p.0 }).collect();
    let mut ths = ths;
    // Safety: reads the calling thread's TLS pointer.
    let me = unsafe { ppw_c_current() } as usize;
    for th in ths.iter_mut() {
        if crashing || reason == EndReason::ABORT {
            th.record_inflight(now);
        }
        let own = !crashing && std::ptr::addr_of!(**th) as usize == me;
        th.close_all(now, own);
        th.hot.depth = crate::thread::OFF;
    }
    if !crashing {
        // GASP (c/ppw_gasp.c): its counted warnings and throttled events become notes.
        // Safety: no preconditions; it reads the GASP tables and calls back into rankfile.
        unsafe { ppw_gasp_c_finish() };
    }
    let Some(s) = rankfile::lock(crashing) else {
        return;
    };
    let has_file = s.has_file();
    drop(s);
    if !has_file {
        // A plain program (no MPI): write a file only if it recorded something: user regions
        // or instrumented functions, or I/O when it is the program `ppw run` measures (so that
        // shells and launchers that inherit LD_PRELOAD leave nothing).
        if MPI_STARTED.load(Ordering::Relaxed)
            || !(RECORDED.load(Ordering::Relaxed)
                || (IO_RECORDED.load(Ordering::Relaxed) && is_measured_program()))
        {
            return;
        }
        rankfile::open_file(experiment_dir(), 0, 1);
    }
    // The buffers handed to the writer go first: in a signal handler, the ones it has not
    // taken yet are written here (the one it is writing, if any, it finishes itself).
    let queued = if crashing {
        crate::writer::take_queued()
    } else {
        crate::writer::drain();
        Vec::new()
    };
    let Some(mut s) = rankfile::lock(crashing) else {
        return;
    };
    if crashing {
        // In a signal handler: store the remaining blocks uncompressed. That is much faster (a
        // launcher that sent SIGTERM follows with SIGKILL soon) and avoids zstd's allocations
        // while the interrupted code may hold the allocator's lock.
        s.uncompressed();
    }
    for (number, words) in queued {
        s.write_last_events(number, &words);
    }
    for th in ths.iter_mut() {
        th.fold();
        if let Some(tree) = &th.tree {
            s.write_profile(th.number, tree, &th.rma);
        } else if !th.hot.buf.is_empty() {
            s.write_last_events(th.number, th.hot.buf.words());
            th.hot.buf.clear();
        }
    }
    s.end(reason);
}
