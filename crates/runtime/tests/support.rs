//! Test harness: build libppw.so for an MPI flavor, compile test programs with its compilers,
//! run them under its launcher with LD_PRELOAD, and read the experiment back.
//!
//! Without the MPI tools of a flavor the tests print "skipped: no MPI ..." and pass, unless
//! `PPW_REQUIRE_MPI=1` (CI), which turns a missing MPI into a failure.

use ppw_event::{collect_events, Defs, EventKind, LocationId, TraceSource};
use ppw_format::{Experiment, Manifest};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::{Mutex, MutexGuard, OnceLock};

/// (region, op, target, bytes, window name, has a request) of one one-sided transfer.
pub type Transfer = (String, ppw_event::RmaOp, u32, u64, String, bool);

/// One MPI implementation with its tools and the runtime built against it.
#[derive(Debug)]
pub struct Mpi {
    pub name: &'static str,
    pub mpicc: String,
    pub mpif90: String,
    pub mpirun: String,
    pub lib: PathBuf,
}

fn have(tool: &str) -> bool {
    Command::new(tool)
        .arg("--version")
        .output()
        .map(|o| o.status.success())
        .unwrap_or(false)
}

fn first_tool(candidates: &[&str]) -> Option<String> {
    candidates.iter().find(|t| have(t)).map(|t| t.to_string())
}

pub fn scratch() -> PathBuf {
    PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("ppw-runtime-tests")
}

fn workspace() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn skip(what: &str) -> Option<Mpi> {
    if std::env::var("PPW_REQUIRE_MPI").is_ok_and(|v| v == "1") {
        panic!("PPW_REQUIRE_MPI=1 but {what} is not available");
    }
    eprintln!("skipped: no MPI ({what} not found)");
    None
}

/// Build libppw.so with `mpicc` as the MPI compiler. Both flavors share one target directory
/// (dependencies compile once; only the runtime crate is rebuilt when `PPW_MPICC` changes), so
/// builds are serialized and the results copied to flavor-specific names.
fn build_runtime(name: &str, mpicc: &str) -> PathBuf {
    static BUILD: Mutex<()> = Mutex::new(());
    let _one_at_a_time = BUILD.lock().unwrap_or_else(|e| e.into_inner());
    let target = scratch().join("target");
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let out = Command::new(cargo)
        .current_dir(workspace())
        .args([
            "build",
            "-p",
            "ppw-runtime",
            "--lib",
            "--example",
            "regions",
        ])
        .env("PPW_MPICC", mpicc)
        .env("CARGO_TARGET_DIR", &target)
        .output()
        .expect("run cargo");
    assert!(
        out.status.success(),
        "building the runtime for {name} failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let dir = scratch().join(format!("runtime-{name}"));
    std::fs::create_dir_all(&dir).unwrap();
    let lib = dir.join("libppw.so");
    std::fs::copy(target.join("debug/libppw.so"), &lib).unwrap();
    std::fs::copy(target.join("debug/examples/regions"), dir.join("regions")).unwrap();
    // The ARMCI interposition archive, when armci.h was there to build it (tests/armci.rs).
    let _ = std::fs::remove_file(dir.join("libppw-armci.a"));
    let _ = std::fs::copy(
        target.join("debug/libppw-armci.a"),
        dir.join("libppw-armci.a"),
    );
    lib
}

fn flavor(
    name: &'static str,
    cc: &[&str],
    fc: &[&str],
    run: &[&str],
    cell: &'static OnceLock<Option<Mpi>>,
) -> Option<&'static Mpi> {
    cell.get_or_init(|| {
        let Some(mpicc) = first_tool(cc) else {
            return skip(&format!("{name} mpicc"));
        };
        let Some(mpirun) = first_tool(run) else {
            return skip(&format!("{name} mpirun"));
        };
        let mpif90 = first_tool(fc).unwrap_or_default();
        let lib = build_runtime(name, &mpicc);
        Some(Mpi {
            name,
            mpicc,
            mpif90,
            mpirun,
            lib,
        })
    })
    .as_ref()
}

/// Open MPI (mpicc.openmpi / mpirun.openmpi, or the unsuffixed tools if they are Open MPI's).
pub fn openmpi() -> Option<&'static Mpi> {
    static CELL: OnceLock<Option<Mpi>> = OnceLock::new();
    let plain_is_ompi = Command::new("mpirun")
        .arg("--version")
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).contains("Open MPI"))
        .unwrap_or(false);
    let (cc, fc, run): (&[&str], &[&str], &[&str]) = if plain_is_ompi {
        (
            &["mpicc.openmpi", "mpicc"],
            &["mpif90.openmpi", "mpif90"],
            &["mpirun.openmpi", "mpirun"],
        )
    } else {
        (&["mpicc.openmpi"], &["mpif90.openmpi"], &["mpirun.openmpi"])
    };
    flavor("openmpi", cc, fc, run, &CELL)
}

/// MPICH (mpicc.mpich / mpirun.mpich).
pub fn mpich() -> Option<&'static Mpi> {
    static CELL: OnceLock<Option<Mpi>> = OnceLock::new();
    flavor(
        "mpich",
        &["mpicc.mpich"],
        &["mpif90.mpich"],
        &["mpirun.mpich", "mpiexec.mpich"],
        &CELL,
    )
}

/// Seconds one MPI job of these tests may take (the slowest takes well under a minute).
const JOB_LIMIT_SECS: u32 = 300;

/// MPI runs are serialized: the machine has 2 cores and some tests oversubscribe.
static RUN_LOCK: Mutex<()> = Mutex::new(());

impl Mpi {
    /// Compile `tests/mpi/<src>` (C or Fortran) into the flavor's scratch directory.
    pub fn compile(&self, src: &str, extra: &[&str]) -> PathBuf {
        let dir = scratch().join(format!("bin-{}", self.name));
        std::fs::create_dir_all(&dir).unwrap();
        let path = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/mpi")
            .join(src);
        let stem = src.split('.').next().unwrap();
        let tag = extra.join("").replace(['-', '/', '='], "");
        let exe = dir.join(format!("{stem}{tag}"));
        let compiler = if src.ends_with(".f90") {
            &self.mpif90
        } else {
            &self.mpicc
        };
        assert!(
            !compiler.is_empty(),
            "no Fortran compiler for {}",
            self.name
        );
        let out = Command::new(compiler)
            .args(["-g", "-O1", "-o"])
            .arg(&exe)
            .arg(&path)
            .args(extra)
            .output()
            .expect("run the MPI compiler");
        assert!(
            out.status.success(),
            "{compiler} {src}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        exe
    }

    /// Run `exe args` on `np` ranks with the runtime preloaded, in `mode`, like `ppw run`:
    /// the experiment directory and manifest exist before the launch, and the launcher's exit
    /// status is recorded afterwards. Returns the directory and the exit status.
    pub fn run(
        &self,
        test: &str,
        exe: &Path,
        args: &[&str],
        np: u32,
        mode: &str,
    ) -> (PathBuf, i32) {
        let (dir, out) = self.run_output(test, exe, args, np, mode);
        (dir, out.status.code().unwrap_or(-1))
    }

    /// [`Mpi::run`], returning the launcher's output.
    pub fn run_output(
        &self,
        test: &str,
        exe: &Path,
        args: &[&str],
        np: u32,
        mode: &str,
    ) -> (PathBuf, Output) {
        let mut l = self.launch(test, exe, args, np, mode, &[]);
        let out = l.cmd.output().expect("run mpirun");
        if std::env::var_os("PPW_TEST_VERBOSE").is_some() {
            eprintln!(
                "{}\n{}",
                String::from_utf8_lossy(&out.stdout),
                String::from_utf8_lossy(&out.stderr)
            );
        }
        (l.finish(out.status.code().unwrap_or(-1)), out)
    }

    /// The launcher command of [`Mpi::run`] with extra variables for the ranks, not started;
    /// holds the lock that serializes MPI runs until [`Launch::finish`].
    pub fn launch(
        &self,
        test: &str,
        exe: &Path,
        args: &[&str],
        np: u32,
        mode: &str,
        extra: &[(&str, &str)],
    ) -> Launch {
        let serial = RUN_LOCK.lock().unwrap_or_else(|e| e.into_inner());
        let dir = scratch().join(format!("exp-{}-{test}-{mode}", self.name));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let manifest = Manifest::new(
            mode,
            exe.file_name().unwrap().to_str().unwrap(),
            vec![],
            self.name,
        );
        manifest.write(&dir).unwrap();
        let mut env = vec![
            ("LD_PRELOAD".to_string(), self.lib.display().to_string()),
            ("PPW_DIR".to_string(), dir.display().to_string()),
            ("PPW_MODE".to_string(), mode.to_string()),
            ("OMPI_MCA_mpi_yield_when_idle".to_string(), "1".to_string()),
        ];
        env.extend(extra.iter().map(|(k, v)| (k.to_string(), v.to_string())));
        let mut cmd = self.launcher(np, &env);
        cmd.arg(exe).args(args);
        Launch {
            dir,
            cmd,
            manifest,
            _serial: serial,
        }
    }

    /// The launcher for `np` ranks passing `env` to them, under coreutils' `timeout`: a job that
    /// hangs (ranks spinning on 2 cores) ends with status 124 and fails its test instead of
    /// holding the suite until CI's limit; `-k` kills a launcher that ignores SIGTERM.
    fn launcher(&self, np: u32, env: &[(String, String)]) -> Command {
        let mut cmd = Command::new("timeout");
        cmd.args(["-k", "20", &JOB_LIMIT_SECS.to_string()])
            .arg(&self.mpirun);
        if self.name == "openmpi" {
            cmd.args([
                "--allow-run-as-root",
                "--oversubscribe",
                "-np",
                &np.to_string(),
            ]);
            for (k, v) in env {
                cmd.arg("-x").arg(format!("{k}={v}"));
            }
        } else {
            cmd.args(["-np", &np.to_string()]);
            for (k, v) in env {
                cmd.args(["-genv", k, v]);
            }
        }
        cmd.env("OMPI_ALLOW_RUN_AS_ROOT", "1")
            .env("OMPI_ALLOW_RUN_AS_ROOT_CONFIRM", "1");
        cmd
    }

    /// Run `exe args` on `np` ranks without ppw (what the program does on its own).
    pub fn run_bare(&self, exe: &Path, args: &[&str], np: u32) -> Output {
        let _serial = RUN_LOCK.lock().unwrap_or_else(|e| e.into_inner());
        let env = [("OMPI_MCA_mpi_yield_when_idle".to_string(), "1".to_string())];
        self.launcher(np, &env)
            .arg(exe)
            .args(args)
            .output()
            .expect("run mpirun")
    }
}

/// A prepared launch (see [`Mpi::launch`]).
pub struct Launch {
    pub dir: PathBuf,
    pub cmd: Command,
    manifest: Manifest,
    _serial: MutexGuard<'static, ()>,
}

impl Launch {
    /// Record the launcher's exit status in the manifest, as `ppw run` does; the directory.
    pub fn finish(mut self, status: i32) -> PathBuf {
        self.manifest.exit_status = Some(status);
        self.manifest.write(&self.dir).unwrap();
        self.dir
    }
}

/// One event with the names needed to assert on it.
#[derive(Clone, Debug)]
pub struct Ev {
    pub rank: u32,
    pub thread: u32,
    /// Innermost open region when the event happened (for Enter: the entered region).
    pub region: String,
    pub kind: EventKind,
}

/// An experiment read back completely.
pub struct Run {
    pub exp: Experiment,
    pub events: Vec<Ev>,
}

impl Run {
    pub fn open(dir: &Path) -> Run {
        let exp = Experiment::open(dir).unwrap_or_else(|e| panic!("open {}: {e}", dir.display()));
        let mut events = Vec::new();
        let defs = exp.defs();
        for (i, loc) in defs.locations.iter().enumerate() {
            let evs = collect_events(&mut *exp.events(LocationId(i as u32)).unwrap()).unwrap();
            let mut stack: Vec<String> = Vec::new();
            for e in evs {
                if let EventKind::Enter { region, .. } = e.kind {
                    stack.push(defs.region(region).name.clone());
                }
                let region = stack.last().cloned().unwrap_or_default();
                if let EventKind::Exit { .. } = e.kind {
                    stack.pop();
                }
                events.push(Ev {
                    rank: loc.rank,
                    thread: loc.thread,
                    region,
                    kind: e.kind,
                });
            }
        }
        Run { exp, events }
    }

    pub fn defs(&self) -> &Defs {
        self.exp.defs()
    }

    /// Number of visits of region `name` on `rank` (all threads).
    pub fn visits(&self, rank: u32, name: &str) -> usize {
        self.events
            .iter()
            .filter(|e| {
                e.rank == rank && e.region == name && matches!(e.kind, EventKind::Enter { .. })
            })
            .count()
    }

    /// (region, op, target, bytes, window name, has a request) of `rank`'s one-sided transfers.
    pub fn transfers(&self, rank: u32) -> Vec<Transfer> {
        self.attrs(rank)
            .into_iter()
            .filter_map(|e| match e.kind {
                EventKind::Rma {
                    op,
                    comm,
                    target,
                    bytes,
                    request,
                } => Some((
                    e.region.clone(),
                    op,
                    target,
                    bytes,
                    self.defs()
                        .comm(comm)
                        .map(|c| c.name.clone())
                        .unwrap_or_default(),
                    request.is_some(),
                )),
                _ => None,
            })
            .collect()
    }

    /// (what, symmetric address) of `rank`'s lock steps and reached values (PGAS models).
    pub fn addr_syncs(&self, rank: u32) -> Vec<(ppw_event::AddrSync, u64)> {
        self.attrs(rank)
            .into_iter()
            .filter_map(|e| match e.kind {
                EventKind::AddrSync { what, addr, .. } => Some((what, addr)),
                _ => None,
            })
            .collect()
    }

    /// Events of `rank` other than Enter/Exit, with their region.
    pub fn attrs(&self, rank: u32) -> Vec<&Ev> {
        self.events
            .iter()
            .filter(|e| {
                e.rank == rank
                    && !matches!(e.kind, EventKind::Enter { .. } | EventKind::Exit { .. })
            })
            .collect()
    }

    /// BUFFER records of `rank` (local buffers of messages and transfers).
    pub fn buffers(&self, rank: u32) -> usize {
        self.attrs(rank)
            .iter()
            .filter(|e| matches!(e.kind, EventKind::Buffer { .. }))
            .count()
    }

    /// Sends of `rank`: (region, peer, tag, bytes, request).
    pub fn sends(&self, rank: u32) -> Vec<(String, u32, i32, u64, u64)> {
        self.attrs(rank)
            .into_iter()
            .filter_map(|e| match e.kind {
                EventKind::Send {
                    peer,
                    tag,
                    bytes,
                    request,
                    ..
                } => Some((e.region.clone(), peer, tag, bytes, request.0)),
                _ => None,
            })
            .collect()
    }

    /// Receives of `rank`: (region, peer, tag, bytes, request).
    pub fn recvs(&self, rank: u32) -> Vec<(String, u32, i32, u64, u64)> {
        self.attrs(rank)
            .into_iter()
            .filter_map(|e| match e.kind {
                EventKind::Recv {
                    peer,
                    tag,
                    bytes,
                    request,
                    ..
                } => Some((e.region.clone(), peer, tag, bytes, request.0)),
                _ => None,
            })
            .collect()
    }

    /// Collectives of `rank`: (region, root, sent, received, request, members).
    pub fn colls(&self, rank: u32) -> Vec<(String, u32, u64, u64, u64, Vec<u32>)> {
        self.attrs(rank)
            .into_iter()
            .filter_map(|e| match e.kind {
                EventKind::Collective {
                    comm,
                    root,
                    sent,
                    received,
                    request,
                } => Some((
                    e.region.clone(),
                    root,
                    sent,
                    received,
                    request.0,
                    self.defs()
                        .comm(comm)
                        .map(|c| c.members.clone())
                        .unwrap_or_default(),
                )),
                _ => None,
            })
            .collect()
    }
}

/// Define `#[test] fn NAME_openmpi` and `NAME_mpich` calling `body(&Mpi)`.
#[macro_export]
macro_rules! both_mpis {
    ($name:ident, $body:expr) => {
        mod $name {
            #[test]
            fn openmpi() {
                if let Some(m) = $crate::support::openmpi() {
                    ($body)(m);
                }
            }
            #[test]
            fn mpich() {
                if let Some(m) = $crate::support::mpich() {
                    ($body)(m);
                }
            }
        }
    };
}
