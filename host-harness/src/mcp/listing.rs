//! What the skills extension serves (`skills/list`, `skills/get`, `resources/list`):
//! only skills that conform, each with a complete file list, and every file's digest
//! cached while the file is unchanged.
//!
//! **Conformance.** SEP-2640 says a served skill MUST conform to the Agent Skills
//! specification and its `resources` MUST be complete. A skill that loads (lenient
//! mode repairs what it can) is still left out of the extension when the frontmatter
//! it would serve breaks the spec's types or rules (a YAML-list `allowed-tools`, a
//! non-string `metadata` value, a name or description out of bounds, YAML that needed
//! repair), when it holds more than 512 files or 16 MiB (SEP-2640's host minimums), or
//! when a file is one the component will not serve (over `max-resource-bytes`). The
//! reason is printed once per scan. The tools and prompts still offer it: they are
//! this runtime's own surfaces and carry no promise of conformance.
//!
//! **Digests.** A file's digest is kept with the file's identity and stamps (device,
//! inode, size, modification and change time, read before its bytes). A listing stats
//! each file and hashes again only what changed, so a changed byte is never served
//! with an old digest, with or without the watcher; a file changed in the last two
//! seconds is hashed at every listing, since a coarse filesystem clock could hide a
//! second write within one tick. A skill whose `SKILL.md` or any of
//! its folders changed (a file added, removed or renamed) is described again.

use std::collections::{BTreeMap, HashMap, HashSet};
use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};

use rmcp::model::{Skill as McpSkill, SkillFrontmatter, SkillResource, SkillResources};
use serde_json::Value;

use super::uri;
use crate::api::session::Session;
use crate::component::{EntryKind, Invoker, Skill};
use crate::runtime::error::HostError;

/// Most files, and bytes in all, a skill served through the extension may have.
pub const MAX_FILES: usize = 512;
/// 16 MiB: SEP-2640's host minimum, so every conforming host can take the skill.
pub const MAX_BYTES: u64 = 16 * 1024 * 1024;
/// Codes of findings that mean the served `SKILL.md` breaks the specification even
/// though lenient loading repaired it.
const SPEC_BREAKING: [&str; 12] = [
    "yaml-repaired",
    "name-missing",
    "name-invalid",
    "name-too-long",
    "name-mismatch",
    "description-missing",
    "description-too-long",
    "compatibility-empty",
    "compatibility-too-long",
    "field-type",
    "allowed-tools-list",
    "metadata-value",
];

/// A file's identity and stamps: equal stamps, equal bytes (as far as a stat can tell).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Stamps {
    device: u64,
    inode: u64,
    size: u64,
    modified: (i64, i64),
    changed: (i64, i64),
}

/// How long after a change a file's stamps are not trusted: a filesystem's clock ticks
/// coarsely (a few milliseconds on Linux, 2 s on FAT), so a second write in the same
/// tick, of the same size, leaves the stamps equal. A digest read that soon after a
/// change is not kept, and a skill whose folders changed that recently is described
/// again at each listing, as git treats "racily clean" files.
const RACY_WINDOW: std::time::Duration = std::time::Duration::from_secs(2);

impl Stamps {
    /// Whether the last change is older than [`RACY_WINDOW`], so equal stamps later
    /// mean equal bytes.
    fn settled(&self) -> bool {
        let Ok(now) = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH) else {
            return false;
        };
        let at = |(secs, nanos): (i64, i64)| {
            u64::try_from(secs)
                .ok()
                .zip(u32::try_from(nanos).ok())
                .map(|(s, n)| std::time::Duration::new(s, n))
        };
        [self.modified, self.changed]
            .into_iter()
            .all(|t| at(t).is_some_and(|t| t + RACY_WINDOW < now))
    }
}

fn stamps(path: &Path) -> Option<Stamps> {
    let meta = std::fs::metadata(path).ok()?;
    Some(Stamps {
        device: meta.dev(),
        inode: meta.ino(),
        size: meta.size(),
        modified: (meta.mtime(), meta.mtime_nsec()),
        changed: (meta.ctime(), meta.ctime_nsec()),
    })
}

/// One skill as the extension describes it, with what tells when to describe it again.
struct Described {
    frontmatter: SkillFrontmatter,
    /// `(path in the skill, host path)`, `SKILL.md` first.
    files: Vec<(String, PathBuf)>,
    /// The skill's folders and its `SKILL.md`, with their stamps when described.
    watched: Vec<(PathBuf, Option<Stamps>)>,
    /// One of them changed too recently for equal stamps to mean no change.
    racy: bool,
}

/// Served, or why not.
enum Standing {
    Served(Described),
    Refused(String),
}

/// The extension's view of the registry's model-visible skills.
#[derive(Default)]
pub struct Listing {
    skills: BTreeMap<String, Standing>,
    /// Digest and size of each file by host path, with the stamps it was read under.
    digests: HashMap<PathBuf, (Stamps, String, u64)>,
}

impl Listing {
    /// Describes every skill of `skills` again (after a scan), and says on stderr which
    /// ones are not served and why. `repaired` names the skills whose `SKILL.md`
    /// lenient loading had to repair against the spec.
    pub fn rescan(&mut self, session: &mut Session, skills: &[&Skill], repaired: &HashMap<String, String>) {
        let mut next = BTreeMap::new();
        for skill in skills {
            let standing = describe(session, skill, repaired.get(&skill.name));
            if let Standing::Refused(why) = &standing {
                eprintln!(
                    "skills serve-mcp: skill `{}` is not served through the skills extension: {why}",
                    skill.name
                );
            }
            next.insert(skill.name.clone(), standing);
        }
        self.skills = next;
        let live: HashSet<&PathBuf> = self
            .skills
            .values()
            .filter_map(|s| match s {
                Standing::Served(d) => Some(d.files.iter().map(|(_, host)| host)),
                Standing::Refused(_) => None,
            })
            .flatten()
            .collect();
        self.digests.retain(|path, _| live.contains(path));
    }

    /// Whether `name` is served through the extension.
    pub fn serves(&self, name: &str) -> bool {
        matches!(self.skills.get(name), Some(Standing::Served(_)))
    }

    /// The names served, in order.
    pub fn served_names(&self) -> impl Iterator<Item = &String> {
        self.skills
            .iter()
            .filter(|(_, s)| matches!(s, Standing::Served(_)))
            .map(|(name, _)| name)
    }

    /// The SEP-2640 entry of `skill` as its files are now, or `None` when it is not
    /// served (or stopped conforming since the scan).
    pub fn entry(&mut self, session: &mut Session, skill: &Skill) -> Result<Option<McpSkill>, HostError> {
        let stale = match self.skills.get(&skill.name) {
            Some(Standing::Served(described)) => {
                described.racy || described.watched.iter().any(|(path, was)| stamps(path) != *was)
            }
            _ => return Ok(None),
        };
        if stale {
            let standing = describe(session, skill, None);
            if let Standing::Refused(why) = &standing {
                eprintln!(
                    "skills serve-mcp: skill `{}` is no longer served through the skills extension: {why}",
                    skill.name
                );
            }
            self.skills.insert(skill.name.clone(), standing);
        }
        let Some(Standing::Served(described)) = self.skills.get(&skill.name) else {
            return Ok(None);
        };
        let mut files = Vec::with_capacity(described.files.len());
        for (path, host) in &described.files {
            let now = stamps(host);
            let cached = self
                .digests
                .get(host)
                .filter(|(was, _, _)| Some(*was) == now)
                .map(|(_, digest, size)| (digest.clone(), *size));
            let (digest, size) = match cached {
                Some(known) => known,
                None => match session.read_resource(&skill.name, path, Invoker::Model) {
                    Ok(Ok(bytes)) => {
                        let resource = SkillResource::from_bytes(uri::uri_of(&skill.name, path), &bytes);
                        if let Some(now) = now.filter(Stamps::settled) {
                            self.digests
                                .insert(host.clone(), (now, resource.digest.clone(), resource.size));
                        }
                        (resource.digest, resource.size)
                    }
                    // It vanished or broke a limit since it was listed: the list would
                    // be incomplete, so the skill is not served until it is described again.
                    Ok(Err(e)) => {
                        eprintln!(
                            "skills serve-mcp: skill `{}` left out of the skills extension: `{path}`: {}",
                            skill.name,
                            crate::runtime::error::describe(&e)
                        );
                        self.skills.insert(
                            skill.name.clone(),
                            Standing::Refused(crate::runtime::error::describe(&e)),
                        );
                        return Ok(None);
                    }
                    // The read broke a host limit (memory, time): left out of this answer
                    // only, since the next may fit.
                    Err(e) => {
                        eprintln!(
                            "skills serve-mcp: skill `{}` left out of this listing: `{path}`: {e}",
                            skill.name
                        );
                        return Ok(None);
                    }
                },
            };
            files.push(SkillResource::new(uri::uri_of(&skill.name, path), digest, size));
        }
        let entry = McpSkill::new(
            uri::uri_of(&skill.name, "SKILL.md"),
            described.frontmatter.clone(),
            SkillResources::Files(files),
        );
        Ok(entry.validate().is_ok().then_some(entry))
    }
}

/// Whether `skill` conforms and what it holds; `repaired` is the lenient loader's
/// finding against the spec, when there was one.
fn describe(session: &mut Session, skill: &Skill, repaired: Option<&String>) -> Standing {
    match try_describe(session, skill, repaired) {
        Ok(described) => Standing::Served(described),
        Err(why) => Standing::Refused(why),
    }
}

fn try_describe(session: &mut Session, skill: &Skill, repaired: Option<&String>) -> Result<Described, String> {
    if let Some(finding) = repaired {
        return Err(finding.clone());
    }
    let directory = PathBuf::from(&skill.directory);
    // Stamps first: a change during the reads below makes the next listing look again.
    let mut watched = vec![(directory.join("SKILL.md"), stamps(&directory.join("SKILL.md")))];
    let manifest = session
        .manifest(&skill.name, Invoker::Model)
        .map_err(|e| e.to_string())?
        .map_err(|e| crate::runtime::error::describe(&e))?;
    if manifest.truncated {
        return Err(format!(
            "it has more than {MAX_FILES} files, {} MiB or 256 folders",
            MAX_BYTES >> 20
        ));
    }
    let total: u64 = manifest.files.iter().map(|f| f.size).sum();
    if manifest.files.len() > MAX_FILES || total > MAX_BYTES {
        return Err(format!(
            "it has {} files and {total} bytes; at most {MAX_FILES} files and {} MiB are served",
            manifest.files.len(),
            MAX_BYTES >> 20
        ));
    }
    let frontmatter_value: Value = serde_json::from_str(&manifest.frontmatter).map_err(|e| e.to_string())?;
    check_frontmatter(&frontmatter_value, &skill.name)?;
    let frontmatter: SkillFrontmatter = serde_json::from_value(frontmatter_value).map_err(|e| e.to_string())?;
    // Complete: every file the component would list is one it serves.
    let listed: HashSet<&str> = manifest.files.iter().map(|f| f.path.as_str()).collect();
    let mut folders = vec![String::new()];
    let mut visited = 0;
    while let Some(folder) = folders.pop() {
        visited += 1;
        if visited > 256 {
            return Err("it has more than 256 folders".into());
        }
        let host_folder = if folder.is_empty() {
            directory.clone()
        } else {
            directory.join(&folder)
        };
        watched.push((host_folder.clone(), stamps(&host_folder)));
        let entries = session
            .list_resources(&skill.name, &folder, Invoker::Model)
            .map_err(|e| e.to_string())?
            .map_err(|e| crate::runtime::error::describe(&e))?;
        for entry in entries.into_iter().filter(|e| !e.name.starts_with('.')) {
            let path = if folder.is_empty() {
                entry.name.clone()
            } else {
                format!("{folder}/{}", entry.name)
            };
            match entry.kind {
                EntryKind::Directory => folders.push(path),
                EntryKind::File if !listed.contains(path.as_str()) => {
                    return Err(format!(
                        "`{path}` ({} bytes) is not served (over the per-file limit, or unreadable), so its file list would be incomplete",
                        entry.size
                    ));
                }
                EntryKind::File => {}
            }
        }
    }
    let files = manifest
        .files
        .iter()
        .map(|f| (f.path.clone(), directory.join(&f.path)))
        .collect();
    let racy = watched.iter().any(|(_, s)| !s.is_some_and(|s| s.settled()));
    Ok(Described {
        frontmatter,
        files,
        watched,
        racy,
    })
}

/// The spec's rules on the frontmatter as it would be served.
fn check_frontmatter(frontmatter: &Value, name: &str) -> Result<(), String> {
    let text = |key: &str| -> Result<Option<&str>, String> {
        match frontmatter.get(key) {
            None => Ok(None),
            Some(Value::String(s)) => Ok(Some(s)),
            Some(other) => Err(format!("`{key}` is {}, not a string", kind(other))),
        }
    };
    let served_name = text("name")?.ok_or("it has no `name`")?;
    if served_name != name || !is_spec_name(served_name) {
        return Err(format!(
            "its `name` `{served_name}` breaks the spec's rules or differs from its folder"
        ));
    }
    let description = text("description")?.ok_or("it has no `description`")?;
    let chars = description.chars().count();
    if chars == 0 || chars > 1024 {
        return Err(format!("its description has {chars} characters (1 to 1024)"));
    }
    text("license")?;
    if let Some(compatibility) = text("compatibility")? {
        let chars = compatibility.chars().count();
        if chars == 0 || chars > 500 {
            return Err(format!("its `compatibility` has {chars} characters (1 to 500)"));
        }
    }
    text("allowed-tools")?;
    match frontmatter.get("metadata") {
        None => {}
        Some(Value::Object(map)) => {
            if let Some((key, value)) = map.iter().find(|(_, v)| !v.is_string()) {
                return Err(format!("`metadata.{key}` is {}, not a string", kind(value)));
            }
        }
        Some(other) => return Err(format!("`metadata` is {}, not a mapping of strings", kind(other))),
    }
    Ok(())
}

/// 1-64 lowercase letters, digits and single hyphens, not starting or ending with one.
fn is_spec_name(name: &str) -> bool {
    !name.is_empty()
        && name.chars().count() <= 64
        && !name.starts_with('-')
        && !name.ends_with('-')
        && !name.contains("--")
        && name
            .chars()
            .all(|c| c == '-' || c.is_numeric() || (c.is_alphabetic() && !c.is_uppercase()))
}

fn kind(value: &Value) -> &'static str {
    match value {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "a list",
        Value::Object(_) => "a mapping",
    }
}

/// Which skills' `SKILL.md` lenient loading repaired against the spec, with the first
/// such finding, from a discovery's diagnostics.
pub fn repaired_skills(skills: &[&Skill], diagnostics: &[crate::component::Diagnostic]) -> HashMap<String, String> {
    let mut repaired = HashMap::new();
    for skill in skills {
        if let Some(d) = diagnostics
            .iter()
            .find(|d| d.path == skill.location && SPEC_BREAKING.contains(&d.code.as_str()))
        {
            repaired.insert(skill.name.clone(), format!("{} ({})", d.message, d.code));
        }
    }
    repaired
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn the_served_frontmatter_must_keep_the_specs_types_and_bounds() {
        let ok = json!({"name": "pdf", "description": "PDFs.", "metadata": {"a": "b"}, "allowed-tools": "Read Grep", "when_to_use": ["extra", "fields", "are", "fine"]});
        assert!(check_frontmatter(&ok, "pdf").is_ok());
        for (bad, why) in [
            (
                json!({"name": "pdf", "description": "d", "allowed-tools": ["Read"]}),
                "`allowed-tools` is a list",
            ),
            (
                json!({"name": "pdf", "description": "d", "metadata": {"v": 2}}),
                "`metadata.v` is a number",
            ),
            (json!({"name": "pdf", "description": ""}), "0 characters"),
            (
                json!({"name": "pdf", "description": "d".repeat(1025)}),
                "1025 characters",
            ),
            (json!({"name": "Pdf", "description": "d"}), "breaks the spec"),
            (json!({"name": "other", "description": "d"}), "differs from its folder"),
            (
                json!({"name": "pdf", "description": "d", "compatibility": ""}),
                "`compatibility` has 0",
            ),
            (
                json!({"name": "pdf", "description": "d", "license": 7}),
                "`license` is a number",
            ),
        ] {
            let said = check_frontmatter(&bad, "pdf").unwrap_err();
            assert!(said.contains(why), "{said}");
        }
        assert!(is_spec_name("a1-b2"));
        assert!(!is_spec_name("a--b"));
        assert!(!is_spec_name(&"a".repeat(65)));
    }
}
