//! The user API for Rust programs: the same operations as `include/ppw.h`.
//!
//! These functions record only when the program runs under libppw (`ppw run`, or linked with
//! this crate); each call costs a string conversion, so keep them out of the innermost loops.
//!
//! ```no_run
//! ppw::api::region_begin("solve");
//! // ... work ...
//! ppw::api::region_end("solve");
//! ppw::api::phase("iteration 10");
//! ```

use std::ffi::{c_char, c_void, CString};

extern "C" {
    fn ppw_c_user(op: i32, name: *const c_char, ra: *mut c_void);
}

fn call(op: i32, name: &str) {
    let name = CString::new(name.replace('\0', " ")).unwrap_or_default();
    // Safety: `name` is a valid NUL-terminated string for the duration of the call.
    unsafe { ppw_c_user(op, name.as_ptr(), std::ptr::null_mut()) };
}

/// Enter the user region `name` on the calling thread.
pub fn region_begin(name: &str) {
    call(0, name);
}

/// Leave the innermost user region of the calling thread.
pub fn region_end(name: &str) {
    call(1, name);
}

/// Record a point marker named `name` (no duration).
pub fn phase(name: &str) {
    call(2, name);
}

/// Enter the program phase `name` on the calling thread (a region that the analysis gives
/// results of its own).
pub fn phase_begin(name: &str) {
    call(3, name);
}

/// Leave the innermost phase (or region) of the calling thread.
pub fn phase_end(name: &str) {
    call(4, name);
}

/// A region that ends when the guard is dropped.
#[must_use = "the region ends when the guard is dropped"]
pub struct Region {
    name: String,
}

impl Region {
    /// Enter `name` until the returned guard is dropped.
    pub fn enter(name: &str) -> Region {
        region_begin(name);
        Region {
            name: name.to_string(),
        }
    }
}

impl Drop for Region {
    fn drop(&mut self) {
        region_end(&self.name);
    }
}
