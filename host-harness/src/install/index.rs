//! A skills index over HTTPS as a source: Cloudflare's Agent Skills Discovery RFC,
//! v0.2.0 (`https://HOST/.well-known/agent-skills/index.json`), and the earlier shape
//! OpenCode's `skills.urls` reads.
//!
//! - v0.2.0: `{"$schema": "https://schemas.agentskills.io/discovery/0.2.0/schema.json",
//!   "skills": [{"name", "type", "description", "url", "digest": "sha256:…"}]}`. A
//!   `skill-md` entry's `url` (absolute, path-absolute or relative to the index) is the
//!   skill's `SKILL.md`; its bytes must have the `digest`, or nothing is installed.
//!   An `archive` entry's URL is a `.tar.gz` or `.zip` whose root is the skill folder
//!   (a single folder at its root is taken too): its bytes must have the `digest`, and
//!   the component unpacks it, under the same caps as any archive source.
//! - v0.1.0 / OpenCode: `{"skills": [{"name", "files": ["SKILL.md", "references/a.md"]}]}`,
//!   each file at `<index folder>/<name>/<file>`, on the index's own origin.
//!
//! Every download goes through the same curl as an archive URL: https (http only from
//! this machine), redirects within those, a size cap. What arrives is surveyed and
//! staged by the component like any folder.

use std::path::Path;

use serde_json::Value;

use super::workdir::{Fetched, PrivateDir};
use crate::component::ValidationMode;
use crate::runtime::error::describe;
use crate::runtime::host::Host;

/// Largest index read.
const MAX_INDEX_BYTES: u64 = 1024 * 1024;
/// Most skills taken from one index.
const MAX_SKILLS: usize = 1000;
/// The only `$schema` v0.2.0 clients process.
pub const SCHEMA_V2: &str = "https://schemas.agentskills.io/discovery/0.2.0/schema.json";

/// Downloads the index at `url` and the skills it lists into a private folder under
/// `scratch`, checking every digest.
pub fn fetch(host: &Host, url: &str, scratch: &Path, progress: bool) -> Result<Fetched, String> {
    let private = PrivateDir::new_in(scratch, "index-").map_err(|e| format!("cannot stage the index: {e}"))?;
    let index_file = private.path().join("index.json");
    super::download::download(url, &index_file, progress)?;
    let size = std::fs::metadata(&index_file).map(|m| m.len()).unwrap_or(0);
    if size > MAX_INDEX_BYTES {
        return Err(format!("{url}: the index is {size} bytes, over {MAX_INDEX_BYTES}"));
    }
    let text = std::fs::read_to_string(&index_file).map_err(|e| format!("{url}: {e}"))?;
    let index: Value = serde_json::from_str(&text).map_err(|e| format!("{url}: the index is not JSON ({e})"))?;
    let schema = index.get("$schema").and_then(Value::as_str);
    if schema.is_some_and(|s| s != SCHEMA_V2) {
        return Err(format!(
            "{url}: an index of an unknown `$schema` ({}); not read",
            schema.unwrap_or("")
        ));
    }
    let entries = index
        .get("skills")
        .and_then(Value::as_array)
        .ok_or_else(|| format!("{url}: the index has no `skills` list"))?;
    if entries.len() > MAX_SKILLS {
        return Err(format!(
            "{url}: the index lists {} skills, over {MAX_SKILLS}",
            entries.len()
        ));
    }
    let root = private.path().join("skills");
    let mut taken = 0;
    let mut names: Vec<&str> = Vec::new();
    let safe = crate::api::text::terminal_safe;
    for entry in entries {
        let name = entry.get("name").and_then(Value::as_str).unwrap_or_default();
        if !super::is_installable_name(name) {
            return Err(format!(
                "{url}: an entry's `name` `{}` cannot name a folder",
                safe(name)
            ));
        }
        // Two entries of one name would write one folder from two artifacts.
        if names.contains(&name) {
            return Err(format!(
                "{url}: the index lists `{}` twice; nothing installed",
                safe(name)
            ));
        }
        names.push(name);
        let folder = root.join(name);
        std::fs::create_dir_all(&folder).map_err(|e| format!("{}: {e}", folder.display()))?;
        if let Some(files) = entry.get("files").and_then(Value::as_array) {
            // v0.1.0: each file beside the index, below the skill's name.
            for file in files.iter().filter_map(Value::as_str) {
                let relative = plain_relative(file).ok_or_else(|| {
                    format!(
                        "{url}: `{}` lists `{}`, not a plain relative path",
                        safe(name),
                        safe(file)
                    )
                })?;
                let target = folder.join(&relative);
                if let Some(parent) = target.parent() {
                    std::fs::create_dir_all(parent).map_err(|e| format!("{}: {e}", parent.display()))?;
                }
                super::download::download(&resolve(url, &format!("{name}/{relative}"))?, &target, progress)?;
            }
            taken += 1;
            continue;
        }
        let kind = entry.get("type").and_then(Value::as_str).unwrap_or_default();
        let location = entry.get("url").and_then(Value::as_str).unwrap_or_default();
        let digest = entry.get("digest").and_then(Value::as_str).unwrap_or_default();
        match kind {
            "skill-md" => {
                let from = resolve(url, location)?;
                download_checked(&from, &folder.join("SKILL.md"), digest, progress)?;
                taken += 1;
            }
            "archive" => {
                let from = resolve(url, location)?;
                let archives = private.path().join("archives");
                std::fs::create_dir_all(&archives).map_err(|e| format!("{}: {e}", archives.display()))?;
                let path = from.split(['?', '#']).next().unwrap_or(&from).to_ascii_lowercase();
                let extension = if path.ends_with(".zip") { "zip" } else { "tar.gz" };
                let file = format!("{name}.{extension}");
                download_checked(&from, &archives.join(&file), digest, progress)?;
                unpack(host, &archives, &file, &from, &folder, name)?;
                taken += 1;
            }
            // A client skips an entry of a type it does not know (the RFC).
            _ => {
                let _ = std::fs::remove_dir(&folder);
            }
        }
    }
    if taken == 0 {
        return Err(format!(
            "{url}: the index lists no skill this runtime takes from an index"
        ));
    }
    Ok(Fetched {
        root,
        location: url.to_string(),
        commit: None,
        archive: None,
        _clone: Some(private),
    })
}

/// Downloads `from` to `target`; an error, and nothing used, unless its bytes have the
/// `digest` the index gives.
fn download_checked(from: &str, target: &Path, digest: &str, progress: bool) -> Result<(), String> {
    super::download::download(from, target, progress)?;
    let bytes = std::fs::read(target).map_err(|e| format!("{}: {e}", target.display()))?;
    let actual = super::digest::file_digest(&bytes);
    if actual.eq_ignore_ascii_case(digest) {
        return Ok(());
    }
    let safe = crate::api::text::terminal_safe;
    Err(format!(
        "{}: its digest is {actual}, not the {} the index gives; nothing installed",
        safe(from),
        safe(digest)
    ))
}

/// Unpacks the archive `file` in `dir` (downloaded from `from`) into `folder`, in the
/// component: the skill at its root, or in the one folder at its root. What may be
/// written is what `stage-skill` gives, as for any archive source.
fn unpack(host: &Host, dir: &Path, file: &str, from: &str, folder: &Path, name: &str) -> Result<(), String> {
    let from = &crate::api::text::terminal_safe(from);
    let mut reader = host
        .source_reader(dir, from)
        .map_err(|e| format!("the component failed on {from}: {e}"))?;
    let survey = reader
        .survey(Some(file), ValidationMode::Lenient)
        .map_err(|e| format!("the component failed on {from}: {e}"))?
        .map_err(|e| format!("{from}: {}", describe(&e)))?;
    let path = match survey.skills.as_slice() {
        [only] if only.path.is_empty() || !only.path.contains('/') => only.path.clone(),
        [] => return Err(format!("{from}: the archive holds no SKILL.md")),
        _ => {
            return Err(format!(
                "{from}: the archive holds more than one skill; an index entry is one skill"
            ));
        }
    };
    let staged = reader
        .stage(Some(file), &path, ValidationMode::Lenient)
        .map_err(|e| format!("the component failed on {from}: {e}"))?
        .map_err(|e| format!("{from}: {}", describe(&e)))?;
    // The archive holds the skill the index names, not another.
    if staged.name != name {
        return Err(format!(
            "{from}: the archive's skill is `{}`, but the index names it `{name}`; nothing installed",
            crate::api::text::terminal_safe(&staged.name)
        ));
    }
    for staged_file in &staged.files {
        super::workdir::write_file(folder, &staged_file.path, &staged_file.bytes, staged_file.executable)?;
    }
    Ok(())
}

/// `reference` resolved against the index URL `base` (RFC 3986, for the forms an
/// index uses): absolute (`https://…`, or `http://` on this machine), path-absolute
/// (`/…`), or relative to the index's folder. No `..`.
fn resolve(base: &str, reference: &str) -> Result<String, String> {
    if reference.split(['/', '?', '#']).any(|part| part == "..") || reference.is_empty() {
        return Err(format!(
            "{base}: `{}` is not a URL an index may give",
            crate::api::text::terminal_safe(reference)
        ));
    }
    if reference.contains("://") {
        return match reference.split_once("://") {
            Some(("https", _)) => Ok(reference.to_string()),
            Some(("http", rest)) if super::source::is_this_machine(rest) => Ok(reference.to_string()),
            _ => Err(format!(
                "{base}: `{}` is neither https nor on this machine",
                crate::api::text::terminal_safe(reference)
            )),
        };
    }
    if reference.starts_with("//") {
        return Err(format!(
            "{base}: `{}`: a scheme-relative URL is not taken",
            crate::api::text::terminal_safe(reference)
        ));
    }
    let (scheme, rest) = base.split_once("://").ok_or_else(|| format!("`{base}` is not a URL"))?;
    let origin_end = rest.find('/').unwrap_or(rest.len());
    let origin = format!("{scheme}://{}", &rest[..origin_end]);
    if reference.starts_with('/') {
        return Ok(format!("{origin}{reference}"));
    }
    let path = &rest[origin_end..];
    let folder = &path[..path.rfind('/').map_or(0, |i| i + 1)];
    let folder = if folder.is_empty() { "/" } else { folder };
    Ok(format!("{origin}{folder}{reference}"))
}

/// `path` as a `/`-separated relative path of plain names, or `None`.
fn plain_relative(path: &str) -> Option<String> {
    let parts: Vec<&str> = path.split('/').filter(|p| !p.is_empty() && *p != ".").collect();
    let plain = !parts.is_empty()
        && parts
            .iter()
            .all(|p| *p != ".." && !p.contains('\\') && !p.contains('\0'));
    plain.then(|| parts.join("/"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn urls_resolve_against_the_index_as_rfc_3986_reads_them() {
        let base = "https://example.com/.well-known/agent-skills/index.json";
        assert_eq!(
            resolve(base, "/.well-known/agent-skills/a/SKILL.md").unwrap(),
            "https://example.com/.well-known/agent-skills/a/SKILL.md"
        );
        assert_eq!(
            resolve(base, "a/SKILL.md").unwrap(),
            "https://example.com/.well-known/agent-skills/a/SKILL.md"
        );
        assert_eq!(
            resolve(base, "https://cdn.example.com/a/SKILL.md").unwrap(),
            "https://cdn.example.com/a/SKILL.md"
        );
        for bad in ["../secret", "http://example.com/x", "//evil.com/x", "", "a/../../b"] {
            assert!(resolve(base, bad).is_err(), "{bad}");
        }
        assert_eq!(plain_relative("references/a.md").as_deref(), Some("references/a.md"));
        assert_eq!(plain_relative("../x"), None);
    }
}
