//! Low-level encoding: LEB128 varints, zigzag, strings, and the numeric codes of records and
//! blocks. See `docs/FORMAT.md` for the layout these codes build.

/// Magic bytes at the start of every rank file.
pub const FILE_MAGIC: [u8; 8] = *b"PPWRANK\0";
/// Format version written by this crate. Version 2 added extension event records
/// ([`ev::is_extension`]); readers accept versions [`MIN_FORMAT_VERSION`] to this one.
pub const FORMAT_VERSION: u16 = 2;
/// Oldest format version readers accept.
pub const MIN_FORMAT_VERSION: u16 = 1;
/// Size of the rank file header in bytes.
pub const FILE_HEADER_LEN: usize = 32;
/// Magic bytes at the start of every block header.
pub const BLOCK_MAGIC: [u8; 4] = *b"PBLK";
/// Size of a block header in bytes.
pub const BLOCK_HEADER_LEN: usize = 28;
/// Largest block payload a reader accepts (guards against corrupt lengths).
pub const MAX_BLOCK_LEN: u32 = 256 << 20;
/// Largest ratio of a zstd block's decompressed size to its stored size that a reader accepts:
/// a block claiming more is corrupt (a reader never allocates or decodes more than this many
/// bytes per stored byte). Writers store a block that compresses better than this raw; real
/// event data compresses 2 to 7 times.
pub const MAX_COMPRESSION_RATIO: u32 = 32;

/// Block kinds (open set: readers skip unknown kinds by their length).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BlockKind(pub u8);

impl BlockKind {
    /// Definition records.
    pub const DEFS: BlockKind = BlockKind(1);
    /// Event records of one location.
    pub const EVENTS: BlockKind = BlockKind(2);
    /// Call-path profile of one location.
    pub const PROFILE: BlockKind = BlockKind(3);
    /// End of the file; payload: one varint reason ([`EndReason`]).
    pub const END: BlockKind = BlockKind(4);
    /// Performance counters of the nodes of the location's PROFILE block written before it.
    pub const PROFILE_COUNTERS: BlockKind = BlockKind(5);
}

/// Payload codecs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Codec(pub u8);

impl Codec {
    /// Stored as is.
    pub const RAW: Codec = Codec(0);
    /// Zstandard frame.
    pub const ZSTD: Codec = Codec(1);
}

/// Why a rank's measurement ended (payload of the END block).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EndReason(pub u32);

impl EndReason {
    /// The process exited normally.
    pub const EXIT: EndReason = EndReason(0);
    /// The program called MPI_Abort (or shmem_global_exit with non-zero status).
    pub const ABORT: EndReason = EndReason(1);
    /// A fatal signal; the signal number is added: `SIGNAL.0 + signo`.
    pub const SIGNAL: EndReason = EndReason(100);
}

/// Record kinds inside EVENTS blocks.
///
/// Kinds below [`ev::EXTENSION_FIRST`] are core records: their fields are fixed by the format
/// version, and a kind a reader does not know there is damage. Kinds from
/// [`ev::EXTENSION_FIRST`] up (format version 2 on) are extension records: `kind, dt, payload
/// length (varint), payload`, so a reader that does not know a kind skips the record by its
/// length (keeping its `dt`), and a reader that knows it ignores payload bytes after the fields
/// it knows. New record kinds are added in the extension range.
#[allow(missing_docs)]
pub mod ev {
    pub const ENTER: u8 = 0x01;
    pub const EXIT: u8 = 0x02;
    pub const SEND: u8 = 0x03;
    pub const RECV: u8 = 0x04;
    pub const RECV_POST: u8 = 0x05;
    pub const REQUEST_COMPLETE: u8 = 0x06;
    pub const REQUEST_CANCELLED: u8 = 0x07;
    pub const COLLECTIVE: u8 = 0x08;
    pub const RMA: u8 = 0x09;
    pub const LOCK: u8 = 0x0A;
    pub const IO: u8 = 0x0B;
    pub const MARKER: u8 = 0x0C;
    pub const CPU: u8 = 0x0D;
    /// First kind of the extension range (`0x80..=0xFF`).
    pub const EXTENSION_FIRST: u8 = 0x80;
    /// Extension: general active target synchronization (`role, window, group`).
    pub const RMA_GROUP_SYNC: u8 = 0x80;
    /// Extension: completion of one-sided transfers (`window, target` window-local or -1).
    pub const RMA_FLUSH: u8 = 0x81;
    /// Extension: remote address of the preceding RMA record (8 bytes, little-endian).
    pub const RMA_ADDRESS: u8 = 0x82;
    /// Extension: lock step or reached value on an address (`what, window, address`).
    pub const ADDR_SYNC: u8 = 0x83;
    /// Extension: a block of PGAS memory allocated or freed (`freed, window, address, bytes`).
    pub const ALLOC: u8 = 0x84;
    /// Extension: performance counter values so far (`PPW_METRICS`): the COUNTER index of
    /// the first, then the values of consecutive indices.
    pub const COUNTERS: u8 = 0x85;
    /// Extension: the local buffer address of the preceding SEND, RECV_POST, RECV or RMA
    /// record (8 bytes, little-endian; data-structure attribution).
    pub const BUFFER: u8 = 0x86;
    /// Extension: a heap block allocated or freed (`address, bytes, site`; bytes 0 and site 0
    /// for a free, else site = HEAP_SITE id + 1).
    pub const HEAP: u8 = 0x87;

    /// True for kinds of the extension range (records that carry their payload length).
    #[inline]
    pub fn is_extension(kind: u8) -> bool {
        kind >= EXTENSION_FIRST
    }
}

/// Record kinds inside DEFS blocks.
#[allow(missing_docs)]
pub mod def {
    pub const REGION: u8 = 0x40;
    pub const FUNCTION: u8 = 0x41;
    pub const CALLSITE: u8 = 0x42;
    pub const OBJECT: u8 = 0x43;
    pub const COMM: u8 = 0x44;
    pub const COMM_NAME: u8 = 0x45;
    pub const LOCATION: u8 = 0x46;
    pub const TIME_SYNC: u8 = 0x47;
    pub const CLOCK_OFFSET: u8 = 0x48;
    pub const CPU: u8 = 0x49;
    pub const RANK_INFO: u8 = 0x4A;
    pub const RMA_STAT: u8 = 0x4B;
    /// A note of the measurement for the reader's warnings (skipped or throttled events).
    pub const NOTE: u8 = 0x4C;
    /// A call-site address that stands for a model-level source position (GASP events).
    pub const SOURCE: u8 = 0x4D;
    /// Scheduler facts of the process: run delay, involuntary switches, CPUs.
    pub const SCHED: u8 = 0x4E;
    /// The calling context of a call site: the call site its function was called from.
    pub const CALLER: u8 = 0x4F;
    /// Program-counter samples of the rank's main thread: the sampling period (ns of CPU
    /// time), count, then per sample the ticks since the previous one (the first: since 0)
    /// and the instruction address.
    pub const SAMPLES: u8 = 0x50;
    /// A performance counter the rank's threads read (`PPW_METRICS`): index, name, unit,
    /// available (0/1), why not.
    pub const COUNTER: u8 = 0x51;
    /// The virtual topology of a communicator as this rank sees it: comm id, kind, then
    /// three lists (Cartesian: dims, periods, this rank's coordinates; graphs: the ranks it
    /// sends to and receives from, communicator-local, and an empty one).
    pub const TOPOLOGY: u8 = 0x52;
    /// A heap allocation site: id, the allocating call's return address, then function,
    /// file and line (empty and 0 as the runtime writes it: the reader resolves the address;
    /// a converted experiment keeps the resolved names).
    pub const HEAP_SITE: u8 = 0x53;
    /// A buffer the program named (`ppw_name_buffer`): address, bytes, name.
    pub const DATA_NAME: u8 = 0x54;
}

/// Flags of a REGION definition (its u64 after the collective kind; files written before the
/// phase flag existed hold 0 or 1 there).
pub mod region_flag {
    /// The non-blocking (split-phase) form of a group operation.
    pub const NONBLOCKING: u64 = 1;
    /// A program phase (`ppw_phase_begin`): the analysis gives it results of its own.
    pub const PHASE: u64 = 2;

    /// The flags of a region.
    pub fn of(nonblocking: bool, phase: bool) -> u64 {
        (nonblocking as u64 * NONBLOCKING) | (phase as u64 * PHASE)
    }
}

/// Append an unsigned LEB128 varint.
#[inline]
pub fn put_u64(buf: &mut Vec<u8>, mut v: u64) {
    while v >= 0x80 {
        buf.push((v as u8) | 0x80);
        v >>= 7;
    }
    buf.push(v as u8);
}

/// Append a zigzag-encoded signed varint.
#[inline]
pub fn put_i64(buf: &mut Vec<u8>, v: i64) {
    put_u64(buf, ((v << 1) ^ (v >> 63)) as u64);
}

/// Append a length-prefixed UTF-8 string.
pub fn put_str(buf: &mut Vec<u8>, s: &str) {
    put_u64(buf, s.len() as u64);
    buf.extend_from_slice(s.as_bytes());
}

/// A cursor over a decoded payload. Every getter returns `None` at a truncated or overlong
/// value; callers turn that into an error with the payload offset ([`Cursor::pos`]).
#[derive(Debug)]
pub struct Cursor<'a> {
    data: &'a [u8],
    pos: usize,
}

impl<'a> Cursor<'a> {
    /// A cursor at the start of `data`.
    pub fn new(data: &'a [u8]) -> Self {
        Cursor { data, pos: 0 }
    }

    /// A cursor at offset `pos` of `data`.
    pub fn new_at(data: &'a [u8], pos: usize) -> Self {
        Cursor { data, pos }
    }

    /// Current offset into the payload.
    pub fn pos(&self) -> usize {
        self.pos
    }

    /// Bytes left after the current offset.
    pub fn remaining(&self) -> usize {
        self.data.len().saturating_sub(self.pos)
    }

    /// True when all bytes are consumed.
    pub fn at_end(&self) -> bool {
        self.pos >= self.data.len()
    }

    /// One byte.
    #[inline]
    pub fn u8(&mut self) -> Option<u8> {
        let b = *self.data.get(self.pos)?;
        self.pos += 1;
        Some(b)
    }

    /// An unsigned varint.
    #[inline(always)]
    pub fn u64(&mut self) -> Option<u64> {
        // Most values (kinds, ids, small deltas) take one byte: decode those inline.
        let b = *self.data.get(self.pos)?;
        if b < 0x80 {
            self.pos += 1;
            return Some(b as u64);
        }
        self.u64_long()
    }

    /// An unsigned varint of two bytes or more (the general loop).
    #[inline(never)]
    fn u64_long(&mut self) -> Option<u64> {
        let mut v = 0u64;
        let mut shift = 0u32;
        loop {
            let b = *self.data.get(self.pos)?;
            self.pos += 1;
            if shift == 63 && b > 1 {
                return None;
            }
            v |= ((b & 0x7f) as u64) << shift;
            if b < 0x80 {
                return Some(v);
            }
            shift += 7;
            if shift > 63 {
                return None;
            }
        }
    }

    /// An unsigned varint that must fit 32 bits.
    #[inline]
    pub fn u32(&mut self) -> Option<u32> {
        u32::try_from(self.u64()?).ok()
    }

    /// A zigzag signed varint.
    #[inline]
    pub fn i64(&mut self) -> Option<i64> {
        let v = self.u64()?;
        Some(((v >> 1) as i64) ^ -((v & 1) as i64))
    }

    /// A zigzag signed varint that must fit 32 bits.
    #[inline]
    pub fn i32(&mut self) -> Option<i32> {
        i32::try_from(self.i64()?).ok()
    }

    /// A length-prefixed string (invalid UTF-8 is replaced, not rejected).
    pub fn str(&mut self) -> Option<String> {
        let bytes = self.bytes()?;
        Some(String::from_utf8_lossy(bytes).into_owned())
    }

    /// A length-prefixed byte string (the payload of an extension record).
    pub fn bytes(&mut self) -> Option<&'a [u8]> {
        let n = usize::try_from(self.u64()?).ok()?;
        let end = self.pos.checked_add(n)?;
        let bytes = self.data.get(self.pos..end)?;
        self.pos = end;
        Some(bytes)
    }

    /// The fields of a record layout in order: `c.get::<(u32, i64, u64)>()` reads a varint
    /// that fits 32 bits, a zigzag varint and a varint. `None` if any is truncated or out of
    /// range (see [`Decode`]).
    #[inline(always)]
    pub fn get<T: Decode>(&mut self) -> Option<T> {
        T::decode(self)
    }
}

/// A value, or a group of values, that a [`Cursor`] reads in one call ([`Cursor::get`]):
/// `u8` is one byte, `u32`/`u64` unsigned varints, `i32`/`i64` zigzag varints, `String` a
/// length-prefixed string, tuples and arrays their elements in order.
pub trait Decode: Sized {
    /// Read the value at the cursor.
    fn decode(c: &mut Cursor<'_>) -> Option<Self>;
}

macro_rules! decode_with {
    ($($t:ty => $m:ident),* $(,)?) => {
        $(impl Decode for $t {
            #[inline(always)]
            fn decode(c: &mut Cursor<'_>) -> Option<Self> {
                c.$m()
            }
        })*
    };
}

decode_with!(u8 => u8, u32 => u32, u64 => u64, i32 => i32, i64 => i64, String => str);

macro_rules! decode_tuple {
    ($($t:ident),+) => {
        impl<$($t: Decode),+> Decode for ($($t,)+) {
            #[inline(always)]
            fn decode(c: &mut Cursor<'_>) -> Option<Self> {
                // Tuple expressions evaluate left to right: the fields are read in order.
                Some(($($t::decode(c)?,)+))
            }
        }
    };
}

decode_tuple!(A, B);
decode_tuple!(A, B, C);
decode_tuple!(A, B, C, D);
decode_tuple!(A, B, C, D, E);
decode_tuple!(A, B, C, D, E, F);
decode_tuple!(A, B, C, D, E, F, G);
decode_tuple!(A, B, C, D, E, F, G, H);

impl<T: Decode + Copy + Default, const N: usize> Decode for [T; N] {
    #[inline]
    fn decode(c: &mut Cursor<'_>) -> Option<Self> {
        let mut v = [T::default(); N];
        for x in v.iter_mut() {
            *x = T::decode(c)?;
        }
        Some(v)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn varints_round_trip() {
        let mut b = Vec::new();
        let vals = [0u64, 1, 127, 128, 300, u32::MAX as u64, u64::MAX];
        for v in vals {
            put_u64(&mut b, v);
        }
        let ints = [0i64, -1, 1, i32::MIN as i64, i64::MAX, i64::MIN];
        for v in ints {
            put_i64(&mut b, v);
        }
        put_str(&mut b, "MPI_Send");
        let mut c = Cursor::new(&b);
        for v in vals {
            assert_eq!(c.u64(), Some(v));
        }
        for v in ints {
            assert_eq!(c.i64(), Some(v));
        }
        assert_eq!(c.str().as_deref(), Some("MPI_Send"));
        assert!(c.at_end());
        assert_eq!(c.u64(), None);
        // The same values through `get`.
        let mut c = Cursor::new(&b);
        let (a, b2, big) = c.get::<(u8, u32, [u64; 2])>().unwrap();
        assert_eq!((a, b2, big), (0, 1, [127, 128]));
        assert_eq!(c.get::<(u32, u32)>(), Some((300, u32::MAX)));
        assert_eq!(c.get::<u32>(), None, "u64::MAX does not fit 32 bits");
    }

    #[test]
    fn varints_decode_alike_anywhere_in_the_payload() {
        // Every length, at the end of the payload and followed by more bytes.
        let mut vals = vec![0u64, 1, 127, 128, 16_383, 16_384, u64::MAX, u64::MAX - 1];
        vals.extend((0..64).map(|k| 1u64 << k));
        vals.extend((1..64).map(|k| (1u64 << k) - 1));
        for v in vals {
            let mut b = Vec::new();
            put_u64(&mut b, v);
            let n = b.len();
            assert_eq!(Cursor::new(&b).u64(), Some(v), "{v} at the end");
            b.extend_from_slice(&[0x80; 12]);
            let mut c = Cursor::new(&b);
            assert_eq!(c.u64(), Some(v), "{v} with padding");
            assert_eq!(c.pos(), n);
        }
        // A 10th byte above 1 overflows u64.
        let mut b = vec![0xffu8; 9];
        b.push(0x02);
        assert_eq!(Cursor::new(&b).u64(), None);
        b.extend_from_slice(&[0; 4]);
        assert_eq!(Cursor::new(&b).u64(), None);
        b[9] = 0x01;
        assert_eq!(Cursor::new(&b).u64(), Some(u64::MAX));
    }

    #[test]
    fn overlong_varint_is_rejected() {
        let b = [0xffu8; 11];
        assert_eq!(Cursor::new(&b).u64(), None);
    }
}
