//! The process grid the wavefront analysis reads: the program's largest Cartesian topology
//! (`MPI_Cart_create`), or, when it recorded none, a grid inferred from who exchanges
//! point-to-point messages with whom (NAS LU, SWEEP3D-style codes compute their neighbours
//! with arithmetic and never tell MPI). Also the geometry both this analysis and the topology
//! report use: in which dimension and direction one rank lies from another.

use crate::replay::records::LocData;
use ppw_event::{topology_kind, Defs, Rank};
use std::collections::BTreeMap;

/// A Cartesian grid of world ranks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Grid {
    /// Size of each dimension.
    pub(crate) dims: Vec<u32>,
    /// Whether each dimension wraps around.
    pub(crate) periods: Vec<bool>,
    /// Coordinates per world rank (empty for a rank outside the grid).
    pub(crate) coords: Vec<Vec<u32>>,
    /// Where it comes from ("communicator 'grid'"), or `None` if inferred from the traffic.
    pub(crate) recorded: Option<String>,
}

/// Share of the point-to-point messages that must travel between grid neighbours for an
/// inferred grid to be believed.
const INFER_SHARE: f64 = 0.95;

/// Dimension names in labels and texts (further dimensions are `d3`, `d4`, ...).
const NAMES: [&str; 3] = ["x", "y", "z"];

impl Grid {
    /// The grid of a trace: its largest recorded Cartesian topology with at least two ranks
    /// whose members all recorded their coordinates, else the grid inferred from the messages
    /// the locations received; `None` if neither exists.
    pub(crate) fn of(defs: &Defs, locs: &[LocData]) -> Option<Grid> {
        recorded(defs).or_else(|| infer(defs.ranks, &partners(locs)))
    }

    /// [`Grid::of`] when the message counts per (source, destination) rank pair are known
    /// without the records (summed over the processes of a partitioned analysis); `partners`
    /// is called only when the program recorded no grid.
    pub(crate) fn of_partners(
        defs: &Defs,
        partners: impl FnOnce() -> BTreeMap<(Rank, Rank), u64>,
    ) -> Option<Grid> {
        recorded(defs).or_else(|| infer(defs.ranks, &partners()))
    }

    /// Whether the program recorded its grid (then no message counts are needed).
    pub(crate) fn is_recorded(defs: &Defs) -> bool {
        recorded(defs).is_some()
    }

    /// `(dimension, sign)` of the step from `from` to `to` if they are neighbours (distance 1
    /// in exactly one dimension, around a periodic one too); sign +1 means towards higher
    /// coordinates.
    pub(crate) fn step(&self, from: Rank, to: Rank) -> Option<(usize, i32)> {
        let a = self.coords.get(from as usize)?;
        let b = self.coords.get(to as usize)?;
        if a.is_empty() || b.is_empty() {
            return None;
        }
        let (d, sign) = direction(&self.dims, &self.periods, a, b)?;
        let n = self.dims[d] as i64;
        let delta = (b[d] as i64 - a[d] as i64).rem_euclid(n);
        let dist = if sign > 0 { delta } else { n - delta };
        (dist == 1).then_some((d, sign))
    }

    /// "2x2 process grid of communicator 'grid'", or how it was inferred.
    pub(crate) fn describe(&self) -> String {
        let shape = self
            .dims
            .iter()
            .map(|d| d.to_string())
            .collect::<Vec<_>>()
            .join("x");
        match &self.recorded {
            Some(comm) => format!("{shape} process grid of {comm}"),
            None => format!(
                "{shape} process grid inferred from the message partners (rank = row-major \
                 coordinates, {} is the last)",
                dim_name(self.dims.len().saturating_sub(1))
            ),
        }
    }
}

/// A wavefront finding's detail: the grid, then each sweep direction with its share, from
/// the waiting time per packed sweep code.
pub(crate) fn sweeps_text(grid: &Grid, by_code: &BTreeMap<u32, u64>) -> String {
    let total: u64 = by_code.values().sum();
    let mut v: Vec<(String, u64)> = by_code
        .iter()
        .map(|(&code, &ns)| (sweep_label(&unpack_signs(code, grid.dims.len())), ns))
        .collect();
    v.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    // Directions under half a percent (a rank at the grid's edge, a step between two sweeps)
    // are left out.
    let list: Vec<String> = v
        .iter()
        .filter(|(_, ns)| *ns as f64 * 200.0 >= total as f64)
        .map(|(label, ns)| {
            format!(
                "sweep {label} {:.0}%",
                if total == 0 {
                    0.0
                } else {
                    *ns as f64 * 100.0 / total as f64
                }
            )
        })
        .collect();
    format!(
        "Waiting passed along the wavefront sweeps of the {} (the pipeline fill, and delays \
         a rank passes downstream; the hops from a sweep's origin corner to the far one: {}); \
         by direction: {}.",
        grid.describe(),
        grid.dims.iter().map(|d| d.saturating_sub(1)).sum::<u32>(),
        list.join(", ")
    )
}

/// The name of dimension `d`.
pub(crate) fn dim_name(d: usize) -> String {
    NAMES
        .get(d)
        .map_or_else(|| format!("d{d}"), |s| (*s).to_string())
}

/// A sweep direction from per-dimension signs (0: the sweep does not move along it):
/// "+x-y".
pub(crate) fn sweep_label(signs: &[i32]) -> String {
    let mut s = String::new();
    for (d, &v) in signs.iter().enumerate() {
        if v != 0 {
            s.push(if v > 0 { '+' } else { '-' });
            s.push_str(&dim_name(d));
        }
    }
    if s.is_empty() {
        s.push('?');
    }
    s
}

/// Sweep signs packed into a `u32`: two bits per dimension (1: +, 2: -), up to 16 dimensions.
pub(crate) fn pack_signs(signs: &[i32]) -> u32 {
    signs.iter().take(16).enumerate().fold(0, |acc, (d, &v)| {
        acc | match v.signum() {
            1 => 1 << (2 * d),
            -1 => 2 << (2 * d),
            _ => 0,
        }
    })
}

/// The inverse of [`pack_signs`] for `n` dimensions.
pub(crate) fn unpack_signs(code: u32, n: usize) -> Vec<i32> {
    (0..n.min(16))
        .map(|d| match (code >> (2 * d)) & 3 {
            1 => 1,
            2 => -1,
            _ => 0,
        })
        .collect()
}

/// The dimension and direction (+1: towards higher coordinates) in which `to` lies from
/// `from` if they differ in exactly one dimension (by any distance; the shorter way around a
/// periodic dimension).
pub(crate) fn direction(
    dims: &[u32],
    periods: &[bool],
    from: &[u32],
    to: &[u32],
) -> Option<(usize, i32)> {
    let mut found = None;
    for d in 0..dims.len().min(from.len()).min(to.len()) {
        if from[d] == to[d] {
            continue;
        }
        if found.is_some() {
            return None;
        }
        let mut delta = to[d] as i64 - from[d] as i64;
        let n = dims[d] as i64;
        if periods.get(d).copied().unwrap_or(false) && delta.abs() * 2 > n {
            delta -= delta.signum() * n;
        }
        found = Some((d, if delta > 0 { 1 } else { -1 }));
    }
    found
}

/// The largest Cartesian topology of `defs` whose members all have coordinates.
fn recorded(defs: &Defs) -> Option<Grid> {
    defs.topologies
        .iter()
        .filter(|t| t.kind == topology_kind::CARTESIAN && !t.dims.is_empty())
        .filter_map(|t| {
            let comm = defs.comms.get(t.comm.index())?;
            if comm.members.len() < 2
                || t.coords.len() != comm.members.len()
                || t.coords.iter().any(|c| c.len() != t.dims.len())
            {
                return None;
            }
            let mut coords = vec![Vec::new(); defs.ranks as usize];
            for (i, &r) in comm.members.iter().enumerate() {
                *coords.get_mut(r as usize)? = t.coords[i].clone();
            }
            let name = if comm.name.is_empty() {
                format!("communicator {}", t.comm.0)
            } else {
                format!("communicator '{}'", comm.name)
            };
            Some((comm.members.len(), t, coords, name))
        })
        .max_by_key(|x| x.0)
        .map(|(_, t, coords, name)| Grid {
            dims: t.dims.clone(),
            periods: t.periods.clone(),
            coords,
            recorded: Some(name),
        })
}

/// Messages received per (source, destination) world rank, source != destination.
pub(crate) fn partners(locs: &[LocData]) -> BTreeMap<(Rank, Rank), u64> {
    let mut m = BTreeMap::new();
    for l in locs {
        for r in l.recvs.iter() {
            if r.src != l.rank && r.src != ppw_event::NO_RANK {
                *m.entry((r.src, l.rank)).or_default() += 1;
            }
        }
    }
    m
}

/// The grid (one, two or three dimensions of at least two ranks each, row-major rank order) in
/// which at least [`INFER_SHARE`] of the messages travel between neighbours and every
/// dimension carries some of them; of several, the one with the most dimensions, then the
/// largest share. A dimension with messages between its first and last coordinate (more than
/// two apart) is periodic.
pub(crate) fn infer(ranks: u32, pairs: &BTreeMap<(Rank, Rank), u64>) -> Option<Grid> {
    let total: u64 = pairs.values().sum();
    if ranks < 3 || total == 0 {
        return None;
    }
    let mut best: Option<(usize, f64, Grid)> = None;
    for dims in shapes(ranks) {
        let coords: Vec<Vec<u32>> = (0..ranks).map(|r| row_major(r, &dims)).collect();
        let mut periods = vec![false; dims.len()];
        let mut used = vec![false; dims.len()];
        let mut near = 0u64;
        for (&(s, d), &n) in pairs {
            let (a, b) = (&coords[s as usize], &coords[d as usize]);
            let Some((dim, _)) = direction(&dims, &vec![true; dims.len()], a, b) else {
                continue;
            };
            let delta = a[dim].abs_diff(b[dim]);
            if delta == 1 {
                near += n;
                used[dim] = true;
            } else if delta == dims[dim] - 1 && dims[dim] > 2 {
                near += n;
                used[dim] = true;
                periods[dim] = true;
            }
        }
        let share = near as f64 / total as f64;
        if share < INFER_SHARE || used.iter().any(|u| !u) {
            continue;
        }
        let better = match &best {
            None => true,
            Some((nd, sh, _)) => dims.len() > *nd || (dims.len() == *nd && share > *sh),
        };
        if better {
            best = Some((
                dims.len(),
                share,
                Grid {
                    dims,
                    periods,
                    coords,
                    recorded: None,
                },
            ));
        }
    }
    best.map(|b| b.2)
}

/// `[n]` and every ordered factorization of `n` into two or three factors of at least 2.
fn shapes(n: u32) -> Vec<Vec<u32>> {
    let mut out = vec![vec![n]];
    for a in 2..=n / 2 {
        if !n.is_multiple_of(a) {
            continue;
        }
        let rest = n / a;
        if rest >= 2 {
            out.push(vec![a, rest]);
        }
        for b in 2..=rest / 2 {
            if rest.is_multiple_of(b) && rest / b >= 2 {
                out.push(vec![a, b, rest / b]);
            }
        }
    }
    out
}

/// Row-major coordinates of `r` (the last dimension varies fastest, as in MPI_Cart_create).
fn row_major(mut r: u32, dims: &[u32]) -> Vec<u32> {
    let mut c = vec![0; dims.len()];
    for d in (0..dims.len()).rev() {
        c[d] = r % dims[d];
        r /= dims[d];
    }
    c
}

#[cfg(test)]
mod tests {
    use super::*;

    fn grid(pairs: &[(Rank, Rank)], ranks: u32) -> Option<Grid> {
        let m = pairs.iter().map(|&p| (p, 10)).collect();
        infer(ranks, &m)
    }

    #[test]
    fn a_2x3_stencil_is_found_and_a_ring_is_not_a_grid() {
        // 2 rows of 3: neighbours r±1 within a row, r±3 across.
        let mut p = Vec::new();
        for r in 0..6u32 {
            let (row, col) = (r / 3, r % 3);
            if col > 0 {
                p.push((r, r - 1));
            }
            if col < 2 {
                p.push((r, r + 1));
            }
            if row == 0 {
                p.push((r, r + 3));
            } else {
                p.push((r, r - 3));
            }
        }
        let Some(g) = grid(&p, 6) else {
            panic!("no grid found")
        };
        assert_eq!(g.dims, vec![2, 3]);
        assert_eq!(g.periods, vec![false, false]);
        assert_eq!(g.step(1, 4), Some((0, 1)));
        assert_eq!(g.step(2, 1), Some((1, -1)));
        assert_eq!(g.step(0, 2), None);
        // A ring is a periodic line; a random pattern is no grid.
        let ring: Vec<_> = (0..6).map(|r| (r, (r + 1) % 6)).collect();
        let Some(g) = grid(&ring, 6) else {
            panic!("no line found")
        };
        assert_eq!((g.dims, g.periods), (vec![6], vec![true]));
        assert_eq!(grid(&[(0, 3), (1, 5), (2, 4)], 6), None);
    }

    #[test]
    fn periodic_dimensions_are_recognized() {
        // A 2x4 torus: r±1 around rows of 4, r±4 across.
        let mut p = Vec::new();
        for r in 0..8u32 {
            let (row, col) = (r / 4, r % 4);
            p.push((r, row * 4 + (col + 1) % 4));
            p.push((r, (r + 4) % 8));
        }
        let Some(g) = grid(&p, 8) else {
            panic!("no torus found")
        };
        assert_eq!(g.dims, vec![2, 4]);
        assert_eq!(g.periods, vec![false, true]);
        assert_eq!(g.step(3, 0), Some((1, 1)));
    }

    #[test]
    fn directions_along_one_dimension_and_around_periodic_ones() {
        let dims = [4, 3];
        let open = [false, false];
        assert_eq!(direction(&dims, &open, &[1, 1], &[0, 1]), Some((0, -1)));
        assert_eq!(direction(&dims, &open, &[1, 1], &[1, 2]), Some((1, 1)));
        assert_eq!(direction(&dims, &open, &[1, 1], &[2, 2]), None);
        // 0 -> 3 on a ring of 4 is one step down.
        assert_eq!(
            direction(&dims, &[true, false], &[0, 0], &[3, 0]),
            Some((0, -1))
        );
        assert_eq!(direction(&dims, &open, &[0, 0], &[3, 0]), Some((0, 1)));
    }

    #[test]
    fn signs_pack_and_label() {
        let code = pack_signs(&[1, -1, 0]);
        assert_eq!(unpack_signs(code, 3), vec![1, -1, 0]);
        assert_eq!(sweep_label(&[1, -1, 0]), "+x-y");
        assert_eq!(sweep_label(&[0, 0]), "?");
    }
}
