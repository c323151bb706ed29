//! The matching of a distributed analysis (issue 15): each process matches the messages its
//! ranks receive and numbers their collectives into instances, exchanging with the other
//! processes what that needs; the matchers are the single process's ([`super`]).

use super::*;
use crate::distributed::{Exchange, Partition};

/// Receiving ranks a process matches per round of the distributed matching (every process
/// its next this many): the sends in flight are those to this many ranks per process.
const RANKS_PER_ROUND: usize = 16;

/// Bytes of a send key on the wire: destination, communicator, source, tag, location, index
/// (4 each) and time (8).
const KEY_BYTES: usize = 32;
/// With mirrors, a key also carries the send's [`SendMirror`] less its time: its call's
/// enter, exit and node, its completing call's exit.
const MIRROR_KEY_BYTES: usize = KEY_BYTES + 28;
/// Bytes of a matched receive sent back: send location, index, receive location, index.
const BACK_BYTES: usize = 16;
/// With mirrors, also the receive's [`RecvMirror`].
const MIRROR_BACK_BYTES: usize = BACK_BYTES + 36;

/// What a process keeps of the other end of a message whose sender it owns but not the
/// receiver, or the other way round: the partner record's fields the replay reads
/// (stage 1 of the partitioned replay, docs/SCALE.md, "Issue 40"). Messages between the
/// process's own locations need none.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub(crate) struct SendMirror {
    /// The send's time.
    pub(crate) time: u64,
    /// The enter and exit of the call containing it, and its call-tree node (of the sending
    /// location's tree).
    pub(crate) enter: u64,
    pub(crate) exit: u64,
    pub(crate) node: u32,
    /// The exit of the call that completed the send ([`NONE_TIME`] if none did).
    pub(crate) cmpl_exit: u64,
}

/// The receive end of a message (see [`SendMirror`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub(crate) struct RecvMirror {
    pub(crate) time: u64,
    /// The enter of the call that posted the receive.
    pub(crate) post_enter: u64,
    /// The enter and exit of the call containing the receive, and its node.
    pub(crate) enter: u64,
    pub(crate) exit: u64,
    pub(crate) node: u32,
}

/// A completion time that does not exist.
pub(crate) const NONE_TIME: u64 = u64::MAX;

/// The mirrors of one process, per own location (an index into its `locs`), sorted by the
/// own record's index: the sends matched to its receives, the receives matched to its sends.
#[derive(Clone, Debug, Default)]
pub(crate) struct Mirrors {
    pub(crate) sends: Vec<Vec<(u32, SendMirror)>>,
    pub(crate) recvs: Vec<Vec<(u32, RecvMirror)>>,
}

impl Mirrors {
    fn new(nloc: usize) -> Mirrors {
        Mirrors {
            sends: vec![Vec::new(); nloc],
            recvs: vec![Vec::new(); nloc],
        }
    }

    /// The mirror of the send matched to receive `idx` of own location `l`.
    pub(crate) fn send(&self, l: usize, idx: u32) -> Option<&SendMirror> {
        let v = self.sends.get(l)?;
        v.binary_search_by_key(&idx, |x| x.0).ok().map(|k| &v[k].1)
    }

    /// The mirror of the receive matched to send `idx` of own location `l`.
    pub(crate) fn recv(&self, l: usize, idx: u32) -> Option<&RecvMirror> {
        let v = self.recvs.get(l)?;
        v.binary_search_by_key(&idx, |x| x.0).ok().map(|k| &v[k].1)
    }

    fn sort(&mut self) {
        for v in &mut self.sends {
            v.sort_unstable_by_key(|x| x.0);
        }
        for v in &mut self.recvs {
            v.sort_unstable_by_key(|x| x.0);
        }
    }
}

/// The mirror of send `i` of location `l`.
fn send_mirror(l: &LocData, i: u32) -> SendMirror {
    let s = l.sends.at(i as usize);
    let c = l.calls.at(s.call as usize);
    SendMirror {
        time: s.time,
        enter: c.enter,
        exit: c.exit,
        node: c.node,
        cmpl_exit: if s.cmpl == NONE {
            NONE_TIME
        } else {
            l.calls.at(s.cmpl as usize).exit
        },
    }
}

/// The mirror of receive `i` of location `l`.
fn recv_mirror(l: &LocData, i: u32) -> RecvMirror {
    let r = l.recvs.at(i as usize);
    let c = l.calls.at(r.call as usize);
    RecvMirror {
        time: r.time,
        post_enter: r.post_enter,
        enter: c.enter,
        exit: c.exit,
        node: c.node,
    }
}

/// What one process sends another when the mirrors are made again: (partner location,
/// partner record index, mirror) for the sends and for the receives.
type MirrorParts = (Vec<(u32, u32, SendMirror)>, Vec<(u32, u32, RecvMirror)>);

/// The mirrors made again from the records as they are now (the clock repair moved them):
/// each process sends the mirror of every own send (receive) matched to a receive (send) of
/// a location another process owns to that process, in one all-to-all.
pub(crate) fn refresh_mirrors(
    locs: &[LocData],
    ids: &[u32],
    part: &Partition,
    ex: &dyn Exchange,
) -> Result<Mirrors, String> {
    let (me, n) = (ex.rank(), ex.size());
    let mut out: Vec<MirrorParts> = vec![Default::default(); n];
    for d in locs {
        for (i, s) in d.sends.iter().enumerate() {
            let q = part.owner(s.r_loc);
            if s.r_loc != NONE && q != me && q < n {
                out[q].0.push((s.r_loc, s.r_idx, send_mirror(d, i as u32)));
            }
        }
        for (i, r) in d.recvs.iter().enumerate() {
            let q = part.owner(r.s_loc);
            if r.s_loc != NONE && q != me && q < n {
                out[q].1.push((r.s_loc, r.s_idx, recv_mirror(d, i as u32)));
            }
        }
    }
    let got: Vec<MirrorParts> = crate::distributed::alltoall_values(ex, &out, "partner mirrors")?;
    drop(out);
    let mut m = Mirrors::new(locs.len());
    let local = |g: u32| ids.binary_search(&g).ok();
    for (q, (sends, recvs)) in got.into_iter().enumerate() {
        let stray = |loc: u32| {
            format!("process {q} sent a mirror for location {loc}, which this process does not own")
        };
        for (loc, idx, x) in sends {
            let l = local(loc).ok_or_else(|| stray(loc))?;
            m.sends[l].push((idx, x));
        }
        for (loc, idx, x) in recvs {
            let l = local(loc).ok_or_else(|| stray(loc))?;
            m.recvs[l].push((idx, x));
        }
    }
    m.sort();
    Ok(m)
}

/// Point-to-point clock-condition violations of this process's receives (a receive before
/// its send), with the senders of other processes read from the mirrors: summed over the
/// processes, the single process's count ([`crate::replay::clock::count_violations`]).
pub(crate) fn p2p_violations_owned(locs: &[LocData], ids: &[u32], mirrors: &Mirrors) -> u64 {
    let local = |g: u32| ids.binary_search(&g).ok();
    locs.par_iter()
        .enumerate()
        .map(|(l, d)| {
            d.recvs
                .iter()
                .enumerate()
                .filter(|(i, r)| {
                    if r.s_loc == NONE {
                        return false;
                    }
                    let send = match local(r.s_loc) {
                        Some(sl) => Some(locs[sl].sends.at(r.s_idx as usize).time),
                        None => mirrors.send(l, *i as u32).map(|m| m.time),
                    };
                    send.is_some_and(|t| r.time < t)
                })
                .count() as u64
        })
        .sum()
}

/// [`match_p2p`] of a distributed analysis: `locs` are this process's locations (global ids
/// `ids`, in order), which hold every location of the ranks this process owns. Each round,
/// every process sends each other process the keys of its sends to that process's next
/// [`RANKS_PER_ROUND`] ranks, matches its own next ranks' receives with the keys it got and
/// its own, and returns each matched send's receive to the send's owner. The pairs are the
/// single process's: a rank's matching sees the same sends in the same order.
///
/// With `mirrors`, the keys and the returned receives also carry the partner records' fields
/// the replay reads, kept per own location ([`Mirrors`]).
pub(crate) fn match_p2p_distributed(
    locs: &mut [LocData],
    ids: &[u32],
    part: &Partition,
    nranks: usize,
    ex: &dyn Exchange,
    mut mirrors: Option<&mut Mirrors>,
) -> Result<P2pSummary, String> {
    let (me, n) = (ex.rank(), ex.size());
    let want = mirrors.is_some();
    if let Some(m) = mirrors.as_deref_mut() {
        *m = Mirrors::new(locs.len());
    }
    let (key_bytes, back_bytes) = if want {
        (MIRROR_KEY_BYTES, MIRROR_BACK_BYTES)
    } else {
        (KEY_BYTES, BACK_BYTES)
    };
    let local = |g: u32| ids.binary_search(&g).ok();
    let by_dst: Vec<ByDst> = locs.par_iter().map(|l| ByDst::new(l, nranks)).collect();
    let mut ranks_of: Vec<Vec<Rank>> = vec![Vec::new(); n];
    for r in 0..nranks as Rank {
        ranks_of[part.rank_owner(r).min(n - 1)].push(r);
    }
    // This process's ranks' locations (indices into `locs`).
    let mut mine: HashMap<Rank, Vec<u32>> = HashMap::default();
    for (i, l) in locs.iter().enumerate() {
        if (l.rank as usize) < nranks {
            mine.entry(l.rank).or_default().push(i as u32);
        }
    }
    let batch = |q: usize, j: usize| -> &[Rank] {
        let v = &ranks_of[q];
        &v[(j * RANKS_PER_ROUND).min(v.len())..((j + 1) * RANKS_PER_ROUND).min(v.len())]
    };
    let rounds = ranks_of
        .iter()
        .map(|v| v.len().div_ceil(RANKS_PER_ROUND))
        .max()
        .unwrap_or(0);
    let mut sum = P2pSummary::default();
    for j in 0..rounds {
        // Out: the keys of this process's sends to every other process's batch.
        let locs_ro: &[LocData] = locs;
        let parts: Vec<Vec<u8>> = (0..n)
            .into_par_iter()
            .map(|q| {
                let mut out = Vec::new();
                if q == me {
                    return out;
                }
                let mut keys = Vec::new();
                for &d in batch(q, j) {
                    keys.clear();
                    local_keys(d, locs_ro, &by_dst, |l| ids[l], &mut keys);
                    for k in &keys {
                        out.extend_from_slice(&d.to_le_bytes());
                        out.extend_from_slice(&k.comm.to_le_bytes());
                        out.extend_from_slice(&k.src.to_le_bytes());
                        out.extend_from_slice(&k.tag.to_le_bytes());
                        out.extend_from_slice(&k.loc.to_le_bytes());
                        out.extend_from_slice(&k.idx.to_le_bytes());
                        out.extend_from_slice(&k.time.to_le_bytes());
                        if want {
                            // (The keys are of this process's own sends.)
                            let m = local(k.loc)
                                .map(|l| send_mirror(&locs_ro[l], k.idx))
                                .unwrap_or_default();
                            out.extend_from_slice(&m.enter.to_le_bytes());
                            out.extend_from_slice(&m.exit.to_le_bytes());
                            out.extend_from_slice(&m.node.to_le_bytes());
                            out.extend_from_slice(&m.cmpl_exit.to_le_bytes());
                        }
                    }
                }
                out
            })
            .collect();
        let got = ex.alltoall(parts)?;
        // In: the keys to this process's batch, per rank of the batch.
        let mine_now = batch(me, j);
        let mut keys_of: Vec<Vec<SendKey>> = vec![Vec::new(); mine_now.len()];
        // With mirrors: the remote sends' mirrors by (global location, index).
        let mut remote_sends: HashMap<(u32, u32), SendMirror> = HashMap::default();
        for (q, bytes) in got.iter().enumerate() {
            if bytes.len() % key_bytes != 0 {
                return Err(format!(
                    "damaged send keys from process {q}: {} bytes",
                    bytes.len()
                ));
            }
            for b in bytes.chunks_exact(key_bytes) {
                let w = |k: usize| u32::from_le_bytes([b[k], b[k + 1], b[k + 2], b[k + 3]]);
                let d = w(0);
                let Ok(at) = mine_now.binary_search(&d) else {
                    return Err(format!(
                        "process {q} sent the keys of a send to rank {d}, not in this \
                         process's batch"
                    ));
                };
                let q64 = |k: usize| {
                    let mut t = [0u8; 8];
                    t.copy_from_slice(&b[k..k + 8]);
                    u64::from_le_bytes(t)
                };
                keys_of[at].push(SendKey {
                    comm: w(4),
                    src: w(8),
                    tag: w(12) as i32,
                    loc: w(16),
                    idx: w(20),
                    time: q64(24),
                });
                if want {
                    let m = SendMirror {
                        time: q64(24),
                        enter: q64(32),
                        exit: q64(40),
                        node: w(48),
                        cmpl_exit: q64(52),
                    };
                    remote_sends.insert((w(16), w(20)), m);
                }
            }
        }
        drop(got);
        let locs_ro: &[LocData] = locs;
        let mut ms: Vec<Matcher> = mine_now
            .par_iter()
            .zip(keys_of.into_par_iter())
            .map(|(&d, remote)| {
                let sends = SendsTo {
                    locs: locs_ro,
                    by_dst: &by_dst,
                    gid: &|l| ids[l],
                    remote,
                };
                let my_locs = mine.get(&d).map_or(&[][..], |v| v.as_slice());
                Matcher::new(d, sends, my_locs)
            })
            .collect();
        // Back: per owner of a matched send, (send location, index, receive location, index).
        let mut back: Vec<Vec<u8>> = vec![Vec::new(); n];
        while ms.iter().any(|m| !m.done()) {
            let locs_ro: &[LocData] = locs;
            let chunks: Vec<Vec<Pair>> =
                ms.par_iter_mut().map(|m| m.step(locs_ro, CHUNK)).collect();
            for pairs in chunks {
                sum.matched += pairs.len() as u64;
                // Receives are this process's; sends are this process's or go back.
                let mut pairs = pairs;
                write_recvs(locs, &mut pairs);
                let mut own: Vec<Pair> = Vec::new();
                for (rl, ri, sg, si) in pairs {
                    let (rg, owner) = (ids[rl as usize], part.owner(sg));
                    match local(sg) {
                        Some(sl) if owner == me => own.push((sl as u32, si, rg, ri)),
                        _ => {
                            for x in [sg, si, rg, ri] {
                                back[owner].extend_from_slice(&x.to_le_bytes());
                            }
                            if let Some(m) = mirrors.as_deref_mut() {
                                let r = recv_mirror(&locs[rl as usize], ri);
                                let out = &mut back[owner];
                                out.extend_from_slice(&r.time.to_le_bytes());
                                out.extend_from_slice(&r.post_enter.to_le_bytes());
                                out.extend_from_slice(&r.enter.to_le_bytes());
                                out.extend_from_slice(&r.exit.to_le_bytes());
                                out.extend_from_slice(&r.node.to_le_bytes());
                                if let Some(sm) = remote_sends.get(&(sg, si)) {
                                    m.sends[rl as usize].push((ri, *sm));
                                }
                            }
                        }
                    }
                }
                write_sends(locs, &mut own);
            }
        }
        for m in ms {
            sum.add_unmatched(m);
        }
        let got = ex.alltoall(back)?;
        let mut pairs: Vec<Pair> = Vec::new();
        for (q, bytes) in got.iter().enumerate() {
            if bytes.len() % back_bytes != 0 {
                return Err(format!(
                    "damaged matched receives from process {q}: {} bytes",
                    bytes.len()
                ));
            }
            for b in bytes.chunks_exact(back_bytes) {
                let w = |k: usize| u32::from_le_bytes([b[k], b[k + 1], b[k + 2], b[k + 3]]);
                let Some(sl) = local(w(0)) else {
                    return Err(format!(
                        "process {q} matched a send of location {}, not this process's",
                        w(0)
                    ));
                };
                pairs.push((sl as u32, w(4), w(8), w(12)));
                if let Some(m) = mirrors.as_deref_mut() {
                    let q64 = |k: usize| {
                        let mut t = [0u8; 8];
                        t.copy_from_slice(&b[k..k + 8]);
                        u64::from_le_bytes(t)
                    };
                    let r = RecvMirror {
                        time: q64(16),
                        post_enter: q64(24),
                        enter: q64(32),
                        exit: q64(40),
                        node: w(48),
                    };
                    m.recvs[sl].push((w(4), r));
                }
            }
        }
        drop(got);
        write_sends(locs, &mut pairs);
    }
    for l in locs.iter() {
        sum.outside(l, nranks);
    }
    if let Some(m) = mirrors {
        m.sort();
        sum.violations = p2p_violations_owned(locs, ids, m);
    }
    Ok(sum)
}

/// The sends to rank `d` of the locations `locs` (whose global ids `gid` gives), added to
/// `keys`.
fn local_keys(
    d: Rank,
    locs: &[LocData],
    by_dst: &[ByDst],
    gid: impl Fn(usize) -> u32,
    keys: &mut Vec<SendKey>,
) {
    for (l, v) in by_dst.iter().enumerate() {
        let src = locs[l].rank;
        for i in v.to(d) {
            let s = locs[l].sends.at(i as usize);
            keys.push(SendKey {
                comm: s.comm,
                src,
                tag: s.tag,
                loc: gid(l),
                time: s.time,
                idx: i,
            });
        }
    }
}

/// What the processes of a distributed analysis agree on for the collectives: per
/// communicator (in id order, as [`match_collectives`] numbers them) the first instance id,
/// the number of complete instances and of incomplete ones; and the collectives on
/// communicators their rank is not a member of.
#[derive(Debug, Default, serde::Serialize, serde::Deserialize)]
pub(crate) struct CollTable {
    comms: BTreeMap<u32, (u32, u32, u64)>,
    not_member: u64,
}

impl CollTable {
    /// The incomplete instances per communicator (those of the warnings).
    fn incomplete(&self) -> BTreeMap<u32, u64> {
        self.comms
            .iter()
            .filter(|x| x.1 .2 > 0)
            .map(|(&c, x)| (c, x.2))
            .collect()
    }

    /// The number of complete instances (their ids are 0 up to it).
    pub(crate) fn instances(&self) -> usize {
        self.comms
            .values()
            .map(|&(base, complete, _)| (base + complete) as usize)
            .max()
            .unwrap_or(0)
    }
}

/// [`match_collectives`] of a distributed analysis, on the owners' side: `locs` are this
/// process's locations (in location order, so that local indices order them as global ids
/// do), holding every location of its ranks. Each
/// process numbers its ranks' collectives per communicator and sends process 0 how many
/// each rank has; process 0 derives which instances are complete (those every member has)
/// and their ids, and sends the table back; each process writes the ids into its records.
/// Process 0 then rebuilds the instances from the records ([`instances_from_ids`]).
pub(crate) fn number_collectives_distributed(
    locs: &mut [LocData],
    defs: &Defs,
    ex: &dyn Exchange,
) -> Result<CollTable, String> {
    let nranks = defs.ranks as usize;
    let mut mine: BTreeMap<Rank, Vec<u32>> = BTreeMap::new();
    for (i, l) in locs.iter().enumerate() {
        if (l.rank as usize) < nranks {
            mine.entry(l.rank).or_default().push(i as u32);
        }
    }
    let mine: Vec<(Rank, Vec<u32>)> = mine.into_iter().collect();
    // Per (communicator, rank): the rank's number of collectives there.
    let counted: Vec<(Vec<(u32, u32)>, u64)> = mine
        .par_iter()
        .map(|(r, my)| {
            let mut n: BTreeMap<u32, u32> = BTreeMap::new();
            let not_member = member_collectives(*r, my, locs, defs, |comm, _, _, _| {
                *n.entry(comm).or_default() += 1;
            });
            (n.into_iter().collect(), not_member)
        })
        .collect();
    let mut counts: Vec<(u32, Rank, u32)> = Vec::new();
    let mut not_member = 0;
    for ((r, _), (n, nm)) in mine.iter().zip(counted) {
        counts.extend(n.into_iter().map(|(comm, k)| (comm, *r, k)));
        not_member += nm;
    }
    let part = crate::distributed::encode(&(counts, not_member))?;
    let mut all: BTreeMap<u32, BTreeMap<Rank, u32>> = BTreeMap::new();
    let mut all_not_member = 0u64;
    ex.gather(part, &mut |p, bytes| {
        let (c, nm): (Vec<(u32, Rank, u32)>, u64) =
            crate::distributed::decode(&bytes, &format!("collective counts of process {p}"))?;
        for (comm, r, k) in c {
            all.entry(comm).or_default().insert(r, k);
        }
        all_not_member += nm;
        Ok(())
    })?;
    // Process 0: instance k of a communicator is complete when every member has a k-th
    // collective there; ids follow communicator order.
    let parts = (ex.rank() == 0)
        .then(|| {
            let mut table = CollTable {
                not_member: all_not_member,
                ..Default::default()
            };
            let mut next = 0u32;
            for (comm, per) in &all {
                let Some(cd) = defs.comm(ppw_event::CommId(*comm)) else {
                    continue;
                };
                if cd.members.is_empty() {
                    continue;
                }
                let most = per.values().copied().max().unwrap_or(0);
                // (A rank listed twice is a member once: the second place is never filled.)
                let distinct = cd.members.iter().collect::<std::collections::HashSet<_>>();
                let complete = if distinct.len() < cd.members.len() {
                    0
                } else {
                    cd.members
                        .iter()
                        .map(|r| per.get(r).copied().unwrap_or(0))
                        .min()
                        .unwrap_or(0)
                };
                table
                    .comms
                    .insert(*comm, (next, complete, (most - complete) as u64));
                next += complete;
            }
            crate::distributed::encode(&table).map(|b| vec![b; ex.size()])
        })
        .transpose()?;
    let bytes = ex.scatter(parts)?;
    let table: CollTable = crate::distributed::decode(&bytes, "collective table")?;
    let mut writes = WriteBack::new(locs.len());
    let locs_ro: &[LocData] = locs;
    let per_rank: Vec<Vec<(u32, u32, u32)>> = mine
        .par_iter()
        .map(|(r, my)| {
            numbered_collectives(*r, my, locs_ro, defs)
                .into_iter()
                .filter_map(|(k, l, i, comm)| {
                    let &(base, complete, _) = table.comms.get(&comm)?;
                    (k < complete as u64).then_some((l, i, base + k as u32))
                })
                .collect()
        })
        .collect();
    for v in per_rank {
        for (l, i, id) in v {
            writes.push(l, i, id);
        }
    }
    writes.flush(locs, |l| &mut l.colls, |c, &id| c.instance = id);
    Ok(table)
}

/// Process 0 of a distributed analysis: the instances whose ids the owners wrote into the
/// records ([`number_collectives_distributed`]), with [`match_collectives`]'s warnings.
/// The collective warnings of [`instances_from_ids`] without building the instances: what
/// process 0 of a partitioned analysis whose owners answer for their records (stage 8) needs,
/// with the number of complete instances. (No rank of such an analysis makes collectives
/// from two locations, so none is a duplicate.)
pub(crate) fn instance_count(table: &CollTable, defs: &Defs, warnings: &mut Vec<String>) -> u64 {
    coll_warnings(defs, &table.incomplete(), table.not_member, 0, warnings);
    table
        .comms
        .values()
        .map(|&(_, complete, _)| complete as u64)
        .sum()
}

pub(crate) fn instances_from_ids(
    locs: &[LocData],
    defs: &Defs,
    table: &CollTable,
    warnings: &mut Vec<String>,
) -> Instances {
    // Where each instance's members start.
    let mut starts: Vec<u64> = vec![0];
    for (comm, &(_, complete, _)) in &table.comms {
        let size = defs
            .comm(ppw_event::CommId(*comm))
            .map_or(0, |c| c.members.len() as u64);
        for _ in 0..complete {
            starts.push(starts.last().copied().unwrap_or(0) + size);
        }
    }
    const EMPTY: u64 = u64::MAX;
    let total = starts.last().copied().unwrap_or(0) as usize;
    let slots: Vec<AtomicU64> = (0..total).map(|_| AtomicU64::new(EMPTY)).collect();
    let duplicate = AtomicU64::new(0);
    locs.par_iter().enumerate().for_each(|(l, d)| {
        let mut local_of: HashMap<u32, Option<u32>> = HashMap::default();
        for (i, c) in d.colls.iter().enumerate() {
            let Some(slot0) = starts.get(c.instance as usize) else {
                continue;
            };
            let local = *local_of.entry(c.comm).or_insert_with(|| {
                defs.comm(ppw_event::CommId(c.comm))
                    .and_then(|cd| cd.local_rank(d.rank))
            });
            let Some(slot) = local.and_then(|j| slots.get(*slot0 as usize + j as usize)) else {
                continue;
            };
            if slot.fetch_min((l as u64) << 32 | i as u64, Ordering::Relaxed) != EMPTY {
                duplicate.fetch_add(1, Ordering::Relaxed);
            }
        }
    });
    let mut insts = Instances::default();
    for w in starts.windows(2) {
        insts.push(slots[w[0] as usize..w[1] as usize].iter().map(|a| {
            let x = a.load(Ordering::Relaxed);
            ((x >> 32) as u32, x as u32)
        }));
    }
    insts.seal();
    coll_warnings(
        defs,
        &table.incomplete(),
        table.not_member,
        duplicate.into_inner(),
        warnings,
    );
    insts
}
