//! PPW's generic operation types (thesis Table 4-1) and the theoretical events of each group.
//!
//! Every construct of every programming model maps onto one [`GenericOp`]; analyses look at the
//! generic type (and, for collectives, the [`CollKind`]) and never at the construct's name.

/// The programming model (or other origin) a region belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Paradigm {
    /// Message Passing Interface.
    Mpi,
    /// OpenSHMEM.
    Shmem,
    /// Unified Parallel C (through GASP).
    Upc,
    /// Aggregate Remote Memory Copy Interface.
    Armci,
    /// A user region from the `ppw.h` API.
    User,
    /// A function instrumented by the compiler (`-finstrument-functions`).
    Compiler,
    /// POSIX / stdio I/O.
    Io,
    /// Work done by the measurement system itself (buffer flushes).
    Measurement,
    /// Anything else (e.g. an OTF2 region with an unknown paradigm).
    Other,
    /// Fortran coarrays (gfortran's coarray library ABI, `_gfortran_caf_*`). Listed last so
    /// that the codes of the paradigms above stay stable.
    Coarray,
}

impl Paradigm {
    /// Stable lower-case name used in file formats and JSON.
    pub fn name(self) -> &'static str {
        match self {
            Paradigm::Mpi => "mpi",
            Paradigm::Shmem => "shmem",
            Paradigm::Upc => "upc",
            Paradigm::Armci => "armci",
            Paradigm::User => "user",
            Paradigm::Compiler => "compiler",
            Paradigm::Io => "io",
            Paradigm::Measurement => "measurement",
            Paradigm::Other => "other",
            Paradigm::Coarray => "coarray",
        }
    }

    /// Inverse of [`Paradigm::name`].
    pub fn from_name(s: &str) -> Option<Paradigm> {
        Some(match s {
            "mpi" => Paradigm::Mpi,
            "shmem" => Paradigm::Shmem,
            "upc" => Paradigm::Upc,
            "armci" => Paradigm::Armci,
            "user" => Paradigm::User,
            "compiler" => Paradigm::Compiler,
            "io" => Paradigm::Io,
            "measurement" => Paradigm::Measurement,
            "other" => Paradigm::Other,
            "coarray" => Paradigm::Coarray,
            _ => return None,
        })
    }

    /// All paradigms, in code order.
    pub const ALL: [Paradigm; 10] = [
        Paradigm::Mpi,
        Paradigm::Shmem,
        Paradigm::Upc,
        Paradigm::Armci,
        Paradigm::User,
        Paradigm::Compiler,
        Paradigm::Io,
        Paradigm::Measurement,
        Paradigm::Other,
        Paradigm::Coarray,
    ];

    /// Stable numeric code used in binary formats.
    pub fn code(self) -> u8 {
        Paradigm::ALL.iter().position(|p| *p == self).unwrap_or(8) as u8
    }

    /// Inverse of [`Paradigm::code`].
    pub fn from_code(c: u8) -> Paradigm {
        Paradigm::ALL
            .get(c as usize)
            .copied()
            .unwrap_or(Paradigm::Other)
    }
}

/// PPW's generic operation types: thesis Table 4-1, plus three extensions marked below.
///
/// Rows of Table 4-1 that share a set of events form a [`OpGroup`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum GenericOp {
    /// Group synchronization (barrier, notify/wait, fence over a group).
    GroupSync,
    /// Group communication (broadcast, reduce, all-to-all, ...).
    GroupComm,
    /// Initialization (MPI_Init, shmem_init, ARMCI_Init).
    Init,
    /// Termination (MPI_Finalize, shmem_finalize, upc_global_exit).
    Termination,
    /// Collective global-memory allocation (shmem_malloc, upc_all_alloc, MPI_Win_create).
    GlobalMemAlloc,
    /// Atomic read/write/read-modify-write on remote memory.
    Atomic,
    /// Blocking implicit put (assignment to a shared variable).
    BlockingImplicitPut,
    /// Blocking implicit get (read of a shared variable).
    BlockingImplicitGet,
    /// Blocking explicit put (upc_memput, ARMCI_Put, shmem_putmem).
    BlockingExplicitPut,
    /// Blocking explicit get (upc_memget, ARMCI_Get, shmem_getmem).
    BlockingExplicitGet,
    /// Non-blocking explicit put (shmem_put_nbi, ARMCI_NbPut, MPI_Put).
    NonBlockingExplicitPut,
    /// Non-blocking explicit get (shmem_get_nbi, ARMCI_NbGet, MPI_Get).
    NonBlockingExplicitGet,
    /// Explicit communication synchronization (fence, quiet, MPI_Wait*, ARMCI_Wait).
    ExplicitCommSync,
    /// Blocking send (MPI_Send, MPI_Ssend, ...).
    BlockingSend,
    /// Blocking receive (MPI_Recv, ...).
    BlockingRecv,
    /// Non-blocking send (MPI_Isend, ...).
    NonBlockingSend,
    /// Non-blocking receive (MPI_Irecv, ...).
    NonBlockingRecv,
    /// Lock acquisition (upc_lock, shmem_set_lock, MPI_Win_lock, ARMCI_Lock).
    LockAcquire,
    /// Lock release.
    LockRelease,
    /// Wait-on-value change (shmem_wait_until, ARMCI_Notify_wait).
    WaitOnValue,
    /// User-defined function or region.
    UserRegion,
    /// Work-sharing (upc_forall).
    WorkSharing,
    /// Environment inquiry (MPI_Comm_rank, shmem_my_pe, MYTHREAD).
    EnvInquiry,
    /// Extension: management of model objects that is neither communication nor inquiry
    /// (communicator/group/datatype creation and release, request release, probing).
    Management,
    /// Extension: file and stream I/O.
    Io,
    /// Extension: time spent by the measurement system itself (buffer flushes).
    Measurement,
    /// Extension: collective release of global memory (MPI_Win_free, shmem_free, ARMCI_Free,
    /// upc_all_free). Listed last so that the codes of the types above stay stable.
    GlobalMemFree,
    /// Extension: pairwise synchronization with a list of partners (Fortran's `sync images`):
    /// each side signals every partner and waits for every partner's signal, recorded as a
    /// zero-byte message each way. Two-sided; listed last for stable codes.
    PairwiseSync,
}

/// Groups of generic operation types with the same set of theoretical events (Table 4-1 rows).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OpGroup {
    /// Group sync/comm, init/termination, global memory allocation (Fig. 4-4).
    Group,
    /// One-sided transfers, atomics and explicit synchronization (Fig. 4-5).
    OneSided,
    /// Two-sided send and receive (Fig. 4-6).
    TwoSided,
    /// Locks and wait-on-value (Fig. 4-7a).
    Condition,
    /// Locally executed operations (Fig. 4-7b).
    Local,
}

/// The theoretical events of Table 4-1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TheoreticalEvent {
    /// Start of the operation (for group operations: Notification_Begin).
    Enter,
    /// End of the operation (for group operations: Wait_End).
    Exit,
    /// Group ops: the calling PE has sent its ready signals.
    NotificationEnd,
    /// Split-phase group ops and non-blocking two-sided ops: start of the wait phase.
    WaitBegin,
    /// Group ops: the ready signals of all other PEs have arrived.
    TransfersReceived,
    /// One-sided ops: the data transfer starts.
    TransferBegin,
    /// One-sided ops: the data transfer is complete (visible at the target).
    TransferComplete,
    /// One-sided ops: start of the synchronization enforcing completion.
    SynchronizationBegin,
    /// One-sided ops: end of that synchronization.
    SynchronizationEnd,
    /// Two-sided ops: the matching operation on the peer was entered.
    MatchingEnter,
    /// Two-sided ops: the ready signal of the matching PE arrived.
    SignalReceived,
    /// Two-sided ops: end of the wait phase (exit of the completing call).
    WaitEnd,
    /// Locks/wait-on-value: the lock became free or the value satisfied the condition.
    ConditionFulfilled,
}

/// How ppw obtains a theoretical event (the thesis' "actual event set").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Availability {
    /// Recorded directly by the measurement (a timestamped record).
    Recorded,
    /// Derived post mortem from other ranks' records (e.g. by message matching).
    Derived,
    /// Estimated from other events (the thesis' "a short time after ...").
    Estimated,
    /// Not obtainable through the library interposition ppw uses.
    Unavailable,
}

impl GenericOp {
    /// Every generic operation type, in table order.
    pub const ALL: [GenericOp; 28] = [
        GenericOp::GroupSync,
        GenericOp::GroupComm,
        GenericOp::Init,
        GenericOp::Termination,
        GenericOp::GlobalMemAlloc,
        GenericOp::Atomic,
        GenericOp::BlockingImplicitPut,
        GenericOp::BlockingImplicitGet,
        GenericOp::BlockingExplicitPut,
        GenericOp::BlockingExplicitGet,
        GenericOp::NonBlockingExplicitPut,
        GenericOp::NonBlockingExplicitGet,
        GenericOp::ExplicitCommSync,
        GenericOp::BlockingSend,
        GenericOp::BlockingRecv,
        GenericOp::NonBlockingSend,
        GenericOp::NonBlockingRecv,
        GenericOp::LockAcquire,
        GenericOp::LockRelease,
        GenericOp::WaitOnValue,
        GenericOp::UserRegion,
        GenericOp::WorkSharing,
        GenericOp::EnvInquiry,
        GenericOp::Management,
        GenericOp::Io,
        GenericOp::Measurement,
        GenericOp::GlobalMemFree,
        GenericOp::PairwiseSync,
    ];

    /// Stable snake_case name used in formats and JSON.
    pub fn name(self) -> &'static str {
        match self {
            GenericOp::GroupSync => "group_sync",
            GenericOp::GroupComm => "group_comm",
            GenericOp::Init => "init",
            GenericOp::Termination => "termination",
            GenericOp::GlobalMemAlloc => "global_mem_alloc",
            GenericOp::Atomic => "atomic",
            GenericOp::BlockingImplicitPut => "blocking_implicit_put",
            GenericOp::BlockingImplicitGet => "blocking_implicit_get",
            GenericOp::BlockingExplicitPut => "blocking_explicit_put",
            GenericOp::BlockingExplicitGet => "blocking_explicit_get",
            GenericOp::NonBlockingExplicitPut => "nonblocking_explicit_put",
            GenericOp::NonBlockingExplicitGet => "nonblocking_explicit_get",
            GenericOp::ExplicitCommSync => "explicit_comm_sync",
            GenericOp::BlockingSend => "blocking_send",
            GenericOp::BlockingRecv => "blocking_recv",
            GenericOp::NonBlockingSend => "nonblocking_send",
            GenericOp::NonBlockingRecv => "nonblocking_recv",
            GenericOp::LockAcquire => "lock_acquire",
            GenericOp::LockRelease => "lock_release",
            GenericOp::WaitOnValue => "wait_on_value",
            GenericOp::UserRegion => "user_region",
            GenericOp::WorkSharing => "work_sharing",
            GenericOp::EnvInquiry => "env_inquiry",
            GenericOp::Management => "management",
            GenericOp::Io => "io",
            GenericOp::Measurement => "measurement",
            GenericOp::GlobalMemFree => "global_mem_free",
            GenericOp::PairwiseSync => "pairwise_sync",
        }
    }

    /// Inverse of [`GenericOp::name`].
    pub fn from_name(s: &str) -> Option<GenericOp> {
        GenericOp::ALL.iter().copied().find(|op| op.name() == s)
    }

    /// Stable numeric code used in binary formats (position in [`GenericOp::ALL`]).
    pub fn code(self) -> u8 {
        GenericOp::ALL.iter().position(|o| *o == self).unwrap_or(0) as u8
    }

    /// Inverse of [`GenericOp::code`]; unknown codes become [`GenericOp::UserRegion`].
    pub fn from_code(c: u8) -> GenericOp {
        GenericOp::ALL
            .get(c as usize)
            .copied()
            .unwrap_or(GenericOp::UserRegion)
    }

    /// The Table 4-1 group this type belongs to.
    pub fn group(self) -> OpGroup {
        use GenericOp::*;
        match self {
            GroupSync | GroupComm | Init | Termination | GlobalMemAlloc | GlobalMemFree => {
                OpGroup::Group
            }
            Atomic
            | BlockingImplicitPut
            | BlockingImplicitGet
            | BlockingExplicitPut
            | BlockingExplicitGet
            | NonBlockingExplicitPut
            | NonBlockingExplicitGet
            | ExplicitCommSync => OpGroup::OneSided,
            BlockingSend | BlockingRecv | NonBlockingSend | NonBlockingRecv | PairwiseSync => {
                OpGroup::TwoSided
            }
            LockAcquire | LockRelease | WaitOnValue => OpGroup::Condition,
            UserRegion | WorkSharing | EnvInquiry | Management | Io | Measurement => OpGroup::Local,
        }
    }

    /// True for operations whose time counts as communication or synchronization of a parallel
    /// programming model (everything except local operations).
    pub fn is_parallel(self) -> bool {
        !matches!(self.group(), OpGroup::Local)
    }

    /// True for blocking point-to-point or one-sided operations that may wait for a peer.
    pub fn is_blocking_transfer(self) -> bool {
        use GenericOp::*;
        matches!(
            self,
            BlockingSend
                | BlockingRecv
                | PairwiseSync
                | BlockingExplicitGet
                | BlockingExplicitPut
                | BlockingImplicitGet
                | BlockingImplicitPut
                | Atomic
        )
    }
}

impl OpGroup {
    /// The theoretical events of the group, in the order of Table 4-1.
    pub fn events(self) -> &'static [TheoreticalEvent] {
        use TheoreticalEvent::*;
        match self {
            OpGroup::Group => &[Enter, NotificationEnd, WaitBegin, TransfersReceived, Exit],
            OpGroup::OneSided => &[
                Enter,
                Exit,
                TransferBegin,
                TransferComplete,
                SynchronizationBegin,
                SynchronizationEnd,
            ],
            OpGroup::TwoSided => &[
                Enter,
                Exit,
                MatchingEnter,
                SignalReceived,
                WaitBegin,
                WaitEnd,
            ],
            OpGroup::Condition => &[Enter, ConditionFulfilled, Exit],
            OpGroup::Local => &[Enter, Exit],
        }
    }

    /// How ppw obtains each theoretical event of this group when it interposes on a library
    /// (the "actual event set" of thesis §4.1.4). Documented in docs/MODEL.md.
    pub fn availability(self, ev: TheoreticalEvent) -> Availability {
        use Availability::*;
        use TheoreticalEvent::*;
        match (self, ev) {
            (_, Enter) | (_, Exit) => Recorded,
            // Single-phase group operations: notification end ~ enter, transfers received ~
            // latest enter over the group (derived by collective matching).
            (OpGroup::Group, NotificationEnd) => Estimated,
            (OpGroup::Group, WaitBegin) => Estimated,
            (OpGroup::Group, TransfersReceived) => Derived,
            // One-sided: start recorded in the initiating call, completion at the completing
            // call (seed 003 §3); NIC-level completion is not observable.
            (OpGroup::OneSided, TransferBegin) => Recorded,
            (OpGroup::OneSided, TransferComplete) => Estimated,
            (OpGroup::OneSided, SynchronizationBegin) => Recorded,
            (OpGroup::OneSided, SynchronizationEnd) => Recorded,
            // Two-sided: matching enter comes from message matching; the wait phase is the
            // completing MPI_Wait*/Test* call; the arrival signal is internal to MPI.
            (OpGroup::TwoSided, MatchingEnter) => Derived,
            (OpGroup::TwoSided, WaitBegin) => Recorded,
            (OpGroup::TwoSided, WaitEnd) => Recorded,
            (OpGroup::TwoSided, SignalReceived) => Unavailable,
            // Locks/wait-on-value: estimated from the last release / remote update.
            (OpGroup::Condition, ConditionFulfilled) => Estimated,
            _ => Unavailable,
        }
    }
}

/// Communication structure of a group operation, used by collective wait-state patterns.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum CollKind {
    /// Not a collective.
    None,
    /// Pure synchronization (barrier).
    Barrier,
    /// One root sends to all (broadcast, scatter).
    OneToAll,
    /// All send to one root (reduce, gather).
    AllToOne,
    /// All to all (allreduce, allgather, alltoall, reduce_scatter).
    AllToAll,
    /// Prefix reduction (scan).
    Scan,
    /// Exclusive prefix reduction (exscan).
    ExScan,
    /// Initialization / finalization of the model.
    InitFinalize,
    /// Collective object management (communicator creation, window creation, ...).
    Other,
}

impl CollKind {
    /// Stable snake_case name.
    pub fn name(self) -> &'static str {
        match self {
            CollKind::None => "none",
            CollKind::Barrier => "barrier",
            CollKind::OneToAll => "one_to_all",
            CollKind::AllToOne => "all_to_one",
            CollKind::AllToAll => "all_to_all",
            CollKind::Scan => "scan",
            CollKind::ExScan => "exscan",
            CollKind::InitFinalize => "init_finalize",
            CollKind::Other => "other",
        }
    }

    /// All kinds in code order.
    pub const ALL: [CollKind; 9] = [
        CollKind::None,
        CollKind::Barrier,
        CollKind::OneToAll,
        CollKind::AllToOne,
        CollKind::AllToAll,
        CollKind::Scan,
        CollKind::ExScan,
        CollKind::InitFinalize,
        CollKind::Other,
    ];

    /// Stable numeric code.
    pub fn code(self) -> u8 {
        CollKind::ALL.iter().position(|k| *k == self).unwrap_or(0) as u8
    }

    /// Inverse of [`CollKind::code`].
    pub fn from_code(c: u8) -> CollKind {
        CollKind::ALL
            .get(c as usize)
            .copied()
            .unwrap_or(CollKind::None)
    }
}
