//! Local region ids of this process.
//!
//! Ids `0..MPI_REGIONS.len()` are the wrapped MPI functions in table order (`build/mpi.tbl`),
//! then the wrapped OpenSHMEM functions (`build/shmem.tbl`, from `SHMEM_REGIONS_BASE`), then
//! the wrapped ARMCI functions (`build/armci.tbl`, from `ARMCI_REGIONS_BASE`), then the
//! coarray statements (`build/caf.tbl`, from `CAF_REGIONS_BASE`, one id per region name), then
//! [`FLUSH`], [`MAIN`] and [`SETUP`], then the wrapped I/O functions (`ppw_io_names` of
//! c/ppw_io.c, from [`IO_BASE`]), then user regions, phase markers, compiler-instrumented
//! functions and constructs known by name only (GASP's UPC events) in order of first use. Every id is defined by a REGION record (classified through
//! `ppw_event::constructs`) the first time a block refers to it.

use ppw_event::{constructs, CollKind, GenericOp, Paradigm};
use ppw_format::wire::region_flag;
use ppw_format::DefsEncoder;
use std::collections::HashMap;
use std::sync::{LazyLock, Mutex};

// The wrapped MPI functions, generated from build/mpi.tbl (see gen/wrappers.rs).
include!("../generated/mpi_regions.rs");
// The wrapped OpenSHMEM functions, generated from build/shmem.tbl.
include!("../generated/shmem_regions.rs");
// The wrapped ARMCI functions, generated from build/armci.tbl.
include!("../generated/armci_regions.rs");
// The coarray statements, generated from build/caf.tbl.
include!("../generated/caf_regions.rs");

/// The buffer-flush region `PPW_FLUSH`.
pub(crate) const FLUSH: u32 = CAF_REGIONS_BASE + CAF_REGIONS.len() as u32;

/// Name of a wrapped function's region id (MPI, OpenSHMEM or ARMCI).
pub(crate) fn wrapped_name(id: u32) -> Option<&'static str> {
    if id < SHMEM_REGIONS_BASE {
        MPI_REGIONS
            .get(id.checked_sub(MPI_REGIONS_BASE)? as usize)
            .copied()
    } else if id < ARMCI_REGIONS_BASE {
        SHMEM_REGIONS
            .get((id - SHMEM_REGIONS_BASE) as usize)
            .copied()
    } else if id < CAF_REGIONS_BASE {
        ARMCI_REGIONS
            .get((id - ARMCI_REGIONS_BASE) as usize)
            .copied()
    } else {
        CAF_REGIONS.get((id - CAF_REGIONS_BASE) as usize).copied()
    }
}
/// The synthetic root region `main`.
pub(crate) const MAIN: u32 = FLUSH + 1;
/// The runtime's own work around MPI_Init and MPI_Finalize (rank file creation, clock-offset
/// ping-pong), `PPW_SETUP`: a measurement region, so analyses do not count it as the
/// program's computation.
pub(crate) const SETUP: u32 = MAIN + 1;
/// The first I/O function (index 0 of `ppw_io_names`).
pub(crate) const IO_BASE: u32 = SETUP + 1;

/// Read by the C init wrappers (id of `PPW_SETUP`).
#[allow(unreachable_pub)]
#[no_mangle]
pub static ppw_setup_region: u32 = SETUP;
/// Room reserved for I/O functions.
const IO_SLOTS: u32 = 64;
const FIRST_DYNAMIC: u32 = IO_BASE + IO_SLOTS;

/// Read by c/ppw_io.c (in-flight region ids of I/O calls).
#[allow(unreachable_pub)]
#[no_mangle]
pub static ppw_io_base: u32 = IO_BASE;

extern "C" {
    static ppw_io_names: [*const std::ffi::c_char; 0];
    static ppw_io_count: i32;
}

/// Name of I/O function `index` (as c/ppw_io.c lists them).
pub(crate) fn io_name(index: u32) -> Option<&'static str> {
    // Safety: the C side defines `ppw_io_count` NUL-terminated static names.
    unsafe {
        if index as i32 >= ppw_io_count || index >= IO_SLOTS {
            return None;
        }
        let p = *ppw_io_names.as_ptr().add(index as usize);
        std::ffi::CStr::from_ptr(p).to_str().ok()
    }
}

enum Dynamic {
    /// A user region or marker name.
    Named(String),
    /// A program phase (`ppw_phase_begin`).
    Phase(String),
    /// A construct of a programming model known by name only (GASP's UPC events), classified
    /// through the construct table.
    Construct(String),
    /// A compiler-instrumented function at a runtime address.
    Function(u64),
}

#[derive(Default)]
struct Registry {
    names: HashMap<String, u32>,
    phases: HashMap<String, u32>,
    constructs: HashMap<String, u32>,
    functions: HashMap<u64, u32>,
    defs: Vec<Dynamic>,
}

static REGISTRY: LazyLock<Mutex<Registry>> = LazyLock::new(Default::default);

fn registry() -> std::sync::MutexGuard<'static, Registry> {
    REGISTRY.lock().unwrap_or_else(|e| e.into_inner())
}

/// The id of the user region (or marker) `name`.
pub(crate) fn named(name: &str) -> u32 {
    let mut r = registry();
    if let Some(id) = r.names.get(name) {
        return *id;
    }
    let id = FIRST_DYNAMIC + r.defs.len() as u32;
    r.defs.push(Dynamic::Named(name.to_string()));
    r.names.insert(name.to_string(), id);
    id
}

/// The id of the program phase `name` (a region flagged as a phase).
pub(crate) fn phase(name: &str) -> u32 {
    let mut r = registry();
    if let Some(id) = r.phases.get(name) {
        return *id;
    }
    let id = FIRST_DYNAMIC + r.defs.len() as u32;
    r.defs.push(Dynamic::Phase(name.to_string()));
    r.phases.insert(name.to_string(), id);
    id
}

/// The name of a user region, marker or phase id.
pub(crate) fn user_name(id: u32) -> Option<String> {
    let r = registry();
    match r.defs.get(id.checked_sub(FIRST_DYNAMIC)? as usize)? {
        Dynamic::Named(n) | Dynamic::Phase(n) => Some(n.clone()),
        _ => None,
    }
}

/// The id of construct `name` (a row of `ppw_event::constructs`, else classified by name).
pub(crate) fn construct(name: &str) -> u32 {
    let mut r = registry();
    if let Some(id) = r.constructs.get(name) {
        return *id;
    }
    let id = FIRST_DYNAMIC + r.defs.len() as u32;
    r.defs.push(Dynamic::Construct(name.to_string()));
    r.constructs.insert(name.to_string(), id);
    id
}

/// The id of the instrumented function at `addr`.
pub(crate) fn function(addr: u64) -> u32 {
    let mut r = registry();
    if let Some(id) = r.functions.get(&addr) {
        return *id;
    }
    let id = FIRST_DYNAMIC + r.defs.len() as u32;
    r.defs.push(Dynamic::Function(addr));
    r.functions.insert(addr, id);
    id
}

/// Append the definition of region `id` to `d`.
pub(crate) fn define(id: u32, d: &mut DefsEncoder) {
    let table = |id: u32, name: &str, d: &mut DefsEncoder| match constructs::lookup(name) {
        Some(c) => d.region(
            id,
            name,
            c.paradigm,
            c.op,
            c.coll,
            region_flag::of(c.nonblocking, false),
            "",
            0,
        ),
        None => {
            let (p, op, coll) = constructs::classify(name);
            d.region(id, name, p, op, coll, 0, "", 0)
        }
    };
    if let Some(name) = wrapped_name(id) {
        return table(id, name, d);
    }
    if id == FLUSH {
        return table(id, "PPW_FLUSH", d);
    }
    if id == SETUP {
        return table(id, "PPW_SETUP", d);
    }
    if (IO_BASE..FIRST_DYNAMIC).contains(&id) {
        if let Some(name) = io_name(id - IO_BASE) {
            return table(id, name, d);
        }
    }
    let user_flagged = |d: &mut DefsEncoder, name: &str, p: Paradigm, flags: u64| {
        d.region(
            id,
            name,
            p,
            GenericOp::UserRegion,
            CollKind::None,
            flags,
            "",
            0,
        )
    };
    let user = |d: &mut DefsEncoder, name: &str, p: Paradigm| user_flagged(d, name, p, 0);
    if id == MAIN {
        return user(d, "main", Paradigm::User);
    }
    let r = registry();
    match r.defs.get((id - FIRST_DYNAMIC) as usize) {
        Some(Dynamic::Named(name)) => user(d, name, Paradigm::User),
        Some(Dynamic::Phase(name)) => user_flagged(d, name, Paradigm::User, region_flag::PHASE),
        Some(Dynamic::Construct(name)) => table(id, name, d),
        Some(Dynamic::Function(addr)) => {
            user(d, &format!("{addr:#x}"), Paradigm::Compiler);
            d.function(id, *addr);
        }
        None => user(d, &format!("region {id}"), Paradigm::Other),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_wrapped_function_has_a_construct_row() {
        assert!(MPI_REGIONS.len() > 90);
        assert_eq!(SHMEM_REGIONS_BASE as usize, MPI_REGIONS.len());
        assert!(SHMEM_REGIONS.len() > 300);
        assert_eq!(
            ARMCI_REGIONS_BASE as usize,
            MPI_REGIONS.len() + SHMEM_REGIONS.len()
        );
        assert!(ARMCI_REGIONS.len() > 40);
        assert_eq!(wrapped_name(ARMCI_REGIONS_BASE), Some("ARMCI_Init"));
        assert_eq!(
            CAF_REGIONS_BASE as usize,
            MPI_REGIONS.len() + SHMEM_REGIONS.len() + ARMCI_REGIONS.len()
        );
        assert_eq!(wrapped_name(CAF_REGIONS_BASE), Some("coarray init"));
        for name in CAF_REGIONS {
            let c = constructs::lookup(name).unwrap_or_else(|| panic!("{name}: no row"));
            assert_eq!(c.paradigm, Paradigm::Coarray, "{name}");
        }
        for name in MPI_REGIONS.iter().chain(SHMEM_REGIONS).chain(ARMCI_REGIONS) {
            assert!(
                constructs::lookup(name).is_some(),
                "{name} has no row in CONSTRUCTS"
            );
        }
        assert!(constructs::lookup("PPW_FLUSH").is_some());
        let mut k = 0;
        while let Some(name) = io_name(k) {
            let c = constructs::lookup(name).unwrap_or_else(|| panic!("{name}: no row"));
            assert_eq!(c.op, GenericOp::Io, "{name}");
            k += 1;
        }
        assert!(k >= 21, "{k} I/O functions");
    }

    #[test]
    fn dynamic_ids_are_stable() {
        let a = named("solve");
        assert_eq!(named("solve"), a);
        let p = phase("solve");
        assert_ne!(p, a);
        assert_eq!(phase("solve"), p);
        assert!(a >= FIRST_DYNAMIC);
        let f = function(0x1234);
        assert_ne!(f, a);
        let c = construct("upc_barrier");
        assert_eq!(construct("upc_barrier"), c);
        assert_ne!(c, named("upc_barrier"));
        assert_eq!(function(0x1234), f);
    }
}
