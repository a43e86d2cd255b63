//! Reading one config file: the checks on the file itself, then every key, each
//! checked for its type with the line and column of what is wrong.

use std::io::Read;
use std::path::{Path, PathBuf};

use toml_edit::{Document, Item, Table, TableLike, Value};

use super::{ConfigError, ConfigFile, ConfigScope, ConfigWarning, ExtraRoot, Located, Origin, SkillState, position};
use crate::component::{Scope, ValidationMode};

/// Largest config file read: 1 MiB. A hand-written config is a few hundred bytes; a
/// larger file is a mistake (or a file that is not a config), and refused.
pub const MAX_CONFIG_BYTES: u64 = 1024 * 1024;

/// Deepest `max-depth` accepted. Discovery also stops at `max-directories` per root.
const MAX_DEPTH_LIMIT: i64 = 64;

/// Reads the config file at `path`, or `None` when there is none. A path that exists
/// but is not a regular file (a directory, a FIFO, a device) is an error, found
/// without opening it, so a FIFO can never block the command.
pub fn load(path: &Path, scope: ConfigScope) -> Result<Option<ConfigFile>, ConfigError> {
    match read_text(path)? {
        Some(text) => parse(&text, path, scope).map(Some),
        None => Ok(None),
    }
}

/// The text of the config file at `path` after every check on the file itself (type,
/// size, UTF-8), or `None` when there is none; what [`load`] parses and an edit edits.
pub(crate) fn read_text(path: &Path) -> Result<Option<String>, ConfigError> {
    let meta = match std::fs::metadata(path) {
        Ok(meta) => meta,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            // A dangling symlink is a broken config, not a missing one.
            return match std::fs::symlink_metadata(path) {
                Ok(_) => Err(ConfigError::new(path, None, "is a symbolic link to nothing")),
                Err(_) => Ok(None),
            };
        }
        Err(e) => return Err(ConfigError::new(path, None, format!("cannot be read: {e}"))),
    };
    if meta.is_dir() {
        return Err(ConfigError::new(path, None, "is a directory, not a config file"));
    }
    if !meta.is_file() {
        return Err(ConfigError::new(path, None, "is not a regular file"));
    }
    if meta.len() > MAX_CONFIG_BYTES {
        return Err(ConfigError::new(
            path,
            None,
            format!(
                "is {} bytes, over the {MAX_CONFIG_BYTES}-byte limit for a config file",
                meta.len()
            ),
        ));
    }
    // Opened without blocking and checked again on the handle: a file swapped for a FIFO
    // after the check above still never blocks the command.
    let file = {
        use std::os::unix::fs::OpenOptionsExt;
        std::fs::OpenOptions::new()
            .read(true)
            .custom_flags(libc::O_NONBLOCK)
            .open(path)
            .map_err(|e| ConfigError::new(path, None, format!("cannot be read: {e}")))?
    };
    if !file.metadata().is_ok_and(|m| m.is_file()) {
        return Err(ConfigError::new(path, None, "is not a regular file"));
    }
    let mut bytes = Vec::new();
    file.take(MAX_CONFIG_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| ConfigError::new(path, None, format!("cannot be read: {e}")))?;
    if bytes.len() as u64 > MAX_CONFIG_BYTES {
        return Err(ConfigError::new(
            path,
            None,
            "grew over the size limit while being read",
        ));
    }
    let text = String::from_utf8(bytes).map_err(|e| {
        let at = e.utf8_error().valid_up_to();
        let text = String::from_utf8_lossy(e.as_bytes());
        ConfigError::new(path, Some(position(&text, at)), "is not UTF-8")
    })?;
    Ok(Some(text))
}

/// Parses config text read from `path`.
pub(crate) fn parse(text: &str, path: &Path, scope: ConfigScope) -> Result<ConfigFile, ConfigError> {
    let document = Document::parse(text).map_err(|e| {
        let at = e.span().map(|s| position(text, s.start));
        ConfigError::new(path, at, format!("is not valid TOML: {}", e.message()))
    })?;
    let reader = Reader { text, path, scope };
    let mut file = ConfigFile {
        path: path.to_path_buf(),
        ..ConfigFile::default()
    };
    reader.top_level(document.as_table(), &mut file)?;
    Ok(file)
}

/// One path string of an array: its text, its span in the file, and its position.
type PathEntry<'v> = (&'v str, Option<std::ops::Range<usize>>, (u32, u32));

/// Reads keys with positions into one file's [`ConfigFile`].
struct Reader<'a> {
    text: &'a str,
    path: &'a Path,
    scope: ConfigScope,
}

impl Reader<'_> {
    fn top_level(&self, table: &Table, file: &mut ConfigFile) -> Result<(), ConfigError> {
        for (key, item) in table.iter() {
            let at = self.key_position(table as &dyn TableLike, key, item);
            match key {
                "validation" => {
                    let mode = match self.string(item, key)? {
                        "strict" => ValidationMode::Strict,
                        "lenient" => ValidationMode::Lenient,
                        other => {
                            return Err(self.error(
                                item,
                                format!("`validation` must be \"strict\" or \"lenient\", found \"{other}\""),
                            ));
                        }
                    };
                    file.settings.validation = Some(self.located(mode, at));
                }
                "max-depth" => {
                    let depth = self.integer(item, key, 1, MAX_DEPTH_LIMIT)?;
                    file.settings.max_depth = Some(self.located(depth as u32, at));
                }
                "catalog-budget" => {
                    let budget = self.integer(item, key, 0, i64::from(u32::MAX))?;
                    file.settings.catalog_budget = Some(self.located(budget as u32, at));
                }
                "builtins" => {
                    let on = self.boolean(item, key)?;
                    file.settings.builtins = Some(self.located(on, at));
                }
                "layouts" => self.layouts(item, file)?,
                "roots" => self.roots(item, file)?,
                "skills" => self.skills(item, file)?,
                "trust" => self.trust(item, file)?,
                "audit" => self.audit(item, file)?,
                "links" => self.links(item, file)?,
                "sources" => self.sources(item, file)?,
                _ => self.unknown(file, at, key),
            }
        }
        Ok(())
    }

    fn layouts(&self, item: &Item, file: &mut ConfigFile) -> Result<(), ConfigError> {
        let table = self.table(item, "layouts")?;
        for (name, value) in table.iter() {
            let at = self.key_position(table, name, value);
            let on = self.boolean(value, &format!("layouts.{name}"))?;
            if crate::roots::layout::Layout::named(name).is_none() {
                let known: Vec<&str> = crate::roots::layout::LAYOUTS.iter().map(|l| l.name).collect();
                self.warn(
                    file,
                    at,
                    format!("unknown layout `layouts.{name}` (known: {}); ignored", known.join(", ")),
                );
                continue;
            }
            file.layouts.push((name.to_string(), self.located(on, at)));
        }
        Ok(())
    }

    fn roots(&self, item: &Item, file: &mut ConfigFile) -> Result<(), ConfigError> {
        // `[[roots]]` tables, or `roots = [{ path = "..." }, ...]`.
        let entries: Vec<(&dyn toml_edit::TableLike, Option<std::ops::Range<usize>>)> =
            match (item.as_array_of_tables(), item.as_array()) {
                (Some(tables), _) => tables
                    .iter()
                    .map(|t| (t as &dyn toml_edit::TableLike, t.span()))
                    .collect(),
                (None, Some(array)) => {
                    let mut entries = Vec::new();
                    for value in array.iter() {
                        match value.as_inline_table() {
                            Some(t) => entries.push((t as &dyn toml_edit::TableLike, value.span())),
                            None => {
                                return Err(self.error_at(
                                    value.span(),
                                    format!(
                                        "each of `roots` must be a table with a `path`, found {}",
                                        value.type_name()
                                    ),
                                ));
                            }
                        }
                    }
                    entries
                }
                _ => {
                    return Err(self.error(
                        item,
                        format!(
                            "`roots` must be an array of tables (`[[roots]]`), found {}",
                            item.type_name()
                        ),
                    ));
                }
            };
        for (table, span) in entries {
            let at = span.clone().map(|s| position(self.text, s.start)).unwrap_or((1, 1));
            let mut path = None;
            let mut scope = match self.scope {
                ConfigScope::User => Scope::User,
                ConfigScope::Project => Scope::Project,
            };
            for (key, value) in table.iter() {
                match key {
                    "path" => {
                        let text = self.string(value, "roots.path")?;
                        if text.is_empty() {
                            return Err(self.error(value, "`roots.path` is empty"));
                        }
                        path = Some(PathBuf::from(text));
                    }
                    "scope" => {
                        scope = match self.string(value, "roots.scope")? {
                            "user" => Scope::User,
                            "project" => Scope::Project,
                            "plugin" => Scope::Plugin,
                            other => {
                                return Err(self.error(
                                    value,
                                    format!(
                                        "`roots.scope` must be \"user\", \"project\" or \"plugin\", found \"{other}\""
                                    ),
                                ));
                            }
                        }
                    }
                    other => {
                        let where_ = value.span().map(|s| position(self.text, s.start)).unwrap_or(at);
                        self.unknown(file, where_, &format!("roots.{other}"));
                    }
                }
            }
            let Some(path) = path else {
                return Err(self.error_at(span, "a `[[roots]]` entry has no `path`"));
            };
            file.roots.push(self.located(ExtraRoot { path, scope }, at));
        }
        Ok(())
    }

    fn skills(&self, item: &Item, file: &mut ConfigFile) -> Result<(), ConfigError> {
        let table = self.table(item, "skills")?;
        for (name, value) in table.iter() {
            let at = self.key_position(table, name, value);
            let field = format!("skills.{name}");
            let text = self.string(value, &field)?;
            let Some(state) = SkillState::parse(text) else {
                let states: Vec<&str> = SkillState::ALL.iter().map(|s| s.as_str()).collect();
                return Err(self.error(
                    value,
                    format!("`{field}` must be one of {}, found \"{text}\"", states.join(", ")),
                ));
            };
            file.skills.push((name.trim().to_string(), self.located(state, at)));
        }
        Ok(())
    }

    fn trust(&self, item: &Item, file: &mut ConfigFile) -> Result<(), ConfigError> {
        let table = self.table(item, "trust")?;
        for (key, value) in table.iter() {
            let at = self.key_position(table, key, value);
            if key != "folders" {
                self.unknown(file, at, &format!("trust.{key}"));
                continue;
            }
            for (text, span, entry_at) in self.path_strings(value, "trust.folders", at)? {
                if !Path::new(text).is_absolute() {
                    return Err(self.error_at(
                        span,
                        format!("`trust.folders` entry \"{text}\" is not an absolute path"),
                    ));
                }
                file.trusted.push(self.located(PathBuf::from(text), entry_at));
            }
        }
        Ok(())
    }

    fn sources(&self, item: &Item, file: &mut ConfigFile) -> Result<(), ConfigError> {
        let table = self.table(item, "sources")?;
        for (key, value) in table.iter() {
            let at = self.key_position(table, key, value);
            if !matches!(key, "github" | "gitlab") {
                self.unknown(file, at, &format!("sources.{key}"));
                continue;
            }
            let Some(url) = value.as_str() else {
                return Err(self.error(
                    value,
                    format!("`sources.{key}` must be a URL string, found {}", value.type_name()),
                ));
            };
            if !(url.starts_with("https://") || url.starts_with("file://") || url.starts_with("ssh://")) {
                return Err(self.error(
                    value,
                    format!("`sources.{key}` must be an https://, ssh:// or file:// URL"),
                ));
            }
            file.forges
                .push((key.to_string(), self.located(url.trim_end_matches('/').to_string(), at)));
        }
        Ok(())
    }

    fn links(&self, item: &Item, file: &mut ConfigFile) -> Result<(), ConfigError> {
        let table = self.table(item, "links")?;
        for (key, value) in table.iter() {
            let at = self.key_position(table, key, value);
            match key {
                "follow" => {
                    let on = self.boolean(value, "links.follow")?;
                    file.links_follow = Some(self.located(on, at));
                }
                "allow" => {
                    for (text, _, entry_at) in self.path_strings(value, "links.allow", at)? {
                        file.links_allow.push(self.located(PathBuf::from(text), entry_at));
                    }
                }
                _ => self.unknown(file, at, &format!("links.{key}")),
            }
        }
        Ok(())
    }

    fn audit(&self, item: &Item, file: &mut ConfigFile) -> Result<(), ConfigError> {
        let table = self.table(item, "audit")?;
        for (key, value) in table.iter() {
            let at = self.key_position(table, key, value);
            if key != "rules" {
                self.unknown(file, at, &format!("audit.{key}"));
                continue;
            }
            for (text, _, entry_at) in self.path_strings(value, "audit.rules", at)? {
                file.audit_rules.push(self.located(PathBuf::from(text), entry_at));
            }
        }
        Ok(())
    }

    /// The entries of `value`, which must be an array of path strings (the key
    /// `name`, for messages), each with its span and position (`at` when it has none).
    fn path_strings<'v>(&self, value: &'v Item, name: &str, at: (u32, u32)) -> Result<Vec<PathEntry<'v>>, ConfigError> {
        let Some(array) = value.as_array() else {
            return Err(self.error(
                value,
                format!("`{name}` must be an array of paths, found {}", value.type_name()),
            ));
        };
        array
            .iter()
            .map(|entry| {
                let Some(text) = entry.as_str() else {
                    return Err(self.error_at(
                        entry.span(),
                        format!("each of `{name}` must be a path string, found {}", entry.type_name()),
                    ));
                };
                let entry_at = entry.span().map(|s| position(self.text, s.start)).unwrap_or(at);
                Ok((text, entry.span(), entry_at))
            })
            .collect()
    }

    fn located<T>(&self, value: T, at: (u32, u32)) -> Located<T> {
        Located::new(
            value,
            Origin::File {
                path: self.path.to_path_buf(),
                line: at.0,
            },
        )
    }

    fn unknown(&self, file: &mut ConfigFile, at: (u32, u32), key: &str) {
        self.warn(file, at, format!("unknown key `{key}`; ignored"));
    }

    fn warn(&self, file: &mut ConfigFile, at: (u32, u32), message: String) {
        file.warnings.push(ConfigWarning {
            path: self.path.to_path_buf(),
            line: at.0,
            column: at.1,
            message,
        });
    }

    fn key_position(&self, table: &dyn TableLike, key: &str, item: &Item) -> (u32, u32) {
        table
            .get_key_value(key)
            .and_then(|(k, _)| k.span())
            .or_else(|| item.span())
            .or_else(|| item.as_table().and_then(Table::span))
            .map(|s| position(self.text, s.start))
            .unwrap_or((1, 1))
    }

    fn error(&self, item: &Item, message: impl Into<String>) -> ConfigError {
        let span = item.span().or_else(|| item.as_table().and_then(Table::span));
        self.error_at(span, message)
    }

    fn error_at(&self, span: Option<std::ops::Range<usize>>, message: impl Into<String>) -> ConfigError {
        ConfigError::new(self.path, span.map(|s| position(self.text, s.start)), message)
    }

    fn table<'t>(&self, item: &'t Item, key: &str) -> Result<&'t dyn TableLike, ConfigError> {
        item.as_table_like().ok_or_else(|| {
            self.error(
                item,
                format!("`{key}` must be a table (`[{key}]`), found {}", item.type_name()),
            )
        })
    }

    fn value<'v>(&self, item: &'v Item, key: &str, wanted: &str) -> Result<&'v Value, ConfigError> {
        item.as_value()
            .ok_or_else(|| self.error(item, format!("`{key}` must be {wanted}, found {}", item.type_name())))
    }

    fn string<'v>(&self, item: &'v Item, key: &str) -> Result<&'v str, ConfigError> {
        let value = self.value(item, key, "a string")?;
        value
            .as_str()
            .ok_or_else(|| self.error(item, format!("`{key}` must be a string, found {}", value.type_name())))
    }

    fn boolean(&self, item: &Item, key: &str) -> Result<bool, ConfigError> {
        let value = self.value(item, key, "true or false")?;
        value.as_bool().ok_or_else(|| {
            self.error(
                item,
                format!("`{key}` must be true or false, found {}", value.type_name()),
            )
        })
    }

    fn integer(&self, item: &Item, key: &str, min: i64, max: i64) -> Result<i64, ConfigError> {
        let value = self.value(item, key, "an integer")?;
        let n = value
            .as_integer()
            .ok_or_else(|| self.error(item, format!("`{key}` must be an integer, found {}", value.type_name())))?;
        if !(min..=max).contains(&n) {
            return Err(self.error(item, format!("`{key}` must be from {min} to {max}, found {n}")));
        }
        Ok(n)
    }
}
