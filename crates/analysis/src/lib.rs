//! Automatic analysis of parallel traces and profiles: reconstruction, matching, clock repair,
//! Scalasca-compatible wait-state patterns, the severity cube, cause analysis, and PPW's
//! automatic analysis system (bottleneck detection with baseline and deviation filtering, load
//! balance, barrier redundancy, frequency analysis, execution hypotheses), all in one ranked
//! list of findings; plus the experiment-set analyses of [`compare`].
//!
//! # Data flow
//!
//! ```text
//! TraceSource ──(1 pass per location, parallel)──▶ call trees + operation records
//!      │                                             │ match messages (per receiver, parallel)
//!      │                                             │ match collectives (communicator, sequence)
//!      │                                             │ repair the clock condition (CLC)
//!      │                                             ▼
//!      │                                  pattern replay (parallel) ──▶ severity cube
//!      │                                             │                     │
//!      └──(2nd pass, only locations asked)◀── time-window requests ◀── findings
//!                                                    ▼
//!                                               Analysis (JSON)
//! ```
//!
//! 1. [`analyze`] streams every location once ([`ppw_event::TraceSource::events`]) and keeps a
//!    call tree (visits, inclusive/exclusive time by category, bytes) plus compact records of
//!    communication operations only; no event is materialized.
//! 2. Messages are matched in MPI's non-overtaking order; collectives by communicator and
//!    per-communicator sequence number; requests are linked to their completion calls.
//! 3. Clock-condition violations are counted and repaired with a controlled logical clock.
//! 4. The patterns of [`patterns`](crate#patterns) (one module each, one registry) replay the
//!    records and fill the (metric, rank, call path) cube.
//! 5. Significant (pattern, call path) pairs become [`Finding`]s; their cause is found by
//!    streaming the responsible ranks again over the waiting intervals (PPW's cause analysis).
//! 6. The automatic analyses run on the call-path statistics (so on profiles too); those that
//!    need the events again (causes of detected bottlenecks, regions responsible for
//!    imbalanced blocks) add time-window requests to the same second pass. Their findings
//!    join the wait states in one list ranked by cost, each with a resolution hint.
//!
//! The result is identical for any number of threads: all sums are integer nanoseconds,
//! everything is ordered by location, rank and call path before output.
//!
//! # Patterns
//!
//! `late_sender`, `late_sender_wrong_order` (`lswo_different`, `lswo_same`), `late_receiver`,
//! `wait_at_barrier`, `barrier_completion`, `wait_at_nxn`, `nxn_completion`,
//! `late_broadcast`, `early_reduce`, `early_scan`, `init_completion`, `finalize_wait`, with
//! Scalasca 2.6's formulas; see `docs/ANALYSIS.md` for each definition, the metric hierarchy
//! and the JSON schema. [`pattern_list`] lists them.
//!
//! # Finding kinds of the automatic analysis
//!
//! `slow_operation`, `variable_operation`, `load_imbalance`, `redundant_barrier`,
//! `many_small_transfers`, `cpu_bound`, `system_time`, `io_blocking`: [`kind_list`], with
//! formulas and defaults in `docs/ANALYSIS.md`; thresholds in [`Thresholds`], the machine
//! baseline in [`Baseline`].
//!
//! # Example
//!
//! ```
//! use ppw_event::TraceBuilder;
//! let mut b = TraceBuilder::new(2);
//! b.rank(0).enter(0, "main").send_call(5_000_000, 5_000_100, 1, 0, 8).exit(10_000_000);
//! b.rank(1).enter(0, "main").recv_call(1_000_000, 5_000_200, 0, 0, 8).exit(10_000_000);
//! let trace = b.build();
//! let a = ppw_analysis::analyze(&trace, &ppw_analysis::Options::default()).unwrap();
//! assert_eq!(a.findings[0].kind, "late_sender");
//! assert_eq!(a.findings[0].rank, Some(1));
//! assert!((a.findings[0].seconds - 0.004).abs() < 1e-9);
//! let json = a.to_json();
//! assert_eq!(ppw_analysis::Analysis::from_json(&json).unwrap(), a);
//! ```
#![deny(missing_docs)]
#![warn(unreachable_pub)]

mod auto;
mod compare;
mod data;
mod distributed;
mod distribution;
mod grid;
mod patterns;
mod phase;
mod pipeline;
mod replay;
mod result;
mod rootcause;
mod severity;
mod timing;
mod topology;

pub use auto::baseline::{
    Baseline, BaselineColl, BaselineP2p, Expected, BASELINE_FORMAT, BASELINE_VERSION,
};
pub use auto::kinds::{kind_list, kinds_markdown, KindDoc};
pub use auto::thresholds::{ThresholdDoc, Thresholds};
pub use compare::{
    compare, CompareError, Comparison, RegionChange, RegionScaling, Revision, RunInfo, Scalability,
};
pub use distributed::{Exchange, Partition, ThreadMember, Threads};
pub use result::analysis::{
    Analysis, BaselineInfo, BlockGroup, BottleneckEntry, Cause, ClockReport, CounterInfo,
    CriticalStretch, DataCauses, DataFunction, DataPair, DataStructure, Finding, HostRanks,
    InputStamp, LoadBalance, MetricInfo, ObjectAccess, ObjectRow, Phase, ProfileRow, RankBalance,
    RootCause, RunPlacement, SampledFunction, Severity, SharedObject, Speed, Summary,
    TopoDimension, TopoDirection, TopoRank, TopologyReport, Transfer, WaitInterval, WindowStats,
    FORMAT_VERSION,
};
/// `12,345`: a count with thousands separators, as the findings' texts write it.
pub use result::text::thousands;

use ppw_event::TraceSource;
use std::fmt;

/// Progress callback: `(done, total)` units of work (two per location: the streaming pass and
/// the cause pass).
pub type ProgressFn = dyn Fn(u64, u64) + Send + Sync;

/// Analysis options.
pub struct Options {
    /// Worker threads; 0 uses all cores. The result does not depend on it.
    pub threads: usize,
    /// Called as work completes (from worker threads).
    pub progress: Option<Box<ProgressFn>>,
    /// A (pattern, call path) is a finding if it costs at least this fraction of the total
    /// time of all locations ...
    pub min_fraction: f64,
    /// ... and at least this many seconds.
    pub min_seconds: f64,
    /// Run the cause analysis (a second pass over the responsible ranks' events).
    pub cause: bool,
    /// The cause analysis looks at the first `cause_windows` waiting intervals of every
    /// (pattern, call path, waiting location, responsible location); 0 looks at all of them.
    /// The second pass over a responsible location stops after its last requested interval,
    /// so a cap keeps the pass short on long runs; the responsible *ranks* always account for
    /// every instance.
    pub cause_windows: u32,
    /// Repair clock-condition violations before computing patterns.
    pub repair_clock: bool,
    /// Thresholds of the automatic analyses. Its `min_fraction` and `min_seconds` are
    /// replaced by the fields of the same name above (which predate it).
    pub thresholds: Thresholds,
    /// The machine's baseline for bottleneck detection; without one, deviation filtering alone.
    pub baseline: Option<Baseline>,
    /// Collect every wait-state instance's interval into [`Analysis::wait_intervals`] (for
    /// timeline overlays; costs memory proportional to the number of instances).
    pub wait_intervals: bool,
    /// Call paths keep at most this many regions from the root; deeper calls are folded into
    /// a `[deeper calls]` level (with a warning), which keeps time and memory linear in the
    /// trace however deep a recursion goes.
    pub max_depth: u32,
    /// Memory budget (bytes) for the operation records the analysis keeps: once the records
    /// read exceed it, each further location's records go to a mapped temporary file in
    /// `spill_dir` (docs/SCALE.md). `None`: half of the machine's memory. The result does not
    /// depend on it, except that the root-cause and critical-path analyses are skipped, with a
    /// warning, when their synchronization points would need more than the records leave.
    pub memory: Option<u64>,
    /// Directory of the temporary files (`None`: the system's temporary directory).
    pub spill_dir: Option<std::path::PathBuf>,
    /// Run the root-cause (delay) analysis of the wait states (`--no-root-cause` turns it off).
    pub root_cause: bool,
    /// Compute the critical path and the performance impact of call paths
    /// (`--no-critical-path` turns it off).
    pub critical_path: bool,
    /// Analyse only what happens inside this program phase (`ppw analyze --phase NAME`; see
    /// `phase.rs`); `None`: the whole run.
    pub phase: Option<String>,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            threads: 0,
            progress: None,
            min_fraction: 0.01,
            min_seconds: 0.001,
            cause: true,
            cause_windows: 100,
            repair_clock: true,
            thresholds: Thresholds::default(),
            baseline: None,
            wait_intervals: false,
            max_depth: replay::calltree::DEFAULT_MAX_DEPTH,
            memory: None,
            spill_dir: None,
            root_cause: true,
            critical_path: true,
            phase: None,
        }
    }
}

impl fmt::Debug for Options {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Options")
            .field("threads", &self.threads)
            .field("progress", &self.progress.is_some())
            .field("min_fraction", &self.min_fraction)
            .field("min_seconds", &self.min_seconds)
            .field("cause", &self.cause)
            .field("cause_windows", &self.cause_windows)
            .field("repair_clock", &self.repair_clock)
            .field("thresholds", &self.thresholds)
            .field("baseline", &self.baseline.as_ref().map(|b| &b.path))
            .field("wait_intervals", &self.wait_intervals)
            .field("max_depth", &self.max_depth)
            .field("root_cause", &self.root_cause)
            .field("critical_path", &self.critical_path)
            .finish()
    }
}

/// Why an analysis could not run at all. (Damaged or missing data is not an error: the
/// analysis uses what is sound and lists the rest in [`Analysis::warnings`].)
#[derive(Debug)]
#[non_exhaustive]
pub enum Error {
    /// The trace has no locations.
    Empty,
    /// The worker thread pool could not be created.
    ThreadPool(String),
    /// An exchange between the processes of a distributed analysis failed.
    Exchange(String),
    /// `Options::phase` names no phase of the experiment.
    Phase(String),
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Empty => write!(f, "the experiment has no locations to analyse"),
            Error::ThreadPool(e) => write!(f, "cannot start analysis threads: {e}"),
            Error::Exchange(e) => write!(f, "distributed analysis: {e}"),
            Error::Phase(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for Error {}

/// Analyse a trace (or the profiles of a profile-mode experiment).
pub fn analyze(src: &dyn TraceSource, opts: &Options) -> Result<Analysis, Error> {
    pipeline::run(src, opts)
}

/// Analyse a trace with several processes (`ex`, e.g. MPI): each process reads its block of
/// locations ([`Partition`]), matches the messages its ranks receive, numbers their
/// collectives into instances and answers the cause analysis's requests for its locations;
/// process 0 runs everything else and gets the result, identical to [`analyze`]'s (the
/// others get `None`). Every process must call it with the same trace and options.
pub fn analyze_distributed(
    src: &dyn TraceSource,
    opts: &Options,
    ex: &dyn Exchange,
) -> Result<Option<Analysis>, Error> {
    pipeline::run_distributed(src, opts, ex)
}

/// One registered pattern, for `ppw patterns --list` and generated documentation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PatternDoc {
    /// Stable id.
    pub id: &'static str,
    /// Display name.
    pub name: &'static str,
    /// Parent metric id.
    pub parent: &'static str,
    /// Scalasca's metric name for the same quantity.
    pub scalasca: &'static str,
    /// Definition and formula.
    pub description: &'static str,
    /// Resolution hint.
    pub hint: &'static str,
    /// `waiting` (another process is responsible) or `completion` (finishing after everybody
    /// arrived).
    pub role: &'static str,
}

/// All patterns in registry (metric-hierarchy) order.
pub fn pattern_list() -> Vec<PatternDoc> {
    patterns::PATTERNS
        .iter()
        .map(|p| {
            let m = p.meta();
            PatternDoc {
                id: m.id,
                name: m.name,
                parent: m.parent,
                scalasca: m.scalasca,
                description: m.description,
                hint: m.hint,
                role: match m.role {
                    patterns::Role::Waiting => "waiting",
                    patterns::Role::Completion => "completion",
                    patterns::Role::Count => "count",
                },
            }
        })
        .collect()
}

/// The whole metric hierarchy (time metrics, patterns, counts), parents before children, as
/// the JSON `metrics` list carries it: the one registry that the CUBE4 export (Scalasca names)
/// and `ppw patterns` read.
pub fn metric_list() -> Vec<MetricInfo> {
    severity::registry::infos(&severity::registry::table())
}

/// The metric hierarchy as an indented tree with Scalasca's names and the roles
/// (`docs/ANALYSIS.md` embeds it between `<!-- metrics:begin -->` and `<!-- metrics:end -->`).
pub fn metrics_tree() -> String {
    severity::registry::tree_text(&severity::registry::table())
}

#[cfg(test)]
mod tests;

/// The pattern reference as Markdown (generated from the registry; `docs/ANALYSIS.md` embeds it
/// between `<!-- patterns:begin -->` and `<!-- patterns:end -->`, and a test keeps them equal).
pub fn patterns_markdown() -> String {
    let mut s = String::new();
    for p in pattern_list() {
        s.push_str(&format!(
            "### `{}`: {}\n\nParent: `{}`. Scalasca: `{}`.\n\n{}\n\n*Hint:* {}\n\n",
            p.id, p.name, p.parent, p.scalasca, p.description, p.hint
        ));
    }
    s
}
