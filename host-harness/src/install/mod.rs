//! Installing skills from a directory or a git repository, with the component as the
//! gatekeeper, pinned in a lockfile per scope.
//!
//! The steps of [`add()`]: the source is fetched into a private directory (`fetch`); the
//! component, with only that directory preopened read-only, says which skills it
//! holds (`survey-source`) and, per skill, exactly which files may be installed with
//! their bytes (`stage-skill`); the host writes those bytes, and nothing else, into a
//! staging directory inside the scope (`scope`), moves every skill into place, and
//! writes the lockfile (`lockfile`) last. Any failure leaves the scope as it was.
//! Nothing from a skill is ever run.
//!
//! One command a file: `add`, `update`, `remove`, `verify` and `restore`. One concern a
//! file beside them: `source` (what SOURCE means), `fetch` (clone or locate),
//! `scope` (lock, staging, moves), `lockfile` (the JSON file), `digest` (SHA-256s),
//! `mcp` (a skills-extension server as a source), `mcp_http` (its HTTP transport) and
//! `workdir` (private directories and the one file writer they share).

mod add;
mod agents;
mod digest;
mod download;
mod error;
mod fetch;
mod foreign;
mod index;
mod lockfile;
#[cfg(feature = "cli")]
mod mcp;
#[cfg(feature = "cli")]
mod mcp_http;
pub mod npx_lock;
pub mod plugins;
mod remove;
mod restore;
mod scope;
mod source;
mod update;
mod verify;
mod workdir;

use std::collections::BTreeMap;
use std::path::{Component, Path};

pub(crate) use add::accepted_rules;
pub use add::{AddOptions, Added, Choose, Chooser, Refused, SourceListing, add, list_source};
pub use agents::seen_by as agents_seeing;
pub use digest::{file_digest, tree_digest};
pub use error::InstallError;
pub use fetch::{DEFAULT_MCP_TIMEOUT, Transfer};
pub use lockfile::{AgentPlacement, LOCKFILE_NAME, LOCKFILE_VERSION, LockedFile, LockedSkill, LockedSource, Lockfile};
#[cfg(feature = "cli")]
pub use mcp_http::check_url as check_mcp_url;
pub use remove::remove;
pub use restore::{Restored, restore};
pub use scope::{InstallScope, STAGING_DIR};
pub(crate) use source::is_this_machine;
pub use source::{Forges, Resolved, SourceSpec, resolve as resolve_source};
pub use update::{AuditChange, FileChange, Update, UpdateOptions, update};
pub use verify::{Drift, verify};
pub use workdir::{Fetched, PrivateDir};

// What more than one command of this folder uses.
use add::{accepted_findings, locked_files, normal_subpath, report_for, tree_digest_of, write_staged};
use verify::{skill_drift, walk_installed};

use crate::api::source_reader::SourceReader;
use crate::audit::{Accepted, Gate, audit_options, blocking, finding_line};
use crate::component::{AuditFinding, AuditReport, Diagnostic, SourceSkill, ValidationMode};
use crate::runtime::error::describe;
use crate::runtime::host::Host;

/// A small JSON file a source or another tool wrote (a lock, a manifest): `None` when
/// absent; an error naming it when it is not a regular file of at most `max_bytes`, or
/// not JSON.
fn read_json_file(path: &Path, max_bytes: u64) -> Result<Option<serde_json::Value>, String> {
    let shown = path.display();
    match std::fs::symlink_metadata(path) {
        Ok(meta) if meta.is_file() && meta.len() <= max_bytes => {}
        Ok(_) => return Err(format!("{shown}: not a regular file under {max_bytes} bytes")),
        Err(_) => return Ok(None),
    }
    let text = std::fs::read_to_string(path).map_err(|e| format!("{shown}: {e}"))?;
    serde_json::from_str(&text)
        .map(Some)
        .map_err(|e| format!("{shown}: not valid JSON ({e})"))
}

/// Whether `name` may name a folder in the scope: one plain path component, as a
/// skill name is. Checked whatever the validation mode (lenient mode lets a name
/// break the spec's rules with a warning) and for every lockfile key.
pub fn is_installable_name(name: &str) -> bool {
    !name.is_empty()
        && name.len() <= 256
        && !name.starts_with('.')
        && !name.contains(['/', '\\', '\0'])
        && !name.chars().any(char::is_control)
}

/// One skill `add` installed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Installed {
    /// The skill's name: its folder's name in the scope.
    pub name: String,
    /// Its folder in the scope.
    pub directory: std::path::PathBuf,
    /// How many files were written.
    pub files: usize,
    /// Their total size.
    pub bytes: u64,
    /// The tree digest recorded in the lockfile.
    pub digest: String,
    /// It replaced an earlier install from the same source.
    pub replaced: bool,
    /// Every audit finding, the accepted ones and those below the gate included.
    pub findings: Vec<AuditFinding>,
    /// The other agents whose folders hold it (`--agent`).
    pub agents: Vec<String>,
    /// Agents' folders where it could not be placed, and why.
    pub agent_problems: Vec<String>,
}

fn join_path(base: &str, path: &str) -> String {
    match (base.is_empty(), path.is_empty()) {
        (true, _) => path.to_string(),
        (false, true) => base.to_string(),
        (false, false) => format!("{base}/{path}"),
    }
}

fn shown_path(path: &str) -> &str {
    if path.is_empty() { "." } else { path }
}

fn same_origin(a: &LockedSource, b: &LockedSource) -> bool {
    a.kind == b.kind && a.location == b.location && a.path == b.path
}

fn origin(source: &LockedSource) -> String {
    let at = source.reference.as_deref().map(|r| format!("@{r}")).unwrap_or_default();
    if source.path.is_empty() {
        format!("{}{at}", source.location)
    } else {
        format!("{}{at} (path {})", source.location, source.path)
    }
}

/// Whether the source file has an execute bit (a script). Only the bit is read.
pub(crate) fn is_executable(path: &Path) -> bool {
    use std::os::unix::fs::PermissionsExt;
    std::fs::metadata(path).is_ok_and(|m| m.permissions().mode() & 0o111 != 0)
}
