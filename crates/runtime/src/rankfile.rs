//! The rank file of this process and the definitions its blocks need: the file writer, the
//! pending DEFS block (regions, call sites, communicators, locations, time syncs, loaded
//! objects, ...), the rank-wide call-site ids, and the flags that stop recording (measurement
//! ended or disabled).
//!
//! The file is shared by all threads of the rank behind one mutex that only the flush path,
//! definitions and interning misses take. Definitions collect in the pending DEFS encoder and
//! are written as a DEFS block before the next EVENTS or PROFILE block, so every block's
//! definitions precede it in the file. Threads hand over their buffers (raw records, transcoded
//! here into EVENTS blocks of about `BLOCK_BYTES`; `CallTree`), not themselves: this module knows neither the thread state (`thread`) nor the
//! life cycle (`process`).

use crate::clock;
use crate::config::config;
use crate::profile::CallTree;
use crate::regions;
use ppw_format::{
    encode_profile, encode_profile_counters, BlockKind, Compression, DefsEncoder, EndReason,
    EventEncoder, FileHeader, Manifest, RankFileWriter, RawProfileNode,
};
use rustc_hash::FxHashMap;
use std::ffi::CStr;
use std::fs::OpenOptions;
use std::io::ErrorKind;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::sync::{LazyLock, Mutex, MutexGuard};

/// Encoded size at which an EVENTS block is cut.
const BLOCK_BYTES: usize = 1 << 20;
/// Room of the transcoding block: one block plus its last record (payloads included).
const SCRATCH_BYTES: usize = BLOCK_BYTES + (256 << 10);

/// Entries of the call-site cache (a power of two).
const CALLSITE_CACHE: usize = 4096;
/// zstd level of the rank file: level 1 is about twice as fast as the default 3 on event
/// streams and stays far below 4 bytes per event.
const ZSTD_LEVEL: i32 = -7;

/// The measurement has ended (END written or measurement disabled).
static ENDED: AtomicBool = AtomicBool::new(false);
/// The measurement failed (no writable rank file): threads stop recording.
static DISABLED: AtomicBool = AtomicBool::new(false);

/// True once recording should stop for good.
pub(crate) fn disabled() -> bool {
    DISABLED.load(Ordering::Relaxed) || ENDED.load(Ordering::Relaxed)
}

/// The measurement has ended.
pub(crate) fn ended() -> bool {
    ENDED.load(Ordering::Relaxed)
}

/// Mark the measurement as ended; true if it already was.
pub(crate) fn mark_ended() -> bool {
    ENDED.swap(true, Ordering::SeqCst)
}

/// Process that created the rank file: a forked child (which shares the file descriptor) must
/// never write to it.
static OWNER: AtomicU32 = AtomicU32::new(0);

/// True unless this is a forked child of the process that created the rank file.
pub(crate) fn is_owner() -> bool {
    let o = OWNER.load(Ordering::Relaxed);
    o == 0 || o == std::process::id()
}

/// The rank file and the definitions written so far.
pub(crate) struct Shared {
    writer: Option<RankFileWriter>,
    dir: Option<PathBuf>,
    pending: DefsEncoder,
    defined: Vec<bool>,
    /// (return address, id of the caller's call site or `u32::MAX`) -> call-site id: the nodes
    /// of the calling-context tree (a call site without context is a root).
    callsites: FxHashMap<(u64, u32), u32>,
    /// Direct-mapped cache in front of `callsites` for roots (return address, id).
    callsite_cache: Vec<(u64, u32)>,
    /// `dlpi_adds` when the loaded objects were last defined.
    objects_adds: u64,
    /// The rank file's path and this process' rank (for messages).
    path: Option<PathBuf>,
    rank: u32,
    /// A problem was already reported on stderr.
    warned: bool,
    /// The EVENTS block being transcoded from raw records (allocated with the file, so that
    /// a crash handler transcodes without allocating).
    scratch: EventEncoder,
}

static SHARED: LazyLock<Mutex<Shared>> = LazyLock::new(|| {
    Mutex::new(Shared {
        writer: None,
        dir: None,
        pending: DefsEncoder::new(),
        defined: Vec::new(),
        callsites: FxHashMap::default(),
        callsite_cache: vec![(0, 0); CALLSITE_CACHE],
        objects_adds: u64::MAX,
        path: None,
        rank: 0,
        warned: false,
        scratch: EventEncoder::new(),
    })
});

fn shared() -> MutexGuard<'static, Shared> {
    SHARED.lock().unwrap_or_else(|e| e.into_inner())
}

/// The rank file, for the end of the measurement: in a signal handler (`crashing`) the lock is
/// only tried (None if it is taken).
pub(crate) fn lock(crashing: bool) -> Option<MutexGuard<'static, Shared>> {
    if crashing {
        SHARED.try_lock().ok()
    } else {
        Some(shared())
    }
}

/// Append definitions to the pending DEFS block.
pub(crate) fn define(f: impl FnOnce(&mut DefsEncoder)) {
    f(&mut shared().pending);
}

extern "C" {
    static ppw_runtime_mpi_flavor: [libc::c_char; 8];
}

fn flavor() -> String {
    // Safety: the C side defines a NUL-terminated string of at most 8 bytes.
    unsafe { CStr::from_ptr(ppw_runtime_mpi_flavor.as_ptr()) }
        .to_string_lossy()
        .into_owned()
}

/// A CPU sample of the process (user and system time), with its scheduler facts (run delay,
/// involuntary switches, CPUs: the SCHED definition).
pub(crate) fn cpu_sample(d: &mut DefsEncoder) {
    let (user, system) = clock::cpu_times();
    let now = clock::mono_ns();
    d.cpu(now, user, system);
    let (delay, switches, online, allowed) = clock::sched_facts();
    d.sched(now, delay, switches, online, allowed);
}

/// A pair of simultaneous readings of the event timer and CLOCK_MONOTONIC.
pub(crate) fn time_sync(d: &mut DefsEncoder) {
    let (t, ns) = clock::sync_pair();
    d.time_sync(t, ns);
}

/// A message on stderr that never fails (a panic here would end the measurement of the thread,
/// and stderr may be a file on the full disk that made the message necessary).
pub(crate) fn say(msg: &str) {
    use std::io::Write;
    // One write: lines of ranks that share the launcher's stderr pipe do not interleave.
    let line = format!("ppw: {msg}\n");
    let _ = std::io::stderr().write_all(line.as_bytes());
}

fn warn(s: &mut Shared, msg: &str) {
    // Without a file nothing can be written: stop recording (threads notice at their next
    // flush, see `disabled`).
    DISABLED.store(true, Ordering::Relaxed);
    if !s.warned {
        s.warned = true;
        say(&format!(
            "rank {} (pid {}): {msg}; measurement disabled for this process",
            s.rank,
            std::process::id()
        ));
    }
}

/// A failed write of the rank file: the message names the rank, the file and the OS error.
fn write_failed(s: &mut Shared, e: &std::io::Error) {
    HAS_FILE.store(false, Ordering::Release);
    if let (Some(w), Some(p)) = (s.writer.take(), &s.path) {
        // A partly written block holds space that the other ranks and the manifest need, and
        // is damage to every reader: cut the file back to its last whole block.
        let _ = OpenOptions::new()
            .write(true)
            .open(p)
            .and_then(|f| f.set_len(w.written()));
    }
    let path = s
        .path
        .as_ref()
        .map_or_else(|| "the rank file".into(), |p| p.display().to_string());
    warn(s, &format!("cannot write {path}: {e}"));
}

/// Write the manifest of a directory that has none; a failed write leaves no temporary file.
fn write_manifest(m: &Manifest, dir: &Path) -> std::io::Result<()> {
    let r = m.write(dir);
    if r.is_err() {
        // `Manifest::write` writes `.ppw.json.<pid>` and renames it; a full disk stops it
        // before the rename.
        let tmp = dir.join(format!(
            ".{}.{}",
            ppw_format::MANIFEST_NAME,
            std::process::id()
        ));
        let _ = std::fs::remove_file(tmp);
    }
    r
}

/// Claim this process' rank file without ever replacing one: `rank-NNNNN.ppw` is created
/// exclusively; if another process has it (a second job in the same directory, or a wrapper
/// command measured as a program), the data goes to `rank-NNNNN.process-PID.ppw`, which sorts
/// after it and which readers report as a duplicate of the rank.
fn claim(dir: &Path, rank: u32) -> Result<PathBuf, String> {
    let name = ppw_format::rank_file_name(rank);
    let canonical = dir.join(&name);
    let create = |p: &Path| OpenOptions::new().write(true).create_new(true).open(p);
    match create(&canonical) {
        Ok(_) => return Ok(canonical),
        Err(e) if e.kind() == ErrorKind::AlreadyExists => {}
        Err(e) => return Err(format!("cannot create {}: {e}", canonical.display())),
    }
    let pid = std::process::id();
    let stem = name.strip_suffix(".ppw").unwrap_or(&name);
    let other = dir.join(format!("{stem}.process-{pid}.ppw"));
    match create(&other) {
        Ok(_) => {
            say(&format!(
                "rank {rank} (pid {pid}): {} already exists (written by another process: a \
                 second run in the same directory, or a wrapper measured as the program); \
                 keeping it and writing this process' data to {}",
                canonical.display(),
                other.display()
            ));
            Ok(other)
        }
        Err(e) => Err(format!(
            "{} already exists and {} cannot be created ({e}); nothing is written",
            canonical.display(),
            other.display()
        )),
    }
}

/// Create the rank file (and the manifest if the directory has none).
pub(crate) fn open_file(dir: PathBuf, rank: u32, nranks: u32) {
    let c = config();
    let mut s = shared();
    if s.writer.is_some() {
        return;
    }
    s.rank = rank;
    if let Err(e) = std::fs::create_dir_all(&dir) {
        return warn(&mut s, &format!("cannot create {}: {e}", dir.display()));
    }
    if rank == 0 && !dir.join(ppw_format::MANIFEST_NAME).exists() {
        let mode = if c.profile { "profile" } else { "trace" };
        let mut m = Manifest::new(mode, &c.program, c.command.clone(), &flavor());
        m.run_id = (c.run_id != 0).then(|| ppw_event::settings::run_id_text(c.run_id));
        if let Err(e) = write_manifest(&m, &dir) {
            return warn(
                &mut s,
                &format!(
                    "cannot write {}: {e}",
                    dir.join(ppw_format::MANIFEST_NAME).display()
                ),
            );
        }
    }
    let path = match claim(&dir, rank) {
        Ok(p) => p,
        Err(msg) => return warn(&mut s, &msg),
    };
    let header = FileHeader {
        rank,
        nranks,
        pid: std::process::id(),
        profile: c.profile,
        run_id: c.run_id,
    };
    // The file was created empty by `claim` and belongs to this process alone.
    match RankFileWriter::create(&path, &header) {
        Ok(mut w) => {
            OWNER.store(std::process::id(), Ordering::Relaxed);
            w.set_compression(Compression::Zstd(ZSTD_LEVEL));
            s.writer = Some(w);
            s.scratch = EventEncoder::with_capacity(SCRATCH_BYTES);
            HAS_FILE.store(true, Ordering::Release);
            s.path = Some(path);
        }
        Err(e) => {
            let _ = std::fs::remove_file(&path);
            return warn(&mut s, &format!("cannot write {}: {e}", path.display()));
        }
    }
    s.dir = Some(dir);
    let host = hostname();
    let boot_id = std::fs::read_to_string("/proc/sys/kernel/random/boot_id").unwrap_or_default();
    s.pending
        .rank_info_on(nranks, &host, &c.program, boot_id.trim());
    // What was wrong with the settings: on stderr, and as notes, so that readers do not call
    // the experiment complete (a filter the rank could not read measured every region).
    for w in &c.warnings {
        say(&format!("rank {rank} (pid {}): {w}", std::process::id()));
        s.pending.note(&format!("setting ignored: {w}"));
    }
    define_objects(&mut s);
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
        /// `dlpi_adds` when the objects were last defined.
        known: u64,
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
        if acc.adds == acc.known {
            // Nothing was loaded since (the counter is global): stop at the first object, so
            // that a flush (every PPW_FLUSH_INTERVAL) does not list them all.
            return 1;
        }
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
        known: s.objects_adds,
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

/// The rank file is open.
pub(crate) fn is_open() -> bool {
    shared().writer.is_some()
}

/// Write the pending definitions now.
pub(crate) fn write_pending() {
    let mut s = shared();
    s.write_defs();
}

impl Shared {
    fn write_defs(&mut self) {
        if self.pending.is_empty() {
            return;
        }
        if let Some(w) = &mut self.writer {
            if let Err(e) = w.write_block(
                BlockKind::DEFS,
                0,
                self.pending.count(),
                self.pending.bytes(),
            ) {
                return write_failed(self, &e);
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
        let id = self.node(ra, u32::MAX);
        self.callsite_cache[slot] = (ra, id);
        id
    }

    /// The id of call site `ra` reached through call site `parent` (`u32::MAX`: a root),
    /// defined on first use.
    fn node(&mut self, ra: u64, parent: u32) -> u32 {
        let next = self.callsites.len() as u32;
        let id = *self.callsites.entry((ra, parent)).or_insert(next);
        if id == next {
            self.pending.callsite(id, ra);
            if parent != u32::MAX {
                self.pending.caller(id, parent);
            }
        }
        id
    }

    /// Write pending definitions, then the raw records `words` of thread (location) `number`
    /// as EVENTS blocks of about [`BLOCK_BYTES`] each.
    fn write_events(&mut self, number: u32, words: &[u64]) {
        if words.is_empty() {
            return;
        }
        self.write_defs();
        let mut at = 0;
        while at < words.len() && self.writer.is_some() {
            self.scratch.clear();
            let next = match ppw_format::raw::transcode(words, at, &mut self.scratch, BLOCK_BYTES) {
                Ok(next) => next,
                Err(bad) => {
                    // Cannot happen short of memory corruption: keep what came before.
                    say(&format!(
                        "rank {} thread {number}: trace buffer damaged at word {}; its later \
                         records are dropped",
                        self.rank, bad.0
                    ));
                    words.len()
                }
            };
            at = next;
            if self.scratch.count() == 0 {
                break;
            }
            let (bytes, count) = (self.scratch.bytes(), self.scratch.count());
            if let Some(w) = &mut self.writer {
                if let Err(e) = w.write_block(BlockKind::EVENTS, number, count, bytes) {
                    write_failed(self, &e);
                    break;
                }
            }
        }
        self.scratch.clear();
    }

    /// Write pending definitions, then the call-path tree of thread (location) `number`.
    pub(crate) fn write_profile(
        &mut self,
        number: u32,
        tree: &CallTree,
        rma: &crate::profile::RmaStats,
    ) {
        // One-sided statistics go with the thread's definitions (targets stay window-local:
        // the reader translates them through the window's members, as for events).
        for &((win, target, op), n, bytes) in &rma.transfers.entries {
            self.pending.rma_stat(number, win, op, target, n, bytes);
        }
        for &((win, class), n, ticks) in &rma.syncs.entries {
            self.pending.rma_stat(number, win, 16 + class, -1, n, ticks);
        }
        let nodes: Vec<RawProfileNode> = tree
            .nodes
            .iter()
            .map(|n| {
                self.region(n.region);
                RawProfileNode {
                    parent: n.parent,
                    region: n.region,
                    callsite: if n.site & crate::profile::CONTEXT != 0 {
                        // A calling context, interned already.
                        (n.site & !crate::profile::CONTEXT) as u32
                    } else {
                        self.callsite(n.site)
                    },
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
        let counts: Vec<Option<[u64; ppw_event::counters::MAX_COUNTERS]>> =
            tree.nodes.iter().map(|n| n.counter_estimate()).collect();
        self.write_defs();
        if let Some(w) = &mut self.writer {
            let raw = encode_profile(&nodes);
            let mut r = w.write_block(BlockKind::PROFILE, number, nodes.len() as u32, &raw);
            if r.is_ok() && counts.iter().any(Option::is_some) {
                // The counters of the nodes, in a block of their own (older readers skip it).
                // (All MAX_COUNTERS slots: the unread ones are 0, and readers keep those
                // the definitions name.)
                let k = ppw_event::counters::MAX_COUNTERS;
                let counts: Vec<Option<&[u64]>> =
                    counts.iter().map(|c| c.as_ref().map(|c| &c[..])).collect();
                let raw = encode_profile_counters(k, &counts);
                r = w.write_block(
                    BlockKind::PROFILE_COUNTERS,
                    number,
                    counts.len() as u32,
                    &raw,
                );
            }
            if let Err(e) = r {
                write_failed(self, &e);
            }
        }
    }
    // ---- the end of the measurement (process::finish) ------------------------------------

    /// The rank file exists.
    pub(crate) fn has_file(&self) -> bool {
        self.writer.is_some()
    }

    /// Store the remaining blocks uncompressed (in a signal handler).
    pub(crate) fn uncompressed(&mut self) {
        if let Some(w) = self.writer.as_mut() {
            w.set_compression(Compression::None);
        }
    }

    /// Write a thread's remaining events, after the definitions they need.
    pub(crate) fn write_last_events(&mut self, number: u32, words: &[u64]) {
        define_objects(self);
        time_sync(&mut self.pending);
        self.write_events(number, words);
    }

    /// Final CPU sample and time sync, pending definitions, then END(`reason`).
    pub(crate) fn end(&mut self, reason: EndReason) {
        cpu_sample(&mut self.pending);
        time_sync(&mut self.pending);
        self.write_defs();
        HAS_FILE.store(false, Ordering::Release);
        if let Some(mut w) = self.writer.take() {
            if let Err(e) = w.finish(reason) {
                write_failed(self, &e);
            }
        }
    }
}

/// The rank file is open (set with `Shared::writer`, cleared when it goes): read without the
/// lock, which the writer thread holds while it compresses.
static HAS_FILE: AtomicBool = AtomicBool::new(false);

/// True if the rank file exists and belongs to this process (buffers can be written).
pub(crate) fn ready() -> bool {
    HAS_FILE.load(Ordering::Acquire) && is_owner()
}

/// Write the raw records `words` of thread (location) `number` to the rank file (the caller
/// clears them). False if there is no file yet; true without writing in a forked child, whose
/// records are dropped.
pub(crate) fn write_events(number: u32, words: &[u64]) -> bool {
    let mut s = shared();
    if s.writer.is_none() {
        return false;
    }
    if !is_owner() {
        return true;
    }
    define_objects(&mut s);
    time_sync(&mut s.pending);
    s.write_events(number, words);
    true
}

/// The rank-wide id of call site `ra` (defined in the pending DEFS block on first use).
pub(crate) fn callsite(ra: u64) -> u32 {
    shared().callsite(ra)
}

/// The rank-wide id of a calling context: `chain` holds return addresses from the outermost
/// frame in, the wrapped call's own last (see `context`). Each element is a call site whose
/// caller is the element before it.
pub(crate) fn context(chain: &[u64]) -> u32 {
    let mut s = shared();
    let mut id = u32::MAX;
    for &ra in chain {
        id = s.node(ra, id);
    }
    id
}

/// Make sure region `id` is defined before the next EVENTS block.
pub(crate) fn define_region(id: u32) {
    shared().region(id);
}
