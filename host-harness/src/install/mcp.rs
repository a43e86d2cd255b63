//! An MCP server that serves the skills extension (SEP-2640) as an install source:
//! `skills/list`, then per skill `skills/get` and `resources/read` of every listed
//! file, with every check SEP-2640 puts on hosts: the listing and each entry valid,
//! `skills/get` equal to the listed entry, every file's digest and size, no file
//! outside the skill's listed resources, at most 512 files and 16 MiB per skill, and
//! the listed frontmatter equal to the served `SKILL.md`'s. The files land in a
//! private folder, which then goes through the component like any folder source.

use std::path::{Component, Path};
use std::time::Duration;

use base64::Engine;
use rmcp::ServiceExt;
use rmcp::model::{GetSkillRequestParams, ReadResourceRequestParams, ResourceContents, SkillResources};
use rmcp::transport::streamable_http_client::{StreamableHttpClientTransport, StreamableHttpClientTransportConfig};
use rmcp::transport::{ConfigureCommandExt, TokioChildProcess};

use super::workdir::{Fetched, PrivateDir, write_file};
use crate::component::{Invoker, Scope};
use crate::roots::root_dir::RootDir;
use crate::runtime::host::Host;

/// Most files and bytes one skill may bring (SEP-2640's host minimums).
const MAX_FILES: usize = 512;
const MAX_BYTES: u64 = 16 * 1024 * 1024;

/// Splits `COMMAND ARGS` into words: whitespace separates, `'…'` and `"…"` quote.
pub fn split_command(command: &str) -> Result<Vec<String>, String> {
    let mut words = Vec::new();
    let mut word = String::new();
    let mut quote: Option<char> = None;
    let mut in_word = false;
    for c in command.chars() {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), c) => word.push(c),
            (None, '\'' | '"') => {
                quote = Some(c);
                in_word = true;
            }
            (None, c) if c.is_whitespace() => {
                if in_word {
                    words.push(std::mem::take(&mut word));
                    in_word = false;
                }
            }
            (None, c) => {
                word.push(c);
                in_word = true;
            }
        }
    }
    if quote.is_some() {
        return Err(format!("`{command}` has an unclosed quote"));
    }
    if in_word {
        words.push(word);
    }
    if words.is_empty() {
        return Err("the MCP command is empty".into());
    }
    Ok(words)
}

/// How the server is reached.
#[derive(Clone, Copy, Debug)]
pub enum Endpoint<'a> {
    /// Started as this command line, spoken to over its stdin and stdout.
    Command(&'a str),
    /// Reached at this Streamable HTTP URL (see [`super::mcp_http`]), with the bearer
    /// token to send, if any.
    Url(&'a str, Option<&'a str>),
}

async fn timed<T, E: std::fmt::Display>(
    what: &str,
    timeout: Duration,
    call: impl std::future::Future<Output = Result<T, E>>,
) -> Result<T, String> {
    match tokio::time::timeout(timeout, call).await {
        Ok(Ok(value)) => Ok(value),
        Ok(Err(e)) => Err(format!("{what} failed: {e}")),
        Err(_) => Err(format!(
            "{what} got no answer within {} s; the server is stuck or slow (see --mcp-timeout)",
            timeout.as_secs_f64()
        )),
    }
}

/// The file's path inside its skill, from its URI: below the skill's own URI folder,
/// every segment decoded and plain (no `..`, `.`, empty, `\\` or NUL).
fn relative_path(skill_uri: &str, file_uri: &str) -> Option<String> {
    let base = skill_uri.strip_suffix("SKILL.md")?;
    let rest = file_uri.strip_prefix(base)?;
    let parts: Option<Vec<String>> = rest.split('/').map(crate::api::text::percent_decode).collect();
    let parts = parts?;
    let plain = parts.iter().all(|p| {
        !p.is_empty()
            && !p.contains(['\\', '\0', '/'])
            && matches!(Path::new(p).components().next(), Some(Component::Normal(_)))
    });
    plain.then(|| parts.join("/"))
}

/// Fetches the named skills (every one when `names` is empty) from the server at
/// `endpoint`, into a private folder under `scratch`. Each request may take `timeout`.
pub fn fetch(
    host: &Host,
    endpoint: Endpoint,
    names: &[String],
    scratch: &Path,
    timeout: Duration,
) -> Result<Fetched, String> {
    let (location, words) = match endpoint {
        Endpoint::Command(command) => (command, split_command(command)?),
        Endpoint::Url(url, _) => {
            super::mcp_http::check_url(url)?;
            (url, Vec::new())
        }
    };
    let private = PrivateDir::new_in(scratch, "mcp-").map_err(|e| format!("cannot stage the download: {e}"))?;
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| e.to_string())?;
    let fetched_names = runtime.block_on(download(endpoint, &words, names, private.path(), timeout))?;
    check_frontmatter(host, private.path(), &fetched_names)?;
    Ok(Fetched {
        root: private.path().to_path_buf(),
        location: location.to_string(),
        commit: None,
        archive: None,
        _clone: Some(private),
    })
}

/// Every listed frontmatter key, as `skills/list` gave it, equals what the component
/// reads from the served `SKILL.md`.
fn check_frontmatter(host: &Host, root: &Path, listed: &[(String, serde_json::Value)]) -> Result<(), String> {
    let prepared = host
        .prepare_session(vec![RootDir::new(root, Scope::User)])
        .map_err(|e| e.to_string())?;
    let mut policy = prepared.default_policy().clone();
    policy.include_builtins = false;
    policy.validation = crate::component::ValidationMode::Lenient;
    let mut session = prepared.into_session(policy);
    session.discover().map_err(|e| e.to_string())?;
    for (name, frontmatter) in listed {
        let manifest = session
            .manifest(name, Invoker::User)
            .map_err(|e| e.to_string())?
            .map_err(|e| {
                format!(
                    "skill `{name}` from the server: {}",
                    crate::runtime::error::describe(&e)
                )
            })?;
        let served: serde_json::Value =
            serde_json::from_str(&manifest.frontmatter).map_err(|e| format!("skill `{name}`: {e}"))?;
        let Some(listed) = frontmatter.as_object() else {
            return Err(format!("skill `{name}`: the listed frontmatter is not an object"));
        };
        for (key, value) in listed {
            if served.get(key) != Some(value) {
                return Err(format!(
                    "skill `{name}`: the listed frontmatter's `{key}` differs from its SKILL.md; refusing it"
                ));
            }
        }
    }
    Ok(())
}

/// Connects to the server at `endpoint` (`words` is its command line, split), fetches
/// the skills into `root`, and closes the connection whatever happened.
async fn download(
    endpoint: Endpoint<'_>,
    words: &[String],
    names: &[String],
    root: &Path,
    timeout: Duration,
) -> Result<Vec<(String, serde_json::Value)>, String> {
    let client = match endpoint {
        Endpoint::Command(_) => {
            let (program, args) = words.split_first().ok_or("the MCP command is empty")?;
            let transport = TokioChildProcess::new(tokio::process::Command::new(program).configure(|cmd| {
                cmd.args(args).stderr(std::process::Stdio::null());
            }))
            .map_err(|e| format!("cannot start `{program}`: {e}"))?;
            timed("initialize", timeout, ().serve(transport)).await?
        }
        Endpoint::Url(url, token) => {
            let mut config = StreamableHttpClientTransportConfig::with_uri(url);
            config.auth_header = token.map(str::to_string);
            // A server without sessions is fine: an install asks and reads, nothing more.
            config.allow_stateless = true;
            let client = super::mcp_http::CurlClient { timeout };
            timed(
                "initialize",
                timeout,
                ().serve(StreamableHttpClientTransport::with_client(client, config)),
            )
            .await?
        }
    };
    let result = fetch_skills(&client, names, root, timeout).await;
    let _ = client.cancel().await;
    result
}

async fn fetch_skills(
    client: &rmcp::service::RunningService<rmcp::RoleClient, ()>,
    names: &[String],
    root: &Path,
    timeout: Duration,
) -> Result<Vec<(String, serde_json::Value)>, String> {
    let skills = timed("skills/list", timeout, client.list_all_skills()).await?;
    rmcp::model::validate_skills(&skills).map_err(|e| format!("the server's skills/list breaks SEP-2640: {e}"))?;
    for name in names {
        if !skills.iter().any(|s| s.name() == name) {
            let all: Vec<&str> = skills.iter().map(|s| s.name()).collect();
            return Err(format!(
                "the server serves no skill `{name}` (it has: {})",
                all.join(", ")
            ));
        }
    }
    let mut fetched = Vec::new();
    for skill in skills
        .iter()
        .filter(|s| names.is_empty() || names.iter().any(|n| n == s.name()))
    {
        let name = skill.name().to_string();
        let got = timed(
            "skills/get",
            timeout,
            client.get_skill(GetSkillRequestParams::new(skill.uri.clone())),
        )
        .await?;
        if &got.skill != skill {
            return Err(format!(
                "skill `{name}`: skills/get differs from skills/list; refusing it"
            ));
        }
        let SkillResources::Files(files) = &skill.resources else {
            return Err(format!(
                "skill `{name}` lists no files (dynamic); it cannot be installed"
            ));
        };
        if files.len() > MAX_FILES || files.iter().map(|f| f.size).sum::<u64>() > MAX_BYTES {
            return Err(format!(
                "skill `{name}` has more than {MAX_FILES} files or {MAX_BYTES} bytes"
            ));
        }
        let dir = root.join(&name);
        for file in files {
            let Some(relative) = relative_path(&skill.uri, &file.uri) else {
                return Err(format!("skill `{name}`: `{}` is not a file inside the skill", file.uri));
            };
            let read = timed(
                "resources/read",
                timeout,
                client.read_resource(ReadResourceRequestParams::new(file.uri.clone())),
            )
            .await?;
            let bytes = match read.contents.first() {
                Some(ResourceContents::TextResourceContents { text, .. }) => text.as_bytes().to_vec(),
                Some(ResourceContents::BlobResourceContents { blob, .. }) => base64::engine::general_purpose::STANDARD
                    .decode(blob)
                    .map_err(|e| format!("skill `{name}`: `{}` is not base64: {e}", file.uri))?,
                _ => return Err(format!("skill `{name}`: `{}` came back empty", file.uri)),
            };
            file.verify(&bytes).map_err(|e| {
                format!(
                    "skill `{name}`: `{}` fails its digest or size: {e}; refusing it",
                    file.uri
                )
            })?;
            write_file(&dir, &relative, &bytes, false)?;
        }
        fetched.push((
            name,
            serde_json::to_value(&skill.frontmatter).map_err(|e| e.to_string())?,
        ));
    }
    Ok(fetched)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn commands_split_like_a_shell_and_paths_stay_in_the_skill() {
        assert_eq!(
            split_command("skills serve-mcp --project '/a b'").unwrap(),
            ["skills", "serve-mcp", "--project", "/a b"]
        );
        assert!(split_command("a 'b").is_err());
        let uri = "skill://pdf/SKILL.md";
        assert_eq!(
            relative_path(uri, "skill://pdf/scripts/run%20it.py").as_deref(),
            Some("scripts/run it.py")
        );
        assert_eq!(relative_path(uri, "skill://pdf/../other/SKILL.md"), None);
        assert_eq!(relative_path(uri, "skill://pdf/%2e%2e/x"), None);
        assert_eq!(relative_path(uri, "skill://other/x"), None);
        assert_eq!(relative_path(uri, "skill://pdf/a%2fb"), None);
    }
}
