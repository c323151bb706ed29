//! Record encoders: build the uncompressed payload of EVENTS, DEFS and PROFILE blocks.
//!
//! The runtime fills an encoder from its raw per-thread buffer at flush time and hands the bytes
//! to [`crate::RankFileWriter::write_block`]. Every EVENTS record is `kind: u8, dt: varint`
//! followed by its fields; `dt` is the tick delta to the previous record of the same block (the
//! first record's delta is from 0, so every block decodes on its own). Extension records
//! ([`EventEncoder::extension`]) put their payload length before their fields.

use crate::wire::{def, ev, put_i64, put_str, put_u64};
use ppw_event::{AddrSync, CollKind, CommKind, GatsRole, GenericOp, LockOp, Paradigm, RmaOp};

/// Largest encoded size of one EVENTS record (kind, 10-byte dt, five 10-byte varints).
pub const MAX_EVENT_RECORD: usize = 64;

/// Encoder of EVENTS payloads of one location: one block, or a sequence of blocks cut with
/// [`EventEncoder::cut`] (each block restarts its timestamp delta chain, so it decodes on its
/// own).
///
/// Records are written with unchecked stores after one capacity check per record, so a caller
/// that keeps [`MAX_EVENT_RECORD`] bytes of room per record (the runtime flushes before the
/// buffer fills) never reallocates. This is the runtime's per-call hot path.
#[derive(Debug, Default, Clone)]
pub struct EventEncoder {
    buf: Vec<u8>,
    last: u64,
    count: u32,
    /// Offset of the open block.
    start: usize,
    /// Closed blocks: (start, end, records).
    closed: Vec<(usize, usize, u32)>,
}

/// Write `v` as a LEB128 varint at `p`; returns the position after it.
///
/// # Safety
/// `p` must be valid for 10 bytes of writes.
#[inline(always)]
unsafe fn put_raw(mut p: *mut u8, mut v: u64) -> *mut u8 {
    while v >= 0x80 {
        // Safety: guaranteed by the caller (at most 10 bytes).
        unsafe {
            *p = (v as u8) | 0x80;
            p = p.add(1);
        }
        v >>= 7;
    }
    // Safety: as above.
    unsafe {
        *p = v as u8;
        p.add(1)
    }
}

#[inline(always)]
fn zigzag(v: i64) -> u64 {
    ((v << 1) ^ (v >> 63)) as u64
}

/// Varints of `fields` into `out` (an extension record's payload, without allocating);
/// returns the length. `out` must hold 10 bytes per field.
/// Bytes of `v` as a varint.
#[inline(always)]
fn varint_len(v: u64) -> u64 {
    (64 - (v | 1).leading_zeros() as u64).div_ceil(7)
}

fn put_fields(out: &mut [u8], fields: &[u64]) -> usize {
    let mut n = 0;
    for &f in fields {
        let mut v = f;
        while v >= 0x80 {
            out[n] = (v as u8) | 0x80;
            n += 1;
            v >>= 7;
        }
        out[n] = v as u8;
        n += 1;
    }
    n
}

impl EventEncoder {
    /// An empty encoder.
    pub fn new() -> Self {
        Self::default()
    }

    /// An empty encoder with room for `bytes` bytes of records.
    pub fn with_capacity(bytes: usize) -> Self {
        EventEncoder {
            buf: Vec::with_capacity(bytes),
            closed: Vec::with_capacity(64),
            ..Self::default()
        }
    }

    /// Drop all blocks (keeps the allocation).
    pub fn clear(&mut self) {
        self.buf.clear();
        self.last = 0;
        self.count = 0;
        self.start = 0;
        self.closed.clear();
    }

    /// Encoded bytes of the open block.
    pub fn bytes(&self) -> &[u8] {
        &self.buf[self.start..]
    }

    /// Number of records in the open block.
    pub fn count(&self) -> u32 {
        self.count
    }

    /// Encoded bytes of all blocks.
    pub fn len(&self) -> usize {
        self.buf.len()
    }

    /// Encoded bytes of the open block.
    #[inline]
    pub fn block_len(&self) -> usize {
        self.buf.len() - self.start
    }

    /// Allocated room in bytes.
    pub fn capacity(&self) -> usize {
        self.buf.capacity()
    }

    /// True if there is no record in any block.
    pub fn is_empty(&self) -> bool {
        self.count == 0 && self.closed.is_empty()
    }

    /// Make room for `bytes` more bytes (may reallocate).
    pub fn reserve(&mut self, bytes: usize) {
        self.buf.reserve(bytes);
    }

    /// Close the open block (if it has records); the next record starts a new block whose
    /// delta chain restarts from 0.
    pub fn cut(&mut self) {
        if self.count > 0 {
            self.closed.push((self.start, self.buf.len(), self.count));
            self.start = self.buf.len();
            self.count = 0;
            self.last = 0;
        }
    }

    /// All non-empty blocks in order, the open one last: (payload, number of records).
    pub fn blocks(&self) -> impl Iterator<Item = (&[u8], u32)> + '_ {
        let open = (self.count > 0).then_some((self.start, self.buf.len(), self.count));
        self.closed
            .iter()
            .copied()
            .chain(open)
            .map(|(a, b, n)| (&self.buf[a..b], n))
    }

    #[cold]
    fn grow(&mut self) {
        self.buf.reserve(MAX_EVENT_RECORD.max(self.buf.capacity()));
    }

    /// Append one record: `kind`, the tick delta, then `fields` (already zigzagged).
    #[inline(always)]
    pub(crate) fn put<const N: usize>(&mut self, kind: u8, t: u64, fields: [u64; N]) {
        const { assert!(N <= 5, "a record has at most five fields") };
        self.put_fields(kind, t, fields.into_iter());
    }

    /// [`EventEncoder::put`] with a run-time number of fields (at most five are written).
    pub(crate) fn put_slice(&mut self, kind: u8, t: u64, fields: &[u64]) {
        self.put_fields(kind, t, fields.iter().copied().take(5));
    }

    /// The record writer behind both: at most five `fields`.
    #[inline(always)]
    fn put_fields(&mut self, kind: u8, t: u64, fields: impl Iterator<Item = u64>) {
        if self.buf.capacity() - self.buf.len() < MAX_EVENT_RECORD {
            self.grow();
        }
        // Timestamps of one location never go backwards; a clock that does is clamped.
        let t = t.max(self.last);
        let dt = t - self.last;
        self.last = t;
        self.count += 1;
        let len = self.buf.len();
        // Safety: at least MAX_EVENT_RECORD (>= 1 + 10 * 6) bytes are free, and both callers
        // pass at most five fields.
        unsafe {
            let base = self.buf.as_mut_ptr();
            let mut p = base.add(len);
            *p = kind;
            p = put_raw(p.add(1), dt);
            for f in fields {
                p = put_raw(p, f);
            }
            self.buf.set_len(p.offset_from(base) as usize);
        }
    }
}

impl Records for EventEncoder {
    #[inline(always)]
    fn rec<const N: usize>(&mut self, kind: u8, t: u64, fields: [u64; N]) {
        self.put(kind, t, fields);
    }

    fn payload_rec(&mut self, kind: u8, t: u64, payload: &[u8]) {
        self.buf.reserve(MAX_EVENT_RECORD + payload.len());
        self.put(kind, t, [payload.len() as u64]);
        self.buf.extend_from_slice(payload);
    }
}

/// The typed EVENTS records, written through a sink's two primitives: [`Records::rec`] (kind,
/// time, up to five fields already transformed for the wire: zigzagged, codes) and
/// [`Records::payload_rec`] (kind, time, payload bytes). [`EventEncoder`] writes them as the
/// varint records of `docs/FORMAT.md`; the runtime's trace buffer stores them as fixed words
/// ([`crate::raw`]) that [`crate::raw::transcode`] turns into the same bytes later.
pub trait Records {
    /// Append one record: `kind`, time `t`, then `fields`.
    fn rec<const N: usize>(&mut self, kind: u8, t: u64, fields: [u64; N]);

    /// Append one record whose only field is the length of `payload`, followed by the payload
    /// bytes (extension records, and the 8-byte address of RMA_ADDRESS).
    fn payload_rec(&mut self, kind: u8, t: u64, payload: &[u8]);

    /// Enter `region` (local id) from `callsite` (local id, `u32::MAX` = none).
    #[inline]
    fn enter(&mut self, t: u64, region: u32, callsite: u32) {
        self.rec(
            ev::ENTER,
            t,
            [region as u64, callsite.wrapping_add(1) as u64],
        );
    }

    /// Leave the innermost region.
    #[inline]
    fn exit(&mut self, t: u64) {
        self.rec(ev::EXIT, t, []);
    }

    /// Send to communicator-local rank `peer`. `request` 0 = blocking.
    #[inline]
    fn send(&mut self, t: u64, comm: u32, peer: i32, tag: i32, bytes: u64, request: u64) {
        self.rec(
            ev::SEND,
            t,
            [
                comm as u64,
                zigzag(peer as i64),
                zigzag(tag as i64),
                bytes,
                request,
            ],
        );
    }

    /// Receive from communicator-local rank `peer` (the actual source). `request` 0 = blocking.
    #[inline]
    fn recv(&mut self, t: u64, comm: u32, peer: i32, tag: i32, bytes: u64, request: u64) {
        self.rec(
            ev::RECV,
            t,
            [
                comm as u64,
                zigzag(peer as i64),
                zigzag(tag as i64),
                bytes,
                request,
            ],
        );
    }

    /// A non-blocking receive was posted. `peer` -1 = any source; `tag` [`ppw_event::ANY_TAG`]
    /// = any tag.
    #[inline]
    fn recv_post(&mut self, t: u64, comm: u32, peer: i32, tag: i32, request: u64) {
        self.rec(
            ev::RECV_POST,
            t,
            [
                comm as u64,
                zigzag(peer as i64),
                zigzag(tag as i64),
                request,
            ],
        );
    }

    /// A non-receive request completed.
    #[inline]
    fn request_complete(&mut self, t: u64, request: u64) {
        self.rec(ev::REQUEST_COMPLETE, t, [request]);
    }

    /// A request was cancelled or freed while pending.
    #[inline]
    fn request_cancelled(&mut self, t: u64, request: u64) {
        self.rec(ev::REQUEST_CANCELLED, t, [request]);
    }

    /// A collective operation. `root` is communicator-local, -1 = none.
    #[inline]
    fn collective(&mut self, t: u64, comm: u32, root: i32, sent: u64, received: u64, request: u64) {
        self.rec(
            ev::COLLECTIVE,
            t,
            [comm as u64, zigzag(root as i64), sent, received, request],
        );
    }

    /// A one-sided transfer started. `target` is communicator-local.
    #[inline]
    fn rma(&mut self, t: u64, op: RmaOp, comm: u32, target: i32, bytes: u64, request: u64) {
        let code = match op {
            RmaOp::Put => 0,
            RmaOp::Get => 1,
            RmaOp::Atomic => 2,
            RmaOp::Accumulate => 3,
        };
        self.rec(
            ev::RMA,
            t,
            [code, comm as u64, zigzag(target as i64), bytes, request],
        );
    }

    /// A lock request, acquisition or release. `target` is a world rank, -1 = none. The first
    /// field packs the operation (bits 0-1: 0 release, 1 acquire, 2 request) and bit 2 for an
    /// exclusive lock; version-1 readers took any non-zero value for an acquisition.
    fn lock(&mut self, t: u64, op: LockOp, lock: u64, target: i32, exclusive: bool) {
        let code = match op {
            LockOp::Release => 0,
            LockOp::Acquire => 1,
            LockOp::Request => 2,
        } | (exclusive as u64) << 2;
        self.rec(ev::LOCK, t, [code, lock, zigzag(target as i64)]);
    }

    /// The remote address (a runtime address, made symmetric by the reader) of the RMA record
    /// just written: 8 bytes little-endian (a varint of a 47-bit address costs a loop of 7
    /// steps on the hot path of every PGAS transfer).
    #[inline]
    fn rma_address(&mut self, t: u64, addr: u64) {
        self.payload_rec(ev::RMA_ADDRESS, t, &addr.to_le_bytes());
    }

    /// A synchronization on the (runtime) address `addr` of local memory window `win`.
    fn addr_sync(&mut self, t: u64, what: AddrSync, win: u32, addr: u64) {
        let code = match what {
            AddrSync::Lock(LockOp::Release) => 0,
            AddrSync::Lock(LockOp::Acquire) => 1,
            AddrSync::Lock(LockOp::Request) => 2,
            AddrSync::ValueReached => 3,
        };
        let mut p = [0u8; 30];
        let n = put_fields(&mut p, &[code, win as u64, addr]);
        self.extension(t, ev::ADDR_SYNC, &p[..n]);
    }

    /// The local buffer (a runtime address, made symmetric by the reader when it lies in a
    /// loaded object) of the message or transfer record just written: 8 bytes little-endian,
    /// like RMA_ADDRESS.
    #[inline]
    fn buffer(&mut self, t: u64, addr: u64) {
        self.payload_rec(ev::BUFFER, t, &addr.to_le_bytes());
    }

    /// A heap block of `bytes` bytes at (runtime) address `addr` was allocated by HEAP_SITE
    /// `site`, or freed (`bytes` 0, `site` [`ppw_event::HEAP_SITE_NONE`]).
    fn heap(&mut self, t: u64, addr: u64, bytes: u64, site: u32) {
        let site = if site == ppw_event::HEAP_SITE_NONE {
            0
        } else {
            site as u64 + 1
        };
        let mut p = [0u8; 30];
        let n = put_fields(&mut p, &[addr, bytes, site]);
        self.extension(t, ev::HEAP, &p[..n]);
    }

    /// A block of (runtime) address `addr` and `bytes` bytes of local memory window `win` was
    /// allocated, or freed (`freed`, bytes 0); `block`: the block size of a block-cyclic
    /// object (written only when not 0).
    fn alloc(&mut self, t: u64, win: u32, addr: u64, bytes: u64, freed: bool, block: u64) {
        let mut p = [0u8; 50];
        let fields = [freed as u64, win as u64, addr, bytes, block];
        let n = put_fields(&mut p, &fields[..if block == 0 { 4 } else { 5 }]);
        self.extension(t, ev::ALLOC, &p[..n]);
    }

    /// Performance counter values so far: those of COUNTER definitions `first`, `first + 1`,
    /// ... (at most [`ppw_event::counters::MAX_COUNTERS`]).
    fn counters(&mut self, t: u64, first: u32, values: &[u64]) {
        let mut p = [0u8; 10 * (ppw_event::counters::MAX_COUNTERS + 1)];
        let k = values.len().min(ppw_event::counters::MAX_COUNTERS);
        let mut n = put_fields(&mut p, &[first as u64]);
        n += put_fields(&mut p[n..], &values[..k]);
        self.extension(t, ev::COUNTERS, &p[..n]);
    }

    /// One step of general active target synchronization on local window `win` with the
    /// group defined as local communicator `group`.
    fn rma_group_sync(&mut self, t: u64, role: GatsRole, win: u32, group: u32) {
        let role = match role {
            GatsRole::Post => 0u8,
            GatsRole::Start => 1,
            GatsRole::Complete => 2,
            GatsRole::Wait => 3,
        };
        let mut p = [0u8; 30];
        let n = put_fields(&mut p, &[role as u64, win as u64, group as u64]);
        self.extension(t, ev::RMA_GROUP_SYNC, &p[..n]);
    }

    /// The one-sided transfers to window-local `target` (-1: all) of local window `win` are
    /// complete.
    ///
    /// Written in one step (it is on the hot path of passive-target loops): the payload is two
    /// varints, so the record is the extension layout (kind, dt, payload length, payload) with
    /// the length computed up front; the bytes equal `extension`'s.
    #[inline]
    fn rma_flush(&mut self, t: u64, win: u32, target: i32) {
        let (w, g) = (win as u64, zigzag(target as i64));
        let len = varint_len(w) + varint_len(g);
        self.rec(ev::RMA_FLUSH, t, [len, w, g]);
    }

    /// Bytes moved by an I/O call.
    #[inline]
    fn io(&mut self, t: u64, bytes: u64, fd: i32) {
        self.rec(ev::IO, t, [bytes, zigzag(fd as i64)]);
    }

    /// The calling thread's cumulative CPU times (ns).
    #[inline]
    fn cpu(&mut self, t: u64, user_ns: u64, system_ns: u64) {
        self.rec(ev::CPU, t, [user_ns, system_ns]);
    }

    /// A point marker whose text is the name of `region`.
    fn marker(&mut self, t: u64, region: u32) {
        self.rec(ev::MARKER, t, [region as u64]);
    }

    /// An extension record (format version 2): `kind` must be in the extension range
    /// ([`ev::is_extension`]), `payload` is its encoded fields. Readers that do not know the
    /// kind skip it by its length. Unlike the core records this may reallocate (the payload has
    /// no size limit).
    ///
    /// # Panics
    /// If `kind` is not an extension kind.
    fn extension(&mut self, t: u64, kind: u8, payload: &[u8]) {
        assert!(
            ev::is_extension(kind),
            "record kind {kind:#x} is not in the extension range"
        );
        self.payload_rec(kind, t, payload);
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
        flags: u64,
        file: &str,
        line: u32,
    ) {
        self.rec(def::REGION, |b| {
            put_u64(b, id as u64);
            put_str(b, name);
            b.push(paradigm.code());
            b.push(op.code());
            b.push(coll.code());
            put_u64(b, flags);
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

    /// Call site `id` was reached from call site `parent`: the function containing `id` was
    /// called at `parent` (calling context; both ids defined by CALLSITE records).
    pub fn caller(&mut self, id: u32, parent: u32) {
        self.rec(def::CALLER, |b| {
            put_u64(b, id as u64);
            put_u64(b, parent as u64);
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
                CommKind::Group => 3,
                CommKind::Memory => 4,
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

    /// Profile mode: one-sided statistics of thread `thread` on window `win` (local comm id).
    /// `kind` 0-3: transfers of that RMA op code (put, get, atomic, accumulate) to window-local
    /// `target`, `amount` in bytes; 16 + class (0 active-target synchronization, 1 passive, 2
    /// window creation and release): `count` calls taking `amount` timer ticks, `target` -1.
    pub fn rma_stat(
        &mut self,
        thread: u32,
        win: u32,
        kind: u8,
        target: i32,
        count: u64,
        amount: u64,
    ) {
        self.rec(def::RMA_STAT, |b| {
            put_u64(b, thread as u64);
            put_u64(b, win as u64);
            b.push(kind);
            put_u64(b, zigzag(target as i64));
            put_u64(b, count);
            put_u64(b, amount);
        });
    }

    /// A note about the measurement of this rank (events the runtime skipped or only counted),
    /// which readers report with the experiment's warnings.
    pub fn note(&mut self, text: &str) {
        self.rec(def::NOTE, |b| put_str(b, text));
    }

    /// Call-site address `address` (not a code address: ppw's runtime makes them with the top
    /// 32 bits set) stands for position `line`:`col` of source file `file` of the programming
    /// model (a GASP runtime passes them with each event); readers resolve it to that position
    /// instead of through the loaded objects.
    pub fn source(&mut self, address: u64, file: &str, line: u32, col: u32) {
        self.rec(def::SOURCE, |b| {
            put_u64(b, address);
            put_str(b, file);
            put_u64(b, line as u64);
            put_u64(b, col as u64);
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

    /// Performance counter `index` of the rank's COUNTERS records: its name, unit, whether the
    /// rank could read it and why not.
    pub fn counter(&mut self, index: u32, name: &str, unit: &str, available: bool, note: &str) {
        self.rec(def::COUNTER, |b| {
            put_u64(b, index as u64);
            put_str(b, name);
            put_str(b, unit);
            put_u64(b, available as u64);
            put_str(b, note);
        });
    }

    /// The virtual topology of communicator `comm` as this rank sees it: `kind`
    /// ([`ppw_event::topology_kind`]) and its three lists (see [`def::TOPOLOGY`]).
    pub fn topology(&mut self, comm: u32, kind: u8, lists: [&[u32]; 3]) {
        self.rec(def::TOPOLOGY, |b| {
            put_u64(b, comm as u64);
            b.push(kind);
            for l in lists {
                put_u64(b, l.len() as u64);
                for v in l {
                    put_u64(b, *v as u64);
                }
            }
        });
    }

    /// Heap allocation site `id`: the allocating call's return address, and (a converted
    /// experiment) its resolved function, file and line.
    pub fn heap_site(&mut self, id: u32, address: u64, function: &str, file: &str, line: u32) {
        self.rec(def::HEAP_SITE, |b| {
            put_u64(b, id as u64);
            put_u64(b, address);
            put_str(b, function);
            put_str(b, file);
            put_u64(b, line as u64);
        });
    }

    /// A buffer of `bytes` bytes at `address` that the program named `name`.
    pub fn data_name(&mut self, address: u64, bytes: u64, name: &str) {
        self.rec(def::DATA_NAME, |b| {
            put_u64(b, address);
            put_u64(b, bytes);
            put_str(b, name);
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

    /// Scheduler facts of the process at local time `mono_ns`: run delay summed over its
    /// threads (ns spent runnable but not running), involuntary context switches, CPUs online
    /// on the host and CPUs in the process's affinity mask.
    pub fn sched(
        &mut self,
        mono_ns: u64,
        run_delay_ns: u64,
        involuntary_switches: u64,
        cores_online: u32,
        cores_allowed: u32,
    ) {
        self.rec(def::SCHED, |b| {
            put_u64(b, mono_ns);
            put_u64(b, run_delay_ns);
            put_u64(b, involuntary_switches);
            put_u64(b, cores_online as u64);
            put_u64(b, cores_allowed as u64);
        });
    }

    /// Program-counter samples (event-timer ticks, instruction address), in time order, taken
    /// every `period_ns` of the thread's CPU time.
    pub fn samples(&mut self, period_ns: u64, samples: &[(u64, u64)]) {
        self.rec(def::SAMPLES, |b| {
            put_u64(b, period_ns);
            put_u64(b, samples.len() as u64);
            let mut prev = 0u64;
            for &(t, pc) in samples {
                put_u64(b, t.wrapping_sub(prev));
                put_u64(b, pc);
                prev = t;
            }
        });
    }

    /// Facts about the rank.
    pub fn rank_info(&mut self, nranks: u32, host: &str, program: &str) {
        self.rank_info_on(nranks, host, program, "");
    }

    /// Facts about the rank, with the kernel's boot id (`/proc/sys/kernel/random/boot_id`):
    /// ranks with rank 0's boot id share its CLOCK_MONOTONIC, so readers need no clock offset
    /// for them.
    pub fn rank_info_on(&mut self, nranks: u32, host: &str, program: &str, boot_id: &str) {
        self.rec(def::RANK_INFO, |b| {
            put_u64(b, nranks as u64);
            put_str(b, host);
            put_str(b, program);
            put_str(b, boot_id);
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

/// Encode a PROFILE_COUNTERS block payload: the number `k` of counters, then per node of the
/// PROFILE block (same order) 0 (not read) or 1 followed by its `k` inclusive counts.
pub fn encode_profile_counters(k: usize, nodes: &[Option<&[u64]>]) -> Vec<u8> {
    let mut buf = Vec::with_capacity(nodes.len() * 2);
    put_u64(&mut buf, k as u64);
    for n in nodes {
        match n {
            Some(v) => {
                put_u64(&mut buf, 1);
                for i in 0..k {
                    put_u64(&mut buf, v.get(i).copied().unwrap_or(0));
                }
            }
            None => put_u64(&mut buf, 0),
        }
    }
    buf
}

#[cfg(test)]
mod flush_tests {
    use super::*;

    #[test]
    fn rma_flush_is_an_extension_record() {
        for (w, t) in [(0u32, -1i32), (5, 3), (300, 100_000), (u32::MAX, i32::MIN)] {
            let mut a = EventEncoder::new();
            a.rma_flush(7, w, t);
            let mut b = EventEncoder::new();
            let mut p = [0u8; 20];
            let n = put_fields(&mut p, &[w as u64, zigzag(t as i64)]);
            b.extension(7, ev::RMA_FLUSH, &p[..n]);
            assert_eq!(a.bytes(), b.bytes(), "{w} {t}");
        }
        assert_eq!(varint_len(0), 1);
        assert_eq!(varint_len(127), 1);
        assert_eq!(varint_len(128), 2);
        assert_eq!(varint_len(u64::MAX), 10);
    }
}
