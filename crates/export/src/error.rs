//! Errors and the per-location read problems that exports collect instead of failing.

use ppw_event::{LocationId, ReadError};
use std::fmt;
use std::io;

/// Why an export failed as a whole.
///
/// Problems in the *input* (a damaged event stream of one location) do not fail an export: they
/// are collected as [`LocationError`]s in the export's summary, and everything read before the
/// damage is exported.
#[derive(Debug)]
#[non_exhaustive]
pub enum ExportError {
    /// Writing the output failed.
    Io(io::Error),
    /// The input model is inconsistent (for example a CUBE metric whose parent comes after it);
    /// the message names the offending item.
    InvalidModel(String),
}

impl fmt::Display for ExportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ExportError::Io(e) => write!(f, "writing the export failed: {e}"),
            ExportError::InvalidModel(m) => write!(f, "invalid export input: {m}"),
        }
    }
}

impl std::error::Error for ExportError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            ExportError::Io(e) => Some(e),
            ExportError::InvalidModel(_) => None,
        }
    }
}

impl From<io::Error> for ExportError {
    fn from(e: io::Error) -> Self {
        ExportError::Io(e)
    }
}

/// A read error of one location's event stream. The events before it were exported; the rest of
/// that location is missing from the output.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LocationError {
    /// The location whose stream failed.
    pub location: LocationId,
    /// What the reader reported (file and byte offset when known).
    pub error: ReadError,
}

impl fmt::Display for LocationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "location {}: {}", self.location.0, self.error)
    }
}

impl std::error::Error for LocationError {}
