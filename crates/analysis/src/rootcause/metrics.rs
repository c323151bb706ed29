//! The metrics of the root-cause and critical-path analyses (rows of the metric registry), and
//! the wait-state families that delays are charged by.
//!
//! Ids are Scalasca 2.6's unique names where Scalasca has the metric (the tree it shows after
//! `cube_remap2`); the one-sided and PGAS families are ppw's own (Scalasca has no delay analysis
//! for them).

/// A metric row: (id, display name, parent, Scalasca name or "", description).
pub(crate) type ImpactRow = (
    &'static str,
    &'static str,
    Option<&'static str>,
    &'static str,
    &'static str,
);

/// How a family's wait states are scaled and classified.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Shape {
    /// One waiter, one culprit (point-to-point): the short-term scale is capped at 1 and the
    /// wait states are classified (direct/indirect, propagating/terminal).
    P2p,
    /// One waiter, one culprit (one-sided and PGAS pairs): capped, not classified.
    Pair,
    /// Several waiters of one group operation (collectives, window group operations): each
    /// waiter's share uncapped, as Scalasca does for collectives.
    Group,
}

/// A wait-state family: the patterns whose wait states it covers and its three metric ids.
#[derive(Debug)]
pub(crate) struct Family {
    pub(crate) patterns: &'static [&'static str],
    pub(crate) short: &'static str,
    pub(crate) long: &'static str,
    pub(crate) shape: Shape,
    /// The classification metrics (P2p only): (direct, indirect, propagating, terminal).
    pub(crate) classes: Option<[&'static str; 4]>,
}

/// The families, in metric order (Late Sender first, Late Receiver second: `Sp::completion`
/// and the tests rely on it).
pub(crate) const FAMILIES: &[Family] = &[
    Family {
        patterns: &["late_sender"],
        short: "delay_latesender",
        long: "delay_latesender_longterm",
        shape: Shape::P2p,
        classes: Some([
            "mpi_wait_direct_latesender",
            "mpi_wait_indirect_latesender",
            "mpi_wait_propagating_ls",
            "mpi_wait_terminal_ls",
        ]),
    },
    Family {
        patterns: &["late_receiver"],
        short: "delay_latereceiver",
        long: "delay_latereceiver_longterm",
        shape: Shape::P2p,
        classes: Some([
            "mpi_wait_direct_latereceiver",
            "mpi_wait_indirect_latereceiver",
            "mpi_wait_propagating_lr",
            "mpi_wait_terminal_lr",
        ]),
    },
    Family {
        patterns: &["wait_at_barrier"],
        short: "delay_barrier",
        long: "delay_barrier_longterm",
        shape: Shape::Group,
        classes: None,
    },
    Family {
        patterns: &["early_reduce"],
        short: "delay_n21",
        long: "delay_n21_longterm",
        shape: Shape::Group,
        classes: None,
    },
    Family {
        patterns: &["late_broadcast"],
        short: "delay_12n",
        long: "delay_12n_longterm",
        shape: Shape::Group,
        classes: None,
    },
    Family {
        patterns: &["wait_at_nxn"],
        short: "delay_n2n",
        long: "delay_n2n_longterm",
        shape: Shape::Group,
        classes: None,
    },
    Family {
        patterns: &["rma_late_post", "rma_comm_late_post"],
        short: "delay_rma_late_post",
        long: "delay_rma_late_post_longterm",
        shape: Shape::Pair,
        classes: None,
    },
    Family {
        patterns: &["rma_early_wait"],
        short: "delay_rma_early_wait",
        long: "delay_rma_early_wait_longterm",
        shape: Shape::Pair,
        classes: None,
    },
    Family {
        patterns: &[
            "rma_wait_at_fence",
            "rma_wait_at_create",
            "rma_wait_at_free",
        ],
        short: "delay_rma_group",
        long: "delay_rma_group_longterm",
        shape: Shape::Group,
        classes: None,
    },
    Family {
        patterns: &[
            "rma_lock_competition",
            "rma_comm_lock_competition",
            "wait_on_lock",
        ],
        short: "delay_lock",
        long: "delay_lock_longterm",
        shape: Shape::Pair,
        classes: None,
    },
    Family {
        patterns: &[
            "rma_wait_for_progress",
            "rma_comm_wait_for_progress",
            "wait_for_progress",
        ],
        short: "delay_progress",
        long: "delay_progress_longterm",
        shape: Shape::Pair,
        classes: None,
    },
    Family {
        patterns: &["wait_on_value"],
        short: "delay_wait_on_value",
        long: "delay_wait_on_value_longterm",
        shape: Shape::Pair,
        classes: None,
    },
    Family {
        patterns: &["late_partner"],
        short: "delay_late_partner",
        long: "delay_late_partner_longterm",
        shape: Shape::Pair,
        classes: None,
    },
];

const SHORT: &str = "Short-term delay costs: the excess time the waited-for process spent in \
                     this call path during the synchronization interval, scaled to the waiting \
                     time it caused directly.";
const LONG: &str = "Long-term delay costs: waiting time this call path caused indirectly, \
                    through wait states that it caused and that delayed further processes.";

/// The family whose wait states a pattern's are (by pattern id).
pub(crate) fn family_of(pattern: &str) -> Option<usize> {
    FAMILIES.iter().position(|f| f.patterns.contains(&pattern))
}

/// Every metric of both analyses, parents before children.
pub(crate) const IMPACT_METRICS: &[ImpactRow] = &[
    ("delay", "Delay costs", None, "delay", "Costs and location of the delays that cause wait states: where the waited-for processes spent the time that made others wait (root-cause analysis, docs/ANALYSIS.md)."),
    ("delay_mpi", "MPI", Some("delay"), "delay_mpi", "Delays causing wait states in MPI point-to-point and collective operations."),
    ("delay_p2p", "Point-to-point", Some("delay_mpi"), "delay_p2p", "Delays causing point-to-point wait states."),
    ("delay_latesender_aggregate", "Late Sender", Some("delay_p2p"), "delay_latesender_aggregate", "Delays causing Late Sender wait states."),
    ("delay_latesender", "Short-term", Some("delay_latesender_aggregate"), "delay_latesender", SHORT),
    ("delay_latesender_longterm", "Long-term", Some("delay_latesender_aggregate"), "delay_latesender_longterm", LONG),
    ("delay_latereceiver_aggregate", "Late Receiver", Some("delay_p2p"), "delay_latereceiver_aggregate", "Delays causing Late Receiver wait states."),
    ("delay_latereceiver", "Short-term", Some("delay_latereceiver_aggregate"), "delay_latereceiver", SHORT),
    ("delay_latereceiver_longterm", "Long-term", Some("delay_latereceiver_aggregate"), "delay_latereceiver_longterm", LONG),
    ("delay_collective", "Collective", Some("delay_mpi"), "delay_collective", "Delays causing wait states in collective operations (MPI, OpenSHMEM and UPC barriers and collectives)."),
    ("delay_barrier_aggregate", "Wait at Barrier", Some("delay_collective"), "delay_barrier_aggregate", "Delays causing wait states in barriers."),
    ("delay_barrier", "Short-term", Some("delay_barrier_aggregate"), "delay_barrier", SHORT),
    ("delay_barrier_longterm", "Long-term", Some("delay_barrier_aggregate"), "delay_barrier_longterm", LONG),
    ("delay_n21_aggregate", "Early Reduce", Some("delay_collective"), "delay_n21_aggregate", "Delays causing wait states in N-to-1 operations."),
    ("delay_n21", "Short-term", Some("delay_n21_aggregate"), "delay_n21", SHORT),
    ("delay_n21_longterm", "Long-term", Some("delay_n21_aggregate"), "delay_n21_longterm", LONG),
    ("delay_12n_aggregate", "Late Broadcast", Some("delay_collective"), "delay_12n_aggregate", "Delays causing wait states in 1-to-N operations."),
    ("delay_12n", "Short-term", Some("delay_12n_aggregate"), "delay_12n", SHORT),
    ("delay_12n_longterm", "Long-term", Some("delay_12n_aggregate"), "delay_12n_longterm", LONG),
    ("delay_n2n_aggregate", "Wait at N x N", Some("delay_collective"), "delay_n2n_aggregate", "Delays causing wait states in N-to-N operations."),
    ("delay_n2n", "Short-term", Some("delay_n2n_aggregate"), "delay_n2n", SHORT),
    ("delay_n2n_longterm", "Long-term", Some("delay_n2n_aggregate"), "delay_n2n_longterm", LONG),
    ("delay_onesided", "One-sided and PGAS", Some("delay"), "", "Delays causing wait states of one-sided communication (MPI RMA, OpenSHMEM, ARMCI, UPC): ppw's definitions, docs/ANALYSIS.md."),
    ("delay_rma_late_post_aggregate", "Late Post", Some("delay_onesided"), "", "Delays causing Late Post wait states: the target posted its exposure epoch late."),
    ("delay_rma_late_post", "Short-term", Some("delay_rma_late_post_aggregate"), "", SHORT),
    ("delay_rma_late_post_longterm", "Long-term", Some("delay_rma_late_post_aggregate"), "", LONG),
    ("delay_rma_early_wait_aggregate", "Early Wait", Some("delay_onesided"), "", "Delays causing Early Wait wait states: an origin completed its access epoch late."),
    ("delay_rma_early_wait", "Short-term", Some("delay_rma_early_wait_aggregate"), "", SHORT),
    ("delay_rma_early_wait_longterm", "Long-term", Some("delay_rma_early_wait_aggregate"), "", LONG),
    ("delay_rma_group_aggregate", "Window group operations", Some("delay_onesided"), "", "Delays causing wait states in window fences, creations and releases."),
    ("delay_rma_group", "Short-term", Some("delay_rma_group_aggregate"), "", SHORT),
    ("delay_rma_group_longterm", "Long-term", Some("delay_rma_group_aggregate"), "", LONG),
    ("delay_lock_aggregate", "Locks", Some("delay_onesided"), "", "Delays causing waits for locks (MPI window locks, OpenSHMEM and UPC locks): the holder kept the lock."),
    ("delay_lock", "Short-term", Some("delay_lock_aggregate"), "", SHORT),
    ("delay_lock_longterm", "Long-term", Some("delay_lock_aggregate"), "", LONG),
    ("delay_progress_aggregate", "Wait for Progress", Some("delay_onesided"), "", "Delays causing Wait for Progress: the target stayed outside the communication library."),
    ("delay_progress", "Short-term", Some("delay_progress_aggregate"), "", SHORT),
    ("delay_progress_longterm", "Long-term", Some("delay_progress_aggregate"), "", LONG),
    ("delay_wait_on_value_aggregate", "Wait on Value", Some("delay_onesided"), "", "Delays causing waits on a variable's value: the writer wrote it late."),
    ("delay_wait_on_value", "Short-term", Some("delay_wait_on_value_aggregate"), "", SHORT),
    ("delay_wait_on_value_longterm", "Long-term", Some("delay_wait_on_value_aggregate"), "", LONG),
    ("delay_late_partner_aggregate", "Late Partner", Some("delay_onesided"), "", "Delays causing waits in pairwise synchronization (Fortran's sync images): the partner that arrived last was late."),
    ("delay_late_partner", "Short-term", Some("delay_late_partner_aggregate"), "", SHORT),
    ("delay_late_partner_longterm", "Long-term", Some("delay_late_partner_aggregate"), "", LONG),
    ("waitstates_propagating_vs_terminal", "Point-to-point wait states (propagating vs. terminal)", None, "waitstates_propagating_vs_terminal", "Point-to-point waiting time split into wait states that cause further waiting elsewhere and those that do not."),
    ("mpi_wait_propagating", "Propagating wait states", Some("waitstates_propagating_vs_terminal"), "mpi_wait_propagating", "Point-to-point waiting time that propagates: it delays the waiting process, which then makes others wait."),
    ("mpi_wait_propagating_ls", "Late Sender", Some("mpi_wait_propagating"), "mpi_wait_propagating_ls", "Late Sender waiting time that causes further waiting on other processes."),
    ("mpi_wait_propagating_lr", "Late Receiver", Some("mpi_wait_propagating"), "mpi_wait_propagating_lr", "Late Receiver waiting time that causes further waiting on other processes."),
    ("mpi_wait_terminal", "Terminal wait states", Some("waitstates_propagating_vs_terminal"), "mpi_wait_terminal", "Point-to-point waiting time that does not propagate further."),
    ("mpi_wait_terminal_ls", "Late Sender", Some("mpi_wait_terminal"), "mpi_wait_terminal_ls", "Late Sender waiting time that does not propagate."),
    ("mpi_wait_terminal_lr", "Late Receiver", Some("mpi_wait_terminal"), "mpi_wait_terminal_lr", "Late Receiver waiting time that does not propagate."),
    ("waitstates_direct_vs_indirect", "Point-to-point wait states (direct vs. indirect)", None, "waitstates_direct_vs_indirect", "Point-to-point waiting time split by where it comes from: delays of the partner itself, or waiting the partner passed on."),
    ("mpi_wait_direct", "Direct wait states", Some("waitstates_direct_vs_indirect"), "mpi_wait_direct", "Waiting time caused directly by the partner's excess work (load imbalance)."),
    ("mpi_wait_direct_latesender", "Late Sender", Some("mpi_wait_direct"), "mpi_wait_direct_latesender", "Late Sender waiting time caused directly by the sender's excess work."),
    ("mpi_wait_direct_latereceiver", "Late Receiver", Some("mpi_wait_direct"), "mpi_wait_direct_latereceiver", "Late Receiver waiting time caused directly by the receiver's excess work."),
    ("mpi_wait_indirect", "Indirect wait states", Some("waitstates_direct_vs_indirect"), "mpi_wait_indirect", "Waiting time the partner passed on: it was itself waiting during the synchronization interval."),
    ("mpi_wait_indirect_latesender", "Late Sender", Some("mpi_wait_indirect"), "mpi_wait_indirect_latesender", "Late Sender waiting time passed on by a sender that was itself waiting."),
    ("mpi_wait_indirect_latereceiver", "Late Receiver", Some("mpi_wait_indirect"), "mpi_wait_indirect_latereceiver", "Late Receiver waiting time passed on by a receiver that was itself waiting."),
    ("critical_path", "Critical path", None, "critical_path", "Profile of the critical path: following the chain of wait states back from the process that entered MPI_Finalize last, the time of each call path and process that the run's length is made of. Only work on it makes the run longer."),
    ("critical_path_imbalance", "Imbalance", Some("critical_path"), "critical_path_imbalance", "Share of a call path's critical-path time beyond its average time per process (without waiting): what balancing it would gain at most."),
    ("performance_impact", "Performance impact", None, "performance_impact", "Resource consumption of each call path: on the critical path (its own time and the waiting its imbalance causes) or off it."),
    ("performance_impact_criticalpath", "Critical-path activities", Some("performance_impact"), "performance_impact_criticalpath", "Resource consumption of activities on the critical path, with the waiting their imbalance causes."),
    ("critical_path_activities", "Activity impact", Some("performance_impact_criticalpath"), "critical_path_activities", "Time of activities that are on the critical path (at most their critical-path time per process)."),
    ("critical_imbalance_impact", "Imbalance impact", Some("performance_impact_criticalpath"), "critical_imbalance_impact", "Waiting time of all processes mapped onto the critical-path activities whose imbalance causes it."),
    ("intra_partition_imbalance", "Intra-partition imbalance", Some("critical_imbalance_impact"), "intra_partition_imbalance", "Imbalance impact from imbalance among processes that run the same activities."),
    ("inter_partition_imbalance", "Inter-partition imbalance", Some("critical_imbalance_impact"), "inter_partition_imbalance", "Imbalance impact from processes that run different activities (MPMD partitions)."),
    ("non_critical_path_activities", "Non-critical-path activities", Some("performance_impact"), "non_critical_path_activities", "Time of activities beyond their critical-path time: making them faster does not shorten the run."),
];

/// Index of a metric in [`IMPACT_METRICS`].
pub(crate) fn index(id: &str) -> usize {
    IMPACT_METRICS
        .iter()
        .position(|m| m.0 == id)
        .unwrap_or_else(|| panic!("no root-cause metric {id}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn families_name_existing_metrics_and_patterns() {
        for f in FAMILIES {
            let (s, l) = (index(f.short), index(f.long));
            assert_eq!(IMPACT_METRICS[s].2, IMPACT_METRICS[l].2, "{}", f.short);
            for c in f.classes.iter().flatten() {
                index(c);
            }
            for p in f.patterns {
                assert!(
                    crate::patterns::PATTERNS.iter().any(|x| x.meta().id == *p),
                    "{p}"
                );
            }
        }
    }
}
