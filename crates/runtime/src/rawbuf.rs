//! A thread's trace buffer: raw records (`ppw_format::raw`) in words, written by Rust through
//! [`Records`] and by the C wrappers' fast path (`c/ppw_wrap.h`: `ppw_fast_msg`) through the
//! same four pointers, which is why the buffer is a `repr(C)` part of the thread's `Hot` state
//! rather than a `Vec`.
//!
//! A record may be written while `cur < lim`; `lim` is the flush mark (the last [`SLACK_WORDS`]
//! stay free, so one call's records never reallocate), or null when the thread must stop at its
//! next call boundary (the flush timer, `MPI_Pcontrol(0)`), or null with `cur` null in profile
//! mode. The C fast path writes only while `cur < lim`; Rust writes in any case and looks at
//! `lim` after each call ([`Buffer::due`]).

use ppw_format::raw;
use ppw_format::Records;
use std::sync::atomic::{AtomicPtr, Ordering};

/// Words kept free above the flush mark (64 KiB).
pub(crate) const SLACK_WORDS: usize = 8192;

/// The buffer's words: `[base, cur)` are records, `[cur, end)` free.
#[repr(C)]
#[derive(Debug)]
pub(crate) struct Buffer {
    pub(crate) cur: *mut u64,
    pub(crate) lim: AtomicPtr<u64>,
    base: *mut u64,
    end: *mut u64,
}

/// Have the kernel map the whole pages of words `len..cap` at `base` in one call
/// (`MADV_POPULATE_WRITE`, Linux 5.14): several times cheaper than faulting them in one by
/// one. False if the kernel cannot (the caller touches them instead).
fn populate(base: *mut u64, len: usize, cap: usize) -> bool {
    /// `MADV_POPULATE_WRITE` (not in every libc crate version).
    const POPULATE_WRITE: libc::c_int = 23;
    const PAGE: usize = 4096;
    let (a, b) = (
        (base as usize + len * 8).next_multiple_of(PAGE),
        (base as usize + cap * 8) / PAGE * PAGE,
    );
    if b <= a {
        return true;
    }
    // Safety: the range lies within the buffer's allocation, whose free part holds nothing;
    // populating only maps (zeroed) pages.
    unsafe { libc::madvise(a as *mut libc::c_void, b - a, POPULATE_WRITE) == 0 }
}

/// Words from `a` to `b` (pointers into one allocation, or both null).
#[inline(always)]
fn words_between(a: *const u64, b: *const u64) -> usize {
    (b as usize).wrapping_sub(a as usize) / 8
}

impl Default for Buffer {
    fn default() -> Buffer {
        Buffer {
            cur: std::ptr::null_mut(),
            lim: AtomicPtr::new(std::ptr::null_mut()),
            base: std::ptr::null_mut(),
            end: std::ptr::null_mut(),
        }
    }
}

impl Drop for Buffer {
    fn drop(&mut self) {
        drop(self.take_vec());
    }
}

impl Buffer {
    /// Words of records.
    #[inline]
    pub(crate) fn len(&self) -> usize {
        words_between(self.base, self.cur)
    }

    /// Allocated words.
    pub(crate) fn capacity(&self) -> usize {
        words_between(self.base, self.end)
    }

    pub(crate) fn is_empty(&self) -> bool {
        self.cur == self.base
    }

    /// The records so far.
    pub(crate) fn words(&self) -> &[u64] {
        if self.base.is_null() {
            return &[];
        }
        // Safety: `[base, cur)` are initialized words of the allocation.
        unsafe { std::slice::from_raw_parts(self.base, self.len()) }
    }

    /// A record was written at or past `lim`: time to look at flushing (one compare).
    #[inline(always)]
    pub(crate) fn due(&self) -> bool {
        self.cur >= self.lim.load(Ordering::Relaxed)
    }

    /// Set the flush mark to `words` from the start (None: stop at the next boundary).
    pub(crate) fn set_mark(&self, words: Option<usize>) {
        let p = match words {
            // Safety: the mark lies within the allocation (callers pass at most capacity).
            Some(w) if !self.base.is_null() => unsafe { self.base.add(w.min(self.capacity())) },
            _ => std::ptr::null_mut(),
        };
        self.lim.store(p, Ordering::SeqCst);
    }

    /// Take the allocation out as a vector of the records (the buffer is left empty, with no
    /// allocation).
    fn take_vec(&mut self) -> Vec<u64> {
        if self.base.is_null() {
            return Vec::new();
        }
        let (len, cap) = (self.len(), self.capacity());
        // Safety: `base` came from a Vec<u64> of capacity `cap` (see `install`) whose first
        // `len` words were written.
        let v = unsafe { Vec::from_raw_parts(self.base, len, cap) };
        self.base = std::ptr::null_mut();
        self.cur = std::ptr::null_mut();
        self.end = std::ptr::null_mut();
        self.lim.store(std::ptr::null_mut(), Ordering::SeqCst);
        v
    }

    /// Make `v` the buffer, its records kept (the flush mark is null until `set_mark`).
    /// `touch`: write its free part once per page now, so that the calls that record into it
    /// later do not take the page faults of fresh memory (about 1.5 us per 4 KiB on these
    /// VMs): done for the buffers made at a flush (the spare, a grown buffer), where it counts
    /// as the flush; a thread's first buffer is left to fault as it fills, rather than make
    /// every thread's first call pay for all of it.
    fn install(&mut self, v: Vec<u64>, touch: bool) {
        drop(self.take_vec());
        let mut v = std::mem::ManuallyDrop::new(v);
        let (len, cap) = (v.len(), v.capacity());
        let base = v.as_mut_ptr();
        const PAGE_WORDS: usize = 512;
        let mut i = if touch && !populate(base, len, cap) {
            len
        } else {
            cap
        };
        while i < cap {
            // Safety: within the allocation; the free part holds no records.
            unsafe { base.add(i).write(0) };
            i += PAGE_WORDS;
        }
        self.base = base;
        // Safety: within or one past the allocation.
        unsafe {
            self.cur = base.add(len);
            self.end = base.add(cap);
        }
    }

    /// Hand the records out and continue in `next` (emptied first; `fresh`: newly allocated,
    /// so its pages are mapped now rather than by the calls that fill it).
    pub(crate) fn swap(&mut self, mut next: Vec<u64>, fresh: bool) -> Vec<u64> {
        let full = self.take_vec();
        next.clear();
        self.install(next, fresh);
        full
    }

    /// An empty buffer of `words` words.
    pub(crate) fn with_capacity(words: usize) -> Buffer {
        let mut b = Buffer::default();
        if words > 0 {
            b.install(Vec::with_capacity(words), false);
        }
        b
    }

    /// Room for `words` more words (keeps the records; may move them).
    pub(crate) fn reserve(&mut self, words: usize) {
        if words_between(self.cur, self.end) < words || self.base.is_null() {
            self.grow(words);
        }
    }

    #[cold]
    #[inline(never)]
    fn grow(&mut self, words: usize) {
        let mark = self.lim.load(Ordering::SeqCst);
        let mark =
            (!mark.is_null() && !self.base.is_null()).then(|| words_between(self.base, mark));
        let mut v = self.take_vec();
        v.reserve(words.max(v.capacity()).max(raw::MAX_WORDS));
        self.install(v, true);
        self.set_mark(mark);
    }

    /// Drop the records (keeps the allocation).
    pub(crate) fn clear(&mut self) {
        self.cur = self.base;
    }
}

impl Records for Buffer {
    #[inline(always)]
    fn rec<const N: usize>(&mut self, kind: u8, t: u64, fields: [u64; N]) {
        if words_between(self.cur, self.end) < N + 2 {
            self.grow(N + 2);
        }
        // Safety: N + 2 words are free.
        self.cur = unsafe { raw::put(self.cur, kind, t, fields) };
    }

    fn payload_rec(&mut self, kind: u8, t: u64, payload: &[u8]) {
        let n = raw::payload_words(payload.len());
        self.reserve(n);
        // Safety: n words are free.
        self.cur = unsafe { raw::put_payload(self.cur, kind, t, payload) };
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ppw_format::EventEncoder;

    #[test]
    fn records_grow_swap_and_transcode() {
        let mut b = Buffer::with_capacity(4);
        assert!(b.due(), "no mark yet: every record is a boundary");
        for i in 0..1000u64 {
            b.send(i, 0, 1, 2, 8, 0);
        }
        assert_eq!(b.len(), 7000);
        b.set_mark(Some(b.capacity() - 10));
        assert!(!b.due());
        let full = b.swap(Vec::with_capacity(16), true);
        assert_eq!(full.len(), 7000);
        assert!(b.is_empty() && b.capacity() >= 16);
        let mut direct = EventEncoder::new();
        for i in 0..1000u64 {
            direct.send(i, 0, 1, 2, 8, 0);
        }
        let mut out = EventEncoder::new();
        assert_eq!(
            raw::transcode(&full, 0, &mut out, usize::MAX),
            Ok(full.len())
        );
        assert_eq!(out.bytes(), direct.bytes());
    }
}
