//! Clock offsets across hosts, simulated on this machine: every rank in a mount namespace of
//! its own with its host's kernel boot id bind-mounted over /proc/sys/kernel/random/boot_id,
//! and its host's CLOCK_MONOTONIC shifted by a preloaded shim (tests/mpi/clock_skew.c). ppw
//! measures one offset per host, and the other ranks of a host record their leader's
//! (`ppw_c_clock_offset` in c/ppw_core.c); the trace must then show every rank entering each
//! barrier before any rank leaves it. Open MPI only: MPICH's ranks (ch4 over UCX) hang in
//! PMPI_Finalize in about half of such runs without ppw too.

use crate::support::{scratch, Mpi};
use ppw_event::{collect_events, EventKind, LocationId, TraceSource};
use ppw_format::Experiment;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The host of each rank (host 0 is rank 0's), and the shift of each host's clock.
const HOSTS: [usize; 7] = [0, 0, 1, 1, 1, 2, 2];
const SKEW_NS: [i64; 3] = [0, 3_000_000_000, -2_000_000_000];

/// Slack of the barrier check: the offsets' error (half a ping-pong round trip, milliseconds
/// at most on this loaded, oversubscribed machine) against shifts of seconds.
const SLACK_NS: u64 = 50_000_000;

/// True if this process may bind-mount over the boot id in a mount namespace (root); without
/// it the test skips, unless PPW_REQUIRE_TOOLS=1.
fn can_simulate_hosts() -> bool {
    let ok = Command::new("unshare")
        .args(["--mount", "sh", "-c"])
        .arg("mount --bind /proc/sys/kernel/random/boot_id /proc/sys/kernel/random/boot_id")
        .output()
        .is_ok_and(|o| o.status.success());
    if !ok {
        assert!(
            !std::env::var("PPW_REQUIRE_TOOLS").is_ok_and(|v| v == "1"),
            "PPW_REQUIRE_TOOLS=1 but `unshare --mount` with a bind mount fails (not root?)"
        );
        eprintln!("skipped: cannot simulate hosts (unshare --mount and mount --bind need root)");
    }
    ok
}

/// The hosts' boot ids and clock shifts, the shim, and the wrapper that puts a rank on its
/// host (`PPW_TEST_ONE_BOOT=1`: every rank gets host 0's boot id, its clock stays shifted).
fn hosts(m: &Mpi) -> PathBuf {
    let dir = scratch().join(format!("hosts-{}", m.name));
    std::fs::create_dir_all(&dir).unwrap();
    for (h, skew) in SKEW_NS.iter().enumerate() {
        let boot = format!("{h:08x}-c10c-4000-8000-{:012x}\n", h + 1);
        std::fs::write(dir.join(format!("boot-{h}")), boot).unwrap();
        std::fs::write(dir.join(format!("skew-{h}")), skew.to_string()).unwrap();
    }
    let shim = dir.join("clock_skew.so");
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/mpi/clock_skew.c");
    let out = Command::new(&m.mpicc)
        .args(["-O2", "-shared", "-fPIC", "-o"])
        .arg(&shim)
        .arg(&src)
        .arg("-ldl")
        .output()
        .expect("run the C compiler");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let cases: String = HOSTS
        .iter()
        .enumerate()
        .map(|(r, h)| format!("{r}) h={h} ;; "))
        .collect();
    let d = dir.display();
    let script = format!(
        "#!/bin/sh\n\
         case ${{OMPI_COMM_WORLD_RANK:-${{PMI_RANK:-0}}}} in {cases}*) h=0 ;; esac\n\
         b=$h\n\
         [ \"$PPW_TEST_ONE_BOOT\" = 1 ] && b=0\n\
         export PPW_TEST_SKEW_NS=$(cat {d}/skew-$h)\n\
         export LD_PRELOAD={d}/clock_skew.so${{LD_PRELOAD:+:$LD_PRELOAD}}\n\
         exec unshare --mount sh -c 'mount --bind \"$0\" /proc/sys/kernel/random/boot_id && \
         exec \"$@\"' {d}/boot-$b \"$@\"\n"
    );
    let wrapper = dir.join("host.sh");
    std::fs::write(&wrapper, script).unwrap();
    Command::new("chmod")
        .arg("+x")
        .arg(&wrapper)
        .status()
        .unwrap();
    wrapper
}

/// Per rank, the (enter, exit) times of its MPI_Barrier calls.
fn barriers(dir: &Path) -> Vec<Vec<(u64, u64)>> {
    let exp = Experiment::open(dir).unwrap();
    let s = exp.summary();
    assert!(s.complete, "{:?}", s.problems);
    let defs = exp.defs();
    let mut out = vec![Vec::new(); HOSTS.len()];
    for (i, loc) in defs.locations.iter().enumerate() {
        let evs = collect_events(&mut *exp.events(LocationId(i as u32)).unwrap()).unwrap();
        let mut stack = Vec::new();
        for e in evs {
            match e.kind {
                EventKind::Enter { region, .. } => {
                    stack.push((defs.region(region).name.clone(), e.time))
                }
                EventKind::Exit { .. } => {
                    if let Some((name, t0)) = stack.pop() {
                        if name == "MPI_Barrier" {
                            out[loc.rank as usize].push((t0, e.time));
                        }
                    }
                }
                _ => {}
            }
        }
    }
    out
}

/// The barriers that some rank left before another rank entered them: (instance, how late
/// the last enter was after the first exit, ns).
fn violations(b: &[Vec<(u64, u64)>]) -> Vec<(usize, u64)> {
    let n = b.iter().map(Vec::len).min().unwrap_or(0);
    assert!(
        n >= 4,
        "barriers per rank: {:?}",
        b.iter().map(Vec::len).collect::<Vec<_>>()
    );
    (0..n)
        .filter_map(|k| {
            let last_enter = b.iter().map(|r| r[k].0).max().unwrap();
            let first_exit = b.iter().map(|r| r[k].1).min().unwrap();
            (last_enter > first_exit + SLACK_NS).then(|| (k, last_enter - first_exit))
        })
        .collect()
}

fn run(m: &Mpi, test: &str, one_boot: bool) -> Vec<Vec<(u64, u64)>> {
    let exe = m.compile("clocks.c", &[]);
    let wrapper = hosts(m);
    let exe = exe.display().to_string();
    let flag = if one_boot { "1" } else { "0" };
    let mut l = m.launch(
        test,
        &wrapper,
        &[exe.as_str()],
        HOSTS.len() as u32,
        "trace",
        &[("PPW_TEST_ONE_BOOT", flag)],
    );
    let out = l.cmd.output().expect("run mpirun");
    let status = out.status.code().unwrap_or(-1);
    assert_eq!(status, 0, "{}", String::from_utf8_lossy(&out.stderr));
    barriers(&l.finish(status))
}

#[test]
fn offsets_are_measured_per_host() {
    let Some(m) = crate::support::openmpi() else {
        return;
    };
    if !can_simulate_hosts() {
        return;
    }
    // Control: ranks that claim rank 0's kernel get no offset, so the shifted clocks show.
    let wrong = violations(&run(m, "clocks-one-boot", true));
    assert!(!wrong.is_empty(), "the clock shim shifted nothing");
    let b = run(m, "clocks-hosts", false);
    assert_eq!(violations(&b), vec![], "barriers: {b:?}");
}
