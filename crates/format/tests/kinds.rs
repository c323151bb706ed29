//! Typed read errors, reading from memory, extension records and old format versions.

use ppw_event::{
    collect_events, CollKind, EventKind, Files, GenericOp, LocationId, Paradigm, ReadError,
    ReadErrorKind, TraceBuilder, TraceSource,
};
use ppw_format::{
    BlockKind, DefsEncoder, EndReason, EventEncoder, Experiment, FileHeader, Manifest,
    RankFileWriter, Records, MANIFEST_NAME,
};
use std::path::{Path, PathBuf};

fn tmpdir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("ppw-format-kinds-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn manifest() -> Manifest {
    let mut m = Manifest::new("trace", "synthetic", vec![], "none");
    m.exit_status = Some(0);
    m
}

/// Two ranks exchanging `n` messages.
fn write_pingpong(dir: &Path, n: u64) {
    let mut b = TraceBuilder::new(2);
    b.rank(0).enter(0, "main");
    b.rank(1).enter(0, "main");
    for i in 0..n {
        b.rank(0).send_call(10 * i + 1, 10 * i + 2, 1, 0, 8);
        b.rank(1).recv_call(10 * i + 1, 10 * i + 3, 0, 0, 8);
    }
    b.rank(0).exit(10 * n + 5);
    b.rank(1).exit(10 * n + 5);
    ppw_format::write_experiment(dir, &b.build(), &manifest()).unwrap();
}

/// Every file of a directory, in memory.
fn load(dir: &Path) -> Files {
    let mut files = Files::memory().labelled(dir);
    for e in std::fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        let name = p.file_name().unwrap().to_string_lossy().into_owned();
        files.insert(name, std::fs::read(&p).unwrap());
    }
    files
}

fn all_events(t: &dyn TraceSource) -> Vec<Vec<ppw_event::Event>> {
    (0..t.defs().locations.len())
        .map(|l| collect_events(&mut *t.events(LocationId(l as u32)).unwrap()).unwrap())
        .collect()
}

fn read_to_error(t: &dyn TraceSource, loc: u32) -> ReadError {
    collect_events(&mut *t.events(LocationId(loc)).unwrap()).unwrap_err()
}

fn flip_in_second_block(bytes: &mut [u8]) {
    let second = bytes
        .windows(4)
        .enumerate()
        .filter(|(_, w)| *w == b"PBLK")
        .nth(1)
        .unwrap()
        .0;
    bytes[second + 28 + 10] ^= 0xff;
}

#[test]
fn an_experiment_in_memory_reads_like_the_one_on_disk() {
    let dir = tmpdir("memory");
    write_pingpong(&dir, 1000);
    let disk = Experiment::open(&dir).unwrap();
    let mem = Experiment::open_files(load(&dir), None).unwrap();
    assert_eq!(mem.dir(), dir.as_path());
    assert_eq!(all_events(&disk), all_events(&mem));
    assert_eq!(disk.summary(), mem.summary());
    // Damage is found the same way: a flipped byte in an event block of rank 0.
    let mut files = load(&dir);
    let mut bytes = std::fs::read(dir.join("rank-00000.ppw")).unwrap();
    flip_in_second_block(&mut bytes);
    files.insert("rank-00000.ppw", bytes);
    let e = read_to_error(&Experiment::open_files(files, None).unwrap(), 0);
    assert_eq!(e.kind, ReadErrorKind::Corrupt, "{e}");
    assert!(e.message.contains("checksum"), "{e}");
    assert_eq!(e.path, dir.join("rank-00000.ppw").display().to_string());
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_truncated_rank_file_is_truncated() {
    let dir = tmpdir("truncated");
    write_pingpong(&dir, 100_000);
    let f = dir.join("rank-00001.ppw");
    let bytes = std::fs::read(&f).unwrap();
    // Cut inside a block: the experiment opens, the damage is recorded with its kind.
    std::fs::write(&f, &bytes[..bytes.len() * 2 / 3]).unwrap();
    let exp = Experiment::open(&dir).unwrap();
    let damage: Vec<&ReadError> = exp.damage().collect();
    assert_eq!(damage.len(), 1);
    assert_eq!(damage[0].kind, ReadErrorKind::Truncated, "{}", damage[0]);
    assert!(damage[0].path.ends_with("rank-00001.ppw"));
    assert!(damage[0].offset.is_some());
    // Cut inside the header of the only rank file: nothing to read, and the error says why.
    std::fs::remove_file(dir.join("rank-00000.ppw")).unwrap();
    std::fs::write(&f, &bytes[..20]).unwrap();
    let e = Experiment::open(&dir).unwrap_err();
    assert_eq!(e.kind, ReadErrorKind::Truncated, "{e}");
    assert!(e.message.contains("no readable rank files"), "{e}");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_corrupt_block_is_corrupt() {
    let dir = tmpdir("corrupt");
    write_pingpong(&dir, 1000);
    let f = dir.join("rank-00000.ppw");
    let mut bytes = std::fs::read(&f).unwrap();
    flip_in_second_block(&mut bytes);
    std::fs::write(&f, &bytes).unwrap();
    let e = read_to_error(&Experiment::open(&dir).unwrap(), 0);
    assert_eq!(e.kind, ReadErrorKind::Corrupt, "{e}");
    assert!(e.offset.is_some());
    // A bad block magic is found by the scan: corrupt damage.
    let first = bytes.windows(4).position(|w| w == b"PBLK").unwrap();
    bytes[first] = b'X';
    std::fs::write(&f, &bytes).unwrap();
    let exp = Experiment::open(&dir).unwrap();
    let d = exp.damage().next().expect("damage");
    assert_eq!(
        (d.kind, d.offset),
        (ReadErrorKind::Corrupt, Some(first as u64))
    );
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn an_unsupported_version_is_unsupported() {
    let dir = tmpdir("version");
    write_pingpong(&dir, 10);
    for rank in 0..2 {
        let f = dir.join(ppw_format::rank_file_name(rank));
        let mut bytes = std::fs::read(&f).unwrap();
        bytes[8..10].copy_from_slice(&99u16.to_le_bytes());
        std::fs::write(&f, &bytes).unwrap();
    }
    let e = Experiment::open(&dir).unwrap_err();
    assert_eq!(e.kind, ReadErrorKind::Unsupported, "{e}");
    let mut m = manifest();
    m.version = 99;
    m.write(&dir).unwrap();
    let e = Experiment::open(&dir).unwrap_err();
    assert_eq!(e.kind, ReadErrorKind::Unsupported, "{e}");
    assert!(e.path.ends_with(MANIFEST_NAME));
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_missing_file_is_missing() {
    let dir = tmpdir("missing");
    let e = Experiment::open(&dir.join("nothing")).unwrap_err();
    assert_eq!(e.kind, ReadErrorKind::Missing, "{e}");
    write_pingpong(&dir, 10);
    // Rank files removed after opening.
    let exp = Experiment::open(&dir).unwrap();
    std::fs::remove_file(dir.join("rank-00001.ppw")).unwrap();
    let e = exp.events(LocationId(1)).err().expect("an error");
    assert_eq!(e.kind, ReadErrorKind::Missing, "{e}");
    assert!(e.message.contains("cannot open"), "{e}");
    assert_eq!(
        exp.events(LocationId(9)).err().map(|e| e.kind),
        Some(ReadErrorKind::Missing)
    );
    // No rank file at all.
    std::fs::remove_file(dir.join("rank-00000.ppw")).unwrap();
    let e = Experiment::open(&dir).unwrap_err();
    assert_eq!(e.kind, ReadErrorKind::Missing, "{e}");
    let e = Experiment::open_files(Files::memory(), None).unwrap_err();
    assert_eq!(e.kind, ReadErrorKind::Missing, "{e}");
    std::fs::remove_dir_all(&dir).ok();
}

/// A one-rank file whose EVENTS block is `events` (local region 0 is `main`), as bytes.
fn rank_file(dir: &Path, events: &EventEncoder) -> Vec<u8> {
    let path = dir.join(ppw_format::rank_file_name(0));
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
    let mut d = DefsEncoder::new();
    d.rank_info(1, "host", "prog");
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
    w.write_block(BlockKind::DEFS, 0, d.count(), d.bytes())
        .unwrap();
    w.write_block(BlockKind::EVENTS, 0, events.count(), events.bytes())
        .unwrap();
    w.finish(EndReason::EXIT).unwrap();
    std::fs::read(&path).unwrap()
}

fn manifest_bytes() -> Vec<u8> {
    serde_json::to_vec(&manifest()).unwrap()
}

#[test]
fn unknown_extension_records_are_skipped_by_their_length() {
    let dir = tmpdir("extension");
    let mut e = EventEncoder::new();
    e.enter(10, 0, u32::MAX);
    e.io(20, 100, 3);
    // Two records of kinds no reader knows yet, one with an empty payload and one with a
    // payload that looks like other records.
    e.extension(25, 0xf0, &[]);
    e.extension(30, 0xfe, &[0x01, 0x00, 0x02, 0x05, 0xff, 0xff, 0xff]);
    e.cpu(40, 7, 8);
    e.exit(50);
    let bytes = rank_file(&dir, &e);
    let files = Files::memory()
        .with(MANIFEST_NAME, manifest_bytes())
        .with("rank-00000.ppw", bytes);
    let exp = Experiment::open_files(files, None).unwrap();
    let mut s = exp.events(LocationId(0)).unwrap();
    let mut got = Vec::new();
    while let Some(ev) = s.next_event().unwrap() {
        got.push((ev.time, ev.kind.name()));
    }
    assert_eq!(s.skipped_records(), 2);
    // Every other event, at its time: the skipped records' time deltas still count.
    let kinds: Vec<&str> = [
        EventKind::Enter {
            region: ppw_event::RegionId(0),
            callsite: ppw_event::CallsiteId::NONE,
        },
        EventKind::Io { bytes: 100, fd: 3 },
        EventKind::CpuSample {
            user_ns: 7,
            system_ns: 8,
        },
        EventKind::Exit {
            region: ppw_event::RegionId(0),
        },
    ]
    .iter()
    .map(|k| k.name())
    .collect();
    let times: Vec<u64> = got.iter().map(|g| g.0).collect();
    assert_eq!(got.iter().map(|g| g.1).collect::<Vec<_>>(), kinds);
    assert_eq!(times, [10, 20, 40, 50]);
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn version_1_files_still_read() {
    let dir = tmpdir("v1");
    let mut e = EventEncoder::new();
    e.enter(10, 0, u32::MAX);
    e.exit(50);
    let mut bytes = rank_file(&dir, &e);
    bytes[8..10].copy_from_slice(&1u16.to_le_bytes());
    let mut m = manifest();
    m.version = 1;
    let files = Files::memory()
        .with(MANIFEST_NAME, serde_json::to_vec(&m).unwrap())
        .with("rank-00000.ppw", bytes.clone());
    let exp = Experiment::open_files(files, None).unwrap();
    let ev = collect_events(&mut *exp.events(LocationId(0)).unwrap()).unwrap();
    assert_eq!(ev.iter().map(|e| e.time).collect::<Vec<_>>(), [10, 50]);
    assert!(exp.summary().complete, "{:?}", exp.summary().problems);
    // Version 1 had no extension records: there such a kind is damage.
    e.extension(60, 0x80, &[]);
    let mut bytes = rank_file(&dir, &e);
    bytes[8..10].copy_from_slice(&1u16.to_le_bytes());
    let files = Files::memory()
        .with(MANIFEST_NAME, serde_json::to_vec(&m).unwrap())
        .with("rank-00000.ppw", bytes);
    let err = read_to_error(&Experiment::open_files(files, None).unwrap(), 0);
    assert_eq!(err.kind, ReadErrorKind::Corrupt);
    assert!(err.message.contains("unknown event kind 0x80"), "{err}");
    std::fs::remove_dir_all(&dir).ok();
}
