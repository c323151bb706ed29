//! The local definitions of one location that events need: id mapping tables (local to
//! global ids, [`IdMap`]) and the piecewise-linear clock correction built from its clock offset
//! records ([`clock_intervals`], [`correct`]), exactly as the OTF2 library applies them.

use crate::consts::{mapping, UNDEFINED_U32};

/// A local-to-global id mapping of one kind.
#[derive(Clone, Debug)]
pub(crate) enum IdMap {
    /// `global = table[local]`.
    Dense(Vec<u64>),
    /// Sorted `(local, global)` pairs.
    Sparse(Vec<(u64, u64)>),
}

impl IdMap {
    /// The global id of `local`; ids the table does not cover stay unchanged (as in OTF2).
    pub(crate) fn map(&self, local: u64) -> u64 {
        match self {
            IdMap::Dense(v) => v.get(local as usize).copied().unwrap_or(local),
            IdMap::Sparse(v) => match v.binary_search_by_key(&local, |p| p.0) {
                Ok(i) => v[i].1,
                Err(_) => local,
            },
        }
    }
}

/// One interval of a location's piecewise-linear clock correction.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct ClockInterval {
    pub(crate) begin: u64,
    pub(crate) end: u64,
    pub(crate) offset: i64,
    pub(crate) slope: f64,
}

/// The local definitions of one location.
#[derive(Clone, Debug, Default)]
pub(crate) struct LocalDefs {
    pub(crate) maps: Vec<Option<IdMap>>,
    /// Clock offset records `(time, offset, standard deviation)` in file order.
    pub(crate) offsets: Vec<(u64, i64, f64)>,
    pub(crate) intervals: Vec<ClockInterval>,
}

impl LocalDefs {
    pub(crate) fn identity() -> LocalDefs {
        LocalDefs {
            maps: vec![None; mapping::COUNT],
            offsets: Vec::new(),
            intervals: Vec::new(),
        }
    }

    /// Map a local id of kind `kind` (a `mapping::*` index) to its global id.
    #[inline]
    pub(crate) fn map(&self, kind: usize, local: u64) -> u64 {
        match self.maps.get(kind) {
            Some(Some(m)) => m.map(local),
            _ => local,
        }
    }

    #[inline]
    pub(crate) fn map32(&self, kind: usize, local: u32) -> u32 {
        if local == UNDEFINED_U32 {
            return local;
        }
        self.map(kind, local as u64) as u32
    }
}

/// Build the correction intervals from clock offset records exactly as OTF2 does: consecutive
/// records form an interval with a linear slope; one record alone corrects nothing; records at
/// non-increasing times are a fault.
pub(crate) fn clock_intervals(offsets: &[(u64, i64, f64)]) -> Result<Vec<ClockInterval>, String> {
    let mut out = Vec::new();
    for w in offsets.windows(2) {
        let (t1, o1, _) = w[0];
        let (t2, o2, _) = w[1];
        if t1 >= t2 {
            return Err(format!(
                "clock offsets at non-increasing times {t1} and {t2}"
            ));
        }
        let slope = (o2.wrapping_sub(o1)) as f64 / (t2 - t1) as f64;
        out.push(ClockInterval {
            begin: t1,
            end: t2,
            offset: o1,
            slope,
        });
    }
    Ok(out)
}

/// Apply the clock correction: `t + o1 + rint(slope * (t - t1))` in the interval that contains
/// `t` (the first for earlier times, the last for later ones). `cursor` remembers the interval
/// of the previous timestamp.
#[inline]
pub(crate) fn correct(intervals: &[ClockInterval], cursor: &mut usize, t: u64) -> u64 {
    if intervals.is_empty() {
        return t;
    }
    // Like OTF2, search forward from the interval of the previous timestamp only (timestamps
    // of a location do not decrease).
    let mut i = (*cursor).min(intervals.len() - 1);
    while i + 1 < intervals.len() && t > intervals[i].end {
        i += 1;
    }
    *cursor = i;
    let iv = &intervals[i];
    let diff = if t >= iv.begin {
        (t - iv.begin) as f64
    } else {
        -((iv.begin - t) as f64)
    };
    let off = iv
        .offset
        .wrapping_add((iv.slope * diff).round_ties_even() as i64);
    t.wrapping_add(off as u64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn correction_matches_the_interpolation_formula() {
        let offs = [(1000u64, -208i64, 0.0), (5000u64, 65i64, 0.0)];
        let iv = clock_intervals(&offs).unwrap();
        let mut cur = 0;
        let f = |t: u64| {
            let o1 = -208f64;
            let slope = (65.0 - o1) / 4000.0;
            (t as f64 + o1 + (slope * (t as f64 - 1000.0)).round_ties_even()) as u64
        };
        for t in [1000u64, 1001, 3000, 4999, 5000, 9000] {
            assert_eq!(correct(&iv, &mut cur, t), f(t), "t={t}");
        }
        // Before the first interval: extrapolated backwards.
        let mut cur = 0;
        assert_eq!(correct(&iv, &mut cur, 500), f(500));
        // One offset record corrects nothing.
        assert!(clock_intervals(&offs[..1]).unwrap().is_empty());
    }

    #[test]
    fn id_maps() {
        let d = IdMap::Dense(vec![5, 6, 7]);
        assert_eq!(d.map(1), 6);
        assert_eq!(d.map(9), 9);
        let s = IdMap::Sparse(vec![(2, 20), (8, 80)]);
        assert_eq!(s.map(8), 80);
        assert_eq!(s.map(3), 3);
    }
}
