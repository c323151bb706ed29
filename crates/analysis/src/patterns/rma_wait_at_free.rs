//! Wait at Window Free: time in MPI_Win_free until the last member enters it (the same rule as
//! Wait at Window Create).

use super::*;

static META: Meta = Meta {
    id: "rma_wait_at_free",
    name: "Wait at Window Free",
    parent: "mpi_win_mgmt",
    scalasca: "mpi_rma_wait_at_free",
    description: "Time spent in MPI_Win_free until the last member of the \
                  window's group enters the call: min(latest begin, own end) - \
                  own begin, counted only when every member was still inside \
                  when the last one entered.",
    hint: "Load imbalance before the window release: free windows at the end of \
           the run, or keep them for the next phase instead of freeing and \
           creating them again.",
    culprit: "the last rank to free the window",
    finding: true,
    role: Role::Waiting,
};

/// The pattern.
pub(crate) struct WaitAtFree;

impl Pattern for WaitAtFree {
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
        if s.kind != RmaSyncKind::Free {
            return;
        }
        if let Some((wait, begin, node, who)) = window_group_wait(cx, s) {
            out.hit_on(node, wait, who, begin, s.win);
        }
    }
}
