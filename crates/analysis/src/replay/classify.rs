//! Region classification: what the analysis needs to know about each region, computed once per
//! trace from the generic operation types.
//!
//! Everything is decided by [`GenericOp`], [`OpGroup`] and [`CollKind`]. Names are looked at
//! only where Scalasca's semantics single out a specific MPI construct and the generic type
//! cannot tell: `MPI_Test*` (ignored by Late Sender), single versus multiple completion
//! (`MPI_Wait`/`MPI_Waitany` versus `MPI_Waitall`/`MPI_Waitsome`), buffered and ready sends
//! (never Late Receiver), and `MPI_Alltoallv`/`MPI_Alltoallw` (not analysed by Wait at N x N),
//! and the MPI-2 window calls (`MPI_Win_*`), which Scalasca classifies by name as one-sided
//! synchronization although their generic types (group sync, explicit communication sync,
//! lock) are shared with barriers and request completion.
//!
//! The other parallel models (OpenSHMEM, ARMCI, UPC) fall into the same categories by generic
//! type: their puts, gets and atomics are one-sided communication, their quiet / fence /
//! wait / lock calls one-sided synchronization, their barriers and collectives the group
//! categories, their symmetric allocation window management. The metric ids keep Scalasca's
//! MPI names (`mpi_sync`, `mpi_rma_comm`): they are the model-independent hierarchy.

use ppw_event::{CollKind, Defs, GenericOp, OpGroup, Paradigm, RegionDef};

/// Time category of a region's exclusive time (the coarse time metrics).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub(crate) enum Cat {
    /// User code and local operations (`computation`).
    Computation = 0,
    /// MPI calls that are neither communication nor synchronization (`mpi` itself).
    Mpi = 1,
    /// MPI point-to-point (`mpi_p2p`).
    P2p = 2,
    /// MPI collective communication (`mpi_collective`).
    Coll = 3,
    /// MPI barriers (`mpi_sync`).
    Sync = 4,
    /// Everything else: measurement overhead, I/O (`time`).
    Other = 5,
    /// MPI one-sided communication: put, get, accumulate, atomics (`mpi_rma_comm`).
    RmaComm = 6,
    /// MPI one-sided synchronization: fence, post/start/complete/wait, lock/unlock, flush
    /// (`mpi_rma_sync`).
    RmaSync = 7,
    /// MPI window creation and release (`mpi_win_mgmt`).
    WinMgmt = 8,
}

/// Number of [`Cat`] values.
pub(crate) const NCAT: usize = 9;

impl Cat {
    /// The MPI categories (the `mpi` metric and its children).
    pub(crate) const MPI: [Cat; 7] = [
        Cat::Mpi,
        Cat::P2p,
        Cat::Coll,
        Cat::Sync,
        Cat::RmaComm,
        Cat::RmaSync,
        Cat::WinMgmt,
    ];
}

/// How an MPI call takes part in point-to-point patterns.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Completion {
    /// Not a completion call.
    None,
    /// Completes one request (`MPI_Wait`, `MPI_Waitany`) or is a blocking call.
    Single,
    /// Completes several (`MPI_Waitall`, `MPI_Waitsome`).
    Multi,
    /// A test call (`MPI_Test*`): never waits.
    Test,
}

/// What the analysis knows about a region.
#[derive(Clone, Copy, Debug)]
pub(crate) struct RegionClass {
    /// Category of its exclusive time.
    pub(crate) cat: Cat,
    /// Completion behaviour.
    pub(crate) completion: Completion,
    /// A standard or synchronous blocking send: eligible for Late Receiver.
    pub(crate) lr_send: bool,
    /// Collective structure.
    pub(crate) coll: CollKind,
    /// Alltoallv/Alltoallw: excluded from Wait at N x N like Scalasca does.
    pub(crate) vector_alltoall: bool,
    /// MPI_Init / MPI_Init_thread.
    pub(crate) init: bool,
    /// MPI_Finalize.
    pub(crate) finalize: bool,
    /// A construct of a parallel programming model (MPI, OpenSHMEM, ARMCI, UPC): time in the
    /// parallel library, wherever the analyses say "in MPI" (named after the first model).
    pub(crate) mpi: bool,
    /// A POSIX / stdio I/O call.
    pub(crate) io: bool,
    /// Work of the measurement system itself (buffer flushes).
    pub(crate) measurement: bool,
    /// Generic operation type.
    pub(crate) op: GenericOp,
}

impl RegionClass {
    fn of(r: &RegionDef) -> RegionClass {
        let name = r.name.as_str();
        let model = r.paradigm == Paradigm::Mpi;
        let mpi = matches!(
            r.paradigm,
            Paradigm::Mpi | Paradigm::Shmem | Paradigm::Armci | Paradigm::Upc | Paradigm::Coarray
        );
        let window_call = model && name.starts_with("MPI_Win_");
        let cat = if window_call {
            match r.op {
                GenericOp::GlobalMemAlloc | GenericOp::GlobalMemFree => Cat::WinMgmt,
                GenericOp::GroupSync
                | GenericOp::ExplicitCommSync
                | GenericOp::LockAcquire
                | GenericOp::LockRelease => Cat::RmaSync,
                _ => Cat::Mpi,
            }
        } else if mpi {
            match r.op {
                GenericOp::Atomic
                | GenericOp::BlockingExplicitPut
                | GenericOp::BlockingExplicitGet
                | GenericOp::BlockingImplicitPut
                | GenericOp::BlockingImplicitGet
                | GenericOp::NonBlockingExplicitPut
                | GenericOp::NonBlockingExplicitGet => Cat::RmaComm,
                GenericOp::BlockingSend
                | GenericOp::BlockingRecv
                | GenericOp::NonBlockingSend
                | GenericOp::NonBlockingRecv => Cat::P2p,
                // MPI's request completion (MPI_Wait*) completes messages; the one-sided
                // models' (shmem_quiet, ARMCI_Wait) complete transfers.
                GenericOp::ExplicitCommSync if model => Cat::P2p,
                GenericOp::ExplicitCommSync
                | GenericOp::LockAcquire
                | GenericOp::LockRelease
                | GenericOp::WaitOnValue => Cat::RmaSync,
                GenericOp::GroupComm => Cat::Coll,
                GenericOp::GroupSync | GenericOp::PairwiseSync => Cat::Sync,
                GenericOp::GlobalMemAlloc | GenericOp::GlobalMemFree if !model => Cat::WinMgmt,
                _ => Cat::Mpi,
            }
        } else {
            match r.paradigm {
                Paradigm::Measurement | Paradigm::Io => Cat::Other,
                _ if r.op.group() == OpGroup::Local => Cat::Computation,
                _ => Cat::Other,
            }
        };
        let completion = if r.op == GenericOp::ExplicitCommSync {
            let lower = name.to_ascii_lowercase();
            if lower.contains("test") {
                Completion::Test
            } else if lower.ends_with("all") || lower.ends_with("some") {
                Completion::Multi
            } else {
                Completion::Single
            }
        } else if r.op == GenericOp::PairwiseSync {
            // Messages to and from several partners, like MPI_Waitall.
            Completion::Multi
        } else if r.op.is_blocking_transfer() {
            Completion::Single
        } else {
            Completion::None
        };
        let lower = name.to_ascii_lowercase();
        let lr_send =
            r.op == GenericOp::BlockingSend && !lower.contains("bsend") && !lower.contains("rsend");
        RegionClass {
            cat,
            completion,
            lr_send,
            coll: r.coll,
            vector_alltoall: lower.contains("alltoallv") || lower.contains("alltoallw"),
            init: r.op == GenericOp::Init && r.coll == CollKind::InitFinalize,
            finalize: r.op == GenericOp::Termination && r.coll == CollKind::InitFinalize,
            mpi,
            io: r.paradigm == Paradigm::Io || r.op == GenericOp::Io,
            measurement: r.paradigm == Paradigm::Measurement,
            op: r.op,
        }
    }
}

/// Classification of every region of a trace, indexed by region id.
pub(crate) fn classify(defs: &Defs) -> Vec<RegionClass> {
    defs.regions.iter().map(RegionClass::of).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mpi_constructs() {
        let c = |n: &str| RegionClass::of(&RegionDef::named(n));
        assert_eq!(c("MPI_Recv").cat, Cat::P2p);
        assert_eq!(c("MPI_Waitall").completion, Completion::Multi);
        assert_eq!(c("MPI_Waitany").completion, Completion::Single);
        assert_eq!(c("MPI_Testsome").completion, Completion::Test);
        assert!(c("MPI_Ssend").lr_send && c("MPI_Send").lr_send && !c("MPI_Bsend").lr_send);
        assert!(!c("MPI_Sendrecv").lr_send);
        assert_eq!(c("MPI_Barrier").cat, Cat::Sync);
        assert_eq!(c("MPI_Allreduce").cat, Cat::Coll);
        assert!(c("MPI_Alltoallv").vector_alltoall && !c("MPI_Alltoall").vector_alltoall);
        assert!(c("MPI_Init").init && c("MPI_Finalize").finalize);
        assert_eq!(c("MPI_Comm_rank").cat, Cat::Mpi);
        assert_eq!(c("solve").cat, Cat::Computation);
        assert_eq!(c("MPI_Put").cat, Cat::RmaComm);
        assert_eq!(c("MPI_Fetch_and_op").cat, Cat::RmaComm);
        assert_eq!(c("MPI_Win_fence").cat, Cat::RmaSync);
        assert_eq!(c("MPI_Win_lock").cat, Cat::RmaSync);
        assert_eq!(c("MPI_Win_flush").cat, Cat::RmaSync);
        assert_eq!(c("MPI_Win_create").cat, Cat::WinMgmt);
        assert_eq!(c("MPI_Win_free").cat, Cat::WinMgmt);
        assert_eq!(c("MPI_Win_set_name").cat, Cat::Mpi);
    }

    /// The other models' constructs fall into the same categories by generic type.
    #[test]
    fn shmem_and_armci_constructs() {
        let c = |n: &str| RegionClass::of(&RegionDef::named(n));
        assert!(c("shmem_long_put").mpi && c("ARMCI_Put").mpi);
        assert_eq!(c("shmem_long_put").cat, Cat::RmaComm);
        assert_eq!(c("shmem_double_g").cat, Cat::RmaComm);
        assert_eq!(c("shmem_int_atomic_fetch_add").cat, Cat::RmaComm);
        assert_eq!(c("shmem_quiet").cat, Cat::RmaSync);
        assert_eq!(c("shmem_set_lock").cat, Cat::RmaSync);
        assert_eq!(c("shmem_long_wait_until").cat, Cat::RmaSync);
        assert_eq!(c("ARMCI_Wait").cat, Cat::RmaSync);
        assert_eq!(c("shmem_barrier_all").cat, Cat::Sync);
        assert_eq!(c("shmem_long_sum_to_all").cat, Cat::Coll);
        assert_eq!(c("shmem_malloc").cat, Cat::WinMgmt);
        assert!(c("shmem_init").init && c("shmem_finalize").finalize);
    }
}
