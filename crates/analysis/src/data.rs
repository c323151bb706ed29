//! Communication by data structure (Sarukkai and Gotwals, seed `002_*` §4): the buffer of every
//! message is named (a buffer the program named, a heap block by its allocation site, a
//! static variable, or unknown memory), and per data structure the analysis gives the
//! communication, send and receive indices (the share of all locations' time blocked sending
//! it or receiving into it), the same per (sending, receiving) structure pair and per function,
//! and five cause indices between 0 (good) and 1 (bad): load imbalance, contention, overhead,
//! bandwidth and overlap (docs/ANALYSIS.md, Data structures, gives the formulas).

use crate::distributed::{Exchange, Partition};
use crate::replay::classify::{Completion, RegionClass};
use crate::replay::records::{DataMsg, DataRef, LocData, OpWait, SendRec, NONE};
use crate::result::analysis::{DataCauses, DataFunction, DataPair, DataStructure};
use ppw_event::Defs;
use std::collections::{BTreeMap, HashMap};

/// What is summed per data structure (ns, counts, bytes).
#[derive(Default, Clone, Debug, serde::Serialize, serde::Deserialize)]
struct Acc {
    sent: u64,
    bytes_sent: u64,
    received: u64,
    bytes_received: u64,
    t_send: u64,
    t_recv: u64,
    /// Waiting for a partner that was not ready: Late Sender of its receives (and what its
    /// gets waited for on another process) ...
    wait_recv: u64,
    /// ... and Late Receiver of its sends (and what its puts waited for).
    wait_send: u64,
    /// From initiation to completion, summed over its operations.
    inflight: u64,
    /// Of the receives' transfer intervals, the time other messages to the same receiver
    /// were under way too.
    contended: u64,
    span: u64,
    /// Blocked time (send and receive) per function.
    functions: BTreeMap<String, u64>,
    /// Per message size, per side (sends, receives): operations and their time beyond
    /// waiting (ns), for the split of that time into start-up and bytes.
    sizes: BTreeMap<u64, [(u64, u64); 2]>,
}

impl Acc {
    /// One send (`send`) or receive of `bytes` that was blocked `t` ns, `wait` of them for a
    /// partner that was not ready.
    fn op(&mut self, send: bool, bytes: u64, t: u64, wait: u64) {
        let wait = wait.min(t);
        if send {
            self.sent += 1;
            self.bytes_sent += bytes;
            self.t_send += t;
            self.wait_send += wait;
        } else {
            self.received += 1;
            self.bytes_received += bytes;
            self.t_recv += t;
            self.wait_recv += wait;
        }
        let s = &mut self.sizes.entry(bytes).or_default()[usize::from(!send)];
        s.0 += 1;
        s.1 += t - wait;
    }

    fn wait(&self) -> u64 {
        self.wait_send + self.wait_recv
    }

    /// Add another part's sums of the same structure.
    fn add(&mut self, o: &Acc) {
        self.sent += o.sent;
        self.bytes_sent += o.bytes_sent;
        self.received += o.received;
        self.bytes_received += o.bytes_received;
        self.t_send += o.t_send;
        self.t_recv += o.t_recv;
        self.wait_recv += o.wait_recv;
        self.wait_send += o.wait_send;
        self.inflight += o.inflight;
        self.contended += o.contended;
        self.span += o.span;
        for (f, ns) in &o.functions {
            *self.functions.entry(f.clone()).or_default() += ns;
        }
        for (&m, sides) in &o.sizes {
            let mine = self.sizes.entry(m).or_default();
            for (a, b) in mine.iter_mut().zip(sides) {
                a.0 += b.0;
                a.1 += b.1;
            }
        }
    }

    /// Bytes per ns of its operations' time beyond waiting (start-up included).
    fn rate(&self) -> Option<f64> {
        let (bytes, busy) = self
            .sizes
            .iter()
            .flat_map(|(&m, sides)| sides.iter().map(move |&(n, busy)| (m, n, busy)))
            .fold((0u64, 0u64), |(b, t), (m, n, busy)| {
                (b.saturating_add(m.saturating_mul(n)), t + busy)
            });
        (busy > 0 && bytes > 0).then(|| bytes as f64 / busy as f64)
    }

    /// Of its time beyond waiting (ns): the start-up part, and the part its bytes took beyond
    /// what the best rate needs. Each operation of `m` bytes splits its time in the proportion
    /// of Hockney's model t = alpha + m / beta, with its side's cost floor `alpha` (ns; sends
    /// and receives: [`Floor::alpha`]) and the run's best rate `beta` (bytes/ns): a share
    /// alpha / (alpha + m / beta) is start-up. What the bytes took beyond m / beta per
    /// operation is summed per message size over both sides (the best rate is one of both
    /// sides together).
    fn split(&self, floor: &Floor, beta: f64) -> (f64, f64) {
        let mut startup = 0.0;
        let mut slow = 0.0;
        for (&m, sides) in &self.sizes {
            let bytes_ns = if beta > 0.0 { m as f64 / beta } else { 0.0 };
            let mut bytes_part = 0.0;
            let mut ops = 0;
            for (side, &(n, busy)) in sides.iter().enumerate() {
                let alpha = floor.alpha(side == 0);
                let s = if alpha + bytes_ns > 0.0 {
                    alpha / (alpha + bytes_ns)
                } else {
                    1.0
                };
                startup += busy as f64 * s;
                bytes_part += busy as f64 * (1.0 - s);
                ops += n;
            }
            slow += (bytes_part - ops as f64 * bytes_ns).max(0.0);
        }
        (startup, slow)
    }
}

/// The per-operation cost floor of each side (send, receive): its shortest blocking call of
/// one operation that did not wait, else its shortest share of any operation that did not
/// wait (ns; `u64::MAX`: none).
#[derive(Debug, serde::Serialize, serde::Deserialize)]
struct Floor {
    /// [send, receive] x [single-operation call, any share].
    ns: [[u64; 2]; 2],
}

impl Default for Floor {
    fn default() -> Floor {
        Floor::new()
    }
}

impl Floor {
    fn new() -> Floor {
        Floor {
            ns: [[u64::MAX; 2]; 2],
        }
    }

    /// An operation of `t` ns, `wait` of them waiting, by a call completing only it (`single`).
    fn add(&mut self, send: bool, t: u64, wait: u64, single: bool) {
        if t > 0 && wait == 0 {
            let f = &mut self.ns[usize::from(!send)];
            f[1] = f[1].min(t);
            if single {
                f[0] = f[0].min(t);
            }
        }
    }

    /// The start-up cost of a side's operation (ns): its floor, else the other side's, else 0.
    fn alpha(&self, send: bool) -> f64 {
        let side = usize::from(!send);
        [self.ns[side], self.ns[1 - side]]
            .iter()
            .flat_map(|f| f.iter())
            .copied()
            .find(|&f| f != u64::MAX)
            .map_or(0.0, |f| f as f64)
    }
}

/// The waiting of a send that the late receiver caused (Late Receiver's rule,
/// `patterns/late_receiver.rs`): from the enter of the call completing it to the enter of the
/// call that posted the matched receive (`post`), if the completing call left only after that
/// post; standard and synchronous blocking sends and non-blocking sends completed by a wait
/// call only (never buffered and ready sends, `MPI_Sendrecv` or `MPI_Test*`).
fn late_receiver(loc: &LocData, classes: &[RegionClass], s: &SendRec, post: Option<u64>) -> u64 {
    let Some(post) = post else {
        return 0;
    };
    if s.cmpl == NONE {
        return 0;
    }
    let c = loc.calls.at(s.cmpl as usize);
    let Some(class) = classes.get(c.region as usize) else {
        return 0;
    };
    if s.cmpl == s.call && !class.lr_send {
        return 0;
    }
    if !matches!(class.completion, Completion::Single | Completion::Multi) {
        return 0;
    }
    if c.exit <= post {
        0
    } else {
        post.saturating_sub(c.enter)
    }
}

/// What this view reads of a message's send when another process holds the sending location
/// (a partitioned analysis, docs/SCALE.md, "Issue 40").
#[derive(Clone, Copy, Debug, serde::Serialize, serde::Deserialize)]
pub(crate) struct FarSend {
    /// The enter of the sending call.
    enter: u64,
    bytes: u32,
    /// The send buffer's structure.
    data: Option<DataRef>,
}

/// What this view reads of a message's receive when another process holds the receiving
/// location.
#[derive(Clone, Copy, Debug, serde::Serialize, serde::Deserialize)]
pub(crate) struct FarRecv {
    /// The enter of the call that posted the receive.
    post_enter: u64,
    /// The receive buffer's structure.
    data: Option<DataRef>,
}

/// The far ends of one process's messages, per own location sorted by the own record's index:
/// the sends matched to its receives, the receives matched to its sends.
#[derive(Default)]
pub(crate) struct Far {
    sends: Vec<Vec<(u32, FarSend)>>,
    recvs: Vec<Vec<(u32, FarRecv)>>,
}

impl Far {
    fn send(&self, l: usize, recv: u32) -> Option<&FarSend> {
        let v = self.sends.get(l)?;
        v.binary_search_by_key(&recv, |x| x.0).ok().map(|k| &v[k].1)
    }

    fn recv(&self, l: usize, send: u32) -> Option<&FarRecv> {
        let v = self.recvs.get(l)?;
        v.binary_search_by_key(&send, |x| x.0).ok().map(|k| &v[k].1)
    }

    fn refs(&self) -> impl Iterator<Item = DataRef> + '_ {
        let sends = self.sends.iter().flatten().filter_map(|x| x.1.data);
        sends.chain(self.recvs.iter().flatten().filter_map(|x| x.1.data))
    }
}

/// The structure of every send and receive of `loc` that has one.
fn buffers(loc: &LocData) -> (HashMap<u32, DataRef>, HashMap<u32, DataRef>) {
    let (mut sends, mut recvs) = (HashMap::new(), HashMap::new());
    for u in &loc.data {
        match u.msg {
            DataMsg::Send(i) => {
                sends.insert(i, u.data);
            }
            DataMsg::Recv(i) => {
                recvs.insert(i, u.data);
            }
            DataMsg::Rma(_) => {}
        }
    }
    (sends, recvs)
}

/// What a partitioned analysis's processes exchange for this view: each sends the owner of a
/// message's other end what [`part`] reads of its own end ([`FarSend`], [`FarRecv`]), in one
/// all-to-all. `locs` are this process's locations, global ids `ids`.
pub(crate) fn far_ends(
    locs: &[LocData],
    ids: &[u32],
    part: &Partition,
    ex: &dyn Exchange,
) -> Result<Far, String> {
    type Parts = (Vec<(u32, u32, FarSend)>, Vec<(u32, u32, FarRecv)>);
    let (me, n) = (ex.rank(), ex.size());
    let mut out: Vec<Parts> = vec![Default::default(); n];
    for d in locs {
        let (send_buf, recv_buf) = buffers(d);
        for (i, s) in d.sends.iter().enumerate() {
            let q = part.owner(s.r_loc);
            if s.r_loc != NONE && q != me && q < n {
                let far = FarSend {
                    enter: d.calls.at(s.call as usize).enter,
                    bytes: s.bytes,
                    data: send_buf.get(&(i as u32)).copied(),
                };
                out[q].0.push((s.r_loc, s.r_idx, far));
            }
        }
        for (i, r) in d.recvs.iter().enumerate() {
            let q = part.owner(r.s_loc);
            if r.s_loc != NONE && q != me && q < n {
                let far = FarRecv {
                    post_enter: r.post_enter,
                    data: recv_buf.get(&(i as u32)).copied(),
                };
                out[q].1.push((r.s_loc, r.s_idx, far));
            }
        }
    }
    let got: Vec<Parts> = crate::distributed::alltoall_values(ex, &out, "message buffers")?;
    drop(out);
    let mut far = Far {
        sends: vec![Vec::new(); locs.len()],
        recvs: vec![Vec::new(); locs.len()],
    };
    for (q, (sends, recvs)) in got.into_iter().enumerate() {
        let local = |loc: u32| {
            ids.binary_search(&loc).map_err(|_| {
                format!("process {q} sent the buffer of a message to location {loc}, which this process does not own")
            })
        };
        for (loc, idx, x) in sends {
            far.sends[local(loc)?].push((idx, x));
        }
        for (loc, idx, x) in recvs {
            far.recvs[local(loc)?].push((idx, x));
        }
    }
    for v in &mut far.sends {
        v.sort_unstable_by_key(|x| x.0);
    }
    for v in &mut far.recvs {
        v.sort_unstable_by_key(|x| x.0);
    }
    Ok(far)
}

/// A partitioned analysis's view (docs/SCALE.md, "Issue 40"): every process sums its own
/// locations' part, reading the far ends of their messages from the processes that hold them
/// (when some location recorded buffers), and process 0 merges the parts; `Some` on process
/// 0 only. `locs`: this process's locations, global ids `ids`, with their times final.
pub(crate) fn owned_part(
    defs: &Defs,
    locs: &[LocData],
    ids: &[u32],
    classes: &[RegionClass],
    part: &Partition,
    ex: &dyn Exchange,
) -> Result<Option<Part>, String> {
    let mine = locs.iter().any(|d| !d.data.is_empty());
    let any = crate::distributed::agree(
        ex,
        &mine,
        "message buffers recorded",
        false,
        |a, _, x| *a |= x,
        |a| a,
    )?;
    let own = if any {
        let far = far_ends(locs, ids, part, ex)?;
        self::part(defs, locs, Some((ids, &far)), classes)
    } else {
        Part::default()
    };
    let mut merged = Part::default();
    let zero =
        crate::distributed::gather_to_0(ex, own, "data-structure sums", |p| merged.merge(p))?;
    Ok(zero.then_some(merged))
}

/// One data structure's part of a [`Part`].
#[derive(Clone, Debug, serde::Serialize, serde::Deserialize)]
struct Entry {
    /// The first location whose records name it (`u32::MAX`: only the far end of a message
    /// did): its kind is the one that location's first use gives, as in one pass over all.
    first: u32,
    kind: String,
    acc: Acc,
}

/// The view's sums over some of the locations, which merge associatively ([`Part::merge`]):
/// per structure (by name) its sums, per (sending, receiving) structure pair the messages,
/// bytes and time, and the cost floors. One process's part over all locations gives, through
/// [`finish`], what the parts of K processes merged give.
#[derive(Default, Debug, serde::Serialize, serde::Deserialize)]
pub(crate) struct Part {
    structs: BTreeMap<String, Entry>,
    pairs: BTreeMap<(String, String), (u64, u64, u64)>,
    floor: Floor,
}

impl Part {
    pub(crate) fn merge(&mut self, o: Part) {
        for (name, e) in o.structs {
            match self.structs.entry(name) {
                std::collections::btree_map::Entry::Vacant(v) => {
                    v.insert(e);
                }
                std::collections::btree_map::Entry::Occupied(mut v) => {
                    let mine = v.get_mut();
                    if e.first < mine.first {
                        mine.first = e.first;
                        mine.kind = e.kind;
                    }
                    mine.acc.add(&e.acc);
                }
            }
        }
        for (k, (n, b, t)) in o.pairs {
            let p = self.pairs.entry(k).or_default();
            p.0 += n;
            p.1 += b;
            p.2 += t;
        }
        for (mine, theirs) in self.floor.ns.iter_mut().zip(o.floor.ns) {
            for (a, b) in mine.iter_mut().zip(theirs) {
                *a = (*a).min(b);
            }
        }
    }
}

/// The data structures of the trace, by descending communication index; empty when the
/// trace records no buffers.
pub(crate) fn structures(
    defs: &Defs,
    locs: &[LocData],
    classes: &[RegionClass],
    total_ns: u64,
) -> Vec<DataStructure> {
    finish(part(defs, locs, None, classes), total_ns)
}

/// The view's sums over `locs`: every location (`held` None), or a partitioned analysis's
/// own locations with their global ids and the far ends of their messages ([`far_ends`]).
pub(crate) fn part(
    defs: &Defs,
    locs: &[LocData],
    held: Option<(&[u32], &Far)>,
    classes: &[RegionClass],
) -> Part {
    let gid = |l: usize| held.map_or(l as u32, |(ids, _)| ids[l]);
    let local = |g: u32| match held {
        None => ((g as usize) < locs.len()).then_some(g as usize),
        Some((ids, _)) => ids.binary_search(&g).ok(),
    };
    let far = held.map(|h| h.1);
    // Structure ids by name, in the order of first use.
    let mut names: Vec<(String, &'static str, u32)> = Vec::new();
    let mut ix: HashMap<String, usize> = HashMap::new();
    let mut of_ref: HashMap<DataRef, usize> = HashMap::new();
    let mut id_of = |r: DataRef, first: u32| -> usize {
        *of_ref.entry(r).or_insert_with(|| {
            let (name, kind) = describe(defs, r);
            *ix.entry(name.clone()).or_insert_with(|| {
                names.push((name, kind, first));
                names.len() - 1
            })
        })
    };
    // Per location: structure of each send and receive that has one.
    let mut send_of: Vec<HashMap<u32, usize>> = vec![HashMap::new(); locs.len()];
    let mut recv_of: Vec<HashMap<u32, usize>> = vec![HashMap::new(); locs.len()];
    let mut rma_of: Vec<HashMap<u32, usize>> = vec![HashMap::new(); locs.len()];
    for (l, loc) in locs.iter().enumerate() {
        for u in &loc.data {
            let id = id_of(u.data, gid(l));
            match u.msg {
                DataMsg::Send(i) => {
                    send_of[l].insert(i, id);
                }
                DataMsg::Recv(i) => {
                    recv_of[l].insert(i, id);
                }
                DataMsg::Rma(i) => {
                    rma_of[l].insert(i, id);
                }
            }
        }
    }
    for r in far.iter().flat_map(|f| f.refs()) {
        id_of(r, u32::MAX);
    }
    let id_of = |r: DataRef| of_ref.get(&r).copied();
    // The other end of a message: of a receive, the send's enter, bytes and structure; of a
    // send, the receive's post and structure.
    let send_end =
        |l: usize, i: u32, s_loc: u32, s_idx: u32| -> Option<(u64, u64, Option<usize>)> {
            if s_loc == NONE {
                return None;
            }
            match local(s_loc) {
                Some(k) => {
                    let sl = &locs[k];
                    let s = sl.sends.at(s_idx as usize);
                    let structure = send_of[k].get(&s_idx).copied();
                    Some((
                        sl.calls.at(s.call as usize).enter,
                        s.bytes as u64,
                        structure,
                    ))
                }
                None => far?
                    .send(l, i)
                    .map(|f| (f.enter, f.bytes as u64, f.data.and_then(id_of))),
            }
        };
    let recv_end = |l: usize, i: u32, r_loc: u32, r_idx: u32| -> Option<(u64, Option<usize>)> {
        if r_loc == NONE {
            return None;
        }
        match local(r_loc) {
            Some(k) => {
                let rl = &locs[k];
                let post = (r_idx < rl.recvs.len() as u32)
                    .then(|| rl.recvs.at(r_idx as usize).post_enter)?;
                Some((post, recv_of[k].get(&r_idx).copied()))
            }
            None => far?
                .recv(l, i)
                .map(|f| (f.post_enter, f.data.and_then(id_of))),
        }
    };
    let mut acc = vec![Acc::default(); names.len()];
    let mut pairs: BTreeMap<(usize, usize), (u64, u64, u64)> = BTreeMap::new();
    let mut floor = Floor::new();
    for (l, loc) in locs.iter().enumerate() {
        // Operations completed per call: a call that completes several (MPI_Waitall, the send
        // and the receive of MPI_Sendrecv) gives each an equal share of its time.
        let mut per_call: HashMap<u32, u64> = HashMap::new();
        for s in loc.sends.iter() {
            if s.cmpl != NONE {
                *per_call.entry(s.cmpl).or_default() += 1;
            }
        }
        for r in loc.recvs.iter() {
            *per_call.entry(r.call).or_default() += 1;
        }
        for o in loc.rma_ops.iter() {
            *per_call.entry(o.call).or_default() += 1;
        }
        let dur = |c: u32| {
            let k = loc.calls.at(c as usize);
            k.exit.saturating_sub(k.enter)
        };
        let ops_of = |c: u32| per_call.get(&c).copied().unwrap_or(1).max(1);
        let share = |c: u32| dur(c) / ops_of(c);
        let function = |c: u32| function_of(defs, loc, c);
        // Transfer intervals of the receives, for the contention index.
        let mut spans: Vec<(u64, u64, Option<usize>)> = Vec::new();
        for (i, r) in loc.recvs.iter().enumerate() {
            let call = loc.calls.at(r.call as usize);
            let start = send_end(l, i as u32, r.s_loc, r.s_idx).map_or(r.post_enter, |e| e.0);
            spans.push((
                start.min(call.exit),
                call.exit,
                recv_of[l].get(&(i as u32)).copied(),
            ));
        }
        spans.sort_unstable_by_key(|s| (s.0, s.1));
        let mut reach = 0u64;
        for (k, &(a, b, id)) in spans.iter().enumerate() {
            // Overlap with the messages before it (the furthest reach) and the next one.
            let mut over = reach.min(b).saturating_sub(a);
            if let Some(&(na, nb, _)) = spans.get(k + 1) {
                if na < b {
                    over = over.max(b.min(nb).saturating_sub(na.max(a)));
                }
            }
            if let Some(id) = id {
                acc[id].contended += over.min(b - a);
                acc[id].span += b - a;
            }
            reach = reach.max(b);
        }
        for (&i, &id) in &send_of[l] {
            let s = loc.sends.at(i as usize);
            // Blocked: the sending call (its share), or the MPI_Isend and the share of the call
            // that completed it; in flight: that, plus the time between the two calls. Its
            // waiting lies in the completing call.
            let (t, inflight, completion) = if s.cmpl == s.call {
                let t = share(s.call);
                (t, t, t)
            } else if s.cmpl != NONE {
                let t = dur(s.call) + share(s.cmpl);
                let gap = loc
                    .calls
                    .at(s.cmpl as usize)
                    .enter
                    .saturating_sub(loc.calls.at(s.call as usize).exit);
                (t, t + gap, share(s.cmpl))
            } else {
                (dur(s.call), dur(s.call), 0)
            };
            let end = recv_end(l, i, s.r_loc, s.r_idx);
            let wait = late_receiver(loc, classes, &s, end.map(|e| e.0)).min(completion);
            floor.add(true, t, wait, s.cmpl == s.call && ops_of(s.call) == 1);
            let a = &mut acc[id];
            a.op(true, s.bytes as u64, t, wait);
            a.inflight += inflight;
            *a.functions.entry(function(s.call)).or_default() += t;
            if let Some(to) = end.and_then(|e| e.1) {
                let p = pairs.entry((id, to)).or_default();
                p.0 += 1;
                p.1 += s.bytes as u64;
                p.2 += t;
            }
        }
        for (&i, &id) in &recv_of[l] {
            let r = loc.recvs.at(i as usize);
            let call = loc.calls.at(r.call as usize);
            let k = ops_of(r.call);
            let t = dur(r.call) / k;
            let test = classes
                .get(call.region as usize)
                .is_some_and(|c| c.completion == Completion::Test);
            // Late Sender: from the enter of the receiving (or completing) call to the send's.
            let (wait, bytes, from) = match send_end(l, i, r.s_loc, r.s_idx) {
                Some((enter, bytes, from)) => {
                    let wait = if test {
                        0
                    } else {
                        enter.min(call.exit).saturating_sub(call.enter)
                    };
                    (wait.min(t), bytes, from)
                }
                None => (0, 0, None),
            };
            floor.add(false, t, wait, k == 1);
            let a = &mut acc[id];
            a.op(false, bytes, t, wait);
            // In flight: from the post (MPI_Irecv) to the completing call, plus its share.
            a.inflight += t + call.enter.saturating_sub(r.post_enter);
            *a.functions.entry(function(r.call)).or_default() += t;
            if let Some(from) = from {
                pairs.entry((from, id)).or_default().2 += t;
            }
        }
        // One-sided transfers: a put, accumulate or atomic sends from its local buffer, a get
        // receives into it; the call's share of time is blocked time, and what the call waited
        // for on another process (a late post, a lock) its waiting.
        for (&i, &id) in &rma_of[l] {
            let Some(o) = loc.rma_ops.get(i as usize) else {
                continue;
            };
            let call = loc.calls.at(o.call as usize);
            let t = share(o.call);
            let wait = if o.wait == OpWait::None {
                0
            } else {
                o.wait_until.min(call.exit).saturating_sub(call.enter)
            };
            let send = o.op != ppw_event::RmaOp::Get;
            floor.add(send, t, wait, ops_of(o.call) == 1);
            let a = &mut acc[id];
            a.op(send, o.bytes, t, wait);
            a.inflight += t;
            *a.functions.entry(function(o.call)).or_default() += t;
        }
    }
    let pairs = pairs
        .into_iter()
        .map(|((from, to), v)| ((names[from].0.clone(), names[to].0.clone()), v))
        .collect();
    let structs = names
        .into_iter()
        .zip(acc)
        .map(|((name, kind, first), acc)| {
            let e = Entry {
                first,
                kind: kind.to_string(),
                acc,
            };
            (name, e)
        })
        .collect();
    Part {
        structs,
        pairs,
        floor,
    }
}

/// The data structures of a [`Part`] over every location, by descending communication index
/// (`total_ns`: all locations' time); empty when no location recorded buffers.
pub(crate) fn finish(p: Part, total_ns: u64) -> Vec<DataStructure> {
    if p.structs.is_empty() || total_ns == 0 {
        return Vec::new();
    }
    let beta = p
        .structs
        .values()
        .filter_map(|e| e.acc.rate())
        .fold(0.0, f64::max);
    let share = |ns: u64| ns as f64 / total_ns as f64;
    let ratio = |a: f64, b: u64| {
        if b == 0 {
            0.0
        } else {
            (a / b as f64).clamp(0.0, 1.0)
        }
    };
    let mut out: Vec<DataStructure> = p
        .structs
        .iter()
        .map(|(name, e)| {
            let a = &e.acc;
            let t = a.t_send + a.t_recv;
            let (startup, slow) = a.split(&p.floor, beta);
            let mut functions: Vec<DataFunction> = a
                .functions
                .iter()
                .map(|(f, &ns)| DataFunction {
                    function: f.clone(),
                    seconds: ns as f64 * 1e-9,
                    ci: share(ns),
                })
                .collect();
            functions.sort_by(|x, y| y.ci.total_cmp(&x.ci).then(x.function.cmp(&y.function)));
            // The receive side of a pair is counted with the sender's structure.
            let mut pairs: Vec<DataPair> = p
                .pairs
                .range((name.clone(), String::new())..)
                .take_while(|((from, _), _)| from == name)
                .map(|((_, to), &(n, bytes, ns))| DataPair {
                    to: to.clone(),
                    messages: n,
                    bytes,
                    ci: share(ns),
                })
                .collect();
            pairs.sort_by(|x, y| y.ci.total_cmp(&x.ci).then(x.to.cmp(&y.to)));
            DataStructure {
                name: name.clone(),
                kind: e.kind.clone(),
                messages_sent: a.sent,
                bytes_sent: a.bytes_sent,
                messages_received: a.received,
                bytes_received: a.bytes_received,
                send_seconds: a.t_send as f64 * 1e-9,
                recv_seconds: a.t_recv as f64 * 1e-9,
                wait_seconds: a.wait() as f64 * 1e-9,
                send_wait_seconds: a.wait_send as f64 * 1e-9,
                ci: share(t),
                si: share(a.t_send),
                ri: share(a.t_recv),
                causes: DataCauses {
                    load_imbalance: ratio(a.wait() as f64, t),
                    contention: ratio(a.contended as f64, a.span),
                    overhead: ratio(startup, t),
                    bandwidth: ratio(slow, t),
                    overlap: ratio(t as f64, a.inflight),
                },
                pairs,
                functions,
            }
        })
        .collect();
    out.sort_by(|x, y| y.ci.total_cmp(&x.ci).then(x.name.cmp(&y.name)));
    out
}

/// A structure's name and kind.
fn describe(defs: &Defs, r: DataRef) -> (String, &'static str) {
    match r {
        DataRef::Named(i) => match defs.data_names.get(i as usize) {
            Some(n) => (n.name.clone(), "named"),
            None => ("(unknown memory)".into(), "unknown"),
        },
        DataRef::Heap(i) => match defs.heap_sites.get(i as usize) {
            Some(h) => (h.describe(), "heap"),
            None => ("(unknown heap block)".into(), "heap"),
        },
        DataRef::Static(i) => match defs.statics.get(i as usize) {
            Some(s) => (s.name.clone(), "static"),
            None => ("(unknown static)".into(), "static"),
        },
        DataRef::Unknown => ("(stack or untracked memory)".into(), "unknown"),
    }
}

/// The function a call of `loc` is made from: its call site's function if known, else the
/// region of its parent in the call tree.
fn function_of(defs: &Defs, loc: &LocData, call: u32) -> String {
    let node = &loc.tree.nodes[loc.calls.at(call as usize).node as usize];
    if let Some(f) = defs
        .callsites
        .get(node.callsite.index())
        .and_then(|c| c.function.clone())
    {
        return f;
    }
    match loc.tree.nodes.get(node.parent as usize) {
        Some(p) if node.parent != 0 => defs.region(p.region).name.clone(),
        _ => "(top level)".into(),
    }
}

#[cfg(test)]
mod tests {
    use crate::patterns::testing::analyze_mem;
    use ppw_event::{DataNameDef, EventKind, LocBuilder, MemTrace, RequestId, TraceBuilder};

    /// Buffers named on ranks 0 and 1: (name, address); each 1 MiB.
    const BUFFERS: [(&str, u64); 4] = [
        ("late", 0x10_0000),
        ("tiny", 0x20_0000),
        ("big", 0x30_0000),
        ("slow", 0x40_0000),
    ];

    fn addr(name: &str) -> u64 {
        BUFFERS.iter().find(|b| b.0 == name).map(|b| b.1).unwrap()
    }

    fn named(b: TraceBuilder) -> MemTrace {
        let mut t = b.build();
        for rank in 0..2 {
            for (name, addr) in BUFFERS {
                t.defs.data_names.push(DataNameDef {
                    rank,
                    addr,
                    bytes: 1 << 20,
                    name: name.into(),
                });
            }
        }
        t
    }

    /// A blocking send call `call` of `bytes` from `buf`.
    fn send<'a, 'b>(
        l: &'a mut LocBuilder<'b>,
        call: &str,
        (enter, exit): (u64, u64),
        tag: i32,
        bytes: u64,
        buf: &str,
    ) -> &'a mut LocBuilder<'b> {
        l.enter(enter, call)
            .send(enter, 1, tag, bytes)
            .event(enter, EventKind::Buffer { addr: addr(buf) })
            .exit(exit)
    }

    /// A blocking receive into `buf`.
    fn recv<'a, 'b>(
        l: &'a mut LocBuilder<'b>,
        (enter, exit): (u64, u64),
        tag: i32,
        bytes: u64,
        buf: &str,
    ) -> &'a mut LocBuilder<'b> {
        l.enter(enter, "MPI_Recv")
            .recv(exit, 0, tag, bytes)
            .event(exit, EventKind::Buffer { addr: addr(buf) })
            .exit(exit)
    }

    fn structure<'a>(a: &'a crate::Analysis, name: &str) -> &'a crate::DataStructure {
        a.data_structures
            .iter()
            .find(|d| d.name == name)
            .unwrap_or_else(|| panic!("no {name}: {:#?}", a.data_structures))
    }

    fn close(got: f64, want: f64) {
        assert!((got - want).abs() < 1e-9, "got {got}, want {want}");
    }

    /// A synchronous send to a receiver 200 us late waits for it: that is load imbalance on
    /// the sending side, not slow bandwidth.
    #[test]
    fn synchronous_send_to_late_receiver_is_load_imbalance() {
        let mut b = TraceBuilder::new(2);
        let mut r0 = b.rank(0);
        send(
            r0.enter(0, "main"),
            "MPI_Ssend",
            (10, 200_110),
            0,
            8192,
            "late",
        )
        .exit(300_000);
        let mut r1 = b.rank(1);
        recv(r1.enter(0, "main"), (200_010, 200_100), 0, 8192, "late").exit(300_000);
        let a = analyze_mem(&named(b));
        let d = structure(&a, "late");
        // Late Receiver: receive posted at 200_010, the send entered at 10.
        close(d.wait_seconds, 200_000e-9);
        close(d.send_wait_seconds, 200_000e-9);
        let t = 200_100.0 + 90.0;
        close(d.causes.load_imbalance, 200_000.0 / t);
        // The rest is the 100 ns of the send after the post and the 90 ns receive: the
        // receive's floor (90 ns, the sends' too, as no send went without waiting) is
        // start-up, and the only structure sets the best rate.
        assert!(d.causes.bandwidth < 1e-3, "{d:?}");
        assert!(d.causes.load_imbalance > 0.99, "{d:?}");
    }

    /// The same with a standard send that returned before the receive was posted (eager):
    /// no waiting; a buffered send never counts; a non-blocking send counts in its wait.
    #[test]
    fn only_sends_that_waited_for_the_post_count() {
        for (call, counted) in [("MPI_Send", false), ("MPI_Bsend", false)] {
            let mut b = TraceBuilder::new(2);
            let mut r0 = b.rank(0);
            send(r0.enter(0, "main"), call, (10, 110), 0, 8, "late").exit(300_000);
            let mut r1 = b.rank(1);
            recv(r1.enter(0, "main"), (200_010, 200_100), 0, 8, "late").exit(300_000);
            let a = analyze_mem(&named(b));
            assert_eq!(structure(&a, "late").wait_seconds > 0.0, counted, "{call}");
        }
        // A Bsend that (oddly) lasted past the post is still not waiting for the receiver.
        let mut b = TraceBuilder::new(2);
        let mut r0 = b.rank(0);
        send(
            r0.enter(0, "main"),
            "MPI_Bsend",
            (10, 200_110),
            0,
            8,
            "late",
        )
        .exit(300_000);
        let mut r1 = b.rank(1);
        recv(r1.enter(0, "main"), (200_010, 200_100), 0, 8, "late").exit(300_000);
        let a = analyze_mem(&named(b));
        close(structure(&a, "late").wait_seconds, 0.0);

        let mut b = TraceBuilder::new(2);
        b.rank(0)
            .enter(0, "main")
            .enter(10, "MPI_Isend")
            .send_on(10, ppw_event::CommId(0), 1, 0, 8, RequestId(7))
            .event(10, EventKind::Buffer { addr: addr("late") })
            .exit(20)
            .enter(1_000, "MPI_Wait")
            .complete(200_100, 7)
            .exit(200_100)
            .exit(300_000);
        let mut r1 = b.rank(1);
        recv(r1.enter(0, "main"), (200_000, 200_050), 0, 8, "late").exit(300_000);
        let a = analyze_mem(&named(b));
        let d = structure(&a, "late");
        // From the wait's enter (1_000) to the post (200_000).
        close(d.send_wait_seconds, 199_000e-9);
        close(d.wait_seconds, 199_000e-9);
        close(
            d.causes.load_imbalance,
            199_000.0 / (10.0 + 199_100.0 + 50.0),
        );
    }

    /// 100 messages of 2 bytes next to 1 MiB arrays: the tiny messages are start-up
    /// (overhead), not slow bandwidth, even where a receive costs a tenth of a send (each side
    /// has its own floor); the fastest array has no bandwidth index however its time divides
    /// between its sides; an array moved at half the best rate has bandwidth index 1/2 less
    /// its start-up share.
    #[test]
    fn small_messages_are_overhead_and_slow_arrays_bandwidth() {
        const MIB: u64 = 1 << 20;
        let mut b = TraceBuilder::new(2);
        let mut r0 = b.rank(0);
        r0.enter(0, "main");
        let mut t = 10;
        for i in 0..100 {
            send(&mut r0, "MPI_Send", (t, t + 1_000), i, 2, "tiny");
            t += 2_000;
        }
        // Both arrays after the tiny messages arrived and were received.
        send(&mut r0, "MPI_Send", (300_000, 350_000), 1000, MIB, "big");
        send(&mut r0, "MPI_Send", (500_000, 700_000), 1001, MIB, "slow");
        r0.exit(1_000_000);
        let mut r1 = b.rank(1);
        r1.enter(0, "main");
        let mut t = 200_000;
        for i in 0..100 {
            // Each message is there already: no waiting, 100 ns each.
            recv(&mut r1, (t, t + 100), i, 2, "tiny");
            t += 1_000;
        }
        // The fastest array: 50 us to send, 150 us to receive.
        recv(&mut r1, (300_000, 450_000), 1000, MIB, "big");
        recv(&mut r1, (500_000, 700_000), 1001, MIB, "slow");
        r1.exit(1_000_000);
        let a = analyze_mem(&named(b));
        // alpha: 1_000 ns for sends, 100 ns for receives (the shortest of each side that did
        // not wait); beta = 2 MiB / 200 us.
        let (send_alpha, recv_alpha) = (1_000.0, 100.0);
        let beta = 2.0 * MIB as f64 / 200_000.0;
        let startup = |alpha: f64, m: f64| alpha / (alpha + m / beta);
        let tiny = structure(&a, "tiny");
        close(tiny.wait_seconds, 0.0);
        close(
            tiny.causes.overhead,
            (100_000.0 * startup(send_alpha, 2.0) + 10_000.0 * startup(recv_alpha, 2.0))
                / 110_000.0,
        );
        close(tiny.causes.bandwidth, 0.0);
        assert!(tiny.causes.overhead > 0.99, "{tiny:?}");
        let m = MIB as f64;
        let (ss, sr) = (startup(send_alpha, m), startup(recv_alpha, m));
        let big = structure(&a, "big");
        close(
            big.causes.overhead,
            (50_000.0 * ss + 150_000.0 * sr) / 200_000.0,
        );
        close(big.causes.bandwidth, 0.0);
        let slow = structure(&a, "slow");
        close(slow.causes.overhead, (ss + sr) / 2.0);
        // Each side 200 us, of which a share s is start-up and 100 us the bytes at the best
        // rate.
        let side = |s: f64| 200_000.0 * (1.0 - s) - 100_000.0;
        close(slow.causes.bandwidth, (side(ss) + side(sr)) / 400_000.0);
        assert!((0.45..0.5).contains(&slow.causes.bandwidth), "{slow:?}");
    }
}
