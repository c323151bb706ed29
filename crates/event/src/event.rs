//! The neutral, fixed-size event record every trace reader produces.

use crate::ids::{CallsiteId, CommId, Rank, RegionId, RequestId};

/// One event of one location, with its timestamp in nanoseconds since the experiment's epoch
/// (clock offsets already applied by the reader).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Event {
    /// Nanoseconds since the experiment epoch, clock-corrected.
    pub time: u64,
    /// What happened.
    pub kind: EventKind,
}

/// What an event records.
///
/// `Enter`/`Exit` delimit every operation (Table 4-1's Enter and Exit). The other kinds are
/// attribute events that belong to the innermost open region; their timestamp tells when inside
/// that region they happened (a send at the enter time, a receive at the exit time).
///
/// All ranks are world ranks (readers translate communicator-local ranks).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum EventKind {
    /// A region (function, MPI call, user region) was entered.
    Enter {
        /// The region.
        region: RegionId,
        /// Where it was called from ([`CallsiteId::NONE`] when unknown).
        callsite: CallsiteId,
    },
    /// The innermost open region was left.
    Exit {
        /// The region (equal to the matching `Enter`'s).
        region: RegionId,
    },
    /// Two-sided send started (Transfer_Begin). Blocking sends have no request.
    Send {
        /// Communicator.
        comm: CommId,
        /// Receiver (world rank).
        peer: Rank,
        /// Message tag.
        tag: i32,
        /// Message size in bytes.
        bytes: u64,
        /// Request of a non-blocking send.
        request: RequestId,
    },
    /// A non-blocking receive was posted (MPI_Irecv). Source and tag may be wildcards and are
    /// then `NO_RANK` / [`ANY_TAG`]; the completing [`EventKind::Recv`] has the actual values.
    RecvPost {
        /// Communicator.
        comm: CommId,
        /// Expected source (world rank) or `NO_RANK` for a wildcard.
        peer: Rank,
        /// Expected tag or [`ANY_TAG`].
        tag: i32,
        /// The request linking to the completion.
        request: RequestId,
    },
    /// A message was received (blocking receive, or completion of a non-blocking one).
    Recv {
        /// Communicator.
        comm: CommId,
        /// Sender (world rank), resolved from the status for wildcard receives.
        peer: Rank,
        /// Message tag.
        tag: i32,
        /// Message size in bytes.
        bytes: u64,
        /// Request of a non-blocking receive.
        request: RequestId,
    },
    /// A non-blocking operation other than a receive completed (send, collective, RMA).
    RequestComplete {
        /// The completed request.
        request: RequestId,
    },
    /// A pending request was cancelled or freed before completing.
    RequestCancelled {
        /// The request.
        request: RequestId,
    },
    /// Start of the collective part of a collective call (OTF2's MpiCollectiveBegin). Native
    /// traces do not write it: their collective begins at the region's enter.
    CollectiveBegin,
    /// A collective operation (blocking: at its end; non-blocking: at its initiation, with a
    /// request whose completion follows later).
    Collective {
        /// Communicator.
        comm: CommId,
        /// Root (world rank) or `NO_RANK`.
        root: Rank,
        /// Bytes this rank sent.
        sent: u64,
        /// Bytes this rank received.
        received: u64,
        /// Request of a non-blocking collective.
        request: RequestId,
    },
    /// A one-sided transfer started (put, get, accumulate, atomic: Transfer_Begin).
    Rma {
        /// Which kind of transfer.
        op: RmaOp,
        /// Window / team communicator.
        comm: CommId,
        /// Target (world rank).
        target: Rank,
        /// Bytes transferred.
        bytes: u64,
        /// Handle linking to the completion ([`RequestId::NONE`] if blocking).
        request: RequestId,
    },
    /// A lock was requested, acquired or released. MPI window locks use the window's
    /// [`CommId`] as `lock` and the locked target rank (`NO_RANK` for `MPI_Win_lock_all`);
    /// SHMEM/UPC/ARMCI locks use the lock's address or number and `NO_RANK`.
    Lock {
        /// Request (the call started asking), acquisition, or release.
        op: LockOp,
        /// Lock identifier.
        lock: u64,
        /// Rank owning the lock (`NO_RANK` if not applicable).
        target: Rank,
        /// An exclusive lock (shared locks may be held by several processes at once).
        exclusive: bool,
    },
    /// One side of general active target synchronization over a group (MPI's
    /// post/start/complete/wait): the exposure epoch of `win` opened to the origins in
    /// `group` (post), closed (wait, or a test that succeeded), or the access epoch to the
    /// targets in `group` opened (start) or closed (complete).
    RmaGroupSync {
        /// Which side and step.
        role: GatsRole,
        /// The window.
        win: CommId,
        /// The group of partners (a [`CommKind::Group`](crate::CommKind::Group) definition).
        group: CommId,
    },
    /// The one-sided transfers issued so far to `target` (`NO_RANK`: to every target) in
    /// `win` are complete (MPI_Win_flush*, the transfers of a closing unlock, shmem_quiet,
    /// ARMCI_Fence).
    RmaFlush {
        /// The window (or team).
        win: CommId,
        /// Target (world rank) or `NO_RANK` for all.
        target: Rank,
    },
    /// The remote address of the preceding [`EventKind::Rma`] of the location, as a
    /// symmetric address (see [`sym_addr`](crate::sym_addr)): where a PGAS put or get lands.
    RmaAddress {
        /// Symmetric address.
        addr: u64,
    },
    /// A synchronization of a PGAS model on a symmetric address of `win` (a
    /// [`CommKind::Memory`](crate::CommKind::Memory)): a lock step on the lock variable at
    /// `addr` (`shmem_set_lock`, `upc_lock`, ARMCI mutexes), or a wait on the value at `addr`
    /// that was satisfied (`shmem_wait_until` returned, `shmem_test` succeeded).
    AddrSync {
        /// What happened.
        what: AddrSync,
        /// The memory the address is in.
        win: CommId,
        /// Symmetric address.
        addr: u64,
    },
    /// A block of a PGAS model's global memory `win` was allocated (`shmem_malloc`,
    /// `ARMCI_Malloc`, `upc_all_alloc`: a collective allocation) or freed (`freed`), at
    /// symmetric address `addr`.
    Alloc {
        /// The memory.
        win: CommId,
        /// Symmetric address of the block.
        addr: u64,
        /// Its size in bytes (0 for a free): with `block` 0 this process's part (OpenSHMEM,
        /// ARMCI: every process holds its own `bytes` at `addr`), else the whole object.
        bytes: u64,
        /// A release, not an allocation.
        freed: bool,
        /// A block-cyclic object (`upc_all_alloc`): its blocks of `block` bytes are dealt
        /// to the processes in turn, starting with rank 0, and each process keeps its
        /// blocks one after the other from `addr`. 0: not block-cyclic.
        block: u64,
    },
    /// I/O transferred bytes (attribute of an I/O region).
    Io {
        /// Bytes read or written.
        bytes: u64,
        /// File descriptor (or -1).
        fd: i32,
    },
    /// A user marker (phase boundary) without duration.
    Marker {
        /// The marker's region (its name is the marker text).
        region: RegionId,
    },
    /// CPU time consumed so far by this location's thread (getrusage), sampled at the enter and
    /// exit of selected regions: the difference of two samples is the CPU time of what ran
    /// between them.
    CpuSample {
        /// Cumulative user CPU time in ns.
        user_ns: u64,
        /// Cumulative system CPU time in ns.
        system_ns: u64,
    },
    /// A performance counter's value so far on this location's thread, read where the CPU
    /// time is read (`PPW_METRICS`): the difference of two readings is the count of what ran
    /// between them.
    Counter {
        /// Index into [`crate::Defs::counters`].
        metric: u32,
        /// Cumulative value.
        value: u64,
    },
    /// The local buffer of the preceding [`EventKind::Send`], [`EventKind::RecvPost`] (a
    /// non-blocking receive: its completion's data goes there), blocking
    /// [`EventKind::Recv`] or [`EventKind::Rma`] (the origin's buffer of a put or get):
    /// data-structure attribution (docs/ANALYSIS.md, Data structures). An address inside a
    /// loaded object is stored as its [`sym_addr`] (so that it names a static variable on any
    /// rank); heap and stack addresses as they were.
    Buffer {
        /// The address.
        addr: u64,
    },
    /// A heap block of the program was allocated (`bytes` > 0) at `addr` by allocation site
    /// `site` (an index into [`crate::Defs::heap_sites`]), or the block at `addr` was freed
    /// (`bytes` = 0).
    Heap {
        /// Address of the block.
        addr: u64,
        /// Its size, 0 for a free.
        bytes: u64,
        /// The allocating call's site ([`HEAP_SITE_NONE`] for a free).
        site: u32,
    },
}

/// [`EventKind::Heap`]'s site of a free.
pub const HEAP_SITE_NONE: u32 = u32::MAX;

/// The wildcard tag.
pub const ANY_TAG: i32 = i32::MIN;

/// Kinds of one-sided operations.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum RmaOp {
    /// Put.
    Put,
    /// Get.
    Get,
    /// Atomic read-modify-write that returns data (fetch-and-op, compare-and-swap,
    /// get-accumulate).
    Atomic,
    /// Accumulate into remote memory (MPI_Accumulate; a put for Scalasca's patterns).
    Accumulate,
}

impl RmaOp {
    /// Lower-case name.
    pub fn name(self) -> &'static str {
        match self {
            RmaOp::Put => "put",
            RmaOp::Get => "get",
            RmaOp::Atomic => "atomic",
            RmaOp::Accumulate => "accumulate",
        }
    }

    /// True for transfers that write the target's memory (put, accumulate).
    pub fn writes(self) -> bool {
        matches!(self, RmaOp::Put | RmaOp::Accumulate)
    }
}

/// What a [`EventKind::Lock`] event records.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum LockOp {
    /// The process started asking for the lock (the lock call's enter).
    Request,
    /// The lock was granted.
    Acquire,
    /// The lock was released.
    Release,
}

/// What an [`EventKind::AddrSync`] records.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AddrSync {
    /// A step of an exclusive lock on the lock variable.
    Lock(LockOp),
    /// The wait for the variable's value ended: the condition holds (Condition_Fulfilled is
    /// before this: the last write into the variable).
    ValueReached,
}

/// The symmetric address of `addr` given the object that holds it: an address inside a
/// loaded object (static symmetric data, at different addresses in each process of a
/// position-independent executable) becomes `1 << 63 | (hash of the object's file name, 15
/// bits) << 48 | file offset`; any other address (a symmetric heap, mapped at the same virtual
/// address in every process) stays as it is. Equal on every process for the same variable.
pub fn sym_addr(addr: u64, object: Option<(u64, &str)>) -> u64 {
    match object {
        Some((bias, path)) => {
            let name = path.rsplit('/').next().unwrap_or(path);
            // FNV-1a: stable across builds and processes.
            let mut h: u64 = 0xcbf2_9ce4_8422_2325;
            for b in name.bytes() {
                h = (h ^ b as u64).wrapping_mul(0x100_0000_01b3);
            }
            1 << 63 | (h & 0x7FFF) << 48 | (addr.wrapping_sub(bias) & 0xFFFF_FFFF_FFFF)
        }
        None => addr,
    }
}

/// The step of general active target synchronization an [`EventKind::RmaGroupSync`] records.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum GatsRole {
    /// Target: exposure epoch opened (MPI_Win_post).
    Post,
    /// Origin: access epoch opened (MPI_Win_start).
    Start,
    /// Origin: access epoch closed (MPI_Win_complete).
    Complete,
    /// Target: exposure epoch closed (MPI_Win_wait, or an MPI_Win_test that succeeded).
    Wait,
}

impl GatsRole {
    /// Lower-case name.
    pub fn name(self) -> &'static str {
        match self {
            GatsRole::Post => "post",
            GatsRole::Start => "start",
            GatsRole::Complete => "complete",
            GatsRole::Wait => "wait",
        }
    }
}

impl EventKind {
    /// Short lower-case name for text output.
    pub fn name(&self) -> &'static str {
        match self {
            EventKind::Enter { .. } => "enter",
            EventKind::Exit { .. } => "exit",
            EventKind::Send { .. } => "send",
            EventKind::RecvPost { .. } => "recv_post",
            EventKind::Recv { .. } => "recv",
            EventKind::RequestComplete { .. } => "request_complete",
            EventKind::RequestCancelled { .. } => "request_cancelled",
            EventKind::CollectiveBegin => "collective_begin",
            EventKind::Collective { .. } => "collective",
            EventKind::Rma { .. } => "rma",
            EventKind::Lock { .. } => "lock",
            EventKind::RmaGroupSync { .. } => "rma_group_sync",
            EventKind::RmaFlush { .. } => "rma_flush",
            EventKind::RmaAddress { .. } => "rma_address",
            EventKind::AddrSync { .. } => "addr_sync",
            EventKind::Alloc { .. } => "alloc",
            EventKind::Io { .. } => "io",
            EventKind::Marker { .. } => "marker",
            EventKind::CpuSample { .. } => "cpu_sample",
            EventKind::Counter { .. } => "counter",
            EventKind::Buffer { .. } => "buffer",
            EventKind::Heap { .. } => "heap",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn events_stay_small() {
        // Events are streamed, not stored, but keep them register-friendly.
        assert!(
            std::mem::size_of::<Event>() <= 48,
            "{}",
            std::mem::size_of::<Event>()
        );
    }
}
