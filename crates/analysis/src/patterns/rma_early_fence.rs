//! Early Fence: the part of a Wait at Fence spent waiting for one-sided transfers into this
//! location: when the last transfer of the closed epoch into this location started after this
//! fence was entered (and before it ended), `last transfer - fence enter`.

use super::*;

static META: Meta = Meta {
    id: "rma_early_fence",
    name: "Early Fence",
    parent: "rma_wait_at_fence",
    scalasca: "mpi_rma_early_fence",
    description: "Time spent in MPI_Win_fence waiting for outstanding one-sided \
                  transfers to this location: when this fence waits (Wait at \
                  Fence) and the last transfer of the closing epoch into this \
                  location starts inside it, last transfer start - fence enter.",
    hint: "The epoch's transfers into this rank are issued late by their origin: \
           issue puts and gets as soon as the data is ready, or give this rank \
           work to do before the fence so that it does not sit in the fence \
           while the data arrives.",
    culprit: "the rank whose transfer came last",
    finding: true,
    role: Role::Waiting,
};

/// The pattern.
pub(crate) struct EarlyFence;

impl Pattern for EarlyFence {
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
        if s.kind != RmaSyncKind::Fence || s.partner_loc == NONE {
            return;
        }
        let Some((wait, _, node, _)) = window_group_wait(cx, s) else {
            return;
        };
        let call = cx.call(s.call);
        if wait > 0 && s.last_rma > call.enter && s.last_rma <= call.exit {
            out.hit_on(
                node,
                s.last_rma - call.enter,
                s.partner_loc,
                call.enter,
                s.win,
            );
        }
    }
}
