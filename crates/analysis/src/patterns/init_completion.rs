//! MPI Init Completion: time in MPI_Init after the first rank has left it.
//!
//! Over MPI_COMM_WORLD: `own leave - max(earliest leave, latest enter)`.

use super::*;

/// The pattern.
pub(crate) struct InitCompletion;

static META: Meta = Meta {
    id: "init_completion",
    name: "MPI Init Completion",
    parent: "mpi",
    scalasca: "mpi_init_completion",
    description: "Time needed to finish MPI_Init after the first rank has left it: own leave - \
                  max(earliest leave, latest enter).",
    hint: "A one-off start-up cost; if large, look at the MPI launcher and network set-up or \
           other jobs on the nodes.",
    culprit: "the MPI library or the system",
    finding: true,
    role: Role::Completion,
};

impl Pattern for InitCompletion {
    fn meta(&self) -> &'static Meta {
        &META
    }
    fn interest(&self) -> Interest {
        Interest::SETUP
    }
    fn detector(&self) -> Box<dyn Detector> {
        Box::new(Det)
    }
}

struct Det;

impl Detector for Det {
    fn on_setup(&mut self, cx: &Cx<'_>, s: &SetupRec, out: &mut Out<'_>) {
        if s.finalize {
            return;
        }
        let c = cx.call(s.call);
        let from = s.latest.max(s.earliest_end);
        out.hit(c.node, c.exit.saturating_sub(from), NONE, from);
    }
}

#[cfg(test)]
mod tests {
    use crate::patterns::testing::*;
    use ppw_event::TraceBuilder;

    #[test]
    fn init_and_finalize() {
        let mut b = TraceBuilder::new(2);
        b.rank(0)
            .enter(0, "main")
            .enter(10, "MPI_Init")
            .exit(100)
            .enter(500, "MPI_Finalize")
            .exit(900)
            .exit(1000);
        b.rank(1)
            .enter(0, "main")
            .enter(50, "MPI_Init")
            .exit(130)
            .enter(800, "MPI_Finalize")
            .exit(850)
            .exit(1000);
        let a = analyze_mem(&b.build());
        // Init: max(earliest leave 100, latest enter 50) = 100; rank 1 leaves at 130.
        expect(&a, "init_completion", &[(1, "main/MPI_Init", 30)]);
        // Finalize: latest enter 800; rank 0 entered at 500.
        expect(&a, "finalize_wait", &[(0, "main/MPI_Finalize", 300)]);
    }
}
