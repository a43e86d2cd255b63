//! The lockfile of a scope: `skills-lock.json` in its skills folder, one entry per
//! skill `skills add` installed there. JSON, keys in a fixed order and skills sorted
//! by name, so it diffs well and two installs of the same state write the same bytes.
//!
//! ```json
//! {
//!   "version": 1,
//!   "skills": {
//!     "pdf": {
//!       "source": { "kind": "git", "location": "https://github.com/o/skills", "ref": "v1",
//!                   "commit": "0123…", "path": "skills/pdf" },
//!       "digest": "sha256:…",
//!       "files": { "SKILL.md": { "size": 812, "digest": "sha256:…" } },
//!       "installed": "2026-11-24T05:40:00Z"
//!     }
//!   }
//! }
//! ```
//!
//! A file that is not this shape, or of a newer `version`, is refused and never
//! rewritten: a newer `skills` wrote it, and this one would lose what it does not know.
//!
//! **A project's lock is shared with `npx skills`.** It lives at the repository root,
//! `skills-lock.json`, in the schema that tool writes ([`Lockfile::read_shared`],
//! [`Lockfile::to_shared_bytes`]): per skill its `source`, `sourceType`, `ref`,
//! `skillPath` and `computedHash`, and this runtime's own record of the entry above
//! under one more key, `agentskills`. Entries the other tool wrote are kept as they are
//! and checked by their `computedHash` (see `npx_lock`). A lock an earlier `skills` left
//! in the project's skills folder is moved into it once (`InstallScope::lock`).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

/// The schema version this build reads and writes.
pub const LOCKFILE_VERSION: u32 = 1;
/// The lockfile's name, in the scope's skills folder.
pub const LOCKFILE_NAME: &str = "skills-lock.json";
/// Largest lockfile read (a thousand skills of a hundred files each fit).
const MAX_LOCKFILE_BYTES: u64 = 16 * 1024 * 1024;

/// The whole file.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Lockfile {
    /// The schema version ([`LOCKFILE_VERSION`]).
    pub version: u32,
    /// Every installed skill, by name.
    pub skills: BTreeMap<String, LockedSkill>,
    /// In a shared (project) lock, the entries another tool wrote, kept as written.
    #[serde(skip)]
    pub foreign: BTreeMap<String, serde_json::Value>,
}

/// One installed skill.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LockedSkill {
    /// Where it came from.
    pub source: LockedSource,
    /// The tree digest ([`super::digest::tree_digest`]).
    pub digest: String,
    /// Every installed file, by path.
    pub files: BTreeMap<String, LockedFile>,
    /// When it was installed, RFC 3339 in UTC.
    pub installed: String,
    /// Audit findings at or above the gate that the user accepted (`--allow`), each
    /// with the tree digest of the version it was accepted for.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub accepted: Vec<crate::audit::Accepted>,
    /// The other agents' folders it was placed in (`--agent`): what `remove` takes
    /// away and `verify` checks.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub agents: Vec<AgentPlacement>,
    /// `npx skills`' digest of the folder as installed ([`super::npx_lock::computed_hash`]),
    /// written as that tool's `computedHash` in a shared lock.
    #[serde(default, rename = "computedHash", skip_serializing_if = "Option::is_none")]
    pub computed_hash: Option<String>,
}

/// One agent folder a skill was placed in.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AgentPlacement {
    /// The layout's name (`claude`, `gemini`, ...).
    pub agent: String,
    /// `link` (a relative symlink to the canonical copy) or `copy`.
    pub how: String,
}

/// Where a skill came from.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LockedSource {
    /// `dir` or `git`.
    pub kind: String,
    /// The directory (absolute) or the URL, as given.
    pub location: String,
    /// The branch, tag or commit asked for (git), if any.
    #[serde(rename = "ref")]
    pub reference: Option<String>,
    /// The commit installed (git).
    pub commit: Option<String>,
    /// The skill's directory inside the source, `/`-separated; `""` for its root.
    pub path: String,
}

/// One installed file.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LockedFile {
    /// Size in bytes.
    pub size: u64,
    /// `sha256:` and the hex digest of its bytes.
    pub digest: String,
}

impl Lockfile {
    /// Where the lockfile of the scope whose skills folder is `skills_dir` lives.
    pub fn path_in(skills_dir: &Path) -> PathBuf {
        skills_dir.join(LOCKFILE_NAME)
    }

    /// Reads the lockfile; an absent one is empty. Corrupt, too large, or of a newer
    /// version: an error naming the file.
    pub fn read(path: &Path) -> Result<Lockfile, String> {
        let shown = path.display();
        let meta = match std::fs::symlink_metadata(path) {
            Ok(meta) => meta,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                return Ok(Lockfile {
                    version: LOCKFILE_VERSION,
                    ..Lockfile::default()
                });
            }
            Err(e) => return Err(format!("{shown}: cannot read the lockfile: {e}")),
        };
        if !meta.is_file() {
            return Err(format!("{shown}: the lockfile is not a regular file"));
        }
        if meta.len() > MAX_LOCKFILE_BYTES {
            return Err(format!("{shown}: the lockfile is over {MAX_LOCKFILE_BYTES} bytes"));
        }
        let text = std::fs::read_to_string(path).map_err(|e| format!("{shown}: cannot read the lockfile: {e}"))?;
        let value: serde_json::Value = serde_json::from_str(&text)
            .map_err(|e| format!("{shown}: the lockfile is not valid JSON ({e}); not changed"))?;
        match value.get("version").and_then(serde_json::Value::as_u64) {
            Some(v) if v == u64::from(LOCKFILE_VERSION) => {}
            Some(v) if v > u64::from(LOCKFILE_VERSION) => {
                return Err(format!(
                    "{shown}: the lockfile is version {v}, newer than this skills (version {LOCKFILE_VERSION}); upgrade skills; not changed"
                ));
            }
            _ => return Err(format!("{shown}: the lockfile has no valid `version`; not changed")),
        }
        let lockfile: Lockfile = serde_json::from_value(value)
            .map_err(|e| format!("{shown}: the lockfile is malformed ({e}); not changed"))?;
        if let Some(bad) = lockfile.skills.keys().find(|name| !super::is_installable_name(name)) {
            return Err(format!(
                "{shown}: the lockfile names a skill `{}` that cannot be a folder name; not changed",
                crate::api::text::terminal_safe(bad)
            ));
        }
        Ok(lockfile)
    }

    /// Reads a shared (project) lock: `npx skills`' schema, this runtime's entries
    /// recognised by their `agentskills` record, the others kept as written. Absent:
    /// empty. Not JSON, or of a newer version: an error naming the file.
    pub fn read_shared(path: &Path) -> Result<Lockfile, String> {
        let shown = path.display();
        let empty = Lockfile {
            version: LOCKFILE_VERSION,
            ..Lockfile::default()
        };
        let meta = match std::fs::symlink_metadata(path) {
            Ok(meta) => meta,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(empty),
            Err(e) => return Err(format!("{shown}: cannot read the lockfile: {e}")),
        };
        if !meta.is_file() || meta.len() > MAX_LOCKFILE_BYTES {
            return Err(format!(
                "{shown}: the lockfile is not a regular file under {MAX_LOCKFILE_BYTES} bytes"
            ));
        }
        let text = std::fs::read_to_string(path).map_err(|e| format!("{shown}: cannot read the lockfile: {e}"))?;
        let value: serde_json::Value = serde_json::from_str(&text)
            .map_err(|e| format!("{shown}: the lockfile is not valid JSON ({e}); not changed"))?;
        match value.get("version").and_then(serde_json::Value::as_u64) {
            Some(v) if v > u64::from(LOCKFILE_VERSION) => {
                return Err(format!(
                    "{shown}: the lockfile is version {v}, newer than this skills reads ({LOCKFILE_VERSION}); not changed"
                ));
            }
            _ => {}
        }
        let mut lockfile = empty;
        let Some(skills) = value.get("skills").and_then(serde_json::Value::as_object) else {
            return Ok(lockfile);
        };
        for (name, entry) in skills {
            if !super::is_installable_name(name) {
                return Err(format!(
                    "{shown}: the lockfile names a skill `{}` that cannot be a folder name; not changed",
                    crate::api::text::terminal_safe(name)
                ));
            }
            match entry.get(SHARED_KEY) {
                Some(ours) => {
                    let mut skill: LockedSkill = serde_json::from_value(ours.clone())
                        .map_err(|e| format!("{shown}: `{name}`'s `{SHARED_KEY}` is malformed ({e}); not changed"))?;
                    skill.computed_hash = entry.get("computedHash").and_then(|h| h.as_str()).map(str::to_string);
                    lockfile.skills.insert(name.clone(), skill);
                }
                None => {
                    lockfile.foreign.insert(name.clone(), entry.clone());
                }
            }
        }
        Ok(lockfile)
    }

    /// A shared (project) lock's bytes, as `npx skills` writes them (two-space JSON,
    /// skills by name, a final newline): this runtime's entries in that tool's fields
    /// with its own record under `agentskills`, the others as they were read. `root` is
    /// the repository root, which a folder source is written relative to.
    pub fn to_shared_bytes(&self, root: &Path) -> Vec<u8> {
        // Written by hand, in that tool's key order (`version` first; in an entry
        // `source`, `sourceUrl`, `ref`, `sourceType`, `skillPath`, `computedHash`):
        // serde_json's maps would sort the keys.
        let mut skills: BTreeMap<&str, String> = self
            .foreign
            .iter()
            .map(|(name, entry)| (name.as_str(), pretty(entry, 4)))
            .collect();
        for (name, skill) in &self.skills {
            let fields: Vec<String> = shared_entry(skill, root)
                .into_iter()
                .map(|(key, value)| format!("      {}: {}", json_string(key), pretty(&value, 6)))
                .collect();
            skills.insert(name, format!("{{\n{}\n    }}", fields.join(",\n")));
        }
        let entries: Vec<String> = skills
            .into_iter()
            .map(|(name, entry)| format!("    {}: {entry}", json_string(name)))
            .collect();
        let body = if entries.is_empty() {
            "{}".to_string()
        } else {
            format!("{{\n{}\n  }}", entries.join(",\n"))
        };
        format!("{{\n  \"version\": {LOCKFILE_VERSION},\n  \"skills\": {body}\n}}\n").into_bytes()
    }

    /// The file's bytes: pretty JSON, a final newline.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut text = serde_json::to_string_pretty(self).unwrap_or_default();
        text.push('\n');
        text.into_bytes()
    }
}

/// The key under which a shared lock's entry carries this runtime's own record.
pub const SHARED_KEY: &str = "agentskills";

/// One entry of a shared lock in `npx skills`' fields: `source` and `sourceType` as
/// that tool names them (`owner/repo` and `github` for a GitHub repository, the URL
/// for another git host, `./path` for a folder), `ref` when one was asked for,
/// `skillPath`, `computedHash`; then this runtime's record.
fn shared_entry(skill: &LockedSkill, root: &Path) -> Vec<(&'static str, serde_json::Value)> {
    let source = &skill.source;
    let github = source
        .location
        .strip_prefix("https://github.com/")
        .map(|rest| rest.trim_end_matches('/').trim_end_matches(".git"))
        .filter(|rest| rest.split('/').count() == 2);
    let (shown, kind, url) = match source.kind.as_str() {
        "git" => match github {
            Some(repo) => (repo.to_string(), "github", None),
            None if source.location.starts_with("https://gitlab.com/") => {
                (source.location.clone(), "gitlab", Some(source.location.clone()))
            }
            None => (source.location.clone(), "git", Some(source.location.clone())),
        },
        "dir" => {
            let shown = match Path::new(&source.location).strip_prefix(root) {
                Ok(rest) => format!("./{}", rest.to_string_lossy()),
                Err(_) => source.location.clone(),
            };
            (shown, "local", None)
        }
        other => (source.location.clone(), other, None),
    };
    let mut entry: Vec<(&'static str, serde_json::Value)> = vec![("source", shown.into())];
    if let Some(url) = url {
        entry.push(("sourceUrl", url.into()));
    }
    if let Some(reference) = &source.reference {
        entry.push(("ref", reference.clone().into()));
    }
    entry.push(("sourceType", kind.into()));
    if source.kind == "git" {
        let path = if source.path.is_empty() {
            "SKILL.md".to_string()
        } else {
            format!("{}/SKILL.md", source.path)
        };
        entry.push(("skillPath", path.into()));
    }
    entry.push(("computedHash", skill.computed_hash.clone().unwrap_or_default().into()));
    let mut ours = serde_json::to_value(skill).unwrap_or_default();
    if let Some(map) = ours.as_object_mut() {
        map.remove("computedHash");
    }
    entry.push((SHARED_KEY, ours));
    entry
}

/// `value` as two-space JSON whose lines after the first are indented by `indent`.
fn pretty(value: &serde_json::Value, indent: usize) -> String {
    let text = serde_json::to_string_pretty(value).unwrap_or_default();
    text.replace('\n', &format!("\n{}", " ".repeat(indent)))
}

fn json_string(text: &str) -> String {
    serde_json::Value::from(text).to_string()
}

/// Now, as RFC 3339 in UTC to the second (`2026-11-24T05:40:00Z`).
pub fn now_rfc3339() -> String {
    let (text, _) = now_parts();
    format!("{text}Z")
}

/// Now as JavaScript's `toISOString` writes it (`2026-11-24T05:40:00.123Z`), for the
/// locks `npx skills` keeps.
pub fn now_iso_millis() -> String {
    let (text, millis) = now_parts();
    format!("{text}.{millis:03}Z")
}

/// Now in UTC to the second, without the zone, and the milliseconds.
fn now_parts() -> (String, u32) {
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap_or_default();
    let seconds = now.as_secs();
    let (days, rest) = (seconds / 86_400, seconds % 86_400);
    let (year, month, day) = civil_from_days(days as i64);
    let text = format!(
        "{year:04}-{month:02}-{day:02}T{:02}:{:02}:{:02}",
        rest / 3600,
        rest % 3600 / 60,
        rest % 60
    );
    (text, now.subsec_millis())
}

/// Howard Hinnant's days-to-civil: the proleptic Gregorian date of a day count since
/// 1970-01-01.
fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let year = yoe + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_are_civil_dates() {
        assert_eq!(civil_from_days(0), (1970, 1, 1));
        assert_eq!(civil_from_days(20_781), (2026, 11, 24));
        assert_eq!(civil_from_days(11_016), (2000, 2, 29));
    }

    #[test]
    fn a_corrupt_or_newer_lockfile_is_refused() {
        let tmp = std::env::temp_dir().join(format!("skills-lock-test-{}", std::process::id()));
        std::fs::create_dir_all(&tmp).unwrap();
        let path = Lockfile::path_in(&tmp);
        assert!(Lockfile::read(&path).unwrap().skills.is_empty(), "absent is empty");
        std::fs::write(&path, "{not json").unwrap();
        assert!(Lockfile::read(&path).unwrap_err().contains("not valid JSON"));
        std::fs::write(&path, r#"{"version": 2, "skills": {}}"#).unwrap();
        assert!(Lockfile::read(&path).unwrap_err().contains("newer"));
        std::fs::write(&path, r#"{"version": 1, "skills": {"a": 5}}"#).unwrap();
        assert!(Lockfile::read(&path).unwrap_err().contains("malformed"));
        let empty = Lockfile {
            version: 1,
            ..Lockfile::default()
        };
        std::fs::write(&path, empty.to_bytes()).unwrap();
        assert_eq!(Lockfile::read(&path).unwrap(), empty);
        std::fs::remove_dir_all(&tmp).unwrap();
    }
}
