//! Skill roots on the host: where they are, their scope and trust, how they are
//! shown, and which directory a preopen is bound to.

use std::path::{Path, PathBuf};

use crate::component::Scope;
use crate::roots::links::LinkPolicy;

/// A skill directory on the host, to be preopened read-only.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RootDir {
    /// The directory on the host. It need not exist; a missing root is a warning.
    pub path: PathBuf,
    /// Which scope its skills belong to (precedence: see the policy).
    pub scope: Scope,
    /// Untrusted roots contribute nothing but a count (see the WIT `root.trusted`).
    pub trusted: bool,
    /// Which linked skill folders are followed (user and trusted project roots only;
    /// see [`crate::roots::links`]). Default: followed.
    pub links: LinkPolicy,
}

impl RootDir {
    /// A trusted root.
    pub fn new(path: impl Into<PathBuf>, scope: Scope) -> Self {
        RootDir {
            path: path.into(),
            scope,
            trusted: true,
            links: LinkPolicy::default(),
        }
    }

    /// A root the user has not trusted: its skills are counted, never loaded.
    pub fn untrusted(path: impl Into<PathBuf>, scope: Scope) -> Self {
        RootDir {
            path: path.into(),
            scope,
            trusted: false,
            links: LinkPolicy::default(),
        }
    }
}

/// Host-side absolute form of a root, used in locations (the WIT `root.label`):
/// canonical when it exists (so `..` and a symlinked root show as the real
/// directory), else made absolute.
pub fn absolute_label(path: &Path) -> String {
    std::fs::canonicalize(path)
        .or_else(|_| std::path::absolute(path))
        .unwrap_or_else(|_| path.to_path_buf())
        .to_string_lossy()
        .into_owned()
}

/// What a preopen is bound to: the directory's device and inode. A root created,
/// deleted or replaced after the preopen needs a new instance to be seen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct RootIdentity {
    device: u64,
    inode: u64,
}

impl RootIdentity {
    /// The identity of the directory at `path`, or `None` when there is none.
    pub(crate) fn of(path: &Path) -> Option<RootIdentity> {
        use std::os::unix::fs::MetadataExt;
        let meta = std::fs::metadata(path).ok().filter(|m| m.is_dir())?;
        Some(RootIdentity {
            device: meta.dev(),
            inode: meta.ino(),
        })
    }
}
