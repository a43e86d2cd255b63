//! The site on disk: which folder may be written, and writing it whole. A new site is
//! built in a folder beside the output, then swapped in with one `rename` (Linux's
//! `RENAME_EXCHANGE` when a previous site is there), so readers see the old site or
//! the new one, never a mix, and a failure leaves the old one.

use std::collections::BTreeMap;
use std::io::Write;
use std::path::{Path, PathBuf};

use super::PublishError;
use crate::install::{Resolved, SourceSpec};

/// Where the RFC puts skills, below the site's root.
pub const WELL_KNOWN_DIR: &str = ".well-known/agent-skills";
/// The index, below the site's root.
pub const INDEX_PATH: &str = ".well-known/agent-skills/index.json";
/// The record a publish leaves in the site's root: what marks a folder as one (only
/// such a folder is ever replaced) and the digests the next publish compares.
pub const MARKER_FILE: &str = ".skills-publish.json";

/// One file of a skill, as the component staged it.
pub struct SkillFile {
    pub path: String,
    pub bytes: Vec<u8>,
    pub executable: bool,
}

/// A skill's files.
pub struct SkillFiles {
    pub files: Vec<SkillFile>,
}

/// What writing the site changed.
pub struct Outcome {
    pub written: Vec<String>,
    pub unchanged: usize,
    pub removed: Vec<String>,
}

/// Refuses an output that is a source or inside one (a publish would read itself),
/// holds a source, or is a folder with content that no publish wrote.
pub fn check_output(out: &Path, sources: &[Resolved]) -> Result<(), PublishError> {
    let invalid = |m: String| Err(PublishError::Invalid(m));
    if out.as_os_str().is_empty() {
        return invalid("--out needs a folder".into());
    }
    let out_real = real_path(out);
    for source in sources {
        let dir = match &source.spec {
            SourceSpec::Directory(dir) => dir.clone(),
            SourceSpec::Archive(file) => file.clone(),
            _ => continue,
        };
        let Ok(source_real) = std::fs::canonicalize(&dir) else {
            continue;
        };
        if out_real.starts_with(&source_real) || source_real.starts_with(&out_real) {
            return invalid(format!(
                "--out {} is {} the source {}; publish to a folder of its own",
                out.display(),
                if out_real == source_real {
                    "the same folder as"
                } else if out_real.starts_with(&source_real) {
                    "inside"
                } else {
                    "around"
                },
                dir.display()
            ));
        }
    }
    match std::fs::symlink_metadata(out) {
        Err(_) => Ok(()),
        Ok(meta) if !meta.is_dir() => invalid(format!("--out {} exists and is not a folder", out.display())),
        Ok(_) => {
            let empty = std::fs::read_dir(out)
                .map_err(|e| PublishError::Write(format!("{}: {e}", out.display())))?
                .next()
                .is_none();
            if empty || is_publish(out) {
                Ok(())
            } else {
                invalid(format!(
                    "--out {} holds files no publish wrote (no {MARKER_FILE}); name an empty or new folder, or a previous publish",
                    out.display()
                ))
            }
        }
    }
}

/// Whether `dir` holds a publish's marker that parses.
fn is_publish(dir: &Path) -> bool {
    std::fs::read_to_string(dir.join(MARKER_FILE))
        .ok()
        .and_then(|text| serde_json::from_str::<serde_json::Value>(&text).ok())
        .is_some_and(|v| v.get("generator").is_some())
}

/// `path` made absolute and its existing part resolved (it may not exist yet).
fn real_path(path: &Path) -> PathBuf {
    let absolute = if path.is_absolute() {
        path.to_path_buf()
    } else {
        std::env::current_dir()
            .map(|d| d.join(path))
            .unwrap_or_else(|_| path.to_path_buf())
    };
    let mut existing = absolute.clone();
    let mut rest = Vec::new();
    while !existing.exists() {
        match (existing.file_name(), existing.parent()) {
            (Some(name), Some(parent)) => {
                rest.push(name.to_os_string());
                existing = parent.to_path_buf();
            }
            _ => return absolute,
        }
    }
    let mut real = std::fs::canonicalize(&existing).unwrap_or(existing);
    for name in rest.iter().rev() {
        real.push(name);
    }
    real
}

/// Writes `tree` (paths below the site's root → bytes) as the site at `out`.
pub fn write(out: &Path, tree: &BTreeMap<String, Vec<u8>>) -> Result<Outcome, String> {
    let out = real_path(out);
    let parent = out
        .parent()
        .ok_or_else(|| format!("{}: no parent folder", out.display()))?;
    std::fs::create_dir_all(parent).map_err(|e| format!("{}: {e}", parent.display()))?;
    let name = out.file_name().and_then(|n| n.to_str()).unwrap_or("site");
    // What an earlier publish killed midway left beside the site.
    let prefix = format!(".{name}.publishing-");
    if let Ok(entries) = std::fs::read_dir(parent) {
        for entry in entries.flatten() {
            if entry.file_name().to_str().is_some_and(|n| n.starts_with(&prefix)) {
                let _ = std::fs::remove_dir_all(entry.path());
            }
        }
    }
    let building = parent.join(format!("{prefix}{}", std::process::id()));
    let result = build(&out, &building, tree).and_then(|outcome| swap(&out, &building).map(|()| outcome));
    let _ = std::fs::remove_dir_all(&building);
    result
}

fn build(out: &Path, building: &Path, tree: &BTreeMap<String, Vec<u8>>) -> Result<Outcome, String> {
    std::fs::create_dir(building).map_err(|e| format!("{}: {e}", building.display()))?;
    let mut outcome = Outcome {
        written: Vec::new(),
        unchanged: 0,
        removed: Vec::new(),
    };
    for (relative, bytes) in tree {
        let target = building.join(relative);
        if let Some(dir) = target.parent() {
            std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        }
        let previous = out.join(relative);
        // An unchanged file keeps its inode, so its mtime and ETag stay the same.
        let same = std::fs::symlink_metadata(&previous).is_ok_and(|m| m.is_file() && m.len() == bytes.len() as u64)
            && std::fs::read(&previous).is_ok_and(|old| old == *bytes);
        if same && std::fs::hard_link(&previous, &target).is_ok() {
            outcome.unchanged += 1;
            continue;
        }
        let mut file = std::fs::File::create(&target).map_err(|e| format!("{}: {e}", target.display()))?;
        file.write_all(bytes)
            .and_then(|()| file.sync_all())
            .map_err(|e| format!("{}: {e}", target.display()))?;
        outcome.written.push(relative.clone());
    }
    outcome.removed = previous_files(out)
        .into_iter()
        .filter(|path| !tree.contains_key(path))
        .collect();
    Ok(outcome)
}

/// Every file of the previous site, relative to its root.
fn previous_files(out: &Path) -> Vec<String> {
    let mut found = Vec::new();
    let mut stack = vec![out.to_path_buf()];
    while let Some(dir) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else { continue };
        for entry in entries.flatten() {
            let path = entry.path();
            match entry.file_type() {
                Ok(t) if t.is_dir() => stack.push(path),
                Ok(t) if t.is_file() => {
                    if let Ok(relative) = path.strip_prefix(out) {
                        found.push(relative.to_string_lossy().into_owned());
                    }
                }
                _ => {}
            }
        }
    }
    found.sort();
    found
}

/// Puts `building` at `out`: one atomic exchange when `out` exists, then the old site
/// (now at `building`) is removed by the caller.
fn swap(out: &Path, building: &Path) -> Result<(), String> {
    if std::fs::symlink_metadata(out).is_err() {
        return std::fs::rename(building, out).map_err(|e| format!("{}: {e}", out.display()));
    }
    // Where the exchange is not supported (another system, some file systems), the
    // old site is moved aside, the new one in, and the old one back on failure.
    exchange(building, out)
        .or_else(|_| move_aside(building, out))
        .map_err(|e| {
            format!(
                "cannot swap the new site into {} (the previous site stands): {e}",
                out.display()
            )
        })
}

/// The old site (at `out`) aside, the new one (at `building`) in; afterwards the old one
/// is at `building`, for the caller to remove. On failure the old site is put back.
fn move_aside(building: &Path, out: &Path) -> std::io::Result<()> {
    let mut aside = building.as_os_str().to_owned();
    aside.push(".previous");
    let aside = PathBuf::from(aside);
    let _ = std::fs::remove_dir_all(&aside);
    std::fs::rename(out, &aside)?;
    if let Err(e) = std::fs::rename(building, out) {
        std::fs::rename(&aside, out)?;
        return Err(e);
    }
    std::fs::rename(&aside, building)
}

#[cfg(target_os = "linux")]
fn exchange(a: &Path, b: &Path) -> std::io::Result<()> {
    use std::ffi::CString;
    use std::os::unix::ffi::OsStrExt;
    let a = CString::new(a.as_os_str().as_bytes())?;
    let b = CString::new(b.as_os_str().as_bytes())?;
    // SAFETY: both are valid NUL-terminated paths that live across the call.
    let rc = unsafe {
        libc::renameat2(
            libc::AT_FDCWD,
            a.as_ptr(),
            libc::AT_FDCWD,
            b.as_ptr(),
            libc::RENAME_EXCHANGE,
        )
    };
    if rc == 0 {
        Ok(())
    } else {
        Err(std::io::Error::last_os_error())
    }
}

#[cfg(not(target_os = "linux"))]
fn exchange(_: &Path, _: &Path) -> std::io::Result<()> {
    Err(std::io::Error::new(
        std::io::ErrorKind::Unsupported,
        "no atomic exchange here",
    ))
}
