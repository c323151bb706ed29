//! `ppw baseline`: measure this machine's MPI baseline for bottleneck detection.
//!
//! The micro-benchmarks (`crates/cli/assets/baseline.c`, built into the binary) are compiled
//! with the MPI compiler wrapper of the launcher's family and run **without** the ppw runtime
//! (no `LD_PRELOAD`), as `LAUNCHER -np K PROGRAM` for K = 2 .. max ranks. The point-to-point
//! ping-pong runs at 2 ranks; Barrier, Bcast, Allreduce and Alltoall at every K. The result is
//! the baseline file (`ppw_analysis::Baseline`, format in `docs/ANALYSIS.md`).

use crate::run::{detect_launcher, Launcher};
use anyhow::{bail, Context, Result};
use ppw_analysis::{Baseline, BaselineColl, BaselineP2p, BASELINE_FORMAT, BASELINE_VERSION};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// The micro-benchmark program.
const SOURCE: &str = include_str!("../assets/baseline.c");

/// One launch taking longer than this is killed.
const TIMEOUT: Duration = Duration::from_secs(120);

fn on_path(cmd: &str) -> bool {
    std::env::var_os("PATH")
        .is_some_and(|p| std::env::split_paths(&p).any(|d| d.join(cmd).is_file()))
}

/// The MPI compiler wrapper for a launcher family.
fn mpicc_for(family: Launcher) -> String {
    let specific = match family {
        Launcher::OpenMpi => "mpicc.openmpi",
        Launcher::Mpich => "mpicc.mpich",
        Launcher::Slurm | Launcher::None => "mpicc",
    };
    if on_path(specific) {
        specific.into()
    } else {
        "mpicc".into()
    }
}

/// Run `cmd` with a time limit; its stdout, or an error with its output.
fn run_limited(cmd: &mut Command, what: &str) -> Result<String> {
    let mut child = cmd
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .with_context(|| format!("cannot start {what}"))?;
    let start = Instant::now();
    loop {
        if child.try_wait()?.is_some() {
            break;
        }
        if start.elapsed() > TIMEOUT {
            let _ = child.kill();
            let _ = child.wait();
            bail!("{what} did not finish within {} s", TIMEOUT.as_secs());
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    let out = child.wait_with_output()?;
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    if !out.status.success() {
        bail!(
            "{what} failed ({}):\n{}{}",
            out.status,
            stdout,
            String::from_utf8_lossy(&out.stderr)
        );
    }
    Ok(stdout)
}

/// Parse the program's output into `b`; the number of measurements read.
fn parse(text: &str, b: &mut Baseline) -> Result<usize> {
    let mut n = 0;
    for line in text.lines() {
        if let Some(v) = line.strip_prefix("PPW_BASELINE_MPI ") {
            b.mpi = v.trim().to_string();
            continue;
        }
        let Some(rest) = line.strip_prefix("PPW_BASELINE ") else {
            continue;
        };
        let w: Vec<&str> = rest.split_whitespace().collect();
        let num = |i: usize| -> Result<f64> {
            w.get(i)
                .and_then(|x| x.parse::<f64>().ok())
                .filter(|x| x.is_finite() && *x >= 0.0)
                .with_context(|| format!("bad baseline line {line:?}"))
        };
        match w.first() {
            Some(&"p2p") => b.p2p.push(BaselineP2p {
                bytes: num(1)? as u64,
                seconds: num(2)?,
                min: num(3)?,
            }),
            Some(&"coll") => b.collectives.push(BaselineColl {
                op: w.get(1).context("bad baseline line")?.to_string(),
                ranks: num(2)? as u32,
                bytes: num(3)? as u64,
                seconds: num(4)?,
                min: num(5)?,
            }),
            _ => bail!("bad baseline line {line:?}"),
        }
        n += 1;
    }
    Ok(n)
}

fn us(s: f64) -> String {
    format!("{:.1} us", s * 1e6)
}

pub(crate) fn run(
    out: Option<PathBuf>,
    max_ranks: Option<u32>,
    launcher: Vec<String>,
) -> Result<i32> {
    let launcher: Vec<String> = match launcher.first().map(String::as_str) {
        None => vec!["mpirun".into()],
        Some("--") => launcher[1..].to_vec(),
        Some(_) => launcher,
    };
    let Some(first) = launcher.first() else {
        bail!("no launcher given: ppw baseline -- mpirun [OPTIONS]");
    };
    if launcher
        .iter()
        .any(|a| matches!(a.as_str(), "-np" | "-n" | "--np" | "-c"))
    {
        bail!(
            "give the launcher without a process count: ppw baseline appends `-np K PROGRAM` for \
             K = 2 .. --max-ranks"
        );
    }
    let family = detect_launcher(first);
    let flavor = match family {
        Launcher::OpenMpi => "openmpi",
        Launcher::Mpich => "mpich",
        Launcher::Slurm | Launcher::None => bail!(
            "{first} is not an MPI launcher: give the mpirun or mpiexec of Open MPI or MPICH, e.g. \
             ppw baseline -- mpirun --oversubscribe"
        ),
    };
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get()) as u32;
    let max = max_ranks.unwrap_or(cores.clamp(4, 16));
    if max < 2 {
        bail!("--max-ranks must be at least 2");
    }
    let start = Instant::now();
    let dir = std::env::temp_dir().join(format!("ppw-baseline-{}", std::process::id()));
    std::fs::create_dir_all(&dir).with_context(|| format!("cannot create {}", dir.display()))?;
    let result = measure(&dir, &launcher, family, flavor, max);
    let _ = std::fs::remove_dir_all(&dir);
    let b = result?;
    let path = match out {
        Some(p) => p,
        None => crate::config::default_baseline(&b.host, flavor)
            .context("no config directory: set XDG_CONFIG_HOME or HOME, or give -o FILE")?,
    };
    if let Some(parent) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
        std::fs::create_dir_all(parent)
            .with_context(|| format!("cannot create {}", parent.display()))?;
    }
    std::fs::write(&path, b.to_json())
        .with_context(|| format!("cannot write {}", path.display()))?;
    eprintln!(
        "ppw: baseline of {} ({}) written to {} in {:.1} s: ping-pong at {} sizes, collectives \
         at 2..{max} ranks; `ppw analyze` uses it for experiments of this host and MPI",
        b.host,
        b.mpi,
        path.display(),
        start.elapsed().as_secs_f64(),
        b.p2p.len()
    );
    Ok(0)
}

/// Compile and run the benchmarks for 2..=max ranks.
fn measure(
    dir: &Path,
    launcher: &[String],
    family: Launcher,
    flavor: &str,
    max: u32,
) -> Result<Baseline> {
    let src = dir.join("ppw_baseline.c");
    let exe = dir.join("ppw_baseline");
    std::fs::write(&src, SOURCE)?;
    let cc = mpicc_for(family);
    run_limited(
        Command::new(&cc).arg("-O2").arg("-o").arg(&exe).arg(&src),
        &format!("compiling the baseline benchmarks with {cc}"),
    )?;
    let mut b = Baseline {
        format: BASELINE_FORMAT.into(),
        version: BASELINE_VERSION,
        host: crate::config::hostname(),
        flavor: flavor.into(),
        launcher: launcher.to_vec(),
        created_unix: std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0.0, |d| d.as_secs_f64()),
        max_ranks: max,
        ..Default::default()
    };
    for k in 2..=max {
        let mut cmd = Command::new(&launcher[0]);
        cmd.args(&launcher[1..])
            .arg("-np")
            .arg(k.to_string())
            .arg(&exe);
        if k == 2 {
            cmd.arg("pingpong=1");
        }
        // Without the ppw runtime: the baseline is the machine's, not the measurement's.
        cmd.env_remove("LD_PRELOAD");
        for (key, _) in std::env::vars_os() {
            if key.to_string_lossy().starts_with("PPW_") {
                cmd.env_remove(key);
            }
        }
        let text = run_limited(&mut cmd, &format!("the baseline benchmarks on {k} ranks"))?;
        let before = b.collectives.len();
        if parse(&text, &mut b)? == 0 {
            bail!("the baseline benchmarks on {k} ranks printed no measurements:\n{text}");
        }
        let get = |op: &str, bytes: u64| {
            b.collectives[before..]
                .iter()
                .find(|c| c.op == op && c.bytes == bytes)
                .map_or_else(|| "-".into(), |c| us(c.seconds))
        };
        eprintln!(
            "ppw: {k} ranks: Barrier {}, Bcast(8 B) {}, Allreduce(8 B) {}, Alltoall(8 B) {}",
            get("MPI_Barrier", 0),
            get("MPI_Bcast", 8),
            get("MPI_Allreduce", 8),
            get("MPI_Alltoall", 8)
        );
    }
    if let Some(p) = b.p2p.iter().find(|p| p.bytes == 8) {
        eprintln!("ppw: ping-pong one-way time for 8 B: {}", us(p.seconds));
    }
    Ok(b)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn program_output_is_parsed() {
        let mut b = Baseline::default();
        let n = parse(
            "noise\nPPW_BASELINE_MPI Open MPI v4.1.4\nPPW_BASELINE p2p 8 1.5e-06 1.2e-06\n\
             PPW_BASELINE coll MPI_Barrier 4 0 6.5e-06 6.3e-06\n",
            &mut b,
        )
        .unwrap();
        assert_eq!(n, 2);
        assert_eq!(b.mpi, "Open MPI v4.1.4");
        assert_eq!(b.p2p[0].bytes, 8);
        assert_eq!(
            (b.collectives[0].op.as_str(), b.collectives[0].ranks),
            ("MPI_Barrier", 4)
        );
        assert!(parse("PPW_BASELINE coll MPI_Barrier x", &mut b).is_err());
        assert!(parse("PPW_BASELINE p2p 8 nan 1", &mut b).is_err());
    }

    #[test]
    fn the_program_is_embedded() {
        assert!(SOURCE.contains("PPW_BASELINE coll MPI_Alltoall"));
    }
}
