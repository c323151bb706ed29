//! The terminal report of real traces: sections present, 80 columns respected.

use ppw_analysis::{analyze, Options};
use std::path::Path;

fn fixture(case: &str) -> ppw_analysis::Analysis {
    let p = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests/fixtures/otf2")
        .join(case);
    let t = ppw_otf2::Otf2Trace::open(&p.join("traces.otf2")).expect("fixture");
    analyze(&t, &Options::default()).expect("analysis")
}

#[test]
fn mixed_fixture_report_fits_80_columns() {
    let a = fixture("mixed");
    let text = ppw_report::terminal(&a, 80);
    if std::env::var_os("PPW_SHOW_REPORT").is_some() {
        println!("{text}");
    }
    for l in text.lines() {
        assert!(l.chars().count() <= 80, "too long: {l:?}");
    }
    for section in [
        "Time per rank",
        "Top regions",
        "Findings",
        "Metrics",
        "cause:",
        "hint:",
    ] {
        assert!(text.contains(section), "{section}");
    }
    assert!(text.contains("clock-condition violations repaired"));
    assert!(text.contains("late_sender in "));
}

#[test]
fn report_data_breakdown_adds_up() {
    let a = fixture("barrier");
    let d = ppw_report::ReportData::new(&a);
    assert_eq!(d.ranks_times.len(), 4);
    for r in &d.ranks_times {
        let parts = r.computation + r.p2p + r.collective + r.sync + r.other;
        assert!((parts - r.total).abs() < 1e-9, "{r:?}");
        assert!(r.sync > 0.0 || r.rank == 3);
    }
    assert!(d.top_regions.len() <= 10);
    assert_eq!(d.metrics[0].id, "time");
    assert!((d.metrics[0].fraction.unwrap() - 1.0).abs() < 1e-12);
}

#[test]
fn warnings_are_listed() {
    let mut a = fixture("late_sender");
    a.warnings
        .push("rank 3: skipped, its events cannot be read: rank-00003.ppw: truncated".into());
    let text = ppw_report::terminal(&a, 80);
    assert!(text.contains("Warnings"));
    assert!(text.contains("rank 3: skipped"));
}

/// Three ranks taking turns with 30 ms of work while the others do 10 ms, then a barrier.
fn rotating(ranks: u32, iters: u64, long: u64, short: u64) -> ppw_analysis::Analysis {
    const MS: u64 = 1_000_000;
    let mut b = ppw_event::TraceBuilder::new(ranks);
    for r in 0..ranks as u64 {
        let l = &mut b.rank(r as u32);
        l.enter(0, "main").enter(0, "MPI_Init").exit(MS);
        let mut t = MS;
        for i in 0..iters {
            let d = if i % ranks as u64 == r { long } else { short };
            l.enter(t, "work").exit(t + d * MS);
            l.barrier(t + d * MS, t + long * MS);
            t += long * MS;
        }
        l.enter(t, "MPI_Finalize").exit(t + MS).exit(t + MS);
    }
    analyze(&b.build(), &Options::default()).expect("analysis")
}

#[test]
fn automatic_analysis_sections_fit_80_columns() {
    let mut a = rotating(3, 6, 30, 10);
    a.speed = Some(ppw_analysis::Speed {
        seconds: 0.5,
        events_per_second: 2.4e7,
        threads: 2,
        processes: 1,
        partitioned: Vec::new(),
    });
    let text = ppw_report::terminal(&a, 80);
    if std::env::var_os("PPW_SHOW_REPORT").is_some() {
        println!("{text}");
    }
    for l in text.lines() {
        assert!(l.chars().count() <= 80, "too long: {l:?}");
    }
    for s in [
        "load_imbalance in main/work",
        "what:  Block level: the 5 blocks from",
        "redundant_barrier in main/MPI_Barrier",
        "Load balance",
        "blocks between global synchronizations",
        "region main/work",
        "Notes",
        "no baseline file",
        "thresholds: min_fraction=0.01",
        "imbalance=1.3",
        "speed: 500.0\u{a0}ms for",
        "24.0\u{a0}M events/s on 2 threads",
    ] {
        assert!(text.contains(s), "{s:?} missing:\n{text}");
    }
}

#[test]
fn comparison_report_fits_80_columns() {
    let small = rotating(2, 4, 20, 20);
    let big = rotating(4, 4, 10, 10);
    let c = ppw_analysis::compare(
        &[("runs/two".into(), &small), ("runs/four".into(), &big)],
        false,
    )
    .expect("comparable");
    let text = ppw_report::comparison(&c, 80);
    if std::env::var_os("PPW_SHOW_REPORT").is_some() {
        println!("{text}");
    }
    for l in text.lines() {
        assert!(l.chars().count() <= 80, "too long: {l:?}");
    }
    for s in [
        "scalability analysis of 2 runs",
        "speed-up",
        "efficiency",
        "main/work",
    ] {
        assert!(text.contains(s), "{s:?} missing:\n{text}");
    }
    let rev = ppw_analysis::compare(&[("a".into(), &small), ("b".into(), &small)], false).unwrap();
    let text = ppw_report::comparison(&rev, 80);
    assert!(text.contains("revision analysis"), "{text}");
    assert!(text.contains("Run 2 against run 1"), "{text}");
}

/// The HTML report of a 1,024-rank run stays small (issue 14: at most 10 MB) and lays out
/// every section, the breakdown as bands with outliers, transfers binned.
#[test]
fn html_report_of_1024_ranks_is_small() {
    let t = ppw_synth::SynthTrace::new(ppw_synth::SynthConfig {
        ranks: 1024,
        events_per_rank: 300,
        ..Default::default()
    });
    let opts = Options {
        wait_intervals: true,
        ..Default::default()
    };
    let a = analyze(&t, &opts).expect("analysis");
    let none = |_: &str| None;
    let page = ppw_report::html(
        &a,
        &ppw_report::HtmlOptions {
            command: Vec::new(),
            source: &none,
            timeline_hint: String::new(),
        },
    );
    assert!(page.len() <= 10 << 20, "{} bytes", page.len());
    for id in [
        "summary",
        "breakdown",
        "callpaths",
        "transfers",
        "balance",
        "timeline",
        "notes",
    ] {
        assert!(page.contains(&format!("<section id=\"{id}\"")), "{id}");
    }
    assert!(page.contains("1024 ranks: per category the mean"));
    assert!(page.contains("Ranks with the most time"));
}

/// The findings come first: what to fix first (the findings by how much shorter the run would
/// be without them) on the first screen (24 lines) of the report, then all findings by cost,
/// then the rest.
#[test]
fn findings_come_first() {
    let a = fixture("mixed");
    assert!(!a.findings.is_empty());
    let text = ppw_report::terminal(&a, 80);
    let lines: Vec<&str> = text.lines().collect();
    let at = |s: &str| {
        lines
            .iter()
            .position(|l| l.trim_start().starts_with(s))
            .unwrap()
    };
    assert!(at("What to fix first") < at("Findings, by cost"), "{text}");
    assert!(at("Findings, by cost") < at("Time per rank"), "{text}");
    // The first row of the table: gain, cost, "N. kind in call path".
    let first = lines[at("gain") + 1];
    assert!(first.contains(" in prog/"), "{first}");
    assert!(at("gain") + 1 < 24, "{text}");
}

/// Metric rows zero on every rank are hidden and counted: an MPI-only program has no
/// one-sided rows.
#[test]
fn all_zero_metric_rows_are_hidden_and_counted() {
    let a = rotating(3, 6, 30, 10);
    let d = ppw_report::ReportData::new(&a);
    let zero: Vec<&str> = d
        .metrics
        .iter()
        .filter(|m| m.zero)
        .map(|m| m.id.as_str())
        .collect();
    assert!(
        zero.contains(&"mpi_rma_comm") && zero.len() >= 20,
        "{zero:?}"
    );
    let text = ppw_report::terminal(&a, 80);
    let metrics = text.split("Metrics (inclusive").nth(1).unwrap();
    let metrics = metrics.split("\n\n").next().unwrap();
    for id in &zero {
        assert!(
            !metrics
                .lines()
                .any(|l| l.split_whitespace().next() == Some(id)),
            "{id} shown:\n{metrics}"
        );
    }
    assert!(
        metrics.contains(&format!(
            "({} metrics zero on every rank not shown)",
            zero.len()
        )),
        "{metrics}"
    );
    assert!(metrics.contains("wait_at_barrier"), "{metrics}");
}

/// Hostile bytes appended to a string: escape sequences that clear the screen and set the
/// window title, a CSI as one C1 character, line breaks, a tab, a bidirectional override.
const HOSTILE: &str = "\u{1b}]0;pwned\u{7}\u{1b}[2J\r\n\t\u{9b}31m\u{202e}";

/// Every string of `v` with [`HOSTILE`] appended, except the keys the report matches on
/// (metric ids and units), so that every section is still laid out.
fn poison(v: &mut serde_json::Value, key: &str) {
    let structural = matches!(key, "id" | "parent" | "unit" | "metric" | "mode" | "kind");
    match v {
        serde_json::Value::String(s) if !structural => s.push_str(HOSTILE),
        serde_json::Value::Array(a) => a.iter_mut().for_each(|x| poison(x, key)),
        serde_json::Value::Object(o) => o.iter_mut().for_each(|(k, x)| poison(x, k)),
        _ => {}
    }
}

fn safe(text: &str, width: usize) {
    for c in text.chars() {
        assert!(
            c == '\n' || !(c.is_control() || ('\u{202a}'..='\u{202e}').contains(&c)),
            "{c:?} reached the terminal:\n{text}"
        );
    }
    for l in text.lines() {
        assert!(l.chars().count() <= width, "too long: {l:?}");
    }
}

/// No name from the input reaches the terminal raw: every string of a real analysis (region,
/// phase, window and object names, call paths, texts) made hostile, the report shows them
/// escaped, every line within the width.
#[test]
fn names_from_the_input_are_escaped_for_the_terminal() {
    let mut a = fixture("mixed");
    a.warnings.push("rank 3: skipped".into());
    a.phase = Some("phase".into());
    a.phases = vec![ppw_analysis::Phase {
        name: "phase".into(),
        seconds: 1.0,
        fraction: 0.5,
        findings: vec![0],
        ..Default::default()
    }];
    a.topologies = vec![ppw_analysis::TopologyReport {
        communicator: "grid".into(),
        kind: "cartesian".into(),
        ..Default::default()
    }];
    a.data_structures = vec![ppw_analysis::DataStructure {
        name: "buf".into(),
        kind: "named".into(),
        ci: 0.5,
        functions: vec![ppw_analysis::DataFunction {
            function: "exchange".into(),
            ..Default::default()
        }],
        pairs: vec![ppw_analysis::DataPair {
            to: "other".into(),
            ..Default::default()
        }],
        ..Default::default()
    }];
    a.one_sided = vec![ppw_analysis::WindowStats {
        window: "win".into(),
        objects: vec![("object".into(), 1, 8)],
        ..Default::default()
    }];
    a.shared_objects = vec![ppw_analysis::SharedObject {
        name: "array".into(),
        memory: "symmetric memory".into(),
        processes: 2,
        hint: Some("hint".into()),
        ..Default::default()
    }];
    a.counters = vec![ppw_analysis::CounterInfo {
        name: "cycles".into(),
        note: "not here".into(),
        ..Default::default()
    }];
    a.baseline = Some(ppw_analysis::BaselineInfo {
        host: "host".into(),
        ..Default::default()
    });
    let mut v = serde_json::to_value(&a).unwrap();
    poison(&mut v, "");
    let a: ppw_analysis::Analysis = serde_json::from_value(v).unwrap();
    assert!(a.findings[0].callpath.ends_with(HOSTILE));
    let text = ppw_report::terminal(&a, 80);
    safe(&text, 80);
    assert!(
        text.contains("\\x1b]0;pwned\\x07\\x1b[2J\\r\\n\\t\\u{9b}31m\\u{202e}"),
        "{text}"
    );
    for s in [
        "Findings",
        "Phases",
        "Virtual topology",
        "Data structures",
        "One-sided",
        "Shared data",
        "Performance counters",
        "Bottleneck",
        "Metrics",
        "Warnings",
    ] {
        assert!(text.contains(s), "{s}:\n{text}");
    }
    // The comparison of such runs too.
    let c =
        ppw_analysis::compare(&[(format!("run{HOSTILE}"), &a), ("b".into(), &a)], false).unwrap();
    let text = ppw_report::comparison(&c, 80);
    safe(&text, 80);
    assert!(text.contains("…pwned\\x07\\x1b[2J"), "{text}");
}

/// A 1 MB phase name (and call paths through it) costs a few lines, not megabytes.
#[test]
fn a_huge_phase_name_is_shortened() {
    let mut a = fixture("mixed");
    let name = format!("phase{}end", "p".repeat(1 << 20));
    a.phase = Some(name.clone());
    a.phases = vec![ppw_analysis::Phase {
        name: name.clone(),
        seconds: 1.0,
        fraction: 0.5,
        findings: vec![0],
        ..Default::default()
    }];
    for f in &mut a.findings {
        f.callpath = format!("main/{name}/{}", f.callpath);
    }
    let before = ppw_report::terminal(&fixture("mixed"), 80).len();
    let text = ppw_report::terminal(&a, 80);
    safe(&text, 80);
    assert!(
        text.len() < before + 2_000 * (1 + a.findings.len()),
        "{} bytes",
        text.len()
    );
    assert!(text.contains("restricted to phase\n    `phasepp"), "{text}");
    assert!(text.contains("…"), "{text}");
}
