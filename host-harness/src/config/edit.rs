//! Writing a config file: one change at a time, under a lock, keeping comments, order
//! and unknown keys, and replacing the file atomically (a temporary file in the same
//! directory, then a rename), so a reader never sees half a file and two commands
//! writing at once both land.

use std::io::Write;
use std::path::{Path, PathBuf};

use toml_edit::{Array, DocumentMut, Item, Table, value};

use super::read::parse;
use super::{ConfigError, ConfigScope, SkillState, load};

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
    let io = |what: &str, e: std::io::Error| ConfigError::new(path, None, format!("cannot {what}: {e}"));
    let dir = path
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    std::fs::create_dir_all(dir).map_err(|e| io("create its directory", e))?;
    let file_name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    // The lock is a file of its own: the config itself is replaced by each write.
    let lock = std::fs::OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(dir.join(format!(".{file_name}.lock")))
        .map_err(|e| io("create its lock file", e))?;
    lock.lock().map_err(|e| io("lock it", e))?;

    // Every check a reader makes, under the lock, before anything is written.
    let existing = load(path, scope)?;
    let text = match existing {
        Some(_) => std::fs::read_to_string(path).map_err(|e| io("read it", e))?,
        None => String::new(),
    };
    let mut document: DocumentMut = text.parse().map_err(|e: toml_edit::TomlError| {
        ConfigError::new(path, None, format!("is not valid TOML: {}", e.message()))
    })?;
    if !apply(&mut document, change) {
        return Ok(false);
    }
    let updated = document.to_string();
    // What is written must read back as a config: never leave a file the next run refuses.
    parse(&updated, path, scope)?;
    write_atomically(path, dir, &file_name, updated.as_bytes()).map_err(|e| io("write it", e))?;
    Ok(true)
}

/// Applies `change`; returns whether anything changed.
fn apply(document: &mut DocumentMut, change: &ConfigEdit) -> bool {
    match change {
        ConfigEdit::SetSkill { name, state } => {
            let skills = table(document, "skills");
            let current = skills.get(name).and_then(Item::as_str).and_then(SkillState::parse);
            match state {
                SkillState::On if skills.contains_key(name) => {
                    skills.remove(name);
                    true
                }
                SkillState::On => false,
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

/// Writes `bytes` to a temporary file beside `path` (keeping the old file's
/// permissions), flushes it to disk, then renames it over `path`.
fn write_atomically(path: &Path, dir: &Path, file_name: &str, bytes: &[u8]) -> std::io::Result<()> {
    let temporary = dir.join(format!(".{file_name}.{}.tmp", std::process::id()));
    let result = (|| {
        let mut file = std::fs::File::create(&temporary)?;
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
