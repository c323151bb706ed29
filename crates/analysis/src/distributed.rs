//! The analysis distributed over several processes (issue 15): what it exchanges, and through
//! what.
//!
//! The processes split the ranks into contiguous blocks, nearly equal in locations
//! ([`Partition`]); a process owns every location of its ranks. Each process streams only its
//! own locations (the pass that touches every event) and matches the messages its ranks
//! receive: the processes exchange, a batch of receiving ranks at a time, the sends each
//! needs ([`Exchange::alltoall`]), and return the matched receives to the senders' owners
//! (`replay::matching::match_p2p_distributed`), and number their ranks' collectives into
//! instances with a table process 0 derives from every rank's counts
//! (`replay::matching::number_collectives_distributed`). Then they send their call trees and
//! matched records, in the compact encoding of [`encode_locations`], to process 0 (in rounds
//! of a bounded size, one process after the other), which runs the steps that still need every location (clock
//! repair, pattern replay, automatic analyses) with its threads and writes the result. The
//! cause analysis's second pass goes back to the owners: process 0 sends each process the
//! time windows of its locations, and the owners' answers come back the same way. The result
//! is the single-process result byte for byte: matching pairs the same records, process 0
//! holds them in the same location order, and every later step is the same code.
//!
//! The communication layer is a plain trait ([`Exchange`]) so that this crate does not
//! depend on MPI: `ppw-mpi` implements it over MPI (`crates/cli/src/distributed.rs`), the
//! tests over threads.

use rayon::prelude::*;

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
    /// Every process passes one part per process (`parts[q]` goes to process `q`, its own
    /// included) and gets the part every process addressed to it, in process order.
    fn alltoall(&self, parts: Vec<Vec<u8>>) -> Result<Vec<Vec<u8>>, String>;
}

/// An [`Exchange`] between threads of one process standing in for MPI processes (tests, and
/// the distributed code paths without MPI): [`Threads::member`] is thread `rank`'s side; every
/// member must make the same calls in the same order, each from its own thread.
pub struct Threads {
    n: usize,
    barrier: std::sync::Barrier,
    slots: std::sync::Mutex<Vec<Option<Vec<u8>>>>,
    /// `mail[to][from]`: the parts of an all-to-all exchange in flight.
    mail: std::sync::Mutex<Vec<Vec<Option<Vec<u8>>>>>,
}

impl Threads {
    /// A group of `n` members.
    pub fn new(n: usize) -> Threads {
        let n = n.max(1);
        Threads {
            n,
            barrier: std::sync::Barrier::new(n),
            slots: std::sync::Mutex::new(vec![None; n]),
            mail: std::sync::Mutex::new(vec![vec![None; n]; n]),
        }
    }

    /// Member `rank`'s side of the exchange.
    pub fn member(&self, rank: usize) -> ThreadMember<'_> {
        ThreadMember { all: self, rank }
    }

    /// Run `f` on `n` threads, each with its member; the results in member order.
    pub fn run<R: Send>(n: usize, f: impl Fn(&dyn Exchange) -> R + Sync) -> Vec<R> {
        let all = Threads::new(n);
        std::thread::scope(|s| {
            let handles: Vec<_> = (0..all.n)
                .map(|rank| {
                    let (all, f) = (&all, &f);
                    s.spawn(move || f(&all.member(rank)))
                })
                .collect();
            handles
                .into_iter()
                .map(|h| h.join().unwrap_or_else(|e| std::panic::resume_unwind(e)))
                .collect()
        })
    }

    fn lock<T>(m: &std::sync::Mutex<T>) -> std::sync::MutexGuard<'_, T> {
        m.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// One thread's side of [`Threads`].
pub struct ThreadMember<'a> {
    all: &'a Threads,
    rank: usize,
}

impl Exchange for ThreadMember<'_> {
    fn rank(&self) -> usize {
        self.rank
    }

    fn size(&self) -> usize {
        self.all.n
    }

    fn gather(
        &self,
        part: Vec<u8>,
        take: &mut dyn FnMut(usize, Vec<u8>) -> Result<(), String>,
    ) -> Result<(), String> {
        Threads::lock(&self.all.slots)[self.rank] = Some(part);
        self.all.barrier.wait();
        let mut out = Ok(());
        if self.rank == 0 {
            for p in 0..self.all.n {
                let part = Threads::lock(&self.all.slots)[p].take().unwrap_or_default();
                if out.is_ok() {
                    out = take(p, part);
                }
            }
        }
        self.all.barrier.wait();
        out
    }

    fn scatter(&self, parts: Option<Vec<Vec<u8>>>) -> Result<Vec<u8>, String> {
        if let Some(parts) = parts {
            if parts.len() != self.all.n {
                return Err(format!("{} parts for {} members", parts.len(), self.all.n));
            }
            *Threads::lock(&self.all.slots) = parts.into_iter().map(Some).collect();
        }
        self.all.barrier.wait();
        let mine = Threads::lock(&self.all.slots)[self.rank]
            .take()
            .unwrap_or_default();
        self.all.barrier.wait();
        Ok(mine)
    }

    fn alltoall(&self, parts: Vec<Vec<u8>>) -> Result<Vec<Vec<u8>>, String> {
        if parts.len() != self.all.n {
            return Err(format!("{} parts for {} members", parts.len(), self.all.n));
        }
        for (to, part) in parts.into_iter().enumerate() {
            Threads::lock(&self.all.mail)[to][self.rank] = Some(part);
        }
        self.all.barrier.wait();
        let mine = std::mem::replace(
            &mut Threads::lock(&self.all.mail)[self.rank],
            vec![None; self.all.n],
        );
        self.all.barrier.wait();
        Ok(mine.into_iter().map(Option::unwrap_or_default).collect())
    }
}

/// The [`Exchange`] of a single process, which is every key's home: the one-sided matching
/// (`replay::onesided`) runs the same code alone and partitioned.
pub(crate) struct Solo;

impl Exchange for Solo {
    fn rank(&self) -> usize {
        0
    }

    fn size(&self) -> usize {
        1
    }

    fn gather(
        &self,
        part: Vec<u8>,
        take: &mut dyn FnMut(usize, Vec<u8>) -> Result<(), String>,
    ) -> Result<(), String> {
        take(0, part)
    }

    fn scatter(&self, parts: Option<Vec<Vec<u8>>>) -> Result<Vec<u8>, String> {
        Ok(parts.and_then(|p| p.into_iter().next()).unwrap_or_default())
    }

    fn alltoall(&self, parts: Vec<Vec<u8>>) -> Result<Vec<Vec<u8>>, String> {
        Ok(parts)
    }
}

/// Which process owns which locations: the ranks in contiguous blocks, nearly equal in
/// locations, every location of a rank on the rank's owner (matching works per receiving
/// rank). Processes beyond the number of ranks own nothing.
#[derive(Clone, Debug)]
pub struct Partition {
    /// Owner of each location.
    loc_owner: Vec<u32>,
    /// Owner of each rank.
    rank_owner: Vec<u32>,
    n: usize,
}

impl Partition {
    /// Partition the locations, given each one's rank, of a run of `ranks` ranks over `n`
    /// processes. A location of a rank outside the run goes by its own index.
    pub fn new(loc_ranks: &[u32], ranks: u32, n: usize) -> Partition {
        let n = n.max(1);
        let nloc = loc_ranks.len().max(1);
        let mut per_rank = vec![0usize; ranks as usize];
        for &r in loc_ranks {
            if let Some(c) = per_rank.get_mut(r as usize) {
                *c += 1;
            }
        }
        // A rank goes to the process whose share of the locations its first location falls
        // in (by the count of locations of the ranks before it).
        let mut before = 0usize;
        let rank_owner: Vec<u32> = per_rank
            .iter()
            .map(|&c| {
                let p = (before * n / nloc).min(n - 1) as u32;
                before += c;
                p
            })
            .collect();
        let loc_owner = loc_ranks
            .iter()
            .enumerate()
            .map(|(l, &r)| match rank_owner.get(r as usize) {
                Some(&p) => p,
                None => (l * n / nloc).min(n - 1) as u32,
            })
            .collect();
        Partition {
            loc_owner,
            rank_owner,
            n,
        }
    }

    /// The partition of a trace's locations.
    pub(crate) fn of(defs: &ppw_event::Defs, n: usize) -> Partition {
        let ranks: Vec<u32> = defs.locations.iter().map(|l| l.rank).collect();
        Partition::new(&ranks, defs.ranks, n)
    }

    /// The processes.
    pub fn processes(&self) -> usize {
        self.n
    }

    /// The owner of location `l`.
    pub fn owner(&self, l: u32) -> usize {
        self.loc_owner.get(l as usize).map_or(0, |&p| p as usize)
    }

    /// The owner of rank `r` (for a rank outside the run, process 0).
    pub fn rank_owner(&self, r: u32) -> usize {
        self.rank_owner.get(r as usize).map_or(0, |&p| p as usize)
    }

    /// The locations process `p` owns, in location order.
    pub fn locations(&self, p: usize) -> Vec<u32> {
        (0..self.loc_owner.len() as u32)
            .filter(|&l| self.owner(l) == p)
            .collect()
    }

    /// Every process's locations, in location order ([`Partition::locations`] of all
    /// processes in one pass).
    pub fn blocks(&self) -> Vec<Vec<u32>> {
        let mut v = vec![Vec::new(); self.n];
        for l in 0..self.loc_owner.len() as u32 {
            v[self.owner(l).min(self.n - 1)].push(l);
        }
        v
    }

    /// The ranks process `p` owns, in order.
    pub fn ranks(&self, p: usize) -> Vec<u32> {
        (0..self.rank_owner.len() as u32)
            .filter(|&r| self.rank_owner(r) == p)
            .collect()
    }
}

/// The locations' data, in order: each location's encoding after its length (8 bytes, little
/// endian), so that the receiver can decode them in parallel. Encoded in parallel.
pub(crate) fn encode_locations<T: serde::Serialize + Sync>(locs: &[T]) -> Result<Vec<u8>, String> {
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
pub(crate) fn decode_locations<T: serde::de::DeserializeOwned + Send>(
    bytes: &[u8],
    f: impl Fn(&mut T) + Sync,
) -> Result<Vec<T>, String> {
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
            let mut l: T = postcard::from_bytes(b)
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

/// An all-to-all of typed parts: `parts[q]` goes to process `q`; returns what every process
/// addressed to this one, in process order (`what` names it in errors).
pub(crate) fn alltoall_values<T: serde::Serialize, U: serde::de::DeserializeOwned>(
    ex: &dyn Exchange,
    parts: &[T],
    what: &str,
) -> Result<Vec<U>, String> {
    let bytes = parts.iter().map(encode).collect::<Result<Vec<_>, _>>()?;
    ex.alltoall(bytes)?
        .iter()
        .enumerate()
        .map(|(q, b)| decode(b, &format!("{what} of process {q}")))
        .collect()
}

/// [`alltoall_values`] of parts of one type, the own part moved rather than encoded (most
/// of what a process exchanges can stay with it).
pub(crate) fn alltoall_own<T: serde::Serialize + serde::de::DeserializeOwned + Default>(
    ex: &dyn Exchange,
    mut parts: Vec<T>,
    what: &str,
) -> Result<Vec<T>, String> {
    let me = ex.rank();
    let own = parts.get_mut(me).map(std::mem::take);
    let mut got: Vec<T> = alltoall_values(ex, &parts, what)?;
    drop(parts);
    if let (Some(own), Some(slot)) = (own, got.get_mut(me)) {
        *slot = own;
    }
    Ok(got)
}

/// Every process's `mine` goes to process 0, which folds them in process order (its own
/// moved rather than encoded; `what` names the parts in errors). Returns whether this is
/// process 0, which alone has folded anything.
pub(crate) fn gather_to_0<T: serde::Serialize + serde::de::DeserializeOwned>(
    ex: &dyn Exchange,
    mine: T,
    what: &str,
    mut fold: impl FnMut(T),
) -> Result<bool, String> {
    let me = ex.rank();
    let bytes = if me == 0 { Vec::new() } else { encode(&mine)? };
    let mut own = (me == 0).then_some(mine);
    ex.gather(bytes, &mut |q, b| {
        match (q, own.take()) {
            (0, Some(x)) => fold(x),
            _ => fold(decode(&b, &format!("{what} of process {q}"))?),
        }
        Ok(())
    })?;
    Ok(me == 0)
}

/// Every process's `mine` goes to process 0, which folds them into `acc` in process order
/// and sends `reply(acc)` to every process; returns the reply (`what` names the parts in
/// errors).
pub(crate) fn agree<T, A, R>(
    ex: &dyn Exchange,
    mine: &T,
    what: &str,
    mut acc: A,
    mut fold: impl FnMut(&mut A, usize, T),
    reply: impl FnOnce(A) -> R,
) -> Result<R, String>
where
    T: serde::Serialize + serde::de::DeserializeOwned,
    R: serde::Serialize + serde::de::DeserializeOwned,
{
    ex.gather(encode(mine)?, &mut |q, bytes| {
        fold(
            &mut acc,
            q,
            decode(&bytes, &format!("{what} of process {q}"))?,
        );
        Ok(())
    })?;
    let parts = if ex.rank() == 0 {
        Some(vec![encode(&reply(acc))?; ex.size()])
    } else {
        None
    };
    decode(&ex.scatter(parts)?, what)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::replay::records::LocData;

    #[test]
    fn damaged_location_data_is_an_error_naming_the_offset() {
        let locs = vec![
            LocData::empty(0, 0, 8),
            LocData::empty(1, 0, 8),
            LocData::empty(2, 1, 8),
        ];
        let bytes = encode_locations(&locs).unwrap();
        let back = decode_locations::<LocData>(&bytes, |_| {}).unwrap();
        assert_eq!(back.len(), 3);
        assert_eq!((back[2].rank, back[2].thread), (2, 1));
        // Cut anywhere: an error naming the offset, or, cut between two locations, fewer
        // locations (which the caller checks against the partition); never a panic.
        for cut in 1..bytes.len() {
            match decode_locations::<LocData>(&bytes[..cut], |_| {}) {
                Err(e) => assert!(e.contains("byte"), "{e}"),
                Ok(v) => assert!(v.len() < 3 && cut % (bytes.len() / 3) == 0, "cut {cut}"),
            }
        }
        // A length beyond the end.
        let mut bad = bytes.clone();
        bad[..8].copy_from_slice(&u64::MAX.to_le_bytes());
        assert!(decode_locations::<LocData>(&bad, |_| {})
            .unwrap_err()
            .contains("length"));
    }

    #[test]
    fn partitions_keep_ranks_whole_and_cover_every_location_once() {
        // One location per rank; two per rank with the threads listed after every rank's
        // first (as Score-P lists them); one rank with most of the threads; a location of a
        // rank outside the run.
        let layouts: Vec<(Vec<u32>, u32)> = vec![
            ((0..7).collect(), 7),
            ((0..1024).collect(), 1024),
            ((0..4).chain(0..4).collect(), 4),
            (vec![0, 1, 1, 1, 1, 1, 2], 3),
            (vec![0, 1, 9], 2),
            (Vec::new(), 0),
        ];
        for (ranks, nranks) in layouts {
            for n in 1..=9 {
                let p = Partition::new(&ranks, nranks, n);
                let mut seen = vec![0; ranks.len()];
                for q in 0..n {
                    for l in p.locations(q) {
                        seen[l as usize] += 1;
                        assert_eq!(p.owner(l), q);
                        if ranks[l as usize] < nranks {
                            assert_eq!(p.rank_owner(ranks[l as usize]), q);
                        }
                    }
                }
                assert!(seen.iter().all(|&k| k == 1), "{ranks:?} over {n}");
                // Rank blocks are contiguous and balanced when every rank has one location.
                let owners: Vec<usize> = (0..nranks).map(|r| p.rank_owner(r)).collect();
                assert!(owners.is_sorted());
                if ranks.len() == nranks as usize && nranks > 0 {
                    for q in 0..n {
                        assert!(p.locations(q).len() <= ranks.len().div_ceil(n));
                    }
                }
                assert!(p.locations(n).is_empty());
                let blocks = p.blocks();
                assert_eq!(blocks.len(), n);
                assert!((0..n).all(|q| blocks[q] == p.locations(q)));
            }
        }
    }
}
