//! `mpirun -np K ppw-mpi analyze DIR`: the analysis distributed over MPI processes (built with
//! the `mpi` feature, once per MPI: scripts/build.sh). Every process opens the input and reads
//! its block of locations; process 0 writes the result, identical to `ppw analyze`'s
//! (`ppw_analysis::analyze_distributed`). Any failure in any process aborts the whole job
//! with a message naming that process, so that no process waits forever for a dead one.

use crate::analyze::{self, Settings};
use anyhow::{anyhow, Context, Result};
use mpi::topology::SimpleCommunicator;
use mpi::traits::*;
use std::path::{Path, PathBuf};

/// A part moves as its length, then in pieces of at most this many bytes (an `int` count).
const PIECE: usize = 1 << 30;

/// The processes of `MPI_COMM_WORLD` as a [`ppw_analysis::Exchange`], point to point between
/// process 0 and each other process.
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

    /// Send `part` to process `to`: its length, then the pieces.
    fn send_part(&self, to: i32, part: &[u8]) {
        let to = self.world.process_at_rank(to);
        to.send(&(part.len() as u64));
        for piece in part.chunks(PIECE) {
            to.send(piece);
        }
    }

    /// What [`Self::send_part`] on process `from` sent.
    fn receive_part(&self, from: i32) -> Vec<u8> {
        let from = self.world.process_at_rank(from);
        let (len, _) = from.receive::<u64>();
        let mut part = vec![0u8; len as usize];
        for piece in part.chunks_mut(PIECE) {
            from.receive_into(piece);
        }
        part
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
        if self.world.rank() != 0 {
            self.send_part(0, &part);
            return Ok(());
        }
        take(0, part)?;
        for p in 1..self.world.size() {
            take(p as usize, self.receive_part(p))?;
        }
        Ok(())
    }

    fn scatter(&self, parts: Option<Vec<Vec<u8>>>) -> Result<Vec<u8>, String> {
        self.arrive();
        let me = self.world.rank();
        if me != 0 {
            if parts.is_some() {
                return Err("scatter: parts given on a process other than 0".into());
            }
            return Ok(self.receive_part(0));
        }
        let mut parts = parts.ok_or("scatter: process 0 gave no parts")?;
        if parts.len() != self.n() {
            return Err(format!(
                "scatter: {} parts for {} processes",
                parts.len(),
                self.n()
            ));
        }
        for (p, part) in parts.iter().enumerate().skip(1) {
            self.send_part(p as i32, part);
        }
        Ok(std::mem::take(&mut parts[0]))
    }

    fn alltoall(&self, mut parts: Vec<Vec<u8>>) -> Result<Vec<Vec<u8>>, String> {
        let n = self.n();
        if parts.len() != n {
            return Err(format!("alltoall: {} parts for {n} processes", parts.len()));
        }
        self.arrive();
        let me = self.world.rank() as usize;
        let mut out = vec![Vec::new(); n];
        out[me] = std::mem::take(&mut parts[me]);
        // In round r every process sends to the r-th next one and receives from the r-th
        // previous one: sends are non-blocking, so no cycle of blocked sends can form.
        for r in 1..n {
            let (to, from) = ((me + r) % n, (me + n - r) % n);
            let part = std::mem::take(&mut parts[to]);
            let len = [part.len() as u64];
            out[from] = mpi::request::scope(|scope| {
                let to = self.world.process_at_rank(to as i32);
                let from = self.world.process_at_rank(from as i32);
                let sent_len = to.immediate_send(scope, &len[..]);
                let sent: Vec<_> = part
                    .chunks(PIECE)
                    .map(|piece| to.immediate_send(scope, piece))
                    .collect();
                let (got_len, _) = from.receive::<u64>();
                let mut got = vec![0u8; got_len as usize];
                for piece in got.chunks_mut(PIECE) {
                    from.receive_into(piece);
                }
                sent_len.wait_without_status();
                for s in sent {
                    s.wait_without_status();
                }
                got
            });
        }
        Ok(out)
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
    // Started as several tasks that MPI does not connect (srun without the MPI's process
    // management interface): each would be a whole analysis writing the same file.
    if let Some(tasks) = analyze::launched_tasks().filter(|_| n == 1) {
        eprintln!(
            "ppw: error: ppw-mpi was started as {tasks} tasks, but MPI sees each as a job of \
             one process: the launcher did not connect them (with srun, pass the MPI's process \
             management interface: --mpi=pmix for Open MPI, --mpi=pmi2 for MPICH)"
        );
        return 1;
    }
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
