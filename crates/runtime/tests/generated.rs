//! The checked-in generated files (`generated/`) are exactly what `gen/wrappers.rs` makes from
//! the wrapper tables (`build/mpi.tbl`). On a difference the test fails and says how to
//! regenerate; with `PPW_REGENERATE=1` it rewrites the files instead:
//!
//! ```sh
//! PPW_REGENERATE=1 cargo test -p ppw-runtime --test generated
//! ```

#[path = "../gen/wrappers.rs"]
mod wrappers;

use std::path::PathBuf;

fn crate_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

#[test]
fn generated_files_match_the_tables() {
    let dir = crate_dir();
    let files = wrappers::generate_all(&dir);
    let out = dir.join(wrappers::GENERATED_DIR);
    if std::env::var("PPW_REGENERATE").is_ok_and(|v| v == "1") {
        std::fs::create_dir_all(&out).unwrap();
        for f in &files {
            let path = out.join(&f.name);
            if std::fs::read_to_string(&path).ok().as_deref() != Some(f.text.as_str()) {
                std::fs::write(&path, &f.text).unwrap();
                eprintln!("regenerated {}", path.display());
            }
        }
    }
    let stale = wrappers::stale(&dir, &files);
    assert!(
        stale.is_empty(),
        "crates/runtime/{}/ is out of date with the wrapper tables ({}): regenerate with\n    {}\nand commit the result",
        wrappers::GENERATED_DIR,
        stale.join(", "),
        wrappers::REGENERATE
    );
    // Nothing else lives there (a file left over from a renamed or removed interface).
    let mut present: Vec<String> = std::fs::read_dir(&out)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    present.sort();
    let mut expected: Vec<String> = files.iter().map(|f| f.name.clone()).collect();
    expected.sort();
    assert_eq!(present, expected, "unexpected files in {}", out.display());
}

#[test]
fn every_generated_file_says_it_is_generated() {
    for f in wrappers::generate_all(&crate_dir()) {
        let head: String = f.text.lines().take(2).collect::<Vec<_>>().join("\n");
        assert!(
            head.contains("GENERATED from crates/runtime/build/")
                && head.contains(wrappers::REGENERATE),
            "{}: the first lines must say it is generated and how to regenerate:\n{head}",
            f.name
        );
    }
}

#[test]
fn placeholders_are_filled() {
    assert_eq!(
        wrappers::fill(
            "int {name}(void)\n{\n    return {v};\n}",
            &[("name", "f"), ("v", "0")]
        ),
        "int f(void)\n{\n    return 0;\n}"
    );
    // Only `{lowercase_ident}` is a placeholder: C braces and other text stay as they are.
    assert_eq!(
        wrappers::fill("{ x = {0}; {A} {} }", &[]),
        "{ x = {0}; {A} {} }"
    );
}

#[test]
#[should_panic(expected = "{nmae} has no value")]
fn an_unknown_placeholder_is_an_error() {
    wrappers::fill("{nmae}", &[("name", "x")]);
}

/// The generator is not MPI-specific: another interface (here a made-up OpenSHMEM table:
/// profiling prefix `p`, no Fortran, its own macro header) is another `Interface` and table.
#[test]
fn another_interface() {
    let shmem = wrappers::Interface {
        name: "shmem",
        table: "build/shmem.tbl",
        profiling_prefix: "p",
        fortran: false,
        c_include: "ppw_shmem.h",
        rust_static: "SHMEM_REGIONS",
        what: "OpenSHMEM functions",
        declare_profiling: false,
        shim_include: None,
        forward_next: false,
    };
    let table = "# a comment\n\
                 fetch  shmem_int_fetch(const int *source, int pe)\n\
                 fetch  shmem_int_atomic_fetch_add(int *dest, int value, int pe)  nofortran\n";
    let files = wrappers::generate(&shmem, table);
    let names: Vec<&str> = files.iter().map(|f| f.name.as_str()).collect();
    assert_eq!(
        names,
        ["shmem_wrappers.c", "shmem_regions.h", "shmem_regions.rs"]
    );
    let c = &files[0].text;
    assert!(c.contains("#include \"ppw_shmem.h\""), "{c}");
    assert!(c.contains("const int ppw_shmem_nregions = 2;"), "{c}");
    assert!(
        c.contains("int shmem_int_atomic_fetch_add(int *dest, int value, int pe)\n{"),
        "{c}"
    );
    assert!(
        c.contains("PPW_CALL(int ppw_ret = pshmem_int_atomic_fetch_add(dest, value, pe));"),
        "{c}"
    );
    assert!(c.contains("    const uint32_t ppw_region = 1;\n"), "{c}");
    assert!(
        c.contains("PPW_PRE_fetch()") && c.contains("PPW_POST_fetch()"),
        "{c}"
    );
    assert!(!c.contains("ppw_fwrap_"), "no Fortran: {c}");
    assert!(files[1]
        .text
        .contains("#define PPW_R_shmem_int_atomic_fetch_add 1\n"));
    assert!(files[2].text.contains(
        "pub(crate) static SHMEM_REGIONS: &[&str] = &[\n    \"shmem_int_fetch\",\n    \"shmem_int_atomic_fetch_add\",\n];\n"
    ));
}

/// A library without a profiling interface (the coarray ABI): wrappers forward to the next
/// definition of their own name, regions are named by the rows' strings, rows naming one
/// region share its id, and `region` lines add ids without wrappers.
#[test]
fn forwarding_to_the_next_definition_and_named_regions() {
    let caf = wrappers::CAF;
    let table = "put   void _gfortran_caf_send(void *token, int image)  \"coarray put\"\n\
                 put   void _gfortran_caf_send_by_ref(void *token, int image)  \"coarray put\"\n\
                 region caf_critical  \"critical\"\n\
                 plain int _gfortran_caf_this_image(int distance)  \"this_image\"\n";
    let files = wrappers::generate(&caf, table);
    let c = &files[0].text;
    assert!(c.contains("const int ppw_caf_nregions = 3;"), "{c}");
    assert!(
        c.contains("static void (*ppw_next__gfortran_caf_send)(void *token, int image);"),
        "{c}"
    );
    assert!(
        c.contains("    PPW_NEXT(ppw_next__gfortran_caf_send, \"_gfortran_caf_send\");\n"),
        "{c}"
    );
    assert!(
        c.contains("PPW_CALL(ppw_next__gfortran_caf_send_by_ref(token, image));"),
        "{c}"
    );
    assert!(
        !c.contains("caf_critical("),
        "no wrapper for a region line: {c}"
    );
    let h = &files[1].text;
    assert!(h.contains("#define PPW_R__gfortran_caf_send 0\n"), "{h}");
    assert!(
        h.contains("#define PPW_R__gfortran_caf_send_by_ref 0\n"),
        "{h}"
    );
    assert!(h.contains("#define PPW_R_caf_critical 1\n"), "{h}");
    assert!(
        h.contains("#define PPW_R__gfortran_caf_this_image 2\n"),
        "{h}"
    );
    assert!(files[2].text.contains(
        "pub(crate) static CAF_REGIONS: &[&str] = &[\n    \"coarray put\",\n    \"critical\",\n    \"this_image\",\n];\n"
    ));
}

/// An interface wrapped through an interposition archive (ARMCI): libppw.so gets a static
/// hook per row and their table, the archive a function per row that calls the hook or else
/// the profiling entry point; both carry the same signature of the table.
#[test]
fn hooks_and_interposition_archive() {
    let table = "put(size)  int ARMCI_Put(void *src, void *dst, int size, int target)\n\
                 plain  void ARMCI_AllFence(void)\n";
    let files = wrappers::generate_at(&wrappers::ARMCI, table, 10);
    let names: Vec<&str> = files.iter().map(|f| f.name.as_str()).collect();
    assert_eq!(
        names,
        [
            "armci_wrappers.c",
            "armci_regions.h",
            "armci_regions.rs",
            "armci_shim.c"
        ]
    );
    let (hooks, shim) = (&files[0].text, &files[3].text);
    assert!(
        hooks.contains("static int ppw_hook_ARMCI_Put(ppw_real_ARMCI_Put_t ppw_real, void *ppw_ra_in, void *src, void *dst, int size, int target)\n{"),
        "{hooks}"
    );
    assert!(
        hooks.contains("PPW_WRAP_BEGIN(ppw_real(src, dst, size, target), ppw_ra_in);"),
        "{hooks}"
    );
    assert!(
        hooks.contains("    const uint32_t ppw_region = 10;\n"),
        "{hooks}"
    );
    assert!(
        hooks.contains("static void ppw_hook_ARMCI_AllFence(ppw_real_ARMCI_AllFence_t ppw_real, void *ppw_ra_in)\n{"),
        "{hooks}"
    );
    assert!(
        !hooks.contains("\nint ARMCI_Put("),
        "nothing exported: {hooks}"
    );
    let rows = wrappers::parse_table("t", table);
    let sig = format!("{:#018x}ull", wrappers::signature(&rows));
    assert!(
        hooks.contains(&format!(
            "const ppw_hook_table ppw_armci_hooks = PPW_HOOK_TABLE(2, {sig}, ppw_armci_fns);"
        )),
        "{hooks}"
    );
    assert!(shim.contains("#include \"ppw_armci_shim.h\""), "{shim}");
    assert!(
        shim.contains(&format!("const uint64_t ppw_armci_shim_signature = {sig};")),
        "{shim}"
    );
    assert!(
        shim.contains("int ARMCI_Put(void *src, void *dst, int size, int target)\n{\n    void *ppw_f = PPW_SHIM_HOOK(0);"),
        "{shim}"
    );
    assert!(
        shim.contains("return ((ppw_hook_ARMCI_Put_t)ppw_f)(PARMCI_Put, __builtin_return_address(0), src, dst, size, target);"),
        "{shim}"
    );
    assert!(
        shim.contains("    return PARMCI_Put(src, dst, size, target);"),
        "{shim}"
    );
    assert!(
        shim.contains("((ppw_hook_ARMCI_AllFence_t)ppw_f)(PARMCI_AllFence, __builtin_return_address(0));\n        return;"),
        "{shim}"
    );
    // A different table has a different signature.
    let other = wrappers::parse_table(
        "t",
        "put(size)  int ARMCI_Put(void *src, void *dst, int size, int proc)\n",
    );
    assert_ne!(wrappers::signature(&other), wrappers::signature(&rows[..1]));
}

/// Fortran CHARACTER arguments (`char` parameters) get hidden lengths after `ierr`, forwarded
/// unchanged; a `const char *` is seen by the macros as a C string, a `char` array is only
/// forwarded; `[comm]` sizes an array of handles by the communicator; every row also has an
/// `mpi_f08` entry point whose optional `ierror` may be null.
#[test]
fn fortran_character_arguments_and_communicator_lengths() {
    let table = "named  MPI_Thing(MPI_Comm comm, const char *name, char *argv[], const MPI_Datatype types[comm])\n";
    let c = &wrappers::generate(&wrappers::MPI, table)[0].text;
    let params = "MPI_Fint *f_comm, char *f_name, char *f_argv, MPI_Fint *f_types, MPI_Fint *ierr, size_t f_name_len, size_t f_argv_len";
    assert!(c.contains(&format!("void mpi_thing_({params}) {{")), "{c}");
    assert!(
        c.contains(
            "ppw_fn(f_comm, f_name, f_argv, f_types, ierr, f_name_len, f_argv_len); int ppw_ret"
        ),
        "{c}"
    );
    assert!(
        c.contains("    char *name = ppw_fstr(f_name, (uint32_t)f_name_len);\n"),
        "{c}"
    );
    assert!(c.contains("    free(name);\n"), "{c}");
    assert!(
        c.contains("/* argv: CHARACTER array, forwarded only */") && !c.contains(" argv ="),
        "{c}"
    );
    assert!(
        c.contains("int types_n = ppw_nonneg(ppw_comm_peers(PMPI_Comm_f2c(*f_comm)));"),
        "{c}"
    );
    assert!(
        c.contains(&format!(
            "void mpi_thing_f08_({params}) {{ MPI_Fint ppw_ierr; ppw_fwrap_mpi_thing(4, __builtin_return_address(0), f_comm, f_name, f_argv, f_types, ierr ? ierr : &ppw_ierr, f_name_len, f_argv_len); }}"
        )),
        "{c}"
    );
}

#[test]
#[should_panic(expected = "array parameter types needs `[len]`")]
fn an_array_of_handles_needs_a_length_for_fortran() {
    wrappers::generate(&wrappers::MPI, "plain  MPI_X(const MPI_Datatype types[])\n");
}

#[test]
#[should_panic(expected = "no Fortran conversion for parameter type \"char *\"")]
fn an_output_string_has_no_fortran_conversion_yet() {
    wrappers::generate(&wrappers::MPI, "plain  MPI_X(char *name)\n");
}
