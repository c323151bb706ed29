//! Build script of the runtime: generate the MPI wrappers from `build/mpi.tbl` and compile them
//! with the MPI compiler wrapper.
//!
//! Outputs (all in OUT_DIR, nothing is checked in):
//! - `mpi_regions.rs`: the wrapped function names in table order (their local region ids);
//! - `ppw_wrappers.c`: one C wrapper per row, plus the Fortran entry points;
//! - `libppwwrap.a`: `c/ppw_core.c` + the wrappers, linked whole-archive into the cdylib;
//! - `ppw.map`: an extra version script that exports the C symbols from the cdylib (rustc's own
//!   script would hide them with `local: *`; GNU ld merges both).
//!
//! The MPI compiler is `$PPW_MPICC` or `mpicc`. Without one the runtime is built without MPI
//! wrappers (user regions and `-finstrument-functions` only) and a warning says so.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;

/// One parameter of a wrapped function.
struct Param {
    /// C type without the name (`const void *`, `int`, `MPI_Request *`).
    ty: String,
    /// Parameter name.
    name: String,
    /// `Some(len)` for an array parameter (`len` may be empty when the length is not needed).
    array: Option<String>,
}

/// One row of the table.
struct Row {
    kind: String,
    karg: String,
    name: String,
    params: Vec<Param>,
    fortran: bool,
}

fn parse_param(text: &str) -> Param {
    let text = text.trim();
    let (decl, array) = match text.find('[') {
        Some(i) => (
            &text[..i],
            Some(text[i + 1..text.len() - 1].trim().to_string()),
        ),
        None => (text, None),
    };
    let decl = decl.trim();
    let split = decl
        .rfind(|c: char| !(c.is_alphanumeric() || c == '_'))
        .expect("parameter without a type");
    let name = decl[split + 1..].to_string();
    let ty = decl[..split + 1].trim().to_string();
    Param { ty, name, array }
}

fn parse_table(text: &str) -> Vec<Row> {
    let mut rows = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (kindspec, rest) = line.split_once(char::is_whitespace).unwrap_or_else(|| {
            panic!("mpi.tbl:{}: expected KIND NAME(PARAMS)", n + 1);
        });
        let (kind, karg) = match kindspec.split_once('(') {
            Some((k, a)) => (k.to_string(), a.trim_end_matches(')').to_string()),
            None => (kindspec.to_string(), String::new()),
        };
        let rest = rest.trim();
        let open = rest.find('(').expect("missing (");
        let close = rest.rfind(')').expect("missing )");
        let name = rest[..open].trim().to_string();
        let plist = rest[open + 1..close].trim();
        let flags = rest[close + 1..].trim();
        let params = if plist == "void" || plist.is_empty() {
            Vec::new()
        } else {
            plist.split(',').map(parse_param).collect()
        };
        rows.push(Row {
            kind,
            karg,
            name,
            params,
            fortran: !flags.contains("nofortran"),
        });
    }
    rows
}

/// The MPI handle types and the name part of their `PMPI_*_f2c` conversion.
fn handle_f2c(ty: &str) -> Option<&'static str> {
    Some(match ty {
        "MPI_Comm" => "Comm",
        "MPI_Datatype" => "Type",
        "MPI_Op" => "Op",
        "MPI_Group" => "Group",
        "MPI_Info" => "Info",
        "MPI_Request" => "Request",
        "MPI_Message" => "Message",
        _ => return None,
    })
}

fn c_params(r: &Row) -> String {
    if r.params.is_empty() {
        return "void".into();
    }
    let v: Vec<String> = r
        .params
        .iter()
        .map(|p| {
            let sep = if p.ty.ends_with('*') { "" } else { " " };
            match &p.array {
                Some(_) => format!("{}{sep}{}[]", p.ty, p.name),
                None => format!("{}{sep}{}", p.ty, p.name),
            }
        })
        .collect();
    v.join(", ")
}

fn arg_names(r: &Row) -> String {
    r.params
        .iter()
        .map(|p| p.name.as_str())
        .collect::<Vec<_>>()
        .join(", ")
}

/// The C wrapper of one row.
fn gen_c(out: &mut String, id: usize, r: &Row) {
    let args = arg_names(r);
    let _ = writeln!(
        out,
        "int {name}({params})\n{{\n    PPW_WRAP_BEGIN(PMPI_{rest}({args}), __builtin_return_address(0));\n    const uint32_t ppw_region = {id};\n    const int ppw_ibase = 0; (void)ppw_ibase;\n    PPW_PRE_{kind}({karg})\n    PPW_CALL(int ppw_ret = PMPI_{rest}({args}));\n    PPW_POST_{kind}({karg})\n    PPW_WRAP_END;\n    return ppw_ret;\n}}\n",
        name = r.name,
        params = c_params(r),
        rest = &r.name[4..],
        kind = r.kind,
        karg = r.karg,
    );
}

/// The Fortran entry points of one row: one worker plus four manglings.
fn gen_fortran(out: &mut String, id: usize, r: &Row) {
    let lower = r.name.to_lowercase();
    let upper = r.name.to_uppercase();
    // Fortran passes everything by reference: every parameter is a pointer.
    let mut fparams: Vec<String> = r
        .params
        .iter()
        .map(|p| {
            if p.ty.contains("void") {
                format!("void *f_{}", p.name)
            } else {
                format!("MPI_Fint *f_{}", p.name)
            }
        })
        .collect();
    fparams.push("MPI_Fint *ierr".into());
    let fparams = fparams.join(", ");
    let mut fwd: Vec<String> = r
        .params
        .iter()
        .map(|p| {
            if p.ty.starts_with("MPI_Status") {
                format!("{}_f", p.name)
            } else {
                format!("f_{}", p.name)
            }
        })
        .collect();
    fwd.push("ierr".into());
    let fwd = fwd.join(", ");
    let raw: Vec<String> = r
        .params
        .iter()
        .map(|p| format!("f_{}", p.name))
        .chain(std::iter::once("ierr".into()))
        .collect();
    let raw = raw.join(", ");
    let (mut pre, mut post, mut free) = (String::new(), String::new(), String::new());
    for p in &r.params {
        let n = &p.name;
        let base =
            p.ty.trim_start_matches("const ")
                .trim_end_matches('*')
                .trim();
        let ptr = p.ty.ends_with('*');
        if p.ty.contains("void") {
            let _ = writeln!(pre, "    {} {n} = f_{n};", p.ty);
        } else if base == "MPI_Status" && p.array.is_some() {
            let len = p.array.as_deref().unwrap();
            let _ = writeln!(
                pre,
                "    int {n}_n = *f_{len} > 0 ? *f_{len} : 0;\n    MPI_Fint *{n}_f = (f_{n} == MPI_F_STATUSES_IGNORE) ? (MPI_Fint *)malloc(({n}_n + 1) * sizeof(MPI_Status)) : f_{n};\n    MPI_Status *{n} = (MPI_Status *)malloc(({n}_n + 1) * sizeof(MPI_Status));"
            );
            let _ = writeln!(
                post,
                "    for (int i = 0; i < {n}_n; i++) PMPI_Status_f2c({n}_f + i * PPW_FSTATUS_SIZE, &{n}[i]);"
            );
            let _ = writeln!(free, "    if ({n}_f != f_{n}) free({n}_f);\n    free({n});");
        } else if base == "MPI_Status" {
            let _ = writeln!(
                pre,
                "    MPI_Fint {n}_fs[PPW_FSTATUS_SIZE + 2];\n    MPI_Fint *{n}_f = (f_{n} == MPI_F_STATUS_IGNORE) ? {n}_fs : f_{n};\n    MPI_Status {n}_c; memset(&{n}_c, 0, sizeof {n}_c);\n    MPI_Status *{n} = &{n}_c;"
            );
            let _ = writeln!(post, "    PMPI_Status_f2c({n}_f, &{n}_c);");
        } else if let Some(h) = handle_f2c(base) {
            if let Some(len) = &p.array {
                let _ = writeln!(
                    pre,
                    "    int {n}_n = *f_{len} > 0 ? *f_{len} : 0;\n    {base} *{n} = ({base} *)malloc(({n}_n + 1) * sizeof({base}));\n    for (int i = 0; i < {n}_n; i++) {n}[i] = PMPI_{h}_f2c(f_{n}[i]);"
                );
                let _ = writeln!(
                    post,
                    "    for (int i = 0; i < {n}_n; i++) {n}[i] = PMPI_{h}_f2c(f_{n}[i]);"
                );
                let _ = writeln!(free, "    free({n});");
            } else if ptr {
                let _ = writeln!(
                    pre,
                    "    {base} {n}_c = PMPI_{h}_f2c(*f_{n});\n    {base} *{n} = &{n}_c;"
                );
                let _ = writeln!(post, "    {n}_c = PMPI_{h}_f2c(*f_{n});");
            } else {
                let _ = writeln!(pre, "    {base} {n} = PMPI_{h}_f2c(*f_{n});");
            }
        } else if base == "int" && !ptr && p.array.is_none() {
            let _ = writeln!(pre, "    int {n} = (int)*f_{n};");
        } else if base == "int" {
            // int arrays and int outputs: MPI_Fint is int (checked in ppw_wrap.h).
            let c = if p.ty.starts_with("const") {
                "const "
            } else {
                ""
            };
            let _ = writeln!(pre, "    {c}int *{n} = ({c}int *)f_{n};");
        } else {
            panic!(
                "{}: no Fortran conversion for parameter type {:?}",
                r.name, p.ty
            );
        }
    }
    let _ = writeln!(
        out,
        "typedef void (*ppw_fn_{lower}_t)({fparams});\nstatic void *ppw_fcache_{lower}[4];\nstatic void ppw_fwrap_{lower}(int mangling, void *ppw_ra_in, {fparams})\n{{\n    ppw_fn_{lower}_t ppw_fn = (ppw_fn_{lower}_t)ppw_fsym(ppw_fcache_{lower}, mangling, \"p{lower}\");\n    if (!ppw_fn) {{ *ierr = MPI_ERR_OTHER; return; }}\n    PPW_FWRAP_BEGIN(ppw_fn({raw}), ppw_ra_in);\n    const uint32_t ppw_region = {id};\n    const int ppw_ibase = 1; (void)ppw_ibase;\n{pre}    PPW_PRE_{kind}({karg})\n    PPW_CALL(ppw_fn({fwd}); int ppw_ret = (int)*ierr);\n{post}    PPW_POST_{kind}({karg})\n    PPW_WRAP_END;\n{free}    (void)ppw_ret;\n}}",
        kind = r.kind,
        karg = r.karg,
    );
    for (m, sym) in [
        format!("{lower}_"),
        format!("{lower}__"),
        lower.clone(),
        upper.clone(),
    ]
    .iter()
    .enumerate()
    {
        let _ = writeln!(
            out,
            "void {sym}({fparams}) {{ ppw_fwrap_{lower}({m}, __builtin_return_address(0), {raw}); }}"
        );
    }
    out.push('\n');
}

fn gen_regions(rows: &[Row]) -> String {
    let mut s = String::from(
        "/// Names of the wrapped MPI functions; the index is the local region id.\npub(crate) static MPI_REGIONS: &[&str] = &[\n",
    );
    for r in rows {
        let _ = writeln!(s, "    {:?},", r.name);
    }
    s.push_str("];\n");
    s
}

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
    println!("cargo:rerun-if-changed=build/mpi.tbl");
    println!("cargo:rerun-if-changed=c/ppw_core.c");
    println!("cargo:rerun-if-changed=c/ppw_io.c");
    println!("cargo:rerun-if-changed=c/ppw_hot.h");
    println!("cargo:rerun-if-changed=c/ppw_wrap.h");
    println!("cargo:rerun-if-changed=include/ppw.h");
    println!("cargo:rerun-if-env-changed=PPW_MPICC");
    println!("cargo::rustc-check-cfg=cfg(ppw_mpi)");

    let table = std::fs::read_to_string(dir.join("build/mpi.tbl")).expect("build/mpi.tbl");
    let rows = parse_table(&table);
    std::fs::write(out.join("mpi_regions.rs"), gen_regions(&rows)).unwrap();
    let mut h =
        String::from("/* Generated by build.rs: local region ids of the wrapped functions. */\n");
    for (id, r) in rows.iter().enumerate() {
        let _ = writeln!(h, "#define PPW_R_{} {id}", r.name);
    }
    let _ = writeln!(h, "#define PPW_NREGIONS {}", rows.len());
    std::fs::write(out.join("ppw_regions.h"), h).unwrap();

    let mpicc = find_mpicc();
    let mut build = cc::Build::new();
    build
        .file(dir.join("c/ppw_core.c"))
        .file(dir.join("c/ppw_io.c"))
        .include(dir.join("c"))
        .include(dir.join("include"))
        .include(&out)
        .opt_level(2)
        .flag("-fno-strict-aliasing")
        .warnings(true)
        .flag("-Wno-unused-variable")
        .flag("-Wno-unused-but-set-variable")
        .cargo_metadata(false);
    let link = match &mpicc {
        Some(mpicc) => {
            let mut c = String::from(
                "/* Generated by build.rs from build/mpi.tbl: do not edit. */\n#include \"ppw_wrap.h\"\n\n",
            );
            let _ = writeln!(c, "const int ppw_mpi_nregions = {};\n", rows.len());
            for (id, r) in rows.iter().enumerate() {
                gen_c(&mut c, id, r);
            }
            for (id, r) in rows.iter().enumerate() {
                if r.fortran {
                    gen_fortran(&mut c, id, r);
                }
            }
            let gen = out.join("ppw_wrappers.c");
            std::fs::write(&gen, c).unwrap();
            build.compiler(mpicc).define("PPW_MPI", None).file(&gen);
            println!("cargo:rustc-cfg=ppw_mpi");
            Some(mpicc.clone())
        }
        None => {
            println!(
                "cargo:warning=ppw-runtime: no MPI compiler wrapper found (set PPW_MPICC or install mpicc); building libppw.so without MPI wrappers"
            );
            None
        }
    };
    build.compile("ppwwrap");
    println!("cargo:rustc-link-search=native={}", out.display());
    println!("cargo:rustc-link-lib=static:+whole-archive=ppwwrap");
    if let Some(mpicc) = link {
        link_mpi(&mpicc);
    }
    write_version_script(&out);
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
        "{\n  global:\n    MPI_*; mpi_*; ppw_*; __cyg_profile_func_*;\n    open; open64; openat; creat; close; read; write; pread; pwrite; pread64; pwrite64;\n    readv; writev; fsync; fdatasync; fopen; fopen64; fclose; fread; fwrite; fflush;\n    __read_chk; __pread_chk; __pread64_chk; __open_2; __open64_2; __fread_chk;\n    sigaction; signal;\n};\n",
    )
    .unwrap();
    println!(
        "cargo:rustc-link-arg-cdylib=-Wl,--version-script={}",
        map.display()
    );
}
