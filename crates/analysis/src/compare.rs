//! Experiment-set analyses (thesis §5.2.3.1-2): scalability and revision comparison of several
//! analysed runs of one program.
//!
//! A run's time T is the longest rank's time between MPI_Init and MPI_Finalize (its top
//! region's inclusive time without MPI_Init and MPI_Finalize, from the call-path profile):
//! start-up and shut-down depend on the launcher, not on the program.
//!
//! - **Scalability** (runs with different rank counts): against the run with the fewest ranks
//!   (p0 ranks, time T0), run i has speed-up `T0 / Ti` and parallel efficiency
//!   `(T0 x p0) / (Ti x pi)` (strong scaling: 1 is perfect, towards 0 poor). Per call path,
//!   the exclusive time summed over ranks S stays constant under perfect strong scaling, so
//!   its efficiency is `S0 / Si`; `Si - S0` is the time it loses. A call path whose efficiency
//!   in the largest run is below 0.9 and that loses at least 1% of that run's total time (and 1
//!   ms) *loses efficiency*. The call paths shown are the 10
//!   longest of the reference and of the largest run.
//! - **Revision** (runs with equal rank counts, e.g. before and after a code change): against
//!   the first run, the time and total time, and the top call paths (the 10 longest of
//!   either run by exclusive time summed over ranks) side by side; a change of more than 5%
//!   (and 1 ms) is an improvement or a regression.
//!
//! Runs of different programs, or results of a newer ppw, are refused with the reason.
//!
//! ```
//! use ppw_event::TraceBuilder;
//! let run = |work: u64| {
//!     let mut b = TraceBuilder::new(2);
//!     for r in 0..2 {
//!         b.rank(r).enter(0, "main").enter(0, "work").exit(work).barrier(work, work + 10).exit(work + 20);
//!     }
//!     ppw_analysis::analyze(&b.build(), &Default::default()).unwrap()
//! };
//! let (old, new) = (run(2_000_000), run(1_000_000));
//! let c = ppw_analysis::compare(&[("old".into(), &old), ("new".into(), &new)], false).unwrap();
//! assert_eq!(c.kind, "revision");
//! let r = &c.revisions[0];
//! let work = r.regions.iter().find(|x| x.callpath == "main/work").unwrap();
//! assert_eq!(work.verdict, "improved");
//! ```

use crate::result::analysis::{Analysis, FORMAT_VERSION};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};
use std::fmt;

/// A region loses efficiency below this efficiency in the largest run ...
const EFFICIENCY_LOSS: f64 = 0.9;
/// ... if the time it loses is at least this share of the largest run's total time (and
/// `REVISION_MIN_SECONDS`).
const LOSS_SHARE: f64 = 0.01;
/// Relative change that counts as an improvement or a regression ...
const REVISION_CHANGE: f64 = 0.05;
/// ... if also at least this many seconds.
const REVISION_MIN_SECONDS: f64 = 0.001;

/// The comparison of a set of runs.
#[derive(Clone, Debug, Default, Serialize, Deserialize, PartialEq)]
pub struct Comparison {
    /// `scalability` or `revision`.
    pub kind: String,
    /// The runs in the order given.
    pub runs: Vec<RunInfo>,
    /// Scalability analysis (runs with different rank counts).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scalability: Option<Scalability>,
    /// Revision analysis: every run against the first (equal rank counts).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub revisions: Vec<Revision>,
    /// Remarks (runs of equal size in a scalability set, ...).
    #[serde(default)]
    pub notes: Vec<String>,
}

/// One run.
#[derive(Clone, Debug, Default, Serialize, Deserialize, PartialEq)]
pub struct RunInfo {
    /// How the run was named (its path).
    pub label: String,
    /// The measured program.
    pub program: String,
    /// Ranks.
    pub ranks: u32,
    /// Duration (seconds), first to last event.
    pub duration: f64,
    /// Time between MPI_Init and MPI_Finalize of the longest rank (seconds): T.
    pub time: f64,
    /// Total time of all locations (seconds).
    pub total_time: f64,
}

/// Scalability analysis.
#[derive(Clone, Debug, Default, Serialize, Deserialize, PartialEq)]
pub struct Scalability {
    /// Index (into `runs`) of the reference run, the one with the fewest ranks.
    pub base: usize,
    /// Run indices by rank count.
    pub order: Vec<usize>,
    /// Speed-up of each run (in `runs` order).
    pub speedup: Vec<f64>,
    /// Parallel efficiency of each run (in `runs` order).
    pub efficiency: Vec<f64>,
    /// Top call paths with their efficiency, by time lost in the largest run.
    pub regions: Vec<RegionScaling>,
}

/// A call path in a scalability analysis.
#[derive(Clone, Debug, Default, Serialize, Deserialize, PartialEq)]
pub struct RegionScaling {
    /// Call path.
    pub callpath: String,
    /// Exclusive time summed over ranks, per run (in `runs` order).
    pub seconds: Vec<f64>,
    /// Efficiency per run (`null` where the reference run does not have the region).
    pub efficiency: Vec<Option<f64>>,
    /// Time lost in the largest run against the reference (seconds).
    pub lost: f64,
    /// Efficiency in the largest run is below 0.9.
    pub loses_efficiency: bool,
}

/// One run against the reference run.
#[derive(Clone, Debug, Default, Serialize, Deserialize, PartialEq)]
pub struct Revision {
    /// Reference run index.
    pub base: usize,
    /// Compared run index.
    pub run: usize,
    /// Change of the time T (seconds; negative = faster).
    pub time_change: f64,
    /// Relative change of T.
    pub time_relative: f64,
    /// Total-time change (seconds).
    pub total_change: f64,
    /// Top call paths side by side, by the size of their change.
    pub regions: Vec<RegionChange>,
}

/// A call path in a revision comparison.
#[derive(Clone, Debug, Default, Serialize, Deserialize, PartialEq)]
pub struct RegionChange {
    /// Call path.
    pub callpath: String,
    /// Exclusive time summed over ranks in the reference run (seconds).
    pub base: f64,
    /// ... in the compared run.
    pub new: f64,
    /// `new - base` (seconds).
    pub change: f64,
    /// `change / base` (`null` if the region is new).
    pub relative: Option<f64>,
    /// `improved`, `regressed`, `unchanged`, `new` or `gone`.
    pub verdict: String,
}

/// Why runs cannot be compared.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub enum CompareError {
    /// Fewer than two runs.
    TooFew,
    /// The runs measured different programs.
    DifferentPrograms(String),
    /// A result was written by a newer ppw (its format is unknown here).
    IncompatibleVersion(String),
}

impl fmt::Display for CompareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CompareError::TooFew => write!(f, "comparing needs at least two runs"),
            CompareError::DifferentPrograms(s) => write!(
                f,
                "the runs are of different programs ({s}); scalability and revision analysis \
                 compare runs of one program"
            ),
            CompareError::IncompatibleVersion(s) => write!(f, "{s}"),
        }
    }
}

impl std::error::Error for CompareError {}

fn basename(p: &str) -> &str {
    p.rsplit('/').next().unwrap_or(p)
}

/// Exclusive time per call path, summed over ranks (seconds); MPI_Init and MPI_Finalize (and
/// what they call) left out like from T, and ppw's own regions (`PPW_FLUSH`, ...).
fn region_times(a: &Analysis) -> BTreeMap<String, f64> {
    let ids: BTreeSet<String> = a.subtree("time").unwrap_or_default().into_iter().collect();
    let mut m: BTreeMap<String, f64> = BTreeMap::new();
    for s in &a.severities {
        let in_setup = s.callpath.split('/').any(|p| {
            matches!(p, "MPI_Init" | "MPI_Init_thread" | "MPI_Finalize") || p.starts_with("PPW_")
        });
        if ids.contains(&s.metric) && !in_setup {
            *m.entry(s.callpath.clone()).or_default() += s.seconds;
        }
    }
    m
}

/// MPI_Init, MPI_Init_thread, MPI_Finalize, and ppw's own set-up and flushes.
fn is_setup(callpath: &str) -> bool {
    matches!(
        callpath.rsplit('/').next(),
        Some("MPI_Init" | "MPI_Init_thread" | "MPI_Finalize" | "PPW_SETUP" | "PPW_FLUSH")
    )
}

/// T: the longest rank's top-region time without MPI_Init and MPI_Finalize (the duration if
/// there is no profile).
fn core_time(a: &Analysis) -> f64 {
    let mut best: Option<f64> = None;
    for root in a.profile.iter().filter(|p| !p.callpath.contains('/')) {
        let prefix = format!("{}/", root.callpath);
        let setup: f64 = a
            .profile
            .iter()
            .filter(|p| p.rank == root.rank && p.callpath.starts_with(&prefix))
            .filter(|p| is_setup(&p.callpath))
            .map(|p| p.seconds)
            .sum();
        let t = (root.seconds - setup).max(0.0);
        best = Some(best.map_or(t, |b: f64| b.max(t)));
    }
    best.unwrap_or(a.summary.duration)
}

/// The `n` regions with the most time.
fn top(m: &BTreeMap<String, f64>, n: usize) -> Vec<String> {
    let mut v: Vec<(&String, f64)> = m.iter().map(|(k, v)| (k, *v)).collect();
    v.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(b.0)));
    v.into_iter().take(n).map(|x| x.0.clone()).collect()
}

/// Compare analysed runs `(label, analysis)`: scalability if their rank counts differ, else
/// revision analysis against the first. Runs of different programs are refused unless
/// `allow_different_programs` (e.g. two builds of one code under different names).
pub fn compare(
    runs: &[(String, &Analysis)],
    allow_different_programs: bool,
) -> Result<Comparison, CompareError> {
    if runs.len() < 2 {
        return Err(CompareError::TooFew);
    }
    for (label, a) in runs {
        if a.format_version > FORMAT_VERSION {
            return Err(CompareError::IncompatibleVersion(format!(
                "{label}: its analysis was written by a newer ppw (format {}; this ppw reads up \
                 to {FORMAT_VERSION}); analyze it again with this ppw",
                a.format_version
            )));
        }
    }
    let p0 = basename(&runs[0].1.summary.program);
    if !allow_different_programs {
        if let Some((label, a)) = runs
            .iter()
            .find(|(_, a)| basename(&a.summary.program) != p0)
        {
            return Err(CompareError::DifferentPrograms(format!(
                "{} is {p0}, {label} is {}",
                runs[0].0,
                basename(&a.summary.program)
            )));
        }
    }
    let info: Vec<RunInfo> = runs
        .iter()
        .map(|(label, a)| RunInfo {
            label: label.clone(),
            program: a.summary.program.clone(),
            ranks: a.summary.ranks,
            duration: a.summary.duration,
            time: core_time(a),
            total_time: a.summary.total_time,
        })
        .collect();
    let times: Vec<BTreeMap<String, f64>> = runs.iter().map(|r| region_times(r.1)).collect();
    let mut c = Comparison {
        runs: info,
        ..Default::default()
    };
    let distinct: BTreeSet<u32> = c.runs.iter().map(|r| r.ranks).collect();
    if distinct.len() > 1 {
        c.kind = "scalability".into();
        c.scalability = Some(scalability(&c.runs, &times, &mut c.notes));
    } else {
        c.kind = "revision".into();
        c.revisions = (1..runs.len())
            .map(|i| revision(&c.runs, &times, 0, i))
            .collect();
    }
    Ok(c)
}

fn ratio(a: f64, b: f64) -> f64 {
    if b > 0.0 {
        a / b
    } else {
        0.0
    }
}

fn scalability(
    runs: &[RunInfo],
    times: &[BTreeMap<String, f64>],
    notes: &mut Vec<String>,
) -> Scalability {
    let mut order: Vec<usize> = (0..runs.len()).collect();
    order.sort_by_key(|&i| (runs[i].ranks, i));
    let base = order[0];
    let last = *order.last().expect("two runs");
    let b = &runs[base];
    let mut seen: BTreeMap<u32, usize> = BTreeMap::new();
    for &i in &order {
        if let Some(&j) = seen.get(&runs[i].ranks) {
            notes.push(format!(
                "{} and {} both have {} ranks; each is compared with {}",
                runs[j].label, runs[i].label, runs[i].ranks, b.label
            ));
        } else {
            seen.insert(runs[i].ranks, i);
        }
    }
    let speedup = runs.iter().map(|r| ratio(b.time, r.time)).collect();
    let efficiency = runs
        .iter()
        .map(|r| ratio(b.time * b.ranks as f64, r.time * r.ranks as f64))
        .collect();
    let mut names: Vec<String> = top(&times[base], 10);
    for n in top(&times[last], 10) {
        if !names.contains(&n) {
            names.push(n);
        }
    }
    let mut regions: Vec<RegionScaling> = names
        .into_iter()
        .map(|name| {
            let s0 = times[base].get(&name).copied().unwrap_or(0.0);
            let seconds: Vec<f64> = times
                .iter()
                .map(|t| t.get(&name).copied().unwrap_or(0.0))
                .collect();
            let efficiency: Vec<Option<f64>> = seconds
                .iter()
                .map(|&s| (s0 > 0.0).then(|| ratio(s0, s)))
                .collect();
            let lost = seconds[last] - s0;
            let loses = efficiency[last].is_none_or(|e| e < EFFICIENCY_LOSS)
                && lost >= REVISION_MIN_SECONDS.max(LOSS_SHARE * runs[last].total_time);
            RegionScaling {
                callpath: name,
                seconds,
                efficiency,
                lost,
                loses_efficiency: loses,
            }
        })
        .collect();
    regions.sort_by(|a, b| b.lost.total_cmp(&a.lost).then(a.callpath.cmp(&b.callpath)));
    Scalability {
        base,
        order,
        speedup,
        efficiency,
        regions,
    }
}

fn revision(
    runs: &[RunInfo],
    times: &[BTreeMap<String, f64>],
    base: usize,
    run: usize,
) -> Revision {
    let (a, b) = (&times[base], &times[run]);
    let mut names = top(a, 10);
    for n in top(b, 10) {
        if !names.contains(&n) {
            names.push(n);
        }
    }
    let mut regions: Vec<RegionChange> = names
        .into_iter()
        .map(|name| {
            let (x, y) = (
                a.get(&name).copied().unwrap_or(0.0),
                b.get(&name).copied().unwrap_or(0.0),
            );
            let change = y - x;
            let relative = (x > 0.0).then(|| change / x);
            let verdict = if x == 0.0 {
                "new"
            } else if y == 0.0 {
                "gone"
            } else if change.abs() >= REVISION_MIN_SECONDS
                && relative.is_some_and(|r| r.abs() >= REVISION_CHANGE)
            {
                if change < 0.0 {
                    "improved"
                } else {
                    "regressed"
                }
            } else {
                "unchanged"
            };
            RegionChange {
                callpath: name,
                base: x,
                new: y,
                change,
                relative,
                verdict: verdict.into(),
            }
        })
        .collect();
    regions.sort_by(|a, b| {
        b.change
            .abs()
            .total_cmp(&a.change.abs())
            .then(a.callpath.cmp(&b.callpath))
    });
    let (r0, r1) = (&runs[base], &runs[run]);
    Revision {
        base,
        run,
        time_change: r1.time - r0.time,
        time_relative: ratio(r1.time - r0.time, r0.time),
        total_change: r1.total_time - r0.total_time,
        regions,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ppw_event::TraceBuilder;

    /// `ranks` ranks; each does `work / ranks` of `solve` plus `comm` ns of barrier wait.
    fn run(ranks: u32, work: u64, comm: u64) -> Analysis {
        let mut b = TraceBuilder::new(ranks);
        let per = work / ranks as u64;
        for r in 0..ranks {
            b.rank(r)
                .enter(0, "main")
                .enter(0, "solve")
                .exit(per)
                .barrier(per, per + comm)
                .exit(per + comm);
        }
        crate::analyze(&b.build(), &Default::default()).unwrap()
    }

    #[test]
    fn scalability_finds_the_region_that_loses_efficiency() {
        // Perfectly parallel work; the barrier's cost grows with the rank count.
        let two = run(2, 8_000_000, 1_000_000);
        let four = run(4, 8_000_000, 2_000_000);
        let c = compare(&[("four".into(), &four), ("two".into(), &two)], false).unwrap();
        assert_eq!(c.kind, "scalability");
        let s = c.scalability.unwrap();
        assert_eq!(s.base, 1);
        assert_eq!(s.order, vec![1, 0]);
        // T: 5 ms at 2 ranks, 4 ms at 4: speed-up 1.25, efficiency 10/16.
        assert!((s.speedup[0] - 1.25).abs() < 1e-9, "{:?}", s.speedup);
        assert!((s.efficiency[0] - 0.625).abs() < 1e-9, "{:?}", s.efficiency);
        assert!((s.efficiency[1] - 1.0).abs() < 1e-12);
        let solve = s
            .regions
            .iter()
            .find(|r| r.callpath == "main/solve")
            .unwrap();
        assert!((solve.efficiency[0].unwrap() - 1.0).abs() < 1e-9);
        assert!(!solve.loses_efficiency);
        let bar = &s.regions[0];
        assert_eq!(bar.callpath, "main/MPI_Barrier");
        assert!(bar.loses_efficiency);
        // 2 x 1 ms at 2 ranks, 4 x 2 ms at 4 ranks: 6 ms lost, efficiency 0.25.
        assert!((bar.lost - 0.006).abs() < 1e-9, "{}", bar.lost);
        assert!((bar.efficiency[0].unwrap() - 0.25).abs() < 1e-9);
    }

    #[test]
    fn revision_reports_improvements_and_regressions() {
        let old = run(2, 8_000_000, 1_000_000);
        let new = run(2, 4_000_000, 2_000_000);
        let c = compare(&[("old".into(), &old), ("new".into(), &new)], false).unwrap();
        assert_eq!(c.kind, "revision");
        let r = &c.revisions[0];
        let get = |n: &str| r.regions.iter().find(|x| x.callpath == n).unwrap();
        assert_eq!(get("main/solve").verdict, "improved");
        assert!((get("main/solve").change + 0.004).abs() < 1e-9);
        assert_eq!(get("main/MPI_Barrier").verdict, "regressed");
        assert!((get("main/MPI_Barrier").relative.unwrap() - 1.0).abs() < 1e-9);
        assert!((r.time_change + 0.001).abs() < 1e-9);
    }

    #[test]
    fn refusals_say_why() {
        let a = run(2, 1_000_000, 0);
        let mut b = run(2, 1_000_000, 0);
        b.summary.program = "/bin/other".into();
        let e = compare(&[("a".into(), &a), ("b".into(), &b)], false).unwrap_err();
        assert!(
            e.to_string()
                .contains("different programs (a is synthetic, b is other)"),
            "{e}"
        );
        assert!(compare(&[("a".into(), &a), ("b".into(), &b)], true).is_ok());
        let mut n = run(2, 1_000_000, 0);
        n.format_version = FORMAT_VERSION + 1;
        let e = compare(&[("a".into(), &a), ("n".into(), &n)], false).unwrap_err();
        assert!(e.to_string().contains("newer ppw"), "{e}");
        assert_eq!(
            compare(&[("a".into(), &a)], false),
            Err(CompareError::TooFew)
        );
    }
}
