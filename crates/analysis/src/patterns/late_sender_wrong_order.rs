//! Late Sender, wrong order: a Late Sender that could have been avoided by receiving the
//! messages in the order they were sent.
//!
//! Keeps the last 100 [`LateSender`] instances of the location. When a later receive gets a
//! message that was *sent before* the message a buffered instance waited for, that instance's
//! whole wait is wrong-order time (charged to the instance's call path, once), and a
//! [`WrongOrder`] is published for the split by source.

use super::*;
use std::collections::VecDeque;

/// Scalasca keeps this many recent Late Sender instances.
const WINDOW: usize = 100;

/// The pattern.
pub(crate) struct WrongOrderPattern;

static META: Meta = Meta {
    id: "late_sender_wrong_order",
    name: "Late Sender, wrong order",
    parent: "late_sender",
    scalasca: "mpi_latesender_wo",
    description: "The part of Late Sender in which messages are received in the wrong order: a \
                  later receive of the same rank gets a message that was sent before the one \
                  the late-sender receive waited for (among the last 100 Late Sender instances).",
    hint: "Receive the messages in the order they are sent, or take them as they arrive \
           (MPI_ANY_SOURCE or MPI_ANY_TAG, or MPI_Irecv for all and MPI_Waitany), so an early \
           message is not held up behind a late one.",
    culprit: "the sender of the late message",
    finding: true,
    role: Role::Waiting,
};

impl Pattern for WrongOrderPattern {
    fn meta(&self) -> &'static Meta {
        &META
    }
    fn interest(&self) -> Interest {
        Interest::RECV.and(Interest::LATE_SENDER)
    }
    fn detector(&self) -> Box<dyn Detector> {
        Box::new(Det {
            buf: VecDeque::with_capacity(WINDOW),
            max_send: 0,
        })
    }
}

struct Det {
    buf: VecDeque<LateSender>,
    /// An upper bound of the buffered send times (exact after every removal), so that the
    /// common case, a receive of a message newer than every buffered one, needs no scan.
    max_send: u64,
}

impl Detector for Det {
    fn on_late_sender(&mut self, _cx: &Cx<'_>, ls: &LateSender, _out: &mut Out<'_>) {
        if self.buf.len() == WINDOW {
            self.buf.pop_front();
        }
        self.buf.push_back(*ls);
        self.max_send = self.max_send.max(ls.send_time);
    }

    fn on_recv(&mut self, cx: &Cx<'_>, r: &RecvRec, out: &mut Out<'_>) {
        if self.buf.is_empty() {
            return;
        }
        let Some(s) = cx.send_of(r) else { return };
        let t = s.time;
        if t >= self.max_send {
            return;
        }
        let mut i = 0;
        while i < self.buf.len() {
            let ls = self.buf[i];
            if ls.send_time > t {
                let c = cx.call(ls.call);
                out.hit(c.node, ls.idle, ls.send_loc, c.enter);
                out.wrong_order(WrongOrder {
                    ls,
                    other_src: r.src,
                });
                self.buf.remove(i);
            } else {
                i += 1;
            }
        }
        self.max_send = self.buf.iter().map(|l| l.send_time).max().unwrap_or(0);
    }
}

#[cfg(test)]
mod tests {
    use crate::patterns::testing::*;
    use ppw_event::TraceBuilder;

    /// Rank 1 sends late, rank 2 early; rank 0 receives from 1 first.
    #[test]
    fn different_sources() {
        let mut b = TraceBuilder::new(3);
        b.rank(1)
            .enter(0, "main")
            .send_call(300, 310, 0, 0, 8)
            .exit(1000);
        b.rank(2)
            .enter(0, "main")
            .send_call(20, 30, 0, 0, 8)
            .exit(1000);
        b.rank(0)
            .enter(0, "main")
            .recv_call(10, 320, 1, 0, 8)
            .recv_call(330, 340, 2, 0, 8)
            .exit(1000);
        let a = analyze_mem(&b.build());
        expect(&a, "late_sender", &[(0, "main/MPI_Recv", 290)]);
        expect(&a, "late_sender_wrong_order", &[(0, "main/MPI_Recv", 290)]);
        expect(&a, "lswo_different", &[(0, "main/MPI_Recv", 290)]);
        expect(&a, "lswo_same", &[]);
    }

    /// Same source, two tags received in the opposite order of sending.
    #[test]
    fn same_source() {
        let mut b = TraceBuilder::new(2);
        b.rank(1)
            .enter(0, "main")
            .send_call(10, 20, 0, 1, 8)
            .send_call(200, 210, 0, 2, 8)
            .exit(1000);
        b.rank(0)
            .enter(0, "main")
            .recv_call(50, 220, 1, 2, 8)
            .recv_call(230, 240, 1, 1, 8)
            .exit(1000);
        let a = analyze_mem(&b.build());
        expect(&a, "late_sender_wrong_order", &[(0, "main/MPI_Recv", 150)]);
        expect(&a, "lswo_same", &[(0, "main/MPI_Recv", 150)]);
        expect(&a, "lswo_different", &[]);
    }
}
