//! Wait at Window Create: time in a collective window creation (MPI_Win_create,
//! MPI_Win_allocate, ...) until the last member enters it: `min(latest begin, own end) - own
//! begin`, if the members' calls overlap (Scalasca's rule for RMA collectives).

use super::*;

static META: Meta = Meta {
    id: "rma_wait_at_create",
    name: "Wait at Window Create",
    parent: "mpi_win_mgmt",
    scalasca: "mpi_rma_wait_at_create",
    description: "Time spent in the collective creation of an MPI window \
                  (MPI_Win_create, MPI_Win_allocate, MPI_Win_allocate_shared, \
                  MPI_Win_create_dynamic) until the last member of the window's \
                  group enters the call: min(latest begin, own end) - own begin, \
                  counted only when every member was still inside when the last \
                  one entered.",
    hint: "Load imbalance before the window creation: the members that arrive \
           last decide when everyone can go on. Create windows once, early, \
           outside the imbalanced phase (reuse them instead of creating and \
           freeing them repeatedly), or balance the work before the creation.",
    culprit: "the last rank to create the window",
    finding: true,
    role: Role::Waiting,
};

/// The pattern.
pub(crate) struct WaitAtCreate;

impl Pattern for WaitAtCreate {
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
        if s.kind != RmaSyncKind::Create {
            return;
        }
        if let Some((wait, begin, node, who)) = window_group_wait(cx, s) {
            out.hit_on(node, wait, who, begin, s.win);
        }
    }
}
