//! One-sided statistics per window and rank: Paradyn's RMA metrics (seed 004, Table 1) as a
//! table: operations and bytes by kind, active- and passive-target synchronization time and
//! calls, window management, and the transfers per target. From the trace's records; the
//! windows are named as the program named them.

use crate::distribution::{first_allocs, Alloc};
use crate::replay::classify::{Cat, RegionClass};
use crate::replay::records::{LocData, RmaSyncKind, NONE};
use crate::result::analysis::WindowStats;
use ppw_event::{Defs, RmaOp};
use std::collections::BTreeMap;

/// Per (window, rank): the statistics and, per target, (operations, bytes).
type Table = BTreeMap<(u32, u32), (WindowStats, BTreeMap<u32, (u64, u64)>)>;

/// The table, ordered by window name and rank.
pub(crate) fn window_stats(
    defs: &Defs,
    locs: &[LocData],
    classes: &[RegionClass],
) -> Vec<WindowStats> {
    let ids: Vec<u32> = (0..locs.len() as u32).collect();
    let allocs = first_allocs(defs, locs, &ids)
        .map(|x| x.1)
        .unwrap_or_default();
    let mut rows = window_rows(defs, locs, classes, &allocs);
    sort_rows(&mut rows);
    rows
}

/// The table in (window, rank) order: rows of the ranks of `locs` (whole ranks), the PGAS
/// objects named by `allocs` ([`first_allocs`] of all locations). A partitioned analysis's
/// processes each make the rows of their own ranks; process 0 puts them together in process
/// order and sorts them ([`sort_rows`]).
pub(crate) fn window_rows(
    defs: &Defs,
    locs: &[LocData],
    classes: &[RegionClass],
    allocs: &[Alloc],
) -> Vec<WindowStats> {
    // (window, rank) -> stats; target -> (ops, bytes).
    let mut per = Table::new();
    let name = |w: u32| {
        defs.comm(ppw_event::CommId(w))
            .map_or_else(|| format!("window {w}"), |c| c.name.clone())
    };
    fn entry<'a>(
        per: &'a mut Table,
        w: u32,
        rank: u32,
        name: &dyn Fn(u32) -> String,
    ) -> &'a mut (WindowStats, BTreeMap<u32, (u64, u64)>) {
        per.entry((w, rank)).or_insert_with(|| {
            (
                WindowStats {
                    window: name(w),
                    rank,
                    ..Default::default()
                },
                BTreeMap::new(),
            )
        })
    }
    let objects = Objects::new(defs, allocs);
    // (window, rank) -> object -> (ops, bytes).
    let mut by_object: BTreeMap<(u32, u32), BTreeMap<String, (u64, u64)>> = BTreeMap::new();
    for l in locs {
        for o in &l.rma_ops {
            if o.pgas {
                let x = by_object
                    .entry((o.win, l.rank))
                    .or_default()
                    .entry(objects.name(o.addr))
                    .or_default();
                x.0 += 1;
                x.1 = x.1.saturating_add(o.bytes);
            }
            let (s, t) = entry(&mut per, o.win, l.rank, &name);
            let (n, b) = match o.op {
                RmaOp::Put => (&mut s.puts, &mut s.put_bytes),
                RmaOp::Get => (&mut s.gets, &mut s.get_bytes),
                RmaOp::Accumulate => (&mut s.accumulates, &mut s.accumulate_bytes),
                RmaOp::Atomic => (&mut s.atomics, &mut s.atomic_bytes),
            };
            *n += 1;
            *b = b.saturating_add(o.bytes);
            let x = t.entry(o.target).or_default();
            x.0 += 1;
            x.1 = x.1.saturating_add(o.bytes);
        }
        // Each synchronization call once, by the category of its region.
        let mut last_call = NONE;
        for y in &l.rma_syncs {
            if y.call == last_call {
                continue;
            }
            last_call = y.call;
            let call = l.calls.at(y.call as usize);
            let secs = call.exit.saturating_sub(call.enter) as f64 * 1e-9;
            let cat = classes.get(call.region as usize).map(|c| c.cat);
            let (s, _) = entry(&mut per, y.win, l.rank, &name);
            let active = matches!(y.kind, RmaSyncKind::Fence | RmaSyncKind::Gats(_));
            match (cat, y.kind) {
                (Some(Cat::WinMgmt), _) | (_, RmaSyncKind::Create | RmaSyncKind::Free) => {
                    s.management_calls += 1;
                    s.management_seconds += secs;
                }
                _ if active => {
                    s.active_sync_calls += 1;
                    s.active_sync_seconds += secs;
                }
                _ => {
                    s.passive_sync_calls += 1;
                    s.passive_sync_seconds += secs;
                }
            }
        }
    }
    per.into_iter()
        .map(|(key, (mut s, t))| {
            s.targets = t.into_iter().map(|(k, (n, b))| (k, n, b)).collect();
            if let Some(objs) = by_object.remove(&key) {
                s.objects = objs.into_iter().map(|(k, (n, b))| (k, n, b)).collect();
            }
            s
        })
        .collect()
}

/// Order the rows by window name and rank (a stable sort: windows of one name stay in id
/// order).
pub(crate) fn sort_rows(rows: &mut [WindowStats]) {
    rows.sort_by(|a, b| a.window.cmp(&b.window).then(a.rank.cmp(&b.rank)));
}

/// Names of the symmetric objects of PGAS memory: heap blocks by allocation (the allocation
/// sequence is the same on every process: allocations are collective), static data by object
/// file and address.
struct Objects {
    /// Symmetric start -> (end, name).
    heap: BTreeMap<u64, (u64, String)>,
    /// Hash of an object file's name (as in `ppw_event::sym_addr`) -> its file name.
    files: BTreeMap<u64, String>,
}

impl Objects {
    fn new(defs: &Defs, allocs: &[Alloc]) -> Objects {
        let mut heap = BTreeMap::new();
        for (k, a) in allocs.iter().enumerate() {
            heap.entry(a.addr).or_insert((
                a.addr.saturating_add(a.bytes.max(1)),
                format!("{} #{}, {} B", a.region, k + 1, a.bytes),
            ));
        }
        let mut files = BTreeMap::new();
        for c in &defs.callsites {
            if let Some(path) = &c.object {
                let key = ppw_event::sym_addr(0, Some((0, path))) >> 48 & 0x7FFF;
                let name = path.rsplit('/').next().unwrap_or(path);
                files.entry(key).or_insert_with(|| name.to_string());
            }
        }
        Objects { heap, files }
    }

    fn name(&self, addr: u64) -> String {
        if addr >> 63 == 1 {
            let file = self
                .files
                .get(&(addr >> 48 & 0x7FFF))
                .map_or("static data", |f| f.as_str());
            return format!("{file}+{:#x}", addr & 0xFFFF_FFFF_FFFF);
        }
        match self.heap.range(..=addr).next_back() {
            Some((_, (end, name))) if addr < *end => name.clone(),
            _ => "unknown".to_string(),
        }
    }
}
