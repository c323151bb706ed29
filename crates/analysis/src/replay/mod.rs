//! Replay: from a trace to compact per-location records, matched and clock-repaired.
//!
//! - [`reconstruct`]: one streaming pass per location builds its call tree ([`calltree`]) and
//!   records of communication operations only ([`records`], kept bit-packed by [`store`]);
//!   regions are classified once by [`classify`].
//! - [`matching`]: messages in MPI's non-overtaking order, collectives by communicator and
//!   sequence number, requests to their completions.
//! - [`clock`]: clock-condition violations counted and repaired (controlled logical clock).
//! - [`onesided`]: what one-sided synchronizations and transfers wait for (epochs, matched
//!   post/start/complete/wait, lock order, target progress), after the repair.
//!
//! A new record kind goes into [`records`] (its struct, and its `Pack` if it is stored in a
//! [`store::Records`]) and [`reconstruct`] (which event produces it); its matching, if any,
//! into [`matching`].

pub(crate) mod calltree;
pub(crate) mod classify;
pub(crate) mod clock;
pub(crate) mod matching;
pub(crate) mod onesided;
pub(crate) mod reconstruct;
pub(crate) mod records;
pub(crate) mod store;
