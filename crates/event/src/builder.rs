//! A builder for small synthetic multi-rank traces, for tests of readers, analyses and exports.
//!
//! ```
//! use ppw_event::{TraceBuilder, TraceSource};
//! let mut b = TraceBuilder::new(2);
//! b.rank(0).enter(0, "main").send_call(10, 12, 1, 7, 64).exit(100);
//! b.rank(1).enter(0, "main").recv_call(5, 20, 0, 7, 64).exit(100);
//! let trace = b.build();
//! assert_eq!(trace.defs().locations.len(), 2);
//! ```

use crate::defs::{CommDef, CommKind, Defs, LocationDef, Mode, RankInfo, RegionDef};
use crate::event::{Event, EventKind};
use crate::ids::{CallsiteId, CommId, Rank, RegionId, RequestId, NO_RANK};
use crate::source::MemTrace;

/// Builds a [`MemTrace`]. Rank `r` has location `r` (thread 0); [`TraceBuilder::thread`] adds
/// further threads. Communicator 0 is `MPI_COMM_WORLD`.
#[derive(Debug)]
pub struct TraceBuilder {
    defs: Defs,
    events: Vec<Vec<Event>>,
    stacks: Vec<Vec<RegionId>>,
}

/// Appends events to one location; obtained from [`TraceBuilder::rank`].
#[derive(Debug)]
pub struct LocBuilder<'a> {
    b: &'a mut TraceBuilder,
    loc: usize,
}

impl TraceBuilder {
    /// A trace with `ranks` ranks, one thread each, and `MPI_COMM_WORLD`.
    pub fn new(ranks: u32) -> TraceBuilder {
        let mut defs = Defs::new("synthetic", Mode::Trace, ranks);
        defs.comms.push(CommDef {
            name: "MPI_COMM_WORLD".into(),
            kind: CommKind::Comm,
            members: (0..ranks).collect(),
        });
        for r in 0..ranks {
            defs.locations.push(LocationDef {
                rank: r,
                thread: 0,
                name: format!("rank {r}"),
            });
            defs.rank_info.push(RankInfo {
                rank: r,
                complete: true,
                ..Default::default()
            });
        }
        TraceBuilder {
            defs,
            events: vec![Vec::new(); ranks as usize],
            stacks: vec![Vec::new(); ranks as usize],
        }
    }

    /// The world communicator.
    pub fn world(&self) -> CommId {
        CommId(0)
    }

    /// Define a communicator over world ranks `members`.
    pub fn comm(&mut self, name: &str, members: &[Rank]) -> CommId {
        self.comm_of_kind(name, CommKind::Comm, members)
    }

    /// Define a communicator, RMA window, team or group.
    pub fn comm_of_kind(&mut self, name: &str, kind: CommKind, members: &[Rank]) -> CommId {
        self.defs.comms.push(CommDef {
            name: name.into(),
            kind,
            members: members.to_vec(),
        });
        CommId(self.defs.comms.len() as u32 - 1)
    }

    /// Intern a region by name (classified through the construct table).
    pub fn region(&mut self, name: &str) -> RegionId {
        match self.defs.region_by_name(name) {
            Some(id) => id,
            None => {
                self.defs.regions.push(RegionDef::named(name));
                RegionId(self.defs.regions.len() as u32 - 1)
            }
        }
    }

    /// Append to rank `r`'s first thread.
    pub fn rank(&mut self, r: Rank) -> LocBuilder<'_> {
        let loc = self
            .defs
            .locations
            .iter()
            .position(|l| l.rank == r && l.thread == 0)
            .expect("rank out of range");
        LocBuilder { b: self, loc }
    }

    /// Add (or continue) thread `t` of rank `r`.
    pub fn thread(&mut self, r: Rank, t: u32) -> LocBuilder<'_> {
        let loc = match self
            .defs
            .locations
            .iter()
            .position(|l| l.rank == r && l.thread == t)
        {
            Some(l) => l,
            None => {
                self.defs.locations.push(LocationDef {
                    rank: r,
                    thread: t,
                    name: format!("rank {r} thread {t}"),
                });
                self.events.push(Vec::new());
                self.stacks.push(Vec::new());
                self.defs.locations.len() - 1
            }
        };
        LocBuilder { b: self, loc }
    }

    /// Finish: locations are sorted by (rank, thread) as [`Defs::locations`] promises, so a
    /// thread added with [`TraceBuilder::thread`] gets the id after its rank's earlier threads.
    /// Open regions are left open (a truncated trace).
    pub fn build(mut self) -> MemTrace {
        let mut order: Vec<usize> = (0..self.events.len()).collect();
        order.sort_by_key(|&i| (self.defs.locations[i].rank, self.defs.locations[i].thread));
        let locations = order
            .iter()
            .map(|&i| self.defs.locations[i].clone())
            .collect();
        let events = order
            .iter()
            .map(|&i| std::mem::take(&mut self.events[i]))
            .collect();
        self.defs.locations = locations;
        let n = order.len();
        MemTrace {
            defs: self.defs,
            events,
            profiles: vec![None; n],
        }
    }
}

impl LocBuilder<'_> {
    fn push(&mut self, time: u64, kind: EventKind) -> &mut Self {
        self.b.events[self.loc].push(Event { time, kind });
        self
    }

    /// Append any event.
    pub fn event(&mut self, time: u64, kind: EventKind) -> &mut Self {
        self.push(time, kind)
    }

    /// A non-blocking collective's initiation record (completed later by
    /// [`LocBuilder::complete`] with the same request).
    pub fn icollective(
        &mut self,
        time: u64,
        comm: CommId,
        root: Rank,
        sent: u64,
        received: u64,
        request: u64,
    ) -> &mut Self {
        self.push(
            time,
            EventKind::Collective {
                comm,
                root,
                sent,
                received,
                request: RequestId(request),
            },
        )
    }

    /// Enter a region by name.
    pub fn enter(&mut self, time: u64, name: &str) -> &mut Self {
        let region = self.b.region(name);
        self.b.stacks[self.loc].push(region);
        self.push(
            time,
            EventKind::Enter {
                region,
                callsite: CallsiteId::NONE,
            },
        )
    }

    /// Leave the innermost region.
    pub fn exit(&mut self, time: u64) -> &mut Self {
        let region = self.b.stacks[self.loc].pop().expect("exit without enter");
        self.push(time, EventKind::Exit { region })
    }

    /// A send event on `MPI_COMM_WORLD`.
    pub fn send(&mut self, time: u64, peer: Rank, tag: i32, bytes: u64) -> &mut Self {
        self.send_on(time, CommId(0), peer, tag, bytes, RequestId::NONE)
    }

    /// A send event with all attributes.
    pub fn send_on(
        &mut self,
        time: u64,
        comm: CommId,
        peer: Rank,
        tag: i32,
        bytes: u64,
        request: RequestId,
    ) -> &mut Self {
        self.push(
            time,
            EventKind::Send {
                comm,
                peer,
                tag,
                bytes,
                request,
            },
        )
    }

    /// A receive event on `MPI_COMM_WORLD`.
    pub fn recv(&mut self, time: u64, peer: Rank, tag: i32, bytes: u64) -> &mut Self {
        self.recv_on(time, CommId(0), peer, tag, bytes, RequestId::NONE)
    }

    /// A receive event with all attributes.
    pub fn recv_on(
        &mut self,
        time: u64,
        comm: CommId,
        peer: Rank,
        tag: i32,
        bytes: u64,
        request: RequestId,
    ) -> &mut Self {
        self.push(
            time,
            EventKind::Recv {
                comm,
                peer,
                tag,
                bytes,
                request,
            },
        )
    }

    /// Posting of a non-blocking receive (`peer` may be `NO_RANK`, `tag` may be `ANY_TAG`).
    pub fn recv_post(&mut self, time: u64, peer: Rank, tag: i32, request: u64) -> &mut Self {
        self.push(
            time,
            EventKind::RecvPost {
                comm: CommId(0),
                peer,
                tag,
                request: RequestId(request),
            },
        )
    }

    /// Completion of a non-receive request.
    pub fn complete(&mut self, time: u64, request: u64) -> &mut Self {
        self.push(
            time,
            EventKind::RequestComplete {
                request: RequestId(request),
            },
        )
    }

    /// A collective record.
    pub fn collective(
        &mut self,
        time: u64,
        comm: CommId,
        root: Rank,
        sent: u64,
        received: u64,
    ) -> &mut Self {
        self.push(
            time,
            EventKind::Collective {
                comm,
                root,
                sent,
                received,
                request: RequestId::NONE,
            },
        )
    }

    /// `MPI_Send` call: enter, send at enter, exit.
    pub fn send_call(
        &mut self,
        enter: u64,
        exit: u64,
        peer: Rank,
        tag: i32,
        bytes: u64,
    ) -> &mut Self {
        self.enter(enter, "MPI_Send")
            .send(enter, peer, tag, bytes)
            .exit(exit)
    }

    /// `MPI_Ssend` call.
    pub fn ssend_call(
        &mut self,
        enter: u64,
        exit: u64,
        peer: Rank,
        tag: i32,
        bytes: u64,
    ) -> &mut Self {
        self.enter(enter, "MPI_Ssend")
            .send(enter, peer, tag, bytes)
            .exit(exit)
    }

    /// `MPI_Recv` call: enter, receive at exit, exit.
    pub fn recv_call(
        &mut self,
        enter: u64,
        exit: u64,
        peer: Rank,
        tag: i32,
        bytes: u64,
    ) -> &mut Self {
        self.enter(enter, "MPI_Recv")
            .recv(exit, peer, tag, bytes)
            .exit(exit)
    }

    /// A blocking collective call on `comm` (region `name`, e.g. `MPI_Barrier`).
    pub fn coll_call(
        &mut self,
        name: &str,
        enter: u64,
        exit: u64,
        comm: CommId,
        root: Rank,
        bytes: u64,
    ) -> &mut Self {
        self.enter(enter, name)
            .collective(exit, comm, root, bytes, bytes)
            .exit(exit)
    }

    /// `MPI_Barrier` on the world communicator.
    pub fn barrier(&mut self, enter: u64, exit: u64) -> &mut Self {
        self.coll_call("MPI_Barrier", enter, exit, CommId(0), NO_RANK, 0)
    }
}
