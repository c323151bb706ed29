//! Frequency analysis (thesis §5.2.4, Fig. 5-6): many short transfers to the same peer, which
//! would be cheaper as one bulk transfer.
//!
//! Trace data: every matched send and every one-sided transfer is counted per (sender rank,
//! peer, call path) with its size and its time: the sending call's duration (a call with
//! several messages, like MPI_Waitall, is shared out evenly) plus, for messages, the receiving
//! call's share. A pair qualifies with at least `min_transfers` transfers of mean size at most
//! `small_bytes`; qualifying pairs are reported per call path. Profile data has no peers: a
//! send or put/get call path qualifies by its visits and mean size.

use crate::auto::finding::Extra;
use crate::auto::stats::Facts;
use crate::replay::records::{LocData, SendRec, NONE};
use crate::replay::store::Records;
use crate::result::analysis::Cause;
use crate::result::text::{bytes, secs, thousands};
use ppw_event::GenericOp;
use rayon::prelude::*;
use rustc_hash::FxHashMap as HashMap;
use std::collections::BTreeMap;

/// (count, bytes, ns) of one (sender rank, peer, call path).
pub(crate) type Pairs = crate::auto::stats::FrequencyPairs;

/// The same, one location's, unordered.
type LocPairs = HashMap<(u32, u32, u32), (u64, u64, u64)>;

/// Messages per call of a location (dense, by call index, packed: a bit or two per call;
/// saturating: beyond 65535 messages per call the share is a lower bound), to share out calls
/// with several.
pub(crate) fn per_call(d: &LocData) -> Records<Count> {
    let mut m = vec![0u16; d.calls.len()];
    let mut add = |c: u32| {
        let x = &mut m[c as usize];
        *x = x.saturating_add(1);
    };
    for s in &d.sends {
        add(s.call);
        if s.cmpl != s.call && s.cmpl != NONE {
            add(s.cmpl);
        }
    }
    for r in &d.recvs {
        add(r.call);
    }
    m.into_iter().map(|n| Count { n }).collect()
}

/// A call's duration per message of it.
pub(crate) fn share(d: &LocData, per_call: &Records<Count>, call: u32) -> u64 {
    let c = d.calls.at(call as usize);
    c.exit.saturating_sub(c.enter) / per_call.at(call as usize).n.max(1) as u64
}

/// One location's pairs (`map`: its nodes' call paths); `recv_share(index, send)`: the
/// receiving call's share of a matched send.
pub(crate) fn loc_pairs(
    d: &LocData,
    map: &[u32],
    per_call: &Records<Count>,
    recv_share: impl Fn(u32, &SendRec) -> u64,
) -> LocPairs {
    let mut pairs = LocPairs::default();
    for (i, s) in d.sends.iter().enumerate() {
        let cp = map[d.calls.at(s.call as usize).node as usize];
        let mut ns = share(d, per_call, s.call);
        if s.cmpl != s.call && s.cmpl != NONE {
            ns += share(d, per_call, s.cmpl);
        }
        if s.r_loc != NONE {
            ns += recv_share(i as u32, &s);
        }
        let e = pairs.entry((d.rank, s.peer, cp)).or_default();
        e.0 += 1;
        e.1 += s.bytes as u64;
        e.2 += ns;
    }
    for r in &d.rma {
        let node = &d.tree.nodes[r.node as usize];
        let ns = (node.incl as u128 * r.count as u128 / node.visits.max(1) as u128) as u64;
        let e = pairs
            .entry((d.rank, r.target, map[r.node as usize]))
            .or_default();
        e.0 += r.count;
        e.1 += r.bytes;
        e.2 += ns;
    }
    pairs
}

/// Add one location's (or process's) pairs.
pub(crate) fn add_pairs(
    pairs: &mut Pairs,
    m: impl IntoIterator<Item = ((u32, u32, u32), (u64, u64, u64))>,
) {
    for (k, v) in m {
        let e = pairs.entry(k).or_default();
        e.0 += v.0;
        e.1 += v.1;
        e.2 += v.2;
    }
}

/// The pairs of every location.
fn all_pairs(locs: &[LocData], maps: &[Vec<u32>]) -> Pairs {
    let per: Vec<Records<Count>> = locs.par_iter().map(per_call).collect();
    let partial: Vec<LocPairs> = locs
        .par_iter()
        .enumerate()
        .map(|(l, d)| {
            loc_pairs(d, &maps[l], &per[l], |_, s| {
                let r = locs[s.r_loc as usize].recvs.at(s.r_idx as usize);
                share(&locs[s.r_loc as usize], &per[s.r_loc as usize], r.call)
            })
        })
        .collect();
    let mut pairs = Pairs::new();
    for m in partial {
        add_pairs(&mut pairs, m);
    }
    pairs
}

/// A qualifying pair: (sender rank, peer, count, bytes, ns).
type Pair = (u32, u32, u64, u64, u64);

fn is_transfer_op(op: GenericOp) -> bool {
    matches!(
        op,
        GenericOp::BlockingSend
            | GenericOp::NonBlockingSend
            | GenericOp::BlockingExplicitPut
            | GenericOp::BlockingExplicitGet
            | GenericOp::NonBlockingExplicitPut
            | GenericOp::NonBlockingExplicitGet
            | GenericOp::BlockingImplicitPut
            | GenericOp::BlockingImplicitGet
    )
}

/// Find the call paths with many small transfers.
pub(crate) fn analyze(f: &Facts<'_>, notes: &mut Vec<String>) -> Vec<Extra> {
    let th = f.th;
    let mut pairs = match &f.frequency {
        Some(p) => p.clone(),
        None => all_pairs(f.locs, f.maps),
    };
    let profile_only = f
        .locs
        .iter()
        .any(|d| d.events == 0 && d.tree.nodes.len() > 1);
    // Profile-mode locations: per call path, peer unknown (u32::MAX).
    if profile_only {
        for (&(rank, cp), s) in &f.stats {
            let op = f.defs.regions.get(f.region(cp).index()).map(|r| r.op);
            let traced = f.by_rank[rank as usize]
                .iter()
                .any(|&l| f.locs[l as usize].events > 0);
            if traced || !op.is_some_and(is_transfer_op) {
                continue;
            }
            let e = pairs.entry((rank, u32::MAX, cp)).or_default();
            e.0 += s.visits;
            e.1 += s.bytes_sent + s.bytes_received;
            e.2 += s.incl;
        }
        notes.push(
            "frequency analysis: profile data has no message peers; transfers are counted per \
             call path"
                .into(),
        );
    }
    // Qualifying pairs, per call path.
    let mut by_cp: BTreeMap<u32, Vec<Pair>> = BTreeMap::new();
    for ((rank, peer, cp), (count, b, ns)) in pairs {
        if count as f64 >= th.min_transfers && b as f64 <= th.small_bytes * count as f64 {
            by_cp
                .entry(cp)
                .or_default()
                .push((rank, peer, count, b, ns));
        }
    }
    let mut out = Vec::new();
    for (cp, mut v) in by_cp {
        let ns: u64 = v.iter().map(|x| x.4).sum();
        if !f.significant(ns) {
            continue;
        }
        let count: u64 = v.iter().map(|x| x.2).sum();
        let total_bytes: u64 = v.iter().map(|x| x.3).sum();
        let mut per_rank: BTreeMap<u32, u64> = BTreeMap::new();
        for x in &v {
            *per_rank.entry(x.0).or_default() += x.4;
        }
        v.sort_by_key(|x| (std::cmp::Reverse(x.4), x.0, x.1));
        let pair_text: Vec<String> = v
            .iter()
            .take(3)
            .map(|&(r, p, c, b, ns)| {
                let peer = if p == u32::MAX {
                    "unknown peers".to_string()
                } else {
                    format!("rank {p}")
                };
                format!(
                    "rank {r} -> {peer}: {} transfers of {} on average, {}",
                    thousands(c),
                    bytes(b as f64 / c as f64),
                    secs(ns)
                )
            })
            .collect();
        let more = if v.len() > 3 {
            format!(" (and {} more pairs)", v.len() - 3)
        } else {
            String::new()
        };
        let mut data = BTreeMap::new();
        data.insert("count".to_string(), count as f64);
        data.insert("mean_bytes".to_string(), total_bytes as f64 / count as f64);
        data.insert("pairs".to_string(), v.len() as f64);
        let peers: Vec<u32> = {
            let mut p: Vec<u32> = v.iter().map(|x| x.1).filter(|p| *p != u32::MAX).collect();
            p.sort_unstable();
            p.dedup();
            p
        };
        out.push(Extra {
            kind: "many_small_transfers",
            cp,
            source: f.source(cp),
            caller: None,
            per_rank: per_rank.into_iter().collect(),
            rank: None,
            cause: Cause {
                ranks: peers,
                functions: Vec::new(),
                callpath: String::new(),
                text: format!("{}{more}.", pair_text.join("; ")),
            },
            detail: format!(
                "{} transfers of {} on average ({} in all) took {} in sending and receiving \
                 calls.",
                thousands(count),
                bytes(total_bytes as f64 / count as f64),
                bytes(total_bytes as f64),
                secs(ns)
            ),
            data,
        });
    }
    out
}

/// Messages of one call.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Count {
    n: u16,
}
crate::replay::store::packed_record!(Count { n });
