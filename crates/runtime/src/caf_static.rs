//! Coarray programs that link OpenCoarrays statically (`libcaf_openmpi.a`, the `caf` compiler
//! wrapper's default), whose `_gfortran_caf_*` functions no preloaded symbol interposes on.
//!
//! - [`detect`] (library constructor): if the executable defines gfortran's coarray ABI
//!   itself, detour each coarray function to the wrapper the shared library gets
//!   (`src/detour.rs`; the wrapper's next-definition pointer becomes the relocated original)
//!   and, when every statement goes through a wrapper, redirect OpenCoarrays' own MPI and
//!   allocator call sites past ppw's wrappers (`ppw_caf_rebind_exe` in `c/ppw_caf.c`).
//!   The functions that cannot be detoured (or all, with `PPW_CAF_STATIC=derive`) are derived
//!   from OpenCoarrays' MPI calls instead: their address ranges (and those of OpenCoarrays'
//!   lock helpers, which `lock` and `unlock` tail-call) go to C, together with the extent of
//!   the library's code block, which the MPI wrappers test a call's return address against
//!   (`c/ppw_caf.c`, "Statically linked OpenCoarrays"). Programs that are not Fortran, or
//!   that use the shared `libcaf_*.so` (whose statements the generated coarray wrappers see),
//!   skip the symbol table.
//! - [`ppw_unwind_frames`]: the frames of the running MPI call's caller outwards, with the
//!   stack slots their return addresses are read from, for C to find a derived statement's
//!   frame.

use object::{Object as _, ObjectKind, ObjectSymbol, SymbolKind};

extern "C" {
    fn ppw_caf_static_token(addr: u64, name: *const libc::c_char);
    fn ppw_caf_static_func(name: *const libc::c_char, lo: u64, hi: u64) -> i32;
    fn ppw_caf_static_block(lo: u64, hi: u64);
    fn ppw_caf_rebind_exe(lo: u64, hi: u64) -> usize;
}

/// OpenCoarrays' internal functions that stand for a statement: `_gfortran_caf_lock` and
/// `_gfortran_caf_unlock` jump to the first two (tail calls leave no frame of their own), and
/// finalization (at the end of the program, or `stop`) runs in the third.
const HELPERS: &[&str] = &["mutex_lock", "mutex_unlock", "finalize_internal"];

/// Find a statically linked coarray library in the executable and tell C about it.
pub(crate) fn detect() {
    // Safety: dlsym with valid names; only compared against null.
    let (fortran, shared_caf) = unsafe {
        (
            !libc::dlsym(libc::RTLD_DEFAULT, c"_gfortran_set_args".as_ptr()).is_null(),
            !libc::dlsym(libc::RTLD_NEXT, c"_gfortran_caf_init".as_ptr()).is_null(),
        )
    };
    if !fortran {
        return;
    }
    let Some((base, funcs, tokens)) = executable_symbols() else {
        return;
    };
    for (addr, name) in tokens {
        let c = name.and_then(|n| std::ffi::CString::new(n).ok());
        // Safety: a NUL-terminated name or null; C copies it.
        unsafe {
            ppw_caf_static_token(
                base + addr,
                c.as_ref().map_or(std::ptr::null(), |c| c.as_ptr()),
            )
        };
    }
    if shared_caf {
        return;
    }
    let is_caf = |n: &str| n.starts_with("_gfortran_caf_") || HELPERS.contains(&n);
    let caf: Vec<usize> = (0..funcs.len()).filter(|&i| is_caf(&funcs[i].2)).collect();
    let (Some(&first), Some(&last)) = (caf.first(), caf.last()) else {
        return;
    };
    // The library is one object file: its static helpers lie around the coarray functions,
    // up to the first global function of another file on either side.
    let (mut a, mut b) = (first, last);
    while a > 0 && funcs[a - 1].3 {
        a -= 1;
    }
    while b + 1 < funcs.len() && funcs[b + 1].3 {
        b += 1;
    }
    let lo = base + funcs[a].0;
    let hi = base + funcs[b].0 + funcs[b].1.max(1);
    let detoured = detour(base, &funcs, &caf);
    // Left to the derivation: what was not detoured and may make MPI calls (not a helper
    // that a detoured function calls, not shorter than a call, not one only OpenCoarrays
    // itself calls).
    let derived: Vec<usize> = caf
        .iter()
        .copied()
        .filter(|i| !detoured.contains(i))
        .filter(|&i| {
            let (_, size, name, local) = &funcs[i];
            let name = name.as_str();
            !*local && *size >= 5 && !NOT_DETOURED.contains(&name) && !HELPERS.contains(&name)
        })
        .collect();
    if !detoured.is_empty() && derived.is_empty() {
        // Every statement goes through a wrapper: the library's own MPI and allocator calls
        // take the direct way, as the shared library's do.
        // Safety: plain values; called once, before the program runs.
        unsafe { ppw_caf_rebind_exe(lo, hi) };
        return;
    }
    let mut known = 0;
    for &i in &caf {
        if detoured.contains(&i) {
            continue;
        }
        let (flo, size, name, _) = &funcs[i];
        let Ok(c) = std::ffi::CString::new(name.as_str()) else {
            continue;
        };
        // Safety: a NUL-terminated name; C copies what it keeps.
        known +=
            unsafe { ppw_caf_static_func(c.as_ptr(), base + flo, base + flo + (*size).max(1)) };
    }
    if known > 0 {
        // Safety: plain values.
        unsafe { ppw_caf_static_block(lo, hi) };
    }
}

/// Coarray functions that gfortran never calls (GCC 12's f951 names none of them) and that
/// OpenCoarrays calls itself, often (`is_contiguous`: twice per put): not detoured, as the
/// shared library's calls of them pass its wrappers by (`ppw_caf_rebind`).
const NOT_DETOURED: &[&str] = &["_gfortran_caf_is_contiguous"];

/// The wrappers of the coarray functions and their next-definition pointers
/// (generated/caf_wrappers.c).
#[repr(C)]
struct NextRow {
    name: *const libc::c_char,
    wrapper: *const libc::c_void,
    next: *mut *const libc::c_void,
}

extern "C" {
    static ppw_caf_entries: [NextRow; 0];
    static ppw_caf_nentries: usize;
}

/// Point the executable's coarray functions (`caf` indexes `funcs`) at the wrappers the shared
/// library gets, through inline detours (src/detour.rs); each detoured function's wrapper
/// then calls its relocated original. The indices of the functions detoured; none when
/// `PPW_CAF_STATIC=derive` asks for the derivation from MPI calls instead, or off x86-64.
#[cfg(target_arch = "x86_64")]
fn detour(base: u64, funcs: &[Function], caf: &[usize]) -> Vec<usize> {
    if crate::config::config().caf_derive {
        return Vec::new();
    }
    // Safety: the generated table has `ppw_caf_nentries` rows of static strings and pointers.
    let rows = unsafe {
        std::slice::from_raw_parts(
            std::ptr::addr_of!(ppw_caf_entries) as *const NextRow,
            ppw_caf_nentries,
        )
    };
    let mut picked = Vec::new();
    let mut targets = Vec::new();
    for row in rows {
        // Safety: a NUL-terminated static name.
        let name = unsafe { std::ffi::CStr::from_ptr(row.name) }.to_bytes();
        let Some(&i) = caf.iter().find(|&&i| {
            !funcs[i].3
                && funcs[i].2.as_bytes() == name
                && !NOT_DETOURED.contains(&funcs[i].2.as_str())
        }) else {
            continue;
        };
        picked.push((i, row.next));
        targets.push(crate::detour::Target {
            addr: base + funcs[i].0,
            size: funcs[i].1,
            wrapper: row.wrapper as u64,
        });
    }
    let done = crate::detour::install(&targets);
    let mut detoured = Vec::new();
    for ((i, next), at) in picked.into_iter().zip(done) {
        if let Some(at) = at {
            // Safety: the wrapper's cached pointer; no thread runs the program yet.
            unsafe { next.write(at as *const libc::c_void) };
            detoured.push(i);
        }
    }
    detoured
}

#[cfg(not(target_arch = "x86_64"))]
fn detour(_: u64, _: &[Function], _: &[usize]) -> Vec<usize> {
    Vec::new()
}

/// A function: (address, size, name, local).
type Function = (u64, u64, String, bool);
/// A coarray token variable: (address, the coarray's name as ppw shows it; None for a
/// critical section's).
type Token = (u64, Option<String>);

/// The executable's load base, its defined functions by address and its coarray token
/// variables, from its symbol table (mapped, not read: only the tables' pages are touched).
fn executable_symbols() -> Option<(u64, Vec<Function>, Vec<Token>)> {
    let file = std::fs::File::open("/proc/self/exe").ok()?;
    let len = file.metadata().ok()?.len() as usize;
    if len == 0 {
        return None;
    }
    use std::os::fd::AsRawFd;
    // Safety: a private read-only mapping of a regular file, unmapped below.
    let p = unsafe {
        libc::mmap(
            std::ptr::null_mut(),
            len,
            libc::PROT_READ,
            libc::MAP_PRIVATE,
            file.as_raw_fd(),
            0,
        )
    };
    if p == libc::MAP_FAILED {
        return None;
    }
    // Safety: the mapping is `len` bytes long and lives until the munmap below.
    let data = unsafe { std::slice::from_raw_parts(p as *const u8, len) };
    let out = (|| {
        let obj = object::File::parse(data).ok()?;
        let base = if obj.kind() == ObjectKind::Dynamic {
            // Safety: getauxval and dladdr with valid arguments; `info` is plain data.
            unsafe {
                let entry = libc::getauxval(libc::AT_ENTRY);
                let mut info: libc::Dl_info = std::mem::zeroed();
                if libc::dladdr(entry as *const libc::c_void, &mut info) == 0 {
                    return None;
                }
                info.dli_fbase as u64
            }
        } else {
            0
        };
        let mut f: Vec<Function> = obj
            .symbols()
            .filter(|s| s.kind() == SymbolKind::Text && s.is_definition() && s.address() != 0)
            .filter_map(|s| {
                Some((
                    s.address(),
                    s.size(),
                    s.name().ok()?.to_string(),
                    s.is_local(),
                ))
            })
            .collect();
        f.sort_unstable_by_key(|e| e.0);
        f.dedup_by_key(|e| e.0);
        let tokens = obj
            .symbols()
            .filter(|s| s.kind() == SymbolKind::Data && s.is_definition())
            .filter_map(|s| Some((s.address(), token_variable(s.name().ok()?)?)))
            .collect();
        Some((base, f, tokens))
    })();
    // Safety: the mapping made above; `data` is not used after this.
    unsafe { libc::munmap(p, len) };
    out
}

/// The coarray a gfortran token variable belongs to: `_F.caf_tokenX` holds coarray X's
/// (`caf_phases::lck` for `__caf_phases_MOD_lck`), `caf_token.N[.M]` a critical section's
/// (Some(None)); None for any other symbol.
fn token_variable(sym: &str) -> Option<Option<String>> {
    if let Some(x) = sym.strip_prefix("_F.caf_token") {
        return Some(Some(crate::symtab::display(x)));
    }
    let n = sym.strip_prefix("caf_token.")?;
    n.bytes()
        .all(|b| b.is_ascii_digit() || b == b'.')
        .then_some(None)
}

/// The frames of the MPI call with return address `ra`, from its caller's outwards, as pairs
/// (return address, stack slot holding it) in `out` (2 words each, at most `max` frames);
/// returns the number of frames (0: the caller was not found).
///
/// # Safety
/// `out` must have room for `2 * max` words.
#[no_mangle]
#[allow(unreachable_pub)] // called from C
pub unsafe extern "C" fn ppw_unwind_frames(ra: u64, out: *mut u64, max: usize) -> usize {
    let r = std::panic::catch_unwind(|| {
        let mut frames = Vec::with_capacity(max);
        crate::context::unwind(ra, max, &mut frames);
        frames
    });
    let Ok(frames) = r else {
        return 0;
    };
    for (i, &(ip, cfa)) in frames.iter().take(max).enumerate() {
        // Safety: i < max, guaranteed by the caller; the return address of a frame lies
        // right below the CFA reported with it (see context.rs).
        unsafe {
            *out.add(2 * i) = ip;
            *out.add(2 * i + 1) = cfa.wrapping_sub(8);
        }
    }
    frames.len().min(max)
}

#[cfg(test)]
mod tests {
    #[test]
    fn token_variables() {
        use super::token_variable as t;
        assert_eq!(
            t("_F.caf_token__caf_phases_MOD_lck"),
            Some(Some("caf_phases::lck".into()))
        );
        assert_eq!(t("caf_token.10.4"), Some(None));
        assert_eq!(t("caf_token.x"), None);
        assert_eq!(t("__caf_phases_MOD_lck"), None);
    }
}
