//! Flow ids for matched messages and collective instances, computed without a global view.
//!
//! A point-to-point message is identified by `(communicator, sender, receiver, tag, n)`, where
//! `n` counts the earlier messages with the same first four fields. MPI's non-overtaking rule
//! makes the n-th such send match the n-th such receive (receives carry the actual source and
//! tag, also for wildcard receives), so each side can compute the same id from its own stream:
//! the sender counts its sends, the receiver its receives, and both hash the tuple. No queue of
//! unmatched sends is ever held, which keeps the exporter streaming location by location; the
//! matcher's memory is one counter per distinct `(communicator, peer, tag)` of the location
//! being exported.
//!
//! Collective instances are identified the same way by `(communicator, n)`: MPI requires all
//! members to call collectives on a communicator in the same order, so the n-th collective of
//! every member is the same instance.
//!
//! Limitation (documented in the README): when several threads of one rank send to the same
//! peer with the same communicator and tag, the trace does not tell which send the receiver
//! matched; ids are then counted per thread and may pair the wrong sends.

use ppw_event::{CommId, Rank};
use rustc_hash::FxHashMap;

type Map<K> = FxHashMap<K, u64>;

/// SplitMix64's finalizer: a cheap, well-distributed 64-bit mix. It derives the flow ids (both
/// sides of a message compute the same id independently), which must not collide; it is not
/// a hasher for maps.
pub(crate) fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The flow id of the `seq`-th message from `sender` to `receiver` with `comm` and `tag`.
pub(crate) fn p2p_flow(comm: CommId, sender: Rank, receiver: Rank, tag: i32, seq: u64) -> u64 {
    let mut h = mix(0x7032_7000_0000_0000 ^ u64::from(comm.0));
    h = mix(h ^ (u64::from(sender) << 32 | u64::from(receiver)));
    h = mix(h ^ u64::from(tag as u32));
    h = mix(h ^ seq);
    h.max(1)
}

/// The flow id of the `seq`-th collective on `comm`.
pub(crate) fn collective_flow(comm: CommId, seq: u64) -> u64 {
    let mut h = mix(0x636f_6c6c_0000_0000 ^ u64::from(comm.0));
    h = mix(h ^ seq);
    h.max(1)
}

/// Per-location counters that number messages and collective instances.
#[derive(Debug, Default)]
pub(crate) struct FlowCounters {
    sent: Map<(u32, Rank, i32)>,
    received: Map<(u32, Rank, i32)>,
    collectives: Map<u32>,
}

impl FlowCounters {
    /// Forget everything (a new location starts).
    pub(crate) fn reset(&mut self) {
        self.sent.clear();
        self.received.clear();
        self.collectives.clear();
    }

    /// The flow id of the next send from `me` to `peer`.
    pub(crate) fn send(&mut self, comm: CommId, me: Rank, peer: Rank, tag: i32) -> u64 {
        let n = self.sent.entry((comm.0, peer, tag)).or_insert(0);
        let id = p2p_flow(comm, me, peer, tag, *n);
        *n += 1;
        id
    }

    /// The flow id of the next receive by `me` of a message from `peer`.
    pub(crate) fn receive(&mut self, comm: CommId, me: Rank, peer: Rank, tag: i32) -> u64 {
        let n = self.received.entry((comm.0, peer, tag)).or_insert(0);
        let id = p2p_flow(comm, peer, me, tag, *n);
        *n += 1;
        id
    }

    /// The flow id of this location's next collective on `comm`.
    pub(crate) fn collective(&mut self, comm: CommId) -> u64 {
        let n = self.collectives.entry(comm.0).or_insert(0);
        let id = collective_flow(comm, *n);
        *n += 1;
        id
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_sides_compute_the_same_ids_in_fifo_order() {
        let mut a = FlowCounters::default();
        let mut b = FlowCounters::default();
        let c = CommId(0);
        let s: Vec<u64> = (0..3).map(|_| a.send(c, 0, 1, 7)).collect();
        let other = a.send(c, 0, 1, 8);
        let r: Vec<u64> = (0..3).map(|_| b.receive(c, 1, 0, 7)).collect();
        assert_eq!(s, r);
        assert_ne!(s[0], s[1]);
        assert!(!s.contains(&other));
        assert_eq!(b.receive(c, 1, 0, 8), other);
    }

    #[test]
    fn collectives_are_numbered_per_communicator() {
        let mut a = FlowCounters::default();
        let mut b = FlowCounters::default();
        let x = a.collective(CommId(0));
        let _ = b.collective(CommId(1));
        assert_eq!(b.collective(CommId(0)), x);
        assert_ne!(a.collective(CommId(0)), x);
    }
}
