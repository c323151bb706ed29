//! First pass over a rank file: validate the header, index every block, and decode the
//! definition blocks. Event payloads are not touched (they are decoded when streamed). Owns
//! the block index ([`BlockRef`]), a rank's local definitions ([`LocalDefs`]) and payload
//! reading ([`read_payload`]).

use crate::wire::{
    def, region_flag, BlockKind, Codec, Cursor, EndReason, BLOCK_HEADER_LEN, BLOCK_MAGIC,
    FILE_HEADER_LEN, FILE_MAGIC, FORMAT_VERSION, MAX_BLOCK_LEN, MAX_COMPRESSION_RATIO,
    MIN_FORMAT_VERSION,
};
use crate::writer::FileHeader;
use ppw_event::{CollKind, CommKind, FileData, Files, GenericOp, Paradigm, ReadError};
use std::path::{Path, PathBuf};

/// Index entry of one block.
#[derive(Clone, Copy, Debug)]
pub(crate) struct BlockRef {
    pub(crate) kind: BlockKind,
    pub(crate) codec: Codec,
    pub(crate) location: u32,
    pub(crate) count: u32,
    pub(crate) raw_len: u32,
    pub(crate) stored_len: u32,
    pub(crate) crc: u32,
    /// Offset of the block header.
    pub(crate) offset: u64,
}

/// A region as defined locally by one rank.
#[derive(Clone, Debug)]
pub(crate) struct LocalRegion {
    pub(crate) id: u32,
    pub(crate) name: String,
    pub(crate) paradigm: Paradigm,
    pub(crate) op: GenericOp,
    pub(crate) coll: CollKind,
    pub(crate) nonblocking: bool,
    pub(crate) phase: bool,
    pub(crate) file: String,
    pub(crate) line: u32,
}

/// A loaded object (for address resolution).
#[derive(Clone, Debug)]
pub(crate) struct Object {
    pub(crate) bias: u64,
    pub(crate) lo: u64,
    pub(crate) hi: u64,
    pub(crate) path: String,
}

/// A communicator as defined locally.
#[derive(Clone, Debug)]
pub(crate) struct LocalComm {
    pub(crate) id: u32,
    pub(crate) global: u64,
    pub(crate) kind: CommKind,
    pub(crate) name: String,
    pub(crate) members: Vec<u32>,
}

/// Everything the DEFS blocks of one rank file say.
#[derive(Clone, Debug, Default)]
pub(crate) struct LocalDefs {
    pub(crate) regions: Vec<LocalRegion>,
    pub(crate) functions: Vec<(u32, u64)>,
    pub(crate) callsites: Vec<(u32, u64)>,
    /// CALLER definitions: (call site, the call site it was reached from).
    pub(crate) callers: Vec<(u32, u32)>,
    pub(crate) objects: Vec<Object>,
    pub(crate) comms: Vec<LocalComm>,
    pub(crate) comm_names: Vec<(u32, String)>,
    pub(crate) locations: Vec<(u32, u64, String)>,
    pub(crate) time_sync: Vec<(u64, u64)>,
    pub(crate) offsets: Vec<(u64, i64, u64)>,
    pub(crate) cpu: Vec<(u64, u64, u64)>,
    /// SCHED definitions: (mono ns, run delay ns, involuntary switches, CPUs online, allowed).
    pub(crate) sched: Vec<(u64, u64, u64, u32, u32)>,
    /// SAMPLES definitions: (ticks, instruction address), in time order.
    pub(crate) samples: Vec<(u64, u64)>,
    /// Their period (ns of CPU time; the last record's).
    pub(crate) sample_period_ns: u64,
    pub(crate) rank_info: Option<(u32, String, String)>,
    pub(crate) boot_id: String,
    /// Profile-mode one-sided statistics: (thread, window, kind, target, count, amount).
    pub(crate) rma_stats: Vec<(u32, u32, u8, i64, u64, u64)>,
    /// Notes of the runtime (NOTE definitions), reported as warnings.
    pub(crate) notes: Vec<String>,
    /// COUNTER definitions: (index, name, unit, available, note).
    pub(crate) counters: Vec<(u32, String, String, bool, String)>,
    /// TOPOLOGY definitions: (comm id, kind, three lists).
    pub(crate) topologies: Vec<(u32, u8, [Vec<u32>; 3])>,
    /// HEAP_SITE definitions: (id, address, function, file, line).
    pub(crate) heap_sites: Vec<(u32, u64, String, String, u32)>,
    /// DATA_NAME definitions: (address, bytes, name).
    pub(crate) data_names: Vec<(u64, u64, String)>,
    /// Call-site addresses standing for source positions: address -> (file, line, column).
    pub(crate) sources: Vec<(u64, String, u32, u32)>,
}

/// Result of scanning one rank file.
#[derive(Debug)]
pub(crate) struct RankScan {
    /// The file's name in the experiment's [`Files`].
    pub(crate) name: String,
    /// The file's path as errors show it.
    pub(crate) path: PathBuf,
    pub(crate) header: FileHeader,
    /// Format version of the file.
    pub(crate) version: u16,
    pub(crate) blocks: Vec<BlockRef>,
    pub(crate) end: Option<EndReason>,
    /// First damage found; blocks before it are usable.
    pub(crate) damage: Option<ReadError>,
    pub(crate) defs: LocalDefs,
}

pub(crate) fn err(path: &Path, offset: u64, msg: impl Into<String>) -> ReadError {
    ReadError::corrupt(path.display().to_string(), Some(offset), msg)
}

pub(crate) fn truncated(path: &Path, offset: u64, msg: impl Into<String>) -> ReadError {
    ReadError::truncated(path.display().to_string(), Some(offset), msg)
}

/// Parse a file header: the header fields and the format version.
pub(crate) fn parse_header(path: &Path, b: &[u8]) -> Result<(FileHeader, u16), ReadError> {
    if b.len() < FILE_HEADER_LEN {
        return Err(truncated(
            path,
            0,
            format!("file too short for a ppw rank header ({} bytes)", b.len()),
        ));
    }
    if b[0..8] != FILE_MAGIC {
        return Err(err(path, 0, "not a ppw rank file (bad magic)"));
    }
    let version = u16::from_le_bytes([b[8], b[9]]);
    if !(MIN_FORMAT_VERSION..=FORMAT_VERSION).contains(&version) {
        return Err(ReadError::unsupported(
            path.display().to_string(),
            Some(8),
            format!(
                "rank file format version {version} is not supported (this ppw reads versions \
                 {MIN_FORMAT_VERSION} to {FORMAT_VERSION})"
            ),
        ));
    }
    let u32_at = |o: usize| u32::from_le_bytes([b[o], b[o + 1], b[o + 2], b[o + 3]]);
    let header = FileHeader {
        profile: u16::from_le_bytes([b[10], b[11]]) & 1 == 1,
        rank: u32_at(12),
        nranks: u32_at(16),
        pid: u32_at(20),
        run_id: u64::from_le_bytes([b[24], b[25], b[26], b[27], b[28], b[29], b[30], b[31]]),
    };
    Ok((header, version))
}

/// Read, check and decompress the payload of a block.
pub(crate) fn read_payload(
    file: &FileData,
    path: &Path,
    b: &BlockRef,
) -> Result<Vec<u8>, ReadError> {
    let mut stored = vec![0u8; b.stored_len as usize];
    let at = b.offset + BLOCK_HEADER_LEN as u64;
    file.read_exact_at(&mut stored, at).map_err(|e| {
        ReadError::io(path.display().to_string(), &e)
            .context("cannot read block payload")
            .at(at)
    })?;
    if crc32fast::hash(&stored) != b.crc {
        return Err(err(
            path,
            b.offset,
            "block checksum mismatch (corrupt data)",
        ));
    }
    match b.codec {
        Codec::RAW => Ok(stored),
        Codec::ZSTD => {
            let raw = zstd::bulk::decompress(&stored, b.raw_len as usize)
                .map_err(|e| err(path, at, format!("cannot decompress block: {e}")))?;
            if raw.len() != b.raw_len as usize {
                return Err(err(path, at, "decompressed block has the wrong length"));
            }
            Ok(raw)
        }
        Codec(c) => Err(err(path, b.offset + 5, format!("unknown block codec {c}"))),
    }
}

/// Scan rank file `name` of `files`. Only an unreadable header is an error; later damage is
/// recorded in `damage` and everything before it stays usable.
pub(crate) fn scan(files: &Files, name: &str) -> Result<RankScan, ReadError> {
    let path = files.path(name);
    let file = files
        .open(name)
        .map_err(|e| ReadError::io(path.display().to_string(), &e).context("cannot open"))?;
    let mut hb = [0u8; FILE_HEADER_LEN];
    let n = file.read_up_to(&mut hb, 0);
    let (header, version) = parse_header(&path, &hb[..n])?;
    let mut s = RankScan {
        name: name.to_string(),
        path,
        header,
        version,
        blocks: Vec::new(),
        end: None,
        damage: None,
        defs: LocalDefs::default(),
    };
    let mut off = FILE_HEADER_LEN as u64;
    while off < file.len() {
        match next_block(&file, &s.path, off) {
            Ok(b) => {
                if let Err(e) = s.take_block(&file, b) {
                    s.damage = Some(e);
                    break;
                }
                if s.end.is_some() {
                    break;
                }
                off = b.offset + BLOCK_HEADER_LEN as u64 + b.stored_len as u64;
            }
            Err(e) => {
                s.damage = Some(e);
                break;
            }
        }
    }
    Ok(s)
}

/// Read and check the block header at `off`: a whole header, the block magic, a plausible
/// size, and a payload that the file holds.
fn next_block(file: &FileData, path: &Path, off: u64) -> Result<BlockRef, ReadError> {
    let mut h = [0u8; BLOCK_HEADER_LEN];
    let got = file.read_up_to(&mut h, off);
    if got < BLOCK_HEADER_LEN {
        return Err(truncated(
            path,
            off,
            format!("truncated block header ({got} of {BLOCK_HEADER_LEN} bytes)"),
        ));
    }
    if h[0..4] != BLOCK_MAGIC {
        return Err(err(
            path,
            off,
            "bad block magic (corrupt or not a block boundary)",
        ));
    }
    let u32_at = |o: usize| u32::from_le_bytes([h[o], h[o + 1], h[o + 2], h[o + 3]]);
    let b = BlockRef {
        kind: BlockKind(h[4]),
        codec: Codec(h[5]),
        location: u32_at(8),
        count: u32_at(12),
        raw_len: u32_at(16),
        stored_len: u32_at(20),
        crc: u32_at(24),
        offset: off,
    };
    if b.raw_len > MAX_BLOCK_LEN || b.stored_len > MAX_BLOCK_LEN {
        return Err(err(
            path,
            off,
            format!(
                "implausible block size {} / {} bytes",
                b.stored_len, b.raw_len
            ),
        ));
    }
    if let Some(why) = implausible_sizes(&b) {
        return Err(err(path, off, why));
    }
    let next = off + BLOCK_HEADER_LEN as u64 + b.stored_len as u64;
    if next > file.len() {
        return Err(truncated(
            path,
            off,
            format!(
                "truncated block: needs {} bytes, file ends after {}",
                next - off,
                file.len() - off
            ),
        ));
    }
    Ok(b)
}

/// Why the sizes and record count of block header `b` cannot be true, if they cannot: a zstd
/// payload that claims to decompress to more than [`MAX_COMPRESSION_RATIO`] times its stored
/// size, a raw payload whose two sizes differ, or an EVENTS block with more records than its
/// bytes can hold (a record takes at least 2 bytes: kind and time delta). Checked before
/// anything is allocated for the block.
fn implausible_sizes(b: &BlockRef) -> Option<String> {
    let (raw, stored) = (b.raw_len as u64, b.stored_len as u64);
    match b.codec {
        Codec::ZSTD if raw > stored * MAX_COMPRESSION_RATIO as u64 => {
            return Some(format!(
                "block claims {raw} bytes compressed into {stored} (more than \
                 {MAX_COMPRESSION_RATIO} times: writers store such blocks raw)"
            ))
        }
        Codec::RAW if raw != stored => {
            return Some(format!(
                "uncompressed block claims {raw} bytes but stores {stored}"
            ))
        }
        _ => {}
    }
    if b.kind == BlockKind::EVENTS && b.count as u64 * 2 > raw {
        return Some(format!(
            "event block claims {} records in {raw} bytes",
            b.count
        ));
    }
    None
}

impl RankScan {
    /// Index block `b`; decode it if it is a DEFS or END block (an END block ends the scan).
    fn take_block(&mut self, file: &FileData, b: BlockRef) -> Result<(), ReadError> {
        match b.kind {
            BlockKind::DEFS => {
                let raw = read_payload(file, &self.path, &b)?;
                decode_defs(&self.path, &b, &raw, &mut self.defs)?;
            }
            BlockKind::END => {
                let raw = read_payload(file, &self.path, &b)?;
                let reason = Cursor::new(&raw).u32().unwrap_or(EndReason::EXIT.0);
                self.end = Some(EndReason(reason));
            }
            _ => {}
        }
        self.blocks.push(b);
        Ok(())
    }
}

/// Decode the records of a DEFS payload into `d`. Every record is `kind, body length, body`;
/// bodies of unknown kinds (from newer writers) are skipped by their length.
fn decode_defs(path: &Path, b: &BlockRef, raw: &[u8], d: &mut LocalDefs) -> Result<(), ReadError> {
    let mut c = Cursor::new(raw);
    let base = b.offset + BLOCK_HEADER_LEN as u64;
    while !c.at_end() {
        let at = c.pos();
        let bad = |what: &str| {
            err(
                path,
                base,
                format!("corrupt {what} definition at payload offset {at}"),
            )
        };
        let kind = c.u8().ok_or_else(|| bad("record"))?;
        let len = c.u64().ok_or_else(|| bad("record length"))? as usize;
        let body = raw
            .get(c.pos()..c.pos().saturating_add(len))
            .ok_or_else(|| bad("record (truncated)"))?;
        c = Cursor::new_at(raw, c.pos() + len);
        decode_def(kind, &mut Cursor::new(body), d).ok_or_else(|| bad(def_name(kind)))?;
    }
    Ok(())
}

/// What a definition record of `kind` is called in error messages.
fn def_name(kind: u8) -> &'static str {
    match kind {
        def::REGION => "region",
        def::FUNCTION => "function",
        def::CALLSITE => "call site",
        def::OBJECT => "object",
        def::COMM => "communicator",
        def::COMM_NAME => "communicator name",
        def::LOCATION => "location",
        def::TIME_SYNC => "time sync",
        def::CLOCK_OFFSET => "clock offset",
        def::CPU => "cpu",
        def::SCHED => "scheduler sample",
        def::SAMPLES => "program-counter samples",
        def::RANK_INFO => "rank info",
        def::NOTE => "note",
        def::COUNTER => "counter",
        def::TOPOLOGY => "topology",
        def::HEAP_SITE => "heap site",
        def::DATA_NAME => "data name",
        def::SOURCE => "source position",
        _ => "record",
    }
}

/// The longest object path an OBJECT definition may hold (Linux's `PATH_MAX`).
const MAX_OBJECT_PATH: usize = 4096;

/// Decode the body of one definition record into `d`; `None` if it is damaged.
fn decode_def(kind: u8, c: &mut Cursor<'_>, d: &mut LocalDefs) -> Option<()> {
    match kind {
        def::REGION => {
            let (id, name, paradigm, op, coll, flags, file, line) =
                c.get::<(u32, String, u8, u8, u8, u64, String, u32)>()?;
            d.regions.push(LocalRegion {
                id,
                name,
                paradigm: Paradigm::from_code(paradigm),
                op: GenericOp::from_code(op),
                coll: CollKind::from_code(coll),
                nonblocking: flags & region_flag::NONBLOCKING != 0,
                phase: flags & region_flag::PHASE != 0,
                file,
                line,
            });
        }
        def::FUNCTION => d.functions.push(c.get()?),
        def::CALLSITE => d.callsites.push(c.get()?),
        def::CALLER => d.callers.push(c.get()?),
        def::OBJECT => {
            let (bias, lo, hi, path) = c.get::<(u64, u64, u64, String)>()?;
            // A path longer than Linux's PATH_MAX is damage (and would be copied per address
            // that resolves to it).
            if path.len() > MAX_OBJECT_PATH {
                return None;
            }
            d.objects.push(Object { bias, lo, hi, path });
        }
        def::COMM => d.comms.push(decode_comm(c)?),
        def::COMM_NAME => d.comm_names.push(c.get()?),
        def::LOCATION => d.locations.push(c.get()?),
        def::TIME_SYNC => d.time_sync.push(c.get()?),
        def::CLOCK_OFFSET => d.offsets.push(c.get()?),
        def::CPU => d.cpu.push(c.get()?),
        def::SCHED => d.sched.push(c.get()?),
        def::SAMPLES => {
            let (period, n) = c.get::<(u64, u64)>()?;
            d.sample_period_ns = period;
            // Each sample takes at least two bytes: a larger count is damage.
            if n > c.remaining() as u64 {
                return None;
            }
            let mut t = 0u64;
            for _ in 0..n {
                let (dt, pc) = c.get::<(u64, u64)>()?;
                t = t.wrapping_add(dt);
                d.samples.push((t, pc));
            }
        }
        def::RANK_INFO => {
            let info = c.get::<(u32, String, String)>()?;
            // The boot id was appended later; older records end before it.
            d.boot_id = if c.at_end() { String::new() } else { c.str()? };
            d.rank_info = Some(info);
        }
        def::RMA_STAT => d.rma_stats.push(c.get()?),
        def::NOTE => d.notes.push(c.str()?),
        def::COUNTER => {
            let (index, name, unit, available, note) =
                c.get::<(u32, String, String, u64, String)>()?;
            d.counters.push((index, name, unit, available != 0, note));
        }
        def::SOURCE => d.sources.push(c.get()?),
        def::TOPOLOGY => {
            let comm = c.u32()?;
            let kind = c.u8()?;
            let mut list = || -> Option<Vec<u32>> {
                let n = c.u64()? as usize;
                // Each entry takes at least a byte: a longer count is damage.
                if n > c.remaining() {
                    return None;
                }
                (0..n).map(|_| c.u32()).collect()
            };
            let lists = [list()?, list()?, list()?];
            d.topologies.push((comm, kind, lists));
        }
        def::HEAP_SITE => d.heap_sites.push(c.get()?),
        def::DATA_NAME => d.data_names.push(c.get()?),
        // Unknown kinds come from newer writers: skip them by their length.
        _ => {}
    }
    Some(())
}

/// The body of a COMM record.
fn decode_comm(c: &mut Cursor<'_>) -> Option<LocalComm> {
    let (id, global, kind, name, n) = c.get::<(u32, u64, u8, String, u64)>()?;
    let kind = match kind {
        1 => CommKind::Window,
        2 => CommKind::Team,
        3 => CommKind::Group,
        4 => CommKind::Memory,
        _ => CommKind::Comm,
    };
    // Each member takes at least one byte: a count beyond the record's bytes is damage, caught
    // before anything is reserved.
    if n > c.remaining() as u64 {
        return None;
    }
    let mut members = Vec::with_capacity(n as usize);
    for _ in 0..n {
        members.push(c.u32()?);
    }
    Some(LocalComm {
        id,
        global,
        kind,
        name,
        members,
    })
}
