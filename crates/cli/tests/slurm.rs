//! ppw under a real Slurm (Debian's slurm-wlm 22.05): a private one-node cluster that the test
//! starts itself (`scripts/slurm-cluster.sh`: its own munged, slurmctld and slurmd on free
//! ports, all files in a temporary folder) and stops at the end, also when a scenario fails.
//! The scenarios (issue 37, docs/SLURM.md), each checked on the experiment it leaves:
//! - `sbatch` of a job script running `ppw run --trace -o DIR -- mpirun -np 4 ./app` (Open MPI's
//!   mpirun and MPICH's mpiexec inside the allocation);
//! - `ppw run -- srun -n 4 ./app` (srun creating the allocation): Open MPI ranks through
//!   `--mpi=pmix`, MPICH ranks through `--mpi=pmi2`; one rank file per rank, each rank with
//!   its own MPI's runtime, srun itself not measured;
//! - two jobs at once, and two runs at once inside one job, with the default experiment name:
//!   distinct experiments, each complete; the name carries the job id (and the array task id
//!   of `sbatch --array`);
//! - a job killed by its time limit (`--time=1`) and one killed by `scancel` (ranks started by
//!   srun inside the job): a readable, partial experiment that `ppw info` calls INCOMPLETE,
//!   saying what is missing, and that `ppw analyze` still analyzes.
//!
//! Without Slurm installed the test is skipped with a message; `PPW_REQUIRE_TOOLS=1` makes that
//! a failure. The time-limit job runs beside the other scenarios (Slurm checks time limits
//! every 30 s: it ends 60-90 s after its start), so the whole test takes about that long.

use crate::support::*;
use std::collections::BTreeMap;
use std::os::unix::process::CommandExt;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// The Slurm and munge programs the test needs (the client commands and the daemons).
const TOOLS: &[&str] = &[
    "munged",
    "mungekey",
    "slurmctld",
    "slurmd",
    "sbatch",
    "srun",
    "squeue",
    "scontrol",
    "scancel",
    "sinfo",
];

/// A job that is not over after this long has hung.
const JOB_LIMIT: Duration = Duration::from_secs(120);

/// The time-limit job's wait: one minute of limit, up to 30 s until Slurm's next check,
/// KillWait (5 s) and slack for a loaded machine.
const TIMEOUT_JOB_LIMIT: Duration = Duration::from_secs(150);

fn on_path(tool: &str) -> bool {
    let path = std::env::var("PATH").unwrap_or_default();
    let found = path
        .split(':')
        .chain(["/usr/sbin", "/sbin"])
        .any(|d| Path::new(d).join(tool).is_file());
    found
}

/// True if Slurm is installed; else says why the test is skipped (a failure with
/// `PPW_REQUIRE_TOOLS=1`).
fn slurm_installed() -> bool {
    let missing: Vec<&str> = TOOLS.iter().copied().filter(|t| !on_path(t)).collect();
    if missing.is_empty() {
        return true;
    }
    let why = format!(
        "Slurm is not installed ({} missing; scripts/setup.sh installs slurm-wlm and munge)",
        missing.join(", ")
    );
    assert!(
        !std::env::var("PPW_REQUIRE_TOOLS").is_ok_and(|v| v == "1"),
        "PPW_REQUIRE_TOOLS=1 but {why}"
    );
    eprintln!("skipped: {why}");
    false
}

/// A running private cluster; dropping it stops the daemons (and cancels the jobs left).
struct Cluster {
    dir: PathBuf,
    conf: PathBuf,
}

fn script() -> PathBuf {
    workspace().join("scripts/slurm-cluster.sh")
}

impl Cluster {
    /// Start the cluster in a short folder under the temporary directory (munge's socket path
    /// must stay short); a watchdog stops it if this test process dies before `Drop` runs.
    fn start() -> Cluster {
        let dir = std::env::temp_dir().join(format!("ppw-slurm-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let o = Command::new(script())
            .arg("start")
            .arg(&dir)
            .arg(std::process::id().to_string())
            .stdin(Stdio::null())
            .output()
            .expect("run scripts/slurm-cluster.sh");
        let cluster = Cluster {
            conf: PathBuf::from(String::from_utf8_lossy(&o.stdout).trim()),
            dir,
        };
        assert!(
            o.status.success() && cluster.conf.is_file(),
            "the Slurm cluster did not start: {}",
            text(&o)
        );
        cluster
    }

    /// A command with this cluster's configuration and the test's MPI settings (sbatch and
    /// srun pass the environment on to the job).
    fn command(&self, program: impl AsRef<std::ffi::OsStr>) -> Command {
        let mut c = Command::new(program);
        c.env("SLURM_CONF", &self.conf)
            .env("OMPI_MCA_mpi_yield_when_idle", "1")
            .env_remove("PPW_LIB")
            .stdin(Stdio::null());
        for (k, _) in std::env::vars_os() {
            // The test itself may run inside a Slurm job: its variables would tell srun and
            // ppw that they run in that job.
            if k.to_string_lossy().starts_with("SLURM_") {
                c.env_remove(k);
            }
        }
        c.env("SLURM_CONF", &self.conf);
        c
    }

    /// Run a client command to its end; its output (it must succeed).
    fn client(&self, program: &str, args: &[&str]) -> String {
        let o = self
            .command(program)
            .args(args)
            .output()
            .unwrap_or_else(|e| panic!("{program}: {e}"));
        assert!(
            o.status.success(),
            "{program} {}: {}\n{}",
            args.join(" "),
            text(&o),
            self.logs()
        );
        String::from_utf8_lossy(&o.stdout).into_owned()
    }

    /// `sbatch --parsable ARGS... SCRIPT` from the folder `dir` (the job's working folder,
    /// where its output goes): the job id.
    fn sbatch(&self, dir: &Path, args: &[&str], script: &Path) -> u64 {
        let out_pattern = dir.join("job-%j.out");
        let mut all = vec![
            "--parsable",
            "--chdir",
            dir.to_str().unwrap(),
            "-o",
            out_pattern.to_str().unwrap(),
        ];
        all.extend_from_slice(args);
        all.push(script.to_str().unwrap());
        let out = self.client("sbatch", &all);
        // `ID` or `ID;CLUSTER`.
        out.trim()
            .split(';')
            .next()
            .and_then(|s| s.parse().ok())
            .unwrap_or_else(|| panic!("sbatch printed no job id: {out}"))
    }

    /// Every job record of `id` (one per task of an array job): field -> value of
    /// `scontrol show job -o`.
    fn jobs(&self, id: u64) -> Vec<BTreeMap<String, String>> {
        let out = self.client("scontrol", &["show", "job", "-o", &id.to_string()]);
        out.lines()
            .filter(|l| !l.trim().is_empty())
            .map(|l| {
                l.split_whitespace()
                    .filter_map(|kv| kv.split_once('='))
                    .map(|(k, v)| (k.to_string(), v.to_string()))
                    .collect()
            })
            .collect()
    }

    /// Wait until every task of job `id` has ended; their records.
    fn wait(&self, id: u64, limit: Duration) -> Vec<BTreeMap<String, String>> {
        const OVER: &[&str] = &[
            "COMPLETED",
            "FAILED",
            "TIMEOUT",
            "CANCELLED",
            "NODE_FAIL",
            "OUT_OF_MEMORY",
            "PREEMPTED",
            "BOOT_FAIL",
            "DEADLINE",
        ];
        let start = Instant::now();
        loop {
            let jobs = self.jobs(id);
            // A pending array job is one record until its tasks start.
            let pending_array = jobs
                .iter()
                .any(|j| j.get("ArrayTaskId").is_some_and(|t| t.contains('-')));
            if !pending_array
                && !jobs.is_empty()
                && jobs.iter().all(|j| OVER.contains(&j["JobState"].as_str()))
            {
                return jobs;
            }
            assert!(
                start.elapsed() < limit,
                "job {id} not over after {} s: {jobs:?}\n{}",
                limit.as_secs(),
                self.logs()
            );
            std::thread::sleep(Duration::from_millis(250));
        }
    }

    /// The end of the daemons' logs, for failure messages.
    fn logs(&self) -> String {
        let mut s = String::new();
        for name in ["slurmctld.log", "slurmd.log"] {
            let text = std::fs::read_to_string(self.dir.join("log").join(name)).unwrap_or_default();
            let lines: Vec<&str> = text.lines().collect();
            s += &format!(
                "--- {name} (last lines)\n{}\n",
                lines[lines.len().saturating_sub(15)..].join("\n")
            );
        }
        s
    }
}

impl Drop for Cluster {
    fn drop(&mut self) {
        let o = Command::new(script()).arg("stop").arg(&self.dir).output();
        match o {
            Ok(o) if o.status.success() => {
                if !std::thread::panicking() {
                    let _ = std::fs::remove_dir_all(&self.dir);
                }
            }
            Ok(o) => eprintln!("stopping the Slurm cluster: {}", text(&o)),
            Err(e) => eprintln!("stopping the Slurm cluster: {e}"),
        }
    }
}

/// What the scenarios share: the cluster, the programs, the folder.
struct Setup {
    cluster: Cluster,
    dir: PathBuf,
    ompi: Flavor,
    mpich: Flavor,
    /// slurm_ring.c built with each MPI.
    ring_ompi: PathBuf,
    ring_mpich: PathBuf,
}

/// A shell word (the job scripts run paths and commands of the test).
fn quote(s: impl AsRef<str>) -> String {
    format!("'{}'", s.as_ref().replace('\'', r"'\''"))
}

impl Setup {
    fn ppw(&self) -> String {
        quote(ppw().display().to_string())
    }

    /// `LAUNCHER -np N` of a flavor, as shell words.
    fn launch(&self, f: &Flavor, np: u32) -> String {
        let mut words: Vec<String> = f.launcher.iter().map(quote).collect();
        words.push(format!("-np {np}"));
        words.join(" ")
    }

    /// Write a job script `NAME.sh` in the folder `dir`: records the job's Slurm variables in
    /// `env-$SLURM_JOB_ID`, then runs `body`.
    fn job_script(&self, dir: &Path, name: &str, body: &str) -> PathBuf {
        let path = dir.join(format!("{name}.sh"));
        let text = format!(
            "#!/bin/bash\n\
             env | grep '^SLURM_\\(JOB_ID\\|ARRAY_JOB_ID\\|ARRAY_TASK_ID\\)=' > env-$SLURM_JOB_ID\n\
             {body}\n"
        );
        std::fs::write(&path, text).unwrap();
        path
    }

    /// A job's output file (`job-ID.out` in `dir`).
    fn job_output(dir: &Path, id: u64) -> String {
        std::fs::read_to_string(dir.join(format!("job-{id}.out")))
            .unwrap_or_else(|e| format!("(no job-{id}.out: {e})"))
    }

    fn folder(&self, name: &str) -> PathBuf {
        let d = self.dir.join(name);
        let _ = std::fs::remove_dir_all(&d);
        std::fs::create_dir_all(&d).unwrap();
        d
    }
}

/// The experiments `ppw run` left in `dir` under its default names (`ppw-...`).
fn experiments(dir: &Path) -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with("ppw-"))
        .collect();
    v.sort();
    v
}

/// The `*.ppw` files of an experiment.
fn rank_files(exp: &Path) -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(exp)
        .unwrap_or_else(|e| panic!("{}: {e}", exp.display()))
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".ppw"))
        .collect();
    v.sort();
    v
}

/// A finished run of `slurm_ring` on 4 ranks: complete, one rank file per rank, and analyzable.
fn check_complete(exp: &Path, context: &str) {
    let v = info(exp);
    assert_eq!(v["ranks"], 4, "{}: {v}\n{context}", exp.display());
    assert_eq!(v["ranks_present"], 4, "{}: {v}\n{context}", exp.display());
    assert_eq!(v["complete"], true, "{}: {v}\n{context}", exp.display());
    assert_eq!(v["exit_status"], 0, "{}: {v}\n{context}", exp.display());
    assert_eq!(
        rank_files(exp),
        (0..4)
            .map(|r| format!("rank-{r:05}.ppw"))
            .collect::<Vec<_>>(),
        "{}: one file per rank, no duplicate\n{context}",
        exp.display()
    );
    let a = analyze(exp);
    for r in 0..4u64 {
        assert!(
            a["profile"]
                .as_array()
                .unwrap()
                .iter()
                .any(|row| row["rank"] == r
                    && row["callpath"]
                        .as_str()
                        .is_some_and(|c| c.contains("MPI_Allreduce"))),
            "{}: no MPI_Allreduce row for rank {r}",
            exp.display()
        );
    }
}

/// The ranks' lines of slurm_ring (`slurm_ring: rank R of N preload P`): rank -> preload.
fn preloads(out: &str) -> BTreeMap<u32, String> {
    out.lines()
        .filter_map(|l| l.strip_prefix("slurm_ring: rank "))
        .filter_map(|l| {
            let (rank, rest) = l.split_once(" of ")?;
            let (_, preload) = rest.split_once(" preload ")?;
            Some((rank.parse().ok()?, preload.to_string()))
        })
        .collect()
}

/// Every rank ran with `lib` preloaded, and there were four of them.
fn check_preloads(out: &str, lib: &str, context: &str) {
    let p = preloads(out);
    assert_eq!(
        p.keys().copied().collect::<Vec<_>>(),
        vec![0, 1, 2, 3],
        "{context}"
    );
    for (rank, preload) in &p {
        assert!(
            preload.contains(lib),
            "rank {rank} ran with LD_PRELOAD={preload}, not {lib}\n{context}"
        );
    }
}

/// a. `sbatch` of a job script that runs `ppw run --trace -o DIR -- mpirun -np 4 ./app`
/// inside the allocation: Open MPI's mpirun, then MPICH's mpiexec (Hydra, which starts its
/// proxy through Slurm).
fn sbatch_mpirun(s: &Setup) {
    let dir = s.folder("sbatch_mpirun");
    let body = format!(
        "{ppw} run --trace -o exp-openmpi -- {ompi} {ring_ompi} 20 0 || exit 1\n\
         {ppw} run --trace -o exp-mpich -- {mpich} {ring_mpich} 20 0",
        ppw = s.ppw(),
        ompi = s.launch(&s.ompi, 4),
        mpich = s.launch(&s.mpich, 4),
        ring_ompi = quote(s.ring_ompi.to_str().unwrap()),
        ring_mpich = quote(s.ring_mpich.to_str().unwrap()),
    );
    let job = s.job_script(&dir, "job", &body);
    let _serial = MPI_LOCK.lock().unwrap_or_else(|e| e.into_inner());
    let id = s.cluster.sbatch(&dir, &["-n", "4"], &job);
    let jobs = s.cluster.wait(id, JOB_LIMIT);
    let out = Setup::job_output(&dir, id);
    assert_eq!(jobs[0]["JobState"], "COMPLETED", "{out}");
    for (name, lib) in [
        ("exp-openmpi", "libppw-openmpi.so"),
        ("exp-mpich", "libppw-mpich.so"),
    ] {
        let exp = dir.join(name);
        check_complete(&exp, &out);
        assert_eq!(info(&exp)["mode"], "trace");
        let part = out
            .split("ppw: measuring")
            .find(|p| p.contains(name))
            .unwrap_or_default();
        check_preloads(part, lib, &out);
    }
}

/// b. `ppw run -- srun -n 4 --mpi=PMI ./app`, srun creating the allocation: each rank gets the
/// runtime of its MPI, srun none (no second file of rank 0). Then the distributed analysis
/// under srun (issue 40, item 4): `srun -n 3 --mpi=PMI ppw-mpi-MPI analyze` gives the single
/// process's JSON.
fn srun_ranks(s: &Setup) {
    let dir = s.folder("srun_ranks");
    for (f, exe, pmi, lib, mpi) in [
        (
            &s.ompi,
            &s.ring_ompi,
            "pmix",
            "libppw-openmpi.so",
            "openmpi",
        ),
        (&s.mpich, &s.ring_mpich, "pmi2", "libppw-mpich.so", "mpich"),
    ] {
        let exp = dir.join(format!("exp-{pmi}"));
        let mut c = s.cluster.command(ppw());
        c.arg("run")
            .arg("-o")
            .arg(&exp)
            .args(["--", "srun", "-n", "4", &format!("--mpi={pmi}")])
            .arg(exe)
            .args(["20", "0"])
            .current_dir(&dir);
        let o = run_job(&mut c);
        let context = format!("{} ({pmi}): {}", f.mpicc, text(&o));
        assert!(o.status.success(), "{context}");
        check_complete(&exp, &context);
        check_preloads(&String::from_utf8_lossy(&o.stdout), lib, &context);
        analyze_under_srun(s, &dir, &exp, pmi, mpi);
    }
}

/// Run a command that starts MPI processes through Slurm (output captured, in its own process
/// group), one such job at a time, within [`JOB_LIMIT`].
fn run_job(c: &mut Command) -> std::process::Output {
    c.stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .process_group(0);
    let _serial = MPI_LOCK.lock().unwrap_or_else(|e| e.into_inner());
    wait_with_timeout(c.spawn().unwrap(), JOB_LIMIT).unwrap_or_else(|e| panic!("{e}"))
}

/// `srun -n 3 --mpi=PMI ppw-mpi-MPI analyze EXP` against `ppw analyze EXP`: the same JSON.
fn analyze_under_srun(s: &Setup, dir: &Path, exp: &Path, pmi: &str, mpi: &str) {
    let ppw_mpi = ppw().parent().unwrap().join(format!("ppw-mpi-{mpi}"));
    assert!(
        ppw_mpi.is_file(),
        "{} is missing (scripts/build.sh builds it)",
        ppw_mpi.display()
    );
    let one = exp.join("one.json");
    let o = Command::new(ppw())
        .args(["analyze", "-q", "--json"])
        .arg(&one)
        .arg(exp)
        .output()
        .unwrap();
    assert!(
        o.status.code().is_some_and(|c| c == 0 || c == 3),
        "{}",
        text(&o)
    );
    let many = exp.join("srun.json");
    let mut c = s.cluster.command("srun");
    c.args(["-n", "3", &format!("--mpi={pmi}")])
        .arg(&ppw_mpi)
        .args(["analyze", "-q", "--threads", "1", "--json"])
        .arg(&many)
        .arg(exp)
        .current_dir(dir);
    let o = run_job(&mut c);
    assert!(
        o.status.success(),
        "srun ppw-mpi-{mpi} ({pmi}): {}",
        text(&o)
    );
    // Three processes took part (a singleton run would not say so).
    let v: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&many).unwrap()).unwrap();
    assert_eq!(v["speed"]["processes"], 3, "srun ppw-mpi-{mpi} ({pmi})");
    assert_eq!(
        without_speed(&many),
        without_speed(&one),
        "srun ppw-mpi-{mpi} ({pmi})"
    );
}

/// The job's recorded Slurm variables (`env-ID`, written by the job script).
fn job_env(dir: &Path, id: &str) -> BTreeMap<String, String> {
    let text = std::fs::read_to_string(dir.join(format!("env-{id}")))
        .unwrap_or_else(|e| panic!("env-{id}: {e}"));
    text.lines()
        .filter_map(|l| l.split_once('='))
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect()
}

/// c, d. Two jobs at once, one array job of two tasks, and one job running two measurements
/// at once, all with ppw's default experiment name: one complete experiment per run, named
/// `ppw-slurm_ring-JOBID-...` (`ARRAYJOBID_TASK` for the array's tasks), none shared.
fn default_names(s: &Setup) {
    let run = format!(
        "{} run -- {} {} 20 0",
        s.ppw(),
        s.launch(&s.ompi, 4),
        quote(s.ring_ompi.to_str().unwrap())
    );
    let _serial = MPI_LOCK.lock().unwrap_or_else(|e| e.into_inner());

    // Two jobs at once (submitted together: they start in the same second).
    let dir = s.folder("two_jobs");
    let job = s.job_script(&dir, "job", &run);
    let ids = [
        s.cluster.sbatch(&dir, &["-n", "4"], &job),
        s.cluster.sbatch(&dir, &["-n", "4"], &job),
    ];
    let mut outputs = String::new();
    for id in ids {
        let jobs = s.cluster.wait(id, JOB_LIMIT);
        let out = Setup::job_output(&dir, id);
        assert_eq!(jobs[0]["JobState"], "COMPLETED", "job {id}: {out}");
        outputs += &out;
    }
    let exps = experiments(&dir);
    assert_eq!(
        exps.len(),
        2,
        "two jobs, two experiments: {exps:?}\n{outputs}"
    );
    for id in ids {
        let prefix = format!("ppw-slurm_ring-{id}-");
        let mine: Vec<&String> = exps.iter().filter(|e| e.starts_with(&prefix)).collect();
        assert_eq!(mine.len(), 1, "job {id}: {prefix}*: {exps:?}\n{outputs}");
        check_complete(&dir.join(mine[0]), &outputs);
    }

    // An array job: the name carries the array's job id and the task id.
    let dir = s.folder("array_job");
    let job = s.job_script(&dir, "job", &run);
    let id = s.cluster.sbatch(&dir, &["-n", "4", "--array=1-2"], &job);
    let jobs = s.cluster.wait(id, JOB_LIMIT);
    let outputs: String = jobs
        .iter()
        .map(|j| Setup::job_output(&dir, j["JobId"].parse().unwrap()))
        .collect();
    assert_eq!(jobs.len(), 2, "{jobs:?}\n{outputs}");
    let exps = experiments(&dir);
    assert_eq!(
        exps.len(),
        2,
        "two tasks, two experiments: {exps:?}\n{outputs}"
    );
    for j in &jobs {
        assert_eq!(j["JobState"], "COMPLETED", "{j:?}\n{outputs}");
        let env = job_env(&dir, &j["JobId"]);
        let prefix = format!(
            "ppw-slurm_ring-{}_{}-",
            env["SLURM_ARRAY_JOB_ID"], env["SLURM_ARRAY_TASK_ID"]
        );
        let mine: Vec<&String> = exps.iter().filter(|e| e.starts_with(&prefix)).collect();
        assert_eq!(
            mine.len(),
            1,
            "task {env:?}: {prefix}*: {exps:?}\n{outputs}"
        );
        check_complete(&dir.join(mine[0]), &outputs);
    }

    // Two measurements at once in one job: same job id, same second.
    let dir = s.folder("one_job_two_runs");
    let job = s.job_script(&dir, "job", &format!("{run} &\n{run} &\nwait"));
    let id = s.cluster.sbatch(&dir, &["-n", "8"], &job);
    let jobs = s.cluster.wait(id, JOB_LIMIT);
    let out = Setup::job_output(&dir, id);
    assert_eq!(jobs[0]["JobState"], "COMPLETED", "{out}");
    let exps = experiments(&dir);
    let prefix = format!("ppw-slurm_ring-{id}-");
    assert_eq!(exps.len(), 2, "two runs, two experiments: {exps:?}\n{out}");
    for e in &exps {
        assert!(e.starts_with(&prefix), "{e} is not {prefix}*\n{out}");
        check_complete(&dir.join(e), &out);
    }
}

/// What `ppw info` says about an experiment its job's end cut short: INCOMPLETE, with what is
/// missing, readable (events of every rank), and `ppw analyze` still analyzes it.
fn check_partial(exp: &Path, context: &str) -> serde_json::Value {
    let v = info(exp);
    let ctx = format!("{}: {v}\n{context}", exp.display());
    assert_eq!(v["complete"], false, "{ctx}");
    assert_eq!(v["ranks"], 4, "{ctx}");
    assert_eq!(v["ranks_present"], 4, "{ctx}");
    assert!(v["events"].as_u64().unwrap() > 0, "{ctx}");
    let problems: Vec<&str> = v["problems"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|p| p.as_str())
        .collect();
    // ppw forwarded the SIGTERM to its launcher and recorded how that ended.
    assert!(
        v["exit_status"].as_i64().is_some_and(|c| c != 0),
        "no exit status recorded: {ctx}"
    );
    assert!(
        problems
            .iter()
            .any(|p| p.starts_with("launcher exited with status")
                || p.starts_with("launcher killed by signal")),
        "{ctx}"
    );
    // Every rank's data ends early: the runtime caught Slurm's SIGTERM ("terminated by
    // signal 15"), or SIGKILL came first ("did not finish").
    for r in 0..4 {
        assert!(
            problems.iter().any(|p| p.starts_with(&format!("rank {r}:"))
                && (p.contains("signal") || p.contains("did not finish"))),
            "rank {r} not said to end early: {problems:?}\n{ctx}"
        );
    }
    let o = run_ppw(&["info", exp.to_str().unwrap()]);
    let t = text(&o);
    assert_eq!(o.status.code(), Some(3), "{t}");
    assert!(t.contains("INCOMPLETE"), "{t}");
    let a = analyze(exp);
    assert!(
        (0..4u64).all(|r| a["profile"]
            .as_array()
            .unwrap()
            .iter()
            .any(|row| row["rank"] == r)),
        "{}: the analysis has no profile of some rank",
        exp.display()
    );
    v
}

/// e. A job killed by `scancel` while its ranks (MPICH, started by srun inside the job through
/// PMI-2) run: Slurm sends SIGTERM to every process of the job, SIGKILL after KillWait.
fn scancelled(s: &Setup) {
    let dir = s.folder("scancel");
    // `exec`: see `submit_time_limited`.
    let body = format!(
        "exec {} run -o exp -- srun -n 4 --mpi=pmi2 {} 0 50",
        s.ppw(),
        quote(s.ring_mpich.to_str().unwrap())
    );
    let job = s.job_script(&dir, "job", &body);
    let _serial = MPI_LOCK.lock().unwrap_or_else(|e| e.into_inner());
    let id = s.cluster.sbatch(&dir, &["-n", "4"], &job);
    let exp = dir.join("exp");
    // Running under the runtime: every rank has its file; then a moment of data.
    let start = Instant::now();
    while !(0..4).all(|r| exp.join(format!("rank-{r:05}.ppw")).exists()) {
        assert!(
            start.elapsed() < JOB_LIMIT,
            "the ranks did not start: {}",
            Setup::job_output(&dir, id)
        );
        std::thread::sleep(Duration::from_millis(200));
    }
    std::thread::sleep(Duration::from_secs(2));
    s.cluster.client("scancel", &[&id.to_string()]);
    let jobs = s.cluster.wait(id, JOB_LIMIT);
    let out = Setup::job_output(&dir, id);
    assert_eq!(jobs[0]["JobState"], "CANCELLED", "{out}");
    let v = check_partial(&exp, &out);
    eprintln!("slurm: scancel: ppw info says {}", v["problems"]);
}

/// e. The time-limit job: submitted first, it runs beside the other scenarios.
struct TimeLimitJob {
    dir: PathBuf,
    id: u64,
    submitted: Instant,
}

fn submit_time_limited(s: &Setup) -> TimeLimitJob {
    let dir = s.folder("time_limit");
    // `exec`: ppw is the job's main process, which Slurm waits for. Without it bash, killed by
    // the SIGTERM, ends the job at once, while ppw still waits for its launcher: Slurm says
    // the job is over before ppw has recorded the exit status (here, where proctrack/linuxproc
    // loses ppw once bash is gone, ppw records it a second later; with proctrack/cgroup
    // slurmstepd kills it). docs/SLURM.md.
    let body = format!(
        "exec {} run -o exp -- {} {} 0 50",
        s.ppw(),
        s.launch(&s.ompi, 4),
        quote(s.ring_ompi.to_str().unwrap())
    );
    let job = s.job_script(&dir, "job", &body);
    let id = s.cluster.sbatch(&dir, &["-n", "4", "--time=1"], &job);
    TimeLimitJob {
        dir,
        id,
        submitted: Instant::now(),
    }
}

fn time_limited(s: &Setup, t: &TimeLimitJob) {
    let jobs = s.cluster.wait(t.id, TIMEOUT_JOB_LIMIT);
    let waited = t.submitted.elapsed();
    let out = Setup::job_output(&t.dir, t.id);
    assert_eq!(jobs[0]["JobState"], "TIMEOUT", "{out}");
    assert!(
        waited >= Duration::from_secs(59),
        "a 1-minute job ended after {waited:?}"
    );
    let v = check_partial(&t.dir.join("exp"), &out);
    eprintln!(
        "slurm: time limit: the job ended {:.0} s after its submission (Slurm: {} to {}); ppw \
         info says {}",
        waited.as_secs_f64(),
        jobs[0]["StartTime"],
        jobs[0]["EndTime"],
        v["problems"]
    );
}

/// A scenario of the test, by name.
type Scenario = (&'static str, fn(&Setup));

#[test]
fn under_slurm() {
    if !slurm_installed() {
        return;
    }
    let (Some(ompi), Some(mpich)) = (flavor("openmpi"), flavor("mpich")) else {
        return;
    };
    let started = Instant::now();
    let dir = scratch("slurm");
    let ring_ompi = {
        let d = dir.join("openmpi");
        std::fs::create_dir_all(&d).unwrap();
        ompi.compile(&program("slurm_ring.c"), &d, &[])
    };
    let ring_mpich = {
        let d = dir.join("mpich");
        std::fs::create_dir_all(&d).unwrap();
        mpich.compile(&program("slurm_ring.c"), &d, &[])
    };
    let s = Setup {
        cluster: Cluster::start(),
        dir,
        ompi,
        mpich,
        ring_ompi,
        ring_mpich,
    };
    eprintln!(
        "slurm: cluster up after {:.1} s",
        started.elapsed().as_secs_f64()
    );
    let time_limit = submit_time_limited(&s);
    let mut failed = Vec::new();
    let scenarios: [Scenario; 4] = [
        ("sbatch + ppw run -- mpirun", sbatch_mpirun),
        ("ppw run -- srun", srun_ranks),
        ("default experiment names", default_names),
        ("scancel", scancelled),
    ];
    for (name, scenario) in scenarios {
        let t = Instant::now();
        if catch_unwind(AssertUnwindSafe(|| scenario(&s))).is_err() {
            failed.push(name);
        }
        eprintln!("slurm: {name}: {:.1} s", t.elapsed().as_secs_f64());
    }
    if catch_unwind(AssertUnwindSafe(|| time_limited(&s, &time_limit))).is_err() {
        failed.push("time limit");
    }
    eprintln!(
        "slurm: all scenarios in {:.1} s",
        started.elapsed().as_secs_f64()
    );
    assert!(
        failed.is_empty(),
        "failed under Slurm: {failed:?} (messages above)\n{}",
        s.cluster.logs()
    );
}

/// The helpers' parsing, without Slurm.
#[test]
fn parses_the_ranks_lines() {
    let out = "slurm_ring: rank 1 of 4 preload /a/libppw-mpich.so\nnoise\n\
               slurm_ring: rank 0 of 4 preload (none)\n";
    let p = preloads(out);
    assert_eq!(p[&0], "(none)");
    assert_eq!(p[&1], "/a/libppw-mpich.so");
    assert_eq!(quote("a'b"), r"'a'\''b'");
}
