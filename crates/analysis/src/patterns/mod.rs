//! Wait-state patterns: one file per pattern, one ordered registry.
//!
//! A pattern is a [`Pattern`]: static metadata ([`Meta`]: id, name, parent metric, description,
//! hint, cause), the record kinds it wants to see ([`Interest`]), and a per-location
//! [`Detector`] with hooks named after what happened (`on_recv`, `on_send`, `on_call_end`,
//! `on_collective`, `on_setup`) plus hooks for *derived* events that other patterns publish
//! (`on_late_sender`, `on_wrong_order`). This is EXPERT's stepwise refinement: Late Sender
//! publishes [`LateSender`] instances, Wrong Order subscribes to them and publishes
//! [`WrongOrder`], whose subscribers split it by source. A refinement may claim an
//! instance ([`Out::claim`]): Wavefront takes pipeline fills before Wrong Order sees them. Detectors keep their own state; there
//! is no shared blackboard.
//!
//! The replay: after matching and clock repair, each location's records are visited in call
//! order; for every call, its receives, sends, collectives and MPI_Init/Finalize record are
//! dispatched to the subscribed detectors, then `on_call_end`. Remote information (the matched
//! send's time, the latest rank to enter a collective) is read through the [`Cx`]. Dispatch
//! lists are built once from the interests, so unsubscribed hooks cost nothing.
//!
//! [`PATTERNS`] is the single ordered registry: it drives detection, the metric hierarchy
//! (after the time metrics, parents before children), the findings' hints and the documentation
//! in `docs/ANALYSIS.md`.

use crate::replay::classify::RegionClass;
use crate::replay::records::*;
use ppw_event::{GatsRole, LockOp, Rank};

mod barrier_completion;
mod competing_transfers;
mod early_reduce;
mod early_scan;
mod finalize_wait;
mod init_completion;
mod late_broadcast;
mod late_partner;
mod late_receiver;
mod late_sender;
mod late_sender_wrong_order;
mod lswo_different;
mod lswo_same;
mod nxn_completion;
mod rma_comm_late_post;
mod rma_comm_lock_competition;
mod rma_comm_wait_for_progress;
mod rma_early_fence;
mod rma_early_wait;
mod rma_late_complete;
mod rma_late_post;
mod rma_lock_competition;
mod rma_pairsync_count;
mod rma_pairsync_unneeded;
mod rma_wait_at_create;
mod rma_wait_at_fence;
mod rma_wait_at_free;
mod rma_wait_for_progress;
mod wait_at_barrier;
mod wait_at_nxn;
mod wait_for_progress;
mod wait_on_lock;
mod wait_on_value;
pub(crate) mod wavefront;

#[cfg(test)]
pub(crate) mod testing;

/// Static description of a pattern (and of its metric).
#[derive(Debug)]
pub(crate) struct Meta {
    /// Stable metric id used in JSON.
    pub(crate) id: &'static str,
    /// Display name.
    pub(crate) name: &'static str,
    /// Parent metric id (empty for a root of its own, like the count metrics).
    pub(crate) parent: &'static str,
    /// Scalasca's name of the same metric (for cross-checking in Cube).
    pub(crate) scalasca: &'static str,
    /// What it measures, with the formula.
    pub(crate) description: &'static str,
    /// What to try (thesis Table 5-3, in our words).
    pub(crate) hint: &'static str,
    /// Short phrase naming who is responsible ("the sender"), used in cause texts.
    pub(crate) culprit: &'static str,
    /// Reported as a finding of its own (sub-metrics that only split a parent are not).
    pub(crate) finding: bool,
    /// Waiting for another process, or completing after everybody arrived.
    pub(crate) role: Role,
}

/// What a pattern's time is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Role {
    /// Waiting caused by another process (a late sender, the last rank to arrive): the cause
    /// analysis looks at what that process was doing.
    Waiting,
    /// Time to finish an operation after every process arrived: no other process is
    /// responsible.
    Completion,
    /// Not time but a count of occurrences (pair-wise one-sided synchronizations): the hits'
    /// values are counts.
    Count,
}

/// Record kinds a detector subscribes to (bit set).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Interest(pub(crate) u16);

impl Interest {
    pub(crate) const RECV: Interest = Interest(1);
    pub(crate) const SEND: Interest = Interest(2);
    pub(crate) const CALL_END: Interest = Interest(4);
    pub(crate) const COLLECTIVE: Interest = Interest(8);
    pub(crate) const SETUP: Interest = Interest(16);
    pub(crate) const LATE_SENDER: Interest = Interest(32);
    pub(crate) const WRONG_ORDER: Interest = Interest(64);
    pub(crate) const RMA_SYNC: Interest = Interest(128);
    pub(crate) const RMA_OP: Interest = Interest(256);

    /// Union.
    pub(crate) const fn and(self, o: Interest) -> Interest {
        Interest(self.0 | o.0)
    }

    fn has(self, o: Interest) -> bool {
        self.0 & o.0 != 0
    }
}

/// A wait-state pattern.
pub(crate) trait Pattern: Sync {
    /// Identity and documentation.
    fn meta(&self) -> &'static Meta;
    /// What the detector wants to see.
    fn interest(&self) -> Interest;
    /// A fresh detector for one location.
    fn detector(&self) -> Box<dyn Detector>;
}

/// Per-location detection state and hooks (all no-ops by default).
#[allow(unused_variables)]
pub(crate) trait Detector {
    /// A message was received (in receive-event order).
    fn on_recv(&mut self, cx: &Cx<'_>, r: &RecvRec, out: &mut Out<'_>) {}
    /// A message was sent.
    fn on_send(&mut self, cx: &Cx<'_>, s: &SendRec, out: &mut Out<'_>) {}
    /// A call with operation records ended (after all its records were dispatched).
    fn on_call_end(&mut self, cx: &Cx<'_>, call: u32, out: &mut Out<'_>) {}
    /// A collective operation of a complete instance.
    fn on_collective(&mut self, cx: &Cx<'_>, c: &CollRec, out: &mut Out<'_>) {}
    /// MPI_Init or MPI_Finalize, aggregated over all ranks.
    fn on_setup(&mut self, cx: &Cx<'_>, s: &SetupRec, out: &mut Out<'_>) {}
    /// Late Sender instance (published by `late_sender`).
    fn on_late_sender(&mut self, cx: &Cx<'_>, ls: &LateSender, out: &mut Out<'_>) {}
    /// Wrong-order instance (published by `late_sender_wrong_order`).
    fn on_wrong_order(&mut self, cx: &Cx<'_>, wo: &WrongOrder, out: &mut Out<'_>) {}
    /// A one-sided synchronization (window group operation, post/start/complete/wait, lock,
    /// flush), with what the one-sided matching found it waits for.
    fn on_rma_sync(&mut self, cx: &Cx<'_>, s: &RmaSyncRec, out: &mut Out<'_>) {}
    /// A one-sided transfer, with what it waits for.
    fn on_rma_op(&mut self, cx: &Cx<'_>, o: &RmaOpRec, out: &mut Out<'_>) {}
}

/// A Late Sender instance.
#[derive(Clone, Copy, Debug)]
pub(crate) struct LateSender {
    /// The receiving call (where the time is lost).
    pub(crate) call: u32,
    /// Waiting time (ns).
    pub(crate) idle: u64,
    /// Time of the late message's send event.
    pub(crate) send_time: u64,
    /// Source rank of the late message.
    pub(crate) src: Rank,
    /// Location of the sender.
    pub(crate) send_loc: u32,
}

/// A Late Sender instance that turned out to be caused by receiving in the wrong order.
#[derive(Clone, Copy, Debug)]
pub(crate) struct WrongOrder {
    /// The late-sender instance.
    pub(crate) ls: LateSender,
    /// Source of the earlier-sent message received afterwards.
    pub(crate) other_src: Rank,
}

/// The locations a process holds, and what it knows of the partners it does not hold.
///
/// A single process holds every location. A process of the partitioned analysis
/// (docs/SCALE.md, "Issue 40") holds its own; what its patterns read of a message partner
/// held elsewhere comes from the partner mirrors the distributed matching shipped.
pub(crate) struct Peers<'a> {
    /// The held locations' records.
    pub(crate) locs: &'a [LocData],
    /// Global location -> index into `locs` ([`NONE`] if not held); `None` when every
    /// location is held (at its own index).
    pub(crate) held: Option<&'a [u32]>,
    /// The mirrors of the held locations' partners (by index into `locs`).
    pub(crate) mirrors: Option<&'a crate::replay::matching::Mirrors>,
}

/// What a receiver reads of the send matched to its receive.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct SendView {
    /// The send event's time.
    pub(crate) time: u64,
    /// The enter of the call containing the send.
    pub(crate) enter: u64,
}

impl Peers<'_> {
    /// Every location held.
    pub(crate) fn all(locs: &[LocData]) -> Peers<'_> {
        Peers {
            locs,
            held: None,
            mirrors: None,
        }
    }

    /// The index of global location `l` among the held ones.
    #[inline]
    pub(crate) fn index(&self, l: u32) -> Option<usize> {
        match self.held {
            None => ((l as usize) < self.locs.len()).then_some(l as usize),
            Some(h) => h
                .get(l as usize)
                .filter(|&&i| i != NONE)
                .map(|&i| i as usize),
        }
    }

    /// Whether held location `at` exchanges messages with a location held elsewhere (has
    /// partner mirrors).
    pub(crate) fn crosses(&self, at: usize) -> bool {
        self.mirrors.is_some_and(|m| {
            m.sends.get(at).is_some_and(|v| !v.is_empty())
                || m.recvs.get(at).is_some_and(|v| !v.is_empty())
        })
    }

    /// The records of global location `l`, if held.
    #[inline]
    pub(crate) fn get(&self, l: u32) -> Option<&LocData> {
        self.index(l).map(|i| &self.locs[i])
    }

    /// The send matched to receive `idx` (record `r`) of held location `at`.
    #[inline]
    pub(crate) fn send_of(&self, at: usize, idx: u32, r: &RecvRec) -> Option<SendView> {
        if r.s_loc == NONE {
            return None;
        }
        if let Some(l) = self.get(r.s_loc) {
            let s = l.sends.at(r.s_idx as usize);
            return Some(SendView {
                time: s.time,
                enter: l.calls.at(s.call as usize).enter,
            });
        }
        let m = self.mirrors?.send(at, idx)?;
        Some(SendView {
            time: m.time,
            enter: m.enter,
        })
    }

    /// The posting call's enter of the receive matched to send `idx` (record `s`) of held
    /// location `at`.
    #[inline]
    pub(crate) fn recv_post_of(&self, at: usize, idx: u32, s: &SendRec) -> Option<u64> {
        if s.r_loc == NONE {
            return None;
        }
        if let Some(l) = self.get(s.r_loc) {
            return Some(l.recvs.at(s.r_idx as usize).post_enter);
        }
        Some(self.mirrors?.recv(at, idx)?.post_enter)
    }
}

/// What detectors read: the current location, and the others through [`Peers`].
pub(crate) struct Cx<'a> {
    pub(crate) peers: &'a Peers<'a>,
    pub(crate) me: &'a LocData,
    /// The index of `me` among the held locations.
    pub(crate) at: usize,
    pub(crate) classes: &'a [RegionClass],
    /// Earliest end of each collective instance.
    pub(crate) earliest_end: &'a [u64],
    /// The process grid (recorded or inferred), if the program has one.
    pub(crate) grid: Option<&'a crate::grid::Grid>,
    /// The call record read last (detectors ask for the current call again and again, and
    /// a packed record is decoded on every read).
    pub(crate) last_call: std::cell::Cell<(u32, CallRec)>,
    /// The index of the receive and of the send being dispatched (a partner held elsewhere
    /// is found by the own record's index).
    pub(crate) cur: std::cell::Cell<(u32, u32)>,
    /// Wavefront's questions about locations held elsewhere: the answers (partitioned
    /// analysis, second replay), or `None` while they are being collected into `asked`.
    pub(crate) answers: Option<&'a rustc_hash::FxHashMap<wavefront::Probe, Option<wavefront::Dir>>>,
    pub(crate) asked: std::cell::RefCell<Vec<wavefront::Probe>>,
}

impl Cx<'_> {
    /// A call record of the current location.
    #[inline]
    pub(crate) fn call(&self, c: u32) -> CallRec {
        let (k, r) = self.last_call.get();
        if k == c {
            return r;
        }
        let r = self.me.calls.at(c as usize);
        self.last_call.set((c, r));
        r
    }

    /// The class of a call's region.
    #[inline]
    pub(crate) fn class(&self, c: u32) -> &RegionClass {
        &self.classes[self.call(c).region as usize]
    }

    /// The send matched to the receive being dispatched (`r`).
    #[inline]
    pub(crate) fn send_of(&self, r: &RecvRec) -> Option<SendView> {
        self.peers.send_of(self.at, self.cur.get().0, r)
    }

    /// The send matched to receive `idx` of the current location.
    #[inline]
    pub(crate) fn send_of_at(&self, idx: usize) -> Option<SendView> {
        let r = self.me.recvs.get(idx)?;
        self.peers.send_of(self.at, idx as u32, &r)
    }

    /// A fresh context for held location `at`.
    pub(crate) fn new<'a>(
        peers: &'a Peers<'a>,
        at: usize,
        classes: &'a [RegionClass],
        earliest_end: &'a [u64],
        grid: Option<&'a crate::grid::Grid>,
    ) -> Cx<'a> {
        Cx {
            peers,
            me: &peers.locs[at],
            at,
            classes,
            earliest_end,
            grid,
            last_call: std::cell::Cell::new((NONE, CallRec::default())),
            cur: std::cell::Cell::new((NONE, NONE)),
            answers: None,
            asked: Default::default(),
        }
    }

    /// Wavefront's answer to `p`: computed when its location is held, else looked up (or,
    /// while the questions are collected, asked: the answer counts as none).
    pub(crate) fn probe(
        &self,
        grid: &crate::grid::Grid,
        p: &wavefront::Probe,
    ) -> Option<wavefront::Dir> {
        if self.peers.index(p.loc).is_some() {
            return wavefront::answer(self.peers, self.classes, grid, p);
        }
        match self.answers {
            Some(a) => a.get(p).copied().flatten(),
            None => {
                self.asked.borrow_mut().push(*p);
                None
            }
        }
    }

    /// The posting call's enter of the receive matched to the send being dispatched (`s`).
    #[inline]
    pub(crate) fn recv_post_of(&self, s: &SendRec) -> Option<u64> {
        self.peers.recv_post_of(self.at, self.cur.get().1, s)
    }

    /// For a collective: where the own waiting starts, the own end (a cap for waits), and the
    /// call-tree node charged. Blocking collectives wait in their own call (from the
    /// collective's begin); non-blocking ones in the call that completes them (from its enter).
    #[inline]
    pub(crate) fn coll_window(&self, c: &CollRec) -> (u64, u64, u32) {
        if c.has(COLL_NONBLOCKING) {
            let k = self.call(c.cmpl);
            (k.enter, k.exit, k.node)
        } else {
            (c.begin, c.end, self.call(c.call).node)
        }
    }
}

/// The wait of a window group operation (creation, fence, release), with Scalasca's rule
/// that the members' calls must overlap (every member still inside when the last one
/// entered) for anyone to have waited: (wait, own begin, node, responsible location).
///
/// An end equal to the last enter counts as inside: the clock repair (which treats window
/// group operations as barriers) moves an end that the uncorrected clocks put before the last
/// enter to exactly that enter. Open MPI's MPI_Win_fence returns microseconds after the last
/// member entered, less than the clocks' residual offsets, so with a strict comparison the
/// waits of such instances were lost whenever the clocks erred the wrong way.
pub(crate) fn window_group_wait(cx: &Cx<'_>, s: &RmaSyncRec) -> Option<(u64, u64, u32, u32)> {
    let c = cx.me.colls.get(s.group as usize)?;
    if c.instance == NONE || c.wait_for_loc == NONE {
        return None;
    }
    let earliest_end = cx.earliest_end.get(c.instance as usize).copied()?;
    if earliest_end < c.wait_for || c.begin >= c.wait_for {
        return None;
    }
    let node = cx.call(c.call).node;
    Some((
        c.wait_for.min(c.end).saturating_sub(c.begin),
        c.begin,
        node,
        c.wait_for_loc,
    ))
}

/// `until - enter` of a call that was still running at `until` (0 otherwise).
#[inline]
pub(crate) fn wait_in_call(call: CallRec, until: u64) -> u64 {
    if until > call.enter && until <= call.exit {
        until - call.enter
    } else {
        0
    }
}

/// The detector of the one-sided wait states in transfers (Late Post, Lock Competition, Wait
/// for Progress): the one-sided matching has put each transfer's wait kind and end on its
/// record, so a pattern only picks its kind.
pub(crate) struct TransferWait(pub(crate) OpWait);

impl Detector for TransferWait {
    fn on_rma_op(&mut self, cx: &Cx<'_>, o: &RmaOpRec, out: &mut Out<'_>) {
        // PGAS transfers have patterns of their own (wait_for_progress).
        if o.wait != self.0 || o.pgas {
            return;
        }
        let call = cx.call(o.call);
        let wait = wait_in_call(call, o.wait_until);
        out.hit_on(call.node, wait, o.wait_loc, call.enter, o.win);
    }
}

/// One detected wait: `ns` lost at call-tree node `node`, caused by location `cause_loc`
/// (or [`NONE`]) during `[start, start + ns)` on the corrected clock, on RMA window `win`
/// (or [`NONE`]). For count patterns `ns` is a count.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Hit {
    /// Index of the pattern in [`PATTERNS`].
    pub(crate) pattern: u16,
    pub(crate) node: u32,
    pub(crate) ns: u64,
    pub(crate) cause_loc: u32,
    pub(crate) start: u64,
    pub(crate) win: u32,
}

/// Where detectors put hits and derived events.
pub(crate) struct Out<'s> {
    pattern: u16,
    sink: &'s mut dyn FnMut(Hit),
    late_senders: Vec<LateSender>,
    wrong_orders: Vec<WrongOrder>,
    /// The derived event being delivered was claimed by a refinement.
    claimed: bool,
}

impl Out<'_> {
    /// Record `ns` of waiting time at `node`.
    #[inline]
    pub(crate) fn hit(&mut self, node: u32, ns: u64, cause_loc: u32, start: u64) {
        self.hit_on(node, ns, cause_loc, start, NONE);
    }

    /// Record `ns` of waiting time at `node`, on window `win`.
    #[inline]
    pub(crate) fn hit_on(&mut self, node: u32, ns: u64, cause_loc: u32, start: u64, win: u32) {
        if ns > 0 {
            (self.sink)(Hit {
                pattern: self.pattern,
                node,
                ns,
                cause_loc,
                start,
                win,
            });
        }
    }

    /// Publish a Late Sender instance.
    pub(crate) fn late_sender(&mut self, ls: LateSender) {
        self.late_senders.push(ls);
    }

    /// Take the derived event being delivered: the refinements after this one in
    /// [`PATTERNS`] do not see it (Wavefront takes pipeline fills before Wrong Order).
    pub(crate) fn claim(&mut self) {
        self.claimed = true;
    }

    /// Publish a wrong-order instance.
    pub(crate) fn wrong_order(&mut self, wo: WrongOrder) {
        self.wrong_orders.push(wo);
    }
}

/// The registry, in metric-hierarchy order (parents before children).
pub(crate) static PATTERNS: &[&dyn Pattern] = &[
    &late_sender::LateSenderPattern,
    &wavefront::WavefrontPattern,
    &late_sender_wrong_order::WrongOrderPattern,
    &lswo_different::LswoDifferent,
    &lswo_same::LswoSame,
    &late_receiver::LateReceiverPattern,
    &late_partner::LatePartnerPattern,
    &wait_at_barrier::WaitAtBarrier,
    &barrier_completion::BarrierCompletion,
    &wait_at_nxn::WaitAtNxn,
    &nxn_completion::NxnCompletion,
    &late_broadcast::LateBroadcast,
    &early_reduce::EarlyReduce,
    &early_scan::EarlyScan,
    &init_completion::InitCompletion,
    &finalize_wait::FinalizeWait,
    &rma_comm_late_post::CommLatePost,
    &rma_comm_lock_competition::CommLockCompetition,
    &rma_comm_wait_for_progress::CommWaitForProgress,
    &competing_transfers::CompetingTransfers,
    &wait_for_progress::PgasWaitForProgress,
    &rma_wait_at_fence::WaitAtFence,
    &rma_early_fence::EarlyFence,
    &rma_late_post::LatePost,
    &rma_early_wait::EarlyWait,
    &rma_late_complete::LateComplete,
    &rma_lock_competition::LockCompetition,
    &rma_wait_for_progress::WaitForProgress,
    &wait_on_lock::WaitOnLock,
    &wait_on_value::WaitOnValue,
    &rma_wait_at_create::WaitAtCreate,
    &rma_wait_at_free::WaitAtFree,
    &rma_pairsync_count::PairsyncCount,
    &rma_pairsync_unneeded::PairsyncUnneeded,
];

/// (child, parent): specializations whose time is reported as a finding of their own and
/// taken out of the parent's finding (the metric tree keeps the parent inclusive).
pub(crate) const CLAIMED: &[(&str, &str)] = &[("wavefront", "late_sender")];

struct Dispatch {
    lists: [Vec<usize>; 9],
}

impl Dispatch {
    fn new(enabled: &[bool]) -> Dispatch {
        let kinds = [
            Interest::RECV,
            Interest::SEND,
            Interest::CALL_END,
            Interest::COLLECTIVE,
            Interest::SETUP,
            Interest::LATE_SENDER,
            Interest::WRONG_ORDER,
            Interest::RMA_SYNC,
            Interest::RMA_OP,
        ];
        let lists = kinds.map(|k| {
            PATTERNS
                .iter()
                .enumerate()
                .filter(|(i, p)| enabled[*i] && p.interest().has(k))
                .map(|(i, _)| i)
                .collect()
        });
        Dispatch { lists }
    }
}

/// Run all enabled patterns over one location, feeding every hit to `sink`.
pub(crate) fn run(cx: &Cx<'_>, enabled: &[bool], sink: &mut dyn FnMut(Hit)) {
    let d = Dispatch::new(enabled);
    let mut dets: Vec<Box<dyn Detector>> = PATTERNS.iter().map(|p| p.detector()).collect();
    let me = cx.me;
    let mut recvs = me.recvs.iter().enumerate().peekable();
    let mut sends = me.sends.iter().enumerate().peekable();
    let mut colls = me.colls.iter().peekable();
    let mut ui = 0usize;
    let (mut oi, mut yi) = (0usize, 0usize);
    let mut out = Out {
        pattern: 0,
        sink,
        late_senders: Vec::new(),
        wrong_orders: Vec::new(),
        claimed: false,
    };

    macro_rules! each {
        ($list:expr, |$det:ident| $body:expr) => {
            for &p in &d.lists[$list] {
                out.pattern = p as u16;
                let $det = &mut dets[p];
                $body;
                derived(cx, &d, &mut dets, &mut out);
            }
        };
    }

    for call in 0..me.calls.len() as u32 {
        while let Some((i, r)) = recvs.next_if(|(_, r)| r.call <= call) {
            cx.cur.set((i as u32, cx.cur.get().1));
            each!(0, |det| det.on_recv(cx, &r, &mut out));
        }
        while let Some((i, s)) = sends.next_if(|(_, s)| s.call <= call) {
            cx.cur.set((cx.cur.get().0, i as u32));
            each!(1, |det| det.on_send(cx, &s, &mut out));
        }
        while let Some(c) = colls.next_if(|c| c.call <= call) {
            if c.instance != NONE && c.cmpl != NONE {
                each!(3, |det| det.on_collective(cx, &c, &mut out));
            }
        }
        while ui < me.setup.len() && me.setup[ui].call <= call {
            let s = me.setup[ui];
            if s.complete {
                each!(4, |det| det.on_setup(cx, &s, &mut out));
            }
            ui += 1;
        }
        while oi < me.rma_ops.len() && me.rma_ops[oi].call <= call {
            let o = me.rma_ops[oi];
            each!(8, |det| det.on_rma_op(cx, &o, &mut out));
            oi += 1;
        }
        while yi < me.rma_syncs.len() && me.rma_syncs[yi].call <= call {
            let s = me.rma_syncs[yi];
            each!(7, |det| det.on_rma_sync(cx, &s, &mut out));
            yi += 1;
        }
        each!(2, |det| det.on_call_end(cx, call, &mut out));
    }
}

/// Deliver derived events published during the last hook (and those they cause).
fn derived(cx: &Cx<'_>, d: &Dispatch, dets: &mut [Box<dyn Detector>], out: &mut Out<'_>) {
    let saved = out.pattern;
    while !out.late_senders.is_empty() || !out.wrong_orders.is_empty() {
        for ls in std::mem::take(&mut out.late_senders) {
            out.claimed = false;
            for &p in &d.lists[5] {
                out.pattern = p as u16;
                dets[p].on_late_sender(cx, &ls, out);
                if out.claimed {
                    break;
                }
            }
        }
        for wo in std::mem::take(&mut out.wrong_orders) {
            for &p in &d.lists[6] {
                out.pattern = p as u16;
                dets[p].on_wrong_order(cx, &wo, out);
            }
        }
    }
    out.pattern = saved;
}
