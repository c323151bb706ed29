//! Test harness for patterns: analyse a [`MemTrace`] and assert exact severities.

use crate::{Analysis, Options};
use ppw_event::{EventKind, MemTrace, RequestId};
use std::collections::BTreeMap;

/// Analyse with one thread and every non-zero (pattern, call path) reported as a finding.
pub(crate) fn analyze_mem(t: &MemTrace) -> Analysis {
    analyze_threads(t, 1)
}

/// Analyse with `threads` threads.
pub(crate) fn analyze_threads(t: &dyn ppw_event::TraceSource, threads: usize) -> Analysis {
    let opts = Options {
        threads,
        min_fraction: 0.0,
        min_seconds: 0.0,
        ..Default::default()
    };
    crate::analyze(t, &opts).expect("analysis runs")
}

/// Values of `metric` (inclusive along the metric tree) per (rank, call path), in ns (counts
/// for count metrics).
pub(crate) fn cells(a: &Analysis, metric: &str) -> BTreeMap<(u32, String), u64> {
    let ids = a.subtree(metric).expect("known metric");
    let seconds = a
        .metrics
        .iter()
        .find(|m| m.id == metric)
        .is_none_or(|m| m.unit == "seconds");
    let scale = if seconds { 1e9 } else { 1.0 };
    let mut m: BTreeMap<(u32, String), f64> = BTreeMap::new();
    for s in &a.severities {
        if ids.contains(&s.metric) {
            *m.entry((s.rank, s.callpath.clone())).or_default() += s.seconds;
        }
    }
    m.into_iter()
        .map(|(k, v)| (k, (v * scale).round() as u64))
        .filter(|(_, v)| *v > 0)
        .collect()
}

/// Assert that `metric` has exactly these non-zero cells (ns).
pub(crate) fn expect(a: &Analysis, metric: &str, want: &[(u32, &str, u64)]) {
    let got = cells(a, metric);
    let want: BTreeMap<(u32, String), u64> = want
        .iter()
        .map(|(r, c, v)| ((*r, c.to_string()), *v))
        .collect();
    assert_eq!(got, want, "metric {metric}");
}

/// Assert that no pattern other than `ids` has a non-zero exclusive cell.
pub(crate) fn only(a: &Analysis, ids: &[&str]) {
    for p in crate::pattern_list() {
        if ids.contains(&p.id) {
            continue;
        }
        let bad: Vec<_> = a.severities.iter().filter(|s| s.metric == p.id).collect();
        assert!(bad.is_empty(), "unexpected {}: {bad:?}", p.id);
    }
}

/// Give the `nth` collective event of location `loc` a request (a non-blocking collective).
pub(crate) fn with_request(t: &mut MemTrace, loc: usize, nth: usize, req: u64) {
    let mut k = 0;
    for e in &mut t.events[loc] {
        if let EventKind::Collective { request, .. } = &mut e.kind {
            if k == nth {
                *request = RequestId(req);
                return;
            }
            k += 1;
        }
    }
    panic!("no collective {nth} on location {loc}");
}
