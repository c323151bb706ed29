//! One-sided matching: for every one-sided synchronization and transfer, what it waits for on
//! another process, on the corrected clock (after the collective matching and the clock
//! repair). The patterns then only apply their formulas (`patterns/rma_*.rs`).
//!
//! - **Epochs of transfers.** Each origin's transfers on a window belong to the epoch that its
//!   next closing synchronization on that window ends: a fence (collective instance), or the
//!   `complete` of a post/start/complete/wait access epoch. Per closing fence and target this
//!   gives the last transfer into the target and the origins that accessed it (Early Fence,
//!   pair-wise synchronization counts).
//! - **General active target synchronization.** The k-th access epoch (start ... complete) of an
//!   origin whose group holds target t matches the k-th exposure epoch (post ... wait) of t
//!   whose group holds the origin, per window. `start`/`complete` wait for the latest matched
//!   `post` (Late Post), `wait` for the latest matched `complete` (Early Wait), after the last
//!   transfer into it (Late Complete).
//! - **Locks.** Per window and target, the lock epochs of all origins (request at the lock
//!   call's enter, acquisition at the acquire record or the lock call's exit, release at the
//!   release record or the unlock call's exit; `MPI_Win_lock_all` is a shared lock on every
//!   member) in acquisition order: an exclusive epoch waits for the latest earlier release
//!   after its request, a shared one for the latest earlier exclusive release. The wait lands
//!   in the first call of the epoch that was still running at that release: the lock call
//!   itself, a transfer, a flush or the unlock (implementations acquire lazily).
//! - **Progress.** A passive-target call or a transfer that needs the target (get,
//!   accumulate, atomics, lock, unlock, flush) and starts while every thread of the target is
//!   outside MPI (or leaves it within the first tenth of the time until its next MPI enter)
//!   can only finish once the target enters MPI again (seed 003, Wait for Progress): the time
//!   of that enter, if it comes before the call ends; once per call (an unlock's flush and
//!   release records are one wait), and not for a call that waits for a lock holder.

use crate::replay::matching::Instances;
use crate::replay::records::*;
use ppw_event::{Defs, GatsRole, LockOp, Rank, RmaOp, NO_RANK};
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};
use std::collections::BTreeMap;

/// What transfers wait for: (location, op index) -> (kind, until, responsible location).
type OpWaits = HashMap<(u32, u32), (OpWait, u64, u32)>;

/// Fill in the matched fields of every location's one-sided records.
pub(crate) fn match_onesided(
    locs: &mut [LocData],
    by_rank: &[Vec<u32>],
    defs: &Defs,
    insts: &Instances,
    warnings: &mut Vec<String>,
) {
    if locs
        .iter()
        .all(|l| l.rma_syncs.is_empty() && l.rma_ops.is_empty())
    {
        return;
    }
    let mut op_waits = OpWaits::default();
    let epochs = transfer_epochs(locs);
    fences(locs, insts, &epochs);
    gats(locs, defs, &epochs, &mut op_waits, warnings);
    locks(locs, defs, &mut op_waits, warnings);
    values(locs);
    progress(locs, by_rank, &mut op_waits);
    competing(locs);
    for ((l, i), (kind, until, who)) in op_waits {
        let o = &mut locs[l as usize].rma_ops[i as usize];
        o.wait = kind;
        o.wait_until = until;
        o.wait_loc = who;
    }
}

/// The transfers one closing synchronization ended: per target, the last transfer's time.
#[derive(Default)]
struct Closed {
    /// target -> (last transfer time, count)
    targets: BTreeMap<Rank, (u64, u32)>,
    /// The op indices (for late posts in transfers).
    ops: Vec<u32>,
}

/// Per location: closing sync record index -> the transfers it closed.
type Epochs = Vec<HashMap<u32, Closed>>;

fn transfer_epochs(locs: &[LocData]) -> Epochs {
    locs.iter()
        .map(|l| {
            let mut out: HashMap<u32, Closed> = HashMap::default();
            let mut pending: HashMap<u32, Vec<u32>> = HashMap::default();
            let (mut oi, mut si) = (0usize, 0usize);
            // Records of one call: the transfers first (a closing call's own records come
            // after the transfers it completes).
            while oi < l.rma_ops.len() || si < l.rma_syncs.len() {
                let take_op = match (l.rma_ops.get(oi), l.rma_syncs.get(si)) {
                    (Some(o), Some(s)) => o.call <= s.call,
                    (Some(_), None) => true,
                    _ => false,
                };
                if take_op {
                    let o = &l.rma_ops[oi];
                    pending.entry(o.win).or_default().push(oi as u32);
                    oi += 1;
                    continue;
                }
                let s = &l.rma_syncs[si];
                let closes = matches!(
                    s.kind,
                    RmaSyncKind::Fence | RmaSyncKind::Free | RmaSyncKind::Gats(GatsRole::Complete)
                );
                if closes {
                    let ops = pending.remove(&s.win).unwrap_or_default();
                    let mut c = Closed::default();
                    for &i in &ops {
                        let o = &l.rma_ops[i as usize];
                        let e = c.targets.entry(o.target).or_insert((0, 0));
                        e.0 = e.0.max(o.time);
                        e.1 += 1;
                    }
                    c.ops = ops;
                    out.insert(si as u32, c);
                }
                si += 1;
            }
            out
        })
        .collect()
}

/// Fences (and window release): the last transfer into each member in the closed epoch, and
/// the origins that transferred.
fn fences(locs: &mut [LocData], insts: &Instances, epochs: &Epochs) {
    // (instance, target) -> (last time, location of that origin, origins)
    let mut into: HashMap<(u32, Rank), (u64, u32, HashSet<Rank>)> = HashMap::default();
    for (l, loc) in locs.iter().enumerate() {
        for (&si, closed) in &epochs[l] {
            let s = &loc.rma_syncs[si as usize];
            if !matches!(s.kind, RmaSyncKind::Fence | RmaSyncKind::Free) {
                continue;
            }
            let inst = loc.colls.get(s.group as usize).map_or(NONE, |c| c.instance);
            if inst == NONE {
                continue;
            }
            for (&target, &(t, _)) in &closed.targets {
                let e = into
                    .entry((inst, target))
                    .or_insert((0, NONE, HashSet::default()));
                if t >= e.0 {
                    e.0 = t;
                    e.1 = l as u32;
                }
                if target != loc.rank {
                    e.2.insert(loc.rank);
                }
            }
        }
    }
    for loc in locs.iter_mut() {
        let rank = loc.rank;
        for i in 0..loc.rma_syncs.len() {
            let s = loc.rma_syncs[i];
            if !matches!(s.kind, RmaSyncKind::Fence | RmaSyncKind::Free) {
                continue;
            }
            let Some(c) = loc.colls.get(s.group as usize) else {
                continue;
            };
            let size = insts
                .get(c.instance as usize)
                .map_or(0, |inst| inst.members.len() as u32);
            let s = &mut loc.rma_syncs[i];
            s.group_size = size.saturating_sub(1);
            if let Some((t, who, origins)) = into.get(&(c.instance, rank)) {
                s.last_rma = *t;
                s.partner_loc = *who;
                s.partners = origins.len() as u32;
            }
        }
    }
}

/// An epoch of general active target synchronization on one location.
struct GatsEpoch {
    loc: u32,
    /// Index of the opening record (post / start) and of the closing one (wait / complete).
    open: u32,
    close: u32,
    win: u32,
    group: Vec<Rank>,
}

/// Pair opening and closing records per window on every location.
fn gats_epochs(locs: &[LocData], defs: &Defs, access: bool) -> Vec<GatsEpoch> {
    let (opening, closing) = if access {
        (GatsRole::Start, GatsRole::Complete)
    } else {
        (GatsRole::Post, GatsRole::Wait)
    };
    let mut out = Vec::new();
    for (l, loc) in locs.iter().enumerate() {
        let mut open: HashMap<u32, u32> = HashMap::default();
        for (i, s) in loc.rma_syncs.iter().enumerate() {
            match s.kind {
                RmaSyncKind::Gats(r) if r == opening => {
                    open.insert(s.win, i as u32);
                }
                RmaSyncKind::Gats(r) if r == closing => {
                    if let Some(o) = open.remove(&s.win) {
                        let group = loc.rma_syncs[o as usize].group;
                        out.push(GatsEpoch {
                            loc: l as u32,
                            open: o,
                            close: i as u32,
                            win: s.win,
                            group: defs
                                .comms
                                .get(group as usize)
                                .map(|c| c.members.clone())
                                .unwrap_or_default(),
                        });
                    }
                }
                _ => {}
            }
        }
    }
    out
}

fn gats(
    locs: &mut [LocData],
    defs: &Defs,
    epochs: &Epochs,
    op_waits: &mut OpWaits,
    warnings: &mut Vec<String>,
) {
    let access = gats_epochs(locs, defs, true);
    let exposure = gats_epochs(locs, defs, false);
    if access.is_empty() && exposure.is_empty() {
        return;
    }
    let rank_of = |l: u32| locs[l as usize].rank;
    // (win, origin, target) -> epoch indices in order, on each side.
    let mut acc: BTreeMap<(u32, Rank, Rank), Vec<usize>> = BTreeMap::new();
    for (k, e) in access.iter().enumerate() {
        for &t in &e.group {
            acc.entry((e.win, rank_of(e.loc), t)).or_default().push(k);
        }
    }
    let mut exp: BTreeMap<(u32, Rank, Rank), Vec<usize>> = BTreeMap::new();
    for (k, e) in exposure.iter().enumerate() {
        for &o in &e.group {
            exp.entry((e.win, o, rank_of(e.loc))).or_default().push(k);
        }
    }
    // Per access epoch: the latest matched post; per exposure epoch: the latest matched
    // complete, and the transfers into it.
    let mut last_post: Vec<(u64, u32)> = vec![(0, NONE); access.len()];
    let mut post_of: HashMap<(usize, Rank), u64> = HashMap::default();
    let mut last_complete: Vec<(u64, u32)> = vec![(0, NONE); exposure.len()];
    let mut into: Vec<(u64, HashSet<Rank>)> = vec![(0, HashSet::default()); exposure.len()];
    let mut unmatched = 0u64;
    for (key, a_list) in &acc {
        let Some(x_list) = exp.get(key) else {
            unmatched += a_list.len() as u64;
            continue;
        };
        let (_, origin, target) = *key;
        for (&a, &x) in a_list.iter().zip(x_list) {
            let ae = &access[a];
            let xe = &exposure[x];
            let post = &locs[xe.loc as usize].rma_syncs[xe.open as usize];
            let post_t = locs[xe.loc as usize].calls.at(post.call as usize).enter;
            if post_t >= last_post[a].0 {
                last_post[a] = (post_t, xe.loc);
            }
            post_of.insert((a, target), post_t);
            let complete = &locs[ae.loc as usize].rma_syncs[ae.close as usize];
            let complete_t = locs[ae.loc as usize].calls.at(complete.call as usize).enter;
            if complete_t >= last_complete[x].0 {
                last_complete[x] = (complete_t, ae.loc);
            }
            if let Some(c) = epochs[ae.loc as usize].get(&ae.close) {
                if let Some(&(t, _)) = c.targets.get(&target) {
                    into[x].0 = into[x].0.max(t);
                    into[x].1.insert(origin);
                }
            }
        }
        unmatched += a_list.len().saturating_sub(x_list.len()) as u64;
    }
    if unmatched > 0 {
        warnings.push(format!(
            "one-sided: {unmatched} access epochs (MPI_Win_start) found no matching exposure \
             epoch (MPI_Win_post) on their target; their late-post waits are not analysed"
        ));
    }
    for (a, e) in access.iter().enumerate() {
        let (t, who) = last_post[a];
        let closed = epochs[e.loc as usize].get(&e.close);
        let loc = &mut locs[e.loc as usize];
        for idx in [e.open, e.close] {
            let s = &mut loc.rma_syncs[idx as usize];
            s.partner_time = t;
            s.partner_loc = who;
        }
        let s = &mut loc.rma_syncs[e.close as usize];
        s.group_size = e.group.len() as u32;
        if let Some(c) = closed {
            s.partners = c.targets.len() as u32;
            s.last_rma = c.targets.values().map(|x| x.0).max().unwrap_or(0);
            // A transfer that waited for its target's post (the start returned at once).
            let start_exit = loc
                .calls
                .at(loc.rma_syncs[e.open as usize].call as usize)
                .exit;
            for &oi in &c.ops {
                let o = &loc.rma_ops[oi as usize];
                let call = loc.calls.at(o.call as usize);
                if let Some(&p) = post_of.get(&(a, o.target)) {
                    if p > start_exit && p > call.enter && p <= call.exit {
                        op_waits.insert((e.loc, oi), (OpWait::LatePost, p, who));
                    }
                }
            }
        }
    }
    for (x, e) in exposure.iter().enumerate() {
        let (t, who) = last_complete[x];
        let s = &mut locs[e.loc as usize].rma_syncs[e.close as usize];
        s.partner_time = t;
        s.partner_loc = who;
        s.group_size = e.group.len() as u32;
        s.last_rma = into[x].0;
        s.partners = into[x].1.len() as u32;
    }
}

/// A lock epoch of one origin on one target.
struct LockEpoch {
    loc: u32,
    win: u32,
    target: Rank,
    /// The lock variable's symmetric address (PGAS locks; 0: an MPI window lock).
    addr: u64,
    exclusive: bool,
    /// The lock call's request record and its enter time.
    request: u32,
    request_t: u64,
    acquired: u64,
    released: u64,
    /// Records of the epoch after the request: (is an op, index), in call order.
    calls: Vec<(bool, u32)>,
}

fn locks(locs: &mut [LocData], defs: &Defs, op_waits: &mut OpWaits, warnings: &mut Vec<String>) {
    let mut epochs: Vec<LockEpoch> = Vec::new();
    let mut unreleased = 0u64;
    for (l, loc) in locs.iter().enumerate() {
        // Open epochs per (window, target).
        let mut open: HashMap<(u32, Rank, u64), usize> = HashMap::default();
        let first_of_loc = epochs.len();
        let (mut oi, mut si) = (0usize, 0usize);
        while oi < loc.rma_ops.len() || si < loc.rma_syncs.len() {
            let take_op = match (loc.rma_ops.get(oi), loc.rma_syncs.get(si)) {
                (Some(o), Some(s)) => o.call < s.call,
                (Some(_), None) => true,
                _ => false,
            };
            if take_op {
                let o = &loc.rma_ops[oi];
                for key in [(o.win, o.target, 0), (o.win, NO_RANK, 0)] {
                    if let Some(&e) = open.get(&key) {
                        epochs[e].calls.push((true, oi as u32));
                    }
                }
                oi += 1;
                continue;
            }
            let s = &loc.rma_syncs[si];
            let call = loc.calls.at(s.call as usize);
            match s.kind {
                RmaSyncKind::Lock(LockOp::Request) => {
                    open.insert((s.win, s.target, s.addr), epochs.len());
                    epochs.push(LockEpoch {
                        loc: l as u32,
                        win: s.win,
                        target: s.target,
                        addr: s.addr,
                        exclusive: s.exclusive,
                        request: si as u32,
                        request_t: call.enter,
                        acquired: call.exit,
                        released: u64::MAX,
                        calls: Vec::new(),
                    });
                }
                RmaSyncKind::Lock(LockOp::Acquire) => {
                    if let Some(&e) = open.get(&(s.win, s.target, s.addr)) {
                        epochs[e].acquired = s.time;
                    }
                }
                RmaSyncKind::Lock(LockOp::Release) => {
                    if let Some(e) = open.remove(&(s.win, s.target, s.addr)) {
                        // The release record's time: ppw's runtime writes it at the unlock's
                        // enter (the earliest the lock can be free: the call returns after
                        // the target's acknowledgement, on a loaded machine after the next
                        // holder already has the lock); Score-P writes it at the exit.
                        epochs[e].released = s.time;
                        epochs[e].calls.push((false, si as u32));
                    }
                }
                RmaSyncKind::Flush => {
                    for key in [(s.win, s.target, 0), (s.win, NO_RANK, 0)] {
                        if let Some(&e) = open.get(&key) {
                            epochs[e].calls.push((false, si as u32));
                        }
                    }
                    if s.target == NO_RANK {
                        for (&(w, _, addr), &e) in &open {
                            if w == s.win
                                && addr == 0
                                && !epochs[e].calls.contains(&(false, si as u32))
                            {
                                epochs[e].calls.push((false, si as u32));
                            }
                        }
                    }
                }
                _ => {}
            }
            si += 1;
        }
        // Epochs still open at the end: released at the location's end.
        for e in &mut epochs[first_of_loc..] {
            if e.released == u64::MAX {
                e.released = loc.last;
                unreleased += 1;
            }
        }
    }
    if unreleased > 0 {
        warnings.push(format!(
            "one-sided: {unreleased} lock epochs were never released (the run ended inside \
             them); they are taken to end at their location's last event"
        ));
    }
    // Shared lock_all epochs hold every target of the window.
    let mut per: BTreeMap<(u32, Rank, u64), Vec<usize>> = BTreeMap::new();
    for (k, e) in epochs.iter().enumerate() {
        if e.addr != 0 {
            // A PGAS lock: one lock variable, whichever process it lives on.
            per.entry((e.win, NO_RANK, e.addr)).or_default().push(k);
        } else if e.target == NO_RANK {
            for &t in defs
                .comms
                .get(e.win as usize)
                .map(|c| c.members.as_slice())
                .unwrap_or(&[])
            {
                per.entry((e.win, t, 0)).or_default().push(k);
            }
        } else {
            per.entry((e.win, e.target, 0)).or_default().push(k);
        }
    }
    // Waits: epoch -> (until, holder location).
    let mut wait: HashMap<usize, (u64, u32)> = HashMap::default();
    for list in per.values_mut() {
        list.sort_by_key(|&k| (epochs[k].acquired, epochs[k].loc));
        for (n, &k) in list.iter().enumerate() {
            let e = &epochs[k];
            let mut blocker: Option<(u64, u32)> = None;
            for &j in &list[..n] {
                let p = &epochs[j];
                if p.loc == e.loc || !(e.exclusive || p.exclusive) {
                    continue;
                }
                if p.released > e.request_t && blocker.is_none_or(|b| p.released > b.0) {
                    blocker = Some((p.released, p.loc));
                }
            }
            if let Some(b) = blocker {
                let w = wait.entry(k).or_insert(b);
                if b.0 > w.0 {
                    *w = b;
                }
            }
        }
    }
    for (k, (until, holder)) in wait {
        let e = &epochs[k];
        let loc = &mut locs[e.loc as usize];
        let req = loc.rma_syncs[e.request as usize];
        let lock_call = loc.calls.at(req.call as usize);
        // The first call of the epoch still running at the release takes the wait.
        if lock_call.exit >= until {
            let s = &mut loc.rma_syncs[e.request as usize];
            s.partner_time = until;
            s.partner_loc = holder;
            continue;
        }
        for &(is_op, i) in &e.calls {
            let call = if is_op {
                loc.calls.at(loc.rma_ops[i as usize].call as usize)
            } else {
                loc.calls.at(loc.rma_syncs[i as usize].call as usize)
            };
            if call.exit >= until && call.enter < until {
                if is_op {
                    op_waits.insert((e.loc, i), (OpWait::Lock, until, holder));
                } else {
                    let s = &mut loc.rma_syncs[i as usize];
                    s.partner_time = until;
                    s.partner_loc = holder;
                }
                break;
            }
        }
    }
}

/// Wait for Progress: calls that need the target and start while it is outside MPI.
fn progress(locs: &mut [LocData], by_rank: &[Vec<u32>], op_waits: &mut OpWaits) {
    // Per rank: when it is inside MPI (the union of its threads' outermost MPI calls), as
    // disjoint sorted intervals with the location that opened each.
    let inside: Vec<Vec<(u64, u64, u32)>> = by_rank
        .iter()
        .map(|ls| {
            let mut v: Vec<(u64, u64, u32)> = ls
                .iter()
                .flat_map(|&l| {
                    locs[l as usize]
                        .mpi_calls
                        .iter()
                        .map(move |&(a, b)| (a, b, l))
                })
                .collect();
            v.sort_unstable();
            let mut merged: Vec<(u64, u64, u32)> = Vec::with_capacity(v.len());
            for x in v {
                match merged.last_mut() {
                    Some(m) if x.0 <= m.1 => m.1 = m.1.max(x.1),
                    _ => merged.push(x),
                }
            }
            merged
        })
        .collect();
    // If the target is outside MPI at `t`: its next MPI enter and location. A target still
    // inside MPI at `t` but leaving it within the first tenth of the time until that next
    // enter counts as outside (its MPI call ended before it served the request: in Score-P's
    // rma_lock trace the target leaves MPI_Barrier 25 us after the origin's MPI_Accumulate
    // starts, which then waits 15 ms for its next MPI call).
    let next_mpi = |target: Rank, t: u64| -> Option<(u64, u32)> {
        let v = inside.get(target as usize)?;
        let i = v.partition_point(|x| x.0 <= t);
        let next = v.get(i)?;
        if i > 0 && v[i - 1].1 > t && (v[i - 1].1 - t).saturating_mul(10) > next.0 - t {
            return None;
        }
        Some((next.0, next.2))
    };
    #[allow(clippy::needless_range_loop)] // locs[l] is borrowed mutably below
    for l in 0..locs.len() {
        let rank = locs[l].rank;
        for oi in 0..locs[l].rma_ops.len() {
            let o = locs[l].rma_ops[oi];
            let needs_target = o.op != RmaOp::Put;
            if !needs_target || o.target == rank || op_waits.contains_key(&(l as u32, oi as u32)) {
                continue;
            }
            let call = locs[l].calls.at(o.call as usize);
            if let Some((t, who)) = next_mpi(o.target, call.enter) {
                if t < call.exit {
                    op_waits.insert((l as u32, oi as u32), (OpWait::Progress, t, who));
                }
            }
        }
        // A call with several passive records (MPI_Win_unlock: a flush and a release) waits
        // once: the first of its records gets the wait, and none does if one of them already
        // waits for a lock holder (Lock Contention takes precedence).
        let mut busy_calls: HashSet<u32> = locs[l]
            .rma_syncs
            .iter()
            .filter(|s| s.partner_loc != NONE)
            .map(|s| s.call)
            .collect();
        for si in 0..locs[l].rma_syncs.len() {
            let s = locs[l].rma_syncs[si];
            let passive = matches!(
                s.kind,
                RmaSyncKind::Lock(LockOp::Request)
                    | RmaSyncKind::Lock(LockOp::Release)
                    | RmaSyncKind::Flush
            );
            if !passive || s.target == NO_RANK || s.target == rank || busy_calls.contains(&s.call) {
                continue;
            }
            let call = locs[l].calls.at(s.call as usize);
            if let Some((t, who)) = next_mpi(s.target, call.enter) {
                if t < call.exit {
                    let s = &mut locs[l].rma_syncs[si];
                    s.progress = t;
                    s.progress_loc = who;
                    busy_calls.insert(s.call);
                }
            }
        }
    }
}

/// Wait on a value (PGAS): the write into the awaited variable that satisfied a wait is the
/// last put, accumulate or atomic into that symmetric address of the waiting process that
/// started before the wait ended; its data is there at the end of its call (or when the wait
/// ended, if that came first: the waiter saw it while the writer's call still ran). That
/// time and the writer are the wait's partner (thesis Fig. 4-7a: Condition_Fulfilled).
fn values(locs: &mut [LocData]) {
    if !locs.iter().any(|l| {
        l.rma_syncs
            .iter()
            .any(|s| s.kind == RmaSyncKind::ValueReached)
    }) {
        return;
    }
    /// (start, end, writer location) of writes into one variable.
    type Writes = Vec<(u64, u64, u32)>;
    // (target, address) -> its writes, by start.
    let mut writes: HashMap<(Rank, u64), Writes> = HashMap::default();
    for (l, loc) in locs.iter().enumerate() {
        for o in &loc.rma_ops {
            if o.pgas && o.addr != 0 && o.op != RmaOp::Get {
                let end = loc.calls.at(o.call as usize).exit.max(o.time);
                writes
                    .entry((o.target, o.addr))
                    .or_default()
                    .push((o.time, end, l as u32));
            }
        }
    }
    for w in writes.values_mut() {
        w.sort_unstable();
    }
    for loc in locs.iter_mut() {
        let rank = loc.rank;
        for i in 0..loc.rma_syncs.len() {
            let s = loc.rma_syncs[i];
            if s.kind != RmaSyncKind::ValueReached {
                continue;
            }
            let Some(w) = writes.get(&(rank, s.addr)) else {
                continue;
            };
            let call = loc.calls.at(s.call as usize);
            let n = w.partition_point(|x| x.0 <= call.exit);
            if let Some(&(_, end, who)) = n.checked_sub(1).and_then(|k| w.get(k)) {
                let s = &mut loc.rma_syncs[i];
                s.partner_time = end.min(call.exit);
                s.partner_loc = who;
            }
        }
    }
}

/// How many neighbours (by start time) a transfer is compared with for competition.
const COMPETING_SCAN: usize = 64;

/// Competing transfers (PGAS): the part of a transfer call into another process's memory
/// during which transfers of other processes into the same target were in progress (their
/// calls overlapped it), and the process whose transfers overlapped it most. Compared with
/// the nearest transfers by start time only (a bounded scan).
fn competing(locs: &mut [LocData]) {
    /// (enter, exit, rank, location, op index) of transfers into one target.
    type Into = Vec<(u64, u64, Rank, u32, u32)>;
    // Target -> its transfers, by enter.
    let mut into: HashMap<Rank, Into> = HashMap::default();
    for (l, loc) in locs.iter().enumerate() {
        for (oi, o) in loc.rma_ops.iter().enumerate() {
            if o.pgas && o.target != loc.rank {
                let c = loc.calls.at(o.call as usize);
                into.entry(o.target)
                    .or_default()
                    .push((c.enter, c.exit, loc.rank, l as u32, oi as u32));
            }
        }
    }
    // Overlap per competing location, reused for every transfer (no allocation per transfer).
    let mut by: Vec<(u32, u64)> = Vec::new();
    for v in into.values_mut() {
        v.sort_unstable();
        for i in 0..v.len() {
            let (a, b, rank, l, oi) = v[i];
            if b <= a {
                continue;
            }
            by.clear();
            let lo = i.saturating_sub(COMPETING_SCAN);
            let hi = (i + 1 + COMPETING_SCAN).min(v.len());
            // Later starts are sorted: the forward scan ends at the first one after this call.
            let later = v[i + 1..hi].iter().take_while(|x| x.0 < b);
            for &(c, d, r, who, _) in v[lo..i].iter().chain(later) {
                if r == rank || c >= b || d <= a {
                    continue;
                }
                let ov = d.min(b) - c.max(a);
                match by.iter_mut().find(|x| x.0 == who) {
                    Some(x) => x.1 += ov,
                    None => by.push((who, ov)),
                }
            }
            let Some(&(who, _)) = by.iter().max_by_key(|x| (x.1, std::cmp::Reverse(x.0))) else {
                continue;
            };
            let total: u64 = by.iter().map(|x| x.1).sum();
            let o = &mut locs[l as usize].rma_ops[oi as usize];
            o.competing = total.min(b - a);
            o.competing_loc = who;
        }
    }
}
