//! Newtype identifiers used throughout the model.
//!
//! All ids are indexes into the tables of a [`crate::Defs`], except [`RequestId`], which is an
//! opaque per-rank handle value.

macro_rules! index_id {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
        #[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
        pub struct $name(pub u32);

        impl $name {
            /// "No such entity" marker (e.g. an event without a call site).
            pub const NONE: $name = $name(u32::MAX);

            /// The id as a table index.
            #[inline]
            pub fn index(self) -> usize {
                self.0 as usize
            }

            /// True unless this is [`Self::NONE`].
            #[inline]
            pub fn is_some(self) -> bool {
                self.0 != u32::MAX
            }
        }
    };
}

index_id!(
    /// A region (MPI function, user region, compiler-instrumented function, ...).
    RegionId
);
index_id!(
    /// A call site: the code address an operation was called from.
    CallsiteId
);
index_id!(
    /// A communicator (or process group / RMA window group).
    CommId
);
index_id!(
    /// A location: one thread of one rank.
    LocationId
);
index_id!(
    /// A string in the definitions' string table.
    StringId
);

/// A process rank in the world communicator (`MPI_COMM_WORLD`, SHMEM PE number).
pub type Rank = u32;

/// "No rank": no root, or a wildcard source not yet resolved.
pub const NO_RANK: Rank = u32::MAX;

/// Opaque handle linking a non-blocking operation to its completion (an `MPI_Request` value, a
/// SHMEM/ARMCI non-blocking handle). Unique per rank while the operation is pending.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct RequestId(pub u64);

impl RequestId {
    /// A blocking operation has no request.
    pub const NONE: RequestId = RequestId(0);

    /// True unless this is [`Self::NONE`].
    #[inline]
    pub fn is_some(self) -> bool {
        self.0 != 0
    }
}
