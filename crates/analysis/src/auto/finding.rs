//! Findings of the automatic analyses (everything but wait states) before they join the ranked
//! list: one type for all kinds of [`crate::auto::kinds::KINDS`].

use crate::auto::stats::Facts;
use crate::result::analysis::{Cause, Finding};
use std::collections::BTreeMap;

/// A finding of the automatic analyses.
#[derive(Clone, Debug)]
pub(crate) struct Extra {
    /// Kind id (registered in `KINDS`).
    pub(crate) kind: &'static str,
    /// Global call path.
    pub(crate) cp: u32,
    /// `file:line`, if known.
    pub(crate) source: Option<String>,
    /// The calling function of that call site, when it is not the call path's first call
    /// site (whose function `finish` takes otherwise).
    pub(crate) caller: Option<String>,
    /// Cost per rank (ns); ranks with a share.
    pub(crate) per_rank: Vec<(u32, u64)>,
    /// The rank to report; `None` uses the wait-state rule (the rank with at least half of
    /// the cost, else null).
    pub(crate) rank: Option<Option<u32>>,
    pub(crate) cause: Cause,
    pub(crate) detail: String,
    pub(crate) data: BTreeMap<String, f64>,
}

impl Extra {
    /// Total cost (ns).
    pub(crate) fn ns(&self) -> u64 {
        // Saturating: times come from the input.
        self.per_rank
            .iter()
            .fold(0u64, |a, x| a.saturating_add(x.1))
    }
}

/// Assemble the JSON finding.
pub(crate) fn finish(f: &Facts<'_>, e: Extra) -> Finding {
    let ns = e.ns();
    let mut per = e.per_rank.clone();
    per.sort_unstable();
    let rank = e.rank.unwrap_or_else(|| {
        per.iter()
            .copied()
            .max_by_key(|&(r, x)| (x, std::cmp::Reverse(r)))
            .filter(|&(_, x)| x.saturating_mul(2) >= ns)
            .map(|(r, _)| r)
    });
    Finding {
        kind: e.kind.into(),
        rank,
        ranks: per.iter().map(|x| x.0).collect(),
        callpath: f.names[e.cp as usize].clone(),
        source: e.source,
        caller: e.caller.or_else(|| f.caller(e.cp)),
        seconds: ns as f64 * 1e-9,
        fraction: f.fraction(ns),
        cause: e.cause,
        hint: crate::auto::kinds::kind(e.kind).hint.into(),
        detail: e.detail,
        data: e.data,
        windows: Vec::new(),
        gain_seconds: None,
    }
}
