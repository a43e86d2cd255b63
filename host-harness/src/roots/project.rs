//! The project a command runs in: the working directory and its ancestors up to the
//! repository root, where project skill folders and the project config are looked up.

use std::path::{Path, PathBuf};

/// The directories searched for project skills, closest first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Project {
    /// The working directory, then each ancestor up to [`Project::root`], closest first.
    pub directories: Vec<PathBuf>,
    /// The repository root (the nearest directory holding `.git`, a file or a
    /// directory), or the working directory when there is none. Its
    /// `.agents/config.toml` is the project config, and `skills trust` trusts it.
    pub root: PathBuf,
    /// Whether [`Project::root`] holds a `.git`.
    pub is_repository: bool,
    /// Why the walk stopped early (an unreadable ancestor, a `.git` that cannot be
    /// resolved); the project is then the working directory only.
    pub warnings: Vec<String>,
}

impl Project {
    /// The project of the working directory `cwd` (absolute; the process's own from
    /// [`Project::of_current_dir`]).
    pub fn find(cwd: &Path) -> Project {
        let mut directories = Vec::new();
        let mut warnings = Vec::new();
        for dir in cwd.ancestors() {
            directories.push(dir.to_path_buf());
            let git = dir.join(".git");
            match std::fs::symlink_metadata(&git) {
                Ok(meta) => {
                    // A `.git` symlink must lead somewhere (a loop or a dangling link is a
                    // broken repository, not a root).
                    if meta.file_type().is_symlink()
                        && let Err(e) = std::fs::metadata(&git)
                    {
                        warnings.push(format!(
                            "{} cannot be resolved ({e}); looking for project skills in the working directory only",
                            git.display()
                        ));
                        return Project::working_directory_only(cwd, warnings);
                    }
                    return Project {
                        directories,
                        root: dir.to_path_buf(),
                        is_repository: true,
                        warnings,
                    };
                }
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
                Err(e) => {
                    warnings.push(format!(
                        "cannot look for a repository in {} ({e}); looking for project skills in the working directory only",
                        dir.display()
                    ));
                    return Project::working_directory_only(cwd, warnings);
                }
            }
        }
        Project::working_directory_only(cwd, warnings)
    }

    /// The project of this process's working directory. A working directory that no
    /// longer exists (or cannot be read) has no project: `None`, with why.
    pub fn of_current_dir() -> Result<Project, String> {
        let cwd = std::env::current_dir()
            .map_err(|e| format!("the working directory cannot be read ({e}); no project skills are looked up"))?;
        // getcwd can return a directory that was deleted meanwhile.
        if !cwd.is_dir() {
            return Err(format!(
                "the working directory {} no longer exists; no project skills are looked up",
                cwd.display()
            ));
        }
        Ok(Project::find(&cwd))
    }

    fn working_directory_only(cwd: &Path, warnings: Vec<String>) -> Project {
        Project {
            directories: vec![cwd.to_path_buf()],
            root: cwd.to_path_buf(),
            is_repository: false,
            warnings,
        }
    }

    /// The project config file: `.agents/config.toml` at the root.
    pub fn config_file(&self) -> PathBuf {
        self.root.join(".agents/config.toml")
    }

    /// A path the user's work touched (relative to the working directory, or absolute),
    /// as `touch-paths` takes it: relative to [`Project::root`], `/`-separated. `..`
    /// is resolved by the text of the path, then by the real paths when the file
    /// exists (a link into the project counts as inside it). `Err` says why the path
    /// cannot be given: outside the project, or not UTF-8.
    pub fn touched_path(&self, path: &Path) -> Result<String, String> {
        let cwd = self.directories.first().unwrap_or(&self.root);
        let absolute = lexically_normal(&cwd.join(path));
        let inside = absolute.strip_prefix(&self.root).map(Path::to_path_buf).or_else(|_| {
            let real_root = std::fs::canonicalize(&self.root).map_err(|_| ())?;
            let real = std::fs::canonicalize(&absolute).map_err(|_| ())?;
            real.strip_prefix(&real_root).map(Path::to_path_buf).map_err(|_| ())
        });
        let Ok(relative) = inside else {
            return Err(format!(
                "{} is outside the project ({}); ignored",
                path.display(),
                self.root.display()
            ));
        };
        let parts: Option<Vec<&str>> = relative.components().map(|c| c.as_os_str().to_str()).collect();
        match parts {
            Some(parts) if !parts.is_empty() => Ok(parts.join("/")),
            Some(_) => Err(format!(
                "{} is the project root itself, not a file in it; ignored",
                path.display()
            )),
            None => Err(format!("{} is not valid UTF-8; ignored", path.display())),
        }
    }
}

/// `path` with `.` dropped and each `..` taking off the component before it, by the
/// text alone.
fn lexically_normal(path: &Path) -> PathBuf {
    use std::path::Component;
    let mut out = PathBuf::new();
    for component in path.components() {
        match component {
            Component::CurDir => {}
            Component::ParentDir => {
                out.pop();
            }
            other => out.push(other),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn touched_paths_are_made_relative_to_the_project_root_or_refused() {
        let tmp = tempfile::tempdir().unwrap();
        let repo = tmp.path().join("repo");
        let cwd = repo.join("apps/web");
        std::fs::create_dir_all(&cwd).unwrap();
        std::fs::create_dir(repo.join(".git")).unwrap();
        let project = Project::find(&cwd);
        let touched = |p: &str| project.touched_path(Path::new(p));
        assert_eq!(touched("src/main.ts").unwrap(), "apps/web/src/main.ts");
        assert_eq!(touched("../../README.md").unwrap(), "README.md");
        assert_eq!(touched("./x/../y.md").unwrap(), "apps/web/y.md");
        assert_eq!(touched(repo.join("docs/a.md").to_str().unwrap()).unwrap(), "docs/a.md");
        assert!(
            touched("../../../outside.md")
                .unwrap_err()
                .contains("outside the project")
        );
        assert!(touched("/etc/passwd").unwrap_err().contains("outside the project"));
        assert!(touched("../..").unwrap_err().contains("project root itself"));
        use std::os::unix::ffi::OsStrExt;
        let not_utf8 = Path::new(std::ffi::OsStr::from_bytes(b"src/\xff.ts"));
        assert!(project.touched_path(not_utf8).unwrap_err().contains("UTF-8"));
    }

    #[test]
    fn the_walk_stops_at_the_nearest_git_file_or_directory() {
        let tmp = tempfile::tempdir().unwrap();
        let repo = tmp.path().join("repo");
        let nested = repo.join("apps/web/src");
        std::fs::create_dir_all(&nested).unwrap();
        std::fs::create_dir(repo.join(".git")).unwrap();
        let project = Project::find(&nested);
        assert_eq!(project.root, repo);
        assert!(project.is_repository);
        assert_eq!(
            project.directories,
            [nested.clone(), repo.join("apps/web"), repo.join("apps"), repo.clone()]
        );
        // A worktree or submodule has a `.git` file: it is a root too.
        let sub = repo.join("apps/web");
        std::fs::write(sub.join(".git"), "gitdir: ../../.git/modules/web\n").unwrap();
        assert_eq!(Project::find(&nested).root, sub);
    }

    #[test]
    fn without_a_repository_only_the_working_directory_is_searched() {
        let tmp = tempfile::tempdir().unwrap();
        let dir = tmp.path().join("a/b");
        std::fs::create_dir_all(&dir).unwrap();
        let project = Project::find(&dir);
        // (The temporary directory may itself sit below a repository; only check
        // that the answer is consistent.)
        if !project.is_repository {
            assert_eq!(project.directories, std::slice::from_ref(&dir));
            assert_eq!(project.root, dir);
        }
    }

    #[test]
    fn a_git_symlink_loop_stops_the_walk_with_a_warning() {
        let tmp = tempfile::tempdir().unwrap();
        let repo = tmp.path().join("repo");
        let nested = repo.join("src");
        std::fs::create_dir_all(&nested).unwrap();
        std::os::unix::fs::symlink(".git", repo.join(".git")).unwrap();
        let project = Project::find(&nested);
        assert!(!project.is_repository);
        assert_eq!(project.directories, std::slice::from_ref(&nested));
        assert_eq!(project.warnings.len(), 1, "{:?}", project.warnings);
        assert!(project.warnings[0].contains("cannot be resolved"));
    }
}
