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
use crate::severity::registry::{MetricDef, MetricRole, Source};
use std::collections::{BTreeMap, HashMap};

/// Inclusive-along-the-metric-tree values of one (rank, call path).
pub(crate) type Cell = Vec<u64>;

/// The severity cells and profile rows before conversion to JSON.
#[derive(Default, serde::Serialize, serde::Deserialize)]
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
    let mut s = sums(locs, maps, sev, table);
    fit(&mut s, table);
    s
}

/// Fit every cell's parent metrics to their children (after all sums; see [`sums`]).
pub(crate) fn fit(s: &mut Severities, table: &[MetricDef]) {
    let children = time_children(table);
    for cell in s.cells.values_mut() {
        fit_to_parents(cell, &children);
    }
}

impl Severities {
    /// Add the sums of other locations (of a partitioned analysis's other processes).
    pub(crate) fn merge(&mut self, o: Severities) {
        for (k, v) in o.cells {
            match self.cells.entry(k) {
                std::collections::btree_map::Entry::Vacant(e) => {
                    e.insert(v);
                }
                std::collections::btree_map::Entry::Occupied(mut e) => {
                    for (a, b) in e.get_mut().iter_mut().zip(v) {
                        *a += b;
                    }
                }
            }
        }
        for (k, (v, t, b)) in o.profile {
            let p = self.profile.entry(k).or_default();
            p.0 += v;
            p.1 += t;
            p.2 = p.2.saturating_add(b);
        }
    }
}

/// The cells of some locations, summed but not yet fitted to the metric tree ([`fit`]):
/// sums of several processes' locations merge ([`Severities::merge`]) into those of all.
pub(crate) fn sums(
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
                    Source::Pattern(_) | Source::Impact(_) => 0,
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

/// Add the root-cause and critical-path values `(rank, call path, k, ns)` (`k` indexes
/// `IMPACT_METRICS`) to the cells, and fit their parents (the aggregates) to them.
pub(crate) fn add_impact(
    s: &mut Severities,
    table: &[MetricDef],
    values: &[(u32, u32, usize, u64)],
) {
    if values.is_empty() {
        return;
    }
    let n = table.len();
    let row: HashMap<usize, usize> = table
        .iter()
        .enumerate()
        .filter_map(|(i, m)| match m.source {
            Source::Impact(k) => Some((k, i)),
            _ => None,
        })
        .collect();
    for &(rank, cp, k, ns) in values {
        let cell = s.cells.entry((rank, cp)).or_insert_with(|| vec![0; n]);
        cell[row[&k]] += ns;
    }
    let children = time_children(table);
    for cell in s.cells.values_mut() {
        fit_to_parents(cell, &children);
    }
}

/// Per metric, its children in the metric tree that are times (not counts), for
/// [`fit_to_parents`]; empty for count metrics.
fn time_children(table: &[MetricDef]) -> Vec<Vec<usize>> {
    let parents = crate::severity::registry::parents(table);
    let time = |m: usize| table[m].role != MetricRole::Count;
    (0..table.len())
        .map(|p| {
            (0..table.len())
                .filter(|&m| parents[m] == p && time(m) && time(p))
                .collect()
        })
        .collect()
}

/// Make the time metrics of a cell hold their children: the children of a metric are parts of
/// its time, so they never add up to more. Wait states come from the replay of the clock
/// repaired events, the call path's time from its call tree, read before the repair; a repair
/// that moves an event stretches the call around it (a receive that ended before its send
/// began ends after it), and the parent takes the stretch in. So the total time holds every
/// wait state and no share of it exceeds 100% (issue 35: rank files of two runs mixed in one
/// experiment gave a barrier of 13 us with 8.6 s of waiting, a "1142% wait_at_barrier"). One
/// pass against the table's order (children after their parents) fits every level.
fn fit_to_parents(cell: &mut Cell, children: &[Vec<usize>]) {
    for (p, kids) in children.iter().enumerate().rev() {
        let sum = kids.iter().fold(0u64, |a, &c| a.saturating_add(cell[c]));
        cell[p] = cell[p].max(sum);
    }
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::severity::registry;

    /// Issue 35, item 9: waiting beyond the call's time (rank files of two runs mixed) makes
    /// the call's time, up to the root `time`; counts and consistent cells are left alone.
    #[test]
    fn waiting_never_exceeds_the_time_it_is_part_of() {
        let table = registry::table();
        let at = |id: &str| table.iter().position(|m| m.id == id).unwrap();
        let children = time_children(&table);
        let mut cell = vec![0u64; table.len()];
        for id in ["time", "mpi", "mpi_sync"] {
            cell[at(id)] = 13_000;
        }
        cell[at("computation")] = 500;
        cell[at("time")] += 500;
        cell[at("wait_at_barrier")] = 8_620_000_000;
        cell[at("visits")] = 1;
        fit_to_parents(&mut cell, &children);
        assert_eq!(cell[at("wait_at_barrier")], 8_620_000_000);
        assert_eq!(cell[at("mpi_sync")], 8_620_000_000);
        assert_eq!(cell[at("mpi")], 8_620_000_000);
        assert_eq!(cell[at("time")], 8_620_000_500);
        assert_eq!(cell[at("computation")], 500);
        assert_eq!(cell[at("visits")], 1);
        // A consistent cell stays as it is.
        let mut cell = vec![0u64; table.len()];
        for id in ["time", "mpi", "mpi_sync"] {
            cell[at(id)] = 10_000;
        }
        cell[at("wait_at_barrier")] = 4_000;
        cell[at("visits")] = 7;
        let before = cell.clone();
        fit_to_parents(&mut cell, &children);
        assert_eq!(cell, before);
    }
}
