//! A regular ring exchange generated on the fly (no events held in memory), for large-trace tests and
//! the benchmark: every rank runs `iterations` rounds of compute, a ring exchange with a
//! non-blocking send, and every tenth round an allreduce.

use ppw_event::{
    CallsiteId, CommDef, CommId, CommKind, Defs, Event, EventKind, EventStream, LocationDef,
    LocationId, Mode, RankInfo, ReadError, RegionDef, RegionId, RequestId, TraceSource, NO_RANK,
};

/// The synthetic trace.
pub struct RingTrace {
    defs: Defs,
    iterations: u64,
}

const MAIN: RegionId = RegionId(0);
const COMPUTE: RegionId = RegionId(1);
const ISEND: RegionId = RegionId(2);
const RECV: RegionId = RegionId(3);
const WAIT: RegionId = RegionId(4);
const ALLREDUCE: RegionId = RegionId(5);
const STEPS: u32 = 14;

impl RingTrace {
    /// `ranks` ranks with one thread each, `iterations` rounds per rank.
    pub fn new(ranks: u32, iterations: u64) -> RingTrace {
        let mut defs = Defs::new("/opt/bench/synthetic", Mode::Trace, ranks);
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
                host: format!("node{}", r / 4),
                complete: true,
                ..Default::default()
            });
        }
        for n in [
            "main",
            "compute",
            "MPI_Isend",
            "MPI_Recv",
            "MPI_Wait",
            "MPI_Allreduce",
        ] {
            defs.regions.push(RegionDef::named(n));
        }
        RingTrace { defs, iterations }
    }

    /// Number of events of each location.
    pub fn events_per_location(&self) -> u64 {
        2 + 11 * self.iterations + 3 * self.iterations.div_ceil(10)
    }

    /// Number of events of all locations.
    pub fn total_events(&self) -> u64 {
        self.events_per_location() * self.defs.ranks as u64
    }
}

struct Stream {
    rank: u32,
    ranks: u32,
    iterations: u64,
    i: u64,
    step: u32,
    started: bool,
    finished: bool,
}

impl Stream {
    fn event(&self, i: u64, s: u32) -> Option<Event> {
        let t = 100 + i * 1000 + self.rank as u64 * 3;
        let world = CommId(0);
        let next = (self.rank + 1) % self.ranks;
        let prev = (self.rank + self.ranks - 1) % self.ranks;
        let tag = (i % 100) as i32;
        let bytes = 64 + (i % 7) * 8;
        let enter = |region| EventKind::Enter {
            region,
            callsite: CallsiteId::NONE,
        };
        let (dt, kind) = match s {
            0 => (0, enter(COMPUTE)),
            1 => (400, EventKind::Exit { region: COMPUTE }),
            2 => (410, enter(ISEND)),
            3 => (
                410,
                EventKind::Send {
                    comm: world,
                    peer: next,
                    tag,
                    bytes,
                    request: RequestId(i + 1),
                },
            ),
            4 => (420, EventKind::Exit { region: ISEND }),
            5 => (430, enter(RECV)),
            6 => (
                600,
                EventKind::Recv {
                    comm: world,
                    peer: prev,
                    tag,
                    bytes,
                    request: RequestId::NONE,
                },
            ),
            7 => (600, EventKind::Exit { region: RECV }),
            8 => (610, enter(WAIT)),
            9 => (
                620,
                EventKind::RequestComplete {
                    request: RequestId(i + 1),
                },
            ),
            10 => (620, EventKind::Exit { region: WAIT }),
            11 if i.is_multiple_of(10) => (700, enter(ALLREDUCE)),
            12 if i.is_multiple_of(10) => (
                800,
                EventKind::Collective {
                    comm: world,
                    root: NO_RANK,
                    sent: 8,
                    received: 8,
                    request: RequestId::NONE,
                },
            ),
            13 if i.is_multiple_of(10) => (800, EventKind::Exit { region: ALLREDUCE }),
            _ => return None,
        };
        Some(Event { time: t + dt, kind })
    }
}

impl EventStream for Stream {
    fn next_event(&mut self) -> Result<Option<Event>, ReadError> {
        if !self.started {
            self.started = true;
            return Ok(Some(Event {
                time: 0,
                kind: EventKind::Enter {
                    region: MAIN,
                    callsite: CallsiteId::NONE,
                },
            }));
        }
        while self.i < self.iterations {
            let (i, s) = (self.i, self.step);
            self.step += 1;
            if self.step == STEPS {
                self.step = 0;
                self.i += 1;
            }
            if let Some(e) = self.event(i, s) {
                return Ok(Some(e));
            }
        }
        if !self.finished {
            self.finished = true;
            return Ok(Some(Event {
                time: 100 + self.iterations * 1000 + 50,
                kind: EventKind::Exit { region: MAIN },
            }));
        }
        Ok(None)
    }
}

impl TraceSource for RingTrace {
    fn defs(&self) -> &Defs {
        &self.defs
    }

    fn events(&self, loc: LocationId) -> Result<Box<dyn EventStream + Send + '_>, ReadError> {
        let l = self
            .defs
            .locations
            .get(loc.index())
            .ok_or_else(|| ReadError::new("synth", None, "no such location"))?;
        Ok(Box::new(Stream {
            rank: l.rank,
            ranks: self.defs.ranks,
            iterations: self.iterations,
            i: 0,
            step: 0,
            started: false,
            finished: false,
        }))
    }
}
