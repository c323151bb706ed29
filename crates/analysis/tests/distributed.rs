//! The distributed analysis over an exchange between threads (the MPI one is tested by the CLI
//! under mpirun): any number of processes gives the single-process result to the byte.

use ppw_analysis::{analyze, analyze_distributed, Analysis, Options, Threads};
use ppw_event::TraceSource;
use ppw_synth::{SynthConfig, SynthTrace};

/// The result of `n` processes (process 0's), checking that the others get none.
fn distributed(src: &(dyn TraceSource + Sync), n: usize, opts: &Options) -> Analysis {
    let mut results = Threads::run(n, |ex| analyze_distributed(src, opts, ex).unwrap());
    assert!(results[1..].iter().all(|r| r.is_none()));
    results[0].take().expect("process 0 has the result")
}

/// The JSON of `n` processes for every `n` of `ns` is `want`, and the owners answered process
/// 0's questions about their records (stage 8).
fn same_on_the_owners(src: &(dyn TraceSource + Sync), ns: &[usize], opts: &Options, want: &str) {
    for &n in ns {
        let many = distributed(src, n, opts);
        assert_eq!(many.to_json(), want, "{n} processes");
        assert!(many.partitioned.iter().any(|s| s == "automatic"));
    }
}

fn opts() -> Options {
    Options {
        threads: 1,
        ..Options::default()
    }
}

#[test]
fn any_number_of_processes_gives_the_single_process_result() {
    for ranks in [4u32, 7] {
        let t = SynthTrace::new(SynthConfig {
            ranks,
            events_per_rank: 20_000,
            ..Default::default()
        });
        let one = analyze(&t, &opts()).unwrap();
        assert!(!one.findings.is_empty());
        assert!(one.findings.iter().any(|f| !f.cause.callpath.is_empty()));
        // More processes than locations: the extra ones own nothing.
        for n in [1, 2, 3, ranks as usize + 2] {
            let many = distributed(&t, n, &opts());
            assert_eq!(
                many.to_json(),
                one.to_json(),
                "{ranks} ranks, {n} processes"
            );
            // No clock repair and no one-sided records: the owners replay the patterns.
            assert_eq!(
                many.partitioned,
                [
                    "matching",
                    "collectives",
                    "patterns",
                    "cells",
                    "root cause",
                    "automatic"
                ],
                "{ranks} ranks, {n} processes"
            );
        }
    }
}

/// With every finding kept (no thresholds, 50 transfers count as many): the frequency
/// analysis's pairs, whose times
/// include the receiving calls' shares that the receivers' processes send, are the single
/// process's too.
#[test]
fn every_finding_without_thresholds() {
    let t = SynthTrace::new(SynthConfig {
        ranks: 7,
        events_per_rank: 20_000,
        ..Default::default()
    });
    let o = Options {
        min_fraction: 0.0,
        min_seconds: 0.0,
        thresholds: ppw_analysis::Thresholds {
            min_transfers: 50.0,
            ..Default::default()
        },
        ..opts()
    };
    let one = analyze(&t, &o).unwrap();
    let small = one
        .findings
        .iter()
        .find(|f| f.kind == "many_small_transfers")
        .map_or(0.0, |f| f.seconds);
    assert!(small > 0.0, "{:?}", one.findings);
    for n in [2, 3, 4] {
        assert_eq!(
            distributed(&t, n, &o).to_json(),
            one.to_json(),
            "{n} processes"
        );
    }
}

/// Skewed clocks: the owners count the violations and repair the clock in the same passes as
/// a single process, each on its own locations, and the result is the single process's;
/// without the repair they aggregate the collectives despite the violations.
#[test]
fn skewed_clocks_distributed() {
    let t = SynthTrace::new(SynthConfig {
        ranks: 6,
        events_per_rank: 20_000,
        skew_ns: 5_000,
        ..Default::default()
    });
    for repair in [true, false] {
        let o = Options {
            repair_clock: repair,
            ..opts()
        };
        let one = analyze(&t, &o).unwrap();
        assert!(one.clock.violations > 0);
        assert_eq!(one.clock.events_moved > 0, repair);
        for n in [2, 3, 4] {
            let many = distributed(&t, n, &o);
            assert_eq!(
                many.to_json(),
                one.to_json(),
                "repair {repair}, {n} processes"
            );
            // The owners repair the clock together, then aggregate and replay.
            let mut steps = vec![
                "matching",
                "clock repair",
                "collectives",
                "patterns",
                "cells",
                "root cause",
                "automatic",
            ];
            if !repair {
                steps.remove(1);
            }
            assert_eq!(many.partitioned, steps);
        }
    }
}

#[test]
fn one_sided_and_memory_budget_distributed() {
    let rma = ppw_synth::rma::RmaTrace::new(4, 200);
    // The root-cause and critical-path analyses skip themselves under a budget of 0 (their
    // points stay in memory): compared without them.
    let base = Options {
        root_cause: false,
        critical_path: false,
        ..opts()
    };
    let one = analyze(&rma, &base).unwrap();
    assert!(!one.one_sided.is_empty());
    let tight = Options {
        memory: Some(0),
        ..base
    };
    for n in [2, 3] {
        let many = distributed(&rma, n, &tight);
        assert!(many.spilled_bytes > 0);
        assert_eq!(many.to_json(), one.to_json(), "{n} processes");
        // The owners match the one-sided records, replay and keep them.
        assert!(many.partitioned.iter().any(|s| s == "automatic"));
    }
}

#[test]
fn without_cause_analysis_the_processes_still_meet() {
    let t = SynthTrace::new(SynthConfig {
        ranks: 5,
        events_per_rank: 5_000,
        ..Default::default()
    });
    let o = Options {
        cause: false,
        ..opts()
    };
    let one = analyze(&t, &o).unwrap();
    assert_eq!(distributed(&t, 3, &o).to_json(), one.to_json());
}

/// Threads of every rank sending on the same channels (several sending locations per channel,
/// which the matching orders by time), late senders, and messages that find no partner; a
/// rank's threads in one collective sequence, a sub-communicator, a collective on a
/// communicator the rank is not a member of, an instance one rank misses: the distributed
/// matching pairs the same records, forms the same instances and reports the same warnings.
#[test]
fn threads_and_unmatched_messages_match_the_same_distributed() {
    let ranks = 5u32;
    // Times in microseconds, so that the waits are findings.
    let us = |t: u64| t * 1000;
    let mut b = ppw_event::TraceBuilder::new(ranks);
    let pair = b.comm("pair", &[3, 1]);
    for r in 0..ranks {
        let (dst, src) = ((r + 1) % ranks, (r + ranks - 1) % ranks);
        let mut t0 = b.rank(r);
        t0.enter(0, "main");
        for k in 0..4u64 {
            let base = 1000 * (k + 1);
            t0.send_call(
                us(base + 10 * r as u64),
                us(base + 10 * r as u64 + 5),
                dst,
                7,
                8,
            )
            .recv_call(us(base + 200), us(base + 500 + 50 * r as u64), src, 7, 8);
        }
        if r == 0 {
            t0.send_call(us(5000), us(5001), 3, 9, 8);
        }
        if r == 1 {
            t0.send_call(us(5200), us(5201), 9, 1, 8);
        }
        // Barriers: every rank's first thread, but rank 4 enters the second one from its
        // other thread (a rank's collectives are numbered over its threads in time order);
        // rank 2 misses the third.
        t0.barrier(us(5300), us(5400 + 20 * r as u64));
        if r != 4 {
            t0.barrier(us(5500), us(5600));
        }
        // The sub-communicator: ranks 3 and 1 wait for each other; rank 0 calls on it without
        // being a member.
        if r == 1 || r == 3 || r == 0 {
            t0.coll_call(
                "MPI_Allreduce",
                us(5700 + 30 * r as u64),
                us(5800),
                pair,
                u32::MAX,
                8,
            );
        }
        if r != 2 {
            t0.barrier(us(5850), us(5900));
        }
        t0.exit(us(6000));
        let mut t1 = b.thread(r, 1);
        t1.enter(0, "worker");
        for k in 0..4u64 {
            let base = 1000 * (k + 1);
            t1.recv_call(us(base + 100), us(base + 150), src, 7, 8)
                .send_call(
                    us(base + 400 + r as u64),
                    us(base + 405 + r as u64),
                    dst,
                    7,
                    8,
                );
        }
        if r == 2 {
            t1.recv_call(us(5000), us(5100), 4, 11, 8);
        }
        if r == 4 {
            t1.barrier(us(5520), us(5600));
        }
        t1.exit(us(6000));
    }
    let t = b.build();
    let one = analyze(&t, &opts()).unwrap();
    assert_eq!(one.summary.collectives, 3, "{:?}", one.warnings);
    let kinds: Vec<&str> = one.findings.iter().map(|f| f.kind.as_str()).collect();
    assert!(
        kinds.contains(&"late_sender"),
        "{kinds:?} {:?}",
        one.warnings
    );
    let warned = |what: &str| one.warnings.iter().filter(|w| w.contains(what)).count();
    // Rank 0 -> 3 (tag 9) and rank 1 -> 9 (outside the run); rank 4 -> 2 (tag 11).
    assert_eq!(
        warned("sends without a matching receive"),
        2,
        "{:?}",
        one.warnings
    );
    assert_eq!(
        warned("receives without a matching send"),
        1,
        "{:?}",
        one.warnings
    );
    assert_eq!(
        warned("not recorded by every member"),
        1,
        "{:?}",
        one.warnings
    );
    assert_eq!(warned("not a member of"), 1, "{:?}", one.warnings);
    for n in 1..=6 {
        assert_eq!(
            distributed(&t, n, &opts()).to_json(),
            one.to_json(),
            "{n} processes"
        );
    }
}

/// A pipeline along a line of 9 ranks (a grid inferred from the partners), swept forwards
/// and backwards twice: Wavefront asks about the steps of the sender and of the next rank,
/// which for the ranks at a partition's edge another process holds (their owners answer).
/// Any number of processes finds the same fill.
#[test]
fn wavefront_questions_cross_the_partitions() {
    let (n, blocks, w) = (9u32, 3usize, 100_000u64);
    let mut b = ppw_event::TraceBuilder::new(n);
    // Per rank: its calls (send?, enter, exit, partner, tag), built sweep by sweep.
    type Call = (bool, u64, u64, u32, i32);
    let mut clock = vec![1u64; n as usize];
    let mut plan: Vec<Vec<Call>> = vec![Vec::new(); n as usize];
    for sweep in 0..4 {
        let order: Vec<u32> = if sweep % 2 == 0 {
            (0..n).collect()
        } else {
            (0..n).rev().collect()
        };
        let mut prev: Vec<u64> = Vec::new();
        for (pos, &k) in order.iter().enumerate() {
            let t = &mut clock[k as usize];
            let mut mine = Vec::new();
            for blk in 0..blocks {
                let tag = (sweep * blocks + blk) as i32;
                if let Some(&sent) = prev.get(blk) {
                    let exit = (*t).max(sent) + 1;
                    plan[k as usize].push((false, *t, exit, order[pos - 1], tag));
                    *t = exit;
                }
                *t += w;
                if let Some(&next) = order.get(pos + 1) {
                    mine.push(*t);
                    plan[k as usize].push((true, *t, *t + 1, next, tag));
                    *t += 1;
                }
            }
            prev = mine;
        }
    }
    for k in 0..n {
        let mut r = b.rank(k);
        r.enter(0, "main");
        for &(send, enter, exit, peer, tag) in &plan[k as usize] {
            if send {
                r.send_call(enter, exit, peer, tag, 8);
            } else {
                r.recv_call(enter, exit, peer, tag, 8);
            }
        }
        r.exit(clock.iter().max().copied().unwrap_or(0) + 10);
    }
    let t = b.build();
    let o = Options {
        min_fraction: 0.0,
        min_seconds: 0.0,
        ..opts()
    };
    let one = analyze(&t, &o).unwrap();
    let fill = one
        .findings
        .iter()
        .find(|f| f.kind == "wavefront")
        .map_or(0.0, |f| f.seconds);
    assert!(fill > 0.0, "no wavefront: {:?}", one.findings);
    // With 9 processes every rank's partners are held elsewhere.
    for k in [2, 3, 4, 9] {
        let many = distributed(&t, k, &o);
        assert_eq!(many.to_json(), one.to_json(), "{k} processes");
        assert!(many.partitioned.iter().any(|s| s == "patterns"));
        assert!(many.partitioned.iter().any(|s| s == "root cause"));
    }
}

/// A correction that travels along a chain of messages across the partitions: rank 1
/// receives before rank 0 sent (its clock is behind), then sends to rank 2, whose receive is
/// only a violation once rank 1's send is corrected; then a barrier that rank 2 leaves before
/// rank 1 entered only on rank 1's corrected clock. With a process per rank, every link of
/// the chain crosses processes.
#[test]
fn clock_repair_chains_cross_the_partitions() {
    let us = |t: u64| t * 1000;
    let mut b = ppw_event::TraceBuilder::new(3);
    b.rank(0)
        .enter(0, "main")
        .send_call(us(1000), us(1001), 1, 0, 8)
        .barrier(us(1100), us(2100))
        .exit(us(3000));
    b.rank(1)
        .enter(0, "main")
        .recv_call(us(400), us(500), 0, 0, 8)
        .send_call(us(600), us(601), 2, 0, 8)
        .barrier(us(1500), us(2100))
        .exit(us(3000));
    b.rank(2)
        .enter(0, "main")
        .recv_call(us(300), us(1090), 1, 0, 8)
        .barrier(us(1200), us(1900))
        .exit(us(3000));
    let t = b.build();
    let one = analyze(&t, &opts()).unwrap();
    assert!(
        one.clock.violations >= 1 && one.clock.events_moved > 2,
        "{:?}",
        one.clock
    );
    for n in [2, 3] {
        let many = distributed(&t, n, &opts());
        assert_eq!(many.to_json(), one.to_json(), "{n} processes");
        assert!(many.partitioned.iter().any(|s| s == "clock repair"));
    }
}

/// The delay analysis of the owners goes in windows of keys; with windows of a few visits
/// (hundreds of them, each a few rounds), the costs that wait states carry from one window
/// into later ones give the single process's result. (The setting is global: other tests
/// running meanwhile get small windows too, and must give the same results all the same.)
#[test]
fn small_delay_windows_give_the_same_result() {
    let t = SynthTrace::new(SynthConfig {
        ranks: 6,
        events_per_rank: 10_000,
        skew_ns: 5_000,
        ..Default::default()
    });
    let one = analyze(&t, &opts()).unwrap();
    assert!(!one.root_causes.is_empty());
    std::env::set_var("PPW_DELAY_WINDOW", "7");
    for n in [2, 3, 6] {
        let many = distributed(&t, n, &opts());
        assert_eq!(many.to_json(), one.to_json(), "{n} processes");
        assert!(many.partitioned.iter().any(|s| s == "root cause"));
    }
    std::env::remove_var("PPW_DELAY_WINDOW");
}

/// Every fifth `MPI_Allreduce` of `trace` is slow on every rank: the bottleneck detection
/// finds the call variable, its cause comes from the other members' windows, and K = 2, 3, 4
/// give the single process's result on the owners' path. Returns the single result.
fn slow_allreduces_explained_on_the_owners(trace: &ppw_event::MemTrace) -> Analysis {
    let o = Options {
        thresholds: ppw_analysis::Thresholds {
            hotspot: 0.0,
            ..Default::default()
        },
        ..opts()
    };
    let one = analyze(trace, &o).unwrap();
    let f = one
        .findings
        .iter()
        .find(|f| f.kind == "variable_operation" && f.callpath.ends_with("MPI_Allreduce"))
        .unwrap_or_else(|| panic!("{:?}", one.findings));
    assert!(
        !f.cause.text.contains("No partner activity"),
        "{}",
        f.cause.text
    );
    same_on_the_owners(trace, &[2, 3, 4], &o, &one.to_json());
    one
}

/// A collective that is slow on every rank at once, without waiting: the bottleneck
/// detection's cause windows of a member go to every other member, which the owners name
/// from the agreed collective members (stage 8), and the cause is the single process's.
#[test]
fn bottleneck_windows_reach_every_member_of_a_collective() {
    let ranks = 4u32;
    let mut b = ppw_event::TraceBuilder::new(ranks);
    let world = b.world();
    for r in 0..ranks {
        let mut t = b.rank(r);
        t.enter(0, "main");
        let mut now = 1_000u64;
        for k in 0..40u64 {
            t.enter(now, "work").exit(now + 100_000);
            now += 100_000;
            // Every fifth call takes 20 times as long, on every rank.
            let d = if k % 5 == 4 { 400_000 } else { 20_000 };
            t.coll_call("MPI_Allreduce", now, now + d, world, u32::MAX, 8);
            now += d;
        }
        t.exit(now + 1_000);
    }
    slow_allreduces_explained_on_the_owners(&b.build());
}

/// Barriers that are idle on the ranks of one process but not on another's (rank 3 sends to
/// rank 2 before every other barrier): only the processes together know which are redundant.
#[test]
fn barrier_redundancy_needs_every_process() {
    let ranks = 4u32;
    let mut b = ppw_event::TraceBuilder::new(ranks);
    for r in 0..ranks {
        let mut t = b.rank(r);
        t.enter(0, "main");
        let mut now = 1_000u64;
        for k in 0..20u64 {
            t.enter(now, "work").exit(now + 100_000);
            now += 100_000;
            if k % 2 == 1 {
                match r {
                    3 => {
                        t.send_call(now, now + 1_000, 2, 5, 8);
                    }
                    2 => {
                        t.recv_call(now, now + 2_000, 3, 5, 8);
                    }
                    _ => {}
                }
            }
            now += 2_000;
            t.barrier(now, now + 500_000);
            now += 500_000;
        }
        t.exit(now + 1_000);
    }
    let trace = b.build();
    let one = analyze(&trace, &opts()).unwrap();
    let f = one
        .findings
        .iter()
        .find(|f| f.kind == "redundant_barrier")
        .unwrap_or_else(|| panic!("{:?}", one.findings));
    // The barriers after an even iteration (10), but the first barrier is not judged.
    assert_eq!(f.data.get("redundant"), Some(&9.0), "{:?}", f.data);
    assert_eq!(f.data.get("instances"), Some(&20.0), "{:?}", f.data);
    same_on_the_owners(&trace, &[2, 3, 4], &opts(), &one.to_json());
}

/// A ring of late senders on a recorded Cartesian topology: the waiting per pair of
/// neighbours (the topology view) comes from the blame the owners keep (stage 6).
#[test]
fn topology_waits_come_from_the_owners() {
    let ranks = 4u32;
    let mut b = ppw_event::TraceBuilder::new(ranks);
    for r in 0..ranks {
        let (dst, src) = ((r + 1) % ranks, (r + ranks - 1) % ranks);
        let mut t = b.rank(r);
        t.enter(0, "main");
        let mut now = 1_000u64;
        for _ in 0..10u64 {
            // Rank r works 200 us longer than rank r + 1: rank r + 1 waits for it.
            let work = 100_000 + 200_000 * (ranks - 1 - r) as u64;
            t.enter(now, "work").exit(now + work);
            t.send_call(now + work, now + work + 1_000, dst, 3, 8);
            t.recv_call(now + 100_000 + 1_000, now + 1_000_000, src, 3, 8);
            now += 1_001_000;
        }
        t.exit(now);
    }
    let mut trace = b.build();
    trace.defs.topologies.push(ppw_event::TopologyDef {
        comm: ppw_event::CommId(0),
        kind: ppw_event::topology_kind::CARTESIAN,
        dims: vec![ranks],
        periods: vec![true],
        coords: (0..ranks).map(|r| vec![r]).collect(),
        out: Vec::new(),
        inn: Vec::new(),
    });
    let one = analyze(&trace, &opts()).unwrap();
    let json = one.to_json();
    assert!(
        one.topologies.iter().any(|t| !t.directions.is_empty()),
        "{:?}",
        one.topologies
    );
    same_on_the_owners(&trace, &[2, 3, 4], &opts(), &json);
}

/// Ranks with a worker thread that makes no MPI calls: the owners still answer for their
/// records (the collectives come from one location per rank), with each rank's locations
/// together, and the block level is the single process's.
#[test]
fn ranks_with_worker_threads_answer_with_their_rank() {
    let ranks = 4u32;
    let mut b = ppw_event::TraceBuilder::new(ranks);
    for r in 0..ranks {
        let mut t = b.rank(r);
        t.enter(0, "main");
        let mut now = 1_000u64;
        for k in 0..12u64 {
            // Rank 2 is slow in every other phase.
            let work = if r == 2 && k % 2 == 0 {
                400_000
            } else {
                100_000
            };
            t.enter(now, "work").exit(now + work);
            t.barrier(now + work, now + 410_000);
            now += 410_000;
        }
        t.exit(now + 1_000);
    }
    for r in 0..ranks {
        let mut t = b.thread(r, 1);
        t.enter(0, "worker").exit(4_000_000);
    }
    let trace = b.build();
    let o = Options {
        min_fraction: 0.0,
        min_seconds: 0.0,
        ..opts()
    };
    let one = analyze(&trace, &o).unwrap();
    assert!(
        one.findings.iter().any(|f| f.kind == "load_imbalance"),
        "{:?}",
        one.findings.iter().map(|f| &f.kind).collect::<Vec<_>>()
    );
    same_on_the_owners(&trace, &[2, 3], &o, &one.to_json());
}

/// Named message buffers on a ring (a non-blocking send from "halo" into a blocking receive
/// into "ghost", rank 0 waiting for rank 3) and synchronous sends of "big" to late receivers
/// into unnamed memory: the data-structure view's sums, cost floors and pairs come from every
/// process's locations, with the far end of each message from its owner, and the records
/// stay with the owners.
#[test]
fn data_structures_merge_from_the_owners() {
    use ppw_event::{CommId, DataNameDef, EventKind, RequestId};
    const MIB: u64 = 1 << 20;
    let buf = |name: &str| match name {
        "halo" => 0x10_0000u64,
        "ghost" => 0x20_0000,
        "big" => 0x30_0000,
        _ => 0x999,
    };
    let ranks = 4u32;
    let work = |r: u32| 100_000 + 50_000 * r as u64;
    let mut b = ppw_event::TraceBuilder::new(ranks);
    for r in 0..ranks {
        let (dst, src) = ((r + 1) % ranks, (r + ranks - 1) % ranks);
        let mut t = b.rank(r);
        t.enter(0, "main");
        for k in 0..10u64 {
            let base = 1_000 + k * 2_000_000;
            let sent = base + work(r);
            t.enter(base, "work").exit(sent);
            t.enter(sent, "MPI_Isend")
                .send_on(sent, CommId(0), dst, k as i32, 4096, RequestId(k))
                .event(sent, EventKind::Buffer { addr: buf("halo") })
                .exit(sent + 1_000);
            let post = sent + 2_000;
            let arrived = (base + work(src) + 5_000).max(post + 3_000);
            t.enter(post, "MPI_Recv")
                .recv(arrived, src, k as i32, 4096)
                .event(arrived, EventKind::Buffer { addr: buf("ghost") })
                .exit(arrived);
            t.enter(arrived + 100, "MPI_Wait")
                .complete(arrived + 200, k)
                .exit(arrived + 300);
            if k % 3 == 0 {
                // Even ranks send 1 MiB synchronously; the odd ones post late.
                let at = base + 1_000_000;
                let late = |odd: u32| at + 100_000 * odd as u64;
                if r % 2 == 0 {
                    let done = late(r + 1) + 200_000;
                    t.enter(at, "MPI_Ssend")
                        .send(at, r + 1, 100, MIB)
                        .event(at, EventKind::Buffer { addr: buf("big") })
                        .exit(done);
                } else {
                    let done = late(r) + 200_000;
                    t.enter(late(r), "MPI_Recv")
                        .recv(done, r - 1, 100, MIB)
                        .event(done, EventKind::Buffer { addr: buf("stack") })
                        .exit(done);
                }
            }
        }
        t.exit(21_000_000);
    }
    let mut trace = b.build();
    for rank in 0..ranks {
        for name in ["halo", "ghost", "big"] {
            trace.defs.data_names.push(DataNameDef {
                rank,
                addr: buf(name),
                bytes: MIB,
                name: name.into(),
            });
        }
    }
    let one = analyze(&trace, &opts()).unwrap();
    let d = |name: &str| {
        one.data_structures
            .iter()
            .find(|d| d.name.starts_with(name))
            .unwrap_or_else(|| panic!("no {name}: {:?}", one.data_structures))
    };
    let halo = d("halo");
    assert_eq!((halo.messages_sent, halo.bytes_sent), (40, 40 * 4096));
    assert_eq!(halo.pairs.len(), 1, "{:?}", halo.pairs);
    assert_eq!(
        (halo.pairs[0].to.as_str(), halo.pairs[0].messages),
        ("ghost", 40)
    );
    // Rank 0 waits for rank 3 in every iteration: 150 us beyond its own work.
    let ghost = d("ghost");
    assert_eq!(
        (ghost.messages_received, ghost.bytes_received),
        (40, 40 * 4096)
    );
    assert!(ghost.wait_seconds >= 10.0 * 148e-6, "{ghost:?}");
    let big = d("big");
    assert_eq!(big.messages_sent, 8);
    assert!(big.send_wait_seconds > 0.0, "{big:?}");
    assert_eq!(big.pairs[0].to, "(stack or untracked memory)");
    assert_eq!(d("(stack").bytes_received, 8 * MIB);
    same_on_the_owners(&trace, &[2, 3, 4], &opts(), &one.to_json());
}

/// Collectives made from two threads of every rank (`MPI_THREAD_MULTIPLE`: the even calls
/// from the main thread, the odd ones from a worker), every fifth one slow on every rank: the
/// owners name each instance's members from the agreed (instance, location) lists of the
/// threaded ranks, and the bottleneck cause is the single process's.
#[test]
fn collectives_from_several_threads_stay_with_the_owners() {
    let ranks = 4u32;
    let mut b = ppw_event::TraceBuilder::new(ranks);
    let world = b.world();
    for r in 0..ranks {
        for th in 0..2u32 {
            let mut t = if th == 0 { b.rank(r) } else { b.thread(r, 1) };
            t.enter(0, if th == 0 { "main" } else { "worker" });
            let mut now = 1_000u64;
            for k in 0..40u64 {
                let d = if k % 5 == 4 { 400_000 } else { 20_000 };
                if k % 2 == th as u64 {
                    t.enter(now, "work").exit(now + 100_000);
                    t.coll_call(
                        "MPI_Allreduce",
                        now + 100_000,
                        now + 100_000 + d,
                        world,
                        u32::MAX,
                        8,
                    );
                }
                now += 100_000 + d;
            }
            t.exit(now + 1_000);
        }
    }
    let one = slow_allreduces_explained_on_the_owners(&b.build());
    assert_eq!(one.summary.collectives, 40, "{:?}", one.warnings);
}
