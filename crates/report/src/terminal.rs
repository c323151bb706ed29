//! The terminal report: plain-text layout of [`ReportData`] for a terminal of a given width.

use crate::data::{RankTimes, ReportData};
use crate::format::{heading, percent, seconds, tail, wrap};
use ppw_analysis::thousands;
use std::fmt::Write;

fn rank_row(out: &mut String, label: &str, r: &RankTimes, one_sided: bool, host: &str) {
    let cell = |v: f64| {
        if r.total > 0.0 {
            format!("{:>6.1}%", v / r.total * 100.0)
        } else {
            format!("{:>7}", "-")
        }
    };
    let rma = if one_sided {
        format!(" {}", cell(r.one_sided))
    } else {
        String::new()
    };
    let line = format!(
        "{label:>8} {:>10} {} {} {} {}{rma} {} {host}",
        seconds(r.total),
        cell(r.computation),
        cell(r.p2p),
        cell(r.collective),
        cell(r.sync),
        cell(r.other)
    );
    let _ = writeln!(out, "{}", line.trim_end());
}

/// Render the report for a terminal `width` columns wide (at least 60 is used).
pub(crate) fn render(d: &ReportData, width: usize) -> String {
    let width = width.max(60);
    let mut out = String::new();
    wrap(
        &mut out,
        "",
        "  ",
        &format!("ppw analysis of {} ({})", d.program, d.mode),
        width,
    );
    let line = format!(
        "{} ranks, {} locations, {} events, duration {}",
        d.ranks,
        d.locations,
        thousands(d.events),
        seconds(d.duration)
    );
    wrap(&mut out, "  ", "    ", &line, width);
    let line = format!(
        "total time {} over all locations; {} messages, {} collectives",
        seconds(d.total_time),
        thousands(d.messages),
        thousands(d.collectives)
    );
    wrap(&mut out, "  ", "    ", &line, width);
    wrap(&mut out, "  ", "    ", &d.clock, width);
    if let Some(p) = &d.placement {
        wrap(&mut out, "  ", "    ", p, width);
    }
    if let Some(p) = &d.phase {
        let line = format!(
            "restricted to phase `{p}`: everything outside it is left out (times, \
             messages and findings are the phase's)"
        );
        wrap(&mut out, "  ", "    ", &line, width);
    }

    // The findings first: the first screen of the report says what was found, and what to
    // fix first.
    fix_first(&mut out, d, width);
    findings(&mut out, d, width);

    heading(&mut out, "Time per rank", width);
    // The one-sided column only for programs that use one-sided communication.
    let rma = d.ranks_times.iter().any(|r| r.one_sided > 0.0);
    // The host column on several hosts, in what the width leaves.
    let host_w = if d.hosts.len() > 1 {
        width.saturating_sub(if rma { 68 } else { 60 }).min(24)
    } else {
        0
    };
    let host = |r: u32| {
        if host_w < 4 {
            String::new()
        } else {
            crate::hosts::host_cell(d.host_of(r).unwrap_or("?"), host_w)
        }
    };
    let head = format!(
        "{:>8} {:>10} {:>7} {:>7} {:>7} {:>7}{} {:>7} {}",
        "rank",
        "time",
        "comp",
        "p2p",
        "coll",
        "sync",
        if rma {
            format!(" {:>7}", "rma")
        } else {
            String::new()
        },
        "other",
        if host_w >= 4 { "host" } else { "" }
    );
    let _ = writeln!(out, "{}", head.trim_end());
    let n = d.ranks_times.len();
    let shown: Vec<&RankTimes> = if n <= 16 {
        d.ranks_times.iter().collect()
    } else {
        d.ranks_times
            .iter()
            .take(8)
            .chain(d.ranks_times.iter().skip(n - 4))
            .collect()
    };
    for (i, r) in shown.iter().enumerate() {
        if n > 16 && i == 8 {
            let _ = writeln!(out, "{:>8}", "...");
        }
        rank_row(&mut out, &r.rank.to_string(), r, rma, &host(r.rank));
    }
    if n > 1 {
        let sum = |f: fn(&RankTimes) -> f64| d.ranks_times.iter().map(f).sum::<f64>();
        let all = RankTimes {
            rank: 0,
            total: sum(|r| r.total),
            computation: sum(|r| r.computation),
            p2p: sum(|r| r.p2p),
            collective: sum(|r| r.collective),
            sync: sum(|r| r.sync),
            one_sided: sum(|r| r.one_sided),
            other: sum(|r| r.other),
        };
        rank_row(&mut out, "all", &all, rma, "");
    }
    crate::hosts::terminal(&mut out, &d.hosts, width);

    phases(&mut out, d, width);
    counters(&mut out, d, width);
    topologies(&mut out, d, width);
    data_structures(&mut out, d, width);

    heading(&mut out, "Top regions by exclusive time", width);
    let name_w = width.saturating_sub(36).clamp(12, 40);
    let _ = writeln!(
        out,
        "{:>3}  {:<name_w$} {:>10} {:>7} {:>10}",
        "#", "region", "time", "share", "visits"
    );
    for (i, r) in d.top_regions.iter().enumerate() {
        let _ = writeln!(
            out,
            "{:>3}  {:<name_w$} {:>10} {:>7} {:>10}",
            i + 1,
            tail(&r.name, name_w),
            seconds(r.seconds),
            percent(r.fraction),
            thousands(r.visits)
        );
    }

    balance(&mut out, d, width);
    bottlenecks(&mut out, d, width);
    one_sided(&mut out, d, width);
    crate::shared::terminal(&mut out, &d.shared_objects, width);

    heading(&mut out, "Metrics (inclusive, summed over ranks)", width);
    let label_w = width.saturating_sub(24).clamp(20, 50);
    // Rows zero on every rank are hidden (an MPI-only program has no one-sided time), unless
    // a row below them is shown.
    let shown: Vec<bool> = (0..d.metrics.len())
        .map(|i| {
            let depth = d.metrics[i].depth;
            !d.metrics[i].zero
                || d.metrics[i + 1..]
                    .iter()
                    .take_while(|m| m.depth > depth)
                    .any(|m| !m.zero)
        })
        .collect();
    for m in d.metrics.iter().zip(&shown).filter(|x| *x.1).map(|x| x.0) {
        let label = format!("{}{}", "  ".repeat(m.depth), m.id);
        let value = match m.unit.as_str() {
            "seconds" => seconds(m.value),
            _ => thousands(m.value.round() as u64),
        };
        let share = m.fraction.map(percent).unwrap_or_default();
        let _ = writeln!(
            out,
            "  {:<label_w$} {:>11} {:>7}",
            tail(&label, label_w),
            value,
            share
        );
    }

    let hidden = shown.iter().filter(|s| !**s).count();
    if hidden > 0 {
        let line = format!(
            "({hidden} metric{} zero on every rank not shown)",
            if hidden == 1 { "" } else { "s" }
        );
        wrap(&mut out, "  ", "  ", &line, width);
    }

    if !d.notes.is_empty() {
        heading(&mut out, "Notes", width);
        for n in &d.notes {
            wrap(&mut out, "  - ", "    ", n, width);
        }
    }
    if !d.warnings.is_empty() {
        heading(&mut out, "Warnings (what was skipped and why)", width);
        for w in &d.warnings {
            wrap(&mut out, "  - ", "    ", w, width);
        }
    }
    heading(&mut out, "Analysis", width);
    if !d.thresholds.is_empty() {
        let t: Vec<String> = d
            .thresholds
            .iter()
            .map(|(k, v)| format!("{k}={}", number(*v)))
            .collect();
        wrap(&mut out, "  thresholds: ", "    ", &t.join(" "), width);
    }
    match &d.speed {
        Some(s) => wrap(
            &mut out,
            "  speed: ",
            "    ",
            &format!(
                "{} for {} events, {} events/s on {} thread{}{}",
                seconds(s.seconds),
                thousands(d.events),
                rate(s.events_per_second),
                s.threads,
                if s.threads == 1 { "" } else { "s" },
                if s.processes > 1 {
                    format!(" in each of {} processes", s.processes)
                } else {
                    String::new()
                }
            ),
            width,
        ),
        None => wrap(&mut out, "  speed: ", "    ", "not timed", width),
    }
    out
}

/// Root causes the terminal lists (the first screen is for what to fix first).
const TERMINAL_ROOT_CAUSES: usize = 3;

/// What to fix first: the findings by how much shorter the run would be without them, with
/// their cost beside, and the delays that caused the wait states.
fn fix_first(out: &mut String, d: &ReportData, width: usize) {
    if d.fix_first.iter().all(|f| f.gain <= 0.0) && d.root_causes.is_empty() {
        return;
    }
    heading(out, "What to fix first", width);
    if let Some(cp) = d.critical_path {
        let line = format!(
            "The critical path is {} long; a gain is the part of a problem on it: how much \
             shorter the run would be without the problem.",
            seconds(cp)
        );
        wrap(out, "  ", "  ", &line, width);
    }
    let name_w = width.saturating_sub(30).max(20);
    let _ = writeln!(out, "  {:>9} {:>9}  {:<name_w$}", "gain", "cost", "finding");
    for f in d.fix_first.iter().filter(|f| f.gain > 0.0) {
        let what = format!("{}. {} in {}", f.finding, f.kind, f.callpath);
        let head = format!("  {:>9} {:>9}  ", seconds(f.gain), seconds(f.cost));
        wrap(out, &head, &" ".repeat(head.len() + 2), &what, width);
    }
    if !d.root_causes.is_empty() {
        let _ = writeln!(out, "  Root causes of the wait states:");
        for r in d.root_causes.iter().take(TERMINAL_ROOT_CAUSES) {
            wrap(out, "  - ", "    ", &r.text, width);
        }
        if d.root_causes.len() > TERMINAL_ROOT_CAUSES {
            let _ = writeln!(
                out,
                "  ({} more in analysis.json and the HTML report)",
                d.root_causes.len() - TERMINAL_ROOT_CAUSES
            );
        }
    }
}

/// The findings, by cost: what, where, how much, who, what was measured, cause and hint.
fn findings(out: &mut String, d: &ReportData, width: usize) {
    heading(out, "Findings, by cost", width);
    if d.findings.is_empty() {
        let _ = writeln!(out, "  No significant findings.");
    }
    // A hint repeated by a later finding of the same kind is referred to, not repeated.
    let mut hinted: Vec<(&str, usize)> = Vec::new();
    for (i, f) in d.findings.iter().enumerate() {
        let head = format!("{:>2}. {} in {}", i + 1, f.kind, f.callpath);
        wrap(out, "", "      ", &head, width);
        let who = match (f.rank, f.ranks.len()) {
            (Some(r), 1) => format!("on rank {r}"),
            (Some(r), k) => format!("on {k} ranks, mostly rank {r}"),
            (None, k) => format!("spread over {k} ranks"),
        };
        let mut line = format!(
            "{} ({} of total time) {}",
            seconds(f.seconds),
            percent(f.fraction),
            who
        );
        // The calling function, when the call path does not already end in it.
        // (A caller's name may hold a `/`: compare the path before the call's own name.)
        let caller = f.caller.as_deref().filter(|c| {
            let before = f.callpath.rsplit_once('/').map_or("", |x| x.0);
            before != *c && !before.ends_with(&format!("/{c}"))
        });
        match (caller, &f.source) {
            (Some(c), Some(s)) => {
                let _ = write!(line, ", called in {c} at {s}");
            }
            (Some(c), None) => {
                let _ = write!(line, ", called in {c}");
            }
            (None, Some(s)) => {
                let _ = write!(line, ", called at {s}");
            }
            (None, None) => {}
        }
        wrap(out, "    ", "      ", &line, width);
        if !f.detail.is_empty() {
            wrap(out, "    what:  ", "           ", &f.detail, width);
        }
        wrap(out, "    cause: ", "           ", &f.cause.text, width);
        match hinted.iter().find(|h| h.0 == f.hint) {
            Some(&(_, n)) => wrap(
                out,
                "    hint:  ",
                "           ",
                &format!("as for {n}."),
                width,
            ),
            None => {
                hinted.push((f.hint.as_str(), i + 1));
                wrap(out, "    hint:  ", "           ", &f.hint, width);
            }
        }
    }
}

/// The program phases: time, communication, waiting, imbalance and the costliest finding.
fn phases(out: &mut String, d: &ReportData, width: usize) {
    if d.phases.is_empty() {
        return;
    }
    heading(out, "Phases", width);
    let name_w = width.saturating_sub(62).clamp(8, 30);
    let _ = writeln!(
        out,
        "  {:<name_w$} {:>10} {:>7} {:>8} {:>10} {:>10} {:>8}",
        "phase", "time", "share", "entries", "comm", "waiting", "max/avg"
    );
    for p in &d.phases {
        let _ = writeln!(
            out,
            "  {:<name_w$} {:>10} {:>7} {:>8} {:>10} {:>10} {:>8.2}",
            tail(&p.name, name_w),
            seconds(p.seconds),
            percent(p.fraction),
            thousands(p.visits),
            seconds(p.communication),
            seconds(p.waiting),
            p.max_over_mean
        );
        if let Some((kind, path, secs)) = &p.top {
            let line = format!(
                "{} finding(s); costliest: {kind} in {path} ({})",
                p.findings,
                seconds(*secs)
            );
            wrap(out, "    ", "      ", &line, width);
        }
    }
    let line = "Times are summed over locations; max/avg is the slowest rank's time in the \
                phase over the average of the ranks that entered it. `ppw analyze --phase \
                NAME` analyses one phase alone.";
    wrap(out, "  ", "  ", line, width);
}

/// Performance counters of the call paths with the most time; unavailable counters by name.
fn counters(out: &mut String, d: &ReportData, width: usize) {
    if d.counters.is_empty() {
        return;
    }
    heading(out, "Performance counters", width);
    let avail: Vec<&ppw_analysis::CounterInfo> =
        d.counters.iter().filter(|c| c.available).collect();
    for c in d.counters.iter().filter(|c| !c.available) {
        let line = format!("{}: unavailable ({})", c.name, c.note);
        wrap(out, "  ", "    ", &line, width);
    }
    if d.counter_rows.is_empty() {
        return;
    }
    let derived = d.counter_rows.iter().any(|r| r.ipc.is_some())
        || d.counter_rows.iter().any(|r| r.miss_rate.is_some());
    let _ = writeln!(
        out,
        "  Inclusive per call path, summed over ranks (the {} with the most time):",
        d.counter_rows.len()
    );
    for r in &d.counter_rows {
        let mut parts: Vec<String> = avail
            .iter()
            .zip(&r.values)
            .map(|(c, v)| format!("{} {}", c.name, crate::data::counter_value(c, *v)))
            .collect();
        if derived {
            if let Some(x) = r.ipc {
                parts.push(format!("IPC {x:.2}"));
            }
            if let Some(x) = r.miss_rate {
                parts.push(format!("cache misses {}", percent(x)));
            }
        }
        let line = format!(
            "{} ({}): {}",
            r.callpath,
            seconds(r.seconds),
            parts.join(", ")
        );
        wrap(out, "  ", "      ", &line, width);
    }
}

/// The data structures with the most communication: the sentence, then the indices.
fn data_structures(out: &mut String, d: &ReportData, width: usize) {
    if d.data_structures.is_empty() {
        return;
    }
    heading(
        out,
        "Data structures (communication by message buffer; CI = share of all time)",
        width,
    );
    for (s, sentence) in &d.data_structures {
        wrap(out, "  ", "    ", sentence, width);
        let c = &s.causes;
        let mut line = format!(
            "CI {} = SI {} + RI {}; {} messages, {} bytes sent, {} received; cause indices: \
             load imbalance {:.2}, contention {:.2}, overhead {:.2}, bandwidth {:.2}, overlap {:.2}",
            percent(s.ci),
            percent(s.si),
            percent(s.ri),
            thousands(s.messages_sent + s.messages_received),
            thousands(s.bytes_sent),
            thousands(s.bytes_received),
            c.load_imbalance,
            c.contention,
            c.overhead,
            c.bandwidth,
            c.overlap
        );
        if let Some(p) = s.pairs.iter().find(|p| p.to != s.name) {
            let _ = write!(line, "; received into {} ({})", p.to, percent(p.ci));
        }
        wrap(out, "    ", "    ", &line, width);
    }
}

/// The virtual topologies: a 2-D grid of the ranks' waiting (and computation) times, where the
/// waits come from, and the computation along each dimension.
fn topologies(out: &mut String, d: &ReportData, width: usize) {
    for t in &d.topologies {
        let shape = if t.kind == "cartesian" {
            let dims: Vec<String> = (t.dims.iter().zip(&t.periods))
                .map(|(n, p)| format!("{n}{}", if *p { " (periodic)" } else { "" }))
                .collect();
            format!("a {} Cartesian grid", dims.join(" x "))
        } else {
            format!("a {} topology", t.kind.replace('_', " "))
        };
        heading(
            out,
            &format!("Virtual topology: {} ({shape})", t.communicator),
            width,
        );
        if t.dims.len() == 2 && t.ranks.iter().all(|r| r.coords.len() == 2) {
            let _ = writeln!(
                out,
                "  Point-to-point waiting / computation per rank, by coordinates (dimension 0 \
                 down, 1 across):"
            );
            for x in 0..t.dims[0] {
                let mut line = String::from("  ");
                for y in 0..t.dims[1] {
                    let cell =
                        t.ranks
                            .iter()
                            .find(|r| r.coords == [x, y])
                            .map_or("-".to_string(), |r| {
                                format!(
                                    "r{} {}/{}",
                                    r.rank,
                                    seconds(r.waiting),
                                    seconds(r.computation)
                                )
                            });
                    let _ = write!(line, "{cell:<24}");
                }
                let _ = writeln!(out, "{}", line.trim_end());
            }
        }
        for dir in t.directions.iter().filter(|x| x.fraction >= 0.01) {
            let from = match dir.dimension {
                Some(dim) => format!(
                    "from the neighbour at {} coordinates along dimension {dim}",
                    if dir.direction > 0 { "higher" } else { "lower" }
                ),
                None => "from ranks that are not neighbours along one dimension".to_string(),
            };
            let line = format!(
                "{}: {} ({}) of the waiting comes {from}",
                dir.pattern,
                seconds(dir.seconds),
                percent(dir.fraction)
            );
            wrap(out, "  ", "    ", &line, width);
        }
        for dim in &t.dimensions {
            let means: Vec<String> = dim.computation.iter().map(|s| seconds(*s)).collect();
            let line = format!(
                "dimension {}: computation per coordinate {} (max/avg {:.2}, slowest at {})",
                dim.dimension,
                means.join(", "),
                dim.max_over_avg,
                dim.slowest
            );
            wrap(out, "  ", "    ", &line, width);
        }
    }
}

/// `0.05`, `1000`, `4096`: a threshold value without noise.
fn number(v: f64) -> String {
    if v.fract() == 0.0 && v.abs() < 1e15 {
        format!("{}", v as i64)
    } else {
        format!("{v}")
    }
}

/// `24.1 M`, `812 k`.
fn rate(r: f64) -> String {
    if r >= 1e6 {
        format!("{:.1}\u{a0}M", r / 1e6)
    } else if r >= 1e3 {
        format!("{:.0}\u{a0}k", r / 1e3)
    } else {
        format!("{r:.0}")
    }
}

/// Paradyn's RMA metrics per window: transfers by kind and synchronization time, per rank
/// (at most 8 ranks per window, then a count).
fn one_sided(out: &mut String, d: &ReportData, width: usize) {
    if d.one_sided.is_empty() {
        return;
    }
    heading(out, "One-sided communication, per window", width);
    let mut windows: Vec<&str> = d.one_sided.iter().map(|s| s.window.as_str()).collect();
    windows.dedup();
    for w in windows {
        let rows: Vec<_> = d.one_sided.iter().filter(|s| s.window == w).collect();
        let line = format!("window '{w}' ({} ranks)", rows.len());
        wrap(out, "  ", "    ", &line, width);
        let _ = writeln!(
            out,
            "  {:>5} {:>15} {:>15} {:>8} {:>14} {:>14}",
            "rank", "puts (bytes)", "gets (bytes)", "acc+atom", "active sync", "passive sync"
        );
        let ops = |n: u64, b: u64| format!("{} ({})", thousands(n), thousands(b));
        let sync = |s: f64, n: u64| format!("{} ({})", seconds(s), thousands(n));
        for s in rows.iter().take(8) {
            let _ = writeln!(
                out,
                "  {:>5} {:>15} {:>15} {:>8} {:>14} {:>14}",
                s.rank,
                ops(s.puts, s.put_bytes),
                ops(s.gets, s.get_bytes),
                thousands(s.accumulates + s.atomics),
                sync(s.active_sync_seconds, s.active_sync_calls),
                sync(s.passive_sync_seconds, s.passive_sync_calls)
            );
        }
        if rows.len() > 8 {
            let _ = writeln!(out, "  {:>5} ({} more ranks)", "...", rows.len() - 8);
        }
        // PGAS memory: which symmetric objects the transfers went to, over all ranks.
        let mut objects: std::collections::BTreeMap<&str, (u64, u64)> = Default::default();
        for s in &rows {
            for (name, n, b) in &s.objects {
                let x = objects.entry(name.as_str()).or_default();
                x.0 += n;
                x.1 = x.1.saturating_add(*b);
            }
        }
        let mut objects: Vec<_> = objects.into_iter().collect();
        objects.sort_by(|a, b| b.1 .1.cmp(&a.1 .1).then(a.0.cmp(b.0)));
        for (name, (n, b)) in objects.iter().take(8) {
            let line = format!(
                "into {name}: {} transfers, {} bytes",
                thousands(*n),
                thousands(*b)
            );
            wrap(out, "    ", "      ", &line, width);
        }
        if objects.len() > 8 {
            let _ = writeln!(out, "    ({} more objects)", objects.len() - 8);
        }
    }
}

/// The load-balance section: computation max / average and the imbalanced block groups.
fn balance(out: &mut String, d: &ReportData, width: usize) {
    let lb = &d.load_balance;
    if lb.ranks.len() < 2 && lb.blocks == 0 {
        return;
    }
    heading(out, "Load balance", width);
    if lb.ranks.len() >= 2 {
        let line = format!(
            "computation: max / average over ranks {:.2}{}",
            lb.computation_max_over_avg,
            lb.computation_max_rank
                .map(|r| format!(" (most on rank {r})"))
                .unwrap_or_default()
        );
        wrap(out, "  ", "    ", &line, width);
    }
    if lb.blocks > 0 {
        let line = format!(
            "{} blocks between global synchronizations, {} imbalanced",
            thousands(lb.blocks),
            thousands(lb.imbalanced_blocks)
        );
        wrap(out, "  ", "    ", &line, width);
    }
    for g in lb.block_groups.iter().take(5) {
        let who = g
            .worst_rank
            .map(|r| format!("rank {r} slowest"))
            .unwrap_or_else(|| "slowest rank varies".into());
        let region = if g.region.is_empty() {
            String::new()
        } else {
            format!(", region {}", g.region)
        };
        let line = format!(
            "from {} to {}: {} blocks, {:.2}x on the slowest rank ({} of them imbalanced, up \
             to {:.2}x), cost {}, {who}{region}",
            g.after,
            g.sync,
            thousands(g.blocks),
            g.ratio,
            thousands(g.imbalanced),
            g.max_over_avg,
            seconds(g.seconds)
        );
        wrap(out, "  - ", "    ", &line, width);
    }
}

/// The bottleneck-detection section: the hotspots and their verdicts.
fn bottlenecks(out: &mut String, d: &ReportData, width: usize) {
    if d.bottlenecks.is_empty() {
        return;
    }
    heading(out, "Bottleneck detection (hotspots)", width);
    let how = match &d.baseline {
        Some(b) => format!(
            "baseline of {} ({}) from {}, else deviation filtering",
            b.host, b.mpi, b.file
        ),
        None => "no baseline file: deviation filtering".to_string(),
    };
    wrap(out, "  ", "    ", &how, width);
    let name_w = width.saturating_sub(54).clamp(12, 48);
    let header = format!(
        "  {:<name_w$} {:>10} {:>6} {:<20} {}",
        "call path", "time", "share", "filter", "verdict"
    );
    let _ = writeln!(out, "{}", header.trim_end());
    let mut v: Vec<_> = d.bottlenecks.iter().collect();
    v.sort_by(|a, b| b.seconds.total_cmp(&a.seconds));
    for e in v.into_iter().take(10) {
        let verdict = if !e.bottleneck {
            "ok"
        } else if e.explained_by_waits {
            "wait states"
        } else {
            "bottleneck"
        };
        let filter = match e.expected {
            Some(_) => format!("{:.1}x baseline", e.ratio),
            None => format!("max {:.1}x min {:.2}x", e.ratio, e.min_ratio.unwrap_or(1.0)),
        };
        let _ = writeln!(
            out,
            "  {:<name_w$} {:>10} {:>6} {:<20} {}",
            tail(&e.callpath, name_w),
            seconds(e.seconds),
            percent(e.fraction),
            filter,
            verdict
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formats() {
        assert_eq!(seconds(0.0), "0\u{a0}s");
        assert_eq!(seconds(1.234), "1.23\u{a0}s");
        assert_eq!(seconds(0.0456), "45.6\u{a0}ms");
        assert_eq!(seconds(7.8e-6), "7.8\u{a0}us");
        assert_eq!(thousands(1234567), "1,234,567");
        assert_eq!(tail("main/solve/MPI_Recv", 10), "…/MPI_Recv");
        let mut s = String::new();
        wrap(&mut s, "> ", "  ", "one two three four five six", 12);
        assert_eq!(s, "> one two\n  three four\n  five six\n");
    }
}
