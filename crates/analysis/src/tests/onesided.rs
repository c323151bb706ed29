//! One-sided patterns on small traces with known answers (times in ns).

use crate::patterns::testing::*;
use ppw_event::{
    AddrSync, CommId, CommKind, EventKind, GatsRole, LockOp, RequestId, RmaOp, TraceBuilder,
    NO_RANK,
};

/// [`analyze_mem`], checking that a partitioned analysis of 2, 3 and 4 processes gives the
/// same result with the one-sided matching, the patterns and the one-sided statistics on the
/// owners, which keep the records (each key of the matching decided at its home:
/// docs/SCALE.md, "Issue 40").
fn analyze_everywhere(t: &ppw_event::MemTrace) -> crate::Analysis {
    let one = analyze_mem(t);
    let opts = crate::Options {
        threads: 1,
        min_fraction: 0.0,
        min_seconds: 0.0,
        ..Default::default()
    };
    let want = one.to_json();
    for n in [2, 3, 4] {
        let mut got =
            crate::Threads::run(n, |ex| crate::analyze_distributed(t, &opts, ex).unwrap());
        let many = got[0].take().expect("process 0 has the result");
        assert!(
            many.to_json() == want,
            "{n} processes: not the single process's result"
        );
        assert!(
            many.partitioned.iter().any(|s| s == "automatic"),
            "{:?}",
            many.partitioned
        );
    }
    one
}

fn put(win: CommId, target: u32, bytes: u64) -> EventKind {
    EventKind::Rma {
        op: RmaOp::Put,
        comm: win,
        target,
        bytes,
        request: RequestId::NONE,
    }
}

fn rma(op: RmaOp, win: CommId, target: u32) -> EventKind {
    EventKind::Rma {
        op,
        comm: win,
        target,
        bytes: 8,
        request: RequestId::NONE,
    }
}

fn lock(op: LockOp, win: CommId, target: u32, exclusive: bool) -> EventKind {
    EventKind::Lock {
        op,
        lock: win.0 as u64,
        target,
        exclusive,
    }
}

/// Create, two fences (an epoch with one put from rank 1 into rank 2) and free on 3 ranks.
#[test]
fn window_group_operations_and_early_fence() {
    let mut b = TraceBuilder::new(3);
    let w = b.comm_of_kind("halo_win", CommKind::Window, &[0, 1, 2]);
    // (create enter, fence 1 enter, fence 2 enter, free enter)
    let plan = [(20, 100, 300, 400), (10, 130, 230, 410), (0, 160, 210, 450)];
    for (r, &(c, f1, f2, fr)) in plan.iter().enumerate() {
        let mut l = b.rank(r as u32);
        l.enter(0, "main")
            .coll_call("MPI_Win_create", c, 50, w, NO_RANK, 0)
            .coll_call("MPI_Win_fence", f1, 200, w, NO_RANK, 0);
        if r == 1 {
            l.enter(220, "MPI_Put").event(220, put(w, 2, 32)).exit(221);
        }
        l.coll_call("MPI_Win_fence", f2, 320, w, NO_RANK, 0)
            .coll_call("MPI_Win_free", fr, 460, w, NO_RANK, 0)
            .exit(500);
    }
    let a = analyze_everywhere(&b.build());
    expect(
        &a,
        "rma_wait_at_create",
        &[
            (1, "main/MPI_Win_create", 10),
            (2, "main/MPI_Win_create", 20),
        ],
    );
    expect(
        &a,
        "rma_wait_at_fence",
        &[
            (0, "main/MPI_Win_fence", 60),
            (1, "main/MPI_Win_fence", 30 + 70),
            (2, "main/MPI_Win_fence", 90),
        ],
    );
    // Rank 2 waits in the closing fence for rank 1's put (220) from its enter (210).
    expect(&a, "rma_early_fence", &[(2, "main/MPI_Win_fence", 10)]);
    expect(
        &a,
        "rma_wait_at_free",
        &[(0, "main/MPI_Win_free", 50), (1, "main/MPI_Win_free", 40)],
    );
    // Two fences with 2 other members each; only rank 2's second fence had a partner.
    expect(
        &a,
        "rma_pairsync_count",
        &[
            (0, "main/MPI_Win_fence", 4),
            (1, "main/MPI_Win_fence", 4),
            (2, "main/MPI_Win_fence", 4),
        ],
    );
    let unneeded = cells(&a, "rma_pairsync_unneeded");
    assert_eq!(unneeded[&(2, "main/MPI_Win_fence".to_string())], 3);
    assert_eq!(unneeded[&(0, "main/MPI_Win_fence".to_string())], 4);
    // None of it is a barrier.
    only(
        &a,
        &[
            "rma_wait_at_create",
            "rma_wait_at_fence",
            "rma_early_fence",
            "rma_wait_at_free",
            "rma_pairsync_count",
            "rma_pairsync_unneeded",
            "finalize_wait",
            "init_completion",
        ],
    );
    let f = a
        .findings
        .iter()
        .find(|f| f.kind == "rma_wait_at_fence")
        .unwrap();
    assert_eq!(f.windows, ["halo_win"]);
    assert!(
        f.cause.text.starts_with("On window 'halo_win'"),
        "{}",
        f.cause.text
    );
    assert_eq!(a.rank_inclusive("bytes_put", 1), Some(32.0));
    // Paradyn's metrics per window and rank.
    let s = a
        .one_sided
        .iter()
        .find(|s| s.window == "halo_win" && s.rank == 1)
        .unwrap();
    assert_eq!((s.puts, s.put_bytes, s.gets), (1, 32, 0));
    assert_eq!((s.active_sync_calls, s.management_calls), (2, 2));
    assert!((s.active_sync_seconds - (70e-9 + 90e-9)).abs() < 1e-12);
    assert_eq!(s.targets, [(2, 1, 32)]);
    // The window calls are one-sided synchronization and window management, not barriers.
    assert!(a.rank_inclusive("mpi_sync", 0).unwrap() == 0.0);
    assert!(a.rank_inclusive("mpi_rma_sync", 0).unwrap() > 0.0);
    assert!(a.rank_inclusive("mpi_win_mgmt", 0).unwrap() > 0.0);
}

/// A window collective that ends within microseconds of the last member's enter (Open MPI's
/// MPI_Win_fence) shows, on clocks that differ by more than that, the early members leaving
/// before the last one entered. The clock repair moves their ends to exactly that enter; the
/// members were still inside when it came, so they waited (the overlap rule must accept an
/// end equal to the last enter: a validation run lost 3 of 5 Wait at Fence instances of
/// 70 ms each to a 0.2 ms clock error).
#[test]
fn window_collectives_ending_at_the_last_enter_after_clock_repair_are_waits() {
    let mut b = TraceBuilder::new(3);
    let w = b.comm_of_kind("w", CommKind::Window, &[0, 1, 2]);
    // (create enter, create exit, fence enter, fence exit): rank 1 comes last to both; the
    // others' exits are 2 ns before its enter on the uncorrected clocks (the corrections
    // decay by 1 ns per 100 ns before the next operation).
    let plan = [
        (0, 48, 1000, 1198),
        (50, 60, 1200, 1210),
        (10, 48, 1050, 1198),
    ];
    for (r, &(ce, cx, fe, fx)) in plan.iter().enumerate() {
        b.rank(r as u32)
            .enter(0, "main")
            .coll_call("MPI_Win_create", ce, cx, w, NO_RANK, 0)
            .coll_call("MPI_Win_fence", fe, fx, w, NO_RANK, 0)
            .coll_call("MPI_Win_fence", 2000, 2010, w, NO_RANK, 0)
            .coll_call("MPI_Win_free", 2020, 2030, w, NO_RANK, 0)
            .exit(2100);
    }
    let a = analyze_everywhere(&b.build());
    assert!(a.clock.collective_violations > 0, "{:?}", a.clock);
    expect(
        &a,
        "rma_wait_at_create",
        &[
            (0, "main/MPI_Win_create", 50),
            (2, "main/MPI_Win_create", 40),
        ],
    );
    expect(
        &a,
        "rma_wait_at_fence",
        &[
            (0, "main/MPI_Win_fence", 200),
            (2, "main/MPI_Win_fence", 150),
        ],
    );
}

/// Post/start/complete/wait: a blocking start waits for a late post; the target's wait waits
/// for a late complete.
#[test]
fn general_active_target_synchronization() {
    let mut b = TraceBuilder::new(2);
    let w = b.comm_of_kind("pscw", CommKind::Window, &[0, 1]);
    let to_target = b.comm_of_kind("targets", CommKind::Group, &[0]);
    let from_origin = b.comm_of_kind("origins", CommKind::Group, &[1]);
    let gats = |role, group| EventKind::RmaGroupSync {
        role,
        win: w,
        group,
    };
    b.rank(0)
        .enter(0, "main")
        .enter(100, "MPI_Win_post")
        .event(100, gats(GatsRole::Post, from_origin))
        .exit(101)
        .enter(150, "MPI_Win_wait")
        .event(300, gats(GatsRole::Wait, from_origin))
        .exit(300)
        .exit(400);
    b.rank(1)
        .enter(0, "main")
        .enter(50, "MPI_Win_start")
        .event(50, gats(GatsRole::Start, to_target))
        .exit(102)
        .enter(200, "MPI_Put")
        .event(200, put(w, 0, 16))
        .exit(201)
        .enter(250, "MPI_Win_complete")
        .event(251, gats(GatsRole::Complete, to_target))
        .exit(251)
        .exit(400);
    let a = analyze_everywhere(&b.build());
    expect(&a, "rma_late_post", &[(1, "main/MPI_Win_start", 50)]);
    // Early wait 250 - 150, of which late complete 250 - max(200, 150).
    expect(&a, "rma_early_wait", &[(0, "main/MPI_Win_wait", 100)]);
    expect(&a, "rma_late_complete", &[(0, "main/MPI_Win_wait", 50)]);
    expect(
        &a,
        "rma_pairsync_count",
        &[(0, "main/MPI_Win_wait", 1), (1, "main/MPI_Win_complete", 1)],
    );
    expect(&a, "rma_pairsync_unneeded", &[]);
    let lp = a
        .findings
        .iter()
        .find(|f| f.kind == "rma_late_post")
        .unwrap();
    assert_eq!(lp.cause.ranks, [0]);
}

/// Two origins lock the same target exclusively; the second waits for the first's unlock.
/// Shared locks do not conflict.
#[test]
fn lock_contention() {
    for exclusive in [true, false] {
        let mut b = TraceBuilder::new(3);
        let w = b.comm_of_kind("win", CommKind::Window, &[0, 1, 2]);
        b.rank(0).enter(0, "main").barrier(5, 200).exit(300);
        b.rank(1)
            .enter(0, "main")
            .barrier(5, 9)
            .enter(10, "MPI_Win_lock")
            .event(10, lock(LockOp::Request, w, 0, exclusive))
            .event(11, lock(LockOp::Acquire, w, 0, exclusive))
            .exit(11)
            .enter(12, "MPI_Put")
            .event(12, put(w, 0, 8))
            .exit(13)
            .enter(50, "MPI_Win_unlock")
            .event(52, lock(LockOp::Release, w, 0, exclusive))
            .exit(52)
            .exit(300);
        let acquired = if exclusive { 52 } else { 21 };
        b.rank(2)
            .enter(0, "main")
            .barrier(5, 9)
            .enter(20, "MPI_Win_lock")
            .event(20, lock(LockOp::Request, w, 0, exclusive))
            .event(acquired, lock(LockOp::Acquire, w, 0, exclusive))
            .exit(acquired + 1)
            .enter(60, "MPI_Win_unlock")
            .event(61, lock(LockOp::Release, w, 0, exclusive))
            .exit(61)
            .exit(300);
        let a = analyze_everywhere(&b.build());
        if exclusive {
            expect(&a, "rma_lock_competition", &[(2, "main/MPI_Win_lock", 32)]);
            let f = a
                .findings
                .iter()
                .find(|f| f.kind == "rma_lock_competition")
                .unwrap();
            assert_eq!(f.cause.ranks, [1]);
        } else {
            expect(&a, "rma_lock_competition", &[]);
        }
    }
}

/// A get that needs the target starts while the target computes outside MPI and ends just
/// after the target enters MPI: it waited for progress. A put does not need the target.
#[test]
fn wait_for_progress() {
    let mut b = TraceBuilder::new(2);
    let w = b.comm_of_kind("win", CommKind::Window, &[0, 1]);
    b.rank(0)
        .enter(0, "main")
        .barrier(10, 20)
        .enter(50, "compute")
        .exit(140)
        .barrier(140, 300)
        .exit(400);
    b.rank(1)
        .enter(0, "main")
        .barrier(10, 20)
        .enter(60, "MPI_Put")
        .event(60, rma(RmaOp::Put, w, 0))
        .exit(61)
        .enter(100, "MPI_Get")
        .event(100, rma(RmaOp::Get, w, 0))
        .exit(150)
        .barrier(299, 300)
        .exit(400);
    let a = analyze_everywhere(&b.build());
    expect(&a, "rma_comm_wait_for_progress", &[(1, "main/MPI_Get", 40)]);
    let f = a
        .findings
        .iter()
        .find(|f| f.kind == "rma_comm_wait_for_progress")
        .unwrap();
    assert_eq!(f.cause.ranks, [0]);
    assert_eq!(f.cause.callpath, "main/compute");
}

/// Passive-target synchronization waiting for a target that computes outside MPI, recorded as
/// ppw's runtime writes it: MPI_Win_lock with request and acquire records, MPI_Win_unlock with
/// a flush and a release record. An MPI library that acquires lazily waits in the unlock
/// (Open MPI's osc/pt2pt), one that acquires eagerly in the lock (MPICH); either way the
/// call waits once, from its enter until the target's next MPI call (the unlock's two records
/// counted it twice). Origin 2's unlock also waits for origin 1's exclusive lock: that is
/// Lock Contention, not progress as well.
#[test]
fn wait_for_progress_in_lock_and_unlock_is_counted_once_per_call() {
    let mut b = TraceBuilder::new(4);
    let w = b.comm_of_kind("win", CommKind::Window, &[0, 1, 2, 3]);
    b.rank(0)
        .enter(0, "main")
        .barrier(10, 20)
        .enter(20, "compute")
        .exit(140)
        .barrier(140, 300)
        .exit(400);
    // Lazy: lock returns at once, the unlock (flush + release at its enter) waits.
    b.rank(1)
        .enter(0, "main")
        .barrier(10, 20)
        .enter(40, "MPI_Win_lock")
        .event(40, lock(LockOp::Request, w, 0, true))
        .event(41, lock(LockOp::Acquire, w, 0, true))
        .exit(41)
        .enter(42, "MPI_Put")
        .event(42, put(w, 0, 8))
        .exit(43)
        .enter(60, "MPI_Win_unlock")
        .event(60, EventKind::RmaFlush { win: w, target: 0 })
        .event(60, lock(LockOp::Release, w, 0, false))
        .exit(150)
        .barrier(299, 300)
        .exit(400);
    // Eager: the lock waits (its request at the enter, the acquire at the exit).
    b.rank(3)
        .enter(0, "main")
        .barrier(10, 20)
        .enter(70, "MPI_Win_lock")
        .event(70, lock(LockOp::Request, w, 0, false))
        .event(145, lock(LockOp::Acquire, w, 0, false))
        .exit(145)
        .enter(146, "MPI_Win_unlock")
        .event(146, EventKind::RmaFlush { win: w, target: 0 })
        .event(146, lock(LockOp::Release, w, 0, false))
        .exit(147)
        .barrier(299, 300)
        .exit(400);
    // Asks for the exclusive lock after origin 1 and gets it after origin 1's release (60),
    // lazily: its unlock waits for that release first.
    b.rank(2)
        .enter(0, "main")
        .barrier(10, 20)
        .enter(45, "MPI_Win_lock")
        .event(45, lock(LockOp::Request, w, 0, true))
        .event(46, lock(LockOp::Acquire, w, 0, true))
        .exit(46)
        .enter(50, "MPI_Win_unlock")
        .event(50, EventKind::RmaFlush { win: w, target: 0 })
        .event(50, lock(LockOp::Release, w, 0, false))
        .exit(155)
        .barrier(299, 300)
        .exit(400);
    let a = analyze_everywhere(&b.build());
    expect(
        &a,
        "rma_wait_for_progress",
        &[
            (1, "main/MPI_Win_unlock", 140 - 60),
            (3, "main/MPI_Win_lock", 140 - 70),
        ],
    );
    expect(
        &a,
        "rma_lock_competition",
        &[(2, "main/MPI_Win_unlock", 60 - 50)],
    );
}

/// The synthetic one-sided benchmark trace has exactly its designed waits and transfers.
#[test]
fn synthetic_rma_trace_has_its_designed_waits() {
    let t = ppw_synth::rma::RmaTrace::new(4, 50);
    let a = crate::patterns::testing::analyze_threads(&t, 2);
    let want = t.expected_wait_at_fence();
    expect(
        &a,
        "rma_wait_at_fence",
        &[
            (1, "main/MPI_Win_fence", want),
            (2, "main/MPI_Win_fence", want),
            (3, "main/MPI_Win_fence", want),
        ],
    );
    for none in [
        "rma_lock_competition",
        "rma_wait_for_progress",
        "rma_comm_wait_for_progress",
        "rma_early_fence",
    ] {
        assert!(cells(&a, none).is_empty(), "{none}: {:?}", cells(&a, none));
    }
    let (puts, gets, bytes) = t.expected_transfers();
    for r in 0..4 {
        let s = a
            .one_sided
            .iter()
            .find(|s| s.rank == r && s.window == "bench_win")
            .unwrap();
        assert_eq!(
            (s.puts, s.gets, s.put_bytes),
            (puts, gets, bytes),
            "rank {r}"
        );
    }
}

/// Bad one-sided input: a transfer on a window that was never defined, a window never freed,
/// an epoch left open by a rank that stopped (aborted) inside it, a lock never released. The
/// analysis finishes, keeps what is sound and says what it skipped.
#[test]
fn broken_one_sided_input_is_skipped_with_warnings() {
    let mut b = TraceBuilder::new(2);
    let w = b.comm_of_kind("w", CommKind::Window, &[0, 1]);
    let ghost = CommId(77);
    {
        let mut l = b.rank(0);
        l.enter(0, "main")
            .coll_call("MPI_Win_create", 0, 10, w, NO_RANK, 0)
            .coll_call("MPI_Win_fence", 20, 30, w, NO_RANK, 0)
            .enter(40, "MPI_Put")
            .event(41, put(ghost, 1, 8))
            .exit(42)
            .coll_call("MPI_Win_fence", 50, 300, w, NO_RANK, 0)
            .enter(310, "MPI_Win_lock")
            .event(310, lock(LockOp::Request, w, 1, true))
            .event(320, lock(LockOp::Acquire, w, 1, true))
            .exit(320)
            .exit(400);
    }
    {
        // Rank 1 stops inside the epoch: no closing fence, no free.
        let mut l = b.rank(1);
        l.enter(0, "main")
            .coll_call("MPI_Win_create", 0, 10, w, NO_RANK, 0)
            .coll_call("MPI_Win_fence", 20, 30, w, NO_RANK, 0)
            .enter(40, "MPI_Put")
            .event(41, put(w, 0, 8))
            .exit(42)
            .exit(45);
    }
    let a = analyze_everywhere(&b.build());
    let w = a.warnings.join("\n");
    assert!(w.contains("never released"), "{w}");
    assert!(w.contains("undefined communicator"), "{w}");
    assert!(w.contains("not recorded by every member"), "{w}");
    // The sound part stays: both ranks' transfers on `w` are counted (the ghost one is not).
    let on_w: u64 = a.one_sided.iter().map(|s| s.puts).sum();
    assert_eq!(on_w, 1);
}

/// The target is still inside MPI (a barrier) when the get starts but leaves it at once and
/// computes: the get waits for the target's next MPI call all the same, as in Score-P's
/// rma_lock trace (the target left MPI_Barrier 25 us after the accumulate started, which then
/// waited 15 ms). A target that stays in MPI for half of that time served the request.
#[test]
fn wait_for_progress_when_the_target_leaves_mpi_just_after_the_start() {
    for (leaves, wait) in [(101, 100), (150, 0)] {
        let mut b = TraceBuilder::new(2);
        let w = b.comm_of_kind("win", CommKind::Window, &[0, 1]);
        b.rank(0)
            .enter(0, "main")
            .barrier(10, leaves)
            .enter(leaves, "compute")
            .exit(200)
            .barrier(200, 300)
            .exit(400);
        b.rank(1)
            .enter(0, "main")
            .barrier(10, 99)
            .enter(100, "MPI_Get")
            .event(100, rma(RmaOp::Get, w, 0))
            .exit(210)
            .barrier(299, 300)
            .exit(400);
        let a = analyze_everywhere(&b.build());
        let want: &[(u32, &str, u64)] = if wait > 0 {
            &[(1, "main/MPI_Get", wait)]
        } else {
            &[]
        };
        expect(&a, "rma_comm_wait_for_progress", want);
    }
}

/// Fences, post/start/complete/wait, exclusive and shared (lock_all) locks with flushes, puts
/// and accumulates, written as OTF2 and read back, give the same analysis.
#[test]
fn one_sided_analysis_survives_an_otf2_round_trip() {
    let mut b = TraceBuilder::new(3);
    let w = b.comm_of_kind("win", CommKind::Window, &[0, 1, 2]);
    let to_target = b.comm_of_kind("targets", CommKind::Group, &[0]);
    let from_origins = b.comm_of_kind("origins", CommKind::Group, &[1, 2]);
    let gats = |role, group| EventKind::RmaGroupSync {
        role,
        win: w,
        group,
    };
    let flush = |target| EventKind::RmaFlush { win: w, target };
    for r in 0..3u32 {
        let mut l = b.rank(r);
        l.enter(0, "main")
            .coll_call("MPI_Win_create", 10 * r as u64, 40, w, NO_RANK, 0)
            .coll_call("MPI_Win_fence", 50 + 20 * r as u64, 100, w, NO_RANK, 0);
        if r > 0 {
            // Rank 2's put comes after rank 0 entered the closing fence (Early Fence).
            let t = 96 + 14 * r as u64;
            l.enter(t, "MPI_Put").event(t, put(w, 0, 16)).exit(t + 1);
        }
        l.coll_call(
            "MPI_Win_fence",
            120 + 5 * r as u64,
            150 + r as u64,
            w,
            NO_RANK,
            0,
        );
        if r == 0 {
            l.enter(200, "MPI_Win_post")
                .event(200, gats(GatsRole::Post, from_origins))
                .exit(201)
                .enter(202, "MPI_Win_wait")
                .event(290, gats(GatsRole::Wait, from_origins))
                .exit(290);
        } else {
            let t = 160 + 20 * r as u64;
            l.enter(t, "MPI_Win_start")
                .event(t, gats(GatsRole::Start, to_target))
                .exit(200 + r as u64)
                .enter(210, "MPI_Accumulate")
                .event(210, rma(RmaOp::Accumulate, w, 0))
                .exit(211)
                .enter(250 + 10 * r as u64, "MPI_Win_complete")
                .event(260 + 10 * r as u64, gats(GatsRole::Complete, to_target))
                .exit(260 + 10 * r as u64);
        }
        match r {
            1 => {
                l.enter(300, "MPI_Win_lock")
                    .event(300, lock(LockOp::Request, w, 0, true))
                    .event(301, lock(LockOp::Acquire, w, 0, true))
                    .exit(301)
                    .enter(302, "MPI_Get")
                    .event(302, rma(RmaOp::Get, w, 0))
                    .exit(303)
                    .enter(304, "MPI_Win_flush")
                    .event(305, flush(0))
                    .exit(305)
                    .enter(340, "MPI_Win_unlock")
                    .event(341, lock(LockOp::Release, w, 0, true))
                    .exit(341);
            }
            2 => {
                l.enter(310, "MPI_Win_lock_all")
                    .event(310, lock(LockOp::Request, w, NO_RANK, false))
                    .event(342, lock(LockOp::Acquire, w, NO_RANK, false))
                    .exit(342)
                    .enter(343, "MPI_Put")
                    .event(343, put(w, 0, 8))
                    .exit(344)
                    .enter(345, "MPI_Win_flush_all")
                    .event(346, flush(NO_RANK))
                    .exit(346)
                    .enter(350, "MPI_Win_unlock_all")
                    .event(351, lock(LockOp::Release, w, NO_RANK, false))
                    .exit(351);
            }
            _ => {}
        }
        l.coll_call("MPI_Win_free", 360 + 5 * r as u64, 380, w, NO_RANK, 0)
            .exit(400);
    }
    let src = b.build();
    let a = analyze_everywhere(&src);
    for m in [
        "rma_wait_at_create",
        "rma_wait_at_fence",
        "rma_early_fence",
        "rma_late_post",
        "rma_early_wait",
        "rma_lock_competition",
        "rma_wait_at_free",
    ] {
        assert!(!cells(&a, m).is_empty(), "the trace shows {m}");
    }
    let dir = std::env::temp_dir().join(format!("ppw-onesided-otf2-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    ppw_otf2::write_otf2(&src, &dir).expect("write OTF2");
    let back = ppw_otf2::Otf2Trace::open(&dir.join("traces.otf2")).expect("read OTF2");
    let b = analyze_threads(&back, 1);
    let _ = std::fs::remove_dir_all(&dir);
    for p in crate::pattern_list() {
        if p.id.starts_with("rma_") {
            assert_eq!(cells(&a, p.id), cells(&b, p.id), "metric {}", p.id);
        }
    }
    assert_eq!(
        format!("{:?}", a.one_sided),
        format!("{:?}", b.one_sided),
        "one-sided counts"
    );
}

fn addr_sync(what: AddrSync, win: CommId, addr: u64) -> EventKind {
    EventKind::AddrSync { what, win, addr }
}

/// PGAS memory: rank 1 waits for a flag from 100 on; rank 0 puts the flag at 250 (call ends at
/// 260): Wait on Value 160 on rank 1, caused by rank 0. A put into another variable at 150
/// and a put of the flag into another rank change nothing; a wait for a flag that was
/// already there (put at 300, wait from 400) is no wait. MPI's patterns stay silent.
#[test]
fn wait_on_value_is_the_satisfying_write() {
    let mut b = TraceBuilder::new(3);
    let m = b.comm_of_kind("symmetric memory", CommKind::Memory, &[0, 1, 2]);
    let (flag, other, flag2) = (0xff00_0010u64, 0xff00_0020u64, 0xff00_0030u64);
    b.rank(0)
        .enter(0, "main")
        .enter(150, "shmem_long_p")
        .event(150, put(m, 1, 8))
        .event(150, EventKind::RmaAddress { addr: other })
        .exit(152)
        .enter(200, "shmem_long_p")
        .event(200, put(m, 2, 8))
        .event(200, EventKind::RmaAddress { addr: flag })
        .exit(202)
        .enter(250, "shmem_long_p")
        .event(250, put(m, 1, 8))
        .event(250, EventKind::RmaAddress { addr: flag })
        .exit(260)
        .enter(300, "shmem_long_p")
        .event(300, put(m, 1, 8))
        .event(300, EventKind::RmaAddress { addr: flag2 })
        .exit(305)
        .exit(1000);
    b.rank(1)
        .enter(0, "main")
        .enter(100, "shmem_long_wait_until")
        .event(270, addr_sync(AddrSync::ValueReached, m, flag))
        .exit(270)
        .enter(400, "shmem_long_wait_until")
        .event(401, addr_sync(AddrSync::ValueReached, m, flag2))
        .exit(401)
        .exit(1000);
    b.rank(2).enter(0, "main").exit(1000);
    let a = analyze_everywhere(&b.build());
    expect(
        &a,
        "wait_on_value",
        &[(1, "main/shmem_long_wait_until", 160)],
    );
    let f = a
        .findings
        .iter()
        .find(|f| f.kind == "wait_on_value")
        .expect("a finding");
    assert_eq!(f.cause.ranks, vec![0]);
    expect(&a, "rma_wait_for_progress", &[]);
    expect(&a, "rma_lock_competition", &[]);
}

/// A PGAS lock: rank 0 holds it 100..300 (released at its unlock's enter), rank 1 asks at 150
/// and gets it at 310, rank 2 asks at 320 after rank 1 released it at 315 (no wait). Another
/// lock variable taken by rank 2 meanwhile is independent. Wait on Lock: 150 on rank 1, caused
/// by rank 0; MPI's Lock Contention: nothing.
#[test]
fn wait_on_lock_per_lock_variable() {
    let mut b = TraceBuilder::new(3);
    let m = b.comm_of_kind("symmetric memory", CommKind::Memory, &[0, 1, 2]);
    let (l1, l2) = (1u64 << 63 | 0x6700, 1u64 << 63 | 0x6708);
    let lock_call = |b: &mut TraceBuilder, r: u32, ask: u64, got: u64, rel: u64, key: u64| {
        b.rank(r)
            .enter(ask, "shmem_set_lock")
            .event(ask, addr_sync(AddrSync::Lock(LockOp::Request), m, key))
            .event(got, addr_sync(AddrSync::Lock(LockOp::Acquire), m, key))
            .exit(got)
            .enter(rel, "shmem_clear_lock")
            .event(rel, addr_sync(AddrSync::Lock(LockOp::Release), m, key))
            .exit(rel + 2);
    };
    for r in 0..3 {
        b.rank(r).enter(0, "main");
    }
    lock_call(&mut b, 0, 100, 101, 300, l1);
    lock_call(&mut b, 2, 160, 161, 200, l2);
    lock_call(&mut b, 1, 150, 310, 315, l1);
    lock_call(&mut b, 2, 320, 321, 330, l1);
    for r in 0..3 {
        b.rank(r).exit(1000);
    }
    let a = analyze_everywhere(&b.build());
    expect(&a, "wait_on_lock", &[(1, "main/shmem_set_lock", 150)]);
    expect(&a, "rma_lock_competition", &[]);
}

/// Competing transfers: ranks 1 and 2 put into rank 0 at overlapping times (100..200 and
/// 150..300): each call's overlap with the other's, 50 on each; a put of rank 1 into rank 2
/// at the same time does not compete with them (another target).
#[test]
fn competing_transfers_overlap_per_target() {
    let mut b = TraceBuilder::new(3);
    let m = b.comm_of_kind("symmetric memory", CommKind::Memory, &[0, 1, 2]);
    b.rank(0).enter(0, "main").exit(1000);
    b.rank(1)
        .enter(0, "main")
        .enter(100, "shmem_putmem")
        .event(100, put(m, 0, 1 << 20))
        .exit(200)
        .enter(400, "shmem_putmem")
        .event(400, put(m, 2, 1 << 20))
        .exit(500)
        .exit(1000);
    b.rank(2)
        .enter(0, "main")
        .enter(150, "shmem_putmem")
        .event(150, put(m, 0, 1 << 20))
        .exit(300)
        .exit(1000);
    let a = analyze_everywhere(&b.build());
    expect(
        &a,
        "competing_transfers",
        &[(1, "main/shmem_putmem", 50), (2, "main/shmem_putmem", 50)],
    );
}

/// Shared objects and the one-sided statistics' object names on the owners: rank 0 makes no
/// allocation, so the blocks are named by rank 1's (the first location with allocations,
/// which the processes agree on); every rank puts into its right neighbour's part of the
/// first block, rank 3 also into the second.
#[test]
fn shared_objects_are_named_by_the_first_allocating_location() {
    const ADDR: u64 = 0x1000;
    let ranks = 4u32;
    let mut b = TraceBuilder::new(ranks);
    let m = b.comm_of_kind("symmetric memory", CommKind::Memory, &[0, 1, 2, 3]);
    for r in 0..ranks {
        let mut t = b.rank(r);
        t.enter(0, "main");
        if r > 0 {
            for (k, bytes) in [(0u64, 4096u64), (1, 1024)] {
                t.enter(10 + k * 10, "shmem_malloc")
                    .event(
                        15 + k * 10,
                        EventKind::Alloc {
                            win: m,
                            addr: ADDR + k * 0x10000,
                            bytes,
                            freed: false,
                            block: 0,
                        },
                    )
                    .exit(18 + k * 10);
            }
        }
        let target = (r + 1) % ranks;
        for i in 0..4u64 {
            let at = 100 + i * 100 + r as u64;
            t.enter(at, "shmem_putmem")
                .event(at, put(m, target, 64))
                .event(
                    at,
                    EventKind::RmaAddress {
                        addr: ADDR + i * 64,
                    },
                )
                .exit(at + 20);
        }
        if r == 3 {
            t.enter(600, "shmem_putmem")
                .event(600, put(m, 0, 512))
                .event(
                    600,
                    EventKind::RmaAddress {
                        addr: ADDR + 0x10000,
                    },
                )
                .exit(650);
        }
        t.exit(1000);
    }
    let a = analyze_everywhere(&b.build());
    assert_eq!(a.shared_objects.len(), 2, "{:?}", a.shared_objects);
    let first = &a.shared_objects[0];
    assert!(first.name.starts_with("shmem_malloc"), "{}", first.name);
    assert_eq!(first.remote_bytes, 4 * 4 * 64);
    assert_eq!(a.shared_objects[1].remote_bytes, 512);
    let named: Vec<&str> = a
        .one_sided
        .iter()
        .flat_map(|w| w.objects.iter().map(|o| o.0.as_str()))
        .collect();
    assert!(
        named.contains(&"shmem_malloc #1, 4096 B") && named.contains(&"shmem_malloc #2, 1024 B"),
        "{named:?}"
    );
}
