//! Late Sender: a receive waits for a message whose send started later.
//!
//! For a receive completed in call `R` (the blocking receive, or the `MPI_Wait*` completing an
//! `MPI_Irecv`) whose matched send was issued in call `S`:
//! `wait = min(enter(S), exit(R)) - enter(R)` if positive. A call completing several receives
//! (`MPI_Waitall`, `MPI_Waitsome`) counts only the largest such wait; `MPI_Test*` never counts.
//! Every instance is published as a [`LateSender`] for the refinements.

use super::*;
use crate::replay::classify::Completion;

/// The pattern.
pub(crate) struct LateSenderPattern;

static META: Meta = Meta {
    id: "late_sender",
    name: "Late Sender",
    parent: "mpi_p2p",
    scalasca: "mpi_latesender",
    description: "Time a receive (MPI_Recv, MPI_Sendrecv, or an MPI_Wait* completing a \
                  non-blocking receive) waits for a message whose send started later: \
                  min(send enter, receive exit) - receive enter. A call completing several \
                  receives counts only the largest wait; MPI_Test* is ignored.",
    hint: "Make the message available earlier: move the send forward on the sender (do the \
           work it does not depend on after it), or give the receiver independent work before \
           the receive, or post the receive early with MPI_Irecv and wait for it as late as \
           possible.",
    culprit: "the sender",
    finding: true,
    role: Role::Waiting,
};

impl Pattern for LateSenderPattern {
    fn meta(&self) -> &'static Meta {
        &META
    }
    fn interest(&self) -> Interest {
        Interest::RECV.and(Interest::CALL_END)
    }
    fn detector(&self) -> Box<dyn Detector> {
        Box::new(Det { max: None })
    }
}

struct Det {
    /// Largest instance of the current multi-completion call.
    max: Option<LateSender>,
}

impl Detector for Det {
    fn on_recv(&mut self, cx: &Cx<'_>, r: &RecvRec, out: &mut Out<'_>) {
        let class = cx.class(r.call);
        let completion = class.completion;
        // Pairwise synchronization's messages are Late Partner's.
        if completion == Completion::Test || class.op == ppw_event::GenericOp::PairwiseSync {
            return;
        }
        let Some(s) = cx.send_of(r) else {
            return;
        };
        let call = cx.call(r.call);
        let idle = s.enter.min(call.exit).saturating_sub(call.enter);
        if idle == 0 {
            return;
        }
        let ls = LateSender {
            call: r.call,
            idle,
            send_time: s.time,
            src: r.src,
            send_loc: r.s_loc,
        };
        if completion == Completion::Multi {
            if self.max.is_none_or(|m| idle > m.idle) {
                self.max = Some(ls);
            }
        } else {
            out.hit(call.node, idle, r.s_loc, call.enter);
            out.late_sender(ls);
        }
    }

    fn on_call_end(&mut self, cx: &Cx<'_>, call: u32, out: &mut Out<'_>) {
        if let Some(ls) = self.max.take() {
            let c = cx.call(call);
            out.hit(c.node, ls.idle, ls.send_loc, c.enter);
            out.late_sender(ls);
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::patterns::testing::*;
    use ppw_event::TraceBuilder;

    #[test]
    fn blocking_receive_waits_for_late_send() {
        let mut b = TraceBuilder::new(2);
        b.rank(0)
            .enter(0, "main")
            .send_call(100, 110, 1, 0, 8)
            .exit(200);
        b.rank(1)
            .enter(0, "main")
            .recv_call(20, 120, 0, 0, 8)
            .exit(200);
        let a = analyze_mem(&b.build());
        expect(&a, "late_sender", &[(1, "main/MPI_Recv", 80)]);
        only(&a, &["late_sender"]);
    }

    #[test]
    fn early_send_is_no_wait_and_wait_is_capped_at_exit() {
        let mut b = TraceBuilder::new(2);
        // Send before the receive: no wait.
        b.rank(0).enter(0, "main").send_call(10, 12, 1, 0, 8);
        b.rank(1).enter(0, "main").recv_call(20, 30, 0, 0, 8);
        b.rank(0).send_call(50, 52, 1, 1, 8).exit(300);
        b.rank(1).recv_call(40, 60, 0, 1, 8).exit(300);
        let a = analyze_mem(&b.build());
        expect(&a, "late_sender", &[(1, "main/MPI_Recv", 10)]);
    }

    #[test]
    fn wildcard_receive_matches_the_actual_source() {
        let mut b = TraceBuilder::new(3);
        b.rank(0)
            .enter(0, "main")
            .send_call(500, 510, 2, 5, 8)
            .exit(1000);
        b.rank(1)
            .enter(0, "main")
            .send_call(100, 110, 2, 5, 8)
            .exit(1000);
        // Rank 2 posts two wildcard receives; the first gets rank 1's message, the second
        // rank 0's.
        b.rank(2)
            .enter(0, "main")
            .enter(10, "MPI_Irecv")
            .recv_post(10, ppw_event::NO_RANK, ppw_event::ANY_TAG, 1)
            .exit(11)
            .enter(20, "MPI_Irecv")
            .recv_post(20, ppw_event::NO_RANK, ppw_event::ANY_TAG, 2)
            .exit(21)
            .enter(30, "MPI_Wait")
            .recv_on(120, b_world(), 1, 5, 8, ppw_event::RequestId(1))
            .exit(120)
            .enter(130, "MPI_Wait")
            .recv_on(520, b_world(), 0, 5, 8, ppw_event::RequestId(2))
            .exit(520)
            .exit(1000);
        let a = analyze_mem(&b.build());
        // First wait: 100 - 30; second: 500 - 130.
        expect(&a, "late_sender", &[(2, "main/MPI_Wait", 70 + 370)]);
    }

    #[test]
    fn waitall_counts_the_largest_wait_only() {
        let mut b = TraceBuilder::new(3);
        b.rank(0)
            .enter(0, "main")
            .send_call(300, 310, 2, 0, 8)
            .exit(1000);
        b.rank(1)
            .enter(0, "main")
            .send_call(200, 210, 2, 0, 8)
            .exit(1000);
        let w = b_world();
        b.rank(2)
            .enter(0, "main")
            .enter(10, "MPI_Irecv")
            .recv_post(10, 0, 0, 1)
            .exit(11)
            .enter(12, "MPI_Irecv")
            .recv_post(12, 1, 0, 2)
            .exit(13)
            .enter(100, "MPI_Waitall")
            .recv_on(250, w, 1, 0, 8, ppw_event::RequestId(2))
            .recv_on(350, w, 0, 0, 8, ppw_event::RequestId(1))
            .exit(350)
            .exit(1000);
        let a = analyze_mem(&b.build());
        expect(&a, "late_sender", &[(2, "main/MPI_Waitall", 200)]);
    }

    #[test]
    fn test_calls_are_ignored() {
        let mut b = TraceBuilder::new(2);
        b.rank(0)
            .enter(0, "main")
            .send_call(300, 310, 1, 0, 8)
            .exit(1000);
        b.rank(1)
            .enter(0, "main")
            .enter(10, "MPI_Irecv")
            .recv_post(10, 0, 0, 1)
            .exit(11)
            .enter(100, "MPI_Test")
            .recv_on(400, b_world(), 0, 0, 8, ppw_event::RequestId(1))
            .exit(400)
            .exit(1000);
        let a = analyze_mem(&b.build());
        only(&a, &[]);
    }

    fn b_world() -> ppw_event::CommId {
        ppw_event::CommId(0)
    }
}
