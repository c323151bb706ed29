//! Wait for Progress (synchronization): a passive-target synchronization (lock, unlock, flush)
//! starts while its target is outside MPI and ends only after the target enters MPI again:
//! `target's next MPI enter - call enter` (seed 003, Section 4; Scalasca defines it on
//! MPI_Win_lock/MPI_Win_unlock).

use super::*;

static META: Meta = Meta {
    id: "rma_wait_for_progress",
    name: "Wait for Progress",
    parent: "mpi_rma_sync",
    scalasca: "mpi_rma_sync_wait_for_progress",
    description: "Time spent in MPI_Win_lock, MPI_Win_unlock or MPI_Win_flush \
                  until the target enters an MPI call that lets the request \
                  progress: when every thread of the target is outside MPI when \
                  the call starts and the call ends after the target's next MPI \
                  call began, that MPI call's enter - the call's enter.",
    hint: "The target computes without calling MPI, so the passive-target \
           synchronization cannot progress: let the target call MPI now and then \
           in long computations (MPI_Iprobe or MPI_Test), prefer windows from \
           MPI_Win_allocate, or enable the MPI library's asynchronous progress.",
    culprit: "the target that was busy outside MPI",
    finding: true,
    role: Role::Waiting,
};

/// The pattern.
pub(crate) struct WaitForProgress;

impl Pattern for WaitForProgress {
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
        if s.progress_loc == NONE {
            return;
        }
        let call = cx.call(s.call);
        let wait = wait_in_call(call, s.progress);
        out.hit_on(call.node, wait, s.progress_loc, call.enter, s.win);
    }
}
