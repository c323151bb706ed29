//! Whole-pipeline tests of the crate (unit tests live next to the code they test).

mod auto;
mod onesided;
mod pipeline;
