//! The Perfetto protobuf encoding of a timeline.
//!
//! Layout of the output (a `Trace`: a sequence of `TracePacket`s in field 1):
//!
//! 1. On sequence 1: one `TrackDescriptor` per rank (process track), per location (thread
//!    track) and per wait-state lane (a child track of the location's thread track).
//! 2. Per location, its own packet sequence (`trusted_packet_sequence_id = location + 2`). The
//!    first packet clears the incremental state and sets `TracePacketDefaults` whose
//!    `TrackEventDefaults.track_uuid` is the thread track, so region slices need no track id.
//!    Names are interned per sequence the first time they are used (`InternedData`:
//!    `event_names`, `event_categories`, `debug_annotation_names`); interning ids are global
//!    (region index + 1, paradigm code + 1, argument key + 1), so they never change meaning.
//! 3. The location's wait-state intervals follow its events on the same sequence, as slices on
//!    the lane tracks, with non-interned names (labels are mostly unique).
//!
//! Field numbers are those of Perfetto's `trace_packet.proto`, `track_event.proto`,
//! `track_descriptor.proto`, `process_descriptor.proto`, `thread_descriptor.proto`,
//! `debug_annotation.proto`, `interned_data.proto` and `trace_packet_defaults.proto`.

use super::layout::Layout;
use super::walk::{AnnVal, Extras, FlowKind, InstantName, Sink};
use super::WaitInterval;
use crate::proto::{Nested, ProtoBuf};
use ppw_event::{Defs, LocationId, Paradigm, RegionId};
use std::io::{self, Write};

/// `Trace.packet`.
const TRACE_PACKET: u32 = 1;

/// `TracePacket` fields.
mod pkt {
    pub(super) const TIMESTAMP: u32 = 8;
    pub(super) const SEQUENCE_ID: u32 = 10;
    pub(super) const TRACK_EVENT: u32 = 11;
    pub(super) const INTERNED_DATA: u32 = 12;
    pub(super) const SEQUENCE_FLAGS: u32 = 13;
    pub(super) const DEFAULTS: u32 = 59;
    pub(super) const TRACK_DESCRIPTOR: u32 = 60;
    /// `SEQ_INCREMENTAL_STATE_CLEARED`.
    pub(super) const SEQ_CLEARED: u64 = 1;
    /// `SEQ_NEEDS_INCREMENTAL_STATE`.
    pub(super) const SEQ_NEEDS_STATE: u64 = 2;
}

/// `TrackEvent` fields and types.
mod ev {
    pub(super) const CATEGORY_IIDS: u32 = 3;
    pub(super) const DEBUG_ANNOTATIONS: u32 = 4;
    pub(super) const TYPE: u32 = 9;
    pub(super) const NAME_IID: u32 = 10;
    pub(super) const TRACK_UUID: u32 = 11;
    pub(super) const NAME: u32 = 23;
    pub(super) const FLOW_IDS: u32 = 47;
    pub(super) const TERMINATING_FLOW_IDS: u32 = 48;
    pub(super) const SLICE_BEGIN: u64 = 1;
    pub(super) const SLICE_END: u64 = 2;
    pub(super) const INSTANT: u64 = 3;
}

/// `TrackDescriptor`, `ProcessDescriptor`, `ThreadDescriptor` fields.
mod desc {
    pub(super) const UUID: u32 = 1;
    pub(super) const NAME: u32 = 2;
    pub(super) const PROCESS: u32 = 3;
    pub(super) const THREAD: u32 = 4;
    pub(super) const PARENT_UUID: u32 = 5;
    pub(super) const PD_PID: u32 = 1;
    pub(super) const PD_CMDLINE: u32 = 2;
    pub(super) const PD_NAME: u32 = 6;
    pub(super) const TD_PID: u32 = 1;
    pub(super) const TD_TID: u32 = 2;
    pub(super) const TD_NAME: u32 = 5;
}

/// `InternedData`, `DebugAnnotation` and defaults fields.
mod intern {
    pub(super) const EVENT_CATEGORIES: u32 = 1;
    pub(super) const EVENT_NAMES: u32 = 2;
    pub(super) const ANNOTATION_NAMES: u32 = 3;
    pub(super) const IID: u32 = 1;
    pub(super) const NAME: u32 = 2;
    pub(super) const DA_NAME_IID: u32 = 1;
    pub(super) const DA_UINT: u32 = 3;
    pub(super) const DA_INT: u32 = 4;
    pub(super) const DA_STRING: u32 = 6;
    pub(super) const DEFAULTS_TRACK_EVENT: u32 = 11;
    pub(super) const TED_TRACK_UUID: u32 = 11;
}

/// Output is handed to the writer in chunks of about this size.
const CHUNK: usize = 1 << 20;

/// Writes packets for one whole export; [`ProtoSink::start_location`] switches the sequence.
pub(crate) struct ProtoSink<'a, W: Write> {
    out: &'a mut W,
    defs: &'a Defs,
    layout: &'a Layout,
    sources: &'a [Option<String>],
    /// Buffered output: packets are encoded in place (`Trace.packet` fields).
    pkt: ProtoBuf,
    /// The packet being encoded.
    open: Option<Nested>,
    pub(crate) bytes: u64,
    seq: u32,
    names_sent: Vec<bool>,
    cats_sent: [bool; Paradigm::ALL.len()],
    anns_sent: [bool; super::walk::AnnKey::ALL.len()],
}

impl<'a, W: Write> ProtoSink<'a, W> {
    pub(crate) fn new(
        out: &'a mut W,
        defs: &'a Defs,
        layout: &'a Layout,
        sources: &'a [Option<String>],
    ) -> Self {
        ProtoSink {
            out,
            defs,
            layout,
            sources,
            pkt: ProtoBuf::with_capacity(CHUNK + 4096),
            open: None,
            bytes: 0,
            seq: 1,
            names_sent: vec![false; defs.regions.len()],
            cats_sent: [false; Paradigm::ALL.len()],
            anns_sent: [false; super::walk::AnnKey::ALL.len()],
        }
    }

    /// Start a packet (a `Trace.packet` field of the output buffer).
    fn open_packet(&mut self) {
        debug_assert!(self.open.is_none(), "packet not closed");
        self.open = Some(self.pkt.begin(TRACE_PACKET));
    }

    /// Close the current packet; hand the buffer to the writer when it is big enough.
    fn push_packet(&mut self) -> io::Result<()> {
        if let Some(m) = self.open.take() {
            self.pkt.end(m);
        }
        if self.pkt.len() >= CHUNK {
            self.flush()?;
        }
        Ok(())
    }

    /// Hand buffered output to the writer.
    pub(crate) fn flush(&mut self) -> io::Result<()> {
        self.out.write_all(self.pkt.as_bytes())?;
        self.bytes += self.pkt.len() as u64;
        self.pkt.clear();
        Ok(())
    }

    /// Track descriptors for all processes, threads and wait-state lanes.
    pub(crate) fn descriptors(&mut self) -> io::Result<()> {
        let (defs, layout) = (self.defs, self.layout);
        for &rank in &layout.ranks {
            self.open_packet();
            self.pkt.uint(pkt::SEQUENCE_ID, 1);
            let d = self.pkt.begin(pkt::TRACK_DESCRIPTOR);
            self.pkt.uint(desc::UUID, layout.process_uuid(rank));
            let p = self.pkt.begin(desc::PROCESS);
            self.pkt.int(desc::PD_PID, i64::from(layout.pid(rank)));
            if !defs.program.is_empty() {
                self.pkt.string(desc::PD_CMDLINE, &defs.program);
            }
            self.pkt
                .string(desc::PD_NAME, &layout.process_name(defs, rank));
            self.pkt.end(p);
            self.pkt.end(d);
            self.push_packet()?;
        }
        for (i, l) in defs.locations.iter().enumerate() {
            let loc = LocationId(i as u32);
            self.open_packet();
            self.pkt.uint(pkt::SEQUENCE_ID, 1);
            let d = self.pkt.begin(pkt::TRACK_DESCRIPTOR);
            self.pkt.uint(desc::UUID, layout.thread_uuid(loc));
            let t = self.pkt.begin(desc::THREAD);
            self.pkt.int(desc::TD_PID, i64::from(layout.pid(l.rank)));
            self.pkt.int(desc::TD_TID, i64::from(layout.tid(defs, loc)));
            self.pkt.string(desc::TD_NAME, &l.name);
            self.pkt.end(t);
            self.pkt.end(d);
            self.push_packet()?;
            for lane in 0..layout.lanes[i] {
                self.open_packet();
                self.pkt.uint(pkt::SEQUENCE_ID, 1);
                let d = self.pkt.begin(pkt::TRACK_DESCRIPTOR);
                self.pkt.uint(desc::UUID, layout.lane_uuid(loc, lane));
                self.pkt.uint(desc::PARENT_UUID, layout.thread_uuid(loc));
                self.pkt.string(desc::NAME, &layout.lane_name(lane));
                self.pkt.end(d);
                self.push_packet()?;
            }
        }
        Ok(())
    }

    /// Start the packet sequence of `loc`: clear incremental state, set the default track.
    pub(crate) fn start_location(&mut self, loc: LocationId) -> io::Result<()> {
        self.seq = loc.0 + 2;
        self.names_sent.iter_mut().for_each(|b| *b = false);
        self.cats_sent = [false; Paradigm::ALL.len()];
        self.anns_sent = [false; super::walk::AnnKey::ALL.len()];
        self.open_packet();
        self.pkt.uint(pkt::SEQUENCE_ID, u64::from(self.seq));
        self.pkt.uint(pkt::SEQUENCE_FLAGS, pkt::SEQ_CLEARED);
        let d = self.pkt.begin(pkt::DEFAULTS);
        let t = self.pkt.begin(intern::DEFAULTS_TRACK_EVENT);
        self.pkt
            .uint(intern::TED_TRACK_UUID, self.layout.thread_uuid(loc));
        self.pkt.end(t);
        self.pkt.end(d);
        self.push_packet()
    }

    fn header(&mut self, ts: u64) {
        self.open_packet();
        self.pkt.uint(pkt::TIMESTAMP, ts);
        self.pkt.uint(pkt::SEQUENCE_ID, u64::from(self.seq));
        self.pkt.uint(pkt::SEQUENCE_FLAGS, pkt::SEQ_NEEDS_STATE);
    }

    /// Interned entries this event needs and the sequence has not seen yet.
    fn intern(&mut self, region: Option<RegionId>, x: &Extras) {
        let defs = self.defs;
        let mut open = None;
        if let Some(r) = region.filter(|r| r.index() < self.names_sent.len()) {
            if !self.names_sent[r.index()] {
                self.names_sent[r.index()] = true;
                open.get_or_insert_with(|| self.pkt.begin(pkt::INTERNED_DATA));
                let e = self.pkt.begin(intern::EVENT_NAMES);
                self.pkt.uint(intern::IID, r.0 as u64 + 1);
                self.pkt.string(intern::NAME, &defs.regions[r.index()].name);
                self.pkt.end(e);
            }
            let p = defs.regions[r.index()].paradigm;
            let c = p.code() as usize;
            if !self.cats_sent[c] {
                self.cats_sent[c] = true;
                open.get_or_insert_with(|| self.pkt.begin(pkt::INTERNED_DATA));
                let e = self.pkt.begin(intern::EVENT_CATEGORIES);
                self.pkt.uint(intern::IID, c as u64 + 1);
                self.pkt.string(intern::NAME, p.name());
                self.pkt.end(e);
            }
        }
        for a in &x.anns {
            let k = a.key as usize;
            if !self.anns_sent[k] {
                self.anns_sent[k] = true;
                open.get_or_insert_with(|| self.pkt.begin(pkt::INTERNED_DATA));
                let e = self.pkt.begin(intern::ANNOTATION_NAMES);
                self.pkt.uint(intern::IID, a.key.iid());
                self.pkt.string(intern::NAME, a.key.name());
                self.pkt.end(e);
            }
        }
        if let Some(m) = open {
            self.pkt.end(m);
        }
    }

    /// Encode a track event of `kind` with name, category, arguments and flows.
    fn track_event(&mut self, kind: u64, region: Option<RegionId>, name: Option<&str>, x: &Extras) {
        let defs = self.defs;
        let sources = self.sources;
        let e = self.pkt.begin(pkt::TRACK_EVENT);
        self.pkt.uint(ev::TYPE, kind);
        match (region, name) {
            (Some(r), _) if r.index() < defs.regions.len() => {
                self.pkt.uint(ev::NAME_IID, r.0 as u64 + 1);
                let c = defs.regions[r.index()].paradigm.code();
                self.pkt.uint(ev::CATEGORY_IIDS, u64::from(c) + 1);
            }
            // A region id without definition (damaged input): name it by its number.
            (Some(r), _) => self.pkt.string(ev::NAME, &format!("region {}", r.0)),
            (None, Some(n)) => self.pkt.string(ev::NAME, n),
            (None, None) => {}
        }
        for a in &x.anns {
            let d = self.pkt.begin(ev::DEBUG_ANNOTATIONS);
            self.pkt.uint(intern::DA_NAME_IID, a.key.iid());
            match a.val {
                AnnVal::U(v) => self.pkt.uint(intern::DA_UINT, v),
                AnnVal::I(v) => self.pkt.int(intern::DA_INT, v),
                AnnVal::Str(s) => self.pkt.string(intern::DA_STRING, s),
                AnnVal::Comm(c) => match defs.comm(c) {
                    Some(cd) => self.pkt.string(intern::DA_STRING, &cd.name),
                    None => self.pkt.string(intern::DA_STRING, &format!("comm {}", c.0)),
                },
                AnnVal::Source(cs) => {
                    let s = sources.get(cs.index()).and_then(|s| s.as_deref());
                    self.pkt.string(intern::DA_STRING, s.unwrap_or("?"));
                }
            }
            self.pkt.end(d);
        }
        for f in &x.flows {
            let field = match f.kind {
                FlowKind::In | FlowKind::RmaIn(_) => ev::TERMINATING_FLOW_IDS,
                FlowKind::Out | FlowKind::Chain | FlowKind::RmaOut(_) => ev::FLOW_IDS,
            };
            self.pkt.fixed64(field, f.id);
        }
        self.pkt.end(e);
    }

    /// A wait-state interval of `loc` as a slice on its lane track.
    pub(crate) fn wait_slice(
        &mut self,
        loc: LocationId,
        lane: u32,
        w: &WaitInterval,
    ) -> io::Result<()> {
        let uuid = self.layout.lane_uuid(loc, lane);
        for (ts, kind) in [
            (w.start_ns, ev::SLICE_BEGIN),
            (w.end_ns.max(w.start_ns), ev::SLICE_END),
        ] {
            self.header(ts);
            let e = self.pkt.begin(pkt::TRACK_EVENT);
            self.pkt.uint(ev::TYPE, kind);
            self.pkt.uint(ev::TRACK_UUID, uuid);
            if kind == ev::SLICE_BEGIN {
                self.pkt.string(ev::NAME, &w.label);
            }
            self.pkt.end(e);
            self.push_packet()?;
        }
        Ok(())
    }
}

impl<W: Write> Sink for ProtoSink<'_, W> {
    fn begin(&mut self, ts: u64, region: RegionId, x: &Extras) -> io::Result<()> {
        self.header(ts);
        self.intern(Some(region), x);
        self.track_event(ev::SLICE_BEGIN, Some(region), None, x);
        self.push_packet()
    }

    fn end(&mut self, ts: u64, _region: RegionId, x: &Extras) -> io::Result<()> {
        self.header(ts);
        self.intern(None, x);
        self.track_event(ev::SLICE_END, None, None, x);
        self.push_packet()
    }

    fn instant(&mut self, ts: u64, name: InstantName, x: &Extras) -> io::Result<()> {
        self.header(ts);
        match name {
            InstantName::Region(r) => {
                self.intern(Some(r), x);
                self.track_event(ev::INSTANT, Some(r), None, x);
            }
            InstantName::Kind(k) => {
                self.intern(None, x);
                self.track_event(ev::INSTANT, None, Some(k), x);
            }
        }
        self.push_packet()
    }
}
