//! Profile mode's counts of blocking sends and receives (issue 16, item 4): the wrappers' fast
//! path adds them up per call site in the thread's slots, and the Rust side folds the slots
//! into the call tree before anything else touches it. `programs/profile_counts.c` calls from
//! known sites; every call path must get exactly its visits and bytes, in profile mode as in
//! trace mode, with calling context and without: calls interleaved with Rust-path calls, sends
//! to MPI_PROC_NULL (no bytes), two functions called from one site through a pointer (a slot
//! changing region), a stretch paused by MPI_Pcontrol(0) (not counted) and a user region
//! opened between fast-path calls.

use crate::support::*;
use std::collections::BTreeMap;

/// (rank, call path) -> (visits, bytes) of the MPI point-to-point rows.
fn rows(a: &serde_json::Value) -> BTreeMap<(u64, String), (u64, u64)> {
    a["profile"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|r| {
            let leaf = r["callpath"].as_str().unwrap().rsplit('/').next().unwrap();
            matches!(leaf, "MPI_Send" | "MPI_Ssend" | "MPI_Recv")
        })
        .map(|r| {
            (
                (
                    r["rank"].as_u64().unwrap(),
                    r["callpath"].as_str().unwrap().to_string(),
                ),
                (r["visits"].as_u64().unwrap(), r["bytes"].as_u64().unwrap()),
            )
        })
        .collect()
}

/// (rank, call path, visits, bytes).
type Row = (u64, &'static str, u64, u64);

fn expect(rows: &[Row]) -> BTreeMap<(u64, String), (u64, u64)> {
    rows.iter()
        .map(|&(rank, path, visits, bytes)| ((rank, path.to_string()), (visits, bytes)))
        .collect()
}

const WITH_CONTEXT: &[Row] = &[
    (0, "main/small/MPI_Send", 300, 300 * 32),
    (0, "main/big/MPI_Send", 200, 200 * 800),
    (0, "main/null/MPI_Send", 50, 0),
    (0, "main/null/MPI_Recv", 50, 0),
    (0, "main/pointer/MPI_Send", 25, 25 * 4),
    (0, "main/pointer/MPI_Ssend", 25, 25 * 4),
    (0, "main/tail/small/MPI_Send", 10, 10 * 32),
    (1, "main/small/MPI_Recv", 300, 300 * 32),
    (1, "main/big/MPI_Recv", 200, 200 * 800),
    (1, "main/null/MPI_Send", 50, 0),
    (1, "main/null/MPI_Recv", 50, 0),
    (1, "main/pointer/MPI_Recv", 50, 50 * 4),
    (1, "main/tail/small/MPI_Recv", 10, 10 * 32),
];

/// Calling context off: call sites only, so one row per function under `main` and `tail`.
const WITHOUT_CONTEXT: &[Row] = &[
    (
        0,
        "main/MPI_Send",
        300 + 200 + 50 + 25,
        300 * 32 + 200 * 800 + 25 * 4,
    ),
    (0, "main/MPI_Recv", 50, 0),
    (0, "main/MPI_Ssend", 25, 25 * 4),
    (0, "main/tail/MPI_Send", 10, 10 * 32),
    (
        1,
        "main/MPI_Recv",
        300 + 200 + 50 + 50,
        300 * 32 + 200 * 800 + 50 * 4,
    ),
    (1, "main/MPI_Send", 50, 0),
    (1, "main/tail/MPI_Recv", 10, 10 * 32),
];

fn counts(name: &'static str) {
    let Some(f) = flavor(name) else { return };
    let dir = scratch(&format!("profile-counts-{name}"));
    let inc = workspace().join("crates/runtime/include");
    let exe = f.compile(
        &program("profile_counts.c"),
        &dir,
        &["-I", inc.to_str().unwrap()],
    );
    let runs: [(&str, &[&str], &[Row]); 3] = [
        ("profile", &["--profile"], WITH_CONTEXT),
        ("trace", &["--trace"], WITH_CONTEXT),
        (
            "profile-depth0",
            &["--profile", "--callpath-depth", "0"],
            WITHOUT_CONTEXT,
        ),
    ];
    for (label, extra, want) in runs {
        let exp = dir.join(label);
        let o = f.ppw_run(extra, &exp, 2, &exe);
        assert!(o.status.success(), "{name} {label}: {}", text(&o));
        assert_eq!(rows(&analyze(&exp)), expect(want), "{name} {label}");
    }
}

#[test]
fn profile_counts_openmpi() {
    counts("openmpi");
}

#[test]
fn profile_counts_mpich() {
    counts("mpich");
}
