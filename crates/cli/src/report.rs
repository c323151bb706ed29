//! `ppw report`: the analysis explained for a person; `ppw patterns`: what ppw searches for.

use crate::analyze::{analyze_input, load_or_analyze, Settings};
use crate::open::open;
use crate::status::Status;
use anyhow::{Context, Result};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// Terminal width: `$COLUMNS`, else 80 (the report is laid out for 80 columns and up).
pub(crate) fn width() -> usize {
    std::env::var("COLUMNS")
        .ok()
        .and_then(|c| c.parse().ok())
        .filter(|w: &usize| *w >= 60)
        .unwrap_or(80)
}

pub(crate) fn run(path: &Path, settings: &Settings, html: Option<&Path>) -> Result<i32> {
    let a = match html {
        None => load_or_analyze(path, settings)?,
        Some(out) => {
            // The timeline excerpt needs the waiting intervals, which a stored analysis does
            // not keep: analyze again.
            let input = open(path)?;
            let a = analyze_input(&input, path, settings, false, true)?;
            let files = source_files(input.source().defs());
            let read = |short: &str| -> Option<String> { read_source(&files, short) };
            let command = ppw_format::Manifest::read(path)
                .map(|m| m.command)
                .unwrap_or_default();
            let page = ppw_report::html(
                &a,
                &ppw_report::HtmlOptions {
                    command,
                    source: &read,
                    timeline_hint: format!(
                        "ppw export {} --perfetto trace.json, then open trace.json at \
                         https://ui.perfetto.dev (Open trace file; the file stays on your machine)",
                        path.display()
                    ),
                },
            );
            crate::staging::write(out, page.as_bytes())
                .with_context(|| format!("cannot write the HTML report {}", out.display()))?;
            a
        }
    };
    print!("{}", ppw_report::terminal(&a, width()));
    if let Some(out) = html {
        eprintln!("ppw: HTML report in {}", out.display());
    }
    let mut status = Status::default();
    if !a.warnings.is_empty() {
        status.warn(format!(
            "{} problems with the input (listed under Warnings in the report)",
            a.warnings.len()
        ));
    }
    Ok(status.code())
}

/// The source files the call sites name, by their short name (as findings give it).
fn source_files(defs: &ppw_event::Defs) -> BTreeMap<String, Vec<PathBuf>> {
    let mut m: BTreeMap<String, Vec<PathBuf>> = BTreeMap::new();
    for c in &defs.callsites {
        if let Some(f) = &c.file {
            let short = f.rsplit('/').next().unwrap_or(f).to_string();
            let v = m.entry(short).or_default();
            let p = PathBuf::from(f);
            if !v.contains(&p) {
                v.push(p);
            }
        }
    }
    m
}

/// The text of source file `short` (a name as findings give it): the first readable of the
/// files the call sites name, else `short` itself relative to the working directory. Files
/// larger than 16 MiB or not UTF-8 are not shown.
fn read_source(files: &BTreeMap<String, Vec<PathBuf>>, short: &str) -> Option<String> {
    let mut candidates: Vec<PathBuf> = files.get(short).cloned().unwrap_or_default();
    candidates.push(PathBuf::from(short));
    candidates.into_iter().find_map(|p| {
        let meta = std::fs::metadata(&p).ok()?;
        if !meta.is_file() || meta.len() > 16 << 20 {
            return None;
        }
        String::from_utf8(std::fs::read(&p).ok()?).ok()
    })
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
