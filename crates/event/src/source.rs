//! The reader interface analyses consume: definitions plus one event stream per location.

use crate::defs::{Defs, Profile};
use crate::event::Event;
use crate::ids::LocationId;
use std::fmt;

/// A read error that names what was being read and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReadError {
    /// File (or other source) being read.
    pub path: String,
    /// Byte offset of the problem, if known.
    pub offset: Option<u64>,
    /// What is wrong.
    pub message: String,
}

impl ReadError {
    /// A new error.
    pub fn new(path: impl Into<String>, offset: Option<u64>, message: impl Into<String>) -> Self {
        ReadError {
            path: path.into(),
            offset,
            message: message.into(),
        }
    }
}

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.offset {
            Some(o) => write!(f, "{}: at byte offset {}: {}", self.path, o, self.message),
            None => write!(f, "{}: {}", self.path, self.message),
        }
    }
}

impl std::error::Error for ReadError {}

/// A stream of one location's events in time order.
pub trait EventStream {
    /// The next event, `Ok(None)` at the end. After an error the stream is finished.
    fn next_event(&mut self) -> Result<Option<Event>, ReadError>;
}

impl<I: Iterator<Item = Event>> EventStream for std::iter::Fuse<I> {
    fn next_event(&mut self) -> Result<Option<Event>, ReadError> {
        Ok(self.next())
    }
}

/// A trace or profile experiment, however stored.
///
/// Implementations must allow streams of different locations to be read concurrently.
pub trait TraceSource: Sync {
    /// Unified definitions.
    fn defs(&self) -> &Defs;

    /// Open the event stream of a location. Profile-mode experiments return an empty stream.
    fn events(&self, loc: LocationId) -> Result<Box<dyn EventStream + Send + '_>, ReadError>;

    /// The stored call-path profile of a location (profile-mode experiments), if any.
    fn profile(&self, _loc: LocationId) -> Result<Option<Profile>, ReadError> {
        Ok(None)
    }
}

/// An in-memory trace: definitions plus event vectors. Used by tests, the trace builder and
/// converters.
#[derive(Clone, Debug)]
pub struct MemTrace {
    /// Definitions.
    pub defs: Defs,
    /// Events per location (index = `LocationId`).
    pub events: Vec<Vec<Event>>,
    /// Profiles per location (profile-mode data), if any.
    pub profiles: Vec<Option<Profile>>,
}

struct VecStream<'a> {
    events: &'a [Event],
    pos: usize,
}

impl EventStream for VecStream<'_> {
    fn next_event(&mut self) -> Result<Option<Event>, ReadError> {
        let e = self.events.get(self.pos).copied();
        self.pos += 1;
        Ok(e)
    }
}

impl TraceSource for MemTrace {
    fn defs(&self) -> &Defs {
        &self.defs
    }

    fn events(&self, loc: LocationId) -> Result<Box<dyn EventStream + Send + '_>, ReadError> {
        match self.events.get(loc.index()) {
            Some(v) => Ok(Box::new(VecStream { events: v, pos: 0 })),
            None => Err(ReadError::new(
                "memory",
                None,
                format!("no location {}", loc.0),
            )),
        }
    }

    fn profile(&self, loc: LocationId) -> Result<Option<Profile>, ReadError> {
        Ok(self.profiles.get(loc.index()).cloned().flatten())
    }
}

/// Read a whole stream into a vector (tests and small traces).
pub fn collect_events(stream: &mut dyn EventStream) -> Result<Vec<Event>, ReadError> {
    let mut v = Vec::new();
    while let Some(e) = stream.next_event()? {
        v.push(e);
    }
    Ok(v)
}
