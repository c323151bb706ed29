//! The project's own scripts on this machine: a rebuild beside a measured program leaves the
//! program running (`scripts/build.sh` installs by rename), and set-up waits while another
//! process holds apt's locks (`scripts/setup.sh`).

use crate::support::*;
use std::os::unix::fs::MetadataExt;
use std::os::unix::process::CommandExt;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

fn inode(p: &Path) -> u64 {
    std::fs::metadata(p)
        .unwrap_or_else(|e| panic!("{}: {e}", p.display()))
        .ino()
}

/// Wait until `p` exists (a rank's trace file shows that the program runs under the runtime).
fn wait_for(p: &Path, limit: Duration) -> bool {
    let start = Instant::now();
    while start.elapsed() < limit {
        if p.exists() {
            return true;
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    false
}

/// A measured program keeps running while `scripts/build.sh` runs beside it: every artifact it
/// has mapped is replaced by a new file (a new inode), never rewritten in place.
#[test]
fn rebuild_beside_a_running_program() {
    let Some(f) = flavor("openmpi") else { return };
    let dir = scratch("rebuild_beside_a_running_program");
    let exe = f.compile(&program("until_stopped.c"), &dir, &[]);
    let runtime = ppw().parent().unwrap().join("libppw-openmpi.so");
    let before = inode(&runtime);
    let stop = dir.join("stop");
    let exp = dir.join("exp");
    let _serial = MPI_LOCK.lock().unwrap_or_else(|e| e.into_inner());
    let child = Command::new(ppw())
        .args(["run", "-o"])
        .arg(&exp)
        .arg("--")
        .args(&f.launcher)
        .args(["-np", "2"])
        .arg(&exe)
        .arg(&stop)
        .env("OMPI_MCA_mpi_yield_when_idle", "1")
        .env_remove("PPW_LIB")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .process_group(0)
        .spawn()
        .unwrap();
    // Running: both ranks' files exist once the runtime is initialized in each.
    let started = wait_for(&exp.join("rank-00001.ppw"), Duration::from_secs(60));
    let build = Command::new(workspace().join("scripts/build.sh"))
        .output()
        .unwrap();
    std::fs::write(&stop, b"").unwrap();
    let out = wait_with_timeout(child, Duration::from_secs(120)).unwrap();
    assert!(
        started,
        "the measured program did not start: {}",
        text(&out)
    );
    assert!(build.status.success(), "scripts/build.sh: {}", text(&build));
    assert!(
        out.status.success(),
        "the measured program died: {}",
        text(&out)
    );
    assert!(text(&out).contains("until_stopped: done"), "{}", text(&out));
    assert_ne!(
        inode(&runtime),
        before,
        "{} was rewritten in place, not replaced",
        runtime.display()
    );
    let v = info(&exp);
    assert_eq!(v["complete"], true, "{v}");
    assert_eq!(v["ranks"], 2, "{v}");
}

/// `scripts/setup.sh` waits while another process holds apt's lists lock (`apt-get update`)
/// and dpkg's front-end lock (`apt-get install`), then goes on; here a stand-in holds both for
/// a few seconds, as unattended upgrades do on a fresh machine.
#[test]
fn setup_waits_for_apt_locks() {
    let root = unsafe { libc::geteuid() } == 0;
    if !root || !have("apt-get") || !have("python3") {
        skip("setup's apt steps need root, apt-get and python3");
        return;
    }
    let dir = scratch("setup_waits_for_apt_locks");
    let held = dir.join("held");
    let holder = Command::new("python3")
        .arg("-c")
        .arg(
            "import fcntl, os, sys, time\n\
             fds = [os.open(p, os.O_RDWR | os.O_CREAT, 0o640) for p in sys.argv[3:]]\n\
             for fd in fds: fcntl.lockf(fd, fcntl.LOCK_EX)\n\
             open(sys.argv[1], 'w').close()\n\
             time.sleep(float(sys.argv[2]))\n",
        )
        .arg(&held)
        .arg("8")
        .args(["/var/lib/apt/lists/lock", "/var/lib/dpkg/lock-frontend"])
        .spawn()
        .unwrap();
    assert!(
        wait_for(&held, Duration::from_secs(60)),
        "the lock holder did not start"
    );
    let out = Command::new(workspace().join("scripts/setup.sh"))
        .env("PPW_SETUP_APT", "always")
        .output()
        .unwrap();
    let holder = holder.wait_with_output().unwrap();
    assert!(holder.status.success(), "{}", text(&holder));
    assert!(out.status.success(), "setup.sh failed: {}", text(&out));
    let t = text(&out);
    assert!(t.contains("holds apt's lock; waiting"), "{t}");
    assert!(t.contains("setup: ok"), "{t}");
}
