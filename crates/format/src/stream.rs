//! Decoding a location's EVENTS blocks into neutral events while streaming ([`NativeStream`],
//! one block in memory at a time), and a location's PROFILE block into a call-path profile
//! ([`decode_profile`]). Local ids become global ids through the rank's [`RankData`] and ticks
//! become nanoseconds through its clock.

use crate::scan::{err, read_payload, BlockRef};
use crate::unify::RankData;
use crate::wire::{ev, Cursor};
use ppw_event::counters::MAX_COUNTERS;
use ppw_event::{
    AddrSync, CallsiteId, CommId, Event, EventKind, EventStream, FileData, GatsRole, LockOp,
    ProfileNode, ReadError, RegionId, RequestId, RmaOp, ANY_TAG, NO_RANK,
};

/// Streams one location's events block by block, decoding lazily.
pub(crate) struct NativeStream<'a> {
    rank: &'a RankData,
    file: FileData,
    blocks: Vec<BlockRef>,
    next_block: usize,
    raw: Vec<u8>,
    pos: usize,
    ticks: u64,
    /// Open regions: (region, frames of calling context entered with it, is such a frame).
    stack: Vec<(RegionId, u32, bool)>,
    /// Events decoded but not returned yet (the frames around a call with calling context).
    queue: std::collections::VecDeque<Event>,
    block_offset: u64,
    done: bool,
    /// Extension records of unknown kinds skipped so far.
    skipped: u64,
    /// Records decoded so far (what the block headers count).
    records: u64,
    /// The loaded object the last translated address lay in (addresses of one stream mostly
    /// fall into the same few objects).
    sym: Option<crate::unify::SymRange>,
}

/// The symmetric address of runtime address `addr` ([`ppw_event::sym_addr`]) in `rank`,
/// through `last`, the range (of an object, or a gap between objects) the previous address
/// lay in, when it holds `addr`.
#[inline]
fn sym_addr(last: &mut Option<crate::unify::SymRange>, rank: &RankData, addr: u64) -> u64 {
    if let Some(a) = last.and_then(|r| r.map(addr)) {
        return a;
    }
    let r = rank.sym_range(addr);
    *last = Some(r);
    r.map(addr).unwrap_or(addr)
}

/// The world rank of communicator-local rank `local` (negative: none).
#[inline]
fn world(members: &[u32], local: i64) -> u32 {
    if local < 0 {
        NO_RANK
    } else {
        members.get(local as usize).copied().unwrap_or(NO_RANK)
    }
}

impl<'a> NativeStream<'a> {
    /// A stream over `blocks` (the location's EVENTS blocks in file order) of `file`.
    pub(crate) fn new(rank: &'a RankData, file: FileData, blocks: Vec<BlockRef>) -> Self {
        NativeStream {
            rank,
            file,
            blocks,
            next_block: 0,
            raw: Vec::new(),
            pos: 0,
            ticks: 0,
            stack: Vec::new(),
            queue: std::collections::VecDeque::new(),
            block_offset: 0,
            done: false,
            skipped: 0,
            records: 0,
            sym: None,
        }
    }

    fn load_next_block(&mut self) -> Result<bool, ReadError> {
        let Some(b) = self.blocks.get(self.next_block).copied() else {
            return Ok(false);
        };
        self.next_block += 1;
        self.raw = read_payload(&self.file, &self.rank.scan.path, &b)?;
        self.pos = 0;
        self.ticks = 0;
        self.block_offset = b.offset;
        Ok(true)
    }

    /// The 8-byte little-endian address payload of an RMA_ADDRESS or BUFFER record.
    fn address(&self, c: &mut Cursor<'_>, at: usize, what: &str) -> Result<u64, ReadError> {
        c.bytes()
            .and_then(|p| p.get(..8))
            .and_then(|b| <[u8; 8]>::try_from(b).ok())
            .map(u64::from_le_bytes)
            .ok_or_else(|| self.corrupt(at, what))
    }

    fn corrupt(&self, at: usize, what: &str) -> ReadError {
        err(
            &self.rank.scan.path,
            self.block_offset,
            format!("corrupt {what} record at payload offset {at}"),
        )
    }

    fn comm(&self, local: u32) -> (CommId, &[u32]) {
        match self.rank.comms.get(local as usize) {
            Some((g, m)) => (*g, m.as_slice()),
            None => (CommId::NONE, &[]),
        }
    }

    fn region(&self, local: u32) -> RegionId {
        self.rank
            .regions
            .get(local as usize)
            .copied()
            .unwrap_or(RegionId::NONE)
    }

    /// Queue the enters of the calling-context frames of local call site `cs` (see
    /// `Defs::frames`) and push them on the stack; returns how many. Frames the innermost open
    /// region already stands for (a function that `-finstrument-functions` or a user region of
    /// the same name recorded) are left out together with those outside it.
    fn enter_frames(
        rank: &RankData,
        stack: &mut Vec<(RegionId, u32, bool)>,
        queue: &mut std::collections::VecDeque<Event>,
        time: u64,
        cs: usize,
    ) -> u32 {
        let Some(all) = rank.frames.get(cs) else {
            return 0;
        };
        if all.is_empty() {
            return 0;
        }
        let innermost = stack.iter().rev().find(|o| !o.2).map(|o| o.0);
        let from = innermost
            .and_then(|r| all.iter().rposition(|f| f.0 == r))
            .map_or(0, |i| i + 1);
        for &(region, callsite) in &all[from..] {
            stack.push((region, 0, true));
            queue.push_back(Event {
                time,
                kind: EventKind::Enter { region, callsite },
            });
        }
        (all.len() - from) as u32
    }

    /// Queue `kind` (at the current time) after the frames queued before it; the first queued.
    fn queued(&mut self, kind: EventKind) -> Option<Event> {
        self.queue.push_back(Event {
            time: self.rank.time.ns(self.ticks),
            kind,
        });
        self.queue.pop_front()
    }

    /// Decode the record at `self.pos`: `Ok(None)` for a skipped extension record.
    fn decode(&mut self) -> Result<Option<Event>, ReadError> {
        let at = self.pos;
        let mut c = Cursor::new_at(&self.raw, self.pos);
        let (kind, dt) = c
            .get::<(u8, u64)>()
            .ok_or_else(|| self.corrupt(at, "event"))?;
        self.ticks = self.ticks.wrapping_add(dt);
        let event = match kind {
            ev::ENTER => {
                let (region, cs) = c
                    .get::<(u32, u32)>()
                    .ok_or_else(|| self.corrupt(at, "enter"))?;
                let region = self.region(region);
                if !region.is_some() {
                    return Err(self.corrupt(at, "enter (undefined region)"));
                }
                let callsite = match cs {
                    0 => CallsiteId::NONE,
                    cs => self
                        .rank
                        .callsites
                        .get(cs as usize - 1)
                        .copied()
                        .unwrap_or(CallsiteId::NONE),
                };
                let frames = match cs {
                    0 => 0,
                    cs => Self::enter_frames(
                        self.rank,
                        &mut self.stack,
                        &mut self.queue,
                        self.rank.time.ns(self.ticks),
                        cs as usize - 1,
                    ),
                };
                self.stack.push((region, frames, false));
                if frames > 0 {
                    self.pos = c.pos();
                    return Ok(self.queued(EventKind::Enter { region, callsite }));
                }
                EventKind::Enter { region, callsite }
            }
            ev::EXIT => {
                let (region, frames, _) = self
                    .stack
                    .pop()
                    .ok_or_else(|| self.corrupt(at, "exit (no open region)"))?;
                if frames > 0 {
                    self.queue.push_back(Event {
                        time: self.rank.time.ns(self.ticks),
                        kind: EventKind::Exit { region },
                    });
                    for _ in 0..frames {
                        if let Some((f, _, true)) = self.stack.last().copied() {
                            self.stack.pop();
                            self.queue.push_back(Event {
                                time: self.rank.time.ns(self.ticks),
                                kind: EventKind::Exit { region: f },
                            });
                        }
                    }
                    self.pos = c.pos();
                    return Ok(self.queue.pop_front());
                }
                EventKind::Exit { region }
            }
            ev::SEND | ev::RECV => {
                let (comm, peer, tag, bytes, request) = c
                    .get::<(u32, i64, i32, u64, u64)>()
                    .ok_or_else(|| self.corrupt(at, "message"))?;
                let (comm, members) = self.comm(comm);
                let (peer, request) = (world(members, peer), RequestId(request));
                if kind == ev::SEND {
                    EventKind::Send {
                        comm,
                        peer,
                        tag,
                        bytes,
                        request,
                    }
                } else {
                    EventKind::Recv {
                        comm,
                        peer,
                        tag,
                        bytes,
                        request,
                    }
                }
            }
            ev::RECV_POST => {
                let (comm, peer, tag, request) = c
                    .get::<(u32, i64, i32, u64)>()
                    .ok_or_else(|| self.corrupt(at, "receive post"))?;
                let (comm, members) = self.comm(comm);
                EventKind::RecvPost {
                    comm,
                    peer: world(members, peer),
                    tag: if tag == ANY_TAG { ANY_TAG } else { tag },
                    request: RequestId(request),
                }
            }
            ev::REQUEST_COMPLETE => {
                let q = c.u64().ok_or_else(|| self.corrupt(at, "completion"))?;
                EventKind::RequestComplete {
                    request: RequestId(q),
                }
            }
            ev::REQUEST_CANCELLED => {
                let q = c.u64().ok_or_else(|| self.corrupt(at, "cancellation"))?;
                EventKind::RequestCancelled {
                    request: RequestId(q),
                }
            }
            ev::COLLECTIVE => {
                let (comm, root, sent, received, request) = c
                    .get::<(u32, i64, u64, u64, u64)>()
                    .ok_or_else(|| self.corrupt(at, "collective"))?;
                let (comm, members) = self.comm(comm);
                EventKind::Collective {
                    comm,
                    root: world(members, root),
                    sent,
                    received,
                    request: RequestId(request),
                }
            }
            ev::RMA => {
                let (op, comm, target, bytes, request) = c
                    .get::<(u64, u32, i64, u64, u64)>()
                    .ok_or_else(|| self.corrupt(at, "one-sided"))?;
                let (comm, members) = self.comm(comm);
                let op = match op {
                    0 => RmaOp::Put,
                    1 => RmaOp::Get,
                    3 => RmaOp::Accumulate,
                    _ => RmaOp::Atomic,
                };
                EventKind::Rma {
                    op,
                    comm,
                    target: world(members, target),
                    bytes,
                    request: RequestId(request),
                }
            }
            ev::LOCK => {
                let (code, lock, target) = c
                    .get::<(u64, u64, i64)>()
                    .ok_or_else(|| self.corrupt(at, "lock"))?;
                // An MPI window lock names the window by its local communicator id (FORMAT.md):
                // unified like the window of every other record. Other ids pass unchanged.
                let lock = match u32::try_from(lock).ok().map(|l| self.comm(l).0) {
                    Some(w) if w != CommId::NONE => w.0 as u64,
                    _ => lock,
                };
                EventKind::Lock {
                    op: match code & 3 {
                        0 => LockOp::Release,
                        2 => LockOp::Request,
                        _ => LockOp::Acquire,
                    },
                    lock,
                    target: u32::try_from(target).unwrap_or(NO_RANK),
                    exclusive: code & 4 != 0,
                }
            }
            ev::IO => {
                let (bytes, fd) = c
                    .get::<(u64, i32)>()
                    .ok_or_else(|| self.corrupt(at, "I/O"))?;
                EventKind::Io { bytes, fd }
            }
            ev::CPU => {
                let (user_ns, system_ns) = c
                    .get::<(u64, u64)>()
                    .ok_or_else(|| self.corrupt(at, "CPU sample"))?;
                EventKind::CpuSample { user_ns, system_ns }
            }
            ev::MARKER => {
                let region = c.u32().ok_or_else(|| self.corrupt(at, "marker"))?;
                EventKind::Marker {
                    region: self.region(region),
                }
            }
            ev::RMA_GROUP_SYNC if self.rank.extensions => {
                let payload = c.bytes().ok_or_else(|| self.corrupt(at, "group sync"))?;
                let mut p = Cursor::new(payload);
                let (role, win, group) = p
                    .get::<(u8, u32, u32)>()
                    .ok_or_else(|| self.corrupt(at, "group sync"))?;
                EventKind::RmaGroupSync {
                    role: match role {
                        0 => GatsRole::Post,
                        1 => GatsRole::Start,
                        2 => GatsRole::Complete,
                        _ => GatsRole::Wait,
                    },
                    win: self.comm(win).0,
                    group: self.comm(group).0,
                }
            }
            ev::RMA_FLUSH if self.rank.extensions => {
                let payload = c.bytes().ok_or_else(|| self.corrupt(at, "flush"))?;
                let mut p = Cursor::new(payload);
                let (win, target) = p
                    .get::<(u32, i64)>()
                    .ok_or_else(|| self.corrupt(at, "flush"))?;
                let (win, members) = self.comm(win);
                EventKind::RmaFlush {
                    win,
                    target: world(members, target),
                }
            }
            ev::RMA_ADDRESS if self.rank.extensions => EventKind::RmaAddress {
                addr: {
                    let a = self.address(&mut c, at, "address")?;
                    sym_addr(&mut self.sym, self.rank, a)
                },
            },
            ev::BUFFER if self.rank.extensions => EventKind::Buffer {
                addr: {
                    let a = self.address(&mut c, at, "buffer")?;
                    sym_addr(&mut self.sym, self.rank, a)
                },
            },
            ev::HEAP if self.rank.extensions => {
                let payload = c.bytes().ok_or_else(|| self.corrupt(at, "heap block"))?;
                let mut p = Cursor::new(payload);
                let (addr, bytes, site) = p
                    .get::<(u64, u64, u32)>()
                    .ok_or_else(|| self.corrupt(at, "heap block"))?;
                let site = match site.checked_sub(1) {
                    Some(local) => {
                        let g = self.rank.heap_sites.get(local as usize).copied();
                        g.unwrap_or(ppw_event::HEAP_SITE_NONE)
                    }
                    None => ppw_event::HEAP_SITE_NONE,
                };
                EventKind::Heap { addr, bytes, site }
            }
            ev::ADDR_SYNC if self.rank.extensions => {
                let payload = c.bytes().ok_or_else(|| self.corrupt(at, "address sync"))?;
                let mut p = Cursor::new(payload);
                let (what, win, addr) = p
                    .get::<(u8, u32, u64)>()
                    .ok_or_else(|| self.corrupt(at, "address sync"))?;
                EventKind::AddrSync {
                    what: match what {
                        0 => AddrSync::Lock(LockOp::Release),
                        1 => AddrSync::Lock(LockOp::Acquire),
                        2 => AddrSync::Lock(LockOp::Request),
                        _ => AddrSync::ValueReached,
                    },
                    win: self.comm(win).0,
                    addr: sym_addr(&mut self.sym, self.rank, addr),
                }
            }
            ev::ALLOC if self.rank.extensions => {
                let payload = c.bytes().ok_or_else(|| self.corrupt(at, "allocation"))?;
                let mut p = Cursor::new(payload);
                let (freed, win, addr, bytes) = p
                    .get::<(u8, u32, u64, u64)>()
                    .ok_or_else(|| self.corrupt(at, "allocation"))?;
                // Optional (newer writers, block-cyclic objects only).
                let block = if p.at_end() {
                    0
                } else {
                    p.u64().ok_or_else(|| self.corrupt(at, "allocation"))?
                };
                EventKind::Alloc {
                    win: self.comm(win).0,
                    addr: sym_addr(&mut self.sym, self.rank, addr),
                    bytes,
                    freed: freed != 0,
                    block,
                }
            }
            ev::COUNTERS if self.rank.extensions => {
                let payload = c.bytes().ok_or_else(|| self.corrupt(at, "counters"))?;
                let mut p = Cursor::new(payload);
                let time = self.rank.time.ns(self.ticks);
                let mut i = p.u64().ok_or_else(|| self.corrupt(at, "counters"))? as usize;
                while !p.at_end() {
                    let value = p.u64().ok_or_else(|| self.corrupt(at, "counters"))?;
                    if let Some(&metric) = self.rank.counters.get(i).filter(|g| **g != u32::MAX) {
                        self.queue.push_back(Event {
                            time,
                            kind: EventKind::Counter { metric, value },
                        });
                    }
                    i += 1;
                }
                self.pos = c.pos();
                return Ok(self.queue.pop_front());
            }
            k if ev::is_extension(k) && self.rank.extensions => {
                // No extension kind is known yet: skip the record by its length (its dt has
                // been counted, so later timestamps stay right).
                c.bytes().ok_or_else(|| self.corrupt(at, "extension"))?;
                self.pos = c.pos();
                self.skipped += 1;
                return Ok(None);
            }
            other => return Err(self.corrupt(at, &format!("unknown event kind {other:#x}"))),
        };
        self.pos = c.pos();
        Ok(Some(Event {
            time: self.rank.time.ns(self.ticks),
            kind: event,
        }))
    }
}

impl EventStream for NativeStream<'_> {
    fn next_event(&mut self) -> Result<Option<Event>, ReadError> {
        loop {
            if let Some(e) = self.queue.pop_front() {
                return Ok(Some(e));
            }
            if self.done {
                return Ok(None);
            }
            while self.pos >= self.raw.len() {
                match self.load_next_block() {
                    Ok(true) => {}
                    Ok(false) => {
                        self.done = true;
                        return Ok(None);
                    }
                    Err(e) => {
                        self.done = true;
                        return Err(e);
                    }
                }
            }
            let decoded = self.decode();
            if decoded.is_ok() {
                self.records += 1;
            }
            match decoded {
                Ok(Some(e)) => return Ok(Some(e)),
                Ok(None) => {}
                Err(e) => {
                    self.done = true;
                    return Err(e);
                }
            }
        }
    }

    fn skipped_records(&self) -> u64 {
        self.skipped
    }

    fn records_read(&self) -> Option<u64> {
        Some(self.records)
    }
}

/// Add `n`'s visits, times, bytes and CPU time to `into`.
fn add(into: &mut ProfileNode, n: &ProfileNode) {
    into.visits += n.visits;
    into.inclusive_ns += n.inclusive_ns;
    into.exclusive_ns += n.exclusive_ns;
    into.min_ns = into.min_ns.min(n.min_ns);
    into.max_ns = into.max_ns.max(n.max_ns);
    into.bytes_sent += n.bytes_sent;
    into.bytes_received += n.bytes_received;
    into.cpu_user_ns += n.cpu_user_ns;
    into.cpu_system_ns += n.cpu_system_ns;
    if let Some(c) = n.counters {
        let a = into.counters.get_or_insert([0; MAX_COUNTERS]);
        for (a, b) in a.iter_mut().zip(c) {
            *a += b;
        }
    }
}

/// Append `n` (no frame) to `nodes`, or add it to its sibling of the same region; its index.
fn place(
    nodes: &mut Vec<ProfileNode>,
    is_frame: &mut Vec<bool>,
    siblings: &mut std::collections::HashMap<(u32, RegionId), u32>,
    n: ProfileNode,
) -> u32 {
    if let Some(&i) = siblings.get(&(n.parent, n.region)) {
        add(&mut nodes[i as usize], &n);
        return i;
    }
    let i = nodes.len() as u32;
    siblings.insert((n.parent, n.region), i);
    nodes.push(n);
    is_frame.push(false);
    i
}

/// Decode the PROFILE_COUNTERS block `b` of `file`: per node of its PROFILE block, the node's
/// counters if the runtime read them.
fn decode_profile_counters(
    r: &RankData,
    file: &FileData,
    b: &BlockRef,
) -> Result<Vec<Option<[u64; MAX_COUNTERS]>>, ReadError> {
    let path = &r.scan.path;
    let raw = read_payload(file, path, b)?;
    let mut c = Cursor::new(&raw);
    let bad = |at: usize| {
        err(
            path,
            b.offset,
            format!("corrupt profile counters at payload offset {at}"),
        )
    };
    let k = c.u64().ok_or_else(|| bad(0))? as usize;
    let mut out = Vec::new();
    while !c.at_end() {
        let at = c.pos();
        match c.u64() {
            Some(0) => out.push(None),
            Some(1) => {
                let mut v = [0u64; MAX_COUNTERS];
                for i in 0..k {
                    let x = c.u64().ok_or_else(|| bad(at))?;
                    if let Some(slot) = v.get_mut(i) {
                        *slot = x;
                    }
                }
                out.push(Some(v));
            }
            _ => return Err(bad(at)),
        }
    }
    Ok(out)
}

/// Decode PROFILE block `b` of `file` (nodes in parent-before-child order) with the rank's id
/// maps and clock, and the counters of its nodes from PROFILE_COUNTERS block `counters`.
pub(crate) fn decode_profile(
    r: &RankData,
    file: &FileData,
    b: &BlockRef,
    counters: Option<&BlockRef>,
) -> Result<Vec<ProfileNode>, ReadError> {
    let path = &r.scan.path;
    // Malformed counters (their CRC held) cost the counters only, not the profile.
    let counts = counters
        .and_then(|cb| decode_profile_counters(r, file, cb).ok())
        .unwrap_or_default();
    let raw = read_payload(file, path, b)?;
    let mut c = Cursor::new(&raw);
    let mut nodes: Vec<ProfileNode> = Vec::new();
    // File node -> node; nodes that stand for calling-context frames; (parent, region, call
    // site) -> frame node.
    let mut map: Vec<u32> = Vec::new();
    let mut is_frame: Vec<bool> = Vec::new();
    let mut frame_nodes: std::collections::HashMap<(u32, RegionId, CallsiteId), u32> =
        Default::default();
    // (parent, region) -> node, for the nodes that are no frames.
    let mut siblings: std::collections::HashMap<(u32, RegionId), u32> = Default::default();
    while !c.at_end() {
        let at = c.pos();
        let (parent, region, callsite, v) =
            c.get::<(u32, u32, u32, [u64; 9])>().ok_or_else(|| {
                err(
                    path,
                    b.offset,
                    format!("corrupt profile node at payload offset {at}"),
                )
            })?;
        let (parent, callsite) = (parent.wrapping_sub(1), callsite.wrapping_sub(1));
        if parent != u32::MAX && parent as usize >= map.len() {
            return Err(err(
                path,
                b.offset,
                format!("profile node {} has a forward parent {parent}", map.len()),
            ));
        }
        let parent = if parent == u32::MAX {
            parent
        } else {
            map[parent as usize]
        };
        let node = ProfileNode {
            parent,
            region: r
                .regions
                .get(region as usize)
                .copied()
                .unwrap_or(RegionId::NONE),
            callsite: if callsite == u32::MAX {
                CallsiteId::NONE
            } else {
                r.callsites
                    .get(callsite as usize)
                    .copied()
                    .unwrap_or(CallsiteId::NONE)
            },
            visits: v[0],
            inclusive_ns: r.time.dur(v[1]),
            exclusive_ns: r.time.dur(v[2]),
            min_ns: r.time.dur(v[3]),
            max_ns: r.time.dur(v[4]),
            bytes_sent: v[5],
            bytes_received: v[6],
            cpu_user_ns: v[7],
            cpu_system_ns: v[8],
            counters: counts.get(map.len()).copied().flatten(),
        };
        let framed = match r.frames.get(callsite as usize) {
            Some(f) if !f.is_empty() => f.clone(),
            _ => {
                // Without frames (no context, or no symbolizer to name them) calls of one
                // function from several contexts are one call path, as the runtime counted
                // them before it kept contexts apart.
                map.push(place(&mut nodes, &mut is_frame, &mut siblings, node));
                continue;
            }
        };
        // Calling context: the frames between the parent and the node, shared by the calls
        // made through them (their visits and times are those of the calls), left out where
        // the innermost region above stands for them already (as in the event stream).
        let mut p = parent;
        while p != u32::MAX && is_frame[p as usize] {
            p = nodes[p as usize].parent;
        }
        let from = (p != u32::MAX)
            .then(|| framed.iter().rposition(|f| f.0 == nodes[p as usize].region))
            .flatten()
            .map_or(0, |i| i + 1);
        let mut at = parent;
        for &(region, cs) in &framed[from..] {
            let n = *frame_nodes.entry((at, region, cs)).or_insert_with(|| {
                nodes.push(ProfileNode {
                    parent: at,
                    region,
                    callsite: cs,
                    min_ns: u64::MAX,
                    ..ProfileNode::default()
                });
                is_frame.push(true);
                nodes.len() as u32 - 1
            });
            add(
                &mut nodes[n as usize],
                &ProfileNode {
                    exclusive_ns: 0,
                    ..node
                },
            );
            at = n;
        }
        let node = ProfileNode { parent: at, ..node };
        map.push(place(&mut nodes, &mut is_frame, &mut siblings, node));
    }
    Ok(nodes)
}
