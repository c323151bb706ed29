//! The analysis driver: the steps of [`crate::analyze`] in order, one function each.
//!
//! 1. [`read`]: one streaming pass per location (parallel) into call trees and records.
//! 2. matching ([`matching::match_p2p`], [`matching::match_collectives`]): messages,
//!    collective instances, requests. (Distributed, the processes that own the ranks match
//!    the messages and number the collective instances during step 1:
//!    `matching::match_p2p_distributed`, `matching::number_collectives_distributed`.)
//! 3. [`repair_clock`]: count and repair clock-condition violations, then aggregate collective
//!    and set-up instances on the corrected clock.
//! 4. [`detect`]: the pattern replay per location (parallel).
//! 5. [`severities`]: the (metric, rank, call path) cells and call-path names.
//! 6. [`candidates`]: significant (pattern, call path) pairs; then the automatic analyses'
//!    first step on the call-path statistics ([`facts`], `auto::prepare`).
//! 7. [`causes`]: the second pass answering every time-window request (wait-state findings and
//!    automatic analyses alike).
//! 8. [`wait_findings`] and the automatic analyses' findings join one ranked list;
//!    [`output`] assembles the JSON model.
//!
//! Distributed (docs/SCALE.md, "Issue 40"), every process runs steps 2-5 on its own
//! locations before its records travel to process 0 ([`owned`]): the clock repair, the
//! collective aggregation, the pattern replay and the cells; process 0 merges and goes on
//! from step 6. What a step cannot do on the owners yet (one-sided traces' replay, a repair
//! that does not settle) process 0 does after gathering, as a single process.

mod causes;
mod owned;

use crate::auto;
use crate::auto::stats::{self, Facts};
use crate::distributed::{Exchange, Partition};
use crate::grid::Grid;
use crate::patterns::{self, wavefront, Cx, Peers, PATTERNS};
use crate::replay::calltree::Callpaths;
use crate::replay::classify::{classify, RegionClass};
use crate::replay::clock::{self, Correction};
use crate::replay::matching::{self, CollTable, Instances, P2pSummary};
use crate::replay::records::{LocData, NONE};
use crate::replay::store::{Arena, Records};
use crate::result::analysis::*;
use crate::result::findings::{self, Candidate, CauseData};
use crate::result::text::{rank_list, secs};
use crate::severity::cells::{self, Severities};
use crate::severity::registry::{self, MetricDef, MetricRole, Source};
use crate::{Error, Options, Thresholds};
use causes::{CauseInput, LocOut, Request};
use ppw_event::{Defs, LocationId, TraceSource};
use rayon::prelude::*;
use rustc_hash::FxHashMap as HashMap;
use std::collections::BTreeMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;

/// Progress over the two passes (one unit per location and pass).
struct Progress<'a> {
    f: Option<&'a (dyn Fn(u64, u64) + Send + Sync)>,
    done: AtomicU64,
    total: u64,
}

impl Progress<'_> {
    fn step(&self, n: u64) {
        let d = self.done.fetch_add(n, Ordering::Relaxed) + n;
        if let Some(f) = self.f {
            f(d.min(self.total), self.total);
        }
    }
}

/// Step timings on stderr when `PPW_ANALYSIS_TIMING` is set.
struct Timer {
    on: bool,
    t0: Instant,
    /// "" for one process, " p/K" for process p of a distributed analysis.
    who: String,
}

impl Timer {
    fn new(ex: Option<&dyn Exchange>) -> Timer {
        Timer {
            on: std::env::var_os("PPW_ANALYSIS_TIMING").is_some(),
            t0: Instant::now(),
            who: ex.map_or(String::new(), |ex| format!(" {}/{}", ex.rank(), ex.size())),
        }
    }

    /// The records the read kept, by kind (MiB and bytes per event): where the analysis's
    /// memory goes.
    fn memory(&self, locs: &[LocData]) {
        if !self.on {
            return;
        }
        fn bytes<T>(v: &[T]) -> u64 {
            std::mem::size_of_val(v) as u64
        }
        let events: u64 = locs.iter().map(|l| l.events).sum::<u64>().max(1);
        let parts: [(&str, u64); 8] = [
            ("call tree", locs.iter().map(|l| bytes(&l.tree.nodes)).sum()),
            ("calls", locs.iter().map(|l| l.calls.bytes()).sum()),
            ("sends", locs.iter().map(|l| l.sends.bytes()).sum()),
            ("receives", locs.iter().map(|l| l.recvs.bytes()).sum()),
            ("collectives", locs.iter().map(|l| l.colls.bytes()).sum()),
            ("barriers", locs.iter().map(|l| l.barriers.bytes()).sum()),
            (
                "one-sided",
                locs.iter()
                    .map(|l| bytes(&l.rma) + bytes(&l.rma_ops) + bytes(&l.rma_syncs))
                    .sum(),
            ),
            ("MPI calls", locs.iter().map(|l| bytes(&l.mpi_calls)).sum()),
        ];
        for (name, b) in parts {
            eprintln!(
                "[ppw-analysis]   {name:<12} {:>10.1} MiB {:>6.2} bytes/event",
                b as f64 / (1 << 20) as f64,
                b as f64 / events as f64
            );
        }
    }

    /// [`Timer::done`], then the records on the heap and in files, to tell them from the rest
    /// of the heap.
    fn step(&self, step: &str, locs: &[LocData]) {
        self.done(step);
        if self.on {
            let heap: u64 = locs.iter().map(|l| l.heap_record_bytes()).sum();
            let all: u64 = locs.iter().map(|l| l.record_bytes()).sum();
            eprintln!(
                "[ppw-analysis]   records: {:.1} MiB on the heap, {:.1} MiB in files",
                heap as f64 / (1 << 20) as f64,
                all.saturating_sub(heap) as f64 / (1 << 20) as f64
            );
        }
    }

    fn done(&self, step: &str) {
        if self.on {
            eprintln!(
                "[ppw-analysis{}] {step:<12} {:>8.3} s{}",
                self.who,
                self.t0.elapsed().as_secs_f64(),
                crate::timing::memory_now()
            );
        }
    }
}

/// See [`crate::analyze`].
pub(crate) fn run(src: &dyn TraceSource, opts: &Options) -> Result<Analysis, Error> {
    in_pool(opts, || run_in_pool(src, opts, None))?
        .ok_or_else(|| Error::Exchange("the analysis produced no result".into()))
}

/// See [`crate::analyze_distributed`].
pub(crate) fn run_distributed(
    src: &dyn TraceSource,
    opts: &Options,
    ex: &dyn Exchange,
) -> Result<Option<Analysis>, Error> {
    in_pool(opts, || run_in_pool(src, opts, Some(ex)))
}

fn in_pool<T: Send>(
    opts: &Options,
    f: impl FnOnce() -> Result<T, Error> + Send,
) -> Result<T, Error> {
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(opts.threads)
        .build()
        .map_err(|e| Error::ThreadPool(e.to_string()))?;
    pool.install(f)
}

/// The whole pipeline; with an exchange, this process reads only its locations, and only
/// process 0 runs the steps after the read (the others answer its cause requests and return
/// `None`).
fn run_in_pool(
    src: &dyn TraceSource,
    opts: &Options,
    ex: Option<&dyn Exchange>,
) -> Result<Option<Analysis>, Error> {
    let only;
    let src: &dyn TraceSource = match &opts.phase {
        Some(name) => {
            only = crate::phase::Only::new(src, name).map_err(Error::Phase)?;
            &only
        }
        None => src,
    };
    let defs = src.defs();
    if defs.locations.is_empty() {
        return Err(Error::Empty);
    }
    let classes = classify(defs);
    let nloc = defs.locations.len();
    let progress = Progress {
        f: opts.progress.as_deref(),
        done: AtomicU64::new(0),
        total: 2 * nloc as u64,
    };
    let timer = Timer::new(ex);
    let mut warnings: Vec<String> = defs.warnings.clone();

    let budget = Budget::new(opts);
    let (mut locs, by_rank, p2p, colls, mut owned) = match read(
        src,
        &classes,
        opts,
        &progress,
        &mut warnings,
        ex,
        &budget,
        &timer,
    )? {
        Read::All(locs, by_rank, p2p, colls, owned) => (locs, by_rank, p2p, colls, owned),
        Read::Owner(kept) => {
            // Not process 0: answer process 0's questions about this process's locations (stage
            // 8), stream them for process 0's second pass (cause windows and time maps), then
            // take part in the root-cause analyses.
            if let Some(ex) = ex {
                let Kept {
                    ids,
                    mut locs,
                    answers,
                    causes: kept_causes,
                    roots,
                } = kept;
                if let Some((maps, members)) = &answers {
                    let held = auto::owners::Held {
                        defs,
                        locs: locs.iter().collect(),
                        ids: ids.clone(),
                        maps: maps.iter().map(Vec::as_slice).collect(),
                        members,
                    };
                    auto::owners::serve(ex, &held).map_err(Error::Exchange)?;
                    drop(held);
                    locs.iter_mut().for_each(LocData::strip);
                    timer.done("answered questions");
                }
                let trees: Vec<(u32, crate::replay::calltree::CallTree)> =
                    ids.iter().zip(locs).map(|(&l, d)| (l, d.tree)).collect();
                let held = roots.as_ref().and_then(|r| r.held.as_ref().ok());
                let segs = match &answers {
                    Some((maps, _)) => causes::serve_owned(
                        src,
                        ex,
                        causes::OwnCauses {
                            ids: &ids,
                            ranks: trees
                                .iter()
                                .map(|(l, _)| defs.locations[*l as usize].rank)
                                .collect(),
                            trees: trees.iter().map(|t| &t.1).collect(),
                            maps: maps.iter().map(Vec::as_slice).collect(),
                            outs: kept_causes,
                        },
                        held.map(|h| h.bounds()),
                    )?,
                    None => causes::serve(src, ex, &trees, held.map(|h| h.bounds()))?,
                };
                timer.done("served the second pass");
                if let Some(Roots { held: Ok(h), maps }) = &roots {
                    let ranks: Vec<u32> = defs.locations.iter().map(|l| l.rank).collect();
                    let part = Partition::of(defs, ex.size());
                    crate::rootcause::owned::finish(
                        h,
                        &segs,
                        maps,
                        &ranks,
                        Vec::new(),
                        opts.root_cause,
                        opts.critical_path,
                        &part,
                        ex,
                    )
                    .map_err(Error::Exchange)?;
                    timer.done("root cause");
                }
            }
            return Ok(None);
        }
    };
    timer.step("read", &locs);
    timer.memory(&locs);
    // Distributed: the point-to-point clock violations the owners counted.
    let owned_violations = p2p.as_ref().map(|s| s.violations);
    let messages = match p2p {
        Some(p2p) => p2p.report(&mut warnings),
        None => matching::match_p2p(&mut locs, &by_rank, &mut warnings),
    };
    budget.enforce(&mut locs);
    timer.step("match p2p", &locs);
    // Stage 8: when the owners answer for their records, process 0 holds only its own, and
    // the automatic analyses ask the owners instead of reading the instances.
    let answers = owned.as_ref().is_some_and(|o| o.members.is_some());
    let (mut insts, ninst) = match colls {
        Some(table) if answers => (
            Instances::default(),
            matching::instance_count(&table, defs, &mut warnings),
        ),
        Some(table) => {
            let i = matching::instances_from_ids(&locs, defs, &table, &mut warnings);
            let n = i.len() as u64;
            (i, n)
        }
        None => {
            let i =
                matching::match_collectives(&mut locs, &by_rank, defs, budget.limit, &mut warnings);
            let n = i.len() as u64;
            (i, n)
        }
    };
    budget.enforce(&mut locs);
    budget.keep_other(insts.members_mut());
    timer.step("match coll", &locs);
    let mut partitioned: Vec<String> = Vec::new();
    if ex.is_some() {
        partitioned.push("matching".into());
    }
    let repaired = owned.as_mut().and_then(|o| o.repaired.take());
    let roots = owned.as_mut().and_then(|o| o.roots.take());
    let members = owned.as_mut().and_then(|o| o.members.take());
    let data_part = owned.as_mut().and_then(|o| o.data.take());
    let onesided_counts = owned.as_mut().and_then(|o| o.onesided.take());
    let (window_rows, shared) = match owned.as_mut().and_then(|o| o.one_sided.take()) {
        Some((w, s)) => (Some(w), Some(s)),
        None => (None, None),
    };
    if repaired.is_some() {
        partitioned.push("clock repair".into());
    }
    let (clock_report, corrections) = repair_clock(
        &mut locs,
        &insts,
        opts,
        owned_violations.zip(owned.as_ref().map(|o| o.coll_violations)),
        repaired,
        &mut warnings,
    );
    if owned.as_ref().is_some_and(|o| o.earliest_end.is_some()) {
        partitioned.push("collectives".into());
    }
    if owned.as_ref().is_some_and(|o| o.outs.is_some()) {
        partitioned.push("patterns".into());
    }
    let (earliest_end, replayed, merged, agreed_grid) = match owned {
        Some(Owned {
            earliest_end: Some(ee),
            outs,
            merged,
            grid,
            ..
        }) => (ee, outs, merged, grid),
        _ => (
            matching::aggregate_collectives(&mut locs, &insts),
            None,
            None,
            None,
        ),
    };
    // The owners that replayed aggregated MPI_Init and MPI_Finalize.
    matching::aggregate_setup(&mut locs, &by_rank, &mut warnings, replayed.is_none());
    // (The owners that replayed matched the one-sided records.)
    match onesided_counts {
        Some(counts) => warnings.extend(crate::replay::onesided::count_warnings(counts)),
        None => crate::replay::onesided::match_onesided(
            &mut locs,
            defs,
            &|i, _| insts.get(i as usize).map_or(0, |x| x.members.len() as u32),
            &mut warnings,
        ),
    }
    budget.enforce(&mut locs);
    timer.step("clock", &locs);
    timer.memory(&locs);
    let cap = window_cap(opts);
    let grid = match agreed_grid {
        Some(g) => g,
        None => Grid::of(defs, &locs),
    };
    let mut outs = match replayed {
        Some(outs) => outs,
        None => detect(
            &Replay {
                peers: &Peers::all(&locs),
                ids: None,
                defs,
                classes: &classes,
                earliest_end: &earliest_end,
                grid: grid.as_ref(),
                opts,
                cap,
                budget: &budget,
            },
            None,
        ),
    };
    let wait_intervals: Vec<WaitInterval> = outs
        .iter_mut()
        .flat_map(|o| std::mem::take(&mut o.intervals))
        .collect();
    timer.step("patterns", &locs);
    if timer.on {
        let n = |f: &dyn Fn(&LocOut) -> usize| outs.iter().map(f).sum::<usize>();
        eprintln!(
            "[ppw-analysis]   {} time-window requests ({:.1} MiB), {} blame entries ({:.1} MiB), \
             {} severity entries",
            n(&|o| o.windows.len()),
            n(&|o| o.windows.bytes() as usize) as f64 / (1 << 20) as f64,
            n(&|o| o.blame.len()),
            n(&|o| o.blame.bytes() as usize) as f64 / (1 << 20) as f64,
            n(&|o| o.sev.len()),
        );
    }
    if merged.is_some() {
        partitioned.push("cells".into());
    }
    let mut merged = merged;
    let merged_stats = merged.as_mut().map(|m| std::mem::take(&mut m.stats));
    let merged_frequency = merged.as_mut().map(|m| std::mem::take(&mut m.frequency));
    let mut sev = severities(&locs, &outs, defs, merged);
    let waits: Vec<Vec<crate::rootcause::WaitHit>> = outs
        .iter_mut()
        .map(|o| std::mem::take(&mut o.waits))
        .collect();
    let rc_input = crate::rootcause::Input {
        defs,
        locs: &locs,
        maps: &sev.maps,
        parents: sev.cps.paths.iter().map(|p| p.0).collect(),
        earliest_end: &earliest_end,
        waits: &waits,
        root_cause: opts.root_cause,
        critical_path: opts.critical_path,
        memory: budget
            .limit
            .saturating_sub(locs.iter().map(|l| l.heap_record_bytes()).sum()),
    };
    // Partitioned (stage 7): the owners hold the points; process 0 cuts its own locations'
    // time maps.
    let (points, bounds) = match &roots {
        Some(r) => {
            let mut b = vec![Vec::new(); locs.len()];
            if let Ok(h) = &r.held {
                partitioned.push("root cause".into());
                for (&l, x) in h.ids.iter().zip(h.bounds()) {
                    b[l as usize] = x;
                }
            }
            (crate::rootcause::Points::none(), b)
        }
        None => {
            let points = crate::rootcause::points(&rc_input);
            let bounds = points.bounds();
            (points, bounds)
        }
    };
    timer.step("synchronization points", &locs);
    let mut cands = candidates(&sev, opts);
    name_windows(&mut cands, &outs, &sev, defs, grid.as_ref());
    timer.done("cube");

    let th = Thresholds {
        min_fraction: opts.min_fraction,
        min_seconds: opts.min_seconds,
        ..opts.thresholds.clone()
    };
    let stats = match merged_stats {
        Some(s) => s,
        None => stats::path_stats(&locs, &sev.maps, defs),
    };
    // Stage 8: process 0 asks the owners about their records.
    let owners = match (ex, &members) {
        (Some(ex), Some(members)) => {
            let part = Partition::of(defs, ex.size());
            let mine = part.locations(0);
            let held = auto::owners::Held {
                defs,
                locs: mine.iter().map(|&l| &locs[l as usize]).collect(),
                maps: mine
                    .iter()
                    .map(|&l| sev.maps[l as usize].as_slice())
                    .collect(),
                ids: mine,
                members,
            };
            Some(auto::owners::Owners::new(ex, held, part.blocks()))
        }
        _ => None,
    };
    let facts = Facts {
        defs,
        locs: &locs,
        maps: &sev.maps,
        cps: &sev.cps,
        names: &sev.names,
        classes: &classes,
        by_rank: &by_rank,
        insts: &insts,
        th: &th,
        total_ns: sev.total_ns,
        rank_core: stats::core_times(&stats, defs.ranks, &sev.cps, &classes),
        stats,
        frequency: merged_frequency,
        waits: waits_per_path(&sev),
        traced: locs.iter().any(|l| l.events > 0),
        cpu_sampled: locs.iter().any(|l| l.cpu_samples > 0),
        owners: owners.as_ref().map(|o| o as &dyn auto::ask::Asker),
    };
    let prepared = auto::prepare(
        &facts,
        opts.baseline.as_ref(),
        cap,
        cands.len() as u32,
        opts.cause,
    );
    let transfers = transfers(
        defs,
        &locs,
        owners.as_ref().map(|o| o as &dyn auto::ask::Asker),
    );
    if let Some(o) = &owners {
        o.next().map_err(Error::Exchange)?;
        if let Some(e) = o.failure() {
            return Err(Error::Exchange(e));
        }
        partitioned.push("automatic".into());
    }
    timer.step("automatic", &locs);

    // Call paths of ppw's own work (flushes, set-up), whose share of a waiting interval is
    // discounted from wait-state findings.
    let measure: Vec<bool> = (0..sev.names.len() as u32)
        .map(|cp| facts.under_measurement(cp))
        .collect();
    let input = CauseInput {
        src,
        locs: &locs,
        maps: &sev.maps,
        names: &sev.names,
        corrections: &corrections,
        cands: &cands,
        extra: &prepared.windows,
        measure: &measure,
        nids: cands.len() + prepared.ids as usize,
        cap,
        bounds: &bounds,
    };
    let ((cause_data, auto_answers, segs), pair_waits) = match (ex, members.is_some()) {
        // Stage 6: the owners batch their windows and blame themselves.
        (Some(ex), true) => {
            let mine = Partition::of(defs, ex.size()).locations(0);
            let mut outs = outs;
            let own = causes::OwnCauses {
                ranks: mine.iter().map(|&l| locs[l as usize].rank).collect(),
                trees: mine.iter().map(|&l| &locs[l as usize].tree).collect(),
                maps: mine
                    .iter()
                    .map(|&l| sev.maps[l as usize].as_slice())
                    .collect(),
                outs: mine
                    .iter()
                    .map(|&l| {
                        let o = &mut outs[l as usize];
                        (std::mem::take(&mut o.windows), std::mem::take(&mut o.blame))
                    })
                    .collect(),
                ids: &mine,
            };
            drop(outs);
            let topo = !defs.topologies.is_empty();
            causes::run_owned(&input, own, opts.cause, topo, &progress, ex)?
        }
        _ => {
            let pw = if defs.topologies.is_empty() {
                Default::default()
            } else {
                pair_waits(&locs, &outs)
            };
            (causes::run(&input, outs, opts.cause, &progress, ex)?, pw)
        }
    };
    drop(bounds);
    timer.step("second pass", &locs);
    let impact = match (roots, ex) {
        (Some(Roots { held: Ok(h), maps }), Some(ex)) => {
            let mut segs = segs;
            let own: Vec<_> = h
                .ids
                .iter()
                .map(|&l| std::mem::take(&mut segs[l as usize]))
                .collect();
            drop(segs);
            let ranks: Vec<u32> = locs.iter().map(|l| l.rank).collect();
            crate::rootcause::owned::finish(
                &h,
                &own,
                &maps,
                &ranks,
                rc_input.parents.clone(),
                opts.root_cause,
                opts.critical_path,
                &Partition::of(defs, ex.size()),
                ex,
            )
            .map_err(Error::Exchange)?
            .unwrap_or_default()
        }
        (Some(Roots { held: Err(why), .. }), _) => crate::rootcause::Output {
            skipped: Some(why),
            ..Default::default()
        },
        _ => crate::rootcause::finish(&rc_input, points, segs),
    };
    drop(waits);
    let impact_skipped = impact.skipped.is_some();
    warnings.extend(impact.skipped.clone());
    cells::add_impact(&mut sev.cube, &sev.table, &impact.values);
    timer.done("impact cells");
    timer.step("root cause", &locs);
    if timer.on {
        eprintln!(
            "[ppw-analysis]   {} synchronization points, {} critical-path stretches",
            impact.points,
            impact.stretches.len()
        );
    }
    let auto_out = auto::finish(&facts, prepared, &auto_answers, opts.cause);
    let (mut findings, measurement_notes) = wait_findings(defs, &sev, &cands, &cause_data, opts);
    let nwait = findings.len();
    findings.extend(auto_out.findings);
    findings::rank(&mut findings, nwait);
    // What to fix first: the findings' gains, the root causes, the critical path.
    let parents: Vec<u32> = sev.cps.paths.iter().map(|p| p.0).collect();
    let leaf = |cp: u32| {
        let r = sev.cps.paths[cp as usize].1;
        defs.regions
            .get(r.index())
            .map_or_else(|| sev.names[cp as usize].clone(), |d| d.name.clone())
    };
    let source = |cp: u32| facts.source(cp);
    let paths = crate::rootcause::explain::Paths {
        names: &sev.names,
        parents: &parents,
        leaf: &leaf,
        source: &source,
    };
    if opts.critical_path {
        crate::rootcause::explain::gains(&impact, &mut findings, &paths);
    }
    let min_ns = (opts.min_seconds * 1e9).max(opts.min_fraction * sev.total_ns as f64);
    let root_causes =
        crate::rootcause::explain::root_causes(&impact, &paths, min_ns, opts.critical_path);
    let critical_path = crate::rootcause::explain::stretches(&impact, &locs);
    timer.step("cause", &locs);

    warnings.extend(budget.failure());
    let mut out = output(
        defs,
        &locs,
        &sev,
        Output {
            messages,
            collectives: ninst,
            clock: clock_report,
            findings,
            root_causes,
            critical_path,
            warnings,
            thresholds: th,
            // Readers' notes are worded without the location: several locations' identical
            // notes are one.
            notes: {
                let mut seen = std::collections::HashSet::new();
                defs.notes
                    .iter()
                    .cloned()
                    .chain(locs.iter().flat_map(|l| l.notes.iter().cloned()))
                    .chain(auto_out.notes)
                    .chain(measurement_notes)
                    .filter(|n| seen.insert(n.clone()))
                    .collect()
            },
            bottlenecks: auto_out.entries,
            topologies: crate::topology::reports(defs, &pair_waits, &auto_out.load_balance),
            classes: &classes,
            load_balance: auto_out.load_balance,
            one_sided: window_rows
                .unwrap_or_else(|| auto::onesided::window_stats(defs, &locs, &classes)),
            wait_intervals,
            transfers,
            spilled_bytes: budget.spilled.load(Ordering::Relaxed),
            impact_skipped,
            data: data_part,
            shared,
        },
        opts,
    );
    timer.done("output");
    out.partitioned = partitioned;
    Ok(Some(out))
}

/// What the owners of a distributed analysis found about the collectives (stage 2 of the
/// partitioned replay, docs/SCALE.md): the members that seem to leave before a member they
/// wait for entered, and, when no clock repair follows (no violation anywhere, or the repair
/// is off), the instances' earliest ends, their members' wait-for times already written into
/// the records.
struct Owned {
    coll_violations: u64,
    earliest_end: Option<Vec<u64>>,
    /// What the owners' pattern replay found, per location in location order (stage 4,
    /// `owned.rs`), if they replayed.
    outs: Option<Vec<LocOut>>,
    /// The clock repair the owners made, if they made one.
    repaired: Option<Repaired>,
    /// The call paths and cells merged from the owners' (stage 5), if they replayed.
    merged: Option<owned::Merged>,
    /// This process's part of the root-cause analyses (stage 7), if the owners run them.
    roots: Option<Roots>,
    /// The collectives' members, when the owners answer questions about their records
    /// (stage 8).
    members: Option<auto::owners::Members>,
    /// The process grid the owners agreed on before replaying, if they replayed.
    grid: Option<Option<Grid>>,
    /// The data-structure view's sums merged from the owners', if they replayed.
    data: Option<crate::data::Part>,
    /// The counts of the owners' one-sided matching, if they replayed.
    onesided: Option<[u64; 2]>,
    /// The one-sided statistics and shared objects merged from the owners', if they
    /// replayed.
    one_sided: Option<owned::OneSided>,
}

/// A process's part of the partitioned root-cause and critical-path analyses: its
/// locations' synchronization points (or why the analyses were skipped) and node-to-path maps.
pub(super) struct Roots {
    held: Result<crate::rootcause::owned::Owned, String>,
    maps: Vec<Vec<u32>>,
}

/// A clock repair made by the owners (`owned::repair`).
struct Repaired {
    /// Per own location (on process 0, once gathered: per location).
    corrections: Vec<Correction>,
    /// Timestamps moved (the sum of all processes' on process 0).
    moved: u64,
    max_shift: u64,
}

/// The cause windows kept per (pattern, node, remote location).
fn window_cap(opts: &Options) -> u32 {
    match opts.cause_windows {
        0 => u32::MAX,
        n => n,
    }
}

/// What step 1 gives a process (made once per analysis: the variants' sizes do not matter).
#[allow(clippy::large_enum_variant)]
enum Read {
    /// Every location's data (in location order), the locations of every rank, and, when
    /// the processes of a distributed analysis matched the messages and numbered the
    /// collective instances, what they found.
    All(
        Vec<LocData>,
        Vec<Vec<u32>>,
        Option<P2pSummary>,
        Option<CollTable>,
        Option<Owned>,
    ),
    /// A process other than 0 of a distributed analysis, after it sent its locations' data to
    /// process 0: what it keeps of them.
    Owner(Kept),
}

/// What a process other than 0 keeps of its locations for the steps after the reading: their
/// ids, and either their whole data (when it answers process 0's questions about them, stage
/// 8) or only their call trees (which the cause pass needs); its part of the root-cause
/// analyses when the owners run them.
struct Kept {
    ids: Vec<u32>,
    locs: Vec<LocData>,
    /// Node-to-path maps and collective members, when it answers questions.
    answers: Option<(Vec<Vec<u32>>, auto::owners::Members)>,
    /// The cause windows and blame of its locations' replay, which it then keeps too (stage
    /// 6: it batches them itself).
    causes: Vec<(Records<Request>, Records<causes::BlameRec>)>,
    roots: Option<Roots>,
}

/// Step 1: one streaming pass per location; the locations of every rank; a warning for each
/// rank without readable data. Distributed, every process reads its own locations, matches
/// the messages its ranks receive (exchanging the sends with the other processes) and
/// numbers their collectives into instances, and process 0 collects the records of all.
#[allow(clippy::too_many_arguments)]
fn read(
    src: &dyn TraceSource,
    classes: &[RegionClass],
    opts: &Options,
    progress: &Progress<'_>,
    warnings: &mut Vec<String>,
    ex: Option<&dyn Exchange>,
    budget: &Budget,
    timer: &Timer,
) -> Result<Read, Error> {
    let defs = src.defs();
    let plan = crate::replay::reconstruct::Plan::new(defs, classes, opts.max_depth);
    let keep = |d: &mut LocData| budget.keep(d);
    let nloc = defs.locations.len();
    let part = ex.map(|ex| Partition::of(defs, ex.size()));
    let (me, owned): (usize, Vec<u32>) = match (ex, &part) {
        (Some(ex), Some(part)) => (ex.rank(), part.locations(ex.rank())),
        _ => (0, (0..nloc as u32).collect()),
    };
    let mut locs: Vec<LocData> = owned
        .par_iter()
        .map(|&l| {
            let mut d = crate::replay::reconstruct::reconstruct(src, LocationId(l), &plan);
            keep(&mut d);
            if me == 0 {
                progress.step(1);
            }
            d
        })
        .collect();
    let (mut p2p, mut colls, mut reduced) = (None, None, None);
    if let (Some(ex), Some(part)) = (ex, &part) {
        // Every process matches the messages its ranks receive; process 0 sums what they
        // found besides the pairs.
        // With the partner mirrors (docs/SCALE.md, "Issue 40", stage 1): the owners count the
        // point-to-point clock violations of their receives.
        timer.done("read own");
        let mut mirrors = matching::Mirrors::default();
        let mine = matching::match_p2p_distributed(
            &mut locs,
            &owned,
            part,
            defs.ranks as usize,
            ex,
            Some(&mut mirrors),
        )
        .map_err(Error::Exchange)?;
        timer.done("match p2p");
        let mine_p2p = mine.violations;
        let mut total = P2pSummary::default();
        let bytes = if me == 0 {
            Vec::new()
        } else {
            crate::distributed::encode(&mine).map_err(Error::Exchange)?
        };
        ex.gather(bytes, &mut |p, bytes| {
            if p != 0 {
                let what = format!("matching summary of process {p}");
                total.merge(crate::distributed::decode(&bytes, &what)?);
            }
            Ok(())
        })
        .map_err(Error::Exchange)?;
        total.merge(mine);
        p2p = Some(total);
        // And number the collectives of their ranks into instances.
        let table = matching::number_collectives_distributed(&mut locs, defs, ex)
            .map_err(Error::Exchange)?;
        timer.done("number coll");
        // Global location -> index among this process's.
        let mut held = vec![NONE; nloc];
        for (i, &l) in owned.iter().enumerate() {
            held[l as usize] = i as u32;
        }
        let (mut red, own_ee) = reduce_owned(
            &mut locs, &owned, &held, defs, part, &table, mine_p2p, opts, ex,
        )?;
        colls = Some(table);
        timer.done(if red.repaired.is_some() {
            "reduce coll, repair clock"
        } else {
            "reduce coll"
        });
        if red.repaired.is_some() {
            // The repair moved the partners' times.
            mirrors =
                matching::refresh_mirrors(&locs, &owned, part, ex).map_err(Error::Exchange)?;
        }
        // Stage 4: with the times final, the owners match the one-sided records and replay
        // the patterns.
        let mut outs: Vec<Option<LocOut>> = Vec::new();
        let mut replayed = false;
        let mut agreed_grid = None;
        let mut onesided = None;
        if let Some(ee) = &own_ee {
            let ranks = defs.ranks;
            let size = |i: u32, comm: u32| {
                if i == NONE {
                    return 0;
                }
                // (A complete instance has every member of its communicator.)
                defs.comm(ppw_event::CommId(comm)).map_or(0, |c| {
                    c.members.iter().filter(|&&r| r < ranks).count() as u32
                })
            };
            onesided = Some(
                crate::replay::onesided::match_owned(&mut locs, &owned, defs, &size, part, ex)
                    .map_err(Error::Exchange)?,
            );
            timer.done("one-sided");
            let grid = owned::agree(&mut locs, &owned, defs, ex)?;
            replayed = true;
            agreed_grid = Some(grid.clone());
            let peers = Peers {
                locs: &locs,
                held: Some(&held),
                mirrors: Some(&mirrors),
            };
            let r = Replay {
                peers: &peers,
                ids: Some(&owned),
                defs,
                classes,
                earliest_end: ee,
                grid: grid.as_ref(),
                opts,
                cap: window_cap(opts),
                budget,
            };
            outs = owned::replay(&r, part, ex)?.into_iter().map(Some).collect();
        }
        drop(mirrors);
        let mut merged = None;
        let mut roots = None;
        let mut answers = None;
        let mut data_part = None;
        let mut one_sided_out = None;
        if replayed {
            timer.done("patterns");
            // Stage 5: the call paths and the cells by merging (the owners' maps are for the
            // later stages).
            let (maps, m) = owned::merge_cells(&locs, &owned, &held, defs, &outs, part, ex)?;
            merged = m;
            timer.done("cells");
            // The data-structure view by merging (its far ends exchanged while the records
            // are here).
            data_part = crate::data::owned_part(defs, &locs, &owned, classes, part, ex)
                .map_err(Error::Exchange)?;
            timer.done("data structures");
            one_sided_out = owned::one_sided(defs, &locs, &owned, classes, ex)?;
            timer.done("one-sided statistics");
            // Stage 8: who can answer questions about the collectives' members.
            let m = auto::owners::members(&locs, &owned, ex).map_err(Error::Exchange)?;
            answers = Some((maps.clone(), m));
            // Stage 7: the synchronization points of the root-cause analyses.
            if let (true, Some(ee)) = (opts.root_cause || opts.critical_path, &own_ee) {
                let waits: Vec<Vec<crate::rootcause::WaitHit>> = outs
                    .iter_mut()
                    .map(|o| {
                        o.as_mut()
                            .map_or_else(Vec::new, |o| std::mem::take(&mut o.waits))
                    })
                    .collect();
                let records = locs.iter().map(|l| l.heap_record_bytes()).sum();
                let points = crate::rootcause::owned::points(
                    &locs,
                    &owned,
                    defs,
                    waits,
                    ee,
                    budget.limit,
                    records,
                    part,
                    ex,
                )
                .map_err(Error::Exchange)?;
                roots = Some(Roots { held: points, maps });
                timer.done("synchronization points");
            }
        }

        // The records travel to process 0 in rounds of about 64 MiB per process (less under
        // a small memory budget), so that neither side holds a whole block of locations
        // encoded: each part starts with 1 if its process has more to send, and process 0
        // tells everybody whether another round follows.
        let batch = (64u64 << 20).min(budget.limit / 8);
        if me != 0 {
            let mut next = 0;
            // Stage 6: when this process answers for its records, it keeps its locations'
            // cause windows and blame as well.
            let mut kept_causes = Vec::new();
            if answers.is_some() {
                kept_causes = outs
                    .iter_mut()
                    .map(|o| match o {
                        Some(o) => (std::mem::take(&mut o.windows), std::mem::take(&mut o.blame)),
                        None => Default::default(),
                    })
                    .collect();
            }
            loop {
                let mut end = next;
                let mut bytes = 0;
                while end < locs.len() && (end == next || bytes < batch) {
                    bytes += locs[end].record_bytes();
                    end += 1;
                }
                let mut out = vec![u8::from(end < locs.len())];
                // Stage 8: when this process answers for its records, they stay here.
                let skeletons: Vec<LocData> = match answers {
                    Some(_) => locs[next..end].iter().map(LocData::skeleton).collect(),
                    None => Vec::new(),
                };
                let items: Vec<_> = (next..end)
                    .map(|i| {
                        let o = outs.get(i).and_then(|o| o.as_ref());
                        let c = red.repaired.as_ref().map(|r| &r.corrections[i]);
                        (
                            skeletons.get(i - next).unwrap_or(&locs[i]),
                            o.map(|o| (o, owned::pack_intervals(&o.intervals))),
                            c,
                        )
                    })
                    .collect();
                out.extend(crate::distributed::encode_locations(&items).map_err(Error::Exchange)?);
                drop(items);
                ex.gather(out, &mut |_, _| Ok(()))
                    .map_err(Error::Exchange)?;
                for (i, d) in locs[next..end].iter_mut().enumerate() {
                    if answers.is_none() {
                        d.strip();
                    }
                    if let Some(o) = outs.get_mut(next + i) {
                        *o = None;
                    }
                }
                next = end;
                let go = ex.scatter(None).map_err(Error::Exchange)?;
                if go.first() != Some(&1) {
                    break;
                }
            }
            if next < locs.len() {
                return Err(Error::Exchange(format!(
                    "process 0 stopped receiving after {next} of this process's {} locations",
                    locs.len()
                )));
            }
            timer.done("sent records");
            return Ok(Read::Owner(Kept {
                ids: owned,
                locs,
                answers,
                causes: kept_causes,
                roots,
            }));
        }
        // Each process's locations are decoded as they arrive and put in location order.
        let mut slots: Vec<Option<LocData>> = (0..nloc).map(|_| None).collect();
        let mut out_slots: Vec<Option<LocOut>> = (0..nloc).map(|_| None).collect();
        for (&l, d) in owned.iter().zip(locs) {
            slots[l as usize] = Some(d);
        }
        for (&l, o) in owned.iter().zip(outs) {
            out_slots[l as usize] = o;
        }
        let mut corr_slots: Vec<Option<Correction>> = Vec::new();
        if let Some(r) = &mut red.repaired {
            corr_slots = (0..nloc).map(|_| None).collect();
            for (&l, c) in owned.iter().zip(std::mem::take(&mut r.corrections)) {
                corr_slots[l as usize] = Some(c);
            }
        }
        let n = ex.size();
        let wants = part.blocks();
        let mut received = vec![0usize; n];
        loop {
            let mut more = false;
            ex.gather(vec![0], &mut |p, bytes| {
                if p == 0 {
                    return Ok(());
                }
                let (flag, bytes) = bytes.split_first().unwrap_or((&0, &[]));
                more |= *flag == 1;
                let got = crate::distributed::decode_locations(bytes, |x: &mut owned::Shipped| {
                    x.0.tree.reindex();
                    keep(&mut x.0);
                    if let Some((o, _)) = &mut x.1 {
                        budget.keep_other(&mut o.blame);
                        budget.keep_other(&mut o.windows);
                    }
                })
                .map_err(|e| format!("from process {p}: {e}"))?;
                let want = &wants[p][received[p].min(wants[p].len())..];
                if got.len() > want.len() {
                    return Err(format!(
                        "process {p} sent {} more locations than the {} it owns",
                        got.len() - want.len(),
                        wants[p].len()
                    ));
                }
                progress.step(got.len() as u64);
                received[p] += got.len();
                for (&l, (d, o, c)) in want.iter().zip(got) {
                    slots[l as usize] = Some(d);
                    if let (Some(c), Some(slot)) = (c, corr_slots.get_mut(l as usize)) {
                        *slot = Some(c);
                    }
                    if let Some((mut o, intervals)) = o {
                        o.intervals = owned::unpack_intervals(l, &intervals)?;
                        out_slots[l as usize] = Some(o);
                    }
                }
                Ok(())
            })
            .map_err(Error::Exchange)?;
            ex.scatter(Some(vec![vec![u8::from(more)]; n]))
                .map_err(Error::Exchange)?;
            if !more {
                break;
            }
        }
        timer.done("received records");
        if let Some(p) = (1..n).find(|&p| received[p] != wants[p].len()) {
            return Err(Error::Exchange(format!(
                "process {p} sent {} locations instead of {}",
                received[p],
                wants[p].len()
            )));
        }
        locs = slots
            .into_iter()
            .enumerate()
            .map(|(l, d)| d.ok_or_else(|| Error::Exchange(format!("location {l}: no data"))))
            .collect::<Result<_, _>>()?;
        if let Some(r) = &mut red.repaired {
            r.corrections = corr_slots
                .into_iter()
                .enumerate()
                .map(|(l, c)| {
                    c.ok_or_else(|| Error::Exchange(format!("location {l}: no clock correction")))
                })
                .collect::<Result<_, _>>()?;
        }
        red.merged = merged;
        red.roots = roots;
        red.members = answers.map(|a| a.1);
        red.grid = agreed_grid;
        red.data = data_part;
        red.onesided = onesided;
        red.one_sided = one_sided_out;
        if replayed {
            red.outs = Some(
                out_slots
                    .into_iter()
                    .enumerate()
                    .map(|(l, o)| {
                        o.ok_or_else(|| Error::Exchange(format!("location {l}: no pattern replay")))
                    })
                    .collect::<Result<_, _>>()?,
            );
        }
        reduced = Some(red);
    }
    for l in &locs {
        warnings.extend(l.warnings.iter().cloned());
    }
    let by_rank = matching::rank_locations(&locs, defs.ranks);
    for (r, v) in by_rank.iter().enumerate() {
        if v.is_empty() || v.iter().all(|&l| !locs[l as usize].readable) {
            warnings.push(format!(
                "rank {r}: no data; it is missing from the analysis"
            ));
        }
    }
    Ok(Read::All(locs, by_rank, p2p, colls, reduced))
}

/// Stage 2 of the partitioned replay (docs/SCALE.md): the owners reduce the collective
/// instances of their members with each other and count the collective clock violations;
/// process 0 sums those and the point-to-point ones (`p2p`, this process's count) and tells
/// every process the totals. With no violation, or the repair off, nothing changes the times
/// any more: the owners write their members' wait-for times into the records (which then
/// travel to process 0) and process 0 gathers the instances' earliest ends. With violations
/// and the repair on, the owners first repair the clock together (`owned::repair`) and
/// reduce the collectives again; only if that does not settle, process 0 repairs after
/// gathering, and the owners do nothing more here. Then also returned: this process's
/// earliest ends (right for the instances of its own members).
#[allow(clippy::too_many_arguments)]
fn reduce_owned(
    locs: &mut [LocData],
    ids: &[u32],
    held: &[u32],
    defs: &Defs,
    part: &Partition,
    table: &CollTable,
    p2p: u64,
    opts: &Options,
    ex: &dyn Exchange,
) -> Result<(Owned, Option<Vec<u64>>), Error> {
    let err = Error::Exchange;
    let mut red =
        matching::reduce_collectives(locs, ids, defs, part, table.instances(), &|_, b| b, ex)
            .map_err(err)?;
    let total: (u64, u64) = crate::distributed::agree(
        ex,
        &(p2p, red.violations),
        "clock violations",
        (0u64, 0u64),
        |t, _, (a, b): (u64, u64)| *t = (t.0 + a, t.1 + b),
        |t| t,
    )
    .map_err(err)?;
    let mut repaired = None;
    if opts.repair_clock && total.0 + total.1 > 0 {
        let ninst = table.instances();
        let Some((corrections, max_shift)) = owned::repair(locs, ids, held, defs, part, ninst, ex)?
        else {
            return Ok((
                Owned {
                    coll_violations: total.1,
                    earliest_end: None,
                    outs: None,
                    repaired: None,
                    merged: None,
                    roots: None,
                    members: None,
                    grid: None,
                    data: None,
                    onesided: None,
                    one_sided: None,
                },
                None,
            ));
        };
        let mine = clock::apply(locs, &corrections);
        let mut moved = 0u64;
        ex.gather(
            crate::distributed::encode(&mine).map_err(err)?,
            &mut |q, bytes| {
                moved += crate::distributed::decode::<u64>(
                    &bytes,
                    &format!("moved timestamps of process {q}"),
                )?;
                Ok(())
            },
        )
        .map_err(err)?;
        repaired = Some(Repaired {
            corrections,
            moved,
            max_shift,
        });
        // The collectives again, on the corrected clock.
        red = matching::reduce_collectives(locs, ids, defs, part, ninst, &|_, b| b, ex)
            .map_err(err)?;
    }
    let mine = std::mem::take(&mut red.earliest_end);
    red.write(locs);
    let mut all: Option<Vec<u64>> = None;
    ex.gather(
        crate::distributed::encode(&mine).map_err(err)?,
        &mut |q, bytes| {
            let v: Vec<u64> =
                crate::distributed::decode(&bytes, &format!("earliest ends of process {q}"))?;
            match &mut all {
                None => all = Some(v),
                Some(a) => {
                    for (x, y) in a.iter_mut().zip(v) {
                        *x = (*x).min(y);
                    }
                }
            }
            Ok(())
        },
    )
    .map_err(err)?;
    Ok((
        Owned {
            coll_violations: total.1,
            earliest_end: all,
            outs: None,
            repaired,
            merged: None,
            roots: None,
            members: None,
            grid: None,
            data: None,
            onesided: None,
            one_sided: None,
        },
        Some(mine),
    ))
}

/// The memory budget for records ([`crate::Options::memory`]): which locations' packed
/// records move into mapped temporary files, when they are read and again after the steps
/// that write into them (matching, the clock step), whose writes can pack blocks anew on the
/// heap.
struct Budget {
    limit: u64,
    dir: std::path::PathBuf,
    /// Where spilled records go (replaced by a new one when compacted).
    arena: std::sync::Mutex<std::sync::Arc<Arena>>,
    /// Where the other packed structures go (written once, never compacted).
    other: std::sync::Arc<Arena>,
    /// Records on the heap after the read so far.
    resident: AtomicU64,
    /// Bytes moved into files.
    spilled: AtomicU64,
    /// Set once the records exceeded the budget: from then on, the other large packed
    /// structures (collective instances, the pattern replay's time-window requests) go into
    /// files as they are made.
    over: std::sync::atomic::AtomicBool,
    failed: std::sync::Mutex<Option<String>>,
}

impl Budget {
    fn new(opts: &Options) -> Budget {
        let dir = opts.spill_dir.clone().unwrap_or_else(std::env::temp_dir);
        Budget {
            limit: opts.memory.unwrap_or_else(default_memory),
            arena: std::sync::Mutex::new(Arena::new(&dir)),
            other: Arena::new(&dir),
            dir,
            resident: AtomicU64::new(0),
            spilled: AtomicU64::new(0),
            over: std::sync::atomic::AtomicBool::new(false),
            failed: std::sync::Mutex::new(None),
        }
    }

    /// A location just read: its records stay on the heap while the records read so far
    /// fit the budget; after that, every further location's go into files.
    fn keep(&self, d: &mut LocData) {
        let b = d.record_bytes();
        if self.resident.fetch_add(b, Ordering::Relaxed) + b > self.limit {
            self.over.store(true, Ordering::Relaxed);
            if self.spill(d) {
                self.resident.fetch_sub(b, Ordering::Relaxed);
            }
        }
    }

    /// After a step that wrote into the records: if the records on the heap exceed the
    /// budget, move the heap blocks of the last locations into files until the rest fits.
    /// (The locations spilled at the read are mostly the last ones too, as the parallel read
    /// goes through them roughly in order.) Then give the freed memory back to the system.
    fn enforce(&self, locs: &mut [LocData]) {
        if self.limit != u64::MAX {
            let heap: Vec<u64> = locs.par_iter().map(|l| l.heap_record_bytes()).collect();
            let mut rest: u64 = heap.iter().sum();
            let mut from = locs.len();
            while from > 0 && rest > self.limit {
                from -= 1;
                rest -= heap[from];
                self.over.store(true, Ordering::Relaxed);
            }
            locs[from..].par_iter_mut().for_each(|d| {
                self.spill(d);
            });
            self.compact(locs);
        }
        crate::replay::store::release_freed();
    }

    /// The arena of the records.
    fn arena(&self) -> std::sync::Arc<Arena> {
        self.arena.lock().unwrap_or_else(|e| e.into_inner()).clone()
    }

    /// If more than a quarter of the records' files (and at least 64 MiB) are places that
    /// blocks left when a write moved them, copy the records into a new arena and let the old
    /// one go: its files' space and mapped pages are freed, which would otherwise grow with
    /// every step that writes.
    fn compact(&self, locs: &mut [LocData]) {
        let (waste, all) = self.arena().waste();
        if waste < 64 << 20 || 4 * waste < all {
            return;
        }
        let t0 = Instant::now();
        let fresh = Arena::new(&self.dir);
        let failed: Vec<String> = locs
            .par_iter_mut()
            .filter_map(|d| d.compact(&fresh).err().map(|e| e.to_string()))
            .collect();
        if std::env::var_os("PPW_ANALYSIS_TIMING").is_some() {
            eprintln!(
                "[ppw-analysis]   compacted the records' files ({:.0} of {:.0} MiB unused) in \
                 {:.3} s",
                waste as f64 / (1 << 20) as f64,
                all as f64 / (1 << 20) as f64,
                t0.elapsed().as_secs_f64()
            );
        }
        match failed.first() {
            None => *self.arena.lock().unwrap_or_else(|e| e.into_inner()) = fresh,
            Some(e) => {
                let mut f = self.failed.lock().unwrap_or_else(|e| e.into_inner());
                f.get_or_insert_with(|| {
                    format!(
                        "cannot compact the records' temporary files in {} ({e}); they stay \
                         as they are",
                        self.dir.display()
                    )
                });
            }
        }
    }

    /// Move a location's records on the heap into files; false if that failed.
    fn spill(&self, d: &mut LocData) -> bool {
        let b = d.heap_record_bytes();
        self.moved(b, || d.spill(&self.arena()))
    }

    /// Once over the budget: move a packed structure other than the records into a file.
    fn keep_other<T: crate::replay::store::Pack>(&self, r: &mut Records<T>) {
        if self.over.load(Ordering::Relaxed) {
            let b = r.heap_bytes();
            self.moved(b, || r.spill(&self.other));
        }
    }

    /// Account for `b` bytes that `spill` moves into a file; false if that failed.
    fn moved(&self, b: u64, spill: impl FnOnce() -> std::io::Result<()>) -> bool {
        if b == 0 {
            return true;
        }
        match spill() {
            Ok(()) => {
                self.spilled.fetch_add(b, Ordering::Relaxed);
                true
            }
            Err(e) => {
                let mut f = self.failed.lock().unwrap_or_else(|e| e.into_inner());
                f.get_or_insert_with(|| {
                    format!(
                        "cannot keep records in temporary files in {} ({e}); they stay in memory",
                        self.dir.display()
                    )
                });
                false
            }
        }
    }

    /// The warning, if records could not be moved into files.
    fn failure(&self) -> Option<String> {
        self.failed.lock().unwrap_or_else(|e| e.into_inner()).take()
    }
}

/// Half of the machine's memory (`MemTotal` of `/proc/meminfo`), or no limit if unknown.
fn default_memory() -> u64 {
    std::fs::read_to_string("/proc/meminfo")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("MemTotal:"))
                .and_then(|l| l.split_whitespace().nth(1)?.parse::<u64>().ok())
        })
        .map_or(u64::MAX, |kib| kib * 1024 / 2)
}

/// Step 3: count clock-condition violations and, if asked, repair them; the corrections per
/// location (empty when nothing moved).
fn repair_clock(
    locs: &mut [LocData],
    insts: &Instances,
    opts: &Options,
    counted: Option<(u64, u64)>,
    repaired: Option<Repaired>,
    warnings: &mut Vec<String>,
) -> (ClockReport, Vec<Correction>) {
    // Distributed, the owners counted them.
    let (p2p_v, coll_v) = counted.unwrap_or_else(|| {
        (
            clock::count_p2p_violations(locs),
            clock::count_coll_violations(locs, insts),
        )
    });
    let mut report = ClockReport {
        violations: p2p_v + coll_v,
        p2p_violations: p2p_v,
        collective_violations: coll_v,
        ..Default::default()
    };
    // Distributed, the owners may have repaired already.
    if let Some(r) = repaired {
        report.events_moved = r.moved;
        report.max_shift = r.max_shift as f64 * 1e-9;
        return (report, r.corrections);
    }
    if !opts.repair_clock || p2p_v + coll_v == 0 {
        return (report, vec![Default::default(); locs.len()]);
    }
    let rep = clock::repair(locs, insts);
    report.events_moved = clock::apply(locs, &rep.corrections);
    report.max_shift = rep.max_shift as f64 * 1e-9;
    if rep.forced > 0 {
        warnings.push(format!(
            "clock repair: {} constraints formed dependency cycles (inconsistent matching or \
             equal timestamps) and were resolved approximately",
            rep.forced
        ));
    }
    (report, rep.corrections)
}

/// What the pattern replay reads: the held locations (all of them, or in a partitioned
/// analysis this process's own with their partners' mirrors) and the collective and grid
/// facts every process knows.
struct Replay<'a> {
    peers: &'a Peers<'a>,
    /// The global location of every held one (`None`: all held, at their own index).
    ids: Option<&'a [u32]>,
    defs: &'a Defs,
    classes: &'a [RegionClass],
    earliest_end: &'a [u64],
    grid: Option<&'a Grid>,
    opts: &'a Options,
    cap: u32,
    budget: &'a Budget,
}

impl Replay<'_> {
    fn id(&self, at: usize) -> u32 {
        self.ids.map_or(at as u32, |ids| ids[at])
    }
}

/// Wavefront's questions about locations this process does not hold, per held location:
/// a replay of Late Sender and Wavefront alone (only they decide what is asked), of the
/// locations that exchange messages with such locations (only they can ask).
fn questions(r: &Replay<'_>) -> Vec<Vec<wavefront::Probe>> {
    if r.grid.is_none() {
        return vec![Vec::new(); r.peers.locs.len()];
    }
    let enabled: Vec<bool> = PATTERNS
        .iter()
        .map(|p| matches!(p.meta().id, "late_sender" | "wavefront"))
        .collect();
    (0..r.peers.locs.len())
        .into_par_iter()
        .map(|at| {
            if !r.peers.crosses(at) {
                return Vec::new();
            }
            let cx = Cx::new(r.peers, at, r.classes, r.earliest_end, r.grid);
            patterns::run(&cx, &enabled, &mut |_| {});
            cx.asked.into_inner()
        })
        .collect()
}

/// Step 4: replay every held location's records through the patterns (in parallel). Per
/// location: severities per (pattern, node), blame per responsible rank, and the time-window
/// requests for the cause analysis; plus every waiting interval when the options ask for
/// them. `answers`: Wavefront's answers from the other processes.
fn detect(
    r: &Replay<'_>,
    answers: Option<&HashMap<wavefront::Probe, Option<wavefront::Dir>>>,
) -> Vec<LocOut> {
    let Replay {
        peers,
        defs,
        classes,
        earliest_end,
        grid,
        opts,
        cap,
        budget,
        ..
    } = *r;
    let enabled = vec![true; PATTERNS.len()];
    // Patterns that are not a specialization of another (their intervals are the overlays).
    let top_level = top_level_patterns();
    // The wait states the root-cause and critical-path analyses follow.
    let keep_waits: Vec<bool> = PATTERNS
        .iter()
        .enumerate()
        .map(|(i, p)| {
            (opts.root_cause || opts.critical_path)
                && top_level[i]
                && p.meta().role == patterns::Role::Waiting
        })
        .collect();
    (0..peers.locs.len())
        .into_par_iter()
        .map(|at| {
            let mut cx = Cx::new(peers, at, classes, earliest_end, grid);
            cx.answers = answers;
            let me = cx.me;
            let loc = r.id(at);
            // Dense (node x pattern) accumulator: one add per hit.
            let np = PATTERNS.len();
            let mut acc = vec![0u64; me.tree.nodes.len() * np];
            let mut blame: HashMap<(u16, u32, u32), u64> = HashMap::default();
            let mut taken: HashMap<(u16, u32, u32), u32> = HashMap::default();
            let mut windows: Records<Request> = Records::default();
            let mut intervals: Vec<WaitInterval> = Vec::new();
            let mut wins: HashMap<(u16, u32, u32), u64> = HashMap::default();
            let mut waits = Vec::new();
            patterns::run(&cx, &enabled, &mut |h| {
                if keep_waits[h.pattern as usize] {
                    waits.push(crate::rootcause::WaitHit {
                        pattern: h.pattern,
                        node: h.node,
                        ns: h.ns,
                        cause_loc: h.cause_loc,
                        start: h.start,
                    });
                }
                acc[h.node as usize * np + h.pattern as usize] += h.ns;
                if h.win != NONE {
                    *wins.entry((h.pattern, h.node, h.win)).or_default() += h.ns;
                }
                if opts.wait_intervals && top_level[h.pattern as usize] {
                    intervals.push(WaitInterval {
                        location: loc,
                        start_ns: h.start,
                        end_ns: h.start + h.ns,
                        metric: PATTERNS[h.pattern as usize].meta().id,
                    });
                }
                if opts.cause && h.cause_loc != NONE {
                    let remote = defs.locations[h.cause_loc as usize].rank;
                    *blame.entry((h.pattern, h.node, remote)).or_default() += h.ns;
                    let n = taken.entry((h.pattern, h.node, h.cause_loc)).or_default();
                    if *n < cap {
                        *n += 1;
                        windows.push(Request {
                            remote: h.cause_loc,
                            pattern: h.pattern,
                            node: h.node,
                            start: h.start,
                            end: h.start + h.ns,
                        });
                    }
                }
            });
            let mut sev: Vec<((u16, u32), u64)> = acc
                .iter()
                .enumerate()
                .filter(|(_, v)| **v > 0)
                .map(|(i, v)| (((i % np) as u16, (i / np) as u32), *v))
                .collect();
            sev.sort_unstable();
            let blame = {
                let mut v: Vec<_> = blame.into_iter().collect();
                v.sort_unstable();
                let mut r = Records::default();
                for ((pattern, node, rank), ns) in v {
                    r.push(causes::BlameRec {
                        pattern,
                        node,
                        rank,
                        ns,
                    });
                }
                r.seal();
                budget.keep_other(&mut r);
                r
            };
            let mut wins: Vec<_> = wins.into_iter().collect();
            wins.sort_unstable();
            windows.seal();
            budget.keep_other(&mut windows);
            LocOut {
                sev,
                blame,
                windows,
                intervals,
                wins,
                waits,
            }
        })
        .collect()
}

/// Per pattern: true if it is a time pattern that does not specialize another pattern.
fn top_level_patterns() -> Vec<bool> {
    PATTERNS
        .iter()
        .map(|p| {
            p.meta().role != patterns::Role::Count
                && !PATTERNS.iter().any(|q| q.meta().id == p.meta().parent)
        })
        .collect()
}

/// What step 5 builds: the metric table, the global call paths and their names, the cells.
struct Cells {
    table: Vec<MetricDef>,
    parents: Vec<usize>,
    cps: Callpaths,
    /// Local call-tree node -> global call path, per location.
    maps: Vec<Vec<u32>>,
    names: Vec<String>,
    cube: Severities,
    /// Sum of all locations' time (ns).
    total_ns: u64,
}

/// Step 5: unify the call trees into global call paths and fill the cells.
/// Distributed, the processes merged them already (`merged`, stage 5).
fn severities(
    locs: &[LocData],
    outs: &[LocOut],
    defs: &Defs,
    merged: Option<owned::Merged>,
) -> Cells {
    let table = registry::table();
    let parents = registry::parents(&table);
    let (cps, maps, cube) = match merged {
        Some(m) => (m.cps, m.maps, m.cube),
        None => {
            let mut cps = Callpaths::new();
            let maps: Vec<Vec<u32>> = locs.iter().map(|l| cps.add_tree(&l.tree)).collect();
            let sev: Vec<&[((u16, u32), u64)]> = outs.iter().map(|o| o.sev.as_slice()).collect();
            let cube = cells::build(locs, &maps, &sev, &table);
            (cps, maps, cube)
        }
    };
    let names = cells::names(&cps, &defs.regions);
    // `time` is the first row of the table.
    let total_ns: u64 = cube.cells.values().map(|c| c[0]).sum();
    Cells {
        table,
        parents,
        cps,
        maps,
        names,
        cube,
        total_ns,
    }
}

/// Step 6: the (pattern, call path) pairs that pass the thresholds, most expensive first.
fn candidates(sev: &Cells, opts: &Options) -> Vec<Candidate> {
    // Metric rows whose value is claimed by a specialization's finding: (parent, child).
    let row = |id: &str| {
        sev.table
            .iter()
            .position(|d| matches!(d.source, Source::Pattern(p) if PATTERNS[p].meta().id == id))
    };
    let claimed: Vec<(usize, usize)> = patterns::CLAIMED
        .iter()
        .filter_map(|(child, parent)| Some((row(parent)?, row(child)?)))
        .collect();
    let mut per: BTreeMap<(usize, u32), Vec<(u32, u64)>> = BTreeMap::new();
    for (&(rank, cp), cell) in &sev.cube.cells {
        for (m, def) in sev.table.iter().enumerate() {
            if let Source::Pattern(p) = def.source {
                let taken: u64 = claimed.iter().filter(|c| c.0 == m).map(|c| cell[c.1]).sum();
                let ns = cell[m].saturating_sub(taken);
                if PATTERNS[p].meta().finding && ns > 0 {
                    per.entry((p, cp)).or_default().push((rank, ns));
                }
            }
        }
    }
    let mut cands: Vec<Candidate> = per
        .into_iter()
        .map(|((pattern, callpath), per_rank)| Candidate {
            pattern,
            callpath,
            ns: per_rank.iter().map(|x| x.1).sum(),
            per_rank,
            windows: Vec::new(),
            detail: String::new(),
        })
        .filter(|c| findings::significant(c.ns, sev.total_ns, opts.min_fraction, opts.min_seconds))
        .collect();
    cands.sort_by(|a, b| {
        b.ns.cmp(&a.ns)
            .then(a.pattern.cmp(&b.pattern))
            .then(a.callpath.cmp(&b.callpath))
    });
    cands
}

/// The RMA windows of the one-sided candidates, by their share of the time.
fn name_windows(
    cands: &mut [Candidate],
    outs: &[LocOut],
    sev: &Cells,
    defs: &Defs,
    grid: Option<&Grid>,
) {
    if outs.iter().all(|o| o.wins.is_empty()) {
        return;
    }
    let mut per: HashMap<(usize, u32), BTreeMap<u32, u64>> = HashMap::default();
    for (l, o) in outs.iter().enumerate() {
        for &((p, node, win), ns) in &o.wins {
            let cp = sev.maps[l][node as usize];
            *per.entry((p as usize, cp))
                .or_default()
                .entry(win)
                .or_default() += ns;
        }
    }
    for c in cands {
        if let (Some(m), Some(g)) = (per.get(&(c.pattern, c.callpath)), grid) {
            if PATTERNS[c.pattern].meta().id == "wavefront" {
                c.detail = crate::grid::sweeps_text(g, m);
                continue;
            }
        }
        if let Some(m) = per.get(&(c.pattern, c.callpath)) {
            let mut v: Vec<(String, u64)> = m
                .iter()
                .map(|(&w, &ns)| {
                    let name = defs
                        .comm(ppw_event::CommId(w))
                        .map_or_else(|| format!("window {w}"), |d| d.name.clone());
                    (name, ns)
                })
                .collect();
            v.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
            c.windows = v;
        }
    }
}

/// Waiting time per call path summed over ranks, per top-level waiting metric (completion
/// patterns have no remote culprit: they do not explain a bottleneck).
fn waits_per_path(sev: &Cells) -> BTreeMap<u32, Vec<(&'static str, u64)>> {
    let top_level = top_level_patterns();
    let top_metrics: Vec<(usize, &'static str)> = sev
        .table
        .iter()
        .enumerate()
        .filter_map(|(m, def)| match def.source {
            Source::Pattern(p) if top_level[p] && def.role == MetricRole::Waiting => {
                Some((m, def.id))
            }
            _ => None,
        })
        .collect();
    let mut waits: BTreeMap<u32, BTreeMap<&'static str, u64>> = BTreeMap::new();
    for (&(_, cp), cell) in &sev.cube.cells {
        for &(m, id) in &top_metrics {
            if cell[m] > 0 {
                *waits.entry(cp).or_default().entry(id).or_default() += cell[m];
            }
        }
    }
    waits
        .into_iter()
        .map(|(cp, m)| (cp, m.into_iter().collect()))
        .collect()
}

/// Step 8: the wait-state findings with their causes. Waiting that ppw's own flushes or
/// set-up caused is discounted; a finding left below the thresholds is dropped with a note
/// (the cells keep Scalasca's full values).
fn wait_findings(
    defs: &Defs,
    sev: &Cells,
    cands: &[Candidate],
    cause_data: &[CauseData],
    opts: &Options,
) -> (Vec<Finding>, Vec<String>) {
    let disturbed = crate::auto::interference::of(defs, opts.thresholds.interference_share);
    let mut findings: Vec<Finding> = cands
        .iter()
        .zip(cause_data)
        .map(|(c, cd)| {
            let cs = sev.cps.callsites[c.callpath as usize];
            let site = defs.callsites.get(cs.index());
            let source = site.and_then(|d| d.source());
            let name = sev.names[c.callpath as usize].clone();
            let coarray = sev
                .cps
                .paths
                .get(c.callpath as usize)
                .and_then(|p| defs.regions.get(p.1.index()))
                .is_some_and(|r| r.paradigm == ppw_event::Paradigm::Coarray);
            let mut f = findings::finish(c, name, source, cd, sev.total_ns, coarray);
            f.caller = site.and_then(|d| d.function.clone());
            // A responsible rank that waited for a CPU: say so in the cause.
            if cd.ran {
                if let Some(r) = disturbed.remark(&f.cause.ranks) {
                    let r = if coarray { findings::as_images(&r) } else { r };
                    f.cause.text = format!("{}; {r}", f.cause.text);
                }
            }
            f
        })
        .collect();
    let mut notes = Vec::new();
    findings.retain(|f| {
        let gone = f.data.get("measurement_seconds").copied().unwrap_or(0.0);
        if gone <= 0.0 {
            return true;
        }
        let keep = findings::significant(
            (f.seconds * 1e9).round() as u64,
            sev.total_ns,
            opts.min_fraction,
            opts.min_seconds,
        );
        if !keep {
            notes.push(format!(
                "{} in {}: {} of its {} were caused by ppw's own work (trace-buffer \
                 flushes or set-up on rank(s) {}) and the rest is below the thresholds, so it \
                 is not reported as a finding (the metric tree keeps the full value, as \
                 Scalasca computes it)",
                f.kind,
                f.callpath,
                secs((gone * 1e9) as u64),
                secs(((gone + f.seconds) * 1e9) as u64),
                rank_list(&f.cause.ranks)
            ));
        }
        keep
    });
    (findings, notes)
}

/// What the earlier steps hand to [`output`] as they are.
struct Output<'a> {
    messages: u64,
    collectives: u64,
    clock: ClockReport,
    findings: Vec<Finding>,
    root_causes: Vec<crate::result::analysis::RootCause>,
    critical_path: Vec<crate::result::analysis::CriticalStretch>,
    warnings: Vec<String>,
    thresholds: Thresholds,
    notes: Vec<String>,
    bottlenecks: Vec<BottleneckEntry>,
    topologies: Vec<crate::result::analysis::TopologyReport>,
    classes: &'a [RegionClass],
    load_balance: LoadBalance,
    one_sided: Vec<WindowStats>,
    wait_intervals: Vec<WaitInterval>,
    /// Point-to-point messages per (sender, receiver) ([`transfers`]).
    transfers: Vec<crate::result::analysis::Transfer>,
    spilled_bytes: u64,
    /// The root-cause and critical-path analyses were skipped for memory.
    impact_skipped: bool,
    /// The data-structure view's sums merged from the owners' (else it reads `locs`).
    data: Option<crate::data::Part>,
    /// The shared objects merged from the owners' (else they read `locs`).
    shared: Option<Vec<crate::result::analysis::SharedObject>>,
}

/// Step 9: the JSON model: severities exclusive along the metric tree, the profile rows, the
/// summary.
fn output(defs: &Defs, locs: &[LocData], sev: &Cells, o: Output<'_>, opts: &Options) -> Analysis {
    let names = &sev.names;
    let mut rows: Vec<(usize, u32, &str, f64)> = Vec::new();
    for (&(rank, cp), cell) in &sev.cube.cells {
        let ex = cells::exclusive(cell, &sev.parents);
        for (m, v) in ex.iter().enumerate() {
            if *v > 0 {
                let value = if sev.table[m].unit == "seconds" {
                    *v as f64 * 1e-9
                } else {
                    *v as f64
                };
                rows.push((m, rank, names[cp as usize].as_str(), value));
            }
        }
    }
    rows.sort_by(|a, b| a.0.cmp(&b.0).then(a.1.cmp(&b.1)).then(a.2.cmp(b.2)));
    let severities = rows
        .into_iter()
        .map(|(m, rank, cp, v)| Severity {
            metric: sev.table[m].id.into(),
            rank,
            callpath: cp.into(),
            seconds: v,
        })
        .collect();
    let counts = counters(defs, locs, sev);
    let mut profile: Vec<ProfileRow> = sev
        .cube
        .profile
        .iter()
        .map(|(&(rank, cp), &(visits, incl, bytes))| ProfileRow {
            rank,
            callpath: names[cp as usize].clone(),
            visits,
            seconds: incl as f64 * 1e-9,
            bytes,
            counters: counts
                .get(&(rank, cp))
                .map(|v| {
                    (defs.counters.iter().zip(v))
                        .filter(|(c, _)| c.available)
                        .map(|(c, &x)| (c.name.clone(), x))
                        .collect()
                })
                .unwrap_or_default(),
        })
        .collect();
    profile.sort_by(|a, b| a.rank.cmp(&b.rank).then(a.callpath.cmp(&b.callpath)));
    let summary = Summary {
        program: defs.program.clone(),
        mode: defs.mode.name().into(),
        ranks: defs.ranks,
        locations: locs.len() as u32,
        duration: duration(defs, locs) as f64 * 1e-9,
        events: locs.iter().map(|l| l.events).sum(),
        total_time: sev.total_ns as f64 * 1e-9,
        messages: o.messages,
        collectives: o.collectives,
    };
    let mut a = Analysis {
        summary,
        profile,
        metrics: registry::infos(&sev.table),
        severities,
        findings: o.findings,
        root_causes: o.root_causes,
        critical_path: o.critical_path,
        skipped: [
            (!opts.root_cause || o.impact_skipped).then_some("root_cause"),
            (!opts.critical_path || o.impact_skipped).then_some("critical_path"),
        ]
        .into_iter()
        .flatten()
        .map(String::from)
        .collect(),
        clock: o.clock,
        warnings: o.warnings,
        format_version: FORMAT_VERSION,
        thresholds: o.thresholds,
        notes: o.notes,
        baseline: opts.baseline.as_ref().map(|b| BaselineInfo {
            file: b.path.clone(),
            host: b.host.clone(),
            mpi: b.mpi.clone(),
        }),
        bottlenecks: o.bottlenecks,
        load_balance: o.load_balance,
        one_sided: o.one_sided,
        transfers: o.transfers,
        speed: None,
        input: None,
        placement: crate::result::analysis::RunPlacement::of(defs),
        wait_intervals: o.wait_intervals,
        spilled_bytes: o.spilled_bytes,
        partitioned: Vec::new(),
        phases: Vec::new(),
        phase: opts.phase.clone(),
        topologies: o.topologies,
        data_structures: match o.data {
            Some(p) => crate::data::finish(p, sev.total_ns),
            None => crate::data::structures(defs, locs, o.classes, sev.total_ns),
        },
        shared_objects: o
            .shared
            .unwrap_or_else(|| crate::distribution::shared_objects(defs, locs)),
        counters: (defs.counters.iter())
            .map(|c| crate::result::analysis::CounterInfo {
                name: c.name.clone(),
                unit: c.unit.clone(),
                available: c.available,
                note: c.note.clone(),
            })
            .collect(),
    };
    let paths = crate::phase::PhasePaths {
        parents: sev.cps.paths.iter().map(|&(p, _)| p).collect(),
        names,
        entries: (sev.cps.paths.iter().enumerate())
            .filter_map(|(i, &(_, r))| {
                let def = defs.regions.get(r.index())?;
                def.phase.then(|| (i as u32, def.name.clone()))
            })
            .collect(),
    };
    a.phases = crate::phase::summarize(&a, &paths);
    a
}

/// Performance counters per (rank, call path), inclusive: every node's own increments added
/// to it and to each of its callers; call paths with partial counts (see
/// `CallTree`'s `counters_partial`) get none.
fn counters(defs: &Defs, locs: &[LocData], sev: &Cells) -> BTreeMap<(u32, u32), Vec<u64>> {
    let n = defs.counters.len();
    let mut out: BTreeMap<(u32, u32), Vec<u64>> = BTreeMap::new();
    if n == 0 {
        return out;
    }
    // Call paths whose inclusive counts are not known on some location of their rank.
    let mut partial: std::collections::HashSet<(u32, u32)> = Default::default();
    for (l, map) in locs.iter().zip(&sev.maps) {
        for (i, node) in l.tree.nodes.iter().enumerate().skip(1) {
            if node.counters_partial {
                partial.insert((l.rank, map[i]));
            }
            // Only nodes whose counts were measured (zeros included) have counters.
            if node.counters.is_empty() {
                continue;
            }
            let mut cp = map[i];
            while cp != 0 && (cp as usize) < sev.cps.paths.len() {
                let v = out.entry((l.rank, cp)).or_insert_with(|| vec![0; n]);
                for (a, b) in v.iter_mut().zip(&node.counters) {
                    *a += b;
                }
                cp = sev.cps.paths[cp as usize].0;
            }
        }
    }
    out.retain(|k, _| !partial.contains(k));
    out
}

/// Waiting time by (waiting rank, responsible rank, pattern) from the locations' blame (which
/// the replay keeps when cause analysis is on).
fn pair_waits(locs: &[LocData], outs: &[causes::LocOut]) -> crate::topology::PairWaits {
    let mut m = crate::topology::PairWaits::new();
    for (l, o) in locs.iter().zip(outs) {
        for b in o.blame.iter() {
            let p = PATTERNS[b.pattern as usize].meta().id;
            *m.entry((l.rank, b.rank, p)).or_default() += b.ns;
        }
    }
    m
}

/// Point-to-point messages per (sender, receiver), from every location's send records (sends
/// to ranks outside the run left out); in a partitioned analysis whose owners answer for
/// their records, from their answers.
fn transfers(
    defs: &Defs,
    locs: &[LocData],
    owners: Option<&dyn auto::ask::Asker>,
) -> Vec<crate::result::analysis::Transfer> {
    let per: Vec<Vec<(u32, u64, u64)>> = match owners {
        Some(o) => auto::ask::per_location(o, &auto::ask::Question::Transfers),
        None => locs
            .par_iter()
            .map(|l| l.sent_per_peer(defs.ranks))
            .collect(),
    };
    let mut m: BTreeMap<(u32, u32), (u64, u64)> = BTreeMap::new();
    for (l, v) in locs.iter().zip(per) {
        for (peer, n, b) in v {
            let e = m.entry((l.rank, peer)).or_default();
            e.0 += n;
            e.1 += b;
        }
    }
    m.into_iter()
        .map(
            |((from, to), (messages, bytes))| crate::result::analysis::Transfer {
                from,
                to,
                messages,
                bytes,
            },
        )
        .collect()
}

/// The run's duration (ns): first to last event over all locations, or for stored profiles
/// the longest root time of a location.
fn duration(defs: &Defs, locs: &[LocData]) -> u64 {
    if defs.mode == ppw_event::Mode::Profile {
        return locs
            .iter()
            .map(|l| {
                l.tree
                    .nodes
                    .iter()
                    .filter(|n| n.parent == 0)
                    .map(|n| n.incl)
                    .sum::<u64>()
            })
            .max()
            .unwrap_or(0);
    }
    let first = locs
        .iter()
        .filter(|l| l.events > 0)
        .map(|l| l.first)
        .min()
        .unwrap_or(0);
    let last = locs.iter().map(|l| l.last).max().unwrap_or(0);
    last.saturating_sub(first)
}
