//! Call trees: one per location while streaming, unified into global call paths afterwards.

use crate::replay::classify::NCAT;
use ppw_event::{CallsiteId, RegionId};
use std::collections::HashMap;

/// "No node" marker.
pub(crate) const NO_NODE: u32 = u32::MAX;

/// One call-tree node of a location: a call path and what was measured there.
#[derive(Clone, Debug)]
pub(crate) struct Node {
    pub(crate) parent: u32,
    pub(crate) region: RegionId,
    /// First call site seen for this call path.
    pub(crate) callsite: CallsiteId,
    first_child: u32,
    next_sibling: u32,
    pub(crate) visits: u64,
    /// Inclusive time (ns).
    pub(crate) incl: u64,
    /// Exclusive time (ns) by time category of the visit.
    pub(crate) excl: [u64; NCAT],
    pub(crate) bytes_sent: u64,
    pub(crate) bytes_received: u64,
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
}

/// A location's call tree. Node 0 is a virtual root above the program's top-level regions; it
/// never appears in output.
#[derive(Clone, Debug)]
pub(crate) struct CallTree {
    pub(crate) nodes: Vec<Node>,
}

impl CallTree {
    pub(crate) fn new() -> CallTree {
        CallTree {
            nodes: vec![Node::new(NO_NODE, RegionId::NONE, CallsiteId::NONE)],
        }
    }

    /// The child of `parent` for `region`, created if new.
    #[inline]
    pub(crate) fn child(&mut self, parent: u32, region: RegionId, callsite: CallsiteId) -> u32 {
        if let Some(c) = self.find(parent, region) {
            let n = &mut self.nodes[c as usize];
            if !n.callsite.is_some() {
                n.callsite = callsite;
            }
            return c;
        }
        let id = self.nodes.len() as u32;
        let mut n = Node::new(parent, region, callsite);
        let p = &mut self.nodes[parent as usize];
        n.next_sibling = p.first_child;
        p.first_child = id;
        self.nodes.push(n);
        id
    }

    /// The existing child of `parent` for `region`.
    #[inline]
    pub(crate) fn find(&self, parent: u32, region: RegionId) -> Option<u32> {
        let mut c = self.nodes[parent as usize].first_child;
        while c != NO_NODE {
            let n = &self.nodes[c as usize];
            if n.region == region {
                return Some(c);
            }
            c = n.next_sibling;
        }
        None
    }
}

impl Node {
    fn new(parent: u32, region: RegionId, callsite: CallsiteId) -> Node {
        Node {
            parent,
            region,
            callsite,
            first_child: NO_NODE,
            next_sibling: NO_NODE,
            visits: 0,
            incl: 0,
            excl: [0; NCAT],
            bytes_sent: 0,
            bytes_received: 0,
            min: u64::MAX,
            max: 0,
            cpu_user: 0,
            cpu_system: 0,
            cpu_wall: 0,
            io_bytes: 0,
        }
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
            parts.push(
                regions
                    .get(region.index())
                    .map(|r| r.name.as_str())
                    .unwrap_or("<unknown region>"),
            );
            cur = parent;
        }
        parts.reverse();
        parts.join("/")
    }
}
