//! Wait for Progress (communication): a transfer that needs the target (get, accumulate,
//! atomic) starts while the target is outside MPI and finishes only after the target enters
//! MPI again (seed 003, Section 4).

use super::*;

static META: Meta = Meta {
    id: "rma_comm_wait_for_progress",
    name: "Wait for Progress in transfers",
    parent: "mpi_rma_comm",
    scalasca: "mpi_rma_comm_wait_for_progress",
    description: "Time a one-sided transfer that needs the target's \
                  participation (MPI_Get, MPI_Accumulate, atomics) waits for the \
                  target to enter an MPI call that lets the request progress: \
                  when every thread of the target is outside MPI when the call \
                  starts and the call ends after the target's next MPI call \
                  began, that MPI call's enter - the transfer call's enter.",
    hint: "The target computes without calling MPI, so the one-sided request \
           cannot progress: let the target call MPI now and then in long \
           computations (e.g. MPI_Iprobe or MPI_Test), use windows from \
           MPI_Win_allocate (which the network can serve without the target), or \
           enable an asynchronous progress thread of the MPI library.",
    culprit: "the target that was busy outside MPI",
    finding: true,
    role: Role::Waiting,
};

/// The pattern.
pub(crate) struct CommWaitForProgress;

impl Pattern for CommWaitForProgress {
    fn meta(&self) -> &'static Meta {
        &META
    }
    fn interest(&self) -> Interest {
        Interest::RMA_OP
    }
    fn detector(&self) -> Box<dyn Detector> {
        Box::new(TransferWait(OpWait::Progress))
    }
}
