//! Typed read errors and archives read from memory.

mod common;

use common::{events, fixtures, CASES};
use ppw_event::{collect_events, Files, LocationId, ReadError, ReadErrorKind, TraceSource};
use ppw_otf2::{OpenOptions, Otf2Trace};

/// Every file of a fixture archive, in memory, under the names the archive uses.
fn load(case: &str) -> Files {
    let dir = fixtures().join(case);
    let mut files = Files::memory().labelled(&dir);
    for f in ["traces.otf2", "traces.def"] {
        files.insert(f, std::fs::read(dir.join(f)).unwrap());
    }
    for e in std::fs::read_dir(dir.join("traces")).unwrap() {
        let e = e.unwrap();
        let name = format!("traces/{}", e.file_name().to_string_lossy());
        files.insert(name, std::fs::read(e.path()).unwrap());
    }
    files
}

fn open(files: Files) -> Result<Otf2Trace, ReadError> {
    Otf2Trace::open_files(files, "traces.otf2", &OpenOptions::default())
}

fn read_to_error(t: &Otf2Trace, loc: u32) -> ReadError {
    match t.events(LocationId(loc)) {
        Ok(mut s) => collect_events(&mut *s).unwrap_err(),
        Err(e) => e,
    }
}

/// `files` with file `name` replaced by `f(its bytes)`.
fn with_changed(mut files: Files, name: &str, f: impl FnOnce(&mut Vec<u8>)) -> Files {
    let mut b = files.read(name).unwrap();
    f(&mut b);
    files.insert(name, b);
    files
}

#[test]
fn archives_in_memory_read_like_the_ones_on_disk() {
    for case in CASES {
        let disk = Otf2Trace::open(&fixtures().join(case).join("traces.otf2")).unwrap();
        let mem = open(load(case)).unwrap();
        assert_eq!(disk.defs(), mem.defs(), "{case}");
        for l in 0..disk.defs().locations.len() as u32 {
            assert_eq!(events(&disk, l), events(&mem, l), "{case} location {l}");
        }
        assert_eq!(disk.record_counts(), mem.record_counts(), "{case}");
    }
    // The in-memory archive may sit in a subdirectory of the file set.
    let mut sub = Files::memory();
    let files = load("late_sender");
    for name in ["traces.otf2", "traces.def", "traces/0.evt", "traces/0.def"] {
        sub.insert(format!("a/{name}"), files.read(name).unwrap());
    }
    let t = Otf2Trace::open_files(sub, "a/traces.otf2", &OpenOptions::default()).unwrap();
    assert!(!events(&t, 0).is_empty());
    assert_eq!(
        read_to_error(&t, 1).kind,
        ReadErrorKind::Missing,
        "location 1's files are not there"
    );
}

#[test]
fn a_truncated_file_is_truncated() {
    let files = with_changed(load("mixed"), "traces/0.evt", |b| b.truncate(b.len() / 2));
    let t = open(files).unwrap();
    let e = read_to_error(&t, 0);
    assert_eq!(e.kind, ReadErrorKind::Truncated, "{e}");
    assert_eq!(e.path, "traces/0.evt");
    // Global definitions and anchor cut short.
    let files = with_changed(load("barrier"), "traces.def", |b| b.truncate(b.len() / 3));
    let e = open(files).unwrap_err();
    assert_eq!(e.kind, ReadErrorKind::Truncated, "{e}");
    assert!(e.path.ends_with("traces.def"), "{e}");
    let files = with_changed(load("barrier"), "traces.otf2", |b| b.truncate(40));
    let e = open(files).unwrap_err();
    assert_eq!(e.kind, ReadErrorKind::Truncated, "{e}");
    // Every cut of an event file: the error, if any, is a truncation (the last byte only
    // ends the buffer).
    let pristine = load("late_sender").read("traces/0.evt").unwrap();
    for len in (0..pristine.len() - 1).step_by(7) {
        let files = with_changed(load("late_sender"), "traces/0.evt", |b| b.truncate(len));
        let t = open(files).unwrap();
        let e = read_to_error(&t, 0);
        assert_eq!(e.kind, ReadErrorKind::Truncated, "cut at {len}: {e}");
    }
}

#[test]
fn a_corrupt_chunk_is_corrupt() {
    // A damaged chunk header.
    let files = with_changed(load("late_sender"), "traces/0.evt", |b| b[0] = 9);
    let e = read_to_error(&open(files).unwrap(), 0);
    assert_eq!(e.kind, ReadErrorKind::Corrupt, "{e}");
    assert_eq!(e.offset, Some(0));
    // A bad chunk size in the anchor, and garbage instead of an anchor.
    let files = with_changed(load("late_sender"), "traces.otf2", |b| {
        b[12..20].copy_from_slice(&100u64.to_le_bytes())
    });
    let e = open(files).unwrap_err();
    assert_eq!(
        (e.kind, e.offset),
        (ReadErrorKind::Corrupt, Some(12)),
        "{e}"
    );
    let files = with_changed(load("late_sender"), "traces.otf2", |b| {
        *b = b"hello, world\n".to_vec()
    });
    assert_eq!(open(files).unwrap_err().kind, ReadErrorKind::Corrupt);
}

#[test]
fn an_unsupported_version_is_unsupported() {
    // Bytes 7, 8, 9 of the anchor: anchor format, trace format, OTF2 major version.
    for (at, value) in [(7usize, 7u8), (8, 5), (9, 9)] {
        let files = with_changed(load("late_sender"), "traces.otf2", |b| b[at] = value);
        let e = open(files).unwrap_err();
        assert_eq!(e.kind, ReadErrorKind::Unsupported, "{e}");
        assert_eq!(e.offset, Some(at as u64));
    }
}

#[test]
fn a_missing_file_is_missing() {
    let e = open(Files::memory()).unwrap_err();
    assert_eq!(e.kind, ReadErrorKind::Missing, "{e}");
    assert!(e.message.contains("no such anchor file"), "{e}");
    let e = Otf2Trace::open(&fixtures().join("nothing/traces.otf2")).unwrap_err();
    assert_eq!(e.kind, ReadErrorKind::Missing, "{e}");
    // Global definitions missing.
    let mut files = Files::memory();
    files.insert("traces.otf2", load("barrier").read("traces.otf2").unwrap());
    let e = open(files).unwrap_err();
    assert_eq!(e.kind, ReadErrorKind::Missing, "{e}");
    assert!(e.message.contains("cannot open"), "{e}");
    // An event file missing: the other locations still read.
    let all = load("late_receiver");
    let mut files = Files::memory();
    for name in [
        "traces.otf2",
        "traces.def",
        "traces/0.evt",
        "traces/0.def",
        "traces/1.def",
    ] {
        files.insert(name, all.read(name).unwrap());
    }
    let t = open(files).unwrap();
    let e = read_to_error(&t, 1);
    assert_eq!(
        (e.kind, e.path.as_str()),
        (ReadErrorKind::Missing, "traces/1.evt")
    );
    assert!(!events(&t, 0).is_empty());
    assert_eq!(
        t.events(LocationId(7)).err().map(|e| e.kind),
        Some(ReadErrorKind::Missing)
    );
}
