//! The critical path: from the location that entered MPI_Finalize last, backwards through the
//! wait states to the program start, always on the location that was not waiting; its profile
//! per call path and location; and the performance impact of call paths (Böhme et al., IPDPS
//! 2012; docs/ANALYSIS.md, Critical path).

use super::syncpoints::SyncPoints;
use super::timemaps::Segments;
use crate::replay::records::{LocData, NONE};
use rustc_hash::FxHashMap as HashMap;
use std::collections::BTreeMap;

/// One stretch of the critical path: location, start and end (corrected clock).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub(crate) struct Stretch {
    pub(crate) loc: u32,
    pub(crate) start: u64,
    pub(crate) end: u64,
}

/// The critical path's profile per location and node, and its stretches (latest first).
pub(crate) struct Path {
    pub(crate) profile: Vec<HashMap<u32, f64>>,
    pub(crate) stretches: Vec<Stretch>,
}

/// Follow the critical path backwards.
pub(crate) fn path(sp: &SyncPoints, segs: &[Segments], locs: &[LocData]) -> Path {
    let nloc = sp.sps.len();
    let mut profile: Vec<HashMap<u32, f64>> = (0..nloc).map(|_| HashMap::default()).collect();
    let mut stretches = Vec::new();
    // Where it ends: the latest MPI_Finalize; without one, the location that ends last.
    let fin = sp
        .sps
        .iter()
        .enumerate()
        .flat_map(|(l, v)| v.iter().enumerate().map(move |(i, p)| (l, i, p)))
        .filter(|x| x.2.finalize)
        .max_by_key(|x| (x.2.time, std::cmp::Reverse(x.0)));
    let (mut loc, mut end): (usize, Option<usize>) = match fin {
        Some((l, i, _)) => (l, Some(i)),
        None => match (0..nloc)
            .filter(|&l| locs[l].events > 0)
            .max_by_key(|&l| locs[l].last)
        {
            Some(l) => (l, None),
            None => return Path { profile, stretches },
        },
    };
    let end_time = |l: usize, e: Option<usize>| match e {
        Some(i) => sp.sps[l][i].time,
        None => locs[l].last,
    };
    // Every jump goes to an earlier time; the guard stops a cycle that clocks could make.
    let mut guard = sp.sps.iter().map(Vec::len).sum::<usize>() + 1;
    loop {
        let pts = &sp.sps[loc];
        let upto = end.unwrap_or(pts.len());
        let now = end_time(loc, end);
        let k = step_back(pts, upto, now);
        guard = guard.saturating_sub(1);
        match k {
            Some(k) if guard > 0 => {
                let p = pts[k];
                let mut m = HashMap::default();
                segs[loc].add(k + 1, upto + 1, &mut m);
                let wait = (p.wait as f64).min(m.get(&p.node).copied().unwrap_or(0.0));
                *m.entry(p.node).or_default() -= wait;
                for (n, t) in m {
                    *profile[loc].entry(n).or_default() += t;
                }
                stretches.push(Stretch {
                    loc: loc as u32,
                    start: p.time + p.wait,
                    end: now,
                });
                loc = p.culprit.0 as usize;
                end = Some(p.culprit.1 as usize);
            }
            _ => {
                // The start: MPI_Init's enter, or the first event.
                let init = pts[..upto].iter().position(|p| p.init);
                let mut m = HashMap::default();
                segs[loc].add(init.map_or(0, |i| i + 1), upto + 1, &mut m);
                for (n, t) in m {
                    *profile[loc].entry(n).or_default() += t;
                }
                let start = init.map_or(locs[loc].first, |i| pts[i].time);
                stretches.push(Stretch {
                    loc: loc as u32,
                    start,
                    end: now,
                });
                break;
            }
        }
    }
    Path { profile, stretches }
}

/// Where the critical path leaves a location whose stretch ends before point `upto` at time
/// `now`: its last wait state before, with a culprit point no later than `now` (not MPI_Init
/// or MPI_Finalize).
pub(crate) fn step_back(pts: &[super::syncpoints::Sp], upto: usize, now: u64) -> Option<usize> {
    (0..upto).rev().find(|&k| {
        let p = &pts[k];
        p.wait > 0 && p.culprit.0 != NONE && !p.init && !p.finalize && p.culprit_time <= now
    })
}

/// Per location and global call path: (critical path, time without waiting).
pub(crate) struct Profiles {
    /// Parent of every global call path (parents have smaller ids; `u32::MAX` for roots).
    pub(crate) parents: Vec<u32>,
    /// (location, call path) -> critical-path ns. (Ordered maps: the sums over them do not
    /// depend on how a map was built, so a distributed analysis gets the same.)
    pub(crate) cp: Vec<BTreeMap<u32, f64>>,
    /// (location, call path) -> time without the waiting at synchronization points.
    pub(crate) busy: Vec<BTreeMap<u32, f64>>,
    /// (location, call path) -> time without any waiting.
    pub(crate) unwaited: Vec<BTreeMap<u32, f64>>,
}

/// The performance-impact metrics per (location, call path): Scalasca's definitions
/// (critical-path activities, imbalance impact, inter-partition imbalance, non-critical-path
/// activities, and the critical-path imbalance that `cube_remap2` derives).
pub(crate) fn impact(p: &Profiles) -> Vec<HashMap<(&'static str, u32), f64>> {
    let nloc = p.cp.len();
    let mut g: HashMap<u32, f64> = HashMap::default();
    for m in &p.cp {
        for (&c, &t) in m {
            *g.entry(c).or_default() += t;
        }
    }
    let gcplen: f64 = g.values().sum();
    let mut out: Vec<HashMap<(&'static str, u32), f64>> =
        (0..nloc).map(|_| HashMap::default()).collect();
    // The critical-path imbalance compares a call path's critical-path time with its average
    // time without waiting, both inclusive along the call tree (as `cube_remap2` derives it).
    let n = p.parents.len();
    let mut gi = vec![0.0f64; n];
    let mut avg = vec![0.0f64; n];
    for (&c, &t) in &g {
        gi[c as usize] += t;
    }
    for m in &p.unwaited {
        for (&c, &t) in m {
            avg[c as usize] += t / nloc as f64;
        }
    }
    for c in (0..n).rev() {
        let up = p.parents[c];
        if (up as usize) < n {
            gi[up as usize] += gi[c];
            avg[up as usize] += avg[c];
        }
    }
    let mut imb_global: HashMap<u32, f64> = HashMap::default();
    let mut hr_global: HashMap<u32, f64> = HashMap::default();
    for (busy, o) in p.busy.iter().zip(out.iter_mut()) {
        for (&c, &gc) in &g {
            let lt = busy.get(&c).copied().unwrap_or(0.0);
            if gc > 0.0 {
                o.insert(("critical_path_activities", c), gc.min(lt));
            }
        }
        for (&c, &lt) in busy {
            let x = lt - g.get(&c).copied().unwrap_or(0.0);
            if x > 0.0 {
                o.insert(("non_critical_path_activities", c), x);
            }
        }
        // Imbalance costs: the location's waiting spread over the call paths it spends less
        // time in than the critical path does.
        let lplen: f64 = busy.values().sum();
        let wait = gcplen - lplen;
        let excess: Vec<(u32, f64)> = g
            .iter()
            .map(|(&c, &gc)| (c, (gc - busy.get(&c).copied().unwrap_or(0.0)).max(0.0)))
            .filter(|x| x.1 > 0.0)
            .collect();
        let total: f64 = excess.iter().map(|x| x.1).sum();
        if total > 0.0 {
            for (c, x) in excess {
                *imb_global.entry(c).or_default() += x * wait / total;
            }
        }
        // Headroom: the critical path's call paths this location does not run at all.
        let mut lp = 0.0;
        let mut hr: Vec<(u32, f64)> = Vec::new();
        for (&c, &gc) in &g {
            let lt = busy.get(&c).copied().unwrap_or(0.0);
            if lt > 0.0 {
                lp += lt + (gc - lt.min(gc));
            } else {
                hr.push((c, gc));
            }
        }
        lp += busy
            .iter()
            .filter(|(c, _)| !g.contains_key(c))
            .map(|x| *x.1)
            .sum::<f64>();
        let lhr: f64 = hr.iter().map(|x| x.1).sum();
        if lhr > 0.0 {
            let f = (gcplen - lp) / lhr;
            for (c, h) in hr {
                *hr_global.entry(c).or_default() += h * f;
            }
        }
    }
    for (cp, o) in p.cp.iter().zip(out.iter_mut()) {
        for (&c, &t) in cp {
            let gc = g.get(&c).copied().unwrap_or(0.0);
            if t <= 0.0 || gc <= 0.0 {
                continue;
            }
            let imb = t / gc * imb_global.get(&c).copied().unwrap_or(0.0);
            if imb > 0.0 {
                o.insert(("critical_imbalance_impact", c), imb);
            }
            let inter = t / gc * hr_global.get(&c).copied().unwrap_or(0.0);
            if inter > 0.0 {
                o.insert(("inter_partition_imbalance", c), inter);
            }
            let intra = imb - inter.max(0.0);
            if intra > 0.0 {
                o.insert(("intra_partition_imbalance", c), intra);
            }
            o.insert(("critical_path", c), t);
            let (gic, avgc) = (gi[c as usize], avg[c as usize]);
            let share = if gic > 0.0 {
                ((gic - avgc) / gic).max(0.0)
            } else {
                0.0
            };
            if share > 0.0 {
                o.insert(("critical_path_imbalance", c), share * t);
            }
        }
    }
    out
}
