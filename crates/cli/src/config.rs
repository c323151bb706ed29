//! Where ppw keeps per-user files, and the analysis settings from the command line, the config
//! file and the defaults.
//!
//! Files live in `$XDG_CONFIG_HOME/ppw/` (else `~/.config/ppw/`):
//! - `config.toml`: thresholds (format in `ppw_analysis::Thresholds` and `docs/ANALYSIS.md`);
//! - `baseline-HOST-FLAVOR.json`: the machine baselines written by `ppw baseline`.
//!
//! Precedence: command-line flags, then the config file (`--config FILE` or the default one if
//! it exists), then the built-in defaults.

use anyhow::Result;
use ppw_analysis::Thresholds;
use std::path::{Path, PathBuf};

/// `$XDG_CONFIG_HOME/ppw` or `~/.config/ppw`.
pub(crate) fn config_dir() -> Option<PathBuf> {
    let base = std::env::var_os("XDG_CONFIG_HOME")
        .filter(|v| !v.is_empty())
        .map(PathBuf::from)
        .or_else(|| {
            std::env::var_os("HOME")
                .filter(|v| !v.is_empty())
                .map(|h| PathBuf::from(h).join(".config"))
        })?;
    Some(base.join("ppw"))
}

/// A file name part without path separators or spaces.
fn clean(s: &str) -> String {
    s.chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '-' || c == '.' || c == '_' {
                c
            } else {
                '_'
            }
        })
        .collect()
}

/// The default baseline file of `host` for an MPI family (`openmpi`, `mpich`, else `mpi`).
pub(crate) fn default_baseline(host: &str, flavor: &str) -> Option<PathBuf> {
    let flavor = match flavor {
        "openmpi" | "mpich" => flavor,
        _ => "mpi",
    };
    Some(config_dir()?.join(format!("baseline-{}-{flavor}.json", clean(host))))
}

/// This machine's host name.
pub(crate) fn hostname() -> String {
    let mut buf = [0u8; 256];
    // Safety: the buffer is valid for its length; gethostname NUL-terminates within it (or
    // truncates, which the search for NUL below handles).
    let rc = unsafe { libc::gethostname(buf.as_mut_ptr().cast(), buf.len()) };
    if rc != 0 {
        return "localhost".into();
    }
    let n = buf.iter().position(|&b| b == 0).unwrap_or(buf.len());
    String::from_utf8_lossy(&buf[..n]).into_owned()
}

/// Threshold values given on the command line: one optional flag per entry of the threshold
/// registry (`ppw_analysis::Thresholds::docs`), so a threshold added there is a flag here
/// with its help text and default, with no code in this crate.
#[derive(Clone, Debug, Default)]
pub(crate) struct ThresholdArgs(pub(crate) Vec<(&'static str, Option<f64>)>);

impl clap::FromArgMatches for ThresholdArgs {
    fn from_arg_matches(m: &clap::ArgMatches) -> Result<Self, clap::Error> {
        Ok(ThresholdArgs(
            Thresholds::docs()
                .iter()
                .map(|d| (d.key, m.get_one::<f64>(d.key).copied()))
                .collect(),
        ))
    }

    fn update_from_arg_matches(&mut self, m: &clap::ArgMatches) -> Result<(), clap::Error> {
        *self = Self::from_arg_matches(m)?;
        Ok(())
    }
}

impl clap::Args for ThresholdArgs {
    fn augment_args(cmd: clap::Command) -> clap::Command {
        Thresholds::docs().iter().fold(cmd, |cmd, d| {
            cmd.arg(
                clap::Arg::new(d.key)
                    .long(d.flag().trim_start_matches('-').to_string())
                    .value_name(d.unit.to_ascii_uppercase())
                    .value_parser(clap::value_parser!(f64))
                    .help(format!("{} [{}]", d.description, d.default))
                    .help_heading("Thresholds"),
            )
        })
    }

    fn augment_args_for_update(cmd: clap::Command) -> clap::Command {
        Self::augment_args(cmd)
    }
}

/// Thresholds: defaults, then the config file, then the flags.
pub(crate) fn thresholds(config: Option<&Path>, flags: &ThresholdArgs) -> Result<Thresholds> {
    let mut t = Thresholds::default();
    let file = match config {
        Some(p) => Some(p.to_path_buf()),
        None => config_dir()
            .map(|d| d.join("config.toml"))
            .filter(|p| p.is_file()),
    };
    if let Some(p) = &file {
        // At most 1 MiB (`--config /dev/zero` is refused); a byte order mark is skipped.
        let bytes = ppw_event::filter::read_settings_file(p)
            .map_err(|e| anyhow::anyhow!("cannot read the config file {e}"))?;
        let text = ppw_event::filter::settings_text(&bytes)
            .map_err(|e| anyhow::anyhow!("config file {}, {e}", p.display()))?;
        t.apply_config(text)
            .map_err(|e| anyhow::anyhow!("config file {}, {e}", p.display()))?;
    }
    for (key, value) in &flags.0 {
        if let Some(v) = value {
            t.set(key, *v)
                .map_err(|e| anyhow::anyhow!("--{}: {e}", key.replace('_', "-")))?;
        }
    }
    t.check().map_err(|e| match &file {
        Some(p) => anyhow::anyhow!("thresholds (config file {} and flags): {e}", p.display()),
        None => anyhow::anyhow!("thresholds: {e}"),
    })?;
    Ok(t)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn file_names_are_clean() {
        assert_eq!(clean("node 1/a"), "node_1_a");
        let p = default_baseline("h", "weird").unwrap_or_default();
        assert!(p.ends_with("baseline-h-mpi.json") || p.as_os_str().is_empty());
    }

    #[test]
    fn flags_override_the_file() {
        let dir = std::env::temp_dir().join(format!("ppw-config-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let f = dir.join("config.toml");
        std::fs::write(&f, "[thresholds]\nhotspot = 0.2\nimbalance = 2\n").unwrap();
        let t = thresholds(
            Some(&f),
            &ThresholdArgs(vec![("imbalance", Some(1.5)), ("cpu_ratio", None)]),
        )
        .unwrap();
        assert_eq!((t.hotspot, t.imbalance), (0.2, 1.5));
        assert_eq!(t.cpu_ratio, Thresholds::default().cpu_ratio);
        std::fs::write(&f, "hotspot = x\n").unwrap();
        let e = thresholds(Some(&f), &ThresholdArgs::default())
            .unwrap_err()
            .to_string();
        assert!(e.contains("line 1"), "{e}");
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn config_files_are_capped_utf8_and_checked_as_a_whole() {
        let dir = std::env::temp_dir().join(format!("ppw-config-checks-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let f = dir.join("config.toml");
        let none = ThresholdArgs::default();
        let e = thresholds(Some(Path::new("/dev/zero")), &none)
            .unwrap_err()
            .to_string();
        assert_eq!(
            e,
            "cannot read the config file /dev/zero: larger than 1048576 bytes (1 MiB), the most \
             ppw reads of a filter or config file"
        );
        // A byte order mark is no part of the first key.
        std::fs::write(&f, b"\xEF\xBB\xBFhotspot = 0.2\n").unwrap();
        assert_eq!(thresholds(Some(&f), &none).unwrap().hotspot, 0.2);
        std::fs::write(&f, b"hotspot = 0.2\nimbalance = 1\xE9\n").unwrap();
        let e = thresholds(Some(&f), &none).unwrap_err().to_string();
        assert_eq!(
            e,
            format!(
                "config file {}, line 2: not UTF-8 text (byte 0xe9 at column 14)",
                f.display()
            )
        );
        // The file alone is consistent; the flag makes deviation_min exceed deviation_max.
        std::fs::write(&f, "deviation_min = 0.5\n").unwrap();
        let flags = ThresholdArgs(vec![("deviation_max", Some(0.4))]);
        let e = thresholds(Some(&f), &flags).unwrap_err().to_string();
        assert!(
            e.starts_with(&format!(
                "thresholds (config file {} and flags): deviation_min 0.5 is above \
                 deviation_max 0.4",
                f.display()
            )),
            "{e}"
        );
        let e = thresholds(None, &ThresholdArgs(vec![("hotspot", Some(5.0))]))
            .unwrap_err()
            .to_string();
        assert!(e.starts_with("--hotspot: hotspot: 5 is above 1"), "{e}");
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn every_threshold_is_a_flag() {
        use clap::{Args, FromArgMatches};
        let cmd = ThresholdArgs::augment_args(clap::Command::new("t"));
        let m = cmd
            .try_get_matches_from(["t", "--slow-ratio", "4", "--min-fraction=0.5"])
            .unwrap();
        let a = ThresholdArgs::from_arg_matches(&m).unwrap();
        assert_eq!(a.0.len(), Thresholds::docs().len());
        assert!(a.0.contains(&("slow_ratio", Some(4.0))));
        assert!(a.0.contains(&("min_fraction", Some(0.5))));
        assert!(a.0.contains(&("hotspot", None)));
    }
}
