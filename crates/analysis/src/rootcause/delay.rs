//! The delay analysis: for every wait state, the excess time of the waited-for location in
//! each of its call paths during the synchronization interval (its delay), charged with the
//! waiting time it caused directly (short-term costs) and through propagation (long-term
//! costs); and the classification of point-to-point wait states (docs/ANALYSIS.md, Root
//! causes).
//!
//! Scalasca computes this in a parallel backward replay. Here the wait states are visited in
//! the backward order of the time the culprit arrived: the long-term costs of a wait state
//! come from the wait states it caused later, so they are complete when it is visited. The
//! intervals of a batch of wait states are computed in parallel (while the batch before is
//! applied); their costs are applied in that order, so the result does not depend on the
//! threads. What a wait state carries (its
//! long-term costs, who they came from) is kept only until it is visited.

use super::metrics::{Shape, FAMILIES};
use super::syncpoints::{Sp, SyncPoints};
use super::timemaps::Segments;
use crate::replay::records::NONE;
use rustc_hash::FxHashMap as HashMap;
use smallvec::SmallVec;

/// The result per location: (index into `IMPACT_METRICS`, node) -> ns (fractional).
pub(crate) type LocValues = HashMap<(u16, u32), f64>;

/// A dense per-node accumulator with the list of nodes it holds (reused for every interval:
/// an interval touches a few of a location's nodes).
#[derive(Default)]
pub(crate) struct Dense {
    v: Vec<f64>,
    held: Vec<bool>,
    touched: Vec<u32>,
}

impl Dense {
    fn add(&mut self, node: u32, x: f64) {
        let n = node as usize;
        if n >= self.v.len() {
            self.v.resize(n + 1, 0.0);
            self.held.resize(n + 1, false);
        }
        if !self.held[n] {
            self.held[n] = true;
            self.touched.push(node);
        }
        self.v[n] += x;
    }

    /// The value of a node, if it holds one.
    fn get(&self, node: u32) -> Option<f64> {
        let n = node as usize;
        (n < self.v.len() && self.held[n]).then(|| self.v[n])
    }

    fn clear(&mut self) {
        for &n in &self.touched {
            self.v[n as usize] = 0.0;
            self.held[n as usize] = false;
        }
        self.touched.clear();
    }
}

/// One location's time in each node between points `from` (exclusive: the interval starts at
/// its enter) and `to`, without the waiting of the points in between, and with only the
/// completion part of `from`'s own call (into `m`, cleared first); returns that waiting time.
pub(crate) fn interval(
    sp: &SyncPoints,
    seg: &Segments,
    loc: usize,
    from: Option<usize>,
    to: usize,
    m: &mut Dense,
) -> f64 {
    m.clear();
    let first = from.map_or(0, |j| j + 1);
    seg.for_each(first, to + 1, |node, ns| m.add(node, ns as f64));
    let pts = &sp.sps[loc];
    let mut wsum = 0.0;
    for p in &pts[first.min(to)..to] {
        if p.wait > 0 {
            wsum += p.wait as f64;
            if m.get(p.node).is_some() {
                m.v[p.node as usize] -= p.wait as f64;
            }
        }
    }
    if let Some(j) = from {
        let p: &Sp = &pts[j];
        if m.get(p.node).is_some() {
            m.v[p.node as usize] -= p.total.saturating_sub(p.completion()) as f64;
        }
    }
    wsum
}

/// Who waited for a culprit (rank, call path), directly or through propagation: the waiting
/// ranks.
pub(crate) type Victims = HashMap<(u32, u32), std::collections::BTreeSet<u32>>;

/// Short-term delay costs by the wait states they caused: (family, waiting call path, culprit
/// rank, its call path) -> ns.
pub(crate) type Attribution = HashMap<(u8, u32, u32, u32), f64>;

/// What the delay analysis gives.
pub(crate) struct Delays {
    pub(crate) values: Vec<LocValues>,
    /// What removing the delays would save at each (culprit location, node): per culprit
    /// point, the delay of the waiter that waited least (the others would still wait for the
    /// next latest), shared out like the short-term costs.
    pub(crate) slack: HashMap<(u32, u32), f64>,
    pub(crate) victims: Victims,
    pub(crate) attribution: Attribution,
}

const NF: usize = FAMILIES.len();

/// What one wait state's intervals give (computed in parallel, used in order): the wait state
/// and what applying its costs reads of it, the waiting inside the culprit's interval, the sum
/// it is shared out by, and the culprit's delay per node (sorted by node).
struct Step {
    /// The wait state, and its call path.
    w: Sp,
    waiting_cp: u32,
    /// The culprit's points with waiting inside its interval: (index, ns).
    inner: SmallVec<[(u32, u64); 4]>,
    wsum: f64,
    denom: f64,
    /// (Inline: a heap vector per wait state cost an allocation here and a free on the
    /// applying thread, 3.6% of the synthetic trace's samples.)
    d: SmallVec<[(u32, f64); 4]>,
}

/// The intervals of the wait state `(wl, wi)` (see [`Step`]); `None` if it has nothing to share.
fn step(
    sp: &SyncPoints,
    segs: &[Segments],
    (wl, wi): (u32, u32),
    key: &(dyn Fn(u32, u32) -> (u32, u32) + Sync),
    mc: &mut Dense,
    mw: &mut Dense,
) -> Option<Step> {
    let w = &sp.sps[wl as usize][wi as usize];
    let (cl, ci) = w.culprit;
    let some = |j: u32| (j != NONE).then_some(j as usize);
    let (jc, jw) = (some(w.jc), some(w.jw));
    let wsum = interval(sp, &segs[cl as usize], cl as usize, jc, ci as usize, mc);
    interval(sp, &segs[wl as usize], wl as usize, jw, wi as usize, mw);
    let mut d: SmallVec<[(u32, f64); 4]> = mc
        .touched
        .iter()
        .filter_map(|&n| {
            let t = mc.get(n).unwrap_or(0.0);
            let x = t - mw.get(n).unwrap_or(0.0).max(0.0);
            (t > 0.0 && x > 0.0).then_some((n, x))
        })
        .collect();
    d.sort_unstable_by_key(|x| x.0);
    let dsum: f64 = d.iter().map(|x| x.1).sum();
    let denom = dsum + wsum;
    let inner = if wsum > 0.0 {
        let pts = &sp.sps[cl as usize];
        (jc.map_or(0, |j| j + 1)..ci as usize)
            .filter(|&k| pts[k].wait > 0)
            .map(|k| (k as u32, pts[k].wait))
            .collect()
    } else {
        SmallVec::new()
    };
    (denom > 0.0).then(|| Step {
        w: *w,
        waiting_cp: key(wl, w.node).1,
        inner,
        wsum,
        denom,
        d,
    })
}

/// What a wait state not visited yet carries: its long-term costs per family; its largest
/// propagating share (point-to-point; kept for wait states never visited); the waiting
/// locations whose costs it carries (who its culprit's delay reaches through propagation), at
/// most `CARRIED` of them.
#[derive(Default)]
struct Front {
    cost: [f64; NF],
    pw: f64,
    carried: SmallVec<[u32; 4]>,
}

/// The wait states not visited yet that carry something, by global point index: the slot of
/// each point (`NONE` if none; a dense index: a hash map's probes missed the cache at every
/// visit), the slots' [`Front`]s, and the slots freed at visits, used again.
struct Frontier {
    at: Vec<u32>,
    slots: Vec<Front>,
    free: Vec<u32>,
}

impl Frontier {
    fn new(npoints: usize) -> Frontier {
        Frontier {
            at: vec![NONE; npoints],
            slots: Vec::new(),
            free: Vec::new(),
        }
    }

    /// What wait state `g` carries, taken out (its visit).
    fn take(&mut self, g: usize) -> Option<Front> {
        let s = std::mem::replace(&mut self.at[g], NONE);
        if s == NONE {
            return None;
        }
        self.free.push(s);
        Some(std::mem::take(&mut self.slots[s as usize]))
    }

    fn get(&self, g: usize) -> Option<&Front> {
        let s = self.at[g];
        (s != NONE).then(|| &self.slots[s as usize])
    }

    /// What wait state `g` carries, for adding to it.
    fn entry(&mut self, g: usize) -> &mut Front {
        if self.at[g] == NONE {
            self.at[g] = match self.free.pop() {
                Some(s) => s,
                None => {
                    self.slots.push(Front::default());
                    (self.slots.len() - 1) as u32
                }
            };
        }
        &mut self.slots[self.at[g] as usize]
    }
}

/// Wait states whose intervals are computed at once (bounds the memory of the steps).
const CHUNK: usize = 1 << 16;

/// The most locations a wait state names as those whose costs it carries (a root cause's
/// victims through propagation are listed up to about this many per wait state).
const CARRIED: usize = 32;

/// Run the delay analysis over every wait state with a culprit point.
/// `key` gives the (rank, global call path) of a location's node, `ranks` every location's
/// rank.
pub(crate) fn run(
    sp: &SyncPoints,
    segs: &[Segments],
    key: &(dyn Fn(u32, u32) -> (u32, u32) + Sync),
    ranks: &[u32],
) -> Delays {
    use rayon::prelude::*;
    // (culprit location, node) -> waiting locations (converted to ranks and call paths at the
    // end: a set per delay stays small and in the cache, one set of every triple would not).
    let mut victims: HashMap<(u32, u32), rustc_hash::FxHashSet<u32>> = Default::default();
    // (family, waiting call path, culprit location, node) -> ns; keyed by rank and call path
    // at the end.
    let mut attribution: HashMap<(u8, u32, u32, u32), f64> = HashMap::default();
    // The last (culprit location, node, waiter) triples added to `victims`, by a hash: a
    // repeated one (the common case) costs no lookup (measured: 0.4 s of the 3.8-4.3 s step on
    // the synthetic trace).
    let mut recent = vec![(NONE, NONE, NONE); 1 << 12];
    // Per location: (family, node) -> the classification's four parts (see `classify`),
    // added into `out` at the end.
    let mut classes_of: Vec<HashMap<(u8, u32), [f64; 4]>> =
        (0..sp.sps.len()).map(|_| HashMap::default()).collect();
    let idx = |id: &str| super::metrics::index(id) as u16;
    let short: Vec<u16> = FAMILIES.iter().map(|f| idx(f.short)).collect();
    let long: Vec<u16> = FAMILIES.iter().map(|f| idx(f.long)).collect();
    let classes: Vec<Option<[u16; 4]>> = FAMILIES
        .iter()
        .map(|f| f.classes.map(|c| c.map(idx)))
        .collect();
    let nloc = sp.sps.len();
    let mut out: Vec<LocValues> = (0..nloc).map(|_| HashMap::default()).collect();
    // Every point's global index: base[l] + i.
    let mut base = Vec::with_capacity(nloc + 1);
    base.push(0usize);
    for v in &sp.sps {
        base.push(base[base.len() - 1] + v.len());
    }
    let gid = |l: u32, i: u32| base[l as usize] + i as usize;
    let npoints = base[nloc];
    // Per wait state not visited yet (the backward replay's frontier, dropped at the visit):
    // what it carries (see `Front`).
    let mut front = Frontier::new(npoints);
    // Point-to-point wait states classified at their visit.
    let mut classified = vec![false; npoints];
    // Direct and indirect, propagating and terminal waiting of a point-to-point wait state.
    let classify = |o: &mut HashMap<(u8, u32), [f64; 4]>, p: &Sp, ind: f64, prop: f64| {
        let wait = p.wait as f64;
        let (ind, prop) = (ind.min(wait), prop.min(wait));
        let e = o.entry((p.family, p.node)).or_default();
        e[0] += wait - ind;
        e[1] += ind;
        e[2] += prop;
        e[3] += wait - prop;
    };
    let mut order: Vec<(u64, u64, u32, u32)> = sp
        .sps
        .par_iter()
        .enumerate()
        .flat_map_iter(|(l, v)| {
            v.iter().enumerate().filter_map(move |(i, p)| {
                (p.wait > 0 && p.culprit.0 != NONE && (p.family as usize) < NF)
                    .then_some((p.until, p.time, l as u32, i as u32))
            })
        })
        .collect();
    order.par_sort_unstable_by(|a, b| b.cmp(a));
    // The least waiting per culprit point; `u64::MAX` once its waiter was seen.
    let mut least: Vec<u64> = vec![u64::MAX; npoints];
    for &(_, _, wl, wi) in &order {
        let w = &sp.sps[wl as usize][wi as usize];
        let g = gid(w.culprit.0, w.culprit.1);
        least[g] = least[g].min(w.wait);
    }
    let mut slack: HashMap<(u32, u32), f64> = HashMap::default();
    // The intervals of a chunk are computed (in parallel) while the costs of the chunk before
    // are applied (in order, on one thread: a chunk's costs reach wait states of later ones).
    let compute = |chunk: &[(u64, u64, u32, u32)]| -> Vec<Option<Step>> {
        chunk
            .par_iter()
            .map_init(
                || (Dense::default(), Dense::default()),
                |(mc, mw), &(_, _, wl, wi)| step(sp, segs, (wl, wi), key, mc, mw),
            )
            .collect()
    };
    let mut apply = |chunk: &[(u64, u64, u32, u32)], steps: Vec<Option<Step>>| {
        for (&(_, _, wl, wi), st) in chunk.iter().zip(steps) {
            let Some(Step {
                w,
                waiting_cp,
                inner,
                wsum,
                denom,
                d,
            }) = st
            else {
                continue;
            };
            let (cl, ci) = w.culprit;
            let fam = &FAMILIES[w.family as usize];
            let mut scale_w = w.wait as f64 / denom;
            if fam.shape != Shape::Group {
                scale_w = scale_w.min(1.0);
            }
            let gc = gid(cl, ci);
            if least[gc] == w.wait {
                least[gc] = u64::MAX;
                let scale = (w.wait as f64 / denom).min(1.0);
                for &(n, x) in &d {
                    *slack.entry((cl, n)).or_default() += scale * x;
                }
            }
            let culprit = &mut out[cl as usize];
            for &(n, x) in &d {
                *culprit.entry((short[w.family as usize], n)).or_default() += scale_w * x;
                if scale_w * x > 0.0 {
                    let t = (cl, n, wl);
                    let h = (cl.wrapping_mul(0x9E37_79B9) ^ n.wrapping_mul(0x85EB_CA6B) ^ wl)
                        as usize
                        & (recent.len() - 1);
                    if recent[h] != t {
                        recent[h] = t;
                        victims.entry((cl, n)).or_default().insert(wl);
                    }
                    *attribution
                        .entry((w.family, waiting_cp, cl, n))
                        .or_default() += scale_w * x;
                }
            }
            // Long-term: the costs the wait state carries, per family, go to the same delays,
            // and the locations they came from are victims of those delays too.
            let mut add = [0.0f64; NF];
            add[w.family as usize] += scale_w;
            let gw = gid(wl, wi);
            let carried = front.take(gw);
            let prop = carried.as_ref().map_or(0.0, |f| f.pw);
            let upstream = carried.as_ref().map(|f| &f.carried[..]).unwrap_or_default();
            if let Some(c) = &carried {
                for (x, &cx) in c.cost.iter().enumerate() {
                    if cx > 0.0 {
                        let scale_c = cx / denom;
                        for &(n, dx) in &d {
                            *culprit.entry((long[x], n)).or_default() += scale_c * dx;
                        }
                        add[x] += scale_c;
                    }
                }
                if upstream.iter().any(|&u| u != cl) {
                    for &(n, _) in &d {
                        let set = victims.entry((cl, n)).or_default();
                        set.extend(upstream.iter().copied().filter(|&u| u != cl));
                    }
                }
            }
            if wsum > 0.0 {
                for &(k, wait) in &inner {
                    let f = front.entry(gid(cl, k));
                    for &u in std::iter::once(&wl).chain(upstream.iter()) {
                        if f.carried.len() < CARRIED && !f.carried.contains(&u) {
                            f.carried.push(u);
                        }
                    }
                    for (x, a) in add.iter().enumerate() {
                        f.cost[x] += a * wait as f64;
                    }
                    if fam.shape == Shape::P2p && scale_w > 0.0 {
                        f.pw = f.pw.max(scale_w * wait as f64);
                    }
                }
            }
            // Its classification is complete now: everything after it was visited.
            if classes[w.family as usize].is_some() {
                let ind = if wsum > 0.0 && fam.shape == Shape::P2p {
                    scale_w * wsum
                } else {
                    0.0
                };
                classify(&mut classes_of[wl as usize], &w, ind, prop);
                classified[gw] = true;
            }
        }
    };
    let chunks: Vec<&[(u64, u64, u32, u32)]> = order.chunks(CHUNK).collect();
    let mut next = chunks.first().map(|c| compute(c));
    for (i, &chunk) in chunks.iter().enumerate() {
        let steps = next.take().unwrap_or_default();
        let ahead = chunks.get(i + 1);
        let ((), later) = rayon::join(|| apply(chunk, steps), || ahead.map(|c| compute(c)));
        next = later;
    }
    // Classification of the point-to-point wait states not visited.
    for (l, v) in sp.sps.iter().enumerate() {
        for (i, p) in v.iter().enumerate() {
            if p.wait == 0 || classes.get(p.family as usize).copied().flatten().is_none() {
                continue;
            }
            let g = gid(l as u32, i as u32);
            if !classified[g] {
                let prop = front.get(g).map_or(0.0, |f| f.pw);
                classify(&mut classes_of[l], p, 0.0, prop);
            }
        }
    }
    for (l, m) in classes_of.into_iter().enumerate() {
        for ((fam, node), parts) in m {
            let Some(cl) = classes[fam as usize] else {
                continue;
            };
            for (id, x) in cl.into_iter().zip(parts) {
                *out[l].entry((id, node)).or_default() += x;
            }
        }
    }
    let mut attributed = Attribution::default();
    for ((fam, wcp, cl, n), x) in attribution {
        let (cr, cp) = key(cl, n);
        *attributed.entry((fam, wcp, cr, cp)).or_default() += x;
    }
    let mut by: Victims = Victims::default();
    for ((cl, n), ws) in victims {
        by.entry(key(cl, n))
            .or_default()
            .extend(ws.into_iter().map(|u| ranks[u as usize]));
    }
    Delays {
        values: out,
        slack,
        victims: by,
        attribution: attributed,
    }
}
