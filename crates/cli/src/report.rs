//! `ppw report`: the analysis explained for a person; `ppw patterns`: what ppw searches for.

use crate::analyze::{load_or_analyze, Settings};
use crate::status::Status;
use anyhow::Result;
use std::path::Path;

/// Terminal width: `$COLUMNS`, else 80 (the report is laid out for 80 columns and up).
pub(crate) fn width() -> usize {
    std::env::var("COLUMNS")
        .ok()
        .and_then(|c| c.parse().ok())
        .filter(|w: &usize| *w >= 60)
        .unwrap_or(80)
}

pub(crate) fn run(path: &Path, settings: &Settings) -> Result<i32> {
    let a = load_or_analyze(path, settings)?;
    print!("{}", ppw_report::terminal(&a, width()));
    let mut status = Status::default();
    if !a.warnings.is_empty() {
        status.warn(format!(
            "{} problems with the input (listed under Warnings in the report)",
            a.warnings.len()
        ));
    }
    Ok(status.code())
}

/// List the wait-state patterns and the other finding kinds (or print their reference as
/// Markdown), and the thresholds with their defaults.
pub(crate) fn patterns(markdown: bool) -> Result<i32> {
    if markdown {
        print!("```text\n{}```\n\n", ppw_analysis::metrics_tree());
        print!("{}", ppw_analysis::patterns_markdown());
        print!("{}", ppw_analysis::kinds_markdown());
        return Ok(0);
    }
    println!("Metric hierarchy:");
    for line in ppw_analysis::metrics_tree().lines() {
        println!("  {line}");
    }
    println!("\nWait-state patterns:");
    for p in ppw_analysis::pattern_list() {
        println!(
            "  {:<26} {:<28} (parent {}; Scalasca {})",
            p.id, p.name, p.parent, p.scalasca
        );
    }
    println!("\nAutomatic analysis:");
    for k in ppw_analysis::kind_list() {
        println!(
            "  {:<26} {:<36} ({}{})",
            k.id,
            k.name,
            k.analysis,
            if k.needs_trace { "; traces only" } else { "" }
        );
    }
    println!("\nThresholds (flag --KEY, or KEY = VALUE in the config file):");
    for t in ppw_analysis::Thresholds::docs() {
        println!("  {:<14} {:>8}  {}", t.key, t.default, t.description);
    }
    Ok(0)
}
