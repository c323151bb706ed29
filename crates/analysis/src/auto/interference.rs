//! The `system_interference` hypothesis: ranks that were ready to run but waited for a CPU
//! (run delay from the scheduler samples at MPI_Init and MPI_Finalize), with the run's
//! placement (ranks and CPUs per host; on several hosts, the host whose ranks waited most),
//! and the share of slow or variable operations that this waiting explains.
//!
//! Rule (docs/ANALYSIS.md): a rank is *disturbed* when its run delay is at least
//! `interference_share` of its time between the samples. The time of an operation on rank r
//! that interference explains is `min(cost_r, s_r x time_r)`, where `time_r` is the
//! operation's inclusive time on r and `s_r` is r's own delay share, plus for an MPI operation
//! the mean delay share of the other ranks (a descheduled partner delays the rank's
//! communication too), at most 1. Shares of undisturbed ranks count as 0, so a quiet run's
//! findings are unchanged.

use crate::auto::finding::Extra;
use crate::auto::stats::{Facts, PathStat};
use crate::result::analysis::Cause;
use crate::result::text::{rank_list, secs, thousands};
use ppw_event::Placement;
use std::collections::BTreeMap;

/// What the scheduler samples say about the run.
pub(crate) struct Interference {
    pub(crate) placement: Option<Placement>,
    /// Delay share per rank (0 for undisturbed ranks or ranks without samples).
    share: Vec<f64>,
}

/// Read the placement and the per-rank delay shares.
pub(crate) fn measure(f: &Facts<'_>) -> Interference {
    of(f.defs, f.th.interference_share)
}

/// The placement of the run described by `defs` and the delay share of each rank that is at
/// least `threshold` (others count as 0).
pub(crate) fn of(defs: &ppw_event::Defs, threshold: f64) -> Interference {
    let placement = Placement::of(defs);
    let share = match &placement {
        Some(p) => p
            .run_delay_ns
            .iter()
            .zip(&p.wall_ns)
            .map(|(&d, &w)| {
                let s = if w == 0 {
                    0.0
                } else {
                    (d as f64 / w as f64).min(1.0)
                };
                if s >= threshold {
                    s
                } else {
                    0.0
                }
            })
            .collect(),
        None => Vec::new(),
    };
    Interference { placement, share }
}

impl Interference {
    /// True if some rank is disturbed.
    pub(crate) fn any(&self) -> bool {
        self.share.iter().any(|&s| s > 0.0)
    }

    /// `rank`'s own delay share (0 if undisturbed).
    fn own(&self, rank: u32) -> f64 {
        self.share.get(rank as usize).copied().unwrap_or(0.0)
    }

    /// The share of an operation's time on `rank` that waiting for a CPU explains.
    fn share_of(&self, rank: u32, mpi: bool) -> f64 {
        let own = self.own(rank);
        if !mpi || self.share.len() < 2 {
            return own;
        }
        let others: f64 = self.share.iter().sum::<f64>() - own;
        (own + others / (self.share.len() - 1) as f64).min(1.0)
    }

    /// How much more than the other ranks on average `rank` waited for a CPU (its share
    /// minus their mean share, at least 0): what makes it slower than them. Only for load
    /// from outside the program: on an oversubscribed host the ranks take the CPUs from each
    /// other, and a rank with more work to do waits more because of its own work (0 there).
    fn excess(&self, rank: u32) -> f64 {
        if self
            .placement
            .as_ref()
            .is_some_and(Placement::oversubscribed)
        {
            return 0.0;
        }
        let own = self.own(rank);
        if own == 0.0 || self.share.len() < 2 {
            return own;
        }
        let others = (self.share.iter().sum::<f64>() - own) / (self.share.len() - 1) as f64;
        (own - others).max(0.0)
    }

    /// Reduce a load imbalance's or a computation finding's cost per rank (time in call path
    /// `cp`) by what that rank's extra waiting for a CPU explains: its excess share
    /// ([`Self::excess`]) of its exclusive time there. A rank descheduled more than the
    /// others computed that much less than its wall-clock time says; ranks descheduled alike
    /// (a uniformly oversubscribed run) keep their imbalances and wall-clock times, which is
    /// what the program took, and `system_interference` says how much of it was waiting.
    pub(crate) fn reduce_excess(
        &self,
        f: &Facts<'_>,
        cp: u32,
        per_rank: &[(u32, u64)],
    ) -> (Vec<(u32, u64)>, u64) {
        self.reduce_by(f, cp, per_rank, |s| s.excl_total(), |r| self.excess(r))
    }

    /// A clause for a cause naming `ranks`: which of them waited for a CPU, and how much.
    pub(crate) fn remark(&self, ranks: &[u32]) -> Option<String> {
        let hit: Vec<(u32, f64)> = ranks
            .iter()
            .map(|&r| (r, self.own(r)))
            .filter(|x| x.1 > 0.0)
            .collect();
        let (r, s) = *hit.first()?;
        Some(if hit.len() == 1 {
            format!(
                "rank {r} was descheduled (waiting for a CPU) {:.0}% of its time \
                 (system_interference): its delay is the machine's, not its code's",
                s * 100.0
            )
        } else {
            format!(
                "ranks {} were descheduled (waiting for a CPU) up to {:.0}% of their time \
                 (system_interference): their delay is the machine's, not their code's",
                rank_list(&hit.iter().map(|x| x.0).collect::<Vec<_>>()),
                hit.iter().map(|x| x.1).fold(0.0, f64::max) * 100.0
            )
        })
    }

    /// Reduce a slow or variable operation's cost per rank by the time interference explains;
    /// returns the reduced costs and the time taken off (ns).
    pub(crate) fn reduce(
        &self,
        f: &Facts<'_>,
        cp: u32,
        per_rank: &[(u32, u64)],
    ) -> (Vec<(u32, u64)>, u64) {
        let mpi = f.is_mpi(cp);
        self.reduce_by(f, cp, per_rank, |s| s.incl, |r| self.share_of(r, mpi))
    }

    /// Take `share(rank)` of each rank's `time` in `cp` (at most its cost) off its cost;
    /// returns the reduced costs and the time taken off (ns).
    fn reduce_by(
        &self,
        f: &Facts<'_>,
        cp: u32,
        per_rank: &[(u32, u64)],
        time: impl Fn(&PathStat) -> u64,
        share: impl Fn(u32) -> f64,
    ) -> (Vec<(u32, u64)>, u64) {
        if !self.any() {
            return (per_rank.to_vec(), 0);
        }
        let mut off = 0u64;
        let out = per_rank
            .iter()
            .map(|&(rank, cost)| {
                let t = f.stats.get(&(rank, cp)).map_or(0, &time);
                let explained = ((t as f64 * share(rank)) as u64).min(cost);
                off = off.saturating_add(explained);
                (rank, cost - explained)
            })
            .collect();
        (out, off)
    }
}

/// Of a run on several hosts, the host whose ranks waited the largest share of their time for
/// a CPU: (name, share, its ranks); `None` on one host or when no host's ranks waited.
fn worst_host(p: &Placement) -> Option<(String, f64, usize)> {
    if p.hosts.len() < 2 {
        return None;
    }
    let at = |v: &[u64], r: u32| v.get(r as usize).copied().unwrap_or(0);
    p.hosts
        .iter()
        .filter_map(|h| {
            let (d, w) = h.ranks.iter().fold((0u64, 0u64), |(d, w), &r| {
                (
                    d.saturating_add(at(&p.run_delay_ns, r)),
                    w.saturating_add(at(&p.wall_ns, r)),
                )
            });
            (w > 0 && d > 0).then(|| {
                (
                    h.host.clone(),
                    (d as f64 / w as f64).min(1.0),
                    h.ranks.len(),
                )
            })
        })
        .max_by(|a, b| a.1.total_cmp(&b.1).then(b.0.cmp(&a.0)))
}

/// The `system_interference` finding: the disturbed ranks' run delay, at the top call path.
/// `explained` is the time taken off other findings (ns, summed).
pub(crate) fn finding(f: &Facts<'_>, i: &Interference, explained: u64) -> Option<Extra> {
    let p = i.placement.as_ref()?;
    let per_rank: Vec<(u32, u64)> = (0..i.share.len())
        .filter(|&r| i.share[r] > 0.0)
        .map(|r| (r as u32, p.run_delay_ns[r]))
        .collect();
    let ns = per_rank.iter().fold(0u64, |a, x| a.saturating_add(x.1));
    if per_rank.is_empty() || !f.significant(ns) {
        return None;
    }
    // The top call path with the most time (the program's root region).
    let mut top: BTreeMap<u32, u64> = BTreeMap::new();
    for (&(_, cp), s) in &f.stats {
        if f.cps.paths.get(cp as usize).is_some_and(|x| x.0 == 0) {
            *top.entry(cp).or_default() += s.incl;
        }
    }
    let cp = top
        .iter()
        .max_by(|a, b| a.1.cmp(b.1).then(b.0.cmp(a.0)))
        .map(|(cp, _)| *cp)?;
    let wall: u64 = per_rank
        .iter()
        .map(|&(r, _)| p.wall_ns[r as usize])
        .fold(0u64, |a, x| a.saturating_add(x));
    let share = if wall == 0 {
        0.0
    } else {
        ns as f64 / wall as f64
    };
    let switches: u64 = per_rank
        .iter()
        .map(|&(r, _)| p.involuntary_switches[r as usize])
        .fold(0u64, |a, x| a.saturating_add(x));
    let mut worst = per_rank.clone();
    worst.sort_by_key(|&(r, d)| (std::cmp::Reverse(d), r));
    let ranks: Vec<u32> = worst.iter().take(3).map(|x| x.0).collect();
    let over = p.oversubscribed();
    let why = if over {
        "the run is oversubscribed: more ranks than CPUs share a host"
    } else {
        "other load (processes outside the program, or its own extra threads) used the ranks' CPUs"
    };
    let mut detail = format!(
        "{} rank(s) waited {} for a CPU ({:.0}% of their time between MPI_Init and \
         MPI_Finalize; {} involuntary context switches); placement: {}.",
        per_rank.len(),
        secs(ns),
        share * 100.0,
        thousands(switches),
        p.describe()
    );
    if let Some((host, share, n)) = worst_host(p) {
        detail.push_str(&format!(
            " Most on host {host}: its {n} rank(s) waited {:.0}% of their time.",
            share * 100.0
        ));
    }
    if explained > 0 {
        detail.push_str(&format!(
            " Other findings (slow or variable operations, load imbalance, computation) were \
             reduced by the share it explains: {} in all.",
            secs(explained)
        ));
    }
    let cores = p.hosts.iter().map(|h| h.cores).max().unwrap_or(0);
    let per_host = p.hosts.iter().map(|h| h.ranks.len()).max().unwrap_or(0);
    let mut data = BTreeMap::new();
    data.insert("run_delay_share".to_string(), share);
    data.insert("involuntary_switches".to_string(), switches as f64);
    data.insert("oversubscribed".to_string(), if over { 1.0 } else { 0.0 });
    data.insert("ranks_per_host".to_string(), per_host as f64);
    data.insert("cores_per_host".to_string(), cores as f64);
    data.insert("explained_seconds".to_string(), explained as f64 * 1e-9);
    Some(Extra {
        kind: "system_interference",
        cp,
        source: None,
        caller: None,
        per_rank,
        rank: None,
        cause: Cause {
            ranks: ranks.clone(),
            functions: Vec::new(),
            callpath: String::new(),
            text: format!(
                "The ranks were descheduled: {why}. Most affected: rank{} {}.",
                if ranks.len() == 1 { "" } else { "s" },
                rank_list(&ranks)
            ),
        },
        detail,
        data,
    })
}
