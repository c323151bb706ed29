//! Decoding a location's EVENTS blocks into neutral events while streaming ([`NativeStream`],
//! one block in memory at a time), and a location's PROFILE block into a call-path profile
//! ([`decode_profile`]). Local ids become global ids through the rank's [`RankData`] and ticks
//! become nanoseconds through its clock.

use crate::scan::{err, read_payload, BlockRef};
use crate::unify::RankData;
use crate::wire::{ev, Cursor};
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
    stack: Vec<RegionId>,
    block_offset: u64,
    done: bool,
    /// Extension records of unknown kinds skipped so far.
    skipped: u64,
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
            block_offset: 0,
            done: false,
            skipped: 0,
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
                self.stack.push(region);
                EventKind::Enter { region, callsite }
            }
            ev::EXIT => {
                let region = self
                    .stack
                    .pop()
                    .ok_or_else(|| self.corrupt(at, "exit (no open region)"))?;
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
            ev::RMA_ADDRESS if self.rank.extensions => {
                let payload = c.bytes().ok_or_else(|| self.corrupt(at, "address"))?;
                let addr = payload
                    .get(..8)
                    .and_then(|b| <[u8; 8]>::try_from(b).ok())
                    .map(u64::from_le_bytes)
                    .ok_or_else(|| self.corrupt(at, "address"))?;
                EventKind::RmaAddress {
                    addr: self.rank.sym_addr(addr),
                }
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
                    addr: self.rank.sym_addr(addr),
                }
            }
            ev::ALLOC if self.rank.extensions => {
                let payload = c.bytes().ok_or_else(|| self.corrupt(at, "allocation"))?;
                let mut p = Cursor::new(payload);
                let (freed, win, addr, bytes) = p
                    .get::<(u8, u32, u64, u64)>()
                    .ok_or_else(|| self.corrupt(at, "allocation"))?;
                EventKind::Alloc {
                    win: self.comm(win).0,
                    addr: self.rank.sym_addr(addr),
                    bytes,
                    freed: freed != 0,
                }
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
            match self.decode() {
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
}

/// Decode PROFILE block `b` of `file` (nodes in parent-before-child order) with the rank's id
/// maps and clock.
pub(crate) fn decode_profile(
    r: &RankData,
    file: &FileData,
    b: &BlockRef,
) -> Result<Vec<ProfileNode>, ReadError> {
    let path = &r.scan.path;
    let raw = read_payload(file, path, b)?;
    let mut c = Cursor::new(&raw);
    let mut nodes = Vec::new();
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
        if parent != u32::MAX && parent as usize >= nodes.len() {
            return Err(err(
                path,
                b.offset,
                format!("profile node {} has a forward parent {parent}", nodes.len()),
            ));
        }
        nodes.push(ProfileNode {
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
        });
    }
    Ok(nodes)
}
