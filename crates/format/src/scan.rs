//! First pass over a rank file: validate the header, index every block, and decode the
//! definition blocks. Event payloads are not touched (they are decoded when streamed).

use crate::wire::{
    def, BlockKind, Codec, Cursor, EndReason, BLOCK_HEADER_LEN, BLOCK_MAGIC, FILE_HEADER_LEN,
    FILE_MAGIC, FORMAT_VERSION, MAX_BLOCK_LEN,
};
use crate::writer::FileHeader;
use ppw_event::{CollKind, CommKind, GenericOp, Paradigm, ReadError};
use std::fs::File;
use std::os::unix::fs::FileExt;
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
    pub(crate) objects: Vec<Object>,
    pub(crate) comms: Vec<LocalComm>,
    pub(crate) comm_names: Vec<(u32, String)>,
    pub(crate) locations: Vec<(u32, u64, String)>,
    pub(crate) time_sync: Vec<(u64, u64)>,
    pub(crate) offsets: Vec<(u64, i64, u64)>,
    pub(crate) cpu: Vec<(u64, u64, u64)>,
    pub(crate) rank_info: Option<(u32, String, String)>,
    pub(crate) boot_id: String,
}

/// Result of scanning one rank file.
#[derive(Debug)]
pub(crate) struct RankScan {
    pub(crate) path: PathBuf,
    pub(crate) header: FileHeader,
    pub(crate) blocks: Vec<BlockRef>,
    pub(crate) end: Option<EndReason>,
    /// First damage found; blocks before it are usable.
    pub(crate) damage: Option<ReadError>,
    pub(crate) defs: LocalDefs,
}

pub(crate) fn err(path: &Path, offset: u64, msg: impl Into<String>) -> ReadError {
    ReadError::new(path.display().to_string(), Some(offset), msg)
}

/// Parse a file header.
pub(crate) fn parse_header(path: &Path, b: &[u8]) -> Result<FileHeader, ReadError> {
    if b.len() < FILE_HEADER_LEN {
        return Err(err(
            path,
            0,
            format!("file too short for a ppw rank header ({} bytes)", b.len()),
        ));
    }
    if b[0..8] != FILE_MAGIC {
        return Err(err(path, 0, "not a ppw rank file (bad magic)"));
    }
    let version = u16::from_le_bytes([b[8], b[9]]);
    if version != FORMAT_VERSION {
        return Err(err(
            path,
            8,
            format!("rank file format version {version} is not supported (this ppw reads version {FORMAT_VERSION})"),
        ));
    }
    let u32_at = |o: usize| u32::from_le_bytes([b[o], b[o + 1], b[o + 2], b[o + 3]]);
    Ok(FileHeader {
        profile: u16::from_le_bytes([b[10], b[11]]) & 1 == 1,
        rank: u32_at(12),
        nranks: u32_at(16),
        pid: u32_at(20),
    })
}

/// Read, check and decompress the payload of a block.
pub(crate) fn read_payload(file: &File, path: &Path, b: &BlockRef) -> Result<Vec<u8>, ReadError> {
    let mut stored = vec![0u8; b.stored_len as usize];
    let at = b.offset + BLOCK_HEADER_LEN as u64;
    file.read_exact_at(&mut stored, at)
        .map_err(|e| err(path, at, format!("cannot read block payload: {e}")))?;
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

/// Scan a rank file. Only an unreadable header is an error; later damage is recorded in
/// `damage` and everything before it stays usable.
pub(crate) fn scan(path: &Path) -> Result<RankScan, ReadError> {
    let file = File::open(path).map_err(|e| {
        ReadError::new(
            path.display().to_string(),
            None,
            format!("cannot open: {e}"),
        )
    })?;
    let file_len = file
        .metadata()
        .map_err(|e| {
            ReadError::new(
                path.display().to_string(),
                None,
                format!("cannot stat: {e}"),
            )
        })?
        .len();
    let mut hb = [0u8; FILE_HEADER_LEN];
    let n = read_up_to(&file, &mut hb, 0);
    let header = parse_header(path, &hb[..n])?;
    let mut s = RankScan {
        path: path.to_path_buf(),
        header,
        blocks: Vec::new(),
        end: None,
        damage: None,
        defs: LocalDefs::default(),
    };
    let mut off = FILE_HEADER_LEN as u64;
    while off < file_len {
        let mut h = [0u8; BLOCK_HEADER_LEN];
        let got = read_up_to(&file, &mut h, off);
        if got < BLOCK_HEADER_LEN {
            s.damage = Some(err(
                path,
                off,
                format!("truncated block header ({got} of {BLOCK_HEADER_LEN} bytes)"),
            ));
            break;
        }
        if h[0..4] != BLOCK_MAGIC {
            s.damage = Some(err(
                path,
                off,
                "bad block magic (corrupt or not a block boundary)",
            ));
            break;
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
            s.damage = Some(err(
                path,
                off,
                format!(
                    "implausible block size {} / {} bytes",
                    b.stored_len, b.raw_len
                ),
            ));
            break;
        }
        let next = off + BLOCK_HEADER_LEN as u64 + b.stored_len as u64;
        if next > file_len {
            s.damage = Some(err(
                path,
                off,
                format!(
                    "truncated block: needs {} bytes, file ends after {}",
                    next - off,
                    file_len - off
                ),
            ));
            break;
        }
        match b.kind {
            BlockKind::DEFS => {
                let decoded = read_payload(&file, path, &b)
                    .and_then(|raw| decode_defs(path, &b, &raw, &mut s.defs));
                if let Err(e) = decoded {
                    s.damage = Some(e);
                    break;
                }
            }
            BlockKind::END => {
                let raw = match read_payload(&file, path, &b) {
                    Ok(r) => r,
                    Err(e) => {
                        s.damage = Some(e);
                        break;
                    }
                };
                let reason = Cursor::new(&raw).u32().unwrap_or(EndReason::EXIT.0);
                s.end = Some(EndReason(reason));
                s.blocks.push(b);
                break;
            }
            _ => {}
        }
        s.blocks.push(b);
        off = next;
    }
    Ok(s)
}

fn read_up_to(file: &File, buf: &mut [u8], at: u64) -> usize {
    let mut n = 0;
    while n < buf.len() {
        match file.read_at(&mut buf[n..], at + n as u64) {
            Ok(0) | Err(_) => break,
            Ok(k) => n += k,
        }
    }
    n
}

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
        let mut c = Cursor::new(body);
        match kind {
            def::REGION => {
                let r = (|| {
                    Some(LocalRegion {
                        id: c.u32()?,
                        name: c.str()?,
                        paradigm: Paradigm::from_code(c.u8()?),
                        op: GenericOp::from_code(c.u8()?),
                        coll: CollKind::from_code(c.u8()?),
                        nonblocking: c.u64()? != 0,
                        file: c.str()?,
                        line: c.u32()?,
                    })
                })()
                .ok_or_else(|| bad("region"))?;
                d.regions.push(r);
            }
            def::FUNCTION => {
                let f = (|| Some((c.u32()?, c.u64()?)))().ok_or_else(|| bad("function"))?;
                d.functions.push(f);
            }
            def::CALLSITE => {
                let f = (|| Some((c.u32()?, c.u64()?)))().ok_or_else(|| bad("call site"))?;
                d.callsites.push(f);
            }
            def::OBJECT => {
                let o = (|| {
                    Some(Object {
                        bias: c.u64()?,
                        lo: c.u64()?,
                        hi: c.u64()?,
                        path: c.str()?,
                    })
                })()
                .ok_or_else(|| bad("object"))?;
                d.objects.push(o);
            }
            def::COMM => {
                let cm = (|| {
                    let id = c.u32()?;
                    let global = c.u64()?;
                    let kind = match c.u8()? {
                        1 => CommKind::Window,
                        2 => CommKind::Team,
                        _ => CommKind::Comm,
                    };
                    let name = c.str()?;
                    let n = c.u64()?;
                    if n > 1 << 24 {
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
                })()
                .ok_or_else(|| bad("communicator"))?;
                d.comms.push(cm);
            }
            def::COMM_NAME => {
                let x =
                    (|| Some((c.u32()?, c.str()?)))().ok_or_else(|| bad("communicator name"))?;
                d.comm_names.push(x);
            }
            def::LOCATION => {
                let x =
                    (|| Some((c.u32()?, c.u64()?, c.str()?)))().ok_or_else(|| bad("location"))?;
                d.locations.push(x);
            }
            def::TIME_SYNC => {
                let x = (|| Some((c.u64()?, c.u64()?)))().ok_or_else(|| bad("time sync"))?;
                d.time_sync.push(x);
            }
            def::CLOCK_OFFSET => {
                let x = (|| Some((c.u64()?, c.i64()?, c.u64()?)))()
                    .ok_or_else(|| bad("clock offset"))?;
                d.offsets.push(x);
            }
            def::CPU => {
                let x = (|| Some((c.u64()?, c.u64()?, c.u64()?)))().ok_or_else(|| bad("cpu"))?;
                d.cpu.push(x);
            }
            def::RANK_INFO => {
                let x =
                    (|| Some((c.u32()?, c.str()?, c.str()?)))().ok_or_else(|| bad("rank info"))?;
                // The boot id was appended later; older records end before it.
                d.boot_id = if c.at_end() {
                    String::new()
                } else {
                    c.str().ok_or_else(|| bad("rank info"))?
                };
                d.rank_info = Some(x);
            }
            // Unknown kinds come from newer writers: skip them by their length.
            _ => {}
        }
    }
    Ok(())
}
