//! Stage 4 of the partitioned replay (docs/SCALE.md, "Issue 40"): the processes of a
//! distributed analysis replay the patterns over their own locations instead of process 0
//! replaying all of them.
//!
//! It runs when nothing changes the records' times any more (no clock repair follows) and the
//! trace has no one-sided records (their matching reads other locations' records; such traces
//! are replayed on process 0 as before). Before it, every process learns in one gather and one
//! scatter what the replay reads beyond its own records: the MPI_Init and MPI_Finalize
//! aggregates over all ranks and the process grid (inferred from the message counts per rank
//! pair, summed over the processes). A pattern reads a message partner held elsewhere through
//! the partner mirrors of the distributed matching; Wavefront's questions about the steps of
//! such partners go to their owners in one all-to-all and come back answered in another.

use super::*;

/// One location as it travels to process 0: its records; when the owners replayed the
/// patterns, what the replay found, its waiting intervals as (start, end, pattern index);
/// when they repaired the clock, its correction.
pub(super) type Shipped = (
    LocData,
    Option<(LocOut, Vec<(u64, u64, u16)>)>,
    Option<clock::Correction>,
);

/// A process's share of the MPI_Init or MPI_Finalize aggregate: how many of its ranks made
/// the call, the latest enter with its location (the first such rank on ties) and the
/// earliest exit.
#[derive(Clone, Copy, Debug, serde::Serialize, serde::Deserialize)]
struct SetupPart {
    present: u32,
    latest: Option<(u64, u32)>,
    earliest_end: u64,
}

impl Default for SetupPart {
    fn default() -> SetupPart {
        SetupPart {
            present: 0,
            latest: None,
            earliest_end: u64::MAX,
        }
    }
}

impl SetupPart {
    /// Merge the part of the processes owning later ranks.
    fn merge(&mut self, o: &SetupPart) {
        self.present += o.present;
        if let Some(l) = o.latest {
            if self.latest.is_none_or(|m| l.0 > m.0) {
                self.latest = Some(l);
            }
        }
        self.earliest_end = self.earliest_end.min(o.earliest_end);
    }
}

/// What a process tells process 0.
#[derive(Default, serde::Serialize, serde::Deserialize)]
struct Told {
    /// Messages received per (source, destination) rank (empty if the grid is recorded).
    partners: Vec<((u32, u32), u64)>,
    setup: [SetupPart; 2],
}

/// What process 0 tells every process.
#[derive(Default, serde::Serialize, serde::Deserialize)]
struct Agreed {
    partners: Vec<((u32, u32), u64)>,
    /// Per MPI_Init, MPI_Finalize: (latest enter, its location, earliest exit) when every
    /// rank made the call.
    setup: [Option<(u64, u32, u64)>; 2],
}

/// For every rank among `locs` (local indices, in rank order), the index of its first set-up
/// record of the kind (`finalize`), on any of its locations.
fn first_setups(locs: &[LocData], ranks: u32, finalize: bool) -> Vec<(usize, usize)> {
    matching::rank_locations(locs, ranks)
        .iter()
        .filter_map(|my| {
            my.iter().find_map(|&l| {
                locs[l as usize]
                    .setup
                    .iter()
                    .position(|s| s.finalize == finalize)
                    .map(|i| (l as usize, i))
            })
        })
        .collect()
}

/// What the owners agree on before they replay the patterns (called when nothing changes
/// the times any more): the grid, and the set-up aggregates, which are written into the own
/// records.
pub(super) fn agree(
    locs: &mut [LocData],
    ids: &[u32],
    defs: &Defs,
    ex: &dyn Exchange,
) -> Result<Option<Grid>, Error> {
    let err = Error::Exchange;
    let mut told = Told::default();
    if !Grid::is_recorded(defs) {
        told.partners = crate::grid::partners(locs).into_iter().collect();
    }
    for (k, finalize) in [false, true].into_iter().enumerate() {
        for (l, i) in first_setups(locs, defs.ranks, finalize) {
            let d = &locs[l];
            let c = d.calls.at(d.setup[i].call as usize);
            told.setup[k].merge(&SetupPart {
                present: 1,
                latest: Some((c.enter, ids[l])),
                earliest_end: c.exit,
            });
        }
    }
    // Process 0 merges in process order, which is rank order.
    let complete = |p: &SetupPart| {
        (p.present == defs.ranks && p.present > 0)
            .then(|| p.latest.map(|(t, l)| (t, l, p.earliest_end)))
            .flatten()
    };
    let agreed: Agreed = crate::distributed::agree(
        ex,
        &told,
        "facts",
        (Told::default(), BTreeMap::<(u32, u32), u64>::new()),
        |(all, pairs), _, t: Told| {
            for (k, n) in t.partners {
                *pairs.entry(k).or_default() += n;
            }
            for k in 0..2 {
                all.setup[k].merge(&t.setup[k]);
            }
        },
        |(all, pairs)| Agreed {
            partners: pairs.into_iter().collect(),
            setup: [complete(&all.setup[0]), complete(&all.setup[1])],
        },
    )
    .map_err(err)?;
    for (k, finalize) in [false, true].into_iter().enumerate() {
        let Some((latest, latest_loc, earliest_end)) = agreed.setup[k] else {
            continue;
        };
        for (l, i) in first_setups(locs, defs.ranks, finalize) {
            let s = &mut locs[l].setup[i];
            s.latest = latest;
            s.latest_loc = latest_loc;
            s.earliest_end = earliest_end;
            s.complete = true;
        }
    }
    let grid = Grid::of_partners(defs, || agreed.partners.into_iter().collect());
    Ok(grid)
}

/// The pattern replay of this process's locations (`r.peers` holds them with their partners'
/// mirrors), after Wavefront's questions about locations of other processes were answered
/// by their owners. Every process calls it (the exchanges are collective).
pub(super) fn replay(
    r: &Replay<'_>,
    part: &Partition,
    ex: &dyn Exchange,
) -> Result<Vec<LocOut>, Error> {
    let err = Error::Exchange;
    let n = ex.size();
    let mut asked: Vec<Vec<wavefront::Probe>> = vec![Vec::new(); n];
    for p in questions(r).into_iter().flatten() {
        asked[part.owner(p.loc).min(n - 1)].push(p);
    }
    for v in &mut asked {
        v.sort_unstable();
        v.dedup();
    }
    let got: Vec<Vec<wavefront::Probe>> =
        crate::distributed::alltoall_values(ex, &asked, "questions").map_err(err)?;
    let replies: Vec<Vec<Option<wavefront::Dir>>> = got
        .iter()
        .map(|ps| {
            ps.par_iter()
                .map(|p| {
                    r.grid
                        .and_then(|g| wavefront::answer(r.peers, r.classes, g, p))
                })
                .collect()
        })
        .collect();
    let back: Vec<Vec<Option<wavefront::Dir>>> =
        crate::distributed::alltoall_values(ex, &replies, "answers").map_err(err)?;
    let mut answers: HashMap<wavefront::Probe, Option<wavefront::Dir>> = HashMap::default();
    for (q, ans) in back.into_iter().enumerate() {
        if ans.len() != asked[q].len() {
            return Err(Error::Exchange(format!(
                "process {q} answered {} of {} questions",
                ans.len(),
                asked[q].len()
            )));
        }
        answers.extend(asked[q].iter().copied().zip(ans));
    }
    Ok(detect(r, Some(&answers)))
}

/// The waiting intervals of a location as they travel (pattern index instead of id).
pub(super) fn pack_intervals(v: &[WaitInterval]) -> Vec<(u64, u64, u16)> {
    v.iter()
        .map(|w| {
            let p = PATTERNS
                .iter()
                .position(|p| p.meta().id == w.metric)
                .unwrap_or(0);
            (w.start_ns, w.end_ns, p as u16)
        })
        .collect()
}

/// [`pack_intervals`] undone, for location `loc`; a pattern index out of range is an error.
pub(super) fn unpack_intervals(
    loc: u32,
    v: &[(u64, u64, u16)],
) -> Result<Vec<WaitInterval>, String> {
    v.iter()
        .map(|&(start_ns, end_ns, p)| {
            let metric = PATTERNS
                .get(p as usize)
                .ok_or_else(|| format!("location {loc}: unknown pattern {p} of a wait interval"))?
                .meta()
                .id;
            Ok(WaitInterval {
                location: loc,
                start_ns,
                end_ns,
                metric,
            })
        })
        .collect()
}

/// The clock repair's parallel passes ([`clock::repair_parallel`]) over the processes'
/// own locations: in every pass each process sends the corrected times of its sends whose
/// receivers another process owns (by the previous pass's corrections, as a single process
/// reads them), reduces the collective instances on the corrected begins, and computes its
/// locations' corrections; the processes agree whether any correction changed and on the
/// largest jump. The same passes as a single process give the same fixed point. Returns the
/// own corrections and the largest jump, or `None` if the passes did not settle (then process
/// 0 repairs after gathering, finishing with the sequential worklist as a single process).
#[allow(clippy::too_many_arguments)]
pub(super) fn repair(
    locs: &[LocData],
    ids: &[u32],
    held: &[u32],
    defs: &Defs,
    part: &Partition,
    ninst: usize,
    ex: &dyn Exchange,
) -> Result<Option<(Vec<clock::Correction>, u64)>, Error> {
    let err = Error::Exchange;
    let (me, n) = (ex.rank(), ex.size());
    // The sends whose receivers another process owns: (location index, send index, owner,
    // receiving location, receive index).
    let crossing: Vec<(usize, u32, usize, u32, u32)> = locs
        .iter()
        .enumerate()
        .flat_map(|(l, d)| {
            d.sends.iter().enumerate().filter_map(move |(i, s)| {
                let q = part.owner(s.r_loc);
                (s.r_loc != NONE && q != me && q < n).then_some((l, i as u32, q, s.r_loc, s.r_idx))
            })
        })
        .collect();
    let mut corr = vec![clock::Correction::default(); locs.len()];
    for pass in 1..=clock::MAX_PASSES {
        let mut out: Vec<Vec<(u32, u32, u64)>> = vec![Vec::new(); n];
        for &(l, i, q, rl, ri) in &crossing {
            let t = locs[l].sends.at(i as usize).time;
            out[q].push((rl, ri, corr[l].apply(t)));
        }
        let got: Vec<Vec<(u32, u32, u64)>> =
            crate::distributed::alltoall_values(ex, &out, "corrected send times").map_err(err)?;
        drop(out);
        let sent: HashMap<(u32, u32), u64> = got
            .into_iter()
            .flatten()
            .map(|(l, i, t)| ((l, i), t))
            .collect();
        let red = matching::reduce_collectives(
            locs,
            ids,
            defs,
            part,
            ninst,
            &|l, b| corr[l].apply(b),
            ex,
        )
        .map_err(err)?;
        let mut deps: Vec<HashMap<u32, u64>> = vec![HashMap::default(); locs.len()];
        for (l, i, t) in red.deps {
            deps[l as usize].insert(i, t);
        }
        let next: Vec<(clock::Correction, u64)> = locs
            .par_iter()
            .enumerate()
            .map(|(li, l)| {
                clock::pass_location(
                    l,
                    |ri, r, c| {
                        if r.s_loc == ids[li] {
                            return Some(c.apply(l.sends.at(r.s_idx as usize).time));
                        }
                        match held.get(r.s_loc as usize) {
                            Some(&h) if h != NONE => {
                                let s = locs[h as usize].sends.at(r.s_idx as usize).time;
                                Some(corr[h as usize].apply(s))
                            }
                            _ => sent.get(&(ids[li], ri)).copied(),
                        }
                    },
                    |ci, _| deps[li].get(&(ci as u32)).copied(),
                )
            })
            .collect();
        let changed = next.iter().zip(&corr).any(|(a, b)| a.0.jumps != b.jumps);
        let shift = next.iter().map(|x| x.1).max().unwrap_or(0);
        corr = next.into_iter().map(|x| x.0).collect();
        // Agree on whether anything changed, and on the largest jump.
        let (any, max_shift): (bool, u64) = crate::distributed::agree(
            ex,
            &(changed, shift),
            "repair pass",
            (false, 0u64),
            |all, _, (c, s): (bool, u64)| *all = (all.0 | c, all.1.max(s)),
            |all| all,
        )
        .map_err(err)?;
        if !any {
            if std::env::var_os("PPW_ANALYSIS_TIMING").is_some() && me == 0 {
                eprintln!("[ppw-analysis] clock repair converged after {pass} distributed passes");
            }
            return Ok(Some((corr, max_shift)));
        }
    }
    Ok(None)
}

/// What process 0 gets from stage 5: the global call paths, every location's node-to-path
/// map and the severity cells, built without the records.
pub(super) struct Merged {
    pub(super) cps: Callpaths,
    pub(super) maps: Vec<Vec<u32>>,
    pub(super) cube: Severities,
    /// The automatic analyses' statistics per (rank, call path).
    pub(super) stats: BTreeMap<(u32, u32), stats::PathStat>,
    /// The frequency analysis's message counts per (sender rank, peer, call path).
    pub(super) frequency: crate::auto::frequency::Pairs,
}

/// Stage 5 of the partitioned replay (docs/SCALE.md): the call paths and the cells by
/// merging. Every process sends its locations' call trees to process 0, which numbers the
/// call paths in location order (the single process's ids) and sends each process its
/// locations' node-to-path maps; each process sums its locations' cells (`cells::sums`, from
/// the call trees and its replay's severities), the automatic analyses' statistics per
/// (rank, call path) and the frequency analysis's message counts per (sender rank, peer, call
/// path) (each receiving process sends the senders' processes its receiving calls' shares of
/// the messages first), and process 0 merges them (and fits the cells to the metric tree).
/// Returns this process's maps, and on process 0 what it merged.
pub(super) fn merge_cells(
    locs: &[LocData],
    ids: &[u32],
    held: &[u32],
    defs: &Defs,
    outs: &[Option<LocOut>],
    part: &Partition,
    ex: &dyn Exchange,
) -> Result<(Vec<Vec<u32>>, Option<Merged>), Error> {
    let err = Error::Exchange;
    let me = ex.rank();
    let blocks = part.blocks();
    let nloc = blocks.iter().map(|b| b.len()).sum::<usize>();
    let trees: Vec<&crate::replay::calltree::CallTree> = locs.iter().map(|l| &l.tree).collect();
    let mut all: Vec<Option<crate::replay::calltree::CallTree>> = Vec::new();
    if me == 0 {
        all = (0..nloc).map(|_| None).collect();
    }
    ex.gather(
        crate::distributed::encode(&trees).map_err(err)?,
        &mut |q, bytes| {
            let v: Vec<crate::replay::calltree::CallTree> =
                crate::distributed::decode(&bytes, &format!("call trees of process {q}"))?;
            if v.len() != blocks[q].len() {
                return Err(format!(
                    "process {q} sent {} call trees for its {} locations",
                    v.len(),
                    blocks[q].len()
                ));
            }
            for (&l, t) in blocks[q].iter().zip(v) {
                all[l as usize] = Some(t);
            }
            Ok(())
        },
    )
    .map_err(err)?;
    let mut merged = None;
    let parts = if me == 0 {
        let mut cps = Callpaths::new();
        let mut maps = Vec::with_capacity(nloc);
        for (l, t) in all.into_iter().enumerate() {
            let t = t.ok_or_else(|| Error::Exchange(format!("location {l}: no call tree")))?;
            maps.push(cps.add_tree(&t));
        }
        let parts = blocks
            .iter()
            .map(|b| {
                let v: Vec<&Vec<u32>> = b.iter().map(|&l| &maps[l as usize]).collect();
                crate::distributed::encode(&v)
            })
            .collect::<Result<Vec<_>, _>>()
            .map_err(err)?;
        merged = Some(Merged {
            cps,
            maps,
            cube: Severities::default(),
            stats: BTreeMap::new(),
            frequency: Default::default(),
        });
        Some(parts)
    } else {
        None
    };
    let mine: Vec<Vec<u32>> =
        crate::distributed::decode(&ex.scatter(parts).map_err(err)?, "call-path maps")
            .map_err(err)?;
    if mine.len() != locs.len() {
        return Err(Error::Exchange(format!(
            "{} call-path maps for this process's {} locations",
            mine.len(),
            locs.len()
        )));
    }
    let table = registry::table();
    let sev: Vec<&[((u16, u32), u64)]> = outs
        .iter()
        .map(|o| o.as_ref().map_or(&[][..], |o| o.sev.as_slice()))
        .collect();
    let sums = cells::sums(locs, &mine, &sev, &table);
    let own_stats = stats::path_stats(locs, &mine, defs);
    let own_pairs = frequency_pairs(locs, ids, held, &mine, part, ex)?;
    let mut cube = Severities::default();
    let mut all_stats: BTreeMap<(u32, u32), stats::PathStat> = BTreeMap::new();
    let mut all_pairs = crate::auto::frequency::Pairs::new();
    type Sums = (
        Severities,
        BTreeMap<(u32, u32), stats::PathStat>,
        crate::auto::frequency::Pairs,
    );
    ex.gather(
        crate::distributed::encode(&(sums, own_stats, own_pairs)).map_err(err)?,
        &mut |q, bytes| {
            let (c, st, pairs): Sums =
                crate::distributed::decode(&bytes, &format!("severity cells of process {q}"))?;
            cube.merge(c);
            crate::auto::frequency::add_pairs(&mut all_pairs, pairs);
            for (k, v) in st {
                match all_stats.entry(k) {
                    std::collections::btree_map::Entry::Vacant(e) => {
                        e.insert(v);
                    }
                    std::collections::btree_map::Entry::Occupied(mut e) => e.get_mut().merge(&v),
                }
            }
            Ok(())
        },
    )
    .map_err(err)?;
    if let Some(m) = &mut merged {
        cells::fit(&mut cube, &table);
        m.cube = cube;
        m.stats = all_stats;
        m.frequency = all_pairs;
    }
    Ok((mine, merged))
}

/// This process's part of the frequency analysis's message counts (see
/// `auto::frequency::loc_pairs`): a message's time includes the receiving call's share, which
/// for a receiver held elsewhere its process sends (one all-to-all).
fn frequency_pairs(
    locs: &[LocData],
    ids: &[u32],
    held: &[u32],
    maps: &[Vec<u32>],
    part: &Partition,
    ex: &dyn Exchange,
) -> Result<crate::auto::frequency::Pairs, Error> {
    use crate::auto::frequency::{add_pairs, loc_pairs, per_call, share};
    let (me, n) = (ex.rank(), ex.size());
    let per: Vec<_> = locs.par_iter().map(per_call).collect();
    // The shares of the receives whose senders another process holds, to those processes:
    // (sending location, send index, share).
    let mut out: Vec<Vec<(u32, u32, u64)>> = vec![Vec::new(); n];
    for (l, d) in locs.iter().enumerate() {
        for r in d.recvs.iter() {
            let q = part.owner(r.s_loc);
            if r.s_loc != NONE && q != me && q < n {
                out[q].push((r.s_loc, r.s_idx, share(d, &per[l], r.call)));
            }
        }
    }
    let got: Vec<Vec<(u32, u32, u64)>> =
        crate::distributed::alltoall_values(ex, &out, "receive shares").map_err(Error::Exchange)?;
    drop(out);
    let remote: HashMap<(u32, u32), u64> = got
        .into_iter()
        .flatten()
        .map(|(l, i, x)| ((l, i), x))
        .collect();
    let partial: Vec<_> = locs
        .par_iter()
        .enumerate()
        .map(|(l, d)| {
            loc_pairs(d, &maps[l], &per[l], |i, s| {
                match held.get(s.r_loc as usize) {
                    Some(&h) if h != NONE => {
                        let rd = &locs[h as usize];
                        let r = rd.recvs.at(s.r_idx as usize);
                        share(rd, &per[h as usize], r.call)
                    }
                    _ => remote.get(&(ids[l], i)).copied().unwrap_or(0),
                }
            })
        })
        .collect();
    let mut pairs = crate::auto::frequency::Pairs::new();
    for m in partial {
        add_pairs(&mut pairs, m);
    }
    Ok(pairs)
}

/// What process 0 reports of the one-sided records: the statistics per window and rank, the
/// shared objects.
pub(super) type OneSided = (
    Vec<crate::result::analysis::WindowStats>,
    Vec<crate::result::analysis::SharedObject>,
);

/// The one-sided statistics and the shared objects by merging: the processes agree on the
/// allocations of the first location that made any (they name the PGAS objects); each makes
/// the rows of its ranks and sums its accesses; process 0 puts the rows together in process
/// order and merges the sums (`Some` on process 0 only).
pub(super) fn one_sided(
    defs: &Defs,
    locs: &[LocData],
    ids: &[u32],
    classes: &[RegionClass],
    ex: &dyn Exchange,
) -> Result<Option<OneSided>, Error> {
    use crate::distribution::{first_allocs, Alloc};
    let err = Error::Exchange;
    let allocs: Vec<Alloc> = crate::distributed::agree(
        ex,
        &first_allocs(defs, locs, ids),
        "allocations",
        None::<(u32, Vec<Alloc>)>,
        |acc, _, x: Option<(u32, Vec<Alloc>)>| {
            if let Some(x) = x {
                if acc.as_ref().is_none_or(|a| x.0 < a.0) {
                    *acc = Some(x);
                }
            }
        },
        |acc| acc.map(|a| a.1).unwrap_or_default(),
    )
    .map_err(err)?;
    let rows = crate::auto::onesided::window_rows(defs, locs, classes, &allocs);
    let sums = crate::distribution::part(defs, locs, ids, &allocs);
    // (The rows skip empty fields when serialized: they travel as JSON.)
    let rows = serde_json::to_string(&rows).map_err(|e| err(e.to_string()))?;
    let mut all_rows = Vec::new();
    let mut all_sums = crate::distribution::Part::default();
    let mut damaged = None;
    let zero = crate::distributed::gather_to_0(
        ex,
        (rows, sums),
        "one-sided statistics",
        |(r, s): (String, crate::distribution::Part)| {
            match serde_json::from_str::<Vec<crate::result::analysis::WindowStats>>(&r) {
                Ok(r) => all_rows.extend(r),
                Err(e) => damaged = Some(format!("damaged one-sided statistics: {e}")),
            }
            all_sums.merge(s);
        },
    )
    .map_err(err)?;
    if let Some(e) = damaged {
        return Err(err(e));
    }
    if !zero {
        return Ok(None);
    }
    crate::auto::onesided::sort_rows(&mut all_rows);
    let objects = crate::distribution::finish(defs, &allocs, all_sums);
    Ok(Some((all_rows, objects)))
}
