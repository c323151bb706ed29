//! One-sided communication and MPI-IO measured end to end (issue 11): a program doing a known
//! number of puts, gets, accumulates and atomics of known sizes on a named window
//! (`programs/rma_counts.c`) gets exactly those counts and bytes per target in `ppw analyze`'s
//! `one_sided` table, in trace and in profile mode, under Open MPI and MPICH; its
//! `MPI_File_write_at` bytes are I/O of the program, and the files the MPI library opens inside
//! its calls are not.
//!
//! Open MPI 4.1 on Debian 12: the default one-sided component (`osc/rdma` over the `vader`
//! shared-memory BTL) crashes in `MPI_Compare_and_swap` even without ppw, so the runs select
//! `OMPI_MCA_osc=pt2pt` (`^rdma` and `ucx` work too).

use crate::support::*;
use serde_json::{json, Value};
use std::path::Path;
use std::process::Command;

/// `ppw run [--profile] -o DIR -- LAUNCHER -np 3 EXE FILE` with the one-sided component that
/// works here.
fn measure(f: &Flavor, profile: bool, dir: &Path, exe: &Path, file: &Path) {
    let mut cmd = Command::new(ppw());
    cmd.arg("run");
    if profile {
        cmd.arg("--profile");
    }
    cmd.arg("-o").arg(dir).arg("--").args(&f.launcher);
    cmd.args(["-np", "3"]).arg(exe).arg(file);
    cmd.env("OMPI_MCA_mpi_yield_when_idle", "1")
        .env("OMPI_MCA_osc", "pt2pt")
        .env_remove("PPW_LIB");
    let _serial = MPI_LOCK.lock().unwrap_or_else(|e| e.into_inner());
    let o = cmd.output().expect("run ppw");
    assert!(o.status.success(), "{}", text(&o));
}

/// The window statistics of `rank` on window `name`.
fn window<'a>(a: &'a Value, name: &str, rank: u64) -> &'a Value {
    a["one_sided"]
        .as_array()
        .unwrap()
        .iter()
        .find(|w| w["window"] == name && w["rank"] == rank)
        .unwrap_or_else(|| panic!("no window {name} on rank {rank}: {}", a["one_sided"]))
}

fn rma_counts(flavor_name: &'static str, profile: bool) {
    let Some(f) = flavor(flavor_name) else { return };
    let mode = if profile { "profile" } else { "trace" };
    let dir = scratch(&format!("rma-{flavor_name}-{mode}"));
    let exe = f.compile(&program("rma_counts.c"), &dir, &[]);
    let exp = dir.join("exp");
    let file = dir.join("mpiio.dat");
    measure(&f, profile, &exp, &exe, &file);
    assert_eq!(std::fs::metadata(&file).unwrap().len(), 3000);
    let i = info(&exp);
    assert_eq!(i["complete"], true, "{i}");
    let a = analyze(&exp);
    for r in 0..3u64 {
        let t = (r + 1) % 3;
        let w = window(&a, "counts_win", r);
        // 10 puts of 128 B, 1 Rput of 8 B; rank 1 also puts 4 B into rank 0 (post/start).
        let (puts, put_bytes) = if r == 1 { (12, 1292) } else { (11, 1288) };
        assert_eq!(w["puts"], puts, "rank {r}: {w}");
        assert_eq!(w["put_bytes"], put_bytes, "rank {r}: {w}");
        assert_eq!((&w["gets"], &w["get_bytes"]), (&json!(7), &json!(112)));
        assert_eq!(
            (&w["accumulates"], &w["accumulate_bytes"]),
            (&json!(5), &json!(80))
        );
        // Fetch_and_op and Compare_and_swap of one long each.
        assert_eq!((&w["atomics"], &w["atomic_bytes"]), (&json!(2), &json!(16)));
        // Fence x 2, plus post+wait (rank 0) or start+complete (rank 1).
        let active = if r == 2 { 2 } else { 4 };
        assert_eq!(w["active_sync_calls"], active, "rank {r}: {w}");
        // lock, flush, unlock, lock_all, flush_all, unlock_all.
        assert_eq!(w["passive_sync_calls"], 6, "rank {r}: {w}");
        assert_eq!(w["management_calls"], 2, "rank {r}: {w}");
        let mut targets = vec![json!([t, 25, 1496])];
        if r == 1 {
            targets.insert(0, json!([0, 1, 4]));
        }
        assert_eq!(w["targets"], json!(targets), "rank {r}: {w}");
        // The unnamed window keeps its default name; fences only.
        let w2 = window(&a, "win 1", r);
        assert_eq!(w2["active_sync_calls"], 2);
        assert_eq!(w2["puts"], 0);
    }
    // MPI-IO is the program's I/O; the POSIX calls inside MPI calls (Open MPI opens files in
    // MPI_Win_create and MPI_File_open) are not recorded as the program's.
    let rows = a["profile"].as_array().unwrap();
    for r in rows {
        let cp = r["callpath"].as_str().unwrap();
        let last = cp.rsplit('/').next().unwrap();
        assert!(
            !["open", "open64", "openat", "close", "read", "write", "pwrite", "pwrite64", "fopen"]
                .contains(&last),
            "POSIX I/O recorded as the program's: {r}"
        );
    }
    for r in 0..3u64 {
        assert_eq!(row(&a, r, "main/MPI_File_write_at")["visits"], 1);
        assert_eq!(row(&a, r, "main/MPI_File_open")["visits"], 1);
    }
    if !profile {
        let o = run_ppw(&["dump", exp.to_str().unwrap()]);
        let dump = String::from_utf8_lossy(&o.stdout);
        let io: Vec<&str> = dump.lines().filter(|l| l.contains(" io ")).collect();
        assert_eq!(
            io.iter().filter(|l| l.contains("bytes=1000")).count(),
            3,
            "{io:?}"
        );
    }
}

#[test]
fn rma_counts_openmpi_trace() {
    rma_counts("openmpi", false);
}

#[test]
fn rma_counts_openmpi_profile() {
    rma_counts("openmpi", true);
}

#[test]
fn rma_counts_mpich_trace() {
    rma_counts("mpich", false);
}

#[test]
fn rma_counts_mpich_profile() {
    rma_counts("mpich", true);
}
