//! Performance counters per region (issue 16, item 3): `programs/counters.c` touches 2,000
//! fresh pages in the region "touch", computes 20 ms in "spin" and sleeps 10 times in "nap".
//! Software counters must give each region its own page faults, CPU time and context
//! switches; hardware counters are either read (a machine with a PMU) or reported as
//! unavailable with the reason, never as zeros; an unknown counter stops `ppw run` before
//! the program starts.

use crate::support::*;
use serde_json::Value;
use std::process::Command;

fn counters_of<'a>(a: &'a Value, callpath: &str) -> &'a Value {
    &row(a, 0, callpath)["counters"]
}

/// `programs/counters.c` built into `dir`.
fn build(dir: &std::path::Path) -> std::path::PathBuf {
    let exe = dir.join("counters");
    let inc = workspace().join("crates/runtime/include");
    let o = Command::new("cc")
        .args(["-g", "-O1", "-I"])
        .arg(inc)
        .arg("-o")
        .arg(&exe)
        .arg(program("counters.c"))
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", text(&o));
    exe
}

/// `ppw run EXTRA -o EXP -- EXE`, analyzed.
fn measure(exe: &std::path::Path, exp: &std::path::Path, extra: &[&str]) -> Value {
    let mut args = vec!["run"];
    args.extend_from_slice(extra);
    args.extend(["-o", exp.to_str().unwrap(), "--", exe.to_str().unwrap()]);
    let o = run_ppw(&args);
    assert!(o.status.success(), "{}", text(&o));
    analyze(exp)
}

/// The regions' software counters in analysis `a` (of a run in mode `what`); the page faults
/// of `touch`.
fn check_regions(a: &Value, what: &str) -> u64 {
    // One page fault per touched page (a few more from the C library around it).
    let touch = counters_of(a, "main/touch");
    let faults = touch["page-faults"].as_u64().unwrap();
    assert!((2000..2100).contains(&faults), "{what}: {touch}");
    let spin_faults = counters_of(a, "main/spin")["page-faults"].as_u64().unwrap();
    assert!(spin_faults < 50, "{what}: {spin_faults}");
    // The spin's CPU time is about its 20 ms, unless the scheduler took the CPU away from it
    // (on a loaded 2-core machine): its own context-switch count says so, and then the spin
    // (which ends on time) got less. The nap's is a fraction of its 10 ms.
    let spin = row(a, 0, "main/spin");
    let cpu = spin["counters"]["task-clock"].as_u64().unwrap() as f64 * 1e-9;
    let wall = spin["seconds"].as_f64().unwrap();
    let preempted = spin["counters"]["context-switches"].as_u64().unwrap() > 0;
    let least = if preempted { 0.2 } else { 0.8 };
    assert!(cpu > least * wall && cpu < 1.1 * wall, "{what}: {spin}");
    let nap = counters_of(a, "main/nap");
    assert!(
        nap["context-switches"].as_u64().unwrap() >= 10,
        "{what}: {nap}"
    );
    assert!(
        nap["task-clock"].as_u64().unwrap() < 5_000_000,
        "{what}: {nap}"
    );
    faults
}

#[test]
fn software_counters_per_region_and_hardware_ones_when_present() {
    let dir = scratch("counters");
    let exe = build(&dir);
    let exp = dir.join("exp");
    let list = "page-faults,context-switches,task-clock,cycles,instructions";
    let a = measure(&exe, &exp, &["--metrics", list]);
    let faults = check_regions(&a, "trace");
    let touch = counters_of(&a, "main/touch");

    // Hardware counters: values where the machine has them, else "unavailable", not zero.
    let infos = a["counters"].as_array().unwrap();
    assert_eq!(infos.len(), 5, "{infos:?}");
    for c in infos {
        let name = c["name"].as_str().unwrap();
        if c["available"] == true {
            assert!(touch.get(name).is_some(), "{name}: {touch}");
        } else {
            assert!(["cycles", "instructions"].contains(&name), "{c}");
            assert!(!c["note"].as_str().unwrap().is_empty(), "{c}");
            for r in a["profile"].as_array().unwrap() {
                assert!(r["counters"].get(name).is_none(), "{name} in {r}");
            }
        }
    }
    let o = run_ppw(&["report", exp.to_str().unwrap()]);
    let out = String::from_utf8_lossy(&o.stdout);
    assert!(
        out.contains("Performance counters") && out.contains("main/touch"),
        "{out}"
    );

    // CUBE4: the available counters as inclusive metrics with the same values.
    let m = cube_check(&exp, &dir.join("exp.cubex"), faults);
    assert!(m.metric("counter_cycles").is_some() == (infos[3]["available"] == true));

    // OTF2: a metric member and class per available counter, and METRIC records whose
    // values around `touch` differ by its page faults.
    otf2_metrics(&exp, &dir.join("exp.otf2"), infos, faults);

    // An unknown counter: an error naming it, before the program runs.
    let never = dir.join("never");
    let o = run_ppw(&[
        "run",
        "--metrics",
        "cycles,flops",
        "-o",
        never.to_str().unwrap(),
        "--",
        exe.to_str().unwrap(),
    ]);
    assert!(!o.status.success());
    assert!(
        String::from_utf8_lossy(&o.stderr).contains("unknown counter `flops`"),
        "{}",
        text(&o)
    );
    assert!(!never.exists());
}

/// Profile mode reads the counters where it samples the CPU time and stores them per call
/// path (PROFILE_COUNTERS blocks): the same per-region expectations as in trace mode, in the
/// analysis and in CUBE4.
#[test]
fn counters_in_profile_mode() {
    let dir = scratch("counters-profile");
    let exe = build(&dir);
    let exp = dir.join("exp");
    let metrics = "page-faults,context-switches,task-clock";
    let a = measure(&exe, &exp, &["--profile", "--metrics", metrics]);
    let faults = check_regions(&a, "profile");
    // Inclusive: main holds its regions' counts.
    let main = counters_of(&a, "main");
    assert!(main["page-faults"].as_u64().unwrap() >= faults, "{main}");

    cube_check(&exp, &dir.join("exp.cubex"), faults);
}

/// `ppw export --cube` of `exp`: the page faults of `main/touch` as its inclusive
/// `counter_page_faults`; the model.
fn cube_check(
    exp: &std::path::Path,
    cube: &std::path::Path,
    faults: u64,
) -> ppw_export::cube::CubeModel {
    let o = run_ppw(&[
        "export",
        exp.to_str().unwrap(),
        "--cube",
        cube.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", text(&o));
    let m = ppw_export::cube::read::read_cube_file(cube).unwrap();
    let metric = m
        .metric("counter_page_faults")
        .expect("a page-faults metric");
    let touch_node = m
        .cnodes
        .iter()
        .position(|c| {
            m.regions[c.region].name == "touch"
                && c.parent
                    .is_some_and(|p| m.regions[m.cnodes[p].region].name == "main")
        })
        .unwrap();
    assert_eq!(m.get(metric, touch_node, 0), faults as f64);
    m
}

/// `ppw export --otf2` of `exp`, read back with `otf2-print` (skipped without otf2-tools).
fn otf2_metrics(exp: &std::path::Path, out: &std::path::Path, infos: &[Value], faults: u64) {
    let o = run_ppw(&[
        "export",
        exp.to_str().unwrap(),
        "--otf2",
        out.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", text(&o));
    let anchor = out.join("traces.otf2");
    let print = |args: &[&str]| Command::new("otf2-print").args(args).arg(&anchor).output();
    let defs = match print(&["-G"]) {
        Ok(o) => String::from_utf8_lossy(&o.stdout).into_owned(),
        Err(_) => {
            eprintln!("skipped the OTF2 metric check: otf2-print is not installed");
            return;
        }
    };
    for c in infos.iter().filter(|c| c["available"] == true) {
        let name = format!("Name: \"{}\"", c["name"].as_str().unwrap());
        assert!(
            defs.lines()
                .any(|l| l.starts_with("METRIC_MEMBER") && l.contains(&name)),
            "no metric member {name}:\n{defs}"
        );
    }
    let classes = defs
        .lines()
        .filter(|l| l.starts_with("METRIC_CLASS"))
        .count();
    let available = infos.iter().filter(|c| c["available"] == true).count();
    assert_eq!(classes, available, "{defs}");
    let o = print(&[]).unwrap();
    assert!(o.status.success(), "{}", text(&o));
    let events = String::from_utf8_lossy(&o.stdout);
    // The page-fault value read with the enter of `touch`, and the last before its leave.
    let (mut inside, mut first, mut last) = (false, None, None);
    for l in events.lines() {
        if l.starts_with("ENTER") && l.contains("Region: \"touch\"") {
            inside = true;
        } else if l.starts_with("LEAVE") && l.contains("Region: \"touch\"") {
            break;
        } else if inside && l.starts_with("METRIC") && l.contains("\"page-faults\"") {
            let v: u64 = l
                .rsplit("; ")
                .next()
                .and_then(|v| v.trim_end_matches(')').parse().ok())
                .unwrap_or_else(|| panic!("cannot read {l}"));
            first.get_or_insert(v);
            last = Some(v);
        }
    }
    let (Some(a), Some(b)) = (first, last) else {
        panic!("no page-fault metrics inside touch:\n{events}");
    };
    assert_eq!(b - a, faults, "{events}");
}
