//! Global definitions (`traces.def`) and local definitions (`traces/N.def`).
//!
//! Every definition record is a type byte, a length prefix and its fields. Fields added by later
//! OTF2 versions are appended at the end of a record, so a record may be shorter than this
//! reader expects (an older writer: the missing fields keep their defaults) or longer (a newer
//! writer: the rest is skipped). Record types this reader does not use are skipped by their
//! length. Owns the global definitions ([`GlobalDefs`]) and the reading of both kinds of
//! definition files; the local definitions themselves are in `local`.

use crate::attrs::read_attribute_value;
use crate::chunk::ChunkFile;
use crate::codec::{Cursor, DResult, DecodeError};
use crate::consts::{
    def, group_type, mapping, paradigm, END_OF_BUFFER, END_OF_CHUNK, END_OF_FILE, UNDEFINED_U32,
};
use crate::local::{clock_intervals, IdMap, LocalDefs};
use ppw_event::{Files, ReadError};
use std::collections::{BTreeMap, HashMap};

/// The clock properties of a trace (global definition `CLOCK_PROPERTIES`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClockProperties {
    /// Timer ticks per second.
    pub timer_resolution: u64,
    /// A timestamp not larger than any event's timestamp (ticks).
    pub global_offset: u64,
    /// Length of the trace in ticks.
    pub trace_length: u64,
    /// Wall-clock time of the global offset in ns since the Unix epoch, if recorded.
    pub realtime_timestamp: Option<u64>,
}

/// A parameter definition (`PARAMETER`): a named value that `PARAMETER_*` events set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParameterDef {
    /// OTF2 parameter id.
    pub id: u32,
    /// Name.
    pub name: String,
    /// Value type: 0 string, 1 signed 64-bit integer, 2 unsigned 64-bit integer.
    pub value_type: u8,
}

/// A call path (`CALLPATH`) or calling context (`CALLING_CONTEXT`) definition: a region with a
/// parent path.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CallpathDef {
    /// OTF2 id (call path and calling context ids are separate id spaces).
    pub id: u32,
    /// Parent id (`u32::MAX` for a root).
    pub parent: u32,
    /// OTF2 region id.
    pub region: u32,
    /// OTF2 source code location id (`u32::MAX` if none; call paths have none).
    pub source_code_location: u32,
}

#[derive(Clone, Debug, Default)]
pub(crate) struct RawRegion {
    pub(crate) name: u32,
    pub(crate) canonical: u32,
    pub(crate) role: u8,
    pub(crate) paradigm: u8,
    pub(crate) flags: u32,
    pub(crate) file: u32,
    pub(crate) begin_line: u32,
    pub(crate) end_line: u32,
}

#[derive(Clone, Debug)]
pub(crate) struct RawNode {
    pub(crate) name: u32,
    pub(crate) class: u32,
    pub(crate) parent: u32,
}

#[derive(Clone, Debug)]
pub(crate) struct RawLocationGroup {
    pub(crate) id: u32,
    pub(crate) kind: u8,
    pub(crate) parent: u32,
    pub(crate) creator: u32,
}

#[derive(Clone, Debug)]
pub(crate) struct RawLocation {
    pub(crate) id: u64,
    pub(crate) name: u32,
    pub(crate) events: u64,
    pub(crate) group: u32,
}

#[derive(Clone, Debug)]
pub(crate) struct RawGroup {
    pub(crate) kind: u8,
    pub(crate) paradigm: u8,
    pub(crate) flags: u32,
    pub(crate) members: Vec<u64>,
}

#[derive(Clone, Debug)]
pub(crate) struct RawComm {
    pub(crate) id: u32,
    pub(crate) name: u32,
    pub(crate) group: u32,
}

#[derive(Clone, Debug)]
pub(crate) struct RawWin {
    pub(crate) id: u32,
    pub(crate) name: u32,
    pub(crate) comm: u32,
}

#[derive(Clone, Debug)]
pub(crate) struct RawAttribute {
    pub(crate) name: u32,
}

/// All global definitions this reader uses, keyed by OTF2 id.
#[derive(Debug, Default)]
pub(crate) struct GlobalDefs {
    pub(crate) clock: Option<ClockProperties>,
    pub(crate) paradigm_class: HashMap<u8, u8>,
    pub(crate) strings: HashMap<u32, String>,
    pub(crate) nodes: HashMap<u32, RawNode>,
    pub(crate) location_groups: Vec<RawLocationGroup>,
    pub(crate) locations: Vec<RawLocation>,
    pub(crate) regions: BTreeMap<u32, RawRegion>,
    pub(crate) groups: HashMap<u32, RawGroup>,
    pub(crate) comms: Vec<RawComm>,
    pub(crate) wins: Vec<RawWin>,
    pub(crate) attributes: HashMap<u32, RawAttribute>,
    pub(crate) source_locations: BTreeMap<u32, (u32, u32)>,
    pub(crate) callpaths: Vec<CallpathDef>,
    pub(crate) calling_contexts: Vec<CallpathDef>,
    pub(crate) parameters: Vec<ParameterDef>,
    /// Location group properties: (location group, name string, value type, value bits).
    pub(crate) group_properties: Vec<(u32, u32, u8, u64)>,
    /// Number of records per definition record type.
    pub(crate) counts: BTreeMap<u8, u64>,
}

impl GlobalDefs {
    /// A string by id (`None` for undefined or unknown ids).
    pub(crate) fn string(&self, id: u32) -> Option<&str> {
        if id == UNDEFINED_U32 {
            return None;
        }
        self.strings.get(&id).map(|s| s.as_str())
    }

    /// A string by id, or `""`.
    pub(crate) fn str_or_empty(&self, id: u32) -> &str {
        self.string(id).unwrap_or("")
    }
}

/// Iterate over the records of chunked definition file `name` of `files`, calling `f(type,
/// record cursor)` for each. Ends at END_OF_FILE; a file without it is damaged.
pub(crate) fn for_each_record(
    files: &Files,
    name: &str,
    display: &str,
    chunk_size: u64,
    mut f: impl FnMut(u8, &mut Cursor<'_>) -> DResult<()>,
) -> Result<(), ReadError> {
    let mut file = ChunkFile::open(files, name, display, chunk_size)?;
    while let Some(info) = file.next_chunk()? {
        let data = file.data();
        // A value cut off in the last chunk is cut off by the end of the file.
        let last = info.base + data.len() as u64 == file.len();
        let err = |e: DecodeError| e.into_read_error(display, last);
        let mut c = Cursor::with_pos(data, crate::consts::CHUNK_HEADER_SIZE, info.base, info.big);
        loop {
            if c.is_empty() {
                break; // next chunk
            }
            let at = c.offset();
            let t = c.u8().map_err(err)?;
            match t {
                END_OF_CHUNK => break,
                END_OF_FILE | END_OF_BUFFER => return Ok(()),
                _ => {
                    let len = c.record_len().map_err(err)?;
                    let mut rec = c.sub(len).map_err(err)?;
                    f(t, &mut rec).map_err(|e| {
                        let kind = e.kind(false);
                        ReadError::of_kind(
                            kind,
                            display,
                            Some(e.at),
                            format!("definition record (type {t}) at offset {at}: {}", e.msg),
                        )
                    })?;
                }
            }
        }
    }
    Err(ReadError::truncated(
        display,
        Some(file.len()),
        "file ends without the end-of-file marker (truncated?)",
    ))
}

/// Read a field that later OTF2 versions appended, or keep `default` if the record ends.
fn opt<T>(
    c: &mut Cursor<'_>,
    default: T,
    read: impl FnOnce(&mut Cursor<'_>) -> DResult<T>,
) -> DResult<T> {
    if c.is_empty() {
        Ok(default)
    } else {
        read(c)
    }
}

/// Read the global definition file.
pub(crate) fn read_global_defs(
    files: &Files,
    name: &str,
    display: &str,
    chunk_size: u64,
) -> Result<GlobalDefs, ReadError> {
    let mut g = GlobalDefs::default();
    for_each_record(files, name, display, chunk_size, |t, c| {
        *g.counts.entry(t).or_insert(0) += 1;
        match t {
            def::CLOCK_PROPERTIES => {
                let timer_resolution = c.u64c()?;
                let global_offset = c.u64c()?;
                let trace_length = c.u64c()?;
                let rt = opt(c, u64::MAX, |c| c.u64c())?;
                g.clock = Some(ClockProperties {
                    timer_resolution,
                    global_offset,
                    trace_length,
                    realtime_timestamp: (rt != u64::MAX).then_some(rt),
                });
            }
            def::PARADIGM => {
                let p = c.u8()?;
                let _name = c.u32c()?;
                let class = c.u8()?;
                g.paradigm_class.insert(p, class);
            }
            def::STRING => {
                let id = c.u32c()?;
                let s = c.string()?.into_owned();
                g.strings.insert(id, s);
            }
            def::ATTRIBUTE => {
                let id = c.u32c()?;
                let name = c.u32c()?;
                let _kind = c.u8()?;
                g.attributes.insert(id, RawAttribute { name });
            }
            def::SYSTEM_TREE_NODE => {
                let id = c.u32c()?;
                let name = c.u32c()?;
                let class = c.u32c()?;
                let parent = c.u32c()?;
                g.nodes.insert(
                    id,
                    RawNode {
                        name,
                        class,
                        parent,
                    },
                );
            }
            def::LOCATION_GROUP => {
                let id = c.u32c()?;
                let _name = c.u32c()?;
                let kind = c.u8()?;
                let parent = c.u32c()?;
                let creator = opt(c, UNDEFINED_U32, |c| c.u32c())?;
                g.location_groups.push(RawLocationGroup {
                    id,
                    kind,
                    parent,
                    creator,
                });
            }
            def::LOCATION => {
                let id = c.u64c()?;
                let name = c.u32c()?;
                let _kind = c.u8()?;
                let events = c.u64c()?;
                let group = c.u32c()?;
                g.locations.push(RawLocation {
                    id,
                    name,
                    events,
                    group,
                });
            }
            def::REGION => {
                let id = c.u32c()?;
                let mut r = RawRegion {
                    name: c.u32c()?,
                    ..Default::default()
                };
                let _description = c.u32c()?;
                let _pre_1_1_type = c.u8()?;
                r.file = c.u32c()?;
                r.begin_line = c.u32c()?;
                r.end_line = c.u32c()?;
                r.canonical = opt(c, r.name, |c| c.u32c())?;
                r.role = opt(c, 0, |c| c.u8())?;
                r.paradigm = opt(c, paradigm::UNKNOWN, |c| c.u8())?;
                r.flags = opt(c, 0, |c| c.u32c())?;
                g.regions.insert(id, r);
            }
            def::CALLPATH => {
                let id = c.u32c()?;
                let parent = c.u32c()?;
                let region = c.u32c()?;
                g.callpaths.push(CallpathDef {
                    id,
                    parent,
                    region,
                    source_code_location: UNDEFINED_U32,
                });
            }
            def::GROUP => {
                let id = c.u32c()?;
                let _name = c.u32c()?;
                let pre12 = c.u8()?;
                let n = c.u32c()?;
                // Each member takes at least one byte: a count beyond the record is damage,
                // caught before allocating.
                if n as usize > c.remaining() {
                    return Err(c.error(format!("group with {n} members does not fit its record")));
                }
                let mut members = Vec::with_capacity(n as usize);
                for _ in 0..n {
                    members.push(c.u64c()?);
                }
                let (kind_new, par) = pre12_group_type(pre12);
                let kind = opt(c, kind_new, |c| c.u8())?;
                let paradigm = opt(c, par, |c| c.u8())?;
                let flags = opt(c, 0, |c| c.u32c())?;
                g.groups.insert(
                    id,
                    RawGroup {
                        kind,
                        paradigm,
                        flags,
                        members,
                    },
                );
            }
            def::COMM => {
                let id = c.u32c()?;
                let name = c.u32c()?;
                let group = c.u32c()?;
                let _parent = c.u32c()?;
                g.comms.push(RawComm { id, name, group });
            }
            def::PARAMETER => {
                let id = c.u32c()?;
                let name = c.u32c()?;
                let value_type = c.u8()?;
                let name = g.str_or_empty(name).to_string();
                g.parameters.push(ParameterDef {
                    id,
                    name,
                    value_type,
                });
            }
            def::LOCATION_GROUP_PROPERTY => {
                let group = c.u32c()?;
                let name = c.u32c()?;
                let _pre_2_0_string = c.u32c()?;
                if !c.is_empty() {
                    let t = c.u8()?;
                    let v = read_attribute_value(c, t, &LocalDefs::identity())?;
                    g.group_properties.push((group, name, t, v));
                }
            }
            def::RMA_WIN => {
                let id = c.u32c()?;
                let name = c.u32c()?;
                let comm = c.u32c()?;
                g.wins.push(RawWin { id, name, comm });
            }
            def::SOURCE_CODE_LOCATION => {
                let id = c.u32c()?;
                let file = c.u32c()?;
                let line = c.u32c()?;
                g.source_locations.insert(id, (file, line));
            }
            def::CALLING_CONTEXT => {
                let id = c.u32c()?;
                let region = c.u32c()?;
                let scl = c.u32c()?;
                let parent = c.u32c()?;
                g.calling_contexts.push(CallpathDef {
                    id,
                    parent,
                    region,
                    source_code_location: scl,
                });
            }
            _ => {} // not needed by ppw (metrics, topologies, I/O, properties, ...): skipped
        }
        Ok(())
    })?;
    Ok(g)
}

/// Group type and paradigm of a pre-1.2 group type.
fn pre12_group_type(t: u8) -> (u8, u8) {
    match t {
        group_type::PRE12_LOCATIONS => (1, paradigm::UNKNOWN),
        group_type::PRE12_REGIONS => (2, paradigm::UNKNOWN),
        group_type::PRE12_METRIC => (3, paradigm::UNKNOWN),
        group_type::PRE12_MPI_GROUP => (group_type::COMM_GROUP, paradigm::MPI),
        group_type::PRE12_MPI_COMM_SELF => (group_type::COMM_SELF, paradigm::MPI),
        group_type::PRE12_MPI_LOCATIONS => (group_type::COMM_LOCATIONS, paradigm::MPI),
        _ => (0, paradigm::UNKNOWN),
    }
}

/// The pre-1.2 group type for a group type and paradigm (written for old readers).
pub(crate) fn group_type_pre12(kind: u8, par: u8) -> u8 {
    match (kind, par) {
        (1, _) => group_type::PRE12_LOCATIONS,
        (2, _) => group_type::PRE12_REGIONS,
        (3, _) => group_type::PRE12_METRIC,
        (group_type::COMM_GROUP, paradigm::MPI) => group_type::PRE12_MPI_GROUP,
        (group_type::COMM_SELF, paradigm::MPI) => group_type::PRE12_MPI_COMM_SELF,
        (group_type::COMM_LOCATIONS, paradigm::MPI) => group_type::PRE12_MPI_LOCATIONS,
        _ => 0,
    }
}

/// Read a location's local definition file: mapping tables and clock offsets. Other local
/// definitions are skipped (ppw reads unified global definitions only).
pub(crate) fn read_local_defs(
    files: &Files,
    name: &str,
    display: &str,
    chunk_size: u64,
) -> Result<LocalDefs, ReadError> {
    let mut l = LocalDefs::identity();
    for_each_record(files, name, display, chunk_size, |t, c| {
        match t {
            def::MAPPING_TABLE => {
                let kind = c.u8()? as usize;
                let n = c.u64c()?;
                let mode = c.u8()?;
                // Each entry takes at least one byte (two for a sparse pair): a count beyond
                // the record is damage, caught before anything is reserved.
                let per_entry = if mode == 0 { 1 } else { 2 };
                if n.saturating_mul(per_entry) > c.remaining() as u64 {
                    return Err(c.error(format!(
                        "mapping table with {n} entries does not fit its record"
                    )));
                }
                let map = if mode == 0 {
                    let mut v = Vec::with_capacity(n as usize);
                    for _ in 0..n {
                        v.push(c.u64c()?);
                    }
                    IdMap::Dense(v)
                } else {
                    let mut v = Vec::with_capacity(n as usize);
                    for _ in 0..n {
                        let local = c.u64c()?;
                        let global = c.u64c()?;
                        v.push((local, global));
                    }
                    v.sort_unstable_by_key(|p| p.0);
                    IdMap::Sparse(v)
                };
                if kind < mapping::COUNT {
                    l.maps[kind] = Some(map);
                }
            }
            def::CLOCK_OFFSET => {
                let time = c.u64_full()?;
                let offset = c.i64c()?;
                let sd = c.f64()?;
                l.offsets.push((time, offset, sd));
            }
            _ => {}
        }
        Ok(())
    })?;
    l.intervals = clock_intervals(&l.offsets).map_err(|m| ReadError::corrupt(display, None, m))?;
    Ok(l)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A local definition file of one chunk holding `record` (a MAPPING_TABLE body).
    fn local_file(record: &[u8]) -> Files {
        let mut f = vec![crate::consts::CHUNK_HEADER, crate::codec::LITTLE_ENDIAN];
        f.extend([0u8; 16]);
        f.push(def::MAPPING_TABLE);
        f.push(0xff);
        f.extend((record.len() as u64).to_le_bytes());
        f.extend_from_slice(record);
        f.extend([END_OF_FILE, END_OF_BUFFER]);
        Files::memory().with("0.def", f)
    }

    #[test]
    fn mapping_table_counts_are_checked_against_their_bytes() {
        // A sparse table of n pairs needs at least 2n bytes: n = remaining bytes passed the old
        // check and reserved 16 bytes per record byte.
        for (mode, n, ok) in [
            (0u8, 100u64, true),
            (0, 101, false),
            (1, 50, true),
            (1, 51, false),
        ] {
            let mut r = vec![mapping::REGION as u8, 8];
            r.extend(n.to_le_bytes());
            r.push(mode);
            r.extend([0u8; 100]); // 100 one-byte zeros: 100 dense entries or 50 pairs
            let res = read_local_defs(&local_file(&r), "0.def", "0.def", 1 << 20);
            match res {
                Ok(l) => {
                    assert!(ok, "mode {mode}, {n} entries");
                    assert!(l.maps[mapping::REGION].is_some());
                }
                Err(e) => {
                    assert!(!ok, "mode {mode}, {n} entries: {e}");
                    assert!(e.message.contains("does not fit its record"), "{e}");
                }
            }
        }
    }
}
