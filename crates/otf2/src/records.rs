//! Event files (`traces/N.evt`): decoding OTF2 event records one at a time.
//!
//! Inside a chunk, an event is an optional TIMESTAMP record (type 5, a full 64-bit tick count
//! that holds until the next one), an optional ATTRIBUTE_LIST record (type 6), and the event
//! record itself: a type byte, a length prefix and the fields. Ten records of OTF2 1.0 that
//! have a single compressed field (Enter, Leave, ...) have no length prefix. Unknown record
//! types are skipped by their length; local ids are translated to global ids through the
//! location's mapping tables and timestamps are clock-corrected, as the OTF2 library does.

use crate::attrs::{read_attribute_list, Attribute};
use crate::chunk::{ChunkFile, ChunkInfo};
use crate::codec::{Cursor, DResult, DecodeError};
use crate::consts::{
    ev, mapping, ATTRIBUTE_LIST, CHUNK_HEADER, CHUNK_HEADER_SIZE, END_OF_BUFFER, END_OF_CHUNK,
    END_OF_FILE, TIMESTAMP,
};
use crate::local::{correct, LocalDefs};
use ppw_event::{Files, ReadError, ReadErrorKind};

/// A decoded OTF2 event record (all ids are global ids).
#[derive(Clone, Copy, Debug, PartialEq)]
#[allow(missing_docs)] // field names follow the OTF2 documentation of each record
pub enum Otf2Event {
    /// The measurement flushed its buffer until `stop_time` (raw ticks, uncorrected).
    BufferFlush { stop_time: u64 },
    /// Measurement switched on (`true`) or off.
    MeasurementOnOff { on: bool },
    /// A region was entered.
    Enter { region: u32 },
    /// A region was left.
    Leave { region: u32 },
    /// Blocking send; `receiver` is a rank of `comm`.
    MpiSend {
        receiver: u32,
        comm: u32,
        tag: u32,
        length: u64,
    },
    /// Non-blocking send.
    MpiIsend {
        receiver: u32,
        comm: u32,
        tag: u32,
        length: u64,
        request: u64,
    },
    /// A non-blocking send completed.
    MpiIsendComplete { request: u64 },
    /// A non-blocking receive was posted.
    MpiIrecvRequest { request: u64 },
    /// Blocking receive; `sender` is a rank of `comm`.
    MpiRecv {
        sender: u32,
        comm: u32,
        tag: u32,
        length: u64,
    },
    /// A non-blocking receive completed.
    MpiIrecv {
        sender: u32,
        comm: u32,
        tag: u32,
        length: u64,
        request: u64,
    },
    /// An unsuccessful test of a request.
    MpiRequestTest { request: u64 },
    /// A request was cancelled.
    MpiRequestCancelled { request: u64 },
    /// Begin of the collective part of an MPI collective call.
    MpiCollectiveBegin,
    /// End of an MPI collective; `root` is a rank of `comm` or a special value.
    MpiCollectiveEnd {
        op: u8,
        comm: u32,
        root: u32,
        sent: u64,
        received: u64,
    },
    /// Parameter with a string value.
    ParameterString { parameter: u32, string: u32 },
    /// Parameter with a signed value.
    ParameterInt { parameter: u32, value: i64 },
    /// Parameter with an unsigned value.
    ParameterUnsignedInt { parameter: u32, value: u64 },
    /// An RMA window was created.
    RmaWinCreate { win: u32 },
    /// An RMA window was destroyed.
    RmaWinDestroy { win: u32 },
    /// Begin of a collective RMA operation (fence, window creation, ...).
    RmaCollectiveBegin,
    /// End of a collective RMA operation.
    RmaCollectiveEnd {
        op: u8,
        sync_level: u32,
        win: u32,
        root: u32,
        sent: u64,
        received: u64,
    },
    /// Synchronization of a group on a window.
    RmaGroupSync {
        sync_level: u32,
        win: u32,
        group: u32,
    },
    /// A lock was requested.
    RmaRequestLock {
        win: u32,
        remote: u32,
        lock_id: u64,
        lock_type: u8,
    },
    /// A lock was acquired.
    RmaAcquireLock {
        win: u32,
        remote: u32,
        lock_id: u64,
        lock_type: u8,
    },
    /// A lock attempt failed.
    RmaTryLock {
        win: u32,
        remote: u32,
        lock_id: u64,
        lock_type: u8,
    },
    /// A lock was released.
    RmaReleaseLock { win: u32, remote: u32, lock_id: u64 },
    /// Memory synchronization with a remote process.
    RmaSync {
        win: u32,
        remote: u32,
        sync_type: u8,
    },
    /// Wait for a change of local memory.
    RmaWaitChange { win: u32 },
    /// One-sided put to `remote` (a rank of the window's communicator).
    RmaPut {
        win: u32,
        remote: u32,
        bytes: u64,
        matching_id: u64,
    },
    /// One-sided get.
    RmaGet {
        win: u32,
        remote: u32,
        bytes: u64,
        matching_id: u64,
    },
    /// One-sided atomic operation.
    RmaAtomic {
        win: u32,
        remote: u32,
        atomic_type: u8,
        sent: u64,
        received: u64,
        matching_id: u64,
    },
    /// An RMA operation completed inside its initiating call.
    RmaOpCompleteBlocking { win: u32, matching_id: u64 },
    /// An RMA operation completed later.
    RmaOpCompleteNonBlocking { win: u32, matching_id: u64 },
    /// Test of an RMA operation.
    RmaOpTest { win: u32, matching_id: u64 },
    /// Remote completion of an RMA operation.
    RmaOpCompleteRemote { win: u32, matching_id: u64 },
    /// A thread team was forked.
    ThreadFork { paradigm: u8, threads: u32 },
    /// A thread team was joined.
    ThreadJoin { paradigm: u8 },
    /// The program started (`name` is a string id).
    ProgramBegin { name: u32, arguments: u32 },
    /// The program ended.
    ProgramEnd { exit_status: i64 },
    /// A non-blocking collective was started.
    NonBlockingCollectiveRequest { request: u64 },
    /// A non-blocking collective completed.
    NonBlockingCollectiveComplete {
        op: u8,
        comm: u32,
        root: u32,
        sent: u64,
        received: u64,
        request: u64,
    },
    /// A communicator was created.
    CommCreate { comm: u32 },
    /// A communicator was destroyed.
    CommDestroy { comm: u32 },
    /// A record this crate does not decode (known to OTF2 or unknown), skipped by its length.
    Other,
}

/// One event of a location as stored in its OTF2 event file.
#[derive(Clone, Debug, PartialEq)]
pub struct Otf2Record {
    /// OTF2 record type (`ENTER` = 12, ...); see [`crate::event_record_name`].
    pub record_type: u8,
    /// Clock-corrected timestamp in ticks.
    pub time: u64,
    /// Timestamp in ticks as stored in the file.
    pub raw_time: u64,
    /// File offset of the record's type byte.
    pub offset: u64,
    /// The attribute list attached to the event (usually empty).
    pub attributes: Vec<Attribute>,
    /// The decoded record.
    pub event: Otf2Event,
}

/// Streams the records of one location's event file, one chunk in memory at a time.
pub struct RecordStream<'a> {
    locals: &'a LocalDefs,
    file: ChunkFile,
    pos: usize,
    base: u64,
    big: bool,
    loaded: bool,
    time: u64,
    clock_cursor: usize,
    attrs: Vec<Attribute>,
    done: bool,
    /// Only read this many bytes of the first chunk (quick probes).
    limit: u64,
    /// The loaded chunk is only a prefix of the real one.
    partial: bool,
    /// Header of the loaded chunk, events decoded in it, and whether their number was checked.
    chunk: Option<ChunkInfo>,
    chunk_events: u64,
    counted: bool,
    /// Skip, by their length, the attribute lists and the event records that need one (all
    /// but the region and request records, the program's begin and end and the measurement's
    /// own records), without decoding them.
    regions_only: bool,
}

impl<'a> RecordStream<'a> {
    pub(crate) fn open(
        files: &Files,
        name: &str,
        display: &str,
        chunk_size: u64,
        locals: &'a LocalDefs,
    ) -> Result<RecordStream<'a>, ReadError> {
        let file = ChunkFile::open(files, name, display, chunk_size)?;
        Ok(RecordStream {
            locals,
            file,
            pos: 0,
            base: 0,
            big: false,
            loaded: false,
            time: 0,
            clock_cursor: 0,
            attrs: Vec::new(),
            done: false,
            limit: u64::MAX,
            partial: false,
            chunk: None,
            chunk_events: 0,
            counted: false,
            regions_only: false,
        })
    }

    /// From now on, skip the records a reader needs only for events other than region enters
    /// and leaves (see `EventStream::regions_only`); their times are not needed either.
    pub(crate) fn regions_only(&mut self) {
        self.regions_only = true;
    }

    /// Read only the first `limit` bytes of the first chunk (for probing the first event).
    pub(crate) fn limit_first_chunk(&mut self, limit: u64) {
        self.limit = limit;
    }

    fn fail(&mut self, mut e: DecodeError) -> ReadError {
        self.done = true;
        let end = self.base + self.file.data().len() as u64;
        let at_file_end = end == self.file.len();
        if e.short && at_file_end {
            e.msg = format!(
                "record cut off by the end of the file (truncated?): {}",
                e.msg
            );
        }
        e.into_read_error(&self.file.display, at_file_end)
    }

    /// The next record, `Ok(None)` at the end of the file. After an error the stream is
    /// finished.
    pub fn next_record(&mut self) -> Result<Option<Otf2Record>, ReadError> {
        if self.done {
            return Ok(None);
        }
        loop {
            if !self.loaded || self.pos >= self.file.data().len() {
                if let Err(e) = self.next_chunk() {
                    self.done = true;
                    return Err(e);
                }
            }
            let data = self.file.data();
            let mut c = Cursor::with_pos(data, self.pos, self.base, self.big);
            let at = c.offset();
            let t = match c.u8() {
                Ok(t) => t,
                Err(e) => return Err(self.fail(e)),
            };
            match t {
                END_OF_CHUNK => {
                    self.pos = data.len();
                    if let Err(e) = self.check_chunk_count(at) {
                        return Err(self.fail(e));
                    }
                    continue;
                }
                END_OF_FILE | END_OF_BUFFER => {
                    if let Err(e) = self.check_chunk_count(at) {
                        return Err(self.fail(e));
                    }
                    self.done = true;
                    return Ok(None);
                }
                CHUNK_HEADER => {
                    let e =
                        c.error_at(c.pos() - 1, "chunk header inside a chunk (bad chunk size?)");
                    return Err(self.fail(e));
                }
                TIMESTAMP => match c.u64_full() {
                    Ok(v) => {
                        self.time = v;
                        self.pos = c.pos();
                    }
                    Err(e) => return Err(self.fail(e)),
                },
                // (Attribute lists too.)
                _ if self.regions_only
                    && !ev::is_singleton(t)
                    && !matches!(
                        t,
                        ev::BUFFER_FLUSH
                            | ev::MEASUREMENT_ON_OFF
                            | ev::PROGRAM_BEGIN
                            | ev::PROGRAM_END
                    ) =>
                {
                    match c.record_len().and_then(|len| c.sub(len)) {
                        Ok(_) => self.pos = c.pos(),
                        Err(e) => return Err(self.fail(e)),
                    }
                    if t != ATTRIBUTE_LIST {
                        self.chunk_events += 1;
                    }
                    self.attrs.clear();
                }
                ATTRIBUTE_LIST => {
                    let mut attrs = std::mem::take(&mut self.attrs);
                    attrs.clear();
                    let r = read_attribute_list(&mut c, self.locals, &mut attrs);
                    self.attrs = attrs;
                    match r {
                        Ok(()) => self.pos = c.pos(),
                        Err(e) => return Err(self.fail(e)),
                    }
                }
                _ => {
                    let r = decode_event(t, &mut c, self.locals);
                    match r {
                        Ok(event) => {
                            self.pos = c.pos();
                            self.chunk_events += 1;
                            let raw_time = self.time;
                            let time =
                                correct(&self.locals.intervals, &mut self.clock_cursor, raw_time);
                            return Ok(Some(Otf2Record {
                                record_type: t,
                                time,
                                raw_time,
                                offset: at,
                                attributes: std::mem::take(&mut self.attrs),
                                event,
                            }));
                        }
                        Err(e) => return Err(self.fail(e)),
                    }
                }
            }
        }
    }

    /// Load the next chunk after checking that the current one held the events its header
    /// announces and that the new one continues the numbering. An error finishes the stream.
    fn next_chunk(&mut self) -> Result<(), ReadError> {
        if self.partial {
            self.done = true;
            return Err(ReadError::corrupt(
                &self.file.display,
                None,
                "the probed prefix of the first chunk holds no complete event",
            ));
        }
        if self.loaded {
            // The chunk's data ran out without an end marker.
            let end = self.base + self.file.data().len() as u64;
            if let Err(e) = self.check_chunk_count(end) {
                let mut e = self.fail(e);
                if end == self.file.len() {
                    // ... because the file ends there: it was cut.
                    e.kind = ReadErrorKind::Truncated;
                }
                return Err(e);
            }
        }
        let limit = std::mem::replace(&mut self.limit, u64::MAX);
        match self.file.next_chunk_limited(limit) {
            Ok(Some(info)) => {
                if let Some(prev) = self.chunk {
                    let numbered = prev.last_event != 0 || info.first_event != 0;
                    if numbered && info.first_event != prev.last_event.wrapping_add(1) {
                        let e = DecodeError::new(
                            info.base,
                            format!(
                                "chunk out of sequence: its first event is number {}, \
                                 the previous chunk ended with number {} (wrong chunk \
                                 size in the anchor file, or missing data)",
                                info.first_event, prev.last_event
                            ),
                        );
                        return Err(self.fail(e));
                    }
                }
                self.chunk = Some(info);
                self.chunk_events = 0;
                self.counted = false;
                self.partial = info.partial;
                self.loaded = true;
                self.pos = CHUNK_HEADER_SIZE;
                self.base = info.base;
                self.big = info.big;
            }
            Ok(None) => {
                self.done = true;
                return Err(ReadError::truncated(
                    &self.file.display,
                    Some(self.file.len()),
                    "file ends without the end-of-file marker (truncated?)",
                ));
            }
            Err(e) => {
                self.done = true;
                return Err(e);
            }
        }
        Ok(())
    }

    /// A chunk's header announces how many events it holds (OTF2 numbers the events of a
    /// location); a chunk that ends early (e.g. damaged bytes read as END_OF_CHUNK) is an error.
    fn check_chunk_count(&mut self, at: u64) -> DResult<()> {
        let Some(c) = self.chunk else { return Ok(()) };
        if self.counted || self.partial || (c.first_event == 0 && c.last_event == 0) {
            return Ok(());
        }
        self.counted = true;
        let announced = c.last_event.wrapping_sub(c.first_event).wrapping_add(1);
        if announced != self.chunk_events {
            return Err(DecodeError::new(
                at,
                format!(
                    "the chunk at offset {} announces {} events but holds {} (damaged chunk?)",
                    c.base, announced, self.chunk_events
                ),
            ));
        }
        Ok(())
    }

    /// Apply this location's clock correction to a raw tick value (used for the stop time of
    /// buffer flushes, which is stored inside the record).
    pub(crate) fn correct(&self, raw: u64) -> u64 {
        let mut cursor = self.clock_cursor;
        correct(&self.locals.intervals, &mut cursor, raw)
    }
}

/// Decode the event record of type `t` whose type byte was just read.
fn decode_event(t: u8, c: &mut Cursor<'_>, l: &LocalDefs) -> DResult<Otf2Event> {
    use Otf2Event as E;
    if ev::is_singleton(t) {
        return Ok(match t {
            ev::ENTER => E::Enter {
                region: l.map32(mapping::REGION, c.u32c()?),
            },
            ev::LEAVE => E::Leave {
                region: l.map32(mapping::REGION, c.u32c()?),
            },
            ev::MPI_ISEND_COMPLETE => E::MpiIsendComplete { request: c.u64c()? },
            ev::MPI_IRECV_REQUEST => E::MpiIrecvRequest { request: c.u64c()? },
            ev::MPI_REQUEST_TEST => E::MpiRequestTest { request: c.u64c()? },
            ev::MPI_REQUEST_CANCELLED => E::MpiRequestCancelled { request: c.u64c()? },
            ev::OMP_FORK => {
                c.u32c()?;
                E::Other
            }
            _ => {
                c.u64c()?; // OpenMP task records of OTF2 1.0
                E::Other
            }
        });
    }
    let len = c.record_len()?;
    let mut r = c.sub(len)?;
    let r = &mut r;
    let comm = |r: &mut Cursor<'_>| -> DResult<u32> { Ok(l.map32(mapping::COMM, r.u32c()?)) };
    let win = |r: &mut Cursor<'_>| -> DResult<u32> { Ok(l.map32(mapping::RMA_WIN, r.u32c()?)) };
    Ok(match t {
        ev::BUFFER_FLUSH => E::BufferFlush {
            stop_time: r.u64_full()?,
        },
        ev::MEASUREMENT_ON_OFF => E::MeasurementOnOff { on: r.u8()? == 1 },
        ev::MPI_SEND => E::MpiSend {
            receiver: r.u32c()?,
            comm: comm(r)?,
            tag: r.u32c()?,
            length: r.u64c()?,
        },
        ev::MPI_ISEND => E::MpiIsend {
            receiver: r.u32c()?,
            comm: comm(r)?,
            tag: r.u32c()?,
            length: r.u64c()?,
            request: r.u64c()?,
        },
        ev::MPI_RECV => E::MpiRecv {
            sender: r.u32c()?,
            comm: comm(r)?,
            tag: r.u32c()?,
            length: r.u64c()?,
        },
        ev::MPI_IRECV => E::MpiIrecv {
            sender: r.u32c()?,
            comm: comm(r)?,
            tag: r.u32c()?,
            length: r.u64c()?,
            request: r.u64c()?,
        },
        ev::MPI_COLLECTIVE_BEGIN => E::MpiCollectiveBegin,
        ev::MPI_COLLECTIVE_END => E::MpiCollectiveEnd {
            op: r.u8()?,
            comm: comm(r)?,
            root: r.u32c()?,
            sent: r.u64c()?,
            received: r.u64c()?,
        },
        ev::PARAMETER_STRING => E::ParameterString {
            parameter: l.map32(mapping::PARAMETER, r.u32c()?),
            string: l.map32(mapping::STRING, r.u32c()?),
        },
        ev::PARAMETER_INT => E::ParameterInt {
            parameter: l.map32(mapping::PARAMETER, r.u32c()?),
            value: r.i64c()?,
        },
        ev::PARAMETER_UNSIGNED_INT => E::ParameterUnsignedInt {
            parameter: l.map32(mapping::PARAMETER, r.u32c()?),
            value: r.u64c()?,
        },
        ev::RMA_WIN_CREATE => E::RmaWinCreate { win: win(r)? },
        ev::RMA_WIN_DESTROY => E::RmaWinDestroy { win: win(r)? },
        ev::RMA_COLLECTIVE_BEGIN => E::RmaCollectiveBegin,
        ev::RMA_COLLECTIVE_END => E::RmaCollectiveEnd {
            op: r.u8()?,
            sync_level: r.u32c()?,
            win: win(r)?,
            root: r.u32c()?,
            sent: r.u64c()?,
            received: r.u64c()?,
        },
        ev::RMA_GROUP_SYNC => E::RmaGroupSync {
            sync_level: r.u32c()?,
            win: win(r)?,
            group: l.map32(mapping::GROUP, r.u32c()?),
        },
        ev::RMA_REQUEST_LOCK => E::RmaRequestLock {
            win: win(r)?,
            remote: r.u32c()?,
            lock_id: r.u64c()?,
            lock_type: r.u8()?,
        },
        ev::RMA_ACQUIRE_LOCK => E::RmaAcquireLock {
            win: win(r)?,
            remote: r.u32c()?,
            lock_id: r.u64c()?,
            lock_type: r.u8()?,
        },
        ev::RMA_TRY_LOCK => E::RmaTryLock {
            win: win(r)?,
            remote: r.u32c()?,
            lock_id: r.u64c()?,
            lock_type: r.u8()?,
        },
        ev::RMA_RELEASE_LOCK => E::RmaReleaseLock {
            win: win(r)?,
            remote: r.u32c()?,
            lock_id: r.u64c()?,
        },
        ev::RMA_SYNC => E::RmaSync {
            win: win(r)?,
            remote: r.u32c()?,
            sync_type: r.u8()?,
        },
        ev::RMA_WAIT_CHANGE => E::RmaWaitChange { win: win(r)? },
        ev::RMA_PUT => E::RmaPut {
            win: win(r)?,
            remote: r.u32c()?,
            bytes: r.u64c()?,
            matching_id: r.u64c()?,
        },
        ev::RMA_GET => E::RmaGet {
            win: win(r)?,
            remote: r.u32c()?,
            bytes: r.u64c()?,
            matching_id: r.u64c()?,
        },
        ev::RMA_ATOMIC => E::RmaAtomic {
            win: win(r)?,
            remote: r.u32c()?,
            atomic_type: r.u8()?,
            sent: r.u64c()?,
            received: r.u64c()?,
            matching_id: r.u64c()?,
        },
        ev::RMA_OP_COMPLETE_BLOCKING => E::RmaOpCompleteBlocking {
            win: win(r)?,
            matching_id: r.u64c()?,
        },
        ev::RMA_OP_COMPLETE_NON_BLOCKING => E::RmaOpCompleteNonBlocking {
            win: win(r)?,
            matching_id: r.u64c()?,
        },
        ev::RMA_OP_TEST => E::RmaOpTest {
            win: win(r)?,
            matching_id: r.u64c()?,
        },
        ev::RMA_OP_COMPLETE_REMOTE => E::RmaOpCompleteRemote {
            win: win(r)?,
            matching_id: r.u64c()?,
        },
        ev::THREAD_FORK => E::ThreadFork {
            paradigm: r.u8()?,
            threads: r.u32c()?,
        },
        ev::THREAD_JOIN => E::ThreadJoin { paradigm: r.u8()? },
        ev::PROGRAM_BEGIN => E::ProgramBegin {
            name: l.map32(mapping::STRING, r.u32c()?),
            arguments: r.u32c()?,
        },
        ev::PROGRAM_END => E::ProgramEnd {
            exit_status: r.i64c()?,
        },
        ev::NON_BLOCKING_COLLECTIVE_REQUEST => {
            E::NonBlockingCollectiveRequest { request: r.u64c()? }
        }
        ev::NON_BLOCKING_COLLECTIVE_COMPLETE => E::NonBlockingCollectiveComplete {
            op: r.u8()?,
            comm: comm(r)?,
            root: r.u32c()?,
            sent: r.u64c()?,
            received: r.u64c()?,
            request: r.u64c()?,
        },
        ev::COMM_CREATE => E::CommCreate { comm: comm(r)? },
        ev::COMM_DESTROY => E::CommDestroy { comm: comm(r)? },
        _ => E::Other,
    })
}
