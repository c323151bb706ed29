//! OTF2 trace reader and writer in pure Rust
