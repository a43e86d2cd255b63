//! Replacing a file atomically: a temporary file created exclusively in the same
//! directory, synced, then renamed over the target, so a reader never sees half a
//! file. The config file and the install lockfile are both written this way.

use std::io::Write;
use std::path::Path;

/// Writes `bytes` to a temporary file beside `path` (keeping the old file's
/// permissions), flushes it to disk, then renames it over `path`.
pub(crate) fn write_atomically(path: &Path, dir: &Path, file_name: &str, bytes: &[u8]) -> std::io::Result<()> {
    let temporary = dir.join(format!(".{file_name}.{}.tmp", std::process::id()));
    // A leftover of a crashed write by this pid is ours to replace; anything else there
    // (a planted link) makes `create_new` fail rather than be followed.
    if std::fs::symlink_metadata(&temporary).is_ok_and(|m| m.is_file()) {
        let _ = std::fs::remove_file(&temporary);
    }
    let result = (|| {
        let mut file = std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&temporary)?;
        if let Ok(meta) = std::fs::metadata(path) {
            file.set_permissions(meta.permissions())?;
        }
        file.write_all(bytes)?;
        file.sync_all()?;
        std::fs::rename(&temporary, path)
    })();
    if result.is_err() {
        let _ = std::fs::remove_file(&temporary);
    }
    result
}
