//! Writing a rank file: header, then self-contained blocks appended with one `write` each.
//!
//! A block is written with a single `write_all` of header and payload, so a process killed in
//! the middle leaves at most one truncated block at the end, which readers detect and skip while
//! keeping everything before it.

use crate::wire::{
    BlockKind, Codec, EndReason, BLOCK_MAGIC, FILE_HEADER_LEN, FILE_MAGIC, FORMAT_VERSION,
    MAX_COMPRESSION_RATIO,
};
use std::fs::{File, OpenOptions};
use std::io::{self, Write};
use std::path::Path;

/// Header fields of a rank file.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FileHeader {
    /// World rank.
    pub rank: u32,
    /// Number of ranks.
    pub nranks: u32,
    /// Process id.
    pub pid: u32,
    /// Profile mode (else trace mode).
    pub profile: bool,
    /// The run that wrote the file (`PPW_RUN_ID`, also in the manifest); 0: unknown (files
    /// of older versions, a runtime preloaded by hand). Bytes 24..32 of the header.
    pub run_id: u64,
}

impl FileHeader {
    /// Serialize to the fixed 32-byte layout.
    pub fn to_bytes(&self) -> [u8; FILE_HEADER_LEN] {
        let mut b = [0u8; FILE_HEADER_LEN];
        b[0..8].copy_from_slice(&FILE_MAGIC);
        b[8..10].copy_from_slice(&FORMAT_VERSION.to_le_bytes());
        b[10..12].copy_from_slice(&(self.profile as u16).to_le_bytes());
        b[12..16].copy_from_slice(&self.rank.to_le_bytes());
        b[16..20].copy_from_slice(&self.nranks.to_le_bytes());
        b[20..24].copy_from_slice(&self.pid.to_le_bytes());
        b[24..32].copy_from_slice(&self.run_id.to_le_bytes());
        b
    }
}

/// How a [`RankFileWriter`] stores block payloads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Compression {
    /// Stored as is (codec 0).
    None,
    /// A zstd frame (codec 1) at this level: 1..=22 as the `zstd` tool counts them, and
    /// negative levels for zstd's fast strategies (`zstd --fast=N` is level -N: faster and
    /// larger). Level 0 means zstd's default (3). Every level decodes the same way.
    Zstd(i32),
}

/// Default zstd level: fast and, on event streams, within a few percent of higher levels.
pub const DEFAULT_LEVEL: i32 = 3;

/// An open rank file.
pub struct RankFileWriter {
    file: File,
    written: u64,
    compression: Compression,
    /// One zstd context for all blocks of the file (created on first use).
    zstd: Option<zstd::bulk::Compressor<'static>>,
    out: Vec<u8>,
    scratch: Vec<u8>,
}

impl std::fmt::Debug for RankFileWriter {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RankFileWriter")
            .field("file", &self.file)
            .field("written", &self.written)
            .field("compression", &self.compression)
            .finish_non_exhaustive()
    }
}

impl RankFileWriter {
    /// Create (truncate) `path` and write the header.
    pub fn create(path: &Path, header: &FileHeader) -> io::Result<RankFileWriter> {
        let mut file = OpenOptions::new()
            .write(true)
            .create(true)
            .truncate(true)
            .open(path)?;
        file.write_all(&header.to_bytes())?;
        Ok(RankFileWriter {
            file,
            written: FILE_HEADER_LEN as u64,
            compression: Compression::Zstd(DEFAULT_LEVEL),
            zstd: None,
            out: Vec::new(),
            scratch: Vec::new(),
        })
    }

    /// Choose how the following blocks are stored (default: zstd level [`DEFAULT_LEVEL`]).
    pub fn set_compression(&mut self, compression: Compression) {
        if compression != self.compression {
            self.compression = compression;
            self.zstd = None;
        }
    }

    /// The current setting.
    pub fn compression(&self) -> Compression {
        self.compression
    }

    /// Compress `raw` into `self.out`; false if it is not worth it (or zstd failed), or if it
    /// compresses better than readers accept ([`MAX_COMPRESSION_RATIO`]: such a block is
    /// stored raw).
    fn compress(&mut self, raw: &[u8]) -> bool {
        let Compression::Zstd(level) = self.compression else {
            return false;
        };
        if raw.len() <= 64 {
            return false;
        }
        if self.zstd.is_none() {
            match zstd::bulk::Compressor::new(level) {
                Ok(c) => self.zstd = Some(c),
                Err(_) => return false,
            }
        }
        let bound = zstd::zstd_safe::compress_bound(raw.len());
        self.out.clear();
        self.out.reserve(bound);
        let Some(z) = self.zstd.as_mut() else {
            return false;
        };
        match z.compress_to_buffer(raw, &mut self.out) {
            Ok(n) => n < raw.len() && n as u64 * MAX_COMPRESSION_RATIO as u64 >= raw.len() as u64,
            Err(_) => false,
        }
    }

    /// Bytes written so far.
    pub fn written(&self) -> u64 {
        self.written
    }

    /// Append one block. `raw` is the uncompressed payload, `count` the number of records.
    pub fn write_block(
        &mut self,
        kind: BlockKind,
        location: u32,
        count: u32,
        raw: &[u8],
    ) -> io::Result<()> {
        let compressed = self.compress(raw);
        let codec = if compressed { Codec::ZSTD } else { Codec::RAW };
        let payload: &[u8] = if compressed { &self.out } else { raw };
        let crc = crc32fast::hash(payload);
        let payload_len = payload.len();
        let hdr = BlockHeader {
            kind,
            codec,
            location,
            count,
            raw_len: raw.len() as u32,
            stored_len: payload.len() as u32,
            crc,
        }
        .to_bytes();
        let mut scratch = std::mem::take(&mut self.scratch);
        scratch.clear();
        scratch.extend_from_slice(&hdr);
        scratch.extend_from_slice(payload);
        let res = self.file.write_all(&scratch);
        self.scratch = scratch;
        res?;
        self.written += (crate::wire::BLOCK_HEADER_LEN + payload_len) as u64;
        Ok(())
    }

    /// Write the END block with `reason` and flush to the OS.
    pub fn finish(&mut self, reason: EndReason) -> io::Result<()> {
        let mut payload = Vec::new();
        crate::wire::put_u64(&mut payload, reason.0 as u64);
        self.write_block(BlockKind::END, 0, 1, &payload)?;
        self.file.flush()
    }
}

/// The fields of a block header (`docs/FORMAT.md`, Rank files).
struct BlockHeader {
    kind: BlockKind,
    codec: Codec,
    location: u32,
    count: u32,
    raw_len: u32,
    stored_len: u32,
    crc: u32,
}

impl BlockHeader {
    /// Serialize to the fixed 28-byte layout.
    fn to_bytes(&self) -> [u8; crate::wire::BLOCK_HEADER_LEN] {
        let mut h = [0u8; crate::wire::BLOCK_HEADER_LEN];
        h[0..4].copy_from_slice(&BLOCK_MAGIC);
        h[4] = self.kind.0;
        h[5] = self.codec.0;
        h[8..12].copy_from_slice(&self.location.to_le_bytes());
        h[12..16].copy_from_slice(&self.count.to_le_bytes());
        h[16..20].copy_from_slice(&self.raw_len.to_le_bytes());
        h[20..24].copy_from_slice(&self.stored_len.to_le_bytes());
        h[24..28].copy_from_slice(&self.crc.to_le_bytes());
        h
    }
}
