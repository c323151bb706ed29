//! Wait for Progress (PGAS, seed 003 Section 4): a get, atomic or accumulate of a PGAS model
//! (ARMCI, SHMEM) that starts while every thread of the target is outside the parallel
//! libraries and finishes only after the target calls one: `that call's enter - call enter`.

use super::*;

static META: Meta = Meta {
    id: "wait_for_progress",
    name: "Wait for Progress (PGAS)",
    parent: "mpi_rma_comm",
    scalasca: "",
    description: "Time a one-sided transfer of a PGAS model that needs the \
                  target's participation (get, atomic, accumulate) waits for the \
                  target to call the communication library: when the target is \
                  outside every parallel-model call when the transfer starts and \
                  the transfer ends after the target's next such call began, \
                  that call's enter - the transfer's enter.",
    hint: "The target computes without calling the communication library, and \
           this implementation serves remote requests only inside it: let the \
           target poll now and then in long computations (e.g. ARMCI_Probe / a \
           cheap shmem_test / MPI_Iprobe), or enable the library's progress \
           thread (ARMCI-MPI: ARMCI_PROGRESS_THREAD=1 with MPI_THREAD_MULTIPLE).",
    culprit: "the target that was busy computing",
    finding: true,
    role: Role::Waiting,
};

/// The pattern.
pub(crate) struct PgasWaitForProgress;

impl Pattern for PgasWaitForProgress {
    fn meta(&self) -> &'static Meta {
        &META
    }
    fn interest(&self) -> Interest {
        Interest::RMA_OP
    }
    fn detector(&self) -> Box<dyn Detector> {
        Box::new(Det)
    }
}

struct Det;

impl Detector for Det {
    fn on_rma_op(&mut self, cx: &Cx<'_>, o: &RmaOpRec, out: &mut Out<'_>) {
        if !o.pgas || o.wait != OpWait::Progress {
            return;
        }
        let call = cx.call(o.call);
        let wait = wait_in_call(call, o.wait_until);
        out.hit_on(call.node, wait, o.wait_loc, call.enter, o.win);
    }
}
