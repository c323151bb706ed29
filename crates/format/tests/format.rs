//! Round trips and damage handling of the native format.

use ppw_event::{
    collect_events, EventKind, LocationId, ReadErrorKind, RequestId, TraceBuilder, TraceSource,
    ANY_TAG, NO_RANK,
};
use ppw_format::{
    BlockKind, DefsEncoder, EndReason, EventEncoder, Experiment, FileHeader, Manifest,
    RankFileWriter, Records,
};
use std::path::{Path, PathBuf};

fn tmpdir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("ppw-format-test-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// A trace-mode rank file of `rank` of `nranks` in `dir`.
fn rank_writer(dir: &Path, rank: u32, nranks: u32) -> RankFileWriter {
    RankFileWriter::create(
        &dir.join(ppw_format::rank_file_name(rank)),
        &FileHeader {
            rank,
            nranks,
            pid: 1,
            profile: false,
            run_id: 0,
        },
    )
    .unwrap()
}

fn manifest() -> Manifest {
    let mut m = Manifest::new("trace", "synthetic", vec![], "none");
    m.exit_status = Some(0);
    m
}

fn sample() -> ppw_event::MemTrace {
    let mut b = TraceBuilder::new(3);
    let sub = b.comm("odd", &[1, 2]);
    b.rank(0)
        .enter(0, "main")
        .send_call(10, 12, 1, 7, 64)
        .barrier(20, 50)
        .exit(100);
    b.rank(1)
        .enter(0, "main")
        .recv_call(5, 20, 0, 7, 64)
        .enter(21, "MPI_Irecv")
        .recv_post(21, NO_RANK, ANY_TAG, 5)
        .exit(22)
        .enter(23, "MPI_Wait")
        .recv_on(30, sub, 2, 3, 8, RequestId(5))
        .exit(30)
        .barrier(31, 50)
        .exit(100);
    b.rank(2)
        .enter(0, "main")
        .enter(1, "MPI_Isend")
        .send_on(1, sub, 1, 3, 8, RequestId(9))
        .exit(2)
        .enter(3, "MPI_Wait")
        .complete(4, 9)
        .exit(4)
        .barrier(45, 50)
        .exit(100);
    b.thread(2, 1).enter(10, "worker").exit(90);
    b.build()
}

#[test]
fn round_trip_is_exact() {
    let dir = tmpdir("roundtrip");
    let src = sample();
    ppw_format::write_experiment(&dir, &src, &manifest()).unwrap();
    let exp = Experiment::open(&dir).unwrap();
    let d = exp.defs();
    assert_eq!(d.ranks, 3);
    assert_eq!(d.locations.len(), 4);
    assert!(d.warnings.is_empty(), "{:?}", d.warnings);
    for (i, l) in src.defs.locations.iter().enumerate() {
        let loc = d
            .locations
            .iter()
            .position(|x| x.rank == l.rank && x.thread == l.thread)
            .unwrap();
        let a = collect_events(&mut *src.events(LocationId(i as u32)).unwrap()).unwrap();
        let b = collect_events(&mut *exp.events(LocationId(loc as u32)).unwrap()).unwrap();
        assert_eq!(a.len(), b.len());
        for (x, y) in a.iter().zip(&b) {
            assert_eq!(x.time, y.time);
            // Region and comm ids are unified by name: compare through the definitions.
            match (x.kind, y.kind) {
                (EventKind::Enter { region: r1, .. }, EventKind::Enter { region: r2, .. }) => {
                    assert_eq!(src.defs.region(r1).name, d.region(r2).name)
                }
                (
                    EventKind::Recv {
                        comm: c1, peer: p1, ..
                    },
                    EventKind::Recv {
                        comm: c2, peer: p2, ..
                    },
                )
                | (
                    EventKind::Send {
                        comm: c1, peer: p1, ..
                    },
                    EventKind::Send {
                        comm: c2, peer: p2, ..
                    },
                ) => {
                    assert_eq!(p1, p2);
                    assert_eq!(
                        src.defs.comms[c1.index()].members,
                        d.comms[c2.index()].members
                    );
                }
                (a, b) => assert_eq!(a.name(), b.name()),
            }
        }
    }
    let s = exp.summary();
    assert!(s.complete, "{:?}", s.problems);
    assert_eq!(
        s.events,
        src.events.iter().map(|v| v.len() as u64).sum::<u64>()
    );
}

fn write_big(dir: &Path, events: u32) {
    let mut b = TraceBuilder::new(2);
    b.rank(0).enter(0, "main");
    b.rank(1).enter(0, "main");
    for i in 0..events as u64 {
        b.rank(0).send_call(10 * i + 1, 10 * i + 2, 1, 0, 8);
        b.rank(1).recv_call(10 * i + 1, 10 * i + 3, 0, 0, 8);
    }
    b.rank(0).exit(10 * events as u64 + 5);
    b.rank(1).exit(10 * events as u64 + 5);
    ppw_format::write_experiment(dir, &b.build(), &manifest()).unwrap();
}

#[test]
fn truncated_file_keeps_earlier_blocks() {
    let dir = tmpdir("trunc");
    write_big(&dir, 100_000); // 300k events per rank: several blocks
    let f = dir.join("rank-00001.ppw");
    let len = std::fs::metadata(&f).unwrap().len();
    let file = std::fs::OpenOptions::new().write(true).open(&f).unwrap();
    file.set_len(len * 2 / 3).unwrap();
    let exp = Experiment::open(&dir).unwrap();
    let w = exp.defs().warnings.join("\n");
    assert!(
        w.contains("rank-00001.ppw") && w.contains("byte offset"),
        "{w}"
    );
    let n = collect_events(&mut *exp.events(LocationId(1)).unwrap())
        .unwrap()
        .len();
    assert!((65_536..300_002).contains(&n), "{n}");
    let s = exp.summary();
    assert!(!s.complete);
}

#[test]
fn corrupt_block_is_reported_with_offset() {
    let dir = tmpdir("corrupt");
    write_big(&dir, 1000);
    let f = dir.join("rank-00000.ppw");
    let mut bytes = std::fs::read(&f).unwrap();
    // Flip a byte inside the payload of the second block (the first EVENTS block).
    let second = bytes
        .windows(4)
        .enumerate()
        .filter(|(_, w)| *w == b"PBLK")
        .nth(1)
        .unwrap()
        .0;
    let pos = second + 28 + 10;
    bytes[pos] ^= 0xff;
    std::fs::write(&f, bytes).unwrap();
    let exp = Experiment::open(&dir).unwrap();
    let err = collect_events(&mut *exp.events(LocationId(0)).unwrap()).unwrap_err();
    assert!(err.path.ends_with("rank-00000.ppw"));
    assert!(err.offset.is_some());
    assert!(err.to_string().contains("checksum"), "{err}");
}

#[test]
fn wrong_manifest_version_is_refused() {
    let dir = tmpdir("version");
    write_big(&dir, 10);
    let text = std::fs::read_to_string(dir.join("ppw.json"))
        .unwrap()
        .replace(
            &format!("\"version\": {}", ppw_format::FORMAT_VERSION),
            "\"version\": 99",
        );
    std::fs::write(dir.join("ppw.json"), text).unwrap();
    let e = Experiment::open(&dir).unwrap_err();
    assert!(
        e.to_string().contains("ppw.json") && e.to_string().contains("version 99"),
        "{e}"
    );
    assert_eq!(e.kind, ReadErrorKind::Unsupported);
}

#[test]
fn missing_rank_file_is_reported() {
    let dir = tmpdir("missing");
    write_big(&dir, 10);
    std::fs::remove_file(dir.join("rank-00001.ppw")).unwrap();
    let exp = Experiment::open(&dir).unwrap();
    assert_eq!(exp.defs().ranks, 2);
    let s = exp.summary();
    assert!(!s.complete);
    assert!(
        s.problems
            .iter()
            .any(|p| p.contains("rank 1: no data file")),
        "{:?}",
        s.problems
    );
}

fn clock_experiment(name: &str, boot: [&str; 2]) -> (Vec<ppw_event::Event>, Vec<ppw_event::Event>) {
    let dir = tmpdir(name);
    manifest().write(&dir).unwrap();
    for rank in 0..2u32 {
        let mut w = rank_writer(&dir, rank, 2);
        let mut d = DefsEncoder::new();
        d.rank_info_on(2, "host", "prog", boot[rank as usize]);
        d.region(
            0,
            "main",
            ppw_event::Paradigm::User,
            ppw_event::GenericOp::UserRegion,
            ppw_event::CollKind::None,
            0,
            "",
            0,
        );
        // Two ticks per ns.
        d.time_sync(1000, 1_000_000);
        d.time_sync(2_001_000, 2_000_000);
        if rank == 1 {
            // Rank 1's clock is 500 ns behind at 1 ms and 700 ns behind at 2 ms.
            d.clock_offset(1_000_000, 500, 100);
            d.clock_offset(2_000_000, 700, 100);
        }
        w.write_block(BlockKind::DEFS, 0, d.count(), d.bytes())
            .unwrap();
        let mut e = EventEncoder::new();
        e.enter(1000, 0, u32::MAX);
        e.exit(1_001_000); // local 1.5 ms
        w.write_block(BlockKind::EVENTS, 0, e.count(), e.bytes())
            .unwrap();
        w.finish(EndReason::EXIT).unwrap();
    }
    let exp = Experiment::open(&dir).unwrap();
    let r0 = collect_events(&mut *exp.events(LocationId(0)).unwrap()).unwrap();
    let r1 = collect_events(&mut *exp.events(LocationId(1)).unwrap()).unwrap();
    (r0, r1)
}

#[test]
fn clock_calibration_and_offsets_are_applied() {
    let (r0, r1) = clock_experiment("clock", ["boot-a", "boot-b"]);
    // Epoch = earliest corrected calibration point = rank 0's 1 ms.
    assert_eq!(r0[0].time, 0);
    assert_eq!(r0[1].time, 500_000);
    assert_eq!(r1[0].time, 500);
    assert_eq!(r1[1].time, 500_000 + 600);
}

#[test]
fn ranks_under_rank_0s_kernel_need_no_clock_offset() {
    // Same boot id: same CLOCK_MONOTONIC, so the measured offsets (only ping-pong error) are
    // ignored.
    let (r0, r1) = clock_experiment("sameclock", ["boot-a", "boot-a"]);
    assert_eq!(r0[1].time, 500_000);
    assert_eq!(r1[0].time, 0);
    assert_eq!(r1[1].time, 500_000);
}

#[test]
fn abort_marks_incomplete() {
    let dir = tmpdir("abort");
    manifest().write(&dir).unwrap();
    let mut w = rank_writer(&dir, 0, 1);
    w.finish(EndReason::ABORT).unwrap();
    let s = Experiment::open(&dir).unwrap().summary();
    assert!(!s.complete);
    assert!(s.problems.iter().any(|p| p.contains("MPI_Abort")));
}

/// The one-sided records (format version 2): accumulate, lock requests and shared locks, group
/// synchronization and flushes, with windows and groups as definitions.
#[test]
fn one_sided_events_round_trip() {
    use ppw_event::{CommKind, GatsRole, LockOp, RmaOp};
    let dir = tmpdir("one-sided");
    let mut b = TraceBuilder::new(3);
    let win = b.comm_of_kind("halo_win", CommKind::Window, &[0, 1, 2]);
    let grp = b.comm_of_kind("targets", CommKind::Group, &[1, 2]);
    let rma = |op, target, bytes| EventKind::Rma {
        op,
        comm: win,
        target,
        bytes,
        request: RequestId::NONE,
    };
    let lock = |op, exclusive| EventKind::Lock {
        op,
        lock: win.0 as u64,
        target: 2,
        exclusive,
    };
    let gats = |role| EventKind::RmaGroupSync {
        role,
        win,
        group: grp,
    };
    let mem = b.comm_of_kind("shared", CommKind::Memory, &[0, 1, 2]);
    let alloc = |addr, bytes, block| EventKind::Alloc {
        win: mem,
        addr,
        bytes,
        freed: false,
        block,
    };
    b.rank(0)
        .enter(0, "main")
        .enter(1, "MPI_Win_start")
        .event(1, gats(GatsRole::Start))
        .exit(2)
        .enter(3, "MPI_Accumulate")
        .event(3, rma(RmaOp::Accumulate, 1, 24))
        .exit(4)
        .enter(5, "MPI_Win_complete")
        .event(6, gats(GatsRole::Complete))
        .exit(6)
        .enter(10, "MPI_Win_lock")
        .event(10, lock(LockOp::Request, false))
        .event(11, lock(LockOp::Acquire, false))
        .exit(11)
        .enter(12, "MPI_Get")
        .event(12, rma(RmaOp::Get, 2, 8))
        .exit(13)
        .enter(14, "MPI_Win_flush")
        .event(15, EventKind::RmaFlush { win, target: 2 })
        .exit(15)
        .enter(16, "MPI_Win_unlock")
        .event(
            17,
            EventKind::RmaFlush {
                win,
                target: NO_RANK,
            },
        )
        .event(17, lock(LockOp::Release, true))
        .exit(17)
        // A block-cyclic allocation (its block size is an optional field) and a plain one.
        .enter(18, "upc_all_alloc")
        .event(18, alloc(1 << 60 | 0x400, 2048, 8))
        .exit(18)
        .enter(19, "shmem_malloc")
        .event(19, alloc(1 << 60 | 0x1000, 512, 0))
        .exit(19)
        .exit(20);
    b.rank(1)
        .enter(0, "main")
        .enter(1, "MPI_Win_post")
        .event(1, gats(GatsRole::Post))
        .exit(1)
        .enter(2, "MPI_Win_wait")
        .event(7, gats(GatsRole::Wait))
        .exit(7)
        .exit(20);
    b.rank(2).enter(0, "main").exit(20);
    let src = b.build();
    ppw_format::write_experiment(&dir, &src, &manifest()).unwrap();
    let exp = Experiment::open(&dir).unwrap();
    let d = exp.defs();
    for r in 0..2u32 {
        let a = collect_events(&mut *src.events(LocationId(r)).unwrap()).unwrap();
        let b = collect_events(&mut *exp.events(LocationId(r)).unwrap()).unwrap();
        assert_eq!(a.len(), b.len(), "rank {r}");
        let name = |d: &ppw_event::Defs, c: ppw_event::CommId| {
            let c = d.comm(c).unwrap();
            (c.name.clone(), c.kind, c.members.clone())
        };
        for (x, y) in a.iter().zip(&b) {
            assert_eq!(x.time, y.time);
            match (x.kind, y.kind) {
                (EventKind::Enter { region: r1, .. }, EventKind::Enter { region: r2, .. }) => {
                    assert_eq!(src.defs.region(r1).name, d.region(r2).name)
                }
                (EventKind::Exit { .. }, EventKind::Exit { .. }) => {}
                (
                    EventKind::Rma {
                        op: o1,
                        comm: c1,
                        target: t1,
                        bytes: b1,
                        ..
                    },
                    EventKind::Rma {
                        op: o2,
                        comm: c2,
                        target: t2,
                        bytes: b2,
                        ..
                    },
                ) => {
                    assert_eq!((o1, t1, b1), (o2, t2, b2));
                    assert_eq!(name(&src.defs, c1), name(d, c2));
                }
                (
                    EventKind::Lock {
                        op: o1,
                        target: t1,
                        exclusive: e1,
                        lock: l1,
                    },
                    EventKind::Lock {
                        op: o2,
                        target: t2,
                        exclusive: e2,
                        lock: l2,
                    },
                ) => {
                    assert_eq!((o1, t1, e1), (o2, t2, e2));
                    let w = |l: u64| ppw_event::CommId(l as u32);
                    assert_eq!(name(&src.defs, w(l1)), name(d, w(l2)));
                }
                (
                    EventKind::RmaGroupSync {
                        role: r1,
                        win: w1,
                        group: g1,
                    },
                    EventKind::RmaGroupSync {
                        role: r2,
                        win: w2,
                        group: g2,
                    },
                ) => {
                    assert_eq!(r1, r2);
                    assert_eq!(name(&src.defs, w1), name(d, w2));
                    assert_eq!(name(&src.defs, g1), name(d, g2));
                }
                (
                    EventKind::RmaFlush {
                        win: w1,
                        target: t1,
                    },
                    EventKind::RmaFlush {
                        win: w2,
                        target: t2,
                    },
                ) => {
                    assert_eq!(t1, t2);
                    assert_eq!(name(&src.defs, w1), name(d, w2));
                }
                (
                    EventKind::Alloc {
                        win: w1,
                        addr: a1,
                        bytes: b1,
                        freed: f1,
                        block: k1,
                    },
                    EventKind::Alloc {
                        win: w2,
                        addr: a2,
                        bytes: b2,
                        freed: f2,
                        block: k2,
                    },
                ) => {
                    assert_eq!((a1, b1, f1, k1), (a2, b2, f2, k2));
                    assert_eq!(name(&src.defs, w1), name(d, w2));
                }
                other => panic!("rank {r}: {other:?}"),
            }
        }
    }
}

/// NOTE definitions become warnings of the experiment (naming the rank), and a call-site
/// address defined as a source position (GASP events) resolves to that file and line, one
/// call site per position for all ranks.
#[test]
fn notes_and_source_call_sites() {
    let dir = tmpdir("notes");
    manifest().write(&dir).unwrap();
    for rank in 0..2u32 {
        let mut w = rank_writer(&dir, rank, 2);
        let mut d = DefsEncoder::new();
        d.rank_info_on(2, "host", "prog", "boot");
        d.region(
            0,
            "upc_put",
            ppw_event::Paradigm::Upc,
            ppw_event::GenericOp::BlockingImplicitPut,
            ppw_event::CollKind::None,
            0,
            "",
            0,
        );
        d.time_sync(0, 0);
        d.time_sync(1000, 1000);
        // Different synthetic addresses per rank for the same position.
        let a = 0xFFFF_FFFF_0000_0001 + rank as u64;
        d.source(a, "src/stencil.upc", 42, 7);
        d.callsite(0, a);
        if rank == 1 {
            d.note("GASP: 3 notification(s) skipped");
        }
        w.write_block(BlockKind::DEFS, 0, d.count(), d.bytes())
            .unwrap();
        let mut e = EventEncoder::new();
        e.enter(10, 0, 0);
        e.exit(20);
        w.write_block(BlockKind::EVENTS, 0, e.count(), e.bytes())
            .unwrap();
        w.finish(EndReason::EXIT).unwrap();
    }
    let exp = Experiment::open(&dir).unwrap();
    let d = exp.defs();
    assert_eq!(
        d.warnings,
        vec!["rank 1: GASP: 3 notification(s) skipped".to_string()]
    );
    assert!(!exp.summary().complete);
    assert_eq!(d.callsites.len(), 1, "{:?}", d.callsites);
    assert_eq!(d.callsites[0].source().as_deref(), Some("stencil.upc:42"));
    for l in 0..2 {
        let ev = collect_events(&mut *exp.events(LocationId(l)).unwrap()).unwrap();
        match ev[0].kind {
            EventKind::Enter { callsite, .. } => assert_eq!(callsite.0, 0),
            ref k => panic!("{k:?}"),
        }
    }
}

/// A one-rank experiment in `tmpdir(name)`: rank info, region `main`, a time sync at 1000,
/// the definitions `more` adds, and `main` entered at 1000 and left at 2000.
fn one_rank(name: &str, more: impl FnOnce(&mut DefsEncoder)) -> PathBuf {
    let dir = tmpdir(name);
    manifest().write(&dir).unwrap();
    let mut w = rank_writer(&dir, 0, 1);
    let mut d = DefsEncoder::new();
    d.rank_info_on(1, "host", "prog", "boot");
    d.region(
        0,
        "main",
        ppw_event::Paradigm::User,
        ppw_event::GenericOp::UserRegion,
        ppw_event::CollKind::None,
        0,
        "",
        0,
    );
    d.time_sync(1000, 1000);
    more(&mut d);
    w.write_block(BlockKind::DEFS, 0, d.count(), d.bytes())
        .unwrap();
    let mut e = EventEncoder::new();
    e.enter(1000, 0, u32::MAX);
    e.exit(2000);
    w.write_block(BlockKind::EVENTS, 0, e.count(), e.bytes())
        .unwrap();
    w.finish(EndReason::EXIT).unwrap();
    dir
}

/// SCHED definitions (issue 13: run delay, involuntary switches, CPUs) are read into the rank's
/// info, written again by the conversion into the native format, and read back the same.
#[test]
fn scheduler_samples_round_trip() {
    let dir = one_rank("sched", |d| {
        d.sched(1000, 5_000, 2, 8, 4);
        d.sched(2000, 9_000_000, 70, 8, 4);
    });
    let exp = Experiment::open(&dir).unwrap();
    let got = |defs: &ppw_event::Defs| -> Vec<(u64, u64, u32, u32)> {
        defs.rank_info[0]
            .sched
            .iter()
            .map(|s| {
                (
                    s.run_delay_ns,
                    s.involuntary_switches,
                    s.cores_online,
                    s.cores_allowed,
                )
            })
            .collect()
    };
    let want = vec![(5_000, 2, 8, 4), (9_000_000, 70, 8, 4)];
    assert_eq!(got(exp.defs()), want);
    let (a, b) = (
        &exp.defs().rank_info[0].sched[0],
        &exp.defs().rank_info[0].sched[1],
    );
    assert!(b.time > a.time, "{a:?} {b:?}");
    // Converted into a new native experiment: the same samples.
    let dir2 = tmpdir("sched-converted");
    ppw_format::write_experiment(&dir2, &exp, &manifest()).unwrap();
    let again = Experiment::open(&dir2).unwrap();
    assert_eq!(got(again.defs()), want);
}

/// SAMPLES definitions (issue 13: program-counter samples of the main thread) are read into
/// the rank's info in time order, over several records; without a symbolizer they have no
/// function.
#[test]
fn program_counter_samples_round_trip() {
    let dir = one_rank("samples", |d| {
        d.samples(10_000_000, &[(1100, 0x401000), (1200, 0x401010)]);
        d.samples(10_000_000, &[(1300, 0x7f00_0000_1234)]);
        d.time_sync(3000, 3000);
    });
    let exp = Experiment::open(&dir).unwrap();
    let s = &exp.defs().rank_info[0].samples;
    assert_eq!(s.len(), 3, "{s:?}");
    assert!(s.windows(2).all(|p| p[0].time < p[1].time), "{s:?}");
    assert_eq!(s[1].time - s[0].time, 100, "{s:?}");
    assert!(s.iter().all(|x| x.region == ppw_event::RegionId::NONE));
    assert_eq!(exp.defs().rank_info[0].sample_period_ns, 10_000_000);
}
