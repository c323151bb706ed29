//! Opening any supported experiment or trace as a [`TraceSource`].

use anyhow::{bail, Context, Result};
use ppw_event::TraceSource;
use std::path::Path;

/// An opened input: a native experiment or an OTF2 trace.
pub(crate) enum Input {
    /// A ppw experiment directory.
    Native(Box<ppw_format::Experiment>),
    /// An OTF2 archive (Score-P, or ppw's own export).
    Otf2(Box<ppw_otf2::Otf2Trace>),
}

impl Input {
    /// The events and definitions.
    pub(crate) fn source(&self) -> &dyn TraceSource {
        match self {
            Input::Native(e) => e.as_ref(),
            Input::Otf2(t) => t.as_ref(),
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
        return Ok(Input::Otf2(Box::new(t)));
    }
    bail!(
        "{}: neither a ppw experiment directory nor an OTF2 anchor file (*.otf2)",
        path.display()
    )
}
