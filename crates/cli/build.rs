//! Records the commit ppw is built from, for `ppw --version`: `$PPW_COMMIT` if set (a build
//! outside git), else `git rev-parse` of the source tree, else "unknown".
use std::path::Path;
use std::process::Command;

fn main() {
    println!("cargo:rerun-if-env-changed=PPW_COMMIT");
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let git = root.join(".git");
    // Rebuilt when HEAD moves: HEAD itself, the branch it names, packed refs.
    println!("cargo:rerun-if-changed={}", git.join("HEAD").display());
    println!(
        "cargo:rerun-if-changed={}",
        git.join("packed-refs").display()
    );
    if let Ok(head) = std::fs::read_to_string(git.join("HEAD")) {
        if let Some(r) = head.trim().strip_prefix("ref: ") {
            println!("cargo:rerun-if-changed={}", git.join(r).display());
        }
    }
    let commit = std::env::var("PPW_COMMIT")
        .ok()
        .filter(|c| !c.trim().is_empty())
        .or_else(|| {
            let o = Command::new("git")
                .arg("-C")
                .arg(&root)
                .args(["rev-parse", "--short=12", "HEAD"])
                .output()
                .ok()?;
            let c = String::from_utf8(o.stdout).ok()?.trim().to_string();
            (o.status.success() && !c.is_empty()).then_some(c)
        })
        .unwrap_or_else(|| "unknown".into());
    println!("cargo:rustc-env=PPW_COMMIT={commit}");
}
