//! Late Sender, wrong order, same source: both messages came from the same rank.

use super::*;

/// The pattern.
pub(crate) struct LswoSame;

static META: Meta = Meta {
    id: "lswo_same",
    name: "Wrong order, same source",
    parent: "late_sender_wrong_order",
    scalasca: "mpi_lswo_same",
    description: "Wrong-order Late Sender where both messages came from the same source (e.g. \
                  received by tag in the opposite order of sending).",
    hint: "Receive in the order the messages are sent (or send in the order they are \
           received), or use MPI_ANY_TAG.",
    culprit: "the sender of the late message",
    finding: false,
    role: Role::Waiting,
};

impl Pattern for LswoSame {
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
        if wo.ls.src == wo.other_src {
            let c = cx.call(wo.ls.call);
            out.hit(c.node, wo.ls.idle, wo.ls.send_loc, c.enter);
        }
    }
}
