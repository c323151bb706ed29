//! The automatic analyses beyond wait states (thesis Ch. 5 and Paradyn's hypotheses): bottleneck
//! detection with cause analysis, load balance at three levels, barrier redundancy, frequency
//! analysis, and the execution hypotheses. They run after the severity cube, in two steps:
//! [`prepare`] runs everything that needs no second look at the events and returns the
//! time-window requests of the rest (causes of detected bottlenecks, regions responsible for
//! imbalanced blocks); the driver answers them in the same second pass as the wait-state cause
//! analysis; [`finish`] turns the answers into findings.
//!
//! One file per analysis ([`bottleneck`], [`balance`], [`redundancy`], [`frequency`],
//! [`hypotheses`]); [`stats`] holds what they all read, [`finding`] the shape of their findings
//! before they join the ranked list, [`kinds`] the registry of finding kinds (definition,
//! formula, hint), [`thresholds`] the registry of thresholds, [`baseline`] the machine's
//! expected operation times, and [`cause`] the second pass that answers time-window requests
//! (for these analyses and for the wait-state findings), [`onesided`] the per-window
//! one-sided statistics (Paradyn's RMA metrics). A new finding kind is one file here plus one
//! row of [`kinds`].

pub(crate) mod ask;
pub(crate) mod balance;
pub(crate) mod baseline;
pub(crate) mod bottleneck;
pub(crate) mod cause;
pub(crate) mod finding;
pub(crate) mod frequency;
pub(crate) mod hypotheses;
pub(crate) mod interference;
pub(crate) mod kinds;
pub(crate) mod onesided;
pub(crate) mod owners;
pub(crate) mod redundancy;
pub(crate) mod samples;
pub(crate) mod stats;
pub(crate) mod thresholds;

use self::balance::{Group, Imbalance};
use self::baseline::Baseline;
use self::bottleneck::{Activity, Detection};
use self::cause::Window;
use self::finding::Extra;
use self::stats::Facts;
use crate::result::analysis::{BottleneckEntry, Cause, Finding, LoadBalance};
use crate::result::text::rank_list;
use std::collections::BTreeMap;

/// A detected bottleneck is left to the wait-state findings at its call path if they explain
/// at least this share of its cost.
const EXPLAINED: f64 = 0.8;

/// What [`prepare`] found, plus the windows it needs answered.
pub(crate) struct Prepared {
    detection: Detection,
    groups: Vec<Group>,
    blocks: (u64, u64),
    /// First finding id of the bottleneck windows and of the block windows.
    bottleneck_base: u32,
    block_base: u32,
    /// (location, window) requests.
    pub(crate) windows: Vec<(u32, Window)>,
    /// Number of ids used by these windows, from `bottleneck_base`.
    pub(crate) ids: u32,
    /// The redundant barriers and their notes (found here: a partitioned analysis asks the
    /// owners of the records, who answer only before the cause pass).
    redundant: (Vec<Extra>, Vec<String>),
}

/// Run the detections; window ids start at `base`.
pub(crate) fn prepare(
    f: &Facts<'_>,
    baseline: Option<&Baseline>,
    cap: u32,
    base: u32,
    cause: bool,
) -> Prepared {
    let detection = bottleneck::detect(f, baseline);
    let (total, imbalanced, groups) = if f.traced {
        balance::blocks(f, cap)
    } else {
        (0, 0, Vec::new())
    };
    let bottleneck_base = base;
    let block_base = base + detection.found.len() as u32;
    let mut windows = Vec::new();
    if cause && f.traced {
        windows.extend(bottleneck::windows(
            f,
            &detection.found,
            cap,
            bottleneck_base,
        ));
        windows.extend(balance::windows(f, &groups, block_base));
    }
    let mut notes = Vec::new();
    let redundant = (redundancy::analyze(f, &mut notes), notes);
    Prepared {
        redundant,
        ids: detection.found.len() as u32 + 2 * groups.len() as u32,
        detection,
        groups,
        blocks: (total, imbalanced),
        bottleneck_base,
        block_base,
        windows,
    }
}

/// The automatic analyses' results.
pub(crate) struct AutoOut {
    pub(crate) findings: Vec<Finding>,
    pub(crate) entries: Vec<BottleneckEntry>,
    pub(crate) load_balance: LoadBalance,
    pub(crate) notes: Vec<String>,
}

/// Turn the answered windows into findings. `answers` holds (id, rank, call path, ns) for the
/// ids of [`Prepared`] (absolute ids).
pub(crate) fn finish(
    f: &Facts<'_>,
    p: Prepared,
    answers: &[(u32, u32, u32, u64)],
    cause_ran: bool,
) -> AutoOut {
    let mut notes = p.detection.notes.clone();
    // Per-id answers.
    let mut by_id: BTreeMap<u32, Activity> = BTreeMap::new();
    for &(id, rank, cp, ns) in answers {
        by_id.entry(id).or_default().push((rank, cp, ns));
    }
    let mut extras: Vec<Extra> = Vec::new();
    let disturbed = interference::measure(f);
    // Time taken off other findings because the ranks waited for a CPU (ns).
    let mut explained = 0u64;

    // Load balance.
    let (ranks, comp_ratio, comp_rank) = balance::high_level(f);
    let mut imbalances: Vec<Imbalance> = balance::event_level(f);
    let mut block_groups = Vec::new();
    for (g, grp) in p.groups.iter().enumerate() {
        let significant = f.significant(grp.ns);
        let region = if significant {
            let mut worst: BTreeMap<u32, u64> = BTreeMap::new();
            let mut others: BTreeMap<u32, u64> = BTreeMap::new();
            let id = p.block_base + 2 * g as u32;
            for (rank_cp_ns, into) in [
                (by_id.get(&id), &mut worst),
                (by_id.get(&(id + 1)), &mut others),
            ] {
                for &(_, cp, ns) in rank_cp_ns.map(|v| v.as_slice()).unwrap_or(&[]) {
                    *into.entry(cp).or_default() += ns;
                }
            }
            let r = balance::responsible(f, grp, &worst, &others);
            imbalances.push(balance::group_imbalance(f, grp, r));
            Some(r)
        } else {
            None
        };
        if block_groups.len() < 20 {
            block_groups.push(balance::group_json(f, grp, region));
        }
    }
    if !f.traced {
        notes.push(
            "load balance: block level needs trace data; event level and the per-rank split \
             are from the profiles"
                .into(),
        );
    }
    // One load_imbalance per call path: the level with the larger cost, both texts.
    let mut by_cp: BTreeMap<u32, Vec<Imbalance>> = BTreeMap::new();
    for i in imbalances {
        by_cp.entry(i.cp).or_default().push(i);
    }
    for (cp, v) in by_cp {
        // Several block groups of one region (e.g. the first block after MPI_Init and the
        // loop's blocks) add up.
        let (blocks, mut v): (Vec<Imbalance>, Vec<Imbalance>) =
            v.into_iter().partition(|i| i.blocks.is_some());
        if let Some(b) = balance::merge_blocks(blocks) {
            v.push(b);
        }
        v.sort_by(|a, b| {
            b.ns.cmp(&a.ns)
                .then(a.blocks.is_some().cmp(&b.blocks.is_some()))
        });
        let best = v[0].clone();
        let mut data = BTreeMap::new();
        data.insert("max_over_avg".to_string(), best.max_over_avg);
        let mut texts: Vec<String> = Vec::new();
        for i in &v {
            texts.push(i.text.clone());
            if let Some((b, im)) = i.blocks {
                data.insert("blocks".to_string(), b as f64);
                data.insert("imbalanced_blocks".to_string(), im as f64);
            } else {
                data.insert("event_max_over_avg".to_string(), i.max_over_avg);
            }
        }
        // A rank slower only because it waited for a CPU more than the others has no extra
        // work (system_interference).
        let (per_rank, off) = disturbed.reduce_excess(f, cp, &best.per_rank);
        let left: u64 = per_rank.iter().map(|x| x.1).sum();
        if off > 0 && !f.significant(left) {
            explained = explained.saturating_add(off);
            notes.push(format!(
                "load_imbalance in {}: the slower rank(s) waited for a CPU more than the others \
                 (system_interference explains {} of {}); not reported as an imbalance",
                f.names[cp as usize],
                crate::result::text::secs(off),
                crate::result::text::secs(off + left)
            ));
            continue;
        }
        explained = explained.saturating_add(off);
        let mut cause = match best.worst {
            Some(r) => {
                let all: Vec<u32> = (0..f.defs.ranks).collect();
                let name = &f.names[cp as usize];
                // The rank's own cost: its time beyond the average.
                let cost: u64 = best.per_rank.iter().filter(|x| x.0 == r).map(|x| x.1).sum();
                match samples::extra_work(f.defs, r, &all) {
                    // The samples place the extra work in a function.
                    Some(samples::Extra {
                        top: Some((func, extra)),
                        samples: total,
                        cpu_ns,
                    }) if cpu_ns * 2 >= cost => Cause {
                        ranks: vec![r],
                        functions: vec![crate::result::analysis::SampledFunction {
                            function: func.clone(),
                            samples: extra,
                        }],
                        callpath: name.clone(),
                        text: format!(
                            "Rank {r} has more work in {name} than the others: its \
                             program-counter samples exceed the other ranks' average most in \
                             {func} ({extra} of {total} extra samples)."
                        ),
                    },
                    // Sampled, but the extra time was not CPU time.
                    Some(x) => Cause {
                        ranks: vec![r],
                        functions: Vec::new(),
                        callpath: name.clone(),
                        text: format!(
                            "Rank {r} spends more time in {name} than the others, but not on a \
                             CPU: its program-counter samples account for {} of extra CPU \
                             time against {} of extra time, so it was blocked in calls, \
                             sleeping or waiting for a CPU (not computing more){}.",
                            crate::result::text::secs(x.cpu_ns),
                            crate::result::text::secs(cost),
                            crate::result::text::root_only_remark(name)
                        ),
                    },
                    None => Cause {
                        ranks: vec![r],
                        functions: Vec::new(),
                        callpath: name.clone(),
                        text: format!(
                            "Rank {r} has more work in {name} than the others{}.",
                            crate::result::text::root_only_remark(name)
                        ),
                    },
                }
            }
            None => {
                let mut rs: Vec<u32> = best.per_rank.iter().map(|x| x.0).collect();
                rs.sort_unstable();
                Cause {
                    ranks: rs.clone(),
                    functions: Vec::new(),
                    callpath: f.names[cp as usize].clone(),
                    text: format!("The extra work moves between ranks ({}).", rank_list(&rs)),
                }
            }
        };
        if off > 0 {
            cause.text = format!(
                "{} of the imbalance is the slower ranks' extra waiting for a CPU \
                 (system_interference); the cost is reduced by it. {}",
                crate::result::text::secs(off),
                cause.text
            );
            data.insert("interference_seconds".to_string(), off as f64 * 1e-9);
        }
        extras.push(Extra {
            kind: "load_imbalance",
            cp,
            source: f.source(cp),
            caller: None,
            per_rank,
            rank: Some(best.worst),
            cause,
            detail: texts.join(" "),
            data,
        });
    }

    // Bottlenecks (not where load imbalance already explains the call path).
    let imbalanced: std::collections::BTreeSet<u32> = extras.iter().map(|e| e.cp).collect();
    let mut entries = p.detection.entries;
    for (i, b) in p.detection.found.iter().enumerate() {
        if b.kind == "variable_operation" && imbalanced.contains(&b.cp) {
            continue;
        }
        let e = &mut entries[b.entry];
        // Wait states at the same call path that explain most of it are the more precise
        // diagnosis (thesis §5.2.2.2: cause analysis names the bottleneck's pattern).
        let waits = (e.wait_states * 1e9) as u64;
        if waits as f64 >= EXPLAINED * b.ns as f64 {
            e.explained_by_waits = true;
            continue;
        }
        // Time the ranks spent waiting for a CPU is not the operation's (system_interference).
        let (per_rank, off) = disturbed.reduce(f, b.cp, &b.per_rank);
        explained = explained.saturating_add(off);
        let left = b.ns.saturating_sub(off);
        if !f.significant(left) {
            continue;
        }
        // What waiting for a CPU leaves is mostly wait states: they are the diagnosis.
        if (waits.saturating_add(off)) as f64 >= EXPLAINED * b.ns as f64 {
            entries[b.entry].explained_by_waits = true;
            continue;
        }
        let e = &entries[b.entry];
        let act = by_id.get(&(p.bottleneck_base + i as u32));
        let mut cause = bottleneck::cause(f, b, act);
        let (detail, mut data) = bottleneck::detail(e, b);
        if off > 0 {
            let pct = off as f64 * 100.0 / b.ns.max(1) as f64;
            cause.text = format!(
                "{pct:.0}% of this time ({}) the ranks were waiting for a CPU \
                 (system_interference); the cost is reduced by that share. {}",
                crate::result::text::secs(off),
                cause.text
            );
            data.insert("interference_seconds".to_string(), off as f64 * 1e-9);
        }
        extras.push(Extra {
            kind: b.kind,
            cp: b.cp,
            source: f.source(b.cp),
            caller: None,
            per_rank,
            rank: None,
            cause,
            detail,
            data,
        });
    }

    extras.extend(p.redundant.0);
    notes.extend(p.redundant.1);
    extras.extend(frequency::analyze(f, &mut notes));
    for mut e in hypotheses::cpu_bound(f, &mut notes) {
        // Where inside the region the computation is, from the ranks' samples.
        let ranks: Vec<u32> = e.per_rank.iter().map(|x| x.0).collect();
        let (top, total) = samples::top(f.defs, &ranks, 3);
        if total > 0 {
            let list: Vec<String> = top
                .iter()
                .map(|(name, n)| format!("{name} ({:.0}%)", *n as f64 * 100.0 / total as f64))
                .collect();
            e.cause.text = format!(
                "{} Program-counter samples of its ranks: {} of {total}.",
                e.cause.text,
                list.join(", ")
            );
            e.cause.functions = top
                .into_iter()
                .map(
                    |(function, samples)| crate::result::analysis::SampledFunction {
                        function,
                        samples,
                    },
                )
                .collect();
        }
        // Wall-clock time a rank spent waiting for a CPU is not its computation's.
        let (per_rank, off) = disturbed.reduce_excess(f, e.cp, &e.per_rank);
        if off > 0 {
            explained = explained.saturating_add(off);
            let left: u64 = per_rank.iter().map(|x| x.1).sum();
            if !f.significant(left) {
                continue;
            }
            e.per_rank = per_rank;
            e.cause.text = format!(
                "{} of its wall-clock time the ranks were waiting for a CPU \
                 (system_interference); the cost is reduced by it. {}",
                crate::result::text::secs(off),
                e.cause.text
            );
            e.data
                .insert("interference_seconds".to_string(), off as f64 * 1e-9);
        }
        extras.push(e);
    }
    extras.extend(hypotheses::system_time(f, &mut notes));
    extras.extend(hypotheses::io_blocking(f, &mut notes));
    extras.extend(interference::finding(f, &disturbed, explained));

    let findings = extras
        .into_iter()
        .filter(|e| e.ns() > 0)
        .map(|mut e| {
            if !cause_ran {
                // As for wait states: without the cause analysis no finding claims a cause;
                // `detail` still says what was measured.
                e.cause = Cause {
                    ranks: Vec::new(),
                    functions: Vec::new(),
                    callpath: String::new(),
                    text: "The cause analysis was not run.".into(),
                };
            }
            finding::finish(f, e)
        })
        .collect();
    AutoOut {
        findings,
        entries,
        load_balance: LoadBalance {
            ranks,
            computation_max_over_avg: comp_ratio,
            computation_max_rank: comp_rank,
            blocks: p.blocks.0,
            imbalanced_blocks: p.blocks.1,
            block_groups,
        },
        notes,
    }
}
