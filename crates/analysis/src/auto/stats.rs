//! What the automatic analyses (bottlenecks, load balance, redundancy, frequency, execution
//! hypotheses) read: the call-path statistics per (rank, call path) with threads merged, the
//! region classes, the matched records, and the wait-state time per call path.

use crate::auto::thresholds::Thresholds;
use crate::replay::calltree::Callpaths;
use crate::replay::classify::{Cat, RegionClass, NCAT};
use crate::replay::matching::Instances;
use crate::replay::records::LocData;
use ppw_event::{Defs, RegionId};
use std::collections::BTreeMap;

/// (count, bytes, ns) of transfers per (sender rank, peer, call path): the frequency
/// analysis's sums (`auto::frequency::Pairs`), named here so that this module need not import
/// that one.
pub(crate) type FrequencyPairs = BTreeMap<(u32, u32, u32), (u64, u64, u64)>;

/// Statistics of one call path on one rank (threads merged).
#[derive(Clone, Debug, serde::Serialize, serde::Deserialize)]
pub(crate) struct PathStat {
    pub(crate) visits: u64,
    pub(crate) incl: u64,
    pub(crate) excl: [u64; NCAT],
    pub(crate) min: u64,
    pub(crate) max: u64,
    pub(crate) bytes_sent: u64,
    pub(crate) bytes_received: u64,
    pub(crate) io_bytes: u64,
    pub(crate) cpu_user: u64,
    pub(crate) cpu_system: u64,
    pub(crate) cpu_wall: u64,
    /// Largest communicator a collective of this call path ran on (0 if unknown).
    pub(crate) comm_size: u32,
}

impl Default for PathStat {
    fn default() -> Self {
        PathStat {
            visits: 0,
            incl: 0,
            excl: [0; NCAT],
            min: u64::MAX,
            max: 0,
            bytes_sent: 0,
            bytes_received: 0,
            io_bytes: 0,
            cpu_user: 0,
            cpu_system: 0,
            cpu_wall: 0,
            comm_size: 0,
        }
    }
}

impl PathStat {
    pub(crate) fn excl_total(&self) -> u64 {
        self.excl.iter().sum()
    }
}

/// Everything the automatic analyses read.
pub(crate) struct Facts<'a> {
    pub(crate) defs: &'a Defs,
    pub(crate) locs: &'a [LocData],
    /// Local call-tree node -> global call path, per location.
    pub(crate) maps: &'a [Vec<u32>],
    pub(crate) cps: &'a Callpaths,
    pub(crate) names: &'a [String],
    pub(crate) classes: &'a [RegionClass],
    pub(crate) by_rank: &'a [Vec<u32>],
    pub(crate) insts: &'a Instances,
    pub(crate) th: &'a Thresholds,
    /// Sum of all locations' time (ns).
    pub(crate) total_ns: u64,
    /// (rank, call path) -> statistics.
    pub(crate) stats: BTreeMap<(u32, u32), PathStat>,
    /// The frequency analysis's message counts, when the processes of a partitioned analysis
    /// summed them (else computed from `locs`).
    pub(crate) frequency: Option<FrequencyPairs>,
    /// Time per rank between MPI_Init and MPI_Finalize: the total without the inclusive time
    /// of MPI_Init, MPI_Finalize and the measurement system's own regions (start-up,
    /// shut-down and buffer flushes are not the program's work).
    pub(crate) rank_core: Vec<u64>,
    /// Wait-state time per call path, summed over ranks (ns): the top-level patterns that
    /// another rank causes (not the completion patterns).
    pub(crate) waits: BTreeMap<u32, Vec<(&'static str, u64)>>,
    /// True if any location has events (not only a stored profile).
    pub(crate) traced: bool,
    /// Nodes with CPU data were seen.
    pub(crate) cpu_sampled: bool,
    /// In a partitioned analysis whose owners answer questions about their records (stage 8):
    /// the readers of records ask them instead of reading `locs`.
    pub(crate) owners: Option<&'a dyn crate::auto::ask::Asker>,
}

impl Facts<'_> {
    /// The region of a call path.
    pub(crate) fn region(&self, cp: u32) -> RegionId {
        self.cps.paths[cp as usize].1
    }

    /// The class of a call path's region.
    pub(crate) fn class(&self, cp: u32) -> Option<&RegionClass> {
        self.classes.get(self.region(cp).index())
    }

    /// The region name (last element) of a call path.
    pub(crate) fn region_name(&self, cp: u32) -> &str {
        crate::replay::calltree::region_name(self.region(cp), &self.defs.regions)
    }

    /// True if the call path is MPI_Init(_thread), MPI_Finalize, or the measurement system's
    /// own work (buffer flushes, set-up): nothing a user can tune in the program.
    pub(crate) fn is_setup(&self, cp: u32) -> bool {
        self.class(cp)
            .is_some_and(|c| c.init || c.finalize || c.measurement)
    }

    /// True if the call path or one of its ancestors is the measurement system's own work
    /// (a buffer flush, ppw's set-up): time the program would not have spent without ppw.
    pub(crate) fn under_measurement(&self, cp: u32) -> bool {
        let mut cur = cp;
        while cur != 0 && cur != crate::replay::calltree::NO_NODE {
            if self.class(cur).is_some_and(|c| c.measurement) {
                return true;
            }
            cur = self.cps.paths[cur as usize].0;
        }
        false
    }

    /// True if the call path's region is an MPI construct.
    pub(crate) fn is_mpi(&self, cp: u32) -> bool {
        self.class(cp).is_some_and(|c| c.mpi)
    }

    /// True if the call path or one of its ancestors is an MPI construct (time inside MPI).
    pub(crate) fn inside_mpi(&self, cp: u32) -> bool {
        let mut cur = cp;
        while cur != 0 && cur != crate::replay::calltree::NO_NODE {
            if self.is_mpi(cur) {
                return true;
            }
            cur = self.cps.paths[cur as usize].0;
        }
        false
    }

    /// `file:line` of a call path's first known call site.
    pub(crate) fn source(&self, cp: u32) -> Option<String> {
        let cs = self.cps.callsites[cp as usize];
        self.defs.callsites.get(cs.index()).and_then(|d| d.source())
    }

    /// The function containing call path `cp`'s call site, if resolved.
    pub(crate) fn caller(&self, cp: u32) -> Option<String> {
        let cs = *self.cps.callsites.get(cp as usize)?;
        self.defs.callsites.get(cs.index())?.function.clone()
    }

    /// Fraction of the total time.
    pub(crate) fn fraction(&self, ns: u64) -> f64 {
        if self.total_ns == 0 {
            0.0
        } else {
            ns as f64 / self.total_ns as f64
        }
    }

    /// The general finding thresholds.
    pub(crate) fn significant(&self, ns: u64) -> bool {
        crate::result::findings::significant(
            ns,
            self.total_ns,
            self.th.min_fraction,
            self.th.min_seconds,
        )
    }

    /// Every rank of the run with its locations (what a single process holds: a
    /// [`crate::auto::ask::View`]).
    pub(crate) fn all_ranks(&self) -> Vec<(u32, Vec<u32>)> {
        self.by_rank
            .iter()
            .enumerate()
            .map(|(r, v)| (r as u32, v.clone()))
            .collect()
    }

    /// A location's data and node-to-path map (for a [`crate::auto::ask::View`] of all ranks).
    pub(crate) fn loc(&self, l: u32) -> (&LocData, &[u32]) {
        (&self.locs[l as usize], self.maps[l as usize].as_slice())
    }

    /// Ranks that have data.
    pub(crate) fn ranks_with_data(&self) -> Vec<u32> {
        self.by_rank
            .iter()
            .enumerate()
            .filter(|(_, v)| v.iter().any(|&l| self.locs[l as usize].readable))
            .map(|(r, _)| r as u32)
            .collect()
    }

    /// Statistics per call path, summed over ranks.
    pub(crate) fn per_path(&self) -> BTreeMap<u32, Vec<(u32, &PathStat)>> {
        let mut m: BTreeMap<u32, Vec<(u32, &PathStat)>> = BTreeMap::new();
        for (&(rank, cp), s) in &self.stats {
            m.entry(cp).or_default().push((rank, s));
        }
        m
    }
}

/// Merge every location's call tree into (rank, call path) statistics.
pub(crate) fn path_stats(
    locs: &[LocData],
    maps: &[Vec<u32>],
    defs: &Defs,
) -> BTreeMap<(u32, u32), PathStat> {
    let mut out: BTreeMap<(u32, u32), PathStat> = BTreeMap::new();
    for (l, d) in locs.iter().enumerate() {
        for (i, n) in d.tree.nodes.iter().enumerate().skip(1) {
            let node = PathStat {
                visits: n.visits,
                incl: n.incl,
                excl: n.excl,
                min: n.min,
                max: n.max,
                bytes_sent: n.bytes_sent,
                bytes_received: n.bytes_received,
                io_bytes: n.io_bytes,
                cpu_user: n.cpu_user,
                cpu_system: n.cpu_system,
                cpu_wall: n.cpu_wall,
                comm_size: 0,
            };
            out.entry((d.rank, maps[l][i])).or_default().merge(&node);
        }
        // Largest communicator per node (dense: one pass over the collectives).
        let mut size = vec![0u32; d.tree.nodes.len()];
        for c in &d.colls {
            let node = d.calls.at(c.call as usize).node as usize;
            let n = defs
                .comm(ppw_event::CommId(c.comm))
                .map_or(0, |x| x.members.len() as u32);
            size[node] = size[node].max(n);
        }
        for (i, &n) in size.iter().enumerate().filter(|x| *x.1 > 0) {
            let s = out.entry((d.rank, maps[l][i])).or_default();
            s.comm_size = s.comm_size.max(n);
        }
    }
    out
}

impl PathStat {
    /// Add the statistics of other locations of the same rank and call path.
    pub(crate) fn merge(&mut self, o: &PathStat) {
        self.visits += o.visits;
        self.incl += o.incl;
        for c in 0..NCAT {
            self.excl[c] += o.excl[c];
        }
        self.min = self.min.min(o.min);
        self.max = self.max.max(o.max);
        self.bytes_sent += o.bytes_sent;
        self.bytes_received += o.bytes_received;
        self.io_bytes += o.io_bytes;
        self.cpu_user += o.cpu_user;
        self.cpu_system += o.cpu_system;
        self.cpu_wall += o.cpu_wall;
        self.comm_size = self.comm_size.max(o.comm_size);
    }
}

/// Total time per rank (the `time` metric summed over call paths).
pub(crate) fn rank_times(stats: &BTreeMap<(u32, u32), PathStat>, ranks: u32) -> Vec<u64> {
    let mut v = vec![0u64; ranks as usize];
    for (&(r, _), s) in stats {
        if let Some(x) = v.get_mut(r as usize) {
            *x += s.excl_total();
        }
    }
    v
}

/// [`Facts::rank_core`].
pub(crate) fn core_times(
    stats: &BTreeMap<(u32, u32), PathStat>,
    ranks: u32,
    cps: &Callpaths,
    classes: &[RegionClass],
) -> Vec<u64> {
    let excluded = |cp: u32| {
        classes
            .get(cps.paths[cp as usize].1.index())
            .is_some_and(|c| c.init || c.finalize || c.measurement)
    };
    let mut v = rank_times(stats, ranks);
    for (&(r, cp), s) in stats {
        // Subtract the outermost excluded call paths only (a flush inside MPI_Init is in
        // MPI_Init's time already).
        let mut up = cps.paths[cp as usize].0;
        let mut nested = false;
        while up != 0 && up != crate::replay::calltree::NO_NODE {
            nested |= excluded(up);
            up = cps.paths[up as usize].0;
        }
        if let (true, false, Some(x)) = (excluded(cp), nested, v.get_mut(r as usize)) {
            *x = x.saturating_sub(s.incl);
        }
    }
    v
}

/// Communication categories of exclusive time.
pub(crate) fn comm_time(s: &PathStat) -> u64 {
    s.excl[Cat::P2p as usize] + s.excl[Cat::Coll as usize]
}
