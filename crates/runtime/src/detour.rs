//! Inline detours (x86-64): redirect a function linked into the executable to a wrapper in
//! libppw.so by overwriting its first instructions with a jump, for code that no preloaded
//! symbol can interpose (a statically linked OpenCoarrays, `src/caf_static.rs`).
//!
//! For each function: the instructions that the 5-byte `jmp rel32` displaces are decoded and
//! re-encoded (rip-relative operands and branches relocated, by `iced-x86`'s block encoder)
//! into a page allocated within ±2 GiB of the executable, followed by a jump back to the first
//! instruction not displaced: that copy is the original function, which the wrapper calls. The
//! jump in the function goes to an absolute jump to the wrapper in the same page.
//!
//! A function is left alone (and the caller falls back) when it is shorter than the jump, when
//! an instruction cannot be decoded or re-encoded, or when a branch of its own lands inside the
//! displaced bytes (a loop back to its entry). Patching happens in the library constructor,
//! before the program runs a single instruction of its own.

use iced_x86::{
    BlockEncoder, BlockEncoderOptions, Code, Decoder, DecoderOptions, FlowControl, Instruction,
    InstructionBlock,
};

/// One function to detour: its address, its size (from the symbol table) and the wrapper.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Target {
    pub addr: u64,
    pub size: u64,
    pub wrapper: u64,
}

/// The length of the jump written into a function.
const JMP_LEN: usize = 5;
/// Bytes of the page given to one function: its relocated instructions and the jump back
/// (at most about 40 bytes), then the absolute jump to the wrapper ([`jump_stub`], 16 bytes).
const SLOT: usize = 96;
/// Where in a slot the absolute jump to the wrapper starts.
const STUB_AT: usize = SLOT - 16;

/// Detour every target; for each, the address of its relocated original (what the wrapper
/// must call), or None where the function was left alone.
pub(crate) fn install(targets: &[Target]) -> Vec<Option<u64>> {
    let mut out = vec![None; targets.len()];
    if targets.is_empty() {
        return out;
    }
    let lo = targets.iter().map(|t| t.addr).min().unwrap_or(0);
    let hi = targets.iter().map(|t| t.addr + t.size).max().unwrap_or(0);
    let len = (targets.len() * SLOT).next_multiple_of(page_size());
    let Some(page) = near_page(lo, hi, len) else {
        return out;
    };
    let mut patches = Vec::new();
    for (i, t) in targets.iter().enumerate() {
        let slot = page + (i * SLOT) as u64;
        if let Some(code) = relocate(t, slot) {
            // Safety: the page is ours, writable, and `slot .. slot + SLOT` lies inside it.
            unsafe {
                std::ptr::copy_nonoverlapping(code.0.as_ptr(), slot as *mut u8, code.0.len());
                jump_stub(slot + STUB_AT as u64, t.wrapper);
            }
            patches.push((i, code.1));
        }
    }
    if !seal(page, len) {
        return out;
    }
    for (i, displaced) in patches {
        let t = &targets[i];
        let stub = page + (i * SLOT + STUB_AT) as u64;
        let rel = stub.wrapping_sub(t.addr + JMP_LEN as u64) as i64;
        let Ok(rel) = i32::try_from(rel) else {
            continue;
        };
        let mut bytes = vec![0xCC; displaced];
        bytes[0] = 0xE9;
        bytes[1..JMP_LEN].copy_from_slice(&rel.to_le_bytes());
        if write_code(t.addr, &bytes) {
            out[i] = Some(page + (i * SLOT) as u64);
        }
    }
    out
}

/// Redirect the direct calls and jumps in the code at `lo .. hi` that go through one of the
/// PLT slots `slots` (a call of the slot's PLT stub, or an indirect call through the slot
/// itself) to the matching `to`: through a near [`jump_stub`] for a call of a stub, through
/// the stub's copy of `to` for an indirect call. The slots themselves are not
/// touched, so every other caller keeps the wrapper. The number of sites redirected.
///
/// # Safety
/// `slots` and `to` must each hold `n` values; `lo .. hi` must be the running executable's
/// code, not executing in another thread.
#[no_mangle]
#[allow(unreachable_pub)] // called from C
pub unsafe extern "C" fn ppw_redirect_calls(
    lo: u64,
    hi: u64,
    slots: *const u64,
    to: *const u64,
    n: usize,
) -> usize {
    if n == 0 || hi <= lo || hi - lo > 1 << 28 {
        return 0;
    }
    // Safety: the caller's arrays of `n` values.
    let (slots, to) = unsafe {
        (
            std::slice::from_raw_parts(slots, n),
            std::slice::from_raw_parts(to, n),
        )
    };
    let r = std::panic::catch_unwind(|| redirect(lo, hi, slots, to));
    r.unwrap_or(0)
}

/// One site to rewrite: the address of its 32-bit field and the field's new value's target
/// (a stub or a pointer in the near page, by slot index).
struct Site {
    field: u64,
    next_ip: u64,
    slot: usize,
    /// A call of the PLT stub (its target becomes the slot's stub), not an indirect call
    /// through the slot (its memory operand becomes the slot's pointer copy).
    direct: bool,
}

fn redirect(lo: u64, hi: u64, slots: &[u64], to: &[u64]) -> usize {
    // Safety: the executable's code, mapped and readable.
    let code = unsafe { std::slice::from_raw_parts(lo as *const u8, (hi - lo) as usize) };
    let slot_of = |addr: u64| slots.iter().position(|&s| s == addr);
    let mut stubs: std::collections::HashMap<u64, Option<usize>> = Default::default();
    let mut sites = Vec::new();
    let mut decoder = Decoder::with_ip(64, code, lo, DecoderOptions::NONE);
    let mut i = Instruction::default();
    while decoder.can_decode() {
        decoder.decode_out(&mut i);
        let op = code[(i.ip() - lo) as usize];
        match i.code() {
            Code::Call_rel32_64 | Code::Jmp_rel32_64
                if i.len() == 5 && (op == 0xE8 || op == 0xE9) =>
            {
                let t = i.near_branch_target();
                let slot = *stubs
                    .entry(t)
                    .or_insert_with(|| plt_slot(t).and_then(slot_of));
                if let Some(slot) = slot {
                    sites.push(Site {
                        field: i.ip() + 1,
                        next_ip: i.next_ip(),
                        slot,
                        direct: true,
                    });
                }
            }
            Code::Call_rm64 | Code::Jmp_rm64
                if i.is_ip_rel_memory_operand() && i.len() == 6 && op == 0xFF =>
            {
                if let Some(slot) = slot_of(i.ip_rel_memory_address()) {
                    sites.push(Site {
                        field: i.ip() + 2,
                        next_ip: i.next_ip(),
                        slot,
                        direct: false,
                    });
                }
            }
            _ => {}
        }
    }
    if sites.is_empty() {
        return 0;
    }
    // Per slot: a stub (16 bytes) whose last 8 bytes are the pointer copy.
    let len = (slots.len() * 16).next_multiple_of(page_size());
    let Some(page) = near_page(lo, hi, len) else {
        return 0;
    };
    for (k, &t) in to.iter().enumerate() {
        // Safety: our page, writable; 16 bytes per slot.
        unsafe { jump_stub(page + 16 * k as u64, t) };
    }
    if !seal(page, len) {
        return 0;
    }
    let mut patches = Vec::with_capacity(sites.len());
    for s in &sites {
        let at = page + 16 * s.slot as u64 + if s.direct { 0 } else { 8 };
        if let Ok(rel) = i32::try_from(at.wrapping_sub(s.next_ip) as i64) {
            patches.push((s.field, rel));
        }
    }
    let written = patch_code(lo, hi, || {
        for &(field, rel) in &patches {
            // Safety: a field of a decoded instruction inside `lo .. hi`, writable now.
            unsafe { std::ptr::write_unaligned(field as *mut i32, rel) };
        }
    });
    if written {
        patches.len()
    } else {
        0
    }
}

/// Write at `at` (16 bytes) `jmp qword ptr [rip + 2]`, two `int3`, and `target`: the target
/// is 8-aligned when `at` is, so that an indirect call can read it too.
///
/// # Safety
/// `at .. at + 16` must be writable memory of ours.
unsafe fn jump_stub(at: u64, target: u64) {
    let stub = at as *mut u8;
    // Safety: guaranteed by the caller.
    unsafe {
        std::ptr::copy_nonoverlapping([0xFF, 0x25, 2, 0, 0, 0, 0xCC, 0xCC].as_ptr(), stub, 8);
        std::ptr::write_unaligned(stub.add(8) as *mut u64, target);
    }
}

/// Make a page of ours, `len` bytes at `page`, read-execute.
fn seal(page: u64, len: usize) -> bool {
    // Safety: our own mapping.
    unsafe {
        libc::mprotect(
            page as *mut libc::c_void,
            len,
            libc::PROT_READ | libc::PROT_EXEC,
        ) == 0
    }
}

/// Run `write` with the code pages covering `lo .. hi` writable, and make them read-execute
/// again; false if they could not be made writable (nothing written).
fn patch_code(lo: u64, hi: u64, write: impl FnOnce()) -> bool {
    let page = page_size() as u64;
    let (start, end) = (lo & !(page - 1), hi.next_multiple_of(page));
    let len = (end - start) as usize;
    let rwx = libc::PROT_READ | libc::PROT_WRITE | libc::PROT_EXEC;
    // Safety: the executable's own text pages; no other thread runs them yet.
    unsafe {
        if libc::mprotect(start as *mut libc::c_void, len, rwx) != 0 {
            return false;
        }
        write();
        libc::mprotect(
            start as *mut libc::c_void,
            len,
            libc::PROT_READ | libc::PROT_EXEC,
        );
    }
    true
}

/// The GOT slot a PLT stub at `stub` jumps through (`jmp [rip + d]`, after an `endbr64` in
/// the second PLT of IBT-enabled binaries), if it is one.
fn plt_slot(stub: u64) -> Option<u64> {
    // Safety: a call target inside the executable's mapped PLT (read 16 bytes of it); a
    // target elsewhere is code as well.
    let bytes = unsafe { std::slice::from_raw_parts(stub as *const u8, 16) };
    let mut d = Decoder::with_ip(64, bytes, stub, DecoderOptions::NONE);
    let mut i = d.decode();
    if i.code() == Code::Endbr64 {
        i = d.decode();
    }
    (i.code() == Code::Jmp_rm64 && i.is_ip_rel_memory_operand()).then(|| i.ip_rel_memory_address())
}

fn page_size() -> usize {
    // Safety: sysconf has no preconditions.
    let p = unsafe { libc::sysconf(libc::_SC_PAGESIZE) };
    if p > 0 {
        p as usize
    } else {
        4096
    }
}

/// A private read-write mapping of `len` bytes from which every address in `lo .. hi` is
/// within a `rel32` jump (tried below the code, then above it).
fn near_page(lo: u64, hi: u64, len: usize) -> Option<u64> {
    const STEP: u64 = 1 << 24;
    const REACH: u64 = (1 << 31) - (1 << 25);
    let page = page_size() as u64;
    let fits = |p: u64| p + len as u64 <= lo + REACH && hi <= p + REACH;
    let below = (1..64u64).filter_map(|k| (lo & !(page - 1)).checked_sub(k * STEP));
    let above = (1..64u64).map(|k| ((hi + page - 1) & !(page - 1)) + k * STEP);
    for hint in below.chain(above) {
        if hint < (1 << 20) || !fits(hint) {
            continue;
        }
        // Safety: MAP_FIXED_NOREPLACE never replaces an existing mapping.
        let p = unsafe {
            libc::mmap(
                hint as *mut libc::c_void,
                len,
                libc::PROT_READ | libc::PROT_WRITE,
                libc::MAP_PRIVATE | libc::MAP_ANONYMOUS | libc::MAP_FIXED_NOREPLACE,
                -1,
                0,
            )
        };
        if p == libc::MAP_FAILED {
            continue;
        }
        if fits(p as u64) {
            return Some(p as u64);
        }
        // Safety: the mapping just made.
        unsafe { libc::munmap(p, len) };
    }
    None
}

/// The function's displaced instructions re-encoded at `slot`, with the jump back, and how
/// many bytes of the function they took; None if it cannot be detoured.
fn relocate(t: &Target, slot: u64) -> Option<(Vec<u8>, usize)> {
    if t.size < JMP_LEN as u64 || t.size > 1 << 20 {
        return None;
    }
    // Safety: the function's bytes are mapped (it is a defined text symbol of the running
    // executable) and not written while this reads them.
    let code = unsafe { std::slice::from_raw_parts(t.addr as *const u8, t.size as usize) };
    let mut decoder = Decoder::with_ip(64, code, t.addr, DecoderOptions::NONE);
    let mut moved: Vec<Instruction> = Vec::new();
    let mut taken = 0usize;
    let mut all = Instruction::default();
    while decoder.can_decode() {
        decoder.decode_out(&mut all);
        if all.is_invalid() {
            return None;
        }
        if taken < JMP_LEN {
            if matches!(
                all.flow_control(),
                FlowControl::Interrupt | FlowControl::Exception
            ) {
                return None;
            }
            taken += all.len();
            moved.push(all);
        } else if is_branch(&all) {
            let to = all.near_branch_target();
            if to > t.addr && to < t.addr + taken as u64 {
                return None;
            }
        }
    }
    if taken < JMP_LEN {
        return None;
    }
    let back = Instruction::with_branch(Code::Jmp_rel32_64, t.addr + taken as u64).ok()?;
    moved.push(back);
    let block = InstructionBlock::new(&moved, slot);
    let r = BlockEncoder::encode(64, block, BlockEncoderOptions::NONE).ok()?;
    (r.code_buffer.len() <= STUB_AT).then_some((r.code_buffer, taken))
}

/// A direct near branch (jumps, conditional jumps, calls, loops).
fn is_branch(i: &Instruction) -> bool {
    matches!(
        i.flow_control(),
        FlowControl::UnconditionalBranch | FlowControl::ConditionalBranch | FlowControl::Call
    ) && i.near_branch_target() != 0
}

/// Write `bytes` over the code at `addr` (its pages made writable for the store).
fn write_code(addr: u64, bytes: &[u8]) -> bool {
    patch_code(addr, addr + bytes.len() as u64, || {
        // Safety: the code at `addr`, writable now.
        unsafe { std::ptr::copy_nonoverlapping(bytes.as_ptr(), addr as *mut u8, bytes.len()) }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A function of this test binary, detoured to another one and called both ways.
    #[inline(never)]
    #[no_mangle]
    extern "C" fn ppw_detour_test_original(x: u64) -> u64 {
        // Enough work that the function is longer than the jump.
        let mut y = x;
        for i in 0..(x % 7) {
            y = y.wrapping_mul(31).wrapping_add(i);
        }
        std::hint::black_box(y) + 1000
    }

    static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

    extern "C" fn wrapper(x: u64) -> u64 {
        let next = NEXT.load(std::sync::atomic::Ordering::SeqCst);
        // Safety: the relocated original, same signature.
        let f: extern "C" fn(u64) -> u64 = unsafe { std::mem::transmute(next as usize) };
        f(x) + 1
    }

    #[test]
    fn detoured_function_reaches_the_wrapper_and_the_original() {
        let f: extern "C" fn(u64) -> u64 = std::hint::black_box(ppw_detour_test_original);
        let before = f(3);
        let t = Target {
            addr: f as usize as u64,
            size: 64,
            wrapper: wrapper as *const () as u64,
        };
        let got = install(&[t]);
        let Some(next) = got[0] else {
            panic!("not detoured")
        };
        NEXT.store(next, std::sync::atomic::Ordering::SeqCst);
        assert_eq!(f(3), before + 1);
        assert_eq!(f(10), ppw_detour_test_original_plain(10) + 1);
    }

    fn ppw_detour_test_original_plain(x: u64) -> u64 {
        let mut y = x;
        for i in 0..(x % 7) {
            y = y.wrapping_mul(31).wrapping_add(i);
        }
        y + 1000
    }

    extern "C" fn through_slot(x: u64) -> u64 {
        x + 1
    }
    extern "C" fn redirected(x: u64) -> u64 {
        x + 2
    }

    /// A function that calls a PLT-like stub (`jmp [slot]`): redirected, it reaches the new
    /// target, while the slot still holds the old one.
    #[test]
    fn calls_through_a_slot_are_redirected() {
        let page = page_size();
        // Safety: a fresh anonymous mapping, written below and then executed.
        let p = unsafe {
            libc::mmap(
                std::ptr::null_mut(),
                page,
                libc::PROT_READ | libc::PROT_WRITE | libc::PROT_EXEC,
                libc::MAP_PRIVATE | libc::MAP_ANONYMOUS,
                -1,
                0,
            )
        };
        assert_ne!(p, libc::MAP_FAILED);
        let base = p as u64;
        let mut code = [0xCCu8; 192];
        // f: sub rsp, 8; call stub; add rsp, 8; ret
        code[..4].copy_from_slice(&[0x48, 0x83, 0xEC, 0x08]);
        code[4] = 0xE8;
        code[5..9].copy_from_slice(&(64i32 - 9).to_le_bytes());
        code[9..14].copy_from_slice(&[0x48, 0x83, 0xC4, 0x08, 0xC3]);
        // stub at 64: jmp [rip + (128 - 70)]
        code[64..66].copy_from_slice(&[0xFF, 0x25]);
        code[66..70].copy_from_slice(&(128i32 - 70).to_le_bytes());
        code[128..136].copy_from_slice(&(through_slot as *const () as u64).to_le_bytes());
        // Safety: the mapping is `page` bytes long.
        unsafe { std::ptr::copy_nonoverlapping(code.as_ptr(), p as *mut u8, code.len()) };
        // Safety: code of this signature.
        let f: extern "C" fn(u64) -> u64 = unsafe { std::mem::transmute(p) };
        assert_eq!(f(std::hint::black_box(10)), 11);
        assert_eq!(plt_slot(base + 64), Some(base + 128));
        let (slots, to) = ([base + 128], [redirected as *const () as u64]);
        // Safety: one slot and one target; the code is not running.
        let n = unsafe { ppw_redirect_calls(base, base + 14, slots.as_ptr(), to.as_ptr(), 1) };
        assert_eq!(n, 1);
        assert_eq!(f(std::hint::black_box(10)), 12);
        // The slot keeps its old target for everyone else.
        // Safety: the slot written above, in our mapping.
        let kept = unsafe { std::ptr::read_unaligned((base + 128) as *const u64) };
        assert_eq!(kept, through_slot as *const () as u64);
    }

    #[test]
    fn too_short_or_looping_functions_are_left_alone() {
        // ret
        let code: &[u8] = &[0xC3, 0xCC, 0xCC, 0xCC, 0xCC, 0xCC];
        let t = Target {
            addr: code.as_ptr() as u64,
            size: 1,
            wrapper: 0,
        };
        assert!(relocate(&t, 0x1000).is_none());
        // nop; nop; nop; nop; nop; nop; jmp back to the second nop
        let code: &[u8] = &[0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0xEB, 0xF9];
        let t = Target {
            addr: code.as_ptr() as u64,
            size: code.len() as u64,
            wrapper: 0,
        };
        assert!(relocate(&t, code.as_ptr() as u64 + 4096).is_none());
    }
}
