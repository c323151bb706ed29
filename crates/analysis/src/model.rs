//! The analysis result and its JSON contract.
//!
//! Everything here is plain data with `serde` derives: [`Analysis`] serializes to the JSON that
//! `ppw analyze` writes and `ppw report` reads back. Field names are the contract documented in
//! `crates/analysis/ANALYSIS.md`; add fields, never rename them.

use serde::{Deserialize, Serialize};

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
    /// Bytes sent plus bytes received by operations of this call path node.
    pub bytes: u64,
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
    /// Cost in seconds (summed over ranks; inclusive of the pattern's specializations).
    pub seconds: f64,
    /// Cost as a fraction of the total time of all locations.
    pub fraction: f64,
    /// Who caused it and what they were doing.
    pub cause: Cause,
    /// What to try.
    pub hint: String,
}

/// Cause of a finding (PPW cause analysis).
#[derive(Clone, Debug, Default, Serialize, Deserialize, PartialEq)]
pub struct Cause {
    /// Ranks responsible, by descending contribution.
    pub ranks: Vec<u32>,
    /// The call path the responsible ranks executed for most of the waiting intervals.
    pub callpath: String,
    /// One sentence for a person.
    pub text: String,
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

impl Analysis {
    /// Serialize to the JSON contract (pretty-printed).
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("analysis serializes")
    }

    /// Parse the JSON contract.
    pub fn from_json(text: &str) -> Result<Analysis, serde_json::Error> {
        serde_json::from_str(text)
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
        let mut i = 0;
        while i < out.len() {
            let cur = out[i].clone();
            for m in &self.metrics {
                if m.parent.as_deref() == Some(cur.as_str()) {
                    out.push(m.id.clone());
                }
            }
            i += 1;
        }
        Some(out)
    }
}
