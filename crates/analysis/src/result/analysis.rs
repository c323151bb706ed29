//! The analysis result and its JSON contract.
//!
//! Everything here is plain data with `serde` derives: [`Analysis`] serializes to the JSON that
//! `ppw analyze` writes and `ppw report` reads back. Field names are the contract documented in
//! `docs/ANALYSIS.md`; add fields, never rename them.

use serde::{Deserialize, Serialize};
use serde_json::ser::CompactFormatter as Compact;
use std::collections::BTreeMap;

use crate::auto::thresholds::Thresholds;

/// The complete result of [`crate::analyze`].
#[derive(Clone, Debug, Default, Serialize, Deserialize, PartialEq)]
pub struct Analysis {
    /// Facts about the run.
    pub summary: Summary,
    /// Call-path profile: one row per (rank, call path), threads of a rank merged.
    pub profile: Vec<ProfileRow>,
    /// The metric hierarchy, parents before children.
    pub metrics: Vec<MetricInfo>,
    /// Every non-zero cell of the (metric, rank, call path) cube. Values are *exclusive* along
    /// the metric tree and refer to the call path node itself (not its callees).
    pub severities: Vec<Severity>,
    /// Significant wait states, by descending cost.
    pub findings: Vec<Finding>,
    /// What the clock-condition repair did.
    pub clock: ClockReport,
    /// What was skipped and why (truncated ranks, unmatched messages, ...).
    pub warnings: Vec<String>,
    /// Version of this JSON contract ([`FORMAT_VERSION`]); files written before the field
    /// existed read as 1.
    #[serde(default = "format_v1")]
    pub format_version: u32,
    /// The thresholds the analysis used.
    #[serde(default)]
    pub thresholds: Thresholds,
    /// Facts about how the analysis was done that a reader should know (no baseline file, a
    /// missing baseline entry, an analysis that needs trace data, ...). Unlike `warnings`
    /// nothing was skipped because of damaged input.
    #[serde(default)]
    pub notes: Vec<String>,
    /// The baseline file used by bottleneck detection, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub baseline: Option<BaselineInfo>,
    /// Bottleneck detection: every hotspot call path and the verdict of baseline or deviation
    /// filtering.
    #[serde(default)]
    pub bottlenecks: Vec<BottleneckEntry>,
    /// Load balance: per-rank time split (high level) and blocks between global
    /// synchronizations (block level).
    #[serde(default)]
    pub load_balance: LoadBalance,
    /// One-sided communication per window and rank (Paradyn's RMA metrics: operations and
    /// bytes by kind, active- and passive-target synchronization time and calls), with the
    /// transfers per target.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub one_sided: Vec<WindowStats>,
    /// Point-to-point messages per (sender, receiver) pair, as the senders' records give them
    /// (trace mode), ascending by pair.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub transfers: Vec<Transfer>,
    /// Program phases (regions flagged as phases, e.g. by `ppw_phase_begin`), by name: each
    /// phase's time, metric values and findings.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub phases: Vec<Phase>,
    /// Performance counters the measurement read (`PPW_METRICS`); their values are in
    /// `profile`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub counters: Vec<CounterInfo>,
    /// The phase this analysis was restricted to (`ppw analyze --phase NAME`), if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub phase: Option<String>,
    /// The program's virtual topologies (`MPI_Cart_create`, ...) with the results mapped
    /// onto them.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub topologies: Vec<TopologyReport>,
    /// Communication by data structure (the message buffers the runtime recorded), by
    /// descending communication index.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub data_structures: Vec<DataStructure>,
    /// What to fix first: the delays that caused wait states (root-cause analysis), by
    /// descending gain (docs/ANALYSIS.md, Root causes and critical path).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub root_causes: Vec<RootCause>,
    /// The critical path, as stretches of time on one location each, in time order. Written
    /// compactly, one `[rank, thread, location, start, end]` per stretch on one line (a
    /// message-heavy run has hundreds of thousands; see [`stretches`]).
    #[serde(default, skip_serializing_if = "Vec::is_empty", with = "stretches")]
    pub critical_path: Vec<CriticalStretch>,
    /// Analyses switched off for this result (`root_cause`, `critical_path`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub skipped: Vec<String>,
    /// PGAS shared objects (symmetric heap blocks and static variables, UPC shared arrays):
    /// who owns which part, who accessed it how much (docs/ANALYSIS.md, Shared data
    /// distribution), by descending accessed bytes.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub shared_objects: Vec<SharedObject>,
    /// How long the analysis took (filled in by the caller that timed it, e.g. `ppw analyze`;
    /// not part of the deterministic result).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub speed: Option<Speed>,
    /// Which input files this analysis was made from (filled in by the caller that opened
    /// them, e.g. `ppw analyze`), so a stored result is not shown for another or a changed
    /// experiment.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub input: Option<InputStamp>,
    /// Where the ranks ran and how long they waited for a CPU (native traces whose runtime
    /// wrote scheduler samples).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub placement: Option<RunPlacement>,
    /// Waiting intervals of every wait-state instance, when [`crate::Options::wait_intervals`]
    /// asked for them (for timeline overlays). Not serialized.
    #[serde(skip)]
    pub wait_intervals: Vec<WaitInterval>,
    /// Bytes of operation records kept in temporary files because they exceeded the memory
    /// budget ([`crate::Options::memory`]). Not serialized: the result does not depend on it.
    #[serde(skip)]
    pub spilled_bytes: u64,
    /// The steps that ran partitioned over the processes of a distributed analysis, each
    /// process on its own locations ("matching", "collectives", "patterns"); empty for one
    /// process. Not serialized here (the CLI reports it under `speed`).
    #[serde(skip)]
    pub partitioned: Vec<String>,
}

/// The run's placement: ranks and CPUs per host, and the time the ranks waited for a CPU.
#[derive(Clone, Debug, Default, Serialize, Deserialize, PartialEq)]
pub struct RunPlacement {
    /// One entry per host, in order of its lowest rank.
    pub hosts: Vec<HostRanks>,
    /// Some host runs more ranks than it has CPUs.
    pub oversubscribed: bool,
    /// Run delay (time ready to run, waiting for a CPU) summed over ranks, in seconds.
    pub run_delay: f64,
    /// Involuntary context switches summed over ranks.
    pub involuntary_switches: u64,
    /// One sentence: `2 ranks on 1 host (2 ranks on 2 CPUs): not oversubscribed`.
    pub text: String,
}

/// The ranks of one host and how long they waited for a CPU there (docs/ANALYSIS.md, Hosts).
#[derive(Clone, Debug, Default, Serialize, Deserialize, PartialEq)]
pub struct HostRanks {
    /// Host name.
    pub host: String,
    /// Number of ranks on it.
    pub ranks: u32,
    /// CPUs online on it (0 = unknown).
    pub cores: u32,
    /// Its world ranks as runs of consecutive ranks, ascending: `[[0, 3], [8, 8]]` is ranks
    /// 0-3 and 8. Empty in files written before the field existed.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub rank_runs: Vec<(u32, u32)>,
    /// More ranks than CPUs on it.
    #[serde(default)]
    pub oversubscribed: bool,
    /// Run delay (time ready to run, waiting for a CPU) summed over its ranks, in seconds.
    #[serde(default)]
    pub run_delay: f64,
    /// `run_delay` over the summed time of its ranks between their first and last scheduler
    /// sample: the share of its ranks' time spent waiting for a CPU.
    #[serde(default)]
    pub run_delay_share: f64,
    /// Its rank with the largest own share (run delay over its time), if it has samples.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub worst_rank: Option<u32>,
    /// That rank's share.
    #[serde(default)]
    pub worst_rank_share: f64,
    /// Involuntary context switches summed over its ranks.
    #[serde(default)]
    pub involuntary_switches: u64,
}

impl RunPlacement {
    /// The placement of a run from its definitions; `None` without scheduler samples.
    pub fn of(defs: &ppw_event::Defs) -> Option<RunPlacement> {
        let p = ppw_event::Placement::of(defs)?;
        Some(RunPlacement {
            hosts: p.hosts.iter().map(|h| host_ranks(&p, h)).collect(),
            oversubscribed: p.oversubscribed(),
            run_delay: p.total_run_delay_ns() as f64 * 1e-9,
            involuntary_switches: p
                .involuntary_switches
                .iter()
                .fold(0u64, |a, x| a.saturating_add(*x)),
            text: p.describe(),
        })
    }
}

/// One host's row of the placement: its ranks as runs, and their run delay, time and
/// context switches summed (saturating: the samples come from the input).
fn host_ranks(p: &ppw_event::Placement, h: &ppw_event::HostPlacement) -> HostRanks {
    let mut ranks = h.ranks.clone();
    ranks.sort_unstable();
    ranks.dedup();
    let at = |v: &[u64], r: u32| v.get(r as usize).copied().unwrap_or(0);
    let (mut delay, mut wall, mut switches) = (0u64, 0u64, 0u64);
    let mut worst: Option<(u32, f64)> = None;
    for &r in &ranks {
        let (d, w) = (at(&p.run_delay_ns, r), at(&p.wall_ns, r));
        delay = delay.saturating_add(d);
        wall = wall.saturating_add(w);
        switches = switches.saturating_add(at(&p.involuntary_switches, r));
        if w > 0 {
            let share = (d as f64 / w as f64).min(1.0);
            if worst.is_none_or(|x| share > x.1) {
                worst = Some((r, share));
            }
        }
    }
    HostRanks {
        host: h.host.clone(),
        ranks: h.ranks.len() as u32,
        cores: h.cores,
        rank_runs: ppw_event::ranks::runs(&ranks),
        oversubscribed: h.oversubscribed(),
        run_delay: delay as f64 * 1e-9,
        run_delay_share: if wall == 0 {
            0.0
        } else {
            (delay as f64 / wall as f64).min(1.0)
        },
        worst_rank: worst.map(|x| x.0),
        worst_rank_share: worst.map_or(0.0, |x| x.1),
        involuntary_switches: switches,
    }
}

/// What identifies the input files of an analysis: their number, total size and newest
/// modification time.
#[derive(Clone, Debug, Default, Serialize, Deserialize, PartialEq, Eq)]
pub struct InputStamp {
    /// Number of files (manifest and rank files; or an OTF2 archive's files).
    pub files: u64,
    /// Their total size in bytes.
    pub bytes: u64,
    /// The newest modification time among them, in ns since the Unix epoch.
    pub modified_ns: u64,
}

/// Current version of the JSON contract: 1 = wait states (issue 3), 2 = adds thresholds, notes,
/// baseline, bottlenecks, load_balance, speed and the finding kinds of the automatic analysis;
/// 3 = phases, topologies, data structures and shared objects; 4 = root causes, the critical
/// path, the findings' gains and the delay and critical-path metrics; 5 = the critical path's
/// stretches written as rows on one line (version 4's objects are still read).
pub const FORMAT_VERSION: u32 = 5;

/// The most metrics an `analysis.json` may list (`Analysis::check_metrics`; the registry has
/// about 130).
const MAX_METRICS: usize = 1024;
/// The deepest metric hierarchy an `analysis.json` may have (the registry's is 5 levels).
const MAX_METRIC_DEPTH: usize = 32;

fn format_v1() -> u32 {
    1
}

/// Run summary.
#[derive(Clone, Debug, Default, Serialize, Deserialize, PartialEq)]
pub struct Summary {
    /// The measured program.
    pub program: String,
    /// `trace` or `profile`.
    pub mode: String,
    /// Number of ranks of the run.
    pub ranks: u32,
    /// Number of locations (threads) analysed.
    pub locations: u32,
    /// Wall-clock duration of the run in seconds (first to last event over all locations).
    pub duration: f64,
    /// Events read.
    pub events: u64,
    /// Sum of all locations' time in seconds (the `time` metric's total; the denominator of
    /// every `fraction`).
    pub total_time: f64,
    /// Point-to-point messages matched.
    pub messages: u64,
    /// Collective operation instances matched (complete over their communicator).
    pub collectives: u64,
}

/// The results of one program phase: everything at or below the call paths where it was
/// entered (all entries of the same name together).
#[derive(Clone, Debug, Default, Serialize, Deserialize, PartialEq)]
pub struct Phase {
    /// The phase's name.
    pub name: String,
    /// The call paths where it was entered, ascending.
    pub callpaths: Vec<String>,
    /// Entries summed over ranks.
    pub visits: u64,
    /// Time in the phase summed over locations (seconds).
    pub seconds: f64,
    /// `seconds` as a fraction of the total time of all locations.
    pub fraction: f64,
    /// Ranks that entered it.
    pub ranks: u32,
    /// The rank with the most time in it, and that time (seconds).
    pub max_rank: u32,
    /// See `max_rank`.
    pub max_rank_seconds: f64,
    /// Mean time in it over the ranks that entered it (seconds).
    pub mean_rank_seconds: f64,
    /// Metric id -> value inside the phase, inclusive along the metric tree (`mpi` includes
    /// its wait states), in the metric's unit; non-zero metrics only.
    pub metrics: BTreeMap<String, f64>,
    /// Indices into `findings` of the findings whose call path is inside the phase.
    pub findings: Vec<usize>,
}

/// One row of the call-path profile (the measurement issue's `profile` contract).
#[derive(Clone, Debug, Default, Serialize, Deserialize, PartialEq)]
pub struct ProfileRow {
    /// World rank.
    pub rank: u32,
    /// Region names from the root, joined by `/`.
    pub callpath: String,
    /// Number of visits.
    pub visits: u64,
    /// Inclusive time in seconds.
    pub seconds: f64,
    /// Bytes sent plus bytes received by operations of this call path node, and the bytes
    /// its one-sided transfers put or got (as profile mode counts them).
    pub bytes: u64,
    /// Performance counters (`PPW_METRICS`) of this call path, inclusive, by counter name:
    /// only counters the ranks could read (see [`Analysis::counters`]).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub counters: BTreeMap<String, u64>,
}

/// A performance counter the measurement asked for (`PPW_METRICS`).
#[derive(Clone, Debug, Default, Serialize, Deserialize, PartialEq)]
pub struct CounterInfo {
    /// Its name (`cycles`, `page-faults`, ...).
    pub name: String,
    /// Unit of its values (`count`, `ns`).
    pub unit: String,
    /// False if no rank could read it: the profile has no values of it (not zeros).
    pub available: bool,
    /// Why it is unavailable.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub note: String,
}

/// One metric of the hierarchy.
#[derive(Clone, Debug, Default, Serialize, Deserialize, PartialEq)]
pub struct MetricInfo {
    /// Stable id (`late_sender`, `mpi_p2p`, ...).
    pub id: String,
    /// Display name.
    pub name: String,
    /// Parent metric id, `null` for a root (`time`, `visits`, `bytes_sent`, `bytes_received`).
    pub parent: Option<String>,
    /// What it measures.
    pub description: String,
    /// Unit of the values in `severities`: `seconds`, `count` or `bytes`.
    #[serde(default)]
    pub unit: String,
    /// Scalasca's unique name of the same metric (its CUBE4 `uniq_name`), `null` where
    /// Scalasca has none.
    #[serde(default)]
    pub scalasca: Option<String>,
    /// `time`, `waiting` (caused by another process), `completion` (finishing an operation
    /// after everybody arrived) or `count`.
    #[serde(default)]
    pub role: String,
}

/// One cell of the cube.
#[derive(Clone, Debug, Default, Serialize, Deserialize, PartialEq)]
pub struct Severity {
    /// Metric id.
    pub metric: String,
    /// World rank.
    pub rank: u32,
    /// Call path.
    pub callpath: String,
    /// The value in the metric's unit (seconds for time metrics; the key keeps its name for
    /// `visits` and `bytes_*` too, see [`MetricInfo::unit`]).
    pub seconds: f64,
}

/// A significant wait state: one pattern at one call path, over all ranks.
#[derive(Clone, Debug, Default, Serialize, Deserialize, PartialEq)]
pub struct Finding {
    /// Pattern id.
    pub kind: String,
    /// The rank holding at least half of the cost, or `null` if it is spread.
    pub rank: Option<u32>,
    /// All ranks with a non-zero share, ascending.
    pub ranks: Vec<u32>,
    /// Where the time is lost.
    pub callpath: String,
    /// `file.c:LINE` of the call site, if known.
    pub source: Option<String>,
    /// The function that makes the call where the time is lost (the call site's function from
    /// the symbol table or debug information of the executable or library), if known: names
    /// the application's code when the call path is only `main/MPI_Send` (a binary without
    /// instrumentation).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub caller: Option<String>,
    /// Cost in seconds (summed over ranks; inclusive of the pattern's specializations, except
    /// those reported as findings of their own instead: a Late Sender finding leaves out its
    /// Wavefront part).
    pub seconds: f64,
    /// Cost as a fraction of the total time of all locations.
    pub fraction: f64,
    /// Who caused it and what they were doing.
    pub cause: Cause,
    /// What to try.
    pub hint: String,
    /// What was measured, in one or two sentences (counts, ratios, sizes); empty for wait
    /// states, whose cause says it.
    #[serde(default)]
    pub detail: String,
    /// The finding's numbers by name (`max_over_avg`, `count`, `mean_bytes`, ...; see
    /// `docs/ANALYSIS.md` per kind).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub data: BTreeMap<String, f64>,
    /// The RMA windows the time was lost on (one-sided patterns), by descending share.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub windows: Vec<String>,
    /// How much shorter the run would be without this problem: the part of it that lies on
    /// the critical path (docs/ANALYSIS.md, Root causes and critical path); absent when the
    /// critical-path analysis did not run.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub gain_seconds: Option<f64>,
}

/// A delay that caused wait states: a call path of a rank that took longer than on the ranks
/// that then waited for it.
#[derive(Clone, Debug, Default, Serialize, Deserialize, PartialEq)]
pub struct RootCause {
    /// The delaying rank.
    pub rank: u32,
    /// The call path where the delaying rank spent the excess time.
    pub callpath: String,
    /// `file.c:LINE` of its call site, if known.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source: Option<String>,
    /// Waiting time it caused directly (short-term delay costs) ...
    pub direct_seconds: f64,
    /// ... and through wait states it caused, which delayed further ranks (long-term).
    pub propagated_seconds: f64,
    /// The ranks that waited for it, directly or through the wait states it caused.
    pub delayed_ranks: Vec<u32>,
    /// Its time on the critical path.
    pub critical_path_seconds: f64,
    /// How much shorter the run would be without the delay: the direct waiting it caused,
    /// at most its time on the critical path.
    pub gain_seconds: f64,
    /// One sentence for a person.
    pub text: String,
}

/// A stretch of the critical path on one location.
#[derive(Clone, Debug, Default, Serialize, Deserialize, PartialEq)]
pub struct CriticalStretch {
    /// Rank and thread of the location.
    pub rank: u32,
    /// Thread of the location (0: the rank's main thread).
    pub thread: u32,
    /// The location (index in the trace's locations, as the wait intervals count them).
    pub location: u32,
    /// Seconds since the start of the trace (corrected clock) ...
    pub start: f64,
    /// ... and where the stretch ends.
    pub end: f64,
}

/// The JSON of [`Analysis::critical_path`]: an array of `[rank, thread, location, start, end]`
/// (as objects, one field per line, a path of 719,279 stretches took 92 MB of a 92.6 MB
/// `analysis.json` and 0.4 s to write); read in that form or as the objects of format
/// version 4. [`Analysis::to_json`] writes the array on one line ([`Shaped`]).
mod stretches {
    use super::CriticalStretch;
    use serde::{Deserialize, Deserializer, Serializer};

    #[derive(Deserialize)]
    #[serde(untagged)]
    enum Either {
        Row(u32, u32, u32, f64, f64),
        Object(CriticalStretch),
    }

    pub(super) fn serialize<S: Serializer>(v: &[CriticalStretch], s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(
            v.iter()
                .map(|x| (x.rank, x.thread, x.location, x.start, x.end)),
        )
    }

    pub(super) fn deserialize<'de, D: Deserializer<'de>>(
        d: D,
    ) -> Result<Vec<CriticalStretch>, D::Error> {
        let v: Vec<Either> = Vec::deserialize(d)?;
        Ok(v.into_iter()
            .map(|x| match x {
                Either::Row(rank, thread, location, start, end) => CriticalStretch {
                    rank,
                    thread,
                    location,
                    start,
                    end,
                },
                Either::Object(o) => o,
            })
            .collect())
    }
}

/// serde_json's pretty printing, except for the value of the top-level key `critical_path`,
/// which is written compactly: one short row per stretch would otherwise take seven lines
/// (writing the rows through a string and a `RawValue` cost 0.15 s on a path of 719,279
/// stretches, most of it validating that string again).
#[derive(Default)]
struct Shaped<'a> {
    pretty: serde_json::ser::PrettyFormatter<'a>,
    /// Objects and arrays open around the current value.
    depth: usize,
    /// The top-level key being written, while it is written.
    key: Option<String>,
    /// The next value is the critical path's.
    next_compact: bool,
    /// The depth the compact value opened at, while it is written.
    compact_at: Option<usize>,
}

impl serde_json::ser::Formatter for Shaped<'_> {
    fn begin_array<W: ?Sized + std::io::Write>(&mut self, w: &mut W) -> std::io::Result<()> {
        if self.next_compact {
            self.next_compact = false;
            self.compact_at = Some(self.depth);
        }
        self.depth += 1;
        match self.compact_at {
            Some(_) => Compact.begin_array(w),
            None => self.pretty.begin_array(w),
        }
    }

    fn end_array<W: ?Sized + std::io::Write>(&mut self, w: &mut W) -> std::io::Result<()> {
        self.depth -= 1;
        match self.compact_at {
            Some(d) => {
                if d == self.depth {
                    self.compact_at = None;
                }
                Compact.end_array(w)
            }
            None => self.pretty.end_array(w),
        }
    }

    fn begin_array_value<W: ?Sized + std::io::Write>(
        &mut self,
        w: &mut W,
        first: bool,
    ) -> std::io::Result<()> {
        match self.compact_at {
            Some(_) => Compact.begin_array_value(w, first),
            None => self.pretty.begin_array_value(w, first),
        }
    }

    fn end_array_value<W: ?Sized + std::io::Write>(&mut self, w: &mut W) -> std::io::Result<()> {
        match self.compact_at {
            Some(_) => Compact.end_array_value(w),
            None => self.pretty.end_array_value(w),
        }
    }

    fn begin_object<W: ?Sized + std::io::Write>(&mut self, w: &mut W) -> std::io::Result<()> {
        // Only an array is written compactly; anything else under the key is pretty.
        self.next_compact = false;
        self.depth += 1;
        match self.compact_at {
            Some(_) => Compact.begin_object(w),
            None => self.pretty.begin_object(w),
        }
    }

    fn end_object<W: ?Sized + std::io::Write>(&mut self, w: &mut W) -> std::io::Result<()> {
        self.depth -= 1;
        match self.compact_at {
            Some(_) => Compact.end_object(w),
            None => self.pretty.end_object(w),
        }
    }

    fn begin_object_key<W: ?Sized + std::io::Write>(
        &mut self,
        w: &mut W,
        first: bool,
    ) -> std::io::Result<()> {
        if self.compact_at.is_some() {
            return Compact.begin_object_key(w, first);
        }
        if self.depth == 1 {
            self.key = Some(String::new());
        }
        self.pretty.begin_object_key(w, first)
    }

    fn end_object_key<W: ?Sized + std::io::Write>(&mut self, w: &mut W) -> std::io::Result<()> {
        if let Some(k) = self.key.take() {
            self.next_compact = k == "critical_path";
        }
        match self.compact_at {
            Some(_) => Compact.end_object_key(w),
            None => self.pretty.end_object_key(w),
        }
    }

    fn begin_object_value<W: ?Sized + std::io::Write>(&mut self, w: &mut W) -> std::io::Result<()> {
        match self.compact_at {
            Some(_) => Compact.begin_object_value(w),
            None => self.pretty.begin_object_value(w),
        }
    }

    fn end_object_value<W: ?Sized + std::io::Write>(&mut self, w: &mut W) -> std::io::Result<()> {
        self.next_compact = false;
        match self.compact_at {
            Some(_) => Compact.end_object_value(w),
            None => self.pretty.end_object_value(w),
        }
    }

    fn write_string_fragment<W: ?Sized + std::io::Write>(
        &mut self,
        w: &mut W,
        fragment: &str,
    ) -> std::io::Result<()> {
        if let Some(k) = &mut self.key {
            k.push_str(fragment);
        }
        w.write_all(fragment.as_bytes())
    }
}

/// Cause of a finding (PPW cause analysis).
#[derive(Clone, Debug, Default, Serialize, Deserialize, PartialEq)]
pub struct Cause {
    /// Ranks responsible, by descending contribution.
    pub ranks: Vec<u32>,
    /// The functions the responsible ranks' program-counter samples fell in during the
    /// waiting intervals, by descending count (trace mode with sampling; empty otherwise).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub functions: Vec<SampledFunction>,
    /// The call path the responsible ranks executed for most of the waiting intervals.
    pub callpath: String,
    /// One sentence for a person.
    pub text: String,
}

/// A function and how many program-counter samples fell in it.
#[derive(Clone, Debug, Default, Serialize, Deserialize, PartialEq)]
pub struct SampledFunction {
    /// Function name (demangled), or `[object]` / `[unknown]` without a symbol.
    pub function: String,
    /// Samples.
    pub samples: u64,
}

/// Clock-condition check and repair.
#[derive(Clone, Debug, Default, Serialize, Deserialize, PartialEq)]
pub struct ClockReport {
    /// Clock-condition violations in the (offset-corrected) input timestamps: receives that end
    /// before their send began plus collectives left before a rank they depend on entered.
    pub violations: u64,
    /// Of these, point-to-point violations.
    pub p2p_violations: u64,
    /// Of these, collective violations.
    pub collective_violations: u64,
    /// Timestamps of communication operations (enter, exit, send, receive, collective
    /// begin/end) that the controlled logical clock moved.
    pub events_moved: u64,
    /// Largest forward shift applied, in seconds.
    pub max_shift: f64,
}

/// The baseline file bottleneck detection compared against.
#[derive(Clone, Debug, Default, Serialize, Deserialize, PartialEq)]
pub struct BaselineInfo {
    /// Where it was read from.
    pub file: String,
    /// Host it was measured on.
    pub host: String,
    /// MPI library it was measured with.
    pub mpi: String,
}

/// One hotspot call path examined by bottleneck detection.
#[derive(Clone, Debug, Default, Serialize, Deserialize, PartialEq)]
pub struct BottleneckEntry {
    /// Call path.
    pub callpath: String,
    /// Inclusive time summed over ranks (seconds).
    pub seconds: f64,
    /// Share of the total time.
    pub fraction: f64,
    /// Visits summed over ranks.
    pub visits: u64,
    /// `baseline` or `deviation`.
    pub method: String,
    /// Average time per visit (seconds).
    pub average: f64,
    /// Baseline method: expected time per visit on this machine (seconds).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub expected: Option<f64>,
    /// Baseline: average / expected. Deviation: max / average.
    pub ratio: f64,
    /// Deviation: shortest visit / average.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub min_ratio: Option<f64>,
    /// True if the entry passed the filter (it is a `slow_operation` or `variable_operation`).
    pub bottleneck: bool,
    /// Wait-state time found at the same call path (seconds), which explains part of it.
    pub wait_states: f64,
    /// A bottleneck left to the wait-state findings at its call path, which explain at least
    /// 80% of its cost.
    #[serde(default)]
    pub explained_by_waits: bool,
}

/// Load balance at the high and block levels (event-level imbalance is reported as
/// `load_imbalance` findings).
#[derive(Clone, Debug, Default, Serialize, Deserialize, PartialEq)]
pub struct LoadBalance {
    /// Per rank: computation, communication, synchronization (seconds).
    pub ranks: Vec<RankBalance>,
    /// max / average over ranks of the computation time.
    pub computation_max_over_avg: f64,
    /// Rank with the most computation.
    pub computation_max_rank: Option<u32>,
    /// Blocks between global synchronizations (collectives over all ranks, MPI_Init and
    /// MPI_Finalize) that were examined (trace data only).
    pub blocks: u64,
    /// Of these, blocks whose max / average duration reached the `imbalance` threshold.
    pub imbalanced_blocks: u64,
    /// Imbalanced groups of blocks, by descending cost.
    pub block_groups: Vec<BlockGroup>,
}

/// One-sided communication of one rank on one window.
#[derive(Clone, Debug, Default, Serialize, Deserialize, PartialEq)]
pub struct WindowStats {
    /// The window's name (`MPI_Win_set_name`, else a generated one).
    pub window: String,
    /// World rank.
    pub rank: u32,
    /// Puts and their bytes.
    pub puts: u64,
    /// Put bytes.
    pub put_bytes: u64,
    /// Gets and their bytes.
    pub gets: u64,
    /// Get bytes.
    pub get_bytes: u64,
    /// Accumulates and their bytes.
    pub accumulates: u64,
    /// Accumulate bytes.
    pub accumulate_bytes: u64,
    /// Atomic read-modify-writes (fetch-and-op, compare-and-swap, get-accumulate) and bytes.
    pub atomics: u64,
    /// Atomic bytes.
    pub atomic_bytes: u64,
    /// Active-target synchronization (fence, post/start/complete/wait): calls and seconds.
    pub active_sync_calls: u64,
    /// Active sync seconds.
    pub active_sync_seconds: f64,
    /// Passive-target synchronization (lock/unlock, flush): calls and seconds.
    pub passive_sync_calls: u64,
    /// Passive sync seconds.
    pub passive_sync_seconds: f64,
    /// Window creation and release: calls and seconds.
    pub management_calls: u64,
    /// Management seconds.
    pub management_seconds: f64,
    /// Transfers per target rank: (target, operations, bytes), ascending target.
    pub targets: Vec<(u32, u64, u64)>,
    /// PGAS memory: transfers per remote symmetric object (object, operations, bytes), by
    /// object. A heap block is named by its allocation (`shmem_malloc #2, 4096 B`: the second
    /// allocation of the run, counted on every process alike), static data by its object file
    /// and address in it (`prog+0x4060`); transfers to no known block as `unknown`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub objects: Vec<(String, u64, u64)>,
}

/// The point-to-point messages one rank sent to another.
#[derive(Clone, Debug, Default, Serialize, Deserialize, PartialEq)]
pub struct Transfer {
    /// Sending rank.
    pub from: u32,
    /// Receiving rank.
    pub to: u32,
    /// Messages.
    pub messages: u64,
    /// Bytes (each message's size as recorded, saturated at 4 GiB - 1).
    pub bytes: u64,
}

/// A data structure the program communicates, with Sarukkai and Gotwals' indices (seed
/// `002_*` §4; docs/ANALYSIS.md, Data structures). Times are summed over locations; the
/// indices are shares of the total time of all locations, the cause indices 0 (good) to 1.
#[derive(Clone, Debug, Default, Serialize, Deserialize, PartialEq)]
pub struct DataStructure {
    /// The variable's name, the name the program gave the buffer, or "heap block allocated
    /// in FUNCTION (FILE:LINE)".
    pub name: String,
    /// `static`, `heap`, `named` or `unknown` (stack or untracked memory).
    pub kind: String,
    /// Messages sent from it.
    pub messages_sent: u64,
    /// Their bytes.
    pub bytes_sent: u64,
    /// Messages received into it.
    pub messages_received: u64,
    /// Their bytes.
    pub bytes_received: u64,
    /// Time blocked sending it (the send calls, a share of the calls completing
    /// non-blocking sends): T_send(d, *).
    pub send_seconds: f64,
    /// Time blocked receiving into it: T_recv(*, d).
    pub recv_seconds: f64,
    /// Of `send_seconds` and `recv_seconds`, waiting for a partner that was not ready: Late
    /// Sender of its receives (and what its one-sided gets waited for), Late Receiver of its
    /// sends (and what its puts waited for).
    pub wait_seconds: f64,
    /// Of `wait_seconds`, the sends' part (Late Receiver).
    #[serde(default)]
    pub send_wait_seconds: f64,
    /// Communication index CI(d) = (T_send(d, *) + T_recv(*, d)) / T_total.
    pub ci: f64,
    /// Send index SI(d) = T_send(d, *) / T_total.
    pub si: f64,
    /// Receive index RI(d) = T_recv(*, d) / T_total.
    pub ri: f64,
    /// Why its communication costs what it does.
    pub causes: DataCauses,
    /// The structures it is received into: CI(d, d_r).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub pairs: Vec<DataPair>,
    /// Its communication time per function: CI(d, f).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub functions: Vec<DataFunction>,
}

/// Cause indices of a data structure's communication, each 0 (no problem) to 1.
#[derive(Clone, Debug, Default, Serialize, Deserialize, PartialEq)]
pub struct DataCauses {
    /// Its waiting for partners that were not ready (`wait_seconds`: Late Sender of its
    /// receives, Late Receiver of its sends) / its communication time.
    pub load_imbalance: f64,
    /// Share of its receives' transfer time (matched send's enter to receive exit) during which
    /// another message to the same receiver was under way.
    pub contention: f64,
    /// The start-up part of its time beyond waiting / its communication time: each
    /// operation of m bytes counts the share alpha / (alpha + m / beta) of its time, with
    /// alpha the run's per-operation cost floor and beta its best rate (Hockney's model), so
    /// that latency-bound small messages are overhead.
    pub overhead: f64,
    /// The time its bytes took beyond what the run's best rate needs (the rest of its time
    /// beyond waiting and start-up, less m / beta per operation) / its communication time.
    pub bandwidth: f64,
    /// Time blocked / time from initiation to completion: 1 for blocking calls, lower the
    /// more a non-blocking operation overlaps other work.
    pub overlap: f64,
}

/// Messages from one data structure into another.
#[derive(Clone, Debug, Default, Serialize, Deserialize, PartialEq)]
pub struct DataPair {
    /// The receiving structure.
    pub to: String,
    /// Messages.
    pub messages: u64,
    /// Their bytes.
    pub bytes: u64,
    /// CI(d_s, d_r): the send and receive time of these messages / T_total.
    pub ci: f64,
}

/// A data structure's communication in one function.
#[derive(Clone, Debug, Default, Serialize, Deserialize, PartialEq)]
pub struct DataFunction {
    /// The function making the calls.
    pub function: String,
    /// Time blocked in them (send and receive).
    pub seconds: f64,
    /// CI(d, f).
    pub ci: f64,
}

/// A virtual topology of the program with the results mapped onto it.
#[derive(Clone, Debug, Default, Serialize, Deserialize, PartialEq)]
pub struct TopologyReport {
    /// The communicator's name.
    pub communicator: String,
    /// `cartesian`, `graph` or `dist_graph`.
    pub kind: String,
    /// Cartesian: size of each dimension.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub dims: Vec<u32>,
    /// Cartesian: whether each dimension wraps around.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub periods: Vec<bool>,
    /// Every member, in communicator order.
    pub ranks: Vec<TopoRank>,
    /// Cartesian: where the point-to-point waits come from, by pattern, dimension and
    /// direction.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub directions: Vec<TopoDirection>,
    /// Cartesian: the computation along each dimension.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub dimensions: Vec<TopoDimension>,
}

/// One member of a virtual topology.
#[derive(Clone, Debug, Default, Serialize, Deserialize, PartialEq)]
pub struct TopoRank {
    /// World rank.
    pub rank: u32,
    /// Cartesian coordinates (empty for graphs, or when its rank did not record them).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub coords: Vec<u32>,
    /// Graphs: the world ranks it sends to.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub neighbors: Vec<u32>,
    /// Computation (user code) in seconds.
    pub computation: f64,
    /// Seconds it waited in point-to-point wait states (Late Sender, Late Receiver).
    pub waiting: f64,
}

/// Point-to-point waiting caused by ranks in one direction of a Cartesian topology.
#[derive(Clone, Debug, Default, Serialize, Deserialize, PartialEq)]
pub struct TopoDirection {
    /// The wait-state pattern (`late_sender`, `late_receiver`).
    pub pattern: String,
    /// The dimension along which the waiting rank and the rank it waited for are apart;
    /// `null` when they differ in several dimensions.
    pub dimension: Option<u32>,
    /// +1: the rank waited for lies at higher coordinates, -1 at lower ones (0 with no
    /// dimension).
    pub direction: i32,
    /// Seconds of waiting.
    pub seconds: f64,
    /// Share of all of this topology's directed waiting.
    pub fraction: f64,
}

/// The computation along one dimension of a Cartesian topology.
#[derive(Clone, Debug, Default, Serialize, Deserialize, PartialEq)]
pub struct TopoDimension {
    /// The dimension.
    pub dimension: u32,
    /// Mean computation seconds of the ranks at each coordinate along it.
    pub computation: Vec<f64>,
    /// The largest of these means over their average: 1 when the dimension is balanced.
    pub max_over_avg: f64,
    /// The coordinate with the largest mean.
    pub slowest: u32,
}

/// High-level time split of one rank.
#[derive(Clone, Debug, Default, Serialize, Deserialize, PartialEq)]
pub struct RankBalance {
    /// World rank.
    pub rank: u32,
    /// Computation (user code) in seconds.
    pub computation: f64,
    /// Point-to-point and collective communication in seconds.
    pub communication: f64,
    /// Synchronization (barriers) in seconds.
    pub synchronization: f64,
    /// Everything else (MPI set-up, I/O, measurement) in seconds.
    pub other: f64,
}

/// An imbalanced group of blocks: those between the same two synchronizations (call path, and
/// call site for barriers), like the iterations of one loop phase.
#[derive(Clone, Debug, Default, Serialize, Deserialize, PartialEq)]
pub struct BlockGroup {
    /// Call path of the synchronization ending the blocks.
    pub sync: String,
    /// Call path of the synchronization opening them.
    #[serde(default)]
    pub after: String,
    /// Blocks in the group.
    pub blocks: u64,
    /// Blocks whose own max / average reaches the `imbalance` threshold.
    pub imbalanced: u64,
    /// Largest max / average duration of a block.
    pub max_over_avg: f64,
    /// The group's max / average: sum of the blocks' longest durations over the sum of their
    /// mean durations (reaches the threshold for every group listed).
    #[serde(default)]
    pub ratio: f64,
    /// Cost: sum over the blocks of ranks x (max - average) duration (seconds).
    pub seconds: f64,
    /// The rank most often (by cost) the slowest, if it holds at least half of the cost.
    pub worst_rank: Option<u32>,
    /// The region that takes longer on the slowest rank than on the others.
    pub region: String,
}

/// How fast the analysis ran.
#[derive(Clone, Debug, Default, Serialize, Deserialize, PartialEq)]
pub struct Speed {
    /// Wall-clock seconds of the analysis (reading included).
    pub seconds: f64,
    /// Events analysed per second.
    pub events_per_second: f64,
    /// Worker threads (per process).
    pub threads: usize,
    /// Processes of a distributed analysis (`mpirun -np K ppw-mpi analyze`); 1 otherwise.
    #[serde(default = "one", skip_serializing_if = "is_one")]
    pub processes: u32,
    /// The steps that ran partitioned, each process on its own locations (see
    /// [`Analysis::partitioned`]).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub partitioned: Vec<String>,
}

fn one() -> u32 {
    1
}

fn is_one(n: &u32) -> bool {
    *n == 1
}

/// One waiting interval of a wait-state instance.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct WaitInterval {
    /// The waiting location (index into the definitions' locations).
    pub location: u32,
    /// Start (ns since the experiment epoch, on the repaired clock).
    pub start_ns: u64,
    /// End (ns).
    pub end_ns: u64,
    /// Pattern id.
    pub metric: &'static str,
}

impl Analysis {
    /// Serialize to the JSON contract (pretty-printed, but the critical path on one line).
    pub fn to_json(&self) -> String {
        let mut out = Vec::with_capacity(64 * 1024 + 40 * self.critical_path.len());
        let mut ser = serde_json::Serializer::with_formatter(&mut out, Shaped::default());
        self.serialize(&mut ser).expect("analysis serializes");
        // (serde_json writes UTF-8 only: the conversion never replaces anything.)
        String::from_utf8(out)
            .unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned())
    }

    /// Parse the JSON contract. The file is input like any other: beyond the JSON syntax the
    /// metric hierarchy is checked (`check_metrics`), since readers walk it.
    pub fn from_json(text: &str) -> Result<Analysis, serde_json::Error> {
        let a: Analysis = serde_json::from_str(text)?;
        a.check_metrics().map_err(serde::de::Error::custom)?;
        Ok(a)
    }

    /// The metric hierarchy as written holds: at most [`MAX_METRICS`] metrics with distinct
    /// ids, each parent defined before its children (so the hierarchy has no cycle), at most
    /// [`MAX_METRIC_DEPTH`] levels deep. Reports walk the tree recursively and sum along each
    /// metric's ancestors: a cycle would never end, a deep chain would overflow the stack.
    fn check_metrics(&self) -> Result<(), String> {
        if self.metrics.len() > MAX_METRICS {
            return Err(format!(
                "{} metrics; an analysis has at most {MAX_METRICS}",
                self.metrics.len()
            ));
        }
        let mut depth: std::collections::HashMap<&str, usize> = Default::default();
        for m in &self.metrics {
            let d = match m.parent.as_deref() {
                None => 0,
                Some(p) => match depth.get(p) {
                    Some(d) => d + 1,
                    None => {
                        return Err(format!(
                            "metric {:?}: its parent {p:?} is not defined before it",
                            m.id
                        ))
                    }
                },
            };
            if d >= MAX_METRIC_DEPTH {
                return Err(format!(
                    "metric {:?} is more than {MAX_METRIC_DEPTH} levels deep",
                    m.id
                ));
            }
            if depth.insert(&m.id, d).is_some() {
                return Err(format!("metric {:?} is defined twice", m.id));
            }
        }
        Ok(())
    }

    /// The metric's value on `rank`, summed over call paths and *inclusive* along the metric
    /// tree (the way Cube shows a collapsed metric at the call-tree root). `None` for an unknown
    /// metric.
    pub fn rank_inclusive(&self, metric: &str, rank: u32) -> Option<f64> {
        let ids = self.subtree(metric)?;
        Some(
            self.severities
                .iter()
                .filter(|s| s.rank == rank && ids.contains(&s.metric))
                .map(|s| s.seconds)
                .sum::<f64>()
                + 0.0, // an empty sum is -0.0
        )
    }

    /// The metric ids of `metric`'s subtree (itself first).
    pub fn subtree(&self, metric: &str) -> Option<Vec<String>> {
        self.metrics.iter().find(|m| m.id == metric)?;
        let mut out = vec![metric.to_string()];
        let mut seen: std::collections::HashSet<&str> = [metric].into_iter().collect();
        let mut i = 0;
        while i < out.len() {
            let cur = out[i].clone();
            for m in &self.metrics {
                // Each id once, even in a hierarchy with a cycle (checked by `from_json`, but
                // an `Analysis` may be built by hand).
                if m.parent.as_deref() == Some(cur.as_str()) && seen.insert(&m.id) {
                    out.push(m.id.clone());
                }
            }
            i += 1;
        }
        Some(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn with_metrics(metrics: &[(&str, Option<&str>)]) -> String {
        let mut a = Analysis::default();
        for (id, parent) in metrics {
            a.metrics.push(MetricInfo {
                id: id.to_string(),
                parent: parent.map(str::to_string),
                ..Default::default()
            });
        }
        a.to_json()
    }

    #[test]
    fn hosts_list_their_ranks_as_runs_and_their_waiting_for_a_cpu() {
        // Ranks 0, 1 and 3 on host a (2 CPUs), rank 2 on host b (1 CPU); rank r waited
        // r x 10 ms for a CPU of its 100 ms.
        let mut t = ppw_event::TraceBuilder::new(4).build();
        for (r, info) in t.defs.rank_info.iter_mut().enumerate() {
            info.host = if r == 2 { "b" } else { "a" }.into();
            let s = |time, run_delay_ns| ppw_event::SchedSample {
                time,
                run_delay_ns,
                involuntary_switches: run_delay_ns / 1_000_000,
                cores_online: if r == 2 { 1 } else { 2 },
                cores_allowed: 2,
            };
            info.sched = vec![s(0, 0), s(100_000_000, r as u64 * 10_000_000)];
        }
        let p = RunPlacement::of(&t.defs).expect("placement");
        let close = |a: f64, b: f64| assert!((a - b).abs() < 1e-9, "{a} != {b}");
        let [a, b] = &p.hosts[..] else {
            panic!("{:?}", p.hosts)
        };
        assert_eq!((a.host.as_str(), a.ranks, a.cores), ("a", 3, 2));
        assert_eq!(a.rank_runs, [(0, 1), (3, 3)]);
        assert!(a.oversubscribed);
        close(a.run_delay, 0.040);
        close(a.run_delay_share, 0.040 / 0.300);
        assert_eq!(a.worst_rank, Some(3));
        close(a.worst_rank_share, 0.3);
        assert_eq!(a.involuntary_switches, 40);
        assert_eq!((b.host.as_str(), b.ranks, b.cores), ("b", 1, 1));
        assert_eq!(b.rank_runs, [(2, 2)]);
        assert!(!b.oversubscribed);
        close(b.run_delay_share, 0.2);
        assert_eq!(b.worst_rank, Some(2));
        // The JSON keeps the runs as pairs, and a file without the new fields still reads.
        let json = serde_json::to_value(a).unwrap();
        assert_eq!(json["rank_runs"], serde_json::json!([[0, 1], [3, 3]]));
        let old: HostRanks =
            serde_json::from_str(r#"{"host": "a", "ranks": 3, "cores": 2}"#).unwrap();
        assert!(old.rank_runs.is_empty() && old.worst_rank.is_none());
    }

    #[test]
    fn the_critical_path_is_written_as_rows_and_read_in_both_forms() -> Result<(), serde_json::Error>
    {
        let a = Analysis {
            critical_path: vec![
                CriticalStretch {
                    rank: 0,
                    thread: 0,
                    location: 0,
                    start: 1.25e-5,
                    end: 0.3035,
                },
                CriticalStretch {
                    rank: 3,
                    thread: 1,
                    location: 7,
                    start: 0.3035,
                    end: 0.31,
                },
            ],
            ..Default::default()
        };
        let text = a.to_json();
        assert!(
            text.contains(r#""critical_path": [[0,0,0,0.0000125,0.3035],[3,1,7,0.3035,0.31]]"#),
            "{text}"
        );
        let back = Analysis::from_json(&text)?;
        assert_eq!(back.critical_path, a.critical_path);
        // Format version 4 wrote objects.
        let mut v: serde_json::Value = serde_json::from_str(&text)?;
        v["critical_path"] = serde_json::json!([
            {"rank": 0, "thread": 0, "location": 0, "start": 1.25e-5, "end": 0.3035},
            {"rank": 3, "thread": 1, "location": 7, "start": 0.3035, "end": 0.31}
        ]);
        let old = Analysis::from_json(&v.to_string())?;
        assert_eq!(old.critical_path, a.critical_path);
        Ok(())
    }

    #[test]
    fn only_the_critical_path_is_written_compactly() -> Result<(), serde_json::Error> {
        let mut a = Analysis {
            skipped: vec!["root_cause".into()],
            warnings: vec!["a \"quoted\" critical_path".into()],
            ..Default::default()
        };
        // Without a critical path: serde_json's pretty printing, byte for byte.
        assert_eq!(a.to_json(), serde_json::to_string_pretty(&a)?);
        a.critical_path = vec![CriticalStretch {
            rank: 1,
            thread: 0,
            location: 1,
            start: 0.5,
            end: 1.0,
        }];
        let text = a.to_json();
        // The same document, and the keys after the path pretty again.
        let v: serde_json::Value = serde_json::from_str(&text)?;
        assert_eq!(v, serde_json::to_value(&a)?);
        assert!(
            text.contains(
                "\"critical_path\": [[1,0,1,0.5,1.0]],\n  \"skipped\": [\n    \"root_cause\"\n  ]"
            ),
            "{text}"
        );
        Ok(())
    }

    #[test]
    fn metric_hierarchies_that_readers_cannot_walk_are_refused() {
        // A cycle made `subtree` and the report's ancestor sums loop forever; a deep chain
        // overflowed the report's recursive walk.
        let ok = with_metrics(&[("time", None), ("mpi", Some("time"))]);
        assert!(Analysis::from_json(&ok).is_ok());
        let cases: Vec<(String, &str)> = vec![
            (
                with_metrics(&[("time", Some("time"))]),
                "not defined before it",
            ),
            (
                with_metrics(&[("a", Some("b")), ("b", Some("a"))]),
                "not defined before it",
            ),
            (with_metrics(&[("a", None), ("a", None)]), "defined twice"),
            (
                {
                    let ids: Vec<String> = (0..40).map(|i| format!("m{i}")).collect();
                    let chain: Vec<(&str, Option<&str>)> = (0..40)
                        .map(|i| (ids[i].as_str(), (i > 0).then(|| ids[i - 1].as_str())))
                        .collect();
                    with_metrics(&chain)
                },
                "levels deep",
            ),
            (
                {
                    let ids: Vec<String> = (0..2000).map(|i| format!("m{i}")).collect();
                    let flat: Vec<(&str, Option<&str>)> =
                        ids.iter().map(|i| (i.as_str(), None)).collect();
                    with_metrics(&flat)
                },
                "at most",
            ),
        ];
        for (json, what) in cases {
            let e = Analysis::from_json(&json).unwrap_err().to_string();
            assert!(e.contains(what), "{e}");
        }
        // A hierarchy built by hand with a cycle: `subtree` still ends.
        let mut a = Analysis::default();
        for (id, p) in [("a", "b"), ("b", "a")] {
            a.metrics.push(MetricInfo {
                id: id.into(),
                parent: Some(p.into()),
                ..Default::default()
            });
        }
        assert_eq!(a.subtree("a").unwrap(), ["a", "b"]);
    }
}

/// The distribution of one PGAS shared object over the processes and the one-sided accesses
/// to it (thesis §5.2.3.5, Fig. 4-11; docs/ANALYSIS.md, Shared data distribution).
#[derive(Clone, Debug, Default, Serialize, Deserialize, PartialEq)]
pub struct SharedObject {
    /// A static variable's name, or the allocation: "shmem_malloc in main (prog.c:30)".
    pub name: String,
    /// The PGAS memory it is in ("symmetric memory", "UPC shared memory").
    pub memory: String,
    /// Owning processes (the ranks of the run).
    pub processes: u32,
    /// Bytes of the whole object (every process's part).
    pub bytes: u64,
    /// The element size ppw assumes: the largest power of two up to 8 dividing every
    /// access's offset and size.
    pub element_bytes: u64,
    /// Elements per block of a block-cyclic object (UPC's blocking factor: block `k` belongs
    /// to process `k mod processes`); 0: every process owns one part (OpenSHMEM).
    pub blocking_factor: u64,
    /// One-sided accesses (puts, gets, atomics) per accessing and owning process: only pairs
    /// with accesses, by accessor then owner.
    pub accesses: Vec<ObjectAccess>,
    /// Accessed bytes whose accessor owns them.
    pub local_bytes: u64,
    /// Accessed bytes owned by another process.
    pub remote_bytes: u64,
    /// The layout for the view: rows of elements, each row's part of every owner (empty
    /// with more than 64 processes).
    pub rows: Vec<ObjectRow>,
    /// Block-cyclic objects: the blocking factor that would make the largest share of the
    /// accessed bytes local (the current one when none does better), and that share.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub best_blocking_factor: Option<u64>,
    /// The local share with `best_blocking_factor`.
    #[serde(default)]
    pub best_local_fraction: f64,
    /// What to try, when the accesses are mostly remote.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hint: Option<String>,
}

/// One accessor's one-sided accesses to one owner's part of a [`SharedObject`].
#[derive(Clone, Debug, Default, Serialize, Deserialize, PartialEq)]
pub struct ObjectAccess {
    /// The process that issued them.
    pub accessor: u32,
    /// The process owning the memory.
    pub owner: u32,
    /// Operations.
    pub operations: u64,
    /// Bytes.
    pub bytes: u64,
}

/// A row of a [`SharedObject`]'s layout: a range of elements and what each owner holds of
/// it.
#[derive(Clone, Debug, Default, Serialize, Deserialize, PartialEq)]
pub struct ObjectRow {
    /// First element and one past the last: global indices of a block-cyclic object, else
    /// indices in each process's part.
    pub elements: (u64, u64),
    /// Per owner: the elements of the row it owns.
    pub owned: Vec<u64>,
    /// Per owner: bytes accessed in its elements of the row.
    pub accessed: Vec<u64>,
    /// Per owner: of `accessed`, the bytes the owner accessed itself.
    pub local: Vec<u64>,
    /// Per owner: the process that accessed the most bytes of its elements of the row (the
    /// smaller on a tie; none if nobody did).
    pub main_accessor: Vec<Option<u32>>,
}
