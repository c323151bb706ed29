//! Unneeded pair-wise one-sided synchronizations: those of an epoch's end with processes that
//! transferred nothing in the epoch (no transfer from that origin into this location at a
//! fence or MPI_Win_wait, none to that target at MPI_Win_complete).

use super::*;

static META: Meta = Meta {
    id: "rma_pairsync_unneeded",
    name: "Unneeded pair-wise RMA synchronizations",
    parent: "rma_pairsync_count",
    scalasca: "mpi_rma_pairsync_unneeded_count",
    description: "Of the pair-wise one-sided synchronizations, those with \
                  processes that had no one-sided transfer with this process in \
                  the closing epoch: the synchronization was not needed for \
                  consistency. A count, not time.",
    hint: "The epochs synchronize processes that do not communicate: replace \
           MPI_Win_fence by general active target synchronization with exactly \
           the communicating partners (MPI_Win_post/start with precise groups), \
           or narrow the post/start groups.",
    culprit: "",
    finding: false,
    role: Role::Count,
};

/// The pattern.
pub(crate) struct PairsyncUnneeded;

impl Pattern for PairsyncUnneeded {
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
            out.hit_on(
                call.node,
                u64::from(s.group_size.saturating_sub(s.partners)),
                NONE,
                call.enter,
                s.win,
            );
        }
    }
}
