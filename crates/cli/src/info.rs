//! `ppw info`: what an experiment or OTF2 trace holds, verified by reading all of it (the
//! event counts are those read, not those the headers claim).

use crate::open::{open, Input};
use crate::status::{Sound, Status};
use anyhow::Result;
use ppw_event::{LocationId, TraceSource};
use std::path::Path;

pub(crate) fn run(path: &Path, json: bool) -> Result<i32> {
    let input = open(path)?;
    let mut status = Status::default();
    let check = verify(input.source());
    match &input {
        Input::Native(exp) => native_info(path, exp, &check, json, &mut status)?,
        Input::Otf2(t, anchor) => otf2_info(t, anchor, &check, json, &mut status)?,
    }
    Ok(status.code())
}

/// What reading every event (and stored profile) of every location found.
struct Verified {
    /// Events actually read.
    events: u64,
    /// Records of unknown kinds the readers skipped.
    skipped: u64,
    /// Records decoded (what block headers count; events where a reader does not count
    /// records): a call with calling context is one record but several events.
    records: u64,
    /// Read errors, one per damaged location.
    problems: Vec<String>,
}

/// Read everything once: `info` reports what is there, not what the headers claim.
fn verify(src: &dyn TraceSource) -> Verified {
    let sound = Sound::new(src);
    let (mut events, mut skipped, mut records) = (0u64, 0u64, 0u64);
    for l in 0..src.defs().locations.len() {
        let loc = LocationId(l as u32);
        if let Ok(mut s) = sound.events(loc) {
            let mut here = 0u64;
            while let Ok(Some(_)) = s.next_event() {
                here += 1;
            }
            events += here;
            skipped += s.skipped_records();
            records += s
                .records_read()
                .unwrap_or_else(|| here + s.skipped_records());
        }
        let _ = sound.profile(loc);
    }
    Verified {
        events,
        skipped,
        records,
        problems: sound.problems(),
    }
}

fn native_info(
    dir: &Path,
    exp: &ppw_format::Experiment,
    check: &Verified,
    json: bool,
    status: &mut Status,
) -> Result<()> {
    let s = exp.summary();
    let m = exp.manifest();
    let mut problems = s.problems.clone();
    problems.extend(check.problems.iter().cloned());
    // Block headers count records (docs/FORMAT.md), and so does the check: a record may be
    // read as several events (calling-context frames, counters) or none.
    let read = check.records;
    if s.mode == ppw_event::Mode::Trace && read < s.events {
        problems.push(format!(
            "the block headers claim {} event records, {read} could be read",
            s.events,
        ));
    } else if s.mode == ppw_event::Mode::Trace && read > s.events {
        // A damaged count in a block header: every record was read, nothing is missing (no
        // other command counts block headers either), so a note, not a warning.
        eprintln!(
            "ppw: note: the block headers claim {} event records, but {read} were read (a \
             damaged count); nothing is missing",
            s.events
        );
    }
    if check.skipped > 0 {
        problems.push(format!(
            "{} records of kinds this ppw does not know were skipped",
            check.skipped
        ));
    }
    let complete = problems.is_empty();
    let placement = ppw_event::Placement::of(ppw_event::TraceSource::defs(exp));
    let samples: usize = ppw_event::TraceSource::defs(exp)
        .rank_info
        .iter()
        .map(|i| i.samples.len())
        .sum();
    if json {
        let v = serde_json::json!({
            "path": dir.display().to_string(),
            "program": m.program,
            "ranks": s.ranks,
            "ranks_present": s.ranks_present,
            "locations": s.locations,
            "events": check.events,
            // What the block headers count: records, which `records_read` is checked against
            // (a call with calling context is one record but several events).
            "events_claimed": s.events,
            "records_read": check.records,
            "bytes": s.bytes,
            "event_bytes": s.event_bytes,
            "bytes_per_event": if check.events > 0 { s.event_bytes as f64 / check.events as f64 } else { 0.0 },
            "seconds": s.seconds,
            "mode": s.mode.name(),
            "samples": samples,
            "complete": complete,
            "problems": problems,
            "exit_status": m.exit_status,
            "launcher": m.launcher,
            "command": m.command,
            "placement": placement.as_ref().map(|p| serde_json::json!({
                "hosts": p.hosts.iter().map(|h| serde_json::json!({
                    "host": h.host, "ranks": h.ranks.len(), "cores": h.cores,
                })).collect::<Vec<_>>(),
                "oversubscribed": p.oversubscribed(),
                "run_delay_seconds": p.total_run_delay_ns() as f64 * 1e-9,
                "involuntary_switches": p.involuntary_switches.iter().fold(0u64, |a, x| a.saturating_add(*x)),
            })),
        });
        println!("{}", serde_json::to_string_pretty(&v)?);
    } else {
        println!("experiment  {}", dir.display());
        println!("program     {}", m.program);
        if !m.command.is_empty() {
            println!("command     {}", m.command.join(" "));
        }
        println!("mode        {}", s.mode.name());
        println!(
            "ranks       {} ({} with data, {} locations)",
            s.ranks, s.ranks_present, s.locations
        );
        println!("duration    {:.6} s", s.seconds);
        if let Some(p) = &placement {
            println!("placement   {}", p.describe());
            println!(
                "run delay   {:.6} s waiting for a CPU, summed over ranks ({} involuntary \
                 context switches)",
                p.total_run_delay_ns() as f64 * 1e-9,
                p.involuntary_switches
                    .iter()
                    .fold(0u64, |a, x| a.saturating_add(*x))
            );
        }
        if samples > 0 {
            println!("samples     {samples} program-counter samples (main threads)");
        }
        if s.mode == ppw_event::Mode::Trace {
            let per = if check.events > 0 {
                s.event_bytes as f64 / check.events as f64
            } else {
                0.0
            };
            println!(
                "events      {} read ({:.2} bytes/event in event blocks)",
                check.events, per
            );
        }
        println!("on disk     {}", human_bytes(s.bytes));
        println!(
            "status      {}",
            if complete { "complete" } else { "INCOMPLETE" }
        );
    }
    status.warn_all(problems);
    Ok(())
}

/// Info for an OTF2 trace (no manifest: counts from the definitions and the event files).
fn otf2_info(
    t: &ppw_otf2::Otf2Trace,
    anchor: &Path,
    check: &Verified,
    json: bool,
    status: &mut Status,
) -> Result<()> {
    let d = t.defs();
    // OTF2 counts every record; ppw reads the event records it knows (the same or fewer).
    let declared: u64 = (0..d.locations.len())
        .filter_map(|l| t.declared_events(LocationId(l as u32)))
        .sum();
    let bytes = archive_size(anchor);
    let mut problems = d.warnings.clone();
    problems.extend(check.problems.iter().cloned());
    if json {
        let v = serde_json::json!({
            "path": anchor.display().to_string(), "format": "otf2", "program": d.program,
            "ranks": d.ranks, "locations": d.locations.len(), "events": check.events,
            "records_declared": declared, "bytes": bytes, "mode": "trace",
            "complete": problems.is_empty(), "problems": problems,
        });
        println!("{}", serde_json::to_string_pretty(&v)?);
    } else {
        println!("OTF2 trace  {}", anchor.display());
        println!("program     {}", d.program);
        println!("ranks       {} ({} locations)", d.ranks, d.locations.len());
        println!(
            "events      {} read ({declared} event records declared)",
            check.events
        );
        println!("on disk     {}", human_bytes(bytes));
        println!(
            "status      {}",
            if problems.is_empty() {
                "readable"
            } else {
                "DAMAGED"
            }
        );
    }
    status.warn_all(problems);
    Ok(())
}

/// Bytes of an OTF2 archive: the anchor, its global definitions and its folder of location
/// files (`traces.otf2`, `traces.def`, `traces/`), nothing else next to them.
fn archive_size(anchor: &Path) -> u64 {
    let size = |p: &Path| std::fs::metadata(p).map_or(0, |m| m.len());
    let stem = anchor.with_extension("");
    size(anchor) + size(&stem.with_extension("def")) + dir_size(&stem)
}

fn dir_size(dir: &Path) -> u64 {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return 0;
    };
    rd.filter_map(|e| e.ok())
        .map(|e| match e.metadata() {
            Ok(m) if m.is_dir() => dir_size(&e.path()),
            Ok(m) => m.len(),
            Err(_) => 0,
        })
        .sum()
}

/// `1234567` -> `1.2 MiB`.
pub(crate) fn human_bytes(b: u64) -> String {
    const UNITS: [&str; 5] = ["B", "KiB", "MiB", "GiB", "TiB"];
    let mut v = b as f64;
    let mut u = 0;
    while v >= 1024.0 && u + 1 < UNITS.len() {
        v /= 1024.0;
        u += 1;
    }
    if u == 0 {
        format!("{b} B")
    } else {
        format!("{v:.1} {}", UNITS[u])
    }
}
