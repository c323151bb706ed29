//! Programs without MPI: user regions (ppw.h), -finstrument-functions, and no file when
//! nothing was recorded.

use crate::support::{self, Run};
use ppw_event::{EventKind, Paradigm};
use std::path::Path;
use std::process::Command;

fn lib() -> Option<&'static Path> {
    support::openmpi()
        .or_else(support::mpich)
        .map(|m| m.lib.as_path())
}

fn cc(src: &str, out: &Path, extra: &[&str]) {
    let inc = Path::new(env!("CARGO_MANIFEST_DIR")).join("include");
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/mpi")
        .join(src);
    let o = Command::new("cc")
        .args(["-g", "-O0", "-DPPW_WEAK", "-I"])
        .arg(inc)
        .arg("-o")
        .arg(out)
        .arg(path)
        .args(extra)
        .output()
        .expect("run cc");
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
}

#[test]
fn user_regions_and_instrumented_functions() {
    let Some(lib) = lib() else { return };
    let dir = support::scratch().join("plain-user");
    let _ = std::fs::remove_dir_all(&dir);
    let exe = support::scratch().join("user");
    cc("user.c", &exe, &["-finstrument-functions"]);
    let st = Command::new(&exe)
        .env("LD_PRELOAD", lib)
        .env("PPW_DIR", &dir)
        .status()
        .unwrap();
    assert!(st.success());
    // The runtime wrote the manifest itself (no `ppw run`).
    let r = Run::open(&dir);
    let d = r.defs();
    assert_eq!(d.ranks, 1);
    assert_eq!(r.visits(0, "setup"), 1);
    assert_eq!(r.visits(0, "solve"), 2);
    let markers: Vec<String> = r
        .events
        .iter()
        .filter_map(|e| match e.kind {
            EventKind::Marker { region } => Some(d.region(region).name.clone()),
            _ => None,
        })
        .collect();
    assert_eq!(markers, ["solve phase"]);
    let mut visits: Vec<usize> = d
        .regions
        .iter()
        .filter(|x| x.paradigm == Paradigm::Compiler)
        .map(|x| r.visits(0, &x.name))
        .collect();
    visits.sort_unstable();
    assert_eq!(
        visits,
        [1, 3, 7],
        "main once, compute 3 times, leaf 7 times"
    );
    // User regions nest under the synthetic root and the instrumented main.
    let first = &r.events[0];
    assert!(matches!(first.kind, EventKind::Enter { .. }) && first.region == "main");
    assert_eq!(
        d.region_by_name("main").map(|m| d.region(m).paradigm),
        Some(Paradigm::User)
    );
}

#[test]
fn a_program_that_records_nothing_leaves_no_file() {
    let Some(lib) = lib() else { return };
    let dir = support::scratch().join("plain-nothing");
    let _ = std::fs::remove_dir_all(&dir);
    let exe = support::scratch().join("plain");
    cc("plain.c", &exe, &[]);
    let st = Command::new(&exe)
        .env("LD_PRELOAD", lib)
        .env("PPW_DIR", &dir)
        .status()
        .unwrap();
    assert!(st.success());
    assert!(!dir.exists(), "{} was created", dir.display());
    // A shell (a process that is not the measured program) leaves nothing either.
    let st = Command::new("sh")
        .args(["-c", "true"])
        .env("LD_PRELOAD", lib)
        .env("PPW_DIR", &dir)
        .status()
        .unwrap();
    assert!(st.success());
    assert!(!dir.exists());
}

#[test]
fn rust_api_regions() {
    let Some(lib) = lib() else { return };
    let exe = lib.parent().unwrap().join("regions");
    let dir = support::scratch().join("plain-rust");
    let _ = std::fs::remove_dir_all(&dir);
    let st = Command::new(&exe).env("PPW_DIR", &dir).status().unwrap();
    assert!(st.success());
    let r = Run::open(&dir);
    assert_eq!(r.visits(0, "rust outer"), 3);
    assert_eq!(r.visits(0, "rust inner"), 3);
    let inner: Vec<&str> = r
        .events
        .iter()
        .filter(|e| matches!(e.kind, EventKind::Enter { .. }) && e.region == "rust inner")
        .map(|e| e.region.as_str())
        .collect();
    assert_eq!(inner.len(), 3);
    assert!(r
        .events
        .iter()
        .any(|e| matches!(e.kind, EventKind::Marker { .. })));
}

#[test]
fn a_second_process_never_replaces_a_rank_file() {
    // Two processes claim rank 0 of one directory (as when a wrapper command in front of the
    // launcher was measured as the program): the first file stays as it was, the second
    // process writes a file of its own that readers report as a duplicate, and says so.
    let Some(lib) = lib() else { return };
    let dir = support::scratch().join("plain-twice");
    let _ = std::fs::remove_dir_all(&dir);
    let exe = support::scratch().join("user-twice");
    cc("user.c", &exe, &[]);
    let run = || {
        Command::new(&exe)
            .env("LD_PRELOAD", lib)
            .env("PPW_DIR", &dir)
            .output()
            .unwrap()
    };
    assert!(run().status.success());
    let first = dir.join("rank-00000.ppw");
    let before = std::fs::read(&first).unwrap();
    let o = run();
    assert!(o.status.success());
    assert_eq!(
        std::fs::read(&first).unwrap(),
        before,
        "rank 0's file was replaced"
    );
    let names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".ppw"))
        .collect();
    let second = names
        .iter()
        .find(|n| n.starts_with("rank-00000.process-"))
        .unwrap_or_else(|| panic!("no file of the second process: {names:?}"));
    assert_eq!(names.len(), 2, "{names:?}");
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains(first.to_str().unwrap()) && err.contains(second.as_str()),
        "the warning must name both files: {err}"
    );
    let r = Run::open(&dir);
    assert_eq!(r.visits(0, "solve"), 2);
    let s = r.exp.summary();
    assert!(
        s.problems
            .iter()
            .any(|p| p.contains(second.as_str()) && p.contains("duplicate")),
        "{:?}",
        s.problems
    );
}

#[test]
fn the_programs_signal_handlers_run_as_without_ppw() {
    // ppw's handler stays in front and passes each signal on: a handler after which the program
    // goes on does not end the measurement; a fault the program's handler reports gets the
    // same siginfo; under the default action ppw records the end and the process dies by it.
    use std::os::unix::process::ExitStatusExt;
    let Some(lib) = lib() else { return };
    let dir = support::scratch().join("plain-signals");
    let _ = std::fs::remove_dir_all(&dir);
    let exe = support::scratch().join("signals");
    cc("signals.c", &exe, &[]);
    let bare = Command::new(&exe).output().unwrap();
    let o = Command::new(&exe)
        .env("LD_PRELOAD", lib)
        .env("PPW_DIR", &dir)
        .output()
        .unwrap();
    assert_eq!(bare.status.signal(), Some(11));
    assert_eq!(o.status.signal(), Some(11));
    assert_eq!(
        String::from_utf8_lossy(&o.stdout),
        "interrupts 1, own handler reported back 1\nhandler: signal 11 code 1 address 0x10\n"
    );
    assert_eq!(o.stdout, bare.stdout);
    let r = Run::open(&dir);
    assert_eq!(r.visits(0, "before"), 1);
    assert_eq!(r.visits(0, "after"), 1);
    let s = r.exp.summary();
    assert!(
        s.problems
            .iter()
            .any(|p| p.contains("rank 0: terminated by signal 11")),
        "{:?}",
        s.problems
    );
}
