//! Opening any supported input (native experiment or OTF2 trace) as a [`TraceSource`], and
//! completing an analysis of it with what only the opened input knows. Used by the `ppw`
//! command line and the Python package, so that both read and analyze inputs the same way.

use anyhow::{bail, Context, Result};
use ppw_event::TraceSource;
use std::collections::HashMap;
use std::path::{Path, PathBuf};

/// An opened input: a native experiment or an OTF2 trace.
pub enum Input {
    /// A ppw experiment directory.
    Native(Box<ppw_format::Experiment>),
    /// An OTF2 archive (Score-P, or ppw's own export), and its anchor file.
    Otf2(Box<ppw_otf2::Otf2Trace>, PathBuf),
}

impl Input {
    /// The events and definitions.
    pub fn source(&self) -> &dyn TraceSource {
        match self {
            Input::Native(e) => e.as_ref(),
            Input::Otf2(t, _) => t.as_ref(),
        }
    }

    /// The input's files as a stamp (count, bytes, newest modification), stored with an
    /// analysis so that it is never shown for other or changed files.
    pub fn stamp(&self) -> ppw_analysis::InputStamp {
        let mut files = Vec::new();
        match self {
            Input::Native(e) => {
                let dir = e.dir();
                files.push(dir.join(ppw_format::MANIFEST_NAME));
                if let Ok(rd) = std::fs::read_dir(dir) {
                    for f in rd.flatten() {
                        let name = f.file_name();
                        let name = name.to_string_lossy();
                        if name.starts_with("rank-") && name.ends_with(".ppw") {
                            files.push(f.path());
                        }
                    }
                }
            }
            Input::Otf2(_, anchor) => {
                let stem = anchor.with_extension("");
                files.push(anchor.clone());
                files.push(stem.with_extension("def"));
                walk(&stem, &mut files);
            }
        }
        let mut stamp = ppw_analysis::InputStamp::default();
        for f in files {
            let Ok(m) = std::fs::metadata(&f) else {
                continue;
            };
            stamp.files += 1;
            stamp.bytes += m.len();
            let modified = m
                .modified()
                .ok()
                .and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok())
                .map_or(0, |d| d.as_nanos() as u64);
            stamp.modified_ns = stamp.modified_ns.max(modified);
        }
        stamp
    }

    /// What opening found wrong: damaged or missing rank files, ranks whose measurement did not
    /// finish, a failed launcher (native); definitions that could not be used (OTF2). Every
    /// command reports these as warnings (exit status 3).
    pub fn problems(&self) -> Vec<String> {
        match self {
            Input::Native(e) => e.summary().problems,
            Input::Otf2(t, _) => t.defs().warnings.clone(),
        }
    }
}

/// Every file below `dir`.
fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return;
    };
    for e in rd.flatten() {
        let p = e.path();
        if p.is_dir() {
            walk(&p, out);
        } else {
            out.push(p);
        }
    }
}

/// Open `path`: a ppw experiment directory (call sites resolved through DWARF), an OTF2 anchor
/// file (`traces.otf2`), or a directory holding one.
pub fn open(path: &Path) -> Result<Input> {
    if path.is_dir() {
        if !path.join(ppw_format::MANIFEST_NAME).exists() && path.join("traces.otf2").is_file() {
            return open(&path.join("traces.otf2"));
        }
        let symbols = ppw_symbols::DwarfSymbolizer::new();
        let exp = ppw_format::Experiment::open_with(path, Some(&symbols))
            .with_context(|| format!("cannot open experiment {}", path.display()))?;
        return Ok(Input::Native(Box::new(exp)));
    }
    if !path.exists() {
        bail!("{}: no such file or directory", path.display());
    }
    if path.extension().is_some_and(|e| e == "otf2") {
        let t = ppw_otf2::Otf2Trace::open(path)
            .with_context(|| format!("cannot open OTF2 trace {}", path.display()))?;
        if t.defs().locations.is_empty() {
            // Nothing any command could read (damaged definitions): an error for all of them.
            bail!(
                "{}: the trace defines no locations (damaged definitions?); nothing to read",
                path.display()
            );
        }
        return Ok(Input::Otf2(Box::new(t), path.to_path_buf()));
    }
    bail!(
        "{}: neither a ppw experiment directory nor an OTF2 anchor file (*.otf2)",
        path.display()
    )
}

/// Complete an analysis of `input` as `ppw analyze` stores it: the input's own problems
/// (unfinished ranks, a failed launcher) join its warnings, so that every command showing it
/// gives the same exit status; a profile-mode experiment's one-sided table comes from the
/// runtime's statistics; static symmetric objects get their symbol names; and the input's
/// stamp, so that the result is never shown for other or changed files.
pub fn complete(a: &mut ppw_analysis::Analysis, input: &Input) {
    for p in input.problems() {
        if !a.warnings.contains(&p) {
            a.warnings.push(p);
        }
    }
    if let Input::Native(e) = input {
        if a.one_sided.is_empty() {
            a.one_sided = profile_one_sided(e);
        }
        name_static_objects(a, ppw_event::TraceSource::defs(e.as_ref()));
    }
    a.input = Some(input.stamp());
}

/// Name the static symmetric objects of the `one_sided` table (`prog+0x6720`, as the analysis
/// can name them) by their symbol in the object file's symbol table (`counter`), where the
/// file is readable and not stripped.
fn name_static_objects(a: &mut ppw_analysis::Analysis, defs: &ppw_event::Defs) {
    use ppw_format::Symbolizer;
    if a.one_sided.iter().all(|s| s.objects.is_empty()) {
        return;
    }
    let symbols = ppw_symbols::DwarfSymbolizer::new();
    let mut paths: HashMap<String, String> = HashMap::new();
    for c in &defs.callsites {
        if let Some(p) = &c.object {
            let file = p.rsplit('/').next().unwrap_or(p).to_string();
            paths.entry(file).or_insert_with(|| p.to_string());
        }
    }
    let mut names: HashMap<String, String> = HashMap::new();
    for s in &mut a.one_sided {
        for o in &mut s.objects {
            let resolved = names.entry(o.0.clone()).or_insert_with(|| {
                let Some((file, addr)) = o.0.split_once("+0x") else {
                    return o.0.clone();
                };
                let (Some(path), Ok(vaddr)) = (paths.get(file), u64::from_str_radix(addr, 16))
                else {
                    return o.0.clone();
                };
                symbols
                    .resolve(path, vaddr, false)
                    .and_then(|sym| sym.function)
                    .map_or_else(|| o.0.clone(), |f| format!("{f} ({})", o.0))
            });
            o.0 = resolved.clone();
        }
    }
}

/// The `one_sided` table of a profile-mode experiment, from the runtime's one-sided statistics
/// (trace mode derives the same numbers from the events in the analysis).
fn profile_one_sided(e: &ppw_format::Experiment) -> Vec<ppw_analysis::WindowStats> {
    use ppw_event::TraceSource;
    use ppw_format::RmaStatKind as K;
    use std::collections::BTreeMap;
    let defs = e.defs();
    /// Per (window, rank): the statistics and, per target, (operations, bytes).
    type Table = BTreeMap<(u32, u32), (ppw_analysis::WindowStats, BTreeMap<u32, (u64, u64)>)>;
    let mut per = Table::new();
    for st in e.rma_stats() {
        let (s, t) = per.entry((st.window.0, st.rank)).or_insert_with(|| {
            let window = defs
                .comm(st.window)
                .map_or_else(|| format!("window {}", st.window.0), |c| c.name.clone());
            let s = ppw_analysis::WindowStats {
                window,
                rank: st.rank,
                ..Default::default()
            };
            (s, BTreeMap::new())
        });
        let secs = st.amount as f64 * 1e-9;
        match st.kind {
            K::Transfer(op) => {
                let (n, b) = match op {
                    ppw_event::RmaOp::Put => (&mut s.puts, &mut s.put_bytes),
                    ppw_event::RmaOp::Get => (&mut s.gets, &mut s.get_bytes),
                    ppw_event::RmaOp::Accumulate => (&mut s.accumulates, &mut s.accumulate_bytes),
                    ppw_event::RmaOp::Atomic => (&mut s.atomics, &mut s.atomic_bytes),
                };
                *n += st.count;
                *b += st.amount;
                let x = t.entry(st.target).or_default();
                x.0 += st.count;
                x.1 += st.amount;
            }
            K::ActiveSync => {
                s.active_sync_calls += st.count;
                s.active_sync_seconds += secs;
            }
            K::PassiveSync => {
                s.passive_sync_calls += st.count;
                s.passive_sync_seconds += secs;
            }
            K::Management => {
                s.management_calls += st.count;
                s.management_seconds += secs;
            }
        }
    }
    let mut out: Vec<ppw_analysis::WindowStats> = per
        .into_values()
        .map(|(mut s, t)| {
            s.targets = t.into_iter().map(|(k, (n, b))| (k, n, b)).collect();
            s
        })
        .collect();
    out.sort_by(|a, b| a.window.cmp(&b.window).then(a.rank.cmp(&b.rank)));
    out
}
