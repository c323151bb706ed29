//! Numeric identifiers of the OTF2 format (record types and enumerations), as defined by the
//! OTF2 3.x documentation.

// ---- buffer-level markers -------------------------------------------------------------------
pub(crate) const END_OF_CHUNK: u8 = 0;
pub(crate) const END_OF_BUFFER: u8 = 1;
pub(crate) const END_OF_FILE: u8 = 2;
pub(crate) const CHUNK_HEADER: u8 = 3;
pub(crate) const TIMESTAMP: u8 = 5;
pub(crate) const ATTRIBUTE_LIST: u8 = 6;

/// Size of a chunk header of a chunked file: marker, endianness, first and last event number.
pub(crate) const CHUNK_HEADER_SIZE: usize = 18;
/// Smallest and largest chunk sizes OTF2 allows.
pub(crate) const CHUNK_SIZE_MIN: u64 = 256 * 1024;
pub(crate) const CHUNK_SIZE_MAX: u64 = 16 * 1024 * 1024;

// ---- event records --------------------------------------------------------------------------
pub(crate) mod ev {
    pub(crate) const BUFFER_FLUSH: u8 = 10;
    pub(crate) const MEASUREMENT_ON_OFF: u8 = 11;
    pub(crate) const ENTER: u8 = 12;
    pub(crate) const LEAVE: u8 = 13;
    pub(crate) const MPI_SEND: u8 = 14;
    pub(crate) const MPI_ISEND: u8 = 15;
    pub(crate) const MPI_ISEND_COMPLETE: u8 = 16;
    pub(crate) const MPI_IRECV_REQUEST: u8 = 17;
    pub(crate) const MPI_RECV: u8 = 18;
    pub(crate) const MPI_IRECV: u8 = 19;
    pub(crate) const MPI_REQUEST_TEST: u8 = 20;
    pub(crate) const MPI_REQUEST_CANCELLED: u8 = 21;
    pub(crate) const MPI_COLLECTIVE_BEGIN: u8 = 22;
    pub(crate) const MPI_COLLECTIVE_END: u8 = 23;
    pub(crate) const OMP_FORK: u8 = 24;
    pub(crate) const OMP_TASK_CREATE: u8 = 28;
    pub(crate) const OMP_TASK_SWITCH: u8 = 29;
    pub(crate) const OMP_TASK_COMPLETE: u8 = 30;
    pub(crate) const METRIC: u8 = 31;
    pub(crate) const PARAMETER_STRING: u8 = 32;
    pub(crate) const PARAMETER_INT: u8 = 33;
    pub(crate) const PARAMETER_UNSIGNED_INT: u8 = 34;
    pub(crate) const RMA_WIN_CREATE: u8 = 35;
    pub(crate) const RMA_WIN_DESTROY: u8 = 36;
    pub(crate) const RMA_COLLECTIVE_BEGIN: u8 = 37;
    pub(crate) const RMA_COLLECTIVE_END: u8 = 38;
    pub(crate) const RMA_GROUP_SYNC: u8 = 39;
    pub(crate) const RMA_REQUEST_LOCK: u8 = 40;
    pub(crate) const RMA_ACQUIRE_LOCK: u8 = 41;
    pub(crate) const RMA_TRY_LOCK: u8 = 42;
    pub(crate) const RMA_RELEASE_LOCK: u8 = 43;
    pub(crate) const RMA_SYNC: u8 = 44;
    pub(crate) const RMA_WAIT_CHANGE: u8 = 45;
    pub(crate) const RMA_PUT: u8 = 46;
    pub(crate) const RMA_GET: u8 = 47;
    pub(crate) const RMA_ATOMIC: u8 = 48;
    pub(crate) const RMA_OP_COMPLETE_BLOCKING: u8 = 49;
    pub(crate) const RMA_OP_COMPLETE_NON_BLOCKING: u8 = 50;
    pub(crate) const RMA_OP_TEST: u8 = 51;
    pub(crate) const RMA_OP_COMPLETE_REMOTE: u8 = 52;
    pub(crate) const THREAD_FORK: u8 = 53;
    pub(crate) const THREAD_JOIN: u8 = 54;
    pub(crate) const PROGRAM_BEGIN: u8 = 83;
    pub(crate) const PROGRAM_END: u8 = 84;
    pub(crate) const NON_BLOCKING_COLLECTIVE_REQUEST: u8 = 85;
    pub(crate) const NON_BLOCKING_COLLECTIVE_COMPLETE: u8 = 86;
    pub(crate) const COMM_CREATE: u8 = 87;
    pub(crate) const COMM_DESTROY: u8 = 88;

    /// Records written without a length byte: the ten records of OTF2 1.0/1.1 that consist of
    /// a single compressed attribute. No later record is written this way.
    pub(crate) fn is_singleton(t: u8) -> bool {
        matches!(
            t,
            ENTER
                | LEAVE
                | MPI_ISEND_COMPLETE
                | MPI_IRECV_REQUEST
                | MPI_REQUEST_TEST
                | MPI_REQUEST_CANCELLED
                | OMP_FORK
                | OMP_TASK_CREATE
                | OMP_TASK_SWITCH
                | OMP_TASK_COMPLETE
        )
    }
}

/// The upper-case name of an event record type, as `otf2-print` spells it (`"UNKNOWN"` for
/// types this crate does not know).
pub fn event_record_name(t: u8) -> &'static str {
    const NAMES: [&str; 89] = [
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "", // 0-9 are buffer markers
        "BUFFER_FLUSH",
        "MEASUREMENT_ON_OFF",
        "ENTER",
        "LEAVE",
        "MPI_SEND",
        "MPI_ISEND",
        "MPI_ISEND_COMPLETE",
        "MPI_IRECV_REQUEST",
        "MPI_RECV",
        "MPI_IRECV",
        "MPI_REQUEST_TEST",
        "MPI_REQUEST_CANCELLED",
        "MPI_COLLECTIVE_BEGIN",
        "MPI_COLLECTIVE_END",
        "OMP_FORK",
        "OMP_JOIN",
        "OMP_ACQUIRE_LOCK",
        "OMP_RELEASE_LOCK",
        "OMP_TASK_CREATE",
        "OMP_TASK_SWITCH",
        "OMP_TASK_COMPLETE",
        "METRIC",
        "PARAMETER_STRING",
        "PARAMETER_INT",
        "PARAMETER_UNSIGNED_INT",
        "RMA_WIN_CREATE",
        "RMA_WIN_DESTROY",
        "RMA_COLLECTIVE_BEGIN",
        "RMA_COLLECTIVE_END",
        "RMA_GROUP_SYNC",
        "RMA_REQUEST_LOCK",
        "RMA_ACQUIRE_LOCK",
        "RMA_TRY_LOCK",
        "RMA_RELEASE_LOCK",
        "RMA_SYNC",
        "RMA_WAIT_CHANGE",
        "RMA_PUT",
        "RMA_GET",
        "RMA_ATOMIC",
        "RMA_OP_COMPLETE_BLOCKING",
        "RMA_OP_COMPLETE_NON_BLOCKING",
        "RMA_OP_TEST",
        "RMA_OP_COMPLETE_REMOTE",
        "THREAD_FORK",
        "THREAD_JOIN",
        "THREAD_TEAM_BEGIN",
        "THREAD_TEAM_END",
        "THREAD_ACQUIRE_LOCK",
        "THREAD_RELEASE_LOCK",
        "THREAD_TASK_CREATE",
        "THREAD_TASK_SWITCH",
        "THREAD_TASK_COMPLETE",
        "THREAD_CREATE",
        "THREAD_BEGIN",
        "THREAD_WAIT",
        "THREAD_END",
        "CALLING_CONTEXT_ENTER",
        "CALLING_CONTEXT_LEAVE",
        "CALLING_CONTEXT_SAMPLE",
        "IO_CREATE_HANDLE",
        "IO_DESTROY_HANDLE",
        "IO_DUPLICATE_HANDLE",
        "IO_SEEK",
        "IO_CHANGE_STATUS_FLAGS",
        "IO_DELETE_FILE",
        "IO_OPERATION_BEGIN",
        "IO_OPERATION_TEST",
        "IO_OPERATION_ISSUED",
        "IO_OPERATION_COMPLETE",
        "IO_OPERATION_CANCELLED",
        "IO_ACQUIRE_LOCK",
        "IO_RELEASE_LOCK",
        "IO_TRY_LOCK",
        "PROGRAM_BEGIN",
        "PROGRAM_END",
        "NON_BLOCKING_COLLECTIVE_REQUEST",
        "NON_BLOCKING_COLLECTIVE_COMPLETE",
        "COMM_CREATE",
        "COMM_DESTROY",
    ];
    match NAMES.get(t as usize) {
        Some(n) if !n.is_empty() => n,
        _ => "UNKNOWN",
    }
}

// ---- definition records ---------------------------------------------------------------------
pub(crate) mod def {
    // Global-only definitions.
    pub(crate) const CLOCK_PROPERTIES: u8 = 5;
    pub(crate) const PARADIGM: u8 = 6;
    // Local-only definitions.
    pub(crate) const MAPPING_TABLE: u8 = 5;
    pub(crate) const CLOCK_OFFSET: u8 = 6;
    // Shared.
    pub(crate) const STRING: u8 = 10;
    pub(crate) const ATTRIBUTE: u8 = 11;
    pub(crate) const SYSTEM_TREE_NODE: u8 = 12;
    pub(crate) const LOCATION_GROUP: u8 = 13;
    pub(crate) const LOCATION: u8 = 14;
    pub(crate) const REGION: u8 = 15;
    pub(crate) const CALLPATH: u8 = 17;
    pub(crate) const GROUP: u8 = 18;
    pub(crate) const METRIC_MEMBER: u8 = 19;
    pub(crate) const METRIC_CLASS: u8 = 20;
    pub(crate) const COMM: u8 = 22;
    pub(crate) const PARAMETER: u8 = 23;
    pub(crate) const RMA_WIN: u8 = 24;
    pub(crate) const SYSTEM_TREE_NODE_DOMAIN: u8 = 27;
    pub(crate) const LOCATION_GROUP_PROPERTY: u8 = 28;
    pub(crate) const CART_DIMENSION: u8 = 30;
    pub(crate) const CART_TOPOLOGY: u8 = 31;
    pub(crate) const CART_COORDINATE: u8 = 32;
    pub(crate) const SOURCE_CODE_LOCATION: u8 = 33;
    pub(crate) const CALLING_CONTEXT: u8 = 34;
}

/// The upper-case name of a global definition record type, as `otf2-print -G` spells it.
pub fn definition_record_name(t: u8) -> &'static str {
    match t {
        5 => "CLOCK_PROPERTIES",
        6 => "PARADIGM",
        7 => "PARADIGM_PROPERTY",
        8 => "IO_PARADIGM",
        10 => "STRING",
        11 => "ATTRIBUTE",
        12 => "SYSTEM_TREE_NODE",
        13 => "LOCATION_GROUP",
        14 => "LOCATION",
        15 => "REGION",
        16 => "CALLSITE",
        17 => "CALLPATH",
        18 => "GROUP",
        19 => "METRIC_MEMBER",
        20 => "METRIC_CLASS",
        21 => "METRIC_INSTANCE",
        22 => "COMM",
        23 => "PARAMETER",
        24 => "RMA_WIN",
        25 => "METRIC_CLASS_RECORDER",
        26 => "SYSTEM_TREE_NODE_PROPERTY",
        27 => "SYSTEM_TREE_NODE_DOMAIN",
        28 => "LOCATION_GROUP_PROPERTY",
        29 => "LOCATION_PROPERTY",
        30 => "CART_DIMENSION",
        31 => "CART_TOPOLOGY",
        32 => "CART_COORDINATE",
        33 => "SOURCE_CODE_LOCATION",
        34 => "CALLING_CONTEXT",
        35 => "CALLING_CONTEXT_PROPERTY",
        36 => "INTERRUPT_GENERATOR",
        37 => "IO_FILE_PROPERTY",
        38 => "IO_REGULAR_FILE",
        39 => "IO_DIRECTORY",
        40 => "IO_HANDLE",
        41 => "IO_PRE_CREATED_HANDLE_STATE",
        42 => "CALLPATH_PARAMETER",
        43 => "INTER_COMM",
        _ => "UNKNOWN",
    }
}

// ---- enumerations -----------------------------------------------------------------------------
pub(crate) const UNDEFINED_U32: u32 = u32::MAX;
pub(crate) const UNDEFINED_U64: u64 = u64::MAX;

/// Mapping table kinds (index into a location's mapping tables).
pub(crate) mod mapping {
    pub(crate) const STRING: usize = 0;
    pub(crate) const ATTRIBUTE: usize = 1;
    pub(crate) const LOCATION: usize = 2;
    pub(crate) const REGION: usize = 3;
    pub(crate) const GROUP: usize = 4;
    pub(crate) const METRIC: usize = 5;
    pub(crate) const COMM: usize = 6;
    pub(crate) const PARAMETER: usize = 7;
    pub(crate) const RMA_WIN: usize = 8;
    pub(crate) const SOURCE_CODE_LOCATION: usize = 9;
    pub(crate) const CALLING_CONTEXT: usize = 10;
    pub(crate) const INTERRUPT_GENERATOR: usize = 11;
    pub(crate) const IO_FILE: usize = 12;
    pub(crate) const IO_HANDLE: usize = 13;
    pub(crate) const LOCATION_GROUP: usize = 14;
    pub(crate) const COUNT: usize = 15;
}

pub(crate) mod paradigm {
    pub(crate) const UNKNOWN: u8 = 0;
    pub(crate) const USER: u8 = 1;
    pub(crate) const COMPILER: u8 = 2;
    pub(crate) const MPI: u8 = 4;
    pub(crate) const MEASUREMENT_SYSTEM: u8 = 6;
    pub(crate) const GASPI: u8 = 11;
    pub(crate) const UPC: u8 = 12;
    pub(crate) const SHMEM: u8 = 13;
    /// Paradigm class of the process-level paradigms.
    pub(crate) const CLASS_PROCESS: u8 = 0;
}

/// `OTF2_RegionFlag` bits.
pub(crate) mod region_flag {
    /// `OTF2_REGION_FLAG_PHASE`: Score-P's phase regions (`SCOREP_USER_REGION_TYPE_PHASE`).
    pub(crate) const PHASE: u32 = 2;
}

pub(crate) mod role {
    pub(crate) const FUNCTION: u8 = 1;
    pub(crate) const ATOMIC: u8 = 14;
    pub(crate) const BARRIER: u8 = 15;
    pub(crate) const IMPLICIT_BARRIER: u8 = 16;
    pub(crate) const COLL_ONE2ALL: u8 = 23;
    pub(crate) const COLL_ALL2ONE: u8 = 24;
    pub(crate) const COLL_ALL2ALL: u8 = 25;
    pub(crate) const COLL_OTHER: u8 = 26;
    pub(crate) const FILE_IO: u8 = 27;
    pub(crate) const POINT2POINT: u8 = 28;
    pub(crate) const RMA: u8 = 29;
    pub(crate) const ARTIFICIAL: u8 = 31;
    pub(crate) const FILE_IO_METADATA: u8 = 38;
}

pub(crate) mod group_type {
    pub(crate) const COMM_LOCATIONS: u8 = 4;
    pub(crate) const COMM_GROUP: u8 = 5;
    pub(crate) const COMM_SELF: u8 = 6;
    /// Pre-1.2 group types (still written for old readers).
    pub(crate) const PRE12_LOCATIONS: u8 = 1;
    pub(crate) const PRE12_REGIONS: u8 = 2;
    pub(crate) const PRE12_METRIC: u8 = 3;
    pub(crate) const PRE12_MPI_GROUP: u8 = 4;
    pub(crate) const PRE12_MPI_COMM_SELF: u8 = 5;
    pub(crate) const PRE12_MPI_LOCATIONS: u8 = 6;
    pub(crate) const FLAG_GLOBAL_MEMBERS: u32 = 1;
}

pub(crate) mod coll_op {
    pub(crate) const BARRIER: u8 = 0;
    pub(crate) const BCAST: u8 = 1;
    pub(crate) const GATHER: u8 = 2;
    pub(crate) const GATHERV: u8 = 3;
    pub(crate) const SCATTER: u8 = 4;
    pub(crate) const SCATTERV: u8 = 5;
    pub(crate) const ALLGATHER: u8 = 6;
    pub(crate) const ALLGATHERV: u8 = 7;
    pub(crate) const ALLTOALL: u8 = 8;
    pub(crate) const ALLTOALLV: u8 = 9;
    pub(crate) const ALLTOALLW: u8 = 10;
    pub(crate) const ALLREDUCE: u8 = 11;
    pub(crate) const REDUCE: u8 = 12;
    pub(crate) const REDUCE_SCATTER: u8 = 13;
    pub(crate) const SCAN: u8 = 14;
    pub(crate) const EXSCAN: u8 = 15;
    pub(crate) const REDUCE_SCATTER_BLOCK: u8 = 16;
    pub(crate) const CREATE_HANDLE: u8 = 17;
    pub(crate) const DESTROY_HANDLE: u8 = 18;
    pub(crate) const CREATE_HANDLE_AND_ALLOCATE: u8 = 21;
    pub(crate) const DESTROY_HANDLE_AND_DEALLOCATE: u8 = 22;
}

/// Metric definitions' enumerations (`OTF2_MetricType`, `OTF2_MetricMode`, `OTF2_Base`,
/// `OTF2_MetricOccurrence`, `OTF2_RecorderKind`).
pub(crate) mod metric {
    pub(crate) const TYPE_OTHER: u8 = 0;
    /// Values accumulated since the start of the measurement.
    pub(crate) const ACCUMULATED_START: u8 = 0;
    pub(crate) const BASE_DECIMAL: u8 = 1;
    /// Recorded at some region enters and leaves (not at all of them).
    pub(crate) const SYNCHRONOUS: u8 = 1;
    pub(crate) const RECORDER_CPU: u8 = 2;
}

/// Attribute value types.
pub(crate) mod ty {
    pub(crate) const UINT8: u8 = 1;
    pub(crate) const UINT16: u8 = 2;
    pub(crate) const UINT32: u8 = 3;
    pub(crate) const UINT64: u8 = 4;
    pub(crate) const INT8: u8 = 5;
    pub(crate) const INT16: u8 = 6;
    pub(crate) const INT32: u8 = 7;
    pub(crate) const INT64: u8 = 8;
    pub(crate) const FLOAT: u8 = 9;
    pub(crate) const DOUBLE: u8 = 10;
    pub(crate) const STRING: u8 = 11;
    pub(crate) const ATTRIBUTE: u8 = 12;
    pub(crate) const LOCATION: u8 = 13;
    pub(crate) const REGION: u8 = 14;
    pub(crate) const GROUP: u8 = 15;
    pub(crate) const METRIC: u8 = 16;
    pub(crate) const COMM: u8 = 17;
    pub(crate) const PARAMETER: u8 = 18;
    pub(crate) const RMA_WIN: u8 = 19;
    pub(crate) const SOURCE_CODE_LOCATION: u8 = 20;
    pub(crate) const CALLING_CONTEXT: u8 = 21;
    pub(crate) const INTERRUPT_GENERATOR: u8 = 22;
    pub(crate) const IO_FILE: u8 = 23;
    pub(crate) const IO_HANDLE: u8 = 24;
    pub(crate) const LOCATION_GROUP: u8 = 25;
}
