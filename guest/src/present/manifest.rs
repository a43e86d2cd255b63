//! A skill's manifest, for servers that publish skills (MCP's skills extension): the
//! frontmatter as the author wrote it, as JSON, and every file `read-resource` would
//! serve, with its size. Bounded by the minimums MCP hosts must accept.

use crate::discover::SKILL_FILE;
use crate::model::{EntryKind, SkillError};
use crate::present::resources::{self, Source, Visit};

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
    let truncated = resources::walk(source, skill, MAX_DIRECTORIES, |path, entry| {
        if entry.name.starts_with('.') {
            return Visit::Skip;
        }
        match entry.kind {
            EntryKind::Directory => Visit::Keep,
            EntryKind::File if entry.size > max_file_bytes => Visit::Skip,
            EntryKind::File if files.len() == MAX_FILES || total.saturating_add(entry.size) > MAX_TOTAL_BYTES => {
                Visit::Stop
            }
            EntryKind::File => {
                total += entry.size;
                files.push(ManifestFile {
                    path: path.to_string(),
                    size: entry.size,
                });
                Visit::Keep
            }
        }
    })?;
    files.sort_by(|a, b| (a.path != SKILL_FILE, &a.path).cmp(&(b.path != SKILL_FILE, &b.path)));
    Ok((files, truncated))
}
