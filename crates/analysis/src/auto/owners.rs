//! Stage 8 of the partitioned replay (docs/SCALE.md, "Issue 40"): the automatic analyses ask
//! the processes that hold the locations' records instead of reading the records on process 0.
//!
//! Process 0 sends a [`Question`] to every process (itself included); each answers for its own
//! locations ([`answer`]), and process 0 gets the answers in location order
//! ([`Owners::ask`]). The other processes wait in [`serve`] until process 0 says
//! [`Question::Next`]. Every answer is computed by the same per-location function the single
//! process calls over all its locations, so the results are the same bits.

use crate::auto::bottleneck;
use crate::auto::cause::Window;
use crate::distributed::{agree, decode, encode, Exchange};
use crate::replay::records::LocData;
use ppw_event::Defs;
use rayon::prelude::*;
use std::collections::BTreeMap;
use std::sync::Mutex;

/// What process 0 asks every process about its locations.
#[derive(Debug, serde::Serialize, serde::Deserialize)]
pub(crate) enum Question {
    /// No more questions in this round: the processes go on (to the cause pass).
    Next,
    /// The cause windows of the detected bottlenecks ([`bottleneck::windows_of`]): the
    /// bottlenecks' call paths and average visits, at most `cap` visits per bottleneck and
    /// location, finding ids from `base`.
    BottleneckWindows {
        found: Vec<(u32, f64)>,
        cap: u32,
        base: u32,
    },
}

/// (communicator, rank) -> the location that made the rank's collectives on it.
pub(crate) type Members = BTreeMap<(u32, u32), u32>;

/// The records a process holds and what the answers read besides.
pub(crate) struct Held<'a> {
    pub(crate) defs: &'a Defs,
    /// The process's locations, in location order, with their global ids and node-to-path
    /// maps.
    pub(crate) locs: Vec<&'a LocData>,
    pub(crate) ids: Vec<u32>,
    pub(crate) maps: Vec<&'a [u32]>,
    pub(crate) members: &'a Members,
}

impl Held<'_> {
    /// The locations of communicator `comm`'s members, in the communicator's order
    /// (`u32::MAX` for a member that made none of its collectives).
    fn members_of(&self, comm: u32) -> Vec<u32> {
        self.defs
            .comm(ppw_event::CommId(comm))
            .map_or_else(Vec::new, |c| {
                c.members
                    .iter()
                    .map(|&r| self.members.get(&(comm, r)).copied().unwrap_or(u32::MAX))
                    .collect()
            })
    }
}

/// This process's answer to `q`, one item per held location, encoded.
fn answer(q: &Question, h: &Held<'_>) -> Result<Vec<u8>, String> {
    match q {
        Question::Next => Ok(Vec::new()),
        Question::BottleneckWindows { found, cap, base } => {
            let index = bottleneck::Index::new(found);
            let v: Vec<Vec<(u32, Window)>> = (0..h.locs.len())
                .into_par_iter()
                .map(|i| {
                    bottleneck::windows_of(
                        h.locs[i],
                        h.ids[i],
                        h.maps[i],
                        &index,
                        *cap,
                        *base,
                        &|_, comm| h.members_of(comm),
                    )
                })
                .collect();
            encode(&v)
        }
    }
}

/// On a process other than 0: answer process 0's questions about the held locations until it
/// says [`Question::Next`].
pub(crate) fn serve(ex: &dyn Exchange, h: &Held<'_>) -> Result<(), String> {
    loop {
        let q: Question = decode(&ex.scatter(None)?, "question of process 0")?;
        if matches!(q, Question::Next) {
            return Ok(());
        }
        ex.gather(answer(&q, h)?, &mut |_, _| Ok(()))?;
    }
}

/// Process 0's side: asks every process, keeps the first failure (the analyses read the
/// answers as values; the pipeline checks [`Owners::failure`] after them).
pub(crate) struct Owners<'a> {
    ex: &'a dyn Exchange,
    held: Held<'a>,
    /// Every process's locations, in location order.
    blocks: Vec<Vec<u32>>,
    nloc: usize,
    failed: Mutex<Option<String>>,
}

impl<'a> Owners<'a> {
    pub(crate) fn new(
        ex: &'a dyn Exchange,
        held: Held<'a>,
        blocks: Vec<Vec<u32>>,
        nloc: usize,
    ) -> Owners<'a> {
        Owners {
            ex,
            held,
            blocks,
            nloc,
            failed: Mutex::new(None),
        }
    }

    /// Every location's answer to `q`, in location order (empty after a failure).
    pub(crate) fn ask<A: serde::de::DeserializeOwned>(&self, q: &Question) -> Vec<A> {
        match self.try_ask(q) {
            Ok(v) => v,
            Err(e) => {
                let mut f = self.failed.lock().unwrap_or_else(|p| p.into_inner());
                f.get_or_insert(e);
                Vec::new()
            }
        }
    }

    fn try_ask<A: serde::de::DeserializeOwned>(&self, q: &Question) -> Result<Vec<A>, String> {
        if self.failure().is_some() {
            return Err("an earlier question failed".into());
        }
        let n = self.ex.size();
        self.ex.scatter(Some(vec![encode(q)?; n]))?;
        let mut out: Vec<Option<A>> = (0..self.nloc).map(|_| None).collect();
        let blocks = &self.blocks;
        self.ex.gather(answer(q, &self.held)?, &mut |p, bytes| {
            let v: Vec<A> = decode(&bytes, &format!("answer of process {p} to {q:?}"))?;
            let want = blocks.get(p).map_or(&[][..], Vec::as_slice);
            if v.len() != want.len() {
                return Err(format!(
                    "process {p} answered for {} locations instead of {}",
                    v.len(),
                    want.len()
                ));
            }
            for (&l, a) in want.iter().zip(v) {
                out[l as usize] = Some(a);
            }
            Ok(())
        })?;
        out.into_iter()
            .enumerate()
            .map(|(l, a)| a.ok_or_else(|| format!("location {l}: no answer to {q:?}")))
            .collect()
    }

    /// Let the other processes go on.
    pub(crate) fn next(&self) -> Result<(), String> {
        let n = self.ex.size();
        self.ex
            .scatter(Some(vec![encode(&Question::Next)?; n]))
            .map(drop)
    }

    /// The first question that failed.
    pub(crate) fn failure(&self) -> Option<String> {
        self.failed
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .clone()
    }
}

/// Which location of every rank made its collectives on each communicator, agreed over all
/// processes (each owns whole ranks); `None` if a rank made collectives on one communicator
/// from two locations (threads): then the owners cannot name an instance's members without
/// the records, and the records travel to process 0.
pub(crate) fn members(
    locs: &[LocData],
    ids: &[u32],
    ex: &dyn Exchange,
) -> Result<Option<Members>, String> {
    let mut mine: Members = BTreeMap::new();
    let mut ok = true;
    for (d, &l) in locs.iter().zip(ids) {
        let mut comms: Vec<u32> = d.colls.iter().map(|c| c.comm).collect();
        comms.sort_unstable();
        comms.dedup();
        for c in comms {
            if mine.insert((c, d.rank), l).is_some() {
                ok = false;
            }
        }
    }
    agree(
        ex,
        &(ok, mine),
        "collective members",
        Some(Members::new()),
        |acc, _, (ok, m): (bool, Members)| match (acc.as_mut(), ok) {
            (Some(a), true) => a.extend(m),
            _ => *acc = None,
        },
        |acc| acc,
    )
}
