//! Late Sender, wrong order, different source: the earlier-sent message came from another rank.

use super::*;

/// The pattern.
pub(crate) struct LswoDifferent;

static META: Meta = Meta {
    id: "lswo_different",
    name: "Wrong order, different source",
    parent: "late_sender_wrong_order",
    scalasca: "mpi_lswo_different",
    description: "Wrong-order Late Sender where the earlier-sent message came from a different \
                  source than the late one.",
    hint: "Receive from the sources in the order they send, or use MPI_ANY_SOURCE and handle \
           messages as they arrive.",
    culprit: "the sender of the late message",
    finding: false,
    role: Role::Waiting,
};

impl Pattern for LswoDifferent {
    fn meta(&self) -> &'static Meta {
        &META
    }
    fn interest(&self) -> Interest {
        Interest::WRONG_ORDER
    }
    fn detector(&self) -> Box<dyn Detector> {
        Box::new(Det)
    }
}

struct Det;

impl Detector for Det {
    fn on_wrong_order(&mut self, cx: &Cx<'_>, wo: &WrongOrder, out: &mut Out<'_>) {
        if wo.ls.src != wo.other_src {
            let c = cx.call(wo.ls.call);
            out.hit(c.node, wo.ls.idle, wo.ls.send_loc, c.enter);
        }
    }
}
