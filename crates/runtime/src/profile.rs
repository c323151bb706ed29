//! Profile mode: a per-thread call-path tree updated in place, no per-event storage.
//!
//! A node is (parent, region). Wrapped MPI calls are leaves updated in one step
//! ([`CallTree::leaf`]); user regions and instrumented functions push and pop frames. Child
//! lookups go through a small direct-mapped cache before scanning the sibling list, so the hot
//! path neither locks nor allocates (the node vector grows only when a new call path appears).

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
}

#[derive(Clone, Copy, Debug)]
struct Frame {
    node: u32,
    t0: u64,
    /// Inclusive ticks of completed children.
    child: u64,
}

const NONE: u32 = u32::MAX;
const CACHE: usize = 256;

/// The call-path tree of one thread.
#[derive(Debug)]
pub(crate) struct CallTree {
    pub(crate) nodes: Vec<Node>,
    stack: Vec<Frame>,
    first_root: u32,
    /// (parent, region) → node, direct mapped.
    cache: Vec<(u32, u32, u32)>,
}

impl CallTree {
    pub(crate) fn new() -> CallTree {
        CallTree {
            nodes: Vec::with_capacity(1024),
            stack: Vec::with_capacity(128),
            first_root: NONE,
            cache: vec![(NONE, NONE, NONE); CACHE],
        }
    }

    #[inline]
    fn child(&mut self, parent: u32, region: u32, site: u64) -> u32 {
        let slot = (parent
            .wrapping_mul(31)
            .wrapping_add(region.wrapping_mul(0x9E37)) as usize)
            & (CACHE - 1);
        let c = self.cache[slot];
        if c.0 == parent && c.1 == region {
            return c.2;
        }
        let mut i = if parent == NONE {
            self.first_root
        } else {
            self.nodes[parent as usize].first_child
        };
        while i != NONE {
            if self.nodes[i as usize].region == region {
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

    /// A complete call (enter at `t0`, exit at `t1`) of `region` under the current frame.
    #[inline]
    pub(crate) fn leaf(
        &mut self,
        region: u32,
        site: u64,
        t0: u64,
        t1: u64,
        sent: u64,
        received: u64,
    ) {
        let parent = self.stack.last().map_or(NONE, |f| f.node);
        let node = self.child(parent, region, site);
        let d = t1.saturating_sub(t0);
        self.account(node, d, d);
        let n = &mut self.nodes[node as usize];
        n.sent += sent;
        n.received += received;
        if let Some(f) = self.stack.last_mut() {
            f.child += d;
        }
    }

    /// Enter `region` (a user region or instrumented function) at `t`.
    pub(crate) fn enter(&mut self, region: u32, site: u64, t: u64) {
        let parent = self.stack.last().map_or(NONE, |f| f.node);
        let node = self.child(parent, region, site);
        self.stack.push(Frame {
            node,
            t0: t,
            child: 0,
        });
    }

    /// Leave the innermost frame.
    pub(crate) fn exit(&mut self, t: u64) {
        if let Some(f) = self.stack.pop() {
            let d = t.saturating_sub(f.t0);
            self.account(f.node, d, d.saturating_sub(f.child));
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
    fn paths_times_and_bytes() {
        let mut t = CallTree::new();
        t.enter(100, 0, 0);
        t.leaf(1, 0xa, 10, 20, 8, 0);
        t.leaf(1, 0xb, 30, 35, 8, 0);
        t.leaf(2, 0xc, 40, 50, 0, 16);
        t.exit(100);
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
        assert_eq!(t.depth(), 0);
    }
}
