//! Skills another tool installed, which `update` brings up to date beside this
//! runtime's own:
//! - the entries `npx skills` wrote in a project's shared lock (`skills-lock.json`)
//!   and in the user lock it keeps (`~/.agents/.skill-lock.json`, version 3): each
//!   copy is updated where it lies (a link into `.agents/skills` follows its target),
//!   and that tool's digest in its lock (`computedHash`, `skillFolderHash`, in the kind
//!   it had) rewritten, so the entry stays that tool's and it finds it current. No
//!   copy appears where there was none: an agent that did not see the skill still
//!   does not;
//! - the copies `gh skill` marked with its provenance in their own frontmatter
//!   (`metadata.github-repo`, `github-ref`, `github-tree-sha`, `github-path`,
//!   `github-pinned`): checked against their source, never rewritten here. That record
//!   lives inside the `SKILL.md` an update replaces, so only `gh skill` can keep it.

use std::path::{Path, PathBuf};

use super::lockfile::{LockedSkill, LockedSource};
use super::npx_lock::{self, computed_hash, git_tree_id};
use super::source::{Forges, SourceSpec};
use super::{InstallScope, LockedFile, normal_subpath};
use crate::roots::layout::{HostDirs, LAYOUTS};

/// Who keeps the record of a skill this runtime did not install.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Keeper {
    /// `npx skills`, in the project's shared lock.
    SharedLock,
    /// `npx skills`, in its user lock at this path.
    UserLock(PathBuf),
    /// `gh skill`, in the frontmatter of the copy at this folder.
    GhSkill(PathBuf),
}

impl Keeper {
    /// The tool, in words.
    pub(super) fn tool(&self) -> &'static str {
        match self {
            Keeper::SharedLock | Keeper::UserLock(_) => "npx skills",
            Keeper::GhSkill(_) => "gh skill",
        }
    }
}

/// A folder digest as the other tool recorded it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum FolderHash {
    /// `npx skills`' `computedHash` ([`computed_hash`]).
    Npx(String),
    /// A git tree id, as GitHub reports a folder's ([`git_tree_id`]).
    GitTree(String),
}

impl FolderHash {
    /// The kind a recorded hash is: 40 hex digits are a git tree id.
    fn recorded(hash: &str) -> FolderHash {
        let hash = hash.to_ascii_lowercase();
        if hash.len() == 40 {
            FolderHash::GitTree(hash)
        } else {
            FolderHash::Npx(hash)
        }
    }

    /// The recorded value.
    pub(super) fn value(&self) -> &str {
        match self {
            FolderHash::Npx(h) | FolderHash::GitTree(h) => h,
        }
    }

    /// The same kind of digest, of `dir`; an error names the folder and the cause.
    pub(super) fn of(&self, dir: &Path) -> Result<String, String> {
        match self {
            FolderHash::Npx(_) => computed_hash(dir).map_err(|e| e.to_string()),
            FolderHash::GitTree(_) => git_tree_id(dir).map_err(|e| format!("{e} (a git tree id is taken by git)")),
        }
        .map_err(|why| format!("cannot take the folder digest of {}: {why}", dir.display()))
    }
}

/// Each skill another tool's record names, by name: how to update it, or why it
/// cannot be.
pub(super) type Found = Vec<(String, Result<Foreign, String>)>;

/// A skill another tool installed, as `update` takes it up.
#[derive(Clone, Debug)]
pub(super) struct Foreign {
    /// Its name (its folder's).
    pub name: String,
    /// Where to fetch it again, as the other tool recorded it (the ref it follows).
    pub spec: SourceSpec,
    /// The skill's folder inside the source, `/`-separated.
    pub path: String,
    /// The digest recorded for it, in the tool's kind.
    pub hash: FolderHash,
    /// A pin that stops updates (`gh skill install --pin`).
    pub pinned: Option<String>,
    /// Who keeps its record.
    pub keeper: Keeper,
}

impl Foreign {
    /// The record `update` works on, as if this runtime had installed it: its source,
    /// and the files of the copy that is installed now (`files` of the folder
    /// `installed`), so that what changes is shown file by file.
    pub(super) fn as_locked(&self, installed: &Path) -> LockedSkill {
        let (kind, location, reference) = match &self.spec {
            SourceSpec::Git { url, reference } => ("git", url.clone(), reference.clone()),
            SourceSpec::Directory(dir) => ("dir", dir.display().to_string(), None),
            // The other tools' records name only git repositories and folders.
            other => (other.kind(), String::new(), None),
        };
        LockedSkill {
            source: LockedSource {
                kind: kind.to_string(),
                location,
                reference,
                commit: None,
                path: self.path.clone(),
            },
            digest: String::new(),
            files: installed_files(installed),
            installed: String::new(),
            accepted: Vec::new(),
            agents: Vec::new(),
            computed_hash: None,
        }
    }

    /// Every copy of it among the agents' folders of `scope`, by its real path (a link
    /// and the copy it leads to count once), the one in `.agents/skills` first.
    pub(super) fn copies(&self, scope: &InstallScope, dirs: &HostDirs) -> Vec<PathBuf> {
        if let Keeper::GhSkill(dir) = &self.keeper {
            return vec![dir.clone()];
        }
        copies_of(&self.name, scope, dirs)
    }
}

/// Every real folder that holds a copy of `name` among the agents' folders of `scope`
/// (a link counts as the folder it leads to, once); `.agents/skills` first.
pub(super) fn copies_of(name: &str, scope: &InstallScope, dirs: &HostDirs) -> Vec<PathBuf> {
    let folders: Vec<PathBuf> = std::iter::once(scope.skills_dir.clone())
        .chain(agent_folders(scope, dirs))
        .collect();
    // A link is followed only to a skill folder of one of these folders: a link a
    // cloned repository commits (`.claude/skills/demo -> ~/Documents`) is never a copy
    // to replace.
    let real_folders: Vec<PathBuf> = folders.iter().filter_map(|f| std::fs::canonicalize(f).ok()).collect();
    let mut seen: Vec<PathBuf> = Vec::new();
    for folder in &folders {
        let Ok(real) = std::fs::canonicalize(folder.join(name)) else {
            continue;
        };
        let inside = real
            .parent()
            .is_some_and(|parent| real_folders.iter().any(|f| f == parent));
        // And only to a folder of the same name: `.claude/skills/demo -> ../../.agents/skills/other`
        // is not a copy of `demo`, and replacing it would overwrite `other`.
        let same_name = real.file_name().is_some_and(|n| n == std::ffi::OsStr::new(name));
        if inside && same_name && real.is_dir() && !seen.contains(&real) {
            seen.push(real);
        }
    }
    seen
}

/// The skills folder of every agent layout in `scope`.
pub(super) fn agent_folders(scope: &InstallScope, dirs: &HostDirs) -> Vec<PathBuf> {
    LAYOUTS
        .iter()
        .filter_map(|layout| match &scope.project_root {
            Some(root) => Some(root.join(layout.project)),
            None => layout.user_dir(dirs),
        })
        .collect()
}

/// The entries of a shared (project) lock that `npx skills` wrote, each with where to
/// fetch it again. An entry whose source this runtime cannot fetch is an error naming
/// it when asked for by name, and left out otherwise.
pub(super) fn shared_lock_entries(
    foreign: &std::collections::BTreeMap<String, serde_json::Value>,
    forges: &Forges,
    scope: &InstallScope,
) -> Found {
    foreign
        .iter()
        .map(|(name, entry)| {
            let result = npx_source(name, entry, forges, scope).and_then(|(spec, path)| {
                let hash = entry
                    .get("computedHash")
                    .and_then(serde_json::Value::as_str)
                    .filter(|h| !h.is_empty())
                    .ok_or_else(|| format!("`{name}`: npx skills recorded no computedHash for it"))?;
                Ok(Foreign {
                    name: name.clone(),
                    spec,
                    path,
                    hash: FolderHash::Npx(hash.to_ascii_lowercase()),
                    pinned: None,
                    keeper: Keeper::SharedLock,
                })
            });
            (name.clone(), result)
        })
        .collect()
}

/// The entries of the user lock `npx skills` keeps, when `scope` is the user's. A lock
/// of a version other than 3 is read by nobody here and never rewritten: its entries
/// come back as errors saying so.
pub(super) fn user_lock_entries(scope: &InstallScope, dirs: &HostDirs, forges: &Forges) -> Result<Found, String> {
    if scope.project_root.is_some() {
        return Ok(Vec::new());
    }
    let Some(lock) = npx_lock::user_lock_path(dirs) else {
        return Ok(Vec::new());
    };
    let Some(value) = npx_lock::read_user_lock(&lock)? else {
        return Ok(Vec::new());
    };
    let Some(skills) = value.get("skills").and_then(serde_json::Value::as_object) else {
        return Ok(Vec::new());
    };
    let version = value.get("version").and_then(serde_json::Value::as_u64);
    let mut out = Vec::new();
    for (name, entry) in skills {
        if !super::is_installable_name(name) {
            continue;
        }
        let result = if version != Some(npx_lock::USER_LOCK_VERSION) {
            Err(format!(
                "`{name}`: {} is version {}, which this skills does not rewrite; update it with npx skills",
                lock.display(),
                version.map_or("(none)".to_string(), |v| v.to_string())
            ))
        } else {
            npx_source(name, entry, forges, scope).and_then(|(spec, path)| {
                let hash = entry
                    .get("skillFolderHash")
                    .and_then(serde_json::Value::as_str)
                    .filter(|h| !h.is_empty())
                    .ok_or_else(|| format!("`{name}`: npx skills recorded no skillFolderHash for it"))?;
                Ok(Foreign {
                    name: name.clone(),
                    spec,
                    path,
                    hash: FolderHash::recorded(hash),
                    pinned: None,
                    keeper: Keeper::UserLock(lock.clone()),
                })
            })
        };
        out.push((name.clone(), result));
    }
    Ok(out)
}

/// `gh skill`'s provenance, read from a skill's frontmatter `metadata` (parsed by the
/// component): `None` when the skill carries none.
pub(super) fn gh_provenance(
    name: &str,
    directory: &Path,
    metadata: &[(String, String)],
    forges: &Forges,
) -> Option<Result<Foreign, String>> {
    let get = |key: &str| {
        metadata
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.trim().to_string())
            .filter(|v| !v.is_empty())
    };
    let repo = get("github-repo")?;
    let tree = get("github-tree-sha")?;
    Some((|| {
        // `owner/repo` or an https URL (GitHub's goes to the configured GitHub): a
        // frontmatter is no place to name a file:// or ssh source.
        let url = match repo.strip_prefix("https://github.com/") {
            Some(rest) => format!("{}/{}", forges.github.trim_end_matches('/'), rest.trim_end_matches('/')),
            None if repo.starts_with("https://") => repo.clone(),
            None if !repo.contains(':') => {
                format!("{}/{}", forges.github.trim_end_matches('/'), repo.trim_matches('/'))
            }
            None => {
                return Err(format!(
                    "`{name}`: gh skill's github-repo `{repo}` is not an https repository"
                ));
            }
        };
        let after_scheme = url.split_once("://").map_or("", |(_, rest)| rest);
        if after_scheme.is_empty() || after_scheme.split('/').any(|p| p == ".." || p == ".") {
            return Err(format!("`{name}`: gh skill's github-repo `{repo}` is not a repository"));
        }
        let reference = get("github-ref").map(|r| {
            r.strip_prefix("refs/heads/")
                .or_else(|| r.strip_prefix("refs/tags/"))
                .unwrap_or(&r)
                .to_string()
        });
        let path = get("github-path").unwrap_or_default();
        let path = normal_subpath(path.trim_end_matches("SKILL.md").trim_end_matches('/')).map_err(|_| {
            format!("`{name}`: gh skill's github-path `{path}` is not a relative path inside its repository")
        })?;
        if tree.len() != 40 || !tree.bytes().all(|b| b.is_ascii_hexdigit()) {
            return Err(format!(
                "`{name}`: gh skill's github-tree-sha `{tree}` is not a git tree id"
            ));
        }
        Ok(Foreign {
            name: name.to_string(),
            spec: SourceSpec::Git { url, reference },
            path,
            hash: FolderHash::GitTree(tree.to_ascii_lowercase()),
            pinned: get("github-pinned"),
            keeper: Keeper::GhSkill(directory.to_path_buf()),
        })
    })())
}

/// Where to fetch an entry `npx skills` wrote (project or user lock): its source and
/// the skill's folder in it. `github` sources go to the configured GitHub.
pub(super) fn npx_source(
    name: &str,
    entry: &serde_json::Value,
    forges: &Forges,
    scope: &InstallScope,
) -> Result<(SourceSpec, String), String> {
    let text = |key: &str| entry.get(key).and_then(serde_json::Value::as_str).map(str::to_string);
    let source = text("source").ok_or_else(|| format!("`{name}`: the lock entry has no `source`"))?;
    let reference = text("ref").filter(|r| !r.is_empty());
    let spec = match text("sourceType").as_deref() {
        Some("github") => {
            // `owner/repo`, nothing else: a lock is no place for a path out of the forge.
            let parts: Vec<&str> = source.split('/').collect();
            let plain = |p: &&str| {
                !p.is_empty()
                    && *p != "."
                    && *p != ".."
                    && p.bytes().all(|b| b.is_ascii_alphanumeric() || b"-_.".contains(&b))
            };
            if parts.len() != 2 || !parts.iter().all(plain) {
                return Err(format!(
                    "`{name}`: the lock's github source `{source}` is not OWNER/REPO"
                ));
            }
            SourceSpec::Git {
                url: format!("{}/{source}", forges.github.trim_end_matches('/')),
                reference,
            }
        }
        Some("gitlab" | "git") => SourceSpec::Git {
            url: text("sourceUrl").unwrap_or(source),
            reference,
        },
        Some("local") => match &scope.project_root {
            Some(root) => SourceSpec::Directory(root.join(source.trim_start_matches("./"))),
            // The user lock records the folder as it was given; only an absolute one
            // names the same folder wherever `update` runs.
            None => {
                let folder = PathBuf::from(text("sourceUrl").unwrap_or(source));
                if !folder.is_absolute() {
                    return Err(format!(
                        "`{name}`: the lock names the folder `{}`, not an absolute path; update it with npx skills",
                        folder.display()
                    ));
                }
                SourceSpec::Directory(folder)
            }
        },
        other => {
            return Err(format!(
                "`{name}`: npx skills' source type `{}` is not one skills fetches",
                other.unwrap_or("(none)")
            ));
        }
    };
    // `skillPath` names the SKILL.md; a local source is the skill folder itself.
    let path = text("skillPath")
        .map(|p| p.trim_end_matches("SKILL.md").trim_end_matches('/').to_string())
        .unwrap_or_default();
    let path = normal_subpath(&path)
        .map_err(|_| format!("`{name}`: the lock's skillPath `{path}` is not a relative path inside its source"))?;
    Ok((spec, path))
}

/// The files below `dir` as a lock records them (hidden names left out, as they are
/// never installed; what is not a regular file has no digest).
pub(super) fn installed_files(dir: &Path) -> std::collections::BTreeMap<String, LockedFile> {
    let mut found = std::collections::BTreeMap::new();
    super::walk_installed(dir, "", &mut found);
    found
        .into_iter()
        .map(|(path, file)| {
            let (size, digest) = file.unwrap_or((0, String::new()));
            (path, LockedFile { size, digest })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_link_to_another_skills_folder_is_not_a_copy_of_this_one() {
        let tmp = tempfile::tempdir().unwrap();
        let root = tmp.path().join("repo");
        let scope = InstallScope::project(&root);
        for name in ["demo", "victim"] {
            std::fs::create_dir_all(scope.skills_dir.join(name)).unwrap();
            std::fs::write(scope.skills_dir.join(name).join("SKILL.md"), name).unwrap();
        }
        let claude = root.join(".claude/skills");
        std::fs::create_dir_all(&claude).unwrap();
        // A cloned repository's link: `demo` in Claude Code's folder leads to `victim`.
        std::os::unix::fs::symlink("../../.agents/skills/victim", claude.join("demo")).unwrap();
        // And a link as `npx skills` makes it, to the folder of the same name.
        std::os::unix::fs::symlink("../../.agents/skills/victim", claude.join("victim")).unwrap();
        let dirs = HostDirs::default();
        let real = |name: &str| std::fs::canonicalize(scope.skills_dir.join(name)).unwrap();
        assert_eq!(copies_of("demo", &scope, &dirs), vec![real("demo")]);
        assert_eq!(copies_of("victim", &scope, &dirs), vec![real("victim")]);
    }
}
