//! Collective instances reduced by their owners (stage 2 of the partitioned replay,
//! docs/SCALE.md, "Issue 40"): each process reduces its members of every instance to a
//! partial, sends it to the other processes owning members of the instance, and merges what
//! it gets into what [`aggregate_one`](super::aggregate_one) and the clock condition
//! ([`crate::replay::clock::deps_max`]) compute from all members: per member the time it waits
//! for and who is responsible, the instance's earliest end, and whether the member seems to
//! leave before a member it waits for entered. The merge reproduces the single process's tie
//! rules (the first member in communicator order wins among equal times).

use super::*;
use crate::distributed::{Exchange, Partition};
use crate::replay::clock::DepMax;

/// A member's contribution: (time, position in the communicator, global location).
type Entry = (u64, u32, u32);

/// The two latest entries, the earlier position first among equal times.
#[derive(Clone, Copy, Debug, Default, serde::Serialize, serde::Deserialize)]
struct Top2([Option<Entry>; 2]);

impl Top2 {
    fn add(&mut self, e: Entry) {
        let better =
            |a: Entry, b: Option<Entry>| b.is_none_or(|b| a.0 > b.0 || (a.0 == b.0 && a.1 < b.1));
        if better(e, self.0[0]) {
            self.0[1] = self.0[0];
            self.0[0] = Some(e);
        } else if better(e, self.0[1]) {
            self.0[1] = Some(e);
        }
    }

    fn merge(&mut self, o: &Top2) {
        for e in o.0.into_iter().flatten() {
            self.add(e);
        }
    }

    /// The latest entry other than position `pos`'s, as (time, location).
    fn others(&self, pos: u32) -> DepMax {
        let b = if self.0[0].is_some_and(|b| b.1 == pos) {
            self.0[1]
        } else {
            self.0[0]
        };
        b.map(|(t, _, l)| (t, l))
    }
}

/// One process's part of one instance.
#[derive(Clone, Debug, Default, serde::Serialize, serde::Deserialize)]
struct Part {
    inst: u32,
    /// The first member's kind, root and flags, from the process that owns it.
    first: Option<(CollKind, Rank, u8)>,
    /// Latest begins of all members, and of the members that sent.
    all: Top2,
    sent: Top2,
    /// Earliest ends of all members, and of the members that sent and received.
    ee_all: u64,
    ee_both: u64,
    /// Begins of the members whose rank is the root some member names: (rank, begin, loc).
    roots: Vec<(Rank, u64, u32)>,
    /// Scans: every member (position, begin, location, flags).
    scan: Vec<(u32, u64, u32, u8)>,
}

impl Part {
    fn merge(&mut self, o: Part) {
        if self.first.is_none() {
            self.first = o.first;
        }
        self.all.merge(&o.all);
        self.sent.merge(&o.sent);
        self.ee_all = self.ee_all.min(o.ee_all);
        self.ee_both = self.ee_both.min(o.ee_both);
        self.roots.extend(o.roots);
        self.scan.extend(o.scan);
    }
}

/// What the owners found: the collective violations of their members, and the instances'
/// earliest ends where this process has members (others `u64::MAX`).
pub(crate) struct Reduced {
    pub(crate) violations: u64,
    /// Per instance id: the earliest end (`u64::MAX` where this process has no member).
    pub(crate) earliest_end: Vec<u64>,
    /// Per own collective record of an instance: (location index, record index, wait-for
    /// time, responsible location), what [`aggregate_collectives`] writes.
    waits: Vec<(u32, u32, u64, u32)>,
    /// Per own collective record whose member waits for somebody (the `deps_max` rule):
    /// (location index, record index, the latest begin it waits for).
    pub(crate) deps: Vec<(u32, u32, u64)>,
}

impl Reduced {
    /// Write the members' wait-for times into the records (no clock repair follows).
    pub(crate) fn write(self, locs: &mut [LocData]) {
        let mut w = WriteBack::new(locs.len());
        for (l, i, t, who) in self.waits {
            w.push(l, i, (t, who));
        }
        super::collectives::write_waits(locs, &mut w);
    }
}

/// Reduce the instances of this process's members (`locs`, global ids `ids`; `ninst`
/// instances numbered by [`number_collectives_distributed`]) with the other processes.
/// `begin(location index, begin)`: the begin time to use (the records' own, or corrected by a
/// pass of the clock repair).
#[allow(clippy::too_many_arguments)]
pub(crate) fn reduce_collectives(
    locs: &[LocData],
    ids: &[u32],
    defs: &Defs,
    part: &Partition,
    ninst: usize,
    begin: &(dyn Fn(usize, u64) -> u64 + Sync),
    ex: &dyn Exchange,
) -> Result<Reduced, String> {
    let (me, n) = (ex.rank(), ex.size());
    // This process's members: per instance, (position, location index, record index).
    let mut members: BTreeMap<u32, Vec<(u32, u32, u32)>> = BTreeMap::new();
    for (l, d) in locs.iter().enumerate() {
        let mut local_of: HashMap<u32, Option<u32>> = HashMap::default();
        for (i, c) in d.colls.iter().enumerate() {
            if c.instance as usize >= ninst {
                continue;
            }
            let pos = *local_of.entry(c.comm).or_insert_with(|| {
                defs.comm(ppw_event::CommId(c.comm))
                    .and_then(|cd| cd.local_rank(d.rank))
            });
            if let Some(pos) = pos {
                members
                    .entry(c.instance)
                    .or_default()
                    .push((pos, l as u32, i as u32));
            }
        }
    }
    let end_of = |l: usize, c: &CollRec| -> u64 {
        if c.has(COLL_NONBLOCKING) && c.cmpl != NONE {
            locs[l].calls.at(c.cmpl as usize).exit
        } else {
            c.end
        }
    };
    // The partials, and the processes each goes to.
    let mut out: Vec<Vec<Part>> = vec![Vec::new(); n];
    let mut mine: BTreeMap<u32, Part> = BTreeMap::new();
    for (&inst, ms) in &members {
        let mut p = Part {
            inst,
            ee_all: u64::MAX,
            ee_both: u64::MAX,
            ..Default::default()
        };
        let mut root_ranks: Vec<Rank> = Vec::new();
        let mut comm = NONE;
        for &(pos, l, i) in ms {
            let c = locs[l as usize].colls.at(i as usize);
            comm = c.comm;
            let g = ids[l as usize];
            if pos == 0 {
                p.first = Some((c.kind, c.root, c.flags));
            }
            let b = begin(l as usize, c.begin);
            p.all.add((b, pos, g));
            if c.has(COLL_SENT) {
                p.sent.add((b, pos, g));
            }
            let e = end_of(l as usize, &c);
            p.ee_all = p.ee_all.min(e);
            if c.has(COLL_SENT) && c.has(COLL_RECEIVED) {
                p.ee_both = p.ee_both.min(e);
            }
            if !root_ranks.contains(&c.root) {
                root_ranks.push(c.root);
            }
            if matches!(c.kind, CollKind::Scan | CollKind::ExScan) {
                p.scan.push((pos, b, g, c.flags));
            }
        }
        for &(_, l, i) in ms {
            let d = &locs[l as usize];
            if root_ranks.contains(&d.rank) {
                p.roots.push((
                    d.rank,
                    begin(l as usize, d.colls.at(i as usize).begin),
                    ids[l as usize],
                ));
            }
        }
        // To the other processes with members: the owners of the communicator's ranks.
        let mut to: Vec<usize> = defs
            .comm(ppw_event::CommId(comm))
            .map(|cd| cd.members.iter().map(|&r| part.rank_owner(r)).collect())
            .unwrap_or_default();
        to.sort_unstable();
        to.dedup();
        for q in to {
            if q != me && q < n {
                out[q].push(p.clone());
            }
        }
        mine.insert(inst, p);
    }
    let got: Vec<Vec<Part>> = crate::distributed::alltoall_values(ex, &out, "collective partials")?;
    drop(out);
    for (q, ps) in got.into_iter().enumerate() {
        if q == me {
            continue;
        }
        for p in ps {
            if let Some(m) = mine.get_mut(&p.inst) {
                m.merge(p);
            }
        }
    }
    // Per own member: what the single process computes from all members.
    let mut red = Reduced {
        violations: 0,
        earliest_end: vec![u64::MAX; ninst],
        waits: Vec::new(),
        deps: Vec::new(),
    };
    for (inst, ms) in &members {
        let Some(p) = mine.get_mut(inst) else {
            continue;
        };
        let Some((kind, root, flags)) = p.first else {
            continue;
        };
        let comm = locs[ms[0].1 as usize].colls.at(ms[0].2 as usize).comm;
        let nmem = defs
            .comm(ppw_event::CommId(comm))
            .map_or(0, |cd| cd.members.len());
        let latest = match kind {
            CollKind::AllToAll | CollKind::AllToOne => p.sent.0[0],
            _ => p.all.0[0],
        };
        red.earliest_end[*inst as usize] = match kind {
            CollKind::AllToAll => p.ee_both,
            _ => p.ee_all,
        };
        let root_entry = p
            .roots
            .iter()
            .find(|r| r.0 == root)
            .map(|&(_, t, l)| (t, l));
        p.scan.sort_unstable_by_key(|x| x.0);
        for &(pos, l, i) in ms {
            let d = &locs[l as usize];
            let c = d.colls.at(i as usize);
            // aggregate_one: the time waited for and who is responsible.
            let (t, who) = match kind {
                CollKind::Barrier | CollKind::AllToAll | CollKind::AllToOne => {
                    latest.map_or((0, NONE), |(t, _, l)| (t, l))
                }
                CollKind::OneToAll => root_entry.unwrap_or((0, NONE)),
                CollKind::Scan | CollKind::ExScan => {
                    // The first latest begin up to and including this member.
                    let mut prefix = (0u64, NONE);
                    for (k, &(q, b, g, _)) in p.scan.iter().enumerate() {
                        if q > pos {
                            break;
                        }
                        if k == 0 || b > prefix.0 {
                            prefix = (b, g);
                        }
                    }
                    prefix
                }
                _ => (0, NONE),
            };
            red.waits.push((l, i, t, if nmem < 2 { NONE } else { who }));
            // deps_max: the latest begin of the members it waits for.
            let dep: DepMax = if nmem < 2 || flags & COLL_NONBLOCKING != 0 {
                None
            } else {
                match kind {
                    CollKind::Barrier => p.all.others(pos),
                    CollKind::AllToAll | CollKind::AllToOne => {
                        let applies = c.has(COLL_RECEIVED)
                            && (kind == CollKind::AllToAll || d.rank == c.root);
                        if applies {
                            p.sent.others(pos)
                        } else {
                            None
                        }
                    }
                    CollKind::OneToAll => {
                        let root_pos = defs
                            .comm(ppw_event::CommId(c.comm))
                            .and_then(|cd| cd.local_rank(root));
                        if root_pos != Some(pos) && c.has(COLL_RECEIVED) {
                            root_entry
                        } else {
                            None
                        }
                    }
                    CollKind::Scan | CollKind::ExScan => {
                        if c.has(COLL_RECEIVED) {
                            let mut prefix: DepMax = None;
                            for &(q, b, g, _) in &p.scan {
                                if q >= pos {
                                    break;
                                }
                                if prefix.is_none_or(|x| b > x.0) {
                                    prefix = Some((b, g));
                                }
                            }
                            prefix
                        } else {
                            None
                        }
                    }
                    _ => None,
                }
            };
            if let Some((t, _)) = dep {
                if t > c.end {
                    red.violations += 1;
                }
                red.deps.push((l, i, t));
            }
        }
    }
    Ok(red)
}
