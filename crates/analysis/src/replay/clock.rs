//! Clock-condition repair with a controlled logical clock.
//!
//! Timestamps from different ranks come from different clocks; even after the offset
//! correction a receive can appear to end before its send began, or a rank can appear to leave
//! a barrier before the last rank entered it. Such violations would produce wrong (negative or
//! clamped) waits, so after matching they are repaired in the manner of Rabenseifner's
//! controlled logical clock with forward amortization (Becker et al.):
//!
//! - every location gets a correction `delta(t) >= 0` that only jumps at receives and
//!   collective ends, and then decays linearly at 1 ns per [`DECAY`] ns, so the local order of
//!   events is kept (the corrected clock runs at 99% speed until it has caught up);
//! - a receive at `t` whose send has corrected time `s'` gets `delta(t) >= s' - t`; a
//!   collective end gets `delta(end) >= max corrected begin` of the ranks it must wait for;
//! - constraints are processed in dependency order (a worklist over locations), each location in
//!   time order, so corrections propagate along chains of messages.
//!
//! The corrections are applied to the operation records (and, in the cause pass, to the events
//! streamed again); the call-path profile keeps the measured times.

use crate::replay::matching::{Instance, Instances};
use crate::replay::records::*;
use ppw_event::CollKind;
use std::collections::VecDeque;

/// The correction decays by 1 ns per `DECAY` ns of local time (i.e. 1%).
pub(crate) const DECAY: u64 = 100;

/// A location's clock correction: jumps `(t, d)` in time order.
#[derive(Clone, Debug, Default, serde::Serialize, serde::Deserialize)]
pub(crate) struct Correction {
    pub(crate) jumps: Vec<(u64, u64)>,
}

impl Correction {
    /// The correction at local time `t`.
    #[inline]
    pub(crate) fn delta(&self, t: u64) -> u64 {
        let k = self.jumps.partition_point(|j| j.0 <= t);
        if k == 0 {
            return 0;
        }
        let (tj, d) = self.jumps[k - 1];
        d.saturating_sub((t - tj) / DECAY)
    }

    /// Corrected time.
    #[inline]
    pub(crate) fn apply(&self, t: u64) -> u64 {
        if self.jumps.is_empty() {
            t
        } else {
            t + self.delta(t)
        }
    }
}

#[derive(Clone, Copy)]
enum Con {
    Recv { t: u64, s_loc: u32, s_time: u64 },
    Coll { t: u64, idx: u32, pos: u32 },
}

impl Con {
    fn t(&self) -> u64 {
        match *self {
            Con::Recv { t, .. } | Con::Coll { t, .. } => t,
        }
    }
}

/// Result of the repair.
#[derive(Debug, Default)]
pub(crate) struct Repair {
    pub(crate) corrections: Vec<Correction>,
    pub(crate) max_shift: u64,
    pub(crate) forced: u64,
}

/// The latest time a collective member waits for, and the location it belongs to.
pub(crate) type DepMax = Option<(u64, u32)>;

/// For every member of a collective instance, the latest `time(member)` over the members it
/// must wait for (by kind: everybody for barriers, the senders for n-to-n and n-to-1 roots, the
/// root for 1-to-n, the lower ranks for scans), with that member's location; `None` if it
/// waits for nobody. O(members). Empty (no allocation) when nobody waits: single-member and
/// non-blocking instances, of which a program can have millions; read it with [`dep`].
/// Member `pos`'s entry of a [`deps_max`] result.
#[inline]
pub(crate) fn dep(deps: &[DepMax], pos: usize) -> DepMax {
    deps.get(pos).copied().flatten()
}

pub(crate) fn deps_max(
    locs: &[LocData],
    inst: &Instance,
    time: impl Fn(usize, &CollRec) -> u64,
) -> Vec<DepMax> {
    let n = inst.members.len();
    let rec = |j: usize| {
        let (l, i) = inst.members.at(j);
        locs[l as usize].colls.at(i as usize)
    };
    let first = rec(0);
    if n < 2 || first.has(COLL_NONBLOCKING) {
        return Vec::new();
    }
    let kind = first.kind;
    let loc = |j: usize| inst.members.at(j).0;
    // Top two over the members satisfying `pred`.
    let top2 = |pred: &dyn Fn(&CollRec) -> bool| {
        let mut best: [Option<(u64, usize)>; 2] = [None, None];
        for j in 0..n {
            let c = rec(j);
            if !pred(&c) {
                continue;
            }
            let t = time(j, &c);
            if best[0].is_none_or(|b| t > b.0) {
                best[1] = best[0];
                best[0] = Some((t, j));
            } else if best[1].is_none_or(|b| t > b.0) {
                best[1] = Some((t, j));
            }
        }
        best
    };
    let others = |best: &[Option<(u64, usize)>; 2], j: usize| {
        let b = if best[0].is_some_and(|b| b.1 == j) {
            best[1]
        } else {
            best[0]
        };
        b.map(|(t, k)| (t, loc(k)))
    };
    let mut out = vec![None; n];
    match kind {
        CollKind::Barrier => {
            let best = top2(&|_| true);
            for (j, o) in out.iter_mut().enumerate() {
                *o = others(&best, j);
            }
        }
        CollKind::AllToAll | CollKind::AllToOne => {
            let best = top2(&|c| c.has(COLL_SENT));
            for (j, o) in out.iter_mut().enumerate() {
                let c = rec(j);
                let applies = c.has(COLL_RECEIVED)
                    && (kind == CollKind::AllToAll || locs[loc(j) as usize].rank == c.root);
                if applies {
                    *o = others(&best, j);
                }
            }
        }
        CollKind::OneToAll => {
            if let Some(r) = (0..n).find(|&j| locs[loc(j) as usize].rank == first.root) {
                let t = time(r, &rec(r));
                for (j, o) in out.iter_mut().enumerate() {
                    if j != r && rec(j).has(COLL_RECEIVED) {
                        *o = Some((t, loc(r)));
                    }
                }
            }
        }
        CollKind::Scan | CollKind::ExScan => {
            let mut prefix: Option<(u64, u32)> = None;
            for (j, o) in out.iter_mut().enumerate() {
                let c = rec(j);
                if c.has(COLL_RECEIVED) {
                    *o = prefix;
                }
                let t = time(j, &c);
                if prefix.is_none_or(|p| t > p.0) {
                    prefix = Some((t, loc(j)));
                }
            }
        }
        _ => {}
    }
    out
}

/// Count clock-condition violations in the current timestamps: (point-to-point, collective).
#[cfg(test)]
pub(crate) fn count_violations(locs: &[LocData], insts: &Instances) -> (u64, u64) {
    (
        count_p2p_violations(locs),
        count_coll_violations(locs, insts),
    )
}

/// The receives that seem to end before their send began.
pub(crate) fn count_p2p_violations(locs: &[LocData]) -> u64 {
    use rayon::prelude::*;
    locs.par_iter()
        .map(|l| {
            l.recvs
                .iter()
                .filter(|r| {
                    r.s_loc != NONE
                        && r.time < locs[r.s_loc as usize].sends.at(r.s_idx as usize).time
                })
                .count() as u64
        })
        .sum()
}

/// The collective members that seem to leave before a member they wait for entered.
pub(crate) fn count_coll_violations(locs: &[LocData], insts: &Instances) -> u64 {
    use rayon::prelude::*;
    insts
        .par_iter()
        .map(|inst| {
            let deps = deps_max(locs, &inst, |_, c| c.begin);
            deps.iter()
                .enumerate()
                .filter(|(j, d)| {
                    let (l, i) = inst.members.at(*j);
                    d.is_some_and(|d| d.0 > locs[l as usize].colls.at(i as usize).end)
                })
                .count() as u64
        })
        .sum()
}

/// Passes of the parallel iteration before falling back to the worklist.
pub(crate) const MAX_PASSES: usize = 24;

/// Compute the corrections (does not change the records; see [`apply`]).
///
/// The corrections are the least fixed point of a monotone system (a location's correction
/// depends on the corrections of the locations it receives from). It is found first by
/// parallel Jacobi passes (every location recomputed from the previous pass's corrections of
/// the others) — corrections decay within microseconds, so chains are short and a few passes
/// suffice; if that does not settle within [`MAX_PASSES`], a sequential worklist in
/// dependency order computes the same fixed point.
pub(crate) fn repair(locs: &[LocData], insts: &Instances) -> Repair {
    repair_parallel(locs, insts).unwrap_or_else(|| repair_worklist(locs, insts))
}

/// [`deps_max`] of every instance, in one vector (a vector per instance would cost more
/// than its contents when most instances have a single member).
struct Reqs {
    /// Where instance k's entries start; `offs[k + 1]` where they end.
    offs: Vec<u32>,
    flat: Vec<DepMax>,
}

impl Reqs {
    fn new(insts: &Instances, f: impl Fn(&Instance) -> Vec<DepMax> + Sync) -> Reqs {
        use rayon::prelude::*;
        let parts: Vec<(Vec<u32>, Vec<DepMax>)> = insts
            .par_iter()
            .chunks(4096)
            .map(|chunk| {
                let mut lens = Vec::with_capacity(chunk.len());
                let mut flat = Vec::new();
                for inst in &chunk {
                    let d = f(inst);
                    lens.push(d.len() as u32);
                    flat.extend(d);
                }
                (lens, flat)
            })
            .collect();
        let mut offs = Vec::with_capacity(insts.len() + 1);
        let mut flat = Vec::with_capacity(parts.iter().map(|p| p.1.len()).sum());
        offs.push(0);
        for (lens, f) in parts {
            for n in lens {
                offs.push(offs[offs.len() - 1] + n);
            }
            flat.extend(f);
        }
        Reqs { offs, flat }
    }

    fn get(&self, inst: usize, pos: usize) -> DepMax {
        let a = self.offs[inst] as usize;
        let b = self.offs[inst + 1] as usize;
        dep(&self.flat[a..b], pos)
    }
}

/// The parallel iteration; `None` if it did not converge.
pub(crate) fn repair_parallel(locs: &[LocData], insts: &Instances) -> Option<Repair> {
    use rayon::prelude::*;
    let mut corr: Vec<Correction> = vec![Correction::default(); locs.len()];
    // Position of every collective record in its instance.
    let mut member_pos: Vec<Vec<u32>> = locs.iter().map(|l| vec![0; l.colls.len()]).collect();
    for inst in insts.iter() {
        for (p, (l, i)) in inst.members.iter().enumerate() {
            member_pos[l as usize][i as usize] = p as u32;
        }
    }
    for pass in 1..=MAX_PASSES {
        // What every collective member requires, from the current corrections.
        let reqs = Reqs::new(insts, |inst| {
            deps_max(locs, inst, |j, c| {
                corr[inst.members.at(j).0 as usize].apply(c.begin)
            })
        });
        let next: Vec<(Correction, u64)> = locs
            .par_iter()
            .enumerate()
            .map(|(li, l)| {
                pass_location(
                    l,
                    |_, r, c| {
                        let s = locs[r.s_loc as usize].sends.at(r.s_idx as usize).time;
                        Some(if r.s_loc as usize == li {
                            c.apply(s)
                        } else {
                            corr[r.s_loc as usize].apply(s)
                        })
                    },
                    |ci, k| {
                        let pos = member_pos[li][ci] as usize;
                        reqs.get(k.instance as usize, pos).map(|(t, _)| t)
                    },
                )
            })
            .collect();
        let changed = next.iter().zip(&corr).any(|(n, o)| n.0.jumps != o.jumps);
        let max_shift = next.iter().map(|n| n.1).max().unwrap_or(0);
        corr = next.into_iter().map(|n| n.0).collect();
        if !changed {
            if std::env::var_os("PPW_ANALYSIS_TIMING").is_some() {
                eprintln!("[ppw-analysis] clock repair converged after {pass} parallel passes");
            }
            return Some(Repair {
                corrections: corr,
                max_shift,
                forced: 0,
            });
        }
    }
    None
}

/// One Jacobi pass over one location: its correction from what its receives and blocking
/// collectives require, in time order. `recv_req(index, receive, correction so far)`: the
/// corrected time of a matched receive's send (the correction so far for a send of the
/// location itself); `coll_req(index, record)`: the latest corrected begin a collective
/// member of an instance waits for. Returns the correction and its largest jump.
pub(crate) fn pass_location(
    l: &LocData,
    recv_req: impl Fn(u32, &RecvRec, &Correction) -> Option<u64>,
    coll_req: impl Fn(usize, &CollRec) -> Option<u64>,
) -> (Correction, u64) {
    let mut out = Repair::default();
    let mut c = Correction::default();
    let mut recvs = l.recvs.iter().enumerate().peekable();
    let mut colls = l.colls.iter().enumerate().peekable();
    // Merge receives and blocking collectives in time order.
    loop {
        let rt = recvs.peek().map_or(u64::MAX, |(_, r)| r.time);
        let ct = colls.peek().map_or(u64::MAX, |(_, k)| k.end);
        if rt == u64::MAX && ct == u64::MAX {
            break;
        }
        if rt <= ct {
            let Some((ri, r)) = recvs.next() else {
                break;
            };
            if r.s_loc != NONE {
                if let Some(req) = recv_req(ri as u32, &r, &c) {
                    step(&mut c, r.time, req, &mut out);
                }
            }
        } else {
            let Some((ci, k)) = colls.next() else {
                break;
            };
            if k.instance != NONE && !k.has(COLL_NONBLOCKING) {
                if let Some(t) = coll_req(ci, &k) {
                    step(&mut c, k.end, t, &mut out);
                }
            }
        }
    }
    (c, out.max_shift)
}

/// The sequential worklist (see [`repair`]).
pub(crate) fn repair_worklist(locs: &[LocData], insts: &Instances) -> Repair {
    let n = locs.len();
    // Position of every collective record in its instance.
    let mut member_pos: Vec<Vec<u32>> = locs.iter().map(|l| vec![0; l.colls.len()]).collect();
    for inst in insts.iter() {
        for (p, (l, i)) in inst.members.iter().enumerate() {
            member_pos[l as usize][i as usize] = p as u32;
        }
    }
    let mut cons: Vec<Vec<Con>> = Vec::with_capacity(n);
    for (li, l) in locs.iter().enumerate() {
        let mut v: Vec<Con> = Vec::new();
        for r in &l.recvs {
            if r.s_loc != NONE {
                let s = locs[r.s_loc as usize].sends.at(r.s_idx as usize);
                v.push(Con::Recv {
                    t: r.time,
                    s_loc: r.s_loc,
                    s_time: s.time,
                });
            }
        }
        for (i, c) in l.colls.iter().enumerate() {
            if c.instance != NONE && !c.has(COLL_NONBLOCKING) {
                v.push(Con::Coll {
                    t: c.end,
                    idx: i as u32,
                    pos: member_pos[li][i],
                });
            }
        }
        v.sort_by_key(|c| c.t());
        cons.push(v);
    }
    let mut cur = vec![0usize; n];
    let mut corr = vec![Correction::default(); n];
    let mut waiters: Vec<Vec<u32>> = vec![Vec::new(); n];
    let mut queued = vec![true; n];
    let mut queue: VecDeque<u32> = (0..n as u32).collect();
    let mut out = Repair::default();
    let ready = |cur: &[usize], l: u32, t: u64| -> bool {
        let c = cur[l as usize];
        c >= cons[l as usize].len() || cons[l as usize][c].t() > t
    };
    let mut done = cons.iter().filter(|c| c.is_empty()).count();
    // Per instance: members verified final at their begin, and (once all are) the requirement
    // of every member.
    let mut scan = vec![0usize; insts.len()];
    let mut reqs: Vec<Option<Vec<DepMax>>> = vec![None; insts.len()];
    loop {
        while let Some(l) = queue.pop_front() {
            let li = l as usize;
            queued[li] = false;
            let before = cur[li];
            while cur[li] < cons[li].len() {
                let con = cons[li][cur[li]];
                let (req, blocked) = match con {
                    Con::Recv { s_loc, s_time, .. } => {
                        if s_loc != l && !ready(&cur, s_loc, s_time) {
                            (0, Some(s_loc))
                        } else {
                            (corr[s_loc as usize].apply(s_time), None)
                        }
                    }
                    Con::Coll { idx, pos, .. } => {
                        let k = locs[li].colls.at(idx as usize).instance as usize;
                        let inst = &insts.at(k);
                        let mut blocked = None;
                        while scan[k] < inst.members.len() {
                            let (ml, mi) = inst.members.at(scan[k]);
                            let mc = &locs[ml as usize].colls.at(mi as usize);
                            // A member is final at its begin if nothing before it is pending,
                            // e.g. when it waits at this very collective.
                            let at_this = cur[ml as usize] < cons[ml as usize].len()
                                && matches!(cons[ml as usize][cur[ml as usize]], Con::Coll { idx: x, .. } if x == mi);
                            if at_this || ready(&cur, ml, mc.begin) {
                                scan[k] += 1;
                            } else {
                                blocked = Some(ml);
                                break;
                            }
                        }
                        match blocked {
                            Some(b) => (0, Some(b)),
                            None => {
                                let r = reqs[k].get_or_insert_with(|| {
                                    deps_max(locs, inst, |j, c| {
                                        corr[inst.members.at(j).0 as usize].apply(c.begin)
                                    })
                                });
                                (dep(r, pos as usize).map_or(0, |d| d.0), None)
                            }
                        }
                    }
                };
                if let Some(on) = blocked {
                    waiters[on as usize].push(l);
                    break;
                }
                step(&mut corr[li], con.t(), req, &mut out);
                cur[li] += 1;
            }
            if cur[li] != before {
                if cur[li] == cons[li].len() {
                    done += 1;
                }
                for w in std::mem::take(&mut waiters[li]) {
                    if !queued[w as usize] {
                        queued[w as usize] = true;
                        queue.push_back(w);
                    }
                }
            }
        }
        if done >= n {
            break;
        }
        // A dependency cycle (inconsistent matching or identical timestamps): process the
        // earliest pending constraint with the corrections known so far.
        let Some(l) = (0..n)
            .filter(|&l| cur[l] < cons[l].len())
            .min_by_key(|&l| cons[l][cur[l]].t())
        else {
            break;
        };
        let con = cons[l][cur[l]];
        let req = match con {
            Con::Recv { s_loc, s_time, .. } => corr[s_loc as usize].apply(s_time),
            Con::Coll { idx, pos, .. } => {
                let k = locs[l].colls.at(idx as usize).instance as usize;
                let inst = &insts.at(k);
                let r = deps_max(locs, inst, |j, c| {
                    corr[inst.members.at(j).0 as usize].apply(c.begin)
                });
                dep(&r, pos as usize).map_or(0, |d| d.0)
            }
        };
        step(&mut corr[l], con.t(), req, &mut out);
        out.forced += 1;
        cur[l] += 1;
        if cur[l] == cons[l].len() {
            done += 1;
        }
        for w in std::mem::take(&mut waiters[l])
            .into_iter()
            .chain([l as u32])
        {
            if !queued[w as usize] {
                queued[w as usize] = true;
                queue.push_back(w);
            }
        }
    }
    out.corrections = corr;
    out
}

#[inline]
fn step(c: &mut Correction, t: u64, req: u64, out: &mut Repair) {
    let now = c.apply(t);
    if req > now {
        let d = req - t;
        c.jumps.push((t, d));
        out.max_shift = out.max_shift.max(d);
    }
}

/// Apply the corrections to every record; returns the number of timestamps moved.
pub(crate) fn apply(locs: &mut [LocData], corr: &[Correction]) -> u64 {
    use rayon::prelude::*;
    locs.par_iter_mut()
        .zip(corr.par_iter())
        .map(|(l, c)| {
            if c.jumps.is_empty() {
                return 0;
            }
            let mut moved = 0u64;
            let mut fix = |t: &mut u64| {
                let n = c.apply(*t);
                if n != *t {
                    moved += 1;
                    *t = n;
                }
            };
            l.calls.update_all(|_, k| {
                fix(&mut k.enter);
                fix(&mut k.exit);
            });
            l.sends.update_all(|_, s| fix(&mut s.time));
            l.recvs.update_all(|_, r| {
                fix(&mut r.time);
                r.post_enter = c.apply(r.post_enter);
            });
            // Measurement intervals move with the records around them (not counted).
            for m in &mut l.measurement {
                *m = (c.apply(m.0), c.apply(m.1));
            }
            for m in &mut l.mpi_calls {
                *m = (c.apply(m.0), c.apply(m.1));
            }
            for o in &mut l.rma_ops {
                fix(&mut o.time);
            }
            for s in &mut l.rma_syncs {
                fix(&mut s.time);
            }
            l.colls.update_all(|_, k| {
                if k.has(COLL_EXPLICIT_BEGIN) {
                    fix(&mut k.begin);
                    fix(&mut k.end);
                } else {
                    k.begin = c.apply(k.begin);
                    k.end = c.apply(k.end);
                }
            });
            moved
        })
        .sum()
}
