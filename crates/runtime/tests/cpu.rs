//! CPU time per region: user CPU ≈ wall time for a CPU-bound region, ≈ 0 for a sleeping one,
//! system time for a region of small system calls; trace mode (CPU records after the enter and
//! before the exit) and profile mode (node CPU fields).

use crate::support::{self, Run};
use ppw_event::{EventKind, LocationId, TraceSource};
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The runtime and the test program (compiled once for both tests).
fn build() -> Option<(PathBuf, PathBuf)> {
    static BUILT: std::sync::OnceLock<Option<(PathBuf, PathBuf)>> = std::sync::OnceLock::new();
    BUILT.get_or_init(build_once).clone()
}

fn build_once() -> Option<(PathBuf, PathBuf)> {
    let lib = support::openmpi()
        .or_else(support::mpich)
        .map(|m| m.lib.clone())?;
    let exe = support::scratch().join("cpu-plain");
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let o = Command::new("cc")
        .args(["-g", "-O1", "-DPPW_WEAK", "-I"])
        .arg(root.join("include"))
        .arg("-o")
        .arg(&exe)
        .arg(root.join("tests/mpi/cpu.c"))
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    Some((lib, exe))
}

fn run(lib: &Path, exe: &Path, mode: &str) -> PathBuf {
    let dir = support::scratch().join(format!("plain-cpu-{mode}"));
    let _ = std::fs::remove_dir_all(&dir);
    let st = Command::new(exe)
        .env("LD_PRELOAD", lib)
        .env("PPW_DIR", &dir)
        .env("PPW_MODE", mode)
        .status()
        .unwrap();
    assert!(st.success());
    dir
}

/// Check (wall, user, system) ns of the three regions.
fn check(r: &HashMap<String, (u64, u64, u64)>) {
    let (wall, user, sys) = r["burn"];
    assert!(wall >= 100_000_000, "burn wall {wall}");
    // The machine may be loaded (the thread then gets less than the wall time), but a
    // CPU-bound region's CPU time is mostly user time and never exceeds the wall time.
    assert!(
        user + sys <= wall + 20_000_000,
        "burn: {user} + {sys} > {wall}"
    );
    // It burns at least 100 ms of CPU time, mostly user time, however loaded the machine is.
    assert!(
        user + sys >= 95_000_000 && user >= 4 * sys,
        "burn: user {user} sys {sys} wall {wall}"
    );
    let (wall, user, sys) = r["sleep"];
    assert!(wall >= 140_000_000, "sleep wall {wall}");
    assert!(user + sys <= 10_000_000, "sleep: {user} + {sys} ns of CPU");
    let (wall, user, sys) = r["syscalls"];
    assert!(
        sys >= 10_000_000,
        "syscalls: system {sys} ns (user {user}, wall {wall})"
    );
}

#[test]
fn cpu_time_per_region_trace() {
    let Some((lib, exe)) = build() else { return };
    let r = Run::open(&run(&lib, &exe, "trace"));
    let d = r.defs();
    let evs = ppw_event::collect_events(&mut *r.exp.events(LocationId(0)).unwrap()).unwrap();
    let mut out = HashMap::new();
    type Open = (String, u64, Option<(u64, u64)>);
    let mut stack: Vec<Open> = Vec::new();
    let mut samples = 0;
    for (i, e) in evs.iter().enumerate() {
        match e.kind {
            EventKind::Enter { region, .. } => {
                // A sampled region's CPU record follows its enter directly.
                let cpu = match evs.get(i + 1).map(|x| x.kind) {
                    Some(EventKind::CpuSample { user_ns, system_ns }) => Some((user_ns, system_ns)),
                    _ => None,
                };
                stack.push((d.region(region).name.clone(), e.time, cpu));
            }
            EventKind::Exit { .. } => {
                let (name, t0, c0) = stack.pop().unwrap();
                let c1 = match evs[i - 1].kind {
                    EventKind::CpuSample { user_ns, system_ns } => Some((user_ns, system_ns)),
                    _ => None,
                };
                assert_eq!(c0.is_some(), c1.is_some(), "{name}: one-sided CPU sample");
                if let (Some(a), Some(b)) = (c0, c1) {
                    out.insert(name, (e.time - t0, b.0 - a.0, b.1 - a.1));
                }
            }
            EventKind::CpuSample { .. } => samples += 1,
            _ => {}
        }
    }
    // main, burn, sleep, syscalls: two samples each.
    assert_eq!(samples, 8, "{out:?}");
    assert!(out.contains_key("main"));
    check(&out);
}

#[test]
fn cpu_time_per_region_profile() {
    let Some((lib, exe)) = build() else { return };
    let dir = run(&lib, &exe, "profile");
    let exp = ppw_format::Experiment::open(&dir).unwrap();
    let d = exp.defs();
    let p = exp.profile(LocationId(0)).unwrap().unwrap();
    let out: HashMap<String, (u64, u64, u64)> = p
        .iter()
        .map(|n| {
            (
                d.region(n.region).name.clone(),
                (n.inclusive_ns, n.cpu_user_ns, n.cpu_system_ns),
            )
        })
        .collect();
    check(&out);
    assert!(out["main"].1 >= out["burn"].1);
}
