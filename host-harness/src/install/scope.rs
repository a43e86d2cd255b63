//! The folder skills are installed into, and the discipline every change to it
//! follows: one change at a time (a lock), everything written into a private staging
//! directory on the same filesystem first, then renamed into place, the lockfile last;
//! a failure puts back what was there. The renames are journaled before the first
//! one: a run killed before the lockfile is replaced is rolled back by the next one,
//! which then clears what it left.

use std::fs::File;
use std::path::{Component, Path, PathBuf};

use super::lockfile::Lockfile;
use super::workdir::{PrivateDir, write_file};

/// Hidden folder in the skills folder where changes are staged; discovery never
/// enters it.
pub const STAGING_DIR: &str = ".skills-staging";

/// A skills folder changes are made to (`~/.agents/skills`, `<repo>/.agents/skills`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InstallScope {
    /// The skills folder itself.
    pub skills_dir: PathBuf,
    /// For a project's scope, the repository root: its skills folder must really be
    /// inside it, and its lockfile (committed by anyone) is trusted less.
    pub project_root: Option<PathBuf>,
}

/// The scope, locked: only one `skills add`, `update` or `remove` changes it at once.
pub struct LockedScope {
    pub skills_dir: PathBuf,
    /// The repository root of a project's scope, where its shared lock lives.
    project_root: Option<PathBuf>,
    /// The folders `lock` created (the skills folder and any parent that was
    /// missing), outermost last: a run that leaves them empty removes them again.
    created: Vec<PathBuf>,
    _lock: File,
}

/// A run leaves the scope as it found it, whatever it did: the staging folder goes
/// when nothing is staged in it (every change's own folder is removed when the change
/// ends), and so do the folders this run created, when they are empty. Every other
/// agent's loader scans the skills folder; a refused install must not leave a trace
/// in it.
impl Drop for LockedScope {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir(self.skills_dir.join(STAGING_DIR));
        for dir in &self.created {
            if std::fs::remove_dir(dir).is_err() {
                break;
            }
        }
    }
}

impl InstallScope {
    /// The user scope, `~/.agents/skills`.
    pub fn user(home: &Path) -> InstallScope {
        InstallScope {
            skills_dir: home.join(".agents/skills"),
            project_root: None,
        }
    }

    /// A project's scope, `<root>/.agents/skills`.
    pub fn project(root: &Path) -> InstallScope {
        InstallScope {
            skills_dir: root.join(".agents/skills"),
            project_root: Some(root.to_path_buf()),
        }
    }

    /// Whether a source recorded in this scope's lockfile may be fetched again. A
    /// project's lockfile is committed by whoever wrote the repository: it may not
    /// start an MCP command line, nor read a folder outside the repository.
    pub fn allows(&self, source: &super::SourceSpec) -> Result<(), String> {
        let Some(root) = &self.project_root else {
            return Ok(());
        };
        match source {
            super::SourceSpec::Mcp(_) => Err(
                "a project lockfile names an MCP command line; it is never run from there (add it again with skills add --mcp)"
                    .into(),
            ),
            super::SourceSpec::Directory(dir) | super::SourceSpec::Archive(dir) => {
                if is_inside(dir, root) {
                    Ok(())
                } else {
                    Err(format!("a project lockfile names {}, outside the repository; not read", dir.display()))
                }
            }
            // A URL is fetched as data (https, or http on this machine), never run.
            super::SourceSpec::ArchiveUrl(_)
            | super::SourceSpec::Index(_)
            | super::SourceSpec::McpUrl(_)
            | super::SourceSpec::Git { .. } => Ok(()),
        }
    }

    /// Takes the scope's lock (waiting for another run to finish), then rolls back a
    /// change an interrupted run was making and clears what it left in the staging
    /// folder.
    pub fn lock(&self) -> Result<LockedScope, String> {
        let dir = &self.skills_dir;
        let created: Vec<PathBuf> = dir
            .ancestors()
            .take_while(|a| std::fs::symlink_metadata(a).is_err())
            .map(Path::to_path_buf)
            .collect();
        std::fs::create_dir_all(dir).map_err(|e| format!("{}: cannot create the skills folder: {e}", dir.display()))?;
        let undo = |why: String| {
            for dir in &created {
                if std::fs::remove_dir(dir).is_err() {
                    break;
                }
            }
            why
        };
        if let Some(root) = &self.project_root
            && !is_inside(dir, root)
        {
            return Err(undo(format!(
                "{} leads out of the repository (a symlink?); refusing to install there",
                dir.display()
            )));
        }
        // As the config file's writes: the lock is on the folder itself, so no lock
        // file is left among the skills.
        let lock = File::open(dir)
            .and_then(|lock| lock.lock().map(|()| lock))
            .map_err(|e| undo(format!("{}: cannot lock the skills folder: {e}", dir.display())))?;
        // Only a real folder is cleared: a symlink planted here (a repository can
        // commit one) is removed, never followed.
        let staging = dir.join(STAGING_DIR);
        match std::fs::symlink_metadata(&staging) {
            Ok(meta) if meta.is_dir() => clear_staging(dir, &staging, &self.lockfile_path()),
            Ok(meta) if meta.file_type().is_symlink() || meta.is_file() => {
                std::fs::remove_file(&staging).map_err(|e| format!("{}: {e}", staging.display()))?;
            }
            Ok(_) => return Err(format!("{} is not a folder", staging.display())),
            Err(_) => {}
        }
        let locked = LockedScope {
            skills_dir: dir.clone(),
            project_root: self.project_root.clone(),
            created,
            _lock: lock,
        };
        locked.migrate_project_lock()?;
        Ok(locked)
    }

    /// Where the scope's lockfile is: a project's at the repository root, shared with
    /// `npx skills`; the user's in `~/.agents/skills`.
    pub fn lockfile_path(&self) -> PathBuf {
        lockfile_path(&self.skills_dir, self.project_root.as_deref())
    }

    /// The scope's lockfile, read as it is kept (see [`InstallScope::lockfile_path`]).
    pub fn read_lockfile(&self) -> Result<Lockfile, String> {
        read_lockfile(&self.skills_dir, self.project_root.as_deref())
    }
}

impl LockedScope {
    /// A fresh private directory to stage a change in.
    pub fn staging(&self) -> Result<PrivateDir, String> {
        PrivateDir::new_in(&self.skills_dir.join(STAGING_DIR), "change-").map_err(|e| format!("cannot stage: {e}"))
    }

    pub fn lockfile_path(&self) -> PathBuf {
        lockfile_path(&self.skills_dir, self.project_root.as_deref())
    }

    /// The scope's lockfile, read as it is kept.
    pub fn read_lockfile(&self) -> Result<Lockfile, String> {
        read_lockfile(&self.skills_dir, self.project_root.as_deref())
    }

    /// Replaces the lockfile atomically, as the config file is replaced: a project's in
    /// the shared schema at the repository root, the user's in this runtime's own.
    pub fn write_lockfile(&self, lockfile: &Lockfile) -> Result<(), String> {
        let path = self.lockfile_path();
        let (folder, bytes) = match &self.project_root {
            Some(root) => (root.as_path(), lockfile.to_shared_bytes(root)),
            None => (self.skills_dir.as_path(), lockfile.to_bytes()),
        };
        crate::atomic_write::write_atomically(&path, folder, super::lockfile::LOCKFILE_NAME, &bytes)
            .map_err(|e| format!("{}: cannot write the lockfile: {e}", path.display()))
    }

    /// A lock an earlier `skills` kept in a project's skills folder moves, once, into
    /// the shared lock at the repository root: every entry whole (its record under
    /// `agentskills`, its `computedHash` taken from the folder when it still matches),
    /// then the old file goes. An entry the root lock has already is left as it is.
    fn migrate_project_lock(&self) -> Result<(), String> {
        let Some(root) = &self.project_root else {
            return Ok(());
        };
        let old = Lockfile::path_in(&self.skills_dir);
        if !std::fs::symlink_metadata(&old).is_ok_and(|m| m.is_file()) {
            return Ok(());
        }
        let earlier = Lockfile::read(&old)?;
        let mut shared = Lockfile::read_shared(&root.join(super::lockfile::LOCKFILE_NAME))?;
        for (name, mut skill) in earlier.skills {
            if shared.skills.contains_key(&name) {
                continue;
            }
            let folder = self.skills_dir.join(&name);
            if skill.computed_hash.is_none() && super::skill_drift(&self.skills_dir, &name, &skill).is_empty() {
                skill.computed_hash = super::npx_lock::computed_hash(&folder).ok();
            }
            shared.foreign.remove(&name);
            shared.skills.insert(name, skill);
        }
        self.write_lockfile(&shared)?;
        std::fs::remove_file(&old).map_err(|e| {
            format!(
                "{}: moved into the repository's lock, but cannot be removed: {e}",
                old.display()
            )
        })
    }

    /// The last step of every change: the staged skill folders (`(staged, name)`) move
    /// into place, then `lockfile` is written with `entries` added. Replaced folders
    /// wait in `staging` until it is dropped. See [`LockedScope::apply`].
    pub fn commit(
        &self,
        staged: &[(PathBuf, String)],
        staging: &PrivateDir,
        mut lockfile: Lockfile,
        entries: Vec<(String, super::LockedSkill)>,
    ) -> Result<(), String> {
        let trash = staging.path().join("old");
        std::fs::create_dir_all(&trash).map_err(|e| format!("{}: {e}", trash.display()))?;
        let mut renames = Vec::new();
        for (from, name) in staged {
            let target = self.skills_dir.join(name);
            if std::fs::symlink_metadata(&target).is_ok() {
                renames.push((target.clone(), trash.join(name)));
            }
            renames.push((from.clone(), target));
        }
        lockfile.skills.extend(entries);
        self.apply(staging, &renames, &lockfile)
    }

    /// Makes `renames` (`(from, to)`, in order) and then writes `lockfile`: all of it
    /// or, on a failure, none. The renames are journaled in `staging` first, so a run
    /// killed anywhere before the lockfile is replaced is rolled back by the next one
    /// ([`InstallScope::lock`]); once it is replaced, the change stands.
    pub fn apply(
        &self,
        staging: &PrivateDir,
        renames: &[(PathBuf, PathBuf)],
        lockfile: &Lockfile,
    ) -> Result<(), String> {
        let relative = |path: &Path| {
            path.strip_prefix(&self.skills_dir)
                .ok()
                .and_then(Path::to_str)
                .map(str::to_string)
                .ok_or_else(|| format!("{}: not inside the skills folder", path.display()))
        };
        let journal = Journal {
            lockfile_before: lockfile_digest(&self.lockfile_path()),
            renames: renames
                .iter()
                .map(|(from, to)| Ok((relative(from)?, relative(to)?)))
                .collect::<Result<_, String>>()?,
        };
        let journal_path = staging.path().join(JOURNAL_FILE);
        let bytes = serde_json::to_vec(&journal).map_err(|e| e.to_string())?;
        write_file(staging.path(), JOURNAL_FILE, &bytes, false)?;
        File::open(staging.path())
            .and_then(|dir| dir.sync_all())
            .map_err(|e| format!("{}: cannot journal the change: {e}", journal_path.display()))?;
        for (done, (from, to)) in renames.iter().enumerate() {
            if let Err(e) = std::fs::rename(from, to) {
                roll_back(&renames[..done]);
                return Err(format!("{}: cannot move the skill into place: {e}", to.display()));
            }
            crash_point("renamed-one");
        }
        crash_point("renamed-all");
        if let Err(e) = self.write_lockfile(lockfile) {
            roll_back(renames);
            return Err(e);
        }
        let _ = std::fs::remove_file(&journal_path);
        Ok(())
    }
}

/// The file in a change's staging folder that lists the renames it is making.
const JOURNAL_FILE: &str = "journal.json";
/// Largest journal read back: a change moves a few folders, not thousands.
const MAX_JOURNAL_BYTES: u64 = 1 << 20;

/// What a change is about to do, written and synced before its first rename.
#[derive(serde::Serialize, serde::Deserialize)]
struct Journal {
    /// The lockfile's SHA-256 before the change; `None` when there was none.
    lockfile_before: Option<String>,
    /// Every rename, in order, relative to the skills folder.
    renames: Vec<(String, String)>,
}

/// Where the lockfile of the scope with this skills folder (and repository root, for a
/// project) is.
fn lockfile_path(skills_dir: &Path, project_root: Option<&Path>) -> PathBuf {
    match project_root {
        Some(root) => root.join(super::lockfile::LOCKFILE_NAME),
        None => Lockfile::path_in(skills_dir),
    }
}

/// The scope's lockfile. A project's is the shared one at its root, with the entries of
/// a lock an earlier `skills` left in the skills folder added, as the next change will
/// move them there (so `verify`, which changes nothing, sees them too).
fn read_lockfile(skills_dir: &Path, project_root: Option<&Path>) -> Result<Lockfile, String> {
    let path = lockfile_path(skills_dir, project_root);
    if project_root.is_none() {
        return Lockfile::read(&path);
    }
    let mut shared = Lockfile::read_shared(&path)?;
    let old = Lockfile::path_in(skills_dir);
    if std::fs::symlink_metadata(&old).is_ok_and(|m| m.is_file()) {
        for (name, skill) in Lockfile::read(&old)?.skills {
            if !shared.skills.contains_key(&name) {
                shared.foreign.remove(&name);
                shared.skills.insert(name, skill);
            }
        }
    }
    Ok(shared)
}

fn lockfile_digest(path: &Path) -> Option<String> {
    std::fs::read(path).ok().map(|bytes| super::digest::file_digest(&bytes))
}

/// Undoes the renames of `renames` that were made, last first. Each is atomic, so it
/// was made exactly when its target exists and its source does not.
fn roll_back(renames: &[(PathBuf, PathBuf)]) {
    for (from, to) in renames.iter().rev() {
        if std::fs::symlink_metadata(to).is_ok() && std::fs::symlink_metadata(from).is_err() {
            let _ = std::fs::rename(to, from);
        }
    }
}

/// Rolls back the change staged in `change_dir` if a run was killed while making it:
/// its journal is there and the lockfile is still the one it started from. Only
/// renames between a skill folder and this change's own staging folder are made, so
/// a journal planted in a repository can move nothing else.
/// Rolls back and removes every change an interrupted run left in `staging`. An entry
/// that will not go at once (a child of the killed run still writing into it, where it
/// outlives its parent) is tried again, briefly: what stays is removed when this
/// run's own lock is dropped, or by the next run.
fn clear_staging(skills_dir: &Path, staging: &Path, lock_path: &Path) {
    /// Passes over the staging folder, and the pause between two.
    const ATTEMPTS: u32 = 5;
    const PAUSE: std::time::Duration = std::time::Duration::from_millis(20);
    for attempt in 0..ATTEMPTS {
        let Ok(entries) = std::fs::read_dir(staging) else {
            return;
        };
        let mut left = false;
        for entry in entries.flatten() {
            let path = entry.path();
            if attempt == 0 {
                recover(skills_dir, &path, lock_path);
            }
            let removed = match entry.file_type() {
                Ok(kind) if kind.is_dir() => std::fs::remove_dir_all(&path),
                _ => std::fs::remove_file(&path),
            };
            left |= removed.is_err() && std::fs::symlink_metadata(&path).is_ok();
        }
        if !left {
            return;
        }
        std::thread::sleep(PAUSE);
    }
}

fn recover(skills_dir: &Path, change_dir: &Path, lock_path: &Path) {
    let path = change_dir.join(JOURNAL_FILE);
    let readable = std::fs::symlink_metadata(&path).is_ok_and(|m| m.is_file() && m.len() <= MAX_JOURNAL_BYTES);
    let Some(journal) = readable
        .then(|| std::fs::read(&path).ok())
        .flatten()
        .and_then(|bytes| serde_json::from_slice::<Journal>(&bytes).ok())
    else {
        return;
    };
    if journal.lockfile_before != lockfile_digest(lock_path) {
        return;
    }
    let Some(change) = change_dir.file_name() else {
        return;
    };
    let allowed = |relative: &str| -> Option<PathBuf> {
        let parts: Vec<Component> = Path::new(relative).components().collect();
        let fits = match parts.as_slice() {
            [Component::Normal(name)] => name.to_str().is_some_and(super::is_installable_name),
            [Component::Normal(staging), Component::Normal(own), rest @ ..] => {
                *staging == STAGING_DIR && *own == change && rest.iter().all(|c| matches!(c, Component::Normal(_)))
            }
            _ => false,
        };
        fits.then(|| skills_dir.join(relative))
    };
    let renames: Option<Vec<(PathBuf, PathBuf)>> = journal
        .renames
        .iter()
        .map(|(from, to)| Some((allowed(from)?, allowed(to)?)))
        .collect();
    if let Some(renames) = renames {
        roll_back(&renames);
    }
}

/// The tests kill a change at its worst moments through `SKILLS_DEBUG_ABORT_AT`
/// (`renamed-one`, `renamed-all`); only debug builds look.
fn crash_point(point: &str) {
    #[cfg(debug_assertions)]
    if std::env::var("SKILLS_DEBUG_ABORT_AT").is_ok_and(|at| at == point) {
        std::process::abort();
    }
    let _ = point;
}

/// Whether `path`, with every link resolved, lies inside `root` (false when either
/// cannot be resolved).
pub fn is_inside(path: &Path, root: &Path) -> bool {
    match (std::fs::canonicalize(path), std::fs::canonicalize(root)) {
        (Ok(path), Ok(root)) => path.starts_with(root),
        _ => false,
    }
}
