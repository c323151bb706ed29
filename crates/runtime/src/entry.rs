//! How the runtime's `extern "C"` entry points run: [`guard`] catches panics (a panic must
//! never unwind into the program) and marks the thread [`BUSY`] while the runtime works, and
//! [`th`] turns the C side's thread pointer into the thread's state.

use crate::thread::{Hot, Thread};
use std::panic::{catch_unwind, AssertUnwindSafe};

thread_local! {
    /// The runtime runs on this thread (inside [`guard`]): what it allocates is no heap block
    /// of the program (`data::ppw_heap_event` ignores it; the runtime's own locks may be held).
    pub(crate) static BUSY: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Run `f` marked [`BUSY`], swallowing a panic (measurement of this thread stops: depth
/// stays set).
#[inline(always)]
pub(crate) fn guard<R: Default>(h: *mut Hot, f: impl FnOnce() -> R) -> R {
    let was = BUSY.with(|b| b.replace(true));
    let r = match catch_unwind(AssertUnwindSafe(f)) {
        Ok(r) => r,
        Err(_) => {
            if !h.is_null() {
                // Safety: `h` is the calling thread's live state.
                unsafe { (*h).depth = crate::thread::OFF };
            }
            R::default()
        }
    };
    BUSY.with(|b| b.set(was));
    r
}

/// # Safety
/// `h` must come from `ppw_attach` on the calling thread.
#[inline(always)]
pub(crate) unsafe fn th<'a>(h: *mut Hot) -> &'a mut Thread {
    // Safety: Hot is the first field of the repr(C) Thread (see thread.rs).
    unsafe { &mut *(h as *mut Thread) }
}
