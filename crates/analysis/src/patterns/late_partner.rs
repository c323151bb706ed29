//! Late Partner: a pairwise synchronization (Fortran's `sync images`) waits for a partner
//! that arrived later.
//!
//! A pairwise synchronization `P` with partners `Q1..Qk` is recorded as a zero-byte message to
//! and from each partner (`GenericOp::PairwiseSync`). `P` can leave only after every partner
//! entered its matching synchronization, so for the message received from partner `Qi`, sent
//! in call `Si`: `wait_i = min(enter(Si), exit(P)) - enter(P)` if positive, and the call's
//! wait is the largest `wait_i` (the partners overlap, as in a `MPI_Waitall`), charged to the
//! partner that arrived last. Late Sender leaves these calls to this pattern.

use super::*;
use ppw_event::GenericOp;

/// The pattern.
pub(crate) struct LatePartnerPattern;

static META: Meta = Meta {
    id: "late_partner",
    name: "Late Partner",
    parent: "mpi_sync",
    scalasca: "",
    description: "Time a pairwise synchronization (Fortran's sync images) waits for the last \
                  of its partners to arrive: the largest min(partner enter, exit) - enter \
                  over the partners of the call.",
    hint: "The partner image arrives late: balance the work done before the synchronization \
           between the images, synchronize later on the image that waits (do independent \
           work first), or replace the synchronization by events (event post / event wait) \
           so that an image waits only for the data it needs.",
    culprit: "the partner that arrived last",
    finding: true,
    role: Role::Waiting,
};

impl Pattern for LatePartnerPattern {
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
    /// Largest wait of the current call and the partner it waited for.
    max: Option<(u64, u32)>,
}

impl Detector for Det {
    fn on_recv(&mut self, cx: &Cx<'_>, r: &RecvRec, _out: &mut Out<'_>) {
        if cx.class(r.call).op != GenericOp::PairwiseSync {
            return;
        }
        let Some(sc) = cx.send_of(r) else {
            return;
        };
        let call = cx.call(r.call);
        let idle = sc.enter.min(call.exit).saturating_sub(call.enter);
        if idle > 0 && self.max.is_none_or(|(m, _)| idle > m) {
            self.max = Some((idle, r.s_loc));
        }
    }

    fn on_call_end(&mut self, cx: &Cx<'_>, call: u32, out: &mut Out<'_>) {
        if let Some((idle, partner)) = self.max.take() {
            let c = cx.call(call);
            out.hit(c.node, idle, partner, c.enter);
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::patterns::testing::*;
    use ppw_event::TraceBuilder;

    /// `sync images` as the coarray runtime records it: a zero-byte message to and from each
    /// partner inside the statement.
    fn sync_images(b: &mut TraceBuilder, rank: u32, enter: u64, exit: u64, partners: &[u32]) {
        let mut l = b.rank(rank);
        l.enter(enter, "sync images");
        for &p in partners {
            l.send(enter, p, 7, 0);
        }
        for &p in partners {
            l.recv(exit, p, 7, 0);
        }
        l.exit(exit);
    }

    #[test]
    fn waits_for_the_last_partner_once() {
        let mut b = TraceBuilder::new(3);
        for r in 0..3 {
            b.rank(r).enter(0, "main");
        }
        // Rank 0 syncs with 1 (arrives at 50) and 2 (arrives at 120): it waits 100, charged to
        // rank 2, not 30 + 100.
        sync_images(&mut b, 0, 20, 125, &[1, 2]);
        sync_images(&mut b, 1, 50, 55, &[0]);
        sync_images(&mut b, 2, 120, 125, &[0]);
        for r in 0..3 {
            b.rank(r).exit(200);
        }
        let a = analyze_mem(&b.build());
        expect(&a, "late_partner", &[(0, "main/sync images", 100)]);
        only(&a, &["late_partner"]);
    }
}
