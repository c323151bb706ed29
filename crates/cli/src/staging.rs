//! Result files are written to a temporary file next to them and renamed into place, so that
//! an interrupted write never leaves a damaged file. A target that is not a regular file (a
//! device such as `/dev/null`, a FIFO) is written in place instead: renaming over it would
//! replace the device with a regular file.

use std::path::{Path, PathBuf};

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
