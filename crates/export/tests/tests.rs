//! Integration tests of ppw-export (one binary, themed modules).

mod common;
mod cube;
mod perfetto_json;
mod perfetto_proto;
mod perfetto_rma;
mod protodec;
