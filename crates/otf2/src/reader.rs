//! [`Otf2Trace`]: an OTF2 archive as a [`TraceSource`].

use crate::anchor::{read_anchor, AnchorInfo};
use crate::consts::{
    coll_op, definition_record_name, event_record_name, group_type, paradigm, role, ty,
    UNDEFINED_U32,
};
use crate::defs::{
    read_global_defs, read_local_defs, CallpathDef, ClockProperties, GlobalDefs, LocalDefs,
    ParameterDef,
};
use crate::records::{Otf2Event, Otf2Record, RecordStream};
use crate::writer::{ATTR_RECV_COMM, ATTR_RECV_SOURCE, ATTR_RECV_TAG, PROGRAM_PROPERTY};
use ppw_event::{
    CallsiteDef, CallsiteId, CollKind, CommDef, CommId, CommKind, Defs, Event, EventKind,
    EventStream, GenericOp, LocationDef, LocationId, Mode, Paradigm, Rank, RankInfo, ReadError,
    RegionDef, RegionId, RequestId, RmaOp, TraceSource, ANY_TAG, NO_RANK,
};
use std::collections::{BTreeMap, HashMap, VecDeque};
use std::path::{Path, PathBuf};

/// Bytes of the first chunk read when probing a location's first event at open time.
const PROBE_BYTES: u64 = 64 * 1024;
/// Name of Score-P's buffer-flush region.
const FLUSH_REGION: &str = "TRACE BUFFER FLUSH";

/// How event ranks of a communicator translate to world ranks.
#[derive(Clone, Copy, Debug)]
enum CommTr {
    /// `defs.comms[id].members[local]`.
    Members(CommId),
    /// Ranks are already indices into the paradigm's location list (GLOBAL_MEMBERS groups).
    Global(CommId, u8),
    /// A self-like communicator: one `CommDef` per rank, starting at this id.
    SelfPerRank(u32),
}

/// Per-location state.
#[derive(Debug)]
struct LocInfo {
    otf2_id: u64,
    declared_events: u64,
    rank: Rank,
    evt_path: PathBuf,
    evt_display: String,
    locals: LocalDefs,
    local_error: Option<ReadError>,
}

/// Options of [`Otf2Trace::open_with`].
#[derive(Clone, Debug, Default)]
pub struct OpenOptions {
    /// Read all event records once at open time to classify regions that the construct table
    /// does not know (and whose OTF2 role is not a collective one) by the collective operations
    /// recorded inside them (off by default: it reads the whole trace).
    pub classify_collective_regions: bool,
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

/// Counts of OTF2 event records, as this crate's decoder sees them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RecordCounts {
    /// Event records per location (index = [`LocationId`]).
    pub per_location: Vec<u64>,
    /// Event records per record type name (`"ENTER"`, `"MPI_SEND"`, ...; see
    /// [`crate::event_record_name`]).
    pub by_type: BTreeMap<String, u64>,
    /// Events that carried an attribute list.
    pub with_attributes: u64,
}

/// An OTF2 archive opened for reading.
///
/// Opening reads the anchor file, the global definitions and every location's local
/// definitions (mapping tables and clock offsets) and probes the first event of every location;
/// event files are read only when a stream is requested, one chunk at a time.
#[derive(Debug)]
pub struct Otf2Trace {
    anchor: AnchorInfo,
    g: GlobalDefs,
    defs: Defs,
    locs: Vec<LocInfo>,
    regions: HashMap<u32, RegionId>,
    region_dense: Vec<RegionId>,
    comms: HashMap<u32, CommTr>,
    /// `comms` as a table, when the OTF2 ids are small.
    comm_dense: Vec<Option<CommTr>>,
    wins: HashMap<u32, CommTr>,
    /// World rank of each index of a paradigm's COMM_LOCATIONS group.
    world_of_index: HashMap<u8, Vec<Rank>>,
    callsites: HashMap<u32, CallsiteId>,
    program_region: Option<RegionId>,
    flush_region: Option<RegionId>,
    recv_attrs: [Option<u32>; 3],
    epoch: u64,
    resolution: u64,
}

fn derived(path: &Path, base: &Path) -> String {
    path.strip_prefix(base)
        .unwrap_or(path)
        .display()
        .to_string()
}

impl Otf2Trace {
    /// Open the archive whose anchor file is `anchor` (e.g. `scorep-xyz/traces.otf2`).
    pub fn open(anchor: &Path) -> Result<Otf2Trace, ReadError> {
        Otf2Trace::open_with(anchor, &OpenOptions::default())
    }

    /// Open an archive with options.
    pub fn open_with(anchor: &Path, opts: &OpenOptions) -> Result<Otf2Trace, ReadError> {
        let display_anchor = anchor.display().to_string();
        if !anchor.is_file() {
            return Err(ReadError::new(&display_anchor, None, "no such anchor file"));
        }
        let dir = anchor.parent().map(Path::to_path_buf).unwrap_or_default();
        let name = anchor
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .ok_or_else(|| ReadError::new(&display_anchor, None, "anchor file has no name"))?;
        let a = read_anchor(anchor, &display_anchor)?;
        let def_path = dir.join(format!("{name}.def"));
        let g = read_global_defs(
            &def_path,
            &def_path.display().to_string(),
            a.chunk_size_defs,
        )?;
        let mut warnings = Vec::new();
        let clock = g.clock;
        let resolution = match clock {
            Some(c) if c.timer_resolution > 0 => c.timer_resolution,
            _ => {
                warnings
                    .push("no clock properties: timestamps are taken as nanoseconds".to_string());
                1_000_000_000
            }
        };

        // ---- ranks and locations ----------------------------------------------------------
        let lg_by_id: HashMap<u32, usize> = g
            .location_groups
            .iter()
            .enumerate()
            .map(|(i, lg)| (lg.id, i))
            .collect();
        let loc_group: HashMap<u64, u32> = g.locations.iter().map(|l| (l.id, l.group)).collect();
        let is_process_paradigm = |p: u8| match g.paradigm_class.get(&p) {
            Some(class) => *class == paradigm::CLASS_PROCESS,
            None => matches!(
                p,
                paradigm::MPI | paradigm::SHMEM | paradigm::UPC | paradigm::GASPI
            ),
        };
        let mut loc_lists: Vec<(u32, &crate::defs::RawGroup)> = g
            .groups
            .iter()
            .filter(|(_, gr)| gr.kind == group_type::COMM_LOCATIONS)
            .map(|(id, gr)| (*id, gr))
            .collect();
        loc_lists.sort_by_key(|(id, _)| *id);
        let rank_list = loc_lists
            .iter()
            .find(|(_, gr)| gr.paradigm == paradigm::MPI)
            .or_else(|| {
                loc_lists
                    .iter()
                    .find(|(_, gr)| is_process_paradigm(gr.paradigm))
            })
            .map(|(_, gr)| *gr);
        let mut lg_rank: HashMap<u32, Rank> = HashMap::new();
        let mut next_rank: Rank = 0;
        if let Some(list) = rank_list {
            for (i, loc) in list.members.iter().enumerate() {
                if let Some(grp) = loc_group.get(loc) {
                    lg_rank.entry(*grp).or_insert(i as Rank);
                }
            }
            next_rank = list.members.len() as Rank;
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
        let ranks = next_rank;
        let mut raw_locs: Vec<(Rank, u64, usize)> = Vec::new();
        for (i, l) in g.locations.iter().enumerate() {
            match lg_rank.get(&l.group) {
                Some(r) => raw_locs.push((*r, l.id, i)),
                None => warnings.push(format!(
                    "location {} belongs to undefined location group {}: ignored",
                    l.id, l.group
                )),
            }
        }
        raw_locs.sort();
        let loc_rank: HashMap<u64, Rank> = raw_locs.iter().map(|(r, id, _)| (*id, *r)).collect();
        let mut world_of_index = HashMap::new();
        for (_, gr) in &loc_lists {
            let v: Vec<Rank> = gr
                .members
                .iter()
                .map(|l| loc_rank.get(l).copied().unwrap_or(NO_RANK))
                .collect();
            world_of_index.entry(gr.paradigm).or_insert(v);
        }

        let mut defs = Defs::new(&a.creator, Mode::Trace, ranks);
        defs.timer_resolution = resolution;
        let mut locs = Vec::new();
        let loc_dir = dir.join(&name);
        let mut thread_of_rank: HashMap<Rank, u32> = HashMap::new();
        for (rank, id, i) in &raw_locs {
            let t = thread_of_rank.entry(*rank).or_insert(0);
            defs.locations.push(LocationDef {
                rank: *rank,
                thread: *t,
                name: g.str_or_empty(g.locations[*i].name).to_string(),
            });
            *t += 1;
            let evt_path = loc_dir.join(format!("{id}.evt"));
            let def_path = loc_dir.join(format!("{id}.def"));
            let def_display = derived(&def_path, &dir);
            let (locals, local_error) = if def_path.is_file() {
                match read_local_defs(&def_path, &def_display, a.chunk_size_defs) {
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
                evt_display: derived(&evt_path, &dir),
                evt_path,
                locals,
                local_error,
            });
        }

        // ---- probe the first event of every location ---------------------------------------
        let mut first_time: Option<u64> = None;
        let mut program_name: Option<String> = None;
        let pid_attr = g
            .attributes
            .iter()
            .find(|(_, a)| g.str_or_empty(a.name) == "ProcessId")
            .map(|(id, _)| *id);
        let mut rank_info: Vec<RankInfo> = (0..ranks)
            .map(|r| RankInfo {
                rank: r,
                complete: true,
                ..Default::default()
            })
            .collect();
        for l in &locs {
            let info = &mut rank_info[l.rank as usize];
            if l.local_error.is_some() {
                info.complete = false;
                continue;
            }
            match probe(l, a.chunk_size_events) {
                Ok((rec, ends_cleanly)) => {
                    if !ends_cleanly {
                        info.complete = false;
                        warnings.push(format!(
                            "{}: does not end with the end-of-file marker (truncated?)",
                            l.evt_display
                        ));
                    }
                    if let Some(rec) = rec {
                        first_time = Some(first_time.map_or(rec.time, |f: u64| f.min(rec.time)));
                        if let Otf2Event::ProgramBegin { name, .. } = rec.event {
                            if program_name.is_none() {
                                program_name = g.string(name).map(str::to_string);
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
        let epoch = match (clock.map(|c| c.global_offset), first_time) {
            (Some(o), Some(f)) => o.min(f),
            (Some(o), None) => o,
            (None, Some(f)) => f,
            (None, None) => 0,
        };

        // Process ids not attached to PROGRAM_BEGIN may be location group properties.
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

        // ---- hosts --------------------------------------------------------------------------
        for (lg_id, r) in &lg_rank {
            let Some(i) = lg_by_id.get(lg_id) else {
                continue;
            };
            let info = &mut rank_info[*r as usize];
            if info.host.is_empty() {
                info.host = host_of(&g, g.location_groups[*i].parent);
            }
        }
        defs.rank_info = rank_info;
        defs.program = program_name
            .clone()
            .or_else(|| a.property(PROGRAM_PROPERTY).map(str::to_string))
            .unwrap_or_else(|| a.creator.clone());

        // ---- regions --------------------------------------------------------------------------
        let prog_base = program_name
            .as_deref()
            .map(|p| p.rsplit('/').next().unwrap_or(p).to_string());
        let mut regions = HashMap::new();
        let mut program_region = None;
        let mut flush_region = None;
        for (id, r) in &g.regions {
            let name = g.str_or_empty(r.name);
            let canonical = g.str_or_empty(r.canonical);
            let is_program = program_name.as_deref().is_some_and(|p| {
                (!canonical.is_empty() && canonical == p)
                    || Some(name) == prog_base.as_deref()
                    || name == p
            });
            let rid = RegionId(defs.regions.len() as u32);
            let mut def = classify(
                name,
                r.paradigm,
                r.role,
                is_program && program_region.is_none(),
            );
            def.file = g.string(r.file).map(str::to_string);
            def.line = r.begin_line;
            if is_program && program_region.is_none() {
                program_region = Some(rid);
            }
            if name == FLUSH_REGION && flush_region.is_none() {
                flush_region = Some(rid);
            }
            defs.regions.push(def);
            regions.insert(*id, rid);
        }
        if let (None, Some(base)) = (program_region, prog_base) {
            program_region = Some(RegionId(defs.regions.len() as u32));
            defs.regions.push(RegionDef::named(&base));
        }
        let mut region_dense = Vec::new();
        if let Some(max) = g.regions.keys().next_back() {
            if (*max as usize) < 4 * g.regions.len() + 1024 {
                region_dense = vec![RegionId::NONE; *max as usize + 1];
                for (id, rid) in &regions {
                    region_dense[*id as usize] = *rid;
                }
            }
        }

        // ---- communicators and windows ---------------------------------------------------------
        let mut comms = HashMap::new();
        let mut raw_comms: Vec<&crate::defs::RawComm> = g.comms.iter().collect();
        raw_comms.sort_by_key(|c| c.id);
        for c in raw_comms {
            let Some(gr) = g.groups.get(&c.group) else {
                warnings.push(format!(
                    "communicator {} refers to undefined group {}",
                    c.id, c.group
                ));
                continue;
            };
            if !is_process_paradigm(gr.paradigm) {
                continue; // thread teams, measurement-system topologies
            }
            let name = match g.string(c.name) {
                Some(s) if !s.is_empty() => s.to_string(),
                _ => format!("Comm {}", c.id),
            };
            let index = world_of_index.get(&gr.paradigm);
            let world = |i: u64| {
                index
                    .and_then(|v| v.get(i as usize).copied())
                    .unwrap_or(NO_RANK)
            };
            match gr.kind {
                group_type::COMM_SELF => {
                    let base = defs.comms.len() as u32;
                    for r in 0..ranks {
                        defs.comms.push(CommDef {
                            name: name.clone(),
                            kind: CommKind::Comm,
                            members: vec![r],
                        });
                    }
                    comms.insert(c.id, CommTr::SelfPerRank(base));
                }
                group_type::COMM_GROUP | group_type::COMM_LOCATIONS => {
                    let members: Vec<Rank> = if gr.kind == group_type::COMM_LOCATIONS {
                        index.cloned().unwrap_or_default()
                    } else {
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
        let mut comm_dense = Vec::new();
        if let Some(max) = comms.keys().max() {
            if (*max as usize) < 4 * comms.len() + 1024 {
                comm_dense = vec![None; *max as usize + 1];
                for (id, tr) in &comms {
                    comm_dense[*id as usize] = Some(*tr);
                }
            }
        }
        let mut wins = HashMap::new();
        let mut raw_wins: Vec<&crate::defs::RawWin> = g.wins.iter().collect();
        raw_wins.sort_by_key(|w| w.id);
        for w in raw_wins {
            let members = match comms.get(&w.comm) {
                Some(CommTr::Members(id)) | Some(CommTr::Global(id, _)) => {
                    defs.comms[id.index()].members.clone()
                }
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
            let id = CommId(defs.comms.len() as u32);
            defs.comms.push(CommDef {
                name,
                kind: CommKind::Window,
                members,
            });
            wins.insert(w.id, CommTr::Members(id));
        }

        // ---- call sites (source code locations) ----------------------------------------------
        let mut callsites = HashMap::new();
        for (id, (file, line)) in &g.source_locations {
            callsites.insert(*id, CallsiteId(defs.callsites.len() as u32));
            defs.callsites.push(CallsiteDef {
                file: g.string(*file).map(str::to_string),
                line: *line,
                ..Default::default()
            });
        }

        let attr_by_name = |n: &str| {
            g.attributes
                .iter()
                .find(|(_, a)| g.str_or_empty(a.name) == n)
                .map(|(id, _)| *id)
        };
        let recv_attrs = [
            attr_by_name(ATTR_RECV_COMM),
            attr_by_name(ATTR_RECV_SOURCE),
            attr_by_name(ATTR_RECV_TAG),
        ];
        defs.warnings = warnings;
        let mut t = Otf2Trace {
            anchor: a,
            g,
            defs,
            locs,
            regions,
            region_dense,
            comms,
            comm_dense,
            wins,
            world_of_index,
            callsites,
            program_region,
            flush_region,
            recv_attrs,
            epoch,
            resolution,
        };
        if opts.classify_collective_regions {
            t.classify_collective_regions();
        }
        Ok(t)
    }

    /// Read every location's records once and give regions the construct table does not know,
    /// and whose definition has no collective role, the collective kind of the collective
    /// operations recorded inside them.
    fn classify_collective_regions(&mut self) {
        let mut kinds: HashMap<RegionId, CollKind> = HashMap::new();
        for l in 0..self.locs.len() {
            let Ok(mut s) = self.records(LocationId(l as u32)) else {
                continue;
            };
            let mut stack: Vec<u32> = Vec::new();
            loop {
                let rec = match s.next_record() {
                    Ok(Some(r)) => r,
                    Ok(None) => break,
                    Err(e) => {
                        self.defs
                            .warnings
                            .push(format!("collective scan stopped: {e}"));
                        break;
                    }
                };
                let op = match rec.event {
                    Otf2Event::Enter { region } => {
                        stack.push(region);
                        continue;
                    }
                    Otf2Event::Leave { .. } => {
                        stack.pop();
                        continue;
                    }
                    Otf2Event::MpiCollectiveEnd { op, .. }
                    | Otf2Event::RmaCollectiveEnd { op, .. }
                    | Otf2Event::NonBlockingCollectiveComplete { op, .. } => op,
                    _ => continue,
                };
                let Some(region) = stack.last().and_then(|r| self.region(*r)) else {
                    continue;
                };
                let def = &self.defs.regions[region.index()];
                if def.coll == CollKind::None && ppw_event::constructs::lookup(&def.name).is_none()
                {
                    kinds.entry(region).or_insert(coll_kind_of_op(op));
                }
            }
        }
        for (region, kind) in kinds {
            let def = &mut self.defs.regions[region.index()];
            def.coll = kind;
            def.op = if kind == CollKind::Barrier {
                GenericOp::GroupSync
            } else {
                GenericOp::GroupComm
            };
        }
    }

    /// The anchor file's contents.
    pub fn anchor(&self) -> &AnchorInfo {
        &self.anchor
    }

    /// The clock properties, if the trace defines them.
    pub fn clock_properties(&self) -> Option<ClockProperties> {
        self.g.clock
    }

    /// The tick value that event time 0 corresponds to: the smaller of the clock properties'
    /// global offset and the earliest clock-corrected event timestamp.
    pub fn epoch_ticks(&self) -> u64 {
        self.epoch
    }

    /// Convert a clock-corrected tick value into ns since [`Otf2Trace::epoch_ticks`] (rounded to
    /// the nearest ns).
    #[inline]
    pub fn ticks_to_ns(&self, t: u64) -> u64 {
        let d = t.saturating_sub(self.epoch);
        if self.resolution == 1_000_000_000 {
            d
        } else {
            ((d as u128 * 1_000_000_000 + self.resolution as u128 / 2) / self.resolution as u128)
                as u64
        }
    }

    /// The OTF2 location id of a location.
    pub fn otf2_location(&self, loc: LocationId) -> Option<u64> {
        self.locs.get(loc.index()).map(|l| l.otf2_id)
    }

    /// The number of events the location's definition declares (`# Events`).
    pub fn declared_events(&self, loc: LocationId) -> Option<u64> {
        self.locs.get(loc.index()).map(|l| l.declared_events)
    }

    /// The clock offset records `(time, offset, standard deviation)` of a location.
    pub fn clock_offsets(&self, loc: LocationId) -> &[(u64, i64, f64)] {
        self.locs
            .get(loc.index())
            .map_or(&[], |l| &l.locals.offsets)
    }

    /// A global OTF2 string by id.
    pub fn string(&self, id: u32) -> Option<&str> {
        self.g.string(id)
    }

    /// The ppw region of an OTF2 region id.
    #[inline]
    pub fn region(&self, otf2_region: u32) -> Option<RegionId> {
        match self.region_dense.get(otf2_region as usize) {
            Some(r) if r.is_some() => Some(*r),
            Some(_) => None,
            None => self.regions.get(&otf2_region).copied(),
        }
    }

    /// Parameter definitions (their values appear in `PARAMETER_*` records, see
    /// [`Otf2Trace::records`]).
    pub fn parameters(&self) -> &[ParameterDef] {
        &self.g.parameters
    }

    /// Call path definitions (`CALLPATH`), in file order.
    pub fn callpaths(&self) -> &[CallpathDef] {
        &self.g.callpaths
    }

    /// Calling context definitions (`CALLING_CONTEXT`), in file order.
    pub fn calling_contexts(&self) -> &[CallpathDef] {
        &self.g.calling_contexts
    }

    /// Number of global definition records per record type name.
    pub fn definition_counts(&self) -> BTreeMap<&'static str, u64> {
        let mut m = BTreeMap::new();
        for (t, n) in &self.g.counts {
            *m.entry(definition_record_name(*t)).or_insert(0) += n;
        }
        m
    }

    /// The raw OTF2 records of a location (clock-corrected, ids mapped to global ids).
    pub fn records(&self, loc: LocationId) -> Result<RecordStream<'_>, ReadError> {
        let l = self
            .locs
            .get(loc.index())
            .ok_or_else(|| ReadError::new("otf2", None, format!("no location {}", loc.0)))?;
        if let Some(e) = &l.local_error {
            return Err(e.clone());
        }
        RecordStream::open(
            &l.evt_path,
            &l.evt_display,
            self.anchor.chunk_size_events,
            &l.locals,
        )
    }

    /// Decode every location's event file and count the records per location and type.
    pub fn record_counts(&self) -> Result<RecordCounts, ReadError> {
        let mut c = RecordCounts::default();
        let mut by_type: BTreeMap<&'static str, u64> = BTreeMap::new();
        for i in 0..self.locs.len() {
            let mut s = self.records(LocationId(i as u32))?;
            let mut n = 0;
            while let Some(r) = s.next_record()? {
                n += 1;
                *by_type.entry(event_record_name(r.record_type)).or_insert(0) += 1;
                if !r.attributes.is_empty() {
                    c.with_attributes += 1;
                }
            }
            c.per_location.push(n);
        }
        c.by_type = by_type
            .into_iter()
            .map(|(k, v)| (k.to_string(), v))
            .collect();
        Ok(c)
    }

    /// World rank of a communicator-local rank, and the ppw communicator.
    #[inline]
    fn translate(&self, tr: Option<&CommTr>, local: u32, own: Rank) -> (CommId, Rank) {
        match tr {
            Some(CommTr::Members(id)) => {
                let r = self.defs.comms[id.index()]
                    .members
                    .get(local as usize)
                    .copied()
                    .unwrap_or(NO_RANK);
                (*id, r)
            }
            Some(CommTr::Global(id, p)) => {
                let r = self
                    .world_of_index
                    .get(p)
                    .and_then(|v| v.get(local as usize).copied())
                    .unwrap_or(NO_RANK);
                (*id, r)
            }
            Some(CommTr::SelfPerRank(base)) => {
                (CommId(base + own), if local == 0 { own } else { NO_RANK })
            }
            None => (CommId::NONE, NO_RANK),
        }
    }

    #[inline]
    fn comm(&self, comm: u32) -> Option<&CommTr> {
        if self.comm_dense.is_empty() {
            self.comms.get(&comm)
        } else {
            self.comm_dense.get(comm as usize).and_then(Option::as_ref)
        }
    }

    #[inline]
    fn comm_rank(&self, comm: u32, local: u32, own: Rank) -> (CommId, Rank) {
        self.translate(self.comm(comm), local, own)
    }

    fn win_rank(&self, win: u32, local: u32, own: Rank) -> (CommId, Rank) {
        self.translate(self.wins.get(&win), local, own)
    }

    fn root(&self, tr: Option<&CommTr>, root: u32, own: Rank) -> (CommId, Rank) {
        match root {
            // OTF2_COLLECTIVE_ROOT_NONE and ..._THIS_GROUP (inter-communicators)
            u32::MAX | 0xffff_fffd => (self.translate(tr, 0, own).0, NO_RANK),
            // OTF2_COLLECTIVE_ROOT_SELF
            0xffff_fffe => (self.translate(tr, 0, own).0, own),
            r => self.translate(tr, r, own),
        }
    }
}

/// Read a location's first event (quickly, from a prefix of the first chunk if possible) and
/// check whether the file ends with the end-of-file and end-of-buffer markers.
fn probe(l: &LocInfo, chunk_size: u64) -> Result<(Option<Otf2Record>, bool), ReadError> {
    let first = |limit: u64| -> Result<Option<Otf2Record>, ReadError> {
        let mut s = RecordStream::open(&l.evt_path, &l.evt_display, chunk_size, &l.locals)?;
        s.limit_first_chunk(limit);
        s.next_record()
    };
    let rec = match first(PROBE_BYTES) {
        Ok(r) => r,
        Err(_) => first(u64::MAX)?,
    };
    let mut f = crate::chunk::ChunkFile::open(&l.evt_path, &l.evt_display, chunk_size)?;
    let tail = f
        .tail(2)
        .map_err(|e| ReadError::new(&l.evt_display, None, format!("read failed: {e}")))?;
    Ok((
        rec,
        tail == [crate::consts::END_OF_FILE, crate::consts::END_OF_BUFFER],
    ))
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
    if ppw_event::constructs::lookup(name).is_some() {
        return r;
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

impl TraceSource for Otf2Trace {
    fn defs(&self) -> &Defs {
        &self.defs
    }

    fn events(&self, loc: LocationId) -> Result<Box<dyn EventStream + Send + '_>, ReadError> {
        let rec = self.records(loc)?;
        let l = &self.locs[loc.index()];
        Ok(Box::new(NeutralStream {
            tr: self,
            rank: l.rank,
            display: &l.evt_display,
            rec,
            first: None,
            pending: VecDeque::new(),
            peeked: None,
            peek_error: None,
            done: false,
        }))
    }
}

/// Turns a location's OTF2 records into neutral events.
struct NeutralStream<'a> {
    tr: &'a Otf2Trace,
    rank: Rank,
    display: &'a str,
    rec: RecordStream<'a>,
    first: Option<Event>,
    pending: VecDeque<Event>,
    peeked: Option<Otf2Record>,
    peek_error: Option<ReadError>,
    done: bool,
}

impl NeutralStream<'_> {
    fn peek(&mut self) -> Option<&Otf2Record> {
        if self.peeked.is_none() && self.peek_error.is_none() {
            match self.rec.next_record() {
                Ok(r) => self.peeked = r,
                Err(e) => self.peek_error = Some(e),
            }
        }
        self.peeked.as_ref()
    }

    /// Emit an event: the first of a record is returned directly, further ones queue.
    #[inline]
    fn push(&mut self, time: u64, kind: EventKind) {
        if self.first.is_none() {
            self.first = Some(Event { time, kind });
        } else {
            self.pending.push_back(Event { time, kind });
        }
    }

    fn region(&self, rec: &Otf2Record, region: u32) -> Result<RegionId, ReadError> {
        self.tr.region(region).ok_or_else(|| {
            ReadError::new(
                self.display,
                Some(rec.offset),
                format!(
                    "{} record refers to undefined region {region}",
                    event_record_name(rec.record_type)
                ),
            )
        })
    }

    fn convert(&mut self, rec: Otf2Record) -> Result<(), ReadError> {
        let tr = self.tr;
        let t = tr.ticks_to_ns(rec.time);
        let own = self.rank;
        use Otf2Event as E;
        match rec.event {
            E::Enter { region } => {
                let region = self.region(&rec, region)?;
                let callsite = rec
                    .attributes
                    .iter()
                    .find(|a| a.value_type == ty::SOURCE_CODE_LOCATION)
                    .and_then(|a| tr.callsites.get(&(a.value as u32)).copied())
                    .unwrap_or(CallsiteId::NONE);
                self.push(t, EventKind::Enter { region, callsite });
            }
            E::Leave { region } => {
                let region = self.region(&rec, region)?;
                self.push(t, EventKind::Exit { region });
            }
            E::MpiSend {
                receiver,
                comm,
                tag,
                length,
            } => {
                let (comm, peer) = tr.comm_rank(comm, receiver, own);
                self.push(
                    t,
                    EventKind::Send {
                        comm,
                        peer,
                        tag: tag as i32,
                        bytes: length,
                        request: RequestId::NONE,
                    },
                );
            }
            E::MpiIsend {
                receiver,
                comm,
                tag,
                length,
                request,
            } => {
                let (comm, peer) = tr.comm_rank(comm, receiver, own);
                self.push(
                    t,
                    EventKind::Send {
                        comm,
                        peer,
                        tag: tag as i32,
                        bytes: length,
                        request: RequestId(request),
                    },
                );
            }
            E::MpiIsendComplete { request } => self.push(
                t,
                EventKind::RequestComplete {
                    request: RequestId(request),
                },
            ),
            E::MpiIrecvRequest { request } => {
                let get = |i: usize| {
                    tr.recv_attrs[i]
                        .and_then(|id| rec.attributes.iter().find(|a| a.id == id))
                        .map(|a| a.value)
                };
                let (mut comm, mut peer, mut tag) = (CommId::NONE, NO_RANK, ANY_TAG);
                if let Some(c) = get(0) {
                    let local = get(1).map(|v| v as u32).unwrap_or(UNDEFINED_U32);
                    (comm, peer) = tr.comm_rank(c as u32, local, own);
                }
                if let Some(v) = get(2) {
                    tag = v as i64 as i32;
                }
                self.push(
                    t,
                    EventKind::RecvPost {
                        comm,
                        peer,
                        tag,
                        request: RequestId(request),
                    },
                );
            }
            E::MpiRecv {
                sender,
                comm,
                tag,
                length,
            } => {
                let (comm, peer) = tr.comm_rank(comm, sender, own);
                self.push(
                    t,
                    EventKind::Recv {
                        comm,
                        peer,
                        tag: tag as i32,
                        bytes: length,
                        request: RequestId::NONE,
                    },
                );
            }
            E::MpiIrecv {
                sender,
                comm,
                tag,
                length,
                request,
            } => {
                let (comm, peer) = tr.comm_rank(comm, sender, own);
                self.push(
                    t,
                    EventKind::Recv {
                        comm,
                        peer,
                        tag: tag as i32,
                        bytes: length,
                        request: RequestId(request),
                    },
                );
            }
            E::MpiRequestCancelled { request } => self.push(
                t,
                EventKind::RequestCancelled {
                    request: RequestId(request),
                },
            ),
            E::MpiCollectiveBegin | E::RmaCollectiveBegin => {
                self.push(t, EventKind::CollectiveBegin)
            }
            E::MpiCollectiveEnd {
                comm,
                root,
                sent,
                received,
                ..
            } => {
                let (comm, root) = tr.root(tr.comm(comm), root, own);
                self.push(
                    t,
                    EventKind::Collective {
                        comm,
                        root,
                        sent,
                        received,
                        request: RequestId::NONE,
                    },
                );
            }
            E::RmaCollectiveEnd {
                win,
                root,
                sent,
                received,
                ..
            } => {
                let (comm, root) = tr.root(tr.wins.get(&win), root, own);
                self.push(
                    t,
                    EventKind::Collective {
                        comm,
                        root,
                        sent,
                        received,
                        request: RequestId::NONE,
                    },
                );
            }
            E::NonBlockingCollectiveComplete {
                comm,
                root,
                sent,
                received,
                request,
                ..
            } => {
                let (comm, root) = tr.root(tr.comm(comm), root, own);
                let request = RequestId(request);
                self.push(
                    t,
                    EventKind::Collective {
                        comm,
                        root,
                        sent,
                        received,
                        request,
                    },
                );
                self.push(t, EventKind::RequestComplete { request });
            }
            E::RmaPut {
                win,
                remote,
                bytes,
                matching_id,
            } => self.rma(t, RmaOp::Put, win, remote, bytes, matching_id),
            E::RmaGet {
                win,
                remote,
                bytes,
                matching_id,
            } => self.rma(t, RmaOp::Get, win, remote, bytes, matching_id),
            E::RmaAtomic {
                win,
                remote,
                sent,
                received,
                matching_id,
                ..
            } => self.rma(t, RmaOp::Atomic, win, remote, sent + received, matching_id),
            E::RmaOpCompleteBlocking { matching_id, .. }
            | E::RmaOpCompleteNonBlocking { matching_id, .. } => self.push(
                t,
                EventKind::RequestComplete {
                    request: RequestId(matching_id),
                },
            ),
            E::RmaAcquireLock {
                win,
                remote,
                lock_id,
                ..
            } => {
                let (_, target) = tr.win_rank(win, remote, own);
                self.push(
                    t,
                    EventKind::Lock {
                        acquire: true,
                        lock: lock_id,
                        target,
                    },
                );
            }
            E::RmaReleaseLock {
                win,
                remote,
                lock_id,
            } => {
                let (_, target) = tr.win_rank(win, remote, own);
                self.push(
                    t,
                    EventKind::Lock {
                        acquire: false,
                        lock: lock_id,
                        target,
                    },
                );
            }
            E::ProgramBegin { .. } => {
                if let Some(region) = tr.program_region {
                    self.push(
                        t,
                        EventKind::Enter {
                            region,
                            callsite: CallsiteId::NONE,
                        },
                    );
                }
            }
            E::ProgramEnd { .. } => {
                if let Some(region) = tr.program_region {
                    self.push(t, EventKind::Exit { region });
                }
            }
            E::BufferFlush { stop_time } => {
                if let Some(region) = tr.flush_region {
                    let stop = tr.ticks_to_ns(self.rec.correct(stop_time)).max(t);
                    self.push(
                        t,
                        EventKind::Enter {
                            region,
                            callsite: CallsiteId::NONE,
                        },
                    );
                    self.push(stop, EventKind::Exit { region });
                }
            }
            _ => {} // no neutral equivalent (tests, thread events, parameters, I/O, metrics, ...)
        }
        Ok(())
    }

    /// A one-sided transfer. If the next record completes it inside the same call
    /// (RMA_OP_COMPLETE_BLOCKING with the same id), the transfer is blocking: it gets no request
    /// and the completion record is consumed.
    fn rma(&mut self, t: u64, op: RmaOp, win: u32, remote: u32, bytes: u64, id: u64) {
        let (comm, target) = self.tr.win_rank(win, remote, self.rank);
        let blocking = matches!(
            self.peek().map(|r| r.event),
            Some(Otf2Event::RmaOpCompleteBlocking { win: w, matching_id }) if w == win && matching_id == id
        );
        let request = if blocking {
            self.peeked = None;
            RequestId::NONE
        } else {
            RequestId(id)
        };
        self.push(
            t,
            EventKind::Rma {
                op,
                comm,
                target,
                bytes,
                request,
            },
        );
    }
}

impl EventStream for NeutralStream<'_> {
    fn next_event(&mut self) -> Result<Option<Event>, ReadError> {
        loop {
            if let Some(e) = self.pending.pop_front() {
                return Ok(Some(e));
            }
            if self.done {
                return Ok(None);
            }
            let rec = match self.peeked.take() {
                Some(r) => r,
                None => {
                    if let Some(e) = self.peek_error.take() {
                        self.done = true;
                        return Err(e);
                    }
                    match self.rec.next_record() {
                        Ok(Some(r)) => r,
                        Ok(None) => {
                            self.done = true;
                            return Ok(None);
                        }
                        Err(e) => {
                            self.done = true;
                            return Err(e);
                        }
                    }
                }
            };
            if let Err(e) = self.convert(rec) {
                self.done = true;
                return Err(e);
            }
            if let Some(e) = self.first.take() {
                return Ok(Some(e));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
