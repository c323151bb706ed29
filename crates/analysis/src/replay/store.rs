//! The record store: a location's records of one kind, bit-packed in blocks (issue 15).
//!
//! Records are plain structs of integers whose neighbours are alike: times a few microseconds
//! apart, the same communicator, peer, tag and size again and again, indices that count up.
//! So every block of [`BLOCK`] records stores, per field, the smallest value (the *base*) and
//! the number of bits the differences to it need (the *width*). Each record is then the
//! concatenation of its fields' differences, `recbits` bits in all, at a fixed place in the
//! block. A record type's [`Pack`] may store a field relative to another one of the same
//! record (a call's exit as its duration), so that its width stays small. A send/receive
//! loop's records shrink from 24-48 bytes to 4-7 (docs/BENCHMARKS.md), and any record is
//! still read in place by its index, in a few nanoseconds, without decoding its neighbours.
//!
//! Writing a record (matching fills in partners, the clock repair moves times) changes the
//! bits in place when every field still fits its block's base and width. Otherwise the block
//! is packed again with the new value; every block is an allocation of its own, so nothing is
//! left over. Writes to many records are done a block at a time. While a location is read,
//! the newest records stay unpacked in a tail of up to two blocks, so that a call's exit or a
//! request's completion, filled in shortly after the record was made, costs nothing.
//!
//! A block carries its own layout (per field its width, offset and base) in its first words,
//! so that a block in a file leaves only its address on the heap.
//!
//! Bounded memory: when the records read so far exceed the memory budget
//! ([`crate::Options::memory`]), the packed blocks move into an [`Arena`]: large temporary
//! files, mapped (and unlinked at once, so nothing is left behind even if the analysis is
//! killed), shared by all stores. A block packed again later stays in its place if it fits,
//! else moves to a new place in the arena, so that steps that write into spilled records do
//! not grow the heap. The kernel writes mapped pages out under memory pressure instead of the
//! analysis being killed (docs/SCALE.md). Results never depend on the packing or the budget:
//! every step reads the same values.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

/// Give the heap's free pages back to the system (glibc). Matching and the clock step write
/// into the packed records, which packs blocks again in new allocations a little larger than
/// the old ones; the old ones leave holes that later, larger blocks cannot reuse, and without
/// this the process keeps them all (at 1 G events, over 400 MiB per step).
pub(crate) fn release_freed() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // Safety: malloc_trim only walks the allocator's own free lists.
    unsafe {
        libc::malloc_trim(0);
    }
}

/// Drop the pages wholly inside `[a, e)` of a shared file mapping from the resident set
/// (Linux); their data stays in the file, and a later read faults them in again.
fn release_pages(a: usize, e: usize) {
    #[cfg(target_os = "linux")]
    {
        const PAGE: usize = 4096;
        let (lo, hi) = (a.div_ceil(PAGE) * PAGE, e / PAGE * PAGE);
        if hi > lo {
            // Safety: the range lies in a live shared mapping of a file (a segment); for such
            // mappings MADV_DONTNEED only unmaps pages, it never discards the file's data.
            unsafe {
                libc::madvise(lo as *mut libc::c_void, hi - lo, libc::MADV_DONTNEED);
            }
        }
    }
    #[cfg(not(target_os = "linux"))]
    let _ = (a, e);
}

/// Records per packed block.
pub(crate) const BLOCK: usize = 256;
/// The most fields a record may have.
pub(crate) const MAX_FIELDS: usize = 12;

/// A record as a list of up to [`MAX_FIELDS`] unsigned integers.
pub(crate) trait Pack: Copy {
    /// Number of fields.
    const N: usize;
    fn pack(&self, out: &mut [u64; MAX_FIELDS]);
    fn unpack(v: &[u64; MAX_FIELDS]) -> Self;
}

/// One field's conversion to and from the `u64` the store packs.
pub(crate) trait Field: Copy {
    fn to_u64(self) -> u64;
    fn from_u64(v: u64) -> Self;
}

/// `impl Field` for unsigned integers (widened and cut back).
macro_rules! unsigned_field {
    ($($t:ty),*) => {$(
        impl Field for $t {
            fn to_u64(self) -> u64 {
                self as u64
            }
            fn from_u64(v: u64) -> Self {
                v as $t
            }
        }
    )*};
}
unsigned_field!(u8, u16, u32, u64);

impl Field for i32 {
    fn to_u64(self) -> u64 {
        self as u32 as u64
    }
    fn from_u64(v: u64) -> Self {
        v as u32 as i32
    }
}

/// `impl Pack` for a struct of [`Field`]s, listed in any order.
macro_rules! packed_record {
    ($t:ident { $($f:ident),* $(,)? }) => {
        impl $crate::replay::store::Pack for $t {
            const N: usize = [$(stringify!($f)),*].len();
            #[inline]
            fn pack(&self, out: &mut [u64; $crate::replay::store::MAX_FIELDS]) {
                use $crate::replay::store::Field;
                let mut k = 0;
                $( out[k] = self.$f.to_u64(); k += 1; )*
                let _ = k;
            }
            #[inline]
            fn unpack(v: &[u64; $crate::replay::store::MAX_FIELDS]) -> Self {
                use $crate::replay::store::Field;
                let mut k = 0;
                $( let $f = Field::from_u64(v[k]); k += 1; )*
                let _ = k;
                $t { $($f),* }
            }
        }
    };
}
pub(crate) use packed_record;

/// One packed block's words: its own allocation, or a place in the store's mapped file.
///
/// A block is laid out in its words: a head of [`HEAD`] words (per field its width in bits
/// and its offset in the record, then the bits per record), then one base per field, then
/// the records. So a block spilled to a file leaves nothing but its place on the heap (at
/// 1 G events, its layout on the heap took about 100 MiB).
enum Data {
    Heap(Box<[u64]>),
    /// The first word, in a segment of the store's arena.
    Map(*mut u64),
}

/// Words of a block's head: widths (12 bytes), offsets (12 bytes), bits per record (4).
const HEAD: usize = 4;
/// Where the bits per record start in a block's head (bytes).
const RECBITS_AT: usize = 2 * MAX_FIELDS;

/// How a block's records are laid out, as [`pack_block`] writes it into the block's head
/// ([`head`] reads it in place).
struct Layout {
    /// Per field: its bits, and where they start in the record.
    widths: [u8; MAX_FIELDS],
    offs: [u8; MAX_FIELDS],
    /// Bits per record.
    recbits: u32,
}

impl Layout {
    fn write(&self, words: &mut [u64]) {
        let mut b = [0u8; HEAD * 8];
        b[..MAX_FIELDS].copy_from_slice(&self.widths);
        b[MAX_FIELDS..2 * MAX_FIELDS].copy_from_slice(&self.offs);
        b[RECBITS_AT..RECBITS_AT + 4].copy_from_slice(&self.recbits.to_ne_bytes());
        for (w, c) in words[..HEAD].iter_mut().zip(b.chunks_exact(8)) {
            let mut x = [0u8; 8];
            x.copy_from_slice(c);
            *w = u64::from_ne_bytes(x);
        }
    }
}

/// A block's head read in place: its bytes (widths at 0.., offsets at `MAX_FIELDS`..), and
/// the bits per record.
#[inline]
fn head(words: &[u64]) -> (&[u8; HEAD * 8], u32) {
    let h: &[u8; HEAD * 8] = match bytes_of(&words[..HEAD]).try_into() {
        Ok(h) => h,
        Err(_) => unreachable!("a block's head is {HEAD} words"),
    };
    let recbits = u32::from_ne_bytes([
        h[RECBITS_AT],
        h[RECBITS_AT + 1],
        h[RECBITS_AT + 2],
        h[RECBITS_AT + 3],
    ]);
    (h, recbits)
}

/// The bits per record in a block's head.
#[inline]
fn recbits_of(words: &[u64]) -> u32 {
    head(words).1
}

/// Words of a whole block of `n`-field, `recbits`-bit records: head, bases, records.
fn block_words(n: usize, recbits: u32) -> usize {
    HEAD + n + block_len(recbits)
}

/// A location's records of one kind: packed blocks, then an unpacked tail.
pub(crate) struct Records<T: Pack> {
    blocks: Vec<Data>,
    /// Once spilled: the arena that takes blocks packed again, and the segments this store's
    /// blocks are in (which keeps them mapped).
    arena: Option<Arc<Arena>>,
    segments: Vec<Arc<Segment>>,
    /// The records after the last block: fewer than `2 * BLOCK` while the location is read,
    /// fewer than `BLOCK` after [`Records::seal`].
    tail: Vec<T>,
}

// Safety: a `Data::Map` pointer points into a segment of `segments`, which lives as long as
// the store; the store's blocks are written only through `&mut self`, and no two stores
// share a block.
unsafe impl<T: Pack + Send> Send for Records<T> {}
unsafe impl<T: Pack + Sync> Sync for Records<T> {}

impl<T: Pack> Default for Records<T> {
    fn default() -> Self {
        Records {
            blocks: Vec::new(),
            arena: None,
            segments: Vec::new(),
            tail: Vec::new(),
        }
    }
}

/// Where spilled blocks go: large temporary files, unlinked at once and mapped, which blocks
/// are placed in one after the other (bounded memory, issue 15). One arena serves every store
/// of an analysis, so that the number of files and mappings does not grow with the number of
/// locations (the kernel allows about 65,000 mappings per process), and a block that a write
/// made wider moves to a new place in the file instead of onto the heap.
pub(crate) struct Arena {
    dir: PathBuf,
    /// The segment being filled, and the words used in it.
    current: Mutex<Option<(Arc<Segment>, usize)>>,
    /// Words handed out, and words of blocks that moved on since (left unused in the files).
    allocated: AtomicU64,
    abandoned: AtomicU64,
}

/// One mapped file of an [`Arena`].
pub(crate) struct Segment {
    map: memmap2::MmapMut,
}

/// Words of a segment (1 GiB; the file is sparse, so the unused end costs nothing).
const SEGMENT_WORDS: usize = 1 << 27;

impl Arena {
    /// An arena whose files go into `dir` (created when the first block is spilled).
    pub(crate) fn new(dir: &Path) -> Arc<Arena> {
        Arc::new(Arena {
            dir: dir.to_path_buf(),
            current: Mutex::new(None),
            allocated: AtomicU64::new(0),
            abandoned: AtomicU64::new(0),
        })
    }

    /// Bytes of the files' places that blocks left behind when they moved, and bytes handed
    /// out in all.
    pub(crate) fn waste(&self) -> (u64, u64) {
        (
            self.abandoned.load(Ordering::Relaxed) * 8,
            self.allocated.load(Ordering::Relaxed) * 8,
        )
    }

    /// Room for `n` words: the segment, and the first word.
    fn alloc(&self, n: usize) -> std::io::Result<(Arc<Segment>, *mut u64)> {
        self.allocated.fetch_add(n as u64, Ordering::Relaxed);
        let mut cur = self.current.lock().unwrap_or_else(|e| e.into_inner());
        match cur.as_mut() {
            Some((seg, used)) if *used + n <= seg.map.len() / 8 => {
                // Safety: within the mapping (checked above).
                let p = unsafe { (seg.map.as_ptr() as *mut u64).add(*used) };
                *used += n;
                Ok((seg.clone(), p))
            }
            _ => {
                let seg = Arc::new(Segment::create(&self.dir, n.max(SEGMENT_WORDS))?);
                let p = seg.map.as_ptr() as *mut u64;
                *cur = Some((seg.clone(), n));
                Ok((seg, p))
            }
        }
    }
}

impl Segment {
    fn create(dir: &Path, words: usize) -> std::io::Result<Segment> {
        let path = dir.join(format!(
            "ppw-spill-{}-{}",
            std::process::id(),
            NEXT.fetch_add(1, Ordering::Relaxed)
        ));
        let file = std::fs::OpenOptions::new()
            .read(true)
            .write(true)
            .create_new(true)
            .open(&path)?;
        // Unlinked at once: the mapping keeps the data, nothing outlives the process.
        let _ = std::fs::remove_file(&path);
        file.set_len((words * 8) as u64)?;
        // Safety: a private, just-created file nobody else maps or truncates.
        let map = unsafe { memmap2::MmapMut::map_mut(&file)? };
        Ok(Segment { map })
    }
}

impl<T: Pack> std::fmt::Debug for Records<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "Records({} in {} blocks{})",
            self.len(),
            self.blocks.len(),
            if self.arena.is_some() {
                ", spilled"
            } else {
                ""
            }
        )
    }
}

/// Unique names of spill files within the process.
static NEXT: AtomicU64 = AtomicU64::new(0);

#[inline]
fn read_bits(words: &[u64], pos: u64, w: u32) -> u64 {
    if w == 0 {
        return 0;
    }
    let i = (pos >> 6) as usize;
    let sh = (pos & 63) as u32;
    let mut v = words[i] >> sh;
    if sh + w > 64 {
        v |= words[i + 1] << (64 - sh);
    }
    if w == 64 {
        v
    } else {
        v & ((1u64 << w) - 1)
    }
}

#[inline]
fn write_bits(words: &mut [u64], pos: u64, w: u32, v: u64) {
    if w == 0 {
        return;
    }
    let mask = if w == 64 { u64::MAX } else { (1u64 << w) - 1 };
    let i = (pos >> 6) as usize;
    let sh = (pos & 63) as u32;
    words[i] = (words[i] & !(mask << sh)) | (v << sh);
    if sh + w > 64 {
        let hi = 64 - sh;
        let m2 = mask >> hi;
        words[i + 1] = (words[i + 1] & !m2) | (v >> hi);
    }
}

/// The bytes of a slice of words.
fn bytes_of(w: &[u64]) -> &[u8] {
    // Safety: u64 has no padding and any alignment is fine for u8.
    unsafe { std::slice::from_raw_parts(w.as_ptr() as *const u8, w.len() * 8) }
}

/// Words a block of `recbits`-bit records takes (two spare, so that a read of the last
/// record may load three words).
fn block_len(recbits: u32) -> usize {
    (recbits as usize * BLOCK).div_ceil(64) + 2
}

/// `MASKS[w]`: the lowest `w` bits set.
const MASKS: [u64; 65] = {
    let mut m = [0u64; 65];
    let mut w = 1;
    while w <= 64 {
        m[w] = u64::MAX >> (64 - w);
        w += 1;
    }
    m
};

/// Pack `recs` (at most [`BLOCK`]) into a block of its own.
fn pack_block<T: Pack>(recs: &[T]) -> Box<[u64]> {
    let mut lo = [u64::MAX; MAX_FIELDS];
    let mut hi = [0u64; MAX_FIELDS];
    let mut f = [0u64; MAX_FIELDS];
    for r in recs {
        r.pack(&mut f);
        for k in 0..T::N {
            lo[k] = lo[k].min(f[k]);
            hi[k] = hi[k].max(f[k]);
        }
    }
    let mut widths = [0u8; MAX_FIELDS];
    let mut offs = [0u8; MAX_FIELDS];
    let mut bases = [0u64; MAX_FIELDS];
    let mut recbits = 0;
    for k in 0..T::N {
        if lo[k] <= hi[k] {
            bases[k] = lo[k];
            widths[k] = (64 - (hi[k] - lo[k]).leading_zeros()) as u8;
        }
        // Offsets past 255 bits only occur in records the slow path decodes.
        offs[k] = recbits.min(255) as u8;
        recbits += widths[k] as u32;
    }
    let mut all = vec![0u64; block_words(T::N, recbits)].into_boxed_slice();
    Layout {
        widths,
        offs,
        recbits,
    }
    .write(&mut all);
    all[HEAD..HEAD + T::N].copy_from_slice(&bases[..T::N]);
    let words = &mut all[HEAD + T::N..];
    let mut pos = 0u64;
    for r in recs {
        r.pack(&mut f);
        for k in 0..T::N {
            let w = widths[k] as u32;
            write_bits(words, pos, w, f[k].wrapping_sub(bases[k]));
            pos += w as u64;
        }
    }
    all
}

impl<T: Pack> Records<T> {
    /// Number of records.
    #[inline]
    pub(crate) fn len(&self) -> usize {
        self.blocks.len() * BLOCK + self.tail.len()
    }

    /// The words of a block (head, bases and records).
    #[inline]
    fn words<'a>(&'a self, b: &'a Data) -> &'a [u64] {
        match b {
            Data::Heap(w) => w,
            // Safety: `spill` or `repack` copied a whole block there, in a segment that lives
            // as long as `self`; its head comes first and gives the length.
            Data::Map(p) => unsafe {
                let len = block_words(T::N, recbits_of(std::slice::from_raw_parts(*p, HEAD)));
                std::slice::from_raw_parts(*p, len)
            },
        }
    }

    #[inline]
    fn decode(&self, b: &Data, j: usize) -> T {
        Self::decode_in(self.words(b), j)
    }

    /// Record `j` of the block whose words are `all`.
    // Fields, widths and bases are parallel arrays, indexed alike.
    #[allow(clippy::needless_range_loop)]
    #[inline]
    fn decode_in(all: &[u64], j: usize) -> T {
        let (h, recbits) = head(all);
        let (bases, words) = all[HEAD..].split_at(T::N);
        let mut pos = (j as u64) * recbits as u64;
        let mut f = [0u64; MAX_FIELDS];
        let i = (pos >> 6) as usize;
        let sh = (pos & 63) as u32;
        if recbits <= 64 {
            // The whole record is within two neighbouring words (the block has spare ones);
            // every field is cut out of it on its own.
            let v = (((words[i + 1] as u128) << 64 | words[i] as u128) >> sh) as u64;
            for k in 0..T::N {
                let x = v.wrapping_shr(h[MAX_FIELDS + k] as u32) & MASKS[h[k] as usize];
                f[k] = bases[k].wrapping_add(x);
            }
        } else if recbits <= 128 {
            // Within three words.
            let lo = (words[i + 1] as u128) << 64 | words[i] as u128;
            let hi = (words[i + 2] as u128).checked_shl(128 - sh).unwrap_or(0);
            let v = lo >> sh | hi;
            for k in 0..T::N {
                let x = v.wrapping_shr(h[MAX_FIELDS + k] as u32) as u64 & MASKS[h[k] as usize];
                f[k] = bases[k].wrapping_add(x);
            }
        } else {
            for k in 0..T::N {
                let w = h[k] as u32;
                f[k] = bases[k].wrapping_add(read_bits(words, pos, w));
                pos += w as u64;
            }
        }
        T::unpack(&f)
    }

    /// Record `i` (panics past the end, as indexing does).
    #[inline]
    pub(crate) fn at(&self, i: usize) -> T {
        let packed = self.blocks.len() * BLOCK;
        if i < packed {
            self.decode(&self.blocks[i / BLOCK], i % BLOCK)
        } else {
            self.tail[i - packed]
        }
    }

    /// Record `i`, if there is one.
    #[inline]
    pub(crate) fn get(&self, i: usize) -> Option<T> {
        (i < self.len()).then(|| self.at(i))
    }

    /// Every record in order.
    pub(crate) fn iter(&self) -> Iter<'_, T> {
        self.iter_range(0..self.len())
    }

    /// Records `range` in order (panics past the end).
    pub(crate) fn iter_range(&self, range: std::ops::Range<usize>) -> Iter<'_, T> {
        assert!(
            range.end <= self.len(),
            "records {range:?} of {}",
            self.len()
        );
        Iter {
            r: self,
            i: range.start,
            n: range.end,
            block: 0,
            words: &[],
        }
    }

    /// The records as a vector.
    #[cfg(test)]
    pub(crate) fn to_vec(&self) -> Vec<T> {
        self.iter().collect()
    }

    /// Append a record.
    pub(crate) fn push(&mut self, x: T) {
        self.tail.push(x);
        if self.tail.len() >= 2 * BLOCK {
            self.pack_tail(BLOCK);
        }
    }

    /// Pack the tail's first `n` records (a multiple of [`BLOCK`]) into blocks.
    fn pack_tail(&mut self, n: usize) {
        for chunk in self.tail[..n].chunks(BLOCK) {
            self.blocks.push(Data::Heap(pack_block(chunk)));
        }
        self.tail.drain(..n);
    }

    /// Pack every full block of the tail (after the location was read).
    pub(crate) fn seal(&mut self) {
        let n = self.tail.len() / BLOCK * BLOCK;
        if n > 0 {
            self.pack_tail(n);
        }
        self.tail.shrink_to_fit();
        self.blocks.shrink_to_fit();
    }

    /// Replace record `i`.
    pub(crate) fn set(&mut self, i: usize, x: T) {
        let packed = self.blocks.len() * BLOCK;
        if i >= packed {
            self.tail[i - packed] = x;
            return;
        }
        let bi = i / BLOCK;
        let j = i % BLOCK;
        let mut f = [0u64; MAX_FIELDS];
        x.pack(&mut f);
        let all = self.words(&self.blocks[bi]);
        let (h, recbits) = head(all);
        let mut widths = [0u8; MAX_FIELDS];
        widths.copy_from_slice(&h[..MAX_FIELDS]);
        let mut bases = [0u64; MAX_FIELDS];
        bases[..T::N].copy_from_slice(&all[HEAD..HEAD + T::N]);
        let fits = (0..T::N).all(|k| {
            let d = f[k].wrapping_sub(bases[k]);
            f[k] >= bases[k] && (widths[k] == 64 || d >> widths[k] == 0)
        });
        if !fits {
            let mut recs: Vec<T> = (0..BLOCK)
                .map(|j| self.decode(&self.blocks[bi], j))
                .collect();
            recs[j] = x;
            self.repack(bi, &recs);
            return;
        }
        let words = &mut self.words_mut(bi)[HEAD + T::N..];
        let mut pos = (j as u64) * recbits as u64;
        for k in 0..T::N {
            let w = widths[k] as u32;
            write_bits(words, pos, w, f[k] - bases[k]);
            pos += w as u64;
        }
    }

    /// The words of block `bi`, writable.
    fn words_mut(&mut self, bi: usize) -> &mut [u64] {
        match &mut self.blocks[bi] {
            Data::Heap(w) => w,
            // Safety: as in `words`; `&mut self` gives exclusive access to the store's blocks.
            Data::Map(p) => unsafe {
                let len = block_words(T::N, recbits_of(std::slice::from_raw_parts(*p, HEAD)));
                std::slice::from_raw_parts_mut(*p, len)
            },
        }
    }

    /// Pack block `bi` again from `recs`: a spilled block in its place in the file if it
    /// still fits there, else in a new place in the arena (the old place is left unused),
    /// else (not spilled, or the arena failed) in an allocation of its own.
    fn repack(&mut self, bi: usize, recs: &[T]) {
        let nb = pack_block(recs);
        if let Data::Map(_) = self.blocks[bi] {
            let old = self.words_mut(bi);
            if nb.len() <= old.len() {
                old[..nb.len()].copy_from_slice(&nb);
                return;
            }
            let left = old.len() as u64;
            if let Some(Ok((seg, p))) = self.arena.as_ref().map(|a| a.alloc(nb.len())) {
                if let Some(a) = &self.arena {
                    a.abandoned.fetch_add(left, Ordering::Relaxed);
                }
                // Safety: `alloc` gave `nb.len()` words of a mapped segment to this store.
                unsafe { std::slice::from_raw_parts_mut(p, nb.len()) }.copy_from_slice(&nb);
                self.keep_segment(seg);
                self.blocks[bi] = Data::Map(p);
                return;
            }
        }
        self.blocks[bi] = Data::Heap(nb);
    }

    /// Keep `seg` mapped as long as this store (it holds blocks of it).
    fn keep_segment(&mut self, seg: Arc<Segment>) {
        if !self.segments.iter().any(|s| Arc::ptr_eq(s, &seg)) {
            self.segments.push(seg);
        }
    }

    /// Change the records named by `items` (sorted by the record index `index` gives) with
    /// `f`, packing every block touched once.
    pub(crate) fn update_sorted<V>(
        &mut self,
        items: &[V],
        index: impl Fn(&V) -> u32,
        mut f: impl FnMut(&mut T, &V),
    ) {
        let packed = self.blocks.len() * BLOCK;
        let mut buf: Vec<T> = Vec::with_capacity(BLOCK);
        let mut k = 0;
        while k < items.len() {
            let i = index(&items[k]) as usize;
            if i >= packed {
                f(&mut self.tail[i - packed], &items[k]);
                k += 1;
                continue;
            }
            let bi = i / BLOCK;
            buf.clear();
            buf.extend((0..BLOCK).map(|j| self.decode(&self.blocks[bi], j)));
            while k < items.len() && index(&items[k]) as usize / BLOCK == bi {
                f(&mut buf[index(&items[k]) as usize % BLOCK], &items[k]);
                k += 1;
            }
            self.repack(bi, &buf);
        }
    }

    /// Change record `i` with `f`.
    #[inline]
    pub(crate) fn update(&mut self, i: usize, f: impl FnOnce(&mut T)) {
        let mut x = self.at(i);
        f(&mut x);
        self.set(i, x);
    }

    /// Change every record with `f` (given the index), packing the blocks that changed
    /// again.
    pub(crate) fn update_all(&mut self, mut f: impl FnMut(usize, &mut T)) {
        let mut buf: Vec<T> = Vec::with_capacity(BLOCK);
        let (mut before, mut after) = ([0u64; MAX_FIELDS], [0u64; MAX_FIELDS]);
        for bi in 0..self.blocks.len() {
            buf.clear();
            buf.extend((0..BLOCK).map(|j| self.decode(&self.blocks[bi], j)));
            let mut changed = false;
            for (j, x) in buf.iter_mut().enumerate() {
                x.pack(&mut before);
                f(bi * BLOCK + j, x);
                x.pack(&mut after);
                changed |= before != after;
            }
            if changed {
                self.repack(bi, &buf);
            }
        }
        let packed = self.blocks.len() * BLOCK;
        for (j, x) in self.tail.iter_mut().enumerate() {
            f(packed + j, x);
        }
    }

    /// Bytes the records take (heap and mapped).
    pub(crate) fn bytes(&self) -> u64 {
        let heap: usize = self
            .blocks
            .iter()
            .map(|b| match b {
                Data::Heap(w) => w.len() * 8,
                Data::Map(_) => 0,
            })
            .sum();
        let mapped: usize = self
            .blocks
            .iter()
            .map(|b| match b {
                Data::Heap(_) => 0,
                Data::Map(_) => self.words(b).len() * 8,
            })
            .sum();
        (heap
            + mapped
            + self.blocks.len() * std::mem::size_of::<Data>()
            + self.tail.len() * std::mem::size_of::<T>()) as u64
    }

    /// True if blocks are in a mapped file.
    #[cfg(test)]
    pub(crate) fn spilled(&self) -> bool {
        self.arena.is_some()
    }

    /// Bytes of packed blocks on the heap (not in a mapped file).
    pub(crate) fn heap_bytes(&self) -> u64 {
        self.blocks
            .iter()
            .map(|b| match b {
                Data::Heap(w) => w.len() as u64 * 8,
                Data::Map(_) => 0,
            })
            .sum()
    }

    /// If spilled: copy every block into `arena`, one after the other, and let go of the old
    /// arena's segments (which are unmapped, and their files' space freed, once no store
    /// holds them). On an error nothing changes.
    pub(crate) fn compact(&mut self, arena: &Arc<Arena>) -> std::io::Result<()> {
        if self.arena.is_none() || self.blocks.is_empty() {
            return Ok(());
        }
        let n: usize = self.blocks.iter().map(|b| self.words(b).len()).sum();
        let (seg, mut p) = arena.alloc(n)?;
        let mut places = Vec::with_capacity(self.blocks.len());
        for b in &self.blocks {
            let w = self.words(b);
            // Safety: `alloc` gave `n` words of a mapped segment to this store, and the
            // blocks take `n` words in all.
            unsafe {
                std::slice::from_raw_parts_mut(p, w.len()).copy_from_slice(w);
                places.push(p);
                p = p.add(w.len());
            }
        }
        // The old places' pages leave this process's resident set now (the data stays in the
        // files until their segments are dropped), so that the copy does not hold both.
        let mut old: Vec<(usize, usize)> = self
            .blocks
            .iter()
            .filter_map(|b| match b {
                Data::Map(q) => Some((*q as usize, self.words(b).len() * 8)),
                Data::Heap(_) => None,
            })
            .collect();
        old.sort_unstable();
        let mut runs: Vec<(usize, usize)> = Vec::new();
        for (a, len) in old {
            match runs.last_mut() {
                Some(r) if a <= r.1 => r.1 = r.1.max(a + len),
                _ => runs.push((a, a + len)),
            }
        }
        for (a, e) in runs {
            release_pages(a, e);
        }
        for (b, p) in self.blocks.iter_mut().zip(places) {
            *b = Data::Map(p);
        }
        self.segments = vec![seg];
        self.arena = Some(arena.clone());
        Ok(())
    }

    /// Move the blocks on the heap into the arena, one after the other (the blocks already
    /// there stay where they are), and from now on place blocks packed again there too.
    pub(crate) fn spill(&mut self, arena: &Arc<Arena>) -> std::io::Result<()> {
        self.arena.get_or_insert_with(|| arena.clone());
        let n: usize = self
            .blocks
            .iter()
            .map(|b| match b {
                Data::Heap(w) => w.len(),
                Data::Map(_) => 0,
            })
            .sum();
        if n == 0 {
            return Ok(());
        }
        let (seg, mut p) = arena.alloc(n)?;
        for b in &mut self.blocks {
            if let Data::Heap(w) = b {
                // Safety: `alloc` gave `n` words of a mapped segment to this store, and the
                // heap blocks take `n` words in all.
                unsafe {
                    std::slice::from_raw_parts_mut(p, w.len()).copy_from_slice(w);
                    let q = p;
                    p = p.add(w.len());
                    *b = Data::Map(q);
                }
            }
        }
        self.keep_segment(seg);
        Ok(())
    }
}

/// The records in order, by value.
pub(crate) struct Iter<'a, T: Pack> {
    r: &'a Records<T>,
    i: usize,
    n: usize,
    /// The words of block `block`, once read.
    block: usize,
    words: &'a [u64],
}

impl<T: Pack> Iterator for Iter<'_, T> {
    type Item = T;
    #[inline]
    fn next(&mut self) -> Option<T> {
        if self.i >= self.n {
            return None;
        }
        let (bi, j) = (self.i / BLOCK, self.i % BLOCK);
        self.i += 1;
        match self.r.blocks.get(bi) {
            Some(b) => {
                // The block's words, found once per block.
                if self.block != bi || self.words.is_empty() {
                    self.block = bi;
                    self.words = self.r.words(b);
                }
                Some(Records::<T>::decode_in(self.words, j))
            }
            None => Some(self.r.tail[self.i - 1 - self.r.blocks.len() * BLOCK]),
        }
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        (self.n - self.i, Some(self.n - self.i))
    }
}

impl<T: Pack> ExactSizeIterator for Iter<'_, T> {}

impl<'a, T: Pack> IntoIterator for &'a Records<T> {
    type Item = T;
    type IntoIter = Iter<'a, T>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl<T: Pack> FromIterator<T> for Records<T> {
    /// The records packed, as a location's are after it was read.
    fn from_iter<I: IntoIterator<Item = T>>(it: I) -> Self {
        let mut r = Records::default();
        for x in it {
            r.push(x);
        }
        r.seal();
        r
    }
}

/// Sent between the processes of a distributed analysis as a sequence (see `crate::distributed`).
impl<T: Pack + serde::Serialize> serde::Serialize for Records<T> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

impl<'de, T: Pack + serde::Deserialize<'de>> serde::Deserialize<'de> for Records<T> {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let v: Vec<T> = Vec::deserialize(d)?;
        Ok(v.into_iter().collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Clone, Copy, Debug, PartialEq)]
    struct R {
        a: u64,
        b: u32,
        c: u8,
        d: i32,
    }
    packed_record!(R { a, b, c, d });

    fn sample(n: u64) -> Vec<R> {
        (0..n)
            .map(|i| R {
                a: 1_000_000_000_000 + i * 3_000 + (i * 7919) % 1000,
                b: if i % 97 == 0 { u32::MAX } else { i as u32 * 2 },
                c: (i % 7) as u8,
                d: -((i % 3) as i32),
            })
            .collect()
    }

    #[test]
    fn packed_records_read_and_write_as_before() {
        let want = sample(10_000);
        let mut r: Records<R> = Records::default();
        for &x in &want {
            r.push(x);
        }
        assert_eq!(r.to_vec(), want);
        r.seal();
        assert_eq!(r.to_vec(), want);
        assert_eq!(r.len(), 10_000);
        assert!(r.bytes() < (10_000 * std::mem::size_of::<R>()) as u64 / 2);
        for i in [0, 1, 255, 256, 9_999, 5_000] {
            assert_eq!(r.at(i), want[i]);
        }
        assert_eq!(r.get(10_000), None);
        // A write that fits in place, and one that needs the block packed again.
        let mut want = want;
        want[5].b = 12;
        r.update(5, |x| x.b = 12);
        want[300].a = u64::MAX;
        r.set(300, want[300]);
        want[9_999].c = 200;
        r.set(9_999, want[9_999]);
        assert_eq!(r.to_vec(), want);
        let items: Vec<(u32, u32)> = (0..10_000).step_by(3).map(|i| (i, i * 5)).collect();
        r.update_sorted(&items, |x| x.0, |x, &(_, v)| x.b = v);
        for &(i, v) in &items {
            want[i as usize].b = v;
        }
        assert_eq!(r.to_vec(), want);
        r.update_all(|i, x| x.d = i as i32);
        for (i, w) in want.iter_mut().enumerate() {
            w.d = i as i32;
        }
        assert_eq!(r.to_vec(), want);
    }

    #[test]
    fn spilled_records_read_and_write_as_before() -> std::io::Result<()> {
        let mut want = sample(10_000);
        let mut r: Records<R> = Records::default();
        for &x in &want {
            r.push(x);
        }
        r.seal();
        let arena = Arena::new(&std::env::temp_dir());
        r.spill(&arena)?;
        assert!(r.spilled());
        assert_eq!(r.to_vec(), want);
        want[5].b = 99;
        r.set(5, want[5]);
        want[6].a = 7;
        r.set(6, want[6]);
        assert_eq!(r.to_vec(), want);
        // Appending after a spill packs the new blocks on the heap.
        for i in 0..1_000 {
            let x = R {
                a: i,
                b: 1,
                c: 2,
                d: 3,
            };
            want.push(x);
            r.push(x);
        }
        r.seal();
        assert!(r.spilled());
        assert_eq!(r.to_vec(), want);
        r.update_all(|_, x| x.c = 1);
        for w in &mut want {
            w.c = 1;
        }
        assert_eq!(r.to_vec(), want);
        // Spilling again moves the blocks appended on the heap; a write too wide for its
        // block then packs that block in a new place in the arena, not on the heap.
        assert!(r.heap_bytes() > 0);
        r.spill(&arena)?;
        assert_eq!(r.heap_bytes(), 0);
        want[300].a = u64::MAX >> 1;
        r.set(300, want[300]);
        assert_eq!(r.heap_bytes(), 0);
        assert_eq!(r.to_vec(), want);
        assert!(arena.waste().0 > 0);
        // Another store in the same arena.
        let mut other: Records<R> = want.iter().copied().collect();
        other.spill(&arena)?;
        assert_eq!(other.to_vec(), want);
        // Compacted into a new arena, both read the same, and the old arena has no user.
        let fresh = Arena::new(&std::env::temp_dir());
        r.compact(&fresh)?;
        other.compact(&fresh)?;
        assert_eq!(Arc::strong_count(&arena), 1);
        assert_eq!(fresh.waste().0, 0);
        assert!(fresh.waste().1 > 0);
        assert_eq!(r.to_vec(), want);
        assert_eq!(other.to_vec(), want);
        assert_eq!(r.to_vec(), want);
        assert_eq!(r.iter_range(290..310).collect::<Vec<_>>(), want[290..310]);
        Ok(())
    }
}
