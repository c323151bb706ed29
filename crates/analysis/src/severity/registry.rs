//! The metric registry: the one table of ppw's metric hierarchy.
//!
//! Every metric has one row: id, display name, parent, Scalasca's name for the same quantity,
//! unit, role (time, waiting, completion or count), description, and what its value is computed
//! from. The fixed rows are below ([`TIME_METRICS`], [`COUNT_METRICS`]); the wait-state
//! patterns contribute one row each from their own file's `Meta`, in the order of the pattern
//! registry [`PATTERNS`] (parents before children). The analysis (cube, findings), the JSON
//! `metrics` list, the CUBE4 export (Scalasca names), `ppw patterns` and the reference in
//! `docs/ANALYSIS.md` (see [`tree_text`]) all read this table.
//!
//! A new wait-state pattern is one file in `patterns/` plus one row of [`PATTERNS`]; a new
//! time or count metric is one row here.

use crate::patterns::{Role, PATTERNS};
use crate::replay::classify::Cat;
use crate::result::analysis::MetricInfo;
use crate::rootcause::metrics::IMPACT_METRICS;

/// What a metric's value is computed from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Source {
    /// Exclusive time of all categories (`time`).
    Time,
    /// Exclusive time of one category.
    Cat(Cat),
    /// All MPI categories (`mpi`).
    Mpi,
    /// A pattern (index into [`PATTERNS`]).
    Pattern(usize),
    Visits,
    BytesSent,
    BytesReceived,
    BytesPut,
    BytesGet,
    /// A metric of the root-cause or critical-path analysis (index into
    /// `rootcause::metrics::IMPACT_METRICS`), computed after the pattern replay.
    Impact(usize),
}

/// What kind of quantity a metric is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum MetricRole {
    /// Time spent in a category of operations.
    Time,
    /// Waiting time caused by another process (a wait-state pattern).
    Waiting,
    /// Time to complete an operation after every process arrived (a pattern without a remote
    /// culprit).
    Completion,
    /// A count (visits, bytes).
    Count,
    /// A result of the root-cause or critical-path analysis: delay costs, the classification
    /// of wait states, the critical path and the performance impact of call paths.
    Impact,
}

impl MetricRole {
    /// The JSON name.
    pub(crate) fn name(self) -> &'static str {
        match self {
            MetricRole::Time => "time",
            MetricRole::Waiting => "waiting",
            MetricRole::Completion => "completion",
            MetricRole::Count => "count",
            MetricRole::Impact => "impact",
        }
    }
}

/// One metric of the table.
#[derive(Clone, Debug)]
pub(crate) struct MetricDef {
    pub(crate) id: &'static str,
    pub(crate) name: &'static str,
    pub(crate) parent: Option<&'static str>,
    /// Scalasca's unique name of the same metric (its CUBE4 `uniq_name`), if it has one.
    pub(crate) scalasca: Option<&'static str>,
    pub(crate) unit: &'static str,
    pub(crate) role: MetricRole,
    pub(crate) description: &'static str,
    pub(crate) source: Source,
}

/// A fixed row: (id, name, parent, Scalasca name, unit, description, source).
type Row = (
    &'static str,
    &'static str,
    Option<&'static str>,
    &'static str,
    &'static str,
    &'static str,
    Source,
);

/// The time metrics above the patterns, parents before children.
const TIME_METRICS: &[Row] = &[
    (
        "time",
        "Time",
        None,
        "time",
        "seconds",
        "Total time of the locations (sum over call paths of exclusive time). Its own \
         (exclusive) value is time that is neither computation nor MPI: measurement \
         overhead, I/O, other models' communication.",
        Source::Time,
    ),
    (
        "computation",
        "Computation",
        Some("time"),
        "comp",
        "seconds",
        "Exclusive time of user code and local operations.",
        Source::Cat(Cat::Computation),
    ),
    (
        "mpi",
        "MPI",
        Some("time"),
        "mpi",
        "seconds",
        "Time in MPI calls. Its own value is MPI time that is not communication or \
         synchronization (init, finalize, communicator management, inquiry).",
        Source::Mpi,
    ),
    (
        "mpi_p2p",
        "Point-to-point",
        Some("mpi"),
        "mpi_point2point",
        "seconds",
        "Time in MPI point-to-point calls and in the Wait/Test calls completing them.",
        Source::Cat(Cat::P2p),
    ),
    (
        "mpi_collective",
        "Collective",
        Some("mpi"),
        "mpi_collective",
        "seconds",
        "Time in MPI collective communication (and in the calls completing non-blocking \
         collectives).",
        Source::Cat(Cat::Coll),
    ),
    (
        "mpi_sync",
        "Synchronization",
        Some("mpi"),
        "mpi_sync_collective",
        "seconds",
        "Time in MPI barriers (and in the calls completing non-blocking barriers).",
        Source::Cat(Cat::Sync),
    ),
    (
        "mpi_rma_comm",
        "One-sided communication",
        Some("mpi"),
        "mpi_rma_communication",
        "seconds",
        "Time in MPI one-sided communication calls: MPI_Put, MPI_Get, MPI_Accumulate and the \
         atomic and request-based variants.",
        Source::Cat(Cat::RmaComm),
    ),
    (
        "mpi_rma_sync",
        "One-sided synchronization",
        Some("mpi"),
        "mpi_rma_synchronization",
        "seconds",
        "Time in MPI one-sided synchronization calls: MPI_Win_fence, \
         MPI_Win_post/start/complete/wait/test, MPI_Win_lock/unlock (and _all), \
         MPI_Win_flush* and MPI_Win_sync.",
        Source::Cat(Cat::RmaSync),
    ),
    (
        "mpi_win_mgmt",
        "Window management",
        Some("mpi"),
        "mpi_mgmt_win",
        "seconds",
        "Time in the collective creation and release of MPI windows (MPI_Win_create, \
         MPI_Win_allocate*, MPI_Win_create_dynamic, MPI_Win_free).",
        Source::Cat(Cat::WinMgmt),
    ),
];

/// The count metrics after the patterns (roots of their own).
const COUNT_METRICS: &[Row] = &[
    (
        "visits",
        "Visits",
        None,
        "visits",
        "count",
        "Number of times a call path was entered.",
        Source::Visits,
    ),
    (
        "bytes_sent",
        "Bytes sent",
        None,
        "bytes_sent",
        "bytes",
        "Bytes sent by point-to-point and collective operations of a call path.",
        Source::BytesSent,
    ),
    (
        "bytes_received",
        "Bytes received",
        None,
        "bytes_rcvd",
        "bytes",
        "Bytes received by point-to-point and collective operations of a call path.",
        Source::BytesReceived,
    ),
    (
        "bytes_put",
        "Bytes put",
        None,
        "bytes_put",
        "bytes",
        "Bytes written into remote memory by one-sided puts and accumulates of a call path.",
        Source::BytesPut,
    ),
    (
        "bytes_get",
        "Bytes got",
        None,
        "bytes_get",
        "bytes",
        "Bytes read from remote memory by one-sided gets and atomics of a call path.",
        Source::BytesGet,
    ),
];

fn fixed(r: &Row, role: MetricRole) -> MetricDef {
    let &(id, name, parent, scalasca, unit, description, source) = r;
    MetricDef {
        id,
        name,
        parent,
        scalasca: Some(scalasca),
        unit,
        role,
        description,
        source,
    }
}

/// The full metric table, parents before children.
pub(crate) fn table() -> Vec<MetricDef> {
    let mut v: Vec<MetricDef> = TIME_METRICS
        .iter()
        .map(|r| fixed(r, MetricRole::Time))
        .collect();
    v.extend(PATTERNS.iter().enumerate().map(|(i, p)| {
        let m = p.meta();
        MetricDef {
            id: m.id,
            name: m.name,
            parent: (!m.parent.is_empty()).then_some(m.parent),
            scalasca: (!m.scalasca.is_empty()).then_some(m.scalasca),
            unit: if m.role == Role::Count {
                "count"
            } else {
                "seconds"
            },
            role: match m.role {
                Role::Waiting => MetricRole::Waiting,
                Role::Completion => MetricRole::Completion,
                Role::Count => MetricRole::Count,
            },
            description: m.description,
            source: Source::Pattern(i),
        }
    }));
    v.extend(COUNT_METRICS.iter().map(|r| fixed(r, MetricRole::Count)));
    v.extend(IMPACT_METRICS.iter().enumerate().map(
        |(k, &(id, name, parent, scalasca, description))| MetricDef {
            id,
            name,
            parent,
            scalasca: (!scalasca.is_empty()).then_some(scalasca),
            unit: "seconds",
            role: MetricRole::Impact,
            description,
            source: Source::Impact(k),
        },
    ));
    v
}

/// Parent index of every metric (`usize::MAX` for roots).
pub(crate) fn parents(t: &[MetricDef]) -> Vec<usize> {
    t.iter()
        .map(|m| {
            m.parent
                .and_then(|p| t.iter().position(|x| x.id == p))
                .unwrap_or(usize::MAX)
        })
        .collect()
}

/// The JSON form of the table.
pub(crate) fn infos(t: &[MetricDef]) -> Vec<MetricInfo> {
    t.iter()
        .map(|m| MetricInfo {
            id: m.id.into(),
            name: m.name.into(),
            parent: m.parent.map(Into::into),
            description: m.description.into(),
            unit: m.unit.into(),
            scalasca: m.scalasca.map(Into::into),
            role: m.role.name().into(),
        })
        .collect()
}

/// The hierarchy as an indented tree (ids, with Scalasca's name and the role), for the
/// reference in `docs/ANALYSIS.md`.
pub(crate) fn tree_text(t: &[MetricDef]) -> String {
    let parents = parents(t);
    let mut out = String::new();
    // Depth-first from each root, children in table order.
    fn walk(
        t: &[MetricDef],
        parents: &[usize],
        i: usize,
        prefix: &str,
        last: bool,
        depth: usize,
        out: &mut String,
    ) {
        let m = &t[i];
        let branch = match (depth, last) {
            (0, _) => "",
            (_, true) => "└─ ",
            (_, false) => "├─ ",
        };
        let label = format!("{prefix}{branch}{}", m.id);
        let scalasca = m.scalasca.unwrap_or("-");
        out.push_str(&format!("{label:<38} {scalasca:<32} {}\n", m.role.name()));
        let kids: Vec<usize> = (0..t.len()).filter(|&k| parents[k] == i).collect();
        let inner = match (depth, last) {
            (0, _) => String::new(),
            (_, true) => format!("{prefix}   "),
            (_, false) => format!("{prefix}│  "),
        };
        for (n, &k) in kids.iter().enumerate() {
            walk(t, parents, k, &inner, n + 1 == kids.len(), depth + 1, out);
        }
    }
    out.push_str(&format!("{:<38} {:<32} {}\n", "ppw id", "Scalasca", "role"));
    for root in (0..t.len()).filter(|&i| parents[i] == usize::MAX) {
        walk(t, &parents, root, "", true, 0, &mut out);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hierarchy_is_consistent() {
        let t = table();
        let p = parents(&t);
        let mut ids = std::collections::HashSet::new();
        let mut scalasca = std::collections::HashSet::new();
        for (i, m) in t.iter().enumerate() {
            assert!(ids.insert(m.id), "metric id {} is not unique", m.id);
            if let Some(s) = m.scalasca {
                assert!(scalasca.insert(s), "Scalasca name {s} is used twice");
            }
            match m.parent {
                Some(parent) => assert!(p[i] < i, "{} must come after its parent {parent}", m.id),
                None => assert!(matches!(
                    m.role,
                    MetricRole::Time | MetricRole::Count | MetricRole::Impact
                )),
            }
            // Time patterns sit below a time metric or another pattern, never below a count.
            if matches!(m.role, MetricRole::Waiting | MetricRole::Completion) {
                assert_ne!(t[p[i]].role, MetricRole::Count, "{}", m.id);
                assert!(matches!(m.source, Source::Pattern(_)), "{}", m.id);
            }
        }
        // Every pattern of the pattern registry has its row.
        assert_eq!(
            t.iter()
                .filter(|m| matches!(m.source, Source::Pattern(_)))
                .count(),
            PATTERNS.len()
        );
    }

    #[test]
    fn tree_shows_every_metric_once() {
        let t = table();
        let text = tree_text(&t);
        assert_eq!(text.lines().count(), t.len() + 1);
        assert!(text.contains("│  ├─ late_sender "), "{text}");
    }
}
