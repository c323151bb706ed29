//! Build script of the runtime: compile the checked-in MPI wrappers with the MPI compiler
//! wrapper and link them into the cdylib.
//!
//! Inputs:
//! - `generated/`: the C wrappers (`mpi_wrappers.c`), the region-id header (`mpi_regions.h`) and
//!   the Rust list of wrapped names (`mpi_regions.rs`, included by src/regions.rs), made from
//!   `build/mpi.tbl` by `gen/wrappers.rs` and checked in. This script never writes them: it only
//!   warns when they no longer match the table (`tests/generated.rs` fails then and regenerates
//!   them with `PPW_REGENERATE=1`);
//! - `c/`: the hand-written C (`ppw_core.c`, `ppw_io.c`, the macros of `ppw_wrap.h`).
//!
//! Outputs (in OUT_DIR):
//! - `libppwwrap.a`: `c/ppw_core.c`, `c/ppw_io.c`, `c/ppw_gasp.c` (GASP) + the wrappers,
//!   linked whole-archive into the cdylib;
//! - `ppw.map`: an extra version script that exports the C symbols from the cdylib (rustc's own
//!   script would hide them with `local: *`; GNU ld merges both);
//! - `libppw-armci.a`: the ARMCI interposition archive (`c/ppw_armci_shim.c` +
//!   `generated/armci_shim.c`, compiled against the system's `armci.h` with the same MPI
//!   compiler), also copied next to libppw.so (`target/<profile>/`), where programs link it.
//!   Without `armci.h` it is not built (a warning says so).
//!
//! The MPI compiler is `$PPW_MPICC` or `mpicc`. Without one the runtime is built without MPI
//! wrappers (user regions and `-finstrument-functions` only) and a warning says so. The
//! generated files do not depend on the MPI flavour: what differs (handle types, status
//! fields) is decided by `mpi.h` and the macros of `c/ppw_wrap.h` when they are compiled.

#[path = "gen/wrappers.rs"]
mod wrappers;

use std::path::{Path, PathBuf};
use std::process::Command;

/// Find a working MPI compiler wrapper.
fn find_mpicc() -> Option<String> {
    let cc = std::env::var("PPW_MPICC").unwrap_or_else(|_| "mpicc".into());
    let ok = Command::new(&cc)
        .arg("--version")
        .output()
        .map(|o| o.status.success())
        .unwrap_or(false);
    ok.then_some(cc)
}

/// Link flags of the MPI library, from the wrapper's own report.
fn mpi_link_flags(mpicc: &str) -> Vec<String> {
    for args in [&["--showme:link"][..], &["-link_info"][..], &["-show"][..]] {
        if let Ok(o) = Command::new(mpicc).args(args).output() {
            if o.status.success() {
                let s = String::from_utf8_lossy(&o.stdout).to_string();
                if s.contains("-l") {
                    return s.split_whitespace().map(String::from).collect();
                }
            }
        }
    }
    Vec::new()
}

fn main() {
    let dir = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").unwrap());
    let out = PathBuf::from(std::env::var("OUT_DIR").unwrap());
    let generated = dir.join(wrappers::GENERATED_DIR);
    println!("cargo:rerun-if-changed=gen/wrappers.rs");
    for iface in wrappers::INTERFACES {
        println!("cargo:rerun-if-changed={}", iface.table);
    }
    println!("cargo:rerun-if-changed={}", wrappers::GENERATED_DIR);
    println!("cargo:rerun-if-changed=c/ppw_core.c");
    println!("cargo:rerun-if-changed=c/ppw_io.c");
    println!("cargo:rerun-if-changed=c/ppw_heap.c");
    println!("cargo:rerun-if-changed=c/ppw_gasp.c");
    println!("cargo:rerun-if-changed=c/ppw_hot.h");
    println!("cargo:rerun-if-changed=c/ppw_wrap.h");
    println!("cargo:rerun-if-changed=c/ppw_shmem.h");
    println!("cargo:rerun-if-changed=c/ppw_caf.h");
    println!("cargo:rerun-if-changed=c/ppw_caf.c");
    for f in [
        "c/ppw_armci.h",
        "c/ppw_armci.c",
        "c/ppw_armci_abi.h",
        "c/ppw_armci_shim.h",
        "c/ppw_armci_shim.c",
    ] {
        println!("cargo:rerun-if-changed={f}");
    }
    println!("cargo:rerun-if-changed=include/ppw.h");
    println!("cargo:rerun-if-changed=include");
    println!("cargo:rerun-if-env-changed=PPW_MPICC");
    println!("cargo::rustc-check-cfg=cfg(ppw_mpi)");

    // The checked-in files are compiled as they are; a table edited without regenerating
    // only earns a warning here (tests/generated.rs fails on it).
    let stale = wrappers::stale(&dir, &wrappers::generate_all(&dir));
    if !stale.is_empty() {
        println!(
            "cargo:warning=ppw-runtime: {}/{{{}}} do not match the wrapper tables; regenerate with `{}`",
            wrappers::GENERATED_DIR,
            stale.join(","),
            wrappers::REGENERATE
        );
    }

    let mpicc = find_mpicc();
    let mut build = cc::Build::new();
    build
        .file(dir.join("c/ppw_core.c"))
        .file(dir.join("c/ppw_io.c"))
        .file(dir.join("c/ppw_heap.c"))
        .file(dir.join("c/ppw_gasp.c"))
        .include(dir.join("c"))
        .include(dir.join("include"))
        .include(&generated)
        .opt_level(2)
        .flag("-fno-strict-aliasing")
        // Packing a record's words into vector registers costs the wrappers instructions.
        .flag("-fno-tree-slp-vectorize")
        .warnings(true)
        .flag("-Wno-unused-variable")
        .flag("-Wno-unused-but-set-variable")
        .cargo_metadata(false);
    let link = match &mpicc {
        Some(mpicc) => {
            build
                .compiler(mpicc)
                .define("PPW_MPI", None)
                .file(dir.join("c/ppw_armci.c"))
                .file(dir.join("c/ppw_caf.c"));
            for iface in wrappers::INTERFACES {
                // A table added without regenerating has no file yet (warned about above).
                let c = generated.join(iface.c_file());
                if c.exists() {
                    build.file(c);
                }
            }
            println!("cargo:rustc-cfg=ppw_mpi");
            Some(mpicc.clone())
        }
        None => {
            println!(
                "cargo:warning=ppw-runtime: no MPI compiler wrapper found (set PPW_MPICC or install mpicc); building libppw.so without MPI wrappers"
            );
            // Where the wrapper would be: missing files make cargo run this script again at
            // every build, so a runtime built before MPI was installed does not stay one
            // without MPI wrappers.
            let cc = std::env::var("PPW_MPICC").unwrap_or_else(|_| "mpicc".into());
            let path = std::env::var_os("PATH").unwrap_or_default();
            for d in std::env::split_paths(&path) {
                println!("cargo:rerun-if-changed={}", d.join(&cc).display());
            }
            None
        }
    };
    build.compile("ppwwrap");
    println!("cargo:rustc-link-search=native={}", out.display());
    println!("cargo:rustc-link-lib=static:+whole-archive=ppwwrap");
    if let Some(mpicc) = link {
        link_mpi(&mpicc);
        build_armci_archive(&dir, &out, &mpicc);
    }
    write_version_script(&out);
}

/// The ARMCI interposition archive (`libppw-armci.a`), copied to the profile directory next to
/// libppw.so. Built only where `armci.h` compiles (Debian: libarmci-mpi-dev).
fn build_armci_archive(dir: &Path, out: &Path, mpicc: &str) {
    // OUT_DIR is target/<profile>/build/<crate>-<hash>/out; a copy there from a build for
    // another MPI must not survive a failure here.
    let profile = out.ancestors().nth(3).map(|p| p.join("libppw-armci.a"));
    if let Some(p) = &profile {
        let _ = std::fs::remove_file(p);
    }
    let shim = dir
        .join(wrappers::GENERATED_DIR)
        .join(wrappers::ARMCI.shim_file());
    if !shim.exists() {
        return;
    }
    let probe = out.join("ppw_armci_probe.c");
    if std::fs::write(&probe, "#include <armci.h>\nint main(void) { return 0; }\n").is_err() {
        return;
    }
    let found = Command::new(mpicc)
        .arg("-fsyntax-only")
        .arg(&probe)
        .output()
        .map(|o| o.status.success())
        .unwrap_or(false);
    if !found {
        println!(
            "cargo:warning=ppw-runtime: no armci.h (install libarmci-mpi-dev); libppw-armci.a is not built"
        );
        return;
    }
    let mut b = cc::Build::new();
    b.compiler(mpicc)
        .file(dir.join("c/ppw_armci_shim.c"))
        .file(shim)
        .include(dir.join("c"))
        .opt_level(2)
        .warnings(true)
        .cargo_metadata(false);
    if let Err(e) = b.try_compile("ppw-armci") {
        println!("cargo:warning=ppw-runtime: libppw-armci.a failed to compile: {e}");
        return;
    }
    if let Some(p) = &profile {
        let _ = std::fs::copy(out.join("libppw-armci.a"), p);
    }
}

fn link_mpi(mpicc: &str) {
    for f in mpi_link_flags(mpicc) {
        if let Some(p) = f.strip_prefix("-L") {
            println!("cargo:rustc-link-search=native={p}");
        } else if let Some(l) = f.strip_prefix("-l") {
            println!("cargo:rustc-link-lib=dylib={l}");
        } else if f.starts_with("-Wl,-rpath") || f.starts_with("-Wl,--enable-new-dtags") {
            println!("cargo:rustc-link-arg={f}");
        }
    }
}

fn write_version_script(out: &Path) {
    let map = out.join("ppw.map");
    std::fs::write(
        &map,
        "{\n  global:\n    MPI_*; mpi_*; ppw_*; __cyg_profile_func_*; gasp_*; pupc_*;\n    shmem_*; start_pes*; _gfortran_caf_*; shmalloc*; shmemalign*; shrealloc*; shfree*;\n    open; open64; openat; creat; close; read; write; pread; pwrite; pread64; pwrite64;\n    readv; writev; fsync; fdatasync; fopen; fopen64; fclose; fread; fwrite; fflush;\n    __read_chk; __pread_chk; __pread64_chk; __open_2; __open64_2; __fread_chk;\n    sigaction; signal;\n    malloc; calloc; realloc; free; posix_memalign; aligned_alloc; memalign;\n};\n",
    )
    .unwrap();
    println!(
        "cargo:rustc-link-arg-cdylib=-Wl,--version-script={}",
        map.display()
    );
}
