//! Pending non-blocking operations: `MPI_Request` handle → what it started.
//!
//! Each initiation (Isend, Irecv, Start of a persistent request, non-blocking collective) gets a
//! fresh per-rank serial number, recorded as the request id of its SEND / RECV_POST /
//! COLLECTIVE record; the completing Wait/Test records RECV or REQUEST_COMPLETE with the same
//! serial. The table is sharded by handle; it is touched only by non-blocking calls.

use rustc_hash::FxHashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{LazyLock, Mutex};

/// What a request does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
    Send,
    Recv,
    Coll,
    /// A request-based one-sided transfer (MPI_Rput, ...).
    Rma,
}

/// One pending (or persistent) request.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Req {
    /// Serial of the current activation (0 = inactive persistent request).
    pub(crate) serial: u64,
    pub(crate) kind: Kind,
    pub(crate) comm: u32,
    pub(crate) peer: i32,
    pub(crate) tag: i32,
    pub(crate) bytes: i64,
    pub(crate) persistent: bool,
}

const SHARDS: usize = 16;
type Shard = Mutex<FxHashMap<u64, Req>>;
static TABLE: LazyLock<Vec<Shard>> = LazyLock::new(|| {
    (0..SHARDS)
        .map(|_| Mutex::new(FxHashMap::with_capacity_and_hasher(64, Default::default())))
        .collect()
});
static SERIAL: AtomicU64 = AtomicU64::new(1);
/// Matched messages (MPI_Mprobe) → communicator handle, for MPI_(I)mrecv.
static MESSAGES: LazyLock<Mutex<Vec<(u64, u64)>>> = LazyLock::new(Default::default);

fn shard(h: u64) -> std::sync::MutexGuard<'static, FxHashMap<u64, Req>> {
    // Handles are pointers (Open MPI) or small ints (MPICH): mix before picking a shard.
    let i = ((h ^ h >> 7).wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 60) as usize % SHARDS;
    TABLE[i].lock().unwrap_or_else(|e| e.into_inner())
}

/// A fresh request serial.
pub(crate) fn next_serial() -> u64 {
    SERIAL.fetch_add(1, Ordering::Relaxed)
}

/// Register a request.
pub(crate) fn insert(h: u64, r: Req) {
    shard(h).insert(h, r);
}

/// Activate a persistent request (MPI_Start): a new serial; returns the updated entry.
pub(crate) fn start(h: u64) -> Option<Req> {
    let mut s = shard(h);
    let r = s.get_mut(&h)?;
    r.serial = next_serial();
    Some(*r)
}

/// The request completed: return what it was and forget it (persistent requests become
/// inactive). Inactive persistent requests complete "empty" and return `None`.
pub(crate) fn complete(h: u64) -> Option<Req> {
    let mut s = shard(h);
    let r = s.remove(&h)?;
    if r.persistent {
        s.insert(h, Req { serial: 0, ..r });
        return (r.serial != 0).then_some(r);
    }
    Some(r)
}

/// MPI_Request_free: forget the request; returns it if it was active.
pub(crate) fn free(h: u64) -> Option<Req> {
    let r = shard(h).remove(&h)?;
    (r.serial != 0).then_some(r)
}

/// Remember the communicator of a matched message.
pub(crate) fn message_probed(msg: u64, comm: u64) {
    let mut m = MESSAGES.lock().unwrap_or_else(|e| e.into_inner());
    m.retain(|(k, _)| *k != msg);
    m.push((msg, comm));
}

/// Take the communicator of a matched message (0 if unknown).
pub(crate) fn message_take(msg: u64) -> u64 {
    let mut m = MESSAGES.lock().unwrap_or_else(|e| e.into_inner());
    match m.iter().position(|(k, _)| *k == msg) {
        Some(i) => m.swap_remove(i).1,
        None => 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn req(kind: Kind, persistent: bool) -> Req {
        Req {
            serial: if persistent { 0 } else { next_serial() },
            kind,
            comm: 0,
            peer: 1,
            tag: 2,
            bytes: 8,
            persistent,
        }
    }

    #[test]
    fn one_shot_requests_complete_once() {
        insert(77, req(Kind::Send, false));
        assert!(complete(77).is_some());
        assert!(complete(77).is_none());
    }

    #[test]
    fn persistent_requests_get_a_serial_per_start() {
        insert(88, req(Kind::Recv, true));
        assert!(complete(88).is_none(), "inactive");
        let a = start(88).unwrap().serial;
        assert_eq!(complete(88).unwrap().serial, a);
        let b = start(88).unwrap().serial;
        assert_ne!(a, b);
        assert!(free(88).is_some());
        assert!(start(88).is_none());
    }

    #[test]
    fn messages() {
        message_probed(5, 9);
        assert_eq!(message_take(5), 9);
        assert_eq!(message_take(5), 0);
    }
}
