//! Time maps: how long a location spent in each of its call paths between two of its
//! synchronization points (Scalasca's time-map cache).
//!
//! One more streaming pass over each location's events, with the clock corrections of the
//! repair, splits its time line at its synchronization points' enter times into segments and
//! adds up each segment's exclusive time per call-tree node. A segment map is sparse: only the
//! nodes the location visited inside it. Distributed, the owners of the locations stream them (`serve`).

use crate::distributed::{decode, encode, Exchange, Partition};
use crate::replay::calltree::CallTree;
use crate::replay::clock::Correction;
use crate::replay::records::LocData;
use crate::Error;
use ppw_event::{EventKind, LocationId, TraceSource};
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
    /// Number of segments.
    pub(crate) fn len(&self) -> usize {
        self.off.len().saturating_sub(1)
    }

    /// Every (node, ns) entry of segments `from..to`.
    pub(crate) fn for_each(&self, from: usize, to: usize, mut f: impl FnMut(u32, u64)) {
        let to = to.min(self.len());
        if from >= to {
            return;
        }
        for &(node, ns) in &self.ents[self.off[from] as usize..self.off[to] as usize] {
            f(node, ns);
        }
    }

    /// Add segments `from..to` into `acc` (node -> ns).
    pub(crate) fn add(&self, from: usize, to: usize, acc: &mut HashMap<u32, f64>) {
        self.for_each(from, to, |node, ns| {
            *acc.entry(node).or_default() += ns as f64
        });
    }
}

fn one(
    src: &dyn TraceSource,
    loc: u32,
    tree: &CallTree,
    corr: &Correction,
    bounds: &[u64],
) -> Segments {
    let mut seg = Segments {
        off: Vec::with_capacity(bounds.len() + 2),
        ents: Vec::new(),
    };
    seg.off.push(0);
    if bounds.is_empty() {
        seg.off.push(0);
        return seg;
    }
    let Ok(mut stream) = src.events(LocationId(loc)) else {
        seg.off.resize(bounds.len() + 2, 0);
        return seg;
    };
    // Time per node since the last cut, and the nodes that have some.
    let mut pending = vec![0u64; tree.nodes.len()];
    let mut touched: Vec<u32> = Vec::new();
    let mut stack: Vec<u32> = Vec::with_capacity(64);
    let (mut cur, mut prev, mut k) = (0u64, 0u64, 0usize);
    let add = |pending: &mut Vec<u64>, touched: &mut Vec<u32>, node: u32, ns: u64| {
        // Node 0 is "outside any region" (before the first and after the last event).
        if node != 0 && ns > 0 {
            let p = &mut pending[node as usize];
            if *p == 0 {
                touched.push(node);
            }
            *p += ns;
        }
    };
    let cut = |seg: &mut Segments, pending: &mut Vec<u64>, touched: &mut Vec<u32>| {
        touched.sort_unstable();
        for &n in touched.iter() {
            seg.ents.push((n, std::mem::take(&mut pending[n as usize])));
        }
        touched.clear();
        seg.off.push(seg.ents.len() as u32);
    };
    while let Ok(Some(e)) = stream.next_event() {
        let t = corr.apply(e.time).max(prev);
        prev = t;
        let node = stack.last().copied().unwrap_or(0);
        while k < bounds.len() && bounds[k] <= t {
            let b = bounds[k].max(cur);
            add(&mut pending, &mut touched, node, b - cur);
            cur = b;
            cut(&mut seg, &mut pending, &mut touched);
            k += 1;
        }
        add(&mut pending, &mut touched, node, t.saturating_sub(cur));
        cur = cur.max(t);
        match e.kind {
            EventKind::Enter { region, .. } => stack.push(tree.find(node, region).unwrap_or(node)),
            EventKind::Exit { .. } => {
                stack.pop();
            }
            _ => {}
        }
    }
    // The boundaries after the last event, and the last segment.
    while k < bounds.len() {
        cut(&mut seg, &mut pending, &mut touched);
        k += 1;
    }
    cut(&mut seg, &mut pending, &mut touched);
    seg
}

/// What an owner is asked: per location, its boundaries and clock correction.
type OwnerRequest = Vec<(u32, Vec<u64>, Correction)>;
/// An owner's answer per location: its segments (offsets and entries).
type OwnerAnswer = Vec<(Vec<u32>, Vec<(u32, u64)>)>;

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
            .map(|l| one(src, l as u32, &locs[l].tree, &corrections[l], &bounds[l]))
            .collect());
    };
    let blocks = Partition::of(src.defs(), ex.size()).blocks();
    let mut parts = vec![Vec::new()];
    for block in &blocks[1..] {
        let req: OwnerRequest = block
            .iter()
            .map(|&l| {
                (
                    l,
                    bounds[l as usize].clone(),
                    corrections[l as usize].clone(),
                )
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
            (l, one(src, l, &d.tree, c, &bounds[l as usize]))
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
        for (&l, (off, ents)) in blocks[p].iter().zip(v) {
            if off.len() != bounds[l as usize].len() + 2
                || off.windows(2).any(|w| w[0] > w[1])
                || off.last().is_none_or(|&e| e as usize != ents.len())
            {
                return Err(format!(
                    "process {p} sent malformed time maps of location {l}"
                ));
            }
            out[l as usize] = Segments { off, ents };
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
        .map(|(l, bounds, corr)| {
            let seg = match trees.binary_search_by_key(l, |t| t.0) {
                Ok(i) => one(src, *l, &trees[i].1, corr, bounds),
                Err(_) => Segments {
                    off: vec![0; bounds.len() + 2],
                    ents: Vec::new(),
                },
            };
            (seg.off, seg.ents)
        })
        .collect();
    ex.gather(encode(&answers).map_err(Error::Exchange)?, &mut |_, _| {
        Ok(())
    })
    .map_err(Error::Exchange)?;
    Ok(())
}
