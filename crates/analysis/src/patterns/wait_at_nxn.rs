//! Wait at N x N: time in an all-to-all collective before the last rank arrives.
//!
//! For Allreduce, Allgather(v), Alltoall and Reduce_scatter(_block) (and their non-blocking
//! forms): `wait = min(latest begin of ranks that send data, own end) - own begin`, on ranks
//! that receive data. Like Scalasca, Alltoallv/Alltoallw are not analysed (their counts may be
//! zero for some pairs, so they need not synchronize), and zero-byte participants neither wait
//! nor count as the latest.

use super::*;
use ppw_event::CollKind;

/// The pattern.
pub(crate) struct WaitAtNxn;

static META: Meta = Meta {
    id: "wait_at_nxn",
    name: "Wait at N x N",
    parent: "mpi_collective",
    scalasca: "mpi_wait_nxn",
    description: "Time spent in an n-to-n collective (Allreduce, Allgather[v], Alltoall, \
                  Reduce_scatter[_block]) until the last rank has entered it: min(latest begin, \
                  own end) - own begin. Alltoallv/w and zero-byte participants are skipped.",
    hint: "Load imbalance before the collective: balance the work of the ranks that arrive \
           last, or overlap the wait with independent work using the non-blocking form \
           (MPI_Iallreduce, ...).",
    culprit: "the last rank to arrive",
    finding: true,
    role: Role::Waiting,
};

impl Pattern for WaitAtNxn {
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
        if c.kind != CollKind::AllToAll
            || c.has(COLL_VECTOR)
            || !c.has(COLL_RECEIVED)
            || c.wait_for_loc == NONE
        {
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
    fn allreduce_waits_for_the_last_rank() {
        let mut b = TraceBuilder::new(3);
        let w = CommId(0);
        b.rank(0)
            .enter(0, "main")
            .coll_call("MPI_Allreduce", 10, 410, w, NO_RANK, 8)
            .exit(500);
        b.rank(1)
            .enter(0, "main")
            .coll_call("MPI_Allreduce", 400, 405, w, NO_RANK, 8)
            .exit(500);
        b.rank(2)
            .enter(0, "main")
            .coll_call("MPI_Allreduce", 200, 408, w, NO_RANK, 8)
            .exit(500);
        let a = analyze_mem(&b.build());
        expect(
            &a,
            "wait_at_nxn",
            &[
                (0, "main/MPI_Allreduce", 390),
                (2, "main/MPI_Allreduce", 200),
            ],
        );
        // Completion: end - max(earliest end 405, latest begin 400).
        expect(
            &a,
            "nxn_completion",
            &[(0, "main/MPI_Allreduce", 5), (2, "main/MPI_Allreduce", 3)],
        );
    }

    #[test]
    fn alltoallv_and_zero_bytes_are_skipped() {
        let mut b = TraceBuilder::new(2);
        let w = CommId(0);
        b.rank(0)
            .enter(0, "main")
            .coll_call("MPI_Alltoallv", 10, 100, w, NO_RANK, 8)
            .coll_call("MPI_Allreduce", 110, 200, w, NO_RANK, 0)
            .exit(500);
        b.rank(1)
            .enter(0, "main")
            .coll_call("MPI_Alltoallv", 90, 100, w, NO_RANK, 8)
            .coll_call("MPI_Allreduce", 190, 200, w, NO_RANK, 0)
            .exit(500);
        let a = analyze_mem(&b.build());
        only(&a, &[]);
    }

    #[test]
    fn iallreduce_waits_in_its_completion() {
        let mut b = TraceBuilder::new(2);
        let w = CommId(0);
        b.rank(0)
            .enter(0, "main")
            .enter(10, "MPI_Iallreduce")
            .collective(10, w, NO_RANK, 8, 8)
            .exit(12)
            .enter(20, "compute")
            .exit(100)
            .enter(100, "MPI_Wait")
            .complete(400, 1)
            .exit(400)
            .exit(500);
        b.rank(1)
            .enter(0, "main")
            .coll_call("MPI_Allreduce", 350, 400, w, NO_RANK, 8)
            .exit(500);
        let mut t = b.build();
        with_request(&mut t, 0, 0, 1);
        let a = analyze_mem(&t);
        expect(&a, "wait_at_nxn", &[(0, "main/MPI_Wait", 250)]);
    }
}
