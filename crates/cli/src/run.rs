//! `ppw run`: measure a program under its launcher.
//!
//! The runtime library is injected with `LD_PRELOAD`. For MPI launchers the variables must reach
//! every rank, also on other nodes, so they are passed through the launcher's own options
//! (`-x` for Open MPI, `-genv` for MPICH's Hydra) rather than through ppw's environment; a plain
//! program gets them in its environment.

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
        || base == "prterun")
    {
        return Launcher::None;
    }
    if base.contains("openmpi") || base == "orterun" || base == "prterun" {
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

/// Which MPI a program binary is linked against, from `ldd`.
fn program_flavor(program: &str) -> Option<Launcher> {
    let path = which(program)?;
    let out = Command::new("ldd").arg(&path).output().ok()?;
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
    candidates.push(dir.join("libppw.so"));
    for c in &candidates {
        if c.is_file() {
            return Ok(c.clone());
        }
    }
    bail!(
        "runtime library libppw.so not found next to {} (build it with `cargo build --release`, or set PPW_LIB)",
        exe.display()
    )
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

pub(crate) fn run(opts: RunOptions) -> Result<i32> {
    let cmd = &opts.command;
    if cmd.is_empty() {
        bail!("no command given: ppw run [--trace|--profile] [-o DIR] -- COMMAND ARGS...");
    }
    let launcher = detect_launcher(&cmd[0]);
    let pi = program_index(launcher, cmd);
    let program = cmd[pi].clone();
    let flavor = match launcher {
        Launcher::None => program_flavor(&program),
        l => Some(l),
    };
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
    let mut command = Command::new(&cmd[0]);
    match launcher {
        Launcher::OpenMpi => {
            for (k, v) in &vars {
                command.arg("-x").arg(format!("{k}={v}"));
            }
            command.args(&cmd[1..]);
        }
        Launcher::Mpich => {
            for (k, v) in &vars {
                command.arg("-genv").arg(k).arg(v);
            }
            command.args(&cmd[1..]);
        }
        Launcher::None => {
            command.args(&cmd[1..]);
            for (k, v) in &vars {
                command.env(k, v);
            }
        }
    }
    eprintln!(
        "ppw: measuring {} ({mode} mode, {} launcher) into {}",
        program,
        launcher.name(),
        dir.display()
    );
    // Let the child receive terminal signals; ppw waits and records the outcome.
    // Safety: ignoring SIGINT/SIGQUIT in this process only; the child resets them on exec.
    unsafe {
        libc::signal(libc::SIGINT, libc::SIG_IGN);
        libc::signal(libc::SIGQUIT, libc::SIG_IGN);
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
    m.write(&dir).with_context(|| {
        format!(
            "cannot update {}",
            dir.join(ppw_format::MANIFEST_NAME).display()
        )
    })?;
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

    #[test]
    fn classifies_launchers_by_name() {
        assert_eq!(detect_launcher("mpirun.openmpi"), Launcher::OpenMpi);
        assert_eq!(detect_launcher("mpiexec.mpich"), Launcher::Mpich);
        assert_eq!(detect_launcher("./a.out"), Launcher::None);
    }
}
