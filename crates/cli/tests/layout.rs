//! The workspace's layout rules, checked on the source text (see `docs/ARCHITECTURE.md`):
//!
//! - crates depend only on crates earlier in the data flow;
//! - within a crate, no two modules import each other, directly or through a longer chain
//!   (a module's use of its own submodules, such as a registry listing its entries, does not
//!   count);
//! - every source file starts with a `//!` comment saying what it owns.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The crates in data-flow order (docs/ARCHITECTURE.md).
const FLOW: &[&str] = &[
    "event", "format", "runtime", "symbols", "otf2", "synth", "analysis", "export", "report",
    "input", "cli",
];

fn crates_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return;
    };
    for e in rd.flatten() {
        let p = e.path();
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}

#[test]
fn crates_depend_only_on_earlier_crates() {
    let mut bad = Vec::new();
    for (i, name) in FLOW.iter().enumerate() {
        let toml = std::fs::read_to_string(crates_dir().join(name).join("Cargo.toml")).unwrap();
        // Only [dependencies]: tests and benchmarks may use anything.
        let deps = toml
            .split("\n[")
            .find(|s| s.starts_with("dependencies]"))
            .unwrap_or("");
        for line in deps.lines() {
            if let Some(dep) = line.strip_prefix("ppw-") {
                let dep = dep.split(['.', ' ', '=']).next().unwrap_or("");
                match FLOW.iter().position(|c| *c == dep) {
                    Some(j) if j < i => {}
                    _ => bad.push(format!("ppw-{name} depends on ppw-{dep}")),
                }
            }
        }
    }
    assert!(bad.is_empty(), "against the data flow {FLOW:?}: {bad:?}");
}

/// `src/a/b.rs` and `src/a/b/mod.rs` -> `a::b`; `src/lib.rs` / `src/main.rs` -> ``.
fn module_of(src: &Path, file: &Path) -> String {
    let rel = file.strip_prefix(src).unwrap().with_extension("");
    let mut parts: Vec<String> = rel
        .components()
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .collect();
    if matches!(
        parts.last().map(String::as_str),
        Some("mod" | "lib" | "main")
    ) {
        parts.pop();
    }
    parts.join("::")
}

fn is_within(m: &str, ancestor: &str) -> bool {
    ancestor.is_empty() || m == ancestor || m.starts_with(&format!("{ancestor}::"))
}

/// The modules a file refers to through `crate::` and `super::` paths: for each path, the
/// longest prefix that is a module of the crate.
fn references(text: &str, me: &str, modules: &BTreeSet<String>) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let ident = |c: char| c.is_alphanumeric() || c == '_' || c == ':';
    for (start, kw) in [("crate::", ""), ("super::", "super")] {
        let mut rest = text;
        while let Some(i) = rest.find(start) {
            let before = rest[..i].chars().last();
            let path_start = i + start.len();
            let path: String = rest[path_start..]
                .chars()
                .take_while(|&c| ident(c))
                .collect();
            rest = &rest[path_start..];
            if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == ':') {
                continue;
            }
            let base = if kw == "super" {
                // The parent of a file module; a mod.rs file's module is its folder.
                me.rsplit_once("::").map(|x| x.0).unwrap_or("").to_string()
            } else {
                String::new()
            };
            let mut best = base.clone();
            let mut cur = base;
            for seg in path.split("::").filter(|s| !s.is_empty()) {
                cur = if cur.is_empty() {
                    seg.to_string()
                } else {
                    format!("{cur}::{seg}")
                };
                if modules.contains(&cur) {
                    best = cur.clone();
                } else {
                    break;
                }
            }
            out.insert(best);
        }
    }
    out
}

/// The code of a file without comments and without its inline `#[cfg(test)]` modules (tests
/// may reach anything, and `super` means something else inside them).
fn code_outside_tests(text: &str) -> String {
    let mut out = String::new();
    let mut lines = text.lines().peekable();
    while let Some(line) = lines.next() {
        let t = line.trim_start();
        if t == "#[cfg(test)]"
            && lines
                .peek()
                .is_some_and(|l| l.trim_start().starts_with("mod "))
        {
            break;
        }
        if !t.starts_with("//") {
            out.push_str(line);
            out.push('\n');
        }
    }
    out
}

#[test]
fn no_module_imports_a_module_that_imports_it() {
    let mut cycles = Vec::new();
    for name in FLOW {
        let src = crates_dir().join(name).join("src");
        let mut files = Vec::new();
        rust_files(&src, &mut files);
        let modules: BTreeSet<String> = files.iter().map(|f| module_of(&src, f)).collect();
        let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
        for f in &files {
            let me = module_of(&src, f);
            let text = code_outside_tests(&std::fs::read_to_string(f).unwrap());
            let refs = references(&text, &me, &modules)
                .into_iter()
                // A module's own submodules (and itself) are not dependencies in this sense.
                .filter(|m| !is_within(m, &me))
                .collect();
            graph.insert(me, refs);
        }
        // Depth-first search for a back edge.
        fn visit(
            n: &str,
            g: &BTreeMap<String, BTreeSet<String>>,
            state: &mut BTreeMap<String, u8>,
            stack: &mut Vec<String>,
            found: &mut Vec<String>,
        ) {
            state.insert(n.to_string(), 1);
            stack.push(n.to_string());
            for m in g.get(n).into_iter().flatten() {
                match state.get(m).copied().unwrap_or(0) {
                    0 => visit(m, g, state, stack, found),
                    1 => {
                        let from = stack.iter().position(|s| s == m).unwrap_or(0);
                        let mut c = stack[from..].to_vec();
                        c.push(m.clone());
                        found.push(c.join(" -> "));
                    }
                    _ => {}
                }
            }
            stack.pop();
            state.insert(n.to_string(), 2);
        }
        let mut state = BTreeMap::new();
        for n in graph.keys() {
            if state.get(n).copied().unwrap_or(0) == 0 {
                let mut found = Vec::new();
                visit(n, &graph, &mut state, &mut Vec::new(), &mut found);
                cycles.extend(found.into_iter().map(|c| format!("ppw-{name}: {c}")));
            }
        }
    }
    assert!(cycles.is_empty(), "module cycles:\n{}", cycles.join("\n"));
}

#[test]
fn every_source_file_says_what_it_owns() {
    let mut missing = Vec::new();
    for name in FLOW {
        let mut files = Vec::new();
        rust_files(&crates_dir().join(name).join("src"), &mut files);
        for f in files {
            let text = std::fs::read_to_string(&f).unwrap();
            let first = text.lines().find(|l| !l.trim().is_empty()).unwrap_or("");
            if !first.starts_with("//!") {
                missing.push(f.display().to_string());
            }
        }
    }
    assert!(
        missing.is_empty(),
        "files without a //! first line: {missing:?}"
    );
}
