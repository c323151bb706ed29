//! Reports for people: turns a [`ppw_analysis::Analysis`] (and a [`ppw_analysis::Comparison`]
//! of several runs) into text and into one self-contained HTML file with charts ([`html()`],
//! [`comparison_html`]; SVG drawn with `plotters`).
//!
//! Data preparation ([`ReportData`]: per-rank breakdown, top regions, findings of all kinds
//! ranked by cost, load balance, bottleneck detection, metric tree, notes, thresholds, speed,
//! warnings) is separate from layout: [`terminal()`] (80-column text) and [`html()`] (one page,
//! sections with SVG charts, escaped throughout) render the same [`ReportData`].
//! [`comparison`] and [`comparison_html`] lay out `ppw compare`.
//!
//! ```
//! use ppw_event::TraceBuilder;
//! let mut b = TraceBuilder::new(2);
//! b.rank(0).enter(0, "main").send_call(5_000_000, 5_000_100, 1, 0, 8).exit(10_000_000);
//! b.rank(1).enter(0, "main").recv_call(1_000_000, 5_000_200, 0, 0, 8).exit(10_000_000);
//! let a = ppw_analysis::analyze(&b.build(), &Default::default()).unwrap();
//! let text = ppw_report::terminal(&a, 80);
//! assert!(text.contains("late_sender in main/MPI_Recv"));
//! assert!(text.lines().all(|l| l.chars().count() <= 80));
//! ```
#![deny(missing_docs)]
#![warn(unreachable_pub)]

mod callpath;
mod charts;
mod compare;
mod data;
mod format;
mod hosts;
mod html;
mod shared;
mod terminal;

pub use data::{CounterRow, FixRow, MetricRow, PhaseRow, RankTimes, RegionTime, ReportData};
pub use format::{seconds, terminal_name, terminal_text, NAME_MAX, TEXT_MAX};
pub use hosts::HostRow;
pub use html::{comparison_html, esc, html, HtmlOptions};

use ppw_analysis::{Analysis, Comparison};

/// The terminal report: run summary, time per rank (computation / point-to-point / collective
/// / synchronization; and its host on several hosts), the hosts (ranks, CPUs, waiting for a
/// CPU), top-10 regions, all findings ranked by cost with what was measured,
/// cause and hint, load balance, the hotspots of bottleneck detection, the metric tree with
/// percentages, notes, warnings, and the thresholds and speed of the analysis. Lines fit in
/// `width` columns (at least 60).
pub fn terminal(a: &Analysis, width: usize) -> String {
    terminal::render(&ReportData::new(a), width)
}

/// The comparison of several runs (`ppw compare`): the runs, then the scalability table
/// (speed-up, efficiency, call paths losing efficiency) or every run against the first
/// (changes of the top call paths). Lines fit in `width` columns (at least 60).
pub fn comparison(c: &Comparison, width: usize) -> String {
    compare::render(c, width)
}
