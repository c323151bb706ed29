//! Shared data distribution (PPW's shared-data analysis, thesis §5.2.3.5, and its array
//! distribution view, Fig. 4-11): for every PGAS shared object the one-sided transfers
//! touched — an OpenSHMEM symmetric heap block or static variable, a UPC array allocated with
//! `upc_all_alloc` — which process owns which part, which process accessed which part how
//! much, the share of the accessed bytes that was local, and for a block-cyclic UPC array the
//! blocking factor that would have made the most of them local (the thesis's model-specific
//! bottleneck resolution). docs/ANALYSIS.md, "Shared data distribution", has the rules.

use crate::replay::records::LocData;
use crate::result::analysis::{ObjectAccess, ObjectRow, SharedObject};
use crate::result::text::thousands;
use ppw_event::{CommId, Defs};
use std::collections::{BTreeMap, HashMap};

/// Rows of the layout view at most.
const MAX_ROWS: u64 = 32;
/// Rows of a part that is not block-cyclic (an OpenSHMEM object): slices of each part.
const SLICES: u64 = 16;
/// Processes above which the layout rows are left out (the matrix stays).
const MAX_VIEW_PROCESSES: u32 = 64;

/// One object and what the accesses to it add up to.
struct Obj {
    name: String,
    win: u32,
    /// Bytes of each process's part.
    part: u64,
    /// Whole object.
    total: u64,
    /// Block bytes of a block-cyclic object (0: none).
    block: u64,
    /// (accessor, owner) -> (operations, bytes).
    pairs: BTreeMap<(u32, u32), (u64, u64)>,
    /// Accesses as (accessor, owner, offset in the owner's part, bytes) -> count.
    accesses: HashMap<(u32, u32, u64, u64), u64>,
}

/// One allocation of PGAS memory as the first location with allocations made it (allocations
/// are collective: every process makes them alike): what the shared objects and the
/// one-sided statistics name the blocks by.
#[derive(Clone, Debug, serde::Serialize, serde::Deserialize)]
pub(crate) struct Alloc {
    pub(crate) addr: u64,
    pub(crate) bytes: u64,
    pub(crate) block: u64,
    pub(crate) win: u32,
    /// The allocating call's region.
    pub(crate) region: String,
    /// The allocating call and where it was made ([`allocation_name`]).
    pub(crate) name: String,
}

/// The allocations of the first of `locs` (global ids `ids`) that made any, with its id.
pub(crate) fn first_allocs(
    defs: &Defs,
    locs: &[LocData],
    ids: &[u32],
) -> Option<(u32, Vec<Alloc>)> {
    let (l, &g) = locs.iter().zip(ids).find(|(l, _)| !l.allocs.is_empty())?;
    let allocs = l
        .allocs
        .iter()
        .map(|a| Alloc {
            addr: a.addr,
            bytes: a.bytes,
            block: a.block,
            win: a.win,
            region: defs
                .regions
                .get(l.calls.at(a.call as usize).region as usize)
                .map_or("allocation", |r| r.name.as_str())
                .to_string(),
            name: allocation_name(defs, l, a.call),
        })
        .collect();
    Some((g, allocs))
}

/// Which object an access touched: a heap block by its symmetric start, a static variable by
/// its `Defs::statics` entry.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
enum Key {
    Heap(u64),
    Static(usize),
}

/// What some locations' accesses to one object add up to.
#[derive(Clone, Debug, Default, serde::Serialize, serde::Deserialize)]
struct Touched {
    /// The first access (location, op index): a static variable's window and base come from
    /// it, and the statics are listed in its order.
    first: (u32, u32),
    win: u32,
    base: u64,
    pairs: BTreeMap<(u32, u32), (u64, u64)>,
    accesses: BTreeMap<(u32, u32, u64, u64), u64>,
}

/// The shared objects' sums over some of the locations, which merge ([`Part::merge`]).
#[derive(Debug, Default, serde::Serialize, serde::Deserialize)]
pub(crate) struct Part {
    objs: BTreeMap<Key, Touched>,
}

impl Part {
    pub(crate) fn merge(&mut self, o: Part) {
        for (k, t) in o.objs {
            match self.objs.entry(k) {
                std::collections::btree_map::Entry::Vacant(v) => {
                    v.insert(t);
                }
                std::collections::btree_map::Entry::Occupied(mut v) => {
                    let mine = v.get_mut();
                    if t.first < mine.first {
                        (mine.first, mine.win, mine.base) = (t.first, t.win, t.base);
                    }
                    for (k, (n, b)) in t.pairs {
                        let p = mine.pairs.entry(k).or_default();
                        p.0 += n;
                        p.1 = p.1.saturating_add(b);
                    }
                    for (k, n) in t.accesses {
                        *mine.accesses.entry(k).or_default() += n;
                    }
                }
            }
        }
    }
}

/// (part, total) bytes of an allocation.
fn extent(a: &Alloc, procs: u32) -> (u64, u64) {
    if a.block > 0 {
        let blocks = a.bytes.div_ceil(a.block);
        (blocks.div_ceil(procs as u64) * a.block, a.bytes)
    } else {
        (a.bytes, a.bytes.saturating_mul(procs as u64))
    }
}

/// The heap objects by symmetric start: (end of a process's part, index in `allocs`), the
/// first allocation at a start.
fn heap_of(allocs: &[Alloc], procs: u32) -> BTreeMap<u64, (u64, usize)> {
    let mut heap = BTreeMap::new();
    for (i, a) in allocs.iter().enumerate() {
        let (part, _) = extent(a, procs);
        heap.entry(a.addr)
            .or_insert((a.addr.saturating_add(part.max(1)), i));
    }
    heap
}

/// The sums of the accesses of `locs` (global ids `ids`), with the heap objects of `allocs`.
pub(crate) fn part(defs: &Defs, locs: &[LocData], ids: &[u32], allocs: &[Alloc]) -> Part {
    let procs = defs.ranks.max(1);
    let heap = heap_of(allocs, procs);
    let mut out = Part::default();
    for (l, &g) in locs.iter().zip(ids) {
        for (oi, o) in l.rma_ops.iter().enumerate() {
            if !(o.pgas && o.addr != 0) {
                continue;
            }
            let key = match heap.range(..=o.addr).next_back() {
                Some((&start, &(end, _))) if o.addr < end => Key::Heap(start),
                _ => match ppw_event::static_at(&defs.statics, o.addr) {
                    Some(s) => Key::Static(s),
                    None => continue,
                },
            };
            let base = match key {
                Key::Heap(start) => start,
                Key::Static(s) => o.addr - (o.addr & 0xFFFF_FFFF_FFFF) + defs.statics[s].vaddr,
            };
            let t = out.objs.entry(key).or_insert_with(|| Touched {
                first: (g, oi as u32),
                win: o.win,
                base,
                ..Default::default()
            });
            let p = t.pairs.entry((l.rank, o.target)).or_default();
            p.0 += 1;
            p.1 = p.1.saturating_add(o.bytes);
            *t.accesses
                .entry((l.rank, o.target, o.addr - t.base, o.bytes))
                .or_default() += 1;
        }
    }
    out
}

/// The shared objects of the trace that one-sided transfers touched, by descending accessed
/// bytes.
pub(crate) fn shared_objects(defs: &Defs, locs: &[LocData]) -> Vec<SharedObject> {
    let ids: Vec<u32> = (0..locs.len() as u32).collect();
    let allocs = first_allocs(defs, locs, &ids)
        .map(|x| x.1)
        .unwrap_or_default();
    finish(defs, &allocs, part(defs, locs, &ids, &allocs))
}

/// The shared objects of a [`Part`] over every location.
pub(crate) fn finish(defs: &Defs, allocs: &[Alloc], mut p: Part) -> Vec<SharedObject> {
    let procs = defs.ranks.max(1);
    // The allocated objects in allocation order, then the statics in the order of their
    // first access.
    let mut objs: Vec<Obj> = Vec::new();
    let mut seen = std::collections::HashSet::new();
    for a in allocs {
        if !seen.insert(a.addr) {
            continue;
        }
        let (part, total) = extent(a, procs);
        let t = p.objs.remove(&Key::Heap(a.addr)).unwrap_or_default();
        objs.push(Obj {
            name: a.name.clone(),
            win: a.win,
            part,
            total,
            block: a.block,
            pairs: t.pairs,
            accesses: t.accesses.into_iter().collect(),
        });
    }
    let mut statics: Vec<(Key, Touched)> = p.objs.into_iter().collect();
    statics.sort_by_key(|x| x.1.first);
    for (k, t) in statics {
        let Key::Static(s) = k else { continue };
        let v = &defs.statics[s];
        objs.push(Obj {
            name: v.name.clone(),
            win: t.win,
            part: v.size,
            total: v.size.saturating_mul(procs as u64),
            block: 0,
            pairs: t.pairs,
            accesses: t.accesses.into_iter().collect(),
        });
    }
    let mut out: Vec<SharedObject> = objs
        .into_iter()
        .filter(|o| !o.pairs.is_empty())
        .map(|o| summarize(defs, procs, o))
        .collect();
    out.sort_by(|a, b| {
        (b.local_bytes + b.remote_bytes)
            .cmp(&(a.local_bytes + a.remote_bytes))
            .then_with(|| a.name.cmp(&b.name))
    });
    out
}

/// "shmem_malloc in main (prog.c:30)": the allocating call and where it was made.
fn allocation_name(defs: &Defs, l: &LocData, call: u32) -> String {
    let c = l.calls.at(call as usize);
    let region = defs.region(ppw_event::RegionId(c.region)).name.clone();
    let site = l
        .tree
        .nodes
        .get(c.node as usize)
        .and_then(|n| defs.callsites.get(n.callsite.index()));
    match site {
        Some(s) => {
            let base = s.file.as_deref().map(|f| f.rsplit('/').next().unwrap_or(f));
            match (&s.function, base) {
                (Some(f), Some(b)) if s.line > 0 => format!("{region} in {f} ({b}:{})", s.line),
                (None, Some(b)) if s.line > 0 => format!("{region} at {b}:{}", s.line),
                (Some(f), _) => format!("{region} in {f}"),
                _ => region,
            }
        }
        None => region,
    }
}

/// The largest power of two up to 8 dividing `x` (8 for 0).
fn pow2_divisor(x: u64) -> u64 {
    if x == 0 {
        8
    } else {
        (1u64 << x.trailing_zeros().min(3)).min(8)
    }
}

fn summarize(defs: &Defs, procs: u32, o: Obj) -> SharedObject {
    let t = procs as u64;
    // The element size: divides every offset and size (and the block).
    let mut elem = if o.block > 0 {
        pow2_divisor(o.block)
    } else {
        8
    };
    for &(_, _, off, n) in o.accesses.keys() {
        elem = elem.min(pow2_divisor(off)).min(pow2_divisor(n));
    }
    let (mut local, mut remote) = (0u64, 0u64);
    for (&(a, w), &(_, b)) in &o.pairs {
        if a == w {
            local += b;
        } else {
            remote += b;
        }
    }
    let accesses = o
        .pairs
        .iter()
        .map(|(&(accessor, owner), &(operations, bytes))| ObjectAccess {
            accessor,
            owner,
            operations,
            bytes,
        })
        .collect();
    let rows = if procs <= MAX_VIEW_PROCESSES {
        layout(&o, procs, elem)
    } else {
        Vec::new()
    };
    let memory = defs
        .comm(CommId(o.win))
        .map_or_else(|| "PGAS memory".to_string(), |c| c.name.clone());
    let mut s = SharedObject {
        name: o.name.clone(),
        memory,
        processes: procs,
        bytes: o.total,
        element_bytes: elem,
        blocking_factor: o.block / elem,
        accesses,
        local_bytes: local,
        remote_bytes: remote,
        rows,
        best_blocking_factor: None,
        best_local_fraction: 0.0,
        hint: None,
    };
    let all = local + remote;
    if all == 0 {
        return s;
    }
    let now = local as f64 / all as f64;
    if o.block > 0 {
        let (best, share) = best_blocking(&o, t, elem);
        s.best_blocking_factor = Some(best);
        s.best_local_fraction = share;
        if best != s.blocking_factor && share >= now + 0.1 {
            let n = o.total / elem;
            s.hint = Some(format!(
                "`{}`: blocking factor {best} instead of {} (upc_all_alloc({}, {}) for its {} \
                 elements of {elem} bytes) would make {:.0}% of the bytes its one-sided accesses \
                 move local instead of {:.0}%",
                o.name,
                s.blocking_factor,
                n.div_ceil(best),
                best * elem,
                thousands(n),
                share * 100.0,
                now * 100.0
            ));
        }
    } else if remote * 2 > all {
        // One owner's part taking most of the accesses is a hot spot; else the remote pair
        // that moved the most.
        let mut per_owner: BTreeMap<u32, u64> = BTreeMap::new();
        for (&(_, w), &(_, b)) in &o.pairs {
            *per_owner.entry(w).or_default() += b;
        }
        let top = per_owner
            .iter()
            .max_by_key(|(w, b)| (**b, std::cmp::Reverse(**w)));
        let remote_share = remote as f64 * 100.0 / all as f64;
        if let Some((w, b)) = top.filter(|(_, b)| procs > 2 && **b * 10 >= all * 9) {
            s.hint = Some(format!(
                "process {w}'s part of `{}` takes {:.0}% of the bytes one-sided accesses to it \
                 move ({remote_share:.0}% of them remote): a hot spot, where the accesses \
                 queue; spread it over the processes (e.g. one copy per process, combined \
                 by a reduction at the end)",
                o.name,
                *b as f64 * 100.0 / all as f64
            ));
        } else if let Some(((a, w), (ops, b))) = o
            .pairs
            .iter()
            .filter(|((a, w), _)| a != w)
            .max_by_key(|(k, v)| (v.1, std::cmp::Reverse(**k)))
        {
            s.hint = Some(format!(
                "{remote_share:.0}% of the bytes one-sided accesses to `{}` move are remote \
                 (the most: process {a} to process {w}'s part, {} operations, {} bytes): let \
                 each process work on the part it owns, or move remote parts in few bulk \
                 transfers",
                o.name,
                thousands(*ops),
                thousands(*b)
            ));
        }
    }
    s
}

/// The rows of the view: a block-cyclic object by rounds of blocks (a round: one block of
/// every process; several rounds per row when there are many), any other by slices of each
/// process's part.
fn layout(o: &Obj, procs: u32, elem: u64) -> Vec<ObjectRow> {
    let t = procs as u64;
    let n = o.total / elem;
    if n == 0 || o.part == 0 {
        return Vec::new();
    }
    let (rows, row_bytes) = if o.block > 0 {
        let b = (o.block / elem).max(1);
        let rounds = n.div_ceil(b * t);
        let per = rounds.div_ceil(MAX_ROWS);
        (rounds.div_ceil(per), per * o.block)
    } else {
        let part = o.part / elem;
        let per = part.div_ceil(SLICES).max(1);
        (part.div_ceil(per), per * elem)
    };
    let mut out: Vec<ObjectRow> = (0..rows)
        .map(|r| {
            let (lo, hi) = (r * row_bytes, ((r + 1) * row_bytes).min(o.part));
            if o.block > 0 {
                // Global elements of the row's rounds; each owner's elements in them.
                let b = o.block / elem;
                let first = lo / o.block * t * b;
                let last = (hi.div_ceil(o.block) * t * b).min(n);
                let owned = (0..t)
                    .map(|w| owned_in(first, last, b, t, w))
                    .collect::<Vec<_>>();
                ObjectRow {
                    elements: (first, last),
                    owned,
                    accessed: vec![0; procs as usize],
                    local: vec![0; procs as usize],
                    main_accessor: vec![None; procs as usize],
                }
            } else {
                ObjectRow {
                    elements: (lo / elem, hi / elem),
                    owned: vec![(hi - lo) / elem; procs as usize],
                    accessed: vec![0; procs as usize],
                    local: vec![0; procs as usize],
                    main_accessor: vec![None; procs as usize],
                }
            }
        })
        .collect();
    // Each access's bytes to the rows it overlaps; per (row, owner) the bytes per accessor.
    let mut by: BTreeMap<(u64, u32), BTreeMap<u32, u64>> = BTreeMap::new();
    for (&(a, w, off, len), &count) in &o.accesses {
        let Some(_) = out.first() else { break };
        let end = off.saturating_add(len.max(1));
        let mut r = off / row_bytes;
        while r < rows && r * row_bytes < end {
            let (lo, hi) = (r * row_bytes, (r + 1) * row_bytes);
            let part = end.min(hi) - off.max(lo);
            let bytes = if len == 0 { 0 } else { part.min(len) } * count;
            if let Some(row) = out.get_mut(r as usize) {
                row.accessed[w as usize % procs as usize] += bytes;
                if a == w {
                    row.local[w as usize % procs as usize] += bytes;
                }
                *by.entry((r, w % procs)).or_default().entry(a).or_default() += bytes;
            }
            r += 1;
        }
    }
    for ((r, w), per) in by {
        let top = per
            .into_iter()
            .filter(|(_, b)| *b > 0)
            .max_by_key(|&(a, b)| (b, std::cmp::Reverse(a)));
        if let (Some(row), Some((a, _))) = (out.get_mut(r as usize), top) {
            row.main_accessor[w as usize] = Some(a);
        }
    }
    out
}

/// Elements of [first, last) that blocking factor `b` over `t` processes gives to `w`.
fn owned_in(first: u64, last: u64, b: u64, t: u64, w: u64) -> u64 {
    let upto = |x: u64| {
        let cycle = b * t;
        x / cycle * b + (x % cycle).saturating_sub(w * b).min(b)
    };
    upto(last).saturating_sub(upto(first))
}

/// The blocking factor (elements) that makes the largest share of the accessed bytes local,
/// among powers of two, the blocked distribution (one block per process) and the current
/// one; the current one wins ties, then the smaller.
fn best_blocking(o: &Obj, t: u64, elem: u64) -> (u64, f64) {
    let n = (o.total / elem).max(1);
    let cur = (o.block / elem).max(1);
    // The accesses as global element ranges, split at the blocks.
    let mut segs: HashMap<(u64, u64, u64), u64> = HashMap::new();
    for (&(a, w, off, len), &count) in &o.accesses {
        let (mut p, end) = (off, off.saturating_add(len));
        while p < end {
            let lb = p / o.block;
            let stop = end.min((lb + 1) * o.block);
            let g = (lb * t + w as u64) * o.block + p % o.block;
            *segs
                .entry((a as u64, g / elem, (g + stop - p).div_ceil(elem)))
                .or_default() += count;
            p = stop;
        }
    }
    let mut cands: Vec<u64> = std::iter::successors(Some(1u64), |b| Some(b * 2))
        .take_while(|&b| b <= n.div_ceil(t))
        .chain([n.div_ceil(t)])
        .collect();
    cands.sort_unstable();
    cands.dedup();
    let share = |b: u64| {
        let (mut here, mut all) = (0u64, 0u64);
        for (&(a, g0, g1), &count) in &segs {
            here += owned_in(g0, g1, b, t, a) * count;
            all += (g1 - g0) * count;
        }
        if all == 0 {
            0.0
        } else {
            here as f64 / all as f64
        }
    };
    let mut best = (cur, share(cur));
    for b in cands {
        let s = share(b);
        if s > best.1 + 1e-12 {
            best = (b, s);
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ownership_of_element_ranges() {
        // Blocking factor 3 over 8 processes (Fig. 4-11's 5x8 array): elements 0-2 on 0,
        // 3-5 on 1, ..., 24-26 on 0 again.
        assert_eq!(owned_in(0, 40, 3, 8, 0), 3 + 3);
        assert_eq!(owned_in(0, 40, 3, 8, 5), 3 + 1);
        assert_eq!(owned_in(0, 40, 3, 8, 7), 3);
        assert_eq!(owned_in(24, 27, 3, 8, 0), 3);
        assert_eq!(owned_in(25, 26, 3, 8, 0), 1);
        assert_eq!(owned_in(0, 40, 1, 8, 3), 5);
    }

    /// A cyclic array (blocking factor 1) of 64 elements of 8 bytes over 4 processes, each
    /// reading its contiguous quarter: a quarter local, blocked (16) all local.
    #[test]
    fn contiguous_quarters_want_the_blocked_layout() {
        let (t, n) = (4u32, 64u64);
        let mut o = Obj {
            name: "a".into(),
            win: 0,
            part: n / t as u64 * 8,
            total: n * 8,
            block: 8,
            pairs: BTreeMap::new(),
            accesses: HashMap::new(),
        };
        for p in 0..t {
            for i in p as u64 * 16..(p as u64 + 1) * 16 {
                let (w, off) = ((i % 4) as u32, i / 4 * 8);
                let e = o.pairs.entry((p, w)).or_default();
                e.0 += 1;
                e.1 += 8;
                *o.accesses.entry((p, w, off, 8)).or_default() += 1;
            }
        }
        let (b, share) = best_blocking(&o, 4, 8);
        assert_eq!(b, 16);
        assert!((share - 1.0).abs() < 1e-12, "{share}");
        let defs = Defs::new("t", ppw_event::Mode::Trace, 4);
        let s = summarize(&defs, 4, o);
        assert_eq!(s.blocking_factor, 1);
        assert_eq!((s.local_bytes, s.remote_bytes), (4 * 4 * 8, 4 * 12 * 8));
        let Some(hint) = &s.hint else {
            panic!("no hint: {s:?}")
        };
        assert!(hint.contains("blocking factor 16 instead of 1"), "{hint}");
        assert!(
            hint.contains("upc_all_alloc(4, 128) for its 64 elements"),
            "{hint}"
        );
        // 64 elements in rounds of 4: 16 rows, each one element per owner.
        assert_eq!(s.rows.len(), 16);
        assert_eq!(s.rows[0].owned, vec![1, 1, 1, 1]);
        assert_eq!(s.rows[0].elements, (0, 4));
        // Row 0 (elements 0-3) is read by process 0 only: its own element local.
        assert_eq!(s.rows[0].accessed, vec![8, 8, 8, 8]);
        assert_eq!(s.rows[0].local, vec![8, 0, 0, 0]);
        assert_eq!(s.rows[0].main_accessor, vec![Some(0); 4]);
        // Elements 16-19 (row 4) are process 1's quarter.
        assert_eq!(s.rows[4].main_accessor, vec![Some(1); 4]);
    }
}
