//! Competing Transfers (PGAS, thesis §4.1.2 and Table 5-2 "competing put/get"): a blocking
//! put or get into another process's memory takes longer while other processes transfer
//! into the same process: the part of the call during which their transfer calls ran.

use super::*;

static META: Meta = Meta {
    id: "competing_transfers",
    name: "Competing Transfers",
    parent: "mpi_rma_comm",
    scalasca: "",
    description: "Time of a put, get or atomic of a PGAS model into another \
                  process's memory during which transfers of other processes \
                  into the same target process were in progress: the overlap of \
                  the call with their transfer calls (at most the call's \
                  duration).",
    hint: "Several processes hammer one target at the same time: spread the \
           transfers over targets or over time (e.g. start each process with a \
           different target), aggregate them into fewer larger transfers, or use \
           non-blocking transfers (_nbi) and overlap them with computation.",
    culprit: "the process whose transfers competed most",
    finding: true,
    role: Role::Waiting,
};

/// The pattern.
pub(crate) struct CompetingTransfers;

impl Pattern for CompetingTransfers {
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
        if o.competing == 0 {
            return;
        }
        let call = cx.call(o.call);
        out.hit_on(call.node, o.competing, o.competing_loc, call.enter, o.win);
    }
}
