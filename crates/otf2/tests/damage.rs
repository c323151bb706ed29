//! Damaged and unusual archives: clear errors naming the file and byte offset, no panics, and
//! everything before the damage stays readable.

mod common;

use common::{copy_case, events, scratch};
use ppw_event::{Event, EventKind, LocationId, ReadError, TraceSource};
use ppw_otf2::{write_otf2_with, Otf2Trace, WriteOptions};
use ppw_synth::ring::RingTrace as Synth;
use std::path::Path;

/// Read a location until the end or the first error.
fn read_until_error(t: &dyn TraceSource, loc: u32) -> (Vec<Event>, Option<ReadError>) {
    let mut s = match t.events(LocationId(loc)) {
        Ok(s) => s,
        Err(e) => return (Vec::new(), Some(e)),
    };
    let mut v = Vec::new();
    loop {
        match s.next_event() {
            Ok(Some(e)) => v.push(e),
            Ok(None) => return (v, None),
            Err(e) => {
                // After an error the stream is finished.
                assert!(matches!(s.next_event(), Ok(None)));
                return (v, Some(e));
            }
        }
    }
}

fn truncate(path: &Path, len: u64) {
    std::fs::OpenOptions::new()
        .write(true)
        .open(path)
        .unwrap()
        .set_len(len)
        .unwrap();
}

fn patch(path: &Path, at: usize, bytes: &[u8]) {
    let mut b = std::fs::read(path).unwrap();
    b[at..at + bytes.len()].copy_from_slice(bytes);
    std::fs::write(path, b).unwrap();
}

#[test]
fn truncated_event_file_keeps_the_events_before_the_cut() {
    let dir = scratch("cut");
    let anchor = copy_case("mixed", &dir);
    let original = Otf2Trace::open(&anchor).unwrap();
    let full = events(&original, 0);
    let evt = dir.join("traces/0.evt");
    let len = std::fs::metadata(&evt).unwrap().len();
    truncate(&evt, len / 2);
    let t = Otf2Trace::open(&anchor).unwrap();
    assert!(!t.defs().rank_info[0].complete);
    assert!(
        t.defs().warnings.iter().any(|w| w.contains("traces/0.evt")),
        "{:?}",
        t.defs().warnings
    );
    let (good, err) = read_until_error(&t, 0);
    let err = err.expect("an error at the cut");
    assert_eq!(err.path, "traces/0.evt");
    let at = err.offset.expect("an offset");
    assert!(
        at <= len / 2 && at + 64 > len / 2,
        "error at {at}, cut at {}",
        len / 2
    );
    assert!(err.to_string().contains("traces/0.evt") && err.to_string().contains(&at.to_string()));
    assert!(err.message.contains("truncated"), "{err}");
    assert!(good.len() > 1000);
    assert_eq!(
        good[..],
        full[..good.len()],
        "events before the damage are unchanged"
    );
    // The other locations are untouched.
    assert_eq!(events(&t, 1), events(&original, 1));
    assert!(t.record_counts().is_err());
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn every_cut_of_an_event_file_is_handled() {
    let dir = scratch("cuts");
    let anchor = copy_case("late_sender", &dir);
    let full = events(&Otf2Trace::open(&anchor).unwrap(), 0);
    let evt = dir.join("traces/0.evt");
    let bytes = std::fs::read(&evt).unwrap();
    for len in 0..bytes.len() {
        std::fs::write(&evt, &bytes[..len]).unwrap();
        let t = Otf2Trace::open(&anchor).unwrap();
        let (good, err) = read_until_error(&t, 0);
        let Some(err) = err else {
            // Only the final END_OF_BUFFER byte is missing: every event is still there.
            assert_eq!(len, bytes.len() - 1);
            assert_eq!(good, full);
            assert!(!t.defs().rank_info[0].complete);
            continue;
        };
        assert_eq!(err.path, "traces/0.evt", "cut at {len}");
        assert!(
            err.offset.is_some_and(|o| o <= len as u64),
            "cut at {len}: {err}"
        );
        assert_eq!(good[..], full[..good.len()], "cut at {len}");
    }
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn wrong_versions_and_garbage_in_the_anchor_file() {
    let dir = scratch("version");
    let anchor = copy_case("late_sender", &dir);
    let pristine = std::fs::read(&anchor).unwrap();
    // Byte 9 is the OTF2 major version (after the chunk header, "OTF2\0", the anchor and trace
    // format bytes).
    for (at, value, words) in [
        (9usize, 9u8, "OTF2 version 9"),
        (7, 7, "anchor file format version 7"),
        (8, 5, "trace format version 5"),
        (2, b'X', "not an OTF2 anchor file"),
        (0, 9, "no chunk header"),
        (1, 0x11, "endianness"),
    ] {
        std::fs::write(&anchor, &pristine).unwrap();
        patch(&anchor, at, &[value]);
        let e = Otf2Trace::open(&anchor).unwrap_err();
        assert_eq!(e.path, anchor.display().to_string());
        assert!(e.message.contains(words), "{e}");
        assert!(e.offset.is_some(), "{e}");
        if at != 2 {
            assert_eq!(e.offset, Some(at as u64), "{e}");
        }
    }
    // The anchor ends with END_OF_FILE, END_OF_BUFFER and END_OF_CHUNK bytes; the last two are
    // not needed.
    for len in 0..pristine.len() - 2 {
        std::fs::write(&anchor, &pristine[..len]).unwrap();
        let e = Otf2Trace::open(&anchor).unwrap_err();
        assert!(e.path.ends_with("traces.otf2"), "cut at {len}: {e}");
    }
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn bad_chunk_sizes() {
    let dir = scratch("chunks");
    let src = Synth::new(2, 20_000);
    let opts = WriteOptions {
        chunk_size_events: 256 * 1024,
        ..Default::default()
    };
    let summary = write_otf2_with(&src, &dir, &opts).unwrap();
    let anchor = summary.anchor;
    let full = events(&Otf2Trace::open(&anchor).unwrap(), 0);
    let pristine = std::fs::read(&anchor).unwrap();
    // Out of OTF2's range: rejected at the field (bytes 12..20).
    patch(&anchor, 12, &100u64.to_le_bytes());
    let e = Otf2Trace::open(&anchor).unwrap_err();
    assert!(
        e.message.contains("chunk size 100") && e.offset == Some(12),
        "{e}"
    );
    // Larger than the real chunks: the second chunk is looked for in the middle of one.
    for wrong in [384 * 1024u64, 1024 * 1024] {
        std::fs::write(&anchor, &pristine).unwrap();
        patch(&anchor, 12, &wrong.to_le_bytes());
        let t = Otf2Trace::open(&anchor).unwrap();
        let (good, err) = read_until_error(&t, 0);
        let err = err.expect("chunk size mismatch detected");
        assert_eq!(err.path, "traces/0.evt");
        assert!(err.message.contains("chunk"), "{err}");
        assert!(err.offset.is_some_and(|o| o >= 256 * 1024), "{err}");
        assert!(!good.is_empty() && good[..] == full[..good.len()]);
    }
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn missing_and_damaged_location_files() {
    let dir = scratch("missing");
    let anchor = copy_case("late_receiver", &dir);
    let original = Otf2Trace::open(&anchor).unwrap();

    std::fs::remove_file(dir.join("traces/1.evt")).unwrap();
    let t = Otf2Trace::open(&anchor).unwrap();
    assert!(
        t.defs().warnings.iter().any(|w| w.contains("traces/1.evt")),
        "{:?}",
        t.defs().warnings
    );
    assert!(t.defs().rank_info[0].complete && !t.defs().rank_info[1].complete);
    let e = t.events(LocationId(1)).err().expect("missing file");
    assert_eq!(e.path, "traces/1.evt");
    assert!(e.message.contains("cannot open"), "{e}");
    assert_eq!(events(&t, 0), events(&original, 0));

    // Without local definitions, a location is read unmapped and uncorrected (as OTF2 does).
    copy_case("late_receiver", &dir);
    std::fs::remove_file(dir.join("traces/1.def")).unwrap();
    let t = Otf2Trace::open(&anchor).unwrap();
    assert!(t.defs().warnings.iter().any(|w| w.contains("traces/1.def")));
    let mut s = t.records(LocationId(1)).unwrap();
    while let Some(r) = s.next_record().unwrap() {
        assert_eq!(r.time, r.raw_time);
    }

    // Damaged local definitions make the location unreadable, with the file named.
    copy_case("late_receiver", &dir);
    truncate(&dir.join("traces/1.def"), 30);
    let t = Otf2Trace::open(&anchor).unwrap();
    let e = t
        .events(LocationId(1))
        .err()
        .expect("damaged local definitions");
    assert_eq!(e.path, "traces/1.def");
    assert!(e.offset.is_some());
    assert_eq!(events(&t, 0), events(&original, 0));
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn missing_or_damaged_global_definitions_and_bad_anchors() {
    let dir = scratch("global");
    let anchor = copy_case("barrier", &dir);
    let def = dir.join("traces.def");
    let len = std::fs::metadata(&def).unwrap().len();
    truncate(&def, len / 3);
    let e = Otf2Trace::open(&anchor).unwrap_err();
    assert!(e.path.ends_with("traces.def") && e.offset.is_some(), "{e}");
    std::fs::remove_file(&def).unwrap();
    let e = Otf2Trace::open(&anchor).unwrap_err();
    assert!(
        e.path.ends_with("traces.def") && e.message.contains("cannot open"),
        "{e}"
    );

    let e = Otf2Trace::open(&dir.join("nothing.otf2")).unwrap_err();
    assert!(
        e.path.ends_with("nothing.otf2") && e.message.contains("no such anchor file"),
        "{e}"
    );
    let e = Otf2Trace::open(&dir).unwrap_err();
    assert!(e.message.contains("no such anchor file"), "{e}");
    let text = dir.join("notes.otf2");
    std::fs::write(&text, "hello, world\n").unwrap();
    let e = Otf2Trace::open(&text).unwrap_err();
    assert!(e.message.contains("no chunk header"), "{e}");
    std::fs::remove_dir_all(&dir).ok();
}

/// An event file written by hand: records of unknown types (with short and long length
/// prefixes) and an attribute list with a value of an unknown type are skipped by their
/// lengths, in both byte orders.
#[test]
fn unknown_records_are_skipped_by_their_length() {
    for big in [false, true] {
        let dir = scratch(&format!("unknown-{big}"));
        let anchor = copy_case("late_sender", &dir);
        let word = |v: u64| {
            if big {
                v.to_be_bytes()
            } else {
                v.to_le_bytes()
            }
        };
        let mut f: Vec<u8> = vec![3, if big { 0x23 } else { 0x42 }];
        f.extend(word(1));
        f.extend(word(4));
        f.push(5);
        f.extend(word(7_834_247_350_424));
        f.extend([200, 3, 1, 2, 3]); // unknown record, short length
        f.extend([12, 1, 0x93]); // ENTER region 147 (MPI_Init), no length prefix
        f.extend([250, 0xff]); // unknown record, long length
        f.extend(word(300));
        f.extend([7u8; 300]);
        f.extend([6, 6, 1, 1, 0, 99, 1, 42]); // attribute list: id 0, unknown type 99, value 42
        f.push(5);
        f.extend(word(7_834_247_351_424));
        f.extend([13, 1, 0x93]); // LEAVE
        f.extend([2, 1]);
        std::fs::write(dir.join("traces/0.evt"), &f).unwrap();
        let t = Otf2Trace::open(&anchor).unwrap();
        let c = t.record_counts().unwrap();
        assert_eq!(c.per_location[0], 4);
        assert_eq!(c.by_type["UNKNOWN"], 2);
        let ev = events(&t, 0);
        assert_eq!(ev.len(), 2);
        let init = t.defs().region_by_name("MPI_Init").unwrap();
        assert!(matches!(ev[0].kind, EventKind::Enter { region, .. } if region == init));
        assert!(matches!(ev[1].kind, EventKind::Exit { region } if region == init));
        let res = t.defs().timer_resolution as f64;
        assert_eq!(ev[1].time - ev[0].time, (1000.0 * 1e9 / res).round() as u64);
        let mut s = t.records(LocationId(0)).unwrap();
        let recs: Vec<_> = std::iter::from_fn(|| s.next_record().unwrap()).collect();
        assert_eq!(recs[3].attributes.len(), 1);
        assert_eq!(
            (
                recs[3].attributes[0].value_type,
                recs[3].attributes[0].value
            ),
            (99, 42)
        );
        std::fs::remove_dir_all(&dir).ok();
    }
}
