//! Robustness: randomly mutated archives (deterministic seeds) must never panic, hang or
//! allocate absurd amounts; they either read or fail with an error.

mod common;

use common::{copy_case, scratch};
use ppw_event::{LocationId, TraceSource};
use ppw_otf2::{write_otf2_with, Otf2Trace, WriteOptions};
use std::path::{Path, PathBuf};

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
}

fn mutate(rng: &mut Rng, data: &mut Vec<u8>) -> String {
    if data.is_empty() {
        data.push(rng.next() as u8);
        return "grow empty".into();
    }
    match rng.below(7) {
        0 => {
            let n = 1 + rng.below(4);
            for _ in 0..n {
                let i = rng.below(data.len());
                data[i] ^= 1 << rng.below(8);
            }
            format!("flip {n} bits")
        }
        1 => {
            let i = rng.below(data.len());
            let v = [0u8, 1, 2, 3, 5, 6, 0x23, 0x42, 0x7f, 0xfe, 0xff][rng.below(11)];
            data[i] = v;
            format!("byte {i} = {v:#x}")
        }
        2 => {
            let at = rng.below(data.len());
            data.truncate(at);
            format!("truncate at {at}")
        }
        3 => {
            let i = rng.below(data.len());
            let len = 1 + rng.below(64).min(data.len() - i - 1);
            let slice: Vec<u8> = data[i..i + len].to_vec();
            let at = rng.below(data.len());
            data.splice(at..at, slice);
            format!("insert {len} bytes at {at}")
        }
        4 => {
            let i = rng.below(data.len());
            let len = (1 + rng.below(32)).min(data.len() - i);
            data.drain(i..i + len);
            format!("delete {len} bytes at {i}")
        }
        5 => {
            let i = rng.below(data.len());
            let end = (i + 1 + rng.below(16)).min(data.len());
            for b in &mut data[i..end] {
                *b = rng.next() as u8;
            }
            format!("randomize {i}..{end}")
        }
        _ => {
            // A large length or count: 0xff followed by big bytes.
            let i = rng.below(data.len());
            let end = (i + 9).min(data.len());
            data[i] = 0xff;
            for b in &mut data[i + 1..end] {
                *b = 0x7f;
            }
            format!("huge value at {i}")
        }
    }
}

/// Open and read everything; errors are fine, panics are not.
fn exercise(anchor: &Path, out: &Path, write: bool) -> usize {
    let Ok(t) = Otf2Trace::open(anchor) else {
        return 0;
    };
    let _ = t.record_counts();
    let mut n = 0;
    for l in 0..t.defs().locations.len() {
        let Ok(mut s) = t.events(LocationId(l as u32)) else {
            continue;
        };
        while let Ok(Some(_)) = s.next_event() {
            n += 1;
        }
    }
    if write {
        let _ = std::fs::remove_dir_all(out);
        let _ = write_otf2_with(&t, out, &WriteOptions::default());
    }
    n
}

#[test]
fn mutated_archives_do_not_panic() {
    let dir = scratch("fuzz");
    // Three archives: two Score-P traces and a multi-chunk big-endian one of this writer.
    let mut archives: Vec<(PathBuf, Vec<PathBuf>)> = Vec::new();
    for case in ["late_sender", "mixed"] {
        let a = copy_case(case, &dir.join(case));
        archives.push((a, Vec::new()));
    }
    let src = ppw_synth::ring::RingTrace::new(2, 6_000);
    let opts = WriteOptions {
        chunk_size_events: 256 * 1024,
        big_endian: true,
        ..Default::default()
    };
    let s = write_otf2_with(&src, &dir.join("synth"), &opts).unwrap();
    archives.push((s.anchor, Vec::new()));
    for (anchor, files) in &mut archives {
        let base = anchor.parent().unwrap().to_path_buf();
        files.push(anchor.clone());
        files.push(base.join("traces.def"));
        for l in ["0", "1"] {
            files.push(base.join(format!("traces/{l}.evt")));
            files.push(base.join(format!("traces/{l}.def")));
        }
    }
    let out = dir.join("out");
    // PPW_FUZZ_ROUNDS / PPW_FUZZ_SEED run longer or different campaigns locally.
    let env = |k: &str, d: u64| {
        std::env::var(k)
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(d)
    };
    let rounds = env("PPW_FUZZ_ROUNDS", 300) as usize;
    let mut rng = Rng(env("PPW_FUZZ_SEED", 0x5eed_0f02) | 1);
    let mut readable = 0;
    for round in 0..rounds {
        let (anchor, files) = &archives[round % archives.len()];
        // Mostly event files (they are the bulk of real traces), also definitions and anchors.
        let file = &files[match rng.below(10) {
            0 => 0,
            1 | 2 => 1,
            3 => 3,
            4 => 5,
            5..=7 => 2,
            _ => 4,
        }];
        let pristine = std::fs::read(file).unwrap();
        let mut data = pristine.clone();
        let what = mutate(&mut rng, &mut data);
        std::fs::write(file, &data).unwrap();
        let start = std::time::Instant::now();
        let r =
            std::panic::catch_unwind(|| exercise(anchor, &out, round % 8 == 0 && round % 3 != 2));
        std::fs::write(file, &pristine).unwrap();
        match r {
            Ok(n) => readable += (n > 0) as usize,
            Err(_) => panic!("round {round}: panic after '{what}' in {}", file.display()),
        }
        assert!(
            start.elapsed().as_secs() < 20,
            "round {round}: '{what}' took too long"
        );
    }
    assert!(
        readable > rounds / 4,
        "most mutations leave something readable ({readable})"
    );
    std::fs::remove_dir_all(&dir).ok();
}
