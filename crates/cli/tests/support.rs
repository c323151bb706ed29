//! Helpers: run `ppw`, compile programs, find MPI flavors.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::Mutex;
use std::time::Duration;

/// MPI runs (and other runs that keep both CPUs busy, such as headless Chromium) are
/// serialized (2 cores, oversubscribed ranks).
pub static MPI_LOCK: Mutex<()> = Mutex::new(());

pub fn ppw() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_ppw"))
}

pub fn scratch(name: &str) -> PathBuf {
    let d = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join("ppw-cli-tests")
        .join(name);
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

pub fn workspace() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

pub fn program(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/programs")
        .join(name)
}

/// Run `ppw args...` and return its output (stdout, stderr, status).
pub fn run_ppw(args: &[&str]) -> Output {
    Command::new(ppw())
        .args(args)
        .env("OMPI_MCA_mpi_yield_when_idle", "1")
        .env_remove("PPW_LIB")
        .output()
        .expect("run ppw")
}

pub fn text(o: &Output) -> String {
    format!(
        "status {:?}\nstdout:\n{}\nstderr:\n{}",
        o.status,
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    )
}

/// `ppw info --json DIR` as JSON (exit status 0 for a complete experiment, 3 otherwise).
pub fn info(dir: &Path) -> serde_json::Value {
    let o = run_ppw(&["info", "--json", dir.to_str().unwrap()]);
    let v: serde_json::Value =
        serde_json::from_slice(&o.stdout).unwrap_or_else(|e| panic!("{e}: {}", text(&o)));
    let expected = if v["complete"] == true { 0 } else { 3 };
    assert_eq!(o.status.code(), Some(expected), "{}", text(&o));
    v
}

/// `ppw report DIR`: the terminal report.
pub fn report_text(dir: &Path) -> String {
    let o = run_ppw(&["report", dir.to_str().unwrap()]);
    assert!(o.status.success(), "{}", text(&o));
    String::from_utf8_lossy(&o.stdout).into_owned()
}

/// `ppw report DIR --html FILE`: the HTML report's page.
pub fn report_html(dir: &Path, file: &Path) -> String {
    let o = run_ppw(&[
        "report",
        dir.to_str().unwrap(),
        "--html",
        file.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", text(&o));
    std::fs::read_to_string(file).unwrap()
}

/// `ppw analyze DIR --json DIR/analysis.json` as JSON.
pub fn analyze(dir: &Path) -> serde_json::Value {
    analyze_with(dir, &[])
}

/// `ppw analyze -q DIR --json DIR/analysis.json EXTRA...`, parsed (exit status 0 or 3).
pub fn analyze_with(dir: &Path, extra: &[&str]) -> serde_json::Value {
    let json = dir.join("analysis.json");
    let mut args = vec![
        "analyze",
        "-q",
        dir.to_str().unwrap(),
        "--json",
        json.to_str().unwrap(),
    ];
    args.extend_from_slice(extra);
    let o = run_ppw(&args);
    assert!(
        o.status.code() == Some(0) || o.status.code() == Some(3),
        "{}",
        text(&o)
    );
    serde_json::from_str(&std::fs::read_to_string(json).unwrap()).unwrap()
}

/// The profile row of (rank, callpath).
pub fn row<'a>(a: &'a serde_json::Value, rank: u64, callpath: &str) -> &'a serde_json::Value {
    a["profile"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["rank"] == rank && r["callpath"] == callpath)
        .unwrap_or_else(|| {
            panic!(
                "no profile row for rank {rank} {callpath}; rows: {}",
                a["profile"]
            )
        })
}

pub fn have(tool: &str) -> bool {
    Command::new(tool)
        .arg("--version")
        .output()
        .map(|o| o.status.success())
        .unwrap_or(false)
}

pub fn skip(why: &str) -> bool {
    if std::env::var("PPW_REQUIRE_MPI").is_ok_and(|v| v == "1") {
        panic!("PPW_REQUIRE_MPI=1 but {why}");
    }
    eprintln!("skipped: {why}");
    false
}

/// An MPI flavor usable end to end: compiler, launcher, and a runtime build next to `ppw`.
pub struct Flavor {
    pub mpicc: &'static str,
    pub launcher: Vec<&'static str>,
}

pub fn flavor(name: &'static str) -> Option<Flavor> {
    let (mpicc, launcher) = match name {
        "openmpi" => (
            "mpicc.openmpi",
            vec!["mpirun.openmpi", "--allow-run-as-root", "--oversubscribe"],
        ),
        _ => ("mpicc.mpich", vec!["mpirun.mpich"]),
    };
    if !have(mpicc) || !have(launcher[0]) {
        skip(&format!(
            "{name} is not installed (scripts/setup.sh installs it)"
        ));
        return None;
    }
    let lib = ppw().parent().unwrap().join(format!("libppw-{name}.so"));
    if !lib.is_file() {
        skip(&format!(
            "{} is missing (scripts/build.sh builds it)",
            lib.display()
        ));
        return None;
    }
    Some(Flavor { mpicc, launcher })
}

impl Flavor {
    /// Compile a C source with this flavor's mpicc.
    pub fn compile(&self, src: &Path, out_dir: &Path, extra: &[&str]) -> PathBuf {
        let exe = out_dir.join(src.file_stem().unwrap());
        let o = Command::new(self.mpicc)
            .args(["-g", "-O1", "-o"])
            .arg(&exe)
            .arg(src)
            .args(extra)
            .output()
            .unwrap();
        assert!(o.status.success(), "{}", text(&o));
        exe
    }

    /// `ppw run [extra] -o DIR -- LAUNCHER -np N EXE`.
    pub fn ppw_run(&self, extra: &[&str], dir: &Path, np: u32, exe: &Path) -> Output {
        let mut args: Vec<String> = vec!["run".into()];
        args.extend(extra.iter().map(|s| s.to_string()));
        args.extend(["-o".into(), dir.display().to_string(), "--".into()]);
        args.extend(self.launcher.iter().map(|s| s.to_string()));
        args.extend(["-np".into(), np.to_string(), exe.display().to_string()]);
        let refs: Vec<&str> = args.iter().map(String::as_str).collect();
        let _serial = MPI_LOCK.lock().unwrap_or_else(|e| e.into_inner());
        run_ppw(&refs)
    }
}

/// The fake GASP runtime of the runtime's tests (`crates/runtime/tests/mpi/gasp_fake_upc.c`, a
/// stand-in for a UPC compiler Debian does not have) in mode `mode` on `np` threads, measured
/// by `ppw run -o DIR/exp` with this flavor's launcher; the experiment's directory.
pub fn run_fake_upc(f: &Flavor, dir: &Path, np: u32, mode: &str) -> PathBuf {
    let runtime = workspace().join("crates/runtime");
    let inc = format!("-I{}", runtime.join("include").display());
    let exe = f.compile(
        &runtime.join("tests/mpi/gasp_fake_upc.c"),
        dir,
        &[&inc, "-rdynamic"],
    );
    let exp = dir.join("exp");
    let mut cmd = Command::new(ppw());
    cmd.arg("run")
        .arg("-o")
        .arg(&exp)
        .arg("--")
        .args(&f.launcher)
        .args(["-np", &np.to_string()])
        .arg(&exe)
        .arg(dir.join("segment"))
        .arg(mode)
        .env("OMPI_MCA_mpi_yield_when_idle", "1")
        .env_remove("PPW_LIB");
    let o = {
        let _serial = MPI_LOCK.lock().unwrap_or_else(|e| e.into_inner());
        cmd.output().unwrap_or_else(|e| panic!("ppw run: {e}"))
    };
    assert!(o.status.success(), "{}", text(&o));
    exp
}

/// Wait for `child` (the leader of its own process group); kill the whole group on timeout.
pub fn wait_with_timeout(child: std::process::Child, limit: Duration) -> Result<Output, String> {
    let pid = child.id() as i32;
    let (tx, rx) = std::sync::mpsc::channel();
    let waiter = std::thread::spawn(move || {
        if rx.recv_timeout(limit).is_err() {
            // Safety: signalling the process group of our own child.
            unsafe { libc::kill(-pid, libc::SIGKILL) };
        }
    });
    let out = child.wait_with_output();
    let _ = tx.send(());
    let _ = waiter.join();
    let out = out.map_err(|e| format!("waiting for the child process: {e}"))?;
    if out.status.code().is_none() {
        return Err(format!(
            "killed after {} s (deadlock or hang?)\n{}",
            limit.as_secs(),
            text(&out)
        ));
    }
    Ok(out)
}

/// A stored result without its timing (the only part that differs between runs, and between
/// the single-process and the distributed analysis).
pub fn without_speed(path: &Path) -> String {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let mut v: serde_json::Value = serde_json::from_str(&text).unwrap();
    v.as_object_mut().unwrap().remove("speed");
    serde_json::to_string_pretty(&v).unwrap()
}

/// Write a synthetic experiment (ppw_synth's wait-state mix) of `ranks` ranks into `exp`. It
/// keeps a CPU busy for a moment at larger sizes: callers beside MPI tests hold `MPI_LOCK`.
pub fn write_synthetic(exp: &Path, ranks: u32, events_per_rank: u64) {
    let t = ppw_synth::SynthTrace::new(ppw_synth::SynthConfig {
        ranks,
        events_per_rank,
        ..Default::default()
    });
    let mut m = ppw_format::Manifest::new("trace", "synthetic", vec![], "none");
    m.exit_status = Some(0);
    ppw_format::write_experiment(exp, &t, &m).unwrap();
}

/// The shared data folder's Score-P traces (`$PPW_SHARED/data/otf2`, else `../shared` next to
/// the repository) if every case of `cases` is there; else `None` after saying why (a failure
/// with `PPW_REQUIRE_TOOLS=1`).
pub fn score_p_traces<'a>(cases: impl IntoIterator<Item = &'a str>) -> Option<PathBuf> {
    let shared = std::env::var_os("PPW_SHARED")
        .map(PathBuf::from)
        .unwrap_or_else(|| workspace().join("../shared"));
    let d = shared.join("data/otf2");
    if cases
        .into_iter()
        .all(|c| d.join(c).join("traces.otf2").is_file())
    {
        Some(d)
    } else {
        let why = format!("the Score-P traces are not in {}", d.display());
        assert!(
            !std::env::var("PPW_REQUIRE_TOOLS").is_ok_and(|v| v == "1"),
            "PPW_REQUIRE_TOOLS=1 but {why}"
        );
        eprintln!("skipped: {why}");
        None
    }
}
