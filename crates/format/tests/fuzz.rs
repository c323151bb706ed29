//! Robustness of the native reader against hostile input: hundreds of deterministic, seeded
//! mutations of small experiments (bit flips, truncations, header and block-header fields set
//! to huge values, and damage inside decompressed payloads re-stored with a valid checksum, so
//! that it reaches the record decoders), each read from memory and analysed in-process.
//!
//! Every round must end without a panic, with a typed error or warnings, while allocating
//! little (a counting global allocator measures the peak of each round) and doing bounded
//! work (events decoded per input byte are counted; no wall-clock limits, machines are noisy).
//! `PPW_FUZZ_ROUNDS` and `PPW_FUZZ_SEED` run longer or other campaigns locally.

use ppw_analysis::{analyze, Options};
use ppw_event::{Files, LocationId, ReadError, TraceSource};
use ppw_format::{Experiment, Manifest, MAX_CLAIMED_RANKS};
use std::alloc::{GlobalAlloc, Layout, System};
use std::io::Write;
use std::path::Path;
use std::sync::atomic::{AtomicUsize, Ordering::Relaxed};
use std::sync::Mutex;

/// Counts live heap bytes and their peak; refuses (and reports) any single allocation above
/// [`REFUSE`], so an allocation bomb fails the test with its round instead of exhausting
/// the machine.
struct Counting;

static LIVE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);
static ROUND: AtomicUsize = AtomicUsize::new(usize::MAX);
/// The largest single allocation any round may ask for.
const REFUSE: usize = 256 << 20;

fn counted(p: *mut u8, size: usize) -> *mut u8 {
    if !p.is_null() {
        let now = LIVE.fetch_add(size, Relaxed) + size;
        PEAK.fetch_max(now, Relaxed);
    }
    p
}

fn refuse(size: usize) -> *mut u8 {
    // No formatting machinery here (it could allocate): digits by hand.
    fn digits(mut v: usize, buf: &mut [u8; 20]) -> &[u8] {
        let mut i = buf.len();
        loop {
            i -= 1;
            buf[i] = b'0' + (v % 10) as u8;
            v /= 10;
            if v == 0 {
                return &buf[i..];
            }
        }
    }
    let (mut a, mut b) = ([0u8; 20], [0u8; 20]);
    let mut err = std::io::stderr();
    let _ = err.write_all(b"\nppw format fuzz test: refused an allocation of ");
    let _ = err.write_all(digits(size, &mut a));
    let _ = err.write_all(b" bytes in round ");
    let _ = err.write_all(digits(ROUND.load(Relaxed), &mut b));
    let _ = err.write_all(b"\n");
    std::ptr::null_mut()
}

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, l: Layout) -> *mut u8 {
        if l.size() > REFUSE {
            return refuse(l.size());
        }
        counted(unsafe { System.alloc(l) }, l.size())
    }

    unsafe fn alloc_zeroed(&self, l: Layout) -> *mut u8 {
        if l.size() > REFUSE {
            return refuse(l.size());
        }
        counted(unsafe { System.alloc_zeroed(l) }, l.size())
    }

    unsafe fn dealloc(&self, p: *mut u8, l: Layout) {
        unsafe { System.dealloc(p, l) };
        LIVE.fetch_sub(l.size(), Relaxed);
    }

    unsafe fn realloc(&self, p: *mut u8, l: Layout, new: usize) -> *mut u8 {
        if new > REFUSE {
            return refuse(new);
        }
        let q = unsafe { System.realloc(p, l, new) };
        if !q.is_null() {
            LIVE.fetch_sub(l.size(), Relaxed);
            counted(q, new);
        }
        q
    }
}

#[global_allocator]
static ALLOC: Counting = Counting;

/// Rounds measure the allocator's peak: one at a time.
static SERIAL: Mutex<()> = Mutex::new(());

/// xorshift64*: a small deterministic generator.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }

    fn pick<T: Copy>(&mut self, v: &[T]) -> T {
        v[self.below(v.len())]
    }
}

/// The values hostile headers use: limits, off-by-ones and all-ones.
const HUGE32: [u32; 13] = [
    0,
    1,
    2,
    3,
    MAX_CLAIMED_RANKS - 1,
    MAX_CLAIMED_RANKS,
    MAX_CLAIMED_RANKS + 1,
    65_535,
    1_000_000,
    200_000_000,
    0x7fff_ffff,
    0xffff_fffe,
    0xffff_ffff,
];

/// An experiment as (file name, bytes).
type Exp = Vec<(String, Vec<u8>)>;

/// Offsets of the whole blocks of a rank file (walking the stored lengths).
fn blocks(file: &[u8]) -> Vec<usize> {
    let mut out = Vec::new();
    let mut off = 32;
    while off + 28 <= file.len() && &file[off..off + 4] == b"PBLK" {
        let stored = u32::from_le_bytes(file[off + 20..off + 24].try_into().unwrap()) as usize;
        if off + 28 + stored > file.len() {
            break;
        }
        out.push(off);
        off += 28 + stored;
    }
    out
}

fn put32(file: &mut [u8], at: usize, v: u32) {
    if at + 4 <= file.len() {
        file[at..at + 4].copy_from_slice(&v.to_le_bytes());
    }
}

/// Damage bytes anywhere (what a disk or a hostile user does).
fn mutate_bytes(rng: &mut Rng, data: &mut Vec<u8>) -> String {
    if data.is_empty() {
        data.push(rng.next() as u8);
        return "grow empty".into();
    }
    let i = rng.below(data.len());
    match rng.below(7) {
        0 => {
            for _ in 0..1 + rng.below(4) {
                let j = rng.below(data.len());
                data[j] ^= 1 << rng.below(8);
            }
            format!("flip bits near {i}")
        }
        1 => {
            let v = rng.pick(&[0u8, 1, 2, 0x7f, 0x80, 0xfe, 0xff]);
            data[i] = v;
            format!("byte {i} = {v:#x}")
        }
        2 => {
            data.truncate(i);
            format!("truncate at {i}")
        }
        3 => {
            let len = (1 + rng.below(64)).min(data.len() - i);
            let slice = data[i..i + len].to_vec();
            let at = rng.below(data.len());
            data.splice(at..at, slice);
            format!("insert {len} bytes at {at}")
        }
        4 => {
            let len = (1 + rng.below(32)).min(data.len() - i);
            data.drain(i..i + len);
            format!("delete {len} bytes at {i}")
        }
        5 => {
            let end = (i + 1 + rng.below(16)).min(data.len());
            for b in &mut data[i..end] {
                *b = rng.next() as u8;
            }
            format!("randomize {i}..{end}")
        }
        _ => {
            // A huge varint (or length, or count): nine continuation bytes and a final 1 is
            // u64::MAX; fewer give other large values.
            let n = 4 + rng.below(6);
            let end = (i + n).min(data.len());
            for b in &mut data[i..end] {
                *b = 0xff;
            }
            if end < data.len() {
                data[end] = 0x01;
            }
            format!("huge varint at {i}")
        }
    }
}

/// Set a rank file header field to a hostile value.
fn mutate_header(rng: &mut Rng, file: &mut [u8]) -> String {
    let (name, at) = rng.pick(&[
        ("rank", 12),
        ("nranks", 16),
        ("nranks", 16),
        ("version", 8),
        ("flags", 10),
        ("pid", 20),
    ]);
    let v = rng.pick(&HUGE32);
    if at == 8 || at == 10 {
        file[at..at + 2].copy_from_slice(&(v as u16).to_le_bytes());
    } else {
        put32(file, at, v);
    }
    format!("header {name} = {v}")
}

/// Set a field of one block header to a hostile value (the checksum covers the payload only).
fn mutate_block_header(rng: &mut Rng, file: &mut [u8]) -> String {
    let b = blocks(file);
    if b.is_empty() {
        return "no block".into();
    }
    let off = rng.pick(&b);
    let (name, at) = rng.pick(&[
        ("kind", 4),
        ("codec", 5),
        ("location", 8),
        ("count", 12),
        ("raw_len", 16),
        ("raw_len", 16),
        ("stored_len", 20),
    ]);
    let v = rng.pick(&HUGE32);
    if at < 8 {
        file[off + at] = v as u8;
    } else {
        put32(file, off + at, v);
    }
    format!("block at {off}: {name} = {v}")
}

/// Damage a decompressed payload and store it back with a valid checksum (raw, or compressed
/// again), so that the damage reaches the definition, event and profile decoders.
fn mutate_payload(rng: &mut Rng, file: &mut Vec<u8>) -> String {
    let b = blocks(file);
    if b.is_empty() {
        return "no block".into();
    }
    let off = rng.pick(&b);
    let stored_len = u32::from_le_bytes(file[off + 20..off + 24].try_into().unwrap()) as usize;
    let stored = &file[off + 28..off + 28 + stored_len];
    let mut raw = if file[off + 5] == 1 {
        match zstd::bulk::decompress(stored, 256 << 20) {
            Ok(r) => r,
            Err(_) => return "undecodable block".into(),
        }
    } else {
        stored.to_vec()
    };
    let what = mutate_bytes(rng, &mut raw);
    let compress = rng.below(3) == 0;
    let payload = match compress {
        true => zstd::bulk::compress(&raw, 3).unwrap(),
        false => raw.clone(),
    };
    let mut h = file[off..off + 28].to_vec();
    h[5] = compress as u8;
    put32(&mut h, 16, raw.len() as u32);
    put32(&mut h, 20, payload.len() as u32);
    put32(&mut h, 24, crc32fast::hash(&payload));
    let mut out = file[..off].to_vec();
    out.extend_from_slice(&h);
    out.extend_from_slice(&payload);
    out.extend_from_slice(&file[off + 28 + stored_len..]);
    *file = out;
    format!("payload of block at {off} (kind {}): {what}", h[4])
}

/// Apply one mutation to the experiment.
fn mutate(rng: &mut Rng, exp: &mut Exp) -> String {
    let ranks: Vec<usize> = (0..exp.len())
        .filter(|&i| exp[i].0.ends_with(".ppw"))
        .collect();
    let r = rng.pick(&ranks);
    let name = exp[r].0.clone();
    let what = match rng.below(12) {
        0 | 1 => mutate_header(rng, &mut exp[r].1),
        2 | 3 => mutate_block_header(rng, &mut exp[r].1),
        4..=7 => mutate_payload(rng, &mut exp[r].1),
        8 | 9 => mutate_bytes(rng, &mut exp[r].1),
        10 => {
            let m = exp.iter().position(|f| f.0 == "ppw.json").unwrap();
            return format!("ppw.json: {}", mutate_bytes(rng, &mut exp[m].1));
        }
        _ => {
            // A copy of a rank file under another rank's name, or a file removed.
            if rng.below(2) == 0 && ranks.len() > 1 {
                exp.remove(r);
                return format!("{name} removed");
            }
            let copy = format!("rank-{:05}.ppw", 7 + rng.below(3));
            let data = exp[r].1.clone();
            exp.push((copy.clone(), data));
            return format!("{name} copied to {copy}");
        }
    };
    format!("{name}: {what}")
}

/// What a round did, for the work bounds.
#[derive(Default)]
struct Work {
    events: u64,
    analysed_events: u64,
    reader_warnings: usize,
    opened: bool,
    analysed: bool,
}

/// An error must name its file and say what is wrong.
fn check_error(e: &ReadError, what: &str) {
    assert!(!e.path.is_empty(), "{what}: error without a file: {e}");
    assert!(
        !e.message.is_empty(),
        "{what}: error without a message: {e:?}"
    );
}

/// Open, summarize, stream every location, read every profile, analyse.
fn exercise(exp: &Exp, what: &str) -> Work {
    let mut files = Files::memory().labelled("mutated");
    for (name, data) in exp {
        files.insert(name.clone(), data.clone());
    }
    let mut w = Work::default();
    let e = match Experiment::open_files(files, None) {
        Ok(e) => e,
        Err(e) => {
            check_error(&e, what);
            return w;
        }
    };
    w.opened = true;
    let s = e.summary();
    w.reader_warnings = s.problems.len();
    for d in e.damage() {
        check_error(d, what);
    }
    for l in 0..e.defs().locations.len() {
        let loc = LocationId(l as u32);
        match e.events(loc) {
            Ok(mut st) => loop {
                match st.next_event() {
                    Ok(Some(_)) => w.events += 1,
                    Ok(None) => break,
                    Err(err) => {
                        check_error(&err, what);
                        break;
                    }
                }
            },
            Err(err) => check_error(&err, what),
        }
        if let Err(err) = e.profile(loc) {
            check_error(&err, what);
        }
    }
    let opts = Options {
        threads: 1,
        ..Default::default()
    };
    if let Ok(a) = analyze(&e, &opts) {
        w.analysed = true;
        w.analysed_events = a.summary.events;
        assert!(a.to_json().len() < 64 << 20, "{what}: JSON of the analysis");
    }
    w
}

/// An experiment's files from a directory.
fn load(dir: &Path) -> Exp {
    let mut v: Exp = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.is_file())
        .map(|p| {
            let name = p.file_name().unwrap().to_string_lossy().into_owned();
            (name, std::fs::read(&p).unwrap())
        })
        .filter(|(n, _)| n == "ppw.json" || n.ends_with(".ppw"))
        .collect();
    v.sort();
    v
}

/// The seeds: three experiments the runtime wrote (traces of 2 and 4 ranks, a profile) and a
/// synthetic one written by the converter (several event blocks per rank, every core record).
fn seeds() -> Vec<Exp> {
    let data = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data");
    let mut v: Vec<Exp> = [
        "late_sender-mpich",
        "early_scan-mpich",
        "late_sender_profile-mpich",
    ]
    .iter()
    .map(|d| load(&data.join(d)))
    .collect();
    let dir = std::env::temp_dir().join(format!("ppw-format-fuzz-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let t = ppw_synth::SynthTrace::new(ppw_synth::SynthConfig {
        ranks: 3,
        events_per_rank: 400,
        ..Default::default()
    });
    let mut m = Manifest::new("trace", "synthetic", vec![], "none");
    m.exit_status = Some(0);
    ppw_format::write_experiment(&dir, &t, &m).unwrap();
    v.push(load(&dir));
    std::fs::remove_dir_all(&dir).ok();
    v
}

#[test]
fn mutated_experiments_are_refused_or_read_within_bounds() {
    let _serial = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
    let env = |k: &str, d: u64| {
        std::env::var(k)
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(d)
    };
    let rounds = env("PPW_FUZZ_ROUNDS", 1000) as usize;
    let mut rng = Rng(env("PPW_FUZZ_SEED", 0x5eed_0f01) | 1);
    let seeds = seeds();
    for s in &seeds {
        let w = exercise(s, "pristine seed");
        assert!(w.opened && w.analysed, "a seed reads");
        assert_eq!(w.reader_warnings, 0, "a seed is complete");
    }
    let (mut opened, mut worst_peak, mut worst_ratio) = (0, 0usize, 0f64);
    for round in 0..rounds {
        let mut exp = seeds[round % seeds.len()].clone();
        let n = 1 + rng.below(3);
        let what: Vec<String> = (0..n).map(|_| mutate(&mut rng, &mut exp)).collect();
        let what = format!("round {round}: {}", what.join("; "));
        let input: usize = exp.iter().map(|f| f.1.len()).sum();
        ROUND.store(round, Relaxed);
        let base = LIVE.load(Relaxed);
        PEAK.store(base, Relaxed);
        let r = std::panic::catch_unwind(|| exercise(&exp, &what));
        let peak = PEAK.load(Relaxed).saturating_sub(base);
        let w = r.unwrap_or_else(|_| panic!("{what}: panicked"));
        opened += w.opened as usize;
        worst_peak = worst_peak.max(peak);
        // Memory: the pristine seeds need about 2 MB (analysis tables, one block, the
        // thread pool); a bound of 48 MB for inputs of 6 to 15 KB leaves room for honest
        // growth and catches any allocation sized by a claim instead of by the bytes present.
        assert!(peak < 48 << 20, "{what}: peak allocation {peak} bytes");
        // Work: a record takes at least 2 bytes and a block decompresses to at most 32 times
        // its size, so at most 16 events per input byte can be decoded.
        let bound = 16 * input as u64;
        assert!(w.events <= bound, "{what}: {} events", w.events);
        assert!(
            w.analysed_events <= bound,
            "{what}: analysed {}",
            w.analysed_events
        );
        worst_ratio = worst_ratio.max(w.events as f64 / input as f64);
        // The reader summarizes: a few problems per rank file at most, never one per claimed
        // rank.
        assert!(
            w.reader_warnings <= 16 * exp.len(),
            "{what}: {} problems",
            w.reader_warnings
        );
    }
    ROUND.store(usize::MAX, Relaxed);
    println!(
        "{rounds} rounds, {opened} opened, worst peak allocation {worst_peak} bytes, at most \
         {worst_ratio:.2} events per input byte"
    );
    assert!(
        opened > rounds / 4,
        "most mutations leave something readable ({opened})"
    );
}
