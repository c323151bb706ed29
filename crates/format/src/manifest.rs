//! The experiment manifest `ppw.json`.

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
    /// Format version; equals [`crate::FORMAT_VERSION`].
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
}

impl Manifest {
    /// A manifest for a new experiment.
    pub fn new(mode: &str, program: &str, command: Vec<String>, launcher: &str) -> Manifest {
        let now = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_secs_f64())
            .unwrap_or(0.0);
        Manifest {
            format: MANIFEST_FORMAT.into(),
            version: crate::wire::FORMAT_VERSION as u32,
            mode: mode.into(),
            program: program.into(),
            command,
            launcher: launcher.into(),
            started_unix: now,
            finished_unix: None,
            exit_status: None,
            ppw_version: env!("CARGO_PKG_VERSION").into(),
        }
    }

    /// Read and validate `dir/ppw.json`.
    pub fn read(dir: &Path) -> Result<Manifest, ppw_event::ReadError> {
        let path = dir.join(MANIFEST_NAME);
        let p = path.display().to_string();
        let text = std::fs::read_to_string(&path).map_err(|e| {
            ppw_event::ReadError::new(
                &p,
                None,
                format!("cannot read manifest ({e}); is this a ppw experiment directory?"),
            )
        })?;
        let m: Manifest = serde_json::from_str(&text)
            .map_err(|e| ppw_event::ReadError::new(&p, None, format!("invalid manifest: {e}")))?;
        if m.format != MANIFEST_FORMAT {
            return Err(ppw_event::ReadError::new(
                &p,
                None,
                format!("not a ppw experiment manifest (format {:?})", m.format),
            ));
        }
        if m.version != crate::wire::FORMAT_VERSION as u32 {
            return Err(ppw_event::ReadError::new(
                &p,
                None,
                format!(
                    "experiment format version {} is not supported (this ppw reads version {})",
                    m.version,
                    crate::wire::FORMAT_VERSION
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
