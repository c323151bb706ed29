//! Stage 7 of the partitioned replay (docs/SCALE.md, "Issue 40"): the root-cause and
//! critical-path analyses on the processes that own the locations, none of them holding all
//! synchronization points or time maps.
//!
//! - **Points.** Every process builds its locations' points; a wait state's questions to its
//!   culprit's location (which call it was in, which point covers the waiter) go to the
//!   culprit's process in two all-to-all rounds, as a single process asks them of its own
//!   lists ([`SyncPoints::build`]).
//! - **Delays.** A wait state is visited on its culprit's process: the waiter's process sends
//!   the waiter's interval (time per node) there. A visit needs what the wait state carries
//!   (its long-term costs), which visits of the waiter location's own culprit stream added,
//!   all of them with a later culprit arrival. Each location's visits run in the backward
//!   order of the single process; a process advances every stream of its locations as far as
//!   what it has received allows, hands what its streams finished to the waiting visits, and
//!   exchanges them with the other processes in rounds until every stream is done. Every
//!   stream sees the same visits in the same order as in a single process, so the sums are
//!   the same.
//! - **Critical path.** It goes backwards from the end of the run through wait states to
//!   their culprits; the process holding the current location walks it as long as the next
//!   location is its own, then hands the walk on (one round per hand-over).
//! - **Merging.** Everything but the performance impact belongs to the ranks of one process;
//!   process 0 receives the parts and the per-location profiles and computes the impact.

use super::delay::{self, Dense, Front, FrontWire, Frontier, LocValues, Step, Sums, Tables};
use super::syncpoints::{CulpritCall, EndAnswer, NewPoint, Sp, SyncPoints};
use super::timemaps::Segments;
use super::*;
use crate::distributed::{agree, alltoall_own, alltoall_values, Exchange, Partition};
use crate::replay::records::NONE;
use rayon::prelude::*;

/// What the analyses hold on one process: its locations' synchronization points (culprits
/// named by global location) and what the later steps read of its locations.
pub(crate) struct Owned {
    pub(crate) sp: SyncPoints,
    /// The global index of each held location, ascending.
    pub(crate) ids: Vec<u32>,
    pub(crate) ranks: Vec<u32>,
    /// Per held location: its first and last event time and whether it has events.
    pub(crate) span: Vec<(u64, u64, bool)>,
    /// Per held location: its wait states' time per node.
    pub(crate) every: Vec<HashMap<u32, f64>>,
    /// All synchronization points of the run.
    pub(crate) total: u64,
}

impl Owned {
    /// Where every held location's time maps are cut.
    pub(crate) fn bounds(&self) -> Vec<Vec<u64>> {
        bounds_of(&self.sp)
    }

    fn at(&self, l: u32) -> Option<usize> {
        self.ids.binary_search(&l).ok()
    }
}

/// Every process's first step: decide together whether the analyses fit the memory budget
/// (as a single process would over the whole run: the estimate over all wait states and the
/// records of all processes), then build the held locations' synchronization points.
/// `records` is this process's records on the heap. Returns the points, or why the analyses
/// were skipped (the same on every process).
#[allow(clippy::too_many_arguments)]
pub(crate) fn points(
    locs: &[LocData],
    ids: &[u32],
    defs: &Defs,
    waits: Vec<Vec<WaitHit>>,
    earliest_end: &[u64],
    limit: u64,
    records: u64,
    part: &Partition,
    ex: &dyn Exchange,
) -> Result<Result<Owned, String>, String> {
    let nloc = defs.locations.len() as u64;
    let mine = (waits.iter().map(|w| w.len() as u64).sum::<u64>(), records);
    let (nwaits, heap): (u64, u64) = agree(
        ex,
        &mine,
        "root-cause sizes",
        (0u64, 0u64),
        |t, _, (a, b): (u64, u64)| *t = (t.0 + a, t.1 + b),
        |t| t,
    )?;
    let memory = limit.saturating_sub(heap);
    if let Some(why) = too_big(2 * nwaits + 2 * nloc, memory) {
        return Ok(Err(why));
    }
    let n = ex.size();
    let mut sp = SyncPoints::own(locs, defs, &waits, &families(), earliest_end);
    let at = |l: u32| ids.binary_search(&l).ok();
    // Which call each culprit was in when its waiters' waits ended.
    let asks = to_holders(
        sp.culprit_asks(&|l| ids[l]),
        ids,
        part,
        ex,
        "culprit questions",
    )?;
    let asked: Vec<(Vec<NewPoint>, Vec<CulpritCall>)> = asks
        .par_iter()
        .enumerate()
        .map(|(l, a)| syncpoints::resolve_asks(&locs[l], a))
        .collect();
    drop(asks);
    let mut per: Vec<Vec<NewPoint>> = Vec::with_capacity(locs.len());
    let mut back: Vec<Vec<CulpritCall>> = vec![Vec::new(); n];
    for (add, set) in asked {
        per.push(add);
        for s in set {
            back[part.owner(s.0)].push(s);
        }
    }
    let got: Vec<Vec<CulpritCall>> = alltoall_own(ex, back, "culprit calls")?;
    sp.set_culprit_calls(&at, got.into_iter().flatten());
    sp.add_culprit_points(&per);
    drop(per);
    // Which of its points covers each waiter.
    let mut asks = to_holders(
        sp.end_asks(&|l| ids[l]),
        ids,
        part,
        ex,
        "culprit point questions",
    )?;
    let answered: Vec<EndAnswer> = asks
        .par_iter_mut()
        .enumerate()
        .flat_map_iter(|(l, a)| sp.answer_ends(l, ids[l], a))
        .collect();
    drop(asks);
    let mut back: Vec<Vec<EndAnswer>> = vec![Vec::new(); n];
    for e in answered {
        back[part.owner(e.0)].push(e);
    }
    let got: Vec<Vec<EndAnswer>> = alltoall_own(ex, back, "culprit points")?;
    sp.settle(&at, got.into_iter().flatten());
    let mine = sp.sps.iter().map(|v| v.len() as u64).sum::<u64>();
    let total: u64 = agree(
        ex,
        &mine,
        "synchronization points",
        0u64,
        |t, _, x: u64| *t += x,
        |t| t,
    )?;
    Ok(Ok(Owned {
        sp,
        ids: ids.to_vec(),
        ranks: locs.iter().map(|d| d.rank).collect(),
        span: locs
            .iter()
            .map(|d| (d.first, d.last, d.events > 0))
            .collect(),
        every: waits.iter().map(|w| waiting(w)).collect(),
        total,
    }))
}

/// Send every (location, item) to the process holding the location; returns, per location
/// held here (`ids`, ascending), the items about it from all processes (`what` names them in
/// errors).
fn to_holders<T: serde::Serialize + serde::de::DeserializeOwned>(
    items: Vec<(u32, T)>,
    ids: &[u32],
    part: &Partition,
    ex: &dyn Exchange,
    what: &str,
) -> Result<Vec<Vec<T>>, String> {
    let n = ex.size();
    let mut out: Vec<Vec<(u32, T)>> = (0..n).map(|_| Vec::new()).collect();
    for (l, x) in items {
        out[part.owner(l)].push((l, x));
    }
    let got: Vec<Vec<(u32, T)>> = alltoall_own(ex, out, what)?;
    let mut per: Vec<Vec<T>> = (0..ids.len()).map(|_| Vec::new()).collect();
    for (l, x) in got.into_iter().flatten() {
        let i = ids
            .binary_search(&l)
            .map_err(|_| format!("{what} about location {l}, held by another process"))?;
        per[i].push(x);
    }
    Ok(per)
}

/// A wait state's visit as it travels to its culprit's process: the wait state, its location
/// (global) and point, its call path, and its interval's time per node.
type Visit = (Sp, u32, u32, u32, Vec<(u32, f64)>);

/// The backward order of the visits: (when the culprit arrived, the wait's enter, waiter
/// location, its point), compared from the latest.
type Key = (u64, u64, u32, u32);

/// What a wait state carries, sent by its location's process when final: (location, point,
/// what it carries).
type Carried = (u32, u32, Option<FrontWire>);

/// One round's message: (this process is done, it made progress, what it sends).
type Round = (bool, bool, Vec<Carried>);

/// The held locations' critical-path profile per node, and their stretches with positions.
type PathPart = (Vec<HashMap<u32, f64>>, Vec<(u64, critical::Stretch)>);

fn key_of(w: &Sp, wl: u32, wi: u32) -> Key {
    (w.until, w.time, wl, wi)
}

/// Visits per window of the delay analysis, about (bounds the memory of the intervals and
/// steps in flight; `PPW_DELAY_WINDOW` sets another, for tests and tuning), and the sampling
/// of the keys that cuts the windows.
fn window_and_sample() -> (usize, usize) {
    let window = std::env::var("PPW_DELAY_WINDOW")
        .ok()
        .and_then(|v| v.parse::<usize>().ok())
        .unwrap_or(1 << 17)
        .max(1);
    (window, window.min(1 << 10))
}

/// The state of the delay analysis on one process across its windows.
struct Streams<'a> {
    o: &'a Owned,
    segs: &'a [Segments],
    maps: &'a [Vec<u32>],
    part: &'a Partition,
    ex: &'a dyn Exchange,
    /// Every held point's index: `base[l] + i`.
    base: Vec<usize>,
    least: Vec<u64>,
    tables: Tables,
    sums: Sums,
    values: Vec<LocValues>,
    front: Frontier,
    classes_of: Vec<HashMap<(u8, u32), [f64; 4]>>,
    classified: Vec<bool>,
    rounds: u64,
    /// Seconds in the windows' parts: intervals, steps, streams, classifications.
    spent: [f64; 4],
}

impl Streams<'_> {
    /// One window: the held wait states `order` (their keys in it, decreasing) are visited
    /// on their culprits' processes, together with the other processes' of the window.
    fn window(&mut self, order: &[Key]) -> Result<(), String> {
        let (me, n) = (self.ex.rank(), self.ex.size());
        let o = self.o;
        let sps = &o.sp.sps;
        let (segs, maps) = (self.segs, self.maps);
        let mut t = std::time::Instant::now();
        let mut clock = |i: usize, spent: &mut [f64; 4]| {
            spent[i] += t.elapsed().as_secs_f64();
            t = std::time::Instant::now();
        };
        // The waiters' intervals, to their culprits' processes.
        let visits: Vec<(usize, Visit)> = order
            .par_iter()
            .map_init(Dense::default, |mw, &(_, _, wl, wi)| {
                let l = o.at(wl).unwrap_or(0);
                let w = sps[l][wi as usize];
                let jw = (w.jw != NONE).then_some(w.jw as usize);
                delay::interval(&sps[l], &segs[l], jw, wi as usize, mw);
                let wcp = maps[l].get(w.node as usize).copied().unwrap_or(0);
                (
                    self.part.owner(w.culprit.0),
                    (w, wl, wi, wcp, delay::entries(mw)),
                )
            })
            .collect();
        let mut out: Vec<Vec<Visit>> = vec![Vec::new(); n];
        for (q, v) in visits {
            out[q].push(v);
        }
        // What was sent, to learn which visits take place.
        let sent: Vec<Vec<(Key, u32)>> = out
            .iter()
            .map(|v| v.iter().map(|x| (key_of(&x.0, x.1, x.2), x.2)).collect())
            .collect();
        let got: Vec<Vec<Visit>> = alltoall_own(self.ex, out, "wait-state intervals")?;
        clock(0, &mut self.spent);
        // The culprits' side: the steps.
        let steps: Vec<Vec<Option<Step>>> = got
            .par_iter()
            .map(|vs| {
                vs.par_iter()
                    .map_init(Dense::default, |mc, (w, _, _, wcp, mw)| {
                        let l = o.at(w.culprit.0)?;
                        if w.culprit.1 as usize >= sps[l].len() {
                            return None;
                        }
                        let get = |node: u32| {
                            mw.binary_search_by_key(&node, |x| x.0)
                                .ok()
                                .map(|i| mw[i].1)
                        };
                        delay::culprit_step(&sps[l], &segs[l], w, *wcp, &get, mc)
                    })
                    .collect()
            })
            .collect();
        let taken: Vec<Vec<bool>> = steps
            .iter()
            .map(|v| v.iter().map(Option::is_some).collect())
            .collect();
        let taken: Vec<Vec<bool>> = alltoall_own(self.ex, taken, "visits")?;
        // Per held culprit location: its visits, in increasing order (the next one is last).
        let nl = sps.len();
        let mut streams: Vec<Vec<(Key, Step)>> = (0..nl).map(|_| Vec::new()).collect();
        for (vs, st) in got.into_iter().zip(steps) {
            for ((w, wl, wi, _, _), s) in vs.into_iter().zip(st) {
                if let (Some(s), Some(l)) = (s, o.at(w.culprit.0)) {
                    streams[l].push((key_of(&w, wl, wi), s));
                }
            }
        }
        streams
            .par_iter_mut()
            .for_each(|v| v.sort_unstable_by_key(|x| x.0));
        // The waiters' side: the wait states whose visits take place, by location, in
        // increasing order: (key, point, culprit's process).
        let mut exports: Vec<Vec<(Key, u32, usize)>> = (0..nl).map(|_| Vec::new()).collect();
        for (q, (s, t)) in sent.into_iter().zip(taken).enumerate() {
            if s.len() != t.len() {
                return Err(format!(
                    "process {q} answered for {} of {} visits",
                    t.len(),
                    s.len()
                ));
            }
            for ((k, wi), yes) in s.into_iter().zip(t) {
                if let (true, Some(l)) = (yes, o.at(k.2)) {
                    exports[l].push((k, wi, q));
                }
            }
        }
        exports.par_iter_mut().for_each(|v| v.sort_unstable());
        clock(1, &mut self.spent);
        // The streams, in rounds.
        let mut inbox: HashMap<(u32, u32), Option<Front>> = HashMap::default();
        // Classifications at visits: (key, indirect, propagating), to the waiters' processes.
        let mut classes: Vec<Vec<(Key, f64, f64)>> = vec![Vec::new(); n];
        let base = &self.base;
        loop {
            self.rounds += 1;
            let mut outbox: Vec<Vec<Carried>> = vec![Vec::new(); n];
            let mut moved = false;
            loop {
                let mut progress = false;
                for l in 0..nl {
                    loop {
                        // What this location's wait states carry is final once its stream has
                        // visited every wait state with a later key.
                        let next = streams[l].last().map(|x| x.0);
                        while let Some(&(k, wi, q)) = exports[l].last() {
                            if next.is_some_and(|nk| nk > k) {
                                break;
                            }
                            exports[l].pop();
                            let f = self.front.take(base[l] + wi as usize);
                            if q == me {
                                inbox.insert((k.2, wi), f);
                            } else {
                                outbox[q].push((k.2, wi, f.map(|f| f.to_wire())));
                            }
                            progress = true;
                        }
                        let Some(&(k, _)) = streams[l].last() else {
                            break;
                        };
                        let Some(carried) = inbox.remove(&(k.2, k.3)) else {
                            break;
                        };
                        let Some((_, st)) = streams[l].pop() else {
                            break;
                        };
                        let w = st.w;
                        let g = base[l] + w.culprit.1 as usize;
                        let mut spare = u64::MAX;
                        let least = self.least.get_mut(g).unwrap_or(&mut spare);
                        let (wl, wi) = (k.2, k.3);
                        if let Some((ind, prop)) = delay::visit(
                            &self.tables,
                            &mut self.sums,
                            &mut self.values[l],
                            least,
                            &mut self.front,
                            base[l],
                            st,
                            carried,
                            wl,
                        ) {
                            let q = self.part.owner(wl);
                            classes[q].push(((w.until, w.time, wl, wi), ind, prop));
                        }
                        progress = true;
                    }
                }
                moved |= progress;
                if !progress {
                    break;
                }
            }
            let done = streams.iter().all(Vec::is_empty) && exports.iter().all(Vec::is_empty);
            let parts: Vec<Round> = outbox.into_iter().map(|v| (done, moved, v)).collect();
            let got: Vec<Round> = alltoall_values(self.ex, &parts, "carried costs")?;
            let all_done = got.iter().all(|x| x.0);
            let any_moved = got.iter().any(|x| x.1 || !x.2.is_empty());
            for (_, _, v) in got {
                for (wl, wi, f) in v {
                    inbox.insert((wl, wi), f.map(Front::from_wire));
                }
            }
            if all_done {
                break;
            }
            if !any_moved {
                return Err(format!(
                    "the delay analysis stalled after {} rounds (process {me} waits for costs \
                     that no process sends)",
                    self.rounds
                ));
            }
        }
        clock(2, &mut self.spent);
        // The classifications, at the waiters' processes, in the visits' order.
        let got: Vec<Vec<(Key, f64, f64)>> = alltoall_own(self.ex, classes, "classifications")?;
        let mut got: Vec<(Key, f64, f64)> = got.into_iter().flatten().collect();
        got.sort_unstable_by_key(|x| std::cmp::Reverse(x.0));
        for ((_, _, wl, wi), ind, prop) in got {
            let Some(l) = o.at(wl) else { continue };
            let Some(p) = sps[l].get(wi as usize) else {
                continue;
            };
            delay::classify(&mut self.classes_of[l], p, ind, prop);
            self.classified[base[l] + wi as usize] = true;
        }
        clock(3, &mut self.spent);
        Ok(())
    }
}

/// The delay analysis over the held locations (see the module's comment): their values and
/// what the visits of their culprit streams added up. The visits go in windows of keys that
/// every process cuts the same (from samples of everybody's keys): a window's visits depend
/// only on those of earlier windows and its own.
fn delays(
    o: &Owned,
    segs: &[Segments],
    maps: &[Vec<u32>],
    part: &Partition,
    ex: &dyn Exchange,
) -> Result<(Vec<LocValues>, Sums), String> {
    let me = ex.rank();
    let sps = &o.sp.sps;
    let nl = sps.len();
    let mut base = Vec::with_capacity(nl + 1);
    base.push(0usize);
    for v in sps {
        base.push(base[base.len() - 1] + v.len());
    }
    let npoints = base[nl];
    let order = delay::visit_order(&o.sp, &|l| o.ids[l]);
    // The least waiting per culprit point, over every waiter (as a single process takes it
    // before any visit): each process sends its least per culprit point.
    let mut least_of: HashMap<(u32, u32), u64> = HashMap::default();
    for &(_, _, wl, wi) in &order {
        let Some(l) = o.at(wl) else { continue };
        let w = &sps[l][wi as usize];
        let x = least_of.entry(w.culprit).or_insert(u64::MAX);
        *x = (*x).min(w.wait);
    }
    let items = least_of
        .into_iter()
        .map(|((cl, ci), x)| (cl, (ci, x)))
        .collect();
    let got = to_holders(items, &o.ids, part, ex, "least waiting")?;
    let mut least: Vec<u64> = vec![u64::MAX; npoints];
    for (l, v) in got.into_iter().enumerate() {
        for (ci, x) in v {
            if let Some(y) = least.get_mut(base[l] + ci as usize) {
                *y = (*y).min(x);
            }
        }
    }
    // The windows' lower bounds, decreasing (process 0's window size counts).
    let (window, sample) = window_and_sample();
    let samples: Vec<Key> = order.iter().step_by(sample).copied().collect();
    let bounds: Vec<Key> = agree(
        ex,
        &samples,
        "delay windows",
        Vec::new(),
        |all: &mut Vec<Key>, _, s: Vec<Key>| all.extend(s),
        |mut all| {
            all.sort_unstable_by_key(|k| std::cmp::Reverse(*k));
            all.into_iter()
                .skip(window / sample)
                .step_by(window / sample)
                .collect::<Vec<Key>>()
        },
    )?;
    let mut s = Streams {
        o,
        segs,
        maps,
        part,
        ex,
        base,
        least,
        tables: Tables::new(),
        sums: Sums::new(),
        values: (0..nl).map(|_| LocValues::default()).collect(),
        front: Frontier::new(npoints),
        classes_of: (0..nl).map(|_| HashMap::default()).collect(),
        classified: vec![false; npoints],
        rounds: 0,
        spent: [0.0; 4],
    };
    let mut rest = &order[..];
    for lo in bounds.iter().map(Some).chain(std::iter::once(None)) {
        let cut = lo.map_or(rest.len(), |lo| rest.partition_point(|k| k >= lo));
        let (now, later) = rest.split_at(cut);
        s.window(now)?;
        rest = later;
    }
    if std::env::var_os("PPW_ANALYSIS_TIMING").is_some() && me == 0 {
        eprintln!(
            "[ppw-analysis]   root cause: {} delay windows, {} rounds; {:.2} s intervals, {:.2} s \
             steps, {:.2} s streams, {:.2} s classes",
            bounds.len() + 1,
            s.rounds,
            s.spent[0],
            s.spent[1],
            s.spent[2],
            s.spent[3]
        );
    }
    let Streams {
        base,
        tables,
        sums,
        mut values,
        front,
        mut classes_of,
        classified,
        ..
    } = s;
    // The wait states not visited.
    for (l, v) in sps.iter().enumerate() {
        delay::unvisited(&tables, v, &mut classes_of[l], |i| {
            let g = base[l] + i;
            (!classified[g]).then(|| front.get(g).map_or(0.0, |f| f.pw))
        });
    }
    for (l, m) in classes_of.into_iter().enumerate() {
        delay::add_classes(&tables, &mut values[l], m);
    }
    Ok((values, sums))
}

/// Per process: where the critical path enters it, and the position of the first stretch
/// there.
type Plan = Vec<Vec<(State, u64)>>;

/// A state of the critical path's walk: a location (global) and the point its stretch ends
/// at (`None`: the location's last event).
type State = (u32, Option<u32>);

/// Where a walk leaves a process: at a state of another process's location, or at the start
/// of the run (`None`).
type Exit = Option<State>;

/// One step of the walk on a held location (`l` its index here) from `s`: the stretch it
/// adds (and, with `profile`, its time per node), and where the walk goes next
/// (`Err(())`: the start of the run was reached, the stretch being the last).
fn step(
    o: &Owned,
    segs: &[Segments],
    l: usize,
    s: State,
    guard_left: bool,
    profile: Option<&mut HashMap<u32, f64>>,
) -> (critical::Stretch, Result<State, ()>) {
    let pts = &o.sp.sps[l];
    let (loc, end) = s;
    let upto = end.map_or(pts.len(), |e| e as usize).min(pts.len());
    let now = match end {
        Some(i) => pts.get(i as usize).map_or(o.span[l].1, |p| p.time),
        None => o.span[l].1,
    };
    match critical::step_back(pts, upto, now) {
        Some(k) if guard_left => {
            let p = pts[k];
            if let Some(prof) = profile {
                let mut m = HashMap::default();
                segs[l].add(k + 1, upto + 1, &mut m);
                let wait = (p.wait as f64).min(m.get(&p.node).copied().unwrap_or(0.0));
                *m.entry(p.node).or_default() -= wait;
                for (nd, t) in m {
                    *prof.entry(nd).or_default() += t;
                }
            }
            let st = critical::Stretch {
                loc,
                start: p.time + p.wait,
                end: now,
            };
            (st, Ok((p.culprit.0, Some(p.culprit.1))))
        }
        _ => {
            // The start: MPI_Init's enter, or the first event.
            let init = pts[..upto].iter().position(|p| p.init);
            if let Some(prof) = profile {
                let mut m = HashMap::default();
                segs[l].add(init.map_or(0, |i| i + 1), upto + 1, &mut m);
                for (nd, t) in m {
                    *prof.entry(nd).or_default() += t;
                }
            }
            let start = init.map_or(o.span[l].0, |i| pts[i].time);
            (
                critical::Stretch {
                    loc,
                    start,
                    end: now,
                },
                Err(()),
            )
        }
    }
}

/// The critical path over the processes (see the module's comment): the held locations'
/// profile per node and their stretches with their positions.
///
/// Every process first learns which of its points the walk can enter it at (the culprit
/// points of the other processes' wait states) and walks from each of them over its own
/// locations to where the walk leaves it (remembering the states it passed, so that every
/// state is walked once), counting the stretches. Process 0 chains these summaries from the
/// end of the run and tells every process where the path enters it and at which position;
/// then every process walks its parts of the path again, adding the profile. (A walk that
/// comes back to a state it passed — clocks can make cycles — goes state by state instead,
/// handed from process to process, to stop where a single process's guard stops it.)
fn critical_path(
    o: &Owned,
    segs: &[Segments],
    part: &Partition,
    ex: &dyn Exchange,
) -> Result<PathPart, String> {
    let (me, n) = (ex.rank(), ex.size());
    let nl = o.sp.sps.len();
    let start = path_end(o, ex)?;
    let Some(start) = start else {
        return Ok(((0..nl).map(|_| HashMap::default()).collect(), Vec::new()));
    };
    // Where other processes' walks can enter this one.
    let mut out: Vec<Vec<State>> = vec![Vec::new(); n];
    for p in o.sp.sps.iter().flatten() {
        if p.wait > 0 && p.culprit.0 != NONE && !p.init && !p.finalize {
            let q = part.owner(p.culprit.0);
            if q != me {
                out[q].push((p.culprit.0, Some(p.culprit.1)));
            }
        }
    }
    for v in &mut out {
        v.sort_unstable();
        v.dedup();
    }
    let got: Vec<Vec<State>> = alltoall_own(ex, out, "critical-path entries")?;
    let mut entries: Vec<State> = got.into_iter().flatten().collect();
    if part.owner(start.0) == me {
        entries.push(start);
    }
    entries.sort_unstable();
    entries.dedup();
    // Every entry's exit and stretch count, each state walked once.
    let mut memo: HashMap<State, (Exit, u64)> = HashMap::default();
    let mut cycle = false;
    let mut table: Vec<(State, Exit, u64)> = Vec::with_capacity(entries.len());
    for &e in &entries {
        let mut chain: Vec<State> = Vec::new();
        let mut s = e;
        let mut passing: rustc_hash::FxHashSet<State> = Default::default();
        let (mut exit, mut hops) = loop {
            if let Some(&x) = memo.get(&s) {
                break x;
            }
            let Some(l) = o.at(s.0) else {
                // (Another process's state: the walk left.)
                break (Some(s), 0);
            };
            if !passing.insert(s) {
                cycle = true;
                break (None, 0);
            }
            chain.push(s);
            match step(o, segs, l, s, true, None).1 {
                Ok(next) if o.at(next.0).is_some() => s = next,
                Ok(next) => break (Some(next), 0),
                Err(()) => break (None, 0),
            }
        };
        // The states passed, last first, each one stretch more than the next.
        while let Some(s) = chain.pop() {
            hops += 1;
            memo.insert(s, (exit, hops));
        }
        exit = memo.get(&e).map_or(exit, |x| x.0);
        table.push((e, exit, memo.get(&e).map_or(0, |x| x.1)));
    }
    drop(memo);
    // Process 0 chains the summaries.
    type Tables = (bool, Vec<(State, Exit, u64)>);
    let guard = o.total + 1;
    let plan: Option<Vec<(State, u64)>> = {
        let mut all: HashMap<State, (Exit, u64)> = HashMap::default();
        let mut any_cycle = false;
        ex.gather(
            crate::distributed::encode(&(cycle, table))?,
            &mut |q, bytes| {
                let (c, t): Tables = crate::distributed::decode(
                    &bytes,
                    &format!("critical-path summaries of process {q}"),
                )?;
                any_cycle |= c;
                all.extend(t.into_iter().map(|(s, e, h)| (s, (e, h))));
                Ok(())
            },
        )?;
        let plan: Option<Option<Plan>> = if me == 0 {
            let mut per: Plan = vec![Vec::new(); n];
            let mut s = Some(start);
            let mut pos = 0u64;
            let mut seen: rustc_hash::FxHashSet<State> = Default::default();
            let mut ok = !any_cycle;
            while let (Some(st), true) = (s, ok) {
                let Some(&(exit, hops)) = all.get(&st) else {
                    ok = false;
                    break;
                };
                ok = seen.insert(st) && pos + hops < guard;
                per[part.owner(st.0)].push((st, pos));
                pos += hops;
                s = exit;
            }
            Some(ok.then_some(per))
        } else {
            None
        };
        let parts = plan.map(|p| {
            (0..n)
                .map(|q| crate::distributed::encode(&p.as_ref().map(|v| &v[q])))
                .collect::<Result<Vec<_>, _>>()
        });
        let parts = match parts {
            Some(p) => Some(p?),
            None => None,
        };
        crate::distributed::decode(&ex.scatter(parts)?, "critical-path plan")?
    };
    let mut profile: Vec<HashMap<u32, f64>> = (0..nl).map(|_| HashMap::default()).collect();
    let mut stretches = Vec::new();
    let Some(mine) = plan else {
        return walk_token(o, segs, start, part, ex);
    };
    for (e, mut pos) in mine {
        let mut s = e;
        while let Some(l) = o.at(s.0) {
            let (st, next) = step(o, segs, l, s, true, Some(&mut profile[l]));
            stretches.push((pos, st));
            pos += 1;
            match next {
                Ok(x) => s = x,
                Err(()) => break,
            }
        }
    }
    Ok((profile, stretches))
}

/// Where the critical path starts going backwards: the latest MPI_Finalize (the first
/// location on ties, its last point); without one, the location that ends last (the last one
/// on ties); `None` if no location has events.
fn path_end(o: &Owned, ex: &dyn Exchange) -> Result<Option<State>, String> {
    let sps = &o.sp.sps;
    let fin = sps
        .iter()
        .enumerate()
        .flat_map(|(l, v)| v.iter().enumerate().map(move |(i, p)| (l, i, p)))
        .filter(|x| x.2.finalize)
        .map(|(l, i, p)| (p.time, u32::MAX - o.ids[l], i as u32))
        .max();
    let last = (0..sps.len())
        .filter(|&l| o.span[l].2)
        .map(|l| (o.span[l].1, o.ids[l]))
        .max();
    type Ends = (Option<(u64, u32, u32)>, Option<(u64, u32)>);
    let (fin, last): Ends = agree(
        ex,
        &(fin, last),
        "critical path ends",
        (None, None),
        |t: &mut Ends, _, (f, l): Ends| *t = (t.0.max(f), t.1.max(l)),
        |t| t,
    )?;
    Ok(match (fin, last) {
        (Some((_, l, i)), _) => Some((u32::MAX - l, Some(i))),
        (None, Some((_, l))) => Some((l, None)),
        (None, None) => None,
    })
}

/// The walk state by state, handed from process to process (one round per hand-over), with a
/// single process's guard: for runs whose walk comes back to a state.
fn walk_token(
    o: &Owned,
    segs: &[Segments],
    start: State,
    part: &Partition,
    ex: &dyn Exchange,
) -> Result<PathPart, String> {
    let me = ex.rank();
    let nl = o.sp.sps.len();
    let mut profile: Vec<HashMap<u32, f64>> = (0..nl).map(|_| HashMap::default()).collect();
    let mut stretches = Vec::new();
    // (state, guard, position)
    type Walk = (State, u64, u64);
    let mut walk: Option<Walk> = Some((start, o.total + 1, 0));
    while let Some((mut s, mut guard, mut pos)) = walk {
        let mut next: Option<Option<Walk>> = None;
        if part.owner(s.0) == me {
            loop {
                let l = o.at(s.0).ok_or_else(|| {
                    format!("the critical path reached location {}, held elsewhere", s.0)
                })?;
                guard = guard.saturating_sub(1);
                let (st, to) = step(o, segs, l, s, guard > 0, Some(&mut profile[l]));
                stretches.push((pos, st));
                pos += 1;
                match to {
                    Ok(x) => {
                        s = x;
                        if part.owner(s.0) != me {
                            next = Some(Some((s, guard, pos)));
                            break;
                        }
                    }
                    Err(()) => {
                        next = Some(None);
                        break;
                    }
                }
            }
        }
        walk = agree(
            ex,
            &next,
            "critical path",
            None,
            |t: &mut Option<Option<Walk>>, _, x: Option<Option<Walk>>| {
                if x.is_some() {
                    *t = x;
                }
            },
            |t| t,
        )?
        .ok_or_else(|| format!("the critical path was lost at location {}", s.0))?;
    }
    Ok((profile, stretches))
}

/// Every process's last step, after the second pass cut its locations' time maps (`segs`):
/// the delay analysis and the critical path over the processes, and on process 0 (which
/// gives the global call paths' `parents`) the merged output.
#[allow(clippy::too_many_arguments)]
pub(crate) fn finish(
    o: &Owned,
    segs: &[Segments],
    maps: &[Vec<u32>],
    loc_ranks: &[u32],
    parents: Vec<u32>,
    root_cause: bool,
    critical_path: bool,
    part: &Partition,
    ex: &dyn Exchange,
) -> Result<Option<Output>, String> {
    let held = Held {
        sp: &o.sp,
        segs,
        ids: &o.ids,
        maps,
        ranks: &o.ranks,
        every: &o.every,
    };
    let t0 = std::time::Instant::now();
    let me = ex.rank();
    let lap = |what: &str| {
        if me == 0 {
            lap(t0, what);
        }
    };
    let mut mine = Part {
        points: o.sp.sps.iter().map(|v| v.len() as u64).sum(),
        ..Part::default()
    };
    if root_cause {
        let (values, sums) = delays(o, segs, maps, part, ex)?;
        lap("delays");
        let at = |l: u32| o.at(l).unwrap_or(0);
        let key = |l: u32, node: u32| held.key(at(l), node);
        let (slack, victims, attribution) = sums.by_rank(&key, &|u| loc_ranks[u as usize]);
        charge(
            &held,
            delay::Delays {
                values,
                slack,
                victims,
                attribution,
            },
            &mut mine,
        );
    }
    if critical_path {
        let (profile, stretches) = self::critical_path(o, segs, part, ex)?;
        lap("critical path");
        mine.profiles = profiles(&held, &profile);
        mine.stretches = stretches;
    }
    let mut parts: Vec<Part> = Vec::new();
    if !crate::distributed::gather_to_0(ex, mine, "root causes", |p| parts.push(p))? {
        return Ok(None);
    }
    lap("parts gathered");
    let out = assemble(parts, loc_ranks, parents, critical_path);
    lap("impact");
    Ok(Some(out))
}
