//! OTF2 trace reader and writer in pure Rust (no OTF2 library needed).
//!
//! This crate owns ppw's interoperability with the Open Trace Format 2, the format Score-P
//! writes and Vampir and Scalasca read. It was written from the public OTF2 3.x format
//! documentation and handles archives of OTF2 1.x to 3.x with the POSIX file substrate
//! (one file per location) and no compression.
//!
//! # Reading
//!
//! [`Otf2Trace::open`] takes the anchor file (`traces.otf2`) and implements
//! [`ppw_event::TraceSource`], so every ppw analysis runs on Score-P traces directly:
//!
//! 1. the anchor file gives versions and chunk sizes;
//! 2. the global definitions (`traces.def`) become [`ppw_event::Defs`]: location groups become
//!    ranks (numbered by the MPI location list), locations become threads, regions are
//!    classified through ppw's construct table (names the table does not know use the OTF2
//!    paradigm and region role), groups and communicators become communicators whose members
//!    are world ranks (self-like communicators become one single-member communicator per rank),
//!    RMA windows become [`ppw_event::CommKind::Window`] communicators, source code locations
//!    become call sites, and the clock properties give the timer resolution;
//! 3. each location's local definitions (`traces/N.def`) give its id mapping tables and clock
//!    offsets;
//! 4. events (`traces/N.evt`) are decoded chunk by chunk while streaming, ids are mapped to
//!    global ids, timestamps are clock-corrected exactly as the OTF2 library does
//!    (`t + o1 + rint((o2 - o1) / (t2 - t1) * (t - t1))` between consecutive offset records)
//!    and converted to ns since the trace's earliest timestamp, and the records become neutral
//!    events (see the crate's `README.md` for the mapping of every record).
//!
//! Records of unknown types are skipped by their length, never guessed (a stream counts them:
//! [`ppw_event::EventStream::skipped_records`]). Damaged input gives a [`ppw_event::ReadError`]
//! naming the file and byte offset, with a kind (truncated, corrupt, unsupported version or
//! feature, missing file, I/O error); a location's stream yields every event before the damage
//! and then the error. The raw OTF2 records stay available through [`Otf2Trace::records`].
//! [`Otf2Trace::open_files`] reads an archive held in memory ([`ppw_event::Files`]).
//!
//! Module map: `consts` (OTF2 codes), `codec` (byte-level values), `chunk` (chunked files),
//! `anchor`, `defs` (definition files), `local` (id mappings and clock correction), `attrs`
//! (attribute values), `records` (event records), `open` (opening phases), `reader`
//! ([`Otf2Trace`], neutral events), `writer`. No two modules depend on each other.
//!
//! # Writing
//!
//! [`write_otf2`] (or [`write_otf2_with`] with [`WriteOptions`]) writes any
//! [`ppw_event::TraceSource`] (a native experiment, a trace read from OTF2, a
//! [`ppw_event::MemTrace`]) as an archive `otf2-print`, Vampir and Scalasca accept: anchor,
//! global definitions (clock properties in ns, system tree, one location group per rank,
//! locations, regions with paradigm, role and source location, groups, communicators, windows),
//! and per location an event file and a local definition file.
//!
//! # Example
//!
//! ```
//! use ppw_event::{LocationId, TraceSource};
//! use ppw_otf2::{write_otf2, Otf2Trace};
//!
//! let fixtures = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/fixtures/otf2");
//! let trace = Otf2Trace::open(&fixtures.join("late_sender/traces.otf2"))?;
//! assert_eq!(trace.defs().ranks, 2);
//! let mut events = trace.events(LocationId(1))?;
//! while let Some(e) = events.next_event()? {
//!     // e.time: ns since the earliest event; e.kind: Enter, Recv, Collective, ...
//!     let _ = (e.time, e.kind.name());
//! }
//!
//! let out = std::env::temp_dir().join(format!("ppw-otf2-doc-{}", std::process::id()));
//! write_otf2(&trace, &out).expect("write");
//! let again = Otf2Trace::open(&out.join("traces.otf2"))?;
//! assert_eq!(again.defs().locations.len(), 2);
//! # std::fs::remove_dir_all(&out).ok();
//! # Ok::<(), ppw_event::ReadError>(())
//! ```
#![deny(missing_docs)]
#![warn(unreachable_pub)]

mod anchor;
mod attrs;
mod chunk;
mod codec;
mod consts;
mod defs;
mod local;
mod open;
mod reader;
mod records;
mod writer;

pub use anchor::AnchorInfo;
pub use attrs::Attribute;
pub use consts::{definition_record_name, event_record_name};
pub use defs::{CallpathDef, ClockProperties, ParameterDef};
pub use open::MAX_COMM_MEMBERS;
pub use reader::{OpenOptions, Otf2Trace, RecordCounts};
pub use records::{Otf2Event, Otf2Record, RecordStream};
pub use writer::{write_otf2, write_otf2_with, WriteOptions, WriteSummary};
