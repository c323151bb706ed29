//! `ppw._ppw`: the Rust half of the Python package `ppw` (python/ppw/__init__.py is the other).
//!
//! It opens inputs the way the command line does (`ppw-input`: a ppw experiment directory or
//! an OTF2 anchor), reads them with the same readers and runs the same analysis, and hands
//! Python *columns*: every numeric column is one `bytes` object of little-endian values that
//! the Python side wraps as an Arrow buffer without copying (`pyarrow.py_buffer`), every
//! string column a dictionary (a list of distinct strings) plus `u32` codes. pandas, pyarrow,
//! Hatchet and Thicket stay on the Python side; nothing here shells out to the CLI.
//!
//! Errors are `ppw._ppw.PpwError` exceptions with ppw's message (file, rank, offset).

use ppw_event::{EventKind, LocationId, TraceSource};
use pyo3::exceptions::PyException;
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyDict};
use rustc_hash::FxHashMap;
use std::path::{Path, PathBuf};

pyo3::create_exception!(
    _ppw,
    PpwError,
    PyException,
    "An error ppw reported (its message names the file, rank or offset)."
);

fn err(e: impl std::fmt::Display) -> PyErr {
    PpwError::new_err(e.to_string())
}

fn anyhow_err(e: anyhow::Error) -> PyErr {
    PpwError::new_err(format!("{e:#}"))
}

/// Plain numeric values whose in-memory bytes are the column's little-endian bytes.
trait Column: Copy {}
impl Column for u8 {}
impl Column for u32 {}
impl Column for i32 {}
impl Column for i64 {}
impl Column for u64 {}
impl Column for f64 {}

/// The bytes of a column: the slice's own memory (this target is little-endian).
fn raw<T: Column>(v: &[T]) -> &[u8] {
    // Safety: T is a plain integer type without padding; the slice is valid for its length.
    unsafe { std::slice::from_raw_parts(v.as_ptr() as *const u8, std::mem::size_of_val(v)) }
}

fn bytes<'py, T: Column>(py: Python<'py>, v: &[T]) -> Bound<'py, PyBytes> {
    PyBytes::new(py, raw(v))
}

/// A column's memory handed to Python without copying: a read-only object with the buffer
/// protocol (`pyarrow.py_buffer` wraps it; the memory lives as long as the object).
#[pyclass(module = "ppw._ppw", frozen)]
struct Buffer {
    store: Store,
}

enum Store {
    U8(Vec<u8>),
    U32(Vec<u32>),
    I32(Vec<i32>),
    I64(Vec<i64>),
}

impl Store {
    fn bytes(&self) -> &[u8] {
        match self {
            Store::U8(v) => raw(v),
            Store::U32(v) => raw(v),
            Store::I32(v) => raw(v),
            Store::I64(v) => raw(v),
        }
    }
}

#[pymethods]
impl Buffer {
    /// # Safety
    /// Called by Python with a valid `Py_buffer` to fill.
    unsafe fn __getbuffer__(
        slf: Bound<'_, Self>,
        view: *mut pyo3::ffi::Py_buffer,
        flags: std::os::raw::c_int,
    ) -> PyResult<()> {
        let b = slf.get().store.bytes();
        // Safety: the object owns the memory and is frozen; Python keeps it alive while the
        // view exists (the view holds a reference to it).
        let ret = unsafe {
            pyo3::ffi::PyBuffer_FillInfo(
                view,
                slf.as_ptr(),
                b.as_ptr() as *mut std::ffi::c_void,
                b.len() as pyo3::ffi::Py_ssize_t,
                1,
                flags,
            )
        };
        if ret == -1 {
            return Err(PyErr::fetch(slf.py()));
        }
        Ok(())
    }

    fn __len__(&self) -> usize {
        self.store.bytes().len()
    }
}

#[cfg(not(target_endian = "little"))]
compile_error!("the columns are handed to Arrow as little-endian memory");

/// An opened experiment or trace.
#[pyclass(module = "ppw._ppw", frozen)]
struct Experiment {
    input: ppw_input::Input,
    path: PathBuf,
}

/// The call-path tree shared by all locations: node = (parent node, region).
#[derive(Default)]
struct Tree {
    index: FxHashMap<(u32, u32), u32>,
    parent: Vec<u32>,
    region: Vec<u32>,
}

impl Tree {
    fn node(&mut self, parent: u32, region: u32) -> u32 {
        let next = self.parent.len() as u32;
        *self.index.entry((parent, region)).or_insert_with(|| {
            self.parent.push(parent);
            self.region.push(region);
            next
        })
    }
}

/// One profile row: a (call-path node, location) with its values.
#[derive(Default, Clone, Copy)]
struct Row {
    visits: u64,
    inclusive: u64,
    exclusive: u64,
    sent: u64,
    received: u64,
    /// Performance counters of a stored profile's node (inclusive), indexed like
    /// `Defs::counters`; None where the runtime did not read them.
    counters: Option<[u64; ppw_event::counters::MAX_COUNTERS]>,
}

const ROOT: u32 = u32::MAX;

impl Experiment {
    fn src(&self) -> &dyn TraceSource {
        self.input.source()
    }

    /// The rows of one location from its stored profile (profile mode) or its events (trace
    /// mode: visits, inclusive and exclusive time of every call path, and the bytes of the
    /// operations made in it, as the runtime's profile counts them).
    fn location_rows(
        &self,
        loc: LocationId,
        tree: &mut Tree,
    ) -> Result<Vec<(u32, Row)>, ppw_event::ReadError> {
        let src = self.src();
        if let Some(p) = src.profile(loc)? {
            let mut ids = Vec::with_capacity(p.len());
            let mut rows = Vec::with_capacity(p.len());
            for n in &p {
                let parent = if n.parent == u32::MAX {
                    ROOT
                } else {
                    ids.get(n.parent as usize).copied().unwrap_or(ROOT)
                };
                let id = tree.node(parent, n.region.0);
                ids.push(id);
                rows.push((
                    id,
                    Row {
                        visits: n.visits,
                        inclusive: n.inclusive_ns,
                        exclusive: n.exclusive_ns,
                        sent: n.bytes_sent,
                        received: n.bytes_received,
                        counters: n.counters,
                    },
                ));
            }
            return Ok(rows);
        }
        let mut rows: FxHashMap<u32, Row> = FxHashMap::default();
        // Open regions: (node, enter time, time of its children).
        let mut stack: Vec<(u32, u64, u64)> = Vec::new();
        let mut events = src.events(loc)?;
        while let Some(e) = events.next_event()? {
            match e.kind {
                EventKind::Enter { region, .. } => {
                    let parent = stack.last().map_or(ROOT, |s| s.0);
                    stack.push((tree.node(parent, region.0), e.time, 0));
                }
                EventKind::Exit { .. } => {
                    let Some((node, t0, children)) = stack.pop() else {
                        continue;
                    };
                    let incl = e.time.saturating_sub(t0);
                    let r = rows.entry(node).or_default();
                    r.visits += 1;
                    r.inclusive += incl;
                    r.exclusive += incl.saturating_sub(children);
                    if let Some(p) = stack.last_mut() {
                        p.2 += incl;
                    }
                }
                _ => {
                    let (sent, received) = bytes_moved(&e.kind);
                    if sent + received > 0 {
                        if let Some(&(node, _, _)) = stack.last() {
                            let r = rows.entry(node).or_default();
                            r.sent += sent;
                            r.received += received;
                        }
                    }
                }
            }
        }
        let mut out: Vec<(u32, Row)> = rows.into_iter().collect();
        out.sort_unstable_by_key(|r| r.0);
        Ok(out)
    }

    /// Call-path strings of the tree's nodes: region names from the root joined by `/`, as
    /// `analysis.json` writes them.
    fn callpaths(&self, tree: &Tree) -> Vec<String> {
        let defs = self.src().defs();
        let mut out: Vec<String> = Vec::with_capacity(tree.parent.len());
        for i in 0..tree.parent.len() {
            let name = defs
                .regions
                .get(tree.region[i] as usize)
                .map_or("?", |r| r.name.as_str());
            // Parents are created before their children: their strings exist already.
            let s = match tree.parent[i] {
                ROOT => name.to_string(),
                p => format!("{}/{name}", out[p as usize]),
            };
            out.push(s);
        }
        out
    }
}

/// (bytes sent, bytes received) of an attribute event, as a profile counts them.
fn bytes_moved(k: &EventKind) -> (u64, u64) {
    match *k {
        EventKind::Send { bytes, .. } => (bytes, 0),
        EventKind::Recv { bytes, .. } => (0, bytes),
        EventKind::Collective { sent, received, .. } => (sent, received),
        EventKind::Rma { op, bytes, .. } => match op {
            ppw_event::RmaOp::Get => (0, bytes),
            _ => (bytes, 0),
        },
        _ => (0, 0),
    }
}

/// Event types of the events table (Pipit's `Event Type`).
const ENTER: u8 = 0;
const LEAVE: u8 = 1;
const INSTANT: u8 = 2;

/// The events table being filled: one entry per column.
#[derive(Default)]
struct Events {
    time: Vec<i64>,
    kind: Vec<u8>,
    name: Vec<u32>,
    process: Vec<u32>,
    thread: Vec<u32>,
    /// Message attributes of instants (-1 elsewhere).
    sender: Vec<i32>,
    receiver: Vec<i32>,
    length: Vec<i64>,
    tag: Vec<i32>,
}

impl Events {
    fn reserve(&mut self, n: usize) {
        self.time.reserve(n);
        self.kind.reserve(n);
        self.name.reserve(n);
        self.process.reserve(n);
        self.thread.reserve(n);
        self.sender.reserve(n);
        self.receiver.reserve(n);
        self.length.reserve(n);
        self.tag.reserve(n);
    }
}

#[pymethods]
impl Experiment {
    /// The path it was opened from.
    #[getter]
    fn path(&self) -> String {
        self.path.display().to_string()
    }

    /// `native` (a ppw experiment directory) or `otf2`.
    #[getter]
    fn format(&self) -> &'static str {
        match self.input {
            ppw_input::Input::Native(_) => "native",
            ppw_input::Input::Otf2(..) => "otf2",
        }
    }

    /// Number of ranks of the run.
    #[getter]
    fn ranks(&self) -> u32 {
        self.src().defs().ranks
    }

    /// The host of every rank, indexed by rank (`""` where unknown).
    #[getter]
    fn rank_hosts(&self) -> Vec<String> {
        let defs = self.src().defs();
        (0..defs.ranks)
            .map(|r| {
                defs.rank_info
                    .get(r as usize)
                    .map_or(String::new(), |i| i.host.clone())
            })
            .collect()
    }

    /// `trace` or `profile`.
    #[getter]
    fn mode(&self) -> &'static str {
        self.src().defs().mode.name()
    }

    /// The measured program.
    #[getter]
    fn program(&self) -> String {
        self.src().defs().program.clone()
    }

    /// The command line that was measured (a ppw experiment's manifest; empty for OTF2).
    #[getter]
    fn command(&self) -> Vec<String> {
        match &self.input {
            ppw_input::Input::Native(e) => e.manifest().command.clone(),
            ppw_input::Input::Otf2(..) => Vec::new(),
        }
    }

    /// Measured duration in seconds (OTF2: the trace's length from its clock properties).
    #[getter]
    fn duration(&self) -> f64 {
        match &self.input {
            ppw_input::Input::Native(e) => e.summary().seconds,
            ppw_input::Input::Otf2(t, _) => t.clock_properties().map_or(0.0, |c| {
                c.trace_length as f64 / c.timer_resolution.max(1) as f64
            }),
        }
    }

    /// Start of the run, seconds since the Unix epoch (ppw experiments only, else None).
    #[getter]
    fn started(&self) -> Option<f64> {
        match &self.input {
            ppw_input::Input::Native(e) => Some(e.manifest().started_unix),
            ppw_input::Input::Otf2(..) => None,
        }
    }

    /// The ppw version that measured it (ppw experiments only, else None).
    #[getter]
    fn measured_by(&self) -> Option<String> {
        match &self.input {
            ppw_input::Input::Native(e) => Some(e.manifest().ppw_version.clone()),
            ppw_input::Input::Otf2(..) => None,
        }
    }

    /// What opening found wrong (damaged or missing rank files, unfinished ranks).
    #[getter]
    fn problems(&self) -> Vec<String> {
        self.input.problems()
    }

    /// The locations as (rank, thread) pairs, in location order.
    #[getter]
    fn locations(&self) -> Vec<(u32, u32)> {
        self.src()
            .defs()
            .locations
            .iter()
            .map(|l| (l.rank, l.thread))
            .collect()
    }

    /// The call-path profile as columns: one row per (call-path node, location). Per node
    /// (node i is entry i): `parent` (u32, 2^32-1 for a root), `node_region` (u32 codes into
    /// `regions`), `callpath`; `regions`; per row `row_node`, `rank`, `thread` (u32),
    /// `visits`, `time_inclusive_ns`, `time_exclusive_ns`, `bytes_sent`, `bytes_received`
    /// (u64); `counters` (names) and `counter_values` (f64 per row, NaN where not read).
    fn profile_columns<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let defs = self.src().defs();
        let mut tree = Tree::default();
        let (mut node, mut rank, mut thread) = (Vec::new(), Vec::new(), Vec::new());
        let mut vals: [Vec<u64>; 5] = Default::default();
        let ncounters = defs.counters.len().min(ppw_event::counters::MAX_COUNTERS);
        let mut counters: Vec<Vec<f64>> = vec![Vec::new(); ncounters];
        let result: Result<(), ppw_event::ReadError> = py.allow_threads(|| {
            for (i, l) in defs.locations.iter().enumerate() {
                for (n, r) in self.location_rows(LocationId(i as u32), &mut tree)? {
                    node.push(n);
                    rank.push(l.rank);
                    thread.push(l.thread);
                    for (v, x) in vals.iter_mut().zip([
                        r.visits,
                        r.inclusive,
                        r.exclusive,
                        r.sent,
                        r.received,
                    ]) {
                        v.push(x);
                    }
                    for (k, c) in counters.iter_mut().enumerate() {
                        c.push(r.counters.map_or(f64::NAN, |v| v[k] as f64));
                    }
                }
            }
            Ok(())
        });
        result.map_err(err)?;
        let d = PyDict::new(py);
        let callpaths = self.callpaths(&tree);
        d.set_item("parent", bytes(py, &tree.parent))?;
        d.set_item("node_region", bytes(py, &tree.region))?;
        d.set_item("callpath", callpaths)?;
        let regions: Vec<&str> = defs.regions.iter().map(|r| r.name.as_str()).collect();
        d.set_item("regions", regions)?;
        // Counters the ranks could read, with values in the stored profiles (profile mode).
        let mut names = Vec::new();
        let mut columns = Vec::new();
        for (def, c) in defs.counters.iter().zip(counters) {
            if def.available && c.iter().any(|v| !v.is_nan()) {
                names.push(def.name.clone());
                columns.push(bytes(py, &c));
            }
        }
        d.set_item("counters", names)?;
        d.set_item("counter_values", columns)?;
        d.set_item("row_node", bytes(py, &node))?;
        d.set_item("rank", bytes(py, &rank))?;
        d.set_item("thread", bytes(py, &thread))?;
        for (k, v) in [
            "visits",
            "time_inclusive_ns",
            "time_exclusive_ns",
            "bytes_sent",
            "bytes_received",
        ]
        .iter()
        .zip(vals.iter())
        {
            d.set_item(*k, bytes(py, v))?;
        }
        Ok(d)
    }

    /// The trace as columns in Pipit's event schema, for the locations of `ranks` (all if
    /// None) and the events with `start <= time <= end` (ns; reading a location stops at the
    /// first event after `end`). Every column is a list of [`Buffer`]s, one per reading thread
    /// (in location order). Keys: `time` (i64 ns), `kind` (u8: 0 Enter, 1 Leave, 2 Instant),
    /// `name` (u32 codes into `names`), `process`, `thread` (u32), and the message attributes
    /// of instants `sender`, `receiver`, `tag` (i32) and `msg_length` (i64), -1 where none.
    /// Distinct region names come first in `names`, then the instants' (`MpiSend`,
    /// `MpiIsend`, `MpiRecv`, `MpiIrecv`, `MpiCollectiveEnd`, `RmaPut`, `RmaGet`, `RmaAtomic`).
    #[pyo3(signature = (ranks=None, start=None, end=None))]
    fn events_columns<'py>(
        &self,
        py: Python<'py>,
        ranks: Option<Vec<u32>>,
        start: Option<u64>,
        end: Option<u64>,
    ) -> PyResult<Bound<'py, PyDict>> {
        let defs = self.src().defs();
        // Names once each (regions of one name in several files share it): pandas wants
        // unique categories. `code[region]` is the region's name's code.
        let mut names: Vec<&str> = Vec::new();
        let mut seen: FxHashMap<&str, u32> = FxHashMap::default();
        let code: Vec<u32> = defs
            .regions
            .iter()
            .map(|r| {
                *seen.entry(r.name.as_str()).or_insert_with(|| {
                    names.push(r.name.as_str());
                    names.len() as u32 - 1
                })
            })
            .collect();
        let nreg = names.len() as u32;
        const INSTANTS: [&str; 8] = [
            "MpiSend",
            "MpiIsend",
            "MpiRecv",
            "MpiIrecv",
            "MpiCollectiveEnd",
            "RmaPut",
            "RmaGet",
            "RmaAtomic",
        ];
        let (lo, hi) = (start.unwrap_or(0), end.unwrap_or(u64::MAX));
        let locs: Vec<u32> = defs
            .locations
            .iter()
            .enumerate()
            .filter(|(_, l)| ranks.as_ref().is_none_or(|v| v.contains(&l.rank)))
            .map(|(i, _)| i as u32)
            .collect();
        // Contiguous runs of locations per thread, so that the parts concatenate in
        // location order.
        let threads = std::thread::available_parallelism()
            .map_or(1, |n| n.get())
            .min(locs.len().max(1));
        let chunk = locs.len().div_ceil(threads).max(1);
        let parts: Vec<Result<Events, ppw_event::ReadError>> = py.allow_threads(|| {
            std::thread::scope(|scope| {
                let handles: Vec<_> = locs
                    .chunks(chunk)
                    .map(|part| {
                        let code = &code;
                        scope.spawn(move || self.read_events(part, code, nreg, lo, hi))
                    })
                    .collect();
                handles
                    .into_iter()
                    .map(|h| {
                        h.join().unwrap_or_else(|_| {
                            Err(ppw_event::ReadError::new(
                                "",
                                None,
                                "a reader thread panicked",
                            ))
                        })
                    })
                    .collect()
            })
        });
        let parts: Vec<Events> = parts.into_iter().collect::<Result<_, _>>().map_err(err)?;
        let d = PyDict::new(py);
        names.extend(INSTANTS);
        d.set_item("names", names)?;
        let mut cols: [Vec<Buffer>; 9] = Default::default();
        for p in parts {
            let stores = [
                Store::I64(p.time),
                Store::U8(p.kind),
                Store::U32(p.name),
                Store::U32(p.process),
                Store::U32(p.thread),
                Store::I32(p.sender),
                Store::I32(p.receiver),
                Store::I64(p.length),
                Store::I32(p.tag),
            ];
            for (c, store) in cols.iter_mut().zip(stores) {
                c.push(Buffer { store });
            }
        }
        let keys = [
            "time",
            "kind",
            "name",
            "process",
            "thread",
            "sender",
            "receiver",
            "msg_length",
            "tag",
        ];
        for (k, c) in keys.iter().zip(cols) {
            d.set_item(*k, c)?;
        }
        Ok(d)
    }

    /// The analysis as `analysis.json` text: the stored one when it was made from exactly
    /// these files with these thresholds by this version of the format (unless `fresh`),
    /// else the analysis run now in this process with the default settings of `ppw analyze`
    /// and `thresholds` (key -> value, the keys of `ppw analyze --help`); no baseline file is
    /// used, and nothing is written.
    #[pyo3(signature = (thresholds=None, fresh=false))]
    fn analysis_json(
        &self,
        py: Python<'_>,
        thresholds: Option<Vec<(String, f64)>>,
        fresh: bool,
    ) -> PyResult<String> {
        let mut th = ppw_analysis::Thresholds::default();
        for (k, v) in thresholds.unwrap_or_default() {
            th.set(&k, v).map_err(err)?;
        }
        if !fresh {
            if let Some(text) = self.stored(&th) {
                return Ok(text);
            }
        }
        py.allow_threads(|| {
            let opts = ppw_analysis::Options {
                min_fraction: th.min_fraction,
                min_seconds: th.min_seconds,
                thresholds: th.clone(),
                ..ppw_analysis::Options::default()
            };
            let mut a = ppw_analysis::analyze(self.src(), &opts)
                .map_err(|e| err(format!("analysis of {} failed: {e}", self.path.display())))?;
            ppw_input::complete(&mut a, &self.input);
            Ok(a.to_json())
        })
    }

    fn __repr__(&self) -> String {
        format!(
            "ppw.Experiment({:?}, {} ranks, {})",
            self.path.display().to_string(),
            self.ranks(),
            self.mode()
        )
    }
}

impl Experiment {
    /// The events of locations `locs` (in order) with `lo <= time <= hi` in the events
    /// table's columns (`code`: name code per region; `nreg`: the first instant name's code).
    fn read_events(
        &self,
        locs: &[u32],
        code: &[u32],
        nreg: u32,
        lo: u64,
        hi: u64,
    ) -> Result<Events, ppw_event::ReadError> {
        let defs = self.src().defs();
        let mut t = Events::default();
        t.reserve(self.expected_events(locs));
        let none = -1i64;
        for &i in locs {
            let l = &defs.locations[i as usize];
            let mut events = self.src().events(LocationId(i))?;
            while let Some(e) = events.next_event()? {
                if e.time < lo {
                    continue;
                }
                if e.time > hi {
                    break;
                }
                let (kind, name, msg) = match e.kind {
                    EventKind::Enter { region, .. } => {
                        (ENTER, code.get(region.index()).copied().unwrap_or(0), None)
                    }
                    EventKind::Exit { region } => {
                        (LEAVE, code.get(region.index()).copied().unwrap_or(0), None)
                    }
                    EventKind::Send {
                        peer,
                        tag,
                        bytes,
                        request,
                        ..
                    } => (
                        INSTANT,
                        nreg + u32::from(request.is_some()),
                        Some((l.rank as i64, peer as i64, bytes as i64, tag as i64)),
                    ),
                    EventKind::Recv {
                        peer,
                        tag,
                        bytes,
                        request,
                        ..
                    } => (
                        INSTANT,
                        nreg + 2 + u32::from(request.is_some()),
                        Some((peer as i64, l.rank as i64, bytes as i64, tag as i64)),
                    ),
                    EventKind::Collective { .. } => (INSTANT, nreg + 4, None),
                    EventKind::Rma {
                        op, target, bytes, ..
                    } => {
                        let k = match op {
                            ppw_event::RmaOp::Get => 6,
                            ppw_event::RmaOp::Atomic => 7,
                            _ => 5,
                        };
                        (
                            INSTANT,
                            nreg + k,
                            Some((l.rank as i64, target as i64, bytes as i64, none)),
                        )
                    }
                    _ => continue,
                };
                t.time.push(e.time as i64);
                t.kind.push(kind);
                t.name.push(name);
                t.process.push(l.rank);
                t.thread.push(l.thread);
                let (s, r, n, g) = msg.unwrap_or((none, none, none, none));
                t.sender.push(s as i32);
                t.receiver.push(r as i32);
                t.length.push(n);
                t.tag.push(g as i32);
            }
        }
        Ok(t)
    }

    /// About how many events each of `locs` holds (a capacity hint: untouched capacity
    /// costs no memory; the native format keeps no count per location, so a fair share and a
    /// quarter more).
    fn expected_events(&self, locs: &[u32]) -> usize {
        let n: u64 = match &self.input {
            ppw_input::Input::Native(e) => {
                let all = self.src().defs().locations.len().max(1) as u64;
                let share = e.summary().events / all;
                (share + share / 4) * locs.len() as u64
            }
            ppw_input::Input::Otf2(t, _) => locs
                .iter()
                .map(|&i| t.declared_events(LocationId(i)).unwrap_or(0))
                .sum(),
        };
        n.min(1 << 31) as usize
    }

    /// The stored `analysis.json` of a ppw experiment if it is current for `th`.
    fn stored(&self, th: &ppw_analysis::Thresholds) -> Option<String> {
        let ppw_input::Input::Native(e) = &self.input else {
            return None;
        };
        let text = std::fs::read_to_string(e.dir().join("analysis.json")).ok()?;
        let a = ppw_analysis::Analysis::from_json(&text).ok()?;
        let current = a.format_version == ppw_analysis::FORMAT_VERSION
            && a.thresholds == *th
            && a.phase.is_none()
            && a.skipped.is_empty()
            && a.input.as_ref() == Some(&self.input.stamp());
        current.then_some(text)
    }
}

/// Open a ppw experiment directory, an OTF2 anchor file (`traces.otf2`) or a directory
/// holding one.
#[pyfunction]
fn open(py: Python<'_>, path: PathBuf) -> PyResult<Experiment> {
    let input = py
        .allow_threads(|| ppw_input::open(Path::new(&path)))
        .map_err(anyhow_err)?;
    Ok(Experiment { input, path })
}

/// The thresholds `analyze` accepts: (key, default, unit, description).
#[pyfunction]
fn threshold_docs() -> Vec<(String, f64, String, String)> {
    ppw_analysis::Thresholds::docs()
        .iter()
        .map(|d| {
            (
                d.key.to_string(),
                d.default,
                d.unit.to_string(),
                d.description.to_string(),
            )
        })
        .collect()
}

/// The ppw version of this package.
#[pyfunction]
fn version() -> &'static str {
    env!("CARGO_PKG_VERSION")
}

#[pymodule]
fn _ppw(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<Experiment>()?;
    m.add_class::<Buffer>()?;
    m.add_function(wrap_pyfunction!(open, m)?)?;
    m.add_function(wrap_pyfunction!(threshold_docs, m)?)?;
    m.add_function(wrap_pyfunction!(version, m)?)?;
    m.add("PpwError", m.py().get_type::<PpwError>())?;
    Ok(())
}
