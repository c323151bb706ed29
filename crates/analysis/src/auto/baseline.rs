//! The machine's baseline: how long MPI operations take here without any bottleneck, measured
//! by `ppw baseline` (a ping-pong by message size and Barrier/Bcast/Allreduce/Alltoall by rank
//! count and size, run without the ppw runtime), and the expected-time lookup that baseline
//! filtering uses (thesis §5.2.2.1).
//!
//! The file is JSON:
//!
//! ```json
//! {
//!   "format": "ppw-baseline", "version": 1,
//!   "host": "node17", "mpi": "Open MPI v4.1.4, ...", "flavor": "openmpi",
//!   "launcher": ["mpirun", "--oversubscribe"], "created_unix": 1764000000.0, "max_ranks": 4,
//!   "p2p": [{"bytes": 8, "seconds": 1.9e-6, "min": 1.7e-6}],
//!   "collectives": [{"op": "MPI_Allreduce", "ranks": 4, "bytes": 8, "seconds": 6.1e-6,
//!                    "min": 5.2e-6}]
//! }
//! ```
//!
//! `p2p` holds the one-way time (half a ping-pong round trip) per message size; collectives
//! the completion time (slowest rank) per operation, communicator size and size argument
//! (Bcast and Allreduce: the buffer; Alltoall: the block sent to each peer). `seconds` is the
//! median over repetitions, `min` the fastest.
//!
//! ```
//! use ppw_analysis::{Baseline, BaselineColl, BaselineP2p, Expected};
//! let b = Baseline {
//!     p2p: vec![BaselineP2p { bytes: 0, seconds: 0.25, min: 0.25 },
//!               BaselineP2p { bytes: 1000, seconds: 0.75, min: 0.75 }],
//!     collectives: vec![BaselineColl { op: "MPI_Barrier".into(), ranks: 4, bytes: 0,
//!                                      seconds: 5e-6, min: 4e-6 }],
//!     ..Default::default()
//! };
//! assert_eq!(b.expected("MPI_Recv", 2, 500.0), Expected::Seconds(0.5));
//! assert_eq!(b.expected("MPI_Barrier", 4, 0.0), Expected::Seconds(5e-6));
//! assert_eq!(b.expected("MPI_Barrier", 8, 0.0), Expected::MissingRanks);
//! assert_eq!(b.expected("MPI_Reduce", 4, 8.0), Expected::NoEntry);
//! ```

use serde::{Deserialize, Serialize};

/// The `format` value of a baseline file.
pub const BASELINE_FORMAT: &str = "ppw-baseline";
/// The version this ppw writes and reads.
pub const BASELINE_VERSION: u32 = 1;

/// A machine's baseline file.
#[derive(Clone, Debug, Default, Serialize, Deserialize, PartialEq)]
#[serde(default)]
pub struct Baseline {
    /// Always [`BASELINE_FORMAT`].
    pub format: String,
    /// [`BASELINE_VERSION`].
    pub version: u32,
    /// Host name it was measured on.
    pub host: String,
    /// The MPI library's version string.
    pub mpi: String,
    /// `openmpi`, `mpich`, or the launcher's family.
    pub flavor: String,
    /// The launcher prefix used (`mpirun --oversubscribe ...`).
    pub launcher: Vec<String>,
    /// When it was measured (seconds since 1970).
    pub created_unix: f64,
    /// Largest rank count measured.
    pub max_ranks: u32,
    /// Point-to-point one-way times by message size.
    pub p2p: Vec<BaselineP2p>,
    /// Collective completion times.
    pub collectives: Vec<BaselineColl>,
    /// Where the file was read from (not stored in it).
    #[serde(skip)]
    pub path: String,
}

/// One point-to-point measurement.
#[derive(Clone, Debug, Default, Serialize, Deserialize, PartialEq)]
#[serde(default)]
pub struct BaselineP2p {
    /// Message size.
    pub bytes: u64,
    /// One-way time (median), seconds.
    pub seconds: f64,
    /// Fastest one-way time, seconds.
    pub min: f64,
}

/// One collective measurement.
#[derive(Clone, Debug, Default, Serialize, Deserialize, PartialEq)]
#[serde(default)]
pub struct BaselineColl {
    /// `MPI_Barrier`, `MPI_Bcast`, `MPI_Allreduce`, `MPI_Alltoall`.
    pub op: String,
    /// Communicator size.
    pub ranks: u32,
    /// Size argument in bytes (0 for Barrier).
    pub bytes: u64,
    /// Completion time (median over repetitions of the slowest rank's mean), seconds.
    pub seconds: f64,
    /// Fastest, seconds.
    pub min: f64,
}

/// Result of a baseline lookup.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Expected {
    /// The expected time per call in seconds.
    Seconds(f64),
    /// The baseline does not measure this operation.
    NoEntry,
    /// The baseline measures the operation, but not at this communicator size.
    MissingRanks,
}

/// Point-to-point operations compared with the ping-pong one-way time.
const P2P_OPS: [&str; 7] = [
    "MPI_Send",
    "MPI_Ssend",
    "MPI_Bsend",
    "MPI_Rsend",
    "MPI_Recv",
    "MPI_Sendrecv",
    "MPI_Sendrecv_replace",
];

impl Baseline {
    /// Parse and check a baseline file.
    pub fn from_json(text: &str) -> Result<Baseline, String> {
        let b: Baseline =
            serde_json::from_str(text).map_err(|e| format!("not a baseline file: {e}"))?;
        if b.format != BASELINE_FORMAT {
            return Err(format!(
                "not a baseline file (format {:?}, expected {BASELINE_FORMAT:?})",
                b.format
            ));
        }
        if b.version != BASELINE_VERSION {
            return Err(format!(
                "baseline file version {} is not supported (this ppw reads version \
                 {BASELINE_VERSION}); run `ppw baseline` again",
                b.version
            ));
        }
        let bad = b
            .p2p
            .iter()
            .map(|e| e.seconds)
            .chain(b.collectives.iter().map(|e| e.seconds));
        if bad.into_iter().any(|s| !s.is_finite() || s < 0.0) {
            return Err("baseline file holds negative or non-finite times".into());
        }
        Ok(b)
    }

    /// Serialize (pretty JSON).
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("baseline serializes")
    }

    /// True if the baseline knows the operation at all (at some size and rank count).
    pub fn knows(&self, op: &str) -> bool {
        (P2P_OPS.contains(&op) && !self.p2p.is_empty())
            || self.collectives.iter().any(|c| c.op == op)
    }

    /// Expected time of one call of `op` on a communicator of `ranks` ranks with the given
    /// size (point-to-point: message bytes; collectives: see the module documentation).
    pub fn expected(&self, op: &str, ranks: u32, bytes: f64) -> Expected {
        if P2P_OPS.contains(&op) {
            let pts: Vec<(f64, f64)> = self
                .p2p
                .iter()
                .map(|e| (e.bytes as f64, e.seconds))
                .collect();
            return interpolate(&pts, bytes).map_or(Expected::NoEntry, Expected::Seconds);
        }
        let of_op: Vec<&BaselineColl> = self.collectives.iter().filter(|c| c.op == op).collect();
        if of_op.is_empty() {
            return Expected::NoEntry;
        }
        let pts: Vec<(f64, f64)> = of_op
            .iter()
            .filter(|c| c.ranks == ranks)
            .map(|c| (c.bytes as f64, c.seconds))
            .collect();
        interpolate(&pts, bytes).map_or(Expected::MissingRanks, Expected::Seconds)
    }
}

/// Piecewise-linear interpolation over (size, time) points; below the smallest size the
/// smallest time (latency floor), above the largest the last segment's slope (bandwidth).
fn interpolate(points: &[(f64, f64)], x: f64) -> Option<f64> {
    let mut p: Vec<(f64, f64)> = points.to_vec();
    p.sort_by(|a, b| a.0.total_cmp(&b.0));
    p.dedup_by(|a, b| a.0 == b.0);
    let first = *p.first()?;
    if p.len() == 1 || x <= first.0 {
        return Some(first.1);
    }
    for w in p.windows(2) {
        let (a, b) = (w[0], w[1]);
        if x <= b.0 {
            return Some(a.1 + (b.1 - a.1) * (x - a.0) / (b.0 - a.0));
        }
    }
    let (a, b) = (p[p.len() - 2], p[p.len() - 1]);
    let slope = ((b.1 - a.1) / (b.0 - a.0)).max(0.0);
    Some(b.1 + slope * (x - b.0))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn interpolation_and_extrapolation() {
        let pts = [(8.0, 1.0), (1008.0, 3.0)];
        assert_eq!(interpolate(&pts, 0.0), Some(1.0));
        assert_eq!(interpolate(&pts, 508.0), Some(2.0));
        assert_eq!(interpolate(&pts, 2008.0), Some(5.0));
        assert_eq!(interpolate(&[], 1.0), None);
    }

    #[test]
    fn file_checks() {
        let b = Baseline {
            format: BASELINE_FORMAT.into(),
            version: BASELINE_VERSION,
            ..Default::default()
        };
        assert_eq!(Baseline::from_json(&b.to_json()).unwrap(), b);
        assert!(Baseline::from_json("{}").is_err());
        let mut v = b.clone();
        v.version = 9;
        assert!(Baseline::from_json(&v.to_json())
            .unwrap_err()
            .contains("version 9"));
        let mut n = b;
        n.p2p.push(BaselineP2p {
            bytes: 1,
            seconds: -1.0,
            min: 0.0,
        });
        assert!(Baseline::from_json(&n.to_json()).is_err());
    }
}
