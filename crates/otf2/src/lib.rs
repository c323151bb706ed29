//! OTF2 trace reader and writer in pure Rust.
#![deny(missing_docs)]
#![warn(unreachable_pub)]

mod anchor;
mod chunk;
mod codec;
mod consts;
mod defs;
mod reader;
mod records;
mod writer;

pub use anchor::AnchorInfo;
pub use consts::{definition_record_name, event_record_name};
pub use defs::{CallpathDef, ClockProperties, ParameterDef};
pub use reader::{Otf2Trace, RecordCounts};
pub use records::{Attribute, Otf2Event, Otf2Record, RecordStream};
pub use writer::{write_otf2, write_otf2_with, WriteOptions, WriteSummary};
