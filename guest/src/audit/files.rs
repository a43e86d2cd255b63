//! A skill's files as the audit reads them: every entry below the skill directory (or
//! below its folder in an unpacked archive), in path order, each read up to
//! [`MAX_SCAN_BYTES`]. Nothing is dropped without a trace: a file past the cap, the
//! files past [`MAX_FILES`], a link, a device, and the hidden entries each leave a
//! record the audit turns into a finding.

use std::collections::VecDeque;
use std::path::Path;

use crate::discover::builtin::BuiltinSkill;
use crate::fs::dirlist::{self, Kind};
use crate::fs::paths;
use crate::fs::wasi_fs;
use crate::install::archive::Tree;
use crate::model::SkillError;
use crate::text::printable_prefix;

/// Most files read; the rest are counted.
pub const MAX_FILES: usize = 512;
/// Most directories walked.
pub const MAX_DIRECTORIES: usize = 256;
/// Most bytes read of one file; what lies past it is reported, not read.
pub const MAX_SCAN_BYTES: u64 = 4 * 1024 * 1024;
/// Most bytes read of one skill; files past it are reported, not read.
pub const MAX_TOTAL_SCAN_BYTES: u64 = 64 * 1024 * 1024;

/// One entry of the skill.
pub struct SkillFile {
    /// Relative to the skill directory, `/`-separated.
    pub path: String,
    pub content: Content,
}

pub enum Content {
    /// A regular file: what was read (all of it, or its first [`MAX_SCAN_BYTES`]),
    /// its full size, and whether its mode is executable (known in archives only).
    Bytes { data: Vec<u8>, size: u64, executable: bool },
    /// A file not read because the skill's byte budget was spent.
    Unread { size: u64 },
    /// A symbolic link, never followed: whether it stays inside the skill.
    Link { inside: bool },
    /// A device, FIFO or socket.
    Special,
}

/// What was gathered.
#[derive(Default)]
pub struct Gathered {
    pub files: Vec<SkillFile>,
    /// Files and directories past [`MAX_FILES`] and [`MAX_DIRECTORIES`], not read.
    pub not_read: usize,
    /// Entries not read: a repository's own store (`.git`) and Finder's `.DS_Store`.
    /// Other dot entries are read: `skills add` does not install them, but a skill
    /// used where it lies (a clone in a skills folder) has them, and its scripts may
    /// copy them into a project (`templates/.github`, `.vscode`, `.devcontainer`).
    pub hidden: usize,
}

impl Gathered {
    fn push(&mut self, path: String, content: Content) {
        if self.files.len() >= MAX_FILES {
            self.not_read += 1;
        } else {
            self.files.push(SkillFile { path, content });
        }
    }
}

/// Whether an entry is left unread (see [`Gathered::hidden`]).
fn is_unread_entry(name: &str) -> bool {
    name == ".git" || name == ".DS_Store"
}

/// Every entry below `skill_dir`, breadth-first, each directory in name order.
pub fn gather_dir(skill_dir: &Path) -> Result<Gathered, SkillError> {
    let mut gathered = Gathered::default();
    let mut queue: VecDeque<Vec<String>> = VecDeque::from([Vec::new()]);
    let mut directories = 0usize;
    let mut budget = MAX_TOTAL_SCAN_BYTES;
    while let Some(dir_parts) = queue.pop_front() {
        directories += 1;
        if directories > MAX_DIRECTORIES {
            gathered.not_read += 1 + queue.len();
            break;
        }
        let dir = skill_dir.join(dir_parts.join("/"));
        let listing = dirlist::list(&dir)
            .map_err(|e| SkillError::Io(format!("cannot list `{}`: {e}", printable_prefix(&dir_parts.join("/")))))?;
        gathered.not_read += listing.skipped;
        for (name, kind) in listing.entries.iter() {
            if is_unread_entry(name) {
                gathered.hidden += 1;
                continue;
            }
            let mut parts = dir_parts.clone();
            parts.push(name.to_string());
            let path = parts.join("/");
            match kind {
                Kind::Dir => queue.push_back(parts),
                Kind::Other => gathered.push(path, Content::Special),
                Kind::Symlink => {
                    let inside = paths::resolve(skill_dir, parts).is_ok();
                    gathered.push(path, Content::Link { inside });
                }
                Kind::File => {
                    let full = dir.join(&**name);
                    let size = wasi_fs::symlink_metadata(&full).map(|s| s.len).unwrap_or(0);
                    if gathered.files.len() >= MAX_FILES {
                        gathered.not_read += 1;
                        continue;
                    }
                    if budget == 0 {
                        gathered.push(path, Content::Unread { size });
                        continue;
                    }
                    let cap = size.min(MAX_SCAN_BYTES).min(budget);
                    let data = wasi_fs::read_prefix(&full, cap)
                        .map_err(|e| SkillError::Io(format!("`{}`: {e}", printable_prefix(&path))))?;
                    budget = budget.saturating_sub(data.len() as u64);
                    gathered.push(
                        path,
                        Content::Bytes {
                            data,
                            size,
                            executable: false,
                        },
                    );
                }
            }
        }
    }
    gathered.files.sort_by(|a, b| a.path.cmp(&b.path));
    Ok(gathered)
}

/// The files of a skill embedded in the component.
pub fn gather_builtin(builtin: &BuiltinSkill) -> Gathered {
    let mut gathered = Gathered::default();
    for (path, text) in builtin.files {
        gathered.push(
            path.to_string(),
            Content::Bytes {
                data: text.as_bytes().to_vec(),
                size: text.len() as u64,
                executable: false,
            },
        );
    }
    gathered.files.sort_by(|a, b| a.path.cmp(&b.path));
    gathered
}

/// The entries of an unpacked archive below `prefix` (`""`, or `dir/`). The archive
/// was checked when it was unpacked (no links out, no devices), so every entry is a
/// file here.
pub fn gather_tree(tree: &Tree, prefix: &str) -> Gathered {
    let mut gathered = Gathered::default();
    let mut budget = MAX_TOTAL_SCAN_BYTES;
    for (full, bytes) in tree.files.range(prefix.to_string()..) {
        let Some(relative) = full.strip_prefix(prefix) else {
            break;
        };
        if relative.split('/').any(is_unread_entry) {
            gathered.hidden += 1;
            continue;
        }
        let size = bytes.len() as u64;
        if budget == 0 {
            gathered.push(relative.to_string(), Content::Unread { size });
            continue;
        }
        let take = size.min(MAX_SCAN_BYTES).min(budget) as usize;
        budget -= take as u64;
        gathered.push(
            relative.to_string(),
            Content::Bytes {
                data: bytes[..take].to_vec(),
                size,
                executable: tree.executable.contains(full),
            },
        );
    }
    gathered
}
