//! The background writer of trace buffers (issue 16: flushes off the critical path).
//!
//! A thread whose buffer is full (or whose flush the timer asked for) hands the buffer to this
//! process's writer thread and goes on recording into its spare buffer: the hand-over costs a
//! lock and a swap, not the compression and the `write`. The writer compresses and writes the
//! buffers in hand-over order (so a thread's blocks stay in time order) and gives each emptied
//! buffer back as its thread's next spare. A thread that fills its buffer again before its
//! spare is back waits for it (two buffers per thread at most); the time it spends in the
//! hand-over, waiting included, is its `PPW_FLUSH` region, as before.
//!
//! Writes that must happen in order with the queued ones (a thread's last buffer when it exits,
//! the end of the measurement) first wait until the queue is empty ([`drain`]); a crash takes
//! the queued buffers and writes them itself ([`take_queued`]), with the locks only tried.

use crate::rankfile;
use std::collections::VecDeque;
use std::sync::{Arc, Condvar, Mutex, MutexGuard};

/// A thread's spare buffer: `None` while the writer has it.
pub(crate) type Spare = Arc<Mutex<Option<Vec<u64>>>>;

struct Job {
    number: u32,
    words: Vec<u64>,
    spare: Spare,
}

struct State {
    jobs: VecDeque<Job>,
    /// The writer is writing a job it took off the queue.
    busy: bool,
    /// The process that started the writer (0: none yet). A forked child has no writer
    /// thread: its threads write themselves.
    pid: u32,
    /// The writer thread could not be started: callers write themselves.
    failed: bool,
}

static STATE: Mutex<State> = Mutex::new(State {
    jobs: VecDeque::new(),
    busy: false,
    pid: 0,
    failed: false,
});

impl State {
    /// A writer thread runs in this process.
    fn here(&self) -> bool {
        !self.failed && self.pid == std::process::id()
    }
}
static CHANGED: Condvar = Condvar::new();

fn state() -> MutexGuard<'static, State> {
    STATE.lock().unwrap_or_else(|e| e.into_inner())
}

extern "C" {
    fn ppw_c_ignore_thread();
}

/// Hand thread `number`'s full buffer over for writing; `Err` gives it back when there is no
/// writer (it could not be started): the caller writes it itself.
pub(crate) fn hand_over(number: u32, words: Vec<u64>, spare: &Spare) -> Result<(), Vec<u64>> {
    let mut s = state();
    if s.pid == 0 {
        s.pid = std::process::id();
        s.failed = !start();
    }
    if !s.here() {
        return Err(words);
    }
    s.jobs.push_back(Job {
        number,
        words,
        spare: spare.clone(),
    });
    drop(s);
    CHANGED.notify_all();
    Ok(())
}

/// Start a thread of ppw's own (the writer, the flush timer) with every signal blocked:
/// signals sent to the process go to the program's threads, as without ppw.
pub(crate) fn spawn_quiet(
    name: &str,
    stack: usize,
    f: impl FnOnce() + Send + 'static,
) -> std::io::Result<()> {
    // Safety: plain signal-mask calls with valid pointers.
    unsafe {
        let mut all: libc::sigset_t = std::mem::zeroed();
        let mut old: libc::sigset_t = std::mem::zeroed();
        libc::sigfillset(&mut all);
        libc::pthread_sigmask(libc::SIG_BLOCK, &all, &mut old);
        let spawned = std::thread::Builder::new()
            .name(name.into())
            .stack_size(stack)
            .spawn(f);
        libc::pthread_sigmask(libc::SIG_SETMASK, &old, std::ptr::null_mut());
        spawned.map(|_| ())
    }
}

/// Start the writer thread.
fn start() -> bool {
    match spawn_quiet("ppw-writer", 1 << 20, run) {
        Ok(()) => true,
        Err(e) => {
            rankfile::say(&format!(
                "cannot start the writer thread ({e}); threads write their buffers themselves"
            ));
            false
        }
    }
}

fn run() {
    // Safety: marks the calling thread as not measured (its writes are ppw's own).
    unsafe { ppw_c_ignore_thread() };
    // SCHED_BATCH: waking the writer must not preempt the thread that handed a buffer over
    // (the scheduler would otherwise often run it on that thread's CPU at once, and the
    // compression would land in the program's time after all).
    let param = libc::sched_param { sched_priority: 0 };
    // Safety: changes the calling thread's policy; `param` is valid.
    unsafe { libc::sched_setscheduler(0, libc::SCHED_BATCH, &param) };
    loop {
        let mut job = {
            let mut s = state();
            loop {
                if let Some(j) = s.jobs.pop_front() {
                    s.busy = true;
                    break j;
                }
                s = CHANGED.wait(s).unwrap_or_else(|e| e.into_inner());
            }
        };
        rankfile::write_events(job.number, &job.words);
        job.words.clear();
        let mut s = state();
        *job.spare.lock().unwrap_or_else(|e| e.into_inner()) = Some(job.words);
        s.busy = false;
        drop(s);
        CHANGED.notify_all();
    }
}

/// The spare buffer back from the writer, waiting for it if the writer still has it.
pub(crate) fn take_spare(spare: &Spare) -> Vec<u64> {
    let mut s = state();
    loop {
        if let Some(e) = spare.lock().unwrap_or_else(|e| e.into_inner()).take() {
            return e;
        }
        if (s.jobs.is_empty() && !s.busy) || !s.here() {
            // Nothing is pending (or no writer runs here), yet the spare is missing: do not
            // wait for it.
            return Vec::new();
        }
        s = CHANGED.wait(s).unwrap_or_else(|e| e.into_inner());
    }
}

/// Wait until every handed-over buffer is written (before a write that must follow them).
/// Must not be called while holding the rank file's lock (the writer needs it).
pub(crate) fn drain() {
    let mut s = state();
    while s.here() && (!s.jobs.is_empty() || s.busy) {
        s = CHANGED.wait(s).unwrap_or_else(|e| e.into_inner());
    }
}

/// In a signal handler: the buffers not yet taken by the writer, to be written by the caller
/// (the lock only tried: empty if it is held).
pub(crate) fn take_queued() -> Vec<(u32, Vec<u64>)> {
    match STATE.try_lock() {
        Ok(mut s) => s.jobs.drain(..).map(|j| (j.number, j.words)).collect(),
        Err(_) => Vec::new(),
    }
}
