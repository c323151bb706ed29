//! Severities: the metric registry (the one table of the metric hierarchy) and the in-memory
//! (metric, rank, call path) cells that the pattern replay fills.
//!
//! A new metric is one row of [`registry`]; a new wait-state pattern is that row plus its file
//! in `patterns/`.

pub(crate) mod cells;
pub(crate) mod registry;
