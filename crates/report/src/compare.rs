//! Plain-text layout of a [`Comparison`] (`ppw compare`).

use crate::format::{heading, percent, seconds, tail, wrap};
use ppw_analysis::Comparison;
use std::fmt::Write;

fn eff(e: Option<f64>) -> String {
    e.map_or_else(|| "new".to_string(), |e| format!("{e:.2}"))
}

/// Render a comparison for a terminal `width` columns wide (at least 60 is used).
pub(crate) fn render(c: &Comparison, width: usize) -> String {
    let width = width.max(60);
    let mut out = String::new();
    let title = match c.kind.as_str() {
        "scalability" => "ppw scalability analysis",
        _ => "ppw revision analysis",
    };
    let _ = writeln!(out, "{title} of {} runs", c.runs.len());
    heading(&mut out, "Runs", width);
    let label_w = width.saturating_sub(40).clamp(12, 50);
    let _ = writeln!(
        out,
        "  {:>2}  {:<label_w$} {:>6} {:>10} {:>12}",
        "#", "run", "ranks", "time", "total time"
    );
    for (i, r) in c.runs.iter().enumerate() {
        let _ = writeln!(
            out,
            "  {:>2}  {:<label_w$} {:>6} {:>10} {:>12}",
            i + 1,
            tail(&r.label, label_w),
            r.ranks,
            seconds(r.time),
            seconds(r.total_time)
        );
    }
    wrap(
        &mut out,
        "  ",
        "  ",
        "time: the longest rank's time between MPI_Init and MPI_Finalize",
        width,
    );
    if let Some(s) = &c.scalability {
        heading(&mut out, "Scalability (strong scaling)", width);
        let base = &c.runs[s.base];
        wrap(
            &mut out,
            "  ",
            "    ",
            &format!(
                "against run {} ({} ranks): efficiency = (T0 x p0) / (T x p)",
                s.base + 1,
                base.ranks
            ),
            width,
        );
        let _ = writeln!(
            out,
            "  {:>2}  {:>6} {:>9} {:>11}",
            "#", "ranks", "speed-up", "efficiency"
        );
        for &i in &s.order {
            let _ = writeln!(
                out,
                "  {:>2}  {:>6} {:>9.2} {:>11.2}",
                i + 1,
                c.runs[i].ranks,
                s.speedup[i],
                s.efficiency[i]
            );
        }
        let last = *s.order.last().unwrap_or(&s.base);
        heading(
            &mut out,
            "Call paths (exclusive time summed over ranks)",
            width,
        );
        let name_w = width.saturating_sub(44).clamp(12, 48);
        let _ = writeln!(
            out,
            "  {:<name_w$} {:>10} {:>10} {:>6} {:>9}",
            "call path",
            format!("{} ranks", base.ranks),
            format!("{} ranks", c.runs[last].ranks),
            "eff.",
            "lost"
        );
        for r in &s.regions {
            let _ = writeln!(
                out,
                "  {:<name_w$} {:>10} {:>10} {:>6} {:>9}{}",
                tail(&r.callpath, name_w),
                seconds(r.seconds[s.base]),
                seconds(r.seconds[last]),
                eff(r.efficiency[last]),
                seconds(r.lost),
                if r.loses_efficiency { " <" } else { "" }
            );
        }
        let losing: Vec<&str> = s
            .regions
            .iter()
            .filter(|r| r.loses_efficiency)
            .map(|r| r.callpath.as_str())
            .collect();
        let text = if losing.is_empty() {
            "No call path loses efficiency (all at 0.9 or better).".to_string()
        } else {
            format!(
                "Losing efficiency (< 0.9 and at least 1% of the time lost, marked <), most time lost first: {}.",
                losing.join(", ")
            )
        };
        wrap(&mut out, "  ", "  ", &text, width);
    }
    for r in &c.revisions {
        let (a, b) = (&c.runs[r.base], &c.runs[r.run]);
        heading(
            &mut out,
            &format!("Run {} against run {}", r.run + 1, r.base + 1),
            width,
        );
        let verb = if r.time_change < 0.0 {
            "faster"
        } else {
            "slower"
        };
        wrap(
            &mut out,
            "  ",
            "    ",
            &format!(
                "time {} -> {} ({} {verb}, {}); total time {} -> {}",
                seconds(a.time),
                seconds(b.time),
                seconds(r.time_change.abs()),
                percent(r.time_relative.abs()),
                seconds(a.total_time),
                seconds(b.total_time)
            ),
            width,
        );
        let name_w = width.saturating_sub(48).clamp(12, 48);
        let _ = writeln!(
            out,
            "  {:<name_w$} {:>10} {:>10} {:>10} {:>10}",
            "call path", "before", "after", "change", ""
        );
        for x in &r.regions {
            let rel = x
                .relative
                .map(|v| format!("{:+.0}%", v * 100.0))
                .unwrap_or_default();
            let _ = writeln!(
                out,
                "  {:<name_w$} {:>10} {:>10} {:>10} {:>10}",
                tail(&x.callpath, name_w),
                seconds(x.base),
                seconds(x.new),
                rel,
                tail(&x.verdict, 10)
            );
        }
    }
    if !c.notes.is_empty() {
        heading(&mut out, "Notes", width);
        for n in &c.notes {
            wrap(&mut out, "  - ", "    ", n, width);
        }
    }
    out
}
