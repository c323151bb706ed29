//! One-sided communication: windows and post/start groups as definitions.
//!
//! Window handles share the communicator table of [`crate::comm`] (their local ids are
//! communicator ids, defined as COMM records of kind `Window`), but are looked up without the
//! fallback that describes an unknown communicator: an RMA call on a window ppw did not see
//! being created (or on a freed one) records the window as unknown. The members of every
//! window ever created stay known by local id (ids are never reused), so lock targets translate
//! to world ranks and profile-mode statistics to world targets even after `MPI_Win_free`.
//!
//! Groups of `MPI_Win_post` / `MPI_Win_start` are COMM definitions of kind `Group`, one per
//! distinct member list, with a global id derived from the members (equal on every rank that
//! uses the same group, so the reader unifies them without any communication).

use crate::comm;
use crate::rankfile;
use ppw_event::CommKind;
use rustc_hash::FxHashMap;
use std::sync::{LazyLock, Mutex, MutexGuard};

#[derive(Default)]
struct Tables {
    /// Window local id -> members (world ranks, window order).
    windows: FxHashMap<u32, Vec<u32>>,
    /// Group members -> local id.
    groups: FxHashMap<Vec<u32>, u32>,
}

static TABLES: LazyLock<Mutex<Tables>> = LazyLock::new(Default::default);

fn tables() -> MutexGuard<'static, Tables> {
    TABLES.lock().unwrap_or_else(|e| e.into_inner())
}

/// The local id of window handle `h` (`comm::UNKNOWN` if ppw did not see it being created).
#[inline]
pub(crate) fn win_id(h: u64) -> u32 {
    comm::lookup(h).unwrap_or(comm::UNKNOWN)
}

/// [`win_id`] through the thread's one-entry cache `c` (handle, id, generation of the handle
/// table): a loop of transfers and flushes on one window skips the table.
#[inline]
pub(crate) fn win_id_cached(c: &mut (u64, u32, u32), h: u64) -> u32 {
    let g = comm::GENERATION.load(std::sync::atomic::Ordering::Acquire);
    if c.0 == h && c.2 == g {
        return c.1;
    }
    let id = win_id(h);
    *c = (h, id, g);
    id
}

/// A window was created: register the handle, define it with its default name.
pub(crate) fn created(h: u64, global: u64, members: Vec<u32>, serial: u32) -> u32 {
    let id = comm::insert(h);
    let name = format!("win {serial}");
    rankfile::define(|d| d.comm(id, global, CommKind::Window, &name, &members));
    tables().windows.insert(id, members);
    id
}

/// The global memory of a PGAS model (a COMM definition of kind `Memory`), under pseudo
/// handle `h`.
pub(crate) fn memory_created(h: u64, global: u64, members: Vec<u32>, name: &str) -> u32 {
    let id = comm::insert(h);
    rankfile::define(|d| d.comm(id, global, CommKind::Memory, name, &members));
    tables().windows.insert(id, members);
    id
}

/// MPI_Win_free succeeded: the handle value may be reused.
pub(crate) fn freed(h: u64) {
    comm::remove(h);
}

/// World rank of window-local rank `r` of window `win` (-1 if unknown).
pub(crate) fn world(win: u32, r: i32) -> i32 {
    if r < 0 {
        return -1;
    }
    tables()
        .windows
        .get(&win)
        .and_then(|m| m.get(r as usize))
        .map_or(-1, |w| *w as i32)
}

/// The local id of the Group definition with these members (world ranks), defined on first
/// use.
pub(crate) fn group(members: Vec<u32>) -> u32 {
    let mut t = tables();
    if let Some(id) = t.groups.get(&members) {
        return *id;
    }
    let id = comm::reserve();
    // FNV-1a over the members: equal groups get equal global ids on every rank.
    let h = members.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, m| {
        (h ^ *m as u64).wrapping_mul(0x100_0000_01b3)
    });
    let global = (1 << 61) | (h & ((1 << 61) - 1));
    rankfile::define(|d| d.comm(id, global, CommKind::Group, "", &members));
    t.groups.insert(members, id);
    id
}
