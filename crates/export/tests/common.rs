//! Shared test inputs.

use ppw_event::{
    CallsiteDef, CallsiteId, CommKind, Defs, Event, EventKind, EventStream, LocationId, MemTrace,
    ReadError, RequestId, RmaOp, TraceBuilder, TraceSource,
};
use ppw_export::WaitInterval;

/// Two ranks exchanging two messages and meeting in a barrier; rank 1 has a second thread.
/// Rank 0's `MPI_Send` was called from `app.c:42`; rank 0 ran on `node-a` as pid 4242.
pub fn ping_pong() -> MemTrace {
    let mut b = TraceBuilder::new(2);
    b.rank(0)
        .enter(0, "main")
        .send_call(10, 12, 1, 7, 64)
        .recv_call(13, 18, 1, 8, 16)
        .barrier(20, 30)
        .exit(100);
    b.rank(1)
        .enter(0, "main")
        .recv_call(5, 11, 0, 7, 64)
        .ssend_call(14, 17, 0, 8, 16)
        .barrier(22, 30)
        .exit(100);
    b.thread(1, 1).enter(3, "worker").exit(50);
    let mut t = b.build();
    t.defs.callsites.push(CallsiteDef {
        object: Some("/bin/app".into()),
        offset: 0x1234,
        function: Some("main".into()),
        file: Some("/src/app.c".into()),
        line: 42,
        ..Default::default()
    });
    match &mut t.events[0][1].kind {
        EventKind::Enter { callsite, .. } => *callsite = CallsiteId(0),
        k => panic!("expected the MPI_Send enter, got {k:?}"),
    }
    t.defs.rank_info[0].host = "node-a".into();
    t.defs.rank_info[0].pid = 4242;
    t
}

/// Two ranks sharing PGAS memory: rank 0 puts 8 bytes into rank 1 three times (at 10, 20 and
/// 55, each inside `shmem_putmem`), while rank 1 sits in `main` and, from 50 to 60, in
/// `shmem_barrier_all`. Rank 1 has a second thread, which transfers must not land on.
pub fn puts() -> MemTrace {
    let mut b = TraceBuilder::new(2);
    let mem = b.comm_of_kind("symmetric memory", CommKind::Memory, &[0, 1]);
    let put = EventKind::Rma {
        op: RmaOp::Put,
        comm: mem,
        target: 1,
        bytes: 8,
        request: RequestId::NONE,
    };
    let mut r0 = b.rank(0);
    r0.enter(0, "main");
    for t in PUT_TIMES {
        r0.enter(t, "shmem_putmem").event(t, put).exit(t + 2);
    }
    r0.exit(100);
    b.rank(1)
        .enter(0, "main")
        .enter(50, "shmem_barrier_all")
        .exit(60)
        .exit(100);
    b.thread(1, 1).enter(3, "worker").exit(90);
    b.build()
}

/// When [`puts`] puts.
pub const PUT_TIMES: [u64; 3] = [10, 20, 55];

/// Wait intervals for [`ping_pong`]: a late sender on rank 1, two overlapping ones on rank 0.
pub fn waits() -> Vec<WaitInterval> {
    let w = |loc, start_ns, end_ns, label: &str| WaitInterval {
        location: LocationId(loc),
        start_ns,
        end_ns,
        label: label.into(),
    };
    vec![
        w(1, 5, 10, "late_sender 5 ns"),
        w(0, 20, 22, "wait_barrier"),
        w(0, 21, 25, "overlap"),
    ]
}

/// A trace whose location `loc` fails after `after` events.
pub struct Broken {
    inner: MemTrace,
    loc: LocationId,
    after: usize,
}

/// Wrap `t` so that `loc`'s stream fails after `after` events.
pub fn broken(t: MemTrace, loc: LocationId, after: usize) -> Broken {
    Broken {
        inner: t,
        loc,
        after,
    }
}

struct BrokenStream<'a> {
    events: &'a [Event],
    pos: usize,
    after: usize,
}

impl EventStream for BrokenStream<'_> {
    fn next_event(&mut self) -> Result<Option<Event>, ReadError> {
        if self.pos == self.after {
            return Err(ReadError::new(
                "rank-00000.ppw",
                Some(self.pos as u64),
                "bad block",
            ));
        }
        let e = self.events.get(self.pos).copied();
        self.pos += 1;
        Ok(e)
    }
}

impl TraceSource for Broken {
    fn defs(&self) -> &Defs {
        self.inner.defs()
    }

    fn events(&self, loc: LocationId) -> Result<Box<dyn EventStream + Send + '_>, ReadError> {
        if loc == self.loc {
            Ok(Box::new(BrokenStream {
                events: &self.inner.events[loc.index()],
                pos: 0,
                after: self.after,
            }))
        } else {
            self.inner.events(loc)
        }
    }
}
