//! Confinement of paths to a base directory, symlinks included.
//!
//! The WASI sandbox already stops anything from leaving a preopened root. Skills need a
//! tighter fence: a read of skill A may not reach skill B in the same root. So paths are
//! normalised lexically first (no filesystem access, so a denial reveals nothing about
//! what exists outside), then walked one component at a time, resolving each symlink by
//! its target text and refusing any that leaves the base.

use std::collections::VecDeque;
use std::io;
use std::path::{Path, PathBuf};

/// Most symlinks followed while resolving one path (as Linux's `MAXSYMLINKS`).
pub const MAX_SYMLINK_HOPS: u32 = 40;

/// Why a path is refused.
#[derive(Debug)]
pub enum PathError {
    /// Absolute, or `..` climbs above the base, or a symlink points outside.
    Escapes,
    /// Contains a NUL byte.
    Nul,
    /// Symlinks refer to each other in a cycle (or a chain too long to follow).
    Loop,
    /// The filesystem failed while resolving.
    Io(io::Error),
}

/// `dir/name` for one name read from a listing (never containing `/`), built at its
/// final size: `Path::join` copies `dir` at its own length and then grows the copy,
/// which was half of what a walk cost per skill.
pub fn child(dir: &Path, name: &str) -> PathBuf {
    let mut path = std::ffi::OsString::with_capacity(dir.as_os_str().len() + 1 + name.len());
    push_child(&mut path, dir, name);
    PathBuf::from(path)
}

/// Appends [`child`]`(dir, name)` to `buf` (a scratch buffer reused across names).
pub fn push_child(buf: &mut std::ffi::OsString, dir: &Path, name: &str) {
    let dir = dir.as_os_str();
    buf.push(dir);
    if !dir.as_encoded_bytes().ends_with(b"/") {
        buf.push("/");
    }
    buf.push(name);
}

/// Splits a relative path into normal components, resolving `.` and `..` lexically.
/// `/` and `\` both separate (a model may write either).
pub fn normalise(path: &str) -> Result<Vec<String>, PathError> {
    if path.contains('\0') {
        return Err(PathError::Nul);
    }
    if path.starts_with(['/', '\\']) || has_drive_prefix(path) {
        return Err(PathError::Escapes);
    }
    let mut parts: Vec<String> = Vec::new();
    for part in path.split(['/', '\\']) {
        match part {
            "" | "." => {}
            ".." => {
                parts.pop().ok_or(PathError::Escapes)?;
            }
            other => parts.push(other.to_string()),
        }
    }
    Ok(parts)
}

fn has_drive_prefix(path: &str) -> bool {
    let bytes = path.as_bytes();
    bytes.len() >= 2 && bytes[0].is_ascii_alphabetic() && bytes[1] == b':'
}

/// Resolves `parts` below `base`, following every symlink by hand and refusing any
/// whose target leaves `base`. Components that do not exist are kept lexically (the
/// caller's open then reports "not found" for paths inside the base).
pub fn resolve(base: &Path, parts: Vec<String>) -> Result<PathBuf, PathError> {
    let mut pending: VecDeque<String> = parts.into();
    let mut resolved: Vec<String> = Vec::new();
    let mut hops = 0;
    let mut missing = false;
    while let Some(part) = pending.pop_front() {
        match part.as_str() {
            "" | "." => continue,
            ".." => {
                resolved.pop().ok_or(PathError::Escapes)?;
                continue;
            }
            _ => {}
        }
        if missing {
            resolved.push(part);
            continue;
        }
        let candidate = join(base, &resolved).join(&part);
        match std::fs::symlink_metadata(&candidate) {
            Ok(meta) if meta.file_type().is_symlink() => {
                hops += 1;
                if hops > MAX_SYMLINK_HOPS {
                    return Err(PathError::Loop);
                }
                // Inside the WASI sandbox, reading a link whose target is absolute or
                // leaves the preopen fails: a target we may not even see is an escape.
                let target = std::fs::read_link(&candidate).map_err(|_| PathError::Escapes)?;
                let target = target.to_str().ok_or(PathError::Escapes)?;
                if target.starts_with('/') || has_drive_prefix(target) {
                    return Err(PathError::Escapes);
                }
                for component in target.split('/').rev() {
                    pending.push_front(component.to_string());
                }
            }
            Ok(_) => resolved.push(part),
            // A name too long for the filesystem cannot exist either.
            Err(e) if matches!(e.kind(), io::ErrorKind::NotFound | io::ErrorKind::InvalidFilename) => {
                missing = true;
                resolved.push(part);
            }
            Err(e) => return Err(PathError::Io(e)),
        }
    }
    Ok(join(base, &resolved))
}

fn join(base: &Path, parts: &[String]) -> PathBuf {
    let mut path = base.to_path_buf();
    path.extend(parts);
    path
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::os::unix::fs::symlink;

    #[test]
    fn a_child_path_is_what_join_gives() {
        for (dir, name) in [("/r", "a"), ("/r/", "a"), ("/", "SKILL.md"), ("r/x", "SKILL.md")] {
            assert_eq!(child(Path::new(dir), name), Path::new(dir).join(name));
        }
    }

    #[test]
    fn lexical_normalisation_refuses_escapes_before_touching_the_filesystem() {
        assert_eq!(normalise("references/../SKILL.md").unwrap(), vec!["SKILL.md"]);
        assert_eq!(normalise("./a//b/").unwrap(), vec!["a", "b"]);
        assert!(matches!(normalise("../x"), Err(PathError::Escapes)));
        assert!(matches!(normalise("a/../../x"), Err(PathError::Escapes)));
        assert!(matches!(normalise("/etc/passwd"), Err(PathError::Escapes)));
        assert!(matches!(normalise("C:\\x"), Err(PathError::Escapes)));
        assert!(matches!(normalise("a\0b"), Err(PathError::Nul)));
        assert!(matches!(normalise("a\\..\\..\\x"), Err(PathError::Escapes)));
    }

    #[test]
    fn symlinks_inside_are_followed_and_outside_refused() {
        let tmp = tempfile::tempdir().unwrap();
        let base = tmp.path().join("skill");
        std::fs::create_dir_all(base.join("refs")).unwrap();
        std::fs::write(base.join("refs/a.md"), "a").unwrap();
        std::fs::write(tmp.path().join("secret"), "s").unwrap();
        symlink("refs/a.md", base.join("inside")).unwrap();
        symlink("../secret", base.join("outside")).unwrap();
        symlink(tmp.path().join("secret"), base.join("absolute")).unwrap();
        symlink("..", base.join("refs/up")).unwrap();
        symlink("../../secret", base.join("refs/far")).unwrap();
        symlink("loop", base.join("loop")).unwrap();

        let ok = resolve(&base, normalise("inside").unwrap()).unwrap();
        assert_eq!(std::fs::read_to_string(ok).unwrap(), "a");
        assert!(resolve(&base, normalise("refs/up/refs/a.md").unwrap()).is_ok());
        assert!(matches!(
            resolve(&base, normalise("outside").unwrap()),
            Err(PathError::Escapes)
        ));
        assert!(matches!(
            resolve(&base, normalise("absolute").unwrap()),
            Err(PathError::Escapes)
        ));
        assert!(matches!(
            resolve(&base, normalise("refs/far").unwrap()),
            Err(PathError::Escapes)
        ));
        // `..` is lexical: `refs/up/..` is `refs`, never the parent of the link target.
        assert_eq!(normalise("refs/up/../x").unwrap(), vec!["refs", "x"]);
        assert!(matches!(
            resolve(&base, normalise("loop").unwrap()),
            Err(PathError::Loop)
        ));
    }
}
