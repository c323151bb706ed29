//! Raw event records: the runtime's in-memory trace buffer.
//!
//! The wrappers must not spend their time encoding varints, so a thread records its events as
//! fixed 64-bit words, and the writer thread turns them into the EVENTS records of
//! `docs/FORMAT.md` ([`transcode`]) when the buffer is written. The layout is private to one
//! process (never stored in a file) and is shared by the Rust records ([`put`],
//! [`put_payload`]) and the C wrappers' fast path (`crates/runtime/c/ppw_hot.h`, which writes
//! [`CALL`] records). Every record starts with a header word:
//!
//! * an ordinary record: bits 0-7 its EVENTS kind, bits 8-15 the number `n` of field words;
//!   then the time, then the `n` fields as [`Records::rec`] got them;
//! * a record with a payload (bit 16 set): bits 0-7 the kind, bits 32-63 the payload's length
//!   in bytes; then the time, then the payload, padded to whole words;
//! * a whole wrapped call ([`CALL`] in bits 0-7): bits 8-15 the kind of its one attribute
//!   record (0: none), bits 16-23 that record's number of fields, bit 24 set if the attribute
//!   happened at the call's exit rather than its enter, bits 32-63 the region; then the enter
//!   time, the exit time, the call-site field of ENTER (call site + 1) and the attribute's
//!   fields. It stands for ENTER, the attribute record, EXIT. With bit 25 set ([`MESSAGE`]),
//!   the attribute is a blocking SEND or RECV stored as three words that cost the wrapper
//!   less: the communicator id, the peer and tag as two 32-bit halves (peer low), the byte
//!   count as a signed number (negative counts as 0); the request field is 0. The C fast path
//!   writes a fourth word: the message's buffer address, a BUFFER record after the message
//!   when bit 27 ([`BUFFERED`]) is set, else ignored.

use crate::encode::{EventEncoder, Records};
use crate::wire::ev;

/// Header kind of a whole wrapped call (not an EVENTS kind: those are 0x01-0x0D and 0x80 up).
pub const CALL: u8 = 0x7F;
/// Header bit: the record carries a payload.
pub const PAYLOAD: u64 = 1 << 16;
/// [`CALL`] header bit: the attribute record is at the exit time.
pub const AT_EXIT: u64 = 1 << 24;
/// [`CALL`] header bit: the attribute's fields are a message's three words.
pub const MESSAGE: u64 = 1 << 25;
/// [`CALL`] header bit of a [`MESSAGE`]: a fourth word holds the message's local buffer
/// address, transcoded into a BUFFER record after the message (data-structure attribution).
/// Without the bit a fourth word is ignored (the C fast path always writes four).
pub const BUFFERED: u64 = 1 << 27;
/// [`CALL`] header bit of a [`MESSAGE`]: the byte word is MPICH's status count word as the
/// library left it (`count_lo | count_hi_and_cancelled << 32`, the cancel flag in bit 32),
/// which a receive wrapper copies with one load.
pub const MPICH_COUNT: u64 = 1 << 26;

/// The bytes of a [`MESSAGE`] record with header `h` and byte word `w`.
#[inline(always)]
pub fn message_bytes(h: u64, w: u64) -> u64 {
    if h & MPICH_COUNT != 0 {
        (w & 0xFFFF_FFFF) | (w >> 33) << 32
    } else {
        (w as i64).max(0) as u64
    }
}
/// Most words one record takes apart from payloads (a [`CALL`] with five fields).
pub const MAX_WORDS: usize = 9;

/// The header of an ordinary record.
#[inline(always)]
pub const fn header(kind: u8, n: usize) -> u64 {
    kind as u64 | (n as u64) << 8
}

/// The header of a [`CALL`] record of `region` whose attribute has kind `attr` (0: none) and
/// `n` fields.
#[inline(always)]
pub const fn call_header(region: u32, attr: u8, n: usize, at_exit: bool) -> u64 {
    CALL as u64
        | (attr as u64) << 8
        | (n as u64) << 16
        | if at_exit { AT_EXIT } else { 0 }
        | (region as u64) << 32
}

/// Words of a record with a payload of `len` bytes.
#[inline(always)]
pub const fn payload_words(len: usize) -> usize {
    2 + len.div_ceil(8)
}

/// Write an ordinary record at `p`; returns the position after it.
///
/// # Safety
/// `p` must be valid for `N + 2` words of writes.
#[inline(always)]
pub unsafe fn put<const N: usize>(p: *mut u64, kind: u8, t: u64, fields: [u64; N]) -> *mut u64 {
    // Safety: guaranteed by the caller.
    unsafe {
        *p = header(kind, N);
        *p.add(1) = t;
        for (i, f) in fields.into_iter().enumerate() {
            *p.add(2 + i) = f;
        }
        p.add(2 + N)
    }
}

/// Write a record with a payload at `p`; returns the position after it.
///
/// # Safety
/// `p` must be valid for [`payload_words`]`(payload.len())` words of writes.
#[inline]
pub unsafe fn put_payload(p: *mut u64, kind: u8, t: u64, payload: &[u8]) -> *mut u64 {
    let words = payload.len().div_ceil(8);
    // Safety: guaranteed by the caller; the payload is copied byte-wise into whole words.
    unsafe {
        *p = kind as u64 | PAYLOAD | (payload.len() as u64) << 32;
        *p.add(1) = t;
        if words > 0 {
            *p.add(1 + words) = 0;
        }
        std::ptr::copy_nonoverlapping(payload.as_ptr(), p.add(2) as *mut u8, payload.len());
        p.add(2 + words)
    }
}

/// Raw records in a growable vector (tests, and whatever records without the runtime's
/// buffer).
#[derive(Clone, Debug, Default)]
pub struct RawVec {
    /// The records' words.
    pub words: Vec<u64>,
}

impl Records for RawVec {
    fn rec<const N: usize>(&mut self, kind: u8, t: u64, fields: [u64; N]) {
        self.words.reserve(N + 2);
        let len = self.words.len();
        // Safety: N + 2 words were reserved.
        unsafe {
            put(self.words.as_mut_ptr().add(len), kind, t, fields);
            self.words.set_len(len + N + 2);
        }
    }

    fn payload_rec(&mut self, kind: u8, t: u64, payload: &[u8]) {
        let n = payload_words(payload.len());
        self.words.reserve(n);
        let len = self.words.len();
        // Safety: n words were reserved.
        unsafe {
            put_payload(self.words.as_mut_ptr().add(len), kind, t, payload);
            self.words.set_len(len + n);
        }
    }
}

impl RawVec {
    /// A whole wrapped call with header `header` ([`call_header`]): enter at `t0` from
    /// `site` (the ENTER field: call site + 1), the attribute's `fields`, exit at `t1`.
    pub fn call(&mut self, header: u64, t0: u64, t1: u64, site: u64, fields: &[u64]) {
        self.words.extend_from_slice(&[header, t0, t1, site]);
        self.words.extend_from_slice(fields);
    }
}

/// A raw buffer that is not made of whole records: the word offset where it goes wrong.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BadRecord(pub usize);

/// Transcode the raw records `words[from..]` into `out` until `out` holds at least `limit`
/// bytes; returns the offset of the first record not transcoded (`words.len()` when all
/// were). A record that runs past the end, or has a field count beyond the layout's, stops
/// the transcoding with its offset.
pub fn transcode(
    words: &[u64],
    from: usize,
    out: &mut EventEncoder,
    limit: usize,
) -> Result<usize, BadRecord> {
    let mut i = from;
    while i < words.len() && out.len() < limit {
        let h = words[i];
        let kind = h as u8;
        let rest = &words[i + 1..];
        if kind == CALL {
            let attr = (h >> 8) as u8;
            let n = (h >> 16 & 0xFF) as usize;
            if n > 5 || rest.len() < 3 + n {
                return Err(BadRecord(i));
            }
            let (t0, t1, site) = (rest[0], rest[1], rest[2]);
            let region = (h >> 32) as u32;
            out.put(ev::ENTER, t0, [region as u64, site]);
            if attr != 0 {
                let at = if h & AT_EXIT != 0 { t1 } else { t0 };
                let f = &rest[3..3 + n];
                if h & MESSAGE != 0 && n >= 3 {
                    let (peer, tag) = (f[1] as u32 as i32, (f[1] >> 32) as u32 as i32);
                    let bytes = message_bytes(h, f[2]);
                    let zz = |v: i32| ((v as i64) << 1 ^ (v as i64) >> 63) as u64;
                    out.put(attr, at, [f[0], zz(peer), zz(tag), bytes, 0]);
                    if h & BUFFERED != 0 && n >= 4 {
                        out.buffer(at, f[3]);
                    }
                } else {
                    out.put_slice(attr, at, f);
                }
            }
            out.put(ev::EXIT, t1, []);
            i += 4 + n;
        } else if h & PAYLOAD != 0 {
            let len = (h >> 32) as usize;
            let words_n = len.div_ceil(8);
            if rest.len() < 1 + words_n {
                return Err(BadRecord(i));
            }
            let bytes: &[u8] = bytemuck_words(&rest[1..1 + words_n]);
            out.payload_rec(kind, rest[0], &bytes[..len]);
            i += 2 + words_n;
        } else {
            let n = (h >> 8 & 0xFF) as usize;
            if n > 5 || rest.len() < 1 + n {
                return Err(BadRecord(i));
            }
            out.put_slice(kind, rest[0], &rest[1..1 + n]);
            i += 2 + n;
        }
    }
    Ok(i)
}

/// The bytes of `words` in memory order (little-endian words hold a payload's bytes in order).
fn bytemuck_words(words: &[u64]) -> &[u8] {
    // Safety: u64 has no padding and u8 no alignment requirement; the length is in bytes.
    unsafe { std::slice::from_raw_parts(words.as_ptr() as *const u8, words.len() * 8) }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ppw_event::{AddrSync, GatsRole, LockOp, RmaOp};

    /// Every kind of record, through both sinks.
    fn all(r: &mut impl Records) {
        r.enter(10, 3, 7);
        r.send(11, 0, 1, -5, 800, 0);
        r.recv(12, 2, -1, 4, 16, 0x5555_0000_1234);
        r.recv_post(13, 1, -1, ppw_event::ANY_TAG, 99);
        r.request_complete(14, 99);
        r.request_cancelled(15, 98);
        r.collective(16, 0, -1, 8, 8, 0);
        r.rma(17, RmaOp::Get, 1, 2, 64, 0);
        r.rma_address(17, 0x7fff_1234_5678);
        r.lock(18, LockOp::Acquire, 5, 1, true);
        r.addr_sync(19, AddrSync::ValueReached, 1, 0x1000);
        r.alloc(20, 1, 0x2000, 4096, false, 64);
        r.counters(21, 0, &[1, 2, u64::MAX]);
        r.rma_group_sync(22, GatsRole::Start, 1, 4);
        r.rma_flush(23, 1, -1);
        r.io(24, 512, 3);
        r.cpu(25, 1000, 2000);
        r.marker(26, 9);
        r.exit(27);
        r.exit(5); // a clock that went backwards is clamped
    }

    #[test]
    fn transcoding_gives_the_varint_records_bytes() {
        let mut direct = EventEncoder::new();
        all(&mut direct);
        let mut raw = RawVec::default();
        all(&mut raw);
        let mut out = EventEncoder::new();
        assert_eq!(
            transcode(&raw.words, 0, &mut out, usize::MAX),
            Ok(raw.words.len())
        );
        assert_eq!(out.bytes(), direct.bytes());
        assert_eq!(out.count(), direct.count());
    }

    #[test]
    fn a_call_record_is_enter_attribute_exit() {
        let mut direct = EventEncoder::new();
        direct.enter(100, 4, 2);
        direct.send(100, 0, 1, 7, 8, 0);
        direct.exit(130);
        direct.enter(140, 5, 2);
        direct.recv(170, 0, 1, 7, 8, 0);
        direct.exit(170);
        direct.enter(180, 6, u32::MAX);
        direct.exit(190);
        let mut raw = RawVec::default();
        let send = call_header(4, ev::SEND, 5, false);
        raw.call(send, 100, 130, 3, &[0, 2, 14, 8, 0]);
        raw.call(
            call_header(5, ev::RECV, 5, true),
            140,
            170,
            3,
            &[0, 2, 14, 8, 0],
        );
        raw.call(call_header(6, 0, 0, false), 180, 190, 0, &[]);
        // The same calls with their messages in three words.
        let pack = |peer: i32, tag: i32| peer as u32 as u64 | (tag as u32 as u64) << 32;
        let (send, recv) = (
            call_header(4, ev::SEND, 3, false) | MESSAGE,
            call_header(5, ev::RECV, 3, true) | MESSAGE,
        );
        raw.call(send, 100, 130, 3, &[0, pack(1, 7), 8]);
        raw.call(recv, 140, 170, 3, &[0, pack(1, 7), 8]);
        direct.enter(100, 4, 2);
        direct.send(100, 0, 1, 7, 8, 0);
        direct.exit(130);
        direct.enter(140, 5, 2);
        direct.recv(170, 0, 1, 7, 8, 0);
        direct.exit(170);
        // Negative peers and tags, and a negative byte count.
        raw.call(
            recv,
            200,
            210,
            0,
            &[1, pack(-1, ppw_event::ANY_TAG), (-5i64) as u64],
        );
        direct.enter(200, 5, u32::MAX);
        direct.recv(210, 1, -1, ppw_event::ANY_TAG, 0, 0);
        direct.exit(210);
        let mut out = EventEncoder::new();
        assert_eq!(
            transcode(&raw.words, 0, &mut out, usize::MAX),
            Ok(raw.words.len())
        );
        assert_eq!(out.bytes(), direct.bytes());
    }

    /// The C fast path's four-word messages: the fourth word becomes a BUFFER record after
    /// the message with [`BUFFERED`], and nothing without it.
    #[test]
    fn a_buffered_message_gets_its_buffer_record() {
        let pack = |peer: i32, tag: i32| peer as u32 as u64 | (tag as u32 as u64) << 32;
        let mut raw = RawVec::default();
        let send = call_header(4, ev::SEND, 4, false) | MESSAGE;
        raw.call(send | BUFFERED, 100, 130, 3, &[0, pack(1, 7), 8, 0xABC0]);
        raw.call(send, 140, 150, 3, &[0, pack(1, 7), 8, 0xDEF0]);
        let plain = call_header(6, 0, 4, false);
        raw.call(plain | BUFFERED, 160, 170, 3, &[0, 0, 0, 0x1230]);
        let mut direct = EventEncoder::new();
        direct.enter(100, 4, 2);
        direct.send(100, 0, 1, 7, 8, 0);
        direct.buffer(100, 0xABC0);
        direct.exit(130);
        direct.enter(140, 4, 2);
        direct.send(140, 0, 1, 7, 8, 0);
        direct.exit(150);
        direct.enter(160, 6, 2);
        direct.exit(170);
        let mut out = EventEncoder::new();
        assert_eq!(
            transcode(&raw.words, 0, &mut out, usize::MAX),
            Ok(raw.words.len())
        );
        assert_eq!(out.bytes(), direct.bytes());
    }

    #[test]
    fn mpich_count_words_decode_to_bytes() {
        let h = call_header(5, ev::RECV, 3, true) | MESSAGE | MPICH_COUNT;
        assert_eq!(message_bytes(h, 8), 8);
        // High count 5, the cancel flag set, low count 7.
        let w = 7 | ((5 << 1) | 1) << 32;
        assert_eq!(message_bytes(h, w), 5 << 32 | 7);
        assert_eq!(message_bytes(h & !MPICH_COUNT, (-3i64) as u64), 0);
    }

    #[test]
    fn transcoding_stops_at_the_limit_and_resumes() {
        let mut raw = RawVec::default();
        for i in 0..1000 {
            raw.cpu(i, i, i);
        }
        let mut out = EventEncoder::new();
        let at = transcode(&raw.words, 0, &mut out, 100).unwrap();
        assert!(at > 0 && at < raw.words.len());
        assert!(out.len() >= 100 && out.len() < 100 + crate::MAX_EVENT_RECORD);
        let mut rest = EventEncoder::new();
        assert_eq!(
            transcode(&raw.words, at, &mut rest, usize::MAX),
            Ok(raw.words.len())
        );
        assert_eq!(out.count() + rest.count(), 1000);
    }

    #[test]
    fn a_cut_record_is_reported_with_its_offset() {
        let mut raw = RawVec::default();
        raw.cpu(1, 2, 3);
        raw.send(2, 0, 1, 2, 3, 0);
        let cut = raw.words.len() - 1;
        let mut out = EventEncoder::new();
        assert_eq!(
            transcode(&raw.words[..cut], 0, &mut out, usize::MAX),
            Err(BadRecord(4))
        );
        raw.words[4] = header(ev::SEND, 9);
        assert_eq!(
            transcode(&raw.words, 0, &mut out, usize::MAX),
            Err(BadRecord(4))
        );
    }
}
