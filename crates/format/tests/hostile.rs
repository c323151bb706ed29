//! Hostile numbers in native experiments, one test per finding of issue 10's hostile-input run
//! and of the fuzzing (`docs/FUZZING.md`): claimed rank counts, rank numbers, local ids, member
//! counts and block sizes are claims checked against the bytes present, never allocation sizes.
//! The files are built byte by byte in memory.

use ppw_event::{
    collect_events, CollKind, CommKind, EventKind, Files, GenericOp, LocationId, Paradigm,
    ReadErrorKind, TraceSource, NO_RANK,
};
use ppw_format::wire::{def, put_str, put_u64};
use ppw_format::{
    BlockKind, DefsEncoder, EventEncoder, Experiment, FileHeader, Manifest, RankFileWriter,
    Records, MAX_CLAIMED_RANKS, MAX_THREADS_WITHOUT_DATA,
};

/// A rank file header.
fn header(rank: u32, nranks: u32) -> Vec<u8> {
    FileHeader {
        rank,
        nranks,
        pid: 1,
        profile: false,
        run_id: 0,
    }
    .to_bytes()
    .to_vec()
}

/// A block with arbitrary header fields and a valid checksum.
fn block(kind: BlockKind, codec: u8, count: u32, raw_len: u32, payload: &[u8]) -> Vec<u8> {
    let mut b = b"PBLK".to_vec();
    b.extend_from_slice(&[kind.0, codec, 0, 0]);
    for v in [
        0u32,
        count,
        raw_len,
        payload.len() as u32,
        crc32fast::hash(payload),
    ] {
        b.extend_from_slice(&v.to_le_bytes());
    }
    b.extend_from_slice(payload);
    b
}

/// A raw block of `payload`.
fn raw(kind: BlockKind, count: u32, payload: &[u8]) -> Vec<u8> {
    block(kind, 0, count, payload.len() as u32, payload)
}

/// Definitions of a one-thread rank: region 0 `main`, a calibration, the rank facts.
fn defs(nranks: u32) -> DefsEncoder {
    let mut d = DefsEncoder::new();
    d.rank_info(nranks, "host", "prog");
    d.region(
        0,
        "main",
        Paradigm::User,
        GenericOp::UserRegion,
        CollKind::None,
        0,
        "",
        0,
    );
    d.time_sync(0, 0);
    d.time_sync(1_000_000, 1_000_000);
    d
}

/// Events entering and leaving `main`.
fn main_events() -> EventEncoder {
    let mut e = EventEncoder::new();
    e.enter(10, 0, u32::MAX);
    e.exit(20);
    e
}

/// A whole rank file: header, `defs`, `events`, END.
fn rank_file(rank: u32, nranks: u32, defs: &DefsEncoder, events: &EventEncoder) -> Vec<u8> {
    let mut f = header(rank, nranks);
    f.extend(raw(BlockKind::DEFS, defs.count(), defs.bytes()));
    f.extend(raw(BlockKind::EVENTS, events.count(), events.bytes()));
    f.extend(raw(BlockKind::END, 1, &[0]));
    f
}

/// An experiment in memory from rank files.
fn experiment(ranks: Vec<(u32, Vec<u8>)>) -> Files {
    let mut m = Manifest::new("trace", "prog", vec![], "none");
    m.exit_status = Some(0);
    let mut files = Files::memory().with("ppw.json", serde_json::to_vec(&m).unwrap());
    for (r, bytes) in ranks {
        files.insert(ppw_format::rank_file_name(r), bytes);
    }
    files
}

/// Two well-formed ranks whose headers and rank facts claim `claim` ranks.
fn two_ranks_claiming(claim: u32) -> Files {
    experiment(
        (0..2)
            .map(|r| (r, rank_file(r, claim, &defs(claim), &main_events())))
            .collect(),
    )
}

#[test]
fn huge_rank_count_claims_are_ignored_with_a_warning_per_file() {
    // nranks 0xFFFFFFFF asked for a 16 GiB world communicator; 1,000,000 printed a million
    // warnings and took 14 s. Each warning names its rank file and rank (issue 35, item 6).
    for claim in [u32::MAX, 1_000_000, MAX_CLAIMED_RANKS + 1] {
        let e = Experiment::open_files(two_ranks_claiming(claim), None).unwrap();
        assert_eq!(e.defs().ranks, 2, "claim {claim}");
        assert_eq!(e.defs().rank_info.len(), 2);
        assert_eq!(e.defs().comms[0].members, vec![0, 1]);
        let w: Vec<_> = e
            .defs()
            .warnings
            .iter()
            .filter(|w| w.contains("ignored"))
            .collect();
        assert_eq!(w.len(), 2, "{:?}", e.defs().warnings);
        for (rank, w) in w.iter().enumerate() {
            let file = ppw_format::rank_file_name(rank as u32);
            assert!(w.starts_with(&format!("rank {rank} (")), "{w}");
            assert!(w.contains(&format!("{file}): ")), "{w}");
            assert!(
                w.contains(&format!(
                    "its header claims {claim} ranks and its rank info claims {claim} ranks"
                )),
                "{w}"
            );
        }
        assert!(
            e.summary().problems.len() <= 3,
            "{:?}",
            e.summary().problems
        );
    }
}

#[test]
fn many_files_with_huge_rank_counts_give_a_bounded_number_of_warnings() {
    // 20 files, each claiming 2^32 - 1 ranks in its header only: the first 8 are named, the
    // other 12 counted.
    let files = experiment(
        (0..20)
            .map(|r| (r, rank_file(r, u32::MAX, &defs(20), &main_events())))
            .collect(),
    );
    let e = Experiment::open_files(files, None).unwrap();
    assert_eq!(e.defs().ranks, 20);
    let w: Vec<_> = e
        .defs()
        .warnings
        .iter()
        .filter(|w| w.contains("ignored"))
        .collect();
    assert_eq!(w.len(), 9, "{w:?}");
    assert!(w[7].starts_with("rank 7 ("), "{}", w[7]);
    assert!(
        w[7].contains("its header claims 4294967295 ranks, but"),
        "{}",
        w[7]
    );
    assert!(
        w[8].starts_with("12 more rank file(s) claim more than"),
        "{}",
        w[8]
    );
}

#[test]
fn missing_ranks_within_the_limit_are_reported_as_ranges() {
    let e = Experiment::open_files(two_ranks_claiming(MAX_CLAIMED_RANKS), None).unwrap();
    assert_eq!(e.defs().ranks, MAX_CLAIMED_RANKS);
    let s = e.summary();
    let missing: Vec<_> = s
        .problems
        .iter()
        .filter(|p| p.contains("no data"))
        .collect();
    assert_eq!(
        missing,
        [&format!("ranks 2-{}: no data file", MAX_CLAIMED_RANKS - 1)]
    );
    // Scattered ranks: the first ranges, then a count.
    let files = experiment(
        [0u32, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20]
            .iter()
            .map(|&r| (r, rank_file(r, 30, &defs(30), &main_events())))
            .collect(),
    );
    let s = Experiment::open_files(files, None).unwrap().summary();
    assert!(
        s.problems
            .contains(&"ranks 1, 3, 5, 7, 9, 11, 13, 15 and 11 more: no data file".into()),
        "{:?}",
        s.problems
    );
}

#[test]
fn a_rank_number_beyond_the_limit_skips_its_file() {
    // A rank number of 0xFFFFFFFF wrapped the rank count to 0 (release) and the analysis
    // indexed past its rank table.
    let good = rank_file(0, 2, &defs(2), &main_events());
    for rank in [u32::MAX, 4096, 1 << 20] {
        let bad = rank_file(rank, 2, &defs(2), &main_events());
        let e = Experiment::open_files(experiment(vec![(0, good.clone()), (1, bad.clone())]), None)
            .unwrap();
        assert_eq!(e.defs().ranks, 2);
        assert_eq!(e.defs().locations.len(), 1);
        let w = &e.defs().warnings;
        assert!(
            w.iter()
                .any(|w| w.contains("rank-00001.ppw: at byte offset 12")
                    && w.contains(&format!("rank {rank} in the header"))),
            "{w:?}"
        );
        let only = Experiment::open_files(experiment(vec![(1, bad)]), None).unwrap_err();
        assert_eq!(only.kind, ReadErrorKind::Corrupt, "{only}");
    }
}

#[test]
fn huge_local_ids_are_skipped_not_allocated() {
    // A communicator local id of 0xFFFFFFFF made Vec::resize try 128 GiB; region or call-site
    // id 0xFFFFFFFF took 3 GB, region id 2e8 785 MB.
    let mut d = defs(1);
    for id in [u32::MAX, 200_000_000] {
        d.region(
            id,
            "far",
            Paradigm::User,
            GenericOp::UserRegion,
            CollKind::None,
            0,
            "",
            0,
        );
        d.callsite(id, 0x1234);
        d.comm(id, 77, CommKind::Comm, "far", &[0]);
    }
    d.comm(1, 78, CommKind::Comm, "near", &[0]);
    let mut ev = main_events();
    ev.enter(30, 200_000_000, u32::MAX);
    let e = Experiment::open_files(experiment(vec![(0, rank_file(0, 1, &d, &ev))]), None).unwrap();
    let w = &e.defs().warnings;
    for what in ["region", "call site", "communicator"] {
        assert!(
            w.iter().any(|w| w.contains(&format!(
                "2 {what} definition(s) with local ids up to 4294967295 skipped"
            ))),
            "{what}: {w:?}"
        );
    }
    // `near` is defined; `far` is not.
    assert!(e.defs().comms.iter().any(|c| c.name == "near"));
    assert!(!e.defs().comms.iter().any(|c| c.name == "far"));
    let err = collect_events(&mut *e.events(LocationId(0)).unwrap()).unwrap_err();
    assert_eq!(err.kind, ReadErrorKind::Corrupt);
    assert!(err.message.contains("undefined region"), "{err}");
}

#[test]
fn member_counts_beyond_their_record_are_damage() {
    // Up to 2^24 members were reserved before they were read.
    let mut payload = defs(1).bytes().to_vec();
    let mut body = Vec::new();
    put_u64(&mut body, 1); // local id
    put_u64(&mut body, 5); // global id
    body.push(0);
    put_str(&mut body, "c");
    put_u64(&mut body, 1 << 24); // members claimed
    put_u64(&mut body, 0); // one member present
    payload.push(def::COMM);
    put_u64(&mut payload, body.len() as u64);
    payload.extend_from_slice(&body);
    let mut f = header(0, 1);
    f.extend(raw(BlockKind::DEFS, 5, &payload));
    let e = Experiment::open_files(experiment(vec![(0, f)]), None).unwrap();
    let d = e.damage().next().unwrap();
    assert_eq!(d.kind, ReadErrorKind::Corrupt);
    assert!(d.message.contains("corrupt communicator definition"), "{d}");
}

#[test]
fn members_beyond_the_rank_count_are_ignored() {
    let mut d = defs(2);
    d.comm(1, 9, CommKind::Comm, "odd", &[1, u32::MAX]);
    d.comm(2, 10, CommKind::Comm, "big", &[0, 1, 0]);
    let mut ev = EventEncoder::new();
    ev.enter(10, 0, u32::MAX);
    ev.send(11, 1, 1, 0, 8, 0);
    ev.send(12, 1, 0, 0, 8, 0);
    ev.exit(20);
    let files = experiment(vec![
        (0, rank_file(0, 2, &d, &ev)),
        (1, rank_file(1, 2, &defs(2), &main_events())),
    ]);
    let e = Experiment::open_files(files, None).unwrap();
    let w = &e.defs().warnings;
    assert!(w
        .iter()
        .any(|w| w.contains("\"odd\" names 1 member(s) beyond the 2 ranks")));
    assert!(w
        .iter()
        .any(|w| w.contains("\"big\" has 3 members, more than the 2 ranks")));
    let c = e.defs().comms.iter().find(|c| c.name == "odd").unwrap();
    assert_eq!(c.members, vec![1, NO_RANK]);
    assert!(!e.defs().comms.iter().any(|c| c.name == "big"));
    let peers: Vec<u32> = collect_events(&mut *e.events(LocationId(0)).unwrap())
        .unwrap()
        .iter()
        .filter_map(|e| match e.kind {
            EventKind::Send { peer, .. } => Some(peer),
            _ => None,
        })
        .collect();
    assert_eq!(peers, vec![NO_RANK, 1]);
}

#[test]
fn block_sizes_are_checked_before_anything_is_allocated() {
    // zstd decompression allocated the header's raw_len (up to 256 MiB) for a tiny payload.
    let d = defs(1);
    let frame = zstd::bulk::compress(d.bytes(), 3).unwrap();
    let cases = [
        (
            block(BlockKind::DEFS, 1, d.count(), 256 << 20, &frame),
            "more than 32 times",
        ),
        (
            block(BlockKind::DEFS, 0, d.count(), 1 << 20, d.bytes()),
            "uncompressed block claims",
        ),
        (
            block(BlockKind::EVENTS, 0, 1000, 10, &[0; 10]),
            "claims 1000 records in 10 bytes",
        ),
    ];
    for (b, what) in cases {
        let mut f = header(0, 1);
        f.extend(raw(BlockKind::DEFS, d.count(), d.bytes()));
        let at = f.len() as u64;
        f.extend(b);
        let e = Experiment::open_files(experiment(vec![(0, f)]), None).unwrap();
        let dmg = e.damage().next().unwrap();
        assert_eq!((dmg.kind, dmg.offset), (ReadErrorKind::Corrupt, Some(at)));
        assert!(dmg.message.contains(what), "{dmg}");
    }
}

#[test]
fn the_writer_stores_blocks_that_compress_too_well_raw() {
    let dir = std::env::temp_dir().join(format!("ppw-format-hostile-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("rank-00000.ppw");
    let mut w = RankFileWriter::create(
        &path,
        &FileHeader {
            rank: 0,
            nranks: 1,
            pid: 1,
            profile: false,
            run_id: 0,
        },
    )
    .unwrap();
    let d = defs(1);
    w.write_block(BlockKind::DEFS, 0, d.count(), d.bytes())
        .unwrap();
    // 64 KiB of CPU records repeating one value: zstd compresses this several hundred times.
    let mut ev = EventEncoder::new();
    for _ in 0..16_000 {
        ev.cpu(0, 0, 0);
    }
    w.write_block(BlockKind::EVENTS, 0, ev.count(), ev.bytes())
        .unwrap();
    w.finish(ppw_format::EndReason::EXIT).unwrap();
    let bytes = std::fs::read(&path).unwrap();
    std::fs::remove_dir_all(&dir).ok();
    let second = bytes
        .windows(4)
        .enumerate()
        .filter(|(_, w)| *w == b"PBLK")
        .nth(1)
        .unwrap()
        .0;
    assert_eq!(bytes[second + 5], 0, "stored raw");
    let e = Experiment::open_files(experiment(vec![(0, bytes)]), None).unwrap();
    assert_eq!(e.damage().count(), 0);
    let n = collect_events(&mut *e.events(LocationId(0)).unwrap())
        .unwrap()
        .len();
    assert_eq!(n, 16_000);
}

#[test]
fn extreme_clock_offsets_do_not_overflow() {
    let mut d = defs(1);
    d.clock_offset(0, i64::MIN, 1);
    d.clock_offset(1_000, i64::MAX, 1);
    let e = Experiment::open_files(
        experiment(vec![(0, rank_file(0, 1, &d, &main_events()))]),
        None,
    )
    .unwrap();
    assert_eq!(
        collect_events(&mut *e.events(LocationId(0)).unwrap())
            .unwrap()
            .len(),
        2
    );
}

#[test]
fn threads_without_data_are_capped() {
    // Compressed LOCATION definitions could make millions of empty locations.
    let extra = 100;
    let mut d = defs(1);
    for t in 0..MAX_THREADS_WITHOUT_DATA as u32 + extra + 1 {
        d.location(t, t as u64, "");
    }
    let e = Experiment::open_files(
        experiment(vec![(0, rank_file(0, 1, &d, &main_events()))]),
        None,
    )
    .unwrap();
    // Thread 0 has events; the others only a definition.
    assert_eq!(
        e.defs().locations.len(),
        1 + MAX_THREADS_WITHOUT_DATA as usize
    );
    assert!(
        e.defs().warnings.iter().any(|w| w.contains(&format!(
            "{extra} thread(s) with a location definition but no data"
        ))),
        "{:?}",
        e.defs().warnings
    );
}

#[test]
fn object_paths_longer_than_path_max_are_damage() {
    // A path was copied once per address resolving to it.
    let mut d = defs(1);
    d.object(0, 0x1000, 0x2000, &"a".repeat(5000));
    let e = Experiment::open_files(
        experiment(vec![(0, rank_file(0, 1, &d, &main_events()))]),
        None,
    )
    .unwrap();
    let dmg = e.damage().next().unwrap();
    assert!(dmg.message.contains("corrupt object definition"), "{dmg}");
}

#[test]
fn call_sites_share_their_object_path() {
    let mut d = defs(1);
    d.object(0, 0x1000, 0x100_000, "/lib/libx.so");
    for i in 0..1000 {
        d.callsite(i, 0x1000 + 16 * i as u64);
    }
    let e = Experiment::open_files(
        experiment(vec![(0, rank_file(0, 1, &d, &main_events()))]),
        None,
    )
    .unwrap();
    let cs = &e.defs().callsites;
    assert_eq!(cs.len(), 1000);
    let first = cs[0].object.clone().unwrap();
    assert!(cs
        .iter()
        .all(|c| std::sync::Arc::ptr_eq(c.object.as_ref().unwrap(), &first)));
}

#[test]
fn a_garbled_or_missing_manifest_leaves_the_rank_files_readable() {
    // A garbled ppw.json made the whole experiment unreadable although every rank file
    // describes itself.
    let good = two_ranks_claiming(2);
    for manifest in [Some(b"{garbled".to_vec()), Some(b"[]".to_vec()), None] {
        let mut files = Files::memory();
        for r in 0..2 {
            let name = ppw_format::rank_file_name(r);
            files.insert(name.clone(), good.read(&name).unwrap());
        }
        if let Some(m) = &manifest {
            files.insert("ppw.json", m.clone());
        }
        let e = Experiment::open_files(files, None).unwrap();
        assert_eq!(e.defs().ranks, 2);
        assert_eq!(e.manifest().mode, "trace");
        assert_eq!(e.manifest().program, "prog");
        assert!(
            e.defs()
                .warnings
                .iter()
                .any(|w| w.contains("rank files alone")),
            "{:?}",
            e.defs().warnings
        );
    }
    // Without rank files the manifest's problem is the error.
    let files = Files::memory().with("ppw.json", b"{garbled".to_vec());
    let e = Experiment::open_files(files, None).unwrap_err();
    assert!(e.to_string().contains("ppw.json"), "{e}");
}

#[test]
fn a_manifest_mode_that_contradicts_the_rank_files_gives_way_with_a_warning() {
    // A manifest saying `profile` over trace files gave 0 findings without a word.
    let good = two_ranks_claiming(2);
    let mut m = Manifest::new("profile", "prog", vec![], "none");
    m.exit_status = Some(0);
    let mut files = Files::memory().with("ppw.json", serde_json::to_vec(&m).unwrap());
    for r in 0..2 {
        let name = ppw_format::rank_file_name(r);
        files.insert(name.clone(), good.read(&name).unwrap());
    }
    let e = Experiment::open_files(files, None).unwrap();
    assert_eq!(e.manifest().mode, "trace");
    assert!(
        e.defs()
            .warnings
            .iter()
            .any(|w| w.contains("mode \"profile\"")),
        "{:?}",
        e.defs().warnings
    );
}
