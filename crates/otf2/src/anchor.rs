//! The anchor file (`traces.otf2`): format versions, chunk sizes, counts and properties.
//!
//! Layout (an unchunked buffer): the 2-byte header (marker 3, endianness), the string `"OTF2"`,
//! the anchor format byte, the trace format byte, the OTF2 version (major, minor, bugfix bytes),
//! the event and definition chunk sizes (full 64-bit), the file substrate and compression bytes,
//! the number of locations and of global definitions (full 64-bit), three strings (machine,
//! creator, description), then (anchor format >= 2) a full 32-bit property count with name/value
//! string pairs and a full 64-bit trace id, then (anchor format >= 3) full 32-bit snapshot and
//! thumbnail counts, and finally END_OF_FILE.

use crate::chunk::parse_header;
use crate::codec::{Cursor, DecodeError, Enc, BIG_ENDIAN, LITTLE_ENDIAN};
use crate::consts::{
    CHUNK_HEADER, CHUNK_SIZE_MAX, CHUNK_SIZE_MIN, END_OF_BUFFER, END_OF_CHUNK, END_OF_FILE,
};
use ppw_event::{Files, ReadError};

/// The anchor format this crate writes (and the newest it knows).
pub(crate) const ANCHOR_FORMAT: u8 = 3;
/// The trace format this crate writes (and the newest it knows).
pub(crate) const TRACE_FORMAT: u8 = 2;
/// The OTF2 version this crate's output claims to be written by.
pub(crate) const WRITE_VERSION: (u8, u8, u8) = (3, 0, 3);

/// File substrate: one file per location and kind (the only one supported).
pub(crate) const SUBSTRATE_POSIX: u8 = 1;
/// Compression: none (the only one supported).
pub(crate) const COMPRESSION_NONE: u8 = 1;

/// The contents of an OTF2 anchor file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AnchorInfo {
    /// Version of the anchor file layout (1 to 3).
    pub anchor_format: u8,
    /// Version of the trace format (1 or 2).
    pub trace_format: u8,
    /// OTF2 library version that wrote the archive (major, minor, bugfix).
    pub version: (u8, u8, u8),
    /// Chunk size of event files in bytes.
    pub chunk_size_events: u64,
    /// Chunk size of definition files in bytes.
    pub chunk_size_defs: u64,
    /// Number of locations.
    pub number_of_locations: u64,
    /// Number of global definition records.
    pub number_of_global_defs: u64,
    /// Machine name.
    pub machine: String,
    /// Creator (the measurement system, e.g. `Score-P 8.4`).
    pub creator: String,
    /// Free-text description.
    pub description: String,
    /// Key/value properties (`OTF2::...`, `PPW::...`).
    pub properties: Vec<(String, String)>,
    /// Trace identifier.
    pub trace_id: u64,
}

impl AnchorInfo {
    /// The value of property `name`, if set.
    pub fn property(&self, name: &str) -> Option<&str> {
        self.properties
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }
}

/// Read and validate anchor file `name` of `files` (`display` names it in errors).
pub(crate) fn read_anchor(
    files: &Files,
    name: &str,
    display: &str,
) -> Result<AnchorInfo, ReadError> {
    let bytes = files
        .read(name)
        .map_err(|e| ReadError::io(display, &e).context("cannot read"))?;
    let header = parse_header(&bytes, 0, display, false)?;
    let mut c = Cursor::with_pos(&bytes, 2, 0, header.big);
    // The anchor is one buffer: a value cut off is cut off by the end of the file.
    decode(&mut c).map_err(|e| e.into_read_error(display, true))
}

fn bad<T>(at: u64, msg: String) -> Result<T, DecodeError> {
    Err(DecodeError::new(at, msg))
}

fn unsupported<T>(at: u64, msg: String) -> Result<T, DecodeError> {
    Err(DecodeError::unsupported(at, msg))
}

/// Decode the anchor after its buffer header: magic and versions, chunk sizes, storage, counts
/// and strings, properties and trace id, end marker.
fn decode(c: &mut Cursor<'_>) -> Result<AnchorInfo, DecodeError> {
    let (anchor_format, trace_format, version) = decode_versions(c)?;
    let (chunk_size_events, chunk_size_defs) = decode_chunk_sizes(c)?;
    decode_storage(c)?;
    let number_of_locations = c.u64_full()?;
    let number_of_global_defs = c.u64_full()?;
    let machine = c.string()?.into_owned();
    let creator = c.string()?.into_owned();
    let description = c.string()?.into_owned();
    let mut properties = Vec::new();
    let mut trace_id = 0;
    if anchor_format >= 2 {
        let n = c.u32_full()?;
        for _ in 0..n {
            let k = c.string()?.into_owned();
            let v = c.string()?.into_owned();
            properties.push((k, v));
        }
        trace_id = c.u64_full()?;
    }
    if anchor_format >= 3 {
        let _snapshots = c.u32_full()?;
        let _thumbnails = c.u32_full()?;
        let at = c.offset();
        let end = c.u8()?;
        if end != END_OF_FILE {
            return bad(
                at,
                format!("expected the end-of-file marker, found byte {end:#04x}"),
            );
        }
    }
    Ok(AnchorInfo {
        anchor_format,
        trace_format,
        version,
        chunk_size_events,
        chunk_size_defs,
        number_of_locations,
        number_of_global_defs,
        machine,
        creator,
        description,
        properties,
        trace_id,
    })
}

/// Anchor format, trace format and OTF2 version (major, minor, bugfix).
type Versions = (u8, u8, (u8, u8, u8));

/// The magic string, the anchor and trace format versions and the OTF2 version; newer ones
/// than this reader knows are unsupported.
fn decode_versions(c: &mut Cursor<'_>) -> Result<Versions, DecodeError> {
    let at = c.offset();
    let magic = c.string()?;
    if magic != "OTF2" {
        return bad(at, format!("not an OTF2 anchor file (magic {magic:?})"));
    }
    let at = c.offset();
    let anchor_format = c.u8()?;
    if anchor_format == 0 || anchor_format > ANCHOR_FORMAT {
        return unsupported(at, format!("unsupported anchor file format version {anchor_format} (supported: 1 to {ANCHOR_FORMAT})"),
        );
    }
    let at = c.offset();
    let trace_format = c.u8()?;
    if trace_format == 0 || trace_format > TRACE_FORMAT {
        return unsupported(
            at,
            format!(
                "unsupported trace format version {trace_format} (supported: 1 to {TRACE_FORMAT})"
            ),
        );
    }
    let at = c.offset();
    let version = (c.u8()?, c.u8()?, c.u8()?);
    if version.0 == 0 || version.0 > 3 {
        return unsupported(
            at,
            format!(
                "unsupported OTF2 version {}.{}.{} (this reader understands OTF2 1.x to 3.x)",
                version.0, version.1, version.2
            ),
        );
    }
    Ok((anchor_format, trace_format, version))
}

/// The event and definition chunk sizes, within the range OTF2 allows.
fn decode_chunk_sizes(c: &mut Cursor<'_>) -> Result<(u64, u64), DecodeError> {
    let at = c.offset();
    let chunk_size_events = c.u64_full()?;
    let chunk_size_defs = c.u64_full()?;
    for (i, (what, v)) in [
        ("event", chunk_size_events),
        ("definition", chunk_size_defs),
    ]
    .iter()
    .enumerate()
    {
        if !(CHUNK_SIZE_MIN..=CHUNK_SIZE_MAX).contains(v) {
            return bad(at + 8 * i as u64, format!(
                    "bad {what} chunk size {v} (OTF2 allows {CHUNK_SIZE_MIN} to {CHUNK_SIZE_MAX} bytes)"
                ),
            );
        }
    }
    Ok((chunk_size_events, chunk_size_defs))
}

/// The file substrate and compression: only POSIX files without compression are supported.
fn decode_storage(c: &mut Cursor<'_>) -> Result<(), DecodeError> {
    let at = c.offset();
    let substrate = c.u8()?;
    if substrate != SUBSTRATE_POSIX {
        let what = match substrate {
            2 => "SIONlib".to_string(),
            3 => "none (no data files)".to_string(),
            s => format!("unknown ({s})"),
        };
        return unsupported(at, format!("unsupported file substrate {what}: only POSIX (one file per location) is supported"),
        );
    }
    let at = c.offset();
    let compression = c.u8()?;
    if compression != COMPRESSION_NONE && compression != 0 {
        return unsupported(
            at,
            format!(
                "unsupported compression {compression}: only uncompressed archives are supported"
            ),
        );
    }
    Ok(())
}

/// Encode an anchor file.
pub(crate) fn encode_anchor(a: &AnchorInfo, big: bool) -> Vec<u8> {
    let mut e = Enc::new(big);
    e.u8(CHUNK_HEADER);
    e.u8(if big { BIG_ENDIAN } else { LITTLE_ENDIAN });
    e.string("OTF2");
    e.u8(ANCHOR_FORMAT);
    e.u8(TRACE_FORMAT);
    e.u8(a.version.0);
    e.u8(a.version.1);
    e.u8(a.version.2);
    e.u64_full(a.chunk_size_events);
    e.u64_full(a.chunk_size_defs);
    e.u8(SUBSTRATE_POSIX);
    e.u8(COMPRESSION_NONE);
    e.u64_full(a.number_of_locations);
    e.u64_full(a.number_of_global_defs);
    e.string(&a.machine);
    e.string(&a.creator);
    e.string(&a.description);
    e.u32_full(a.properties.len() as u32);
    for (k, v) in &a.properties {
        e.string(k);
        e.string(v);
    }
    e.u64_full(a.trace_id);
    e.u32_full(0);
    e.u32_full(0);
    e.u8(END_OF_FILE);
    e.u8(END_OF_BUFFER);
    e.u8(END_OF_CHUNK);
    e.buf
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn anchor_round_trip_both_byte_orders() {
        let a = AnchorInfo {
            anchor_format: ANCHOR_FORMAT,
            trace_format: TRACE_FORMAT,
            version: WRITE_VERSION,
            chunk_size_events: 1 << 20,
            chunk_size_defs: 4 << 20,
            number_of_locations: 3,
            number_of_global_defs: 99,
            machine: "m".into(),
            creator: "ppw".into(),
            description: "".into(),
            properties: vec![("PPW::PROGRAM".into(), "a.out".into())],
            trace_id: 42,
        };
        for big in [false, true] {
            let files = Files::memory().with("t.otf2", encode_anchor(&a, big));
            assert_eq!(read_anchor(&files, "t.otf2", "t.otf2").unwrap(), a);
        }
    }
}
