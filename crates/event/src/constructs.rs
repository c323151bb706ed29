//! The mapping of every known construct to its generic operation type (thesis Table 4-2,
//! extended to MPI-2/3, OpenSHMEM 1.4, ARMCI and POSIX I/O).
//!
//! This table is the single place where programming-model names meet the generic model. The
//! measurement runtime's wrapper table refers to these rows by name (a test checks that every
//! wrapped function has a row), and trace readers (native, OTF2) classify regions through
//! [`lookup`].

use crate::op::{CollKind, GenericOp, Paradigm};

/// One row of the mapping table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Construct {
    /// The construct's name as the programming model spells it (`MPI_Send`, `shmem_putmem`).
    pub name: &'static str,
    /// Programming model.
    pub paradigm: Paradigm,
    /// Generic operation type.
    pub op: GenericOp,
    /// Communication structure for group operations.
    pub coll: CollKind,
    /// True for the non-blocking (split-phase) form of a group operation (MPI_Ibarrier, ...).
    pub nonblocking: bool,
}

const fn row(
    name: &'static str,
    paradigm: Paradigm,
    op: GenericOp,
    coll: CollKind,
    nonblocking: bool,
) -> Construct {
    Construct {
        name,
        paradigm,
        op,
        coll,
        nonblocking,
    }
}

use CollKind as C;
use GenericOp as G;
use Paradigm as P;

/// Shorthands to keep the table one row per line.
const fn mpi(name: &'static str, op: GenericOp) -> Construct {
    row(name, P::Mpi, op, C::None, false)
}
const fn mpi_coll(name: &'static str, op: GenericOp, coll: CollKind) -> Construct {
    row(name, P::Mpi, op, coll, false)
}
const fn mpi_icoll(name: &'static str, op: GenericOp, coll: CollKind) -> Construct {
    row(name, P::Mpi, op, coll, true)
}
const fn shmem(name: &'static str, op: GenericOp, coll: CollKind) -> Construct {
    row(name, P::Shmem, op, coll, false)
}
const fn upc(name: &'static str, op: GenericOp, coll: CollKind) -> Construct {
    row(name, P::Upc, op, coll, false)
}
const fn armci(name: &'static str, op: GenericOp, coll: CollKind) -> Construct {
    row(name, P::Armci, op, coll, false)
}
const fn caf(name: &'static str, op: GenericOp, coll: CollKind) -> Construct {
    row(name, P::Coarray, op, coll, false)
}
const fn io(name: &'static str) -> Construct {
    row(name, P::Io, G::Io, C::None, false)
}

/// The mapping table. Order is irrelevant; names are unique.
pub static CONSTRUCTS: &[Construct] = &[
    // ---- MPI: initialization, termination, environment --------------------------------------
    mpi_coll("MPI_Init", G::Init, C::InitFinalize),
    mpi_coll("MPI_Init_thread", G::Init, C::InitFinalize),
    mpi_coll("MPI_Finalize", G::Termination, C::InitFinalize),
    mpi("MPI_Abort", G::Termination),
    mpi("MPI_Comm_rank", G::EnvInquiry),
    mpi("MPI_Comm_size", G::EnvInquiry),
    mpi("MPI_Wtime", G::EnvInquiry),
    mpi("MPI_Get_processor_name", G::EnvInquiry),
    // ---- MPI: blocking point-to-point --------------------------------------------------------
    mpi("MPI_Send", G::BlockingSend),
    mpi("MPI_Bsend", G::BlockingSend),
    mpi("MPI_Ssend", G::BlockingSend),
    mpi("MPI_Rsend", G::BlockingSend),
    mpi("MPI_Recv", G::BlockingRecv),
    mpi("MPI_Mrecv", G::BlockingRecv),
    // Sendrecv both sends and receives; it is classified by its blocking receive, which is
    // where it can wait (Scalasca does the same).
    mpi("MPI_Sendrecv", G::BlockingRecv),
    mpi("MPI_Sendrecv_replace", G::BlockingRecv),
    mpi("MPI_Probe", G::Management),
    mpi("MPI_Iprobe", G::Management),
    mpi("MPI_Mprobe", G::Management),
    mpi("MPI_Improbe", G::Management),
    // ---- MPI: non-blocking point-to-point ----------------------------------------------------
    mpi("MPI_Isend", G::NonBlockingSend),
    mpi("MPI_Ibsend", G::NonBlockingSend),
    mpi("MPI_Issend", G::NonBlockingSend),
    mpi("MPI_Irsend", G::NonBlockingSend),
    mpi("MPI_Irecv", G::NonBlockingRecv),
    mpi("MPI_Imrecv", G::NonBlockingRecv),
    mpi("MPI_Send_init", G::Management),
    mpi("MPI_Bsend_init", G::Management),
    mpi("MPI_Ssend_init", G::Management),
    mpi("MPI_Rsend_init", G::Management),
    mpi("MPI_Recv_init", G::Management),
    // Start initiates the persistent operation: its generic type depends on the request; it is
    // classified as a non-blocking send, and the events it records say what it started.
    mpi("MPI_Start", G::NonBlockingSend),
    mpi("MPI_Startall", G::NonBlockingSend),
    mpi("MPI_Request_free", G::Management),
    mpi("MPI_Cancel", G::Management),
    // ---- MPI: completion (explicit communication synchronization) ---------------------------
    mpi("MPI_Wait", G::ExplicitCommSync),
    mpi("MPI_Waitall", G::ExplicitCommSync),
    mpi("MPI_Waitany", G::ExplicitCommSync),
    mpi("MPI_Waitsome", G::ExplicitCommSync),
    mpi("MPI_Test", G::ExplicitCommSync),
    mpi("MPI_Testall", G::ExplicitCommSync),
    mpi("MPI_Testany", G::ExplicitCommSync),
    mpi("MPI_Testsome", G::ExplicitCommSync),
    // ---- MPI: collectives --------------------------------------------------------------------
    mpi_coll("MPI_Barrier", G::GroupSync, C::Barrier),
    mpi_coll("MPI_Bcast", G::GroupComm, C::OneToAll),
    mpi_coll("MPI_Scatter", G::GroupComm, C::OneToAll),
    mpi_coll("MPI_Scatterv", G::GroupComm, C::OneToAll),
    mpi_coll("MPI_Gather", G::GroupComm, C::AllToOne),
    mpi_coll("MPI_Gatherv", G::GroupComm, C::AllToOne),
    mpi_coll("MPI_Reduce", G::GroupComm, C::AllToOne),
    mpi_coll("MPI_Allgather", G::GroupComm, C::AllToAll),
    mpi_coll("MPI_Allgatherv", G::GroupComm, C::AllToAll),
    mpi_coll("MPI_Allreduce", G::GroupComm, C::AllToAll),
    mpi_coll("MPI_Alltoall", G::GroupComm, C::AllToAll),
    mpi_coll("MPI_Alltoallv", G::GroupComm, C::AllToAll),
    mpi_coll("MPI_Alltoallw", G::GroupComm, C::AllToAll),
    mpi_coll("MPI_Reduce_scatter", G::GroupComm, C::AllToAll),
    mpi_coll("MPI_Reduce_scatter_block", G::GroupComm, C::AllToAll),
    mpi_coll("MPI_Scan", G::GroupComm, C::Scan),
    mpi_coll("MPI_Exscan", G::GroupComm, C::ExScan),
    mpi_icoll("MPI_Ibarrier", G::GroupSync, C::Barrier),
    mpi_icoll("MPI_Ibcast", G::GroupComm, C::OneToAll),
    mpi_icoll("MPI_Iscatter", G::GroupComm, C::OneToAll),
    mpi_icoll("MPI_Iscatterv", G::GroupComm, C::OneToAll),
    mpi_icoll("MPI_Igather", G::GroupComm, C::AllToOne),
    mpi_icoll("MPI_Igatherv", G::GroupComm, C::AllToOne),
    mpi_icoll("MPI_Ireduce", G::GroupComm, C::AllToOne),
    mpi_icoll("MPI_Iallgather", G::GroupComm, C::AllToAll),
    mpi_icoll("MPI_Iallgatherv", G::GroupComm, C::AllToAll),
    mpi_icoll("MPI_Iallreduce", G::GroupComm, C::AllToAll),
    mpi_icoll("MPI_Ialltoall", G::GroupComm, C::AllToAll),
    mpi_icoll("MPI_Ialltoallv", G::GroupComm, C::AllToAll),
    mpi_icoll("MPI_Ialltoallw", G::GroupComm, C::AllToAll),
    mpi_icoll("MPI_Ireduce_scatter", G::GroupComm, C::AllToAll),
    mpi_icoll("MPI_Ireduce_scatter_block", G::GroupComm, C::AllToAll),
    mpi_icoll("MPI_Iscan", G::GroupComm, C::Scan),
    mpi_icoll("MPI_Iexscan", G::GroupComm, C::ExScan),
    // ---- MPI: communicators and groups -------------------------------------------------------
    mpi_coll("MPI_Comm_dup", G::Management, C::Other),
    mpi_coll("MPI_Comm_split", G::Management, C::Other),
    mpi_coll("MPI_Comm_split_type", G::Management, C::Other),
    mpi_coll("MPI_Comm_create", G::Management, C::Other),
    mpi_coll("MPI_Comm_create_group", G::Management, C::Other),
    mpi_coll("MPI_Cart_create", G::Management, C::Other),
    mpi_coll("MPI_Cart_sub", G::Management, C::Other),
    mpi_coll("MPI_Graph_create", G::Management, C::Other),
    mpi_coll("MPI_Dist_graph_create", G::Management, C::Other),
    mpi_coll("MPI_Dist_graph_create_adjacent", G::Management, C::Other),
    mpi_coll("MPI_Intercomm_create", G::Management, C::Other),
    mpi_coll("MPI_Intercomm_merge", G::Management, C::Other),
    mpi("MPI_Comm_free", G::Management),
    mpi("MPI_Comm_set_name", G::Management),
    mpi("MPI_Comm_group", G::Management),
    mpi("MPI_Group_incl", G::Management),
    mpi("MPI_Group_excl", G::Management),
    mpi("MPI_Group_free", G::Management),
    mpi("MPI_Group_translate_ranks", G::EnvInquiry),
    mpi("MPI_Type_free", G::Management),
    // ---- MPI-2/3: one-sided communication ------------------------------------------------------
    mpi_coll("MPI_Win_create", G::GlobalMemAlloc, C::Other),
    mpi_coll("MPI_Win_allocate", G::GlobalMemAlloc, C::Other),
    mpi_coll("MPI_Win_allocate_shared", G::GlobalMemAlloc, C::Other),
    mpi_coll("MPI_Win_create_dynamic", G::GlobalMemAlloc, C::Other),
    mpi_coll("MPI_Win_free", G::GlobalMemFree, C::Other),
    mpi("MPI_Put", G::NonBlockingExplicitPut),
    mpi("MPI_Get", G::NonBlockingExplicitGet),
    mpi("MPI_Accumulate", G::NonBlockingExplicitPut),
    mpi("MPI_Get_accumulate", G::Atomic),
    mpi("MPI_Fetch_and_op", G::Atomic),
    mpi("MPI_Compare_and_swap", G::Atomic),
    mpi("MPI_Rput", G::NonBlockingExplicitPut),
    mpi("MPI_Rget", G::NonBlockingExplicitGet),
    mpi("MPI_Raccumulate", G::NonBlockingExplicitPut),
    mpi("MPI_Rget_accumulate", G::Atomic),
    mpi_coll("MPI_Win_fence", G::GroupSync, C::Barrier),
    mpi("MPI_Win_post", G::ExplicitCommSync),
    mpi("MPI_Win_start", G::ExplicitCommSync),
    mpi("MPI_Win_complete", G::ExplicitCommSync),
    mpi("MPI_Win_wait", G::ExplicitCommSync),
    mpi("MPI_Win_test", G::ExplicitCommSync),
    mpi("MPI_Win_lock", G::LockAcquire),
    mpi("MPI_Win_lock_all", G::LockAcquire),
    mpi("MPI_Win_unlock", G::LockRelease),
    mpi("MPI_Win_unlock_all", G::LockRelease),
    mpi("MPI_Win_flush", G::ExplicitCommSync),
    mpi("MPI_Win_flush_all", G::ExplicitCommSync),
    mpi("MPI_Win_flush_local", G::ExplicitCommSync),
    mpi("MPI_Win_sync", G::ExplicitCommSync),
    mpi("MPI_Win_flush_local_all", G::ExplicitCommSync),
    mpi("MPI_Win_attach", G::Management),
    mpi("MPI_Win_detach", G::Management),
    mpi("MPI_Win_set_name", G::Management),
    mpi("MPI_Win_get_name", G::EnvInquiry),
    mpi("MPI_Win_get_group", G::Management),
    mpi("MPI_Alloc_mem", G::Management),
    mpi("MPI_Free_mem", G::Management),
    // ---- MPI-2: dynamic processes ------------------------------------------------------------
    mpi_coll("MPI_Comm_spawn", G::Management, C::Other),
    mpi_coll("MPI_Comm_spawn_multiple", G::Management, C::Other),
    mpi("MPI_Comm_get_parent", G::EnvInquiry),
    mpi_coll("MPI_Comm_accept", G::Management, C::Other),
    mpi_coll("MPI_Comm_connect", G::Management, C::Other),
    mpi("MPI_Comm_disconnect", G::Management),
    mpi("MPI_Open_port", G::Management),
    mpi("MPI_Close_port", G::Management),
    // ---- MPI-IO (generic type I/O; the I/O analyses cover them) -------------------------------
    mpi_coll("MPI_File_open", G::Io, C::Other),
    mpi_coll("MPI_File_close", G::Io, C::Other),
    mpi_coll("MPI_File_set_view", G::Io, C::Other),
    mpi_coll("MPI_File_sync", G::Io, C::Other),
    mpi("MPI_File_seek", G::Io),
    mpi("MPI_File_read", G::Io),
    mpi("MPI_File_read_at", G::Io),
    mpi("MPI_File_write", G::Io),
    mpi("MPI_File_write_at", G::Io),
    mpi("MPI_File_iread", G::Io),
    mpi("MPI_File_iread_at", G::Io),
    mpi("MPI_File_iwrite", G::Io),
    mpi("MPI_File_iwrite_at", G::Io),
    mpi_coll("MPI_File_read_all", G::Io, C::Other),
    mpi_coll("MPI_File_read_at_all", G::Io, C::Other),
    mpi_coll("MPI_File_write_all", G::Io, C::Other),
    mpi_coll("MPI_File_write_at_all", G::Io, C::Other),
    mpi("MPI_File_read_shared", G::Io),
    mpi("MPI_File_write_shared", G::Io),
    mpi_coll("MPI_File_read_ordered", G::Io, C::Other),
    mpi_coll("MPI_File_write_ordered", G::Io, C::Other),
    // ---- OpenSHMEM -----------------------------------------------------------------------------
    // Typed families stand for every type (`shmem_T_put`: shmem_int_put, shmem_double_put,
    // ...) and sized ones for every size (`shmem_putN`: shmem_put8 ... shmem_put128, see
    // [`shmem_family`]).
    shmem("shmem_init", G::Init, C::InitFinalize),
    shmem("shmem_init_thread", G::Init, C::InitFinalize),
    shmem("start_pes", G::Init, C::InitFinalize),
    shmem("shmem_finalize", G::Termination, C::InitFinalize),
    shmem("shmem_global_exit", G::Termination, C::None),
    shmem("shmem_my_pe", G::EnvInquiry, C::None),
    shmem("shmem_n_pes", G::EnvInquiry, C::None),
    shmem("my_pe", G::EnvInquiry, C::None),
    shmem("num_pes", G::EnvInquiry, C::None),
    shmem("shmem_barrier_all", G::GroupSync, C::Barrier),
    shmem("shmem_barrier", G::GroupSync, C::Barrier),
    shmem("shmem_sync_all", G::GroupSync, C::Barrier),
    shmem("shmem_sync", G::GroupSync, C::Barrier),
    shmem("shmem_broadcast32", G::GroupComm, C::OneToAll),
    shmem("shmem_broadcast64", G::GroupComm, C::OneToAll),
    shmem("shmem_collect32", G::GroupComm, C::AllToAll),
    shmem("shmem_collect64", G::GroupComm, C::AllToAll),
    shmem("shmem_fcollect32", G::GroupComm, C::AllToAll),
    shmem("shmem_fcollect64", G::GroupComm, C::AllToAll),
    shmem("shmem_alltoall32", G::GroupComm, C::AllToAll),
    shmem("shmem_alltoall64", G::GroupComm, C::AllToAll),
    shmem("shmem_alltoalls32", G::GroupComm, C::AllToAll),
    shmem("shmem_alltoalls64", G::GroupComm, C::AllToAll),
    shmem("shmem_T_and_to_all", G::GroupComm, C::AllToAll),
    shmem("shmem_T_or_to_all", G::GroupComm, C::AllToAll),
    shmem("shmem_T_xor_to_all", G::GroupComm, C::AllToAll),
    shmem("shmem_T_max_to_all", G::GroupComm, C::AllToAll),
    shmem("shmem_T_min_to_all", G::GroupComm, C::AllToAll),
    shmem("shmem_T_sum_to_all", G::GroupComm, C::AllToAll),
    shmem("shmem_T_prod_to_all", G::GroupComm, C::AllToAll),
    shmem("shmem_malloc", G::GlobalMemAlloc, C::Other),
    shmem("shmem_calloc", G::GlobalMemAlloc, C::Other),
    shmem("shmem_realloc", G::GlobalMemAlloc, C::Other),
    shmem("shmem_align", G::GlobalMemAlloc, C::Other),
    shmem("shmem_free", G::GlobalMemFree, C::Other),
    shmem("shmalloc", G::GlobalMemAlloc, C::Other),
    shmem("shmemalign", G::GlobalMemAlloc, C::Other),
    shmem("shrealloc", G::GlobalMemAlloc, C::Other),
    shmem("shfree", G::GlobalMemFree, C::Other),
    shmem("shmem_putmem", G::BlockingExplicitPut, C::None),
    shmem("shmem_putN", G::BlockingExplicitPut, C::None),
    shmem("shmem_T_put", G::BlockingExplicitPut, C::None),
    shmem("shmem_iputN", G::BlockingExplicitPut, C::None),
    shmem("shmem_T_iput", G::BlockingExplicitPut, C::None),
    shmem("shmem_T_p", G::BlockingImplicitPut, C::None),
    shmem("shmem_getmem", G::BlockingExplicitGet, C::None),
    shmem("shmem_getN", G::BlockingExplicitGet, C::None),
    shmem("shmem_T_get", G::BlockingExplicitGet, C::None),
    shmem("shmem_igetN", G::BlockingExplicitGet, C::None),
    shmem("shmem_T_iget", G::BlockingExplicitGet, C::None),
    shmem("shmem_T_g", G::BlockingImplicitGet, C::None),
    shmem("shmem_putmem_nbi", G::NonBlockingExplicitPut, C::None),
    shmem("shmem_putN_nbi", G::NonBlockingExplicitPut, C::None),
    shmem("shmem_T_put_nbi", G::NonBlockingExplicitPut, C::None),
    shmem("shmem_getmem_nbi", G::NonBlockingExplicitGet, C::None),
    shmem("shmem_getN_nbi", G::NonBlockingExplicitGet, C::None),
    shmem("shmem_T_get_nbi", G::NonBlockingExplicitGet, C::None),
    shmem("shmem_fence", G::ExplicitCommSync, C::None),
    shmem("shmem_quiet", G::ExplicitCommSync, C::None),
    shmem("shmem_T_atomic_fetch_add", G::Atomic, C::None),
    shmem("shmem_T_atomic_fetch_inc", G::Atomic, C::None),
    shmem("shmem_T_atomic_add", G::Atomic, C::None),
    shmem("shmem_T_atomic_inc", G::Atomic, C::None),
    shmem("shmem_T_atomic_compare_swap", G::Atomic, C::None),
    shmem("shmem_T_atomic_fetch", G::Atomic, C::None),
    shmem("shmem_T_atomic_set", G::Atomic, C::None),
    shmem("shmem_T_atomic_swap", G::Atomic, C::None),
    shmem("shmem_T_atomic_fetch_and", G::Atomic, C::None),
    shmem("shmem_T_atomic_fetch_or", G::Atomic, C::None),
    shmem("shmem_T_atomic_fetch_xor", G::Atomic, C::None),
    shmem("shmem_T_atomic_and", G::Atomic, C::None),
    shmem("shmem_T_atomic_or", G::Atomic, C::None),
    shmem("shmem_T_atomic_xor", G::Atomic, C::None),
    shmem("shmem_T_fadd", G::Atomic, C::None),
    shmem("shmem_T_finc", G::Atomic, C::None),
    shmem("shmem_T_add", G::Atomic, C::None),
    shmem("shmem_T_inc", G::Atomic, C::None),
    shmem("shmem_T_cswap", G::Atomic, C::None),
    shmem("shmem_T_fetch", G::Atomic, C::None),
    shmem("shmem_T_set", G::Atomic, C::None),
    shmem("shmem_T_swap", G::Atomic, C::None),
    shmem("shmem_set_lock", G::LockAcquire, C::None),
    shmem("shmem_test_lock", G::LockAcquire, C::None),
    shmem("shmem_clear_lock", G::LockRelease, C::None),
    shmem("shmem_wait", G::WaitOnValue, C::None),
    shmem("shmem_wait_until", G::WaitOnValue, C::None),
    shmem("shmem_T_wait", G::WaitOnValue, C::None),
    shmem("shmem_T_wait_until", G::WaitOnValue, C::None),
    shmem("shmem_T_test", G::WaitOnValue, C::None),
    // ---- UPC (through GASP) ----------------------------------------------------------------------
    upc("upc_global_exit", G::Termination, C::None),
    // The final implicit barrier of every thread (GASP's collective exit).
    upc("upc_collective_exit", G::Termination, C::InitFinalize),
    // Shared-variable cache events of a runtime with a software cache (markers).
    upc("upc_cache_hit", G::Management, C::None),
    upc("upc_cache_miss", G::Management, C::None),
    upc("upc_cache_invalidate", G::Management, C::None),
    upc("MYTHREAD", G::EnvInquiry, C::None),
    upc("THREADS", G::EnvInquiry, C::None),
    upc("upc_threadof", G::EnvInquiry, C::None),
    // The split-phase barrier: upc_notify starts it (like MPI_Ibarrier), upc_wait completes it.
    row("upc_notify", P::Upc, G::GroupSync, C::Barrier, true),
    upc("upc_wait", G::GroupSync, C::Barrier),
    upc("upc_barrier", G::GroupSync, C::Barrier),
    upc("upc_all_broadcast", G::GroupComm, C::OneToAll),
    upc("upc_all_scatter", G::GroupComm, C::OneToAll),
    upc("upc_all_gather", G::GroupComm, C::AllToOne),
    upc("upc_all_gather_all", G::GroupComm, C::AllToAll),
    upc("upc_all_exchange", G::GroupComm, C::AllToAll),
    upc("upc_all_reduce", G::GroupComm, C::AllToOne),
    upc("upc_all_prefix_reduce", G::GroupComm, C::Scan),
    upc("upc_all_permute", G::GroupComm, C::AllToAll),
    upc("upc_all_alloc", G::GlobalMemAlloc, C::Other),
    upc("upc_global_alloc", G::GlobalMemAlloc, C::None),
    upc("upc_alloc", G::GlobalMemAlloc, C::None),
    upc("upc_free", G::GlobalMemFree, C::None),
    upc("upc_all_lock_alloc", G::GlobalMemAlloc, C::Other),
    upc("upc_global_lock_alloc", G::GlobalMemAlloc, C::None),
    upc("upc_lock_free", G::GlobalMemFree, C::None),
    upc("upc_put", G::BlockingImplicitPut, C::None),
    upc("upc_get", G::BlockingImplicitGet, C::None),
    upc("upc_memput", G::BlockingExplicitPut, C::None),
    upc("upc_memset", G::BlockingExplicitPut, C::None),
    upc("upc_memcpy", G::BlockingExplicitPut, C::None),
    upc("upc_memget", G::BlockingExplicitGet, C::None),
    upc("upc_memput_nb", G::NonBlockingExplicitPut, C::None),
    upc("upc_memget_nb", G::NonBlockingExplicitGet, C::None),
    upc("upc_memcpy_nb", G::NonBlockingExplicitPut, C::None),
    // Direct shared accesses a runtime implements with non-blocking transfers (GASP's NB
    // events); there is no non-blocking implicit type, the explicit one is the closest.
    upc("upc_put_nb", G::NonBlockingExplicitPut, C::None),
    upc("upc_get_nb", G::NonBlockingExplicitGet, C::None),
    upc("upc_trysync", G::ExplicitCommSync, C::None),
    upc("upc_fence", G::ExplicitCommSync, C::None),
    upc("upc_sync", G::ExplicitCommSync, C::None),
    upc("upc_lock", G::LockAcquire, C::None),
    upc("upc_lock_attempt", G::LockAcquire, C::None),
    upc("upc_unlock", G::LockRelease, C::None),
    upc("upc_forall", G::WorkSharing, C::None),
    // ---- ARMCI -----------------------------------------------------------------------------------
    armci("ARMCI_Init", G::Init, C::InitFinalize),
    armci("ARMCI_Init_args", G::Init, C::InitFinalize),
    armci("ARMCI_Finalize", G::Termination, C::InitFinalize),
    armci("ARMCI_Malloc", G::GlobalMemAlloc, C::Other),
    armci("ARMCI_Free", G::GlobalMemFree, C::Other),
    armci("ARMCI_Put", G::BlockingExplicitPut, C::None),
    armci("ARMCI_PutS", G::BlockingExplicitPut, C::None),
    armci("ARMCI_PutV", G::BlockingExplicitPut, C::None),
    armci("ARMCI_Acc", G::BlockingExplicitPut, C::None),
    armci("ARMCI_AccS", G::BlockingExplicitPut, C::None),
    armci("ARMCI_Get", G::BlockingExplicitGet, C::None),
    armci("ARMCI_GetS", G::BlockingExplicitGet, C::None),
    armci("ARMCI_GetV", G::BlockingExplicitGet, C::None),
    armci("ARMCI_NbPut", G::NonBlockingExplicitPut, C::None),
    armci("ARMCI_NbPutS", G::NonBlockingExplicitPut, C::None),
    armci("ARMCI_NbAcc", G::NonBlockingExplicitPut, C::None),
    armci("ARMCI_NbGet", G::NonBlockingExplicitGet, C::None),
    armci("ARMCI_NbGetS", G::NonBlockingExplicitGet, C::None),
    armci("ARMCI_Rmw", G::Atomic, C::None),
    armci("ARMCI_Wait", G::ExplicitCommSync, C::None),
    armci("ARMCI_WaitAll", G::ExplicitCommSync, C::None),
    armci("ARMCI_WaitProc", G::ExplicitCommSync, C::None),
    armci("ARMCI_Fence", G::ExplicitCommSync, C::None),
    armci("ARMCI_AllFence", G::ExplicitCommSync, C::None),
    armci("ARMCI_Barrier", G::GroupSync, C::Barrier),
    armci("ARMCI_Lock", G::LockAcquire, C::None),
    armci("ARMCI_Unlock", G::LockRelease, C::None),
    armci("ARMCI_Init_thread", G::Init, C::InitFinalize),
    armci("ARMCI_Init_thread_comm", G::Init, C::InitFinalize),
    armci("ARMCI_Malloc_local", G::Management, C::None),
    armci("ARMCI_Free_local", G::Management, C::None),
    armci("ARMCI_Access_begin", G::Management, C::None),
    armci("ARMCI_Access_end", G::Management, C::None),
    armci("ARMCI_AccV", G::BlockingExplicitPut, C::None),
    armci("ARMCI_Put_flag", G::BlockingExplicitPut, C::None),
    armci("ARMCI_PutS_flag", G::BlockingExplicitPut, C::None),
    armci("ARMCI_PutValueInt", G::BlockingExplicitPut, C::None),
    armci("ARMCI_PutValueLong", G::BlockingExplicitPut, C::None),
    armci("ARMCI_PutValueFloat", G::BlockingExplicitPut, C::None),
    armci("ARMCI_PutValueDouble", G::BlockingExplicitPut, C::None),
    armci("ARMCI_GetValueInt", G::BlockingExplicitGet, C::None),
    armci("ARMCI_GetValueLong", G::BlockingExplicitGet, C::None),
    armci("ARMCI_GetValueFloat", G::BlockingExplicitGet, C::None),
    armci("ARMCI_GetValueDouble", G::BlockingExplicitGet, C::None),
    armci("ARMCI_NbAccS", G::NonBlockingExplicitPut, C::None),
    armci("ARMCI_NbPutV", G::NonBlockingExplicitPut, C::None),
    armci("ARMCI_NbAccV", G::NonBlockingExplicitPut, C::None),
    armci("ARMCI_NbGetV", G::NonBlockingExplicitGet, C::None),
    armci("ARMCI_NbPutValueInt", G::NonBlockingExplicitPut, C::None),
    armci("ARMCI_NbPutValueLong", G::NonBlockingExplicitPut, C::None),
    armci("ARMCI_NbPutValueFloat", G::NonBlockingExplicitPut, C::None),
    armci("ARMCI_NbPutValueDouble", G::NonBlockingExplicitPut, C::None),
    armci("ARMCI_Test", G::ExplicitCommSync, C::None),
    armci("ARMCI_Create_mutexes", G::Management, C::None),
    armci("ARMCI_Destroy_mutexes", G::Management, C::None),
    armci("armci_notify", G::ExplicitCommSync, C::None),
    armci("armci_notify_wait", G::WaitOnValue, C::None),
    // ---- Fortran coarrays (gfortran's _gfortran_caf_* ABI): regions are named after the
    // statements the program wrote (docs/MODEL.md, "Coarray Fortran").
    caf("coarray init", G::Init, C::InitFinalize),
    caf("coarray finalize", G::Termination, C::InitFinalize),
    caf("stop", G::Termination, C::None),
    caf("error stop", G::Termination, C::None),
    caf("fail image", G::Termination, C::None),
    caf("this_image", G::EnvInquiry, C::None),
    caf("num_images", G::EnvInquiry, C::None),
    caf("image_status", G::EnvInquiry, C::None),
    caf("failed_images", G::EnvInquiry, C::None),
    caf("stopped_images", G::EnvInquiry, C::None),
    caf("team_number", G::EnvInquiry, C::None),
    caf("get_communicator", G::EnvInquiry, C::None),
    caf("is_present", G::EnvInquiry, C::None),
    caf("is_contiguous", G::EnvInquiry, C::None),
    caf("event query", G::EnvInquiry, C::None),
    caf("random_init", G::Management, C::None),
    caf("allocate coarray", G::GlobalMemAlloc, C::Other),
    caf("deallocate coarray", G::GlobalMemFree, C::Other),
    caf("sync all", G::GroupSync, C::Barrier),
    caf("sync team", G::GroupSync, C::Barrier),
    caf("sync images", G::PairwiseSync, C::None),
    caf("sync memory", G::ExplicitCommSync, C::None),
    caf("form team", G::Management, C::Other),
    caf("change team", G::Management, C::Other),
    caf("end team", G::Management, C::Other),
    caf("co_sum", G::GroupComm, C::AllToAll),
    caf("co_min", G::GroupComm, C::AllToAll),
    caf("co_max", G::GroupComm, C::AllToAll),
    caf("co_reduce", G::GroupComm, C::AllToAll),
    caf("co_broadcast", G::GroupComm, C::OneToAll),
    caf("coarray put", G::BlockingExplicitPut, C::None),
    caf("coarray get", G::BlockingExplicitGet, C::None),
    caf("coarray copy", G::BlockingExplicitPut, C::None),
    caf("atomic_define", G::Atomic, C::None),
    caf("atomic_ref", G::Atomic, C::None),
    caf("atomic_cas", G::Atomic, C::None),
    caf("atomic_add", G::Atomic, C::None),
    caf("atomic_and", G::Atomic, C::None),
    caf("atomic_or", G::Atomic, C::None),
    caf("atomic_xor", G::Atomic, C::None),
    caf("atomic_fetch_add", G::Atomic, C::None),
    caf("atomic_fetch_and", G::Atomic, C::None),
    caf("atomic_fetch_or", G::Atomic, C::None),
    caf("atomic_fetch_xor", G::Atomic, C::None),
    caf("event post", G::Atomic, C::None),
    caf("event wait", G::WaitOnValue, C::None),
    caf("lock", G::LockAcquire, C::None),
    caf("unlock", G::LockRelease, C::None),
    caf("critical", G::LockAcquire, C::None),
    caf("end critical", G::LockRelease, C::None),
    // ---- POSIX and stdio I/O -----------------------------------------------------------------
    io("open"),
    io("open64"),
    io("openat"),
    io("creat"),
    io("close"),
    io("read"),
    io("write"),
    io("pread"),
    io("pwrite"),
    io("pread64"),
    io("pwrite64"),
    io("readv"),
    io("writev"),
    io("fsync"),
    io("fdatasync"),
    io("fopen"),
    io("fopen64"),
    io("fclose"),
    io("fread"),
    io("fwrite"),
    io("fflush"),
    // ---- ppw itself ----------------------------------------------------------------------------
    row("PPW_FLUSH", P::Measurement, G::Measurement, C::None, false),
    row("PPW_SETUP", P::Measurement, G::Measurement, C::None, false),
];

/// Find the row for a construct name: an exact match, else the row of its OpenSHMEM family
/// ([`shmem_family`]).
pub fn lookup(name: &str) -> Option<&'static Construct> {
    CONSTRUCTS.iter().find(|c| c.name == name).or_else(|| {
        let family = shmem_family(name)?;
        CONSTRUCTS.iter().find(|c| c.name == family)
    })
}

/// The type tokens of OpenSHMEM's typed function families.
const SHMEM_TYPES: &[&str] = &[
    "char",
    "short",
    "int",
    "long",
    "longlong",
    "longdouble",
    "float",
    "double",
    "schar",
    "uchar",
    "ushort",
    "uint",
    "ulong",
    "ulonglong",
    "int8",
    "int16",
    "int32",
    "int64",
    "uint8",
    "uint16",
    "uint32",
    "uint64",
    "size",
    "ptrdiff",
    "complexf",
    "complexd",
];

/// The family row name of a typed or sized OpenSHMEM function: `shmem_longlong_put` →
/// `shmem_T_put`, `shmem_put64_nbi` → `shmem_putN_nbi` (None for other names).
pub fn shmem_family(name: &str) -> Option<String> {
    let rest = name.strip_prefix("shmem_")?;
    if let Some((ty, op)) = rest.split_once('_') {
        if SHMEM_TYPES.contains(&ty) {
            return Some(format!("shmem_T_{op}"));
        }
    }
    let (base, suffix) = match rest.strip_suffix("_nbi") {
        Some(b) => (b, "_nbi"),
        None => (rest, ""),
    };
    let op = base.trim_end_matches(|c: char| c.is_ascii_digit());
    let bits = &base[op.len()..];
    (matches!(op, "put" | "get" | "iput" | "iget")
        && matches!(bits, "8" | "16" | "32" | "64" | "128"))
    .then(|| format!("shmem_{op}N{suffix}"))
}

/// Classify a region name the way a trace reader does: the table row if there is one; else
/// `MPI_*` names are MPI management operations, `shmem_*` SHMEM ones, and anything else a user
/// region.
pub fn classify(name: &str) -> (Paradigm, GenericOp, CollKind) {
    if let Some(c) = lookup(name) {
        return (c.paradigm, c.op, c.coll);
    }
    if name.starts_with("MPI_") {
        (Paradigm::Mpi, GenericOp::Management, CollKind::None)
    } else if name.starts_with("shmem_") {
        (Paradigm::Shmem, GenericOp::Management, CollKind::None)
    } else if name.starts_with("ARMCI_") {
        (Paradigm::Armci, GenericOp::Management, CollKind::None)
    } else {
        (Paradigm::User, GenericOp::UserRegion, CollKind::None)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_unique() {
        let mut names: Vec<&str> = CONSTRUCTS.iter().map(|c| c.name).collect();
        names.sort_unstable();
        let before = names.len();
        names.dedup();
        assert_eq!(before, names.len());
    }

    #[test]
    fn every_generic_type_with_constructs_in_table_4_2_is_covered() {
        // Table 4-1 types that Table 4-2 maps for at least one model must have a row.
        for op in GenericOp::ALL {
            if matches!(
                op,
                GenericOp::NonBlockingExplicitGet | GenericOp::NonBlockingExplicitPut
            ) || op.group() != crate::OpGroup::Local
                || op == GenericOp::WorkSharing
                || op == GenericOp::EnvInquiry
            {
                assert!(
                    CONSTRUCTS.iter().any(|c| c.op == op),
                    "no construct for {op:?}"
                );
            }
        }
    }

    #[test]
    fn shmem_typed_and_sized_names_classify_through_their_family() {
        assert_eq!(
            shmem_family("shmem_longlong_put").as_deref(),
            Some("shmem_T_put")
        );
        assert_eq!(
            shmem_family("shmem_put64_nbi").as_deref(),
            Some("shmem_putN_nbi")
        );
        assert_eq!(
            shmem_family("shmem_iget128").as_deref(),
            Some("shmem_igetN")
        );
        assert_eq!(shmem_family("shmem_putmem"), None);
        assert_eq!(shmem_family("shmem_broadcast32"), None);
        assert_eq!(shmem_family("MPI_Send"), None);
        assert_eq!(
            lookup("shmem_double_g").map(|c| c.op),
            Some(GenericOp::BlockingImplicitGet)
        );
        assert_eq!(
            lookup("shmem_uint64_atomic_fetch_xor").map(|c| c.op),
            Some(GenericOp::Atomic)
        );
        assert_eq!(
            lookup("shmem_complexd_sum_to_all").map(|c| c.coll),
            Some(CollKind::AllToAll)
        );
        assert_eq!(
            lookup("shmem_putmem").map(|c| c.op),
            Some(GenericOp::BlockingExplicitPut)
        );
        assert_eq!(lookup("shmem_int_bogus"), None);
    }

    #[test]
    fn classification_of_unknown_names() {
        assert_eq!(classify("MPI_Send").1, GenericOp::BlockingSend);
        assert_eq!(classify("MPI_Foo").1, GenericOp::Management);
        assert_eq!(classify("compute").1, GenericOp::UserRegion);
        assert_eq!(classify("MPI_Allreduce").2, CollKind::AllToAll);
    }
}
