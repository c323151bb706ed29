//! The severity cells in memory: (metric, rank, call path) -> value, and the profile rows (the
//! CUBE4 file that holds them for Cube is written by `ppw-export`).
//!
//! Cells are accumulated in integer nanoseconds (and counts), so the result does not depend on
//! the order in which locations or threads are summed. The stored cells are *exclusive* along
//! the metric tree: a cell of `mpi_p2p` holds the point-to-point time that is not Late Sender
//! or Late Receiver, so that the values of all time metrics of a call path add up to its
//! exclusive time (this is how Cube stores metric values). `Analysis::rank_inclusive` sums a
//! subtree back up.

use crate::replay::calltree::Callpaths;
use crate::replay::classify::{Cat, NCAT};
use crate::replay::records::LocData;
use crate::severity::registry::{MetricDef, Source};
use std::collections::{BTreeMap, HashMap};

/// Inclusive-along-the-metric-tree values of one (rank, call path).
pub(crate) type Cell = Vec<u64>;

/// The severity cells and profile rows before conversion to JSON.
pub(crate) struct Severities {
    /// (rank, call path) -> metric values, inclusive along the metric tree.
    pub(crate) cells: BTreeMap<(u32, u32), Cell>,
    /// (rank, call path) -> (visits, inclusive ns, bytes).
    pub(crate) profile: BTreeMap<(u32, u32), (u64, u64, u64)>,
}

/// Build the cells from every location's call tree and pattern severities.
pub(crate) fn build(
    locs: &[LocData],
    maps: &[Vec<u32>],
    sev: &[&[((u16, u32), u64)]],
    table: &[MetricDef],
) -> Severities {
    let n = table.len();
    let mut cells: BTreeMap<(u32, u32), Cell> = BTreeMap::new();
    let mut profile: BTreeMap<(u32, u32), (u64, u64, u64)> = BTreeMap::new();
    let pattern_metric: HashMap<usize, usize> = table
        .iter()
        .enumerate()
        .filter_map(|(i, m)| match m.source {
            Source::Pattern(p) => Some((p, i)),
            _ => None,
        })
        .collect();
    for (l, d) in locs.iter().enumerate() {
        let map = &maps[l];
        for (i, node) in d.tree.nodes.iter().enumerate().skip(1) {
            let key = (d.rank, map[i]);
            let cell = cells.entry(key).or_insert_with(|| vec![0; n]);
            let excl: [u64; NCAT] = node.excl;
            for (m, def) in table.iter().enumerate() {
                cell[m] += match def.source {
                    Source::Time => excl.iter().sum(),
                    Source::Cat(c) => excl[c as usize],
                    Source::Mpi => Cat::MPI.iter().map(|&c| excl[c as usize]).sum(),
                    Source::Visits => node.visits,
                    Source::BytesSent => node.bytes_sent,
                    Source::BytesReceived => node.bytes_received,
                    Source::BytesPut => node.bytes_put,
                    Source::BytesGet => node.bytes_get,
                    Source::Pattern(_) => 0,
                };
            }
            let p = profile.entry(key).or_default();
            p.0 += node.visits;
            p.1 += node.incl;
            p.2 = p.2.saturating_add(
                node.bytes_sent
                    .saturating_add(node.bytes_received)
                    .saturating_add(node.bytes_put)
                    .saturating_add(node.bytes_get),
            );
        }
        for &((pat, node), ns) in sev[l] {
            let key = (d.rank, map[node as usize]);
            let cell = cells.entry(key).or_insert_with(|| vec![0; n]);
            cell[pattern_metric[&(pat as usize)]] += ns;
        }
    }
    Severities { cells, profile }
}

/// Exclusive-along-the-metric-tree values of a cell (children subtracted, clamped at zero).
pub(crate) fn exclusive(cell: &Cell, parents: &[usize]) -> Vec<u64> {
    let mut out = cell.clone();
    for (m, &p) in parents.iter().enumerate() {
        if p != usize::MAX {
            out[p] = out[p].saturating_sub(cell[m]);
        }
    }
    out
}

/// Name every call path once.
pub(crate) fn names(cps: &Callpaths, regions: &[ppw_event::RegionDef]) -> Vec<String> {
    (0..cps.paths.len() as u32)
        .map(|i| cps.name(i, regions))
        .collect()
}
