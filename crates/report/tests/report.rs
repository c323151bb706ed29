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
