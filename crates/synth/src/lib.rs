//! Synthetic traces for tests and benchmarks: test support, never part of a measurement.
//!
//! The generators implement [`ppw_event::TraceSource`] and produce every location's events
//! lazily while they are read, so traces of any length cost no memory:
//!
//! - [`SynthTrace`] (module `mix`): a weighted mix of communication phases with wait states of
//!   exactly known severity ([`SynthTrace::expected`]); the analysis benchmark and the analysis
//!   tests use it.
//! - [`ring::RingTrace`]: a regular ring exchange with non-blocking sends and periodic
//!   allreduces; the OTF2 round-trip, damage and fuzz tests and the OTF2 benchmark use it.
//! - [`rma::RmaTrace`]: MPI one-sided rounds (fence epochs with puts and gets, exclusive lock
//!   epochs) with a known Wait at Fence; the one-sided benchmark uses it.
#![deny(missing_docs)]

mod mix;
pub mod ring;
pub mod rma;

pub use mix::{Mix, SynthConfig, SynthTrace};
