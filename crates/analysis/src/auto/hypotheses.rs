//! Execution hypotheses in the spirit of Paradyn's Performance Consultant (seed 004:
//! CPUBound, ExcessiveIOBlockingTime), plus the system-time hypothesis Paradyn lacked (it
//! failed PPerfMark's `system-time` program for want of a system-time metric).
//!
//! - `cpu_bound`: a region's exclusive computation time dominates its rank (>= `cpu_share` of
//!   the rank's time) *and* is CPU time: the CPU time attributed to it from the CPU-time
//!   samples is >= `cpu_ratio` of the wall-clock time the samples covered. A sleeping or
//!   blocked region has no CPU time and is not CPU-bound.
//! - `system_time`: the rank's system CPU time (process CPU times at MPI_Init and
//!   MPI_Finalize) is >= `system_share` of its CPU time, and so is the sampled system time
//!   outside MPI calls; localized to the region outside MPI with the most system time.
//! - `io_blocking`: time in I/O calls per call path (not those made inside MPI calls) that
//!   was not CPU time: where the CPU samples around the calls (the runtime samples I/O calls,
//!   rate-limited) cover them and show CPU time >= `io_cpu_ratio` of their wall-clock time,
//!   the calls ran in the kernel rather than waited (a tight loop of small writes), and that
//!   time is `system_time`'s, not a wait for I/O.

use crate::auto::finding::Extra;
use crate::auto::stats::Facts;
use crate::replay::classify::Cat;
use crate::result::analysis::Cause;
use crate::result::text::{bytes, secs, thousands};
use std::collections::BTreeMap;

fn no_cause(text: String) -> Cause {
    Cause {
        ranks: Vec::new(),
        functions: Vec::new(),
        callpath: String::new(),
        text,
    }
}

fn pct(x: f64) -> String {
    format!("{:.0}%", x * 100.0)
}

/// CPU-bound regions.
pub(crate) fn cpu_bound(f: &Facts<'_>, notes: &mut Vec<String>) -> Vec<Extra> {
    let th = f.th;
    // cp -> per rank (rank, exclusive ns, cpu ns, sampled wall ns, share).
    type Hit = (u32, u64, u64, u64, f64);
    let mut hits: BTreeMap<u32, Vec<Hit>> = BTreeMap::new();
    let mut undecided: BTreeMap<u32, u32> = BTreeMap::new();
    for (&(rank, cp), s) in &f.stats {
        if f.is_mpi(cp) {
            continue;
        }
        let e = s.excl[Cat::Computation as usize];
        let rt = f.rank_core.get(rank as usize).copied().unwrap_or(0);
        if rt == 0 || e == 0 {
            continue;
        }
        let share = e as f64 / rt as f64;
        if share < th.cpu_share {
            continue;
        }
        let cpu = s.cpu_user + s.cpu_system;
        if s.cpu_wall * 2 < s.excl_total() {
            *undecided.entry(cp).or_default() += 1;
            continue;
        }
        if (cpu as f64) < th.cpu_ratio * s.cpu_wall as f64 {
            continue;
        }
        hits.entry(cp)
            .or_default()
            .push((rank, e, cpu, s.cpu_wall, share));
    }
    if !f.cpu_sampled {
        if !undecided.is_empty() {
            notes.push(
                "cpu_bound and system_time: the experiment has no CPU-time samples (ppw run \
                 records them; OTF2 traces and older experiments lack them), so whether \
                 dominant regions compute or wait is not decided"
                    .into(),
            );
        }
    } else {
        for (cp, n) in &undecided {
            notes.push(format!(
                "cpu_bound: {} dominates {n} rank(s) but was not covered by CPU-time samples \
                 (too deep in the call tree, or rate-limited); not decided",
                f.names[*cp as usize]
            ));
        }
    }
    let mut out = Vec::new();
    for (cp, v) in hits {
        let ns: u64 = v.iter().map(|x| x.1).sum();
        if !f.significant(ns) {
            continue;
        }
        let cpu: u64 = v.iter().map(|x| x.2).sum();
        let wall: u64 = v.iter().map(|x| x.3).sum::<u64>().max(1);
        let ratio = (cpu as f64 / wall as f64).min(1.0);
        let share = v.iter().map(|x| x.4).fold(0.0, f64::max);
        let mut data = BTreeMap::new();
        data.insert("cpu_ratio".to_string(), ratio);
        data.insert("share".to_string(), share);
        let nr = v.len();
        out.push(Extra {
            kind: "cpu_bound",
            cp,
            source: f.source(cp),
            caller: None,
            per_rank: v.iter().map(|x| (x.0, x.1)).collect(),
            rank: None,
            cause: no_cause(format!(
                "Its own computation: it runs on the CPU {} of its time.",
                pct(ratio)
            )),
            detail: format!(
                "Exclusive computation of {} on {nr} rank(s), up to {} of a rank's time; CPU \
                 time is {} of its wall-clock time.",
                secs(ns),
                pct(share),
                pct(ratio)
            ),
            data,
        });
    }
    out
}

/// Excessive system time.
pub(crate) fn system_time(f: &Facts<'_>, notes: &mut Vec<String>) -> Vec<Extra> {
    let th = f.th;
    // Sampled CPU per rank: (user, system, system outside MPI, best (cp, system)).
    type Sampled = (u64, u64, u64, Option<(u32, u64)>);
    let mut sampled: BTreeMap<u32, Sampled> = BTreeMap::new();
    for (&(rank, cp), s) in &f.stats {
        if s.cpu_wall == 0 && s.cpu_user + s.cpu_system == 0 {
            continue;
        }
        let e = sampled.entry(rank).or_default();
        e.0 += s.cpu_user;
        e.1 += s.cpu_system;
        if !f.inside_mpi(cp) {
            e.2 += s.cpu_system;
            if s.cpu_system > 0 && e.3.is_none_or(|b| s.cpu_system > b.1) {
                e.3 = Some((cp, s.cpu_system));
            }
        }
    }
    let mut hits: BTreeMap<u32, Vec<(u32, u64, f64)>> = BTreeMap::new();
    let mut unlocalized = 0;
    for rank in f.ranks_with_data() {
        let info = f.defs.rank_info.get(rank as usize);
        let (user, system) = match info.map(|i| i.cpu.as_slice()) {
            Some([a, .., b]) => (
                b.user_ns.saturating_sub(a.user_ns),
                b.system_ns.saturating_sub(a.system_ns),
            ),
            _ => match sampled.get(&rank) {
                Some(s) => (s.0, s.1),
                None => continue,
            },
        };
        if user + system == 0 {
            continue;
        }
        let share = system as f64 / (user + system) as f64;
        if share < th.system_share {
            continue;
        }
        match sampled.get(&rank) {
            Some(&(su, ss, out, Some((cp, _)))) if su + ss > 0 => {
                // The samples cover the program from its top region's enter to its exit; the
                // system time they attribute outside MPI calls is the finding's cost.
                let out_share = out as f64 / (su + ss) as f64;
                if out_share < th.system_share {
                    continue;
                }
                hits.entry(cp).or_default().push((rank, out, share));
            }
            Some(_) => continue,
            None => {
                // Without samples MPI's own system time (start-up, polling) cannot be told
                // apart: only a rank that spends a tenth of its time in the kernel counts.
                let core = f.rank_core.get(rank as usize).copied().unwrap_or(0);
                if system * 10 < core {
                    continue;
                }
                // No samples: the whole rank's system time at its top region.
                let top = f
                    .stats
                    .iter()
                    .filter(|((r, cp), _)| *r == rank && f.cps.paths[*cp as usize].0 == 0)
                    .max_by_key(|(k, s)| (s.incl, std::cmp::Reverse(k.1)))
                    .map(|(k, _)| k.1);
                if let Some(cp) = top {
                    unlocalized += 1;
                    hits.entry(cp).or_default().push((rank, system, share));
                }
            }
        }
    }
    if unlocalized > 0 {
        notes.push(format!(
            "system_time: {unlocalized} rank(s) have no CPU-time samples; their system time is \
             reported at their top region, not localized"
        ));
    }
    let mut out = Vec::new();
    for (cp, v) in hits {
        let ns: u64 = v.iter().map(|x| x.1).sum();
        if !f.significant(ns) {
            continue;
        }
        let share = v.iter().map(|x| x.2).fold(0.0, f64::max);
        let mut data = BTreeMap::new();
        data.insert("system_share".to_string(), share);
        out.push(Extra {
            kind: "system_time",
            cp,
            source: f.source(cp),
            caller: None,
            per_rank: v.iter().map(|x| (x.0, x.1)).collect(),
            rank: None,
            cause: no_cause(format!(
                "System calls made by {} (outside MPI).",
                f.names[cp as usize]
            )),
            detail: format!(
                "{} of system CPU time on {} rank(s); system time is up to {} of a rank's \
                 CPU time.",
                secs(ns),
                v.len(),
                pct(share)
            ),
            data,
        });
    }
    out
}

/// Time blocked in I/O calls.
pub(crate) fn io_blocking(f: &Facts<'_>, notes: &mut Vec<String>) -> Vec<Extra> {
    // cp -> per rank (rank, wall ns, visits, bytes); and the CPU samples (cpu ns, sampled ns).
    let mut per: BTreeMap<u32, Vec<(u32, u64, u64, u64)>> = BTreeMap::new();
    let mut cpu: BTreeMap<u32, (u64, u64)> = BTreeMap::new();
    for (&(rank, cp), s) in &f.stats {
        if !f.class(cp).is_some_and(|c| c.io) || f.inside_mpi(cp) {
            continue;
        }
        per.entry(cp)
            .or_default()
            .push((rank, s.incl, s.visits, s.io_bytes));
        let c = cpu.entry(cp).or_default();
        c.0 += s.cpu_user + s.cpu_system;
        c.1 += s.cpu_wall;
    }
    let mut out = Vec::new();
    for (cp, v) in per {
        let ns: u64 = v.iter().map(|x| x.1).sum();
        if !f.significant(ns) {
            continue;
        }
        // Covered by CPU samples and mostly CPU time: not blocked.
        let (c, sampled) = cpu.get(&cp).copied().unwrap_or((0, 0));
        if sampled * 2 >= ns && c as f64 >= f.th.io_cpu_ratio * sampled as f64 {
            notes.push(format!(
                "io_blocking: {} in {} was {} CPU time (user and system), not waiting for I/O: \
                 see system_time",
                secs(ns),
                f.names[cp as usize],
                pct((c as f64 / sampled.max(1) as f64).min(1.0))
            ));
            continue;
        }
        let calls: u64 = v.iter().map(|x| x.2).sum();
        let b: u64 = v.iter().map(|x| x.3).sum();
        let mut data = BTreeMap::new();
        data.insert("calls".to_string(), calls as f64);
        data.insert("bytes".to_string(), b as f64);
        let caller = f.cps.paths[cp as usize].0;
        let who = if caller == 0 {
            "the program".to_string()
        } else {
            f.names[caller as usize].clone()
        };
        out.push(Extra {
            kind: "io_blocking",
            cp,
            source: f.source(cp),
            caller: None,
            per_rank: v.iter().filter(|x| x.1 > 0).map(|x| (x.0, x.1)).collect(),
            rank: None,
            cause: no_cause(format!("I/O requested by {who}.")),
            detail: format!(
                "{} calls of {} moved {} and took {}.",
                thousands(calls),
                f.region_name(cp),
                bytes(b as f64),
                secs(ns)
            ),
            data,
        });
    }
    out
}
