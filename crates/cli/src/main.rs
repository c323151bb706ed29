//! `ppw`: the command-line front end. Glue only: every command calls into the library crates.
//!
//! Exit status (the same for the same damage, whatever the command; see [`status`]): 0 clean;
//! 1 nothing usable (message on stderr); 2 usage error; 3 finished with what could be read,
//! the warnings naming what was skipped. `ppw run` returns the measured program's (launcher's)
//! status so that scripts notice failures.

mod analyze;
mod baseline;
mod compare;
mod config;
#[cfg(feature = "mpi")]
mod distributed;
mod dump;
mod export;
mod info;
mod open;
mod report;
mod run;
mod site;
mod staging;
mod status;

use clap::{CommandFactory, FromArgMatches, Parser, Subcommand};
use std::path::PathBuf;

#[derive(Parser)]
#[command(
    name = "ppw",
    version,
    about = "Parallel Performance Wizard: measure, analyze and explain parallel programs"
)]
struct Cli {
    #[command(subcommand)]
    command: Cmd,
}

#[derive(Subcommand)]
enum Cmd {
    /// Measure a program: ppw run [--trace|--profile] [-o DIR] -- mpirun -np 4 ./app
    Run {
        /// Record event traces (default).
        #[arg(long, conflicts_with = "profile")]
        trace: bool,
        /// Record call-path profiles only.
        #[arg(long)]
        profile: bool,
        /// Experiment directory (default: ./ppw-<program>-<time>).
        #[arg(short = 'o', long = "output")]
        out: Option<PathBuf>,
        /// Per-thread trace buffer size in bytes.
        #[arg(long)]
        buffer: Option<u64>,
        /// Frames of calling context recorded per measured call, the calling function's first
        /// (unwound at run time, named post mortem); 0 records the call site only. Default 48.
        #[arg(long, value_name = "N")]
        callpath_depth: Option<u32>,
        /// Trace mode: program-counter samples per second of each rank's CPU time (main
        /// thread), which name the functions ranks execute between MPI calls; 0: none.
        /// Default 100.
        #[arg(long, value_name = "HZ")]
        sample_hz: Option<u32>,
        /// Filter file in Score-P's syntax (SCOREP_REGION_NAMES_BEGIN, EXCLUDE/INCLUDE
        /// [MANGLED] patterns with wildcards): user regions and -finstrument-functions
        /// functions it excludes are not recorded; their time goes to their callers. Checked
        /// before the program starts. Default: $PPW_FILTER.
        #[arg(long, value_name = "FILE")]
        filter: Option<PathBuf>,
        /// Throttling of user regions and instrumented functions: VISITS:NS switches one off
        /// on a thread after VISITS visits of less than NS ns each on average (the report
        /// names it); `off` records every visit. Default 100000:1000.
        #[arg(long, value_name = "VISITS:NS")]
        throttle: Option<String>,
        /// Trace mode: performance counters read per region, comma-separated (`cycles`,
        /// `instructions`, `cache-references`, `cache-misses`, `branches`, `branch-misses`,
        /// `ref-cycles`, `task-clock`, `cpu-clock`, `page-faults`, `minor-faults`,
        /// `major-faults`, `context-switches`, `cpu-migrations`; at most 8). Checked before
        /// the program starts; counters the machine lacks are reported as unavailable.
        /// Default: $PPW_METRICS.
        #[arg(long, value_name = "LIST")]
        metrics: Option<String>,
        /// Trace mode: heap blocks of at least BYTES are recorded with their allocation site,
        /// so that messages sent from or received into them are attributed to it (the
        /// report's data structures); `off` records none (statics and named buffers are still
        /// attributed; PPW_DATA=off records no message buffers at all). Default 1024.
        #[arg(long, value_name = "BYTES|off")]
        heap: Option<String>,
        /// The command: a launcher (mpirun/mpiexec of Open MPI or MPICH) or a plain program.
        #[arg(trailing_var_arg = true, allow_hyphen_values = true, required = true)]
        command: Vec<String>,
    },
    /// Summarize an experiment (ranks, events, bytes, duration, mode, completeness).
    Info {
        /// Experiment directory.
        dir: PathBuf,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// Print definitions and events as text.
    Dump {
        /// Experiment directory.
        dir: PathBuf,
        /// Only this rank.
        #[arg(long)]
        rank: Option<u32>,
        /// At most this many events per location.
        #[arg(long)]
        limit: Option<u64>,
        /// Definitions only.
        #[arg(long)]
        defs: bool,
    },
    /// Analyze an experiment or OTF2 trace: wait states, bottlenecks, causes, hints.
    Analyze {
        /// Experiment directory or OTF2 anchor file (traces.otf2).
        path: PathBuf,
        /// Where to write the JSON result (default: DIR/analysis.json).
        #[arg(long)]
        json: Option<PathBuf>,
        #[command(flatten)]
        settings: AnalysisArgs,
        /// No progress bar or summary.
        #[arg(long, short)]
        quiet: bool,
    },
    /// Explain an experiment: summary, time breakdown, findings with causes and hints.
    Report {
        /// Experiment directory or OTF2 anchor file (uses DIR/analysis.json if present).
        path: PathBuf,
        /// Also write the report as one self-contained HTML file (charts, call-path tree,
        /// transfers, load balance, a timeline excerpt; opens offline in any browser).
        #[arg(long, value_name = "FILE")]
        html: Option<PathBuf>,
        #[command(flatten)]
        settings: AnalysisArgs,
    },
    /// List the wait-state patterns and the other findings ppw searches for, and the
    /// thresholds.
    Patterns {
        /// Print the full reference as Markdown.
        #[arg(long)]
        markdown: bool,
    },
    /// Compare runs of one program: scalability (different rank counts: speed-up, parallel
    /// efficiency, call paths that lose efficiency) or revision analysis (equal rank counts:
    /// what improved or regressed against the first run).
    Compare {
        /// Experiment directories, OTF2 anchor files, or analysis JSON files (at least two).
        #[arg(required = true, num_args = 2..)]
        runs: Vec<PathBuf>,
        /// Also write the comparison as JSON to this file.
        #[arg(long)]
        json: Option<PathBuf>,
        /// Also write the comparison as one self-contained HTML file (speed-up and efficiency
        /// charts, or the call paths that gained or lost time).
        #[arg(long, value_name = "FILE")]
        html: Option<PathBuf>,
        /// Compare even if the runs are of differently named programs.
        #[arg(long)]
        force: bool,
        #[command(flatten)]
        settings: AnalysisArgs,
    },
    /// Measure this machine's MPI baseline for bottleneck detection: ppw baseline [-o FILE]
    /// [--max-ranks N] -- mpirun --oversubscribe (the launcher prefix; ppw appends -np K PROG).
    Baseline {
        /// Baseline file (default: $XDG_CONFIG_HOME/ppw/baseline-HOST-FLAVOR.json).
        #[arg(short = 'o', long = "output")]
        out: Option<PathBuf>,
        /// Largest rank count to measure the collectives at (from 2; default: the number of
        /// cores, at least 4).
        #[arg(long)]
        max_ranks: Option<u32>,
        /// The launcher prefix (default: mpirun).
        #[arg(trailing_var_arg = true, allow_hyphen_values = true)]
        launcher: Vec<String>,
    },
    /// Export to community formats: OTF2 (Vampir, Scalasca), CUBE4 (Cube), Perfetto.
    Export {
        /// Experiment directory or OTF2 anchor file.
        path: PathBuf,
        /// Write an OTF2 archive into this directory.
        #[arg(long)]
        otf2: Option<PathBuf>,
        /// Write the analysis result as a CUBE4 file (.cubex).
        #[arg(long)]
        cube: Option<PathBuf>,
        /// Write a Perfetto timeline (protobuf; a name ending in .json gives Chrome JSON).
        #[arg(long)]
        perfetto: Option<PathBuf>,
        #[command(flatten)]
        settings: AnalysisArgs,
    },
    /// Print the manual page (roff) of ppw, for installs (`scripts/install.sh`).
    #[command(hide = true)]
    Man,
}

/// Options shared by the commands that analyze.
#[derive(clap::Args, Clone)]
struct AnalysisArgs {
    /// Worker threads (0 = all cores); the result does not depend on it.
    #[arg(long, default_value_t = 0)]
    threads: usize,
    /// Do not repair clock-condition violations before computing wait states.
    #[arg(long)]
    no_repair: bool,
    /// Skip the root-cause (delay) analysis of the wait states.
    #[arg(long)]
    no_root_cause: bool,
    /// Skip the critical path and the performance impact of call paths.
    #[arg(long)]
    no_critical_path: bool,
    /// Waiting intervals per finding and responsible rank examined by the cause analysis
    /// (0 = all).
    #[arg(long, default_value_t = 100)]
    cause_windows: u32,
    /// Baseline file for bottleneck detection (default: this machine's from `ppw baseline`, if
    /// it exists).
    #[arg(long, value_name = "FILE", conflicts_with = "no_baseline")]
    baseline: Option<PathBuf>,
    /// Use no baseline file: deviation filtering only.
    #[arg(long)]
    no_baseline: bool,
    /// Config file with thresholds (default: $XDG_CONFIG_HOME/ppw/config.toml if it exists).
    #[arg(long, value_name = "FILE")]
    config: Option<PathBuf>,
    /// Memory budget in GB for the operation records the analysis keeps; beyond it they go to
    /// temporary files (default: half of the machine's memory). The result does not change,
    /// except that the root-cause and critical-path analyses are skipped, with a warning, when
    /// they would need more than the records leave of it.
    #[arg(long, value_name = "GB")]
    memory: Option<f64>,
    /// Directory for those temporary files (default: $TMPDIR or /tmp).
    #[arg(long, value_name = "DIR")]
    spill_dir: Option<PathBuf>,
    /// Analyse only what happens inside this program phase (`ppw_phase_begin(NAME)`); the
    /// result is stored as analysis.phase-NAME.json (an unusual or long NAME cleaned and
    /// followed by a hash of it).
    #[arg(long, value_name = "NAME")]
    phase: Option<String>,
    /// Threshold flags (`--hotspot`, `--slow-ratio`, ...), one per entry of the threshold
    /// registry.
    #[command(flatten)]
    thresholds: config::ThresholdArgs,
}

impl AnalysisArgs {
    /// The settings: thresholds from the defaults, the config file and the flags.
    fn settings(&self) -> anyhow::Result<analyze::Settings> {
        Ok(analyze::Settings {
            threads: self.threads,
            repair_clock: !self.no_repair,
            root_cause: !self.no_root_cause,
            critical_path: !self.no_critical_path,
            cause_windows: self.cause_windows,
            memory: match self.memory {
                Some(gb) if gb.is_finite() && gb >= 0.0 => Some((gb * 1e9) as u64),
                Some(gb) => anyhow::bail!("--memory {gb}: give a number of GB, 0 or more"),
                None => None,
            },
            spill_dir: self.spill_dir.clone(),
            phase: self.phase.clone(),
            thresholds: config::thresholds(self.config.as_deref(), &self.thresholds)?,
            baseline: match (&self.baseline, self.no_baseline) {
                (_, true) => analyze::BaselineChoice::Off,
                (Some(f), false) => analyze::BaselineChoice::File(f.clone()),
                (None, false) => analyze::BaselineChoice::Default,
            },
        })
    }
}

/// The outputs of a command that writes results, checked before any work
/// ([`staging::check_outputs`]): none overwrites an input or another output, each can be
/// written.
fn check_outputs(cmd: &Cmd) -> anyhow::Result<()> {
    use staging::Output;
    let file = |option, path| Output {
        option,
        path,
        archive: false,
    };
    match cmd {
        Cmd::Analyze {
            path,
            json,
            settings,
            ..
        } => {
            let default;
            let out = match json {
                Some(j) => file("--json", j.as_path()),
                None => {
                    default = analyze::default_json(path, settings.phase.as_deref());
                    file("the result file", default.as_path())
                }
            };
            staging::check_outputs(&[path], &[out])
        }
        Cmd::Report { path, html, .. } => {
            let outs: Vec<Output> = html.iter().map(|h| file("--html", h)).collect();
            staging::check_outputs(&[path], &outs)
        }
        Cmd::Export {
            path,
            otf2,
            cube,
            perfetto,
            ..
        } => {
            let mut outs: Vec<Output> = otf2
                .iter()
                .map(|d| Output {
                    option: "--otf2",
                    path: d,
                    archive: true,
                })
                .collect();
            outs.extend(cube.iter().map(|c| file("--cube", c)));
            outs.extend(perfetto.iter().map(|p| file("--perfetto", p)));
            staging::check_outputs(&[path], &outs)
        }
        Cmd::Compare {
            runs, json, html, ..
        } => {
            let mut outs: Vec<Output> = json.iter().map(|j| file("--json", j)).collect();
            outs.extend(html.iter().map(|h| file("--html", h)));
            let inputs: Vec<&std::path::Path> = runs.iter().map(PathBuf::as_path).collect();
            staging::check_outputs(&inputs, &outs)
        }
        _ => Ok(()),
    }
}

/// `ppw --version`: the version, the commit it was built from, and the runtimes it has (each
/// with the MPI it is built for: `ppw run` preloads the one matching the program's MPI).
fn long_version() -> String {
    let mut s = format!(
        "{} (commit {})\n",
        env!("CARGO_PKG_VERSION"),
        env!("PPW_COMMIT")
    );
    let dirs = site::runtime_dirs();
    let runtimes = site::runtimes_in(&dirs);
    if runtimes.is_empty() {
        let looked: Vec<String> = dirs.iter().map(|d| d.display().to_string()).collect();
        s += &format!("runtimes: none (looked in {})\n", looked.join(" and "));
    } else {
        s += "runtimes (MPI ABI family, MPI library, runtime):\n";
        for r in &runtimes {
            let (family, lib) = match &r.mpi {
                Some(m) => (
                    m.family.map_or("unknown", |f| f.name()),
                    m.lib.display().to_string(),
                ),
                None => ("none", "-".to_string()),
            };
            s += &format!("  {:<10} {family:<8} {lib}  {}\n", r.name, r.path.display());
        }
    }
    s
}

fn main() {
    // One malloc arena for all threads. The analysis packs its records into many small
    // blocks on its reader threads and packs them again on others (matching); with glibc's
    // default of one arena per thread, memory freed in one arena is not reused by the
    // others, and a message-heavy trace's peak grows by about 15% (docs/BENCHMARKS.md).
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // Safety: called before any other thread exists; mallopt only sets a parameter.
    unsafe {
        libc::mallopt(libc::M_ARENA_MAX, 1);
    }
    let mut command = Cli::command();
    if std::env::args_os().any(|a| a == "--version") {
        command = command.long_version(long_version());
    }
    let cli = Cli::from_arg_matches_mut(&mut command.get_matches()).unwrap_or_else(|e| e.exit());
    if let Err(e) = check_outputs(&cli.command) {
        eprintln!("ppw: error: {e:#}");
        std::process::exit(1);
    }
    let result = match cli.command {
        Cmd::Run {
            trace,
            profile,
            out,
            buffer,
            callpath_depth,
            sample_hz,
            filter,
            throttle,
            metrics,
            heap,
            command,
        } => run::run(run::RunOptions {
            trace,
            profile,
            out,
            buffer,
            callpath_depth,
            sample_hz,
            filter,
            throttle,
            metrics,
            heap,
            command,
        }),
        Cmd::Info { dir, json } => info::run(&dir, json),
        Cmd::Dump {
            dir,
            rank,
            limit,
            defs,
        } => dump::run(&dir, rank, limit, defs),
        Cmd::Analyze {
            path,
            json,
            settings,
            quiet,
        } => settings.settings().and_then(|s| {
            // ppw-mpi under mpirun: the distributed analysis.
            #[cfg(feature = "mpi")]
            if analyze::launched_as_many() {
                return Ok(distributed::run(&path, json, &s, quiet));
            }
            analyze::run(&path, json, &s, quiet)
        }),
        Cmd::Report {
            path,
            html,
            settings,
        } => settings
            .settings()
            .and_then(|s| report::run(&path, &s, html.as_deref())),
        Cmd::Patterns { markdown } => report::patterns(markdown),
        Cmd::Export {
            path,
            otf2,
            cube,
            perfetto,
            settings,
        } => settings
            .settings()
            .and_then(|s| export::run(&path, otf2, cube, perfetto, &s)),
        Cmd::Compare {
            runs,
            json,
            html,
            force,
            settings,
        } => settings
            .settings()
            .and_then(|s| compare::run(&runs, json, html, force, &s)),
        Cmd::Baseline {
            out,
            max_ranks,
            launcher,
        } => baseline::run(out, max_ranks, launcher),
        Cmd::Man => clap_mangen::Man::new(Cli::command())
            .render(&mut std::io::stdout())
            .map(|()| 0)
            .map_err(anyhow::Error::from),
    };
    match result {
        Ok(code) => std::process::exit(code),
        Err(e) => {
            // Errors may quote names from the input (`--phase` lists the trace's phases): made
            // safe for a terminal line by line (ppw_report's rule).
            let msg: Vec<String> = format!("{e:#}")
                .lines()
                .map(|l| ppw_report::terminal_text(l, ppw_report::TEXT_MAX))
                .collect();
            eprintln!("ppw: error: {}", msg.join("\n"));
            std::process::exit(1);
        }
    }
}
