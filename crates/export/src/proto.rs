//! A minimal protobuf wire-format encoder, enough for Perfetto's trace protos.
//!
//! Perfetto traces are plain protobuf (`Trace { repeated TracePacket packet = 1; }`), so a varint
//! writer plus length-delimited nesting is all an exporter needs; no `protoc` step, no generated
//! code. Nested messages are written in place: [`ProtoBuf::begin`] reserves one length byte,
//! [`ProtoBuf::end`] patches it and only shifts the body when it turned out to be 128 bytes or
//! longer (rare for trace events, so encoding stays a single pass over one buffer).

/// Wire type of a varint field.
const WIRE_VARINT: u32 = 0;
/// Wire type of an 8-byte little-endian field (`fixed64`, `double`).
const WIRE_I64: u32 = 1;
/// Wire type of a length-delimited field (string, bytes, message).
const WIRE_LEN: u32 = 2;

/// A growable protobuf encoding buffer.
#[derive(Debug, Default)]
pub(crate) struct ProtoBuf {
    buf: Vec<u8>,
}

/// Where a nested message started; returned by [`ProtoBuf::begin`].
#[derive(Debug, Clone, Copy)]
#[must_use = "a nested message must be closed with ProtoBuf::end"]
pub(crate) struct Nested(usize);

impl ProtoBuf {
    /// An empty buffer with room for `cap` bytes.
    pub(crate) fn with_capacity(cap: usize) -> ProtoBuf {
        ProtoBuf {
            buf: Vec::with_capacity(cap),
        }
    }

    /// The encoded bytes.
    pub(crate) fn as_bytes(&self) -> &[u8] {
        &self.buf
    }

    /// Number of encoded bytes.
    pub(crate) fn len(&self) -> usize {
        self.buf.len()
    }

    /// Forget the content, keep the allocation.
    pub(crate) fn clear(&mut self) {
        self.buf.clear();
    }

    #[inline]
    fn raw_varint(&mut self, mut v: u64) {
        if v < 0x80 {
            self.buf.push(v as u8);
            return;
        }
        self.buf.reserve(10);
        while v >= 0x80 {
            self.buf.push((v as u8) | 0x80);
            v >>= 7;
        }
        self.buf.push(v as u8);
    }

    #[inline]
    fn key(&mut self, field: u32, wire: u32) {
        self.raw_varint(u64::from((field << 3) | wire));
    }

    /// A `uint32`/`uint64`/`bool`/enum field.
    #[inline]
    pub(crate) fn uint(&mut self, field: u32, v: u64) {
        self.key(field, WIRE_VARINT);
        self.raw_varint(v);
    }

    /// An `int32`/`int64` field (two's complement varint, as protobuf specifies).
    #[inline]
    pub(crate) fn int(&mut self, field: u32, v: i64) {
        self.uint(field, v as u64);
    }

    /// A `fixed64` field.
    #[inline]
    pub(crate) fn fixed64(&mut self, field: u32, v: u64) {
        self.key(field, WIRE_I64);
        self.buf.extend_from_slice(&v.to_le_bytes());
    }

    /// A `string` field.
    #[inline]
    pub(crate) fn string(&mut self, field: u32, s: &str) {
        self.bytes(field, s.as_bytes());
    }

    /// A `bytes` field (or an already encoded message).
    #[inline]
    pub(crate) fn bytes(&mut self, field: u32, b: &[u8]) {
        self.key(field, WIRE_LEN);
        self.raw_varint(b.len() as u64);
        self.buf.extend_from_slice(b);
    }

    /// Open a nested message in field `field`.
    #[inline]
    pub(crate) fn begin(&mut self, field: u32) -> Nested {
        self.key(field, WIRE_LEN);
        self.buf.push(0);
        Nested(self.buf.len())
    }

    /// Close the nested message opened by `n` (innermost first).
    #[inline]
    pub(crate) fn end(&mut self, n: Nested) {
        let body = n.0;
        let len = self.buf.len() - body;
        if len < 0x80 {
            self.buf[body - 1] = len as u8;
            return;
        }
        // Long body: encode the length and move the body up by the extra bytes.
        let mut tmp = [0u8; 10];
        let mut k = 0;
        let mut v = len as u64;
        while v >= 0x80 {
            tmp[k] = (v as u8) | 0x80;
            v >>= 7;
            k += 1;
        }
        tmp[k] = v as u8;
        k += 1;
        let extra = k - 1;
        self.buf.resize(self.buf.len() + extra, 0);
        self.buf.copy_within(body..body + len, body + extra);
        self.buf[body - 1..body - 1 + k].copy_from_slice(&tmp[..k]);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn varints_follow_the_spec() {
        let mut p = ProtoBuf::default();
        p.uint(1, 150);
        assert_eq!(p.as_bytes(), &[0x08, 0x96, 0x01]);
        p.clear();
        p.int(2, -1);
        assert_eq!(p.len(), 11, "negative int64 takes ten varint bytes");
        p.clear();
        p.string(2, "testing");
        assert_eq!(p.as_bytes(), b"\x12\x07testing");
    }

    #[test]
    fn nested_lengths_are_patched_short_and_long() {
        for n in [0usize, 5, 127, 128, 300, 20_000] {
            let mut p = ProtoBuf::default();
            p.uint(1, 7);
            let m = p.begin(3);
            for _ in 0..n {
                p.buf.push(0xAB);
            }
            p.end(m);
            p.uint(4, 9);
            let b = p.as_bytes();
            assert_eq!(&b[..2], &[0x08, 7]);
            assert_eq!(b[2], 0x1A);
            // decode the length varint
            let (mut len, mut shift, mut i) = (0usize, 0, 3);
            loop {
                len |= ((b[i] & 0x7F) as usize) << shift;
                shift += 7;
                i += 1;
                if b[i - 1] < 0x80 {
                    break;
                }
            }
            assert_eq!(len, n);
            assert!(b[i..i + n].iter().all(|x| *x == 0xAB));
            assert_eq!(&b[i + n..], &[0x20, 9]);
        }
    }
}
