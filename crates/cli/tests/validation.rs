//! The validation suite (`validation/suite.json`, format in `validation/README.md`): MPI
//! programs with deliberately built bottlenecks print their own expectations on rank 0's
//! stdout; each enabled entry is compiled, measured with `ppw run` under every flavor it lists,
//! analyzed with `ppw analyze --json`, and compared. One test runs the whole suite and prints a
//! table; it fails with every mismatch of every entry, each with the full findings list.
//!
//! After every Open MPI trace run the OTF2 export goes through Scalasca's `scout.mpi` and its
//! wait states are compared with ppw's (`crate::scalasca`, validation/README.md).
//!
//! Entries with `"baseline": true` are analyzed against a `ppw baseline` of the flavor, measured
//! once per suite run into the scratch directory. An entry with `compare_with` is the larger run
//! of a pair: after its own checks, `ppw compare BASE RUN --json` is checked against its
//! `PPW_EXPECT_COMPARE` lines, with the expected efficiencies computed from the times both runs
//! measured of themselves (`PPW_COMPARE_TIME`).
//!
//! Environment: `PPW_VALIDATION_ONLY=a,b` runs only the named entries (disabled ones too, to
//! try them; the base entry of a pair comes along), `PPW_VALIDATION_ALL=1` runs the disabled
//! entries as well, `PPW_VALIDATION_FLAVORS=openmpi` restricts the flavors, `PPW_REQUIRE_MPI=1`
//! fails instead of skipping when an MPI or its runtime build is missing. The runtimes are taken
//! from next to the test's `ppw`, else from `target/release` (`scripts/build.sh`), and passed to
//! `ppw run` with `PPW_LIB`. Every `ppw` runs with `XDG_CONFIG_HOME` at an empty scratch
//! directory, so that a user's `~/.config/ppw` (a machine baseline, a `config.toml` with other
//! thresholds) cannot change the results, and nothing is written there.

use crate::support::{scratch, text, wait_with_timeout, without_speed, workspace, MPI_LOCK};
use serde::Deserialize;
use serde_json::Value;
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

/// A program run longer than this is killed (a deadlock must not hang the suite).
const RUN_TIMEOUT: Duration = Duration::from_secs(90);

/// `ppw baseline` taking longer than this is killed (it has its own limit per launch).
const BASELINE_TIMEOUT: Duration = Duration::from_secs(300);

/// Default tolerance of a `PPW_EXPECT_COMPARE` efficiency.
const COMPARE_ABS_TOL: f64 = 0.05;

/// User regions of the programs' harness (`validation/programs/pv.h`): set-up and epilogue are
/// not the behaviour a program's expectations are about, so `PPW_EXPECT_NONE` ignores them.
const HARNESS_REGIONS: &[&str] = &["pv_setup", "pv_epilogue"];

fn in_harness(path: &str) -> bool {
    path.split('/').any(|c| HARNESS_REGIONS.contains(&c))
}

/// `"kinds": "wait_states"`: the waiting patterns of the metric registry, without the waits at
/// MPI_Init/MPI_Finalize (the patterns directly under `mpi`), which every run has to some degree;
/// completion patterns are not waits.
fn wait_states() -> Vec<&'static str> {
    ppw_analysis::pattern_list()
        .into_iter()
        .filter(|p| p.role == "waiting" && p.parent != "mpi")
        .map(|p| p.id)
        .collect()
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Suite {
    #[allow(dead_code)]
    #[serde(default)]
    description: String,
    programs: Vec<Entry>,
}

#[derive(Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct Entry {
    name: String,
    source: String,
    ranks: u32,
    #[serde(default)]
    args: Vec<String>,
    flavors: Vec<String>,
    #[serde(default)]
    compile: Vec<String>,
    #[serde(default = "trace_mode")]
    mode: String,
    enabled: bool,
    #[serde(default)]
    reason: String,
    /// Analyze against a `ppw baseline` of the flavor (measured once per suite run, for up to
    /// this entry's ranks).
    #[serde(default)]
    baseline: bool,
    /// Scalability pairs: the entry (earlier in the suite, same source) that this run is
    /// compared with (`ppw compare BASE THIS`).
    #[serde(default)]
    compare_with: Option<String>,
    /// Extra environment of the run (e.g. `OMPI_MCA_osc=pt2pt` where Open MPI's default
    /// one-sided component fails without ppw too).
    #[serde(default)]
    env: BTreeMap<String, String>,
}

fn trace_mode() -> String {
    "trace".into()
}

fn suite_dir() -> PathBuf {
    workspace().join("validation")
}

fn load_suite() -> Suite {
    let path = suite_dir().join("suite.json");
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn env_list(name: &str) -> Option<Vec<String>> {
    let v = std::env::var(name).ok()?;
    let items: Vec<String> = v
        .split(',')
        .map(|s| s.trim().to_string())
        .filter(|s| !s.is_empty())
        .collect();
    (!items.is_empty()).then_some(items)
}

fn require_mpi() -> bool {
    std::env::var("PPW_REQUIRE_MPI").is_ok_and(|v| v == "1")
}

fn works(tool: &str) -> bool {
    Command::new(tool)
        .arg("--version")
        .output()
        .map(|o| o.status.success())
        .unwrap_or(false)
}

/// A flavor usable end to end: compiler, launcher and runtime build.
struct Flavor {
    name: String,
    mpicc: String,
    launcher: Vec<String>,
    lib: PathBuf,
}

/// The MPI whose runtime (and `ppw-mpi`) a flavor uses: OpenSHMEM and coarrays run on one.
fn runtime_mpi(flavor: &str) -> &str {
    match flavor {
        "oshmem" | "caf" | "caf-static" | "caf-derived" => "openmpi",
        "caf-mpich" | "caf-static-mpich" | "caf-derived-mpich" => "mpich",
        other => other,
    }
}

/// OpenCoarrays' shared library a coarray flavor links (`caf_openmpi`), None for the others.
fn caf_library(flavor: &str) -> Option<&'static str> {
    match flavor {
        "caf" => Some("caf_openmpi"),
        "caf-mpich" => Some("caf_mpich"),
        _ => None,
    }
}

/// OpenCoarrays' static library a statically linked coarray flavor links into the
/// executable (as OpenCoarrays' `caf` compiler wrapper does by default).
fn caf_archive(flavor: &str) -> Option<&'static str> {
    match flavor {
        "caf-static" | "caf-derived" => {
            Some("/usr/lib/x86_64-linux-gnu/open-coarrays/openmpi/lib/libcaf_openmpi.a")
        }
        "caf-static-mpich" | "caf-derived-mpich" => {
            Some("/usr/lib/x86_64-linux-gnu/open-coarrays/mpich/lib/libcaf_mpich.a")
        }
        _ => None,
    }
}

/// A coarray flavor, linked against the shared library or statically.
fn is_caf(flavor: &str) -> bool {
    caf_library(flavor).is_some() || caf_archive(flavor).is_some()
}

/// The flavor, or why it cannot be used.
fn find_flavor(name: &str) -> Result<Flavor, String> {
    let (mpicc, launcher): (&str, &[&str]) = match name {
        "openmpi" => (
            "mpicc.openmpi",
            &["mpirun.openmpi", "--allow-run-as-root", "--oversubscribe"],
        ),
        "mpich" => ("mpicc.mpich", &["mpirun.mpich"]),
        // Open MPI's OpenSHMEM: its own compiler and launcher, Open MPI's runtime build.
        "oshmem" => (
            "oshcc",
            &["oshrun", "--allow-run-as-root", "--oversubscribe"],
        ),
        // Coarray Fortran on OpenCoarrays over Open MPI, linked against the shared
        // libcaf_openmpi.so (gfortran -fcoarray=lib ... -lcaf_openmpi); Open MPI's runtime.
        "caf" => (
            "mpifort.openmpi",
            &["mpirun.openmpi", "--allow-run-as-root", "--oversubscribe"],
        ),
        // The same on MPICH (libcaf_mpich.so, MPICH's runtime).
        "caf-mpich" => ("mpifort.mpich", &["mpirun.mpich"]),
        // Linked statically, as OpenCoarrays' `caf` wrapper does by default: ppw detours the
        // coarray functions inside the executable to the shared library's wrappers.
        // `caf-derived`: the same executable, its statements derived from OpenCoarrays' MPI
        // calls instead (PPW_CAF_STATIC=derive).
        "caf-static" | "caf-derived" => (
            "mpifort.openmpi",
            &["mpirun.openmpi", "--allow-run-as-root", "--oversubscribe"],
        ),
        "caf-static-mpich" | "caf-derived-mpich" => ("mpifort.mpich", &["mpirun.mpich"]),
        other => return Err(format!("unknown flavor {other}")),
    };
    if !works(mpicc) || !works(launcher[0]) {
        return Err(format!(
            "{name} is not installed (scripts/setup.sh installs it)"
        ));
    }
    if let Some(lib) = caf_library(name) {
        if !Path::new("/usr/lib/x86_64-linux-gnu")
            .join(format!("lib{lib}.so"))
            .exists()
        {
            return Err(format!(
                "OpenCoarrays' lib{lib}.so is not installed (scripts/setup.sh installs it)"
            ));
        }
    }
    if let Some(a) = caf_archive(name) {
        if !Path::new(a).exists() {
            return Err(format!(
                "OpenCoarrays' {a} is not installed (scripts/setup.sh installs it)"
            ));
        }
    }
    let file = format!("libppw-{}.so", runtime_mpi(name));
    let next_to_ppw = crate::support::ppw().parent().unwrap().join(&file);
    let built = workspace().join("target/release").join(&file);
    let lib = [next_to_ppw.clone(), built.clone()]
        .into_iter()
        .find(|p| p.is_file())
        .ok_or_else(|| {
            format!(
                "neither {} nor {} exists (scripts/build.sh builds it)",
                next_to_ppw.display(),
                built.display()
            )
        })?;
    Ok(Flavor {
        name: name.into(),
        mpicc: mpicc.into(),
        launcher: launcher.iter().map(|s| s.to_string()).collect(),
        lib,
    })
}

impl Flavor {
    /// The flavor's own environment: Debian's oshmem crashes in shmem_finalize with Open
    /// MPI's osc/rdma component (without ppw too); the derived coarray flavors ask ppw to
    /// derive the statements.
    fn env(&self) -> Vec<(&'static str, &'static str)> {
        match self.name.as_str() {
            "oshmem" => vec![("OMPI_MCA_osc", "^rdma")],
            "caf-derived" | "caf-derived-mpich" => vec![("PPW_CAF_STATIC", "derive")],
            _ => Vec::new(),
        }
    }

    fn compile(&self, entry: &Entry, out_dir: &Path) -> Result<PathBuf, String> {
        let src = suite_dir().join("programs").join(&entry.source);
        // Named after the source, not the entry: `ppw compare` refuses runs of differently
        // named programs, and the two entries of a pair are one program.
        let stem = entry
            .source
            .strip_suffix(".c")
            .or_else(|| entry.source.strip_suffix(".f90"))
            .unwrap_or(&entry.source);
        let exe = out_dir.join(stem);
        let caf_lib = caf_library(&self.name);
        let mut cmd = Command::new(&self.mpicc);
        if is_caf(&self.name) {
            // Fortran module files go next to the executable, not into the working directory.
            cmd.arg("-fcoarray=lib").arg("-J").arg(out_dir);
        }
        let o = cmd
            .args(["-g", "-O1", "-Wall", "-I"])
            .arg(workspace().join("crates/runtime/include"))
            .arg("-o")
            .arg(&exe)
            .arg(&src)
            .args(entry.compile.iter().map(|a| {
                // Libraries next to the runtime (ppw's ARMCI archive) and per flavor.
                let dir = self.lib.parent().unwrap_or(Path::new("."));
                a.replace("{lib_dir}", &dir.display().to_string())
                    .replace("{flavor}", &self.name)
            }))
            .args(caf_lib.map(|l| format!("-l{l}")))
            .args(caf_archive(&self.name))
            .output()
            .map_err(|e| format!("cannot start {}: {e}", self.mpicc))?;
        if !o.status.success() {
            return Err(format!("compiling {} failed:\n{}", src.display(), text(&o)));
        }
        Ok(exe)
    }

    /// `ppw run [--profile] -o DIR -- LAUNCHER -np N EXE ARGS...`, with a timeout (the caller
    /// holds `MPI_LOCK`).
    fn run(&self, entry: &Entry, exe: &Path, dir: &Path) -> Result<Output, String> {
        let mut cmd = ppw_command();
        cmd.arg("run");
        if entry.mode == "profile" {
            cmd.arg("--profile");
        }
        cmd.arg("-o")
            .arg(dir)
            .arg("--")
            .args(&self.launcher)
            .args(["-np", &entry.ranks.to_string()])
            .arg(exe)
            .args(&entry.args)
            .env("OMPI_MCA_mpi_yield_when_idle", "1")
            .envs(self.env())
            .envs(&entry.env)
            .env("PPW_LIB", &self.lib);
        captured(cmd, "ppw", RUN_TIMEOUT)
    }

    /// The analysis of `dir` again with 2 and 3 processes of `ppw-mpi` (issue 15): an error
    /// unless each stored result equals the single-process one in `dir/analysis.json` (the
    /// caller holds `MPI_LOCK`).
    fn distributed_same(&self, dir: &Path, baseline: Option<&Path>) -> Result<(), String> {
        // OpenSHMEM and coarray programs run on an MPI of their own.
        let (mpi, launcher) = if runtime_mpi(&self.name) != self.name {
            let f = find_flavor(runtime_mpi(&self.name))?;
            (f.name, f.launcher)
        } else {
            (self.name.clone(), self.launcher.clone())
        };
        let exe = crate::support::ppw()
            .parent()
            .unwrap()
            .join(format!("ppw-mpi-{mpi}"));
        if !exe.is_file() {
            if require_mpi() {
                return Err(format!(
                    "{} is missing (scripts/build.sh builds it)",
                    exe.display()
                ));
            }
            return Ok(());
        }
        let want = without_speed(&dir.join("analysis.json"));
        for k in [2, 3] {
            let out = dir.join(format!("analysis-{k}-processes.json"));
            let mut cmd = Command::new(&launcher[0]);
            cmd.args(&launcher[1..])
                .args(["-np", &k.to_string()])
                .arg(&exe)
                .args(["analyze", "-q"])
                .arg(dir)
                .arg("--json")
                .arg(&out)
                .args(baseline.iter().flat_map(|b| [Path::new("--baseline"), b]))
                .env("XDG_CONFIG_HOME", config_home())
                .env("OMPI_MCA_mpi_yield_when_idle", "1");
            let o = captured(cmd, &launcher[0], RUN_TIMEOUT)?;
            if o.status.code() != Some(0) || !out.is_file() {
                return Err(format!(
                    "ppw-mpi analyze with {k} processes failed:\n{}",
                    text(&o)
                ));
            }
            if without_speed(&out) != want {
                return Err(format!(
                    "the analysis with {k} processes differs from the single-process one \
                     ({} against analysis.json)",
                    out.display()
                ));
            }
        }
        Ok(())
    }

    /// `ppw baseline -o FILE --max-ranks N -- LAUNCHER` (the caller holds `MPI_LOCK`), in the
    /// runs' environment.
    fn baseline(&self, file: &Path, max_ranks: u32) -> Result<(), String> {
        let mut cmd = ppw_command();
        cmd.arg("baseline")
            .arg("-o")
            .arg(file)
            .args(["--max-ranks", &max_ranks.to_string(), "--"])
            .args(&self.launcher)
            .env("OMPI_MCA_mpi_yield_when_idle", "1");
        let o = captured(cmd, "ppw baseline", BASELINE_TIMEOUT)?;
        if !o.status.success() || !file.is_file() {
            return Err(format!("ppw baseline failed:\n{}", text(&o)));
        }
        Ok(())
    }
}

/// Scalasca's wait states on the run's OTF2 export against ppw's (`crate::scalasca`): a row per
/// non-zero (metric, rank), mismatches always, and a summary row; the caller holds `MPI_LOCK`.
fn scalasca_rows(
    tools: &crate::scalasca::Tools,
    exp: &Path,
    dir: &Path,
) -> Result<Vec<Checked>, String> {
    let json = exp.join("analysis.json");
    let a: ppw_analysis::Analysis = std::fs::read_to_string(&json)
        .map_err(|e| e.to_string())
        .and_then(|s| serde_json::from_str(&s).map_err(|e| e.to_string()))
        .map_err(|e| format!("{}: {e}", json.display()))?;
    let out = crate::scalasca::check_experiment(tools, exp, &a, dir)?;
    let mut rows = Vec::new();
    if let Some(why) = out.skipped {
        rows.push(Checked {
            what: "scalasca".into(),
            expected: String::new(),
            measured: why,
            ok: true,
            skipped: true,
        });
        return Ok(rows);
    }
    let shown = |r: &crate::scalasca::Row| !r.ok || r.ppw.abs().max(r.scalasca.abs()) >= 5e-5;
    for r in out.rows.iter().filter(|r| shown(r)) {
        let tol = crate::scalasca::REL_TOL * r.ppw.abs() + crate::scalasca::ABS_TOL;
        rows.push(Checked {
            what: format!("scalasca {} rank {}", r.scalasca_name, r.rank),
            expected: format!(
                "ppw {} [{}, {}]",
                secs(r.ppw),
                secs((r.ppw - tol).max(0.0)),
                secs(r.ppw + tol)
            ),
            measured: secs(r.scalasca),
            ok: r.ok,
            skipped: false,
        });
    }
    rows.push(Checked {
        what: "scalasca (every wait-state metric and rank)".into(),
        expected: "within 5% + 2 ms of ppw".into(),
        measured: format!(
            "{} of {} values, largest difference {:.1} us; scout.mpi {:.1} s",
            out.rows.iter().filter(|r| r.ok).count(),
            out.rows.len(),
            out.rows
                .iter()
                .map(|r| (r.ppw - r.scalasca).abs())
                .fold(0.0, f64::max)
                * 1e6,
            out.scout_seconds
        ),
        ok: out.rows.iter().all(|r| r.ok),
        skipped: false,
    });
    for n in out.notes {
        rows.push(Checked {
            what: "scalasca (left out)".into(),
            expected: String::new(),
            measured: n,
            ok: true,
            skipped: true,
        });
    }
    Ok(rows)
}

/// The baseline files measured in this suite run: per flavor, the largest rank count measured
/// and the file.
#[derive(Default)]
struct Baselines {
    files: BTreeMap<String, (u32, PathBuf)>,
}

impl Baselines {
    /// The flavor's baseline for at least `ranks` ranks: measured the first time (or again for
    /// more ranks), into `dir`, with a table line. The caller holds `MPI_LOCK`.
    fn get(
        &mut self,
        flavor: &Flavor,
        ranks: u32,
        dir: &Path,
        table: &mut String,
    ) -> Result<PathBuf, String> {
        let ranks = ranks.max(2);
        if let Some((n, file)) = self.files.get(&flavor.name) {
            if *n >= ranks {
                return Ok(file.clone());
            }
        }
        let file = dir.join(format!("baseline-{}-{ranks}.json", flavor.name));
        let t = Instant::now();
        flavor.baseline(&file, ranks)?;
        let b: Value = std::fs::read_to_string(&file)
            .ok()
            .and_then(|s| serde_json::from_str(&s).ok())
            .ok_or_else(|| format!("{} is not JSON", file.display()))?;
        // The operation the suite's baseline entries use, at the largest rank count.
        let allreduce = b["collectives"]
            .as_array()
            .into_iter()
            .flatten()
            .find(|c| {
                c["op"] == "MPI_Allreduce" && c["ranks"] == ranks && c["bytes"].as_u64() == Some(8)
            })
            .and_then(|c| c["seconds"].as_f64())
            .map_or_else(|| "-".into(), |s| format!("{:.1} us", s * 1e6));
        let _ = writeln!(
            table,
            "{:<24} {:<8} {:<52} {:.1} s; MPI_Allreduce 8 B on {ranks} ranks {allreduce}",
            "(baseline)",
            flavor.name,
            format!("ppw baseline --max-ranks {ranks}"),
            t.elapsed().as_secs_f64(),
        );
        self.files
            .insert(flavor.name.clone(), (ranks, file.clone()));
        Ok(file)
    }
}

/// An empty `XDG_CONFIG_HOME` for every `ppw` the suite runs: no user baseline or config file
/// applies, and nothing is written to the user's.
fn config_home() -> PathBuf {
    let d = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("ppw-cli-tests/validation-config");
    let _ = std::fs::create_dir_all(&d);
    d
}

/// Run `cmd` with its output captured, in its own process group (killed whole after
/// `limit`); `what` names it if it cannot start.
fn captured(mut cmd: Command, what: &str, limit: Duration) -> Result<Output, String> {
    cmd.stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .process_group(0);
    let child = cmd
        .spawn()
        .map_err(|e| format!("cannot start {what}: {e}"))?;
    wait_with_timeout(child, limit)
}

/// `ppw` with the suite's isolated configuration directory.
fn ppw_command() -> Command {
    let mut cmd = Command::new(crate::support::ppw());
    cmd.env("XDG_CONFIG_HOME", config_home());
    cmd
}

/// Run `ppw ARGS` and return its output.
fn ppw(args: &[&str]) -> Output {
    ppw_command().args(args).output().expect("run ppw")
}

/// `ppw analyze -q DIR --json DIR/analysis.json [--baseline FILE]`, as JSON.
fn analyze(dir: &Path, baseline: Option<&Path>) -> Result<Value, String> {
    let json = dir.join("analysis.json");
    let mut args = vec![
        "analyze",
        "-q",
        dir.to_str().unwrap(),
        "--json",
        json.to_str().unwrap(),
    ];
    if let Some(b) = baseline {
        args.extend(["--baseline", b.to_str().unwrap()]);
    }
    let o = ppw(&args);
    if !(o.status.code() == Some(0) || o.status.code() == Some(3)) {
        return Err(format!("ppw analyze failed:\n{}", text(&o)));
    }
    let s = std::fs::read_to_string(&json).map_err(|e| format!("{}: {e}", json.display()))?;
    serde_json::from_str(&s).map_err(|e| format!("{}: {e}", json.display()))
}

/// One expectation line printed by a program.
#[derive(Clone, Debug)]
enum Expect {
    Finding(Value),
    Severity(Value),
    Profile(Value),
    /// Paradyn's one-sided counts of one window and rank (the result's `one_sided` list).
    Window(Value),
    None(Value),
    /// Expectations of `ppw compare` on a pair of runs (checked by [`check_compare`]).
    Compare(Value),
}

/// What a run measured of itself in `ppw compare`'s terms (`PPW_COMPARE_TIME`): its time (the
/// longest rank's time between MPI_Init and MPI_Finalize, seconds) and per call path the time
/// summed over ranks.
#[derive(Clone, Debug, Default)]
struct RunTimes {
    time: f64,
    callpaths: BTreeMap<String, f64>,
}

/// A program's output lines for the runner.
#[derive(Debug, Default)]
struct Parsed {
    expects: Vec<Expect>,
    /// `PPW_INFO` lines, shown in the table.
    info: Vec<String>,
    /// `PPW_COMPARE_TIME`, if the program printed it.
    times: Option<RunTimes>,
}

/// The expectation lines, the `PPW_INFO` lines and the `PPW_COMPARE_TIME` line in a program's
/// stdout.
fn parse_expectations(stdout: &str) -> Result<Parsed, String> {
    let mut out = Vec::new();
    let mut info = Vec::new();
    let mut times = None;
    for line in stdout.lines() {
        let Some(at) = line.find("PPW_") else {
            continue;
        };
        let line = &line[at..];
        let (tag, rest) = line.split_once(' ').unwrap_or((line, ""));
        let parse = || -> Result<Value, String> {
            let v: Value =
                serde_json::from_str(rest.trim()).map_err(|e| format!("bad line {line:?}: {e}"))?;
            if !v.is_object() {
                return Err(format!("bad line {line:?}: not a JSON object"));
            }
            Ok(v)
        };
        match tag {
            "PPW_EXPECT" => out.push(Expect::Finding(parse()?)),
            "PPW_EXPECT_SEVERITY" => out.push(Expect::Severity(parse()?)),
            "PPW_EXPECT_PROFILE" => out.push(Expect::Profile(parse()?)),
            "PPW_EXPECT_WINDOW" => out.push(Expect::Window(parse()?)),
            "PPW_EXPECT_NONE" => out.push(Expect::None(parse()?)),
            "PPW_EXPECT_COMPARE" => out.push(Expect::Compare(parse()?)),
            "PPW_COMPARE_TIME" => {
                let v = parse()?;
                let bad = || format!("bad line {line:?}: needs \"time\" and \"callpaths\"");
                let mut t = RunTimes {
                    time: v["time"].as_f64().ok_or_else(bad)?,
                    ..Default::default()
                };
                for (p, x) in v["callpaths"].as_object().ok_or_else(bad)? {
                    t.callpaths.insert(p.clone(), x.as_f64().ok_or_else(bad)?);
                }
                if times.replace(t).is_some() {
                    return Err("more than one PPW_COMPARE_TIME line".into());
                }
            }
            "PPW_INFO" => info.push(rest.trim().to_string()),
            t if t.starts_with("PPW_EXPECT") => return Err(format!("unknown line {line:?}")),
            _ => {}
        }
    }
    Ok(Parsed {
        expects: out,
        info,
        times,
    })
}

/// Call path condition of an expectation: `callpath` (exact) or `callpath_suffix` (the last
/// whole components).
fn path_matches(e: &Value, path: &str) -> bool {
    if e["callpath_any"] == true {
        return true;
    }
    if let Some(p) = e["callpath"].as_str() {
        return path == p;
    }
    if let Some(s) = e["callpath_suffix"].as_str() {
        return path == s || path.ends_with(&format!("/{s}"));
    }
    false
}

fn path_label(e: &Value) -> String {
    if e["callpath_any"] == true {
        return "*".into();
    }
    match (e["callpath"].as_str(), e["callpath_suffix"].as_str()) {
        (Some(p), _) => p.to_string(),
        (None, Some(s)) => format!("*/{s}"),
        _ => "?".into(),
    }
}

/// The accepted interval of an expected number of seconds.
fn interval(e: &Value) -> (f64, f64) {
    let x = e["seconds"].as_f64().unwrap_or(0.0);
    let rel = e["rel_tol"].as_f64().unwrap_or(0.0);
    let above = e["rel_tol_above"].as_f64().unwrap_or(rel);
    let abs = e["abs_tol"].as_f64().unwrap_or(0.0);
    (x - (rel * x).max(abs), x + (above * x).max(abs))
}

/// The kinds of a `PPW_EXPECT_NONE`: `None` for `"all"`; `"wait_states"` stands for
/// [`wait_states`], alone or inside the list.
fn kinds_of(e: &Value) -> Result<Option<BTreeSet<String>>, String> {
    let one = |k: &str, set: &mut BTreeSet<String>| {
        if k == "wait_states" {
            set.extend(wait_states().into_iter().map(str::to_string));
        } else {
            set.insert(k.to_string());
        }
    };
    let mut set = BTreeSet::new();
    match &e["kinds"] {
        Value::String(s) if s == "all" => return Ok(None),
        Value::String(s) => one(s, &mut set),
        Value::Array(a) => {
            for k in a {
                one(k.as_str().ok_or("kinds: not a string")?, &mut set);
            }
        }
        other => return Err(format!("kinds: {other} is not a list or a string")),
    }
    Ok(Some(set))
}

/// The outcome of one check.
struct Checked {
    what: String,
    expected: String,
    measured: String,
    ok: bool,
    skipped: bool,
}

fn secs(x: f64) -> String {
    format!("{x:.4}")
}

/// Compare the analysis with the expectations; one row per check.
fn check(a: &Value, expects: &[Expect], profile_mode: bool) -> Vec<Checked> {
    let empty = Vec::new();
    let findings = a["findings"].as_array().unwrap_or(&empty);
    let severities = a["severities"].as_array().unwrap_or(&empty);
    let profile = a["profile"].as_array().unwrap_or(&empty);
    let one_sided = a["one_sided"].as_array().unwrap_or(&empty);
    // Wait-state patterns (the analysis' registry) need a trace: skipped in profile mode.
    let patterns = ppw_analysis::pattern_list();
    let trace_only = |k: &str| profile_mode && patterns.iter().any(|p| p.id == k);
    let mut rows = Vec::new();
    for e in expects {
        match e {
            Expect::Finding(e) => {
                let kind = e["kind"].as_str().unwrap_or("?");
                let rank = e["rank"].as_u64();
                // Without "seconds", any size of at least "min_seconds" (default: any).
                let (lo, hi) = if e["seconds"].is_number() {
                    interval(e)
                } else {
                    (e["min_seconds"].as_f64().unwrap_or(0.0), f64::INFINITY)
                };
                let what = format!(
                    "{kind} {}{}",
                    path_label(e),
                    rank.map(|r| format!(" rank {r}")).unwrap_or_default()
                );
                let expected = format!(
                    "{}{}",
                    if e["seconds"].is_number() {
                        format!(
                            "{} [{}, {}]",
                            secs(e["seconds"].as_f64().unwrap_or(0.0)),
                            secs(lo),
                            secs(hi)
                        )
                    } else {
                        format!(">= {}", secs(lo))
                    },
                    e["cause_rank"]
                        .as_u64()
                        .map(|c| format!(" cause {c}"))
                        .unwrap_or_default()
                );
                let what = match e["nominal"].as_f64() {
                    Some(n) => format!("{what} (nominal {})", secs(n)),
                    None => what,
                };
                if trace_only(kind) {
                    rows.push(Checked {
                        what,
                        expected,
                        measured: "(profile mode)".into(),
                        ok: true,
                        skipped: true,
                    });
                    continue;
                }
                let rank_ok = |f: &Value| match rank {
                    None => true,
                    Some(r) => {
                        f["rank"].as_u64() == Some(r)
                            || f["ranks"]
                                .as_array()
                                .is_some_and(|rs| rs.iter().any(|x| x.as_u64() == Some(r)))
                    }
                };
                let candidates: Vec<&Value> = findings
                    .iter()
                    .filter(|f| {
                        f["kind"] == kind
                            && path_matches(e, f["callpath"].as_str().unwrap_or(""))
                            && rank_ok(f)
                    })
                    .collect();
                let mid = (lo + hi) / 2.0;
                let best = candidates.iter().min_by(|x, y| {
                    let dx = (x["seconds"].as_f64().unwrap_or(0.0) - mid).abs();
                    let dy = (y["seconds"].as_f64().unwrap_or(0.0) - mid).abs();
                    dx.total_cmp(&dy)
                });
                let Some(f) = best else {
                    rows.push(Checked {
                        what,
                        expected,
                        measured: "no such finding".into(),
                        ok: false,
                        skipped: false,
                    });
                    continue;
                };
                let s = f["seconds"].as_f64().unwrap_or(0.0);
                // `plus_expected`: a slow operation's cost is its time less what the machine's
                // baseline expects for it, which the program cannot know (8 ms per 8-byte
                // Allreduce with MPICH on a loaded machine, microseconds on a quiet one): the
                // program's expectation is the calls' time, compared with cost + expected.
                let baseline = if e["plus_expected"] == true {
                    f["data"]["expected"].as_f64().unwrap_or(0.0)
                        * f["data"]["visits"].as_f64().unwrap_or(0.0)
                } else {
                    0.0
                };
                let mut ok = lo <= s + baseline && s + baseline <= hi;
                let shown = if baseline > 0.0 {
                    format!("{} + expected {}", secs(s), secs(baseline))
                } else {
                    secs(s)
                };
                let mut measured = format!(
                    "{}{} cause {}",
                    shown,
                    f["rank"]
                        .as_u64()
                        .map(|r| format!(" rank {r}"))
                        .unwrap_or_else(|| format!(" ranks {}", f["ranks"])),
                    f["cause"]["ranks"]
                );
                if let Some(c) = e["cause_rank"].as_u64() {
                    if f["cause"]["ranks"][0].as_u64() != Some(c) {
                        ok = false;
                        measured.push_str(" (wrong cause)");
                    }
                }
                if let Some(cp) = e["cause_callpath_suffix"].as_str() {
                    let got = f["cause"]["callpath"].as_str().unwrap_or("");
                    if !(got == cp || got.ends_with(&format!("/{cp}"))) {
                        ok = false;
                        measured.push_str(&format!(" (cause path {got:?}, expected */{cp})"));
                    }
                }
                if let Some(src) = e["source"].as_str() {
                    let got = f["source"].as_str().unwrap_or("");
                    if !(got == src || got.ends_with(&format!("/{src}"))) {
                        ok = false;
                        measured.push_str(&format!(" (source {got:?}, expected {src:?})"));
                    }
                }
                if let Some(want) = e["caller"].as_str() {
                    let got = f["caller"].as_str().unwrap_or("");
                    if got != want {
                        ok = false;
                        measured.push_str(&format!(" (caller {got:?}, expected {want:?})"));
                    }
                }
                rows.push(Checked {
                    what,
                    expected,
                    measured,
                    ok,
                    skipped: false,
                });
            }
            Expect::Severity(e) => {
                // `metric`, or `metrics`: the sum of several (a wait that lands in one of
                // several metrics depending on the MPI library, as Late Post does).
                let metrics: Vec<&str> = match e["metrics"].as_array() {
                    Some(list) => list.iter().filter_map(Value::as_str).collect(),
                    None => vec![e["metric"].as_str().unwrap_or("?")],
                };
                let joined = metrics.join("+");
                let metric = joined.as_str();
                let rank = e["rank"].as_u64();
                let (lo, hi) = interval(e);
                let what = format!(
                    "cube {metric} {} rank {}",
                    path_label(e),
                    rank.map(|r| r.to_string()).unwrap_or("?".into())
                );
                let expected = format!(
                    "{} [{}, {}]",
                    secs(e["seconds"].as_f64().unwrap_or(0.0)),
                    secs(lo),
                    secs(hi)
                );
                if metrics.iter().any(|m| trace_only(m)) {
                    rows.push(Checked {
                        what,
                        expected,
                        measured: "(profile mode)".into(),
                        ok: true,
                        skipped: true,
                    });
                    continue;
                }
                let s: f64 = severities
                    .iter()
                    .filter(|c| {
                        metrics.iter().any(|m| c["metric"] == *m)
                            && c["rank"].as_u64() == rank
                            && path_matches(e, c["callpath"].as_str().unwrap_or(""))
                    })
                    .filter_map(|c| c["seconds"].as_f64())
                    .sum();
                rows.push(Checked {
                    what,
                    expected,
                    measured: secs(s),
                    ok: lo <= s && s <= hi,
                    skipped: false,
                });
            }
            Expect::Window(e) => {
                let window = e["window"].as_str().unwrap_or("?");
                let rank = e["rank"].as_u64();
                let what = format!(
                    "window '{window}' rank {}",
                    rank.map(|r| r.to_string()).unwrap_or("?".into())
                );
                let got = one_sided
                    .iter()
                    .find(|w| w["window"] == window && w["rank"].as_u64() == rank);
                let mut expected = Vec::new();
                let mut measured = Vec::new();
                let mut ok = got.is_some();
                for field in [
                    "puts",
                    "put_bytes",
                    "gets",
                    "get_bytes",
                    "accumulates",
                    "accumulate_bytes",
                    "atomics",
                    "active_sync_calls",
                    "passive_sync_calls",
                ] {
                    if let Some(x) = e[field].as_u64() {
                        let g = got.and_then(|w| w[field].as_u64()).unwrap_or(0);
                        expected.push(format!("{field} {x}"));
                        measured.push(format!("{field} {g}"));
                        ok &= g == x;
                    }
                }
                // Transfers into symmetric objects: [name prefix, operations, bytes] (the
                // trace's addresses; a profile has none).
                let objects = e["objects"].as_array().filter(|_| !profile_mode);
                for o in objects.into_iter().flatten() {
                    let (name, n, b) = (o[0].as_str().unwrap_or("?"), &o[1], &o[2]);
                    let g = got
                        .and_then(|w| w["objects"].as_array())
                        .into_iter()
                        .flatten()
                        .find(|x| x[0].as_str().is_some_and(|s| s.starts_with(name)));
                    let (gn, gb) =
                        g.map_or((Value::Null, Value::Null), |x| (x[1].clone(), x[2].clone()));
                    expected.push(format!("into {name}: {n} ({b} B)"));
                    measured.push(format!("into {name}: {gn} ({gb} B)"));
                    ok &= gn == *n && gb == *b;
                }
                rows.push(Checked {
                    what,
                    expected: expected.join(", "),
                    measured: if got.is_some() {
                        measured.join(", ")
                    } else {
                        "(no such window and rank)".into()
                    },
                    ok,
                    skipped: false,
                });
            }
            Expect::Profile(e) => {
                let rank = e["rank"].as_u64();
                let what = format!(
                    "profile {} rank {}",
                    path_label(e),
                    rank.map(|r| r.to_string()).unwrap_or("?".into())
                );
                let rows_of: Vec<&Value> = profile
                    .iter()
                    .filter(|r| {
                        r["rank"].as_u64() == rank
                            && path_matches(e, r["callpath"].as_str().unwrap_or(""))
                    })
                    .collect();
                let sum =
                    |field: &str| -> u64 { rows_of.iter().filter_map(|r| r[field].as_u64()).sum() };
                let mut expected = Vec::new();
                let mut measured = Vec::new();
                let mut ok = true;
                for field in ["visits", "bytes"] {
                    if let Some(x) = e[field].as_u64() {
                        let got = sum(field);
                        expected.push(format!("{field} {x}"));
                        measured.push(format!("{field} {got}"));
                        ok &= got == x;
                    }
                }
                if let Some(min) = e["min_fraction"].as_f64() {
                    // Share of the rank's time between MPI_Init and MPI_Finalize: its root rows
                    // (`main`, other threads' roots) less the time in those calls (at any depth:
                    // with -finstrument-functions they are under `main/main`).
                    let total: f64 = profile
                        .iter()
                        .filter(|r| r["rank"].as_u64() == rank)
                        .filter_map(|r| {
                            let p = r["callpath"].as_str().unwrap_or("");
                            let s = r["seconds"].as_f64()?;
                            let last = p.rsplit('/').next().unwrap_or("");
                            if !p.contains('/') {
                                Some(s)
                            } else if ["MPI_Init", "MPI_Init_thread", "MPI_Finalize"]
                                .contains(&last)
                            {
                                Some(-s)
                            } else {
                                None
                            }
                        })
                        .sum();
                    let got: f64 = rows_of.iter().filter_map(|r| r["seconds"].as_f64()).sum();
                    let frac = if total > 0.0 { got / total } else { 0.0 };
                    expected.push(format!("fraction >= {min:.2}"));
                    measured.push(format!("fraction {frac:.2}"));
                    ok &= frac >= min;
                }
                if e["seconds"].is_number() {
                    let (lo, hi) = interval(e);
                    let got: f64 = rows_of.iter().filter_map(|r| r["seconds"].as_f64()).sum();
                    expected.push(format!(
                        "{} s [{}, {}]",
                        secs(e["seconds"].as_f64().unwrap()),
                        secs(lo),
                        secs(hi)
                    ));
                    measured.push(format!("{} s", secs(got)));
                    ok &= lo <= got && got <= hi;
                }
                rows.push(Checked {
                    what,
                    expected: expected.join(", "),
                    measured: if rows_of.is_empty() {
                        "no such row".into()
                    } else {
                        measured.join(", ")
                    },
                    ok,
                    skipped: false,
                });
            }
            // Checked against `ppw compare` by `check_compare`.
            Expect::Compare(_) => {}
            Expect::None(e) => {
                let max = e["max_seconds"].as_f64().unwrap_or(0.0);
                let kinds = match kinds_of(e) {
                    Ok(k) => k,
                    Err(msg) => {
                        rows.push(Checked {
                            what: "none".into(),
                            expected: String::new(),
                            measured: msg,
                            ok: false,
                            skipped: false,
                        });
                        continue;
                    }
                };
                let waits = wait_states();
                let label = match &kinds {
                    None => "all".to_string(),
                    Some(k) if k.len() == waits.len() && waits.iter().all(|w| k.contains(*w)) => {
                        "wait_states".to_string()
                    }
                    Some(k) => k.iter().cloned().collect::<Vec<_>>().join(","),
                };
                let listed = |k: &str| kinds.as_ref().is_none_or(|s| s.contains(k));
                // Optionally only at one call path (or suffix).
                let filtered = e["callpath"].is_string() || e["callpath_suffix"].is_string();
                let at_path = |p: &str| !in_harness(p) && (!filtered || path_matches(e, p));
                let what = if filtered {
                    format!("none of {label} at {}", path_label(e))
                } else {
                    format!("none of {label}")
                };
                let expected = format!("<= {}", secs(max));
                if kinds
                    .as_ref()
                    .is_some_and(|s| s.iter().all(|k| trace_only(k)))
                {
                    rows.push(Checked {
                        what,
                        expected,
                        measured: "(profile mode)".into(),
                        ok: true,
                        skipped: true,
                    });
                    continue;
                }
                // Findings of those kinds, and cube cells summed over ranks per (metric, path).
                let mut worst: Option<(f64, String)> = None;
                let mut over = Vec::new();
                let mut consider = |s: f64, desc: String| {
                    if worst.as_ref().is_none_or(|w| s > w.0) {
                        worst = Some((s, desc.clone()));
                    }
                    if s > max {
                        over.push(format!("{desc} {}", secs(s)));
                    }
                };
                for f in findings {
                    let k = f["kind"].as_str().unwrap_or("");
                    if listed(k) && !trace_only(k) && at_path(f["callpath"].as_str().unwrap_or(""))
                    {
                        consider(
                            f["seconds"].as_f64().unwrap_or(0.0),
                            format!("finding {k} {}", f["callpath"].as_str().unwrap_or("")),
                        );
                    }
                }
                let mut cells: BTreeMap<(String, String), f64> = BTreeMap::new();
                for c in severities {
                    let m = c["metric"].as_str().unwrap_or("");
                    let in_set = match &kinds {
                        None => waits.contains(&m),
                        Some(s) => s.contains(m),
                    };
                    if in_set && !trace_only(m) && at_path(c["callpath"].as_str().unwrap_or("")) {
                        *cells
                            .entry((m.to_string(), c["callpath"].as_str().unwrap_or("").into()))
                            .or_default() += c["seconds"].as_f64().unwrap_or(0.0);
                    }
                }
                for ((m, p), s) in cells {
                    consider(s, format!("cube {m} {p}"));
                }
                let ok = over.is_empty();
                rows.push(Checked {
                    what,
                    expected,
                    measured: if ok {
                        worst
                            .map(|(s, d)| format!("largest: {d} {}", secs(s)))
                            .unwrap_or_else(|| "nothing".into())
                    } else {
                        over.join("; ")
                    },
                    ok,
                    skipped: false,
                });
            }
        }
    }
    rows
}

/// One run of a pair, as `check_compare` needs it.
struct PairRun<'a> {
    ranks: u32,
    times: Option<&'a RunTimes>,
}

/// Compare `ppw compare`'s JSON (`c`, of the runs `base` then `run`) with the
/// `PPW_EXPECT_COMPARE` expectations `expects`; one row per expectation. Without a given
/// `efficiency` the expected one is computed from the runs' own times: `b * T(b) / (n * T(n))`
/// for the run, `S(b) / S(n)` for a call path.
fn check_compare(c: &Value, expects: &[&Value], base: &PairRun, run: &PairRun) -> Vec<Checked> {
    let (b, n) = (base.ranks, run.ranks);
    let sc = &c["scalability"];
    let mut rows = Vec::new();
    for e in expects {
        let path = e["callpath"].as_str();
        let mut what = format!("compare eff. {} {b}->{n}", path.unwrap_or("run"));
        if let Some(x) = e["nominal"].as_f64() {
            what.push_str(&format!(" (nominal {x:.4})"));
        }
        let fail = |expected: String, measured: String| Checked {
            what: what.clone(),
            expected,
            measured,
            ok: false,
            skipped: false,
        };
        let (eb, en) = (e["base_ranks"].as_u64(), e["ranks"].as_u64());
        if (eb, en) != (Some(b as u64), Some(n as u64)) {
            rows.push(fail(
                format!("base_ranks {eb:?} ranks {en:?}"),
                format!("the pair is {b} -> {n} ranks"),
            ));
            continue;
        }
        // The expected efficiency: given, or from the two runs' times.
        let from_times = || -> Result<(f64, String), String> {
            let (Some(tb), Some(tn)) = (base.times, run.times) else {
                return Err("a run printed no PPW_COMPARE_TIME".into());
            };
            match path {
                None => Ok((
                    b as f64 * tb.time / (n as f64 * tn.time),
                    format!("T {:.4} / {:.4} s", tb.time, tn.time),
                )),
                Some(p) => match (tb.callpaths.get(p), tn.callpaths.get(p)) {
                    (Some(sb), Some(sn)) if *sn > 0.0 => {
                        Ok((sb / sn, format!("S {sb:.4} / {sn:.4} s")))
                    }
                    _ => Err(format!("no PPW_COMPARE_TIME of {p} in both runs")),
                },
            }
        };
        let (x, basis) = match e["efficiency"].as_f64() {
            Some(x) => (x, String::new()),
            None => match from_times() {
                Ok((x, basis)) => (x, format!(" ({basis})")),
                Err(why) => {
                    rows.push(fail(String::new(), why));
                    continue;
                }
            },
        };
        let tol = e["abs_tol"].as_f64().unwrap_or(COMPARE_ABS_TOL);
        let expected = format!("{} [{}, {}]{basis}", secs(x), secs(x - tol), secs(x + tol));
        // `ppw compare` lists the runs in the order given: the base first.
        if c["kind"] != "scalability"
            || c["runs"][0]["ranks"].as_u64() != Some(b as u64)
            || c["runs"][1]["ranks"].as_u64() != Some(n as u64)
            || sc["base"].as_u64() != Some(0)
        {
            rows.push(fail(
                expected,
                format!(
                    "not a scalability comparison of {b} against {n} ranks: kind {}, base {}",
                    c["kind"], sc["base"]
                ),
            ));
            continue;
        }
        let got = match path {
            None => sc["efficiency"][1].as_f64(),
            Some(p) => sc["regions"]
                .as_array()
                .into_iter()
                .flatten()
                .find(|r| r["callpath"] == p)
                .and_then(|r| r["efficiency"][1].as_f64()),
        };
        let Some(got) = got else {
            rows.push(fail(expected, "no such call path in the comparison".into()));
            continue;
        };
        let detail = match path {
            None => format!(
                " (T {:.4} / {:.4} s)",
                c["runs"][0]["time"].as_f64().unwrap_or(0.0),
                c["runs"][1]["time"].as_f64().unwrap_or(0.0)
            ),
            Some(p) => sc["regions"]
                .as_array()
                .into_iter()
                .flatten()
                .find(|r| r["callpath"] == p)
                .map(|r| {
                    format!(
                        " (S {:.4} / {:.4} s)",
                        r["seconds"][0].as_f64().unwrap_or(0.0),
                        r["seconds"][1].as_f64().unwrap_or(0.0)
                    )
                })
                .unwrap_or_default(),
        };
        rows.push(Checked {
            what,
            expected,
            measured: format!("{}{detail}", secs(got)),
            ok: (got - x).abs() <= tol,
            skipped: false,
        });
    }
    rows
}

/// `ppw compare BASE RUN --json RUN/compare.json` (its report in RUN/compare.txt), as JSON.
fn compare(base: &Path, run: &Path) -> Result<Value, String> {
    let json = run.join("compare.json");
    let o = ppw(&[
        "compare",
        base.to_str().unwrap(),
        run.to_str().unwrap(),
        "--json",
        json.to_str().unwrap(),
    ]);
    let _ = std::fs::write(run.join("compare.txt"), &o.stdout);
    if !o.status.success() {
        return Err(format!("ppw compare failed:\n{}", text(&o)));
    }
    let s = std::fs::read_to_string(&json).map_err(|e| format!("{}: {e}", json.display()))?;
    serde_json::from_str(&s).map_err(|e| format!("{}: {e}", json.display()))
}

/// The findings of an analysis, one per line, for failure messages.
fn findings_table(a: &Value) -> String {
    let mut s = String::new();
    for f in a["findings"].as_array().into_iter().flatten() {
        let _ = writeln!(
            s,
            "    {:<24} {:<40} rank {:<4} ranks {:<12} {:>8.4} s  cause {} {}  source {}",
            f["kind"].as_str().unwrap_or("?"),
            f["callpath"].as_str().unwrap_or("?"),
            f["rank"].to_string(),
            f["ranks"].to_string(),
            f["seconds"].as_f64().unwrap_or(0.0),
            f["cause"]["ranks"],
            f["cause"]["callpath"].as_str().unwrap_or(""),
            f["source"]
        );
    }
    if s.is_empty() {
        s.push_str("    (no findings)\n");
    }
    s
}

/// One attempt at one (entry, flavor): the rows, or why it could not be checked.
struct Attempt {
    rows: Vec<Checked>,
    info: Vec<String>,
    findings: String,
    /// What the run measured of itself for `ppw compare` (`PPW_COMPARE_TIME`).
    times: Option<RunTimes>,
    error: Option<String>,
}

impl Attempt {
    fn failed(&self) -> bool {
        self.error.is_some() || self.rows.iter().any(|r| !r.ok)
    }
}

/// The run an entry with `compare_with` is compared with: that entry's run on the same flavor.
struct BaseRun {
    exp: PathBuf,
    ranks: u32,
    times: Option<RunTimes>,
}

/// Run, analyze (against `baseline` if given) and check; with `base`, also `ppw compare` the
/// base run with this one and check the `PPW_EXPECT_COMPARE` lines.
fn attempt(
    entry: &Entry,
    flavor: &Flavor,
    exe: &Path,
    dir: &Path,
    baseline: Option<&Path>,
    base: Option<&BaseRun>,
) -> Attempt {
    let mut at = Attempt {
        rows: Vec::new(),
        info: Vec::new(),
        findings: String::new(),
        times: None,
        error: None,
    };
    let _ = std::fs::remove_dir_all(dir);
    let o = match flavor.run(entry, exe, dir) {
        Ok(o) => o,
        Err(e) => {
            at.error = Some(e);
            return at;
        }
    };
    if !o.status.success() {
        at.error = Some(format!("the run failed:\n{}", text(&o)));
        return at;
    }
    let stdout = String::from_utf8_lossy(&o.stdout);
    let _ = std::fs::write(dir.join("stdout.txt"), &o.stdout);
    let parsed = match parse_expectations(&stdout) {
        Ok(x) => x,
        Err(e) => {
            at.error = Some(e);
            return at;
        }
    };
    at.info = parsed.info;
    at.times = parsed.times;
    if parsed.expects.is_empty() {
        at.error = Some(format!(
            "the program printed no expectations:\n{}",
            text(&o)
        ));
        return at;
    }
    let a = match analyze(dir, baseline) {
        Ok(a) => a,
        Err(e) => {
            at.error = Some(e);
            return at;
        }
    };
    at.findings = findings_table(&a);
    at.rows = check(&a, &parsed.expects, entry.mode == "profile");
    if let Err(e) = flavor.distributed_same(dir, baseline) {
        at.error = Some(e);
        return at;
    }
    let compares: Vec<&Value> = parsed
        .expects
        .iter()
        .filter_map(|e| match e {
            Expect::Compare(v) => Some(v),
            _ => None,
        })
        .collect();
    match (base, compares.is_empty()) {
        (_, true) => {}
        (None, false) => {
            at.error = Some(
                "the program printed PPW_EXPECT_COMPARE, but the entry has no compare_with".into(),
            );
        }
        (Some(b), false) => match compare(&b.exp, dir) {
            Ok(c) => at.rows.extend(check_compare(
                &c,
                &compares,
                &PairRun {
                    ranks: b.ranks,
                    times: b.times.as_ref(),
                },
                &PairRun {
                    ranks: entry.ranks,
                    times: at.times.as_ref(),
                },
            )),
            Err(e) => at.error = Some(e),
        },
    }
    at
}

fn selected(suite: &Suite) -> Vec<Entry> {
    let only = env_list("PPW_VALIDATION_ONLY");
    let all = std::env::var("PPW_VALIDATION_ALL").is_ok_and(|v| v == "1");
    if let Some(names) = &only {
        for n in names {
            assert!(
                suite.programs.iter().any(|e| &e.name == n),
                "PPW_VALIDATION_ONLY names {n}, which is not in validation/suite.json"
            );
        }
    }
    let mut wanted: BTreeSet<&str> = suite
        .programs
        .iter()
        .filter(|e| match &only {
            Some(names) => names.contains(&e.name),
            None => e.enabled || all,
        })
        .map(|e| e.name.as_str())
        .collect();
    // The base run of a selected pair comes along (it is earlier in the suite).
    for e in &suite.programs {
        if let Some(b) = e
            .compare_with
            .as_deref()
            .filter(|_| wanted.contains(&*e.name))
        {
            wanted.insert(b);
        }
    }
    suite
        .programs
        .iter()
        .filter(|e| wanted.contains(e.name.as_str()))
        .cloned()
        .collect()
}

#[test]
fn suite_is_well_formed() {
    let suite = load_suite();
    let mut names = BTreeSet::new();
    let mut sources = BTreeSet::new();
    for (i, e) in suite.programs.iter().enumerate() {
        assert!(names.insert(e.name.clone()), "duplicate entry {}", e.name);
        let src = suite_dir().join("programs").join(&e.source);
        assert!(
            src.is_file(),
            "{}: {} does not exist",
            e.name,
            src.display()
        );
        sources.insert(e.source.clone());
        assert!(e.ranks >= 1, "{}: ranks", e.name);
        assert!(!e.flavors.is_empty(), "{}: no flavor", e.name);
        for f in &e.flavors {
            assert!(
                [
                    "openmpi",
                    "mpich",
                    "oshmem",
                    "caf",
                    "caf-mpich",
                    "caf-static",
                    "caf-static-mpich",
                    "caf-derived",
                    "caf-derived-mpich",
                ]
                .contains(&f.as_str()),
                "{}: unknown flavor {f}",
                e.name
            );
        }
        assert!(
            e.mode == "trace" || e.mode == "profile",
            "{}: mode {}",
            e.name,
            e.mode
        );
        assert!(
            e.enabled || !e.reason.is_empty(),
            "{}: a disabled entry says why in `reason`",
            e.name
        );
        if let Some(other) = &e.compare_with {
            // The base is run first (suite order), on every flavor of the pair, and is the same
            // program at another rank count.
            let base = suite.programs[..i]
                .iter()
                .find(|x| &x.name == other)
                .unwrap_or_else(|| {
                    panic!("{}: compare_with {other} is not an entry before it", e.name)
                });
            assert!(
                base.source == e.source && base.ranks != e.ranks,
                "{}: compare_with {other} must be the same source at another rank count",
                e.name
            );
            assert!(
                base.compare_with.is_none(),
                "{}: compare_with {other}, which is compared itself",
                e.name
            );
            assert!(
                e.flavors.iter().all(|f| base.flavors.contains(f)),
                "{}: compare_with {other}, which does not run on all its flavors",
                e.name
            );
            assert!(
                base.enabled || !e.enabled,
                "{}: compare_with {other}, which is disabled",
                e.name
            );
        }
    }
    // Every program is in the suite.
    for d in std::fs::read_dir(suite_dir().join("programs")).unwrap() {
        let name = d.unwrap().file_name().to_string_lossy().to_string();
        if name.ends_with(".c") || name.ends_with(".f90") {
            assert!(
                sources.contains(&name),
                "validation/programs/{name} is in no suite entry"
            );
        }
    }
}

#[test]
fn expectation_lines_parse_and_match() {
    let out = "noise\n[1,0]<stdout>: PPW_EXPECT {\"kind\": \"late_sender\", \"rank\": 1, \
               \"callpath_suffix\": \"MPI_Recv\", \"seconds\": 0.1, \"rel_tol\": 0.1, \
               \"abs_tol\": 0.005, \"cause_rank\": 0}\n\
               PPW_EXPECT_PROFILE {\"rank\": 0, \"callpath\": \"main/MPI_Send\", \"visits\": 2}\n\
               PPW_EXPECT_NONE {\"kinds\": \"wait_states\", \"max_seconds\": 0.2}\n\
               PPW_EXPECT_SEVERITY {\"metric\": \"late_sender\", \"rank\": 1, \"callpath\": \
               \"main/work/MPI_Recv\", \"seconds\": 0.1, \"rel_tol\": 0.1}\n\
               PPW_INFO {\"x\": 1}\n";
    let Parsed {
        expects: ex,
        info,
        times,
    } = parse_expectations(out).unwrap();
    assert_eq!(ex.len(), 4);
    assert_eq!(info.len(), 1);
    assert!(times.is_none());
    let a = serde_json::json!({
        "findings": [{"kind": "late_sender", "rank": null, "ranks": [1, 2],
                      "callpath": "main/work/MPI_Recv", "seconds": 0.105,
                      "cause": {"ranks": [0], "callpath": "main", "text": ""}}],
        "severities": [{"metric": "late_sender", "rank": 1, "callpath": "main/work/MPI_Recv",
                        "seconds": 0.104},
                       {"metric": "late_sender", "rank": 2, "callpath": "main/work/MPI_Recv",
                        "seconds": 0.001}],
        "profile": [{"rank": 0, "callpath": "main/MPI_Send", "visits": 2, "bytes": 8}]
    });
    let rows = check(&a, &ex, false);
    assert!(
        rows.iter().all(|r| r.ok),
        "{:?}",
        rows.iter().map(|r| &r.measured).collect::<Vec<_>>()
    );
    // The control fails once the summed cube cell passes its bound, and a suffix must match
    // whole components.
    let ex = parse_expectations(
        "PPW_EXPECT_NONE {\"kinds\": [\"late_sender\"], \"max_seconds\": 0.1}\n\
         PPW_EXPECT {\"kind\": \"late_sender\", \"callpath_suffix\": \"PI_Recv\", \"seconds\": 0.1}",
    )
    .unwrap()
    .expects;
    let rows = check(&a, &ex, false);
    assert!(!rows[0].ok && !rows[1].ok);
    // Profile mode skips what needs a trace.
    let rows = check(&a, &ex, true);
    assert!(rows.iter().all(|r| r.skipped));
}

#[test]
fn compare_expectations_use_the_runs_own_times() {
    let base = parse_expectations(
        "PPW_COMPARE_TIME {\"ranks\": 2, \"time\": 0.6, \"callpaths\": \
         {\"main/MPI_Barrier\": 0.2}}\n",
    )
    .unwrap();
    let run = parse_expectations(
        "PPW_EXPECT_COMPARE {\"base_ranks\": 2, \"ranks\": 4, \"nominal\": 0.75, \
         \"abs_tol\": 0.03}\n\
         PPW_EXPECT_COMPARE {\"base_ranks\": 2, \"ranks\": 4, \"callpath\": \
         \"main/MPI_Barrier\", \"abs_tol\": 0.03}\n\
         PPW_EXPECT_COMPARE {\"base_ranks\": 2, \"ranks\": 4, \"callpath\": \"main/x\", \
         \"efficiency\": 1.0}\n\
         PPW_EXPECT_COMPARE {\"base_ranks\": 2, \"ranks\": 8, \"efficiency\": 1.0}\n\
         PPW_COMPARE_TIME {\"ranks\": 4, \"time\": 0.5, \"callpaths\": \
         {\"main/MPI_Barrier\": 0.8}}\n",
    )
    .unwrap();
    let expects: Vec<&Value> = run
        .expects
        .iter()
        .filter_map(|e| match e {
            Expect::Compare(v) => Some(v),
            _ => None,
        })
        .collect();
    assert_eq!(expects.len(), 4);
    // `ppw compare`'s JSON: efficiency 2 x 0.6 / (4 x 0.5) = 0.6 (from the times; the nominal
    // 0.75 is only shown), the barrier 0.2 / 0.8 = 0.25, main/x not in it, 8 ranks not the pair.
    let c = serde_json::json!({
        "kind": "scalability",
        "runs": [{"ranks": 2, "time": 0.61}, {"ranks": 4, "time": 0.5}],
        "scalability": {"base": 0, "efficiency": [1.0, 0.61],
                        "regions": [{"callpath": "main/MPI_Barrier", "seconds": [0.2, 0.75],
                                     "efficiency": [1.0, 0.2667]}]}
    });
    let rows = check_compare(
        &c,
        &expects,
        &PairRun {
            ranks: 2,
            times: base.times.as_ref(),
        },
        &PairRun {
            ranks: 4,
            times: run.times.as_ref(),
        },
    );
    let ok: Vec<bool> = rows.iter().map(|r| r.ok).collect();
    assert_eq!(
        ok,
        [true, true, false, false],
        "{:?}",
        rows.iter().map(|r| &r.measured).collect::<Vec<_>>()
    );
    assert!(
        rows[0].expected.starts_with("0.6000"),
        "{}",
        rows[0].expected
    );
    // Without the base's times there is nothing to compute the expectation from.
    let rows = check_compare(
        &c,
        &expects[..1],
        &PairRun {
            ranks: 2,
            times: None,
        },
        &PairRun {
            ranks: 4,
            times: run.times.as_ref(),
        },
    );
    assert!(!rows[0].ok);
}

/// Compile every disabled entry (they must not rot while their analyses are being written).
#[test]
fn disabled_programs_compile() {
    let suite = load_suite();
    let flavor = match find_flavor("openmpi").or_else(|_| find_flavor("mpich")) {
        Ok(f) => f,
        Err(why) => {
            assert!(!require_mpi(), "PPW_REQUIRE_MPI=1 but {why}");
            eprintln!("skipped: {why}");
            return;
        }
    };
    let dir = scratch("validation-compile");
    let mut errors = Vec::new();
    // Not while another test's MPI program runs (compiling takes both cores).
    let _serial = MPI_LOCK.lock().unwrap_or_else(|e| e.into_inner());
    for e in suite.programs.iter().filter(|e| !e.enabled) {
        if let Err(msg) = flavor.compile(e, &dir) {
            errors.push(format!("{}: {msg}", e.name));
        }
    }
    assert!(errors.is_empty(), "{}", errors.join("\n"));
}

/// The suite: every selected entry on every flavor it lists.
#[test]
fn suite() {
    let start = Instant::now();
    let suite = load_suite();
    let entries = selected(&suite);
    let only_flavors = env_list("PPW_VALIDATION_FLAVORS");
    let mut flavors: BTreeMap<String, Result<Flavor, String>> = BTreeMap::new();
    for e in &entries {
        for f in &e.flavors {
            flavors.entry(f.clone()).or_insert_with(|| find_flavor(f));
        }
    }
    let mut skipped_flavors = Vec::new();
    for (name, f) in &flavors {
        if let Err(why) = f {
            assert!(!require_mpi(), "PPW_REQUIRE_MPI=1 but {why}");
            skipped_flavors.push(format!("{name}: {why}"));
        }
    }
    // Scalasca's scout.mpi on the OTF2 export of every Open MPI trace run (crate::scalasca).
    let openmpi_traces = entries.iter().any(|e| {
        e.mode == "trace"
            && e.flavors.iter().any(|f| f == "openmpi")
            && only_flavors
                .as_ref()
                .is_none_or(|o| o.iter().any(|f| f == "openmpi"))
    });
    let scalasca = openmpi_traces.then(crate::scalasca::tools);
    if let Some(Err(why)) = &scalasca {
        assert!(
            !crate::scalasca::required(),
            "PPW_REQUIRE_TOOLS=1 but {why}"
        );
        skipped_flavors.push(format!("Scalasca checks: {why}"));
    }
    let root = scratch("validation");
    let mut table = String::new();
    let mut failures = Vec::new();
    let mut runs = 0;
    let _ = writeln!(
        table,
        "{:<24} {:<8} {:<52} {:<34} {:<34} result",
        "program", "flavor", "check", "expected", "measured"
    );
    let mut baselines = Baselines::default();
    // Every run that could be checked, for the pairs: (entry, flavor) -> run.
    let mut done: BTreeMap<(String, String), BaseRun> = BTreeMap::new();
    for e in &entries {
        for fname in &e.flavors {
            if only_flavors.as_ref().is_some_and(|o| !o.contains(fname)) {
                continue;
            }
            let Some(Ok(flavor)) = flavors.get(fname) else {
                continue;
            };
            let dir = root.join(format!("{}-{}", e.name, flavor.name));
            std::fs::create_dir_all(&dir).unwrap();
            // Compiling and analyzing take CPU too: hold the MPI lock for all of it, so that no
            // other test's MPI run shares the 2 cores with this entry's work, nor this entry's
            // run with another test's.
            let _serial = MPI_LOCK.lock().unwrap_or_else(|e| e.into_inner());
            let base = match &e.compare_with {
                None => None,
                Some(b) => match done.get(&(b.clone(), flavor.name.clone())) {
                    Some(run) => Some(run),
                    None => {
                        failures.push(format!(
                            "{} on {}: its base run {b} failed, nothing to compare with",
                            e.name, flavor.name
                        ));
                        continue;
                    }
                },
            };
            let baseline = if e.baseline {
                match baselines.get(flavor, e.ranks, &root, &mut table) {
                    Ok(f) => Some(f),
                    Err(msg) => {
                        failures.push(format!("{} on {}: {msg}", e.name, flavor.name));
                        continue;
                    }
                }
            } else {
                None
            };
            let exe = match flavor.compile(e, &dir) {
                Ok(x) => x,
                Err(msg) => {
                    failures.push(format!("{} on {}: {msg}", e.name, flavor.name));
                    continue;
                }
            };
            let t = Instant::now();
            let exp = dir.join("exp");
            let mut at = attempt(e, flavor, &exe, &exp, baseline.as_deref(), base);
            let mut note = String::new();
            if at.failed() && at.error.is_none() {
                // Timing on a loaded 2-core machine: one retry, reported as such.
                let first: Vec<String> = at
                    .rows
                    .iter()
                    .filter(|r| !r.ok)
                    .map(|r| format!("{}: {}", r.what, r.measured))
                    .collect();
                eprintln!(
                    "validation: {} on {} failed once, retrying: {}",
                    e.name,
                    flavor.name,
                    first.join("; ")
                );
                // Keep the first try's experiment for a look.
                let first_dir = dir.join("exp-1st-try");
                let _ = std::fs::remove_dir_all(&first_dir);
                if let Err(err) = std::fs::rename(dir.join("exp"), &first_dir) {
                    eprintln!("validation: cannot keep {}: {err}", first_dir.display());
                }
                at = attempt(e, flavor, &exe, &exp, baseline.as_deref(), base);
                note = " (2nd try)".into();
            }
            runs += 1;
            let took = t.elapsed().as_secs_f64();
            if let Some(err) = &at.error {
                let _ = writeln!(
                    table,
                    "{:<24} {:<8} {:<52} {:<34} {:<34} ERROR",
                    e.name, flavor.name, "run", "", ""
                );
                failures.push(format!("{} on {}: {err}", e.name, flavor.name));
                continue;
            }
            done.insert(
                (e.name.clone(), flavor.name.clone()),
                BaseRun {
                    exp: exp.clone(),
                    ranks: e.ranks,
                    times: at.times.clone(),
                },
            );
            if let (Some(Ok(tools)), "openmpi", "trace") =
                (&scalasca, flavor.name.as_str(), e.mode.as_str())
            {
                match scalasca_rows(tools, &exp, &dir.join("scalasca")) {
                    Ok(rows) => at.rows.extend(rows),
                    Err(msg) => {
                        let _ = writeln!(
                            table,
                            "{:<24} {:<8} {:<52} {:<34} {:<34} ERROR",
                            e.name, flavor.name, "scalasca", "", ""
                        );
                        failures.push(format!("{} on {}: Scalasca: {msg}", e.name, flavor.name));
                    }
                }
            }
            for r in &at.rows {
                let _ = writeln!(
                    table,
                    "{:<24} {:<8} {:<52} {:<34} {:<34} {}",
                    e.name,
                    flavor.name,
                    r.what,
                    r.expected,
                    r.measured,
                    if r.skipped {
                        "skip".to_string()
                    } else if r.ok {
                        format!("ok{note}")
                    } else {
                        "FAIL".to_string()
                    }
                );
            }
            let _ = writeln!(
                table,
                "{:<24} {:<8} {:<52} {:.1} s; {}",
                e.name,
                flavor.name,
                "(run)",
                took,
                at.info.join(" ")
            );
            if at.failed() {
                let mut msg = format!(
                    "{} on {} ({} ranks, args {:?}):\n",
                    e.name, flavor.name, e.ranks, e.args
                );
                for r in at.rows.iter().filter(|r| !r.ok) {
                    let _ = writeln!(
                        msg,
                        "  MISMATCH {}: expected {}, measured {}",
                        r.what, r.expected, r.measured
                    );
                }
                let _ = writeln!(msg, "  info: {}", at.info.join(" "));
                let _ = writeln!(msg, "  experiment: {}", dir.join("exp").display());
                let _ = write!(msg, "  findings:\n{}", at.findings);
                failures.push(msg);
            }
        }
    }
    let _ = writeln!(
        table,
        "{runs} runs in {:.1} s{}",
        start.elapsed().as_secs_f64(),
        if skipped_flavors.is_empty() {
            String::new()
        } else {
            format!("; skipped {}", skipped_flavors.join("; "))
        }
    );
    let _ = std::fs::write(root.join("table.txt"), &table);
    eprintln!("{table}");
    for s in &skipped_flavors {
        eprintln!("skipped: {s}");
    }
    assert!(
        failures.is_empty(),
        "{} validation failure(s):\n{}",
        failures.len(),
        failures.join("\n")
    );
}
