//! Wait on Lock (PGAS, thesis Fig. 4-7a and Table 5-2): `shmem_set_lock` (ARMCI_Lock,
//! `upc_lock`) waits while another process holds the lock: `that process's release - call
//! enter` (the same lock epochs as MPI's Lock Contention, keyed by the lock variable).

use super::*;

static META: Meta = Meta {
    id: "wait_on_lock",
    name: "Wait on Lock",
    parent: "mpi_rma_sync",
    scalasca: "",
    description: "Time spent in a lock call of a PGAS model (shmem_set_lock, \
                  ARMCI_Lock, upc_lock) while another process held the same \
                  lock: that process's release (the enter of its unlock) - the \
                  call's enter, when the call was still running then.",
    hint: "Processes queue for the same lock: hold it for less time (prepare \
           the update before locking, release right after it), split the \
           protected data over several locks, or replace lock-protected \
           updates by atomic operations (fetch-add, compare-and-swap).",
    culprit: "the process that held the lock",
    finding: true,
    role: Role::Waiting,
};

/// The pattern.
pub(crate) struct WaitOnLock;

impl Pattern for WaitOnLock {
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
        if !s.pgas || s.kind != RmaSyncKind::Lock(LockOp::Request) || s.partner_loc == NONE {
            return;
        }
        let call = cx.call(s.call);
        let wait = wait_in_call(call, s.partner_time);
        out.hit_on(call.node, wait, s.partner_loc, call.enter, s.win);
    }
}
