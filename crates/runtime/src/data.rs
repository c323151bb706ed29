//! Data-structure attribution at run time (docs/ANALYSIS.md, Data structures): the switches
//! the C side reads (`ppw_data_on` for the message buffers of the wrappers, `ppw_heap_on` and
//! `ppw_heap_min` for the heap wrappers of `c/ppw_heap.c`), the heap allocation sites (one
//! HEAP_SITE definition per calling address), and the entry points that record a buffer, a
//! heap block and a buffer name (`ppw_name_buffer` of `ppw.h`).
#![allow(unreachable_pub)] // #[no_mangle] entry points and statics are used from C.
#![allow(non_upper_case_globals)] // the statics keep their C names.

use crate::entry::{guard, th};
use crate::thread::{Attr, Hot};
use crate::{clock, config, rankfile};
use std::collections::HashMap;
use std::ffi::{c_char, CStr};
use std::sync::atomic::{AtomicU32, AtomicU64, Ordering};
use std::sync::Mutex;

/// Non-zero: the wrappers record each message's buffer (trace mode with `PPW_DATA`).
#[no_mangle]
pub static ppw_data_on: AtomicU32 = AtomicU32::new(0);
/// Non-zero: `c/ppw_heap.c` records heap blocks of at least `ppw_heap_min` bytes.
#[no_mangle]
pub static ppw_heap_on: AtomicU32 = AtomicU32::new(0);
/// The smallest heap block recorded.
#[no_mangle]
pub static ppw_heap_min: AtomicU64 = AtomicU64::new(u64::MAX);

/// Heap sites so far: calling address -> HEAP_SITE id.
static SITES: Mutex<Option<HashMap<u64, u32>>> = Mutex::new(None);

/// Switch the recording on as the configuration says (the library constructor).
pub(crate) fn start() {
    let c = config::config();
    if !c.data || rankfile::disabled() {
        return;
    }
    if let Some(min) = c.heap_min {
        ppw_heap_min.store(min, Ordering::Relaxed);
        ppw_heap_on.store(1, Ordering::Release);
    }
    ppw_data_on.store(1, Ordering::Release);
}

/// Switch it off (the measurement ends).
pub(crate) fn stop() {
    ppw_heap_on.store(0, Ordering::Release);
    ppw_data_on.store(0, Ordering::Release);
}

/// Entries of the per-thread cache of heap sites (a power of two).
const SITE_CACHE: usize = 64;

thread_local! {
    /// (calling address, site) by address, so that a loop allocating from one place takes
    /// no lock.
    static CACHE: std::cell::RefCell<[(u64, u32); SITE_CACHE]> =
        const { std::cell::RefCell::new([(0, 0); SITE_CACHE]) };
}

/// The HEAP_SITE id of calling address `ra` (defined on first use).
fn site(ra: u64) -> u32 {
    let slot = (ra.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 58) as usize % SITE_CACHE;
    if let Some(id) = CACHE.with(|c| {
        let e = c.borrow()[slot];
        (e.0 == ra && ra != 0).then_some(e.1)
    }) {
        return id;
    }
    let id = site_locked(ra);
    CACHE.with(|c| c.borrow_mut()[slot] = (ra, id));
    id
}

/// [`site`] through the process-wide table.
fn site_locked(ra: u64) -> u32 {
    let mut g = SITES.lock().unwrap_or_else(|e| e.into_inner());
    let m = g.get_or_insert_with(HashMap::new);
    let n = m.len() as u32;
    *m.entry(ra).or_insert_with(|| {
        rankfile::define(|d| d.heap_site(n, ra, "", "", 0));
        n
    })
}

/// A heap block of `bytes` bytes at `addr` was allocated from return address `ra`, or freed
/// (`bytes` 0).
///
/// # Safety
/// `h` is the calling thread's state (`c/ppw_heap.c` checks that it exists and that nothing
/// of ppw runs on the thread).
#[no_mangle]
pub unsafe extern "C" fn ppw_heap_event(h: *mut Hot, addr: u64, bytes: u64, ra: u64) {
    // An allocation of the runtime itself (entered without the depth flag, e.g. from the GASP
    // hooks): not the program's, and the runtime may hold the locks recording would take.
    if crate::entry::BUSY.with(|b| b.get()) {
        return;
    }
    guard(h, || {
        if rankfile::disabled() {
            return;
        }
        let site = if bytes == 0 {
            ppw_event::HEAP_SITE_NONE
        } else {
            site(ra)
        };
        let t = clock::ticks();
        unsafe { th(h) }.data(t, Attr::Heap { addr, bytes, site });
    })
}

/// The buffer of the message or transfer the calling thread's last wrapped call recorded, when
/// the C fast path has no room for it.
///
/// # Safety
/// `h` is the calling thread's state.
#[no_mangle]
pub unsafe extern "C" fn ppw_data_buf_slow(h: *mut Hot, t: u64, addr: u64) {
    guard(h, || {
        if !h.is_null() && !rankfile::disabled() {
            unsafe { th(h) }.data(t, Attr::Buffer { addr });
        }
    })
}

/// `ppw_name_buffer(ptr, bytes, name)` of `ppw.h`: the buffer at `ptr` is called `name` in
/// the data-structure results (both modes record the name; only trace mode uses it).
///
/// # Safety
/// `name` is null or NUL-terminated.
#[no_mangle]
pub unsafe extern "C" fn ppw_name_buffer(
    ptr: *const std::ffi::c_void,
    bytes: usize,
    name: *const c_char,
) {
    guard(std::ptr::null_mut(), || {
        if ptr.is_null() || name.is_null() || rankfile::disabled() {
            return;
        }
        // Safety: guaranteed by the caller.
        let name = unsafe { CStr::from_ptr(name) }.to_string_lossy();
        rankfile::define(|d| d.data_name(ptr as u64, bytes as u64, &name));
    })
}
