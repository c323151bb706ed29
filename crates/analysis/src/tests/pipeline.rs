//! Whole-pipeline tests: synthetic traces with known answers, determinism, clock repair,
//! threads, profile mode and damaged input.

use crate::patterns::testing::*;
use crate::{analyze, Options};
use ppw_event::{
    CommId, Defs, Event, EventKind, EventStream, LocationId, MemTrace, Profile, ProfileNode,
    ReadError, RequestId, TraceBuilder, TraceSource, NO_RANK,
};
use ppw_synth::{Mix, SynthConfig, SynthTrace};

fn total(a: &crate::Analysis, metric: &str) -> u64 {
    cells(a, metric).values().sum()
}

#[test]
fn synthetic_trace_gives_exactly_the_expected_waits() {
    let t = SynthTrace::new(SynthConfig {
        ranks: 5,
        events_per_rank: 20_000,
        ..Default::default()
    });
    let a = analyze(&t, &Options::default()).unwrap();
    for p in [
        "late_sender",
        "late_receiver",
        "wait_at_barrier",
        "wait_at_nxn",
        "late_broadcast",
    ] {
        let want = t.expected(p);
        assert!(want > 0, "{p} occurs");
        assert_eq!(total(&a, p), want, "{p}");
    }
    for p in [
        "late_sender_wrong_order",
        "early_reduce",
        "early_scan",
        "barrier_completion",
        "nxn_completion",
        "init_completion",
        "finalize_wait",
    ] {
        assert_eq!(total(&a, p), 0, "{p}");
    }
    assert_eq!(a.clock.violations, 0);
    assert!(a.warnings.is_empty(), "{:?}", a.warnings);
    // The time metrics partition the total time.
    let time: f64 = (0..5).map(|r| a.rank_inclusive("time", r).unwrap()).sum();
    assert!((time - a.summary.total_time).abs() < 1e-9);
    // Findings are sorted, have causes and hints.
    assert!(!a.findings.is_empty());
    assert!(a.findings.windows(2).all(|w| w[0].seconds >= w[1].seconds));
    let ls = a
        .findings
        .iter()
        .find(|f| f.kind == "late_sender")
        .expect("late sender finding");
    assert_eq!(ls.callpath, "main/MPI_Recv");
    assert_eq!(ls.cause.callpath, "main/compute", "{:?}", ls.cause);
    assert_eq!(ls.cause.ranks.len(), 2);
    assert!(!ls.hint.is_empty());
}

#[test]
fn balanced_control_has_no_wait_states() {
    let t = SynthTrace::new(SynthConfig {
        ranks: 4,
        events_per_rank: 5_000,
        mix: Mix::balanced(),
        ..Default::default()
    });
    let a = analyze(&t, &Options::default()).unwrap();
    for p in crate::pattern_list() {
        assert_eq!(total(&a, p.id), 0, "{}", p.id);
    }
    assert!(a.findings.is_empty());
    assert!(a.summary.messages > 0);
}

#[test]
fn result_is_identical_for_any_thread_count() {
    let t = SynthTrace::new(SynthConfig {
        ranks: 7,
        events_per_rank: 8_000,
        seed: 9,
        ..Default::default()
    });
    let one = analyze_threads_json(&t, 1);
    assert_eq!(one, analyze_threads_json(&t, 2));
    assert_eq!(one, analyze_threads_json(&t, 4));
}

fn analyze_threads_json(t: &dyn TraceSource, threads: usize) -> String {
    analyze(
        t,
        &Options {
            threads,
            ..Default::default()
        },
    )
    .unwrap()
    .to_json()
}

#[test]
fn skewed_clock_is_repaired() {
    // Rank 1's clock runs 50 ns behind: its receive seems to end (80) before the send (100).
    let mut b = TraceBuilder::new(2);
    b.rank(0)
        .enter(0, "main")
        .send_call(100, 110, 1, 0, 8)
        .recv_call(300, 400, 1, 1, 8)
        .exit(1000);
    b.rank(1)
        .enter(0, "main")
        .recv_call(20, 80, 0, 0, 8)
        .send_call(350, 360, 0, 1, 8)
        .exit(1000);
    let t = b.build();
    let a = analyze_mem(&t);
    assert_eq!(a.clock.violations, 1);
    assert_eq!(a.clock.p2p_violations, 1);
    assert!(a.clock.events_moved >= 2, "{:?}", a.clock);
    assert!((a.clock.max_shift - 20e-9).abs() < 1e-12);
    // Repaired: the receive ends at 100, so the wait is 100 - 20. The later message from rank 1
    // is sent at 350 + 20 - (350 - 80) / 100 = 368 (the correction decays by 1%).
    expect(
        &a,
        "late_sender",
        &[(1, "main/MPI_Recv", 80), (0, "main/MPI_Recv", 68)],
    );
    // Without repair Scalasca's clamping gives min(100, 80) - 20 = 60.
    let raw = analyze(
        &t,
        &Options {
            repair_clock: false,
            min_fraction: 0.0,
            min_seconds: 0.0,
            ..Default::default()
        },
    )
    .unwrap();
    expect(
        &raw,
        "late_sender",
        &[(1, "main/MPI_Recv", 60), (0, "main/MPI_Recv", 50)],
    );
    assert_eq!(raw.clock.events_moved, 0);
}

#[test]
fn collective_order_is_repaired() {
    // Rank 1 leaves the barrier (90) before rank 0 enters it (100).
    let mut b = TraceBuilder::new(2);
    b.rank(0).enter(0, "main").barrier(100, 120).exit(1000);
    b.rank(1).enter(0, "main").barrier(10, 90).exit(1000);
    let a = analyze_mem(&b.build());
    assert_eq!(a.clock.collective_violations, 1);
    assert!((a.clock.max_shift - 10e-9).abs() < 1e-12, "{:?}", a.clock);
    expect(&a, "wait_at_barrier", &[(1, "main/MPI_Barrier", 90)]);
}

#[test]
fn threads_of_a_rank_are_analysed_and_merged() {
    let mut b = TraceBuilder::new(2);
    b.rank(0)
        .enter(0, "main")
        .send_call(500, 510, 1, 3, 8)
        .exit(1000);
    b.rank(1)
        .enter(0, "main")
        .enter(0, "compute")
        .exit(900)
        .exit(1000);
    b.thread(1, 1)
        .enter(0, "worker")
        .recv_call(100, 520, 0, 3, 8)
        .exit(1000);
    let a = analyze_mem(&b.build());
    expect(&a, "late_sender", &[(1, "worker/MPI_Recv", 400)]);
    assert_eq!(a.summary.locations, 3);
    // The profile merges threads per rank; rank 1 has both trees.
    let paths: Vec<_> = a
        .profile
        .iter()
        .filter(|p| p.rank == 1)
        .map(|p| p.callpath.as_str())
        .collect();
    assert_eq!(paths, ["main", "main/compute", "worker", "worker/MPI_Recv"]);
}

#[test]
fn nonblocking_waitall_and_isend() {
    // Rank 0: 2 x (Isend) + Waitall; rank 1: Irecv x2 + Waitall, the second message is late.
    let mut b = TraceBuilder::new(2);
    let w = CommId(0);
    b.rank(0)
        .enter(0, "main")
        .enter(100, "MPI_Isend")
        .send_on(100, w, 1, 0, 8, RequestId(1))
        .exit(101)
        .enter(300, "MPI_Isend")
        .send_on(300, w, 1, 0, 8, RequestId(2))
        .exit(301)
        .enter(302, "MPI_Waitall")
        .complete(303, 1)
        .complete(304, 2)
        .exit(304)
        .exit(1000);
    b.rank(1)
        .enter(0, "main")
        .enter(10, "MPI_Irecv")
        .recv_post(10, 0, 0, 5)
        .exit(11)
        .enter(12, "MPI_Irecv")
        .recv_post(12, 0, 0, 6)
        .exit(13)
        .enter(50, "MPI_Waitall")
        .recv_on(120, w, 0, 0, 8, RequestId(5))
        .recv_on(310, w, 0, 0, 8, RequestId(6))
        .exit(310)
        .exit(1000);
    let a = analyze_mem(&b.build());
    expect(&a, "late_sender", &[(1, "main/MPI_Waitall", 250)]);
    only(&a, &["late_sender"]);
    assert_eq!(a.summary.messages, 2);
}

/// A source whose streams fail after `after` events for one location.
struct Failing {
    inner: MemTrace,
    loc: u32,
    after: usize,
}

struct FailingStream {
    events: Vec<Event>,
    pos: usize,
    fail_at: usize,
}

impl EventStream for FailingStream {
    fn next_event(&mut self) -> Result<Option<Event>, ReadError> {
        if self.pos == self.fail_at {
            self.pos += 1;
            return Err(ReadError::new(
                "rank-00001.ppw",
                Some(4096),
                "checksum mismatch",
            ));
        }
        if self.pos > self.fail_at {
            return Ok(None);
        }
        let e = self.events.get(self.pos).copied();
        self.pos += 1;
        Ok(e)
    }
}

impl TraceSource for Failing {
    fn defs(&self) -> &Defs {
        &self.inner.defs
    }
    fn events(&self, loc: LocationId) -> Result<Box<dyn EventStream + Send + '_>, ReadError> {
        let fail_at = if loc.0 == self.loc {
            self.after
        } else {
            usize::MAX
        };
        Ok(Box::new(FailingStream {
            events: self.inner.events[loc.index()].clone(),
            pos: 0,
            fail_at,
        }))
    }
}

#[test]
fn truncated_stream_is_analysed_up_to_the_error() {
    let mut b = TraceBuilder::new(2);
    b.rank(0)
        .enter(0, "main")
        .send_call(100, 110, 1, 0, 8)
        .send_call(200, 210, 1, 0, 8)
        .barrier(300, 400)
        .exit(1000);
    b.rank(1)
        .enter(0, "main")
        .recv_call(50, 120, 0, 0, 8)
        .recv_call(150, 220, 0, 0, 8)
        .barrier(390, 400)
        .exit(1000);
    // Rank 1's stream breaks after its first receive (main, MPI_Recv enter, recv, exit).
    let t = Failing {
        inner: b.build(),
        loc: 1,
        after: 4,
    };
    let a = analyze(
        &t,
        &Options {
            min_fraction: 0.0,
            min_seconds: 0.0,
            ..Default::default()
        },
    )
    .unwrap();
    expect(&a, "late_sender", &[(1, "main/MPI_Recv", 50)]);
    only(&a, &["late_sender"]);
    let w = a.warnings.join("\n");
    assert!(
        w.contains("rank 1: the event stream ends in an error after 4 events"),
        "{w}"
    );
    assert!(
        w.contains("rank-00001.ppw: at byte offset 4096: checksum mismatch"),
        "{w}"
    );
    assert!(w.contains("still open"), "{w}");
    assert!(
        w.contains("rank 0 -> rank 1: 1 sends without a matching receive"),
        "{w}"
    );
    assert!(
        w.contains("collective operations were not recorded by every member"),
        "{w}"
    );
}

#[test]
fn unmatched_receive_is_reported_not_analysed() {
    let mut b = TraceBuilder::new(3);
    b.rank(0).enter(0, "main").exit(1000);
    b.rank(1)
        .enter(0, "main")
        .recv_call(10, 900, 2, 0, 8)
        .exit(1000);
    b.rank(2).enter(0, "main").exit(1000);
    let a = analyze_mem(&b.build());
    only(&a, &[]);
    assert!(
        a.warnings
            .iter()
            .any(|w| w.contains("rank 2 -> rank 1: 1 receives without a matching send")),
        "{:?}",
        a.warnings
    );
}

#[test]
fn missing_rank_is_reported() {
    let mut b = TraceBuilder::new(2);
    b.rank(0).enter(0, "main").exit(10);
    let mut t = b.build();
    // Rank 1 has no locations at all (its file was missing).
    t.defs.locations.truncate(1);
    t.events.truncate(1);
    let a = analyze_mem(&t);
    assert!(
        a.warnings.iter().any(|w| w.contains("rank 1: no data")),
        "{:?}",
        a.warnings
    );
}

#[test]
fn profile_mode_gives_profile_and_time_metrics() {
    let mut b = TraceBuilder::new(1);
    b.rank(0).enter(0, "main").exit(1);
    let mut t = b.build();
    t.defs.mode = ppw_event::Mode::Profile;
    t.events[0].clear();
    let main = t.defs.region_by_name("main").unwrap();
    t.defs.regions.push(ppw_event::RegionDef::named("MPI_Send"));
    let send = ppw_event::RegionId(t.defs.regions.len() as u32 - 1);
    let p: Profile = vec![
        ProfileNode {
            parent: u32::MAX,
            region: main,
            visits: 1,
            inclusive_ns: 2_000_000_000,
            exclusive_ns: 1_500_000_000,
            ..Default::default()
        },
        ProfileNode {
            parent: 0,
            region: send,
            visits: 10,
            inclusive_ns: 500_000_000,
            exclusive_ns: 500_000_000,
            bytes_sent: 80,
            ..Default::default()
        },
    ];
    t.profiles[0] = Some(p);
    let a = analyze_mem(&t);
    assert_eq!(a.summary.mode, "profile");
    assert_eq!(a.profile.len(), 2);
    assert_eq!(a.profile[1].callpath, "main/MPI_Send");
    assert_eq!(a.profile[1].visits, 10);
    assert_eq!(a.profile[1].bytes, 80);
    assert!((a.profile[0].seconds - 2.0).abs() < 1e-12);
    assert!((a.rank_inclusive("mpi_p2p", 0).unwrap() - 0.5).abs() < 1e-12);
    assert!((a.rank_inclusive("computation", 0).unwrap() - 1.5).abs() < 1e-12);
    assert!((a.rank_inclusive("visits", 0).unwrap() - 11.0).abs() < 1e-12);
}

#[test]
fn sub_communicator_collectives_are_numbered_per_communicator() {
    let mut b = TraceBuilder::new(3);
    let sub = b.comm("pair", &[0, 2]);
    let w = CommId(0);
    // Rank 0 and 2 first meet on the sub-communicator, then all three on the world.
    b.rank(0)
        .enter(0, "main")
        .coll_call("MPI_Allreduce", 10, 110, sub, NO_RANK, 8)
        .coll_call("MPI_Allreduce", 200, 310, w, NO_RANK, 8)
        .exit(400);
    b.rank(2)
        .enter(0, "main")
        .coll_call("MPI_Allreduce", 100, 110, sub, NO_RANK, 8)
        .coll_call("MPI_Allreduce", 250, 310, w, NO_RANK, 8)
        .exit(400);
    b.rank(1)
        .enter(0, "main")
        .coll_call("MPI_Allreduce", 300, 310, w, NO_RANK, 8)
        .exit(400);
    let a = analyze_mem(&b.build());
    expect(
        &a,
        "wait_at_nxn",
        &[
            (0, "main/MPI_Allreduce", 90 + 100),
            (2, "main/MPI_Allreduce", 50),
        ],
    );
    assert_eq!(a.summary.collectives, 2);
}

#[test]
fn records_stay_small() {
    let t = SynthTrace::new(SynthConfig {
        ranks: 4,
        events_per_rank: 50_000,
        kernels: 0,
        ..Default::default()
    });
    let classes = crate::replay::classify::classify(t.defs());
    let mut events = 0u64;
    let mut bytes = 0u64;
    for l in 0..4 {
        let d = crate::replay::reconstruct::reconstruct(
            &t,
            LocationId(l),
            &crate::replay::reconstruct::Plan::new(t.defs(), &classes, 256),
        );
        events += d.events;
        bytes += d.record_bytes();
    }
    // Without user regions nearly every event is a communication event: still within budget.
    let per_event = bytes as f64 / events as f64;
    assert!(per_event < 28.0, "{per_event} bytes per event");
}

#[test]
fn json_round_trips() {
    let t = SynthTrace::new(SynthConfig {
        ranks: 3,
        events_per_rank: 3_000,
        ..Default::default()
    });
    let a = analyze(&t, &Options::default()).unwrap();
    let back = crate::Analysis::from_json(&a.to_json()).unwrap();
    assert_eq!(back, a);
    let v: serde_json::Value = serde_json::from_str(&a.to_json()).unwrap();
    for key in [
        "summary",
        "profile",
        "metrics",
        "severities",
        "findings",
        "clock",
        "warnings",
    ] {
        assert!(v.get(key).is_some(), "{key}");
    }
    let f = &v["findings"][0];
    for key in [
        "kind", "rank", "ranks", "callpath", "source", "seconds", "fraction", "cause", "hint",
    ] {
        assert!(f.get(key).is_some(), "finding.{key}");
    }
}

#[test]
fn progress_reaches_the_total() {
    use std::sync::atomic::{AtomicU64, Ordering};
    use std::sync::Arc;
    let t = SynthTrace::new(SynthConfig {
        ranks: 3,
        events_per_rank: 2_000,
        ..Default::default()
    });
    let last = Arc::new(AtomicU64::new(0));
    let total = Arc::new(AtomicU64::new(0));
    let (l2, t2) = (last.clone(), total.clone());
    let opts = Options {
        threads: 2,
        progress: Some(Box::new(move |done, tot| {
            l2.fetch_max(done, Ordering::Relaxed);
            t2.store(tot, Ordering::Relaxed);
        })),
        ..Default::default()
    };
    analyze(&t, &opts).unwrap();
    assert_eq!(total.load(Ordering::Relaxed), 6);
    assert_eq!(last.load(Ordering::Relaxed), 6);
}

#[test]
fn finding_source_comes_from_the_call_site() {
    let mut b = TraceBuilder::new(2);
    b.rank(0)
        .enter(0, "main")
        .send_call(5_000_000, 5_000_100, 1, 0, 8)
        .exit(10_000_000);
    b.rank(1)
        .enter(0, "main")
        .recv_call(1_000_000, 5_000_200, 0, 0, 8)
        .exit(10_000_000);
    let mut t = b.build();
    t.defs.callsites.push(ppw_event::CallsiteDef {
        file: Some("/home/u/src/solver.c".into()),
        line: 42,
        ..Default::default()
    });
    let recv = t.defs.region_by_name("MPI_Recv").unwrap();
    for e in &mut t.events[1] {
        if let EventKind::Enter { region, callsite } = &mut e.kind {
            if *region == recv {
                *callsite = ppw_event::CallsiteId(0);
            }
        }
    }
    let a = analyze(&t, &Options::default()).unwrap();
    assert_eq!(a.findings[0].source.as_deref(), Some("solver.c:42"));
}

#[test]
fn disagreeing_definitions_are_skipped_with_warnings() {
    let mut b = TraceBuilder::new(3);
    let pair = b.comm("pair", &[0, 1]);
    // Rank 2 claims a collective on a communicator it is not a member of, and rank 0 sends on
    // a communicator that does not exist.
    b.rank(0)
        .enter(0, "main")
        .coll_call("MPI_Barrier", 10, 20, pair, NO_RANK, 0)
        .enter(30, "MPI_Send")
        .send_on(30, CommId(99), 1, 0, 8, RequestId::NONE)
        .exit(31)
        .exit(100);
    b.rank(1)
        .enter(0, "main")
        .coll_call("MPI_Barrier", 15, 20, pair, NO_RANK, 0)
        .exit(100);
    b.rank(2)
        .enter(0, "main")
        .coll_call("MPI_Barrier", 15, 20, pair, NO_RANK, 0)
        .exit(100);
    let a = analyze_mem(&b.build());
    expect(&a, "wait_at_barrier", &[(0, "main/MPI_Barrier", 5)]);
    let w = a.warnings.join("\n");
    assert!(w.contains("not a member of (definitions disagree)"), "{w}");
    assert!(w.contains("undefined communicator or peer"), "{w}");
}

#[test]
fn findings_without_cause_analysis_say_so() {
    let t = SynthTrace::new(SynthConfig {
        ranks: 4,
        events_per_rank: 3_000,
        ..Default::default()
    });
    let a = analyze(
        &t,
        &Options {
            cause: false,
            ..Default::default()
        },
    )
    .unwrap();
    assert!(!a.findings.is_empty());
    for f in &a.findings {
        assert_eq!(f.cause.text, "The cause analysis was not run.");
        assert!(f.cause.ranks.is_empty());
    }
}

#[test]
fn skewed_synthetic_trace_is_repaired_completely() {
    // Ranks 1, 4, ... run 5 us late and ranks 2, 5, ... 10 us: many receives seem to end
    // before their send started, and collectives seem to be left too early.
    let t = SynthTrace::new(SynthConfig {
        ranks: 6,
        events_per_rank: 20_000,
        skew_ns: 5_000,
        ..Default::default()
    });
    let classes = crate::replay::classify::classify(t.defs());
    let mut locs: Vec<_> = (0..6)
        .map(|l| {
            crate::replay::reconstruct::reconstruct(
                &t,
                LocationId(l),
                &crate::replay::reconstruct::Plan::new(t.defs(), &classes, 256),
            )
        })
        .collect();
    let by_rank = crate::replay::matching::rank_locations(&locs, 6);
    let mut w = Vec::new();
    crate::replay::matching::match_p2p(&mut locs, &by_rank, &mut w);
    let insts =
        crate::replay::matching::match_collectives(&mut locs, &by_rank, t.defs(), u64::MAX, &mut w);
    let (p2p, coll) = crate::replay::clock::count_violations(&locs, &insts);
    assert!(p2p > 0 && coll > 0, "{p2p} {coll}");
    let rep = crate::replay::clock::repair(&locs, &insts);
    assert_eq!(rep.forced, 0);
    // The parallel iteration and the sequential worklist find the same fixed point.
    let par = crate::replay::clock::repair_parallel(&locs, &insts).expect("converges");
    let seq = crate::replay::clock::repair_worklist(&locs, &insts);
    assert_eq!(par.max_shift, seq.max_shift);
    for (a, b) in par.corrections.iter().zip(&seq.corrections) {
        assert_eq!(a.jumps, b.jumps);
    }
    let moved = crate::replay::clock::apply(&mut locs, &rep.corrections);
    assert!(moved > 0);
    assert_eq!(
        crate::replay::clock::count_violations(&locs, &insts),
        (0, 0)
    );
    // The whole analysis reports it, identically for any thread count.
    let a = analyze_threads(&t, 1);
    assert_eq!(a.clock.violations, p2p + coll);
    assert!(
        a.clock.max_shift > 0.0 && a.clock.max_shift <= 20e-6,
        "{:?}",
        a.clock
    );
    assert_eq!(a.to_json(), analyze_threads(&t, 2).to_json());
}

/// A recursion 10,000 deep (as `-finstrument-functions` records it) ending in a late-sender
/// exchange: call paths are folded below the depth limit, so names, memory and time stay
/// linear, and the folded recursion's inclusive time is counted once.
#[test]
fn deep_recursion_is_folded_below_the_depth_limit() {
    let depth = 10_000u64;
    let mut b = TraceBuilder::new(2);
    for r in 0..2 {
        let mut l = b.rank(r);
        l.enter(0, "main");
        for d in 0..depth {
            l.enter(1_000 + d, "recurse");
        }
        let t = 1_000 + depth;
        if r == 0 {
            l.send_call(t + 5_000_000, t + 5_000_100, 1, 0, 8);
        } else {
            l.recv_call(t, t + 5_000_200, 0, 0, 8);
        }
        for d in 0..depth {
            l.exit(20_000_000 + d);
        }
        l.exit(30_000_000);
    }
    let a = analyze(&b.build(), &Options::default()).unwrap();
    let ls = a.findings.iter().find(|f| f.kind == "late_sender").unwrap();
    assert_eq!(ls.rank, Some(1));
    assert!((ls.seconds - 0.005).abs() < 1e-6, "{}", ls.seconds);
    let parts: Vec<&str> = ls.callpath.split('/').collect();
    assert_eq!(parts.len(), 256 + 2, "{}", parts.len());
    assert_eq!(parts[256], "[deeper calls]");
    assert_eq!(parts[257], "MPI_Recv");
    // Every profile row is short, and no inclusive time exceeds the root's.
    let main = a
        .profile
        .iter()
        .find(|p| p.rank == 1 && p.callpath == "main")
        .unwrap();
    for p in &a.profile {
        assert!(p.callpath.split('/').count() <= 258, "{}", p.callpath);
        assert!(
            p.seconds <= main.seconds + 1e-12,
            "{} {}",
            p.callpath,
            p.seconds
        );
    }
    let folded = a
        .profile
        .iter()
        .find(|p| p.rank == 1 && p.callpath.ends_with("[deeper calls]/recurse"))
        .unwrap();
    assert_eq!(folded.visits, depth - 255);
    assert!(
        a.notes.iter().any(|w| w
            .contains("rank 1: 9746 calls deeper than 256 regions (the deepest at level 10002)")),
        "{:?}",
        a.notes
    );
    assert!(a.warnings.is_empty(), "{:?}", a.warnings);
    // A smaller limit folds sooner.
    let a = analyze(
        &{
            let mut b = TraceBuilder::new(1);
            let mut l = b.rank(0);
            l.enter(0, "main")
                .enter(1, "a")
                .enter(2, "b")
                .enter(3, "c")
                .exit(4)
                .exit(5)
                .exit(6)
                .exit(7);
            b.build()
        },
        &Options {
            max_depth: 2,
            ..Options::default()
        },
    )
    .unwrap();
    let paths: Vec<&str> = a.profile.iter().map(|p| p.callpath.as_str()).collect();
    assert!(paths.contains(&"main/a/[deeper calls]/c"), "{paths:?}");
}

/// Records of kinds the reader does not know (a newer ppw wrote them) are skipped by the
/// reader; the analysis says how many.
#[test]
fn skipped_records_are_reported() {
    struct Skipping(MemTrace);
    struct Stream<'a>(Box<dyn EventStream + Send + 'a>);
    impl EventStream for Stream<'_> {
        fn next_event(&mut self) -> Result<Option<Event>, ReadError> {
            self.0.next_event()
        }
        fn skipped_records(&self) -> u64 {
            3
        }
    }
    impl TraceSource for Skipping {
        fn defs(&self) -> &Defs {
            &self.0.defs
        }
        fn events(&self, loc: LocationId) -> Result<Box<dyn EventStream + Send + '_>, ReadError> {
            Ok(Box::new(Stream(self.0.events(loc)?)))
        }
    }
    let mut b = TraceBuilder::new(1);
    b.rank(0).enter(0, "main").exit(10);
    let a = analyze(&Skipping(b.build()), &Options::default()).unwrap();
    assert!(
        a.warnings
            .iter()
            .any(|w| w.contains("rank 0: 3 records of kinds this ppw does not know")),
        "{:?}",
        a.warnings
    );
}

/// A memory budget smaller than the records (issue 15): the records go to temporary files and
/// the result is the same, to the byte, as with all of them in memory; one-sided records too.
/// (The root-cause and critical-path analyses, which keep their synchronization points in
/// memory, skip themselves under such a budget: compared without them, and checked below.)
#[test]
fn records_over_the_memory_budget_give_the_same_result() {
    let t = SynthTrace::new(SynthConfig {
        ranks: 6,
        events_per_rank: 30_000,
        ..Default::default()
    });
    let opts = |memory: Option<u64>| Options {
        memory,
        root_cause: false,
        critical_path: false,
        ..Options::default()
    };
    let free = analyze(&t, &opts(None)).unwrap();
    assert_eq!(free.spilled_bytes, 0);
    for budget in [0, 200_000] {
        let tight = analyze(&t, &opts(Some(budget))).unwrap();
        assert!(tight.spilled_bytes > 0, "budget {budget}: nothing spilled");
        assert_eq!(tight.to_json(), free.to_json(), "budget {budget}");
    }
    let rma = ppw_synth::rma::RmaTrace::new(4, 200);
    let free = analyze(&rma, &opts(None)).unwrap();
    let tight = analyze(&rma, &opts(Some(0))).unwrap();
    assert_eq!(tight.to_json(), free.to_json());
}

/// The root-cause and critical-path analyses under a budget too small for their
/// synchronization points: skipped, listed in `skipped`, with a warning that says why; with
/// a budget that holds them, they run.
#[test]
fn root_causes_over_the_memory_budget_are_skipped_with_a_warning() {
    let t = SynthTrace::new(SynthConfig {
        ranks: 6,
        events_per_rank: 30_000,
        ..Default::default()
    });
    let tight = analyze(
        &t,
        &Options {
            memory: Some(0),
            ..Options::default()
        },
    )
    .unwrap();
    assert_eq!(tight.skipped, ["root_cause", "critical_path"]);
    assert!(tight.root_causes.is_empty());
    assert!(
        tight
            .warnings
            .iter()
            .any(|w| w.contains("analyses were skipped") && w.contains("--memory")),
        "{:?}",
        tight.warnings
    );
    let free = analyze(&t, &Options::default()).unwrap();
    assert!(free.skipped.is_empty(), "{:?}", free.skipped);
    assert!(!free.root_causes.is_empty());
}

/// A trace whose regions named `phase` are flagged as phases.
fn with_phase(mut t: ppw_event::MemTrace, phase: &str) -> ppw_event::MemTrace {
    for r in t.defs.regions.iter_mut().filter(|r| r.name == phase) {
        r.phase = true;
    }
    t
}

#[test]
fn a_phase_only_some_ranks_enter_is_analysed_alone_without_trouble() {
    // Rank 0 sends inside the phase "p", rank 1 receives outside any phase; rank 2 enters
    // the phase twice and does nothing else.
    let mut b = TraceBuilder::new(3);
    b.rank(0)
        .enter(0, "main")
        .enter(1_000, "p")
        .send_call(5_000_000, 5_000_100, 1, 0, 8)
        .exit(6_000_000)
        .exit(10_000_000);
    b.rank(1)
        .enter(0, "main")
        .recv_call(1_000_000, 5_000_200, 0, 0, 8)
        .exit(10_000_000);
    b.rank(2)
        .enter(0, "main")
        .enter(2_000_000, "p")
        .exit(3_000_000)
        .enter(4_000_000, "p")
        .exit(5_000_000)
        .exit(10_000_000);
    let t = with_phase(b.build(), "p");
    let whole = analyze(&t, &Options::default()).unwrap();
    assert_eq!(whole.phases.len(), 1);
    let p = &whole.phases[0];
    assert_eq!((p.name.as_str(), p.visits, p.ranks), ("p", 3, 2));
    assert!((p.seconds - 0.007_999).abs() < 1e-9, "{p:?}");
    // The late sender is rank 1's, outside the phase: not in it.
    assert!(p
        .findings
        .iter()
        .all(|&i| whole.findings[i].kind != "late_sender"));
    assert!(!p.metrics.contains_key("late_sender"));

    let only = analyze(
        &t,
        &Options {
            phase: Some("p".into()),
            ..Options::default()
        },
    )
    .unwrap();
    assert_eq!(only.phase.as_deref(), Some("p"));
    // The phase's time only, on the ranks that entered it; the send has no receive in it.
    assert!(
        (only.summary.total_time - 0.007_999).abs() < 1e-9,
        "{:?}",
        only.summary
    );
    assert_eq!(only.summary.messages, 0);
    assert!(
        !only.warnings.is_empty(),
        "the unmatched send is warned about"
    );
    assert!(
        only.profile.iter().all(|r| r.rank != 1),
        "{:?}",
        only.profile
    );
    let err = analyze(
        &t,
        &Options {
            phase: Some("q".into()),
            ..Options::default()
        },
    )
    .unwrap_err();
    assert!(err.to_string().contains("its phases: p"), "{err}");
}
