//! Outputs never destroy inputs or each other (issue 35, item 11): every command that writes
//! checks its output paths before any work (`crates/cli/src/staging.rs`), as the file system
//! resolves them (symbolic links, `.` and `..`), and leaves every file as it was when it
//! refuses.

use crate::support::{run_ppw, scratch, text};
use std::path::{Path, PathBuf};

/// A small synthetic experiment of `ranks` ranks written by the native writer.
fn experiment(dir: &Path, ranks: u32) {
    let t = ppw_synth::SynthTrace::new(ppw_synth::SynthConfig {
        ranks,
        events_per_rank: 2_000,
        ..Default::default()
    });
    let mut m = ppw_format::Manifest::new("trace", "synthetic", vec![], "none");
    m.exit_status = Some(0);
    ppw_format::write_experiment(dir, &t, &m).unwrap();
}

/// Every file below `dir` with its contents, sorted.
fn snapshot(dir: &Path) -> Vec<(PathBuf, Vec<u8>)> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).unwrap().flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else {
                out.push((p.clone(), std::fs::read(&p).unwrap_or_default()));
            }
        }
    }
    out.sort();
    out
}

/// `ppw args` must fail with status 1 and a message containing `expect`, changing nothing
/// below `base`.
fn refused(base: &Path, args: &[&str], expect: &str) {
    let before = snapshot(base);
    let o = run_ppw(args);
    assert_eq!(o.status.code(), Some(1), "{args:?}: {}", text(&o));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains(expect),
        "{args:?}: expected {expect:?}: {}",
        text(&o)
    );
    assert!(!err.contains("ppw-tmp"), "an internal path: {}", text(&o));
    assert!(o.stdout.is_empty(), "work was done: {}", text(&o));
    assert!(
        snapshot(base) == before,
        "{args:?} changed files: {}",
        text(&o)
    );
}

fn s(p: &Path) -> &str {
    p.to_str().unwrap()
}

#[test]
fn outputs_that_name_an_input_file_are_refused_before_any_work() {
    let base = scratch("outputs-inputs");
    let e = base.join("e");
    experiment(&e, 2);
    let rank0 = e.join("rank-00000.ppw");
    let rank1 = e.join("rank-00001.ppw");
    let manifest = e.join("ppw.json");
    refused(
        &base,
        &["export", s(&e), "--perfetto", s(&rank0)],
        &format!("--perfetto {} would overwrite", rank0.display()),
    );
    refused(
        &base,
        &["analyze", s(&e), "--json", s(&rank1)],
        "which is part of the input",
    );
    refused(
        &base,
        &["report", s(&e), "--html", s(&manifest)],
        "which is part of the input",
    );
    // The filter copy the ranks measured with belongs to the measurement.
    let filter = e.join(ppw_format::FILTER_NAME);
    std::fs::write(
        &filter,
        "SCOREP_REGION_NAMES_BEGIN\nEXCLUDE x\nSCOREP_REGION_NAMES_END\n",
    )
    .unwrap();
    refused(
        &base,
        &["export", s(&e), "--perfetto", s(&filter)],
        "which is part of the input",
    );
    // The same files reached through `.`, `..` and a symbolic link.
    let dotted = base.join("./e/../e/./rank-00000.ppw");
    refused(
        &base,
        &["export", s(&e), "--cube", s(&dotted)],
        "which is part of the input",
    );
    let link = base.join("link.json");
    std::os::unix::fs::symlink(&rank1, &link).unwrap();
    refused(
        &base,
        &["analyze", s(&e), "--json", s(&link)],
        "which is part of the input",
    );
    // An analysis JSON compared is an input too.
    let o = run_ppw(&["analyze", "-q", s(&e), "--json", s(&base.join("a.json"))]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o));
    let a = base.join("a.json");
    refused(
        &base,
        &["compare", s(&a), s(&e), "--html", s(&a)],
        "which is part of the input",
    );
}

#[test]
fn two_outputs_of_one_command_must_differ() {
    let base = scratch("outputs-equal");
    let (e, f) = (base.join("e"), base.join("f"));
    experiment(&e, 2);
    experiment(&f, 3);
    let x = base.join("x");
    refused(
        &base,
        &["export", s(&e), "--cube", s(&x), "--perfetto", s(&x)],
        &format!(
            "--cube {} and --perfetto {} are the same file",
            x.display(),
            x.display()
        ),
    );
    let y = base.join("./sub/../y");
    std::fs::create_dir_all(base.join("sub")).unwrap();
    refused(
        &base,
        &[
            "compare",
            s(&e),
            s(&f),
            "--json",
            s(&base.join("y")),
            "--html",
            s(&y),
        ],
        "are the same file",
    );
    // An output inside the OTF2 archive another output writes.
    refused(
        &base,
        &[
            "export",
            s(&e),
            "--otf2",
            s(&base.join("o")),
            "--perfetto",
            s(&base.join("o/traces")),
        ],
        "are the same file",
    );
    // A file output where the OTF2 archive's folder goes.
    refused(
        &base,
        &[
            "export",
            s(&e),
            "--otf2",
            s(&base.join("z")),
            "--cube",
            s(&base.join("z")),
        ],
        "are the same file",
    );
    assert!(!base.join("z").exists(), "the archive was written");
    // A device may be named twice: nothing is replaced.
    let o = run_ppw(&[
        "compare",
        s(&e),
        s(&f),
        "--json",
        "/dev/null",
        "--html",
        "/dev/null",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o));
}

#[test]
fn an_otf2_archive_is_never_written_over_its_input_or_a_file() {
    let base = scratch("outputs-otf2");
    let e = base.join("e");
    experiment(&e, 2);
    let t = base.join("t");
    let o = run_ppw(&["export", s(&e), "--otf2", s(&t)]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o));
    // Re-exporting an OTF2 input into its own directory would replace what is being read.
    refused(
        &base,
        &["export", s(&t.join("traces.otf2")), "--otf2", s(&t)],
        "which is part of the input",
    );
    refused(
        &base,
        &["export", s(&t), "--perfetto", s(&t.join("traces/0.evt"))],
        "which is part of the input",
    );
    // An experiment's directory may receive its own OTF2 export, again and again: the
    // archive is no part of the experiment.
    for _ in 0..2 {
        let o = run_ppw(&["export", s(&e), "--otf2", s(&e)]);
        assert_eq!(o.status.code(), Some(0), "{}", text(&o));
    }
    // A regular file where the archive's directory should be: named, no temporary path.
    let file = base.join("plain");
    std::fs::write(&file, b"keep").unwrap();
    refused(
        &base,
        &["export", s(&e), "--otf2", s(&file)],
        &format!("--otf2 {}: exists and is not a directory", file.display()),
    );
}
