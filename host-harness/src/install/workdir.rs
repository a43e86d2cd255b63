//! Where an install writes, and how: a private temporary directory ([`PrivateDir`])
//! for a clone, a download or a change's staging; what a fetch leaves on disk
//! ([`Fetched`]); and the one function that writes a file the component returned
//! ([`write_file`]). Shared by `fetch`, `mcp` and `scope`, so none of them needs another.

use std::io::Write;
use std::path::{Component, Path, PathBuf};

/// A directory this process made for itself (mode 0700), removed when dropped.
pub struct PrivateDir {
    path: PathBuf,
}

impl PrivateDir {
    /// A new empty directory under `parent`.
    pub fn new_in(parent: &Path, prefix: &str) -> std::io::Result<PrivateDir> {
        use std::os::unix::fs::DirBuilderExt;
        std::fs::create_dir_all(parent)?;
        for attempt in 0u32..100 {
            let nanos = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.subsec_nanos());
            let path = parent.join(format!("{prefix}{}-{nanos:x}-{attempt}", std::process::id()));
            match std::fs::DirBuilder::new().mode(0o700).create(&path) {
                Ok(()) => return Ok(PrivateDir { path }),
                Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
                Err(e) => return Err(e),
            }
        }
        Err(std::io::Error::other("no free name for a temporary directory"))
    }

    /// Where it is.
    pub fn path(&self) -> &Path {
        &self.path
    }
}

impl Drop for PrivateDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.path);
    }
}

/// Makes a child an install starts (git, curl) die with this process. A run killed
/// mid-clone must not leave a `git` still writing into the staging folder after the
/// next run has cleared it: that folder would stay behind in the skills folder, which
/// every agent's loader scans. Linux (`PR_SET_PDEATHSIG`); elsewhere a child finishes
/// on its own, and the next run's clearing (see `scope::clear_staging`) retries.
///
/// The signal follows the thread that started the child, so it is only for children
/// waited on where they were started (`Command::output`).
pub(super) fn dies_with_this_process(command: &mut std::process::Command) {
    #[cfg(target_os = "linux")]
    {
        use std::os::unix::process::CommandExt;
        let parent = std::process::id();
        // SAFETY: between fork and exec the closure makes only async-signal-safe calls
        // (prctl, getppid, _exit) and allocates nothing.
        unsafe {
            command.pre_exec(move || {
                if libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL) != 0 {
                    return Err(std::io::Error::last_os_error());
                }
                // This process may have died before the prctl: the child was adopted.
                if libc::getppid() as u32 != parent {
                    libc::_exit(1);
                }
                Ok(())
            });
        }
    }
    #[cfg(not(target_os = "linux"))]
    let _ = command;
}

/// A source on disk: where its tree is, what to call it in messages, and the commit
/// a git source resolved to.
pub struct Fetched {
    /// The tree (for git, the clone; for a directory, the directory).
    pub root: PathBuf,
    /// Shown in diagnostics and recorded in the lockfile: the absolute directory, or the URL.
    pub location: String,
    /// The commit a git source resolved to (`None` for a directory).
    pub commit: Option<String>,
    /// The archive's file name in `root`, for the component to unpack.
    pub archive: Option<String>,
    /// Keeps a clone alive until the install is done.
    pub(super) _clone: Option<PrivateDir>,
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
