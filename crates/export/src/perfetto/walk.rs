//! Turning one location's event stream into slices, instants, arguments and flows.
//!
//! The walker is shared by the protobuf and the JSON writer: it keeps the stack of open regions
//! of one location and calls a [`Sink`] for every slice begin, slice end and instant. Attribute
//! events (send, receive, collective, ...) become arguments and flows of the innermost open
//! region.
//!
//! The begin of a slice is held back until the next enter or exit of the location, so that the
//! attribute events recorded right after an enter (a send at `MPI_Send`'s enter, a collective
//! record) land on the slice's begin. That matters for flows: the trace processor links flow
//! events in time order, so an outgoing flow must sit at the send's start, while an incoming
//! flow must sit at the receive's end (a message is received after it was sent, but a receive
//! may be *entered* before the matching send). Receives therefore always attach to the end.

use super::flows::FlowCounters;
use super::rma::{rma_flow, Incoming, RmaIndex, ARRIVAL_DELAY_NS};
use ppw_event::{
    CallsiteId, CommId, Defs, Event, EventKind, EventStream, LocationId, Rank, ReadError, RegionId,
    RmaOp, NO_RANK,
};
use std::io;

/// Argument names. Their position + 1 is their interning id in Perfetto traces.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum AnnKey {
    Source,
    Bytes,
    Peer,
    Tag,
    Comm,
    Root,
    BytesSent,
    BytesReceived,
    Messages,
    TotalBytes,
    Rma,
    Target,
    IoBytes,
    Fd,
    Lock,
    Acquire,
    Truncated,
}

impl AnnKey {
    /// All keys, in interning-id order.
    pub(crate) const ALL: [AnnKey; 17] = [
        AnnKey::Source,
        AnnKey::Bytes,
        AnnKey::Peer,
        AnnKey::Tag,
        AnnKey::Comm,
        AnnKey::Root,
        AnnKey::BytesSent,
        AnnKey::BytesReceived,
        AnnKey::Messages,
        AnnKey::TotalBytes,
        AnnKey::Rma,
        AnnKey::Target,
        AnnKey::IoBytes,
        AnnKey::Fd,
        AnnKey::Lock,
        AnnKey::Acquire,
        AnnKey::Truncated,
    ];

    /// The argument name shown in the viewer.
    pub(crate) fn name(self) -> &'static str {
        match self {
            AnnKey::Source => "source",
            AnnKey::Bytes => "bytes",
            AnnKey::Peer => "peer",
            AnnKey::Tag => "tag",
            AnnKey::Comm => "comm",
            AnnKey::Root => "root",
            AnnKey::BytesSent => "bytes_sent",
            AnnKey::BytesReceived => "bytes_received",
            AnnKey::Messages => "messages",
            AnnKey::TotalBytes => "total_bytes",
            AnnKey::Rma => "rma",
            AnnKey::Target => "target",
            AnnKey::IoBytes => "io_bytes",
            AnnKey::Fd => "fd",
            AnnKey::Lock => "lock",
            AnnKey::Acquire => "acquire",
            AnnKey::Truncated => "truncated",
        }
    }

    /// Interning id (1-based; 0 means "unset" in Perfetto).
    pub(crate) fn iid(self) -> u64 {
        self as u64 + 1
    }
}

/// An argument value; names are resolved by the sink through [`Defs`].
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum AnnVal {
    U(u64),
    I(i64),
    Str(&'static str),
    Comm(CommId),
    Source(CallsiteId),
}

/// One argument.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Ann {
    pub(crate) key: AnnKey,
    pub(crate) val: AnnVal,
}

/// How an event takes part in a flow.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum FlowKind {
    /// A message leaves (send).
    Out,
    /// A message arrives (receive): terminates the flow.
    In,
    /// One member's instance of a collective: all members are chained.
    Chain,
    /// A one-sided transfer leaves its origin (on the transfer call's slice).
    RmaOut(RmaOp),
    /// A one-sided transfer arrives (on an instant of the target): terminates the flow.
    RmaIn(RmaOp),
}

/// A flow endpoint.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Flow {
    pub(crate) id: u64,
    pub(crate) kind: FlowKind,
    /// Time of the event that created it (send, receive or collective record).
    pub(crate) ts: u64,
}

/// Arguments and flows attached to one emitted event.
#[derive(Debug, Default)]
pub(crate) struct Extras {
    pub(crate) anns: Vec<Ann>,
    pub(crate) flows: Vec<Flow>,
}

impl Extras {
    fn clear(&mut self) {
        self.anns.clear();
        self.flows.clear();
    }

    fn ann(&mut self, key: AnnKey, val: AnnVal) {
        self.anns.push(Ann { key, val });
    }
}

/// Name of an instant event.
#[derive(Clone, Copy, Debug)]
pub(crate) enum InstantName {
    /// A marker region.
    Region(RegionId),
    /// An attribute event outside any region, named by its kind (`send`, ...), or the arrival
    /// of a one-sided transfer (`rma in: put`, ...).
    Kind(&'static str),
}

/// Name of the instant where a transfer of `op` arrives.
fn arrival_name(op: RmaOp) -> &'static str {
    match op {
        RmaOp::Put => "rma in: put",
        RmaOp::Get => "rma in: get",
        RmaOp::Atomic => "rma in: atomic",
        RmaOp::Accumulate => "rma in: accumulate",
    }
}

/// Receives the timeline of one location.
pub(crate) trait Sink {
    /// A slice of `region` begins.
    fn begin(&mut self, ts: u64, region: RegionId, x: &Extras) -> io::Result<()>;
    /// The innermost slice (of `region`) ends.
    fn end(&mut self, ts: u64, region: RegionId, x: &Extras) -> io::Result<()>;
    /// An instant event.
    fn instant(&mut self, ts: u64, name: InstantName, x: &Extras) -> io::Result<()>;
}

/// Counts of one walked location.
#[derive(Debug, Default)]
pub(crate) struct WalkStats {
    pub(crate) events: u64,
    pub(crate) slices: u64,
    pub(crate) instants: u64,
    pub(crate) sends: u64,
    pub(crate) receives: u64,
    pub(crate) collectives: u64,
    /// One-sided transfers that start a flow (origin side).
    pub(crate) transfers: u64,
    /// Slices still open at the end (or at a read error), closed at the last timestamp.
    pub(crate) unclosed: u64,
    /// Exits without an open region (ignored).
    pub(crate) stray_exits: u64,
    /// The read error that ended the stream early, if any.
    pub(crate) error: Option<ReadError>,
}

#[derive(Debug, Default)]
struct Frame {
    region: RegionId,
    begin_ts: u64,
    begin_pending: bool,
    begin: Extras,
    end: Extras,
    messages: u32,
    message_bytes: u64,
    collective_seen: bool,
}

/// The per-location state machine. Reusable across locations (allocations are kept).
#[derive(Debug, Default)]
pub(crate) struct Walker {
    frames: Vec<Frame>,
    depth: usize,
    counters: FlowCounters,
    loose: Extras,
    /// The location being walked.
    loc: LocationId,
    /// Number of the next one-sided transfer of the location (see `rma.rs`).
    rma_seq: u32,
}

impl Walker {
    /// Walk the whole stream of `loc`, calling `sink`. Read errors end the walk and are returned
    /// in the stats; sink (write) errors are returned as `Err`.
    ///
    /// With `rma`, one-sided transfers start flows and the transfers arriving at `loc` become
    /// instants merged in time order with the location's own events.
    pub(crate) fn walk(
        &mut self,
        defs: &Defs,
        loc: LocationId,
        stream: &mut dyn EventStream,
        sink: &mut dyn Sink,
        rma: Option<&RmaIndex>,
    ) -> io::Result<WalkStats> {
        self.depth = 0;
        self.counters.reset();
        self.loc = loc;
        self.rma_seq = 0;
        let me: Rank = defs.locations.get(loc.index()).map_or(NO_RANK, |l| l.rank);
        let mut arrivals = rma.map_or(&[][..], |r| r.incoming(loc));
        let mut st = WalkStats::default();
        let mut last_ts = 0u64;
        loop {
            let ev = match stream.next_event() {
                Ok(Some(e)) => e,
                Ok(None) => break,
                Err(e) => {
                    st.error = Some(e);
                    break;
                }
            };
            st.events += 1;
            last_ts = last_ts.max(ev.time);
            let due = arrivals
                .iter()
                .take_while(|a| a.time.saturating_add(ARRIVAL_DELAY_NS) < ev.time)
                .count();
            if due > 0 {
                self.flush_begin(sink)?;
                let (now, later) = arrivals.split_at(due);
                self.arrivals(defs, now, sink, &mut st)?;
                arrivals = later;
            }
            self.event(me, ev, rma, sink, &mut st)?;
        }
        while self.depth > 0 {
            self.flush_begin(sink)?;
            let f = &mut self.frames[self.depth - 1];
            f.end.ann(AnnKey::Truncated, AnnVal::U(1));
            finish_messages(f);
            sink.end(last_ts, f.region, &f.end)?;
            self.depth -= 1;
            st.slices += 1;
            st.unclosed += 1;
        }
        self.arrivals(defs, arrivals, sink, &mut st)?;
        Ok(st)
    }

    /// Instants for transfers arriving at the location, each ending its flow.
    fn arrivals(
        &mut self,
        defs: &Defs,
        arrivals: &[Incoming],
        sink: &mut dyn Sink,
        st: &mut WalkStats,
    ) -> io::Result<()> {
        for a in arrivals {
            let ts = a.time.saturating_add(ARRIVAL_DELAY_NS);
            let op = a.op();
            let origin = defs
                .locations
                .get(a.origin.index())
                .map_or(NO_RANK, |l| l.rank);
            self.loose.clear();
            self.loose.ann(AnnKey::Rma, AnnVal::Str(op.name()));
            self.loose.ann(AnnKey::Peer, AnnVal::U(u64::from(origin)));
            self.loose.ann(AnnKey::Bytes, AnnVal::U(a.bytes()));
            self.loose.flows.push(Flow {
                id: a.flow(),
                kind: FlowKind::RmaIn(op),
                ts,
            });
            sink.instant(ts, InstantName::Kind(arrival_name(op)), &self.loose)?;
            st.instants += 1;
        }
        Ok(())
    }

    fn event(
        &mut self,
        me: Rank,
        ev: Event,
        rma: Option<&RmaIndex>,
        sink: &mut dyn Sink,
        st: &mut WalkStats,
    ) -> io::Result<()> {
        let ts = ev.time;
        match ev.kind {
            EventKind::Enter { region, callsite } => {
                self.flush_begin(sink)?;
                if self.depth == self.frames.len() {
                    self.frames.push(Frame::default());
                }
                let f = &mut self.frames[self.depth];
                self.depth += 1;
                f.region = region;
                f.begin_ts = ts;
                f.begin_pending = true;
                f.begin.clear();
                f.end.clear();
                f.messages = 0;
                f.message_bytes = 0;
                f.collective_seen = false;
                if callsite.is_some() {
                    f.begin.ann(AnnKey::Source, AnnVal::Source(callsite));
                }
            }
            EventKind::Exit { .. } => {
                if self.depth == 0 {
                    st.stray_exits += 1;
                    return Ok(());
                }
                self.flush_begin(sink)?;
                let f = &mut self.frames[self.depth - 1];
                finish_messages(f);
                sink.end(ts, f.region, &f.end)?;
                self.depth -= 1;
                st.slices += 1;
            }
            EventKind::Send {
                comm,
                peer,
                tag,
                bytes,
                ..
            } => {
                st.sends += 1;
                let id = self.counters.send(comm, me, peer, tag);
                let flow = Flow {
                    id,
                    kind: FlowKind::Out,
                    ts,
                };
                self.message(ts, "send", comm, peer, tag, bytes, flow, sink, st)?;
            }
            EventKind::Recv {
                comm,
                peer,
                tag,
                bytes,
                ..
            } => {
                st.receives += 1;
                let id = self.counters.receive(comm, me, peer, tag);
                let flow = Flow {
                    id,
                    kind: FlowKind::In,
                    ts,
                };
                self.message(ts, "recv", comm, peer, tag, bytes, flow, sink, st)?;
            }
            EventKind::Collective {
                comm,
                root,
                sent,
                received,
                ..
            } => {
                st.collectives += 1;
                let id = self.counters.collective(comm);
                let flow = Flow {
                    id,
                    kind: FlowKind::Chain,
                    ts,
                };
                match self.top() {
                    Some(f) => {
                        let first = !f.collective_seen;
                        f.collective_seen = true;
                        let has_comm = f.messages > 0;
                        let x = if f.begin_pending {
                            &mut f.begin
                        } else {
                            &mut f.end
                        };
                        x.flows.push(flow);
                        if first {
                            collective_anns(x, comm, root, sent, received, !has_comm);
                        }
                    }
                    None => {
                        self.loose.clear();
                        self.loose.flows.push(flow);
                        collective_anns(&mut self.loose, comm, root, sent, received, true);
                        sink.instant(ts, InstantName::Kind("collective"), &self.loose)?;
                        st.instants += 1;
                    }
                }
            }
            EventKind::Rma {
                op, target, bytes, ..
            } => {
                let seq = self.rma_seq;
                self.rma_seq = seq.wrapping_add(1);
                // A flow only where the pre-pass put its end on the target.
                let flow = rma.and_then(|r| r.target(target)).map(|_| Flow {
                    id: rma_flow(self.loc, seq),
                    kind: FlowKind::RmaOut(op),
                    ts,
                });
                if flow.is_some() {
                    st.transfers += 1;
                }
                self.attribute(ts, "rma", sink, st, |x| {
                    x.ann(AnnKey::Rma, AnnVal::Str(op.name()));
                    x.ann(AnnKey::Target, AnnVal::U(u64::from(target)));
                    x.ann(AnnKey::Bytes, AnnVal::U(bytes));
                    x.flows.extend(flow);
                })?;
            }
            EventKind::Lock {
                op, lock, target, ..
            } => {
                self.attribute(ts, "lock", sink, st, |x| {
                    x.ann(AnnKey::Lock, AnnVal::U(lock));
                    x.ann(
                        AnnKey::Acquire,
                        AnnVal::U(u64::from(op == ppw_event::LockOp::Acquire)),
                    );
                    if target != NO_RANK {
                        x.ann(AnnKey::Target, AnnVal::U(u64::from(target)));
                    }
                })?;
            }
            EventKind::AddrSync { what, addr, .. } => {
                let acquire = what == ppw_event::AddrSync::Lock(ppw_event::LockOp::Acquire);
                self.attribute(ts, "addr_sync", sink, st, |x| {
                    x.ann(AnnKey::Lock, AnnVal::U(addr));
                    x.ann(AnnKey::Acquire, AnnVal::U(u64::from(acquire)));
                })?;
            }
            EventKind::RmaGroupSync { role, .. } => {
                self.attribute(ts, "rma_group_sync", sink, st, |x| {
                    x.ann(AnnKey::Rma, AnnVal::Str(role.name()));
                })?;
            }
            EventKind::RmaFlush { target, .. } => {
                self.attribute(ts, "rma_flush", sink, st, |x| {
                    if target != NO_RANK {
                        x.ann(AnnKey::Target, AnnVal::U(u64::from(target)));
                    }
                })?;
            }
            EventKind::Io { bytes, fd } => {
                self.attribute(ts, "io", sink, st, |x| {
                    x.ann(AnnKey::IoBytes, AnnVal::U(bytes));
                    x.ann(AnnKey::Fd, AnnVal::I(i64::from(fd)));
                })?;
            }
            EventKind::Marker { region } => {
                self.flush_begin(sink)?;
                self.loose.clear();
                sink.instant(ts, InstantName::Region(region), &self.loose)?;
                st.instants += 1;
            }
            EventKind::RecvPost { .. }
            | EventKind::RequestComplete { .. }
            | EventKind::RequestCancelled { .. }
            | EventKind::CollectiveBegin
            | EventKind::RmaAddress { .. }
            | EventKind::Alloc { .. }
            | EventKind::CpuSample { .. }
            | EventKind::Counter { .. }
            | EventKind::Buffer { .. }
            | EventKind::Heap { .. } => {}
        }
        Ok(())
    }

    fn top(&mut self) -> Option<&mut Frame> {
        match self.depth {
            0 => None,
            d => Some(&mut self.frames[d - 1]),
        }
    }

    fn flush_begin(&mut self, sink: &mut dyn Sink) -> io::Result<()> {
        if let Some(f) = self.top() {
            if f.begin_pending {
                f.begin_pending = false;
                sink.begin(f.begin_ts, f.region, &f.begin)?;
            }
        }
        Ok(())
    }

    /// A send or receive: arguments for the first message of the region, a count for the rest,
    /// and the flow (outgoing on the begin while it is pending, incoming always on the end).
    #[allow(clippy::too_many_arguments)]
    fn message(
        &mut self,
        ts: u64,
        kind: &'static str,
        comm: CommId,
        peer: Rank,
        tag: i32,
        bytes: u64,
        flow: Flow,
        sink: &mut dyn Sink,
        st: &mut WalkStats,
    ) -> io::Result<()> {
        match self.top() {
            Some(f) => {
                let first = f.messages == 0;
                f.messages += 1;
                f.message_bytes += bytes;
                let pending = f.begin_pending;
                if first {
                    let x = if pending { &mut f.begin } else { &mut f.end };
                    message_anns(x, comm, peer, tag, bytes, !f.collective_seen);
                }
                match flow.kind {
                    FlowKind::In => f.end.flows.push(flow),
                    _ if pending => f.begin.flows.push(flow),
                    _ => f.end.flows.push(flow),
                }
            }
            None => {
                self.loose.clear();
                message_anns(&mut self.loose, comm, peer, tag, bytes, true);
                self.loose.flows.push(flow);
                sink.instant(ts, InstantName::Kind(kind), &self.loose)?;
                st.instants += 1;
            }
        }
        Ok(())
    }

    /// Arguments of the innermost region (begin if pending, else end), or an instant.
    fn attribute(
        &mut self,
        ts: u64,
        kind: &'static str,
        sink: &mut dyn Sink,
        st: &mut WalkStats,
        add: impl FnOnce(&mut Extras),
    ) -> io::Result<()> {
        match self.top() {
            Some(f) => add(if f.begin_pending {
                &mut f.begin
            } else {
                &mut f.end
            }),
            None => {
                self.loose.clear();
                add(&mut self.loose);
                sink.instant(ts, InstantName::Kind(kind), &self.loose)?;
                st.instants += 1;
            }
        }
        Ok(())
    }
}

fn message_anns(x: &mut Extras, comm: CommId, peer: Rank, tag: i32, bytes: u64, with_comm: bool) {
    x.ann(AnnKey::Bytes, AnnVal::U(bytes));
    x.ann(AnnKey::Peer, AnnVal::U(u64::from(peer)));
    x.ann(AnnKey::Tag, AnnVal::I(i64::from(tag)));
    if with_comm {
        x.ann(AnnKey::Comm, AnnVal::Comm(comm));
    }
}

fn collective_anns(
    x: &mut Extras,
    comm: CommId,
    root: Rank,
    sent: u64,
    recv: u64,
    with_comm: bool,
) {
    if with_comm {
        x.ann(AnnKey::Comm, AnnVal::Comm(comm));
    }
    if root != NO_RANK {
        x.ann(AnnKey::Root, AnnVal::U(u64::from(root)));
    }
    x.ann(AnnKey::BytesSent, AnnVal::U(sent));
    x.ann(AnnKey::BytesReceived, AnnVal::U(recv));
}

/// Regions with several messages (`MPI_Sendrecv`, `MPI_Waitall`) get a count and a total.
fn finish_messages(f: &mut Frame) {
    if f.messages > 1 {
        f.end
            .ann(AnnKey::Messages, AnnVal::U(u64::from(f.messages)));
        f.end.ann(AnnKey::TotalBytes, AnnVal::U(f.message_bytes));
    }
}
