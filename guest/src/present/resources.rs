//! Reading and listing files of one skill, confined to its directory.
//!
//! Order of checks: NUL and absolute paths and lexical `..` escapes are refused
//! before the filesystem is touched; symlinks are then resolved component by
//! component and refused when they leave the skill directory; only then is the
//! target inspected (directories, non-regular files and files over the cap refused).
//! A denial never depends on whether something exists outside.

use std::fs;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use crate::discover::SKILL_FILE;
use crate::discover::builtin::BuiltinSkill;
use crate::fs::dirlist::{self, Kind};
use crate::fs::paths::{self, PathError};
use crate::fs::read::{CappedReadError, read_capped};
use crate::model::{EntryKind, ResourceEntry, SkillError};

/// Where a skill's files live.
#[derive(Clone, Debug)]
pub enum Source {
    /// On disk: guest paths of the skill directory and its `SKILL.md`.
    Disk { dir: Arc<Path>, file: Arc<Path> },
    /// Embedded in the component.
    Builtin(&'static BuiltinSkill),
}

/// Most entries in the `<skill_resources>` listing of an envelope.
pub const ENVELOPE_LISTING_CAP: usize = 100;
/// Most directories the envelope listing walks.
const LISTING_MAX_DIRECTORIES: usize = 64;

fn path_error(e: PathError, path: &str) -> SkillError {
    match e {
        PathError::Escapes => SkillError::Denied(format!("`{}` is outside the skill directory", shown(path))),
        PathError::Nul => SkillError::Invalid("path contains a NUL byte".into()),
        PathError::Loop => SkillError::Denied(format!("`{}` goes through a symlink loop", shown(path))),
        PathError::Io(e) => SkillError::Io(e.to_string()),
    }
}

fn shown(path: &str) -> String {
    crate::text::printable_prefix(path)
}

fn not_found(path: &str, skill: &str) -> SkillError {
    SkillError::NotFound {
        message: format!("no file `{}` in skill `{skill}`", shown(path)),
        available: Vec::new(),
    }
}

/// Resolves `path` inside the skill directory `dir`; also returns its normal components.
fn resolve_in(dir: &Path, path: &str) -> Result<(PathBuf, Vec<String>), SkillError> {
    let parts = paths::normalise(path).map_err(|e| path_error(e, path))?;
    let target = paths::resolve(dir, parts.clone()).map_err(|e| path_error(e, path))?;
    Ok((target, parts))
}

/// Stats a resolved target; a missing one is `not-found` for the path asked for.
fn stat(target: &Path, path: &str, skill: &str) -> Result<fs::Metadata, SkillError> {
    fs::metadata(target).map_err(|e| match e.kind() {
        std::io::ErrorKind::NotFound | std::io::ErrorKind::InvalidFilename => not_found(path, skill),
        _ => SkillError::Io(e.to_string()),
    })
}

/// Reads one file of a skill, at most `max_bytes`.
pub fn read(source: &Source, skill: &str, path: &str, max_bytes: u64) -> Result<Vec<u8>, SkillError> {
    match source {
        Source::Builtin(builtin) => {
            let parts = paths::normalise(path).map_err(|e| path_error(e, path))?;
            let rel = parts.join("/");
            match builtin.file(&rel) {
                Some(text) => Ok(text.as_bytes().to_vec()),
                None if rel.is_empty() || builtin.files.iter().any(|(p, _)| p.starts_with(&format!("{rel}/"))) => {
                    Err(SkillError::Invalid(format!("`{}` is a directory", shown(path))))
                }
                None => Err(not_found(path, skill)),
            }
        }
        Source::Disk { dir, .. } => {
            let (target, _) = resolve_in(dir, path)?;
            let meta = stat(&target, path, skill)?;
            if meta.is_dir() {
                return Err(SkillError::Invalid(format!("`{}` is a directory", shown(path))));
            }
            if !meta.is_file() {
                return Err(SkillError::Invalid(format!("`{}` is not a regular file", shown(path))));
            }
            if meta.len() > max_bytes {
                return Err(too_large(path, meta.len(), max_bytes));
            }
            let file = fs::File::open(&target).map_err(|e| SkillError::Io(e.to_string()))?;
            read_capped(file, meta.len(), max_bytes).map_err(|e| match e {
                CappedReadError::Io(e) => SkillError::Io(e.to_string()),
                CappedReadError::TooLarge(size) => too_large(path, size, max_bytes),
            })
        }
    }
}

fn too_large(path: &str, size: u64, max: u64) -> SkillError {
    SkillError::TooLarge(format!(
        "`{}` is {size} bytes, over the {max}-byte limit (policy max-resource-bytes)",
        shown(path)
    ))
}

/// Lists the direct children of a directory of the skill, sorted by name. Symlinks
/// are listed as what they point to, and left out when they point outside the skill.
pub fn list(source: &Source, skill: &str, dir_path: &str) -> Result<Vec<ResourceEntry>, SkillError> {
    match source {
        Source::Builtin(builtin) => list_builtin(builtin, skill, dir_path),
        Source::Disk { dir, .. } => {
            let (target, base_parts) = resolve_in(dir, dir_path)?;
            if !stat(&target, dir_path, skill)?.is_dir() {
                return Err(SkillError::Invalid(format!("`{}` is not a directory", shown(dir_path))));
            }
            let listing = dirlist::list(&target).map_err(|e| SkillError::Io(e.to_string()))?;
            let mut entries = Vec::new();
            for (name, kind) in listing.entries {
                let name = String::from(&*name);
                let meta = match kind {
                    Kind::Symlink => {
                        let mut parts = base_parts.clone();
                        parts.push(name.clone());
                        paths::resolve(dir, parts)
                            .ok()
                            .and_then(|resolved| fs::metadata(resolved).ok())
                    }
                    Kind::Dir | Kind::File => fs::metadata(target.join(&name)).ok(),
                    Kind::Other => None,
                };
                match meta {
                    Some(m) if m.is_dir() => entries.push(ResourceEntry {
                        name,
                        kind: EntryKind::Directory,
                        size: 0,
                    }),
                    Some(m) if m.is_file() => entries.push(ResourceEntry {
                        name,
                        kind: EntryKind::File,
                        size: m.len(),
                    }),
                    _ => {}
                }
            }
            entries.sort_by(|a, b| a.name.cmp(&b.name));
            Ok(entries)
        }
    }
}

fn list_builtin(builtin: &BuiltinSkill, skill: &str, dir_path: &str) -> Result<Vec<ResourceEntry>, SkillError> {
    let parts = paths::normalise(dir_path).map_err(|e| path_error(e, dir_path))?;
    let prefix = if parts.is_empty() {
        String::new()
    } else {
        format!("{}/", parts.join("/"))
    };
    if builtin.file(prefix.trim_end_matches('/')).is_some() {
        return Err(SkillError::Invalid(format!("`{}` is not a directory", shown(dir_path))));
    }
    let mut entries: Vec<ResourceEntry> = Vec::new();
    for (path, text) in builtin.files {
        let Some(rest) = path.strip_prefix(&prefix) else {
            continue;
        };
        let entry = match rest.split_once('/') {
            Some((dir, _)) => ResourceEntry {
                name: dir.to_string(),
                kind: EntryKind::Directory,
                size: 0,
            },
            None => ResourceEntry {
                name: rest.to_string(),
                kind: EntryKind::File,
                size: text.len() as u64,
            },
        };
        if !entries.contains(&entry) {
            entries.push(entry);
        }
    }
    if entries.is_empty() {
        return Err(not_found(dir_path, skill));
    }
    entries.sort_by(|a, b| a.name.cmp(&b.name));
    Ok(entries)
}

/// What a [`walk`] visitor decides about one entry.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Visit {
    /// Go on; for a directory, list it later.
    Keep,
    /// Go on without it; a directory is not listed.
    Skip,
    /// End the walk here.
    Stop,
}

/// Walks a skill breadth-first: `visit` sees each entry with its path relative to the
/// skill directory, and each directory it keeps is listed in turn, at most
/// `max_directories` of them (symlinked directories inside a skill can form cycles).
/// Fails only when the skill directory itself cannot be listed; a subdirectory that
/// vanished or changed since its parent was listed is skipped. Returns whether the
/// walk ended early (the bound, or the visitor's `Stop`).
pub fn walk(
    source: &Source,
    skill: &str,
    max_directories: usize,
    mut visit: impl FnMut(&str, &ResourceEntry) -> Visit,
) -> Result<bool, SkillError> {
    let mut queue = std::collections::VecDeque::from([String::new()]);
    let mut listed = 0;
    while let Some(dir) = queue.pop_front() {
        listed += 1;
        if listed > max_directories {
            return Ok(true);
        }
        let entries = match list(source, skill, &dir) {
            Ok(entries) => entries,
            Err(e) if dir.is_empty() => return Err(e),
            Err(_) => continue,
        };
        for entry in entries {
            let path = if dir.is_empty() {
                entry.name.clone()
            } else {
                format!("{dir}/{}", entry.name)
            };
            match visit(&path, &entry) {
                Visit::Stop => return Ok(true),
                Visit::Keep if entry.kind == EntryKind::Directory => queue.push_back(path),
                Visit::Keep | Visit::Skip => {}
            }
        }
    }
    Ok(false)
}

/// Relative paths of the skill's files (not `SKILL.md`), breadth-first, at most `cap`,
/// plus a final `… (N more)` line when cut. For the optional envelope listing.
pub fn listing(source: &Source, skill: &str, cap: usize) -> Vec<String> {
    let mut files = Vec::new();
    let mut more = 0usize;
    // A skill directory that cannot be listed has nothing to show.
    let _ = walk(source, skill, LISTING_MAX_DIRECTORIES, |path, entry| {
        match entry.kind {
            EntryKind::File if path == SKILL_FILE => {}
            EntryKind::File if files.len() < cap => files.push(path.to_string()),
            EntryKind::File => more += 1,
            EntryKind::Directory => {}
        }
        Visit::Keep
    });
    if more > 0 {
        files.push(format!("… ({more} more)"));
    }
    files
}
