//! Stage 8 of the partitioned replay (docs/SCALE.md, "Issue 40"): the automatic analyses ask
//! the processes that hold the locations' records instead of reading the records on process 0.
//!
//! Process 0 sends a [`Question`] to every process (itself included); each answers for its own
//! locations ([`answer`]), and process 0 gets the answers in location order
//! ([`crate::auto::ask::per_location`]). The other processes wait in [`serve`] until process 0 says
//! [`Question::Next`]. Every answer is computed by the same per-location or per-process
//! function that a single process calls over all its locations or ranks, so the results are
//! the same bits.

use crate::auto::ask::{Asker, Question, View};
use crate::auto::cause::Window;
use crate::auto::{balance, bottleneck, redundancy};
use crate::distributed::{agree, decode, encode, Exchange};
use crate::replay::records::{LocData, NONE};
use ppw_event::Defs;
use rayon::prelude::*;
use std::collections::BTreeMap;
use std::sync::Mutex;

/// (communicator, rank) -> the locations that made the rank's collectives on it: one
/// location as `[(NONE, location)]`, else (instance, location) per complete instance, sorted
/// (ranks whose threads make collectives).
pub(crate) type Members = BTreeMap<(u32, u32), Vec<(u32, u32)>>;

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
    /// The locations of the members of instance `inst` on communicator `comm`, in the
    /// communicator's order (`u32::MAX` for a member that made none of its collectives).
    fn members_of(&self, inst: u32, comm: u32) -> Vec<u32> {
        let of = |r: u32| -> u32 {
            match self.members.get(&(comm, r)).map(Vec::as_slice) {
                Some(&[(NONE, l)]) => l,
                Some(v) => v
                    .binary_search_by_key(&inst, |x| x.0)
                    .map_or(u32::MAX, |k| v[k].1),
                None => u32::MAX,
            }
        };
        self.defs
            .comm(ppw_event::CommId(comm))
            .map_or_else(Vec::new, |c| c.members.iter().map(|&r| of(r)).collect())
    }
}

impl<'a> Held<'a> {
    /// The held locations' data and maps by global id.
    fn loc(&self, l: u32) -> (&'a LocData, &'a [u32]) {
        match self.ids.binary_search(&l) {
            Ok(i) => (self.locs[i], self.maps[i]),
            Err(_) => (&EMPTY, &[]),
        }
    }
}

/// What a location this process does not hold reads as (never asked for: the views name only
/// held locations).
static EMPTY: std::sync::LazyLock<LocData> = std::sync::LazyLock::new(|| LocData::empty(0, 0, 0));

/// The block level's view of the held ranks: every held location's global collectives as
/// (instance, collective index), sorted, to find a rank's member of an instance.
fn with_view<R>(h: &Held<'_>, f: impl FnOnce(&View<'_>) -> R) -> R {
    let nranks = h.defs.ranks;
    // (A rank's threads need not follow it in location order.)
    let mut by_rank: BTreeMap<u32, Vec<u32>> = BTreeMap::new();
    for (d, &l) in h.locs.iter().zip(&h.ids) {
        if d.rank < nranks {
            by_rank.entry(d.rank).or_default().push(l);
        }
    }
    let ranks: Vec<(u32, Vec<u32>)> = by_rank.into_iter().collect();
    // Built on the first question about an instance's member (the block level's).
    let global: std::sync::OnceLock<Vec<Vec<(u32, u32)>>> = std::sync::OnceLock::new();
    let global = || {
        global.get_or_init(|| {
            h.locs
                .par_iter()
                .map(|d| {
                    let mut v: Vec<(u32, u32)> = d
                        .colls
                        .iter()
                        .enumerate()
                        .filter(|(_, c)| {
                            c.instance != crate::replay::records::NONE
                                && h.defs
                                    .comm(ppw_event::CommId(c.comm))
                                    .is_some_and(|x| x.members.len() == nranks as usize)
                        })
                        .map(|(i, c)| (c.instance, i as u32))
                        .collect();
                    v.sort_unstable();
                    v
                })
                .collect()
        })
    };
    let loc = |l: u32| h.loc(l);
    let member = |k: u32, r: u32| -> Option<(u32, u32)> {
        let at = ranks.binary_search_by_key(&r, |x| x.0).ok()?;
        ranks[at].1.iter().find_map(|&l| {
            let v = &global()[h.ids.binary_search(&l).ok()?];
            let j = v.partition_point(|x| x.0 < k);
            v.get(j).filter(|x| x.0 == k).map(|x| (l, x.1))
        })
    };
    let view = View {
        defs: h.defs,
        ranks: ranks.clone(),
        loc: &loc,
        member: &member,
    };
    f(&view)
}

/// This process's answer to `q`, encoded: one item per held location, or for the block
/// level one item for the process.
fn answer(q: &Question, h: &Held<'_>) -> Result<Vec<u8>, String> {
    match q {
        Question::Next => Ok(Vec::new()),
        Question::BlockOrder => encode(&with_view(h, balance::order_part)),
        Question::Blocks(o) => encode(&with_view(h, |v| balance::block_parts(v, o))),
        Question::BlockWindows(o, want) => {
            encode(&with_view(h, |v| balance::block_windows(v, o, want)))
        }
        Question::Transfers => {
            let n = h.defs.ranks;
            let v: Vec<Vec<(u32, u64, u64)>> =
                h.locs.par_iter().map(|d| d.sent_per_peer(n)).collect();
            encode(&v)
        }
        Question::IdleBarriers => encode(&with_view(h, redundancy::idle_part)),
        Question::BarrierSites(red) => encode(&with_view(h, |v| redundancy::site_part(v, red))),
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
                        &|inst, comm| h.members_of(inst, comm),
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
    failed: Mutex<Option<String>>,
}

impl<'a> Owners<'a> {
    pub(crate) fn new(ex: &'a dyn Exchange, held: Held<'a>, blocks: Vec<Vec<u32>>) -> Owners<'a> {
        Owners {
            ex,
            held,
            blocks,
            failed: Mutex::new(None),
        }
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

impl Asker for Owners<'_> {
    fn round(
        &self,
        q: &Question,
        take: &mut dyn FnMut(usize, Vec<u8>) -> Result<(), String>,
    ) -> Result<(), String> {
        if self.failure().is_some() {
            return Err("an earlier question failed".into());
        }
        let n = self.ex.size();
        self.ex.scatter(Some(vec![encode(q)?; n]))?;
        self.ex.gather(answer(q, &self.held)?, take)
    }

    fn blocks(&self) -> &[Vec<u32>] {
        &self.blocks
    }

    fn fail(&self, e: String) {
        self.failed
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .get_or_insert(e);
    }
}

/// Which locations of every rank made its collectives on each communicator ([`Members`]),
/// agreed over all processes (each owns whole ranks).
pub(crate) fn members(locs: &[LocData], ids: &[u32], ex: &dyn Exchange) -> Result<Members, String> {
    // (communicator, rank) -> (instance, location) of its complete instances.
    let mut all: BTreeMap<(u32, u32), Vec<(u32, u32)>> = BTreeMap::new();
    for (d, &l) in locs.iter().zip(ids) {
        for c in d.colls.iter().filter(|c| c.instance != NONE) {
            all.entry((c.comm, d.rank))
                .or_default()
                .push((c.instance, l));
        }
    }
    let mine: Members = all
        .into_iter()
        .map(|(k, mut v)| {
            let one = v[0].1;
            if v.iter().all(|x| x.1 == one) {
                (k, vec![(NONE, one)])
            } else {
                v.sort_unstable();
                (k, v)
            }
        })
        .collect();
    agree(
        ex,
        &mine,
        "collective members",
        Members::new(),
        |acc, _, m: Members| acc.extend(m),
        |acc| acc,
    )
}
