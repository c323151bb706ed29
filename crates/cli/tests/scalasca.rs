//! Scalasca 2.6 on ppw's OTF2 exports: finds the bundle's `scout.mpi` and `cube_dump`
//! (`scripts/setup.sh` installs them from `../shared/tools/scalasca-2.6`), exports an experiment
//! with `ppw export --otf2`, runs `scout.mpi` on the archive and compares Scalasca's per-rank
//! value of every wait-state metric with ppw's own, within 5 % + 2 ms. The validation runner
//! calls [`check_experiment`] after each Open MPI run; the test here writes Score-P traces back
//! through ppw and compares with the values Scalasca computed on the originals.
//!
//! Without the tools the checks are skipped with a message; `PPW_REQUIRE_TOOLS=1` makes that a
//! failure, but only where the shared tools folder exists (a plain clone elsewhere still works).
//!
//! What Scalasca 2.6 cannot see, and is therefore not compared (docs/FORMATS.md):
//! - non-blocking collectives: its reader registers no callback for OTF2's
//!   `NON_BLOCKING_COLLECTIVE_*` records, so the collective wait states ppw finds in the
//!   `MPI_Wait`/`MPI_Test` calls completing them are left out;
//! - MPI calls on a second thread of a rank: `scout.mpi` reads one location per rank and hangs
//!   on the other threads' unmatched messages, so such experiments are skipped;
//! - runs whose timestamps ppw's clock repair moved by more than 100 us: ppw analyses the
//!   repaired timestamps, scout.mpi the exported ones (skipped with the repair's size).

use crate::support::{run_ppw, scratch, text, wait_with_timeout, workspace, MPI_LOCK};
use ppw_analysis::Analysis;
use ppw_event::{EventKind, LocationId, Paradigm, TraceSource};
use std::collections::BTreeMap;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// Clock repairs up to this largest shift (seconds) are compared anyway: they stay within the
/// tolerance.
const MAX_REPAIR_COMPARED: f64 = 100e-6;

/// `scout.mpi` taking longer than this is killed (it hangs on some inputs instead of failing).
const SCOUT_TIMEOUT: Duration = Duration::from_secs(120);

/// Tolerance of a comparison: relative part (of ppw's value) and absolute part (seconds).
pub const REL_TOL: f64 = 0.05;
pub const ABS_TOL: f64 = 0.002;

/// The installed Scalasca bundle.
pub struct Tools {
    scout: PathBuf,
    cube_dump: PathBuf,
}

/// The shared tools folder that holds the bundle (`../shared` next to the repository).
fn shared_bundle() -> PathBuf {
    workspace().join("../shared/tools/scalasca-2.6")
}

/// A missing `scout.mpi` fails instead of skipping: `PPW_REQUIRE_TOOLS=1` and the shared tools
/// folder exists (so `scripts/setup.sh` could have installed it).
pub fn required() -> bool {
    std::env::var("PPW_REQUIRE_TOOLS").is_ok_and(|v| v == "1") && shared_bundle().is_dir()
}

/// An executable file (not run: scout.mpi would initialize MPI).
fn executable(p: &Path) -> bool {
    use std::os::unix::fs::PermissionsExt;
    std::fs::metadata(p).is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
}

/// The bundle: `$PPW_SCALASCA_DIR/bin`, else `/opt/scalasca-2.6/bin` (where `scripts/setup.sh`
/// installs it), else `PATH`; or why it cannot be used.
pub fn tools() -> Result<Tools, String> {
    let mut dirs: Vec<PathBuf> = Vec::new();
    if let Ok(d) = std::env::var("PPW_SCALASCA_DIR") {
        dirs.push(PathBuf::from(d).join("bin"));
    }
    dirs.push(PathBuf::from("/opt/scalasca-2.6/bin"));
    if let Some(path) = std::env::var_os("PATH") {
        dirs.extend(std::env::split_paths(&path));
    }
    for d in &dirs {
        let (scout, cube_dump) = (d.join("scout.mpi"), d.join("cube_dump"));
        if executable(&scout) && executable(&cube_dump) {
            return Ok(Tools { scout, cube_dump });
        }
    }
    Err(format!(
        "Scalasca's scout.mpi and cube_dump were not found in $PPW_SCALASCA_DIR/bin, \
         /opt/scalasca-2.6/bin or PATH (scripts/setup.sh installs them from {})",
        shared_bundle().display()
    ))
}

/// One compared value: ppw's and Scalasca's for one metric and rank.
pub struct Row {
    /// Scalasca's name of the metric (ppw's id is in the JSON `metrics` list).
    pub scalasca_name: String,
    pub rank: u32,
    pub ppw: f64,
    pub scalasca: f64,
    pub ok: bool,
}

/// What a check found.
pub struct Outcome {
    /// Every (metric, rank) compared, in metric order.
    pub rows: Vec<Row>,
    /// Why the experiment was not compared (nothing else is filled in then).
    pub skipped: Option<String>,
    /// What was left out of the comparison and why.
    pub notes: Vec<String>,
    /// Wall time of `scout.mpi`.
    pub scout_seconds: f64,
}

/// `ppw export DIR --otf2 OUT` (exit status 0, or 3 for a run with warnings).
fn export(src: &Path, out: &Path) -> Result<PathBuf, String> {
    let o = run_ppw(&[
        "export",
        src.to_str().unwrap(),
        "--otf2",
        out.to_str().unwrap(),
    ]);
    if !matches!(o.status.code(), Some(0 | 3)) {
        return Err(format!("ppw export --otf2 failed:\n{}", text(&o)));
    }
    Ok(out.join("traces.otf2"))
}

/// Whether a thread other than a rank's first enters an MPI region: Scalasca's `scout.mpi`
/// analyses only the first location of each rank.
fn mpi_on_other_threads(anchor: &Path) -> Result<bool, String> {
    let t = ppw_otf2::Otf2Trace::open(anchor).map_err(|e| format!("{e}"))?;
    let d = t.defs();
    let first = |rank| {
        d.locations
            .iter()
            .filter(|l| l.rank == rank)
            .map(|l| l.thread)
            .min()
    };
    for (i, l) in d.locations.iter().enumerate() {
        if Some(l.thread) == first(l.rank) {
            continue;
        }
        let mut s = t.events(LocationId(i as u32)).map_err(|e| format!("{e}"))?;
        while let Some(e) = s.next_event().map_err(|e| format!("{e}"))? {
            if let EventKind::Enter { region, .. } = e.kind {
                if d.region(region).paradigm == Paradigm::Mpi {
                    return Ok(true);
                }
            }
        }
    }
    Ok(false)
}

impl Tools {
    /// `mpirun -np RANKS scout.mpi ANCHOR` (Open MPI, which the bundle is built with), killed
    /// after [`SCOUT_TIMEOUT`]; returns `scout.cubex` next to the anchor. The caller holds
    /// `MPI_LOCK`.
    pub(crate) fn scout(&self, anchor: &Path, ranks: u32) -> Result<PathBuf, String> {
        let dir = anchor.parent().unwrap();
        let _ = std::fs::remove_file(dir.join("scout.cubex"));
        let child = Command::new("mpirun.openmpi")
            .args(["--allow-run-as-root", "--oversubscribe", "-np"])
            .arg(ranks.to_string())
            .arg(&self.scout)
            .arg(anchor)
            .env("OMPI_MCA_mpi_yield_when_idle", "1")
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .process_group(0)
            .spawn()
            .map_err(|e| format!("cannot start mpirun.openmpi: {e}"))?;
        let o = wait_with_timeout(child, SCOUT_TIMEOUT)
            .map_err(|e| format!("scout.mpi on {}: {e}", anchor.display()))?;
        let _ = std::fs::write(
            dir.join("scout.log"),
            [&o.stdout[..], &o.stderr[..]].concat(),
        );
        let cube = dir.join("scout.cubex");
        if !o.status.success() || !cube.is_file() {
            return Err(format!(
                "scout.mpi rejected {} ({} ranks):\n{}",
                anchor.display(),
                ranks,
                text(&o)
            ));
        }
        Ok(cube)
    }

    /// `cube_remap2 -d -s -o trace.cubex CUBE`: the cube with the metric tree Scalasca shows its
    /// users, derived metrics included (`critical_path_imbalance`, the delay aggregates).
    pub(crate) fn remap(&self, cube: &Path) -> Result<PathBuf, String> {
        let out = cube.with_file_name("trace.cubex");
        let o = Command::new(self.cube_dump.with_file_name("cube_remap2"))
            .args(["-d", "-s", "-o"])
            .arg(&out)
            .arg(cube)
            .current_dir(cube.parent().unwrap())
            .output()
            .map_err(|e| format!("cannot start cube_remap2: {e}"))?;
        if !o.status.success() || !out.is_file() {
            return Err(format!(
                "cube_remap2 failed on {}:\n{}",
                cube.display(),
                text(&o)
            ));
        }
        Ok(out)
    }

    /// The region name of the call path with the largest exclusive value of `metric`, summed
    /// over the locations (`cube_dump -z excl -c all`, names from its call tree).
    pub(crate) fn top_callpath(&self, cube: &Path, metric: &str) -> Result<String, String> {
        let run = |args: &[&str]| {
            Command::new(&self.cube_dump)
                .args(args)
                .arg(cube)
                .output()
                .map_err(|e| format!("cannot start cube_dump: {e}"))
                .map(|o| String::from_utf8_lossy(&o.stdout).into_owned())
        };
        let values = run(&["-m", metric, "-z", "excl", "-c", "all", "-s", "csv2"])?;
        let mut per: BTreeMap<u32, f64> = BTreeMap::new();
        for l in values.lines().skip(1).filter(|l| !l.trim().is_empty()) {
            let f: Vec<&str> = l.split(',').map(str::trim).collect();
            if let (Some(Ok(c)), Some(Ok(x))) = (
                f.first().map(|x| x.parse::<u32>()),
                f.get(2).map(|x| x.parse::<f64>()),
            ) {
                *per.entry(c).or_default() += x;
            }
        }
        let (&top, _) = per
            .iter()
            .max_by(|a, b| a.1.total_cmp(b.1))
            .ok_or_else(|| format!("cube_dump printed no {metric} values"))?;
        let tree = run(&["-w"])?;
        let calls = tree
            .split("CALL TREE")
            .nth(1)
            .ok_or("cube_dump -w printed no call tree")?;
        for l in calls.lines() {
            let Some(id) = l.find("( id=") else { continue };
            let num: String = l[id + 5..]
                .chars()
                .take_while(char::is_ascii_digit)
                .collect();
            if num.parse::<u32>() == Ok(top) {
                // "  |  |-name  [ ..." (the root line has no branch).
                let name = l.find("|-").map_or(l, |b| &l[b + 2..]);
                return Ok(name
                    .split_whitespace()
                    .next()
                    .unwrap_or_default()
                    .to_string());
            }
        }
        Err(format!(
            "call path {top} not in the call tree of {}",
            cube.display()
        ))
    }

    /// Inclusive values at the call-tree roots per (metric, location index), from
    /// `cube_dump -m M,... -z incl -c roots -s csv2` (6 significant digits).
    pub(crate) fn values(
        &self,
        cube: &Path,
        metrics: &[&str],
    ) -> Result<BTreeMap<(String, u32), f64>, String> {
        let o = Command::new(&self.cube_dump)
            .args([
                "-m",
                &metrics.join(","),
                "-z",
                "incl",
                "-c",
                "roots",
                "-s",
                "csv2",
            ])
            .arg(cube)
            .output()
            .map_err(|e| format!("cannot start cube_dump: {e}"))?;
        if !o.status.success() {
            return Err(format!(
                "cube_dump failed on {}:\n{}",
                cube.display(),
                text(&o)
            ));
        }
        let out = String::from_utf8_lossy(&o.stdout);
        let mut lines = out.lines().filter(|l| !l.trim().is_empty());
        let header: Vec<String> = lines
            .next()
            .ok_or("cube_dump printed nothing")?
            .split(',')
            .map(|s| s.trim().to_string())
            .collect();
        let mut v = BTreeMap::new();
        for l in lines {
            let f: Vec<&str> = l.split(',').map(str::trim).collect();
            let loc: u32 = f
                .get(1)
                .and_then(|x| x.parse().ok())
                .ok_or_else(|| format!("cube_dump line {l:?}"))?;
            for (name, x) in header.iter().zip(&f).skip(2) {
                let x: f64 = x
                    .parse()
                    .map_err(|_| format!("cube_dump value {x:?} in {l:?}"))?;
                // Several root call paths (threads, code outside main) add up.
                *v.entry((name.clone(), loc)).or_insert(0.0) += x;
            }
        }
        for m in metrics {
            if !header.iter().any(|h| h == m) {
                return Err(format!("cube_dump printed no column {m}: {header:?}"));
            }
        }
        Ok(v)
    }
}

/// Within 5 % of ppw's value + 2 ms.
pub fn within(ppw: f64, scalasca: f64) -> bool {
    (ppw - scalasca).abs() <= REL_TOL * ppw.abs() + ABS_TOL
}

/// Export the experiment `exp` (whose analysis is `a`) into `dir`, run `scout.mpi` on it and
/// compare every wait-state metric (waiting and completion patterns with a Scalasca name) per
/// rank. The caller holds `MPI_LOCK`.
pub fn check_experiment(
    t: &Tools,
    exp: &Path,
    a: &Analysis,
    dir: &Path,
) -> Result<Outcome, String> {
    let _ = std::fs::remove_dir_all(dir);
    let anchor = export(exp, dir)?;
    let mut out = Outcome {
        rows: Vec::new(),
        skipped: None,
        notes: Vec::new(),
        scout_seconds: 0.0,
    };
    if mpi_on_other_threads(&anchor)? {
        out.skipped = Some(
            "MPI is called on a second thread of a rank; Scalasca 2.6's scout.mpi analyses one \
             location per rank (and hangs on such traces)"
                .into(),
        );
        return Ok(out);
    }
    // ppw analyses timestamps its controlled logical clock repaired; scout.mpi analyses the
    // exported ones as they are. On a loaded VM the vCPUs' TSCs drift apart by hundreds of us
    // now and then, and with thousands of tiny messages the two analyses then differ by
    // milliseconds without either being wrong.
    if a.clock.max_shift > MAX_REPAIR_COMPARED {
        out.skipped = Some(format!(
            "ppw repaired {} clock-condition violations (timestamps moved by up to {:.0} us), \
             which scout.mpi analyses unrepaired: not compared",
            a.clock.violations,
            a.clock.max_shift * 1e6
        ));
        return Ok(out);
    }
    let start = Instant::now();
    let cube = t.scout(&anchor, a.summary.ranks)?;
    out.scout_seconds = start.elapsed().as_secs_f64();
    let metrics: Vec<_> = a
        .metrics
        .iter()
        .filter(|m| matches!(m.role.as_str(), "waiting" | "completion"))
        .filter_map(|m| Some((m.id.as_str(), m.scalasca.as_deref()?)))
        .collect();
    let names: Vec<&str> = metrics.iter().map(|m| m.1).collect();
    let theirs = t.values(&cube, &names)?;
    // Collective patterns: below the collective or synchronization time metrics.
    let is_collective = |id: &str| {
        let mut cur = Some(id.to_string());
        while let Some(c) = cur {
            if c == "mpi_collective" || c == "mpi_sync" {
                return true;
            }
            cur = a
                .metrics
                .iter()
                .find(|m| m.id == c)
                .and_then(|m| m.parent.clone());
        }
        false
    };
    let completes_request = |callpath: &str| {
        let leaf = callpath.rsplit('/').next().unwrap_or(callpath);
        leaf.starts_with("MPI_Wait") || leaf.starts_with("MPI_Test")
    };
    let mut left_out = 0.0;
    let mut rma_left_out = 0.0;
    for (id, name) in metrics {
        let subtree = a.subtree(id).unwrap_or_default();
        if name.starts_with("mpi_rma") {
            // Scalasca 2.6's OTF2 reader drops every RMA record (empty callbacks in PEARL):
            // it reports 0 for every one-sided metric on any OTF2 trace.
            rma_left_out += a
                .severities
                .iter()
                .filter(|s| s.metric == id)
                .map(|s| s.seconds)
                .sum::<f64>();
            continue;
        }
        let collective = is_collective(id);
        for rank in 0..a.summary.ranks {
            let mut ppw = 0.0;
            for s in a
                .severities
                .iter()
                .filter(|s| s.rank == rank && subtree.contains(&s.metric))
            {
                if collective && completes_request(&s.callpath) {
                    left_out += s.seconds;
                } else {
                    ppw += s.seconds;
                }
            }
            let scalasca = theirs
                .get(&(name.to_string(), rank))
                .copied()
                .unwrap_or(0.0);
            out.rows.push(Row {
                scalasca_name: name.to_string(),
                rank,
                ppw,
                scalasca,
                ok: within(ppw, scalasca),
            });
        }
    }
    impact_rows(t, a, &cube, rma_left_out + left_out, &mut out)?;
    if rma_left_out > 0.0 {
        out.notes.push(format!(
            "{rma_left_out:.4} s of one-sided wait states not compared: Scalasca 2.6's OTF2 \
             reader drops RMA records (it reports 0 for every mpi_rma metric)"
        ));
    }
    if left_out > 0.0 {
        out.notes.push(format!(
            "{left_out:.4} s of collective wait states in MPI_Wait*/MPI_Test* (non-blocking \
             collectives) not compared: Scalasca 2.6 reads no non-blocking collective records"
        ));
    }
    Ok(out)
}

/// ppw's value of a metric on one rank: its subtree (the JSON is exclusive along the metric tree,
/// Scalasca's `incl` values inclusive).
pub fn per_rank(a: &Analysis, id: &str, rank: u32) -> f64 {
    let sub = a.subtree(id).unwrap_or_default();
    a.severities
        .iter()
        .filter(|s| s.rank == rank && sub.contains(&s.metric))
        .map(|s| s.seconds)
        .sum()
}

/// Where Scalasca's definitions make a difference (docs/ANALYSIS.md, Root causes): Scalasca
/// divides by zero in the imbalance impact (`impact`) or in its inter-partition part
/// (`inter`) and reports 0 everywhere then.
#[derive(Clone, Copy, Debug, Default)]
pub struct NanIn {
    pub impact: bool,
    pub inter: bool,
}

impl NanIn {
    /// Scalasca's metric is 0 on every rank where ppw's is not.
    pub fn of(a: &Analysis, theirs: &dyn Fn(&str, u32) -> f64) -> NanIn {
        let zero = |name: &str| {
            (0..a.summary.ranks).all(|r| theirs(name, r) == 0.0)
                && (0..a.summary.ranks).any(|r| per_rank(a, name, r) > ABS_TOL)
        };
        NanIn {
            impact: zero("critical_imbalance_impact"),
            inter: zero("inter_partition_imbalance"),
        }
    }
}

/// The definitional differences from Scalasca that docs/ANALYSIS.md describes, as a verdict on
/// one (metric, rank): `None` compares as usual, `Some(ok)` decides; `ppw` may be adjusted to
/// what Scalasca computes instead.
/// 1. Scalasca divides a location's waiting by its excess time on the critical path, zero on a
///    location that runs the whole critical path: the NaN zeroes its imbalance impact
///    everywhere; ppw's imbalance impact is then not compared and the performance-impact
///    parents are compared without it. The same in the inter-partition part (a location that
///    runs every call path of the critical path): Scalasca's inter-partition imbalance is 0,
///    its intra-partition part (derived: impact - inter) the whole impact.
/// 2. Scalasca's scale map propagates a group waiter's costs only from the next waiter's
///    interval on: its long-term costs (and their sums) are at most ppw's.
pub fn known_difference(
    id: &str,
    ppw: &mut f64,
    scalasca: f64,
    a: &Analysis,
    rank: u32,
    nan: NanIn,
) -> Option<bool> {
    if nan.impact {
        match id {
            "critical_imbalance_impact"
            | "intra_partition_imbalance"
            | "inter_partition_imbalance" => return Some(true),
            "performance_impact" | "performance_impact_criticalpath" => {
                *ppw -= per_rank(a, "critical_imbalance_impact", rank)
            }
            _ => {}
        }
    } else if nan.inter {
        match id {
            "inter_partition_imbalance" => return Some(true),
            "intra_partition_imbalance" => *ppw += per_rank(a, "inter_partition_imbalance", rank),
            _ => {}
        }
    }
    let long = id.ends_with("_longterm")
        || id.ends_with("_aggregate")
        || matches!(id, "delay" | "delay_mpi" | "delay_p2p" | "delay_collective");
    (long && !within(*ppw, scalasca)).then_some(*ppw > scalasca)
}

/// The root-cause and critical-path metrics (role `impact`) against Scalasca's remapped cube,
/// unless one-sided or non-blocking collective wait states were left out of the comparison
/// (`left_out` seconds): Scalasca's critical path and delays do not see them.
fn impact_rows(
    t: &Tools,
    a: &Analysis,
    cube: &Path,
    left_out: f64,
    out: &mut Outcome,
) -> Result<(), String> {
    let metrics: Vec<(&str, &str)> = a
        .metrics
        .iter()
        .filter(|m| m.role == "impact")
        .filter_map(|m| Some((m.id.as_str(), m.scalasca.as_deref()?)))
        .collect();
    if metrics.is_empty() {
        return Ok(());
    }
    // Processes spawned at run time: Scalasca 2.6 treats the exported ranks as one
    // MPI_COMM_WORLD whose MPI_Init synchronizes parents and children; ppw keeps the worlds
    // apart, so the critical path's start and the imbalance impact differ (spawn_count).
    if a.profile
        .iter()
        .any(|p| p.callpath.contains("MPI_Comm_spawn"))
    {
        out.notes.push(
            "root causes and critical path not compared: processes were spawned, and Scalasca \
             sees one world where ppw sees the parents' and the children's"
                .into(),
        );
        return Ok(());
    }
    // Any wait state Scalasca does not see, however short, can send its critical path another
    // way (a route between near-simultaneous arrivals is decided by microseconds).
    if left_out > 0.0 {
        out.notes.push(
            "root causes and critical path not compared: Scalasca's do not see the wait states \
             it does not read"
                .into(),
        );
        return Ok(());
    }
    let remapped = t.remap(cube)?;
    let names: Vec<&str> = metrics.iter().map(|m| m.1).collect();
    let theirs = t.values(&remapped, &names)?;
    let their = |name: &str, rank: u32| {
        theirs
            .get(&(name.to_string(), rank))
            .copied()
            .unwrap_or(0.0)
    };
    let ranks = a.summary.ranks;
    let nan = NanIn::of(a, &their);
    for (id, name) in metrics {
        for rank in 0..ranks {
            let mut ppw = per_rank(a, id, rank);
            let scalasca = their(name, rank);
            let ok = known_difference(id, &mut ppw, scalasca, a, rank, nan)
                .unwrap_or_else(|| within(ppw, scalasca));
            out.rows.push(Row {
                scalasca_name: name.to_string(),
                rank,
                ppw,
                scalasca,
                ok,
            });
        }
    }
    Ok(())
}

/// Score-P traces (the fixtures, with the values Scalasca 2.6 computed on them) written back as
/// OTF2 by ppw: Scalasca computes the same values on ppw's copy, to the 6 digits `cube_dump`
/// prints. This checks the writer on the path Score-P → ppw → Scalasca, where the source
/// already has explicit collective begins, the program region and Score-P's MPI_Init and
/// MPI_Finalize collectives.
#[test]
fn scalasca_gives_the_same_values_on_score_p_traces_written_by_ppw() {
    let t = match tools() {
        Ok(t) => t,
        Err(why) => {
            assert!(!required(), "PPW_REQUIRE_TOOLS=1 but {why}");
            eprintln!("skipped: {why}");
            return;
        }
    };
    let dir = scratch("scalasca-fixtures");
    let mut bad = Vec::new();
    for case in ["late_sender", "nonblocking", "mixed"] {
        let fixture = workspace().join("tests/fixtures/otf2").join(case);
        let expected: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(fixture.join("scalasca.json")).unwrap())
                .unwrap();
        let anchor = export(&fixture.join("traces.otf2"), &dir.join(case)).unwrap();
        let ranks = expected["ranks"].as_u64().unwrap() as u32;
        let cube = {
            let _serial = MPI_LOCK.lock().unwrap_or_else(|e| e.into_inner());
            t.scout(&anchor, ranks).unwrap()
        };
        let metrics: Vec<&str> = expected["metrics"]
            .as_object()
            .unwrap()
            .keys()
            .map(String::as_str)
            .collect();
        let got = t.values(&cube, &metrics).unwrap();
        for m in &metrics {
            for (rank, want) in expected["metrics"][m]
                .as_array()
                .unwrap()
                .iter()
                .enumerate()
            {
                let want = want.as_f64().unwrap();
                let have = got[&(m.to_string(), rank as u32)];
                // cube_dump prints 6 significant digits.
                if (have - want).abs() > 1e-5 * want.abs() + 1e-6 {
                    bad.push(format!(
                        "{case} {m} rank {rank}: {have}, Scalasca on Score-P's file {want}"
                    ));
                }
            }
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}
