//! Lock Contention (communication): with locks acquired lazily, a transfer of a passive-target
//! epoch waits for the previous holder of a conflicting lock to release it.

use super::*;

static META: Meta = Meta {
    id: "rma_comm_lock_competition",
    name: "Lock Contention in transfers",
    parent: "mpi_rma_comm",
    scalasca: "mpi_rma_comm_lock_competition",
    description: "Time a one-sided transfer spends waiting for a lock held by \
                  another origin (the implementation acquired the lock lazily, \
                  at the first transfer): the previous conflicting holder's \
                  release - transfer call enter.",
    hint: "Several origins lock the same target's window exclusively at the same \
           time: shorten the locked epochs (lock, transfer, unlock promptly; \
           compute outside the epoch), use shared locks (MPI_LOCK_SHARED) when \
           the transfers do not conflict, or flush (MPI_Win_flush) inside one \
           long lock_all epoch instead of locking and unlocking repeatedly.",
    culprit: "the rank that held the lock",
    finding: true,
    role: Role::Waiting,
};

/// The pattern.
pub(crate) struct CommLockCompetition;

impl Pattern for CommLockCompetition {
    fn meta(&self) -> &'static Meta {
        &META
    }
    fn interest(&self) -> Interest {
        Interest::RMA_OP
    }
    fn detector(&self) -> Box<dyn Detector> {
        Box::new(TransferWait(OpWait::Lock))
    }
}
