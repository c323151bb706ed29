//! The streaming pass: one pass over a location's events builds its call tree (visits,
//! inclusive/exclusive time by category, bytes) and the compact operation records used for
//! matching and patterns. Nothing else of the event stream is kept.

use crate::replay::calltree::CallTree;
use crate::replay::classify::{Cat, RegionClass};
use crate::replay::records::*;
use ppw_event::counters::MAX_COUNTERS;
use ppw_event::{
    AddrSync, CallsiteId, CollKind, EventKind, GenericOp, LocationId, Profile, Rank, RegionId,
    RequestId, TraceSource, NO_RANK,
};
use rustc_hash::FxHashMap as HashMap;

/// An open region on the location's stack.
#[derive(Clone, Copy)]
struct Frame {
    node: u32,
    enter: u64,
    /// Inclusive time of already closed children.
    child: u64,
    /// Operation record of this call, [`NONE`] if none yet.
    call: u32,
    region: RegionId,
    /// Category override for completion calls that completed collectives.
    cat: Option<Cat>,
    /// Time of a CollectiveBegin seen in this call.
    coll_begin: Option<u64>,
    callsite: CallsiteId,
    /// A region of the measurement system itself (buffer flush, set-up).
    measurement: bool,
    /// An MPI call.
    mpi: bool,
}

/// A posted, not yet completed non-blocking receive.
#[derive(Clone, Copy)]
struct Post {
    enter: u64,
    order: u32,
}

struct Builder<'a> {
    d: LocData,
    classes: &'a [RegionClass],
    /// Performance counters of the trace ([`ppw_event::Defs::counters`]).
    counters: usize,
    /// Per communicator id: an RMA window.
    window: &'a [bool],
    memory: &'a [bool],
    /// Keep the outermost MPI calls' intervals (the trace has windows).
    track_mpi: bool,
    /// Open MPI calls on the stack.
    mpi_depth: u32,
    stack: Vec<Frame>,
    pending_recv: HashMap<RequestId, Post>,
    pending_send: HashMap<RequestId, u32>,
    pending_coll: HashMap<RequestId, u32>,
    post_order: u32,
    bad_exit: u64,
    unknown_recv_request: u64,
    bad_comm: u64,
    outside_region: u64,
    cpu: CpuAcc,
    rma: HashMap<(u32, Rank), (u64, u64)>,
    /// The deepest stack seen (regions).
    deepest: usize,
    /// Open measurement-system regions, and the enter of the outermost one.
    measure_depth: u32,
    measure_start: u64,
    /// The message the next BUFFER record belongs to, and the buffers of posted receives.
    last_msg: Option<LastMsg>,
    post_buf: HashMap<RequestId, u64>,
    /// Live heap blocks: start -> (end, site).
    heap: std::collections::BTreeMap<u64, (u64, u32)>,
    /// Buffers this rank named: (start, end, index into `Defs::data_names`), by start.
    named: Vec<(u64, u64, u32)>,
    /// `Defs::statics` as (object, vaddr, size) for the lookups.
    statics: &'a [ppw_event::StaticDef],
}

/// The last message record, for a BUFFER record that follows it.
#[derive(Clone, Copy, Debug)]
enum LastMsg {
    Send(u32),
    Recv(u32),
    Post(RequestId),
    Rma(u32),
}

/// Share of the non-MPI time of a sample interval one node must fill for the interval's CPU
/// time outside MPI to count.
pub(crate) const CLEAN: f64 = 0.95;

/// Share the CPU time `(user, system)` of an interval out over the nodes that ran in it,
/// `parts` = (node, wall-clock ns, is an MPI call). MPI calls first: an MPI call that waits
/// usually polls, so they get the CPU time up to their wall-clock time (a sleeping parent
/// around a polling MPI call must not look busy). The rest goes to the non-MPI nodes if one of
/// them filled at least [`CLEAN`] of their time (shared by wall-clock time, which errs by at
/// most the others' small share); otherwise nothing tells which of them computed and the rest
/// is dropped, leaving them unjudged. Returns (node, user, system, wall counted).
pub(crate) fn split_cpu(
    parts: &[(u32, u64, bool)],
    user: u64,
    system: u64,
) -> Vec<(u32, u64, u64, u64)> {
    let cpu = (user + system) as u128;
    let mut out = Vec::with_capacity(parts.len());
    if cpu == 0 && parts.iter().all(|p| p.1 == 0) {
        return out;
    }
    // user/system parts of an amount of CPU time.
    let split = |x: u128| -> (u64, u64) {
        let u = (x * user as u128).checked_div(cpu).unwrap_or(0);
        (u as u64, x.saturating_sub(u) as u64)
    };
    let mpi_wall: u128 = parts.iter().filter(|p| p.2).map(|p| p.1 as u128).sum();
    let mpi_cpu = cpu.min(mpi_wall);
    for p in parts.iter().filter(|p| p.2) {
        let x = (mpi_cpu * p.1 as u128).checked_div(mpi_wall).unwrap_or(0);
        let (u, s) = split(x);
        out.push((p.0, u, s, p.1));
    }
    let rest = cpu - mpi_cpu;
    let wall: u128 = parts.iter().filter(|p| !p.2).map(|p| p.1 as u128).sum();
    let most = parts
        .iter()
        .filter(|p| !p.2)
        .map(|p| p.1)
        .max()
        .unwrap_or(0);
    if wall > 0 && most as f64 >= CLEAN * wall as f64 {
        for p in parts.iter().filter(|p| !p.2) {
            let (u, s) = split(rest * p.1 as u128 / wall);
            out.push((p.0, u, s, p.1));
        }
    }
    out
}

impl CpuAcc {
    /// A reading of performance counter `metric` (of `count` counters), taken with the last
    /// CPU sample: its increment since the previous reading goes to the innermost node that
    /// holds every node that ran in between (their lowest common ancestor). Readings at a
    /// region's enter and exit give it exactly its own count; an interval over several
    /// regions is not split by a guess: the nodes below the ancestor that got it are marked
    /// partial, and the results give them no counts (an unmodified binary, read only at the
    /// program's start, MPI_Init and MPI_Finalize, gets its counts on `main`).
    fn counter(&mut self, tree: &mut CallTree, metric: u32, count: usize, value: u64) {
        let m = metric as usize;
        if m >= count {
            return;
        }
        if self.counters.len() < count {
            self.counters.resize(count, None);
        }
        let Some(last) = self.counters[m].replace(value) else {
            return;
        };
        let lca = lowest_common_ancestor(tree, self.last_parts.iter().map(|p| p.0));
        // The nodes between a part and the ancestor that got the count ran in an interval
        // that is not theirs alone.
        for &(p, _) in &self.last_parts {
            let mut n = p;
            while n != 0 && Some(n) != lca && (n as usize) < tree.nodes.len() {
                tree.nodes[n as usize].counters_partial = true;
                n = tree.nodes[n as usize].parent;
            }
        }
        let Some(node) = lca else {
            return;
        };
        let c = &mut tree.nodes[node as usize].counters;
        if c.len() < count {
            c.resize(count, 0);
        }
        c[m] += value.saturating_sub(last);
    }
}

/// The deepest node that is `nodes` or an ancestor of each (None for no nodes; the virtual
/// root 0 is never returned: the parts of an interval are real nodes).
fn lowest_common_ancestor(tree: &CallTree, nodes: impl Iterator<Item = u32>) -> Option<u32> {
    let path = |mut n: u32| {
        let mut v = Vec::new();
        while n != 0 && (n as usize) < tree.nodes.len() {
            v.push(n);
            n = tree.nodes[n as usize].parent;
        }
        v.reverse();
        v
    };
    let mut common: Option<Vec<u32>> = None;
    for n in nodes {
        let p = path(n);
        common = Some(match common {
            None => p,
            Some(c) => c
                .iter()
                .zip(&p)
                .take_while(|(a, b)| a == b)
                .map(|(a, _)| *a)
                .collect(),
        });
    }
    common.and_then(|c| c.last().copied())
}

/// Attribution of CPU samples to call-tree nodes: the CPU time between two consecutive samples
/// belongs to the nodes that ran in between. Samples taken at a region's enter and exit give
/// that region exactly its own CPU time. The runtime samples only some regions (not MPI calls;
/// rate-limited), so an interval can span several nodes, and then nothing says which of them
/// used the CPU: see [`split_cpu`] for how it is shared out.
#[derive(Default)]
struct CpuAcc {
    /// A first sample has been seen.
    on: bool,
    /// Time up to which exclusive time has been added to `pending`.
    t: u64,
    /// The last sample's cumulative user and system time.
    user: u64,
    system: u64,
    /// Exclusive ns per node since the last sample.
    pending: Vec<u64>,
    touched: Vec<u32>,
    /// The nodes that ran between the last two samples and their exclusive ns: performance
    /// counters read at the last sample go to their lowest common ancestor.
    last_parts: Vec<(u32, u64)>,
    /// Per counter: its value at the last reading, if any.
    counters: Vec<Option<u64>>,
}

impl CpuAcc {
    /// `node` ran from the last mark until `t`.
    #[inline]
    fn mark(&mut self, node: u32, t: u64) {
        if t > self.t {
            let i = node as usize;
            if i >= self.pending.len() {
                self.pending.resize(i + 1, 0);
            }
            if self.pending[i] == 0 {
                self.touched.push(node);
            }
            self.pending[i] += t - self.t;
            self.t = t;
        }
    }

    /// A sample: share the CPU time since the previous one out over the touched nodes.
    fn sample(
        &mut self,
        tree: &mut CallTree,
        classes: &[RegionClass],
        top: u32,
        t: u64,
        user: u64,
        system: u64,
    ) {
        if !self.on {
            *self = CpuAcc {
                on: true,
                t,
                user,
                system,
                ..Default::default()
            };
            return;
        }
        self.mark(top, t);
        let du = user.saturating_sub(self.user);
        let ds = system.saturating_sub(self.system);
        let parts: Vec<(u32, u64, bool)> = self
            .touched
            .iter()
            .map(|&n| {
                let region = tree.nodes[n as usize].region;
                let mpi = classes.get(region.index()).is_some_and(|c| c.mpi);
                (n, std::mem::take(&mut self.pending[n as usize]), mpi)
            })
            .collect();
        for (n, u, s, wall) in split_cpu(&parts, du, ds) {
            let node = &mut tree.nodes[n as usize];
            node.cpu_user += u;
            node.cpu_system += s;
            node.cpu_wall += wall;
        }
        self.last_parts.clear();
        self.last_parts.extend(parts.iter().map(|p| (p.0, p.1)));
        self.touched.clear();
        self.user = user;
        self.system = system;
    }
}

/// What reconstruction needs to know about the whole trace, computed once.
pub(crate) struct Plan<'a> {
    pub(crate) classes: &'a [RegionClass],
    /// Call-tree depth limit.
    pub(crate) max_depth: u32,
    /// Per communicator id: an RMA window.
    pub(crate) window: Vec<bool>,
    /// Per communicator id: the global memory of a PGAS model.
    pub(crate) memory: Vec<bool>,
}

impl<'a> Plan<'a> {
    pub(crate) fn new(defs: &ppw_event::Defs, classes: &'a [RegionClass], max_depth: u32) -> Self {
        Plan {
            classes,
            max_depth,
            window: defs.comms.iter().map(|c| c.kind.is_window()).collect(),
            memory: defs
                .comms
                .iter()
                .map(|c| c.kind == ppw_event::CommKind::Memory)
                .collect(),
        }
    }
}

/// Read one location completely (stopping at the first read error).
pub(crate) fn reconstruct(src: &dyn TraceSource, loc: LocationId, plan: &Plan<'_>) -> LocData {
    let classes = plan.classes;
    let defs = src.defs();
    let ld = &defs.locations[loc.index()];
    let mut b = Builder {
        d: LocData::empty(ld.rank, ld.thread, plan.max_depth),
        classes,
        counters: defs.counters.len(),
        window: &plan.window,
        memory: &plan.memory,
        track_mpi: plan.window.iter().any(|w| *w),
        mpi_depth: 0,
        stack: Vec::with_capacity(64),
        pending_recv: HashMap::default(),
        pending_send: HashMap::default(),
        pending_coll: HashMap::default(),
        post_order: 0,
        bad_exit: 0,
        unknown_recv_request: 0,
        bad_comm: 0,
        outside_region: 0,
        cpu: CpuAcc::default(),
        rma: HashMap::default(),
        measure_depth: 0,
        measure_start: 0,
        deepest: 0,
        last_msg: None,
        post_buf: HashMap::default(),
        heap: Default::default(),
        named: {
            let mut v: Vec<(u64, u64, u32)> = defs
                .data_names
                .iter()
                .enumerate()
                .filter(|(_, n)| n.rank == ld.rank)
                .map(|(i, n)| (n.addr, n.addr.saturating_add(n.bytes), i as u32))
                .collect();
            v.sort_unstable();
            v
        },
        statics: &defs.statics,
    };
    let label = b.d.label();
    let mut stream = match src.events(loc) {
        Ok(s) => s,
        Err(e) => {
            let mut d = b.d;
            if let Ok(Some(p)) = src.profile(loc) {
                from_profile(&mut d, &p, classes);
            } else {
                d.readable = false;
                d.warnings
                    .push(format!("{label}: skipped, its events cannot be read: {e}"));
            }
            return d;
        }
    };
    let ncomms = defs.comms.len() as u32;
    let mut backwards = 0u64;
    loop {
        match stream.next_event() {
            Ok(Some(e)) => {
                b.d.events += 1;
                if e.time < b.d.last {
                    backwards += 1;
                }
                let t = e.time.max(b.d.last);
                if b.d.first == u64::MAX {
                    b.d.first = t;
                }
                b.d.last = t;
                b.event(t, e.kind, ncomms);
            }
            Ok(None) => break,
            Err(e) => {
                b.d.warnings.push(format!(
                    "{label}: the event stream ends in an error after {} events ({e}); the \
                     events before it are analysed",
                    b.d.events
                ));
                break;
            }
        }
    }
    let skipped = stream.skipped_records();
    let reader_notes = stream.notes();
    let mut d = b.finish(&label);
    if backwards > 0 {
        d.warnings.push(format!(
            "{label}: {backwards} events are timed before the event they follow (damaged \
             timestamps?); they are taken at the previous event's time"
        ));
    }
    for n in reader_notes {
        if !d.notes.contains(&n) {
            d.notes.push(n);
        }
    }
    if skipped > 0 {
        d.warnings.push(format!(
            "{label}: {skipped} records of kinds this ppw does not know (written by a newer \
             version) were skipped"
        ));
    }
    // A location without events may have a stored call-path profile (profile mode). Events win
    // when both exist, so nothing is counted twice.
    if d.events == 0 {
        match src.profile(loc) {
            Ok(Some(p)) => from_profile(&mut d, &p, classes),
            Ok(None) => {}
            Err(e) => d
                .warnings
                .push(format!("{label}: its profile cannot be read: {e}")),
        }
    }
    d.shrink();
    d
}

impl Builder<'_> {
    #[inline]
    fn top_node(&self) -> u32 {
        self.stack.last().map_or(0, |f| f.node)
    }

    /// The operation record of the innermost call, created on demand.
    #[inline]
    fn call(&mut self) -> u32 {
        let Some(f) = self.stack.last_mut() else {
            self.outside_region += 1;
            return NONE;
        };
        if f.call == NONE {
            f.call = self.d.calls.len() as u32;
            self.d.calls.push(CallRec {
                enter: f.enter,
                exit: f.enter,
                node: f.node,
                region: f.region.0,
            });
        }
        f.call
    }

    /// Record what the buffer at `addr` of message `msg` is: a named buffer, a live heap
    /// block, a static variable (a symmetric address), or unknown memory.
    fn data_use(&mut self, msg: DataMsg, addr: u64) {
        let named = self.named.partition_point(|n| n.0 <= addr);
        let data = if let Some(&(_, _, i)) = self.named[..named].iter().rev().find(|n| addr < n.1) {
            DataRef::Named(i)
        } else if let Some((_, &(end, site))) = self.heap.range(..=addr).next_back() {
            if addr < end && site != ppw_event::HEAP_SITE_NONE {
                DataRef::Heap(site)
            } else {
                self.static_of(addr)
            }
        } else {
            self.static_of(addr)
        };
        self.d.data.push(DataUse { msg, data });
    }

    /// The static variable holding symmetric address `addr` (bit 63: in a loaded object).
    fn static_of(&self, addr: u64) -> DataRef {
        match ppw_event::static_at(self.statics, addr) {
            Some(i) => DataRef::Static(i as u32),
            None => DataRef::Unknown,
        }
    }

    #[inline]
    fn event(&mut self, t: u64, kind: EventKind, ncomms: u32) {
        match kind {
            EventKind::Enter { region, callsite } => self.enter(t, region, callsite),
            EventKind::Exit { region } => self.exit(t, region),
            EventKind::Send {
                comm,
                peer,
                tag,
                bytes,
                request,
            } => {
                let node = self.top_node();
                self.d.tree.nodes[node as usize].bytes_sent += bytes;
                self.d.activity += 1;
                if comm.0 >= ncomms || peer == ppw_event::NO_RANK {
                    self.bad_comm += 1;
                    return;
                }
                let call = self.call();
                if call == NONE {
                    return;
                }
                let idx = self.d.sends.len() as u32;
                self.d.sends.push(SendRec {
                    time: t,
                    call,
                    cmpl: if request.is_some() { NONE } else { call },
                    comm: comm.0,
                    peer,
                    tag,
                    bytes: bytes.min(u32::MAX as u64) as u32,
                    r_loc: NONE,
                    r_idx: NONE,
                });
                if request.is_some() {
                    self.pending_send.insert(request, idx);
                }
                self.last_msg = Some(LastMsg::Send(idx));
            }
            EventKind::RecvPost { request, .. } => {
                let enter = self.stack.last().map_or(t, |f| f.enter);
                let order = self.post_order;
                self.post_order += 1;
                self.pending_recv.insert(request, Post { enter, order });
                self.last_msg = Some(LastMsg::Post(request));
            }
            EventKind::Recv {
                comm,
                peer,
                tag,
                bytes,
                request,
            } => {
                let node = self.top_node();
                self.d.tree.nodes[node as usize].bytes_received += bytes;
                self.d.activity += 1;
                let (post, buf) = if request.is_some() {
                    (
                        self.pending_recv.remove(&request),
                        self.post_buf.remove(&request),
                    )
                } else {
                    (None, None)
                };
                if comm.0 >= ncomms || peer == ppw_event::NO_RANK {
                    self.bad_comm += 1;
                    return;
                }
                let call = self.call();
                if call == NONE {
                    return;
                }
                let post = match post {
                    Some(p) => p,
                    None => {
                        if request.is_some() {
                            self.unknown_recv_request += 1;
                        }
                        let order = self.post_order;
                        self.post_order += 1;
                        Post {
                            enter: self.d.calls.at(call as usize).enter,
                            order,
                        }
                    }
                };
                let idx = self.d.recvs.len() as u32;
                self.d.recvs.push(RecvRec {
                    time: t,
                    post_enter: post.enter,
                    order: post.order,
                    call,
                    comm: comm.0,
                    src: peer,
                    tag,
                    s_loc: NONE,
                    s_idx: NONE,
                });
                match buf {
                    Some(addr) => self.data_use(DataMsg::Recv(idx), addr),
                    None => self.last_msg = Some(LastMsg::Recv(idx)),
                }
            }
            EventKind::Buffer { addr } => match self.last_msg.take() {
                Some(LastMsg::Send(i)) => self.data_use(DataMsg::Send(i), addr),
                Some(LastMsg::Recv(i)) => self.data_use(DataMsg::Recv(i), addr),
                Some(LastMsg::Rma(i)) => self.data_use(DataMsg::Rma(i), addr),
                Some(LastMsg::Post(r)) => {
                    self.post_buf.insert(r, addr);
                }
                None => {}
            },
            EventKind::Heap { addr, bytes, site } => {
                if bytes == 0 {
                    self.heap.remove(&addr);
                } else {
                    let end = addr.saturating_add(bytes);
                    // A new block replaces what it overlaps (freed blocks whose free was
                    // not recorded).
                    let stale: Vec<u64> = self
                        .heap
                        .range(..end)
                        .rev()
                        .take_while(|(_, &(e, _))| e > addr)
                        .map(|(&s, _)| s)
                        .collect();
                    for s in stale {
                        self.heap.remove(&s);
                    }
                    self.heap.insert(addr, (end, site));
                }
            }
            EventKind::RequestComplete { request } => {
                if let Some(i) = self.pending_send.remove(&request) {
                    let call = self.call();
                    self.d.sends.update(i as usize, |s| s.cmpl = call);
                } else if let Some(i) = self.pending_coll.remove(&request) {
                    let call = self.call();
                    self.d.colls.update(i as usize, |c| c.cmpl = call);
                    let cat = if self.d.colls.at(i as usize).kind == CollKind::Barrier {
                        Cat::Sync
                    } else {
                        Cat::Coll
                    };
                    if let Some(f) = self.stack.last_mut() {
                        f.cat = Some(cat);
                    }
                }
            }
            EventKind::RequestCancelled { request } => {
                self.pending_recv.remove(&request);
                self.pending_send.remove(&request);
                self.pending_coll.remove(&request);
            }
            EventKind::CollectiveBegin => {
                if let Some(f) = self.stack.last_mut() {
                    f.coll_begin = Some(t);
                }
            }
            EventKind::Collective {
                comm,
                root,
                sent,
                received,
                request,
            } => {
                let node = self.top_node();
                let n = &mut self.d.tree.nodes[node as usize];
                n.bytes_sent += sent;
                n.bytes_received += received;
                if comm.0 >= ncomms {
                    self.bad_comm += 1;
                    return;
                }
                let call = self.call();
                if call == NONE {
                    return;
                }
                let f = *self.stack.last().expect("call() checked the stack");
                let class = &self.classes[f.region.index()];
                let on_window = self.window.get(comm.index()).copied().unwrap_or(false);
                if on_window {
                    let kind = match class.op {
                        GenericOp::GlobalMemAlloc => Some(RmaSyncKind::Create),
                        GenericOp::GlobalMemFree => Some(RmaSyncKind::Free),
                        GenericOp::GroupSync => Some(RmaSyncKind::Fence),
                        _ => None,
                    };
                    if let Some(kind) = kind {
                        let coll = self.d.colls.len() as u32;
                        self.rma_sync(t, call, comm.0, kind, NO_RANK, coll, false);
                    }
                } else if class.coll == CollKind::Barrier {
                    self.d.barriers.push(BarrierRec {
                        coll: self.d.colls.len() as u32,
                        activity: self.d.activity,
                        callsite: f.callsite,
                    });
                } else {
                    self.d.activity += 1;
                }
                let mut flags = 0u8;
                if sent > 0 {
                    flags |= COLL_SENT;
                }
                if received > 0 {
                    flags |= COLL_RECEIVED;
                }
                if request.is_some() {
                    flags |= COLL_NONBLOCKING;
                }
                if class.vector_alltoall {
                    flags |= COLL_VECTOR;
                }
                if on_window {
                    flags |= COLL_WINDOW;
                }
                let (begin, end) = match f.coll_begin {
                    Some(b) => {
                        flags |= COLL_EXPLICIT_BEGIN;
                        (b, t)
                    }
                    // The end is the call's exit, filled in when the call exits.
                    None => (f.enter, u64::MAX),
                };
                let idx = self.d.colls.len() as u32;
                self.d.colls.push(CollRec {
                    begin,
                    end,
                    wait_for: 0,
                    call,
                    cmpl: if request.is_some() { NONE } else { call },
                    comm: comm.0,
                    root,
                    instance: NONE,
                    wait_for_loc: NONE,
                    // A window's group operations synchronize every member (like a barrier);
                    // the barrier patterns leave them to the window patterns.
                    kind: if on_window {
                        CollKind::Barrier
                    } else {
                        class.coll
                    },
                    flags,
                });
                if request.is_some() {
                    self.pending_coll.insert(request, idx);
                }
            }
            EventKind::Rma {
                op,
                comm,
                target,
                bytes,
                ..
            } => {
                self.d.activity += 1;
                let node = self.top_node();
                let n = &mut self.d.tree.nodes[node as usize];
                if op.writes() {
                    n.bytes_put = n.bytes_put.saturating_add(bytes);
                } else {
                    n.bytes_get = n.bytes_get.saturating_add(bytes);
                }
                let e = self.rma.entry((node, target)).or_default();
                e.0 += 1;
                e.1 = e.1.saturating_add(bytes);
                if comm.0 >= ncomms || target == NO_RANK {
                    self.bad_comm += 1;
                    return;
                }
                let call = self.call();
                if call != NONE {
                    self.last_msg = Some(LastMsg::Rma(self.d.rma_ops.len() as u32));
                    self.d.rma_ops.push(RmaOpRec {
                        time: t,
                        call,
                        win: comm.0,
                        target,
                        op,
                        bytes,
                        wait: OpWait::None,
                        wait_until: 0,
                        wait_loc: NONE,
                        addr: 0,
                        pgas: self.memory.get(comm.0 as usize).copied().unwrap_or(false),
                        competing: 0,
                        competing_loc: NONE,
                    });
                }
            }
            EventKind::Lock {
                op,
                lock,
                target,
                exclusive,
            } => {
                self.d.activity += 1;
                // MPI window locks name the window; other models' locks are not analysed by
                // the window patterns.
                let Ok(win) = u32::try_from(lock) else {
                    return;
                };
                if !self.window.get(win as usize).copied().unwrap_or(false) {
                    return;
                }
                let call = self.call();
                self.rma_sync(t, call, win, RmaSyncKind::Lock(op), target, NONE, exclusive);
            }
            EventKind::RmaAddress { addr } => {
                // Belongs to the transfer just recorded by the same call.
                let call = self.call();
                if let Some(o) = self.d.rma_ops.last_mut().filter(|o| o.call == call) {
                    o.addr = addr;
                }
            }
            EventKind::Alloc {
                win,
                addr,
                bytes,
                freed,
                block,
            } => {
                let call = self.call();
                if !freed && call != NONE {
                    self.d.allocs.push(AllocRec {
                        win: win.0,
                        addr,
                        bytes,
                        block,
                        call,
                    });
                }
            }
            EventKind::AddrSync { what, win, addr } => {
                self.d.activity += 1;
                if !self.window.get(win.0 as usize).copied().unwrap_or(false) {
                    self.bad_comm += 1;
                    return;
                }
                let kind = match what {
                    AddrSync::Lock(op) => RmaSyncKind::Lock(op),
                    AddrSync::ValueReached => RmaSyncKind::ValueReached,
                };
                let call = self.call();
                let before = self.d.rma_syncs.len();
                self.rma_sync(t, call, win.0, kind, NO_RANK, NONE, true);
                if let Some(s) = self.d.rma_syncs.get_mut(before) {
                    s.addr = addr;
                }
            }
            EventKind::RmaGroupSync { role, win, group } => {
                self.d.activity += 1;
                if win.0 >= ncomms || group.0 >= ncomms {
                    self.bad_comm += 1;
                    return;
                }
                let call = self.call();
                self.rma_sync(
                    t,
                    call,
                    win.0,
                    RmaSyncKind::Gats(role),
                    NO_RANK,
                    group.0,
                    false,
                );
            }
            EventKind::RmaFlush { win, target } => {
                if win.0 >= ncomms {
                    self.bad_comm += 1;
                    return;
                }
                let call = self.call();
                self.rma_sync(t, call, win.0, RmaSyncKind::Flush, target, NONE, false);
            }
            EventKind::Io { bytes, .. } => {
                self.d.activity += 1;
                let node = self.top_node();
                self.d.tree.nodes[node as usize].io_bytes += bytes;
            }
            EventKind::CpuSample { user_ns, system_ns } => {
                self.d.cpu_samples += 1;
                let top = self.top_node();
                self.cpu
                    .sample(&mut self.d.tree, self.classes, top, t, user_ns, system_ns);
            }
            EventKind::Counter { metric, value } => {
                let count = self.counters;
                self.cpu.counter(&mut self.d.tree, metric, count, value);
            }
            EventKind::Marker { .. } => {}
        }
    }

    /// Keep a one-sided synchronization record of `call` (nothing outside a call).
    #[allow(clippy::too_many_arguments)]
    fn rma_sync(
        &mut self,
        t: u64,
        call: u32,
        win: u32,
        kind: RmaSyncKind,
        target: Rank,
        group: u32,
        exclusive: bool,
    ) {
        if call == NONE {
            return;
        }
        self.d.rma_syncs.push(RmaSyncRec {
            time: t,
            call,
            win,
            kind,
            target,
            group,
            exclusive,
            partner_time: 0,
            partner_loc: NONE,
            last_rma: 0,
            group_size: 0,
            partners: 0,
            progress: u64::MAX,
            progress_loc: NONE,
            addr: 0,
            pgas: self.memory.get(win as usize).copied().unwrap_or(false),
        });
    }

    #[inline]
    fn enter(&mut self, t: u64, region: RegionId, callsite: CallsiteId) {
        let parent = self.top_node();
        if self.cpu.on {
            self.cpu.mark(parent, t);
        }
        let node = self.d.tree.child(parent, region, callsite);
        let n = &mut self.d.tree.nodes[node as usize];
        n.visits += 1;
        n.open += 1;
        let mut f = Frame {
            node,
            enter: t,
            child: 0,
            call: NONE,
            region,
            cat: None,
            coll_begin: None,
            callsite,
            measurement: false,
            mpi: false,
        };
        if let Some(class) = self.classes.get(region.index()) {
            if class.mpi {
                f.mpi = true;
                self.mpi_depth += 1;
            }
            if class.io {
                self.d.activity += 1;
            }
            if class.measurement {
                f.measurement = true;
                if self.measure_depth == 0 {
                    self.measure_start = t;
                }
                self.measure_depth += 1;
            }
            if class.init || class.finalize {
                f.call = self.d.calls.len() as u32;
                self.d.calls.push(CallRec {
                    enter: t,
                    exit: t,
                    node,
                    region: region.0,
                });
                self.d.setup.push(SetupRec {
                    call: f.call,
                    finalize: class.finalize,
                    latest: 0,
                    latest_loc: NONE,
                    earliest_end: u64::MAX,
                    complete: false,
                });
            }
        }
        self.stack.push(f);
        self.deepest = self.deepest.max(self.stack.len());
    }

    #[inline]
    fn exit(&mut self, t: u64, region: RegionId) {
        let Some(f) = self.stack.pop() else {
            self.bad_exit += 1;
            return;
        };
        if self.cpu.on {
            self.cpu.mark(f.node, t);
        }
        if f.region != region {
            self.bad_exit += 1;
        }
        self.close(f, t);
    }

    #[inline]
    fn close(&mut self, f: Frame, t: u64) {
        let dur = t.saturating_sub(f.enter);
        let cat = f.cat.unwrap_or_else(|| {
            self.classes
                .get(f.region.index())
                .map_or(Cat::Other, |c| c.cat)
        });
        let n = &mut self.d.tree.nodes[f.node as usize];
        n.open = n.open.saturating_sub(1);
        if n.open == 0 {
            // The outermost open visit of the node (inner ones are a folded recursion, whose
            // time the outer visit includes).
            n.incl += dur;
            n.min = n.min.min(dur);
            n.max = n.max.max(dur);
        }
        n.excl[cat as usize] += dur.saturating_sub(f.child);
        if f.call != NONE {
            self.d.calls.update(f.call as usize, |c| c.exit = t);
        }
        if f.mpi {
            self.mpi_depth = self.mpi_depth.saturating_sub(1);
            if self.mpi_depth == 0 && self.track_mpi {
                self.d.mpi_calls.push((f.enter, t));
            }
        }
        if f.measurement {
            self.measure_depth = self.measure_depth.saturating_sub(1);
            if self.measure_depth == 0 {
                self.d.measurement.push((self.measure_start, t));
            }
        }
        if let Some(p) = self.stack.last_mut() {
            p.child += dur;
        }
    }

    fn finish(mut self, label: &str) -> LocData {
        let open = self.stack.len();
        if open > 0 {
            let t = self.d.last;
            while let Some(f) = self.stack.pop() {
                self.close(f, t);
            }
            self.d.warnings.push(format!(
                "{label}: {open} regions were still open at the end of its trace; they are \
                 closed at its last timestamp"
            ));
        }
        // Blocking collectives without a CollectiveBegin end at their call's exit.
        let calls = &self.d.calls;
        if self.d.colls.iter().any(|c| c.end == u64::MAX) {
            self.d.colls.update_all(|_, c| {
                if c.end == u64::MAX {
                    c.end = calls.at(c.call as usize).exit;
                }
            });
        }
        let tree = &self.d.tree;
        if tree.folded > 0 {
            self.d.notes.push(format!(
                "{label}: {} calls deeper than {} regions (the deepest at level {}) were folded \
                 into `{}` call paths",
                tree.folded,
                tree.max_depth,
                self.deepest,
                crate::replay::calltree::FOLDED_NAME
            ));
        }
        if self.bad_exit > 0 {
            self.d.warnings.push(format!(
                "{label}: {} exit events did not match the innermost open region",
                self.bad_exit
            ));
        }
        if self.bad_comm > 0 {
            self.d.warnings.push(format!(
                "{label}: {} messages or collectives with an undefined communicator or peer \
                 were skipped",
                self.bad_comm
            ));
        }
        if self.unknown_recv_request > 0 {
            self.d.warnings.push(format!(
                "{label}: {} receives completed a request without a recorded post; their own \
                 call is taken as the post",
                self.unknown_recv_request
            ));
        }
        if self.outside_region > 0 {
            self.d.warnings.push(format!(
                "{label}: {} communication events occurred outside any region and were skipped",
                self.outside_region
            ));
        }
        let mut rma: Vec<RmaRec> = self
            .rma
            .iter()
            .map(|(&(node, target), &(count, bytes))| RmaRec {
                node,
                target,
                count,
                bytes,
            })
            .collect();
        rma.sort_unstable_by_key(|r| (r.node, r.target));
        self.d.rma = rma;
        if !self.pending_recv.is_empty() {
            self.d.warnings.push(format!(
                "{label}: {} non-blocking receives were posted but never completed",
                self.pending_recv.len()
            ));
        }
        self.d
    }
}

/// Fill a location's call tree from a stored call-path profile (profile-mode experiments).
fn from_profile(d: &mut LocData, p: &Profile, classes: &[RegionClass]) {
    let mut map = vec![0u32; p.len()];
    for (i, n) in p.iter().enumerate() {
        let parent = if n.parent == u32::MAX {
            0
        } else {
            map.get(n.parent as usize).copied().unwrap_or(0)
        };
        let id = d.tree.child(parent, n.region, n.callsite);
        map[i] = id;
        let node = &mut d.tree.nodes[id as usize];
        node.visits += n.visits;
        node.incl += n.inclusive_ns;
        let cat = classes.get(n.region.index()).map_or(Cat::Other, |c| c.cat);
        node.excl[cat as usize] += n.exclusive_ns;
        node.bytes_sent += n.bytes_sent;
        node.bytes_received += n.bytes_received;
        // Profiles without per-visit extremes (all zero) leave them unknown.
        if n.visits > 0 && n.max_ns > 0 {
            node.min = node.min.min(n.min_ns);
            node.max = node.max.max(n.max_ns);
        }
    }
    profile_cpu(d, p, &map, classes);
    profile_counters(d, p, &map);
}

/// Performance counters of a stored profile: nodes carry inclusive counts where the runtime
/// read them; a node's own (exclusive) count is its inclusive one minus that of the nearest
/// descendants with counts, as the trace case assigns counts to the innermost node.
fn profile_counters(d: &mut LocData, p: &Profile, map: &[u32]) {
    let mut own: Vec<Option<[u64; MAX_COUNTERS]>> = p.iter().map(|n| n.counters).collect();
    for (i, n) in p.iter().enumerate() {
        let Some(c) = n.counters else { continue };
        // The nearest ancestor with counts.
        let mut a = n.parent as usize;
        while a < i && own[a].is_none() {
            a = p[a].parent as usize;
        }
        if let Some(Some(ac)) = own.get_mut(a) {
            for (x, y) in ac.iter_mut().zip(c) {
                *x = x.saturating_sub(y);
            }
        }
    }
    for (i, c) in own.iter().enumerate() {
        let (Some(c), Some(&id)) = (c, map.get(i)) else {
            continue;
        };
        let node = &mut d.tree.nodes[id as usize];
        if node.counters.len() < MAX_COUNTERS {
            node.counters.resize(MAX_COUNTERS, 0);
        }
        for (x, y) in node.counters.iter_mut().zip(c) {
            *x += y;
        }
    }
}

/// CPU time of a stored profile: nodes carry inclusive CPU time where the runtime sampled them.
/// Like the trace case, each sampled node's CPU time minus that of its sampled children belongs
/// to its own exclusive time and its unsampled children (MPI calls, deep regions), shared out by
/// [`split_cpu`].
fn profile_cpu(d: &mut LocData, p: &Profile, map: &[u32], classes: &[RegionClass]) {
    let cpu = |n: &ppw_event::ProfileNode| n.cpu_user_ns + n.cpu_system_ns;
    let is_mpi = |n: &ppw_event::ProfileNode| classes.get(n.region.index()).is_some_and(|c| c.mpi);
    let mut children: Vec<Vec<usize>> = vec![Vec::new(); p.len()];
    for (i, n) in p.iter().enumerate() {
        if let Some(c) = children.get_mut(n.parent as usize) {
            c.push(i);
        }
    }
    for (i, n) in p.iter().enumerate() {
        if cpu(n) == 0 {
            continue;
        }
        d.cpu_samples += 1;
        let (mut user, mut system) = (n.cpu_user_ns, n.cpu_system_ns);
        for &c in &children[i] {
            if cpu(&p[c]) > 0 {
                user = user.saturating_sub(p[c].cpu_user_ns);
                system = system.saturating_sub(p[c].cpu_system_ns);
            }
        }
        let mut parts: Vec<(u32, u64, bool)> = vec![(map[i], n.exclusive_ns, is_mpi(n))];
        for &c in &children[i] {
            if cpu(&p[c]) == 0 {
                parts.push((map[c], p[c].inclusive_ns, is_mpi(&p[c])));
            }
        }
        for (node, u, s, wall) in split_cpu(&parts, user, system) {
            let x = &mut d.tree.nodes[node as usize];
            x.cpu_user += u;
            x.cpu_system += s;
            x.cpu_wall += wall;
        }
    }
}
