//! Opening inputs: the shared crate `ppw-input` (the Python package opens them the same way).

pub(crate) use ppw_input::{open, Input};
