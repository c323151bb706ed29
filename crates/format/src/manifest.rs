//! The experiment manifest `ppw.json`.

use crate::wire::{FORMAT_VERSION, MIN_FORMAT_VERSION};
use ppw_event::{Files, ReadError, ReadErrorKind};
use serde::{Deserialize, Serialize};
use std::path::Path;

/// File name of the manifest inside an experiment directory.
pub const MANIFEST_NAME: &str = "ppw.json";
/// Manifest `format` value.
pub const MANIFEST_FORMAT: &str = "ppw-experiment";

/// Contents of `ppw.json`.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
pub struct Manifest {
    /// Always [`MANIFEST_FORMAT`].
    pub format: String,
    /// Format version: [`crate::FORMAT_VERSION`] when written, [`MIN_FORMAT_VERSION`] to
    /// [`crate::FORMAT_VERSION`] when read.
    pub version: u32,
    /// `trace` or `profile`.
    pub mode: String,
    /// The measured program.
    pub program: String,
    /// The full command line given to `ppw run`.
    #[serde(default)]
    pub command: Vec<String>,
    /// `openmpi`, `mpich`, or `none` (a plain program).
    #[serde(default)]
    pub launcher: String,
    /// Start time, seconds since the Unix epoch.
    #[serde(default)]
    pub started_unix: f64,
    /// End time, if the launcher returned.
    #[serde(default)]
    pub finished_unix: Option<f64>,
    /// Exit status of the launcher, if it returned (negative: killed by that signal).
    #[serde(default)]
    pub exit_status: Option<i32>,
    /// Version of ppw that wrote the experiment.
    #[serde(default)]
    pub ppw_version: String,
    /// The run's id, 16 hexadecimal digits (`ppw run` makes a fresh one per run and gives it
    /// to the ranks as `PPW_RUN_ID`; every rank file's header carries it): readers skip rank
    /// files of another run. Absent in experiments of older versions and of runtimes preloaded
    /// by hand without `PPW_RUN_ID`: no check then.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub run_id: Option<String>,
    /// The filter file given to `ppw run` (`--filter` or `PPW_FILTER`), as given; the copy
    /// that `ppw run` checked and the ranks read is [`FILTER_NAME`] in the experiment.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub filter: Option<String>,
}

/// File name of the copy of the filter file inside an experiment directory.
pub const FILTER_NAME: &str = "filter.txt";

impl Manifest {
    /// A manifest for a new experiment.
    pub fn new(mode: &str, program: &str, command: Vec<String>, launcher: &str) -> Manifest {
        let now = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_secs_f64())
            .unwrap_or(0.0);
        Manifest {
            format: MANIFEST_FORMAT.into(),
            version: FORMAT_VERSION as u32,
            mode: mode.into(),
            program: program.into(),
            command,
            launcher: launcher.into(),
            started_unix: now,
            finished_unix: None,
            exit_status: None,
            ppw_version: env!("CARGO_PKG_VERSION").into(),
            run_id: None,
            filter: None,
        }
    }

    /// The run id as a number: None if the manifest has none; Err if it is not 16 hexadecimal
    /// digits (a damaged manifest).
    pub fn run_id(&self) -> Result<Option<u64>, String> {
        let Some(text) = &self.run_id else {
            return Ok(None);
        };
        ppw_event::settings::RUN_ID
            .parse(text)
            .map_err(|_| format!("run_id {text:?} is not 16 hexadecimal digits, not all zero"))
    }

    /// Read and validate `dir/ppw.json`.
    pub fn read(dir: &Path) -> Result<Manifest, ReadError> {
        Manifest::read_files(&Files::dir(dir))
    }

    /// Read and validate the manifest of an experiment's files (on disk or in memory).
    pub fn read_files(files: &Files) -> Result<Manifest, ReadError> {
        let p = files.path(MANIFEST_NAME).display().to_string();
        let not_read = |e: &dyn std::fmt::Display, kind: ReadErrorKind| {
            ReadError::of_kind(
                kind,
                &p,
                None,
                format!("cannot read manifest ({e}); is this a ppw experiment directory?"),
            )
        };
        let bytes = files
            .read(MANIFEST_NAME)
            .map_err(|e| not_read(&e, ReadErrorKind::of_io(&e)))?;
        let text = String::from_utf8(bytes).map_err(|e| {
            let at = e.utf8_error().valid_up_to();
            ReadError::corrupt(
                &p,
                Some(at as u64),
                format!("invalid manifest: not UTF-8 at byte {at}"),
            )
        })?;
        let m: Manifest = serde_json::from_str(&text)
            .map_err(|e| ReadError::corrupt(&p, None, format!("invalid manifest: {e}")))?;
        if m.format != MANIFEST_FORMAT {
            return Err(ReadError::corrupt(
                &p,
                None,
                format!(
                    "not a ppw experiment manifest (field \"format\" is {:?}, not {:?})",
                    m.format, MANIFEST_FORMAT
                ),
            ));
        }
        let supported = MIN_FORMAT_VERSION as u32..=FORMAT_VERSION as u32;
        if !supported.contains(&m.version) {
            return Err(ReadError::unsupported(
                &p,
                None,
                format!(
                    "experiment format version {} (field \"version\") is not supported (this \
                     ppw reads versions {MIN_FORMAT_VERSION} to {FORMAT_VERSION})",
                    m.version,
                ),
            ));
        }
        Ok(m)
    }

    /// Write `dir/ppw.json` atomically (write a temporary file, then rename).
    pub fn write(&self, dir: &Path) -> std::io::Result<()> {
        let tmp = dir.join(format!(".{}.{}", MANIFEST_NAME, std::process::id()));
        let text = serde_json::to_string_pretty(self).map_err(std::io::Error::other)?;
        std::fs::write(&tmp, text + "\n")?;
        std::fs::rename(&tmp, dir.join(MANIFEST_NAME))
    }
}
