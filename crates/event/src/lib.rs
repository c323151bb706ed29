//! The model-independent event model of ppw.
//!
//! This crate owns the vocabulary every other crate speaks, and depends on nothing:
//!
//! - [`GenericOp`]: PPW's generic operation types (thesis Table 4-1) with their groups
//!   ([`OpGroup`]) and theoretical events ([`TheoreticalEvent`]);
//! - [`CONSTRUCTS`]: the mapping of MPI, OpenSHMEM, UPC, ARMCI and I/O constructs to generic types
//!   (Table 4-2, extended);
//! - [`Event`] / [`EventKind`]: the fixed-size event record that trace readers produce;
//! - [`Defs`]: regions, call sites, communicators, locations, unified over ranks;
//! - [`TraceSource`]: what an analysis reads (implemented by the native format reader, the OTF2
//!   reader and the in-memory [`MemTrace`]); [`ReadError`] with its [`ReadErrorKind`]; [`Files`]:
//!   the files a reader reads, on disk or in memory;
//! - [`formulas`]: duration and program-induced delay formulas (Figs. 4-4..4-7);
//! - [`filter`]: region filters in Score-P's filter-file syntax (what the runtime leaves out);
//! - [`counters`]: the performance counters the runtime can read per region;
//! - [`settings`]: every `PPW_*` setting of the measurement, with its parser and range.
//!
//! Data flow: the runtime records native events, a reader turns them into [`Event`]s against
//! [`Defs`], analyses consume them through [`TraceSource`].
//!
//! ```
//! use ppw_event::{constructs, GenericOp, OpGroup};
//! let send = constructs::lookup("MPI_Send").unwrap();
//! assert_eq!(send.op, GenericOp::BlockingSend);
//! assert_eq!(send.op.group(), OpGroup::TwoSided);
//! ```
#![deny(missing_docs)]
#![warn(unreachable_pub)]

mod builder;
pub mod constructs;
pub mod counters;
mod defs;
mod event;
pub mod filter;
pub mod formulas;
mod ids;
pub mod names;
mod op;
mod placement;
pub mod ranks;
pub mod settings;
mod source;

pub use builder::{LocBuilder, TraceBuilder};
pub use constructs::{Construct, CONSTRUCTS};
pub use defs::{
    rank_claim_limit, CallsiteDef, CommDef, CommKind, CpuSample, DataNameDef, Defs, HeapSiteDef,
    LocationDef, Mode, PcSample, Profile, ProfileNode, RankInfo, RegionDef, SchedSample, StaticDef,
    TopologyDef, MAX_CLAIMED_RANKS,
};
pub use defs::{static_at, topology_kind};
pub use event::{
    sym_addr, AddrSync, Event, EventKind, GatsRole, LockOp, RmaOp, ANY_TAG, HEAP_SITE_NONE,
};
pub use ids::{CallsiteId, CommId, LocationId, Rank, RegionId, RequestId, StringId, NO_RANK};
pub use op::{Availability, CollKind, GenericOp, OpGroup, Paradigm, TheoreticalEvent};
pub use placement::{rank_run_delay, HostPlacement, Placement};
pub use source::{
    collect_events, EventStream, FileData, Files, MemTrace, ReadError, ReadErrorKind, TraceSource,
};
