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

use anyhow::{bail, Context, Result};
use std::path::{Path, PathBuf};
use std::process::Command;

/// Which launcher family a command starts with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Launcher {
    OpenMpi,
    Mpich,
    None,
}

impl Launcher {
    fn name(self) -> &'static str {
        match self {
            Launcher::OpenMpi => "openmpi",
            Launcher::Mpich => "mpich",
            Launcher::None => "none",
        }
    }
}

/// Options of `ppw run`.
pub(crate) struct RunOptions {
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

/// Which MPI a program binary is linked against, from `ldd`.
fn program_flavor(program: &str) -> Option<Launcher> {
    linked_flavor(&which(program)?)
}

/// Which MPI an executable or library is linked against (`ldd`): MPICH, Open MPI, or none.
fn linked_flavor(path: &Path) -> Option<Launcher> {
    let out = Command::new("ldd").arg(path).output().ok()?;
    let text = String::from_utf8_lossy(&out.stdout);
    if text.contains("libmpich") {
        Some(Launcher::Mpich)
    } else if text.contains("libmpi.so") {
        Some(Launcher::OpenMpi)
    } else {
        None
    }
}

/// Locate the runtime library: `$PPW_LIB`, else next to this executable, preferring a build
/// for the program's MPI (`libppw-openmpi.so` / `libppw-mpich.so`) over `libppw.so`.
pub(crate) fn find_runtime(flavor: Option<Launcher>) -> Result<PathBuf> {
    if let Some(p) = std::env::var_os("PPW_LIB") {
        let p = PathBuf::from(p);
        if !p.is_file() {
            bail!("PPW_LIB={} does not exist", p.display());
        }
        return Ok(std::fs::canonicalize(&p).unwrap_or(p));
    }
    let exe = std::env::current_exe().context("cannot locate the ppw executable")?;
    let dir = exe.parent().context("ppw executable has no directory")?;
    let mut candidates = Vec::new();
    match flavor {
        Some(Launcher::Mpich) => candidates.push(dir.join("libppw-mpich.so")),
        Some(Launcher::OpenMpi) => candidates.push(dir.join("libppw-openmpi.so")),
        _ => {}
    }
    let generic = dir.join("libppw.so");
    for c in &candidates {
        if c.is_file() {
            return Ok(c.clone());
        }
    }
    if !generic.is_file() {
        bail!(
            "runtime library libppw.so not found next to {} (build it with `cargo build \
             --release`, or set PPW_LIB)",
            exe.display()
        );
    }
    // `cargo build --release` builds libppw.so for the default `mpicc` only: preloaded into a
    // program of the other MPI it would make its first MPI call fail ("Invalid communicator").
    let built_for = linked_flavor(&generic);
    match (flavor, built_for) {
        (Some(want), Some(have)) if want != have => bail!(
            "the program uses {} but the runtime next to ppw ({}) is built for {}, and there is \
             no {} next to it: run ./scripts/build.sh (it builds the runtime for Open MPI and \
             for MPICH), or point PPW_LIB at a libppw.so built with that MPI's mpicc",
            want.name(),
            generic.display(),
            have.name(),
            match want {
                Launcher::Mpich => "libppw-mpich.so",
                _ => "libppw-openmpi.so",
            }
        ),
        _ => Ok(generic),
    }
}

fn default_dir(program: &str) -> PathBuf {
    let base = Path::new(program)
        .file_name()
        .and_then(|s| s.to_str())
        .unwrap_or("prog");
    let stamp = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0);
    PathBuf::from(format!("ppw-{base}-{stamp}"))
}

/// Create the experiment directory and its manifest; fails before anything runs.
fn prepare_dir(dir: &Path, manifest: &ppw_format::Manifest) -> Result<PathBuf> {
    if dir.join(ppw_format::MANIFEST_NAME).exists() {
        bail!(
            "{} already holds an experiment; choose another directory with -o or remove it",
            dir.display()
        );
    }
    std::fs::create_dir_all(dir)
        .with_context(|| format!("cannot create output directory {}", dir.display()))?;
    manifest
        .write(dir)
        .with_context(|| format!("output directory {} is not writable", dir.display()))?;
    Ok(std::fs::canonicalize(dir).unwrap_or_else(|_| dir.to_path_buf()))
}

/// A filter file that reads and parses, as an absolute path (the ranks may start elsewhere).
fn check_filter(p: &Path) -> Result<PathBuf> {
    let f = ppw_event::filter::Filter::read(p).map_err(|e| anyhow::anyhow!("filter file {e}"))?;
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
    Ok(std::fs::canonicalize(p).unwrap_or_else(|_| p.to_path_buf()))
}

/// `--heap` / `PPW_HEAP`: `off` or a size in bytes.
fn check_heap(h: &str) -> Result<String> {
    let h = h.trim();
    if h != "off" && !h.parse::<u64>().is_ok_and(|n| n > 0) {
        bail!(
            "--heap {h}: give the smallest heap block to record in bytes (for example 1024) or off"
        );
    }
    Ok(h.to_string())
}

/// `--throttle` / `PPW_THROTTLE`: `off` or VISITS:NS.
fn check_throttle(t: &str) -> Result<String> {
    let t = t.trim();
    let ok = t == "off"
        || t.split_once(':').is_some_and(|(v, n)| {
            v.trim().parse::<u64>().is_ok_and(|v| v > 0) && n.trim().parse::<u64>().is_ok()
        });
    if !ok {
        bail!("--throttle {t}: give VISITS:NS (for example 100000:1000) or off");
    }
    Ok(t.to_string())
}

pub(crate) fn run(opts: RunOptions) -> Result<i32> {
    let cmd = &opts.command;
    if cmd.is_empty() {
        bail!("no command given: ppw run [--trace|--profile] [-o DIR] -- COMMAND ARGS...");
    }
    // Bad settings stop here, before the program runs (the runtime could only warn).
    let filter = opts
        .filter
        .clone()
        .or_else(|| std::env::var_os("PPW_FILTER").map(PathBuf::from))
        .filter(|p| !p.as_os_str().is_empty())
        .map(|p| check_filter(&p))
        .transpose()?;
    let heap = opts
        .heap
        .clone()
        .or_else(|| std::env::var("PPW_HEAP").ok())
        .map(|h| check_heap(&h))
        .transpose()?;
    let throttle = opts
        .throttle
        .clone()
        .or_else(|| std::env::var("PPW_THROTTLE").ok())
        .map(|t| check_throttle(&t))
        .transpose()?;
    let metrics = opts
        .metrics
        .clone()
        .or_else(|| std::env::var("PPW_METRICS").ok())
        .filter(|m| !m.trim().is_empty())
        .map(|m| {
            ppw_event::counters::parse_list(&m)
                .map(|_| m.clone())
                .map_err(|e| anyhow::anyhow!("--metrics {m}: {e}"))
        })
        .transpose()?;
    let line = parse_command(cmd);
    let launcher = line.launcher;
    let program = cmd[line.program_at].clone();
    // The program's own MPI decides (a launcher name can lie: `mpirun` is either); the
    // launcher's when the binary does not say (a script, a wrapper).
    let flavor = program_flavor(&program).or(match launcher {
        Launcher::None => None,
        l => Some(l),
    });
    let lib = find_runtime(flavor)?;
    let mode = if opts.profile { "profile" } else { "trace" };
    let manifest = ppw_format::Manifest::new(mode, &program, cmd.clone(), launcher.name());
    let dir = prepare_dir(
        &opts.out.clone().unwrap_or_else(|| default_dir(&program)),
        &manifest,
    )?;

    let mut vars: Vec<(String, String)> = vec![
        ("LD_PRELOAD".into(), preload_value(&lib)),
        ("PPW_DIR".into(), dir.display().to_string()),
        ("PPW_MODE".into(), mode.into()),
    ];
    if let Some(b) = opts.buffer {
        vars.push(("PPW_BUFFER".into(), b.to_string()));
    }
    // Launchers pass on only what they are told to (to other nodes): the runtime's other
    // settings, when the user set them for ppw.
    let depth = opts
        .callpath_depth
        .map(|d| d.to_string())
        .or_else(|| std::env::var("PPW_CALLPATH_DEPTH").ok());
    if let Some(d) = depth {
        vars.push(("PPW_CALLPATH_DEPTH".into(), d));
    }
    let hz = opts
        .sample_hz
        .map(|d| d.to_string())
        .or_else(|| std::env::var("PPW_SAMPLE_HZ").ok());
    if let Some(h) = hz {
        vars.push(("PPW_SAMPLE_HZ".into(), h));
    }
    if let Some(f) = filter {
        vars.push(("PPW_FILTER".into(), f.display().to_string()));
    }
    if let Some(t) = throttle {
        vars.push(("PPW_THROTTLE".into(), t));
    }
    if let Some(m) = metrics {
        vars.push(("PPW_METRICS".into(), m));
    }
    if let Some(h) = heap {
        vars.push(("PPW_HEAP".into(), h));
    }
    for var in ["PPW_FLUSH_INTERVAL", "PPW_DATA"] {
        if let Some(v) = std::env::var_os(var) {
            vars.push((var.into(), v.to_string_lossy().into_owned()));
        }
    }
    let mut command = build_command(cmd, &line, &vars);
    eprintln!(
        "ppw: measuring {} ({mode} mode, {} launcher) into {}",
        program,
        launcher.name(),
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
        .status()
        .with_context(|| format!("cannot start {}", cmd[0]));
    let code = match &status {
        Ok(s) => s.code().unwrap_or_else(|| {
            use std::os::unix::process::ExitStatusExt;
            -s.signal().unwrap_or(0)
        }),
        Err(_) => 127,
    };
    let mut m = manifest;
    m.finished_unix = Some(
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_secs_f64())
            .unwrap_or(0.0),
    );
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
    match ppw_format::Experiment::open(&dir) {
        Ok(exp) => {
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
        Err(e) => eprintln!(
            "ppw: experiment in {} holds no readable data: {e}",
            dir.display()
        ),
    }
    if code != 0 {
        eprintln!("ppw: the program exited with status {code}");
    }
    Ok(if code < 0 { 128 - code } else { code })
}

/// The command to start: the user's, with ppw's variables passed through the launcher's own
/// options right after the launcher's name (also behind wrappers such as `time`), or, without
/// a launcher, in the environment (and as assignments of `env` wrappers, which may clear it).
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
        Launcher::None => Vec::new(),
    };
    let mut words: Vec<String> = Vec::new();
    for (i, a) in cmd.iter().enumerate() {
        if line.launcher == Launcher::None && line.env_at.contains(&i) {
            words.extend(vars.iter().map(|(k, v)| format!("{k}={v}")));
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
    fn classifies_launchers_by_name() {
        assert_eq!(detect_launcher("mpirun.openmpi"), Launcher::OpenMpi);
        assert_eq!(detect_launcher("oshrun"), Launcher::OpenMpi);
        assert_eq!(detect_launcher("mpiexec.mpich"), Launcher::Mpich);
        assert_eq!(detect_launcher("./a.out"), Launcher::None);
    }
}
