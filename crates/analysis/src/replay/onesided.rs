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
//!
//! **Where it runs.** Every rule decides per key: a (fence instance, target), a (window,
//! origin, target) of active-target epochs, a lock, a (target, address) of awaited values, a
//! target's MPI calls, the transfers into a target. Each key has a home: the process owning
//! its target rank (a PGAS lock: its address modulo the processes). The origins send what
//! the rule reads of their records to the key's home in one all-to-all, the home decides and
//! sends each origin its answers in another ([`match_owned`]). A single process is its own
//! home for every key ([`match_onesided`], over [`Solo`]); a partitioned analysis's owners
//! match their locations this way (docs/SCALE.md, "Issue 40"), and every fold runs in the
//! single process's order, so both give the same fields.

use crate::distributed::{alltoall_own, Exchange, Partition, Solo};
use crate::replay::records::*;
use ppw_event::{Defs, GatsRole, LockOp, Rank, RmaOp, NO_RANK};
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};
use serde::{de::DeserializeOwned, Serialize};
use std::collections::{BTreeMap, BTreeSet};

/// What transfers wait for: (own location, op index) -> (kind, until, responsible location).
type OpWaits = HashMap<(u32, u32), (OpWait, u64, u32)>;

/// Fill in the matched fields of every location's one-sided records (a single process:
/// `locs` are every location; `inst_size` gives a collective instance's members).
pub(crate) fn match_onesided(
    locs: &mut [LocData],
    defs: &Defs,
    inst_size: &dyn Fn(u32, u32) -> u32,
    warnings: &mut Vec<String>,
) {
    if locs
        .iter()
        .all(|l| l.rma_syncs.is_empty() && l.rma_ops.is_empty())
    {
        return;
    }
    let ids: Vec<u32> = (0..locs.len() as u32).collect();
    let part = Partition::of(defs, 1);
    match match_owned(locs, &ids, defs, inst_size, &part, &Solo) {
        Ok(counts) => warnings.extend(count_warnings(counts)),
        // (A single process's exchange does not fail.)
        Err(e) => warnings.push(format!("one-sided matching: {e}")),
    }
}

/// The warnings of the matching's counts: access epochs without a matching exposure epoch,
/// lock epochs never released.
pub(crate) fn count_warnings([unmatched, unreleased]: [u64; 2]) -> Vec<String> {
    let mut out = Vec::new();
    if unmatched > 0 {
        out.push(format!(
            "one-sided: {unmatched} access epochs (MPI_Win_start) found no matching exposure \
             epoch (MPI_Win_post) on their target; their late-post waits are not analysed"
        ));
    }
    if unreleased > 0 {
        out.push(format!(
            "one-sided: {unreleased} lock epochs were never released (the run ended inside \
             them); they are taken to end at their location's last event"
        ));
    }
    out
}

/// The routes of one process: every key's home, and the all-to-all that takes items there.
struct Homes<'a> {
    part: &'a Partition,
    ex: &'a dyn Exchange,
}

impl Homes<'_> {
    fn n(&self) -> usize {
        self.ex.size()
    }

    /// The home of keys about target rank `t`.
    fn of_rank(&self, t: Rank) -> usize {
        self.part.rank_owner(t).min(self.n() - 1)
    }

    /// The home of a PGAS lock at `addr`.
    fn of_addr(&self, addr: u64) -> usize {
        (addr % self.n() as u64) as usize
    }

    fn send<T: Serialize + DeserializeOwned>(
        &self,
        out: Vec<Vec<T>>,
        what: &str,
    ) -> Result<Vec<Vec<T>>, String> {
        alltoall_own(self.ex, out, what)
    }

    /// [`Homes::send`], the items that came from every process in one sequence (process
    /// order).
    fn receive<T: Serialize + DeserializeOwned>(
        &self,
        out: Vec<Vec<T>>,
        what: &str,
    ) -> Result<impl Iterator<Item = T>, String> {
        Ok(self.send(out, what)?.into_iter().flatten())
    }

    fn empty<T>(&self) -> Vec<Vec<T>> {
        (0..self.n()).map(|_| Vec::new()).collect()
    }
}

/// [`match_onesided`] of the processes of a partitioned analysis (every process calls it):
/// `locs` are this process's locations, global ids `ids` (every location of its ranks);
/// `inst_size(instance, communicator)` gives a collective instance's members. Returns the
/// counts of [`count_warnings`], summed over the processes on every process.
pub(crate) fn match_owned(
    locs: &mut [LocData],
    ids: &[u32],
    defs: &Defs,
    inst_size: &dyn Fn(u32, u32) -> u32,
    part: &Partition,
    ex: &dyn Exchange,
) -> Result<[u64; 2], String> {
    let homes = Homes { part, ex };
    let mut op_waits = OpWaits::default();
    let epochs = transfer_epochs(locs);
    fences(locs, ids, inst_size, &epochs, &homes)?;
    let unmatched = gats(locs, ids, defs, &epochs, &mut op_waits, &homes)?;
    let unreleased = locks(locs, ids, defs, &mut op_waits, &homes)?;
    values(locs, ids, &homes)?;
    progress(locs, ids, defs, &mut op_waits, &homes)?;
    competing(locs, ids, &homes)?;
    for ((l, i), (kind, until, who)) in op_waits {
        let o = &mut locs[l as usize].rma_ops[i as usize];
        o.wait = kind;
        o.wait_until = until;
        o.wait_loc = who;
    }
    crate::distributed::agree(
        ex,
        &[unmatched, unreleased],
        "one-sided counts",
        [0u64; 2],
        |acc, _, x: [u64; 2]| {
            acc[0] += x[0];
            acc[1] += x[1];
        },
        |acc| acc,
    )
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

/// What the transfers of a fence epoch into one target add up to: the last one's time and
/// origin location (the latest time, of equal times the highest location), and the origins
/// other than the target.
#[derive(Clone, Debug, Default, serde::Serialize, serde::Deserialize)]
struct Into {
    last: Option<(u64, u32)>,
    origins: BTreeSet<Rank>,
}

impl Into {
    fn add(&mut self, t: u64, loc: u32) {
        if self.last.is_none_or(|x| (t, loc) >= x) {
            self.last = Some((t, loc));
        }
    }
}

/// Fences (and window release): the last transfer into each member in the closed epoch, and
/// the origins that transferred; decided at the target's home.
fn fences(
    locs: &mut [LocData],
    ids: &[u32],
    inst_size: &dyn Fn(u32, u32) -> u32,
    epochs: &Epochs,
    homes: &Homes<'_>,
) -> Result<(), String> {
    // (instance, target) -> what this process's origins transferred.
    let mut mine: BTreeMap<(u32, Rank), Into> = BTreeMap::new();
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
                let e = mine.entry((inst, target)).or_default();
                e.add(t, ids[l]);
                if target != loc.rank {
                    e.origins.insert(loc.rank);
                }
            }
        }
    }
    let mut out = homes.empty();
    for (key, x) in mine {
        out[homes.of_rank(key.1)].push((key, x));
    }
    let mut into: HashMap<(u32, Rank), Into> = HashMap::default();
    for (key, x) in homes.receive(out, "one-sided fence epochs")? {
        let e = into.entry(key).or_default();
        if let Some((t, l)) = x.last {
            e.add(t, l);
        }
        e.origins.extend(x.origins);
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
            let size = inst_size(c.instance, c.comm);
            let s = &mut loc.rma_syncs[i];
            s.group_size = size.saturating_sub(1);
            if let Some(x) = into.get(&(c.instance, rank)) {
                let (t, who) = x.last.unwrap_or((0, NONE));
                s.last_rma = t;
                s.partner_loc = who;
                s.partners = x.origins.len() as u32;
            }
        }
    }
    Ok(())
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

/// An access epoch as its target's home reads it, for one target of its group.
#[derive(Clone, Debug, serde::Serialize, serde::Deserialize)]
struct Access {
    /// (window, origin rank, target rank).
    key: (u32, Rank, Rank),
    /// The origin's location and the epoch's closing record (which orders the epochs of a
    /// key as one pass over all locations does).
    loc: u32,
    close: u32,
    /// The enter of its `complete`.
    complete_t: u64,
    /// The last transfer into the target it closed.
    into: Option<u64>,
}

/// What the target's home tells an access epoch about one target: the matched post's enter
/// and location.
type Posted = (u32, u32, Rank, u64, u32);

/// General active target synchronization; returns the access epochs that found no exposure
/// epoch.
fn gats(
    locs: &mut [LocData],
    ids: &[u32],
    defs: &Defs,
    epochs: &Epochs,
    op_waits: &mut OpWaits,
    homes: &Homes<'_>,
) -> Result<u64, String> {
    let access = gats_epochs(locs, defs, true);
    let exposure = gats_epochs(locs, defs, false);
    // Every access epoch to its targets' homes.
    let mut out = homes.empty();
    for e in &access {
        let loc = &locs[e.loc as usize];
        let complete = &loc.rma_syncs[e.close as usize];
        let complete_t = loc.calls.at(complete.call as usize).enter;
        let closed = epochs[e.loc as usize].get(&e.close);
        for &t in &e.group {
            out[homes.of_rank(t)].push(Access {
                key: (e.win, loc.rank, t),
                loc: ids[e.loc as usize],
                close: e.close,
                complete_t,
                into: closed.and_then(|c| c.targets.get(&t)).map(|x| x.0),
            });
        }
    }
    // The home: its exposure epochs per (window, origin, target).
    let mut acc: BTreeMap<(u32, Rank, Rank), Vec<Access>> = BTreeMap::new();
    for a in homes.receive(out, "one-sided access epochs")? {
        acc.entry(a.key).or_default().push(a);
    }
    let mut exp: BTreeMap<(u32, Rank, Rank), Vec<usize>> = BTreeMap::new();
    for (k, e) in exposure.iter().enumerate() {
        for &o in &e.group {
            exp.entry((e.win, o, locs[e.loc as usize].rank))
                .or_default()
                .push(k);
        }
    }
    let mut last_complete: Vec<(u64, u32)> = vec![(0, NONE); exposure.len()];
    let mut into: Vec<(u64, HashSet<Rank>)> = vec![(0, HashSet::default()); exposure.len()];
    let mut unmatched = 0u64;
    let mut posted = homes.empty();
    for (key, mut a_list) in acc {
        let Some(x_list) = exp.get(&key) else {
            unmatched += a_list.len() as u64;
            continue;
        };
        a_list.sort_by_key(|a| (a.loc, a.close));
        let (_, origin, target) = key;
        for (a, &x) in a_list.iter().zip(x_list) {
            let xe = &exposure[x];
            let xl = &locs[xe.loc as usize];
            let post = &xl.rma_syncs[xe.open as usize];
            let post_t = xl.calls.at(post.call as usize).enter;
            let p: Posted = (a.loc, a.close, target, post_t, ids[xe.loc as usize]);
            posted[homes.of_rank(origin)].push(p);
            if a.complete_t >= last_complete[x].0 {
                last_complete[x] = (a.complete_t, a.loc);
            }
            if let Some(t) = a.into {
                into[x].0 = into[x].0.max(t);
                into[x].1.insert(origin);
            }
        }
        unmatched += a_list.len().saturating_sub(x_list.len()) as u64;
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
    // Back at the origins: per access epoch the matched posts, by target.
    // (origin location, closing record) -> (target, post, its location).
    type Posts = HashMap<(u32, u32), Vec<(Rank, u64, u32)>>;
    let mut posts = Posts::default();
    for (l, close, target, t, who) in homes.receive(posted, "one-sided posts")? {
        posts.entry((l, close)).or_default().push((target, t, who));
    }
    for e in &access {
        let mut matched = posts
            .remove(&(ids[e.loc as usize], e.close))
            .unwrap_or_default();
        matched.sort_unstable_by_key(|m| m.0);
        let mut last_post = (0u64, NONE);
        for &(_, t, who) in &matched {
            if t >= last_post.0 {
                last_post = (t, who);
            }
        }
        let (t, who) = last_post;
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
                let post = matched.iter().find(|m| m.0 == o.target).map(|m| m.1);
                if let Some(p) = post {
                    if p > start_exit && p > call.enter && p <= call.exit {
                        op_waits.insert((e.loc, oi), (OpWait::LatePost, p, who));
                    }
                }
            }
        }
    }
    Ok(unmatched)
}

/// A lock epoch of one origin on one target.
struct LockEpoch {
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

/// A lock epoch as its lock's home reads it.
#[derive(Clone, Copy, Debug, serde::Serialize, serde::Deserialize)]
struct Held {
    /// (window, target, address) of the lock.
    key: (u32, Rank, u64),
    loc: u32,
    request: u32,
    exclusive: bool,
    request_t: u64,
    acquired: u64,
    released: u64,
}

/// Lock contention; returns the lock epochs never released.
fn locks(
    locs: &mut [LocData],
    ids: &[u32],
    defs: &Defs,
    op_waits: &mut OpWaits,
    homes: &Homes<'_>,
) -> Result<u64, String> {
    // Per own location, its epochs in request order.
    let mut epochs: Vec<Vec<LockEpoch>> = Vec::with_capacity(locs.len());
    let mut unreleased = 0u64;
    for loc in locs.iter() {
        let mut mine: Vec<LockEpoch> = Vec::new();
        // Open epochs per (window, target).
        let mut open: HashMap<(u32, Rank, u64), usize> = HashMap::default();
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
                        mine[e].calls.push((true, oi as u32));
                    }
                }
                oi += 1;
                continue;
            }
            let s = &loc.rma_syncs[si];
            let call = loc.calls.at(s.call as usize);
            match s.kind {
                RmaSyncKind::Lock(LockOp::Request) => {
                    open.insert((s.win, s.target, s.addr), mine.len());
                    mine.push(LockEpoch {
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
                        mine[e].acquired = s.time;
                    }
                }
                RmaSyncKind::Lock(LockOp::Release) => {
                    if let Some(e) = open.remove(&(s.win, s.target, s.addr)) {
                        // The release record's time: ppw's runtime writes it at the unlock's
                        // enter (the earliest the lock can be free: the call returns after
                        // the target's acknowledgement, on a loaded machine after the next
                        // holder already has the lock); Score-P writes it at the exit.
                        mine[e].released = s.time;
                        mine[e].calls.push((false, si as u32));
                    }
                }
                RmaSyncKind::Flush => {
                    for key in [(s.win, s.target, 0), (s.win, NO_RANK, 0)] {
                        if let Some(&e) = open.get(&key) {
                            mine[e].calls.push((false, si as u32));
                        }
                    }
                    if s.target == NO_RANK {
                        for (&(w, _, addr), &e) in &open {
                            if w == s.win
                                && addr == 0
                                && !mine[e].calls.contains(&(false, si as u32))
                            {
                                mine[e].calls.push((false, si as u32));
                            }
                        }
                    }
                }
                _ => {}
            }
            si += 1;
        }
        // Epochs still open at the end: released at the location's end.
        for e in &mut mine {
            if e.released == u64::MAX {
                e.released = loc.last;
                unreleased += 1;
            }
        }
        epochs.push(mine);
    }
    // Every epoch to the homes of the locks it holds (shared lock_all epochs hold every
    // target of the window).
    let mut out = homes.empty();
    for (l, mine) in epochs.iter().enumerate() {
        for e in mine {
            let held = |key| Held {
                key,
                loc: ids[l],
                request: e.request,
                exclusive: e.exclusive,
                request_t: e.request_t,
                acquired: e.acquired,
                released: e.released,
            };
            if e.addr != 0 {
                // A PGAS lock: one lock variable, whichever process it lives on.
                out[homes.of_addr(e.addr)].push(held((e.win, NO_RANK, e.addr)));
            } else if e.target == NO_RANK {
                for &t in defs
                    .comms
                    .get(e.win as usize)
                    .map(|c| c.members.as_slice())
                    .unwrap_or(&[])
                {
                    out[homes.of_rank(t)].push(held((e.win, t, 0)));
                }
            } else {
                out[homes.of_rank(e.target)].push(held((e.win, e.target, 0)));
            }
        }
    }
    let mut per: BTreeMap<(u32, Rank, u64), Vec<Held>> = BTreeMap::new();
    for h in homes.receive(out, "one-sided lock epochs")? {
        per.entry(h.key).or_default().push(h);
    }
    // At the home, per lock in acquisition order: each epoch's blocker (until, holder).
    let mut blocked = homes.empty();
    for (key, mut list) in per {
        list.sort_by_key(|e| (e.acquired, e.loc, e.request));
        for (n, e) in list.iter().enumerate() {
            let mut blocker: Option<(u64, u32)> = None;
            for p in &list[..n] {
                if p.loc == e.loc || !(e.exclusive || p.exclusive) {
                    continue;
                }
                if p.released > e.request_t && blocker.is_none_or(|b| p.released > b.0) {
                    blocker = Some((p.released, p.loc));
                }
            }
            if let Some(b) = blocker {
                let to = homes.part.owner(e.loc).min(homes.n() - 1);
                blocked[to].push((key, e.loc, e.request, b.0, b.1));
            }
        }
    }
    // Back at the origins: of an epoch's blockers on several locks, the first lock's, unless
    // a later one releases later.
    let mut got = homes
        .receive(blocked, "one-sided lock waits")?
        .collect::<Vec<_>>();
    got.sort_by_key(|x| x.0);
    let mut wait: BTreeMap<(u32, u32), (u64, u32)> = BTreeMap::new();
    for (_, loc, request, until, holder) in got {
        let w = wait.entry((loc, request)).or_insert((until, holder));
        if until > w.0 {
            *w = (until, holder);
        }
    }
    for ((g, request), (until, holder)) in wait {
        let Ok(l) = ids.binary_search(&g) else {
            continue;
        };
        let Some(e) = epochs[l].iter().find(|e| e.request == request) else {
            continue;
        };
        let loc = &mut locs[l];
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
                    op_waits.insert((l as u32, i), (OpWait::Lock, until, holder));
                } else {
                    let s = &mut loc.rma_syncs[i as usize];
                    s.partner_time = until;
                    s.partner_loc = holder;
                }
                break;
            }
        }
    }
    Ok(unreleased)
}

/// Wait for Progress: calls that need the target and start while it is outside MPI. The
/// origins ask the target's home about the target's MPI calls.
fn progress(
    locs: &mut [LocData],
    ids: &[u32],
    defs: &Defs,
    op_waits: &mut OpWaits,
    homes: &Homes<'_>,
) -> Result<(), String> {
    // The questions: (target, time) of every transfer or passive call that may wait.
    let passive = |s: &RmaSyncRec| {
        matches!(
            s.kind,
            RmaSyncKind::Lock(LockOp::Request)
                | RmaSyncKind::Lock(LockOp::Release)
                | RmaSyncKind::Flush
        )
    };
    let mut asked = homes.empty();
    for (l, loc) in locs.iter().enumerate() {
        let rank = loc.rank;
        for (oi, o) in loc.rma_ops.iter().enumerate() {
            if o.op == RmaOp::Put
                || o.target == rank
                || op_waits.contains_key(&(l as u32, oi as u32))
            {
                continue;
            }
            let enter = loc.calls.at(o.call as usize).enter;
            asked[homes.of_rank(o.target)].push((o.target, enter));
        }
        for s in &loc.rma_syncs {
            if passive(s) && s.target != NO_RANK && s.target != rank {
                let enter = loc.calls.at(s.call as usize).enter;
                asked[homes.of_rank(s.target)].push((s.target, enter));
            }
        }
    }
    // The home: per own rank, when it is inside MPI (the union of its threads' outermost MPI
    // calls), as disjoint sorted intervals with the location that opened each.
    let mut inside: BTreeMap<Rank, Vec<(u64, u64, u32)>> = BTreeMap::new();
    for (l, loc) in locs.iter().enumerate() {
        if loc.rank < defs.ranks {
            let v = inside.entry(loc.rank).or_default();
            v.extend(loc.mpi_calls.iter().map(|&(a, b)| (a, b, ids[l])));
        }
    }
    for v in inside.values_mut() {
        v.sort_unstable();
        let mut merged: Vec<(u64, u64, u32)> = Vec::with_capacity(v.len());
        for &x in v.iter() {
            match merged.last_mut() {
                Some(m) if x.0 <= m.1 => m.1 = m.1.max(x.1),
                _ => merged.push(x),
            }
        }
        *v = merged;
    }
    // If the target is outside MPI at `t`: its next MPI enter and location. A target still
    // inside MPI at `t` but leaving it within the first tenth of the time until that next
    // enter counts as outside (its MPI call ended before it served the request: in Score-P's
    // rma_lock trace the target leaves MPI_Barrier 25 us after the origin's MPI_Accumulate
    // starts, which then waits 15 ms for its next MPI call).
    let next_mpi = |target: Rank, t: u64| -> Option<(u64, u32)> {
        let v = inside.get(&target)?;
        let i = v.partition_point(|x| x.0 <= t);
        let next = v.get(i)?;
        if i > 0 && v[i - 1].1 > t && (v[i - 1].1 - t).saturating_mul(10) > next.0 - t {
            return None;
        }
        Some((next.0, next.2))
    };
    let questions: Vec<Vec<(Rank, u64)>> = homes.send(asked, "one-sided progress questions")?;
    let answers: Vec<Vec<Option<(u64, u32)>>> = questions
        .iter()
        .map(|qs| qs.iter().map(|&(t, at)| next_mpi(t, at)).collect())
        .collect();
    drop(questions);
    // Back at the origins, in the order asked.
    let got = homes.send(answers, "one-sided progress answers")?;
    let mut next: Vec<std::vec::IntoIter<Option<(u64, u32)>>> =
        got.into_iter().map(Vec::into_iter).collect();
    let mut answer = |target: Rank| -> Result<Option<(u64, u32)>, String> {
        next[homes.of_rank(target)]
            .next()
            .ok_or_else(|| format!("no progress answer about rank {target}"))
    };
    for (l, loc) in locs.iter_mut().enumerate() {
        let rank = loc.rank;
        for oi in 0..loc.rma_ops.len() {
            let o = loc.rma_ops[oi];
            if o.op == RmaOp::Put
                || o.target == rank
                || op_waits.contains_key(&(l as u32, oi as u32))
            {
                continue;
            }
            let call = loc.calls.at(o.call as usize);
            if let Some((t, who)) = answer(o.target)? {
                if t < call.exit {
                    op_waits.insert((l as u32, oi as u32), (OpWait::Progress, t, who));
                }
            }
        }
        // A call with several passive records (MPI_Win_unlock: a flush and a release) waits
        // once: the first of its records gets the wait, and none does if one of them already
        // waits for a lock holder (Lock Contention takes precedence).
        let mut busy_calls: HashSet<u32> = loc
            .rma_syncs
            .iter()
            .filter(|s| s.partner_loc != NONE)
            .map(|s| s.call)
            .collect();
        for si in 0..loc.rma_syncs.len() {
            let s = loc.rma_syncs[si];
            if !passive(&s) || s.target == NO_RANK || s.target == rank {
                continue;
            }
            // (Every such call was asked about.)
            let ans = answer(s.target)?;
            if busy_calls.contains(&s.call) {
                continue;
            }
            let call = loc.calls.at(s.call as usize);
            if let Some((t, who)) = ans {
                if t < call.exit {
                    let s = &mut loc.rma_syncs[si];
                    s.progress = t;
                    s.progress_loc = who;
                    busy_calls.insert(s.call);
                }
            }
        }
    }
    Ok(())
}

/// Wait on a value (PGAS): the write into the awaited variable that satisfied a wait is the
/// last put, accumulate or atomic into that symmetric address of the waiting process that
/// started before the wait ended; its data is there at the end of its call (or when the wait
/// ended, if that came first: the waiter saw it while the writer's call still ran). That
/// time and the writer are the wait's partner (thesis Fig. 4-7a: Condition_Fulfilled). The
/// writes go to the waiting process's home.
fn values(locs: &mut [LocData], ids: &[u32], homes: &Homes<'_>) -> Result<(), String> {
    let mine = locs.iter().any(|l| {
        l.rma_syncs
            .iter()
            .any(|s| s.kind == RmaSyncKind::ValueReached)
    });
    let any = crate::distributed::agree(
        homes.ex,
        &mine,
        "waits on values",
        false,
        |a, _, x| *a |= x,
        |a| a,
    )?;
    if !any {
        return Ok(());
    }
    /// (start, end, writer location) of writes into one variable.
    type Writes = Vec<(u64, u64, u32)>;
    let mut out = homes.empty();
    for (l, loc) in locs.iter().enumerate() {
        for o in &loc.rma_ops {
            if o.pgas && o.addr != 0 && o.op != RmaOp::Get {
                let end = loc.calls.at(o.call as usize).exit.max(o.time);
                out[homes.of_rank(o.target)].push(((o.target, o.addr), (o.time, end, ids[l])));
            }
        }
    }
    // (target, address) -> its writes, by start.
    let mut writes: HashMap<(Rank, u64), Writes> = HashMap::default();
    for (key, w) in homes.receive(out, "one-sided writes")? {
        writes.entry(key).or_default().push(w);
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
    Ok(())
}

/// How many neighbours (by start time) a transfer is compared with for competition.
const COMPETING_SCAN: usize = 64;

/// Competing transfers (PGAS): the part of a transfer call into another process's memory
/// during which transfers of other processes into the same target were in progress (their
/// calls overlapped it), and the process whose transfers overlapped it most. Compared with
/// the nearest transfers by start time only (a bounded scan). Decided at the target's home.
fn competing(locs: &mut [LocData], ids: &[u32], homes: &Homes<'_>) -> Result<(), String> {
    /// (enter, exit, rank, location, op index) of transfers into one target.
    type Into = Vec<(u64, u64, Rank, u32, u32)>;
    let mut out = homes.empty();
    for (l, loc) in locs.iter().enumerate() {
        for (oi, o) in loc.rma_ops.iter().enumerate() {
            if o.pgas && o.target != loc.rank {
                let c = loc.calls.at(o.call as usize);
                out[homes.of_rank(o.target)]
                    .push((o.target, (c.enter, c.exit, loc.rank, ids[l], oi as u32)));
            }
        }
    }
    // Target -> its transfers, by enter.
    let mut into: HashMap<Rank, Into> = HashMap::default();
    for (t, x) in homes.receive(out, "one-sided transfers")? {
        into.entry(t).or_default().push(x);
    }
    // Overlap per competing location, reused for every transfer (no allocation per transfer).
    let mut by: Vec<(u32, u64)> = Vec::new();
    let mut found = homes.empty();
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
            let to = homes.part.owner(l).min(homes.n() - 1);
            found[to].push((l, oi, total.min(b - a), who));
        }
    }
    for (g, oi, total, who) in homes.receive(found, "one-sided competition")? {
        let Ok(l) = ids.binary_search(&g) else {
            return Err(format!(
                "competition of location {g}, which this process does not own"
            ));
        };
        if let Some(o) = locs[l].rma_ops.get_mut(oi as usize) {
            o.competing = total;
            o.competing_loc = who;
        }
    }
    Ok(())
}
