//! `ppw analyze`: run the automatic analysis and store its JSON result.

use crate::open::{open, Input};
use crate::status::{Status, CLEAN, WARNINGS};
use anyhow::{Context, Result};
use ppw_analysis::{Analysis, Baseline, Options, Speed, Thresholds, FORMAT_VERSION};
use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::time::Instant;

/// Where the analysis of `input` (restricted to `phase`, if given) is stored by default:
/// `analysis.json`, or `analysis.phase-NAME.json` beside it ([`phase_file_part`]).
pub(crate) fn default_json(input: &Path, phase: Option<&str>) -> PathBuf {
    let whole = default_json_whole(input);
    let Some(phase) = phase else {
        return whole;
    };
    let safe = phase_file_part(phase);
    let name = whole.file_name().map_or_else(
        || "analysis.json".to_string(),
        |n| n.to_string_lossy().into_owned(),
    );
    let stem = name.strip_suffix(".json").unwrap_or(&name);
    whole.with_file_name(format!("{stem}.phase-{safe}.json"))
}

/// Phase names up to this many bytes of `[A-Za-z0-9_-]` name their result file as they are.
const PLAIN_PHASE_NAME: usize = 64;

/// The phase name as part of a file name: the name itself if it is at most
/// [`PLAIN_PHASE_NAME`] bytes of `[A-Za-z0-9_-]`; otherwise its first [`PLAIN_PHASE_NAME`]
/// characters with every other character as `_`, a `.` (which no plain name has) and 16 hex
/// digits of a hash (64-bit FNV-1a) of the whole name. So `a/b`, `a b` and `a_b` get files of
/// their own, and no phase name makes a file name too long.
pub(crate) fn phase_file_part(phase: &str) -> String {
    let plain = |c: char| c.is_ascii_alphanumeric() || c == '-' || c == '_';
    if phase.len() <= PLAIN_PHASE_NAME && phase.chars().all(plain) {
        return phase.to_string();
    }
    let safe: String = phase
        .chars()
        .take(PLAIN_PHASE_NAME)
        .map(|c| if plain(c) { c } else { '_' })
        .collect();
    let hash = phase.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
        (h ^ b as u64).wrapping_mul(0x100_0000_01b3)
    });
    format!("{safe}.{hash:016x}")
}

fn default_json_whole(input: &Path) -> PathBuf {
    let dir = if input.is_dir() {
        input
    } else {
        input
            .parent()
            .filter(|p| !p.as_os_str().is_empty())
            .unwrap_or(Path::new("."))
    };
    if users_own(dir) {
        return dir.join("analysis.json");
    }
    // Somebody else's or a read-only directory (a shared trace collection): leave it alone and
    // write into the current directory, named after the input.
    let name = std::fs::canonicalize(dir)
        .ok()
        .and_then(|d| d.file_name().map(|n| n.to_string_lossy().into_owned()))
        .unwrap_or_else(|| "trace".into());
    PathBuf::from(format!("{name}-analysis.json"))
}

/// True if `dir` belongs to the user running ppw and its owner may write it (root may write
/// anywhere, so permissions alone would not protect a read-only collection).
fn users_own(dir: &Path) -> bool {
    use std::os::unix::fs::MetadataExt;
    let Ok(m) = std::fs::metadata(dir) else {
        return false;
    };
    // Safety: geteuid has no preconditions.
    let me = unsafe { libc::geteuid() };
    m.uid() == me && m.mode() & 0o200 != 0
}

/// Which baseline file bottleneck detection uses.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum BaselineChoice {
    /// The default file of the experiment's host and MPI family, if it exists.
    Default,
    /// This file.
    File(PathBuf),
    /// None: deviation filtering only.
    Off,
}

/// Analysis settings from the command line.
#[derive(Clone, Debug)]
pub(crate) struct Settings {
    pub(crate) threads: usize,
    pub(crate) repair_clock: bool,
    /// `--no-root-cause` / `--no-critical-path` turn these off.
    pub(crate) root_cause: bool,
    pub(crate) critical_path: bool,
    pub(crate) cause_windows: u32,
    /// `--memory` in bytes (None: the analysis's default).
    pub(crate) memory: Option<u64>,
    pub(crate) spill_dir: Option<PathBuf>,
    /// `--phase`: analyse only this program phase.
    pub(crate) phase: Option<String>,
    pub(crate) thresholds: Thresholds,
    pub(crate) baseline: BaselineChoice,
}

/// The baseline file to use for `input` (`None`: none applies), and a warning if the default
/// file exists but cannot be used.
fn baseline_for(input: &Input, choice: &BaselineChoice) -> Result<Option<Baseline>> {
    let path = match choice {
        BaselineChoice::Off => return Ok(None),
        BaselineChoice::File(p) => p.clone(),
        BaselineChoice::Default => {
            let defs = input.source().defs();
            let host = defs
                .rank_info
                .first()
                .map(|r| r.host.as_str())
                .unwrap_or("");
            let flavor = match input {
                Input::Native(e) => e.manifest().launcher.clone(),
                Input::Otf2(..) => return Ok(None),
            };
            if host.is_empty() {
                return Ok(None);
            }
            match crate::config::default_baseline(host, &flavor) {
                Some(p) if p.is_file() => p,
                _ => return Ok(None),
            }
        }
    };
    let text = std::fs::read_to_string(&path)
        .with_context(|| format!("cannot read the baseline file {}", path.display()))?;
    match Baseline::from_json(&text) {
        Ok(mut b) => {
            b.path = path.display().to_string();
            Ok(Some(b))
        }
        Err(e) if *choice == BaselineChoice::Default => {
            eprintln!(
                "ppw: warning: ignoring the baseline file {}: {e}",
                path.display()
            );
            Ok(None)
        }
        Err(e) => Err(anyhow::anyhow!("baseline file {}: {e}", path.display())),
    }
}

/// Analyze an opened input (progress bar on a terminal); `wait_intervals` also collects the
/// wait-state intervals (for timeline overlays).
pub(crate) fn analyze_input(
    input: &Input,
    path: &Path,
    settings: &Settings,
    quiet: bool,
    wait_intervals: bool,
) -> Result<Analysis> {
    analyze_input_with(input, path, settings, quiet, wait_intervals, None)?
        .ok_or_else(|| anyhow::anyhow!("the analysis of {} gave no result", path.display()))
}

/// [`analyze_input`] as one process of a distributed analysis (`ex`): `None` on the processes
/// other than 0.
pub(crate) fn analyze_input_with(
    input: &Input,
    path: &Path,
    settings: &Settings,
    quiet: bool,
    wait_intervals: bool,
    ex: Option<&dyn ppw_analysis::Exchange>,
) -> Result<Option<Analysis>> {
    let mut opts = Options {
        threads: settings.threads,
        repair_clock: settings.repair_clock,
        root_cause: settings.root_cause,
        critical_path: settings.critical_path,
        cause_windows: settings.cause_windows,
        min_fraction: settings.thresholds.min_fraction,
        min_seconds: settings.thresholds.min_seconds,
        thresholds: settings.thresholds.clone(),
        baseline: baseline_for(input, &settings.baseline)?,
        wait_intervals,
        memory: settings.memory,
        spill_dir: settings.spill_dir.clone(),
        phase: settings.phase.clone(),
        ..Options::default()
    };
    let bar = if !quiet && std::io::stderr().is_terminal() {
        let b = indicatif::ProgressBar::new(1);
        b.set_style(
            indicatif::ProgressStyle::with_template(
                "ppw: {msg:<24} [{bar:40}] {pos}/{len} passes over locations, {elapsed} (ETA {eta})",
            )
                .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
        );
        Some(b)
    } else {
        None
    };
    if let Some(b) = &bar {
        let b = b.clone();
        opts.progress = Some(Box::new(move |done, total| {
            b.set_length(total);
            b.set_position(done);
            // Two passes per location: reading and replaying, then the cause analysis.
            b.set_message(if done * 2 < total {
                "reading and replaying"
            } else if done < total {
                "cause analysis"
            } else {
                "findings and output"
            });
        }));
    }
    let start = Instant::now();
    let a = match ex {
        None => Some(ppw_analysis::analyze(input.source(), &opts)),
        Some(ex) => ppw_analysis::analyze_distributed(input.source(), &opts, ex).transpose(),
    };
    if let Some(b) = bar {
        b.finish_and_clear();
    }
    let Some(a) = a else {
        return Ok(None);
    };
    let mut a = a.with_context(|| format!("analysis of {} failed", path.display()))?;
    if a.spilled_bytes > 0 && !quiet {
        eprintln!(
            "ppw: {:.1} MB of operation records were kept in temporary files (memory budget {})",
            a.spilled_bytes as f64 / 1e6,
            settings
                .memory
                .map_or("half of this machine's memory".to_string(), |b| format!(
                    "{:.2} GB",
                    b as f64 / 1e9
                ))
        );
    }
    ppw_input::complete(&mut a, input);
    let secs = start.elapsed().as_secs_f64();
    a.speed = Some(Speed {
        seconds: secs,
        events_per_second: a.summary.events as f64 / secs.max(1e-9),
        threads: if settings.threads == 0 {
            std::thread::available_parallelism().map_or(1, |n| n.get())
        } else {
            settings.threads
        },
        processes: ex.map_or(1, |ex| ex.size() as u32),
        partitioned: std::mem::take(&mut a.partitioned),
    });
    if !quiet {
        eprintln!(
            "ppw: analyzed {} events of {} ranks in {:.2} s ({:.1} M events/s)",
            a.summary.events,
            a.summary.ranks,
            secs,
            a.summary.events as f64 / secs.max(1e-9) / 1e6
        );
    }
    Ok(Some(a))
}

/// Analyze `path` (progress bar on a terminal).
pub(crate) fn analyze_path(
    path: &Path,
    settings: &Settings,
    quiet: bool,
) -> Result<(Input, Analysis)> {
    let input = open(path)?;
    let a = analyze_input(&input, path, settings, quiet, false)?;
    Ok((input, a))
}

pub(crate) fn run(
    path: &Path,
    json: Option<PathBuf>,
    settings: &Settings,
    quiet: bool,
) -> Result<i32> {
    // (ppw-mpi dispatches to crate::distributed before coming here.)
    if launched_as_many() {
        anyhow::bail!(
            "ppw analyze was started as several MPI processes, but this ppw has no MPI: run \
             the same command with ppw-mpi (scripts/build.sh builds it next to ppw for each \
             installed MPI), or run ppw analyze once without mpirun"
        );
    }
    let (_input, a) = analyze_path(path, settings, quiet)?;
    finish(path, json, &a, quiet)
}

/// How many processes a launcher started together with this one, if more than one: mpirun's
/// and mpiexec's variables, and Slurm's tasks of this job step (`srun -n K`; the batch
/// script itself is a step of one task).
pub(crate) fn launched_tasks() -> Option<u32> {
    [
        "OMPI_COMM_WORLD_SIZE",
        "PMI_SIZE",
        "PMIX_SIZE",
        "MPI_LOCALNRANKS",
        "SLURM_STEP_NUM_TASKS",
    ]
    .iter()
    .filter_map(|v| std::env::var(v).ok())
    .filter_map(|s| s.trim().parse::<u32>().ok())
    .filter(|&n| n > 1)
    .max()
}

/// True if a launcher started this process as one of several.
pub(crate) fn launched_as_many() -> bool {
    launched_tasks().is_some()
}

/// Store the result and tell the user about it: the exit status.
pub(crate) fn finish(path: &Path, json: Option<PathBuf>, a: &Analysis, quiet: bool) -> Result<i32> {
    let out = json.unwrap_or_else(|| default_json(path, a.phase.as_deref()));
    write_json(&out, a)?;
    if quiet {
        return Ok(if a.warnings.is_empty() {
            CLEAN
        } else {
            WARNINGS
        });
    }
    // Texts and names from the input are made safe for a terminal (ppw_report's rule).
    let safe = |t: &str| ppw_report::terminal_text(t, ppw_report::TEXT_MAX);
    let mut status = Status::default();
    status.warn_all(a.warnings.iter().map(|w| safe(w)));
    for n in &a.notes {
        eprintln!("ppw: note: {}", safe(n));
    }
    eprintln!(
        "ppw: {} findings; result in {} (show it with `ppw report`)",
        a.findings.len(),
        out.display()
    );
    for f in a.findings.iter().take(5) {
        eprintln!(
            "  {:>6.2}%  {:<24} {}{}",
            f.fraction * 100.0,
            ppw_report::terminal_name(&f.kind),
            ppw_report::terminal_name(&f.callpath),
            f.rank.map(|r| format!(" (rank {r})")).unwrap_or_default()
        );
    }
    Ok(status.code())
}

/// Write an analysis result through a temporary file, so that an interrupted write never
/// leaves a damaged `analysis.json`.
pub(crate) fn write_json(out: &Path, a: &Analysis) -> Result<()> {
    crate::staging::write(out, a.to_json().as_bytes())
        .with_context(|| format!("cannot write {}", out.display()))
}

/// True if a stored analysis was made the way `settings` asks (current format, same
/// thresholds, same baseline file), so it can be shown instead of analysing again.
fn still_valid(stored: &Analysis, input: &Input, settings: &Settings) -> bool {
    if stored.format_version != FORMAT_VERSION
        || stored.thresholds != settings.thresholds
        || stored.phase != settings.phase
        || stored.skipped.iter().any(|x| x == "root_cause") == settings.root_cause
        || stored.skipped.iter().any(|x| x == "critical_path") == settings.critical_path
    {
        return false;
    }
    // Made from exactly these files (not another experiment's result copied here, not a
    // result older than a re-run into the same directory).
    if stored.input.as_ref() != Some(&input.stamp()) {
        return false;
    }
    let want = baseline_for(input, &settings.baseline)
        .ok()
        .flatten()
        .map(|b| b.path);
    stored.baseline.as_ref().map(|b| b.file.clone()) == want
}

/// Load a stored analysis if it exists and matches the settings, else analyze now (and store
/// it).
pub(crate) fn load_or_analyze(path: &Path, settings: &Settings) -> Result<Analysis> {
    let stored = default_json(path, settings.phase.as_deref());
    let input = open(path)?;
    if let Ok(text) = std::fs::read_to_string(&stored) {
        if let Ok(a) = Analysis::from_json(&text) {
            if still_valid(&a, &input, settings) {
                return Ok(a);
            }
        }
    }
    let a = analyze_input(&input, path, settings, false, false)?;
    let _ = write_json(&stored, &a);
    Ok(a)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn phase_file_names_are_distinct_and_bounded() {
        assert_eq!(phase_file_part("solve"), "solve");
        assert_eq!(phase_file_part("a_b"), "a_b");
        let (slash, space) = (phase_file_part("a/b"), phase_file_part("a b"));
        assert!(
            slash.starts_with("a_b.") && space.starts_with("a_b."),
            "{slash} {space}"
        );
        assert_ne!(slash, space);
        assert_eq!(slash.len(), 3 + 1 + 16);
        let long = phase_file_part(&"x".repeat(1000));
        assert_eq!(long.len(), 64 + 1 + 16, "{long}");
        assert_ne!(long, phase_file_part(&"x".repeat(999)));
        // Multi-byte characters count as one each.
        assert_eq!(phase_file_part("é").len(), 1 + 1 + 16);
    }
}
