//! The analysis distributed over several processes (issue 15): what it exchanges, and through
//! what.
//!
//! The processes split the locations into contiguous blocks ([`partition`]). Each process
//! streams only its own locations (the pass that touches every event) and sends their call
//! trees and operation records, in the compact encoding of [`encode_locations`], to process
//! 0 (one process after the other), which runs the steps that need every location (matching, clock repair, pattern replay,
//! automatic analyses) with its threads and writes the result. The cause analysis's second
//! pass goes back to the owners: process 0 sends each process the time windows of its
//! locations, and the owners' answers come back the same way. The result is the
//! single-process result byte for byte: process 0 holds the same records in the same
//! location order, and every later step is the same code.
//!
//! The communication layer is a plain trait ([`Exchange`]) so that this crate does not
//! depend on MPI: `ppw-mpi` implements it over MPI (`crates/cli/src/distributed.rs`), the
//! tests over threads.

use crate::replay::records::LocData;
use rayon::prelude::*;
use std::ops::Range;

/// The collective exchanges a distributed analysis makes. Every process calls each method in
/// the same order (as with MPI collectives).
pub trait Exchange: Sync {
    /// This process's index; process 0 writes the result.
    fn rank(&self) -> usize;
    /// The number of processes.
    fn size(&self) -> usize;
    /// Every process passes its `part`; on process 0, `take` is called with each process's
    /// part in process order (its own first), one at a time as they arrive, so that process 0
    /// never holds all of them at once. `take` is not called on the other processes; an error
    /// it returns ends the gather on process 0 with that error.
    fn gather(
        &self,
        part: Vec<u8>,
        take: &mut dyn FnMut(usize, Vec<u8>) -> Result<(), String>,
    ) -> Result<(), String>;
    /// Process 0 passes one part per process (the others pass `None`); every process gets its
    /// own part.
    fn scatter(&self, parts: Option<Vec<Vec<u8>>>) -> Result<Vec<u8>, String>;
}

/// The locations process `p` of `n` owns: the `p`-th of `n` contiguous, nearly equal blocks of
/// `locations` (empty for the processes beyond the number of locations).
pub fn partition(locations: usize, n: usize, p: usize) -> Range<usize> {
    let n = n.max(1);
    let start = |q: usize| q.min(n) * locations / n;
    start(p)..start(p + 1)
}

/// The locations' data, in order: each location's encoding after its length (8 bytes, little
/// endian), so that the receiver can decode them in parallel. Encoded in parallel.
pub(crate) fn encode_locations(locs: &[LocData]) -> Result<Vec<u8>, String> {
    let parts: Vec<Vec<u8>> = locs
        .par_iter()
        .map(|l| postcard::to_stdvec(l).map_err(|e| format!("cannot encode location data: {e}")))
        .collect::<Result<_, _>>()?;
    let mut out = Vec::with_capacity(parts.iter().map(|p| p.len() + 8).sum());
    for p in parts {
        out.extend_from_slice(&(p.len() as u64).to_le_bytes());
        out.extend_from_slice(&p);
    }
    Ok(out)
}

/// Decode what [`encode_locations`] wrote, in parallel, passing each location to `f` as soon
/// as it is decoded (so that it can be spilled before the others grow the heap).
pub(crate) fn decode_locations(
    bytes: &[u8],
    f: impl Fn(&mut LocData) + Sync,
) -> Result<Vec<LocData>, String> {
    let mut pieces = Vec::new();
    let mut at = 0usize;
    while at < bytes.len() {
        let len = bytes
            .get(at..at + 8)
            .map(|b| u64::from_le_bytes(b.try_into().unwrap_or([0xff; 8])))
            .ok_or_else(|| format!("damaged location data: length cut at byte {at}"))?;
        let end = usize::try_from(len)
            .ok()
            .and_then(|n| (at + 8).checked_add(n))
            .filter(|&e| e <= bytes.len())
            .ok_or_else(|| format!("damaged location data: length {len} at byte {at}"))?;
        pieces.push((at, &bytes[at + 8..end]));
        at = end;
    }
    pieces
        .into_par_iter()
        .map(|(at, b)| {
            let mut l: LocData = postcard::from_bytes(b)
                .map_err(|e| format!("damaged location data at byte {at}: {e}"))?;
            f(&mut l);
            Ok(l)
        })
        .collect()
}

/// Encode any serializable value (the cause pass's requests and answers).
pub(crate) fn encode<T: serde::Serialize>(x: &T) -> Result<Vec<u8>, String> {
    postcard::to_stdvec(x).map_err(|e| format!("cannot encode: {e}"))
}

/// Decode what [`encode`] wrote.
pub(crate) fn decode<T: serde::de::DeserializeOwned>(b: &[u8], what: &str) -> Result<T, String> {
    postcard::from_bytes(b).map_err(|e| format!("damaged {what}: {e}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn damaged_location_data_is_an_error_naming_the_offset() {
        let locs = vec![
            LocData::empty(0, 0, 8),
            LocData::empty(1, 0, 8),
            LocData::empty(2, 1, 8),
        ];
        let bytes = encode_locations(&locs).unwrap();
        let back = decode_locations(&bytes, |_| {}).unwrap();
        assert_eq!(back.len(), 3);
        assert_eq!((back[2].rank, back[2].thread), (2, 1));
        // Cut anywhere: an error naming the offset, or, cut between two locations, fewer
        // locations (which the caller checks against the partition); never a panic.
        for cut in 1..bytes.len() {
            match decode_locations(&bytes[..cut], |_| {}) {
                Err(e) => assert!(e.contains("byte"), "{e}"),
                Ok(v) => assert!(v.len() < 3 && cut % (bytes.len() / 3) == 0, "cut {cut}"),
            }
        }
        // A length beyond the end.
        let mut bad = bytes.clone();
        bad[..8].copy_from_slice(&u64::MAX.to_le_bytes());
        assert!(decode_locations(&bad, |_| {})
            .unwrap_err()
            .contains("length"));
    }

    #[test]
    fn partitions_cover_every_location_once() {
        for locations in [0, 1, 4, 7, 1024] {
            for n in 1..=9 {
                let mut next = 0;
                for p in 0..n {
                    let r = partition(locations, n, p);
                    assert_eq!(r.start, next);
                    assert!(r.len() <= locations.div_ceil(n));
                    next = r.end;
                }
                assert_eq!(next, locations);
                assert!(partition(locations, n, n).is_empty());
            }
        }
    }
}
