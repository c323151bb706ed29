//! The analysis on native experiments written to disk (the path `ppw analyze` takes).

use ppw_analysis::{analyze, Options};
use ppw_event::{Mode, ProfileNode, RegionDef, RegionId, TraceBuilder};
use ppw_synth::{SynthConfig, SynthTrace};

fn tmp(name: &str) -> std::path::PathBuf {
    let d = std::env::temp_dir().join(format!("ppw-analysis-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    d
}

#[test]
fn native_trace_gives_the_same_answer_as_its_source() {
    let t = SynthTrace::new(SynthConfig {
        ranks: 4,
        events_per_rank: 5_000,
        ..Default::default()
    });
    let dir = tmp("trace");
    let m = ppw_format::Manifest::new("trace", "synthetic", vec![], "none");
    ppw_format::write_experiment(&dir, &t, &m).unwrap();
    let exp = ppw_format::Experiment::open(&dir).unwrap();
    let a = analyze(&exp, &Options::default()).unwrap();
    let b = analyze(&t, &Options::default()).unwrap();
    assert_eq!(a.severities, b.severities);
    assert_eq!(a.findings, b.findings);
    assert_eq!(a.profile, b.profile);
    assert_eq!(a.summary.events, b.summary.events);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn native_profile_experiment_gives_profile_and_time_metrics() {
    let mut b = TraceBuilder::new(2);
    b.rank(0).enter(0, "main").exit(1);
    b.rank(1).enter(0, "main").exit(1);
    let mut t = b.build();
    t.defs.mode = Mode::Profile;
    let main = t.defs.region_by_name("main").unwrap();
    t.defs.regions.push(RegionDef::named("MPI_Allreduce"));
    let allreduce = RegionId(t.defs.regions.len() as u32 - 1);
    // One performance counter, read at main (inclusive: 700 + 10 r) and in the allreduce.
    t.defs.counters.push(ppw_event::counters::CounterDef {
        name: "page-faults".into(),
        unit: "count".into(),
        available: true,
        note: String::new(),
    });
    let counted = |v: u64| {
        let mut c = [0; ppw_event::counters::MAX_COUNTERS];
        c[0] = v;
        Some(c)
    };
    for r in 0..2 {
        t.events[r].clear();
        t.profiles[r] = Some(vec![
            ProfileNode {
                parent: u32::MAX,
                region: main,
                visits: 1,
                inclusive_ns: 3_000_000_000,
                exclusive_ns: 2_000_000_000,
                counters: counted(700 + 10 * r as u64),
                ..Default::default()
            },
            ProfileNode {
                parent: 0,
                region: allreduce,
                visits: 100,
                inclusive_ns: 1_000_000_000,
                exclusive_ns: 1_000_000_000,
                bytes_sent: 800,
                bytes_received: 800,
                counters: counted(200),
                ..Default::default()
            },
        ]);
    }
    let dir = tmp("profile");
    let m = ppw_format::Manifest::new("profile", "synthetic", vec![], "none");
    ppw_format::write_experiment(&dir, &t, &m).unwrap();
    let exp = ppw_format::Experiment::open(&dir).unwrap();
    let a = analyze(&exp, &Options::default()).unwrap();
    assert_eq!(a.summary.mode, "profile");
    let row = a
        .profile
        .iter()
        .find(|p| p.rank == 1 && p.callpath == "main/MPI_Allreduce")
        .unwrap();
    assert_eq!((row.visits, row.bytes), (100, 1600));
    // The counters come back from the PROFILE_COUNTERS block: inclusive per call path.
    assert_eq!(row.counters.get("page-faults"), Some(&200), "{row:?}");
    let main_row = a
        .profile
        .iter()
        .find(|p| p.rank == 1 && p.callpath == "main")
        .unwrap();
    assert_eq!(
        main_row.counters.get("page-faults"),
        Some(&710),
        "{main_row:?}"
    );
    assert!((row.seconds - 1.0).abs() < 1e-9);
    assert!((a.rank_inclusive("mpi_collective", 0).unwrap() - 1.0).abs() < 1e-9);
    assert!((a.rank_inclusive("time", 0).unwrap() - 3.0).abs() < 1e-9);
    assert!(a.findings.is_empty());
    let _ = std::fs::remove_dir_all(&dir);
}
