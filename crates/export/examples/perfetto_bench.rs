//! Perfetto export speed on a synthetic trace that is generated while it is read (nothing is
//! held in memory, as with a real on-disk trace).
//!
//! ```text
//! cargo run --release -p ppw-export --example perfetto_bench -- [ranks] [iterations] [out]
//! ```
//!
//! Each rank loops `iterations` times over: a compute region, an `MPI_Send` to its neighbour,
//! an `MPI_Recv` from it, and every tenth iteration an `MPI_Allreduce`. That is ten events per
//! iteration (eleven with the collective's extra two, on average 10.5).
//!
//! An output path ending in `.json` writes Chrome JSON instead (for comparison).

use ppw_event::{
    CommDef, CommKind, Defs, Event, EventKind, EventStream, LocationDef, LocationId, Mode,
    RankInfo, ReadError, RegionDef, RegionId, RequestId, TraceSource, NO_RANK,
};
use ppw_export::{write_chrome_json, write_perfetto, WaitInterval};
use std::time::Instant;

struct Synthetic {
    defs: Defs,
    iterations: u64,
}

impl Synthetic {
    fn new(ranks: u32, iterations: u64) -> Synthetic {
        let mut defs = Defs::new("synthetic-bench", Mode::Trace, ranks);
        for name in ["main", "compute", "MPI_Send", "MPI_Recv", "MPI_Allreduce"] {
            defs.regions.push(RegionDef::named(name));
        }
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
                host: format!("node{}", r / 8),
                complete: true,
                ..Default::default()
            });
        }
        Synthetic { defs, iterations }
    }
}

struct Gen {
    rank: u32,
    ranks: u32,
    iterations: u64,
    iter: u64,
    step: u32,
    done: bool,
    started: bool,
}

impl Gen {
    fn event(&self, time: u64, kind: EventKind) -> Option<Event> {
        Some(Event { time, kind })
    }
}

impl EventStream for Gen {
    fn next_event(&mut self) -> Result<Option<Event>, ReadError> {
        let comm = ppw_event::CommId(0);
        let peer = self.rank ^ 1;
        let peer = if peer >= self.ranks { self.rank } else { peer };
        if !self.started {
            self.started = true;
            return Ok(self.event(
                0,
                EventKind::Enter {
                    region: RegionId(0),
                    callsite: ppw_event::CallsiteId::NONE,
                },
            ));
        }
        if self.done {
            return Ok(None);
        }
        if self.iter == self.iterations {
            self.done = true;
            return Ok(self.event(
                self.iter * 1000 + 1,
                EventKind::Exit {
                    region: RegionId(0),
                },
            ));
        }
        let t = self.iter * 1000 + u64::from(self.rank % 7);
        let none = ppw_event::CallsiteId::NONE;
        let enter = |r: u32| EventKind::Enter {
            region: RegionId(r),
            callsite: none,
        };
        let exit = |r: u32| EventKind::Exit {
            region: RegionId(r),
        };
        let tag = 5;
        let e = match self.step {
            0 => self.event(t + 1, enter(1)),
            1 => self.event(t + 300, exit(1)),
            2 => self.event(t + 310, enter(2)),
            3 => self.event(
                t + 310,
                EventKind::Send {
                    comm,
                    peer,
                    tag,
                    bytes: 4096,
                    request: RequestId::NONE,
                },
            ),
            4 => self.event(t + 330, exit(2)),
            5 => self.event(t + 340, enter(3)),
            6 => self.event(
                t + 420,
                EventKind::Recv {
                    comm,
                    peer,
                    tag,
                    bytes: 4096,
                    request: RequestId::NONE,
                },
            ),
            7 => self.event(t + 420, exit(3)),
            8 => self.event(t + 430, enter(4)),
            9 => self.event(
                t + 600,
                EventKind::Collective {
                    comm,
                    root: NO_RANK,
                    sent: 8,
                    received: 8,
                    request: RequestId::NONE,
                },
            ),
            _ => self.event(t + 600, exit(4)),
        };
        let last = if self.iter % 10 == 9 { 10 } else { 7 };
        if self.step == last {
            self.step = 0;
            self.iter += 1;
        } else {
            self.step += 1;
        }
        Ok(e)
    }
}

impl TraceSource for Synthetic {
    fn defs(&self) -> &Defs {
        &self.defs
    }

    fn events(&self, loc: LocationId) -> Result<Box<dyn EventStream + Send + '_>, ReadError> {
        Ok(Box::new(Gen {
            rank: loc.0,
            ranks: self.defs.ranks,
            iterations: self.iterations,
            iter: 0,
            step: 0,
            done: false,
            started: false,
        }))
    }
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let ranks: u32 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(16);
    let iterations: u64 = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(25_000);
    let out_path = args.get(3).cloned().unwrap_or_else(|| {
        std::env::temp_dir()
            .join("ppw-perfetto-bench.pftrace")
            .display()
            .to_string()
    });
    let src = Synthetic::new(ranks, iterations);
    // One wait interval per 100 iterations per rank, as an analysis would report.
    let overlays: Vec<WaitInterval> = (0..ranks)
        .flat_map(|r| {
            (0..iterations / 100).map(move |i| WaitInterval {
                location: LocationId(r),
                start_ns: i * 100_000 + 340,
                end_ns: i * 100_000 + 400,
                label: format!("late_sender {} ns", 60),
            })
        })
        .collect();
    let file = std::fs::File::create(&out_path).expect("create output");
    let mut file = file;
    let t0 = Instant::now();
    let s = if out_path.ends_with(".json") {
        write_chrome_json(&src, &overlays, &mut file).expect("export")
    } else {
        write_perfetto(&src, &overlays, &mut file).expect("export")
    };
    let secs = t0.elapsed().as_secs_f64();
    assert!(s.errors.is_empty());
    println!(
        "perfetto export: {} events ({} ranks), {} slices, {} flows started, {} wait slices",
        s.events,
        ranks,
        s.slices,
        s.sends + s.collectives,
        s.wait_slices
    );
    println!(
        "{:.3} s, {:.2} M events/s, {:.1} MB written ({:.1} bytes/event) to {out_path}",
        secs,
        s.events as f64 / secs / 1e6,
        s.bytes as f64 / 1e6,
        s.bytes as f64 / s.events as f64
    );
}
