//! Cause analysis (PPW §5.2.2): for every wait instance of a significant finding, the remote
//! location responsible and what it was executing during the waiting interval.
//!
//! Like PPW's two-pass scheme (thesis Table 5-2), the first pass (the pattern replay) produces
//! *time-window requests* `{remote location, start, end}`; they are batched per remote
//! location, sorted, and answered by a second streaming pass over that location's events,
//! which sweeps the windows and adds up, per finding, how long the location spent in each of
//! its call paths inside them. Only locations that received requests are read again, and each
//! stops after its last window, unless the root-cause analysis needs its time maps ([`pass`]).

use crate::replay::calltree::CallTree;
use crate::replay::clock::Correction;
use crate::rootcause::timemaps::{Cutter, Segments};
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

/// The sweep over one location's windows (fed by the second streaming pass: `advance` to
/// every event's corrected time with the node the location was in since the event before,
/// `finish` after the last).
///
/// Time is first added per call-tree node into `pending` (one array add per event); only when
/// the set of active windows changes is `pending` multiplied out into the per-finding totals.
pub(crate) struct Sweep<'w> {
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

impl<'w> Sweep<'w> {
    /// A sweep over `windows` (sorted) of `nfindings` findings, for a location with `nodes`
    /// call-tree nodes.
    pub(crate) fn new(windows: &'w [Window], nfindings: usize, nodes: usize) -> Sweep<'w> {
        let some = !windows.is_empty();
        Sweep {
            windows,
            next: 0,
            ends: BinaryHeap::new(),
            count: if some { vec![0; nfindings] } else { Vec::new() },
            active: Vec::new(),
            cur_t: 0,
            pending: if some { vec![0; nodes] } else { Vec::new() },
            touched: Vec::new(),
            acc: HashMap::default(),
        }
    }

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
    pub(crate) fn advance(&mut self, t: u64, node: u32) {
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

    /// Whether every window has ended (the rest of the stream adds nothing).
    pub(crate) fn done(&self) -> bool {
        self.next >= self.windows.len() && self.ends.is_empty()
    }

    /// The answer; windows reaching past the end of the stream count as "outside any region"
    /// (node 0).
    pub(crate) fn finish(mut self) -> Answer {
        if self.windows.is_empty() {
            return Vec::new();
        }
        self.advance(u64::MAX - 1, 0);
        self.commit();
        let mut v: Vec<_> = self.acc.into_iter().collect();
        v.sort_unstable();
        v
    }
}

/// The second streaming pass over one location: answer its (sorted) time windows, and cut its
/// time line at `bounds` (the root-cause analysis' time maps, [`Cutter`]). A location is read
/// only as far as its last window unless it has bounds; one with neither is not read.
pub(crate) fn pass(
    src: &dyn TraceSource,
    loc: LocationId,
    tree: &CallTree,
    corr: &Correction,
    windows: &[Window],
    nfindings: usize,
    bounds: &[u64],
) -> (Answer, Segments) {
    if windows.is_empty() && bounds.is_empty() {
        return (Vec::new(), Segments::empty(0));
    }
    let Ok(mut stream) = src.events(loc) else {
        return (Vec::new(), Segments::empty(bounds.len()));
    };
    // Only the calling context counts here.
    stream.regions_only();
    let nodes = tree.nodes.len();
    let mut sw = Sweep::new(windows, nfindings, nodes);
    let mut cut = Cutter::new(bounds, nodes);
    let mut stack: Vec<u32> = Vec::with_capacity(64);
    let mut last = 0u64;
    let mut sweeping = !sw.done();
    while let Ok(Some(e)) = stream.next_event() {
        let t = corr.apply(e.time).max(last);
        last = t;
        let node = stack.last().copied().unwrap_or(0);
        cut.advance(t, node);
        if sweeping {
            sw.advance(t, node);
        }
        match e.kind {
            EventKind::Enter { region, .. } => stack.push(tree.find(node, region).unwrap_or(node)),
            EventKind::Exit { .. } => {
                stack.pop();
            }
            _ => {}
        }
        if sweeping && sw.done() {
            sweeping = false;
            if cut.idle() {
                break;
            }
        }
    }
    (sw.finish(), cut.finish())
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
        let (a, _) = pass(&t, LocationId(0), &tree, &Correction::default(), &w, 2, &[]);
        let get = |f: u32, n: u32| a.iter().find(|x| x.0 == (f, n)).map_or(0, |x| x.1);
        assert_eq!(get(0, main), 5);
        assert_eq!(get(0, work), 40 + 10);
        assert_eq!(get(0, send), 5 + 2);
        assert_eq!(get(1, work), 10);
        // The same pass cuts the time maps: after the last window it reads on to the end.
        let (b, seg) = pass(
            &t,
            LocationId(0),
            &tree,
            &Correction::default(),
            &w,
            2,
            &[30, 55],
        );
        assert_eq!(b, a);
        assert_eq!(seg.len(), 3);
        let of = |s: usize| {
            let mut v = Vec::new();
            seg.for_each(s, s + 1, |n, ns| v.push((n, ns)));
            v
        };
        assert_eq!(of(0), [(main, 10), (work, 20)]);
        assert_eq!(of(1), [(work, 20), (send, 5)]);
        assert_eq!(of(2), [(main, 40), (send, 5)]);
    }
}
