//! The analysis distributed over MPI (issue 15): `mpirun -np K ppw-mpi analyze` writes the
//! single-process result for any K, under Open MPI and MPICH; a rank file missing from one
//! process's block is reported as the single-process analysis reports it; a killed analysis
//! process ends the job with a message naming it instead of leaving the others waiting; plain
//! `ppw` started by mpirun refuses instead of K copies racing on one result file.
//!
//! The validation suite also analyzes every real program's trace with K = 2 and 3
//! (`validation.rs`).

use crate::support::*;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

/// The distributed analyzer built for `name` (scripts/build.sh) and the flavor's launcher.
pub fn ppw_mpi(name: &'static str) -> Option<(PathBuf, Flavor)> {
    let f = flavor(name)?;
    let exe = ppw().parent().unwrap().join(format!("ppw-mpi-{name}"));
    if !exe.is_file() {
        assert!(
            std::env::var("PPW_REQUIRE_MPI").map_or(true, |v| v != "1"),
            "PPW_REQUIRE_MPI=1 but {} is missing (scripts/build.sh builds it)",
            exe.display()
        );
        eprintln!("skipped: {} is missing", exe.display());
        return None;
    }
    Some((exe, f))
}

/// The command `LAUNCHER -np K EXE analyze -q EXTRA... INPUT --json OUT`, in a process group
/// of its own, its output piped.
fn analyze_cmd(
    f: &Flavor,
    exe: &Path,
    k: u32,
    input: &Path,
    out: &Path,
    extra: &[&str],
) -> Command {
    let mut c = Command::new(f.launcher[0]);
    c.args(&f.launcher[1..])
        .args(["-np", &k.to_string()])
        .arg(exe)
        .args(["analyze", "-q"])
        .args(extra)
        .arg(input)
        .arg("--json")
        .arg(out)
        .env("OMPI_MCA_mpi_yield_when_idle", "1")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .process_group(0);
    c
}

/// `LAUNCHER -np K EXE analyze -q INPUT --json OUT` (killed after 5 minutes).
pub fn analyze_k(f: &Flavor, exe: &Path, k: u32, input: &Path, out: &Path) -> Output {
    let mut c = analyze_cmd(f, exe, k, input, out, &[]);
    let _serial = MPI_LOCK.lock().unwrap_or_else(|e| e.into_inner());
    wait_with_timeout(c.spawn().unwrap(), Duration::from_secs(300)).unwrap()
}

/// A synthetic experiment (the benchmark's wait-state mix) of `ranks` ranks. Written under
/// the MPI lock: it keeps a CPU busy, which would disturb another test's MPI program (the
/// contention test counts who waited for a CPU).
fn synthetic(dir: &Path, ranks: u32, events_per_rank: u64) -> PathBuf {
    let _serial = MPI_LOCK.lock().unwrap_or_else(|e| e.into_inner());
    let exp = dir.join(format!("synth-{ranks}"));
    write_synthetic(&exp, ranks, events_per_rank);
    exp
}

/// `ppw analyze -q INPUT --json OUT`: its exit status (under the MPI lock, as above).
fn single(input: &Path, out: &Path) -> Option<i32> {
    let _serial = MPI_LOCK.lock().unwrap_or_else(|e| e.into_inner());
    let o = run_ppw(&[
        "analyze",
        "-q",
        input.to_str().unwrap(),
        "--json",
        out.to_str().unwrap(),
    ]);
    assert!(out.is_file(), "{}", text(&o));
    o.status.code()
}

/// The Score-P traces of the shared data folder (two-sided and one-sided cases), if present.
fn score_p_traces() -> Vec<PathBuf> {
    let shared = std::env::var_os("PPW_SHARED")
        .map(PathBuf::from)
        .unwrap_or_else(|| workspace().join("../shared"));
    let mut v: Vec<PathBuf> = std::fs::read_dir(shared.join("data/otf2"))
        .map(|rd| {
            rd.flatten()
                .map(|e| e.path().join("traces.otf2"))
                .filter(|p| p.is_file())
                .collect()
        })
        .unwrap_or_default();
    v.sort();
    v
}

#[test]
fn any_number_of_processes_gives_the_single_process_result() {
    let dir = scratch("distributed-same");
    let inputs = [synthetic(&dir, 4, 20_000), synthetic(&dir, 7, 20_000)];
    let score_p = score_p_traces();
    for name in ["openmpi", "mpich"] {
        let Some((exe, f)) = ppw_mpi(name) else {
            continue;
        };
        // The synthetic traces with K = 1, 2, 3; each Score-P trace (two-sided patterns and
        // one-sided ones) with K = 2 under Open MPI and K = 3 under MPICH.
        let runs = inputs
            .iter()
            .map(|i| (i, &[1u32, 2, 3][..]))
            .chain(score_p.iter().map(|i| {
                let k: &[u32] = if name == "openmpi" { &[2] } else { &[3] };
                (i, k)
            }));
        for (i, (input, ks)) in runs.enumerate() {
            let one = dir.join(format!("{i}-single.json"));
            assert!(
                matches!(single(input, &one), Some(0 | 3)),
                "{}",
                input.display()
            );
            let want = without_speed(&one);
            if i < inputs.len() {
                assert!(want.contains("late_sender"), "{}", input.display());
            }
            for &k in ks {
                let out = dir.join(format!("{i}-{name}-{k}.json"));
                let o = analyze_k(&f, &exe, k, input, &out);
                assert!(o.status.success(), "{name}, K={k}: {}", text(&o));
                assert_eq!(
                    without_speed(&out),
                    want,
                    "{name}, K={k}, {}",
                    input.display()
                );
                let v: serde_json::Value =
                    serde_json::from_str(&std::fs::read_to_string(&out).unwrap()).unwrap();
                let processes = v["speed"]["processes"].as_u64().unwrap_or(1);
                assert_eq!(processes, k as u64);
            }
        }
    }
}

/// A memory budget too small for the root-cause and critical-path analyses: they are skipped
/// with a warning that says why (`skipped` lists them), alone and with K = 2 processes (whose
/// owners still get process 0's empty time-map requests), with the same result.
#[test]
fn root_causes_too_large_for_the_memory_budget_are_skipped_with_a_warning() {
    let dir = scratch("distributed-memory");
    let input = synthetic(&dir, 8, 20_000);
    let one = dir.join("single.json");
    let o = {
        let _serial = MPI_LOCK.lock().unwrap_or_else(|e| e.into_inner());
        run_ppw(&[
            "analyze",
            "-q",
            "--memory",
            "0.0005",
            input.to_str().unwrap(),
            "--json",
            one.to_str().unwrap(),
        ])
    };
    assert!(matches!(o.status.code(), Some(0 | 3)), "{}", text(&o));
    let v: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&one).unwrap()).unwrap();
    assert_eq!(
        v["skipped"],
        serde_json::json!(["root_cause", "critical_path"]),
        "{}",
        v["skipped"]
    );
    assert!(
        v["root_causes"].as_array().is_none_or(|a| a.is_empty()),
        "{}",
        v["root_causes"]
    );
    let warned = v["warnings"]
        .as_array()
        .unwrap()
        .iter()
        .any(|w| w.as_str().unwrap_or("").contains("analyses were skipped"));
    assert!(warned, "{}", v["warnings"]);
    // The wait states themselves are still there.
    assert!(without_speed(&one).contains("late_sender"));
    let Some((exe, f)) = ppw_mpi("openmpi") else {
        return;
    };
    let out = dir.join("k2.json");
    let mut c = analyze_cmd(&f, &exe, 2, &input, &out, &["--memory", "0.0005"]);
    let o = {
        let _serial = MPI_LOCK.lock().unwrap_or_else(|e| e.into_inner());
        wait_with_timeout(c.spawn().unwrap(), Duration::from_secs(300)).unwrap()
    };
    assert!(o.status.success(), "{}", text(&o));
    assert_eq!(without_speed(&out), without_speed(&one));
}

/// Rank 5 of 7 lost its file: with 3 processes the third process owns it (locations 4..7);
/// the result is that of the single-process analysis, which names it. (`ppw analyze` exits
/// with 3 for the warning; `ppw-mpi` with 0, since launchers call any other status a failed
/// job.)
#[test]
fn a_rank_file_missing_from_one_process_block_is_reported_the_same() {
    let dir = scratch("distributed-missing");
    let exp = synthetic(&dir, 7, 5_000);
    std::fs::remove_file(exp.join("rank-00005.ppw")).unwrap();
    let one = dir.join("single.json");
    assert_eq!(single(&exp, &one), Some(3));
    let want = without_speed(&one);
    assert!(want.contains("rank 5"), "{want}");
    for name in ["openmpi", "mpich"] {
        let Some((exe, f)) = ppw_mpi(name) else {
            continue;
        };
        let out = dir.join(format!("{name}.json"));
        let o = analyze_k(&f, &exe, 3, &exp, &out);
        assert_eq!(o.status.code(), Some(0), "{name}: {}", text(&o));
        assert_eq!(without_speed(&out), want, "{name}");
    }
}

/// A damaged block in the middle of one rank's file, in the second of three process blocks:
/// the events before it are analysed, every process meets every exchange (none waits for a
/// partition that stopped early), and the result, warnings included, is the single
/// process's.
#[test]
fn a_damaged_block_in_one_process_block_is_reported_the_same() {
    let dir = scratch("distributed-damaged");
    let exp = synthetic(&dir, 7, 200_000);
    let file = exp.join("rank-00003.ppw");
    let mut bytes = std::fs::read(&file).unwrap();
    let at = bytes.len() * 2 / 3;
    bytes[at..at + 64].fill(0xff);
    std::fs::write(&file, &bytes).unwrap();
    let one = dir.join("single.json");
    assert_eq!(single(&exp, &one), Some(3));
    let want = without_speed(&one);
    assert!(
        want.contains("rank 3: the event stream ends in an error"),
        "{want}"
    );
    assert!(want.contains("rank-00003.ppw: at byte offset"), "{want}");
    for name in ["openmpi", "mpich"] {
        let Some((exe, f)) = ppw_mpi(name) else {
            continue;
        };
        for k in [2, 3] {
            let out = dir.join(format!("{name}-{k}.json"));
            let o = analyze_k(&f, &exe, k, &exp, &out);
            assert_eq!(o.status.code(), Some(0), "{name}, {k}: {}", text(&o));
            assert_eq!(without_speed(&out), want, "{name}, {k}");
        }
    }
}

/// Started as several tasks that MPI does not connect (what `srun -n 2` without `--mpi` does:
/// each task a singleton MPI job), ppw-mpi refuses instead of letting every task analyze the
/// whole trace into the same file; here the singleton is started without a launcher and
/// told it is one of two Slurm tasks.
#[test]
fn tasks_that_mpi_does_not_connect_are_refused() {
    let dir = scratch("distributed-unconnected");
    let exp = synthetic(&dir, 4, 2_000);
    for name in ["openmpi", "mpich"] {
        let Some((exe, _)) = ppw_mpi(name) else {
            continue;
        };
        let out = dir.join(format!("{name}.json"));
        let o = {
            let _serial = MPI_LOCK.lock().unwrap_or_else(|e| e.into_inner());
            Command::new(&exe)
                .args(["analyze", "-q", "--json"])
                .arg(&out)
                .arg(&exp)
                .env("SLURM_STEP_NUM_TASKS", "2")
                .env("OMPI_ALLOW_RUN_AS_ROOT", "1")
                .env("OMPI_ALLOW_RUN_AS_ROOT_CONFIRM", "1")
                .output()
                .unwrap()
        };
        assert_eq!(o.status.code(), Some(1), "{name}: {}", text(&o));
        assert!(
            text(&o).contains("started as 2 tasks") && text(&o).contains("--mpi=pmix"),
            "{name}: {}",
            text(&o)
        );
        assert!(!out.exists(), "{name}: a result was written");
    }
}

/// The process ids of the running `exe analyze` processes whose command line names `marker`,
/// with their MPI rank (from the launcher's environment variables).
fn analysis_processes(marker: &str) -> Vec<(u32, u32)> {
    let mut out = Vec::new();
    for e in std::fs::read_dir("/proc").unwrap().flatten() {
        let Ok(pid) = e.file_name().to_string_lossy().parse::<u32>() else {
            continue;
        };
        let cmd = std::fs::read(e.path().join("cmdline")).unwrap_or_default();
        let cmd = String::from_utf8_lossy(&cmd).replace('\0', " ");
        if !cmd.contains("ppw-mpi-") || !cmd.contains(marker) {
            continue;
        }
        let env = std::fs::read(e.path().join("environ")).unwrap_or_default();
        let rank = env
            .split(|&b| b == 0)
            .filter_map(|v| std::str::from_utf8(v).ok())
            .find_map(|v| {
                v.strip_prefix("OMPI_COMM_WORLD_RANK=")
                    .or_else(|| v.strip_prefix("PMI_RANK="))
            })
            .and_then(|r| r.parse().ok());
        if let Some(rank) = rank {
            out.push((pid, rank));
        }
    }
    out
}

/// Killing one of three analysis processes part-way ends the whole job, promptly, with the
/// launcher's message naming the process; no result is written.
#[test]
fn a_killed_analysis_process_ends_the_job() {
    let dir = scratch("distributed-killed");
    // 48 M events: a few seconds of analysis, so that the kill lands in the middle.
    let exp = synthetic(&dir, 8, 6_000_000);
    for name in ["openmpi", "mpich"] {
        let Some((exe, f)) = ppw_mpi(name) else {
            continue;
        };
        let out = dir.join(format!("{name}-killed.json"));
        let mut c = analyze_cmd(&f, &exe, 3, &exp, &out, &["--threads", "1"]);
        let _serial = MPI_LOCK.lock().unwrap_or_else(|e| e.into_inner());
        let child = c.spawn().unwrap();
        // Kill rank 1 once all three processes have been analysing for a moment.
        let marker = out.to_str().unwrap().to_string();
        let start = Instant::now();
        let victim = loop {
            let ps = analysis_processes(&marker);
            if ps.len() == 3 {
                std::thread::sleep(Duration::from_millis(300));
                break ps.iter().find(|p| p.1 == 1).map(|p| p.0);
            }
            assert!(
                start.elapsed() < Duration::from_secs(60),
                "{name}: no processes"
            );
            std::thread::sleep(Duration::from_millis(10));
        };
        let victim = victim.expect("rank 1");
        // Safety: a process of our own test job.
        let killed = unsafe { libc::kill(victim as i32, libc::SIGKILL) };
        assert_eq!(killed, 0, "{name}: rank 1 had already ended");
        let killed_at = Instant::now();
        let o = wait_with_timeout(child, Duration::from_secs(120)).unwrap();
        let took = killed_at.elapsed();
        let t = text(&o);
        assert!(!o.status.success(), "{name}: {t}");
        // Open MPI's mpirun names the rank ("process rank 1 with PID ..."); MPICH's mpiexec
        // the PID of the first process it saw end (the killed one, or process 0 if that
        // failed first in an exchange with it).
        if name == "openmpi" {
            assert!(
                t.contains("process rank 1"),
                "{name}: rank 1 not named: {t}"
            );
        } else {
            assert!(
                t.contains("BAD TERMINATION") && t.contains("PID "),
                "{name}: no process named: {t}"
            );
        }
        assert!(
            took < Duration::from_secs(60),
            "{name}: the job took {took:?} to end"
        );
        assert!(!out.exists(), "{name}: a result was written");
    }
}

#[test]
fn plain_ppw_started_by_mpirun_refuses() {
    let Some(f) = flavor("openmpi") else {
        return;
    };
    let dir = scratch("distributed-plain");
    let exp = synthetic(&dir, 2, 1_000);
    let out = dir.join("x.json");
    let o = analyze_k(&f, &ppw(), 2, &exp, &out);
    assert!(!o.status.success());
    assert!(text(&o).contains("ppw-mpi"), "{}", text(&o));
    assert!(!out.exists());
}
