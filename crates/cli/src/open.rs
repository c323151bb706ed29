//! Opening any supported experiment or trace as a [`TraceSource`].

use anyhow::{bail, Context, Result};
use ppw_event::TraceSource;
use std::path::{Path, PathBuf};

/// An opened input: a native experiment or an OTF2 trace.
pub(crate) enum Input {
    /// A ppw experiment directory.
    Native(Box<ppw_format::Experiment>),
    /// An OTF2 archive (Score-P, or ppw's own export), and its anchor file.
    Otf2(Box<ppw_otf2::Otf2Trace>, PathBuf),
}

impl Input {
    /// The events and definitions.
    pub(crate) fn source(&self) -> &dyn TraceSource {
        match self {
            Input::Native(e) => e.as_ref(),
            Input::Otf2(t, _) => t.as_ref(),
        }
    }

    /// The input's files as a stamp (count, bytes, newest modification), stored with an
    /// analysis so that it is never shown for other or changed files.
    pub(crate) fn stamp(&self) -> ppw_analysis::InputStamp {
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
    pub(crate) fn problems(&self) -> Vec<String> {
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
pub(crate) fn open(path: &Path) -> Result<Input> {
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
