//! The metric hierarchy: time metrics, then the patterns in registry order, then counts.
//!
//! ```text
//! time                      total time of the locations
//! ├─ computation            user code and local operations
//! └─ mpi                    MPI calls (exclusive: management, init/finalize, ...)
//!    ├─ mpi_p2p             point-to-point calls and their completions
//!    │  ├─ late_sender
//!    │  │  └─ late_sender_wrong_order
//!    │  │     ├─ lswo_different
//!    │  │     └─ lswo_same
//!    │  └─ late_receiver
//!    ├─ mpi_collective      collective communication
//!    │  └─ wait_at_nxn, nxn_completion, late_broadcast, early_reduce, early_scan
//!    ├─ mpi_sync            barriers
//!    │  └─ wait_at_barrier, barrier_completion
//!    ├─ init_completion
//!    └─ finalize_wait
//! visits
//! bytes_sent
//! bytes_received
//! ```
//!
//! `time`'s exclusive value is time that is neither computation nor MPI: measurement overhead
//! (buffer flushes), I/O, and other programming models' communication.

use crate::patterns::PATTERNS;
use crate::replay::classify::Cat;
use crate::result::analysis::MetricInfo;

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
}

/// One metric of the table.
#[derive(Clone, Debug)]
pub(crate) struct MetricDef {
    pub(crate) id: &'static str,
    pub(crate) name: &'static str,
    pub(crate) parent: Option<&'static str>,
    pub(crate) description: &'static str,
    pub(crate) unit: &'static str,
    pub(crate) source: Source,
}

/// The full metric table, parents before children.
pub(crate) fn table() -> Vec<MetricDef> {
    let t = |id, name, parent, description, source| MetricDef {
        id,
        name,
        parent,
        description,
        unit: "seconds",
        source,
    };
    let mut v = vec![
        t(
            "time",
            "Time",
            None,
            "Total time of the locations (sum over call paths of exclusive time). Its own \
             (exclusive) value is time that is neither computation nor MPI: measurement \
             overhead, I/O, other models' communication.",
            Source::Time,
        ),
        t(
            "computation",
            "Computation",
            Some("time"),
            "Exclusive time of user code and local operations.",
            Source::Cat(Cat::Computation),
        ),
        t(
            "mpi",
            "MPI",
            Some("time"),
            "Time in MPI calls. Its own value is MPI time that is not communication or \
             synchronization (init, finalize, communicator management, inquiry).",
            Source::Mpi,
        ),
        t(
            "mpi_p2p",
            "Point-to-point",
            Some("mpi"),
            "Time in MPI point-to-point calls and in the Wait/Test calls completing them.",
            Source::Cat(Cat::P2p),
        ),
        t(
            "mpi_collective",
            "Collective",
            Some("mpi"),
            "Time in MPI collective communication (and in the calls completing non-blocking \
             collectives).",
            Source::Cat(Cat::Coll),
        ),
        t(
            "mpi_sync",
            "Synchronization",
            Some("mpi"),
            "Time in MPI barriers (and in the calls completing non-blocking barriers).",
            Source::Cat(Cat::Sync),
        ),
    ];
    for (i, p) in PATTERNS.iter().enumerate() {
        let m = p.meta();
        v.push(MetricDef {
            id: m.id,
            name: m.name,
            parent: Some(m.parent),
            description: m.description,
            unit: "seconds",
            source: Source::Pattern(i),
        });
    }
    v.push(MetricDef {
        id: "visits",
        name: "Visits",
        parent: None,
        description: "Number of times a call path was entered.",
        unit: "count",
        source: Source::Visits,
    });
    v.push(MetricDef {
        id: "bytes_sent",
        name: "Bytes sent",
        parent: None,
        description: "Bytes sent by point-to-point and collective operations of a call path.",
        unit: "bytes",
        source: Source::BytesSent,
    });
    v.push(MetricDef {
        id: "bytes_received",
        name: "Bytes received",
        parent: None,
        description: "Bytes received by point-to-point and collective operations of a call path.",
        unit: "bytes",
        source: Source::BytesReceived,
    });
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
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hierarchy_is_consistent() {
        let t = table();
        let p = parents(&t);
        for (i, m) in t.iter().enumerate() {
            if m.parent.is_some() {
                assert!(p[i] < i, "{} must come after its parent", m.id);
            }
        }
        let ids: std::collections::HashSet<_> = t.iter().map(|m| m.id).collect();
        assert_eq!(ids.len(), t.len(), "metric ids are unique");
        for id in [
            "late_sender",
            "late_sender_wrong_order",
            "lswo_different",
            "lswo_same",
            "late_receiver",
            "wait_at_barrier",
            "barrier_completion",
            "wait_at_nxn",
            "nxn_completion",
            "late_broadcast",
            "early_reduce",
            "early_scan",
            "init_completion",
            "finalize_wait",
        ] {
            assert!(ids.contains(id), "{id}");
        }
    }
}
