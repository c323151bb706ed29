//! Matching: point-to-point messages, collective instances, MPI_Init/MPI_Finalize.
//!
//! **Messages.** MPI delivers the messages of one channel (communicator, source, destination,
//! tag) in the order they were sent, to the receives in the order they were *posted*
//! (non-overtaking). So the k-th send of a channel (by send time) matches the k-th receive of the
//! channel (by post time). Wildcard receives are put on the channel of the source and tag they
//! actually received from (recorded in the completion's `Recv` event). Matching runs in parallel
//! over receiving ranks.
//!
//! **Collectives** ([`collectives`]). Each rank's collectives on a communicator are numbered
//! in order; the k-th collective of every member of the communicator forms instance k.
//!
//! **Distributed** ([`distributed`]), the processes that own the ranks do both with the same
//! matchers, exchanging the sends and the collective counts.

use crate::replay::records::*;
use crate::replay::store::Records;
use ppw_event::{CollKind, Defs, Rank};
use rayon::prelude::*;
use rustc_hash::FxHashMap as HashMap;
use std::collections::BTreeMap;
use std::sync::atomic::{AtomicU64, Ordering};

mod collectives;
mod distributed;
mod partials;
pub(crate) use collectives::*;
pub(crate) use distributed::{
    instance_count, instances_from_ids, match_p2p_distributed, number_collectives_distributed,
    refresh_mirrors, CollTable, Mirrors,
};
pub(crate) use partials::reduce_collectives;

/// Locations of each rank, in location order.
pub(crate) fn rank_locations(locs: &[LocData], nranks: u32) -> Vec<Vec<u32>> {
    let mut v = vec![Vec::new(); nranks as usize];
    for (i, l) in locs.iter().enumerate() {
        if let Some(r) = v.get_mut(l.rank as usize) {
            r.push(i as u32);
        }
    }
    v
}

/// Match all point-to-point messages; returns the number of matched messages.
pub(crate) fn match_p2p(
    locs: &mut [LocData],
    by_rank: &[Vec<u32>],
    warnings: &mut Vec<String>,
) -> u64 {
    // Each location's sends grouped by destination, in time order within a destination.
    let nranks = by_rank.len();
    let by_dst: Vec<ByDst> = locs.par_iter().map(|l| ByDst::new(l, nranks)).collect();
    let mut sum = P2pSummary::default();
    // Receivers in batches of one per thread, matched in parallel a chunk of receives at a
    // time; each chunk's pairs are written into the records before the next, so that the
    // pairs never exist for many messages at once (16 bytes each).
    let batch = rayon::current_num_threads().max(1);
    for first in (0..by_rank.len()).step_by(batch) {
        let locs_ro: &[LocData] = locs;
        let mut ms: Vec<Matcher> = (first..(first + batch).min(by_rank.len()))
            .into_par_iter()
            .map(|d| {
                let sends = SendsTo {
                    locs: locs_ro,
                    by_dst: &by_dst,
                    gid: &|l| l as u32,
                    remote: Vec::new(),
                };
                Matcher::new(d as Rank, sends, &by_rank[d])
            })
            .collect();
        while ms.iter().any(|m| !m.done()) {
            let locs_ro: &[LocData] = locs;
            let chunks: Vec<Vec<Pair>> =
                ms.par_iter_mut().map(|m| m.step(locs_ro, CHUNK)).collect();
            for mut pairs in chunks {
                sum.matched += pairs.len() as u64;
                write_pairs(locs, &mut pairs);
            }
        }
        for m in ms {
            sum.add_unmatched(m);
        }
    }
    drop(by_dst);
    for l in locs.iter() {
        sum.outside(l, nranks);
    }
    sum.report(warnings)
}

/// Receives matched a chunk at a time per receiving rank.
const CHUNK: usize = 1 << 16;

/// What the matching found besides the pairs: their number and the messages left
/// unmatched. The processes of a distributed analysis each find a part; process 0 sums them
/// and reports, so that the warnings are the single process's.
#[derive(Debug, Default, serde::Serialize, serde::Deserialize)]
pub(crate) struct P2pSummary {
    matched: u64,
    /// Per (source, destination) rank.
    unmatched_sends: BTreeMap<(Rank, Rank), u64>,
    unmatched_recvs: BTreeMap<(Rank, Rank), u64>,
    /// Distributed, with mirrors: the receives that seem to end before their send began,
    /// counted by the receivers' owners.
    pub(crate) violations: u64,
}

impl P2pSummary {
    /// The sends a finished matcher did not match, and its receives without a send.
    fn add_unmatched(&mut self, m: Matcher) {
        let d = m.d;
        for ((_, src, _), q) in &m.chans {
            let left: usize = q.iter().map(|x| x.idx.len() - x.cur).sum();
            if left > 0 {
                *self.unmatched_sends.entry((*src, d)).or_default() += left as u64;
            }
        }
        for (k, n) in m.unmatched_recvs {
            *self.unmatched_recvs.entry(k).or_default() += n;
        }
    }

    /// A location's sends to ranks outside the run.
    fn outside(&mut self, l: &LocData, nranks: usize) {
        for s in &l.sends {
            if s.peer as usize >= nranks {
                *self.unmatched_sends.entry((l.rank, s.peer)).or_default() += 1;
            }
        }
    }

    /// Add another process's part.
    pub(crate) fn merge(&mut self, o: P2pSummary) {
        self.matched += o.matched;
        self.violations += o.violations;
        for (k, n) in o.unmatched_sends {
            *self.unmatched_sends.entry(k).or_default() += n;
        }
        for (k, n) in o.unmatched_recvs {
            *self.unmatched_recvs.entry(k).or_default() += n;
        }
    }

    /// Warn about the unmatched messages; the number of matched ones.
    pub(crate) fn report(&self, warnings: &mut Vec<String>) -> u64 {
        report_unmatched(
            &self.unmatched_sends,
            "sends without a matching receive",
            warnings,
        );
        report_unmatched(
            &self.unmatched_recvs,
            "receives without a matching send",
            warnings,
        );
        self.matched
    }
}

/// One location's sends grouped by destination rank: for every destination it sends to, in
/// rank order, the rank and where its sends start in `idx`; `idx` holds the sends' indices,
/// in time order per destination (packed: a send's index is near its neighbours', so about
/// 2 bytes per send instead of 4; 8 bytes per destination: never a table of all ranks per
/// location, which would grow with the square of the ranks).
struct ByDst {
    dsts: Vec<(Rank, u32)>,
    idx: Records<SendIx>,
}

/// A send's index in its location's sends.
#[derive(Clone, Copy, Debug, Default)]
struct SendIx {
    i: u32,
}
crate::replay::store::packed_record!(SendIx { i });

impl ByDst {
    fn new(l: &LocData, nranks: usize) -> ByDst {
        let mut pairs: Vec<(Rank, u32)> = l
            .sends
            .iter()
            .enumerate()
            .filter(|(_, s)| (s.peer as usize) < nranks)
            .map(|(i, s)| (s.peer, i as u32))
            .collect();
        pairs.sort_unstable();
        let mut dsts: Vec<(Rank, u32)> = Vec::new();
        for (k, &(d, _)) in pairs.iter().enumerate() {
            if dsts.last().is_none_or(|x| x.0 != d) {
                dsts.push((d, k as u32));
            }
        }
        dsts.shrink_to_fit();
        let idx = pairs.iter().map(|&(_, i)| SendIx { i }).collect();
        ByDst { dsts, idx }
    }

    /// The indices of the sends to rank `d`, in time order.
    fn to(&self, d: Rank) -> impl Iterator<Item = u32> + '_ {
        let (a, b) = match self.dsts.binary_search_by_key(&d, |x| x.0) {
            Ok(k) => (
                self.dsts[k].1 as usize,
                self.dsts
                    .get(k + 1)
                    .map_or(self.idx.len(), |x| x.1 as usize),
            ),
            Err(_) => (0, 0),
        };
        self.idx.iter_range(a..b).map(|x| x.i)
    }
}

/// Write matched pairs (receive location and index, send location and index) into both
/// records, a location's run at a time.
fn write_pairs(locs: &mut [LocData], pairs: &mut [Pair]) {
    write_recvs(locs, pairs);
    let mut sends: Vec<Pair> = pairs.iter().map(|p| (p.2, p.3, p.0, p.1)).collect();
    write_sends(locs, &mut sends);
}

/// Write pairs (receive's index in `locs`, its index there, send location and index) into
/// the receives.
fn write_recvs(locs: &mut [LocData], pairs: &mut [Pair]) {
    write_partners(
        locs,
        pairs,
        |l| &mut l.recvs,
        |r, loc, idx| {
            r.s_loc = loc;
            r.s_idx = idx;
        },
    );
}

/// Write pairs (send's index in `locs`, its index there, receive location and index) into
/// the sends.
fn write_sends(locs: &mut [LocData], pairs: &mut [Pair]) {
    write_partners(
        locs,
        pairs,
        |l| &mut l.sends,
        |s, loc, idx| {
            s.r_loc = loc;
            s.r_idx = idx;
        },
    );
}

/// Write pairs (record's index in `locs`, its index there, partner location and index) into
/// the records `field` selects with `set`, a location's run at a time.
fn write_partners<T: crate::replay::store::Pack>(
    locs: &mut [LocData],
    pairs: &mut [Pair],
    field: impl Fn(&mut LocData) -> &mut Records<T>,
    set: impl Fn(&mut T, u32, u32),
) {
    pairs.sort_unstable();
    for run in pairs.chunk_by(|a, b| a.0 == b.0) {
        field(&mut locs[run[0].0 as usize]).update_sorted(run, |p| p.1, |r, p| set(r, p.2, p.3));
    }
}

/// Values to write into records of many locations, a batch at a time, so that every packed
/// block is packed again once per batch rather than once per value.
struct WriteBack<V> {
    /// Per location: (record index, value).
    lists: Vec<Vec<(u32, V)>>,
    /// Values pushed since the last flush.
    n: usize,
}

impl<V: Send + Sync> WriteBack<V> {
    fn new(locations: usize) -> Self {
        WriteBack {
            lists: (0..locations).map(|_| Vec::new()).collect(),
            n: 0,
        }
    }

    fn push(&mut self, l: u32, i: u32, v: V) {
        if let Some(x) = self.lists.get_mut(l as usize) {
            x.push((i, v));
            self.n += 1;
        }
    }

    fn len(&self) -> usize {
        self.n
    }

    /// Write every value with `f` into the records `field` selects, in parallel over
    /// locations, and empty the lists.
    fn flush<T: crate::replay::store::Pack + Send>(
        &mut self,
        locs: &mut [LocData],
        field: impl Fn(&mut LocData) -> &mut crate::replay::store::Records<T> + Sync,
        f: impl Fn(&mut T, &V) + Sync,
    ) {
        locs.par_iter_mut()
            .zip(self.lists.par_iter_mut())
            .for_each(|(l, list)| {
                if !list.is_empty() {
                    list.sort_unstable_by_key(|x| x.0);
                    field(l).update_sorted(list, |x| x.0, |r, x| f(r, &x.1));
                    *list = Vec::new();
                }
            });
        self.n = 0;
    }
}

fn report_unmatched(m: &BTreeMap<(Rank, Rank), u64>, what: &str, warnings: &mut Vec<String>) {
    const SHOW: usize = 8;
    for ((s, d), n) in m.iter().take(SHOW) {
        warnings.push(format!(
            "rank {s} -> rank {d}: {n} {what} (a trace is truncated or a rank died); they are \
             not analysed"
        ));
    }
    if m.len() > SHOW {
        let rest: u64 = m.values().skip(SHOW).sum();
        warnings.push(format!(
            "... and {rest} more {what} between {} other rank pairs",
            m.len() - SHOW
        ));
    }
}

type Channel = (u32, Rank, i32);

/// A matched message: receive location and index, send location and index.
type Pair = (u32, u32, u32, u32);

/// A send as the matching of its destination sees it: its channel (communicator, source,
/// tag), its location and index there, and its time. Ordered as the matching takes them:
/// per channel and sending location, by time (then index).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct SendKey {
    comm: u32,
    src: Rank,
    tag: i32,
    loc: u32,
    time: u64,
    idx: u32,
}

/// The sends of one channel from one sending location, in send order, and the next one to
/// match. `times` holds their times when the channel has several sending locations (threads
/// of the source rank), which the matching then compares; it is empty otherwise.
struct Lane {
    loc: u32,
    idx: Vec<u32>,
    times: Vec<u64>,
    cur: usize,
}

/// The sends to one rank that a matcher is built from: those of the locations whose records
/// this process holds (`locs`, grouped by destination in `by_dst`, with global ids `gid`),
/// and those of other processes' locations, as keys (`remote`).
struct SendsTo<'a> {
    locs: &'a [LocData],
    by_dst: &'a [ByDst],
    gid: &'a (dyn Fn(usize) -> u32 + Sync),
    remote: Vec<SendKey>,
}

/// The matching of one receiving rank, advanced a chunk of receives at a time.
struct Matcher {
    d: Rank,
    /// Sends to `d` per channel, one lane per sending location (in location order).
    chans: HashMap<Channel, Vec<Lane>>,
    /// The receiving rank's locations (indices into the records the matcher is given), and
    /// where each one's receives start in `order`'s numbering (location k's receive i is
    /// `starts[k] + i`).
    my_locs: Vec<u32>,
    starts: Vec<u32>,
    /// Receives of `d` in posting order, and the next one to match.
    order: Vec<u32>,
    next: usize,
    /// Receives without a send, per (source rank, `d`).
    unmatched_recvs: BTreeMap<(Rank, Rank), u64>,
}

impl Matcher {
    /// The matcher of rank `d`, given every send to it and its locations' receives
    /// (`my_locs`, indices into `sends.locs`).
    fn new(d: Rank, sends: SendsTo<'_>, my_locs: &[u32]) -> Matcher {
        let SendsTo {
            locs,
            by_dst,
            gid,
            mut remote,
        } = sends;
        // The own locations' sends to d per channel and sending location: counted first, so
        // that every list has its exact size (these lists and the posting order are the
        // largest memory matching needs: 4 bytes per message each).
        let mut counts: HashMap<(Channel, u32), u32> = HashMap::default();
        for (l, v) in by_dst.iter().enumerate() {
            let src = locs[l].rank;
            for i in v.to(d) {
                let s = locs[l].sends.at(i as usize);
                *counts.entry(((s.comm, src, s.tag), l as u32)).or_default() += 1;
            }
        }
        let mut lists: HashMap<(Channel, u32), Vec<u32>> = counts
            .into_iter()
            .map(|(k, n)| (k, Vec::with_capacity(n as usize)))
            .collect();
        for (l, v) in by_dst.iter().enumerate() {
            let src = locs[l].rank;
            for i in v.to(d) {
                let s = locs[l].sends.at(i as usize);
                if let Some(q) = lists.get_mut(&((s.comm, src, s.tag), l as u32)) {
                    q.push(i);
                }
            }
        }
        // Lanes per channel, with the index of an own location (`NONE` for another
        // process's).
        let mut chans: HashMap<Channel, Vec<(Lane, u32)>> = HashMap::default();
        for ((chan, l), mut v) in lists {
            // In send order: by time (stable: index order for equal times).
            let send_time = |&i: &u32| locs[l as usize].sends.at(i as usize).time;
            if !v.is_sorted_by_key(send_time) {
                v.sort_by_key(send_time);
            }
            let lane = Lane {
                loc: gid(l as usize),
                idx: v,
                times: Vec::new(),
                cur: 0,
            };
            chans.entry(chan).or_default().push((lane, l));
        }
        remote.sort_unstable();
        for run in remote.chunk_by(|a, b| (a.comm, a.src, a.tag) == (b.comm, b.src, b.tag)) {
            let lanes = chans
                .entry((run[0].comm, run[0].src, run[0].tag))
                .or_default();
            for lane in run.chunk_by(|a, b| a.loc == b.loc) {
                let lane = Lane {
                    loc: lane[0].loc,
                    idx: lane.iter().map(|k| k.idx).collect(),
                    times: lane.iter().map(|k| k.time).collect(),
                    cur: 0,
                };
                lanes.push((lane, NONE));
            }
        }
        drop(remote);
        // Lanes in location order; their times only where a channel has several.
        let chans = chans
            .into_iter()
            .map(|(chan, mut lanes)| {
                lanes.sort_unstable_by_key(|x| x.0.loc);
                let several = lanes.len() > 1;
                for (lane, l) in &mut lanes {
                    if !several {
                        lane.times = Vec::new();
                    } else if *l != NONE {
                        let sends = &locs[*l as usize].sends;
                        lane.times = lane
                            .idx
                            .iter()
                            .map(|&i| sends.at(i as usize).time)
                            .collect();
                    }
                }
                (chan, lanes.into_iter().map(|x| x.0).collect())
            })
            .collect();
        // Receives of d in posting order: by post time, location, posting order.
        let mut starts = Vec::with_capacity(my_locs.len() + 1);
        let mut n = 0u32;
        for &l in my_locs {
            starts.push(n);
            n += locs[l as usize].recvs.len() as u32;
        }
        starts.push(n);
        let mut m = Matcher {
            d,
            chans,
            my_locs: my_locs.to_vec(),
            starts,
            order: (0..n).collect(),
            next: 0,
            unmatched_recvs: BTreeMap::new(),
        };
        let mut order = std::mem::take(&mut m.order);
        order.sort_by_key(|&p| {
            let (l, i) = m.recv(p);
            let r = locs[l as usize].recvs.at(i as usize);
            (r.post_enter, l, r.order)
        });
        m.order = order;
        m
    }

    /// Location and index of receive number `p`.
    fn recv(&self, p: u32) -> (u32, u32) {
        let k = self.starts.partition_point(|&s| s <= p) - 1;
        (self.my_locs[k], p - self.starts[k])
    }

    fn done(&self) -> bool {
        self.next >= self.order.len()
    }

    /// Match the next `max` receives (in posting order) to the next send of their channel:
    /// the earliest (by time, then location) of its sending locations' next sends. The
    /// pairs name the receive by its index in `locs` and the send by its key's location.
    fn step(&mut self, locs: &[LocData], max: usize) -> Vec<Pair> {
        let end = (self.next + max).min(self.order.len());
        let mut pairs = Vec::with_capacity(end - self.next);
        for k in self.next..end {
            let (l, i) = self.recv(self.order[k]);
            let r = locs[l as usize].recvs.at(i as usize);
            let q = self.chans.get_mut(&(r.comm, r.src, r.tag));
            let best = q.and_then(|q| {
                let mut best: Option<(u64, usize)> = None;
                for (j, lane) in q.iter().enumerate() {
                    if lane.cur >= lane.idx.len() {
                        continue;
                    }
                    let t = lane.times.get(lane.cur).copied().unwrap_or(0);
                    if best.is_none_or(|b| t < b.0) {
                        best = Some((t, j));
                    }
                }
                let lane = &mut q[best?.1];
                lane.cur += 1;
                Some((lane.loc, lane.idx[lane.cur - 1]))
            });
            match best {
                Some((sl, si)) => pairs.push((l, i, sl, si)),
                None => *self.unmatched_recvs.entry((r.src, self.d)).or_default() += 1,
            }
        }
        self.next = end;
        if self.done() {
            self.order = Vec::new();
            self.next = 0;
        }
        pairs
    }
}

/// Values collected before they are written into the records (8-24 bytes each, so at most
/// about 24 MiB at a time).
const WRITE_BATCH: usize = 1 << 20;
