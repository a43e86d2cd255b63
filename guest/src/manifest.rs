//! A skill's manifest, for servers that publish skills (MCP's skills extension): the
//! frontmatter as the author wrote it, as JSON, and every file `read-resource` would
//! serve, with its size. Bounded by the minimums MCP hosts must accept.

use std::collections::VecDeque;

use crate::discovery::SKILL_FILE;
use crate::model::{EntryKind, SkillError};
use crate::resources::{self, Source};

/// Most files in a manifest (MCP hosts must accept at least 512 per skill).
pub const MAX_FILES: usize = 512;
/// Most bytes the listed files may add up to (MCP hosts must accept at least 16 MiB).
pub const MAX_TOTAL_BYTES: u64 = 16 * 1024 * 1024;
/// Most directories walked; symlinked directories inside a skill can form cycles.
pub const MAX_DIRECTORIES: usize = 256;

/// One listed file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ManifestFile {
    /// Relative to the skill directory, `/`-separated.
    pub path: String,
    pub size: u64,
}

/// The manifest of one skill.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Manifest {
    /// The frontmatter as a JSON object.
    pub frontmatter: String,
    /// `SKILL.md` first, then the rest sorted by path.
    pub files: Vec<ManifestFile>,
    /// A bound stopped the walk; `files` is a prefix.
    pub truncated: bool,
}

/// Lists the files of a skill: breadth-first, hidden entries (`.name`) and files over
/// `max_file_bytes` left out, within [`MAX_FILES`], [`MAX_TOTAL_BYTES`] and
/// [`MAX_DIRECTORIES`].
pub fn files(source: &Source, skill: &str, max_file_bytes: u64) -> Result<(Vec<ManifestFile>, bool), SkillError> {
    let mut files = Vec::new();
    let mut total = 0u64;
    let mut truncated = false;
    let mut queue = VecDeque::from([String::new()]);
    let mut directories = 0usize;
    'walk: while let Some(dir) = queue.pop_front() {
        directories += 1;
        if directories > MAX_DIRECTORIES {
            truncated = true;
            break;
        }
        // The skill directory itself must list; a subdirectory that vanished or turned
        // into something else since its parent was listed is skipped.
        let entries = match resources::list(source, skill, &dir) {
            Ok(entries) => entries,
            Err(e) if dir.is_empty() => return Err(e),
            Err(_) => continue,
        };
        for entry in entries {
            if entry.name.starts_with('.') {
                continue;
            }
            let path = if dir.is_empty() {
                entry.name
            } else {
                format!("{dir}/{}", entry.name)
            };
            match entry.kind {
                EntryKind::Directory => queue.push_back(path),
                EntryKind::File if entry.size > max_file_bytes => {}
                EntryKind::File => {
                    if files.len() == MAX_FILES || total.saturating_add(entry.size) > MAX_TOTAL_BYTES {
                        truncated = true;
                        break 'walk;
                    }
                    total += entry.size;
                    files.push(ManifestFile { path, size: entry.size });
                }
            }
        }
    }
    files.sort_by(|a, b| (a.path != SKILL_FILE, &a.path).cmp(&(b.path != SKILL_FILE, &b.path)));
    Ok((files, truncated))
}
