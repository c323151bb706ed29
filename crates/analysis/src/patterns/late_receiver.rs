//! Late Receiver: a send waits until the receiver posts the matching receive.
//!
//! For a send completed by call `C` (the blocking `MPI_Send`/`MPI_Ssend` itself, or the
//! `MPI_Wait*` completing an `MPI_Isend`) whose matched receive was posted by call `P` (the
//! blocking receive, or the `MPI_Irecv`): `wait = enter(P) - enter(C)`, counted only when
//! `exit(C) > enter(P)` (the send could not finish before the receive existed; in practice only
//! synchronous or rendezvous sends). Buffered and ready sends, `MPI_Sendrecv` and `MPI_Test*`
//! never count. A call completing several sends counts the largest wait, and not at all if the
//! same call also had a Late Sender (Scalasca's rule).

use super::*;
use crate::replay::classify::Completion;
use rustc_hash::FxHashMap as HashMap;
use std::collections::HashSet;

/// The pattern.
pub(crate) struct LateReceiverPattern;

static META: Meta = Meta {
    id: "late_receiver",
    name: "Late Receiver",
    parent: "mpi_p2p",
    scalasca: "mpi_latereceiver",
    description: "Time a send (MPI_Send, MPI_Ssend, or the MPI_Wait* completing a non-blocking \
                  send) waits for the receiver to post the receive: receive-post enter - send \
                  enter, counted only if the send leaves after the receive was posted.",
    hint: "Post the receive earlier on the receiver (e.g. MPI_Irecv before its computation), \
           or let the sender go on without waiting: MPI_Isend and complete it later, a larger \
           eager limit or buffered send for big messages, and no MPI_Ssend unless needed.",
    culprit: "the receiver",
    finding: true,
    role: Role::Waiting,
};

impl Pattern for LateReceiverPattern {
    fn meta(&self) -> &'static Meta {
        &META
    }
    fn interest(&self) -> Interest {
        Interest::SEND
            .and(Interest::CALL_END)
            .and(Interest::LATE_SENDER)
    }
    fn detector(&self) -> Box<dyn Detector> {
        Box::new(Det {
            pending: HashMap::default(),
            ls_calls: HashSet::new(),
        })
    }
}

struct Det {
    /// Multi-completion calls with sends: largest wait and its receiver.
    pending: HashMap<u32, (u64, u32)>,
    /// Multi-completion calls that had a Late Sender.
    ls_calls: HashSet<u32>,
}

impl Detector for Det {
    fn on_send(&mut self, cx: &Cx<'_>, s: &SendRec, out: &mut Out<'_>) {
        if s.cmpl == NONE {
            return;
        }
        let Some(post_enter) = cx.recv_post_of(s) else {
            return;
        };
        let c = cx.call(s.cmpl);
        let class = cx.class(s.cmpl);
        let idle = if c.exit <= post_enter {
            0
        } else {
            post_enter.saturating_sub(c.enter)
        };
        let blocking = s.cmpl == s.call;
        match class.completion {
            _ if blocking && !class.lr_send => {}
            Completion::Single => out.hit(c.node, idle, s.r_loc, c.enter),
            Completion::Multi => {
                let e = self.pending.entry(s.cmpl).or_insert((0, NONE));
                if idle > e.0 {
                    *e = (idle, s.r_loc);
                }
            }
            Completion::Test | Completion::None => {}
        }
    }

    fn on_late_sender(&mut self, cx: &Cx<'_>, ls: &LateSender, _out: &mut Out<'_>) {
        if cx.class(ls.call).completion == Completion::Multi {
            self.ls_calls.insert(ls.call);
        }
    }

    fn on_call_end(&mut self, cx: &Cx<'_>, call: u32, out: &mut Out<'_>) {
        if let Some((idle, loc)) = self.pending.remove(&call) {
            if !self.ls_calls.remove(&call) {
                let c = cx.call(call);
                out.hit(c.node, idle, loc, c.enter);
            }
        }
        self.ls_calls.remove(&call);
    }
}

#[cfg(test)]
mod tests {
    use crate::patterns::testing::*;
    use ppw_event::{CommId, RequestId, TraceBuilder};

    #[test]
    fn synchronous_send_waits_for_receive() {
        let mut b = TraceBuilder::new(2);
        b.rank(0)
            .enter(0, "main")
            .ssend_call(10, 210, 1, 0, 8)
            .exit(300);
        b.rank(1)
            .enter(0, "main")
            .recv_call(200, 210, 0, 0, 8)
            .exit(300);
        let a = analyze_mem(&b.build());
        expect(&a, "late_receiver", &[(0, "main/MPI_Ssend", 190)]);
        only(&a, &["late_receiver"]);
    }

    #[test]
    fn eager_send_that_returned_early_is_not_counted() {
        let mut b = TraceBuilder::new(2);
        b.rank(0)
            .enter(0, "main")
            .send_call(10, 12, 1, 0, 8)
            .exit(300);
        b.rank(1)
            .enter(0, "main")
            .recv_call(200, 210, 0, 0, 8)
            .exit(300);
        let a = analyze_mem(&b.build());
        only(&a, &[]);
    }

    #[test]
    fn isend_completed_by_wait() {
        let mut b = TraceBuilder::new(2);
        b.rank(0)
            .enter(0, "main")
            .enter(10, "MPI_Isend")
            .send_on(10, CommId(0), 1, 0, 8, RequestId(7))
            .exit(11)
            .enter(20, "MPI_Wait")
            .complete(150, 7)
            .exit(150)
            .exit(300);
        b.rank(1)
            .enter(0, "main")
            .recv_call(100, 150, 0, 0, 8)
            .exit(300);
        let a = analyze_mem(&b.build());
        expect(&a, "late_receiver", &[(0, "main/MPI_Wait", 80)]);
    }
}
