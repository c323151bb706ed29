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
    Defs, Event, EventKind, EventStream, LocationId, Profile, ReadError, ReadErrorKind, RegionId,
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
    /// Per location, what the analysis skips and every command therefore counts: events that
    /// refer to an undefined communicator or window or to no peer, exits that do not match the
    /// innermost open region (damaged region references), records of unknown kinds.
    dangling: Mutex<Vec<(LocationId, Skipped)>>,
}

/// What one location's stream held that the analysis skips.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
struct Skipped {
    dangling: u64,
    bad_exits: u64,
    unknown_records: u64,
    backwards: u64,
}

impl Skipped {
    fn any(&self) -> bool {
        self.dangling + self.bad_exits + self.unknown_records + self.backwards > 0
    }

    fn max(self, o: Skipped) -> Skipped {
        Skipped {
            dangling: self.dangling.max(o.dangling),
            bad_exits: self.bad_exits.max(o.bad_exits),
            unknown_records: self.unknown_records.max(o.unknown_records),
            backwards: self.backwards.max(o.backwards),
        }
    }
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
        let mut per: Vec<(LocationId, Skipped)> = Vec::new();
        for (l, n) in d {
            match per.last_mut() {
                Some(last) if last.0 == l => last.1 = last.1.max(n),
                _ => per.push((l, n)),
            }
        }
        for (l, k) in per {
            let mut what = Vec::new();
            if k.dangling > 0 {
                what.push(format!(
                    "{} events refer to an undefined communicator or window or to no peer",
                    k.dangling
                ));
            }
            if k.bad_exits > 0 {
                what.push(format!(
                    "{} exits do not match the innermost open region",
                    k.bad_exits
                ));
            }
            if k.backwards > 0 {
                what.push(format!(
                    "{} events are timed before the event they follow",
                    k.backwards
                ));
            }
            if k.unknown_records > 0 {
                what.push(format!(
                    "{} records of unknown kinds were skipped",
                    k.unknown_records
                ));
            }
            out.push(format!(
                "{}: {} (damaged data?); the analysis skips or repairs them",
                who(l),
                what.join(", ")
            ));
        }
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
    skipped: Skipped,
    /// The open regions (to count exits that do not match, as the analysis does).
    stack: Vec<RegionId>,
    /// The previous event's time.
    last: u64,
    /// The inner stream's records read, kept when it ends at an error.
    records: Option<u64>,
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

    fn check(&mut self, e: &Event) {
        if self.dangles(e) {
            self.skipped.dangling += 1;
        }
        if e.time < self.last {
            self.skipped.backwards += 1;
        }
        self.last = e.time;
        match e.kind {
            EventKind::Enter { region, .. } => self.stack.push(region),
            EventKind::Exit { region } if self.stack.pop() != Some(region) => {
                self.skipped.bad_exits += 1;
            }
            _ => {}
        }
    }

    fn finish(&mut self) {
        if let Some(s) = &self.inner {
            self.skipped.unknown_records = s.skipped_records();
            self.records = s.records_read();
        }
        if self.skipped.any() {
            let mut d = match self.owner.dangling.lock() {
                Ok(d) => d,
                Err(d) => d.into_inner(),
            };
            d.push((self.loc, self.skipped));
            self.skipped = Skipped::default();
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
                self.check(&e);
                Ok(Some(e))
            }
            Ok(None) => {
                self.finish();
                Ok(None)
            }
            Err(e) => {
                self.owner.note(self.loc, e);
                self.finish();
                self.inner = None;
                Ok(None)
            }
        }
    }

    fn skipped_records(&self) -> u64 {
        self.inner.as_ref().map_or(0, |s| s.skipped_records())
    }

    fn records_read(&self) -> Option<u64> {
        match &self.inner {
            Some(s) => s.records_read(),
            None => self.records,
        }
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
            skipped: Skipped::default(),
            stack: Vec::new(),
            last: 0,
            records: None,
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
