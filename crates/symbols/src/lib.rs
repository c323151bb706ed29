//! Post-mortem resolution of code addresses (call sites, compiler-instrumented functions) to
//! function names and `file:line`, from the ELF symbol table and DWARF of the measured binary
//! and its libraries — no recompilation needed.
//!
//! The runtime records raw return addresses plus the loaded objects (path, load bias); the
//! native reader turns each address into an object path and file virtual address and asks a
//! [`ppw_format::Symbolizer`] — this crate's [`DwarfSymbolizer`] — to resolve it. Objects are
//! opened once and cached; a missing or stripped object just yields no symbol.
//!
//! ```no_run
//! use ppw_format::{Experiment, Symbolizer};
//! let symbols = ppw_symbols::DwarfSymbolizer::new();
//! let exp = Experiment::open_with(std::path::Path::new("exp"), Some(&symbols)).unwrap();
//! ```
#![deny(missing_docs)]
#![warn(unreachable_pub)]

use object::{Object, ObjectSymbol, SymbolKind};
use ppw_format::{Symbol, Symbolizer};
use std::collections::HashMap;
use std::sync::Mutex;

/// Resolves addresses through `addr2line` (DWARF line tables and inlining information), falling
/// back to the ELF symbol tables for binaries without debug information.
#[derive(Default)]
pub struct DwarfSymbolizer {
    objects: Mutex<HashMap<String, Option<Loaded>>>,
}

/// One opened object: its DWARF, and its function symbols with their extents.
struct Loaded {
    dwarf: addr2line::Loader,
    functions: Functions,
}

/// Function and data symbols (`.symtab` and `.dynsym`; data names the static objects of PGAS
/// addresses) as (start, end, name), sorted by start. Only
/// symbols with a size: an address past a function's end belongs to no symbol (a stripped
/// object keeps only its exported functions, and the nearest one before an address is
/// usually not the function containing it).
#[derive(Debug, Default)]
struct Functions(Vec<(u64, u64, String)>);

impl Functions {
    fn read(path: &str) -> Functions {
        let mut v: Vec<(u64, u64, String)> =
            sized_symbols(path, |k| matches!(k, SymbolKind::Text | SymbolKind::Data))
                .into_iter()
                .map(|(addr, size, name)| (addr, addr + size, name))
                .collect();
        v.sort_unstable();
        v.dedup_by_key(|s| s.0);
        Functions(v)
    }

    /// The function whose extent holds `addr`.
    fn find(&self, addr: u64) -> Option<&str> {
        let i = self.0.partition_point(|s| s.0 <= addr);
        let s = self.0.get(i.checked_sub(1)?)?;
        (addr < s.1).then_some(s.2.as_str())
    }
}

impl std::fmt::Debug for DwarfSymbolizer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("DwarfSymbolizer").finish_non_exhaustive()
    }
}

impl DwarfSymbolizer {
    /// A symbolizer with an empty cache.
    pub fn new() -> Self {
        Self::default()
    }
}

/// DWARF languages of Fortran compilation units.
fn is_fortran(l: addr2line::gimli::DwLang) -> bool {
    use addr2line::gimli::*;
    [
        DW_LANG_Fortran77,
        DW_LANG_Fortran90,
        DW_LANG_Fortran95,
        DW_LANG_Fortran03,
        DW_LANG_Fortran08,
        DW_LANG_Fortran18,
    ]
    .contains(&l)
}

fn lookup(obj: &Loaded, probe: u64) -> Option<Symbol> {
    let loader = &obj.dwarf;
    let mut sym = Symbol::default();
    if let Ok(mut frames) = loader.find_frames(probe) {
        // The first frame is the innermost (possibly inlined) function: the code that made the
        // call.
        if let Ok(Some(frame)) = frames.next() {
            if let Some(f) = frame.function.as_ref() {
                let fortran = f.language.is_some_and(is_fortran);
                sym.function = f.demangle().ok().map(|s| {
                    ppw_event::names::fortran_name(&s, fortran).unwrap_or_else(|| s.into_owned())
                });
            }
            if let Some(loc) = frame.location {
                sym.file = loc.file.map(str::to_string);
                sym.line = loc.line.unwrap_or(0);
            }
        }
    }
    if sym.function.is_none() {
        sym.function = obj.functions.find(probe).map(|s| {
            ppw_event::names::fortran_name(s, false)
                .unwrap_or_else(|| addr2line::demangle_auto(s.into(), None).into_owned())
        });
    }
    if sym.file.is_none() {
        if let Ok(Some(loc)) = loader.find_location(probe) {
            sym.file = loc.file.map(str::to_string);
            sym.line = loc.line.unwrap_or(0);
        }
    }
    (sym.function.is_some() || sym.file.is_some()).then_some(sym)
}

impl Symbolizer for DwarfSymbolizer {
    fn resolve(&self, object: &str, vaddr: u64, is_return: bool) -> Option<Symbol> {
        let mut cache = self.objects.lock().ok()?;
        let loaded = cache
            .entry(object.to_string())
            .or_insert_with(|| {
                Some(Loaded {
                    dwarf: addr2line::Loader::new(object).ok()?,
                    functions: Functions::read(object),
                })
            })
            .as_ref()?;
        // A return address points after the call instruction; the call itself is one byte
        // earlier, which keeps the line of the call even when the next instruction belongs to
        // the following source line.
        let probe = if is_return {
            vaddr.saturating_sub(1)
        } else {
            vaddr
        };
        lookup(loaded, probe)
    }

    fn statics(&self, object: &str) -> Vec<(u64, u64, String)> {
        statics_of(object)
    }
}

/// The symbols of the object at `path` (`.symtab` and `.dynsym`) whose kind `keep` accepts and
/// that have an address and a size: (address, size, name as stored). Nothing for a file that
/// cannot be read or parsed.
fn sized_symbols(path: &str, keep: impl Fn(SymbolKind) -> bool) -> Vec<(u64, u64, String)> {
    let Ok(file) = std::fs::File::open(path) else {
        return Vec::new();
    };
    // Safety: the mapping is read-only and dropped before returning; a file changed
    // underneath gives wrong names, not undefined behaviour in this read-only parse.
    let Ok(map) = (unsafe { memmap2::Mmap::map(&file) }) else {
        return Vec::new();
    };
    let Ok(obj) = object::File::parse(&*map) else {
        return Vec::new();
    };
    obj.symbols()
        .chain(obj.dynamic_symbols())
        .filter(|s| keep(s.kind()) && s.size() > 0 && s.address() > 0)
        .filter_map(|s| Some((s.address(), s.size(), s.name().ok()?.to_string())))
        .collect()
}

/// The data objects (`STT_OBJECT` symbols with a size: globals, statics, Fortran COMMON blocks
/// and module variables) of the object at `path`, names demangled (`module::variable` for a
/// Fortran module variable).
fn statics_of(path: &str) -> Vec<(u64, u64, String)> {
    let mut v: Vec<(u64, u64, String)> = sized_symbols(path, |k| k == SymbolKind::Data)
        .into_iter()
        .map(|(addr, size, name)| {
            let name = ppw_event::names::fortran_name(&name, false).unwrap_or_else(|| {
                addr2line::demangle_auto(name.as_str().into(), None).into_owned()
            });
            (addr, size, name)
        })
        .collect();
    v.sort_unstable();
    v.dedup_by_key(|s| s.0);
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    #[inline(never)]
    fn marker_function() -> u64 {
        marker_function as fn() -> u64 as usize as u64
    }

    fn own_object() -> (String, u64) {
        // Find this test binary's load bias through /proc/self/maps: the first mapping of the
        // executable with offset 0.
        let exe = std::fs::read_link("/proc/self/exe")
            .unwrap()
            .display()
            .to_string();
        let maps = std::fs::read_to_string("/proc/self/maps").unwrap();
        for line in maps.lines() {
            let f: Vec<&str> = line.split_whitespace().collect();
            if f.len() >= 6 && f[5] == exe && f[2] == "00000000" {
                let start = u64::from_str_radix(f[0].split('-').next().unwrap(), 16).unwrap();
                return (exe, start);
            }
        }
        panic!("executable mapping not found");
    }

    #[test]
    fn resolves_a_function_of_this_binary() {
        let (exe, bias) = own_object();
        let s = DwarfSymbolizer::new();
        let addr = marker_function();
        let sym = s.resolve(&exe, addr - bias, false).expect("symbol");
        assert!(
            sym.function
                .as_deref()
                .unwrap_or("")
                .contains("marker_function"),
            "{sym:?}"
        );
        assert!(
            sym.file.as_deref().unwrap_or("").ends_with("lib.rs"),
            "{sym:?}"
        );
    }

    #[test]
    fn fortran_names() {
        assert_eq!(
            ppw_event::names::fortran_name("__levels_MOD_level1", false).as_deref(),
            Some("levels::level1")
        );
        assert_eq!(
            ppw_event::names::fortran_name("lib_exchange_", true).as_deref(),
            Some("lib_exchange")
        );
        assert_eq!(ppw_event::names::fortran_name("lib_exchange_", false), None);
        assert_eq!(ppw_event::names::fortran_name("conj_grad", true), None);
        assert_eq!(ppw_event::names::fortran_name("__x_MOD_", false), None);
    }

    #[test]
    fn an_address_past_the_last_function_has_no_name() {
        let f = Functions(vec![(0x100, 0x180, "a".into()), (0x200, 0x210, "b".into())]);
        assert_eq!(f.find(0x100), Some("a"));
        assert_eq!(f.find(0x17f), Some("a"));
        assert_eq!(f.find(0x180), None);
        assert_eq!(f.find(0x20f), Some("b"));
        assert_eq!(f.find(0x5000), None);
        assert_eq!(f.find(0x10), None);
    }

    #[test]
    fn the_c_library_start_up_code_is_no_exported_function() {
        // Debian's libc is stripped: its exported functions have names, the code between
        // them (start-up code) has none.
        let libc = "/lib/x86_64-linux-gnu/libc.so.6";
        let f = Functions::read(libc);
        assert!(f.0.len() > 1000, "{}", f.0.len());
        let (start, _, _) =
            f.0.iter()
                .find(|s| s.2 == "__libc_start_main")
                .expect("exported");
        assert_eq!(f.find(*start), Some("__libc_start_main"));
    }

    #[test]
    fn missing_object_gives_none() {
        let s = DwarfSymbolizer::new();
        assert_eq!(s.resolve("/nonexistent/binary", 0x1000, true), None);
    }
}
