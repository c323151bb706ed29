//! Reading `.cubex` files back into a [`CubeModel`]: for round-trip tests, and to inspect CUBE4
//! files written by other tools (uncompressed data, 8-byte value types).
//!
//! The result is in the order the file stores things (metrics and call paths in the anchor's
//! nesting order, locations in document order), which is [`CubeModel::canonical`] of the model
//! that was written.

use super::model::{
    CubeCnode, CubeDtype, CubeKey, CubeLocation, CubeMetric, CubeModel, CubeNode, CubeProcess,
    CubeRegion, CubeSystem, MetricKind,
};
use super::order::Forest;
use super::tar;
use super::write::{DATA_MARKER, FORMAT_DENSE, FORMAT_SPARSE, INDEX_MARKER};
use super::xml::{self, Element};
use ppw_event::ReadError;
use std::collections::{BTreeMap, HashMap};
use std::path::Path;

/// Read a `.cubex` file.
pub fn read_cube_file(path: &Path) -> Result<CubeModel, ReadError> {
    let bytes = std::fs::read(path)
        .map_err(|e| ReadError::new(path.display().to_string(), None, e.to_string()))?;
    read_cube(&bytes).map_err(|mut e| {
        e.path = format!("{}:{}", path.display(), e.path);
        e
    })
}

/// Read a `.cubex` archive held in memory. Errors name the archive member (`anchor.xml`,
/// `3.data`, ...) and the byte offset within it.
pub fn read_cube(archive: &[u8]) -> Result<CubeModel, ReadError> {
    let members = tar::members(archive).map_err(|(o, m)| ReadError::new("archive", Some(o), m))?;
    let files: HashMap<&str, &[u8]> = members
        .iter()
        .map(|m| (m.name.as_str(), &archive[m.offset..m.offset + m.size]))
        .collect();
    let anchor = files
        .get("anchor.xml")
        .ok_or_else(|| ReadError::new("archive", None, "no anchor.xml"))?;
    let text = std::str::from_utf8(anchor)
        .map_err(|e| ReadError::new("anchor.xml", Some(e.valid_up_to() as u64), "not UTF-8"))?;
    let root =
        xml::parse(text).map_err(|(o, m)| ReadError::new("anchor.xml", Some(o as u64), m))?;
    let bad = |m: String| ReadError::new("anchor.xml", None, m);
    if root.name != "cube" || !root.attr("version").is_some_and(|v| v.starts_with('4')) {
        return Err(bad("not a CUBE4 anchor (<cube version=\"4.x\">)".into()));
    }

    let mut model = CubeModel::new("", empty_system());
    for a in root.all("attr") {
        let (k, v) = (a.attr("key").unwrap_or(""), a.attr("value").unwrap_or(""));
        if k == "Creator" {
            model.creator = v.to_string();
        } else {
            model.attributes.push((k.to_string(), v.to_string()));
        }
    }

    // Metrics, in nesting order; XML id -> index.
    let mut metric_ids = Vec::new();
    let metrics = root
        .child("metrics")
        .ok_or_else(|| bad("no <metrics>".into()))?;
    for m in metrics.all("metric") {
        read_metric(m, None, &mut model, &mut metric_ids).map_err(bad)?;
    }

    let program = root
        .child("program")
        .ok_or_else(|| bad("no <program>".into()))?;
    let mut region_of_id = HashMap::new();
    for r in program.all("region") {
        let id = int_attr(r, "id").map_err(bad)?;
        region_of_id.insert(id, model.regions.len());
        model.regions.push(CubeRegion {
            name: r.child_text("name"),
            file: r.attr("mod").unwrap_or("").to_string(),
            begin_line: int_attr(r, "begin").unwrap_or(-1),
            end_line: int_attr(r, "end").unwrap_or(-1),
            paradigm: r.child_text("paradigm"),
            role: r.child_text("role"),
            description: r.child_text("descr"),
        });
    }
    for c in program.all("cnode") {
        read_cnode(c, None, &region_of_id, &mut model).map_err(bad)?;
    }

    let system = root
        .child("system")
        .ok_or_else(|| bad("no <system>".into()))?;
    let mut loc_of_id = HashMap::new();
    for stn in system.all("systemtreenode") {
        read_stn(stn, true, &mut model.system, &mut loc_of_id).map_err(bad)?;
    }

    // Data of every metric.
    let nloc = model.system.locations.len();
    let mut columns = vec![usize::MAX; nloc];
    for (id, &l) in &loc_of_id {
        match usize::try_from(*id).ok().filter(|i| *i < nloc) {
            Some(i) => columns[i] = l,
            None => return Err(bad(format!("location Id {id} is not in 0..{nloc}"))),
        }
    }
    if columns.contains(&usize::MAX) {
        return Err(bad("location Ids are not 0..n without gaps".into()));
    }
    let forest = Forest::new(&model.cnodes.iter().map(|c| c.parent).collect::<Vec<_>>());
    let mut values = BTreeMap::new();
    for (mi, &xml_id) in metric_ids.iter().enumerate() {
        let (Some(data), Some(index)) = (
            files.get(format!("{xml_id}.data").as_str()),
            files.get(format!("{xml_id}.index").as_str()),
        ) else {
            continue;
        };
        let metric = &model.metrics[mi];
        let enumeration = forest.enumeration(metric.kind);
        let rows = read_index(index, enumeration.len(), &format!("{xml_id}.index"))?;
        read_data(
            data,
            &rows,
            &enumeration,
            &columns,
            metric.dtype,
            mi,
            xml_id,
            &mut values,
        )?;
    }
    model.values = values;
    Ok(model)
}

fn empty_system() -> CubeSystem {
    CubeSystem {
        machine: String::new(),
        nodes: Vec::new(),
        processes: Vec::new(),
        locations: Vec::new(),
    }
}

fn int_attr(e: &Element, k: &str) -> Result<i64, String> {
    let v = e
        .attr(k)
        .ok_or_else(|| format!("<{}> without {k}", e.name))?;
    v.trim()
        .parse()
        .map_err(|_| format!("<{}> {k}=\"{v}\" is not a number", e.name))
}

fn read_metric(
    e: &Element,
    parent: Option<usize>,
    model: &mut CubeModel,
    ids: &mut Vec<i64>,
) -> Result<(), String> {
    let uniq = e.child_text("uniq_name");
    let ppw_id = e
        .all("attr")
        .find(|a| a.attr("key") == Some("ppw_id"))
        .and_then(|a| a.attr("value"));
    let (id, cube_uniq_name) = match ppw_id {
        Some(p) if p != uniq => (p.to_string(), Some(uniq.clone())),
        Some(p) => (p.to_string(), None),
        None => (uniq.clone(), None),
    };
    let kind = match e.attr("type").unwrap_or("EXCLUSIVE") {
        "INCLUSIVE" => MetricKind::Inclusive,
        "EXCLUSIVE" => MetricKind::Exclusive,
        t => return Err(format!("metric {uniq}: type {t} is not supported")),
    };
    let dtype = match e.child_text("dtype").trim() {
        "DOUBLE" | "MINDOUBLE" | "MAXDOUBLE" => CubeDtype::Double,
        "UINT64" => CubeDtype::Uint64,
        t => return Err(format!("metric {uniq}: dtype {t} is not supported")),
    };
    ids.push(int_attr(e, "id")?);
    let me = model.add_metric(CubeMetric {
        id,
        display_name: e.child_text("disp_name"),
        parent,
        description: e.child_text("descr"),
        unit: e.child_text("uom"),
        kind,
        dtype,
        url: e.child_text("url"),
        cube_uniq_name,
    });
    for c in e.all("metric") {
        read_metric(c, Some(me), model, ids)?;
    }
    Ok(())
}

fn read_cnode(
    e: &Element,
    parent: Option<usize>,
    regions: &HashMap<i64, usize>,
    model: &mut CubeModel,
) -> Result<(), String> {
    let callee = int_attr(e, "calleeId")?;
    let region = *regions
        .get(&callee)
        .ok_or_else(|| format!("cnode calls unknown region {callee}"))?;
    model.cnodes.push(CubeCnode {
        parent,
        region,
        file: e.attr("mod").unwrap_or("").to_string(),
        line: int_attr(e, "line").unwrap_or(-1),
    });
    let me = model.cnodes.len() - 1;
    for c in e.all("cnode") {
        read_cnode(c, Some(me), regions, model)?;
    }
    Ok(())
}

/// A system tree node: the outermost names the machine, the others are nodes; location groups
/// directly under the machine get a node named like the machine.
fn read_stn(
    e: &Element,
    top: bool,
    sys: &mut CubeSystem,
    loc_of_id: &mut HashMap<i64, usize>,
) -> Result<(), String> {
    let name = e.child_text("name");
    let here = if top && sys.machine.is_empty() {
        sys.machine = name;
        None
    } else {
        sys.nodes.push(CubeNode { name });
        Some(sys.nodes.len() - 1)
    };
    let groups: Vec<&Element> = e.all("locationgroup").collect();
    if !groups.is_empty() {
        let n = match here {
            Some(n) => n,
            None => {
                sys.nodes.push(CubeNode {
                    name: sys.machine.clone(),
                });
                sys.nodes.len() - 1
            }
        };
        for g in groups {
            let rank = g
                .child_text("rank")
                .trim()
                .parse()
                .map_err(|_| "bad process rank")?;
            sys.processes.push(CubeProcess {
                node: n,
                rank,
                name: g.child_text("name"),
            });
            let p = sys.processes.len() - 1;
            for l in g.all("location") {
                let thread = l
                    .child_text("rank")
                    .trim()
                    .parse()
                    .map_err(|_| "bad thread rank")?;
                loc_of_id.insert(int_attr(l, "Id")?, sys.locations.len());
                sys.locations.push(CubeLocation {
                    process: p,
                    thread,
                    name: l.child_text("name"),
                });
            }
        }
    }
    for c in e.all("systemtreenode") {
        read_stn(c, false, sys, loc_of_id)?;
    }
    Ok(())
}

fn u32_at(b: &[u8], at: usize, big: bool) -> Option<u32> {
    let a: [u8; 4] = b.get(at..at + 4)?.try_into().ok()?;
    Some(if big {
        u32::from_be_bytes(a)
    } else {
        u32::from_le_bytes(a)
    })
}

/// `(metric-local row numbers, big endian)` from an index file.
fn read_index(b: &[u8], ncnodes: usize, name: &str) -> Result<(Vec<usize>, bool), ReadError> {
    let err = |o: usize, m: &str| ReadError::new(name, Some(o as u64), m);
    if !b.starts_with(INDEX_MARKER) {
        return Err(err(0, "missing CUBEX.INDEX marker"));
    }
    let at = INDEX_MARKER.len();
    let big = match u32_at(b, at, false) {
        Some(1) => false,
        Some(0x0100_0000) => true,
        _ => return Err(err(at, "bad endianness marker")),
    };
    let format = *b.get(at + 6).ok_or_else(|| err(at + 6, "cut header"))?;
    match format {
        FORMAT_DENSE => Ok(((0..ncnodes).collect(), big)),
        FORMAT_SPARSE => {
            let n = u32_at(b, at + 7, big).ok_or_else(|| err(at + 7, "cut header"))? as usize;
            let mut rows = Vec::with_capacity(n.min(b.len() / 4));
            for k in 0..n {
                let o = at + 11 + 4 * k;
                let r = u32_at(b, o, big).ok_or_else(|| err(o, "index is cut"))? as usize;
                if r >= ncnodes {
                    return Err(err(o, "row of an unknown call path"));
                }
                rows.push(r);
            }
            Ok((rows, big))
        }
        f => Err(err(at + 6, &format!("index format {f} is not supported"))),
    }
}

#[allow(clippy::too_many_arguments)]
fn read_data(
    b: &[u8],
    (rows, big): &(Vec<usize>, bool),
    enumeration: &[usize],
    columns: &[usize],
    dtype: CubeDtype,
    metric: usize,
    xml_id: i64,
    values: &mut BTreeMap<CubeKey, f64>,
) -> Result<(), ReadError> {
    let name = format!("{xml_id}.data");
    if b.starts_with(b"ZCUBEX.DATA") {
        return Err(ReadError::new(
            name,
            Some(0),
            "compressed data is not supported",
        ));
    }
    if !b.starts_with(DATA_MARKER) {
        return Err(ReadError::new(name, Some(0), "missing CUBEX.DATA marker"));
    }
    let nloc = columns.len();
    let need = DATA_MARKER.len() + rows.len() * nloc * 8;
    if b.len() < need {
        return Err(ReadError::new(
            name,
            Some(b.len() as u64),
            format!("data is cut ({need} bytes needed)"),
        ));
    }
    for (k, &local) in rows.iter().enumerate() {
        let cnode = enumeration[local];
        for (col, &loc) in columns.iter().enumerate() {
            let o = DATA_MARKER.len() + (k * nloc + col) * 8;
            let a: [u8; 8] = b[o..o + 8].try_into().expect("8 bytes");
            let raw = if *big {
                u64::from_be_bytes(a)
            } else {
                u64::from_le_bytes(a)
            };
            let v = match dtype {
                CubeDtype::Double => f64::from_bits(raw),
                CubeDtype::Uint64 => raw as f64,
            };
            if v != 0.0 {
                values.insert(
                    CubeKey {
                        metric,
                        cnode,
                        location: loc,
                    },
                    v,
                );
            }
        }
    }
    Ok(())
}
