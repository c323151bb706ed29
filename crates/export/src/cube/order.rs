//! The orders a CUBE file imposes: ids of metrics, call paths and locations, and the per-metric
//! row order of the binary data.
//!
//! CubeLib (4.4, `CubeExclusiveMetric.cpp` / `CubeInclusiveMetric.cpp`) numbers the call-tree
//! nodes *per metric* before it maps data rows: exclusive metrics in depth-first pre-order
//! (`DeepSearchEnumerator`), inclusive metrics "wide" (`WideSearchEnumerator`: a root, then all
//! its children, then recursively each child's children), over the roots in order. The sparse
//! index lists these per-metric numbers, sorted, and the data rows follow that list. Columns
//! are the locations' `Id`s.
//!
//! The writer numbers metrics and call paths in pre-order and locations in document order
//! (grouped by node and process), so that ids match the XML nesting as in files CubeW writes.

use super::model::{CubeDtype, CubeKey, CubeModel, CubeSystem, MetricKind};

/// A forest given by parent links: pre-order sequence and children lists.
#[derive(Debug)]
pub(crate) struct Forest {
    /// Nodes in pre-order (position = new id).
    pub(crate) seq: Vec<usize>,
    /// Old index -> new id.
    pub(crate) id: Vec<usize>,
    /// Children of each node, in index order.
    pub(crate) children: Vec<Vec<usize>>,
    /// Roots in index order.
    pub(crate) roots: Vec<usize>,
}

impl Forest {
    pub(crate) fn new(parents: &[Option<usize>]) -> Forest {
        let n = parents.len();
        let mut children = vec![Vec::new(); n];
        let mut roots = Vec::new();
        for (i, p) in parents.iter().enumerate() {
            match p {
                Some(p) => children[*p].push(i),
                None => roots.push(i),
            }
        }
        let mut seq = Vec::with_capacity(n);
        let mut stack: Vec<usize> = roots.iter().rev().copied().collect();
        while let Some(x) = stack.pop() {
            seq.push(x);
            stack.extend(children[x].iter().rev());
        }
        let mut id = vec![0; n];
        for (k, &x) in seq.iter().enumerate() {
            id[x] = k;
        }
        Forest {
            seq,
            id,
            children,
            roots,
        }
    }

    /// Row order of a metric of `kind`: position = the metric-local number CubeLib uses.
    pub(crate) fn enumeration(&self, kind: MetricKind) -> Vec<usize> {
        match kind {
            MetricKind::Exclusive => self.seq.clone(),
            MetricKind::Inclusive => {
                let mut out = Vec::with_capacity(self.seq.len());
                for &r in &self.roots {
                    out.push(r);
                    self.wide(r, &mut out);
                }
                out
            }
        }
    }

    fn wide(&self, x: usize, out: &mut Vec<usize>) {
        out.extend(&self.children[x]);
        for &c in &self.children[x] {
            self.wide(c, out);
        }
    }
}

/// Document order of the system tree.
#[derive(Debug)]
pub(crate) struct SystemOrder {
    /// Processes in document order.
    pub(crate) processes: Vec<usize>,
    /// Locations in document order (position = location `Id`).
    pub(crate) locations: Vec<usize>,
    /// Location index -> `Id`.
    pub(crate) location_id: Vec<usize>,
}

impl SystemOrder {
    pub(crate) fn new(s: &CubeSystem) -> SystemOrder {
        let mut processes = Vec::with_capacity(s.processes.len());
        for n in 0..s.nodes.len() {
            processes.extend((0..s.processes.len()).filter(|&p| s.processes[p].node == n));
        }
        let mut by_process = vec![Vec::new(); s.processes.len()];
        for (i, l) in s.locations.iter().enumerate() {
            by_process[l.process].push(i);
        }
        let locations: Vec<usize> = processes
            .iter()
            .flat_map(|&p| by_process[p].clone())
            .collect();
        let mut location_id = vec![0; s.locations.len()];
        for (k, &l) in locations.iter().enumerate() {
            location_id[l] = k;
        }
        SystemOrder {
            processes,
            locations,
            location_id,
        }
    }
}

/// All orders of one model.
#[derive(Debug)]
pub(crate) struct Order {
    pub(crate) metrics: Forest,
    pub(crate) cnodes: Forest,
    pub(crate) system: SystemOrder,
}

impl Order {
    pub(crate) fn new(m: &CubeModel) -> Order {
        let mp: Vec<Option<usize>> = m.metrics.iter().map(|x| x.parent).collect();
        let cp: Vec<Option<usize>> = m.cnodes.iter().map(|x| x.parent).collect();
        Order {
            metrics: Forest::new(&mp),
            cnodes: Forest::new(&cp),
            system: SystemOrder::new(&m.system),
        }
    }
}

impl CubeModel {
    /// This model in the order a CUBE file stores it: metrics and call paths in pre-order
    /// (parents before children, siblings in index order), processes grouped by node and
    /// locations by process, zeros dropped and `UINT64` values rounded. Reading a written file
    /// gives exactly this.
    pub fn canonical(&self) -> CubeModel {
        let o = Order::new(self);
        let metrics = o
            .metrics
            .seq
            .iter()
            .map(|&i| {
                let mut m = self.metrics[i].clone();
                m.parent = m.parent.map(|p| o.metrics.id[p]);
                m
            })
            .collect();
        let cnodes = o
            .cnodes
            .seq
            .iter()
            .map(|&i| {
                let mut c = self.cnodes[i].clone();
                c.parent = c.parent.map(|p| o.cnodes.id[p]);
                c
            })
            .collect();
        let s = &self.system;
        let mut process_id = vec![0; s.processes.len()];
        for (k, &p) in o.system.processes.iter().enumerate() {
            process_id[p] = k;
        }
        let system = CubeSystem {
            machine: s.machine.clone(),
            nodes: s.nodes.clone(),
            processes: o
                .system
                .processes
                .iter()
                .map(|&p| s.processes[p].clone())
                .collect(),
            locations: o
                .system
                .locations
                .iter()
                .map(|&l| {
                    let mut loc = s.locations[l].clone();
                    loc.process = process_id[loc.process];
                    loc
                })
                .collect(),
        };
        let values = self
            .values
            .iter()
            .filter_map(|(k, v)| {
                let v = match self.metrics[k.metric].dtype {
                    CubeDtype::Double => *v,
                    CubeDtype::Uint64 => v.max(0.0).round(),
                };
                let key = CubeKey {
                    metric: o.metrics.id[k.metric],
                    cnode: o.cnodes.id[k.cnode],
                    location: o.system.location_id[k.location],
                };
                (v != 0.0).then_some((key, v))
            })
            .collect();
        CubeModel {
            creator: self.creator.clone(),
            attributes: self.attributes.clone(),
            metrics,
            regions: self.regions.clone(),
            cnodes,
            system,
            values,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exclusive_is_preorder_and_inclusive_is_wide() {
        //      0          5
        //    1   2        |
        //    3   4        6
        let parents = [None, Some(0), Some(0), Some(1), Some(2), None, Some(5)];
        let f = Forest::new(&parents);
        assert_eq!(f.seq, vec![0, 1, 3, 2, 4, 5, 6]);
        assert_eq!(f.enumeration(MetricKind::Exclusive), f.seq);
        assert_eq!(
            f.enumeration(MetricKind::Inclusive),
            vec![0, 1, 2, 3, 4, 5, 6]
        );
        let deeper = [None, Some(0), Some(0), Some(1), Some(1), Some(2)];
        let g = Forest::new(&deeper);
        assert_eq!(g.enumeration(MetricKind::Inclusive), vec![0, 1, 2, 3, 4, 5]);
        assert_eq!(g.enumeration(MetricKind::Exclusive), vec![0, 1, 3, 4, 2, 5]);
    }
}
