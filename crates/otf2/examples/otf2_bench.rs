//! OTF2 benchmark: read throughput on a large synthetic trace, and the size of the OTF2 export
//! compared with ppw's native format for the same trace.
//!
//! ```text
//! cargo run --release -p ppw-otf2 --example otf2_bench -- [--events N] [--ranks R] [--dir D] [--keep]
//! ```
//!
//! The trace (default 10 M events over 8 ranks) is generated on the fly, written as OTF2 and
//! as a native experiment into a scratch directory (removed afterwards unless `--keep`), and
//! read back. Timings are printed, never asserted.

use ppw_event::{LocationId, TraceSource};
use ppw_otf2::{write_otf2_with, Otf2Trace, WriteOptions};
use std::path::{Path, PathBuf};
use std::time::Instant;

fn dir_size(p: &Path) -> (u64, usize) {
    let mut total = 0;
    let mut files = 0;
    if let Ok(rd) = std::fs::read_dir(p) {
        for e in rd.flatten() {
            let path = e.path();
            if path.is_dir() {
                let (b, f) = dir_size(&path);
                total += b;
                files += f;
            } else if let Ok(m) = e.metadata() {
                total += m.len();
                files += 1;
            }
        }
    }
    (total, files)
}

/// Read every location's neutral events, one thread per location; returns the event count.
fn read_parallel(t: &dyn TraceSource) -> u64 {
    let n = t.defs().locations.len();
    std::thread::scope(|s| {
        let handles: Vec<_> = (0..n)
            .map(|l| {
                s.spawn(move || {
                    let mut s = t.events(LocationId(l as u32)).expect("stream");
                    let mut k = 0u64;
                    while s.next_event().expect("event").is_some() {
                        k += 1;
                    }
                    k
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("reader thread"))
            .sum()
    })
}

fn read_sequential(t: &dyn TraceSource) -> u64 {
    let mut k = 0;
    for l in 0..t.defs().locations.len() {
        let mut s = t.events(LocationId(l as u32)).expect("stream");
        while s.next_event().expect("event").is_some() {
            k += 1;
        }
    }
    k
}

fn rate(n: u64, secs: f64) -> String {
    format!("{:.1} M/s", n as f64 / secs / 1e6)
}

fn main() {
    let mut events: u64 = 10_000_000;
    let mut ranks: u32 = 8;
    let mut dir: Option<PathBuf> = None;
    let mut keep = false;
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        match a.as_str() {
            "--events" => {
                events = args
                    .next()
                    .and_then(|v| v.parse().ok())
                    .expect("--events N")
            }
            "--ranks" => ranks = args.next().and_then(|v| v.parse().ok()).expect("--ranks R"),
            "--dir" => dir = args.next().map(PathBuf::from),
            "--keep" => keep = true,
            _ => {
                eprintln!("usage: otf2_bench [--events N] [--ranks R] [--dir D] [--keep]");
                std::process::exit(2);
            }
        }
    }
    let per_iteration = 11.3 * ranks as f64;
    let iterations = (events as f64 / per_iteration).ceil() as u64;
    let src = ppw_synth::ring::RingTrace::new(ranks, iterations);
    let total = src.total_events();
    let base = dir.unwrap_or_else(|| {
        std::env::temp_dir().join(format!("ppw-otf2-bench-{}", std::process::id()))
    });
    let otf2_dir = base.join("otf2");
    let native_dir = base.join("native");
    let _ = std::fs::remove_dir_all(&base);
    println!("synthetic trace: {ranks} ranks x {iterations} iterations = {total} events");

    let t0 = Instant::now();
    let summary = write_otf2_with(&src, &otf2_dir, &WriteOptions::default()).expect("write OTF2");
    let write_s = t0.elapsed().as_secs_f64();
    let (otf2_bytes, otf2_files) = dir_size(&otf2_dir);
    println!(
        "OTF2 write:        {:8.2} s  {}  ({} records, {} files, {:.1} MB)",
        write_s,
        rate(summary.events_read, write_s),
        summary.records_written,
        otf2_files,
        otf2_bytes as f64 / 1e6
    );

    let t0 = Instant::now();
    let trace = Otf2Trace::open(&summary.anchor).expect("open OTF2");
    println!("OTF2 open:         {:8.3} s", t0.elapsed().as_secs_f64());

    let t0 = Instant::now();
    let mut records = 0u64;
    for l in 0..trace.defs().locations.len() {
        let mut s = trace.records(LocationId(l as u32)).expect("records");
        while s.next_record().expect("record").is_some() {
            records += 1;
        }
    }
    let raw_s = t0.elapsed().as_secs_f64();
    println!(
        "OTF2 read records: {:8.2} s  {}  (1 thread, {records} records)",
        raw_s,
        rate(records, raw_s)
    );

    let t0 = Instant::now();
    let n = read_sequential(&trace);
    let seq_s = t0.elapsed().as_secs_f64();
    println!(
        "OTF2 read events:  {:8.2} s  {}  (1 thread, {n} neutral events)",
        seq_s,
        rate(n, seq_s)
    );
    assert_eq!(
        n, summary.records_written,
        "every event read back (with the added collective begins)"
    );

    let t0 = Instant::now();
    let n = read_parallel(&trace);
    let par_s = t0.elapsed().as_secs_f64();
    println!(
        "OTF2 read events:  {:8.2} s  {}  ({} threads)",
        par_s,
        rate(n, par_s),
        trace.defs().locations.len()
    );

    let t0 = Instant::now();
    let manifest = ppw_format::Manifest::new("trace", &src.defs().program, Vec::new(), "synthetic");
    ppw_format::write_experiment(&native_dir, &src, &manifest).expect("write native");
    let nwrite_s = t0.elapsed().as_secs_f64();
    let (native_bytes, native_files) = dir_size(&native_dir);
    println!(
        "native write:      {:8.2} s  {}  ({} files, {:.1} MB)",
        nwrite_s,
        rate(total, nwrite_s),
        native_files,
        native_bytes as f64 / 1e6
    );
    let exp = ppw_format::Experiment::open(&native_dir).expect("open native");
    let t0 = Instant::now();
    let n = read_sequential(&exp);
    let nread_s = t0.elapsed().as_secs_f64();
    println!(
        "native read:       {:8.2} s  {}  (1 thread)",
        nread_s,
        rate(n, nread_s)
    );

    println!(
        "size: OTF2 {:.1} MB ({:.2} B/event) vs native {:.1} MB ({:.2} B/event): OTF2 is {:.2}x native",
        otf2_bytes as f64 / 1e6,
        otf2_bytes as f64 / total as f64,
        native_bytes as f64 / 1e6,
        native_bytes as f64 / total as f64,
        otf2_bytes as f64 / native_bytes as f64
    );
    // The same comparison on a real Score-P trace (less regular than the synthetic one).
    let fixture = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/fixtures/otf2/mixed");
    if fixture.is_dir() {
        let scorep = Otf2Trace::open(&fixture.join("traces.otf2")).expect("open fixture");
        let n: u64 = (0..scorep.defs().locations.len())
            .map(|l| {
                let mut s = scorep.events(LocationId(l as u32)).expect("stream");
                std::iter::from_fn(|| s.next_event().expect("event")).count() as u64
            })
            .sum();
        let orig = dir_size(&fixture.join("traces")).0
            + ["traces.otf2", "traces.def"]
                .iter()
                .map(|f| std::fs::metadata(fixture.join(f)).map_or(0, |m| m.len()))
                .sum::<u64>();
        let out = base.join("mixed-otf2");
        write_otf2_with(&scorep, &out, &WriteOptions::default()).expect("export fixture");
        let ours = dir_size(&out).0;
        let nat = base.join("mixed-native");
        let manifest =
            ppw_format::Manifest::new("trace", &scorep.defs().program, Vec::new(), "score-p");
        ppw_format::write_experiment(&nat, &scorep, &manifest).expect("native fixture");
        let native = dir_size(&nat).0;
        println!(
            "Score-P 'mixed' fixture ({n} events): Score-P OTF2 {orig} B, ppw's OTF2 export {ours} B ({:.2} B/event), native {native} B ({:.2} B/event): OTF2 export is {:.2}x native",
            ours as f64 / n as f64,
            native as f64 / n as f64,
            ours as f64 / native as f64
        );
    }
    if keep {
        println!("kept {}", base.display());
    } else {
        let _ = std::fs::remove_dir_all(&base);
    }
}
