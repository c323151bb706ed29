//! POSIX and stdio I/O wrappers: exact visits and bytes of a program that writes and reads
//! files, plain and under MPI; nothing recorded inside MPI calls or signal handlers.

use crate::both_mpis;
use crate::support::{self, Mpi, Run};
use ppw_event::{EventKind, LocationId, TraceSource};

use std::collections::BTreeMap;
use std::path::Path;
use std::process::Command;

/// (visits, bytes) per I/O function of `rank`, and the number of I/O calls nested in MPI calls.
fn io_calls(r: &Run, rank: u32) -> (BTreeMap<String, (usize, u64)>, usize) {
    let d = r.defs();
    let mut out = BTreeMap::new();
    let mut inside_mpi = 0;
    for (i, loc) in d.locations.iter().enumerate() {
        if loc.rank != rank {
            continue;
        }
        let evs =
            ppw_event::collect_events(&mut *r.exp.events(LocationId(i as u32)).unwrap()).unwrap();
        let mut stack: Vec<String> = Vec::new();
        for e in evs {
            match e.kind {
                EventKind::Enter { region, .. } => {
                    let name = d.region(region).name.clone();
                    if d.region(region).paradigm == ppw_event::Paradigm::Io {
                        if stack.iter().any(|s| s.starts_with("MPI_")) {
                            inside_mpi += 1;
                        }
                        out.entry(name.clone()).or_insert((0, 0)).0 += 1;
                    }
                    stack.push(name);
                }
                EventKind::Exit { .. } => {
                    stack.pop();
                }
                EventKind::Io { bytes, .. } => {
                    let top = stack.last().cloned().unwrap_or_default();
                    out.entry(top).or_insert((0, 0)).1 += bytes;
                }
                _ => {}
            }
        }
    }
    (out, inside_mpi)
}

fn expected() -> BTreeMap<String, (usize, u64)> {
    [
        ("open", (2, 0)),
        ("write", (5, 5000)),
        ("pwrite", (1, 100)),
        ("fsync", (1, 0)),
        ("close", (2, 0)),
        ("read", (3, 3000)),
        ("pread", (1, 10)),
        ("fopen", (2, 0)),
        ("fwrite", (1, 70)),
        ("fflush", (1, 0)),
        ("fclose", (2, 0)),
        ("fread", (1, 70)),
    ]
    .into_iter()
    .map(|(k, v)| (k.to_string(), v))
    .collect()
}

fn io_under_mpi(m: &Mpi) {
    let exe = m.compile("io.c", &["-DUSE_MPI"]);
    let files = support::scratch().join(format!("io-files-{}", m.name));
    let (dir, st) = m.run("io", &exe, &[files.to_str().unwrap()], 2, "trace");
    assert_eq!(st, 0);
    let r = Run::open(&dir);
    for rank in 0..2 {
        let (calls, inside) = io_calls(&r, rank);
        assert_eq!(inside, 0, "rank {rank}: I/O recorded inside MPI calls");
        assert_eq!(calls, expected(), "rank {rank}");
    }
    // Profile mode: the same visits; write-like bytes count as sent, read-like as received.
    let (dir, st) = m.run("io", &exe, &[files.to_str().unwrap()], 2, "profile");
    assert_eq!(st, 0);
    let exp = ppw_format::Experiment::open(&dir).unwrap();
    let d = exp.defs();
    let p = exp.profile(LocationId(0)).unwrap().unwrap();
    let node = |name: &str| {
        p.iter()
            .filter(|n| d.region(n.region).name == name)
            .fold((0, 0, 0), |a, n| {
                (a.0 + n.visits, a.1 + n.bytes_sent, a.2 + n.bytes_received)
            })
    };
    assert_eq!(node("write"), (5, 5000, 0));
    assert_eq!(node("read"), (3, 0, 3000));
    assert_eq!(node("fwrite"), (1, 70, 0));
}

both_mpis!(io_in_an_mpi_program, super::io_under_mpi);

#[test]
fn io_of_a_plain_program() {
    let Some(lib) = support::openmpi()
        .or_else(support::mpich)
        .map(|m| m.lib.clone())
    else {
        return;
    };
    let exe = support::scratch().join("io-plain");
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/mpi/io.c");
    let o = Command::new("cc")
        .args(["-g", "-O1", "-o"])
        .arg(&exe)
        .arg(&src)
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let dir = support::scratch().join("plain-io");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    // As `ppw run` does: the manifest names the measured program, so its I/O alone is worth a
    // file (a shell or launcher inheriting LD_PRELOAD would leave nothing).
    ppw_format::Manifest::new("trace", "io-plain", vec![], "none")
        .write(&dir)
        .unwrap();
    let files = support::scratch().join("io-files-plain");
    let st = Command::new(&exe)
        .arg(&files)
        .env("LD_PRELOAD", &lib)
        .env("PPW_DIR", &dir)
        .status()
        .unwrap();
    assert!(st.success());
    let r = Run::open(&dir);
    let (calls, _) = io_calls(&r, 0);
    assert_eq!(calls, expected());
    // The runtime's own rank-file writes are not in the trace (they would be `write` calls).
    assert!(r.defs().region_by_name("PPW_FLUSH").is_none() || r.visits(0, "write") == 5);
}
