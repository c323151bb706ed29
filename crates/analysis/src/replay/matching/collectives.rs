//! Collective instances: each rank's collectives on a communicator are numbered in begin
//! order, and the k-th collective of every member forms instance k ([`match_collectives`]);
//! then every instance's times are aggregated on the repaired clock
//! ([`aggregate_collectives`]), and the set-up calls' ([`aggregate_setup`]).

use super::*;

/// One member of a collective instance: its location and the index of its record there.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Member {
    loc: u32,
    idx: u32,
}
crate::replay::store::packed_record!(Member { loc, idx });

/// Every matched collective instance's members, packed (about 4 bytes per member instead of
/// 8: a 1 G-event trace has 33 M of them).
#[derive(Debug, Default)]
pub(crate) struct Instances {
    /// Where each instance's members start in `members`, and the end.
    starts: Vec<u64>,
    members: Records<Member>,
}

/// A matched collective operation: one record per member of the communicator.
#[derive(Clone, Copy)]
pub(crate) struct Instance<'a> {
    /// (location, collective index) per communicator-local rank.
    pub(crate) members: Members<'a>,
}

/// The members of one instance, read by value.
#[derive(Clone, Copy)]
pub(crate) struct Members<'a> {
    all: &'a Records<Member>,
    start: usize,
    len: usize,
}

impl<'a> Members<'a> {
    pub(crate) fn len(&self) -> usize {
        self.len
    }

    /// Member `j`: (location, collective index); panics past the end, as indexing does.
    #[inline]
    pub(crate) fn at(&self, j: usize) -> (u32, u32) {
        assert!(j < self.len, "member {j} of {}", self.len);
        let m = self.all.at(self.start + j);
        (m.loc, m.idx)
    }

    pub(crate) fn iter(&self) -> impl ExactSizeIterator<Item = (u32, u32)> + 'a {
        self.all
            .iter_range(self.start..self.start + self.len)
            .map(|m| (m.loc, m.idx))
    }
}

impl Instances {
    pub(crate) fn len(&self) -> usize {
        self.starts.len().saturating_sub(1)
    }

    /// Instance `k` (panics past the end, as indexing does).
    #[inline]
    pub(crate) fn at(&self, k: usize) -> Instance<'_> {
        let (a, b) = (self.starts[k] as usize, self.starts[k + 1] as usize);
        Instance {
            members: Members {
                all: &self.members,
                start: a,
                len: b - a,
            },
        }
    }

    pub(crate) fn get(&self, k: usize) -> Option<Instance<'_>> {
        (k < self.len()).then(|| self.at(k))
    }

    pub(crate) fn iter(&self) -> impl ExactSizeIterator<Item = Instance<'_>> + '_ {
        (0..self.len()).map(|k| self.at(k))
    }

    pub(crate) fn par_iter(&self) -> impl IndexedParallelIterator<Item = Instance<'_>> + '_ {
        (0..self.len()).into_par_iter().map(|k| self.at(k))
    }

    /// The packed members (to move them into a file under a memory budget).
    pub(crate) fn members_mut(&mut self) -> &mut Records<Member> {
        &mut self.members
    }

    /// Add an instance with these members.
    pub(super) fn push(&mut self, members: impl Iterator<Item = (u32, u32)>) {
        if self.starts.is_empty() {
            self.starts.push(0);
        }
        for (loc, idx) in members {
            self.members.push(Member { loc, idx });
        }
        self.starts.push(self.members.len() as u64);
    }

    /// Pack the last members and give spare capacity back.
    pub(super) fn seal(&mut self) {
        self.members.seal();
        self.starts.shrink_to_fit();
    }
}

/// Number every rank's collectives per communicator and group them into instances. Records of
/// incomplete instances keep `instance == NONE`. The members are placed in slots of 8 bytes,
/// at most about `memory` bytes of them at a time: beyond that, the instances are made in
/// rounds, each over a range of them, which numbers the collectives again per round.
pub(crate) fn match_collectives(
    locs: &mut [LocData],
    by_rank: &[Vec<u32>],
    defs: &Defs,
    memory: u64,
    warnings: &mut Vec<String>,
) -> Instances {
    let locs_ro: &[LocData] = locs;
    // Pass 1 (per rank, in parallel): collectives per communicator. The instances of a
    // communicator are as many as the most any member has.
    let counts: Vec<(HashMap<u32, u32>, u64)> = by_rank
        .par_iter()
        .enumerate()
        .map(|(rank, my)| {
            let mut n: HashMap<u32, u32> = HashMap::default();
            let not_member =
                member_collectives(rank as Rank, my, locs_ro, defs, |comm, _, _, _| {
                    *n.entry(comm).or_insert(0) += 1;
                });
            (n, not_member)
        })
        .collect();
    let not_member: u64 = counts.iter().map(|x| x.1).sum();
    // Per communicator (in id order): its size, its instances, and where its slots start in
    // the space of all slots, one per (instance, local rank).
    let mut comms: BTreeMap<u32, (usize, usize, usize)> = BTreeMap::new();
    for (n, _) in &counts {
        for (&comm, &k) in n {
            let size = defs
                .comm(ppw_event::CommId(comm))
                .map_or(0, |c| c.members.len());
            let e = comms.entry(comm).or_insert((size, 0, 0));
            e.1 = e.1.max(k as usize);
        }
    }
    drop(counts);
    let mut total = 0;
    for e in comms.values_mut() {
        e.2 = total;
        total += e.0 * e.1;
    }
    // Rounds: ranges of slots that end at an instance's end, each at most `per_round` slots
    // (or one instance): a quarter of the budget, but no more than 16 rounds, each of
    // which numbers the collectives again.
    let per_round = ((memory / 4 / 8) as usize).max(total.div_ceil(16)).max(1);
    let mut rounds: Vec<(usize, usize)> = Vec::new();
    let mut from = 0;
    for &(size, n, start) in comms.values() {
        if size == 0 {
            continue;
        }
        let per = (per_round / size).max(1);
        let mut k = 0;
        while k < n {
            let k_end = (k + per).min(n);
            let (a, b) = (start + k * size, start + k_end * size);
            if b - from > per_round && a > from {
                rounds.push((from, a));
                from = a;
            }
            k = k_end;
        }
    }
    if total > from || rounds.is_empty() {
        rounds.push((from, total));
    }

    let duplicate = AtomicU64::new(0);
    let mut incomplete: BTreeMap<u32, u64> = BTreeMap::new();
    let mut insts = Instances::default();
    let mut ids = WriteBack::new(locs.len());
    let set_id = |c: &mut CollRec, &id: &u32| c.instance = id;
    for (a, b) in rounds {
        let slots = collective_slots(by_rank, locs, defs, &comms, (a, b), &duplicate);
        for (&comm, &(size, n, start)) in &comms {
            if size == 0 || start + n * size <= a || start >= b {
                continue;
            }
            let (lo, hi) = (start.max(a), (start + n * size).min(b));
            for inst in slots[lo - a..hi - a].chunks(size) {
                if inst.iter().any(|m| slot_member(m).0 == NONE) {
                    *incomplete.entry(comm).or_default() += 1;
                } else {
                    let id = insts.len() as u32;
                    for (l, i) in inst.iter().map(slot_member) {
                        ids.push(l, i, id);
                    }
                    insts.push(inst.iter().map(slot_member));
                }
                if ids.len() >= WRITE_BATCH {
                    ids.flush(locs, |l| &mut l.colls, set_id);
                }
            }
        }
    }
    let duplicate = duplicate.into_inner();
    insts.seal();
    ids.flush(locs, |l| &mut l.colls, set_id);
    coll_warnings(defs, &incomplete, not_member, duplicate, warnings);
    insts
}

/// Pass 2 of [`match_collectives`] for the slots `range` (per rank, in parallel): each rank's
/// k-th collective on a communicator, in begin order, is its part of instance k. Slots are
/// disjoint between ranks; where definitions disagree and two records claim one slot, the
/// smallest (location, index) keeps it, as in any order of the passes. Empty slots are
/// `(NONE, NONE)`.
pub(super) fn collective_slots(
    by_rank: &[Vec<u32>],
    locs: &[LocData],
    defs: &Defs,
    comms: &BTreeMap<u32, (usize, usize, usize)>,
    (a, b): (usize, usize),
    duplicate: &AtomicU64,
) -> Vec<AtomicU64> {
    const EMPTY: u64 = u64::MAX;
    let slots: Vec<AtomicU64> = (a..b).map(|_| AtomicU64::new(EMPTY)).collect();
    by_rank.par_iter().enumerate().for_each(|(rank, my)| {
        let v = numbered_collectives(rank as Rank, my, locs, defs);
        let mut local_of: HashMap<u32, Option<u32>> = HashMap::default();
        for (k, l, i, comm) in v {
            let Some(&(size, _, start)) = comms.get(&comm) else {
                continue;
            };
            let local = *local_of.entry(comm).or_insert_with(|| {
                defs.comm(ppw_event::CommId(comm))
                    .and_then(|cd| cd.local_rank(rank as Rank))
            });
            let Some(j) = local.filter(|&j| (j as usize) < size) else {
                continue;
            };
            let at = start + k as usize * size + j as usize;
            if at < a || at >= b {
                continue;
            }
            let packed = (l as u64) << 32 | i as u64;
            if slots[at - a].fetch_min(packed, Ordering::Relaxed) != EMPTY {
                duplicate.fetch_add(1, Ordering::Relaxed);
            }
        }
    });
    slots
}

/// The member in a slot of [`collective_slots`]: (location, index), `(NONE, NONE)` if empty.
pub(super) fn slot_member(s: &AtomicU64) -> (u32, u32) {
    match s.load(Ordering::Relaxed) {
        u64::MAX => (NONE, NONE),
        x => ((x >> 32) as u32, x as u32),
    }
}

/// The warnings of the collective matching: incomplete instances per communicator,
/// collectives on communicators their rank is not a member of, and ones recorded twice.
pub(super) fn coll_warnings(
    defs: &Defs,
    incomplete: &BTreeMap<u32, u64>,
    not_member: u64,
    duplicate: u64,
    warnings: &mut Vec<String>,
) {
    for (comm, n) in incomplete {
        let name = defs
            .comm(ppw_event::CommId(*comm))
            .map_or("?", |c| c.name.as_str());
        warnings.push(format!(
            "communicator {name}: {n} collective operations were not recorded by every member \
             (a trace is truncated or a rank died); they are not analysed"
        ));
    }
    if not_member > 0 {
        warnings.push(format!(
            "{not_member} collective operations on communicators their rank is not a member of \
             (definitions disagree); they are not analysed"
        ));
    }
    if duplicate > 0 {
        warnings.push(format!(
            "{duplicate} collective operations were recorded twice by one rank; the later \
             records are not analysed"
        ));
    }
}

/// Visit a rank's collectives on the communicators it is a member of, with `my` the rank's
/// locations as indices into `locs`: `f(communicator, location, index, begin)`. Returns the
/// number of collectives on communicators the rank is not a member of.
pub(super) fn member_collectives(
    rank: Rank,
    my: &[u32],
    locs: &[LocData],
    defs: &Defs,
    mut f: impl FnMut(u32, u32, u32, u64),
) -> u64 {
    let mut not_member = 0u64;
    let mut member: HashMap<u32, bool> = HashMap::default();
    for &l in my {
        for (i, c) in locs[l as usize].colls.iter().enumerate() {
            let Some(cd) = defs.comm(ppw_event::CommId(c.comm)) else {
                continue;
            };
            if *member
                .entry(c.comm)
                .or_insert_with(|| cd.local_rank(rank).is_some())
            {
                f(c.comm, l, i as u32, c.begin);
            } else {
                not_member += 1;
            }
        }
    }
    not_member
}

/// A rank's collectives on the communicators it is a member of, numbered per communicator in
/// begin order (then location, index): (k, location, index, communicator).
pub(super) fn numbered_collectives(
    rank: Rank,
    my: &[u32],
    locs: &[LocData],
    defs: &Defs,
) -> Vec<(u64, u32, u32, u32)> {
    let mut v: Vec<(u64, u32, u32, u32)> = Vec::new();
    member_collectives(rank, my, locs, defs, |comm, l, i, begin| {
        v.push((begin, l, i, comm))
    });
    // (Usually in order already: records are made in call order.)
    if !v.is_sorted() {
        v.sort_unstable();
    }
    let mut seq: HashMap<u32, u64> = HashMap::default();
    for x in &mut v {
        let k = seq.entry(x.3).or_insert(0);
        x.0 = *k;
        *k += 1;
    }
    v
}

/// Fill every collective record's `wait_for`/`wait_for_loc` and return each instance's earliest
/// end (`u64::MAX` if none qualifies), following Scalasca 2.6 (see `docs/ANALYSIS.md`).
pub(crate) fn aggregate_collectives(locs: &mut [LocData], insts: &Instances) -> Vec<u64> {
    // Compute in parallel (read-only), then write the per-member results, a batch of
    // instances at a time: up to 4,096 instances, fewer if they have `WRITE_BATCH` members
    // (the results of all would take 40 bytes per member record, with the lists that write
    // them, and one allocation per instance).
    let mut earliest = Vec::with_capacity(insts.len());
    let mut first = 0;
    while first < insts.len() {
        let mut end = first;
        let mut members = 0;
        while end < insts.len() && (end == first || members < WRITE_BATCH && end - first < 4096) {
            members += insts.at(end).members.len();
            end += 1;
        }
        let batch: Vec<Instance<'_>> = (first..end).map(|k| insts.at(k)).collect();
        first = end;
        let locs_ro: &[LocData] = locs;
        let results: Vec<(u64, Vec<(u64, u32)>)> = batch
            .par_iter()
            .map(|inst| aggregate_one(locs_ro, inst))
            .collect();
        let mut waits = WriteBack::new(locs.len());
        for (inst, (ee, per)) in batch.iter().zip(results) {
            earliest.push(ee);
            for ((l, i), w) in inst.members.iter().zip(per) {
                waits.push(l, i, w);
            }
        }
        write_waits(locs, &mut waits);
    }
    earliest
}

/// Write the members' wait-for times and responsible locations into their records.
pub(super) fn write_waits(locs: &mut [LocData], waits: &mut WriteBack<(u64, u32)>) {
    waits.flush(
        locs,
        |l| &mut l.colls,
        |rec, &(t, who)| {
            rec.wait_for = t;
            rec.wait_for_loc = who;
        },
    );
}

/// One instance: its earliest end and, per member, (wait-for time, responsible location).
pub(super) fn aggregate_one(locs: &[LocData], inst: &Instance) -> (u64, Vec<(u64, u32)>) {
    let get = |(l, i): (u32, u32)| locs[l as usize].colls.at(i as usize);
    let first = get(inst.members.at(0));
    let end_of = |l: u32, c: &CollRec| -> u64 {
        if c.has(COLL_NONBLOCKING) && c.cmpl != NONE {
            locs[l as usize].calls.at(c.cmpl as usize).exit
        } else {
            c.end
        }
    };
    let mut latest: Option<(u64, u32)> = None;
    let mut ee = u64::MAX;
    let kind = first.kind;
    for (l, i) in inst.members.iter() {
        let c = get((l, i));
        let counts = match kind {
            CollKind::AllToAll | CollKind::AllToOne => c.has(COLL_SENT),
            _ => true,
        };
        if counts && latest.is_none_or(|x| c.begin > x.0) {
            latest = Some((c.begin, l));
        }
        let ends = match kind {
            CollKind::AllToAll => c.has(COLL_SENT) && c.has(COLL_RECEIVED),
            _ => true,
        };
        if ends {
            ee = ee.min(end_of(l, &c));
        }
    }
    let root_member = inst
        .members
        .iter()
        .find(|&(l, _)| locs[l as usize].rank == first.root);
    let mut prefix = (0u64, NONE);
    let mut per = Vec::with_capacity(inst.members.len());
    for (pos, (l, i)) in inst.members.iter().enumerate() {
        let c = get((l, i));
        if pos == 0 || c.begin > prefix.0 {
            prefix = (c.begin, l);
        }
        let (t, who) = match kind {
            CollKind::Barrier | CollKind::AllToAll | CollKind::AllToOne => {
                latest.unwrap_or((0, NONE))
            }
            CollKind::OneToAll => match root_member {
                Some(rm) => (get(rm).begin, rm.0),
                None => (0, NONE),
            },
            CollKind::Scan | CollKind::ExScan => prefix,
            _ => (0, NONE),
        };
        per.push((t, if inst.members.len() < 2 { NONE } else { who }));
    }
    (ee, per)
}

/// Aggregate MPI_Init and MPI_Finalize over all ranks (MPI_COMM_WORLD); with `aggregate` off
/// (the owners of a partitioned analysis aggregated them), only warn about ranks without them.
pub(crate) fn aggregate_setup(
    locs: &mut [LocData],
    by_rank: &[Vec<u32>],
    warnings: &mut Vec<String>,
    aggregate: bool,
) {
    for finalize in [false, true] {
        // The first such call of each rank (on any of its threads).
        let mut calls: Vec<Option<(u32, usize)>> = Vec::with_capacity(by_rank.len());
        for my in by_rank {
            let mut found = None;
            for &l in my {
                if let Some(i) = locs[l as usize]
                    .setup
                    .iter()
                    .position(|s| s.finalize == finalize)
                {
                    found = Some((l, i));
                    break;
                }
            }
            calls.push(found);
        }
        let present = calls.iter().filter(|c| c.is_some()).count();
        if present == 0 {
            continue;
        }
        let name = if finalize { "MPI_Finalize" } else { "MPI_Init" };
        if present < calls.len() {
            warnings.push(format!(
                "{name} is missing on {} of {} ranks; {} is not analysed",
                calls.len() - present,
                calls.len(),
                if finalize {
                    "finalize_wait"
                } else {
                    "init_completion"
                }
            ));
            continue;
        }
        if !aggregate {
            continue;
        }
        let mut latest = (0u64, NONE);
        let mut earliest_end = u64::MAX;
        for &(l, i) in calls.iter().flatten() {
            let s = locs[l as usize].setup[i];
            let c = locs[l as usize].calls.at(s.call as usize);
            if latest.1 == NONE || c.enter > latest.0 {
                latest = (c.enter, l);
            }
            earliest_end = earliest_end.min(c.exit);
        }
        for &(l, i) in calls.iter().flatten() {
            let s = &mut locs[l as usize].setup[i];
            s.latest = latest.0;
            s.latest_loc = latest.1;
            s.earliest_end = earliest_end;
            s.complete = true;
        }
    }
}
