//! The wrapper generator: turns a declarative table of wrapped functions (`build/mpi.tbl`) into
//! the C wrappers, the C header of region ids and the Rust list of region names that are
//! checked in under `generated/`.
//!
//! This file is shared: `build.rs` includes it (to warn when the checked-in files are stale) and
//! so does `tests/generated.rs` (which fails on any difference and rewrites the files with
//! `PPW_REGENERATE=1`). It depends on `std` only.
//!
//! The C text lives in the templates below (`*_TEMPLATE`, `F_*`): plain multi-line C with
//! `{name}` placeholders that [`fill`] replaces. A placeholder is `{` + lowercase letters and
//! underscores + `}`; nothing else is special, so C braces need no escaping, and a placeholder
//! that has no value is a bug [`fill`] panics on.
//!
//! One [`Interface`] describes one table: where it is, the prefix of the profiling entry point
//! (`PMPI_Send` for `MPI_Send`), whether Fortran entry points are made, and the names of the
//! generated files. Another interface (OpenSHMEM's `pshmem_*`, ARMCI's `PARMCI_*`) is another
//! `Interface` constant in [`INTERFACES`] (build.rs and tests/generated.rs go through that
//! list), its table, and a C header with a `PPW_PRE_KIND` / `PPW_POST_KIND` pair per row kind.
//! The region ids of a table start after the previous tables' ([`generate_all`] passes the
//! base). A row may give a return type before its name (`void shmem_quiet(void)`; MPI rows
//! return `int`), and a `types` line defines a family of types that rows expand over (one
//! wrapper per type; see [`parse_table`]).
//!
//! An interface with `hooks` (ARMCI) is wrapped in two halves, because its library is static
//! and linked into the program, where a preloaded library cannot interpose on it: libppw.so
//! gets a hook per row (`ppw_hook_NAME(real function, return address, arguments)`, the same
//! PRE/POST macros, forwarding through the pointer) and a table of them (`ppw_NAME_hooks`,
//! see `c/ppw_armci_abi.h`); an extra file `NAME_shim.c` becomes an archive the program links
//! before the library, whose `NAME` calls the hook when libppw.so is loaded and the profiling
//! entry point otherwise.

use std::path::Path;

/// One wrapped interface: a table and how its rows become C.
#[derive(Clone, Copy, Debug)]
pub struct Interface {
    /// Short lowercase name, the prefix of the generated files (`mpi` → `mpi_wrappers.c`).
    pub name: &'static str,
    /// The table, relative to the crate directory.
    pub table: &'static str,
    /// Prepended to a wrapped name to get the profiling entry point it forwards to (`P`:
    /// `MPI_Send` → `PMPI_Send`; OpenSHMEM would use `p`, ARMCI `P`).
    pub profiling_prefix: &'static str,
    /// Make the Fortran entry points (four manglings and `mpi_f08`) of the rows not marked
    /// `nofortran`.
    pub fortran: bool,
    /// The C header with the `PPW_PRE_KIND` / `PPW_POST_KIND` macros the wrappers expand.
    pub c_include: &'static str,
    /// Name of the Rust static listing the wrapped names in table order.
    pub rust_static: &'static str,
    /// What the Rust static's doc comment calls the wrapped functions ("MPI functions").
    pub what: &'static str,
    /// Declare the profiling entry points as weak symbols in the generated file (the library
    /// that defines them is not linked into libppw.so: OpenSHMEM's `pshmem_*` resolve to the
    /// program's own liboshmem at run time). MPI's come from `mpi.h`.
    pub declare_profiling: bool,
    /// Wrap through an interposition archive (see the module doc): libppw.so gets hooks and
    /// their table instead of exported wrappers, and `{name}_shim.c` is generated, including
    /// this header (`None`: the wrappers are exported from libppw.so).
    pub shim_include: Option<&'static str>,
    /// Forward to the next definition of the wrapped name itself, found with
    /// `dlsym(RTLD_NEXT, NAME)` on first use (`ppw_next_entry`), for libraries without a
    /// profiling interface (gfortran's coarray ABI `_gfortran_caf_*`); `profiling_prefix`
    /// then names the cached pointer.
    pub forward_next: bool,
}

impl Interface {
    /// The generated C wrappers.
    pub fn c_file(&self) -> String {
        format!("{}_wrappers.c", self.name)
    }

    /// The generated C header of region ids (`PPW_R_NAME`).
    pub fn header_file(&self) -> String {
        format!("{}_regions.h", self.name)
    }

    /// The generated Rust list of wrapped names.
    pub fn rust_file(&self) -> String {
        format!("{}_regions.rs", self.name)
    }

    /// The generated functions of the interposition archive (interfaces with hooks).
    pub fn shim_file(&self) -> String {
        format!("{}_shim.c", self.name)
    }
}

/// The MPI interface: `build/mpi.tbl`, forwarded through PMPI, with Fortran entry points.
pub const MPI: Interface = Interface {
    name: "mpi",
    table: "build/mpi.tbl",
    profiling_prefix: "P",
    fortran: true,
    c_include: "ppw_wrap.h",
    rust_static: "MPI_REGIONS",
    what: "MPI functions",
    declare_profiling: false,
    shim_include: None,
    forward_next: false,
};

/// The OpenSHMEM interface: `build/shmem.tbl`, forwarded through `pshmem_*`, no Fortran.
pub const SHMEM: Interface = Interface {
    name: "shmem",
    table: "build/shmem.tbl",
    profiling_prefix: "p",
    fortran: false,
    c_include: "ppw_shmem.h",
    rust_static: "SHMEM_REGIONS",
    what: "OpenSHMEM functions",
    declare_profiling: true,
    shim_include: None,
    forward_next: false,
};

/// The ARMCI interface: `build/armci.tbl`, hooks in libppw.so called by the interposition
/// archive `libppw-armci.a`, which forwards to `PARMCI_*` (ARMCI-MPI is a static library).
pub const ARMCI: Interface = Interface {
    name: "armci",
    table: "build/armci.tbl",
    profiling_prefix: "P",
    fortran: false,
    c_include: "ppw_armci.h",
    rust_static: "ARMCI_REGIONS",
    what: "ARMCI functions",
    declare_profiling: false,
    shim_include: Some("ppw_armci_shim.h"),
    forward_next: false,
};

/// The coarray interface: `build/caf.tbl`, gfortran's coarray library ABI as OpenCoarrays'
/// shared `libcaf_*.so` exports it, forwarded through `dlsym(RTLD_NEXT)`. Its rows name their
/// regions after the Fortran statements (`"sync all"`), and `region` lines add names the
/// macros choose at run time (`critical` for a lock on a critical section's token).
pub const CAF: Interface = Interface {
    name: "caf",
    table: "build/caf.tbl",
    profiling_prefix: "ppw_next_",
    fortran: false,
    c_include: "ppw_caf.h",
    rust_static: "CAF_REGIONS",
    what: "coarray operations",
    declare_profiling: false,
    shim_include: None,
    forward_next: true,
};

/// Every interface whose wrappers are generated, in region id order.
pub const INTERFACES: &[Interface] = &[MPI, SHMEM, ARMCI, CAF];

/// Where the generated files are checked in, relative to the crate directory.
pub const GENERATED_DIR: &str = "generated";

/// The command that rewrites the checked-in files from the tables.
pub const REGENERATE: &str = "PPW_REGENERATE=1 cargo test -p ppw-runtime --test generated";

/// One generated file: its name in [`GENERATED_DIR`] and its full text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Generated {
    pub name: String,
    pub text: String,
}

/// Replace every `{name}` placeholder of `template` by its value in `vars`.
///
/// Panics on a placeholder without a value (a typo in a template).
pub fn fill(template: &str, vars: &[(&str, &str)]) -> String {
    let mut out = String::with_capacity(template.len() + 64);
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        let key_len = after
            .find(|c: char| !(c.is_ascii_lowercase() || c == '_'))
            .unwrap_or(after.len());
        if key_len > 0 && after[key_len..].starts_with('}') {
            let key = &after[..key_len];
            let value = vars
                .iter()
                .find(|(k, _)| *k == key)
                .unwrap_or_else(|| panic!("template placeholder {{{key}}} has no value"));
            out.push_str(value.1);
            rest = &after[key_len + 1..];
        } else {
            out.push('{');
            rest = after;
        }
    }
    out.push_str(rest);
    out
}

// ---- the table -------------------------------------------------------------------------------

/// One parameter of a wrapped function.
#[derive(Clone, Debug)]
pub struct Param {
    /// C type without the name (`const void *`, `int`, `MPI_Request *`).
    pub ty: String,
    /// Parameter name.
    pub name: String,
    /// `Some(len)` for an array parameter (`len` may be empty when the length is not needed).
    pub array: Option<String>,
}

/// One row of a table: `KIND[(ARG)]  NAME(C PARAMETERS)  [nofortran]`.
#[derive(Clone, Debug)]
pub struct Row {
    /// Selects the `PPW_PRE_KIND` / `PPW_POST_KIND` macro pair.
    pub kind: String,
    /// The macros' argument (empty when the row has none).
    pub karg: String,
    /// The C return type (`int` unless the row gives one).
    pub ret: String,
    /// The wrapped function.
    pub name: String,
    pub params: Vec<Param>,
    /// Fortran entry points wanted (no `nofortran` flag).
    pub fortran: bool,
    /// The region's name when it is not the function's (a trailing `"sync all"`).
    pub region: Option<String>,
    /// A `region NAME "text"` line: a region id (`PPW_R_NAME`) without a wrapper.
    pub pseudo: bool,
}

impl Row {
    /// The name of the row's region.
    pub fn region_name(&self) -> &str {
        self.region.as_deref().unwrap_or(&self.name)
    }
}

/// The region names of a table (each once, in order of first use) and each row's index into
/// them: rows that name the same region share its id.
pub fn region_ids(rows: &[Row]) -> (Vec<String>, Vec<usize>) {
    let mut names: Vec<String> = Vec::new();
    let ids = rows
        .iter()
        .map(|r| match names.iter().position(|n| n == r.region_name()) {
            Some(i) => i,
            None => {
                names.push(r.region_name().to_string());
                names.len() - 1
            }
        })
        .collect();
    (names, ids)
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

/// Split `KIND[(ARG)]` off the front of a row; the argument may hold parentheses and spaces.
fn split_kind(line: &str) -> Option<(String, String, &str)> {
    let ws = line.find(char::is_whitespace)?;
    let open = line.find('(');
    match open {
        Some(o) if o < ws => {
            let mut depth = 0;
            for (i, c) in line[o..].char_indices() {
                match c {
                    '(' => depth += 1,
                    ')' => {
                        depth -= 1;
                        if depth == 0 {
                            let close = o + i;
                            return Some((
                                line[..o].to_string(),
                                line[o + 1..close].trim().to_string(),
                                &line[close + 1..],
                            ));
                        }
                    }
                    _ => {}
                }
            }
            None
        }
        _ => Some((line[..ws].to_string(), String::new(), &line[ws..])),
    }
}

/// Parse a table (`file` names it in error messages). Blank lines and `#` comments are skipped.
///
/// A row is `KIND[(ARG)]  [RETURN TYPE] NAME(C PARAMETERS)  [nofortran]`. A line
/// `types FAMILY = token:C type, token:C type, ...` defines a type family; a row that
/// mentions `<FAMILY>` stands for one row per member: in the function name `<FAMILY>` becomes
/// the token (`shmem_<T>_put` → `shmem_longlong_put`), everywhere else the C type
/// (`<T> *dest` → `long long *dest`).
pub fn parse_table(file: &str, text: &str) -> Vec<Row> {
    let mut rows = Vec::new();
    let mut families: Vec<(String, Vec<(String, String)>)> = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if let Some(def) = line.strip_prefix("types ") {
            let (fam, members) = def
                .split_once('=')
                .unwrap_or_else(|| panic!("{file}:{}: expected types NAME = tok:type, ...", n + 1));
            let members = members
                .split(',')
                .map(|m| {
                    let (tok, ty) = m
                        .split_once(':')
                        .unwrap_or_else(|| panic!("{file}:{}: expected tok:type", n + 1));
                    (tok.trim().to_string(), ty.trim().to_string())
                })
                .collect();
            families.push((format!("<{}>", fam.trim()), members));
            continue;
        }
        if let Some(def) = line.strip_prefix("region ") {
            let (name, text) = def
                .trim()
                .split_once(char::is_whitespace)
                .unwrap_or_else(|| panic!("{file}:{}: expected region NAME \"text\"", n + 1));
            rows.push(Row {
                kind: String::new(),
                karg: String::new(),
                ret: String::new(),
                name: name.to_string(),
                params: Vec::new(),
                fortran: false,
                region: Some(text.trim().trim_matches('"').to_string()),
                pseudo: true,
            });
            continue;
        }
        let family = families.iter().find(|(f, _)| line.contains(f.as_str()));
        match family {
            Some((f, members)) => {
                let (kind, karg, rest) = split_kind(line)
                    .unwrap_or_else(|| panic!("{file}:{}: expected KIND NAME(PARAMS)", n + 1));
                let open = rest
                    .find('(')
                    .unwrap_or_else(|| panic!("{file}:{}: missing (", n + 1));
                let (decl, tail) = rest.split_at(open);
                let decl = decl.trim();
                let at = decl.rfind(char::is_whitespace).map_or(0, |i| i + 1);
                let (ret, name) = decl.split_at(at);
                for (tok, ty) in members {
                    let karg = karg.replace(f.as_str(), ty);
                    let kindspec = if karg.is_empty() {
                        kind.clone()
                    } else {
                        format!("{kind}({karg})")
                    };
                    let expanded = format!(
                        "{kindspec} {}{}{}",
                        ret.replace(f.as_str(), ty),
                        name.replace(f.as_str(), tok),
                        tail.replace(f.as_str(), ty)
                    );
                    rows.push(parse_row(file, n, &expanded));
                }
            }
            None => rows.push(parse_row(file, n, line)),
        }
    }
    rows
}

fn parse_row(file: &str, n: usize, line: &str) -> Row {
    let (kind, karg, rest) = split_kind(line).unwrap_or_else(|| {
        panic!("{file}:{}: expected KIND NAME(PARAMS)", n + 1);
    });
    let rest = rest.trim();
    let open = rest
        .find('(')
        .unwrap_or_else(|| panic!("{file}:{}: missing (", n + 1));
    let close = rest
        .rfind(')')
        .unwrap_or_else(|| panic!("{file}:{}: missing )", n + 1));
    let decl = rest[..open].trim();
    let split = decl
        .rfind(|c: char| !(c.is_alphanumeric() || c == '_'))
        .map_or(0, |i| i + 1);
    let name = decl[split..].to_string();
    let ret = match decl[..split].trim() {
        "" => "int".to_string(),
        r => r.to_string(),
    };
    let plist = rest[open + 1..close].trim();
    let mut flags = rest[close + 1..].trim();
    let mut region = None;
    if let Some(q) = flags.find('"') {
        region = Some(flags[q..].trim().trim_matches('"').to_string());
        flags = flags[..q].trim();
    }
    let params = if plist == "void" || plist.is_empty() {
        Vec::new()
    } else {
        plist.split(',').map(parse_param).collect()
    };
    Row {
        kind,
        karg,
        ret,
        name,
        params,
        fortran: !flags.contains("nofortran"),
        region,
        pseudo: false,
    }
}

// ---- the generated files ---------------------------------------------------------------------

/// Generate every file of `iface` from its table's text.
#[allow(dead_code)] // build.rs uses generate_all only
pub fn generate(iface: &Interface, table: &str) -> Vec<Generated> {
    generate_at(iface, table, 0)
}

/// [`generate`] with the region ids starting at `base` (after the previous tables' rows).
pub fn generate_at(iface: &Interface, table: &str, base: usize) -> Vec<Generated> {
    let rows = parse_table(iface.table, table);
    let mut files = vec![
        Generated {
            name: iface.c_file(),
            text: match iface.shim_include {
                Some(_) => gen_hooks_file(iface, &rows, base),
                None => gen_c_file(iface, &rows, base),
            },
        },
        Generated {
            name: iface.header_file(),
            text: gen_header(iface, &rows, base),
        },
        Generated {
            name: iface.rust_file(),
            text: gen_rust(iface, &rows, base),
        },
    ];
    if let Some(include) = iface.shim_include {
        files.push(Generated {
            name: iface.shim_file(),
            text: gen_shim_file(iface, include, &rows),
        });
    }
    files
}

/// Generate the files of every interface, reading the tables from the crate directory `dir`.
pub fn generate_all(dir: &Path) -> Vec<Generated> {
    let mut files = Vec::new();
    let mut base = 0;
    for iface in INTERFACES {
        let path = dir.join(iface.table);
        let table = std::fs::read_to_string(&path)
            .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
        files.extend(generate_at(iface, &table, base));
        base += region_ids(&parse_table(iface.table, &table)).0.len();
    }
    files
}

/// The generated files under `dir/generated/` that differ from `files` (or are missing).
pub fn stale(dir: &Path, files: &[Generated]) -> Vec<String> {
    files
        .iter()
        .filter(|f| {
            std::fs::read_to_string(dir.join(GENERATED_DIR).join(&f.name)).ok()
                != Some(f.text.clone())
        })
        .map(|f| f.name.clone())
        .collect()
}

/// The first lines of every generated file (inside the file type's comment syntax).
fn banner(iface: &Interface, what: &str) -> String {
    fill(
        "GENERATED from crates/runtime/{table} by crates/runtime/gen/wrappers.rs: do not edit.\n\
         Regenerate after changing either: {regenerate}\n\
         {what}",
        &[
            ("table", iface.table),
            ("regenerate", REGENERATE),
            ("what", what),
        ],
    )
}

fn c_comment(text: &str) -> String {
    let mut out = String::from("/* ");
    out.push_str(&text.replace('\n', "\n * "));
    out.push_str(" */\n");
    out
}

fn rust_comment(text: &str) -> String {
    text.lines().map(|l| format!("// {l}\n")).collect()
}

// ---- the C wrappers --------------------------------------------------------------------------

const C_FILE_TEMPLATE: &str = r#"#include "{include}"

const int ppw_{iface}_nregions = {nregions};

"#;

/// The C wrapper of one row. `ppw_ibase` is the index base of rank arrays (0 in C, 1 in
/// Fortran), for the PRE/POST macros. `{profile}`: the profile-mode fast path of the kinds
/// that have one ([`PROFILE_KINDS`]), which returns from the wrapper.
const C_WRAPPER_TEMPLATE: &str = r#"{ret} {name}({params})
{
{guard}    PPW_WRAP_BEGIN{cap}({pname}({args}), __builtin_return_address(0){capture});
    const uint32_t ppw_region = {id};
    const int ppw_ibase = 0; (void)ppw_ibase;
{profile}    PPW_PRE_{kind}({karg})
    PPW_CALL({ret} ppw_ret = {pname}({args}));
    PPW_POST_{kind}({karg})
    PPW_WRAP_END;
    return ppw_ret;
}

"#;

/// Kinds whose wrappers have a profile-mode fast path: `PPW_PROFILE_KIND(call)` in the
/// interface's header, expanded before `PPW_PRE_KIND` (`c/ppw_wrap.h`: blocking sends and
/// receives).
const PROFILE_KINDS: &[&str] = &["send", "recv"];

/// MPI functions whose arguments OpenCoarrays' statically linked statements are derived from
/// (`c/ppw_caf.c`, "Statically linked OpenCoarrays"): their wrappers expand
/// `PPW_WRAP_BEGIN_CAP(forward, ra, PPW_CAF_CAP_NAME())`, which hands the arguments to the
/// open statement when the call is made inside one.
const CAF_CAPTURED: &[&str] = &[
    "MPI_Put",
    "MPI_Get",
    "MPI_Accumulate",
    "MPI_Get_accumulate",
    "MPI_Fetch_and_op",
    "MPI_Compare_and_swap",
    "MPI_Barrier",
    "MPI_Allreduce",
    "MPI_Reduce",
    "MPI_Bcast",
    "MPI_Send",
    "MPI_Isend",
    "MPI_Win_allocate",
    "MPI_Win_create",
    "MPI_Comm_split",
];

/// The C wrapper of a row returning `void` (the PRE/POST macros see no `ppw_ret`).
const C_VOID_WRAPPER_TEMPLATE: &str = r#"void {name}({params})
{
{guard}    PPW_FWRAP_BEGIN({pname}({args}), __builtin_return_address(0));
    const uint32_t ppw_region = {id};
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_{kind}({karg})
    PPW_CALL({pname}({args}));
    PPW_POST_{kind}({karg})
    PPW_WRAP_END;
}

"#;

/// A profiling entry point declared weak (`declare_profiling`), and the check that it exists.
const C_WEAK_DECL_TEMPLATE: &str = "extern {ret} {pname}({params}) __attribute__((weak));\n";
const C_WEAK_GUARD_TEMPLATE: &str = "    if (!{pname}) ppw_missing_entry(\"{pname}\");\n";

/// A library without a profiling interface (`forward_next`): the cached pointer to the next
/// definition, and the macro that fills it on first use (`c/ppw_caf.h`).
const C_NEXT_DECL_TEMPLATE: &str = "static {ret} (*{pname})({params});\n";
const C_NEXT_GUARD_TEMPLATE: &str = "    PPW_NEXT({pname}, \"{name}\");\n";

fn gen_c_file(iface: &Interface, rows: &[Row], base: usize) -> String {
    let mut out = c_comment(&banner(
        iface,
        "The C wrappers: one per row, then the Fortran entry points (see crates/runtime/README.md).",
    ));
    let (names, ids) = region_ids(rows);
    out.push_str(&fill(
        C_FILE_TEMPLATE,
        &[
            ("include", iface.c_include),
            ("iface", iface.name),
            ("nregions", &names.len().to_string()),
        ],
    ));
    if iface.declare_profiling || iface.forward_next {
        let template = if iface.forward_next {
            C_NEXT_DECL_TEMPLATE
        } else {
            C_WEAK_DECL_TEMPLATE
        };
        for r in rows.iter().filter(|r| !r.pseudo) {
            let pname = format!("{}{}", iface.profiling_prefix, r.name);
            out.push_str(&fill(
                template,
                &[("ret", &r.ret), ("pname", &pname), ("params", &c_params(r))],
            ));
        }
        out.push('\n');
    }
    for (r, id) in rows.iter().zip(&ids).filter(|(r, _)| !r.pseudo) {
        let pname = format!("{}{}", iface.profiling_prefix, r.name);
        let guard = if iface.forward_next {
            fill(
                C_NEXT_GUARD_TEMPLATE,
                &[("pname", &pname), ("name", &r.name)],
            )
        } else if iface.declare_profiling {
            fill(C_WEAK_GUARD_TEMPLATE, &[("pname", &pname)])
        } else {
            String::new()
        };
        let template = if r.ret == "void" {
            C_VOID_WRAPPER_TEMPLATE
        } else {
            C_WRAPPER_TEMPLATE
        };
        let args = join(r.params.iter().map(|p| p.name.clone()));
        let profile = if PROFILE_KINDS.contains(&r.kind.as_str()) {
            format!("    PPW_PROFILE_{}({pname}({args}))\n", r.kind)
        } else {
            String::new()
        };
        let captured = iface.name == "mpi" && CAF_CAPTURED.contains(&r.name.as_str());
        let (cap, capture) = if captured {
            ("_CAP", format!(", PPW_CAF_CAP_{}()", r.name))
        } else {
            ("", String::new())
        };
        out.push_str(&fill(
            template,
            &[
                ("ret", &r.ret),
                ("name", &r.name),
                ("params", &c_params(r)),
                ("cap", cap),
                ("capture", &capture),
                ("guard", &guard),
                ("pname", &pname),
                ("args", &args),
                ("id", &(base + id).to_string()),
                ("kind", &r.kind),
                ("karg", &r.karg),
                ("profile", &profile),
            ],
        ));
    }
    if iface.fortran {
        for (r, id) in rows.iter().zip(&ids) {
            if r.fortran && !r.pseudo {
                out.push_str(&gen_fortran(base + id, r));
            }
        }
    }
    if iface.forward_next {
        out.push_str(&gen_next_table(iface, rows));
    }
    out
}

/// The table of a `forward_next` interface's wrappers (`ppw_{iface}_entries`): each row's name,
/// its wrapper through a hidden alias (the exported name may resolve to a definition in the
/// executable) and its next-definition pointer, which a detour into a statically linked
/// library fills with the relocated original (`src/caf_static.rs`).
fn gen_next_table(iface: &Interface, rows: &[Row]) -> String {
    let mut out = String::new();
    let real: Vec<&Row> = rows.iter().filter(|r| !r.pseudo).collect();
    for r in &real {
        out.push_str(&format!(
            "extern __typeof__({n}) ppw_self_{n} __attribute__((alias(\"{n}\"), visibility(\"hidden\")));\n",
            n = r.name
        ));
    }
    out.push_str(&format!(
        "\nconst ppw_next_row ppw_{}_entries[] = {{\n",
        iface.name
    ));
    for r in &real {
        out.push_str(&format!(
            "    {{\"{n}\", (void *)ppw_self_{n}, (void **)&{p}{n}}},\n",
            n = r.name,
            p = iface.profiling_prefix
        ));
    }
    out.push_str(&format!(
        "}};\nconst size_t ppw_{}_nentries = {};\n",
        iface.name,
        real.len()
    ));
    out
}

fn join(items: impl Iterator<Item = String>) -> String {
    items.collect::<Vec<_>>().join(", ")
}

/// The C parameter list of a row (`void` when empty).
fn c_params(r: &Row) -> String {
    if r.params.is_empty() {
        return "void".into();
    }
    join(r.params.iter().map(|p| {
        let sep = if p.ty.ends_with('*') { "" } else { " " };
        let brackets = if p.array.is_some() { "[]" } else { "" };
        format!("{}{sep}{}{brackets}", p.ty, p.name)
    }))
}

// ---- hooks and the interposition archive (interfaces with `shim_include`) --------------------

/// The libppw.so half of a row: called by the archive's function with the library's own entry
/// point (`ppw_real`) and the program's return address; the PRE/POST macros are the same as
/// for an exported wrapper.
const C_HOOK_TEMPLATE: &str = r#"typedef {ret} (*ppw_real_{name}_t)({params});
static {ret} ppw_hook_{name}(ppw_real_{name}_t ppw_real, void *ppw_ra_in{cparams})
{
    PPW_WRAP_BEGIN(ppw_real({args}), ppw_ra_in);
    const uint32_t ppw_region = {id};
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_{kind}({karg})
    PPW_CALL({ret} ppw_ret = ppw_real({args}));
    PPW_POST_{kind}({karg})
    PPW_WRAP_END;
    return ppw_ret;
}

"#;

const C_VOID_HOOK_TEMPLATE: &str = r#"typedef void (*ppw_real_{name}_t)({params});
static void ppw_hook_{name}(ppw_real_{name}_t ppw_real, void *ppw_ra_in{cparams})
{
    PPW_FWRAP_BEGIN(ppw_real({args}), ppw_ra_in);
    const uint32_t ppw_region = {id};
    const int ppw_ibase = 0; (void)ppw_ibase;
    PPW_PRE_{kind}({karg})
    PPW_CALL(ppw_real({args}));
    PPW_POST_{kind}({karg})
    PPW_WRAP_END;
}

"#;

/// The table libppw.so exports; `PPW_HOOK_TABLE` (the interface's header) fills in the ABI
/// version, the MPI flavor and the connect function around the generated parts.
const C_HOOK_TABLE_TEMPLATE: &str = r#"static void *const ppw_{iface}_fns[{n}] = {
{entries}};

const ppw_hook_table ppw_{iface}_hooks = PPW_HOOK_TABLE({n}, {signature}ull, ppw_{iface}_fns);
"#;

/// The archive's file: the table's identity (the archive uses hooks only from a libppw.so
/// generated from the same table), then one function per row.
const C_SHIM_FILE_TEMPLATE: &str = r#"#include "{include}"

const uint32_t ppw_{iface}_shim_count = {n};
const uint64_t ppw_{iface}_shim_signature = {signature}ull;
void *const ppw_{iface}_shim_none[{n}] = {0};

"#;

/// One function of the archive: the hook if libppw.so provides one, else the library.
const C_SHIM_TEMPLATE: &str = r#"typedef {ret} (*ppw_hook_{name}_t)({ret} (*)({params}), void *{cparams});
{ret} {name}({params})
{
    void *ppw_f = PPW_SHIM_HOOK({index});
    if (ppw_f) return ((ppw_hook_{name}_t)ppw_f)({pname}, __builtin_return_address(0){cargs});
    return {pname}({args});
}

"#;

const C_VOID_SHIM_TEMPLATE: &str = r#"typedef void (*ppw_hook_{name}_t)(void (*)({params}), void *{cparams});
void {name}({params})
{
    void *ppw_f = PPW_SHIM_HOOK({index});
    if (ppw_f) {
        ((ppw_hook_{name}_t)ppw_f)({pname}, __builtin_return_address(0){cargs});
        return;
    }
    {pname}({args});
}

"#;

/// FNV-1a over every row's C prototype and kind: libppw.so and the archive agree on the table
/// when their signatures are equal.
pub fn signature(rows: &[Row]) -> u64 {
    let mut h = 0xcbf2_9ce4_8422_2325u64;
    for r in rows {
        let text = format!("{}|{}|{}({});", r.kind, r.ret, r.name, c_params(r));
        for b in text.bytes() {
            h = (h ^ b as u64).wrapping_mul(0x100_0000_01b3);
        }
    }
    h
}

/// `, type name, ...` after a leading argument (empty for a row without parameters).
fn trailing(items: String) -> String {
    if items.is_empty() || items == "void" {
        String::new()
    } else {
        format!(", {items}")
    }
}

fn row_vars(r: &Row) -> (String, String) {
    let params = c_params(r);
    let args = join(r.params.iter().map(|p| p.name.clone()));
    (params, args)
}

fn gen_hooks_file(iface: &Interface, rows: &[Row], base: usize) -> String {
    let mut out = c_comment(&banner(
        iface,
        "The libppw.so half: one hook per row and their table (the archive's half is the\n\
         _shim.c file; see crates/runtime/README.md).",
    ));
    out.push_str(&fill(
        C_FILE_TEMPLATE,
        &[
            ("include", iface.c_include),
            ("iface", iface.name),
            ("nregions", &rows.len().to_string()),
        ],
    ));
    for (id, r) in rows.iter().enumerate() {
        let (params, args) = row_vars(r);
        let template = if r.ret == "void" {
            C_VOID_HOOK_TEMPLATE
        } else {
            C_HOOK_TEMPLATE
        };
        out.push_str(&fill(
            template,
            &[
                ("ret", &r.ret),
                ("name", &r.name),
                ("params", &params),
                ("cparams", &trailing(params.clone())),
                ("args", &args),
                ("id", &(base + id).to_string()),
                ("kind", &r.kind),
                ("karg", &r.karg),
            ],
        ));
    }
    let entries: String = rows
        .iter()
        .map(|r| format!("    (void *)ppw_hook_{},\n", r.name))
        .collect();
    out.push_str(&fill(
        C_HOOK_TABLE_TEMPLATE,
        &[
            ("iface", iface.name),
            ("n", &rows.len().to_string()),
            ("entries", &entries),
            ("signature", &format!("{:#018x}", signature(rows))),
        ],
    ));
    out
}

fn gen_shim_file(iface: &Interface, include: &str, rows: &[Row]) -> String {
    let mut out = c_comment(&banner(
        iface,
        "The interposition archive's half (libppw-armci.a): NAME calls libppw.so's hook when\n\
         it is loaded, the library's profiling entry point otherwise.",
    ));
    out.push_str(&fill(
        C_SHIM_FILE_TEMPLATE,
        &[
            ("include", include),
            ("iface", iface.name),
            ("n", &rows.len().to_string()),
            ("signature", &format!("{:#018x}", signature(rows))),
        ],
    ));
    for (index, r) in rows.iter().enumerate() {
        let (params, args) = row_vars(r);
        let template = if r.ret == "void" {
            C_VOID_SHIM_TEMPLATE
        } else {
            C_SHIM_TEMPLATE
        };
        out.push_str(&fill(
            template,
            &[
                ("ret", &r.ret),
                ("name", &r.name),
                ("params", &params),
                ("cparams", &trailing(params.clone())),
                ("cargs", &trailing(args.clone())),
                ("args", &args),
                ("pname", &format!("{}{}", iface.profiling_prefix, r.name)),
                ("index", &index.to_string()),
            ],
        ));
    }
    out
}

// ---- the Fortran entry points ----------------------------------------------------------------

/// The Fortran worker of one row: finds the MPI library's own Fortran binding (`pmpi_send_` in
/// the caller's mangling, `pmpi_send_f08_` for `mpi_f08`: see `ppw_fsym` in c/ppw_core.c),
/// converts the arguments for recording (`{pre}`, `{post}`, `{free}` are the per-parameter
/// snippets below) and forwards the caller's original arguments.
const F_WORKER_TEMPLATE: &str = r#"typedef void (*ppw_fn_{lower}_t)({fparams});
static void *ppw_fcache_{lower}[5];
static void ppw_fwrap_{lower}(int mangling, void *ppw_ra_in, {fparams})
{
    ppw_fn_{lower}_t ppw_fn = (ppw_fn_{lower}_t)ppw_fsym(ppw_fcache_{lower}, mangling, "p{lower}");
    if (!ppw_fn) { *ierr = MPI_ERR_OTHER; return; }
    PPW_FWRAP_BEGIN(ppw_fn({raw}), ppw_ra_in);
    const uint32_t ppw_region = {id};
    const int ppw_ibase = 1; (void)ppw_ibase;
{pre}    PPW_PRE_{kind}({karg})
    PPW_CALL(ppw_fn({fwd}); int ppw_ret = (int)*ierr);
{post}    PPW_POST_{kind}({karg})
    PPW_WRAP_END;
{free}    (void)ppw_ret;
}
"#;

/// One Fortran entry point (`{m}`: the mangling's index, `{sym}`: its symbol).
const F_ENTRY_TEMPLATE: &str =
    "void {sym}({fparams}) { ppw_fwrap_{lower}({m}, __builtin_return_address(0), {raw}); }\n";

/// The `mpi_f08` entry point (mangling 4, `mpi_send_f08_`): the same arguments as the `mpif.h`
/// binding, except that `ierror` is OPTIONAL (a null pointer when the caller left it out, then
/// ppw passes its own).
const F08_ENTRY_TEMPLATE: &str = "void {lower}_f08_({fparams}) { MPI_Fint ppw_ierr; ppw_fwrap_{lower}(4, __builtin_return_address(0), {raw_optional}); }\n";

// Per-parameter snippets: `{n}` is the parameter, `f_{n}` the Fortran argument (a pointer),
// `{count}` the C expression of an array's length (`fortran_count`), `{base}` the C type
// without `const` and `*`, `{h}` the handle kind of `PMPI_{h}_f2c`. `*_PRE` declares the C view
// before the call, `*_POST` refreshes it after (outputs), `*_FREE` releases it.

/// `void *` buffers pass through; the C view maps Fortran's `MPI_IN_PLACE` to C's.
const F_BUFFER_PRE: &str = "    {ty} {n} = ppw_fbuf(f_{n});\n";

/// A CHARACTER input (`const char *`): the C view is a NUL-terminated copy without the trailing
/// blanks. The hidden length is read as 32 bits, right whether the compiler passed `size_t`
/// (gfortran >= 8, ifort) or `int` (older gfortran); it is forwarded unchanged.
const F_STRING_PRE: &str = "    char *{n} = ppw_fstr(f_{n}, (uint32_t)f_{n}_len);\n";
const F_STRING_FREE: &str = "    free({n});\n";

/// A CHARACTER array (`char *argv[]`, `char **array_of_argv[]`): forwarded only, no C view.
const F_STRINGS_PRE: &str = "    /* {n}: CHARACTER array, forwarded only */\n";

/// An array of statuses: converted after the call (ppw's own array when ignored).
const F_STATUSES_PRE: &str = r#"    int {n}_n = ppw_nonneg({count});
    MPI_Fint *{n}_f = ppw_fstatuses_ignore(f_{n}) ? (MPI_Fint *)malloc(({n}_n + 1) * sizeof(MPI_Status)) : f_{n};
    MPI_Status *{n} = (MPI_Status *)malloc(({n}_n + 1) * sizeof(MPI_Status));
"#;
const F_STATUSES_POST: &str =
    "    for (int i = 0; i < {n}_n; i++) PMPI_Status_f2c({n}_f + i * PPW_FSTATUS_SIZE, &{n}[i]);\n";
const F_STATUSES_FREE: &str = r#"    if ({n}_f != f_{n}) free({n}_f);
    free({n});
"#;

/// One status: converted after the call (ppw's own when ignored).
const F_STATUS_PRE: &str = r#"    MPI_Fint {n}_fs[PPW_FSTATUS_SIZE + 2];
    MPI_Fint *{n}_f = ppw_fstatus_ignore(f_{n}) ? {n}_fs : f_{n};
    MPI_Status {n}_c; memset(&{n}_c, 0, sizeof {n}_c);
    MPI_Status *{n} = &{n}_c;
"#;
const F_STATUS_POST: &str = "    PMPI_Status_f2c({n}_f, &{n}_c);\n";

/// An array of handles: converted before and after the call.
const F_HANDLES_PRE: &str = r#"    int {n}_n = ppw_nonneg({count});
    {base} *{n} = ({base} *)malloc(({n}_n + 1) * sizeof({base}));
    for (int i = 0; i < {n}_n; i++) {n}[i] = PMPI_{h}_f2c(f_{n}[i]);
"#;
const F_HANDLES_POST: &str =
    "    for (int i = 0; i < {n}_n; i++) {n}[i] = PMPI_{h}_f2c(f_{n}[i]);\n";
const F_HANDLES_FREE: &str = "    free({n});\n";

/// A handle output (or in-out): converted before and after the call.
const F_HANDLE_OUT_PRE: &str = r#"    {base} {n}_c = PMPI_{h}_f2c(*f_{n});
    {base} *{n} = &{n}_c;
"#;
const F_HANDLE_OUT_POST: &str = "    {n}_c = PMPI_{h}_f2c(*f_{n});\n";

/// A handle input.
const F_HANDLE_IN_PRE: &str = "    {base} {n} = PMPI_{h}_f2c(*f_{n});\n";

/// An address-sized or offset input (`INTEGER(KIND=MPI_ADDRESS_KIND)` /
/// `INTEGER(KIND=MPI_OFFSET_KIND)`, passed by reference as the C type).
const F_WIDE_IN_PRE: &str = "    {base} {n} = *f_{n};\n";

/// The C types Fortran passes by reference as themselves, not as `MPI_Fint`.
fn wide(base: &str) -> bool {
    matches!(base, "MPI_Aint" | "MPI_Offset")
}

/// An int input.
const F_INT_IN_PRE: &str = "    int {n} = (int)*f_{n};\n";

/// Int arrays and int outputs: `MPI_Fint` is `int` (checked in ppw_wrap.h). `{c}` is `const `
/// or empty.
const F_INTS_PRE: &str = "    {c}int *{n} = ({c}int *)f_{n};\n";

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
        "MPI_Win" => "Win",
        "MPI_File" => "File",
        _ => return None,
    })
}

/// The C type of a parameter without `const` and `*` (`const MPI_Datatype` → `MPI_Datatype`,
/// `char **` → `char`).
fn base_type(p: &Param) -> &str {
    p.ty.trim_start_matches("const ")
        .trim_end_matches('*')
        .trim()
}

/// A Fortran CHARACTER argument (every `char` parameter of the MPI bindings is one): it comes
/// with a hidden length argument.
fn is_character(p: &Param) -> bool {
    base_type(p) == "char"
}

/// The C expression of the number of elements of array parameter `p` in a Fortran worker, from
/// its `[len]` annotation: the value of an integer parameter (`[count]`), or for a communicator
/// (`[comm]`) the number of processes an argument array has one entry for (`ppw_comm_peers`:
/// the size, the remote group's for an inter-communicator).
fn fortran_count(r: &Row, p: &Param) -> String {
    let len = p.array.as_deref().unwrap_or("");
    let Some(lp) = r.params.iter().find(|q| q.name == len) else {
        panic!(
            "{}: array parameter {} needs `[len]` naming a parameter for its Fortran conversion",
            r.name, p.name
        );
    };
    match base_type(lp) {
        "int" if !lp.ty.ends_with('*') => format!("*f_{len}"),
        "MPI_Comm" if !lp.ty.ends_with('*') => format!("ppw_comm_peers(PMPI_Comm_f2c(*f_{len}))"),
        _ => panic!(
            "{}: `[{len}]` of {} must name an int or MPI_Comm parameter",
            r.name, p.name
        ),
    }
}

/// The Fortran entry points of one row: one worker plus four manglings and the `mpi_f08`
/// entry point.
///
/// Fortran passes everything by reference, so every parameter is a pointer; a CHARACTER
/// argument also has a hidden length (`size_t f_NAME_len`), appended after `ierr` in parameter
/// order as gfortran and ifort do, and forwarded unchanged.
fn gen_fortran(id: usize, r: &Row) -> String {
    let lower = r.name.to_lowercase();
    let upper = r.name.to_uppercase();
    let hidden: Vec<&Param> = r.params.iter().filter(|p| is_character(p)).collect();
    let fparams = join(
        r.params
            .iter()
            .map(|p| {
                let base = base_type(p);
                if p.ty.contains("void") {
                    format!("void *f_{}", p.name)
                } else if is_character(p) {
                    format!("char *f_{}", p.name)
                } else if wide(base) {
                    format!("{base} *f_{}", p.name)
                } else {
                    format!("MPI_Fint *f_{}", p.name)
                }
            })
            .chain(["MPI_Fint *ierr".to_string()])
            .chain(hidden.iter().map(|p| format!("size_t f_{}_len", p.name))),
    );
    let lens = || hidden.iter().map(|p| format!("f_{}_len", p.name));
    // What the call gets: the caller's arguments, except statuses (ppw's when ignored).
    let fwd = join(
        r.params
            .iter()
            .map(|p| {
                if p.ty.starts_with("MPI_Status") {
                    format!("{}_f", p.name)
                } else {
                    format!("f_{}", p.name)
                }
            })
            .chain(["ierr".to_string()])
            .chain(lens()),
    );
    // What a nested (forwarded) call gets: the caller's arguments unchanged.
    let args = || r.params.iter().map(|p| format!("f_{}", p.name));
    let raw = join(args().chain(["ierr".to_string()]).chain(lens()));
    let raw_optional = join(
        args()
            .chain(["ierr ? ierr : &ppw_ierr".to_string()])
            .chain(lens()),
    );
    let (mut pre, mut post, mut free) = (String::new(), String::new(), String::new());
    for p in &r.params {
        let base = base_type(p);
        let ptr = p.ty.ends_with('*');
        let h = handle_f2c(base).unwrap_or("");
        let c = if p.ty.starts_with("const") {
            "const "
        } else {
            ""
        };
        let needs_count = p.array.is_some() && (base == "MPI_Status" || !h.is_empty());
        let count = if needs_count {
            fortran_count(r, p)
        } else {
            String::new()
        };
        let vars = [
            ("n", p.name.as_str()),
            ("ty", p.ty.as_str()),
            ("count", count.as_str()),
            ("base", base),
            ("h", h),
            ("c", c),
        ];
        let (p_pre, p_post, p_free) = if p.ty.contains("void") {
            (F_BUFFER_PRE, "", "")
        } else if is_character(p) && p.array.is_some() {
            (F_STRINGS_PRE, "", "")
        } else if is_character(p) && p.ty == "const char *" {
            (F_STRING_PRE, "", F_STRING_FREE)
        } else if base == "MPI_Status" && p.array.is_some() {
            (F_STATUSES_PRE, F_STATUSES_POST, F_STATUSES_FREE)
        } else if base == "MPI_Status" {
            (F_STATUS_PRE, F_STATUS_POST, "")
        } else if !h.is_empty() && p.array.is_some() {
            (F_HANDLES_PRE, F_HANDLES_POST, F_HANDLES_FREE)
        } else if !h.is_empty() && ptr {
            (F_HANDLE_OUT_PRE, F_HANDLE_OUT_POST, "")
        } else if !h.is_empty() {
            (F_HANDLE_IN_PRE, "", "")
        } else if wide(base) && !ptr && p.array.is_none() {
            (F_WIDE_IN_PRE, "", "")
        } else if base == "int" && !ptr && p.array.is_none() {
            (F_INT_IN_PRE, "", "")
        } else if base == "int" {
            (F_INTS_PRE, "", "")
        } else {
            panic!(
                "{}: no Fortran conversion for parameter type {:?}",
                r.name, p.ty
            );
        };
        pre.push_str(&fill(p_pre, &vars));
        post.push_str(&fill(p_post, &vars));
        free.push_str(&fill(p_free, &vars));
    }
    let mut out = fill(
        F_WORKER_TEMPLATE,
        &[
            ("lower", &lower),
            ("fparams", &fparams),
            ("raw", &raw),
            ("fwd", &fwd),
            ("id", &id.to_string()),
            ("pre", &pre),
            ("post", &post),
            ("free", &free),
            ("kind", &r.kind),
            ("karg", &r.karg),
        ],
    );
    let manglings = [
        format!("{lower}_"),
        format!("{lower}__"),
        lower.clone(),
        upper,
    ];
    for (m, sym) in manglings.iter().enumerate() {
        out.push_str(&fill(
            F_ENTRY_TEMPLATE,
            &[
                ("sym", sym),
                ("fparams", &fparams),
                ("lower", &lower),
                ("m", &m.to_string()),
                ("raw", &raw),
            ],
        ));
    }
    out.push_str(&fill(
        F08_ENTRY_TEMPLATE,
        &[
            ("fparams", &fparams),
            ("lower", &lower),
            ("raw_optional", &raw_optional),
        ],
    ));
    out.push('\n');
    out
}

// ---- region ids: C header and Rust list ------------------------------------------------------

fn gen_header(iface: &Interface, rows: &[Row], base: usize) -> String {
    let mut out = c_comment(&banner(
        iface,
        "Local region ids of the wrapped functions (the row order of the table, after the\n\
         previous tables' rows).",
    ));
    let (names, ids) = region_ids(rows);
    for (r, id) in rows.iter().zip(&ids) {
        out.push_str(&format!("#define PPW_R_{} {}\n", r.name, base + id));
    }
    let up = iface.name.to_uppercase();
    out.push_str(&format!("#define PPW_{up}_BASE {base}\n"));
    out.push_str(&format!("#define PPW_{up}_NREGIONS {}\n", names.len()));
    out
}

const RUST_TEMPLATE: &str = r#"/// The local region id of the first of the {what}.
pub(crate) const {static}_BASE: u32 = {base};
/// Names of the wrapped {what}; `{static}_BASE` + the index is the local region id.
pub(crate) static {static}: &[&str] = &[
{names}];
"#;

fn gen_rust(iface: &Interface, rows: &[Row], base: usize) -> String {
    let mut out = rust_comment(&banner(
        iface,
        "Included by src/regions.rs: the wrapped names in table order.",
    ));
    let names: String = region_ids(rows)
        .0
        .iter()
        .map(|n| format!("    {n:?},\n"))
        .collect();
    out.push_str(&fill(
        RUST_TEMPLATE,
        &[
            ("what", iface.what),
            ("static", iface.rust_static),
            ("base", &base.to_string()),
            ("names", &names),
        ],
    ));
    out
}
