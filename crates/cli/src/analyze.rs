//! `ppw analyze`: run the automatic analysis and store its JSON result.

use crate::open::{open, Input};
use anyhow::{Context, Result};
use ppw_analysis::{Analysis, Options};
use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::time::Instant;

/// Where the analysis of `input` is stored by default.
pub(crate) fn default_json(input: &Path) -> PathBuf {
    if input.is_dir() {
        input.join("analysis.json")
    } else {
        input
            .parent()
            .unwrap_or(Path::new("."))
            .join("analysis.json")
    }
}

/// Analysis settings from the command line.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Settings {
    pub(crate) threads: usize,
    pub(crate) repair_clock: bool,
    pub(crate) cause_windows: u32,
}

/// Analyze `path` (progress bar on a terminal).
pub(crate) fn analyze_path(
    path: &Path,
    settings: Settings,
    quiet: bool,
) -> Result<(Input, Analysis)> {
    let input = open(path)?;
    let mut opts = Options {
        threads: settings.threads,
        repair_clock: settings.repair_clock,
        cause_windows: settings.cause_windows,
        ..Options::default()
    };
    let bar = if !quiet && std::io::stderr().is_terminal() {
        let b = indicatif::ProgressBar::new(1);
        b.set_style(
            indicatif::ProgressStyle::with_template("ppw: analyzing [{bar:40}] {pos}/{len} {msg}")
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
        }));
    }
    let start = Instant::now();
    let a = ppw_analysis::analyze(input.source(), &opts)
        .with_context(|| format!("analysis of {} failed", path.display()))?;
    if let Some(b) = bar {
        b.finish_and_clear();
    }
    if !quiet {
        let secs = start.elapsed().as_secs_f64();
        eprintln!(
            "ppw: analyzed {} events of {} ranks in {:.2} s ({:.1} M events/s)",
            a.summary.events,
            a.summary.ranks,
            secs,
            a.summary.events as f64 / secs.max(1e-9) / 1e6
        );
    }
    Ok((input, a))
}

pub(crate) fn run(
    path: &Path,
    json: Option<PathBuf>,
    settings: Settings,
    quiet: bool,
) -> Result<i32> {
    let (_input, a) = analyze_path(path, settings, quiet)?;
    let out = json.unwrap_or_else(|| default_json(path));
    std::fs::write(&out, a.to_json()).with_context(|| format!("cannot write {}", out.display()))?;
    if !quiet {
        for w in &a.warnings {
            eprintln!("ppw: warning: {w}");
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
                f.kind,
                f.callpath,
                f.rank.map(|r| format!(" (rank {r})")).unwrap_or_default()
            );
        }
    }
    Ok(if a.warnings.is_empty() { 0 } else { 3 })
}

/// Load a stored analysis if it exists, else analyze now (and store it).
pub(crate) fn load_or_analyze(path: &Path, settings: Settings) -> Result<Analysis> {
    let stored = default_json(path);
    if let Ok(text) = std::fs::read_to_string(&stored) {
        if let Ok(a) = Analysis::from_json(&text) {
            return Ok(a);
        }
    }
    let (_, a) = analyze_path(path, settings, false)?;
    let _ = std::fs::write(&stored, a.to_json());
    Ok(a)
}
