//! Barrier redundancy (thesis §5.2.3.4, Fig. 5-5): a barrier orders the accesses to shared data
//! before it against those after it; if no member of its communicator exchanged anything since
//! the previous barrier on that communicator, there is nothing to order and the barrier is
//! redundant.
//!
//! "Exchanged anything" is counted per location during the streaming pass: sends, receives,
//! collectives other than barriers, one-sided transfers, locks and I/O calls (files are shared
//! data too). Each barrier record keeps the running count, so the activity between two
//! barriers of a location on the same communicator is a difference. An instance is redundant
//! if that difference is zero on every member. The first barrier on a communicator has no
//! previous one and is not judged; neither are ranks with several active threads (their
//! threads' order relative to the barrier is unknown).

use crate::extra::Extra;
use crate::facts::{thousands, Facts};
use crate::model::Cause;
use crate::records::{COLL_NONBLOCKING, NONE};
use ppw_event::{CallsiteId, CollKind};
use std::collections::{BTreeMap, BTreeSet};

/// Per call site of a barrier: per rank (instances, redundant instances, ns in redundant ones).
type Sites = BTreeMap<(u32, CallsiteId), BTreeMap<u32, (u64, u64, u64)>>;

/// Find the redundant barriers.
pub(crate) fn analyze(f: &Facts<'_>, notes: &mut Vec<String>) -> Vec<Extra> {
    if !f.traced {
        notes
            .push("barrier redundancy: needs trace data; this experiment has profiles only".into());
        return Vec::new();
    }
    // Ranks with more than one active location cannot be judged.
    let mut multi: BTreeSet<u32> = BTreeSet::new();
    for my in f.by_rank {
        if my
            .iter()
            .filter(|&&l| f.locs[l as usize].activity > 0)
            .count()
            > 1
        {
            if let Some(&l) = my.first() {
                multi.insert(f.locs[l as usize].rank);
            }
        }
    }
    // Activity since the previous barrier on the same communicator, per (location, coll).
    let mut since: BTreeMap<(u32, u32), Option<u64>> = BTreeMap::new();
    let mut site: BTreeMap<(u32, u32), CallsiteId> = BTreeMap::new();
    for (l, d) in f.locs.iter().enumerate() {
        let mut last: BTreeMap<u32, u64> = BTreeMap::new();
        for b in &d.barriers {
            let comm = d.colls[b.coll as usize].comm;
            let s = last.get(&comm).map(|p| b.activity - p);
            last.insert(comm, b.activity);
            since.insert((l as u32, b.coll), s);
            site.insert((l as u32, b.coll), b.callsite);
        }
    }
    let mut sites: Sites = BTreeMap::new();
    for inst in f.insts {
        let (l0, i0) = inst.members[0];
        if f.locs[l0 as usize].colls[i0 as usize].kind != CollKind::Barrier {
            continue;
        }
        let judged = inst.members.iter().all(|&(l, i)| {
            since.get(&(l, i)).copied().flatten().is_some()
                && !multi.contains(&f.locs[l as usize].rank)
        });
        let redundant = judged
            && inst
                .members
                .iter()
                .all(|&(l, i)| since.get(&(l, i)).copied().flatten() == Some(0));
        for &(l, i) in &inst.members {
            let d = &f.locs[l as usize];
            let c = d.colls[i as usize];
            let call = d.calls[c.call as usize];
            let mut ns = call.exit - call.enter;
            if c.has(COLL_NONBLOCKING) && c.cmpl != NONE && c.cmpl != c.call {
                let k = d.calls[c.cmpl as usize];
                ns += k.exit - k.enter;
            }
            let cp = f.maps[l as usize][call.node as usize];
            let cs = site.get(&(l, i)).copied().unwrap_or(CallsiteId::NONE);
            let e = sites
                .entry((cp, cs))
                .or_default()
                .entry(d.rank)
                .or_default();
            e.0 += 1;
            if redundant {
                e.1 += 1;
                e.2 += ns;
            }
        }
    }
    let mut out = Vec::new();
    for ((cp, cs), per) in sites {
        let ns: u64 = per.values().map(|x| x.2).sum();
        let redundant = per.values().map(|x| x.1).max().unwrap_or(0);
        // Like the thesis's analysis, every redundant call site is listed, however cheap:
        // removing it cannot hurt. (Cost 0 means it was never redundant.)
        if redundant == 0 || ns == 0 {
            continue;
        }
        let instances = per.values().map(|x| x.0).max().unwrap_or(0);
        let source = f
            .defs
            .callsites
            .get(cs.index())
            .and_then(|d| d.source())
            .or_else(|| f.source(cp));
        let mut data = BTreeMap::new();
        data.insert("redundant".to_string(), redundant as f64);
        data.insert("instances".to_string(), instances as f64);
        out.push(Extra {
            kind: "redundant_barrier",
            cp,
            source,
            per_rank: per
                .iter()
                .filter(|x| x.1 .2 > 0)
                .map(|(r, x)| (*r, x.2))
                .collect(),
            // Every member executes a barrier: no single rank is to blame.
            rank: Some(None),
            cause: Cause {
                ranks: Vec::new(),
                callpath: String::new(),
                text: "No member of the communicator sent, received, took part in another \
                       collective, accessed remote memory or did I/O since the previous \
                       barrier on it."
                    .into(),
            },
            detail: format!(
                "{} of {} executions of this barrier had nothing to order.",
                thousands(redundant),
                thousands(instances)
            ),
            data,
        });
    }
    out
}
