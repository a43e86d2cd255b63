//! The folder skills are installed into, and the discipline every change to it
//! follows: one change at a time (a lock), everything written into a private staging
//! directory on the same filesystem first, then renamed into place, the lockfile last;
//! a failure puts back what was there. Leftovers of an interrupted run are cleared by
//! the next one before it starts.

use std::fs::File;
use std::io::Write;
use std::path::{Component, Path, PathBuf};

use super::fetch::PrivateDir;
use super::lockfile::Lockfile;

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
    _lock: File,
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
            super::SourceSpec::ArchiveUrl(_) | super::SourceSpec::McpUrl(_) | super::SourceSpec::Git { .. } => Ok(()),
        }
    }

    /// Takes the scope's lock (waiting for another run to finish), then clears what an
    /// interrupted run left in the staging folder.
    pub fn lock(&self) -> Result<LockedScope, String> {
        let dir = &self.skills_dir;
        std::fs::create_dir_all(dir).map_err(|e| format!("{}: cannot create the skills folder: {e}", dir.display()))?;
        if let Some(root) = &self.project_root
            && !is_inside(dir, root)
        {
            return Err(format!(
                "{} leads out of the repository (a symlink?); refusing to install there",
                dir.display()
            ));
        }
        // As the config file's writes: the lock is on the folder itself, so no lock
        // file is left among the skills.
        let lock = File::open(dir)
            .and_then(|lock| lock.lock().map(|()| lock))
            .map_err(|e| format!("{}: cannot lock the skills folder: {e}", dir.display()))?;
        // Only a real folder is cleared: a symlink planted here (a repository can
        // commit one) is removed, never followed.
        let staging = dir.join(STAGING_DIR);
        match std::fs::symlink_metadata(&staging) {
            Ok(meta) if meta.is_dir() => {
                if let Ok(entries) = std::fs::read_dir(&staging) {
                    for entry in entries.flatten() {
                        let _ = std::fs::remove_dir_all(entry.path());
                    }
                }
            }
            Ok(meta) if meta.file_type().is_symlink() || meta.is_file() => {
                std::fs::remove_file(&staging).map_err(|e| format!("{}: {e}", staging.display()))?;
            }
            Ok(_) => return Err(format!("{} is not a folder", staging.display())),
            Err(_) => {}
        }
        Ok(LockedScope {
            skills_dir: dir.clone(),
            _lock: lock,
        })
    }
}

impl LockedScope {
    /// A fresh private directory to stage a change in.
    pub fn staging(&self) -> Result<PrivateDir, String> {
        PrivateDir::new_in(&self.skills_dir.join(STAGING_DIR), "change-").map_err(|e| format!("cannot stage: {e}"))
    }

    pub fn lockfile_path(&self) -> PathBuf {
        Lockfile::path_in(&self.skills_dir)
    }

    /// Replaces the lockfile atomically, as the config file is replaced.
    pub fn write_lockfile(&self, lockfile: &Lockfile) -> Result<(), String> {
        let path = self.lockfile_path();
        crate::atomic_write::write_atomically(
            &path,
            &self.skills_dir,
            super::lockfile::LOCKFILE_NAME,
            &lockfile.to_bytes(),
        )
        .map_err(|e| format!("{}: cannot write the lockfile: {e}", path.display()))
    }

    /// The last step of every change: the staged skill folders (`(staged, name)`) move
    /// into place, then `lockfile` is written with `entries` added; if it cannot be,
    /// every move is undone. Replaced folders wait in `staging` until it is dropped.
    pub fn commit(
        &self,
        staged: &[(PathBuf, String)],
        staging: &PrivateDir,
        mut lockfile: Lockfile,
        entries: Vec<(String, super::LockedSkill)>,
    ) -> Result<(), String> {
        let trash = staging.path().join("old");
        std::fs::create_dir_all(&trash).map_err(|e| format!("{}: {e}", trash.display()))?;
        let moves = self.swap_in(staged, &trash)?;
        lockfile.skills.extend(entries);
        self.write_lockfile(&lockfile).inspect_err(|_| self.undo(moves))
    }

    /// Moves staged skill directories into place (`(staged, name)`), keeping any
    /// directory they replace in `trash` until every move succeeded; on a failure,
    /// what was moved is moved back. Returns the moves, for [`LockedScope::undo`].
    pub fn swap_in(&self, staged: &[(PathBuf, String)], trash: &Path) -> Result<Vec<Move>, String> {
        let mut done: Vec<Move> = Vec::new();
        for (from, name) in staged {
            let target = self.skills_dir.join(name);
            let old = trash.join(name);
            let had_old = std::fs::symlink_metadata(&target).is_ok();
            let step = (|| {
                if had_old {
                    std::fs::rename(&target, &old)?;
                }
                std::fs::rename(from, &target)
            })();
            if let Err(e) = step {
                if had_old && std::fs::symlink_metadata(&target).is_err() {
                    let _ = std::fs::rename(&old, &target);
                }
                self.undo(done);
                return Err(format!("{}: cannot move the skill into place: {e}", target.display()));
            }
            done.push(Move {
                target,
                old: had_old.then_some(old),
                staged: from.clone(),
            });
        }
        Ok(done)
    }

    /// Puts back what [`LockedScope::swap_in`] moved.
    pub fn undo(&self, moves: Vec<Move>) {
        for step in moves.into_iter().rev() {
            let _ = std::fs::rename(&step.target, &step.staged);
            if let Some(old) = step.old {
                let _ = std::fs::rename(&old, &step.target);
            }
        }
    }
}

/// Whether `path`, with every link resolved, lies inside `root` (false when either
/// cannot be resolved).
pub fn is_inside(path: &Path, root: &Path) -> bool {
    match (std::fs::canonicalize(path), std::fs::canonicalize(root)) {
        (Ok(path), Ok(root)) => path.starts_with(root),
        _ => false,
    }
}

/// One directory moved into place by [`LockedScope::swap_in`].
pub struct Move {
    target: PathBuf,
    old: Option<PathBuf>,
    staged: PathBuf,
}

/// Writes `bytes` at `relative` (from the component: `/`-separated, normal components
/// only, checked again here) below `dir`, creating directories; synced.
pub fn write_file(dir: &Path, relative: &str, bytes: &[u8], executable: bool) -> Result<(), String> {
    let path = Path::new(relative);
    let normal = path.components().all(|c| matches!(c, Component::Normal(_)));
    if relative.is_empty() || !normal || relative.contains('\0') || relative.contains('\\') {
        return Err(format!("refusing to write `{relative}`: not a plain relative path"));
    }
    let target = dir.join(path);
    if let Some(parent) = target.parent() {
        std::fs::create_dir_all(parent).map_err(|e| format!("{}: {e}", parent.display()))?;
    }
    use std::os::unix::fs::OpenOptionsExt;
    let mut file = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .mode(if executable { 0o755 } else { 0o644 })
        .open(&target)
        .map_err(|e| format!("{}: {e}", target.display()))?;
    file.write_all(bytes)
        .and_then(|()| file.sync_all())
        .map_err(|e| format!("{}: {e}", target.display()))
}
