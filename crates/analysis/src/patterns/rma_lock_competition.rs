//! Lock Contention (synchronization): MPI_Win_lock (or, with locks acquired lazily, the
//! unlock or a flush of the epoch) waits for the previous holder of a conflicting lock on the
//! same target to release it: `release - call enter`.

use super::*;

static META: Meta = Meta {
    id: "rma_lock_competition",
    name: "Lock Contention",
    parent: "mpi_rma_sync",
    scalasca: "mpi_rma_sync_lock_competition",
    description: "Time spent in MPI_Win_lock (or MPI_Win_unlock / MPI_Win_flush, \
                  when the lock is acquired lazily) waiting for another origin's \
                  conflicting lock on the same target to be released: that \
                  release - the call's enter, when the call was still running \
                  then. Exclusive locks conflict with every other lock, shared \
                  locks with exclusive ones.",
    hint: "Several origins lock the same target's window exclusively at the same \
           time: keep locked epochs short (lock, transfer, unlock; compute \
           outside), use MPI_LOCK_SHARED when the transfers do not conflict \
           (accumulates are atomic per element), spread the locks over different \
           targets, or replace repeated lock/unlock by one MPI_Win_lock_all \
           epoch with MPI_Win_flush.",
    culprit: "the rank that held the lock",
    finding: true,
    role: Role::Waiting,
};

/// The pattern.
pub(crate) struct LockCompetition;

impl Pattern for LockCompetition {
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
        if s.pgas {
            return; // wait_on_lock and wait_for_progress
        }
        let passive = matches!(
            s.kind,
            RmaSyncKind::Lock(LockOp::Request)
                | RmaSyncKind::Lock(LockOp::Release)
                | RmaSyncKind::Flush
        );
        if !passive || s.partner_loc == NONE {
            return;
        }
        let call = cx.call(s.call);
        let wait = wait_in_call(call, s.partner_time);
        out.hit_on(call.node, wait, s.partner_loc, call.enter, s.win);
    }
}
