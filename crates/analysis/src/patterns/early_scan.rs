//! Early Scan: rank r of a prefix reduction waits for lower ranks.
//!
//! For Scan/Exscan (and non-blocking forms), skipping participants that neither send nor
//! receive data: `wait = min(max begin over ranks 0..=r, own end) - own begin`.

use super::*;
use ppw_event::CollKind;

/// The pattern.
pub(crate) struct EarlyScan;

static META: Meta = Meta {
    id: "early_scan",
    name: "Early Scan",
    parent: "mpi_collective",
    scalasca: "mpi_earlyscan",
    description: "Time rank r of MPI_Scan/MPI_Exscan waits for lower ranks to enter: min(max \
                  begin over ranks 0..r, own end) - own begin.",
    hint: "Lower ranks arrive late: balance the work before the scan, or overlap with \
           MPI_Iscan.",
    culprit: "the latest lower rank",
    finding: true,
    role: Role::Waiting,
};

impl Pattern for EarlyScan {
    fn meta(&self) -> &'static Meta {
        &META
    }
    fn interest(&self) -> Interest {
        Interest::COLLECTIVE
    }
    fn detector(&self) -> Box<dyn Detector> {
        Box::new(Det)
    }
}

struct Det;

impl Detector for Det {
    fn on_collective(&mut self, cx: &Cx<'_>, c: &CollRec, out: &mut Out<'_>) {
        if !matches!(c.kind, CollKind::Scan | CollKind::ExScan)
            || (!c.has(COLL_SENT) && !c.has(COLL_RECEIVED))
            || c.wait_for_loc == NONE
        {
            return;
        }
        let (start, end, node) = cx.coll_window(c);
        out.hit(
            node,
            c.wait_for.min(end).saturating_sub(start),
            c.wait_for_loc,
            start,
        );
    }
}

#[cfg(test)]
mod tests {
    use crate::patterns::testing::*;
    use ppw_event::{CommId, TraceBuilder, NO_RANK};

    #[test]
    fn higher_ranks_wait_for_lower_ones() {
        let mut b = TraceBuilder::new(3);
        let w = CommId(0);
        b.rank(0)
            .enter(0, "main")
            .coll_call("MPI_Scan", 300, 310, w, NO_RANK, 8)
            .exit(500);
        b.rank(1)
            .enter(0, "main")
            .coll_call("MPI_Scan", 200, 320, w, NO_RANK, 8)
            .exit(500);
        b.rank(2)
            .enter(0, "main")
            .coll_call("MPI_Scan", 100, 330, w, NO_RANK, 8)
            .exit(500);
        let a = analyze_mem(&b.build());
        expect(
            &a,
            "early_scan",
            &[(1, "main/MPI_Scan", 100), (2, "main/MPI_Scan", 200)],
        );
    }
}
