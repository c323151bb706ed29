//! Selective measurement (issue 16, item 2): `programs/filters.c`, built with
//! -finstrument-functions, measured with and without a Score-P filter file. A filtered function
//! or user region never appears, its time goes to its caller, and the trace shrinks by exactly
//! its events; a tiny function called 200,000 times is throttled after 100,000 visits and the
//! result names it; a malformed filter file or throttle setting stops `ppw run` before the
//! program starts, naming the line.

use crate::support::*;
use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::Command;

const FILTER: &str = "\
# leave out the 10 us function and the user region
SCOREP_REGION_NAMES_BEGIN
  EXCLUDE skip*      # the function `skipped`
          dropped*
  INCLUDE MANGLED kept_*
SCOREP_REGION_NAMES_END
";

fn build(dir: &Path) -> PathBuf {
    let exe = dir.join("filters");
    let inc = workspace().join("crates/runtime/include");
    let o = Command::new("cc")
        .args(["-g", "-O1", "-finstrument-functions", "-I"])
        .arg(inc)
        .arg("-o")
        .arg(&exe)
        .arg(program("filters.c"))
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", text(&o));
    exe
}

/// `ppw run EXTRA -o DIR -- EXE` (no launcher) and the analysis.
fn measure(exe: &Path, dir: &Path, extra: &[&str]) -> Value {
    let mut args = vec!["run"];
    args.extend_from_slice(extra);
    args.extend(["-o", dir.to_str().unwrap(), "--", exe.to_str().unwrap()]);
    let o = run_ppw(&args);
    assert!(o.status.success(), "{}", text(&o));
    analyze(dir)
}

fn profile_row<'a>(a: &'a Value, leaf: &str) -> Option<&'a Value> {
    a["profile"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["callpath"].as_str().unwrap().rsplit('/').next() == Some(leaf))
}

/// Exclusive time of the call path ending in `leaf` (the `time` metric's severities).
fn exclusive(a: &Value, leaf: &str) -> f64 {
    a["severities"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|s| {
            s["callpath"].as_str().unwrap().rsplit('/').next() == Some(leaf)
                && ["time", "computation"].contains(&s["metric"].as_str().unwrap())
        })
        .map(|s| s["seconds"].as_f64().unwrap())
        .sum()
}

#[test]
fn filter_file_and_throttling() {
    let dir = scratch("filters");
    let exe = build(&dir);
    let filter = dir.join("regions.filter");
    std::fs::write(&filter, FILTER).unwrap();

    let all = measure(&exe, &dir.join("all"), &[]);
    let some = measure(
        &exe,
        &dir.join("filtered"),
        &["--filter", filter.to_str().unwrap()],
    );

    // Unfiltered: everything, with 1000 visits of `skipped`.
    assert_eq!(profile_row(&all, "skipped").unwrap()["visits"], 1000);
    assert!(profile_row(&all, "dropped region").is_some());
    // Filtered: neither appears; kept_work moved up to body; the rest is unchanged.
    assert!(
        profile_row(&some, "skipped").is_none(),
        "{}",
        some["profile"]
    );
    assert!(profile_row(&some, "dropped region").is_none());
    let kept = profile_row(&some, "kept_work").unwrap();
    assert!(
        kept["callpath"]
            .as_str()
            .unwrap()
            .ends_with("/body/kept_work"),
        "{kept}"
    );
    // The trace shrank by exactly the filtered enters and exits.
    let events = |a: &Value| a["summary"]["events"].as_u64().unwrap();
    assert_eq!(events(&all) - events(&some), 2 * 1000 + 2);
    // `skipped`'s time is now body's own time. Each of its 1000 calls spins at least 10 us,
    // so both are at least 10 ms (a lower bound that holds however loaded the machine is;
    // comparing the two runs' times would not).
    let skipped = profile_row(&all, "skipped").unwrap()["seconds"]
        .as_f64()
        .unwrap();
    assert!(skipped >= 0.010, "skipped took {skipped} s");
    let body = exclusive(&some, "body");
    assert!(
        body >= 0.010,
        "body's own time {body} s lacks skipped's 10 ms"
    );

    // Throttling: `tiny` (a few ns, 200,000 calls) stops after 100,000 visits, in both runs,
    // and the result says so in its notes (not as a problem).
    for a in [&all, &some] {
        assert_eq!(profile_row(a, "tiny").unwrap()["visits"], 100_000);
        let notes = a["notes"].to_string();
        assert!(notes.contains("throttled `tiny`"), "{notes}");
        assert_eq!(a["warnings"], serde_json::json!([]));
    }
    // Switched off, every call is recorded.
    let every = measure(&exe, &dir.join("every"), &["--throttle", "off"]);
    assert_eq!(profile_row(&every, "tiny").unwrap()["visits"], 200_000);
    assert!(!every["notes"].to_string().contains("throttled"));

    // Bad settings stop before the program runs, naming the line.
    let bad = dir.join("bad.filter");
    std::fs::write(&bad, "SCOREP_REGION_NAMES_BEGIN\n  EXCLUDE foo\n  bar[\n").unwrap();
    let out = dir.join("never");
    let o = run_ppw(&[
        "run",
        "--filter",
        bad.to_str().unwrap(),
        "-o",
        out.to_str().unwrap(),
        "--",
        exe.to_str().unwrap(),
    ]);
    assert!(!o.status.success());
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("bad.filter, line 3"), "{err}");
    assert!(!out.exists(), "the program ran");
    let o = run_ppw(&[
        "run",
        "--throttle",
        "often",
        "-o",
        out.to_str().unwrap(),
        "--",
        exe.to_str().unwrap(),
    ]);
    assert!(!o.status.success());
    assert!(String::from_utf8_lossy(&o.stderr).contains("--throttle often"));
    assert!(!out.exists(), "the program ran");
}

/// Filter and config files (issue 35, items 12 and 15): read up to 1 MiB (`/dev/zero` is
/// refused at once, not read until memory runs out), a UTF-8 byte order mark is skipped, and
/// bytes that are not UTF-8 are an error naming the line, before the program starts.
#[test]
fn filter_and_config_files_are_capped_and_read_as_utf8() {
    let dir = scratch("filters-files");
    let exe = build(&dir);
    let out = dir.join("never");
    let run_with = |filter: &Path| {
        run_ppw(&[
            "run",
            "--filter",
            filter.to_str().unwrap(),
            "-o",
            out.to_str().unwrap(),
            "--",
            exe.to_str().unwrap(),
        ])
    };
    let o = run_with(Path::new("/dev/zero"));
    assert_eq!(o.status.code(), Some(1), "{}", text(&o));
    assert!(
        String::from_utf8_lossy(&o.stderr).contains(
            "filter file /dev/zero: larger than 1048576 bytes (1 MiB), the most ppw reads of a \
             filter or config file"
        ),
        "{}",
        text(&o)
    );
    assert!(!out.exists(), "the program ran");
    let latin1 = dir.join("latin1.filter");
    std::fs::write(
        &latin1,
        b"SCOREP_REGION_NAMES_BEGIN\n  EXCLUDE skip*\n  EXCLUDE caf\xE9\nSCOREP_REGION_NAMES_END\n",
    )
    .unwrap();
    let o = run_with(&latin1);
    assert_eq!(o.status.code(), Some(1), "{}", text(&o));
    assert!(
        String::from_utf8_lossy(&o.stderr)
            .contains("latin1.filter, line 3: not UTF-8 text (byte 0xe9 at column 14)"),
        "{}",
        text(&o)
    );
    assert!(!out.exists(), "the program ran");
    // With a byte order mark the filter applies as without.
    let bom = dir.join("bom.filter");
    let mut bytes = b"\xEF\xBB\xBF".to_vec();
    bytes.extend_from_slice(FILTER.as_bytes());
    std::fs::write(&bom, bytes).unwrap();
    let a = measure(&exe, &dir.join("bom"), &["--filter", bom.to_str().unwrap()]);
    assert!(profile_row(&a, "skipped").is_none(), "not filtered");
    assert!(profile_row(&a, "kept_work").is_some());
    // The analysis' config file: capped too.
    let o = run_ppw(&[
        "analyze",
        dir.join("bom").to_str().unwrap(),
        "--config",
        "/dev/zero",
    ]);
    assert_eq!(o.status.code(), Some(1), "{}", text(&o));
    assert!(
        String::from_utf8_lossy(&o.stderr)
            .contains("cannot read the config file /dev/zero: larger"),
        "{}",
        text(&o)
    );
}
