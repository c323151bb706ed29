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

use crate::auto::cause::Window;
use crate::auto::stats::{Facts, PathStat};
use crate::replay::classify::Cat;
use crate::replay::records::{COLL_NONBLOCKING, NONE};
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
fn barrier_site(d: &crate::replay::records::LocData, colls: &[u32], i: u32) -> CallsiteId {
    colls
        .binary_search(&i)
        .map_or(CallsiteId::NONE, |k| d.barriers.at(k).callsite)
}

/// Block level: all blocks, grouped; only imbalanced groups are returned.
pub(crate) fn blocks(f: &Facts<'_>, cap: u32) -> (u64, u64, Vec<Group>) {
    let nranks = f.defs.ranks as usize;
    if nranks < 2 || f.by_rank.len() != nranks {
        return (0, 0, Vec::new());
    }
    // Global synchronizations: complete blocking collectives over all ranks, in time order
    // (their bounds are built one at a time: the instances can be many).
    let barrier_colls: Vec<Vec<u32>> = f
        .locs
        .par_iter()
        .map(|d| d.barriers.iter().map(|b| b.coll).collect())
        .collect();
    let bounds_of = |inst: &crate::replay::matching::Instance| -> Option<Vec<Bound>> {
        let mut b = vec![
            Bound {
                loc: NONE,
                enter: 0,
                leave: 0,
                cp: 0,
                site: CallsiteId::NONE,
            };
            nranks
        ];
        for (l, i) in inst.members.iter() {
            let d = &f.locs[l as usize];
            let c = d.colls.at(i as usize);
            if c.has(COLL_NONBLOCKING) || d.rank as usize >= nranks {
                return None;
            }
            let call = d.calls.at(c.call as usize);
            b[d.rank as usize] = Bound {
                loc: l,
                enter: call.enter,
                leave: call.exit,
                cp: f.maps[l as usize][call.node as usize],
                site: if c.kind == CollKind::Barrier {
                    barrier_site(d, &barrier_colls[l as usize], i)
                } else {
                    CallsiteId::NONE
                },
            };
        }
        b.iter().all(|x| x.loc != NONE).then_some(b)
    };
    let mut seq: Vec<(u64, usize)> = f
        .insts
        .iter()
        .enumerate()
        .filter(|(_, inst)| inst.members.len() == nranks)
        .map(|(k, inst)| {
            let (l, i) = inst.members.at(0);
            let d = &f.locs[l as usize];
            (d.calls.at(d.colls.at(i as usize).call as usize).enter, k)
        })
        .collect();
    seq.sort_unstable();
    let init = setup_bounds(f, false);
    let fin = setup_bounds(f, true);
    type Key = (u32, CallsiteId, u32, CallsiteId);
    let mut groups: BTreeMap<Key, Group> = BTreeMap::new();
    let (mut total, mut imbalanced) = (0u64, 0u64);
    // One block (between consecutive boundaries a and b): every rank's time in it, without
    // ppw's own flushes and set-up (not the program's work); None if the boundaries overlap.
    // Returns the sum, the longest and the rank with the longest (the first of equals).
    let measure = |a: &[Bound], b: &[Bound]| -> Option<(u64, u64, usize)> {
        if a.iter().zip(b).any(|(x, y)| x.leave > y.enter) {
            return None;
        }
        let (mut sum, mut max, mut wr) = (0u64, 0u64, 0usize);
        for (r, (x, y)) in a.iter().zip(b).enumerate() {
            let own = f.locs[y.loc as usize].measurement_in(x.leave, y.enter);
            let t = (y.enter - x.leave).saturating_sub(own);
            sum = sum.saturating_add(t);
            if t > max || r == 0 {
                (max, wr) = (t, r);
            }
        }
        Some((sum, max, wr))
    };
    // Blocks are measured in parallel, a chunk of boundaries at a time, and added to their
    // groups in time order.
    let mut add = |pending: &[Vec<Bound>]| {
        let measured: Vec<Option<(u64, u64, usize)>> = pending
            .par_windows(2)
            .map(|w| measure(&w[0], &w[1]))
            .collect();
        for (w, m) in pending.windows(2).zip(measured) {
            let (a, b) = (&w[0], &w[1]);
            let Some((sum, max, wr)) = m else {
                continue;
            };
            total += 1;
            let n = a.len() as u64;
            let key = (a[0].cp, a[0].site, b[0].cp, b[0].site);
            let g = groups.entry(key).or_insert_with(|| Group {
                sync_cp: b[0].cp,
                open_cp: a[0].cp,
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
            *g.by_worst.entry(wr as u32).or_default() += excess;
            let ratio = max as f64 * n as f64 / sum as f64;
            if ratio < f.th.imbalance || excess < MIN_BLOCK_EXCESS.saturating_mul(n) {
                continue;
            }
            imbalanced += 1;
            g.imbalanced += 1;
            g.max_over_avg = g.max_over_avg.max(ratio);
            if g.sampled < cap as u64 {
                g.sampled += 1;
                for (r, (x, y)) in a.iter().zip(b).enumerate() {
                    g.windows.push((y.loc, x.leave, y.enter, r == wr));
                }
            }
        }
    };
    // The bounds read every rank's records of an instance, scattered over memory: built in
    // parallel, a chunk of instances at a time. The last boundary of a chunk opens the next
    // chunk's first block.
    const CHUNK: usize = 256;
    let mut pending: Vec<Vec<Bound>> = init.into_iter().collect();
    for chunk in seq.chunks(CHUNK) {
        let built: Vec<Option<Vec<Bound>>> = chunk
            .par_iter()
            .map(|&(_, k)| bounds_of(&f.insts.at(k)))
            .collect();
        pending.extend(built.into_iter().flatten());
        if pending.len() > CHUNK {
            add(&pending);
            let last = pending.pop();
            pending.clear();
            pending.extend(last);
        }
    }
    pending.extend(fin);
    add(&pending);
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

/// MPI_Init (leave) or MPI_Finalize (enter) of every rank as a block boundary.
fn setup_bounds(f: &Facts<'_>, finalize: bool) -> Option<Vec<Bound>> {
    let mut out = Vec::with_capacity(f.by_rank.len());
    for my in f.by_rank {
        let mut found = None;
        for &l in my {
            let d = &f.locs[l as usize];
            if let Some(s) = d
                .setup
                .iter()
                .find(|s| s.finalize == finalize && s.complete)
            {
                let c = d.calls.at(s.call as usize);
                found = Some(Bound {
                    loc: l,
                    enter: c.enter,
                    leave: c.exit,
                    cp: f.maps[l as usize][c.node as usize],
                    site: CallsiteId::NONE,
                });
                break;
            }
        }
        out.push(found?);
    }
    Some(out)
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
