//! Exports of ppw data for other tools' viewers.
#![deny(missing_docs)]
#![warn(unreachable_pub)]

pub mod cube;
mod error;
pub mod perfetto;
mod proto;

pub use cube::{write_cube, write_cube_file, CubeModel};
pub use error::{ExportError, LocationError};
pub use perfetto::{write_chrome_json, write_perfetto, TimelineSummary, WaitInterval};
