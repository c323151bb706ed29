//! What to fix first, for people: the root causes with their gain and a sentence each, and
//! every finding's gain (how much shorter the run would be without it), from the delay costs
//! and the critical path (docs/ANALYSIS.md, Root causes and critical path).

use super::Output;
use crate::replay::records::LocData;
use crate::result::analysis::{CriticalStretch, Finding, RootCause};
use crate::result::text::secs;
use rustc_hash::FxHashMap as HashMap;

/// What the texts and gains need to know about call paths.
pub(crate) struct Paths<'a> {
    /// Name of every global call path.
    pub(crate) names: &'a [String],
    /// Parent of every global call path (`u32::MAX` for roots).
    pub(crate) parents: &'a [u32],
    /// Leaf region name of a call path.
    pub(crate) leaf: &'a dyn Fn(u32) -> String,
    /// `file.c:LINE` of a call path's call site.
    pub(crate) source: &'a dyn Fn(u32) -> Option<String>,
}

/// Root causes listed at most.
pub(crate) const MAX_ROOT_CAUSES: usize = 20;

fn ranks_text(r: &[u32]) -> String {
    let runs = ppw_event::ranks::runs(r);
    let mut parts: Vec<String> = runs
        .iter()
        .take(6)
        .map(ppw_event::ranks::run_text)
        .collect();
    if runs.len() > 6 {
        parts.push(format!("... ({} ranks)", r.len()));
    }
    let word = if r.len() == 1 { "rank" } else { "ranks" };
    format!("{word} {}", parts.join(", "))
}

fn ns(s: f64) -> u64 {
    s.max(0.0).round() as u64
}

/// The root causes, by descending gain (then total delay), at least `min_ns` of delay each.
pub(crate) fn root_causes(
    out: &Output,
    p: &Paths<'_>,
    min_ns: f64,
    with_path: bool,
) -> Vec<RootCause> {
    let mut v: Vec<RootCause> = out
        .delays
        .iter()
        .filter(|(_, d)| d.short + d.long >= min_ns && d.short > 0.0)
        .map(|(&(rank, cp), d)| {
            let on = out.on_path.get(&(rank, cp)).copied().unwrap_or(0.0);
            let gain = if with_path { d.slack.min(on) } else { 0.0 };
            let victims: Vec<u32> = d.victims.iter().copied().collect();
            let name = (p.leaf)(cp);
            let source = (p.source)(cp);
            let at = source.as_ref().map_or(String::new(), |s| format!(" ({s})"));
            let path = if !with_path {
                String::new()
            } else if on > 0.0 {
                format!("; it is on the critical path for {}", secs(ns(on)))
            } else {
                "; it is not on the critical path, so the run gets no shorter without it".into()
            };
            let how = if d.long < 0.005 * (d.short + d.long) {
                "directly".to_string()
            } else {
                format!(
                    "{} directly and {} through propagation",
                    secs(ns(d.short)),
                    secs(ns(d.long))
                )
            };
            let saves = if with_path && gain > 0.0 {
                format!(
                    "; without it the run would be up to {} shorter",
                    secs(ns(gain))
                )
            } else {
                String::new()
            };
            let text = format!(
                "rank {rank}'s {name}{at} delays {} by {}{}{path}{saves}",
                ranks_text(&victims),
                secs(ns(d.short + d.long)),
                if how == "directly" {
                    " directly".to_string()
                } else {
                    format!(": {how}")
                },
            );
            RootCause {
                rank,
                callpath: p.names[cp as usize].clone(),
                source,
                direct_seconds: d.short * 1e-9,
                propagated_seconds: d.long * 1e-9,
                delayed_ranks: victims,
                critical_path_seconds: on * 1e-9,
                gain_seconds: gain * 1e-9,
                text,
            }
        })
        .collect();
    v.sort_by(|a, b| {
        b.gain_seconds
            .total_cmp(&a.gain_seconds)
            .then(
                (b.direct_seconds + b.propagated_seconds)
                    .total_cmp(&(a.direct_seconds + a.propagated_seconds)),
            )
            .then(a.rank.cmp(&b.rank))
            .then(a.callpath.cmp(&b.callpath))
    });
    v.truncate(MAX_ROOT_CAUSES);
    v
}

/// Every finding's gain: for a wait state, its share of the direct delays that caused it, each
/// worth the part of the delay on the critical path; for any other problem, its cost at most
/// the critical-path time of its call path (with callees) on its ranks.
pub(crate) fn gains(out: &Output, findings: &mut [Finding], p: &Paths<'_>) {
    let index: HashMap<&str, u32> = p
        .names
        .iter()
        .enumerate()
        .map(|(i, n)| (n.as_str(), i as u32))
        .collect();
    // The critical path per (rank, call path), with callees.
    let mut incl: HashMap<(u32, u32), f64> = HashMap::default();
    for (&(rank, cp), &t) in &out.on_path {
        let mut c = cp;
        while (c as usize) < p.parents.len() {
            *incl.entry((rank, c)).or_default() += t;
            c = p.parents[c as usize];
        }
    }
    // The root causes' gains per (rank, call path), with callees.
    let mut fixes: HashMap<(u32, u32), f64> = HashMap::default();
    for (&(rank, cp), d) in &out.delays {
        let g = d
            .slack
            .min(out.on_path.get(&(rank, cp)).copied().unwrap_or(0.0));
        let mut c = cp;
        while g > 0.0 && (c as usize) < p.parents.len() {
            *fixes.entry((rank, c)).or_default() += g;
            c = p.parents[c as usize];
        }
    }
    let sum = |m: &HashMap<(u32, u32), f64>, ranks: &[u32], cp: u32| -> f64 {
        if ranks.is_empty() {
            m.iter().filter(|(k, _)| k.1 == cp).map(|x| *x.1).sum()
        } else {
            ranks
                .iter()
                .map(|&r| m.get(&(r, cp)).copied().unwrap_or(0.0))
                .sum()
        }
    };
    for f in findings.iter_mut() {
        let Some(&cp) = index.get(f.callpath.as_str()) else {
            continue;
        };
        if let Some(fam) = super::metrics::family_of(&f.kind) {
            let mut gain = 0.0;
            if let Some(by) = out.attribution.get(&(fam as u8, cp)) {
                for (&culprit, &amount) in by {
                    let Some(d) = out.delays.get(&culprit) else {
                        continue;
                    };
                    let on = out.on_path.get(&culprit).copied().unwrap_or(0.0);
                    if d.short > 0.0 {
                        gain += amount / d.short * d.slack.min(on);
                    }
                }
            }
            f.gain_seconds = Some((gain * 1e-9).min(f.seconds));
        } else if crate::patterns::PATTERNS
            .iter()
            .all(|x| x.meta().id != f.kind)
        {
            // An automatic analysis's finding: what removing the delays inside it saves, if it
            // caused wait states; else its loss where it is on the critical path.
            let fixed = sum(&fixes, &f.ranks, cp);
            let on = sum(&incl, &f.ranks, cp);
            let g = if fixed > 0.0 { fixed } else { on };
            f.gain_seconds = Some(f.seconds.min(g * 1e-9));
        }
    }
}

/// The critical path's stretches in time order, in seconds.
pub(crate) fn stretches(out: &Output, locs: &[LocData]) -> Vec<CriticalStretch> {
    let mut v: Vec<CriticalStretch> = out
        .stretches
        .iter()
        .filter(|s| s.end > s.start)
        .map(|s| CriticalStretch {
            rank: locs[s.loc as usize].rank,
            thread: locs[s.loc as usize].thread,
            location: s.loc,
            start: s.start as f64 * 1e-9,
            end: s.end as f64 * 1e-9,
        })
        .collect();
    v.reverse();
    v
}
