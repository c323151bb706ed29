//! Load-balance analyses at three levels (thesis §5.2.3.3).
//!
//! - *High level*: computation, communication and synchronization time per rank, and the
//!   max / average of computation over ranks (data for the report).
//! - *Event level*: every call path's exclusive computation time across ranks; imbalanced if
//!   max / average >= `imbalance`; cost = ranks x (max - average).
//! - *Block level* (trace data): the blocks between global synchronizations (collectives over
//!   all ranks, plus MPI_Init and MPI_Finalize). A block's duration on a rank is from its leave
//!   of the previous synchronization to its enter of the next; a block is imbalanced if
//!   max / average >= `imbalance` and max - average >= 10 us. Blocks are grouped by the two
//!   synchronizations around them (call path, and call site for barriers: the iterations of
//!   one loop phase); a group is imbalanced if the sum of its blocks' longest durations over
//!   the sum of their means reaches `imbalance` (one block disturbed by a late wake-up does not
//!   make a phase imbalanced). The region responsible for a group is found in a second pass
//!   over its first imbalanced blocks (the cause-analysis windows): the call path where the
//!   slowest rank spends more time than the average of the others.

use crate::auto::ask::{per_process, Order, Question, View};
use crate::auto::cause::Window;
use crate::auto::stats::{Facts, PathStat};
use crate::replay::classify::Cat;
use crate::replay::records::{LocData, COLL_NONBLOCKING, NONE};
use crate::result::analysis::{BlockGroup, RankBalance};
use ppw_event::{CallsiteId, CollKind};
use rayon::prelude::*;
use std::collections::BTreeMap;

/// Smallest excess (max - average, ns) of an imbalanced block: below it, differences are noise.
const MIN_BLOCK_EXCESS: u64 = 10_000;

/// High level: per-rank split, computation max / average and its rank.
pub(crate) fn high_level(f: &Facts<'_>) -> (Vec<RankBalance>, f64, Option<u32>) {
    let mut per: BTreeMap<u32, [u64; 4]> = BTreeMap::new();
    for r in f.ranks_with_data() {
        per.insert(r, [0; 4]);
    }
    for (&(rank, _), s) in &f.stats {
        let e = per.entry(rank).or_default();
        let comp = s.excl[Cat::Computation as usize];
        let comm = crate::auto::stats::comm_time(s);
        let sync = s.excl[Cat::Sync as usize];
        e[0] += comp;
        e[1] += comm;
        e[2] += sync;
        e[3] += s.excl_total() - comp - comm - sync;
    }
    let ranks: Vec<RankBalance> = per
        .iter()
        .map(|(&rank, v)| RankBalance {
            rank,
            computation: v[0] as f64 * 1e-9,
            communication: v[1] as f64 * 1e-9,
            synchronization: v[2] as f64 * 1e-9,
            other: v[3] as f64 * 1e-9,
        })
        .collect();
    let comp: Vec<(u32, u64)> = per.iter().map(|(&r, v)| (r, v[0])).collect();
    let (ratio, worst) = max_over_avg(&comp);
    (ranks, ratio, worst)
}

/// max / average of per-rank values and the rank of the maximum (lowest rank on ties).
fn max_over_avg(v: &[(u32, u64)]) -> (f64, Option<u32>) {
    let sum: u64 = v.iter().fold(0u64, |a, x| a.saturating_add(x.1));
    if v.is_empty() || sum == 0 {
        return (1.0, None);
    }
    let (r, max) = v
        .iter()
        .copied()
        .max_by_key(|&(r, t)| (t, std::cmp::Reverse(r)))
        .expect("not empty");
    (max as f64 * v.len() as f64 / sum as f64, Some(r))
}

/// One imbalanced call path (event or block level).
#[derive(Clone, Debug)]
pub(crate) struct Imbalance {
    pub(crate) cp: u32,
    /// Cost (ns).
    pub(crate) ns: u64,
    /// Cost per rank: event level, each rank's excess over the average; block level, the cost
    /// of the blocks in which the rank was the slowest.
    pub(crate) per_rank: Vec<(u32, u64)>,
    pub(crate) worst: Option<u32>,
    pub(crate) max_over_avg: f64,
    pub(crate) text: String,
    /// Block level: (blocks, imbalanced blocks) of the group.
    pub(crate) blocks: Option<(u64, u64)>,
}

/// Event level: every non-MPI call path's exclusive computation time across ranks.
pub(crate) fn event_level(f: &Facts<'_>) -> Vec<Imbalance> {
    let ranks = f.ranks_with_data();
    if ranks.len() < 2 {
        return Vec::new();
    }
    let mut out = Vec::new();
    for (cp, per) in f.per_path() {
        if f.is_mpi(cp) {
            continue;
        }
        let by_rank: BTreeMap<u32, &PathStat> = per.into_iter().collect();
        let t: Vec<(u32, u64)> = ranks
            .iter()
            .map(|r| {
                (
                    *r,
                    by_rank
                        .get(r)
                        .map_or(0, |s| s.excl[Cat::Computation as usize]),
                )
            })
            .collect();
        // Saturating: times come from the input.
        let sum: u64 = t.iter().fold(0u64, |a, x| a.saturating_add(x.1));
        if sum == 0 {
            continue;
        }
        let (ratio, worst) = max_over_avg(&t);
        let n = t.len() as u64;
        let max = t.iter().map(|x| x.1).max().unwrap_or(0);
        // n x (max - avg) = n x max - sum.
        let ns = n.saturating_mul(max).saturating_sub(sum);
        if ratio < f.th.imbalance || !f.significant(ns) {
            continue;
        }
        let avg = sum / n;
        // The cost shared over the ranks above the average by their excess.
        let above: Vec<(u32, u64)> = t
            .iter()
            .filter(|x| x.1 > avg)
            .map(|&(r, x)| (r, x - avg))
            .collect();
        let excess: u128 = above.iter().map(|x| x.1 as u128).sum::<u128>().max(1);
        let mut per_rank: Vec<(u32, u64)> = above
            .iter()
            .map(|&(r, x)| (r, (x as u128 * ns as u128 / excess) as u64))
            .collect();
        // Rounding: the remainder goes to the worst rank, so the shares add up to the cost.
        let given: u64 = per_rank.iter().fold(0u64, |a, x| a.saturating_add(x.1));
        if let Some(w) = per_rank.iter_mut().find(|x| Some(x.0) == worst) {
            w.1 += ns - given;
        }
        let w = worst.unwrap_or(0);
        out.push(Imbalance {
            cp,
            ns,
            per_rank,
            worst,
            max_over_avg: ratio,
            text: format!(
                "Event level: rank {w} computes {} here, {ratio:.2}x the average of {} over {n} \
                 ranks.",
                crate::result::text::secs(max),
                crate::result::text::secs(avg)
            ),
            blocks: None,
        });
    }
    out
}

/// One block boundary on one rank: (location, leave time, enter time, call path).
#[derive(Clone, Copy)]
struct Bound {
    loc: u32,
    enter: u64,
    leave: u64,
    cp: u32,
    /// Call site of a barrier (`NONE` for other synchronizations).
    site: CallsiteId,
}

/// A group of blocks: those between the same two synchronizations (call path, and call site
/// for barriers), like the iterations of a loop phase.
#[derive(Clone, Debug, Default)]
pub(crate) struct Group {
    /// The synchronization ending the blocks, and the one opening them.
    pub(crate) sync_cp: u32,
    pub(crate) open_cp: u32,
    pub(crate) blocks: u64,
    /// Blocks whose own max / average reached the threshold.
    pub(crate) imbalanced: u64,
    /// Largest max / average of a block.
    pub(crate) max_over_avg: f64,
    /// Sums over the blocks of the longest and of the mean duration (the group's ratio).
    sum_max: u128,
    sum_avg: f64,
    /// Cost: sum over the blocks of ranks x (max - average).
    pub(crate) ns: u64,
    /// Cost by the slowest rank of each block.
    pub(crate) by_worst: BTreeMap<u32, u64>,
    /// Windows of the first imbalanced blocks: (location, start, end, is the slowest rank).
    windows: Vec<(u32, u64, u64, bool)>,
    sampled: u64,
}

impl Group {
    /// The group's max / average: sum of the blocks' longest durations over the sum of their
    /// mean durations.
    pub(crate) fn ratio(&self) -> f64 {
        if self.sum_avg > 0.0 {
            self.sum_max as f64 / self.sum_avg
        } else {
            1.0
        }
    }
}

/// The call site of collective `i` of a location if it is a barrier: `colls` are the
/// collective indices of the location's barrier records, unpacked (a binary search over the
/// packed records would decode one, at a random place, per probe).
fn barrier_site(d: &LocData, colls: &[u32], i: u32) -> CallsiteId {
    colls
        .binary_search(&i)
        .map_or(CallsiteId::NONE, |k| d.barriers.at(k).callsite)
}

/// What a process knows about the order of the global synchronizations: the enter time of
/// every global instance whose first member (communicator rank 0) it holds, how many of its
/// ranks take part in each global instance, the instances with a non-blocking member among
/// its ranks, and how many of its ranks have a complete MPI_Init and MPI_Finalize.
#[derive(Default, serde::Serialize, serde::Deserialize)]
pub(crate) struct OrderPart {
    firsts: Vec<(u64, u32)>,
    counts: Vec<(u32, u32)>,
    nonblocking: Vec<u32>,
    init: u32,
    fin: u32,
}

/// One block over a process's ranks: whether a rank's boundaries overlap, the sum of its
/// ranks' durations, the longest and its rank (the first of equals).
#[derive(Clone, Copy, Default, serde::Serialize, serde::Deserialize)]
pub(crate) struct BlockPart {
    overlap: bool,
    sum: u64,
    max: u64,
    worst: u32,
}

/// A process's blocks, and, from the process holding rank 0, every boundary's call path
/// and barrier call site (the groups' keys).
#[derive(Default, serde::Serialize, serde::Deserialize)]
pub(crate) struct BlockParts {
    blocks: Vec<BlockPart>,
    keys: Vec<(u32, CallsiteId)>,
}

/// The global collectives (over all ranks) of the view's ranks: a collective instance's
/// member on a rank is its first record with the instance (in location and record order).
pub(crate) fn order_part(v: &View<'_>) -> OrderPart {
    let nranks = v.defs.ranks as usize;
    let mut out = OrderPart::default();
    let mut counts: rustc_hash::FxHashMap<u32, u32> = Default::default();
    for (r, locs) in &v.ranks {
        let mut seen: rustc_hash::FxHashSet<u32> = Default::default();
        for &l in locs {
            let (d, _) = (v.loc)(l);
            for c in d.colls.iter() {
                if c.instance == NONE {
                    continue;
                }
                let Some(comm) = v.defs.comm(ppw_event::CommId(c.comm)) else {
                    continue;
                };
                if comm.members.len() != nranks || !seen.insert(c.instance) {
                    continue;
                }
                *counts.entry(c.instance).or_default() += 1;
                if c.has(COLL_NONBLOCKING) {
                    out.nonblocking.push(c.instance);
                }
                if comm.members.first() == Some(r) {
                    out.firsts
                        .push((d.calls.at(c.call as usize).enter, c.instance));
                }
            }
        }
    }
    out.counts = counts.into_iter().collect();
    out.counts.sort_unstable();
    out.nonblocking.sort_unstable();
    let has = |fin| {
        v.ranks
            .iter()
            .filter(|(r, _)| setup_bound(v, *r, fin).is_some())
            .count() as u32
    };
    out.init = has(false);
    out.fin = has(true);
    out
}

/// Merge the processes' order parts (every rank held once): an instance is a boundary if
/// every rank of the run takes part in it and none of them without blocking.
pub(crate) fn order(parts: Vec<OrderPart>, nranks: u32) -> Order {
    let mut firsts = Vec::new();
    let mut nonblocking = std::collections::BTreeSet::new();
    let mut counts: BTreeMap<u32, u32> = BTreeMap::new();
    let (mut init, mut fin) = (0u32, 0u32);
    for p in parts {
        firsts.extend(p.firsts);
        nonblocking.extend(p.nonblocking);
        for (k, c) in p.counts {
            *counts.entry(k).or_default() += c;
        }
        init += p.init;
        fin += p.fin;
    }
    firsts.sort_unstable();
    Order {
        seq: firsts
            .into_iter()
            .map(|x| x.1)
            .filter(|k| counts.get(k) == Some(&nranks) && !nonblocking.contains(k))
            .collect(),
        init: init == nranks,
        fin: fin == nranks,
    }
}

/// MPI_Init (leave) or MPI_Finalize (enter) of rank `r` as a block boundary.
fn setup_bound(v: &View<'_>, r: u32, finalize: bool) -> Option<Bound> {
    let (_, locs) = v.ranks.iter().find(|x| x.0 == r)?;
    for &l in locs {
        let (d, map) = (v.loc)(l);
        if let Some(s) = d
            .setup
            .iter()
            .find(|s| s.finalize == finalize && s.complete)
        {
            let c = d.calls.at(s.call as usize);
            return Some(Bound {
                loc: l,
                enter: c.enter,
                leave: c.exit,
                cp: map[c.node as usize],
                site: CallsiteId::NONE,
            });
        }
    }
    None
}

/// The view's ranks' bounds at boundary `b` of `order` (`None` for a rank that has none).
fn bounds_at(v: &View<'_>, o: &Order, b: usize, barriers: &BarrierColls) -> Vec<Option<Bound>> {
    let k = b.checked_sub(usize::from(o.init));
    match k.and_then(|k| o.seq.get(k)) {
        None => {
            let fin = b > 0 || !o.init;
            v.ranks
                .iter()
                .map(|(r, _)| setup_bound(v, *r, fin))
                .collect()
        }
        Some(&k) => v
            .ranks
            .iter()
            .map(|(r, _)| {
                let (l, i) = (v.member)(k, *r)?;
                let (d, map) = (v.loc)(l);
                let c = d.colls.at(i as usize);
                let call = d.calls.at(c.call as usize);
                Some(Bound {
                    loc: l,
                    enter: call.enter,
                    leave: call.exit,
                    cp: map[call.node as usize],
                    site: if c.kind == CollKind::Barrier {
                        barrier_site(d, barriers.of(l), i)
                    } else {
                        CallsiteId::NONE
                    },
                })
            })
            .collect(),
    }
}

/// The collective indices of every held location's barrier records (see [`barrier_site`]).
struct BarrierColls(BTreeMap<u32, Vec<u32>>);

impl BarrierColls {
    fn new(v: &View<'_>) -> BarrierColls {
        let ids: Vec<u32> = v.ranks.iter().flat_map(|x| x.1.iter().copied()).collect();
        BarrierColls(
            ids.par_iter()
                .map(|&l| (l, (v.loc)(l).0.barriers.iter().map(|b| b.coll).collect()))
                .collect(),
        )
    }

    fn of(&self, l: u32) -> &[u32] {
        self.0.get(&l).map_or(&[], Vec::as_slice)
    }
}

/// Every rank's time in the blocks between consecutive boundaries of `order`, reduced over
/// the view's ranks; the rank-0 keys if the view holds rank 0.
pub(crate) fn block_parts(v: &View<'_>, o: &Order) -> BlockParts {
    let barriers = BarrierColls::new(v);
    let n = o.boundaries();
    let mut out = BlockParts::default();
    let holds_zero = v.ranks.first().is_some_and(|x| x.0 == 0);
    // One block (between boundaries a and b): every rank's time in it, without ppw's own
    // flushes and set-up (not the program's work).
    let measure = |a: &[Option<Bound>], b: &[Option<Bound>]| -> BlockPart {
        let mut p = BlockPart {
            worst: NONE,
            ..Default::default()
        };
        for ((r, _), (x, y)) in v.ranks.iter().zip(a.iter().zip(b)) {
            let (Some(x), Some(y)) = (x, y) else {
                continue;
            };
            if x.leave > y.enter {
                p.overlap = true;
                continue;
            }
            let own = (v.loc)(y.loc).0.measurement_in(x.leave, y.enter);
            let t = (y.enter - x.leave).saturating_sub(own);
            p.sum = p.sum.saturating_add(t);
            if t > p.max || p.worst == NONE {
                (p.max, p.worst) = (t, *r);
            }
        }
        p
    };
    // The bounds read the ranks' records of an instance, scattered over memory: built in
    // parallel, a chunk of boundaries at a time; the last of a chunk opens the next's first
    // block.
    const CHUNK: usize = 256;
    let mut prev: Option<Vec<Option<Bound>>> = None;
    let mut start = 0;
    while start < n {
        let end = (start + CHUNK).min(n);
        let built: Vec<Vec<Option<Bound>>> = (start..end)
            .into_par_iter()
            .map(|b| bounds_at(v, o, b, &barriers))
            .collect();
        if holds_zero {
            out.keys.extend(
                built
                    .iter()
                    .map(|x| x[0].map_or((0, CallsiteId::NONE), |b| (b.cp, b.site))),
            );
        }
        let mut all: Vec<Vec<Option<Bound>>> = prev.take().into_iter().collect();
        all.extend(built);
        let measured: Vec<BlockPart> = all.par_windows(2).map(|w| measure(&w[0], &w[1])).collect();
        out.blocks.extend(measured);
        prev = all.pop();
        start = end;
    }
    out
}

/// A block's window on one rank: (location, start, end, is the slowest rank).
pub(crate) type BlockWindow = (u32, u64, u64, bool);

/// The windows of the sampled blocks (index, slowest rank) on the view's ranks: per block,
/// (location, start, end, is the slowest rank) per rank in order.
pub(crate) fn block_windows(v: &View<'_>, o: &Order, want: &[(u64, u32)]) -> Vec<Vec<BlockWindow>> {
    let barriers = BarrierColls::new(v);
    want.par_iter()
        .map(|&(j, worst)| {
            let a = bounds_at(v, o, j as usize, &barriers);
            let b = bounds_at(v, o, j as usize + 1, &barriers);
            v.ranks
                .iter()
                .zip(a.iter().zip(&b))
                .filter_map(|((r, _), (x, y))| {
                    Some((
                        y.as_ref()?.loc,
                        x.as_ref()?.leave,
                        y.as_ref()?.enter,
                        *r == worst,
                    ))
                })
                .collect()
        })
        .collect()
}

/// Block level: all blocks, grouped; only imbalanced groups are returned.
pub(crate) fn blocks(f: &Facts<'_>, cap: u32) -> (u64, u64, Vec<Group>) {
    let nranks = f.defs.ranks as usize;
    if nranks < 2 || f.by_rank.len() != nranks {
        return (0, 0, Vec::new());
    }
    // The single process holds every rank; a partitioned analysis asks the owners.
    let loc = |l: u32| f.loc(l);
    // (Only a single process reads the instances.)
    let single = if f.owners.is_some() { 0 } else { f.insts.len() };
    let comm_of: Vec<u32> = (0..single)
        .into_par_iter()
        .map(|k| {
            let members = f.insts.at(k).members;
            if members.len() == 0 {
                return NONE;
            }
            let (l0, i0) = members.at(0);
            f.locs
                .get(l0 as usize)
                .filter(|d| (i0 as usize) < d.colls.len())
                .map_or(NONE, |d| d.colls.at(i0 as usize).comm)
        })
        .collect();
    let member = |k: u32, r: u32| -> Option<(u32, u32)> {
        let comm = *comm_of.get(k as usize)?;
        let j = f.defs.comm(ppw_event::CommId(comm))?.local_rank(r)?;
        let members = f.insts.at(k as usize).members;
        (j < members.len() as u32).then(|| members.at(j as usize))
    };
    let view = View {
        defs: f.defs,
        ranks: f.all_ranks(),
        loc: &loc,
        member: &member,
    };
    let o = match f.owners {
        Some(o) => order(per_process(o, &Question::BlockOrder), f.defs.ranks),
        None => order(vec![order_part(&view)], f.defs.ranks),
    };
    if o.boundaries() < 2 {
        return (0, 0, Vec::new());
    }
    let parts: Vec<BlockParts> = match f.owners {
        Some(ow) => per_process(ow, &Question::Blocks(o.clone())),
        None => vec![block_parts(&view, &o)],
    };
    let keys = parts.first().map_or(&[][..], |p| p.keys.as_slice());
    let nblocks = o.boundaries() - 1;
    if keys.len() != nblocks + 1 || parts.iter().any(|p| p.blocks.len() != nblocks) {
        return (0, 0, Vec::new());
    }
    type Key = (u32, CallsiteId, u32, CallsiteId);
    let mut groups: BTreeMap<Key, Group> = BTreeMap::new();
    let (mut total, mut imbalanced) = (0u64, 0u64);
    // Sampled blocks: (block, slowest rank, group).
    let mut sampled: Vec<(u64, u32, Key)> = Vec::new();
    let n = nranks as u64;
    for j in 0..nblocks {
        // The processes' parts in rank order.
        let mut b = BlockPart {
            worst: NONE,
            ..Default::default()
        };
        for p in &parts {
            let x = p.blocks[j];
            b.overlap |= x.overlap;
            b.sum = b.sum.saturating_add(x.sum);
            if x.worst != NONE && (b.worst == NONE || x.max > b.max) {
                (b.max, b.worst) = (x.max, x.worst);
            }
        }
        if b.overlap || b.worst == NONE {
            continue;
        }
        let (sum, max, wr) = (b.sum, b.max, b.worst);
        total += 1;
        let key = (keys[j].0, keys[j].1, keys[j + 1].0, keys[j + 1].1);
        let g = groups.entry(key).or_insert_with(|| Group {
            sync_cp: key.2,
            open_cp: key.0,
            ..Default::default()
        });
        g.blocks += 1;
        if sum == 0 {
            continue;
        }
        let excess = n.saturating_mul(max).saturating_sub(sum);
        g.sum_max += max as u128;
        g.sum_avg += sum as f64 / n as f64;
        g.ns += excess;
        *g.by_worst.entry(wr).or_default() += excess;
        let ratio = max as f64 * n as f64 / sum as f64;
        if ratio < f.th.imbalance || excess < MIN_BLOCK_EXCESS.saturating_mul(n) {
            continue;
        }
        imbalanced += 1;
        g.imbalanced += 1;
        g.max_over_avg = g.max_over_avg.max(ratio);
        if g.sampled < cap as u64 {
            g.sampled += 1;
            sampled.push((j as u64, wr, key));
        }
    }
    // The sampled blocks' windows, every rank's (in rank order).
    let want: Vec<(u64, u32)> = sampled.iter().map(|x| (x.0, x.1)).collect();
    let per: Vec<Vec<Vec<BlockWindow>>> = if want.is_empty() {
        Vec::new()
    } else {
        match f.owners {
            Some(ow) => per_process(ow, &Question::BlockWindows(o.clone(), want)),
            None => vec![block_windows(&view, &o, &want)],
        }
    };
    for (s, (_, _, key)) in sampled.iter().enumerate() {
        if let Some(g) = groups.get_mut(key) {
            for p in &per {
                g.windows.extend(p.get(s).into_iter().flatten().copied());
            }
        }
    }
    // A group is imbalanced as a whole (the sum of its blocks' longest durations over the sum
    // of their means reaches the threshold): single blocks disturbed by a late wake-up do not
    // make a phase imbalanced.
    let th = f.th.imbalance;
    let mut v: Vec<Group> = groups
        .into_values()
        .filter(|g| g.imbalanced > 0 && g.ratio() >= th)
        .collect();
    v.sort_by(|a, b| b.ns.cmp(&a.ns).then(a.sync_cp.cmp(&b.sync_cp)));
    (total, imbalanced, v)
}

/// Windows of the significant groups: `finding` = `base + 2 g` on the slowest rank of a block,
/// `base + 2 g + 1` on the others.
pub(crate) fn windows(f: &Facts<'_>, groups: &[Group], base: u32) -> Vec<(u32, Window)> {
    let mut out = Vec::new();
    for (g, grp) in groups.iter().enumerate() {
        if !f.significant(grp.ns) {
            continue;
        }
        for &(loc, start, end, worst) in &grp.windows {
            if end > start {
                out.push((
                    loc,
                    Window {
                        start,
                        end,
                        finding: base + 2 * g as u32 + u32::from(!worst),
                    },
                ));
            }
        }
    }
    out
}

/// The region responsible for a group, from the time per call path inside its windows on the
/// slowest ranks (`worst`) and on the others (`others`).
pub(crate) fn responsible(
    f: &Facts<'_>,
    g: &Group,
    worst: &BTreeMap<u32, u64>,
    others: &BTreeMap<u32, u64>,
) -> u32 {
    let n_others = (f.defs.ranks as f64 - 1.0).max(1.0);
    let mut best: Option<(f64, u32)> = None;
    for (&cp, &w) in worst {
        if cp == 0 || f.inside_mpi(cp) || f.under_measurement(cp) {
            continue;
        }
        let d = w as f64 - others.get(&cp).copied().unwrap_or(0) as f64 / n_others;
        if d > 0.0 && best.is_none_or(|b| d > b.0) {
            best = Some((d, cp));
        }
    }
    best.map(|b| b.1)
        .unwrap_or_else(|| f.cps.paths[g.sync_cp as usize].0)
}

/// The block-level imbalance of a group, once its region is known.
pub(crate) fn group_imbalance(f: &Facts<'_>, g: &Group, region: u32) -> Imbalance {
    let worst = g
        .by_worst
        .iter()
        .max_by_key(|(r, ns)| (**ns, std::cmp::Reverse(**r)))
        .filter(|(_, ns)| ns.saturating_mul(2) >= g.ns)
        .map(|(r, _)| *r);
    let who = match worst {
        Some(r) => format!("rank {r} is the slowest in most of them"),
        None => format!(
            "the slowest rank changes ({} different ranks)",
            g.by_worst.len()
        ),
    };
    Imbalance {
        cp: region,
        ns: g.ns,
        per_rank: g.by_worst.iter().map(|(r, ns)| (*r, *ns)).collect(),
        worst,
        max_over_avg: g.ratio(),
        text: format!(
            "Block level: the {} blocks from {} to {} take {:.2}x the average on their slowest \
             rank ({} of them {:.2}x or more, up to {:.2}x); {who}.",
            g.blocks,
            f.names[g.open_cp as usize],
            f.names[g.sync_cp as usize],
            g.ratio(),
            g.imbalanced,
            f.th.imbalance,
            g.max_over_avg
        ),
        blocks: Some((g.blocks, g.imbalanced)),
    }
}

/// Block-level imbalances of one region (from several groups) as one: costs and blocks add
/// up, the worst rank is the one with at least half of the cost, the texts are joined.
pub(crate) fn merge_blocks(v: Vec<Imbalance>) -> Option<Imbalance> {
    if v.len() < 2 {
        return v.into_iter().next();
    }
    let mut per: BTreeMap<u32, u64> = BTreeMap::new();
    let (mut ns, mut blocks, mut imbalanced, mut ratio) = (0u64, 0u64, 0u64, 0f64);
    let mut texts = Vec::new();
    for i in &v {
        ns += i.ns;
        ratio = ratio.max(i.max_over_avg);
        if let Some((b, im)) = i.blocks {
            blocks += b;
            imbalanced += im;
        }
        for &(r, x) in &i.per_rank {
            *per.entry(r).or_default() += x;
        }
        texts.push(i.text.clone());
    }
    let worst = per
        .iter()
        .max_by_key(|(r, x)| (**x, std::cmp::Reverse(**r)))
        .filter(|(_, x)| x.saturating_mul(2) >= ns)
        .map(|(r, _)| *r);
    Some(Imbalance {
        cp: v[0].cp,
        ns,
        per_rank: per.into_iter().collect(),
        worst,
        max_over_avg: ratio,
        text: texts.join(" "),
        blocks: Some((blocks, imbalanced)),
    })
}

/// The JSON form of a group.
pub(crate) fn group_json(f: &Facts<'_>, g: &Group, region: Option<u32>) -> BlockGroup {
    let worst = g
        .by_worst
        .iter()
        .max_by_key(|(r, ns)| (**ns, std::cmp::Reverse(**r)))
        .filter(|(_, ns)| ns.saturating_mul(2) >= g.ns)
        .map(|(r, _)| *r);
    BlockGroup {
        sync: f.names[g.sync_cp as usize].clone(),
        after: f.names[g.open_cp as usize].clone(),
        blocks: g.blocks,
        imbalanced: g.imbalanced,
        max_over_avg: g.max_over_avg,
        ratio: g.ratio(),
        seconds: g.ns as f64 * 1e-9,
        worst_rank: worst,
        region: region
            .map(|r| f.names[r as usize].clone())
            .unwrap_or_default(),
    }
}
