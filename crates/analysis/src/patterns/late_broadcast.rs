//! Late Broadcast: non-root ranks of a 1-to-N collective wait for the root.
//!
//! For Bcast, Scatter(v) (and their non-blocking forms), on non-root ranks that receive data:
//! `wait = min(root begin, own end) - own begin`.

use super::*;
use ppw_event::CollKind;

/// The pattern.
pub(crate) struct LateBroadcast;

static META: Meta = Meta {
    id: "late_broadcast",
    name: "Late Broadcast",
    parent: "mpi_collective",
    scalasca: "mpi_latebroadcast",
    description: "Time non-root ranks of a 1-to-n collective (Bcast, Scatter[v]) wait for the \
                  root to enter: min(root begin, own end) - own begin.",
    hint: "The root arrives late: give it less work before the broadcast (or move its \
           independent work after it), or use MPI_Ibcast and let the receivers work meanwhile.",
    culprit: "the root",
    finding: true,
    role: Role::Waiting,
};

impl Pattern for LateBroadcast {
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
        if c.kind != CollKind::OneToAll
            || c.root == cx.me.rank
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
    fn receivers_wait_for_the_root() {
        let mut b = TraceBuilder::new(3);
        let w = CommId(0);
        b.rank(0)
            .enter(0, "main")
            .coll_call("MPI_Bcast", 300, 310, w, 0, 8)
            .exit(500);
        b.rank(1)
            .enter(0, "main")
            .coll_call("MPI_Bcast", 100, 320, w, 0, 8)
            .exit(500);
        b.rank(2)
            .enter(0, "main")
            .coll_call("MPI_Bcast", 350, 360, w, 0, 8)
            .exit(500);
        let a = analyze_mem(&b.build());
        expect(&a, "late_broadcast", &[(1, "main/MPI_Bcast", 200)]);
    }
}
