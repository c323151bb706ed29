//! `mpirun -np K ppw-mpi analyze DIR`: the analysis distributed over MPI processes (built with
//! the `mpi` feature, once per MPI: scripts/build.sh). Every process opens the input and reads
//! its block of locations; process 0 writes the result, identical to `ppw analyze`'s
//! (`ppw_analysis::analyze_distributed`). Any failure in any process aborts the whole job
//! with a message naming that process, so that no process waits forever for a dead one.

use crate::analyze::{self, Settings};
use anyhow::{anyhow, Context, Result};
use mpi::datatype::Partition;
use mpi::topology::SimpleCommunicator;
use mpi::traits::*;
use mpi::Count;
use std::path::{Path, PathBuf};

/// The processes of `MPI_COMM_WORLD` as a [`ppw_analysis::Exchange`]. Large parts move in
/// pieces or rounds, so that no count or displacement exceeds MPI's `int`.
struct MpiExchange {
    world: SimpleCommunicator,
}

// Safety: MPI is initialized with MPI_THREAD_SERIALIZED, and the analysis makes its
// exchanges one after another, from one thread at a time (never inside its parallel loops).
unsafe impl Sync for MpiExchange {}

impl MpiExchange {
    fn n(&self) -> usize {
        self.world.size() as usize
    }

    /// Wait until every process has arrived, sleeping instead of polling: the processes wait
    /// for each other in every exchange (process 0 for the slowest reader, the others for
    /// process 0's whole analysis), and a busy-waiting MPI library would take the CPUs that
    /// the working processes need when they share a machine.
    fn arrive(&self) {
        let mut req = self.world.immediate_barrier();
        let mut nap = std::time::Duration::from_micros(50);
        loop {
            match req.test() {
                Ok(_) => return,
                Err(r) => req = r,
            }
            std::thread::sleep(nap);
            nap = (nap * 2).min(std::time::Duration::from_millis(5));
        }
    }

    /// Bytes per process per round.
    fn chunk(&self) -> usize {
        ((1usize << 30) / self.n()).max(1)
    }

    /// The largest number of rounds any of `lens` needs, known to every process.
    fn rounds(&self, lens: &[u64]) -> u64 {
        let chunk = self.chunk() as u64;
        let mut rounds = lens.iter().map(|l| l.div_ceil(chunk)).max().unwrap_or(0);
        self.world.process_at_rank(0).broadcast_into(&mut rounds);
        rounds
    }

    /// Round `k`'s piece of a part of `len` bytes.
    fn piece(&self, len: u64, k: u64) -> std::ops::Range<usize> {
        let chunk = self.chunk() as u64;
        (len.min(k * chunk) as usize)..(len.min((k + 1) * chunk) as usize)
    }

    /// Counts and displacements of one round over parts of `lens` bytes.
    fn layout(&self, lens: &[u64], k: u64) -> (Vec<Count>, Vec<Count>) {
        let counts: Vec<Count> = lens
            .iter()
            .map(|&l| self.piece(l, k).len() as Count)
            .collect();
        let displs = counts
            .iter()
            .scan(0, |s, &c| {
                let d = *s;
                *s += c;
                Some(d)
            })
            .collect();
        (counts, displs)
    }
}

impl ppw_analysis::Exchange for MpiExchange {
    fn rank(&self) -> usize {
        self.world.rank() as usize
    }

    fn size(&self) -> usize {
        self.n()
    }

    fn gather(
        &self,
        part: Vec<u8>,
        take: &mut dyn FnMut(usize, Vec<u8>) -> Result<(), String>,
    ) -> Result<(), String> {
        self.arrive();
        // Point to point, one process after the other: process 0 holds one part at a time.
        // A part moves as its length, then pieces of at most 1 GiB (an `int` count).
        const PIECE: usize = 1 << 30;
        if self.world.rank() != 0 {
            let root = self.world.process_at_rank(0);
            root.send(&(part.len() as u64));
            for piece in part.chunks(PIECE) {
                root.send(piece);
            }
            return Ok(());
        }
        take(0, part)?;
        for p in 1..self.world.size() {
            let from = self.world.process_at_rank(p);
            let (len, _) = from.receive::<u64>();
            let mut buf = vec![0u8; len as usize];
            for piece in buf.chunks_mut(PIECE) {
                from.receive_into(piece);
            }
            take(p as usize, buf)?;
        }
        Ok(())
    }

    fn scatter(&self, parts: Option<Vec<Vec<u8>>>) -> Result<Vec<u8>, String> {
        self.arrive();
        let root = self.world.process_at_rank(0);
        let me = self.world.rank();
        let parts = match parts {
            Some(p) if me == 0 && p.len() == self.n() => p,
            Some(_) => return Err("scatter: parts given on the wrong process".into()),
            None if me == 0 => return Err("scatter: process 0 gave no parts".into()),
            None => Vec::new(),
        };
        let lens: Vec<u64> = parts.iter().map(|p| p.len() as u64).collect();
        let mut len = 0u64;
        if me == 0 {
            root.scatter_into_root(&lens[..], &mut len);
        } else {
            root.scatter_into(&mut len);
        }
        let rounds = self.rounds(&lens);
        let mut mine = Vec::with_capacity(len as usize);
        for k in 0..rounds {
            let mut buf = vec![0u8; self.piece(len, k).len()];
            if me == 0 {
                let (counts, displs) = self.layout(&lens, k);
                let mut send = Vec::with_capacity(counts.iter().map(|&c| c as usize).sum());
                for (p, part) in parts.iter().enumerate() {
                    send.extend_from_slice(&part[self.piece(lens[p], k)]);
                }
                let from = Partition::new(&send[..], &counts[..], &displs[..]);
                root.scatter_varcount_into_root(&from, &mut buf[..]);
            } else {
                root.scatter_varcount_into(&mut buf[..]);
            }
            mine.extend_from_slice(&buf);
        }
        Ok(mine)
    }
}

/// `ppw analyze` as one of the processes of an MPI job: 0 once the result is written, also
/// with warnings (which `ppw analyze` reports as status 3): launchers take any non-zero
/// status of a process for a failed job and say the job was aborted. MPI is finalized before
/// returning.
pub(crate) fn run(path: &Path, json: Option<PathBuf>, settings: &Settings, quiet: bool) -> i32 {
    let Some((universe, level)) = mpi::initialize_with_threading(mpi::Threading::Serialized) else {
        eprintln!("ppw: error: MPI could not be initialized");
        return 1;
    };
    let world = universe.world();
    let (me, n) = (world.rank(), world.size());
    if level < mpi::Threading::Serialized {
        eprintln!("ppw: error: the MPI library does not support MPI_THREAD_SERIALIZED");
        world.abort(1);
    }
    // Threads by default: this node's cores shared among the analysis processes on it (not
    // all cores in every process, which would oversubscribe the node K-fold).
    let mut settings = settings.clone();
    if settings.threads == 0 {
        let here = world.split_shared(me).size().max(1) as usize;
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        settings.threads = (cores / here).max(1);
    }
    let ex = MpiExchange { world };
    match analyze_here(path, json, &settings, quiet || me != 0, &ex) {
        Ok(code) => {
            // MPI_Finalize may busy-wait for process 0 writing the result.
            ex.arrive();
            drop(ex);
            drop(universe);
            if code == crate::status::WARNINGS {
                crate::status::CLEAN
            } else {
                code
            }
        }
        Err(e) => {
            eprintln!("ppw: error in analysis process {me} of {n}: {e:#}");
            // Ends every process of the job: the others may be waiting for this one.
            ex.world.abort(1)
        }
    }
}

fn analyze_here(
    path: &Path,
    json: Option<PathBuf>,
    settings: &Settings,
    quiet: bool,
    ex: &MpiExchange,
) -> Result<i32> {
    use ppw_analysis::Exchange;
    let input = crate::open::open(path)?;
    let a = analyze::analyze_input_with(&input, path, settings, quiet, false, Some(ex))
        .with_context(|| format!("analysis of {}", path.display()))?;
    match a {
        Some(a) => analyze::finish(path, json, &a, quiet),
        None if ex.rank() != 0 => Ok(0),
        None => Err(anyhow!("process 0 got no result")),
    }
}
