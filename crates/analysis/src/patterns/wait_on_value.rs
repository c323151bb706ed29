//! Wait on Value (PGAS, thesis Fig. 4-7a): `shmem_wait_until` (and a `shmem_test` that
//! succeeded) waits for another process to write the awaited variable: `the write that
//! satisfied the condition - call enter` (the write's end; replay/onesided.rs `values`).

use super::*;

static META: Meta = Meta {
    id: "wait_on_value",
    name: "Wait on Value",
    parent: "mpi_rma_sync",
    scalasca: "",
    description: "Time spent in a wait-on-value-change call of a PGAS model \
                  (shmem_wait_until, shmem_wait, a shmem_test that returned 1) \
                  before another process wrote the awaited variable: the end of \
                  the last put, atomic or accumulate into that variable of the \
                  waiting process that started before the wait ended - the \
                  call's enter.",
    hint: "The process that sets the flag arrives late: do more local work \
           before waiting (test the flag with shmem_test and compute meanwhile), \
           let the writer signal earlier (put the flag as soon as the data it \
           guards is ready, e.g. with a put-with-signal), or balance the work \
           before the writer's put.",
    culprit: "the process whose write ended the wait",
    finding: true,
    role: Role::Waiting,
};

/// The pattern.
pub(crate) struct WaitOnValue;

impl Pattern for WaitOnValue {
    fn meta(&self) -> &'static Meta {
        &META
    }
    fn interest(&self) -> Interest {
        Interest::RMA_SYNC
    }
    fn detector(&self) -> Box<dyn Detector> {
        Box::new(Det)
    }
}

struct Det;

impl Detector for Det {
    fn on_rma_sync(&mut self, cx: &Cx<'_>, s: &RmaSyncRec, out: &mut Out<'_>) {
        if s.kind != RmaSyncKind::ValueReached || s.partner_loc == NONE {
            return;
        }
        let call = cx.call(s.call);
        let wait = wait_in_call(call, s.partner_time);
        out.hit_on(call.node, wait, s.partner_loc, call.enter, s.win);
    }
}
