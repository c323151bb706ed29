//! The run's placement: ranks per host, CPUs per host, oversubscription, and how long the ranks
//! waited for a CPU (from the scheduler samples of [`crate::RankInfo`]).

use crate::defs::{Defs, RankInfo};
use crate::ids::Rank;

/// The ranks of one host and its CPUs.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct HostPlacement {
    /// Host name (empty if the trace does not say).
    pub host: String,
    /// World ranks that ran there.
    pub ranks: Vec<Rank>,
    /// CPUs online on the host (0 = unknown).
    pub cores: u32,
}

impl HostPlacement {
    /// More ranks than CPUs on this host.
    pub fn oversubscribed(&self) -> bool {
        self.cores > 0 && self.ranks.len() as u64 > self.cores as u64
    }
}

/// Where the ranks ran and how long they waited for a CPU.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Placement {
    /// Hosts in order of their lowest rank.
    pub hosts: Vec<HostPlacement>,
    /// Run delay per rank (ns) between its first and last scheduler sample, by rank (0 for a
    /// rank without samples).
    pub run_delay_ns: Vec<u64>,
    /// Wall time (ns) between each rank's first and last scheduler sample, by rank.
    pub wall_ns: Vec<u64>,
    /// Involuntary context switches per rank over the same span.
    pub involuntary_switches: Vec<u64>,
}

/// (run delay, wall time, involuntary switches) between a rank's first and last scheduler
/// sample; zeros without two samples. Saturating: the samples come from the input.
pub fn rank_run_delay(info: &RankInfo) -> (u64, u64, u64) {
    match info.sched.as_slice() {
        [a, .., b] => (
            b.run_delay_ns.saturating_sub(a.run_delay_ns),
            b.time.saturating_sub(a.time),
            b.involuntary_switches
                .saturating_sub(a.involuntary_switches),
        ),
        _ => (0, 0, 0),
    }
}

impl Placement {
    /// The placement of a run; `None` if no rank has scheduler samples (traces of other
    /// writers, older native files).
    pub fn of(defs: &Defs) -> Option<Placement> {
        if defs.rank_info.iter().all(|i| i.sched.is_empty()) {
            return None;
        }
        let mut p = Placement::default();
        for info in &defs.rank_info {
            let (delay, wall, switches) = rank_run_delay(info);
            p.run_delay_ns.push(delay);
            p.wall_ns.push(wall);
            p.involuntary_switches.push(switches);
            if info.sched.is_empty() && info.host.is_empty() {
                continue;
            }
            let cores = info.sched.iter().map(|s| s.cores_online).max().unwrap_or(0);
            match p.hosts.iter_mut().find(|h| h.host == info.host) {
                Some(h) => {
                    h.ranks.push(info.rank);
                    h.cores = h.cores.max(cores);
                }
                None => p.hosts.push(HostPlacement {
                    host: info.host.clone(),
                    ranks: vec![info.rank],
                    cores,
                }),
            }
        }
        Some(p)
    }

    /// Some host runs more ranks than it has CPUs.
    pub fn oversubscribed(&self) -> bool {
        self.hosts.iter().any(HostPlacement::oversubscribed)
    }

    /// Run delay summed over ranks (ns).
    pub fn total_run_delay_ns(&self) -> u64 {
        self.run_delay_ns
            .iter()
            .fold(0u64, |a, x| a.saturating_add(*x))
    }

    /// "2 ranks on 1 host (2 CPUs): not oversubscribed" and the like, host by host when the
    /// hosts differ.
    pub fn describe(&self) -> String {
        let ranks: usize = self.hosts.iter().map(|h| h.ranks.len()).sum();
        let per_host = |h: &HostPlacement| {
            let cores = if h.cores > 0 {
                format!("{} CPUs", h.cores)
            } else {
                "CPUs unknown".to_string()
            };
            format!("{} ranks on {cores}", h.ranks.len())
        };
        let same = self
            .hosts
            .windows(2)
            .all(|w| w[0].ranks.len() == w[1].ranks.len() && w[0].cores == w[1].cores);
        let hosts = match self.hosts.as_slice() {
            [] => String::new(),
            [h] => per_host(h),
            [h, ..] if same => format!("{} per host", per_host(h)),
            hs => hs
                .iter()
                .map(|h| format!("{}: {}", h.host, per_host(h)))
                .collect::<Vec<_>>()
                .join(", "),
        };
        format!(
            "{ranks} ranks on {} host{} ({hosts}): {}",
            self.hosts.len(),
            if self.hosts.len() == 1 { "" } else { "s" },
            if self.oversubscribed() {
                "oversubscribed"
            } else {
                "not oversubscribed"
            }
        )
    }
}
