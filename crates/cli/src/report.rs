//! `ppw report`: the analysis explained for a person; `ppw patterns`: what ppw searches for.

use crate::analyze::{load_or_analyze, Settings};
use anyhow::Result;
use std::path::Path;

/// Terminal width: `$COLUMNS`, else 80 (the report is laid out for 80 columns and up).
fn width() -> usize {
    std::env::var("COLUMNS")
        .ok()
        .and_then(|c| c.parse().ok())
        .filter(|w: &usize| *w >= 60)
        .unwrap_or(80)
}

pub(crate) fn run(path: &Path, settings: Settings) -> Result<i32> {
    let a = load_or_analyze(path, settings)?;
    print!("{}", ppw_report::terminal(&a, width()));
    Ok(0)
}

/// List the wait-state patterns (or print their reference as Markdown).
pub(crate) fn patterns(markdown: bool) -> Result<i32> {
    if markdown {
        print!("{}", ppw_analysis::patterns_markdown());
        return Ok(0);
    }
    for p in ppw_analysis::pattern_list() {
        println!(
            "{:<26} {:<28} (parent {}; Scalasca {})",
            p.id, p.name, p.parent, p.scalasca
        );
    }
    Ok(0)
}
