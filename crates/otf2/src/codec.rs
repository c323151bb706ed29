//! Byte-level coding of OTF2 buffers.
//!
//! OTF2 stores every multi-byte value in the byte order of the machine that wrote the chunk (the
//! chunk header says which). Fixed-width values are stored whole. Compressed ("variable width")
//! unsigned values are one size byte `n` followed by the `n` significant bytes of the value:
//! `n = 0` means zero, `0xff` means the "undefined" value (all bits set), otherwise `1..=4`
//! (32-bit) or `1..=8` (64-bit) value bytes follow, least significant first in little-endian
//! files and most significant first in big-endian files. Signed values use the same scheme on
//! their two's complement bits; negative values always use all 4 or 8 bytes.

use ppw_event::{ReadError, ReadErrorKind};
use std::borrow::Cow;

/// Endianness marker of little-endian chunks.
pub(crate) const LITTLE_ENDIAN: u8 = 0x42;
/// Endianness marker of big-endian chunks.
pub(crate) const BIG_ENDIAN: u8 = 0x23;

/// A decoding failure at an absolute byte offset of the file being read.
#[derive(Debug, Clone)]
pub(crate) struct DecodeError {
    pub(crate) at: u64,
    pub(crate) msg: String,
    /// The data ended before the value (as opposed to an invalid value).
    pub(crate) short: bool,
    /// A valid value that names a version or feature this reader does not support.
    pub(crate) unsupported: bool,
}

impl DecodeError {
    /// An invalid value at file offset `at`.
    pub(crate) fn new(at: u64, msg: impl Into<String>) -> DecodeError {
        DecodeError {
            at,
            msg: msg.into(),
            short: false,
            unsupported: false,
        }
    }

    /// A version or feature this reader does not support, at file offset `at`.
    pub(crate) fn unsupported(at: u64, msg: impl Into<String>) -> DecodeError {
        DecodeError {
            unsupported: true,
            ..DecodeError::new(at, msg)
        }
    }

    /// The kind of read error this is: data cut off where the file ends (`at_file_end`: the
    /// data being decoded reaches the end of the file) is truncated, everything else corrupt
    /// or unsupported.
    pub(crate) fn kind(&self, at_file_end: bool) -> ReadErrorKind {
        if self.unsupported {
            ReadErrorKind::Unsupported
        } else if self.short && at_file_end {
            ReadErrorKind::Truncated
        } else {
            ReadErrorKind::Corrupt
        }
    }

    /// The error as a [`ReadError`] of file `display` (see [`DecodeError::kind`]).
    pub(crate) fn into_read_error(self, display: &str, at_file_end: bool) -> ReadError {
        ReadError::of_kind(self.kind(at_file_end), display, Some(self.at), self.msg)
    }
}

pub(crate) type DResult<T> = Result<T, DecodeError>;

/// A read position inside one chunk (or one record) of a file.
#[derive(Clone)]
pub(crate) struct Cursor<'a> {
    data: &'a [u8],
    pos: usize,
    /// File offset of `data[0]`.
    base: u64,
    big: bool,
}

impl<'a> Cursor<'a> {
    #[cfg(test)]
    pub(crate) fn new(data: &'a [u8], base: u64, big: bool) -> Cursor<'a> {
        Cursor {
            data,
            pos: 0,
            base,
            big,
        }
    }

    pub(crate) fn with_pos(data: &'a [u8], pos: usize, base: u64, big: bool) -> Cursor<'a> {
        Cursor {
            data,
            pos,
            base,
            big,
        }
    }

    pub(crate) fn pos(&self) -> usize {
        self.pos
    }

    pub(crate) fn remaining(&self) -> usize {
        self.data.len().saturating_sub(self.pos)
    }

    pub(crate) fn is_empty(&self) -> bool {
        self.remaining() == 0
    }

    /// Absolute file offset of the read position.
    pub(crate) fn offset(&self) -> u64 {
        self.base + self.pos as u64
    }

    pub(crate) fn error(&self, msg: impl Into<String>) -> DecodeError {
        DecodeError::new(self.offset(), msg)
    }

    /// The data ends before what is being read.
    fn short(&self, msg: impl Into<String>) -> DecodeError {
        DecodeError {
            short: true,
            ..self.error(msg)
        }
    }

    pub(crate) fn error_at(&self, pos: usize, msg: impl Into<String>) -> DecodeError {
        DecodeError::new(self.base + pos as u64, msg)
    }

    fn take(&mut self, n: usize, what: &str) -> DResult<&'a [u8]> {
        if self.remaining() < n {
            return Err(self.short(format!(
                "{what} needs {n} byte(s), {} left",
                self.remaining()
            )));
        }
        let s = &self.data[self.pos..self.pos + n];
        self.pos += n;
        Ok(s)
    }

    #[inline]
    pub(crate) fn u8(&mut self) -> DResult<u8> {
        match self.data.get(self.pos) {
            Some(b) => {
                self.pos += 1;
                Ok(*b)
            }
            None => Err(self.short("a byte needs 1 byte(s), 0 left")),
        }
    }

    pub(crate) fn u16(&mut self) -> DResult<u16> {
        let b: [u8; 2] = self.take(2, "a 16-bit value")?.try_into().unwrap_or([0; 2]);
        Ok(if self.big {
            u16::from_be_bytes(b)
        } else {
            u16::from_le_bytes(b)
        })
    }

    pub(crate) fn u32_full(&mut self) -> DResult<u32> {
        let b: [u8; 4] = self.take(4, "a 32-bit value")?.try_into().unwrap_or([0; 4]);
        Ok(if self.big {
            u32::from_be_bytes(b)
        } else {
            u32::from_le_bytes(b)
        })
    }

    pub(crate) fn u64_full(&mut self) -> DResult<u64> {
        let b: [u8; 8] = self.take(8, "a 64-bit value")?.try_into().unwrap_or([0; 8]);
        Ok(if self.big {
            u64::from_be_bytes(b)
        } else {
            u64::from_le_bytes(b)
        })
    }

    pub(crate) fn f64(&mut self) -> DResult<f64> {
        Ok(f64::from_bits(self.u64_full()?))
    }

    pub(crate) fn f32(&mut self) -> DResult<f32> {
        Ok(f32::from_bits(self.u32_full()?))
    }

    /// A compressed value of at most `max` value bytes.
    #[inline]
    fn compressed(&mut self, max: u8, what: &str) -> DResult<u64> {
        let at = self.pos;
        let n = self.u8()?;
        match n {
            0 => Ok(0),
            0xff => Ok(if max == 8 { u64::MAX } else { u32::MAX as u64 }),
            n if n > max => Err(self.error_at(
                at,
                format!("invalid size byte {n} of a compressed {what} (at most {max})"),
            )),
            n => {
                // Fast path: load 8 bytes at once and keep the `n` value bytes.
                if let Some(w) = self.data.get(self.pos..self.pos + 8) {
                    let w: [u8; 8] = w.try_into().unwrap_or([0; 8]);
                    self.pos += n as usize;
                    let shift = 8 * (8 - n as u32);
                    return Ok(if self.big {
                        u64::from_be_bytes(w) >> shift
                    } else {
                        (u64::from_le_bytes(w) << shift) >> shift
                    });
                }
                let bytes = self.take(n as usize, what)?;
                let v = if self.big {
                    bytes.iter().fold(0u64, |v, b| (v << 8) | *b as u64)
                } else {
                    bytes.iter().rev().fold(0u64, |v, b| (v << 8) | *b as u64)
                };
                Ok(v)
            }
        }
    }

    #[inline]
    pub(crate) fn u32c(&mut self) -> DResult<u32> {
        self.compressed(4, "32-bit integer").map(|v| v as u32)
    }

    #[inline]
    pub(crate) fn u64c(&mut self) -> DResult<u64> {
        self.compressed(8, "64-bit integer")
    }

    pub(crate) fn i32c(&mut self) -> DResult<i32> {
        self.u32c().map(|v| v as i32)
    }

    pub(crate) fn i64c(&mut self) -> DResult<i64> {
        self.u64c().map(|v| v as i64)
    }

    /// A NUL-terminated string (invalid UTF-8 is replaced).
    pub(crate) fn string(&mut self) -> DResult<Cow<'a, str>> {
        let rest = &self.data[self.pos.min(self.data.len())..];
        match rest.iter().position(|b| *b == 0) {
            Some(n) => {
                let s = &rest[..n];
                self.pos += n + 1;
                Ok(String::from_utf8_lossy(s))
            }
            None => Err(self.short("string without terminating NUL byte")),
        }
    }

    /// The length prefix of a record: one byte, or `0xff` and a full 64-bit length. The record
    /// must lie within the data.
    pub(crate) fn record_len(&mut self) -> DResult<usize> {
        let at = self.pos;
        let small = self.u8()?;
        let len = if small == 0xff {
            self.u64_full()?
        } else {
            small as u64
        };
        if len > self.remaining() as u64 {
            let mut e = self.error_at(
                at,
                format!(
                    "record length {len} runs past the end of the chunk ({} bytes left)",
                    self.remaining()
                ),
            );
            e.short = true;
            return Err(e);
        }
        Ok(len as usize)
    }

    /// A cursor over the next `len` bytes; `self` moves past them.
    pub(crate) fn sub(&mut self, len: usize) -> DResult<Cursor<'a>> {
        let start = self.pos;
        self.take(len, "record data")?;
        Ok(Cursor {
            data: &self.data[..start + len],
            pos: start,
            base: self.base,
            big: self.big,
        })
    }
}

/// Size in bytes (including the size byte) of a compressed unsigned value.
fn compressed_len(v: u64, max: u8) -> u8 {
    if v == 0 || (max == 8 && v == u64::MAX) || (max == 4 && v == u32::MAX as u64) {
        return 0;
    }
    let bits = 64 - v.leading_zeros();
    bits.div_ceil(8) as u8
}

/// An output buffer that encodes values in a fixed byte order.
#[derive(Clone, Debug, Default)]
pub(crate) struct Enc {
    pub(crate) buf: Vec<u8>,
    pub(crate) big: bool,
}

impl Enc {
    pub(crate) fn new(big: bool) -> Enc {
        Enc {
            buf: Vec::new(),
            big,
        }
    }

    pub(crate) fn clear(&mut self) {
        self.buf.clear();
    }

    pub(crate) fn u8(&mut self, v: u8) {
        self.buf.push(v);
    }

    pub(crate) fn u64_full(&mut self, v: u64) {
        if self.big {
            self.buf.extend_from_slice(&v.to_be_bytes());
        } else {
            self.buf.extend_from_slice(&v.to_le_bytes());
        }
    }

    pub(crate) fn u32_full(&mut self, v: u32) {
        if self.big {
            self.buf.extend_from_slice(&v.to_be_bytes());
        } else {
            self.buf.extend_from_slice(&v.to_le_bytes());
        }
    }

    fn compressed(&mut self, v: u64, max: u8) {
        if v == 0 {
            self.buf.push(0);
            return;
        }
        if (max == 8 && v == u64::MAX) || (max == 4 && v == u32::MAX as u64) {
            self.buf.push(0xff);
            return;
        }
        let n = compressed_len(v, max) as usize;
        self.buf.push(n as u8);
        if self.big {
            self.buf.extend_from_slice(&v.to_be_bytes()[8 - n..]);
        } else {
            self.buf.extend_from_slice(&v.to_le_bytes()[..n]);
        }
    }

    pub(crate) fn u32c(&mut self, v: u32) {
        self.compressed(v as u64, 4);
    }

    pub(crate) fn u64c(&mut self, v: u64) {
        self.compressed(v, 8);
    }

    /// Signed values: negative ones use all bytes (never the `0xff` shorthand).
    pub(crate) fn i32c(&mut self, v: i32) {
        if v < 0 {
            self.buf.push(4);
            if self.big {
                self.buf.extend_from_slice(&v.to_be_bytes());
            } else {
                self.buf.extend_from_slice(&v.to_le_bytes());
            }
        } else {
            self.compressed(v as u64, 4);
        }
    }

    pub(crate) fn i64c(&mut self, v: i64) {
        if v < 0 {
            self.buf.push(8);
            if self.big {
                self.buf.extend_from_slice(&v.to_be_bytes());
            } else {
                self.buf.extend_from_slice(&v.to_le_bytes());
            }
        } else {
            self.compressed(v as u64, 8);
        }
    }

    pub(crate) fn string(&mut self, s: &str) {
        // A NUL inside the string would end it early on reading: cut it there.
        let s = s.split('\0').next().unwrap_or("");
        self.buf.extend_from_slice(s.as_bytes());
        self.buf.push(0);
    }

    /// Append a record: type byte, length prefix, then the bytes of `body`.
    pub(crate) fn record(&mut self, record_type: u8, body: &[u8]) {
        self.buf.push(record_type);
        if body.len() < 0xff {
            self.buf.push(body.len() as u8);
        } else {
            self.buf.push(0xff);
            self.u64_full(body.len() as u64);
        }
        self.buf.extend_from_slice(body);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn roundtrip_u64(v: u64, big: bool) -> (u64, usize) {
        let mut e = Enc::new(big);
        e.u64c(v);
        let mut c = Cursor::new(&e.buf, 0, big);
        (c.u64c().unwrap(), e.buf.len())
    }

    #[test]
    fn compressed_sizes_follow_the_format() {
        for big in [false, true] {
            assert_eq!(roundtrip_u64(0, big), (0, 1));
            assert_eq!(roundtrip_u64(u64::MAX, big), (u64::MAX, 1));
            assert_eq!(roundtrip_u64(0xff, big), (0xff, 2));
            assert_eq!(roundtrip_u64(0x100, big), (0x100, 3));
            assert_eq!(roundtrip_u64(0x0123_4567_89ab, big), (0x0123_4567_89ab, 7));
            assert_eq!(roundtrip_u64(u64::MAX - 1, big), (u64::MAX - 1, 9));
        }
    }

    #[test]
    fn signed_values_use_full_width_when_negative() {
        for big in [false, true] {
            let mut e = Enc::new(big);
            e.i32c(-5);
            e.i64c(-7);
            e.i32c(300);
            assert_eq!(e.buf[0], 4);
            assert_eq!(e.buf[5], 8);
            let mut c = Cursor::new(&e.buf, 0, big);
            assert_eq!(c.i32c().unwrap(), -5);
            assert_eq!(c.i64c().unwrap(), -7);
            assert_eq!(c.i32c().unwrap(), 300);
        }
    }

    #[test]
    fn known_bytes_decode() {
        // Little endian: size 2, bytes 8e 27 -> 0x278e.
        let mut c = Cursor::new(&[2, 0x8e, 0x27], 0, false);
        assert_eq!(c.u64c().unwrap(), 0x278e);
        // Big endian: size 2, bytes 27 8e -> 0x278e.
        let mut c = Cursor::new(&[2, 0x27, 0x8e], 0, true);
        assert_eq!(c.u64c().unwrap(), 0x278e);
        // 0xff is "undefined" for 32-bit values too.
        let mut c = Cursor::new(&[0xff], 0, false);
        assert_eq!(c.u32c().unwrap(), u32::MAX);
        // Size 5 is invalid for a 32-bit value.
        let mut c = Cursor::new(&[5, 1, 2, 3, 4, 5], 10, false);
        let e = c.u32c().unwrap_err();
        assert_eq!(e.at, 10);
    }

    #[test]
    fn record_lengths_are_checked() {
        let mut e = Enc::new(false);
        e.record(14, &[1, 2, 3]);
        let big_body = vec![7u8; 300];
        e.record(15, &big_body);
        let mut c = Cursor::new(&e.buf, 0, false);
        assert_eq!(c.u8().unwrap(), 14);
        assert_eq!(c.record_len().unwrap(), 3);
        c.sub(3).unwrap();
        assert_eq!(c.u8().unwrap(), 15);
        assert_eq!(c.record_len().unwrap(), 300);
        let mut c = Cursor::new(&[14, 9, 1, 2], 0, false);
        c.u8().unwrap();
        assert!(c.record_len().is_err());
    }
}
