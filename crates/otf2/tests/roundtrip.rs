//! Writing OTF2 and reading it back.

mod common;

use common::{anchor, assert_same_events, describe, events, scratch, CASES};
use ppw_event::{
    CallsiteDef, CallsiteId, CommDef, CommId, CommKind, Defs, Event, EventKind, LocationDef,
    MemTrace, Mode, RankInfo, RegionDef, RegionId, RequestId, RmaOp, TraceBuilder, TraceSource,
    ANY_TAG, NO_RANK,
};
use ppw_otf2::{write_otf2, write_otf2_with, Otf2Trace, WriteOptions};
use ppw_synth::ring::RingTrace as Synth;

/// `otf2-print` must accept the archive and print one line per written record.
fn check_with_otf2_print(anchor: &std::path::Path, records: u64) {
    let Some(tool) = common::otf2_print() else {
        return;
    };
    let lines = common::otf2_print_events(tool, anchor);
    assert_eq!(
        lines.len() as u64,
        records,
        "otf2-print event lines of {}",
        anchor.display()
    );
}

#[test]
fn fixtures_survive_write_and_read() {
    for case in CASES {
        let a = Otf2Trace::open(&anchor(case)).unwrap();
        let dir = scratch(&format!("rt-{case}"));
        let summary = write_otf2_with(&a, &dir, &WriteOptions::default()).unwrap();
        assert!(
            summary.skipped.is_empty() && summary.clamped_timestamps == 0,
            "{case}: {summary:?}"
        );
        let b = Otf2Trace::open(&dir.join("traces.otf2")).unwrap();
        assert!(
            b.defs().warnings.is_empty(),
            "{case}: {:?}",
            b.defs().warnings
        );
        assert_same_events(&a, &b, 1, &|_| false);
        let (da, db) = (a.defs(), b.defs());
        assert_eq!(da.program, db.program);
        assert_eq!(da.rank_info, db.rank_info);
        assert_eq!(da.comms, db.comms, "{case}");
        let names = |d: &Defs| {
            d.regions
                .iter()
                .map(|r| (r.name.clone(), r.op, r.coll, r.line))
                .collect::<Vec<_>>()
        };
        assert_eq!(names(da), names(db), "{case}");
        assert_eq!(db.timer_resolution, 1_000_000_000);
        // Every neutral event became exactly one OTF2 record.
        let n: u64 = (0..da.locations.len() as u32)
            .map(|l| events(&a, l).len() as u64)
            .sum();
        assert_eq!(summary.records_written, n);
        check_with_otf2_print(&summary.anchor, summary.records_written);
        std::fs::remove_dir_all(&dir).ok();
    }
}

/// A small trace with threads, a sub-communicator, non-blocking requests with wildcards and
/// collectives with roots.
fn builder_trace() -> MemTrace {
    let mut b = TraceBuilder::new(4);
    let world = b.world();
    let sub = b.comm("sub_1_3", &[1, 3]);
    for r in 0..4 {
        b.rank(r).enter(r as u64, "main");
    }
    b.rank(0).send_call(10, 12, 1, 7, 64);
    b.rank(1).recv_call(5, 20, 0, 7, 64);
    b.rank(2)
        .enter(30, "MPI_Isend")
        .send_on(30, world, 3, 5, 128, RequestId(11))
        .exit(31);
    b.rank(3)
        .enter(25, "MPI_Irecv")
        .recv_post(25, 2, 5, 21)
        .exit(26);
    b.rank(3)
        .enter(27, "MPI_Irecv")
        .recv_post(27, NO_RANK, ANY_TAG, 22)
        .exit(28);
    b.rank(2).enter(40, "MPI_Wait").complete(45, 11).exit(46);
    b.rank(3).enter(41, "MPI_Waitall");
    b.rank(3)
        .recv_on(50, world, 2, 5, 128, RequestId(21))
        .recv_on(50, world, 0, 9, 0, RequestId(22));
    b.rank(3).exit(51);
    b.rank(1).coll_call("MPI_Bcast", 60, 70, sub, 3, 8);
    b.rank(3).coll_call("MPI_Bcast", 62, 70, sub, 3, 8);
    for r in 0..4 {
        b.rank(r).barrier(80 + r as u64, 90);
    }
    for r in 0..4 {
        b.rank(r)
            .coll_call("MPI_Reduce", 100, 110 + r as u64, world, 2, 16);
    }
    b.thread(0, 1).enter(15, "worker").exit(25);
    b.thread(2, 1)
        .enter(16, "worker")
        .enter(17, "inner")
        .exit(18)
        .exit(26);
    b.thread(2, 2).enter(19, "worker").exit(27);
    for r in 0..4 {
        b.rank(r).exit(200);
    }
    let mut t = b.build();
    t.defs.program = "/home/u/app".into();
    for (r, i) in t.defs.rank_info.iter_mut().enumerate() {
        i.host = format!("n{}", r / 2);
        i.pid = 1000 + r as u32;
    }
    t.defs.regions[0].file = Some("app.c".into());
    t.defs.regions[0].line = 12;
    t
}

#[test]
fn builder_trace_survives_write_and_read_in_both_byte_orders() {
    let src = builder_trace();
    for big in [false, true] {
        let dir = scratch(&format!("builder-{big}"));
        let opts = WriteOptions {
            big_endian: big,
            ..Default::default()
        };
        let summary = write_otf2_with(&src, &dir, &opts).unwrap();
        let b = Otf2Trace::open(&summary.anchor).unwrap();
        assert!(b.defs().warnings.is_empty(), "{:?}", b.defs().warnings);
        // OTF2 marks the begin of every blocking collective explicitly (at the region's enter,
        // where native traces imply it); the reader returns those as CollectiveBegin events.
        assert_same_events(&src, &b, 0, &|e| {
            matches!(e.kind, EventKind::CollectiveBegin)
        });
        for l in 0..b.defs().locations.len() as u32 {
            let ev = events(&b, l);
            for (i, e) in ev.iter().enumerate() {
                if let EventKind::Collective { .. } = e.kind {
                    assert!(matches!(ev[i - 1].kind, EventKind::CollectiveBegin));
                    assert!(matches!(ev[i - 2].kind, EventKind::Enter { .. }));
                    assert_eq!(ev[i - 1].time, ev[i - 2].time);
                }
            }
        }
        let (da, db) = (src.defs(), b.defs());
        assert_eq!(da.program, db.program);
        assert_eq!(da.ranks, db.ranks);
        assert_eq!(da.comms, db.comms);
        assert_eq!(da.rank_info, db.rank_info);
        let main = db.region(db.region_by_name("main").unwrap());
        assert_eq!((main.file.as_deref(), main.line), (Some("app.c"), 12));
        for (l, ld) in db.locations.iter().enumerate() {
            assert!(
                da.locations
                    .iter()
                    .any(|x| x.rank == ld.rank && x.thread == ld.thread),
                "{l}"
            );
        }
        check_with_otf2_print(&summary.anchor, summary.records_written);
        std::fs::remove_dir_all(&dir).ok();
    }
}

#[test]
fn large_multi_chunk_archives_in_both_byte_orders() {
    let src = Synth::new(4, 20_000);
    for big in [false, true] {
        let dir = scratch(&format!("synth-{big}"));
        let opts = WriteOptions {
            big_endian: big,
            chunk_size_events: 256 * 1024,
            ..Default::default()
        };
        let summary = write_otf2_with(&src, &dir, &opts).unwrap();
        assert_eq!(summary.events_read, src.total_events());
        let evt = std::fs::metadata(dir.join("traces/0.evt")).unwrap().len();
        assert!(
            evt > 3 * 256 * 1024,
            "several chunks per location ({evt} bytes)"
        );
        let b = Otf2Trace::open(&summary.anchor).unwrap();
        assert_same_events(&src, &b, 0, &|e| {
            matches!(e.kind, EventKind::CollectiveBegin)
        });
        let counts = b.record_counts().unwrap();
        assert_eq!(
            counts.per_location.iter().sum::<u64>(),
            summary.records_written
        );
        assert_eq!(counts.by_type["MPI_ISEND"], 4 * 20_000);
        assert_eq!(counts.by_type["MPI_COLLECTIVE_BEGIN"], 4 * 2_000);
        if big {
            check_with_otf2_print(&summary.anchor, summary.records_written);
        }
        std::fs::remove_dir_all(&dir).ok();
    }
}

/// One-sided communication, locks, non-blocking collectives, cancellation and the events OTF2
/// cannot hold.
#[test]
fn one_sided_locks_and_nonblocking_collectives() {
    let mut defs = Defs::new("rma", Mode::Trace, 2);
    defs.comms.push(CommDef {
        name: "MPI_COMM_WORLD".into(),
        kind: CommKind::Comm,
        members: vec![0, 1],
    });
    defs.comms.push(CommDef {
        name: "win A".into(),
        kind: CommKind::Window,
        members: vec![1, 0],
    });
    for r in 0..2 {
        defs.locations.push(LocationDef {
            rank: r,
            thread: 0,
            name: format!("rank {r}"),
        });
        defs.rank_info.push(RankInfo {
            rank: r,
            host: "h".into(),
            complete: true,
            ..Default::default()
        });
    }
    let names = [
        "main",
        "MPI_Win_fence",
        "MPI_Put",
        "MPI_Rput",
        "MPI_Wait",
        "MPI_Fetch_and_op",
        "MPI_Win_lock",
        "MPI_Win_unlock",
        "MPI_Iallreduce",
        "MPI_Cancel",
        "write",
    ];
    for n in names {
        defs.regions.push(RegionDef::named(n));
    }
    defs.callsites.push(CallsiteDef {
        file: Some("rma.c".into()),
        line: 33,
        ..Default::default()
    });
    let r = |n: &str| RegionId(names.iter().position(|x| *x == n).unwrap() as u32);
    let (world, win) = (CommId(0), CommId(1));
    let mk = |rank: u32| {
        let peer = 1 - rank;
        let e = |time: u64, kind: EventKind| Event { time, kind };
        let enter = |t: u64, n: &str| {
            e(
                t,
                EventKind::Enter {
                    region: r(n),
                    callsite: CallsiteId::NONE,
                },
            )
        };
        let exit = |t: u64, n: &str| e(t, EventKind::Exit { region: r(n) });
        vec![
            e(
                0,
                EventKind::Enter {
                    region: r("main"),
                    callsite: CallsiteId(0),
                },
            ),
            enter(10, "MPI_Win_fence"),
            e(
                12,
                EventKind::Collective {
                    comm: win,
                    root: NO_RANK,
                    sent: 0,
                    received: 0,
                    request: RequestId::NONE,
                },
            ),
            exit(12, "MPI_Win_fence"),
            enter(20, "MPI_Put"),
            e(
                20,
                EventKind::Rma {
                    op: RmaOp::Put,
                    comm: win,
                    target: peer,
                    bytes: 100,
                    request: RequestId::NONE,
                },
            ),
            exit(21, "MPI_Put"),
            enter(30, "MPI_Rput"),
            e(
                30,
                EventKind::Rma {
                    op: RmaOp::Get,
                    comm: win,
                    target: peer,
                    bytes: 50,
                    request: RequestId(7),
                },
            ),
            exit(31, "MPI_Rput"),
            enter(40, "MPI_Wait"),
            e(
                41,
                EventKind::RequestComplete {
                    request: RequestId(7),
                },
            ),
            exit(42, "MPI_Wait"),
            enter(50, "MPI_Fetch_and_op"),
            e(
                50,
                EventKind::Rma {
                    op: RmaOp::Atomic,
                    comm: win,
                    target: peer,
                    bytes: 8,
                    request: RequestId::NONE,
                },
            ),
            exit(51, "MPI_Fetch_and_op"),
            enter(60, "MPI_Win_lock"),
            e(
                60,
                EventKind::Lock {
                    op: ppw_event::LockOp::Acquire,
                    lock: win.0 as u64,
                    target: peer,
                    exclusive: true,
                },
            ),
            exit(61, "MPI_Win_lock"),
            enter(70, "MPI_Win_unlock"),
            e(
                70,
                EventKind::Lock {
                    op: ppw_event::LockOp::Release,
                    lock: win.0 as u64,
                    target: peer,
                    exclusive: true,
                },
            ),
            exit(71, "MPI_Win_unlock"),
            enter(80, "MPI_Iallreduce"),
            e(
                80,
                EventKind::Collective {
                    comm: world,
                    root: NO_RANK,
                    sent: 8,
                    received: 8,
                    request: RequestId(9),
                },
            ),
            exit(81, "MPI_Iallreduce"),
            enter(90, "MPI_Wait"),
            e(
                95,
                EventKind::RequestComplete {
                    request: RequestId(9),
                },
            ),
            exit(96, "MPI_Wait"),
            enter(100, "MPI_Cancel"),
            e(
                100,
                EventKind::RequestCancelled {
                    request: RequestId(5),
                },
            ),
            exit(100, "MPI_Cancel"),
            enter(110, "write"),
            e(111, EventKind::Io { bytes: 10, fd: 3 }),
            exit(112, "write"),
            e(120, EventKind::Exit { region: r("main") }),
        ]
    };
    let src = MemTrace {
        defs,
        events: vec![mk(0), mk(1)],
        profiles: vec![None, None],
    };
    let dir = scratch("rma");
    let summary = write_otf2_with(&src, &dir, &WriteOptions::default()).unwrap();
    assert_eq!(summary.skipped.get("io"), Some(&2));
    let b = Otf2Trace::open(&summary.anchor).unwrap();
    let db = b.defs();
    // The window keeps its name and members; OTF2 windows refer to a communicator, and since no
    // communicator has the window's members, one is added for it.
    let group = CommDef {
        name: "win A group".into(),
        kind: CommKind::Comm,
        members: vec![1, 0],
    };
    assert_eq!(
        db.comms,
        vec![src.defs.comms[0].clone(), group, src.defs.comms[1].clone()]
    );
    assert_eq!(db.callsites[0].file.as_deref(), Some("rma.c"));
    assert_eq!(db.callsites[0].line, 33);
    for l in 0..2u32 {
        let got: Vec<String> = events(&b, l)
            .iter()
            .map(|e| format!("{} {}", e.time, describe(&b, e)))
            .collect();
        // Expected: what the source says, except that (1) the fence gets its explicit
        // collective begin, (2) the Io event is lost, and (3) the non-blocking collective is
        // reported at its completion (OTF2 3.0's NON_BLOCKING_COLLECTIVE_COMPLETE holds its
        // communicator and sizes), followed by the request completion, (4) one-sided requests
        // are numbered from 2^62 (apart from MPI request ids) and (5) MPI window locks name
        // the window by its id in the read definitions (after the added communicator).
        let mut want: Vec<String> = Vec::new();
        for e in &src.events[l as usize] {
            let mut e = *e;
            match &mut e.kind {
                EventKind::Rma { request, .. } | EventKind::RequestComplete { request }
                    if *request == RequestId(7) =>
                {
                    *request = RequestId(1 << 62)
                }
                EventKind::Lock { lock, .. } => *lock = 2,
                _ => {}
            }
            let e = &e;
            match e.kind {
                EventKind::Io { .. } => continue,
                EventKind::Collective { request, .. } if request.is_some() => continue,
                EventKind::RequestComplete { request } if request == RequestId(9) => {
                    let c = Event {
                        time: e.time,
                        kind: EventKind::Collective {
                            comm: world,
                            root: NO_RANK,
                            sent: 8,
                            received: 8,
                            request,
                        },
                    };
                    want.push(format!("{} {}", e.time, describe(&src, &c)));
                }
                EventKind::Collective { comm, .. } if comm == win => {
                    want.push(format!(
                        "10 {}",
                        describe(
                            &src,
                            &Event {
                                time: 10,
                                kind: EventKind::CollectiveBegin
                            }
                        )
                    ));
                }
                _ => {}
            }
            want.push(format!("{} {}", e.time, describe(&src, e)));
        }
        assert_eq!(got, want, "location {l}");
    }
    check_with_otf2_print(&summary.anchor, summary.records_written);
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn write_otf2_convenience_and_bad_options() {
    let src = builder_trace();
    let dir = scratch("conv");
    write_otf2(&src, &dir).unwrap();
    assert!(dir.join("traces.otf2").is_file() && dir.join("traces.def").is_file());
    assert!(dir.join("traces/0.evt").is_file() && dir.join("traces/0.def").is_file());
    let opts = WriteOptions {
        chunk_size_events: 1000,
        ..Default::default()
    };
    let e = write_otf2_with(&src, &dir, &opts).unwrap_err();
    assert!(e.to_string().contains("chunk size"), "{e}");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn empty_traces_and_ranks_without_locations() {
    // No ranks at all
    let empty = MemTrace {
        defs: Defs::new("empty", Mode::Trace, 0),
        events: vec![],
        profiles: vec![],
    };
    // (OTF2 tools reject archives without locations, so this is an error.)
    let dir = scratch("empty");
    let e = write_otf2_with(&empty, &dir, &WriteOptions::default()).unwrap_err();
    assert!(e.to_string().contains("at least one location"), "{e}");

    // Rank 1 of 3 recorded nothing: OTF2 still lists a location for it.
    let mut defs = Defs::new("gap", Mode::Trace, 3);
    defs.comms.push(CommDef {
        name: "MPI_COMM_WORLD".into(),
        kind: CommKind::Comm,
        members: vec![0, 1, 2],
    });
    defs.regions.push(RegionDef::named("main"));
    let mut evs = Vec::new();
    for r in [0u32, 2] {
        defs.locations.push(LocationDef {
            rank: r,
            thread: 0,
            name: format!("rank {r}"),
        });
        let enter = EventKind::Enter {
            region: RegionId(0),
            callsite: CallsiteId::NONE,
        };
        evs.push(vec![
            Event {
                time: 5,
                kind: enter,
            },
            Event {
                time: 9,
                kind: EventKind::Exit {
                    region: RegionId(0),
                },
            },
        ]);
    }
    let gap = MemTrace {
        defs,
        events: evs,
        profiles: vec![None, None],
    };
    let s = write_otf2_with(&gap, &dir, &WriteOptions::default()).unwrap();
    let t = Otf2Trace::open(&s.anchor).unwrap();
    let d = t.defs();
    assert_eq!(d.ranks, 3);
    assert_eq!(
        d.locations.iter().map(|l| l.rank).collect::<Vec<_>>(),
        vec![0, 1, 2]
    );
    assert!(events(&t, 1).is_empty());
    assert_eq!(
        events(&t, 2)[0].time,
        5,
        "times keep their epoch (global offset 0)"
    );
    check_with_otf2_print(&s.anchor, 4);
    std::fs::remove_dir_all(&dir).ok();
}

/// Post/start/complete/wait, shared and exclusive window locks (`MPI_Win_lock_all` with no
/// target), flushes and an accumulate come back as they were written: the group
/// synchronizations with their roles (from the enclosing calls) and groups, the lock requests,
/// acquisitions and releases on the window, the flushes (RMA_SYNC) and the accumulate (an
/// RMA_ATOMIC of type ACCUMULATE). Only the transfer's request is renumbered (one-sided
/// requests are read from 2^62 on).
#[test]
fn one_sided_synchronization_survives_write_and_read() {
    use ppw_event::{GatsRole, LockOp};
    let mut defs = Defs::new("test", Mode::Trace, 2);
    for (name, kind, members) in [
        ("MPI_COMM_WORLD", CommKind::Comm, vec![0, 1]),
        ("w", CommKind::Window, vec![0, 1]),
        ("Group 2", CommKind::Group, vec![0]),
        ("Group 3", CommKind::Group, vec![1]),
    ] {
        defs.comms.push(CommDef {
            name: name.into(),
            kind,
            members,
        });
    }
    for r in 0..2 {
        defs.locations.push(LocationDef {
            rank: r,
            thread: 0,
            name: format!("rank {r}"),
        });
        defs.rank_info.push(RankInfo {
            rank: r,
            host: "h".into(),
            complete: true,
            ..Default::default()
        });
    }
    let names = [
        "main",
        "MPI_Win_post",
        "MPI_Win_wait",
        "MPI_Win_start",
        "MPI_Accumulate",
        "MPI_Win_complete",
        "MPI_Win_lock",
        "MPI_Win_lock_all",
        "MPI_Win_flush",
        "MPI_Win_flush_all",
        "MPI_Win_unlock",
        "MPI_Win_unlock_all",
    ];
    for n in names {
        defs.regions.push(RegionDef::named(n));
    }
    let r = |n: &str| RegionId(names.iter().position(|x| *x == n).unwrap() as u32);
    let (win, g0, g1) = (CommId(1), CommId(2), CommId(3));
    let e = |time: u64, kind: EventKind| Event { time, kind };
    let call = |t: u64, n: &str, inner: Vec<EventKind>, end: u64| {
        let mut v = vec![e(
            t,
            EventKind::Enter {
                region: r(n),
                callsite: CallsiteId::NONE,
            },
        )];
        v.extend(inner.into_iter().map(|k| e(t, k)));
        v.push(e(end, EventKind::Exit { region: r(n) }));
        v
    };
    let lock = |op: LockOp, target: u32, exclusive: bool| EventKind::Lock {
        op,
        lock: win.0 as u64,
        target,
        exclusive,
    };
    let sync = |role: GatsRole, group: CommId| EventKind::RmaGroupSync { role, win, group };
    let main = |t: u64, exit: bool| {
        if exit {
            e(t, EventKind::Exit { region: r("main") })
        } else {
            e(
                t,
                EventKind::Enter {
                    region: r("main"),
                    callsite: CallsiteId::NONE,
                },
            )
        }
    };
    let target: Vec<Event> = [
        vec![main(0, false)],
        call(10, "MPI_Win_post", vec![sync(GatsRole::Post, g1)], 11),
        call(20, "MPI_Win_wait", vec![sync(GatsRole::Wait, g1)], 30),
        call(
            40,
            "MPI_Win_lock_all",
            vec![
                lock(LockOp::Request, NO_RANK, false),
                lock(LockOp::Acquire, NO_RANK, false),
            ],
            41,
        ),
        call(
            50,
            "MPI_Win_flush_all",
            vec![EventKind::RmaFlush {
                win,
                target: NO_RANK,
            }],
            52,
        ),
        call(
            60,
            "MPI_Win_unlock_all",
            vec![lock(LockOp::Release, NO_RANK, false)],
            61,
        ),
        vec![main(70, true)],
    ]
    .concat();
    let origin: Vec<Event> = [
        vec![main(0, false)],
        call(12, "MPI_Win_start", vec![sync(GatsRole::Start, g0)], 13),
        call(
            14,
            "MPI_Accumulate",
            vec![EventKind::Rma {
                op: RmaOp::Accumulate,
                comm: win,
                target: 0,
                bytes: 16,
                request: RequestId(5),
            }],
            15,
        ),
        call(
            16,
            "MPI_Win_complete",
            vec![
                EventKind::RequestComplete {
                    request: RequestId(5),
                },
                sync(GatsRole::Complete, g0),
            ],
            18,
        ),
        call(
            40,
            "MPI_Win_lock",
            vec![
                lock(LockOp::Request, 0, true),
                lock(LockOp::Acquire, 0, true),
            ],
            45,
        ),
        call(
            50,
            "MPI_Win_flush",
            vec![EventKind::RmaFlush { win, target: 0 }],
            52,
        ),
        call(
            60,
            "MPI_Win_unlock",
            vec![lock(LockOp::Release, 0, true)],
            61,
        ),
        vec![main(70, true)],
    ]
    .concat();
    let src = MemTrace {
        defs,
        events: vec![target, origin],
        profiles: vec![None, None],
    };
    let dir = scratch("rma-sync");
    let summary = write_otf2_with(&src, &dir, &WriteOptions::default()).unwrap();
    assert!(summary.skipped.is_empty(), "{summary:?}");
    let b = Otf2Trace::open(&summary.anchor).unwrap();
    assert!(b.defs().warnings.is_empty(), "{:?}", b.defs().warnings);
    assert_eq!(b.defs().comms, src.defs.comms);
    for l in 0..2u32 {
        let got: Vec<String> = events(&b, l)
            .iter()
            .map(|e| format!("{} {}", e.time, describe(&b, e)))
            .collect();
        let want: Vec<String> = src.events[l as usize]
            .iter()
            .map(|e| {
                let mut e = *e;
                if let EventKind::Rma { request, .. } | EventKind::RequestComplete { request } =
                    &mut e.kind
                {
                    *request = RequestId(1 << 62);
                }
                format!("{} {}", e.time, describe(&src, &e))
            })
            .collect();
        assert_eq!(got, want, "location {l}");
        // Nothing was inferred or skipped; the lock_all's undefined target is noted.
        let mut s = b.events(ppw_event::LocationId(l)).unwrap();
        while s.next_event().unwrap().is_some() {}
        let notes = s.notes();
        assert_eq!(notes.len(), 1 - l as usize, "{notes:?}");
        assert!(notes.iter().all(|n| n.contains("undefined target")));
    }
    check_with_otf2_print(&summary.anchor, summary.records_written);
}
