//! End-to-end benchmark of `ppw_analysis::analyze` on a native experiment on disk.
//!
//! ```text
//! # write a synthetic experiment (64 ranks x 800k events = 51.2 M events)
//! cargo run --release -p ppw-analysis --example bench_analyze -- gen /tmp/synth --ranks 64 --events 800000
//! # read + match + patterns + cause + JSON write, with 1 and 2 threads
//! /usr/bin/time -v target/release/examples/bench_analyze run /tmp/synth --threads 1
//! # a one-sided program instead (fence epochs, gets, lock epochs: ppw_synth::rma)
//! cargo run --release -p ppw-analysis --example bench_analyze -- gen-rma /tmp/rma --ranks 64 --iterations 5000
//! ```
//!
//! `run --memory GB` gives the analysis that memory budget for its records (issue 15).
//!
//! `run` prints events, seconds, events/s, events/s per thread, and the peak resident set size
//! divided by the number of events (from `/proc/self/status`, like `/usr/bin/time -v`).

use ppw_analysis::{analyze, Options};
use ppw_synth::{SynthConfig, SynthTrace};
use std::path::PathBuf;
use std::time::Instant;

fn arg<T: std::str::FromStr>(args: &[String], name: &str, default: T) -> T {
    args.iter()
        .position(|a| a == name)
        .and_then(|i| args.get(i + 1))
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn peak_rss_kib() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmHWM:"))
                .and_then(|l| l.split_whitespace().nth(1).and_then(|v| v.parse().ok()))
        })
        .unwrap_or(0)
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let usage = "usage: bench_analyze gen DIR [--ranks N] [--events PER_RANK] [--kernels K] [--seed S] [--skew NS]\n       bench_analyze gen-rma DIR [--ranks N] [--iterations I]\n       bench_analyze run DIR [--threads N] [--json FILE] [--no-cause] [--no-root-cause] [--no-critical-path] [--memory GB]\n       bench_analyze read DIR";
    if args.len() < 3 {
        eprintln!("{usage}");
        std::process::exit(2);
    }
    let dir = PathBuf::from(&args[2]);
    match args[1].as_str() {
        "gen" => {
            let cfg = SynthConfig {
                ranks: arg(&args, "--ranks", 64),
                events_per_rank: arg(&args, "--events", 800_000),
                kernels: arg(&args, "--kernels", 4),
                seed: arg(&args, "--seed", 1),
                skew_ns: arg(&args, "--skew", 0),
                ..Default::default()
            };
            let t0 = Instant::now();
            let t = SynthTrace::new(cfg);
            let mut m = ppw_format::Manifest::new("trace", "synthetic", vec![], "none");
            m.exit_status = Some(0);
            ppw_format::write_experiment(&dir, &t, &m).expect("write experiment");
            println!(
                "wrote {} ({} ranks, {} iterations each) in {:.1} s",
                dir.display(),
                cfg.ranks,
                t.iterations(),
                t0.elapsed().as_secs_f64()
            );
        }
        "gen-rma" => {
            let t0 = Instant::now();
            let t = ppw_synth::rma::RmaTrace::new(
                arg(&args, "--ranks", 64),
                arg(&args, "--iterations", 5000),
            );
            let mut m = ppw_format::Manifest::new("trace", "synthetic_rma", vec![], "none");
            m.exit_status = Some(0);
            ppw_format::write_experiment(&dir, &t, &m).expect("write experiment");
            println!(
                "wrote {} ({} events) in {:.1} s",
                dir.display(),
                t.total_events(),
                t0.elapsed().as_secs_f64()
            );
        }
        "read" => {
            // The floor: stream every event through the reader, nothing else.
            use ppw_event::TraceSource;
            let t0 = Instant::now();
            let exp = ppw_format::Experiment::open(&dir).expect("open experiment");
            let mut n = 0u64;
            for l in 0..exp.defs().locations.len() {
                let mut s = exp.events(ppw_event::LocationId(l as u32)).expect("stream");
                while let Ok(Some(_)) = s.next_event() {
                    n += 1;
                }
            }
            let secs = t0.elapsed().as_secs_f64();
            println!(
                "read {n} events in {secs:.3} s: {:.3} M events/s (1 thread)",
                n as f64 / secs / 1e6
            );
        }
        "run" => {
            let threads: usize = arg(&args, "--threads", 0);
            let json: PathBuf = arg(&args, "--json", dir.join("analysis.json"));
            let t0 = Instant::now();
            let exp = ppw_format::Experiment::open(&dir).expect("open experiment");
            let memory: f64 = arg(&args, "--memory", -1.0);
            let opts = Options {
                threads,
                cause: !args.iter().any(|a| a == "--no-cause"),
                root_cause: !args.iter().any(|a| a == "--no-root-cause"),
                critical_path: !args.iter().any(|a| a == "--no-critical-path"),
                memory: (memory >= 0.0).then_some((memory * 1e9) as u64),
                ..Default::default()
            };
            let a = analyze(&exp, &opts).expect("analysis");
            std::fs::write(&json, a.to_json()).expect("write json");
            let secs = t0.elapsed().as_secs_f64();
            let n = if threads == 0 {
                rayon_threads()
            } else {
                threads
            };
            let ev = a.summary.events;
            let rss = peak_rss_kib();
            println!("events            {ev}");
            println!("spilled           {:.1} MB", a.spilled_bytes as f64 / 1e6);
            println!("threads           {n}");
            println!("seconds           {secs:.3}");
            println!("events/s          {:.3} M", ev as f64 / secs / 1e6);
            println!(
                "events/s/thread   {:.3} M",
                ev as f64 / secs / 1e6 / n as f64
            );
            println!("peak RSS          {:.1} MiB", rss as f64 / 1024.0);
            println!("bytes/event (RSS) {:.2}", rss as f64 * 1024.0 / ev as f64);
            println!("findings          {}", a.findings.len());
            println!("messages          {}", a.summary.messages);
        }
        _ => {
            eprintln!("{usage}");
            std::process::exit(2);
        }
    }
}

fn rayon_threads() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}
