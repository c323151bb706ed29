//! A synthetic trace generator: N ranks, about M events per rank, a configurable mix of
//! communication phases with known wait states.
//!
//! [`SynthTrace`] implements [`TraceSource`] and generates every location's events lazily
//! while they are read, so a 100-million-event trace costs no memory; write it to disk with
//! `ppw_format::write_experiment` for benchmarks of the whole pipeline. Every phase starts at
//! a fixed time slot, so all ranks agree on the timeline without simulating each other, and
//! [`SynthTrace::expected`] knows the exact severity of every pattern it produces.
//!
//! Each iteration is one phase, chosen by weight from [`Mix`]: every rank first computes (a
//! `compute` region split into `kernel` calls) for a pseudo-random time, then
//!
//! - `late_sender`: pairs (2k, 2k+1) exchange one message, the sender always computes longer;
//! - `late_receiver`: the same with `MPI_Ssend` and the receiver computing longer;
//! - `barrier` / `allreduce`: everybody meets in `MPI_Barrier` / `MPI_Allreduce`;
//! - `bcast`: rank 0 broadcasts;
//! - `balanced`: everybody computes equally long, then a `MPI_Sendrecv` ring (no waits).
//!
//! ```
//! use ppw_synth::{SynthConfig, SynthTrace};
//! let t = SynthTrace::new(SynthConfig { ranks: 4, events_per_rank: 2_000, ..Default::default() });
//! let a = ppw_analysis::analyze(&t, &Default::default()).unwrap();
//! let ls = t.expected("late_sender");
//! let got: f64 = (0..4).map(|r| a.rank_inclusive("late_sender", r).unwrap()).sum();
//! assert!((got - ls as f64 * 1e-9).abs() < 1e-9);
//! ```

use ppw_event::{
    CallsiteId, CommDef, CommId, CommKind, Defs, Event, EventKind, EventStream, LocationDef,
    LocationId, Mode, RankInfo, ReadError, RegionDef, RegionId, RequestId, TraceSource, NO_RANK,
};

/// Relative weights of the phases (0 disables a phase).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Mix {
    /// Late Sender pairs.
    pub late_sender: u32,
    /// Late Receiver pairs (synchronous sends).
    pub late_receiver: u32,
    /// Imbalanced barriers.
    pub barrier: u32,
    /// Imbalanced allreduces.
    pub allreduce: u32,
    /// Broadcasts from a late root.
    pub bcast: u32,
    /// Balanced sendrecv rings (no wait states).
    pub balanced: u32,
}

impl Default for Mix {
    fn default() -> Self {
        Mix {
            late_sender: 3,
            late_receiver: 1,
            barrier: 2,
            allreduce: 2,
            bcast: 1,
            balanced: 3,
        }
    }
}

impl Mix {
    /// Only balanced phases: a control with no wait states.
    pub fn balanced() -> Mix {
        Mix {
            late_sender: 0,
            late_receiver: 0,
            barrier: 0,
            allreduce: 0,
            bcast: 0,
            balanced: 1,
        }
    }
}

/// Generator settings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SynthConfig {
    /// Number of ranks (one location each).
    pub ranks: u32,
    /// Approximate number of events per rank.
    pub events_per_rank: u64,
    /// `kernel` calls per compute phase (more user-region events per message).
    pub kernels: u32,
    /// Phase weights.
    pub mix: Mix,
    /// Seed of the pseudo-random compute times and phase choice.
    pub seed: u64,
    /// Clock skew: rank r's timestamps are shifted by `(r % 3) * skew_ns` (clock-condition
    /// violations for the repair to fix when larger than the message latency).
    pub skew_ns: u64,
}

impl Default for SynthConfig {
    fn default() -> Self {
        SynthConfig {
            ranks: 4,
            events_per_rank: 10_000,
            kernels: 4,
            mix: Mix::default(),
            seed: 1,
            skew_ns: 0,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    LateSender,
    LateReceiver,
    Barrier,
    Allreduce,
    Bcast,
    Balanced,
}

/// Time slot of one iteration (ns).
const SLOT: u64 = 1_000_000;
/// Shortest compute time (ns).
const BASE: u64 = 100_000;
/// Range of the pseudo-random part of the compute time (ns).
const SPREAD: u64 = 400_000;
/// Start of the first iteration (after MPI_Init).
const START: u64 = 50_000;

fn mix64(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}

/// Compute time of rank `r` in iteration `i` of phase `p`.
fn compute_time(seed: u64, p: Phase, i: usize, r: u32) -> u64 {
    let h = mix64(seed.wrapping_mul(31) ^ ((i as u64) << 20) ^ r as u64);
    let half = SPREAD / 2;
    match p {
        Phase::Balanced => BASE + half,
        Phase::LateSender | Phase::LateReceiver => {
            // The late side computes in [BASE+half, BASE+SPREAD), the other in [BASE, BASE+half).
            let late_is_sender = p == Phase::LateSender;
            let sender = r.is_multiple_of(2);
            if sender == late_is_sender {
                BASE + half + h % half
            } else {
                BASE + h % half
            }
        }
        _ => BASE + h % SPREAD,
    }
}

/// A synthetic trace (see the module documentation).
#[derive(Debug)]
pub struct SynthTrace {
    defs: Defs,
    cfg: SynthConfig,
    phases: Vec<Phase>,
    /// Longest compute time of each iteration.
    max_compute: Vec<u64>,
    r: Regions,
}

#[derive(Clone, Copy, Debug)]
struct Regions {
    main: RegionId,
    compute: RegionId,
    kernel: RegionId,
    init: RegionId,
    finalize: RegionId,
    send: RegionId,
    ssend: RegionId,
    recv: RegionId,
    barrier: RegionId,
    allreduce: RegionId,
    bcast: RegionId,
    sendrecv: RegionId,
}

impl SynthTrace {
    /// A new generator.
    pub fn new(cfg: SynthConfig) -> SynthTrace {
        let ranks = cfg.ranks.max(1);
        let cfg = SynthConfig { ranks, ..cfg };
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
        let mut reg = |n: &str| {
            defs.regions.push(RegionDef::named(n));
            RegionId(defs.regions.len() as u32 - 1)
        };
        let r = Regions {
            main: reg("main"),
            compute: reg("compute"),
            kernel: reg("kernel"),
            init: reg("MPI_Init"),
            finalize: reg("MPI_Finalize"),
            send: reg("MPI_Send"),
            ssend: reg("MPI_Ssend"),
            recv: reg("MPI_Recv"),
            barrier: reg("MPI_Barrier"),
            allreduce: reg("MPI_Allreduce"),
            bcast: reg("MPI_Bcast"),
            sendrecv: reg("MPI_Sendrecv"),
        };
        let per_iter = 2 + 2 * cfg.kernels as u64 + 3;
        let iters = (cfg.events_per_rank.saturating_sub(6) / per_iter).max(1) as usize;
        let m = cfg.mix;
        let weights = [
            (Phase::LateSender, m.late_sender),
            (Phase::LateReceiver, m.late_receiver),
            (Phase::Barrier, m.barrier),
            (Phase::Allreduce, m.allreduce),
            (Phase::Bcast, m.bcast),
            (Phase::Balanced, m.balanced),
        ];
        let total: u64 = weights.iter().map(|w| w.1 as u64).sum::<u64>().max(1);
        let mut phases = Vec::with_capacity(iters);
        let mut max_compute = Vec::with_capacity(iters);
        for i in 0..iters {
            let mut x = mix64(cfg.seed ^ (i as u64).wrapping_mul(0x1234_5678_9ABC_DEF1)) % total;
            let mut p = Phase::Balanced;
            for (ph, w) in weights {
                if x < w as u64 {
                    p = ph;
                    break;
                }
                x -= w as u64;
            }
            phases.push(p);
            max_compute.push(
                (0..ranks)
                    .map(|r| compute_time(cfg.seed, p, i, r))
                    .max()
                    .unwrap_or(0),
            );
        }
        SynthTrace {
            defs,
            cfg,
            phases,
            max_compute,
            r,
        }
    }

    /// Compute time of rank `r` in iteration `i`.
    fn compute(&self, i: usize, r: u32) -> u64 {
        compute_time(self.cfg.seed, self.phases[i], i, r)
    }

    /// Number of iterations (phases) per rank.
    pub fn iterations(&self) -> usize {
        self.phases.len()
    }

    /// The exact severity (ns, summed over ranks and call paths, inclusive along the metric
    /// tree) that a correct analysis finds for a pattern id.
    pub fn expected(&self, pattern: &str) -> u64 {
        let n = self.cfg.ranks;
        let mut sum = 0u64;
        for (i, p) in self.phases.iter().enumerate() {
            let c = |r| self.compute(i, r);
            match (*p, pattern) {
                (Phase::LateSender, "late_sender") | (Phase::LateReceiver, "late_receiver") => {
                    for s in (0..n.saturating_sub(1)).step_by(2) {
                        sum += c(s).abs_diff(c(s + 1));
                    }
                }
                (Phase::Barrier, "wait_at_barrier") | (Phase::Allreduce, "wait_at_nxn") => {
                    let mx = self.max_compute[i];
                    sum += (0..n).map(|r| mx - c(r)).sum::<u64>();
                }
                (Phase::Bcast, "late_broadcast") => {
                    sum += (1..n).map(|r| c(0).saturating_sub(c(r))).sum::<u64>();
                }
                _ => {}
            }
        }
        sum
    }
}

impl TraceSource for SynthTrace {
    fn defs(&self) -> &Defs {
        &self.defs
    }

    fn events(&self, loc: LocationId) -> Result<Box<dyn EventStream + Send + '_>, ReadError> {
        if loc.index() >= self.defs.locations.len() {
            return Err(ReadError::new(
                "synthetic",
                None,
                format!("no location {}", loc.0),
            ));
        }
        Ok(Box::new(SynthStream {
            t: self,
            rank: loc.0,
            iter: 0,
            buf: Vec::new(),
            pos: 0,
            stage: 0,
        }))
    }
}

struct SynthStream<'a> {
    t: &'a SynthTrace,
    rank: u32,
    iter: usize,
    buf: Vec<Event>,
    pos: usize,
    /// 0: prologue not written; 1: iterations; 2: epilogue written.
    stage: u8,
}

impl SynthStream<'_> {
    fn push(&mut self, time: u64, kind: EventKind) {
        let time = time + (self.rank % 3) as u64 * self.t.cfg.skew_ns;
        self.buf.push(Event { time, kind });
    }

    fn enter(&mut self, time: u64, region: RegionId) {
        self.push(
            time,
            EventKind::Enter {
                region,
                callsite: CallsiteId::NONE,
            },
        );
    }

    fn exit(&mut self, time: u64, region: RegionId) {
        self.push(time, EventKind::Exit { region });
    }

    fn send(&mut self, time: u64, peer: u32) {
        self.push(
            time,
            EventKind::Send {
                comm: CommId(0),
                peer,
                tag: 0,
                bytes: 64,
                request: RequestId::NONE,
            },
        );
    }

    fn recv(&mut self, time: u64, peer: u32) {
        self.push(
            time,
            EventKind::Recv {
                comm: CommId(0),
                peer,
                tag: 0,
                bytes: 64,
                request: RequestId::NONE,
            },
        );
    }

    fn coll(&mut self, time: u64, root: u32, bytes: u64) {
        self.push(
            time,
            EventKind::Collective {
                comm: CommId(0),
                root,
                sent: bytes,
                received: bytes,
                request: RequestId::NONE,
            },
        );
    }

    fn fill(&mut self) {
        self.buf.clear();
        self.pos = 0;
        let t = self.t;
        let r = t.r;
        let n = t.cfg.ranks;
        let me = self.rank;
        match self.stage {
            0 => {
                self.enter(0, r.main);
                self.enter(1_000, r.init);
                self.exit(20_000, r.init);
                self.stage = 1;
                return;
            }
            2 => return,
            _ => {}
        }
        let i = self.iter;
        if i >= t.phases.len() {
            let end = START + SLOT * t.phases.len() as u64;
            self.enter(end, r.finalize);
            self.exit(end + 10_000, r.finalize);
            self.exit(end + 20_000, r.main);
            self.stage = 2;
            return;
        }
        self.iter += 1;
        let t0 = START + SLOT * i as u64;
        let c = t.compute(i, me);
        // Compute, split into kernels.
        self.enter(t0, r.compute);
        let k = t.cfg.kernels.max(1) as u64;
        let step = c / (k + 1);
        for j in 0..t.cfg.kernels as u64 {
            let a = t0 + step * j + step / 2;
            self.enter(a, r.kernel);
            self.exit(a + step / 2, r.kernel);
        }
        let ready = t0 + c;
        self.exit(ready, r.compute);
        const LAT: u64 = 2_000;
        match t.phases[i] {
            Phase::LateSender | Phase::LateReceiver => {
                let partner = me ^ 1;
                if partner >= n {
                    // Odd rank out: computes only.
                    return;
                }
                let other = t0 + t.compute(i, partner);
                let both = ready.max(other);
                let sync = t.phases[i] == Phase::LateReceiver;
                if me.is_multiple_of(2) {
                    let region = if sync { r.ssend } else { r.send };
                    self.enter(ready, region);
                    self.send(ready, partner);
                    self.exit(if sync { both + LAT } else { ready + LAT / 2 }, region);
                } else {
                    self.enter(ready, r.recv);
                    self.recv(both + LAT, partner);
                    self.exit(both + LAT, r.recv);
                }
            }
            Phase::Barrier | Phase::Allreduce => {
                let region = if t.phases[i] == Phase::Barrier {
                    r.barrier
                } else {
                    r.allreduce
                };
                let bytes = if t.phases[i] == Phase::Barrier { 0 } else { 8 };
                let end = t0 + t.max_compute[i] + LAT * 2;
                self.enter(ready, region);
                self.coll(end, NO_RANK, bytes);
                self.exit(end, region);
            }
            Phase::Bcast => {
                let root = t0 + t.compute(i, 0);
                let end = root.max(ready) + LAT;
                self.enter(ready, r.bcast);
                self.coll(end, 0, 64);
                self.exit(end, r.bcast);
            }
            Phase::Balanced => {
                let end = ready + LAT;
                self.enter(ready, r.sendrecv);
                self.send(ready, (me + 1) % n);
                self.recv(end, (me + n - 1) % n);
                self.exit(end, r.sendrecv);
            }
        }
    }
}

impl EventStream for SynthStream<'_> {
    fn next_event(&mut self) -> Result<Option<Event>, ReadError> {
        while self.pos >= self.buf.len() {
            if self.stage == 2 && self.pos >= self.buf.len() {
                return Ok(None);
            }
            self.fill();
        }
        let e = self.buf[self.pos];
        self.pos += 1;
        Ok(Some(e))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn streams_are_well_formed_and_sized() {
        let t = SynthTrace::new(SynthConfig {
            ranks: 3,
            events_per_rank: 5_000,
            ..Default::default()
        });
        for l in 0..3 {
            let mut s = t.events(LocationId(l)).unwrap();
            let ev = ppw_event::collect_events(&mut *s).unwrap();
            assert!(ev.len() > 3_000 && ev.len() < 6_000, "{}", ev.len());
            let mut depth = 0i64;
            let mut last = 0;
            for e in &ev {
                assert!(e.time >= last, "time order");
                last = e.time;
                match e.kind {
                    EventKind::Enter { .. } => depth += 1,
                    EventKind::Exit { .. } => depth -= 1,
                    _ => {}
                }
                assert!(depth >= 0);
            }
            assert_eq!(depth, 0);
        }
    }
}
