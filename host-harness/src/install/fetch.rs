//! Bringing a source to a private directory the component can be given: a local
//! directory is used where it is; a git repository is cloned, shallowly, with no
//! hooks, no submodules, no credential prompts, and only the https, ssh and file
//! transports.

use std::path::Path;
use std::process::{Command, Stdio};

use super::source::SourceSpec;
use super::workdir::{Fetched, PrivateDir};

/// How sources are fetched: what the user sees, and how long an MCP server may take.
#[derive(Clone, Debug)]
pub struct Transfer {
    /// Let git and curl draw their progress on stderr (the CLI does on a terminal).
    pub progress: bool,
    /// Longest one request to an MCP server may take before the install is refused
    /// ([`DEFAULT_MCP_TIMEOUT`]).
    pub mcp_timeout: std::time::Duration,
    /// The bearer token sent to an MCP server over HTTP (`Authorization: Bearer`), as
    /// a server started with `serve-mcp --token-file` requires. Never recorded.
    pub mcp_token: Option<String>,
}

/// 30 s: a `resources/read` of a 16 MiB file over a slow link fits; a server that hangs
/// is given up on well before a user would.
pub const DEFAULT_MCP_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(30);

impl Default for Transfer {
    fn default() -> Self {
        Transfer {
            progress: false,
            mcp_timeout: DEFAULT_MCP_TIMEOUT,
            mcp_token: None,
        }
    }
}

/// Fetches `source` (cloning into a private directory under `scratch` for git). From
/// an MCP server, only the skills `names` names (all when empty) are downloaded. With
/// `transfer.progress`, git and curl draw their progress on this process's stderr.
pub fn fetch(
    host: &crate::runtime::host::Host,
    source: &SourceSpec,
    names: &[String],
    scratch: &Path,
    transfer: &Transfer,
) -> Result<Fetched, String> {
    let progress = transfer.progress;
    match source {
        #[cfg(feature = "cli")]
        SourceSpec::Mcp(command) => super::mcp::fetch(
            host,
            super::mcp::Endpoint::Command(command),
            names,
            scratch,
            transfer.mcp_timeout,
        ),
        #[cfg(feature = "cli")]
        SourceSpec::McpUrl(url) => super::mcp::fetch(
            host,
            super::mcp::Endpoint::Url(url, transfer.mcp_token.as_deref()),
            names,
            scratch,
            transfer.mcp_timeout,
        ),
        #[cfg(not(feature = "cli"))]
        SourceSpec::Mcp(_) | SourceSpec::McpUrl(_) => {
            let _ = (host, names);
            Err("MCP sources need skills-host's `cli` feature (rmcp)".into())
        }
        SourceSpec::Directory(dir) => {
            let root = std::fs::canonicalize(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
            Ok(Fetched {
                location: root.to_string_lossy().into_owned(),
                root,
                commit: None,
                archive: None,
                _clone: None,
            })
        }
        // The archive alone goes into a private folder: the component sees nothing beside it.
        SourceSpec::Archive(file) => {
            let real = std::fs::canonicalize(file).map_err(|e| format!("{}: {e}", file.display()))?;
            let name = archive_file_name(&real.to_string_lossy());
            let private =
                PrivateDir::new_in(scratch, "archive-").map_err(|e| format!("cannot stage the archive: {e}"))?;
            std::fs::copy(&real, private.path().join(&name)).map_err(|e| format!("{}: {e}", real.display()))?;
            Ok(Fetched {
                root: private.path().to_path_buf(),
                location: real.to_string_lossy().into_owned(),
                commit: None,
                archive: Some(name),
                _clone: Some(private),
            })
        }
        SourceSpec::ArchiveUrl(url) => {
            let name = archive_file_name(url.split(['?', '#']).next().unwrap_or(url));
            let private =
                PrivateDir::new_in(scratch, "download-").map_err(|e| format!("cannot stage the download: {e}"))?;
            super::download::download(url, &private.path().join(&name), progress)?;
            Ok(Fetched {
                root: private.path().to_path_buf(),
                location: url.clone(),
                commit: None,
                archive: Some(name),
                _clone: Some(private),
            })
        }
        SourceSpec::Index(url) => super::index::fetch(host, url, scratch, progress),
        SourceSpec::Git { url, reference } => {
            let clone = PrivateDir::new_in(scratch, "clone-")
                .map_err(|e| format!("cannot make a directory to clone into: {e}"))?;
            let tree = clone.path().join("tree");
            clone_into(url, reference.as_deref(), &tree, progress)?;
            let commit = git(&tree, &["rev-parse", "HEAD"])?.trim().to_string();
            Ok(Fetched {
                root: tree,
                location: url.clone(),
                commit: Some(commit),
                archive: None,
                _clone: Some(clone),
            })
        }
    }
}

/// A plain file name for an archive, keeping its extension (what the component reads
/// the format from).
fn archive_file_name(location: &str) -> String {
    let lower = location.to_ascii_lowercase();
    let extension = [".tar.gz", ".tgz", ".zip"]
        .into_iter()
        .find(|e| lower.ends_with(e))
        .unwrap_or(".zip");
    format!("source{extension}")
}

/// A `git` command that cannot prompt, run hooks, fetch submodules or use a transport
/// other than https, ssh and file.
fn git_command() -> Command {
    let mut command = Command::new("git");
    // GIT_DIR, GIT_WORK_TREE, GIT_INDEX_FILE and the rest, set when run from a git
    // hook, would point every command below at the user's own repository.
    for (key, _) in std::env::vars_os() {
        if key.to_string_lossy().starts_with("GIT_") {
            command.env_remove(key);
        }
    }
    command
        .args([
            "-c",
            "protocol.allow=never",
            "-c",
            "protocol.https.allow=always",
            "-c",
            "protocol.ssh.allow=always",
            "-c",
            "protocol.file.allow=always",
            "-c",
            "core.hooksPath=/dev/null",
            "-c",
            "submodule.recurse=false",
            "-c",
            "advice.detachedHead=false",
        ])
        .env("GIT_TERMINAL_PROMPT", "0")
        .env("GIT_ASKPASS", "true")
        .env("SSH_ASKPASS", "true")
        .env("GIT_SSH_COMMAND", "ssh -o BatchMode=yes")
        .env("GIT_CONFIG_NOSYSTEM", "1")
        .stdin(Stdio::null());
    super::workdir::dies_with_this_process(&mut command);
    command
}

fn run(mut command: Command, what: &str) -> Result<String, String> {
    let output = command
        .output()
        .map_err(|e| format!("cannot run git ({e}); is it installed?"))?;
    if output.status.success() {
        return Ok(String::from_utf8_lossy(&output.stdout).into_owned());
    }
    let stderr = String::from_utf8_lossy(&output.stderr);
    let last = stderr.lines().rev().find(|l| !l.trim().is_empty()).unwrap_or("").trim();
    Err(format!("{what} failed: {}", crate::api::text::terminal_safe(last)))
}

fn git(tree: &Path, args: &[&str]) -> Result<String, String> {
    let mut command = git_command();
    command.arg("-C").arg(tree).args(args);
    run(command, &format!("git {}", args.first().copied().unwrap_or("")))
}

/// A full commit id: 40 (SHA-1) or 64 (SHA-256) hex digits.
fn is_commit_id(reference: &str) -> bool {
    matches!(reference.len(), 40 | 64) && reference.bytes().all(|b| b.is_ascii_hexdigit())
}

fn clone_into(url: &str, reference: Option<&str>, tree: &Path, progress: bool) -> Result<(), String> {
    if let Some(reference) = reference
        && (reference.starts_with('-') || reference.contains(".."))
    {
        return Err(format!("`{reference}` is not a branch, tag or commit"));
    }
    match reference {
        // A commit is fetched by id (a shallow clone can only name branches and tags).
        Some(commit) if is_commit_id(commit) => {
            std::fs::create_dir_all(tree).map_err(|e| e.to_string())?;
            git(tree, &["init", "--quiet"])?;
            git(
                tree,
                &[
                    "fetch",
                    "--quiet",
                    "--depth",
                    "1",
                    "--no-recurse-submodules",
                    "--",
                    url,
                    commit,
                ],
            )
            .map_err(|e| format!("{e} (the commit may not exist in {url})"))?;
            git(tree, &["checkout", "--quiet", "FETCH_HEAD"])?;
        }
        _ => {
            let mut command = git_command();
            command.args([
                "clone",
                if progress { "--progress" } else { "--quiet" },
                "--depth",
                "1",
                "--no-recurse-submodules",
                "--single-branch",
            ]);
            if let Some(reference) = reference {
                command.args(["--branch", reference]);
            }
            command.arg("--").arg(url).arg(tree);
            if progress {
                // git draws its own progress on the terminal; its error lands there too.
                command.stderr(Stdio::inherit());
            }
            run(command, &format!("git clone {url}"))?;
        }
    }
    Ok(())
}
