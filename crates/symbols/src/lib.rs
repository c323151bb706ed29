//! Post-mortem symbol resolution.
