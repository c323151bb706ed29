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

use crate::matching::Instance;
use crate::records::*;
use ppw_event::CollKind;
use std::collections::VecDeque;

/// The correction decays by 1 ns per `DECAY` ns of local time (i.e. 1%).
pub(crate) const DECAY: u64 = 100;

/// A location's clock correction: jumps `(t, d)` in time order.
#[derive(Clone, Debug, Default)]
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
    Coll { t: u64, idx: u32 },
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

/// The members (location, begin) a collective record must wait for, by kind.
pub(crate) fn coll_deps(
    locs: &[LocData],
    inst: &Instance,
    me: (u32, u32),
) -> Vec<(u32, u64)> {
    let c = locs[me.0 as usize].colls[me.1 as usize];
    if c.has(COLL_NONBLOCKING) || inst.members.len() < 2 {
        return Vec::new();
    }
    let pos = inst.members.iter().position(|m| *m == me).unwrap_or(0);
    let rec = |m: (u32, u32)| locs[m.0 as usize].colls[m.1 as usize];
    let others = inst.members.iter().copied().enumerate().filter(|(p, _)| *p != pos);
    match c.kind {
        CollKind::Barrier => others.map(|(_, m)| (m.0, rec(m).begin)).collect(),
        CollKind::AllToAll if c.has(COLL_RECEIVED) => others
            .filter(|(_, m)| rec(*m).has(COLL_SENT))
            .map(|(_, m)| (m.0, rec(m).begin))
            .collect(),
        CollKind::OneToAll if c.has(COLL_RECEIVED) && locs[me.0 as usize].rank != c.root => others
            .filter(|(_, m)| locs[m.0 as usize].rank == c.root)
            .map(|(_, m)| (m.0, rec(m).begin))
            .collect(),
        CollKind::AllToOne if c.has(COLL_RECEIVED) && locs[me.0 as usize].rank == c.root => others
            .filter(|(_, m)| rec(*m).has(COLL_SENT))
            .map(|(_, m)| (m.0, rec(m).begin))
            .collect(),
        CollKind::Scan | CollKind::ExScan if c.has(COLL_RECEIVED) => others
            .filter(|(p, _)| *p < pos)
            .map(|(_, m)| (m.0, rec(m).begin))
            .collect(),
        _ => Vec::new(),
    }
}

/// Count clock-condition violations in the current timestamps: (point-to-point, collective).
pub(crate) fn count_violations(locs: &[LocData], insts: &[Instance]) -> (u64, u64) {
    let mut p2p = 0;
    let mut coll = 0;
    for l in locs {
        for r in &l.recvs {
            if r.s_loc != NONE && r.time < locs[r.s_loc as usize].sends[r.s_idx as usize].time {
                p2p += 1;
            }
        }
        for (i, c) in l.colls.iter().enumerate() {
            if c.instance == NONE {
                continue;
            }
            let deps = coll_deps(locs, &insts[c.instance as usize], (l.loc.0, i as u32));
            if deps.iter().any(|d| d.1 > c.end) {
                coll += 1;
            }
        }
    }
    (p2p, coll)
}

/// Compute the corrections (does not change the records; see [`apply`]).
pub(crate) fn repair(locs: &[LocData], insts: &[Instance]) -> Repair {
    let n = locs.len();
    let mut cons: Vec<Vec<Con>> = Vec::with_capacity(n);
    for l in locs {
        let mut v: Vec<Con> = Vec::new();
        for r in &l.recvs {
            if r.s_loc != NONE {
                let s = locs[r.s_loc as usize].sends[r.s_idx as usize];
                v.push(Con::Recv { t: r.time, s_loc: r.s_loc, s_time: s.time });
            }
        }
        for (i, c) in l.colls.iter().enumerate() {
            if c.instance != NONE && !c.has(COLL_NONBLOCKING) {
                v.push(Con::Coll { t: c.end, idx: i as u32 });
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
                    Con::Coll { idx, .. } => {
                        let c = locs[li].colls[idx as usize];
                        let deps = coll_deps(locs, &insts[c.instance as usize], (l, idx));
                        match deps.iter().find(|d| d.0 != l && !ready(&cur, d.0, d.1)) {
                            Some(d) => (0, Some(d.0)),
                            None => (
                                deps.iter().map(|d| corr[d.0 as usize].apply(d.1)).max().unwrap_or(0),
                                None,
                            ),
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
        let Some(l) = (0..n).filter(|&l| cur[l] < cons[l].len()).min_by_key(|&l| cons[l][cur[l]].t())
        else {
            break;
        };
        let con = cons[l][cur[l]];
        let req = match con {
            Con::Recv { s_loc, s_time, .. } => corr[s_loc as usize].apply(s_time),
            Con::Coll { idx, .. } => {
                let c = locs[l].colls[idx as usize];
                coll_deps(locs, &insts[c.instance as usize], (l as u32, idx))
                    .iter()
                    .map(|d| corr[d.0 as usize].apply(d.1))
                    .max()
                    .unwrap_or(0)
            }
        };
        step(&mut corr[l], con.t(), req, &mut out);
        out.forced += 1;
        cur[l] += 1;
        if cur[l] == cons[l].len() {
            done += 1;
        }
        for w in std::mem::take(&mut waiters[l]).into_iter().chain([l as u32]) {
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
            for k in &mut l.calls {
                fix(&mut k.enter);
                fix(&mut k.exit);
            }
            for s in &mut l.sends {
                fix(&mut s.time);
            }
            for r in &mut l.recvs {
                fix(&mut r.time);
                let p = c.apply(r.post_enter);
                r.post_enter = p;
            }
            for k in &mut l.colls {
                let explicit = k.has(COLL_EXPLICIT_BEGIN);
                if explicit {
                    fix(&mut k.begin);
                    fix(&mut k.end);
                } else {
                    k.begin = c.apply(k.begin);
                    k.end = c.apply(k.end);
                }
            }
            moved
        })
        .sum()
}
