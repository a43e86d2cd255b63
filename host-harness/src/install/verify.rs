//! `skills verify`: compare what is installed with the lock, file by file.

use super::*;

/// How an installed skill differs from its lockfile entry.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Drift {
    /// The skill's folder is gone.
    MissingSkill(String),
    /// A link or copy in another agent's folder (`--agent`) is gone or was changed.
    AgentPlacement(String),
    /// A copy of a skill `npx skills` installed does not have the folder digest its
    /// project lock records.
    NpxHashMismatch {
        /// The skill.
        skill: String,
        /// The copy that differs.
        place: String,
    },
    /// A file the lockfile lists is gone.
    MissingFile {
        /// The skill.
        skill: String,
        /// The file, relative to the skill's folder.
        path: String,
    },
    /// A file is there that the lockfile does not list.
    ExtraFile {
        /// The skill.
        skill: String,
        /// The file, relative to the skill's folder.
        path: String,
    },
    /// A file's bytes (or kind) changed.
    ModifiedFile {
        /// The skill.
        skill: String,
        /// The file, relative to the skill's folder.
        path: String,
    },
}

impl std::fmt::Display for Drift {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Drift::MissingSkill(skill) => write!(f, "{skill}: the skill's folder is missing"),
            Drift::AgentPlacement(problem) => write!(f, "{problem}"),
            Drift::NpxHashMismatch { skill, place } => {
                write!(
                    f,
                    "{skill}: {place}: differs from the folder hash npx skills recorded in its lock"
                )
            }
            Drift::MissingFile { skill, path } => write!(f, "{skill}: {path}: missing"),
            Drift::ExtraFile { skill, path } => write!(f, "{skill}: {path}: not installed by skills add (extra)"),
            Drift::ModifiedFile { skill, path } => write!(f, "{skill}: {path}: modified"),
        }
    }
}

/// Compares what is installed in `scope` with its lockfile: every missing, extra and
/// modified file (an empty list: no drift). Symlinks are never followed.
pub fn verify(scope: &InstallScope) -> Result<Vec<Drift>, InstallError> {
    let lockfile = scope.read_lockfile()?;
    let dirs = crate::roots::layout::HostDirs::from_env();
    // What a teammate installed with `npx skills` is checked against that tool's lock.
    let npx = match &scope.project_root {
        Some(root) => npx_lock::verify(root)?,
        // The user lock npx skills and gh skill keep, for what they installed.
        None => npx_lock::verify_user(&dirs)?,
    };
    Ok(lockfile
        .skills
        .iter()
        .flat_map(|(name, locked)| {
            let mut drift = skill_drift(&scope.skills_dir, name, locked);
            drift.extend(
                agents::check(scope, &dirs, name, &locked.agents)
                    .into_iter()
                    .map(Drift::AgentPlacement),
            );
            drift
        })
        .chain(npx)
        .collect())
}

/// How the installed skill `name` in `skills_dir` differs from its lockfile entry:
/// what `verify` reports of it, and what `add` and `update` call local edits.
pub(super) fn skill_drift(skills_dir: &Path, name: &str, locked: &LockedSkill) -> Vec<Drift> {
    let dir = skills_dir.join(name);
    if !std::fs::symlink_metadata(&dir).is_ok_and(|m| m.is_dir()) {
        return vec![Drift::MissingSkill(name.to_string())];
    }
    let mut found: BTreeMap<String, Option<(u64, String)>> = BTreeMap::new();
    walk_installed(&dir, "", &mut found);
    let mut drift = Vec::new();
    for (path, expected) in &locked.files {
        match found.remove(path) {
            None => drift.push(Drift::MissingFile {
                skill: name.to_string(),
                path: path.clone(),
            }),
            Some(Some((size, digest))) if size == expected.size && digest == expected.digest => {}
            Some(_) => drift.push(Drift::ModifiedFile {
                skill: name.to_string(),
                path: path.clone(),
            }),
        }
    }
    drift.extend(found.into_keys().map(|path| Drift::ExtraFile {
        skill: name.to_string(),
        path,
    }));
    drift
}

/// Every file below `dir` (hidden names left out, as they are never installed), with
/// its size and digest; `None` for what is not a regular file (a symlink, a FIFO).
pub(super) fn walk_installed(dir: &Path, prefix: &str, out: &mut BTreeMap<String, Option<(u64, String)>>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        if name.starts_with('.') {
            continue;
        }
        let path = if prefix.is_empty() {
            name
        } else {
            format!("{prefix}/{name}")
        };
        match entry.file_type() {
            Ok(kind) if kind.is_dir() => walk_installed(&entry.path(), &path, out),
            Ok(kind) if kind.is_file() => {
                let value = std::fs::read(entry.path())
                    .ok()
                    .map(|bytes| (bytes.len() as u64, file_digest(&bytes)));
                out.insert(path, value);
            }
            _ => {
                out.insert(path, None);
            }
        }
    }
}
