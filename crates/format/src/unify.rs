//! Unifying the ranks' definitions: every rank defines its regions, call sites, communicators
//! and threads with local ids; this module gives them global ids in one [`Defs`] (regions by
//! name and paradigm, call sites by object and address, communicators by their global id),
//! resolves code addresses through a [`Symbolizer`], builds each rank's clock ([`TimeMap`])
//! and numbers the locations. The result is one [`RankData`] per rank file.

use crate::scan::{BlockRef, LocalComm, LocalDefs, Object, RankScan};
use crate::time::TimeMap;
use crate::wire::{BlockKind, EndReason};
use ppw_event::{
    CallsiteDef, CallsiteId, CollKind, CommDef, CommId, CpuSample, Defs, GenericOp, HeapSiteDef,
    LocationDef, LocationId, Paradigm, RankInfo, RegionDef, RegionId, SchedSample, NO_RANK,
};
use std::collections::{BTreeMap, HashMap};
use std::sync::Arc;

/// A resolved code address.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Symbol {
    /// Function name (demangled).
    pub function: Option<String>,
    /// Source file.
    pub file: Option<String>,
    /// Source line (0 = unknown).
    pub line: u32,
}

/// Resolves addresses in object files to symbols (implemented by the CLI with DWARF readers).
pub trait Symbolizer: Sync {
    /// Resolve file virtual address `vaddr` of the object at `object` (a path). `is_return` is
    /// true for return addresses (the caller's line is that of the preceding instruction).
    fn resolve(&self, object: &str, vaddr: u64, is_return: bool) -> Option<Symbol>;

    /// The static variables of the object at `object`: (file virtual address, size, name).
    /// Without an implementation buffers name no static variables.
    fn statics(&self, object: &str) -> Vec<(u64, u64, String)> {
        let _ = object;
        Vec::new()
    }
}

/// Notes of one rank reported as warnings; more are summarized in one line.
const MAX_NOTES: usize = 64;

/// Call sites that are source positions are keyed by (file, this bit | line): never an
/// object's address.
const SOURCE_KEY: u64 = 1 << 63;

/// The call-site address the runtime writes for the frames a depth limit cut off (the
/// outermost element of such a context).
const TRUNCATED_CONTEXT: u64 = u64::MAX;

/// Functions that start the program or a thread: in call paths, `main` is the root already.
const STARTUP_FUNCTIONS: &[&str] = &[
    "main",
    "_start",
    "__libc_start_main",
    "__libc_start_main_impl",
    "__libc_start_call_main",
    "start_thread",
    "clone",
    "clone3",
    "__clone",
    "__clone3",
];

/// The name of the frame (function) containing a call site of a calling context, and whether
/// it is a start-up frame: the resolved function, else `object@address` (a stripped object:
/// one name per call site, so that distinct callers stay distinct), `[unknown]@address` for an
/// address outside every object (JIT code), `[deeper frames]` for the frames a depth limit cut.
/// Frames of the C library are start-up frames where they cannot be resolved (its exported
/// functions can, its start-up code cannot).
fn frame_name(
    addr: u64,
    object: Option<&str>,
    vaddr: u64,
    function: Option<&str>,
) -> (String, bool) {
    if addr == TRUNCATED_CONTEXT {
        return ("[deeper frames]".to_string(), false);
    }
    let base = object.map(|o| o.rsplit('/').next().unwrap_or(o));
    match (function, base) {
        (Some(f), _) => (f.to_string(), STARTUP_FUNCTIONS.contains(&f)),
        (None, Some(b)) => (
            format!("{b}@{vaddr:#x}"),
            b.starts_with("libc.so") || b.starts_with("libc-"),
        ),
        (None, None) => (format!("[unknown]@{addr:#x}"), false),
    }
}

/// Per-rank reading state: the scan plus local-to-global id maps.
#[derive(Debug)]
pub(crate) struct RankData {
    pub(crate) scan: RankScan,
    pub(crate) regions: Vec<RegionId>,
    pub(crate) callsites: Vec<CallsiteId>,
    /// Per local call site: the frames of its calling context ([`Defs::frames`]), empty
    /// without context.
    pub(crate) frames: Vec<Arc<[(RegionId, CallsiteId)]>>,
    /// The program-counter samples: (ticks, function region).
    pub(crate) samples: Vec<(u64, RegionId)>,
    pub(crate) comms: Vec<(CommId, Vec<u32>)>,
    /// Local counter index -> global ([`Defs::counters`]); `u32::MAX`: not defined.
    pub(crate) counters: Vec<u32>,
    /// Thread number -> location.
    pub(crate) threads: Vec<(u32, LocationId)>,
    /// The EVENTS blocks, by thread number (then in file order): see [`RankData::events_of`].
    event_blocks: Vec<BlockRef>,
    /// The PROFILE blocks, by thread number (then in file order).
    profile_blocks: Vec<BlockRef>,
    /// The PROFILE_COUNTERS blocks, likewise.
    profile_counter_blocks: Vec<BlockRef>,
    pub(crate) time: TimeMap,
    /// The file may hold extension event records (format version 2 on).
    pub(crate) extensions: bool,
    /// The rank's loaded objects (symmetric addresses of static data).
    objects: ObjectMap,
    /// Local heap site id -> index into [`Defs::heap_sites`] (`u32::MAX`: undefined).
    pub(crate) heap_sites: Vec<u32>,
}

impl RankData {
    /// The loaded object holding `addr`, or the gap between objects around it, as a
    /// [`SymRange`], for readers that translate many addresses and keep the last range.
    pub(crate) fn sym_range(&self, addr: u64) -> SymRange {
        self.objects.sym_range(addr)
    }

    /// The EVENTS blocks of thread `thread`, in file order (found by binary search: a rank
    /// with many threads and blocks costs no threads x blocks scan).
    pub(crate) fn events_of(&self, thread: u32) -> &[BlockRef] {
        of_thread(&self.event_blocks, thread)
    }

    /// The last PROFILE block of thread `thread`, if any.
    pub(crate) fn profile_of(&self, thread: u32) -> Option<&BlockRef> {
        of_thread(&self.profile_blocks, thread).last()
    }

    /// The PROFILE_COUNTERS block of thread `thread` that goes with its last PROFILE block
    /// (the last one written after it), if any.
    pub(crate) fn profile_counters_of(&self, thread: u32) -> Option<&BlockRef> {
        let profile = self.profile_of(thread)?;
        of_thread(&self.profile_counter_blocks, thread)
            .iter()
            .rev()
            .find(|b| b.offset > profile.offset)
    }
}

/// The blocks of `thread` in `blocks` (sorted by thread number).
fn of_thread(blocks: &[BlockRef], thread: u32) -> &[BlockRef] {
    let lo = blocks.partition_point(|b| b.location < thread);
    let hi = blocks.partition_point(|b| b.location <= thread);
    &blocks[lo..hi]
}

/// The unified ranks and, per location, (index into the ranks, thread number).
pub(crate) type Unified = (Vec<RankData>, Vec<(usize, u32)>);

/// Unify the definitions of `scans` (sorted by rank, one per rank) into `defs`, in four
/// phases: each rank's definitions in rank order, the common epoch, the locations, the rank
/// facts.
pub(crate) fn unify(
    defs: &mut Defs,
    scans: Vec<RankScan>,
    symbols: Option<&dyn Symbolizer>,
    warnings: &mut Vec<String>,
) -> Unified {
    let mut u = Unifier::new(defs, symbols, warnings, &scans);
    let mut ranks: Vec<RankData> = scans.into_iter().map(|s| u.add_rank(s)).collect();
    set_common_epoch(&mut ranks);
    let locs = number_locations(defs, &mut ranks);
    fill_rank_info(defs, &ranks);
    (ranks, locs)
}

/// The global id tables that grow while the ranks are added.
struct Unifier<'a> {
    defs: &'a mut Defs,
    symbols: Option<&'a dyn Symbolizer>,
    warnings: &'a mut Vec<String>,
    region_ix: HashMap<(String, u8), RegionId>,
    /// (object, address or source key, parent call site) -> call site.
    callsite_ix: HashMap<(Option<Arc<str>>, u64, CallsiteId), CallsiteId>,
    comm_ix: HashMap<u64, CommId>,
    sym_cache: HashMap<(Arc<str>, u64, bool), Option<Symbol>>,
    /// Rank 0's kernel boot id.
    root_boot: String,
    /// What is left of [`MAX_THREADS_WITHOUT_DATA`].
    threads_without_data: u64,
    /// Heap allocation sites by (function or `object@address`, file, line).
    heap_site_ix: HashMap<(String, String, u32), u32>,
    /// Objects whose static variables are in [`Defs::statics`].
    statics_done: std::collections::HashSet<Arc<str>>,
}

/// Where an address lies: the object's path (if known), the file virtual address and the
/// symbol (if a symbolizer resolved it).
type Resolved = (Option<Arc<str>>, u64, Option<Symbol>);

/// A rank's loaded objects as disjoint address ranges, for lookups in logarithmic time (a
/// rank may define many objects and many addresses). Where definitions overlap the later one
/// wins (an object loaded at the addresses of one unloaded before), as the definitions are
/// ordered.
#[derive(Debug)]
struct ObjectMap {
    /// Start of a range -> (end, index into `objects`).
    ranges: BTreeMap<u64, (u64, usize)>,
    /// (load bias, path) of each object; a path is shared, not copied, by what refers to it.
    objects: Vec<(u64, Arc<str>)>,
    /// Each object's part of a symmetric address ([`ppw_event::sym_addr`] of offset 0), made
    /// once: the path's hash is not recomputed per address.
    tags: Vec<u64>,
}

/// The address range of one loaded object and what maps an address in it to its symmetric
/// address: `tag | (addr - bias)` within 48 bits ([`ppw_event::sym_addr`]).
#[derive(Clone, Copy, Debug)]
pub(crate) struct SymRange {
    lo: u64,
    hi: u64,
    bias: u64,
    tag: u64,
}

/// [`SymRange::tag`] of a gap between objects: addresses there are not translated.
const GAP: u64 = 0;

impl SymRange {
    /// The symmetric address of `addr` if this range holds it.
    #[inline]
    pub(crate) fn map(&self, addr: u64) -> Option<u64> {
        if !(self.lo <= addr && addr < self.hi) {
            return None;
        }
        Some(if self.tag == GAP {
            addr
        } else {
            self.tag | (addr.wrapping_sub(self.bias) & 0xFFFF_FFFF_FFFF)
        })
    }
}

impl ObjectMap {
    fn new(objects: &[Object]) -> ObjectMap {
        let mut m = ObjectMap {
            ranges: BTreeMap::new(),
            objects: objects
                .iter()
                .map(|o| (o.bias, Arc::from(o.path.as_str())))
                .collect(),
            tags: objects
                .iter()
                .map(|o| ppw_event::sym_addr(0, Some((0, o.path.as_str()))) & !0xFFFF_FFFF_FFFF)
                .collect(),
        };
        for (i, o) in objects.iter().enumerate() {
            if o.lo < o.hi {
                m.insert(o.lo, o.hi, i);
            }
        }
        m
    }

    /// Map `[lo, hi)` to object `i`, cutting what earlier ranges it overlaps.
    fn insert(&mut self, lo: u64, hi: u64, i: usize) {
        // A range starting before `lo` keeps its part before `lo` (and after `hi`).
        if let Some((&s, &(e, j))) = self.ranges.range(..lo).next_back() {
            if e > lo {
                self.ranges.insert(s, (lo, j));
                if e > hi {
                    self.ranges.insert(hi, (e, j));
                }
            }
        }
        // Ranges starting inside `[lo, hi)` keep their part after `hi`.
        let inside: Vec<u64> = self.ranges.range(lo..hi).map(|(&s, _)| s).collect();
        for s in inside {
            if let Some((e, j)) = self.ranges.remove(&s) {
                if e > hi {
                    self.ranges.insert(hi, (e, j));
                }
            }
        }
        self.ranges.insert(lo, (hi, i));
    }

    /// The range of the object holding `addr` with its symmetric-address tag, or else the
    /// gap between objects around `addr`, where addresses stay as they are.
    fn sym_range(&self, addr: u64) -> SymRange {
        let before = self.ranges.range(..=addr).next_back();
        if let Some((&lo, &(hi, i))) = before {
            if addr < hi {
                return SymRange {
                    lo,
                    hi,
                    bias: self.objects[i].0,
                    tag: self.tags[i],
                };
            }
        }
        let lo = before.map_or(0, |(_, &(hi, _))| hi);
        let hi = self
            .ranges
            .range(addr..)
            .next()
            .map_or(u64::MAX, |(&s, _)| s);
        SymRange {
            lo,
            hi,
            bias: 0,
            tag: GAP,
        }
    }

    /// The (load bias, path) of the object holding `addr`.
    fn find(&self, addr: u64) -> Option<&(u64, Arc<str>)> {
        let (_, &(end, i)) = self.ranges.range(..=addr).next_back()?;
        (addr < end).then(|| &self.objects[i])
    }
}

impl<'a> Unifier<'a> {
    fn new(
        defs: &'a mut Defs,
        symbols: Option<&'a dyn Symbolizer>,
        warnings: &'a mut Vec<String>,
        scans: &[RankScan],
    ) -> Unifier<'a> {
        // World communicator first (global id 0), so that CommId(0) is MPI_COMM_WORLD.
        defs.comms.push(CommDef {
            name: "MPI_COMM_WORLD".into(),
            kind: ppw_event::CommKind::Comm,
            members: (0..defs.ranks).collect(),
        });
        let root_boot = scans
            .iter()
            .find(|s| s.header.rank == 0)
            .map(|s| s.defs.boot_id.clone())
            .unwrap_or_default();
        Unifier {
            defs,
            symbols,
            warnings,
            region_ix: HashMap::new(),
            callsite_ix: HashMap::new(),
            comm_ix: HashMap::from([(0, CommId(0))]),
            sym_cache: HashMap::new(),
            root_boot,
            threads_without_data: MAX_THREADS_WITHOUT_DATA,
            heap_site_ix: HashMap::new(),
            statics_done: Default::default(),
        }
    }

    /// Map one rank's definitions to global ids.
    fn add_rank(&mut self, s: RankScan) -> RankData {
        let rank = s.header.rank;
        let d = &s.defs;
        let objects = ObjectMap::new(&d.objects);
        let regions = self.regions(rank, d, &objects);
        let callsites = self.callsites(rank, d, &objects);
        let frames = self.frames(d, &callsites);
        let samples = self.samples(d, &objects);
        self.notes(rank, d);
        let counters = self.counters(rank, d);
        let comms = self.comms(rank, d);
        self.topologies(rank, d, &comms);
        let heap_sites = self.heap_sites(d, &objects);
        self.data_names(rank, d);
        self.statics(d);
        let time = self.time_map(rank, d);
        let (threads, ignored) = threads_of(&s, &mut self.threads_without_data);
        if ignored > 0 {
            self.warnings.push(format!(
                "rank {rank}: {ignored} thread(s) with a location definition but no data ignored \
                 (an experiment keeps at most {MAX_THREADS_WITHOUT_DATA} such threads)"
            ));
        }
        let by_thread = |kind: BlockKind| {
            let mut v: Vec<BlockRef> = s
                .blocks
                .iter()
                .filter(|b| b.kind == kind)
                .copied()
                .collect();
            v.sort_by_key(|b| b.location); // stable: file order within a thread
            v
        };
        RankData {
            event_blocks: by_thread(BlockKind::EVENTS),
            profile_blocks: by_thread(BlockKind::PROFILE),
            profile_counter_blocks: by_thread(BlockKind::PROFILE_COUNTERS),
            extensions: s.version >= 2,
            scan: s,
            regions,
            callsites,
            frames,
            samples,
            comms,
            counters,
            threads,
            time,
            objects,
            heap_sites,
        }
    }

    /// Heap allocation sites: resolved (or kept, in a converted experiment) and unified by
    /// function, file and line. Returns local id -> global index (`u32::MAX`: undefined).
    fn heap_sites(&mut self, d: &LocalDefs, objects: &ObjectMap) -> Vec<u32> {
        let limit = id_limit(d.heap_sites.len());
        let mut out = Vec::new();
        for (id, addr, function, file, line) in &d.heap_sites {
            if *id >= limit {
                continue;
            }
            let def = if function.is_empty() {
                let (obj, vaddr, sym) = self.resolve(objects, *addr, true);
                let sym = sym.unwrap_or_default();
                HeapSiteDef {
                    function: Some(sym.function.unwrap_or_else(|| {
                        let base = obj
                            .as_deref()
                            .map(|o| o.rsplit('/').next().unwrap_or(o))
                            .unwrap_or("[unknown]");
                        format!("{base}@{vaddr:#x}")
                    })),
                    file: sym.file,
                    line: sym.line,
                }
            } else {
                HeapSiteDef {
                    function: Some(function.clone()),
                    file: (!file.is_empty()).then(|| file.clone()),
                    line: *line,
                }
            };
            let key = (
                def.function.clone().unwrap_or_default(),
                def.file.clone().unwrap_or_default(),
                def.line,
            );
            let sites = &mut self.defs.heap_sites;
            let g = *self.heap_site_ix.entry(key).or_insert_with(|| {
                sites.push(def);
                sites.len() as u32 - 1
            });
            set(&mut out, *id, g, u32::MAX);
        }
        out
    }

    /// Buffers the rank named.
    fn data_names(&mut self, rank: u32, d: &LocalDefs) {
        for (addr, bytes, name) in &d.data_names {
            self.defs.data_names.push(ppw_event::DataNameDef {
                rank,
                addr: *addr,
                bytes: *bytes,
                name: name.clone(),
            });
        }
    }

    /// The static variables of the rank's objects that are not system libraries (the
    /// program and its own libraries), once per object.
    fn statics(&mut self, d: &LocalDefs) {
        let Some(symbols) = self.symbols else { return };
        for o in &d.objects {
            let system = [
                "/lib/",
                "/lib64/",
                "/usr/lib/",
                "/usr/lib64/",
                "/usr/local/lib/",
            ]
            .iter()
            .any(|p| o.path.starts_with(p))
                || o.path.contains("libppw")
                || o.path.starts_with('[');
            let path: Arc<str> = Arc::from(o.path.as_str());
            if system || !self.statics_done.insert(path.clone()) {
                continue;
            }
            let key = ppw_event::sym_addr(0, Some((0, &path))) >> 48 & 0x7FFF;
            let before = self.defs.statics.len();
            for (vaddr, size, name) in symbols.statics(&path) {
                self.defs.statics.push(ppw_event::StaticDef {
                    object: key,
                    vaddr,
                    size,
                    name,
                });
            }
            if self.defs.statics.len() > before {
                self.defs.statics.sort_by_key(|a| (a.object, a.vaddr));
            }
        }
    }

    /// Counters: unified by name; available if any rank could read it (the first unavailable
    /// rank's reason is kept while none can). Returns local index -> global index.
    fn counters(&mut self, rank: u32, d: &LocalDefs) -> Vec<u32> {
        let mut map = Vec::new();
        for (index, name, unit, available, note) in &d.counters {
            let defs = &mut *self.defs;
            let g = match defs.counters.iter().position(|c| c.name == *name) {
                Some(g) => g,
                None => {
                    defs.counters.push(ppw_event::counters::CounterDef {
                        name: name.clone(),
                        unit: unit.clone(),
                        available: false,
                        note: String::new(),
                    });
                    defs.counters.len() - 1
                }
            };
            let c = &mut defs.counters[g];
            if *available {
                c.available = true;
                c.note.clear();
            } else if !c.available && c.note.is_empty() {
                c.note = format!("rank {rank}: {note}");
            }
            let i = *index as usize;
            if i < ppw_event::counters::MAX_COUNTERS {
                if map.len() <= i {
                    map.resize(i + 1, u32::MAX);
                }
                map[i] = g as u32;
            }
        }
        map
    }

    /// The calling-context frames of each local call site that has a caller (shared between
    /// local ids that unify to one call site).
    fn frames(
        &self,
        d: &LocalDefs,
        callsites: &[CallsiteId],
    ) -> Vec<Arc<[(RegionId, CallsiteId)]>> {
        let empty: Arc<[(RegionId, CallsiteId)]> = Arc::from(Vec::new());
        let mut out = vec![empty.clone(); callsites.len()];
        if d.callers.is_empty() || self.symbols.is_none() {
            return out;
        }
        let mut memo: HashMap<CallsiteId, Arc<[(RegionId, CallsiteId)]>> = HashMap::new();
        for &(id, _) in &d.callers {
            let Some(&g) = callsites.get(id as usize) else {
                continue;
            };
            if !g.is_some() {
                continue;
            }
            let f = memo
                .entry(g)
                .or_insert_with(|| Arc::from(self.defs.frames(g)))
                .clone();
            out[id as usize] = f;
        }
        out
    }

    /// Resolve a runtime address through the rank's loaded objects (cached per object,
    /// address and kind).
    fn resolve(&mut self, objects: &ObjectMap, addr: u64, is_return: bool) -> Resolved {
        match objects.find(addr) {
            Some((bias, path)) => {
                let vaddr = addr.wrapping_sub(*bias);
                let sym = self.symbols.and_then(|sy| {
                    self.sym_cache
                        .entry((path.clone(), vaddr, is_return))
                        .or_insert_with(|| sy.resolve(path, vaddr, is_return))
                        .clone()
                });
                (Some(path.clone()), vaddr, sym)
            }
            None => (None, addr, None),
        }
    }

    /// Regions: unified by name and paradigm; compiler-instrumented functions are named by
    /// their resolved symbol (else `object@address`). Returns local id -> global id.
    fn regions(&mut self, rank: u32, d: &LocalDefs, objects: &ObjectMap) -> Vec<RegionId> {
        let mut regions = Vec::new();
        let funcs: HashMap<u32, u64> = d.functions.iter().copied().collect();
        let limit = id_limit(d.regions.len());
        self.warn_sparse(rank, "region", d.regions.iter().map(|r| r.id), limit);
        for r in d.regions.iter().filter(|r| r.id < limit) {
            let mut def = RegionDef {
                name: r.name.clone(),
                paradigm: r.paradigm,
                op: r.op,
                coll: r.coll,
                nonblocking: r.nonblocking,
                phase: r.phase,
                file: (!r.file.is_empty()).then(|| r.file.clone()),
                line: r.line,
            };
            if let Some(addr) = funcs.get(&r.id) {
                let (obj, vaddr, sym) = self.resolve(objects, *addr, false);
                match sym.as_ref().and_then(|s| s.function.clone()) {
                    Some(f) => def.name = f,
                    None => {
                        let base = obj
                            .as_deref()
                            .map(|o| o.rsplit('/').next().unwrap_or(o))
                            .unwrap_or("?");
                        def.name = format!("{base}@{vaddr:#x}");
                    }
                }
                if let Some(s) = sym {
                    def.file = s.file;
                    def.line = s.line;
                }
            }
            let key = (def.name.clone(), def.paradigm.code());
            let defs = &mut *self.defs;
            let gid = *self.region_ix.entry(key).or_insert_with(|| {
                defs.regions.push(def);
                RegionId(defs.regions.len() as u32 - 1)
            });
            set(&mut regions, r.id, gid, RegionId::NONE);
        }
        regions
    }

    /// Call sites: unified by object, file address and calling context (the caller's call
    /// site). Returns local id -> global id.
    fn callsites(&mut self, rank: u32, d: &LocalDefs, objects: &ObjectMap) -> Vec<CallsiteId> {
        let mut callsites = Vec::new();
        let limit = id_limit(d.callsites.len());
        self.warn_sparse(rank, "call site", d.callsites.iter().map(|c| c.0), limit);
        // Addresses that stand for source positions (GASP events) resolve to them.
        let sources: HashMap<u64, (&str, u32)> = d
            .sources
            .iter()
            .map(|(a, file, line, _)| (*a, (file.as_str(), *line)))
            .collect();
        let callers: HashMap<u32, u32> = d.callers.iter().copied().collect();
        let in_context: std::collections::HashSet<u32> =
            d.callers.iter().flat_map(|c| [c.0, c.1]).collect();
        for (id, addr) in d.callsites.iter().filter(|c| c.0 < limit) {
            if let Some((file, line)) = sources.get(addr) {
                let key = (
                    Some(Arc::from(*file)),
                    SOURCE_KEY | *line as u64,
                    CallsiteId::NONE,
                );
                let defs = &mut *self.defs;
                let gid = *self.callsite_ix.entry(key).or_insert_with(|| {
                    defs.callsites.push(CallsiteDef {
                        file: Some(file.to_string()),
                        line: *line,
                        ..CallsiteDef::default()
                    });
                    CallsiteId(defs.callsites.len() as u32 - 1)
                });
                set(&mut callsites, *id, gid, CallsiteId::NONE);
                continue;
            }
            // A caller defined before its callee (as the runtime writes them); anything else
            // makes a root.
            let parent = callers
                .get(id)
                .and_then(|p| callsites.get(*p as usize).copied())
                .unwrap_or(CallsiteId::NONE);
            // Frames need names: without a symbolizer (tests, tools that only count) calls
            // keep their call sites alone, as before calling context existed.
            let context = self.symbols.is_some() && in_context.contains(id);
            let (obj, vaddr, sym) = if *addr == TRUNCATED_CONTEXT {
                (None, *addr, None)
            } else {
                self.resolve(objects, *addr, true)
            };
            let key = (obj.clone(), vaddr, parent);
            if let Some(gid) = self.callsite_ix.get(&key) {
                set(&mut callsites, *id, *gid, CallsiteId::NONE);
                continue;
            }
            let s = sym.unwrap_or_default();
            let (frame, startup) = if context {
                let (name, startup) =
                    frame_name(*addr, obj.as_deref(), vaddr, s.function.as_deref());
                (self.frame_region(name), startup)
            } else {
                (RegionId::NONE, false)
            };
            let defs = &mut *self.defs;
            defs.callsites.push(CallsiteDef {
                object: obj,
                offset: vaddr,
                function: s.function,
                file: s.file,
                line: s.line,
                parent,
                frame,
                startup,
            });
            let gid = CallsiteId(defs.callsites.len() as u32 - 1);
            self.callsite_ix.insert(key, gid);
            set(&mut callsites, *id, gid, CallsiteId::NONE);
        }
        callsites
    }

    /// The function of each program-counter sample (a region of paradigm Compiler, as the
    /// frames'); an address without a symbol names its object, one outside every object is
    /// `[unknown]`. Without a symbolizer the samples have no function ([`RegionId::NONE`]).
    fn samples(&mut self, d: &LocalDefs, objects: &ObjectMap) -> Vec<(u64, RegionId)> {
        if self.symbols.is_none() {
            return d.samples.iter().map(|s| (s.0, RegionId::NONE)).collect();
        }
        let mut named: HashMap<u64, RegionId> = HashMap::new();
        let mut out = Vec::with_capacity(d.samples.len());
        for &(t, pc) in &d.samples {
            let region = match named.get(&pc) {
                Some(r) => *r,
                None => {
                    let (obj, _, sym) = self.resolve(objects, pc, false);
                    let name = match (sym.and_then(|s| s.function), obj) {
                        (Some(f), _) => f,
                        (None, Some(o)) => format!("[{}]", o.rsplit('/').next().unwrap_or(&o)),
                        (None, None) => "[unknown]".to_string(),
                    };
                    let r = self.frame_region(name);
                    named.insert(pc, r);
                    r
                }
            };
            out.push((t, region));
        }
        out
    }

    /// The region standing for a function in calling contexts (unified by name with the
    /// functions `-finstrument-functions` records).
    fn frame_region(&mut self, name: String) -> RegionId {
        let key = (name, Paradigm::Compiler.code());
        let defs = &mut *self.defs;
        *self.region_ix.entry(key).or_insert_with_key(|k| {
            defs.regions.push(RegionDef {
                name: k.0.clone(),
                paradigm: Paradigm::Compiler,
                op: GenericOp::UserRegion,
                coll: CollKind::None,
                nonblocking: false,
                phase: false,
                file: None,
                line: 0,
            });
            RegionId(defs.regions.len() as u32 - 1)
        })
    }

    /// The runtime's notes (skipped or throttled events) as warnings, at most
    /// [`MAX_NOTES`] per rank.
    /// Throttling notes (`throttled ...`: the program asked for it, nothing is damaged) go to
    /// the definitions' notes instead.
    fn notes(&mut self, rank: u32, d: &LocalDefs) {
        let (info, problems): (Vec<&String>, Vec<&String>) =
            d.notes.iter().partition(|n| n.starts_with("throttled `"));
        for n in info.iter().take(MAX_NOTES) {
            self.defs.notes.push(format!("rank {rank}: {n}"));
        }
        for n in problems.iter().take(MAX_NOTES) {
            self.warnings.push(format!("rank {rank}: {n}"));
        }
        for (more, to) in [
            (info.len(), &mut self.defs.notes),
            (problems.len(), &mut self.warnings),
        ] {
            if more > MAX_NOTES {
                to.push(format!(
                    "rank {rank}: {} more notes of the measurement not shown",
                    more - MAX_NOTES
                ));
            }
        }
    }

    /// Communicators: unified by global id, then (re)named. Returns local id -> (global id,
    /// members as world ranks).
    /// This rank's view of the virtual topologies of its communicators, merged into
    /// [`Defs::topologies`] (one per communicator; each member adds its coordinates or its
    /// neighbours). A record that contradicts another rank's is left out with a warning.
    fn topologies(&mut self, rank: u32, d: &LocalDefs, comms: &[(CommId, Vec<u32>)]) {
        use ppw_event::topology_kind as kind;
        for (comm, k, [a, b, c]) in &d.topologies {
            let Some((gid, members)) = comms.get(*comm as usize).filter(|c| c.0 != CommId::NONE)
            else {
                continue;
            };
            let Some(me) = members.iter().position(|m| *m == rank) else {
                continue;
            };
            let n = members.len();
            let bad =
                |why: &str| format!("rank {rank}: topology of communicator {comm} {why}: left out");
            let tops = &mut self.defs.topologies;
            let i = tops.iter().position(|t| t.comm == *gid).unwrap_or_else(|| {
                tops.push(ppw_event::TopologyDef {
                    comm: *gid,
                    kind: *k,
                    coords: vec![Vec::new(); n],
                    out: vec![Vec::new(); n],
                    inn: vec![Vec::new(); n],
                    ..Default::default()
                });
                tops.len() - 1
            });
            let t = &mut tops[i];
            if t.kind != *k || t.coords.len() != n {
                self.warnings.push(bad("disagrees with another rank's"));
                continue;
            }
            match *k {
                kind::CARTESIAN => {
                    let periods: Vec<bool> = b.iter().map(|p| *p != 0).collect();
                    if a.len() != b.len()
                        || a.len() != c.len()
                        || c.iter().zip(a).any(|(x, d)| x >= d)
                    {
                        self.warnings.push(bad("has inconsistent dimensions"));
                        continue;
                    }
                    if t.dims.is_empty() {
                        t.dims = a.clone();
                        t.periods = periods;
                    } else if t.dims != *a || t.periods != periods {
                        self.warnings.push(bad("disagrees with another rank's"));
                        continue;
                    }
                    t.coords[me] = c.clone();
                }
                _ => {
                    let ok = |l: &Vec<u32>| l.iter().all(|r| (*r as usize) < n);
                    if !ok(a) || !ok(b) {
                        self.warnings
                            .push(bad("names ranks outside the communicator"));
                        continue;
                    }
                    t.out[me] = a.clone();
                    t.inn[me] = b.clone();
                }
            }
        }
    }

    fn comms(&mut self, rank: u32, d: &LocalDefs) -> Vec<(CommId, Vec<u32>)> {
        let mut comms = Vec::new();
        let limit = id_limit(d.comms.len());
        self.warn_sparse(rank, "communicator", d.comms.iter().map(|c| c.id), limit);
        for c in d.comms.iter().filter(|c| c.id < limit) {
            let Some(members) = self.world_members(rank, c) else {
                continue;
            };
            let defs = &mut *self.defs;
            let gid = *self.comm_ix.entry(c.global).or_insert_with(|| {
                defs.comms.push(CommDef {
                    name: c.name.clone(),
                    kind: c.kind,
                    members: members.clone(),
                });
                CommId(defs.comms.len() as u32 - 1)
            });
            // A world of fewer ranks than the run has, numbered from 0: the processes mpirun
            // started, the others were spawned (their worlds have global ids of their own).
            // The unified MPI_COMM_WORLD is then that first process group.
            let initial = c.members.len() < self.defs.ranks as usize
                && c.members.iter().enumerate().all(|(i, m)| *m == i as u32);
            if gid == CommId(0) && initial {
                self.defs.comms[0].members = c.members.clone();
            } else if gid == CommId(0) && c.members.len() as u32 != self.defs.ranks {
                self.warnings.push(format!(
                    "rank {rank}: world communicator has {} members, expected {}",
                    c.members.len(),
                    self.defs.ranks
                ));
            }
            let slot = c.id as usize;
            if comms.len() <= slot {
                comms.resize(slot + 1, (CommId::NONE, Vec::new()));
            }
            comms[slot] = (gid, members);
        }
        for (id, name) in &d.comm_names {
            if let Some((gid, _)) = comms.get(*id as usize) {
                if let Some(cd) = self.defs.comms.get_mut(gid.index()) {
                    cd.name = name.clone();
                }
            }
        }
        comms
    }

    /// A communicator's members, with world ranks beyond the rank count (damage) replaced by
    /// [`NO_RANK`] and a warning; `None` (and a warning) for a communicator with more members
    /// than the run has ranks (every collective on it would cost its size in the analysis).
    fn world_members(&mut self, rank: u32, c: &LocalComm) -> Option<Vec<u32>> {
        let n = self.defs.ranks;
        if c.members.len() as u64 > n as u64 {
            self.warnings.push(format!(
                "rank {rank}: communicator {:?} has {} members, more than the {n} ranks; it is \
                 ignored",
                c.name,
                c.members.len()
            ));
            return None;
        }
        let bad = c.members.iter().filter(|&&m| m >= n).count();
        if bad == 0 {
            return Some(c.members.clone());
        }
        self.warnings.push(format!(
            "rank {rank}: communicator {:?} names {bad} member(s) beyond the {n} ranks; they \
             are ignored",
            c.name
        ));
        Some(
            c.members
                .iter()
                .map(|&m| if m < n { m } else { NO_RANK })
                .collect(),
        )
    }

    /// Warn about local ids at or above `limit` (their definitions are skipped).
    fn warn_sparse(&mut self, rank: u32, what: &str, ids: impl Iterator<Item = u32>, limit: u32) {
        let (mut n, mut max) = (0u64, 0u32);
        for id in ids.filter(|&id| id >= limit) {
            n += 1;
            max = max.max(id);
        }
        if n > 0 {
            self.warnings.push(format!(
                "rank {rank}: {n} {what} definition(s) with local ids up to {max} skipped: a \
                 rank's ids are dense, and its definitions allow ids below {limit} (corrupt \
                 definitions?)"
            ));
        }
    }

    /// The rank's clock (before the common epoch is known).
    fn time_map(&mut self, rank: u32, d: &LocalDefs) -> TimeMap {
        // A rank running under the same kernel as rank 0 shares its CLOCK_MONOTONIC: its true
        // offset is zero, and a measured one would only add the ping-pong's error (up to half a
        // round trip, easily 0.1 ms on a loaded node).
        let same_clock = !d.boot_id.is_empty() && d.boot_id == self.root_boot;
        let offsets: &[(u64, i64, u64)] = if same_clock { &[] } else { &d.offsets };
        let (time, warn) = TimeMap::new(&d.time_sync, offsets);
        if let Some(w) = warn {
            self.warnings.push(format!("rank {rank}: {w}"));
        }
        time
    }
}

/// How many threads known only from a LOCATION definition (no EVENTS or PROFILE block) an
/// experiment may have in all; more are ignored with a warning. Such a thread has nothing to
/// analyse, and a few bytes of compressed definitions could otherwise make millions of empty
/// locations that every later step works and allocates for.
pub const MAX_THREADS_WITHOUT_DATA: u64 = 4096;

/// The rank's threads: those with EVENTS or PROFILE blocks, and those with a LOCATION definition
/// only (while `budget`, what is left of [`MAX_THREADS_WITHOUT_DATA`], lasts), sorted by thread
/// number (at least thread 0). Returns the threads (locations are assigned later) and the
/// number ignored.
fn threads_of(s: &RankScan, budget: &mut u64) -> (Vec<(u32, LocationId)>, u64) {
    let mut data: Vec<u32> = s
        .blocks
        .iter()
        .filter(|b| b.kind == BlockKind::EVENTS || b.kind == BlockKind::PROFILE)
        .map(|b| b.location)
        .collect();
    data.sort_unstable();
    data.dedup();
    let mut defined: Vec<u32> = s.defs.locations.iter().map(|l| l.0).collect();
    defined.sort_unstable();
    defined.dedup();
    let mut ignored = 0;
    let mut threads = data.clone();
    for t in defined {
        if data.binary_search(&t).is_ok() {
            continue;
        }
        if *budget == 0 {
            ignored += 1;
        } else {
            *budget -= 1;
            threads.push(t);
        }
    }
    if threads.is_empty() {
        threads.push(0);
    }
    threads.sort_unstable();
    (
        threads.into_iter().map(|t| (t, LocationId::NONE)).collect(),
        ignored,
    )
}

/// Epoch: the earliest calibration point over all ranks becomes time 0.
fn set_common_epoch(ranks: &mut [RankData]) {
    let epoch = ranks
        .iter()
        .filter_map(|r| r.scan.defs.time_sync.first().map(|t| r.time.global(t.0)))
        .fold(f64::INFINITY, f64::min);
    let epoch = if epoch.is_finite() { epoch } else { 0.0 };
    for r in ranks {
        r.time.set_epoch(epoch);
    }
}

/// Locations in (rank, thread) order, named by their LOCATION definition (else `rank R` /
/// `rank R thread T`). Returns, per location, (index into `ranks`, thread number).
fn number_locations(defs: &mut Defs, ranks: &mut [RankData]) -> Vec<(usize, u32)> {
    let mut locs = Vec::new();
    for (ri, r) in ranks.iter_mut().enumerate() {
        let rank = r.scan.header.rank;
        // The first LOCATION definition of each thread names it.
        let mut named: HashMap<u32, &str> = HashMap::new();
        for l in &r.scan.defs.locations {
            named.entry(l.0).or_insert(&l.2);
        }
        for t in r.threads.iter_mut() {
            let name = named
                .get(&t.0)
                .filter(|n| !n.is_empty())
                .map(|n| n.to_string())
                .unwrap_or_else(|| {
                    if t.0 == 0 {
                        format!("rank {rank}")
                    } else {
                        format!("rank {rank} thread {}", t.0)
                    }
                });
            t.1 = LocationId(defs.locations.len() as u32);
            defs.locations.push(LocationDef {
                rank,
                thread: t.0,
                name,
            });
            locs.push((ri, t.0));
        }
    }
    locs
}

/// Host, pid, completeness and process CPU samples of every rank (ranks without a file keep
/// the defaults).
fn fill_rank_info(defs: &mut Defs, ranks: &[RankData]) {
    defs.rank_info = (0..defs.ranks)
        .map(|rank| RankInfo {
            rank,
            ..Default::default()
        })
        .collect();
    for r in ranks {
        let Some(info) = defs.rank_info.get_mut(r.scan.header.rank as usize) else {
            continue;
        };
        let d = &r.scan.defs;
        info.host = d
            .rank_info
            .as_ref()
            .map(|x| x.1.clone())
            .unwrap_or_default();
        info.pid = r.scan.header.pid;
        info.complete = r.scan.end == Some(EndReason::EXIT) && r.scan.damage.is_none();
        info.cpu = d
            .cpu
            .iter()
            .map(|c| CpuSample {
                time: r.time.mono_ns(c.0),
                user_ns: c.1,
                system_ns: c.2,
            })
            .collect();
        info.sample_period_ns = d.sample_period_ns;
        info.samples = r
            .samples
            .iter()
            .map(|&(t, region)| ppw_event::PcSample {
                time: r.time.ns(t),
                region,
            })
            .collect();
        info.sched = d
            .sched
            .iter()
            .map(|s| SchedSample {
                time: r.time.mono_ns(s.0),
                run_delay_ns: s.1,
                involuntary_switches: s.2,
                cores_online: s.3,
                cores_allowed: s.4,
            })
            .collect();
    }
}

/// The local ids a rank may use for `n` definitions of one kind: ids are dense (the runtime
/// numbers definitions from 0), so an id of `4n + 1024` or more is damage. Tables indexed by
/// local ids are sized by the definitions actually read, never by an id alone.
fn id_limit(n: usize) -> u32 {
    u32::try_from(n.saturating_mul(4).saturating_add(1024)).unwrap_or(u32::MAX)
}

/// `v[at] = val`, growing `v` with `fill` (`at` is below [`id_limit`]).
fn set<T: Copy>(v: &mut Vec<T>, at: u32, val: T, fill: T) {
    let i = at as usize;
    if v.len() <= i {
        v.resize(i + 1, fill);
    }
    v[i] = val;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn symmetric_addresses_through_a_kept_range_are_those_of_sym_addr() {
        let o = |bias, lo, hi, path: &str| Object {
            bias,
            lo,
            hi,
            path: path.to_string(),
        };
        // Overlapping mappings: the later one wins where they overlap.
        let m = ObjectMap::new(&[
            o(0x1000, 0x1000, 0x9000, "/usr/bin/prog"),
            o(0x7000_0000, 0x4000, 0x5000, "/lib/libx.so"),
            o(0x10_0000, 0x10_0000, 0x20_0000, "/lib/liby.so"),
        ]);
        let mut last: Option<SymRange> = None;
        for addr in [
            0x1000u64,
            0x3fff,
            0x4000,
            0x4fff,
            0x5000,
            0x8fff,
            0x9000,
            0x9001,
            0xf_ffff,
            0x10_0000,
            0x1f_ffff,
            0x20_0000,
            0x30_0000,
            0x10,
            0x11,
            0x1234,
            u64::MAX,
        ] {
            let want = ppw_event::sym_addr(addr, m.find(addr).map(|(b, p)| (*b, &**p)));
            let got = match last.and_then(|r| r.map(addr)) {
                Some(a) => a,
                None => {
                    let r = m.sym_range(addr);
                    last = Some(r);
                    r.map(addr).unwrap_or(addr)
                }
            };
            assert_eq!(got, want, "{addr:#x}");
        }
    }

    #[test]
    fn object_map_finds_what_a_scan_of_the_definitions_finds() {
        // The reader scanned every object for every address (objects x addresses for a
        // hostile rank); the map answers the same: the last definition holding the address.
        let mut x = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = move |n: u64| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x % n
        };
        for _ in 0..50 {
            let objects: Vec<Object> = (0..1 + next(12))
                .map(|i| {
                    let lo = next(100);
                    Object {
                        bias: i,
                        lo,
                        hi: lo + next(40),
                        path: format!("o{i}"),
                    }
                })
                .collect();
            let m = ObjectMap::new(&objects);
            for addr in 0..150 {
                let want = objects
                    .iter()
                    .rev()
                    .find(|o| addr >= o.lo && addr < o.hi)
                    .map(|o| o.bias);
                assert_eq!(m.find(addr).map(|o| o.0), want, "{addr} in {objects:?}");
            }
        }
    }
}
