//! `ppw compare RUN...`: scalability or revision analysis of several runs of one program
//! (`ppw_analysis::compare`), printed with `ppw_report::comparison`.

use crate::analyze::{load_or_analyze, Settings};
use crate::status::Status;
use anyhow::{Context, Result};
use ppw_analysis::Analysis;
use std::path::{Path, PathBuf};

/// The analysis of one run: a stored analysis JSON file as it is (a result of another ppw is
/// refused by the comparison if its format is newer), else the experiment's stored analysis
/// if current, else a fresh one.
fn load(path: &Path, settings: &Settings) -> Result<Analysis> {
    if path.is_file() && path.extension().is_some_and(|e| e == "json") {
        let text = std::fs::read_to_string(path)
            .with_context(|| format!("cannot read {}", path.display()))?;
        return Analysis::from_json(&text)
            .with_context(|| format!("{} is not a ppw analysis result", path.display()));
    }
    load_or_analyze(path, settings)
}

pub(crate) fn run(
    runs: &[PathBuf],
    json: Option<PathBuf>,
    html: Option<PathBuf>,
    force: bool,
    settings: &Settings,
) -> Result<i32> {
    let mut analyses = Vec::with_capacity(runs.len());
    for r in runs {
        analyses.push((r.display().to_string(), load(r, settings)?));
    }
    let refs: Vec<(String, &Analysis)> = analyses.iter().map(|(l, a)| (l.clone(), a)).collect();
    let c = ppw_analysis::compare(&refs, force)
        .map_err(|e| anyhow::anyhow!("cannot compare these runs: {e}"))?;
    print!("{}", ppw_report::comparison(&c, crate::report::width()));
    let mut status = Status::default();
    for (label, a) in &analyses {
        let label = ppw_report::terminal_name(label);
        if !a.warnings.is_empty() {
            status.warn(format!(
                "{label}: {} problems with the input (`ppw report {label}` lists them)",
                a.warnings.len()
            ));
        }
    }
    if let Some(out) = json {
        let text = serde_json::to_string_pretty(&c).context("comparison serializes")?;
        crate::staging::write(&out, text.as_bytes())
            .with_context(|| format!("cannot write {}", out.display()))?;
        eprintln!("ppw: comparison written to {}", out.display());
    }
    if let Some(out) = html {
        crate::staging::write(&out, ppw_report::comparison_html(&c).as_bytes())
            .with_context(|| format!("cannot write the HTML comparison {}", out.display()))?;
        eprintln!("ppw: HTML comparison in {}", out.display());
    }
    Ok(status.code())
}
