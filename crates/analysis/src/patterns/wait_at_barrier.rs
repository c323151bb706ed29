//! Wait at Barrier: time in a barrier before the last rank arrives.
//!
//! `wait = min(latest begin, own end) - own begin` over the barrier's communicator. For
//! `MPI_Ibarrier` the wait is measured in the call that completes it:
//! `min(latest begin, exit) - enter` of that call.

use super::*;
use ppw_event::CollKind;

/// The pattern.
pub(crate) struct WaitAtBarrier;

static META: Meta = Meta {
    id: "wait_at_barrier",
    name: "Wait at Barrier",
    parent: "mpi_sync",
    scalasca: "mpi_barrier_wait",
    description: "Time spent in MPI_Barrier (or completing MPI_Ibarrier) until the last rank \
                  of the communicator has entered it: min(latest begin, own end) - own begin.",
    hint: "Load imbalance before the barrier: move work from the ranks that arrive last to \
           those that wait, or drop the barrier if nothing depends on it (point-to-point \
           synchronization with the ranks that really depend on each other often suffices).",
    culprit: "the last rank to arrive",
    finding: true,
    role: Role::Waiting,
};

impl Pattern for WaitAtBarrier {
    fn meta(&self) -> &'static Meta {
        &META
    }
    fn interest(&self) -> Interest {
        Interest::COLLECTIVE
    }
    fn detector(&self) -> Box<dyn Detector> {
        Box::new(Det)
    }
}

struct Det;

impl Detector for Det {
    fn on_collective(&mut self, cx: &Cx<'_>, c: &CollRec, out: &mut Out<'_>) {
        if c.kind != CollKind::Barrier || c.has(COLL_WINDOW) || c.wait_for_loc == NONE {
            return;
        }
        let (start, end, node) = cx.coll_window(c);
        out.hit(
            node,
            c.wait_for.min(end).saturating_sub(start),
            c.wait_for_loc,
            start,
        );
    }
}

#[cfg(test)]
mod tests {
    use crate::patterns::testing::*;
    use ppw_event::{CommId, TraceBuilder, NO_RANK};

    #[test]
    fn barrier_waits_for_the_last_rank() {
        let mut b = TraceBuilder::new(3);
        b.rank(0).enter(0, "main").barrier(10, 305).exit(400);
        b.rank(1).enter(0, "main").barrier(100, 302).exit(400);
        b.rank(2).enter(0, "main").barrier(300, 301).exit(400);
        let a = analyze_mem(&b.build());
        expect(
            &a,
            "wait_at_barrier",
            &[(0, "main/MPI_Barrier", 290), (1, "main/MPI_Barrier", 200)],
        );
        // Completion: own end - max(earliest end 301, latest begin 300).
        expect(
            &a,
            "barrier_completion",
            &[(0, "main/MPI_Barrier", 4), (1, "main/MPI_Barrier", 1)],
        );
    }

    #[test]
    fn sub_communicator_barrier() {
        let mut b = TraceBuilder::new(4);
        let sub = b.comm("odd", &[1, 3]);
        for r in [0, 2] {
            b.rank(r).enter(0, "main").exit(400);
        }
        b.rank(1)
            .enter(0, "main")
            .coll_call("MPI_Barrier", 10, 200, sub, NO_RANK, 0)
            .exit(400);
        b.rank(3)
            .enter(0, "main")
            .coll_call("MPI_Barrier", 190, 200, sub, NO_RANK, 0)
            .exit(400);
        let a = analyze_mem(&b.build());
        expect(&a, "wait_at_barrier", &[(1, "main/MPI_Barrier", 180)]);
    }

    #[test]
    fn ibarrier_waits_in_its_completion() {
        let mut b = TraceBuilder::new(2);
        let w = CommId(0);
        b.rank(0)
            .enter(0, "main")
            .enter(10, "MPI_Ibarrier")
            .collective(10, w, NO_RANK, 0, 0)
            .exit(11)
            .enter(50, "MPI_Wait")
            .complete(300, 3)
            .exit(300)
            .exit(400);
        b.rank(1).enter(0, "main").barrier(250, 260).exit(400);
        let mut t = b.build();
        with_request(&mut t, 0, 0, 3);
        let a = analyze_mem(&t);
        // Rank 0 waits in MPI_Wait from 50 until rank 1 begins at 250.
        expect(&a, "wait_at_barrier", &[(0, "main/MPI_Wait", 200)]);
        let sync = a.rank_inclusive("mpi_sync", 0).unwrap();
        assert!((sync - 251e-9).abs() < 1e-12, "{sync}");
    }
}
