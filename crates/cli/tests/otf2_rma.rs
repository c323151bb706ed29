//! Score-P traces of MPI one-sided programs (`../shared/data/otf2/rma_*`, README section
//! "One-sided (RMA) cases"): `ppw analyze` finds each wait the programs were designed to
//! produce in the right metric, rank and call (within 10% + 5 ms), reports Score-P's quirks as
//! handled (notes, exit status 0) and counts the programs' one-sided operations and
//! synchronization calls per window exactly; ppw's OTF2 export of each trace reads back with
//! the same analysis and is accepted by Scalasca's `scout.mpi`, which computes on it what it
//! computed on Score-P's original (it ignores RMA records; the two-sided part and `time` and
//! `visits` agree to `cube_dump`'s 6 digits).
//!
//! The traces are in the shared data folder (`$PPW_SHARED`, else `../shared` next to the
//! repository); without them the tests are skipped with a message, unless
//! `PPW_REQUIRE_TOOLS=1`, which makes that a failure. `scout.mpi` is looked up like the
//! Scalasca interop tests do (`$PPW_SCALASCA_DIR/bin`, `/opt/scalasca-2.6/bin`, `PATH`).

use crate::support::*;
use serde_json::Value;
use std::collections::BTreeMap;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

/// One designed wait: (metric, rank, call, milliseconds). Values of a metric with children
/// (Wait at Fence, Early Wait) are inclusive, as the README gives them.
type Designed = (&'static str, u64, &'static str, f64);

/// The README's "expected (design)" column, per case.
const CASES: &[(&str, &[Designed])] = &[
    (
        "rma_fence",
        &[
            ("rma_wait_at_fence", 0, "MPI_Win_fence", 300.0),
            ("rma_wait_at_fence", 1, "MPI_Win_fence", 90.0),
            ("rma_wait_at_fence", 2, "MPI_Win_fence", 120.0),
            ("rma_early_fence", 0, "MPI_Win_fence", 0.0),
            ("rma_early_fence", 1, "MPI_Win_fence", 0.0),
            ("rma_early_fence", 2, "MPI_Win_fence", 120.0),
        ],
    ),
    (
        "rma_pscw",
        &[
            ("rma_late_post", 0, "MPI_Win_start", 0.0),
            ("rma_late_post", 1, "MPI_Win_start", 130.0),
            ("rma_late_post", 2, "MPI_Win_start", 110.0),
            ("rma_early_wait", 0, "MPI_Win_wait", 90.0),
            ("rma_early_wait", 1, "MPI_Win_wait", 0.0),
            ("rma_early_wait", 2, "MPI_Win_wait", 0.0),
            ("rma_late_complete", 0, "MPI_Win_wait", 50.0),
            ("rma_wait_at_free", 0, "MPI_Win_free", 0.0),
            ("rma_wait_at_free", 1, "MPI_Win_free", 0.0),
            ("rma_wait_at_free", 2, "MPI_Win_free", 20.0),
        ],
    ),
    (
        "rma_lock",
        &[
            ("rma_lock_competition", 0, "MPI_Win_lock", 0.0),
            ("rma_lock_competition", 1, "MPI_Win_lock", 60.0),
            ("rma_lock_competition", 2, "MPI_Win_lock", 60.0),
            ("rma_comm_wait_for_progress", 0, "MPI_Accumulate", 0.0),
            ("rma_comm_wait_for_progress", 1, "MPI_Accumulate", 15.0),
            ("rma_comm_wait_for_progress", 2, "MPI_Accumulate", 15.0),
        ],
    ),
    (
        "rma_create_free",
        &[
            ("rma_wait_at_create", 0, "MPI_Win_create", 60.0),
            ("rma_wait_at_create", 1, "MPI_Win_create", 40.0),
            ("rma_wait_at_create", 2, "MPI_Win_create", 20.0),
            ("rma_wait_at_create", 3, "MPI_Win_create", 0.0),
            // ppw counts MPI_Win_allocate as window creation too (Scalasca 2.6: only
            // MPI_Win_create); the README gives its waits as "another 60/40/20/0".
            ("rma_wait_at_create", 0, "MPI_Win_allocate", 60.0),
            ("rma_wait_at_create", 1, "MPI_Win_allocate", 40.0),
            ("rma_wait_at_create", 2, "MPI_Win_allocate", 20.0),
            ("rma_wait_at_create", 3, "MPI_Win_allocate", 0.0),
            ("rma_wait_at_free", 0, "MPI_Win_free", 0.0),
            ("rma_wait_at_free", 1, "MPI_Win_free", 40.0),
            ("rma_wait_at_free", 2, "MPI_Win_free", 80.0),
            ("rma_wait_at_free", 3, "MPI_Win_free", 120.0),
        ],
    ),
    (
        "rma_mixed",
        &[
            ("rma_wait_at_fence", 0, "MPI_Win_fence", 125.0),
            ("rma_wait_at_fence", 1, "MPI_Win_fence", 100.0),
            ("rma_wait_at_fence", 2, "MPI_Win_fence", 75.0),
            ("rma_wait_at_fence", 3, "MPI_Win_fence", 0.0),
            ("rma_early_fence", 0, "MPI_Win_fence", 50.0),
            ("rma_early_fence", 1, "MPI_Win_fence", 0.0),
            ("rma_early_fence", 2, "MPI_Win_fence", 0.0),
            ("rma_early_fence", 3, "MPI_Win_fence", 0.0),
            ("rma_comm_wait_for_progress", 0, "MPI_Accumulate", 0.0),
            ("rma_comm_wait_for_progress", 1, "MPI_Accumulate", 0.0),
            ("rma_comm_wait_for_progress", 2, "MPI_Accumulate", 0.0),
            ("rma_comm_wait_for_progress", 3, "MPI_Accumulate", 50.0),
            ("late_sender", 0, "MPI_Recv", 75.0),
            ("late_receiver", 2, "MPI_Ssend", 50.0),
            ("wait_at_barrier", 2, "MPI_Barrier", 25.0),
            ("wait_at_barrier", 3, "MPI_Barrier", 25.0),
            ("wait_at_nxn", 1, "MPI_Allreduce", 50.0),
            ("wait_at_nxn", 2, "MPI_Allreduce", 50.0),
        ],
    ),
];

/// Score-P's quirks each case shows, as the words of the notes that report them handled.
const QUIRKS: &[(&str, &[&str])] = &[
    (
        "rma_lock",
        &["no lock-acquired records", "reuse the matching id"],
    ),
    (
        "rma_mixed",
        &["no lock-acquired records", "undefined target"],
    ),
];

/// Exact one-sided counts from the programs: (case, window, ranks, puts, put bytes, gets,
/// accumulates, accumulate bytes, active-target and passive-target synchronization calls).
type Counts = (&'static str, &'static str, &'static [u64], [u64; 7]);
const COUNTS: &[Counts] = &[
    // 6 x (fence, put of 8 ints, fence)
    (
        "rma_fence",
        "MPI_Win_create window",
        &[0, 1, 2],
        [6, 192, 0, 0, 0, 12, 0],
    ),
    // 8 x (post, wait) on rank 0; 8 x (start, put of 4 ints, complete) on ranks 1 and 2
    (
        "rma_pscw",
        "MPI_Win_create window",
        &[0],
        [0, 0, 0, 0, 0, 16, 0],
    ),
    (
        "rma_pscw",
        "MPI_Win_create window",
        &[1, 2],
        [8, 128, 0, 0, 0, 16, 0],
    ),
    // 6 x (lock, put, get, accumulate of 4 ints, unlock) on ranks 1 and 2
    (
        "rma_lock",
        "MPI_Win_create window",
        &[1, 2],
        [6, 96, 6, 6, 96, 0, 12],
    ),
    // 5 x (fence, put of 2 ints, fence) on halo_win; 5 x (lock_all, put of 1 int, flush,
    // accumulate of 1 int, flush, unlock_all) on the unnamed window
    (
        "rma_mixed",
        "halo_win",
        &[0, 1, 2, 3],
        [5, 40, 0, 0, 0, 10, 0],
    ),
    (
        "rma_mixed",
        "MPI_Win_create window",
        &[0, 1, 2, 3],
        [5, 20, 0, 5, 20, 0, 20],
    ),
];

/// The one-sided counts of (window, rank) in a result.
fn counts(a: &Value, window: &str, rank: u64) -> [u64; 7] {
    let Some(w) = a["one_sided"]
        .as_array()
        .unwrap()
        .iter()
        .find(|w| w["window"] == window && w["rank"] == rank)
    else {
        return [u64::MAX; 7];
    };
    [
        "puts",
        "put_bytes",
        "gets",
        "accumulates",
        "accumulate_bytes",
        "active_sync_calls",
        "passive_sync_calls",
    ]
    .map(|k| w[k].as_u64().unwrap_or(u64::MAX))
}

/// The shared data folder's OTF2 cases, or why they cannot be used (a failure with
/// `PPW_REQUIRE_TOOLS=1`).
fn data() -> Option<PathBuf> {
    score_p_traces(CASES.iter().map(|c| c.0))
}

/// `ppw analyze -q PATH --json OUT`: the exit status and the result.
fn analyze_json(path: &Path, out: &Path) -> (Option<i32>, Value) {
    let o = run_ppw(&[
        "analyze",
        "-q",
        path.to_str().unwrap(),
        "--json",
        out.to_str().unwrap(),
    ]);
    assert!(matches!(o.status.code(), Some(0 | 3)), "{}", text(&o));
    let v = serde_json::from_str(&std::fs::read_to_string(out).unwrap()).unwrap();
    (o.status.code(), v)
}

/// Seconds per (metric, rank, call) from the severities: the value on every call path that
/// ends in the call, the metric's children included.
fn by_call(a: &Value) -> BTreeMap<(String, u64, String), f64> {
    let parent: BTreeMap<&str, &str> = a["metrics"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|m| Some((m["id"].as_str()?, m["parent"].as_str()?)))
        .collect();
    let mut out = BTreeMap::new();
    for s in a["severities"].as_array().unwrap() {
        let call = s["callpath"]
            .as_str()
            .unwrap()
            .rsplit('/')
            .next()
            .unwrap()
            .to_string();
        let rank = s["rank"].as_u64().unwrap();
        let secs = s["seconds"].as_f64().unwrap();
        // The metric and each of its ancestors.
        let mut m = s["metric"].as_str().unwrap();
        loop {
            *out.entry((m.to_string(), rank, call.clone()))
                .or_insert(0.0) += secs;
            match parent.get(m) {
                Some(p) if !p.is_empty() => m = p,
                _ => break,
            }
        }
    }
    out
}

#[test]
fn score_p_rma_traces_give_the_designed_waits_and_quirks_are_notes() {
    let Some(data) = data() else { return };
    let dir = scratch("otf2-rma");
    let mut bad = Vec::new();
    let mut table = String::new();
    for (case, designed) in CASES {
        let (status, a) = analyze_json(
            &data.join(case).join("traces.otf2"),
            &dir.join(format!("{case}.json")),
        );
        if status != Some(0) || !a["warnings"].as_array().unwrap().is_empty() {
            bad.push(format!(
                "{case}: exit status {status:?}, warnings {}",
                a["warnings"]
            ));
        }
        for (_, window, ranks, want) in COUNTS.iter().filter(|c| c.0 == *case) {
            for &rank in *ranks {
                let have = counts(&a, window, rank);
                if have != *want {
                    bad.push(format!(
                        "{case} window '{window}' rank {rank}: one-sided counts {have:?}, \
                         the program makes {want:?}"
                    ));
                }
            }
        }
        let got = by_call(&a);
        for &(metric, rank, call, ms) in *designed {
            let have = got
                .get(&(metric.to_string(), rank, call.to_string()))
                .copied()
                .unwrap_or(0.0)
                * 1e3;
            let ok = (have - ms).abs() <= 0.1 * ms + 5.0;
            table.push_str(&format!(
                "{case:16} {metric:28} rank {rank} {call:16} designed {ms:6.1} ms, ppw {have:7.2} ms{}\n",
                if ok { "" } else { "  <-- off" }
            ));
            if !ok {
                bad.push(format!(
                    "{case} {metric} rank {rank} in {call}: {have:.2} ms, designed {ms} ms"
                ));
            }
        }
        let notes: Vec<&str> = a["notes"]
            .as_array()
            .unwrap()
            .iter()
            .filter_map(Value::as_str)
            .collect();
        for (c, words) in QUIRKS {
            if c != case {
                continue;
            }
            for w in *words {
                if !notes.iter().any(|n| n.contains(w) && n.contains("handled")) {
                    bad.push(format!(
                        "{case}: no note says the quirk '{w}' was handled: {notes:?}"
                    ));
                }
            }
        }
    }
    eprintln!("{table}");
    assert!(bad.is_empty(), "{}\n{table}", bad.join("\n"));
}

/// `ppw export PATH --otf2 OUT` (exit status 0); the anchor file.
fn export(src: &Path, out: &Path) -> PathBuf {
    let o = run_ppw(&[
        "export",
        src.to_str().unwrap(),
        "--otf2",
        out.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o));
    out.join("traces.otf2")
}

/// `scout.mpi` and `cube_dump`, where installed.
fn scout() -> Option<(PathBuf, PathBuf)> {
    let mut dirs: Vec<PathBuf> = Vec::new();
    if let Ok(d) = std::env::var("PPW_SCALASCA_DIR") {
        dirs.push(PathBuf::from(d).join("bin"));
    }
    dirs.push(PathBuf::from("/opt/scalasca-2.6/bin"));
    if let Some(path) = std::env::var_os("PATH") {
        dirs.extend(std::env::split_paths(&path));
    }
    dirs.into_iter()
        .map(|d| (d.join("scout.mpi"), d.join("cube_dump")))
        .find(|(s, c)| s.is_file() && c.is_file())
}

/// Scalasca's values on the export differ from those it computed on Score-P's original
/// (`scalasca.json`: its two-sided and MPI_Init/Finalize waits, time, visits, and zero for
/// every RMA metric) by more than the 6 digits `cube_dump` prints: the differences.
fn scalasca_differences(cube_dump: &Path, cube: &Path, expected: &Value) -> Vec<String> {
    let metrics: Vec<&str> = expected["metrics"]
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect();
    let o = Command::new(cube_dump)
        .args([
            "-m",
            &metrics.join(","),
            "-z",
            "incl",
            "-c",
            "roots",
            "-s",
            "csv2",
        ])
        .arg(cube)
        .output()
        .expect("run cube_dump");
    let out = String::from_utf8_lossy(&o.stdout);
    let mut lines = out.lines().filter(|l| !l.trim().is_empty());
    let Some(header) = lines.next() else {
        return vec![format!("cube_dump printed nothing:\n{}", text(&o))];
    };
    let names: Vec<&str> = header.split(',').map(str::trim).collect();
    let mut bad = Vec::new();
    let mut seen = 0;
    for l in lines {
        let f: Vec<&str> = l.split(',').map(str::trim).collect();
        let Some(rank) = f.get(1).and_then(|r| r.parse::<usize>().ok()) else {
            continue;
        };
        for (m, v) in names.iter().zip(&f).skip(2) {
            let have: f64 = v.parse().unwrap_or(f64::NAN);
            let want = expected["metrics"][m][rank].as_f64().unwrap_or(f64::NAN);
            seen += 1;
            let close = (have - want).abs() <= 1e-5 * want.abs() + 1e-6;
            if !close {
                bad.push(format!(
                    "{m} rank {rank}: {have}, Scalasca on Score-P's file {want}"
                ));
            }
        }
    }
    if seen == 0 {
        bad.push(format!("no values in cube_dump's output:\n{out}"));
    }
    bad
}

/// Every severity (metric, rank, call path) and the one-sided section of a result.
fn values(a: &Value) -> (BTreeMap<(String, u64, String), f64>, Value) {
    let sev = a["severities"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            (
                (
                    s["metric"].as_str().unwrap().to_string(),
                    s["rank"].as_u64().unwrap(),
                    s["callpath"].as_str().unwrap().to_string(),
                ),
                s["seconds"].as_f64().unwrap(),
            )
        })
        .collect();
    (sev, a["one_sided"].clone())
}

#[test]
fn rma_exports_read_back_with_the_same_analysis_and_scout_accepts_them() {
    let Some(data) = data() else { return };
    let dir = scratch("otf2-rma-export");
    let scout = scout();
    let mut bad = Vec::new();
    for (case, _) in CASES {
        let src = data.join(case).join("traces.otf2");
        let (_, a) = analyze_json(&src, &dir.join(format!("{case}.json")));
        let anchor = export(&src, &dir.join(case));
        let (status, b) = analyze_json(&anchor, &dir.join(format!("{case}-export.json")));
        if status != Some(0) {
            bad.push(format!(
                "{case}: the export analyzes with warnings {}",
                b["warnings"]
            ));
        }
        let (sa, oa) = values(&a);
        let (sb, ob) = values(&b);
        for (k, v) in &sa {
            let w = sb.get(k).copied().unwrap_or(0.0);
            // Counts (pair-wise synchronizations) and seconds: timestamps are whole ns on
            // both sides.
            if (v - w).abs() > 1e-6 + 1e-9 * v.abs() {
                bad.push(format!(
                    "{case} {k:?}: {v} from Score-P's file, {w} from the export"
                ));
            }
        }
        for (k, w) in &sb {
            if !sa.contains_key(k) && w.abs() > 1e-6 {
                bad.push(format!("{case} {k:?}: {w} only in the export"));
            }
        }
        if oa != ob {
            bad.push(format!("{case}: one-sided section differs:\n{oa}\n{ob}"));
        }
        if let Some((scout, cube_dump)) = &scout {
            let ranks = a["summary"]["ranks"].as_u64().unwrap();
            let _serial = MPI_LOCK.lock().unwrap_or_else(|e| e.into_inner());
            let child = Command::new("mpirun.openmpi")
                .args(["--allow-run-as-root", "--oversubscribe", "-np"])
                .arg(ranks.to_string())
                .arg(scout)
                .arg(&anchor)
                .env("OMPI_MCA_mpi_yield_when_idle", "1")
                .stdin(Stdio::null())
                .stdout(Stdio::piped())
                .stderr(Stdio::piped())
                .process_group(0)
                .spawn()
                .expect("start mpirun.openmpi");
            match wait_with_timeout(child, Duration::from_secs(120)) {
                Ok(o) if o.status.success() && dir.join(case).join("scout.cubex").is_file() => {
                    let expected: Value = serde_json::from_str(
                        &std::fs::read_to_string(data.join(case).join("scalasca.json")).unwrap(),
                    )
                    .unwrap();
                    let cube = dir.join(case).join("scout.cubex");
                    for d in scalasca_differences(cube_dump, &cube, &expected) {
                        bad.push(format!("{case}: {d}"));
                    }
                }
                Ok(o) => bad.push(format!(
                    "{case}: scout.mpi rejected the export:\n{}",
                    text(&o)
                )),
                Err(e) => bad.push(format!("{case}: scout.mpi: {e}")),
            }
        }
    }
    if scout.is_none() {
        eprintln!("scout.mpi not found: the exports were not given to Scalasca");
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}
