//! The native ppw experiment format.
//!
//! An experiment is a directory holding a manifest (`ppw.json`, [`Manifest`]) and one file per
//! rank (`rank-NNNNN.ppw`). A rank file is a 32-byte header followed by self-contained,
//! checksummed, zstd-compressed blocks: DEFS (definitions), EVENTS (one location's events),
//! PROFILE (one location's call-path profile) and END. The byte layout is specified in
//! `docs/FORMAT.md`.
//!
//! Writing (used by the runtime): fill an [`EventEncoder`] / [`DefsEncoder`], then append the
//! bytes with [`RankFileWriter::write_block`].
//!
//! Reading: [`Experiment::open`] scans the block headers and definition blocks of every rank,
//! unifies definitions, maps each rank's timer to the global clock (KOJAK-style linear
//! interpolation of the offsets measured at init and finalize), and then implements
//! [`ppw_event::TraceSource`]: events are decoded block by block while streaming, never loaded
//! whole. [`Experiment::open_files`] reads the same from a [`ppw_event::Files`] set, on disk or
//! in memory. Errors are [`ppw_event::ReadError`]s whose kind tells a truncated file from a
//! corrupt one, an unsupported version or a missing file.
//!
//! Module map: `wire` (codes, varints, the payload cursor), `encode` and `writer` (writing),
//! `raw` (the runtime's in-memory records and their transcoding),
//! `manifest`, `scan` (first pass over a rank file), `unify` (global definitions), `time` (clock
//! mapping), `stream` (event and profile decoding), `reader` ([`Experiment`]), `convert` (any
//! trace to a native experiment).
//!
//! ```no_run
//! use ppw_event::TraceSource;
//! let exp = ppw_format::Experiment::open(std::path::Path::new("ppw-exp")).unwrap();
//! let mut events = exp.events(ppw_event::LocationId(0)).unwrap();
//! while let Some(e) = events.next_event().unwrap() {
//!     println!("{} {}", e.time, e.kind.name());
//! }
//! ```
#![deny(missing_docs)]
#![warn(unreachable_pub)]

mod convert;
mod encode;
mod manifest;
pub mod raw;
mod reader;
mod scan;
mod stream;
mod time;
mod unify;
pub mod wire;
mod writer;

pub use convert::write_experiment;
pub use encode::{
    encode_profile, encode_profile_counters, DefsEncoder, EventEncoder, RawProfileNode, Records,
    MAX_EVENT_RECORD,
};
pub use manifest::{Manifest, FILTER_NAME, MANIFEST_FORMAT, MANIFEST_NAME};
pub use ppw_event::MAX_CLAIMED_RANKS;
pub use reader::{Experiment, RmaStat, RmaStatKind, Summary};
pub use unify::{Symbol, Symbolizer, MAX_THREADS_WITHOUT_DATA};
pub use wire::{BlockKind, EndReason, FORMAT_VERSION, MIN_FORMAT_VERSION};
pub use writer::{Compression, FileHeader, RankFileWriter, DEFAULT_LEVEL};

/// File name of rank `rank`'s data file.
pub fn rank_file_name(rank: u32) -> String {
    format!("rank-{rank:05}.ppw")
}
