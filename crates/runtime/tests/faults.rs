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
