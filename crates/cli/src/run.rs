//! `ppw run`: measure a program under its launcher.
//!
//! The runtime library is injected with `LD_PRELOAD`. For MPI launchers the variables must reach
//! every rank, also on other nodes, so they are passed through the launcher's own options
//! (`-x` for Open MPI, `-genv` for MPICH's Hydra) rather than through ppw's environment; a plain
//! program gets them in its environment.
//!
//! Wrapper commands in front of the launcher or the program (`time`, `timeout 60`, `env A=1`,
//! `nice -n 5`, `taskset`, `numactl`, `stdbuf`, `chrt`, `ionice`, `setsid`, `nohup`) are looked
//! through: the launcher and the program behind them are found, and the launcher's options are
//! inserted right after the launcher's name. A wrapper with options ppw does not know is
//! measured as the program (the runtime never lets it replace a rank's file).

use crate::site::Family;
use anyhow::{bail, Context, Result};
use std::path::{Path, PathBuf};
use std::process::Command;

/// Which launcher family a command starts with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Launcher {
    OpenMpi,
    Mpich,
    /// Slurm's `srun`: it starts the ranks of either family itself (through PMIx or PMI-2).
    Slurm,
    None,
}

impl Launcher {
    fn name(self) -> &'static str {
        match self {
            Launcher::OpenMpi => "openmpi",
            Launcher::Mpich => "mpich",
            Launcher::Slurm => "slurm",
            Launcher::None => "none",
        }
    }

    /// The MPI family whose ranks this launcher starts, when it tells.
    fn family(self) -> Option<Family> {
        match self {
            Launcher::OpenMpi => Some(Family::OpenMpi),
            Launcher::Mpich => Some(Family::Mpich),
            Launcher::Slurm | Launcher::None => None,
        }
    }
}

/// Options of `ppw run`.
pub(crate) struct RunOptions {
    /// `--trace` (without `--trace` or `--profile`: `PPW_MODE`, else trace).
    pub(crate) trace: bool,
    pub(crate) profile: bool,
    pub(crate) out: Option<PathBuf>,
    pub(crate) buffer: Option<u64>,
    /// `PPW_CALLPATH_DEPTH` for the runtime (None: its default or the user's environment).
    pub(crate) callpath_depth: Option<u32>,
    /// `PPW_SAMPLE_HZ` for the runtime (None: its default or the user's environment).
    pub(crate) sample_hz: Option<u32>,
    /// `PPW_FILTER` (None: the user's environment's).
    pub(crate) filter: Option<PathBuf>,
    /// `PPW_THROTTLE` (None: the user's environment's, else the runtime's default).
    pub(crate) throttle: Option<String>,
    /// `PPW_METRICS` (None: the user's environment's).
    pub(crate) metrics: Option<String>,
    /// `PPW_HEAP` (None: the user's environment's, else the runtime's default).
    pub(crate) heap: Option<String>,
    pub(crate) command: Vec<String>,
}

fn which(cmd: &str) -> Option<PathBuf> {
    if cmd.contains('/') {
        return Some(PathBuf::from(cmd));
    }
    std::env::var_os("PATH")?
        .to_str()?
        .split(':')
        .map(|d| Path::new(d).join(cmd))
        .find(|p| p.is_file())
}

/// Classify the first word of the command.
pub(crate) fn detect_launcher(cmd: &str) -> Launcher {
    let base = Path::new(cmd)
        .file_name()
        .and_then(|s| s.to_str())
        .unwrap_or(cmd);
    if base == "srun" {
        return Launcher::Slurm;
    }
    if !(base.starts_with("mpirun")
        || base.starts_with("mpiexec")
        || base == "orterun"
        || base == "prterun"
        || base.starts_with("oshrun")
        || base.starts_with("shmemrun"))
    {
        return Launcher::None;
    }
    // oshrun / shmemrun: Open MPI's OpenSHMEM launchers (mpirun under another name).
    if base.contains("openmpi")
        || base == "orterun"
        || base == "prterun"
        || base.starts_with("oshrun")
        || base.starts_with("shmemrun")
    {
        return Launcher::OpenMpi;
    }
    if base.contains("mpich") || base.contains("hydra") {
        return Launcher::Mpich;
    }
    // mpirun / mpiexec: follow the alternatives symlinks, else ask the launcher.
    if let Some(real) = which(cmd).and_then(|p| std::fs::canonicalize(p).ok()) {
        let r = real.display().to_string();
        if r.contains("openmpi") || r.ends_with("orterun") || r.ends_with("prterun") {
            return Launcher::OpenMpi;
        }
        if r.contains("mpich") || r.contains("hydra") {
            return Launcher::Mpich;
        }
    }
    match Command::new(cmd).arg("--version").output() {
        Ok(o) => {
            let text = String::from_utf8_lossy(&o.stdout).to_string()
                + &String::from_utf8_lossy(&o.stderr);
            if text.contains("Open MPI") || text.contains("OpenRTE") {
                Launcher::OpenMpi
            } else {
                // Hydra prints "HYDRA build details"; other launchers are treated like it.
                Launcher::Mpich
            }
        }
        Err(_) => Launcher::OpenMpi,
    }
}

/// Options of common launchers that take values (so that the program can be found).
fn option_arity(l: Launcher, opt: &str) -> usize {
    let opt = opt.trim_start_matches('-');
    if opt.contains('=') {
        return 0;
    }
    match l {
        Launcher::OpenMpi => match opt {
            "mca" | "gmca" | "omca" => 2,
            "np" | "n" | "c" | "H" | "host" | "hostfile" | "machinefile" | "x" | "wdir" | "wd"
            | "map-by" | "bind-to" | "rank-by" | "npernode" | "N" | "npersocket" | "prefix"
            | "output-filename" | "app" | "rankfile" | "cpus-per-proc" | "cpus-per-rank"
            | "default-hostfile" | "tune" | "path" | "preload-files" | "report-uri" | "timeout"
            | "output" | "personality" | "runtime-options" => 1,
            _ => 0,
        },
        Launcher::Mpich => match opt {
            "env" | "genv" => 2,
            "n" | "np" | "f" | "hostfile" | "machinefile" | "hosts" | "host" | "wdir" | "dir"
            | "ppn" | "bind-to" | "map-by" | "launcher" | "launcher-exec" | "rmk"
            | "configfile" | "genvlist" | "envlist" | "iface" | "errfile-pattern"
            | "outfile-pattern" | "profile" | "prepend-pattern" | "demux" | "nameserver" => 1,
            _ => 0,
        },
        Launcher::Slurm => match opt {
            "n" | "N" | "c" | "p" | "t" | "J" | "o" | "e" | "i" | "w" | "x" | "A" | "q" | "D"
            | "m" | "C" | "d" | "G" | "L" | "M" | "r" | "S" | "W" | "B" | "ntasks" | "nodes"
            | "cpus-per-task" | "partition" | "time" | "job-name" | "output" | "error"
            | "input" | "nodelist" | "exclude" | "account" | "qos" | "chdir" | "distribution"
            | "constraint" | "dependency" | "gpus" | "licenses" | "clusters" | "relative"
            | "core-spec" | "wait" | "extra-node-info" | "mpi" | "export" | "mem"
            | "mem-per-cpu" | "mem-per-gpu" | "ntasks-per-node" | "ntasks-per-core"
            | "ntasks-per-socket" | "threads-per-core" | "cpu-bind" | "mem-bind" | "gres"
            | "reservation" | "signal" | "time-min" | "het-group" | "jobid" | "nodefile"
            | "cpu-freq" | "kill-on-bad-exit" | "label-format" | "comment" | "begin"
            | "deadline" | "tmp" | "switches" | "network" | "gpus-per-task" | "gpus-per-node"
            | "cpus-per-gpu" | "slurmd-debug" | "task-epilog" | "task-prolog" | "epilog"
            | "prolog" | "open-mode" | "profile" | "propagate" | "container" | "bcast" => 1,
            _ => 0,
        },
        Launcher::None => 0,
    }
}

/// Index of the measured program in the command.
pub(crate) fn program_index(l: Launcher, cmd: &[String]) -> usize {
    if l == Launcher::None {
        return 0;
    }
    let mut i = 1;
    while i < cmd.len() {
        let a = &cmd[i];
        if a == "--" {
            return (i + 1).min(cmd.len() - 1);
        }
        if a.starts_with('-') {
            i += 1 + option_arity(l, a);
        } else {
            return i;
        }
    }
    cmd.len().saturating_sub(1)
}

// ---- wrapper commands ------------------------------------------------------------------------

/// How a wrapper command (`time`, `timeout 60`, `env A=1`, ...) takes its options, so that the
/// command it runs can be found. Only the options listed are understood: anything else makes
/// the parse give up (the wrapper is then measured as the program, as before).
struct WrapperSpec {
    /// Short options that take a value (`-n 5` or `-n5`).
    short_values: &'static str,
    /// Short options without a value (combinable: `-pv`).
    short_flags: &'static str,
    /// Long options that take a value (`--format=F` or `--format F`).
    long_values: &'static [&'static str],
    /// Long options without a value, or with an optional `=value` only.
    long_flags: &'static [&'static str],
    /// Options after which no command follows (`taskset -p PID`, `--help`): not a wrapper then.
    no_command: &'static [&'static str],
    /// Operands before the command (`timeout DURATION`, `taskset MASK`).
    operands: usize,
}

const NO_COMMAND: &[&str] = &["--help", "--version", "-h", "-V"];

/// The wrapper commands ppw looks through, by file name.
fn wrapper_spec(name: &str) -> Option<WrapperSpec> {
    let spec = |short_values, short_flags, long_values, long_flags, no_command, operands| {
        Some(WrapperSpec {
            short_values,
            short_flags,
            long_values,
            long_flags,
            no_command,
            operands,
        })
    };
    match name {
        // GNU time.
        "time" => spec(
            "fo",
            "apqv",
            &["format", "output"],
            &["append", "portability", "quiet", "verbose"],
            NO_COMMAND,
            0,
        ),
        "timeout" => spec(
            "ks",
            "fpv",
            &["kill-after", "signal"],
            &["foreground", "preserve-status", "verbose"],
            NO_COMMAND,
            1,
        ),
        // `-S` (split string) is not understood: it makes the parse give up.
        "env" => spec(
            "uC",
            "i0v",
            &["unset", "chdir"],
            &[
                "ignore-environment",
                "null",
                "debug",
                "block-signal",
                "default-signal",
                "ignore-signal",
            ],
            &["--help", "--version", "--list-signal-handling"],
            0,
        ),
        "nice" => spec("n", "", &["adjustment"], &[], NO_COMMAND, 0),
        "taskset" => spec(
            "",
            "ac",
            &[],
            &["all-tasks", "cpu-list"],
            &["-p", "--pid", "--help", "--version", "-h", "-V"],
            1,
        ),
        "numactl" => spec(
            "iwmNCcpP",
            "alb",
            &[
                "interleave",
                "weighted-interleave",
                "membind",
                "cpunodebind",
                "physcpubind",
                "cpubind",
                "preferred",
                "preferred-many",
            ],
            &["all", "localalloc", "balancing"],
            &[
                "-s",
                "--show",
                "-H",
                "--hardware",
                "--help",
                "--version",
                "-h",
                "-V",
            ],
            0,
        ),
        "stdbuf" => spec("ioe", "", &["input", "output", "error"], &[], NO_COMMAND, 0),
        "chrt" => spec(
            "TPD",
            "abdfioRrev",
            &["sched-runtime", "sched-period", "sched-deadline"],
            &[
                "all-tasks",
                "batch",
                "deadline",
                "fifo",
                "idle",
                "other",
                "rr",
                "reset-on-fork",
                "ext",
                "verbose",
            ],
            &[
                "-p",
                "--pid",
                "-m",
                "--max",
                "--help",
                "--version",
                "-h",
                "-V",
            ],
            0,
        ),
        "ionice" => spec(
            "cn",
            "t",
            &["class", "classdata"],
            &["ignore"],
            &[
                "-p",
                "--pid",
                "-P",
                "--pgid",
                "-u",
                "--uid",
                "--help",
                "--version",
                "-h",
                "-V",
            ],
            0,
        ),
        "setsid" => spec("", "cfw", &[], &["ctty", "fork", "wait"], NO_COMMAND, 0),
        "nohup" => spec("", "", &[], &[], NO_COMMAND, 0),
        _ => None,
    }
}

/// What a wrapper at the front of the command runs.
#[derive(Debug, PartialEq, Eq)]
struct Wrapped {
    /// Index of the command the wrapper runs.
    command: usize,
    /// `env`: where variable assignments may be inserted (after its options).
    assignments_at: Option<usize>,
}

/// If `cmd[i]` is a known wrapper command whose options parse, the command it runs. None if it
/// is not a wrapper, runs no command, or has options ppw does not know (conservative: then the
/// wrapper is treated as the program).
fn wrapped_command(cmd: &[String], i: usize) -> Option<Wrapped> {
    let name = Path::new(cmd.get(i)?).file_name()?.to_str()?;
    let spec = wrapper_spec(name)?;
    let mut k = i + 1;
    // Options (every one of these tools stops at the first operand).
    while let Some(a) = cmd.get(k) {
        if a == "--" {
            k += 1;
            break;
        }
        if !a.starts_with('-') || a == "-" {
            if a == "-" && name == "env" {
                k += 1; // `env -` is `env -i`
                continue;
            }
            break;
        }
        if spec.no_command.contains(&a.as_str()) {
            return None;
        }
        if let Some(long) = a.strip_prefix("--") {
            let (key, value) = match long.split_once('=') {
                Some((key, _)) => (key, true),
                None => (long, false),
            };
            if spec.no_command.contains(&format!("--{key}").as_str()) {
                return None;
            }
            if spec.long_values.contains(&key) {
                k += if value { 1 } else { 2 };
            } else if spec.long_flags.contains(&key) {
                k += 1;
            } else if name == "nice" && key.bytes().all(|b| b.is_ascii_digit()) && !key.is_empty() {
                k += 1; // obsolete `nice --5` (adjustment -5)
            } else {
                return None;
            }
            continue;
        }
        let shorts = &a[1..];
        if name == "nice" && shorts.bytes().all(|b| b.is_ascii_digit()) {
            k += 1; // obsolete `nice -10`
            continue;
        }
        let mut step = 1;
        for (n, c) in shorts.char_indices() {
            if spec.short_values.contains(c) {
                // The value is the rest of the word, or the next word.
                if n + c.len_utf8() == shorts.len() {
                    step = 2;
                }
                break;
            }
            if !spec.short_flags.contains(c) || spec.no_command.contains(&format!("-{c}").as_str())
            {
                return None;
            }
        }
        k += step;
    }
    let assignments_at = (name == "env").then_some(k);
    if name == "env" {
        while cmd.get(k).is_some_and(|a| is_assignment(a)) {
            k += 1;
        }
    }
    if name == "chrt" {
        // `chrt [options] [priority] command`: the priority is a number.
        if cmd
            .get(k)
            .is_some_and(|a| a.bytes().all(|b| b.is_ascii_digit()))
        {
            k += 1;
        }
    }
    k += spec.operands;
    (k < cmd.len()).then_some(Wrapped {
        command: k,
        assignments_at,
    })
}

/// `NAME=VALUE` as `env` takes it.
fn is_assignment(a: &str) -> bool {
    match a.split_once('=') {
        Some((name, _)) => {
            !name.is_empty()
                && !name.starts_with('-')
                && name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_')
        }
        None => false,
    }
}

/// The wrapper commands in front of `cmd[from..]`: the index of the first word that is not a
/// wrapper, and the positions where `env` wrappers take assignments.
fn skip_wrappers(cmd: &[String], from: usize) -> (usize, Vec<usize>) {
    let mut i = from;
    let mut env_at = Vec::new();
    while let Some(w) = wrapped_command(cmd, i) {
        env_at.extend(w.assignments_at);
        i = w.command;
    }
    (i, env_at)
}

/// The parts of a command line: wrappers, launcher, program.
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct CommandLine {
    /// Index of the launcher (or of the program when there is none), after any wrappers.
    pub(crate) launcher_at: usize,
    pub(crate) launcher: Launcher,
    /// Index of the measured program.
    pub(crate) program_at: usize,
    /// Where `env` wrappers in front of the launcher take assignments.
    env_at: Vec<usize>,
}

/// Find the launcher and the program behind wrapper commands on both sides of the launcher
/// (`time mpirun -np 4 ./app`, `timeout 60 mpirun ...`, `mpirun -np 2 env A=1 ./app`).
pub(crate) fn parse_command(cmd: &[String]) -> CommandLine {
    let (launcher_at, env_at) = skip_wrappers(cmd, 0);
    let launcher = detect_launcher(&cmd[launcher_at]);
    let mut program_at = launcher_at;
    if launcher != Launcher::None {
        program_at = launcher_at + program_index(launcher, &cmd[launcher_at..]);
        program_at = skip_wrappers(cmd, program_at).0;
    }
    if let Some(name) = Path::new(&cmd[program_at]).file_name() {
        if wrapper_spec(&name.to_string_lossy()).is_some() {
            eprintln!(
                "ppw: cannot tell which command `{}` runs (options ppw does not know); \
                 measuring it as the program",
                cmd[program_at..].join(" ")
            );
        }
    }
    CommandLine {
        launcher_at,
        launcher,
        program_at,
        env_at,
    }
}

/// Locate the runtime library: `$PPW_LIB`, else the runtime of this ppw (next to the
/// executable, or in `../lib` of an install) built for the MPI the program uses
/// ([`crate::site::choose`]). `program` is the measured program's path as the command gives
/// it; `launcher` the family its launcher starts, for programs that do not tell (scripts).
pub(crate) fn find_runtime(program: &str, launcher: Option<Family>) -> Result<PathBuf> {
    if let Some(p) = std::env::var_os("PPW_LIB") {
        let p = PathBuf::from(p);
        if !p.is_file() {
            bail!("PPW_LIB={} does not exist", p.display());
        }
        return Ok(std::fs::canonicalize(&p).unwrap_or(p));
    }
    let dirs = crate::site::runtime_dirs();
    let runtimes = crate::site::runtimes_in(&dirs);
    let linked = which(program).and_then(|p| crate::site::linked_mpi(&p));
    match crate::site::choose(&runtimes, linked.as_ref(), launcher) {
        Ok(r) => Ok(r.path.clone()),
        Err(why) => {
            let looked: Vec<String> = dirs.iter().map(|d| d.display().to_string()).collect();
            bail!(
                "{why}. Nothing was run. Looked in {}. Build a runtime for that MPI with \
                 `scripts/build.sh --mpi NAME=/path/to/its/mpicc` (or `scripts/install.sh \
                 PREFIX --mpi NAME=...`), or point PPW_LIB at a libppw.so built with that \
                 MPI's mpicc",
                looked.join(" and ")
            )
        }
    }
}

/// Under Slurm, the job's name for experiment directories: the job id, with the array task
/// (`1234_7`) for a task of a job array.
fn slurm_job() -> Option<String> {
    let var = |n: &str| std::env::var(n).ok().filter(|v| !v.trim().is_empty());
    match (var("SLURM_ARRAY_JOB_ID"), var("SLURM_ARRAY_TASK_ID")) {
        (Some(job), Some(task)) => Some(format!("{job}_{task}")),
        _ => var("SLURM_JOB_ID"),
    }
}

/// The default experiment directory: `ppw-PROGRAM[-JOB]-TIME` (JOB: the Slurm job, see
/// [`slurm_job`]), created here so that two runs starting in the same second (two jobs, two
/// array tasks) never share one: a name taken already gets `-2`, `-3`, ...
fn default_dir(program: &str) -> Result<PathBuf> {
    let base = Path::new(program)
        .file_name()
        .and_then(|s| s.to_str())
        .unwrap_or("prog");
    let stamp = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0);
    let name = match slurm_job() {
        Some(job) => format!("ppw-{base}-{job}-{stamp}"),
        None => format!("ppw-{base}-{stamp}"),
    };
    for n in 1..10_000 {
        let dir = if n == 1 {
            PathBuf::from(&name)
        } else {
            PathBuf::from(format!("{name}-{n}"))
        };
        match std::fs::create_dir(&dir) {
            Ok(()) => return Ok(dir),
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
            Err(e) => bail!("cannot create output directory {}: {e}", dir.display()),
        }
    }
    bail!("cannot find a free experiment directory name {name}-N; give one with -o")
}

/// Create the experiment directory, the copy of the filter and the manifest; fails before
/// anything runs. A directory that holds an experiment or rank files (`*.ppw`: readers would
/// take them for ranks of this run) is refused.
fn prepare_dir(
    dir: &Path,
    manifest: &ppw_format::Manifest,
    filter: Option<&CheckedFilter>,
) -> Result<PathBuf> {
    if dir.join(ppw_format::MANIFEST_NAME).exists() {
        bail!(
            "{} already holds an experiment; choose another directory with -o or remove it",
            dir.display()
        );
    }
    let mut rank_files: Vec<String> = std::fs::read_dir(dir)
        .into_iter()
        .flatten()
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| Path::new(n).extension().is_some_and(|x| x == "ppw"))
        .collect();
    if !rank_files.is_empty() {
        rank_files.sort();
        let n = rank_files.len();
        rank_files.truncate(3);
        bail!(
            "{} holds {n} rank file(s) of an earlier run ({}{}); choose another directory with \
             -o or remove them",
            dir.display(),
            rank_files.join(", "),
            if n > 3 { ", ..." } else { "" }
        );
    }
    std::fs::create_dir_all(dir)
        .with_context(|| format!("cannot create output directory {}", dir.display()))?;
    if let Some(f) = filter {
        let copy = dir.join(ppw_format::FILTER_NAME);
        std::fs::write(&copy, &f.text)
            .with_context(|| format!("cannot write the filter's copy {}", copy.display()))?;
    }
    manifest
        .write(dir)
        .with_context(|| format!("output directory {} is not writable", dir.display()))?;
    Ok(std::fs::canonicalize(dir).unwrap_or_else(|_| dir.to_path_buf()))
}

/// A filter file that read and parsed: its text goes into the experiment, and the ranks read
/// that copy (they may not be able to open the original: `<(...)`, another node).
struct CheckedFilter {
    /// The path as given.
    given: PathBuf,
    /// Its text (without a byte order mark).
    text: String,
}

/// Read and check a filter file (at most `ppw_event::filter::MAX_SETTINGS_FILE` bytes).
fn check_filter(p: &Path) -> Result<CheckedFilter> {
    use ppw_event::filter::{read_settings_file, settings_text, Filter};
    let bytes = read_settings_file(p).map_err(|e| anyhow::anyhow!("filter file {e}"))?;
    let text = settings_text(&bytes)
        .map_err(|e| anyhow::anyhow!("filter file {}, {e}", p.display()))?
        .to_string();
    let f =
        Filter::parse(&text).map_err(|e| anyhow::anyhow!("filter file {}, {e}", p.display()))?;
    if f.is_empty() {
        eprintln!(
            "ppw: warning: the filter file {} has no region rules (SCOREP_REGION_NAMES_BEGIN \
             .. END): every region is recorded",
            p.display()
        );
    }
    if !f.file_rules.is_empty() {
        eprintln!(
            "ppw: warning: the filter file {} has file rules (SCOREP_FILE_NAMES_BEGIN): ppw \
             does not apply them",
            p.display()
        );
    }
    Ok(CheckedFilter {
        given: p.to_path_buf(),
        text,
    })
}

/// A setting's value as given to `ppw run`: from its option, else from the user's
/// environment (None: unset or empty). Err for a value that is not text.
fn given(value: Option<String>, name: &str) -> Result<Option<(String, bool)>> {
    let (v, from_option) = match value {
        Some(v) => (v, true),
        None => match std::env::var(name) {
            Ok(v) => (v, false),
            Err(std::env::VarError::NotPresent) => return Ok(None),
            Err(std::env::VarError::NotUnicode(v)) => {
                bail!("{name}={}: not UTF-8 text", v.to_string_lossy())
            }
        },
    };
    Ok((!v.trim().is_empty()).then(|| (v.trim().to_string(), from_option)))
}

/// Every setting of `ppw_event::settings`, checked before the program starts (the runtime
/// could only warn): (variable, value) for the ranks, each given by its `ppw run` option or the
/// user's environment. `PPW_DIR`, `PPW_MODE`, `PPW_FILTER` and `PPW_RUN_ID` are left to the
/// caller (it decides them); their values are returned checked.
fn checked_settings(opts: &RunOptions) -> Result<Vec<(&'static str, String)>> {
    use ppw_event::settings as s;
    let option = |name: &str| -> Option<String> {
        match name {
            n if n == s::BUFFER.name() => opts.buffer.map(|b| b.to_string()),
            n if n == s::CALLPATH_DEPTH.name() => opts.callpath_depth.map(|d| d.to_string()),
            n if n == s::SAMPLE_HZ.name() => opts.sample_hz.map(|h| h.to_string()),
            n if n == s::THROTTLE.name() => opts.throttle.clone(),
            n if n == s::METRICS.name() => opts.metrics.clone(),
            n if n == s::HEAP.name() => opts.heap.clone(),
            n if n == s::DIR.name() => opts.out.as_ref().map(|o| o.display().to_string()),
            n if n == s::FILTER.name() => opts.filter.as_ref().map(|f| f.display().to_string()),
            n if n == s::MODE.name() => match (opts.trace, opts.profile) {
                (_, true) => Some("profile".into()),
                (true, _) => Some("trace".into()),
                _ => None,
            },
            _ => None,
        }
    };
    let mut out = Vec::new();
    for setting in s::SETTINGS {
        // ppw run makes a fresh run id for every run.
        if setting.name == s::RUN_ID.name() {
            continue;
        }
        let Some((value, from_option)) = given(option(setting.name), setting.name)? else {
            continue;
        };
        setting
            .check_given(&value, from_option)
            .map_err(|e| anyhow::anyhow!("{e}"))?;
        out.push((setting.name, value));
    }
    Ok(out)
}

/// A fresh run id: random, never 0.
fn new_run_id() -> u64 {
    use std::hash::{BuildHasher, Hasher};
    let mut bytes = [0u8; 8];
    let random = std::fs::File::open("/dev/urandom")
        .and_then(|mut f| std::io::Read::read_exact(&mut f, &mut bytes))
        .is_ok();
    let id = if random {
        u64::from_le_bytes(bytes)
    } else {
        // A hasher with a random key, over the time and the process id.
        let mut h = std::collections::hash_map::RandomState::new().build_hasher();
        h.write_u128(
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map(|d| d.as_nanos())
                .unwrap_or(0),
        );
        h.write_u32(std::process::id());
        h.finish()
    };
    id.max(1)
}

/// The executable the MPI processes ran, when it is not the word `ppw run` took for the
/// program (a wrapper script, a launcher ppw does not know such as `cafrun`): the rank files
/// name it (`/proc/self/cmdline` of each process). As the command spells it if a word of the
/// command names it, else its name.
fn measured_program(cmd: &[String], program_at: usize, ranks_ran: &str) -> Option<String> {
    let base = |w: &str| w.rsplit('/').next().unwrap_or(w).to_string();
    if ranks_ran.is_empty() || base(&cmd[program_at]) == ranks_ran {
        return None;
    }
    Some(
        cmd[program_at..]
            .iter()
            .find(|w| base(w) == ranks_ran)
            .cloned()
            .unwrap_or_else(|| ranks_ran.to_string()),
    )
}

pub(crate) fn run(opts: RunOptions) -> Result<i32> {
    let cmd = &opts.command;
    if cmd.is_empty() {
        bail!("no command given: ppw run [--trace|--profile] [-o DIR] -- COMMAND ARGS...");
    }
    // Bad settings stop here, before the program runs (the runtime could only warn).
    let mut settings = checked_settings(&opts)?;
    let mut take = |name: &str| {
        settings
            .iter()
            .position(|(n, _)| *n == name)
            .map(|i| settings.remove(i).1)
    };
    use ppw_event::settings as s;
    let profile = take(s::MODE.name()).is_some_and(|m| m == "profile");
    // The options' paths as given (not as text: a path need not be UTF-8).
    let out = take(s::DIR.name()).map(PathBuf::from);
    let out = opts.out.clone().or(out);
    let filter = take(s::FILTER.name()).map(PathBuf::from);
    let filter = opts
        .filter
        .clone()
        .filter(|p| !p.as_os_str().is_empty())
        .or(filter)
        .map(|p| check_filter(&p))
        .transpose()?;
    let line = parse_command(cmd);
    let launcher = line.launcher;
    let program = cmd[line.program_at].clone();
    // The program's own MPI decides (a launcher name can lie: `mpirun` is either); the
    // launcher's when the binary does not say (a script, a wrapper).
    let lib = find_runtime(&program, launcher.family())?;
    let mode = if profile { "profile" } else { "trace" };
    let run_id = ppw_event::settings::run_id_text(new_run_id());
    let mut manifest = ppw_format::Manifest::new(mode, &program, cmd.clone(), launcher.name());
    manifest.run_id = Some(run_id.clone());
    manifest.filter = filter.as_ref().map(|f| f.given.display().to_string());
    let out = match out {
        Some(o) => o,
        None => default_dir(&program)?,
    };
    let dir = prepare_dir(&out, &manifest, filter.as_ref())?;

    let mut vars: Vec<(String, String)> = vec![
        ("LD_PRELOAD".into(), preload_value(&lib)),
        ("PPW_DIR".into(), dir.display().to_string()),
        ("PPW_MODE".into(), mode.into()),
        ("PPW_RUN_ID".into(), run_id),
    ];
    if filter.is_some() {
        // The checked copy: the ranks may not be able to open the original.
        let copy = dir.join(ppw_format::FILTER_NAME);
        vars.push(("PPW_FILTER".into(), copy.display().to_string()));
    }
    // Launchers pass on only what they are told to (to other nodes): every other setting
    // the user gave, checked above.
    vars.extend(settings.into_iter().map(|(k, v)| (k.to_string(), v)));
    if launcher == Launcher::Slurm
        && !cmd[line.launcher_at..line.program_at]
            .iter()
            .any(|a| a.starts_with("--mpi"))
        && std::env::var_os("SLURM_MPI_TYPE").is_none()
    {
        eprintln!(
            "ppw: note: srun without --mpi (and SLURM_MPI_TYPE unset): the cluster's MpiDefault \
             decides how the ranks learn their rank. If it does not fit the program's MPI, \
             the ranks run as single processes, each \"rank 0 of 1\" (Debian 12: --mpi=pmix \
             for Open MPI, --mpi=pmi2 for MPICH)"
        );
    }
    let mut command = build_command(cmd, &line, &vars);
    eprintln!(
        "ppw: measuring {} ({mode} mode, {} launcher, runtime {}) into {}",
        program,
        launcher.name(),
        lib.display(),
        dir.display()
    );
    // Let the child receive terminal signals; ppw waits and records the outcome.
    // Safety: ignoring SIGINT/SIGQUIT in this process only.
    let (int, quit) = unsafe {
        (
            libc::signal(libc::SIGINT, libc::SIG_IGN),
            libc::signal(libc::SIGQUIT, libc::SIG_IGN),
        )
    };
    // An ignored signal stays ignored across exec: give the program the dispositions ppw
    // itself started with (Ctrl-C must stop it as it would without ppw).
    // Safety: `signal` is async-signal-safe, as `pre_exec` requires.
    unsafe {
        use std::os::unix::process::CommandExt;
        command.pre_exec(move || {
            libc::signal(libc::SIGINT, int);
            libc::signal(libc::SIGQUIT, quit);
            Ok(())
        });
    }
    let status = command
        .spawn()
        .with_context(|| format!("cannot start {}", cmd[0]))
        .and_then(|mut child| {
            // Ended by the batch system: the status is written at once (the launcher's own
            // replaces it when it returns), in case ppw is killed before that.
            let (provisional, at) = (manifest.clone(), dir.clone());
            forward_termination(
                child.id(),
                Box::new(move |sig| {
                    let _one_writer = MANIFEST_WRITE.lock();
                    if CHILD.load(std::sync::atomic::Ordering::SeqCst) == 0 {
                        return; // ended meanwhile: the final status is being written
                    }
                    let mut m = provisional;
                    m.exit_status = Some(-sig);
                    m.finished_unix = Some(now_unix());
                    let _ = m.write(&at);
                }),
            );
            let status = child.wait().context("cannot wait for the program");
            forward_termination(0, Box::new(|_| {}));
            status
        });
    let code = match &status {
        Ok(s) => s.code().unwrap_or_else(|| {
            use std::os::unix::process::ExitStatusExt;
            -s.signal().unwrap_or(0)
        }),
        Err(_) => 127,
    };
    let _one_writer = MANIFEST_WRITE.lock();
    let mut m = manifest;
    m.finished_unix = Some(now_unix());
    m.exit_status = Some(code);
    if let Err(e) = m.write(&dir) {
        // A full disk, typically: the manifest written before the launch stays (without the
        // exit status); the program's status and the summary of what is there still count.
        let tmp = format!(".{}.{}", ppw_format::MANIFEST_NAME, std::process::id());
        let _ = std::fs::remove_file(dir.join(tmp));
        eprintln!(
            "ppw: cannot record the exit status in {}: {e}",
            dir.join(ppw_format::MANIFEST_NAME).display()
        );
    }
    status?;
    let mut no_data = false;
    match ppw_format::Experiment::open(&dir) {
        Ok(exp) => {
            use ppw_event::TraceSource;
            if let Some(p) = measured_program(cmd, line.program_at, &exp.defs().program) {
                m.program = p;
                if let Err(e) = m.write(&dir) {
                    eprintln!(
                        "ppw: cannot record the program's name in {}: {e}",
                        dir.join(ppw_format::MANIFEST_NAME).display()
                    );
                }
            }
            let s = exp.summary();
            eprintln!(
                "ppw: experiment in {}: {} ranks, {} events, {}, {}",
                dir.display(),
                s.ranks,
                s.events,
                crate::info::human_bytes(s.bytes),
                if s.complete {
                    "complete".to_string()
                } else {
                    format!("INCOMPLETE ({})", s.problems.join("; "))
                }
            );
        }
        Err(e) => {
            no_data = true;
            eprintln!(
                "ppw: error: the experiment in {} holds no data ({e}): no process wrote a \
                 rank file. The program never called MPI and recorded no user region, or it \
                 was not measured (a statically linked program ignores LD_PRELOAD), or its \
                 processes failed before they wrote (see the messages above)",
                dir.display()
            )
        }
    }
    if code != 0 {
        eprintln!("ppw: the program exited with status {code}");
    }
    Ok(match code {
        0 if no_data => 1,
        c if c < 0 => 128 - c,
        c => c,
    })
}

/// Seconds since the Unix epoch.
fn now_unix() -> f64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs_f64())
        .unwrap_or(0.0)
}

/// Held while the manifest is rewritten (the provisional status and the final one).
static MANIFEST_WRITE: std::sync::Mutex<()> = std::sync::Mutex::new(());

/// The child that SIGTERM and SIGHUP sent to `ppw run` go to (0: none).
static CHILD: std::sync::atomic::AtomicI32 = std::sync::atomic::AtomicI32::new(0);
/// The last such signal not yet passed on (0: none).
static PENDING: std::sync::atomic::AtomicI32 = std::sync::atomic::AtomicI32::new(0);

extern "C" fn note_signal(sig: libc::c_int) {
    PENDING.store(sig, std::sync::atomic::Ordering::SeqCst);
}

/// How long a termination signal waits before `ppw run` passes it on.
const PASS_ON_AFTER: std::time::Duration = std::time::Duration::from_secs(2);

/// While `pid` runs, SIGTERM and SIGHUP sent to `ppw run` (a batch system ending the job:
/// Slurm's `scancel` and time limit send SIGTERM, then SIGKILL after `KillWait`; a closed
/// terminal) reach the program, and ppw stays to record how it ended. Most senders signal the
/// whole process group or job (Slurm, `timeout`, a terminal), which holds the launcher too;
/// a second SIGTERM makes Open MPI's `mpirun` kill its ranks at once, before their runtime
/// has ended their files. So the signal is passed on only if the launcher still runs
/// [`PASS_ON_AFTER`] later (it was sent to ppw alone). `noted` runs (once, on a thread) when
/// the first such signal arrives. `forward_termination(0, ...)` when the program has ended.
fn forward_termination(pid: u32, noted: Box<dyn FnOnce(i32) + Send>) {
    use std::sync::atomic::Ordering::SeqCst;
    CHILD.store(pid as i32, SeqCst);
    if pid == 0 {
        return;
    }
    // Safety: installs a handler that only stores to an atomic.
    unsafe {
        let handler = note_signal as extern "C" fn(libc::c_int) as libc::sighandler_t;
        libc::signal(libc::SIGTERM, handler);
        libc::signal(libc::SIGHUP, handler);
    }
    std::thread::spawn(move || {
        let tick = std::time::Duration::from_millis(50);
        let mut since: Option<std::time::Instant> = None;
        let mut noted = Some(noted);
        loop {
            std::thread::sleep(tick);
            let child = CHILD.load(SeqCst);
            if child <= 0 {
                return;
            }
            let sig = PENDING.load(SeqCst);
            if sig == 0 {
                continue;
            }
            if let Some(f) = noted.take() {
                f(sig);
            }
            let at = *since.get_or_insert_with(std::time::Instant::now);
            if at.elapsed() >= PASS_ON_AFTER {
                PENDING.store(0, SeqCst);
                since = None;
                // Safety: a signal to our own child (a zombie, if it has just ended: no effect).
                unsafe { libc::kill(child, sig) };
            }
        }
    });
}

/// The command to start: the user's, with ppw's variables passed through the launcher's own
/// options right after the launcher's name (also behind wrappers such as `time`), or, without
/// a launcher, in the environment (and as assignments of `env` wrappers, which may clear it).
/// Under `srun` they go to the program only, as `env` assignments in front of it: in srun's
/// own environment the runtime would be preloaded into srun itself (which is no rank).
fn build_command(cmd: &[String], line: &CommandLine, vars: &[(String, String)]) -> Command {
    let launcher_options: Vec<String> = match line.launcher {
        Launcher::OpenMpi => vars
            .iter()
            .flat_map(|(k, v)| ["-x".to_string(), format!("{k}={v}")])
            .collect(),
        Launcher::Mpich => vars
            .iter()
            .flat_map(|(k, v)| ["-genv".to_string(), k.clone(), v.clone()])
            .collect(),
        Launcher::Slurm | Launcher::None => Vec::new(),
    };
    let assignments = || vars.iter().map(|(k, v)| format!("{k}={v}"));
    let mut words: Vec<String> = Vec::new();
    for (i, a) in cmd.iter().enumerate() {
        if line.launcher == Launcher::None && line.env_at.contains(&i) {
            words.extend(assignments());
        }
        if line.launcher == Launcher::Slurm && i == line.program_at {
            words.push("env".into());
            words.extend(assignments());
        }
        words.push(a.clone());
        if i == line.launcher_at {
            words.extend(launcher_options.iter().cloned());
        }
    }
    let mut command = Command::new(&words[0]);
    command.args(&words[1..]);
    if line.launcher == Launcher::None {
        for (k, v) in vars {
            command.env(k, v);
        }
    }
    command
}

/// Keep a user's own LD_PRELOAD entries after ppw's runtime.
fn preload_value(lib: &Path) -> String {
    match std::env::var("LD_PRELOAD") {
        Ok(v) if !v.is_empty() => format!("{}:{v}", lib.display()),
        _ => lib.display().to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn s(v: &[&str]) -> Vec<String> {
        v.iter().map(|x| x.to_string()).collect()
    }

    #[test]
    fn finds_the_program_behind_launcher_options() {
        let c = s(&[
            "mpirun",
            "--allow-run-as-root",
            "-np",
            "4",
            "--mca",
            "btl",
            "self",
            "-x",
            "A=1",
            "./prog",
            "-n",
            "3",
        ]);
        assert_eq!(program_index(Launcher::OpenMpi, &c), 9);
        let c = s(&["mpiexec.mpich", "-n", "2", "-genv", "A", "1", "./prog"]);
        assert_eq!(program_index(Launcher::Mpich, &c), 6);
        let c = s(&["./prog", "-n", "3"]);
        assert_eq!(program_index(Launcher::None, &c), 0);
    }

    /// (launcher index, launcher, program index) of a command line.
    fn parts(v: &[&str]) -> (usize, Launcher, usize) {
        let l = parse_command(&s(v));
        (l.launcher_at, l.launcher, l.program_at)
    }

    #[test]
    fn finds_the_launcher_behind_wrapper_commands() {
        use Launcher::*;
        let ompi = ["mpirun.openmpi", "-np", "2", "./app", "-x"];
        let cases: &[(&[&str], usize)] = &[
            (&["time"], 1),
            (&["/usr/bin/time", "-f", "%e s", "-o", "t.txt", "-a"], 6),
            (&["time", "-pv", "--output=t.txt", "--format", "%e"], 5),
            (&["timeout", "60"], 2),
            (
                &["timeout", "-s", "KILL", "-k5", "--preserve-status", "1m"],
                6,
            ),
            (&["timeout", "--signal=TERM", "--kill-after", "5", "10"], 5),
            (&["env", "A=1", "B=x=y"], 3),
            (
                &["env", "-i", "-u", "X", "--chdir=/tmp", "--", "PATH=/bin"],
                7,
            ),
            (&["env", "-"], 2),
            (&["nice", "-n", "-5"], 3),
            (&["nice", "-n5"], 2),
            (&["nice", "-10"], 2),
            (&["nice", "--adjustment=3"], 2),
            (&["taskset", "0x3"], 2),
            (&["taskset", "-c", "0,1"], 3),
            (&["taskset", "-ac", "0-3"], 3),
            (&["numactl", "--cpunodebind=0", "--membind", "0", "-l"], 5),
            (&["numactl", "-N", "0", "-C1"], 4),
            (&["stdbuf", "-oL", "-e", "0", "--input=0"], 5),
            (&["chrt", "-f", "10"], 3),
            (&["chrt", "--other", "0"], 3),
            (&["chrt", "-b"], 2),
            (&["ionice", "-c", "3"], 3),
            (&["ionice", "-c2", "-n7", "-t"], 4),
            (&["setsid", "-fw"], 2),
            (&["nohup"], 1),
            (
                &["nohup", "nice", "-n", "5", "timeout", "60", "env", "A=1"],
                8,
            ),
        ];
        for (wrappers, at) in cases {
            let mut v: Vec<&str> = wrappers.to_vec();
            v.extend(ompi);
            assert_eq!(parts(&v), (*at, OpenMpi, at + 3), "{v:?}");
        }
        // MPICH, and wrappers between the launcher and the program.
        assert_eq!(
            parts(&["timeout", "60", "mpiexec.mpich", "-n", "2", "./app"]),
            (2, Mpich, 5)
        );
        assert_eq!(
            parts(&["mpirun.openmpi", "-np", "2", "env", "A=1", "./app"]),
            (0, OpenMpi, 5)
        );
        assert_eq!(
            parts(&["mpirun.openmpi", "-np", "2", "time", "-p", "./app"]),
            (0, OpenMpi, 5)
        );
        // A program without a launcher.
        assert_eq!(parts(&["time", "./app", "-n", "2"]), (1, None, 1));
        assert_eq!(parts(&["./app"]), (0, None, 0));
    }

    #[test]
    fn unknown_wrapper_options_leave_the_wrapper_as_the_program() {
        use Launcher::*;
        for v in [
            &["timeout", "--bogus", "5", "mpirun.openmpi", "./app"][..],
            &["env", "-S", "A=1 mpirun.openmpi", "./app"],
            &["taskset", "-p", "0x3", "123"],
            &["chrt", "-p", "123"],
            &["nice", "--sig", "mpirun.openmpi", "./app"],
            &["time"],
            &["timeout", "60"],
            &["env", "A=1"],
        ] {
            assert_eq!(parts(v), (0, None, 0), "{v:?}");
        }
    }

    #[test]
    fn launcher_options_go_right_after_the_launcher() {
        let vars = vec![("PPW_DIR".to_string(), "/x".to_string())];
        let args = |v: &[&str]| {
            let cmd = s(v);
            let c = build_command(&cmd, &parse_command(&cmd), &vars);
            let mut out = vec![c.get_program().to_string_lossy().into_owned()];
            out.extend(c.get_args().map(|a| a.to_string_lossy().into_owned()));
            let env: Vec<String> = c
                .get_envs()
                .map(|(k, _)| k.to_string_lossy().into_owned())
                .collect();
            (out.join(" "), env)
        };
        assert_eq!(
            args(&["time", "-p", "mpirun.openmpi", "-np", "2", "./app"]),
            (
                "time -p mpirun.openmpi -x PPW_DIR=/x -np 2 ./app".into(),
                vec![]
            )
        );
        assert_eq!(
            args(&["mpiexec.mpich", "-n", "2", "./app"]),
            ("mpiexec.mpich -genv PPW_DIR /x -n 2 ./app".into(), vec![])
        );
        // No launcher: the environment, and assignments of `env`, which may clear it.
        assert_eq!(
            args(&["env", "-i", "A=1", "./app"]),
            (
                "env -i PPW_DIR=/x A=1 ./app".into(),
                vec!["PPW_DIR".to_string()]
            )
        );
    }

    #[test]
    fn srun_passes_the_variables_to_the_program_only() {
        let vars = vec![
            (
                "LD_PRELOAD".to_string(),
                "/p/lib/libppw-mpich.so".to_string(),
            ),
            ("PPW_DIR".to_string(), "/x".to_string()),
        ];
        let cmd = s(&[
            "srun",
            "--mpi",
            "pmi2",
            "-n",
            "4",
            "-l",
            "--ntasks-per-node=2",
            "./app",
            "-n",
            "3",
        ]);
        let line = parse_command(&cmd);
        assert_eq!((line.launcher, line.program_at), (Launcher::Slurm, 7));
        let c = build_command(&cmd, &line, &vars);
        let words: Vec<String> = std::iter::once(c.get_program())
            .chain(c.get_args())
            .map(|a| a.to_string_lossy().into_owned())
            .collect();
        assert_eq!(
            words.join(" "),
            "srun --mpi pmi2 -n 4 -l --ntasks-per-node=2 env \
             LD_PRELOAD=/p/lib/libppw-mpich.so PPW_DIR=/x ./app -n 3"
        );
        // srun's own environment does not preload the runtime.
        assert_eq!(c.get_envs().count(), 0);
        // Behind a wrapper, and with a wrapper between srun and the program.
        let cmd = s(&["time", "srun", "-N1", "-n", "2", "nice", "-n", "5", "./app"]);
        let line = parse_command(&cmd);
        assert_eq!((line.launcher_at, line.program_at), (1, 8));
    }

    #[test]
    fn classifies_launchers_by_name() {
        assert_eq!(detect_launcher("mpirun.openmpi"), Launcher::OpenMpi);
        assert_eq!(detect_launcher("oshrun"), Launcher::OpenMpi);
        assert_eq!(detect_launcher("mpiexec.mpich"), Launcher::Mpich);
        assert_eq!(detect_launcher("./a.out"), Launcher::None);
        assert_eq!(detect_launcher("/usr/bin/srun"), Launcher::Slurm);
    }
}
