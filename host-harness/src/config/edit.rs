//! Writing a config file: one change at a time, under a lock, keeping comments, order
//! and unknown keys, and replacing the file atomically (a temporary file in the same
//! directory, then a rename), so a reader never sees half a file and two commands
//! writing at once both land.
//!
//! A repository's files are not the user's: a project config whose file or directory
//! is a symbolic link is refused (a repository shipping `.agents -> ~/.config/...`
//! would otherwise have `--project` writes land in the user's own config), and the
//! temporary file is created exclusively, so no planted link is ever followed. The
//! user's own file may be a link (dotfile managers make them): the write goes to
//! where it points, and the link stays.

use std::path::{Path, PathBuf};

use toml_edit::{Array, DocumentMut, Item, Table, value};

use super::read::{parse, read_text};
use super::{ConfigError, ConfigScope, SkillState};

/// One change to a config file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ConfigEdit {
    /// `[skills] NAME = "STATE"`; `on` removes the entry.
    SetSkill {
        /// The skill.
        name: String,
        /// Its new state.
        state: SkillState,
    },
    /// Adds a folder to `[trust] folders`.
    Trust(PathBuf),
    /// Removes a folder from `[trust] folders`.
    Untrust(PathBuf),
}

/// Applies `change` to the file at `path` (created, with its directory, when missing).
/// Returns whether the file changed. A file that cannot be read as a config is never
/// written.
pub fn edit(path: &Path, scope: ConfigScope, change: &ConfigEdit) -> Result<bool, ConfigError> {
    let shown = path;
    let io = |what: &str, e: std::io::Error| ConfigError::new(shown, None, format!("cannot {what}: {e}"));
    if scope == ConfigScope::Project {
        refuse_links(shown)?;
    }
    let path = &target(path, scope)?;
    let dir = path
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    std::fs::create_dir_all(dir).map_err(|e| io("create its directory", e))?;
    if scope == ConfigScope::Project {
        // Again, now that the directory exists: nothing may have been linked meanwhile.
        refuse_links(shown)?;
    }
    let file_name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    // The lock is on the directory itself (the config is replaced by each write), so
    // no lock file is left in a repository's working tree.
    let lock = std::fs::File::open(dir).map_err(|e| io("open its directory", e))?;
    lock.lock().map_err(|e| io("lock its directory", e))?;

    // Every check a reader makes, under the lock, before anything is written, on the
    // very text that is then edited.
    let text = read_text(path)?.unwrap_or_default();
    parse(&text, path, scope)?;
    let mut document: DocumentMut = text.parse().map_err(|e: toml_edit::TomlError| {
        ConfigError::new(path, None, format!("is not valid TOML: {}", e.message()))
    })?;
    if !apply(&mut document, change) {
        return Ok(false);
    }
    let updated = document.to_string();
    // What is written must read back as a config: never leave a file the next run refuses.
    parse(&updated, path, scope)?;
    crate::atomic_write::write_atomically(path, dir, &file_name, updated.as_bytes()).map_err(|e| io("write it", e))?;
    Ok(true)
}

/// The file to write: for the user's own config, where a symbolic link points (so the
/// link survives the rename); otherwise the path itself.
fn target(path: &Path, scope: ConfigScope) -> Result<PathBuf, ConfigError> {
    let is_link = std::fs::symlink_metadata(path).is_ok_and(|m| m.file_type().is_symlink());
    if scope == ConfigScope::User && is_link {
        return std::fs::canonicalize(path)
            .map_err(|e| ConfigError::new(path, None, format!("is a symbolic link that cannot be followed: {e}")));
    }
    Ok(path.to_path_buf())
}

/// Refuses a project config whose file or directory (`.agents`) is a symbolic link: a
/// repository decides where those point.
fn refuse_links(path: &Path) -> Result<(), ConfigError> {
    for step in [Some(path), path.parent()].into_iter().flatten() {
        if std::fs::symlink_metadata(step).is_ok_and(|m| m.file_type().is_symlink()) {
            return Err(ConfigError::new(
                path,
                None,
                format!(
                    "{} is a symbolic link; a project config is written only as a plain file in the repository",
                    step.display()
                ),
            ));
        }
    }
    Ok(())
}

/// Applies `change`; returns whether anything changed.
fn apply(document: &mut DocumentMut, change: &ConfigEdit) -> bool {
    match change {
        ConfigEdit::SetSkill { name, state } => {
            let skills = table(document, "skills");
            let current = skills.get(name).and_then(Item::as_str).and_then(SkillState::parse);
            match state {
                // `on` is written, not only the narrowing removed: it also turns on a
                // skill whose author wrote `default-enabled: false`.
                _ if current == Some(*state) => false,
                _ => {
                    skills.insert(name, value(state.as_str()));
                    true
                }
            }
        }
        ConfigEdit::Trust(folder) => {
            let folder = folder.to_string_lossy();
            let folders = folders(document);
            if folders.iter().any(|f| f.as_str() == Some(&folder)) {
                return false;
            }
            folders.push(folder.as_ref());
            true
        }
        ConfigEdit::Untrust(folder) => {
            let folder = folder.to_string_lossy();
            let folders = folders(document);
            let before = folders.len();
            folders.retain(|f| f.as_str() != Some(&folder));
            folders.len() != before
        }
    }
}

/// The table at `key`, created when missing (reading already refused a non-table).
fn table<'d>(document: &'d mut DocumentMut, key: &str) -> &'d mut Table {
    let item = document.entry(key).or_insert_with(|| Item::Table(Table::new()));
    // `key = { ... }` becomes a `[key]` table, entries kept.
    if let Some(inline) = item.as_inline_table() {
        *item = Item::Table(inline.clone().into_table());
    }
    if !item.is_table() {
        *item = Item::Table(Table::new());
    }
    item.as_table_mut().expect("made a table above")
}

fn folders(document: &mut DocumentMut) -> &mut Array {
    let trust = table(document, "trust");
    let item = trust.entry("folders").or_insert_with(|| value(Array::new()));
    if !item.is_array() {
        *item = value(Array::new());
    }
    item.as_array_mut().expect("made an array above")
}
