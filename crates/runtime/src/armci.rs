//! ARMCI's non-blocking transfers and their completion (c/ppw_armci.h).
//!
//! An ARMCI non-blocking call names its request by the address of the program's
//! `armci_hdl_t`, or passes NULL for ARMCI's implicit handle; one handle may carry several
//! transfers (aggregate handles), and `ARMCI_WaitProc` / `ARMCI_WaitAll` complete the implicit
//! ones by target or all at once. So each transfer gets a request handle of its own (a token no
//! MPI handle looks like) in the request table of [`crate::request`], recorded with the RMA
//! record like `MPI_Rput`'s, and this module remembers which tokens are pending under which
//! ARMCI handle and target, until a completion call records REQUEST_COMPLETE for them.
//!
//! Pending transfers the program never completes (it may reuse a handle after
//! `ARMCI_INIT_HANDLE` without waiting) are bounded: beyond [`MAX_PENDING`] the oldest is
//! dropped.

use crate::request;
use crate::thread::{Attr, Hot};
use std::collections::VecDeque;
use std::ffi::c_void;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{LazyLock, Mutex, MutexGuard};

/// Tokens: top 16 bits 0xFFFC (windows of the PGAS models are 0xFFFD..., SHMEM teams
/// 0xFFFE...; Open MPI handles are user-space pointers, MPICH's 32-bit ints).
const TOKEN_BASE: u64 = 0xFFFC_0000_0000_0000;
/// At most this many transfers wait for completion; older ones are dropped.
pub(crate) const MAX_PENDING: usize = 1 << 16;

/// Completion of the transfers of one handle (`ARMCI_Wait`, a successful `ARMCI_Test`).
const HANDLE: u32 = 0;
/// Completion of the implicit-handle transfers to one target (`ARMCI_WaitProc`).
const PROC: u32 = 1;
/// Completion of all implicit-handle transfers (`ARMCI_WaitAll`).
const ALL: u32 = 2;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Pending {
    /// Address of the ARMCI handle (0: implicit).
    key: u64,
    target: i32,
    token: u64,
}

static NEXT: AtomicU64 = AtomicU64::new(1);
static PENDING: LazyLock<Mutex<VecDeque<Pending>>> = LazyLock::new(Default::default);

fn pending() -> MutexGuard<'static, VecDeque<Pending>> {
    PENDING.lock().unwrap_or_else(|e| e.into_inner())
}

/// Remember a transfer under `key` to `target`; its request token.
pub(crate) fn issue(key: u64, target: i32) -> u64 {
    let token = TOKEN_BASE | (NEXT.fetch_add(1, Ordering::Relaxed) & 0xFFFF_FFFF_FFFF);
    let mut p = pending();
    if p.len() >= MAX_PENDING {
        if let Some(old) = p.pop_front() {
            request::complete(old.token);
        }
    }
    p.push_back(Pending { key, target, token });
    token
}

/// Take the tokens a completion call completes, in issue order (`what`: [`HANDLE`],
/// [`PROC`] or [`ALL`]).
fn take(what: u32, key: u64, target: i32) -> Vec<u64> {
    let mut p = pending();
    if p.is_empty() {
        return Vec::new();
    }
    let hit = |e: &Pending| match what {
        HANDLE => key != 0 && e.key == key,
        PROC => e.key == 0 && e.target == target,
        ALL => e.key == 0,
        _ => false,
    };
    let out: Vec<u64> = p.iter().filter(|e| hit(e)).map(|e| e.token).collect();
    if !out.is_empty() {
        p.retain(|e| !hit(e));
    }
    out
}

/// A non-blocking ARMCI transfer to `target` under handle address `key` (0: implicit): the
/// request handle to record it with (`ppw_call_rma`).
#[cfg(ppw_mpi)]
#[no_mangle]
#[allow(unreachable_pub)] // called from C
pub extern "C" fn ppw_armci_issue(key: u64, target: i32) -> u64 {
    crate::entry::guard(std::ptr::null_mut(), || issue(key, target))
}

/// An ARMCI completion call (`what` as [`take`]): REQUEST_COMPLETE at the exit for every
/// transfer it completes.
///
/// # Safety
/// `h` must come from `ppw_attach` on the calling thread.
#[cfg(ppw_mpi)]
#[no_mangle]
#[allow(clippy::too_many_arguments, unreachable_pub)] // called from C
pub unsafe extern "C" fn ppw_call_armci_wait(
    h: *mut Hot,
    region: u32,
    ra: *mut c_void,
    t0: u64,
    t1: u64,
    what: u32,
    key: u64,
    target: i32,
) {
    crate::entry::guard(h, || {
        // Safety: guaranteed by the caller.
        let t = unsafe { crate::entry::th(h) };
        let tokens = take(what, key, target);
        t.reserve_attrs(tokens.len());
        t.begin(region, ra as u64, t0);
        for tok in tokens {
            if let Some(r) = request::complete(tok) {
                t.attr(t1, Attr::Done { request: r.serial });
            }
        }
        t.end(region, ra as u64, t0, t1);
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    // One test: the table is process-wide.
    #[test]
    fn handles_targets_and_implicit_transfers() {
        let a = issue(0x1000, 1);
        let b = issue(0x1000, 2);
        let c = issue(0, 1);
        let d = issue(0, 2);
        let e = issue(0x2000, 1);
        assert!([a, b, c, d, e].iter().all(|t| t >> 48 == 0xFFFC));
        assert_eq!(take(HANDLE, 0x1000, -1), vec![a, b]);
        assert!(take(HANDLE, 0x1000, -1).is_empty());
        assert!(take(HANDLE, 0, -1).is_empty(), "no handle 0");
        assert_eq!(take(PROC, 0, 2), vec![d]);
        assert_eq!(take(ALL, 0, -1), vec![c]);
        assert_eq!(take(HANDLE, 0x2000, -1), vec![e]);
        for i in 0..MAX_PENDING + 5 {
            issue(0x3000, i as i32);
        }
        let left = take(HANDLE, 0x3000, -1);
        assert_eq!(left.len(), MAX_PENDING);
    }
}
