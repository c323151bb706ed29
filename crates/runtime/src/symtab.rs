//! Names of instrumented functions while the program runs, for the region filter and the
//! throttling notes (the trace itself names them post mortem, `crates/symbols`).
//!
//! `dladdr` finds the loaded object of an address and, for exported symbols, its name; static
//! functions of an executable are not exported, so the object file's symbol table (`.symtab`,
//! read once per object with the `object` crate) is the fallback. Names are returned as ppw
//! shows them (C++ demangled with parameters, as the reports show them, Fortran module procedures as `module::proc`) and as the object
//! file spells them (`mangled`).

use object::{Object as _, ObjectKind, ObjectSymbol};
use std::collections::HashMap;
use std::sync::{LazyLock, Mutex};

/// An object file's defined functions: (address, mangled name), by address.
type Table = Vec<(u64, String)>;

/// A table and whether its addresses are relative to the load base (None: unreadable).
type Object = Option<(bool, Table)>;

static TABLES: LazyLock<Mutex<HashMap<String, Object>>> = LazyLock::new(Default::default);

/// (display name, mangled name) of the function starting at runtime address `addr`.
pub(crate) fn function_name(addr: u64) -> Option<(String, String)> {
    // Safety: dladdr only reads the loader's tables; `info` is plain data.
    let mut info: libc::Dl_info = unsafe { std::mem::zeroed() };
    if unsafe { libc::dladdr(addr as *const libc::c_void, &mut info) } == 0 {
        return None;
    }
    if !info.dli_sname.is_null() && info.dli_saddr as u64 == addr {
        // Safety: dladdr returned a NUL-terminated name.
        let s = unsafe { std::ffi::CStr::from_ptr(info.dli_sname) };
        let m = s.to_string_lossy().into_owned();
        return Some((display(&m), m));
    }
    if info.dli_fname.is_null() {
        return None;
    }
    // Safety: as above.
    let mut path = unsafe { std::ffi::CStr::from_ptr(info.dli_fname) }
        .to_string_lossy()
        .into_owned();
    if path.is_empty() {
        path = "/proc/self/exe".into();
    }
    let base = info.dli_fbase as u64;
    let mut tables = TABLES.lock().unwrap_or_else(|e| e.into_inner());
    let entry = tables.entry(path.clone()).or_insert_with(|| read(&path));
    let (relative, table) = entry.as_ref()?;
    let key = if *relative {
        addr.wrapping_sub(base)
    } else {
        addr
    };
    let i = table.binary_search_by_key(&key, |e| e.0).ok()?;
    let m = table[i].1.clone();
    Some((display(&m), m))
}

/// The defined functions of object file `path`, and whether their addresses are relative to
/// the load base (shared objects and position-independent executables).
fn read(path: &str) -> Object {
    let data = std::fs::read(path).ok()?;
    let file = object::File::parse(&*data).ok()?;
    let relative = file.kind() == ObjectKind::Dynamic;
    let mut t: Table = file
        .symbols()
        .chain(file.dynamic_symbols())
        .filter(|s| s.kind() == object::SymbolKind::Text && s.is_definition())
        .filter_map(|s| Some((s.address(), s.name().ok()?.to_string())))
        .collect();
    t.sort_unstable();
    t.dedup_by_key(|e| e.0);
    Some((relative, t))
}

/// A symbol as ppw shows it: C++ demangled, `__mod_MOD_proc` as `mod::proc`.
pub(crate) fn display(sym: &str) -> String {
    if let Some(n) = ppw_event::names::fortran_name(sym, false) {
        return n;
    }
    if sym.starts_with("_Z") {
        if let Ok(s) = cpp_demangle::Symbol::new(sym) {
            if let Ok(d) = s.demangle(&cpp_demangle::DemangleOptions::new()) {
                return d;
            }
        }
    }
    sym.to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[inline(never)]
    extern "C" fn marker_function() -> u64 {
        std::hint::black_box(7)
    }

    #[test]
    fn names_a_function_of_this_binary() {
        let addr = marker_function as *const () as u64;
        let (shown, mangled) = function_name(addr).expect("a name");
        assert!(mangled.contains("marker_function"), "{mangled}");
        assert!(shown.contains("marker_function"), "{shown}");
    }

    #[test]
    fn display_names() {
        assert_eq!(display("__levels_MOD_level1"), "levels::level1");
        assert_eq!(display("_Z4tinyv"), "tiny()");
        assert_eq!(display("solve"), "solve");
    }
}
