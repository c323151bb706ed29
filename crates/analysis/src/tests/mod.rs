//! Whole-pipeline tests of the crate (unit tests live next to the code they test).

mod auto;
mod distributed;
mod onesided;
mod pipeline;
