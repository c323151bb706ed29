//! Long analyses (issue 15): one killed part-way leaves the stored result as it was (or no
//! result), never a half-written `analysis.json`, and the next analysis runs normally; a memory
//! budget moves records to temporary files without changing the result.

use crate::support::*;
use std::process::{Command, Stdio};
use std::time::Duration;

#[test]
fn a_killed_analysis_leaves_no_corrupt_result() {
    let dir = scratch("killed");
    let exp = dir.join("exp");
    // 16 ranks x 1 M events: long enough to be killed in the middle on any machine here.
    // Written and analysed under the MPI lock, which keeps other tests' MPI programs from
    // being disturbed by the busy CPUs (the contention test counts who waited for a CPU).
    let _serial = MPI_LOCK.lock().unwrap_or_else(|e| e.into_inner());
    write_synthetic(&exp, 16, 1_000_000);
    let stored = exp.join("analysis.json");
    let e = exp.to_str().unwrap();
    let kill_after = |extra: &[&str], ms: u64| {
        let mut child = Command::new(ppw())
            .args(["analyze", "-q", e])
            .args(extra)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        std::thread::sleep(Duration::from_millis(ms));
        let _ = child.kill();
        let _ = child.wait();
    };
    let valid = || {
        let text = std::fs::read_to_string(&stored).unwrap();
        ppw_analysis::Analysis::from_json(&text).expect("a complete analysis");
        text
    };
    // Killed before any result existed: none, or (on a fast machine) a complete one.
    kill_after(&[], 150);
    if stored.exists() {
        valid();
    }
    // A complete result, then a re-analysis with other thresholds killed part-way: the
    // stored result is the earlier one or the new one, whole.
    let o = run_ppw(&["analyze", "-q", e]);
    assert!(o.status.success(), "{}", text(&o));
    let before = valid();
    kill_after(&["--min-fraction", "0.02"], 150);
    let after = valid();
    if after != before {
        assert!(
            after.contains("\"min_fraction\": 0.02"),
            "neither the old nor the new result"
        );
    }
    // And the next analysis is normal.
    let o = run_ppw(&["analyze", "-q", e, "--min-fraction", "0.02"]);
    assert!(o.status.success(), "{}", text(&o));
    assert!(valid().contains("\"min_fraction\": 0.02"));
}

/// `--memory 0` keeps every location's records in temporary files; the result is the same.
#[test]
fn a_memory_budget_changes_nothing_in_the_result() {
    let dir = scratch("budget");
    let exp = dir.join("exp");
    write_synthetic(&exp, 8, 20_000);
    let spill = dir.join("spill");
    std::fs::create_dir_all(&spill).unwrap();
    let result = |extra: &[&str], name: &str| {
        let json = dir.join(name);
        let mut args = vec![
            "analyze",
            exp.to_str().unwrap(),
            "--json",
            json.to_str().unwrap(),
        ];
        args.extend_from_slice(extra);
        let o = run_ppw(&args);
        assert!(o.status.success(), "{}", text(&o));
        let mut v: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(&json).unwrap()).unwrap();
        // How long it took is not part of the result.
        v.as_object_mut().unwrap().remove("speed");
        (v, text(&o))
    };
    // Without the root-cause and critical-path analyses, which skip themselves under a budget
    // of 0 (their points stay in memory; crates/cli/tests/distributed.rs checks that).
    let off = ["--no-root-cause", "--no-critical-path"];
    let (free, _) = result(&off, "free.json");
    let (tight, out) = result(
        &[
            off[0],
            off[1],
            "--memory",
            "0",
            "--spill-dir",
            spill.to_str().unwrap(),
        ],
        "tight.json",
    );
    assert!(out.contains("kept in temporary files"), "{out}");
    assert_eq!(free, tight);
    // The temporary files were unlinked when they were made.
    assert_eq!(std::fs::read_dir(&spill).unwrap().count(), 0);
}
