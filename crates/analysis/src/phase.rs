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
use std::collections::{BTreeMap, VecDeque};

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

/// The per-phase results of an analysis: `paths` are the call paths (as named in `a`) whose
/// last region is a phase, with the phase's name.
pub(crate) fn summarize(a: &Analysis, paths: &[(String, String)]) -> Vec<Phase> {
    let mut by_name: BTreeMap<&str, Vec<&str>> = BTreeMap::new();
    for (name, path) in paths {
        by_name.entry(name).or_default().push(path);
    }
    let inside = |cp: &str, entries: &[&str]| {
        entries
            .iter()
            .any(|p| cp.starts_with(p) && (cp.len() == p.len() || cp.as_bytes()[p.len()] == b'/'))
    };
    // Metric ids with their ancestors (values are summed up the metric tree).
    let parent: BTreeMap<&str, Option<&str>> = a
        .metrics
        .iter()
        .map(|m| (m.id.as_str(), m.parent.as_deref()))
        .collect();
    let total = a.summary.total_time;
    by_name
        .into_iter()
        .map(|(name, mut entries)| {
            entries.sort_unstable();
            let mut ranks: BTreeMap<u32, f64> = BTreeMap::new();
            let mut visits = 0;
            for row in a
                .profile
                .iter()
                .filter(|r| entries.contains(&r.callpath.as_str()))
            {
                // An entry nested in another entry of the same phase is inside it already.
                if entries
                    .iter()
                    .any(|p| *p != row.callpath && inside(&row.callpath, &[p]))
                {
                    continue;
                }
                *ranks.entry(row.rank).or_default() += row.seconds;
                visits += row.visits;
            }
            let seconds: f64 = ranks.values().sum();
            let (max_rank, max_rank_seconds) =
                ranks
                    .iter()
                    .fold((0, 0.0f64), |m, (&r, &s)| if s > m.1 { (r, s) } else { m });
            let mut metrics: BTreeMap<String, f64> = BTreeMap::new();
            for s in a
                .severities
                .iter()
                .filter(|s| inside(&s.callpath, &entries))
            {
                let mut m = Some(s.metric.as_str());
                while let Some(id) = m {
                    *metrics.entry(id.to_string()).or_default() += s.seconds;
                    m = parent.get(id).copied().flatten();
                }
            }
            let findings = a
                .findings
                .iter()
                .enumerate()
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
