//! Cause analysis (PPW §5.2.2): for every wait instance of a significant finding, the remote
//! location responsible and what it was executing during the waiting interval.
//!
//! Like PPW's two-pass scheme (thesis Table 5-2), the first pass (the pattern replay) produces
//! *time-window requests* `{remote location, start, end}`; they are batched per remote
//! location, sorted, and answered by a second streaming pass over that location's events,
//! which sweeps the windows and adds up, per finding, how long the location spent in each of
//! its call paths inside them. Only locations that received requests are read again, and each
//! stops after its last window.

use crate::replay::calltree::CallTree;
use crate::replay::clock::Correction;
use ppw_event::{EventKind, LocationId, TraceSource};
use rustc_hash::FxHashMap as HashMap;
use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// A time-window request.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub(crate) struct Window {
    pub(crate) start: u64,
    pub(crate) end: u64,
    pub(crate) finding: u32,
}

/// Time the remote location spent per (finding, call-tree node) inside the windows.
pub(crate) type Answer = Vec<((u32, u32), u64)>;

/// The sweep over one location's windows.
///
/// Time is first added per call-tree node into `pending` (one array add per event); only when
/// the set of active windows changes is `pending` multiplied out into the per-finding totals.
struct Sweep<'w> {
    windows: &'w [Window],
    next: usize,
    ends: BinaryHeap<Reverse<(u64, u32)>>,
    count: Vec<u32>,
    active: Vec<u32>,
    cur_t: u64,
    pending: Vec<u64>,
    touched: Vec<u32>,
    acc: HashMap<(u32, u32), u64>,
}

impl Sweep<'_> {
    /// Add `[cur_t, b)` spent in `node` to the pending time.
    #[inline]
    fn flush(&mut self, node: u32, b: u64) {
        if b > self.cur_t {
            if !self.active.is_empty() {
                let p = &mut self.pending[node as usize];
                if *p == 0 {
                    self.touched.push(node);
                }
                *p += b - self.cur_t;
            }
            self.cur_t = b;
        }
    }

    /// Hand the pending time to the active findings (before the active set changes).
    fn commit(&mut self) {
        for &node in &self.touched {
            let ns = std::mem::take(&mut self.pending[node as usize]);
            for &f in &self.active {
                *self.acc.entry((f, node)).or_default() += self.count[f as usize] as u64 * ns;
            }
        }
        self.touched.clear();
    }

    /// Move to time `t`, the location having been in `node` since `cur_t`.
    #[inline]
    fn advance(&mut self, t: u64, node: u32) {
        loop {
            let ns = self.windows.get(self.next).map_or(u64::MAX, |w| w.start);
            let ne = self.ends.peek().map_or(u64::MAX, |e| e.0 .0);
            let b = ns.min(ne);
            if b > t || b == u64::MAX {
                break;
            }
            self.flush(node, b);
            self.commit();
            if ne <= ns {
                let Reverse((_, f)) = self.ends.pop().expect("peeked");
                self.count[f as usize] -= 1;
                if self.count[f as usize] == 0 {
                    self.active.retain(|x| *x != f);
                }
            } else {
                let w = self.windows[self.next];
                self.next += 1;
                self.ends.push(Reverse((w.end, w.finding)));
                if self.count[w.finding as usize] == 0 {
                    self.active.push(w.finding);
                    self.active.sort_unstable();
                }
                self.count[w.finding as usize] += 1;
            }
        }
        self.flush(node, t);
    }

    fn done(&self) -> bool {
        self.next >= self.windows.len() && self.ends.is_empty()
    }
}

/// Answer the (sorted) windows of one remote location by streaming it again.
pub(crate) fn answer(
    src: &dyn TraceSource,
    loc: LocationId,
    tree: &CallTree,
    corr: &Correction,
    windows: &[Window],
    nfindings: usize,
) -> Answer {
    if windows.is_empty() {
        return Vec::new();
    }
    let Ok(mut stream) = src.events(loc) else {
        return Vec::new();
    };
    let mut sw = Sweep {
        windows,
        next: 0,
        ends: BinaryHeap::new(),
        count: vec![0; nfindings],
        active: Vec::new(),
        cur_t: 0,
        pending: vec![0; tree.nodes.len()],
        touched: Vec::new(),
        acc: HashMap::default(),
    };
    let mut stack: Vec<u32> = Vec::with_capacity(64);
    let mut last = 0u64;
    while let Ok(Some(e)) = stream.next_event() {
        let t = corr.apply(e.time).max(last);
        last = t;
        let node = stack.last().copied().unwrap_or(0);
        sw.advance(t, node);
        match e.kind {
            EventKind::Enter { region, .. } => stack.push(tree.find(node, region).unwrap_or(node)),
            EventKind::Exit { .. } => {
                stack.pop();
            }
            _ => {}
        }
        if sw.done() {
            break;
        }
    }
    // Windows reaching past the end of the stream count as "outside any region" (node 0).
    sw.advance(u64::MAX - 1, 0);
    sw.commit();
    let mut v: Vec<_> = sw.acc.into_iter().collect();
    v.sort_unstable();
    v
}

#[cfg(test)]
mod tests {
    use super::*;
    use ppw_event::TraceBuilder;

    #[test]
    fn windows_are_split_by_call_path() {
        let mut b = TraceBuilder::new(1);
        b.rank(0)
            .enter(0, "main")
            .enter(10, "work")
            .exit(50)
            .enter(50, "MPI_Send")
            .exit(60)
            .exit(100);
        let t = b.build();
        let mut tree = CallTree::new(256);
        let main = tree.child(
            0,
            t.defs.region_by_name("main").unwrap(),
            Default::default(),
        );
        let work = tree.child(
            main,
            t.defs.region_by_name("work").unwrap(),
            Default::default(),
        );
        let send = tree.child(
            main,
            t.defs.region_by_name("MPI_Send").unwrap(),
            Default::default(),
        );
        let w = [
            Window {
                start: 5,
                end: 55,
                finding: 0,
            },
            Window {
                start: 20,
                end: 30,
                finding: 1,
            },
            Window {
                start: 40,
                end: 52,
                finding: 0,
            },
        ];
        let a = answer(&t, LocationId(0), &tree, &Correction::default(), &w, 2);
        let get = |f: u32, n: u32| a.iter().find(|x| x.0 == (f, n)).map_or(0, |x| x.1);
        assert_eq!(get(0, main), 5);
        assert_eq!(get(0, work), 40 + 10);
        assert_eq!(get(0, send), 5 + 2);
        assert_eq!(get(1, work), 10);
    }
}
