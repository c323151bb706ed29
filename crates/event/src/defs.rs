//! Definitions: the tables that events refer to by id, unified over all ranks.

use crate::ids::{CommId, Rank};
use crate::op::{CollKind, GenericOp, Paradigm};
use std::sync::Arc;

/// A region: anything with an enter and an exit.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RegionDef {
    /// Display name (`MPI_Send`, `solve`, `foo.c:42` for an unresolved function).
    pub name: String,
    /// Programming model.
    pub paradigm: Paradigm,
    /// Generic operation type.
    pub op: GenericOp,
    /// Collective structure (for group operations).
    pub coll: CollKind,
    /// Non-blocking (split-phase) form of a group operation.
    pub nonblocking: bool,
    /// A phase of the program (`ppw_phase_begin`, Score-P's phase regions, OTF2's
    /// `OTF2_REGION_FLAG_PHASE`): the analysis gives it results of its own.
    pub phase: bool,
    /// Source file of the region's definition, if known.
    pub file: Option<String>,
    /// Source line of the region's definition (0 = unknown).
    pub line: u32,
}

impl RegionDef {
    /// A region classified through the construct table by its name.
    pub fn named(name: &str) -> RegionDef {
        let (paradigm, op, coll) = crate::constructs::classify(name);
        let nonblocking = crate::constructs::lookup(name).is_some_and(|c| c.nonblocking);
        RegionDef {
            name: name.to_string(),
            paradigm,
            op,
            coll,
            nonblocking,
            phase: false,
            file: None,
            line: 0,
        }
    }
}

/// A call site: the return address of a call into a measured operation, and what it resolves to.
///
/// Call sites with calling context form a tree (the calling-context tree): `parent` is the call
/// site through which the function containing this one was called, and `frame` is the region
/// standing for that function. [`Defs::frames`] turns a call site into the chain of functions
/// a call made there ran in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CallsiteDef {
    /// Object file (executable or shared library) containing the address (shared by the
    /// call sites of one object, not copied).
    pub object: Option<Arc<str>>,
    /// Address relative to the object's load base (as a file's virtual address).
    pub offset: u64,
    /// Function containing the call, once resolved.
    pub function: Option<String>,
    /// Source file of the call, once resolved.
    pub file: Option<String>,
    /// Source line of the call (0 = unknown).
    pub line: u32,
    /// Calling context: the call site the function containing this one was called from
    /// (`NONE`: a root, or no calling context recorded).
    pub parent: crate::CallsiteId,
    /// Calling context: the region standing for the function containing the call (`NONE` for
    /// call sites recorded without context).
    pub frame: crate::RegionId,
    /// The function containing the call starts the program or a thread (`main`, `_start`, the C
    /// library's start-up): frames from here outwards are left out of call paths, whose root
    /// is the program (`main`) already.
    pub startup: bool,
}

impl Default for CallsiteDef {
    fn default() -> Self {
        CallsiteDef {
            object: None,
            offset: 0,
            function: None,
            file: None,
            line: 0,
            parent: crate::CallsiteId::NONE,
            frame: crate::RegionId::NONE,
            startup: false,
        }
    }
}

impl CallsiteDef {
    /// `file:line` if resolved.
    pub fn source(&self) -> Option<String> {
        match (&self.file, self.line) {
            (Some(f), l) if l > 0 => {
                let short = f.rsplit('/').next().unwrap_or(f);
                Some(format!("{short}:{l}"))
            }
            _ => None,
        }
    }
}

/// What a communicator definition stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CommKind {
    /// An MPI communicator (or any process group used for messages/collectives).
    Comm,
    /// An RMA window over a group.
    Window,
    /// A SHMEM team / active set, UPC's all-threads group.
    Team,
    /// A process group that is not a communicator (MPI_Group of a post/start epoch).
    Group,
    /// The global memory of a PGAS model over its processes (OpenSHMEM's symmetric memory,
    /// ARMCI's global memory, UPC's shared space): a window as far as the one-sided analyses
    /// go, on which the PGAS-only patterns (wait on lock, wait on value, competing transfers,
    /// wait for progress) apply instead of MPI's.
    Memory,
}

impl CommKind {
    /// True for the kinds one-sided transfers land in: MPI windows and PGAS memory.
    pub fn is_window(self) -> bool {
        matches!(self, CommKind::Window | CommKind::Memory)
    }
}

/// Kinds of virtual topologies ([`TopologyDef::kind`]), as `MPI_Topo_test` names them.
pub mod topology_kind {
    /// `MPI_Cart_create`, `MPI_Cart_sub`: a grid with `dims` and `periods`.
    pub const CARTESIAN: u8 = 1;
    /// `MPI_Graph_create`: neighbours per rank.
    pub const GRAPH: u8 = 2;
    /// `MPI_Dist_graph_create(_adjacent)`: sources and destinations per rank.
    pub const DIST_GRAPH: u8 = 3;
}

/// The virtual topology of a communicator: the program's own map of its processes (a grid or
/// a graph), recorded when the communicator was created.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TopologyDef {
    /// The communicator.
    pub comm: crate::CommId,
    /// [`topology_kind`].
    pub kind: u8,
    /// Cartesian: the size of each dimension.
    pub dims: Vec<u32>,
    /// Cartesian: whether each dimension wraps around.
    pub periods: Vec<bool>,
    /// Per member (communicator-local rank): its coordinates (Cartesian; empty where its rank
    /// did not record them).
    pub coords: Vec<Vec<u32>>,
    /// Per member: the ranks (communicator-local) it sends to in the graph (graphs: its
    /// neighbours; distributed graphs: its destinations). Empty for Cartesian topologies,
    /// whose neighbours follow from the coordinates.
    pub out: Vec<Vec<u32>>,
    /// Per member: the ranks it receives from (graphs: its neighbours again; distributed
    /// graphs: its sources).
    pub inn: Vec<Vec<u32>>,
}

impl TopologyDef {
    /// The member at `coords` of a Cartesian topology, if any.
    pub fn at(&self, coords: &[u32]) -> Option<u32> {
        self.coords
            .iter()
            .position(|c| c.as_slice() == coords)
            .map(|p| p as u32)
    }
}

/// A communicator, window or team: an ordered group of world ranks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CommDef {
    /// Name (`MPI_COMM_WORLD`, a name given with MPI_Comm_set_name, or a generated one).
    pub name: String,
    /// Kind.
    pub kind: CommKind,
    /// Members as world ranks; index = communicator-local rank.
    pub members: Vec<Rank>,
}

impl CommDef {
    /// The world rank of communicator-local rank `local`, if in range.
    pub fn world_rank(&self, local: u32) -> Option<Rank> {
        self.members.get(local as usize).copied()
    }

    /// The local rank of world rank `r` in this communicator.
    pub fn local_rank(&self, r: Rank) -> Option<u32> {
        // Communicators whose members keep their world order from 0 (MPI_COMM_WORLD, a
        // duplicate of it) answer at once.
        if self.members.get(r as usize) == Some(&r) {
            return Some(r);
        }
        self.members.iter().position(|m| *m == r).map(|p| p as u32)
    }
}

/// A location: one thread of one rank.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LocationDef {
    /// World rank.
    pub rank: Rank,
    /// Thread number within the rank (0 = the thread that initialized the runtime).
    pub thread: u32,
    /// Display name.
    pub name: String,
}

/// One CPU-usage sample of a rank (getrusage).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CpuSample {
    /// When the sample was taken (ns since epoch).
    pub time: u64,
    /// User CPU time in ns.
    pub user_ns: u64,
    /// System CPU time in ns.
    pub system_ns: u64,
}

/// One scheduler sample of a rank (native SCHED definition): how long its threads were ready
/// to run but waiting for a CPU, and the CPUs it could run on.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SchedSample {
    /// When the sample was taken (ns since epoch).
    pub time: u64,
    /// Run delay in ns, summed over the process's threads (`/proc/.../schedstat` field 2):
    /// time spent runnable on a run queue, not running.
    pub run_delay_ns: u64,
    /// Involuntary context switches of the process (`getrusage` `ru_nivcsw`).
    pub involuntary_switches: u64,
    /// CPUs online on the host (0 = unknown).
    pub cores_online: u32,
    /// CPUs the process may run on (its affinity mask; 0 = unknown).
    pub cores_allowed: u32,
}

/// One program-counter sample of a rank's main thread (native SAMPLES definition): what it was
/// executing at that moment, taken every 1 / `PPW_SAMPLE_HZ` seconds of its CPU time.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PcSample {
    /// When the sample was taken (ns since epoch).
    pub time: u64,
    /// The function executing: a region of paradigm Compiler, named by the symbolizer (else
    /// after the object, `[object]`, or `[unknown]`); [`crate::RegionId::NONE`] without a symbolizer.
    pub region: crate::RegionId,
}

/// Per-rank facts that are not events.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RankInfo {
    /// World rank.
    pub rank: Rank,
    /// Host name.
    pub host: String,
    /// Process id.
    pub pid: u32,
    /// CPU usage samples (at least init and finalize when the run completed).
    pub cpu: Vec<CpuSample>,
    /// Scheduler samples (at least init and finalize when the runtime wrote them).
    pub sched: Vec<SchedSample>,
    /// Program-counter samples of the main thread, in time order (trace mode).
    pub samples: Vec<PcSample>,
    /// Their period: one sample per this many ns of the thread's CPU time (0: no samples).
    pub sample_period_ns: u64,
    /// True if the rank's data ended cleanly (finalize/exit reached, file trailer present).
    pub complete: bool,
}

/// How many ranks a reader believes a claimed rank count (a native header, an OTF2 location
/// list) for without data behind them: a trace may claim up to this many ranks, or up to twice
/// the number of ranks (native rank files, OTF2 location definitions) it holds data for, if
/// that is more ([`rank_claim_limit`]). A larger claim is damage: counting it would make every
/// later step work, allocate and report per claimed rank, for a file of a few bytes.
pub const MAX_CLAIMED_RANKS: u32 = 4096;

/// The largest rank count a trace holding data for `with_data` ranks (or locations) may claim
/// ([`MAX_CLAIMED_RANKS`]).
pub fn rank_claim_limit(with_data: usize) -> u64 {
    (MAX_CLAIMED_RANKS as u64).max((with_data as u64).saturating_mul(2))
}

/// Measurement mode of an experiment.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mode {
    /// Event traces.
    Trace,
    /// Call-path profiles only.
    Profile,
}

impl Mode {
    /// Lower-case name.
    pub fn name(self) -> &'static str {
        match self {
            Mode::Trace => "trace",
            Mode::Profile => "profile",
        }
    }
}

/// All definitions of an experiment, unified over ranks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Defs {
    /// The measured program (argv[0] or the trace's creator string).
    pub program: String,
    /// Measurement mode.
    pub mode: Mode,
    /// Number of ranks the run had.
    pub ranks: u32,
    /// Regions, indexed by [`crate::RegionId`].
    pub regions: Vec<RegionDef>,
    /// Call sites, indexed by [`crate::CallsiteId`].
    pub callsites: Vec<CallsiteDef>,
    /// Communicators, indexed by [`CommId`].
    pub comms: Vec<CommDef>,
    /// Locations, indexed by [`crate::LocationId`], sorted by (rank, thread).
    pub locations: Vec<LocationDef>,
    /// Per-rank information, indexed by rank (entries for missing ranks have `complete = false`).
    pub rank_info: Vec<RankInfo>,
    /// Resolution of the original timer in ticks per second (1e9 for ns).
    pub timer_resolution: u64,
    /// Problems found while reading definitions (missing files, ...), for the report.
    pub warnings: Vec<String>,
    /// Facts about the measurement that are not problems (regions the runtime throttled), for
    /// the report's notes.
    pub notes: Vec<String>,
    /// Performance counters the runtime read (`PPW_METRICS`), indexed by
    /// [`crate::EventKind::Counter`]'s `metric`.
    pub counters: Vec<crate::counters::CounterDef>,
    /// Virtual topologies of communicators (`MPI_Cart_create`, ...).
    pub topologies: Vec<TopologyDef>,
    /// Heap allocation sites (the calls of `malloc`, `calloc`, ... that allocated blocks the
    /// program communicated from), indexed by [`crate::EventKind::Heap`]'s `site`.
    pub heap_sites: Vec<HeapSiteDef>,
    /// Buffers the program named (`ppw_name_buffer`).
    pub data_names: Vec<DataNameDef>,
    /// Static data (global, static and Fortran COMMON / module variables) of the measured
    /// objects, sorted by (`object`, `vaddr`): what [`crate::EventKind::Buffer`]'s symmetric
    /// addresses name.
    pub statics: Vec<StaticDef>,
}

/// Where heap blocks were allocated: the allocating call's function and source position.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct HeapSiteDef {
    /// The function that called the allocator (demangled), if known.
    pub function: Option<String>,
    /// Its source file.
    pub file: Option<String>,
    /// Its source line (0: unknown).
    pub line: u32,
}

impl HeapSiteDef {
    /// "heap block allocated in setup (halo.c:42)".
    pub fn describe(&self) -> String {
        let f = self.function.as_deref().unwrap_or("an unknown function");
        match &self.file {
            Some(file) if self.line > 0 => {
                let base = file.rsplit('/').next().unwrap_or(file);
                format!("heap block allocated in {f} ({base}:{})", self.line)
            }
            _ => format!("heap block allocated in {f}"),
        }
    }
}

/// A buffer the program named with `ppw_name_buffer(ptr, bytes, name)`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DataNameDef {
    /// The rank that named it (addresses are per process).
    pub rank: u32,
    /// Its address.
    pub addr: u64,
    /// Its size in bytes.
    pub bytes: u64,
    /// The name.
    pub name: String,
}

/// A static variable: `size` bytes at file virtual address `vaddr` of the object whose
/// [`crate::sym_addr`] hash is `object`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StaticDef {
    /// The object's name hash (bits 48-62 of its symmetric addresses).
    pub object: u64,
    /// Start (file virtual address).
    pub vaddr: u64,
    /// Size in bytes.
    pub size: u64,
    /// The variable's name (demangled: `module::var` for a Fortran module variable).
    pub name: String,
}

/// The index of the static variable in `statics` (sorted like [`Defs::statics`]) that holds
/// symmetric address `addr` (bit 63 set: inside a loaded object; see [`crate::sym_addr`]).
pub fn static_at(statics: &[StaticDef], addr: u64) -> Option<usize> {
    if addr >> 63 == 0 {
        return None;
    }
    let (object, vaddr) = (addr >> 48 & 0x7FFF, addr & 0xFFFF_FFFF_FFFF);
    let i = statics.partition_point(|s| (s.object, s.vaddr) <= (object, vaddr));
    let i = i.checked_sub(1)?;
    let s = &statics[i];
    (s.object == object && vaddr < s.vaddr.saturating_add(s.size)).then_some(i)
}

impl Defs {
    /// Empty definitions for `ranks` ranks.
    pub fn new(program: &str, mode: Mode, ranks: u32) -> Defs {
        Defs {
            program: program.to_string(),
            mode,
            ranks,
            regions: Vec::new(),
            callsites: Vec::new(),
            comms: Vec::new(),
            locations: Vec::new(),
            rank_info: Vec::new(),
            timer_resolution: 1_000_000_000,
            warnings: Vec::new(),
            notes: Vec::new(),
            counters: Vec::new(),
            topologies: Vec::new(),
            heap_sites: Vec::new(),
            data_names: Vec::new(),
            statics: Vec::new(),
        }
    }

    /// The region definition for an id (panics on an invalid id: ids come from the same
    /// source as the definitions).
    pub fn region(&self, id: crate::RegionId) -> &RegionDef {
        &self.regions[id.index()]
    }

    /// Find a region by name.
    pub fn region_by_name(&self, name: &str) -> Option<crate::RegionId> {
        self.regions
            .iter()
            .position(|r| r.name == name)
            .map(|i| crate::RegionId(i as u32))
    }

    /// The calling context of a call made at call site `cs`: the functions it ran in, from the
    /// outermost inside the program (below `main`) to the one containing `cs`, each with the
    /// call site it was called from (`NONE` for the outermost when nothing outside it is
    /// known; the call site in `main` for a function `main` called). Empty for call sites
    /// without calling context. The innermost frame named `main` and all outside it are left
    /// out (`main` is every call path's root already), then start-up frames (see
    /// [`CallsiteDef::startup`]) from the outside in; ids that do not resolve end the chain,
    /// and so does a cycle (never written, but a damaged file could hold one).
    pub fn frames(&self, cs: crate::CallsiteId) -> Vec<(crate::RegionId, crate::CallsiteId)> {
        let mut chain = Vec::new();
        let mut c = cs;
        while let Some(d) = self.callsites.get(c.index()).filter(|_| c.is_some()) {
            if !d.frame.is_some() || chain.len() > self.callsites.len() {
                break;
            }
            chain.push((d.frame, d.parent, d.startup));
            c = d.parent;
        }
        // `main` (the root already) and everything outside it; without it (a thread, a cut
        // chain), the start-up frames from the outside in.
        let named =
            |r: crate::RegionId, n: &str| self.regions.get(r.index()).is_some_and(|d| d.name == n);
        if let Some(i) = chain.iter().position(|f| named(f.0, "main")) {
            chain.truncate(i);
        } else if let Some(i) = chain.iter().position(|f| named(f.0, "__libc_start_main")) {
            // A stripped executable: `main` has no name, but it is the function the C
            // library's start-up code called.
            let mut j = i;
            while j > 0 && chain[j - 1].2 {
                j -= 1;
            }
            chain.truncate(j.saturating_sub(1));
        }
        while chain.last().is_some_and(|f| f.2) {
            chain.pop();
        }
        chain.iter().rev().map(|f| (f.0, f.1)).collect()
    }

    /// The communicator definition for an id, if valid.
    pub fn comm(&self, id: CommId) -> Option<&CommDef> {
        self.comms.get(id.index())
    }

    /// Locations of a rank.
    pub fn locations_of(&self, rank: Rank) -> impl Iterator<Item = crate::LocationId> + '_ {
        self.locations
            .iter()
            .enumerate()
            .filter(move |(_, l)| l.rank == rank)
            .map(|(i, _)| crate::LocationId(i as u32))
    }
}

/// One node of a call-path profile.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ProfileNode {
    /// Parent node index, `u32::MAX` for a root.
    pub parent: u32,
    /// The region of this call path's last element.
    pub region: crate::RegionId,
    /// A representative call site (the first seen).
    pub callsite: crate::CallsiteId,
    /// Number of visits.
    pub visits: u64,
    /// Inclusive time in ns.
    pub inclusive_ns: u64,
    /// Exclusive time in ns.
    pub exclusive_ns: u64,
    /// Shortest visit (inclusive) in ns.
    pub min_ns: u64,
    /// Longest visit (inclusive) in ns.
    pub max_ns: u64,
    /// Bytes sent by operations of this node (point-to-point, collective, put).
    pub bytes_sent: u64,
    /// Bytes received (point-to-point, collective, get).
    pub bytes_received: u64,
    /// User CPU time in ns spent in this node (inclusive), where the runtime sampled it (0 for
    /// nodes it did not sample).
    pub cpu_user_ns: u64,
    /// System CPU time in ns (inclusive), where sampled.
    pub cpu_system_ns: u64,
    /// Performance counters (`PPW_METRICS`) of this node, inclusive, indexed like
    /// [`crate::Defs::counters`], where the runtime read them (`None` elsewhere).
    pub counters: Option<[u64; crate::counters::MAX_COUNTERS]>,
}

/// A call-path profile of one location: a tree in parent-before-child order.
pub type Profile = Vec<ProfileNode>;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{CallsiteId, RegionId};

    /// Defs with one chain of call sites, outermost first: (function name, start-up frame).
    fn chain(frames: &[(&str, bool)]) -> (Defs, CallsiteId) {
        let mut d = Defs::new("p", Mode::Trace, 1);
        let mut parent = CallsiteId::NONE;
        for (i, (name, startup)) in frames.iter().enumerate() {
            d.regions.push(RegionDef::named(name));
            d.callsites.push(CallsiteDef {
                parent,
                frame: RegionId(i as u32),
                startup: *startup,
                ..CallsiteDef::default()
            });
            parent = CallsiteId(i as u32);
        }
        (d, parent)
    }

    fn names(d: &Defs, cs: CallsiteId) -> Vec<String> {
        d.frames(cs)
            .iter()
            .map(|f| d.region(f.0).name.clone())
            .collect()
    }

    #[test]
    fn main_and_the_start_up_frames_are_left_out() {
        let (d, cs) = chain(&[
            ("_start", true),
            ("__libc_start_main", true),
            ("libc.so.6@0x2724a", true),
            ("main", true),
            ("solve", false),
            ("exchange", false),
        ]);
        assert_eq!(names(&d, cs), ["solve", "exchange"]);
        // Each frame with the call site it was called from: `solve` from main's.
        assert_eq!(d.frames(cs)[0].1, CallsiteId(3));
    }

    #[test]
    fn a_stripped_main_is_the_function_the_start_up_code_called() {
        let (d, cs) = chain(&[
            ("app@0xc8e1", false),
            ("__libc_start_main", true),
            ("libc.so.6@0x2724a", true),
            ("app@0xe8b1", false),
            ("app@0x63ac39", false),
        ]);
        assert_eq!(names(&d, cs), ["app@0x63ac39"]);
    }

    #[test]
    fn a_thread_starts_at_its_function_and_a_cut_chain_keeps_its_marker() {
        let (d, cs) = chain(&[("libc.so.6@0x108b10", true), ("worker", false)]);
        assert_eq!(names(&d, cs), ["worker"]);
        let (d, cs) = chain(&[("[deeper frames]", false), ("f", false), ("f", false)]);
        assert_eq!(names(&d, cs), ["[deeper frames]", "f", "f"]);
        assert!(d.frames(CallsiteId::NONE).is_empty());
    }
}
