//! Results mapped onto the program's virtual topologies (KOJAK/EXPERT's topology view, seed
//! `001_*` §5): for each communicator the program gave a grid or a graph (`MPI_Cart_create`,
//! `MPI_Graph_create`, ...), each member's coordinates with its computation and waiting time;
//! for Cartesian grids also which neighbour direction the point-to-point waits come from
//! (the waiting rank's coordinates against those of the rank that made it wait) and how
//! unevenly the computation is spread along each dimension.

use crate::grid::direction;
use crate::result::analysis::{
    LoadBalance, TopoDimension, TopoDirection, TopoRank, TopologyReport,
};
use ppw_event::{topology_kind, Defs, Rank};
use std::collections::BTreeMap;

/// Point-to-point waiting time by (waiting rank, rank that caused it, pattern id), in ns.
pub(crate) type PairWaits = BTreeMap<(Rank, Rank, &'static str), u64>;

/// Patterns whose waits have a direction: one rank waits for one other.
const DIRECTED: &[&str] = &["late_sender", "late_receiver"];

/// The reports of every virtual topology in `defs`.
pub(crate) fn reports(defs: &Defs, waits: &PairWaits, lb: &LoadBalance) -> Vec<TopologyReport> {
    let computation: BTreeMap<Rank, f64> =
        lb.ranks.iter().map(|r| (r.rank, r.computation)).collect();
    // Waiting time of each rank in the directed patterns.
    let mut waited: BTreeMap<Rank, u64> = BTreeMap::new();
    for (&(r, _, p), ns) in waits {
        if DIRECTED.contains(&p) {
            *waited.entry(r).or_default() += ns;
        }
    }
    let mut out = Vec::new();
    for t in &defs.topologies {
        let Some(comm) = defs.comms.get(t.comm.index()) else {
            continue;
        };
        let coords_of = |r: Rank| comm.local_rank(r).and_then(|l| t.coords.get(l as usize));
        let ranks: Vec<TopoRank> = comm
            .members
            .iter()
            .enumerate()
            .map(|(i, &r)| TopoRank {
                rank: r,
                coords: t.coords.get(i).cloned().unwrap_or_default(),
                neighbors: t
                    .out
                    .get(i)
                    .map(|o| o.iter().filter_map(|l| comm.world_rank(*l)).collect())
                    .unwrap_or_default(),
                computation: computation.get(&r).copied().unwrap_or(0.0),
                waiting: *waited.get(&r).unwrap_or(&0) as f64 * 1e-9,
            })
            .collect();
        let cartesian = t.kind == topology_kind::CARTESIAN && !t.dims.is_empty();
        let mut directions = Vec::new();
        let mut dimensions = Vec::new();
        if cartesian {
            // Directed waits by (pattern, dimension, direction); waits between ranks that are
            // no neighbours along one dimension go to dimension `None`.
            let mut by: BTreeMap<(&str, Option<usize>, i32), u64> = BTreeMap::new();
            for (&(r, s, p), ns) in waits {
                if !DIRECTED.contains(&p) {
                    continue;
                }
                let (Some(a), Some(b)) = (coords_of(r), coords_of(s)) else {
                    continue;
                };
                let key = match direction(&t.dims, &t.periods, a, b) {
                    Some((d, sign)) => (p, Some(d), sign),
                    None => (p, None, 0),
                };
                *by.entry(key).or_default() += ns;
            }
            let total: u64 = by.values().sum();
            directions = by
                .into_iter()
                .map(|((p, d, sign), ns)| TopoDirection {
                    pattern: p.to_string(),
                    dimension: d.map(|d| d as u32),
                    direction: sign,
                    seconds: ns as f64 * 1e-9,
                    fraction: if total == 0 {
                        0.0
                    } else {
                        ns as f64 / total as f64
                    },
                })
                .collect();
            dimensions = (0..t.dims.len())
                .map(|d| dimension(d, t.dims[d], &ranks))
                .collect();
        }
        out.push(TopologyReport {
            communicator: if comm.name.is_empty() {
                format!("communicator {}", t.comm.0)
            } else {
                comm.name.clone()
            },
            kind: match t.kind {
                topology_kind::CARTESIAN => "cartesian",
                topology_kind::GRAPH => "graph",
                _ => "dist_graph",
            }
            .to_string(),
            dims: t.dims.clone(),
            periods: t.periods.clone(),
            ranks,
            directions,
            dimensions,
        });
    }
    out
}

/// How the computation time spreads along dimension `d` of size `n`: the mean over the ranks
/// of each coordinate (a slice of the grid), and the largest slice mean over the mean of all.
fn dimension(d: usize, n: u32, ranks: &[TopoRank]) -> TopoDimension {
    let mut sum = vec![0.0; n as usize];
    let mut count = vec![0u32; n as usize];
    for r in ranks {
        if let Some(&c) = r.coords.get(d) {
            if let (Some(s), Some(k)) = (sum.get_mut(c as usize), count.get_mut(c as usize)) {
                *s += r.computation;
                *k += 1;
            }
        }
    }
    let means: Vec<f64> = sum
        .iter()
        .zip(&count)
        .map(|(s, k)| if *k == 0 { 0.0 } else { s / *k as f64 })
        .collect();
    let filled: Vec<f64> = means
        .iter()
        .zip(&count)
        .filter(|(_, k)| **k > 0)
        .map(|(m, _)| *m)
        .collect();
    let avg = if filled.is_empty() {
        0.0
    } else {
        filled.iter().sum::<f64>() / filled.len() as f64
    };
    let (slowest, max) =
        means.iter().enumerate().fold(
            (0, f64::MIN),
            |acc, (i, m)| if *m > acc.1 { (i, *m) } else { acc },
        );
    TopoDimension {
        dimension: d as u32,
        computation: means,
        max_over_avg: if avg > 0.0 { max / avg } else { 1.0 },
        slowest: slowest as u32,
    }
}
