//! The input model of the CUBE4 writer: metrics, program (regions and call tree), system tree
//! and sparse severity values. It depends on nothing but `ppw-event`, so the CLI can fill it
//! from any analysis result.

use ppw_event::{CallsiteDef, CollKind, Defs, GenericOp, Paradigm, Rank, RegionDef};
use std::collections::BTreeMap;

/// How a metric's values relate to the call tree (Cube's metric `type` attribute).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MetricKind {
    /// Values are exclusive: a call path's value excludes its callees (Cube sums subtrees for
    /// inclusive views). Scalasca stores its patterns this way.
    Exclusive,
    /// Values are inclusive: a call path's value includes its callees.
    Inclusive,
}

impl MetricKind {
    /// The `type` attribute value in `anchor.xml`.
    pub fn cube_name(self) -> &'static str {
        match self {
            MetricKind::Exclusive => "EXCLUSIVE",
            MetricKind::Inclusive => "INCLUSIVE",
        }
    }
}

/// Binary type of a metric's values.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CubeDtype {
    /// 64-bit IEEE float (`DOUBLE`): times, bytes.
    Double,
    /// 64-bit unsigned integer (`UINT64`): counts such as visits. Values are rounded.
    Uint64,
}

impl CubeDtype {
    /// The `<dtype>` text in `anchor.xml`.
    pub fn cube_name(self) -> &'static str {
        match self {
            CubeDtype::Double => "DOUBLE",
            CubeDtype::Uint64 => "UINT64",
        }
    }
}

/// A metric (a node of Cube's metric tree).
///
/// Cube's metric tree is inclusive: the value stored for a metric **includes the values of its
/// sub-metrics** (Cube shows a metric's own part as the difference). Use
/// [`CubeModel::include_submetrics`] when the values at hand are per-metric exclusive.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CubeMetric {
    /// ppw's unique id (`late_sender`); written as `<uniq_name>` unless
    /// [`CubeMetric::cube_uniq_name`] is set, and always as the metric attribute `ppw_id`.
    pub id: String,
    /// Name shown in Cube (`Late Sender`).
    pub display_name: String,
    /// Parent metric (index into [`CubeModel::metrics`]; must be smaller than this one's).
    pub parent: Option<usize>,
    /// One-paragraph description (`<descr>`).
    pub description: String,
    /// Unit of measurement (`<uom>`): `sec`, `occ`, `bytes`.
    pub unit: String,
    /// Exclusive or inclusive along the call tree.
    pub kind: MetricKind,
    /// Value type.
    pub dtype: CubeDtype,
    /// Documentation URL (`<url>`, may be empty).
    pub url: String,
    /// Scalasca-compatible unique name (`mpi_latesender`), so results can be compared with
    /// Scalasca's in Cube.
    pub cube_uniq_name: Option<String>,
}

impl CubeMetric {
    /// A `DOUBLE`, exclusive metric in seconds without description.
    pub fn seconds(id: &str, display_name: &str, parent: Option<usize>) -> CubeMetric {
        CubeMetric {
            id: id.into(),
            display_name: display_name.into(),
            parent,
            description: String::new(),
            unit: "sec".into(),
            kind: MetricKind::Exclusive,
            dtype: CubeDtype::Double,
            url: String::new(),
            cube_uniq_name: None,
        }
    }

    /// The name written as `<uniq_name>`.
    pub fn uniq_name(&self) -> &str {
        self.cube_uniq_name.as_deref().unwrap_or(&self.id)
    }
}

/// A region (function, MPI call, user region).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CubeRegion {
    /// Display name.
    pub name: String,
    /// Source file (`mod` attribute; empty if unknown).
    pub file: String,
    /// First source line (-1 if unknown).
    pub begin_line: i64,
    /// Last source line (-1 if unknown).
    pub end_line: i64,
    /// Programming model (`mpi`, `user`, ... as Score-P writes it).
    pub paradigm: String,
    /// Role (`function`, `point2point`, `barrier`, ...; informational).
    pub role: String,
    /// Description (may be empty).
    pub description: String,
}

impl CubeRegion {
    /// The region for one of ppw's region definitions.
    pub fn from_def(def: &RegionDef) -> CubeRegion {
        CubeRegion {
            name: def.name.clone(),
            file: def.file.clone().unwrap_or_default(),
            begin_line: if def.line > 0 {
                i64::from(def.line)
            } else {
                -1
            },
            end_line: -1,
            paradigm: cube_paradigm(def.paradigm).into(),
            role: cube_role(def.op, def.coll).into(),
            description: String::new(),
        }
    }
}

/// All regions of `defs`, in order: index `i` is `RegionId(i)`.
pub fn regions_from_defs(defs: &Defs) -> Vec<CubeRegion> {
    defs.regions.iter().map(CubeRegion::from_def).collect()
}

/// Score-P's paradigm string for a ppw paradigm.
pub fn cube_paradigm(p: Paradigm) -> &'static str {
    match p {
        Paradigm::Other => "unknown",
        p => p.name(),
    }
}

/// A Score-P-style region role for a generic operation.
pub fn cube_role(op: GenericOp, coll: CollKind) -> &'static str {
    use GenericOp as G;
    match (op, coll) {
        (_, CollKind::Barrier) => "barrier",
        (_, CollKind::OneToAll) => "one2all",
        (_, CollKind::AllToOne) => "all2one",
        (_, CollKind::AllToAll) => "all2all",
        (_, CollKind::Scan | CollKind::ExScan) => "other collective",
        (G::GroupSync, _) => "barrier",
        (G::GroupComm, _) => "other collective",
        (G::BlockingSend | G::BlockingRecv | G::NonBlockingSend | G::NonBlockingRecv, _) => {
            "point2point"
        }
        (
            G::BlockingImplicitPut
            | G::BlockingImplicitGet
            | G::BlockingExplicitPut
            | G::BlockingExplicitGet
            | G::NonBlockingExplicitPut
            | G::NonBlockingExplicitGet,
            _,
        ) => "rma",
        (G::Atomic, _) => "atomic",
        (G::Io, _) => "file io",
        (G::Measurement, _) => "artificial",
        _ => "function",
    }
}

/// A call-tree node: a region called along a path.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CubeCnode {
    /// Calling node (index into [`CubeModel::cnodes`]; must be smaller than this one's), `None`
    /// for a root.
    pub parent: Option<usize>,
    /// The called region (index into [`CubeModel::regions`]).
    pub region: usize,
    /// Call site source file (`mod` attribute; empty if unknown).
    pub file: String,
    /// Call site line (-1 if unknown).
    pub line: i64,
}

impl CubeCnode {
    /// A call path of `region` called from `parent` at call site `site` (its resolved file and
    /// line, if any).
    pub fn at_callsite(parent: Option<usize>, region: usize, site: &CallsiteDef) -> CubeCnode {
        CubeCnode {
            parent,
            region,
            file: site.file.clone().unwrap_or_default(),
            line: if site.line > 0 {
                i64::from(site.line)
            } else {
                -1
            },
        }
    }
}

/// A compute node (host).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CubeNode {
    /// Host name.
    pub name: String,
}

/// A process (Cube location group).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CubeProcess {
    /// Host (index into [`CubeSystem::nodes`]).
    pub node: usize,
    /// MPI world rank.
    pub rank: Rank,
    /// Display name.
    pub name: String,
}

/// A thread of a process (Cube location): one column of every metric's data.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CubeLocation {
    /// Process (index into [`CubeSystem::processes`]).
    pub process: usize,
    /// Thread number within the process (Cube's location rank).
    pub thread: u32,
    /// Display name.
    pub name: String,
}

/// The system tree: machine > nodes > processes > threads.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CubeSystem {
    /// Name of the machine (the root of the tree).
    pub machine: String,
    /// Hosts.
    pub nodes: Vec<CubeNode>,
    /// Processes.
    pub processes: Vec<CubeProcess>,
    /// Threads. Every process needs at least one.
    pub locations: Vec<CubeLocation>,
}

impl CubeSystem {
    /// The system tree of a ppw experiment: machine `ppw`, one node per host (in order of
    /// first appearance by rank), one process per rank, one location per ppw location. Returns
    /// the tree and, indexed by [`ppw_event::LocationId`], the index of each location in
    /// [`CubeSystem::locations`]. Locations are grouped by node and process (the order a CUBE
    /// file stores them).
    pub fn from_defs(defs: &Defs) -> (CubeSystem, Vec<usize>) {
        let mut sys = CubeSystem {
            machine: "ppw".into(),
            nodes: Vec::new(),
            processes: Vec::new(),
            locations: Vec::new(),
        };
        let mut ranks: Vec<Rank> = defs.locations.iter().map(|l| l.rank).collect();
        ranks.sort_unstable();
        ranks.dedup();
        let host = |r: Rank| match defs.rank_info.get(r as usize) {
            Some(i) if !i.host.is_empty() => i.host.clone(),
            _ => "unknown host".to_string(),
        };
        let mut node_of_rank = BTreeMap::new();
        for &r in &ranks {
            let h = host(r);
            let n = match sys.nodes.iter().position(|n| n.name == h) {
                Some(n) => n,
                None => {
                    sys.nodes.push(CubeNode { name: h });
                    sys.nodes.len() - 1
                }
            };
            node_of_rank.insert(r, n);
        }
        let mut loc_map = vec![0usize; defs.locations.len()];
        for n in 0..sys.nodes.len() {
            for &r in ranks.iter().filter(|r| node_of_rank[r] == n) {
                let p = sys.processes.len();
                sys.processes.push(CubeProcess {
                    node: n,
                    rank: r,
                    name: format!("rank {r}"),
                });
                let mut locs: Vec<usize> = (0..defs.locations.len())
                    .filter(|&i| defs.locations[i].rank == r)
                    .collect();
                locs.sort_by_key(|&i| defs.locations[i].thread);
                for i in locs {
                    let l = &defs.locations[i];
                    loc_map[i] = sys.locations.len();
                    sys.locations.push(CubeLocation {
                        process: p,
                        thread: l.thread,
                        name: format!("thread {}", l.thread),
                    });
                }
            }
        }
        (sys, loc_map)
    }
}

/// Coordinates of one severity value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct CubeKey {
    /// Metric index.
    pub metric: usize,
    /// Call-tree node index.
    pub cnode: usize,
    /// Location index.
    pub location: usize,
}

/// Everything a CUBE4 file holds.
#[derive(Clone, Debug, PartialEq)]
pub struct CubeModel {
    /// Written as the `Creator` attribute.
    pub creator: String,
    /// Further `<attr key=... value=...>` pairs of the report.
    pub attributes: Vec<(String, String)>,
    /// The metric tree (parents before children).
    pub metrics: Vec<CubeMetric>,
    /// Regions.
    pub regions: Vec<CubeRegion>,
    /// The call tree (parents before children).
    pub cnodes: Vec<CubeCnode>,
    /// The system tree.
    pub system: CubeSystem,
    /// Sparse severities; absent entries are zero (zeros are not stored).
    pub values: BTreeMap<CubeKey, f64>,
}

impl CubeModel {
    /// An empty model; `creator` names the producing tool.
    pub fn new(creator: &str, system: CubeSystem) -> CubeModel {
        CubeModel {
            creator: creator.into(),
            attributes: Vec::new(),
            metrics: Vec::new(),
            regions: Vec::new(),
            cnodes: Vec::new(),
            system,
            values: BTreeMap::new(),
        }
    }

    /// Append a metric; returns its index.
    pub fn add_metric(&mut self, m: CubeMetric) -> usize {
        self.metrics.push(m);
        self.metrics.len() - 1
    }

    /// The index of the metric with ppw id `id`.
    pub fn metric(&self, id: &str) -> Option<usize> {
        self.metrics.iter().position(|m| m.id == id)
    }

    /// Append a region; returns its index.
    pub fn add_region(&mut self, r: CubeRegion) -> usize {
        self.regions.push(r);
        self.regions.len() - 1
    }

    /// The call-tree node for `region` called from `parent` (at an unknown call site): the
    /// existing one, or a new one. The search is linear in the number of call paths; builders
    /// of large trees keep their own map and push [`CubeCnode`]s directly.
    pub fn child_cnode(&mut self, parent: Option<usize>, region: usize) -> usize {
        if let Some(i) = self
            .cnodes
            .iter()
            .position(|c| c.parent == parent && c.region == region)
        {
            return i;
        }
        self.cnodes.push(CubeCnode {
            parent,
            region,
            file: String::new(),
            line: -1,
        });
        self.cnodes.len() - 1
    }

    /// Set one value (zero removes it).
    pub fn set(&mut self, metric: usize, cnode: usize, location: usize, v: f64) {
        let k = CubeKey {
            metric,
            cnode,
            location,
        };
        if v == 0.0 {
            self.values.remove(&k);
        } else {
            self.values.insert(k, v);
        }
    }

    /// Add to one value.
    pub fn add(&mut self, metric: usize, cnode: usize, location: usize, v: f64) {
        let k = CubeKey {
            metric,
            cnode,
            location,
        };
        let e = self.values.entry(k).or_insert(0.0);
        *e += v;
        if *e == 0.0 {
            self.values.remove(&k);
        }
    }

    /// One value (zero if absent).
    pub fn get(&self, metric: usize, cnode: usize, location: usize) -> f64 {
        self.values
            .get(&CubeKey {
                metric,
                cnode,
                location,
            })
            .copied()
            .unwrap_or(0.0)
    }

    /// Turn per-metric exclusive values into Cube's metric-inclusive ones: add every metric's
    /// values to all its ancestors. Call it once, when the values were filled per pattern.
    pub fn include_submetrics(&mut self) {
        let entries: Vec<(CubeKey, f64)> = self.values.iter().map(|(k, v)| (*k, *v)).collect();
        for (k, v) in entries {
            let mut p = self.metrics.get(k.metric).and_then(|m| m.parent);
            while let Some(m) = p {
                self.add(m, k.cnode, k.location, v);
                p = self.metrics.get(m).and_then(|m| m.parent);
            }
        }
    }

    /// Check the model can be written: non-empty dimensions, parents before children, indexes
    /// in range, unique metric names, a location in every process.
    pub fn validate(&self) -> Result<(), String> {
        if self.metrics.is_empty() || self.regions.is_empty() || self.cnodes.is_empty() {
            return Err("a CUBE file needs at least one metric, region and call path".into());
        }
        if self.system.locations.is_empty() {
            return Err("a CUBE file needs at least one location".into());
        }
        for (i, m) in self.metrics.iter().enumerate() {
            if m.parent.is_some_and(|p| p >= i) {
                return Err(format!("metric {i} ({}) comes before its parent", m.id));
            }
            if self.metrics[..i]
                .iter()
                .any(|o| o.uniq_name() == m.uniq_name() || o.id == m.id)
            {
                return Err(format!("metric {i}: duplicate name {}", m.uniq_name()));
            }
        }
        for (i, c) in self.cnodes.iter().enumerate() {
            if c.parent.is_some_and(|p| p >= i) {
                return Err(format!("call path {i} comes before its parent"));
            }
            if c.region >= self.regions.len() {
                return Err(format!("call path {i} names unknown region {}", c.region));
            }
        }
        let s = &self.system;
        for (i, p) in s.processes.iter().enumerate() {
            if p.node >= s.nodes.len() {
                return Err(format!("process {i} names unknown node {}", p.node));
            }
            if !s.locations.iter().any(|l| l.process == i) {
                return Err(format!("process {i} (rank {}) has no location", p.rank));
            }
        }
        for (i, l) in s.locations.iter().enumerate() {
            if l.process >= s.processes.len() {
                return Err(format!("location {i} names unknown process {}", l.process));
            }
        }
        for k in self.values.keys() {
            if k.metric >= self.metrics.len()
                || k.cnode >= self.cnodes.len()
                || k.location >= s.locations.len()
            {
                return Err(format!("value at {k:?} is out of range"));
            }
        }
        Ok(())
    }
}
