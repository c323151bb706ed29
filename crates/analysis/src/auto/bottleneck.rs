//! Bottleneck detection from profile data (thesis §5.2.2.1) and the cause analysis of the
//! detected entries (§5.2.2.2).
//!
//! 1. *Hotspot filter*: a call path whose inclusive time summed over ranks is at least
//!    `hotspot` x total time. Containers (exclusive time < half of inclusive) are skipped: their
//!    time is their callees', which are examined themselves.
//! 2. *Baseline filtering*: an MPI operation the baseline file measures is slow if
//!    `time / expected >= slow_ratio`, with `expected = sum over ranks of visits x the
//!    baseline's time for the call path's mean size and communicator size`.
//! 3. *Deviation filtering* otherwise (no baseline file, no entry for the operation or the
//!    rank count, or a user region): variable if `max / avg >= deviation_max` or
//!    `min / avg <= deviation_min` over all visits of all ranks.
//!
//! Works on profiles (per-node visits, time, min, max, bytes) and traces alike. With trace
//! data the cause of each detected entry is looked for in the time windows of its
//! slower-than-average visits: the partners' activity (message peers, or the other members of
//! a collective's communicator) during those windows, from a second pass over their events.

use crate::auto::ask::{per_location, Question};
use crate::auto::baseline::{Baseline, Expected};
use crate::auto::cause::Window;
use crate::auto::stats::{Facts, PathStat};
use crate::replay::records::{LocData, NONE};
use crate::result::analysis::{BottleneckEntry, Cause};
use crate::result::text::secs;
use rayon::prelude::*;
use std::collections::{BTreeMap, BTreeSet};

/// A detected bottleneck (an entry that passed baseline or deviation filtering).
#[derive(Clone, Debug)]
pub(crate) struct Found {
    pub(crate) kind: &'static str,
    pub(crate) cp: u32,
    /// Cost (ns) per rank.
    pub(crate) per_rank: Vec<(u32, u64)>,
    pub(crate) ns: u64,
    /// Index into the entries.
    pub(crate) entry: usize,
    /// Average visit (ns).
    pub(crate) avg: f64,
}

/// The result of detection.
pub(crate) struct Detection {
    pub(crate) entries: Vec<BottleneckEntry>,
    pub(crate) found: Vec<Found>,
    pub(crate) notes: Vec<String>,
}

/// Mean size argument of one call of a call path (see [`crate::baseline`] for the conventions).
fn op_size(op: &str, s: &PathStat, n: u32) -> f64 {
    let v = s.visits.max(1) as f64;
    let (sent, recvd) = (s.bytes_sent as f64 / v, s.bytes_received as f64 / v);
    let others = n.saturating_sub(1).max(1) as f64;
    match op {
        "MPI_Barrier" => 0.0,
        "MPI_Bcast" => (sent / others).max(recvd),
        "MPI_Allreduce" | "MPI_Alltoall" => (sent / others).max(recvd / others),
        _ => sent.max(recvd),
    }
}

/// Run the three filters over all call paths.
pub(crate) fn detect(f: &Facts<'_>, baseline: Option<&Baseline>) -> Detection {
    let th = f.th;
    let mut entries = Vec::new();
    let mut found = Vec::new();
    let mut missing: BTreeMap<String, BTreeSet<u32>> = BTreeMap::new();
    let mut unknown: BTreeSet<String> = BTreeSet::new();
    for (cp, per) in f.per_path() {
        // Saturating: times come from the input (a damaged trace can hold any value).
        let sum = |g: fn(&PathStat) -> u64| per.iter().fold(0u64, |a, x| a.saturating_add(g(x.1)));
        let t = sum(|s| s.incl);
        let v = sum(|s| s.visits);
        let excl = sum(|s| s.excl_total());
        if v == 0
            || t == 0
            || f.fraction(t) < th.hotspot
            || excl.saturating_mul(2) < t
            || f.is_setup(cp)
        {
            continue;
        }
        let op = f.region_name(cp).to_string();
        let avg = t as f64 / v as f64;
        let waits: u64 = f.waits.get(&cp).map_or(0, |w| w.iter().map(|x| x.1).sum());
        let mut e = BottleneckEntry {
            callpath: f.names[cp as usize].clone(),
            seconds: t as f64 * 1e-9,
            fraction: f.fraction(t),
            visits: v,
            average: avg * 1e-9,
            wait_states: waits as f64 * 1e-9,
            ..Default::default()
        };
        // Baseline filtering where the baseline knows the operation at every rank's size.
        let mut expected: Option<Vec<(u32, f64)>> = None;
        if let Some(b) = baseline.filter(|_| f.is_mpi(cp)) {
            let mut per_rank = Vec::new();
            for (rank, s) in &per {
                let n = if s.comm_size > 0 {
                    s.comm_size
                } else {
                    f.defs.ranks
                };
                match b.expected(&op, n, op_size(&op, s, n)) {
                    Expected::Seconds(x) => per_rank.push((*rank, x * 1e9 * s.visits as f64)),
                    Expected::MissingRanks => {
                        missing.entry(op.clone()).or_default().insert(n);
                        per_rank.clear();
                        break;
                    }
                    Expected::NoEntry => {
                        unknown.insert(op.clone());
                        per_rank.clear();
                        break;
                    }
                }
            }
            if !per_rank.is_empty() {
                expected = Some(per_rank);
            }
        }
        let idx = entries.len();
        let min = per.iter().map(|x| x.1.min).min().unwrap_or(u64::MAX);
        let max = per.iter().map(|x| x.1.max).max().unwrap_or(0);
        let known = min != u64::MAX && max > 0;
        let min_ratio = if known { min as f64 / avg } else { 1.0 };
        let max_ratio = max as f64 / avg;
        // Instances of one rank should be alike; with one visit per rank the differences are
        // between ranks, which is load balance's business.
        let variable = known
            && v >= 2 * per.len() as u64
            && (max_ratio >= th.deviation_max || min_ratio <= th.deviation_min);
        let variable_cost = |per: &[(u32, &PathStat)]| -> Vec<(u32, u64)> {
            per.iter()
                .map(|(r, s)| (*r, s.incl.saturating_sub(s.visits * min)))
                .filter(|x| x.1 > 0)
                .collect()
        };
        let mut push = |kind: &'static str, per_rank: Vec<(u32, u64)>| {
            found.push(Found {
                kind,
                cp,
                ns: per_rank.iter().map(|x| x.1).sum(),
                per_rank,
                entry: idx,
                avg,
            })
        };
        if let Some(exp) = expected {
            let e_ns: f64 = exp.iter().map(|x| x.1).sum();
            let per_visit = e_ns / v as f64;
            e.method = "baseline".into();
            e.expected = Some(per_visit * 1e-9);
            e.ratio = if e_ns > 0.0 { t as f64 / e_ns } else { 0.0 };
            e.bottleneck = e_ns > 0.0 && e.ratio >= th.slow_ratio;
            if e.bottleneck && variable && (min as f64) <= th.slow_ratio * per_visit {
                // Slow on average, but its fastest visits run at the machine's speed: the
                // operation is not slow, some of its visits are.
                e.min_ratio = Some(min_ratio);
                push("variable_operation", variable_cost(&per));
            } else if e.bottleneck {
                let per_rank: Vec<(u32, u64)> = per
                    .iter()
                    .zip(&exp)
                    .map(|((r, s), (_, x))| (*r, (s.incl as f64 - x).max(0.0) as u64))
                    .filter(|x| x.1 > 0)
                    .collect();
                push("slow_operation", per_rank);
            }
        } else {
            e.method = "deviation".into();
            e.ratio = max_ratio;
            e.min_ratio = Some(min_ratio);
            e.bottleneck = variable;
            if variable {
                push("variable_operation", variable_cost(&per));
            }
        }
        entries.push(e);
    }
    let mut notes = Vec::new();
    match baseline {
        None => notes.push(
            "bottleneck detection: no baseline file for this machine, so deviation filtering \
             alone was used (run `ppw baseline` once to measure the machine, then analyze \
             again or pass --baseline FILE)"
                .to_string(),
        ),
        Some(b) => {
            for (op, ranks) in missing {
                let r: Vec<String> = ranks.iter().map(|r| r.to_string()).collect();
                let measured: BTreeSet<u32> = b
                    .collectives
                    .iter()
                    .filter(|c| c.op == op)
                    .map(|c| c.ranks)
                    .collect();
                let m: Vec<String> = measured.iter().map(|r| r.to_string()).collect();
                notes.push(format!(
                    "bottleneck detection: the baseline has no entry for {op} on {} ranks \
                     (measured: {}); deviation filtering was used for it (run `ppw baseline \
                     --max-ranks N` with more ranks)",
                    r.join(", "),
                    m.join(", ")
                ));
            }
            if !unknown.is_empty() {
                let u: Vec<&str> = unknown.iter().map(String::as_str).collect();
                notes.push(format!(
                    "bottleneck detection: the baseline does not measure {}; deviation \
                     filtering was used for them",
                    u.join(", ")
                ));
            }
        }
    }
    Detection {
        entries,
        found,
        notes,
    }
}

/// Time-window requests for the cause analysis: for every detected entry, on every location,
/// the first `cap` visits (in time order) that took longer than the entry's average, sent to
/// the partners of the visit (message peers; the other members of a collective). Returns
/// (partner location, window) with `finding` = `base` + index into `found`. In a partitioned
/// analysis the owners of the locations find them ([`Question::BottleneckWindows`]).
pub(crate) fn windows(f: &Facts<'_>, found: &[Found], cap: u32, base: u32) -> Vec<(u32, Window)> {
    if found.is_empty() {
        return Vec::new();
    }
    let found: Vec<(u32, f64)> = found.iter().map(|b| (b.cp, b.avg)).collect();
    if let Some(o) = f.owners {
        let per: Vec<Vec<(u32, Window)>> =
            per_location(o, &Question::BottleneckWindows { found, cap, base });
        return per.into_iter().flatten().collect();
    }
    let index = Index::new(&found);
    let members = |inst: u32, _comm: u32| -> Vec<u32> {
        f.insts
            .at(inst as usize)
            .members
            .iter()
            .map(|(m, _)| m)
            .collect()
    };
    (0..f.locs.len())
        .into_par_iter()
        .map(|l| {
            windows_of(
                &f.locs[l], l as u32, &f.maps[l], &index, cap, base, &members,
            )
        })
        .collect::<Vec<_>>()
        .into_iter()
        .flatten()
        .collect()
}

/// The detected entries' call paths (-> index) and average visits.
pub(crate) struct Index<'a> {
    of: BTreeMap<u32, u32>,
    found: &'a [(u32, f64)],
}

impl<'a> Index<'a> {
    /// `found`: (call path, average visit in ns) per detected entry.
    pub(crate) fn new(found: &'a [(u32, f64)]) -> Index<'a> {
        Index {
            of: found
                .iter()
                .enumerate()
                .map(|(i, b)| (b.0, i as u32))
                .collect(),
            found,
        }
    }
}

/// [`windows`] of location `l` (`d`, node-to-path `map`); `members(instance, communicator)`
/// names the locations of a collective instance's members.
pub(crate) fn windows_of(
    d: &LocData,
    l: u32,
    map: &[u32],
    index: &Index<'_>,
    cap: u32,
    base: u32,
    members: &(dyn Fn(u32, u32) -> Vec<u32> + Sync),
) -> Vec<(u32, Window)> {
    let mut out = Vec::new();
    if index.of.is_empty() {
        return out;
    }
    // Selected calls: call index -> finding.
    let mut taken = vec![0u32; index.found.len()];
    let mut sel: BTreeMap<u32, u32> = BTreeMap::new();
    for (ci, c) in d.calls.iter().enumerate() {
        let Some(&b) = index.of.get(&map[c.node as usize]) else {
            continue;
        };
        if ((c.exit - c.enter) as f64) < index.found[b as usize].1 || taken[b as usize] >= cap {
            continue;
        }
        taken[b as usize] += 1;
        sel.insert(ci as u32, b);
    }
    if sel.is_empty() {
        return out;
    }
    let mut targets: BTreeSet<(u32, u32)> = BTreeSet::new();
    for s in &d.sends {
        for c in [s.call, s.cmpl] {
            if sel.contains_key(&c) && s.r_loc != NONE {
                targets.insert((c, s.r_loc));
            }
        }
    }
    for r in &d.recvs {
        if sel.contains_key(&r.call) && r.s_loc != NONE {
            targets.insert((r.call, r.s_loc));
        }
    }
    for c in &d.colls {
        if c.instance == NONE {
            continue;
        }
        for k in [c.call, c.cmpl] {
            if sel.contains_key(&k) {
                for m in members(c.instance, c.comm) {
                    if m != l {
                        targets.insert((k, m));
                    }
                }
            }
        }
    }
    for (call, remote) in targets {
        let c = d.calls.at(call as usize);
        out.push((
            remote,
            Window {
                start: c.enter,
                end: c.exit,
                finding: base + sel[&call],
            },
        ));
    }
    out
}

/// What the partners did during the windows of one detected entry: (rank, call path, ns).
pub(crate) type Activity = Vec<(u32, u32, u64)>;

/// The cause of a detected entry from the partners' activity in its windows.
pub(crate) fn cause(f: &Facts<'_>, b: &Found, activity: Option<&Activity>) -> Cause {
    let waits = f.waits.get(&b.cp).cloned().unwrap_or_default();
    let wait_ns: u64 = waits.iter().map(|x| x.1).sum();
    let mut wait_text = String::new();
    if wait_ns > 0 {
        let mut w = waits.clone();
        w.sort_by_key(|x| std::cmp::Reverse(x.1));
        let names: Vec<&str> = w.iter().take(3).map(|x| x.0).collect();
        wait_text = format!(
            " Wait states at this call path ({}) account for {} of it.",
            names.join(", "),
            secs(wait_ns)
        );
    }
    let Some(act) = activity.filter(|a| !a.is_empty()) else {
        let why = if !f.traced {
            "Profile data only: the cause needs trace data (record with `ppw run --trace`)."
        } else if f.is_mpi(b.cp) {
            "No partner activity was found in its time windows."
        } else {
            "A local region: no remote operation can delay it; the variation comes from the \
             region's own work or from the system."
        };
        return Cause {
            ranks: Vec::new(),
            functions: Vec::new(),
            callpath: String::new(),
            text: format!("{why}{wait_text}"),
        };
    };
    let total: u64 = act.iter().map(|x| x.2).sum();
    let mut busy_rank: BTreeMap<u32, u64> = BTreeMap::new();
    let mut busy_path: BTreeMap<u32, u64> = BTreeMap::new();
    for &(rank, cp, ns) in act {
        if cp != 0 && !f.inside_mpi(cp) {
            *busy_rank.entry(rank).or_default() += ns;
            *busy_path.entry(cp).or_default() += ns;
        }
    }
    let busy: u64 = busy_rank.values().sum();
    let mut ranks: Vec<(u32, u64)> = busy_rank.into_iter().collect();
    ranks.sort_by_key(|&(r, ns)| (std::cmp::Reverse(ns), r));
    let top = busy_path
        .iter()
        .max_by(|a, b| a.1.cmp(b.1).then(b.0.cmp(a.0)))
        .map(|(cp, ns)| (*cp, *ns));
    let pct = |a: u64, b: u64| {
        if b == 0 {
            0
        } else {
            (a as f64 * 100.0 / b as f64).round() as u64
        }
    };
    match top {
        Some((cp, ns)) if busy * 2 >= total => Cause {
            ranks: ranks.iter().map(|x| x.0).collect(),
            functions: Vec::new(),
            callpath: f.names[cp as usize].clone(),
            text: format!(
                "During its slower visits the partners were busy outside MPI for {}% of the \
                 time, mostly rank {} in {} ({}%): it waits for their work.{wait_text}",
                pct(busy, total),
                ranks[0].0,
                f.names[cp as usize],
                pct(ns, total)
            ),
        },
        _ => Cause {
            ranks: Vec::new(),
            functions: Vec::new(),
            callpath: String::new(),
            text: format!(
                "During its slower visits the partners were themselves inside MPI for {}% of \
                 the time: the delay is in the MPI library, the network or the system, not in \
                 other ranks' work.{wait_text}",
                100 - pct(busy, total)
            ),
        },
    }
}

/// The finding's detail sentence and numbers.
pub(crate) fn detail(e: &BottleneckEntry, b: &Found) -> (String, BTreeMap<String, f64>) {
    let mut data = BTreeMap::new();
    data.insert("average".to_string(), e.average);
    data.insert("ratio".to_string(), e.ratio);
    data.insert("visits".to_string(), e.visits as f64);
    data.insert("wait_states".to_string(), e.wait_states);
    let text = if b.kind == "slow_operation" {
        let exp = e.expected.unwrap_or(0.0);
        data.insert("expected".to_string(), exp);
        format!(
            "{} visits averaging {} against {} expected on this machine ({:.1}x the baseline).",
            crate::result::text::thousands(e.visits),
            secs((e.average * 1e9) as u64),
            secs((exp * 1e9) as u64),
            e.ratio
        )
    } else {
        let mr = e.min_ratio.unwrap_or(1.0);
        data.insert("min_ratio".to_string(), mr);
        format!(
            "{} visits averaging {}; the longest takes {:.1}x and the shortest {:.2}x the \
             average.",
            crate::result::text::thousands(e.visits),
            secs((e.average * 1e9) as u64),
            e.ratio,
            mr
        )
    };
    (text, data)
}
