//! The Score-P/Scalasca fixtures (`tests/fixtures/otf2/`): run the analysis on each real trace
//! and compare every metric per rank with Scalasca 2.6's `scalasca.json`, within 5% or 1 ms
//! (whichever is larger). `cargo test -p ppw-analysis --test fixtures -- --nocapture` prints
//! the comparison table.

use ppw_analysis::{analyze, Analysis, Options};
use serde_json::Value;
use std::path::{Path, PathBuf};

const CASES: [&str; 10] = [
    "late_sender",
    "late_receiver",
    "wrong_order",
    "barrier",
    "allreduce_nxn",
    "late_bcast",
    "early_reduce",
    "early_scan",
    "nonblocking",
    "mixed",
];

/// Scalasca metric -> ppw metric.
const METRICS: [(&str, &str); 16] = [
    ("time", "time"),
    ("visits", "visits"),
    ("mpi_latesender", "late_sender"),
    ("mpi_latesender_wo", "late_sender_wrong_order"),
    ("mpi_lswo_different", "lswo_different"),
    ("mpi_lswo_same", "lswo_same"),
    ("mpi_latereceiver", "late_receiver"),
    ("mpi_barrier_wait", "wait_at_barrier"),
    ("mpi_barrier_completion", "barrier_completion"),
    ("mpi_wait_nxn", "wait_at_nxn"),
    ("mpi_nxn_completion", "nxn_completion"),
    ("mpi_earlyreduce", "early_reduce"),
    ("mpi_latebroadcast", "late_broadcast"),
    ("mpi_earlyscan", "early_scan"),
    ("mpi_init_completion", "init_completion"),
    ("mpi_finalize_wait", "finalize_wait"),
];

thread_local! {
    static MAXDIFF: std::cell::RefCell<(f64, String)> = const { std::cell::RefCell::new((0.0, String::new())) };
}

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/fixtures/otf2")
}

fn run(case: &str, repair: bool) -> (Analysis, Value) {
    let dir = root().join(case);
    let trace = ppw_otf2::Otf2Trace::open(&dir.join("traces.otf2")).expect("open fixture");
    let opts = Options {
        threads: 2,
        repair_clock: repair,
        ..Default::default()
    };
    let a = analyze(&trace, &opts).expect("analysis");
    let s: Value =
        serde_json::from_str(&std::fs::read_to_string(dir.join("scalasca.json")).unwrap()).unwrap();
    (a, s)
}

fn within(ours: f64, theirs: f64, count: bool) -> bool {
    if count {
        return (ours - theirs).abs() < 0.5;
    }
    (ours - theirs).abs() <= (0.05 * theirs.abs()).max(1e-3)
}

/// Compare one case; returns the mismatches.
fn compare(case: &str, repair: bool, table: &mut String) -> Vec<String> {
    let (a, s) = run(case, repair);
    let ranks = s["ranks"].as_u64().unwrap() as u32;
    let mut bad = Vec::new();
    for (theirs_id, ours_id) in METRICS {
        let Some(theirs) = s["metrics"][theirs_id].as_array() else {
            continue;
        };
        let mut row = format!("| {case} | {ours_id} |");
        for r in 0..ranks {
            let t = theirs[r as usize].as_f64().unwrap();
            let o = a.rank_inclusive(ours_id, r).unwrap();
            let ok = within(o, t, ours_id == "visits");
            if ours_id != "visits" {
                let d = (o - t).abs();
                MAXDIFF.with(|m| {
                    let mut m = m.borrow_mut();
                    if d > m.0 {
                        *m = (d, format!("{case} rank {r} {ours_id}"));
                    }
                });
            }
            row.push_str(&format!(" {o:.4} / {t:.4}{} |", if ok { "" } else { " ✗" }));
            if !ok {
                bad.push(format!(
                    "{case} rank {r} {ours_id}: ppw {o} vs Scalasca {t}"
                ));
            }
        }
        if theirs.iter().any(|v| v.as_f64().unwrap() != 0.0)
            || (0..ranks).any(|r| a.rank_inclusive(ours_id, r).unwrap() != 0.0)
        {
            table.push_str(&row);
            table.push('\n');
        }
    }
    bad
}

#[test]
fn fixtures_match_scalasca() {
    let mut table =
        String::from("| case | metric | per rank: ppw / Scalasca (s) |\n|---|---|---|\n");
    let mut bad = Vec::new();
    for case in CASES {
        // Scalasca does not repair the clock; compare like with like.
        bad.extend(compare(case, false, &mut table));
    }
    println!("{table}");
    MAXDIFF.with(|m| {
        println!(
            "largest absolute difference: {:e} s ({})",
            m.borrow().0,
            m.borrow().1
        )
    });
    assert!(bad.is_empty(), "mismatches:\n{}", bad.join("\n"));
}

#[test]
fn clock_violations_are_found_like_scalasca() {
    for case in CASES {
        let (a, s) = run(case, true);
        let want = s["clock_condition_violations"].as_u64().unwrap();
        assert_eq!(a.clock.p2p_violations, want, "{case}: {:?}", a.clock);
    }
}

#[test]
fn repaired_mixed_trace_stays_close_to_scalasca() {
    // With the repair on, only the tiny halo waits of `mixed` may change.
    let mut table = String::new();
    let bad = compare("mixed", true, &mut table);
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

#[test]
fn fixture_findings_name_the_right_rank_and_call_path() {
    let (a, _) = run("late_sender", true);
    let f = &a.findings[0];
    assert_eq!(f.kind, "late_sender");
    assert_eq!(f.rank, Some(1));
    assert!(f.callpath.ends_with("MPI_Recv"), "{}", f.callpath);
    assert_eq!(f.cause.ranks, [0]);
    assert!(a.warnings.is_empty(), "{:?}", a.warnings);
}

fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for e in std::fs::read_dir(from).unwrap() {
        let e = e.unwrap();
        let p = e.path();
        if p.is_dir() {
            copy_dir(&p, &to.join(e.file_name()));
        } else {
            std::fs::copy(&p, to.join(e.file_name())).unwrap();
        }
    }
}

#[test]
fn truncated_otf2_rank_is_analysed_as_far_as_it_goes() {
    let tmp = std::env::temp_dir().join(format!("ppw-analysis-trunc-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&tmp);
    copy_dir(&root().join("mixed"), &tmp);
    // Cut rank 2's event file in the middle (a rank died while writing).
    let evt = tmp.join("traces/2.evt");
    let len = std::fs::metadata(&evt).unwrap().len();
    let f = std::fs::OpenOptions::new().write(true).open(&evt).unwrap();
    f.set_len(len / 2).unwrap();
    drop(f);
    let trace = match ppw_otf2::Otf2Trace::open(&tmp.join("traces.otf2")) {
        Ok(t) => t,
        Err(e) => {
            // The reader may refuse the archive outright; that is its call, not ours.
            eprintln!("reader refused the damaged archive: {e}");
            return;
        }
    };
    let a = analyze(&trace, &Options::default()).expect("analysis completes");
    let w = a.warnings.join("\n");
    if std::env::var_os("PPW_SHOW_WARNINGS").is_some() {
        println!("{w}");
    }
    assert!(!a.warnings.is_empty());
    assert!(w.contains("rank 2"), "{w}");
    // The undamaged ranks keep their big waits (rank 1's late broadcast happens before the cut).
    assert!(a.rank_inclusive("late_broadcast", 1).unwrap() > 0.0);
    let _ = std::fs::remove_dir_all(&tmp);
}

/// The value of `metric` summed over the severities of `a` (exclusive along the metric tree).
fn metric_total(a: &Analysis, metric: &str) -> f64 {
    a.severities
        .iter()
        .filter(|s| s.metric == metric)
        .map(|s| s.seconds)
        .sum()
}

#[test]
fn score_p_phases_get_their_own_results_and_analyse_alone() {
    // `mixed` marks one Score-P phase region (OTF2_REGION_FLAG_PHASE) per pattern it builds.
    let (a, _) = run("mixed", false);
    let names: Vec<&str> = a.phases.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(names.len(), 9, "{names:?}");
    for (phase, metric, finding) in [
        ("phase_barrier", "wait_at_barrier", "wait_at_barrier"),
        ("phase_p2p", "late_sender", "late_sender"),
        (
            "phase_wrong_order",
            "lswo_different",
            "late_sender_wrong_order",
        ),
        ("phase_bcast", "late_broadcast", "late_broadcast"),
        ("phase_reduce", "early_reduce", "early_reduce"),
        ("phase_scan", "early_scan", "early_scan"),
        ("phase_allreduce", "wait_at_nxn", "wait_at_nxn"),
    ] {
        let p = a.phases.iter().find(|p| p.name == phase).unwrap();
        assert_eq!(p.callpaths, [format!("prog/{phase}")]);
        let kinds: Vec<&str> = p
            .findings
            .iter()
            .map(|&i| a.findings[i].kind.as_str())
            .collect();
        assert!(kinds.contains(&finding), "{phase}: {kinds:?}");
        let inside = p.metrics[metric];
        assert!(inside > 0.0, "{phase}");
        // The whole run's value of a leaf pattern is the sum over the phases that have it
        // (phase values are inclusive along the metric tree, severities exclusive).
        if !a
            .metrics
            .iter()
            .any(|m| m.parent.as_deref() == Some(metric))
        {
            let per_phase: f64 = a.phases.iter().filter_map(|q| q.metrics.get(metric)).sum();
            assert!(
                (per_phase - metric_total(&a, metric)).abs() < 1e-9,
                "{metric}"
            );
        }
        // Analysed alone, the phase gives the same value, and nothing else's.
        let trace = ppw_otf2::Otf2Trace::open(&root().join("mixed/traces.otf2")).unwrap();
        let only = analyze(
            &trace,
            &Options {
                threads: 2,
                repair_clock: false,
                phase: Some(phase.into()),
                ..Default::default()
            },
        )
        .unwrap();
        assert_eq!(only.phase.as_deref(), Some(phase));
        let inclusive = |x: &Analysis| {
            x.phases
                .iter()
                .find(|q| q.name == phase)
                .map_or(0.0, |q| q.metrics[metric])
        };
        assert!((inclusive(&only) - inside).abs() < 1e-9, "{phase}");
        assert!(only.warnings.is_empty(), "{phase}: {:?}", only.warnings);
        assert!(
            only.findings.iter().any(|f| f.kind == finding),
            "{phase}: {:?}",
            only.findings.iter().map(|f| &f.kind).collect::<Vec<_>>()
        );
    }
}
