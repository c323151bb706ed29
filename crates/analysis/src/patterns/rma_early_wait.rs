//! Early Wait: a target's MPI_Win_wait waits for the last matching MPI_Win_complete of its
//! origins: `min(last complete enter, wait exit) - wait enter`.

use super::*;

static META: Meta = Meta {
    id: "rma_early_wait",
    name: "Early Wait",
    parent: "mpi_rma_sync",
    scalasca: "mpi_rma_early_wait",
    description: "Time a target spends in MPI_Win_wait until the last origin of \
                  its exposure epoch has entered MPI_Win_complete: min(latest \
                  complete enter, wait exit) - wait enter.",
    hint: "The target closes its exposure epoch before the origins are done: \
           give the target work between MPI_Win_post and MPI_Win_wait (post \
           early, wait late), or poll with MPI_Win_test while computing.",
    culprit: "the origin that completed last",
    finding: true,
    role: Role::Waiting,
};

/// The pattern.
pub(crate) struct EarlyWait;

impl Pattern for EarlyWait {
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
        let wait = s.partner_time.min(call.exit).saturating_sub(call.enter);
        out.hit_on(call.node, wait, s.partner_loc, call.enter, s.win);
    }
}
