//! Wait at Fence: time in MPI_Win_fence until the last member of the window enters it:
//! `min(latest begin, own end) - own begin`, if the members' calls overlap.

use super::*;

static META: Meta = Meta {
    id: "rma_wait_at_fence",
    name: "Wait at Fence",
    parent: "mpi_rma_sync",
    scalasca: "mpi_rma_wait_at_fence",
    description: "Time spent in MPI_Win_fence until the last member of the \
                  window's group enters the fence: min(latest begin, own end) - \
                  own begin, counted only when every member was still inside \
                  when the last one entered (a fence that did not synchronize is \
                  not a wait).",
    hint: "Load imbalance before the fence, or a fence that synchronizes more \
           ranks than communicate: balance the work of the epoch, and where only \
           some ranks exchange data use general active target synchronization \
           (MPI_Win_post/start/complete/wait) with exactly those partners \
           instead of a fence over the whole window.",
    culprit: "the last rank to reach the fence",
    finding: true,
    role: Role::Waiting,
};

/// The pattern.
pub(crate) struct WaitAtFence;

impl Pattern for WaitAtFence {
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
        if s.kind != RmaSyncKind::Fence {
            return;
        }
        if let Some((wait, begin, node, who)) = window_group_wait(cx, s) {
            out.hit_on(node, wait, who, begin, s.win);
        }
    }
}
