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

/// One location's time in each node between its points `pts[from]` (exclusive: the interval
/// starts at its enter) and `pts[to]`, without the waiting of the points in between, and with
/// only the completion part of `from`'s own call (into `m`, cleared first); returns that
/// waiting time.
pub(crate) fn interval(
    pts: &[Sp],
    seg: &Segments,
    from: Option<usize>,
    to: usize,
    m: &mut Dense,
) -> f64 {
    m.clear();
    let first = from.map_or(0, |j| j + 1);
    seg.for_each(first, to + 1, |node, ns| m.add(node, ns as f64));
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

pub(crate) const NF: usize = FAMILIES.len();

/// What one wait state's intervals give (computed in parallel, used in order): the wait state
/// and what applying its costs reads of it, the waiting inside the culprit's interval, the sum
/// it is shared out by, and the culprit's delay per node (sorted by node).
pub(crate) struct Step {
    /// The wait state, and its call path.
    pub(crate) w: Sp,
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
    let cl = w.culprit.0 as usize;
    let jw = (w.jw != NONE).then_some(w.jw as usize);
    interval(
        &sp.sps[wl as usize],
        &segs[wl as usize],
        jw,
        wi as usize,
        mw,
    );
    let waiting_cp = key(wl, w.node).1;
    culprit_step(&sp.sps[cl], &segs[cl], w, waiting_cp, &|n| mw.get(n), mc)
}

/// [`step`] on the culprit's side: its points `pts` and time maps `seg`, the wait state `w`
/// and its call path, and the waiter's interval `mw` (node -> ns).
pub(crate) fn culprit_step(
    pts: &[Sp],
    seg: &Segments,
    w: &Sp,
    waiting_cp: u32,
    mw: &dyn Fn(u32) -> Option<f64>,
    mc: &mut Dense,
) -> Option<Step> {
    let ci = w.culprit.1;
    let jc = (w.jc != NONE).then_some(w.jc as usize);
    let wsum = interval(pts, seg, jc, ci as usize, mc);
    let mut d: SmallVec<[(u32, f64); 4]> = mc
        .touched
        .iter()
        .filter_map(|&n| {
            let t = mc.get(n).unwrap_or(0.0);
            let x = t - mw(n).unwrap_or(0.0).max(0.0);
            (t > 0.0 && x > 0.0).then_some((n, x))
        })
        .collect();
    d.sort_unstable_by_key(|x| x.0);
    let dsum: f64 = d.iter().map(|x| x.1).sum();
    let denom = dsum + wsum;
    let inner = if wsum > 0.0 {
        (jc.map_or(0, |j| j + 1)..ci as usize)
            .filter(|&k| pts[k].wait > 0)
            .map(|k| (k as u32, pts[k].wait))
            .collect()
    } else {
        SmallVec::new()
    };
    (denom > 0.0).then(|| Step {
        w: *w,
        waiting_cp,
        inner,
        wsum,
        denom,
        d,
    })
}

/// The touched nodes of an accumulator with their values, by node (a waiter's interval as it
/// travels to the culprit's process).
pub(crate) fn entries(m: &Dense) -> Vec<(u32, f64)> {
    let mut v: Vec<(u32, f64)> = m.touched.iter().map(|&n| (n, m.v[n as usize])).collect();
    v.sort_unstable_by_key(|x| x.0);
    v
}

/// What a wait state not visited yet carries: its long-term costs per family; its largest
/// propagating share (point-to-point; kept for wait states never visited); the waiting
/// locations whose costs it carries (who its culprit's delay reaches through propagation), at
/// most `CARRIED` of them.
#[derive(Default)]
pub(crate) struct Front {
    cost: [f64; NF],
    pub(crate) pw: f64,
    carried: SmallVec<[u32; 4]>,
}

/// A [`Front`] as it travels between the processes of a distributed analysis.
pub(crate) type FrontWire = ([f64; NF], f64, Vec<u32>);

impl Front {
    pub(crate) fn to_wire(&self) -> FrontWire {
        (self.cost, self.pw, self.carried.to_vec())
    }

    pub(crate) fn from_wire((cost, pw, carried): FrontWire) -> Front {
        Front {
            cost,
            pw,
            carried: carried.into_iter().take(CARRIED).collect(),
        }
    }
}

/// The wait states not visited yet that carry something, by global point index: the slot of
/// each point (`NONE` if none; a dense index: a hash map's probes missed the cache at every
/// visit), the slots' [`Front`]s, and the slots freed at visits, used again.
pub(crate) struct Frontier {
    at: Vec<u32>,
    slots: Vec<Front>,
    free: Vec<u32>,
}

impl Frontier {
    pub(crate) fn new(npoints: usize) -> Frontier {
        Frontier {
            at: vec![NONE; npoints],
            slots: Vec::new(),
            free: Vec::new(),
        }
    }

    /// What wait state `g` carries, taken out (its visit).
    pub(crate) fn take(&mut self, g: usize) -> Option<Front> {
        let s = std::mem::replace(&mut self.at[g], NONE);
        if s == NONE {
            return None;
        }
        self.free.push(s);
        Some(std::mem::take(&mut self.slots[s as usize]))
    }

    pub(crate) fn get(&self, g: usize) -> Option<&Front> {
        let s = self.at[g];
        (s != NONE).then(|| &self.slots[s as usize])
    }

    /// What wait state `g` carries, for adding to it.
    pub(crate) fn entry(&mut self, g: usize) -> &mut Front {
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

/// The metrics a visit adds to, per family: the short-term and long-term costs and the four
/// classes of a point-to-point wait state.
pub(crate) struct Tables {
    short: Vec<u16>,
    long: Vec<u16>,
    classes: Vec<Option<[u16; 4]>>,
}

impl Tables {
    pub(crate) fn new() -> Tables {
        let idx = |id: &str| super::metrics::index(id) as u16;
        Tables {
            short: FAMILIES.iter().map(|f| idx(f.short)).collect(),
            long: FAMILIES.iter().map(|f| idx(f.long)).collect(),
            classes: FAMILIES
                .iter()
                .map(|f| f.classes.map(|c| c.map(idx)))
                .collect(),
        }
    }

    /// Whether the wait states of family `fam` are classified.
    pub(crate) fn classified(&self, fam: u8) -> bool {
        self.classes.get(fam as usize).copied().flatten().is_some()
    }
}

/// What the visits add up besides the culprits' values, by culprit location (global index)
/// and node: the slack, the victims and the attribution (see [`Delays`]).
pub(crate) struct Sums {
    pub(crate) slack: HashMap<(u32, u32), f64>,
    /// (culprit location, node) -> waiting locations (converted to ranks and call paths at
    /// the end: a set per delay stays small and in the cache, one set of every triple would
    /// not).
    pub(crate) victims: HashMap<(u32, u32), rustc_hash::FxHashSet<u32>>,
    /// (family, waiting call path, culprit location, node) -> ns.
    pub(crate) attribution: HashMap<(u8, u32, u32, u32), f64>,
    /// The last (culprit location, node, waiter) triples added to `victims`, by a hash: a
    /// repeated one (the common case) costs no lookup (measured: 0.4 s of the 3.8-4.3 s step
    /// on the synthetic trace).
    recent: Vec<(u32, u32, u32)>,
}

impl Sums {
    pub(crate) fn new() -> Sums {
        Sums {
            slack: HashMap::default(),
            victims: HashMap::default(),
            attribution: HashMap::default(),
            recent: vec![(NONE, NONE, NONE); 1 << 12],
        }
    }

    /// Keyed by rank and call path (`key`), summed in the order of the keys (the same sums
    /// however the entries were spread over processes), with `ranks` giving every location's
    /// rank.
    pub(crate) fn by_rank(
        self,
        key: &dyn Fn(u32, u32) -> (u32, u32),
        rank: &dyn Fn(u32) -> u32,
    ) -> (HashMap<(u32, u32), f64>, Victims, Attribution) {
        let mut slack: Vec<_> = self.slack.into_iter().collect();
        slack.sort_unstable_by_key(|x| x.0);
        let mut by_slack: HashMap<(u32, u32), f64> = HashMap::default();
        for ((cl, n), x) in slack {
            *by_slack.entry(key(cl, n)).or_default() += x;
        }
        let mut attribution: Vec<_> = self.attribution.into_iter().collect();
        attribution.sort_unstable_by_key(|x| x.0);
        let mut attributed = Attribution::default();
        for ((fam, wcp, cl, n), x) in attribution {
            let (cr, cp) = key(cl, n);
            *attributed.entry((fam, wcp, cr, cp)).or_default() += x;
        }
        let mut by: Victims = Victims::default();
        for ((cl, n), ws) in self.victims {
            by.entry(key(cl, n))
                .or_default()
                .extend(ws.into_iter().map(rank));
        }
        (by_slack, by, attributed)
    }
}

/// Add the direct and indirect, propagating and terminal waiting of a point-to-point wait
/// state `p` to its location's classification (`o`: (family, node) -> the four parts).
pub(crate) fn classify(o: &mut HashMap<(u8, u32), [f64; 4]>, p: &Sp, ind: f64, prop: f64) {
    let wait = p.wait as f64;
    let (ind, prop) = (ind.min(wait), prop.min(wait));
    let e = o.entry((p.family, p.node)).or_default();
    e[0] += wait - ind;
    e[1] += ind;
    e[2] += prop;
    e[3] += wait - prop;
}

/// Add the classification of location `l` (`classes_of`) to its values.
pub(crate) fn add_classes(t: &Tables, out: &mut LocValues, m: HashMap<(u8, u32), [f64; 4]>) {
    for ((fam, node), parts) in m {
        let Some(cl) = t.classes[fam as usize] else {
            continue;
        };
        for (id, x) in cl.into_iter().zip(parts) {
            *out.entry((id, node)).or_default() += x;
        }
    }
}

/// Visit a wait state of waiter location `wl` (global index): charge its culprit's delay
/// (`st`) with the waiting it caused directly and with the long-term costs it carries
/// (`carried`, taken from the frontier), and pass its costs on to the wait states inside the
/// culprit's interval (their frontier slots are `cbase + k` for the culprit's point `k`).
/// `culprit` holds the culprit location's values, `least` the least waiting of the culprit
/// point's waiters (`u64::MAX` once that waiter was visited). Returns the wait state's
/// (indirect, propagating) waiting when its family is classified.
#[allow(clippy::too_many_arguments)]
pub(crate) fn visit(
    t: &Tables,
    sums: &mut Sums,
    culprit: &mut LocValues,
    least: &mut u64,
    front: &mut Frontier,
    cbase: usize,
    st: Step,
    carried: Option<Front>,
    wl: u32,
) -> Option<(f64, f64)> {
    let Step {
        w,
        waiting_cp,
        inner,
        wsum,
        denom,
        d,
    } = st;
    let cl = w.culprit.0;
    let fam = &FAMILIES[w.family as usize];
    let mut scale_w = w.wait as f64 / denom;
    if fam.shape != Shape::Group {
        scale_w = scale_w.min(1.0);
    }
    if *least == w.wait {
        *least = u64::MAX;
        let scale = (w.wait as f64 / denom).min(1.0);
        for &(n, x) in &d {
            *sums.slack.entry((cl, n)).or_default() += scale * x;
        }
    }
    for &(n, x) in &d {
        *culprit.entry((t.short[w.family as usize], n)).or_default() += scale_w * x;
        if scale_w * x > 0.0 {
            let tr = (cl, n, wl);
            let h = (cl.wrapping_mul(0x9E37_79B9) ^ n.wrapping_mul(0x85EB_CA6B) ^ wl) as usize
                & (sums.recent.len() - 1);
            if sums.recent[h] != tr {
                sums.recent[h] = tr;
                sums.victims.entry((cl, n)).or_default().insert(wl);
            }
            *sums
                .attribution
                .entry((w.family, waiting_cp, cl, n))
                .or_default() += scale_w * x;
        }
    }
    // Long-term: the costs the wait state carries, per family, go to the same delays, and the
    // locations they came from are victims of those delays too.
    let mut add = [0.0f64; NF];
    add[w.family as usize] += scale_w;
    let prop = carried.as_ref().map_or(0.0, |f| f.pw);
    let upstream = carried.as_ref().map(|f| &f.carried[..]).unwrap_or_default();
    if let Some(c) = &carried {
        for (x, &cx) in c.cost.iter().enumerate() {
            if cx > 0.0 {
                let scale_c = cx / denom;
                for &(n, dx) in &d {
                    *culprit.entry((t.long[x], n)).or_default() += scale_c * dx;
                }
                add[x] += scale_c;
            }
        }
        if upstream.iter().any(|&u| u != cl) {
            for &(n, _) in &d {
                let set = sums.victims.entry((cl, n)).or_default();
                set.extend(upstream.iter().copied().filter(|&u| u != cl));
            }
        }
    }
    if wsum > 0.0 {
        for &(k, wait) in &inner {
            let f = front.entry(cbase + k as usize);
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
    t.classified(w.family).then(|| {
        let ind = if wsum > 0.0 && fam.shape == Shape::P2p {
            scale_w * wsum
        } else {
            0.0
        };
        (ind, prop)
    })
}

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
    let tables = Tables::new();
    let mut sums = Sums::new();
    // Per location: (family, node) -> the classification's four parts (see `classify`),
    // added into `out` at the end.
    let mut classes_of: Vec<HashMap<(u8, u32), [f64; 4]>> =
        (0..sp.sps.len()).map(|_| HashMap::default()).collect();
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
    let order = visit_order(sp, &|l| l as u32);
    // The least waiting per culprit point; `u64::MAX` once its waiter was seen.
    let mut least: Vec<u64> = vec![u64::MAX; npoints];
    for &(_, _, wl, wi) in &order {
        let w = &sp.sps[wl as usize][wi as usize];
        let g = gid(w.culprit.0, w.culprit.1);
        least[g] = least[g].min(w.wait);
    }
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
            let Some(st) = st else {
                continue;
            };
            let w = st.w;
            let (cl, ci) = w.culprit;
            let gw = gid(wl, wi);
            let carried = front.take(gw);
            let culprit = &mut out[cl as usize];
            let least = &mut least[gid(cl, ci)];
            let cbase = base[cl as usize];
            if let Some((ind, prop)) = visit(
                &tables, &mut sums, culprit, least, &mut front, cbase, st, carried, wl,
            ) {
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
        unvisited(&tables, v, &mut classes_of[l], |i| {
            let g = gid(l as u32, i as u32);
            (!classified[g]).then(|| front.get(g).map_or(0.0, |f| f.pw))
        });
    }
    for (l, m) in classes_of.into_iter().enumerate() {
        add_classes(&tables, &mut out[l], m);
    }
    let (slack, victims, attribution) = sums.by_rank(key, &|u| ranks[u as usize]);
    Delays {
        values: out,
        slack,
        victims,
        attribution,
    }
}

/// The wait states to visit, in the backward order of the time their culprit arrived:
/// (until, enter, location, point), with `id` giving a location's global index.
pub(crate) fn visit_order(
    sp: &SyncPoints,
    id: &(dyn Fn(usize) -> u32 + Sync),
) -> Vec<(u64, u64, u32, u32)> {
    use rayon::prelude::*;
    let mut order: Vec<(u64, u64, u32, u32)> = sp
        .sps
        .par_iter()
        .enumerate()
        .flat_map_iter(|(l, v)| {
            v.iter().enumerate().filter_map(move |(i, p)| {
                (p.wait > 0 && p.culprit.0 != NONE && (p.family as usize) < NF).then_some((
                    p.until,
                    p.time,
                    id(l),
                    i as u32,
                ))
            })
        })
        .collect();
    order.par_sort_unstable_by(|a, b| b.cmp(a));
    order
}

/// Classify the point-to-point wait states of one location's points `v` that were not
/// visited: `pw(i)` is `None` for a point classified at its visit, else its largest
/// propagating share.
pub(crate) fn unvisited(
    t: &Tables,
    v: &[Sp],
    o: &mut HashMap<(u8, u32), [f64; 4]>,
    pw: impl Fn(usize) -> Option<f64>,
) {
    for (i, p) in v.iter().enumerate() {
        if p.wait == 0 || !t.classified(p.family) {
            continue;
        }
        if let Some(prop) = pw(i) {
            classify(o, p, 0.0, prop);
        }
    }
}
