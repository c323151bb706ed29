//! Compact operation records kept per location after the streaming pass.
//!
//! Only communication and synchronization operations get a record; everything else is folded
//! into the call tree on the fly. This keeps memory proportional to the number of operations,
//! not events. Calls, sends, receives and collectives are kept bit-packed
//! ([`crate::replay::store`]): about 4 bytes per event of a pure message-passing trace, far
//! less for real programs with user regions.

use crate::replay::calltree::CallTree;
use crate::replay::store::{packed_record, Field, Pack, Records, MAX_FIELDS};
use ppw_event::{CallsiteId, CollKind, GatsRole, LockOp, Rank, RmaOp};
use std::collections::BTreeMap;

/// "No record" marker.
pub(crate) const NONE: u32 = u32::MAX;

/// One call of an operation region (MPI call) that carried an operation event, or that
/// completed a request.
#[derive(Clone, Copy, Debug, Default, serde::Serialize, serde::Deserialize)]
pub(crate) struct CallRec {
    /// Enter time (ns; repaired in place by the clock repair).
    pub(crate) enter: u64,
    /// Exit time.
    pub(crate) exit: u64,
    /// Call-tree node of the call.
    pub(crate) node: u32,
    /// Region id (index into the region classes).
    pub(crate) region: u32,
}

/// A send (blocking, or the initiation of a non-blocking one).
#[derive(Clone, Copy, Debug, serde::Serialize, serde::Deserialize)]
pub(crate) struct SendRec {
    /// Time of the send event.
    pub(crate) time: u64,
    /// The call containing the send event.
    pub(crate) call: u32,
    /// The call that completed it (the call itself for blocking sends, the Wait* for
    /// non-blocking ones, [`NONE`] if never completed).
    pub(crate) cmpl: u32,
    pub(crate) comm: u32,
    /// Destination (world rank).
    pub(crate) peer: Rank,
    pub(crate) tag: i32,
    /// Message size (saturated at `u32::MAX`; used by the frequency analysis).
    pub(crate) bytes: u32,
    /// Matched receive: location and index, [`NONE`] if unmatched.
    pub(crate) r_loc: u32,
    pub(crate) r_idx: u32,
}

/// A received message (blocking receive, or a completed non-blocking one).
#[derive(Clone, Copy, Debug, serde::Serialize, serde::Deserialize)]
pub(crate) struct RecvRec {
    /// Time of the receive event.
    pub(crate) time: u64,
    /// Enter time of the call that posted the receive (the receive itself, or the Irecv).
    pub(crate) post_enter: u64,
    /// Posting order on this location (MPI matches in posting order).
    pub(crate) order: u32,
    /// The call containing the receive event (MPI_Recv, or the completing Wait*/Test*).
    pub(crate) call: u32,
    pub(crate) comm: u32,
    /// Source (world rank).
    pub(crate) src: Rank,
    pub(crate) tag: i32,
    /// Matched send: location and index, [`NONE`] if unmatched.
    pub(crate) s_loc: u32,
    pub(crate) s_idx: u32,
}

/// A collective operation on one location.
#[derive(Clone, Copy, Debug, serde::Serialize, serde::Deserialize)]
pub(crate) struct CollRec {
    /// Begin of the collective part (CollectiveBegin, else the call's enter).
    pub(crate) begin: u64,
    /// End (the Collective event if a CollectiveBegin was recorded, else the call's exit).
    pub(crate) end: u64,
    /// Filled in after matching: the time this participant waits for (the latest begin, the
    /// root's begin, the latest begin of lower ranks, ... depending on the kind).
    pub(crate) wait_for: u64,
    /// The initiating call.
    pub(crate) call: u32,
    /// The completing call (the call itself when blocking; [`NONE`] if never completed).
    pub(crate) cmpl: u32,
    pub(crate) comm: u32,
    /// Root (world rank) or `NO_RANK`.
    pub(crate) root: Rank,
    /// Matched instance, [`NONE`] if incomplete.
    pub(crate) instance: u32,
    /// The location responsible for `wait_for`.
    pub(crate) wait_for_loc: u32,
    pub(crate) kind: CollKind,
    /// Bit set of `COLL_*` flags.
    pub(crate) flags: u8,
}

// Calls, sends and receives are packed with one field stored relative to another of the same
// record, where the two are close: a call's exit as its duration, a send's completing call
// after its own call, a receive's post as the time before its receive. Their bases and widths
// per block are then a few bits instead of a time's range (docs/BENCHMARKS.md).
impl Pack for CallRec {
    const N: usize = 4;
    #[inline]
    fn pack(&self, o: &mut [u64; MAX_FIELDS]) {
        o[0] = self.enter;
        o[1] = self.exit.wrapping_sub(self.enter);
        o[2] = self.node.to_u64();
        o[3] = self.region.to_u64();
    }
    #[inline]
    fn unpack(v: &[u64; MAX_FIELDS]) -> Self {
        CallRec {
            enter: v[0],
            exit: v[0].wrapping_add(v[1]),
            node: Field::from_u64(v[2]),
            region: Field::from_u64(v[3]),
        }
    }
}

impl Pack for SendRec {
    const N: usize = 9;
    #[inline]
    fn pack(&self, o: &mut [u64; MAX_FIELDS]) {
        o[0] = self.time;
        o[1] = self.call.to_u64();
        o[2] = self.cmpl.wrapping_sub(self.call).to_u64();
        o[3] = self.comm.to_u64();
        o[4] = self.peer.to_u64();
        o[5] = self.tag.to_u64();
        o[6] = self.bytes.to_u64();
        o[7] = self.r_loc.to_u64();
        o[8] = self.r_idx.to_u64();
    }
    #[inline]
    fn unpack(v: &[u64; MAX_FIELDS]) -> Self {
        let call = u32::from_u64(v[1]);
        SendRec {
            time: v[0],
            call,
            cmpl: call.wrapping_add(u32::from_u64(v[2])),
            comm: Field::from_u64(v[3]),
            peer: Field::from_u64(v[4]),
            tag: Field::from_u64(v[5]),
            bytes: Field::from_u64(v[6]),
            r_loc: Field::from_u64(v[7]),
            r_idx: Field::from_u64(v[8]),
        }
    }
}

impl Pack for RecvRec {
    const N: usize = 9;
    #[inline]
    fn pack(&self, o: &mut [u64; MAX_FIELDS]) {
        o[0] = self.time;
        o[1] = self.time.wrapping_sub(self.post_enter);
        o[2] = self.order.to_u64();
        o[3] = self.call.to_u64();
        o[4] = self.comm.to_u64();
        o[5] = self.src.to_u64();
        o[6] = self.tag.to_u64();
        o[7] = self.s_loc.to_u64();
        o[8] = self.s_idx.to_u64();
    }
    #[inline]
    fn unpack(v: &[u64; MAX_FIELDS]) -> Self {
        RecvRec {
            time: v[0],
            post_enter: v[0].wrapping_sub(v[1]),
            order: Field::from_u64(v[2]),
            call: Field::from_u64(v[3]),
            comm: Field::from_u64(v[4]),
            src: Field::from_u64(v[5]),
            tag: Field::from_u64(v[6]),
            s_loc: Field::from_u64(v[7]),
            s_idx: Field::from_u64(v[8]),
        }
    }
}
packed_record!(CollRec {
    begin,
    end,
    wait_for,
    call,
    cmpl,
    comm,
    root,
    instance,
    wait_for_loc,
    kind,
    flags
});

packed_record!(BarrierRec {
    coll,
    activity,
    callsite
});

impl Field for CallsiteId {
    fn to_u64(self) -> u64 {
        self.0 as u64
    }
    fn from_u64(v: u64) -> Self {
        CallsiteId(v as u32)
    }
}

impl Field for CollKind {
    fn to_u64(self) -> u64 {
        self.code() as u64
    }
    fn from_u64(v: u64) -> Self {
        CollKind::from_code(v as u8)
    }
}

/// The collective sent bytes.
pub(crate) const COLL_SENT: u8 = 1;
/// The collective received bytes.
pub(crate) const COLL_RECEIVED: u8 = 2;
/// Non-blocking (MPI-3) collective.
pub(crate) const COLL_NONBLOCKING: u8 = 4;
/// Alltoallv/w (not analysed by Wait at N x N).
pub(crate) const COLL_VECTOR: u8 = 8;
/// The begin came from a CollectiveBegin event (the end from the Collective event).
pub(crate) const COLL_EXPLICIT_BEGIN: u8 = 16;
/// A group operation on an RMA window (creation, fence, release), not on a communicator.
pub(crate) const COLL_WINDOW: u8 = 32;

impl CollRec {
    #[inline]
    pub(crate) fn has(&self, flag: u8) -> bool {
        self.flags & flag != 0
    }
}

/// MPI_Init or MPI_Finalize.
#[derive(Clone, Copy, Debug, serde::Serialize, serde::Deserialize)]
pub(crate) struct SetupRec {
    pub(crate) call: u32,
    pub(crate) finalize: bool,
    /// Latest enter over all ranks and its location (filled in after matching).
    pub(crate) latest: u64,
    pub(crate) latest_loc: u32,
    /// Earliest leave over all ranks.
    pub(crate) earliest_end: u64,
    /// False if some rank lacks the call (then it is not analysed).
    pub(crate) complete: bool,
}

/// A barrier (blocking or not) with what happened on its location before it, for the
/// barrier-redundancy analysis.
#[derive(Clone, Copy, Debug, serde::Serialize, serde::Deserialize)]
pub(crate) struct BarrierRec {
    /// Index into `colls`.
    pub(crate) coll: u32,
    /// Communication and I/O operations of this location before the barrier (a running count:
    /// sends, receives, other collectives, one-sided transfers, locks, I/O).
    pub(crate) activity: u64,
    /// Call site of the barrier call.
    pub(crate) callsite: CallsiteId,
}

/// One-sided transfers of one call-tree node to one target.
#[derive(Clone, Copy, Debug, Default, serde::Serialize, serde::Deserialize)]
pub(crate) struct RmaRec {
    pub(crate) node: u32,
    pub(crate) target: Rank,
    pub(crate) count: u64,
    pub(crate) bytes: u64,
}

/// One one-sided transfer (put, get, accumulate, atomic) issued by this location.
#[derive(Clone, Copy, Debug, serde::Serialize, serde::Deserialize)]
pub(crate) struct RmaOpRec {
    /// Time of the transfer's start.
    pub(crate) time: u64,
    /// The call that issued it.
    pub(crate) call: u32,
    /// The window (communicator id).
    pub(crate) win: u32,
    /// Target (world rank).
    pub(crate) target: Rank,
    pub(crate) op: RmaOp,
    pub(crate) bytes: u64,
    /// Filled in by the one-sided matching: what the call waits for on another process, until
    /// when, and that process's location.
    pub(crate) wait: OpWait,
    pub(crate) wait_until: u64,
    pub(crate) wait_loc: u32,
    /// The symmetric remote address (PGAS transfers; 0: unknown).
    pub(crate) addr: u64,
    /// Into the global memory of a PGAS model (not an MPI window).
    pub(crate) pgas: bool,
    /// Filled in by the one-sided matching for blocking transfers into PGAS memory: the time
    /// of the call during which another origin's transfer into the same target was in
    /// progress (ticks), and the origin whose transfers overlapped it most.
    pub(crate) competing: u64,
    pub(crate) competing_loc: u32,
}

/// What a one-sided transfer's call waits for (see `replay::onesided`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub(crate) enum OpWait {
    /// Nothing.
    None,
    /// The target's post of the epoch (the start did not block).
    LatePost,
    /// The previous holder's release of the lock (lazily acquired locks).
    Lock,
    /// The target's next MPI call.
    Progress,
}

/// What a one-sided synchronization record is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub(crate) enum RmaSyncKind {
    /// A group operation on the window (`MPI_Win_create`/`fence`/`free`): `coll` is its index
    /// in `colls`.
    Create,
    Fence,
    Free,
    /// General active target synchronization.
    Gats(GatsRole),
    /// A lock request, acquisition or release.
    Lock(LockOp),
    /// Completion of the transfers to `target` (or all).
    Flush,
    /// A wait on the value of the PGAS variable at `addr` ended (condition reached).
    ValueReached,
}

impl RmaSyncKind {
    /// The synchronization ends an epoch of active target communication on its caller (a
    /// fence, the origin's complete, the target's wait): where pair-wise synchronizations
    /// are counted.
    pub(crate) fn closes_active_epoch(self) -> bool {
        matches!(
            self,
            RmaSyncKind::Fence
                | RmaSyncKind::Gats(GatsRole::Complete)
                | RmaSyncKind::Gats(GatsRole::Wait)
        )
    }
}

/// One synchronization of one-sided communication on this location.
#[derive(Clone, Copy, Debug, serde::Serialize, serde::Deserialize)]
pub(crate) struct RmaSyncRec {
    /// Time of the record's event.
    pub(crate) time: u64,
    /// The call it belongs to.
    pub(crate) call: u32,
    /// The window (communicator id).
    pub(crate) win: u32,
    pub(crate) kind: RmaSyncKind,
    /// Lock or flush target (world rank, `NO_RANK`: all).
    pub(crate) target: Rank,
    /// The group (communicator id) of a post/start/complete/wait, the collective's index in
    /// `colls` for window group operations, else [`NONE`].
    pub(crate) group: u32,
    pub(crate) exclusive: bool,
    /// Filled in by the one-sided matching (meaning by kind, see `replay::onesided`): the time
    /// this synchronization waits for and the location responsible (or [`NONE`]) ...
    pub(crate) partner_time: u64,
    pub(crate) partner_loc: u32,
    /// ... the last transfer into this location (or by it) that the epoch closed here had ...
    pub(crate) last_rma: u64,
    /// ... the partners it synchronizes with, and of those, the ones that transferred data.
    pub(crate) group_size: u32,
    pub(crate) partners: u32,
    /// When the target of a passive-target call first entered an MPI call, if it was outside
    /// one when the call started (`u64::MAX` otherwise), and its location.
    pub(crate) progress: u64,
    pub(crate) progress_loc: u32,
    /// The symmetric address of a PGAS lock or waited-on variable (0: none; MPI).
    pub(crate) addr: u64,
    /// On the global memory of a PGAS model (not an MPI window).
    pub(crate) pgas: bool,
}

/// Which message a [`DataUse`] is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub(crate) enum DataMsg {
    /// Index into [`LocData::sends`].
    Send(u32),
    /// Index into [`LocData::recvs`].
    Recv(u32),
    /// Index into [`LocData::rma_ops`].
    Rma(u32),
}

/// What a buffer address names, as far as the location's records tell.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub(crate) enum DataRef {
    /// A buffer the program named: index into `Defs::data_names`.
    Named(u32),
    /// A heap block: its allocation site, an index into `Defs::heap_sites`.
    Heap(u32),
    /// A static variable: index into `Defs::statics`.
    Static(u32),
    /// Memory ppw knows nothing of (the stack, a small or untracked heap block).
    Unknown,
}

/// The buffer of one message.
#[derive(Clone, Copy, Debug, serde::Serialize, serde::Deserialize)]
pub(crate) struct DataUse {
    pub(crate) msg: DataMsg,
    pub(crate) data: DataRef,
}

/// A block of PGAS memory allocated (`EventKind::Alloc`).
#[derive(Clone, Copy, Debug, serde::Serialize, serde::Deserialize)]
pub(crate) struct AllocRec {
    /// The memory (communicator id).
    pub(crate) win: u32,
    /// Symmetric address.
    pub(crate) addr: u64,
    /// Bytes (this process's part, or the whole of a block-cyclic object).
    pub(crate) bytes: u64,
    /// Block size of a block-cyclic object (0: none).
    pub(crate) block: u64,
    /// The allocating call.
    pub(crate) call: u32,
}

/// Everything the streaming pass keeps about one location.
#[derive(Debug, serde::Serialize, serde::Deserialize)]
pub(crate) struct LocData {
    pub(crate) rank: Rank,
    pub(crate) thread: u32,
    pub(crate) tree: CallTree,
    pub(crate) calls: Records<CallRec>,
    pub(crate) sends: Records<SendRec>,
    pub(crate) recvs: Records<RecvRec>,
    pub(crate) colls: Records<CollRec>,
    pub(crate) setup: Vec<SetupRec>,
    /// Barriers with the activity before them.
    pub(crate) barriers: Records<BarrierRec>,
    /// One-sided transfers per (node, target).
    pub(crate) rma: Vec<RmaRec>,
    /// Every one-sided transfer and synchronization, in call order.
    pub(crate) rma_ops: Vec<RmaOpRec>,
    pub(crate) rma_syncs: Vec<RmaSyncRec>,
    /// (enter, exit) of every outermost MPI call, in time order, kept when the trace has RMA
    /// windows (for Wait for Progress: when could a target's MPI library progress a request).
    pub(crate) mpi_calls: Vec<(u64, u64)>,
    /// Blocks of PGAS memory allocated (not freed ones), in call order.
    pub(crate) allocs: Vec<AllocRec>,
    /// The data structures of the messages whose buffer the trace records, in event order
    /// (docs/ANALYSIS.md, Data structures).
    pub(crate) data: Vec<DataUse>,
    /// Communication and I/O operations seen (see [`BarrierRec::activity`]).
    pub(crate) activity: u64,
    /// Outermost visits of the measurement system's own regions (buffer flushes, set-up) as
    /// (enter, exit), in time order: time the program would not have spent without ppw.
    pub(crate) measurement: Vec<(u64, u64)>,
    /// CPU samples seen (events, or nodes with CPU data in a stored profile).
    pub(crate) cpu_samples: u64,
    /// Events read.
    pub(crate) events: u64,
    /// First and last timestamp (`u64::MAX`, 0 when empty).
    pub(crate) first: u64,
    pub(crate) last: u64,
    /// Problems found while reading this location.
    pub(crate) warnings: Vec<String>,
    /// Facts about how this location was read that are not problems (folded call paths).
    pub(crate) notes: Vec<String>,
    /// False if the location could not be read at all.
    pub(crate) readable: bool,
}

impl LocData {
    /// Bytes of the records that [`LocData::spill`] can move off the heap.
    pub(crate) fn record_bytes(&self) -> u64 {
        self.calls.bytes()
            + self.sends.bytes()
            + self.recvs.bytes()
            + self.colls.bytes()
            + self.barriers.bytes()
    }

    /// After the location was read: pack the records' tails and give back the unused
    /// capacity every growing `Vec` has (up to half of it).
    pub(crate) fn shrink(&mut self) {
        self.calls.seal();
        self.sends.seal();
        self.recvs.seal();
        self.colls.seal();
        self.setup.shrink_to_fit();
        self.barriers.seal();
        self.rma.shrink_to_fit();
        self.rma_ops.shrink_to_fit();
        self.rma_syncs.shrink_to_fit();
        self.mpi_calls.shrink_to_fit();
        self.allocs.shrink_to_fit();
        self.measurement.shrink_to_fit();
        self.tree.nodes.shrink_to_fit();
    }

    /// Move the location's packed records into mapped temporary files in `dir`.
    /// Bytes of packed records on the heap (the rest is in mapped files).
    pub(crate) fn heap_record_bytes(&self) -> u64 {
        self.calls.heap_bytes()
            + self.sends.heap_bytes()
            + self.recvs.heap_bytes()
            + self.colls.heap_bytes()
            + self.barriers.heap_bytes()
    }

    pub(crate) fn spill(
        &mut self,
        arena: &std::sync::Arc<crate::replay::store::Arena>,
    ) -> std::io::Result<()> {
        self.calls.spill(arena)?;
        self.sends.spill(arena)?;
        self.recvs.spill(arena)?;
        self.colls.spill(arena)?;
        self.barriers.spill(arena)
    }

    /// See [`Records::compact`].
    pub(crate) fn compact(
        &mut self,
        arena: &std::sync::Arc<crate::replay::store::Arena>,
    ) -> std::io::Result<()> {
        self.calls.compact(arena)?;
        self.sends.compact(arena)?;
        self.recvs.compact(arena)?;
        self.colls.compact(arena)?;
        self.barriers.compact(arena)
    }

    /// Point-to-point messages and bytes sent per receiving rank of the run (sends to ranks
    /// outside it left out), in rank order.
    pub(crate) fn sent_per_peer(&self, nranks: u32) -> Vec<(u32, u64, u64)> {
        let mut m: BTreeMap<u32, (u64, u64)> = BTreeMap::new();
        for s in self.sends.iter().filter(|s| s.peer < nranks) {
            let e = m.entry(s.peer).or_default();
            e.0 += 1;
            e.1 += s.bytes as u64;
        }
        m.into_iter().map(|(p, (n, b))| (p, n, b)).collect()
    }

    /// The location without its records (calls, messages, collectives, barriers, one-sided
    /// records, buffers): what process 0 of a partitioned analysis receives when the owners
    /// answer for the records (stage 8).
    pub(crate) fn skeleton(&self) -> LocData {
        LocData {
            tree: self.tree.clone(),
            setup: self.setup.clone(),
            rma: self.rma.clone(),
            activity: self.activity,
            measurement: self.measurement.clone(),
            cpu_samples: self.cpu_samples,
            events: self.events,
            first: self.first,
            last: self.last,
            warnings: self.warnings.clone(),
            notes: self.notes.clone(),
            readable: self.readable,
            ..LocData::empty(self.rank, self.thread, 0)
        }
    }

    /// Keep only the call tree (what the cause pass of a process other than 0 reads once its
    /// locations' data went to process 0).
    pub(crate) fn strip(&mut self) {
        let tree = std::mem::replace(&mut self.tree, CallTree::new(0));
        *self = LocData::empty(self.rank, self.thread, 0);
        self.tree = tree;
    }

    pub(crate) fn empty(rank: Rank, thread: u32, max_depth: u32) -> LocData {
        LocData {
            rank,
            thread,
            tree: CallTree::new(max_depth),
            calls: Records::default(),
            sends: Records::default(),
            recvs: Records::default(),
            colls: Records::default(),
            setup: Vec::new(),
            barriers: Records::default(),
            rma: Vec::new(),
            rma_ops: Vec::new(),
            rma_syncs: Vec::new(),
            mpi_calls: Vec::new(),
            allocs: Vec::new(),
            data: Vec::new(),
            activity: 0,
            measurement: Vec::new(),
            cpu_samples: 0,
            events: 0,
            first: u64::MAX,
            last: 0,
            warnings: Vec::new(),
            notes: Vec::new(),
            readable: true,
        }
    }

    /// Time of `[a, b)` spent in the measurement system's own regions.
    pub(crate) fn measurement_in(&self, a: u64, b: u64) -> u64 {
        let first = self.measurement.partition_point(|&(_, e)| e <= a);
        self.measurement[first..]
            .iter()
            .take_while(|&&(s, _)| s < b)
            .map(|&(s, e)| e.min(b).saturating_sub(s.max(a)))
            .sum()
    }

    /// "rank R" or "rank R thread T".
    pub(crate) fn label(&self) -> String {
        if self.thread == 0 {
            format!("rank {}", self.rank)
        } else {
            format!("rank {} thread {}", self.rank, self.thread)
        }
    }
}
