//! N x N Completion: time in an n-to-n collective after the first rank has left it.
//!
//! `completion = own end - max(earliest end, latest begin)`, over participants that both send
//! and receive data; Alltoallv/w are skipped.

use super::*;
use ppw_event::CollKind;

/// The pattern.
pub(crate) struct NxnCompletion;

static META: Meta = Meta {
    id: "nxn_completion",
    name: "N x N Completion",
    parent: "mpi_collective",
    scalasca: "mpi_nxn_completion",
    description: "Time spent in an n-to-n collective after the first rank has left it: own end \
                  - max(earliest end, latest begin), for ranks that send and receive data.",
    hint: "Time to finish the collective once everyone arrived is MPI or network overhead: \
           check message sizes, the collective algorithm, and noise on the ranks that leave \
           last.",
    culprit: "the MPI library or the network",
    finding: true,
    role: Role::Completion,
};

impl Pattern for NxnCompletion {
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
            || !c.has(COLL_SENT)
            || !c.has(COLL_RECEIVED)
            || c.wait_for_loc == NONE
        {
            return;
        }
        let (start, end, node) = cx.coll_window(c);
        let from = cx.earliest_end[c.instance as usize]
            .max(c.wait_for)
            .max(start);
        out.hit(node, end.saturating_sub(from), NONE, from);
    }
}
