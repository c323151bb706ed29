//! Synchronization points: the calls at which a location synchronized with others, built from
//! the operation records and the wait states the pattern replay found.
//!
//! A location's synchronization points are in call order; their enter times cut its time line
//! into the synchronization intervals of the delay analysis. Each has the partners it
//! synchronized with (one location, the members of a communicator, or everybody), its waiting
//! time, and for a wait state the family it belongs to and the culprit's synchronization point.

use super::WaitHit;
use crate::replay::records::{CallRec, LocData, COLL_NONBLOCKING, COLL_VECTOR, COLL_WINDOW, NONE};
use ppw_event::{CollKind, Defs};
use rustc_hash::FxHashMap as HashMap;

/// Who a synchronization point synchronized with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Partners {
    /// One location.
    One(u32),
    /// The members of a communicator (index into `SyncPoints::comms`).
    Group(u32),
    /// Every location (MPI_Init, MPI_Finalize).
    All,
}

/// One synchronization point.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Sp {
    pub(crate) call: u32,
    /// Enter time of the call (corrected clock): where the interval ends.
    pub(crate) time: u64,
    pub(crate) node: u32,
    /// Duration of the call.
    pub(crate) total: u64,
    /// Waiting time (ns) in the call.
    pub(crate) wait: u64,
    /// For a group operation: how long the call went on after the first member left it
    /// (Scalasca's completion of collectives); `u64::MAX` for the other points (see
    /// [`Sp::completion`]).
    group_completion: u64,
    pub(crate) partners: Partners,
    /// The family of the wait state (index into `FAMILIES`), `u8::MAX` if none.
    pub(crate) family: u8,
    /// The culprit's synchronization point: (location, index), `(NONE, NONE)` if none.
    pub(crate) culprit: (u32, u32),
    /// When the wait ended (the culprit arrived).
    pub(crate) until: u64,
    /// MPI_Init (the critical path's start).
    pub(crate) init: bool,
    /// MPI_Finalize (where the critical path ends).
    pub(crate) finalize: bool,
    /// Order among points of one call: culprit points (sends) before wait states (receives),
    /// as a Sendrecv records its send first.
    order: u8,
}

impl Sp {
    /// The part of the call after the synchronization: what of the call counts when it opens
    /// an interval. A group operation keeps the time after its first member left; other wait
    /// states keep the time after the wait; the other side of a synchronization (the send a
    /// receiver waited for) keeps nothing of it.
    pub(crate) fn completion(&self) -> u64 {
        if self.group_completion != u64::MAX {
            return self.group_completion.min(self.total);
        }
        // A Late Receiver's send (family 1) keeps nothing either: what is left of it after
        // the receiver arrived is the transfer, which Scalasca prunes too.
        if self.wait > 0 && self.family != 1 {
            self.total.saturating_sub(self.wait)
        } else {
            0
        }
    }
}

/// Every location's synchronization points.
pub(crate) struct SyncPoints {
    pub(crate) sps: Vec<Vec<Sp>>,
    /// Members of the communicators of group points: sorted location indices.
    comms: Vec<Vec<u32>>,
    /// Per location: per partner location, the indices of its points with `One(partner)`;
    /// and the indices of its group points.
    ones: Vec<HashMap<u32, Vec<u32>>>,
    groups: Vec<Vec<u32>>,
}

const NO_FAMILY: u8 = u8::MAX;

/// The `order` of a point that is a moment between calls, not a call (see `build`).
const MOMENT: u8 = 2;

/// The call of `loc` running (or last entered) at time `t`: the last call with `enter <= t`.
fn call_at(d: &LocData, t: u64) -> Option<u32> {
    let n = d.calls.len();
    let (mut lo, mut hi) = (0usize, n);
    while lo < hi {
        let mid = (lo + hi) / 2;
        if d.calls.at(mid).enter <= t {
            lo = mid + 1;
        } else {
            hi = mid;
        }
    }
    (lo > 0).then(|| (lo - 1) as u32)
}

fn point(call: u32, c: CallRec, partners: Partners, order: u8) -> Sp {
    Sp {
        call,
        time: c.enter,
        node: c.node,
        total: c.exit.saturating_sub(c.enter),
        wait: 0,
        group_completion: u64::MAX,
        partners,
        family: NO_FAMILY,
        culprit: (NONE, NONE),
        until: 0,
        init: false,
        finalize: false,
        order,
    }
}

impl SyncPoints {
    /// Build the points of every location. `family` maps a pattern index to its family;
    /// `waits[l]` are location `l`'s wait states (hits of top-level waiting patterns).
    pub(crate) fn build(
        locs: &[LocData],
        defs: &Defs,
        waits: &[Vec<WaitHit>],
        family: &[Option<u8>],
        earliest_end: &[u64],
    ) -> SyncPoints {
        let mut comm_index: HashMap<u32, u32> = HashMap::default();
        let mut comms: Vec<Vec<u32>> = Vec::new();
        // Locations of every rank (thread 0 first), to turn communicator members into locations.
        let mut of_rank: HashMap<u32, Vec<u32>> = HashMap::default();
        for (l, d) in locs.iter().enumerate() {
            of_rank.entry(d.rank).or_default().push(l as u32);
        }
        let mut sps: Vec<Vec<Sp>> = Vec::with_capacity(locs.len());
        for (l, d) in locs.iter().enumerate() {
            let mut v: Vec<Sp> = Vec::new();
            let mut at_call: HashMap<u32, usize> = HashMap::default();
            // Group points: barriers, N x N operations, window group operations, init/finalize.
            for c in d.colls.iter() {
                if c.instance == NONE || c.cmpl == NONE {
                    continue;
                }
                let group = matches!(c.kind, CollKind::Barrier)
                    || (c.kind == CollKind::AllToAll && !c.has(COLL_VECTOR))
                    || c.has(COLL_WINDOW);
                if !group {
                    continue;
                }
                let call = if c.has(COLL_NONBLOCKING) {
                    c.cmpl
                } else {
                    c.call
                };
                let g = *comm_index.entry(c.comm).or_insert_with(|| {
                    let mut m: Vec<u32> = defs
                        .comm(ppw_event::CommId(c.comm))
                        .map(|cd| {
                            cd.members
                                .iter()
                                .flat_map(|r| of_rank.get(r).cloned().unwrap_or_default())
                                .collect()
                        })
                        .unwrap_or_default();
                    m.sort_unstable();
                    comms.push(m);
                    (comms.len() - 1) as u32
                });
                if let std::collections::hash_map::Entry::Vacant(e) = at_call.entry(call) {
                    e.insert(v.len());
                    let mut p = point(call, d.calls.at(call as usize), Partners::Group(g), 0);
                    let first_out = earliest_end
                        .get(c.instance as usize)
                        .copied()
                        .unwrap_or(c.end);
                    p.group_completion = c.end.saturating_sub(first_out);
                    v.push(p);
                }
            }
            for s in &d.setup {
                if !s.complete || s.call == NONE {
                    continue;
                }
                let i = *at_call.entry(s.call).or_insert_with(|| {
                    v.push(point(s.call, d.calls.at(s.call as usize), Partners::All, 0));
                    v.len() - 1
                });
                v[i].partners = Partners::All;
                v[i].group_completion = d
                    .calls
                    .at(s.call as usize)
                    .exit
                    .saturating_sub(s.earliest_end);
                if s.finalize {
                    v[i].finalize = true;
                } else {
                    v[i].init = true;
                }
            }
            // Wait states: on the group point of their call, or a point of their own.
            for h in &waits[l] {
                let Some(call) = call_at(d, h.start) else {
                    continue;
                };
                let fam = family[h.pattern as usize].unwrap_or(NO_FAMILY);
                let i = match at_call.get(&call) {
                    Some(&i) => i,
                    None if fam != NO_FAMILY => {
                        v.push(point(
                            call,
                            d.calls.at(call as usize),
                            Partners::One(h.cause_loc),
                            1,
                        ));
                        at_call.insert(call, v.len() - 1);
                        v.len() - 1
                    }
                    // A wait of no family (MPI_Finalize's) only counts on a point of its call.
                    None => continue,
                };
                let sp = &mut v[i];
                sp.wait = (sp.wait + h.ns).min(sp.total.max(h.ns));
                if fam != NO_FAMILY && (sp.family == NO_FAMILY || sp.culprit.0 == NONE) {
                    sp.family = fam;
                    // Resolved below: the culprit's location and the time it arrived.
                    sp.culprit = (h.cause_loc, NONE);
                    sp.until = h.start + h.ns;
                    sp.order = sp.order.max(1);
                }
            }
            sps.push(v);
        }
        // Culprit points: the call the culprit was in (or had last entered) when the wait
        // ended, where that call has no point covering the waiter yet. A wait can end in a
        // call that has no record (the MPI_Irecv a Late Receiver waited for): then the point is
        // the moment itself, after the last recorded call (no time of a call of its own).
        let mut add: Vec<(u32, u32, u64, u32)> = Vec::new(); // (culprit, call, at, waiter)
        for (l, v) in sps.iter().enumerate() {
            for sp in v.iter().filter(|p| p.culprit.0 != NONE) {
                let c = sp.culprit.0;
                if let Some(call) = call_at(&locs[c as usize], sp.until) {
                    let after = locs[c as usize].calls.at(call as usize).exit < sp.until;
                    add.push((c, call, if after { sp.until } else { 0 }, l as u32));
                }
            }
        }
        add.sort_unstable();
        add.dedup();
        for (c, call, at, wl) in add {
            let v = &mut sps[c as usize];
            let covered = v.iter().any(|p| {
                p.call == call
                    && (at == 0) == (p.order != MOMENT)
                    && (at == 0 || p.time == at)
                    && match p.partners {
                        Partners::One(x) => x == wl,
                        Partners::Group(_) | Partners::All => true,
                    }
            });
            if !covered {
                let rec = locs[c as usize].calls.at(call as usize);
                let mut p = point(call, rec, Partners::One(wl), 0);
                if at != 0 {
                    p.time = at;
                    p.total = 0;
                    p.node = 0;
                    p.order = MOMENT;
                }
                v.push(p);
            }
        }
        for v in &mut sps {
            v.sort_by_key(|p| (p.call, p.order, p.time));
        }
        let mut out = SyncPoints {
            sps,
            comms,
            ones: Vec::new(),
            groups: Vec::new(),
        };
        for (wl, wi, c, ci) in ends_to_calls(&out, locs) {
            out.sps[wl as usize][wi as usize].culprit = (c, ci);
        }
        // Wait states whose culprit has no point there are not followed.
        for v in &mut out.sps {
            for p in v.iter_mut() {
                if p.culprit.1 == NONE {
                    p.culprit = (NONE, NONE);
                }
            }
        }
        out.index();
        out
    }

    fn index(&mut self) {
        self.ones = self
            .sps
            .iter()
            .map(|v| {
                let mut m: HashMap<u32, Vec<u32>> = HashMap::default();
                for (i, p) in v.iter().enumerate() {
                    if let Partners::One(x) = p.partners {
                        m.entry(x).or_default().push(i as u32);
                    }
                }
                m
            })
            .collect();
        self.groups = self
            .sps
            .iter()
            .map(|v| {
                v.iter()
                    .enumerate()
                    .filter(|(_, p)| !matches!(p.partners, Partners::One(_)))
                    .map(|(i, _)| i as u32)
                    .collect()
            })
            .collect();
    }

    /// Whether point `p` synchronized with location `loc`.
    pub(crate) fn covers(&self, p: &Sp, loc: u32) -> bool {
        out_covers(&self.comms, p, loc)
    }

    /// The last point of `loc` before index `k` that synchronized with `partner`.
    pub(crate) fn prev(&self, loc: u32, k: usize, partner: u32) -> Option<usize> {
        let l = loc as usize;
        let one = self.ones[l].get(&partner).and_then(|v| {
            let n = v.partition_point(|&i| (i as usize) < k);
            (n > 0).then(|| v[n - 1] as usize)
        });
        let g = &self.groups[l];
        let n = g.partition_point(|&i| (i as usize) < k);
        let mut group = None;
        for &i in g[..n].iter().rev() {
            if one.is_some_and(|o| o > i as usize) {
                break;
            }
            if self.covers(&self.sps[l][i as usize], partner) {
                group = Some(i as usize);
                break;
            }
        }
        one.max(group)
    }
}

fn out_covers(comms: &[Vec<u32>], p: &Sp, loc: u32) -> bool {
    match p.partners {
        Partners::One(x) => x == loc,
        Partners::Group(g) => comms[g as usize].binary_search(&loc).is_ok(),
        Partners::All => true,
    }
}

/// After sorting: for every wait state with a culprit location, the culprit's point (the
/// point of the call the culprit was in when the wait ended that covers the waiter).
fn ends_to_calls(sp: &SyncPoints, locs: &[LocData]) -> Vec<(u32, u32, u32, u32)> {
    let mut out = Vec::new();
    for (wl, v) in sp.sps.iter().enumerate() {
        for (wi, p) in v.iter().enumerate() {
            let c = p.culprit.0;
            if c == NONE || p.family == NO_FAMILY {
                continue;
            }
            let Some(call) = call_at(&locs[c as usize], p.until) else {
                continue;
            };
            let after = locs[c as usize].calls.at(call as usize).exit < p.until;
            let cv = &sp.sps[c as usize];
            let start = cv.partition_point(|q| q.call < call);
            if let Some(k) = cv[start..]
                .iter()
                .take_while(|q| q.call == call)
                .position(|q| {
                    (q.order == MOMENT) == after
                        && (!after || q.time == p.until)
                        && sp.covers(q, wl as u32)
                })
            {
                out.push((wl as u32, wi as u32, c, (start + k) as u32));
            }
        }
    }
    out
}
