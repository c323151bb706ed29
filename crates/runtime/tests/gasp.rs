//! UPC through GASP (issue 12): tests/mpi/gasp_fake_upc.c plays a GASP-instrumented UPC runtime
//! (no UPC compiler exists in Debian) and calls libppw.so's GASP interface as the specification
//! prescribes; these tests check every record it leads to, the bad-input warnings, throttling,
//! the ranks of a program without the upcalls, and the identity of a lock that the runtime
//! passes as Berkeley UPC does (the address of a stack copy of the lock pointer).

use crate::support::*;
use ppw_event::{AddrSync, EventKind, LockOp, RmaOp, NO_RANK};
use ppw_format::RmaStatKind;
use std::path::{Path, PathBuf};

/// How the fake runtime is built.
#[derive(Clone, Copy, PartialEq)]
enum Variant {
    /// With the upcalls, shared memory and barriers of its own.
    Upcalls,
    /// Without the upcalls (`-DNO_UPCALLS`).
    NoUpcalls,
    /// Over MPI (`-DFAKE_MPI_CONDUIT`): MPI_Init before gasp_init, MPI_Barrier inside.
    Mpi,
}

/// The fake runtime, compiled once per variant.
fn exe(m: &Mpi, v: Variant) -> PathBuf {
    use std::sync::OnceLock;
    static BUILT: [OnceLock<PathBuf>; 3] = [OnceLock::new(), OnceLock::new(), OnceLock::new()];
    let include = Path::new(env!("CARGO_MANIFEST_DIR")).join("include");
    let inc = format!("-I{}", include.display());
    // -rdynamic: the executable exports the upcalls (libppw.so is preloaded, not linked).
    let (i, extra) = match v {
        Variant::Upcalls => (0, None),
        Variant::NoUpcalls => (1, Some("-DNO_UPCALLS")),
        Variant::Mpi => (2, Some("-DFAKE_MPI_CONDUIT")),
    };
    BUILT[i]
        .get_or_init(|| {
            let mut args = vec![inc.as_str(), "-rdynamic"];
            args.extend(extra);
            m.compile("gasp_fake_upc.c", &args)
        })
        .clone()
}

/// Run the fake runtime on `np` threads in `mode` (its arguments after the segment file).
fn run(
    m: &Mpi,
    test: &str,
    variant: Variant,
    np: u32,
    args: &[&str],
    ppw_mode: &str,
    env: &[(&str, &str)],
) -> (Run, std::process::Output) {
    let exe = exe(m, variant);
    // One segment file per job, emptied while the launch lock is held: two tests once shared
    // a name, and one removed the file while the other's ranks were opening it, so the ranks
    // mapped two different segments and spun in the runtime's barrier forever.
    let seg = scratch().join(format!("gasp-segment-{test}-{ppw_mode}"));
    let mut all = vec![seg.to_str().unwrap()];
    all.extend_from_slice(args);
    let mut l = m.launch(test, &exe, &all, np, ppw_mode, env);
    let _ = std::fs::remove_file(&seg);
    let out = l.cmd.output().expect("run mpirun");
    let code = out.status.code().unwrap_or(-1);
    let dir = l.finish(code);
    assert_eq!(code, 0, "{}", String::from_utf8_lossy(&out.stderr));
    (Run::open(&dir), out)
}

/// Source positions (file:line) of the call sites of `region`'s visits on `rank`.
fn sources(r: &Run, rank: u32, region: &str) -> Vec<String> {
    r.events
        .iter()
        .filter(|e| e.rank == rank && e.region == region)
        .filter_map(|e| match e.kind {
            EventKind::Enter { callsite, .. } => Some(
                r.defs()
                    .callsites
                    .get(callsite.index())
                    .and_then(|c| c.source())
                    .unwrap_or_else(|| "?".into()),
            ),
            _ => None,
        })
        .collect()
}

/// `ppw_gasp.c`'s identity of a lock: FNV-1a of `bytes`, cut to 61 bits, marked with bit 61.
fn lock_key(bytes: &[u8]) -> u64 {
    let h = bytes.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
        (h ^ *b as u64).wrapping_mul(0x100_0000_01b3)
    });
    (1 << 61) | (h & ((1 << 61) - 1))
}

/// The identity of the fake runtime's lock at `offset` in `thread`'s block, with the upcalls:
/// of its thread and address field as two 64-bit integers.
fn lock_key_upcalls(thread: u64, offset: u64) -> u64 {
    lock_key(&[thread.to_ne_bytes(), offset.to_ne_bytes()].concat())
}

/// The same lock without the upcalls: of the 8 bytes of its pointer-to-shared (the fake
/// runtime's `pts_t`: thread, offset, two 32-bit integers).
fn lock_key_bytes(thread: u32, offset: u32) -> u64 {
    lock_key(&[thread.to_ne_bytes(), offset.to_ne_bytes()].concat())
}

/// Offsets of the fake runtime's locks (`gasp_fake_upc.c`): main mode's, in thread 1's block;
/// lock mode's, the one all threads compete for in thread 0's block, and each thread's own.
const MAIN_LOCK: u32 = 4032;
const LOCK_SHARED: u32 = 4000;
const LOCK_OWN: u32 = 4032;

/// Markers of `rank` by region name.
fn markers(r: &Run, rank: u32) -> Vec<String> {
    r.events
        .iter()
        .filter(|e| e.rank == rank)
        .filter_map(|e| match e.kind {
            EventKind::Marker { region } => Some(r.defs().region(region).name.clone()),
            _ => None,
        })
        .collect()
}

/// Every kind of event, on 3 threads: exact transfers (owner, bytes, window), collectives with
/// their roots and bytes, the split-phase barrier as a non-blocking barrier completed in
/// upc_wait, regions and markers, UPC source positions as call sites, measurement control.
#[test]
fn gasp_records() {
    let Some(m) = openmpi() else { return };
    let (r, _) = run(m, "gasp", Variant::Upcalls, 3, &["main"], "trace", &[]);
    check_main(&r);
}

/// A runtime over MPI (Berkeley UPC's mpi-conduit): the ranks are MPI's, and the MPI calls the
/// runtime makes inside a UPC operation are part of that operation (not recorded); those it
/// makes between operations are (its barrier after gasp_init and one in the program).
#[test]
fn gasp_over_mpi() {
    let Some(m) = openmpi() else { return };
    let (r, _) = run(m, "gasp-mpi", Variant::Mpi, 3, &["main"], "trace", &[]);
    check_main(&r);
    for rank in 0..3u32 {
        assert_eq!(r.visits(rank, "MPI_Init"), 1);
        assert_eq!(r.visits(rank, "MPI_Barrier"), 2, "rank {rank}");
        assert_eq!(r.visits(rank, "MPI_Finalize"), 1);
    }
}

/// The records of `gasp_fake_upc main` on 3 threads.
fn check_main(r: &Run) {
    let s = r.exp.summary();
    assert!(s.complete, "{:?}", s.problems);
    let mem = "UPC shared memory".to_string();
    for rank in 0..3u32 {
        // Remote addresses: the address field of the pointer-to-shared (upcall), marked with
        // bit 60: the five upc_put to offsets 0, 8, ..., 32; upc_all_alloc's block at offset 0
        // of THREADS x 64 bytes.
        let all = r.attrs(rank);
        // The private buffers of the puts and gets (not of upc_memset, upc_memcpy): in work()
        // 5 upc_put, 3 upc_get, upc_memput, upc_memget, a non-blocking get and put; then 10
        // gets in the forall and the puts at lines 81 and 90.
        assert_eq!(r.buffers(rank), 24, "rank {rank}");
        let addrs: Vec<u64> = all
            .iter()
            .enumerate()
            .filter(|(_, e)| e.region == "upc_put" && matches!(e.kind, EventKind::Rma { .. }))
            .filter_map(|(i, _)| match all.get(i + 1).map(|n| &n.kind) {
                Some(EventKind::RmaAddress { addr }) => Some(*addr),
                _ => None,
            })
            .take(5)
            .collect();
        let want: Vec<u64> = (0..5).map(|i| (1u64 << 60) | (8 * i)).collect();
        assert_eq!(addrs, want, "rank {rank}");
        let allocs: Vec<(u64, u64, bool)> = all
            .iter()
            .filter_map(|e| match e.kind {
                EventKind::Alloc {
                    addr, bytes, freed, ..
                } => Some((addr, bytes, freed)),
                _ => None,
            })
            .collect();
        assert_eq!(allocs, vec![(1u64 << 60, 3 * 64, false)], "rank {rank}");
        let (next, prev) = ((rank + 1) % 3, (rank + 2) % 3);
        let t = |region: &str, op, target, bytes, request| {
            (region.to_string(), op, target, bytes, mem.clone(), request)
        };
        let mut want = vec![t("upc_put", RmaOp::Put, next, 8, false); 5];
        want.extend(vec![t("upc_get", RmaOp::Get, next, 16, false); 3]);
        want.push(t("upc_memput", RmaOp::Put, next, 100, false));
        want.push(t("upc_memget", RmaOp::Get, next, 200, false));
        want.push(t("upc_memset", RmaOp::Put, next, 50, false));
        // upc_memcpy: a get from the source's thread, a put to the destination's.
        want.push(t("upc_memcpy", RmaOp::Get, prev, 64, false));
        want.push(t("upc_memcpy", RmaOp::Put, next, 64, false));
        want.push(t("upc_get_nb", RmaOp::Get, next, 32, true));
        // A trivial handle: complete at initiation, no request.
        want.push(t("upc_put_nb", RmaOp::Put, next, 8, false));
        for i in 0..10 {
            want.push(t("upc_get", RmaOp::Get, i % 3, 8, false));
        }
        // Between upc_notify and upc_wait, and in the user event; the two puts with
        // measurement off are missing.
        want.push(t("upc_put", RmaOp::Put, next, 8, false));
        want.push(t("upc_put", RmaOp::Put, next, 8, false));
        assert_eq!(r.transfers(rank), want, "rank {rank}");

        // The non-blocking get completes in upc_sync, the notify's barrier in upc_wait.
        let attrs = r.attrs(rank);
        let request_of = |region: &str| {
            attrs.iter().find_map(|e| match e.kind {
                EventKind::Rma { request, .. } | EventKind::Collective { request, .. }
                    if e.region == region =>
                {
                    Some(request)
                }
                _ => None,
            })
        };
        let completed_in = |region: &str| {
            attrs
                .iter()
                .filter(|e| e.region == region)
                .filter_map(|e| match e.kind {
                    EventKind::RequestComplete { request } => Some(request),
                    _ => None,
                })
                .collect::<Vec<_>>()
        };
        assert_eq!(
            completed_in("upc_sync"),
            vec![request_of("upc_get_nb").unwrap()]
        );
        let notify = request_of("upc_notify").unwrap();
        assert!(notify.is_some());
        assert_eq!(completed_in("upc_wait"), vec![notify]);

        // Collectives on the world: (region, root, sent, received, request, members).
        let colls: Vec<_> = r
            .colls(rank)
            .into_iter()
            .filter(|c| c.0.starts_with("upc_"))
            .map(|c| (c.0, c.1, c.2, c.3, c.4 != 0, c.5))
            .collect();
        let all = vec![0, 1, 2];
        let (bsent, brecv) = if rank == 0 { (512, 0) } else { (0, 256) };
        let (rsent, rrecv) = if rank == 0 { (0, 16) } else { (8, 0) };
        assert_eq!(
            colls,
            vec![
                (
                    "upc_all_broadcast".into(),
                    0,
                    bsent,
                    brecv,
                    false,
                    all.clone()
                ),
                ("upc_all_reduce".into(), 0, rsent, rrecv, false, all.clone()),
                ("upc_notify".into(), NO_RANK, 0, 0, true, all.clone()),
                ("upc_barrier".into(), NO_RANK, 0, 0, false, all.clone()),
            ],
            "rank {rank}"
        );

        for (region, n) in [
            ("void work(void)", 1),
            ("upc_all_lock_alloc", 1),
            ("upc_lock", 1),
            ("upc_unlock", 2),
            ("upc_lock_free", 1),
            ("upc_all_alloc", 1),
            ("upc_alloc", 1),
            ("upc_free", 1),
            ("upc_global_alloc", 1),
            ("upc_forall", 1),
            ("upc_wait", 1),
            ("phase", 1),
            ("upc_collective_exit", 1),
        ] {
            assert_eq!(r.visits(rank, region), n, "rank {rank}: {region}");
        }
        // Retried while another thread holds the lock.
        let attempts = r.visits(rank, "upc_lock_attempt");
        assert!(attempts >= 1);
        // Lock steps on one lock, the same on every thread although the runtime passes the
        // address of a stack copy of the lock pointer (the identity of the pointer-to-shared
        // in it: thread 1, offset MAIN_LOCK): upc_lock asks and gets it, upc_unlock releases
        // it; every attempt asks, the last one gets it.
        let steps = r.addr_syncs(rank);
        let key = lock_key_upcalls(1, MAIN_LOCK as u64);
        assert!(!steps.is_empty());
        assert!(steps.iter().all(|s| s.1 == key), "{key:#x}: {steps:?}");
        let count = |w: AddrSync| steps.iter().filter(|s| s.0 == w).count();
        assert_eq!(
            count(AddrSync::Lock(LockOp::Request)),
            1 + attempts,
            "{steps:?}"
        );
        assert_eq!(count(AddrSync::Lock(LockOp::Acquire)), 2, "{steps:?}");
        assert_eq!(count(AddrSync::Lock(LockOp::Release)), 2, "{steps:?}");
        assert_eq!(
            markers(r, rank),
            vec!["upc_cache_hit", "upc_cache_miss", "phase"]
        );
        // The runtime's source positions are the call sites.
        assert_eq!(
            sources(r, rank, "upc_put")[..5],
            vec!["stencil.upc:20".to_string(); 5][..]
        );
        assert_eq!(sources(r, rank, "upc_wait"), vec!["stencil.upc:82"]);
        assert_eq!(sources(r, rank, "upc_forall"), vec!["stencil.upc:70"]);
    }
    let d = r.defs();
    let win = d.comms.iter().find(|c| c.name == mem).expect("the window");
    assert_eq!(win.members, vec![0, 1, 2]);
}

/// Profile mode: the same transfers as one-sided statistics of the window.
#[test]
fn gasp_profile() {
    let Some(m) = openmpi() else { return };
    let (r, _) = run(m, "gasp", Variant::Upcalls, 3, &["main"], "profile", &[]);
    assert!(r.exp.summary().complete, "{:?}", r.exp.summary().problems);
    let mut stats: Vec<(RmaStatKind, u32, u64, u64)> = r
        .exp
        .rma_stats()
        .into_iter()
        .filter(|s| s.rank == 0 && matches!(s.kind, RmaStatKind::Transfer(_)))
        .map(|s| (s.kind, s.target, s.count, s.amount))
        .collect();
    stats.sort();
    let put = RmaStatKind::Transfer(RmaOp::Put);
    let get = RmaStatKind::Transfer(RmaOp::Get);
    let mut want = vec![
        (put, 1, 11, 5 * 8 + 100 + 50 + 64 + 8 + 8 + 8),
        (get, 0, 4, 32),
        (get, 1, 8, 3 * 16 + 200 + 32 + 3 * 8),
        (get, 2, 4, 64 + 3 * 8),
    ];
    want.sort();
    assert_eq!(stats, want);
}

/// Bad input is skipped (or closed) with counted warnings in the experiment, never a crash; an
/// event without a source file is recorded, a lock event without a lock as the call only.
#[test]
fn gasp_bad_input() {
    let Some(m) = openmpi() else { return };
    let (r, out) = run(m, "gasp-bad", Variant::Upcalls, 2, &["bad"], "trace", &[]);
    let problems = r.exp.summary().problems;
    for rank in 0..2u32 {
        let note = problems
            .iter()
            .find(|p| p.starts_with(&format!("rank {rank}: GASP:")))
            .unwrap_or_else(|| panic!("{problems:?}"));
        for part in [
            "GASP: 7 bad notification(s)",
            "1 without a context (before gasp_init",
            "(first: event 1900 at stencil.upc:99)",
            "3 with an unknown event id (first: event 4242 at stencil.upc:100)",
            "1 with an event type its event id does not have (first: event 1110",
            "1 ending an event that was not started (first: event 1015 at stencil.upc:103)",
            "1 starting an event that was never ended",
        ] {
            assert!(note.contains(part), "{part}: {note}");
        }
        // The forall, the function never ended (closed with the forall), the get inside,
        // and the put without a source position.
        assert_eq!(r.visits(rank, "upc_forall"), 1);
        assert_eq!(r.visits(rank, "void leaky(void)"), 1);
        assert_eq!(r.visits(rank, "upc_get"), 1);
        assert_eq!(r.visits(rank, "upc_unlock"), 0);
        // upc_lock without a lock: the call, no lock step.
        assert_eq!(r.visits(rank, "upc_lock"), 1);
        assert_eq!(r.addr_syncs(rank), vec![]);
        assert_eq!(sources(&r, rank, "upc_put"), vec!["?"]);
        assert_eq!(r.transfers(rank).len(), 2);
    }
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("ppw: GASP: 7 bad notification(s)"),
        "{stderr}"
    );
}

/// A tight upc_forall of fine-grained gets from one source line: the first 1000 are recorded,
/// the rest only counted (the note gives their number and bytes); with a threshold of 0 ns
/// (nothing is short enough) every get is recorded.
#[test]
fn gasp_throttling() {
    let Some(m) = openmpi() else { return };
    let (r, _) = run(
        m,
        "gasp-loop",
        Variant::Upcalls,
        2,
        &["loop", "20000"],
        "trace",
        &[],
    );
    let problems = r.exp.summary().problems;
    for rank in 0..2u32 {
        assert_eq!(r.visits(rank, "upc_get"), 1000, "{problems:?}");
        let note = format!(
            "rank {rank}: GASP: throttled upc_get at stencil.upc:201: 19000 more event(s) \
             (152000 bytes) counted, not recorded, after 1000 recorded (PPW_GASP_THROTTLE)"
        );
        assert!(problems.contains(&note), "{problems:?}");
    }
    let (r, _) = run(
        m,
        "gasp-loop",
        Variant::Upcalls,
        2,
        &["loop", "5000"],
        "trace",
        &[("PPW_GASP_THROTTLE_NS", "0")],
    );
    assert!(r.exp.summary().complete, "{:?}", r.exp.summary().problems);
    for rank in 0..2u32 {
        assert_eq!(r.visits(rank, "upc_get"), 5000);
    }
}

/// Without the upcalls the ranks come from the launcher's environment and transfer targets are
/// unknown; everything else is recorded as with them.
#[test]
fn gasp_without_upcalls() {
    let Some(m) = openmpi() else { return };
    let (r, _) = run(
        m,
        "gasp-noupcalls",
        Variant::NoUpcalls,
        3,
        &["main"],
        "trace",
        &[],
    );
    assert!(r.exp.summary().complete, "{:?}", r.exp.summary().problems);
    assert_eq!(r.defs().ranks, 3);
    for rank in 0..3u32 {
        let t = r.transfers(rank);
        assert_eq!(t.len(), 27, "rank {rank}");
        assert!(t.iter().all(|x| x.2 == NO_RANK), "{t:?}");
        assert_eq!(r.visits(rank, "upc_wait"), 1);
        // The lock: by the bytes of its pointer-to-shared, the same on every thread.
        let steps = r.addr_syncs(rank);
        let key = lock_key_bytes(1, MAIN_LOCK);
        assert!(!steps.is_empty());
        assert!(steps.iter().all(|s| s.1 == key), "{key:#x}: {steps:?}");
    }
}

/// Issue 35: two threads compete for one lock, which the runtime passes as Berkeley UPC does
/// (the address of its lock function's stack copy of the lock pointer, another one per thread
/// and per call; the stand-in checks that): every thread's steps on that lock carry one
/// identity, the same on both threads, and each thread's own lock (the same offset in each
/// thread's block) another one; with the upcalls and without them.
#[test]
fn gasp_lock_identity() {
    let Some(m) = openmpi() else { return };
    for (variant, test) in [
        (Variant::Upcalls, "gasp-lock"),
        (Variant::NoUpcalls, "gasp-lock-noupcalls"),
    ] {
        let (r, _) = run(m, test, variant, 2, &["lock"], "trace", &[]);
        assert!(r.exp.summary().complete, "{:?}", r.exp.summary().problems);
        let key = |thread: u32, offset: u32| match variant {
            Variant::NoUpcalls => lock_key_bytes(thread, offset),
            _ => lock_key_upcalls(thread as u64, offset as u64),
        };
        let shared = key(0, LOCK_SHARED);
        let (ask, get, put) = (
            AddrSync::Lock(LockOp::Request),
            AddrSync::Lock(LockOp::Acquire),
            AddrSync::Lock(LockOp::Release),
        );
        let mut owns = Vec::new();
        for rank in 0..2u32 {
            let own = key(rank, LOCK_OWN);
            assert_eq!(
                r.addr_syncs(rank),
                vec![
                    (ask, shared),
                    (get, shared),
                    (put, shared),
                    (ask, own),
                    (get, own),
                    (put, own)
                ],
                "rank {rank}"
            );
            owns.push(own);
        }
        // Three locks: the shared one and two own ones, told apart by their thread alone.
        assert!(shared != owns[0] && shared != owns[1] && owns[0] != owns[1]);
    }
}
