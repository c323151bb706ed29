//! A one-sided (MPI RMA) program generated on the fly, for the one-sided benchmarks and tests.
//!
//! Every rank owns one member of the window `bench_win` (all ranks) and runs `iterations`
//! rounds of:
//!
//! 1. `MPI_Win_fence` (a window collective), which rank 0 enters [`FENCE_DELAY`] ns after the
//!    others: every other rank waits exactly that long (Wait at Fence);
//! 2. [`PUTS`] `MPI_Put`s of 64 bytes to the next rank and one `MPI_Get` of 64 bytes from the
//!    previous rank, in the fence epoch;
//! 3. a passive-target epoch on the next rank: `MPI_Win_lock` (exclusive; lock request at the
//!    call's enter, acquisition at its exit), one `MPI_Put` of 128 bytes, `MPI_Win_unlock`
//!    (flush and release). Each target is locked by one origin only: no lock competition.
//!
//! A final fence closes the last epoch. All ranks run the same schedule, so the only wait at
//! a fence is rank 0's delay; transfers that need the target's progress are timed while the
//! target is inside MPI.

use ppw_event::{
    CallsiteId, CommDef, CommId, CommKind, Defs, Event, EventKind, EventStream, LocationDef,
    LocationId, LockOp, Mode, RankInfo, ReadError, RegionDef, RegionId, RequestId, RmaOp,
    TraceSource, NO_RANK,
};

/// Transfers of the fence epoch per round.
pub const PUTS: u64 = 4;
/// How much later than the others rank 0 enters each fence (ns).
pub const FENCE_DELAY: u64 = 200;
/// Length of one round (ns).
const ROUND: u64 = 2_000;

const MAIN: RegionId = RegionId(0);
const FENCE: RegionId = RegionId(1);
const PUT: RegionId = RegionId(2);
const GET: RegionId = RegionId(3);
const LOCK: RegionId = RegionId(4);
const UNLOCK: RegionId = RegionId(5);
const COMPUTE: RegionId = RegionId(6);
const WIN: CommId = CommId(1);

/// The synthetic one-sided trace.
pub struct RmaTrace {
    defs: Defs,
    iterations: u64,
}

impl RmaTrace {
    /// `ranks` ranks (at least 2) with one thread each, `iterations` rounds per rank.
    pub fn new(ranks: u32, iterations: u64) -> RmaTrace {
        let ranks = ranks.max(2);
        let mut defs = Defs::new("/opt/bench/synthetic_rma", Mode::Trace, ranks);
        defs.comms.push(CommDef {
            name: "MPI_COMM_WORLD".into(),
            kind: CommKind::Comm,
            members: (0..ranks).collect(),
        });
        defs.comms.push(CommDef {
            name: "bench_win".into(),
            kind: CommKind::Window,
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
            "MPI_Win_fence",
            "MPI_Put",
            "MPI_Get",
            "MPI_Win_lock",
            "MPI_Win_unlock",
            "compute",
        ] {
            defs.regions.push(RegionDef::named(n));
        }
        RmaTrace { defs, iterations }
    }

    /// Number of events of each location.
    pub fn events_per_location(&self) -> u64 {
        2 + self.iterations * Stream::PER_ROUND as u64 + 3
    }

    /// Number of events of all locations.
    pub fn total_events(&self) -> u64 {
        self.events_per_location() * self.defs.ranks as u64
    }

    /// The exact Wait at Fence of each rank other than 0, in ns (rank 0 waits for no one):
    /// one delay per round and one in the closing fence.
    pub fn expected_wait_at_fence(&self) -> u64 {
        FENCE_DELAY * (self.iterations + 1)
    }

    /// Puts, gets and bytes put of each rank into its next rank: (puts, gets, bytes put).
    pub fn expected_transfers(&self) -> (u64, u64, u64) {
        let i = self.iterations;
        (i * (PUTS + 1), i, i * (PUTS * 64 + 128))
    }
}

struct Stream {
    rank: u32,
    ranks: u32,
    iterations: u64,
    /// Round (`iterations` = the closing fence).
    i: u64,
    step: u32,
    started: bool,
    finished: bool,
}

impl Stream {
    /// Events per round: fence 3, puts 3 each, get 3, compute 2, lock 4, put 3, unlock 4.
    const PER_ROUND: u32 = 3 + 3 * PUTS as u32 + 3 + 2 + 4 + 3 + 4;

    /// The `s`-th event of round `i` (the closing fence is round `iterations`, 3 events).
    fn event(&self, i: u64, s: u32) -> Option<Event> {
        let base = 1_000 + i * ROUND;
        let next = (self.rank + 1) % self.ranks;
        let prev = (self.rank + self.ranks - 1) % self.ranks;
        let enter = |region| EventKind::Enter {
            region,
            callsite: CallsiteId::NONE,
        };
        let rma = |op, target, bytes| EventKind::Rma {
            op,
            comm: WIN,
            target,
            bytes,
            request: RequestId::NONE,
        };
        let lock = |op| EventKind::Lock {
            op,
            lock: WIN.0 as u64,
            target: next,
            exclusive: true,
        };
        // Fence: everyone leaves at +FENCE_DELAY + 10.
        let fence_in = if self.rank == 0 { FENCE_DELAY } else { 0 };
        let fence_out = FENCE_DELAY + 10;
        let (dt, kind) = match s {
            0 => (fence_in, enter(FENCE)),
            1 => (
                fence_out,
                EventKind::Collective {
                    comm: WIN,
                    root: NO_RANK,
                    sent: 0,
                    received: 0,
                    request: RequestId::NONE,
                },
            ),
            2 => (fence_out, EventKind::Exit { region: FENCE }),
            _ if i == self.iterations => return None,
            s if s < 3 + 3 * PUTS as u32 => {
                let k = (s - 3) as u64;
                let t = fence_out + 20 + (k / 3) * 30;
                match k % 3 {
                    0 => (t, enter(PUT)),
                    1 => (t + 5, rma(RmaOp::Put, next, 64)),
                    _ => (t + 10, EventKind::Exit { region: PUT }),
                }
            }
            s => {
                let t = fence_out + 20 + PUTS * 30;
                match s - (3 + 3 * PUTS as u32) {
                    0 => (t, enter(GET)),
                    1 => (t + 5, rma(RmaOp::Get, prev, 64)),
                    2 => (t + 15, EventKind::Exit { region: GET }),
                    3 => (t + 20, enter(COMPUTE)),
                    4 => (t + 600, EventKind::Exit { region: COMPUTE }),
                    5 => (t + 610, enter(LOCK)),
                    6 => (t + 610, lock(LockOp::Request)),
                    7 => (t + 620, lock(LockOp::Acquire)),
                    8 => (t + 620, EventKind::Exit { region: LOCK }),
                    9 => (t + 630, enter(PUT)),
                    10 => (t + 635, rma(RmaOp::Put, next, 128)),
                    11 => (t + 640, EventKind::Exit { region: PUT }),
                    12 => (t + 650, enter(UNLOCK)),
                    13 => (
                        t + 660,
                        EventKind::RmaFlush {
                            win: WIN,
                            target: next,
                        },
                    ),
                    14 => (t + 665, lock(LockOp::Release)),
                    15 => (t + 670, EventKind::Exit { region: UNLOCK }),
                    _ => return None,
                }
            }
        };
        Some(Event {
            time: base + dt,
            kind,
        })
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
        while self.i <= self.iterations {
            let (i, s) = (self.i, self.step);
            self.step += 1;
            if self.step == Stream::PER_ROUND {
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
                time: 1_000 + (self.iterations + 1) * ROUND,
                kind: EventKind::Exit { region: MAIN },
            }));
        }
        Ok(None)
    }
}

impl TraceSource for RmaTrace {
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
