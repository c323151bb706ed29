//! Compression cost and size of EVENTS payloads per zstd level (and stored raw), measured on
//! the calling thread's CPU time (robust against other processes on a loaded machine).
//!
//! `cargo run --release -p ppw-format --example codec [RAW_PAYLOAD_FILE]`
//!
//! Without a file, a synthetic 1-rank ping-pong stream is encoded (MPI_Irecv, MPI_Send, MPI_Wait
//! per message with their attribute records and jittered tick deltas, as the runtime writes
//! them). A file holds concatenated decoded EVENTS payloads (e.g. extracted from a real run).
//! Prints, per level: ns per event to compress, bytes per event on disk (block headers
//! included), the time to encode the synthetic stream with `EventEncoder`, and the time to
//! record it as the runtime does (raw records, `ppw_format::raw`) and to transcode those into
//! the same varints (the writer thread's work).

use ppw_format::{EventEncoder, Records};
use std::time::Duration;

fn thread_cpu() -> Duration {
    let mut ts = libc_timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // Safety: valid out-pointer; CLOCK_THREAD_CPUTIME_ID = 3 on Linux.
    unsafe { clock_gettime(3, &mut ts) };
    Duration::new(ts.tv_sec as u64, ts.tv_nsec as u32)
}

#[repr(C)]
struct libc_timespec {
    tv_sec: i64,
    tv_nsec: i64,
}
extern "C" {
    fn clock_gettime(clk: i32, ts: *mut libc_timespec) -> i32;
}

/// The synthetic stream: `messages` iterations of Irecv/Send/Wait, 9 records each.
fn synthetic(enc: &mut impl Records, messages: u64) {
    let mut t = 1_000_000u64;
    let mut x = 0x2545_f491_4f6c_dd1du64;
    let mut jitter = |base: u64| {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        base + (x % (base / 4 + 1))
    };
    for i in 0..messages {
        let req = i + 1;
        t += jitter(180);
        enc.enter(t, 23, 0);
        enc.recv_post(t, 0, 0, 1, req);
        t += jitter(120);
        enc.exit(t);
        t += jitter(60);
        enc.enter(t, 4, 1);
        enc.send(t, 0, 0, 1, 8, 0);
        t += jitter(200);
        enc.exit(t);
        t += jitter(60);
        enc.enter(t, 35, 2);
        t += jitter(150);
        enc.recv(t, 0, 0, 1, 8, req);
        enc.exit(t);
    }
}

const BLOCK: usize = 1 << 20;

fn main() {
    let mut enc = EventEncoder::new();
    let messages = 300_000u64;
    let mut best_enc = Duration::MAX;
    for _ in 0..5 {
        enc.clear();
        let c0 = thread_cpu();
        synthetic(&mut enc, messages);
        best_enc = best_enc.min(thread_cpu() - c0);
    }
    let mut raw = ppw_format::raw::RawVec::default();
    let (mut best_raw, mut best_trans) = (Duration::MAX, Duration::MAX);
    let mut out = EventEncoder::with_capacity(enc.len() + 64);
    for _ in 0..5 {
        raw.words.clear();
        let c0 = thread_cpu();
        synthetic(&mut raw, messages);
        best_raw = best_raw.min(thread_cpu() - c0);
        out.clear();
        let c0 = thread_cpu();
        ppw_format::raw::transcode(&raw.words, 0, &mut out, usize::MAX).unwrap();
        best_trans = best_trans.min(thread_cpu() - c0);
    }
    assert_eq!(
        out.bytes(),
        enc.bytes(),
        "transcoding gives the encoder's bytes"
    );
    println!(
        "raw records: {:.1} bytes/event, {:.1} ns/event to record, {:.1} ns/event to transcode",
        raw.words.len() as f64 * 8.0 / enc.count() as f64,
        best_raw.as_nanos() as f64 / enc.count() as f64,
        best_trans.as_nanos() as f64 / enc.count() as f64
    );
    let (data, events) = match std::env::args().nth(1) {
        Some(f) => {
            let d = std::fs::read(&f).expect("read payload file");
            // Without the record count, assume the synthetic stream's bytes per event.
            let per = enc.len() as f64 / enc.count() as f64;
            let n = (d.len() as f64 / per) as u64;
            println!("{f}: {} bytes, about {n} events (assumed)", d.len());
            (d, n)
        }
        None => {
            println!(
                "synthetic ping-pong: {} events, {} bytes raw ({:.2} bytes/event); EventEncoder {:.1} ns/event",
                enc.count(),
                enc.len(),
                enc.len() as f64 / enc.count() as f64,
                best_enc.as_nanos() as f64 / enc.count() as f64
            );
            (enc.bytes().to_vec(), enc.count() as u64)
        }
    };
    let blocks: Vec<&[u8]> = data.chunks(BLOCK).collect();
    let header = 28 * blocks.len();
    println!("{:>8} {:>12} {:>12}", "level", "ns/event", "bytes/event");
    println!(
        "{:>8} {:>12.1} {:>12.2}",
        "raw",
        0.0,
        (data.len() + header) as f64 / events as f64
    );
    let mut out = Vec::with_capacity(zstd::zstd_safe::compress_bound(BLOCK));
    for level in [-50, -20, -10, -7, -5, -3, -2, -1, 1, 2, 3] {
        let mut c = zstd::bulk::Compressor::new(level).unwrap();
        let mut best = Duration::MAX;
        let mut stored = 0;
        for _ in 0..5 {
            stored = 0;
            let c0 = thread_cpu();
            for b in &blocks {
                c.compress_to_buffer(b, &mut out).unwrap();
                stored += out.len().min(b.len());
            }
            best = best.min(thread_cpu() - c0);
        }
        println!(
            "{:>8} {:>12.1} {:>12.2}",
            level,
            best.as_nanos() as f64 / events as f64,
            (stored + header) as f64 / events as f64
        );
    }
}
