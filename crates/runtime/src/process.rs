//! Process-wide state: configuration, the thread registry, the rank file and its definitions,
//! and the life cycle (start, MPI init, flushes, finalize, abort, signals, exit).
//!
//! The rank file is shared by all threads of the rank behind one mutex that only the flush path
//! takes. Definitions that events need (regions, call sites, communicators, locations, time
//! syncs, ...) collect in a pending DEFS encoder and are written as a DEFS block before the
//! next EVENTS or PROFILE block, so every block's definitions precede it in the file.

use crate::clock;
use crate::hash::FastMap;
use crate::regions;
use crate::thread::Thread;
use ppw_event::CommKind;
use ppw_format::{
    encode_profile, BlockKind, Compression, DefsEncoder, EndReason, FileHeader, Manifest,
    RankFileWriter, RawProfileNode,
};
use std::ffi::CStr;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::sync::{LazyLock, Mutex, MutexGuard, OnceLock};

/// Default trace buffer per thread (`PPW_BUFFER`).
const DEFAULT_BUFFER: usize = 8 << 20;
/// Entries of the call-site cache (a power of two).
const CALLSITE_CACHE: usize = 4096;
/// zstd level of the rank file: level 1 is about twice as fast as the default 3 on event
/// streams and stays far below 4 bytes per event.
const ZSTD_LEVEL: i32 = -7;
/// Clock-offset ping-pong exchanges per rank.
const SYNC_ROUNDS: i32 = 16;

/// Settings read from the environment once.
#[derive(Debug)]
pub(crate) struct Config {
    pub(crate) profile: bool,
    pub(crate) buffer_bytes: usize,
    pub(crate) dir: Option<PathBuf>,
    pub(crate) program: String,
    pub(crate) command: Vec<String>,
}

static CONFIG: OnceLock<Config> = OnceLock::new();

pub(crate) fn config() -> &'static Config {
    CONFIG.get_or_init(|| {
        let command: Vec<String> = std::fs::read("/proc/self/cmdline")
            .map(|b| {
                b.split(|c| *c == 0)
                    .filter(|s| !s.is_empty())
                    .map(|s| String::from_utf8_lossy(s).into_owned())
                    .collect()
            })
            .unwrap_or_default();
        let program = command
            .first()
            .map(|p| p.rsplit('/').next().unwrap_or(p).to_string())
            .unwrap_or_else(|| "program".into());
        let buffer = std::env::var("PPW_BUFFER")
            .ok()
            .and_then(|s| s.trim().parse::<usize>().ok())
            .unwrap_or(DEFAULT_BUFFER);
        Config {
            profile: std::env::var("PPW_MODE").is_ok_and(|m| m.trim() == "profile"),
            buffer_bytes: buffer,
            dir: std::env::var_os("PPW_DIR")
                .filter(|d| !d.is_empty())
                .map(PathBuf::from),
            program,
            command,
        }
    })
}

/// A registered thread (pointers stay valid: threads are never freed).
struct ThreadPtr(*mut Thread);
// Safety: the pointee is only touched by its own thread, except by the exit and crash paths,
// which run when the process ends (documented best effort).
unsafe impl Send for ThreadPtr {}

static THREADS: Mutex<Vec<ThreadPtr>> = Mutex::new(Vec::new());
static NEXT_THREAD: AtomicU32 = AtomicU32::new(0);
/// The measurement has ended (END written or measurement disabled).
static ENDED: AtomicBool = AtomicBool::new(false);
/// The measurement failed (no writable rank file): threads stop recording.
static DISABLED: AtomicBool = AtomicBool::new(false);

/// True once recording should stop for good.
pub(crate) fn disabled() -> bool {
    DISABLED.load(Ordering::Relaxed) || ENDED.load(Ordering::Relaxed)
}

/// Something beyond `main` was recorded (decides whether a plain program writes a file).
pub(crate) static RECORDED: AtomicBool = AtomicBool::new(false);
/// I/O was recorded (writes a file for a plain program only if it is the measured program).
pub(crate) static IO_RECORDED: AtomicBool = AtomicBool::new(false);
static MPI_STARTED: AtomicBool = AtomicBool::new(false);
static RANK: AtomicU32 = AtomicU32::new(0);
/// Process that created the rank file: a forked child (which shares the file descriptor) must
/// never write to it.
static OWNER: AtomicU32 = AtomicU32::new(0);

fn is_owner() -> bool {
    let o = OWNER.load(Ordering::Relaxed);
    o == 0 || o == std::process::id()
}

/// The rank file and the definitions written so far.
struct Shared {
    writer: Option<RankFileWriter>,
    dir: Option<PathBuf>,
    pending: DefsEncoder,
    defined: Vec<bool>,
    callsites: FastMap<u64, u32>,
    /// Direct-mapped cache in front of `callsites` (return address, id).
    callsite_cache: Vec<(u64, u32)>,
    /// `dlpi_adds` when the loaded objects were last defined.
    objects_adds: u64,
    /// A problem was already reported on stderr.
    warned: bool,
}

static SHARED: LazyLock<Mutex<Shared>> = LazyLock::new(|| {
    Mutex::new(Shared {
        writer: None,
        dir: None,
        pending: DefsEncoder::new(),
        defined: Vec::new(),
        callsites: FastMap::default(),
        callsite_cache: vec![(0, 0); CALLSITE_CACHE],
        objects_adds: u64::MAX,
        warned: false,
    })
});

fn shared() -> MutexGuard<'static, Shared> {
    SHARED.lock().unwrap_or_else(|e| e.into_inner())
}

fn threads() -> MutexGuard<'static, Vec<ThreadPtr>> {
    THREADS.lock().unwrap_or_else(|e| e.into_inner())
}

/// Append definitions to the pending DEFS block.
pub(crate) fn define(f: impl FnOnce(&mut DefsEncoder)) {
    f(&mut shared().pending);
}

// ---- life cycle ------------------------------------------------------------------------------

/// Library constructor: the calling thread enters `main`.
pub(crate) fn start(th: &mut Thread) {
    clock::mark_start();
    th.enter_main(clock::ticks());
}

/// Create the calling thread's state (null once the measurement has ended).
pub(crate) fn attach() -> *mut Thread {
    if disabled() {
        return std::ptr::null_mut();
    }
    let c = config();
    let number = NEXT_THREAD.fetch_add(1, Ordering::Relaxed);
    let th = Box::into_raw(Box::new(Thread::new(number, c.profile, c.buffer_bytes)));
    threads().push(ThreadPtr(th));
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
    if th.tree.is_none() && !ENDED.load(Ordering::Relaxed) {
        write_events(th);
    }
}

extern "C" {
    #[cfg(ppw_mpi)]
    fn ppw_c_bcast_world(buf: *mut libc::c_char, len: i32);
    #[cfg(ppw_mpi)]
    fn ppw_c_clock_offset(rounds: i32, offset: *mut i64, rtt: *mut u64, mono: *mut u64);
    static ppw_runtime_mpi_flavor: [libc::c_char; 8];
    fn ppw_c_current() -> *mut crate::thread::Hot;
}

fn flavor() -> String {
    // Safety: the C side defines a NUL-terminated string of at most 8 bytes.
    unsafe { CStr::from_ptr(ppw_runtime_mpi_flavor.as_ptr()) }
        .to_string_lossy()
        .into_owned()
}

/// Measure the clock offset to rank 0 and define it. Collective over the world.
#[cfg(ppw_mpi)]
fn clock_offset() {
    let (mut off, mut rtt, mut mono) = (0i64, 0u64, 0u64);
    // Safety: valid out-pointers; the C helper is collective and uses PMPI only.
    unsafe { ppw_c_clock_offset(SYNC_ROUNDS, &mut off, &mut rtt, &mut mono) };
    define(|d| d.clock_offset(mono, off, rtt));
}

fn cpu_sample(d: &mut DefsEncoder) {
    let (user, system) = clock::cpu_times();
    d.cpu(clock::mono_ns(), user, system);
}

fn time_sync(d: &mut DefsEncoder) {
    let (t, ns) = clock::sync_pair();
    d.time_sync(t, ns);
}

/// After PMPI_Init: learn the rank, create the rank file, measure the clock offset.
#[cfg(ppw_mpi)]
pub(crate) fn mpi_started(rank: u32, size: u32, world: u64, self_comm: u64) {
    if MPI_STARTED.swap(true, Ordering::SeqCst) {
        return;
    }
    RANK.store(rank, Ordering::Relaxed);
    let w = crate::comm::insert(world);
    let s = crate::comm::insert(self_comm);
    let members: Vec<u32> = (0..size).collect();
    define(|d| {
        d.comm(w, 0, CommKind::Comm, "MPI_COMM_WORLD", &members);
        d.comm(
            s,
            (1 << 63) | rank as u64,
            CommKind::Comm,
            "MPI_COMM_SELF",
            &[rank],
        );
    });
    // Every rank must use the same directory: rank 0 decides and broadcasts.
    let mut buf = [0 as libc::c_char; 4096];
    if rank == 0 {
        let d = experiment_dir();
        let bytes = d.as_os_str().as_encoded_bytes();
        for (i, b) in bytes.iter().take(buf.len() - 1).enumerate() {
            buf[i] = *b as libc::c_char;
        }
    }
    // Safety: `buf` is valid for its length on every rank.
    unsafe { ppw_c_bcast_world(buf.as_mut_ptr(), buf.len() as i32) };
    // Safety: NUL-terminated (the last byte is never written).
    let dir = unsafe { CStr::from_ptr(buf.as_ptr()) };
    let dir = PathBuf::from(dir.to_string_lossy().into_owned());
    open_file(dir, rank, size);
    clock_offset();
    define(|d| {
        cpu_sample(d);
        time_sync(d);
    });
    write_pending();
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

fn warn(s: &mut Shared, msg: &str) {
    // Without a file nothing can be written: stop recording (threads notice at their next
    // flush, see `disabled`).
    DISABLED.store(true, Ordering::Relaxed);
    if !s.warned {
        s.warned = true;
        eprintln!("ppw: {msg}; measurement disabled for this process");
    }
}

/// Create the rank file (and the manifest if the directory has none).
fn open_file(dir: PathBuf, rank: u32, nranks: u32) {
    let c = config();
    let mut s = shared();
    if s.writer.is_some() {
        return;
    }
    if let Err(e) = std::fs::create_dir_all(&dir) {
        return warn(&mut s, &format!("cannot create {}: {e}", dir.display()));
    }
    if rank == 0 && !dir.join(ppw_format::MANIFEST_NAME).exists() {
        let mode = if c.profile { "profile" } else { "trace" };
        let m = Manifest::new(mode, &c.program, c.command.clone(), &flavor());
        if let Err(e) = m.write(&dir) {
            return warn(
                &mut s,
                &format!("cannot write the manifest in {}: {e}", dir.display()),
            );
        }
    }
    let path = dir.join(ppw_format::rank_file_name(rank));
    let header = FileHeader {
        rank,
        nranks,
        pid: std::process::id(),
        profile: c.profile,
    };
    match RankFileWriter::create(&path, &header) {
        Ok(mut w) => {
            OWNER.store(std::process::id(), Ordering::Relaxed);
            w.set_compression(Compression::Zstd(ZSTD_LEVEL));
            s.writer = Some(w);
        }
        Err(e) => return warn(&mut s, &format!("cannot create {}: {e}", path.display())),
    }
    s.dir = Some(dir);
    let host = hostname();
    let boot_id = std::fs::read_to_string("/proc/sys/kernel/random/boot_id").unwrap_or_default();
    s.pending
        .rank_info_on(nranks, &host, &c.program, boot_id.trim());
    define_objects(&mut s);
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

fn hostname() -> String {
    let mut b = [0u8; 256];
    // Safety: valid buffer of the given length.
    unsafe { libc::gethostname(b.as_mut_ptr() as *mut libc::c_char, b.len()) };
    let n = b.iter().position(|c| *c == 0).unwrap_or(b.len());
    String::from_utf8_lossy(&b[..n]).into_owned()
}

/// Define the loaded objects (again) if objects were loaded since the last time.
fn define_objects(s: &mut Shared) {
    struct Acc {
        adds: u64,
        objs: Vec<(u64, u64, u64, String)>,
    }
    unsafe extern "C" fn cb(
        info: *mut libc::dl_phdr_info,
        _size: libc::size_t,
        data: *mut libc::c_void,
    ) -> libc::c_int {
        // Safety: dl_iterate_phdr passes a valid info and our `data`.
        let (info, acc) = unsafe { (&*info, &mut *(data as *mut Acc)) };
        acc.adds = info.dlpi_adds;
        let (mut lo, mut hi) = (u64::MAX, 0u64);
        for i in 0..info.dlpi_phnum as usize {
            // Safety: dlpi_phdr has dlpi_phnum entries.
            let ph = unsafe { &*info.dlpi_phdr.add(i) };
            if ph.p_type == libc::PT_LOAD {
                lo = lo.min(ph.p_vaddr);
                hi = hi.max(ph.p_vaddr + ph.p_memsz);
            }
        }
        if lo < hi {
            let name = if info.dlpi_name.is_null() {
                String::new()
            } else {
                // Safety: a NUL-terminated path.
                unsafe { CStr::from_ptr(info.dlpi_name) }
                    .to_string_lossy()
                    .into_owned()
            };
            let name = if name.is_empty() && acc.objs.is_empty() {
                std::fs::read_link("/proc/self/exe")
                    .map(|p| p.display().to_string())
                    .unwrap_or_default()
            } else {
                name
            };
            let bias = info.dlpi_addr;
            acc.objs.push((bias, bias + lo, bias + hi, name));
        }
        0
    }
    let mut acc = Acc {
        adds: 0,
        objs: Vec::new(),
    };
    // Safety: the callback only reads the infos and writes to `acc`.
    unsafe { libc::dl_iterate_phdr(Some(cb), &mut acc as *mut Acc as *mut libc::c_void) };
    if acc.adds != s.objects_adds {
        s.objects_adds = acc.adds;
        for (bias, lo, hi, path) in &acc.objs {
            if !path.is_empty() {
                s.pending.object(*bias, *lo, *hi, path);
            }
        }
    }
}

fn write_pending() {
    let mut s = shared();
    s.write_defs();
}

impl Shared {
    fn write_defs(&mut self) {
        if self.pending.is_empty() {
            return;
        }
        if let Some(w) = &mut self.writer {
            if w.write_block(
                BlockKind::DEFS,
                0,
                self.pending.count(),
                self.pending.bytes(),
            )
            .is_err()
            {
                self.writer = None;
                return warn(self, "cannot write the rank file");
            }
            self.pending.clear();
        }
    }

    #[inline]
    fn region(&mut self, id: u32) {
        let i = id as usize;
        if self.defined.get(i).copied().unwrap_or(false) {
            return;
        }
        if self.defined.len() <= i {
            self.defined.resize(i + 1, false);
        }
        self.defined[i] = true;
        regions::define(id, &mut self.pending);
    }

    #[inline]
    fn callsite(&mut self, ra: u64) -> u32 {
        if ra == 0 {
            return u32::MAX;
        }
        let slot = (ra as usize >> 2) & (CALLSITE_CACHE - 1);
        if self.callsite_cache[slot].0 == ra {
            return self.callsite_cache[slot].1;
        }
        let next = self.callsites.len() as u32;
        let id = *self.callsites.entry(ra).or_insert(next);
        if id == next {
            self.pending.callsite(id, ra);
        }
        self.callsite_cache[slot] = (ra, id);
        id
    }

    /// Write pending definitions, then the thread's encoded event blocks; empties them.
    fn write_events(&mut self, th: &mut Thread) {
        if th.enc.is_empty() {
            return;
        }
        self.write_defs();
        if let Some(w) = &mut self.writer {
            for (bytes, count) in th.enc.blocks() {
                if w.write_block(BlockKind::EVENTS, th.number, count, bytes)
                    .is_err()
                {
                    self.writer = None;
                    warn(self, "cannot write the rank file");
                    break;
                }
            }
        }
        th.enc.clear();
    }

    fn write_profile(&mut self, th: &Thread) {
        let Some(tree) = &th.tree else { return };
        let nodes: Vec<RawProfileNode> = tree
            .nodes
            .iter()
            .map(|n| {
                self.region(n.region);
                RawProfileNode {
                    parent: n.parent,
                    region: n.region,
                    callsite: self.callsite(n.site),
                    visits: n.visits,
                    inclusive: n.inclusive,
                    exclusive: n.exclusive,
                    min: if n.visits == 0 { 0 } else { n.min },
                    max: n.max,
                    bytes_sent: n.sent,
                    bytes_received: n.received,
                    cpu_user_ns: n.cpu_estimate().0,
                    cpu_system_ns: n.cpu_estimate().1,
                }
            })
            .collect();
        self.write_defs();
        if let Some(w) = &mut self.writer {
            let raw = encode_profile(&nodes);
            if w.write_block(BlockKind::PROFILE, th.number, nodes.len() as u32, &raw)
                .is_err()
            {
                self.writer = None;
                warn(self, "cannot write the rank file");
            }
        }
    }
}

/// Flush a thread's trace buffer to the rank file. False if there is no file yet.
pub(crate) fn write_events(th: &mut Thread) -> bool {
    let mut s = shared();
    if s.writer.is_none() {
        return false;
    }
    if !is_owner() {
        // A forked child: drop its records.
        th.enc.clear();
        return true;
    }
    define_objects(&mut s);
    time_sync(&mut s.pending);
    s.write_events(th);
    true
}

/// The rank-wide id of call site `ra` (defined in the pending DEFS block on first use).
pub(crate) fn callsite(ra: u64) -> u32 {
    shared().callsite(ra)
}

/// Make sure region `id` is defined before the next EVENTS block.
pub(crate) fn define_region(id: u32) {
    shared().region(id);
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
    if !is_owner() || ENDED.swap(true, Ordering::SeqCst) {
        return;
    }
    let now = clock::ticks();
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
    let has_file = {
        let s = if crashing {
            match SHARED.try_lock() {
                Ok(s) => s,
                Err(_) => return,
            }
        } else {
            shared()
        };
        s.writer.is_some()
    };
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
        open_file(experiment_dir(), 0, 1);
    }
    let mut s = if crashing {
        match SHARED.try_lock() {
            Ok(s) => s,
            Err(_) => return,
        }
    } else {
        shared()
    };
    if crashing {
        // In a signal handler: store the remaining blocks uncompressed. That is much faster (a
        // launcher that sent SIGTERM follows with SIGKILL soon) and avoids zstd's allocations
        // while the interrupted code may hold the allocator's lock.
        if let Some(w) = s.writer.as_mut() {
            w.set_compression(Compression::None);
        }
    }
    for th in ths.iter_mut() {
        if th.tree.is_some() {
            s.write_profile(th);
        } else if !th.enc.is_empty() {
            define_objects(&mut s);
            time_sync(&mut s.pending);
            s.write_events(th);
        }
    }
    cpu_sample(&mut s.pending);
    time_sync(&mut s.pending);
    s.write_defs();
    if let Some(mut w) = s.writer.take() {
        let _ = w.finish(reason);
    }
}
