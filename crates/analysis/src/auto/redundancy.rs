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

use crate::auto::finding::Extra;
use crate::auto::stats::Facts;
use crate::replay::records::{COLL_NONBLOCKING, NONE};
use crate::replay::store::Records;
use crate::result::analysis::Cause;
use crate::result::text::thousands;
use ppw_event::{CallsiteId, CollKind};
use rustc_hash::FxHashMap;
use std::collections::{BTreeMap, BTreeSet};

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
    // Per location and collective index (dense, packed: a few bits per collective): the
    // barrier's site (call path, call site) as an index into `sites`, and whether nothing
    // happened since the previous barrier on the same communicator.
    let mut sites: Vec<(u32, CallsiteId)> = Vec::new();
    let mut site_ix: FxHashMap<(u32, CallsiteId), u32> = FxHashMap::default();
    let mut per_loc: Vec<Records<Site>> = Vec::with_capacity(f.locs.len());
    for (l, d) in f.locs.iter().enumerate() {
        let mut site = vec![Site::NONE; d.colls.len()];
        let mut last: FxHashMap<u32, u64> = FxHashMap::default();
        for b in &d.barriers {
            let c = d.colls.at(b.coll as usize);
            let idle = last
                .insert(c.comm, b.activity)
                .is_some_and(|p| b.activity == p);
            let key = (
                f.maps[l][d.calls.at(c.call as usize).node as usize],
                b.callsite,
            );
            let next = sites.len() as u32;
            let ix = *site_ix.entry(key).or_insert(next);
            if ix == next {
                sites.push(key);
            }
            site[b.coll as usize] = Site::new(ix, idle);
        }
        per_loc.push(site.into_iter().collect());
    }
    let is_barrier = |inst: &crate::replay::matching::Instance| {
        let (l0, i0) = inst.members.at(0);
        let c = &f.locs[l0 as usize].colls.at(i0 as usize);
        c.kind == CollKind::Barrier && !c.has(crate::replay::records::COLL_WINDOW)
    };
    // Redundant instances, and the sites that have one.
    let mut flagged = vec![false; sites.len()];
    let redundant: Vec<bool> = f
        .insts
        .iter()
        .map(|inst| {
            let r = is_barrier(&inst)
                && inst.members.iter().all(|(l, i)| {
                    per_loc[l as usize].at(i as usize).idle()
                        && !multi.contains(&f.locs[l as usize].rank)
                });
            if r {
                for (l, i) in inst.members.iter() {
                    if let Some(x) = flagged.get_mut(per_loc[l as usize].at(i as usize).site()) {
                        *x = true;
                    }
                }
            }
            r
        })
        .collect();
    if !flagged.iter().any(|x| *x) {
        return Vec::new();
    }
    // Per (site, rank): instances, redundant instances, ns in the redundant ones.
    let nranks = f.defs.ranks.max(1) as usize;
    let mut acc = vec![(0u64, 0u64, 0u64); sites.len() * nranks];
    for (n, inst) in f.insts.iter().enumerate() {
        if !is_barrier(&inst) {
            continue;
        }
        for (l, i) in inst.members.iter() {
            let d = &f.locs[l as usize];
            let s = per_loc[l as usize].at(i as usize).site();
            if !flagged.get(s).copied().unwrap_or(false) || d.rank as usize >= nranks {
                continue;
            }
            let e = &mut acc[s * nranks + d.rank as usize];
            e.0 += 1;
            if redundant[n] {
                let c = d.colls.at(i as usize);
                let call = d.calls.at(c.call as usize);
                let mut ns = call.exit - call.enter;
                if c.has(COLL_NONBLOCKING) && c.cmpl != NONE && c.cmpl != c.call {
                    let k = d.calls.at(c.cmpl as usize);
                    ns += k.exit - k.enter;
                }
                e.1 += 1;
                e.2 += ns;
            }
        }
    }
    // (call path, call site) -> rank -> (instances, redundant, ns).
    type PerRank = BTreeMap<u32, (u64, u64, u64)>;
    let mut by_site: BTreeMap<(u32, CallsiteId), PerRank> = BTreeMap::new();
    for (s, key) in sites.iter().enumerate() {
        if !flagged[s] {
            continue;
        }
        let per = by_site.entry(*key).or_default();
        for r in 0..nranks {
            let v = acc[s * nranks + r];
            if v.0 > 0 {
                per.insert(r as u32, v);
            }
        }
    }
    let mut out = Vec::new();
    let mut cheap = 0usize;
    for ((cp, cs), per) in by_site {
        let ns: u64 = per.values().map(|x| x.2).sum();
        let redundant = per.values().map(|x| x.1).max().unwrap_or(0);
        if redundant == 0 || ns == 0 {
            continue;
        }
        // The general thresholds, as for every finding (the thesis listed every redundant
        // barrier; a list of barriers costing 0.0 % of the run hid the ones that matter).
        if !f.significant(ns) {
            cheap += 1;
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
            caller: f
                .defs
                .callsites
                .get(cs.index())
                .and_then(|d| d.function.clone()),
            per_rank: per
                .iter()
                .filter(|x| x.1 .2 > 0)
                .map(|(r, x)| (*r, x.2))
                .collect(),
            // Every member executes a barrier: no single rank is to blame.
            rank: Some(None),
            cause: Cause {
                ranks: Vec::new(),
                functions: Vec::new(),
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
    if cheap > 0 {
        notes.push(format!(
            "barrier redundancy: {cheap} call site(s) with redundant instances cost less than \
             the finding thresholds and are not listed"
        ));
    }
    out
}

/// A collective's barrier site and idleness, packed: 0 for a collective that is not a
/// barrier, else `2 * (site + 1) + idle` (idle: nothing happened since the previous barrier
/// on its communicator).
#[derive(Clone, Copy, Debug, Default)]
struct Site {
    v: u32,
}
crate::replay::store::packed_record!(Site { v });

impl Site {
    const NONE: Site = Site { v: 0 };

    fn new(site: u32, idle: bool) -> Site {
        Site {
            v: (site + 1) * 2 + u32::from(idle),
        }
    }

    /// The site's index into `sites` (`u32::MAX` if not a barrier).
    fn site(self) -> usize {
        (self.v / 2).wrapping_sub(1) as usize
    }

    fn idle(self) -> bool {
        self.v & 1 == 1
    }
}
