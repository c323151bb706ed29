//! Timelines for the Perfetto UI: Perfetto's protobuf trace format and Chrome's JSON format.
//!
//! What a timeline shows:
//!
//! - one **process track per rank** and one **thread track per location**;
//! - **regions as nested slices** (names and paradigm categories interned, so millions of
//!   events stay compact);
//! - **arguments**: bytes, peer, tag, communicator of messages; root and byte counts of
//!   collectives; the call site's `file:line` (`source`); RMA, lock and I/O attributes;
//! - **flow arrows** from each send to its matching receive (matched by communicator, sender,
//!   receiver and tag in FIFO order, see `flows.rs`) and chaining every member's instance of
//!   each collective;
//! - **one-sided transfers** (puts, gets, atomics, accumulates of MPI RMA, OpenSHMEM, ARMCI,
//!   UPC) as flow arrows named by operation from the origin's transfer call (`MPI_Put`,
//!   `shmem_putmem`, ...) to an instant `rma in: put` (with op, origin rank and bytes) on the
//!   target rank's first thread, 1 ns after the call's start. Gets are drawn origin → target
//!   too: the trace has no target-side record. Targets learn their incoming transfers from a
//!   pre-pass over the streams (24 bytes per transfer, skipped when the trace defines no window
//!   or PGAS memory), see `rma.rs`;
//! - **wait states** from the analysis ([`WaitInterval`]s) as slices on a child track of each
//!   location named "wait states" (more lanes when intervals overlap).
//!
//! Both writers stream: definitions first, then location by location, one event at a time. A
//! location whose stream fails mid-way keeps what was read (open slices are closed at its last
//! timestamp and marked `truncated`) and the error is returned in the summary. Only write errors
//! fail an export.
//!
//! ```
//! use ppw_event::TraceBuilder;
//! let mut b = TraceBuilder::new(2);
//! b.rank(0).enter(0, "main").send_call(10, 12, 1, 7, 64).exit(100);
//! b.rank(1).enter(0, "main").recv_call(5, 20, 0, 7, 64).exit(100);
//! let trace = b.build();
//! let mut out = Vec::new();
//! let summary = ppw_export::perfetto::write_perfetto(&trace, &[], &mut out).unwrap();
//! assert_eq!(summary.slices, 4);
//! assert!(summary.errors.is_empty());
//! ```

mod flows;
mod json;
mod layout;
mod proto_sink;
mod rma;
mod walk;

use crate::error::{ExportError, LocationError};
use layout::Layout;
use ppw_event::{LocationId, TraceSource};
use std::io::Write;
use walk::{Sink, WalkStats, Walker};

/// A wait state found by the analysis, shown as a slice on the location's "wait states" track.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WaitInterval {
    /// The waiting location.
    pub location: LocationId,
    /// Start of the waiting time (ns since the experiment epoch, like event times).
    pub start_ns: u64,
    /// End of the waiting time (ns).
    pub end_ns: u64,
    /// Slice name, e.g. `"late_sender 12.3 ms"`.
    pub label: String,
}

/// What an export wrote, and what it could not read.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TimelineSummary {
    /// Locations exported.
    pub locations: usize,
    /// Events read.
    pub events: u64,
    /// Region slices written (including those closed because their stream ended early).
    pub slices: u64,
    /// Instant events written (markers; attribute events outside any region).
    pub instants: u64,
    /// Sends seen (each starts a flow).
    pub sends: u64,
    /// Receives seen (each ends a flow).
    pub receives: u64,
    /// Collective records seen (each joins its instance's flow).
    pub collectives: u64,
    /// One-sided transfers drawn as flows (each ends at an instant on its target, counted in
    /// `instants`).
    pub transfers: u64,
    /// Wait-state slices written.
    pub wait_slices: u64,
    /// Slices that were still open when their stream ended (truncated trace or read error).
    pub unclosed: u64,
    /// Exits without a matching enter (skipped).
    pub stray_exits: u64,
    /// Bytes written.
    pub bytes: u64,
    /// Locations whose stream could not be opened or failed mid-way.
    pub errors: Vec<LocationError>,
    /// Other problems (bad overlays).
    pub warnings: Vec<String>,
}

impl TimelineSummary {
    fn add(&mut self, loc: LocationId, st: WalkStats) {
        self.events += st.events;
        self.slices += st.slices;
        self.instants += st.instants;
        self.sends += st.sends;
        self.receives += st.receives;
        self.collectives += st.collectives;
        self.transfers += st.transfers;
        self.unclosed += st.unclosed;
        self.stray_exits += st.stray_exits;
        if let Some(error) = st.error {
            self.errors.push(LocationError {
                location: loc,
                error,
            });
        }
    }
}

/// `file:line` of every call site, computed once.
fn call_site_sources(src: &dyn TraceSource) -> Vec<Option<String>> {
    src.defs().callsites.iter().map(|c| c.source()).collect()
}

/// Walk every location of `src` into `sink`, calling `start` before each location and `after`
/// after it (for the location's wait slices). With `rma`, one-sided transfers become flows.
fn walk_all<S: Sink>(
    src: &dyn TraceSource,
    rma: Option<&rma::RmaIndex>,
    sink: &mut S,
    summary: &mut TimelineSummary,
    mut start: impl FnMut(&mut S, LocationId) -> std::io::Result<()>,
    mut after: impl FnMut(&mut S, LocationId, &mut TimelineSummary) -> std::io::Result<()>,
) -> Result<(), ExportError> {
    let defs = src.defs();
    let mut walker = Walker::default();
    for i in 0..defs.locations.len() {
        let loc = LocationId(i as u32);
        summary.locations += 1;
        start(sink, loc)?;
        match src.events(loc) {
            Ok(mut stream) => {
                let st = walker.walk(defs, loc, stream.as_mut(), sink, rma)?;
                summary.add(loc, st);
            }
            Err(error) => summary.errors.push(LocationError {
                location: loc,
                error,
            }),
        }
        after(sink, loc, summary)?;
    }
    Ok(())
}

/// Write `src` as a Perfetto protobuf trace (open it at ui.perfetto.dev → "Open trace file").
///
/// `overlays` are wait-state intervals to show on each location's "wait states" track. The
/// output is buffered internally in 1 MiB chunks; `out` need not be buffered. A trace with RMA
/// windows or PGAS memory is read twice: first to find where one-sided transfers end.
pub fn write_perfetto<W: Write>(
    src: &dyn TraceSource,
    overlays: &[WaitInterval],
    out: &mut W,
) -> Result<TimelineSummary, ExportError> {
    let defs = src.defs();
    let layout = Layout::new(defs, overlays);
    let sources = call_site_sources(src);
    let mut summary = TimelineSummary {
        warnings: layout.warnings.clone(),
        ..Default::default()
    };
    let rma = rma::RmaIndex::build(src);
    let mut sink = proto_sink::ProtoSink::new(out, defs, &layout, &sources);
    sink.descriptors()?;
    walk_all(
        src,
        rma.as_ref(),
        &mut sink,
        &mut summary,
        |s, loc| s.start_location(loc),
        |s, loc, sum| {
            for &(i, lane) in &layout.overlays[loc.index()] {
                s.wait_slice(loc, lane, &overlays[i])?;
                sum.wait_slices += 1;
            }
            Ok(())
        },
    )?;
    sink.flush()?;
    summary.bytes = sink.bytes;
    drop(sink);
    out.flush()?;
    Ok(summary)
}

/// Write `src` as Chrome trace-event JSON (`{"traceEvents": [...]}`), which the Perfetto UI and
/// `chrome://tracing` open. Meant for small traces: it reads every stream twice (the first pass
/// orders collective members for the flow events; a third finds where one-sided transfers end
/// when the trace has RMA windows or PGAS memory) and the text is about 3.5 times larger than
/// the protobuf output.
pub fn write_chrome_json<W: Write>(
    src: &dyn TraceSource,
    overlays: &[WaitInterval],
    out: &mut W,
) -> Result<TimelineSummary, ExportError> {
    let defs = src.defs();
    let layout = Layout::new(defs, overlays);
    let sources = call_site_sources(src);

    let mut order_sink = json::OrderSink::default();
    let mut scratch = TimelineSummary::default();
    walk_all(
        src,
        None,
        &mut order_sink,
        &mut scratch,
        |s, loc| {
            s.set_location(loc);
            Ok(())
        },
        |_, _, _| Ok(()),
    )?;
    let order = order_sink.finish();

    let mut summary = TimelineSummary {
        warnings: layout.warnings.clone(),
        ..Default::default()
    };
    let rma = rma::RmaIndex::build(src);
    let mut sink = json::JsonSink::new(out, defs, &layout, &sources, &order);
    sink.metadata()?;
    walk_all(
        src,
        rma.as_ref(),
        &mut sink,
        &mut summary,
        |s, loc| {
            s.set_location(loc);
            Ok(())
        },
        |s, loc, sum| {
            for &(i, lane) in &layout.overlays[loc.index()] {
                s.wait_slice(loc, lane, &overlays[i])?;
                sum.wait_slices += 1;
            }
            Ok(())
        },
    )?;
    sink.finish()?;
    summary.bytes = sink.bytes;
    Ok(summary)
}
