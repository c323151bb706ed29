//! The runtime's settings: read from the environment (every `PPW_*` variable of
//! `ppw_event::settings`: `PPW_MODE`, `PPW_BUFFER`, `PPW_DIR`, `PPW_FLUSH_INTERVAL`,
//! `PPW_CALLPATH_DEPTH`, `PPW_SAMPLE_HZ`, `PPW_FILTER`, `PPW_THROTTLE`, `PPW_METRICS`,
//! `PPW_DATA`, `PPW_HEAP`, `PPW_RUN_ID`) and from `/proc/self/cmdline` once, on first use. A bad
//! value (`ppw run` refuses them; set by hand they get here) is never fatal: it becomes a
//! warning, printed and recorded in the rank file when it is created, and the default is used.

use ppw_event::settings::{self, Var};
use std::path::PathBuf;
use std::sync::OnceLock;
use std::time::Duration;

pub(crate) use ppw_event::settings::Throttle;

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
    /// minimum; default [`settings::DEFAULT_HEAP_MIN`]).
    pub(crate) heap_min: Option<u64>,
    /// A statically linked OpenCoarrays' statements are derived from its MPI calls, not
    /// detoured (`PPW_CAF_STATIC=derive`).
    pub(crate) caf_derive: bool,
    /// The run's id (`PPW_RUN_ID`, set by `ppw run`; 0: none), in the rank file's header.
    pub(crate) run_id: u64,
    /// What was wrong with the settings (a bad value, an unreadable filter): printed and
    /// written as notes when the rank file is created.
    pub(crate) warnings: Vec<String>,
}

/// Reads the settings from an environment (a function, so that tests need not change the
/// process' own) and collects what was wrong with them.
struct Reader<'a> {
    env: &'a dyn Fn(&str) -> Option<String>,
    warnings: Vec<String>,
}

impl Reader<'_> {
    /// The setting's value; None if unset, empty or bad (then with a warning).
    fn get<T>(&mut self, var: &Var<T>) -> Option<T> {
        let raw = (self.env)(var.name())?;
        match var.parse(&raw) {
            Ok(v) => v,
            Err(e) => {
                self.warnings
                    .push(format!("{e}; using the default ({})", var.setting.default));
                None
            }
        }
    }
}

/// The settings of environment `env` (a variable's value, if set) for `program`.
fn read(env: &dyn Fn(&str) -> Option<String>, program: String, command: Vec<String>) -> Config {
    let mut r = Reader {
        env,
        warnings: Vec::new(),
    };
    let profile = r.get(&settings::MODE) == Some(ppw_event::Mode::Profile);
    let fixed = r.get(&settings::BUFFER);
    let data = r.get(&settings::DATA);
    let data = !profile && data.unwrap_or(true);
    let heap = r.get(&settings::HEAP);
    let heap_min = match heap {
        _ if !data => None,
        Some(h) => h,
        None => Some(settings::DEFAULT_HEAP_MIN),
    };
    let filter = r.get(&settings::FILTER).and_then(|p| {
        filter_setting(&p).unwrap_or_else(|e| {
            // `e` names the file (`PATH: why`, or `PATH, line N: why`).
            r.warnings
                .push(format!("PPW_FILTER {e}; measuring every region"));
            None
        })
    });
    Config {
        profile,
        // Within `settings::MAX_BUFFER`, so it fits a usize.
        buffer_bytes: fixed.unwrap_or(settings::DEFAULT_BUFFER) as usize,
        buffer_fixed: fixed.is_some(),
        flush_interval: r
            .get(&settings::FLUSH_INTERVAL)
            .unwrap_or(Some(settings::DEFAULT_FLUSH_INTERVAL)),
        dir: r.get(&settings::DIR),
        program,
        command,
        callpath_depth: r
            .get(&settings::CALLPATH_DEPTH)
            .unwrap_or(settings::DEFAULT_CALLPATH_DEPTH),
        sample_hz: r
            .get(&settings::SAMPLE_HZ)
            .unwrap_or(settings::DEFAULT_SAMPLE_HZ),
        filter,
        throttle: r
            .get(&settings::THROTTLE)
            .unwrap_or(Some(settings::DEFAULT_THROTTLE)),
        metrics: r.get(&settings::METRICS).unwrap_or_default(),
        data,
        heap_min,
        caf_derive: r.get(&settings::CAF_STATIC).unwrap_or(false),
        run_id: r.get(&settings::RUN_ID).unwrap_or(0),
        warnings: r.warnings,
    }
}

/// `PPW_FILTER`: the filter file, parsed (None if it has no region rules); Err says why it
/// cannot be used. At most `ppw_event::filter::MAX_SETTINGS_FILE` bytes are read (`ppw run`
/// refuses larger files; `/dev/zero` is refused, not read until memory runs out).
fn filter_setting(path: &std::path::Path) -> Result<Option<ppw_event::filter::Filter>, String> {
    let f = ppw_event::filter::Filter::read(path)?;
    Ok((!f.is_empty()).then_some(f))
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
        let env = |name: &str| std::env::var_os(name).map(|v| v.to_string_lossy().into_owned());
        read(&env, program, command)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn with(vars: &[(&str, &str)]) -> Config {
        let env = |name: &str| {
            vars.iter()
                .find(|(k, _)| *k == name)
                .map(|(_, v)| v.to_string())
        };
        read(&env, "app".into(), Vec::new())
    }

    #[test]
    fn defaults_without_settings() {
        let c = with(&[]);
        assert!(!c.profile);
        assert_eq!(c.buffer_bytes, 4 << 20);
        assert!(!c.buffer_fixed);
        assert_eq!(c.flush_interval, Some(Duration::from_secs(2)));
        assert_eq!(c.callpath_depth, 48);
        assert_eq!(c.sample_hz, 100);
        assert_eq!(
            c.throttle,
            Some(Throttle {
                visits: 100_000,
                ns: 1_000
            })
        );
        assert!(c.data);
        assert_eq!(c.heap_min, Some(1024));
        assert_eq!(c.run_id, 0);
        assert!(c.warnings.is_empty());
    }

    #[test]
    fn good_settings_are_used() {
        let c = with(&[
            ("PPW_MODE", "profile"),
            ("PPW_BUFFER", " 262144 "),
            ("PPW_FLUSH_INTERVAL", "0.5"),
            ("PPW_CALLPATH_DEPTH", "0"),
            ("PPW_SAMPLE_HZ", "250"),
            ("PPW_THROTTLE", "off"),
            ("PPW_RUN_ID", "00000000000000ff"),
        ]);
        assert!(c.profile);
        assert_eq!((c.buffer_bytes, c.buffer_fixed), (262144, true));
        assert_eq!(c.flush_interval, Some(Duration::from_millis(500)));
        assert_eq!((c.callpath_depth, c.sample_hz), (0, 250));
        assert_eq!(c.throttle, None);
        // Profile mode records no message buffers.
        assert!(!c.data);
        assert_eq!(c.heap_min, None);
        assert_eq!(c.run_id, 255);
        assert!(c.warnings.is_empty(), "{:?}", c.warnings);
        let c = with(&[("PPW_FLUSH_INTERVAL", "off"), ("PPW_HEAP", "off")]);
        assert_eq!((c.flush_interval, c.heap_min), (None, None));
        let c = with(&[("PPW_DATA", "off")]);
        assert_eq!((c.data, c.heap_min), (false, None));
    }

    /// Issue 35, item 8: values that panicked (`PPW_FLUSH_INTERVAL=1e30`), allocated 99 GB
    /// (`PPW_BUFFER=99999999999`) or were silently replaced become one warning each (naming the
    /// variable, the value and the range) and the default.
    #[test]
    fn bad_settings_warn_and_use_the_default() {
        let c = with(&[
            ("PPW_FLUSH_INTERVAL", "1e30"),
            ("PPW_BUFFER", "99999999999"),
            ("PPW_SAMPLE_HZ", "1e9"),
            ("PPW_CALLPATH_DEPTH", "-5"),
            ("PPW_MODE", "garbage"),
            ("PPW_DATA", "garbage"),
            ("PPW_THROTTLE", "x"),
            ("PPW_METRICS", "bogus"),
            ("PPW_HEAP", "-1"),
            ("PPW_RUN_ID", "nope"),
            ("PPW_FILTER", "/nonexistent/ppw-filter"),
        ]);
        assert!(!c.profile);
        assert_eq!((c.buffer_bytes, c.buffer_fixed), (4 << 20, false));
        assert_eq!(c.flush_interval, Some(Duration::from_secs(2)));
        assert_eq!((c.callpath_depth, c.sample_hz), (48, 100));
        assert!(c.data);
        assert_eq!(c.heap_min, Some(1024));
        assert!(c.metrics.is_empty() && c.filter.is_none());
        assert_eq!(c.run_id, 0);
        assert_eq!(c.warnings.len(), 11, "{:#?}", c.warnings);
        assert_eq!(
            c.warnings[0],
            "PPW_MODE=garbage: not a mode; accepted: trace or profile; using the default (trace)"
        );
        assert!(
            c.warnings.iter().any(|w| w.starts_with(
                "PPW_FLUSH_INTERVAL=1e30: too large; accepted: seconds from 0.01 to 86400"
            )),
            "{:#?}",
            c.warnings
        );
        assert!(
            c.warnings.iter().any(|w| w
                .starts_with("PPW_FILTER /nonexistent/ppw-filter: No such file")
                && w.ends_with("; measuring every region")),
            "{:#?}",
            c.warnings
        );
    }
}
