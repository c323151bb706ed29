//! OpenSHMEM (issue 12) through Open MPI's oshmem: the records of tests/mpi/shmem.c checked
//! event by event, and what survives the crash of Debian's oshmem in shmem_finalize.

use crate::support::*;
use ppw_event::{AddrSync, CommKind, EventKind, LockOp, RmaOp};
use std::path::PathBuf;

/// (region, op, target, bytes, window name) of a rank's one-sided transfers (all blocking).
fn transfers(r: &Run, rank: u32) -> Vec<(String, RmaOp, u32, u64, String)> {
    r.transfers(rank)
        .into_iter()
        .map(|(region, op, target, bytes, win, _)| (region, op, target, bytes, win))
        .collect()
}

fn run(m: &Mpi, test: &str, extra: &[(&str, &str)]) -> (PathBuf, std::process::Output) {
    // Compiled once: the two tests run concurrently and would write the same executable.
    static EXE: std::sync::OnceLock<PathBuf> = std::sync::OnceLock::new();
    let exe = EXE.get_or_init(|| m.compile("shmem.c", &["-loshmem"]));
    let mut l = m.launch(test, exe, &[], 3, "trace", extra);
    let out = l.cmd.output().expect("run mpirun");
    let code = out.status.code().unwrap_or(-1);
    (l.finish(code), out)
}

/// Every record of the program, with oshmem's finalize working (`OMPI_MCA_osc=^rdma`).
#[test]
fn shmem_records() {
    let Some(m) = openmpi() else { return };
    let (dir, out) = run(m, "shmem", &[("OMPI_MCA_osc", "^rdma")]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let r = Run::open(&dir);
    assert!(r.exp.summary().complete, "{:?}", r.exp.summary().problems);
    let mem = "symmetric memory".to_string();
    for rank in 0..3u32 {
        let next = (rank + 1) % 3;
        let mut want = vec![
            (
                "shmem_long_put".to_string(),
                RmaOp::Put,
                next,
                32,
                mem.clone()
            );
            5
        ];
        want.extend(vec![
            (
                "shmem_getmem".into(),
                RmaOp::Get,
                next,
                16,
                mem.clone()
            );
            3
        ]);
        want.push(("shmem_int_p".into(), RmaOp::Put, next, 4, mem.clone()));
        want.push((
            "shmem_long_atomic_fetch_add".into(),
            RmaOp::Atomic,
            0,
            8,
            mem.clone(),
        ));
        want.push((
            "shmem_long_atomic_inc".into(),
            RmaOp::Atomic,
            0,
            8,
            mem.clone(),
        ));
        if rank == 1 {
            want.push(("shmem_long_p".into(), RmaOp::Put, 0, 8, mem.clone()));
        }
        assert_eq!(transfers(&r, rank), want, "rank {rank}");
        // The local buffers of the 5 shmem_long_put (`src8`) and 3 shmem_getmem (`buf`); the
        // single-element puts and the atomics have none.
        assert_eq!(r.buffers(rank), 8, "rank {rank}");
        // shmem_malloc(16) is a heap block of the program too (data-structure attribution),
        // freed by shmem_free.
        let heap: Vec<u64> = r
            .attrs(rank)
            .iter()
            .filter_map(|e| match e.kind {
                EventKind::Heap { bytes, .. } if bytes == 16 || bytes == 0 => Some(bytes),
                _ => None,
            })
            .collect();
        assert_eq!(heap, vec![16, 0], "rank {rank}");
        assert_eq!(r.visits(rank, "shmem_quiet"), 1);
        assert_eq!(r.visits(rank, "shmem_malloc"), 1);
        assert_eq!(r.visits(rank, "shmem_set_lock"), 1);
        assert_eq!(
            r.visits(rank, "shmem_long_wait_until"),
            usize::from(rank == 0)
        );
        // Collectives: 6 barriers over all PEs, the active set {0, 2}'s barrier and
        // broadcast (root 1 of the set: PE 2, recorded as a world rank) on the even PEs, the reduction over all.
        let colls = r.colls(rank);
        let world = |n: &str| {
            colls
                .iter()
                .filter(|c| c.0 == n && c.5 == [0, 1, 2])
                .count()
        };
        assert_eq!(world("shmem_barrier_all"), 6, "{colls:?}");
        let sum: Vec<_> = colls
            .iter()
            .filter(|c| c.0 == "shmem_int_sum_to_all")
            .collect();
        assert_eq!(sum.len(), 1);
        assert_eq!((sum[0].2, sum[0].3, &sum[0].5), (32, 32, &vec![0, 1, 2]));
        let set: Vec<_> = colls.iter().filter(|c| c.5 == [0, 2]).collect();
        if rank % 2 == 0 {
            assert_eq!(set.len(), 2, "{colls:?}");
            assert_eq!(set[0].0, "shmem_barrier");
            let (sent, received) = if rank == 2 { (64, 0) } else { (0, 64) };
            assert_eq!(
                (set[1].0.as_str(), set[1].1, set[1].2, set[1].3),
                ("shmem_broadcast64", 2, sent, received)
            );
        } else {
            assert!(set.is_empty(), "{colls:?}");
        }
    }
    let d = r.defs();
    let team = d
        .comms
        .iter()
        .find(|c| c.kind == CommKind::Team)
        .expect("a team");
    assert_eq!(team.members, vec![0, 2]);
    let win = d
        .comms
        .iter()
        .find(|c| c.name == "symmetric memory")
        .expect("the window");
    assert_eq!(
        (win.kind, win.members.clone()),
        (CommKind::Memory, vec![0, 1, 2])
    );
    // Symmetric addresses: the flag PE 1 puts into PE 0 is the variable PE 0 waits on (a
    // static variable: at different runtime addresses in the PEs, equal symmetric ones);
    // every PE asks for, gets and releases the same lock variable, another address.
    let addr_of = |rank: u32, region: &str| -> Vec<u64> {
        let all = r.attrs(rank);
        all.iter()
            .enumerate()
            .filter(|(_, e)| e.region == region && matches!(e.kind, EventKind::Rma { .. }))
            .filter_map(|(i, _)| match all.get(i + 1).map(|n| &n.kind) {
                Some(EventKind::RmaAddress { addr }) => Some(*addr),
                _ => None,
            })
            .collect()
    };
    let syncs = |rank: u32| r.addr_syncs(rank);
    let flag = addr_of(1, "shmem_long_p");
    assert_eq!(flag.len(), 1);
    assert!(flag[0] >> 63 == 1, "a static variable: {:#x}", flag[0]);
    let s0 = syncs(0);
    assert_eq!(s0[0], (AddrSync::ValueReached, flag[0]), "{s0:?}");
    let lock = s0[1].1;
    assert_ne!(lock, flag[0]);
    for rank in 0..3u32 {
        let want = [
            (AddrSync::Lock(LockOp::Request), lock),
            (AddrSync::Lock(LockOp::Acquire), lock),
            (AddrSync::Lock(LockOp::Release), lock),
        ];
        let got = syncs(rank);
        assert_eq!(got[got.len() - 3..], want, "rank {rank}");
        // Puts into the heap: the same symmetric address on every PE (oshmem maps its heap at
        // one virtual address), not a static one.
        let heap = addr_of(rank, "shmem_long_atomic_inc");
        assert_eq!(heap, addr_of(0, "shmem_long_atomic_inc"));
        assert!(heap[0] >> 63 == 0, "{:#x}", heap[0]);
    }
}

/// Debian's oshmem crashes in shmem_finalize with its default one-sided component: the ranks'
/// records up to there are still readable (issue 12's check), whatever the crash.
#[test]
fn shmem_crash_at_finalize_keeps_the_records() {
    let Some(m) = openmpi() else { return };
    let (dir, _out) = run(m, "shmem-crash", &[]);
    let r = Run::open(&dir);
    for rank in 0..3u32 {
        assert!(
            transfers(&r, rank).len() >= 10,
            "rank {rank}: {:?}",
            r.exp.summary().problems
        );
        assert_eq!(r.visits(rank, "shmem_barrier_all"), 6);
    }
}
