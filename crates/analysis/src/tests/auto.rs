//! Tests of the automatic analyses (bottleneck detection, load balance, barrier redundancy,
//! frequency analysis, execution hypotheses) on hand-built traces and profiles with exact
//! expectations, plus their controls.

use crate::result::analysis::Finding;
use crate::{analyze, Analysis, Baseline, BaselineColl, Options};
use ppw_event::{
    CallsiteDef, CallsiteId, CpuSample, EventKind, MemTrace, Mode, ProfileNode, RegionId,
    TraceBuilder, NO_RANK,
};

const MS: u64 = 1_000_000;

fn run(t: &MemTrace) -> Analysis {
    run_with(t, Options::default())
}

fn run_with(t: &MemTrace, opts: Options) -> Analysis {
    let a = analyze(t, &opts).expect("analysis runs");
    // Every result serializes and reads back.
    assert_eq!(
        Analysis::from_json(&a.to_json()).unwrap().findings,
        a.findings
    );
    a
}

/// Findings of one kind.
fn of<'a>(a: &'a Analysis, kind: &str) -> Vec<&'a Finding> {
    a.findings.iter().filter(|f| f.kind == kind).collect()
}

fn one<'a>(a: &'a Analysis, kind: &str) -> &'a Finding {
    let v = of(a, kind);
    assert_eq!(v.len(), 1, "one {kind}: {:#?}", a.findings);
    v[0]
}

fn close(x: f64, y: f64) {
    assert!((x - y).abs() < 1e-9, "{x} != {y}");
}

/// Only these kinds among the automatic-analysis findings.
fn only_kinds(a: &Analysis, kinds: &[&str]) {
    let auto: Vec<&str> = crate::kind_list().iter().map(|k| k.id).collect();
    for f in &a.findings {
        if auto.contains(&f.kind.as_str()) {
            assert!(kinds.contains(&f.kind.as_str()), "unexpected {f:#?}");
        }
    }
}

// ---- bottleneck detection --------------------------------------------------------------------

#[test]
fn deviation_filtering_finds_a_variable_region() {
    // Both ranks: kernel visits of 5, 5, 5 and 85 ms (average 25).
    let mut b = TraceBuilder::new(2);
    for r in 0..2 {
        let l = &mut b.rank(r);
        l.enter(0, "main");
        let mut t = 0;
        for d in [5, 5, 5, 85] {
            l.enter(t * MS, "kernel").exit((t + d) * MS);
            t += d;
        }
        l.exit(t * MS);
    }
    let a = run(&b.build());
    let f = one(&a, "variable_operation");
    assert_eq!(f.callpath, "main/kernel");
    // time - visits x shortest = 2 x (100 - 4 x 5) ms.
    close(f.seconds, 0.160);
    close(f.data["ratio"], 85.0 / 25.0);
    close(f.data["min_ratio"], 0.2);
    assert!(f.cause.text.contains("A local region"), "{}", f.cause.text);
    let e = a
        .bottlenecks
        .iter()
        .find(|e| e.callpath == "main/kernel")
        .unwrap();
    assert_eq!(
        (e.method.as_str(), e.bottleneck, e.visits),
        ("deviation", true, 8)
    );
    assert!(a.notes.iter().any(|n| n.contains("no baseline file")));
    only_kinds(&a, &["variable_operation"]);
}

fn allreduce_trace(ranks: u32, n: u64, dur: u64) -> MemTrace {
    let mut b = TraceBuilder::new(ranks);
    let w = b.world();
    for r in 0..ranks {
        let l = &mut b.rank(r);
        l.enter(0, "main");
        for i in 0..n {
            l.coll_call(
                "MPI_Allreduce",
                i * dur,
                (i + 1) * dur,
                w,
                NO_RANK,
                8 * (ranks as u64 - 1),
            );
        }
        l.exit(n * dur + MS);
    }
    b.build()
}

fn baseline(op: &str, ranks: u32, seconds: f64) -> Baseline {
    Baseline {
        format: crate::BASELINE_FORMAT.into(),
        version: crate::BASELINE_VERSION,
        host: "test".into(),
        mpi: "test MPI".into(),
        collectives: vec![BaselineColl {
            op: op.into(),
            ranks,
            bytes: 8,
            seconds,
            min: seconds,
        }],
        path: "/tmp/b.json".into(),
        ..Default::default()
    }
}

#[test]
fn baseline_filtering_finds_a_slow_collective() {
    // 100 Allreduce of 8 bytes taking 1 ms each; this machine does them in 10 us.
    let t = allreduce_trace(2, 100, MS);
    let a = run_with(
        &t,
        Options {
            baseline: Some(baseline("MPI_Allreduce", 2, 10e-6)),
            ..Default::default()
        },
    );
    let f = one(&a, "slow_operation");
    assert_eq!(f.callpath, "main/MPI_Allreduce");
    close(f.seconds, 2.0 * (0.100 - 100.0 * 10e-6));
    close(f.data["expected"], 10e-6);
    close(f.data["ratio"], 100.0);
    // Both ranks were in MPI the whole time: not another rank's work.
    assert!(f.cause.text.contains("inside MPI"), "{}", f.cause.text);
    assert_eq!(a.baseline.as_ref().unwrap().file, "/tmp/b.json");
    assert!(!a.notes.iter().any(|n| n.contains("no baseline")));
    only_kinds(&a, &["slow_operation"]);
    // The same operation at its expected speed is no bottleneck.
    let ok = run_with(
        &t,
        Options {
            baseline: Some(baseline("MPI_Allreduce", 2, 0.9e-3)),
            ..Default::default()
        },
    );
    only_kinds(&ok, &[]);
}

#[test]
fn missing_baseline_entries_fall_back_to_deviation_and_say_so() {
    let t = allreduce_trace(2, 100, MS);
    let a = run_with(
        &t,
        Options {
            baseline: Some(baseline("MPI_Allreduce", 4, 10e-6)),
            ..Default::default()
        },
    );
    let e = &a.bottlenecks[0];
    assert_eq!(
        (e.callpath.as_str(), e.method.as_str()),
        ("main/MPI_Allreduce", "deviation")
    );
    assert!(!e.bottleneck, "uniform visits are not variable");
    let note = a.notes.join("\n");
    assert!(
        note.contains("no entry for MPI_Allreduce on 2 ranks (measured: 4)"),
        "{note}"
    );
    let other = run_with(
        &t,
        Options {
            baseline: Some(baseline("MPI_Barrier", 2, 10e-6)),
            ..Default::default()
        },
    );
    assert!(other
        .notes
        .iter()
        .any(|n| n.contains("does not measure MPI_Allreduce")));
}

#[test]
fn wait_states_explaining_a_bottleneck_are_not_duplicated() {
    // Rank 1 arrives 9 ms late at every allreduce: Wait at N x N explains rank 0's time.
    let mut b = TraceBuilder::new(2);
    let w = b.world();
    for r in 0..2u64 {
        let l = &mut b.rank(r as u32);
        l.enter(0, "main");
        for i in 0..20 {
            let t0 = i * 10 * MS;
            l.enter(t0, "work")
                .exit(t0 + if r == 1 { 9 * MS } else { 0 });
            l.coll_call(
                "MPI_Allreduce",
                t0 + if r == 1 { 9 * MS } else { 0 },
                t0 + 10 * MS,
                w,
                NO_RANK,
                8,
            );
        }
        l.exit(200 * MS);
    }
    // Visits of 10 ms (rank 0) and 1 ms (rank 1): variable at max / avg >= 1.5.
    let th = crate::Thresholds {
        deviation_max: 1.5,
        ..Default::default()
    };
    let a = run_with(
        &b.build(),
        Options {
            thresholds: th,
            ..Default::default()
        },
    );
    assert_eq!(of(&a, "wait_at_nxn").len(), 1);
    assert!(of(&a, "variable_operation").is_empty(), "{:#?}", a.findings);
    let e = a
        .bottlenecks
        .iter()
        .find(|e| e.callpath == "main/MPI_Allreduce")
        .unwrap();
    assert!(
        e.bottleneck && e.explained_by_waits && e.wait_states > 0.17,
        "{e:?}"
    );
    // The imbalance behind it is found in the work region.
    let li = one(&a, "load_imbalance");
    assert_eq!((li.callpath.as_str(), li.rank), ("main/work", Some(1)));
}

fn profile_trace(nodes: &[(&str, u32, ProfileNode)], ranks: u32) -> MemTrace {
    let mut b = TraceBuilder::new(ranks);
    for r in 0..ranks {
        b.rank(r).enter(0, "main").exit(1);
    }
    let mut t = b.build();
    t.defs.mode = Mode::Profile;
    let mut ids = Vec::new();
    for (name, _, _) in nodes {
        ids.push(match t.defs.region_by_name(name) {
            Some(id) => id,
            None => {
                t.defs.regions.push(ppw_event::RegionDef::named(name));
                RegionId(t.defs.regions.len() as u32 - 1)
            }
        });
    }
    for r in 0..ranks as usize {
        t.events[r].clear();
        t.profiles[r] = Some(
            nodes
                .iter()
                .zip(&ids)
                .map(|((_, parent, n), id)| ProfileNode {
                    parent: *parent,
                    region: *id,
                    ..*n
                })
                .collect(),
        );
    }
    t
}

#[test]
fn profile_mode_bottlenecks_load_balance_and_hypotheses() {
    let main = ProfileNode {
        visits: 1,
        inclusive_ns: 1000 * MS,
        exclusive_ns: 500 * MS,
        min_ns: 1000 * MS,
        max_ns: 1000 * MS,
        ..Default::default()
    };
    let allreduce = ProfileNode {
        visits: 100,
        inclusive_ns: 500 * MS,
        exclusive_ns: 500 * MS,
        min_ns: 5 * MS,
        max_ns: 5 * MS,
        bytes_sent: 800,
        bytes_received: 800,
        ..Default::default()
    };
    let t = profile_trace(
        &[("main", u32::MAX, main), ("MPI_Allreduce", 0, allreduce)],
        2,
    );
    // Against a baseline of 1 ms per 8-byte Allreduce: 5x slower.
    let a = run_with(
        &t,
        Options {
            baseline: Some(baseline("MPI_Allreduce", 2, 1e-3)),
            ..Default::default()
        },
    );
    let f = one(&a, "slow_operation");
    assert_eq!(f.callpath, "main/MPI_Allreduce");
    close(f.seconds, 2.0 * (0.5 - 0.1));
    assert!(
        f.cause.text.contains("Profile data only"),
        "{}",
        f.cause.text
    );
    assert!(a
        .notes
        .iter()
        .any(|n| n.contains("barrier redundancy: needs trace data")));
    assert!(a
        .notes
        .iter()
        .any(|n| n.contains("block level needs trace data")));
    close(a.load_balance.ranks[1].communication, 0.5);
    close(a.load_balance.ranks[1].computation, 0.5);
    // Without a baseline the uniform visits are not variable.
    let d = run(&t);
    only_kinds(&d, &[]);
}

// ---- load balance -----------------------------------------------------------------------------

#[test]
fn event_level_imbalance_names_the_region_and_the_worst_rank() {
    let mut b = TraceBuilder::new(3);
    for (r, work) in [(0u32, 10), (1, 10), (2, 40)] {
        b.rank(r)
            .enter(0, "main")
            .enter(0, "work")
            .exit(work * MS)
            .barrier(work * MS, 41 * MS)
            .exit(41 * MS);
    }
    let a = run(&b.build());
    let f = one(&a, "load_imbalance");
    assert_eq!((f.callpath.as_str(), f.rank), ("main/work", Some(2)));
    // 3 x (40 - 20) ms.
    close(f.seconds, 0.060);
    close(f.data["max_over_avg"], 2.0);
    assert_eq!(f.ranks, vec![2]);
    assert_eq!(f.cause.ranks, vec![2]);
    let lb = &a.load_balance;
    close(lb.computation_max_over_avg, 2.0);
    assert_eq!(lb.computation_max_rank, Some(2));
    close(lb.ranks[0].synchronization, 0.031);
    close(lb.ranks[2].computation, 0.040);
}

/// `n` iterations on 3 ranks: rank i % 3 works `long` ms, the others `short`, then a barrier;
/// MPI_Init and MPI_Finalize around it.
fn rotating(n: u64, long: u64, short: u64) -> MemTrace {
    let mut b = TraceBuilder::new(3);
    for r in 0..3u64 {
        let l = &mut b.rank(r as u32);
        l.enter(0, "main").enter(0, "MPI_Init").exit(MS);
        let mut t = MS;
        for i in 0..n {
            let d = if i % 3 == r { long } else { short };
            l.enter(t, "work").exit(t + d * MS);
            l.barrier(t + d * MS, t + long * MS);
            t += long * MS;
        }
        l.enter(t, "MPI_Finalize").exit(t + MS).exit(t + MS);
    }
    b.build()
}

#[test]
fn block_level_imbalance_finds_a_moving_bottleneck() {
    let a = run(&rotating(3, 30, 10));
    // Per rank the work is balanced (30 + 10 + 10 ms), so only the block level sees it.
    let f = one(&a, "load_imbalance");
    assert_eq!(f.callpath, "main/work");
    assert_eq!(f.rank, None, "the slowest rank changes");
    // Three blocks of 3 x (30 - 50/3) ms.
    close(f.seconds, 0.120);
    assert_eq!(f.data["blocks"], 3.0);
    assert_eq!(f.data["imbalanced_blocks"], 3.0);
    let lb = &a.load_balance;
    // Init -> barrier 1 -> barrier 2 -> barrier 3 -> Finalize.
    assert_eq!((lb.blocks, lb.imbalanced_blocks), (4, 3));
    // Two groups: the loop's blocks between barriers (slowest: ranks 1 and 2), and the first
    // block after MPI_Init (slowest: rank 0); their costs add up in the finding.
    assert_eq!(lb.block_groups.len(), 2, "{:#?}", lb.block_groups);
    let g = &lb.block_groups[0];
    assert_eq!(
        (g.after.as_str(), g.sync.as_str(), g.region.as_str()),
        ("main/MPI_Barrier", "main/MPI_Barrier", "main/work")
    );
    assert_eq!((g.blocks, g.imbalanced), (2, 2));
    close(g.ratio, 1.8);
    close(g.seconds, 0.080);
    let h = &lb.block_groups[1];
    assert_eq!((h.after.as_str(), h.worst_rank), ("main/MPI_Init", Some(0)));
    assert!(
        f.detail
            .contains("the 2 blocks from main/MPI_Barrier to main/MPI_Barrier take 1.80x"),
        "{}",
        f.detail
    );
}

#[test]
fn balanced_control_has_no_automatic_findings() {
    let a = run(&rotating(6, 20, 20));
    only_kinds(&a, &[]);
    assert_eq!(a.load_balance.imbalanced_blocks, 0);
    close(a.load_balance.computation_max_over_avg, 1.0);
}

/// 2 ranks: MPI_Init, 10 ms of work on rank 0 and `work` ms on rank 1, which then flushes its
/// trace buffer for `flush` ms; a barrier; MPI_Finalize.
fn flushing(work: u64, flush: u64) -> MemTrace {
    let mut b = TraceBuilder::new(2);
    let end = 1 + work + flush;
    for r in 0..2u32 {
        let l = &mut b.rank(r);
        l.enter(0, "main").enter(0, "MPI_Init").exit(MS);
        if r == 0 {
            l.enter(MS, "work").exit(11 * MS);
            l.barrier(11 * MS, end * MS);
        } else {
            l.enter(MS, "work").exit((1 + work) * MS);
            l.enter((1 + work) * MS, "PPW_FLUSH").exit(end * MS);
            l.barrier(end * MS, end * MS);
        }
        l.enter(end * MS, "MPI_Finalize")
            .exit((end + 1) * MS)
            .exit((end + 1) * MS);
    }
    b.build()
}

fn cube(a: &Analysis, metric: &str, rank: u32, callpath: &str) -> f64 {
    a.severities
        .iter()
        .filter(|s| s.metric == metric && s.rank == rank && s.callpath == callpath)
        .map(|s| s.seconds)
        .sum()
}

#[test]
fn waiting_for_a_trace_flush_is_discounted_and_no_imbalance() {
    // Rank 1 works as long as rank 0 (10 ms) and then flushes for 60 ms: rank 0's 60 ms in
    // the barrier are ppw's doing. The cube keeps them (Scalasca's definition); the findings
    // do not, and the flush is not the program's load imbalance.
    let a = run(&flushing(10, 60));
    close(cube(&a, "wait_at_barrier", 0, "main/MPI_Barrier"), 0.060);
    assert!(of(&a, "wait_at_barrier").is_empty(), "{:#?}", a.findings);
    assert!(of(&a, "load_imbalance").is_empty(), "{:#?}", a.findings);
    assert!(
        a.notes.iter().any(|n| n
            .starts_with("wait_at_barrier in main/MPI_Barrier: 60.0 ms of its 60.0 ms")
            && n.contains("ppw's own work")),
        "{:?}",
        a.notes
    );
    assert_eq!(a.load_balance.imbalanced_blocks, 0);
}

#[test]
fn waiting_partly_for_a_flush_keeps_the_program_part() {
    // Rank 1 works 40 ms (30 more than rank 0) and flushes 30 ms: half of rank 0's 60 ms wait
    // is the program's, half ppw's.
    let a = run(&flushing(40, 30));
    close(cube(&a, "wait_at_barrier", 0, "main/MPI_Barrier"), 0.060);
    let w = one(&a, "wait_at_barrier");
    close(w.seconds, 0.030);
    close(w.data["measurement_seconds"], 0.030);
    assert!(w.cause.text.contains("discounted"), "{}", w.cause.text);
    // The block from MPI_Init to the barrier: 10 ms against 40 ms once the flush is left out,
    // 2 x (40 - 25) ms; the region responsible is the work, never the flush.
    let f = one(&a, "load_imbalance");
    assert_eq!((f.callpath.as_str(), f.rank), ("main/work", Some(1)));
    close(f.seconds, 0.030);
}

// ---- barrier redundancy ------------------------------------------------------------------------

#[test]
fn redundant_barrier_is_reported_at_its_call_site() {
    // Barriers at lines 10 (first), 20 (after a message), 30 (nothing since 20: redundant),
    // 40 (after I/O), on both ranks.
    let mut b = TraceBuilder::new(2);
    for r in 0..2u32 {
        let l = &mut b.rank(r);
        l.enter(0, "main").barrier(0, MS);
        if r == 0 {
            l.send_call(2 * MS, 3 * MS, 1, 0, 8);
        } else {
            l.recv_call(2 * MS, 3 * MS, 0, 0, 8);
        }
        l.barrier(4 * MS, 5 * MS);
        l.enter(5 * MS, "work").exit(10 * MS);
        l.barrier(10 * MS, 20 * MS);
        l.enter(20 * MS, "write").exit(21 * MS);
        l.barrier(21 * MS, 22 * MS).exit(30 * MS);
    }
    let mut t = b.build();
    let barrier = t.defs.region_by_name("MPI_Barrier").unwrap();
    for line in [10, 20, 30, 40] {
        t.defs.callsites.push(CallsiteDef {
            file: Some("/src/prog.c".into()),
            line,
            ..Default::default()
        });
    }
    for events in &mut t.events {
        let mut k = 0;
        for e in events.iter_mut() {
            if let EventKind::Enter { region, callsite } = &mut e.kind {
                if *region == barrier {
                    *callsite = CallsiteId(k);
                    k += 1;
                }
            }
        }
    }
    let a = run(&t);
    let f = one(&a, "redundant_barrier");
    assert_eq!(f.callpath, "main/MPI_Barrier");
    assert_eq!(f.source.as_deref(), Some("prog.c:30"));
    close(f.seconds, 0.020);
    assert_eq!((f.data["redundant"], f.data["instances"]), (1.0, 1.0));
    assert_eq!(f.rank, None);
}

// ---- frequency analysis ------------------------------------------------------------------------

#[test]
fn many_small_transfers_to_one_peer() {
    // Rank 1 sends 2000 messages of 8 bytes to rank 0 (10 us per send and per receive), and
    // 999 to rank 2; rank 2 sends 1000 messages of 8 KiB to rank 0.
    let mut b = TraceBuilder::new(3);
    let us = 1_000u64;
    let mut t = 0u64;
    b.rank(1).enter(0, "main");
    b.rank(0).enter(0, "main");
    b.rank(2).enter(0, "main");
    for _ in 0..2000 {
        b.rank(1).send_call(t, t + 10 * us, 0, 1, 8);
        b.rank(0).recv_call(t, t + 10 * us, 1, 1, 8);
        t += 10 * us;
    }
    for _ in 0..999 {
        b.rank(1).send_call(t, t + 10 * us, 2, 1, 8);
        b.rank(2).recv_call(t, t + 10 * us, 1, 1, 8);
        t += 10 * us;
    }
    for _ in 0..1000 {
        b.rank(2).send_call(t, t + 10 * us, 0, 2, 8192);
        b.rank(0).recv_call(t, t + 10 * us, 2, 2, 8192);
        t += 10 * us;
    }
    for r in 0..3 {
        b.rank(r).exit(t + 100 * MS);
    }
    let a = run(&b.build());
    let f = one(&a, "many_small_transfers");
    assert_eq!((f.callpath.as_str(), f.rank), ("main/MPI_Send", Some(1)));
    close(f.seconds, 2000.0 * 20e-6);
    assert_eq!(f.data["count"], 2000.0);
    assert_eq!(f.data["mean_bytes"], 8.0);
    assert_eq!(f.data["pairs"], 1.0);
    assert_eq!(f.cause.ranks, vec![0]);
    assert!(
        f.cause
            .text
            .contains("rank 1 -> rank 0: 2,000 transfers of 8 B"),
        "{}",
        f.cause.text
    );
}

// ---- execution hypotheses ----------------------------------------------------------------------

fn cpu(b: &mut TraceBuilder, r: u32, t: u64, user: u64, system: u64) {
    b.rank(r).event(
        t,
        EventKind::CpuSample {
            user_ns: user,
            system_ns: system,
        },
    );
}

#[test]
fn cpu_bound_needs_cpu_time_and_a_dominant_share() {
    // Rank 0: `hot` computes for 80 ms (78 ms CPU), `nap` sleeps for 20 ms (no CPU).
    let mut b = TraceBuilder::new(1);
    b.rank(0).enter(0, "main");
    cpu(&mut b, 0, 0, 0, 0);
    b.rank(0).enter(0, "hot");
    cpu(&mut b, 0, 0, 0, 0);
    cpu(&mut b, 0, 80 * MS, 77 * MS, MS);
    b.rank(0).exit(80 * MS).enter(80 * MS, "nap");
    cpu(&mut b, 0, 80 * MS, 77 * MS, MS);
    cpu(&mut b, 0, 100 * MS, 77 * MS, MS);
    b.rank(0).exit(100 * MS);
    cpu(&mut b, 0, 100 * MS, 77 * MS, MS);
    b.rank(0).exit(100 * MS);
    let a = run(&b.build());
    let f = one(&a, "cpu_bound");
    assert_eq!(f.callpath, "main/hot");
    close(f.seconds, 0.080);
    close(f.data["cpu_ratio"], 78.0 / 80.0);
    close(f.data["share"], 0.8);
    // `nap` has 20% of the time, but no CPU time.
    only_kinds(&a, &["cpu_bound"]);
}

#[test]
fn a_sleeping_region_around_a_polling_mpi_call_is_not_cpu_bound() {
    // `main` sleeps 25 ms, then waits 5 ms in a barrier that polls (5 ms of CPU); the only
    // samples are at the ends. Shared out by wall-clock time main would get 4.2 ms of CPU
    // (ratio 0.17); the polling MPI call takes its 5 ms first, main gets none.
    let mut b = TraceBuilder::new(1);
    b.rank(0).enter(0, "main");
    cpu(&mut b, 0, 0, 0, 0);
    b.rank(0).barrier(25 * MS, 30 * MS);
    cpu(&mut b, 0, 30 * MS, 5 * MS, 0);
    b.rank(0).exit(30 * MS);
    let a = run(&b.build());
    assert!(of(&a, "cpu_bound").is_empty(), "{:#?}", a.findings);
    assert!(
        !a.notes.iter().any(|n| n.contains("not decided")),
        "{:?}",
        a.notes
    );
}

#[test]
fn an_unsampled_computation_between_mpi_waits_is_cpu_bound() {
    // Like PPerfMark's intensive server: `server` is sampled, `waste_time` (too deep) is not;
    // per request the server waits 2 ms in MPI_Recv (no CPU) and computes 18 ms (9 ms of CPU
    // on a shared core).
    let mut b = TraceBuilder::new(2);
    b.rank(1).enter(0, "main").exit(100 * MS);
    b.rank(0).enter(0, "main").enter(0, "server");
    cpu(&mut b, 0, 0, 0, 0);
    for i in 0..5 {
        let t = i * 20 * MS;
        b.rank(0)
            .enter(t, "MPI_Recv")
            .exit(t + 2 * MS)
            .enter(t + 2 * MS, "waste_time")
            .exit(t + 20 * MS);
    }
    cpu(&mut b, 0, 100 * MS, 45 * MS, 0);
    b.rank(0).exit(100 * MS).exit(100 * MS);
    let a = run(&b.build());
    let f = one(&a, "cpu_bound");
    assert_eq!(
        (f.callpath.as_str(), f.rank),
        ("main/server/waste_time", Some(0))
    );
    close(f.seconds, 0.090);
    // The receives' 10 ms take 10 of the 45 ms first (they might have polled).
    close(f.data["cpu_ratio"], 35.0 / 90.0);
}

#[test]
fn the_share_of_a_rank_leaves_out_set_up_and_buffer_flushes() {
    // 15 ms of computation in a rank of 100 ms, of which MPI_Init takes 20 and a flush 30:
    // 15 / 50 = 0.3 of the rank's own time.
    let mut b = TraceBuilder::new(1);
    b.rank(0)
        .enter(0, "main")
        .enter(0, "MPI_Init")
        .exit(20 * MS)
        .enter(20 * MS, "PPW_FLUSH")
        .exit(50 * MS);
    cpu(&mut b, 0, 50 * MS, 0, 0);
    b.rank(0).enter(50 * MS, "hot");
    cpu(&mut b, 0, 50 * MS, 0, 0);
    cpu(&mut b, 0, 65 * MS, 15 * MS, 0);
    b.rank(0).exit(65 * MS).exit(100 * MS);
    let a = run(&b.build());
    let f = one(&a, "cpu_bound");
    assert_eq!(f.callpath, "main/hot");
    close(f.data["share"], 0.3);
}

#[test]
fn cpu_bound_is_undecided_without_samples() {
    let mut b = TraceBuilder::new(1);
    b.rank(0)
        .enter(0, "main")
        .enter(0, "hot")
        .exit(80 * MS)
        .exit(100 * MS);
    let a = run(&b.build());
    assert!(of(&a, "cpu_bound").is_empty());
    assert!(
        a.notes.iter().any(|n| n.contains("no CPU-time samples")),
        "{:?}",
        a.notes
    );
}

#[test]
fn system_time_is_localized_outside_mpi() {
    // 100 ms in `syscalls` with 55 ms system CPU; a barrier with 5 ms system CPU (MPI's).
    let mut b = TraceBuilder::new(1);
    b.rank(0).enter(0, "main");
    cpu(&mut b, 0, 0, 0, 0);
    b.rank(0).enter(0, "syscalls");
    cpu(&mut b, 0, 0, 0, 0);
    cpu(&mut b, 0, 100 * MS, 35 * MS, 55 * MS);
    b.rank(0).exit(100 * MS);
    b.rank(0).barrier(100 * MS, 110 * MS);
    cpu(&mut b, 0, 110 * MS, 40 * MS, 60 * MS);
    b.rank(0).exit(110 * MS);
    let mut t = b.build();
    t.defs.rank_info[0].cpu = vec![
        CpuSample::default(),
        CpuSample {
            time: 110 * MS,
            user_ns: 40 * MS,
            system_ns: 60 * MS,
        },
    ];
    let a = run(&t);
    let f = one(&a, "system_time");
    assert_eq!(f.callpath, "main/syscalls");
    // The rank's 60 ms of system time x the sampled share outside MPI (55 of 60).
    close(f.seconds, 0.055);
    close(f.data["system_share"], 0.6);
    // A rank whose CPU time is mostly user time: nothing.
    t.defs.rank_info[0].cpu[1].user_ns = 600 * MS;
    let quiet = run(&t);
    assert!(of(&quiet, "system_time").is_empty());
}

#[test]
fn system_time_without_samples_is_reported_at_the_top_region() {
    let mut b = TraceBuilder::new(1);
    b.rank(0).enter(0, "main").exit(100 * MS);
    let mut t = b.build();
    t.defs.rank_info[0].cpu = vec![
        CpuSample::default(),
        CpuSample {
            time: 100 * MS,
            user_ns: 10 * MS,
            system_ns: 80 * MS,
        },
    ];
    let a = run(&t);
    let f = one(&a, "system_time");
    assert_eq!(f.callpath, "main");
    close(f.seconds, 0.080);
    assert!(a.notes.iter().any(|n| n.contains("not localized")));
}

#[test]
fn io_blocking_counts_io_calls_outside_mpi() {
    let mut b = TraceBuilder::new(1);
    let l = &mut b.rank(0);
    l.enter(0, "main");
    for i in 0..3 {
        l.enter(i * 10 * MS, "write")
            .event(i * 10 * MS, EventKind::Io { bytes: 4096, fd: 3 })
            .exit((i + 1) * 10 * MS);
    }
    // I/O inside an MPI call is the library's.
    l.enter(30 * MS, "MPI_File_write_all")
        .enter(30 * MS, "write")
        .exit(40 * MS)
        .exit(40 * MS);
    l.exit(100 * MS);
    let a = run(&b.build());
    let f = one(&a, "io_blocking");
    assert_eq!(f.callpath, "main/write");
    close(f.seconds, 0.030);
    assert_eq!((f.data["calls"], f.data["bytes"]), (3.0, 12288.0));
}

// ---- robustness, determinism, options ---------------------------------------------------------

#[test]
fn every_kind_has_a_hint_and_findings_are_ranked() {
    for k in crate::kind_list() {
        assert!(!k.hint.is_empty() && !k.description.is_empty(), "{}", k.id);
    }
    let a = run(&rotating(3, 30, 10));
    assert!(a.findings.windows(2).all(|w| w[0].seconds >= w[1].seconds));
    assert!(a.findings.iter().all(|f| !f.hint.is_empty()));
    assert_eq!(a.format_version, crate::FORMAT_VERSION);
    assert_eq!(a.thresholds, crate::Thresholds::default());
}

#[test]
fn automatic_analyses_are_identical_for_any_thread_count() {
    let t = rotating(9, 30, 10);
    let json = |threads| {
        run_with(
            &t,
            Options {
                threads,
                ..Default::default()
            },
        )
        .to_json()
    };
    let one = json(1);
    assert_eq!(one, json(2));
    assert_eq!(one, json(3));
}

#[test]
fn thresholds_change_the_verdicts_and_are_reported() {
    let t = rotating(3, 30, 10);
    let th = crate::Thresholds {
        imbalance: 2.0,
        ..Default::default()
    };
    let a = run_with(
        &t,
        Options {
            thresholds: th.clone(),
            ..Default::default()
        },
    );
    assert!(of(&a, "load_imbalance").is_empty());
    assert_eq!(a.thresholds.imbalance, 2.0);
    // The general thresholds come from the options' own fields.
    let b = run_with(
        &t,
        Options {
            min_fraction: 0.5,
            ..Default::default()
        },
    );
    assert_eq!(b.thresholds.min_fraction, 0.5);
    // Nothing costs half of the run, the redundant barriers (2 and 3: nothing exchanged before
    // them) neither: they are a note.
    assert!(b.findings.is_empty(), "{:#?}", b.findings);
    assert!(
        b.notes
            .iter()
            .any(|n| n.starts_with("barrier redundancy: 1 call site(s)")),
        "{:?}",
        b.notes
    );
    // With the default thresholds they are a finding.
    let c = run_with(&t, Options::default());
    let r = of(&c, "redundant_barrier");
    assert_eq!(r.len(), 1, "{:#?}", c.findings);
    assert_eq!(r[0].data["redundant"], 2.0);
}

#[test]
fn wait_intervals_are_collected_on_request() {
    let mut b = TraceBuilder::new(2);
    b.rank(0)
        .enter(0, "main")
        .send_call(50, 60, 1, 0, 8)
        .exit(100);
    b.rank(1)
        .enter(0, "main")
        .recv_call(10, 70, 0, 0, 8)
        .exit(100);
    let t = b.build();
    assert!(run(&t).wait_intervals.is_empty());
    let a = run_with(
        &t,
        Options {
            wait_intervals: true,
            ..Default::default()
        },
    );
    assert_eq!(a.wait_intervals.len(), 1);
    let w = &a.wait_intervals[0];
    assert_eq!(
        (w.location, w.start_ns, w.end_ns, w.metric),
        (1, 10, 50, "late_sender")
    );
}

#[test]
fn no_panic_on_odd_experiments() {
    // A single rank without MPI, a truncated (open) region, an empty location, a profile
    // without extremes, a rank whose CPU samples go backwards.
    let mut b = TraceBuilder::new(1);
    b.rank(0).enter(0, "main").enter(5, "work");
    cpu(&mut b, 0, 6, 100, 100);
    cpu(&mut b, 0, 7, 50, 50);
    let mut t = b.build();
    t.defs.rank_info[0].cpu = vec![CpuSample {
        time: 0,
        user_ns: 5,
        system_ns: 5,
    }];
    run(&t);
    let mut e = TraceBuilder::new(3);
    e.rank(1).enter(0, "main").barrier(1, 2).exit(3);
    run(&e.build());
    let p = profile_trace(&[("main", u32::MAX, ProfileNode::default())], 1);
    run(&p);
}

// ---- system interference ---------------------------------------------------------------------

/// The variable `kernel` trace of `deviation_filtering_finds_a_variable_region` (100 ms per
/// rank), with scheduler samples: each rank waited `delay_ms` for a CPU, both on host `n1`
/// with `cores` CPUs.
fn disturbed_trace(delay_ms: u64, cores: u32) -> MemTrace {
    let mut b = TraceBuilder::new(2);
    for r in 0..2 {
        let l = &mut b.rank(r);
        l.enter(0, "main");
        let mut t = 0;
        for d in [5, 5, 5, 85] {
            l.enter(t * MS, "kernel").exit((t + d) * MS);
            t += d;
        }
        l.exit(t * MS);
    }
    let mut t = b.build();
    for info in &mut t.defs.rank_info {
        info.host = "n1".into();
        let s = |time, run_delay_ns| ppw_event::SchedSample {
            time,
            run_delay_ns,
            involuntary_switches: run_delay_ns / MS,
            cores_online: cores,
            cores_allowed: cores,
        };
        info.sched = vec![s(0, 3 * MS), s(100 * MS, (3 + delay_ms) * MS)];
    }
    t
}

#[test]
fn waiting_for_a_cpu_is_system_interference_and_reduces_the_variable_operation() {
    let a = run(&disturbed_trace(40, 1));
    let f = one(&a, "system_interference");
    assert_eq!(f.callpath, "main");
    // 2 x 40 ms of run delay.
    close(f.seconds, 0.080);
    close(f.data["run_delay_share"], 0.4);
    close(f.data["oversubscribed"], 1.0);
    close(f.data["ranks_per_host"], 2.0);
    close(f.data["cores_per_host"], 1.0);
    assert!(f.cause.text.contains("oversubscribed"), "{}", f.cause.text);
    assert!(f.detail.contains("2 ranks on 1 CPUs"), "{}", f.detail);
    // The local region keeps what 40% of its 100 ms per rank does not explain: 2 x (80 - 40).
    let v = one(&a, "variable_operation");
    close(v.seconds, 0.080);
    close(v.data["interference_seconds"], 0.080);
    assert!(
        v.cause.text.contains("waiting for a CPU"),
        "{}",
        v.cause.text
    );
    close(f.data["explained_seconds"], 0.080);
    let p = a.placement.as_ref().expect("placement");
    assert!(p.oversubscribed);
    close(p.run_delay, 0.080);
    // Enough CPUs: other load, not oversubscription.
    let a = run(&disturbed_trace(40, 2));
    let f = one(&a, "system_interference");
    assert!(f.cause.text.contains("other load"), "{}", f.cause.text);
    assert!(!a.placement.as_ref().expect("placement").oversubscribed);
}

#[test]
fn a_little_run_delay_is_no_finding_and_changes_nothing() {
    // 5 ms of 100 (below interference_share): no finding, the variable region as without
    // samples.
    let a = run(&disturbed_trace(5, 2));
    assert!(
        of(&a, "system_interference").is_empty(),
        "{:#?}",
        a.findings
    );
    let v = one(&a, "variable_operation");
    close(v.seconds, 0.160);
    assert!(!v.data.contains_key("interference_seconds"));
    close(a.placement.as_ref().expect("placement").run_delay, 0.010);
}

/// As `disturbed_trace`, with `region` as the variable operation and the run delay of rank 1
/// only (rank 0: none).
fn one_disturbed_rank(region: &str) -> MemTrace {
    let mut b = TraceBuilder::new(2);
    for r in 0..2 {
        let l = &mut b.rank(r);
        l.enter(0, "main");
        let mut t = 0;
        for d in [5, 5, 5, 85] {
            l.enter(t * MS, region).exit((t + d) * MS);
            t += d;
        }
        l.exit(t * MS);
    }
    let mut t = b.build();
    for (r, info) in t.defs.rank_info.iter_mut().enumerate() {
        info.host = "n1".into();
        let delay = if r == 1 { 40 * MS } else { 0 };
        let s = |time, run_delay_ns| ppw_event::SchedSample {
            time,
            run_delay_ns,
            involuntary_switches: 0,
            cores_online: 2,
            cores_allowed: 2,
        };
        info.sched = vec![s(0, 0), s(100 * MS, delay)];
    }
    t
}

/// The reduction rule: a local operation loses only the disturbed rank's share of its time
/// (rank 1: 40% of 100 ms); an MPI operation also its partners' mean share, since a
/// descheduled partner delays it as much (both ranks: 40 ms).
#[test]
fn a_descheduled_partner_explains_mpi_operations_too() {
    let a = run(&one_disturbed_rank("kernel"));
    let v = one(&a, "variable_operation");
    close(v.data["interference_seconds"], 0.040);
    close(v.seconds, 0.120);
    let a = run(&one_disturbed_rank("MPI_Barrier"));
    let f = one(&a, "system_interference");
    close(f.seconds, 0.040);
    let v = of(&a, "variable_operation");
    let taken: f64 = v.iter().map(|x| x.data["interference_seconds"]).sum();
    close(taken, 0.080);
}

/// Rank 0 computes 100 ms before a barrier, rank 1 `work1_ms`; rank r waited `delays[r]` ms
/// for a CPU (2 CPUs on the host: no oversubscription).
fn imbalance_with_delays(work1_ms: u64, delays: [u64; 2]) -> MemTrace {
    let mut b = TraceBuilder::new(2);
    for (r, work) in [(0, 100), (1, work1_ms)] {
        b.rank(r)
            .enter(0, "main")
            .barrier(work * MS, 100 * MS + 1)
            .exit(100 * MS + 2);
    }
    let mut t = b.build();
    for (r, info) in t.defs.rank_info.iter_mut().enumerate() {
        info.host = "n1".into();
        let s = |time, run_delay_ns| ppw_event::SchedSample {
            time,
            run_delay_ns,
            involuntary_switches: 0,
            cores_online: 2,
            cores_allowed: 2,
        };
        info.sched = vec![s(0, 0), s(100 * MS, delays[r] * MS)];
    }
    t
}

/// A rank slower only because it waited for a CPU has no extra work: rank 0's 60 ms of run
/// delay explain its 60 ms more computation, so there is no load imbalance (a note says why)
/// and the wait at the barrier says rank 0 was descheduled. Ranks delayed alike keep the
/// imbalance, as does the same trace without delays.
#[test]
fn waiting_for_a_cpu_more_than_the_others_is_no_load_imbalance() {
    let quiet = run(&imbalance_with_delays(40, [0, 0]));
    assert_eq!(
        of(&quiet, "load_imbalance").len(),
        1,
        "{:#?}",
        quiet.findings
    );
    let a = run(&imbalance_with_delays(40, [60, 0]));
    assert!(of(&a, "load_imbalance").is_empty(), "{:#?}", a.findings);
    assert!(
        a.notes
            .iter()
            .any(|n| n.contains("load_imbalance") && n.contains("system_interference")),
        "{:#?}",
        a.notes
    );
    let w = one(&a, "wait_at_barrier");
    assert!(
        w.cause.text.contains("rank 0 was descheduled"),
        "{}",
        w.cause.text
    );
    let alike = run(&imbalance_with_delays(40, [60, 60]));
    assert_eq!(
        of(&alike, "load_imbalance").len(),
        1,
        "{:#?}",
        alike.findings
    );
}
