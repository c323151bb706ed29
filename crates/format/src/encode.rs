//! Record encoders: build the uncompressed payload of EVENTS, DEFS and PROFILE blocks.
//!
//! The runtime fills an encoder from its raw per-thread buffer at flush time and hands the bytes
//! to [`crate::RankFileWriter::write_block`]. Every EVENTS record is `kind: u8, dt: varint`
//! followed by its fields; `dt` is the tick delta to the previous record of the same block (the
//! first record's delta is from 0, so every block decodes on its own).

use crate::wire::{def, ev, put_i64, put_str, put_u64};
use ppw_event::{CollKind, CommKind, GenericOp, Paradigm, RmaOp};

/// Encoder for one EVENTS block of one location.
#[derive(Debug, Default, Clone)]
pub struct EventEncoder {
    buf: Vec<u8>,
    last: u64,
    count: u32,
}

impl EventEncoder {
    /// An empty encoder.
    pub fn new() -> Self {
        Self::default()
    }

    /// Start a new block (keeps the allocation).
    pub fn clear(&mut self) {
        self.buf.clear();
        self.last = 0;
        self.count = 0;
    }

    /// Encoded bytes so far.
    pub fn bytes(&self) -> &[u8] {
        &self.buf
    }

    /// Number of records so far.
    pub fn count(&self) -> u32 {
        self.count
    }

    /// Encoded length so far.
    pub fn len(&self) -> usize {
        self.buf.len()
    }

    /// True if no record was added since the last clear.
    pub fn is_empty(&self) -> bool {
        self.count == 0
    }

    #[inline]
    fn head(&mut self, kind: u8, t: u64) {
        // Timestamps of one location never go backwards; a clock that does is clamped.
        let t = t.max(self.last);
        self.buf.push(kind);
        put_u64(&mut self.buf, t - self.last);
        self.last = t;
        self.count += 1;
    }

    /// Enter `region` (local id) from `callsite` (local id, `u32::MAX` = none).
    #[inline]
    pub fn enter(&mut self, t: u64, region: u32, callsite: u32) {
        self.head(ev::ENTER, t);
        put_u64(&mut self.buf, region as u64);
        put_u64(&mut self.buf, callsite.wrapping_add(1) as u64);
    }

    /// Leave the innermost region.
    #[inline]
    pub fn exit(&mut self, t: u64) {
        self.head(ev::EXIT, t);
    }

    /// Send to communicator-local rank `peer`. `request` 0 = blocking.
    #[inline]
    pub fn send(&mut self, t: u64, comm: u32, peer: i32, tag: i32, bytes: u64, request: u64) {
        self.head(ev::SEND, t);
        self.p2p_fields(comm, peer, tag, bytes, request);
    }

    /// Receive from communicator-local rank `peer` (the actual source). `request` 0 = blocking.
    #[inline]
    pub fn recv(&mut self, t: u64, comm: u32, peer: i32, tag: i32, bytes: u64, request: u64) {
        self.head(ev::RECV, t);
        self.p2p_fields(comm, peer, tag, bytes, request);
    }

    #[inline]
    fn p2p_fields(&mut self, comm: u32, peer: i32, tag: i32, bytes: u64, request: u64) {
        put_u64(&mut self.buf, comm as u64);
        put_i64(&mut self.buf, peer as i64);
        put_i64(&mut self.buf, tag as i64);
        put_u64(&mut self.buf, bytes);
        put_u64(&mut self.buf, request);
    }

    /// A non-blocking receive was posted. `peer` -1 = any source; `tag` [`ppw_event::ANY_TAG`]
    /// = any tag.
    pub fn recv_post(&mut self, t: u64, comm: u32, peer: i32, tag: i32, request: u64) {
        self.head(ev::RECV_POST, t);
        put_u64(&mut self.buf, comm as u64);
        put_i64(&mut self.buf, peer as i64);
        put_i64(&mut self.buf, tag as i64);
        put_u64(&mut self.buf, request);
    }

    /// A non-receive request completed.
    pub fn request_complete(&mut self, t: u64, request: u64) {
        self.head(ev::REQUEST_COMPLETE, t);
        put_u64(&mut self.buf, request);
    }

    /// A request was cancelled or freed while pending.
    pub fn request_cancelled(&mut self, t: u64, request: u64) {
        self.head(ev::REQUEST_CANCELLED, t);
        put_u64(&mut self.buf, request);
    }

    /// A collective operation. `root` is communicator-local, -1 = none.
    pub fn collective(
        &mut self,
        t: u64,
        comm: u32,
        root: i32,
        sent: u64,
        received: u64,
        request: u64,
    ) {
        self.head(ev::COLLECTIVE, t);
        put_u64(&mut self.buf, comm as u64);
        put_i64(&mut self.buf, root as i64);
        put_u64(&mut self.buf, sent);
        put_u64(&mut self.buf, received);
        put_u64(&mut self.buf, request);
    }

    /// A one-sided transfer started. `target` is communicator-local.
    pub fn rma(&mut self, t: u64, op: RmaOp, comm: u32, target: i32, bytes: u64, request: u64) {
        self.head(ev::RMA, t);
        let code = match op {
            RmaOp::Put => 0,
            RmaOp::Get => 1,
            RmaOp::Atomic => 2,
        };
        put_u64(&mut self.buf, code);
        put_u64(&mut self.buf, comm as u64);
        put_i64(&mut self.buf, target as i64);
        put_u64(&mut self.buf, bytes);
        put_u64(&mut self.buf, request);
    }

    /// A lock acquisition or release. `target` is a world rank, -1 = none.
    pub fn lock(&mut self, t: u64, acquire: bool, lock: u64, target: i32) {
        self.head(ev::LOCK, t);
        put_u64(&mut self.buf, acquire as u64);
        put_u64(&mut self.buf, lock);
        put_i64(&mut self.buf, target as i64);
    }

    /// Bytes moved by an I/O call.
    pub fn io(&mut self, t: u64, bytes: u64, fd: i32) {
        self.head(ev::IO, t);
        put_u64(&mut self.buf, bytes);
        put_i64(&mut self.buf, fd as i64);
    }

    /// The calling thread's cumulative CPU times (ns).
    pub fn cpu(&mut self, t: u64, user_ns: u64, system_ns: u64) {
        self.head(ev::CPU, t);
        put_u64(&mut self.buf, user_ns);
        put_u64(&mut self.buf, system_ns);
    }

    /// A point marker whose text is the name of `region`.
    pub fn marker(&mut self, t: u64, region: u32) {
        self.head(ev::MARKER, t);
        put_u64(&mut self.buf, region as u64);
    }
}

/// Encoder for a DEFS block.
#[derive(Debug, Default, Clone)]
pub struct DefsEncoder {
    buf: Vec<u8>,
    tmp: Vec<u8>,
    count: u32,
}

impl DefsEncoder {
    /// An empty encoder.
    pub fn new() -> Self {
        Self::default()
    }

    /// Start a new block.
    pub fn clear(&mut self) {
        self.buf.clear();
        self.count = 0;
    }

    /// Encoded bytes.
    pub fn bytes(&self) -> &[u8] {
        &self.buf
    }

    /// Number of records.
    pub fn count(&self) -> u32 {
        self.count
    }

    /// True if empty.
    pub fn is_empty(&self) -> bool {
        self.count == 0
    }

    /// Append one record: kind, body length, body (so readers can skip unknown kinds).
    fn rec(&mut self, kind: u8, body: impl FnOnce(&mut Vec<u8>)) {
        let mut tmp = std::mem::take(&mut self.tmp);
        tmp.clear();
        body(&mut tmp);
        self.buf.push(kind);
        put_u64(&mut self.buf, tmp.len() as u64);
        self.buf.extend_from_slice(&tmp);
        self.tmp = tmp;
        self.count += 1;
    }

    /// Define local region `id`.
    #[allow(clippy::too_many_arguments)]
    pub fn region(
        &mut self,
        id: u32,
        name: &str,
        paradigm: Paradigm,
        op: GenericOp,
        coll: CollKind,
        nonblocking: bool,
        file: &str,
        line: u32,
    ) {
        self.rec(def::REGION, |b| {
            put_u64(b, id as u64);
            put_str(b, name);
            b.push(paradigm.code());
            b.push(op.code());
            b.push(coll.code());
            put_u64(b, nonblocking as u64);
            put_str(b, file);
            put_u64(b, line as u64);
        });
    }

    /// Region `id` is the compiler-instrumented function at runtime address `address`; its name
    /// is resolved post mortem through the OBJECT records.
    pub fn function(&mut self, id: u32, address: u64) {
        self.rec(def::FUNCTION, |b| {
            put_u64(b, id as u64);
            put_u64(b, address);
        });
    }

    /// Define call site `id` at runtime (return) address `address`.
    pub fn callsite(&mut self, id: u32, address: u64) {
        self.rec(def::CALLSITE, |b| {
            put_u64(b, id as u64);
            put_u64(b, address);
        });
    }

    /// A loaded object: runtime addresses in `[lo, hi)` belong to `path`, whose file virtual
    /// address is `runtime address - bias`.
    pub fn object(&mut self, bias: u64, lo: u64, hi: u64, path: &str) {
        self.rec(def::OBJECT, |b| {
            put_u64(b, bias);
            put_u64(b, lo);
            put_u64(b, hi);
            put_str(b, path);
        });
    }

    /// Define local communicator `id`: `global` is the same on every member, `members` are world
    /// ranks in communicator-rank order.
    pub fn comm(&mut self, id: u32, global: u64, kind: CommKind, name: &str, members: &[u32]) {
        self.rec(def::COMM, |b| {
            put_u64(b, id as u64);
            put_u64(b, global);
            b.push(match kind {
                CommKind::Comm => 0,
                CommKind::Window => 1,
                CommKind::Team => 2,
            });
            put_str(b, name);
            put_u64(b, members.len() as u64);
            for m in members {
                put_u64(b, *m as u64);
            }
        });
    }

    /// Name (or rename) local communicator `id`.
    pub fn comm_name(&mut self, id: u32, name: &str) {
        self.rec(def::COMM_NAME, |b| {
            put_u64(b, id as u64);
            put_str(b, name);
        });
    }

    /// Define location (thread) `thread` of this rank.
    pub fn location(&mut self, thread: u32, tid: u64, name: &str) {
        self.rec(def::LOCATION, |b| {
            put_u64(b, thread as u64);
            put_u64(b, tid);
            put_str(b, name);
        });
    }

    /// A pair of simultaneous readings of the event timer (`ticks`) and CLOCK_MONOTONIC (`ns`).
    pub fn time_sync(&mut self, ticks: u64, mono_ns: u64) {
        self.rec(def::TIME_SYNC, |b| {
            put_u64(b, ticks);
            put_u64(b, mono_ns);
        });
    }

    /// Offset of this rank's CLOCK_MONOTONIC to rank 0's at local time `mono_ns`
    /// (rank 0 time = local + offset), measured with round trip `rtt_ns`.
    pub fn clock_offset(&mut self, mono_ns: u64, offset_ns: i64, rtt_ns: u64) {
        self.rec(def::CLOCK_OFFSET, |b| {
            put_u64(b, mono_ns);
            put_i64(b, offset_ns);
            put_u64(b, rtt_ns);
        });
    }

    /// Process CPU times (getrusage) at local time `mono_ns`.
    pub fn cpu(&mut self, mono_ns: u64, user_ns: u64, system_ns: u64) {
        self.rec(def::CPU, |b| {
            put_u64(b, mono_ns);
            put_u64(b, user_ns);
            put_u64(b, system_ns);
        });
    }

    /// Facts about the rank.
    pub fn rank_info(&mut self, nranks: u32, host: &str, program: &str) {
        self.rec(def::RANK_INFO, |b| {
            put_u64(b, nranks as u64);
            put_str(b, host);
            put_str(b, program);
        });
    }
}

/// One node of a profile as the runtime stores it (times in ticks).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RawProfileNode {
    /// Parent index or `u32::MAX` for a root.
    pub parent: u32,
    /// Local region id.
    pub region: u32,
    /// Local call site id or `u32::MAX`.
    pub callsite: u32,
    /// Visits.
    pub visits: u64,
    /// Inclusive ticks.
    pub inclusive: u64,
    /// Exclusive ticks.
    pub exclusive: u64,
    /// Shortest visit in ticks.
    pub min: u64,
    /// Longest visit in ticks.
    pub max: u64,
    /// Bytes sent.
    pub bytes_sent: u64,
    /// Bytes received.
    pub bytes_received: u64,
    /// User CPU ns (inclusive, sampled nodes only).
    pub cpu_user_ns: u64,
    /// System CPU ns (inclusive, sampled nodes only).
    pub cpu_system_ns: u64,
}

/// Encode a PROFILE block payload (nodes in parent-before-child order).
pub fn encode_profile(nodes: &[RawProfileNode]) -> Vec<u8> {
    let mut buf = Vec::with_capacity(nodes.len() * 16);
    for n in nodes {
        put_u64(&mut buf, n.parent.wrapping_add(1) as u64);
        put_u64(&mut buf, n.region as u64);
        put_u64(&mut buf, n.callsite.wrapping_add(1) as u64);
        for v in [
            n.visits,
            n.inclusive,
            n.exclusive,
            n.min,
            n.max,
            n.bytes_sent,
            n.bytes_received,
            n.cpu_user_ns,
            n.cpu_system_ns,
        ] {
            put_u64(&mut buf, v);
        }
    }
    buf
}
