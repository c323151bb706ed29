//! The delay analysis: for every wait state, the excess time of the waited-for location in
//! each of its call paths during the synchronization interval (its delay), charged with the
//! waiting time it caused directly (short-term costs) and through propagation (long-term
//! costs); and the classification of point-to-point wait states (docs/ANALYSIS.md, Root
//! causes).
//!
//! Scalasca computes this in a parallel backward replay. Here the wait states are visited in
//! the backward order of the time the culprit arrived: the long-term costs of a wait state
//! come from the wait states it caused later, so they are complete when it is visited.

use super::metrics::{Shape, FAMILIES};
use super::syncpoints::{Sp, SyncPoints};
use super::timemaps::Segments;
use crate::replay::records::NONE;
use rustc_hash::FxHashMap as HashMap;

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

/// Who waited directly for a (culprit location, node): the waiting locations.
pub(crate) type Victims = HashMap<(u32, u32), std::collections::BTreeSet<u32>>;

/// Short-term delay costs by the wait states they caused: (family, waiting location, its
/// node) -> (culprit location, node) -> ns.
pub(crate) type Attribution = HashMap<(u8, u32, u32), HashMap<(u32, u32), f64>>;

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

/// Run the delay analysis over every wait state with a culprit point.
pub(crate) fn run(sp: &SyncPoints, segs: &[Segments]) -> Delays {
    let mut victims = Victims::default();
    let mut attribution = Attribution::default();
    let idx = |id: &str| super::metrics::index(id) as u16;
    let short: Vec<u16> = FAMILIES.iter().map(|f| idx(f.short)).collect();
    let long: Vec<u16> = FAMILIES.iter().map(|f| idx(f.long)).collect();
    let classes: Vec<Option<[u16; 4]>> = FAMILIES
        .iter()
        .map(|f| f.classes.map(|c| c.map(idx)))
        .collect();
    let nloc = sp.sps.len();
    let nf = FAMILIES.len();
    let mut out: Vec<LocValues> = (0..nloc).map(|_| HashMap::default()).collect();
    // Long-term costs per wait state: (location, point) -> cost per family.
    let mut cost: HashMap<(u32, u32), Vec<f64>> = HashMap::default();
    // Largest propagating share per wait state (point-to-point families).
    let mut pw: HashMap<(u32, u32), f64> = HashMap::default();
    // Indirect waiting per wait state.
    let mut indirect: HashMap<(u32, u32), f64> = HashMap::default();
    let mut order: Vec<(u64, u64, u32, u32)> = Vec::new();
    for (l, v) in sp.sps.iter().enumerate() {
        for (i, p) in v.iter().enumerate() {
            if p.wait > 0 && p.culprit.0 != NONE && (p.family as usize) < nf {
                order.push((p.until, p.time, l as u32, i as u32));
            }
        }
    }
    order.sort_unstable_by(|a, b| b.cmp(a));
    // The least waiting per culprit point, and whether its waiter was seen.
    let mut least: HashMap<(u32, u32), (u64, bool)> = HashMap::default();
    for &(_, _, wl, wi) in &order {
        let w = &sp.sps[wl as usize][wi as usize];
        let e = least.entry(w.culprit).or_insert((u64::MAX, false));
        e.0 = e.0.min(w.wait);
    }
    let mut slack: HashMap<(u32, u32), f64> = HashMap::default();
    let (mut mc, mut mw) = (Dense::default(), Dense::default());
    for (_, _, wl, wi) in order {
        let w = sp.sps[wl as usize][wi as usize];
        let (cl, ci) = w.culprit;
        let fam = &FAMILIES[w.family as usize];
        let jc = sp.prev(cl, ci as usize, wl);
        let jw = sp.prev(wl, wi as usize, cl);
        let wsum = interval(
            sp,
            &segs[cl as usize],
            cl as usize,
            jc,
            ci as usize,
            &mut mc,
        );
        interval(
            sp,
            &segs[wl as usize],
            wl as usize,
            jw,
            wi as usize,
            &mut mw,
        );
        let mut d: Vec<(u32, f64)> = mc
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
        if denom <= 0.0 {
            continue;
        }
        let mut scale_w = w.wait as f64 / denom;
        if fam.shape != Shape::Group {
            scale_w = scale_w.min(1.0);
        }
        if let Some(e) = least.get_mut(&(cl, ci)) {
            if !e.1 && e.0 == w.wait {
                e.1 = true;
                let scale = (w.wait as f64 / denom).min(1.0);
                for &(n, x) in &d {
                    *slack.entry((cl, n)).or_default() += scale * x;
                }
            }
        }
        let culprit = &mut out[cl as usize];
        for &(n, x) in &d {
            *culprit.entry((short[w.family as usize], n)).or_default() += scale_w * x;
            if scale_w * x > 0.0 {
                victims.entry((cl, n)).or_default().insert(wl);
                *attribution
                    .entry((w.family, wl, w.node))
                    .or_default()
                    .entry((cl, n))
                    .or_default() += scale_w * x;
            }
        }
        // Long-term: the costs the wait state carries, per family, go to the same delays.
        let props = jc.map_or(0, |j| j + 1)..ci as usize;
        let mut add = vec![0.0f64; nf];
        add[w.family as usize] += scale_w;
        if let Some(c) = cost.get(&(wl, wi)).cloned() {
            for (x, &cx) in c.iter().enumerate() {
                if cx > 0.0 {
                    let scale_c = cx / denom;
                    for &(n, dx) in &d {
                        *culprit.entry((long[x], n)).or_default() += scale_c * dx;
                    }
                    add[x] += scale_c;
                }
            }
        }
        if wsum > 0.0 {
            for k in props.clone() {
                let p = &sp.sps[cl as usize][k];
                if p.wait == 0 {
                    continue;
                }
                let c = cost.entry((cl, k as u32)).or_insert_with(|| vec![0.0; nf]);
                for (x, a) in add.iter().enumerate() {
                    c[x] += a * p.wait as f64;
                }
                if fam.shape == Shape::P2p && scale_w > 0.0 {
                    let e = pw.entry((cl, k as u32)).or_default();
                    *e = e.max(scale_w * p.wait as f64);
                }
            }
            if fam.shape == Shape::P2p {
                *indirect.entry((wl, wi)).or_default() += scale_w * wsum;
            }
        }
    }
    // Classification of the point-to-point wait states.
    for (l, v) in sp.sps.iter().enumerate() {
        for (i, p) in v.iter().enumerate() {
            let Some(cl) = classes
                .get(p.family as usize)
                .copied()
                .flatten()
                .filter(|_| p.wait > 0)
            else {
                continue;
            };
            let key = (l as u32, i as u32);
            let wait = p.wait as f64;
            let ind = indirect.get(&key).copied().unwrap_or(0.0).min(wait);
            let prop = pw.get(&key).copied().unwrap_or(0.0).min(wait);
            let o = &mut out[l];
            *o.entry((cl[0], p.node)).or_default() += wait - ind;
            *o.entry((cl[1], p.node)).or_default() += ind;
            *o.entry((cl[2], p.node)).or_default() += prop;
            *o.entry((cl[3], p.node)).or_default() += wait - prop;
        }
    }
    Delays {
        values: out,
        slack,
        victims,
        attribution,
    }
}
