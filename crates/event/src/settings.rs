//! The measurement's settings: every `PPW_*` variable the runtime reads, in one table (name,
//! `ppw run` option, accepted values, default, meaning) with one parser per setting.
//!
//! Shared by `ppw run`, which refuses a bad value (from an option or from the user's
//! environment) before the program starts, and by the runtime, which, given a bad value by
//! hand, warns once, records a note in the rank file and uses the default: both accept exactly
//! the same values. Every number has a range, so that no setting can make the runtime panic
//! or allocate absurd sizes. An empty value is the same as an unset one.

use std::path::PathBuf;
use std::time::Duration;

/// One setting: what the docs and the error messages say about it.
#[derive(Clone, Copy, Debug)]
pub struct Setting {
    /// The environment variable (`PPW_BUFFER`).
    pub name: &'static str,
    /// The `ppw run` option that sets it, if any (`--buffer`).
    pub flag: Option<&'static str>,
    /// The values accepted (named in every error message).
    pub accepted: &'static str,
    /// What an unset (or empty) variable means.
    pub default: &'static str,
    /// What it does.
    pub help: &'static str,
    check: fn(&str) -> Result<(), String>,
}

impl Setting {
    /// Check a value as the runtime would read it: Err names the variable, the value and what
    /// is accepted.
    pub fn check(&self, value: &str) -> Result<(), String> {
        self.check_given(value, false)
    }

    /// [`Setting::check`] of a value given by the setting's `ppw run` option (`by_option`),
    /// which the message then names (`--buffer 1 (PPW_BUFFER): too small; accepted: ...`).
    pub fn check_given(&self, value: &str, by_option: bool) -> Result<(), String> {
        let v = value.trim();
        if v.is_empty() {
            return Ok(());
        }
        (self.check)(v).map_err(|why| self.error(value, &why, by_option))
    }

    fn error(&self, value: &str, why: &str, by_option: bool) -> String {
        let label = match self.flag {
            Some(flag) if by_option => format!("{flag} {} ({})", shown(value), self.name),
            _ => format!("{}={}", self.name, shown(value)),
        };
        format!("{label}: {why}; accepted: {}", self.accepted)
    }
}

/// A value as an error message shows it: quoted if it has spaces or is empty, and cut to 80
/// characters (a value can be a whole file by mistake).
fn shown(value: &str) -> String {
    let mut v: String = value.chars().take(80).collect();
    if v.len() < value.len() {
        v.push('…');
    }
    if v.is_empty() || v.contains(char::is_whitespace) {
        format!("{v:?}")
    } else {
        v
    }
}

/// A setting with its typed parser.
#[derive(Clone, Copy, Debug)]
pub struct Var<T: 'static> {
    /// The table row.
    pub setting: Setting,
    parse: fn(&str) -> Result<T, String>,
}

impl<T> Var<T> {
    /// The variable's name.
    pub fn name(&self) -> &'static str {
        self.setting.name
    }

    /// Parse a value: `Ok(None)` if it is empty (unset), Err naming the variable, the value and
    /// what is accepted.
    pub fn parse(&self, value: &str) -> Result<Option<T>, String> {
        let v = value.trim();
        if v.is_empty() {
            return Ok(None);
        }
        (self.parse)(v)
            .map(Some)
            .map_err(|why| self.setting.error(value, &why, false))
    }
}

macro_rules! settings {
    ($(
        $(#[$doc:meta])*
        $konst:ident: $ty:ty = $parse:path {
            name: $name:literal,
            flag: $flag:expr,
            accepted: $accepted:expr,
            default: $default:expr,
            help: $help:expr $(,)?
        }
    )*) => {
        $(
            $(#[$doc])*
            pub const $konst: Var<$ty> = Var {
                setting: Setting {
                    name: $name,
                    flag: $flag,
                    accepted: $accepted,
                    default: $default,
                    help: $help,
                    check: |v| $parse(v).map(drop),
                },
                parse: $parse,
            };
        )*
        /// Every setting, in the order of the docs.
        pub const SETTINGS: &[Setting] = &[$($konst.setting),*];
    };
}

/// Default initial trace buffer per thread (it grows with the event rate unless `PPW_BUFFER`
/// fixes it).
pub const DEFAULT_BUFFER: u64 = 4 << 20;
/// Smallest `PPW_BUFFER`: a buffer holds at least this (four times the slack the runtime keeps
/// for one call's records).
pub const MIN_BUFFER: u64 = 256 << 10;
/// Largest `PPW_BUFFER` (each thread holds the buffer and a spare of the same size).
pub const MAX_BUFFER: u64 = 1 << 30;
/// Default seconds between the flushes the timer asks for.
pub const DEFAULT_FLUSH_INTERVAL: Duration = Duration::from_secs(2);
/// Shortest `PPW_FLUSH_INTERVAL` (seconds).
pub const MIN_FLUSH_INTERVAL: f64 = 0.01;
/// Longest `PPW_FLUSH_INTERVAL` (seconds): one day.
pub const MAX_FLUSH_INTERVAL: f64 = 86_400.0;
/// Default frames of calling context.
pub const DEFAULT_CALLPATH_DEPTH: u32 = 48;
/// Most frames of calling context.
pub const MAX_CALLPATH_DEPTH: u32 = 1024;
/// Default program-counter samples per second of CPU time.
pub const DEFAULT_SAMPLE_HZ: u32 = 100;
/// Most program-counter samples per second of CPU time.
pub const MAX_SAMPLE_HZ: u32 = 10_000;
/// Default throttling of user regions and instrumented functions.
pub const DEFAULT_THROTTLE: Throttle = Throttle {
    visits: 100_000,
    ns: 1_000,
};
/// Default smallest heap block recorded.
pub const DEFAULT_HEAP_MIN: u64 = 1024;

/// `PPW_THROTTLE`: a user region or instrumented function is switched off on a thread once it
/// has had `visits` visits of less than `ns` nanoseconds each on average.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Throttle {
    /// Visits before the decision.
    pub visits: u64,
    /// Average visit length below which the region is switched off.
    pub ns: u64,
}

settings! {
    /// `PPW_DIR`: the experiment directory.
    DIR: PathBuf = parse_dir {
        name: "PPW_DIR",
        flag: Some("-o"),
        accepted: "a directory path",
        default: "`./ppw-<program>-<unix time>`, chosen by rank 0",
        help: "the experiment directory (`ppw run` without `-o` uses the user's `PPW_DIR`); \
               `ppw run` refuses one that already holds an experiment or rank files \
               (`ppw.json` or `*.ppw` files)",
    }
    /// `PPW_MODE`: trace or profile.
    MODE: crate::Mode = parse_mode {
        name: "PPW_MODE",
        flag: Some("--trace, --profile"),
        accepted: "trace or profile",
        default: "trace",
        help: "what is recorded: event traces, or call-path profiles only",
    }
    /// `PPW_BUFFER`: the trace buffer per thread in bytes, fixed.
    BUFFER: u64 = parse_buffer {
        name: "PPW_BUFFER",
        flag: Some("--buffer"),
        accepted: "bytes, from 262144 (256 KiB) to 1073741824 (1 GiB)",
        default: "4 MiB, doubling up to 64 MiB while the thread flushes more often than once \
                  a second",
        help: "trace buffer per thread in bytes, fixed; each thread also has a spare of the \
               same size (see \"Modes, buffers, threads\")",
    }
    /// `PPW_FLUSH_INTERVAL`: seconds between the timer's flushes (None: no timer).
    FLUSH_INTERVAL: Option<Duration> = parse_flush_interval {
        name: "PPW_FLUSH_INTERVAL",
        flag: None,
        accepted: "seconds from 0.01 to 86400 (fractions allowed), or 0 or off",
        default: "2",
        help: "trace mode: seconds between the flushes the timer asks for; `0` or `off`: \
               only when a buffer is full and at the end",
    }
    /// `PPW_CALLPATH_DEPTH`: frames of calling context per wrapped call.
    CALLPATH_DEPTH: u32 = parse_callpath_depth {
        name: "PPW_CALLPATH_DEPTH",
        flag: Some("--callpath-depth"),
        accepted: "a whole number from 0 to 1024",
        default: "48",
        help: "frames of calling context recorded per wrapped call, the calling function's \
               first; `0`: the call site only",
    }
    /// `PPW_SAMPLE_HZ`: program-counter samples per second of CPU time (0: none).
    SAMPLE_HZ: u32 = parse_sample_hz {
        name: "PPW_SAMPLE_HZ",
        flag: Some("--sample-hz"),
        accepted: "a whole number from 0 to 10000",
        default: "100",
        help: "trace mode: program-counter samples per second of the main thread's CPU time \
               (`0`: none), taken with a `CLOCK_THREAD_CPUTIME_ID` timer and SIGPROF \
               (src/sampling.rs). A program that installs its own SIGPROF handler replaces \
               ppw's (its handler then gets ppw's timer signals: set `PPW_SAMPLE_HZ=0` for \
               such programs)",
    }
    /// `PPW_FILTER`: the region filter file.
    FILTER: PathBuf = parse_path {
        name: "PPW_FILTER",
        flag: Some("--filter"),
        accepted: "a filter file in Score-P's syntax",
        default: "none: every region is recorded",
        help: "user regions and `-finstrument-functions` functions the filter excludes are not \
               recorded (see \"Selective measurement\"). `ppw run` reads and checks the file, \
               stores the copy it checked in the experiment (`filter.txt`) and points the \
               ranks at that copy; a rank that cannot read its filter measures every region \
               and says so in its rank file (the experiment is then incomplete)",
    }
    /// `PPW_THROTTLE`: throttling of short, frequent regions (None: off).
    THROTTLE: Option<Throttle> = parse_throttle {
        name: "PPW_THROTTLE",
        flag: Some("--throttle"),
        accepted: "VISITS:NS (VISITS at least 1), or off",
        default: "100000:1000",
        help: "a user region or instrumented function is switched off on a thread once it \
               has had VISITS visits of less than NS ns each on average; `off`: never",
    }
    /// `PPW_METRICS`: the performance counters read per region.
    METRICS: Vec<&'static crate::counters::CounterKind> = parse_metrics {
        name: "PPW_METRICS",
        flag: Some("--metrics"),
        accepted: "counter names, comma-separated, at most 8 (`cycles`, `instructions`, \
                   `page-faults`, ...)",
        default: "none",
        help: "performance counters read per region (trace mode: COUNTERS records; profile \
               mode: per call-path node, a PROFILE_COUNTERS block; `src/counters.rs`, \
               docs/ANALYSIS.md \"Performance counters\")",
    }
    /// `PPW_DATA`: record message buffer addresses (trace mode).
    DATA: bool = parse_switch {
        name: "PPW_DATA",
        flag: None,
        accepted: "on or off (also 1, 0, yes, no)",
        default: "on",
        help: "trace mode: record each message's and transfer's local buffer address, for \
               the data-structure results; `off`: no BUFFER records",
    }
    /// `PPW_HEAP`: smallest heap block recorded (None: off).
    HEAP: Option<u64> = parse_heap {
        name: "PPW_HEAP",
        flag: Some("--heap"),
        accepted: "bytes, at least 1, or off (also 0)",
        default: "1024",
        help: "trace mode with `PPW_DATA`: heap blocks of at least this many bytes are \
               recorded with their allocation site (`c/ppw_heap.c` wraps `malloc`, `calloc`, \
               `realloc`, `free`, `posix_memalign`, `aligned_alloc`, `memalign`; the \
               wrappers of `MPI_Alloc_mem` and of OpenSHMEM's symmetric allocators record \
               their blocks at any size); `off`: none",
    }
    /// `PPW_RUN_ID`: the run's id, written into every rank file's header.
    RUN_ID: u64 = parse_run_id {
        name: "PPW_RUN_ID",
        flag: None,
        accepted: "16 hexadecimal digits, not all zero",
        default: "none (rank files carry 0)",
        help: "set by `ppw run` (a fresh random id per run, also in `ppw.json`): readers skip \
               rank files of another run (docs/FORMAT.md)",
    }
    /// `PPW_CAF_STATIC`: how statements of a statically linked OpenCoarrays are seen (true:
    /// derived from its MPI calls; false: detours into its functions).
    CAF_STATIC: bool = parse_caf_static {
        name: "PPW_CAF_STATIC",
        flag: None,
        accepted: "detour or derive",
        default: "detour",
        help: "a coarray program linked statically against OpenCoarrays: `detour` sends its \
               `_gfortran_caf_*` functions through the wrappers the shared library gets \
               (their first instructions replaced by a jump; functions that cannot be patched \
               are derived); `derive` derives every statement from OpenCoarrays' MPI calls \
               (crates/runtime/README.md, \"Coarray Fortran\")",
    }
    /// `PPW_GASP_THROTTLE`: throttling of GASP events (false: every event recorded).
    GASP_THROTTLE: bool = parse_on_off {
        name: "PPW_GASP_THROTTLE",
        flag: None,
        accepted: "on or off (also 1, 0)",
        default: "on",
        help: "`off`: record every GASP event (no throttling, see \"UPC (GASP)\")",
    }
    /// `PPW_GASP_THROTTLE_COUNT`: GASP events per (event, source position) before throttling
    /// is decided.
    GASP_THROTTLE_COUNT: u64 = parse_count {
        name: "PPW_GASP_THROTTLE_COUNT",
        flag: None,
        accepted: "a whole number",
        default: "1000",
        help: "GASP events recorded per (event, source position) before throttling is \
               decided (read by `c/ppw_gasp.c`)",
    }
    /// `PPW_GASP_THROTTLE_NS`: a GASP event shorter than this is "short" for throttling.
    GASP_THROTTLE_NS: u64 = parse_count {
        name: "PPW_GASP_THROTTLE_NS",
        flag: None,
        accepted: "a whole number",
        default: "1000",
        help: "a GASP event shorter than this many ns is \"short\" for throttling (read by \
               `c/ppw_gasp.c`)",
    }
}

/// The setting named `name`.
pub fn lookup(name: &str) -> Option<&'static Setting> {
    SETTINGS.iter().find(|s| s.name == name)
}

/// The settings as a Markdown table (the one in `crates/runtime/README.md`, "Environment").
pub fn markdown() -> String {
    let mut out = String::from(
        "| variable | `ppw run` option | accepted | default | meaning |\n|---|---|---|---|---|\n",
    );
    for s in SETTINGS {
        out.push_str(&format!(
            "| `{}` | {} | {} | {} | {} |\n",
            s.name,
            s.flag.map_or("—".to_string(), |f| {
                f.split(", ")
                    .map(|f| format!("`{f}`"))
                    .collect::<Vec<_>>()
                    .join(", ")
            }),
            s.accepted,
            s.default,
            s.help
        ));
    }
    out
}

fn parse_dir(v: &str) -> Result<PathBuf, String> {
    Ok(PathBuf::from(v))
}

fn parse_path(v: &str) -> Result<PathBuf, String> {
    Ok(PathBuf::from(v))
}

fn parse_mode(v: &str) -> Result<crate::Mode, String> {
    match v {
        "trace" => Ok(crate::Mode::Trace),
        "profile" => Ok(crate::Mode::Profile),
        _ => Err("not a mode".into()),
    }
}

/// A whole number in `lo..=hi`.
fn whole(v: &str, lo: u64, hi: u64) -> Result<u64, String> {
    let n: u64 = v.parse().map_err(|_| {
        if v.starts_with('-') && v[1..].bytes().all(|b| b.is_ascii_digit()) {
            "negative".to_string()
        } else if !v.is_empty() && v.bytes().all(|b| b.is_ascii_digit()) {
            "too large".to_string()
        } else {
            "not a whole number".to_string()
        }
    })?;
    if n < lo {
        return Err("too small".into());
    }
    if n > hi {
        return Err("too large".into());
    }
    Ok(n)
}

fn parse_buffer(v: &str) -> Result<u64, String> {
    whole(v, MIN_BUFFER, MAX_BUFFER)
}

fn parse_flush_interval(v: &str) -> Result<Option<Duration>, String> {
    if v == "off" {
        return Ok(None);
    }
    let secs: f64 = v.parse().map_err(|_| "not a number".to_string())?;
    if !secs.is_finite() {
        return Err("not a finite number".into());
    }
    if secs == 0.0 {
        return Ok(None);
    }
    if secs < 0.0 {
        return Err("negative".into());
    }
    if secs < MIN_FLUSH_INTERVAL {
        return Err("too small".into());
    }
    if secs > MAX_FLUSH_INTERVAL {
        return Err("too large".into());
    }
    Ok(Some(Duration::from_secs_f64(secs)))
}

fn parse_callpath_depth(v: &str) -> Result<u32, String> {
    whole(v, 0, MAX_CALLPATH_DEPTH as u64).map(|n| n as u32)
}

fn parse_sample_hz(v: &str) -> Result<u32, String> {
    whole(v, 0, MAX_SAMPLE_HZ as u64).map(|n| n as u32)
}

fn parse_throttle(v: &str) -> Result<Option<Throttle>, String> {
    if v == "off" || v == "0" {
        return Ok(None);
    }
    let (a, b) = v.split_once(':').ok_or("not VISITS:NS")?;
    Ok(Some(Throttle {
        visits: whole(a.trim(), 1, u64::MAX).map_err(|e| format!("VISITS {e}"))?,
        ns: whole(b.trim(), 0, u64::MAX).map_err(|e| format!("NS {e}"))?,
    }))
}

fn parse_metrics(v: &str) -> Result<Vec<&'static crate::counters::CounterKind>, String> {
    crate::counters::parse_list(v)
}

fn parse_switch(v: &str) -> Result<bool, String> {
    match v {
        "on" | "1" | "yes" => Ok(true),
        "off" | "0" | "no" => Ok(false),
        _ => Err("neither on nor off".into()),
    }
}

/// `PPW_GASP_THROTTLE`, as `c/ppw_gasp.c` reads it (`off` and `0` switch throttling off).
fn parse_on_off(v: &str) -> Result<bool, String> {
    match v {
        "on" | "1" => Ok(true),
        "off" | "0" => Ok(false),
        _ => Err("neither on nor off".into()),
    }
}

fn parse_caf_static(v: &str) -> Result<bool, String> {
    match v {
        "detour" => Ok(false),
        "derive" => Ok(true),
        _ => Err("neither detour nor derive".into()),
    }
}

fn parse_heap(v: &str) -> Result<Option<u64>, String> {
    if v == "off" || v == "0" {
        return Ok(None);
    }
    whole(v, 1, u64::MAX).map(Some)
}

fn parse_run_id(v: &str) -> Result<u64, String> {
    if v.len() != 16 || !v.bytes().all(|b| b.is_ascii_hexdigit()) {
        return Err("not 16 hexadecimal digits".into());
    }
    match u64::from_str_radix(v, 16) {
        Ok(0) | Err(_) => Err("zero".into()),
        Ok(n) => Ok(n),
    }
}

fn parse_count(v: &str) -> Result<u64, String> {
    whole(v, 0, u64::MAX)
}

/// A run id as `PPW_RUN_ID` and the manifest spell it: 16 lower-case hexadecimal digits.
pub fn run_id_text(id: u64) -> String {
    format!("{id:016x}")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every value the issue found silently replaced (or fatal) is refused, with a message
    /// that names the variable, the value and the accepted range.
    #[test]
    fn bad_values_are_refused_with_the_range() {
        let cases: &[(&Setting, &str, &str)] = &[
            (&BUFFER.setting, "99999999999", "too large"),
            (&BUFFER.setting, "-1", "negative"),
            (&BUFFER.setting, "1000", "too small"),
            (&BUFFER.setting, "4M", "not a whole number"),
            (&FLUSH_INTERVAL.setting, "1e30", "too large"),
            (&FLUSH_INTERVAL.setting, "soon", "not a number"),
            (&FLUSH_INTERVAL.setting, "-1", "negative"),
            (&FLUSH_INTERVAL.setting, "inf", "not a finite number"),
            (&FLUSH_INTERVAL.setting, "NaN", "not a finite number"),
            (&FLUSH_INTERVAL.setting, "0.001", "too small"),
            (&SAMPLE_HZ.setting, "1e9", "not a whole number"),
            (&SAMPLE_HZ.setting, "1000000000", "too large"),
            (&CALLPATH_DEPTH.setting, "-5", "negative"),
            (
                &CALLPATH_DEPTH.setting,
                "99999999999999999999999",
                "too large",
            ),
            (&MODE.setting, "garbage", "not a mode"),
            (&DATA.setting, "garbage", "neither on nor off"),
            (&HEAP.setting, "-3", "negative"),
            (&THROTTLE.setting, "0:5", "VISITS too small"),
            (&THROTTLE.setting, "x", "not VISITS:NS"),
            (&METRICS.setting, "cycles,bogus", "unknown counter `bogus`"),
            (&RUN_ID.setting, "0000000000000000", "zero"),
            (&RUN_ID.setting, "xyz", "not 16 hexadecimal digits"),
            (&GASP_THROTTLE_COUNT.setting, "many", "not a whole number"),
        ];
        for (s, v, why) in cases {
            let e = s.check(v).unwrap_err();
            // (The counter message goes on with the known names.)
            assert!(e.starts_with(&format!("{}={v}: {why}", s.name)), "{e}");
            assert!(e.ends_with(&format!("; accepted: {}", s.accepted)), "{e}");
        }
    }

    #[test]
    fn good_values_parse_and_empty_is_unset() {
        assert_eq!(BUFFER.parse(" 262144 "), Ok(Some(262144)));
        assert_eq!(BUFFER.parse(""), Ok(None));
        assert_eq!(BUFFER.parse("  "), Ok(None));
        assert_eq!(
            FLUSH_INTERVAL.parse("0.5"),
            Ok(Some(Some(Duration::from_millis(500))))
        );
        assert_eq!(
            FLUSH_INTERVAL.parse("86400"),
            Ok(Some(Some(Duration::from_secs(86400))))
        );
        assert_eq!(FLUSH_INTERVAL.parse("0"), Ok(Some(None)));
        assert_eq!(FLUSH_INTERVAL.parse("off"), Ok(Some(None)));
        assert_eq!(CALLPATH_DEPTH.parse("1024"), Ok(Some(1024)));
        assert!(CALLPATH_DEPTH.parse("1025").is_err());
        assert_eq!(SAMPLE_HZ.parse("0"), Ok(Some(0)));
        assert_eq!(MODE.parse("profile"), Ok(Some(crate::Mode::Profile)));
        assert_eq!(DATA.parse("off"), Ok(Some(false)));
        assert_eq!(DATA.parse("on"), Ok(Some(true)));
        assert_eq!(HEAP.parse("off"), Ok(Some(None)));
        assert_eq!(HEAP.parse("0"), Ok(Some(None)));
        assert_eq!(HEAP.parse("64"), Ok(Some(Some(64))));
        assert_eq!(
            THROTTLE.parse("500:200"),
            Ok(Some(Some(Throttle {
                visits: 500,
                ns: 200
            })))
        );
        assert_eq!(THROTTLE.parse("off"), Ok(Some(None)));
        assert_eq!(
            METRICS.parse("cycles").map(|m| m.map(|m| m.len())),
            Ok(Some(1))
        );
        assert_eq!(RUN_ID.parse("00000000000000ff"), Ok(Some(255)));
        assert_eq!(run_id_text(255), "00000000000000ff");
    }

    #[test]
    fn long_values_are_cut_in_messages() {
        let v = "9".repeat(1000);
        let e = BUFFER.setting.check(&v).unwrap_err();
        assert!(e.len() < 200, "{e}");
        assert!(
            e.starts_with(&format!("PPW_BUFFER={}…", "9".repeat(80))),
            "{e}"
        );
    }

    #[test]
    fn the_table_has_every_setting_once() {
        let mut names: Vec<&str> = SETTINGS.iter().map(|s| s.name).collect();
        names.sort();
        names.dedup();
        assert_eq!(names.len(), SETTINGS.len());
        assert_eq!(lookup("PPW_BUFFER").unwrap().flag, Some("--buffer"));
        assert!(markdown().contains("| `PPW_FLUSH_INTERVAL` | — |"));
    }
}
