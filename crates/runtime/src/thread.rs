//! Per-thread measurement state and the raw record buffer.
//!
//! Every thread that records anything owns one [`Thread`], created on first use and cached by
//! the C side in an initial-exec TLS pointer (`ppw_tls`, pointing at [`Hot`], the struct's
//! first field). Recording never locks and never allocates: trace mode appends fixed-layout
//! records of u64 words to a preallocated buffer and flushes it (through
//! [`crate::process::write_events`]) when it passes its high-water mark; profile mode updates a
//! [`CallTree`].
//!
//! Raw record layout (word 0 = `kind | region << 8 | comm << 32`, word 1 = ticks):
//!
//! | kind     | words | payload                                   |
//! |----------|-------|-------------------------------------------|
//! | ENTER    | 3     | return address                            |
//! | EXIT     | 2     |                                           |
//! | SEND/RECV| 5     | peer \| tag << 32, bytes, request          |
//! | POST     | 4     | peer \| tag << 32, request                 |
//! | DONE/CANCEL | 3  | request                                   |
//! | COLL     | 6     | root, sent, received, request             |
//! | MARKER   | 2     |                                           |

use crate::clock;
use crate::hash::FastMap;
use crate::profile::CallTree;
use crate::regions;
use ppw_format::EventEncoder;

/// The part of a thread's state the C wrappers touch (layout shared with `c/ppw_hot.h`).
#[repr(C)]
#[derive(Debug, Default)]
pub(crate) struct Hot {
    /// Non-zero while a wrapper or runtime entry point runs: nested calls are forwarded.
    pub(crate) depth: u32,
    /// Region id + 1 of the wrapped call in progress (0 = none).
    pub(crate) inflight: u32,
    /// Its enter ticks.
    pub(crate) inflight_t0: u64,
}

/// `Hot::depth` bit that switches recording off for good (bit 0 marks a call in progress).
pub(crate) const OFF: u32 = 2;

/// Raw record kinds.
pub(crate) mod rec {
    pub(crate) const ENTER: u64 = 1;
    pub(crate) const EXIT: u64 = 2;
    pub(crate) const SEND: u64 = 3;
    pub(crate) const RECV: u64 = 4;
    pub(crate) const POST: u64 = 5;
    pub(crate) const DONE: u64 = 6;
    pub(crate) const CANCEL: u64 = 7;
    pub(crate) const COLL: u64 = 8;
    pub(crate) const MARKER: u64 = 9;
}

/// An attribute record of a call (see `ppw_event::EventKind`); ranks are communicator-local.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Attr {
    Send {
        comm: u32,
        peer: i32,
        tag: i32,
        bytes: u64,
        request: u64,
    },
    Recv {
        comm: u32,
        peer: i32,
        tag: i32,
        bytes: u64,
        request: u64,
    },
    Post {
        comm: u32,
        peer: i32,
        tag: i32,
        request: u64,
    },
    Done {
        request: u64,
    },
    Cancel {
        request: u64,
    },
    Coll {
        comm: u32,
        root: i32,
        sent: u64,
        received: u64,
        request: u64,
    },
}

/// Largest buffer (in words) a thread grows to while there is no rank file yet (1 GiB).
const MAX_WORDS: usize = 1 << 27;

/// Room kept free above the flush mark, so that one call's records never reallocate.
const SLACK_WORDS: usize = 512;

/// The measurement state of one thread.
#[repr(C)]
#[derive(Debug)]
pub(crate) struct Thread {
    /// Must stay the first field: C holds a pointer to it.
    pub(crate) hot: Hot,
    /// Location number within the rank (order of first event).
    pub(crate) number: u32,
    /// Trace buffer.
    pub(crate) buf: Vec<u64>,
    flush_at: usize,
    /// Open regions (trace mode); closed at exit or crash.
    open: u32,
    /// Regions that `ppw_region_end` / function exits must not close (the synthetic `main`).
    floor: u32,
    /// Profile mode: the call-path tree.
    pub(crate) tree: Option<CallTree>,
    /// Profile mode: bytes of the call being recorded.
    pend_sent: u64,
    pend_recv: u64,
    /// Encoder kept across flushes (keeps its allocation).
    pub(crate) enc: EventEncoder,
    /// User region names (hash → id, name) and function addresses → ids.
    names: FastMap<u64, (u32, Box<[u8]>)>,
    funcs: FastMap<u64, u32>,
    /// The thread has exited.
    pub(crate) exited: bool,
}

#[inline]
fn w0(kind: u64, region: u32, comm: u32) -> u64 {
    kind | (region as u64) << 8 | (comm as u64) << 32
}

#[inline]
fn peer_tag(peer: i32, tag: i32) -> u64 {
    peer as u32 as u64 | (tag as u32 as u64) << 32
}

impl Thread {
    pub(crate) fn new(number: u32, profile: bool, buffer_words: usize) -> Thread {
        let words = if profile {
            0
        } else {
            buffer_words.max(4 * SLACK_WORDS)
        };
        Thread {
            hot: Hot::default(),
            number,
            buf: Vec::with_capacity(words),
            flush_at: words.saturating_sub(SLACK_WORDS),
            open: 0,
            floor: 0,
            tree: profile.then(CallTree::new),
            pend_sent: 0,
            pend_recv: 0,
            enc: EventEncoder::new(),
            names: FastMap::default(),
            funcs: FastMap::default(),
            exited: false,
        }
    }

    /// Enter the synthetic root region `main` (it is never closed by user calls).
    pub(crate) fn enter_main(&mut self, t: u64) {
        self.enter(regions::MAIN, 0, t);
        self.floor = 1;
    }

    // ---- calls of wrapped functions: begin, attributes, end ---------------------------------

    /// Start recording a wrapped call entered at `t0`.
    #[inline]
    pub(crate) fn begin(&mut self, region: u32, ra: u64, t0: u64) {
        if self.tree.is_none() {
            self.buf
                .extend_from_slice(&[w0(rec::ENTER, region, 0), t0, ra]);
        } else {
            self.pend_sent = 0;
            self.pend_recv = 0;
        }
    }

    /// An attribute of the call being recorded, at time `t`.
    #[inline]
    pub(crate) fn attr(&mut self, t: u64, a: Attr) {
        if self.tree.is_some() {
            match a {
                Attr::Send { bytes, .. } => self.pend_sent += bytes,
                Attr::Recv { bytes, .. } => self.pend_recv += bytes,
                Attr::Coll { sent, received, .. } => {
                    self.pend_sent += sent;
                    self.pend_recv += received;
                }
                _ => {}
            }
            return;
        }
        match a {
            Attr::Send {
                comm,
                peer,
                tag,
                bytes,
                request,
            } => self.buf.extend_from_slice(&[
                w0(rec::SEND, 0, comm),
                t,
                peer_tag(peer, tag),
                bytes,
                request,
            ]),
            Attr::Recv {
                comm,
                peer,
                tag,
                bytes,
                request,
            } => self.buf.extend_from_slice(&[
                w0(rec::RECV, 0, comm),
                t,
                peer_tag(peer, tag),
                bytes,
                request,
            ]),
            Attr::Post {
                comm,
                peer,
                tag,
                request,
            } => self.buf.extend_from_slice(&[
                w0(rec::POST, 0, comm),
                t,
                peer_tag(peer, tag),
                request,
            ]),
            Attr::Done { request } => self.buf.extend_from_slice(&[rec::DONE, t, request]),
            Attr::Cancel { request } => self.buf.extend_from_slice(&[rec::CANCEL, t, request]),
            Attr::Coll {
                comm,
                root,
                sent,
                received,
                request,
            } => self.buf.extend_from_slice(&[
                w0(rec::COLL, 0, comm),
                t,
                root as u32 as u64,
                sent,
                received,
                request,
            ]),
        }
    }

    /// Finish recording the call: exit at `t1`.
    #[inline]
    pub(crate) fn end(&mut self, region: u32, ra: u64, t0: u64, t1: u64) {
        match &mut self.tree {
            None => {
                self.buf.extend_from_slice(&[rec::EXIT, t1]);
                if self.buf.len() >= self.flush_at {
                    self.flush();
                }
            }
            Some(tree) => tree.leaf(region, ra, t0, t1, self.pend_sent, self.pend_recv),
        }
    }

    // ---- regions with separate enter and exit ------------------------------------------------

    fn enter(&mut self, region: u32, ra: u64, t: u64) {
        match &mut self.tree {
            None => {
                self.buf
                    .extend_from_slice(&[w0(rec::ENTER, region, 0), t, ra]);
                self.open += 1;
                if self.buf.len() >= self.flush_at {
                    self.flush();
                }
            }
            Some(tree) => tree.enter(region, ra, t),
        }
    }

    /// Leave the innermost region unless only protected ones are open.
    fn exit(&mut self, t: u64) {
        match &mut self.tree {
            None => {
                if self.open > self.floor {
                    self.buf.extend_from_slice(&[rec::EXIT, t]);
                    self.open -= 1;
                    if self.buf.len() >= self.flush_at {
                        self.flush();
                    }
                }
            }
            Some(tree) => {
                if tree.depth() > self.floor as usize {
                    tree.exit(t);
                }
            }
        }
    }

    fn marker(&mut self, region: u32, t: u64) {
        if self.tree.is_none() {
            self.buf.extend_from_slice(&[w0(rec::MARKER, region, 0), t]);
            if self.buf.len() >= self.flush_at {
                self.flush();
            }
        }
    }

    /// The user API: `op` 0 = begin, 1 = end, 2 = phase marker.
    pub(crate) fn user(&mut self, op: i32, name: &[u8], ra: u64, t: u64) {
        if op == 1 {
            return self.exit(t);
        }
        let id = self.name_id(name);
        if op == 0 {
            self.enter(id, ra, t);
        } else {
            self.marker(id, t);
        }
    }

    fn name_id(&mut self, name: &[u8]) -> u32 {
        // FNV-1a: names are short; verify the bytes on a hit.
        let h = name.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
            (h ^ *b as u64).wrapping_mul(0x100_0000_01b3)
        });
        if let Some((id, n)) = self.names.get(&h) {
            if **n == *name {
                return *id;
            }
        }
        let id = regions::named(&String::from_utf8_lossy(name));
        self.names.insert(h, (id, name.into()));
        id
    }

    /// `-finstrument-functions` hooks.
    pub(crate) fn function(&mut self, enter: bool, func: u64, site: u64, t: u64) {
        if !enter {
            return self.exit(t);
        }
        let id = match self.funcs.get(&func) {
            Some(id) => *id,
            None => {
                let id = regions::function(func);
                self.funcs.insert(func, id);
                id
            }
        };
        self.enter(id, site, t);
    }

    // ---- end of measurement ------------------------------------------------------------------

    /// Record the wrapped call that was in progress (crash or abort), ending at `now`.
    pub(crate) fn record_inflight(&mut self, now: u64) {
        let r = self.hot.inflight;
        if r != 0 {
            self.hot.inflight = 0;
            let t0 = self.hot.inflight_t0;
            self.begin(r - 1, 0, t0);
            self.end_no_flush(r - 1, t0, now);
        }
    }

    fn end_no_flush(&mut self, region: u32, t0: u64, t1: u64) {
        match &mut self.tree {
            None => self.buf.extend_from_slice(&[rec::EXIT, t1]),
            Some(tree) => tree.leaf(region, 0, t0, t1, self.pend_sent, self.pend_recv),
        }
    }

    /// Close every open region (including `main`) at `t`, without flushing.
    pub(crate) fn close_all(&mut self, t: u64) {
        match &mut self.tree {
            None => {
                for _ in 0..self.open {
                    self.buf.extend_from_slice(&[rec::EXIT, t]);
                }
                self.open = 0;
            }
            Some(tree) => {
                while tree.depth() > 0 {
                    tree.exit(t);
                }
            }
        }
        self.floor = 0;
    }

    /// Write the buffer to the rank file; recorded as a `PPW_FLUSH` region. Before the file
    /// exists (before MPI_Init) the buffer grows instead.
    pub(crate) fn flush(&mut self) {
        if crate::process::disabled() {
            // No file to write to: drop the records and forward this thread's calls from now on.
            self.buf.clear();
            self.hot.depth = OFF;
            return;
        }
        let t0 = clock::ticks();
        if crate::process::write_events(self) {
            let t1 = clock::ticks();
            self.buf
                .extend_from_slice(&[w0(rec::ENTER, regions::FLUSH, 0), t0, 0, rec::EXIT, t1]);
        } else if self.buf.capacity() >= MAX_WORDS {
            // Far too much before MPI_Init: give up on this thread rather than on the memory.
            eprintln!(
                "ppw: trace buffer limit reached before MPI_Init; thread {} stops recording",
                self.number
            );
            self.buf = Vec::new();
            self.hot.depth = OFF;
        } else {
            let cap = self.buf.capacity().max(4 * SLACK_WORDS) * 2;
            self.buf.reserve(cap - self.buf.len());
            self.flush_at = cap - SLACK_WORDS;
        }
    }
}
