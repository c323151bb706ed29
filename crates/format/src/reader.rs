//! Reading an experiment directory: unify the ranks' definitions, map timestamps to the global
//! clock, and stream events per location.

use crate::manifest::Manifest;
use crate::scan::{err, read_payload, scan, BlockRef, RankScan};
use crate::wire::{ev, BlockKind, Cursor, EndReason, BLOCK_HEADER_LEN};
use ppw_event::{
    CallsiteDef, CallsiteId, CommDef, CommId, CpuSample, Defs, Event, EventKind, EventStream,
    LocationDef, LocationId, Mode, Profile, ProfileNode, RankInfo, ReadError, RegionDef, RegionId,
    RequestId, RmaOp, TraceSource, ANY_TAG, NO_RANK,
};
use std::collections::HashMap;
use std::fs::File;
use std::path::{Path, PathBuf};

/// A resolved code address.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Symbol {
    /// Function name (demangled).
    pub function: Option<String>,
    /// Source file.
    pub file: Option<String>,
    /// Source line (0 = unknown).
    pub line: u32,
}

/// Resolves addresses in object files to symbols (implemented by the CLI with DWARF readers).
pub trait Symbolizer: Sync {
    /// Resolve file virtual address `vaddr` of the object at `object` (a path). `is_return` is
    /// true for return addresses (the caller's line is that of the preceding instruction).
    fn resolve(&self, object: &str, vaddr: u64, is_return: bool) -> Option<Symbol>;
}

/// Maps a rank's raw timer ticks to nanoseconds on the global (rank 0) clock.
#[derive(Clone, Debug)]
pub(crate) struct TimeMap {
    tick0: u64,
    ns0: f64,
    ns_per_tick: f64,
    /// (local ns, offset ns) measurements; interpolated linearly between first and last.
    off0: (f64, f64),
    off_slope: f64,
    epoch: f64,
    /// Integer fast path of [`TimeMap::ns`] (set by [`TimeMap::set_epoch`]): the map is affine
    /// in the ticks, ns = (fx_base + (ticks - tick0) * fx_mult) / 2^64, rounded, for
    /// |ticks - tick0| <= fx_max_d (beyond that the float path is used).
    fx_base: i128,
    fx_mult: i128,
    fx_max_d: u128,
    /// ns per tick * 2^64, for durations.
    fx_dur: u128,
}

/// 2^64 as f64.
const TWO64: f64 = 18_446_744_073_709_551_616.0;

impl TimeMap {
    fn new(sync: &[(u64, u64)], offsets: &[(u64, i64, u64)]) -> (TimeMap, Option<String>) {
        let mut warn = None;
        let (tick0, ns0, ns_per_tick) = match (sync.first(), sync.last()) {
            (Some(a), Some(b)) if b.0 > a.0 && b.1 > a.1 => {
                (a.0, a.1 as f64, (b.1 - a.1) as f64 / (b.0 - a.0) as f64)
            }
            (Some(a), _) => {
                warn = Some("only one timer calibration point; assuming a 1 GHz timer".to_string());
                (a.0, a.1 as f64, 1.0)
            }
            _ => {
                warn = Some("no timer calibration; timestamps are raw".to_string());
                (0, 0.0, 1.0)
            }
        };
        let (off0, off_slope) = match (offsets.first(), offsets.last()) {
            (Some(a), Some(b)) if b.0 > a.0 => (
                (a.0 as f64, a.1 as f64),
                (b.1 - a.1) as f64 / (b.0 - a.0) as f64,
            ),
            (Some(a), _) => ((a.0 as f64, a.1 as f64), 0.0),
            _ => ((0.0, 0.0), 0.0),
        };
        (
            TimeMap {
                tick0,
                ns0,
                ns_per_tick,
                off0,
                off_slope,
                epoch: 0.0,
                fx_base: 0,
                fx_mult: 0,
                fx_max_d: 0,
                fx_dur: 0,
            }
            .with_epoch(0.0),
            warn,
        )
    }

    /// Set the epoch (global ns that become 0) and precompute the integer fast path.
    fn with_epoch(mut self, epoch: f64) -> TimeMap {
        self.epoch = epoch;
        let slope = self.ns_per_tick * (1.0 + self.off_slope);
        let base = self.global(self.tick0) - epoch;
        let (fb, fm) = (base * TWO64, slope * TWO64);
        // Fixed point only where it is exact enough and cannot overflow: f64 keeps 53 bits of
        // both, far below a nanosecond for any realistic run.
        if slope.is_finite() && slope > 0.0 && fm < 2f64.powi(120) && fb.abs() < 2f64.powi(120) {
            self.fx_base = fb as i128;
            self.fx_mult = fm as i128;
            self.fx_max_d = (1u128 << 125) / (self.fx_mult.max(1) as u128);
        } else {
            self.fx_max_d = 0;
            self.fx_mult = 0;
        }
        let d = self.ns_per_tick * TWO64;
        self.fx_dur = if d.is_finite() && d > 0.0 && d < 2f64.powi(100) {
            d as u128
        } else {
            0
        };
        self
    }

    fn set_epoch(&mut self, epoch: f64) {
        *self = self.clone().with_epoch(epoch);
    }

    /// Global ns (before subtracting the epoch) of a tick value.
    #[inline]
    fn global(&self, ticks: u64) -> f64 {
        let local = self.ns0 + (ticks as f64 - self.tick0 as f64) * self.ns_per_tick;
        local + self.off0.1 + (local - self.off0.0) * self.off_slope
    }

    /// Nanoseconds since the experiment epoch.
    #[inline]
    pub(crate) fn ns(&self, ticks: u64) -> u64 {
        let d = ticks as i128 - self.tick0 as i128;
        if d.unsigned_abs() <= self.fx_max_d {
            // Cannot overflow: |d * fx_mult| <= 2^125 and |fx_base| < 2^120.
            let v = (self.fx_base + d * self.fx_mult + (1i128 << 63)) >> 64;
            return if v <= 0 { 0 } else { v as u64 };
        }
        self.ns_float(ticks)
    }

    /// The float reference of [`TimeMap::ns`] (used outside the fast path's range).
    #[inline(never)]
    fn ns_float(&self, ticks: u64) -> u64 {
        let v = (self.global(ticks) - self.epoch).round();
        if v <= 0.0 {
            0
        } else {
            v as u64
        }
    }

    /// A tick duration in ns.
    #[inline]
    pub(crate) fn dur(&self, ticks: u64) -> u64 {
        if self.fx_dur != 0 {
            if let Some(v) = (ticks as u128).checked_mul(self.fx_dur) {
                return ((v + (1u128 << 63)) >> 64) as u64;
            }
        }
        (ticks as f64 * self.ns_per_tick).round() as u64
    }

    /// Local monotonic ns -> ns since epoch.
    fn mono_ns(&self, mono: u64) -> u64 {
        let local = mono as f64;
        let g = local + self.off0.1 + (local - self.off0.0) * self.off_slope - self.epoch;
        if g <= 0.0 {
            0
        } else {
            g.round() as u64
        }
    }
}

/// Per-rank reading state: the scan plus local-to-global id maps.
#[derive(Debug)]
pub(crate) struct RankData {
    pub(crate) scan: RankScan,
    regions: Vec<RegionId>,
    callsites: Vec<CallsiteId>,
    comms: Vec<(CommId, Vec<u32>)>,
    /// Thread number -> location.
    threads: Vec<(u32, LocationId)>,
    pub(crate) time: TimeMap,
}

/// Summary facts for `ppw info`.
#[derive(Clone, Debug, PartialEq)]
pub struct Summary {
    /// Number of ranks of the run.
    pub ranks: u32,
    /// Ranks with a readable file.
    pub ranks_present: u32,
    /// Locations (threads).
    pub locations: u32,
    /// Events recorded (records in event blocks).
    pub events: u64,
    /// Bytes on disk (all files of the directory).
    pub bytes: u64,
    /// Bytes of the event blocks (headers included).
    pub event_bytes: u64,
    /// Measured duration in seconds.
    pub seconds: f64,
    /// `trace` or `profile`.
    pub mode: Mode,
    /// True if every rank ended normally and the launcher succeeded.
    pub complete: bool,
    /// Why the experiment is incomplete or otherwise suspicious.
    pub problems: Vec<String>,
}

/// An opened native experiment.
#[derive(Debug)]
pub struct Experiment {
    dir: PathBuf,
    manifest: Manifest,
    defs: Defs,
    ranks: Vec<RankData>,
    /// Location -> (index into `ranks`, thread number).
    locs: Vec<(usize, u32)>,
}

impl Experiment {
    /// Open an experiment directory without resolving code addresses.
    pub fn open(dir: &Path) -> Result<Experiment, ReadError> {
        Experiment::open_with(dir, None)
    }

    /// Open an experiment directory, resolving call sites and compiler-instrumented functions
    /// through `symbols`.
    pub fn open_with(
        dir: &Path,
        symbols: Option<&dyn Symbolizer>,
    ) -> Result<Experiment, ReadError> {
        let manifest = Manifest::read(dir)?;
        let mode = if manifest.mode == "profile" {
            Mode::Profile
        } else {
            Mode::Trace
        };
        let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
            .map_err(|e| {
                ReadError::new(dir.display().to_string(), None, format!("cannot list: {e}"))
            })?
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "ppw"))
            .collect();
        files.sort();
        let mut warnings = Vec::new();
        let mut scans = Vec::new();
        for f in &files {
            match scan(f) {
                Ok(s) => {
                    if let Some(d) = &s.damage {
                        warnings.push(format!(
                            "rank {}: {d}; events before that offset are used",
                            s.header.rank
                        ));
                    }
                    scans.push(s);
                }
                Err(e) => warnings.push(format!("skipped {e}")),
            }
        }
        if scans.is_empty() {
            return Err(ReadError::new(
                dir.display().to_string(),
                None,
                "no readable rank files (rank-*.ppw) in the experiment",
            ));
        }
        scans.sort_by_key(|s| s.header.rank);
        let mut seen = std::collections::HashSet::new();
        scans.retain(|s| {
            let fresh = seen.insert(s.header.rank);
            if !fresh {
                warnings.push(format!(
                    "{}: duplicate file for rank {}; ignored",
                    s.path.display(),
                    s.header.rank
                ));
            }
            fresh
        });
        let nranks = scans
            .iter()
            .map(|s| {
                s.header
                    .nranks
                    .max(s.defs.rank_info.as_ref().map_or(0, |r| r.0))
            })
            .max()
            .unwrap_or(1)
            .max(scans.last().map_or(0, |s| s.header.rank + 1));
        let program = scans
            .iter()
            .find_map(|s| s.defs.rank_info.as_ref().map(|r| r.2.clone()))
            .unwrap_or_else(|| manifest.program.clone());
        let mut defs = Defs::new(&program, mode, nranks);
        unify(&mut defs, &mut scans, symbols, &mut warnings, dir).map(|(ranks, locs)| {
            defs.warnings = warnings;
            Experiment {
                dir: dir.to_path_buf(),
                manifest,
                defs,
                ranks,
                locs,
            }
        })
    }

    /// The manifest.
    pub fn manifest(&self) -> &Manifest {
        &self.manifest
    }

    /// The experiment directory.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// Summary for `ppw info`.
    pub fn summary(&self) -> Summary {
        let mut problems = self.defs.warnings.clone();
        let mut events = 0u64;
        let mut event_bytes = 0u64;
        let mut end = 0u64;
        for r in &self.ranks {
            for b in &r.scan.blocks {
                if b.kind == BlockKind::EVENTS {
                    events += b.count as u64;
                    event_bytes += BLOCK_HEADER_LEN as u64 + b.stored_len as u64;
                }
            }
            if let Some(last) = r.scan.defs.time_sync.last() {
                end = end.max(r.time.ns(last.0));
            }
            match r.scan.end {
                None => problems.push(format!(
                    "rank {}: measurement did not finish (no end block)",
                    r.scan.header.rank
                )),
                Some(EndReason::EXIT) => {}
                Some(EndReason::ABORT) => problems.push(format!(
                    "rank {}: program called MPI_Abort",
                    r.scan.header.rank
                )),
                Some(EndReason(s)) if s >= EndReason::SIGNAL.0 => problems.push(format!(
                    "rank {}: terminated by signal {}",
                    r.scan.header.rank,
                    s - EndReason::SIGNAL.0
                )),
                Some(EndReason(s)) => problems.push(format!(
                    "rank {}: ended with reason {s}",
                    r.scan.header.rank
                )),
            }
        }
        let present: std::collections::HashSet<u32> =
            self.ranks.iter().map(|r| r.scan.header.rank).collect();
        for r in 0..self.defs.ranks {
            if !present.contains(&r) {
                problems.push(format!("rank {r}: no data file"));
            }
        }
        match self.manifest.exit_status {
            Some(0) => {}
            Some(s) if s < 0 => problems.push(format!("launcher killed by signal {}", -s)),
            Some(s) => problems.push(format!("launcher exited with status {s}")),
            None => problems
                .push("launcher did not report an exit status (still running or killed)".into()),
        }
        let bytes = std::fs::read_dir(&self.dir)
            .map(|rd| {
                rd.filter_map(|e| e.ok()?.metadata().ok())
                    .filter(|m| m.is_file())
                    .map(|m| m.len())
                    .sum()
            })
            .unwrap_or(0);
        problems.dedup();
        Summary {
            ranks: self.defs.ranks,
            ranks_present: present.len() as u32,
            locations: self.defs.locations.len() as u32,
            events,
            bytes,
            event_bytes,
            seconds: end as f64 * 1e-9,
            mode: self.defs.mode,
            complete: problems.is_empty(),
            problems,
        }
    }
}

type Unified = (Vec<RankData>, Vec<(usize, u32)>);

fn unify(
    defs: &mut Defs,
    scans: &mut Vec<RankScan>,
    symbols: Option<&dyn Symbolizer>,
    warnings: &mut Vec<String>,
    dir: &Path,
) -> Result<Unified, ReadError> {
    let _ = dir;
    let mut region_ix: HashMap<(String, u8), RegionId> = HashMap::new();
    let mut callsite_ix: HashMap<(String, u64), CallsiteId> = HashMap::new();
    let mut comm_ix: HashMap<u64, CommId> = HashMap::new();
    let mut ranks = Vec::new();
    let mut sym_cache: HashMap<(String, u64, bool), Option<Symbol>> = HashMap::new();
    // World communicator first (global id 0), so that CommId(0) is MPI_COMM_WORLD.
    defs.comms.push(CommDef {
        name: "MPI_COMM_WORLD".into(),
        kind: ppw_event::CommKind::Comm,
        members: (0..defs.ranks).collect(),
    });
    comm_ix.insert(0, CommId(0));
    let root_boot = scans
        .iter()
        .find(|s| s.header.rank == 0)
        .map(|s| s.defs.boot_id.clone())
        .unwrap_or_default();
    for s in scans.drain(..) {
        let rank = s.header.rank;
        let d = &s.defs;
        let mut resolve = |addr: u64, is_return: bool| -> (Option<String>, u64, Option<Symbol>) {
            let obj = d.objects.iter().rev().find(|o| addr >= o.lo && addr < o.hi);
            match obj {
                Some(o) => {
                    let vaddr = addr.wrapping_sub(o.bias);
                    let sym = symbols.and_then(|sy| {
                        sym_cache
                            .entry((o.path.clone(), vaddr, is_return))
                            .or_insert_with(|| sy.resolve(&o.path, vaddr, is_return))
                            .clone()
                    });
                    (Some(o.path.clone()), vaddr, sym)
                }
                None => (None, addr, None),
            }
        };
        // Regions.
        let mut regions = Vec::new();
        let funcs: HashMap<u32, u64> = d.functions.iter().copied().collect();
        for r in &d.regions {
            let mut def = RegionDef {
                name: r.name.clone(),
                paradigm: r.paradigm,
                op: r.op,
                coll: r.coll,
                nonblocking: r.nonblocking,
                file: (!r.file.is_empty()).then(|| r.file.clone()),
                line: r.line,
            };
            if let Some(addr) = funcs.get(&r.id) {
                let (obj, vaddr, sym) = resolve(*addr, false);
                match sym.as_ref().and_then(|s| s.function.clone()) {
                    Some(f) => def.name = f,
                    None => {
                        let base = obj
                            .as_deref()
                            .map(|o| o.rsplit('/').next().unwrap_or(o))
                            .unwrap_or("?");
                        def.name = format!("{base}@{vaddr:#x}");
                    }
                }
                if let Some(s) = sym {
                    def.file = s.file;
                    def.line = s.line;
                }
            }
            let key = (def.name.clone(), def.paradigm.code());
            let gid = *region_ix.entry(key).or_insert_with(|| {
                defs.regions.push(def);
                RegionId(defs.regions.len() as u32 - 1)
            });
            set(&mut regions, r.id, gid, RegionId::NONE);
        }
        // Call sites.
        let mut callsites = Vec::new();
        for (id, addr) in &d.callsites {
            let (obj, vaddr, sym) = resolve(*addr, true);
            let key = (obj.clone().unwrap_or_default(), vaddr);
            let gid = *callsite_ix.entry(key).or_insert_with(|| {
                let s = sym.unwrap_or_default();
                defs.callsites.push(CallsiteDef {
                    object: obj,
                    offset: vaddr,
                    function: s.function,
                    file: s.file,
                    line: s.line,
                });
                CallsiteId(defs.callsites.len() as u32 - 1)
            });
            set(&mut callsites, *id, gid, CallsiteId::NONE);
        }
        // Communicators.
        let mut comms = Vec::new();
        for c in &d.comms {
            let gid = *comm_ix.entry(c.global).or_insert_with(|| {
                defs.comms.push(CommDef {
                    name: c.name.clone(),
                    kind: c.kind,
                    members: c.members.clone(),
                });
                CommId(defs.comms.len() as u32 - 1)
            });
            if gid == CommId(0) && c.members.len() as u32 != defs.ranks {
                warnings.push(format!(
                    "rank {rank}: world communicator has {} members, expected {}",
                    c.members.len(),
                    defs.ranks
                ));
            }
            let slot = c.id as usize;
            if comms.len() <= slot {
                comms.resize(slot + 1, (CommId::NONE, Vec::new()));
            }
            comms[slot] = (gid, c.members.clone());
        }
        for (id, name) in &d.comm_names {
            if let Some((gid, _)) = comms.get(*id as usize) {
                if let Some(cd) = defs.comms.get_mut(gid.index()) {
                    cd.name = name.clone();
                }
            }
        }
        // A rank running under the same kernel as rank 0 shares its CLOCK_MONOTONIC: its true
        // offset is zero, and a measured one would only add the ping-pong's error (up to half a
        // round trip, easily 0.1 ms on a loaded node).
        let same_clock = !d.boot_id.is_empty() && d.boot_id == root_boot;
        let offsets: &[(u64, i64, u64)] = if same_clock { &[] } else { &d.offsets };
        let (time, warn) = TimeMap::new(&d.time_sync, offsets);
        if let Some(w) = warn {
            warnings.push(format!("rank {rank}: {w}"));
        }
        let mut threads: Vec<(u32, LocationId)> = d
            .locations
            .iter()
            .map(|l| (l.0, LocationId::NONE))
            .collect();
        for b in &s.blocks {
            if (b.kind == BlockKind::EVENTS || b.kind == BlockKind::PROFILE)
                && !threads.iter().any(|t| t.0 == b.location)
            {
                threads.push((b.location, LocationId::NONE));
            }
        }
        if threads.is_empty() {
            threads.push((0, LocationId::NONE));
        }
        threads.sort_unstable();
        threads.dedup_by_key(|t| t.0);
        ranks.push(RankData {
            scan: s,
            regions,
            callsites,
            comms,
            threads,
            time,
        });
    }
    // Epoch: the earliest calibration point over all ranks.
    let epoch = ranks
        .iter()
        .filter_map(|r| r.scan.defs.time_sync.first().map(|t| r.time.global(t.0)))
        .fold(f64::INFINITY, f64::min);
    let epoch = if epoch.is_finite() { epoch } else { 0.0 };
    for r in &mut ranks {
        r.time.set_epoch(epoch);
    }
    // Locations in (rank, thread) order; rank info.
    let mut locs = Vec::new();
    defs.rank_info = (0..defs.ranks)
        .map(|rank| RankInfo {
            rank,
            ..Default::default()
        })
        .collect();
    for (ri, r) in ranks.iter_mut().enumerate() {
        let rank = r.scan.header.rank;
        for t in r.threads.iter_mut() {
            let name = r
                .scan
                .defs
                .locations
                .iter()
                .find(|l| l.0 == t.0)
                .map(|l| l.2.clone())
                .filter(|n| !n.is_empty())
                .unwrap_or_else(|| {
                    if t.0 == 0 {
                        format!("rank {rank}")
                    } else {
                        format!("rank {rank} thread {}", t.0)
                    }
                });
            t.1 = LocationId(defs.locations.len() as u32);
            defs.locations.push(LocationDef {
                rank,
                thread: t.0,
                name,
            });
            locs.push((ri, t.0));
        }
        if let Some(info) = defs.rank_info.get_mut(rank as usize) {
            let d = &r.scan.defs;
            info.host = d
                .rank_info
                .as_ref()
                .map(|x| x.1.clone())
                .unwrap_or_default();
            info.pid = r.scan.header.pid;
            info.complete = r.scan.end == Some(EndReason::EXIT) && r.scan.damage.is_none();
            info.cpu = d
                .cpu
                .iter()
                .map(|c| CpuSample {
                    time: r.time.mono_ns(c.0),
                    user_ns: c.1,
                    system_ns: c.2,
                })
                .collect();
        }
    }
    Ok((ranks, locs))
}

fn set<T: Copy>(v: &mut Vec<T>, at: u32, val: T, fill: T) {
    let i = at as usize;
    if v.len() <= i {
        v.resize(i + 1, fill);
    }
    v[i] = val;
}

impl TraceSource for Experiment {
    fn defs(&self) -> &Defs {
        &self.defs
    }

    fn events(&self, loc: LocationId) -> Result<Box<dyn EventStream + Send + '_>, ReadError> {
        let (ri, thread) = *self.locs.get(loc.index()).ok_or_else(|| {
            ReadError::new(
                self.dir.display().to_string(),
                None,
                format!("no location {}", loc.0),
            )
        })?;
        let r = &self.ranks[ri];
        let file = File::open(&r.scan.path).map_err(|e| {
            ReadError::new(
                r.scan.path.display().to_string(),
                None,
                format!("cannot open: {e}"),
            )
        })?;
        let blocks = r
            .scan
            .blocks
            .iter()
            .filter(|b| b.kind == BlockKind::EVENTS && b.location == thread)
            .copied()
            .collect();
        Ok(Box::new(NativeStream {
            rank: r,
            file,
            blocks,
            next_block: 0,
            raw: Vec::new(),
            pos: 0,
            ticks: 0,
            stack: Vec::new(),
            block_offset: 0,
            done: false,
        }))
    }

    fn profile(&self, loc: LocationId) -> Result<Option<Profile>, ReadError> {
        let Some(&(ri, thread)) = self.locs.get(loc.index()) else {
            return Ok(None);
        };
        let r = &self.ranks[ri];
        let Some(b) = r
            .scan
            .blocks
            .iter()
            .rev()
            .find(|b| b.kind == BlockKind::PROFILE && b.location == thread)
        else {
            return Ok(None);
        };
        let path = &r.scan.path;
        let file = File::open(path).map_err(|e| {
            ReadError::new(
                path.display().to_string(),
                None,
                format!("cannot open: {e}"),
            )
        })?;
        let raw = read_payload(&file, path, b)?;
        let mut c = Cursor::new(&raw);
        let mut nodes = Vec::new();
        while !c.at_end() {
            let at = c.pos();
            let n = (|| {
                let parent = c.u32()?.wrapping_sub(1);
                let region = c.u32()?;
                let callsite = c.u32()?.wrapping_sub(1);
                let mut v = [0u64; 9];
                for x in v.iter_mut() {
                    *x = c.u64()?;
                }
                Some((parent, region, callsite, v))
            })()
            .ok_or_else(|| {
                err(
                    path,
                    b.offset,
                    format!("corrupt profile node at payload offset {at}"),
                )
            })?;
            let (parent, region, callsite, v) = n;
            if parent != u32::MAX && parent as usize >= nodes.len() {
                return Err(err(
                    path,
                    b.offset,
                    format!("profile node {} has a forward parent {parent}", nodes.len()),
                ));
            }
            nodes.push(ProfileNode {
                parent,
                region: r
                    .regions
                    .get(region as usize)
                    .copied()
                    .unwrap_or(RegionId::NONE),
                callsite: if callsite == u32::MAX {
                    CallsiteId::NONE
                } else {
                    r.callsites
                        .get(callsite as usize)
                        .copied()
                        .unwrap_or(CallsiteId::NONE)
                },
                visits: v[0],
                inclusive_ns: r.time.dur(v[1]),
                exclusive_ns: r.time.dur(v[2]),
                min_ns: r.time.dur(v[3]),
                max_ns: r.time.dur(v[4]),
                bytes_sent: v[5],
                bytes_received: v[6],
                cpu_user_ns: v[7],
                cpu_system_ns: v[8],
            });
        }
        Ok(Some(nodes))
    }
}

/// Streams one location's events block by block, decoding lazily.
struct NativeStream<'a> {
    rank: &'a RankData,
    file: File,
    blocks: Vec<BlockRef>,
    next_block: usize,
    raw: Vec<u8>,
    pos: usize,
    ticks: u64,
    stack: Vec<RegionId>,
    block_offset: u64,
    done: bool,
}

impl NativeStream<'_> {
    fn load_next_block(&mut self) -> Result<bool, ReadError> {
        let Some(b) = self.blocks.get(self.next_block).copied() else {
            return Ok(false);
        };
        self.next_block += 1;
        self.raw = read_payload(&self.file, &self.rank.scan.path, &b)?;
        self.pos = 0;
        self.ticks = 0;
        self.block_offset = b.offset;
        Ok(true)
    }

    fn corrupt(&self, at: usize, what: &str) -> ReadError {
        err(
            &self.rank.scan.path,
            self.block_offset,
            format!("corrupt {what} record at payload offset {at}"),
        )
    }

    fn comm(&self, local: u32) -> (CommId, &[u32]) {
        match self.rank.comms.get(local as usize) {
            Some((g, m)) => (*g, m.as_slice()),
            None => (CommId::NONE, &[]),
        }
    }

    fn decode(&mut self) -> Result<Event, ReadError> {
        let at = self.pos;
        let mut c = Cursor::new_at(&self.raw, self.pos);
        let kind = c.u8().ok_or_else(|| self.corrupt(at, "event"))?;
        let dt = c.u64().ok_or_else(|| self.corrupt(at, "event"))?;
        self.ticks = self.ticks.wrapping_add(dt);
        let r = self.rank;
        let world = |members: &[u32], local: i64| -> u32 {
            if local < 0 {
                NO_RANK
            } else {
                members.get(local as usize).copied().unwrap_or(NO_RANK)
            }
        };
        let kind = match kind {
            ev::ENTER => {
                let (region, cs) =
                    (|| Some((c.u32()?, c.u32()?)))().ok_or_else(|| self.corrupt(at, "enter"))?;
                let region = r
                    .regions
                    .get(region as usize)
                    .copied()
                    .unwrap_or(RegionId::NONE);
                if !region.is_some() {
                    return Err(self.corrupt(at, "enter (undefined region)"));
                }
                let callsite = if cs == 0 {
                    CallsiteId::NONE
                } else {
                    r.callsites
                        .get(cs as usize - 1)
                        .copied()
                        .unwrap_or(CallsiteId::NONE)
                };
                self.stack.push(region);
                EventKind::Enter { region, callsite }
            }
            ev::EXIT => {
                let region = self
                    .stack
                    .pop()
                    .ok_or_else(|| self.corrupt(at, "exit (no open region)"))?;
                EventKind::Exit { region }
            }
            ev::SEND | ev::RECV => {
                let f = (|| Some((c.u32()?, c.i64()?, c.i32()?, c.u64()?, c.u64()?)))()
                    .ok_or_else(|| self.corrupt(at, "message"))?;
                let (comm, members) = self.comm(f.0);
                let peer = world(members, f.1);
                if kind == ev::SEND {
                    EventKind::Send {
                        comm,
                        peer,
                        tag: f.2,
                        bytes: f.3,
                        request: RequestId(f.4),
                    }
                } else {
                    EventKind::Recv {
                        comm,
                        peer,
                        tag: f.2,
                        bytes: f.3,
                        request: RequestId(f.4),
                    }
                }
            }
            ev::RECV_POST => {
                let f = (|| Some((c.u32()?, c.i64()?, c.i32()?, c.u64()?)))()
                    .ok_or_else(|| self.corrupt(at, "receive post"))?;
                let (comm, members) = self.comm(f.0);
                let tag = if f.2 == ANY_TAG { ANY_TAG } else { f.2 };
                EventKind::RecvPost {
                    comm,
                    peer: world(members, f.1),
                    tag,
                    request: RequestId(f.3),
                }
            }
            ev::REQUEST_COMPLETE => {
                let q = c.u64().ok_or_else(|| self.corrupt(at, "completion"))?;
                EventKind::RequestComplete {
                    request: RequestId(q),
                }
            }
            ev::REQUEST_CANCELLED => {
                let q = c.u64().ok_or_else(|| self.corrupt(at, "cancellation"))?;
                EventKind::RequestCancelled {
                    request: RequestId(q),
                }
            }
            ev::COLLECTIVE => {
                let f = (|| Some((c.u32()?, c.i64()?, c.u64()?, c.u64()?, c.u64()?)))()
                    .ok_or_else(|| self.corrupt(at, "collective"))?;
                let (comm, members) = self.comm(f.0);
                EventKind::Collective {
                    comm,
                    root: world(members, f.1),
                    sent: f.2,
                    received: f.3,
                    request: RequestId(f.4),
                }
            }
            ev::RMA => {
                let f = (|| Some((c.u64()?, c.u32()?, c.i64()?, c.u64()?, c.u64()?)))()
                    .ok_or_else(|| self.corrupt(at, "one-sided"))?;
                let (comm, members) = self.comm(f.1);
                let op = match f.0 {
                    0 => RmaOp::Put,
                    1 => RmaOp::Get,
                    _ => RmaOp::Atomic,
                };
                EventKind::Rma {
                    op,
                    comm,
                    target: world(members, f.2),
                    bytes: f.3,
                    request: RequestId(f.4),
                }
            }
            ev::LOCK => {
                let f = (|| Some((c.u64()?, c.u64()?, c.i64()?)))()
                    .ok_or_else(|| self.corrupt(at, "lock"))?;
                EventKind::Lock {
                    acquire: f.0 != 0,
                    lock: f.1,
                    target: if f.2 < 0 { NO_RANK } else { f.2 as u32 },
                }
            }
            ev::IO => {
                let f = (|| Some((c.u64()?, c.i32()?)))().ok_or_else(|| self.corrupt(at, "I/O"))?;
                EventKind::Io {
                    bytes: f.0,
                    fd: f.1,
                }
            }
            ev::CPU => {
                let f = (|| Some((c.u64()?, c.u64()?)))()
                    .ok_or_else(|| self.corrupt(at, "CPU sample"))?;
                EventKind::CpuSample {
                    user_ns: f.0,
                    system_ns: f.1,
                }
            }
            ev::MARKER => {
                let reg = c.u32().ok_or_else(|| self.corrupt(at, "marker"))?;
                EventKind::Marker {
                    region: r
                        .regions
                        .get(reg as usize)
                        .copied()
                        .unwrap_or(RegionId::NONE),
                }
            }
            other => return Err(self.corrupt(at, &format!("unknown event kind {other:#x}"))),
        };
        self.pos = c.pos();
        Ok(Event {
            time: r.time.ns(self.ticks),
            kind,
        })
    }
}

impl EventStream for NativeStream<'_> {
    fn next_event(&mut self) -> Result<Option<Event>, ReadError> {
        if self.done {
            return Ok(None);
        }
        while self.pos >= self.raw.len() {
            match self.load_next_block() {
                Ok(true) => {}
                Ok(false) => {
                    self.done = true;
                    return Ok(None);
                }
                Err(e) => {
                    self.done = true;
                    return Err(e);
                }
            }
        }
        match self.decode() {
            Ok(e) => Ok(Some(e)),
            Err(e) => {
                self.done = true;
                Err(e)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::TimeMap;

    #[test]
    fn integer_time_map_agrees_with_the_float_one() {
        // A 2.4 GHz TSC, rank clock drifting 3 µs over 100 s, uptime about a day.
        let t0 = 1_234_567_890_123u64;
        let ns0 = 86_400_000_000_000u64;
        let sync = [(t0, ns0), (t0 + 240_000_000_000, ns0 + 100_000_000_017)];
        let offsets = [
            (ns0 + 5, -12_345i64, 900u64),
            (ns0 + 99_999_999_000, -9_345, 800),
        ];
        let (mut m, warn) = TimeMap::new(&sync, &offsets);
        assert!(warn.is_none());
        m.set_epoch(m.global(t0) - 1000.0);
        assert!(m.fx_max_d > 0);
        let mut worst = 0i64;
        for k in 0..100_000u64 {
            let t = t0 - 1_000_000 + k * 2_400_017 + (k * k) % 977;
            let (a, b) = (m.ns(t), m.ns_float(t));
            worst = worst.max((a as i64 - b as i64).abs());
        }
        assert!(worst <= 1, "fast and float paths differ by {worst} ns");
        for d in [0u64, 1, 7, 2_400, 1 << 40] {
            let f = (d as f64 * m.ns_per_tick).round() as u64;
            assert!(m.dur(d).abs_diff(f) <= 1);
        }
        // Before the epoch: clamped to 0 on both paths.
        assert_eq!(m.ns(0), 0);
    }
}
