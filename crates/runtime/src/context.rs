//! Calling context of wrapped calls: the chain of return addresses from the wrapped call's site
//! out to the root of the thread's stack, found by the system unwinder and cached per thread.
//!
//! The unwinder is libgcc's `_Unwind_Backtrace` (the DWARF CFI unwinder of every C++ exception
//! and Rust panic on GNU/Linux; glibc's `_dl_find_object` makes its FDE lookup a binary search).
//! It starts inside the runtime; frames up to and including the wrapper are skipped by looking
//! for the wrapped call's own return address, so frames of ppw and of the MPI library (which is
//! called after the wrapper, never before it) never appear.
//!
//! The cache makes a loop that calls from the same stack pay the unwind once. It is keyed by the
//! call site and the stack pointer inside the runtime (a fixed distance below the caller's
//! frame for a given call site), and an entry holds the chain's return addresses together with
//! the stack slots they were read from (on x86-64 the return address into a frame lies right
//! below its callee's canonical frame address). A hit re-reads those slots: if every slot still holds the same
//! return address, the stack between the call and the root is the stack that was unwound, so the
//! cached context is returned after a few loads. Anything else (another caller, recursion at
//! another depth, a signal frame) unwinds again.
//!
//! Bad stacks: an address without unwind information ends the chain (JIT code, hand-written
//! assembly without CFI); a chain longer than the depth limit is cut, and its outermost element
//! becomes [`TRUNCATED`], which readers name as such; a signal frame on the way is unwound by
//! libgcc's fallback and such a chain is never cached. Nothing here allocates on a hit.

use std::ffi::c_void;
use std::os::raw::c_int;

/// The address standing for frames cut off by the depth limit (outermost element of a chain).
pub(crate) const TRUNCATED: u64 = u64::MAX;
/// Entries of the per-thread cache (a power of two).
pub(crate) const ENTRIES: usize = 256;

#[repr(C)]
struct UnwindContext {
    _private: [u8; 0],
}

type TraceFn = extern "C" fn(*mut UnwindContext, *mut c_void) -> c_int;

extern "C" {
    fn _Unwind_Backtrace(trace: TraceFn, arg: *mut c_void) -> c_int;
    fn _Unwind_GetIPInfo(ctx: *mut UnwindContext, ip_before_insn: *mut c_int) -> usize;
    fn _Unwind_GetCFA(ctx: *mut UnwindContext) -> usize;
}

/// `_URC_NO_REASON`: continue; anything else ends the walk.
const CONTINUE: c_int = 0;
/// `_URC_NORMAL_STOP`.
const STOP: c_int = 4;
/// Frames of the runtime and the wrapper that may precede the caller's frame.
const MAX_SKIPPED: usize = 64;

/// State of one walk.
struct Walk<'a> {
    /// The wrapped call's return address: the first frame to keep.
    ra: u64,
    skipped: usize,
    /// Frames to keep at most (including the call site's).
    limit: usize,
    /// (return address or ip, canonical frame address of the frame called from there) from the
    /// caller outwards.
    frames: &'a mut Vec<(u64, u64)>,
    /// A signal frame was seen (its slots do not hold return addresses).
    signal: bool,
    truncated: bool,
}

extern "C" fn step(ctx: *mut UnwindContext, arg: *mut c_void) -> c_int {
    // Safety: `arg` is the `Walk` that `unwind` passes, alive for the whole walk; `ctx` is the
    // unwinder's context for this frame.
    let w = unsafe { &mut *(arg as *mut Walk) };
    let mut exact: c_int = 0;
    let ip = unsafe { _Unwind_GetIPInfo(ctx, &mut exact) } as u64;
    let cfa = unsafe { _Unwind_GetCFA(ctx) } as u64;
    if w.frames.is_empty() {
        if ip != w.ra {
            w.skipped += 1;
            return if w.skipped > MAX_SKIPPED {
                STOP
            } else {
                CONTINUE
            };
        }
    } else if ip == 0 {
        return STOP;
    }
    if exact != 0 {
        w.signal = true;
    }
    if w.frames.len() >= w.limit {
        w.truncated = true;
        return STOP;
    }
    w.frames.push((ip, cfa));
    CONTINUE
}

/// Unwind the current stack from the wrapped call with return address `ra`: `frames` gets
/// (return address, CFA of its callee) of the caller's frame and up to `limit - 1` frames
/// outside it; returns
/// (signal frame seen, cut by the limit). An empty `frames` means `ra` was not found (the
/// caller's frame has no unwind information, or a frame of ppw's has none).
#[inline(never)]
pub(crate) fn unwind(ra: u64, limit: usize, frames: &mut Vec<(u64, u64)>) -> (bool, bool) {
    frames.clear();
    let mut w = Walk {
        ra,
        skipped: 0,
        limit,
        frames,
        signal: false,
        truncated: false,
    };
    // Safety: `step` only touches `w` through the pointer, which outlives the call.
    unsafe { _Unwind_Backtrace(step, &mut w as *mut Walk as *mut c_void) };
    (w.signal, w.truncated)
}

/// `addr` lies in the C library (whose start-up code calls `main` and thread functions).
fn in_c_library(addr: u64) -> bool {
    use std::sync::OnceLock;
    static BASE: OnceLock<usize> = OnceLock::new();
    let base = *BASE.get_or_init(|| {
        // Safety: dlsym and dladdr with valid arguments; `info` is written by dladdr.
        unsafe {
            let f = libc::dlsym(libc::RTLD_DEFAULT, c"__libc_start_main".as_ptr());
            object_base(f as u64)
        }
    });
    base != 0 && object_base(addr) == base
}

/// The load base of the object containing `addr` (0: none).
fn object_base(addr: u64) -> usize {
    if addr == 0 {
        return 0;
    }
    // Safety: dladdr only reads the loader's tables; `info` is plain data it fills in.
    unsafe {
        let mut info: libc::Dl_info = std::mem::zeroed();
        if libc::dladdr(addr as *const c_void, &mut info) == 0 {
            return 0;
        }
        info.dli_fbase as usize
    }
}

/// The stack pointer of the calling function (its frame's position: fixed for a call path).
#[inline(always)]
pub(crate) fn stack_pointer() -> u64 {
    #[cfg(target_arch = "x86_64")]
    {
        let sp: u64;
        // Safety: reads a register, touches no memory.
        unsafe {
            std::arch::asm!("mov {}, rsp", out(reg) sp, options(nomem, nostack, preserves_flags))
        };
        sp
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        let marker = 0u8;
        std::hint::black_box(&marker) as *const u8 as u64
    }
}

/// A cache entry; the C wrappers' fast path reads it too (`ppw_ctx_entry` in c/ppw_hot.h). The
/// first stack slot to check is inline (most loops call MPI from a shallow stack: one load and
/// compare), the others in `rest`.
#[repr(C)]
#[derive(Debug)]
pub(crate) struct Entry {
    ra: u64,
    sp: u64,
    /// The first (stack slot, return address expected there); [`NOTHING`] when there is none.
    first: [u64; 2],
    id: u32,
    /// Number of `rest`.
    n: u32,
    /// The other (stack slot, return address) pairs, owned (a leaked boxed slice).
    rest: *const [u64; 2],
    _pad: [u64; 2],
}

// The C side indexes entries with a shift.
const _: () = assert!(std::mem::size_of::<Entry>() == 64);

/// A word that holds 0: the first slot of an entry without stack slots to check.
static ZERO: u64 = 0;

/// The first slot of an entry without stack slots to check (always matches).
fn nothing() -> [u64; 2] {
    [std::ptr::addr_of!(ZERO) as u64, 0]
}

impl Default for Entry {
    fn default() -> Entry {
        Entry {
            ra: 0,
            sp: 0,
            first: nothing(),
            id: 0,
            n: 0,
            rest: std::ptr::null(),
            _pad: [0; 2],
        }
    }
}

impl Entry {
    fn new(ra: u64, sp: u64, id: u32, slots: Vec<[u64; 2]>) -> Entry {
        let first = slots.first().copied().unwrap_or_else(nothing);
        let rest = slots.get(1..).unwrap_or(&[]).to_vec().into_boxed_slice();
        let n = rest.len() as u32;
        Entry {
            ra,
            sp,
            first,
            id,
            n,
            rest: Box::into_raw(rest) as *const [u64; 2],
            _pad: [0; 2],
        }
    }

    /// The (stack slot, return address) pairs to check after `first`.
    fn rest(&self) -> &[[u64; 2]] {
        if self.rest.is_null() {
            return &[];
        }
        // Safety: `rest` is the leaked boxed slice of `n` pairs made by `new`.
        unsafe { std::slice::from_raw_parts(self.rest, self.n as usize) }
    }
}

impl Drop for Entry {
    fn drop(&mut self) {
        if !self.rest.is_null() {
            // Safety: made by `Box::into_raw` of a boxed slice of `n` pairs in `new`.
            drop(unsafe {
                Box::from_raw(std::ptr::slice_from_raw_parts_mut(
                    self.rest as *mut [u64; 2],
                    self.n as usize,
                ))
            });
        }
    }
}

/// One thread's cache of calling contexts.
#[derive(Debug)]
pub(crate) struct Cache {
    entries: Box<[Entry]>,
    /// Frames recorded per call, the call site's function's included (0: calling context off).
    depth: u32,
    /// Scratch for a walk.
    frames: Vec<(u64, u64)>,
    chain: Vec<u64>,
}

#[inline(always)]
fn slot(ra: u64, sp: u64) -> usize {
    ((ra ^ sp).wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 56) as usize & (ENTRIES - 1)
}

impl Cache {
    /// A cache for contexts of up to `depth` frames, the call site's own function's first (0:
    /// off: the entries then cache call sites for the C fast path).
    pub(crate) fn new(depth: u32) -> Cache {
        Cache {
            // With calling context off the entries cache call sites for the C fast path.
            entries: (0..ENTRIES).map(|_| Entry::default()).collect(),
            depth,
            frames: Vec::new(),
            chain: Vec::new(),
        }
    }

    /// The entries, for the C fast path.
    pub(crate) fn entries_ptr(&self) -> *const Entry {
        self.entries.as_ptr()
    }

    /// Cache `id` for calls from `ra` with the runtime's stack pointer at `sp`, with no stack
    /// to check (call sites, when calling context is off).
    pub(crate) fn remember(&mut self, ra: u64, sp: u64, id: u32) {
        if let Some(e) = self.entries.get_mut(slot(ra, sp)) {
            *e = Entry::new(ra, sp, id, Vec::new());
        }
    }

    /// Calling context is recorded.
    #[inline(always)]
    pub(crate) fn on(&self) -> bool {
        self.depth != 0
    }

    /// The cached context id of a call with return address `ra` made with the runtime's stack
    /// pointer at `sp`, if the stack it was unwound from is still in place.
    #[inline(always)]
    pub(crate) fn lookup(&self, ra: u64, sp: u64) -> Option<u32> {
        let e = self.entries.get(slot(ra, sp))?;
        if e.ra != ra || e.sp != sp {
            return None;
        }
        // Safety: `at` lies in this thread's stack between the current stack pointer (`sp` is
        // the same) and the stack's root: the walk read it from the same position (or it is
        // `ZERO`).
        let holds =
            |&[at, value]: &[u64; 2]| unsafe { std::ptr::read_volatile(at as *const u64) } == value;
        if !holds(&e.first) || (e.n != 0 && !e.rest().iter().all(holds)) {
            return None;
        }
        Some(e.id)
    }

    /// Unwind the stack of the call with return address `ra` (runtime stack pointer `sp`) and
    /// intern its chain with `intern` (return addresses from the outermost frame in, ending
    /// with `ra`; [`TRUNCATED`] first if the depth limit cut it). Caches the result.
    #[cold]
    #[inline(never)]
    pub(crate) fn miss(&mut self, ra: u64, sp: u64, intern: impl FnOnce(&[u64]) -> u32) -> u32 {
        let limit = self.depth as usize;
        let (signal, truncated) = unwind(ra, limit, &mut self.frames);
        self.chain.clear();
        if truncated {
            self.chain.push(TRUNCATED);
        }
        self.chain.extend(self.frames.iter().rev().map(|f| f.0));
        if self.frames.is_empty() {
            self.chain.push(ra);
        }
        let id = intern(&self.chain);
        let cacheable = cfg!(target_arch = "x86_64") && !signal;
        if cacheable {
            // The CFA libgcc reports with a frame's ip is its callee's (the stack pointer before
            // the call): the return address into the frame sits right below it. The first
            // slot holds `ra` itself (checked by the key); slots from the return into the C
            // library on (`main`'s or the thread function's caller: the thread's root, fixed
            // while it lives) need no check either.
            let root = self
                .frames
                .iter()
                .position(|f| in_c_library(f.0))
                .map_or(self.frames.len(), |i| i + 1);
            let slots = self.frames[..root]
                .iter()
                .skip(1)
                .map(|&(ip, cfa)| [cfa.wrapping_sub(8), ip])
                .collect();
            if let Some(e) = self.entries.get_mut(slot(ra, sp)) {
                *e = Entry::new(ra, sp, id, slots);
            }
        }
        id
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[inline(never)]
    fn probe(cache: &mut Cache, seen: &mut Vec<Vec<u64>>) -> u32 {
        // The "wrapped call" is this function's call of `here`: its return address is found
        // by unwinding from inside `here`.
        // (black_box: no tail call, `probe` keeps its frame.)
        std::hint::black_box(here(cache, seen))
    }

    #[inline(never)]
    fn here(cache: &mut Cache, seen: &mut Vec<Vec<u64>>) -> u32 {
        let ra = return_address_of_probe();
        let sp = stack_pointer();
        if let Some(id) = cache.lookup(ra, sp) {
            return id;
        }
        cache.miss(ra, sp, |chain| {
            seen.push(chain.to_vec());
            seen.len() as u32 - 1
        })
    }

    /// The return address into `probe` (the caller of `here`), found by walking two frames.
    #[inline(never)]
    fn return_address_of_probe() -> u64 {
        // Frames: this function, `here`, `probe`: the ip of `probe`'s frame is the return
        // address of its call of `here`.
        let mut all = Vec::new();
        let mut w = Walk {
            ra: 0,
            skipped: 0,
            limit: 8,
            frames: &mut all,
            signal: false,
            truncated: false,
        };
        extern "C" fn take(ctx: *mut UnwindContext, arg: *mut c_void) -> c_int {
            let w = unsafe { &mut *(arg as *mut Walk) };
            let mut exact = 0;
            let ip = unsafe { _Unwind_GetIPInfo(ctx, &mut exact) } as u64;
            w.frames.push((ip, 0));
            if w.frames.len() >= w.limit {
                STOP
            } else {
                CONTINUE
            }
        }
        unsafe { _Unwind_Backtrace(take, &mut w as *mut Walk as *mut c_void) };
        // [take's caller = this fn, here, probe, ...]
        all.get(2).map_or(0, |f| f.0)
    }

    #[test]
    fn a_loop_on_one_stack_unwinds_once_and_another_caller_again() {
        let mut cache = Cache::new(ppw_event::settings::DEFAULT_CALLPATH_DEPTH);
        let mut seen = Vec::new();
        let mut ids = Vec::new();
        // A loop the compiler cannot unroll (each copy would be a call site of its own).
        for _ in 0..std::hint::black_box(5) {
            ids.push(std::hint::black_box(probe(&mut cache, &mut seen)));
        }
        assert_eq!(seen.len(), 1, "one unwind for five calls from one stack");
        assert!(ids.iter().all(|&i| i == 0));
        let chain = &seen[0];
        assert!(chain.len() >= 3, "{chain:x?}");
        assert_ne!(chain[0], TRUNCATED);
        // From another caller (one frame deeper) the same call site unwinds again.
        #[inline(never)]
        fn deeper(cache: &mut Cache, seen: &mut Vec<Vec<u64>>) -> u32 {
            std::hint::black_box(probe(cache, seen))
        }
        deeper(&mut cache, &mut seen);
        assert_eq!(seen.len(), 2);
        assert_eq!(seen[1].len(), seen[0].len() + 1, "{:x?}", seen);
        assert_eq!(seen[1].last(), seen[0].last(), "same call site innermost");
    }

    #[test]
    fn the_depth_limit_cuts_and_marks_the_chain() {
        let mut cache = Cache::new(2);
        let mut seen = Vec::new();
        probe(&mut cache, &mut seen);
        assert_eq!(seen[0].len(), 3, "{:x?}", seen[0]);
        assert_eq!(seen[0][0], TRUNCATED);
    }

    #[test]
    fn an_unknown_return_address_is_a_context_of_its_own() {
        let mut cache = Cache::new(8);
        let mut seen = Vec::new();
        let id = cache.miss(0x1234, stack_pointer(), |c| {
            seen.push(c.to_vec());
            7
        });
        assert_eq!(id, 7);
        assert_eq!(seen, vec![vec![0x1234]]);
    }

    thread_local! {
        static IN_HANDLER: std::cell::RefCell<(Cache, Vec<Vec<u64>>, Vec<u32>)> =
            std::cell::RefCell::new((Cache::new(ppw_event::settings::DEFAULT_CALLPATH_DEPTH), Vec::new(), Vec::new()));
    }

    extern "C" fn on_signal(_: c_int) {
        IN_HANDLER.with(|h| {
            let (cache, seen, ids) = &mut *h.borrow_mut();
            for _ in 0..std::hint::black_box(2) {
                ids.push(std::hint::black_box(probe(cache, seen)));
            }
        });
    }

    #[inline(never)]
    fn raiser() {
        // Safety: a handler for SIGUSR2 on this test's own thread, raised synchronously.
        unsafe {
            let mut sa: libc::sigaction = std::mem::zeroed();
            sa.sa_sigaction = on_signal as extern "C" fn(c_int) as usize;
            libc::sigaction(libc::SIGUSR2, &sa, std::ptr::null_mut());
            libc::raise(libc::SIGUSR2);
            libc::signal(libc::SIGUSR2, libc::SIG_DFL);
        }
    }

    /// A chain through a signal frame goes on past it to the interrupted code (libgcc reads
    /// the kernel's frame), and is never cached: the slots of a signal frame hold no return
    /// addresses to check.
    #[test]
    fn a_signal_frame_is_crossed_and_not_cached() {
        let mut direct = Vec::new();
        let mut cache = Cache::new(ppw_event::settings::DEFAULT_CALLPATH_DEPTH);
        #[inline(never)]
        fn from_raiser_caller(cache: &mut Cache, seen: &mut Vec<Vec<u64>>) {
            std::hint::black_box(probe(cache, seen));
            raiser();
        }
        from_raiser_caller(&mut cache, &mut direct);
        let (seen, ids) = IN_HANDLER.with(|h| {
            let h = h.borrow();
            (h.1.clone(), h.2.clone())
        });
        assert_eq!(seen.len(), 2, "unwound on each call: {seen:x?}");
        assert_eq!(ids, vec![0, 1]);
        let (via_signal, direct) = (&seen[0], &direct[0]);
        // Both chains share everything outside `from_raiser_caller`'s frame.
        let outer = direct.len() - 2;
        assert!(
            via_signal.len() > direct.len(),
            "{via_signal:x?} vs {direct:x?}"
        );
        assert_eq!(
            via_signal[..outer],
            direct[..outer],
            "{via_signal:x?} vs {direct:x?}"
        );
    }
}
