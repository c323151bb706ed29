//! Writing any [`TraceSource`] as an OTF2 archive.
//!
//! Output layout (like Score-P's): `DIR/traces.otf2` (anchor), `DIR/traces.def` (global
//! definitions), `DIR/traces/N.evt` and `DIR/traces/N.def` (events and local definitions of
//! location `N`). Timestamps are written in ns (timer resolution 1e9, global offset 0), so
//! reading the archive back gives the source's timestamps exactly. Ids are written global (no
//! mapping tables) and no clock offsets are written: the source's times are already corrected.
//!
//! Owns the chunked file output ([`ChunkWriter`]), record encoding ([`Rec`]), the id assignment
//! shared by all files ([`Ctx`]), the event files ([`LocationWriter`], one method per kind of
//! event) and the global definitions ([`write_global_defs`], one function per group of records).

use crate::anchor::{encode_anchor, AnchorInfo, WRITE_VERSION};
use crate::codec::{Enc, BIG_ENDIAN, LITTLE_ENDIAN};
use crate::consts::{
    coll_op, def, ev, group_type, metric, paradigm, role, ty, ATTRIBUTE_LIST, CHUNK_HEADER,
    CHUNK_HEADER_SIZE, CHUNK_SIZE_MAX, CHUNK_SIZE_MIN, END_OF_BUFFER, END_OF_FILE, TIMESTAMP,
    UNDEFINED_U32, UNDEFINED_U64,
};
use crate::defs::group_type_pre12;
use ppw_event::{
    CallsiteId, CollKind, CommId, CommKind, Defs, Event, EventKind, EventStream, GatsRole,
    GenericOp, LocationId, LockOp, Paradigm, Rank, ReadError, RegionDef, RegionId, RequestId,
    RmaOp, TraceSource, ANY_TAG, NO_RANK,
};
use std::collections::{BTreeMap, HashMap, VecDeque};
use std::fs::File;
use std::io::{self, BufWriter, Write};
use std::path::{Path, PathBuf};

/// Anchor property holding the measured program's name.
pub(crate) const PROGRAM_PROPERTY: &str = "PPW::PROGRAM";
/// Attributes that keep a posted receive's communicator, source and tag (OTF2's
/// `MPI_IRECV_REQUEST` has only the request id).
pub(crate) const ATTR_RECV_COMM: &str = "ppw::RecvPost::comm";
pub(crate) const ATTR_RECV_SOURCE: &str = "ppw::RecvPost::source";
pub(crate) const ATTR_RECV_TAG: &str = "ppw::RecvPost::tag";

// Attribute ids written by this crate.
const A_SCL: u32 = 0;
const A_PID: u32 = 1;
const A_RECV_COMM: u32 = 2;
const A_RECV_SOURCE: u32 = 3;
const A_RECV_TAG: u32 = 4;

/// Events examined after an `Enter` to find the collective it contains.
const LOOKAHEAD: usize = 64;
/// Matching ids of blocking one-sided transfers (which have no request) start here.
const SYNTHETIC_ID_BASE: u64 = 1 << 63;
/// OTF2_RMA_SYNC_LEVEL_PROCESS and _MEMORY.
const SYNC_PROCESS: u32 = 1;
const SYNC_MEMORY: u32 = 2;
/// OTF2_RMA_SYNC_TYPE_MEMORY.
const RMA_SYNC_MEMORY: u8 = 0;
/// OTF2_LOCK_EXCLUSIVE, OTF2_LOCK_SHARED.
const LOCK_EXCLUSIVE: u8 = 0;
const LOCK_SHARED: u8 = 1;
/// OTF2_RMA_ATOMIC_TYPE_ACCUMULATE and _FETCH_AND_ACCUMULATE.
const ATOMIC_ACCUMULATE: u8 = 0;
const ATOMIC_FETCH_AND_ACCUMULATE: u8 = 8;

/// Options of [`write_otf2_with`].
#[derive(Clone, Debug)]
pub struct WriteOptions {
    /// Chunk size of event files (256 KiB to 16 MiB; default 1 MiB).
    pub chunk_size_events: u64,
    /// Chunk size of definition files (256 KiB to 16 MiB; default 4 MiB).
    pub chunk_size_defs: u64,
    /// Write big-endian files (default: little-endian).
    pub big_endian: bool,
    /// Creator string of the anchor file.
    pub creator: String,
}

impl Default for WriteOptions {
    fn default() -> Self {
        WriteOptions {
            chunk_size_events: 1 << 20,
            chunk_size_defs: 4 << 20,
            big_endian: false,
            creator: format!("ppw {}", env!("CARGO_PKG_VERSION")),
        }
    }
}

/// What [`write_otf2_with`] wrote.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct WriteSummary {
    /// The anchor file.
    pub anchor: PathBuf,
    /// Neutral events read from the source.
    pub events_read: u64,
    /// OTF2 event records written.
    pub records_written: u64,
    /// Neutral events that have no OTF2 equivalent and were not written, by kind name.
    pub skipped: BTreeMap<&'static str, u64>,
    /// Timestamps that went backwards and were raised to the previous one (OTF2 requires
    /// non-decreasing timestamps per location).
    pub clamped_timestamps: u64,
    /// Total size of the archive in bytes.
    pub bytes: u64,
}

/// Write `src` as an OTF2 archive into `out_dir` (created if needed) with default options.
pub fn write_otf2(src: &dyn TraceSource, out_dir: &Path) -> io::Result<()> {
    write_otf2_with(src, out_dir, &WriteOptions::default()).map(|_| ())
}

fn invalid(msg: impl Into<String>) -> io::Error {
    io::Error::new(io::ErrorKind::InvalidData, msg.into())
}

fn read_err(e: ReadError) -> io::Error {
    io::Error::new(io::ErrorKind::InvalidData, e.to_string())
}

// ---- chunked file output ----------------------------------------------------------------------

/// Writes a chunked OTF2 file: fixed-size chunks with headers, records never crossing a chunk
/// boundary, the last chunk cut after the end markers.
struct ChunkWriter {
    out: BufWriter<File>,
    chunk_size: usize,
    big: bool,
    chunk: Vec<u8>,
    /// Events written so far (event files only).
    events: u64,
    count_events: bool,
    last_time: Option<u64>,
    bytes: u64,
}

impl ChunkWriter {
    fn create(
        path: &Path,
        chunk_size: u64,
        big: bool,
        count_events: bool,
    ) -> io::Result<ChunkWriter> {
        let out = BufWriter::with_capacity(1 << 20, File::create(path)?);
        let mut w = ChunkWriter {
            out,
            chunk_size: chunk_size as usize,
            big,
            chunk: Vec::with_capacity(chunk_size as usize),
            events: 0,
            count_events,
            last_time: None,
            bytes: 0,
        };
        w.start_chunk();
        Ok(w)
    }

    fn word(&self, v: u64) -> [u8; 8] {
        if self.big {
            v.to_be_bytes()
        } else {
            v.to_le_bytes()
        }
    }

    fn start_chunk(&mut self) {
        self.chunk.clear();
        self.chunk.push(CHUNK_HEADER);
        self.chunk
            .push(if self.big { BIG_ENDIAN } else { LITTLE_ENDIAN });
        let first = self.word(self.events + 1);
        self.chunk.extend_from_slice(&first);
        self.chunk.extend_from_slice(&[0; 8]);
        self.last_time = None;
    }

    fn finish_chunk(&mut self, last: bool) -> io::Result<()> {
        let last_event = self.word(self.events);
        self.chunk[10..18].copy_from_slice(&last_event);
        if !last {
            self.chunk.resize(self.chunk_size, 0); // END_OF_CHUNK padding
        }
        self.out.write_all(&self.chunk)?;
        self.bytes += self.chunk.len() as u64;
        Ok(())
    }

    /// Append one record group (attribute list and record) at time `t` (event files) or
    /// without a time (definition files).
    fn record(&mut self, t: Option<u64>, rec: &[u8]) -> io::Result<()> {
        let ts_len = |w: &ChunkWriter| match t {
            Some(t) if w.last_time != Some(t) => 9,
            _ => 0,
        };
        // Keep at least one byte free for the END_OF_CHUNK marker.
        if self.chunk.len() + ts_len(self) + rec.len() >= self.chunk_size {
            if self.chunk.len() == CHUNK_HEADER_SIZE {
                return Err(invalid(format!(
                    "a record of {} bytes does not fit into a chunk of {} bytes",
                    rec.len(),
                    self.chunk_size
                )));
            }
            self.finish_chunk(false)?;
            self.start_chunk();
            if self.chunk.len() + ts_len(self) + rec.len() >= self.chunk_size {
                return Err(invalid(format!(
                    "a record of {} bytes does not fit into a chunk of {} bytes",
                    rec.len(),
                    self.chunk_size
                )));
            }
        }
        if let Some(t) = t {
            if self.last_time != Some(t) {
                self.chunk.push(TIMESTAMP);
                let b = self.word(t);
                self.chunk.extend_from_slice(&b);
                self.last_time = Some(t);
            }
        }
        self.chunk.extend_from_slice(rec);
        if self.count_events {
            self.events += 1;
        }
        Ok(())
    }

    fn finish(mut self) -> io::Result<u64> {
        if self.chunk.len() + 2 > self.chunk_size {
            self.finish_chunk(false)?;
            self.start_chunk();
        }
        self.chunk.push(END_OF_FILE);
        self.chunk.push(END_OF_BUFFER);
        self.finish_chunk(true)?;
        self.out.flush()?;
        Ok(self.bytes)
    }
}

// ---- record encoding --------------------------------------------------------------------------

/// Builds one record group: an optional attribute list followed by an event or definition
/// record.
struct Rec {
    out: Enc,
    body: Enc,
}

/// An attribute value to attach: (id, type, value).
type Attr = (u32, u8, u64);

impl Rec {
    fn new(big: bool) -> Rec {
        Rec {
            out: Enc::new(big),
            body: Enc::new(big),
        }
    }

    fn begin(&mut self, attrs: &[Attr]) -> &mut Enc {
        self.out.clear();
        if !attrs.is_empty() {
            self.body.clear();
            self.body.u32c(attrs.len() as u32);
            for (id, t, v) in attrs {
                self.body.u32c(*id);
                self.body.u8(*t);
                match *t {
                    ty::UINT64 => self.body.u64c(*v),
                    ty::INT32 => self.body.i32c(*v as i32),
                    _ => self.body.u32c(*v as u32),
                }
            }
            let body = std::mem::take(&mut self.body.buf);
            self.out.record(ATTRIBUTE_LIST, &body);
            self.body.buf = body;
        }
        self.body.clear();
        &mut self.body
    }

    /// Finish a record of type `t` whose fields were written into the returned body.
    fn end(&mut self, t: u8) -> &[u8] {
        let body = std::mem::take(&mut self.body.buf);
        self.out.record(t, &body);
        self.body.buf = body;
        &self.out.buf
    }

    /// A record without a length byte (the OTF2 1.0 records with one compressed field).
    fn singleton(&mut self, attrs: &[Attr], t: u8, v: u64, wide: bool) -> &[u8] {
        self.begin(attrs);
        self.out.u8(t);
        if wide {
            self.out.u64c(v);
        } else {
            self.out.u32c(v as u32);
        }
        &self.out.buf
    }
}

// ---- definitions ------------------------------------------------------------------------------

#[derive(Default)]
struct Strings {
    list: Vec<String>,
    index: HashMap<String, u32>,
}

impl Strings {
    fn id(&mut self, s: &str) -> u32 {
        if let Some(i) = self.index.get(s) {
            return *i;
        }
        let i = self.list.len() as u32;
        self.list.push(s.to_string());
        self.index.insert(s.to_string(), i);
        i
    }
}

/// The OTF2 collective operation of a collective event, from the name (or else the collective
/// kind) of the region it happens in.
pub(crate) fn collective_op(region: Option<&RegionDef>) -> u8 {
    let Some(r) = region else {
        return coll_op::BARRIER;
    };
    let name = r.name.as_str();
    // Non-blocking forms (MPI_Iallreduce) have the operation of the blocking one.
    let base = name.strip_prefix("MPI_I").map(|s| {
        let mut c = s.chars();
        let first = c.next().map(|f| f.to_ascii_uppercase()).unwrap_or_default();
        format!("MPI_{first}{}", c.as_str())
    });
    let key = match base.as_deref() {
        Some(b) if r.nonblocking => b,
        _ => name,
    };
    match key {
        "MPI_Barrier" | "MPI_Win_fence" | "shmem_barrier_all" | "shmem_barrier"
        | "shmem_sync_all" | "upc_barrier" | "upc_notify" | "upc_wait" | "ARMCI_Barrier" => {
            coll_op::BARRIER
        }
        "MPI_Bcast" | "shmem_broadcast32" | "shmem_broadcast64" | "upc_all_broadcast" => {
            coll_op::BCAST
        }
        "MPI_Gather" | "upc_all_gather" => coll_op::GATHER,
        "MPI_Gatherv" => coll_op::GATHERV,
        "MPI_Scatter" | "upc_all_scatter" => coll_op::SCATTER,
        "MPI_Scatterv" => coll_op::SCATTERV,
        "MPI_Allgather" | "shmem_fcollect32" | "shmem_fcollect64" | "upc_all_gather_all" => {
            coll_op::ALLGATHER
        }
        "MPI_Allgatherv" | "shmem_collect32" | "shmem_collect64" => coll_op::ALLGATHERV,
        "MPI_Alltoall" | "shmem_alltoall32" | "shmem_alltoall64" | "upc_all_exchange" => {
            coll_op::ALLTOALL
        }
        "MPI_Alltoallv" => coll_op::ALLTOALLV,
        "MPI_Alltoallw" => coll_op::ALLTOALLW,
        "MPI_Allreduce" => coll_op::ALLREDUCE,
        "MPI_Reduce" | "upc_all_reduce" => coll_op::REDUCE,
        "MPI_Reduce_scatter" => coll_op::REDUCE_SCATTER,
        "MPI_Reduce_scatter_block" => coll_op::REDUCE_SCATTER_BLOCK,
        "MPI_Scan" => coll_op::SCAN,
        "MPI_Exscan" => coll_op::EXSCAN,
        "MPI_Win_allocate" | "MPI_Win_allocate_shared" => coll_op::CREATE_HANDLE_AND_ALLOCATE,
        "MPI_Win_free" => coll_op::DESTROY_HANDLE_AND_DEALLOCATE,
        "MPI_Finalize" | "MPI_Comm_free" | "shmem_finalize" | "ARMCI_Finalize" => {
            coll_op::DESTROY_HANDLE
        }
        _ => match r.coll {
            CollKind::Barrier => coll_op::BARRIER,
            CollKind::OneToAll => coll_op::BCAST,
            CollKind::AllToOne => coll_op::REDUCE,
            CollKind::AllToAll => {
                if name.ends_with("_to_all") {
                    coll_op::ALLREDUCE
                } else {
                    coll_op::ALLTOALL
                }
            }
            CollKind::Scan => coll_op::SCAN,
            CollKind::ExScan => coll_op::EXSCAN,
            CollKind::InitFinalize if r.op == GenericOp::Termination => coll_op::DESTROY_HANDLE,
            CollKind::InitFinalize | CollKind::Other => coll_op::CREATE_HANDLE,
            CollKind::None => {
                if r.op == GenericOp::GroupSync {
                    coll_op::BARRIER
                } else if r.op == GenericOp::GlobalMemAlloc {
                    coll_op::CREATE_HANDLE_AND_ALLOCATE
                } else {
                    coll_op::CREATE_HANDLE
                }
            }
        },
    }
}

/// OTF2 paradigm and region role of a region.
fn paradigm_and_role(r: &RegionDef) -> (u8, u8) {
    let p = match r.paradigm {
        Paradigm::Mpi => paradigm::MPI,
        Paradigm::Shmem => paradigm::SHMEM,
        Paradigm::Upc => paradigm::UPC,
        Paradigm::User => paradigm::USER,
        Paradigm::Compiler => paradigm::COMPILER,
        Paradigm::Measurement => paradigm::MEASUREMENT_SYSTEM,
        Paradigm::Armci | Paradigm::Coarray | Paradigm::Io | Paradigm::Other => paradigm::UNKNOWN,
    };
    let rl = match r.coll {
        CollKind::Barrier => role::BARRIER,
        CollKind::OneToAll => role::COLL_ONE2ALL,
        CollKind::AllToOne => role::COLL_ALL2ONE,
        CollKind::AllToAll => role::COLL_ALL2ALL,
        CollKind::Scan | CollKind::ExScan | CollKind::Other => role::COLL_OTHER,
        CollKind::InitFinalize | CollKind::None => match r.op {
            GenericOp::BlockingSend
            | GenericOp::BlockingRecv
            | GenericOp::NonBlockingSend
            | GenericOp::NonBlockingRecv => role::POINT2POINT,
            GenericOp::BlockingImplicitPut
            | GenericOp::BlockingImplicitGet
            | GenericOp::BlockingExplicitPut
            | GenericOp::BlockingExplicitGet
            | GenericOp::NonBlockingExplicitPut
            | GenericOp::NonBlockingExplicitGet => role::RMA,
            GenericOp::Atomic => role::ATOMIC,
            GenericOp::GroupSync => role::BARRIER,
            GenericOp::Io => role::FILE_IO,
            GenericOp::Measurement => role::ARTIFICIAL,
            _ => role::FUNCTION,
        },
    };
    (p, rl)
}

/// Shared state of a write: id assignments and per-communicator rank tables.
struct Ctx<'a> {
    defs: &'a Defs,
    big: bool,
    /// OTF2 comm id of each ppw communicator (communicators and teams).
    comm_id: Vec<u32>,
    /// The communicator is one rank's part of a self-like communicator.
    self_comm: Vec<bool>,
    /// Number of OTF2 communicators for ppw communicators.
    n_comms: u32,
    /// OTF2 window id of each ppw communicator that is used as a window.
    win_id: Vec<u32>,
    /// (ppw comm of the window's members, OTF2 comm id, name) per OTF2 window.
    windows: Vec<(CommId, u32, String)>,
    /// Hidden communicators created for windows: (members from ppw comm, name).
    extra_comms: Vec<(CommId, String)>,
    /// OTF2 group id of each process group ([`CommKind::Group`], named by RMA_GROUP_SYNC);
    /// they follow the communicators' groups.
    group_id: Vec<u32>,
    /// World rank -> local rank per ppw communicator.
    local: Vec<HashMap<Rank, u32>>,
    program_region: Option<RegionId>,
    program_string: u32,
    coll_ops: Vec<u8>,
    strings: Strings,
}

/// Names under which the trace has exactly one single-member communicator per rank, one for
/// each rank: per-rank parts of a self-like communicator (with one rank, only names containing
/// `SELF`, since world is single-member too).
fn self_like_names(defs: &Defs) -> std::collections::HashSet<&str> {
    let ranks = defs.ranks as usize;
    let mut by_name: HashMap<&str, Vec<Rank>> = HashMap::new();
    for c in &defs.comms {
        if c.kind == CommKind::Comm && c.members.len() == 1 {
            by_name
                .entry(c.name.as_str())
                .or_default()
                .push(c.members[0]);
        }
    }
    by_name
        .into_iter()
        .filter(|(name, members)| {
            let mut m = members.clone();
            m.sort_unstable();
            ranks > 0
                && (ranks > 1 || name.contains("SELF"))
                && m.len() == ranks
                && m.iter().enumerate().all(|(k, r)| *r as usize == k)
        })
        .map(|(name, _)| name)
        .collect()
}

impl<'a> Ctx<'a> {
    fn new(defs: &'a Defs, big: bool) -> Ctx<'a> {
        let n = defs.comms.len();
        let mut comm_id = vec![UNDEFINED_U32; n];
        let mut self_comm = vec![false; n];
        // One single-member communicator per rank with the same name (what the reader makes of
        // MPI_COMM_SELF; the runtime records them where each rank first uses its own, so they
        // need not be adjacent) is written back as one self-like OTF2 communicator, at the
        // position of the first of them.
        let self_like = self_like_names(defs);
        let mut self_ids: HashMap<&str, u32> = HashMap::new();
        let mut next = 0u32;
        for (i, c) in defs.comms.iter().enumerate() {
            if c.kind.is_window() || c.kind == CommKind::Group {
                continue;
            }
            if c.kind == CommKind::Comm
                && c.members.len() == 1
                && self_like.contains(c.name.as_str())
            {
                self_comm[i] = true;
                comm_id[i] = *self_ids.entry(c.name.as_str()).or_insert_with(|| {
                    next += 1;
                    next - 1
                });
                continue;
            }
            comm_id[i] = next;
            next += 1;
        }
        let mut ctx = Ctx {
            defs,
            big,
            comm_id,
            self_comm,
            n_comms: next,
            win_id: vec![UNDEFINED_U32; defs.comms.len()],
            windows: Vec::new(),
            extra_comms: Vec::new(),
            group_id: vec![UNDEFINED_U32; n],
            local: defs
                .comms
                .iter()
                .map(|c| {
                    c.members
                        .iter()
                        .enumerate()
                        .map(|(i, r)| (*r, i as u32))
                        .collect()
                })
                .collect(),
            program_region: None,
            program_string: UNDEFINED_U32,
            coll_ops: defs
                .regions
                .iter()
                .map(|r| collective_op(Some(r)))
                .collect(),
            strings: Strings::default(),
        };
        for (i, c) in defs.comms.iter().enumerate() {
            if c.kind.is_window() {
                ctx.window_for(CommId(i as u32));
            }
        }
        // Group 0 lists the locations, group i + 1 is communicator i's (extra ones included).
        let mut next_group = ctx.n_comms + ctx.extra_comms.len() as u32 + 1;
        for (i, c) in defs.comms.iter().enumerate() {
            if c.kind == CommKind::Group {
                ctx.group_id[i] = next_group;
                next_group += 1;
            }
        }
        if !defs.program.is_empty() {
            let base = defs.program.rsplit('/').next().unwrap_or(&defs.program);
            ctx.program_region = defs
                .regions
                .iter()
                .position(|r| r.name == base || r.name == defs.program)
                .map(|i| RegionId(i as u32));
            ctx.program_string = ctx.strings.id(&defs.program);
        }
        ctx
    }

    /// The OTF2 window for one-sided events on ppw communicator `c` (created on first use for
    /// communicators that are not windows).
    fn window_for(&mut self, c: CommId) -> u32 {
        let Some(cd) = self.defs.comm(c) else {
            return UNDEFINED_U32;
        };
        if self.win_id[c.index()] != UNDEFINED_U32 {
            return self.win_id[c.index()];
        }
        // The window's communicator: the communicator itself, one with the same members, or a
        // new one.
        let otf2_comm = if !cd.kind.is_window() {
            self.comm_id[c.index()]
        } else if let Some(i) = self
            .defs
            .comms
            .iter()
            .position(|o| !o.kind.is_window() && o.members == cd.members)
        {
            self.comm_id[i]
        } else {
            let n = self.n_comms + self.extra_comms.len() as u32;
            self.extra_comms.push((c, format!("{} group", cd.name)));
            n
        };
        let id = self.windows.len() as u32;
        let name = if cd.kind.is_window() {
            cd.name.clone()
        } else {
            format!("{} window", cd.name)
        };
        self.windows.push((c, otf2_comm, name));
        self.win_id[c.index()] = id;
        id
    }

    fn local_rank(&self, c: CommId, world: Rank) -> u32 {
        if world == NO_RANK {
            return UNDEFINED_U32;
        }
        self.local
            .get(c.index())
            .and_then(|m| m.get(&world).copied())
            .unwrap_or(UNDEFINED_U32)
    }

    fn otf2_comm(&self, c: CommId) -> u32 {
        self.comm_id
            .get(c.index())
            .copied()
            .unwrap_or(UNDEFINED_U32)
    }

    fn is_window(&self, c: CommId) -> bool {
        self.defs.comm(c).is_some_and(|d| d.kind.is_window())
    }
}

// ---- events -----------------------------------------------------------------------------------

/// A source stream with look-ahead.
struct Ahead<'a> {
    s: Box<dyn EventStream + Send + 'a>,
    buf: VecDeque<Event>,
    end: bool,
}

impl Ahead<'_> {
    fn next(&mut self) -> Result<Option<Event>, ReadError> {
        if let Some(e) = self.buf.pop_front() {
            return Ok(Some(e));
        }
        if self.end {
            return Ok(None);
        }
        let e = self.s.next_event()?;
        self.end = e.is_none();
        Ok(e)
    }

    fn peek(&mut self, k: usize) -> Result<Option<Event>, ReadError> {
        while self.buf.len() <= k && !self.end {
            match self.s.next_event()? {
                Some(e) => self.buf.push_back(e),
                None => self.end = true,
            }
        }
        Ok(self.buf.get(k).copied())
    }

    /// The communicator of the collective that the events after the current one belong to:
    /// `Some(Some(comm))` if a blocking collective follows before any other region boundary
    /// or collective begin, `Some(None)` if an explicit begin follows first, `None` otherwise.
    fn next_collective(&mut self) -> Result<Option<Option<CommId>>, ReadError> {
        for k in 0..LOOKAHEAD {
            match self.peek(k)?.map(|e| e.kind) {
                Some(EventKind::Collective { comm, request, .. }) => {
                    return Ok(if request.is_some() {
                        None
                    } else {
                        Some(Some(comm))
                    })
                }
                Some(EventKind::CollectiveBegin) => return Ok(Some(None)),
                Some(EventKind::Enter { .. } | EventKind::Exit { .. }) | None => return Ok(None),
                _ => {}
            }
        }
        Ok(None)
    }
}

/// What a pending request will complete.
#[derive(Clone, Copy)]
enum Pending {
    Rma(u32),
    Coll {
        op: u8,
        comm: u32,
        root: u32,
        sent: u64,
        received: u64,
    },
}

/// The fields of a send or receive.
struct Message {
    comm: CommId,
    peer: Rank,
    tag: i32,
    bytes: u64,
    request: RequestId,
}

struct LocResult {
    events: u64,
    max_time: u64,
    bytes: u64,
}

/// Writes one location's event file: reads the source stream with look-ahead and encodes each
/// neutral event as OTF2 records.
struct LocationWriter<'c, 'd, 's> {
    ctx: &'c mut Ctx<'d>,
    summary: &'c mut WriteSummary,
    w: ChunkWriter,
    s: Ahead<'s>,
    rec: Rec,
    /// Thread 0 of the location's rank (PROGRAM_BEGIN / PROGRAM_END are written there).
    first_thread: bool,
    pid: u32,
    stack: Vec<RegionId>,
    program_open: bool,
    pending: HashMap<u64, Pending>,
    next_synthetic: u64,
    /// The last timestamp written.
    last: u64,
    /// Performance counters with a metric class (indices below this one).
    metrics: u32,
}

fn write_location(
    ctx: &mut Ctx<'_>,
    src: &dyn TraceSource,
    loc: LocationId,
    path: &Path,
    opts: &WriteOptions,
    summary: &mut WriteSummary,
) -> io::Result<LocResult> {
    let defs = ctx.defs;
    let ld = &defs.locations[loc.index()];
    let w = ChunkWriter::create(path, opts.chunk_size_events, opts.big_endian, true)?;
    let s = Ahead {
        s: src.events(loc).map_err(read_err)?,
        buf: VecDeque::new(),
        end: false,
    };
    let mut lw = LocationWriter {
        rec: Rec::new(ctx.big),
        ctx,
        summary,
        w,
        s,
        first_thread: ld.thread == 0,
        pid: defs.rank_info.get(ld.rank as usize).map_or(0, |i| i.pid),
        stack: Vec::new(),
        program_open: false,
        pending: HashMap::new(),
        next_synthetic: SYNTHETIC_ID_BASE,
        last: 0,
        metrics: available_counters(defs).count() as u32,
    };
    while let Some(e) = lw.s.next().map_err(read_err)? {
        lw.event(e)?;
    }
    let events = lw.w.events;
    let bytes = lw.w.finish()?;
    Ok(LocResult {
        events,
        max_time: lw.last,
        bytes,
    })
}

impl LocationWriter<'_, '_, '_> {
    /// Write one neutral event (timestamps that go backwards are raised to the previous one).
    fn event(&mut self, e: Event) -> io::Result<()> {
        self.summary.events_read += 1;
        let t = if e.time < self.last {
            self.summary.clamped_timestamps += 1;
            self.last
        } else {
            e.time
        };
        self.last = t;
        match e.kind {
            EventKind::Enter { region, callsite } => self.enter(t, region, callsite),
            EventKind::Exit { region } => self.exit(t, region),
            EventKind::Send {
                comm,
                peer,
                tag,
                bytes,
                request,
            } => self.message(
                t,
                [ev::MPI_SEND, ev::MPI_ISEND],
                Message {
                    comm,
                    peer,
                    tag,
                    bytes,
                    request,
                },
            ),
            EventKind::Recv {
                comm,
                peer,
                tag,
                bytes,
                request,
            } => self.message(
                t,
                [ev::MPI_RECV, ev::MPI_IRECV],
                Message {
                    comm,
                    peer,
                    tag,
                    bytes,
                    request,
                },
            ),
            EventKind::RecvPost {
                comm,
                peer,
                tag,
                request,
            } => self.recv_post(t, comm, peer, tag, request),
            EventKind::RequestComplete { request } => self.request_complete(t, request),
            EventKind::RequestCancelled { request } => {
                self.pending.remove(&request.0);
                let r = self
                    .rec
                    .singleton(&[], ev::MPI_REQUEST_CANCELLED, request.0, true);
                self.w.record(Some(t), r)
            }
            EventKind::CollectiveBegin => self.collective_begin(t),
            EventKind::Collective {
                comm,
                root,
                sent,
                received,
                request,
            } => self.collective(t, comm, root, (sent, received), request),
            EventKind::Rma {
                op,
                comm,
                target,
                bytes,
                request,
            } => self.rma(t, op, comm, target, bytes, request),
            EventKind::Lock {
                op,
                lock,
                target,
                exclusive,
            } => self.lock(t, op, lock, target, exclusive),
            EventKind::RmaGroupSync { role, win, group } => self.group_sync(t, role, win, group),
            EventKind::RmaFlush { win, target } => {
                let w = self.ctx.window_for(win);
                let b = self.rec.begin(&[]);
                b.u32c(w);
                b.u32c(self.ctx.local_rank(win, target));
                b.u8(RMA_SYNC_MEMORY);
                self.w.record(Some(t), self.rec.end(ev::RMA_SYNC))
            }
            // A counter's value: a METRIC record of its class (one member each).
            EventKind::Counter { metric, value } if metric < self.metrics => {
                let b = self.rec.begin(&[]);
                b.u32c(metric);
                b.u8(1);
                b.u8(ty::UINT64);
                b.u64c(value);
                self.w.record(Some(t), self.rec.end(ev::METRIC))
            }
            EventKind::Io { .. }
            | EventKind::Marker { .. }
            | EventKind::CpuSample { .. }
            | EventKind::Counter { .. }
            | EventKind::RmaAddress { .. }
            | EventKind::AddrSync { .. }
            | EventKind::Alloc { .. }
            | EventKind::Buffer { .. }
            | EventKind::Heap { .. } => {
                *self.summary.skipped.entry(e.kind.name()).or_insert(0) += 1;
                Ok(())
            }
        }
    }

    /// ENTER (PROGRAM_BEGIN for the program's outermost region on thread 0), followed by a
    /// collective begin if a blocking collective follows inside the region.
    fn enter(&mut self, t: u64, region: RegionId, callsite: CallsiteId) -> io::Result<()> {
        let ctx = &*self.ctx;
        if self.stack.is_empty()
            && Some(region) == ctx.program_region
            && self.first_thread
            && !self.program_open
        {
            let attrs: &[Attr] = if self.pid != 0 {
                &[(A_PID, ty::UINT64, self.pid as u64)]
            } else {
                &[]
            };
            let b = self.rec.begin(attrs);
            b.u32c(ctx.program_string);
            b.u32c(0);
            self.w.record(Some(t), self.rec.end(ev::PROGRAM_BEGIN))?;
            self.program_open = true;
        } else {
            let attrs: &[Attr] = if callsite.is_some() {
                &[(A_SCL, ty::SOURCE_CODE_LOCATION, callsite.0 as u64)]
            } else {
                &[]
            };
            let r = self.rec.singleton(attrs, ev::ENTER, region.0 as u64, false);
            self.w.record(Some(t), r)?;
        }
        self.stack.push(region);
        // OTF2 marks the start of a collective's communication explicitly; native traces imply
        // it at the region's enter.
        if let Some(Some(comm)) = self.s.next_collective().map_err(read_err)? {
            let ty = if self.ctx.is_window(comm) {
                ev::RMA_COLLECTIVE_BEGIN
            } else {
                ev::MPI_COLLECTIVE_BEGIN
            };
            self.rec.begin(&[]);
            self.w.record(Some(t), self.rec.end(ty))?;
        }
        Ok(())
    }

    /// LEAVE (PROGRAM_END when the program's region closes).
    fn exit(&mut self, t: u64, region: RegionId) -> io::Result<()> {
        if self.program_open && self.stack.len() == 1 && Some(region) == self.ctx.program_region {
            self.rec.begin(&[]).i64c(0);
            self.w.record(Some(t), self.rec.end(ev::PROGRAM_END))?;
            self.program_open = false;
        } else {
            let r = self.rec.singleton(&[], ev::LEAVE, region.0 as u64, false);
            self.w.record(Some(t), r)?;
        }
        self.stack.pop();
        Ok(())
    }

    /// A send or receive: `types` are the record types without and with a request.
    fn message(&mut self, t: u64, types: [u8; 2], m: Message) -> io::Result<()> {
        let b = self.rec.begin(&[]);
        b.u32c(self.ctx.local_rank(m.comm, m.peer));
        b.u32c(self.ctx.otf2_comm(m.comm));
        b.u32c(m.tag as u32);
        b.u64c(m.bytes);
        let ty = if m.request.is_some() {
            b.u64c(m.request.0);
            types[1]
        } else {
            types[0]
        };
        self.w.record(Some(t), self.rec.end(ty))
    }

    /// MPI_IRECV_REQUEST with ppw's attributes for communicator, source and tag.
    fn recv_post(
        &mut self,
        t: u64,
        comm: CommId,
        peer: Rank,
        tag: i32,
        request: RequestId,
    ) -> io::Result<()> {
        let mut attrs: Vec<Attr> = Vec::new();
        let c = self.ctx.otf2_comm(comm);
        if c != UNDEFINED_U32 {
            attrs.push((A_RECV_COMM, ty::COMM, c as u64));
            let local = self.ctx.local_rank(comm, peer);
            if local != UNDEFINED_U32 {
                attrs.push((A_RECV_SOURCE, ty::UINT32, local as u64));
            }
        }
        if tag != ANY_TAG {
            attrs.push((A_RECV_TAG, ty::INT32, tag as i64 as u64));
        }
        let r = self
            .rec
            .singleton(&attrs, ev::MPI_IRECV_REQUEST, request.0, true);
        self.w.record(Some(t), r)
    }

    /// The completion of what the request started: a one-sided transfer, a non-blocking
    /// collective, else a send.
    fn request_complete(&mut self, t: u64, request: RequestId) -> io::Result<()> {
        match self.pending.remove(&request.0) {
            Some(Pending::Rma(win)) => {
                let b = self.rec.begin(&[]);
                b.u32c(win);
                b.u64c(request.0);
                self.w
                    .record(Some(t), self.rec.end(ev::RMA_OP_COMPLETE_NON_BLOCKING))
            }
            Some(Pending::Coll {
                op,
                comm,
                root,
                sent,
                received,
            }) => {
                let b = self.rec.begin(&[]);
                b.u8(op);
                b.u32c(comm);
                b.u32c(root);
                b.u64c(sent);
                b.u64c(received);
                b.u64c(request.0);
                self.w
                    .record(Some(t), self.rec.end(ev::NON_BLOCKING_COLLECTIVE_COMPLETE))
            }
            None => {
                let r = self
                    .rec
                    .singleton(&[], ev::MPI_ISEND_COMPLETE, request.0, true);
                self.w.record(Some(t), r)
            }
        }
    }

    /// An explicit collective begin (the source came from OTF2): its kind follows the
    /// collective.
    fn collective_begin(&mut self, t: u64) -> io::Result<()> {
        let window = matches!(self.s.next_collective().map_err(read_err)?, Some(Some(c)) if self.ctx.is_window(c));
        let ty = if window {
            ev::RMA_COLLECTIVE_BEGIN
        } else {
            ev::MPI_COLLECTIVE_BEGIN
        };
        self.rec.begin(&[]);
        self.w.record(Some(t), self.rec.end(ty))
    }

    /// A collective on a window, a non-blocking collective's start (its end is written at its
    /// completion), or a blocking collective's end.
    fn collective(
        &mut self,
        t: u64,
        comm: CommId,
        root: Rank,
        (sent, received): (u64, u64),
        request: RequestId,
    ) -> io::Result<()> {
        let ctx = &mut *self.ctx;
        let op = self.stack.last().map_or(coll_op::BARRIER, |r| {
            ctx.coll_ops.get(r.index()).copied().unwrap_or(0)
        });
        let root_local = if root == NO_RANK {
            UNDEFINED_U32
        } else {
            ctx.local_rank(comm, root)
        };
        if ctx.is_window(comm) {
            let win = ctx.window_for(comm);
            // Like Score-P: the window's creation or destruction just before the end of the
            // call's collective; creation and release synchronize processes, a fence also
            // memory.
            let (level, marker) = match op {
                coll_op::CREATE_HANDLE | coll_op::CREATE_HANDLE_AND_ALLOCATE => {
                    (SYNC_PROCESS, Some(ev::RMA_WIN_CREATE))
                }
                coll_op::DESTROY_HANDLE | coll_op::DESTROY_HANDLE_AND_DEALLOCATE => {
                    (SYNC_PROCESS, Some(ev::RMA_WIN_DESTROY))
                }
                _ => (SYNC_PROCESS | SYNC_MEMORY, None),
            };
            if let Some(ty) = marker {
                self.rec.begin(&[]).u32c(win);
                self.w.record(Some(t), self.rec.end(ty))?;
            }
            let b = self.rec.begin(&[]);
            b.u8(op);
            b.u32c(level);
            b.u32c(win);
            b.u32c(root_local);
            b.u64c(sent);
            b.u64c(received);
            self.w.record(Some(t), self.rec.end(ev::RMA_COLLECTIVE_END))
        } else if request.is_some() {
            let c = ctx.otf2_comm(comm);
            self.pending.insert(
                request.0,
                Pending::Coll {
                    op,
                    comm: c,
                    root: root_local,
                    sent,
                    received,
                },
            );
            self.rec.begin(&[]).u64c(request.0);
            self.w
                .record(Some(t), self.rec.end(ev::NON_BLOCKING_COLLECTIVE_REQUEST))
        } else {
            let b = self.rec.begin(&[]);
            b.u8(op);
            b.u32c(ctx.otf2_comm(comm));
            b.u32c(root_local);
            b.u64c(sent);
            b.u64c(received);
            self.w.record(Some(t), self.rec.end(ev::MPI_COLLECTIVE_END))
        }
    }

    /// A one-sided transfer on the communicator's window; a blocking one (no request) gets a
    /// synthetic matching id and its completion right after it.
    fn rma(
        &mut self,
        t: u64,
        op: RmaOp,
        comm: CommId,
        target: Rank,
        bytes: u64,
        request: RequestId,
    ) -> io::Result<()> {
        let win = self.ctx.window_for(comm);
        let remote = self.ctx.local_rank(comm, target);
        let id = if request.is_some() {
            request.0
        } else {
            self.next_synthetic += 1;
            self.next_synthetic
        };
        let b = self.rec.begin(&[]);
        b.u32c(win);
        b.u32c(remote);
        let ty = match op {
            RmaOp::Put => {
                b.u64c(bytes);
                ev::RMA_PUT
            }
            RmaOp::Get => {
                b.u64c(bytes);
                ev::RMA_GET
            }
            RmaOp::Atomic | RmaOp::Accumulate => {
                b.u8(if op == RmaOp::Accumulate {
                    ATOMIC_ACCUMULATE
                } else {
                    ATOMIC_FETCH_AND_ACCUMULATE
                });
                b.u64c(bytes);
                b.u64c(0);
                ev::RMA_ATOMIC
            }
        };
        b.u64c(id);
        self.w.record(Some(t), self.rec.end(ty))?;
        if request.is_some() {
            self.pending.insert(id, Pending::Rma(win));
            Ok(())
        } else {
            let b = self.rec.begin(&[]);
            b.u32c(win);
            b.u64c(id);
            self.w
                .record(Some(t), self.rec.end(ev::RMA_OP_COMPLETE_BLOCKING))
        }
    }

    /// A lock request, acquisition or release: on the window an MPI window lock names (its
    /// lock id is the window's ppw id), else (SHMEM, UPC, ARMCI locks) on the lock window.
    fn lock(
        &mut self,
        t: u64,
        op: LockOp,
        lock: u64,
        target: Rank,
        exclusive: bool,
    ) -> io::Result<()> {
        let window = u32::try_from(lock)
            .ok()
            .map(CommId)
            .filter(|c| self.ctx.is_window(*c));
        let (win, comm) = match window {
            Some(c) => (self.ctx.window_for(c), c),
            None => lock_window(self.ctx),
        };
        let b = self.rec.begin(&[]);
        b.u32c(win);
        b.u32c(self.ctx.local_rank(comm, target));
        b.u64c(lock);
        let ty = match op {
            LockOp::Request | LockOp::Acquire => {
                b.u8(if exclusive {
                    LOCK_EXCLUSIVE
                } else {
                    LOCK_SHARED
                });
                if op == LockOp::Request {
                    ev::RMA_REQUEST_LOCK
                } else {
                    ev::RMA_ACQUIRE_LOCK
                }
            }
            LockOp::Release => ev::RMA_RELEASE_LOCK,
        };
        self.w.record(Some(t), self.rec.end(ty))
    }

    /// One step of post/start/complete/wait: RMA_GROUP_SYNC on the window and the group (the
    /// step itself is the enclosing MPI call's), with Score-P's synchronization levels.
    fn group_sync(&mut self, t: u64, role: GatsRole, win: CommId, group: CommId) -> io::Result<()> {
        let level = match role {
            GatsRole::Post | GatsRole::Start => SYNC_PROCESS,
            GatsRole::Complete | GatsRole::Wait => SYNC_PROCESS | SYNC_MEMORY,
        };
        let w = self.ctx.window_for(win);
        let g = self
            .ctx
            .group_id
            .get(group.index())
            .copied()
            .filter(|g| *g != UNDEFINED_U32)
            // A communicator as the group: its group.
            .or_else(|| {
                let c = self.ctx.otf2_comm(group);
                (c != UNDEFINED_U32 && !self.ctx.self_comm[group.index()]).then_some(c + 1)
            })
            .unwrap_or(UNDEFINED_U32);
        let b = self.rec.begin(&[]);
        b.u32c(level);
        b.u32c(w);
        b.u32c(g);
        self.w.record(Some(t), self.rec.end(ev::RMA_GROUP_SYNC))
    }
}

/// The window that lock events refer to: the first window, else one over the world
/// communicator (communicator 0).
fn lock_window(ctx: &mut Ctx<'_>) -> (u32, CommId) {
    if let Some((c, _, _)) = ctx.windows.first() {
        return (0, *c);
    }
    let world = ctx
        .defs
        .comms
        .iter()
        .position(|c| c.name == "MPI_COMM_WORLD")
        .or(if ctx.defs.comms.is_empty() {
            None
        } else {
            Some(0)
        })
        .map(|i| CommId(i as u32));
    match world {
        Some(c) => (ctx.window_for(c), c),
        None => (UNDEFINED_U32, CommId::NONE),
    }
}

// ---- the archive ----------------------------------------------------------------------------

fn check_chunk(what: &str, v: u64) -> io::Result<()> {
    if (CHUNK_SIZE_MIN..=CHUNK_SIZE_MAX).contains(&v) {
        Ok(())
    } else {
        Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            format!("{what} chunk size {v} outside {CHUNK_SIZE_MIN}..={CHUNK_SIZE_MAX}"),
        ))
    }
}

/// Write `src` as an OTF2 archive into `out_dir` (created if needed).
pub fn write_otf2_with(
    src: &dyn TraceSource,
    out_dir: &Path,
    opts: &WriteOptions,
) -> io::Result<WriteSummary> {
    check_chunk("event", opts.chunk_size_events)?;
    check_chunk("definition", opts.chunk_size_defs)?;
    let defs = src.defs();
    if defs.locations.is_empty() && defs.ranks == 0 {
        return Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            "the trace has no ranks and no locations; an OTF2 archive needs at least one location",
        ));
    }
    let name = "traces";
    let loc_dir = out_dir.join(name);
    std::fs::create_dir_all(&loc_dir)?;
    let mut summary = WriteSummary {
        anchor: out_dir.join(format!("{name}.otf2")),
        ..Default::default()
    };
    let mut ctx = Ctx::new(defs, opts.big_endian);
    let (counts, max_time) = write_event_files(&mut ctx, src, &loc_dir, opts, &mut summary)?;
    let locs = ArchiveLocations::new(defs, &counts, &loc_dir, opts, &mut summary)?;
    write_local_def_files(&locs.all, &loc_dir, opts, &mut summary)?;
    let (gdef_bytes, ndefs) = write_global_defs(
        &mut ctx,
        &locs,
        max_time,
        &out_dir.join(format!("{name}.def")),
        opts,
    )?;
    summary.bytes += gdef_bytes;
    write_anchor(defs, locs.all.len() as u64, ndefs, opts, &mut summary)?;
    Ok(summary)
}

/// Every location's event file `N.evt`; returns the records per location and the largest
/// timestamp.
fn write_event_files(
    ctx: &mut Ctx<'_>,
    src: &dyn TraceSource,
    loc_dir: &Path,
    opts: &WriteOptions,
    summary: &mut WriteSummary,
) -> io::Result<(Vec<u64>, u64)> {
    let mut counts = vec![0u64; ctx.defs.locations.len()];
    let mut max_time = 0u64;
    for (i, count) in counts.iter_mut().enumerate() {
        let r = write_location(
            ctx,
            src,
            LocationId(i as u32),
            &loc_dir.join(format!("{i}.evt")),
            opts,
            summary,
        )?;
        *count = r.events;
        summary.records_written += r.events;
        summary.bytes += r.bytes;
        max_time = max_time.max(r.max_time);
    }
    Ok((counts, max_time))
}

/// The archive's locations: the source's, plus an empty placeholder for every rank without
/// one (OTF2 lists one location per rank).
struct ArchiveLocations {
    /// (OTF2 location id, rank, name, number of events).
    all: Vec<(u64, Rank, String, u64)>,
    /// Per rank, the location that represents it (its lowest thread).
    rank_loc: Vec<Option<u64>>,
}

impl ArchiveLocations {
    /// The locations, writing the placeholders' empty event files.
    fn new(
        defs: &Defs,
        counts: &[u64],
        loc_dir: &Path,
        opts: &WriteOptions,
        summary: &mut WriteSummary,
    ) -> io::Result<ArchiveLocations> {
        let nloc = defs.locations.len();
        let mut rank_loc: Vec<Option<u64>> = vec![None; defs.ranks as usize];
        for (i, l) in defs.locations.iter().enumerate() {
            if let Some(slot) = rank_loc.get_mut(l.rank as usize) {
                let better = match slot {
                    None => true,
                    Some(j) => defs.locations[*j as usize].thread > l.thread,
                };
                if better {
                    *slot = Some(i as u64);
                }
            }
        }
        let mut placeholders = Vec::new();
        for (r, slot) in rank_loc.iter_mut().enumerate() {
            if slot.is_none() {
                let id = (nloc + placeholders.len()) as u64;
                let w = ChunkWriter::create(
                    &loc_dir.join(format!("{id}.evt")),
                    opts.chunk_size_events,
                    opts.big_endian,
                    true,
                )?;
                summary.bytes += w.finish()?;
                placeholders.push((id, r as Rank));
                *slot = Some(id);
            }
        }
        let all = defs
            .locations
            .iter()
            .enumerate()
            .map(|(i, l)| (i as u64, l.rank, l.name.clone(), counts[i]))
            .chain(
                placeholders
                    .iter()
                    .map(|(id, r)| (*id, *r, "placeholder".to_string(), 0)),
            )
            .collect();
        Ok(ArchiveLocations { all, rank_loc })
    }
}

/// An empty local definition file `N.def` per location (ids are global, times corrected).
fn write_local_def_files(
    locs: &[(u64, Rank, String, u64)],
    loc_dir: &Path,
    opts: &WriteOptions,
    summary: &mut WriteSummary,
) -> io::Result<()> {
    for (id, ..) in locs {
        let w = ChunkWriter::create(
            &loc_dir.join(format!("{id}.def")),
            opts.chunk_size_defs,
            opts.big_endian,
            false,
        )?;
        summary.bytes += w.finish()?;
    }
    Ok(())
}

/// The anchor file, with a trace id hashed from the program name and the record count.
fn write_anchor(
    defs: &Defs,
    locations: u64,
    global_defs: u64,
    opts: &WriteOptions,
    summary: &mut WriteSummary,
) -> io::Result<()> {
    let mut trace_id: u64 = 0xcbf2_9ce4_8422_2325;
    for b in defs
        .program
        .bytes()
        .chain(summary.records_written.to_le_bytes())
    {
        trace_id = (trace_id ^ b as u64).wrapping_mul(0x0100_0000_01b3);
    }
    let anchor = AnchorInfo {
        anchor_format: crate::anchor::ANCHOR_FORMAT,
        trace_format: crate::anchor::TRACE_FORMAT,
        version: WRITE_VERSION,
        chunk_size_events: opts.chunk_size_events,
        chunk_size_defs: opts.chunk_size_defs,
        number_of_locations: locations,
        number_of_global_defs: global_defs,
        machine: String::new(),
        creator: opts.creator.clone(),
        description: String::new(),
        properties: vec![(PROGRAM_PROPERTY.to_string(), defs.program.clone())],
        trace_id,
    };
    let bytes = encode_anchor(&anchor, opts.big_endian);
    summary.bytes += bytes.len() as u64;
    std::fs::write(&summary.anchor, bytes)
}

/// Attributes this crate writes: (id, name, description, type).
const ATTRIBUTES: [(u32, &str, &str, u8); 5] = [
    (
        A_SCL,
        "SOURCE_CODE_LOCATION",
        "Source code location",
        ty::SOURCE_CODE_LOCATION,
    ),
    (A_PID, "ProcessId", "Process identifier", ty::UINT64),
    (
        A_RECV_COMM,
        ATTR_RECV_COMM,
        "Communicator of a posted receive",
        ty::COMM,
    ),
    (
        A_RECV_SOURCE,
        ATTR_RECV_SOURCE,
        "Source rank of a posted receive",
        ty::UINT32,
    ),
    (
        A_RECV_TAG,
        ATTR_RECV_TAG,
        "Tag of a posted receive",
        ty::INT32,
    ),
];

/// The string ids of the global definitions: every string is interned before any record is
/// written, since strings precede the records that use them.
struct DefStrings {
    empty: u32,
    mpi: u32,
    machine_class: u32,
    node_class: u32,
    machine: u32,
    pid: u32,
    /// Host names, in order of first appearance by rank, and their ids.
    hosts: Vec<String>,
    host_ids: Vec<u32>,
    /// Location group (rank) names.
    lg_names: Vec<u32>,
    /// Location names.
    loc_names: Vec<u32>,
    /// (name, canonical name, file) per region.
    regions: Vec<(u32, u32, u32)>,
    /// File per call site.
    scl_files: Vec<u32>,
    /// (name, description) per attribute of [`ATTRIBUTES`].
    attrs: Vec<(u32, u32)>,
    /// Names of communicators, extra communicators and windows.
    comms: Vec<u32>,
    extra_comms: Vec<u32>,
    windows: Vec<u32>,
    /// (name, description, unit) per available performance counter (a metric member and
    /// class each, with the counter's index as id).
    metrics: Vec<(u32, u32, u32)>,
    /// Per Cartesian topology: its name, and its dimensions' names.
    topologies: Vec<(u32, Vec<u32>)>,
}

/// The host of rank `r` (`unknown` if not known).
fn host_name(defs: &Defs, r: Rank) -> String {
    defs.rank_info
        .get(r as usize)
        .map(|i| i.host.clone())
        .filter(|h| !h.is_empty())
        .unwrap_or_else(|| "unknown".into())
}

impl DefStrings {
    fn intern(ctx: &Ctx<'_>, st: &mut Strings, locs: &[(u64, Rank, String, u64)]) -> DefStrings {
        let defs = ctx.defs;
        let (empty, mpi, machine_class, node_class, machine, pid) = (
            st.id(""),
            st.id("MPI"),
            st.id("machine"),
            st.id("node"),
            st.id("ppw"),
            st.id("ProcessId"),
        );
        let mut hosts: Vec<String> = Vec::new();
        for r in 0..defs.ranks {
            let h = host_name(defs, r);
            if !hosts.contains(&h) {
                hosts.push(h);
            }
        }
        let host_ids = hosts.iter().map(|h| st.id(h)).collect();
        let lg_names = (0..defs.ranks)
            .map(|r| st.id(&format!("MPI Rank {r}")))
            .collect();
        let loc_names = locs.iter().map(|l| st.id(&l.2)).collect();
        let regions = defs
            .regions
            .iter()
            .enumerate()
            .map(|(i, r)| {
                let n = st.id(&r.name);
                let canonical = if Some(RegionId(i as u32)) == ctx.program_region {
                    st.id(&defs.program)
                } else {
                    n
                };
                // Scalasca classifies a region as an MPI function only if its source file is
                // "MPI" (what Score-P writes); without it MPI_Init, sends and receives are
                // plain user functions to Scalasca.
                let f = if r.paradigm == Paradigm::Mpi {
                    mpi
                } else {
                    r.file.as_deref().map_or(UNDEFINED_U32, |f| st.id(f))
                };
                (n, canonical, f)
            })
            .collect();
        // OTF2 source code locations hold a file and a line only; the file is a string
        // reference that readers dereference (otf2-print crashes on UNDEFINED), so a call site
        // without a known file (a frame in a library without debug information) gets "".
        let scl_files = defs
            .callsites
            .iter()
            .map(|c| c.file.as_deref().map_or(empty, |f| st.id(f)))
            .collect();
        let attrs = ATTRIBUTES
            .iter()
            .map(|(_, n, d, _)| (st.id(n), st.id(d)))
            .collect();
        let comms = defs.comms.iter().map(|c| st.id(&c.name)).collect();
        let extra_comms = ctx.extra_comms.iter().map(|(_, n)| st.id(n)).collect();
        let windows = ctx.windows.iter().map(|(_, _, n)| st.id(n)).collect();
        let metrics = available_counters(defs)
            .map(|c| {
                let what = format!("{} ({}), cumulative per thread", c.name, c.unit);
                (st.id(&c.name), st.id(&what), st.id(&c.unit))
            })
            .collect();
        let topologies = cartesian(defs)
            .map(|t| {
                let name = match defs.comm(t.comm).map(|c| c.name.as_str()) {
                    Some(n) if !n.is_empty() => n.to_string(),
                    _ => format!("communicator {}", t.comm.0),
                };
                let id = st.id(&name);
                let dims = (0..t.dims.len()).map(|d| st.id(&format!("{name} dimension {d}")));
                (id, dims.collect())
            })
            .collect();
        DefStrings {
            empty,
            mpi,
            machine_class,
            node_class,
            machine,
            pid,
            hosts,
            host_ids,
            lg_names,
            loc_names,
            regions,
            scl_files,
            attrs,
            comms,
            extra_comms,
            windows,
            metrics,
            topologies,
        }
    }
}

/// The Cartesian topologies with every member's coordinates (the others cannot be written as
/// OTF2 Cartesian topologies).
fn cartesian(defs: &Defs) -> impl Iterator<Item = &ppw_event::TopologyDef> {
    defs.topologies.iter().filter(|t| {
        t.kind == ppw_event::topology_kind::CARTESIAN
            && !t.dims.is_empty()
            && t.dims.len() <= u8::MAX as usize
            && t.coords.iter().all(|c| c.len() == t.dims.len())
    })
}

/// The performance counters with values in the trace: the available ones, which have the
/// indices 0..k (`docs/FORMAT.md`, COUNTER).
fn available_counters(defs: &Defs) -> impl Iterator<Item = &ppw_event::counters::CounterDef> {
    defs.counters.iter().take_while(|c| c.available)
}

/// Writes global definition records and counts them.
struct DefWriter {
    w: ChunkWriter,
    rec: Rec,
    n: u64,
}

impl DefWriter {
    /// The fields of the next record.
    fn begin(&mut self) -> &mut Enc {
        self.rec.begin(&[])
    }

    /// Write the record of type `t` whose fields were given after [`DefWriter::begin`].
    fn put(&mut self, t: u8) -> io::Result<()> {
        self.n += 1;
        self.w.record(None, self.rec.end(t))
    }

    /// A GROUP record.
    fn group(
        &mut self,
        id: u32,
        name: u32,
        kind: u8,
        members: impl Iterator<Item = u64>,
    ) -> io::Result<()> {
        let members: Vec<u64> = members.collect();
        let b = self.begin();
        b.u32c(id);
        b.u32c(name);
        b.u8(group_type_pre12(kind, paradigm::MPI));
        b.u32c(members.len() as u32);
        for m in &members {
            b.u64c(*m);
        }
        b.u8(kind);
        b.u8(paradigm::MPI);
        b.u32c(0);
        self.put(def::GROUP)
    }
}

/// The global definition file: clock, strings, system tree, location groups and locations,
/// regions, source code locations, attributes, groups and communicators, windows. Returns its
/// size and the number of records.
fn write_global_defs(
    ctx: &mut Ctx<'_>,
    locs: &ArchiveLocations,
    max_time: u64,
    path: &Path,
    opts: &WriteOptions,
) -> io::Result<(u64, u64)> {
    let mut st = std::mem::take(&mut ctx.strings);
    let s = DefStrings::intern(ctx, &mut st, &locs.all);
    let mut d = DefWriter {
        w: ChunkWriter::create(path, opts.chunk_size_defs, ctx.big, false)?,
        rec: Rec::new(ctx.big),
        n: 0,
    };
    write_clock_and_strings(&mut d, max_time, &st)?;
    write_system_tree(&mut d, &s)?;
    write_locations(&mut d, ctx.defs, &s, &locs.all)?;
    write_regions(&mut d, ctx, &s)?;
    write_callsites_and_attributes(&mut d, ctx.defs, &s)?;
    write_groups_and_comms(&mut d, ctx, &s, &locs.rank_loc)?;
    write_metrics(&mut d, &s)?;
    write_topologies(&mut d, ctx, &s)?;
    for (i, (_, comm, _)) in ctx.windows.iter().enumerate() {
        let b = d.begin();
        b.u32c(i as u32);
        b.u32c(s.windows[i]);
        b.u32c(*comm);
        b.u32c(1); // OTF2_RMA_WIN_FLAG_CREATE_DESTROY_EVENTS
        d.put(def::RMA_WIN)?;
    }
    let bytes = d.w.finish()?;
    ctx.strings = st;
    Ok((bytes, d.n))
}

/// One metric member and one metric class per available performance counter, both with the
/// counter's index as id: cumulative unsigned values since the thread started ("accumulated
/// start"), recorded at some region enters and leaves (synchronous) by the CPU.
fn write_metrics(d: &mut DefWriter, s: &DefStrings) -> io::Result<()> {
    for (i, &(name, description, unit)) in s.metrics.iter().enumerate() {
        let b = d.begin();
        b.u32c(i as u32);
        b.u32c(name);
        b.u32c(description);
        b.u8(metric::TYPE_OTHER);
        b.u8(metric::ACCUMULATED_START);
        b.u8(ty::UINT64);
        b.u8(metric::BASE_DECIMAL);
        b.i64c(0);
        b.u32c(unit);
        d.put(def::METRIC_MEMBER)?;
    }
    for i in 0..s.metrics.len() as u32 {
        let b = d.begin();
        b.u32c(i);
        b.u8(1);
        b.u32c(i);
        b.u8(metric::SYNCHRONOUS);
        b.u8(metric::RECORDER_CPU);
        d.put(def::METRIC_CLASS)?;
    }
    Ok(())
}

/// The Cartesian topologies: a CART_DIMENSION per dimension (ids counted over all
/// topologies), a CART_TOPOLOGY on the communicator, and a CART_COORDINATE per member
/// (communicator-local rank).
fn write_topologies(d: &mut DefWriter, ctx: &Ctx<'_>, s: &DefStrings) -> io::Result<()> {
    let mut next_dim = 0u32;
    for (i, (t, (name, dim_names))) in cartesian(ctx.defs).zip(&s.topologies).enumerate() {
        let first = next_dim;
        for (k, (&size, &name)) in t.dims.iter().zip(dim_names).enumerate() {
            let b = d.begin();
            b.u32c(first + k as u32);
            b.u32c(name);
            b.u32c(size);
            b.u8(t.periods.get(k).copied().unwrap_or(false) as u8);
            d.put(def::CART_DIMENSION)?;
        }
        next_dim += t.dims.len() as u32;
        let b = d.begin();
        b.u32c(i as u32);
        b.u32c(*name);
        b.u32c(ctx.otf2_comm(t.comm));
        b.u8(t.dims.len() as u8);
        for k in 0..t.dims.len() as u32 {
            b.u32c(first + k);
        }
        d.put(def::CART_TOPOLOGY)?;
        for (rank, c) in t.coords.iter().enumerate() {
            let b = d.begin();
            b.u32c(i as u32);
            b.u32c(rank as u32);
            b.u8(c.len() as u8);
            for v in c {
                b.u32c(*v);
            }
            d.put(def::CART_COORDINATE)?;
        }
    }
    Ok(())
}

/// Clock properties (ns, global offset 0) and every string.
fn write_clock_and_strings(d: &mut DefWriter, max_time: u64, st: &Strings) -> io::Result<()> {
    let b = d.begin();
    b.u64c(1_000_000_000);
    b.u64c(0);
    b.u64c(max_time.saturating_add(1));
    b.u64c(UNDEFINED_U64);
    d.put(def::CLOCK_PROPERTIES)?;
    for (i, s) in st.list.iter().enumerate() {
        let b = d.begin();
        b.u32c(i as u32);
        b.string(s);
        d.put(def::STRING)?;
    }
    Ok(())
}

/// The MPI paradigm and the system tree: one machine, one node per host.
fn write_system_tree(d: &mut DefWriter, s: &DefStrings) -> io::Result<()> {
    let b = d.begin();
    b.u8(paradigm::MPI);
    b.u32c(s.mpi);
    b.u8(paradigm::CLASS_PROCESS);
    d.put(def::PARADIGM)?;
    let b = d.begin();
    b.u32c(0);
    b.u32c(s.machine);
    b.u32c(s.machine_class);
    b.u32c(UNDEFINED_U32);
    d.put(def::SYSTEM_TREE_NODE)?;
    let b = d.begin();
    b.u32c(0);
    b.u8(0); // machine
    d.put(def::SYSTEM_TREE_NODE_DOMAIN)?;
    for (i, h) in s.host_ids.iter().enumerate() {
        let b = d.begin();
        b.u32c(i as u32 + 1);
        b.u32c(*h);
        b.u32c(s.node_class);
        b.u32c(0);
        d.put(def::SYSTEM_TREE_NODE)?;
        let b = d.begin();
        b.u32c(i as u32 + 1);
        b.u8(1); // shared memory
        d.put(def::SYSTEM_TREE_NODE_DOMAIN)?;
    }
    Ok(())
}

/// One location group (process) per rank on its host's node, the process ids, and the
/// locations (threads).
fn write_locations(
    d: &mut DefWriter,
    defs: &Defs,
    s: &DefStrings,
    locs: &[(u64, Rank, String, u64)],
) -> io::Result<()> {
    for r in 0..defs.ranks {
        let host = host_name(defs, r);
        let node = s.hosts.iter().position(|h| *h == host).unwrap_or(0) as u32 + 1;
        let b = d.begin();
        b.u32c(r);
        b.u32c(s.lg_names[r as usize]);
        b.u8(1); // process
        b.u32c(node);
        b.u32c(UNDEFINED_U32);
        d.put(def::LOCATION_GROUP)?;
    }
    for r in 0..defs.ranks {
        let pid = defs.rank_info.get(r as usize).map_or(0, |i| i.pid);
        if pid != 0 {
            let b = d.begin();
            b.u32c(r);
            b.u32c(s.pid);
            b.u32c(UNDEFINED_U32); // pre-2.0 string value
            b.u8(ty::UINT64);
            b.u64c(pid as u64);
            d.put(def::LOCATION_GROUP_PROPERTY)?;
        }
    }
    for (i, (id, rank, _, events)) in locs.iter().enumerate() {
        let b = d.begin();
        b.u64c(*id);
        b.u32c(s.loc_names[i]);
        b.u8(1); // CPU thread
        b.u64c(*events);
        b.u32c(*rank);
        d.put(def::LOCATION)?;
    }
    Ok(())
}

/// Regions with paradigm, role and source file; the program's region is the measurement
/// system's artificial root.
fn write_regions(d: &mut DefWriter, ctx: &Ctx<'_>, s: &DefStrings) -> io::Result<()> {
    for (i, r) in ctx.defs.regions.iter().enumerate() {
        let (name, canonical, file) = s.regions[i];
        let (par, rl) = if Some(RegionId(i as u32)) == ctx.program_region {
            (paradigm::MEASUREMENT_SYSTEM, role::ARTIFICIAL)
        } else {
            paradigm_and_role(r)
        };
        let b = d.begin();
        b.u32c(i as u32);
        b.u32c(name);
        b.u32c(s.empty);
        b.u8(0); // pre-1.1 region type: unknown
        b.u32c(file);
        b.u32c(r.line);
        b.u32c(0);
        b.u32c(canonical);
        b.u8(rl);
        b.u8(par);
        b.u32c(if r.phase {
            crate::consts::region_flag::PHASE
        } else {
            0
        });
        d.put(def::REGION)?;
    }
    Ok(())
}

/// Call sites as source code locations, and the attributes this crate writes.
fn write_callsites_and_attributes(
    d: &mut DefWriter,
    defs: &Defs,
    s: &DefStrings,
) -> io::Result<()> {
    for (i, c) in defs.callsites.iter().enumerate() {
        let b = d.begin();
        b.u32c(i as u32);
        b.u32c(s.scl_files[i]);
        b.u32c(c.line);
        d.put(def::SOURCE_CODE_LOCATION)?;
    }
    for (i, (id, _, _, t)) in ATTRIBUTES.iter().enumerate() {
        let b = d.begin();
        b.u32c(*id);
        b.u32c(s.attrs[i].0);
        b.u8(*t);
        b.u32c(s.attrs[i].1);
        d.put(def::ATTRIBUTE)?;
    }
    Ok(())
}

/// Groups and communicators: group 0 lists one location per rank (the MPI rank -> location
/// table); group i + 1 is the member list (world ranks) of OTF2 communicator i.
fn write_groups_and_comms(
    d: &mut DefWriter,
    ctx: &Ctx<'_>,
    s: &DefStrings,
    rank_loc: &[Option<u64>],
) -> io::Result<()> {
    let defs = ctx.defs;
    d.group(
        0,
        s.empty,
        group_type::COMM_LOCATIONS,
        rank_loc.iter().map(|l| l.unwrap_or(UNDEFINED_U64)),
    )?;
    let mut comm_groups: Vec<(u32, u32)> = Vec::new(); // (OTF2 comm id, name)
    for (i, c) in defs.comms.iter().enumerate() {
        let id = ctx.comm_id[i];
        // A self-like communicator's later per-rank parts have its (earlier) id.
        if (c.kind.is_window() || c.kind == CommKind::Group)
            || comm_groups.last().is_some_and(|g| g.0 >= id)
        {
            continue;
        }
        if ctx.self_comm[i] {
            d.group(id + 1, s.empty, group_type::COMM_SELF, std::iter::empty())?;
        } else {
            d.group(
                id + 1,
                s.empty,
                group_type::COMM_GROUP,
                c.members.iter().map(|m| *m as u64),
            )?;
        }
        comm_groups.push((id, s.comms[i]));
    }
    let base = ctx.n_comms;
    for (k, (c, _)) in ctx.extra_comms.iter().enumerate() {
        let members = defs.comm(*c).map(|d| d.members.clone()).unwrap_or_default();
        d.group(
            base + k as u32 + 1,
            s.empty,
            group_type::COMM_GROUP,
            members.into_iter().map(u64::from),
        )?;
        comm_groups.push((base + k as u32, s.extra_comms[k]));
    }
    // Process groups of one-sided group synchronization: groups without a communicator.
    for (i, c) in defs.comms.iter().enumerate() {
        if c.kind == CommKind::Group {
            d.group(
                ctx.group_id[i],
                s.empty,
                group_type::COMM_GROUP,
                c.members.iter().map(|m| *m as u64),
            )?;
        }
    }
    for (id, name) in &comm_groups {
        let b = d.begin();
        b.u32c(*id);
        b.u32c(*name);
        b.u32c(id + 1);
        b.u32c(UNDEFINED_U32);
        b.u32c(0);
        d.put(def::COMM)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn collective_operations_from_region_names() {
        let op = |n: &str| collective_op(Some(&RegionDef::named(n)));
        assert_eq!(op("MPI_Allreduce"), coll_op::ALLREDUCE);
        assert_eq!(op("MPI_Iallreduce"), coll_op::ALLREDUCE);
        assert_eq!(op("MPI_Ibcast"), coll_op::BCAST);
        assert_eq!(
            op("MPI_Reduce_scatter_block"),
            coll_op::REDUCE_SCATTER_BLOCK
        );
        assert_eq!(op("MPI_Init"), coll_op::CREATE_HANDLE);
        assert_eq!(op("MPI_Finalize"), coll_op::DESTROY_HANDLE);
        assert_eq!(op("shmem_double_sum_to_all"), coll_op::ALLREDUCE);
        assert_eq!(op("user_coll"), coll_op::CREATE_HANDLE);
        assert_eq!(collective_op(None), coll_op::BARRIER);
    }
}
