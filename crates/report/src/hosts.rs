//! The hosts section of both reports: per host its ranks (as ranges: the host of every rank),
//! its CPUs, how long its ranks waited for a CPU (the run delay that `system_interference`
//! reads, summed per host), its most descheduled rank and the time its ranks spent in wait
//! states. The terminal keeps a run on many hosts to a few lines (the hosts whose ranks waited
//! most for a CPU, then a count); the HTML page lists them all, up to [`MAX_HTML_HOSTS`].

use crate::format::{esc, heading, percent, seconds, terminal_text, wrap, NAME_MAX};
use ppw_analysis::{thousands, Analysis};
use std::collections::{BTreeMap, HashMap};
use std::fmt::Write;

/// One host, as the reports show it.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct HostRow {
    /// Host name.
    pub host: String,
    /// Its ranks as runs of consecutive ranks (empty for an analysis written before the
    /// field existed).
    pub rank_runs: Vec<(u32, u32)>,
    /// Number of ranks on it.
    pub ranks: u32,
    /// CPUs online (0 = unknown).
    pub cores: u32,
    /// More ranks than CPUs.
    pub oversubscribed: bool,
    /// Time its ranks waited for a CPU, summed (seconds).
    pub run_delay: f64,
    /// That time over its ranks' time.
    pub share: f64,
    /// Its most descheduled rank and that rank's share.
    pub worst: Option<(u32, f64)>,
    /// Involuntary context switches of its ranks.
    pub switches: u64,
    /// Time its ranks spent in wait states (every waiting pattern), summed (seconds).
    pub waiting: f64,
    /// Some rank of it waited at least `interference_share` of its time for a CPU: a
    /// disturbed rank of `system_interference`.
    pub disturbed: bool,
}

/// Hosts the terminal lists one by one at most; more are summarized.
const MAX_TERMINAL_HOSTS: usize = 10;
/// Of more than [`MAX_TERMINAL_HOSTS`] hosts, the ones the terminal lists (most waiting for a
/// CPU first).
const TERMINAL_TOP_HOSTS: usize = 8;
/// Hosts the HTML page lists at most (most waiting for a CPU first when there are more).
pub(crate) const MAX_HTML_HOSTS: usize = 256;

/// Per rank: seconds in wait states (severities of metrics that are waiting patterns or lie
/// below one; cells are exclusive along the metric tree, so these sum without overlap).
fn waiting_per_rank(a: &Analysis) -> HashMap<u32, f64> {
    let parent: HashMap<&str, Option<&str>> = a
        .metrics
        .iter()
        .map(|m| (m.id.as_str(), m.parent.as_deref()))
        .collect();
    let waiting_role: HashMap<&str, bool> = a
        .metrics
        .iter()
        .map(|m| (m.id.as_str(), m.role == "waiting"))
        .collect();
    // A metric counts when it or an ancestor is a waiting pattern (depth bounded: the
    // hierarchy was checked when the file was read, but an analysis may be built by hand).
    let counts = |start: &str| {
        let mut id: &str = start;
        for _ in 0..64 {
            if waiting_role.get(id).copied().unwrap_or(false) {
                return true;
            }
            match parent.get(id).copied().flatten() {
                Some(p) => id = p,
                None => return false,
            }
        }
        false
    };
    let mut memo: HashMap<&str, bool> = HashMap::new();
    let mut out: HashMap<u32, f64> = HashMap::new();
    for s in &a.severities {
        if *memo.entry(&s.metric).or_insert_with(|| counts(&s.metric)) {
            *out.entry(s.rank).or_default() += s.seconds;
        }
    }
    out
}

/// The report's rows of the analysis's hosts, in the analysis's order (by lowest rank).
pub(crate) fn rows(a: &Analysis) -> Vec<HostRow> {
    let Some(p) = &a.placement else {
        return Vec::new();
    };
    let waiting = waiting_per_rank(a);
    let threshold = a.thresholds.interference_share;
    p.hosts
        .iter()
        .map(|h| {
            let worst = h.worst_rank.map(|r| (r, h.worst_rank_share));
            HostRow {
                host: h.host.clone(),
                rank_runs: h.rank_runs.clone(),
                ranks: h.ranks,
                cores: h.cores,
                oversubscribed: h.oversubscribed || (h.cores > 0 && h.ranks > h.cores),
                run_delay: h.run_delay,
                share: h.run_delay_share,
                worst,
                switches: h.involuntary_switches,
                waiting: h
                    .rank_runs
                    .iter()
                    .flat_map(|&(lo, hi)| lo..=hi)
                    .map(|r| waiting.get(&r).copied().unwrap_or(0.0))
                    .sum(),
                disturbed: worst.is_some_and(|w| w.1 > 0.0 && w.1 >= threshold),
            }
        })
        .collect()
}

/// Rank -> index of its host in `rows`.
pub(crate) fn rank_hosts(rows: &[HostRow]) -> BTreeMap<u32, usize> {
    let mut m = BTreeMap::new();
    for (i, h) in rows.iter().enumerate() {
        for &(lo, hi) in &h.rank_runs {
            // A run is a claim of the input: at most the ranks the host says it has.
            for r in (lo..=hi).take(h.ranks as usize) {
                m.insert(r, i);
            }
        }
    }
    m
}

/// `0-3,8`: runs joined without spaces, at most `max` characters (then the runs that fit and
/// `…` with the number of ranks); the count alone when the runs are unknown.
pub(crate) fn runs_text(h: &HostRow, max: usize) -> String {
    if h.rank_runs.is_empty() {
        return format!("{} rank(s)", h.ranks);
    }
    let parts: Vec<String> = h.rank_runs.iter().map(ppw_event::ranks::run_text).collect();
    let all = parts.join(",");
    if all.chars().count() <= max {
        return all;
    }
    let more = format!(",…({})", h.ranks);
    let mut s = String::new();
    for p in &parts {
        let sep = usize::from(!s.is_empty());
        if s.chars().count() + sep + p.chars().count() + more.chars().count() > max {
            break;
        }
        if sep == 1 {
            s.push(',');
        }
        s.push_str(p);
    }
    if s.is_empty() {
        format!("{} ranks", h.ranks)
    } else {
        s + &more
    }
}

/// A host name for a terminal column: safe ([`terminal_text`]) and at most `n` characters,
/// keeping its start (host names differ at the start and share the domain).
pub(crate) fn host_cell(host: &str, n: usize) -> String {
    let t = terminal_text(if host.is_empty() { "?" } else { host }, NAME_MAX);
    if t.chars().count() <= n {
        t
    } else {
        let mut s: String = t.chars().take(n.saturating_sub(1)).collect();
        s.push('…');
        s
    }
}

/// Hosts by how much their ranks waited for a CPU (share, then time, then name).
fn by_interference(rows: &[HostRow]) -> Vec<&HostRow> {
    let mut v: Vec<&HostRow> = rows.iter().collect();
    v.sort_by(|x, y| {
        y.share
            .total_cmp(&x.share)
            .then(y.run_delay.total_cmp(&x.run_delay))
            .then(x.host.cmp(&y.host))
    });
    v
}

/// The terminal section (nothing without a placement).
pub(crate) fn terminal(out: &mut String, rows: &[HostRow], width: usize) {
    if rows.is_empty() {
        return;
    }
    let many = rows.len() > MAX_TERMINAL_HOSTS;
    heading(
        out,
        &if many {
            format!(
                "Hosts ({}; the {TERMINAL_TOP_HOSTS} whose ranks waited most for a CPU)",
                thousands(rows.len() as u64)
            )
        } else {
            format!("Hosts ({})", rows.len())
        },
        width,
    );
    // host | ranks | CPUs | CPU wait | share | worst rank | wait states
    let fixed = 2 + 1 + 1 + 5 + 1 + 10 + 1 + 6 + 1 + 12 + 1 + 11;
    let room = width.saturating_sub(fixed);
    let host_w = (room / 2).clamp(8, 24);
    let ranks_w = room.saturating_sub(host_w).clamp(6, 24);
    let _ = writeln!(
        out,
        "  {:<host_w$} {:<ranks_w$} {:>5} {:>10} {:>6} {:>12} {:>11}",
        "host", "ranks", "CPUs", "CPU wait", "share", "worst rank", "wait states"
    );
    let shown: Vec<&HostRow> = if many {
        by_interference(rows)
            .into_iter()
            .take(TERMINAL_TOP_HOSTS)
            .collect()
    } else {
        rows.iter().collect()
    };
    for h in &shown {
        let cpus = match (h.cores, h.oversubscribed) {
            (0, _) => "?".to_string(),
            (c, true) => format!("{c}*"),
            (c, false) => c.to_string(),
        };
        let worst = match h.worst {
            Some((r, s)) => format!(
                "{r}: {:.0}%{}",
                s * 100.0,
                if h.disturbed { "!" } else { "" }
            ),
            None => "-".into(),
        };
        let _ = writeln!(
            out,
            "  {:<host_w$} {:<ranks_w$} {:>5} {:>10} {:>6} {:>12} {:>11}",
            host_cell(&h.host, host_w),
            runs_text(h, ranks_w),
            cpus,
            seconds(h.run_delay),
            percent(h.share),
            worst,
            seconds(h.waiting)
        );
    }
    if many {
        let rest: Vec<&HostRow> = by_interference(rows)
            .into_iter()
            .skip(TERMINAL_TOP_HOSTS)
            .collect();
        let ranks: u64 = rest.iter().map(|h| u64::from(h.ranks)).sum();
        let line = format!(
            "... {} more hosts ({} ranks): each waited at most {} of its ranks' time for a \
             CPU, {} in all; {} in wait states (all hosts: analysis.json `placement.hosts`, \
             the HTML report)",
            thousands(rest.len() as u64),
            thousands(ranks),
            percent(rest.first().map_or(0.0, |h| h.share)),
            seconds(rest.iter().map(|h| h.run_delay).sum()),
            seconds(rest.iter().map(|h| h.waiting).sum())
        );
        wrap(out, "  ", "    ", &line, width);
    }
    let mut legend = String::from(
        "CPU wait: time the host's ranks were ready to run but waited for a CPU (share: of \
         their time between MPI_Init and MPI_Finalize); worst rank: its most descheduled rank \
         and that rank's share",
    );
    if shown.iter().any(|h| h.disturbed) {
        legend.push_str(" (! = at least interference_share: system_interference)");
    }
    if shown.iter().any(|h| h.oversubscribed) {
        legend.push_str("; * more ranks than CPUs");
    }
    legend.push_str("; wait states: time its ranks spent in them.");
    wrap(out, "  ", "  ", &legend, width);
}

/// The HTML section's body, or why there is none.
pub(crate) fn html(rows: &[HostRow], placement: Option<&str>) -> Result<String, String> {
    if rows.is_empty() {
        return Err("hosts (the trace has no scheduler samples)".into());
    }
    let mut h = String::new();
    if let Some(p) = placement {
        let _ = write!(h, "<p>{}.</p>", esc(p));
    }
    let shown: Vec<&HostRow> = if rows.len() > MAX_HTML_HOSTS {
        let _ = write!(
            h,
            "<p class=\"muted\">{} hosts: the {MAX_HTML_HOSTS} whose ranks waited most for a \
             CPU (all of them are in analysis.json, <code>placement.hosts</code>).</p>",
            rows.len()
        );
        by_interference(rows)
            .into_iter()
            .take(MAX_HTML_HOSTS)
            .collect()
    } else {
        rows.iter().collect()
    };
    let top = shown.iter().map(|r| r.share).fold(0.0, f64::max);
    h.push_str(
        "<table class=\"hosts\"><tr><th>host</th><th>ranks</th><th class=\"n\">CPUs</th>\
         <th class=\"n\">waiting for a CPU</th><th>share of the ranks' time</th>\
         <th class=\"n\">most descheduled rank</th><th class=\"n\">involuntary switches</th>\
         <th class=\"n\">in wait states</th></tr>",
    );
    for r in shown {
        let ranks = if r.rank_runs.is_empty() {
            format!("{} rank(s)", r.ranks)
        } else {
            let list: Vec<String> = r.rank_runs.iter().map(ppw_event::ranks::run_text).collect();
            format!(
                "{} <span class=\"muted\">({})</span>",
                list.join(", "),
                r.ranks
            )
        };
        let cpus = match (r.cores, r.oversubscribed) {
            (0, _) => "?".to_string(),
            (c, true) => {
                format!("{c} <span title=\"more ranks than CPUs\">(oversubscribed)</span>")
            }
            (c, false) => c.to_string(),
        };
        let bar = if top > 0.0 {
            (r.share / top * 120.0).round()
        } else {
            0.0
        };
        let worst = match r.worst {
            Some((rank, s)) => format!(
                "rank {rank}: {}{}",
                esc(&percent(s)),
                if r.disturbed {
                    " <b title=\"at least interference_share\">(disturbed)</b>"
                } else {
                    ""
                }
            ),
            None => "-".into(),
        };
        let _ = write!(
            h,
            "<tr><td class=\"cp\">{}</td><td>{ranks}</td><td class=\"n\">{cpus}</td>\
             <td class=\"n\">{}</td><td><span style=\"display:inline-block;width:{bar}px;\
             height:10px;background:#e15759;margin-right:6px\"></span>{}</td>\
             <td class=\"n\">{worst}</td><td class=\"n\">{}</td><td class=\"n\">{}</td></tr>",
            esc(&r.host),
            esc(&seconds(r.run_delay)),
            esc(&percent(r.share)),
            thousands(r.switches),
            esc(&seconds(r.waiting))
        );
    }
    h.push_str("</table>");
    h.push_str(
        "<p class=\"muted\">Waiting for a CPU: the time the host's ranks were ready to run but \
         not running (the run delay between MPI_Init and MPI_Finalize, summed over its ranks); \
         its share of their time; the rank with the largest own share (disturbed: at least \
         the <code>interference_share</code> threshold, see system_interference). In wait \
         states: the time its ranks waited for other ranks.</p>",
    );
    Ok(h)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(host: &str, runs: &[(u32, u32)], share: f64) -> HostRow {
        HostRow {
            host: host.into(),
            rank_runs: runs.to_vec(),
            ranks: runs.iter().map(|r| r.1 - r.0 + 1).sum(),
            cores: 4,
            share,
            run_delay: share,
            worst: Some((runs[0].0, share)),
            ..Default::default()
        }
    }

    #[test]
    fn ranks_are_written_as_runs_that_fit() {
        let h = row("a", &[(0, 3), (8, 8)], 0.0);
        assert_eq!(runs_text(&h, 20), "0-3,8");
        let many: Vec<(u32, u32)> = (0..20).map(|i| (i * 10, i * 10 + 1)).collect();
        let h = row("b", &many, 0.0);
        let t = runs_text(&h, 24);
        assert!(t.starts_with("0-1,10-11,") && t.ends_with(",…(40)"), "{t}");
        assert!(t.chars().count() <= 24, "{t}");
        assert_eq!(host_cell("node0001.cluster.example.org", 10), "node0001.…");
        assert_eq!(host_cell("bad\x1b[2Jhost", 40), "bad\\x1b[2Jhost");
    }

    #[test]
    fn many_hosts_take_a_few_lines_of_the_terminal() {
        let rows: Vec<HostRow> = (0..1000)
            .map(|i| {
                row(
                    &format!("n{i:04}"),
                    &[(i * 4, i * 4 + 3)],
                    (i % 97) as f64 / 1000.0,
                )
            })
            .collect();
        let mut out = String::new();
        terminal(&mut out, &rows, 80);
        assert!(out.lines().count() < 20, "{out}");
        assert!(out.lines().all(|l| l.chars().count() <= 80), "{out}");
        // The most waiting hosts first (share 96/1000: hosts 96, 193, ...), then the count.
        assert!(out.contains("n0096"), "{out}");
        assert!(out.contains("992 more hosts (3,968 ranks)"), "{out}");
        assert!(rank_hosts(&rows)[&3999] == 999);
    }
}
