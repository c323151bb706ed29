//! One-sided communication through the Fortran entry points (issue 11): the records the
//! analysis of one-sided communication reads (crates/analysis replay/onesided.rs), checked
//! event by event. (The exact C counts in both modes are checked end to end in
//! crates/cli/tests/rma.rs.)

use crate::both_mpis;
use crate::support::*;
use ppw_event::{CommKind, EventKind, LockOp, RmaOp};

fn fortran_rma(m: &Mpi) {
    if m.mpif90.is_empty() {
        return eprintln!("skipped: no mpif90 for {}", m.name);
    }
    let exe = m.compile("rma_fortran.f90", &[]);
    // Open MPI 4.1's osc/rdma is broken on Debian 12 (see crates/cli/tests/rma.rs).
    let l = m.launch(
        "rma_fortran",
        &exe,
        &[],
        2,
        "trace",
        &[("OMPI_MCA_osc", "pt2pt")],
    );
    let mut l = l;
    let out = l.cmd.output().expect("run mpirun");
    let dir = l.finish(out.status.code().unwrap_or(-1));
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let r = Run::open(&dir);
    assert!(r.exp.summary().complete, "{:?}", r.exp.summary().problems);
    let d = r.defs();
    for rank in 0..2u32 {
        let peer = 1 - rank;
        let attrs = r.attrs(rank);
        let rma: Vec<_> = attrs
            .iter()
            .filter_map(|e| match e.kind {
                EventKind::Rma {
                    op,
                    comm,
                    target,
                    bytes,
                    ..
                } => Some((e.region.clone(), op, comm, target, bytes)),
                _ => None,
            })
            .collect();
        assert_eq!(rma.len(), 5, "{rma:?}");
        let win = rma[0].2;
        let w = d.comm(win).unwrap();
        // Named through the Fortran MPI_Win_set_name: the CHARACTER*32 without its blanks.
        assert_eq!((w.kind, w.name.as_str()), (CommKind::Window, "fortran win"));
        assert_eq!(r.visits(rank, "MPI_Win_set_name"), 1);
        assert_eq!(w.members, vec![0, 1]);
        for x in &rma[..3] {
            assert_eq!(
                (x.0.as_str(), x.1, x.3, x.4),
                ("MPI_Put", RmaOp::Put, peer, 32)
            );
        }
        for x in &rma[3..] {
            assert_eq!(
                (x.0.as_str(), x.1, x.3, x.4),
                ("MPI_Get", RmaOp::Get, peer, 16)
            );
        }
        // Creation, two fences and the release are collectives on the window.
        let colls: Vec<_> = r
            .colls(rank)
            .into_iter()
            .filter(|c| c.5 == vec![0, 1] && c.0.starts_with("MPI_Win"))
            .map(|c| c.0)
            .collect();
        assert_eq!(
            colls,
            [
                "MPI_Win_create",
                "MPI_Win_fence",
                "MPI_Win_fence",
                "MPI_Win_free"
            ]
        );
        // Lock request and acquisition in MPI_Win_lock, flush, then flush + release at unlock.
        let locks: Vec<_> = attrs
            .iter()
            .filter_map(|e| match e.kind {
                EventKind::Lock {
                    op,
                    lock,
                    target,
                    exclusive,
                } => Some((e.region.clone(), op, lock, target, exclusive)),
                EventKind::RmaFlush { win: fw, target } => {
                    assert_eq!(fw, win);
                    Some((e.region.clone(), LockOp::Release, u64::MAX, target, false))
                }
                _ => None,
            })
            .collect();
        let l = win.0 as u64;
        assert_eq!(
            locks,
            vec![
                ("MPI_Win_lock".into(), LockOp::Request, l, peer, true),
                ("MPI_Win_lock".into(), LockOp::Acquire, l, peer, true),
                (
                    "MPI_Win_flush".into(),
                    LockOp::Release,
                    u64::MAX,
                    peer,
                    false
                ),
                (
                    "MPI_Win_unlock".into(),
                    LockOp::Release,
                    u64::MAX,
                    peer,
                    false
                ),
                ("MPI_Win_unlock".into(), LockOp::Release, l, peer, false),
            ]
        );
    }
}
both_mpis!(fortran_one_sided, super::fortran_rma);
