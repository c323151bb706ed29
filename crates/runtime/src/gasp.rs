//! The Rust side of GASP for UPC (c/ppw_gasp.c): the process' start as a UPC thread, the world
//! and the window "UPC shared memory" over all threads, and the records of UPC operations,
//! source positions as call sites, and notes.
//!
//! UPC maps onto records that MPI and OpenSHMEM already use (crates/runtime README, "UPC
//! (GASP)"): threads are ranks; shared accesses and `upc_mem*` are RMA transfers on the window
//! "UPC shared memory" (handle [`UPC_WIN`], global id `2^58 | 2`, members all threads) to the
//! owning thread; barriers and collectives are collectives on the world (handle [`UPC_WORLD`],
//! global id 0, like `MPI_COMM_WORLD`); `upc_notify` starts a non-blocking barrier that
//! `upc_wait` completes (so the analysis measures the wait in `upc_wait`, as for
//! `MPI_Ibarrier` + `MPI_Wait`); non-blocking transfers carry request ids that the sync call
//! completes.

#![allow(unreachable_pub)] // #[no_mangle] entry points are called from C.

use crate::clock;
use crate::comm;
use crate::entry::guard;
use crate::process;
use crate::rankfile;
use crate::regions;
use crate::request;
use crate::thread::{Attr, Hot, Thread};
use ppw_event::{CommKind, RmaOp};
use ppw_format::EndReason;
use rustc_hash::FxHashMap;
use std::ffi::{c_char, CStr};
use std::sync::atomic::Ordering;
use std::sync::{LazyLock, Mutex, MutexGuard, Once};

/// The handle of the world of UPC threads in the communicator table (never an MPI handle).
pub(crate) const UPC_WORLD: u64 = 0xFFFC_0000_0000_0002;
/// The handle of the window "UPC shared memory".
pub(crate) const UPC_WIN: u64 = 0xFFFC_0000_0000_0001;
/// Synthetic call-site addresses for source positions: the top 32 bits set (no code address
/// has them), a serial below.
const SOURCE_BASE: u64 = 0xFFFF_FFFF_0000_0000;

/// What one UPC operation records (`ppw_gasp_rec` of c/ppw_gasp.c).
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct Rec {
    what: u32,
    region: u32,
    ra: u64,
    t0: u64,
    t1: u64,
    target: i32,
    target2: i32,
    bytes: i64,
    bytes2: i64,
    handle: u64,
    /// Remote address of the transfer to `target` / of the put to `target2` (0: none).
    addr: u64,
    addr2: u64,
    /// The private buffer of a put (its source) or get (its destination); 0: none.
    local: u64,
}

const PLAIN: u32 = 0;
const PUT: u32 = 1;
const GET: u32 = 2;
const COPY: u32 = 3;
const COLL: u32 = 4;
const NOTIFY: u32 = 5;
const WAIT: u32 = 6;
const FENCE: u32 = 7;
const SYNC: u32 = 8;
const EXIT: u32 = 9;

#[derive(Default)]
struct Tables {
    /// Source positions (file pointer, line, column) -> synthetic call-site address.
    sources: FxHashMap<(usize, i32, i32), u64>,
    /// Non-blocking handle -> request ids of the transfers attached to it.
    pending: FxHashMap<u64, Vec<u64>>,
}

static TABLES: LazyLock<Mutex<Tables>> = LazyLock::new(Default::default);

fn tables() -> MutexGuard<'static, Tables> {
    TABLES.lock().unwrap_or_else(|e| e.into_inner())
}

/// # Safety
/// `h` must come from `ppw_attach` on the calling thread.
unsafe fn th<'a>(h: *mut Hot) -> &'a mut Thread {
    // Safety: Hot is the first field of the repr(C) Thread.
    unsafe { &mut *(h as *mut Thread) }
}

/// # Safety
/// `p` is null or NUL-terminated.
unsafe fn text<'a>(p: *const c_char) -> std::borrow::Cow<'a, str> {
    if p.is_null() {
        return "".into();
    }
    // Safety: guaranteed by the caller.
    unsafe { CStr::from_ptr(p) }.to_string_lossy()
}

/// `gasp_init` of a UPC thread: start the measurement of the process if needed (see
/// [`process::upc_started`]), define the world and the shared-memory window once. Returns the
/// rank the records carry.
#[no_mangle]
pub extern "C" fn ppw_gasp_started(mythread: i32, threads: i32) -> i32 {
    static DEFINED: Once = Once::new();
    guard(std::ptr::null_mut(), || {
        let (rank, size) = process::upc_started(mythread, threads);
        DEFINED.call_once(|| {
            let members: Vec<u32> = (0..size).collect();
            // Without MPI this is the first communicator (local id 0); with MPI it is a second
            // name for MPI_COMM_WORLD (same global id).
            let world = comm::insert(UPC_WORLD);
            rankfile::define(|d| d.comm(world, 0, CommKind::Comm, "UPC THREADS", &members));
            crate::rma::memory_created(UPC_WIN, (1 << 58) | 2, members, "UPC shared memory");
        });
        rank as i32
    })
}

/// `ns` nanoseconds in timer ticks (the throttling threshold).
#[no_mangle]
pub extern "C" fn ppw_gasp_ticks(ns: u64) -> u64 {
    guard(std::ptr::null_mut(), || clock::gap(ns))
}

/// The region id of UPC construct `name`.
///
/// # Safety
/// `name` is null or NUL-terminated.
#[no_mangle]
pub unsafe extern "C" fn ppw_gasp_construct(name: *const c_char) -> u32 {
    guard(std::ptr::null_mut(), || {
        regions::construct(&unsafe { text(name) })
    })
}

/// The region id of user region `name` (user functions and events).
///
/// # Safety
/// `name` is null or NUL-terminated.
#[no_mangle]
pub unsafe extern "C" fn ppw_gasp_named(name: *const c_char) -> u32 {
    guard(std::ptr::null_mut(), || {
        regions::named(&unsafe { text(name) })
    })
}

/// The call-site address standing for source position `file`:`line`:`col` (defined on first
/// use; the same file pointer and position always give the same address).
///
/// # Safety
/// `file` is NUL-terminated and stays valid (GASP requires it for the program's lifetime).
#[no_mangle]
pub unsafe extern "C" fn ppw_gasp_source(file: *const c_char, line: i32, col: i32) -> u64 {
    guard(std::ptr::null_mut(), || {
        let mut t = tables();
        let next = SOURCE_BASE | t.sources.len() as u64;
        let a = *t.sources.entry((file as usize, line, col)).or_insert(next);
        if a == next {
            let f = unsafe { text(file) };
            rankfile::define(|d| d.source(a, &f, line.max(0) as u32, col.max(0) as u32));
        }
        a
    })
}

/// A note for the rank file (warnings and throttling summaries of c/ppw_gasp.c).
///
/// # Safety
/// `note` is null or NUL-terminated.
#[no_mangle]
pub unsafe extern "C" fn ppw_gasp_note(note: *const c_char) {
    guard(std::ptr::null_mut(), || {
        let n = unsafe { text(note) };
        rankfile::define(|d| d.note(&n));
    })
}

/// A region of user code (`op` 0 enter, 1 leave, 2 marker): `upc_forall`, user functions, user
/// events.
///
/// # Safety
/// `h` must come from `ppw_attach` on the calling thread.
#[no_mangle]
pub unsafe extern "C" fn ppw_gasp_region(h: *mut Hot, op: i32, region: u32, ra: u64, t: u64) {
    guard(h, || {
        process::RECORDED.store(true, std::sync::atomic::Ordering::Relaxed);
        unsafe { th(h) }.region_op(op, region, ra, t)
    })
}

/// One UPC operation, recorded when it ended (see the module documentation). Returns the
/// request id of a started barrier (`NOTIFY`), else 0.
///
/// # Safety
/// `h` must come from `ppw_attach` on the calling thread; `r` points to a valid record.
#[no_mangle]
pub unsafe extern "C" fn ppw_gasp_record(h: *mut Hot, r: *const Rec) -> u64 {
    guard(h, || {
        let t = unsafe { th(h) };
        let r = unsafe { *r };
        record(t, &r)
    })
}

/// A request id for a transfer with non-blocking handle `handle` (0: none).
#[inline]
fn nb_request(handle: u64) -> u64 {
    if handle == 0 {
        0
    } else {
        nb_register(handle)
    }
}

#[cold]
fn nb_register(handle: u64) -> u64 {
    let serial = request::next_serial();
    tables().pending.entry(handle).or_default().push(serial);
    serial
}

fn record(t: &mut Thread, r: &Rec) -> u64 {
    let (ra, region) = (r.ra, r.region);
    let win = crate::rma::win_id_cached(&mut t.win_cache, UPC_WIN);
    let world = || comm::lookup(UPC_WORLD).unwrap_or(comm::UNKNOWN);
    let rma = |op, target, request, addr| Attr::Rma {
        op,
        win,
        target,
        bytes: r.bytes.max(0) as u64,
        request,
        addr,
    };
    let mut serial = 0;
    match r.what {
        PUT | GET => {
            let op = if r.what == PUT {
                RmaOp::Put
            } else {
                RmaOp::Get
            };
            let request = nb_request(r.handle);
            t.begin(region, ra, r.t0);
            t.attr(r.t0, rma(op, r.target, request, r.addr));
            if r.local != 0 && crate::data::ppw_data_on.load(Ordering::Relaxed) != 0 {
                t.end(region, ra, r.t0, r.t1);
                t.data(r.t1, Attr::Buffer { addr: r.local });
                return serial;
            }
        }
        COPY => {
            // Data moves from the source's thread to the destination's: a get from the one
            // and a put to the other.
            let (a, b) = (nb_request(r.handle), nb_request(r.handle));
            t.begin(region, ra, r.t0);
            t.attr(r.t0, rma(RmaOp::Get, r.target, a, r.addr));
            t.attr(r.t0, rma(RmaOp::Put, r.target2, b, r.addr2));
        }
        COLL => {
            t.begin(region, ra, r.t0);
            t.attr(
                r.t1,
                Attr::Coll {
                    comm: world(),
                    root: r.target,
                    sent: r.bytes.max(0) as u64,
                    received: r.bytes2.max(0) as u64,
                    request: 0,
                },
            );
        }
        NOTIFY => {
            serial = request::next_serial();
            t.begin(region, ra, r.t0);
            t.attr(
                r.t0,
                Attr::Coll {
                    comm: world(),
                    root: -1,
                    sent: 0,
                    received: 0,
                    request: serial,
                },
            );
        }
        WAIT => {
            t.begin(region, ra, r.t0);
            t.attr(r.t1, Attr::Done { request: r.handle });
        }
        FENCE => {
            t.begin(region, ra, r.t0);
            t.attr(r.t1, Attr::Flush { win, target: -1 });
        }
        SYNC => {
            let done = tables().pending.remove(&r.handle).unwrap_or_default();
            t.reserve_attrs(done.len());
            t.begin(region, ra, r.t0);
            for request in done {
                t.attr(r.t1, Attr::Done { request });
            }
        }
        EXIT => {
            t.begin(region, ra, r.t0);
            t.end(region, ra, r.t0, r.t1);
            // upc_global_exit ends the program from this thread: write everything now.
            process::finish(EndReason::EXIT, false);
            return 0;
        }
        _ => {
            debug_assert_eq!(r.what, PLAIN);
            t.begin(region, ra, r.t0);
        }
    }
    t.end(region, ra, r.t0, r.t1);
    serial
}

#[cfg(test)]
mod tests {
    #[test]
    fn rec_layout_matches_c() {
        // c/ppw_gasp.c asserts the same size of its ppw_gasp_rec.
        assert_eq!(std::mem::size_of::<super::Rec>(), 88);
    }
}
