//! Per-thread measurement state.
//!
//! Every thread that records anything owns one [`Thread`], created on first use and cached by
//! the C side in an initial-exec TLS pointer (`ppw_tls`, pointing at [`Hot`], the struct's
//! first field). Recording never locks and never allocates in the steady state:
//!
//! * trace mode writes every record into the thread's raw buffer (`rawbuf`: fixed words, no
//!   encoding; the C wrappers' fast path writes whole blocking sends and receives there
//!   itself), which the writer thread transcodes into the varint stream of `docs/FORMAT.md`
//!   in blocks of about 1 MiB; call sites
//!   and regions are interned through per-thread caches whose misses (once per call site and
//!   region) take the rank's lock. A flush hands the buffer to the writer thread; it
//!   happens when the buffer is full or at the first boundary after the flush timer (a thread
//!   of ppw's, see `process`) asked for one through [`Thread::request_flush`];
//! * profile mode updates a [`CallTree`] (the C wrappers' profile bodies add blocking sends
//!   and receives to per-thread slots, folded into the tree by [`Thread::fold`]).
//!
//! CPU time (`getrusage(RUSAGE_THREAD)`, about 0.3 µs per reading here) is sampled at the enter
//! and exit of the synthetic root `main`, of MPI_Init(_thread) and MPI_Finalize, and of user
//! regions and instrumented functions at call depth ≤ [`CPU_DEPTH`] (the root is depth 1), and
//! of I/O calls (see [`Thread::cpu_before_io`]).
//! Rate limit: at such a region boundary the thread reads its CPU time only if its previous
//! reading is at least [`CPU_GAP_NS`] old (by the event timer); otherwise the sample repeats the
//! previous reading (stale by less than that much CPU time). So both ends of every such region
//! carry a sample, and a thread makes at most one `getrusage` per 50 µs for them. The root and
//! MPI_Init/MPI_Finalize always read afresh. Trace mode writes CPU records right after the
//! ENTER and right before the EXIT; profile mode adds the differences to the node.

use crate::clock;
use crate::profile::{CallTree, Slot};
use crate::rankfile;
use crate::rawbuf::{Buffer, SLACK_WORDS};
use crate::regions;
use ppw_event::{AddrSync, GatsRole, LockOp, RmaOp};
use ppw_format::Records;
use rustc_hash::FxHashMap;
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};

/// The part of a thread's state the C wrappers touch (layout shared with `c/ppw_hot.h`).
#[repr(C)]
#[derive(Debug)]
pub(crate) struct Hot {
    /// Non-zero while a wrapper or runtime entry point runs: nested calls are forwarded.
    pub(crate) depth: u32,
    /// Region id + 1 of the wrapped call in progress (0 = none).
    pub(crate) inflight: u32,
    /// Its enter ticks.
    pub(crate) inflight_t0: u64,
    /// Instrumented functions this thread leaves out (filtered or throttled), direct mapped
    /// by address ([`skip_slot`]): `__cyg_profile_func_enter/exit` return at once for them.
    pub(crate) skip: [u64; SKIP_SLOTS],
    /// The trace buffer (raw records; empty in profile mode).
    pub(crate) buf: Buffer,
    /// The calling-context cache's entries, for the C fast path (with calling context off
    /// they cache call-site ids).
    ctx: *const crate::context::Entry,
    /// The last communicator looked up (handle, local id) and the C wrappers' datatype-size
    /// cache (handle, size), valid for `comm::GENERATION` = `cache_gen`.
    pub(crate) comm_h: u64,
    pub(crate) comm_id: u32,
    cache_gen: u32,
    type_h: u64,
    type_size: i64,
    /// Regions defined so far, a bit per region id below `64 * SEEN_WORDS`.
    seen: [u64; SEEN_WORDS],
    /// Profile mode: non-zero while the fast path may add calls to `slots` (cleared to pause
    /// it, see [`Thread::pause_fast_path`]).
    prof: AtomicU32,
    /// Profile mode: the number of `dirty` slots, the slots with calls since the last fold in
    /// first-call order, and the slots (slot i goes with context cache entry i).
    ndirty: u32,
    dirty: [u16; CTX_ENTRIES],
    slots: [Slot; CTX_ENTRIES],
    /// Trace mode recording message buffers: `raw::BUFFERED`, which the C fast path ORs into
    /// its message records' headers (their fourth word is the buffer); else 0.
    pub(crate) data: u64,
}

/// Entries of the calling-context cache and of the profile slots (`PPW_CTX_ENTRIES`).
const CTX_ENTRIES: usize = crate::context::ENTRIES;

impl Hot {
    /// The first profile slot (the C fast path names a slot by its address).
    pub(crate) fn slots_ptr(&self) -> *const Slot {
        self.slots.as_ptr()
    }
}

impl Default for Hot {
    fn default() -> Hot {
        Hot {
            depth: 0,
            inflight: 0,
            inflight_t0: 0,
            skip: [0; SKIP_SLOTS],
            buf: Buffer::default(),
            ctx: std::ptr::null(),
            comm_h: 0,
            comm_id: 0,
            cache_gen: u32::MAX,
            type_h: 0,
            type_size: 0,
            seen: [0; SEEN_WORDS],
            prof: AtomicU32::new(0),
            ndirty: 0,
            dirty: [0; CTX_ENTRIES],
            slots: [Slot::default(); CTX_ENTRIES],
            data: 0,
        }
    }
}

/// Words of [`Hot::seen`] (`PPW_SEEN_WORDS` in c/ppw_hot.h).
const SEEN_WORDS: usize = 16;

/// Entries of [`Hot::skip`] (`PPW_SKIP_SLOTS` in c/ppw_hot.h).
pub(crate) const SKIP_SLOTS: usize = 32;

/// The [`Hot::skip`] entry of function address `f` (`PPW_SKIP_SLOT` in c/ppw_hot.h).
#[inline]
pub(crate) fn skip_slot(f: u64) -> usize {
    (f >> 4) as usize & (SKIP_SLOTS - 1)
}

/// An open user region, phase or instrumented function.
#[derive(Clone, Copy, Debug)]
struct Frame {
    region: u32,
    /// Enter ticks.
    t0: u64,
    /// Left out (filtered or throttled user region): its end records nothing either.
    skip: bool,
    /// The function's address (0 for user regions).
    func: u64,
}

/// Visits of a user region or instrumented function on a thread, for throttling.
#[derive(Clone, Copy, Debug, Default)]
struct UStat {
    visits: u64,
    /// Inclusive ticks summed over the visits.
    ticks: u64,
    /// Switched off: later visits are not recorded.
    off: bool,
}

/// `Hot::depth` bit that switches recording off for good (bit 0 marks a call in progress;
/// bits 2.. count signal handlers running on the thread, see c/ppw_core.c).
pub(crate) const OFF: u32 = 2;

/// An attribute record of a call (see `ppw_event::EventKind`); ranks are communicator-local.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Attr {
    Send {
        comm: u32,
        peer: i32,
        tag: i32,
        bytes: u64,
        request: u64,
    },
    Recv {
        comm: u32,
        peer: i32,
        tag: i32,
        bytes: u64,
        request: u64,
    },
    Post {
        comm: u32,
        peer: i32,
        tag: i32,
        request: u64,
    },
    Done {
        request: u64,
    },
    Cancel {
        request: u64,
    },
    Coll {
        comm: u32,
        root: i32,
        sent: u64,
        received: u64,
        request: u64,
    },
    /// A one-sided transfer to window-local `target`.
    Rma {
        op: RmaOp,
        win: u32,
        target: i32,
        bytes: u64,
        request: u64,
        /// Remote runtime address (PGAS transfers; 0: none): an RMA_ADDRESS record follows.
        addr: u64,
    },
    /// A window lock step; `target` is a world rank (-1: all, `MPI_Win_lock_all`).
    Lock {
        op: LockOp,
        win: u32,
        target: i32,
        exclusive: bool,
    },
    /// Post/start/complete/wait with the group's local id (`u32::MAX`: none).
    GroupSync {
        role: GatsRole,
        win: u32,
        group: u32,
    },
    /// The transfers to window-local `target` (-1: all) are complete.
    Flush {
        win: u32,
        target: i32,
    },
    /// A lock step or a reached value on runtime address `addr` of PGAS memory `win`.
    AddrSync {
        what: AddrSync,
        win: u32,
        addr: u64,
    },
    /// A block of PGAS memory `win` allocated (`bytes`) or freed; `block`: the block size of
    /// a block-cyclic object (0: none).
    Alloc {
        win: u32,
        addr: u64,
        bytes: u64,
        freed: bool,
        block: u64,
    },
    /// The local buffer of the message or transfer just recorded.
    Buffer {
        addr: u64,
    },
    /// A heap block allocated by heap site `site` (`bytes` > 0) or freed.
    Heap {
        addr: u64,
        bytes: u64,
        site: u32,
    },
    /// POSIX/stdio I/O: bytes moved; `write` counts them as sent, else as received.
    Io {
        bytes: u64,
        fd: i32,
        write: bool,
    },
}

/// Largest buffer a thread grows to while there is no rank file yet (1 GiB).
const MAX_BYTES: usize = 1 << 30;

/// Entries of the per-thread call-site cache (a power of two).
const CS_CACHE: usize = 1024;

/// Deepest user region / instrumented function level whose CPU time is sampled (root = 1).
pub(crate) const CPU_DEPTH: u32 = 3;
/// Minimum distance of a region's enter sample to the thread's previous sample.
pub(crate) const CPU_GAP_NS: u64 = 50_000;

/// A CPU reading: (user ns, system ns) of the calling thread.
pub(crate) type Cpu = (u64, u64);

/// The measurement state of one thread.
#[repr(C)]
#[derive(Debug)]
pub(crate) struct Thread {
    /// Must stay the first field: C holds a pointer to it.
    pub(crate) hot: Hot,
    /// Location number within the rank (order of first event).
    pub(crate) number: u32,
    /// The flush timer asks for a flush at the next call boundary (and nulls the buffer's mark,
    /// see [`Thread::request_flush`]).
    flush_due: AtomicBool,
    /// Words of raw records from which the buffer is flushed.
    flush_at: usize,
    /// Open regions (trace mode); closed at exit or crash.
    open: u32,
    /// Regions that `ppw_region_end` / function exits must not close (the synthetic `main`).
    floor: u32,
    /// Profile mode: the call-path tree.
    pub(crate) tree: Option<CallTree>,
    /// The last window looked up: (handle, local id, handle-table generation).
    pub(crate) win_cache: (u64, u32, u32),
    /// Profile mode: one-sided statistics per window and target (see `profile::RmaStats`).
    pub(crate) rma: crate::profile::RmaStats,
    /// Profile mode: bytes of the call being recorded.
    pend_sent: u64,
    pend_recv: u64,
    /// Trace mode: return address → call-site id, direct mapped.
    cs_cache: Box<[(u64, u32)]>,
    /// Calling contexts of wrapped calls (`PPW_CALLPATH_DEPTH` > 0).
    ctx: crate::context::Cache,
    /// Trace mode: regions already defined, a bit per region id from `64 * SEEN_WORDS` on
    /// (below: `Hot::seen`).
    seen: Vec<u64>,
    /// User region names (hash → id, name) and function addresses → ids.
    /// User region names (hash → id, name, filtered out) and function addresses → (id,
    /// filtered out).
    names: FxHashMap<u64, (u32, Box<[u8]>, bool)>,
    funcs: FxHashMap<u64, (u32, bool)>,
    /// Open user regions, phases and instrumented functions.
    ustack: Vec<Frame>,
    /// Per user region or function: its visits so far (only with throttling on).
    ustats: FxHashMap<u32, UStat>,
    /// Depth of user regions / instrumented functions / the root (CPU sampling).
    udepth: u32,
    /// Bit d (d <= CPU_DEPTH): the region open at depth d had its enter sampled.
    sampled: u64,
    /// Ticks of the thread's last CPU reading, and the reading.
    last_cpu: u64,
    last_val: Cpu,
    /// A CPU reading taken before a wrapped MPI_Init/Finalize or I/O call began (see
    /// `cpu_before_call`, `cpu_before_io`).
    pend_cpu: Option<Cpu>,
    /// `pend_cpu` belongs to an I/O call: its exit is sampled with the rate limit.
    pend_io: bool,
    /// The thread has exited.
    pub(crate) exited: bool,
    /// The wrapped call being recorded began while the recording was off ([`PAUSED`]): its
    /// attributes and end are dropped too.
    skip: bool,
    /// Performance counters (`PPW_METRICS`), read with every fresh CPU reading, and their
    /// values at the last reading.
    counters: Option<crate::counters::Set>,
    cnt: [u64; ppw_event::counters::MAX_COUNTERS],
    /// The spare trace buffer (with the writer thread while it writes the last one), once
    /// the first flush made one (`spare_out`).
    spare: crate::writer::Spare,
    spare_out: bool,
    /// Ticks of the last flush (adaptive buffer size).
    last_flush: u64,
}

/// `MPI_Pcontrol(0)` switched the recording of wrapped calls off (for the whole process).
static PAUSED: AtomicBool = AtomicBool::new(false);

/// Call-site addresses from here on are GASP source positions (`gasp::SOURCE_BASE`), not code.
const GASP_SOURCES: u64 = 0xFFFF_FFFF_0000_0000;

#[inline]
fn cs_slot(ra: u64) -> usize {
    (ra.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 54) as usize & (CS_CACHE - 1)
}

impl Thread {
    pub(crate) fn new(number: u32, profile: bool, buffer_bytes: usize, depth: u32) -> Thread {
        let words = if profile {
            0
        } else {
            (buffer_bytes / 8).max(4 * SLACK_WORDS)
        };
        let flush_at = words.saturating_sub(SLACK_WORDS);
        let mut th = Thread {
            hot: Hot {
                buf: Buffer::with_capacity(words),
                data: if !profile && crate::config::config().data {
                    ppw_format::raw::BUFFERED
                } else {
                    0
                },
                ..Hot::default()
            },
            number,
            flush_due: AtomicBool::new(false),
            flush_at,
            open: 0,
            floor: 0,
            tree: profile.then(CallTree::new),
            win_cache: (0, 0, u32::MAX),
            rma: Default::default(),
            pend_sent: 0,
            pend_recv: 0,
            cs_cache: if profile {
                Box::new([])
            } else {
                vec![(0u64, 0u32); CS_CACHE].into_boxed_slice()
            },
            ctx: crate::context::Cache::new(depth),
            seen: Vec::with_capacity(8),
            names: FxHashMap::default(),
            funcs: FxHashMap::default(),
            ustack: Vec::new(),
            ustats: FxHashMap::default(),
            udepth: 0,
            sampled: 0,
            last_cpu: 0,
            last_val: (0, 0),
            pend_cpu: None,
            pend_io: false,
            exited: false,
            skip: false,
            counters: crate::counters::open_thread(&crate::config::config().metrics),
            cnt: [0; ppw_event::counters::MAX_COUNTERS],
            spare: Default::default(),
            spare_out: false,
            last_flush: 0,
        };
        // The C fast path's view of the context cache (boxed: its address stays).
        th.hot.ctx = th.ctx.entries_ptr();
        th.set_next_check();
        if profile {
            // Profile mode: the fast path adds its calls to the slots (see `fold`).
            th.arm_profile();
        }
        th
    }

    /// Enter the synthetic root region `main` (never closed by user calls), with a CPU sample.
    pub(crate) fn enter_main(&mut self, t: u64) {
        self.enter_region(regions::MAIN, 0, t, true);
        self.floor = 1;
    }

    // ---- interning (trace mode) --------------------------------------------------------------

    /// The call site or calling context of a wrapped call with return address `ra`, for the
    /// trace (the id of its call-site chain) or the profile (that id tagged with
    /// [`profile::CONTEXT`], so that the call-path tree keeps contexts apart). Addresses that
    /// are no code (GASP source positions) and calling context switched off give the call
    /// site alone.
    #[inline(always)]
    fn site(&mut self, ra: u64, profile: bool) -> u64 {
        self.site_at(ra, crate::context::stack_pointer(), profile)
    }

    /// The C fast path's miss of the context cache for a call from `ra` whose wrapper's frame
    /// is at `sp`: the context id (the miss cached it), or with calling context off the call
    /// site's id, which goes into the same cache without stack slots to check.
    #[cold]
    pub(crate) fn site_miss(&mut self, ra: u64, sp: u64) -> u32 {
        if self.tree.is_some() {
            // Profile mode: the entry about to change may be the context of a slot's calls.
            self.fold();
            if !self.ctx.on() {
                self.ctx.remember(ra, sp, 0);
                return 0;
            }
        }
        if self.ctx.on() {
            return self.site_at(ra, sp, false) as u32;
        }
        let id = self.callsite(ra);
        self.ctx.remember(ra, sp, id);
        id
    }

    /// [`Thread::site`] for a call whose frame is at `sp`.
    #[inline(always)]
    fn site_at(&mut self, ra: u64, sp: u64, profile: bool) -> u64 {
        // One compare for "a code address": not 0 and below the GASP source positions.
        if self.ctx.on() && ra.wrapping_sub(1) < GASP_SOURCES - 1 {
            let id = match self.ctx.lookup(ra, sp) {
                Some(id) => id,
                None => self.ctx.miss(ra, sp, rankfile::context),
            };
            return if profile {
                crate::profile::CONTEXT | id as u64
            } else {
                id as u64
            };
        }
        if profile {
            ra
        } else {
            self.callsite(ra) as u64
        }
    }

    #[inline(always)]
    fn callsite(&mut self, ra: u64) -> u32 {
        if ra == 0 {
            return u32::MAX;
        }
        let slot = cs_slot(ra);
        // Safety of indexing: the cache has CS_CACHE entries in trace mode, the only mode
        // that calls this.
        let e = self.cs_cache[slot];
        if e.0 == ra {
            return e.1;
        }
        self.callsite_miss(ra, slot)
    }

    #[cold]
    #[inline(never)]
    fn callsite_miss(&mut self, ra: u64, slot: usize) -> u32 {
        let id = rankfile::callsite(ra);
        self.cs_cache[slot] = (ra, id);
        id
    }

    #[inline(always)]
    fn known(&mut self, region: u32) {
        let w = (region >> 6) as usize;
        let bits = if w < SEEN_WORDS {
            self.hot.seen[w]
        } else {
            self.seen.get(w - SEEN_WORDS).copied().unwrap_or(0)
        };
        if bits >> (region & 63) & 1 == 0 {
            self.define_region(region);
        }
    }

    #[cold]
    #[inline(never)]
    pub(crate) fn define_region(&mut self, region: u32) {
        rankfile::define_region(region);
        let w = (region >> 6) as usize;
        if w < SEEN_WORDS {
            self.hot.seen[w] |= 1 << (region & 63);
            return;
        }
        if self.seen.len() <= w - SEEN_WORDS {
            self.seen.resize(w - SEEN_WORDS + 1, 0);
        }
        self.seen[w - SEEN_WORDS] |= 1 << (region & 63);
    }

    /// After a call's or region's records: flush when due (one compare).
    #[inline(always)]
    fn after(&mut self) {
        if self.hot.buf.due() {
            self.checkpoint();
        }
    }

    #[cold]
    #[inline(never)]
    fn checkpoint(&mut self) {
        let due = self.flush_due.swap(false, Ordering::SeqCst);
        if due || self.hot.buf.len() >= self.flush_at {
            self.flush();
        } else {
            self.set_next_check();
        }
    }

    /// Set the buffer's mark: the flush mark, or null (every call a checkpoint) while the
    /// flush timer's request is pending or the recording is paused.
    fn set_next_check(&mut self) {
        let stop = PAUSED.load(Ordering::Relaxed);
        self.hot.buf.set_mark((!stop).then_some(self.flush_at));
        // A request made after `checkpoint` looked at `flush_due` may have nulled the mark
        // before the store above overwrote it: look again (SeqCst orders both pairs).
        if self.flush_due.load(Ordering::SeqCst) {
            self.hot.buf.set_mark(None);
        }
    }

    /// Ask thread `th` to flush at its next call boundary (the flush timer, on its own thread).
    ///
    /// # Safety
    /// `th` points to a live `Thread` (threads are never freed). Only the two atomics are
    /// touched, through raw pointers, while the owner may be recording.
    pub(crate) unsafe fn request_flush(th: *const Thread) {
        // Safety: see above; the field is an atomic.
        let due = unsafe { &*std::ptr::addr_of!((*th).flush_due) };
        due.store(true, Ordering::SeqCst);
        // Safety: forwarded from the caller.
        unsafe { Thread::null_mark(th) };
    }

    /// Make thread `th` take the Rust path (and its checkpoint) at its next call.
    ///
    /// # Safety
    /// As for [`Thread::request_flush`].
    pub(crate) unsafe fn null_mark(th: *const Thread) {
        // Safety: see above; the field is an atomic.
        let mark = unsafe { &*std::ptr::addr_of!((*th).hot.buf.lim) };
        mark.store(std::ptr::null_mut(), Ordering::SeqCst);
    }

    /// Make thread `th` take the Rust path at its next call, in either mode (the recording
    /// was paused: the Rust path sees it and re-arms the fast path when it ends).
    ///
    /// # Safety
    /// As for [`Thread::request_flush`].
    pub(crate) unsafe fn pause_fast_path(th: *const Thread) {
        // Safety: as for `null_mark`; `prof` is an atomic.
        unsafe {
            Thread::null_mark(th);
            (*std::ptr::addr_of!((*th).hot.prof)).store(0, Ordering::SeqCst);
        }
    }

    // ---- calls of wrapped functions: begin, attributes, end ---------------------------------

    /// Start recording a wrapped call entered at `t0`.
    #[inline(always)]
    pub(crate) fn begin(&mut self, region: u32, ra: u64, t0: u64) {
        self.skip = PAUSED.load(Ordering::Relaxed);
        if self.skip {
            return;
        }
        if self.tree.is_none() {
            self.known(region);
            let cs = self.site(ra, false) as u32;
            self.hot.buf.enter(t0, region, cs);
            if let Some(c) = self.pend_cpu {
                self.cpu_rec(t0, c);
            }
        } else {
            self.fold();
            self.pend_sent = 0;
            self.pend_recv = 0;
        }
    }

    /// Profile mode: fold the calls the wrappers' fast path added to the slots into the
    /// call-path tree, before anything else touches the tree; re-arm the fast path if a pause
    /// stopped it.
    #[inline]
    pub(crate) fn fold(&mut self) {
        if self.tree.is_some()
            && (self.hot.ndirty != 0 || self.hot.prof.load(Ordering::Relaxed) == 0)
        {
            self.fold_now();
        }
    }

    #[cold]
    #[inline(never)]
    fn fold_now(&mut self) {
        let context = self.ctx.on();
        let n = (self.hot.ndirty as usize).min(CTX_ENTRIES);
        if let Some(tree) = &mut self.tree {
            let hot = &mut self.hot;
            crate::profile::fold_slots(tree, &mut hot.slots, &hot.dirty[..n], context);
        }
        self.hot.ndirty = 0;
        self.arm_profile();
    }

    /// Profile mode: let the fast path add calls to the slots unless the recording is paused.
    fn arm_profile(&mut self) {
        let on = !PAUSED.load(Ordering::SeqCst);
        self.hot.prof.store(on as u32, Ordering::SeqCst);
        // A pause that began after the load above may have cleared `prof` before the store
        // overwrote it: look again (SeqCst orders both pairs).
        if on && PAUSED.load(Ordering::SeqCst) {
            self.hot.prof.store(0, Ordering::SeqCst);
        }
    }

    /// Profile mode: slot `i` gets calls of `region` (the C fast path found another region's
    /// calls there: two functions called from one site through a pointer).
    #[cold]
    pub(crate) fn rekey_slot(&mut self, i: usize, region: u32) {
        if self.hot.slots.get(i).is_some_and(|s| s.visits != 0) {
            self.fold_now();
        }
        if let Some(s) = self.hot.slots.get_mut(i) {
            s.region = region;
        }
    }

    /// An attribute of the call being recorded, at time `t`.
    #[inline(always)]
    pub(crate) fn attr(&mut self, t: u64, a: Attr) {
        if self.skip {
            return;
        }
        if self.tree.is_some() {
            match a {
                Attr::Send { bytes, .. } => self.pend_sent += bytes,
                Attr::Recv { bytes, .. } => self.pend_recv += bytes,
                Attr::Coll { sent, received, .. } => {
                    self.pend_sent += sent;
                    self.pend_recv += received;
                }
                Attr::Io { bytes, write, .. } => {
                    if write {
                        self.pend_sent += bytes
                    } else {
                        self.pend_recv += bytes
                    }
                }
                Attr::Rma {
                    op,
                    win,
                    target,
                    bytes,
                    ..
                } => {
                    if op == RmaOp::Get {
                        self.pend_recv += bytes
                    } else {
                        self.pend_sent += bytes
                    }
                    self.rma.transfer(op, win, target, bytes);
                }
                _ => {}
            }
            return;
        }
        let e = &mut self.hot.buf;
        match a {
            Attr::Send {
                comm,
                peer,
                tag,
                bytes,
                request,
            } => e.send(t, comm, peer, tag, bytes, request),
            Attr::Recv {
                comm,
                peer,
                tag,
                bytes,
                request,
            } => e.recv(t, comm, peer, tag, bytes, request),
            Attr::Post {
                comm,
                peer,
                tag,
                request,
            } => e.recv_post(t, comm, peer, tag, request),
            Attr::Done { request } => e.request_complete(t, request),
            Attr::Cancel { request } => e.request_cancelled(t, request),
            Attr::Coll {
                comm,
                root,
                sent,
                received,
                request,
            } => e.collective(t, comm, root, sent, received, request),
            Attr::Io { bytes, fd, .. } => e.io(t, bytes, fd),
            Attr::Rma {
                op,
                win,
                target,
                bytes,
                request,
                addr,
            } => {
                e.rma(t, op, win, target, bytes, request);
                if addr != 0 {
                    e.rma_address(t, addr);
                }
            }
            Attr::Lock {
                op,
                win,
                target,
                exclusive,
            } => e.lock(t, op, win as u64, target, exclusive),
            Attr::GroupSync { role, win, group } => e.rma_group_sync(t, role, win, group),
            Attr::Flush { win, target } => e.rma_flush(t, win, target),
            Attr::AddrSync { what, win, addr } => e.addr_sync(t, what, win, addr),
            Attr::Alloc {
                win,
                addr,
                bytes,
                freed,
                block,
            } => e.alloc(t, win, addr, bytes, freed, block),
            Attr::Buffer { addr } => e.buffer(t, addr),
            Attr::Heap { addr, bytes, site } => e.heap(t, addr, bytes, site),
        }
    }

    /// A record outside a wrapped call (a message's buffer after its call, a heap block): trace
    /// mode only, not while the recording is paused (the last call's `skip` does not apply);
    /// flushes like a call's end.
    pub(crate) fn data(&mut self, t: u64, a: Attr) {
        if self.tree.is_some() || PAUSED.load(Ordering::Relaxed) {
            return;
        }
        let skip = std::mem::replace(&mut self.skip, false);
        self.attr(t, a);
        self.skip = skip;
        self.after();
    }

    /// Room for `n` more attribute records of the current call (completion calls with many
    /// requests); grows the buffer only beyond the slack.
    #[inline]
    pub(crate) fn reserve_attrs(&mut self, n: usize) {
        let need = n.saturating_mul(ppw_format::raw::MAX_WORDS);
        if self.tree.is_none() && need > SLACK_WORDS / 2 {
            self.hot.buf.reserve(need);
        }
    }

    /// Finish recording the call: exit at `t1`.
    #[inline(always)]
    pub(crate) fn end(&mut self, region: u32, ra: u64, t0: u64, t1: u64) {
        let io = std::mem::take(&mut self.pend_io);
        let c0 = self.pend_cpu.take();
        if self.skip {
            return;
        }
        // An I/O call (see `cpu_before_io`): rate-limited; MPI_Init/Finalize: fresh.
        let c1 = c0.map(|_| {
            if io {
                self.cpu_limited(t1)
            } else {
                self.cpu_now(t1)
            }
        });
        let cpu = c0.zip(c1);
        if self.tree.is_none() {
            if let Some(c1) = c1 {
                self.cpu_rec(t1, c1);
            }
            self.hot.buf.exit(t1);
            self.after();
            return;
        }
        let site = self.site(ra, true);
        let cpu = cpu.map(|(a, b)| (b.0.saturating_sub(a.0), b.1.saturating_sub(a.1)));
        let (sent, recv) = (self.pend_sent, self.pend_recv);
        if let Some(tree) = &mut self.tree {
            tree.leaf(region, site, t0, t1, sent, recv, cpu);
        }
    }

    /// A wrapped MPI_Init(_thread) or MPI_Finalize is about to start: sample the CPU time for
    /// its enter (the call's record is made after it returns).
    pub(crate) fn cpu_before_call(&mut self) {
        let t = clock::ticks();
        self.pend_cpu = Some(self.cpu_now(t));
    }

    /// A wrapped I/O call is about to start at `t`: sample the CPU time at its ends, so that the
    /// hypotheses can tell time blocked in I/O from CPU time in the kernel. Rate-limited, the
    /// enter with twice the gap of the exit: in a tight loop of short calls the fresh readings
    /// fall on exits, and each carries the CPU time since the previous one (mostly the calls
    /// themselves); a long call after a pause gets fresh readings at both ends. At most one
    /// `getrusage` per CPU_GAP_NS of the thread's time. Both ends carry a sample (trace: CPU
    /// records right after the ENTER and before the EXIT), so that each call is an interval of
    /// its own for the analysis: the thread's CPU time advances in scheduler ticks (4 ms
    /// here), and a tick that lands inside a call is that call's, one that lands between calls
    /// the program's. Tried and not kept: fresh readings only (one record per 50 us): intervals
    /// then mix calls and the code between them, and the analysis cannot tell whose a tick is.
    #[inline]
    pub(crate) fn cpu_before_io(&mut self, t: u64) {
        self.pend_io = true;
        let due = self.last_cpu == 0 || t.wrapping_sub(self.last_cpu) >= clock::gap(2 * CPU_GAP_NS);
        self.pend_cpu = Some(if due { self.cpu_now(t) } else { self.last_val });
    }

    #[inline]
    fn cpu_now(&mut self, t: u64) -> Cpu {
        self.last_cpu = t;
        self.last_val = clock::thread_cpu();
        if let Some(c) = &self.counters {
            c.read(&mut self.cnt);
        }
        self.last_val
    }

    /// Record a CPU reading at `t`, and the counters read with it.
    #[inline]
    fn cpu_rec(&mut self, t: u64, c: Cpu) {
        self.hot.buf.cpu(t, c.0, c.1);
        if let Some(set) = &self.counters {
            let n = set.len();
            self.hot.buf.counters(t, 0, &self.cnt[..n]);
        }
    }

    /// A sample at a rate-limited region boundary: a fresh reading, or the previous one if it
    /// is less than [`CPU_GAP_NS`] old.
    #[inline]
    fn cpu_limited(&mut self, t: u64) -> Cpu {
        if self.last_cpu != 0 && t.wrapping_sub(self.last_cpu) < clock::gap(CPU_GAP_NS) {
            self.last_val
        } else {
            self.cpu_now(t)
        }
    }

    // ---- regions with separate enter and exit ------------------------------------------------

    /// Enter a user region, instrumented function or the root; `force` samples the CPU time
    /// regardless of the rate limit.
    fn enter_region(&mut self, region: u32, ra: u64, t: u64, force: bool) {
        self.udepth += 1;
        let d = self.udepth;
        let cpu = if d <= CPU_DEPTH {
            self.sampled |= 1 << d;
            Some(if force {
                self.cpu_now(t)
            } else {
                self.cpu_limited(t)
            })
        } else {
            None
        };
        match &mut self.tree {
            None => {
                self.known(region);
                let cs = self.callsite(ra);
                self.hot.buf.enter(t, region, cs);
                if let Some(c) = cpu {
                    self.cpu_rec(t, c);
                }
                self.open += 1;
                self.after();
            }
            Some(_) => {
                self.fold();
                let n = self.counters.as_ref().map_or(0, |c| c.len());
                if let Some(tree) = &mut self.tree {
                    tree.enter(region, ra, t, cpu, &self.cnt[..n]);
                }
            }
        }
    }

    /// Leave the innermost region unless only protected ones are open.
    fn exit_region(&mut self, t: u64) {
        self.fold();
        let open = match &self.tree {
            None => self.open,
            Some(tree) => tree.depth() as u32,
        };
        if open <= self.floor {
            return;
        }
        let d = self.udepth;
        let cpu = if d <= CPU_DEPTH && self.sampled >> d & 1 != 0 {
            self.sampled &= !(1 << d);
            Some(self.cpu_limited(t))
        } else {
            None
        };
        self.udepth = d.saturating_sub(1);
        match &mut self.tree {
            None => {
                if let Some(c) = cpu {
                    self.cpu_rec(t, c);
                }
                self.hot.buf.exit(t);
                self.open -= 1;
                self.after();
            }
            Some(tree) => {
                let n = self.counters.as_ref().map_or(0, |c| c.len());
                tree.exit(t, cpu, &self.cnt[..n]);
            }
        }
    }

    fn marker(&mut self, region: u32, t: u64) {
        if self.tree.is_none() {
            self.known(region);
            self.hot.buf.marker(t, region);
            self.after();
        }
    }

    /// The user API: `op` 0 = region begin, 1 = region end, 2 = marker, 3 = phase begin,
    /// 4 = phase end (a phase is a region flagged as one: it nests like any region). Regions
    /// the filter excludes or throttling switched off are left out, with their ends.
    pub(crate) fn user(&mut self, op: i32, name: &[u8], ra: u64, t: u64) {
        if op == 1 || op == 4 {
            return self.user_exit(t);
        }
        let (id, filtered) = self.name_id(name, op == 3);
        match op {
            0 | 3 => {
                let skip = filtered || self.throttled(id);
                self.ustack.push(Frame {
                    region: id,
                    t0: t,
                    skip,
                    func: 0,
                });
                if !skip {
                    self.enter_region(id, ra, t, false);
                }
            }
            _ if !filtered => self.marker(id, t),
            _ => {}
        }
    }

    /// Leave the innermost user region, phase or function.
    fn user_exit(&mut self, t: u64) {
        match self.ustack.pop() {
            // An end without a begin: close the innermost region, as always.
            None => self.exit_region(t),
            Some(f) if f.skip => {}
            Some(f) => {
                self.exit_region(t);
                self.count(f, t);
            }
        }
    }

    fn throttled(&self, region: u32) -> bool {
        !self.ustats.is_empty() && self.ustats.get(&region).is_some_and(|s| s.off)
    }

    /// Count a finished visit; switch the region off once it has had the throttle's visits
    /// at less than its time each, unless it is open further out on the stack (recursion:
    /// its enter there was recorded, so its exit must be).
    fn count(&mut self, f: Frame, t: u64) {
        let Some(th) = crate::config::config().throttle else {
            return;
        };
        let s = self.ustats.entry(f.region).or_default();
        s.visits += 1;
        s.ticks += t.saturating_sub(f.t0);
        if s.off || s.visits < th.visits || s.ticks >= s.visits.saturating_mul(clock::gap(th.ns)) {
            return;
        }
        if self.ustack.iter().any(|g| g.region == f.region) {
            return;
        }
        s.off = true;
        let (visits, ticks) = (s.visits, s.ticks);
        if f.func != 0 {
            self.hot.skip[skip_slot(f.func)] = f.func;
        }
        let name = if f.func != 0 {
            crate::symtab::function_name(f.func)
                .map_or_else(|| format!("function {:#x}", f.func), |n| n.0)
        } else {
            regions::user_name(f.region).unwrap_or_else(|| format!("region {}", f.region))
        };
        let mean_ns = ticks as f64 / visits as f64 * 1000.0 / clock::gap(1000).max(1) as f64;
        let note = format!(
            "throttled `{name}` on thread {}: {visits} visits of {mean_ns:.0} ns on average; \
             its later visits were not recorded (their time is its callers'; PPW_THROTTLE=off \
             keeps them)",
            self.number
        );
        rankfile::define(|d| d.note(&note));
    }

    /// The region id of a user region, marker (`phase` false) or phase name, and whether the
    /// filter excludes it.
    fn name_id(&mut self, name: &[u8], phase: bool) -> (u32, bool) {
        // FNV-1a from a different start for phases: names are short; verify the bytes on a
        // hit.
        let start = if phase {
            0x8422_2325_cbf2_9ce4u64
        } else {
            0xcbf2_9ce4_8422_2325u64
        };
        let h = name
            .iter()
            .fold(start, |h, b| (h ^ *b as u64).wrapping_mul(0x100_0000_01b3));
        if let Some((id, n, filtered)) = self.names.get(&h) {
            if **n == *name {
                return (*id, *filtered);
            }
        }
        let text = String::from_utf8_lossy(name);
        let id = if phase {
            regions::phase(&text)
        } else {
            regions::named(&text)
        };
        let filtered = crate::config::config()
            .filter
            .as_ref()
            .is_some_and(|f| f.excludes(&text, &text));
        self.names.insert(h, (id, name.into(), filtered));
        (id, filtered)
    }

    /// `MPI_Pcontrol(level)`: 0 switches the recording of wrapped calls off for the whole
    /// process, 1 on again; each switch leaves a marker (`MEASUREMENT OFF`, `MEASUREMENT ON`)
    /// on the calling thread. Other levels change nothing. Regions, phases and functions are
    /// recorded while off, so that the call tree stays whole.
    pub(crate) fn pcontrol(&mut self, level: i32, t: u64) {
        let off = match level {
            0 => true,
            1 => false,
            _ => return,
        };
        if PAUSED.swap(off, Ordering::SeqCst) != off {
            let name: &[u8] = if off {
                b"MEASUREMENT OFF"
            } else {
                b"MEASUREMENT ON"
            };
            let (id, _) = self.name_id(name, false);
            self.marker(id, t);
        }
    }

    /// A region by id (GASP events: `upc_forall`, user functions and events): `op` 0 enters
    /// it, 1 leaves the innermost region, 2 records a marker.
    pub(crate) fn region_op(&mut self, op: i32, region: u32, ra: u64, t: u64) {
        match op {
            0 => self.enter_region(region, ra, t, false),
            1 => self.exit_region(t),
            _ => self.marker(region, t),
        }
    }

    /// `-finstrument-functions` hooks. A function the filter excludes, or that throttling
    /// switched off, is left out (and put into [`Hot::skip`], so that the C hooks return at
    /// once the next time).
    pub(crate) fn function(&mut self, enter: bool, func: u64, site: u64, t: u64) {
        let (id, filtered) = match self.funcs.get(&func) {
            Some(f) => *f,
            None => self.new_function(func),
        };
        let skipped = filtered || self.throttled(id);
        if enter {
            if skipped {
                self.hot.skip[skip_slot(func)] = func;
                return;
            }
            self.ustack.push(Frame {
                region: id,
                t0: t,
                skip: false,
                func,
            });
            self.enter_region(id, site, t, false);
        } else if !skipped || self.ustack.last().is_some_and(|f| f.region == id) {
            self.user_exit(t);
        }
    }

    #[cold]
    fn new_function(&mut self, func: u64) -> (u32, bool) {
        let id = regions::function(func);
        // A Fortran external procedure's symbol ends in `_`, which the reports leave out:
        // a pattern may name it either way.
        let filtered = crate::config::config().filter.as_ref().is_some_and(|f| {
            crate::symtab::function_name(func).is_some_and(|(shown, mangled)| {
                f.excludes(&shown, &mangled)
                    || ppw_event::names::fortran_name(&mangled, true)
                        .is_some_and(|s| f.excludes(&s, &mangled))
            })
        });
        self.funcs.insert(func, (id, filtered));
        (id, filtered)
    }

    // ---- end of measurement ------------------------------------------------------------------

    /// Record the wrapped call that was in progress (crash or abort), ending at `now`.
    pub(crate) fn record_inflight(&mut self, now: u64) {
        let r = self.hot.inflight;
        if r != 0 {
            self.hot.inflight = 0;
            self.pend_cpu = None;
            self.pend_io = false;
            let t0 = self.hot.inflight_t0;
            self.begin(r - 1, 0, t0);
            if self.skip {
                return;
            }
            match &mut self.tree {
                None => self.hot.buf.exit(now),
                Some(tree) => tree.leaf(r - 1, 0, t0, now, self.pend_sent, self.pend_recv, None),
            }
        }
    }

    /// Close every open region (including `main`) at `t`, without flushing. `own`: called on
    /// this thread itself, so sampled regions get their closing CPU sample (another thread's
    /// CPU time cannot be read with getrusage).
    pub(crate) fn close_all(&mut self, t: u64, own: bool) {
        self.fold();
        let now = own.then(clock::thread_cpu);
        if let (true, Some(c)) = (own, &self.counters) {
            // The counters go with the CPU reading.
            c.read(&mut self.cnt);
        }
        let open = match &self.tree {
            None => self.open,
            Some(tree) => tree.depth() as u32,
        };
        for _ in 0..open {
            let d = self.udepth;
            let cpu = if d <= CPU_DEPTH && self.sampled >> d & 1 != 0 {
                now
            } else {
                None
            };
            self.udepth = d.saturating_sub(1);
            match &mut self.tree {
                None => {
                    if let Some(c) = cpu {
                        self.cpu_rec(t, c);
                    }
                    self.hot.buf.exit(t);
                }
                Some(tree) => {
                    let n = self.counters.as_ref().map_or(0, |c| c.len());
                    tree.exit(t, cpu, &self.cnt[..n]);
                }
            }
        }
        self.open = 0;
        self.floor = 0;
        self.udepth = 0;
    }

    /// Write the buffer to the rank file; recorded as a `PPW_FLUSH` region. Before the file
    /// exists (before MPI_Init) the buffer grows instead.
    pub(crate) fn flush(&mut self) {
        if rankfile::disabled() {
            // No file to write to: drop the records and forward this thread's calls from now on.
            self.hot.buf.clear();
            self.hot.depth = OFF;
            return;
        }
        let t0 = clock::ticks();
        if rankfile::ready() {
            // Hand the full buffer to the writer thread and record into the spare (waiting for
            // it if the writer still has it).
            let cap = self.hot.buf.capacity();
            let fresh = !self.spare_out;
            let next = if fresh {
                Vec::with_capacity(cap)
            } else {
                crate::writer::take_spare(&self.spare)
            };
            let full = self.hot.buf.swap(next, fresh);
            // The spare is empty: this makes it at least as large as the buffer it replaces.
            self.hot.buf.reserve(cap);
            self.spare_out = true;
            if let Err(mut full) = crate::writer::hand_over(self.number, full, &self.spare) {
                rankfile::write_events(self.number, &full);
                full.clear();
                *self.spare.lock().unwrap_or_else(|e| e.into_inner()) = Some(full);
            }
            let t1 = clock::ticks();
            self.grow(t1);
            self.known(regions::FLUSH);
            self.hot.buf.enter(t0, regions::FLUSH, u32::MAX);
            self.hot.buf.exit(t1);
        } else if rankfile::write_events(self.number, self.hot.buf.words()) {
            // A forked child: its records were dropped.
            self.hot.buf.clear();
            let t1 = clock::ticks();
            self.known(regions::FLUSH);
            self.hot.buf.enter(t0, regions::FLUSH, u32::MAX);
            self.hot.buf.exit(t1);
        } else if self.hot.buf.capacity() >= MAX_BYTES / 8 {
            // Far too much before MPI_Init: give up on this thread rather than on the memory.
            rankfile::say(&format!(
                "trace buffer limit reached before MPI_Init; thread {} stops recording",
                self.number
            ));
            self.hot.buf = Buffer::default();
            self.hot.depth = OFF;
        } else {
            let cap = self.hot.buf.capacity().max(4 * SLACK_WORDS) * 2;
            self.hot.buf.reserve(cap - self.hot.buf.len());
            self.flush_at = self.hot.buf.capacity() - SLACK_WORDS;
        }
        self.set_next_check();
    }

    /// Adaptive buffers: a buffer that filled up less than [`GROW_AFTER_NS`] after the
    /// previous flush doubles (the next one too, as it comes back), up to [`MAX_ADAPTIVE`],
    /// unless `PPW_BUFFER` fixed its size.
    fn grow(&mut self, now: u64) {
        let last = std::mem::replace(&mut self.last_flush, now);
        let fast = last != 0 && now.wrapping_sub(last) < clock::gap(GROW_AFTER_NS);
        let cap = self.hot.buf.capacity();
        if fast && !crate::config::config().buffer_fixed && cap < MAX_ADAPTIVE / 8 {
            self.hot
                .buf
                .reserve((2 * cap).saturating_sub(self.hot.buf.len()));
        }
        self.flush_at = self.hot.buf.capacity().saturating_sub(SLACK_WORDS);
    }
}

/// A buffer that fills faster than this after the previous flush grows (see `Thread::grow`).
const GROW_AFTER_NS: u64 = 1_000_000_000;
/// The largest buffer adaptive sizing makes (two of them per thread with the writer).
const MAX_ADAPTIVE: usize = 64 << 20;
