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

use ppw_format::{Symbol, Symbolizer};
use std::collections::HashMap;
use std::sync::Mutex;

/// Resolves addresses through `addr2line` (DWARF line tables and inlining information), falling
/// back to the ELF symbol table for binaries without debug information.
#[derive(Default)]
pub struct DwarfSymbolizer {
    loaders: Mutex<HashMap<String, Option<addr2line::Loader>>>,
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

fn lookup(loader: &addr2line::Loader, probe: u64) -> Option<Symbol> {
    let mut sym = Symbol::default();
    if let Ok(mut frames) = loader.find_frames(probe) {
        // The first frame is the innermost (possibly inlined) function: the code that made the
        // call.
        if let Ok(Some(frame)) = frames.next() {
            if let Some(f) = frame.function.as_ref() {
                sym.function = f.demangle().ok().map(|s| s.into_owned());
            }
            if let Some(loc) = frame.location {
                sym.file = loc.file.map(str::to_string);
                sym.line = loc.line.unwrap_or(0);
            }
        }
    }
    if sym.function.is_none() {
        sym.function = loader
            .find_symbol(probe)
            .map(|s| addr2line::demangle_auto(s.into(), None).into_owned());
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
        let mut cache = self.loaders.lock().ok()?;
        let loader = cache
            .entry(object.to_string())
            .or_insert_with(|| addr2line::Loader::new(object).ok())
            .as_ref()?;
        // A return address points after the call instruction; the call itself is one byte
        // earlier, which keeps the line of the call even when the next instruction belongs to
        // the following source line.
        let probe = if is_return {
            vaddr.saturating_sub(1)
        } else {
            vaddr
        };
        lookup(loader, probe)
    }
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
    fn missing_object_gives_none() {
        let s = DwarfSymbolizer::new();
        assert_eq!(s.resolve("/nonexistent/binary", 0x1000, true), None);
    }
}
