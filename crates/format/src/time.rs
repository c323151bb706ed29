//! A rank's clock: the map from raw timer ticks to nanoseconds on the global (rank 0) clock,
//! built from the rank's TIME_SYNC and CLOCK_OFFSET definitions (see `docs/FORMAT.md`, Time).

/// Maps a rank's raw timer ticks to nanoseconds on the global (rank 0) clock.
#[derive(Clone, Debug)]
pub(crate) struct TimeMap {
    tick0: u64,
    ns0: f64,
    ns_per_tick: f64,
    /// (local ns, offset ns) measurements; interpolated linearly between first and last.
    off0: (f64, f64),
    off_slope: f64,
    epoch: f64,
    /// Integer fast path of [`TimeMap::ns`] (set by [`TimeMap::set_epoch`]): the map is affine
    /// in the ticks, ns = (fx_base + (ticks - tick0) * fx_mult) / 2^64, rounded, for
    /// |ticks - tick0| <= fx_max_d (beyond that the float path is used).
    fx_base: i128,
    fx_mult: i128,
    fx_max_d: u128,
    /// ns per tick * 2^64, for durations.
    fx_dur: u128,
}

/// 2^64 as f64.
const TWO64: f64 = 18_446_744_073_709_551_616.0;

impl TimeMap {
    pub(crate) fn new(
        sync: &[(u64, u64)],
        offsets: &[(u64, i64, u64)],
    ) -> (TimeMap, Option<String>) {
        let mut warn = None;
        let (tick0, ns0, ns_per_tick) = match (sync.first(), sync.last()) {
            (Some(a), Some(b)) if b.0 > a.0 && b.1 > a.1 => {
                (a.0, a.1 as f64, (b.1 - a.1) as f64 / (b.0 - a.0) as f64)
            }
            (Some(a), _) => {
                warn = Some("only one timer calibration point; assuming a 1 GHz timer".to_string());
                (a.0, a.1 as f64, 1.0)
            }
            _ => {
                warn = Some("no timer calibration; timestamps are raw".to_string());
                (0, 0.0, 1.0)
            }
        };
        let (off0, off_slope) = match (offsets.first(), offsets.last()) {
            // Offsets are any i64 (damage included): their difference is taken in f64.
            (Some(a), Some(b)) if b.0 > a.0 => (
                (a.0 as f64, a.1 as f64),
                (b.1 as f64 - a.1 as f64) / (b.0 - a.0) as f64,
            ),
            (Some(a), _) => ((a.0 as f64, a.1 as f64), 0.0),
            _ => ((0.0, 0.0), 0.0),
        };
        (
            TimeMap {
                tick0,
                ns0,
                ns_per_tick,
                off0,
                off_slope,
                epoch: 0.0,
                fx_base: 0,
                fx_mult: 0,
                fx_max_d: 0,
                fx_dur: 0,
            }
            .with_epoch(0.0),
            warn,
        )
    }

    /// Set the epoch (global ns that become 0) and precompute the integer fast path.
    fn with_epoch(mut self, epoch: f64) -> TimeMap {
        self.epoch = epoch;
        let slope = self.ns_per_tick * (1.0 + self.off_slope);
        let base = self.global(self.tick0) - epoch;
        let (fb, fm) = (base * TWO64, slope * TWO64);
        // Fixed point only where it is exact enough and cannot overflow: f64 keeps 53 bits of
        // both, far below a nanosecond for any realistic run.
        if slope.is_finite() && slope > 0.0 && fm < 2f64.powi(120) && fb.abs() < 2f64.powi(120) {
            self.fx_base = fb as i128;
            self.fx_mult = fm as i128;
            self.fx_max_d = (1u128 << 125) / (self.fx_mult.max(1) as u128);
        } else {
            self.fx_max_d = 0;
            self.fx_mult = 0;
        }
        let d = self.ns_per_tick * TWO64;
        self.fx_dur = if d.is_finite() && d > 0.0 && d < 2f64.powi(100) {
            d as u128
        } else {
            0
        };
        self
    }

    pub(crate) fn set_epoch(&mut self, epoch: f64) {
        *self = self.clone().with_epoch(epoch);
    }

    /// Global ns (before subtracting the epoch) of a tick value.
    #[inline]
    pub(crate) fn global(&self, ticks: u64) -> f64 {
        let local = self.ns0 + (ticks as f64 - self.tick0 as f64) * self.ns_per_tick;
        local + self.off0.1 + (local - self.off0.0) * self.off_slope
    }

    /// Nanoseconds since the experiment epoch.
    #[inline]
    pub(crate) fn ns(&self, ticks: u64) -> u64 {
        let d = ticks as i128 - self.tick0 as i128;
        if d.unsigned_abs() <= self.fx_max_d {
            // Cannot overflow: |d * fx_mult| <= 2^125 and |fx_base| < 2^120.
            let v = (self.fx_base + d * self.fx_mult + (1i128 << 63)) >> 64;
            return if v <= 0 { 0 } else { v as u64 };
        }
        self.ns_float(ticks)
    }

    /// The float reference of [`TimeMap::ns`] (used outside the fast path's range).
    #[inline(never)]
    fn ns_float(&self, ticks: u64) -> u64 {
        let v = (self.global(ticks) - self.epoch).round();
        if v <= 0.0 {
            0
        } else {
            v as u64
        }
    }

    /// A tick duration in ns.
    #[inline]
    pub(crate) fn dur(&self, ticks: u64) -> u64 {
        if self.fx_dur != 0 {
            if let Some(v) = (ticks as u128).checked_mul(self.fx_dur) {
                return ((v + (1u128 << 63)) >> 64) as u64;
            }
        }
        (ticks as f64 * self.ns_per_tick).round() as u64
    }

    /// Local monotonic ns -> ns since epoch.
    pub(crate) fn mono_ns(&self, mono: u64) -> u64 {
        let local = mono as f64;
        let g = local + self.off0.1 + (local - self.off0.0) * self.off_slope - self.epoch;
        if g <= 0.0 {
            0
        } else {
            g.round() as u64
        }
    }
}

#[cfg(test)]
mod tests {
    use super::TimeMap;

    #[test]
    fn integer_time_map_agrees_with_the_float_one() {
        // A 2.4 GHz TSC, rank clock drifting 3 µs over 100 s, uptime about a day.
        let t0 = 1_234_567_890_123u64;
        let ns0 = 86_400_000_000_000u64;
        let sync = [(t0, ns0), (t0 + 240_000_000_000, ns0 + 100_000_000_017)];
        let offsets = [
            (ns0 + 5, -12_345i64, 900u64),
            (ns0 + 99_999_999_000, -9_345, 800),
        ];
        let (mut m, warn) = TimeMap::new(&sync, &offsets);
        assert!(warn.is_none());
        m.set_epoch(m.global(t0) - 1000.0);
        assert!(m.fx_max_d > 0);
        let mut worst = 0i64;
        for k in 0..100_000u64 {
            let t = t0 - 1_000_000 + k * 2_400_017 + (k * k) % 977;
            let (a, b) = (m.ns(t), m.ns_float(t));
            worst = worst.max((a as i64 - b as i64).abs());
        }
        assert!(worst <= 1, "fast and float paths differ by {worst} ns");
        for d in [0u64, 1, 7, 2_400, 1 << 40] {
            let f = (d as f64 * m.ns_per_tick).round() as u64;
            assert!(m.dur(d).abs_diff(f) <= 1);
        }
        // Before the epoch: clamped to 0 on both paths.
        assert_eq!(m.ns(0), 0);
    }
}
