//! Site MPIs: which MPI library a program or a runtime is linked against, its ABI family, and
//! the runtimes this ppw has.
//!
//! A runtime (`libppw-NAME.so`, or `libppw.so` for the default `mpicc`) is built per MPI
//! (`scripts/build.sh --mpi NAME=path/to/mpicc`). Runtimes live next to the `ppw` executable
//! (a build tree: `target/release`) or in `../lib` beside its `bin` (an install; found relative
//! to the executable, so an install can be moved). `ppw run` preloads the one whose MPI the
//! program uses: the same library file if there is one, else the same ABI family. Two families
//! exist on Linux clusters: Open MPI's, and MPICH's, which MPICH, Intel MPI, MVAPICH and Cray
//! MPICH share (the MPICH ABI initiative: `libmpi.so.12`, `MPI_Comm` an `int`).

use std::path::{Path, PathBuf};
use std::process::Command;

/// An MPI ABI family: runtimes built against one member work with all members.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Family {
    OpenMpi,
    Mpich,
}

impl Family {
    /// Short name, as `ppw run` and the manifest spell it.
    pub(crate) fn name(self) -> &'static str {
        match self {
            Family::OpenMpi => "openmpi",
            Family::Mpich => "mpich",
        }
    }

    /// For messages.
    pub(crate) fn describe(self) -> &'static str {
        match self {
            Family::OpenMpi => "Open MPI",
            Family::Mpich => "the MPICH family (MPICH, Intel MPI, MVAPICH, Cray MPICH)",
        }
    }
}

/// The MPI library an executable or shared library uses.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Linked {
    /// The library file (canonical), or the file itself when MPI is linked in statically.
    pub(crate) lib: PathBuf,
    /// None: an MPI library ppw cannot place in a family.
    pub(crate) family: Option<Family>,
}

/// Is this file name (`libmpi.so.40`, `libmpich.so.12`, `libmpi_cray.so.12`) an MPI core
/// library? Open MPI's language bindings (`libmpi_mpifh`, `libmpi_cxx`, ...) are not: they
/// link the core library, which `ldd` lists as well.
fn is_mpi_core(file: &str) -> bool {
    let Some((stem, _)) = file.split_once(".so") else {
        return false;
    };
    stem == "libmpi" || stem.starts_with("libmpich") || stem.starts_with("libmpi_cray")
}

/// The MPI library an ELF file is linked against, from `ldd`; else MPI linked into the file
/// itself (a static link); None without MPI.
pub(crate) fn linked_mpi(path: &Path) -> Option<Linked> {
    let out = Command::new("ldd").arg(path).output().ok()?;
    let text = String::from_utf8_lossy(&out.stdout);
    for line in text.lines() {
        let Some((name, rest)) = line.trim().split_once(" => ") else {
            continue;
        };
        if !is_mpi_core(name) {
            continue;
        }
        let file = rest.split(" (").next().unwrap_or("").trim();
        if file.is_empty() || file == "not found" {
            continue;
        }
        let lib = std::fs::canonicalize(file).unwrap_or_else(|_| PathBuf::from(file));
        let family = family_of(&lib, name);
        return Some(Linked { lib, family });
    }
    // MPI linked in statically: the file defines the MPI symbols itself.
    let family = symbol_family(path)?;
    Some(Linked {
        lib: std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf()),
        family: Some(family),
    })
}

/// The family of an MPI library: by name where the name says it, else by the symbols it
/// defines, else by its ABI version.
fn family_of(lib: &Path, soname: &str) -> Option<Family> {
    if soname.starts_with("libmpich") || soname.contains("cray") {
        return Some(Family::Mpich);
    }
    if let Some(f) = symbol_family(lib) {
        return Some(f);
    }
    // libmpi.so.12 is the MPICH ABI; Open MPI's libmpi is .so.20 (2.x) or .so.40 (3.x-5.x).
    let version = soname.rsplit(".so.").next().unwrap_or("");
    match version.split('.').next() {
        Some("12") => Some(Family::Mpich),
        Some("20" | "40") => Some(Family::OpenMpi),
        _ => None,
    }
}

/// The family whose symbols an ELF file defines: Open MPI's predefined handles are objects
/// (`ompi_mpi_comm_world`); the MPICH family's `mpi.h` refers to `MPIR_` functions (its
/// `MPI_DUP_FN` is `MPIR_Dup_fn`).
fn symbol_family(path: &Path) -> Option<Family> {
    use object::{Object, ObjectSymbol};
    let data = std::fs::read(path).ok()?;
    let file = object::File::parse(&*data).ok()?;
    let mut mpich = false;
    for s in file.dynamic_symbols().chain(file.symbols()) {
        if s.is_undefined() {
            continue;
        }
        match s.name() {
            Ok("ompi_mpi_comm_world") => return Some(Family::OpenMpi),
            Ok("MPIR_Dup_fn") => mpich = true,
            _ => {}
        }
    }
    mpich.then_some(Family::Mpich)
}

/// A runtime library of this ppw.
#[derive(Clone, Debug)]
pub(crate) struct Runtime {
    /// `NAME` of `libppw-NAME.so`; `default` for `libppw.so`.
    pub(crate) name: String,
    pub(crate) path: PathBuf,
    /// The MPI it was built against.
    pub(crate) mpi: Option<Linked>,
}

/// Where this ppw's runtimes are: next to the executable, and `../lib` beside its `bin`.
pub(crate) fn runtime_dirs() -> Vec<PathBuf> {
    let Ok(exe) = std::env::current_exe() else {
        return Vec::new();
    };
    let Some(dir) = exe.parent() else {
        return Vec::new();
    };
    let mut dirs = vec![dir.to_path_buf()];
    if let Some(prefix) = dir.parent() {
        dirs.push(prefix.join("lib"));
    }
    dirs
}

/// The runtimes in `dirs`: `libppw-NAME.so` by name, then `libppw.so`. The first directory
/// holding a name wins.
pub(crate) fn runtimes_in(dirs: &[PathBuf]) -> Vec<Runtime> {
    let mut found: Vec<Runtime> = Vec::new();
    for dir in dirs {
        let Ok(entries) = std::fs::read_dir(dir) else {
            continue;
        };
        let mut names: Vec<(String, PathBuf)> = entries
            .filter_map(|e| e.ok())
            .filter_map(|e| {
                let file = e.file_name().to_str()?.to_string();
                let name = if file == "libppw.so" {
                    "default".to_string()
                } else {
                    file.strip_prefix("libppw-")?
                        .strip_suffix(".so")?
                        .to_string()
                };
                // libppw-armci-*.a are archives; no `.so` of that name is a runtime either.
                (!name.is_empty() && !name.starts_with("armci")).then(|| (name, e.path()))
            })
            .collect();
        names.sort();
        for (name, path) in names {
            if found.iter().any(|r| r.name == name) {
                continue;
            }
            let mpi = linked_mpi(&path);
            found.push(Runtime { name, path, mpi });
        }
    }
    // Named runtimes first: `libppw.so` duplicates one of them in a build tree.
    found.sort_by_key(|r| r.name == "default");
    found
}

/// The runtime for a program that uses `program` (None: no MPI found in it) and is started by
/// a launcher of family `launcher` (None: none, or one that does not tell): the runtime built
/// against the same library file, else one of the same family; for a program without MPI,
/// `libppw.so` or else the first runtime. Err: a message saying what the program needs and
/// what there is.
pub(crate) fn choose<'a>(
    runtimes: &'a [Runtime],
    program: Option<&Linked>,
    launcher: Option<Family>,
) -> Result<&'a Runtime, String> {
    if runtimes.is_empty() {
        return Err("no runtime library (libppw.so or libppw-NAME.so) was found".into());
    }
    if let Some(p) = program {
        if let Some(r) = runtimes
            .iter()
            .find(|r| r.mpi.as_ref().is_some_and(|m| m.lib == p.lib))
        {
            return Ok(r);
        }
    }
    let want = program.and_then(|p| p.family).or(launcher);
    let Some(want) = want else {
        if let Some(p) = program {
            return Err(format!(
                "the program uses the MPI library {}, which ppw cannot place in an ABI family \
                 (Open MPI or MPICH), and no runtime is built against that library",
                p.lib.display()
            ));
        }
        return Ok(runtimes
            .iter()
            .find(|r| r.name == "default")
            .unwrap_or(&runtimes[0]));
    };
    if let Some(r) = runtimes
        .iter()
        .find(|r| r.mpi.as_ref().and_then(|m| m.family) == Some(want))
    {
        return Ok(r);
    }
    let uses = match program {
        Some(p) => format!("{} ({})", want.name(), p.lib.display()),
        None => format!("{} (its launcher's)", want.name()),
    };
    let have: Vec<String> = runtimes.iter().map(describe).collect();
    Err(format!(
        "the program uses {uses}, {}, but no runtime of ppw is built for that family: {}",
        want.describe(),
        have.join("; ")
    ))
}

/// `NAME (path) built for FAMILY (library)`, for messages and `ppw --version`.
pub(crate) fn describe(r: &Runtime) -> String {
    let file = r
        .path
        .file_name()
        .map(|f| f.to_string_lossy().into_owned())
        .unwrap_or_default();
    match &r.mpi {
        Some(Linked {
            lib,
            family: Some(f),
        }) => format!("{file} is built for {} ({})", f.name(), lib.display()),
        Some(Linked { lib, family: None }) => {
            format!(
                "{file} is built for an MPI of unknown family ({})",
                lib.display()
            )
        }
        None => format!("{file} is linked against no MPI library"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rt(name: &str, lib: &str, family: Option<Family>) -> Runtime {
        Runtime {
            name: name.into(),
            path: PathBuf::from(format!("/p/lib/libppw-{name}.so")),
            mpi: Some(Linked {
                lib: PathBuf::from(lib),
                family,
            }),
        }
    }

    fn linked(lib: &str, family: Option<Family>) -> Linked {
        Linked {
            lib: PathBuf::from(lib),
            family,
        }
    }

    #[test]
    fn core_libraries_are_told_from_bindings() {
        assert!(is_mpi_core("libmpi.so.40"));
        assert!(is_mpi_core("libmpich.so.12"));
        assert!(is_mpi_core("libmpi_cray.so.12"));
        assert!(!is_mpi_core("libmpi_mpifh.so.40"));
        assert!(!is_mpi_core("libmpi_cxx.so.40"));
        assert!(!is_mpi_core("libmpix.so"));
    }

    #[test]
    fn families_by_name_and_abi_version() {
        let none = Path::new("/nonexistent");
        assert_eq!(family_of(none, "libmpich.so.12"), Some(Family::Mpich));
        assert_eq!(family_of(none, "libmpi_cray.so.12"), Some(Family::Mpich));
        assert_eq!(family_of(none, "libmpi.so.12"), Some(Family::Mpich));
        assert_eq!(family_of(none, "libmpi.so.40"), Some(Family::OpenMpi));
        assert_eq!(family_of(none, "libmpi.so.7"), None);
    }

    #[test]
    fn the_same_library_wins_then_the_family() {
        let rts = vec![
            rt("impi", "/intel/libmpi.so.12", Some(Family::Mpich)),
            rt("mpich", "/usr/lib/libmpich.so.12", Some(Family::Mpich)),
            rt("openmpi", "/usr/lib/libmpi.so.40", Some(Family::OpenMpi)),
        ];
        let p = linked("/usr/lib/libmpich.so.12", Some(Family::Mpich));
        assert_eq!(choose(&rts, Some(&p), None).unwrap().name, "mpich");
        // MVAPICH: no runtime of its own, one of its family.
        let p = linked("/mvapich/libmpi.so.12", Some(Family::Mpich));
        assert_eq!(choose(&rts, Some(&p), None).unwrap().name, "impi");
        let p = linked("/opt/ompi/libmpi.so.40", Some(Family::OpenMpi));
        assert_eq!(choose(&rts, Some(&p), None).unwrap().name, "openmpi");
        // A script: the launcher's family.
        assert_eq!(
            choose(&rts, None, Some(Family::OpenMpi)).unwrap().name,
            "openmpi"
        );
    }

    #[test]
    fn no_matching_family_is_an_error_naming_what_there_is() {
        let rts = vec![rt(
            "openmpi",
            "/usr/lib/libmpi.so.40",
            Some(Family::OpenMpi),
        )];
        let p = linked("/usr/lib/libmpich.so.12", Some(Family::Mpich));
        let e = choose(&rts, Some(&p), None).unwrap_err();
        assert!(e.contains("uses mpich (/usr/lib/libmpich.so.12)"), "{e}");
        assert!(e.contains("libppw-openmpi.so is built for openmpi"), "{e}");
        let p = linked("/x/libmpi.so.7", None);
        assert!(choose(&rts, Some(&p), None)
            .unwrap_err()
            .contains("cannot place"));
        // Without MPI: any runtime.
        assert_eq!(choose(&rts, None, None).unwrap().name, "openmpi");
        assert!(choose(&[], None, None).is_err());
    }
}
