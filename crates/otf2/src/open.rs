//! Opening an OTF2 archive, phase by phase: the anchor file, the global definitions, ranks and
//! locations, each location's local definitions, a probe of each location's first event (epoch,
//! program name, process ids), hosts, and the tables that map OTF2 ids to ppw ids (regions,
//! communicators, windows, call sites, attributes). The result ([`Opened`]) is what
//! [`crate::Otf2Trace`] keeps.

use crate::anchor::{read_anchor, AnchorInfo};
use crate::consts::{coll_op, group_type, paradigm, role, ty, UNDEFINED_U32};
use crate::defs::{read_global_defs, read_local_defs, GlobalDefs, RawComm, RawGroup, RawWin};
use crate::local::LocalDefs;
use crate::records::{Otf2Event, Otf2Record, RecordStream};
use crate::writer::{ATTR_RECV_COMM, ATTR_RECV_SOURCE, ATTR_RECV_TAG, PROGRAM_PROPERTY};
use ppw_event::{
    rank_claim_limit, CallsiteDef, CallsiteId, CollKind, CommDef, CommId, CommKind, Defs, Files,
    GenericOp, LocationDef, Mode, Paradigm, Rank, RankInfo, ReadError, RegionDef, RegionId,
    NO_RANK,
};
use std::collections::{HashMap, HashSet};
use std::path::Path;

/// Bytes of the first chunk read when probing a location's first event at open time.
const PROBE_BYTES: u64 = 64 * 1024;
/// Name of Score-P's buffer-flush region.
const FLUSH_REGION: &str = "TRACE BUFFER FLUSH";

/// How event ranks of a communicator translate to world ranks.
#[derive(Clone, Copy, Debug)]
pub(crate) enum CommTr {
    /// `defs.comms[id].members[local]`.
    Members(CommId),
    /// Ranks are already indices into the paradigm's location list (GLOBAL_MEMBERS groups).
    Global(CommId, u8),
    /// A self-like communicator: one `CommDef` per rank, starting at this id.
    SelfPerRank(u32),
}

/// Per-location state.
#[derive(Debug)]
pub(crate) struct LocInfo {
    pub(crate) otf2_id: u64,
    pub(crate) declared_events: u64,
    pub(crate) rank: Rank,
    /// The event file's name in the archive's [`Files`].
    pub(crate) evt_name: String,
    /// The event file as errors show it (relative to the anchor's directory).
    pub(crate) evt_display: String,
    pub(crate) locals: LocalDefs,
    pub(crate) local_error: Option<ReadError>,
}

/// An archive after opening: definitions, locations and id tables.
#[derive(Debug)]
pub(crate) struct Opened {
    pub(crate) anchor: AnchorInfo,
    pub(crate) g: GlobalDefs,
    pub(crate) defs: Defs,
    pub(crate) locs: Vec<LocInfo>,
    pub(crate) regions: RegionTables,
    pub(crate) comms: HashMap<u32, CommTr>,
    /// `comms` as a table, when the OTF2 ids are small.
    pub(crate) comm_dense: Vec<Option<CommTr>>,
    pub(crate) wins: HashMap<u32, CommTr>,
    /// OTF2 groups that one-sided group synchronization (RMA_GROUP_SYNC) may name.
    pub(crate) groups: HashMap<u32, CommId>,
    /// World rank of each index of a paradigm's COMM_LOCATIONS group.
    pub(crate) world_of_index: HashMap<u8, Vec<Rank>>,
    pub(crate) callsites: HashMap<u32, CallsiteId>,
    pub(crate) recv_attrs: [Option<u32>; 3],
    pub(crate) epoch: u64,
    pub(crate) resolution: u64,
}

/// OTF2 region ids -> ppw regions, and the two regions events are synthesized for.
#[derive(Debug, Default)]
pub(crate) struct RegionTables {
    pub(crate) map: HashMap<u32, RegionId>,
    /// `map` as a table, when the OTF2 ids are small.
    pub(crate) dense: Vec<RegionId>,
    /// The region that PROGRAM_BEGIN / PROGRAM_END enter and leave.
    pub(crate) program: Option<RegionId>,
    /// Score-P's buffer-flush region.
    pub(crate) flush: Option<RegionId>,
}

/// Where the archive's files are.
pub(crate) struct ArchiveFiles<'a> {
    pub(crate) files: &'a Files,
    /// The anchor file's name in `files`.
    pub(crate) anchor: &'a str,
    /// The anchor file as errors show it.
    pub(crate) anchor_display: &'a str,
}

/// Open an archive: every phase in order.
pub(crate) fn open_archive(af: &ArchiveFiles<'_>) -> Result<Opened, ReadError> {
    let (dir, stem) = split_anchor_name(af)?;
    let anchor = read_anchor(af.files, af.anchor, af.anchor_display)?;
    let def_name = format!("{dir}{stem}.def");
    let def_display = af.files.path(&def_name).display().to_string();
    let g = read_global_defs(af.files, &def_name, &def_display, anchor.chunk_size_defs)?;
    let mut warnings = Vec::new();
    let resolution = timer_resolution(&g, &mut warnings);
    let ranks = RankLayout::build(&g, &mut warnings);
    let mut defs = Defs::new(&anchor.creator, Mode::Trace, ranks.count);
    defs.timer_resolution = resolution;
    let loc_files = LocationFiles {
        files: af.files,
        dir: &dir,
        stem: &stem,
        chunk_size: anchor.chunk_size_defs,
    };
    let locs = open_locations(&g, &ranks, &loc_files, &mut defs, &mut warnings);
    let probe = probe_locations(&g, &locs, af.files, &anchor, ranks.count, &mut warnings);
    let epoch = match (g.clock.map(|c| c.global_offset), probe.first_time) {
        (Some(o), Some(f)) => o.min(f),
        (Some(o), None) => o,
        (None, Some(f)) => f,
        (None, None) => 0,
    };
    let mut rank_info = probe.rank_info;
    add_group_pids(&g, &ranks.lg_rank, &mut rank_info);
    add_hosts(&g, &ranks.lg_rank, &mut rank_info);
    defs.rank_info = rank_info;
    defs.program = probe
        .program_name
        .clone()
        .or_else(|| anchor.property(PROGRAM_PROPERTY).map(str::to_string))
        .unwrap_or_else(|| anchor.creator.clone());
    let regions = map_regions(&g, probe.program_name.as_deref(), &mut defs);
    let world_of_index = ranks.world_of_index;
    let mut budget = MemberBudget::new();
    let comms = map_comms(&g, &world_of_index, &mut defs, &mut budget, &mut warnings);
    let comm_dense = dense_comms(&comms);
    let wins = map_windows(&g, &comms, &mut defs, &mut budget, &mut warnings);
    let groups = map_groups(&g, &comms, &world_of_index, &mut defs, &mut budget);
    budget.warn(&mut warnings);
    let callsites = map_callsites(&g, &mut defs);
    let recv_attrs = [ATTR_RECV_COMM, ATTR_RECV_SOURCE, ATTR_RECV_TAG].map(|n| attribute(&g, n));
    defs.warnings = warnings;
    Ok(Opened {
        anchor,
        g,
        defs,
        locs,
        regions,
        comms,
        comm_dense,
        wins,
        groups,
        world_of_index,
        callsites,
        recv_attrs,
        epoch,
        resolution,
    })
}

/// The directory part (`""` or ending in `/`) and the stem of the anchor's name: the global
/// definitions are `DIR/STEM.def`, the location files `DIR/STEM/N.evt` and `DIR/STEM/N.def`.
fn split_anchor_name(af: &ArchiveFiles<'_>) -> Result<(String, String), ReadError> {
    let (dir, file) = match af.anchor.rfind('/') {
        Some(i) => (&af.anchor[..=i], &af.anchor[i + 1..]),
        None => ("", af.anchor),
    };
    let stem = Path::new(file)
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .ok_or_else(|| ReadError::missing(af.anchor_display, "anchor file has no name"))?;
    Ok((dir.to_string(), stem))
}

/// Timer ticks per second from the clock properties (ns if there are none).
fn timer_resolution(g: &GlobalDefs, warnings: &mut Vec<String>) -> u64 {
    match g.clock {
        Some(c) if c.timer_resolution > 0 => c.timer_resolution,
        _ => {
            warnings.push("no clock properties: timestamps are taken as nanoseconds".to_string());
            1_000_000_000
        }
    }
}

/// True if OTF2 paradigm `p` is process-level (by its PARADIGM definition, else by the
/// paradigms OTF2 defines as such).
fn is_process_paradigm(g: &GlobalDefs, p: u8) -> bool {
    match g.paradigm_class.get(&p) {
        Some(class) => *class == paradigm::CLASS_PROCESS,
        None => matches!(
            p,
            paradigm::MPI | paradigm::SHMEM | paradigm::UPC | paradigm::GASPI
        ),
    }
}

/// Ranks and locations: which location group is which rank, and the locations to read.
struct RankLayout {
    /// Number of ranks.
    count: Rank,
    /// Location group id -> rank.
    lg_rank: HashMap<u32, Rank>,
    /// (rank, OTF2 location id, index into `g.locations`), sorted.
    locs: Vec<(Rank, u64, usize)>,
    /// World rank of each index of a paradigm's COMM_LOCATIONS group.
    world_of_index: HashMap<u8, Vec<Rank>>,
}

impl RankLayout {
    /// Location groups become ranks, numbered by the MPI location list (else the first
    /// process-level paradigm's list); process groups not in it come next in id order; other
    /// groups (threads) belong to their creator's rank.
    fn build(g: &GlobalDefs, warnings: &mut Vec<String>) -> RankLayout {
        let loc_lists = location_lists(g);
        let rank_list = loc_lists
            .iter()
            .find(|(_, gr)| gr.paradigm == paradigm::MPI)
            .or_else(|| {
                loc_lists
                    .iter()
                    .find(|(_, gr)| is_process_paradigm(g, gr.paradigm))
            })
            .map(|(_, gr)| *gr);
        let (lg_rank, count) = rank_of_groups(g, rank_list, warnings);
        let mut locs: Vec<(Rank, u64, usize)> = Vec::new();
        // A location defined twice would read the same event file twice (a file of N bytes
        // defined K times costs N x K): the first definition counts.
        let mut seen: HashSet<u64> = HashSet::new();
        let mut duplicates = 0u64;
        for (i, l) in g.locations.iter().enumerate() {
            if !seen.insert(l.id) {
                duplicates += 1;
                continue;
            }
            match lg_rank.get(&l.group) {
                Some(r) => locs.push((*r, l.id, i)),
                None => warnings.push(format!(
                    "location {} belongs to undefined location group {}: ignored",
                    l.id, l.group
                )),
            }
        }
        if duplicates > 0 {
            warnings.push(format!(
                "{duplicates} location definition(s) repeat an earlier location id: ignored"
            ));
        }
        locs.sort();
        let loc_rank: HashMap<u64, Rank> = locs.iter().map(|(r, id, _)| (*id, *r)).collect();
        let mut world_of_index = HashMap::new();
        for (_, gr) in &loc_lists {
            let v: Vec<Rank> = gr
                .members
                .iter()
                .map(|l| loc_rank.get(l).copied().unwrap_or(NO_RANK))
                .collect();
            world_of_index.entry(gr.paradigm).or_insert(v);
        }
        RankLayout {
            count,
            lg_rank,
            locs,
            world_of_index,
        }
    }
}

/// The COMM_LOCATIONS groups (one location list per paradigm), by id.
fn location_lists(g: &GlobalDefs) -> Vec<(u32, &RawGroup)> {
    let mut loc_lists: Vec<(u32, &RawGroup)> = g
        .groups
        .iter()
        .filter(|(_, gr)| gr.kind == group_type::COMM_LOCATIONS)
        .map(|(id, gr)| (*id, gr))
        .collect();
    loc_lists.sort_by_key(|(id, _)| *id);
    loc_lists
}

/// The rank of every location group, and the number of ranks. The rank list (a location list
/// group) claims one rank per entry: entries beyond what the location definitions can stand
/// for ([`rank_claim_limit`]) are ignored with a warning.
fn rank_of_groups(
    g: &GlobalDefs,
    rank_list: Option<&RawGroup>,
    warnings: &mut Vec<String>,
) -> (HashMap<u32, Rank>, Rank) {
    let loc_group: HashMap<u64, u32> = g.locations.iter().map(|l| (l.id, l.group)).collect();
    let mut lg_rank: HashMap<u32, Rank> = HashMap::new();
    let mut next_rank: Rank = 0;
    if let Some(list) = rank_list {
        let limit = rank_claim_limit(g.locations.len());
        let n = list.members.len().min(limit as usize);
        if n < list.members.len() {
            warnings.push(format!(
                "the location list names {} ranks, more than the {} location definitions can \
                 stand for: ranks from {limit} on are ignored",
                list.members.len(),
                g.locations.len()
            ));
        }
        for (i, loc) in list.members[..n].iter().enumerate() {
            if let Some(grp) = loc_group.get(loc) {
                lg_rank.entry(*grp).or_insert(i as Rank);
            }
        }
        next_rank = n as Rank;
    }
    let mut groups_sorted: Vec<usize> = (0..g.location_groups.len()).collect();
    groups_sorted.sort_by_key(|i| g.location_groups[*i].id);
    for &i in &groups_sorted {
        let lg = &g.location_groups[i];
        if lg.kind <= 1 && !lg_rank.contains_key(&lg.id) {
            lg_rank.insert(lg.id, next_rank);
            next_rank += 1;
        }
    }
    for &i in &groups_sorted {
        let lg = &g.location_groups[i];
        if !lg_rank.contains_key(&lg.id) {
            let r = match lg_rank.get(&lg.creator) {
                Some(r) => *r,
                None => {
                    next_rank += 1;
                    next_rank - 1
                }
            };
            lg_rank.insert(lg.id, r);
        }
    }
    (lg_rank, next_rank)
}

/// Where location files are: `DIR/STEM/N.def` and `DIR/STEM/N.evt` of `files`.
struct LocationFiles<'a> {
    files: &'a Files,
    dir: &'a str,
    stem: &'a str,
    chunk_size: u64,
}

/// Define the locations (threads numbered per rank) and read each one's local definitions.
fn open_locations(
    g: &GlobalDefs,
    ranks: &RankLayout,
    lf: &LocationFiles<'_>,
    defs: &mut Defs,
    warnings: &mut Vec<String>,
) -> Vec<LocInfo> {
    let mut locs = Vec::new();
    let mut thread_of_rank: HashMap<Rank, u32> = HashMap::new();
    for (rank, id, i) in &ranks.locs {
        let t = thread_of_rank.entry(*rank).or_insert(0);
        defs.locations.push(LocationDef {
            rank: *rank,
            thread: *t,
            name: g.str_or_empty(g.locations[*i].name).to_string(),
        });
        *t += 1;
        let evt_display = format!("{}/{id}.evt", lf.stem);
        let def_display = format!("{}/{id}.def", lf.stem);
        let def_name = format!("{}{def_display}", lf.dir);
        let (locals, local_error) = if lf.files.is_file(&def_name) {
            match read_local_defs(lf.files, &def_name, &def_display, lf.chunk_size) {
                Ok(l) => (l, None),
                Err(e) => {
                    warnings.push(format!("location {id}: damaged local definitions: {e}"));
                    (LocalDefs::identity(), Some(e))
                }
            }
        } else {
            // The OTF2 library reads such a location without mappings and clock offsets.
            warnings.push(format!(
                "location {id}: no local definitions ({def_display}): ids are used unmapped \
                 and no clock correction is applied"
            ));
            (LocalDefs::identity(), None)
        };
        locs.push(LocInfo {
            otf2_id: *id,
            declared_events: g.locations[*i].events,
            rank: *rank,
            evt_name: format!("{}{evt_display}", lf.dir),
            evt_display,
            locals,
            local_error,
        });
    }
    locs
}

/// What the first events of the locations tell.
struct Probe {
    /// The earliest clock-corrected first timestamp.
    first_time: Option<u64>,
    /// The program name of the first PROGRAM_BEGIN.
    program_name: Option<String>,
    /// Per rank: completeness and the process id of PROGRAM_BEGIN.
    rank_info: Vec<RankInfo>,
}

/// Probe every location's first event and whether its event file ends cleanly.
fn probe_locations(
    g: &GlobalDefs,
    locs: &[LocInfo],
    files: &Files,
    anchor: &AnchorInfo,
    ranks: Rank,
    warnings: &mut Vec<String>,
) -> Probe {
    let mut p = Probe {
        first_time: None,
        program_name: None,
        rank_info: (0..ranks)
            .map(|r| RankInfo {
                rank: r,
                complete: true,
                ..Default::default()
            })
            .collect(),
    };
    let pid_attr = attribute(g, "ProcessId");
    for l in locs {
        let info = &mut p.rank_info[l.rank as usize];
        if l.local_error.is_some() {
            info.complete = false;
            continue;
        }
        match probe(files, l, anchor.chunk_size_events) {
            Ok((rec, ends_cleanly)) => {
                if !ends_cleanly {
                    info.complete = false;
                    warnings.push(format!(
                        "{}: does not end with the end-of-file marker (truncated?)",
                        l.evt_display
                    ));
                }
                if let Some(rec) = rec {
                    p.first_time = Some(p.first_time.map_or(rec.time, |f: u64| f.min(rec.time)));
                    if let Otf2Event::ProgramBegin { name, .. } = rec.event {
                        if p.program_name.is_none() {
                            p.program_name = g.string(name).map(str::to_string);
                        }
                        if let Some(pa) = pid_attr {
                            if let Some(v) = rec.attributes.iter().find(|x| x.id == pa) {
                                info.pid = v.value as u32;
                            }
                        }
                    }
                }
            }
            Err(e) => {
                info.complete = false;
                warnings.push(format!("cannot read the first event: {e}"));
            }
        }
    }
    p
}

/// Read a location's first event (quickly, from a prefix of the first chunk if possible) and
/// check whether the file ends with the end-of-file and end-of-buffer markers.
fn probe(
    files: &Files,
    l: &LocInfo,
    chunk_size: u64,
) -> Result<(Option<Otf2Record>, bool), ReadError> {
    let first = |limit: u64| -> Result<Option<Otf2Record>, ReadError> {
        let mut s = RecordStream::open(files, &l.evt_name, &l.evt_display, chunk_size, &l.locals)?;
        s.limit_first_chunk(limit);
        s.next_record()
    };
    let rec = match first(PROBE_BYTES) {
        Ok(r) => r,
        Err(_) => first(u64::MAX)?,
    };
    let f = crate::chunk::ChunkFile::open(files, &l.evt_name, &l.evt_display, chunk_size)?;
    let tail = f
        .tail(2)
        .map_err(|e| ReadError::io(&l.evt_display, &e).context("read failed"))?;
    Ok((
        rec,
        tail == [crate::consts::END_OF_FILE, crate::consts::END_OF_BUFFER],
    ))
}

/// Process ids not attached to PROGRAM_BEGIN may be location group properties.
fn add_group_pids(g: &GlobalDefs, lg_rank: &HashMap<u32, Rank>, rank_info: &mut [RankInfo]) {
    for (lg, name, t, v) in &g.group_properties {
        if g.str_or_empty(*name) == "ProcessId" && (ty::UINT8..=ty::INT64).contains(t) {
            if let Some(r) = lg_rank.get(lg) {
                let info = &mut rank_info[*r as usize];
                if info.pid == 0 {
                    info.pid = *v as u32;
                }
            }
        }
    }
}

/// The host of every rank: its location group's system tree node.
fn add_hosts(g: &GlobalDefs, lg_rank: &HashMap<u32, Rank>, rank_info: &mut [RankInfo]) {
    let lg_by_id: HashMap<u32, usize> = g
        .location_groups
        .iter()
        .enumerate()
        .map(|(i, lg)| (lg.id, i))
        .collect();
    for (lg_id, r) in lg_rank {
        let Some(i) = lg_by_id.get(lg_id) else {
            continue;
        };
        let info = &mut rank_info[*r as usize];
        if info.host.is_empty() {
            info.host = host_of(g, g.location_groups[*i].parent);
        }
    }
}

/// The host name of a system tree node: the nearest ancestor of class "node", else the node.
fn host_of(g: &GlobalDefs, node: u32) -> String {
    let mut cur = node;
    for _ in 0..64 {
        let Some(n) = g.nodes.get(&cur) else { break };
        if g.str_or_empty(n.class) == "node" {
            return g.str_or_empty(n.name).to_string();
        }
        if n.parent == UNDEFINED_U32 {
            break;
        }
        cur = n.parent;
    }
    g.nodes
        .get(&node)
        .map(|n| g.str_or_empty(n.name).to_string())
        .unwrap_or_default()
}

/// Regions, classified ([`classify`]); the program's region (by the program name) and the
/// buffer-flush region are remembered; a program region is added if none matches the name.
fn map_regions(g: &GlobalDefs, program_name: Option<&str>, defs: &mut Defs) -> RegionTables {
    let prog_base = program_name.map(|p| p.rsplit('/').next().unwrap_or(p).to_string());
    let mut t = RegionTables::default();
    for (id, r) in &g.regions {
        let name = g.str_or_empty(r.name);
        let canonical = g.str_or_empty(r.canonical);
        let is_program = program_name.is_some_and(|p| {
            (!canonical.is_empty() && canonical == p)
                || Some(name) == prog_base.as_deref()
                || name == p
        });
        let rid = RegionId(defs.regions.len() as u32);
        let mut def = classify(name, r.paradigm, r.role, is_program && t.program.is_none());
        def.file = g.string(r.file).map(str::to_string);
        def.line = r.begin_line;
        def.phase = r.flags & crate::consts::region_flag::PHASE != 0;
        if is_program && t.program.is_none() {
            t.program = Some(rid);
        }
        if name == FLUSH_REGION && t.flush.is_none() {
            t.flush = Some(rid);
        }
        defs.regions.push(def);
        t.map.insert(*id, rid);
    }
    if let (None, Some(base)) = (t.program, prog_base) {
        t.program = Some(RegionId(defs.regions.len() as u32));
        defs.regions.push(RegionDef::named(&base));
    }
    if let Some(max) = g.regions.keys().next_back() {
        if (*max as usize) < 4 * g.regions.len() + 1024 {
            t.dense = vec![RegionId::NONE; *max as usize + 1];
            for (id, rid) in &t.map {
                t.dense[*id as usize] = *rid;
            }
        }
    }
    t
}

/// The most member entries the communicators, windows and per-rank self communicators of an
/// OTF2 archive may add up to (a `CommDef` counts as [`COMM_DEF_COST`] entries besides its
/// members). OTF2 stores a group once and lets any number of communicators refer to it, so a
/// small file could otherwise ask for communicators x members (or communicators x ranks)
/// entries. Communicators beyond the budget are ignored with a warning (self-like ones share
/// the first self-like communicator's per-rank communicators).
pub const MAX_COMM_MEMBERS: u64 = 1 << 24;
/// What one communicator definition costs in [`MAX_COMM_MEMBERS`] besides its members.
const COMM_DEF_COST: u64 = 16;

/// What is left of [`MAX_COMM_MEMBERS`], and what did not fit.
struct MemberBudget {
    left: u64,
    refused: Vec<String>,
}

impl MemberBudget {
    fn new() -> MemberBudget {
        MemberBudget {
            left: MAX_COMM_MEMBERS,
            refused: Vec::new(),
        }
    }

    /// Take `defs` communicator definitions of `members` entries in all, if they fit.
    fn take(&mut self, defs: u64, members: u64, name: &str) -> bool {
        let cost = defs.saturating_mul(COMM_DEF_COST).saturating_add(members);
        if cost > self.left {
            self.refused.push(name.to_string());
            return false;
        }
        self.left -= cost;
        true
    }

    /// One warning for everything refused.
    fn warn(&self, warnings: &mut Vec<String>) {
        if let Some(first) = self.refused.first() {
            warnings.push(format!(
                "{} communicator(s) or window(s) beyond what the archive's communicators may \
                 hold ({MAX_COMM_MEMBERS} member entries; the first: {first}) are ignored \
                 (self-like ones share the first self-like communicator's per-rank \
                 communicators)",
                self.refused.len()
            ));
        }
    }
}

/// Communicators of process-level paradigms, in id order: self-like ones become one
/// communicator per rank, the others one communicator with world-rank members (within
/// `budget`).
fn map_comms(
    g: &GlobalDefs,
    world_of_index: &HashMap<u8, Vec<Rank>>,
    defs: &mut Defs,
    budget: &mut MemberBudget,
    warnings: &mut Vec<String>,
) -> HashMap<u32, CommTr> {
    let mut comms = HashMap::new();
    let mut raw_comms: Vec<&RawComm> = g.comms.iter().collect();
    raw_comms.sort_by_key(|c| c.id);
    let mut first_self = None;
    for c in raw_comms {
        let Some(gr) = g.groups.get(&c.group) else {
            warnings.push(format!(
                "communicator {} refers to undefined group {}",
                c.id, c.group
            ));
            continue;
        };
        if !is_process_paradigm(g, gr.paradigm) {
            continue; // thread teams, measurement-system topologies
        }
        let name = match g.string(c.name) {
            Some(s) if !s.is_empty() => s.to_string(),
            _ => format!("Comm {}", c.id),
        };
        let index = world_of_index.get(&gr.paradigm);
        match gr.kind {
            group_type::COMM_SELF => {
                let n = defs.ranks as u64;
                let base = if budget.take(n, n, &name) {
                    let base = defs.comms.len() as u32;
                    for r in 0..defs.ranks {
                        defs.comms.push(CommDef {
                            name: name.clone(),
                            kind: CommKind::Comm,
                            members: vec![r],
                        });
                    }
                    base
                } else if let Some(base) = first_self {
                    base
                } else {
                    continue;
                };
                first_self.get_or_insert(base);
                comms.insert(c.id, CommTr::SelfPerRank(base));
            }
            group_type::COMM_GROUP | group_type::COMM_LOCATIONS => {
                let n = match gr.kind {
                    group_type::COMM_LOCATIONS => index.map_or(0, Vec::len),
                    _ => gr.members.len(),
                };
                if n as u64 > defs.ranks as u64 {
                    // Damage: every collective on it would cost its size in the analysis.
                    warnings.push(format!(
                        "communicator {name} has {n} members, more than the {} ranks: ignored",
                        defs.ranks
                    ));
                    continue;
                }
                if !budget.take(1, n as u64, &name) {
                    continue;
                }
                let members: Vec<Rank> = if gr.kind == group_type::COMM_LOCATIONS {
                    index.cloned().unwrap_or_default()
                } else {
                    let world = |i: u64| {
                        index
                            .and_then(|v| v.get(i as usize).copied())
                            .unwrap_or(NO_RANK)
                    };
                    gr.members.iter().map(|m| world(*m)).collect()
                };
                if members.contains(&NO_RANK) {
                    warnings.push(format!(
                        "communicator {name}: members outside the rank list"
                    ));
                }
                let id = CommId(defs.comms.len() as u32);
                defs.comms.push(CommDef {
                    name,
                    kind: CommKind::Comm,
                    members,
                });
                let tr = if gr.flags & group_type::FLAG_GLOBAL_MEMBERS != 0 {
                    CommTr::Global(id, gr.paradigm)
                } else {
                    CommTr::Members(id)
                };
                comms.insert(c.id, tr);
            }
            _ => {}
        }
    }
    comms
}

/// The communicator table as a vector indexed by OTF2 id, when the ids are small (else empty).
fn dense_comms(comms: &HashMap<u32, CommTr>) -> Vec<Option<CommTr>> {
    let mut comm_dense = Vec::new();
    if let Some(max) = comms.keys().max() {
        if (*max as usize) < 4 * comms.len() + 1024 {
            comm_dense = vec![None; *max as usize + 1];
            for (id, tr) in comms {
                comm_dense[*id as usize] = Some(*tr);
            }
        }
    }
    comm_dense
}

/// RMA windows, in id order: window communicators with their communicator's members (within
/// `budget`).
fn map_windows(
    g: &GlobalDefs,
    comms: &HashMap<u32, CommTr>,
    defs: &mut Defs,
    budget: &mut MemberBudget,
    warnings: &mut Vec<String>,
) -> HashMap<u32, CommTr> {
    let mut wins = HashMap::new();
    let mut raw_wins: Vec<&RawWin> = g.wins.iter().collect();
    raw_wins.sort_by_key(|w| w.id);
    for w in raw_wins {
        let of = match comms.get(&w.comm) {
            Some(CommTr::Members(id)) | Some(CommTr::Global(id, _)) => *id,
            _ => {
                warnings.push(format!(
                    "window {} has no usable communicator {}",
                    w.id, w.comm
                ));
                continue;
            }
        };
        let name = match g.string(w.name) {
            Some(s) if !s.is_empty() => s.to_string(),
            _ => format!("Win {}", w.id),
        };
        if !budget.take(1, defs.comms[of.index()].members.len() as u64, &name) {
            continue;
        }
        let members = defs.comms[of.index()].members.clone();
        let id = CommId(defs.comms.len() as u32);
        defs.comms.push(CommDef {
            name,
            kind: CommKind::Window,
            members,
        });
        wins.insert(w.id, CommTr::Members(id));
    }
    wins
}

/// Process groups, for RMA_GROUP_SYNC: a communicator's group is that communicator; every
/// other member group of a process paradigm (Score-P defines one per group passed to
/// `MPI_Win_post`/`MPI_Win_start`) becomes a [`CommKind::Group`] definition named `Group <id>`
/// (within `budget`).
fn map_groups(
    g: &GlobalDefs,
    comms: &HashMap<u32, CommTr>,
    world_of_index: &HashMap<u8, Vec<Rank>>,
    defs: &mut Defs,
    budget: &mut MemberBudget,
) -> HashMap<u32, CommId> {
    let mut groups = HashMap::new();
    for c in &g.comms {
        if let Some(CommTr::Members(id) | CommTr::Global(id, _)) = comms.get(&c.id) {
            groups.entry(c.group).or_insert(*id);
        }
    }
    let mut raw: Vec<(&u32, &RawGroup)> = g.groups.iter().collect();
    raw.sort_by_key(|(id, _)| **id);
    for (id, gr) in raw {
        if groups.contains_key(id)
            || gr.kind != group_type::COMM_GROUP
            || !is_process_paradigm(g, gr.paradigm)
            || gr.members.len() as u64 > defs.ranks as u64
        {
            continue;
        }
        let name = format!("Group {id}");
        if !budget.take(1, gr.members.len() as u64, &name) {
            continue;
        }
        let index = world_of_index.get(&gr.paradigm);
        let members = gr
            .members
            .iter()
            .map(|m| {
                index
                    .and_then(|v| v.get(*m as usize).copied())
                    .unwrap_or(NO_RANK)
            })
            .collect();
        groups.insert(*id, CommId(defs.comms.len() as u32));
        defs.comms.push(CommDef {
            name,
            kind: CommKind::Group,
            members,
        });
    }
    groups
}

/// Source code locations become call sites.
fn map_callsites(g: &GlobalDefs, defs: &mut Defs) -> HashMap<u32, CallsiteId> {
    let mut callsites = HashMap::new();
    for (id, (file, line)) in &g.source_locations {
        callsites.insert(*id, CallsiteId(defs.callsites.len() as u32));
        defs.callsites.push(CallsiteDef {
            file: g.string(*file).map(str::to_string),
            line: *line,
            ..Default::default()
        });
    }
    callsites
}

/// The id of the attribute named `name`, if defined.
fn attribute(g: &GlobalDefs, name: &str) -> Option<u32> {
    g.attributes
        .iter()
        .find(|(_, a)| g.str_or_empty(a.name) == name)
        .map(|(id, _)| *id)
}

/// The collective kind of an OTF2 collective operation.
pub(crate) fn coll_kind_of_op(op: u8) -> CollKind {
    match op {
        coll_op::BARRIER => CollKind::Barrier,
        coll_op::BCAST | coll_op::SCATTER | coll_op::SCATTERV => CollKind::OneToAll,
        coll_op::GATHER | coll_op::GATHERV | coll_op::REDUCE => CollKind::AllToOne,
        coll_op::ALLGATHER
        | coll_op::ALLGATHERV
        | coll_op::ALLTOALL
        | coll_op::ALLTOALLV
        | coll_op::ALLTOALLW
        | coll_op::ALLREDUCE
        | coll_op::REDUCE_SCATTER
        | coll_op::REDUCE_SCATTER_BLOCK => CollKind::AllToAll,
        coll_op::SCAN => CollKind::Scan,
        coll_op::EXSCAN => CollKind::ExScan,
        _ => CollKind::Other,
    }
}

/// Classify an OTF2 region: by name through the construct table; names the table does not
/// know are classified by the OTF2 paradigm and region role.
///
/// Score-P gives every MPI region a role (`MPI_Bcast` is COLL_ONE2ALL, `MPI_Scan` COLL_OTHER,
/// `MPI_Barrier` BARRIER), so collectives the table does not know still get a collective kind.
pub(crate) fn classify(
    name: &str,
    otf2_paradigm: u8,
    otf2_role: u8,
    is_program: bool,
) -> RegionDef {
    let mut r = RegionDef::named(name);
    match ppw_event::constructs::lookup(name) {
        // Coarray statements have everyday names (`lock`, `stop`): only a region of no known
        // paradigm (ppw's own export) is one; a Score-P user function `lock` stays the user's.
        Some(c) if c.paradigm == Paradigm::Coarray && otf2_paradigm != paradigm::UNKNOWN => {
            r = RegionDef::named("");
            r.name = name.to_string();
        }
        Some(_) => return r,
        None => {}
    }
    if is_program {
        r.paradigm = Paradigm::User;
        r.op = GenericOp::UserRegion;
        return r;
    }
    match otf2_paradigm {
        paradigm::MPI => r.paradigm = Paradigm::Mpi,
        paradigm::SHMEM => r.paradigm = Paradigm::Shmem,
        paradigm::UPC => r.paradigm = Paradigm::Upc,
        paradigm::USER => r.paradigm = Paradigm::User,
        paradigm::COMPILER => r.paradigm = Paradigm::Compiler,
        paradigm::MEASUREMENT_SYSTEM => {
            r.paradigm = Paradigm::Measurement;
            r.op = GenericOp::Measurement;
            return r;
        }
        paradigm::UNKNOWN => {}
        _ => r.paradigm = Paradigm::Other,
    }
    // Collective roles of thread-level paradigms (OpenMP barriers, ...) are not process-group
    // operations: only process-level (or unspecified) paradigms get a collective kind.
    let process_level = matches!(
        otf2_paradigm,
        paradigm::UNKNOWN | paradigm::MPI | paradigm::SHMEM | paradigm::UPC | paradigm::GASPI
    );
    let coll = match otf2_role {
        _ if !process_level => None,
        role::BARRIER | role::IMPLICIT_BARRIER => Some(CollKind::Barrier),
        role::COLL_ONE2ALL => Some(CollKind::OneToAll),
        role::COLL_ALL2ONE => Some(CollKind::AllToOne),
        role::COLL_ALL2ALL => Some(CollKind::AllToAll),
        role::COLL_OTHER => Some(CollKind::Other),
        _ => None,
    };
    if let Some(c) = coll {
        r.coll = c;
        r.op = if c == CollKind::Barrier {
            GenericOp::GroupSync
        } else {
            GenericOp::GroupComm
        };
    } else if matches!(otf2_role, role::FILE_IO | role::FILE_IO_METADATA) {
        r.paradigm = Paradigm::Io;
        r.op = GenericOp::Io;
    }
    r
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::defs::{RawGroup, RawLocation, RawLocationGroup};

    fn group(kind: u8, members: Vec<u64>) -> RawGroup {
        RawGroup {
            kind,
            paradigm: paradigm::MPI,
            flags: 0,
            members,
        }
    }

    /// Global definitions with `ranks` MPI ranks of one location each, in a location list.
    fn with_ranks(ranks: u32) -> GlobalDefs {
        let mut g = GlobalDefs::default();
        for r in 0..ranks {
            g.location_groups.push(RawLocationGroup {
                id: r,
                kind: 1,
                parent: UNDEFINED_U32,
                creator: UNDEFINED_U32,
            });
            g.locations.push(RawLocation {
                id: r as u64,
                name: UNDEFINED_U32,
                events: 0,
                group: r,
            });
        }
        let list = group(group_type::COMM_LOCATIONS, (0..ranks as u64).collect());
        g.groups.insert(0, list);
        g
    }

    fn comms_of(g: &GlobalDefs, ranks: u32) -> (Defs, HashMap<u32, CommTr>, Vec<String>) {
        let mut w = Vec::new();
        let layout = RankLayout::build(g, &mut w);
        assert_eq!(layout.count, ranks);
        let mut defs = Defs::new("p", Mode::Trace, ranks);
        let mut budget = MemberBudget::new();
        let comms = map_comms(g, &layout.world_of_index, &mut defs, &mut budget, &mut w);
        budget.warn(&mut w);
        (defs, comms, w)
    }

    #[test]
    fn self_like_communicators_share_per_rank_communicators_beyond_the_budget() {
        // Every self-like communicator added one definition per rank: communicators x ranks.
        let mut g = with_ranks(4096);
        g.groups.insert(1, group(group_type::COMM_SELF, vec![0]));
        for id in 0..400 {
            g.comms.push(RawComm {
                id,
                name: UNDEFINED_U32,
                group: 1,
            });
        }
        let (defs, comms, w) = comms_of(&g, 4096);
        let entries = defs.comms.len() as u64 * (COMM_DEF_COST + 1);
        assert!(entries <= MAX_COMM_MEMBERS, "{entries}");
        assert_eq!(comms.len(), 400, "every communicator is mapped");
        assert!(
            matches!(comms[&399], CommTr::SelfPerRank(0)),
            "shares the first"
        );
        assert!(matches!(comms[&1], CommTr::SelfPerRank(4096)));
        assert_eq!(
            w.iter().filter(|w| w.contains("member entries")).count(),
            1,
            "{w:?}"
        );
    }

    #[test]
    fn communicators_sharing_a_group_stop_at_the_budget() {
        // OTF2 stores a group once; every communicator on it copied its members.
        let mut g = with_ranks(4096);
        g.groups
            .insert(1, group(group_type::COMM_GROUP, (0..4096).collect()));
        g.groups
            .insert(2, group(group_type::COMM_GROUP, (0..5000).collect()));
        for id in 0..10_000 {
            g.comms.push(RawComm {
                id,
                name: UNDEFINED_U32,
                group: 1,
            });
        }
        g.comms.push(RawComm {
            id: 10_000,
            name: UNDEFINED_U32,
            group: 2,
        });
        let (defs, comms, w) = comms_of(&g, 4096);
        let members: u64 = defs.comms.iter().map(|c| c.members.len() as u64).sum();
        assert!(members <= MAX_COMM_MEMBERS, "{members}");
        assert!(comms.len() > 4000 && comms.len() < 4096, "{}", comms.len());
        assert!(!comms.contains_key(&10_000), "more members than ranks");
        assert!(w
            .iter()
            .any(|w| w.contains("has 5000 members, more than the 4096 ranks")));
        assert!(w
            .iter()
            .any(|w| w.contains("communicator(s) or window(s) beyond")));
    }

    #[test]
    fn a_location_list_longer_than_the_locations_allow_is_cut() {
        // One rank per list entry: a list of a million zero bytes made a million ranks.
        let mut g = with_ranks(2);
        g.groups
            .insert(0, group(group_type::COMM_LOCATIONS, vec![0; 1_000_000]));
        let mut w = Vec::new();
        let layout = RankLayout::build(&g, &mut w);
        assert_eq!(layout.count, ppw_event::MAX_CLAIMED_RANKS + 1);
        assert!(w.iter().any(|w| w.contains("names 1000000 ranks")), "{w:?}");
    }

    #[test]
    fn repeated_location_ids_count_once() {
        // Each repetition read the location's event file again.
        let mut g = with_ranks(2);
        for _ in 0..1000 {
            g.locations.push(g.locations[0].clone());
        }
        let mut w = Vec::new();
        let layout = RankLayout::build(&g, &mut w);
        assert_eq!(layout.locs.len(), 2);
        assert!(w
            .iter()
            .any(|w| w.contains("1000 location definition(s) repeat")));
    }

    #[test]
    fn classification_of_unknown_regions() {
        let r = classify(
            "MPI_Neighbor_allgather",
            paradigm::MPI,
            role::COLL_ALL2ALL,
            false,
        );
        assert_eq!(
            (r.paradigm, r.op, r.coll),
            (Paradigm::Mpi, GenericOp::GroupComm, CollKind::AllToAll)
        );
        let r = classify(
            "!$omp implicit barrier",
            3, // OpenMP
            role::IMPLICIT_BARRIER,
            false,
        );
        assert_eq!(
            (r.paradigm, r.op, r.coll),
            (Paradigm::Other, GenericOp::UserRegion, CollKind::None)
        );
        let r = classify(
            "TRACE BUFFER FLUSH",
            paradigm::MEASUREMENT_SYSTEM,
            role::ARTIFICIAL,
            false,
        );
        assert_eq!(
            (r.paradigm, r.op),
            (Paradigm::Measurement, GenericOp::Measurement)
        );
        let r = classify("prog", paradigm::MEASUREMENT_SYSTEM, role::ARTIFICIAL, true);
        assert_eq!((r.paradigm, r.op), (Paradigm::User, GenericOp::UserRegion));
        let r = classify("MPI_Bcast", paradigm::USER, role::FUNCTION, false);
        assert_eq!(r.coll, CollKind::OneToAll, "the construct table wins");
        let r = classify("my_read", paradigm::USER, role::FILE_IO, false);
        assert_eq!((r.paradigm, r.op), (Paradigm::Io, GenericOp::Io));
        assert_eq!(coll_kind_of_op(coll_op::SCAN), CollKind::Scan);
        assert_eq!(coll_kind_of_op(coll_op::GATHERV), CollKind::AllToOne);
        assert_eq!(coll_kind_of_op(coll_op::CREATE_HANDLE), CollKind::Other);
    }
}
