//! What to fix first: the root causes of wait states (delay analysis) and the critical path,
//! for every programming model (docs/ANALYSIS.md, Root causes and critical path).
//!
//! After the pattern replay, the wait states it found become synchronization points
//! ([`syncpoints`]) on the waiting and the waited-for location, together with the group
//! operations every member synchronizes in ([`points`]). The cause step's second streaming
//! pass also cuts every location's time at its points into per-call-path time maps
//! ([`timemaps`]). With them ([`finish`]), the delay analysis ([`delay`]) charges each wait
//! state to the excess time of the waited-for location in the interval before it, directly
//! and through propagation, and the critical-path analysis ([`critical`]) follows the wait
//! states back from the end of the run. Wait states of every model take part: a pattern joins
//! through its family in [`metrics::FAMILIES`].

pub(crate) mod critical;
pub(crate) mod delay;
pub(crate) mod explain;
pub(crate) mod metrics;
pub(crate) mod syncpoints;
pub(crate) mod timemaps;

use crate::patterns::PATTERNS;
use crate::replay::records::LocData;
use ppw_event::Defs;
use rustc_hash::FxHashMap as HashMap;
use std::collections::BTreeSet;
use timemaps::Segments;

/// A wait state the pattern replay found (a hit of a top-level waiting pattern).
#[derive(Clone, Copy, Debug, serde::Serialize, serde::Deserialize)]
pub(crate) struct WaitHit {
    pub(crate) pattern: u16,
    pub(crate) node: u32,
    pub(crate) ns: u64,
    pub(crate) cause_loc: u32,
    pub(crate) start: u64,
}

/// Per pattern index: its family (index into `FAMILIES`), if it has one.
pub(crate) fn families() -> Vec<Option<u8>> {
    PATTERNS
        .iter()
        .map(|p| metrics::family_of(p.meta().id).map(|f| f as u8))
        .collect()
}

/// What the analyses read.
pub(crate) struct Input<'a> {
    pub(crate) defs: &'a Defs,
    pub(crate) locs: &'a [LocData],
    /// Local call-tree node -> global call path, per location.
    pub(crate) maps: &'a [Vec<u32>],
    /// Parent of every global call path (`u32::MAX` for roots).
    pub(crate) parents: Vec<u32>,
    /// Earliest end of every collective instance.
    pub(crate) earliest_end: &'a [u64],
    /// Every location's wait states.
    pub(crate) waits: &'a [Vec<WaitHit>],
    pub(crate) root_cause: bool,
    pub(crate) critical_path: bool,
    /// Bytes the analyses may use (what the `--memory` budget leaves): above it they are
    /// skipped, with a warning.
    pub(crate) memory: u64,
}

/// Bytes per synchronization point the analyses hold at their peak: the point, its time map
/// and the replay's share (measured: about 260 on the synthetic trace of docs/BENCHMARKS.md).
const BYTES_PER_POINT: u64 = 300;

/// A delay: a call path of a location whose excess time made others wait.
#[derive(Clone, Debug, Default)]
pub(crate) struct Delay {
    /// Waiting caused directly, and through propagation (ns).
    pub(crate) short: f64,
    pub(crate) long: f64,
    /// What the run would save without it, at most (ns): see `delay::Delays::slack`.
    pub(crate) slack: f64,
    /// Ranks that waited for it, directly or through propagation (see `delay::CARRIED`).
    pub(crate) victims: BTreeSet<u32>,
}

/// What the analyses found.
#[derive(Default)]
pub(crate) struct Output {
    /// (rank, call path, index into `IMPACT_METRICS`, ns).
    pub(crate) values: Vec<(u32, u32, usize, u64)>,
    /// The critical path's stretches, latest first.
    pub(crate) stretches: Vec<critical::Stretch>,
    /// Per (rank, call path): its delays.
    pub(crate) delays: HashMap<(u32, u32), Delay>,
    /// Short-term delay costs by the wait states they caused: (family, waiting call path) ->
    /// (culprit rank, call path) -> ns.
    pub(crate) attribution: HashMap<(u8, u32), HashMap<(u32, u32), f64>>,
    /// Per (rank, call path): its critical-path time (ns).
    pub(crate) on_path: HashMap<(u32, u32), f64>,
    /// Synchronization points and wait states followed.
    pub(crate) points: usize,
    /// Why the analyses were skipped (they would not fit the memory budget).
    pub(crate) skipped: Option<String>,
}

/// The synchronization points, built before the second streaming pass (which cuts the time
/// maps at their `bounds`), or why there are none.
pub(crate) struct Points {
    sp: Option<syncpoints::SyncPoints>,
    skipped: Option<String>,
    t0: std::time::Instant,
}

impl Points {
    /// Where every location's time maps are cut: its points' enter times (empty when the
    /// analyses do not run).
    pub(crate) fn bounds(&self) -> Vec<Vec<u64>> {
        let Some(sp) = &self.sp else {
            return Vec::new();
        };
        sp.sps
            .iter()
            .map(|v| {
                let mut b: Vec<u64> = v.iter().map(|p| p.time).collect();
                // Calls are in enter order; a repaired clock keeps them so, but never trust it.
                for i in 1..b.len() {
                    b[i] = b[i].max(b[i - 1]);
                }
                b
            })
            .collect()
    }
}

/// Step timings on stderr when `PPW_ANALYSIS_TIMING` is set.
fn lap(t0: std::time::Instant, what: &str) {
    if std::env::var_os("PPW_ANALYSIS_TIMING").is_none() {
        return;
    }
    eprintln!(
        "[ppw-analysis]   root cause: {what} at {:.3} s{}",
        t0.elapsed().as_secs_f64(),
        crate::timing::memory_now()
    );
}

/// The first part of the enabled analyses: the synchronization points (unless the memory
/// budget cannot hold them).
pub(crate) fn points(input: &Input<'_>) -> Points {
    let t0 = std::time::Instant::now();
    if !input.root_cause && !input.critical_path {
        return Points {
            sp: None,
            skipped: None,
            t0,
        };
    }
    let locs = input.locs;
    // Every wait state becomes a point and usually gives its culprit one.
    let estimate =
        2 * input.waits.iter().map(|w| w.len() as u64).sum::<u64>() + 2 * locs.len() as u64;
    if estimate.saturating_mul(BYTES_PER_POINT) > input.memory {
        return Points {
            sp: None,
            skipped: Some(format!(
                "the root-cause and critical-path analyses were skipped: about {} synchronization \
                 points would need about {} MiB, more than the {} MiB the memory budget leaves \
                 (raise --memory, analyze one phase with --phase, or pass --no-root-cause \
                 --no-critical-path)",
                estimate,
                (estimate * BYTES_PER_POINT) >> 20,
                input.memory >> 20
            )),
            t0,
        };
    }
    let sp = syncpoints::SyncPoints::build(
        locs,
        input.defs,
        input.waits,
        &families(),
        input.earliest_end,
    );
    lap(t0, "synchronization points");
    Points {
        sp: Some(sp),
        skipped: None,
        t0,
    }
}

/// The rest of the analyses, with the time maps the second pass cut at `points.bounds()`.
pub(crate) fn finish(input: &Input<'_>, points: Points, segs: Vec<Segments>) -> Output {
    let Points { sp, skipped, t0 } = points;
    let Some(sp) = sp else {
        return Output {
            skipped,
            ..Output::default()
        };
    };
    let locs = input.locs;
    let lap = |what: &str| lap(t0, what);
    lap("second pass (time maps)");
    let mut acc: HashMap<(u32, u32, usize), f64> = HashMap::default();
    let mut out = Output {
        points: sp.sps.iter().map(Vec::len).sum(),
        ..Output::default()
    };
    let key = |l: usize, node: u32| (locs[l].rank, input.maps[l][node as usize]);
    if input.root_cause {
        let delay::Delays {
            values,
            slack,
            victims,
            attribution,
        } = delay::run(
            &sp,
            &segs,
            &|l, node| key(l as usize, node),
            &locs.iter().map(|d| d.rank).collect::<Vec<_>>(),
        );
        for ((cl, node), x) in slack {
            out.delays.entry(key(cl as usize, node)).or_default().slack += x;
        }
        for ((fam, wcp, cr, cp), x) in attribution {
            *out.attribution
                .entry((fam, wcp))
                .or_default()
                .entry((cr, cp))
                .or_default() += x;
        }
        let is = |k: usize, pick: fn(&metrics::Family) -> &'static str| {
            metrics::FAMILIES
                .iter()
                .any(|f| metrics::index(pick(f)) == k)
        };
        let kinds: Vec<(bool, bool)> = (0..metrics::IMPACT_METRICS.len())
            .map(|k| (is(k, |f| f.short), is(k, |f| f.long)))
            .collect();
        for (l, v) in values.into_iter().enumerate() {
            for ((k, node), x) in v {
                let k = k as usize;
                let (rank, cp) = key(l, node);
                *acc.entry((rank, cp, k)).or_default() += x;
                let (short, long) = kinds[k];
                if short || long {
                    let d = out.delays.entry((rank, cp)).or_default();
                    if long {
                        d.long += x;
                    } else {
                        d.short += x;
                    }
                }
            }
        }
        for (at, ws) in victims {
            out.delays.entry(at).or_default().victims.extend(ws);
        }
    }
    lap("delays");
    if input.critical_path {
        let path = critical::path(&sp, &segs, locs);
        lap("critical path");
        let mut cp: Vec<HashMap<u32, f64>> = Vec::with_capacity(locs.len());
        let mut busy: Vec<HashMap<u32, f64>> = Vec::with_capacity(locs.len());
        let mut unwaited: Vec<HashMap<u32, f64>> = Vec::with_capacity(locs.len());
        for (l, prof) in path.profile.iter().enumerate() {
            let mut m: HashMap<u32, f64> = HashMap::default();
            for (&node, &t) in prof {
                *m.entry(input.maps[l][node as usize]).or_default() += t;
            }
            for (&c, &t) in &m {
                *out.on_path.entry((locs[l].rank, c)).or_default() += t;
            }
            cp.push(m);
            let mut all: HashMap<u32, f64> = HashMap::default();
            segs[l].add(0, segs[l].len(), &mut all);
            let mut waits: HashMap<u32, f64> = HashMap::default();
            for p in &sp.sps[l] {
                if p.wait > 0 {
                    *waits.entry(p.node).or_default() += p.wait as f64;
                }
            }
            // Without the waiting of the synchronization points (the impact metrics), and
            // without every wait state (the critical-path imbalance).
            let mut every: HashMap<u32, f64> = HashMap::default();
            for h in &input.waits[l] {
                *every.entry(h.node).or_default() += h.ns as f64;
            }
            let mut b: HashMap<u32, f64> = HashMap::default();
            let mut u: HashMap<u32, f64> = HashMap::default();
            for (node, t) in all {
                let c = input.maps[l][node as usize];
                *b.entry(c).or_default() += t - waits.get(&node).copied().unwrap_or(0.0).min(t);
                *u.entry(c).or_default() += t - every.get(&node).copied().unwrap_or(0.0).min(t);
            }
            busy.push(b);
            unwaited.push(u);
        }
        let imp = critical::impact(&critical::Profiles {
            parents: input.parents.clone(),
            cp,
            busy,
            unwaited,
        });
        for (l, m) in imp.into_iter().enumerate() {
            for ((id, c), x) in m {
                *acc.entry((locs[l].rank, c, metrics::index(id)))
                    .or_default() += x;
            }
        }
        out.stretches = path.stretches;
        lap("impact");
    }
    out.values = acc
        .into_iter()
        .filter(|x| x.1 >= 0.5)
        .map(|((r, c, k), x)| (r, c, k, x.round() as u64))
        .collect();
    out.values.sort_unstable();
    lap("values");
    out
}
