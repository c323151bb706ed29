//! [`Otf2Trace`]: an OTF2 archive as a [`TraceSource`]. Opening is done phase by phase in
//! `open`; this module keeps the result, answers queries about it, translates ids while
//! streaming, and turns each location's OTF2 records into neutral events ([`NeutralStream`]).

use crate::anchor::AnchorInfo;
use crate::consts::{definition_record_name, event_record_name, ty, UNDEFINED_U32};
use crate::defs::{CallpathDef, ClockProperties, GlobalDefs, ParameterDef};
use crate::open::{coll_kind_of_op, open_archive, ArchiveFiles, CommTr, LocInfo, RegionTables};
use crate::records::{Otf2Event, Otf2Record, RecordStream};
use ppw_event::{
    CallsiteId, CollKind, CommId, Defs, Event, EventKind, EventStream, Files, GatsRole, GenericOp,
    LocationId, LockOp, Rank, ReadError, RegionId, RequestId, RmaOp, TraceSource, ANY_TAG, NO_RANK,
};
use std::collections::{BTreeMap, HashMap, VecDeque};
use std::path::Path;

/// OTF2_LOCK_EXCLUSIVE (OTF2_LOCK_SHARED is 1).
const LOCK_EXCLUSIVE: u8 = 0;
/// OTF2_RMA_ATOMIC_TYPE_ACCUMULATE.
const ATOMIC_ACCUMULATE: u8 = 0;

/// Options of [`Otf2Trace::open_with`].
#[derive(Clone, Debug, Default)]
pub struct OpenOptions {
    /// Read all event records once at open time to classify regions that the construct table
    /// does not know (and whose OTF2 role is not a collective one) by the collective operations
    /// recorded inside them (off by default: it reads the whole trace).
    pub classify_collective_regions: bool,
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
    files: Files,
    anchor: AnchorInfo,
    g: GlobalDefs,
    defs: Defs,
    locs: Vec<LocInfo>,
    regions: RegionTables,
    comms: HashMap<u32, CommTr>,
    /// `comms` as a table, when the OTF2 ids are small.
    comm_dense: Vec<Option<CommTr>>,
    wins: HashMap<u32, CommTr>,
    /// OTF2 groups named by RMA_GROUP_SYNC records.
    groups: HashMap<u32, CommId>,
    /// What each region is among the MPI window calls (index = [`RegionId`]).
    win_calls: Vec<WinCall>,
    /// World rank of each index of a paradigm's COMM_LOCATIONS group.
    world_of_index: HashMap<u8, Vec<Rank>>,
    callsites: HashMap<u32, CallsiteId>,
    recv_attrs: [Option<u32>; 3],
    epoch: u64,
    resolution: u64,
}

impl Otf2Trace {
    /// Open the archive whose anchor file is `anchor` (e.g. `scorep-xyz/traces.otf2`).
    pub fn open(anchor: &Path) -> Result<Otf2Trace, ReadError> {
        Otf2Trace::open_with(anchor, &OpenOptions::default())
    }

    /// Open an archive with options.
    pub fn open_with(anchor: &Path, opts: &OpenOptions) -> Result<Otf2Trace, ReadError> {
        let display = anchor.display().to_string();
        let file_name = anchor.file_name().and_then(|n| n.to_str());
        let Some(file_name) = file_name.filter(|_| anchor.is_file()) else {
            return Err(ReadError::missing(&display, "no such anchor file"));
        };
        let dir = anchor.parent().map(Path::to_path_buf).unwrap_or_default();
        Otf2Trace::open_in(Files::dir(dir), file_name, &display, opts)
    }

    /// Open an archive whose files are on disk or in memory; `anchor` is the anchor file's
    /// name in `files` (the global definitions and location files are named after it, as on
    /// disk: `traces.otf2`, `traces.def`, `traces/N.evt`, `traces/N.def`).
    ///
    /// ```
    /// use ppw_event::{Files, ReadErrorKind};
    /// use ppw_otf2::{OpenOptions, Otf2Trace};
    /// let files = Files::memory().with("traces.otf2", vec![3u8, 0x42]);
    /// let e = Otf2Trace::open_files(files, "traces.otf2", &OpenOptions::default()).unwrap_err();
    /// assert_eq!(e.kind, ReadErrorKind::Truncated);
    /// ```
    pub fn open_files(
        files: Files,
        anchor: &str,
        opts: &OpenOptions,
    ) -> Result<Otf2Trace, ReadError> {
        let display = files.path(anchor).display().to_string();
        if !files.is_file(anchor) {
            return Err(ReadError::missing(&display, "no such anchor file"));
        }
        Otf2Trace::open_in(files, anchor, &display, opts)
    }

    fn open_in(
        files: Files,
        anchor: &str,
        anchor_display: &str,
        opts: &OpenOptions,
    ) -> Result<Otf2Trace, ReadError> {
        let o = open_archive(&ArchiveFiles {
            files: &files,
            anchor,
            anchor_display,
        })?;
        let mut t = Otf2Trace {
            files,
            anchor: o.anchor,
            g: o.g,
            defs: o.defs,
            locs: o.locs,
            regions: o.regions,
            comms: o.comms,
            comm_dense: o.comm_dense,
            wins: o.wins,
            groups: o.groups,
            win_calls: Vec::new(),
            world_of_index: o.world_of_index,
            callsites: o.callsites,
            recv_attrs: o.recv_attrs,
            epoch: o.epoch,
            resolution: o.resolution,
        };
        if opts.classify_collective_regions {
            t.classify_collective_regions();
        }
        t.win_calls = t
            .defs
            .regions
            .iter()
            .map(|r| WinCall::of(&r.name))
            .collect();
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

    /// The files the archive is read from.
    pub fn files(&self) -> &Files {
        &self.files
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
        match self.regions.dense.get(otf2_region as usize) {
            Some(r) if r.is_some() => Some(*r),
            Some(_) => None,
            None => self.regions.map.get(&otf2_region).copied(),
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
            .ok_or_else(|| ReadError::missing("otf2", format!("no location {}", loc.0)))?;
        if let Some(e) = &l.local_error {
            return Err(e.clone());
        }
        RecordStream::open(
            &self.files,
            &l.evt_name,
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
            skipped: 0,
            stack: Vec::new(),
            acquire_at_exit: Vec::new(),
            lock_modes: HashMap::new(),
            rma_open: HashMap::new(),
            next_rma_request: RMA_REQUEST_BASE,
            flush: None,
            quirks: Quirks::default(),
            regions: false,
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
    /// Records of types unknown to OTF2 (as this crate knows it) skipped so far.
    skipped: u64,
    /// Only enters and leaves are wanted (`EventStream::regions_only`).
    regions: bool,
    /// The regions entered and not yet left.
    stack: Vec<RegionId>,
    /// Lock requests in open `MPI_Win_lock(_all)` calls, acquired at the call's exit unless an
    /// RMA_ACQUIRE_LOCK comes first: (stack depth of the call, lock, target, exclusive).
    acquire_at_exit: Vec<(usize, u64, Rank, bool)>,
    /// Requested or held locks: (lock, target) -> exclusive.
    lock_modes: HashMap<(u64, Rank), bool>,
    /// Uncompleted one-sided transfers by (OTF2 window, matching id): their requests, windows
    /// and targets (several when the writer reused the id).
    rma_open: HashMap<(u32, u64), Vec<OpenTransfer>>,
    next_rma_request: u64,
    /// The open `MPI_Win_flush*` call: what its completions completed.
    flush: Option<FlushCall>,
    quirks: Quirks,
}

/// An uncompleted one-sided transfer: its request, window and target.
type OpenTransfer = (RequestId, CommId, Rank);

/// Requests of one-sided transfers are numbered from here, apart from the writer's matching
/// ids (which MPI request ids may equal, and which Score-P reuses).
const RMA_REQUEST_BASE: u64 = 1 << 62;

/// The MPI window calls whose records need their region to be understood.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum WinCall {
    /// Any other region.
    Other,
    /// Another `MPI_Win_*` call (its lock records are window locks).
    Win,
    Post,
    Start,
    Complete,
    Wait,
    Lock,
    /// `MPI_Win_flush`, `MPI_Win_flush_local`.
    Flush,
    /// `MPI_Win_flush_all`, `MPI_Win_flush_local_all`.
    FlushAll,
}

impl WinCall {
    fn of(name: &str) -> WinCall {
        match name {
            "MPI_Win_post" => WinCall::Post,
            "MPI_Win_start" => WinCall::Start,
            "MPI_Win_complete" => WinCall::Complete,
            // Score-P writes the group synchronization of MPI_Win_test only when it succeeded.
            "MPI_Win_wait" | "MPI_Win_test" => WinCall::Wait,
            "MPI_Win_lock" | "MPI_Win_lock_all" => WinCall::Lock,
            "MPI_Win_flush" | "MPI_Win_flush_local" => WinCall::Flush,
            "MPI_Win_flush_all" | "MPI_Win_flush_local_all" => WinCall::FlushAll,
            n if n.starts_with("MPI_Win_") => WinCall::Win,
            _ => WinCall::Other,
        }
    }
}

/// An open flush call: its stack depth, the transfers its completions completed (window,
/// target), and whether the writer recorded the synchronization itself (RMA_SYNC).
struct FlushCall {
    depth: usize,
    all: bool,
    done: Vec<(CommId, Rank)>,
    recorded: bool,
}

/// Counts of the writer quirks handled so far (reported as notes).
#[derive(Default)]
struct Quirks {
    /// Lock acquisitions inferred at the lock call's exit (no RMA_ACQUIRE_LOCK).
    inferred_acquire: u64,
    /// Transfers that reused the matching id of an uncompleted transfer.
    reused_ids: u64,
    /// Lock requests with an undefined target (`MPI_Win_lock_all`).
    undefined_target: u64,
    /// RMA_GROUP_SYNC records outside the post/start/complete/wait calls, or on an unknown
    /// group: skipped.
    group_sync_skipped: u64,
    /// Completions of transfers that were never started (or completed twice): skipped.
    unmatched_completions: u64,
}

/// The fields of a point-to-point record: the peer is a rank of `comm`.
struct Message {
    peer: u32,
    comm: u32,
    tag: u32,
    length: u64,
    request: RequestId,
}

/// The fields of a collective end: `root` is a rank of the communicator or a special value.
struct CollectiveEnd<'t> {
    tr: Option<&'t CommTr>,
    root: u32,
    sent: u64,
    received: u64,
    request: RequestId,
}

/// The fields of a one-sided transfer: `remote` is a rank of the window's communicator.
struct Transfer {
    op: RmaOp,
    win: u32,
    remote: u32,
    bytes: u64,
    id: u64,
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
            ReadError::corrupt(
                self.display,
                Some(rec.offset),
                format!(
                    "{} record refers to undefined region {region}",
                    event_record_name(rec.record_type)
                ),
            )
        })
    }

    /// Emit the neutral events of one record (none for records the model does not use).
    fn convert(&mut self, rec: Otf2Record) -> Result<(), ReadError> {
        let tr = self.tr;
        let t = tr.ticks_to_ns(rec.time);
        use Otf2Event as E;
        match rec.event {
            E::Enter { region } => self.enter(t, &rec, region)?,
            E::Leave { region } => {
                let region = self.region(&rec, region)?;
                self.leave_window_call(t);
                self.stack.pop();
                self.push(t, EventKind::Exit { region });
            }
            E::MpiSend {
                receiver,
                comm,
                tag,
                length,
            } => self.send(t, Message::blocking(receiver, comm, tag, length)),
            E::MpiIsend {
                receiver,
                comm,
                tag,
                length,
                request,
            } => self.send(t, Message::new(receiver, comm, tag, length, request)),
            E::MpiRecv {
                sender,
                comm,
                tag,
                length,
            } => self.recv(t, Message::blocking(sender, comm, tag, length)),
            E::MpiIrecv {
                sender,
                comm,
                tag,
                length,
                request,
            } => self.recv(t, Message::new(sender, comm, tag, length, request)),
            E::MpiIrecvRequest { request } => self.recv_post(t, &rec, request),
            E::RmaOpCompleteBlocking { win, matching_id }
            | E::RmaOpCompleteNonBlocking { win, matching_id } => {
                self.rma_complete(t, win, matching_id)
            }
            E::MpiIsendComplete { request } => self.push(
                t,
                EventKind::RequestComplete {
                    request: RequestId(request),
                },
            ),
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
            } => self.collective(
                t,
                CollectiveEnd::blocking(tr.comm(comm), root, sent, received),
            ),
            E::RmaCollectiveEnd {
                win,
                root,
                sent,
                received,
                ..
            } => self.collective(
                t,
                CollectiveEnd::blocking(tr.wins.get(&win), root, sent, received),
            ),
            E::NonBlockingCollectiveComplete {
                comm,
                root,
                sent,
                received,
                request,
                ..
            } => {
                let request = RequestId(request);
                self.collective(
                    t,
                    CollectiveEnd {
                        tr: tr.comm(comm),
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
            } => self.rma(
                t,
                Transfer::new(RmaOp::Put, win, remote, bytes, matching_id),
            ),
            E::RmaGet {
                win,
                remote,
                bytes,
                matching_id,
            } => self.rma(
                t,
                Transfer::new(RmaOp::Get, win, remote, bytes, matching_id),
            ),
            E::RmaAtomic {
                win,
                remote,
                atomic_type,
                sent,
                received,
                matching_id,
            } => {
                let op = if atomic_type == ATOMIC_ACCUMULATE {
                    RmaOp::Accumulate
                } else {
                    RmaOp::Atomic
                };
                self.rma(
                    t,
                    Transfer::new(op, win, remote, sent.saturating_add(received), matching_id),
                )
            }
            E::RmaRequestLock {
                win,
                remote,
                lock_id,
                lock_type,
            } => self.lock(t, LockOp::Request, win, remote, lock_id, lock_type),
            E::RmaAcquireLock {
                win,
                remote,
                lock_id,
                lock_type,
            } => self.lock(t, LockOp::Acquire, win, remote, lock_id, lock_type),
            E::RmaReleaseLock {
                win,
                remote,
                lock_id,
            } => self.lock(t, LockOp::Release, win, remote, lock_id, LOCK_EXCLUSIVE),
            E::RmaGroupSync { win, group, .. } => self.group_sync(t, win, group),
            E::RmaSync { win, remote, .. } => {
                let (win, target) = self.tr.win_rank(win, remote, self.rank);
                if let Some(f) = &mut self.flush {
                    f.recorded = true;
                }
                self.push(t, EventKind::RmaFlush { win, target });
            }
            E::ProgramBegin { .. } => {
                if let Some(region) = tr.regions.program {
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
                if let Some(region) = tr.regions.program {
                    self.push(t, EventKind::Exit { region });
                }
            }
            E::BufferFlush { stop_time } => self.buffer_flush(t, stop_time),
            // No neutral equivalent (tests, thread events, parameters, I/O, metrics, ...);
            // records of unknown types are counted.
            _ => {
                if event_record_name(rec.record_type) == "UNKNOWN" {
                    self.skipped += 1;
                }
            }
        }
        Ok(())
    }

    /// Enter a region, from the call site in the record's source-code-location attribute.
    fn enter(&mut self, t: u64, rec: &Otf2Record, region: u32) -> Result<(), ReadError> {
        let region = self.region(rec, region)?;
        let callsite = rec
            .attributes
            .iter()
            .find(|a| a.value_type == ty::SOURCE_CODE_LOCATION)
            .and_then(|a| self.tr.callsites.get(&(a.value as u32)).copied())
            .unwrap_or(CallsiteId::NONE);
        self.push(t, EventKind::Enter { region, callsite });
        self.stack.push(region);
        let call = self.win_call();
        if matches!(call, WinCall::Flush | WinCall::FlushAll) {
            self.flush = Some(FlushCall {
                depth: self.stack.len(),
                all: call == WinCall::FlushAll,
                done: Vec::new(),
                recorded: false,
            });
        }
        Ok(())
    }

    /// What the innermost open region is among the window calls.
    fn win_call(&self) -> WinCall {
        self.stack
            .last()
            .and_then(|r| self.tr.win_calls.get(r.index()).copied())
            .unwrap_or(WinCall::Other)
    }

    /// Before the exit of the innermost region: the acquisitions of the locks it requested
    /// (Score-P writes no RMA_ACQUIRE_LOCK; `MPI_Win_lock` returns holding the lock) and, for a
    /// flush call, the synchronization of the transfers its completions completed (Score-P
    /// records only the completions).
    fn leave_window_call(&mut self, t: u64) {
        let depth = self.stack.len();
        while let Some(&(d, lock, target, exclusive)) = self.acquire_at_exit.last() {
            if d < depth {
                break;
            }
            self.acquire_at_exit.pop();
            self.quirks.inferred_acquire += 1;
            self.push(
                t,
                EventKind::Lock {
                    op: LockOp::Acquire,
                    lock,
                    target,
                    exclusive,
                },
            );
        }
        if self.flush.as_ref().is_some_and(|f| f.depth == depth) {
            let f = self.flush.take().expect("checked");
            if f.recorded {
                return;
            }
            let mut done = f.done;
            if f.all {
                for d in &mut done {
                    d.1 = NO_RANK;
                }
            }
            done.sort_unstable_by_key(|(w, r)| (w.0, *r));
            done.dedup();
            for (win, target) in done {
                self.push(t, EventKind::RmaFlush { win, target });
            }
        }
    }

    /// The completion of a one-sided transfer (every transfer that carried the id).
    fn rma_complete(&mut self, t: u64, win: u32, id: u64) {
        let Some(list) = self.rma_open.remove(&(win, id)) else {
            self.quirks.unmatched_completions += 1;
            return;
        };
        for (request, comm, target) in list {
            if let Some(f) = &mut self.flush {
                f.done.push((comm, target));
            }
            self.push(t, EventKind::RequestComplete { request });
        }
    }

    /// Post, start, complete or wait: the role is the enclosing call's.
    fn group_sync(&mut self, t: u64, win: u32, group: u32) {
        let role = match self.win_call() {
            WinCall::Post => GatsRole::Post,
            WinCall::Start => GatsRole::Start,
            WinCall::Complete => GatsRole::Complete,
            WinCall::Wait => GatsRole::Wait,
            _ => {
                self.quirks.group_sync_skipped += 1;
                return;
            }
        };
        let (win, _) = self.tr.win_rank(win, 0, self.rank);
        let Some(&group) = self.tr.groups.get(&group) else {
            self.quirks.group_sync_skipped += 1;
            return;
        };
        self.push(t, EventKind::RmaGroupSync { role, win, group });
    }

    #[inline]
    fn send(&mut self, t: u64, m: Message) {
        let (comm, peer) = self.tr.comm_rank(m.comm, m.peer, self.rank);
        self.push(
            t,
            EventKind::Send {
                comm,
                peer,
                tag: m.tag as i32,
                bytes: m.length,
                request: m.request,
            },
        );
    }

    #[inline]
    fn recv(&mut self, t: u64, m: Message) {
        let (comm, peer) = self.tr.comm_rank(m.comm, m.peer, self.rank);
        self.push(
            t,
            EventKind::Recv {
                comm,
                peer,
                tag: m.tag as i32,
                bytes: m.length,
                request: m.request,
            },
        );
    }

    /// A posted receive: communicator, source and tag come from ppw's attributes, if present.
    fn recv_post(&mut self, t: u64, rec: &Otf2Record, request: u64) {
        let tr = self.tr;
        let get = |i: usize| {
            tr.recv_attrs[i]
                .and_then(|id| rec.attributes.iter().find(|a| a.id == id))
                .map(|a| a.value)
        };
        let (mut comm, mut peer, mut tag) = (CommId::NONE, NO_RANK, ANY_TAG);
        if let Some(c) = get(0) {
            let local = get(1).map(|v| v as u32).unwrap_or(UNDEFINED_U32);
            (comm, peer) = tr.comm_rank(c as u32, local, self.rank);
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

    fn collective(&mut self, t: u64, c: CollectiveEnd<'_>) {
        let (comm, root) = self.tr.root(c.tr, c.root, self.rank);
        self.push(
            t,
            EventKind::Collective {
                comm,
                root,
                sent: c.sent,
                received: c.received,
                request: c.request,
            },
        );
    }

    /// A one-sided transfer. If the next record completes it inside the same call
    /// (RMA_OP_COMPLETE_BLOCKING with the same id), the transfer is blocking: it gets no request
    /// and the completion record is consumed.
    fn rma(&mut self, t: u64, x: Transfer) {
        let (comm, target) = self.tr.win_rank(x.win, x.remote, self.rank);
        let blocking = matches!(
            self.peek().map(|r| r.event),
            Some(Otf2Event::RmaOpCompleteBlocking { win: w, matching_id }) if w == x.win && matching_id == x.id
        );
        let request = if blocking {
            self.peeked = None;
            RequestId::NONE
        } else {
            let r = RequestId(self.next_rma_request);
            self.next_rma_request += 1;
            let open = self.rma_open.entry((x.win, x.id)).or_default();
            if !open.is_empty() {
                self.quirks.reused_ids += 1;
            }
            open.push((r, comm, target));
            r
        };
        self.push(
            t,
            EventKind::Rma {
                op: x.op,
                comm,
                target,
                bytes: x.bytes,
                request,
            },
        );
    }

    /// A lock record. Inside an `MPI_Win_*` call the lock is the window (ppw's model of MPI
    /// window locks); elsewhere (SHMEM, ...) the writer's lock id.
    fn lock(&mut self, t: u64, op: LockOp, win: u32, remote: u32, lock_id: u64, ty: u8) {
        let (comm, target) = self.tr.win_rank(win, remote, self.rank);
        let call = self.win_call();
        let lock = if call != WinCall::Other && comm != CommId::NONE {
            comm.0 as u64
        } else {
            lock_id
        };
        let exclusive = match op {
            LockOp::Request => {
                if remote == UNDEFINED_U32 && call == WinCall::Lock {
                    self.quirks.undefined_target += 1;
                }
                let exclusive = ty == LOCK_EXCLUSIVE;
                self.lock_modes.insert((lock, target), exclusive);
                if call == WinCall::Lock {
                    self.acquire_at_exit
                        .push((self.stack.len(), lock, target, exclusive));
                }
                exclusive
            }
            LockOp::Acquire => {
                self.acquire_at_exit
                    .retain(|a| (a.1, a.2) != (lock, target));
                let exclusive = ty == LOCK_EXCLUSIVE;
                self.lock_modes.insert((lock, target), exclusive);
                exclusive
            }
            LockOp::Release => self.lock_modes.remove(&(lock, target)).unwrap_or(true),
        };
        self.push(
            t,
            EventKind::Lock {
                op,
                lock,
                target,
                exclusive,
            },
        );
    }

    /// A buffer flush becomes a visit of the flush region until the record's stop time.
    fn buffer_flush(&mut self, t: u64, stop_time: u64) {
        let tr = self.tr;
        if let Some(region) = tr.regions.flush {
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
}

impl Message {
    #[inline]
    fn new(peer: u32, comm: u32, tag: u32, length: u64, request: u64) -> Message {
        Message {
            peer,
            comm,
            tag,
            length,
            request: RequestId(request),
        }
    }

    #[inline]
    fn blocking(peer: u32, comm: u32, tag: u32, length: u64) -> Message {
        Message {
            request: RequestId::NONE,
            ..Message::new(peer, comm, tag, length, 0)
        }
    }
}

impl<'t> CollectiveEnd<'t> {
    fn blocking(tr: Option<&'t CommTr>, root: u32, sent: u64, received: u64) -> Self {
        CollectiveEnd {
            tr,
            root,
            sent,
            received,
            request: RequestId::NONE,
        }
    }
}

impl Transfer {
    fn new(op: RmaOp, win: u32, remote: u32, bytes: u64, id: u64) -> Transfer {
        Transfer {
            op,
            win,
            remote,
            bytes,
            id,
        }
    }
}

impl NeutralStream<'_> {
    /// The next record; the stream is done after the last one or an error.
    fn next_record(&mut self) -> Result<Option<Otf2Record>, ReadError> {
        let r = self.rec.next_record();
        if !matches!(r, Ok(Some(_))) {
            self.done = true;
        }
        r
    }

    /// The next enter or leave, straight from the records (the other records are skipped
    /// unread, see `RecordStream::regions_only`).
    fn next_region(&mut self) -> Result<Option<Event>, ReadError> {
        loop {
            let Some(rec) = self.next_record()? else {
                return Ok(None);
            };
            let kind = match rec.event {
                Otf2Event::Enter { region } => EventKind::Enter {
                    region: self.region(&rec, region)?,
                    callsite: CallsiteId::NONE,
                },
                Otf2Event::Leave { region } => EventKind::Exit {
                    region: self.region(&rec, region)?,
                },
                // Records that become regions in the neutral model go the long way.
                Otf2Event::ProgramBegin { .. }
                | Otf2Event::ProgramEnd { .. }
                | Otf2Event::BufferFlush { .. } => {
                    self.convert(rec)?;
                    match self.first.take() {
                        Some(e) => return Ok(Some(e)),
                        None => continue,
                    }
                }
                _ => continue,
            };
            let time = self.tr.ticks_to_ns(rec.time);
            return Ok(Some(Event { time, kind }));
        }
    }
}

impl EventStream for NeutralStream<'_> {
    fn next_event(&mut self) -> Result<Option<Event>, ReadError> {
        let idle = self.pending.is_empty() && self.first.is_none() && self.peeked.is_none();
        if self.regions && idle && self.peek_error.is_none() && !self.done {
            return self.next_region().inspect_err(|_| self.done = true);
        }
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
                    match self.next_record()? {
                        Some(r) => r,
                        None => return Ok(None),
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

    fn skipped_records(&self) -> u64 {
        self.skipped
    }

    fn regions_only(&mut self) {
        self.rec.regions_only();
        self.regions = true;
    }

    fn notes(&self) -> Vec<String> {
        let q = &self.quirks;
        let mut v = Vec::new();
        if q.inferred_acquire > 0 {
            v.push(
                "OTF2: the trace has no lock-acquired records (RMA_ACQUIRE_LOCK; Score-P writes \
                 none): each window lock is taken as acquired at the exit of its MPI_Win_lock \
                 or MPI_Win_lock_all call (writer quirk, handled)"
                    .to_string(),
            );
        }
        if q.reused_ids > 0 {
            v.push(
                "OTF2: one-sided transfers reuse the matching id of an uncompleted transfer on \
                 the same window (Score-P keeps one id per window and target until completion): \
                 a completion completes every transfer that carried its id (writer quirk, \
                 handled)"
                    .to_string(),
            );
        }
        if q.undefined_target > 0 {
            v.push(
                "OTF2: lock requests with an undefined target (Score-P's MPI_Win_lock_all) are \
                 taken as shared locks on every member of the window (writer quirk, handled)"
                    .to_string(),
            );
        }
        if q.group_sync_skipped > 0 {
            v.push(
                "OTF2: RMA_GROUP_SYNC records outside MPI_Win_post/start/complete/wait/test or \
                 on an undefined group were skipped (their role in the epoch is unknown)"
                    .to_string(),
            );
        }
        if q.unmatched_completions > 0 {
            v.push(
                "OTF2: completions of one-sided transfers that were never started (or were \
                 already complete) were skipped"
                    .to_string(),
            );
        }
        v
    }
}
