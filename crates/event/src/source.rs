//! The reader interface analyses consume: definitions plus one event stream per location.

use crate::defs::{Defs, Profile};
use crate::event::Event;
use crate::ids::LocationId;
use std::collections::BTreeMap;
use std::fmt;
use std::fs::File;
use std::io;
use std::os::unix::fs::FileExt;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// What went wrong in a read, for callers that react differently (a fuzz target accepts every
/// kind; a tool may retry an I/O error but not a corrupt file).
#[non_exhaustive]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ReadErrorKind {
    /// The data ends before a value, record, block or file that it announces (a cut file, a
    /// process killed while writing).
    Truncated,
    /// The data is there but wrong: a bad checksum, magic number or length, an impossible
    /// value, a reference to something undefined.
    Corrupt,
    /// Written in a format version (or with a feature) this reader does not support.
    Unsupported,
    /// The operating system failed to read (other than a missing file).
    Io,
    /// A file, directory or item that the reader needs does not exist.
    Missing,
}

impl ReadErrorKind {
    /// The kind of an I/O error: `NotFound` is [`ReadErrorKind::Missing`], `UnexpectedEof`
    /// [`ReadErrorKind::Truncated`], anything else [`ReadErrorKind::Io`].
    pub fn of_io(e: &io::Error) -> ReadErrorKind {
        match e.kind() {
            io::ErrorKind::NotFound => ReadErrorKind::Missing,
            io::ErrorKind::UnexpectedEof => ReadErrorKind::Truncated,
            _ => ReadErrorKind::Io,
        }
    }

    /// A lower-case name (`truncated`, `corrupt`, ...).
    pub fn name(self) -> &'static str {
        match self {
            ReadErrorKind::Truncated => "truncated",
            ReadErrorKind::Corrupt => "corrupt",
            ReadErrorKind::Unsupported => "unsupported",
            ReadErrorKind::Io => "I/O error",
            ReadErrorKind::Missing => "missing",
        }
    }
}

impl fmt::Display for ReadErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A read error that names what was being read, where, and what kind of problem it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReadError {
    /// File (or other source) being read.
    pub path: String,
    /// Byte offset of the problem, if known.
    pub offset: Option<u64>,
    /// What is wrong.
    pub message: String,
    /// What kind of problem it is.
    pub kind: ReadErrorKind,
}

impl ReadError {
    /// A new error of kind [`ReadErrorKind::Corrupt`] (the constructor every reader used
    /// before errors had kinds; prefer the constructor of the right kind).
    pub fn new(path: impl Into<String>, offset: Option<u64>, message: impl Into<String>) -> Self {
        ReadError::of_kind(ReadErrorKind::Corrupt, path, offset, message)
    }

    /// A new error of kind `kind`.
    pub fn of_kind(
        kind: ReadErrorKind,
        path: impl Into<String>,
        offset: Option<u64>,
        message: impl Into<String>,
    ) -> Self {
        ReadError {
            path: path.into(),
            offset,
            message: message.into(),
            kind,
        }
    }

    /// The data ends early ([`ReadErrorKind::Truncated`]).
    pub fn truncated(
        path: impl Into<String>,
        offset: Option<u64>,
        message: impl Into<String>,
    ) -> Self {
        ReadError::of_kind(ReadErrorKind::Truncated, path, offset, message)
    }

    /// The data is wrong ([`ReadErrorKind::Corrupt`]).
    pub fn corrupt(
        path: impl Into<String>,
        offset: Option<u64>,
        message: impl Into<String>,
    ) -> Self {
        ReadError::of_kind(ReadErrorKind::Corrupt, path, offset, message)
    }

    /// A version or feature this reader does not support ([`ReadErrorKind::Unsupported`]).
    pub fn unsupported(
        path: impl Into<String>,
        offset: Option<u64>,
        message: impl Into<String>,
    ) -> Self {
        ReadError::of_kind(ReadErrorKind::Unsupported, path, offset, message)
    }

    /// Something needed does not exist ([`ReadErrorKind::Missing`]).
    pub fn missing(path: impl Into<String>, message: impl Into<String>) -> Self {
        ReadError::of_kind(ReadErrorKind::Missing, path, None, message)
    }

    /// An I/O error while reading `path`; its kind follows [`ReadErrorKind::of_io`] and the
    /// message is the error's text (add what was being done with [`ReadError::context`]).
    pub fn io(path: impl Into<String>, e: &io::Error) -> Self {
        ReadError::of_kind(ReadErrorKind::of_io(e), path, None, e.to_string())
    }

    /// The same error at byte offset `offset`.
    pub fn at(mut self, offset: u64) -> Self {
        self.offset = Some(offset);
        self
    }

    /// The same error with `what` in front of the message (`"cannot open: ..."`).
    pub fn context(mut self, what: &str) -> Self {
        self.message = format!("{what}: {}", self.message);
        self
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

    /// Records the stream skipped so far because their kind is unknown to this reader (written
    /// by a newer writer and skippable by their length). An analysis can warn that its results
    /// leave them out.
    fn skipped_records(&self) -> u64 {
        0
    }

    /// Records of the input decoded so far, where the reader counts them (the native reader:
    /// every record of its EVENTS blocks, skipped ones included), else `None`. A record may
    /// become several events (a call with calling context, a COUNTERS record) or none, so this,
    /// not the number of events, is what a block header's record count is checked against.
    fn records_read(&self) -> Option<u64> {
        None
    }

    /// From now on the caller uses only the enter and exit events (and their times): a reader
    /// may leave the other events out, and skip what it reads only for them, to read faster.
    /// The events it gives keep their times. (The streaming passes after the replay only
    /// follow the calling context.)
    fn regions_only(&mut self) {}

    /// What the reader did about known peculiarities of the input (a writer's quirks that it
    /// handled, e.g. records a writer never writes and that are inferred instead), so far. Not
    /// problems: an analysis reports them as notes, not warnings. Worded without the
    /// location, so that identical notes of several locations can be merged.
    fn notes(&self) -> Vec<String> {
        Vec::new()
    }
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
            None => Err(ReadError::missing(
                "memory",
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

/// Where a reader finds the files of a trace: a directory on disk (the normal case), or files
/// held in memory (tests, fuzzing, data that arrived over a pipe).
///
/// Files are named by their path relative to the root with `/` separators
/// (`rank-00000.ppw`, `traces/0.evt`). Error messages name `root/relative` (for files in
/// memory the root is a label, empty by default).
///
/// ```
/// use ppw_event::Files;
/// let files = Files::memory().with("traces/0.evt", vec![3u8, 0x42]);
/// assert_eq!(files.read("traces/0.evt").unwrap(), [3, 0x42]);
/// assert_eq!(files.list("traces").unwrap(), ["0.evt"]);
/// assert!(files.open("traces/1.evt").is_err());
/// ```
#[derive(Clone, Debug)]
pub struct Files {
    root: PathBuf,
    /// `None`: the files are on disk under `root`.
    mem: Option<BTreeMap<String, Arc<[u8]>>>,
}

impl Files {
    /// The files of directory `root` on disk.
    pub fn dir(root: impl Into<PathBuf>) -> Files {
        Files {
            root: root.into(),
            mem: None,
        }
    }

    /// An empty set of files in memory (add them with [`Files::insert`] or [`Files::with`]).
    pub fn memory() -> Files {
        Files {
            root: PathBuf::new(),
            mem: Some(BTreeMap::new()),
        }
    }

    /// The same files, shown under `root` in error messages and [`Files::path`].
    pub fn labelled(mut self, root: impl Into<PathBuf>) -> Files {
        self.root = root.into();
        self
    }

    /// Add (or replace) a file in memory.
    ///
    /// # Panics
    /// If the files are a directory on disk (`Files` never writes to disk).
    pub fn insert(&mut self, name: impl Into<String>, data: impl Into<Arc<[u8]>>) {
        match &mut self.mem {
            Some(m) => {
                m.insert(name.into(), data.into());
            }
            None => panic!("Files::insert on a directory on disk"),
        }
    }

    /// [`Files::insert`], by value.
    pub fn with(mut self, name: impl Into<String>, data: impl Into<Arc<[u8]>>) -> Files {
        self.insert(name, data);
        self
    }

    /// The root directory (or label).
    pub fn root(&self) -> &Path {
        &self.root
    }

    /// True if the files are held in memory.
    pub fn in_memory(&self) -> bool {
        self.mem.is_some()
    }

    /// The path of file `name` as error messages show it.
    pub fn path(&self, name: &str) -> PathBuf {
        self.root.join(name)
    }

    /// True if `name` exists and is a regular file.
    pub fn is_file(&self, name: &str) -> bool {
        match &self.mem {
            Some(m) => m.contains_key(name),
            None => self.root.join(name).is_file(),
        }
    }

    /// The names of the entries directly inside directory `dir` (`""` = the root), sorted.
    pub fn list(&self, dir: &str) -> io::Result<Vec<String>> {
        let mut names: Vec<String> = match &self.mem {
            Some(m) => {
                let prefix = if dir.is_empty() {
                    String::new()
                } else {
                    format!("{}/", dir.trim_end_matches('/'))
                };
                let mut v: Vec<String> = m
                    .keys()
                    .filter_map(|k| k.strip_prefix(prefix.as_str()))
                    .map(|rest| rest.split('/').next().unwrap_or(rest).to_string())
                    .collect();
                v.sort();
                v.dedup();
                v
            }
            None => std::fs::read_dir(self.root.join(dir))?
                .filter_map(|e| e.ok())
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .collect(),
        };
        names.sort();
        Ok(names)
    }

    /// Open file `name` for reading.
    pub fn open(&self, name: &str) -> io::Result<FileData> {
        match &self.mem {
            Some(m) => match m.get(name) {
                Some(d) => Ok(FileData::Mem(d.clone())),
                None => Err(io::Error::new(
                    io::ErrorKind::NotFound,
                    "no such file in memory",
                )),
            },
            None => {
                let file = File::open(self.root.join(name))?;
                let len = file.metadata()?.len();
                Ok(FileData::Disk { file, len })
            }
        }
    }

    /// The whole content of file `name`.
    pub fn read(&self, name: &str) -> io::Result<Vec<u8>> {
        match &self.mem {
            Some(_) => Ok(self.open(name)?.bytes().unwrap_or_default().to_vec()),
            None => std::fs::read(self.root.join(name)),
        }
    }

    /// The total size in bytes of the regular files directly inside the root.
    pub fn total_len(&self) -> u64 {
        match &self.mem {
            Some(m) => m
                .iter()
                .filter(|(k, _)| !k.contains('/'))
                .map(|(_, v)| v.len() as u64)
                .sum(),
            None => std::fs::read_dir(&self.root)
                .map(|rd| {
                    rd.filter_map(|e| e.ok()?.metadata().ok())
                        .filter(|m| m.is_file())
                        .map(|m| m.len())
                        .sum()
                })
                .unwrap_or(0),
        }
    }
}

/// One open file of a [`Files`] set, read at explicit offsets (so one handle needs no seek
/// state).
#[derive(Debug)]
pub enum FileData {
    /// A file on disk and its size when it was opened.
    Disk {
        /// The open file.
        file: File,
        /// Its size in bytes.
        len: u64,
    },
    /// A file in memory.
    Mem(Arc<[u8]>),
}

impl FileData {
    /// Size in bytes.
    pub fn len(&self) -> u64 {
        match self {
            FileData::Disk { len, .. } => *len,
            FileData::Mem(d) => d.len() as u64,
        }
    }

    /// True for an empty file.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The content, if the file is in memory.
    pub fn bytes(&self) -> Option<&[u8]> {
        match self {
            FileData::Disk { .. } => None,
            FileData::Mem(d) => Some(d),
        }
    }

    /// Read up to `buf.len()` bytes at `offset`; returns how many were read (0 at the end).
    pub fn read_at(&self, buf: &mut [u8], offset: u64) -> io::Result<usize> {
        match self {
            FileData::Disk { file, .. } => file.read_at(buf, offset),
            FileData::Mem(d) => {
                let start = usize::try_from(offset).unwrap_or(usize::MAX).min(d.len());
                let n = buf.len().min(d.len() - start);
                buf[..n].copy_from_slice(&d[start..start + n]);
                Ok(n)
            }
        }
    }

    /// Fill `buf` from `offset`; an `UnexpectedEof` error if the file ends first.
    pub fn read_exact_at(&self, buf: &mut [u8], offset: u64) -> io::Result<()> {
        match self {
            FileData::Disk { file, .. } => file.read_exact_at(buf, offset),
            FileData::Mem(_) => {
                if self.read_at(buf, offset)? == buf.len() {
                    Ok(())
                } else {
                    Err(io::Error::new(
                        io::ErrorKind::UnexpectedEof,
                        "failed to fill whole buffer",
                    ))
                }
            }
        }
    }

    /// Read as many bytes as possible at `offset` (stops early at the end of the file or at an
    /// error); returns how many were read.
    pub fn read_up_to(&self, buf: &mut [u8], offset: u64) -> usize {
        let mut n = 0;
        while n < buf.len() {
            match self.read_at(&mut buf[n..], offset + n as u64) {
                Ok(0) | Err(_) => break,
                Ok(k) => n += k,
            }
        }
        n
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn read_errors_keep_the_old_constructor_and_display() {
        let e = ReadError::new("f.ppw", Some(28), "bad");
        assert_eq!(e.kind, ReadErrorKind::Corrupt);
        assert_eq!(e.to_string(), "f.ppw: at byte offset 28: bad");
        let gone = io::Error::new(io::ErrorKind::NotFound, "gone");
        let e = ReadError::io("x", &gone).context("cannot open").at(5);
        assert_eq!(
            (e.kind, e.offset, e.message.as_str()),
            (ReadErrorKind::Missing, Some(5), "cannot open: gone")
        );
        let eof = io::Error::from(io::ErrorKind::UnexpectedEof);
        assert_eq!(ReadErrorKind::of_io(&eof), ReadErrorKind::Truncated);
        let other = io::Error::from(io::ErrorKind::PermissionDenied);
        assert_eq!(ReadErrorKind::of_io(&other), ReadErrorKind::Io);
        assert_eq!(ReadError::missing("y", "no").to_string(), "y: no");
    }

    #[test]
    fn files_in_memory() {
        let f = Files::memory()
            .labelled("exp")
            .with("ppw.json", b"{}".to_vec())
            .with("traces/1.evt", vec![1u8, 2, 3])
            .with("traces/0.evt", vec![4u8])
            .with("traces.def", vec![]);
        assert_eq!(f.list("").unwrap(), ["ppw.json", "traces", "traces.def"]);
        assert_eq!(f.list("traces").unwrap(), ["0.evt", "1.evt"]);
        assert_eq!(f.path("traces/0.evt"), Path::new("exp/traces/0.evt"));
        assert_eq!(f.total_len(), 2);
        assert!(f.is_file("traces/1.evt") && !f.is_file("traces"));
        let d = f.open("traces/1.evt").unwrap();
        let mut b = [0u8; 4];
        assert_eq!(d.read_at(&mut b, 1).unwrap(), 2);
        assert_eq!(&b[..2], [2, 3]);
        assert_eq!(d.read_up_to(&mut b, 0), 3);
        assert!(d.read_exact_at(&mut b, 0).is_err());
        assert_eq!(d.read_at(&mut b, 99).unwrap(), 0);
        let e = f.open("nothing").unwrap_err();
        assert_eq!(ReadErrorKind::of_io(&e), ReadErrorKind::Missing);
    }
}
