//! The runtime's settings: read from the environment (`PPW_MODE`, `PPW_BUFFER`, `PPW_DIR`,
//! `PPW_FLUSH_INTERVAL`, `PPW_CALLPATH_DEPTH`, `PPW_SAMPLE_HZ`, `PPW_FILTER`, `PPW_THROTTLE`,
//! `PPW_METRICS`, `PPW_DATA`, `PPW_HEAP`)
//! and from `/proc/self/cmdline` once, on first use.

use std::path::PathBuf;
use std::sync::OnceLock;
use std::time::Duration;

/// Initial trace buffer per thread without `PPW_BUFFER` (it grows with the event rate, see
/// `Thread::grow`).
const DEFAULT_BUFFER: usize = 4 << 20;
/// Default program-counter samples per second of the main thread's CPU time (`PPW_SAMPLE_HZ`).
const DEFAULT_HZ: u32 = 100;
/// Default seconds between the flushes the timer asks for (`PPW_FLUSH_INTERVAL`).
const DEFAULT_FLUSH_INTERVAL: f64 = 2.0;

/// Settings read from the environment once.
#[derive(Debug)]
pub(crate) struct Config {
    pub(crate) profile: bool,
    pub(crate) buffer_bytes: usize,
    /// `PPW_BUFFER` was given: the buffer keeps its size (otherwise it grows with the rate).
    pub(crate) buffer_fixed: bool,
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
    /// The region filter (`PPW_FILTER=FILE`, Score-P's syntax); None: keep every region.
    pub(crate) filter: Option<ppw_event::filter::Filter>,
    /// Throttling of user regions and instrumented functions (`PPW_THROTTLE`).
    pub(crate) throttle: Option<Throttle>,
    /// Performance counters read per region (`PPW_METRICS`).
    pub(crate) metrics: Vec<&'static ppw_event::counters::CounterKind>,
    /// Trace mode: record the buffer address of every message and transfer (`PPW_DATA`, on
    /// unless `off`).
    pub(crate) data: bool,
    /// With `data`: record heap blocks of at least this many bytes (`PPW_HEAP`: `off`, or the
    /// minimum; default [`DEFAULT_HEAP_MIN`]).
    pub(crate) heap_min: Option<u64>,
}

/// Smallest heap block recorded without `PPW_HEAP`.
pub(crate) const DEFAULT_HEAP_MIN: u64 = 1024;

/// `PPW_DATA` / `PPW_HEAP` as (data, heap minimum); profile mode records neither.
fn data_setting(profile: bool, data: Option<&str>, heap: Option<&str>) -> (bool, Option<u64>) {
    let off = |v: Option<&str>| v.is_some_and(|v| matches!(v.trim(), "off" | "0" | "no"));
    let data = !profile && !off(data);
    let heap = match heap.map(str::trim) {
        _ if !data || off(heap) => None,
        Some(v) if !v.is_empty() => Some(v.parse::<u64>().unwrap_or(DEFAULT_HEAP_MIN).max(1)),
        _ => Some(DEFAULT_HEAP_MIN),
    };
    (data, heap)
}

/// A user region or instrumented function is switched off on a thread once it has had
/// `visits` visits of less than `ns` nanoseconds each on average (`PPW_THROTTLE=VISITS:NS`,
/// default 100000:1000; `off`: never).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Throttle {
    pub(crate) visits: u64,
    pub(crate) ns: u64,
}

const DEFAULT_THROTTLE: Throttle = Throttle {
    visits: 100_000,
    ns: 1_000,
};

/// `PPW_THROTTLE`: `off`, or `VISITS:NS`; unset or unreadable: the default.
fn throttle_setting(v: Option<&str>) -> Option<Throttle> {
    let v = v.map(str::trim).filter(|v| !v.is_empty());
    match v {
        None => Some(DEFAULT_THROTTLE),
        Some("off" | "0") => None,
        Some(v) => {
            let parsed = v.split_once(':').and_then(|(a, b)| {
                Some(Throttle {
                    visits: a.trim().parse().ok().filter(|n| *n > 0)?,
                    ns: b.trim().parse().ok()?,
                })
            });
            if parsed.is_none() {
                eprintln!("ppw: PPW_THROTTLE={v}: expected VISITS:NS or off; using 100000:1000");
            }
            Some(parsed.unwrap_or(DEFAULT_THROTTLE))
        }
    }
}

/// `PPW_METRICS`: counter names; an unknown name is reported and no counter is read (`ppw run`
/// checks the list before it starts the program).
fn metrics_setting(v: Option<&str>) -> Vec<&'static ppw_event::counters::CounterKind> {
    let Some(v) = v else {
        return Vec::new();
    };
    ppw_event::counters::parse_list(v).unwrap_or_else(|e| {
        eprintln!("ppw: PPW_METRICS={v}: {e}; reading no counters");
        Vec::new()
    })
}

/// `PPW_FILTER`: the filter file, parsed; a file that cannot be read or parsed is reported
/// and measured without (`ppw run` checks the file before it starts the program).
fn filter_setting(v: Option<&str>) -> Option<ppw_event::filter::Filter> {
    let path = v.map(str::trim).filter(|v| !v.is_empty())?;
    // At most 1 MiB is read (`/dev/zero` is refused, not read until memory runs out).
    match ppw_event::filter::Filter::read(std::path::Path::new(path)) {
        Ok(f) => (!f.is_empty()).then_some(f),
        Err(e) => {
            eprintln!("ppw: PPW_FILTER {e}; measuring every region");
            None
        }
    }
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
        let fixed = std::env::var("PPW_BUFFER")
            .ok()
            .and_then(|s| s.trim().parse::<usize>().ok());
        let buffer = fixed.unwrap_or(DEFAULT_BUFFER);
        let profile = std::env::var("PPW_MODE").is_ok_and(|m| m.trim() == "profile");
        let (data, heap_min) = data_setting(
            profile,
            std::env::var("PPW_DATA").ok().as_deref(),
            std::env::var("PPW_HEAP").ok().as_deref(),
        );
        Config {
            flush_interval: flush_interval(std::env::var("PPW_FLUSH_INTERVAL").ok().as_deref()),
            profile,
            data,
            heap_min,
            buffer_bytes: buffer,
            buffer_fixed: fixed.is_some(),
            dir: std::env::var_os("PPW_DIR")
                .filter(|d| !d.is_empty())
                .map(PathBuf::from),
            program,
            command,
            callpath_depth: crate::context::depth_setting(
                std::env::var("PPW_CALLPATH_DEPTH").ok().as_deref(),
            ),
            sample_hz: hz_setting(std::env::var("PPW_SAMPLE_HZ").ok().as_deref()),
            filter: filter_setting(std::env::var("PPW_FILTER").ok().as_deref()),
            throttle: throttle_setting(std::env::var("PPW_THROTTLE").ok().as_deref()),
            metrics: metrics_setting(std::env::var("PPW_METRICS").ok().as_deref()),
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
    fn throttle_settings() {
        assert_eq!(throttle_setting(None), Some(DEFAULT_THROTTLE));
        assert_eq!(throttle_setting(Some("off")), None);
        assert_eq!(
            throttle_setting(Some("500:200")),
            Some(Throttle {
                visits: 500,
                ns: 200
            })
        );
        assert_eq!(throttle_setting(Some("x")), Some(DEFAULT_THROTTLE));
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
