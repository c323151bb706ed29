//! What the program-counter samples (trace mode, `PPW_SAMPLE_HZ`) say about a rank's extra
//! work: the function in which the slowest rank has the most samples beyond the other ranks'
//! average. Calling context ends at the MPI call; between calls an unmodified program records
//! nothing, so a load imbalance "in main" is placed in a function by its samples.

use ppw_event::Defs;
use std::collections::BTreeMap;

/// Samples per function region of `rank` (its main thread).
fn counts(defs: &Defs, rank: u32) -> BTreeMap<u32, u64> {
    let mut m = BTreeMap::new();
    if let Some(i) = defs.rank_info.get(rank as usize) {
        for s in &i.samples {
            *m.entry(s.region.0).or_default() += 1;
        }
    }
    m
}

/// What `worst`'s samples say about its extra time: the function where it has the most
/// samples beyond the mean of `others` (None without excess), the extra samples over all
/// functions, and the CPU time they stand for (ns). None if `worst` was not sampled.
pub(crate) struct Extra {
    pub(crate) top: Option<(String, u64)>,
    pub(crate) samples: u64,
    pub(crate) cpu_ns: u64,
}

/// See [`Extra`].
pub(crate) fn extra_work(defs: &Defs, worst: u32, others: &[u32]) -> Option<Extra> {
    let period = defs.rank_info.get(worst as usize)?.sample_period_ns;
    if period == 0 {
        return None;
    }
    let mine = counts(defs, worst);
    let others: Vec<u32> = others.iter().copied().filter(|&r| r != worst).collect();
    let mut theirs: BTreeMap<u32, u64> = BTreeMap::new();
    for &r in &others {
        for (k, v) in counts(defs, r) {
            *theirs.entry(k).or_default() += v;
        }
    }
    let n = others.len().max(1) as u64;
    let mut best: Option<(u32, u64)> = None;
    let mut total = 0u64;
    for (&region, &c) in &mine {
        let avg = theirs.get(&region).copied().unwrap_or(0) / n;
        let extra = c.saturating_sub(avg);
        total += extra;
        if extra > best.map_or(0, |b| b.1) {
            best = Some((region, extra));
        }
    }
    let top = best
        .and_then(|(region, extra)| Some((defs.regions.get(region as usize)?.name.clone(), extra)));
    Some(Extra {
        top,
        samples: total,
        cpu_ns: total.saturating_mul(period),
    })
}

/// The functions with the most samples of `ranks`, by descending count (at most `n`), and
/// the samples in all.
pub(crate) fn top(defs: &Defs, ranks: &[u32], n: usize) -> (Vec<(String, u64)>, u64) {
    let mut all: BTreeMap<u32, u64> = BTreeMap::new();
    for &r in ranks {
        for (k, v) in counts(defs, r) {
            *all.entry(k).or_default() += v;
        }
    }
    let total = all.values().sum();
    let mut v: Vec<(String, u64)> = all
        .into_iter()
        .filter_map(|(r, c)| Some((defs.regions.get(r as usize)?.name.clone(), c)))
        .collect();
    v.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    v.truncate(n);
    (v, total)
}
