//! Calling context of unmodified binaries (issue 13): `programs/callpath/callpath.c` and its
//! Fortran twin have a known call tree (three levels in the executable, one in a shared library
//! built here, no `-finstrument-functions`); their MPI calls must get exactly those call paths,
//! under Open MPI and MPICH, in trace and profile mode, and `--callpath-depth` must cut them.

use crate::support::*;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;

const C_PATHS: &[&str] = &[
    "main/MPI_Finalize",
    "main/MPI_Init",
    "main/level1/MPI_Allreduce",
    "main/level1/level2/level3/MPI_Barrier",
    "main/level1/level2/level3/lib_exchange/MPI_Sendrecv_replace",
];

const FORTRAN_PATHS: &[&str] = &[
    "main/callpath/MPI_Finalize",
    "main/callpath/MPI_Init",
    "main/callpath/levels::level1/MPI_Allreduce",
    "main/callpath/levels::level1/levels::level2/levels::level3/MPI_Barrier",
    "main/callpath/levels::level1/levels::level2/levels::level3/lib_exchange/MPI_Sendrecv_replace",
];

/// Build `programs/callpath/<main>` against `lib<lib>.so` made from `exchange.<ext>`.
fn build(compiler: &str, main: &str, lib: &str, ext: &str, dir: &Path) -> PathBuf {
    let src = program("callpath");
    // Fortran: -O0 (gfortran inlines module procedures called once even at -O1), module
    // files into the scratch directory, not the working directory.
    let module_dir = format!("-J{}", dir.display());
    let extra: Vec<&str> = if ext == "f90" {
        vec!["-O0", "-fallow-argument-mismatch", &module_dir]
    } else {
        vec!["-O1"]
    };
    let so = dir.join(format!("lib{lib}.so"));
    let o = Command::new(compiler)
        .args(["-g", "-fPIC", "-shared", "-o"])
        .arg(&so)
        .arg(src.join(format!("exchange.{ext}")))
        .args(&extra)
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", text(&o));
    let exe = dir.join(main.split('.').next().unwrap());
    let o = Command::new(compiler)
        .args(["-g", "-o"])
        .arg(&exe)
        .arg(src.join(main))
        .args(&extra)
        .arg(format!("-L{}", dir.display()))
        .arg(format!("-l{lib}"))
        .arg(format!("-Wl,-rpath,{}", dir.display()))
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", text(&o));
    exe
}

/// The call paths of MPI calls in the analysis' profile.
fn mpi_paths(a: &serde_json::Value) -> BTreeSet<String> {
    a["profile"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|r| r["callpath"].as_str())
        .filter(|p| p.rsplit('/').next().is_some_and(|l| l.starts_with("MPI_")))
        .map(str::to_string)
        .collect()
}

fn expect(paths: &[&str]) -> BTreeSet<String> {
    paths.iter().map(|s| s.to_string()).collect()
}

/// Measure `exe` with `extra` options of `ppw run`; the analysis.
fn measure(f: &Flavor, exe: &Path, dir: &Path, extra: &[&str]) -> serde_json::Value {
    let o = f.ppw_run(extra, dir, 2, exe);
    assert!(o.status.success(), "{}", text(&o));
    analyze(dir)
}

fn c_program(name: &'static str) {
    let Some(f) = flavor(name) else { return };
    let dir = scratch(&format!("callpath-c-{name}"));
    let exe = build(f.mpicc, "callpath.c", "exchange", "c", &dir);
    for mode in ["--trace", "--profile"] {
        let a = measure(&f, &exe, &dir.join(&mode[2..]), &[mode]);
        assert_eq!(mpi_paths(&a), expect(C_PATHS), "{name} {mode}");
        // The ten exchanges of one loop are one call path with ten visits per rank.
        let r = row(&a, 0, C_PATHS[4]);
        assert_eq!(r["visits"], 10, "{r}");
        // The frames carry the calls' time: level3 holds its barrier and exchanges.
        let l3 = row(&a, 1, "main/level1/level2/level3");
        let inner = row(&a, 1, C_PATHS[3])["seconds"].as_f64().unwrap()
            + row(&a, 1, C_PATHS[4])["seconds"].as_f64().unwrap();
        let got = l3["seconds"].as_f64().unwrap();
        assert!(
            (got - inner).abs() <= 1e-6 + 1e-6 * inner,
            "{got} vs {inner}"
        );
        if mode == "--trace" {
            // Rank 1 waits 2 ms per exchange for rank 0: a late sender in the library's
            // function, on the full path, at the library's source line.
            let f = a["findings"]
                .as_array()
                .unwrap()
                .iter()
                .find(|f| f["kind"] == "late_sender")
                .unwrap_or_else(|| panic!("no late_sender: {}", a["findings"]));
            assert_eq!(f["callpath"], C_PATHS[4], "{f}");
            assert_eq!(f["caller"], "lib_exchange", "{f}");
            assert_eq!(f["source"], "exchange.c:6", "{f}");
        }
    }
    // Depth 0: call sites only (the behaviour before calling context).
    let a = measure(&f, &exe, &dir.join("depth0"), &["--callpath-depth", "0"]);
    let flat: Vec<String> = C_PATHS
        .iter()
        .map(|p| format!("main/{}", p.rsplit('/').next().unwrap()))
        .collect();
    let flat: Vec<&str> = flat.iter().map(String::as_str).collect();
    let mut want = expect(&flat);
    want.insert("main/MPI_Barrier".into());
    assert_eq!(mpi_paths(&a), want);
    // Depth 2: the call site's function and its caller, then a placeholder for the rest;
    // calls made in main keep their short paths.
    let a = measure(&f, &exe, &dir.join("depth2"), &["--callpath-depth", "2"]);
    assert_eq!(
        mpi_paths(&a),
        expect(&[
            "main/MPI_Finalize",
            "main/MPI_Init",
            "main/level1/MPI_Allreduce",
            "main/[deeper frames]/level2/level3/MPI_Barrier",
            "main/[deeper frames]/level3/lib_exchange/MPI_Sendrecv_replace",
        ])
    );
}

fn fortran_program(name: &'static str) {
    let Some(f) = flavor(name) else { return };
    let mpif90 = if name == "openmpi" {
        "mpif90.openmpi"
    } else {
        "mpif90.mpich"
    };
    if Command::new(mpif90).arg("--version").output().is_err() {
        return eprintln!("skipped: no {mpif90}");
    }
    let dir = scratch(&format!("callpath-f-{name}"));
    let exe = build(mpif90, "callpath.f90", "exchange_f", "f90", &dir);
    let a = measure(&f, &exe, &dir.join("trace"), &[]);
    assert_eq!(mpi_paths(&a), expect(FORTRAN_PATHS), "{name}");
    assert_eq!(row(&a, 1, FORTRAN_PATHS[4])["visits"], 10);
}

#[test]
fn c_call_paths_openmpi() {
    c_program("openmpi");
}

#[test]
fn c_call_paths_mpich() {
    c_program("mpich");
}

#[test]
fn fortran_call_paths_openmpi() {
    fortran_program("openmpi");
}

#[test]
fn fortran_call_paths_mpich() {
    fortran_program("mpich");
}

/// Stacks the unwinder cannot simply walk (`programs/callpath/odd.c`), the executable as
/// built and stripped: generated code without symbols or unwind tables, recursion deeper
/// than the depth limit, a signal handler doing I/O. No crash, no hang, placeholders.
fn odd_stacks(name: &'static str) {
    let Some(f) = flavor(name) else { return };
    let dir = scratch(&format!("callpath-odd-{name}"));
    let exe = f.compile(&program("callpath").join("odd.c"), &dir, &[]);
    let stripped = dir.join("odd-stripped");
    let o = Command::new("strip")
        .arg("-o")
        .arg(&stripped)
        .arg(&exe)
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", text(&o));
    let all = |a: &serde_json::Value| -> BTreeSet<String> {
        a["profile"]
            .as_array()
            .unwrap()
            .iter()
            .filter_map(|r| r["callpath"].as_str())
            .map(str::to_string)
            .collect()
    };
    // As built: names where there are symbols.
    let paths = all(&measure(&f, &exe, &dir.join("exp"), &["--trace"]));
    // The unwinder stops at the generated code: its frame is a placeholder with its address,
    // the function it called is named.
    assert!(
        paths
            .iter()
            .any(|p| p.starts_with("main/[unknown]@0x") && p.ends_with("/jit_target/MPI_Barrier")),
        "{paths:#?}"
    );
    // 200 levels of recursion: cut at the default depth of 48 frames (the calling function
    // counts), marked.
    let deep = paths
        .iter()
        .find(|p| p.ends_with("/MPI_Allreduce"))
        .unwrap_or_else(|| panic!("{paths:#?}"));
    assert!(deep.starts_with("main/[deeper frames]/recurse/"), "{deep}");
    assert_eq!(deep.matches("/recurse").count(), 48, "{deep}");
    // I/O in a signal handler is not recorded (ppw_io.c); the program ran to its end.
    assert!(!paths.iter().any(|p| p.contains("on_signal")), "{paths:#?}");
    assert!(paths.contains("main/close"), "{paths:#?}");
    // Stripped: main is still found (the function the C library's start-up calls); the
    // executable's other functions are placeholders named by the object and offset.
    let paths = all(&measure(&f, &stripped, &dir.join("stripped"), &["--trace"]));
    assert!(paths.contains("main/MPI_Init"), "{paths:#?}");
    assert!(
        paths.iter().any(|p| p.starts_with("main/[unknown]@0x")
            && p.contains("/odd-stripped@0x")
            && p.ends_with("/MPI_Barrier")),
        "{paths:#?}"
    );
}

#[test]
fn odd_stacks_openmpi() {
    odd_stacks("openmpi");
}

#[test]
fn odd_stacks_mpich() {
    odd_stacks("mpich");
}

/// The function of the first sampled cause, and its share of the listed samples.
fn sampled_top(f: &serde_json::Value) -> (String, f64) {
    let fs = f["cause"]["functions"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    let total: u64 = fs.iter().map(|x| x["samples"].as_u64().unwrap()).sum();
    match fs.first() {
        Some(x) => (
            x["function"].as_str().unwrap().to_string(),
            x["samples"].as_u64().unwrap() as f64 / total as f64,
        ),
        None => (String::new(), 0.0),
    }
}

/// `programs/callpath/latework.c`: rank 0 computes in `heavy_work` while rank 1 waits for its
/// message. Calling context cannot see that (it ends at rank 0's MPI_Send, called from
/// main); the program-counter samples taken during the waits name `heavy_work`, in the late
/// sender's cause, the load imbalance's and the computation's. `--sample-hz 0` goes back to
/// "in main".
fn sampled_cause(name: &'static str) {
    let Some(f) = flavor(name) else { return };
    let dir = scratch(&format!("callpath-sampled-{name}"));
    let exe = f.compile(&program("callpath").join("latework.c"), &dir, &[]);
    let a = measure(&f, &exe, &dir.join("exp"), &["--trace"]);
    let findings = a["findings"].as_array().unwrap();
    let late = findings
        .iter()
        .find(|f| f["kind"] == "late_sender")
        .unwrap_or_else(|| panic!("no late_sender: {findings:#?}"));
    let (top, share) = sampled_top(late);
    assert_eq!(top, "heavy_work", "{late:#}");
    assert!(share >= 0.8, "{late:#}");
    assert!(
        late["cause"]["text"]
            .as_str()
            .unwrap()
            .contains("heavy_work"),
        "{late:#}"
    );
    // A busy machine can take rank 0's CPU for much of its extra time: then the imbalance
    // is said to be off the CPU, which is right, and only then.
    let disturbed = findings.iter().any(|f| f["kind"] == "system_interference");
    for f in findings {
        if f["kind"] == "load_imbalance" || f["kind"] == "cpu_bound" {
            let text = f["cause"]["text"].as_str().unwrap();
            if !(disturbed && f["kind"] == "load_imbalance" && text.contains("not on a CPU")) {
                assert_eq!(sampled_top(f).0, "heavy_work", "{f:#}");
            }
        }
    }
    // Without samples: no functions, the cause says where calling context ends.
    let a = measure(
        &f,
        &exe,
        &dir.join("nosamples"),
        &["--trace", "--sample-hz", "0"],
    );
    let late = a["findings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["kind"] == "late_sender")
        .cloned()
        .unwrap_or_else(|| panic!("no late_sender: {}", a["findings"]));
    assert!(late["cause"].get("functions").is_none(), "{late:#}");
    assert!(
        !late["cause"]["text"]
            .as_str()
            .unwrap()
            .contains("heavy_work"),
        "{late:#}"
    );
}

#[test]
fn sampled_cause_names_the_function_openmpi() {
    sampled_cause("openmpi");
}

#[test]
fn sampled_cause_names_the_function_mpich() {
    sampled_cause("mpich");
}
