//! What the fuzz targets do with an input, shared by the targets (`fuzz_targets/`) and the
//! `bundle` tool that makes seeds: the bundle format (several files in one fuzz input) and one
//! function per target that reads an input the way the `ppw` commands do.
//!
//! A native experiment or an OTF2 archive is several files; a fuzz input is one byte string.
//! A *bundle* packs files into one: entries of `name length (1 byte) | name | data length
//! (u32 little-endian) | data`. Unbundling never fails: an entry whose data length runs past
//! the input takes the rest, so every byte string is some set of files and the fuzzer can
//! mutate names, lengths and contents alike.

use ppw_event::{Files, LocationId, TraceSource};

/// The files of a bundle (see the module documentation).
pub fn unbundle(data: &[u8]) -> Vec<(String, Vec<u8>)> {
    let mut out = Vec::new();
    let mut rest = data;
    while !rest.is_empty() {
        let n = rest[0] as usize;
        rest = &rest[1..];
        let name = String::from_utf8_lossy(&rest[..n.min(rest.len())]).into_owned();
        rest = &rest[n.min(rest.len())..];
        let len = match rest.get(..4) {
            Some(b) => u32::from_le_bytes([b[0], b[1], b[2], b[3]]) as usize,
            None => rest.len(),
        };
        rest = &rest[4.min(rest.len())..];
        let len = len.min(rest.len());
        out.push((name, rest[..len].to_vec()));
        rest = &rest[len..];
    }
    out
}

/// Pack files into a bundle (names longer than 255 bytes are cut).
pub fn bundle(files: &[(String, Vec<u8>)]) -> Vec<u8> {
    let mut out = Vec::new();
    for (name, data) in files {
        let name = &name.as_bytes()[..name.len().min(255)];
        out.push(name.len() as u8);
        out.extend_from_slice(name);
        out.extend_from_slice(&(data.len() as u32).to_le_bytes());
        out.extend_from_slice(data);
    }
    out
}

/// The name of an empty file that, in a native bundle, makes the target rewrite every block's
/// checksum to match its payload before reading: the fuzzer's mutations then reach the record
/// decoders instead of stopping at a checksum mismatch (seeds with it store their blocks
/// uncompressed for the same reason). Bundles without it test the checks themselves.
pub const FIX_CHECKSUMS: &str = "fix-checksums";

/// The files of a bundle, in memory (`fix`: with block checksums rewritten).
fn files(data: &[u8], fix: bool) -> Files {
    let mut f = Files::memory().labelled("fuzz");
    for (name, mut bytes) in unbundle(data) {
        if fix && name.ends_with(".ppw") {
            fix_checksums(&mut bytes);
        }
        if !name.is_empty() {
            f.insert(name, bytes);
        }
    }
    f
}

/// Rewrite the CRC-32 of every whole block of a native rank file (`docs/FORMAT.md`: a 32-byte
/// file header, then blocks of a 28-byte header and a payload; the checksum is at header
/// offset 24 and covers the stored payload).
pub fn fix_checksums(file: &mut [u8]) {
    let mut off = 32usize;
    while off + 28 <= file.len() && file[off..off + 4] == *b"PBLK" {
        let word = |o: usize| u32::from_le_bytes([file[o], file[o + 1], file[o + 2], file[o + 3]]);
        let end = off + 28 + word(off + 20) as usize;
        if end > file.len() {
            break;
        }
        let crc = crc32fast::hash(&file[off + 28..end]);
        file[off + 24..off + 28].copy_from_slice(&crc.to_le_bytes());
        off = end;
    }
}

/// Stream every location to its end (or first error) and read every profile, as `ppw dump`
/// and the analysis do.
fn stream_all(t: &dyn TraceSource) {
    for l in 0..t.defs().locations.len() {
        let loc = LocationId(l as u32);
        if let Ok(mut s) = t.events(loc) {
            while let Ok(Some(_)) = s.next_event() {}
            let _ = s.skipped_records();
        }
        let _ = t.profile(loc);
    }
}

/// Analyse on one thread (the fuzzer runs one input at a time), and render the report.
fn analyse(t: &dyn TraceSource) {
    let opts = ppw_analysis::Options {
        threads: 1,
        ..Default::default()
    };
    if let Ok(a) = ppw_analysis::analyze(t, &opts) {
        let _ = ppw_report::terminal(&a, 80);
    }
}

/// Target `native`: a bundle of `ppw.json` and `rank-NNNNN.ppw` files (and maybe
/// [`FIX_CHECKSUMS`]), opened (`ppw info`'s summary and damage list), streamed and analysed.
pub fn native(data: &[u8]) {
    let fix = unbundle(data).iter().any(|(n, _)| n == FIX_CHECKSUMS);
    let Ok(e) = ppw_format::Experiment::open_files(files(data, fix), None) else {
        return;
    };
    let _ = e.summary();
    let _ = e.damage().count();
    stream_all(&e);
    analyse(&e);
}

/// Target `otf2`: a bundle of an OTF2 archive's files (`traces.otf2`, `traces.def`,
/// `traces/N.evt`, `traces/N.def`), opened, counted, streamed and analysed.
pub fn otf2(data: &[u8]) {
    let files = files(data, false);
    let opts = ppw_otf2::OpenOptions {
        classify_collective_regions: data.first().is_some_and(|b| b & 1 == 1),
    };
    let Ok(t) = ppw_otf2::Otf2Trace::open_files(files, "traces.otf2", &opts) else {
        return;
    };
    let _ = t.record_counts();
    stream_all(&t);
    analyse(&t);
}

/// Target `analysis_json`: an `analysis.json` as `ppw report` reads it, then the terminal
/// report.
pub fn analysis_json(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(a) = ppw_analysis::Analysis::from_json(text) {
        let _ = ppw_report::terminal(&a, 80);
        let _ = a.to_json();
    }
}
