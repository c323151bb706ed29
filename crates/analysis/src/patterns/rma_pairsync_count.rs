//! Pair-wise one-sided synchronizations: per synchronization that closes an epoch, the number
//! of other processes it (potentially) waits for: the other members of the window at a fence,
//! the group of an MPI_Win_complete or MPI_Win_wait.

use super::*;

static META: Meta = Meta {
    id: "rma_pairsync_count",
    name: "Pair-wise RMA synchronizations",
    parent: "",
    scalasca: "mpi_rma_pairsync_count",
    description: "Number of remote processes a one-sided synchronization that \
                  closes an epoch potentially waits for: the other members of \
                  the window at MPI_Win_fence, the access group at \
                  MPI_Win_complete, the exposure group at MPI_Win_wait. A count, \
                  not time.",
    hint: "Many pair-wise synchronizations mean tightly coupled processes: check \
           whether every process needs to synchronize with every other one at \
           the end of each epoch.",
    culprit: "",
    finding: false,
    role: Role::Count,
};

/// The pattern.
pub(crate) struct PairsyncCount;

impl Pattern for PairsyncCount {
    fn meta(&self) -> &'static Meta {
        &META
    }
    fn interest(&self) -> Interest {
        Interest::RMA_SYNC
    }
    fn detector(&self) -> Box<dyn Detector> {
        Box::new(Det)
    }
}

struct Det;

impl Detector for Det {
    fn on_rma_sync(&mut self, cx: &Cx<'_>, s: &RmaSyncRec, out: &mut Out<'_>) {
        if s.kind.closes_active_epoch() {
            let call = cx.call(s.call);
            out.hit_on(call.node, u64::from(s.group_size), NONE, call.enter, s.win);
        }
    }
}
