//! `ppw info`: what an experiment holds.

use crate::open::{open, Input};
use anyhow::Result;
use std::path::Path;

pub(crate) fn run(dir: &Path, json: bool) -> Result<i32> {
    let input = open(dir)?;
    let exp = match &input {
        Input::Native(exp) => exp,
        Input::Otf2(t) => return otf2_info(dir, t, json),
    };
    let s = exp.summary();
    let m = exp.manifest();
    if json {
        let v = serde_json::json!({
            "path": dir.display().to_string(),
            "program": m.program,
            "ranks": s.ranks,
            "ranks_present": s.ranks_present,
            "locations": s.locations,
            "events": s.events,
            "bytes": s.bytes,
            "event_bytes": s.event_bytes,
            "bytes_per_event": if s.events > 0 { s.event_bytes as f64 / s.events as f64 } else { 0.0 },
            "seconds": s.seconds,
            "mode": s.mode.name(),
            "complete": s.complete,
            "problems": s.problems,
            "exit_status": m.exit_status,
            "launcher": m.launcher,
            "command": m.command,
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
        if s.mode == ppw_event::Mode::Trace {
            let per = if s.events > 0 {
                s.event_bytes as f64 / s.events as f64
            } else {
                0.0
            };
            println!(
                "events      {} ({:.2} bytes/event in event blocks)",
                s.events, per
            );
        }
        println!("on disk     {}", human_bytes(s.bytes));
        if s.complete {
            println!("status      complete");
        } else {
            println!("status      INCOMPLETE");
            for p in &s.problems {
                println!("  - {p}");
            }
        }
    }
    Ok(0)
}

/// Info for an OTF2 trace (no manifest: counts from the definitions).
fn otf2_info(path: &Path, t: &ppw_otf2::Otf2Trace, json: bool) -> Result<i32> {
    use ppw_event::TraceSource;
    let d = t.defs();
    let events: u64 = (0..d.locations.len())
        .filter_map(|l| t.declared_events(ppw_event::LocationId(l as u32)))
        .sum();
    let dir = path.parent().unwrap_or(Path::new("."));
    let bytes = dir_size(dir);
    if json {
        let v = serde_json::json!({
            "path": path.display().to_string(), "format": "otf2", "program": d.program,
            "ranks": d.ranks, "locations": d.locations.len(), "events": events, "bytes": bytes,
            "mode": "trace", "complete": d.warnings.is_empty(), "problems": d.warnings,
        });
        println!("{}", serde_json::to_string_pretty(&v)?);
    } else {
        println!("OTF2 trace  {}", path.display());
        println!("program     {}", d.program);
        println!("ranks       {} ({} locations)", d.ranks, d.locations.len());
        println!("events      {events}");
        println!("on disk     {}", human_bytes(bytes));
        for w in &d.warnings {
            println!("  - {w}");
        }
    }
    Ok(0)
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
