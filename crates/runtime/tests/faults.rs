//! Abnormal ends: MPI_Abort and fatal signals leave readable, incomplete experiments.

use crate::both_mpis;
use crate::support::{Mpi, Run};

fn abort(m: &Mpi) {
    let exe = m.compile("abort.c", &[]);
    let (dir, status) = m.run("abort", &exe, &[], 2, "trace");
    assert_ne!(status, 0);
    let r = Run::open(&dir);
    let s = r.exp.summary();
    assert!(!s.complete);
    assert!(
        s.problems
            .iter()
            .any(|p| p.contains("rank 1: program called MPI_Abort")),
        "{:?}",
        s.problems
    );
    assert_eq!(r.visits(1, "MPI_Allreduce"), 4);
    assert_eq!(r.visits(1, "MPI_Abort"), 1);
    assert_eq!(r.colls(1).len(), 4);
}
both_mpis!(mpi_abort, super::abort);

fn crash(m: &Mpi, how: &str, signo: u32) {
    let exe = m.compile("crash.c", &[]);
    let (dir, status) = m.run(&format!("crash-{how}"), &exe, &[how], 2, "trace");
    assert_ne!(status, 0);
    let r = Run::open(&dir);
    let s = r.exp.summary();
    assert!(!s.complete);
    assert!(
        s.problems
            .iter()
            .any(|p| p.contains(&format!("rank 1: terminated by signal {signo}"))),
        "{:?}",
        s.problems
    );
    assert_eq!(r.visits(1, "MPI_Barrier"), 3);
    assert_eq!(r.sends(1), vec![("MPI_Send".to_string(), 0, 1, 4, 0)]);
    // The synthetic root was closed when the rank died.
    assert_eq!(r.visits(1, "main"), 1);
}
both_mpis!(sigsegv, |m| super::crash(m, "segv", 11));
both_mpis!(sigterm, |m| super::crash(m, "term", 15));

fn fork(m: &Mpi) {
    let exe = m.compile("fork.c", &[]);
    let (dir, status) = m.run("fork", &exe, &[], 2, "trace");
    assert_eq!(status, 0);
    let r = Run::open(&dir);
    let s = r.exp.summary();
    assert!(s.complete, "{:?}", s.problems);
    for rank in 0..2 {
        assert_eq!(r.visits(rank, "MPI_Barrier"), 1);
        assert_eq!(r.visits(rank, "MPI_Allreduce"), 1);
        assert_eq!(r.visits(rank, "MPI_Finalize"), 1);
    }
}
both_mpis!(forked_child_leaves_the_rank_file_alone, super::fork);

/// The lines of Open MPI's crash report that do not depend on the process or the stack.
fn crash_report(out: &std::process::Output) -> Vec<String> {
    String::from_utf8_lossy(&out.stderr)
        .lines()
        .filter_map(|l| l.split_once("] ").map(|(_, rest)| rest.to_string()))
        .filter(|l| l.starts_with("***") || l.starts_with("Signal") || l.starts_with("Failing"))
        .collect()
}

#[test]
fn open_mpi_crash_report_survives() {
    // ppw's handlers, installed before MPI_Init, made Open MPI (which installs its reporter
    // only where no handler is set) print nothing; the report must be what it is without ppw,
    // and the partial trace still readable.
    let Some(m) = crate::support::openmpi() else {
        return;
    };
    let exe = m.compile("crash.c", &[]);
    let bare = crash_report(&m.run_bare(&exe, &["segv"], 2));
    assert!(
        bare.iter().any(|l| l == "*** Process received signal ***"),
        "Open MPI prints no report here even without ppw: {bare:?}"
    );
    let (dir, out) = m.run_output("crash-report", &exe, &["segv"], 2, "trace");
    assert_eq!(
        crash_report(&out),
        bare,
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let r = Run::open(&dir);
    let s = r.exp.summary();
    assert!(
        s.problems
            .iter()
            .any(|p| p.contains("rank 1: terminated by signal 11")),
        "{:?}",
        s.problems
    );
    assert_eq!(r.visits(1, "MPI_Barrier"), 3);
    assert_eq!(r.visits(1, "main"), 1);
}

fn killed(m: &Mpi) {
    // Events used to reach the file only when a thread's 8 MiB buffer filled or at the end: a
    // rank killed with SIGKILL after several seconds left nothing. With a flush interval of 1 s,
    // everything recorded more than about a second before the kill must be readable.
    use std::time::{Duration, Instant};
    let exe = m.compile("killed.c", &[]);
    let work = crate::support::scratch().join(format!("killed-{}", m.name));
    let _ = std::fs::remove_dir_all(&work);
    std::fs::create_dir_all(&work).unwrap();
    let arg = work.display().to_string();
    let mut l = m.launch(
        "killed",
        &exe,
        &[&arg],
        2,
        "trace",
        &[("PPW_FLUSH_INTERVAL", "1")],
    );
    let mut child = l
        .cmd
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let progress = |rank: u32| -> i64 {
        std::fs::read(work.join(format!("progress-{rank}")))
            .ok()
            .and_then(|b| {
                b.get(..8)
                    .map(|b| i64::from_le_bytes(b.try_into().unwrap()))
            })
            .unwrap_or(0)
    };
    let started = Instant::now();
    while progress(0) == 0 || progress(1) == 0 {
        assert!(
            started.elapsed() < Duration::from_secs(60),
            "the ranks never started"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
    std::thread::sleep(Duration::from_millis(2500));
    // Barriers done by now are on disk after the next request (at most 1 s away) and the next
    // barrier; 2.5 s more leave room for a loaded machine.
    let early = [progress(0), progress(1)];
    std::thread::sleep(Duration::from_millis(2500));
    for rank in 0..2 {
        let pid: i32 = std::fs::read_to_string(work.join(format!("pid-{rank}")))
            .unwrap()
            .trim()
            .parse()
            .unwrap();
        // Safety: kill(2) on the pid of a rank this test started.
        assert_eq!(unsafe { libc::kill(pid, libc::SIGKILL) }, 0);
    }
    let status = child.wait().unwrap();
    let dir = l.finish(status.code().unwrap_or(-1));
    let r = Run::open(&dir);
    let s = r.exp.summary();
    for rank in 0..2u32 {
        assert!(
            s.problems
                .iter()
                .any(|p| p.contains(&format!("rank {rank}: measurement did not finish"))),
            "{:?}",
            s.problems
        );
        let barriers = r.visits(rank, "MPI_Barrier") as i64;
        assert!(
            barriers >= early[rank as usize],
            "rank {rank}: {barriers} barriers on disk, {} done 2.5 s before the kill",
            early[rank as usize]
        );
    }
}
both_mpis!(sigkill_loses_at_most_the_last_flush_interval, super::killed);
