//! The exit-status policy every command follows, and a trace source that reads what is sound.
//!
//! | status | meaning |
//! | --- | --- |
//! | 0 | finished; everything in the input was read |
//! | 1 | nothing usable: the input cannot be opened at all, or the output cannot be written |
//! | 2 | usage error (clap) |
//! | 3 | finished with what could be read; the warnings on stderr name what was skipped |
//!
//! `ppw run` returns the measured program's status instead (127 when the program does not
//! exist, as shells do). The same damage gives the same status from every command: they all
//! read through [`Sound`], which turns a location's read error into the end of that
//! location's data plus a warning, and they all count the experiment's own problems
//! (damaged or missing rank files, unfinished ranks) as warnings.

use ppw_event::{
    Defs, Event, EventKind, EventStream, LocationId, Profile, ReadError, ReadErrorKind,
    TraceSource, NO_RANK,
};
use std::sync::Mutex;

/// Finished, everything read.
pub(crate) const CLEAN: i32 = 0;
/// Finished with what could be read; warnings name what was skipped.
pub(crate) const WARNINGS: i32 = 3;

/// Warnings of one command, printed as they come.
#[derive(Default)]
pub(crate) struct Status {
    warnings: usize,
}

impl Status {
    /// Print a warning (`ppw: warning: ...`) and remember that there was one.
    pub(crate) fn warn(&mut self, msg: impl std::fmt::Display) {
        eprintln!("ppw: warning: {msg}");
        self.warnings += 1;
    }

    /// Print every warning of a list.
    pub(crate) fn warn_all<T: std::fmt::Display>(&mut self, msgs: impl IntoIterator<Item = T>) {
        for m in msgs {
            self.warn(m);
        }
    }

    /// The exit status: [`CLEAN`] or [`WARNINGS`].
    pub(crate) fn code(&self) -> i32 {
        if self.warnings == 0 {
            CLEAN
        } else {
            WARNINGS
        }
    }
}

/// A trace source whose streams end at the first read error (the error is kept for
/// [`Sound::problems`]): consumers that stop at errors (the OTF2 writer, the timeline export)
/// then write everything before the damage instead of nothing.
pub(crate) struct Sound<'a> {
    src: &'a dyn TraceSource,
    problems: Mutex<Vec<(LocationId, ReadError)>>,
    /// Per location, events that refer to an undefined communicator or window, or to no peer
    /// (damaged definitions): every command counts them, as the analysis skips them.
    dangling: Mutex<Vec<(LocationId, u64)>>,
}

impl<'a> Sound<'a> {
    pub(crate) fn new(src: &'a dyn TraceSource) -> Sound<'a> {
        Sound {
            src,
            problems: Mutex::new(Vec::new()),
            dangling: Mutex::new(Vec::new()),
        }
    }

    /// The read errors met so far, one text per location, in location order.
    pub(crate) fn problems(&self) -> Vec<String> {
        let mut v = match self.problems.lock() {
            Ok(p) => p.clone(),
            Err(p) => p.into_inner().clone(),
        };
        v.sort_by_key(|p| p.0);
        v.dedup_by_key(|p| p.0);
        let defs = self.src.defs();
        let who = |l: LocationId| {
            defs.locations
                .get(l.index())
                .map(|d| format!("rank {} thread {}", d.rank, d.thread))
                .unwrap_or_else(|| format!("location {}", l.0))
        };
        let mut out: Vec<String> = v
            .into_iter()
            .map(|(l, e)| {
                let what = match e.kind {
                    ReadErrorKind::Truncated => "its data end early",
                    _ => "its data are damaged",
                };
                format!("{}: {what}, everything after this is skipped: {e}", who(l))
            })
            .collect();
        let mut d = match self.dangling.lock() {
            Ok(d) => d.clone(),
            Err(d) => d.into_inner().clone(),
        };
        // A location read more than once (several passes) counts once: its largest count.
        d.sort();
        let mut per: Vec<(LocationId, u64)> = Vec::new();
        for (l, n) in d {
            match per.last_mut() {
                Some(last) if last.0 == l => last.1 = last.1.max(n),
                _ => per.push((l, n)),
            }
        }
        out.extend(per.into_iter().map(|(l, n)| {
            format!(
                "{}: {n} events refer to an undefined communicator or window or to no peer \
                 (damaged definitions?); the analysis skips them",
                who(l)
            )
        }));
        out
    }

    fn note(&self, loc: LocationId, e: ReadError) {
        let mut p = match self.problems.lock() {
            Ok(p) => p,
            Err(p) => p.into_inner(),
        };
        p.push((loc, e));
    }
}

struct SoundStream<'s, 'a> {
    inner: Option<Box<dyn EventStream + Send + 's>>,
    owner: &'s Sound<'a>,
    loc: LocationId,
    ncomms: u32,
    dangling: u64,
}

impl SoundStream<'_, '_> {
    /// The event refers to a communicator or window that is not defined, or has no peer where
    /// it needs one (the analysis' own test, so that every command agrees with it).
    fn dangles(&self, e: &Event) -> bool {
        match e.kind {
            EventKind::Send { comm, peer, .. } | EventKind::Recv { comm, peer, .. } => {
                comm.0 >= self.ncomms || peer == NO_RANK
            }
            EventKind::Collective { comm, .. } => comm.0 >= self.ncomms,
            EventKind::Rma { comm, target, .. } => comm.0 >= self.ncomms || target == NO_RANK,
            _ => false,
        }
    }

    fn finish(&mut self) {
        if self.dangling > 0 {
            let mut d = match self.owner.dangling.lock() {
                Ok(d) => d,
                Err(d) => d.into_inner(),
            };
            d.push((self.loc, self.dangling));
            self.dangling = 0;
        }
    }
}

impl Drop for SoundStream<'_, '_> {
    fn drop(&mut self) {
        self.finish();
    }
}

impl EventStream for SoundStream<'_, '_> {
    fn next_event(&mut self) -> Result<Option<Event>, ReadError> {
        let Some(s) = self.inner.as_mut() else {
            return Ok(None);
        };
        match s.next_event() {
            Ok(Some(e)) => {
                if self.dangles(&e) {
                    self.dangling += 1;
                }
                Ok(Some(e))
            }
            Ok(None) => {
                self.finish();
                Ok(None)
            }
            Err(e) => {
                self.owner.note(self.loc, e);
                self.inner = None;
                self.finish();
                Ok(None)
            }
        }
    }

    fn skipped_records(&self) -> u64 {
        self.inner.as_ref().map_or(0, |s| s.skipped_records())
    }
}

impl TraceSource for Sound<'_> {
    fn defs(&self) -> &Defs {
        self.src.defs()
    }

    fn events(&self, loc: LocationId) -> Result<Box<dyn EventStream + Send + '_>, ReadError> {
        let inner = match self.src.events(loc) {
            Ok(s) => Some(s),
            Err(e) => {
                self.note(loc, e);
                None
            }
        };
        Ok(Box::new(SoundStream {
            inner,
            owner: self,
            loc,
            ncomms: self.src.defs().comms.len() as u32,
            dangling: 0,
        }))
    }

    fn profile(&self, loc: LocationId) -> Result<Option<Profile>, ReadError> {
        match self.src.profile(loc) {
            Ok(p) => Ok(p),
            Err(e) => {
                self.note(loc, e);
                Ok(None)
            }
        }
    }
}
