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

use crate::auto::ask::{per_process, Question, View};
use crate::auto::finding::Extra;
use crate::auto::stats::Facts;
use crate::replay::records::{LocData, COLL_NONBLOCKING, NONE};
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
    // Every process answers for its ranks (a single process for all): first which barrier
    // instances had nothing to order on its ranks, then, given the redundant ones, the
    // counts per call site and rank.
    let loc = |l: u32| f.loc(l);
    let none = |_: u32, _: u32| None;
    let view = View {
        defs: f.defs,
        ranks: f.all_ranks(),
        loc: &loc,
        member: &none,
    };
    let idle: Vec<Vec<(u32, bool)>> = match f.owners {
        Some(o) => per_process(o, &Question::IdleBarriers),
        None => vec![idle_part(&view)],
    };
    // An instance is redundant if it was idle on every process that has members of it.
    let mut all: BTreeMap<u32, bool> = BTreeMap::new();
    for part in idle {
        for (k, idle) in part {
            *all.entry(k).or_insert(true) &= idle;
        }
    }
    let redundant: Vec<u32> = all.into_iter().filter(|x| x.1).map(|x| x.0).collect();
    if redundant.is_empty() {
        return Vec::new();
    }
    let parts: Vec<SiteCounts> = match f.owners {
        Some(o) => per_process(o, &Question::BarrierSites(redundant)),
        None => vec![site_part(&view, &redundant)],
    };
    // (call path, call site) -> rank -> (instances, redundant, ns), for the sites with a
    // redundant instance.
    let flagged: BTreeSet<Key> = parts
        .iter()
        .flat_map(|p| p.flagged.iter().copied())
        .collect();
    type PerRank = BTreeMap<u32, (u64, u64, u64)>;
    let mut by_site: BTreeMap<Key, PerRank> = BTreeMap::new();
    for p in parts {
        for (key, rank, v) in p.counts {
            if flagged.contains(&key) && v.0 > 0 {
                by_site.entry(key).or_default().insert(rank, v);
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

/// A barrier's call path and call site.
type Key = (u32, CallsiteId);

/// The barrier members of a view's locations: per location and collective index, the
/// barrier's site and whether nothing happened since the previous barrier on its
/// communicator; and the ranks with more than one active location (not judged).
struct Members {
    /// Per held location (in view order): collective index -> (site, idle), packed.
    per_loc: BTreeMap<u32, Records<Site>>,
    sites: Vec<Key>,
    multi: BTreeSet<u32>,
}

impl Members {
    fn new(v: &View<'_>) -> Members {
        let mut multi: BTreeSet<u32> = BTreeSet::new();
        for (r, locs) in &v.ranks {
            if locs.iter().filter(|&&l| (v.loc)(l).0.activity > 0).count() > 1 {
                multi.insert(*r);
            }
        }
        let mut sites: Vec<Key> = Vec::new();
        let mut site_ix: FxHashMap<Key, u32> = FxHashMap::default();
        let mut per_loc = BTreeMap::new();
        for (_, locs) in &v.ranks {
            for &l in locs {
                let (d, map) = (v.loc)(l);
                let mut site = vec![Site::NONE; d.colls.len()];
                let mut last: FxHashMap<u32, u64> = FxHashMap::default();
                for b in &d.barriers {
                    let c = d.colls.at(b.coll as usize);
                    let idle = last
                        .insert(c.comm, b.activity)
                        .is_some_and(|p| b.activity == p);
                    let key = (map[d.calls.at(c.call as usize).node as usize], b.callsite);
                    let next = sites.len() as u32;
                    let ix = *site_ix.entry(key).or_insert(next);
                    if ix == next {
                        sites.push(key);
                    }
                    site[b.coll as usize] = Site::new(ix, idle);
                }
                per_loc.insert(l, site.into_iter().collect());
            }
        }
        Members {
            per_loc,
            sites,
            multi,
        }
    }

    /// Every member of a barrier instance on the view's ranks: (instance, rank, location,
    /// collective index, site).
    fn each(&self, v: &View<'_>, mut f: impl FnMut(u32, u32, &LocData, u32, Site)) {
        for (r, locs) in &v.ranks {
            for &l in locs {
                let (d, _) = (v.loc)(l);
                let Some(sites) = self.per_loc.get(&l) else {
                    continue;
                };
                for (i, c) in d.colls.iter().enumerate() {
                    if c.instance != NONE
                        && c.kind == CollKind::Barrier
                        && !c.has(crate::replay::records::COLL_WINDOW)
                    {
                        f(c.instance, *r, d, i as u32, sites.at(i));
                    }
                }
            }
        }
    }
}

/// A process's barrier instances: whether nothing happened on any of its members since the
/// previous barrier on the communicator (and its rank has one active location).
pub(crate) fn idle_part(v: &View<'_>) -> Vec<(u32, bool)> {
    let m = Members::new(v);
    let mut out: BTreeMap<u32, bool> = BTreeMap::new();
    m.each(v, |k, r, _, _, s| {
        *out.entry(k).or_insert(true) &= s.idle() && !m.multi.contains(&r);
    });
    out.into_iter().collect()
}

/// A process's counts per barrier site and rank: (instances, redundant instances, ns in the
/// redundant ones), and the sites with a redundant instance.
#[derive(Default, serde::Serialize, serde::Deserialize)]
pub(crate) struct SiteCounts {
    flagged: Vec<Key>,
    counts: Vec<(Key, u32, (u64, u64, u64))>,
}

/// [`SiteCounts`] of the view's ranks, given the redundant instances (sorted).
pub(crate) fn site_part(v: &View<'_>, redundant: &[u32]) -> SiteCounts {
    let m = Members::new(v);
    let mut flagged: BTreeSet<Key> = BTreeSet::new();
    let mut acc: BTreeMap<(Key, u32), (u64, u64, u64)> = BTreeMap::new();
    m.each(v, |k, r, d, i, s| {
        let Some(&key) = m.sites.get(s.site()) else {
            return;
        };
        let e = acc.entry((key, r)).or_default();
        e.0 += 1;
        if redundant.binary_search(&k).is_ok() {
            flagged.insert(key);
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
    });
    SiteCounts {
        flagged: flagged.into_iter().collect(),
        counts: acc.into_iter().map(|((key, r), x)| (key, r, x)).collect(),
    }
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
