//! Helpers shared by the integration tests.
#![allow(dead_code)]

use ppw_event::{collect_events, Event, EventKind, LocationId, TraceSource};
use std::path::{Path, PathBuf};
use std::process::Command;

/// The ten Score-P fixtures.
pub const CASES: [&str; 10] = [
    "late_sender",
    "late_receiver",
    "wrong_order",
    "barrier",
    "allreduce_nxn",
    "late_bcast",
    "early_reduce",
    "early_scan",
    "nonblocking",
    "mixed",
];

pub fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/fixtures/otf2")
}

pub fn anchor(case: &str) -> PathBuf {
    fixtures().join(case).join("traces.otf2")
}

pub fn scalasca(case: &str) -> serde_json::Value {
    let text = std::fs::read_to_string(fixtures().join(case).join("scalasca.json")).unwrap();
    serde_json::from_str(&text).unwrap()
}

/// A fresh, empty scratch directory for one test.
pub fn scratch(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("ppw-otf2-test-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// Copy a fixture archive (anchor, global defs, location files) into `dst`.
pub fn copy_case(case: &str, dst: &Path) -> PathBuf {
    let src = fixtures().join(case);
    std::fs::create_dir_all(dst.join("traces")).unwrap();
    for f in ["traces.otf2", "traces.def"] {
        std::fs::copy(src.join(f), dst.join(f)).unwrap();
    }
    for e in std::fs::read_dir(src.join("traces")).unwrap() {
        let e = e.unwrap();
        std::fs::copy(e.path(), dst.join("traces").join(e.file_name())).unwrap();
    }
    dst.join("traces.otf2")
}

/// All events of a location.
pub fn events(src: &dyn TraceSource, loc: u32) -> Vec<Event> {
    collect_events(&mut *src.events(LocationId(loc)).unwrap()).unwrap()
}

/// `otf2-print`, if installed. Without it the calling test is skipped with a message, unless
/// `PPW_REQUIRE_TOOLS=1` is set, in which case it fails.
pub fn otf2_print() -> Option<&'static str> {
    let ok = Command::new("otf2-print")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    if ok {
        return Some("otf2-print");
    }
    if std::env::var("PPW_REQUIRE_TOOLS").as_deref() == Ok("1") {
        panic!("otf2-print is required (PPW_REQUIRE_TOOLS=1) but not installed (apt-get install otf2-tools)");
    }
    eprintln!("SKIPPED: otf2-print not found (apt-get install otf2-tools); set PPW_REQUIRE_TOOLS=1 to fail instead");
    None
}

/// Run `otf2-print` on an anchor file and return its event lines as (location, name, timestamp)
/// in output order. Panics if the tool fails.
pub fn otf2_print_events(tool: &str, anchor: &Path) -> Vec<(u64, String, u64)> {
    let out = Command::new(tool).arg(anchor).output().unwrap();
    assert!(
        out.status.success(),
        "otf2-print failed on {}: {}",
        anchor.display(),
        String::from_utf8_lossy(&out.stderr)
    );
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        !stderr.contains("error"),
        "otf2-print reported errors: {stderr}"
    );
    let text = String::from_utf8_lossy(&out.stdout);
    let mut v = Vec::new();
    for line in text.lines() {
        let mut it = line.split_whitespace();
        let (Some(name), Some(loc), Some(time)) = (it.next(), it.next(), it.next()) else {
            continue;
        };
        if !name.chars().all(|c| c.is_ascii_uppercase() || c == '_') {
            continue;
        }
        if let (Ok(loc), Ok(time)) = (loc.parse::<u64>(), time.parse::<u64>()) {
            v.push((loc, name.to_string(), time));
        }
    }
    v
}

/// A comparable rendering of an event: ids replaced by what they stand for.
pub fn describe(src: &dyn TraceSource, e: &Event) -> String {
    let d = src.defs();
    let comm = |c: ppw_event::CommId| match d.comm(c) {
        Some(c) => format!("{}{:?}{:?}", c.name, c.kind, c.members),
        None => "-".to_string(),
    };
    let region = |r: ppw_event::RegionId| {
        d.regions
            .get(r.index())
            .map_or("?".to_string(), |r| r.name.clone())
    };
    match e.kind {
        EventKind::Enter {
            region: r,
            callsite,
        } => {
            let cs = d
                .callsites
                .get(callsite.index())
                .map(|c| format!("{:?}:{}", c.file, c.line));
            format!("enter {} {:?}", region(r), cs)
        }
        EventKind::Exit { region: r } => format!("exit {}", region(r)),
        EventKind::Send {
            comm: c,
            peer,
            tag,
            bytes,
            request,
        } => {
            format!("send {} {peer} {tag} {bytes} {}", comm(c), request.0)
        }
        EventKind::Recv {
            comm: c,
            peer,
            tag,
            bytes,
            request,
        } => {
            format!("recv {} {peer} {tag} {bytes} {}", comm(c), request.0)
        }
        EventKind::RecvPost {
            comm: c,
            peer,
            tag,
            request,
        } => format!("post {} {peer} {tag} {}", comm(c), request.0),
        EventKind::Collective {
            comm: c,
            root,
            sent,
            received,
            request,
        } => {
            format!("coll {} {root} {sent} {received} {}", comm(c), request.0)
        }
        EventKind::Rma {
            op,
            comm: c,
            target,
            bytes,
            request,
        } => {
            format!("rma {op:?} {} {target} {bytes} {}", comm(c), request.0)
        }
        EventKind::Marker { region: r } => format!("marker {}", region(r)),
        k => format!("{k:?}"),
    }
}

/// Assert that two sources hold the same events per (rank, thread): same kinds, peers, tags,
/// bytes, communicators (by name and members) and region names; times within `tol` ns.
/// `skip_b` drops events of `b` before comparing.
pub fn assert_same_events(
    a: &dyn TraceSource,
    b: &dyn TraceSource,
    tol: u64,
    skip_b: &dyn Fn(&Event) -> bool,
) {
    let (da, db) = (a.defs(), b.defs());
    assert_eq!(da.ranks, db.ranks);
    assert_eq!(da.locations.len(), db.locations.len());
    for (ia, la) in da.locations.iter().enumerate() {
        let ib = db
            .locations
            .iter()
            .position(|l| l.rank == la.rank && l.thread == la.thread)
            .unwrap_or_else(|| panic!("no location rank {} thread {}", la.rank, la.thread));
        let ea = events(a, ia as u32);
        let eb: Vec<Event> = events(b, ib as u32)
            .into_iter()
            .filter(|e| !skip_b(e))
            .collect();
        assert_eq!(
            ea.len(),
            eb.len(),
            "event count of rank {} thread {}",
            la.rank,
            la.thread
        );
        for (k, (x, y)) in ea.iter().zip(&eb).enumerate() {
            assert!(
                x.time.abs_diff(y.time) <= tol,
                "rank {} thread {} event {k}: time {} vs {}",
                la.rank,
                la.thread,
                x.time,
                y.time
            );
            assert_eq!(
                describe(a, x),
                describe(b, y),
                "rank {} thread {} event {k}",
                la.rank,
                la.thread
            );
        }
    }
}
