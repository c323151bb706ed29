//! Community formats through the CLI: native → OTF2 → analysis gives the native analysis' values;
//! a CUBE4 export read back holds the analysis' values.

use crate::support::*;
use std::collections::BTreeMap;
use std::path::Path;

fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for e in std::fs::read_dir(from).unwrap() {
        let e = e.unwrap();
        let p = e.path();
        if p.is_dir() {
            copy_dir(&p, &to.join(e.file_name()));
        } else {
            std::fs::copy(&p, to.join(e.file_name())).unwrap();
        }
    }
}

/// (metric, rank, callpath) -> value of an analysis JSON.
fn cells(a: &serde_json::Value) -> BTreeMap<(String, u64, String), f64> {
    a["severities"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            (
                (
                    s["metric"].as_str().unwrap().to_string(),
                    s["rank"].as_u64().unwrap(),
                    s["callpath"].as_str().unwrap().to_string(),
                ),
                s["seconds"].as_f64().unwrap(),
            )
        })
        .collect()
}

#[test]
fn native_to_otf2_gives_the_same_analysis() {
    let Some(f) = flavor("openmpi") else { return };
    let dir = scratch("interop-otf2");
    let exe = f.compile(&workspace().join("examples/mpi/wizard_demo.c"), &dir, &[]);
    let exp = dir.join("exp");
    let o = f.ppw_run(&[], &exp, 4, &exe);
    assert!(o.status.success(), "{}", text(&o));
    let otf2 = dir.join("otf2");
    let o = run_ppw(&[
        "export",
        exp.to_str().unwrap(),
        "--otf2",
        otf2.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", text(&o));
    let native = analyze(&exp);
    let json = dir.join("otf2-analysis.json");
    let anchor = otf2.join("traces.otf2");
    let o = run_ppw(&[
        "analyze",
        "-q",
        anchor.to_str().unwrap(),
        "--json",
        json.to_str().unwrap(),
    ]);
    // 3: finished with warnings, which a run on a busy machine may have (as for the native).
    assert!(matches!(o.status.code(), Some(0 | 3)), "{}", text(&o));
    let via: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&json).unwrap()).unwrap();
    let (a, b) = (cells(&native), cells(&via));
    assert_eq!(
        a.keys().collect::<Vec<_>>(),
        b.keys().collect::<Vec<_>>(),
        "the same non-zero cells"
    );
    for (k, v) in &a {
        // Both timelines are in ns; sums of ns agree exactly up to float formatting.
        assert!(
            (v - b[k]).abs() <= 1e-9 * v.abs().max(1.0),
            "{k:?}: native {v}, via OTF2 {}",
            b[k]
        );
    }
    // The same findings, except those that need CPU-time samples, which OTF2 does not carry
    // (docs/FORMATS.md): on a busy machine the native run can show `system_time` (the polling
    // ranks' sched_yield) where the OTF2 copy cannot; nor scheduler samples, so
    // `system_interference` (a busy machine) is the native run's alone, and so is what it
    // explains: slow and variable operations reduced by the time the ranks waited for a CPU.
    let disturbed = native["findings"]
        .as_array()
        .unwrap()
        .iter()
        .any(|f| f["kind"] == "system_interference");
    let kinds = |a: &serde_json::Value| -> Vec<String> {
        let mut v: Vec<String> = a["findings"]
            .as_array()
            .unwrap()
            .iter()
            .map(|f| format!("{} {}", f["kind"], f["callpath"]))
            .filter(|k| {
                !k.contains("cpu_bound")
                    && !k.contains("system_time")
                    && !k.contains("system_interference")
                    && !(disturbed
                        && (k.contains("variable_operation") || k.contains("slow_operation")))
            })
            .collect();
        v.sort();
        v
    };
    assert_eq!(kinds(&native), kinds(&via));
    // otf2-print (Debian's OTF2 3.0.2) accepts the archive.
    match std::process::Command::new("otf2-print")
        .arg(&anchor)
        .output()
    {
        Ok(o) => assert!(
            o.status.success(),
            "otf2-print failed: {}",
            String::from_utf8_lossy(&o.stderr)
        ),
        Err(_) if std::env::var("PPW_REQUIRE_TOOLS").is_ok_and(|v| v == "1") => {
            panic!("otf2-print missing")
        }
        Err(_) => eprintln!("skipped otf2-print check: otf2-tools not installed"),
    }
}

#[test]
fn cube_export_holds_the_analysis_values() {
    let dir = scratch("interop-cube");
    copy_dir(
        &workspace().join("tests/fixtures/otf2/mixed"),
        &dir.join("mixed"),
    );
    let anchor = dir.join("mixed/traces.otf2");
    let a = analyze_path_json(&anchor, &dir.join("a.json"));
    let cube = dir.join("mixed.cubex");
    let o = run_ppw(&[
        "export",
        anchor.to_str().unwrap(),
        "--cube",
        cube.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", text(&o));
    let m = ppw_export::cube::read::read_cube_file(&cube).unwrap();
    // Call path string of every cnode.
    let mut paths = Vec::new();
    for c in &m.cnodes {
        let name = &m.regions[c.region].name;
        let p = match c.parent {
            Some(p) => format!("{}/{name}", paths[p]),
            None => name.clone(),
        };
        paths.push(p);
    }
    let rank_loc = |rank: u64| {
        m.system
            .locations
            .iter()
            .position(|l| m.system.processes[l.process].rank as u64 == rank)
            .unwrap()
    };
    let metrics = a["metrics"].as_array().unwrap();
    let is_leaf = |id: &str| !metrics.iter().any(|x| x["parent"].as_str() == Some(id));
    let mut checked = 0;
    for ((metric, rank, callpath), v) in cells(&a) {
        if !is_leaf(&metric) {
            continue;
        }
        let mi = m
            .metrics
            .iter()
            .position(|x| x.id == metric)
            .unwrap_or_else(|| panic!("metric {metric} missing"));
        let ci = paths
            .iter()
            .position(|p| *p == callpath)
            .unwrap_or_else(|| panic!("call path {callpath} missing"));
        let got = m.get(mi, ci, rank_loc(rank));
        assert!(
            (got - v).abs() <= 1e-9 * v.abs().max(1.0),
            "{metric} rank {rank} {callpath}: cube {got}, analysis {v}"
        );
        checked += 1;
    }
    assert!(checked > 20, "only {checked} cells checked");
    // Scalasca's names are there for side-by-side comparison in Cube.
    assert!(m.metrics.iter().any(|x| x.uniq_name() == "mpi_latesender"));

    // The same cells through an independent reader, pyCubexR (installed by setup.sh).
    let Some(dump) = pycubexr_dump(&cube) else {
        return;
    };
    let mut checked = 0;
    for ((metric, rank, callpath), v) in cells(&a) {
        if !is_leaf(&metric) {
            continue;
        }
        let uniq = m
            .metrics
            .iter()
            .find(|x| x.id == metric)
            .unwrap()
            .uniq_name()
            .to_string();
        // Location ids are their document order, which the reader keeps.
        let loc = rank_loc(rank).to_string();
        let got = dump[uniq.as_str()][callpath.as_str()][loc.as_str()]
            .as_f64()
            .unwrap_or_else(|| panic!("pyCubexR: no {uniq} for rank {rank} at {callpath}"));
        assert!(
            (got - v).abs() <= 1e-9 * v.abs().max(1.0),
            "pyCubexR: {uniq} rank {rank} {callpath}: cube {got}, analysis {v}"
        );
        checked += 1;
    }
    assert!(checked > 20, "pyCubexR: only {checked} cells checked");
    // Every metric of the file is readable (all-zero ones included).
    assert_eq!(dump.as_object().unwrap().len(), m.metrics.len());
}

/// `tests/cube_dump.py` run by the Python that has pyCubexR (`PPW_PYTHON`, else setup.sh's
/// venv): metric unique name -> call path -> location id -> value. None (test skipped) if
/// there is no such Python, unless PPW_REQUIRE_TOOLS=1.
fn pycubexr_dump(cube: &Path) -> Option<serde_json::Value> {
    let python =
        std::env::var("PPW_PYTHON").unwrap_or_else(|_| "/opt/ppw-tools/bin/python".to_string());
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/cube_dump.py");
    let o = match std::process::Command::new(&python)
        .arg(&script)
        .arg(cube)
        .output()
    {
        Ok(o) => o,
        Err(_) if std::env::var("PPW_REQUIRE_TOOLS").is_ok_and(|v| v == "1") => {
            panic!("{python} missing (scripts/setup.sh installs pyCubexR there)")
        }
        Err(_) => {
            eprintln!("skipped pyCubexR check: {python} not found");
            return None;
        }
    };
    assert!(
        o.status.success(),
        "pyCubexR could not read {}: {}",
        cube.display(),
        String::from_utf8_lossy(&o.stderr)
    );
    Some(serde_json::from_slice(&o.stdout).expect("cube_dump.py prints JSON"))
}

fn analyze_path_json(path: &Path, json: &Path) -> serde_json::Value {
    let o = run_ppw(&[
        "analyze",
        "-q",
        path.to_str().unwrap(),
        "--json",
        json.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o));
    serde_json::from_str(&std::fs::read_to_string(json).unwrap()).unwrap()
}

#[test]
fn perfetto_and_chrome_json_exports_of_a_score_p_trace() {
    let dir = scratch("interop-perfetto");
    copy_dir(
        &workspace().join("tests/fixtures/otf2/late_sender"),
        &dir.join("ls"),
    );
    let anchor = dir.join("ls/traces.otf2");
    let pf = dir.join("ls.pftrace");
    let js = dir.join("ls.json");
    let o = run_ppw(&[
        "export",
        anchor.to_str().unwrap(),
        "--perfetto",
        pf.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", text(&o));
    assert!(std::fs::metadata(&pf).unwrap().len() > 1000);
    let o = run_ppw(&[
        "export",
        anchor.to_str().unwrap(),
        "--perfetto",
        js.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", text(&o));
    let v: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&js).unwrap()).unwrap();
    let events = v["traceEvents"]
        .as_array()
        .or_else(|| v.as_array())
        .expect("trace events");
    let sends = events
        .iter()
        .filter(|e| e["name"] == "MPI_Send" && e["ph"] == "B")
        .count();
    assert_eq!(sends, 8, "late_sender has 8 MPI_Send calls");
}
