//! A machine that is not quiet (issue 13): a balanced program measured while a busy loop is
//! pinned to the CPU of its rank 0 must be diagnosed as disturbed (`system_interference`,
//! rank 0 most affected), not as having slow or variable MPI operations or more work on rank
//! 0; the wait state rank 0 causes says that rank 0 was descheduled.

use crate::support::*;
use std::process::{Child, Command, Stdio};

/// A busy loop pinned to one CPU, killed when dropped.
struct Busy(Child);

impl Drop for Busy {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// The first CPU this process may run on (the one `balanced.c` pins rank 0 to).
fn first_cpu() -> usize {
    // Safety: a zeroed cpu_set_t is a valid empty set; the call fills it.
    let mut set: libc::cpu_set_t = unsafe { std::mem::zeroed() };
    let ok = unsafe { libc::sched_getaffinity(0, std::mem::size_of_val(&set), &mut set) } == 0;
    (0..libc::CPU_SETSIZE as usize)
        .find(|&c| ok && unsafe { libc::CPU_ISSET(c, &set) })
        .unwrap_or(0)
}

fn disturbed_rank_zero(name: &'static str) {
    let Some(f) = flavor(name) else { return };
    let dir = scratch(&format!("contention-{name}"));
    let exe = f.compile(&program("contention").join("balanced.c"), &dir, &[]);
    let exp = dir.join("exp");
    let mut args: Vec<String> = vec!["run".into(), "--trace".into(), "-o".into()];
    args.push(exp.display().to_string());
    args.push("--".into());
    args.extend(f.launcher.iter().map(|s| s.to_string()));
    args.extend(["-np", "2"].map(String::from));
    args.extend([exe.display().to_string(), "60".into(), "4000000".into()]);
    let refs: Vec<&str> = args.iter().map(String::as_str).collect();
    let o = {
        // The busy loop runs only while this test holds the MPI lock: other tests' programs
        // must not be disturbed by it.
        let _serial = MPI_LOCK.lock().unwrap_or_else(|e| e.into_inner());
        let _busy = Busy(
            Command::new("taskset")
                .args([
                    "-c",
                    &first_cpu().to_string(),
                    "sh",
                    "-c",
                    "while :; do :; done",
                ])
                .stdout(Stdio::null())
                .spawn()
                .expect("taskset (util-linux) runs a pinned busy loop"),
        );
        run_ppw(&refs)
    };
    assert!(o.status.success(), "{}", text(&o));
    let a = analyze(&exp);
    let findings = a["findings"].as_array().unwrap();
    let kinds: Vec<(&str, &str)> = findings
        .iter()
        .map(|f| (f["kind"].as_str().unwrap(), f["callpath"].as_str().unwrap()))
        .collect();
    eprintln!("{name}: findings {kinds:?}");
    let si = findings
        .iter()
        .find(|f| f["kind"] == "system_interference")
        .unwrap_or_else(|| panic!("no system_interference finding: {kinds:?}"));
    assert_eq!(si["cause"]["ranks"][0], 0, "{si:#}");
    for f in findings {
        let kind = f["kind"].as_str().unwrap();
        let path = f["callpath"].as_str().unwrap();
        let leaf = path.rsplit('/').next().unwrap_or("");
        assert!(
            !(matches!(kind, "slow_operation" | "variable_operation") && leaf.starts_with("MPI_")),
            "the disturbed run blames an MPI operation: {f:#}"
        );
        let cause = f["cause"]["text"].as_str().unwrap();
        if kind == "load_imbalance" {
            // Only if another rank was disturbed too can some imbalance be left; it must
            // still name the waiting for a CPU.
            assert!(cause.contains("system_interference"), "{f:#}");
        }
        // ("rank 0 was descheduled", or "ranks 0, 1 were descheduled" when other load on the
        // machine disturbed rank 1 as well.)
        if f["cause"]["ranks"][0] == 0 && kind.starts_with("wait_at") {
            assert!(cause.contains("descheduled"), "{f:#}");
        }
    }
}

#[test]
fn a_busy_cpu_disturbs_a_balanced_program_open_mpi() {
    disturbed_rank_zero("openmpi");
}

#[test]
fn a_busy_cpu_disturbs_a_balanced_program_mpich() {
    disturbed_rank_zero("mpich");
}
