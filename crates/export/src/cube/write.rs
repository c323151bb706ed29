//! Writing a [`CubeModel`] as a `.cubex` archive.

use super::model::{CubeDtype, CubeKey, CubeModel};
use super::order::{Forest, Order};
use super::tar::TarWriter;
use super::xml::XmlOut;
use crate::error::ExportError;
use std::fmt::Write as _;
use std::io::Write;

/// Marker at the start of every index file.
pub(crate) const INDEX_MARKER: &[u8] = b"CUBEX.INDEX";
/// Marker at the start of every uncompressed data file.
pub(crate) const DATA_MARKER: &[u8] = b"CUBEX.DATA";
/// `IndexFormat::CUBE_INDEX_FORMAT_SPARSE`.
pub(crate) const FORMAT_SPARSE: u8 = 1;
/// `IndexFormat::CUBE_INDEX_FORMAT_DENSE`.
pub(crate) const FORMAT_DENSE: u8 = 3;
/// The anchor's syntax version.
pub(crate) const ANCHOR_VERSION: &str = "4.4";

/// What [`super::write_cube`] wrote.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CubeSummary {
    /// Bytes of the archive.
    pub bytes: u64,
    /// Metrics (each with a data and an index file).
    pub metrics: usize,
    /// Data rows (call paths with a non-zero value) over all metrics.
    pub rows: u64,
}

pub(crate) fn write(m: &CubeModel, out: &mut impl Write) -> Result<CubeSummary, ExportError> {
    m.validate().map_err(ExportError::InvalidModel)?;
    let order = Order::new(m);
    let mut anchor = anchor(m, &order);
    // CubeLib's tar reader mis-steps after members whose size is a multiple of 512.
    if anchor.len().is_multiple_of(512) {
        anchor.push('\n');
    }
    let mut tar = TarWriter::new(out);
    tar.member("anchor.xml", anchor.len() as u64)?;
    tar.write(anchor.as_bytes())?;
    let nloc = m.system.locations.len();
    let mut summary = CubeSummary {
        metrics: m.metrics.len(),
        ..Default::default()
    };
    let mut row = vec![0u8; nloc * 8];
    for (id, &mi) in order.metrics.seq.iter().enumerate() {
        let metric = &m.metrics[mi];
        let rows = metric_rows(m, &order.cnodes, mi);
        summary.rows += rows.len() as u64;
        // Data: marker, then one row of `nloc` values per listed call path.
        tar.member(
            &format!("{id}.data"),
            (DATA_MARKER.len() + rows.len() * nloc * 8) as u64,
        )?;
        tar.write(DATA_MARKER)?;
        for &(_, cnode) in &rows {
            row.iter_mut().for_each(|b| *b = 0);
            let lo = CubeKey {
                metric: mi,
                cnode,
                location: 0,
            };
            let hi = CubeKey {
                metric: mi,
                cnode: cnode + 1,
                location: 0,
            };
            for (k, v) in m.values.range(lo..hi) {
                let col = order.system.location_id[k.location] * 8;
                let bytes = match metric.dtype {
                    CubeDtype::Double => v.to_le_bytes(),
                    CubeDtype::Uint64 => (v.max(0.0).round() as u64).to_le_bytes(),
                };
                row[col..col + 8].copy_from_slice(&bytes);
            }
            tar.write(&row)?;
        }
        // Index: marker, endianness 1, version 0, sparse format, the metric-local row numbers.
        let mut idx = Vec::with_capacity(22 + 4 * rows.len());
        idx.extend_from_slice(INDEX_MARKER);
        idx.extend_from_slice(&1u32.to_le_bytes());
        idx.extend_from_slice(&0u16.to_le_bytes());
        idx.push(FORMAT_SPARSE);
        idx.extend_from_slice(&(rows.len() as u32).to_le_bytes());
        for &(local, _) in &rows {
            idx.extend_from_slice(&(local as u32).to_le_bytes());
        }
        tar.member(&format!("{id}.index"), idx.len() as u64)?;
        tar.write(&idx)?;
    }
    tar.finish()?;
    summary.bytes = tar.written;
    Ok(summary)
}

/// `(metric-local row number, cnode)` of every call path with a non-zero value, sorted.
fn metric_rows(m: &CubeModel, cnodes: &Forest, mi: usize) -> Vec<(usize, usize)> {
    let enumeration = cnodes.enumeration(m.metrics[mi].kind);
    let mut local = vec![0usize; enumeration.len()];
    for (k, &c) in enumeration.iter().enumerate() {
        local[c] = k;
    }
    let lo = CubeKey {
        metric: mi,
        cnode: 0,
        location: 0,
    };
    let hi = CubeKey {
        metric: mi + 1,
        cnode: 0,
        location: 0,
    };
    let mut rows: Vec<(usize, usize)> = Vec::new();
    for (k, v) in m.values.range(lo..hi) {
        if *v != 0.0 && rows.last().map(|r| r.1) != Some(k.cnode) {
            rows.push((local[k.cnode], k.cnode));
        }
    }
    rows.sort_unstable();
    rows.dedup();
    // An all-zero metric still gets one (zero) row: some readers (pyCubexR) reject an empty
    // sparse index, and one row of zeros means the same to all of them.
    if rows.is_empty() {
        if let Some(&c) = enumeration.first() {
            rows.push((0, c));
        }
    }
    rows
}

/// The `anchor.xml` text.
fn anchor(m: &CubeModel, order: &Order) -> String {
    let mut x = XmlOut::default();
    x.raw("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\n");
    let _ = writeln!(x.s, "<cube version=\"{ANCHOR_VERSION}\">");
    x.attr("Creator", &m.creator);
    for (k, v) in &m.attributes {
        x.attr(k, v);
    }
    x.raw("<doc>\n<mirrors>\n</mirrors>\n</doc>\n<metrics>\n");
    for &r in &order.metrics.roots {
        metric_xml(m, &order.metrics, r, &mut x);
    }
    x.raw("</metrics>\n<program>\n");
    for (i, r) in m.regions.iter().enumerate() {
        let _ = write!(x.s, "<region id=\"{i}\" mod=\"");
        x.esc(&r.file);
        let _ = writeln!(x.s, "\" begin=\"{}\" end=\"{}\">", r.begin_line, r.end_line);
        x.text_elem("name", &r.name);
        x.text_elem("mangled_name", &r.name);
        x.text_elem("paradigm", &r.paradigm);
        x.text_elem("role", &r.role);
        x.text_elem("url", "");
        x.text_elem("descr", &r.description);
        x.raw("</region>\n");
    }
    for &r in &order.cnodes.roots {
        cnode_xml(m, &order.cnodes, r, &mut x);
    }
    x.raw("</program>\n<system>\n<systemtreenode Id=\"0\">\n");
    let s = &m.system;
    x.text_elem("name", &s.machine);
    x.text_elem("class", "machine");
    let mut lg_id = 0usize;
    for (n, node) in s.nodes.iter().enumerate() {
        let _ = writeln!(x.s, "<systemtreenode Id=\"{}\">", n + 1);
        x.text_elem("name", &node.name);
        x.text_elem("class", "node");
        for &p in order
            .system
            .processes
            .iter()
            .filter(|&&p| s.processes[p].node == n)
        {
            let proc = &s.processes[p];
            let _ = writeln!(x.s, "<locationgroup Id=\"{lg_id}\">");
            lg_id += 1;
            x.text_elem("name", &proc.name);
            let _ = writeln!(x.s, "<rank>{}</rank>", proc.rank);
            x.text_elem("type", "process");
            for &l in order
                .system
                .locations
                .iter()
                .filter(|&&l| s.locations[l].process == p)
            {
                let loc = &s.locations[l];
                let _ = writeln!(x.s, "<location Id=\"{}\">", order.system.location_id[l]);
                x.text_elem("name", &loc.name);
                let _ = writeln!(x.s, "<rank>{}</rank>", loc.thread);
                x.text_elem("type", "thread");
                x.raw("</location>\n");
            }
            x.raw("</locationgroup>\n");
        }
        x.raw("</systemtreenode>\n");
    }
    x.raw("</systemtreenode>\n</system>\n</cube>\n");
    x.s
}

fn metric_xml(m: &CubeModel, f: &Forest, i: usize, x: &mut XmlOut) {
    let me = &m.metrics[i];
    let _ = writeln!(
        x.s,
        "<metric id=\"{}\" type=\"{}\">",
        f.id[i],
        me.kind.cube_name()
    );
    x.text_elem("disp_name", &me.display_name);
    x.text_elem("uniq_name", me.uniq_name());
    x.text_elem("dtype", me.dtype.cube_name());
    x.text_elem("uom", &me.unit);
    x.text_elem("url", &me.url);
    x.text_elem("descr", &me.description);
    x.attr("ppw_id", &me.id);
    for &c in &f.children[i] {
        metric_xml(m, f, c, x);
    }
    x.raw("</metric>\n");
}

fn cnode_xml(m: &CubeModel, f: &Forest, i: usize, x: &mut XmlOut) {
    let c = &m.cnodes[i];
    let _ = write!(x.s, "<cnode id=\"{}\" ", f.id[i]);
    if c.line >= 0 {
        let _ = write!(x.s, "line=\"{}\" ", c.line);
    }
    if !c.file.is_empty() {
        x.raw("mod=\"");
        x.esc(&c.file);
        x.raw("\" ");
    }
    let _ = writeln!(x.s, "calleeId=\"{}\">", c.region);
    for &k in &f.children[i] {
        cnode_xml(m, f, k, x);
    }
    x.raw("</cnode>\n");
}
