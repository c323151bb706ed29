//! Opening any supported experiment or trace as a [`TraceSource`].

use anyhow::{bail, Context, Result};
use ppw_event::TraceSource;
use std::path::Path;

/// An opened input: a native experiment (with its summary) or a foreign trace.
pub(crate) enum Input {
    /// A ppw experiment directory.
    Native(ppw_format::Experiment),
}

impl Input {
    /// The events and definitions.
    pub(crate) fn source(&self) -> &dyn TraceSource {
        match self {
            Input::Native(e) => e,
        }
    }
}

/// Open `path`: a ppw experiment directory (call sites resolved through DWARF).
pub(crate) fn open(path: &Path) -> Result<Input> {
    if path.is_dir() {
        let symbols = ppw_symbols::DwarfSymbolizer::new();
        let exp = ppw_format::Experiment::open_with(path, Some(&symbols))
            .with_context(|| format!("cannot open experiment {}", path.display()))?;
        return Ok(Input::Native(exp));
    }
    if !path.exists() {
        bail!("{}: no such file or directory", path.display());
    }
    bail!("{}: not a ppw experiment directory", path.display())
}
