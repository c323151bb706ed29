//! Barrier Completion: time in a barrier after the first rank has left it.
//!
//! `completion = own end - max(earliest end, latest begin)` over the communicator (for a
//! non-blocking barrier, the completing call's exit, and not before that call's enter).

use super::*;
use ppw_event::CollKind;

/// The pattern.
pub(crate) struct BarrierCompletion;

static META: Meta = Meta {
    id: "barrier_completion",
    name: "Barrier Completion",
    parent: "mpi_sync",
    scalasca: "mpi_barrier_completion",
    description: "Time spent in MPI_Barrier after the first rank has left it: own end - \
                  max(earliest end, latest begin).",
    hint: "Time to get out of the barrier once everyone arrived is MPI or system overhead: \
           look for oversubscribed cores or noise on the ranks that leave last.",
    culprit: "the MPI library or the system",
    finding: true,
    role: Role::Completion,
};

impl Pattern for BarrierCompletion {
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
        let from = cx.earliest_end[c.instance as usize]
            .max(c.wait_for)
            .max(start);
        out.hit(node, end.saturating_sub(from), NONE, from);
    }
}
