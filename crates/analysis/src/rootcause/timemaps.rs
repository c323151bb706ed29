//! Time maps: how long a location spent in each of its call paths between two of its
//! synchronization points (Scalasca's time-map cache).
//!
//! One more streaming pass over each location's events, with the clock corrections of the
//! repair, splits its time line at its synchronization points' enter times into segments and
//! adds up each segment's exclusive time per call-tree node (the sweep of the cause analysis,
//! with disjoint windows). A segment map is sparse: only the nodes the location visited
//! inside it. Distributed, the owners of the locations stream them (`serve`).

use crate::auto::cause::{self, Window};
use crate::distributed::{decode, encode, Exchange, Partition};
use crate::replay::calltree::CallTree;
use crate::replay::clock::Correction;
use crate::replay::records::LocData;
use crate::Error;
use ppw_event::{LocationId, TraceSource};
use rayon::prelude::*;
use rustc_hash::FxHashMap as HashMap;

/// One location's segments: segment `s` covers `[b(s-1), b(s))` of the boundaries `b`
/// (segment 0 starts with the trace, the last one ends with it).
#[derive(Debug, Default)]
pub(crate) struct Segments {
    /// Start of each segment's entries in `ents`, plus the end.
    off: Vec<u32>,
    /// (node, ns), by segment.
    ents: Vec<(u32, u64)>,
}

impl Segments {
    fn from_answer(nseg: usize, mut a: cause::Answer) -> Segments {
        a.sort_unstable();
        let mut off = Vec::with_capacity(nseg + 1);
        let mut ents = Vec::with_capacity(a.len());
        let mut i = 0;
        for s in 0..nseg as u32 {
            off.push(ents.len() as u32);
            while i < a.len() && a[i].0 .0 == s {
                let ((_, node), ns) = a[i];
                // Node 0 is "outside any region" (before the first and after the last event).
                if node != 0 && ns > 0 {
                    ents.push((node, ns));
                }
                i += 1;
            }
        }
        off.push(ents.len() as u32);
        Segments { off, ents }
    }

    /// Number of segments.
    pub(crate) fn len(&self) -> usize {
        self.off.len().saturating_sub(1)
    }

    /// Add segments `from..to` into `acc` (node -> ns).
    pub(crate) fn add(&self, from: usize, to: usize, acc: &mut HashMap<u32, f64>) {
        let to = to.min(self.len());
        if from >= to {
            return;
        }
        for &(node, ns) in &self.ents[self.off[from] as usize..self.off[to] as usize] {
            *acc.entry(node).or_default() += ns as f64;
        }
    }
}

/// The windows of one location: one per segment, cut at `bounds` (sorted).
fn windows(bounds: &[u64], last: u64) -> Vec<Window> {
    let mut w = Vec::with_capacity(bounds.len() + 1);
    let mut prev = 0u64;
    for (s, &b) in bounds.iter().enumerate() {
        let b = b.max(prev);
        w.push(Window {
            start: prev,
            end: b,
            finding: s as u32,
        });
        prev = b;
    }
    w.push(Window {
        start: prev,
        end: last.max(prev),
        finding: bounds.len() as u32,
    });
    w
}

fn one(
    src: &dyn TraceSource,
    loc: u32,
    tree: &CallTree,
    corr: &Correction,
    bounds: &[u64],
    last: u64,
) -> Segments {
    let w = windows(bounds, last);
    let a = cause::answer(src, LocationId(loc), tree, corr, &w, w.len());
    Segments::from_answer(w.len(), a)
}

/// What an owner is asked: per location, its boundaries, end and clock correction.
type OwnerRequest = Vec<(u32, Vec<u64>, u64, Correction)>;
/// An owner's answer per location: (segment count, entries as (segment, node, ns)).
type OwnerAnswer = Vec<(u32, Vec<(u32, u32, u64)>)>;

/// The end of a location's time line on the corrected clock (past its last event).
fn end_of(d: &LocData, corr: &Correction) -> u64 {
    corr.apply(d.last).saturating_add(1)
}

/// The segments of every location, cut at `bounds[l]`.
pub(crate) fn segments(
    src: &dyn TraceSource,
    locs: &[LocData],
    corrections: &[Correction],
    bounds: &[Vec<u64>],
    ex: Option<&dyn Exchange>,
) -> Result<Vec<Segments>, Error> {
    let Some(ex) = ex else {
        return Ok((0..locs.len())
            .into_par_iter()
            .map(|l| {
                one(
                    src,
                    l as u32,
                    &locs[l].tree,
                    &corrections[l],
                    &bounds[l],
                    end_of(&locs[l], &corrections[l]),
                )
            })
            .collect());
    };
    let blocks = Partition::of(src.defs(), ex.size()).blocks();
    let mut parts = vec![Vec::new()];
    for block in &blocks[1..] {
        let req: OwnerRequest = block
            .iter()
            .map(|&l| {
                let (d, c) = (&locs[l as usize], &corrections[l as usize]);
                (l, bounds[l as usize].clone(), end_of(d, c), c.clone())
            })
            .collect();
        parts.push(encode(&req).map_err(Error::Exchange)?);
    }
    ex.scatter(Some(parts)).map_err(Error::Exchange)?;
    let mut out: Vec<Segments> = (0..locs.len()).map(|_| Segments::default()).collect();
    let mine: Vec<(u32, Segments)> = blocks[0]
        .par_iter()
        .map(|&l| {
            let (d, c) = (&locs[l as usize], &corrections[l as usize]);
            (
                l,
                one(src, l, &d.tree, c, &bounds[l as usize], end_of(d, c)),
            )
        })
        .collect();
    for (l, s) in mine {
        out[l as usize] = s;
    }
    ex.gather(Vec::new(), &mut |p, bytes| {
        if p == 0 {
            return Ok(());
        }
        let v: OwnerAnswer = decode(&bytes, &format!("time maps of process {p}"))?;
        if v.len() != blocks[p].len() {
            return Err(format!(
                "process {p} sent time maps of {} locations instead of {}",
                v.len(),
                blocks[p].len()
            ));
        }
        for (&l, (nseg, ents)) in blocks[p].iter().zip(v) {
            let a = ents.into_iter().map(|(s, n, ns)| ((s, n), ns)).collect();
            out[l as usize] = Segments::from_answer(nseg as usize, a);
        }
        Ok(())
    })
    .map_err(Error::Exchange)?;
    Ok(out)
}

/// The owners' side of [`segments`]: stream this process's locations (whose call trees are
/// `trees`, in location order) at process 0's boundaries.
pub(crate) fn serve(
    src: &dyn TraceSource,
    ex: &dyn Exchange,
    trees: &[(u32, CallTree)],
) -> Result<(), Error> {
    let part = ex.scatter(None).map_err(Error::Exchange)?;
    let req: OwnerRequest = decode(&part, "time-map requests").map_err(Error::Exchange)?;
    let answers: OwnerAnswer = req
        .par_iter()
        .map(|(l, bounds, last, corr)| {
            let w = windows(bounds, *last);
            let a = match trees.binary_search_by_key(l, |t| t.0) {
                Ok(i) => cause::answer(src, LocationId(*l), &trees[i].1, corr, &w, w.len()),
                Err(_) => Vec::new(),
            };
            (
                w.len() as u32,
                a.into_iter().map(|((s, n), ns)| (s, n, ns)).collect(),
            )
        })
        .collect();
    ex.gather(encode(&answers).map_err(Error::Exchange)?, &mut |_, _| {
        Ok(())
    })
    .map_err(Error::Exchange)?;
    Ok(())
}
