//! Wait at MPI_Finalize: time in MPI_Finalize until the last rank has entered it.
//!
//! Over MPI_COMM_WORLD: `min(latest enter, own leave) - own enter`.

use super::*;

/// The pattern.
pub(crate) struct FinalizeWait;

static META: Meta = Meta {
    id: "finalize_wait",
    name: "Wait at Finalize",
    parent: "mpi",
    scalasca: "mpi_finalize_wait",
    description: "Time spent in MPI_Finalize until the last rank has entered it: min(latest \
                  enter, own leave) - own enter.",
    hint: "Ranks finish their work at different times: balance the total work over the ranks \
           (or use fewer ranks if some have little to do).",
    culprit: "the last rank to finish",
    finding: true,
    role: Role::Waiting,
};

impl Pattern for FinalizeWait {
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
        if !s.finalize {
            return;
        }
        let c = cx.call(s.call);
        out.hit(
            c.node,
            s.latest.min(c.exit).saturating_sub(c.enter),
            s.latest_loc,
            c.enter,
        );
    }
}
