//! Reading OTF2 files chunk by chunk.
//!
//! Event and definition files are sequences of fixed-size chunks (the size is stored in the
//! anchor file); only the last chunk may be shorter. Every chunk starts with an 18-byte header:
//! the marker byte 3, the endianness byte (0x42 little, 0x23 big), and two full 64-bit numbers
//! (first and last event number of the chunk). Records never cross a chunk boundary; the unused
//! tail of a chunk is filled with END_OF_CHUNK (0) bytes.

use crate::codec::{BIG_ENDIAN, LITTLE_ENDIAN};
use crate::consts::{CHUNK_HEADER, CHUNK_HEADER_SIZE};
use ppw_event::{FileData, Files, ReadError};

/// One chunk loaded into memory.
#[derive(Clone, Copy, Debug)]
pub(crate) struct ChunkInfo {
    /// File offset of the chunk's first byte.
    pub(crate) base: u64,
    /// True if the chunk was written big-endian.
    pub(crate) big: bool,
    /// Number of the chunk's first event (1-based; event files only).
    pub(crate) first_event: u64,
    /// Number of the chunk's last event (event files only).
    pub(crate) last_event: u64,
    /// Only a prefix of the chunk was loaded.
    pub(crate) partial: bool,
}

/// A chunked file being read front to back, one chunk in memory at a time.
pub(crate) struct ChunkFile {
    pub(crate) display: String,
    file: FileData,
    len: u64,
    chunk_size: u64,
    next: u64,
    buf: Vec<u8>,
}

impl ChunkFile {
    /// Open file `name` of `files` (shown as `display` in errors) with chunks of `chunk_size`
    /// bytes.
    pub(crate) fn open(
        files: &Files,
        name: &str,
        display: &str,
        chunk_size: u64,
    ) -> Result<ChunkFile, ReadError> {
        let file = files
            .open(name)
            .map_err(|e| ReadError::io(display, &e).context("cannot open"))?;
        let len = file.len();
        Ok(ChunkFile {
            display: display.to_string(),
            file,
            len,
            chunk_size,
            next: 0,
            buf: Vec::new(),
        })
    }

    /// File size in bytes.
    pub(crate) fn len(&self) -> u64 {
        self.len
    }

    /// The bytes of the chunk last returned by [`ChunkFile::next_chunk`].
    pub(crate) fn data(&self) -> &[u8] {
        &self.buf
    }

    /// Load the next chunk, reading at most `limit` bytes of it (a prefix, for quick probes).
    /// `Ok(None)` at the end of the file.
    pub(crate) fn next_chunk_limited(
        &mut self,
        limit: u64,
    ) -> Result<Option<ChunkInfo>, ReadError> {
        if self.next >= self.len {
            return Ok(None);
        }
        let base = self.next;
        let n = self
            .chunk_size
            .min(self.len - base)
            .min(limit.max(CHUNK_HEADER_SIZE as u64));
        self.buf.resize(n as usize, 0);
        self.file.read_exact_at(&mut self.buf, base).map_err(|e| {
            ReadError::io(&self.display, &e)
                .context("read failed")
                .at(base)
        })?;
        let full = self.chunk_size.min(self.len - base);
        self.next = base + full;
        let mut info = parse_header(&self.buf, base, &self.display, true)?;
        info.partial = n < full;
        Ok(Some(info))
    }

    /// Load the next whole chunk. `Ok(None)` at the end of the file.
    pub(crate) fn next_chunk(&mut self) -> Result<Option<ChunkInfo>, ReadError> {
        self.next_chunk_limited(u64::MAX)
    }

    /// The last `n` bytes of the file (or fewer if it is shorter).
    pub(crate) fn tail(&self, n: u64) -> std::io::Result<Vec<u8>> {
        let n = n.min(self.len);
        let mut v = vec![0u8; n as usize];
        self.file.read_exact_at(&mut v, self.len - n)?;
        Ok(v)
    }
}

/// Check a chunk header at the start of `buf` (`chunked`: with the event numbers).
pub(crate) fn parse_header(
    buf: &[u8],
    base: u64,
    display: &str,
    chunked: bool,
) -> Result<ChunkInfo, ReadError> {
    let need = if chunked { CHUNK_HEADER_SIZE } else { 2 };
    if buf.len() < need {
        return Err(ReadError::truncated(
            display,
            Some(base),
            format!(
                "truncated chunk: {} bytes, a chunk header needs {need}",
                buf.len()
            ),
        ));
    }
    if buf[0] != CHUNK_HEADER {
        return Err(ReadError::corrupt(
            display,
            Some(base),
            format!(
                "no chunk header (found byte {:#04x}); the file is damaged or the chunk size in \
                 the anchor file does not match the file",
                buf[0]
            ),
        ));
    }
    let big = match buf[1] {
        LITTLE_ENDIAN => false,
        BIG_ENDIAN => true,
        b => {
            return Err(ReadError::corrupt(
                display,
                Some(base + 1),
                format!("invalid endianness byte {b:#04x} in chunk header"),
            ))
        }
    };
    let word = |i: usize| {
        let b: [u8; 8] = buf
            .get(i..i + 8)
            .and_then(|s| s.try_into().ok())
            .unwrap_or([0; 8]);
        if big {
            u64::from_be_bytes(b)
        } else {
            u64::from_le_bytes(b)
        }
    };
    let (first_event, last_event) = if chunked { (word(2), word(10)) } else { (0, 0) };
    Ok(ChunkInfo {
        base,
        big,
        first_event,
        last_event,
        partial: false,
    })
}
