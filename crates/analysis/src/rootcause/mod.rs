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
pub(crate) mod owned;
pub(crate) mod syncpoints;
pub(crate) mod timemaps;

use crate::patterns::PATTERNS;
use crate::replay::records::LocData;
use ppw_event::Defs;
use rustc_hash::FxHashMap as HashMap;
use std::collections::{BTreeMap, BTreeSet};
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
#[derive(Clone, Debug, Default, serde::Serialize, serde::Deserialize)]
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
    /// Per (rank, call path): its delays. (Ordered maps here: the sums over them do not
    /// depend on how they were built, so a distributed analysis gets the same.)
    pub(crate) delays: BTreeMap<(u32, u32), Delay>,
    /// Short-term delay costs by the wait states they caused: (family, waiting call path) ->
    /// (culprit rank, call path) -> ns.
    pub(crate) attribution: BTreeMap<(u8, u32), BTreeMap<(u32, u32), f64>>,
    /// Per (rank, call path): its critical-path time (ns).
    pub(crate) on_path: BTreeMap<(u32, u32), f64>,
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
    /// No points (the analyses run elsewhere, or not at all).
    pub(crate) fn none() -> Points {
        Points {
            sp: None,
            skipped: None,
            t0: std::time::Instant::now(),
        }
    }

    /// Where every location's time maps are cut: its points' enter times (empty when the
    /// analyses do not run).
    pub(crate) fn bounds(&self) -> Vec<Vec<u64>> {
        self.sp.as_ref().map_or_else(Vec::new, bounds_of)
    }
}

/// Where every location of `sp` has its time maps cut: its points' enter times.
fn bounds_of(sp: &syncpoints::SyncPoints) -> Vec<Vec<u64>> {
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

/// Why the analyses are skipped, if `estimate` synchronization points would not fit in
/// `memory` bytes.
fn too_big(estimate: u64, memory: u64) -> Option<String> {
    (estimate.saturating_mul(BYTES_PER_POINT) > memory).then(|| {
        format!(
            "the root-cause and critical-path analyses were skipped: about {} synchronization \
             points would need about {} MiB, more than the {} MiB the memory budget leaves \
             (raise --memory, analyze one phase with --phase, or pass --no-root-cause \
             --no-critical-path)",
            estimate,
            (estimate * BYTES_PER_POINT) >> 20,
            memory >> 20
        )
    })
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
    if let Some(why) = too_big(estimate, input.memory) {
        return Points {
            sp: None,
            skipped: Some(why),
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

/// What the analyses found for some of the locations (all of them in a single process, its
/// own in each process of a distributed analysis), before the performance impact, which
/// needs every location's profile. Everything keyed by rank belongs to the locations' ranks.
#[derive(Default, serde::Serialize, serde::Deserialize)]
pub(crate) struct Part {
    /// (rank, call path, index into `IMPACT_METRICS`) -> ns of the delay analysis.
    acc: Vec<((u32, u32, u32), f64)>,
    delays: Vec<((u32, u32), Delay)>,
    attribution: Vec<((u8, u32), Attributed)>,
    /// Per location (global index): the critical path's time, the time without the waiting
    /// of the synchronization points, and without any waiting, per call path.
    profiles: Vec<(u32, Profile)>,
    /// The critical path's stretches with their position (latest first).
    stretches: Vec<(u64, critical::Stretch)>,
    points: u64,
}

/// Short-term costs of one (family, waiting call path) by culprit (rank, call path).
type Attributed = Vec<((u32, u32), f64)>;

/// One location's critical path, busy and unwaited time per call path.
type Profile = [BTreeMap<u32, f64>; 3];

/// The locations a [`Part`] is made of: their points (culprits named by global location),
/// time maps, global indices, node-to-path maps, ranks and wait states.
pub(crate) struct Held<'a> {
    pub(crate) sp: &'a syncpoints::SyncPoints,
    pub(crate) segs: &'a [Segments],
    pub(crate) ids: &'a [u32],
    pub(crate) maps: &'a [Vec<u32>],
    pub(crate) ranks: &'a [u32],
    /// Per location: its wait states' time per node (see [`waiting`]).
    pub(crate) every: &'a [HashMap<u32, f64>],
}

/// A location's wait states' time per node (what the critical-path imbalance leaves out).
pub(crate) fn waiting(waits: &[WaitHit]) -> HashMap<u32, f64> {
    let mut every: HashMap<u32, f64> = HashMap::default();
    for h in waits {
        *every.entry(h.node).or_default() += h.ns as f64;
    }
    every
}

impl Held<'_> {
    /// (rank, global call path) of a node of the location held at `l`.
    fn key(&self, l: usize, node: u32) -> (u32, u32) {
        (self.ranks[l], self.maps[l][node as usize])
    }
}

/// Turn the delay analysis's results for the held locations into a [`Part`]'s delays.
fn charge(held: &Held<'_>, d: delay::Delays, part: &mut Part) {
    let delay::Delays {
        values,
        slack,
        victims,
        attribution,
    } = d;
    let mut delays: HashMap<(u32, u32), Delay> = HashMap::default();
    let mut acc: HashMap<(u32, u32, u32), f64> = HashMap::default();
    for (at, x) in slack {
        delays.entry(at).or_default().slack += x;
    }
    let mut attributed: HashMap<(u8, u32), HashMap<(u32, u32), f64>> = HashMap::default();
    for ((fam, wcp, cr, cp), x) in attribution {
        *attributed
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
            let (rank, cp) = held.key(l, node);
            *acc.entry((rank, cp, k as u32)).or_default() += x;
            let (short, long) = kinds[k as usize];
            if short || long {
                let d = delays.entry((rank, cp)).or_default();
                if long {
                    d.long += x;
                } else {
                    d.short += x;
                }
            }
        }
    }
    for (at, ws) in victims {
        delays.entry(at).or_default().victims.extend(ws);
    }
    part.acc = acc.into_iter().collect();
    part.delays = delays.into_iter().collect();
    part.attribution = attributed
        .into_iter()
        .map(|(k, m)| (k, m.into_iter().collect()))
        .collect();
}

/// The profiles of the held locations from the critical path's profile per location and node.
fn profiles(held: &Held<'_>, profile: &[HashMap<u32, f64>]) -> Vec<(u32, Profile)> {
    let mut out = Vec::with_capacity(profile.len());
    for (l, prof) in profile.iter().enumerate() {
        let map = &held.maps[l];
        let mut m: BTreeMap<u32, f64> = BTreeMap::new();
        for (&node, &t) in prof {
            *m.entry(map[node as usize]).or_default() += t;
        }
        let mut all: HashMap<u32, f64> = HashMap::default();
        held.segs[l].add(0, held.segs[l].len(), &mut all);
        let mut waits: HashMap<u32, f64> = HashMap::default();
        for p in &held.sp.sps[l] {
            if p.wait > 0 {
                *waits.entry(p.node).or_default() += p.wait as f64;
            }
        }
        // Without the waiting of the synchronization points (the impact metrics), and
        // without every wait state (the critical-path imbalance).
        let every = &held.every[l];
        let mut b: BTreeMap<u32, f64> = BTreeMap::new();
        let mut u: BTreeMap<u32, f64> = BTreeMap::new();
        for (node, t) in all {
            let c = map[node as usize];
            *b.entry(c).or_default() += t - waits.get(&node).copied().unwrap_or(0.0).min(t);
            *u.entry(c).or_default() += t - every.get(&node).copied().unwrap_or(0.0).min(t);
        }
        out.push((held.ids[l], [m, b, u]));
    }
    out
}

/// Process 0's side (or a single process's): the impact from every location's profile, and
/// the output from the parts of all processes.
fn assemble(parts: Vec<Part>, ranks: &[u32], parents: Vec<u32>, critical_path: bool) -> Output {
    let mut out = Output::default();
    let mut acc: HashMap<(u32, u32, usize), f64> = HashMap::default();
    let nloc = ranks.len();
    let mut cp: Vec<BTreeMap<u32, f64>> = vec![BTreeMap::new(); nloc];
    let mut busy = cp.clone();
    let mut unwaited = cp.clone();
    let mut stretches = Vec::new();
    for p in parts {
        out.points += p.points as usize;
        acc.extend(
            p.acc
                .into_iter()
                .map(|((r, c, k), x)| ((r, c, k as usize), x)),
        );
        out.delays.extend(p.delays);
        for (k, m) in p.attribution {
            out.attribution.entry(k).or_default().extend(m);
        }
        for (l, [c, b, u]) in p.profiles {
            if let Some(slot) = cp.get_mut(l as usize) {
                *slot = c;
                busy[l as usize] = b;
                unwaited[l as usize] = u;
            }
        }
        stretches.extend(p.stretches);
    }
    if critical_path {
        for (l, m) in cp.iter().enumerate() {
            for (&c, &t) in m {
                *out.on_path.entry((ranks[l], c)).or_default() += t;
            }
        }
        let imp = critical::impact(&critical::Profiles {
            parents,
            cp,
            busy,
            unwaited,
        });
        for (l, m) in imp.into_iter().enumerate() {
            for ((id, c), x) in m {
                *acc.entry((ranks[l], c, metrics::index(id))).or_default() += x;
            }
        }
        stretches.sort_unstable_by_key(|s| s.0);
        out.stretches = stretches.into_iter().map(|s| s.1).collect();
    }
    out.values = acc
        .into_iter()
        .filter(|x| x.1 >= 0.5)
        .map(|((r, c, k), x)| (r, c, k, x.round() as u64))
        .collect();
    out.values.sort_unstable();
    out
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
    let ids: Vec<u32> = (0..locs.len() as u32).collect();
    let ranks: Vec<u32> = locs.iter().map(|d| d.rank).collect();
    let every: Vec<HashMap<u32, f64>> = input.waits.iter().map(|w| waiting(w)).collect();
    let held = Held {
        sp: &sp,
        segs: &segs,
        ids: &ids,
        maps: input.maps,
        ranks: &ranks,
        every: &every,
    };
    let mut part = Part {
        points: sp.sps.iter().map(|v| v.len() as u64).sum(),
        ..Part::default()
    };
    if input.root_cause {
        let d = delay::run(&sp, &segs, &|l, node| held.key(l as usize, node), &ranks);
        charge(&held, d, &mut part);
    }
    lap("delays");
    if input.critical_path {
        let path = critical::path(&sp, &segs, locs);
        lap("critical path");
        part.profiles = profiles(&held, &path.profile);
        part.stretches = (0..).zip(path.stretches).collect();
    }
    let out = assemble(
        vec![part],
        &ranks,
        input.parents.clone(),
        input.critical_path,
    );
    lap("impact");
    out
}
