//! Profile mode: a per-thread call-path tree updated in place, no per-event storage.
//!
//! A node is (parent, region). Wrapped MPI calls are leaves updated in one step
//! ([`CallTree::leaf`]); user regions and instrumented functions push and pop frames. Child
//! lookups first try the node last used for the region (one load and compare: a loop calling
//! the same functions from the same place always hits), then a small direct-mapped cache, then
//! the sibling list, so the hot path neither locks nor allocates (the node vector grows only
//! when a new call path appears).
//!
//! CPU time: a frame whose enter was sampled carries the reading; at its exit the difference is
//! added to the node together with the inclusive ticks of that visit (`cpu_ticks`). When only
//! some visits of a node were sampled (the rate limit skips short ones), the CPU time written
//! to the file is extrapolated to all visits: cpu × inclusive / cpu_ticks.

use ppw_event::counters::MAX_COUNTERS;

/// Profile mode: the calls the wrappers' fast path added to one slot since the last fold (the
/// slot of a context cache entry; layout shared with `ppw_pslot` in `c/ppw_hot.h`).
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub(crate) struct Slot {
    /// Region of the calls ([`NONE`]: none yet; with [`CLEAN`]: none since the last fold).
    pub(crate) region: u32,
    /// The entry's context id (calling context on) at the first call since the fold.
    pub(crate) id: u32,
    /// The entry's return address at that call (calling context off: the call site).
    pub(crate) ra: u64,
    pub(crate) visits: u64,
    pub(crate) ticks: u64,
    pub(crate) min: u64,
    pub(crate) max: u64,
    /// Bytes received (0) and sent (1).
    pub(crate) bytes: [u64; 2],
}

impl Default for Slot {
    fn default() -> Slot {
        Slot {
            region: NONE,
            id: 0,
            ra: 0,
            visits: 0,
            ticks: 0,
            min: u64::MAX,
            max: 0,
            bytes: [0; 2],
        }
    }
}

/// A slot's region with this bit has no calls since the last fold (`PPW_SLOT_CLEAN`): the
/// next call of the region takes the slot without asking Rust.
pub(crate) const CLEAN: u32 = 0x8000_0000;

/// Fold the fast path's slots `dirty` (indices into `slots`, in first-call order) into the
/// tree as calls under the innermost open region, and empty them (each keeps its region,
/// marked [`CLEAN`], so that the next call of the same site needs no new key). `context`:
/// the slots' ids are calling-context ids (else their return addresses are the call sites).
pub(crate) fn fold_slots(tree: &mut CallTree, slots: &mut [Slot], dirty: &[u16], context: bool) {
    let parent = tree.stack.last().map_or(NONE, |f| f.node);
    let mut child = 0u64;
    for &i in dirty {
        let Some(s) = slots.get_mut(i as usize) else {
            continue;
        };
        if s.visits == 0 {
            continue;
        }
        let site = if context { CONTEXT | s.id as u64 } else { s.ra };
        let node = tree.child(parent, s.region, site);
        if let Some(x) = tree.nodes.get_mut(node as usize) {
            x.visits += s.visits;
            x.inclusive += s.ticks;
            x.exclusive += s.ticks;
            x.min = x.min.min(s.min);
            x.max = x.max.max(s.max);
            x.received += s.bytes[0];
            x.sent += s.bytes[1];
        }
        child += s.ticks;
        *s = Slot {
            region: s.region | CLEAN,
            ..Slot::default()
        };
    }
    if let Some(f) = tree.stack.last_mut() {
        f.child += child;
    }
}

/// Profile mode: one-sided statistics of a thread (Paradyn's RMA metrics, the numbers of the
/// analysis' `one_sided` table), written next to the call-path tree.
#[derive(Debug, Default)]
pub(crate) struct RmaStats {
    /// (window, window-local target, RMA op code) -> (operations, bytes).
    pub(crate) transfers: Counters<(u32, i32, u8)>,
    /// (window, class: [`SYNC_ACTIVE`], [`SYNC_PASSIVE`] or [`SYNC_MGMT`]) -> (calls, ticks).
    pub(crate) syncs: Counters<(u32, u8)>,
}

/// Pairs of counters by key, in first-use order. The entry used last is tried first (a loop
/// putting to one target hits it every time), then a hash index.
#[derive(Debug)]
pub(crate) struct Counters<K> {
    pub(crate) entries: Vec<(K, u64, u64)>,
    index: rustc_hash::FxHashMap<K, u32>,
    last: usize,
}

impl<K> Default for Counters<K> {
    fn default() -> Self {
        Counters {
            entries: Vec::new(),
            index: Default::default(),
            last: 0,
        }
    }
}

impl<K: Copy + Eq + std::hash::Hash> Counters<K> {
    /// Add (1, `amount`) to `key`'s counters.
    #[inline]
    pub(crate) fn add(&mut self, key: K, amount: u64) {
        if let Some(e) = self.entries.get_mut(self.last) {
            if e.0 == key {
                e.1 += 1;
                e.2 += amount;
                return;
            }
        }
        self.add_slow(key, amount);
    }

    #[inline(never)]
    fn add_slow(&mut self, key: K, amount: u64) {
        let n = self.entries.len() as u32;
        let i = *self.index.entry(key).or_insert(n) as usize;
        if i == self.entries.len() {
            self.entries.push((key, 0, 0));
        }
        let e = &mut self.entries[i];
        e.1 += 1;
        e.2 += amount;
        self.last = i;
    }
}

/// Active-target synchronization (fence, post/start/complete/wait, a successful test).
pub(crate) const SYNC_ACTIVE: u8 = 0;
/// Passive-target synchronization (lock/unlock, flush).
pub(crate) const SYNC_PASSIVE: u8 = 1;
/// Window creation and release.
pub(crate) const SYNC_MGMT: u8 = 2;

impl RmaStats {
    /// A transfer of `bytes` to window-local `target`.
    #[inline]
    pub(crate) fn transfer(&mut self, op: ppw_event::RmaOp, win: u32, target: i32, bytes: u64) {
        let code = match op {
            ppw_event::RmaOp::Put => 0,
            ppw_event::RmaOp::Get => 1,
            ppw_event::RmaOp::Atomic => 2,
            ppw_event::RmaOp::Accumulate => 3,
        };
        self.transfers.add((win, target, code), bytes);
    }

    /// A synchronization call of `class` on `win` that took `ticks`.
    #[inline]
    pub(crate) fn sync(&mut self, win: u32, class: u8, ticks: u64) {
        self.syncs.add((win, class), ticks);
    }
}

/// One call-path node (times in ticks).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Node {
    pub(crate) parent: u32,
    pub(crate) region: u32,
    /// Representative call site (return address of the first visit).
    pub(crate) site: u64,
    first_child: u32,
    next_sibling: u32,
    pub(crate) visits: u64,
    pub(crate) inclusive: u64,
    pub(crate) exclusive: u64,
    pub(crate) min: u64,
    pub(crate) max: u64,
    pub(crate) sent: u64,
    pub(crate) received: u64,
    /// CPU ns of the sampled visits.
    pub(crate) cpu_user: u64,
    pub(crate) cpu_system: u64,
    /// Inclusive ticks of the sampled visits.
    pub(crate) cpu_ticks: u64,
    /// Performance counters (`PPW_METRICS`) of the sampled visits, inclusive; `counted`: some
    /// visit was.
    pub(crate) counters: [u64; MAX_COUNTERS],
    pub(crate) counted: bool,
}

impl Node {
    /// CPU (user, system) ns extrapolated from the sampled visits to all of them.
    pub(crate) fn cpu_estimate(&self) -> (u64, u64) {
        if self.cpu_ticks == 0 || self.cpu_ticks >= self.inclusive {
            return (self.cpu_user, self.cpu_system);
        }
        let scale = |v: u64| (v as u128 * self.inclusive as u128 / self.cpu_ticks as u128) as u64;
        (scale(self.cpu_user), scale(self.cpu_system))
    }

    /// The counters extrapolated from the sampled visits to all of them, as the CPU time
    /// (`None`: never read).
    pub(crate) fn counter_estimate(&self) -> Option<[u64; MAX_COUNTERS]> {
        if !self.counted {
            return None;
        }
        if self.cpu_ticks == 0 || self.cpu_ticks >= self.inclusive {
            return Some(self.counters);
        }
        Some(
            self.counters
                .map(|v| (v as u128 * self.inclusive as u128 / self.cpu_ticks as u128) as u64),
        )
    }
}

#[derive(Clone, Copy, Debug)]
struct Frame {
    node: u32,
    t0: u64,
    /// Inclusive ticks of completed children.
    child: u64,
    /// CPU reading at the enter, if sampled, and the counters read with it.
    cpu: Option<(u64, u64)>,
    cnt: [u64; MAX_COUNTERS],
}

const NONE: u32 = u32::MAX;
const CACHE: usize = 256;

/// Tag of a node's `site` that holds a calling-context id instead of a return address (bit 62:
/// no user-space code address and no GASP source position has it). Nodes with such a site are
/// kept apart by it: the same MPI function called in two contexts is two call paths.
pub(crate) const CONTEXT: u64 = 1 << 62;

/// A node with `site` matches a lookup for `want`: plain call sites are representatives (any
/// matches), contexts must be equal.
#[inline(always)]
fn same_site(site: u64, want: u64) -> bool {
    want & CONTEXT == 0 || site == want
}

/// The call-path tree of one thread.
#[derive(Debug)]
pub(crate) struct CallTree {
    pub(crate) nodes: Vec<Node>,
    stack: Vec<Frame>,
    first_root: u32,
    /// (parent, region) → node, direct mapped.
    cache: Vec<(u32, u32, u32)>,
    /// Per region id: (parent, node) of its last lookup.
    last: Vec<(u32, u32)>,
}

impl CallTree {
    pub(crate) fn new() -> CallTree {
        CallTree {
            nodes: Vec::with_capacity(1024),
            stack: Vec::with_capacity(128),
            first_root: NONE,
            cache: vec![(NONE, NONE, NONE); CACHE],
            last: vec![(NONE, NONE); 256],
        }
    }

    #[inline]
    fn child(&mut self, parent: u32, region: u32, site: u64) -> u32 {
        if let Some(&(p, n)) = self.last.get(region as usize) {
            if p == parent && n != NONE && (site & CONTEXT == 0 || self.same(n, site)) {
                return n;
            }
        }
        let n = self.child_slow(parent, region, site);
        if let Some(l) = self.last.get_mut(region as usize) {
            *l = (parent, n);
        } else if region < (1 << 20) {
            self.last.resize(region as usize + 1, (NONE, NONE));
            self.last[region as usize] = (parent, n);
        }
        n
    }

    /// Node `n` has calling context `site`.
    #[inline(always)]
    fn same(&self, n: u32, site: u64) -> bool {
        self.nodes.get(n as usize).is_some_and(|x| x.site == site)
    }

    #[inline(never)]
    fn child_slow(&mut self, parent: u32, region: u32, site: u64) -> u32 {
        let slot = (parent
            .wrapping_mul(31)
            .wrapping_add(region.wrapping_mul(0x9E37)) as usize)
            & (CACHE - 1);
        let c = self.cache[slot];
        if c.0 == parent && c.1 == region && (site & CONTEXT == 0 || self.same(c.2, site)) {
            return c.2;
        }
        let mut i = if parent == NONE {
            self.first_root
        } else {
            self.nodes[parent as usize].first_child
        };
        while i != NONE {
            let n = &self.nodes[i as usize];
            if n.region == region && same_site(n.site, site) {
                self.cache[slot] = (parent, region, i);
                return i;
            }
            i = self.nodes[i as usize].next_sibling;
        }
        let id = self.nodes.len() as u32;
        let next = if parent == NONE {
            self.first_root
        } else {
            self.nodes[parent as usize].first_child
        };
        self.nodes.push(Node {
            parent,
            region,
            site,
            first_child: NONE,
            next_sibling: next,
            visits: 0,
            inclusive: 0,
            exclusive: 0,
            min: u64::MAX,
            max: 0,
            sent: 0,
            received: 0,
            cpu_user: 0,
            cpu_system: 0,
            cpu_ticks: 0,
            counters: [0; MAX_COUNTERS],
            counted: false,
        });
        if parent == NONE {
            self.first_root = id;
        } else {
            self.nodes[parent as usize].first_child = id;
        }
        self.cache[slot] = (parent, region, id);
        id
    }

    #[inline]
    fn account(&mut self, node: u32, d: u64, excl: u64) {
        let n = &mut self.nodes[node as usize];
        n.visits += 1;
        n.inclusive += d;
        n.exclusive += excl;
        n.min = n.min.min(d);
        n.max = n.max.max(d);
    }

    /// A complete call (enter at `t0`, exit at `t1`) of `region` under the current frame;
    /// `cpu`: its (user, system) CPU ns if it was sampled.
    #[inline(always)]
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn leaf(
        &mut self,
        region: u32,
        site: u64,
        t0: u64,
        t1: u64,
        sent: u64,
        received: u64,
        cpu: Option<(u64, u64)>,
    ) {
        let parent = self.stack.last().map_or(NONE, |f| f.node);
        let node = self.child(parent, region, site);
        let d = t1.saturating_sub(t0);
        self.account(node, d, d);
        let n = &mut self.nodes[node as usize];
        n.sent += sent;
        n.received += received;
        if let Some((u, s)) = cpu {
            n.cpu_user += u;
            n.cpu_system += s;
            n.cpu_ticks += d;
        }
        if let Some(f) = self.stack.last_mut() {
            f.child += d;
        }
    }

    /// Enter `region` (a user region or instrumented function) at `t`, with the CPU reading
    /// and the counters (`cnt`, empty when none are read) if this visit is sampled.
    pub(crate) fn enter(
        &mut self,
        region: u32,
        site: u64,
        t: u64,
        cpu: Option<(u64, u64)>,
        cnt: &[u64],
    ) {
        let parent = self.stack.last().map_or(NONE, |f| f.node);
        let node = self.child(parent, region, site);
        let mut f = Frame {
            node,
            t0: t,
            child: 0,
            cpu,
            cnt: [0; MAX_COUNTERS],
        };
        if cpu.is_some() {
            for (a, b) in f.cnt.iter_mut().zip(cnt) {
                *a = *b;
            }
        }
        self.stack.push(f);
    }

    /// Leave the innermost frame at `t`; `cpu` and `cnt` are the readings at the exit if its
    /// enter was sampled.
    pub(crate) fn exit(&mut self, t: u64, cpu: Option<(u64, u64)>, cnt: &[u64]) {
        if let Some(f) = self.stack.pop() {
            let d = t.saturating_sub(f.t0);
            self.account(f.node, d, d.saturating_sub(f.child));
            if let (Some(a), Some(b)) = (f.cpu, cpu) {
                let n = &mut self.nodes[f.node as usize];
                n.cpu_user += b.0.saturating_sub(a.0);
                n.cpu_system += b.1.saturating_sub(a.1);
                n.cpu_ticks += d;
                if !cnt.is_empty() {
                    n.counted = true;
                    for ((x, now), then) in n.counters.iter_mut().zip(cnt).zip(f.cnt) {
                        *x += now.saturating_sub(then);
                    }
                }
            }
            if let Some(p) = self.stack.last_mut() {
                p.child += d;
            }
        }
    }

    /// Number of open frames.
    pub(crate) fn depth(&self) -> usize {
        self.stack.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rma_counters() {
        let mut s = RmaStats::default();
        for _ in 0..3 {
            s.transfer(ppw_event::RmaOp::Put, 1, 2, 8);
        }
        s.transfer(ppw_event::RmaOp::Get, 1, 2, 4);
        s.transfer(ppw_event::RmaOp::Put, 1, 2, 8);
        s.sync(1, SYNC_PASSIVE, 100);
        assert_eq!(
            s.transfers.entries,
            vec![((1, 2, 0), 4, 32), ((1, 2, 1), 1, 4)]
        );
        assert_eq!(s.syncs.entries, vec![((1, SYNC_PASSIVE), 1, 100)]);
    }

    #[test]
    fn paths_times_and_bytes() {
        let mut t = CallTree::new();
        t.enter(100, 0, 0, Some((1000, 10)), &[]);
        t.leaf(1, 0xa, 10, 20, 8, 0, None);
        t.leaf(1, 0xb, 30, 35, 8, 0, None);
        t.leaf(2, 0xc, 40, 50, 0, 16, Some((3, 4)));
        t.exit(100, Some((1500, 30)), &[]);
        assert_eq!(t.nodes.len(), 3);
        let main = &t.nodes[0];
        assert_eq!((main.visits, main.inclusive, main.exclusive), (1, 100, 75));
        let send = &t.nodes[1];
        assert_eq!(
            (
                send.parent,
                send.visits,
                send.inclusive,
                send.min,
                send.max,
                send.sent
            ),
            (0, 2, 15, 5, 10, 16)
        );
        assert_eq!(send.site, 0xa);
        assert_eq!(t.nodes[2].received, 16);
        assert_eq!(
            (main.cpu_user, main.cpu_system, main.cpu_ticks),
            (500, 20, 100)
        );
        assert_eq!(t.nodes[2].cpu_estimate(), (3, 4));
        assert_eq!(t.depth(), 0);
    }

    #[test]
    fn cpu_of_sampled_visits_is_extrapolated() {
        let mut t = CallTree::new();
        // Two visits of 100 ticks, one sampled with 60 ns user time.
        t.enter(7, 0, 0, Some((0, 0)), &[]);
        t.exit(100, Some((60, 0)), &[]);
        t.enter(7, 0, 200, None, &[]);
        t.exit(300, None, &[]);
        assert_eq!(t.nodes[0].cpu_estimate(), (120, 0));
    }

    #[test]
    fn contexts_are_kept_apart_plain_sites_are_not() {
        let mut t = CallTree::new();
        t.enter(100, 0, 0, None, &[]);
        t.leaf(1, 0xa, 0, 1, 0, 0, None);
        t.leaf(1, 0xb, 1, 3, 0, 0, None);
        t.leaf(1, CONTEXT | 4, 3, 6, 0, 0, None);
        t.leaf(1, CONTEXT | 5, 6, 10, 0, 0, None);
        t.leaf(1, CONTEXT | 4, 10, 15, 0, 0, None);
        t.exit(20, None, &[]);
        let visits: Vec<(u64, u64)> = t.nodes[1..].iter().map(|n| (n.site, n.visits)).collect();
        assert_eq!(visits, vec![(0xa, 2), (CONTEXT | 4, 2), (CONTEXT | 5, 1)]);
    }
}
