//! Where results are written. Before any work, every command that writes checks its outputs
//! ([`check_outputs`]): no output may be an input file (a rank file, the manifest, an OTF2
//! archive's files, an analysis JSON being compared) or another output of the same command,
//! and each must be writable. Paths are compared as the file system resolves them (symbolic
//! links, `.` and `..`; an output that does not exist yet by its resolved parent directory).
//! Result files are then written to a temporary file next to them and renamed into place, so
//! that an interrupted write never leaves a damaged file. A target that is not a regular file
//! (a device such as `/dev/null`, a FIFO) is written in place instead: renaming over it would
//! replace the device with a regular file.

use anyhow::{bail, Context, Result};
use std::path::{Path, PathBuf};

/// One output a command is about to write.
pub(crate) struct Output<'a> {
    /// The option that names it (`--json`), for messages.
    pub(crate) option: &'a str,
    /// The path as given.
    pub(crate) path: &'a Path,
    /// A directory that receives an OTF2 archive (`traces.otf2`, `traces.def`, `traces/`),
    /// not a file.
    pub(crate) archive: bool,
}

/// The entries of an OTF2 archive directory: the anchor, the definitions and the folder of
/// location files.
const ARCHIVE: [&str; 3] = ["traces.otf2", "traces.def", "traces"];

/// `p` as the file system resolves it: canonical if it exists, else its parent's resolution
/// joined with its name (the nearest existing ancestor is canonicalized), else absolute.
pub(crate) fn resolve(p: &Path) -> PathBuf {
    if let Ok(c) = std::fs::canonicalize(p) {
        return c;
    }
    match (p.parent(), p.file_name()) {
        (Some(parent), Some(name)) => {
            let parent = if parent.as_os_str().is_empty() {
                Path::new(".")
            } else {
                parent
            };
            resolve(parent).join(name)
        }
        _ => std::path::absolute(p).unwrap_or_else(|_| p.to_path_buf()),
    }
}

/// What an input consists of, resolved: single files, and folders whose whole content is
/// input (an OTF2 archive's `traces/`). A directory is read as `open` reads it: the OTF2
/// archive in it if it has one and no manifest, else the experiment (manifest, rank files).
fn input_files(input: &Path) -> (Vec<PathBuf>, Vec<PathBuf>) {
    let at = resolve(input);
    let (mut files, mut trees) = (vec![at.clone()], Vec::new());
    let manifest = at.join(ppw_format::MANIFEST_NAME);
    if at.is_dir() && !manifest.exists() && at.join(ARCHIVE[0]).is_file() {
        files.push(at.join(ARCHIVE[0]));
        files.push(at.join(ARCHIVE[1]));
        trees.push(at.join(ARCHIVE[2]));
    } else if at.is_dir() {
        files.push(manifest);
        // The filter the ranks measured with is part of the measurement too (a stored
        // analysis is not: it can be made again, and `analyze` rewrites it by default).
        files.push(at.join(ppw_format::FILTER_NAME));
        if let Ok(rd) = std::fs::read_dir(&at) {
            files.extend(
                rd.flatten()
                    .map(|e| e.path())
                    .filter(|p| p.extension().is_some_and(|x| x == "ppw")),
            );
        }
    } else if at.extension().is_some_and(|x| x == "otf2") {
        let stem = at.with_extension("");
        files.push(stem.with_extension("def"));
        trees.push(stem);
    }
    (files, trees)
}

/// Check a command's outputs before it does any work: none is (or, for an archive folder,
/// holds) one of the `inputs`' files, no two are the same, and each can be written (a file is
/// created and removed next to it, as the real write does). Devices and FIFOs may be named
/// more than once (`/dev/null`).
pub(crate) fn check_outputs(inputs: &[&Path], outputs: &[Output<'_>]) -> Result<()> {
    // (output index, the path it writes, is a folder)
    let mut written: Vec<(usize, PathBuf, bool)> = Vec::new();
    // (output index, an OTF2 archive's folder): no other output may be a file of that name
    // (an experiment's folder may receive its own archive, so these are no input check).
    let mut roots: Vec<(usize, PathBuf)> = Vec::new();
    for (i, o) in outputs.iter().enumerate() {
        let at = resolve(o.path);
        if o.archive {
            if at.exists() && !at.is_dir() {
                bail!(
                    "{} {}: exists and is not a directory (the OTF2 archive is a directory of \
                     files)",
                    o.option,
                    o.path.display()
                );
            }
            for e in ARCHIVE {
                written.push((i, at.join(e), e == "traces"));
            }
            roots.push((i, at));
        } else {
            if at.is_dir() {
                bail!(
                    "{} {}: is a directory; give a file name",
                    o.option,
                    o.path.display()
                );
            }
            if !is_special(&at) {
                written.push((i, at, false));
            }
        }
    }
    for input in inputs {
        let (files, trees) = input_files(input);
        for (i, w, folder) in &written {
            let hit = files
                .iter()
                .chain(&trees)
                .find(|f| *f == w || (*folder && f.starts_with(w)))
                .or_else(|| trees.iter().find(|t| w.starts_with(t)));
            if let Some(f) = hit {
                let o = &outputs[*i];
                bail!(
                    "{} {} would overwrite {}, which is part of the input {}; choose another \
                     path",
                    o.option,
                    o.path.display(),
                    f.display(),
                    input.display()
                );
            }
        }
    }
    let all: Vec<(usize, &PathBuf, bool)> = written
        .iter()
        .map(|(i, w, f)| (*i, w, *f))
        .chain(roots.iter().map(|(i, r)| (*i, r, false)))
        .collect();
    for (a, &(i, wa, fa)) in all.iter().enumerate() {
        for &(j, wb, fb) in &all[a + 1..] {
            let clash = wa == wb || (fa && wb.starts_with(wa)) || (fb && wa.starts_with(wb));
            if i != j && clash {
                let (x, y) = (&outputs[i], &outputs[j]);
                bail!(
                    "{} {} and {} {} are the same file; give each output its own path",
                    x.option,
                    x.path.display(),
                    y.option,
                    y.path.display()
                );
            }
        }
    }
    for o in outputs {
        probe(o)
            .with_context(|| format!("{} {}: cannot write there", o.option, o.path.display()))?;
    }
    Ok(())
}

/// Create and remove what writing `o` creates first (its temporary file or folder), so that a
/// path that cannot be written fails before the work.
fn probe(o: &Output<'_>) -> std::io::Result<()> {
    if o.archive {
        let tmp = archive_staging_path(o.path);
        std::fs::create_dir(&tmp)?;
        return std::fs::remove_dir(&tmp);
    }
    if is_special(o.path) {
        return Ok(());
    }
    let tmp = staging_path(o.path);
    std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(&tmp)?;
    std::fs::remove_file(&tmp)
}

/// A temporary name next to the archive directory `target` (same file system, so the final
/// rename is atomic).
pub(crate) fn archive_staging_path(target: &Path) -> PathBuf {
    let name = target
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "export".into());
    target.with_file_name(format!(".{name}.ppw-tmp-{}", std::process::id()))
}

/// Write `bytes` as `target` through [`staging_path`] and [`publish`].
pub(crate) fn write(target: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let tmp = staging_path(target);
    let written = std::fs::write(&tmp, bytes).and_then(|()| publish(&tmp, target));
    if written.is_err() {
        discard(&tmp, target);
    }
    written
}

/// True if `target` exists and is neither a regular file nor a directory.
fn is_special(target: &Path) -> bool {
    std::fs::metadata(target).is_ok_and(|m| !m.file_type().is_file() && !m.is_dir())
}

/// Where to write `target`'s new contents before [`publish`]: a hidden file next to it, or
/// `target` itself when it is special.
pub(crate) fn staging_path(target: &Path) -> PathBuf {
    if is_special(target) {
        return target.to_path_buf();
    }
    let name = target
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "output".into());
    target.with_file_name(format!(".{name}.ppw-tmp-{}", std::process::id()))
}

/// Move the written `tmp` into place as `target` (nothing to do when they are the same).
pub(crate) fn publish(tmp: &Path, target: &Path) -> std::io::Result<()> {
    if tmp == target {
        return Ok(());
    }
    std::fs::rename(tmp, target)
}

/// Remove what is left of `tmp` after a failed or finished write (never `target` itself).
pub(crate) fn discard(tmp: &Path, target: &Path) {
    if tmp != target {
        let _ = std::fs::remove_file(tmp);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_device_is_written_in_place_and_never_replaced() -> std::io::Result<()> {
        let null = Path::new("/dev/null");
        let tmp = staging_path(null);
        assert_eq!(tmp, null);
        std::fs::write(&tmp, b"result")?;
        publish(&tmp, null)?;
        discard(&tmp, null);
        let m = std::fs::metadata(null)?;
        assert!(!m.file_type().is_file(), "/dev/null became a regular file");
        assert!(std::fs::read(null)?.is_empty());
        Ok(())
    }

    #[test]
    fn a_regular_file_is_replaced_through_a_hidden_file() -> std::io::Result<()> {
        let dir = std::env::temp_dir().join(format!("ppw-staging-{}", std::process::id()));
        std::fs::create_dir_all(&dir)?;
        let target = dir.join("analysis.json");
        std::fs::write(&target, b"old")?;
        let tmp = staging_path(&target);
        assert_ne!(tmp, target);
        std::fs::write(&tmp, b"new")?;
        publish(&tmp, &target)?;
        discard(&tmp, &target);
        assert_eq!(std::fs::read(&target)?, b"new");
        assert!(!tmp.exists());
        std::fs::remove_dir_all(&dir)
    }
}
