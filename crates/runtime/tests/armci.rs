//! ARMCI (issue 12) through the interposition archive libppw-armci.a: the records of
//! tests/mpi/armci.c checked one by one under Open MPI and MPICH (Debian's static ARMCI-MPI
//! for each), and the same executable run without ppw.

use crate::both_mpis;
use crate::support::*;
use ppw_event::{AddrSync, CommKind, EventKind, LockOp, RmaOp, NO_RANK};
use std::path::PathBuf;
use std::sync::Mutex;

/// The flavor's ARMCI-MPI archive and the program linked against it and libppw-armci.a
/// (None, with a note, when this machine has no ARMCI-MPI for the flavor).
/// Compiled once per flavor: the tests of a flavor run concurrently.
fn program(m: &Mpi) -> Option<PathBuf> {
    static EXES: Mutex<Vec<(&str, Option<PathBuf>)>> = Mutex::new(Vec::new());
    let mut exes = EXES.lock().unwrap_or_else(|e| e.into_inner());
    if let Some((_, exe)) = exes.iter().find(|(n, _)| *n == m.name) {
        return exe.clone();
    }
    let archive = m.lib.with_file_name("libppw-armci.a");
    let armci = format!("/usr/lib/x86_64-linux-gnu/libarmci-{}.a", m.name);
    let exe = if !archive.exists() || !std::path::Path::new(&armci).exists() {
        eprintln!(
            "skipped: no ARMCI-MPI for {} ({armci}, {})",
            m.name,
            archive.display()
        );
        None
    } else {
        let dir = format!("-L{}", archive.parent().unwrap().display());
        let lib = format!("-larmci-{}", m.name);
        Some(m.compile("armci.c", &[&dir, "-lppw-armci", &lib]))
    };
    exes.push((m.name, exe.clone()));
    exe
}

/// What tests/mpi/armci.c transfers from `rank` (to the next rank, atomics to rank 0).
fn expected(rank: u32) -> Vec<Transfer> {
    let next = (rank + 1) % 3;
    let mem = "ARMCI global memory";
    let t = |name: &str, op, target, bytes, nb| {
        (name.to_string(), op, target, bytes, mem.to_string(), nb)
    };
    use RmaOp::*;
    let mut want = vec![t("ARMCI_Put", Put, next, 64, false); 4];
    want.extend(vec![t("ARMCI_Get", Get, next, 32, false); 2]);
    want.extend([
        t("ARMCI_Acc", Accumulate, next, 80, false),
        // strided: count {16, 3}
        t("ARMCI_PutS", Put, next, 48, false),
        t("ARMCI_GetS", Get, next, 48, false),
        t("ARMCI_AccS", Accumulate, next, 48, false),
        // vector: 3 x 8 + 2 x 16 bytes
        t("ARMCI_PutV", Put, next, 56, false),
        t("ARMCI_GetV", Get, next, 56, false),
        t("ARMCI_AccV", Accumulate, next, 56, false),
        t("ARMCI_NbPut", Put, next, 128, true),
        t("ARMCI_NbGet", Get, next, 256, true),
        t("ARMCI_NbPutS", Put, next, 48, true),
        t("ARMCI_NbGetV", Get, next, 56, true),
        t("ARMCI_NbAcc", Accumulate, next, 80, true),
        t("ARMCI_NbPutValueInt", Put, next, 4, true),
        // int and long fetch-and-add on rank 0
        t("ARMCI_Rmw", Atomic, 0, 4, false),
        t("ARMCI_Rmw", Atomic, 0, 8, false),
        t("ARMCI_PutValueInt", Put, next, 4, false),
        t("ARMCI_GetValueLong", Get, next, 8, false),
        // 16 bytes and the int flag
        t("ARMCI_Put_flag", Put, next, 20, false),
    ]);
    want
}

fn records(m: &Mpi) {
    let Some(exe) = program(m) else { return };
    let (dir, out) = m.run_output("armci", &exe, &[], 3, "trace");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success() && stdout.matches("armci ok").count() == 3,
        "{stdout}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let r = Run::open(&dir);
    assert!(r.exp.summary().complete, "{:?}", r.exp.summary().problems);
    let d = r.defs();
    let win = d
        .comms
        .iter()
        .find(|c| c.name == "ARMCI global memory")
        .expect("the window");
    assert_eq!(
        (win.kind, win.members.clone()),
        (CommKind::Memory, vec![0, 1, 2])
    );
    let world = d
        .comms
        .iter()
        .find(|c| c.name == "ARMCI world")
        .expect("ARMCI's communicator");
    assert_eq!(world.members, vec![0, 1, 2]);
    for rank in 0..3u32 {
        let next = (rank + 1) % 3;
        assert_eq!(r.transfers(rank), expected(rank), "rank {rank}");
        // Local buffers: of every contiguous and strided transfer (4 puts, 2 gets, Acc, PutS,
        // GetS, AccS, NbPut, NbGet, NbPutS, NbAcc, Put_flag), not of the vector ones, values
        // and read-modify-writes.
        assert_eq!(r.buffers(rank), 15, "rank {rank}");
        // Completions: Wait(h1), WaitProc(next) of the implicit get, a successful Test(h2),
        // WaitAll of the implicit vector get, Wait(h3) of its two transfers; in issue order.
        let issued: Vec<u64> = r
            .attrs(rank)
            .iter()
            .filter_map(|e| match e.kind {
                EventKind::Rma { request, .. } if request.is_some() => Some(request.0),
                _ => None,
            })
            .collect();
        let done: Vec<(String, u64)> = r
            .attrs(rank)
            .iter()
            .filter_map(|e| match e.kind {
                EventKind::RequestComplete { request } => Some((e.region.clone(), request.0)),
                _ => None,
            })
            .collect();
        let names: Vec<&str> = done.iter().map(|d| d.0.as_str()).collect();
        assert_eq!(
            names,
            [
                "ARMCI_Wait",
                "ARMCI_WaitProc",
                "ARMCI_Test",
                "ARMCI_WaitAll",
                "ARMCI_Wait",
                "ARMCI_Wait"
            ],
            "rank {rank}"
        );
        assert_eq!(
            done.iter().map(|d| d.1).collect::<Vec<_>>(),
            issued,
            "rank {rank}"
        );
        // Fence: a flush of the next rank; AllFence: of every target.
        let flushes: Vec<(String, u32)> = r
            .attrs(rank)
            .iter()
            .filter_map(|e| match e.kind {
                EventKind::RmaFlush { target, .. } => Some((e.region.clone(), target)),
                _ => None,
            })
            .collect();
        assert_eq!(
            flushes,
            [
                ("ARMCI_Fence".to_string(), next),
                ("ARMCI_AllFence".to_string(), NO_RANK)
            ],
            "rank {rank}"
        );
        // Collectives: the allocation (4096 bytes) and release on the window, three barriers
        // on ARMCI's communicator.
        let colls: Vec<(String, u64, Vec<u32>)> =
            r.colls(rank).into_iter().map(|c| (c.0, c.2, c.5)).collect();
        let all = vec![0, 1, 2];
        let mut want = vec![("ARMCI_Malloc".to_string(), 4096, all.clone())];
        want.extend(vec![("ARMCI_Barrier".to_string(), 0, all.clone()); 3]);
        want.push(("ARMCI_Free".to_string(), 0, all.clone()));
        assert_eq!(colls, want, "rank {rank}");
        // Mutex 0 on proc 0: requested, acquired, released, under the pair's identity.
        let key = 1u64 << 62;
        let locks = r.addr_syncs(rank);
        assert_eq!(
            locks,
            vec![
                (AddrSync::Lock(LockOp::Request), key),
                (AddrSync::Lock(LockOp::Acquire), key),
                (AddrSync::Lock(LockOp::Release), key),
            ],
            "rank {rank}"
        );
        for (name, n) in [
            ("ARMCI_Init", 1),
            ("ARMCI_Finalize", 1),
            ("ARMCI_Lock", 1),
            ("ARMCI_Unlock", 1),
            ("ARMCI_Create_mutexes", 1),
            ("ARMCI_Access_begin", 2),
            ("ARMCI_Test", 1),
        ] {
            assert_eq!(r.visits(rank, name), n, "rank {rank} {name}");
        }
        // ARMCI-MPI's own MPI calls (windows, locks, puts, its communicators) are not
        // recorded: only the program's MPI_Init / MPI_Finalize are.
        let mpi: std::collections::BTreeSet<&str> = r
            .events
            .iter()
            .filter(|e| e.rank == rank && e.region.starts_with("MPI_"))
            .map(|e| e.region.as_str())
            .collect();
        assert_eq!(
            mpi.into_iter().collect::<Vec<_>>(),
            ["MPI_Finalize", "MPI_Init"],
            "rank {rank}"
        );
    }
}

both_mpis!(armci_records, super::records);

/// The program linked with libppw-armci.a runs on its own: the archive forwards to PARMCI_*.
fn without_ppw(m: &Mpi) {
    let Some(exe) = program(m) else { return };
    let out = m.run_bare(&exe, &[], 3);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success() && stdout.matches("armci ok").count() == 3,
        "{stdout}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

both_mpis!(armci_without_ppw, super::without_ppw);
