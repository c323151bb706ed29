//! Reading an experiment ([`Experiment`]): the manifest, a scan of every rank file, the
//! unified definitions, and the [`TraceSource`] implementation that streams events per location
//! and reads profiles. The phases live in `scan` (rank files), `unify` (definitions and
//! clocks) and `stream` (event and profile decoding).

use crate::manifest::{Manifest, MANIFEST_NAME};
use crate::scan::{scan, RankScan};
use crate::stream::{decode_profile, NativeStream};
use crate::unify::{unify, RankData, Symbolizer};
use crate::wire::{BlockKind, EndReason, BLOCK_HEADER_LEN};
use ppw_event::{
    rank_claim_limit, Defs, EventStream, FileData, Files, LocationId, Mode, Profile, ReadError,
    ReadErrorKind, TraceSource,
};
use std::collections::HashSet;
use std::path::Path;

/// Summary facts for `ppw info`.
#[derive(Clone, Debug, PartialEq)]
pub struct Summary {
    /// Number of ranks of the run.
    pub ranks: u32,
    /// Ranks with a readable file.
    pub ranks_present: u32,
    /// Locations (threads).
    pub locations: u32,
    /// Events recorded (records in event blocks).
    pub events: u64,
    /// Bytes on disk (all files of the directory).
    pub bytes: u64,
    /// Bytes of the event blocks (headers included).
    pub event_bytes: u64,
    /// Measured duration in seconds.
    pub seconds: f64,
    /// `trace` or `profile`.
    pub mode: Mode,
    /// True if every rank ended normally and the launcher succeeded.
    pub complete: bool,
    /// Why the experiment is incomplete or otherwise suspicious.
    pub problems: Vec<String>,
}

/// What a profile-mode one-sided statistic counts (see [`RmaStat`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum RmaStatKind {
    /// Transfers of one kind (`amount` in bytes).
    Transfer(ppw_event::RmaOp),
    /// Active-target synchronization calls: fence, post/start/complete/wait, a successful
    /// test (`amount` in ns).
    ActiveSync,
    /// Passive-target synchronization calls: lock/unlock (also `_all`), flush (`amount` in ns).
    PassiveSync,
    /// Window creation and release (`amount` in ns).
    Management,
}

/// One profile-mode one-sided statistic of a rank (RMA_STAT definitions; Paradyn's RMA metrics:
/// the numbers that trace mode derives from the events for the analysis' `one_sided` table).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RmaStat {
    /// World rank (the origin).
    pub rank: u32,
    /// The window.
    pub window: ppw_event::CommId,
    /// What is counted.
    pub kind: RmaStatKind,
    /// The target as a world rank (transfers), else `NO_RANK`.
    pub target: u32,
    /// Operations or calls.
    pub count: u64,
    /// Bytes (transfers) or ns (synchronization).
    pub amount: u64,
}

/// An opened native experiment.
#[derive(Debug)]
pub struct Experiment {
    files: Files,
    manifest: Manifest,
    defs: Defs,
    ranks: Vec<RankData>,
    /// Location -> (index into `ranks`, thread number).
    locs: Vec<(usize, u32)>,
}

impl Experiment {
    /// Open an experiment directory without resolving code addresses.
    pub fn open(dir: &Path) -> Result<Experiment, ReadError> {
        Experiment::open_with(dir, None)
    }

    /// Open an experiment directory, resolving call sites and compiler-instrumented functions
    /// through `symbols`.
    pub fn open_with(
        dir: &Path,
        symbols: Option<&dyn Symbolizer>,
    ) -> Result<Experiment, ReadError> {
        Experiment::open_files(Files::dir(dir), symbols)
    }

    /// Open an experiment whose files (`ppw.json`, `rank-NNNNN.ppw`) are on disk or in memory:
    ///
    /// ```
    /// # use ppw_event::Files;
    /// let files = Files::memory().with("rank-00000.ppw", vec![0u8; 7]);
    /// let e = ppw_format::Experiment::open_files(files, None).unwrap_err();
    /// assert_eq!(e.kind, ppw_event::ReadErrorKind::Missing); // no ppw.json
    /// ```
    pub fn open_files(
        files: Files,
        symbols: Option<&dyn Symbolizer>,
    ) -> Result<Experiment, ReadError> {
        let mut warnings = Vec::new();
        let manifest = Manifest::read_files(&files);
        let (mut scans, limit) = match (&manifest, scan_rank_files(&files, &mut warnings)) {
            (_, Ok(found)) => found,
            // Without readable rank files a manifest problem is the one to report.
            (Err(e), Err(_)) => return Err(e.clone()),
            (Ok(_), Err(e)) => return Err(e),
        };
        if let Ok(m) = &manifest {
            keep_this_run(m, &mut scans, &files, &mut warnings)?;
        }
        let manifest = manifest_or_rank_files(manifest, &scans, &mut warnings)?;
        let mode = if manifest.mode == "profile" {
            Mode::Profile
        } else {
            Mode::Trace
        };
        drop_duplicate_ranks(&mut scans, &mut warnings);
        let program = scans
            .iter()
            .find_map(|s| s.defs.rank_info.as_ref().map(|r| r.2.clone()))
            .unwrap_or_else(|| manifest.program.clone());
        let ranks = count_ranks(&scans, limit, &mut warnings);
        let mut defs = Defs::new(&program, mode, ranks);
        let (ranks, locs) = unify(&mut defs, scans, symbols, &mut warnings);
        defs.warnings = warnings;
        Ok(Experiment {
            files,
            manifest,
            defs,
            ranks,
            locs,
        })
    }

    /// The manifest.
    pub fn manifest(&self) -> &Manifest {
        &self.manifest
    }

    /// The experiment directory (for an experiment in memory, the label of its files).
    pub fn dir(&self) -> &Path {
        self.files.root()
    }

    /// The files the experiment was read from.
    pub fn files(&self) -> &Files {
        &self.files
    }

    /// The first damage found in each rank file that has some (a truncated or corrupt block;
    /// the blocks before it are used), in rank order.
    pub fn damage(&self) -> impl Iterator<Item = &ReadError> + '_ {
        self.ranks.iter().filter_map(|r| r.scan.damage.as_ref())
    }

    /// Profile-mode one-sided statistics of every rank and thread (empty for traces: their
    /// events carry the same information). Records naming an unknown window are skipped.
    pub fn rma_stats(&self) -> Vec<RmaStat> {
        use ppw_event::{CommId, RmaOp, NO_RANK};
        let mut out = Vec::new();
        for r in &self.ranks {
            for &(_thread, win, kind, target, count, amount) in &r.scan.defs.rma_stats {
                let Some((window, members)) = r.comms.get(win as usize) else {
                    continue;
                };
                if *window == CommId::NONE {
                    continue;
                }
                let kind = match kind {
                    0 => RmaStatKind::Transfer(RmaOp::Put),
                    1 => RmaStatKind::Transfer(RmaOp::Get),
                    2 => RmaStatKind::Transfer(RmaOp::Atomic),
                    3 => RmaStatKind::Transfer(RmaOp::Accumulate),
                    16 => RmaStatKind::ActiveSync,
                    17 => RmaStatKind::PassiveSync,
                    18 => RmaStatKind::Management,
                    _ => continue,
                };
                let (target, amount) = match kind {
                    RmaStatKind::Transfer(_) => (
                        usize::try_from(target)
                            .ok()
                            .and_then(|t| members.get(t).copied())
                            .unwrap_or(NO_RANK),
                        amount,
                    ),
                    _ => (NO_RANK, r.time.dur(amount)),
                };
                out.push(RmaStat {
                    rank: r.scan.header.rank,
                    window: *window,
                    kind,
                    target,
                    count,
                    amount,
                });
            }
        }
        out
    }

    /// Summary for `ppw info`.
    pub fn summary(&self) -> Summary {
        let mut problems = self.defs.warnings.clone();
        let mut events = 0u64;
        let mut event_bytes = 0u64;
        let mut end = 0u64;
        for r in &self.ranks {
            for b in &r.scan.blocks {
                if b.kind == BlockKind::EVENTS {
                    events += b.count as u64;
                    event_bytes += BLOCK_HEADER_LEN as u64 + b.stored_len as u64;
                }
            }
            if let Some(last) = r.scan.defs.time_sync.last() {
                end = end.max(r.time.ns(last.0));
            }
            match r.scan.end {
                None => problems.push(format!(
                    "rank {}: measurement did not finish (no end block)",
                    r.scan.header.rank
                )),
                Some(EndReason::EXIT) => {}
                Some(EndReason::ABORT) => problems.push(format!(
                    "rank {}: program called MPI_Abort",
                    r.scan.header.rank
                )),
                Some(EndReason(s)) if s >= EndReason::SIGNAL.0 => problems.push(format!(
                    "rank {}: terminated by signal {}",
                    r.scan.header.rank,
                    s - EndReason::SIGNAL.0
                )),
                Some(EndReason(s)) => problems.push(format!(
                    "rank {}: ended with reason {s}",
                    r.scan.header.rank
                )),
            }
        }
        let present: HashSet<u32> = self.ranks.iter().map(|r| r.scan.header.rank).collect();
        let missing: Vec<u32> = (0..self.defs.ranks)
            .filter(|r| !present.contains(r))
            .collect();
        if !missing.is_empty() {
            problems.push(format!("{}: no data file", rank_ranges(&missing)));
        }
        match self.manifest.exit_status {
            Some(0) => {}
            Some(s) if s < 0 => problems.push(format!("launcher killed by signal {}", -s)),
            Some(s) => problems.push(format!("launcher exited with status {s}")),
            None => problems
                .push("launcher did not report an exit status (still running or killed)".into()),
        }
        let bytes = self.files.total_len();
        problems.dedup();
        Summary {
            ranks: self.defs.ranks,
            ranks_present: present.len() as u32,
            locations: self.defs.locations.len() as u32,
            events,
            bytes,
            event_bytes,
            seconds: end as f64 * 1e-9,
            mode: self.defs.mode,
            complete: problems.is_empty(),
            problems,
        }
    }
}

/// Scan every `*.ppw` file of the experiment in name order. Unreadable files are skipped with
/// a warning; damage inside a file is a warning too; so is a rank number beyond what the
/// number of rank files allows ([`ppw_event::MAX_CLAIMED_RANKS`]). With no readable rank file at all the
/// error has the kind of the first file's problem (or [`ReadErrorKind::Missing`] if there is
/// no rank file). Returns the scans and the rank count limit.
/// The manifest, checked against what the rank files hold. Each rank file describes itself
/// (rank, ranks, program; event blocks or profile blocks), so a missing or garbled `ppw.json`
/// costs the launch facts only (command, start, exit status): the experiment is read from its
/// rank files with a warning. A manifest whose mode contradicts the rank files (`profile` over
/// event blocks) gives way to the files, with a warning. A manifest of an unsupported version
/// stays an error: its rank files are then of that version too.
fn manifest_or_rank_files(
    manifest: Result<Manifest, ReadError>,
    scans: &[RankScan],
    warnings: &mut Vec<String>,
) -> Result<Manifest, ReadError> {
    let has = |kind: BlockKind| {
        scans
            .iter()
            .any(|s| s.blocks.iter().any(|b| b.kind == kind && b.count > 0))
    };
    let found = if has(BlockKind::EVENTS) {
        Some("trace")
    } else if has(BlockKind::PROFILE) {
        Some("profile")
    } else {
        None
    };
    match manifest {
        Ok(mut m) => {
            if let Some(found) = found.filter(|f| *f != m.mode) {
                warnings.push(format!(
                    "{}: the manifest says mode {:?} but the rank files hold {found} data; \
                     read as {found}",
                    MANIFEST_NAME, m.mode
                ));
                m.mode = found.into();
            }
            Ok(m)
        }
        Err(e) if e.kind == ReadErrorKind::Unsupported => Err(e),
        Err(e) => {
            let program = scans
                .iter()
                .find_map(|s| s.defs.rank_info.as_ref().map(|r| r.2.clone()))
                .unwrap_or_default();
            warnings.push(format!(
                "{e}; the experiment is read from its rank files alone (the command, start \
                 time and exit status are unknown)"
            ));
            let mut m = Manifest::new(found.unwrap_or("trace"), &program, Vec::new(), "");
            m.started_unix = 0.0;
            m.ppw_version = String::new();
            Ok(m)
        }
    }
}

fn scan_rank_files(
    files: &Files,
    warnings: &mut Vec<String>,
) -> Result<(Vec<RankScan>, u64), ReadError> {
    let root = files.root().display().to_string();
    let names: Vec<String> = files
        .list("")
        .map_err(|e| ReadError::io(&root, &e).context("cannot list"))?
        .into_iter()
        .filter(|n| Path::new(n).extension().is_some_and(|x| x == "ppw"))
        .collect();
    let limit = rank_claim_limit(names.len());
    let mut scans = Vec::new();
    let mut first_problem = None;
    for name in &names {
        match scan(files, name).and_then(|s| rank_in_limit(s, limit, names.len())) {
            Ok(s) => {
                if let Some(d) = &s.damage {
                    warnings.push(format!(
                        "rank {}: {d}; events before that offset are used",
                        s.header.rank
                    ));
                }
                scans.push(s);
            }
            Err(e) => {
                first_problem.get_or_insert(e.kind);
                warnings.push(format!("skipped {e}"));
            }
        }
    }
    if scans.is_empty() {
        return Err(ReadError::of_kind(
            first_problem.unwrap_or(ReadErrorKind::Missing),
            root,
            None,
            "no readable rank files (rank-*.ppw) in the experiment",
        ));
    }
    Ok((scans, limit))
}

/// The scan, unless its rank number is at least `limit` (the rank count `files` rank files can
/// stand for): then a corrupt-header error at the rank field.
fn rank_in_limit(s: RankScan, limit: u64, files: usize) -> Result<RankScan, ReadError> {
    let rank = s.header.rank;
    if (rank as u64) < limit {
        return Ok(s);
    }
    Err(ReadError::corrupt(
        s.path.display().to_string(),
        Some(RANK_FIELD_OFFSET),
        format!(
            "rank {rank} in the header is beyond the {limit} ranks an experiment of {files} \
             rank file(s) can have (corrupt header?)"
        ),
    ))
}

/// Keep the rank files of the manifest's run: a file whose header carries another run id (a
/// file left in the directory by an earlier run, or written by a runtime preloaded by hand) is
/// skipped with a warning naming it. A manifest without a run id (older versions) checks
/// nothing. Err if no file of the run is left.
fn keep_this_run(
    m: &Manifest,
    scans: &mut Vec<RankScan>,
    files: &Files,
    warnings: &mut Vec<String>,
) -> Result<(), ReadError> {
    let id = match m.run_id() {
        Ok(Some(id)) => id,
        Ok(None) => return Ok(()),
        Err(e) => {
            warnings.push(format!(
                "{}: {e}; rank files are not checked against it",
                files.path(MANIFEST_NAME).display()
            ));
            return Ok(());
        }
    };
    let before = scans.len();
    scans.retain(|s| {
        let ours = s.header.run_id == id;
        if !ours {
            warnings.push(format!(
                "{}: written by another run (run id {}, the manifest's is {}); ignored",
                s.path.display(),
                if s.header.run_id == 0 {
                    "none".to_string()
                } else {
                    ppw_event::settings::run_id_text(s.header.run_id)
                },
                ppw_event::settings::run_id_text(id)
            ));
        }
        ours
    });
    if scans.is_empty() {
        return Err(ReadError::of_kind(
            ReadErrorKind::Missing,
            files.root().display().to_string(),
            None,
            format!(
                "no rank file of run {} in the experiment ({before} rank file(s) of other \
                 runs ignored)",
                ppw_event::settings::run_id_text(id)
            ),
        ));
    }
    Ok(())
}

/// Offset of the rank number in a rank file header.
const RANK_FIELD_OFFSET: u64 = 12;

/// Sort the scans by rank and keep the first file of each rank.
fn drop_duplicate_ranks(scans: &mut Vec<RankScan>, warnings: &mut Vec<String>) {
    scans.sort_by_key(|s| s.header.rank);
    let mut seen = HashSet::new();
    scans.retain(|s| {
        let fresh = seen.insert(s.header.rank);
        if !fresh {
            warnings.push(format!(
                "{}: duplicate file for rank {}; ignored",
                s.path.display(),
                s.header.rank
            ));
        }
        fresh
    });
}

/// The number of ranks of the run: the largest that any header or RANK_INFO record states, and
/// at least the highest rank with a file plus one. Claims above `limit` (the rank count the
/// rank files can stand for, [`ppw_event::MAX_CLAIMED_RANKS`]) are not believed; each of the
/// first [`SHOWN_CLAIMS`] files that makes such a claim gets a warning naming it and its rank,
/// the rest are counted in one more. `scans` are sorted by rank, and every rank is below
/// `limit`.
fn count_ranks(scans: &[RankScan], limit: u64, warnings: &mut Vec<String>) -> u32 {
    let mut believed = 0u64;
    let mut ignored = 0usize;
    for s in scans {
        let info = s.defs.rank_info.as_ref().map(|r| r.0);
        let claims = [
            ("its header", Some(s.header.nranks)),
            ("its rank info", info),
        ];
        let mut wrong = Vec::new();
        for (what, n) in claims {
            match n {
                Some(n) if n as u64 <= limit => believed = believed.max(n as u64),
                Some(n) => wrong.push(format!("{what} claims {n} ranks")),
                None => {}
            }
        }
        if wrong.is_empty() {
            continue;
        }
        ignored += 1;
        if ignored <= SHOWN_CLAIMS {
            warnings.push(format!(
                "rank {} ({}): {}, but {} rank file(s) can stand for at most {limit} ranks; \
                 ignored (corrupt header or rank info?)",
                s.header.rank,
                s.path.display(),
                wrong.join(" and "),
                scans.len()
            ));
        }
    }
    if ignored > SHOWN_CLAIMS {
        warnings.push(format!(
            "{} more rank file(s) claim more than {limit} ranks; ignored",
            ignored - SHOWN_CLAIMS
        ));
    }
    let with_files = scans.last().map_or(0, |s| s.header.rank as u64 + 1);
    // Both are at most `limit`, which fits in u32 for any realistic number of files.
    let n = believed.max(1).max(with_files);
    u32::try_from(n).unwrap_or(u32::MAX)
}

/// Rank files whose absurd rank count claims are named one by one.
const SHOWN_CLAIMS: usize = 8;

/// Ranks as a short list of ranges (`rank 3`, `ranks 1, 4-9, 12`); after 8 ranges the rest
/// is counted (`… and 120 more`). `ranks` are ascending.
fn rank_ranges(ranks: &[u32]) -> String {
    const SHOWN: usize = 8;
    let ranges = ppw_event::ranks::runs(ranks);
    let text: Vec<String> = ranges
        .iter()
        .take(SHOWN)
        .map(ppw_event::ranks::run_text)
        .collect();
    let mut out = format!(
        "{} {}",
        if ranks.len() == 1 { "rank" } else { "ranks" },
        text.join(", ")
    );
    if ranges.len() > SHOWN {
        let rest: u64 = ranges[SHOWN..]
            .iter()
            .map(|&(a, b)| (b - a) as u64 + 1)
            .sum();
        out.push_str(&format!(" and {rest} more"));
    }
    out
}

impl Experiment {
    /// The rank data and thread number of a location.
    fn location(&self, loc: LocationId) -> Option<(&RankData, u32)> {
        let (ri, thread) = *self.locs.get(loc.index())?;
        Some((&self.ranks[ri], thread))
    }

    /// Open a rank's file for reading payloads.
    fn open_rank_file(&self, r: &RankData) -> Result<FileData, ReadError> {
        self.files.open(&r.scan.name).map_err(|e| {
            ReadError::io(r.scan.path.display().to_string(), &e).context("cannot open")
        })
    }
}

impl TraceSource for Experiment {
    fn defs(&self) -> &Defs {
        &self.defs
    }

    fn events(&self, loc: LocationId) -> Result<Box<dyn EventStream + Send + '_>, ReadError> {
        let (r, thread) = self.location(loc).ok_or_else(|| {
            ReadError::missing(
                self.files.root().display().to_string(),
                format!("no location {}", loc.0),
            )
        })?;
        let file = self.open_rank_file(r)?;
        let blocks = r.events_of(thread).to_vec();
        Ok(Box::new(NativeStream::new(r, file, blocks)))
    }

    fn profile(&self, loc: LocationId) -> Result<Option<Profile>, ReadError> {
        let Some((r, thread)) = self.location(loc) else {
            return Ok(None);
        };
        let Some(b) = r.profile_of(thread) else {
            return Ok(None);
        };
        let file = self.open_rank_file(r)?;
        decode_profile(r, &file, b, r.profile_counters_of(thread)).map(Some)
    }
}
