//! The POSIX ustar container of a `.cubex` file.
//!
//! CubeLib's reader (`CubeTarReader.cpp`, 4.4) steps from one header to the next by
//! `512 + (size / 512 + 1) * 512`, i.e. it expects a whole padding block after a member whose
//! size is a multiple of 512, where standard tar expects none. Members of those sizes would be
//! read wrongly by one of the two; the writer therefore never produces them: data and index
//! files cannot have such sizes (their lengths are 2 modulo 4), and `anchor.xml` is padded with
//! a newline when needed. The reader here accepts both conventions.

use std::io::{self, Write};

const BLOCK: usize = 512;

/// Writes ustar members to a stream; sizes must be known before the content.
pub(crate) struct TarWriter<'a, W: Write> {
    out: &'a mut W,
    pending: u64,
    pub(crate) written: u64,
}

impl<'a, W: Write> TarWriter<'a, W> {
    pub(crate) fn new(out: &'a mut W) -> Self {
        TarWriter {
            out,
            pending: 0,
            written: 0,
        }
    }

    /// Start member `name` of `size` bytes; its content follows through [`TarWriter::write`].
    pub(crate) fn member(&mut self, name: &str, size: u64) -> io::Result<()> {
        assert_eq!(self.pending, 0, "previous member not complete");
        assert!(name.len() < 100, "member names are short");
        let mut h = [0u8; BLOCK];
        h[..name.len()].copy_from_slice(name.as_bytes());
        octal(&mut h[100..108], 0o644);
        octal(&mut h[108..116], 0);
        octal(&mut h[116..124], 0);
        octal(&mut h[124..136], size);
        octal(&mut h[136..148], 0);
        h[156] = b'0';
        h[257..263].copy_from_slice(b"ustar\0");
        h[263..265].copy_from_slice(b"00");
        h[265..268].copy_from_slice(b"ppw");
        h[297..300].copy_from_slice(b"ppw");
        h[148..156].copy_from_slice(b"        ");
        let sum: u32 = h.iter().map(|b| u32::from(*b)).sum();
        let cs = format!("{sum:06o}\0 ");
        h[148..156].copy_from_slice(cs.as_bytes());
        self.out.write_all(&h)?;
        self.written += BLOCK as u64;
        self.pending = size;
        Ok(())
    }

    /// Content of the current member.
    pub(crate) fn write(&mut self, b: &[u8]) -> io::Result<()> {
        assert!(
            b.len() as u64 <= self.pending,
            "member content longer than announced"
        );
        self.out.write_all(b)?;
        self.pending -= b.len() as u64;
        self.written += b.len() as u64;
        if self.pending == 0 {
            let pad = (BLOCK - (self.written as usize % BLOCK)) % BLOCK;
            self.out.write_all(&[0u8; BLOCK][..pad])?;
            self.written += pad as u64;
        }
        Ok(())
    }

    /// The end-of-archive marker (two zero blocks).
    pub(crate) fn finish(&mut self) -> io::Result<()> {
        assert_eq!(self.pending, 0, "last member not complete");
        self.out.write_all(&[0u8; 2 * BLOCK])?;
        self.written += 2 * BLOCK as u64;
        self.out.flush()
    }
}

/// Write `v` as zero-padded octal filling `field` but its last byte (a NUL).
fn octal(field: &mut [u8], v: u64) {
    let w = field.len() - 1;
    let s = format!("{v:0w$o}");
    field[..w].copy_from_slice(s.as_bytes());
    field[w] = 0;
}

/// One member of an archive: name and byte range in the archive.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Member {
    pub(crate) name: String,
    pub(crate) offset: usize,
    pub(crate) size: usize,
}

fn valid_header(b: &[u8]) -> bool {
    if b.len() < BLOCK || b[..BLOCK].iter().all(|x| *x == 0) {
        return false;
    }
    let stored = parse_octal(&b[148..156]);
    let sum: u64 = b[..BLOCK]
        .iter()
        .enumerate()
        .map(|(i, x)| {
            if (148..156).contains(&i) {
                32
            } else {
                u64::from(*x)
            }
        })
        .sum();
    stored == Some(sum)
}

fn parse_octal(f: &[u8]) -> Option<u64> {
    let s: String = f
        .iter()
        .take_while(|b| **b != 0)
        .map(|b| *b as char)
        .collect::<String>()
        .trim()
        .to_string();
    u64::from_str_radix(&s, 8).ok()
}

/// List the members of an archive held in memory. Errors carry the byte offset.
pub(crate) fn members(b: &[u8]) -> Result<Vec<Member>, (u64, String)> {
    let mut out = Vec::new();
    let mut pos = 0usize;
    while pos + BLOCK <= b.len() {
        let h = &b[pos..pos + BLOCK];
        if h.iter().all(|x| *x == 0) {
            break;
        }
        if !valid_header(h) {
            return Err((pos as u64, "not a tar header (bad checksum)".into()));
        }
        let name_end = h[..100].iter().position(|x| *x == 0).unwrap_or(100);
        let name = String::from_utf8_lossy(&h[..name_end]).into_owned();
        let size =
            parse_octal(&h[124..136]).ok_or((pos as u64 + 124, "bad member size".into()))? as usize;
        let offset = pos + BLOCK;
        if offset + size > b.len() {
            return Err((
                offset as u64,
                format!("member {name} is cut ({size} bytes announced)"),
            ));
        }
        if h[156] == b'0' || h[156] == 0 {
            out.push(Member { name, offset, size });
        }
        pos = offset + size.div_ceil(BLOCK) * BLOCK;
        // CubeLib's writer pads members whose size is a multiple of 512 with a whole block.
        if size > 0
            && size.is_multiple_of(BLOCK)
            && pos + 2 * BLOCK <= b.len()
            && b[pos..pos + BLOCK].iter().all(|x| *x == 0)
            && valid_header(&b[pos + BLOCK..])
        {
            pos += BLOCK;
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn members_round_trip_with_checksums() {
        let mut buf = Vec::new();
        let mut t = TarWriter::new(&mut buf);
        t.member("anchor.xml", 5).unwrap();
        t.write(b"hello").unwrap();
        t.member("0.data", 0).unwrap();
        t.member("0.index", 600).unwrap();
        t.write(&[7u8; 600]).unwrap();
        t.finish().unwrap();
        assert_eq!(buf.len() % BLOCK, 0);
        let m = members(&buf).unwrap();
        assert_eq!(m.len(), 3);
        assert_eq!(&buf[m[0].offset..m[0].offset + m[0].size], b"hello");
        assert_eq!((m[1].name.as_str(), m[1].size), ("0.data", 0));
        assert_eq!(m[2].size, 600);
        let mut bad = buf.clone();
        bad[BLOCK * 2 + 3] ^= 1;
        assert!(members(&bad).is_err());
    }
}
