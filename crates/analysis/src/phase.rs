//! Program phases (regions flagged as phases: `ppw_phase_begin`, Score-P's phase regions): the
//! input filter behind `--phase NAME` ([`Only`]) and the per-phase results of every analysis
//! ([`summarize`]).
//!
//! A phase is a region, so it nests with the call tree. Its results are everything at or
//! below the call paths where it was entered: time, the metric tree's values, findings.
//! Entries of the same name (each iteration, or from several places) form one phase.

use crate::result::analysis::{Analysis, Phase};
use ppw_event::{
    CallsiteId, Event, EventKind, EventStream, Profile, ReadError, RegionId, TraceSource,
};
use std::collections::{BTreeMap, HashMap, VecDeque};

/// A trace seen through one phase: per location, only what happens while the phase is open.
///
/// At every entry of the phase the regions already open (its callers, `main`) are entered
/// again at the phase's enter time, and at its exit they are left at its exit time, so that
/// every window is a whole call tree whose callers have no time of their own. Between windows
/// the location has nothing open. A message one side sends inside the phase and the other
/// receives outside it stays unmatched (the analysis's warnings count it). Profiles are cut
/// the same way: the phase's subtrees, with their callers' own time, bytes and CPU time set
/// to zero.
pub(crate) struct Only<'a> {
    inner: &'a dyn TraceSource,
    /// Per region: it is the phase.
    is_phase: Vec<bool>,
}

impl<'a> Only<'a> {
    /// The phase `name` of `inner`; an error lists the phases the trace has if `name` is not
    /// one of them.
    pub(crate) fn new(inner: &'a dyn TraceSource, name: &str) -> Result<Only<'a>, String> {
        let regions = &inner.defs().regions;
        let is_phase: Vec<bool> = regions.iter().map(|r| r.phase && r.name == name).collect();
        if !is_phase.contains(&true) {
            let mut known: Vec<&str> = regions
                .iter()
                .filter(|r| r.phase)
                .map(|r| r.name.as_str())
                .collect();
            known.sort_unstable();
            known.dedup();
            return Err(if known.is_empty() {
                format!(
                    "the experiment has no phase named `{name}` (it has no phases: mark them \
                     with ppw_phase_begin/ppw_phase_end)"
                )
            } else {
                format!(
                    "the experiment has no phase named `{name}`; its phases: {}",
                    known.join(", ")
                )
            });
        }
        Ok(Only { inner, is_phase })
    }

    fn phase(&self, r: RegionId) -> bool {
        self.is_phase.get(r.index()).copied().unwrap_or(false)
    }
}

impl TraceSource for Only<'_> {
    fn defs(&self) -> &ppw_event::Defs {
        self.inner.defs()
    }

    fn events(
        &self,
        loc: ppw_event::LocationId,
    ) -> Result<Box<dyn EventStream + Send + '_>, ReadError> {
        Ok(Box::new(Window {
            inner: self.inner.events(loc)?,
            only: self,
            stack: Vec::new(),
            inside: 0,
            pending: VecDeque::new(),
        }))
    }

    fn profile(&self, loc: ppw_event::LocationId) -> Result<Option<Profile>, ReadError> {
        Ok(self.inner.profile(loc)?.map(|p| self.cut(&p)))
    }
}

impl Only<'_> {
    /// The phase's subtrees of a profile and their callers (with no values of their own).
    fn cut(&self, p: &Profile) -> Profile {
        let n = p.len();
        // 1: in a phase subtree, 2: a caller of one (parents come before children).
        let mut keep = vec![0u8; n];
        for i in 0..n {
            let parent = p[i].parent as usize;
            if self.phase(p[i].region) || (parent < n && keep[parent] == 1) {
                keep[i] = 1;
            }
        }
        // A caller's inclusive time is its kept children's.
        let mut incl = vec![0u64; n];
        for i in (0..n).rev() {
            let parent = p[i].parent as usize;
            if keep[i] != 0 && parent < n && keep[parent] != 1 {
                keep[parent] = 2;
                incl[parent] += if keep[i] == 1 {
                    p[i].inclusive_ns
                } else {
                    incl[i]
                };
            }
        }
        let mut map = vec![u32::MAX; n];
        let mut out: Profile = Vec::new();
        for i in (0..n).filter(|&i| keep[i] != 0) {
            let mut node = p[i];
            node.parent = map.get(p[i].parent as usize).copied().unwrap_or(u32::MAX);
            if keep[i] == 2 {
                node.inclusive_ns = incl[i];
                node.exclusive_ns = 0;
                node.min_ns = incl[i];
                node.max_ns = incl[i];
                node.bytes_sent = 0;
                node.bytes_received = 0;
                node.cpu_user_ns = 0;
                node.cpu_system_ns = 0;
            }
            map[i] = out.len() as u32;
            out.push(node);
        }
        out
    }
}

/// One location's events while the phase is open.
struct Window<'a> {
    inner: Box<dyn EventStream + Send + 'a>,
    only: &'a Only<'a>,
    /// The open regions (region, call site) of the unfiltered stream.
    stack: Vec<(RegionId, CallsiteId)>,
    /// Entries of the phase on the stack.
    inside: u32,
    /// Events to hand out before reading on (the callers' synthetic enters and exits).
    pending: VecDeque<Event>,
}

impl EventStream for Window<'_> {
    fn next_event(&mut self) -> Result<Option<Event>, ReadError> {
        if let Some(e) = self.pending.pop_front() {
            return Ok(Some(e));
        }
        while let Some(e) = self.inner.next_event()? {
            match e.kind {
                EventKind::Enter { region, callsite } => {
                    let phase = self.only.phase(region);
                    if self.inside == 0 && phase {
                        for &(r, cs) in &self.stack {
                            self.pending.push_back(Event {
                                time: e.time,
                                kind: EventKind::Enter {
                                    region: r,
                                    callsite: cs,
                                },
                            });
                        }
                    }
                    self.stack.push((region, callsite));
                    self.inside += phase as u32;
                    if self.inside > 0 {
                        self.pending.push_back(e);
                        return Ok(self.pending.pop_front());
                    }
                }
                EventKind::Exit { .. } => {
                    let Some((region, _)) = self.stack.pop() else {
                        // An exit without an enter: let the reconstruction report it.
                        if self.inside > 0 {
                            return Ok(Some(e));
                        }
                        continue;
                    };
                    if self.inside == 0 {
                        continue;
                    }
                    if self.only.phase(region) {
                        self.inside -= 1;
                        if self.inside == 0 {
                            for &(r, _) in self.stack.iter().rev() {
                                self.pending.push_back(Event {
                                    time: e.time,
                                    kind: EventKind::Exit { region: r },
                                });
                            }
                        }
                    }
                    return Ok(Some(e));
                }
                _ if self.inside > 0 => return Ok(Some(e)),
                _ => {}
            }
        }
        Ok(None)
    }
}

/// The global call paths of an analysis, as the per-phase results need them: each one's parent
/// (parents come before children; the root, 0, has none) and name (as the rows of the
/// analysis name it), and the call paths whose last region is a phase, with the phase's name.
pub(crate) struct PhasePaths<'a> {
    pub(crate) parents: Vec<u32>,
    pub(crate) names: &'a [String],
    pub(crate) entries: Vec<(u32, String)>,
}

/// No call path.
const NONE: u32 = u32::MAX;

/// The per-phase results of an analysis. Linear in the rows of `a` and the call paths: every
/// row's call path is looked up once, and the phases it lies in are found by following each
/// call path's nearest enclosing entry (issue 35: a scan of every row per phase took 60 s for
/// 40,000 phases).
pub(crate) fn summarize(a: &Analysis, cp: &PhasePaths<'_>) -> Vec<Phase> {
    // Phases by name (ascending), their entries' call paths.
    let mut by_name: BTreeMap<&str, Vec<u32>> = BTreeMap::new();
    for (path, name) in &cp.entries {
        by_name.entry(name).or_default().push(*path);
    }
    let phases: Vec<(&str, Vec<u32>)> = by_name.into_iter().collect();
    let n = cp.parents.len();
    // Call path -> the phase it is an entry of.
    let mut entry_of = vec![usize::MAX; n];
    for (i, (_, entries)) in phases.iter().enumerate() {
        for &e in entries {
            if let Some(x) = entry_of.get_mut(e as usize) {
                *x = i;
            }
        }
    }
    // Call path -> the nearest entry of any phase at or above it.
    let mut nearest = vec![NONE; n];
    for c in 0..n {
        nearest[c] = if entry_of[c] != usize::MAX {
            c as u32
        } else {
            match cp.parents[c] {
                p if (p as usize) < c => nearest[p as usize],
                _ => NONE,
            }
        };
    }
    // The phases (with repeats) whose entries lie at or above call path `c`.
    let enclosing = |c: u32, out: &mut Vec<usize>| {
        let mut e = nearest.get(c as usize).copied().unwrap_or(NONE);
        while e != NONE {
            out.push(entry_of[e as usize]);
            e = match cp.parents[e as usize] {
                p if p < e => nearest[p as usize],
                _ => NONE,
            };
        }
    };
    // A row's call path by name (a name two call paths share stands for both).
    let mut by_path: HashMap<&str, Vec<u32>> = HashMap::new();
    for (i, name) in cp.names.iter().enumerate() {
        by_path.entry(name.as_str()).or_default().push(i as u32);
    }
    let mut buf: Vec<usize> = Vec::new();
    let mut phases_of = |path: &str| -> Vec<usize> {
        buf.clear();
        for &c in by_path.get(path).map_or(&[][..], |v| v.as_slice()) {
            enclosing(c, &mut buf);
        }
        buf.sort_unstable();
        buf.dedup();
        buf.clone()
    };

    #[derive(Default)]
    struct Acc<'s> {
        ranks: BTreeMap<u32, f64>,
        visits: u64,
        metrics: BTreeMap<&'s str, f64>,
        findings: Vec<usize>,
    }
    let mut acc: Vec<Acc<'_>> = (0..phases.len()).map(|_| Acc::default()).collect();
    // The entries: a row whose call path is an entry of the phase counts unless an entry of
    // the same phase lies above it (it is inside that one already).
    for row in &a.profile {
        let Some(ids) = by_path.get(row.callpath.as_str()) else {
            continue;
        };
        let mut counted: Vec<usize> = Vec::new();
        for &c in ids {
            let p = entry_of[c as usize];
            if p == usize::MAX || counted.contains(&p) {
                continue;
            }
            let mut above = Vec::new();
            if let Some(&parent) = cp.parents.get(c as usize).filter(|&&q| q < c) {
                enclosing(parent, &mut above);
            }
            if !above.contains(&p) {
                counted.push(p);
                *acc[p].ranks.entry(row.rank).or_default() += row.seconds;
                acc[p].visits += row.visits;
            }
        }
    }
    // Metric ids with their ancestors (values are summed up the metric tree).
    let parent: HashMap<&str, Option<&str>> = a
        .metrics
        .iter()
        .map(|m| (m.id.as_str(), m.parent.as_deref()))
        .collect();
    let mut chains: HashMap<&str, Vec<&str>> = HashMap::new();
    for s in &a.severities {
        let inside = phases_of(&s.callpath);
        if inside.is_empty() {
            continue;
        }
        let chain = chains.entry(s.metric.as_str()).or_insert_with(|| {
            let mut chain = Vec::new();
            let mut m = Some(s.metric.as_str());
            while let Some(id) = m {
                chain.push(id);
                m = parent.get(id).copied().flatten();
                if chain.len() > parent.len() {
                    break; // a cycle in a damaged metric table
                }
            }
            chain
        });
        for p in inside {
            for &id in chain.iter() {
                *acc[p].metrics.entry(id).or_default() += s.seconds;
            }
        }
    }
    for (i, f) in a.findings.iter().enumerate() {
        if f.callpath.is_empty() {
            continue;
        }
        for p in phases_of(&f.callpath) {
            acc[p].findings.push(i);
        }
    }
    let total = a.summary.total_time;
    phases
        .into_iter()
        .zip(acc)
        .map(|((name, entries), acc)| {
            let mut callpaths: Vec<String> = entries
                .iter()
                .filter_map(|&e| cp.names.get(e as usize).cloned())
                .collect();
            callpaths.sort_unstable();
            let ranks = acc.ranks;
            let seconds: f64 = ranks.values().sum();
            let (max_rank, max_rank_seconds) =
                ranks
                    .iter()
                    .fold((0, 0.0f64), |m, (&r, &s)| if s > m.1 { (r, s) } else { m });
            Phase {
                name: name.to_string(),
                callpaths,
                visits: acc.visits,
                seconds,
                fraction: if total > 0.0 { seconds / total } else { 0.0 },
                ranks: ranks.len() as u32,
                max_rank,
                max_rank_seconds,
                mean_rank_seconds: if ranks.is_empty() {
                    0.0
                } else {
                    seconds / ranks.len() as f64
                },
                metrics: (acc.metrics.into_iter())
                    .map(|(k, v)| (k.to_string(), v))
                    .collect(),
                findings: acc.findings,
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use crate::{analyze, Analysis, Options, Phase};
    use ppw_event::{MemTrace, TraceBuilder};
    use std::collections::BTreeMap;

    /// Regions whose name starts with `phase` or is `outer`/`inner` are phases.
    fn flag(mut t: MemTrace) -> MemTrace {
        for r in t.defs.regions.iter_mut() {
            r.phase = r.name.starts_with("phase") || r.name == "outer" || r.name == "inner";
        }
        t
    }

    fn run(t: &MemTrace) -> Analysis {
        let opts = Options {
            threads: 1,
            min_fraction: 0.0,
            min_seconds: 0.0,
            ..Default::default()
        };
        analyze(t, &opts).expect("analysis runs")
    }

    /// The per-phase results as they were computed before issue 35: every row scanned per
    /// phase, call paths compared as strings. The reference the linear version must match.
    fn by_scan(a: &Analysis) -> Vec<Phase> {
        let paths: Vec<(&str, &str)> = (a.phases.iter())
            .flat_map(|p| p.callpaths.iter().map(|c| (p.name.as_str(), c.as_str())))
            .collect();
        let mut by_name: BTreeMap<&str, Vec<&str>> = BTreeMap::new();
        for (name, path) in paths {
            by_name.entry(name).or_default().push(path);
        }
        let inside = |cp: &str, entries: &[&str]| {
            entries.iter().any(|p| {
                cp.starts_with(p) && (cp.len() == p.len() || cp.as_bytes()[p.len()] == b'/')
            })
        };
        let parent: BTreeMap<&str, Option<&str>> = (a.metrics.iter())
            .map(|m| (m.id.as_str(), m.parent.as_deref()))
            .collect();
        let total = a.summary.total_time;
        by_name
            .into_iter()
            .map(|(name, mut entries)| {
                entries.sort_unstable();
                let mut ranks: BTreeMap<u32, f64> = BTreeMap::new();
                let mut visits = 0;
                for row in (a.profile.iter()).filter(|r| entries.contains(&r.callpath.as_str())) {
                    if (entries.iter()).any(|p| *p != row.callpath && inside(&row.callpath, &[p])) {
                        continue;
                    }
                    *ranks.entry(row.rank).or_default() += row.seconds;
                    visits += row.visits;
                }
                let seconds: f64 = ranks.values().sum();
                let (max_rank, max_rank_seconds) = (ranks.iter())
                    .fold((0, 0.0f64), |m, (&r, &s)| if s > m.1 { (r, s) } else { m });
                let mut metrics: BTreeMap<String, f64> = BTreeMap::new();
                for s in (a.severities.iter()).filter(|s| inside(&s.callpath, &entries)) {
                    let mut m = Some(s.metric.as_str());
                    while let Some(id) = m {
                        *metrics.entry(id.to_string()).or_default() += s.seconds;
                        m = parent.get(id).copied().flatten();
                    }
                }
                let findings = (a.findings.iter().enumerate())
                    .filter(|(_, f)| !f.callpath.is_empty() && inside(&f.callpath, &entries))
                    .map(|(i, _)| i)
                    .collect();
                Phase {
                    name: name.to_string(),
                    callpaths: entries.iter().map(|p| p.to_string()).collect(),
                    visits,
                    seconds,
                    fraction: if total > 0.0 { seconds / total } else { 0.0 },
                    ranks: ranks.len() as u32,
                    max_rank,
                    max_rank_seconds,
                    mean_rank_seconds: if ranks.is_empty() {
                        0.0
                    } else {
                        seconds / ranks.len() as f64
                    },
                    metrics,
                    findings,
                }
            })
            .collect()
    }

    /// Phases nested in other phases, a phase nested in itself, one phase entered from two
    /// places, wait states inside and outside them: the same results as the scan.
    #[test]
    fn nested_phases_match_the_scan() {
        let mut b = TraceBuilder::new(2);
        b.rank(0)
            .enter(0, "main")
            .enter(10, "outer")
            .enter(20, "inner")
            .enter(30, "inner")
            .send_call(1_000, 1_100, 1, 0, 8)
            .exit(2_000)
            .exit(3_000)
            .exit(4_000)
            .enter(5_000, "solve")
            .enter(5_100, "outer")
            .recv_call(5_200, 9_000, 1, 1, 8)
            .exit(9_500)
            .exit(9_800)
            .exit(10_000);
        b.rank(1)
            .enter(0, "main")
            .enter(10, "outer")
            .recv_call(100, 1_200, 0, 0, 8)
            .exit(1_300)
            .enter(1_400, "inner")
            .send_call(8_000, 8_100, 0, 1, 8)
            .exit(8_200)
            .exit(10_000);
        let a = run(&flag(b.build()));
        assert_eq!(a.phases, by_scan(&a));
        let outer = a.phases.iter().find(|p| p.name == "outer").unwrap();
        assert_eq!(outer.callpaths, ["main/outer", "main/solve/outer"]);
        assert_eq!(outer.visits, 3);
        let inner = a.phases.iter().find(|p| p.name == "inner").unwrap();
        // main/outer/inner and main/inner; main/outer/inner/inner is inside the first.
        assert_eq!(inner.visits, 2, "{inner:?}");
        // Both receives wait inside `outer` (rank 1 for 900 ns, rank 0 for 2,800 ns in the
        // entry below `solve`), none inside `inner`.
        let ls = outer.metrics.get("late_sender").copied().unwrap_or(0.0);
        assert!((ls - 3_700e-9).abs() < 1e-12, "{outer:?}");
        assert!(!inner.metrics.contains_key("late_sender"), "{inner:?}");
        assert!(outer
            .findings
            .iter()
            .any(|&i| a.findings[i].kind == "late_sender"));
    }

    /// Many distinct phases (one per iteration, `phase_<i>`), each with a message: every
    /// phase has its own entry, time and wait state, as the scan finds them.
    #[test]
    fn many_distinct_phases() {
        let n = 3_000u64;
        let mut b = TraceBuilder::new(2);
        for rank in 0..2u32 {
            let mut l = b.rank(rank);
            l.enter(0, "main");
            for i in 0..n {
                let t = 1_000 + i * 1_000;
                l.enter(t, &format!("phase_{i}"));
                if rank == 0 {
                    l.send_call(t + 500, t + 510, 1, 0, 8);
                } else {
                    l.recv_call(t + 10, t + 520, 0, 0, 8);
                }
                l.exit(t + 900);
            }
            l.exit(n * 1_000 + 2_000);
        }
        let a = run(&flag(b.build()));
        assert_eq!(a.phases.len(), n as usize);
        assert_eq!(a.phases, by_scan(&a));
        for p in &a.phases {
            assert_eq!((p.visits, p.ranks), (2, 2), "{p:?}");
            let ls = p.metrics.get("late_sender").copied().unwrap_or(0.0);
            assert!((ls - 490e-9).abs() < 1e-12, "{p:?}");
        }
    }
}
