//! Late Complete: the part of an Early Wait after the origins' last transfer into the target:
//! `min(last complete enter, wait exit) - max(last transfer, wait enter)`.

use super::*;

static META: Meta = Meta {
    id: "rma_late_complete",
    name: "Late Complete",
    parent: "rma_early_wait",
    scalasca: "mpi_rma_late_complete",
    description: "Part of Early Wait after the origins' last transfer into this \
                  target: min(latest complete enter, wait exit) - max(last \
                  transfer start, wait enter): the origins had finished \
                  transferring but closed their access epochs late.",
    hint: "The origins call MPI_Win_complete late, after other work: close the \
           access epoch right after the last transfer (MPI_Win_complete first, \
           then the origin's unrelated computation).",
    culprit: "the origin that completed last",
    finding: true,
    role: Role::Waiting,
};

/// The pattern.
pub(crate) struct LateComplete;

impl Pattern for LateComplete {
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
        if s.kind != RmaSyncKind::Gats(GatsRole::Wait) || s.partner_loc == NONE {
            return;
        }
        let call = cx.call(s.call);
        let until = s.partner_time.min(call.exit);
        if until <= call.enter {
            return;
        }
        let late = until.saturating_sub(s.last_rma.max(call.enter));
        out.hit_on(call.node, late, s.partner_loc, until - late, s.win);
    }
}
