//! Records that can leave the heap (issue 15, first stage of bounded memory): a location's
//! records of one kind are a `Vec` while the location is read; when the records of all
//! locations read so far exceed the memory budget ([`crate::Options::memory`]), the location's
//! records move into a temporary file mapped into memory (the file is unlinked at once, so
//! nothing is left behind even if the analysis is killed). The steps after the read use them
//! through the same slice either way, so the results do not depend on the budget. Mapped
//! pages are the page cache's: the kernel writes them out and drops them under memory
//! pressure instead of the analysis running out of memory (docs/SCALE.md).

use std::ops::{Deref, DerefMut};
use std::path::Path;
use std::sync::atomic::{AtomicU64, Ordering};

/// A sequence of plain records (`Copy` structs of integers), on the heap or in a mapped file.
pub(crate) struct Records<T: Copy> {
    heap: Vec<T>,
    /// The mapping and the number of records in it.
    map: Option<(memmap2::MmapMut, usize)>,
}

impl<T: Copy> Default for Records<T> {
    fn default() -> Self {
        Records {
            heap: Vec::new(),
            map: None,
        }
    }
}

impl<T: Copy + std::fmt::Debug> std::fmt::Debug for Records<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "Records({} {})",
            self.len(),
            if self.map.is_some() {
                "mapped"
            } else {
                "on the heap"
            }
        )
    }
}

/// Unique names of spill files within the process.
static NEXT: AtomicU64 = AtomicU64::new(0);

impl<T: Copy> Records<T> {
    /// Append a record (records are appended while their location is read, before any
    /// spill; a spilled sequence comes back to the heap first).
    pub(crate) fn push(&mut self, x: T) {
        if let Some((m, n)) = self.map.take() {
            self.heap = (*Self::slice(&m, n)).to_vec();
        }
        self.heap.push(x);
    }

    fn slice(m: &memmap2::MmapMut, n: usize) -> &[T] {
        // Safety: the mapping holds `n` records copied in by `spill` (page-aligned, so
        // aligned for T), lives as long as `self`, and nothing else maps the unlinked file.
        unsafe { std::slice::from_raw_parts(m.as_ptr() as *const T, n) }
    }

    /// Give back unused heap capacity.
    pub(crate) fn shrink_to_fit(&mut self) {
        self.heap.shrink_to_fit();
    }

    /// Bytes the records take.
    pub(crate) fn bytes(&self) -> u64 {
        std::mem::size_of_val(&**self) as u64
    }

    /// True if the records are in a mapped file.
    #[cfg(test)]
    pub(crate) fn spilled(&self) -> bool {
        self.map.is_some()
    }

    /// Move the records into a temporary file in `dir`, mapped.
    pub(crate) fn spill(&mut self, dir: &Path) -> std::io::Result<()> {
        if self.map.is_some() || self.heap.is_empty() || std::mem::size_of::<T>() == 0 {
            return Ok(());
        }
        let n = self.heap.len();
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
        file.set_len(std::mem::size_of_val(self.heap.as_slice()) as u64)?;
        // Safety: a private, just-created file nobody else maps or truncates.
        let mut m = unsafe { memmap2::MmapMut::map_mut(&file)? };
        // Safety: the mapping is exactly n records long and page-aligned; a typed copy.
        unsafe { std::ptr::copy_nonoverlapping(self.heap.as_ptr(), m.as_mut_ptr() as *mut T, n) };
        self.heap = Vec::new();
        self.map = Some((m, n));
        Ok(())
    }
}

impl<'a, T: Copy> IntoIterator for &'a Records<T> {
    type Item = &'a T;
    type IntoIter = std::slice::Iter<'a, T>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl<'a, T: Copy> IntoIterator for &'a mut Records<T> {
    type Item = &'a mut T;
    type IntoIter = std::slice::IterMut<'a, T>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter_mut()
    }
}

impl<T: Copy> Deref for Records<T> {
    type Target = [T];
    fn deref(&self) -> &[T] {
        match &self.map {
            Some((m, n)) => Self::slice(m, *n),
            None => &self.heap,
        }
    }
}

impl<T: Copy> DerefMut for Records<T> {
    fn deref_mut(&mut self) -> &mut [T] {
        match &mut self.map {
            // Safety: as in `slice`, and `&mut self` gives exclusive access.
            Some((m, n)) => unsafe { std::slice::from_raw_parts_mut(m.as_mut_ptr() as *mut T, *n) },
            None => &mut self.heap,
        }
    }
}

/// Sent between the processes of a distributed analysis as a sequence (see `crate::distributed`).
impl<T: Copy + serde::Serialize> serde::Serialize for Records<T> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

impl<'de, T: Copy + serde::Deserialize<'de>> serde::Deserialize<'de> for Records<T> {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        Ok(Records {
            heap: Vec::deserialize(d)?,
            map: None,
        })
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
    }

    #[test]
    fn spilled_records_read_and_write_as_before() {
        let mut r: Records<R> = Records::default();
        for i in 0..10_000u64 {
            r.push(R {
                a: i,
                b: i as u32 * 2,
                c: (i % 7) as u8,
            });
        }
        let before: Vec<R> = r.to_vec();
        r.spill(&std::env::temp_dir()).unwrap();
        assert!(r.spilled());
        assert_eq!(&*r, before.as_slice());
        r[5].b = 99;
        assert_eq!(r[5].b, 99);
        assert_eq!(r.bytes(), (10_000 * std::mem::size_of::<R>()) as u64);
        // Appending after a spill brings the records back to the heap.
        r.push(R { a: 1, b: 2, c: 3 });
        assert!(!r.spilled());
        assert_eq!(r.len(), 10_001);
        assert_eq!(r[5].b, 99);
    }
}
