//! What the automatic analyses ask the processes that hold the records in a partitioned
//! analysis (stage 8 of docs/SCALE.md), without knowing who answers: the [`Question`]s, the
//! [`View`] of the ranks one process holds (a single process holds all), and the [`Asker`]
//! that process 0 of `ppw-mpi` implements (`auto::owners::Owners`). An analysis calls
//! [`per_location`] or [`per_process`] when [`crate::auto::stats::Facts::owners`] is set,
//! else runs the same function over its [`View`] of all ranks.

use crate::distributed::decode;
use crate::replay::records::LocData;
use ppw_event::Defs;

/// What process 0 asks every process about its locations.
#[derive(serde::Serialize, serde::Deserialize)]
pub(crate) enum Question {
    /// No more questions in this round: the processes go on (to the cause pass).
    Next,
    /// The cause windows of the detected bottlenecks ([`crate::auto::bottleneck::windows_of`]): the
    /// bottlenecks' call paths and average visits, at most `cap` visits per bottleneck and
    /// location, finding ids from `base`.
    BottleneckWindows {
        found: Vec<(u32, f64)>,
        cap: u32,
        base: u32,
    },
    /// The load balance's block level, per process ([`crate::auto::balance::order_part`]): the global
    /// synchronizations of its ranks.
    BlockOrder,
    /// Its ranks' times in the blocks between the agreed boundaries
    /// ([`crate::auto::balance::block_parts`]).
    Blocks(Order),
    /// Its ranks' windows of the sampled blocks (index, slowest rank)
    /// ([`crate::auto::balance::block_windows`]).
    BlockWindows(Order, Vec<(u64, u32)>),
    /// Barrier redundancy ([`crate::auto::redundancy::idle_part`]): which barrier instances had nothing to
    /// order on the process's ranks.
    IdleBarriers,
    /// Its counts per barrier site and rank, given the redundant instances
    /// ([`crate::auto::redundancy::site_part`]).
    BarrierSites(Vec<u32>),
    /// Messages and bytes sent per receiving rank ([`LocData::sent_per_peer`]).
    Transfers,
}

impl Question {
    /// What it asks for, in errors.
    pub(crate) fn name(&self) -> &'static str {
        match self {
            Question::Next => "next",
            Question::BottleneckWindows { .. } => "the bottleneck windows",
            Question::BlockOrder => "the block order",
            Question::Blocks(_) => "the blocks",
            Question::BlockWindows(..) => "the block windows",
            Question::IdleBarriers => "the idle barriers",
            Question::BarrierSites(_) => "the barrier sites",
            Question::Transfers => "the transfers",
        }
    }
}

/// The boundaries of the blocks, agreed: global instances in time order (of their first
/// member's enter), and whether MPI_Init and MPI_Finalize open and close the sequence.
#[derive(Clone, Default, serde::Serialize, serde::Deserialize)]
pub(crate) struct Order {
    pub(crate) seq: Vec<u32>,
    pub(crate) init: bool,
    pub(crate) fin: bool,
}

impl Order {
    pub(crate) fn boundaries(&self) -> usize {
        self.seq.len() + usize::from(self.init) + usize::from(self.fin)
    }
}

/// The ranks one process holds, for the analyses that read their records: a single process
/// holds all of them; in a partitioned analysis every process answers process 0's questions
/// for its own (stage 8, [`Asker`]), and process 0 folds the answers in rank
/// order.
pub(crate) struct View<'a> {
    pub(crate) defs: &'a Defs,
    /// The ranks held (below the run's rank count), in order, each with its locations.
    pub(crate) ranks: Vec<(u32, Vec<u32>)>,
    /// A held location's data and node-to-path map.
    pub(crate) loc: &'a (dyn Fn(u32) -> (&'a LocData, &'a [u32]) + Sync),
    /// The member of collective instance `k` on rank `r`: (location, collective index).
    pub(crate) member: &'a (dyn Fn(u32, u32) -> Option<(u32, u32)> + Sync),
}

/// Process 0's side of the questions: sends one to every process (itself included) and hands
/// each process's encoded answer to `take` in process order.
pub(crate) trait Asker: Sync {
    /// One question round (an error if an earlier one failed).
    fn round(
        &self,
        q: &Question,
        take: &mut dyn FnMut(usize, Vec<u8>) -> Result<(), String>,
    ) -> Result<(), String>;
    /// Every process's locations, in location order.
    fn blocks(&self) -> &[Vec<u32>];
    /// Keep the first failure (the analyses read answers as values; the pipeline checks it).
    fn fail(&self, e: String);
}

/// Every location's answer to `q`, in location order (empty after a failure).
pub(crate) fn per_location<A: serde::de::DeserializeOwned>(a: &dyn Asker, q: &Question) -> Vec<A> {
    let blocks = a.blocks();
    let nloc = blocks.iter().map(Vec::len).sum::<usize>();
    let mut out: Vec<Option<A>> = (0..nloc).map(|_| None).collect();
    let asked = a.round(q, &mut |p, bytes| {
        let v: Vec<A> = decode(&bytes, &format!("answer of process {p} to {}", q.name()))?;
        let want = blocks.get(p).map_or(&[][..], Vec::as_slice);
        if v.len() != want.len() {
            return Err(format!(
                "process {p} answered for {} locations instead of {}",
                v.len(),
                want.len()
            ));
        }
        for (&l, x) in want.iter().zip(v) {
            if let Some(slot) = out.get_mut(l as usize) {
                *slot = Some(x);
            }
        }
        Ok(())
    });
    let all = asked.and_then(|()| {
        out.into_iter()
            .enumerate()
            .map(|(l, x)| x.ok_or_else(|| format!("location {l}: no answer to {}", q.name())))
            .collect()
    });
    kept(a, all)
}

/// Every process's answer to `q` (one item per process), in process order (empty after a
/// failure).
pub(crate) fn per_process<A: serde::de::DeserializeOwned>(a: &dyn Asker, q: &Question) -> Vec<A> {
    let mut out: Vec<A> = Vec::new();
    let asked = a.round(q, &mut |p, bytes| {
        out.push(decode(
            &bytes,
            &format!("answer of process {p} to {}", q.name()),
        )?);
        Ok(())
    });
    kept(a, asked.map(|()| out))
}

/// The answers, or after a failure nothing (the failure is kept by the asker).
fn kept<A>(a: &dyn Asker, r: Result<Vec<A>, String>) -> Vec<A> {
    r.unwrap_or_else(|e| {
        a.fail(e);
        Vec::new()
    })
}
