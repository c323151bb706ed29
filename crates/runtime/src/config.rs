//! The runtime's settings: read from the environment (`PPW_MODE`, `PPW_BUFFER`, `PPW_DIR`,
//! `PPW_FLUSH_INTERVAL`, `PPW_CALLPATH_DEPTH`, `PPW_SAMPLE_HZ`) and from `/proc/self/cmdline` once, on first use.

use std::path::PathBuf;
use std::sync::OnceLock;
use std::time::Duration;

/// Default trace buffer per thread (`PPW_BUFFER`).
const DEFAULT_BUFFER: usize = 8 << 20;
/// Default program-counter samples per second of the main thread's CPU time (`PPW_SAMPLE_HZ`).
const DEFAULT_HZ: u32 = 100;
/// Default seconds between the flushes the timer asks for (`PPW_FLUSH_INTERVAL`).
const DEFAULT_FLUSH_INTERVAL: f64 = 2.0;

/// Settings read from the environment once.
#[derive(Debug)]
pub(crate) struct Config {
    pub(crate) profile: bool,
    pub(crate) buffer_bytes: usize,
    /// Trace mode: every thread flushes at its first call boundary after each interval (None:
    /// only when its buffer is full and at the end).
    pub(crate) flush_interval: Option<Duration>,
    pub(crate) dir: Option<PathBuf>,
    pub(crate) program: String,
    pub(crate) command: Vec<String>,
    /// Frames of calling context kept above each wrapped call's site (`PPW_CALLPATH_DEPTH`;
    /// 0: the call site only).
    pub(crate) callpath_depth: u32,
    /// Trace mode: program-counter samples per second of the main thread's CPU time
    /// (`PPW_SAMPLE_HZ`; 0: none).
    pub(crate) sample_hz: u32,
}

static CONFIG: OnceLock<Config> = OnceLock::new();

pub(crate) fn config() -> &'static Config {
    CONFIG.get_or_init(|| {
        let command: Vec<String> = std::fs::read("/proc/self/cmdline")
            .map(|b| {
                b.split(|c| *c == 0)
                    .filter(|s| !s.is_empty())
                    .map(|s| String::from_utf8_lossy(s).into_owned())
                    .collect()
            })
            .unwrap_or_default();
        let program = command
            .first()
            .map(|p| p.rsplit('/').next().unwrap_or(p).to_string())
            .unwrap_or_else(|| "program".into());
        let buffer = std::env::var("PPW_BUFFER")
            .ok()
            .and_then(|s| s.trim().parse::<usize>().ok())
            .unwrap_or(DEFAULT_BUFFER);
        Config {
            flush_interval: flush_interval(std::env::var("PPW_FLUSH_INTERVAL").ok().as_deref()),
            profile: std::env::var("PPW_MODE").is_ok_and(|m| m.trim() == "profile"),
            buffer_bytes: buffer,
            dir: std::env::var_os("PPW_DIR")
                .filter(|d| !d.is_empty())
                .map(PathBuf::from),
            program,
            command,
            callpath_depth: crate::context::depth_setting(
                std::env::var("PPW_CALLPATH_DEPTH").ok().as_deref(),
            ),
            sample_hz: hz_setting(std::env::var("PPW_SAMPLE_HZ").ok().as_deref()),
        }
    })
}

/// `PPW_SAMPLE_HZ`: samples per second of the main thread's CPU time, at most 10,000; unset
/// or unreadable: [`DEFAULT_HZ`]; 0 switches sampling off.
fn hz_setting(v: Option<&str>) -> u32 {
    v.and_then(|s| s.trim().parse::<u32>().ok())
        .map_or(DEFAULT_HZ, |n| n.min(10_000))
}

/// `PPW_FLUSH_INTERVAL`: seconds (fractions allowed); 0 or `off` switches the timer off; unset
/// or unreadable: the default.
fn flush_interval(v: Option<&str>) -> Option<Duration> {
    let v = v.map(str::trim).filter(|v| !v.is_empty());
    if v == Some("off") {
        return None;
    }
    let secs = v
        .and_then(|v| v.parse::<f64>().ok())
        .filter(|s| s.is_finite() && *s >= 0.0)
        .unwrap_or(DEFAULT_FLUSH_INTERVAL);
    (secs > 0.0).then(|| Duration::from_secs_f64(secs.max(0.01)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hz_settings() {
        assert_eq!(hz_setting(None), DEFAULT_HZ);
        assert_eq!(hz_setting(Some("0")), 0);
        assert_eq!(hz_setting(Some(" 250 ")), 250);
        assert_eq!(hz_setting(Some("fast")), DEFAULT_HZ);
        assert_eq!(hz_setting(Some("99999999")), 10_000);
    }

    #[test]
    fn flush_interval_setting() {
        let d = Some(Duration::from_secs(2));
        assert_eq!(flush_interval(None), d);
        assert_eq!(flush_interval(Some("")), d);
        assert_eq!(flush_interval(Some("soon")), d);
        assert_eq!(flush_interval(Some("-1")), d);
        assert_eq!(
            flush_interval(Some(" 0.5 ")),
            Some(Duration::from_millis(500))
        );
        assert_eq!(flush_interval(Some("0")), None);
        assert_eq!(flush_interval(Some("off")), None);
    }
}
