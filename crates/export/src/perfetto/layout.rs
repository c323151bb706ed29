//! Track identities shared by the protobuf and JSON writers: process and thread ids, track
//! uuids, and the lanes that hold each location's wait-state intervals.
//!
//! Process ids are synthetic (`rank + 1`): real pids of different hosts may coincide and would
//! merge two ranks into one process in the viewer. The real host and pid go into the process
//! name instead. The first thread of a rank has `tid == pid` (the main-thread convention the
//! trace processor expects); further threads get ids above all pids.

use super::WaitInterval;
use ppw_event::{Defs, LocationId, Rank};

/// Most lanes per location; further overlapping intervals share the last lane.
const MAX_LANES: usize = 64;

/// Track identities of one export.
#[derive(Debug)]
pub(crate) struct Layout {
    /// Ranks that have at least one location, ascending.
    pub(crate) ranks: Vec<Rank>,
    n_ranks: u32,
    n_locations: u32,
    /// Per location: `(overlay index, lane)` in start order.
    pub(crate) overlays: Vec<Vec<(usize, u32)>>,
    /// Per location: number of wait-state lanes.
    pub(crate) lanes: Vec<u32>,
    /// Problems with the overlays (unknown location, inverted interval, lane overflow).
    pub(crate) warnings: Vec<String>,
}

impl Layout {
    pub(crate) fn new(defs: &Defs, overlays: &[WaitInterval]) -> Layout {
        let mut ranks: Vec<Rank> = defs.locations.iter().map(|l| l.rank).collect();
        ranks.sort_unstable();
        ranks.dedup();
        let n_ranks = ranks.last().map_or(0, |r| r + 1).max(defs.ranks);
        let nloc = defs.locations.len();
        let mut warnings = Vec::new();
        let mut per_loc: Vec<Vec<usize>> = vec![Vec::new(); nloc];
        for (i, w) in overlays.iter().enumerate() {
            match per_loc.get_mut(w.location.index()) {
                Some(v) => v.push(i),
                None => warnings.push(format!(
                    "wait interval {i} ({}) names unknown location {}; skipped",
                    w.label, w.location.0
                )),
            }
        }
        let mut lanes = vec![0u32; nloc];
        let mut assigned = vec![Vec::new(); nloc];
        let mut overflow = 0usize;
        for (loc, idx) in per_loc.iter_mut().enumerate() {
            idx.sort_by_key(|&i| (overlays[i].start_ns, std::cmp::Reverse(overlays[i].end_ns)));
            let mut lane_end: Vec<u64> = Vec::new();
            for &i in idx.iter() {
                let w = &overlays[i];
                let end = w.end_ns.max(w.start_ns);
                let lane = match lane_end.iter().position(|e| *e <= w.start_ns) {
                    Some(l) => l,
                    None if lane_end.len() < MAX_LANES => {
                        lane_end.push(0);
                        lane_end.len() - 1
                    }
                    None => {
                        overflow += 1;
                        MAX_LANES - 1
                    }
                };
                lane_end[lane] = lane_end[lane].max(end);
                assigned[loc].push((i, lane as u32));
            }
            lanes[loc] = lane_end.len() as u32;
        }
        if overflow > 0 {
            warnings.push(format!(
                "{overflow} wait intervals overlap more than {MAX_LANES} others on their \
                 location and share its last lane; they may display misnested"
            ));
        }
        let inverted = overlays.iter().filter(|w| w.end_ns < w.start_ns).count();
        if inverted > 0 {
            warnings.push(format!(
                "{inverted} wait intervals end before they start; shown empty"
            ));
        }
        Layout {
            ranks,
            n_ranks,
            n_locations: nloc as u32,
            overlays: assigned,
            lanes,
            warnings,
        }
    }

    /// Synthetic process id of a rank.
    pub(crate) fn pid(&self, rank: Rank) -> i32 {
        (rank as i32).wrapping_add(1)
    }

    /// Synthetic thread id of a location.
    pub(crate) fn tid(&self, defs: &Defs, loc: LocationId) -> i32 {
        let l = &defs.locations[loc.index()];
        if l.thread == 0 {
            self.pid(l.rank)
        } else {
            (self.n_ranks + 1 + loc.0) as i32
        }
    }

    /// Synthetic thread id of a wait-state lane (JSON, where lanes are pseudo threads).
    pub(crate) fn lane_tid(&self, loc: LocationId, lane: u32) -> i32 {
        (self.n_ranks + 1 + self.n_locations + loc.0 * MAX_LANES as u32 + lane) as i32
    }

    /// Track uuid of a rank's process track.
    pub(crate) fn process_uuid(&self, rank: Rank) -> u64 {
        1 << 40 | u64::from(rank)
    }

    /// Track uuid of a location's thread track.
    pub(crate) fn thread_uuid(&self, loc: LocationId) -> u64 {
        2 << 40 | u64::from(loc.0)
    }

    /// Track uuid of a location's wait-state lane.
    pub(crate) fn lane_uuid(&self, loc: LocationId, lane: u32) -> u64 {
        3 << 40 | u64::from(loc.0) << 8 | u64::from(lane)
    }

    /// Display name of a wait-state lane.
    pub(crate) fn lane_name(&self, lane: u32) -> String {
        match lane {
            0 => "wait states".to_string(),
            n => format!("wait states ({})", n + 1),
        }
    }

    /// Display name of a rank's process.
    pub(crate) fn process_name(&self, defs: &Defs, rank: Rank) -> String {
        match defs.rank_info.get(rank as usize) {
            Some(i) if !i.host.is_empty() && i.pid != 0 => {
                format!("rank {rank} ({}, pid {})", i.host, i.pid)
            }
            Some(i) if !i.host.is_empty() => format!("rank {rank} ({})", i.host),
            _ => format!("rank {rank}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ppw_event::TraceBuilder;
    use ppw_event::TraceSource;

    fn w(loc: u32, s: u64, e: u64) -> WaitInterval {
        WaitInterval {
            location: LocationId(loc),
            start_ns: s,
            end_ns: e,
            label: "x".into(),
        }
    }

    #[test]
    fn overlapping_intervals_get_separate_lanes() {
        let t = TraceBuilder::new(2).build();
        let ov = [
            w(0, 10, 20),
            w(0, 15, 30),
            w(0, 20, 25),
            w(1, 0, 5),
            w(7, 0, 1),
        ];
        let l = Layout::new(t.defs(), &ov);
        assert_eq!(l.lanes, vec![2, 1]);
        assert_eq!(l.overlays[0], vec![(0, 0), (1, 1), (2, 0)]);
        assert_eq!(l.warnings.len(), 1, "{:?}", l.warnings);
    }

    #[test]
    fn ids_do_not_collide() {
        let mut b = TraceBuilder::new(3);
        b.thread(1, 1).enter(0, "omp").exit(1);
        let t = b.build();
        let l = Layout::new(t.defs(), &[]);
        let d = t.defs();
        // Locations are sorted by (rank, thread): rank 1's second thread is location 2.
        let tids: Vec<i32> = (0..4).map(|i| l.tid(d, LocationId(i))).collect();
        assert_eq!([tids[0], tids[1], tids[3]], [1, 2, 3]);
        assert!(tids[2] > 3);
        assert!(l.lane_tid(LocationId(0), 0) > tids[2]);
    }
}
