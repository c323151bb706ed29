//! `libppw.so`: the measurement runtime of ppw.
//!
//! Preloaded into an unmodified program (`LD_PRELOAD`, normally by `ppw run`), the runtime
//! intercepts MPI through the PMPI profiling interface, records user regions (`include/ppw.h`,
//! [`api`]) and `-finstrument-functions` hooks, and writes one native rank file per process
//! into the experiment directory through `ppw_format`'s writer API.
//!
//! Data flow:
//!
//! ```text
//!  build/mpi.tbl ──gen/wrappers.rs──▶ generated/mpi_wrappers.c (c/ppw_wrap.h macros) ──PMPI──▶ MPI
//!                                             │ one extern "C" call per MPI call (ffi.rs)
//!                                             ▼
//!             per-thread Thread (thread.rs): encoded events │ call-path tree (profile.rs)
//!                 │ flush when full, every PPW_FLUSH_INTERVAL s, at finalize, at exit, on a crash
//!                                   ▼
//!             rankfile.rs: EventEncoder/DefsEncoder ──▶ DIR/rank-NNNNN.ppw ──▶ ppw_format reader
//! ```
//!
//! Main pieces: [`thread`] (hot path), `rankfile` (the rank file and its definitions),
//! `process` (life cycle, thread registry), `config` (settings), `comm` (lock-free
//! communicator table), `request` (pending non-blocking operations), `regions` (local region
//! ids), `clock` (TSC timer). The modules import each other without a cycle: `ffi` → `process`
//! → `thread` → `rankfile` → `config`, `profile`, `regions`, `clock`. Environment: `PPW_DIR`,
//! `PPW_MODE` (`trace`|`profile`), `PPW_BUFFER` (bytes per thread), `PPW_FLUSH_INTERVAL`
//! (seconds between timed flushes), `PPW_CALLPATH_DEPTH` (frames of calling context per
//! wrapped call, `context`; 0: call sites only); see README.md.
//!
//! Rust programs can mark regions with [`api`]:
//!
//! ```no_run
//! let _r = ppw::api::Region::enter("solve");
//! ```
#![deny(missing_docs)]
#![warn(unreachable_pub)]
// Without an MPI compiler the MPI half of the runtime is compiled out (see build.rs).
#![cfg_attr(not(ppw_mpi), allow(dead_code, unused_imports))]

pub mod api;
mod armci;
#[cfg(ppw_mpi)]
mod caf_static;
mod clock;
mod comm;
mod config;
mod context;
mod counters;
mod data;
#[cfg(all(ppw_mpi, target_arch = "x86_64"))]
mod detour;
mod entry;
mod ffi;
mod gasp;
mod process;
mod profile;
mod rankfile;
mod rawbuf;
mod regions;
mod request;
mod rma;
mod sampling;
mod shmem;
mod symtab;
mod thread;
mod writer;

pub use api::{phase, phase_begin, phase_end, region_begin, region_end};

/// Names of the wrapped MPI functions, in table order (their local region ids).
pub fn wrapped_functions() -> &'static [&'static str] {
    regions::MPI_REGIONS
}
