//! The cause-analysis step of the pipeline: collect the time-window requests of the significant
//! findings (from the pattern replay) and of the automatic analyses, batch them per responsible
//! location, answer them in one second streaming pass ([`crate::auto::cause`]), and sort the
//! answers back to the findings they belong to. The same pass cuts the time maps of the
//! root-cause analysis ([`crate::rootcause::timemaps`]): one more read of the trace instead of
//! two.

use super::Progress;
use crate::auto::cause::{self, Window};
use crate::distributed::{decode, encode, Exchange, Partition};
use crate::replay::calltree::CallTree;
use crate::replay::clock::Correction;
use crate::replay::records::LocData;
use crate::replay::store::{Field, Pack, Records, MAX_FIELDS};
use crate::result::analysis::WaitInterval;
use crate::result::findings::{Candidate, CauseData};
use crate::rootcause::timemaps::Segments;
use crate::Error;
use ppw_event::{LocationId, TraceSource};
use rayon::prelude::*;
use rustc_hash::FxHashMap as HashMap;
use std::collections::BTreeMap;

/// A time-window request collected during the pattern replay: `remote` was responsible for
/// the wait of `pattern` at local call-tree `node` during `[start, end)`. Kept packed (about
/// 9 bytes instead of 32): a location can ask for millions of windows.
#[derive(Clone, Copy, Debug, Default, serde::Serialize, serde::Deserialize)]
pub(super) struct Request {
    pub(super) remote: u32,
    pub(super) pattern: u16,
    pub(super) node: u32,
    pub(super) start: u64,
    pub(super) end: u64,
}

impl Pack for Request {
    const N: usize = 5;
    #[inline]
    fn pack(&self, o: &mut [u64; MAX_FIELDS]) {
        o[0] = self.start;
        o[1] = self.end.wrapping_sub(self.start);
        o[2] = self.remote.to_u64();
        o[3] = self.pattern.to_u64();
        o[4] = self.node.to_u64();
    }
    #[inline]
    fn unpack(v: &[u64; MAX_FIELDS]) -> Self {
        Request {
            start: v[0],
            end: v[0].wrapping_add(v[1]),
            remote: Field::from_u64(v[2]),
            pattern: Field::from_u64(v[3]),
            node: Field::from_u64(v[4]),
        }
    }
}

/// Waiting time of `pattern` at local call-tree `node` that `rank` caused (packed: a location
/// can have one per pattern, node and rank of the run).
#[derive(Clone, Copy, Debug, Default, serde::Serialize, serde::Deserialize)]
pub(super) struct BlameRec {
    pub(super) pattern: u16,
    pub(super) node: u32,
    pub(super) rank: u32,
    pub(super) ns: u64,
}
crate::replay::store::packed_record!(BlameRec {
    pattern,
    node,
    rank,
    ns
});

/// What the pattern replay produced for one location (sent by the owners of a partitioned
/// analysis to process 0, the intervals apart: see `owned::Shipped`).
#[derive(Default, serde::Serialize, serde::Deserialize)]
pub(super) struct LocOut {
    /// (pattern, node) -> ns.
    pub(super) sev: Vec<((u16, u32), u64)>,
    /// (pattern, node, responsible rank) -> ns.
    pub(super) blame: Records<BlameRec>,
    /// The first `Options::cause_windows` windows per (pattern, node, remote location).
    pub(super) windows: Records<Request>,
    /// Waiting intervals (when asked for).
    #[serde(skip)]
    pub(super) intervals: Vec<WaitInterval>,
    /// (pattern, node, window) -> ns of the one-sided patterns.
    pub(super) wins: Vec<((u16, u32, u32), u64)>,
    /// The wait states, for the root-cause and critical-path analyses (when they run).
    pub(super) waits: Vec<crate::rootcause::WaitHit>,
}

/// Time a location (rank, global call path) spent inside the windows of an automatic-analysis
/// request id: (id, rank, call path, ns).
pub(super) type AutoAnswer = (u32, u32, u32, u64);

/// What the cause step reads.
pub(super) struct CauseInput<'a> {
    pub(super) src: &'a dyn TraceSource,
    pub(super) locs: &'a [LocData],
    /// Local call-tree node -> global call path, per location.
    pub(super) maps: &'a [Vec<u32>],
    /// Call-path names.
    pub(super) names: &'a [String],
    /// The clock corrections of the repair, per location.
    pub(super) corrections: &'a [Correction],
    /// The wait-state findings, in id order (ids 0..).
    pub(super) cands: &'a [Candidate],
    /// The automatic analyses' requests (ids after the findings').
    pub(super) extra: &'a [(u32, Window)],
    /// Call paths of ppw's own work, whose share of a window is measurement.
    pub(super) measure: &'a [bool],
    /// Number of finding ids in all.
    pub(super) nids: usize,
    /// At most this many windows per finding and remote location.
    pub(super) cap: u32,
    /// Where the root-cause analysis cuts each location's time maps (empty: it does not run).
    pub(super) bounds: &'a [Vec<u64>],
}

impl CauseInput<'_> {
    fn bounds(&self, l: usize) -> &[u64] {
        self.bounds.get(l).map_or(&[], Vec::as_slice)
    }
}

/// Waiting time caused per (finding, responsible rank).
type Blame = BTreeMap<(u32, u32), u64>;

/// What the second pass gives: the cause data of each wait-state finding, the raw answers of
/// the automatic analyses' requests, and every location's time maps (when `input.bounds` asks
/// for them).
pub(super) type Passed = (Vec<CauseData>, Vec<AutoAnswer>, Vec<Segments>);

/// Answer every request and cut the time maps. With the cause analysis off, or nothing asked,
/// no window is answered; a location with neither windows nor bounds is not read.
///
/// Distributed (`ex`), the owners of the locations stream them ([`serve`]); the exchange
/// happens even when nothing is asked, since the other processes wait for it.
pub(super) fn run(
    input: &CauseInput<'_>,
    outs: Vec<LocOut>,
    enabled: bool,
    progress: &Progress<'_>,
    ex: Option<&dyn Exchange>,
) -> Result<Passed, Error> {
    let asked = enabled && !(input.cands.is_empty() && input.extra.is_empty());
    let (per_loc, blame) = if asked {
        let (per_loc, blame) = batch(input, outs);
        (trim(input, per_loc), blame)
    } else {
        drop(outs);
        (vec![Vec::new(); input.locs.len()], Blame::new())
    };
    if asked && std::env::var_os("PPW_ANALYSIS_TIMING").is_some() {
        eprintln!(
            "[ppw-analysis]   cause: {} windows kept ({} from the automatic analyses), {} blame entries",
            per_loc.iter().map(Vec::len).sum::<usize>(),
            input.extra.len(),
            blame.len()
        );
    }
    let (answers, segs) = match ex {
        None => answer(input, &per_loc, 0..input.locs.len(), progress)
            .into_iter()
            .unzip(),
        Some(ex) => distribute(input, per_loc, ex, progress)?,
    };
    if !asked {
        let data = vec![CauseData::default(); input.cands.len()];
        return Ok((data, Vec::new(), segs));
    }
    let (data, auto) = assign(input, answers, blame);
    Ok((data, auto, segs))
}

/// Keep the requests of the findings and batch them, with the automatic analyses' requests,
/// per remote location; sum the blame per (finding, responsible rank). A remote location's
/// list is trimmed ([`trim_one`]) whenever it has doubled, so that it never holds many more
/// than the windows that will be kept (trimming a part keeps every window the final trim
/// keeps from it, so the result is the same).
fn batch(input: &CauseInput<'_>, outs: Vec<LocOut>) -> (Vec<Vec<Window>>, Blame) {
    let index: HashMap<(usize, u32), u32> = input
        .cands
        .iter()
        .enumerate()
        .map(|(i, c)| ((c.pattern, c.callpath), i as u32))
        .collect();
    let maps = input.maps;
    let mut per_loc: Vec<Vec<Window>> = vec![Vec::new(); input.locs.len()];
    // Per remote location: the length at which its list is trimmed next.
    const FIRST_TRIM: usize = 1 << 10;
    let mut next_trim: Vec<usize> = vec![FIRST_TRIM; input.locs.len()];
    let mut blame = Blame::new();
    let mut counts = Vec::new();
    for (l, o) in outs.into_iter().enumerate() {
        for b in o.blame.iter() {
            if let Some(&f) = index.get(&(b.pattern as usize, maps[l][b.node as usize])) {
                *blame.entry((f, b.rank)).or_default() += b.ns;
            }
        }
        for r in o.windows.iter() {
            if let Some(&f) = index.get(&(r.pattern as usize, maps[l][r.node as usize])) {
                let (remote, w) = (r.remote as usize, &mut per_loc[r.remote as usize]);
                w.push(Window {
                    start: r.start,
                    end: r.end,
                    finding: f,
                });
                if w.len() >= next_trim[remote] && input.cap != u32::MAX {
                    trim_one(w, input.cap, input.nids, &mut counts);
                    next_trim[remote] = (2 * w.len()).max(FIRST_TRIM);
                }
            }
        }
    }
    for &(l, w) in input.extra {
        per_loc[l as usize].push(w);
    }
    (per_loc, blame)
}

/// Every location's windows in time order, at most `cap` per finding (the first ones).
fn trim(input: &CauseInput<'_>, mut per_loc: Vec<Vec<Window>>) -> Vec<Vec<Window>> {
    let (cap, nids) = (input.cap, input.nids);
    per_loc
        .par_iter_mut()
        .for_each_init(Vec::new, |counts, w| trim_one(w, cap, nids, counts));
    per_loc
}

/// Sort `w` and keep the first `cap` windows of every finding (`counts` is scratch space).
fn trim_one(w: &mut Vec<Window>, cap: u32, nids: usize, counts: &mut Vec<u32>) {
    w.sort_unstable();
    if cap != u32::MAX {
        counts.clear();
        counts.resize(nids, 0);
        w.retain(|x| match counts.get_mut(x.finding as usize) {
            Some(n) => {
                *n += 1;
                *n <= cap
            }
            None => true,
        });
        w.shrink_to_fit();
    }
}

/// What one location answers: time per (finding, node), and the samples in its windows.
type LocAnswer = (cause::Answer, Sampled);

/// The second pass over the locations `locs` (in parallel): their answers and time maps.
fn answer(
    input: &CauseInput<'_>,
    per_loc: &[Vec<Window>],
    locs: impl IntoParallelIterator<Item = usize>,
    progress: &Progress<'_>,
) -> Vec<(LocAnswer, Segments)> {
    locs.into_par_iter()
        .map(|l| {
            let w = &per_loc[l];
            let (a, seg) = cause::pass(
                input.src,
                LocationId(l as u32),
                &input.locs[l].tree,
                &input.corrections[l],
                w,
                input.nids,
                input.bounds(l),
            );
            let s = sampled(input.src.defs(), l, w);
            progress.step(1);
            ((a, s), seg)
        })
        .collect()
}

/// A request to the owner of some locations: the number of finding ids, and per location its
/// windows, its time-map bounds and its clock correction.
type OwnerRequest = (u32, Vec<(u32, Vec<Window>, Vec<u64>, Correction)>);
/// An owner's answer per location: its answer, and its time maps (offsets and entries).
type OwnerAnswer = Vec<(LocAnswer, Vec<u32>, Vec<(u32, u64)>)>;

/// Process 0's side of the distributed second pass: send every process the windows and
/// bounds of its locations, stream its own, and collect the others' answers in location order.
fn distribute(
    input: &CauseInput<'_>,
    mut per_loc: Vec<Vec<Window>>,
    ex: &dyn Exchange,
    progress: &Progress<'_>,
) -> Result<(Vec<LocAnswer>, Vec<Segments>), Error> {
    let n = ex.size();
    let blocks = Partition::of(input.src.defs(), n).blocks();
    let mut parts = vec![Vec::new()];
    for block in &blocks[1..] {
        let req: OwnerRequest = (
            input.nids as u32,
            block
                .iter()
                .map(|&l| {
                    let w = std::mem::take(&mut per_loc[l as usize]);
                    let b = input.bounds(l as usize).to_vec();
                    (l, w, b, input.corrections[l as usize].clone())
                })
                .collect(),
        );
        parts.push(encode(&req).map_err(Error::Exchange)?);
    }
    ex.scatter(Some(parts)).map_err(Error::Exchange)?;
    let mine = &blocks[0];
    let mut out: Vec<Option<(LocAnswer, Segments)>> = (0..input.locs.len()).map(|_| None).collect();
    let local = answer(
        input,
        &per_loc,
        mine.par_iter().map(|&l| l as usize),
        progress,
    );
    for (&l, a) in mine.iter().zip(local) {
        out[l as usize] = Some(a);
    }
    ex.gather(Vec::new(), &mut |p, bytes| {
        if p == 0 {
            return Ok(());
        }
        let v: OwnerAnswer = decode(&bytes, &format!("second-pass answers of process {p}"))?;
        place(input, p, &blocks[p], v, &mut out, progress)
    })
    .map_err(Error::Exchange)?;
    // (Every location has an owner, so every slot is filled.)
    Ok(out
        .into_iter()
        .enumerate()
        .map(|(l, x)| {
            x.unwrap_or_else(|| (LocAnswer::default(), Segments::empty(input.bounds(l).len())))
        })
        .unzip())
}

/// Put process `p`'s answers for its locations `want` (in their order) into `out`, checking
/// their number and time maps.
fn place(
    input: &CauseInput<'_>,
    p: usize,
    want: &[u32],
    v: OwnerAnswer,
    out: &mut [Option<(LocAnswer, Segments)>],
    progress: &Progress<'_>,
) -> Result<(), String> {
    if v.len() != want.len() {
        return Err(format!(
            "process {p} answered for {} locations instead of {}",
            v.len(),
            want.len()
        ));
    }
    progress.step(v.len() as u64);
    for (&l, (a, off, ents)) in want.iter().zip(v) {
        let nb = input.bounds(l as usize).len();
        let seg = Segments::from_parts(off, ents, nb)
            .ok_or_else(|| format!("process {p} sent malformed time maps of location {l}"))?;
        out[l as usize] = Some((a, seg));
    }
    Ok(())
}

/// The owners' side of the distributed second pass: answer process 0's windows and cut the
/// time maps of this process's locations (whose call trees are `trees`) by streaming them
/// again.
///
/// With `own` (the root-cause analyses run on the owners: each location's bounds, in the
/// order of `trees`), the owner cuts its time maps there and keeps them (returned in the
/// order of the requests, which is the locations'); process 0 gets empty ones.
pub(super) fn serve(
    src: &dyn TraceSource,
    ex: &dyn Exchange,
    trees: &[(u32, CallTree)],
    own: Option<Vec<Vec<u64>>>,
) -> Result<Vec<Segments>, Error> {
    let part = ex.scatter(None).map_err(Error::Exchange)?;
    let (nids, req): OwnerRequest =
        decode(&part, "second-pass requests").map_err(Error::Exchange)?;
    let keep = own.is_some();
    let own_bounds = |l: &u32| -> Option<&[u64]> {
        let own = own.as_ref()?;
        let i = trees.binary_search_by_key(l, |t| t.0).ok()?;
        own.get(i).map(Vec::as_slice)
    };
    let (answers, kept): (OwnerAnswer, Vec<Segments>) = req
        .par_iter()
        .map(|(l, w, bounds, corr)| {
            let bounds = own_bounds(l).unwrap_or(bounds);
            // (`trees` is in location order.)
            let (a, seg) = match trees.binary_search_by_key(l, |t| t.0) {
                Ok(i) => cause::pass(
                    src,
                    LocationId(*l),
                    &trees[i].1,
                    corr,
                    w,
                    nids as usize,
                    bounds,
                ),
                Err(_) => (Vec::new(), Segments::empty(bounds.len())),
            };
            let (seg, kept) = if keep {
                (Segments::empty(0), seg)
            } else {
                (seg, Segments::empty(0))
            };
            let (off, ents) = seg.into_parts();
            (((a, sampled(src.defs(), *l as usize, w)), off, ents), kept)
        })
        .unzip();
    ex.gather(encode(&answers).map_err(Error::Exchange)?, &mut |_, _| {
        Ok(())
    })
    .map_err(Error::Exchange)?;
    Ok(kept)
}

/// Program-counter samples inside the windows: (finding, function region) -> samples, and
/// per finding (window ns, ns of CPU time the samples stand for) of a sampled location.
type Sampled = (Vec<((u32, u32), u64)>, Vec<(u32, u64, u64)>);

/// The program-counter samples of location `l` (a rank's main thread: the runtime samples
/// only it) that fall inside its windows, counted per (finding, function).
fn sampled(defs: &ppw_event::Defs, l: usize, windows: &[Window]) -> Sampled {
    let (samples, period) = match defs.locations.get(l) {
        Some(loc) if loc.thread == 0 => defs
            .rank_info
            .get(loc.rank as usize)
            .map_or((&[][..], 0), |i| (i.samples.as_slice(), i.sample_period_ns)),
        _ => (&[][..], 0),
    };
    if period == 0 {
        return (Vec::new(), Vec::new());
    }
    let mut acc: BTreeMap<(u32, u32), u64> = BTreeMap::new();
    let mut cover: BTreeMap<u32, (u64, u64)> = BTreeMap::new();
    for w in windows {
        let lo = samples.partition_point(|s| s.time < w.start);
        let hi = samples.partition_point(|s| s.time < w.end).max(lo);
        let c = cover.entry(w.finding).or_default();
        c.0 += w.end.saturating_sub(w.start);
        c.1 += (hi - lo) as u64 * period;
        for s in samples[lo..hi].iter().filter(|s| s.region.0 != u32::MAX) {
            *acc.entry((w.finding, s.region.0)).or_default() += 1;
        }
    }
    (
        acc.into_iter().collect(),
        cover.into_iter().map(|(f, (w, c))| (f, w, c)).collect(),
    )
}

/// Sort the answers back to their findings: remote call paths per wait-state finding (with the
/// measurement share), and the automatic analyses' answers as they are.
fn assign(
    input: &CauseInput<'_>,
    answers: Vec<(cause::Answer, Sampled)>,
    blame: Blame,
) -> (Vec<CauseData>, Vec<AutoAnswer>) {
    let ncands = input.cands.len();
    let mut by_path: Vec<BTreeMap<u32, u64>> = vec![BTreeMap::new(); ncands];
    let mut by_function: Vec<BTreeMap<u32, u64>> = vec![BTreeMap::new(); ncands];
    let mut auto_answers = Vec::new();
    let mut cover: Vec<(u64, u64)> = vec![(0, 0); ncands];
    for (l, (a, (s, c))) in answers.into_iter().enumerate() {
        for (f, w, cpu) in c {
            if let Some(x) = cover.get_mut(f as usize) {
                x.0 += w;
                x.1 += cpu;
            }
        }
        for ((f, region), n) in s {
            if let Some(m) = by_function.get_mut(f as usize) {
                *m.entry(region).or_default() += n;
            }
        }
        for ((f, node), ns) in a {
            let cp = input.maps[l][node as usize];
            match by_path.get_mut(f as usize) {
                Some(m) => *m.entry(cp).or_default() += ns,
                None => auto_answers.push((f, input.locs[l].rank, cp, ns)),
            }
        }
    }
    let mut out = vec![
        CauseData {
            ran: true,
            ..Default::default()
        };
        ncands
    ];
    for ((f, rank), ns) in blame {
        out[f as usize].by_rank.push((rank, ns));
    }
    let regions = &input.src.defs().regions;
    for (f, m) in by_function.into_iter().enumerate() {
        let mut v: Vec<(String, u64)> = m
            .into_iter()
            .map(|(r, n)| {
                let name = regions
                    .get(r as usize)
                    .map_or_else(|| "[unknown]".to_string(), |d| d.name.clone());
                (name, n)
            })
            .collect();
        v.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
        out[f].functions = v;
        out[f].sampled_window_ns = cover[f].0;
        out[f].sampled_cpu_ns = cover[f].1;
    }
    for (f, m) in by_path.into_iter().enumerate() {
        out[f].measurement = m
            .iter()
            .filter(|(cp, _)| input.measure.get(**cp as usize).copied().unwrap_or(false))
            .map(|(_, ns)| ns)
            .sum();
        out[f].by_path = m
            .into_iter()
            .map(|(cp, ns)| (input.names[cp as usize].clone(), ns))
            .collect();
    }
    (out, auto_answers)
}

/// What process 0 tells every process for the partitioned cause pass (stage 6 of
/// docs/SCALE.md): the wait-state findings as (pattern, call path) in id order, and per
/// location of the process its automatic-analysis windows, time-map bounds and clock
/// correction. The owners keep their locations' cause windows and blame (stage 8), batch them
/// to the owners of the remote locations themselves, and send process 0 only the answers and
/// the blame summed per (finding, rank).
#[derive(serde::Serialize, serde::Deserialize)]
struct Plan {
    cands: Vec<(u32, u32)>,
    nids: u32,
    cap: u32,
    asked: bool,
    /// Sum the blame per (waiting rank, responsible rank, pattern) too (the topology view).
    pairs: bool,
    locs: Vec<(u32, Vec<Window>, Vec<u64>, Correction)>,
}

/// A process's own locations for the partitioned cause pass: ids, ranks, call trees, node-to-
/// path maps, and the cause windows and blame their replay found.
pub(super) struct OwnCauses<'a> {
    pub(super) ids: &'a [u32],
    pub(super) ranks: Vec<u32>,
    pub(super) trees: Vec<&'a CallTree>,
    pub(super) maps: Vec<&'a [u32]>,
    pub(super) outs: Vec<(Records<Request>, Records<BlameRec>)>,
}

/// Waiting time per (waiting rank, responsible rank, pattern index).
type Pairs = Vec<((u32, u32, u16), u64)>;

/// What the partitioned cause pass gives a process: per own location its answer and time
/// maps, its blame per (finding, rank), its pairs.
type OwnPassed = (Vec<(LocAnswer, Segments)>, Blame, Pairs);

/// What a process sends process 0 after the partitioned cause pass: per location its answer
/// and time maps (offsets and entries), the blame per (finding, rank), the pairs.
type OwnedAnswer = (OwnerAnswer, Vec<((u32, u32), u64)>, Pairs);

/// The partitioned cause pass on one process (every process, process 0 too): batch the own
/// locations' windows per remote location and blame per finding, hand the windows to the
/// remote locations' owners in one all-to-all, then stream the own locations with the
/// windows addressed to them (`own_bounds`: the bounds the root-cause analyses cut the time
/// maps at, when the owners keep them).
#[allow(clippy::too_many_arguments)]
fn pass_owned(
    src: &dyn TraceSource,
    ex: &dyn Exchange,
    part: &Partition,
    plan: &Plan,
    own: OwnCauses<'_>,
    own_bounds: Option<&[Vec<u64>]>,
    progress: Option<&Progress<'_>>,
) -> Result<OwnPassed, String> {
    let index: HashMap<(usize, u32), u32> = plan
        .cands
        .iter()
        .enumerate()
        .map(|(i, &(p, cp))| ((p as usize, cp), i as u32))
        .collect();
    let mut blame = Blame::new();
    let mut pairs: BTreeMap<(u32, u32, u16), u64> = BTreeMap::new();
    let mut to: BTreeMap<u32, Vec<Window>> = BTreeMap::new();
    let mut next_trim: HashMap<u32, usize> = HashMap::default();
    const FIRST_TRIM: usize = 1 << 10;
    let mut counts = Vec::new();
    for (i, (windows, bl)) in own.outs.into_iter().enumerate() {
        let map = own.maps[i];
        for b in bl.iter() {
            if plan.pairs {
                *pairs.entry((own.ranks[i], b.rank, b.pattern)).or_default() += b.ns;
            }
            if !plan.asked {
                continue;
            }
            if let Some(&f) = index.get(&(b.pattern as usize, map[b.node as usize])) {
                *blame.entry((f, b.rank)).or_default() += b.ns;
            }
        }
        if !plan.asked {
            continue;
        }
        for r in windows.iter() {
            if let Some(&f) = index.get(&(r.pattern as usize, map[r.node as usize])) {
                let w = to.entry(r.remote).or_default();
                w.push(Window {
                    start: r.start,
                    end: r.end,
                    finding: f,
                });
                let at = next_trim.entry(r.remote).or_insert(FIRST_TRIM);
                if w.len() >= *at && plan.cap != u32::MAX {
                    trim_one(w, plan.cap, plan.nids as usize, &mut counts);
                    *at = (2 * w.len()).max(FIRST_TRIM);
                }
            }
        }
    }
    // The windows go to the owners of their remote locations.
    let mut parts: Vec<Vec<(u32, Vec<Window>)>> = vec![Vec::new(); ex.size()];
    for (remote, w) in to {
        if let Some(p) = parts.get_mut(part.owner(remote)) {
            p.push((remote, w));
        }
    }
    let parts = parts.iter().map(encode).collect::<Result<Vec<_>, _>>()?;
    let mut mine: BTreeMap<u32, Vec<Window>> = BTreeMap::new();
    for (q, bytes) in ex.alltoall(parts)?.into_iter().enumerate() {
        let v: Vec<(u32, Vec<Window>)> =
            decode(&bytes, &format!("cause windows from process {q}"))?;
        for (l, w) in v {
            mine.entry(l).or_default().extend(w);
        }
    }
    if plan.locs.len() != own.ids.len() {
        return Err(format!(
            "process 0 planned the cause pass for {} locations of this process instead of {}",
            plan.locs.len(),
            own.ids.len()
        ));
    }
    let nids = plan.nids as usize;
    let lists: Vec<Vec<Window>> = plan
        .locs
        .iter()
        .map(|(l, extra, _, _)| {
            let mut w = mine.remove(l).unwrap_or_default();
            w.extend(extra.iter().copied());
            w
        })
        .collect();
    let out = lists
        .into_par_iter()
        .enumerate()
        .map_init(Vec::new, |counts, (i, mut w)| {
            let (l, _, bounds, corr) = &plan.locs[i];
            trim_one(&mut w, plan.cap, nids, counts);
            let bounds = own_bounds.and_then(|b| b.get(i)).unwrap_or(bounds);
            let (a, seg) = cause::pass(src, LocationId(*l), own.trees[i], corr, &w, nids, bounds);
            if let Some(p) = progress {
                p.step(1);
            }
            ((a, sampled(src.defs(), *l as usize, &w)), seg)
        })
        .collect();
    Ok((out, blame, pairs.into_iter().collect()))
}

/// The owners' side of the partitioned cause pass (see [`Plan`]): returns the time maps of
/// their locations when they keep them (`own`), else empty ones.
pub(super) fn serve_owned(
    src: &dyn TraceSource,
    ex: &dyn Exchange,
    own: OwnCauses<'_>,
    own_bounds: Option<Vec<Vec<u64>>>,
) -> Result<Vec<Segments>, Error> {
    let plan: Plan = decode(
        &ex.scatter(None).map_err(Error::Exchange)?,
        "cause pass plan",
    )
    .map_err(Error::Exchange)?;
    let part = Partition::of(src.defs(), ex.size());
    let keep = own_bounds.is_some();
    let (answers, blame, pairs) =
        pass_owned(src, ex, &part, &plan, own, own_bounds.as_deref(), None)
            .map_err(Error::Exchange)?;
    let mut kept = Vec::new();
    let answers: OwnerAnswer = answers
        .into_iter()
        .map(|(a, seg)| {
            let seg = if keep {
                kept.push(seg);
                Segments::empty(0)
            } else {
                seg
            };
            let (off, ents) = seg.into_parts();
            (a, off, ents)
        })
        .collect();
    let blame: Vec<((u32, u32), u64)> = blame.into_iter().collect();
    let mine: OwnedAnswer = (answers, blame, pairs);
    ex.gather(encode(&mine).map_err(Error::Exchange)?, &mut |_, _| Ok(()))
        .map_err(Error::Exchange)?;
    Ok(kept)
}

/// Process 0's side of the partitioned cause pass: plan, answer its own locations, collect
/// the others' answers in location order and sum the blame. Returns also the waiting time per
/// (waiting rank, responsible rank, pattern) when `pairs` (the topology view).
pub(super) fn run_owned(
    input: &CauseInput<'_>,
    own: OwnCauses<'_>,
    enabled: bool,
    pairs: bool,
    progress: &Progress<'_>,
    ex: &dyn Exchange,
) -> Result<(Passed, crate::topology::PairWaits), Error> {
    let err = Error::Exchange;
    let asked = enabled && !(input.cands.is_empty() && input.extra.is_empty());
    let n = ex.size();
    let part = Partition::of(input.src.defs(), n);
    let blocks = part.blocks();
    let mut extra: HashMap<u32, Vec<Window>> = HashMap::default();
    if asked {
        for &(l, w) in input.extra {
            extra.entry(l).or_default().push(w);
        }
    }
    let plan_of = |block: &[u32]| Plan {
        cands: input
            .cands
            .iter()
            .map(|c| (c.pattern as u32, c.callpath))
            .collect(),
        nids: input.nids as u32,
        cap: input.cap,
        asked,
        pairs,
        locs: block
            .iter()
            .map(|&l| {
                (
                    l,
                    extra.get(&l).cloned().unwrap_or_default(),
                    input.bounds(l as usize).to_vec(),
                    input.corrections[l as usize].clone(),
                )
            })
            .collect(),
    };
    let parts = blocks
        .iter()
        .map(|b| encode(&plan_of(b)))
        .collect::<Result<Vec<_>, _>>()
        .map_err(err)?;
    ex.scatter(Some(parts)).map_err(err)?;
    let plan = plan_of(&blocks[0]);
    let (local, mut blame, mut all_pairs) =
        pass_owned(input.src, ex, &part, &plan, own, None, Some(progress)).map_err(err)?;
    let mut out: Vec<Option<(LocAnswer, Segments)>> = (0..input.locs.len()).map(|_| None).collect();
    for (&l, a) in blocks[0].iter().zip(local) {
        out[l as usize] = Some(a);
    }
    ex.gather(Vec::new(), &mut |p, bytes| {
        if p == 0 {
            return Ok(());
        }
        let (v, b, pr): OwnedAnswer =
            decode(&bytes, &format!("cause-pass answers of process {p}"))?;
        place(input, p, &blocks[p], v, &mut out, progress)?;
        for (k, ns) in b {
            *blame.entry(k).or_default() += ns;
        }
        all_pairs.extend(pr);
        Ok(())
    })
    .map_err(err)?;
    let mut pw = crate::topology::PairWaits::new();
    for ((w, r, p), ns) in all_pairs {
        if let Some(pat) = crate::patterns::PATTERNS.get(p as usize) {
            *pw.entry((w, r, pat.meta().id)).or_default() += ns;
        }
    }
    let (answers, segs): (Vec<LocAnswer>, Vec<Segments>) = out
        .into_iter()
        .enumerate()
        .map(|(l, x)| {
            x.unwrap_or_else(|| (LocAnswer::default(), Segments::empty(input.bounds(l).len())))
        })
        .unzip();
    if !asked {
        let data = vec![CauseData::default(); input.cands.len()];
        return Ok(((data, Vec::new(), segs), pw));
    }
    let (data, auto) = assign(input, answers, blame);
    Ok(((data, auto, segs), pw))
}
