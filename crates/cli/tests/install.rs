//! Issue 37: ppw installed under a prefix (`scripts/install.sh`), the prefix moved, and used
//! from there without the source tree on PATH: measuring and analyzing on Open MPI and MPICH,
//! the module file, `ppw --version`; a reinstall while a measured program runs; the runtime
//! chosen by the program's MPI library and ABI family.

use crate::support::*;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

/// PATH without the source tree: the prefix's bin and the system's folders.
fn path_with(bin: &Path) -> String {
    format!(
        "{}:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
        bin.display()
    )
}

/// `scripts/install.sh PREFIX --no-build EXTRA...` (installs what the test build holds).
fn install(prefix: &Path, extra: &[&str]) -> Output {
    Command::new(workspace().join("scripts/install.sh"))
        .arg(prefix)
        .arg("--no-build")
        .args(extra)
        .output()
        .expect("run scripts/install.sh")
}

/// `ppw ARGS` found on PATH = the prefix's bin (plus the system's).
fn installed_ppw(prefix: &Path, args: &[&str]) -> Command {
    let mut c = Command::new("ppw");
    c.args(args)
        .env("PATH", path_with(&prefix.join("bin")))
        .env("OMPI_MCA_mpi_yield_when_idle", "1")
        .env_remove("PPW_LIB");
    c
}

/// `ppw run -o EXP -- LAUNCHER -np N EXE ARGS` with the installed ppw.
fn installed_run(
    prefix: &Path,
    f: &Flavor,
    exp: &Path,
    n: u32,
    exe: &Path,
    args: &[&str],
) -> Command {
    let mut words: Vec<String> = vec!["run".into(), "-o".into(), exp.display().to_string()];
    words.push("--".into());
    words.extend(f.launcher.iter().map(|s| s.to_string()));
    words.extend(["-np".into(), n.to_string(), exe.display().to_string()]);
    words.extend(args.iter().map(|s| s.to_string()));
    let refs: Vec<&str> = words.iter().map(String::as_str).collect();
    installed_ppw(prefix, &refs)
}

fn flavors() -> Vec<(&'static str, Flavor)> {
    ["openmpi", "mpich"]
        .into_iter()
        .filter_map(|n| flavor(n).map(|f| (n, f)))
        .collect()
}

#[test]
fn a_moved_install_measures_and_analyzes_on_both_mpis() {
    let dir = scratch("install-moved");
    let first = dir.join("first");
    let o = install(&first, &[]);
    assert!(o.status.success(), "{}", text(&o));
    let version = String::from_utf8_lossy(&Command::new(ppw()).arg("-V").output().unwrap().stdout)
        .split_whitespace()
        .nth(1)
        .unwrap()
        .to_string();
    for f in [
        "bin/ppw",
        "bin/ppw-mpi-openmpi",
        "bin/ppw-mpi-mpich",
        "lib/libppw-openmpi.so",
        "lib/libppw-mpich.so",
        "include/ppw.h",
        "include/gasp.h",
        "include/gasp_upc.h",
        "include/pupc.h",
        "share/ppw/ppw_gaspu.upc",
        "share/man/man1/ppw.1",
        "share/doc/ppw/README.md",
        "share/doc/ppw/ANALYSIS.md",
        &format!("share/modulefiles/ppw/{version}"),
    ] {
        assert!(first.join(f).is_file(), "{f} not installed: {}", text(&o));
    }
    // No temporary file is left behind.
    let leftovers = Command::new("find")
        .arg(&first)
        .args(["-name", ".*.*"])
        .output()
        .unwrap();
    assert!(leftovers.stdout.is_empty(), "{leftovers:?}");

    // Moved: everything found relative to the executable.
    let prefix = dir.join("moved");
    std::fs::rename(&first, &prefix).unwrap();
    let o = installed_ppw(&prefix, &["--version"]).output().unwrap();
    let t = text(&o);
    assert!(o.status.success(), "{t}");
    assert!(t.contains("(commit "), "{t}");
    for name in ["openmpi", "mpich"] {
        let lib = prefix.join(format!("lib/libppw-{name}.so"));
        assert!(
            t.lines()
                .any(|l| l.contains(&lib.display().to_string()) && l.contains(name)),
            "{name}: {t}"
        );
    }

    for (name, f) in flavors() {
        let exe = f.compile(&program("messages.c"), &dir, &[]);
        let exe_named = dir.join(format!("messages-{name}"));
        std::fs::rename(&exe, &exe_named).unwrap();
        let exp = dir.join(format!("exp-{name}"));
        let _serial = MPI_LOCK.lock().unwrap_or_else(|e| e.into_inner());
        let o = installed_run(&prefix, &f, &exp, 2, &exe_named, &[])
            .output()
            .unwrap();
        drop(_serial);
        let t = text(&o);
        assert!(o.status.success(), "{t}");
        let runtime = prefix.join(format!("lib/libppw-{name}.so"));
        assert!(
            t.contains(&format!("runtime {}", runtime.display())),
            "{name} runtime from the moved prefix: {t}"
        );
        let v = info(&exp);
        assert_eq!(v["ranks"], 2, "{v}");
        assert_eq!(v["complete"], true, "{v}");
        let json = exp.join("analysis.json");
        let o = installed_ppw(
            &prefix,
            &[
                "analyze",
                "-q",
                exp.to_str().unwrap(),
                "--json",
                json.to_str().unwrap(),
            ],
        )
        .output()
        .unwrap();
        assert!(matches!(o.status.code(), Some(0 | 3)), "{}", text(&o));
        let a: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(&json).unwrap()).unwrap();
        assert!(
            !a["profile"].as_array().unwrap().is_empty(),
            "{name}: empty profile"
        );
    }

    // The module file, with the environment modules of the machine.
    let init = Path::new("/usr/share/modules/init/bash");
    if !init.is_file() {
        assert!(
            std::env::var("PPW_REQUIRE_TOOLS").as_deref() != Ok("1"),
            "PPW_REQUIRE_TOOLS=1 but environment-modules is not installed (scripts/setup.sh)"
        );
        eprintln!("skipped: the module file (environment-modules is not installed)");
        return;
    }
    let script = format!(
        "source {}; module use {}/share/modulefiles; module load ppw; command -v ppw; \
         echo \"CPATH=$CPATH\"; echo \"MANPATH=$MANPATH\"",
        init.display(),
        prefix.display()
    );
    let o = Command::new("bash")
        .args(["-c", &script])
        .env("PATH", "/usr/sbin:/usr/bin:/sbin:/bin")
        .output()
        .unwrap();
    let t = text(&o);
    assert!(o.status.success(), "{t}");
    let out = String::from_utf8_lossy(&o.stdout);
    assert!(
        out.contains(&format!("{}/bin/ppw", prefix.display())),
        "{t}"
    );
    assert!(
        out.contains(&format!("CPATH={}/include", prefix.display())),
        "{t}"
    );
    assert!(
        out.contains(&format!("MANPATH={}/share/man", prefix.display())),
        "{t}"
    );
}

/// The inode of a file (a rename over it gives a new one).
fn inode(p: &Path) -> u64 {
    use std::os::unix::fs::MetadataExt;
    std::fs::metadata(p).unwrap().ino()
}

#[test]
fn reinstalling_while_a_measured_program_runs_leaves_it_running() {
    let dir = scratch("install-reinstall");
    let prefix = dir.join("prefix");
    let o = install(&prefix, &[]);
    assert!(o.status.success(), "{}", text(&o));
    for (name, f) in flavors() {
        let exe = f.compile(&program("until_stopped.c"), &dir, &[]);
        let stop = dir.join(format!("stop-{name}"));
        let exp = dir.join(format!("exp-{name}"));
        let _serial = MPI_LOCK.lock().unwrap_or_else(|e| e.into_inner());
        let mut child = installed_run(&prefix, &f, &exp, 2, &exe, &[stop.to_str().unwrap()])
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        // Running (both ranks past MPI_Init, the runtime mapped) before the reinstall.
        let start = Instant::now();
        while std::fs::read_dir(&exp)
            .map(|d| {
                d.filter_map(|e| e.ok())
                    .filter(|e| e.path().extension().is_some_and(|x| x == "ppw"))
                    .count()
            })
            .unwrap_or(0)
            < 2
        {
            assert!(
                start.elapsed() < Duration::from_secs(60),
                "{name}: no rank files"
            );
            assert!(child.try_wait().unwrap().is_none(), "{name}: ended early");
            std::thread::sleep(Duration::from_millis(100));
        }
        let lib = prefix.join(format!("lib/libppw-{name}.so"));
        let before = inode(&lib);
        let o = install(&prefix, &[]);
        assert!(o.status.success(), "{}", text(&o));
        assert_ne!(inode(&lib), before, "{name}: the runtime was not replaced");
        // Let the ranks run on over the replaced file, then stop them.
        std::thread::sleep(Duration::from_millis(500));
        assert!(
            child.try_wait().unwrap().is_none(),
            "{name}: died after the reinstall"
        );
        std::fs::write(&stop, "").unwrap();
        let out = child.wait_with_output().unwrap();
        assert!(out.status.success(), "{name}: {}", text(&out));
        let v = info(&exp);
        assert_eq!(
            (v["ranks"].as_u64(), v["complete"].as_bool()),
            (Some(2), Some(true)),
            "{v}"
        );
    }
}

/// A copy of `lib` in `dir` (a second installation of the same MPI, as a site has under
/// another prefix).
fn copy_into(lib: &Path, dir: &Path) -> PathBuf {
    std::fs::create_dir_all(dir).unwrap();
    let to = dir.join(lib.file_name().unwrap());
    std::fs::copy(lib, &to).unwrap();
    to
}

#[test]
fn the_runtime_is_chosen_by_the_programs_mpi_family() {
    let Some(mpich) = flavor("mpich") else { return };
    if flavor("openmpi").is_none() {
        return;
    }
    let dir = scratch("install-family");
    let prefix = dir.join("prefix");
    // Only the Open MPI runtime, and the MPICH one under a site's name.
    let o = install(&prefix, &["--mpi", "openmpi=mpicc.openmpi"]);
    assert!(o.status.success(), "{}", text(&o));
    assert!(!prefix.join("lib/libppw-mpich.so").exists());
    let site = prefix.join("lib/libppw-site.so");
    std::fs::copy(ppw().parent().unwrap().join("libppw-mpich.so"), &site).unwrap();
    let exe = mpich.compile(&program("messages.c"), &dir, &[]);

    // The MPI comes from a "module" that puts its library on LD_LIBRARY_PATH (a copy of
    // MPICH's): the runtime of that MPI is found under its site name. (Choosing by family when
    // the libraries differ is unit-tested in src/site.rs: ldd resolves the runtime's library
    // through the same LD_LIBRARY_PATH.)
    let libmpich = String::from_utf8_lossy(&Command::new("ldd").arg(&exe).output().unwrap().stdout)
        .lines()
        .find(|l| l.contains("libmpich.so"))
        .and_then(|l| l.split(" => ").nth(1))
        .and_then(|r| r.split(" (").next())
        .map(PathBuf::from)
        .expect("the program links libmpich");
    let other = dir.join("other-mpich");
    copy_into(&std::fs::canonicalize(&libmpich).unwrap(), &other);
    std::os::unix::fs::symlink(
        std::fs::canonicalize(&libmpich)
            .unwrap()
            .file_name()
            .unwrap(),
        other.join(libmpich.file_name().unwrap()),
    )
    .ok();
    let exp = dir.join("exp-family");
    let _serial = MPI_LOCK.lock().unwrap_or_else(|e| e.into_inner());
    let o = installed_run(&prefix, &mpich, &exp, 2, &exe, &[])
        .env("LD_LIBRARY_PATH", &other)
        .output()
        .unwrap();
    let t = text(&o);
    assert!(o.status.success(), "{t}");
    assert!(t.contains(&format!("runtime {}", site.display())), "{t}");
    assert_eq!(info(&exp)["ranks"], 2);

    // No runtime of the MPICH family: a clear error before anything starts.
    std::fs::remove_file(&site).unwrap();
    let exp = dir.join("exp-none");
    let o = installed_run(&prefix, &mpich, &exp, 2, &exe, &[])
        .output()
        .unwrap();
    let t = text(&o);
    assert_eq!(o.status.code(), Some(1), "{t}");
    assert!(t.contains("the program uses mpich"), "{t}");
    assert!(t.contains("libppw-openmpi.so is built for openmpi"), "{t}");
    assert!(t.contains("--mpi NAME="), "{t}");
    assert!(!t.contains("measuring"), "nothing may start: {t}");
    assert!(!exp.exists(), "{t}");
}
