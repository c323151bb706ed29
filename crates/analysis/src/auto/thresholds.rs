//! The thresholds of the automatic analysis, their defaults, and the config-file format.
//!
//! Every threshold has a stable key (the field name) used in three places: the `thresholds`
//! object of the JSON result, the config file, and the `ppw` command-line flags (`--hotspot`,
//! `--slow-ratio`, ... with `_` written as `-`).
//!
//! The config file (`$XDG_CONFIG_HOME/ppw/config.toml`, else `~/.config/ppw/config.toml`, or
//! `--config FILE`) is a flat subset of TOML: `key = number` lines, `#` comments, blank lines,
//! and an optional `[thresholds]` header:
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

/// Thresholds of the automatic analysis (see `docs/ANALYSIS.md` for each formula).
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
#[serde(default)]
pub struct Thresholds {
    /// Every finding: cost >= this fraction of the total time of all locations ...
    pub min_fraction: f64,
    /// ... and >= this many seconds.
    pub min_seconds: f64,
    /// Bottleneck detection: a call path is a hotspot if its inclusive time summed over ranks
    /// is at least this fraction of the total time.
    pub hotspot: f64,
    /// Baseline filtering: a hotspot operation is slow if its average time is at least this
    /// many times its expected time on this machine.
    pub slow_ratio: f64,
    /// Deviation filtering: variable if the longest visit is at least this many times the
    /// average ...
    pub deviation_max: f64,
    /// ... or the shortest visit at most this fraction of the average.
    pub deviation_min: f64,
    /// Load balance (event and block level): imbalanced if max / average over ranks is at least
    /// this.
    pub imbalance: f64,
    /// Frequency analysis: transfers are small if their mean size is at most this many bytes ...
    pub small_bytes: f64,
    /// ... and frequent if at least this many go to the same peer.
    pub min_transfers: f64,
    /// cpu_bound: a region's exclusive computation time is at least this fraction of its rank's
    /// time ...
    pub cpu_share: f64,
    /// ... and CPU time is at least this fraction of its wall-clock time.
    pub cpu_ratio: f64,
    /// system_time: system CPU time is at least this fraction of a rank's CPU time.
    pub system_share: f64,
}

impl Default for Thresholds {
    fn default() -> Self {
        Thresholds {
            min_fraction: 0.01,
            min_seconds: 0.001,
            hotspot: 0.05,
            slow_ratio: 2.0,
            deviation_max: 3.0,
            deviation_min: 0.1,
            imbalance: 1.3,
            small_bytes: 4096.0,
            min_transfers: 1000.0,
            cpu_share: 0.2,
            cpu_ratio: 0.1,
            system_share: 0.25,
        }
    }
}

/// One threshold's documentation: key, default, meaning.
#[derive(Clone, Debug, PartialEq)]
pub struct ThresholdDoc {
    /// Key (field name, config-file key; the flag is `--` plus the key with `-` for `_`).
    pub key: &'static str,
    /// Default value.
    pub default: f64,
    /// What it controls.
    pub description: &'static str,
}

impl Thresholds {
    /// Every key with its value.
    pub fn values(&self) -> Vec<(&'static str, f64)> {
        vec![
            ("min_fraction", self.min_fraction),
            ("min_seconds", self.min_seconds),
            ("hotspot", self.hotspot),
            ("slow_ratio", self.slow_ratio),
            ("deviation_max", self.deviation_max),
            ("deviation_min", self.deviation_min),
            ("imbalance", self.imbalance),
            ("small_bytes", self.small_bytes),
            ("min_transfers", self.min_transfers),
            ("cpu_share", self.cpu_share),
            ("cpu_ratio", self.cpu_ratio),
            ("system_share", self.system_share),
        ]
    }

    /// Every key with its default and description (for documentation and `--help`).
    pub fn docs() -> Vec<ThresholdDoc> {
        let d = Thresholds::default();
        let text = [
            "every finding: cost as a fraction of the total time of all locations",
            "every finding: cost in seconds",
            "bottleneck detection: share of the total time that makes a call path a hotspot",
            "baseline filtering: average / expected time that makes an operation slow",
            "deviation filtering: longest visit / average that makes an operation variable",
            "deviation filtering: shortest visit / average that makes an operation variable",
            "load balance: max / average over ranks that counts as imbalance",
            "frequency analysis: mean transfer size (bytes) that counts as small",
            "frequency analysis: transfers to one peer that count as many",
            "cpu_bound: share of a rank's time in one region's computation",
            "cpu_bound: CPU time / wall-clock time that counts as computing",
            "system_time: system share of a rank's CPU time",
        ];
        d.values()
            .into_iter()
            .zip(text)
            .map(|((key, default), description)| ThresholdDoc {
                key,
                default,
                description,
            })
            .collect()
    }

    /// Set one threshold by key. Values must be finite and non-negative.
    pub fn set(&mut self, key: &str, value: f64) -> Result<(), String> {
        if !value.is_finite() || value < 0.0 {
            return Err(format!(
                "{key}: {value} is not a finite non-negative number"
            ));
        }
        let slot = match key.replace('-', "_").as_str() {
            "min_fraction" => &mut self.min_fraction,
            "min_seconds" => &mut self.min_seconds,
            "hotspot" => &mut self.hotspot,
            "slow_ratio" => &mut self.slow_ratio,
            "deviation_max" => &mut self.deviation_max,
            "deviation_min" => &mut self.deviation_min,
            "imbalance" => &mut self.imbalance,
            "small_bytes" => &mut self.small_bytes,
            "min_transfers" => &mut self.min_transfers,
            "cpu_share" => &mut self.cpu_share,
            "cpu_ratio" => &mut self.cpu_ratio,
            "system_share" => &mut self.system_share,
            _ => {
                let keys: Vec<&str> = self.values().iter().map(|v| v.0).collect();
                return Err(format!(
                    "unknown threshold `{key}` (known: {})",
                    keys.join(", ")
                ));
            }
        };
        *slot = value;
        Ok(())
    }

    /// Parse a config file (see the module documentation) over the defaults.
    pub fn parse_config(text: &str) -> Result<Thresholds, String> {
        let mut t = Thresholds::default();
        t.apply_config(text)?;
        Ok(t)
    }

    /// Apply a config file's settings to these thresholds.
    pub fn apply_config(&mut self, text: &str) -> Result<(), String> {
        for (n, raw) in text.lines().enumerate() {
            let line = raw.split('#').next().unwrap_or("").trim();
            if line.is_empty() || line == "[thresholds]" {
                continue;
            }
            let err = |m: String| format!("line {}: {m}", n + 1);
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
}
