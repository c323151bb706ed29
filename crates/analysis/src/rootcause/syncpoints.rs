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
use rayon::prelude::*;
use rustc_hash::FxHashMap as HashMap;

/// Who a synchronization point synchronized with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub(crate) enum Partners {
    /// One location.
    One(u32),
    /// The members of a communicator (index into `SyncPoints::comms`).
    Group(u32),
    /// Every location (MPI_Init, MPI_Finalize).
    All,
}

/// One synchronization point.
#[derive(Clone, Copy, Debug, serde::Serialize, serde::Deserialize)]
pub(crate) struct Sp {
    pub(crate) call: u32,
    /// Enter time of the call (corrected clock): where the interval ends.
    pub(crate) time: u64,
    pub(crate) node: u32,
    /// Duration of the call.
    pub(crate) total: u64,
    /// Waiting time (ns) in the call.
    pub(crate) wait: u64,
    /// What of the call counts when the point opens an interval, where the synchronization
    /// says: for a group operation how long the call went on after the first member left it
    /// (Scalasca's completion of collectives), for the call a waiter waited for how long it
    /// went on after the waiter left; `u64::MAX` for the other points (see [`Sp::completion`]).
    kept: u64,
    pub(crate) partners: Partners,
    /// The family of the wait state (index into `FAMILIES`), `u8::MAX` if none.
    pub(crate) family: u8,
    /// The culprit's synchronization point: (location, index), `(NONE, NONE)` if none.
    pub(crate) culprit: (u32, u32),
    /// When the wait ended (the culprit arrived).
    pub(crate) until: u64,
    /// For a followed wait state: the last point before it that synchronized with the
    /// culprit (where the waiter's interval starts), and the culprit's last point before its
    /// own that synchronized with the waiter (where the culprit's interval starts); `NONE`
    /// if none.
    pub(crate) jw: u32,
    pub(crate) jc: u32,
    /// The culprit's call then, and whether the wait ended after that call (at a moment
    /// without a call record); `NONE` before it is known.
    culprit_call: u32,
    culprit_after: bool,
    /// The time of the culprit's point (once it is known).
    pub(crate) culprit_time: u64,
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
    /// receiver waited for) keeps the time after its waiter left (as Scalasca's completion of
    /// a Late Sender's send; in an oversubscribed run a send can go on long after that).
    pub(crate) fn completion(&self) -> u64 {
        if self.kept != u64::MAX {
            return self.kept.min(self.total);
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
}

const NO_FAMILY: u8 = u8::MAX;

/// The communicator of `Partners::All` points in a [`Sweep`].
const ALL: u32 = u32::MAX;

/// The `order` of a point that is a moment between calls, not a call (see `build`).
const MOMENT: u8 = 2;

/// For every time of `ts` (any order): the call of `d` running (or last entered) then, the
/// last call with `enter <= t`, and its record. One pass over the calls (a packed record read
/// at random costs a block's decoding).
fn calls_at(d: &LocData, ts: &[u64]) -> Vec<Option<(u32, CallRec)>> {
    let mut order: Vec<usize> = (0..ts.len()).collect();
    order.sort_unstable_by_key(|&i| ts[i]);
    let mut out = vec![None; ts.len()];
    let mut it = d.calls.iter().enumerate().peekable();
    let mut last: Option<(u32, CallRec)> = None;
    for i in order {
        while let Some((k, c)) = it.next_if(|(_, c)| c.enter <= ts[i]) {
            last = Some((k as u32, c));
        }
        out[i] = last;
    }
    out
}

/// The records of the calls `want` of `d` (sorted, no repeats), in one pass: `None` for a
/// call that has no record.
fn calls_of(d: &LocData, want: &[u32]) -> Vec<Option<CallRec>> {
    let mut out = vec![None; want.len()];
    let mut k = 0usize;
    for (i, c) in d.calls.iter().enumerate() {
        let Some(&next) = want.get(k) else { break };
        if i as u32 == next {
            out[k] = Some(c);
            k += 1;
        }
    }
    out
}

fn point(call: u32, c: CallRec, partners: Partners, order: u8) -> Sp {
    Sp {
        call,
        time: c.enter,
        node: c.node,
        total: c.exit.saturating_sub(c.enter),
        wait: 0,
        kept: u64::MAX,
        partners,
        family: NO_FAMILY,
        culprit: (NONE, NONE),
        until: 0,
        jw: NONE,
        jc: NONE,
        culprit_call: NONE,
        culprit_after: false,
        culprit_time: 0,
        init: false,
        finalize: false,
        order,
    }
}

/// One location's own points: its group operations (`Partners::Group` holding the
/// communicator's id), MPI_Init and MPI_Finalize, and its wait states, in call order (one per
/// call). Built by merging lists sorted by call (hash maps from call to point were most of
/// this step's time on a trace of many collectives).
fn own_points(
    d: &LocData,
    waits: &[WaitHit],
    family: &[Option<u8>],
    earliest_end: &[u64],
) -> Vec<Sp> {
    // Group points: barriers, N x N operations, window group operations; the first one of a
    // call counts.
    let mut groups: Vec<(u32, u32, u64)> = Vec::new(); // (call, comm, completion)
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
        let first_out = earliest_end
            .get(c.instance as usize)
            .copied()
            .unwrap_or(c.end);
        groups.push((call, c.comm, c.end.saturating_sub(first_out)));
    }
    groups.sort_by_key(|g| g.0);
    groups.dedup_by_key(|g| g.0);
    // MPI_Init and MPI_Finalize: every location.
    let setups: Vec<_> = d
        .setup
        .iter()
        .filter(|s| s.complete && s.call != NONE)
        .collect();
    let mut want: Vec<u32> = groups.iter().map(|g| g.0).collect();
    want.extend(setups.iter().map(|s| s.call));
    want.sort_unstable();
    want.dedup();
    let recs = calls_of(d, &want);
    let rec_of = |call: u32| want.binary_search(&call).ok().and_then(|i| recs[i]);
    let mut own: Vec<Sp> = Vec::with_capacity(groups.len() + setups.len());
    for &(call, comm, completion) in &groups {
        let Some(rec) = rec_of(call) else { continue };
        let mut p = point(call, rec, Partners::Group(comm), 0);
        p.kept = completion;
        own.push(p);
    }
    for s in setups {
        let Some(rec) = rec_of(s.call) else { continue };
        let i = match own.binary_search_by_key(&s.call, |p| p.call) {
            Ok(i) => i,
            Err(i) => {
                own.insert(i, point(s.call, rec, Partners::All, 0));
                i
            }
        };
        let p = &mut own[i];
        p.partners = Partners::All;
        p.kept = rec.exit.saturating_sub(s.earliest_end);
        if s.finalize {
            p.finalize = true;
        } else {
            p.init = true;
        }
    }
    // Wait states: on the group point of their call, or a point of their own; visited by
    // call, in their order within a call.
    let starts: Vec<u64> = waits.iter().map(|h| h.start).collect();
    let at = calls_at(d, &starts);
    let mut by_call: Vec<(u32, u32)> = at
        .iter()
        .enumerate()
        .filter_map(|(i, a)| a.map(|(call, _)| (call, i as u32)))
        .collect();
    if !by_call.is_sorted() {
        by_call.sort_unstable();
    }
    let mut v: Vec<Sp> = Vec::with_capacity(own.len() + by_call.len());
    let mut own = own.into_iter().peekable();
    for (call, i) in by_call {
        let h = &waits[i as usize];
        let rec = at[i as usize].map(|x| x.1).unwrap_or_default();
        while let Some(p) = own.next_if(|p| p.call < call) {
            v.push(p);
        }
        let fam = family[h.pattern as usize].unwrap_or(NO_FAMILY);
        if v.last().is_none_or(|p| p.call != call) {
            match own.next_if(|p| p.call == call) {
                Some(p) => v.push(p),
                None if fam != NO_FAMILY => {
                    v.push(point(call, rec, Partners::One(h.cause_loc), 1));
                }
                // A wait of no family (MPI_Finalize's) only counts on a point of its call.
                None => continue,
            }
        }
        let Some(sp) = v.last_mut() else { continue };
        sp.wait = (sp.wait + h.ns).min(sp.total.max(h.ns));
        if fam != NO_FAMILY && (sp.family == NO_FAMILY || sp.culprit.0 == NONE) {
            sp.family = fam;
            // Resolved below: the culprit's location and the time it arrived.
            sp.culprit = (h.cause_loc, NONE);
            sp.until = h.start + h.ns;
            sp.order = sp.order.max(1);
        }
    }
    v.extend(own);
    v
}

/// A waiter's question to its culprit's location: (when the wait ended, the waiter's location,
/// its point, when the waiter left its call).
pub(crate) type CulpritAsk = (u64, u32, u32, u64);

/// A culprit point a location may need: (call, moment or 0, waiter, when the waiter left, the
/// call's record).
pub(crate) type NewPoint = (u32, u64, u32, u64, CallRec);

/// The culprit location's answer to a [`CulpritAsk`]: (waiter location, its point, the call
/// the culprit was in when the wait ended, whether the wait ended after that call).
pub(crate) type CulpritCall = (u32, u32, u32, bool);

/// A waiter's question about its culprit's point: (the culprit's call, the moment or 0, the
/// waiter's location, its point).
pub(crate) type EndAsk = (u32, u64, u32, u32);

/// The answer: (waiter location, its point, culprit location, the culprit's point, the
/// culprit's last point before it that synchronized with the waiter, the culprit point's
/// time).
pub(crate) type EndAnswer = (u32, u32, u32, u32, u32, u64);

/// The locations of every rank (thread 0 first), as global location indices.
fn rank_locations(defs: &Defs) -> HashMap<u32, Vec<u32>> {
    let mut of_rank: HashMap<u32, Vec<u32>> = HashMap::default();
    for (l, d) in defs.locations.iter().enumerate() {
        of_rank.entry(d.rank).or_default().push(l as u32);
    }
    of_rank
}

/// For every time of a culprit location's asks: the call it was in (`add`, sorted, no
/// repeats: the points it may need) and the answers to the waiters.
pub(crate) fn resolve_asks(d: &LocData, ask: &[CulpritAsk]) -> (Vec<NewPoint>, Vec<CulpritCall>) {
    let mut add = Vec::with_capacity(ask.len());
    let mut set = Vec::with_capacity(ask.len());
    let ts: Vec<u64> = ask.iter().map(|a| a.0).collect();
    for (&(until, wl, wi, left), at) in ask.iter().zip(calls_at(d, &ts)) {
        let Some((call, rec)) = at else { continue };
        let after = rec.exit < until;
        add.push((call, if after { until } else { 0 }, wl, left, rec));
        set.push((wl, wi, call, after));
    }
    // (The record is the call's: sorting and repeats go by the rest.)
    add.sort_unstable_by_key(|a| (a.0, a.1, a.2, a.3));
    add.dedup_by_key(|a| (a.0, a.1, a.2, a.3));
    (add, set)
}

impl SyncPoints {
    /// Every location's own points (the result's locations are `locs`', in their order; they
    /// name other locations by global index), before the culprits are resolved. `family` maps a pattern index to its family; `waits[l]` are location
    /// `l`'s wait states (hits of top-level waiting patterns).
    pub(crate) fn own(
        locs: &[LocData],
        defs: &Defs,
        waits: &[Vec<WaitHit>],
        family: &[Option<u8>],
        earliest_end: &[u64],
    ) -> SyncPoints {
        // Every location's own points, in parallel; group points name their communicator by
        // its id until the members are known.
        let mut sps: Vec<Vec<Sp>> = locs
            .par_iter()
            .zip(waits.par_iter())
            .map(|(d, w)| own_points(d, w, family, earliest_end))
            .collect();
        let mut comm_index: HashMap<u32, u32> = HashMap::default();
        let mut comms: Vec<Vec<u32>> = Vec::new();
        let of_rank = rank_locations(defs);
        for p in sps.iter_mut().flatten() {
            let Partners::Group(comm) = p.partners else {
                continue;
            };
            let g = *comm_index.entry(comm).or_insert_with(|| {
                let mut m: Vec<u32> = defs
                    .comm(ppw_event::CommId(comm))
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
            p.partners = Partners::Group(g);
        }
        SyncPoints { sps, comms }
    }

    /// Build the points of every location (a single process holding all of them).
    pub(crate) fn build(
        locs: &[LocData],
        defs: &Defs,
        waits: &[Vec<WaitHit>],
        family: &[Option<u8>],
        earliest_end: &[u64],
    ) -> SyncPoints {
        let n = locs.len();
        let mut sp = SyncPoints::own(locs, defs, waits, family, earliest_end);
        let at = |l: u32| Some(l as usize);
        let mut asks: Vec<Vec<CulpritAsk>> = vec![Vec::new(); n];
        for (c, a) in sp.culprit_asks(&|l| l as u32) {
            asks[c as usize].push(a);
        }
        // Per culprit location (in parallel): the calls it was in when its waiters' waits
        // ended.
        let asked: Vec<(Vec<NewPoint>, Vec<CulpritCall>)> = asks
            .par_iter()
            .enumerate()
            .map(|(c, ask)| resolve_asks(&locs[c], ask))
            .collect();
        drop(asks);
        let mut per: Vec<Vec<NewPoint>> = Vec::with_capacity(n);
        for (add, set) in asked {
            sp.set_culprit_calls(&at, set);
            per.push(add);
        }
        sp.add_culprit_points(&per);
        drop(per);
        let mut asks: Vec<Vec<EndAsk>> = vec![Vec::new(); n];
        for (c, a) in sp.end_asks(&|l| l as u32) {
            asks[c as usize].push(a);
        }
        let ends: Vec<EndAnswer> = asks
            .par_iter_mut()
            .enumerate()
            .flat_map_iter(|(c, ask)| sp.answer_ends(c, c as u32, ask))
            .collect();
        sp.settle(&at, ends);
        sp
    }

    /// The questions of the wait states to their culprits' locations: (culprit location,
    /// question). `id` gives a location's global index.
    pub(crate) fn culprit_asks(&self, id: &dyn Fn(usize) -> u32) -> Vec<(u32, CulpritAsk)> {
        let mut out = Vec::new();
        for (l, v) in self.sps.iter().enumerate() {
            for (i, sp) in v.iter().enumerate() {
                if sp.culprit.0 != NONE {
                    let left = sp.time.saturating_add(sp.total);
                    out.push((sp.culprit.0, (sp.until, id(l), i as u32, left)));
                }
            }
        }
        out
    }

    /// Point `wi` of global location `wl`, if held here (`at`).
    fn point_mut(
        &mut self,
        at: &dyn Fn(u32) -> Option<usize>,
        wl: u32,
        wi: u32,
    ) -> Option<&mut Sp> {
        self.sps.get_mut(at(wl)?)?.get_mut(wi as usize)
    }

    /// Write the culprits' answers into the wait states (`at`: a global location's index
    /// here, if held).
    pub(crate) fn set_culprit_calls(
        &mut self,
        at: &dyn Fn(u32) -> Option<usize>,
        set: impl IntoIterator<Item = CulpritCall>,
    ) {
        for (wl, wi, call, after) in set {
            let Some(w) = self.point_mut(at, wl, wi) else {
                continue;
            };
            w.culprit_call = call;
            w.culprit_after = after;
        }
    }

    /// Per location (in parallel), its points so far ordered by call, walked along the
    /// points it may need (`per`, also ordered by call): a new point where none covers the
    /// waiter; then every location's points in order.
    pub(crate) fn add_culprit_points(&mut self, per: &[Vec<NewPoint>]) {
        let shared = &self.comms;
        self.sps
            .par_iter_mut()
            .zip(per.par_iter())
            .for_each(|(v, asks)| {
                if asks.is_empty() {
                    return;
                }
                let mut order: Vec<u32> = (0..v.len() as u32).collect();
                order.sort_unstable_by_key(|&i| v[i as usize].call);
                let mut k = 0usize;
                let mut new: Vec<Sp> = Vec::new();
                for &(call, at, wl, left, rec) in asks {
                    while k < order.len() && v[order[k] as usize].call < call {
                        k += 1;
                    }
                    let covered = order[k..]
                        .iter()
                        .map(|&i| &v[i as usize])
                        .take_while(|p| p.call == call)
                        .chain(new.iter().rev().take_while(|p| p.call == call))
                        .any(|p| answers(shared, p, at, wl));
                    if !covered {
                        let mut p = point(call, rec, Partners::One(wl), 0);
                        // What of the call goes on after the waiter left is not part of the
                        // synchronization (Scalasca's completion of a Late Sender's send).
                        p.kept = rec.exit.saturating_sub(left);
                        if at != 0 {
                            p.time = at;
                            p.total = 0;
                            p.node = 0;
                            p.order = MOMENT;
                        }
                        new.push(p);
                    }
                }
                v.extend(new);
            });
        self.sps.par_iter_mut().for_each(|v| {
            v.sort_by_key(|p| (p.call, p.order, p.time));
            v.shrink_to_fit();
        });
    }

    /// The questions of the wait states about their culprits' points: (culprit location,
    /// question).
    pub(crate) fn end_asks(&self, id: &dyn Fn(usize) -> u32) -> Vec<(u32, EndAsk)> {
        let mut out = Vec::new();
        for (wl, v) in self.sps.iter().enumerate() {
            for (wi, p) in v.iter().enumerate() {
                let c = p.culprit.0;
                if c == NONE || p.family == NO_FAMILY || p.culprit_call == NONE {
                    continue;
                }
                let at = if p.culprit_after { p.until } else { 0 };
                out.push((c, (p.culprit_call, at, id(wl), wi as u32)));
            }
        }
        out
    }

    /// The answers of location `c` (global index `cid`) to the [`EndAsk`]s about it: the
    /// point of the call it was in when each wait ended that covers the waiter, and its last
    /// point before that one that synchronized with the waiter. The questions are sorted by
    /// call, then the points are walked once (a binary search per question into another
    /// location's points misses the cache at every step).
    pub(crate) fn answer_ends(&self, c: usize, cid: u32, ask: &mut [EndAsk]) -> Vec<EndAnswer> {
        ask.sort_unstable();
        let cv = &self.sps[c];
        let mut k = 0usize;
        let mut sweep = Sweep::default();
        let mut out = Vec::with_capacity(ask.len());
        for &(call, at, wl, wi) in ask.iter() {
            while k < cv.len() && cv[k].call < call {
                sweep.push(&cv[k], k as u32);
                k += 1;
            }
            let same = cv[k..].iter().take_while(|q| q.call == call);
            let Some(i) = same.clone().position(|q| answers(&self.comms, q, at, wl)) else {
                continue;
            };
            // The points of the same call before it come after the sweep's.
            let before = same
                .take(i)
                .enumerate()
                .filter(|(_, q)| out_covers(&self.comms, q, wl))
                .last()
                .map(|(j, _)| (k + j) as u32);
            let jc = before.unwrap_or_else(|| sweep.prev(&self.comms, wl));
            out.push((wl, wi, cid, (k + i) as u32, jc, cv[k + i].time));
        }
        out
    }

    /// Write the culprits' points into the wait states; those whose culprit has no point
    /// there are not followed. Then every followed wait state's previous point with its
    /// culprit, in one sweep per location.
    pub(crate) fn settle(
        &mut self,
        at: &dyn Fn(u32) -> Option<usize>,
        ends: impl IntoIterator<Item = EndAnswer>,
    ) {
        for (wl, wi, c, ci, jc, time) in ends {
            let Some(w) = self.point_mut(at, wl, wi) else {
                continue;
            };
            w.culprit = (c, ci);
            w.jc = jc;
            w.culprit_time = time;
        }
        for v in &mut self.sps {
            for p in v.iter_mut() {
                if p.culprit.1 == NONE {
                    p.culprit = (NONE, NONE);
                }
            }
        }
        let comms = &self.comms;
        self.sps.par_iter_mut().for_each(|v| {
            let mut sweep = Sweep::default();
            for (i, p) in v.iter_mut().enumerate() {
                if p.culprit.0 != NONE {
                    p.jw = sweep.prev(comms, p.culprit.0);
                }
                sweep.push(p, i as u32);
            }
        });
    }
}

/// Whether culprit point `q` is the one a waiter at location `wl` waited for: a point of its
/// call (`at` 0) or the moment `at` after it, that synchronized with `wl`.
fn answers(comms: &[Vec<u32>], q: &Sp, at: u64, wl: u32) -> bool {
    (q.order == MOMENT) == (at != 0) && (at == 0 || q.time == at) && out_covers(comms, q, wl)
}

fn out_covers(comms: &[Vec<u32>], p: &Sp, loc: u32) -> bool {
    match p.partners {
        Partners::One(x) => x == loc,
        Partners::Group(g) => comms[g as usize].binary_search(&loc).is_ok(),
        Partners::All => true,
    }
}

/// A walk over one location's points in order: the last point so far per partner location
/// and per communicator (`ALL` for `Partners::All`).
#[derive(Default)]
struct Sweep {
    last_one: HashMap<u32, u32>,
    last_group: Vec<(u32, u32)>,
}

impl Sweep {
    fn push(&mut self, p: &Sp, i: u32) {
        let c = match p.partners {
            Partners::One(x) => {
                self.last_one.insert(x, i);
                return;
            }
            Partners::Group(g) => g,
            Partners::All => ALL,
        };
        match self.last_group.iter_mut().find(|x| x.0 == c) {
            Some(x) => x.1 = i,
            None => self.last_group.push((c, i)),
        }
    }

    /// The last point pushed that synchronized with `partner` (`NONE` if none).
    fn prev(&self, comms: &[Vec<u32>], partner: u32) -> u32 {
        let mut best = self.last_one.get(&partner).copied();
        for &(c, j) in &self.last_group {
            if c == ALL || comms[c as usize].binary_search(&partner).is_ok() {
                best = best.max(Some(j));
            }
        }
        best.unwrap_or(NONE)
    }
}
