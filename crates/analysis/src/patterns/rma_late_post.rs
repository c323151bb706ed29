//! Late Post (synchronization): an origin's MPI_Win_start (or, when the start returned at
//! once, its MPI_Win_complete) waits for the last matching MPI_Win_post of its targets:
//! `last post - call enter` when the post came while the call was running.

use super::*;

static META: Meta = Meta {
    id: "rma_late_post",
    name: "Late Post",
    parent: "mpi_rma_sync",
    scalasca: "mpi_rma_sync_late_post",
    description: "Time an origin spends in MPI_Win_start or MPI_Win_complete \
                  waiting for the exposure epochs of its targets to open: the \
                  latest matching MPI_Win_post enter of the access group's \
                  targets - the call's enter, when that post comes while the \
                  call runs.",
    hint: "The targets open their exposure epochs late: call MPI_Win_post as \
           early as the window's memory may be accessed (before the target's own \
           computation, not after it), or give the origin other work between \
           MPI_Win_start and its first transfer.",
    culprit: "the target whose post came last",
    finding: true,
    role: Role::Waiting,
};

/// The pattern.
pub(crate) struct LatePost;

impl Pattern for LatePost {
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
        let origin_side = matches!(
            s.kind,
            RmaSyncKind::Gats(GatsRole::Start) | RmaSyncKind::Gats(GatsRole::Complete)
        );
        if !origin_side || s.partner_loc == NONE {
            return;
        }
        let call = cx.call(s.call);
        let wait = wait_in_call(call, s.partner_time);
        out.hit_on(call.node, wait, s.partner_loc, call.enter, s.win);
    }
}
