//! The analysis driver: read, match, repair, detect, aggregate, explain.

use crate::auto;
use crate::auto::cause::{self, Window};
use crate::auto::stats::{self, Facts};
use crate::patterns::{self, Cx, PATTERNS};
use crate::replay::calltree::Callpaths;
use crate::replay::classify::classify;
use crate::replay::clock;
use crate::replay::matching;
use crate::replay::records::{LocData, NONE};
use crate::result::analysis::*;
use crate::result::findings::{self, Candidate, CauseData};
use crate::severity::cells;
use crate::severity::registry::{self, MetricRole, Source};
use crate::{Error, Options, Thresholds};
use ppw_event::{LocationId, TraceSource};
use rayon::prelude::*;
use rustc_hash::FxHashMap as HashMap;
use std::collections::BTreeMap;
use std::sync::atomic::{AtomicU64, Ordering};

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

/// See [`crate::analyze`].
pub(crate) fn run(src: &dyn TraceSource, opts: &Options) -> Result<Analysis, Error> {
    let defs = src.defs();
    if defs.locations.is_empty() {
        return Err(Error::Empty);
    }
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(opts.threads)
        .build()
        .map_err(|e| Error::ThreadPool(e.to_string()))?;
    pool.install(|| run_in_pool(src, opts))
}

fn run_in_pool(src: &dyn TraceSource, opts: &Options) -> Result<Analysis, Error> {
    let defs = src.defs();
    let classes = classify(defs);
    let nloc = defs.locations.len();
    let progress = Progress {
        f: opts.progress.as_deref(),
        done: AtomicU64::new(0),
        total: 2 * nloc as u64,
    };
    let mut warnings: Vec<String> = defs.warnings.clone();
    let timing = std::env::var_os("PPW_ANALYSIS_TIMING").is_some();
    let t0 = std::time::Instant::now();
    let phase = |name: &str| {
        if timing {
            eprintln!(
                "[ppw-analysis] {name:<12} {:>8.3} s",
                t0.elapsed().as_secs_f64()
            );
        }
    };

    // 1. One streaming pass per location.
    let mut locs: Vec<LocData> = (0..nloc)
        .into_par_iter()
        .map(|l| {
            let d = crate::replay::reconstruct::reconstruct(src, LocationId(l as u32), &classes);
            progress.step(1);
            d
        })
        .collect();
    for l in &locs {
        warnings.extend(l.warnings.iter().cloned());
    }
    phase("read");
    let by_rank = matching::rank_locations(&locs, defs.ranks);
    for (r, v) in by_rank.iter().enumerate() {
        if v.is_empty() || v.iter().all(|&l| !locs[l as usize].readable) {
            warnings.push(format!(
                "rank {r}: no data; it is missing from the analysis"
            ));
        }
    }

    // 2. Matching.
    let messages = matching::match_p2p(&mut locs, &by_rank, &mut warnings);
    let insts = matching::match_collectives(&mut locs, &by_rank, defs, &mut warnings);

    phase("match");
    // 3. Clock condition.
    let (p2p_v, coll_v) = clock::count_violations(&locs, &insts);
    let mut clock_report = ClockReport {
        violations: p2p_v + coll_v,
        p2p_violations: p2p_v,
        collective_violations: coll_v,
        ..Default::default()
    };
    let corrections = if opts.repair_clock && p2p_v + coll_v > 0 {
        let rep = clock::repair(&locs, &insts);
        clock_report.events_moved = clock::apply(&mut locs, &rep.corrections);
        clock_report.max_shift = rep.max_shift as f64 * 1e-9;
        if rep.forced > 0 {
            warnings.push(format!(
                "clock repair: {} constraints formed dependency cycles (inconsistent matching or \
                 equal timestamps) and were resolved approximately",
                rep.forced
            ));
        }
        rep.corrections
    } else {
        vec![Default::default(); nloc]
    };
    let earliest_end = matching::aggregate_collectives(&mut locs, &insts);
    matching::aggregate_setup(&mut locs, &by_rank, &mut warnings);

    phase("clock");
    // 4. Patterns.
    let enabled = vec![true; PATTERNS.len()];
    // Patterns that are not a specialization of another (their intervals are the overlays).
    let top_level: Vec<bool> = PATTERNS
        .iter()
        .map(|p| !PATTERNS.iter().any(|q| q.meta().id == p.meta().parent))
        .collect();
    let cap = if opts.cause_windows == 0 {
        u32::MAX
    } else {
        opts.cause_windows
    };
    let outs: Vec<LocOut> = locs
        .par_iter()
        .enumerate()
        .map(|(loc, me)| {
            let cx = Cx {
                locs: &locs,
                me,
                classes: &classes,
                earliest_end: &earliest_end,
            };
            // Dense (node x pattern) accumulator: one add per hit.
            let np = PATTERNS.len();
            let mut acc = vec![0u64; me.tree.nodes.len() * np];
            let mut blame: HashMap<(u16, u32, u32), u64> = HashMap::default();
            let mut taken: HashMap<(u16, u32, u32), u32> = HashMap::default();
            let mut windows: Vec<Request> = Vec::new();
            let mut intervals: Vec<WaitInterval> = Vec::new();
            patterns::run(&cx, &enabled, &mut |h| {
                acc[h.node as usize * np + h.pattern as usize] += h.ns;
                if opts.wait_intervals && top_level[h.pattern as usize] {
                    intervals.push(WaitInterval {
                        location: loc as u32,
                        start_ns: h.start,
                        end_ns: h.start + h.ns,
                        metric: PATTERNS[h.pattern as usize].meta().id,
                    });
                }
                if opts.cause && h.cause_loc != NONE {
                    let remote = locs[h.cause_loc as usize].rank;
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
            let mut blame: Vec<_> = blame.into_iter().collect();
            blame.sort_unstable();
            LocOut {
                sev,
                blame,
                windows,
                intervals,
            }
        })
        .collect();
    let mut outs = outs;
    let wait_intervals: Vec<WaitInterval> = outs
        .iter_mut()
        .flat_map(|o| std::mem::take(&mut o.intervals))
        .collect();
    let sev: Vec<Vec<((u16, u32), u64)>> = outs.iter().map(|o| o.sev.clone()).collect();
    phase("patterns");
    // 5. The cube.
    let mut cps = Callpaths::new();
    let maps: Vec<Vec<u32>> = locs.iter().map(|l| cps.add_tree(&l.tree)).collect();
    let table = registry::table();
    let parents = registry::parents(&table);
    let cube = cells::build(&locs, &maps, &sev, &table);
    let names = cells::names(&cps, &defs.regions);
    let time_idx = 0usize;
    let total_ns: u64 = cube.cells.values().map(|c| c[time_idx]).sum();

    // 6. Findings.
    let mut per: BTreeMap<(usize, u32), Vec<(u32, u64)>> = BTreeMap::new();
    for (&(rank, cp), cell) in &cube.cells {
        for (m, def) in table.iter().enumerate() {
            if let Source::Pattern(p) = def.source {
                if PATTERNS[p].meta().finding && cell[m] > 0 {
                    per.entry((p, cp)).or_default().push((rank, cell[m]));
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
        })
        .filter(|c| findings::significant(c.ns, total_ns, opts.min_fraction, opts.min_seconds))
        .collect();
    cands.sort_by(|a, b| {
        b.ns.cmp(&a.ns)
            .then(a.pattern.cmp(&b.pattern))
            .then(a.callpath.cmp(&b.callpath))
    });

    phase("cube");
    // 6b. The automatic analyses (bottlenecks, load balance, redundancy, frequency,
    // hypotheses) on the call-path statistics.
    let th = Thresholds {
        min_fraction: opts.min_fraction,
        min_seconds: opts.min_seconds,
        ..opts.thresholds.clone()
    };
    let mut waits: BTreeMap<u32, BTreeMap<&'static str, u64>> = BTreeMap::new();
    let top_metrics: Vec<(usize, &'static str)> = table
        .iter()
        .enumerate()
        .filter_map(|(m, def)| match def.source {
            // Completion patterns have no remote culprit: they do not explain a bottleneck.
            Source::Pattern(p) if top_level[p] && def.role == MetricRole::Waiting => {
                Some((m, def.id))
            }
            _ => None,
        })
        .collect();
    for (&(_, cp), cell) in &cube.cells {
        for &(m, id) in &top_metrics {
            if cell[m] > 0 {
                *waits.entry(cp).or_default().entry(id).or_default() += cell[m];
            }
        }
    }
    let stats = stats::path_stats(&locs, &maps, defs);
    let facts = Facts {
        defs,
        locs: &locs,
        maps: &maps,
        cps: &cps,
        names: &names,
        classes: &classes,
        by_rank: &by_rank,
        insts: &insts,
        th: &th,
        total_ns,
        rank_core: stats::core_times(&stats, defs.ranks, &cps, &classes),
        stats,
        waits: waits
            .into_iter()
            .map(|(cp, m)| (cp, m.into_iter().collect()))
            .collect(),
        traced: locs.iter().any(|l| l.events > 0),
        cpu_sampled: locs.iter().any(|l| l.cpu_samples > 0),
    };
    let prepared = auto::prepare(
        &facts,
        opts.baseline.as_ref(),
        cap,
        cands.len() as u32,
        opts.cause,
    );
    phase("automatic");
    // 7. Cause analysis (wait states and the automatic analyses' windows, one pass).
    // Call paths of ppw's own work (flushes, set-up), whose share of a waiting interval is
    // discounted from wait-state findings.
    let measure: Vec<bool> = (0..names.len() as u32)
        .map(|cp| facts.under_measurement(cp))
        .collect();
    let (causes, auto_answers) =
        if opts.cause && (!cands.is_empty() || !prepared.windows.is_empty()) {
            cause_analysis(
                src,
                &locs,
                outs,
                &maps,
                &names,
                &corrections,
                &cands,
                &prepared.windows,
                &measure,
                cands.len() + prepared.ids as usize,
                cap,
                &progress,
            )
        } else {
            progress.step(nloc as u64);
            (vec![CauseData::default(); cands.len()], Vec::new())
        };
    let auto_out = auto::finish(&facts, prepared, &auto_answers, opts.cause);
    let mut findings: Vec<Finding> = cands
        .iter()
        .zip(&causes)
        .map(|(c, cd)| {
            let cs = cps.callsites[c.callpath as usize];
            let source = defs.callsites.get(cs.index()).and_then(|d| d.source());
            findings::finish(c, names[c.callpath as usize].clone(), source, cd, total_ns)
        })
        .collect();
    // Waiting that ppw's own flushes or set-up caused is discounted; a finding left below the
    // thresholds is dropped with a note (the severity cube keeps Scalasca's full values).
    let mut measurement_notes = Vec::new();
    findings.retain(|f| {
        let gone = f.data.get("measurement_seconds").copied().unwrap_or(0.0);
        if gone <= 0.0 {
            return true;
        }
        let keep = findings::significant(
            (f.seconds * 1e9).round() as u64,
            total_ns,
            opts.min_fraction,
            opts.min_seconds,
        );
        if !keep {
            measurement_notes.push(format!(
                "{} in {}: {} of its {} were caused by ppw's own work (trace-buffer \
                 flushes or set-up on rank(s) {}) and the rest is below the thresholds, so it \
                 is not reported as a finding (the metric tree keeps the full value, as \
                 Scalasca computes it)",
                f.kind,
                f.callpath,
                crate::result::text::secs((gone * 1e9) as u64),
                crate::result::text::secs(((gone + f.seconds) * 1e9) as u64),
                crate::result::text::rank_list(&f.cause.ranks)
            ));
        }
        keep
    });
    let nwait = findings.len();
    findings.extend(auto_out.findings);
    findings::rank(&mut findings, nwait);

    phase("cause");
    // 8. Output.
    let mut severities = Vec::new();
    let mut rows: Vec<(usize, u32, &str, f64)> = Vec::new();
    for (&(rank, cp), cell) in &cube.cells {
        let ex = cells::exclusive(cell, &parents);
        for (m, v) in ex.iter().enumerate() {
            if *v > 0 {
                let value = if table[m].unit == "seconds" {
                    *v as f64 * 1e-9
                } else {
                    *v as f64
                };
                rows.push((m, rank, names[cp as usize].as_str(), value));
            }
        }
    }
    rows.sort_by(|a, b| a.0.cmp(&b.0).then(a.1.cmp(&b.1)).then(a.2.cmp(b.2)));
    for (m, rank, cp, v) in rows {
        severities.push(Severity {
            metric: table[m].id.into(),
            rank,
            callpath: cp.into(),
            seconds: v,
        });
    }
    let mut profile: Vec<ProfileRow> = cube
        .profile
        .iter()
        .map(|(&(rank, cp), &(visits, incl, bytes))| ProfileRow {
            rank,
            callpath: names[cp as usize].clone(),
            visits,
            seconds: incl as f64 * 1e-9,
            bytes,
        })
        .collect();
    profile.sort_by(|a, b| a.rank.cmp(&b.rank).then(a.callpath.cmp(&b.callpath)));

    let first = locs
        .iter()
        .filter(|l| l.events > 0)
        .map(|l| l.first)
        .min()
        .unwrap_or(0);
    let last = locs.iter().map(|l| l.last).max().unwrap_or(0);
    let duration = if defs.mode == ppw_event::Mode::Profile {
        locs.iter()
            .map(|l| {
                l.tree
                    .nodes
                    .iter()
                    .filter(|n| n.parent == 0)
                    .map(|n| n.incl)
                    .sum::<u64>()
            })
            .max()
            .unwrap_or(0)
    } else {
        last.saturating_sub(first)
    };
    let summary = Summary {
        program: defs.program.clone(),
        mode: defs.mode.name().into(),
        ranks: defs.ranks,
        locations: nloc as u32,
        duration: duration as f64 * 1e-9,
        events: locs.iter().map(|l| l.events).sum(),
        total_time: total_ns as f64 * 1e-9,
        messages,
        collectives: insts.len() as u64,
    };
    phase("output");
    Ok(Analysis {
        summary,
        profile,
        metrics: registry::infos(&table),
        severities,
        findings,
        clock: clock_report,
        warnings,
        format_version: FORMAT_VERSION,
        thresholds: th,
        notes: auto_out
            .notes
            .into_iter()
            .chain(measurement_notes)
            .collect(),
        baseline: opts.baseline.as_ref().map(|b| BaselineInfo {
            file: b.path.clone(),
            host: b.host.clone(),
            mpi: b.mpi.clone(),
        }),
        bottlenecks: auto_out.entries,
        load_balance: auto_out.load_balance,
        speed: None,
        wait_intervals,
    })
}

/// A time-window request collected during the pattern replay: `remote` was responsible for
/// the wait of `pattern` at local call-tree `node` during `[start, end)`.
struct Request {
    remote: u32,
    pattern: u16,
    node: u32,
    start: u64,
    end: u64,
}

/// Time a location (rank, global call path) spent inside the windows of an automatic-analysis
/// request id: (id, rank, call path, ns).
type AutoAnswer = (u32, u32, u32, u64);

/// What the pattern replay produced for one location.
struct LocOut {
    /// (pattern, node) -> ns.
    sev: Vec<((u16, u32), u64)>,
    /// (pattern, node, responsible rank) -> ns.
    blame: Vec<((u16, u32, u32), u64)>,
    /// The first `Options::cause_windows` windows per (pattern, node, remote location).
    windows: Vec<Request>,
    /// Waiting intervals (when asked for).
    intervals: Vec<WaitInterval>,
}

#[allow(clippy::too_many_arguments)]
fn cause_analysis(
    src: &dyn TraceSource,
    locs: &[LocData],
    outs: Vec<LocOut>,
    maps: &[Vec<u32>],
    names: &[String],
    corrections: &[clock::Correction],
    cands: &[Candidate],
    extra: &[(u32, Window)],
    measure: &[bool],
    nids: usize,
    cap: u32,
    progress: &Progress<'_>,
) -> (Vec<CauseData>, Vec<AutoAnswer>) {
    let index: HashMap<(usize, u32), u32> = cands
        .iter()
        .enumerate()
        .map(|(i, c)| ((c.pattern, c.callpath), i as u32))
        .collect();
    // First pass (already done by the pattern replay): keep the requests of the findings and
    // batch them per remote location.
    let mut per_loc: Vec<Vec<Window>> = vec![Vec::new(); locs.len()];
    let mut blame: BTreeMap<(u32, u32), u64> = BTreeMap::new();
    for (l, o) in outs.into_iter().enumerate() {
        for ((p, node, rank), ns) in o.blame {
            if let Some(&f) = index.get(&(p as usize, maps[l][node as usize])) {
                *blame.entry((f, rank)).or_default() += ns;
            }
        }
        for r in o.windows {
            if let Some(&f) = index.get(&(r.pattern as usize, maps[l][r.node as usize])) {
                per_loc[r.remote as usize].push(Window {
                    start: r.start,
                    end: r.end,
                    finding: f,
                });
            }
        }
    }
    for &(l, w) in extra {
        per_loc[l as usize].push(w);
    }
    // Second pass: answer the windows, batched per remote location.
    let answers: Vec<cause::Answer> = per_loc
        .par_iter_mut()
        .enumerate()
        .map(|(l, w)| {
            w.sort_unstable();
            if cap != u32::MAX {
                // The first `cap` windows of every finding, in time order.
                let mut n = vec![0u32; nids];
                w.retain(|x| {
                    n[x.finding as usize] += 1;
                    n[x.finding as usize] <= cap
                });
            }
            let a = cause::answer(
                src,
                LocationId(l as u32),
                &locs[l].tree,
                &corrections[l],
                w,
                nids,
            );
            progress.step(1);
            a
        })
        .collect();
    let mut by_path: Vec<BTreeMap<u32, u64>> = vec![BTreeMap::new(); cands.len()];
    let mut auto_answers = Vec::new();
    for (l, a) in answers.into_iter().enumerate() {
        for ((f, node), ns) in a {
            let cp = maps[l][node as usize];
            match by_path.get_mut(f as usize) {
                Some(m) => *m.entry(cp).or_default() += ns,
                None => auto_answers.push((f, locs[l].rank, cp, ns)),
            }
        }
    }
    let mut out = vec![
        CauseData {
            ran: true,
            ..Default::default()
        };
        cands.len()
    ];
    for ((f, rank), ns) in blame {
        out[f as usize].by_rank.push((rank, ns));
    }
    for (f, m) in by_path.into_iter().enumerate() {
        out[f].measurement = m
            .iter()
            .filter(|(cp, _)| measure.get(**cp as usize).copied().unwrap_or(false))
            .map(|(_, ns)| ns)
            .sum();
        out[f].by_path = m
            .into_iter()
            .map(|(cp, ns)| (names[cp as usize].clone(), ns))
            .collect();
    }
    (out, auto_answers)
}
