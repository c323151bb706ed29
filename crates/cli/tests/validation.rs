//! The validation suite (`validation/suite.json`, format in `validation/README.md`): MPI
//! programs with deliberately built bottlenecks print their own expectations on rank 0's
//! stdout; each enabled entry is compiled, measured with `ppw run` under every flavor it lists,
//! analyzed with `ppw analyze --json`, and compared. One test runs the whole suite and prints a
//! table; it fails with every mismatch of every entry, each with the full findings list.
//!
//! Environment: `PPW_VALIDATION_ONLY=a,b` runs only the named entries (disabled ones too, to
//! try them), `PPW_VALIDATION_ALL=1` runs the disabled entries as well, `PPW_VALIDATION_FLAVORS=
//! openmpi` restricts the flavors, `PPW_REQUIRE_MPI=1` fails instead of skipping when an MPI or
//! its runtime build is missing. The runtimes are taken from next to the test's `ppw`, else
//! from `target/release` (`scripts/build.sh`), and passed to `ppw run` with `PPW_LIB`.

use crate::support::{scratch, text, workspace, MPI_LOCK};
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

/// Issue-3 pattern ids: checks of these need a trace and are skipped in profile mode.
const TRACE_KINDS: &[&str] = &[
    "late_sender",
    "late_sender_wrong_order",
    "lswo_different",
    "lswo_same",
    "late_receiver",
    "wait_at_barrier",
    "barrier_completion",
    "wait_at_nxn",
    "nxn_completion",
    "late_broadcast",
    "early_reduce",
    "early_scan",
    "init_completion",
    "finalize_wait",
];

/// User regions of the programs' harness (`validation/programs/pv.h`): set-up and epilogue are
/// not the behaviour a program's expectations are about, so `PPW_EXPECT_NONE` ignores them.
const HARNESS_REGIONS: &[&str] = &["pv_setup", "pv_epilogue"];

fn in_harness(path: &str) -> bool {
    path.split('/').any(|c| HARNESS_REGIONS.contains(&c))
}

/// `"kinds": "wait_states"`: the waiting patterns (not the completion, init and finalize ones,
/// which every run has to some degree).
const WAIT_STATES: &[&str] = &[
    "late_sender",
    "late_sender_wrong_order",
    "lswo_different",
    "lswo_same",
    "late_receiver",
    "wait_at_barrier",
    "wait_at_nxn",
    "late_broadcast",
    "early_reduce",
    "early_scan",
];

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
    /// Scalability pairs: the entry to compare this run with (`ppw compare`); not run yet.
    #[serde(default)]
    compare_with: Option<String>,
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

/// The flavor, or why it cannot be used.
fn find_flavor(name: &str) -> Result<Flavor, String> {
    let (mpicc, launcher): (&str, &[&str]) = match name {
        "openmpi" => (
            "mpicc.openmpi",
            &["mpirun.openmpi", "--allow-run-as-root", "--oversubscribe"],
        ),
        "mpich" => ("mpicc.mpich", &["mpirun.mpich"]),
        other => return Err(format!("unknown flavor {other}")),
    };
    if !works(mpicc) || !works(launcher[0]) {
        return Err(format!(
            "{name} is not installed (scripts/setup.sh installs it)"
        ));
    }
    let file = format!("libppw-{name}.so");
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
    fn compile(&self, entry: &Entry, out_dir: &Path) -> Result<PathBuf, String> {
        let src = suite_dir().join("programs").join(&entry.source);
        let exe = out_dir.join(&entry.name);
        let o = Command::new(&self.mpicc)
            .args(["-g", "-O1", "-Wall", "-I"])
            .arg(workspace().join("crates/runtime/include"))
            .arg("-o")
            .arg(&exe)
            .arg(&src)
            .args(&entry.compile)
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
        let mut cmd = Command::new(crate::support::ppw());
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
            .env("PPW_LIB", &self.lib)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .process_group(0);
        let child = cmd.spawn().map_err(|e| format!("cannot start ppw: {e}"))?;
        wait_with_timeout(child, RUN_TIMEOUT)
    }
}

/// Wait for `child` (the leader of its own process group); kill the whole group on timeout.
fn wait_with_timeout(child: std::process::Child, limit: Duration) -> Result<Output, String> {
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
    let out = out.map_err(|e| format!("waiting for ppw: {e}"))?;
    if out.status.code().is_none() {
        return Err(format!(
            "killed after {} s (deadlock or hang?)\n{}",
            limit.as_secs(),
            text(&out)
        ));
    }
    Ok(out)
}

/// Run `ppw ARGS` and return its output.
fn ppw(args: &[&str]) -> Output {
    Command::new(crate::support::ppw())
        .args(args)
        .output()
        .expect("run ppw")
}

/// `ppw analyze -q DIR --json DIR/analysis.json`, as JSON, with the warnings it printed.
fn analyze(dir: &Path) -> Result<Value, String> {
    let json = dir.join("analysis.json");
    let o = ppw(&[
        "analyze",
        "-q",
        dir.to_str().unwrap(),
        "--json",
        json.to_str().unwrap(),
    ]);
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
    None(Value),
    /// Expectations of `ppw compare` on a pair of runs: not checked by this runner yet.
    Compare(Value),
}

/// The expectation lines (and the `PPW_INFO` lines) in a program's stdout.
fn parse_expectations(stdout: &str) -> Result<(Vec<Expect>, Vec<String>), String> {
    let mut out = Vec::new();
    let mut info = Vec::new();
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
            "PPW_EXPECT_NONE" => out.push(Expect::None(parse()?)),
            "PPW_EXPECT_COMPARE" => out.push(Expect::Compare(parse()?)),
            "PPW_INFO" => info.push(rest.trim().to_string()),
            t if t.starts_with("PPW_EXPECT") => return Err(format!("unknown line {line:?}")),
            _ => {}
        }
    }
    Ok((out, info))
}

/// Call path condition of an expectation: `callpath` (exact) or `callpath_suffix` (the last
/// whole components).
fn path_matches(e: &Value, path: &str) -> bool {
    if let Some(p) = e["callpath"].as_str() {
        return path == p;
    }
    if let Some(s) = e["callpath_suffix"].as_str() {
        return path == s || path.ends_with(&format!("/{s}"));
    }
    false
}

fn path_label(e: &Value) -> String {
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
/// [`WAIT_STATES`], alone or inside the list.
fn kinds_of(e: &Value) -> Result<Option<BTreeSet<String>>, String> {
    let one = |k: &str, set: &mut BTreeSet<String>| {
        if k == "wait_states" {
            set.extend(WAIT_STATES.iter().map(|s| s.to_string()));
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
    let trace_only = |k: &str| profile_mode && TRACE_KINDS.contains(&k);
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
                let mut ok = lo <= s && s <= hi;
                let mut measured = format!(
                    "{}{} cause {}",
                    secs(s),
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
                rows.push(Checked {
                    what,
                    expected,
                    measured,
                    ok,
                    skipped: false,
                });
            }
            Expect::Severity(e) => {
                let metric = e["metric"].as_str().unwrap_or("?");
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
                if trace_only(metric) {
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
                        c["metric"] == metric
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
            Expect::Compare(e) => rows.push(Checked {
                what: "compare".into(),
                expected: e.to_string(),
                measured: "run comparisons are not checked yet (validation/README.md)".into(),
                ok: false,
                skipped: false,
            }),
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
                let label = match &kinds {
                    None => "all".to_string(),
                    Some(k)
                        if k.len() == WAIT_STATES.len()
                            && WAIT_STATES.iter().all(|w| k.contains(*w)) =>
                    {
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
                        None => WAIT_STATES.contains(&m),
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
    error: Option<String>,
}

impl Attempt {
    fn failed(&self) -> bool {
        self.error.is_some() || self.rows.iter().any(|r| !r.ok)
    }
}

fn attempt(entry: &Entry, flavor: &Flavor, exe: &Path, dir: &Path) -> Attempt {
    let mut at = Attempt {
        rows: Vec::new(),
        info: Vec::new(),
        findings: String::new(),
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
    let (expects, info) = match parse_expectations(&stdout) {
        Ok(x) => x,
        Err(e) => {
            at.error = Some(e);
            return at;
        }
    };
    at.info = info;
    if expects.is_empty() {
        at.error = Some(format!(
            "the program printed no expectations:\n{}",
            text(&o)
        ));
        return at;
    }
    let a = match analyze(dir) {
        Ok(a) => a,
        Err(e) => {
            at.error = Some(e);
            return at;
        }
    };
    at.findings = findings_table(&a);
    at.rows = check(&a, &expects, entry.mode == "profile");
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
    suite
        .programs
        .iter()
        .filter(|e| match &only {
            Some(names) => names.contains(&e.name),
            None => e.enabled || all,
        })
        .cloned()
        .collect()
}

#[test]
fn suite_is_well_formed() {
    let suite = load_suite();
    let mut names = BTreeSet::new();
    let mut sources = BTreeSet::new();
    for e in &suite.programs {
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
                f == "openmpi" || f == "mpich",
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
            assert!(
                suite.programs.iter().any(|x| &x.name == other),
                "{}: compare_with {other} is not an entry",
                e.name
            );
            assert!(
                !e.enabled,
                "{}: the runner does not run compare pairs yet (see validation/README.md)",
                e.name
            );
        }
    }
    // Every program is in the suite.
    for d in std::fs::read_dir(suite_dir().join("programs")).unwrap() {
        let name = d.unwrap().file_name().to_string_lossy().to_string();
        if name.ends_with(".c") {
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
    let (ex, info) = parse_expectations(out).unwrap();
    assert_eq!(ex.len(), 4);
    assert_eq!(info.len(), 1);
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
    let (ex, _) = parse_expectations(
        "PPW_EXPECT_NONE {\"kinds\": [\"late_sender\"], \"max_seconds\": 0.1}\n\
         PPW_EXPECT {\"kind\": \"late_sender\", \"callpath_suffix\": \"PI_Recv\", \"seconds\": 0.1}",
    )
    .unwrap();
    let rows = check(&a, &ex, false);
    assert!(!rows[0].ok && !rows[1].ok);
    // Profile mode skips what needs a trace.
    let rows = check(&a, &ex, true);
    assert!(rows.iter().all(|r| r.skipped));
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
    let root = scratch("validation");
    let mut table = String::new();
    let mut failures = Vec::new();
    let mut runs = 0;
    let _ = writeln!(
        table,
        "{:<24} {:<8} {:<52} {:<34} {:<34} result",
        "program", "flavor", "check", "expected", "measured"
    );
    for e in &entries {
        if e.compare_with.is_some() {
            failures.push(format!(
                "{}: compare pairs are not run yet (validation/README.md)",
                e.name
            ));
            continue;
        }
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
            let exe = match flavor.compile(e, &dir) {
                Ok(x) => x,
                Err(msg) => {
                    failures.push(format!("{} on {}: {msg}", e.name, flavor.name));
                    continue;
                }
            };
            let t = Instant::now();
            let mut at = attempt(e, flavor, &exe, &dir.join("exp"));
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
                at = attempt(e, flavor, &exe, &dir.join("exp"));
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
