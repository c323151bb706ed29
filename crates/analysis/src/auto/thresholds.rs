//! The thresholds of the automatic analysis, their defaults, and the config-file format.
//!
//! Every threshold has a stable key (the field name) used in three places: the `thresholds`
//! object of the JSON result, the config file, and the `ppw` command-line flags (`--hotspot`,
//! `--slow-ratio`, ... with `_` written as `-`).
//!
//! The config file (`$XDG_CONFIG_HOME/ppw/config.toml`, else `~/.config/ppw/config.toml`, or
//! `--config FILE`) is a flat subset of TOML: `key = number` lines, `#` comments, blank lines,
//! and an optional `[thresholds]` header; each key at most once, fractions at most 1:
//!
//! ```toml
//! [thresholds]
//! hotspot = 0.10      # only call paths with >= 10% of the time are examined
//! imbalance = 1.5
//! ```
//!
//! ```
//! let t = ppw_analysis::Thresholds::parse_config("hotspot = 0.1\n# note\nimbalance=1.5").unwrap();
//! assert_eq!(t.hotspot, 0.1);
//! assert_eq!(t.imbalance, 1.5);
//! assert_eq!(t.cpu_ratio, ppw_analysis::Thresholds::default().cpu_ratio);
//! ```

use serde::{Deserialize, Serialize};

/// Declares the thresholds once: the struct's fields, their defaults, units and help texts.
/// Everything else (the `Default` impl, [`Thresholds::docs`], [`Thresholds::values`],
/// [`Thresholds::set`], the config-file keys, the `ppw` command-line flags and their help) is
/// derived from this one list.
macro_rules! thresholds {
    ($( $(#[doc = $doc:literal])* $key:ident = $default:literal $unit:literal, $help:literal; )*) => {
        /// Thresholds of the automatic analysis (see `docs/ANALYSIS.md` for each formula).
        #[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
        #[serde(default)]
        pub struct Thresholds {
            $( $(#[doc = $doc])* pub $key: f64, )*
        }

        impl Default for Thresholds {
            fn default() -> Self {
                Thresholds { $( $key: $default, )* }
            }
        }

        /// The registry: every threshold's key, default, unit and help text.
        const REGISTRY: &[ThresholdDoc] = &[
            $( ThresholdDoc {
                key: stringify!($key),
                default: $default,
                unit: $unit,
                description: $help,
            }, )*
        ];

        impl Thresholds {
            /// The value of a key (`-` may stand for `_`).
            fn slot(&mut self, key: &str) -> Option<&mut f64> {
                match key.replace('-', "_").as_str() {
                    $( stringify!($key) => Some(&mut self.$key), )*
                    _ => None,
                }
            }

            /// Every key with its value, in registry order.
            pub fn values(&self) -> Vec<(&'static str, f64)> {
                vec![ $( (stringify!($key), self.$key), )* ]
            }
        }
    };
}

thresholds! {
    /// Every finding: cost >= this fraction of the total time of all locations ...
    min_fraction = 0.01 "fraction", "every finding: cost as a fraction of the total time of all locations";
    /// ... and >= this many seconds.
    min_seconds = 0.001 "seconds", "every finding: cost in seconds";
    /// Bottleneck detection: a call path is a hotspot if its inclusive time summed over ranks
    /// is at least this fraction of the total time.
    hotspot = 0.05 "fraction", "bottleneck detection: share of the total time that makes a call path a hotspot";
    /// Baseline filtering: a hotspot operation is slow if its average time is at least this
    /// many times its expected time on this machine.
    slow_ratio = 2.0 "ratio", "baseline filtering: average / expected time that makes an operation slow";
    /// Deviation filtering: variable if the longest visit is at least this many times the
    /// average ...
    deviation_max = 3.0 "ratio", "deviation filtering: longest visit / average that makes an operation variable";
    /// ... or the shortest visit at most this fraction of the average (at most
    /// `deviation_max`).
    deviation_min = 0.1 "fraction", "deviation filtering: shortest visit / average that makes an operation variable";
    /// Load balance (event and block level): imbalanced if max / average over ranks is at least
    /// this.
    imbalance = 1.3 "ratio", "load balance: max / average over ranks that counts as imbalance";
    /// Frequency analysis: transfers are small if their mean size is at most this many bytes ...
    small_bytes = 4096.0 "bytes", "frequency analysis: mean transfer size (bytes) that counts as small";
    /// ... and frequent if at least this many go to the same peer.
    min_transfers = 1000.0 "count", "frequency analysis: transfers to one peer that count as many";
    /// cpu_bound: a region's exclusive computation time is at least this fraction of its rank's
    /// time ...
    cpu_share = 0.2 "fraction", "cpu_bound: share of a rank's time in one region's computation";
    /// ... and CPU time is at least this fraction of its wall-clock time.
    cpu_ratio = 0.1 "ratio", "cpu_bound: CPU time / wall-clock time that counts as computing";
    /// system_time: system CPU time is at least this fraction of a rank's CPU time.
    system_share = 0.25 "fraction", "system_time: system share of a rank's CPU time";
    /// io_blocking: time in I/O calls whose sampled CPU time is at least this fraction of it is
    /// CPU time in the kernel (system_time), not waiting.
    io_cpu_ratio = 0.5 "ratio", "io_blocking: CPU time / wall-clock time of I/O calls above which they did not block";
    /// system_interference: a rank's run delay (time ready to run, waiting for a CPU) is at
    /// least this fraction of its time between MPI_Init and MPI_Finalize.
    interference_share = 0.1 "fraction", "system_interference: a rank's time waiting for a CPU / its time";
}

/// One threshold's documentation: key, default, unit, meaning.
#[derive(Clone, Debug, PartialEq)]
pub struct ThresholdDoc {
    /// Key (field name, config-file key; the flag is `--` plus the key with `-` for `_`).
    pub key: &'static str,
    /// Default value.
    pub default: f64,
    /// Unit of the value: `fraction`, `ratio`, `seconds`, `bytes` or `count`.
    pub unit: &'static str,
    /// What it controls.
    pub description: &'static str,
}

impl ThresholdDoc {
    /// The command-line flag (`--slow-ratio`).
    pub fn flag(&self) -> String {
        format!("--{}", self.key.replace('_', "-"))
    }
}

impl Thresholds {
    /// Every key with its default, unit and description (for documentation, `--help` and the
    /// command-line flags).
    pub fn docs() -> &'static [ThresholdDoc] {
        REGISTRY
    }

    /// The reference table as Markdown (embedded in `docs/ANALYSIS.md` between
    /// `<!-- thresholds:begin -->` and `<!-- thresholds:end -->`).
    pub fn markdown() -> String {
        let mut s =
            String::from("| key | flag | default | unit | meaning |\n|---|---|---|---|---|\n");
        for d in REGISTRY {
            s.push_str(&format!(
                "| `{}` | `{}` | {} | {} | {} |\n",
                d.key,
                d.flag(),
                d.default,
                d.unit,
                d.description
            ));
        }
        s
    }

    /// Set one threshold by key. Values must be finite and non-negative, fractions at most 1.
    pub fn set(&mut self, key: &str, value: f64) -> Result<(), String> {
        if !value.is_finite() || value < 0.0 {
            return Err(format!(
                "{key}: {value} is not a finite non-negative number"
            ));
        }
        let unit = REGISTRY
            .iter()
            .find(|d| d.key == key.replace('-', "_"))
            .map(|d| d.unit);
        if unit == Some("fraction") && value > 1.0 {
            return Err(format!(
                "{key}: {value} is above 1, and it is a fraction (0.05 means 5%)"
            ));
        }
        match self.slot(key) {
            Some(slot) => {
                *slot = value;
                Ok(())
            }
            None => {
                let keys: Vec<&str> = REGISTRY.iter().map(|d| d.key).collect();
                Err(format!(
                    "unknown threshold `{key}` (known: {})",
                    keys.join(", ")
                ))
            }
        }
    }

    /// Parse a config file (see the module documentation) over the defaults.
    pub fn parse_config(text: &str) -> Result<Thresholds, String> {
        let mut t = Thresholds::default();
        t.apply_config(text)?;
        Ok(t)
    }

    /// The relations between thresholds that no single value shows: `deviation_min` (the
    /// shortest visit's share of the average) must not exceed `deviation_max` (the longest
    /// visit's multiple of it).
    pub fn check(&self) -> Result<(), String> {
        if self.deviation_min > self.deviation_max {
            return Err(format!(
                "deviation_min {} is above deviation_max {}: the shortest visit's share of the \
                 average must be at most the longest visit's multiple of it",
                self.deviation_min, self.deviation_max
            ));
        }
        Ok(())
    }

    /// Apply a config file's settings to these thresholds. A key set twice (TOML forbids
    /// it) and a second `[thresholds]` header are errors, as is anything [`Thresholds::set`]
    /// refuses; [`Thresholds::check`] is left to the caller, after the command-line flags.
    pub fn apply_config(&mut self, text: &str) -> Result<(), String> {
        let mut seen: Vec<(String, usize)> = Vec::new();
        for (n, raw) in text.lines().enumerate() {
            let line = raw.split('#').next().unwrap_or("").trim();
            let err = |m: String| format!("line {}: {m}", n + 1);
            if line.is_empty() {
                continue;
            }
            let key = if line == "[thresholds]" {
                line.to_string()
            } else {
                line.split('=')
                    .next()
                    .unwrap_or("")
                    .trim()
                    .replace('-', "_")
            };
            if let Some((_, first)) = seen.iter().find(|(k, _)| *k == key) {
                return Err(err(format!(
                    "`{key}` again (first on line {first}); a TOML file sets each key and \
                     table once"
                )));
            }
            seen.push((key, n + 1));
            if line == "[thresholds]" {
                continue;
            }
            if line.starts_with('[') {
                return Err(err(format!(
                    "unknown section {line} (only [thresholds] is known)"
                )));
            }
            let Some((k, v)) = line.split_once('=') else {
                return Err(err(format!("expected `key = number`, found `{line}`")));
            };
            let v: f64 = v
                .trim()
                .replace('_', "")
                .parse()
                .map_err(|_| err(format!("`{}` is not a number", v.trim())))?;
            self.set(k.trim(), v).map_err(err)?;
        }
        Ok(())
    }

    /// The config file with every threshold at its current value, commented.
    pub fn to_config(&self) -> String {
        let mut s = String::from("[thresholds]\n");
        for (d, (k, v)) in Thresholds::docs().iter().zip(self.values()) {
            s.push_str(&format!("# {}\n{k} = {v}\n", d.description));
        }
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn config_round_trips_and_rejects_nonsense() {
        let t = Thresholds {
            hotspot: 0.25,
            min_transfers: 50.0,
            ..Default::default()
        };
        assert_eq!(Thresholds::parse_config(&t.to_config()).unwrap(), t);
        let e = Thresholds::parse_config("hotspt = 1").unwrap_err();
        assert!(e.contains("line 1: unknown threshold `hotspt`"), "{e}");
        let e = Thresholds::parse_config("\n[other]\n").unwrap_err();
        assert!(e.contains("line 2"), "{e}");
        assert!(Thresholds::parse_config("imbalance = -1").is_err());
        assert!(Thresholds::parse_config("imbalance = x").is_err());
        assert_eq!(
            Thresholds::parse_config("small-bytes = 1_024 # KiB")
                .unwrap()
                .small_bytes,
            1024.0
        );
        assert_eq!(Thresholds::docs().len(), t.values().len());
    }

    #[test]
    fn duplicate_keys_fractions_above_one_and_crossed_deviations_are_refused() {
        let e = Thresholds::parse_config("hotspot = 0.1\n\n# again\nhotspot=0.2\n").unwrap_err();
        assert_eq!(
            e,
            "line 4: `hotspot` again (first on line 1); a TOML file sets each key and table once"
        );
        let e = Thresholds::parse_config("slow-ratio = 3\nslow_ratio = 4\n").unwrap_err();
        assert!(e.starts_with("line 2: `slow_ratio` again"), "{e}");
        let e = Thresholds::parse_config("[thresholds]\n[thresholds]\n").unwrap_err();
        assert!(e.starts_with("line 2: `[thresholds]` again"), "{e}");
        let e = Thresholds::parse_config("hotspot = 1.5").unwrap_err();
        assert_eq!(
            e,
            "line 1: hotspot: 1.5 is above 1, and it is a fraction (0.05 means 5%)"
        );
        assert!(Thresholds::parse_config("hotspot = 1").is_ok());
        let mut t = Thresholds::default();
        assert!(t.set("min-fraction", 2.0).is_err());
        assert!(t.set("slow_ratio", 20.0).is_ok(), "a ratio may exceed 1");
        t.set("deviation_max", 0.5).unwrap();
        t.set("deviation_min", 0.6).unwrap();
        assert_eq!(
            t.check().unwrap_err(),
            "deviation_min 0.6 is above deviation_max 0.5: the shortest visit's share of the \
             average must be at most the longest visit's multiple of it"
        );
        assert!(Thresholds::default().check().is_ok());
    }
}
