//! Late Post (communication): a one-sided transfer of an access epoch whose MPI_Win_start
//! returned at once waits in the transfer call for its target's MPI_Win_post.

use super::*;

static META: Meta = Meta {
    id: "rma_comm_late_post",
    name: "Late Post in transfers",
    parent: "mpi_rma_comm",
    scalasca: "mpi_rma_comm_late_post",
    description: "Time a one-sided transfer (MPI_Put, MPI_Get, MPI_Accumulate, \
                  ...) of a general active target epoch waits for its target's \
                  MPI_Win_post, when MPI_Win_start returned before the post: \
                  target post enter - transfer call enter, when the post comes \
                  while the call runs.",
    hint: "The target opens its exposure epoch late: call MPI_Win_post earlier \
           on the target, or move independent work of the origin between \
           MPI_Win_start and the transfer.",
    culprit: "the target whose post came late",
    finding: true,
    role: Role::Waiting,
};

/// The pattern.
pub(crate) struct CommLatePost;

impl Pattern for CommLatePost {
    fn meta(&self) -> &'static Meta {
        &META
    }
    fn interest(&self) -> Interest {
        Interest::RMA_OP
    }
    fn detector(&self) -> Box<dyn Detector> {
        Box::new(TransferWait(OpWait::LatePost))
    }
}
