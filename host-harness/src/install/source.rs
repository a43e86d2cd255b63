//! What `skills add SOURCE` names: a local directory, an archive, a git repository
//! with an optional `@REF`, or a forge shorthand (`owner/repo`, `github:`, a
//! `/tree/REF/PATH` page; see [`resolve`]). Parsed strictly before anything runs: only the `https`, `ssh` and
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
    /// A skills index (`…/index.json`: Cloudflare's Agent Skills Discovery RFC, or
    /// OpenCode's `skills.urls` shape), each skill downloaded and its digest checked.
    Index(String),
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
            if let Some(index) = well_known_index(scheme, rest) {
                if scheme == "http" && !is_this_machine(rest) {
                    return Err(format!(
                        "`{source}`: a skills site is read over https (http only from this machine)"
                    ));
                }
                return Ok(SourceSpec::Index(index));
            }
            if (is_archive_name(path) || path.ends_with("/index.json")) && matches!(scheme, "https" | "http") {
                if scheme == "http" && !is_this_machine(rest) {
                    return Err(format!(
                        "`{source}`: an archive is downloaded over https (http only from this machine)"
                    ));
                }
                if path.ends_with("/index.json") {
                    return Ok(SourceSpec::Index(source.to_string()));
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
            SourceSpec::Index(_) => "index",
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
            "index" => Ok(SourceSpec::Index(location.to_string())),
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

pub use crate::config::Forges;

/// A source as typed, resolved: what to fetch, and the folder of it that
/// `owner/repo/path` or a `/tree/REF/PATH` URL names (`--path`'s meaning).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Resolved {
    /// What to fetch.
    pub spec: SourceSpec,
    /// The folder of it the source names, `/`-separated.
    pub path: Option<String>,
}

/// Reads SOURCE as people type it for `npx skills` and `gh skill` too:
/// - `owner/repo[@REF]` and `owner/repo/path/to/skill[@REF]`, on GitHub (or
///   `forges.github`), unless a local directory or archive of that name exists;
/// - `github:owner/repo…` and `gitlab:owner/repo…`;
/// - a forge page URL, `https://HOST/owner/repo/tree/REF/PATH`, `…/blob/REF/PATH/SKILL.md`
///   (GitLab: `…/-/tree/…`), resolved to the repository, `REF` (one path segment, as
///   the forges' own short links mean it) and `PATH`;
/// - everything [`SourceSpec::parse`] reads.
pub fn resolve(source: &str, forges: &Forges) -> Result<Resolved, String> {
    let plain = |spec| Resolved { spec, path: None };
    if let Some(rest) = source.strip_prefix("github:") {
        return shorthand(rest, &forges.github).ok_or_else(|| not_a_repository(source));
    }
    if let Some(rest) = source.strip_prefix("gitlab:") {
        return shorthand(rest, &forges.gitlab).ok_or_else(|| not_a_repository(source));
    }
    if let Some(resolved) = forge_page(source, forges) {
        return resolved;
    }
    let local = std::path::Path::new(source);
    if source.contains("://") || local.exists() || is_scp_like(source) {
        return SourceSpec::parse(source).map(plain);
    }
    match shorthand(source, &forges.github) {
        Some(resolved) => Ok(resolved),
        None => SourceSpec::parse(source).map(plain),
    }
}

fn not_a_repository(source: &str) -> String {
    format!("`{source}` does not name a repository: write OWNER/REPO, then /PATH or @REF if needed")
}

/// `owner/repo[/path…][@ref]` on the forge at `base`.
fn shorthand(text: &str, base: &str) -> Option<Resolved> {
    let (text, reference) = match text.rsplit_once('@') {
        Some((text, reference)) if is_reference(reference) => (text, Some(reference.to_string())),
        Some(_) => return None,
        None => (text, None),
    };
    let mut parts = text.split('/');
    let (owner, repo) = (parts.next()?, parts.next()?);
    let repo = repo.strip_suffix(".git").unwrap_or(repo);
    if !is_forge_name(owner) || !is_forge_name(repo) {
        return None;
    }
    let path: Vec<&str> = parts.filter(|p| !p.is_empty()).collect();
    if path.iter().any(|p| matches!(*p, "." | "..") || p.starts_with('-')) {
        return None;
    }
    Some(Resolved {
        spec: SourceSpec::Git {
            url: format!("{}/{owner}/{repo}", base.trim_end_matches('/')),
            reference,
        },
        path: (!path.is_empty()).then(|| path.join("/")),
    })
}

/// A forge page URL (`…/owner/repo/tree/REF/PATH`, `…/blob/REF/…/SKILL.md`, GitLab's
/// `/-/tree/`), on GitHub, GitLab or a configured forge; `None` when it is not one.
fn forge_page(source: &str, forges: &Forges) -> Option<Result<Resolved, String>> {
    let (base, rest) = [&forges.github, &forges.gitlab].into_iter().find_map(|base| {
        let base = base.trim_end_matches('/');
        let rest = source.strip_prefix(base)?;
        rest.starts_with('/').then_some((base, rest))
    })?;
    let segments: Vec<&str> = rest.split('/').filter(|s| !s.is_empty()).collect();
    // OWNER/REPO/tree/… on GitHub, OWNER/REPO/-/tree/… on GitLab.
    let kind_at = if segments.get(2) == Some(&"-") { 3 } else { 2 };
    if !matches!(segments.get(kind_at), Some(&("tree" | "blob"))) {
        return None;
    }
    let Some(reference) = segments.get(kind_at + 1) else {
        return Some(Err(format!(
            "`{source}`: a forge page URL is OWNER/REPO/tree/REF[/PATH]"
        )));
    };
    let mut path: Vec<&str> = segments[kind_at + 2..].to_vec();
    if segments[kind_at] == "blob" && path.last().is_some_and(|f| f.eq_ignore_ascii_case("SKILL.md")) {
        path.pop();
    }
    let text = format!(
        "{}/{}{}@{reference}",
        segments[0],
        segments[1],
        path.iter().map(|p| format!("/{p}")).collect::<String>()
    );
    Some(shorthand(&text, base).ok_or_else(|| not_a_repository(source)))
}

/// A GitHub/GitLab owner or repository name: letters, digits, `-`, `_`, `.`, not
/// starting with `-` or `.`.
fn is_forge_name(name: &str) -> bool {
    !name.is_empty()
        && name.len() <= 100
        && !name.starts_with(['-', '.'])
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.'))
}

/// A branch, tag or commit as a `@REF` may name it: no option, no `..`, no spaces.
fn is_reference(reference: &str) -> bool {
    !reference.is_empty()
        && !reference.starts_with('-')
        && !reference.contains("..")
        && reference
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.' | '/'))
}

/// Whether the authority that starts `rest` (what follows `scheme://`) names this
/// machine: the only host plain http is taken from.
pub(crate) fn is_this_machine(rest: &str) -> bool {
    let host = rest.split('/').next().unwrap_or("").rsplit('@').next().unwrap_or("");
    let host = host.rsplit_once(':').map_or(host, |(h, _)| h);
    matches!(host, "127.0.0.1" | "localhost" | "[::1]")
}

/// `.tar.gz`, `.tgz` or `.zip`, in any case.
pub fn is_archive_name(name: &str) -> bool {
    let lower = name.to_ascii_lowercase();
    lower.ends_with(".tar.gz") || lower.ends_with(".tgz") || lower.ends_with(".zip")
}

/// The index a site publishes (Agent Skills Discovery): for a bare origin
/// (`https://HOST`, `https://HOST/`) or a folder URL ending in `/` on a host that is
/// not a git forge, `…/.well-known/agent-skills/index.json` below it.
fn well_known_index(scheme: &str, rest: &str) -> Option<String> {
    if !matches!(scheme, "https" | "http") || rest.contains(['?', '#']) {
        return None;
    }
    let (host, path) = rest.split_once('/').map_or((rest, ""), |(h, p)| (h, p));
    if host.is_empty() || host.contains('@') {
        return None;
    }
    let forge = ["github.com", "gitlab.com", "codeberg.org", "bitbucket.org"]
        .iter()
        .any(|f| host.eq_ignore_ascii_case(f));
    let folder = path.is_empty() || path.ends_with('/') && !forge && !path.contains("//");
    if !folder || forge && !path.is_empty() {
        return None;
    }
    let base = format!("{scheme}://{host}/{path}");
    Some(format!(
        "{}/.well-known/agent-skills/index.json",
        base.trim_end_matches('/')
    ))
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

    fn resolved(source: &str) -> (SourceSpec, Option<String>) {
        let r = resolve(source, &Forges::default()).unwrap_or_else(|e| panic!("{source}: {e}"));
        (r.spec, r.path)
    }

    #[test]
    fn shorthands_prefixes_and_forge_pages_resolve_to_repository_ref_and_path() {
        let gh = |r: Option<&str>| git("https://github.com/anthropics/skills", r);
        assert_eq!(resolved("anthropics/skills"), (gh(None), None));
        assert_eq!(resolved("anthropics/skills@v2"), (gh(Some("v2")), None));
        assert_eq!(
            resolved("anthropics/skills/skills/pdf"),
            (gh(None), Some("skills/pdf".into()))
        );
        assert_eq!(resolved("github:anthropics/skills.git@main"), (gh(Some("main")), None));
        assert_eq!(
            resolved("gitlab:group/repo/x"),
            (git("https://gitlab.com/group/repo", None), Some("x".into()))
        );
        assert_eq!(
            resolved("https://github.com/anthropics/skills/tree/main/skills/pdf"),
            (gh(Some("main")), Some("skills/pdf".into()))
        );
        assert_eq!(
            resolved("https://github.com/anthropics/skills/blob/abc123/skills/pdf/SKILL.md"),
            (gh(Some("abc123")), Some("skills/pdf".into()))
        );
        assert_eq!(
            resolved("https://gitlab.com/g/r/-/tree/dev/skills"),
            (git("https://gitlab.com/g/r", Some("dev")), Some("skills".into()))
        );
        // A repository URL without a page stays a plain git URL.
        assert_eq!(
            resolved("https://github.com/o/r"),
            (git("https://github.com/o/r", None), None)
        );
        // A configured forge (GitHub Enterprise) is recognised by its host.
        let forges = Forges {
            github: "https://git.example.com".into(),
            ..Forges::default()
        };
        let r = resolve("https://git.example.com/o/r/tree/v1/a", &forges).unwrap();
        assert_eq!(
            (r.spec, r.path),
            (git("https://git.example.com/o/r", Some("v1")), Some("a".into()))
        );
        assert_eq!(
            resolve("o/r", &forges).unwrap().spec,
            git("https://git.example.com/o/r", None)
        );
    }

    #[test]
    fn what_is_not_a_repository_is_refused_with_a_reason() {
        for bad in [
            "github:-o/r",
            "github:o",
            "o/r/../x",
            "o/r@--upload-pack=x",
            "github:o/r/..",
            "-o/r",
        ] {
            assert!(resolve(bad, &Forges::default()).is_err(), "{bad}");
        }
        let tmp = tempfile::tempdir().unwrap();
        let local = tmp.path().join("o/r");
        std::fs::create_dir_all(&local).unwrap();
        let r = resolve(local.to_str().unwrap(), &Forges::default()).unwrap();
        assert_eq!(
            r.spec,
            SourceSpec::Directory(local),
            "a folder that exists is the folder"
        );
    }

    #[test]
    fn a_site_s_address_names_its_well_known_index() {
        let index = |u: &str| SourceSpec::Index(u.to_string());
        for (site, expected) in [
            (
                "https://skills.example.com",
                "https://skills.example.com/.well-known/agent-skills/index.json",
            ),
            (
                "https://skills.example.com/",
                "https://skills.example.com/.well-known/agent-skills/index.json",
            ),
            (
                "https://example.com/team/",
                "https://example.com/team/.well-known/agent-skills/index.json",
            ),
            (
                "http://127.0.0.1:8080",
                "http://127.0.0.1:8080/.well-known/agent-skills/index.json",
            ),
        ] {
            assert_eq!(SourceSpec::parse(site).unwrap(), index(expected), "{site}");
        }
        // A repository stays a repository, a forge's folder page too.
        assert_eq!(
            SourceSpec::parse("https://git.example.com/o/r").unwrap(),
            git("https://git.example.com/o/r", None)
        );
        assert!(!matches!(
            SourceSpec::parse("https://github.com/o/r/").unwrap(),
            SourceSpec::Index(_)
        ));
        assert!(
            SourceSpec::parse("http://skills.example.com/").is_err(),
            "http only on this machine"
        );
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
