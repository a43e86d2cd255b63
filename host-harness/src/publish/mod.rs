//! `skills publish`: a static skills site that any web server, CDN or object store
//! serves, in the shape of Cloudflare's Agent Skills Discovery RFC v0.2.0.
//!
//! - Depends on: `install` (fetching and surveying sources, staging skills through the
//!   component), `audit` (the same gate as `skills add`).
//! - Writes: `OUT/.well-known/agent-skills/index.json` (with `$schema`), a
//!   `NAME/SKILL.md` for a skill that is only that file (`skill-md`) or a reproducible
//!   `NAME.tar.gz` of the skill folder (`archive`), each with its sha256 digest;
//!   `OUT/index.html`, the catalogue page for people; and `OUT/.skills-publish.json`,
//!   the record that marks the folder as a publish and lets the next one compare.
//! - Every skill is validated strictly and audited before a byte is written; a refused
//!   skill stops the publish unless its rules are allowed (`--allow`). The site is
//!   written beside the output and swapped in whole: a failure at any step leaves the
//!   previous site as it was. A file whose bytes did not change is carried over (a
//!   hard link), so a web server's `ETag` and `Last-Modified` for it stay the same.

mod archive;
mod page;
mod site;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde_json::{Value, json};

use crate::audit::{Gate, blocking};
use crate::component::{AuditFinding, AuditReport, ValidationMode};
use crate::install::{
    AddOptions, Refused, Resolved, Transfer, accepted_rules, file_digest, is_executable, list_source,
};
use crate::runtime::error::describe;
use crate::runtime::host::Host;

pub use archive::FIXED_MTIME;
pub use site::{INDEX_PATH, MARKER_FILE};

/// The `$schema` of the index written (the one the RFC's v0.2.0 clients read).
pub const SCHEMA: &str = "https://schemas.agentskills.io/discovery/0.2.0/schema.json";

/// Largest artifact (a `SKILL.md` or an archive) a site may serve: this runtime's own
/// consumer takes an archive of at most 16 MiB unpacked, and the RFC asks clients to
/// cap what they unpack.
pub const MAX_ARTIFACT_BYTES: u64 = 16 * 1024 * 1024;
/// Most skills one site lists: what this runtime's consumer takes from one index.
pub const MAX_SKILLS: usize = 1000;

/// What `publish` is asked to do.
#[derive(Clone, Debug)]
pub struct PublishOptions {
    /// The site's folder: absent, empty, or a previous publish.
    pub out: PathBuf,
    /// Where the site will be served (`https://skills.example.com/team`): the index's
    /// URLs become absolute and the page shows the exact install lines. Without it
    /// the index's URLs are relative to the index, which works at any address.
    pub base_url: Option<String>,
    /// The audit gate every skill passes (`--fail-on`, `--allow`, rule files).
    pub gate: Gate,
    /// Progress and timeouts while fetching sources.
    pub transfer: Transfer,
    /// The skill checker (`node host-harness/browser/build.mjs` writes it), copied to
    /// `check/` beside the catalogue, which then links to it (`--with-checker`).
    pub checker: Option<PathBuf>,
}

/// Most files and bytes taken from a checker folder: the page, its worker, the shim
/// and the transpiled component are a few dozen files and about 4 MB.
const MAX_CHECKER_FILES: usize = 200;
const MAX_CHECKER_BYTES: u64 = 32 * 1024 * 1024;

/// One skill on the site.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PublishedSkill {
    /// Its name: the path segment it is served under.
    pub name: String,
    /// Its description, as the index and the page give it.
    pub description: String,
    /// Where it was published from (the source as fetched, and its folder there).
    pub source: String,
    /// `skill-md` or `archive`.
    pub kind: &'static str,
    /// Its artifact's path below the site's root (`.well-known/agent-skills/a.tar.gz`).
    pub artifact: String,
    /// The URL the index gives for it.
    pub url: String,
    /// The artifact's digest, `sha256:…`.
    pub digest: String,
    /// The artifact's size in bytes.
    pub size: u64,
    /// The skill's files with their sizes, by path.
    pub files: Vec<(String, u64)>,
    /// Every audit finding (those below the gate and those allowed included).
    pub findings: Vec<AuditFinding>,
    /// The rules `--allow` accepted for it.
    pub allowed: Vec<String>,
}

/// What a publish did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Published {
    /// The skills on the site, by name.
    pub skills: Vec<PublishedSkill>,
    /// Files written new or changed, relative to the site's root.
    pub written: Vec<String>,
    /// Files carried over unchanged from the previous publish.
    pub unchanged: usize,
    /// Files of the previous publish no longer on the site.
    pub removed: Vec<String>,
}

/// Why nothing was published. The previous site, if any, is as it was.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum PublishError {
    /// Skills the audit refused, each with the findings that refused it.
    #[error("{message}")]
    Refused {
        /// Each skill with its findings at or above the gate that no `--allow` accepts.
        refused: Vec<Refused>,
        /// The sentence the CLI prints, with the `--allow` that would accept them.
        message: String,
    },
    /// A source that could not be fetched or read, an invalid skill, two skills of
    /// one name, an output folder that may not be written: the sentence says which.
    #[error("{0}")]
    Invalid(String),
    /// Writing the site failed (a full disk, a permission); the previous one stands.
    #[error("{0}")]
    Write(String),
}

/// Publishes every valid skill of `sources` into `options.out`. `scratch` is where
/// sources are fetched to (a clone, a download).
pub fn publish(
    host: &Host,
    sources: &[Resolved],
    options: &PublishOptions,
    scratch: &Path,
) -> Result<Published, PublishError> {
    if sources.is_empty() {
        return Err(PublishError::Invalid("name at least one source to publish".into()));
    }
    let base_url = options.base_url.as_deref().map(check_base_url).transpose()?;
    site::check_output(&options.out, sources)?;
    let mut skills: BTreeMap<String, site::SkillFiles> = BTreeMap::new();
    let mut published: Vec<PublishedSkill> = Vec::new();
    let mut refused: Vec<Refused> = Vec::new();
    for resolved in sources {
        let add_options = AddOptions {
            path: resolved.path.clone(),
            skills: Vec::new(),
            all: true,
            paths: Vec::new(),
            validation: ValidationMode::Strict,
            force: false,
            transfer: options.transfer.clone(),
            gate: options.gate.clone(),
            agents: Vec::new(),
            copy: false,
            plugin: None,
            chooser: None,
        };
        let mut listing = list_source(host, &resolved.spec, &add_options, scratch)
            .map_err(|e| PublishError::Invalid(e.to_string()))?;
        let location = listing.fetched.location.clone();
        let invalid: Vec<String> = listing
            .skills
            .iter()
            .filter(|s| s.name.is_none())
            .map(|s| {
                let why = s.diagnostics.first().map(|d| d.message.clone()).unwrap_or_default();
                format!(
                    "`{}`: {}",
                    if s.path.is_empty() { "." } else { &s.path },
                    crate::api::text::terminal_safe(&why)
                )
            })
            .collect();
        if !invalid.is_empty() {
            return Err(PublishError::Invalid(format!(
                "{location}: {} not valid under the spec, so nothing was published: {}",
                if invalid.len() == 1 { "a skill is" } else { "skills are" },
                invalid.join("; ")
            )));
        }
        if listing.skills.is_empty() {
            return Err(PublishError::Invalid(format!("{location}: no skill in the source")));
        }
        let options_audit = crate::audit::audit_options(options.gate.rules.clone(), Vec::new(), Some(location.clone()));
        let reports: Vec<AuditReport> = listing
            .reader
            .audit(listing.fetched.archive.as_deref(), &options_audit)
            .map_err(|e| PublishError::Invalid(format!("the component failed auditing {location}: {e}")))?
            .map_err(|e| PublishError::Invalid(format!("cannot audit {location}: {}", describe(&e))))?;
        let skill_paths: Vec<String> = listing.skills.iter().map(|s| s.path.clone()).collect();
        for path in skill_paths {
            let staged = listing
                .reader
                .stage(listing.fetched.archive.as_deref(), &path, ValidationMode::Strict)
                .map_err(|e| PublishError::Invalid(format!("the component failed on `{path}`: {e}")))?
                .map_err(|e| PublishError::Invalid(format!("`{path}` cannot be published: {}", describe(&e))))?;
            let name = staged.name.clone();
            if !is_path_segment(&name) {
                return Err(PublishError::Invalid(format!(
                    "`{}` cannot be served as a path segment",
                    crate::api::text::terminal_safe(&name)
                )));
            }
            let from = if path.is_empty() {
                location.clone()
            } else {
                format!("{location} ({path})")
            };
            if let Some(previous) = published.iter().find(|p| p.name == name) {
                return Err(PublishError::Invalid(format!(
                    "two skills are named `{name}`: {} and {from}; a site serves one skill per name",
                    previous.source
                )));
            }
            let report = reports
                .iter()
                .find(|r| r.path == path)
                .ok_or_else(|| PublishError::Invalid(format!("`{path}` was not audited; refusing to publish it")))?;
            let blocked: Vec<AuditFinding> = blocking(report, options.gate.fail_on, &options.gate.allow)
                .into_iter()
                .cloned()
                .collect();
            if !blocked.is_empty() {
                refused.push(Refused {
                    name: name.clone(),
                    path: path.clone(),
                    findings: blocked,
                });
            }
            let skill_dir = listing.fetched.root.join(&listing.base).join(&path);
            let files: Vec<site::SkillFile> = staged
                .files
                .iter()
                .map(|f| site::SkillFile {
                    path: f.path.clone(),
                    executable: f.executable || is_executable(&skill_dir.join(&f.path)),
                    bytes: f.bytes.clone(),
                })
                .collect();
            let allowed: Vec<String> = accepted_rules(report, &options.gate)
                .into_iter()
                .map(str::to_string)
                .collect();
            published.push(PublishedSkill {
                name: name.clone(),
                description: staged.description.clone(),
                source: from,
                kind: "",
                artifact: String::new(),
                url: String::new(),
                digest: String::new(),
                size: 0,
                files: files.iter().map(|f| (f.path.clone(), f.bytes.len() as u64)).collect(),
                findings: report.findings.clone(),
                allowed,
            });
            skills.insert(name, site::SkillFiles { files });
        }
    }
    if !refused.is_empty() {
        return Err(refusal(refused));
    }
    if published.len() > MAX_SKILLS {
        return Err(PublishError::Invalid(format!(
            "{} skills: a site lists at most {MAX_SKILLS}",
            published.len()
        )));
    }
    published.sort_by(|a, b| a.name.cmp(&b.name));
    // The artifacts: their bytes, digests and URLs.
    let mut artifacts: BTreeMap<String, Vec<u8>> = BTreeMap::new();
    for skill in &mut published {
        let files = &skills[&skill.name].files;
        let (kind, artifact, bytes) = if files.len() == 1 && files[0].path == "SKILL.md" {
            ("skill-md", format!("{}/SKILL.md", skill.name), files[0].bytes.clone())
        } else {
            let entries: Vec<archive::Entry> = files
                .iter()
                .map(|f| archive::Entry {
                    path: &f.path,
                    bytes: &f.bytes,
                    executable: f.executable,
                })
                .collect();
            let bytes =
                archive::tar_gz(&entries).map_err(|e| PublishError::Invalid(format!("`{}`: {e}", skill.name)))?;
            ("archive", format!("{}.tar.gz", skill.name), bytes)
        };
        if bytes.len() as u64 > MAX_ARTIFACT_BYTES {
            return Err(PublishError::Invalid(format!(
                "`{}`: its {} is {} bytes, over the {MAX_ARTIFACT_BYTES} a site serves",
                skill.name,
                if kind == "archive" { "archive" } else { "SKILL.md" },
                bytes.len()
            )));
        }
        skill.kind = kind;
        skill.url = match &base_url {
            Some(base) => format!("{base}/{}/{artifact}", site::WELL_KNOWN_DIR),
            None => artifact.clone(),
        };
        skill.artifact = format!("{}/{artifact}", site::WELL_KNOWN_DIR);
        skill.digest = file_digest(&bytes);
        skill.size = bytes.len() as u64;
        artifacts.insert(skill.artifact.clone(), bytes);
    }
    let index = index_json(&published);
    let page = page::render(&published, base_url.as_deref(), options.checker.is_some());
    let mut tree: BTreeMap<String, Vec<u8>> = artifacts;
    if let Some(dir) = &options.checker {
        checker_files(dir, &mut tree)?;
    }
    tree.insert(INDEX_PATH.to_string(), index.into_bytes());
    tree.insert("index.html".to_string(), page.into_bytes());
    // GitHub Pages runs Jekyll unless told not to, and Jekyll leaves out dot folders:
    // `.well-known` among them.
    tree.insert(".nojekyll".to_string(), Vec::new());
    let marker = json!({
        "generator": format!("skills {}", env!("CARGO_PKG_VERSION")),
        "schema": SCHEMA,
        "skills": published.iter().map(|s| (s.name.clone(), Value::String(s.digest.clone()))).collect::<serde_json::Map<String, Value>>(),
    });
    tree.insert(
        MARKER_FILE.to_string(),
        (serde_json::to_string_pretty(&marker).unwrap_or_default() + "\n").into_bytes(),
    );
    let outcome = site::write(&options.out, &tree).map_err(PublishError::Write)?;
    Ok(Published {
        skills: published,
        written: outcome.written,
        unchanged: outcome.unchanged,
        removed: outcome.removed,
    })
}

/// The checker's files, below `check/`: a folder `build.mjs` wrote (it has its
/// `component.json` and `check.html`), regular files only, within the bounds above.
fn checker_files(dir: &Path, tree: &mut BTreeMap<String, Vec<u8>>) -> Result<(), PublishError> {
    let invalid = |m: String| PublishError::Invalid(m);
    if !dir.join("check.html").is_file() || !dir.join("component.json").is_file() {
        return Err(invalid(format!(
            "--with-checker {}: not a checker build (no check.html and component.json); run `node host-harness/browser/build.mjs`",
            dir.display()
        )));
    }
    let (mut files, mut bytes) = (0usize, 0u64);
    let mut stack = vec![dir.to_path_buf()];
    while let Some(current) = stack.pop() {
        let entries = std::fs::read_dir(&current).map_err(|e| invalid(format!("{}: {e}", current.display())))?;
        for entry in entries.flatten() {
            let path = entry.path();
            let kind = entry
                .file_type()
                .map_err(|e| invalid(format!("{}: {e}", path.display())))?;
            if kind.is_dir() {
                stack.push(path);
                continue;
            }
            if !kind.is_file() {
                return Err(invalid(format!(
                    "--with-checker: {} is not a regular file",
                    path.display()
                )));
            }
            let relative = path.strip_prefix(dir).map_err(|e| invalid(e.to_string()))?;
            let relative = relative.to_str().filter(|r| !r.contains('\\')).ok_or_else(|| {
                invalid(format!(
                    "--with-checker: {} has a name that is not plain UTF-8",
                    path.display()
                ))
            })?;
            let data = std::fs::read(&path).map_err(|e| invalid(format!("{}: {e}", path.display())))?;
            files += 1;
            bytes += data.len() as u64;
            if files > MAX_CHECKER_FILES || bytes > MAX_CHECKER_BYTES {
                return Err(invalid(format!(
                    "--with-checker {}: more than {MAX_CHECKER_FILES} files or {MAX_CHECKER_BYTES} bytes; not a checker build",
                    dir.display()
                )));
            }
            tree.insert(format!("check/{relative}"), data);
        }
    }
    Ok(())
}

/// The index, to the RFC's v0.2.0 schema, skills by name, two-space indented with a
/// final newline (so that it diffs well in a repository).
fn index_json(skills: &[PublishedSkill]) -> String {
    let entries: Vec<Value> = skills
        .iter()
        .map(|s| {
            json!({
                "name": s.name,
                "type": s.kind,
                "description": s.description,
                "url": s.url,
                "digest": s.digest,
            })
        })
        .collect();
    let index = json!({ "$schema": SCHEMA, "skills": entries });
    serde_json::to_string_pretty(&index).unwrap_or_default() + "\n"
}

fn refusal(refused: Vec<Refused>) -> PublishError {
    let mut rules: Vec<&str> = Vec::new();
    for rule in refused.iter().flat_map(Refused::rules) {
        if !rules.contains(&rule) {
            rules.push(rule);
        }
    }
    let allow: Vec<String> = rules.iter().map(|r| format!("--allow {r}")).collect();
    let message = format!(
        "the audit refused, so nothing was published:\n{}\nto publish them anyway, review the findings and add {}",
        refused.iter().map(Refused::to_string).collect::<Vec<_>>().join("\n"),
        allow.join(" ")
    );
    PublishError::Refused { refused, message }
}

/// `url` without a trailing `/`, if it is an `https://` URL (or `http://` on this
/// machine) with no query or fragment.
fn check_base_url(url: &str) -> Result<String, PublishError> {
    let trimmed = url.trim_end_matches('/');
    let ok = match trimmed.split_once("://") {
        Some(("https", rest)) => !rest.is_empty(),
        Some(("http", rest)) => crate::install::is_this_machine(rest),
        _ => false,
    };
    if !ok
        || trimmed.contains(['?', '#', '"', '<', '>', '\\'])
        || trimmed.chars().any(|c| c.is_whitespace() || c.is_control())
    {
        return Err(PublishError::Invalid(format!(
            "--base-url `{}`: an https:// URL (http:// only on this machine) with no query or fragment",
            crate::api::text::terminal_safe(url)
        )));
    }
    Ok(trimmed.to_string())
}

/// Whether `name` is safe as one path segment of a URL and of a folder: the spec's
/// name characters (lowercase letters, digits, hyphens), 1 to 64 of them.
fn is_path_segment(name: &str) -> bool {
    !name.is_empty()
        && name.len() <= 64
        && name
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
        && !name.starts_with('-')
}
