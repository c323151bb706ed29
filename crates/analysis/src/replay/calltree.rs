//! Call trees: one per location while streaming, unified into global call paths afterwards.
//!
//! Depth is bounded: below [`CallTree::max_depth`] levels, deeper regions are *folded*: they
//! become children of one node [`FOLDED`] (named `[deeper calls]`) under the deepest kept
//! level, so `main/f/f/.../f/[deeper calls]/MPI_Send` stands for any deeper stack ending in
//! `MPI_Send`. A region that recurses below the limit is then one node visited many times;
//! only its outermost open visit adds inclusive time. This keeps the memory, the time and the
//! size of the call-path names linear in the trace whatever the recursion depth (names of
//! every level of a 10,000-deep recursion would be quadratic).
//!
//! Breadth is indexed: a node's children form a linked list (short for most nodes, and cheap to
//! scan), but once a node has more than [`WIDE`] children they are found through a hash
//! index, so that a program entering 40,000 distinct regions (one per iteration) does not scan
//! the siblings at every enter (issue 35).

use crate::replay::classify::NCAT;
use ppw_event::{CallsiteId, RegionId};
use rustc_hash::FxHashMap;
use std::collections::HashMap;

/// "No node" marker.
pub(crate) const NO_NODE: u32 = u32::MAX;

/// The region of the node that holds folded deeper calls (no region definition has this id).
pub(crate) const FOLDED: RegionId = RegionId(u32::MAX - 1);

/// The name of [`FOLDED`] in call paths.
pub(crate) const FOLDED_NAME: &str = "[deeper calls]";

/// Default depth limit of call trees (regions from the root).
pub(crate) const DEFAULT_MAX_DEPTH: u32 = 256;

/// Children a node has before they are indexed by region.
pub(crate) const WIDE: usize = 16;

/// One call-tree node of a location: a call path and what was measured there.
#[derive(Clone, Debug, serde::Serialize, serde::Deserialize)]
pub(crate) struct Node {
    pub(crate) parent: u32,
    pub(crate) region: RegionId,
    /// First call site seen for this call path.
    pub(crate) callsite: CallsiteId,
    first_child: u32,
    next_sibling: u32,
    /// Regions from the root (the virtual root is 0).
    depth: u32,
    /// Visits currently open on the stack (more than one only for a folded recursion).
    pub(crate) open: u32,
    pub(crate) visits: u64,
    /// Inclusive time (ns).
    pub(crate) incl: u64,
    /// Exclusive time (ns) by time category of the visit.
    pub(crate) excl: [u64; NCAT],
    pub(crate) bytes_sent: u64,
    pub(crate) bytes_received: u64,
    /// Bytes written into (put, accumulate) and read from (get, atomics) remote memory.
    pub(crate) bytes_put: u64,
    pub(crate) bytes_get: u64,
    /// Shortest and longest visit (inclusive ns); `u64::MAX` / 0 before the first visit ends.
    pub(crate) min: u64,
    pub(crate) max: u64,
    /// CPU time attributed to this node's exclusive time from CPU samples (ns), and the
    /// exclusive wall-clock time those samples covered.
    pub(crate) cpu_user: u64,
    pub(crate) cpu_system: u64,
    pub(crate) cpu_wall: u64,
    /// Bytes read or written by I/O operations of this node.
    pub(crate) io_bytes: u64,
    /// Performance counter increments of this node's exclusive time, by counter
    /// ([`ppw_event::Defs::counters`]); empty without counters.
    pub(crate) counters: Vec<u64>,
    /// Some of this node's time lies in a counter interval that went to an ancestor: its
    /// inclusive counts are not known.
    pub(crate) counters_partial: bool,
    /// Its children are in [`CallTree::wide`] (not encoded: [`CallTree::reindex`] rebuilds it).
    #[serde(skip)]
    wide: bool,
}

/// A location's call tree. Node 0 is a virtual root above the program's top-level regions; it
/// never appears in output.
#[derive(Clone, Debug, serde::Serialize, serde::Deserialize)]
pub(crate) struct CallTree {
    pub(crate) nodes: Vec<Node>,
    /// Regions deeper than this are folded (see the module documentation).
    pub(crate) max_depth: u32,
    /// Enters that were folded.
    pub(crate) folded: u64,
    /// (parent, region) -> child, for the children of nodes with more than [`WIDE`]
    /// children.
    #[serde(skip)]
    wide: FxHashMap<(u32, RegionId), u32>,
}

impl CallTree {
    pub(crate) fn new(max_depth: u32) -> CallTree {
        CallTree {
            nodes: vec![Node::new(NO_NODE, RegionId::NONE, CallsiteId::NONE, 0)],
            max_depth: max_depth.max(1),
            folded: 0,
            wide: FxHashMap::default(),
        }
    }

    /// Rebuild the index of wide nodes' children (after decoding a tree, which does not carry
    /// it).
    pub(crate) fn reindex(&mut self) {
        self.wide.clear();
        for p in 0..self.nodes.len() {
            self.nodes[p].wide = false;
            if self.children(p as u32).nth(WIDE).is_some() {
                self.index(p as u32);
            }
        }
    }

    /// The direct children of `parent`.
    fn children(&self, parent: u32) -> impl Iterator<Item = u32> + '_ {
        let mut c = self.nodes[parent as usize].first_child;
        std::iter::from_fn(move || {
            let id = c;
            (id != NO_NODE).then(|| {
                c = self.nodes[id as usize].next_sibling;
                id
            })
        })
    }

    /// Index the children of `parent` by region from now on.
    fn index(&mut self, parent: u32) {
        let kids: Vec<u32> = self.children(parent).collect();
        for c in kids {
            // The first child of a region wins, as the list scan finds it (newest first).
            self.wide
                .entry((parent, self.nodes[c as usize].region))
                .or_insert(c);
        }
        self.nodes[parent as usize].wide = true;
    }

    /// Where a child of `parent` hangs: `Ok(parent)` above the depth limit, `Ok(fold node)`
    /// below it, `Err(parent)` at the limit (the fold node under `parent`, maybe not yet made).
    #[inline]
    fn slot(&self, parent: u32) -> Result<u32, u32> {
        let p = &self.nodes[parent as usize];
        if p.depth < self.max_depth {
            Ok(parent)
        } else if p.depth > self.max_depth {
            // A folded node: its siblings are the deeper calls.
            Ok(p.parent)
        } else {
            Err(parent)
        }
    }

    /// The child of `parent` for `region`, created if new (folded below the depth limit).
    #[inline]
    pub(crate) fn child(&mut self, parent: u32, region: RegionId, callsite: CallsiteId) -> u32 {
        if self.nodes[parent as usize].depth < self.max_depth {
            self.child_here(parent, region, callsite)
        } else {
            self.child_folded(parent, region, callsite)
        }
    }

    /// [`CallTree::child`] at or below the depth limit.
    #[cold]
    #[inline(never)]
    fn child_folded(&mut self, parent: u32, region: RegionId, callsite: CallsiteId) -> u32 {
        let slot = match self.slot(parent) {
            Ok(p) => p,
            Err(p) => match self.find_here(p, FOLDED) {
                Some(f) => f,
                None => self.add(p, FOLDED, CallsiteId::NONE),
            },
        };
        self.folded += 1;
        self.child_here(slot, region, callsite)
    }

    /// The direct child of `parent` for `region`, created if new.
    #[inline]
    fn child_here(&mut self, parent: u32, region: RegionId, callsite: CallsiteId) -> u32 {
        match self.scan(parent, region) {
            Ok(c) => {
                let n = &mut self.nodes[c as usize];
                if !n.callsite.is_some() {
                    n.callsite = callsite;
                }
                c
            }
            Err(siblings) => {
                if siblings >= WIDE && !self.nodes[parent as usize].wide {
                    self.index(parent);
                }
                self.add(parent, region, callsite)
            }
        }
    }

    fn add(&mut self, parent: u32, region: RegionId, callsite: CallsiteId) -> u32 {
        let id = self.nodes.len() as u32;
        let depth = self.nodes[parent as usize].depth + 1;
        let mut n = Node::new(parent, region, callsite, depth);
        let p = &mut self.nodes[parent as usize];
        n.next_sibling = p.first_child;
        p.first_child = id;
        if p.wide {
            self.wide.insert((parent, region), id);
        }
        self.nodes.push(n);
        id
    }

    /// The existing node a call of `region` from `parent` was recorded in (folded like
    /// [`CallTree::child`] does).
    #[inline]
    pub(crate) fn find(&self, parent: u32, region: RegionId) -> Option<u32> {
        let parent = match self.slot(parent) {
            Ok(p) => p,
            Err(p) => self.find_here(p, FOLDED)?,
        };
        self.find_here(parent, region)
    }

    /// The existing direct child of `parent` for `region`.
    #[inline]
    fn find_here(&self, parent: u32, region: RegionId) -> Option<u32> {
        self.scan(parent, region).ok()
    }

    /// The existing direct child of `parent` for `region`, else how many children `parent`
    /// has (at least [`WIDE`] if they are indexed).
    #[inline]
    fn scan(&self, parent: u32, region: RegionId) -> Result<u32, usize> {
        let p = &self.nodes[parent as usize];
        if p.wide {
            return self.wide.get(&(parent, region)).copied().ok_or(WIDE);
        }
        let mut c = p.first_child;
        let mut siblings = 0;
        while c != NO_NODE {
            let n = &self.nodes[c as usize];
            if n.region == region {
                return Ok(c);
            }
            siblings += 1;
            c = n.next_sibling;
        }
        Err(siblings)
    }
}

impl Node {
    fn new(parent: u32, region: RegionId, callsite: CallsiteId, depth: u32) -> Node {
        Node {
            parent,
            region,
            callsite,
            first_child: NO_NODE,
            next_sibling: NO_NODE,
            depth,
            open: 0,
            visits: 0,
            incl: 0,
            excl: [0; NCAT],
            bytes_sent: 0,
            bytes_received: 0,
            bytes_put: 0,
            bytes_get: 0,
            min: u64::MAX,
            max: 0,
            cpu_user: 0,
            cpu_system: 0,
            cpu_wall: 0,
            io_bytes: 0,
            counters: Vec::new(),
            counters_partial: false,
            wide: false,
        }
    }
}

/// The name of a region in call paths ([`FOLDED_NAME`] for the fold node).
pub(crate) fn region_name(region: RegionId, regions: &[ppw_event::RegionDef]) -> &str {
    match regions.get(region.index()) {
        Some(r) => r.name.as_str(),
        None if region == FOLDED => FOLDED_NAME,
        None => "<unknown region>",
    }
}

/// Call paths unified over all locations. Id 0 is the virtual root.
#[derive(Debug)]
pub(crate) struct Callpaths {
    /// (parent, region) of each call path.
    pub(crate) paths: Vec<(u32, RegionId)>,
    /// First known call site of each call path.
    pub(crate) callsites: Vec<CallsiteId>,
    index: HashMap<(u32, RegionId), u32>,
}

impl Callpaths {
    pub(crate) fn new() -> Callpaths {
        Callpaths {
            paths: vec![(NO_NODE, RegionId::NONE)],
            callsites: vec![CallsiteId::NONE],
            index: HashMap::new(),
        }
    }

    /// Map every node of `tree` to a global call path id (parents come before children in a
    /// tree's node order, so one forward sweep suffices).
    pub(crate) fn add_tree(&mut self, tree: &CallTree) -> Vec<u32> {
        let mut map = vec![0u32; tree.nodes.len()];
        for (i, n) in tree.nodes.iter().enumerate().skip(1) {
            let parent = map[n.parent as usize];
            let next = self.paths.len() as u32;
            let id = *self.index.entry((parent, n.region)).or_insert(next);
            if id == next {
                self.paths.push((parent, n.region));
                self.callsites.push(n.callsite);
            } else if !self.callsites[id as usize].is_some() {
                self.callsites[id as usize] = n.callsite;
            }
            map[i] = id;
        }
        map
    }

    /// `main/solve/MPI_Recv` for a call path id.
    pub(crate) fn name(&self, id: u32, regions: &[ppw_event::RegionDef]) -> String {
        let mut parts = Vec::new();
        let mut cur = id;
        while cur != 0 && cur != NO_NODE {
            let (parent, region) = self.paths[cur as usize];
            parts.push(region_name(region, regions));
            cur = parent;
        }
        parts.reverse();
        parts.join("/")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 10,000 distinct children of one node: each is found again (through the index once
    /// there are more than WIDE), a decoded tree finds them too, and only the wide node's
    /// children are indexed.
    #[test]
    fn many_children_are_found_through_the_index() {
        let mut t = CallTree::new(DEFAULT_MAX_DEPTH);
        let main = t.child(0, RegionId(0), CallsiteId::NONE);
        let n = 10_000u32;
        let kids: Vec<u32> = (1..=n)
            .map(|r| t.child(main, RegionId(r), CallsiteId::NONE))
            .collect();
        // A narrow node under each of the first few: not indexed.
        let leaf = t.child(kids[0], RegionId(n + 1), CallsiteId::NONE);
        assert!(t.nodes[main as usize].wide && !t.nodes[kids[0] as usize].wide);
        assert_eq!(t.wide.len(), n as usize);
        for (i, &k) in kids.iter().enumerate() {
            assert_eq!(t.child(main, RegionId(i as u32 + 1), CallsiteId::NONE), k);
            assert_eq!(t.find(main, RegionId(i as u32 + 1)), Some(k));
        }
        assert_eq!(t.find(main, RegionId(n + 5)), None);
        assert_eq!(t.find(kids[0], RegionId(n + 1)), Some(leaf));
        assert_eq!(t.nodes.len(), n as usize + 3);

        let mut d: CallTree = postcard::from_bytes(&postcard::to_stdvec(&t).unwrap()).unwrap();
        assert!(d.wide.is_empty());
        d.reindex();
        assert_eq!(d.wide, t.wide);
        for (i, &k) in kids.iter().enumerate() {
            assert_eq!(d.find(main, RegionId(i as u32 + 1)), Some(k));
        }
        assert_eq!(d.child(main, RegionId(n + 7), CallsiteId::NONE), n + 3);
        assert_eq!(d.find(main, RegionId(n + 7)), Some(n + 3));
    }
}
