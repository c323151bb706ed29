//! Communicator handles → local communicator ids.
//!
//! Lookups happen on every point-to-point and collective call, so they are lock-free: an
//! open-addressing table of atomic (handle, id) slots. Inserts and removals (communicator
//! creation and release) take a mutex. `MPI_COMM_WORLD` is id 0 without a lookup.
//! Handles are `MPI_Comm` values widened to u64 (pointers in Open MPI, ints in MPICH).

use std::collections::HashMap;
use std::sync::atomic::{AtomicU32, AtomicU64, Ordering};
use std::sync::{LazyLock, Mutex};

const SLOTS: usize = 4096;
const EMPTY: u64 = 0;
const TOMBSTONE: u64 = u64::MAX;
/// Local id meaning "unknown communicator".
pub(crate) const UNKNOWN: u32 = u32::MAX;

static KEYS: [AtomicU64; SLOTS] = [const { AtomicU64::new(EMPTY) }; SLOTS];
static VALS: [AtomicU32; SLOTS] = [const { AtomicU32::new(0) }; SLOTS];
static WORLD: AtomicU64 = AtomicU64::new(EMPTY);
static NEXT_ID: AtomicU32 = AtomicU32::new(0);
/// Bumped by every insert and removal: per-thread caches of a lookup are valid while it stays
/// (the C wrappers read it as `ppw_cache_generation`, which `MPI_Type_free` bumps too).
#[export_name = "ppw_cache_generation"]
pub(crate) static GENERATION: AtomicU32 = AtomicU32::new(0);
/// Writers' lock, plus the overflow map used when the table is full.
static WRITE: LazyLock<Mutex<HashMap<u64, u32>>> = LazyLock::new(Default::default);

#[inline]
fn slot(h: u64) -> usize {
    (h.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 52) as usize & (SLOTS - 1)
}

/// Look up a handle without taking a lock (except for the rare overflow map).
#[inline]
pub(crate) fn lookup(h: u64) -> Option<u32> {
    if h == WORLD.load(Ordering::Relaxed) {
        return Some(0);
    }
    let mut i = slot(h);
    for _ in 0..SLOTS {
        let k = KEYS[i].load(Ordering::Acquire);
        if k == h {
            return Some(VALS[i].load(Ordering::Relaxed));
        }
        if k == EMPTY {
            break;
        }
        i = (i + 1) & (SLOTS - 1);
    }
    let overflow = WRITE.lock().unwrap_or_else(|e| e.into_inner());
    overflow.get(&h).copied()
}

/// Register handle `h` under a fresh local id (replacing an earlier mapping) and return the id.
pub(crate) fn insert(h: u64) -> u32 {
    let id = NEXT_ID.fetch_add(1, Ordering::Relaxed);
    let mut overflow = WRITE.lock().unwrap_or_else(|e| e.into_inner());
    GENERATION.fetch_add(1, Ordering::Release);
    if id == 0 {
        WORLD.store(h, Ordering::Relaxed);
        return id;
    }
    let mut i = slot(h);
    let mut free = None;
    for _ in 0..SLOTS {
        let k = KEYS[i].load(Ordering::Relaxed);
        if k == h {
            VALS[i].store(id, Ordering::Relaxed);
            return id;
        }
        if (k == EMPTY || k == TOMBSTONE) && free.is_none() {
            free = Some(i);
        }
        if k == EMPTY {
            break;
        }
        i = (i + 1) & (SLOTS - 1);
    }
    match free {
        Some(i) => {
            VALS[i].store(id, Ordering::Relaxed);
            KEYS[i].store(h, Ordering::Release);
        }
        None => {
            overflow.insert(h, id);
        }
    }
    id
}

/// A fresh local id with no handle (definitions that are not looked up by handle: groups).
pub(crate) fn reserve() -> u32 {
    let _writers = WRITE.lock().unwrap_or_else(|e| e.into_inner());
    NEXT_ID.fetch_add(1, Ordering::Relaxed).max(1)
}

/// Forget handle `h` (MPI_Comm_free): the handle value may be reused for a new communicator.
pub(crate) fn remove(h: u64) {
    let mut overflow = WRITE.lock().unwrap_or_else(|e| e.into_inner());
    GENERATION.fetch_add(1, Ordering::Release);
    overflow.remove(&h);
    let mut i = slot(h);
    for _ in 0..SLOTS {
        let k = KEYS[i].load(Ordering::Relaxed);
        if k == h {
            KEYS[i].store(TOMBSTONE, Ordering::Release);
            return;
        }
        if k == EMPTY {
            return;
        }
        i = (i + 1) & (SLOTS - 1);
    }
}

/// The local id of `h`, registering a communicator ppw did not see being created.
#[inline]
pub(crate) fn id(h: u64) -> u32 {
    match lookup(h) {
        Some(id) => id,
        None => unknown(h),
    }
}

#[cold]
fn unknown(h: u64) -> u32 {
    #[cfg(ppw_mpi)]
    {
        extern "C" {
            fn ppw_c_comm_describe(h: u64);
        }
        // Safety: the C helper only reads the communicator through PMPI calls.
        unsafe { ppw_c_comm_describe(h) };
        lookup(h).unwrap_or(UNKNOWN)
    }
    #[cfg(not(ppw_mpi))]
    {
        let _ = h;
        UNKNOWN
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn insert_lookup_remove() {
        let world = insert(0x1000);
        assert_eq!(world, 0);
        assert_eq!(lookup(0x1000), Some(0));
        let a = insert(0x2000);
        let b = insert(0x3000);
        assert_ne!(a, b);
        assert_eq!(lookup(0x2000), Some(a));
        remove(0x2000);
        assert_eq!(lookup(0x2000), None);
        assert_eq!(lookup(0x3000), Some(b));
        let c = insert(0x2000);
        assert_eq!(lookup(0x2000), Some(c));
        assert_ne!(c, a);
    }
}
