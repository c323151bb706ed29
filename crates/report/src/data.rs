//! Report data: everything a report shows, computed from an [`Analysis`] and independent of
//! layout. The terminal layout ([`crate::terminal`]) and the HTML report both render this.

use crate::callpath::CallPaths;
use ppw_analysis::{
    Analysis, BaselineInfo, BottleneckEntry, Finding, LoadBalance, Speed, WindowStats,
};
use std::collections::{BTreeMap, HashMap};

/// Time of one rank split into the report's categories (seconds).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct RankTimes {
    /// World rank.
    pub rank: u32,
    /// Total time (all threads).
    pub total: f64,
    /// `computation`.
    pub computation: f64,
    /// `mpi_p2p` (inclusive of its patterns).
    pub p2p: f64,
    /// `mpi_collective`.
    pub collective: f64,
    /// `mpi_sync`.
    pub sync: f64,
    /// One-sided: `mpi_rma_comm` + `mpi_rma_sync` + `mpi_win_mgmt`.
    pub one_sided: f64,
    /// Everything else: other MPI time (init, finalize, management) and non-MPI overhead.
    pub other: f64,
}

/// One region's share of the run.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct RegionTime {
    /// Region name (last element of its call paths).
    pub name: String,
    /// Exclusive time over all call paths and ranks (seconds).
    pub seconds: f64,
    /// Share of the total time.
    pub fraction: f64,
    /// Visits over all call paths and ranks.
    pub visits: u64,
}

/// One row of the metric tree.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct MetricRow {
    /// Depth in the tree (0 = root).
    pub depth: usize,
    /// Metric id.
    pub id: String,
    /// Display name.
    pub name: String,
    /// Unit (`seconds`, `count`, `bytes`).
    pub unit: String,
    /// Value summed over ranks and call paths, inclusive along the metric tree.
    pub value: f64,
    /// For time metrics: share of the total time.
    pub fraction: Option<f64>,
    /// Zero on every rank (inclusive along the metric tree): the terminal report hides such
    /// rows and says how many.
    pub zero: bool,
}

/// Everything a report shows.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ReportData {
    /// Program name.
    pub program: String,
    /// `trace` or `profile`.
    pub mode: String,
    /// Ranks of the run.
    pub ranks: u32,
    /// Locations analysed.
    pub locations: u32,
    /// Duration of the run (seconds).
    pub duration: f64,
    /// Events read.
    pub events: u64,
    /// Total time of all locations (seconds).
    pub total_time: f64,
    /// Matched messages.
    pub messages: u64,
    /// Matched collective instances.
    pub collectives: u64,
    /// Clock-condition summary sentence.
    pub clock: String,
    /// Placement sentence (ranks and CPUs per host, oversubscription, time waiting for a CPU),
    /// if the trace has scheduler samples.
    pub placement: Option<String>,
    /// Per-rank time breakdown, by rank.
    pub ranks_times: Vec<RankTimes>,
    /// Regions by descending exclusive time (at most 10).
    pub top_regions: Vec<RegionTime>,
    /// Findings as analysed (sorted by cost).
    pub findings: Vec<Finding>,
    /// The metric tree in display order.
    pub metrics: Vec<MetricRow>,
    /// Warnings.
    pub warnings: Vec<String>,
    /// How the analysis was done (no baseline, analyses that need traces, ...).
    pub notes: Vec<String>,
    /// Thresholds used, by key.
    pub thresholds: Vec<(String, f64)>,
    /// Analysis speed, if the analysis was timed.
    pub speed: Option<Speed>,
    /// Load balance (per-rank split, blocks).
    pub load_balance: LoadBalance,
    /// Hotspots examined by bottleneck detection.
    pub bottlenecks: Vec<BottleneckEntry>,
    /// The baseline file used, if any.
    pub baseline: Option<BaselineInfo>,
    /// One-sided communication per window and rank.
    pub one_sided: Vec<WindowStats>,
    /// The phase the analysis was restricted to (`--phase`), if any.
    pub phase: Option<String>,
    /// Program phases, in the order of their time (longest first).
    pub phases: Vec<PhaseRow>,
    /// Performance counters the measurement asked for.
    pub counters: Vec<ppw_analysis::CounterInfo>,
    /// The call paths with the most time, with their counters summed over ranks.
    pub counter_rows: Vec<CounterRow>,
    /// The program's virtual topologies with the results mapped onto them.
    pub topologies: Vec<ppw_analysis::TopologyReport>,
    /// The data structures with the most communication (at least 0.1% of the time; at most
    /// [`MAX_DATA_ROWS`]), each with the sentence that says what it costs and why.
    pub data_structures: Vec<(ppw_analysis::DataStructure, String)>,
    /// PGAS shared objects: layout and one-sided accesses per owning process.
    pub shared_objects: Vec<ppw_analysis::SharedObject>,
    /// What to fix first: findings with a gain, by descending gain (at most
    /// [`MAX_FIX_ROWS`]).
    pub fix_first: Vec<FixRow>,
    /// The root causes (delays) by descending gain (at most [`MAX_FIX_ROWS`]).
    pub root_causes: Vec<ppw_analysis::RootCause>,
    /// Length of the critical path (seconds), if computed.
    pub critical_path: Option<f64>,
    /// The hosts (ranks, CPUs, waiting for a CPU, wait states), in the order of their lowest
    /// rank; empty without a placement.
    pub hosts: Vec<crate::hosts::HostRow>,
    /// Rank -> index into `hosts`.
    pub rank_host: BTreeMap<u32, usize>,
}

/// One row of "what to fix first".
#[derive(Clone, Debug, PartialEq)]
pub struct FixRow {
    /// Number of the finding in the findings list (1-based).
    pub finding: usize,
    /// Its kind (pattern or analysis id).
    pub kind: String,
    /// Where.
    pub callpath: String,
    /// How much shorter the run would be without it (seconds).
    pub gain: f64,
    /// Its cost (waiting time or time lost; seconds).
    pub cost: f64,
}

/// Rows of "what to fix first" at most.
pub(crate) const MAX_FIX_ROWS: usize = 10;

/// The findings with a gain, by descending gain, then cost.
fn fix_first(a: &Analysis) -> Vec<FixRow> {
    let mut v: Vec<FixRow> = a
        .findings
        .iter()
        .enumerate()
        .filter_map(|(i, f)| {
            Some(FixRow {
                finding: i + 1,
                kind: f.kind.clone(),
                callpath: f.callpath.clone(),
                gain: f.gain_seconds?,
                cost: f.seconds,
            })
        })
        .collect();
    v.sort_by(|a, b| {
        b.gain
            .total_cmp(&a.gain)
            .then(b.cost.total_cmp(&a.cost))
            .then(a.finding.cmp(&b.finding))
    });
    v.truncate(MAX_FIX_ROWS);
    v
}

/// Data structures listed at most.
pub(crate) const MAX_DATA_ROWS: usize = 8;

/// "array `u` (static) exchanged in `exchange` costs 20.8% of the run (receives 20.8%, sends
/// 0.0%); its receives wait for the sender (load imbalance index 1.00)".
pub(crate) fn data_sentence(d: &ppw_analysis::DataStructure) -> String {
    let what = match d.kind.as_str() {
        "static" => format!("array `{}` (static)", d.name),
        "named" => format!("buffer `{}`", d.name),
        "heap" => d.name.clone(),
        _ => "unidentified memory (the stack, or a heap block below the tracking size)".into(),
    };
    let place = match d.functions.first() {
        Some(f) => format!(" exchanged in `{}`", f.function),
        None => String::new(),
    };
    let c = &d.causes;
    // A partner not ready: the side that waited more says which.
    let waiting = if 2.0 * d.send_wait_seconds > d.wait_seconds {
        "its sends wait for the receiver (load imbalance"
    } else {
        "its receives wait for the sender (load imbalance"
    };
    let causes = [
        (c.load_imbalance, waiting),
        (
            c.contention,
            "its messages arrive while others to the same rank are under way (contention",
        ),
        (
            c.overhead,
            "its messages are so short that the per-message cost dominates (overhead",
        ),
        (
            c.bandwidth,
            "it moves slower than the run's fastest transfers (bandwidth",
        ),
    ];
    let (v, why) = causes
        .iter()
        .copied()
        .fold((0.0, ""), |a, b| if b.0 > a.0 { b } else { a });
    let cause = if v >= 0.5 {
        format!("; {why} index {v:.2})")
    } else {
        "; no cause index reaches 0.5".to_string()
    };
    let overlap = if c.overlap >= 0.9 {
        ", and the communication does not overlap other work (overlap index 1.00)"
            .replace("1.00", &format!("{:.2}", c.overlap))
    } else {
        String::new()
    };
    format!(
        "{what}{place} costs {:.1}% of the run (receives {:.1}%, sends {:.1}%){cause}{overlap}",
        d.ci * 100.0,
        d.ri * 100.0,
        d.si * 100.0
    )
}

/// One call path's performance counters (inclusive, summed over ranks).
#[derive(Clone, Debug, PartialEq)]
pub struct CounterRow {
    /// The call path.
    pub callpath: String,
    /// Inclusive time summed over ranks (seconds).
    pub seconds: f64,
    /// Per available counter (in `ReportData::counters` order, available ones only): its
    /// value.
    pub values: Vec<u64>,
    /// Instructions per cycle, if both were read.
    pub ipc: Option<f64>,
    /// Cache misses per cache reference, if both were read.
    pub miss_rate: Option<f64>,
}

/// One program phase, as the report shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct PhaseRow {
    /// The phase's name.
    pub name: String,
    /// Time in it summed over locations (seconds) and as a fraction of the total.
    pub seconds: f64,
    /// See `seconds`.
    pub fraction: f64,
    /// Entries summed over ranks.
    pub visits: u64,
    /// Time in communication calls inside it (the `mpi` metric, which holds every model's),
    /// including their wait states.
    pub communication: f64,
    /// Time in wait states inside it (every waiting pattern's metric).
    pub waiting: f64,
    /// Slowest rank's time over the mean of the ranks that entered it.
    pub max_over_mean: f64,
    /// The slowest rank.
    pub max_rank: u32,
    /// The costliest finding inside it: (kind, call path, seconds).
    pub top: Option<(String, String, f64)>,
    /// Findings inside it.
    pub findings: usize,
}

/// Metric id -> index into the analysis's metric list.
pub(crate) fn metric_index(a: &Analysis) -> HashMap<&str, usize> {
    a.metrics
        .iter()
        .enumerate()
        .map(|(i, m)| (m.id.as_str(), i))
        .collect()
}

impl ReportData {
    /// Prepare the report data.
    pub fn new(a: &Analysis) -> ReportData {
        let idx = metric_index(a);
        let parent: Vec<Option<usize>> = a
            .metrics
            .iter()
            .map(|m| m.parent.as_deref().and_then(|p| idx.get(p).copied()))
            .collect();
        // Root of each metric's tree, and its ancestors (for inclusive sums).
        let ancestors = |mut m: usize| {
            let mut v = vec![m];
            while let Some(p) = parent[m] {
                v.push(p);
                m = p;
            }
            v
        };
        let anc: Vec<Vec<usize>> = (0..a.metrics.len()).map(ancestors).collect();
        let time = idx.get("time").copied();
        let mut incl_total = vec![0f64; a.metrics.len()];
        let mut per_rank: BTreeMap<u32, Vec<f64>> = BTreeMap::new();
        let mut regions: BTreeMap<String, (f64, u64)> = BTreeMap::new();
        let paths = CallPaths::new(
            a.profile
                .iter()
                .map(|p| p.callpath.as_str())
                .chain(a.severities.iter().map(|s| s.callpath.as_str())),
        );
        for s in &a.severities {
            let Some(&m) = idx.get(s.metric.as_str()) else {
                continue;
            };
            let row = per_rank
                .entry(s.rank)
                .or_insert_with(|| vec![0.0; a.metrics.len()]);
            for &x in &anc[m] {
                incl_total[x] += s.seconds;
                row[x] += s.seconds;
            }
            let region = paths.leaf(&s.callpath).to_string();
            if Some(*anc[m].last().unwrap_or(&m)) == time {
                regions.entry(region).or_default().0 += s.seconds;
            } else if s.metric == "visits" {
                // Saturating: a stored analysis can hold any number (fuzzing: add overflow).
                let v = &mut regions.entry(region).or_default().1;
                *v = v.saturating_add(s.seconds as u64);
            }
        }
        let total = a.summary.total_time;
        let get = |row: &[f64], id: &str| idx.get(id).map_or(0.0, |&i| row[i]);
        let ranks_times = per_rank
            .iter()
            .map(|(&rank, row)| {
                let total = get(row, "time");
                let computation = get(row, "computation");
                let p2p = get(row, "mpi_p2p");
                let collective = get(row, "mpi_collective");
                let sync = get(row, "mpi_sync");
                let one_sided =
                    get(row, "mpi_rma_comm") + get(row, "mpi_rma_sync") + get(row, "mpi_win_mgmt");
                RankTimes {
                    rank,
                    total,
                    computation,
                    p2p,
                    collective,
                    sync,
                    one_sided,
                    other: (total - computation - p2p - collective - sync - one_sided).max(0.0),
                }
            })
            .collect();
        let mut top: Vec<RegionTime> = regions
            .into_iter()
            .filter(|(_, (s, _))| *s > 0.0)
            .map(|(name, (seconds, visits))| RegionTime {
                name,
                seconds,
                fraction: if total > 0.0 { seconds / total } else { 0.0 },
                visits,
            })
            .collect();
        top.sort_by(|a, b| b.seconds.total_cmp(&a.seconds).then(a.name.cmp(&b.name)));
        top.truncate(10);
        // Metric tree in depth-first order.
        let zero: Vec<bool> = (0..a.metrics.len())
            .map(|i| per_rank.values().all(|row| row[i] == 0.0))
            .collect();
        let tree = Tree {
            a,
            zero: &zero,
            parent: &parent,
            incl: &incl_total,
            time,
            total,
            anc: &anc,
        };
        let mut metrics = Vec::new();
        tree.walk(None, 0, &mut metrics);
        let c = &a.clock;
        let clock = if c.violations == 0 {
            "no clock-condition violations".to_string()
        } else if c.events_moved == 0 {
            format!("{} clock-condition violations (not repaired)", c.violations)
        } else {
            format!(
                "{} clock-condition violations repaired: {} timestamps moved, by at most {}",
                c.violations,
                c.events_moved,
                crate::format::seconds(c.max_shift)
            )
        };
        let hosts = crate::hosts::rows(a);
        ReportData {
            program: a.summary.program.clone(),
            mode: a.summary.mode.clone(),
            ranks: a.summary.ranks,
            locations: a.summary.locations,
            duration: a.summary.duration,
            events: a.summary.events,
            total_time: total,
            messages: a.summary.messages,
            collectives: a.summary.collectives,
            clock,
            placement: a.placement.as_ref().map(|p| {
                format!(
                    "placement: {}; ranks waited {} for a CPU in all",
                    p.text,
                    crate::format::seconds(p.run_delay)
                )
            }),
            ranks_times,
            top_regions: top,
            findings: a.findings.clone(),
            fix_first: fix_first(a),
            root_causes: a.root_causes.iter().take(MAX_FIX_ROWS).cloned().collect(),
            critical_path: match (a.critical_path.first(), a.critical_path.last()) {
                (Some(f), Some(l)) => Some(l.end - f.start),
                _ => None,
            },
            metrics,
            warnings: a.warnings.clone(),
            notes: a.notes.clone(),
            thresholds: a
                .thresholds
                .values()
                .into_iter()
                .map(|(k, v)| (k.to_string(), v))
                .collect(),
            speed: a.speed.clone(),
            load_balance: a.load_balance.clone(),
            bottlenecks: a.bottlenecks.clone(),
            baseline: a.baseline.clone(),
            one_sided: a.one_sided.clone(),
            phase: a.phase.clone(),
            phases: phase_rows(a),
            counters: a.counters.clone(),
            topologies: a.topologies.clone(),
            data_structures: a
                .data_structures
                .iter()
                .filter(|d| d.ci >= 0.001)
                .take(MAX_DATA_ROWS)
                .map(|d| (d.clone(), data_sentence(d)))
                .collect(),
            counter_rows: counter_rows(a),
            shared_objects: a.shared_objects.clone(),
            rank_host: crate::hosts::rank_hosts(&hosts),
            hosts,
        }
    }

    /// The host of `rank`, if the placement says.
    pub fn host_of(&self, rank: u32) -> Option<&str> {
        self.rank_host
            .get(&rank)
            .and_then(|&i| self.hosts.get(i))
            .map(|h| h.host.as_str())
    }
}

struct Tree<'a> {
    a: &'a Analysis,
    zero: &'a [bool],
    parent: &'a [Option<usize>],
    incl: &'a [f64],
    time: Option<usize>,
    total: f64,
    anc: &'a [Vec<usize>],
}

impl Tree<'_> {
    fn walk(&self, node: Option<usize>, depth: usize, out: &mut Vec<MetricRow>) {
        for (i, m) in self.a.metrics.iter().enumerate() {
            if self.parent[i] != node {
                continue;
            }
            let is_time = self.time.is_some() && self.anc[i].last().copied() == self.time;
            out.push(MetricRow {
                depth,
                id: m.id.clone(),
                name: m.name.clone(),
                unit: m.unit.clone(),
                value: self.incl[i],
                fraction: (is_time && self.total > 0.0).then(|| self.incl[i] / self.total),
                zero: self.zero[i],
            });
            self.walk(Some(i), depth + 1, out);
        }
    }
}

/// The report's rows of the analysis's phases, longest first.
fn phase_rows(a: &Analysis) -> Vec<PhaseRow> {
    // Waiting metrics: the wait-state patterns' roots below the MPI categories.
    let waiting_ids: Vec<&str> = ppw_analysis::pattern_list()
        .iter()
        .filter(|p| p.role == "waiting")
        .map(|p| p.id)
        .collect();
    let parent: BTreeMap<&str, &str> = a
        .metrics
        .iter()
        .filter_map(|m| Some((m.id.as_str(), m.parent.as_deref()?)))
        .collect();
    // A waiting pattern nested in another waiting pattern is counted by its parent.
    let top_waiting: Vec<&str> = waiting_ids
        .iter()
        .copied()
        .filter(|id| {
            let mut p = parent.get(id).copied();
            while let Some(x) = p {
                if waiting_ids.contains(&x) {
                    return false;
                }
                p = parent.get(x).copied();
            }
            true
        })
        .collect();
    let mut rows: Vec<PhaseRow> = a
        .phases
        .iter()
        .map(|p| {
            let get = |id: &str| p.metrics.get(id).copied().unwrap_or(0.0);
            // Every model's communication is in the `mpi` metric tree (its categories).
            let communication = get("mpi");
            let waiting = top_waiting.iter().map(|id| get(id)).sum();
            let top = p
                .findings
                .first()
                .and_then(|&i| a.findings.get(i))
                .map(|f| (f.kind.clone(), f.callpath.clone(), f.seconds));
            PhaseRow {
                name: p.name.clone(),
                seconds: p.seconds,
                fraction: p.fraction,
                visits: p.visits,
                communication,
                waiting,
                max_over_mean: if p.mean_rank_seconds > 0.0 {
                    p.max_rank_seconds / p.mean_rank_seconds
                } else {
                    1.0
                },
                max_rank: p.max_rank,
                top,
                findings: p.findings.len(),
            }
        })
        .collect();
    rows.sort_by(|x, y| y.seconds.total_cmp(&x.seconds).then(x.name.cmp(&y.name)));
    rows
}

/// The ten call paths with the most inclusive time that have counters, summed over ranks.
fn counter_rows(a: &Analysis) -> Vec<CounterRow> {
    let names: Vec<&str> = a
        .counters
        .iter()
        .filter(|c| c.available)
        .map(|c| c.name.as_str())
        .collect();
    if names.is_empty() {
        return Vec::new();
    }
    let mut by_path: BTreeMap<&str, (f64, Vec<u64>)> = BTreeMap::new();
    for r in a.profile.iter().filter(|r| !r.counters.is_empty()) {
        let e = by_path
            .entry(r.callpath.as_str())
            .or_insert_with(|| (0.0, vec![0; names.len()]));
        e.0 += r.seconds;
        for (v, n) in e.1.iter_mut().zip(&names) {
            *v += r.counters.get(*n).copied().unwrap_or(0);
        }
    }
    let get = |v: &[u64], n: &str| names.iter().position(|x| *x == n).map(|i| v[i]);
    let ratio = |a: Option<u64>, b: Option<u64>| match (a, b) {
        (Some(a), Some(b)) if b > 0 => Some(a as f64 / b as f64),
        _ => None,
    };
    let mut rows: Vec<CounterRow> = by_path
        .into_iter()
        .map(|(cp, (seconds, values))| CounterRow {
            callpath: cp.to_string(),
            seconds,
            ipc: ratio(get(&values, "instructions"), get(&values, "cycles")),
            miss_rate: ratio(
                get(&values, "cache-misses"),
                get(&values, "cache-references"),
            ),
            values,
        })
        .collect();
    rows.sort_by(|x, y| {
        y.seconds
            .total_cmp(&x.seconds)
            .then(x.callpath.cmp(&y.callpath))
    });
    rows.truncate(10);
    rows
}

/// A counter's value as the reports write it: times (`ns`) as seconds, counts with
/// separators.
pub(crate) fn counter_value(c: &ppw_analysis::CounterInfo, v: u64) -> String {
    if c.unit == "ns" {
        crate::format::seconds(v as f64 * 1e-9)
    } else {
        ppw_analysis::thousands(v)
    }
}
