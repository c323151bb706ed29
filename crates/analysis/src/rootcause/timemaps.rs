//! Time maps: how long a location spent in each of its call paths between two of its
//! synchronization points (Scalasca's time-map cache).
//!
//! The second streaming pass over each location's events (the one that answers the cause
//! step's time windows, `pipeline::causes`), with the clock corrections of the repair, splits
//! its time line at its synchronization points' enter times into segments ([`Cutter`]) and
//! adds up each segment's exclusive time per call-tree node. A segment map is sparse: only the
//! nodes the location visited inside it. Distributed, the owners of the locations stream them.

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

/// Cuts one location's time line into [`Segments`] while its events stream by (the cause
/// step's second pass feeds it, `pipeline::causes`): `advance` to every event's corrected
/// time with the node the location was in since the event before, `finish` after the last.
pub(crate) struct Cutter<'b> {
    bounds: &'b [u64],
    seg: Segments,
    /// Time per node since the last cut, and the nodes that have some.
    pending: Vec<u64>,
    touched: Vec<u32>,
    cur: u64,
    k: usize,
}

impl<'b> Cutter<'b> {
    /// A cutter at `bounds` (sorted) for a location with `nodes` call-tree nodes.
    pub(crate) fn new(bounds: &'b [u64], nodes: usize) -> Cutter<'b> {
        let mut seg = Segments {
            off: Vec::with_capacity(bounds.len() + 2),
            ents: Vec::new(),
        };
        seg.off.push(0);
        Cutter {
            bounds,
            seg,
            pending: if bounds.is_empty() {
                Vec::new()
            } else {
                vec![0; nodes]
            },
            touched: Vec::new(),
            cur: 0,
            k: 0,
        }
    }

    /// Whether it has nothing to cut (no bounds: nothing needs the stream for it).
    pub(crate) fn idle(&self) -> bool {
        self.bounds.is_empty()
    }

    #[inline]
    fn add(&mut self, node: u32, ns: u64) {
        // Node 0 is "outside any region" (before the first and after the last event).
        if node != 0 && ns > 0 {
            let p = &mut self.pending[node as usize];
            if *p == 0 {
                self.touched.push(node);
            }
            *p += ns;
        }
    }

    fn cut(&mut self) {
        self.touched.sort_unstable();
        for &n in &self.touched {
            self.seg
                .ents
                .push((n, std::mem::take(&mut self.pending[n as usize])));
        }
        self.touched.clear();
        self.seg.off.push(self.seg.ents.len() as u32);
    }

    /// Move to time `t` (not before the last), the location having been in `node` since.
    #[inline]
    pub(crate) fn advance(&mut self, t: u64, node: u32) {
        if self.bounds.is_empty() {
            return;
        }
        while self.k < self.bounds.len() && self.bounds[self.k] <= t {
            let b = self.bounds[self.k].max(self.cur);
            self.add(node, b - self.cur);
            self.cur = b;
            self.cut();
            self.k += 1;
        }
        self.add(node, t.saturating_sub(self.cur));
        self.cur = self.cur.max(t);
    }

    /// The segments: the boundaries after the last event, and the last segment.
    pub(crate) fn finish(mut self) -> Segments {
        while self.k < self.bounds.len() {
            self.cut();
            self.k += 1;
        }
        self.cut();
        self.seg
    }
}

impl Segments {
    /// The segments of `nbounds` boundaries, all empty (a location whose events could not be
    /// read).
    pub(crate) fn empty(nbounds: usize) -> Segments {
        Segments {
            off: vec![0; nbounds + 2],
            ents: Vec::new(),
        }
    }

    /// The parts (offsets, entries), for the exchange of a distributed analysis.
    pub(crate) fn into_parts(self) -> (Vec<u32>, Vec<(u32, u64)>) {
        (self.off, self.ents)
    }

    /// Segments from the parts another process sent for `nbounds` boundaries, if they are
    /// well-formed.
    pub(crate) fn from_parts(
        off: Vec<u32>,
        ents: Vec<(u32, u64)>,
        nbounds: usize,
    ) -> Option<Segments> {
        let ok = off.len() == nbounds + 2
            && off.windows(2).all(|w| w[0] <= w[1])
            && off.last().is_some_and(|&e| e as usize == ents.len());
        ok.then_some(Segments { off, ents })
    }
}
