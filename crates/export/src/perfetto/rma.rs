//! One-sided transfers as flows: the pre-pass that tells each target what arrives, and when.
//!
//! An RMA record (put, get, atomic, accumulate) exists only on the origin, inside the transfer
//! call's region. The flow starts at that region's slice; it ends at an instant on the target
//! rank's first location ("rma in: put", ...). Because the writers stream location by location,
//! the target cannot learn about its incoming transfers while it is walked: [`RmaIndex::build`]
//! reads every stream once beforehand and keeps, per target location, one [`Incoming`] entry
//! (24 bytes) per transfer, sorted by time. Traces without a window or PGAS memory definition
//! skip the pass entirely.
//!
//! Every transfer is drawn origin → target, gets included: the trace has no target-side record
//! to start an arrow from. The target instant sits 1 ns after the origin's transfer time: the
//! trace processor links flow events in timestamp order (ties in file order), so an end at the
//! very time of its start would be dropped whenever the target is written before the origin.
//!
//! A transfer's flow id is derived from the origin location and the transfer's number on it,
//! with a salt of its own, so it never meets a message or collective id. Numbers are 32 bits:
//! past 4 billion transfers on one location, ids repeat.

use super::flows::mix;
use ppw_event::{Defs, EventKind, LocationId, Rank, RmaOp, TraceSource};

/// The flow id of transfer number `seq` of location `origin`.
pub(crate) fn rma_flow(origin: LocationId, seq: u32) -> u64 {
    let mut h = mix(0x726d_6100_0000_0000 ^ u64::from(origin.0));
    h = mix(h ^ u64::from(seq));
    h.max(1)
}

/// Instants are placed this long after the origin's transfer time (see the module comment).
pub(crate) const ARRIVAL_DELAY_NS: u64 = 1;

const OPS: [RmaOp; 4] = [RmaOp::Put, RmaOp::Get, RmaOp::Atomic, RmaOp::Accumulate];
const BYTES_BITS: u32 = 62;
const BYTES_MAX: u64 = (1 << BYTES_BITS) - 1;

/// One transfer arriving at a location.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Incoming {
    /// The origin's transfer time (the instant is drawn [`ARRIVAL_DELAY_NS`] later).
    pub(crate) time: u64,
    /// Origin location.
    pub(crate) origin: LocationId,
    /// The transfer's number on its origin location.
    pub(crate) seq: u32,
    /// Bytes (saturated at 2^62 - 1) in the low 62 bits, the operation in the top 2.
    bytes_op: u64,
}

impl Incoming {
    fn new(time: u64, origin: LocationId, seq: u32, op: RmaOp, bytes: u64) -> Incoming {
        let code = OPS.iter().position(|o| *o == op).unwrap_or(0) as u64;
        Incoming {
            time,
            origin,
            seq,
            bytes_op: bytes.min(BYTES_MAX) | code << BYTES_BITS,
        }
    }

    pub(crate) fn op(&self) -> RmaOp {
        OPS[(self.bytes_op >> BYTES_BITS) as usize]
    }

    pub(crate) fn bytes(&self) -> u64 {
        self.bytes_op & BYTES_MAX
    }

    pub(crate) fn flow(&self) -> u64 {
        rma_flow(self.origin, self.seq)
    }
}

/// Where each rank's transfers arrive and what arrives at each location.
#[derive(Debug, Default)]
pub(crate) struct RmaIndex {
    /// Per rank: the location that receives its incoming transfers (its thread 0, else its
    /// lowest thread).
    target_loc: Vec<Option<LocationId>>,
    /// Per location: incoming transfers by time.
    incoming: Vec<Vec<Incoming>>,
}

impl RmaIndex {
    /// Read every stream of `src` once and collect the transfers per target, or `None` when
    /// the definitions have no window or PGAS memory (no transfer can be recorded). Streams
    /// that cannot be read keep what was read; the walk reports their errors.
    pub(crate) fn build(src: &dyn TraceSource) -> Option<RmaIndex> {
        let defs = src.defs();
        if !defs.comms.iter().any(|c| c.kind.is_window()) {
            return None;
        }
        let mut index = RmaIndex {
            target_loc: target_locations(defs),
            incoming: vec![Vec::new(); defs.locations.len()],
        };
        for i in 0..defs.locations.len() {
            let origin = LocationId(i as u32);
            let Ok(mut stream) = src.events(origin) else {
                continue;
            };
            let mut seq = 0u32;
            while let Ok(Some(ev)) = stream.next_event() {
                if let EventKind::Rma {
                    op, target, bytes, ..
                } = ev.kind
                {
                    if let Some(t) = index.target(target) {
                        index.incoming[t.index()]
                            .push(Incoming::new(ev.time, origin, seq, op, bytes));
                    }
                    seq = seq.wrapping_add(1);
                }
            }
        }
        for v in &mut index.incoming {
            v.sort_unstable_by_key(|x| (x.time, x.origin.0, x.seq));
            v.shrink_to_fit();
        }
        Some(index)
    }

    /// The location where transfers to `rank` end, if the rank has one.
    pub(crate) fn target(&self, rank: Rank) -> Option<LocationId> {
        self.target_loc.get(rank as usize).copied().flatten()
    }

    /// The transfers arriving at `loc`, by time.
    pub(crate) fn incoming(&self, loc: LocationId) -> &[Incoming] {
        self.incoming.get(loc.index()).map_or(&[], |v| v.as_slice())
    }
}

/// Per rank, its location with the lowest thread number.
fn target_locations(defs: &Defs) -> Vec<Option<LocationId>> {
    let n = defs
        .locations
        .iter()
        .map(|l| l.rank as usize + 1)
        .max()
        .unwrap_or(0);
    let mut best: Vec<Option<(u32, LocationId)>> = vec![None; n];
    for (i, l) in defs.locations.iter().enumerate() {
        let slot = &mut best[l.rank as usize];
        if slot.is_none_or(|(t, _)| l.thread < t) {
            *slot = Some((l.thread, LocationId(i as u32)));
        }
    }
    best.into_iter().map(|b| b.map(|(_, l)| l)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use ppw_event::{CommKind, RequestId, TraceBuilder};

    #[test]
    fn entries_stay_small_and_keep_op_and_bytes() {
        assert_eq!(std::mem::size_of::<Incoming>(), 24);
        let x = Incoming::new(5, LocationId(3), 7, RmaOp::Accumulate, 1 << 40);
        assert_eq!((x.op(), x.bytes()), (RmaOp::Accumulate, 1 << 40));
        let y = Incoming::new(5, LocationId(3), 7, RmaOp::Get, u64::MAX);
        assert_eq!((y.op(), y.bytes()), (RmaOp::Get, BYTES_MAX));
    }

    #[test]
    fn transfers_arrive_at_the_targets_first_thread_in_time_order() {
        let mut b = TraceBuilder::new(2);
        let mem = b.comm_of_kind("memory", CommKind::Memory, &[0, 1]);
        let rma = |op, target, bytes| EventKind::Rma {
            op,
            comm: mem,
            target,
            bytes,
            request: RequestId::NONE,
        };
        b.thread(1, 1).enter(0, "w").exit(1);
        b.rank(1).event(30, rma(RmaOp::Get, 0, 4));
        b.rank(0)
            .event(20, rma(RmaOp::Put, 1, 8))
            .event(10, rma(RmaOp::Atomic, 1, 8))
            .event(15, rma(RmaOp::Put, 9, 8));
        let t = b.build();
        let idx = RmaIndex::build(&t).expect("a memory comm exists");
        let r1 = idx.target(1).expect("rank 1 has a location");
        assert_eq!(t.defs.locations[r1.index()].thread, 0);
        let inc = idx.incoming(r1);
        assert_eq!(inc.iter().map(|x| x.time).collect::<Vec<_>>(), [10, 20]);
        // Numbered in stream order on the origin, also the transfer to an unknown rank.
        assert_eq!(inc[0].seq, 1);
        assert_eq!(inc[1].seq, 0);
        assert_ne!(inc[0].flow(), inc[1].flow());
        assert_eq!(idx.incoming.iter().map(Vec::len).sum::<usize>(), 3);
    }

    #[test]
    fn no_window_no_pass() {
        let mut b = TraceBuilder::new(1);
        b.rank(0).enter(0, "main").exit(5);
        assert!(RmaIndex::build(&b.build()).is_none());
    }
}
