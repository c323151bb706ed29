//! CUBE4 result files (`.cubex`) for the Cube GUI and CubeLib tools.
//!
//! Fill a [`CubeModel`] — metric tree, regions, call tree, system tree, sparse severities — and
//! write it with [`write_cube`] or [`write_cube_file`]. [`read`] parses `.cubex` files back
//! (round-trip tests, inspection).
//!
//! # The file
//!
//! A `.cubex` file is a POSIX tar archive (the layout CubeW 4.4 writes and CubeLib 4.4 reads):
//!
//! - `anchor.xml`: `<cube version="4.4">` with the `Creator` attribute, the metric tree
//!   (`<metric id type="EXCLUSIVE|INCLUSIVE">` with `disp_name`, `uniq_name`, `dtype`, `uom`,
//!   `url`, `descr`, and ppw's id as the attribute `ppw_id`), the program (`<region>`s, then the
//!   nested `<cnode id calleeId line mod>` call tree) and the system tree (`<systemtreenode>`
//!   machine > nodes > `<locationgroup>` processes with their MPI rank > `<location>` threads
//!   with their thread number);
//! - per metric `N.data` (`CUBEX.DATA`, then one row of little-endian values per listed call
//!   path, one value per location in location-`Id` order) and `N.index` (`CUBEX.INDEX`, the
//!   endianness marker `1` as u32, version `0` as u16, format byte `1` = sparse, the number of
//!   rows as u32 and the rows' metric-local call-path numbers as u32, ascending). The
//!   metric-local numbering is depth-first pre-order for exclusive metrics and CubeLib's "wide"
//!   order for inclusive ones (see `order.rs`).
//!
//! Cube's naming rule: the file name must end in `.cubex` for Cube to open it.
//!
//! ```
//! use ppw_export::cube::{CubeMetric, CubeModel, CubeRegion, CubeSystem, write_cube, read};
//! let defs = ppw_event::TraceBuilder::new(2).build().defs.clone();
//! let (system, loc) = CubeSystem::from_defs(&defs);
//! let mut m = CubeModel::new("ppw", system);
//! let time = m.add_metric(CubeMetric::seconds("time", "Time", None));
//! let ls = m.add_metric(CubeMetric::seconds("late_sender", "Late Sender", Some(time)));
//! let main = m.add_region(CubeRegion::from_def(&ppw_event::RegionDef::named("main")));
//! let root = m.child_cnode(None, main);
//! m.set(ls, root, loc[1], 0.25);
//! m.include_submetrics();
//! let mut out = Vec::new();
//! write_cube(&m, &mut out).unwrap();
//! let back = read::read_cube(&out).unwrap();
//! assert_eq!(back, m.canonical());
//! assert_eq!(back.get(time, root, loc[1]), 0.25);
//! ```

mod model;
mod order;
pub mod read;
mod tar;
mod write;
mod xml;

pub use model::{
    cube_paradigm, cube_role, regions_from_defs, CubeCnode, CubeDtype, CubeKey, CubeLocation,
    CubeMetric, CubeModel, CubeNode, CubeProcess, CubeRegion, CubeSystem, MetricKind,
};
pub use write::CubeSummary;

use crate::error::ExportError;
use std::io::Write;
use std::path::Path;

/// Write `model` as a `.cubex` archive to `out` (a stream: no seeking needed).
pub fn write_cube<W: Write>(model: &CubeModel, out: &mut W) -> Result<CubeSummary, ExportError> {
    write::write(model, out)
}

/// Write `model` to the file `path` (which should end in `.cubex`).
pub fn write_cube_file(model: &CubeModel, path: &Path) -> Result<CubeSummary, ExportError> {
    let f = std::fs::File::create(path)?;
    let mut w = std::io::BufWriter::new(f);
    let s = write::write(model, &mut w)?;
    w.flush()?;
    Ok(s)
}
