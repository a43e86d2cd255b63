//! What `skills add SOURCE` names: a local directory, or a git repository with an
//! optional `@REF`. Parsed strictly before anything runs: only the `https`, `ssh` and
//! `file` transports (and scp-like `user@host:path`), never an option-looking or
//! `ext::` URL.

use std::path::PathBuf;

/// Where skills are installed from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SourceSpec {
    /// A local directory: one skill, or several below it.
    Directory(PathBuf),
    /// A local `.tar.gz`, `.tgz` or `.zip`: unpacked by the component.
    Archive(PathBuf),
    /// An archive to download (`https://…`, or `http://` on this machine only).
    ArchiveUrl(String),
    /// An MCP server that serves the skills extension, started as this command line.
    Mcp(String),
    /// An MCP server that serves the skills extension at this Streamable HTTP URL
    /// (`https://`, or `http://` on this machine).
    McpUrl(String),
    /// A git repository: cloned shallowly, without hooks or submodules.
    Git {
        /// The URL as given, without `@REF`.
        url: String,
        /// A branch, a tag or a full commit id; `None` is the default branch.
        reference: Option<String>,
    },
}

impl SourceSpec {
    /// Reads SOURCE as a user typed it. A string that looks like a URL is a git source
    /// (and must be one of the allowed transports); anything else is a directory that
    /// must exist.
    pub fn parse(source: &str) -> Result<SourceSpec, String> {
        if source.is_empty() {
            return Err("the source is empty".into());
        }
        if source.starts_with('-') {
            return Err(format!("`{source}` looks like an option, not a source"));
        }
        if source.contains("::") {
            return Err(format!(
                "`{source}` uses a git remote helper (`::`), which could run a command; use https, ssh or file"
            ));
        }
        if let Some((scheme, rest)) = source.split_once("://") {
            let path = rest.split(['?', '#']).next().unwrap_or(rest);
            if is_archive_name(path) && matches!(scheme, "https" | "http") {
                let host = rest.split('/').next().unwrap_or("").rsplit('@').next().unwrap_or("");
                let host = host.rsplit_once(':').map_or(host, |(h, _)| h);
                if scheme == "http" && !matches!(host, "127.0.0.1" | "localhost" | "[::1]") {
                    return Err(format!(
                        "`{source}`: an archive is downloaded over https (http only from this machine)"
                    ));
                }
                return Ok(SourceSpec::ArchiveUrl(source.to_string()));
            }
            if !matches!(scheme, "https" | "ssh" | "file") {
                return Err(format!(
                    "`{scheme}://` is not allowed; a git source is https://, ssh://, file:// or user@host:path"
                ));
            }
            // `@REF` after the last `/` (an `@` before it is a user name).
            let last_slash = source.rfind('/').unwrap_or(0);
            return Ok(split_reference(source, last_slash));
        }
        if is_scp_like(source) {
            let colon = source.find(':').unwrap_or(0);
            return Ok(split_reference(source, colon));
        }
        let path = PathBuf::from(source);
        if path.is_file() && is_archive_name(source) {
            return Ok(SourceSpec::Archive(path));
        }
        if !path.is_dir() {
            return Err(format!(
                "`{source}` is neither a directory nor a git URL (https://, ssh://, file://, user@host:path)"
            ));
        }
        Ok(SourceSpec::Directory(path))
    }

    /// How the lockfile names the kind: `dir`, `archive`, `git`, `mcp` or `mcp-http`.
    pub fn kind(&self) -> &'static str {
        match self {
            SourceSpec::Directory(_) => "dir",
            SourceSpec::Archive(_) | SourceSpec::ArchiveUrl(_) => "archive",
            SourceSpec::Mcp(_) => "mcp",
            SourceSpec::McpUrl(_) => "mcp-http",
            SourceSpec::Git { .. } => "git",
        }
    }

    /// The source a lockfile entry names, to fetch again.
    pub fn from_lock(kind: &str, location: &str, reference: Option<&str>) -> Result<SourceSpec, String> {
        match kind {
            "dir" => Ok(SourceSpec::Directory(location.into())),
            "archive" if location.contains("://") => Ok(SourceSpec::ArchiveUrl(location.to_string())),
            "archive" => Ok(SourceSpec::Archive(location.into())),
            "mcp" => Ok(SourceSpec::Mcp(location.to_string())),
            "mcp-http" => Ok(SourceSpec::McpUrl(location.to_string())),
            "git" => Ok(SourceSpec::Git {
                url: location.to_string(),
                reference: reference.map(str::to_string),
            }),
            other => Err(format!("the lockfile names an unknown source kind `{other}`")),
        }
    }
}

/// `.tar.gz`, `.tgz` or `.zip`, in any case.
pub fn is_archive_name(name: &str) -> bool {
    let lower = name.to_ascii_lowercase();
    lower.ends_with(".tar.gz") || lower.ends_with(".tgz") || lower.ends_with(".zip")
}

/// `user@host:path`: an `@` before a `:`, and no `/` before the `@`.
fn is_scp_like(source: &str) -> bool {
    match (source.find('@'), source.find(':')) {
        (Some(at), Some(colon)) => at < colon && !source[..at].contains('/') && at > 0,
        _ => false,
    }
}

fn split_reference(source: &str, after: usize) -> SourceSpec {
    match source.rfind('@').filter(|&at| at > after) {
        Some(at) if at + 1 < source.len() => SourceSpec::Git {
            url: source[..at].to_string(),
            reference: Some(source[at + 1..].to_string()),
        },
        _ => SourceSpec::Git {
            url: source.to_string(),
            reference: None,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn git(url: &str, reference: Option<&str>) -> SourceSpec {
        SourceSpec::Git {
            url: url.into(),
            reference: reference.map(str::to_string),
        }
    }

    #[test]
    fn urls_and_references_are_read_strictly() {
        assert_eq!(
            SourceSpec::parse("https://github.com/o/r").unwrap(),
            git("https://github.com/o/r", None)
        );
        assert_eq!(
            SourceSpec::parse("https://github.com/o/r@v1.2").unwrap(),
            git("https://github.com/o/r", Some("v1.2"))
        );
        assert_eq!(
            SourceSpec::parse("ssh://git@host/o/r.git@main").unwrap(),
            git("ssh://git@host/o/r.git", Some("main"))
        );
        assert_eq!(
            SourceSpec::parse("git@github.com:o/r").unwrap(),
            git("git@github.com:o/r", None)
        );
        assert_eq!(
            SourceSpec::parse("git@github.com:o/r@abc").unwrap(),
            git("git@github.com:o/r", Some("abc"))
        );
        assert_eq!(
            SourceSpec::parse("file:///tmp/repo").unwrap(),
            git("file:///tmp/repo", None)
        );
        for bad in [
            "ext::sh -c touch% /tmp/x",
            "--upload-pack=touch /tmp/x",
            "http://example.com/r",
            "git://h/r",
            "",
        ] {
            assert!(SourceSpec::parse(bad).is_err(), "{bad}");
        }
        assert!(
            SourceSpec::parse("/nonexistent/dir")
                .unwrap_err()
                .contains("neither a directory")
        );
    }
}
