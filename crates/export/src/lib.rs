//! Exports of ppw's data for other tools' viewers: CUBE4 result files for Cube, and timelines
//! for the Perfetto UI.
//!
//! This crate sits after the readers and the analysis in ppw's data flow and reaches upstream
//! only into `ppw-event`'s neutral model (it never sees the MPI runtime or the analysis crate):
//!
//! - [`perfetto`]: [`write_perfetto`] streams a [`ppw_event::TraceSource`] (native or OTF2
//!   traces, [`ppw_event::MemTrace`]) location by location into Perfetto's protobuf trace format
//!   — a process track per rank, a thread track per location, regions as interned nested
//!   slices with arguments (bytes, peer, tag, communicator, call-site `file:line`), flow arrows
//!   for matched messages and collective instances, and the analysis' wait states
//!   ([`WaitInterval`]) on a "wait states" child track per location.
//!   [`write_chrome_json`] writes the same timeline as Chrome trace-event JSON for small traces.
//! - [`cube`]: [`write_cube`] writes a [`CubeModel`] — metric tree (with Scalasca-compatible
//!   unique names), call tree, machine/node/process/thread system tree and sparse severities —
//!   as a `.cubex` archive in the layout CubeLib 4.4 reads; [`cube::read`] reads such files
//!   back.
//!
//! Exports are builders over neutral data: the CLI converts an analysis result into a
//! [`CubeModel`] or a list of [`WaitInterval`]s and calls the writers. Damaged input streams do
//! not fail a timeline export: what was read is written, and the errors come back per location
//! in the [`TimelineSummary`]. The OTF2 writer lives in `ppw-otf2`.
//!
//! ```
//! use ppw_event::{TraceBuilder, TraceSource, LocationId};
//! use ppw_export::{cube, write_perfetto, WaitInterval};
//!
//! let mut b = TraceBuilder::new(2);
//! b.rank(0).enter(0, "main").send_call(30, 32, 1, 7, 64).exit(100);
//! b.rank(1).enter(0, "main").recv_call(10, 40, 0, 7, 64).exit(100);
//! let trace = b.build();
//!
//! // A timeline with the late-sender wait of rank 1 marked.
//! let waits = [WaitInterval {
//!     location: LocationId(1),
//!     start_ns: 10,
//!     end_ns: 30,
//!     label: "late_sender 20 ns".into(),
//! }];
//! let mut pftrace = Vec::new();
//! let summary = write_perfetto(&trace, &waits, &mut pftrace).unwrap();
//! assert_eq!((summary.sends, summary.receives, summary.wait_slices), (1, 1, 1));
//!
//! // The same wait as a CUBE4 severity.
//! let (system, loc) = cube::CubeSystem::from_defs(trace.defs());
//! let mut m = cube::CubeModel::new("ppw", system);
//! let ls = m.add_metric(cube::CubeMetric::seconds("late_sender", "Late Sender", None));
//! let main = m.add_region(cube::CubeRegion::from_def(&trace.defs().regions[0]));
//! let root = m.child_cnode(None, main);
//! m.set(ls, root, loc[1], 20e-9);
//! let mut cubex = Vec::new();
//! cube::write_cube(&m, &mut cubex).unwrap();
//! assert_eq!(cube::read::read_cube(&cubex).unwrap(), m.canonical());
//! ```
#![deny(missing_docs)]
#![warn(unreachable_pub)]

pub mod cube;
mod error;
pub mod perfetto;
mod proto;

pub use cube::{write_cube, write_cube_file, CubeModel};
pub use error::{ExportError, LocationError};
pub use perfetto::{write_chrome_json, write_perfetto, TimelineSummary, WaitInterval};
