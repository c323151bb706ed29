//! Early Reduce: the root of an N-to-1 collective waits for the contributions.
//!
//! For Reduce, Gather(v) (and their non-blocking forms), on the root if it receives data:
//! `wait = min(latest begin of the ranks that send data, own end) - own begin`. Scalasca 2.6
//! waits for the *latest* sender (not the first), and so does ppw.

use super::*;
use ppw_event::CollKind;

/// The pattern.
pub(crate) struct EarlyReduce;

static META: Meta = Meta {
    id: "early_reduce",
    name: "Early Reduce",
    parent: "mpi_collective",
    scalasca: "mpi_earlyreduce",
    description: "Time the root of an n-to-1 collective (Reduce, Gather[v]) waits because it \
                  entered before the last contributor: min(latest sender begin, root end) - \
                  root begin.",
    hint: "The root arrives early: do more of its local work before the reduction, balance \
           the contributors' work, or overlap with MPI_Ireduce.",
    culprit: "the last contributor",
    finding: true,
    role: Role::Waiting,
};

impl Pattern for EarlyReduce {
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
        if c.kind != CollKind::AllToOne
            || c.root != cx.me.rank
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
    use ppw_event::{CommId, TraceBuilder};

    #[test]
    fn root_waits_for_the_latest_sender() {
        let mut b = TraceBuilder::new(3);
        let w = CommId(0);
        b.rank(0)
            .enter(0, "main")
            .coll_call("MPI_Reduce", 10, 410, w, 0, 8)
            .exit(500);
        b.rank(1)
            .enter(0, "main")
            .coll_call("MPI_Reduce", 200, 210, w, 0, 8)
            .exit(500);
        b.rank(2)
            .enter(0, "main")
            .coll_call("MPI_Reduce", 400, 405, w, 0, 8)
            .exit(500);
        let a = analyze_mem(&b.build());
        expect(&a, "early_reduce", &[(0, "main/MPI_Reduce", 390)]);
        only(&a, &["early_reduce"]);
    }
}
