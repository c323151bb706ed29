//! The `extern "C"` entry points the C side calls: one per wrapped call family, plus life-cycle
//! hooks. Every function catches panics (a panic must never unwind into the user's program);
//! a panic disables the measurement of the thread instead.
//!
//! Thread pointers come from `ppw_c_attach` (c/ppw_core.c) and point at a live [`Thread`]
//! owned by the calling thread.
#![allow(unreachable_pub)] // #[no_mangle] entry points are called from C.

use crate::clock;
use crate::comm;
use crate::config;
use crate::entry::{guard, th};
use crate::process;
use crate::profile::Slot;
use crate::rankfile;
use crate::request::{self, Kind, Req};
use crate::thread::{Attr, Hot, Thread};
use ppw_format::EndReason;
use std::ffi::{c_char, c_void, CStr};
use std::panic::catch_unwind;
use std::sync::atomic::Ordering;

/// Create the calling thread's state; null when not measuring.
#[no_mangle]
pub extern "C" fn ppw_attach() -> *mut Hot {
    let was = crate::entry::BUSY.with(|b| b.replace(true));
    let t = catch_unwind(process::attach).map_or(std::ptr::null_mut(), |t| t as *mut Hot);
    crate::entry::BUSY.with(|b| b.set(was));
    t
}

/// The thread exits (pthread key destructor).
///
/// # Safety
/// `h` must come from `ppw_attach` on the calling thread.
#[no_mangle]
pub unsafe extern "C" fn ppw_thread_exit(h: *mut Hot) {
    guard(h, || process::thread_exit(unsafe { th(h) }))
}

/// Library constructor: enter `main` on the calling thread.
#[no_mangle]
pub extern "C" fn ppw_start() {
    extern "C" {
        fn ppw_c_attach() -> *mut Hot;
    }
    guard(std::ptr::null_mut(), || {
        config::config();
        crate::data::start();
        #[cfg(ppw_mpi)]
        crate::caf_static::detect();
        // Safety: attaches the calling thread.
        let h = unsafe { ppw_c_attach() };
        if !h.is_null() {
            process::start(unsafe { th(h) });
        }
    })
}

/// Normal process exit; `in_handler` 1 if `exit` was called in a signal handler of the program
/// (locks are then only tried, as in the crash path).
#[no_mangle]
pub extern "C" fn ppw_exit(in_handler: i32) {
    guard(std::ptr::null_mut(), || {
        process::finish(EndReason::EXIT, in_handler != 0)
    })
}

/// A fatal signal arrived (called from the C handler, once).
#[no_mangle]
pub extern "C" fn ppw_on_signal(signo: i32) {
    guard(std::ptr::null_mut(), || {
        process::finish(EndReason(EndReason::SIGNAL.0 + signo.max(0) as u32), true)
    })
}

/// User API: `op` 0 = region begin, 1 = region end, 2 = marker, 3 = phase begin, 4 = phase
/// end.
///
/// # Safety
/// `h` must come from `ppw_attach` on the calling thread; `name` is null or NUL-terminated.
#[no_mangle]
pub unsafe extern "C" fn ppw_user(
    h: *mut Hot,
    op: i32,
    name: *const c_char,
    ra: *mut c_void,
    t: u64,
) {
    guard(h, || {
        let name = if name.is_null() {
            &b"(null)"[..]
        } else {
            unsafe { CStr::from_ptr(name) }.to_bytes()
        };
        process::RECORDED.store(true, Ordering::Relaxed);
        unsafe { th(h) }.user(op, name, ra as u64, t)
    })
}

/// `MPI_Pcontrol(level)` (see `Thread::pcontrol`).
///
/// # Safety
/// `h` must come from `ppw_attach` on the calling thread.
#[no_mangle]
pub unsafe extern "C" fn ppw_pcontrol(h: *mut Hot, level: i32, t: u64) {
    guard(h, || {
        unsafe { th(h) }.pcontrol(level, t);
        if level == 0 {
            // Every thread leaves the wrappers' fast path for the Rust path, which sees the
            // pause.
            process::leave_fast_paths();
        }
    })
}

/// `-finstrument-functions` enter (`enter` 1) and exit (0).
///
/// # Safety
/// `h` must come from `ppw_attach` on the calling thread.
#[no_mangle]
pub unsafe extern "C" fn ppw_cyg(
    h: *mut Hot,
    enter: i32,
    func: *mut c_void,
    site: *mut c_void,
    t: u64,
) {
    guard(h, || {
        if enter != 0 {
            process::RECORDED.store(true, Ordering::Relaxed);
        }
        unsafe { th(h) }.function(enter != 0, func as u64, site as u64, t)
    })
}

/// A POSIX or stdio I/O call (c/ppw_io.c): function `index` of `ppw_io_names`, `bytes` moved,
/// `fd` (-1 = none), `write` 1 if the bytes went out.
///
/// # Safety
/// `h` must come from `ppw_attach` on the calling thread.
#[no_mangle]
#[allow(clippy::too_many_arguments)]
pub unsafe extern "C" fn ppw_io(
    h: *mut Hot,
    index: u32,
    ra: *mut c_void,
    t0: u64,
    t1: u64,
    bytes: i64,
    fd: i32,
    write: i32,
) {
    guard(h, || {
        let t = unsafe { th(h) };
        let region = crate::regions::IO_BASE + index;
        t.begin(region, ra as u64, t0);
        t.attr(
            t1,
            Attr::Io {
                bytes: bytes.max(0) as u64,
                fd,
                write: write != 0,
            },
        );
        t.end(region, ra as u64, t0, t1);
        process::IO_RECORDED.store(true, Ordering::Relaxed);
    })
}

/// A wrapped I/O call is about to call the real function at `t0`: its CPU sample (see
/// `Thread::cpu_before_io`).
///
/// # Safety
/// `h` must come from `ppw_attach` on the calling thread.
#[no_mangle]
pub unsafe extern "C" fn ppw_io_pre(h: *mut Hot, t0: u64) {
    guard(h, || {
        let t = unsafe { th(h) };
        t.cpu_before_io(t0);
    })
}

// ---- MPI --------------------------------------------------------------------------------------

/// A wrapped MPI_Init(_thread) is about to call PMPI: sample the thread's CPU time for its
/// enter.
///
/// # Safety
/// `h` must come from `ppw_attach` on the calling thread.
#[cfg(ppw_mpi)]
#[no_mangle]
pub unsafe extern "C" fn ppw_cpu_pre(h: *mut Hot) {
    guard(h, || unsafe { th(h) }.cpu_before_call())
}

/// After PMPI_Init: `rank` and `size` in MPI_COMM_WORLD; `offset` the experiment rank of its
/// rank 0 and `group` the process group (both 0 unless the process was spawned).
#[cfg(ppw_mpi)]
#[no_mangle]
#[allow(clippy::too_many_arguments)]
pub extern "C" fn ppw_mpi_started(
    rank: i32,
    size: i32,
    world: u64,
    self_comm: u64,
    _provided: i32,
    offset: u32,
    group: u32,
) {
    guard(std::ptr::null_mut(), || {
        process::mpi_started(
            rank.max(0) as u32,
            size.max(1) as u32,
            world,
            self_comm,
            offset,
            group,
        )
    })
}

/// Before PMPI_Finalize.
#[cfg(ppw_mpi)]
#[no_mangle]
pub extern "C" fn ppw_mpi_finalizing() {
    extern "C" {
        fn ppw_c_attach() -> *mut Hot;
    }
    guard(std::ptr::null_mut(), || {
        // Safety: the calling thread's state (already attached by the wrapper).
        let h = unsafe { ppw_c_attach() };
        if !h.is_null() {
            process::mpi_finalizing(unsafe { th(h) });
        }
    })
}

/// After PMPI_Finalize.
#[cfg(ppw_mpi)]
#[no_mangle]
pub extern "C" fn ppw_mpi_finalized() {}

/// A communicator was created; `members` are world ranks in communicator order.
///
/// # Safety
/// `members` points to `n` ints (or is null with `n` 0).
#[cfg(ppw_mpi)]
#[no_mangle]
pub unsafe extern "C" fn ppw_comm_created(h: u64, global: u64, members: *const i32, n: i32) {
    guard(std::ptr::null_mut(), || {
        let m: Vec<u32> = if members.is_null() || n <= 0 {
            Vec::new()
        } else {
            // Safety: guaranteed by the caller.
            unsafe { std::slice::from_raw_parts(members, n as usize) }
                .iter()
                .map(|r| *r as u32)
                .collect()
        };
        let id = comm::insert(h);
        rankfile::define(|d| d.comm(id, global, ppw_event::CommKind::Comm, "", &m));
    })
}

/// The virtual topology of communicator `h` as this rank sees it: `kind`
/// (`ppw_event::topology_kind`) and three lists (Cartesian: dims, periods, coordinates;
/// graphs: the communicator-local ranks this one sends to and receives from).
///
/// # Safety
/// Each list is null or points to its count of ints.
#[cfg(ppw_mpi)]
#[no_mangle]
pub unsafe extern "C" fn ppw_topology(
    h: u64,
    kind: u32,
    a: *const i32,
    na: i32,
    b: *const i32,
    nb: i32,
    c: *const i32,
    nc: i32,
) {
    guard(std::ptr::null_mut(), || {
        let list = |p: *const i32, n: i32| -> Vec<u32> {
            if p.is_null() || n <= 0 {
                return Vec::new();
            }
            // Safety: guaranteed by the caller.
            unsafe { std::slice::from_raw_parts(p, n as usize) }
                .iter()
                .map(|v| *v as u32)
                .collect()
        };
        let lists = [list(a, na), list(b, nb), list(c, nc)];
        let id = comm::id(h);
        rankfile::define(|d| d.topology(id, kind as u8, [&lists[0], &lists[1], &lists[2]]));
    })
}

/// MPI_Comm_free.
#[cfg(ppw_mpi)]
#[no_mangle]
pub extern "C" fn ppw_comm_freed(h: u64) {
    guard(std::ptr::null_mut(), || comm::remove(h))
}

/// MPI_Comm_set_name.
///
/// # Safety
/// `name` is null or NUL-terminated.
#[cfg(ppw_mpi)]
#[no_mangle]
pub unsafe extern "C" fn ppw_comm_named(h: u64, name: *const c_char) {
    guard(std::ptr::null_mut(), || {
        if !name.is_null() {
            let id = comm::id(h);
            let n = unsafe { CStr::from_ptr(name) }
                .to_string_lossy()
                .into_owned();
            rankfile::define(|d| d.comm_name(id, &n));
        }
    })
}

/// MPI_Mprobe / MPI_Improbe matched a message.
#[cfg(ppw_mpi)]
#[no_mangle]
pub extern "C" fn ppw_msg_probe(message: u64, comm: u64) {
    guard(std::ptr::null_mut(), || {
        request::message_probed(message, comm)
    })
}

/// MPI_(I)mrecv: the communicator handle of a matched message (0 = unknown).
#[cfg(ppw_mpi)]
#[no_mangle]
pub extern "C" fn ppw_msg_take(message: u64) -> u64 {
    guard(std::ptr::null_mut(), || request::message_take(message))
}

// ---- misses of the C wrappers' fast path (c/ppw_wrap.h: ppw_fast_msg) ------------------------

/// The call-site or calling-context id of a wrapped call with return address `ra` whose
/// wrapper's frame is at `sp` (trace mode), cached for the fast path.
///
/// # Safety
/// `h` must come from `ppw_attach` on the calling thread.
#[no_mangle]
pub unsafe extern "C" fn ppw_site_miss(h: *mut Hot, ra: u64, sp: u64) -> u32 {
    guard(h, || unsafe { th(h) }.site_miss(ra, sp))
}

/// The local id of communicator handle `comm`, cached for the fast path.
///
/// # Safety
/// As for [`ppw_site_miss`].
#[no_mangle]
pub unsafe extern "C" fn ppw_comm_miss(h: *mut Hot, comm: u64) -> u32 {
    guard(h, || {
        // The wrapper synchronized the cache with the generation before (`ppw_sync_caches`).
        let t = unsafe { th(h) };
        let id = comm::id(comm);
        t.hot.comm_h = comm;
        t.hot.comm_id = id;
        id
    })
}

/// Define region `region` in the rank file (its first record on this thread).
///
/// # Safety
/// As for [`ppw_site_miss`].
#[no_mangle]
pub unsafe extern "C" fn ppw_region_miss(h: *mut Hot, region: u32) {
    guard(h, || unsafe { th(h) }.define_region(region))
}

/// Profile mode: the fast path found calls of another region in slot `s` (see
/// `c/ppw_wrap.h`: `ppw_prof_add`): fold the slots if it has any, and give it to `region`.
///
/// # Safety
/// As for [`ppw_site_miss`]; `s` points into the thread's slots.
#[no_mangle]
pub unsafe extern "C" fn ppw_prof_rekey(h: *mut Hot, s: *const Slot, region: u32) {
    guard(h, || {
        let t = unsafe { th(h) };
        let i = (s as usize).wrapping_sub(t.hot.slots_ptr() as usize) / std::mem::size_of::<Slot>();
        t.rekey_slot(i, region)
    })
}

/// A blocking call whose raw CALL record (`c/ppw_wrap.h`: `ppw_rec`) the wrapper prepared on
/// its stack because its thread's buffer could not take it: recorded by the Rust path. The
/// record's call-site word holds the call's return address, its communicator word the handle.
///
/// # Safety
/// `h` as for [`ppw_call_plain`]; `rec` points to the 7 words of such a record.
#[cfg(ppw_mpi)]
#[no_mangle]
pub unsafe extern "C" fn ppw_call_raw(h: *mut Hot, rec: *const u64) {
    use ppw_format::{raw, wire::ev};
    // Safety: guaranteed by the caller.
    let w = |i: usize| unsafe { *rec.add(i) };
    let (header, t0, t1, comm) = (w(0), w(1), w(2), w(4));
    let ra = w(3) as *mut c_void;
    let region = (header >> 32) as u32;
    let attr = (header >> 8) as u8;
    if attr == 0 || header & raw::MESSAGE == 0 {
        // Safety: forwarded from the caller.
        return unsafe { ppw_call_plain(h, region, ra, t0, t1) };
    }
    let (peer, tag) = (w(5) as u32 as i32, (w(5) >> 32) as u32 as i32);
    let bytes = raw::message_bytes(header, w(6));
    let send = attr == ev::SEND;
    let a = move |comm| {
        if send {
            Attr::Send {
                comm,
                peer,
                tag,
                bytes,
                request: 0,
            }
        } else {
            Attr::Recv {
                comm,
                peer,
                tag,
                bytes,
                request: 0,
            }
        }
    };
    // Safety: forwarded from the caller.
    unsafe { one_message(h, region, ra, t0, t1, if send { t0 } else { t1 }, comm, a) };
    if header & raw::BUFFERED != 0 {
        // After the call's records: the reader gives it to the message before it.
        guard(h, || unsafe { th(h) }.data(t1, Attr::Buffer { addr: w(7) }));
    }
}

/// A call with no attributes.
///
/// # Safety
/// `h` must come from `ppw_attach` on the calling thread (true for all `ppw_call_*`).
#[cfg(ppw_mpi)]
#[no_mangle]
pub unsafe extern "C" fn ppw_call_plain(
    h: *mut Hot,
    region: u32,
    ra: *mut c_void,
    t0: u64,
    t1: u64,
) {
    guard(h, || {
        let t = unsafe { th(h) };
        t.begin(region, ra as u64, t0);
        t.end(region, ra as u64, t0, t1);
    })
}

/// A blocking receive (RECV at the exit time, actual source and tag).
///
/// # Safety
/// See [`ppw_call_plain`].
#[cfg(ppw_mpi)]
#[no_mangle]
#[allow(clippy::too_many_arguments)]
pub unsafe extern "C" fn ppw_call_recv(
    h: *mut Hot,
    region: u32,
    ra: *mut c_void,
    t0: u64,
    t1: u64,
    comm: u64,
    peer: i32,
    tag: i32,
    bytes: i64,
) {
    let bytes = bytes.max(0) as u64;
    let attr = |comm| Attr::Recv {
        comm,
        peer,
        tag,
        bytes,
        request: 0,
    };
    // Safety: forwarded from the caller.
    unsafe { one_message(h, region, ra, t0, t1, t1, comm, attr) }
}

/// A blocking call with one message record at time `at` (the send's enter, the receive's
/// exit); `attr` builds the record from the local communicator id.
///
/// # Safety
/// See [`ppw_call_plain`].
#[cfg(ppw_mpi)]
#[inline]
#[allow(clippy::too_many_arguments)]
unsafe fn one_message(
    h: *mut Hot,
    region: u32,
    ra: *mut c_void,
    t0: u64,
    t1: u64,
    at: u64,
    comm: u64,
    attr: impl FnOnce(u32) -> Attr,
) {
    guard(h, || {
        let t = unsafe { th(h) };
        let comm = comm::id(comm);
        t.begin(region, ra as u64, t0);
        t.attr(at, attr(comm));
        t.end(region, ra as u64, t0, t1);
    })
}

/// MPI_Sendrecv(_replace): SEND at enter, RECV at exit; a peer of -2 means none.
///
/// # Safety
/// See [`ppw_call_plain`].
#[cfg(ppw_mpi)]
#[no_mangle]
#[allow(clippy::too_many_arguments)]
pub unsafe extern "C" fn ppw_call_sendrecv(
    h: *mut Hot,
    region: u32,
    ra: *mut c_void,
    t0: u64,
    t1: u64,
    comm: u64,
    dest: i32,
    stag: i32,
    sbytes: i64,
    src: i32,
    rtag: i32,
    rbytes: i64,
    sbuf: *const c_void,
    rbuf: *const c_void,
) {
    guard(h, || {
        let t = unsafe { th(h) };
        let comm = comm::id(comm);
        let data = crate::data::ppw_data_on.load(std::sync::atomic::Ordering::Relaxed) != 0;
        t.begin(region, ra as u64, t0);
        if dest >= 0 {
            t.attr(
                t0,
                Attr::Send {
                    comm,
                    peer: dest,
                    tag: stag,
                    bytes: sbytes.max(0) as u64,
                    request: 0,
                },
            );
            if data {
                t.attr(t0, Attr::Buffer { addr: sbuf as u64 });
            }
        }
        if src >= 0 {
            t.attr(
                t1,
                Attr::Recv {
                    comm,
                    peer: src,
                    tag: rtag,
                    bytes: rbytes.max(0) as u64,
                    request: 0,
                },
            );
            if data {
                t.attr(t1, Attr::Buffer { addr: rbuf as u64 });
            }
        }
        t.end(region, ra as u64, t0, t1);
    })
}

/// Pairwise synchronization (Fortran's `sync images`): a zero-byte message with `tag` to
/// every one of the `n` `peers` (ranks of `comm`) at the enter and one from each of them at
/// the exit, which the analysis matches like any message.
///
/// # Safety
/// See [`ppw_call_plain`]; `peers` points to `n` ints (or is null with `n` 0).
#[cfg(ppw_mpi)]
#[no_mangle]
#[allow(clippy::too_many_arguments)]
pub unsafe extern "C" fn ppw_call_pairsync(
    h: *mut Hot,
    region: u32,
    ra: *mut c_void,
    t0: u64,
    t1: u64,
    comm: u64,
    peers: *const i32,
    n: i32,
    tag: i32,
) {
    guard(h, || {
        let t = unsafe { th(h) };
        let comm = comm::id(comm);
        // Safety: guaranteed by the caller.
        let peers = unsafe { ranks(peers, n) };
        t.begin(region, ra as u64, t0);
        // A signal to every partner at the enter, one from every partner at the exit.
        for (at, recv) in [(t0, false), (t1, true)] {
            for &peer in &peers {
                let (peer, bytes, request) = (peer as i32, 0, 0);
                let attr = if recv {
                    Attr::Recv {
                        comm,
                        peer,
                        tag,
                        bytes,
                        request,
                    }
                } else {
                    Attr::Send {
                        comm,
                        peer,
                        tag,
                        bytes,
                        request,
                    }
                };
                t.attr(at, attr);
            }
        }
        t.end(region, ra as u64, t0, t1);
    })
}

const ISEND: u32 = 0;
const IRECV: u32 = 1;
const SEND_INIT: u32 = 2;
const RECV_INIT: u32 = 3;

/// Isend / Irecv / Send_init / Recv_init (`kind` as in c/ppw_wrap.h). `peer` -1 = any source.
///
/// # Safety
/// See [`ppw_call_plain`].
#[cfg(ppw_mpi)]
#[no_mangle]
#[allow(clippy::too_many_arguments)]
pub unsafe extern "C" fn ppw_call_post(
    h: *mut Hot,
    region: u32,
    ra: *mut c_void,
    t0: u64,
    t1: u64,
    kind: u32,
    comm: u64,
    peer: i32,
    tag: i32,
    bytes: i64,
    handle: u64,
) {
    guard(h, || {
        let t = unsafe { th(h) };
        let comm = comm::id(comm);
        let bytes = bytes.max(0);
        let persistent = kind == SEND_INIT || kind == RECV_INIT;
        let rkind = if kind == ISEND || kind == SEND_INIT {
            Kind::Send
        } else {
            Kind::Recv
        };
        let serial = if persistent {
            0
        } else {
            request::next_serial()
        };
        request::insert(
            handle,
            Req {
                serial,
                kind: rkind,
                comm,
                peer,
                tag,
                bytes,
                persistent,
            },
        );
        t.begin(region, ra as u64, t0);
        match kind {
            ISEND => t.attr(
                t0,
                Attr::Send {
                    comm,
                    peer,
                    tag,
                    bytes: bytes as u64,
                    request: serial,
                },
            ),
            IRECV => t.attr(
                t0,
                Attr::Post {
                    comm,
                    peer,
                    tag,
                    request: serial,
                },
            ),
            _ => {}
        }
        t.end(region, ra as u64, t0, t1);
    })
}

/// MPI_Start / MPI_Startall: a new activation of each persistent request.
///
/// # Safety
/// See [`ppw_call_plain`]; `handles` points to `n` values.
#[cfg(ppw_mpi)]
#[no_mangle]
pub unsafe extern "C" fn ppw_call_start(
    h: *mut Hot,
    region: u32,
    ra: *mut c_void,
    t0: u64,
    t1: u64,
    handles: *const u64,
    n: i32,
) {
    guard(h, || {
        let t = unsafe { th(h) };
        t.reserve_attrs(n.max(0) as usize);
        t.begin(region, ra as u64, t0);
        if !handles.is_null() && n > 0 {
            // Safety: guaranteed by the caller.
            for hd in unsafe { std::slice::from_raw_parts(handles, n as usize) } {
                if let Some(r) = request::start(*hd) {
                    let a = match r.kind {
                        Kind::Send => Attr::Send {
                            comm: r.comm,
                            peer: r.peer,
                            tag: r.tag,
                            bytes: r.bytes as u64,
                            request: r.serial,
                        },
                        _ => Attr::Post {
                            comm: r.comm,
                            peer: r.peer,
                            tag: r.tag,
                            request: r.serial,
                        },
                    };
                    t.attr(t0, a);
                }
            }
        }
        t.end(region, ra as u64, t0, t1);
    })
}

/// One completed request, as the C side reports it (`ppw_done` in c/ppw_wrap.h).
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct Done {
    handle: u64,
    source: i32,
    tag: i32,
    bytes: i64,
    cancelled: i32,
    pad: i32,
}

/// Wait/Test family: RECV (actual source, tag, bytes) or REQUEST_COMPLETE per completed
/// request, at the exit time; REQUEST_CANCELLED for a successfully cancelled one.
///
/// # Safety
/// See [`ppw_call_plain`]; `done` points to `n` records.
#[cfg(ppw_mpi)]
#[no_mangle]
pub unsafe extern "C" fn ppw_call_complete(
    h: *mut Hot,
    region: u32,
    ra: *mut c_void,
    t0: u64,
    t1: u64,
    done: *const Done,
    n: i32,
) {
    guard(h, || {
        let t = unsafe { th(h) };
        t.reserve_attrs(n.max(0) as usize);
        t.begin(region, ra as u64, t0);
        if !done.is_null() && n > 0 {
            // Safety: guaranteed by the caller.
            for d in unsafe { std::slice::from_raw_parts(done, n as usize) } {
                let Some(r) = request::complete(d.handle) else {
                    continue;
                };
                let a = if d.cancelled != 0 {
                    Attr::Cancel { request: r.serial }
                } else if r.kind == Kind::Recv {
                    Attr::Recv {
                        comm: r.comm,
                        peer: d.source,
                        tag: d.tag,
                        bytes: d.bytes.max(0) as u64,
                        request: r.serial,
                    }
                } else {
                    Attr::Done { request: r.serial }
                };
                t.attr(t1, a);
            }
        }
        t.end(region, ra as u64, t0, t1);
    })
}

/// MPI_Request_free (`cancel` 0) and MPI_Cancel (`cancel` 1).
///
/// # Safety
/// See [`ppw_call_plain`].
#[cfg(ppw_mpi)]
#[no_mangle]
pub unsafe extern "C" fn ppw_call_free(
    h: *mut Hot,
    region: u32,
    ra: *mut c_void,
    t0: u64,
    t1: u64,
    handle: u64,
    cancel: i32,
) {
    guard(h, || {
        let t = unsafe { th(h) };
        t.begin(region, ra as u64, t0);
        // A cancel is recorded when its completion reports it; freeing an active request
        // makes its completion unobservable.
        if cancel == 0 {
            if let Some(r) = request::free(handle) {
                t.attr(t1, Attr::Cancel { request: r.serial });
            }
        }
        t.end(region, ra as u64, t0, t1);
    })
}

/// A collective: blocking ones at the exit time, non-blocking ones (`handle` != 0) at
/// initiation with a request. `root` is communicator-local or -1.
///
/// # Safety
/// See [`ppw_call_plain`].
#[cfg(ppw_mpi)]
#[no_mangle]
#[allow(clippy::too_many_arguments)]
pub unsafe extern "C" fn ppw_call_coll(
    h: *mut Hot,
    region: u32,
    ra: *mut c_void,
    t0: u64,
    t1: u64,
    comm: u64,
    root: i32,
    sent: i64,
    received: i64,
    handle: u64,
) {
    guard(h, || {
        let t = unsafe { th(h) };
        let comm = comm::id(comm);
        let (sent, received) = (sent.max(0) as u64, received.max(0) as u64);
        t.begin(region, ra as u64, t0);
        if handle == 0 {
            t.attr(
                t1,
                Attr::Coll {
                    comm,
                    root,
                    sent,
                    received,
                    request: 0,
                },
            );
        } else {
            let serial = request::next_serial();
            request::insert(
                handle,
                Req {
                    serial,
                    kind: Kind::Coll,
                    comm,
                    peer: root,
                    tag: 0,
                    bytes: 0,
                    persistent: false,
                },
            );
            t.attr(
                t0,
                Attr::Coll {
                    comm,
                    root,
                    sent,
                    received,
                    request: serial,
                },
            );
        }
        t.end(region, ra as u64, t0, t1);
    })
}

// ---- one-sided communication, MPI-IO, dynamic processes ---------------------------------------

/// A window was created (`members`: its group as world ranks; `serial`: the number of its
/// default name "win N").
///
/// # Safety
/// `members` points to `n` ints (or is null with `n` 0).
#[cfg(ppw_mpi)]
#[no_mangle]
pub unsafe extern "C" fn ppw_win_created(
    h: u64,
    global: u64,
    members: *const i32,
    n: i32,
    serial: u32,
) {
    guard(std::ptr::null_mut(), || {
        // Safety: guaranteed by the caller.
        let m = unsafe { ranks(members, n) };
        crate::rma::created(h, global, m, serial);
    })
}

/// The members of a post/start group (world ranks): its local id.
///
/// # Safety
/// `members` points to `n` ints (or is null with `n` 0).
#[cfg(ppw_mpi)]
#[no_mangle]
pub unsafe extern "C" fn ppw_group_defined(members: *const i32, n: i32) -> u32 {
    guard(std::ptr::null_mut(), || {
        // Safety: guaranteed by the caller.
        crate::rma::group(unsafe { ranks(members, n) })
    })
}

/// # Safety
/// `p` points to `n` ints (or is null with `n` 0).
unsafe fn ranks(p: *const i32, n: i32) -> Vec<u32> {
    if p.is_null() || n <= 0 {
        return Vec::new();
    }
    // Safety: guaranteed by the caller.
    unsafe { std::slice::from_raw_parts(p, n as usize) }
        .iter()
        .map(|r| *r as u32)
        .collect()
}

/// MPI_Win_free succeeded.
#[cfg(ppw_mpi)]
#[no_mangle]
pub extern "C" fn ppw_win_freed(h: u64) {
    guard(std::ptr::null_mut(), || crate::rma::freed(h))
}

/// MPI_Win_set_name.
///
/// # Safety
/// `name` is null or NUL-terminated.
#[cfg(ppw_mpi)]
#[no_mangle]
pub unsafe extern "C" fn ppw_win_named(h: u64, name: *const c_char) {
    guard(std::ptr::null_mut(), || {
        let id = crate::rma::win_id(h);
        if !name.is_null() && id != comm::UNKNOWN {
            let n = unsafe { CStr::from_ptr(name) }
                .to_string_lossy()
                .into_owned();
            rankfile::define(|d| d.comm_name(id, &n));
        }
    })
}

/// The communicator handle of an OpenSHMEM active set, its team defined on first use.
#[cfg(ppw_mpi)]
#[no_mangle]
pub extern "C" fn ppw_shmem_team(start: i32, log_stride: i32, size: i32) -> u64 {
    // PEs are the ranks of the initial MPI_COMM_WORLD (OpenSHMEM spawns nothing): offset 0.
    guard(std::ptr::null_mut(), || {
        crate::shmem::team(start, log_stride, size, 0)
    })
}

/// 1 if ppw knows communicator `h` (its definition was recorded), else 0.
#[cfg(ppw_mpi)]
#[no_mangle]
pub extern "C" fn ppw_comm_known(h: u64) -> i32 {
    i32::from(comm::lookup(h).is_some())
}

/// A communicator handle ppw may not know yet (MPI_Comm_get_parent): define it if needed.
#[cfg(ppw_mpi)]
#[no_mangle]
pub extern "C" fn ppw_comm_touch(h: u64) {
    guard(std::ptr::null_mut(), || {
        comm::id(h);
    })
}

/// A one-sided transfer (`op`: the native RMA code, 0 put, 1 get, 2 atomic, 3 accumulate) to
/// window-local `target`, recorded at the enter; `handle` != 0 for request-based ones (MPI_Rput
/// ...), whose completion the Wait/Test family records.
///
/// # Safety
/// See [`ppw_call_plain`].
#[cfg(ppw_mpi)]
#[no_mangle]
#[allow(clippy::too_many_arguments)]
pub unsafe extern "C" fn ppw_call_rma(
    h: *mut Hot,
    region: u32,
    ra: *mut c_void,
    t0: u64,
    t1: u64,
    op: u32,
    win: u64,
    target: i32,
    bytes: i64,
    handle: u64,
) {
    guard(h, || {
        let t = unsafe { th(h) };
        let win = crate::rma::win_id_cached(&mut t.win_cache, win);
        let op = rma_op(op);
        let request = if handle == 0 {
            0
        } else {
            let serial = request::next_serial();
            request::insert(
                handle,
                Req {
                    serial,
                    kind: Kind::Rma,
                    comm: win,
                    peer: target,
                    tag: 0,
                    bytes: 0,
                    persistent: false,
                },
            );
            serial
        };
        record_transfer(t, region, ra, t0, t1, op, win, target, bytes, request, 0);
    })
}

/// The records of one transfer call (the RMA record at the enter), for [`ppw_call_rma`] and
/// [`ppw_call_pgas_rma`].
#[cfg(ppw_mpi)]
#[inline(always)]
#[allow(clippy::too_many_arguments)]
fn record_transfer(
    t: &mut Thread,
    region: u32,
    ra: *mut c_void,
    t0: u64,
    t1: u64,
    op: ppw_event::RmaOp,
    win: u32,
    target: i32,
    bytes: i64,
    request: u64,
    addr: u64,
) {
    t.begin(region, ra as u64, t0);
    t.attr(
        t0,
        Attr::Rma {
            op,
            win,
            target,
            bytes: bytes.max(0) as u64,
            request,
            addr,
        },
    );
    t.end(region, ra as u64, t0, t1);
}

/// The RMA operation of a wrapper's native code (0 put, 1 get, 2 atomic, 3 accumulate).
#[cfg(ppw_mpi)]
#[inline(always)]
fn rma_op(op: u32) -> ppw_event::RmaOp {
    match op {
        0 => ppw_event::RmaOp::Put,
        1 => ppw_event::RmaOp::Get,
        3 => ppw_event::RmaOp::Accumulate,
        _ => ppw_event::RmaOp::Atomic,
    }
}

/// The global memory of a PGAS model was set up (OpenSHMEM's symmetric memory at
/// shmem_init, ARMCI's at ARMCI_Init, UPC's shared space at gasp_init): a COMM definition of
/// kind `Memory` named `name` over `members` (world ranks) under the pseudo handle `h`, with
/// the same `global` id on every process.
///
/// # Safety
/// `members` points to `n` ints (or is null with `n` 0); `name` is NUL-terminated or null.
#[no_mangle]
pub unsafe extern "C" fn ppw_memory_created(
    h: u64,
    global: u64,
    members: *const i32,
    n: i32,
    name: *const c_char,
) {
    guard(std::ptr::null_mut(), || {
        // Safety: guaranteed by the caller.
        let m = unsafe { ranks(members, n) };
        let name = if name.is_null() {
            "global memory".to_string()
        } else {
            // Safety: NUL-terminated, guaranteed by the caller.
            unsafe { CStr::from_ptr(name) }
                .to_string_lossy()
                .into_owned()
        };
        crate::rma::memory_created(h, global, m, &name);
    })
}

/// A transfer of a PGAS model: as [`ppw_call_rma`] (blocking) on PGAS memory `win`, plus in
/// trace mode the runtime address `addr` of the remote memory it writes or reads (made
/// symmetric post mortem, `ppw_event::sym_addr`).
///
/// # Safety
/// See [`ppw_call_plain`].
#[cfg(ppw_mpi)]
#[no_mangle]
#[allow(clippy::too_many_arguments)]
pub unsafe extern "C" fn ppw_call_pgas_rma(
    h: *mut Hot,
    region: u32,
    ra: *mut c_void,
    t0: u64,
    t1: u64,
    op: u32,
    win: u64,
    target: i32,
    bytes: i64,
    addr: u64,
) {
    guard(h, || {
        let t = unsafe { th(h) };
        let win = crate::rma::win_id_cached(&mut t.win_cache, win);
        record_transfer(
            t,
            region,
            ra,
            t0,
            t1,
            rma_op(op),
            win,
            target,
            bytes,
            0,
            addr,
        );
    })
}

/// A collective allocation of PGAS memory `win` returned block `addr` of `bytes` bytes
/// (`old`: a block it replaced, realloc), or (`bytes` < 0) block `addr` was freed. Trace mode:
/// ALLOC records at the exit (the free of `old`, then the new block). [`ppw_call_alloc_cyclic`]
/// records a block-cyclic object.
///
/// # Safety
/// See [`ppw_call_plain`].
#[no_mangle]
#[allow(clippy::too_many_arguments)]
pub unsafe extern "C" fn ppw_call_alloc(
    h: *mut Hot,
    region: u32,
    ra: *mut c_void,
    t0: u64,
    t1: u64,
    win: u64,
    addr: u64,
    bytes: i64,
    old: u64,
) {
    unsafe { ppw_call_alloc_cyclic(h, region, ra, t0, t1, win, addr, bytes, old, 0) }
}

/// [`ppw_call_alloc`] of a block-cyclic object (`upc_all_alloc`): `bytes` is the whole
/// object, dealt to the processes in blocks of `block` bytes.
///
/// # Safety
/// See [`ppw_call_plain`].
#[no_mangle]
#[allow(clippy::too_many_arguments)]
pub unsafe extern "C" fn ppw_call_alloc_cyclic(
    h: *mut Hot,
    region: u32,
    ra: *mut c_void,
    t0: u64,
    t1: u64,
    win: u64,
    addr: u64,
    bytes: i64,
    old: u64,
    block: u64,
) {
    guard(h, || {
        let t = unsafe { th(h) };
        let win = crate::rma::win_id_cached(&mut t.win_cache, win);
        t.begin(region, ra as u64, t0);
        if t.tree.is_none() {
            if old != 0 {
                t.attr(
                    t1,
                    Attr::Alloc {
                        win,
                        addr: old,
                        bytes: 0,
                        freed: true,
                        block: 0,
                    },
                );
            }
            if addr != 0 {
                t.attr(
                    t1,
                    Attr::Alloc {
                        win,
                        addr,
                        bytes: bytes.max(0) as u64,
                        freed: bytes < 0,
                        block,
                    },
                );
            }
        }
        t.end(region, ra as u64, t0, t1);
    })
}

const SYNC_LOCK: u32 = 0;
const SYNC_UNLOCK: u32 = 1;
const SYNC_WAIT_VALUE: u32 = 2;

/// A synchronization of a PGAS model on runtime address `addr` of its memory `win` (`what`):
/// `SYNC_LOCK` (the lock variable at `addr` requested at the enter, acquired at the exit if
/// `ok`: a failed `shmem_test_lock` only asked), `SYNC_UNLOCK` (released at the enter: the
/// earliest another process can have it), `SYNC_WAIT_VALUE` (the value at `addr` reached the
/// awaited condition at the exit if `ok`: `shmem_wait_until` always, `shmem_test` when it
/// returned 1). Locks are exclusive. In profile mode: passive-target synchronization time.
///
/// # Safety
/// See [`ppw_call_plain`].
#[no_mangle]
#[allow(clippy::too_many_arguments)]
pub unsafe extern "C" fn ppw_call_addr_sync(
    h: *mut Hot,
    region: u32,
    ra: *mut c_void,
    t0: u64,
    t1: u64,
    what: u32,
    win: u64,
    addr: u64,
    ok: i32,
) {
    use ppw_event::{AddrSync, LockOp};
    guard(h, || {
        let t = unsafe { th(h) };
        let win = crate::rma::win_id_cached(&mut t.win_cache, win);
        t.begin(region, ra as u64, t0);
        if t.tree.is_some() {
            t.rma
                .sync(win, crate::profile::SYNC_PASSIVE, t1.saturating_sub(t0));
        } else {
            let sync = |what| Attr::AddrSync { what, win, addr };
            match what {
                SYNC_LOCK => {
                    t.attr(t0, sync(AddrSync::Lock(LockOp::Request)));
                    if ok != 0 {
                        t.attr(t1, sync(AddrSync::Lock(LockOp::Acquire)));
                    }
                }
                SYNC_UNLOCK => t.attr(t0, sync(AddrSync::Lock(LockOp::Release))),
                SYNC_WAIT_VALUE if ok != 0 => t.attr(t1, sync(AddrSync::ValueReached)),
                _ => {}
            }
        }
        t.end(region, ra as u64, t0, t1);
    })
}

const WIN_FENCE: u32 = 0;
const WIN_CREATE: u32 = 1;
const WIN_FREE: u32 = 2;
const WIN_POST: u32 = 3;
const WIN_START: u32 = 4;
const WIN_COMPLETE: u32 = 5;
const WIN_WAIT: u32 = 6;
const WIN_TEST: u32 = 7;
const WIN_LOCK: u32 = 8;
const WIN_LOCK_ALL: u32 = 9;
const WIN_UNLOCK: u32 = 10;
const WIN_UNLOCK_ALL: u32 = 11;
const WIN_FLUSH: u32 = 12;
const WIN_FLUSH_ALL: u32 = 13;

/// A window synchronization or management call (`what`: `PPW_WIN_*` of c/ppw_wrap.h), with
/// what the analysis of one-sided communication needs (crates/analysis replay/onesided.rs):
/// creation, fence and release are COLLECTIVE records on the window at the exit; post and start
/// an RMA_GROUP_SYNC at the enter, complete, wait and a successful test (`flag`) one at the exit;
/// a lock a LOCK request at the enter and its acquisition at the exit (`target` window-local,
/// recorded as a world rank; `flag`: exclusive); lock_all the same for every target; unlock and
/// flush an RMA_FLUSH (unlock then a LOCK release) at the exit.
///
/// # Safety
/// See [`ppw_call_plain`].
#[cfg(ppw_mpi)]
#[no_mangle]
#[allow(clippy::too_many_arguments)]
pub unsafe extern "C" fn ppw_call_win(
    h: *mut Hot,
    region: u32,
    ra: *mut c_void,
    t0: u64,
    t1: u64,
    what: u32,
    win: u64,
    target: i32,
    flag: i32,
    group: u32,
) {
    use crate::profile::{SYNC_ACTIVE, SYNC_MGMT, SYNC_PASSIVE};
    use ppw_event::{GatsRole, LockOp};
    guard(h, || {
        let t = unsafe { th(h) };
        let win = crate::rma::win_id_cached(&mut t.win_cache, win);
        let class = match what {
            WIN_CREATE | WIN_FREE => SYNC_MGMT,
            WIN_FENCE | WIN_POST | WIN_START | WIN_COMPLETE | WIN_WAIT => SYNC_ACTIVE,
            WIN_TEST if flag != 0 => SYNC_ACTIVE,
            WIN_TEST => u8::MAX,
            _ => SYNC_PASSIVE,
        };
        if t.tree.is_some() {
            // Profile mode: only the statistics (attributes carry no bytes here).
            if class != u8::MAX {
                t.rma.sync(win, class, t1.saturating_sub(t0));
            }
            t.begin(region, ra as u64, t0);
            t.end(region, ra as u64, t0, t1);
            return;
        }
        let coll = Attr::Coll {
            comm: win,
            root: -1,
            sent: 0,
            received: 0,
            request: 0,
        };
        let gats = |role| Attr::GroupSync { role, win, group };
        let lock = |op, target, exclusive| Attr::Lock {
            op,
            win,
            target,
            exclusive,
        };
        t.begin(region, ra as u64, t0);
        match what {
            WIN_FENCE | WIN_CREATE | WIN_FREE => t.attr(t1, coll),
            WIN_POST => t.attr(t0, gats(GatsRole::Post)),
            WIN_START => t.attr(t0, gats(GatsRole::Start)),
            WIN_COMPLETE => t.attr(t1, gats(GatsRole::Complete)),
            WIN_WAIT => t.attr(t1, gats(GatsRole::Wait)),
            WIN_TEST if flag != 0 => t.attr(t1, gats(GatsRole::Wait)),
            WIN_LOCK => {
                let w = crate::rma::world(win, target);
                t.attr(t0, lock(LockOp::Request, w, flag != 0));
                t.attr(t1, lock(LockOp::Acquire, w, flag != 0));
            }
            WIN_LOCK_ALL => {
                t.attr(t0, lock(LockOp::Request, -1, false));
                t.attr(t1, lock(LockOp::Acquire, -1, false));
            }
            // The release is recorded at the unlock's enter, the earliest it can happen: the
            // call returns only after the target acknowledged, and on a loaded machine that
            // return came after the next origin already held the lock (its wait, measured up
            // to a late release, was then cut short or lost).
            WIN_UNLOCK => {
                t.attr(t0, Attr::Flush { win, target });
                let w = crate::rma::world(win, target);
                t.attr(t0, lock(LockOp::Release, w, false));
            }
            WIN_UNLOCK_ALL => {
                t.attr(t0, Attr::Flush { win, target: -1 });
                t.attr(t0, lock(LockOp::Release, -1, false));
            }
            WIN_FLUSH => t.attr(t1, Attr::Flush { win, target }),
            WIN_FLUSH_ALL => t.attr(t1, Attr::Flush { win, target: -1 }),
            _ => {}
        }
        t.end(region, ra as u64, t0, t1);
    })
}

/// An MPI-IO call: an IO record of `bytes` (no file descriptor); `write` 1 if they went out.
///
/// # Safety
/// See [`ppw_call_plain`].
#[cfg(ppw_mpi)]
#[no_mangle]
pub unsafe extern "C" fn ppw_call_fileio(
    h: *mut Hot,
    region: u32,
    ra: *mut c_void,
    t0: u64,
    t1: u64,
    bytes: i64,
    write: i32,
) {
    guard(h, || {
        let t = unsafe { th(h) };
        t.begin(region, ra as u64, t0);
        t.attr(
            t1,
            Attr::Io {
                bytes: bytes.max(0) as u64,
                fd: -1,
                write: write != 0,
            },
        );
        t.end(region, ra as u64, t0, t1);
        process::IO_RECORDED.store(true, Ordering::Relaxed);
    })
}

/// MPI_Abort: record the call, flush everything, END(ABORT). PMPI_Abort follows.
///
/// # Safety
/// See [`ppw_call_plain`].
#[cfg(ppw_mpi)]
#[no_mangle]
pub unsafe extern "C" fn ppw_call_abort(h: *mut Hot, region: u32, ra: *mut c_void, t0: u64) {
    guard(h, || {
        let t = unsafe { th(h) };
        t.begin(region, ra as u64, t0);
        t.end(region, ra as u64, t0, clock::ticks());
        process::finish(EndReason::ABORT, false);
    })
}

#[cfg(test)]
mod tests {
    #[test]
    fn done_layout_matches_c() {
        assert_eq!(std::mem::size_of::<super::Done>(), 32);
    }
}
