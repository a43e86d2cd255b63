//! Installing skills from a directory or a git repository, with the component as the
//! gatekeeper, pinned in a lockfile per scope.
//!
//! The steps of [`add`]: the source is fetched into a private directory (`fetch`); the
//! component, with only that directory preopened read-only, says which skills it
//! holds (`survey-source`) and, per skill, exactly which files may be installed with
//! their bytes (`stage-skill`); the host writes those bytes, and nothing else, into a
//! staging directory inside the scope (`scope`), moves every skill into place, and
//! writes the lockfile (`lockfile`) last. Any failure leaves the scope as it was.
//! Nothing from a skill is ever run.
//!
//! One concern a file: `source` (what SOURCE means), `fetch` (clone or locate),
//! `scope` (lock, staging, moves), `lockfile` (the JSON file), `digest` (SHA-256s),
//! `mcp` (a skills-extension server as a source), `mcp_http` (its HTTP transport) and
//! `workdir` (private directories and the one file writer they share).

mod agents;
mod digest;
mod download;
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
mod restore;
mod scope;
mod source;
mod workdir;

use std::collections::BTreeMap;
use std::path::{Component, Path};

pub use agents::seen_by as agents_seeing;
pub use digest::{file_digest, tree_digest};
pub use fetch::{DEFAULT_MCP_TIMEOUT, Transfer};
pub use lockfile::{AgentPlacement, LOCKFILE_NAME, LOCKFILE_VERSION, LockedFile, LockedSkill, LockedSource, Lockfile};
#[cfg(feature = "cli")]
pub use mcp_http::check_url as check_mcp_url;
pub use restore::{Restored, restore};
pub use scope::{InstallScope, STAGING_DIR};
pub use source::{Forges, Resolved, SourceSpec, resolve as resolve_source};
pub use workdir::{Fetched, PrivateDir};

use crate::api::source_reader::SourceReader;
use crate::audit::{Accepted, Gate, audit_options, blocking, finding_line};
use crate::component::{AuditFinding, AuditReport, Diagnostic, SourceSkill, ValidationMode};
use crate::runtime::error::describe;
use crate::runtime::host::Host;

/// What to take from a source.
#[derive(Clone, Debug)]
pub struct AddOptions {
    /// Only below this directory of the source (`--path`).
    pub path: Option<String>,
    /// These skills by name (`--skill`); empty: the only one, or every one with `all`.
    pub skills: Vec<String>,
    /// Every valid skill of the source (`--all`).
    pub all: bool,
    /// These skill folders of the source exactly, relative to `path` (`skills install`
    /// knows them from the lock); when given, `skills` and `all` are not consulted.
    pub paths: Vec<String>,
    /// `Strict` (the spec) unless `--lenient`.
    pub validation: ValidationMode,
    /// Replace an installed skill even when it has local edits (`--force`).
    pub force: bool,
    /// Progress and timeouts while fetching.
    pub transfer: Transfer,
    /// The audit every skill passes before anything is written.
    pub gate: Gate,
    /// Other agents whose folders get the skill too (`--agent`; `*`: every agent
    /// whose folder exists): a relative link to the canonical copy, or a copy.
    pub agents: Vec<String>,
    /// Copy into the agents' folders instead of linking (`--copy`).
    pub copy: bool,
    /// Only the skills of this plugin of the source (`--plugin`); all of them unless
    /// `skills` names some.
    pub plugin: Option<String>,
    /// Asks which skills to take when the source holds several and neither `skills`
    /// nor `all` says (the CLI's picker, on a terminal). Without it, that is an error
    /// naming them.
    pub chooser: Option<Chooser>,
}

/// A choice of skills among those a source holds: each skill's name and description
/// in, the names chosen out (none: nothing is installed); an error cancels the add.
pub type Choose = dyn Fn(&[(String, String)]) -> Result<Vec<String>, String> + Send + Sync;

/// A [`Choose`], shared.
#[derive(Clone)]
pub struct Chooser(pub std::sync::Arc<Choose>);

impl std::fmt::Debug for Chooser {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Chooser")
    }
}

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

/// What a source holds, as the component read it.
pub struct SourceListing {
    /// The fetched source; a git clone lives as long as this.
    pub fetched: Fetched,
    /// `--path`, normalised, `""` for the root.
    pub base: String,
    /// Every skill found, valid or not.
    pub skills: Vec<SourceSkill>,
    /// What the walk found about the source itself.
    pub diagnostics: Vec<Diagnostic>,
    /// The component that surveyed the tree, kept to stage its skills: made once,
    /// and an archive unpacked once.
    pub reader: SourceReader,
    /// The plugins the source holds (a marketplace's, or the one it is), for `--list`.
    pub plugins: Vec<plugins::Plugin>,
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

/// How an installed skill differs from its lockfile entry.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Drift {
    /// The skill's folder is gone.
    MissingSkill(String),
    /// A link or copy in another agent's folder (`--agent`) is gone or was changed.
    AgentPlacement(String),
    /// A copy of a skill `npx skills` installed does not have the folder digest its
    /// project lock records.
    NpxHashMismatch {
        /// The skill.
        skill: String,
        /// The copy that differs.
        place: String,
    },
    /// A file the lockfile lists is gone.
    MissingFile {
        /// The skill.
        skill: String,
        /// The file, relative to the skill's folder.
        path: String,
    },
    /// A file is there that the lockfile does not list.
    ExtraFile {
        /// The skill.
        skill: String,
        /// The file, relative to the skill's folder.
        path: String,
    },
    /// A file's bytes (or kind) changed.
    ModifiedFile {
        /// The skill.
        skill: String,
        /// The file, relative to the skill's folder.
        path: String,
    },
}

impl std::fmt::Display for Drift {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Drift::MissingSkill(skill) => write!(f, "{skill}: the skill's folder is missing"),
            Drift::AgentPlacement(problem) => write!(f, "{problem}"),
            Drift::NpxHashMismatch { skill, place } => {
                write!(
                    f,
                    "{skill}: {place}: differs from the folder hash npx skills recorded in its lock"
                )
            }
            Drift::MissingFile { skill, path } => write!(f, "{skill}: {path}: missing"),
            Drift::ExtraFile { skill, path } => write!(f, "{skill}: {path}: not installed by skills add (extra)"),
            Drift::ModifiedFile { skill, path } => write!(f, "{skill}: {path}: modified"),
        }
    }
}

/// `--path` as a relative, `/`-separated path with no `..`.
fn normal_subpath(path: &str) -> Result<String, String> {
    let parts: Result<Vec<&str>, String> = Path::new(path)
        .components()
        .filter(|c| !matches!(c, Component::CurDir))
        .map(|c| match c {
            Component::Normal(part) => part.to_str().ok_or_else(|| format!("--path `{path}` is not UTF-8")),
            _ => Err(format!(
                "--path `{path}` must be a relative path inside the source, without `..`"
            )),
        })
        .collect();
    Ok(parts?.join("/"))
}

/// Fetches `source` and has the component say what it holds (below `options.path`).
/// `scratch` is where a clone goes.
pub fn list_source(
    host: &Host,
    source: &SourceSpec,
    options: &AddOptions,
    scratch: &Path,
) -> Result<SourceListing, String> {
    let fetched = fetch::fetch(host, source, &options.skills, scratch, &options.transfer)?;
    let base = normal_subpath(options.path.as_deref().unwrap_or(""))?;
    if let Some(archive) = fetched.archive.clone() {
        // The archive is surveyed whole; `--path` keeps the skills below it.
        let mut reader = host
            .source_reader(&fetched.root, &fetched.location)
            .map_err(|e| format!("the component failed on the source: {e}"))?;
        let survey = reader
            .survey(Some(&archive), options.validation)
            .map_err(|e| format!("the component failed on the source: {e}"))?
            .map_err(|e| format!("{}: {}", fetched.location, describe(&e)))?;
        let inside = |path: &str| base.is_empty() || path == base || path.starts_with(&format!("{base}/"));
        let skills: Vec<SourceSkill> = survey.skills.into_iter().filter(|s| inside(&s.path)).collect();
        return Ok(SourceListing {
            fetched,
            base: String::new(),
            skills,
            diagnostics: survey.diagnostics,
            reader,
            plugins: Vec::new(),
        });
    }
    let dir = fetched.root.join(&base);
    // `--path` through a symlink could leave the source: compare real paths.
    if !dir.is_dir() || !scope::is_inside(&dir, &fetched.root) {
        return Err(format!(
            "{}: no directory `{base}` in the source (or it leads out of it)",
            fetched.location
        ));
    }
    let label = label_of(&fetched.location, &base);
    let mut reader = host
        .source_reader(&dir, &label)
        .map_err(|e| format!("the component failed on the source: {e}"))?;
    let survey = reader
        .survey(None, options.validation)
        .map_err(|e| format!("the component failed on the source: {e}"))?
        .map_err(|e| format!("{label}: {}", describe(&e)))?;
    let plugins = plugins::find(&fetched.root)?;
    let mut skills = survey.skills;
    if let Some(name) = &options.plugin {
        let plugin = plugins.iter().find(|p| p.name == *name).ok_or_else(|| {
            let names: Vec<&str> = plugins.iter().map(|p| p.name.as_str()).collect();
            if names.is_empty() {
                format!(
                    "{}: the source holds no plugin (no .claude-plugin/marketplace.json or plugin.json)",
                    fetched.location
                )
            } else {
                format!(
                    "{}: no plugin `{name}` (it has: {})",
                    fetched.location,
                    names.join(", ")
                )
            }
        })?;
        if let Some(why) = &plugin.elsewhere {
            return Err(format!("plugin `{name}`: {why}"));
        }
        skills.retain(|s| plugin.skill_dirs.contains(&join_path(&base, &s.path)));
    }
    Ok(SourceListing {
        fetched,
        base,
        skills,
        diagnostics: survey.diagnostics,
        reader,
        plugins,
    })
}

fn label_of(location: &str, base: &str) -> String {
    if base.is_empty() {
        location.to_string()
    } else {
        format!("{}/{base}", location.trim_end_matches('/'))
    }
}

/// The skills of `listing` that `options` ask for; an error says what else there is.
fn select<'a>(listing: &'a SourceListing, options: &AddOptions) -> Result<Vec<&'a SourceSkill>, String> {
    let valid: Vec<&SourceSkill> = listing.skills.iter().filter(|s| s.name.is_some()).collect();
    let names: Vec<&str> = valid.iter().filter_map(|s| s.name.as_deref()).collect();
    if !options.paths.is_empty() {
        // Compared as paths from the source's root: a directory's listing is relative
        // to `--path`, an archive's (surveyed whole) to the archive's root.
        let below = normal_subpath(options.path.as_deref().unwrap_or(""))?;
        return options
            .paths
            .iter()
            .map(|path| {
                let wanted = join_path(&below, path);
                valid
                    .iter()
                    .copied()
                    .find(|s| join_path(&listing.base, &s.path) == wanted)
                    .ok_or_else(|| format!("no valid skill at `{}` in the source", shown_path(&wanted)))
            })
            .collect();
    }
    if !options.skills.is_empty() {
        let mut wanted: Vec<&String> = Vec::new();
        for name in &options.skills {
            if !wanted.contains(&name) {
                wanted.push(name);
            }
        }
        return wanted
            .into_iter()
            .map(|wanted| {
                valid
                    .iter()
                    .copied()
                    .find(|s| s.name.as_deref() == Some(wanted.as_str()))
                    .ok_or_else(|| {
                        let invalid = listing
                            .skills
                            .iter()
                            .find(|s| s.name.is_none() && s.path.rsplit('/').next() == Some(wanted.as_str()));
                        match invalid {
                            Some(s) => format!(
                                "skill `{wanted}` does not validate: {}",
                                s.diagnostics
                                    .iter()
                                    .find(|d| d.severity == crate::component::Severity::Error)
                                    .map_or(String::new(), |d| d.message.clone())
                            ),
                            None => format!("no valid skill `{wanted}` in the source (it has: {})", names.join(", ")),
                        }
                    })
            })
            .collect();
    }
    // A plugin named is a set chosen: all of it.
    match (valid.len(), options.all || options.plugin.is_some()) {
        (0, _) => Err(match listing.skills.first() {
            Some(s) => format!(
                "the source has no valid skill; `{}`: {}",
                if s.path.is_empty() { "." } else { &s.path },
                s.diagnostics
                    .iter()
                    .find(|d| d.severity == crate::component::Severity::Error)
                    .map_or(String::new(), |d| d.message.clone())
            ),
            None => "the source holds no skill (no SKILL.md at its root or up to four folders below)".into(),
        }),
        (1, _) | (_, true) => Ok(valid),
        (_, false) if options.chooser.is_some() => {
            let Some(Chooser(choose)) = &options.chooser else {
                return Ok(Vec::new());
            };
            let offered: Vec<(String, String)> = valid
                .iter()
                .filter_map(|s| Some((s.name.clone()?, s.description.clone().unwrap_or_default())))
                .collect();
            let chosen = choose(&offered)?;
            if chosen.is_empty() {
                return Err("no skill chosen; nothing installed".into());
            }
            Ok(valid
                .into_iter()
                .filter(|s| s.name.as_ref().is_some_and(|n| chosen.contains(n)))
                .collect())
        }
        (_, false) => Err(format!(
            "the source holds {} skills ({}); name them with --skill NAME, or take all with --all",
            valid.len(),
            names.join(", ")
        )),
    }
}

/// Installs into `scope` the skills of `source` that `options` name. Every skill is
/// staged and audited before any is moved into place. A skill the audit refuses is
/// left out and named in [`Added::refused`]; the others are installed together, all
/// or none (with [`Gate::all_or_nothing`], one refusal refuses the batch). Any other
/// problem (a name taken, local edits) installs nothing.
pub fn add(host: &Host, scope: &InstallScope, source: &SourceSpec, options: &AddOptions) -> Result<Added, String> {
    let locked = scope.lock()?;
    let staging = locked.staging()?;
    let mut listing = list_source(host, source, options, staging.path())?;
    let selected: Vec<SourceSkill> = select(&listing, options)?.into_iter().cloned().collect();
    let lockfile = locked.read_lockfile()?;
    // What may not be installed at all (a link out, a device, too many files, a
    // SKILL.md that does not validate) is refused first, with its own reason.
    let mut staged_skills = Vec::with_capacity(selected.len());
    for skill in &selected {
        let staged_skill = listing
            .reader
            .stage(listing.fetched.archive.as_deref(), &skill.path, options.validation)
            .map_err(|e| format!("the component failed on `{}`: {e}", skill.path))?
            .map_err(|e| format!("`{}` cannot be installed: {}", shown_path(&skill.path), describe(&e)))?;
        staged_skills.push(staged_skill);
    }
    let reports = audit_source(&mut listing, &lockfile, &locked.skills_dir, &options.gate)?;
    let mut refused = Vec::new();
    let mut kept = Vec::with_capacity(selected.len());
    for (skill, staged_skill) in selected.into_iter().zip(staged_skills) {
        let report = report_for(&reports, &skill.path)?;
        let blocked = blocking(report, options.gate.fail_on, &options.gate.allow);
        if blocked.is_empty() {
            kept.push((skill, staged_skill));
        } else {
            refused.push(Refused {
                name: staged_skill.name.clone(),
                path: skill.path.clone(),
                findings: blocked.into_iter().cloned().collect(),
            });
        }
    }
    if !refused.is_empty() && options.gate.all_or_nothing {
        return Err(format!(
            "refusing to install: the audit found {} (accept a finding by its rule with --allow RULE, or see skills audit):\n{}",
            if refused.len() == 1 {
                "a skill that reaches --fail-on".to_string()
            } else {
                format!("{} skills that reach --fail-on", refused.len())
            },
            refused.iter().map(Refused::to_string).collect::<Vec<_>>().join("\n")
        ));
    }
    let source_dir = listing.fetched.root.join(&listing.base);
    let mut staged: Vec<(std::path::PathBuf, String)> = Vec::new();
    let mut installed = Vec::new();
    let mut entries: Vec<(String, LockedSkill)> = Vec::new();
    let now = lockfile::now_rfc3339();
    for (skill, staged_skill) in kept {
        let name = staged_skill.name.clone();
        if !is_installable_name(&name) {
            return Err(format!(
                "`{}`: its name `{name}` cannot name a folder; refusing it",
                shown_path(&skill.path)
            ));
        }
        let record_path = join_path(&listing.base, &skill.path);
        let source_record = LockedSource {
            kind: source.kind().to_string(),
            location: listing.fetched.location.clone(),
            reference: match source {
                SourceSpec::Git { reference, .. } => reference.clone(),
                SourceSpec::Directory(_)
                | SourceSpec::Index(_)
                | SourceSpec::Archive(_)
                | SourceSpec::ArchiveUrl(_)
                | SourceSpec::Mcp(_)
                | SourceSpec::McpUrl(_) => None,
            },
            commit: listing.fetched.commit.clone(),
            path: record_path,
        };
        let target = locked.skills_dir.join(&name);
        let previous = lockfile.skills.get(&name);
        let exists = std::fs::symlink_metadata(&target).is_ok();
        match previous {
            Some(previous) if !same_origin(&previous.source, &source_record) => {
                return Err(format!(
                    "skill `{name}` is already installed from {}; refusing to replace it with the one from {} (remove it first)",
                    origin(&previous.source),
                    origin(&source_record)
                ));
            }
            None if exists => {
                return Err(format!(
                    "{} already exists and was not installed by skills add; refusing to replace it",
                    target.display()
                ));
            }
            Some(previous) if !options.force && !skill_drift(&locked.skills_dir, &name, previous).is_empty() => {
                return Err(format!(
                    "`{name}` has local changes (see skills verify); pass --force to replace them"
                ));
            }
            _ => {}
        }
        if staged.iter().any(|(_, n)| *n == name) {
            return Err(format!("the source holds two skills named `{name}`"));
        }
        let dir = staging.path().join("new").join(&name);
        write_staged(&dir, &staged_skill, &source_dir.join(&skill.path))?;
        let files = locked_files(&staged_skill);
        let bytes = files.values().map(|f| f.size).sum();
        let tree = tree_digest_of(&files);
        let report = report_for(&reports, &skill.path)?;
        let accepted = accepted_findings(report, &options.gate, &tree);
        installed.push(Installed {
            name: name.clone(),
            directory: target,
            files: files.len(),
            bytes,
            digest: tree.clone(),
            replaced: exists,
            findings: report.findings.clone(),
            agents: Vec::new(),
            agent_problems: Vec::new(),
        });
        entries.push((
            name.clone(),
            LockedSkill {
                source: source_record,
                digest: tree,
                files,
                installed: now.clone(),
                accepted,
                agents: previous.map(|p| p.agents.clone()).unwrap_or_default(),
                computed_hash: npx_lock::computed_hash(&dir).ok(),
            },
        ));
        staged.push((dir, name));
    }
    let dirs = crate::roots::layout::HostDirs::from_env();
    let agents = agents::chosen(&options.agents, scope, &dirs)?;
    if staged.is_empty() {
        // Every skill asked for was refused: the scope stays as it was.
        return Ok(Added { installed, refused });
    }
    locked.commit(&staged, &staging, lockfile, entries)?;
    if !agents.is_empty() {
        // The skills are in place; now every agent's folder. A place taken by something
        // else is reported, never overwritten, and the install stands.
        let mut lockfile = locked.read_lockfile()?;
        for skill in &mut installed {
            let (made, problems) = agents::place(scope, &dirs, &skill.name, &agents, options.copy);
            if let Some(entry) = lockfile.skills.get_mut(&skill.name) {
                for placement in made {
                    if !entry.agents.contains(&placement) {
                        entry.agents.push(placement);
                    }
                }
                skill.agents = entry.agents.iter().map(|p| p.agent.clone()).collect();
            }
            skill.agent_problems = problems;
        }
        locked.write_lockfile(&lockfile)?;
    }
    Ok(Added { installed, refused })
}

/// Audits every skill of the listed source, before anything is staged, comparing
/// names against what the scope holds.
fn audit_source(
    listing: &mut SourceListing,
    lockfile: &Lockfile,
    skills_dir: &Path,
    gate: &Gate,
) -> Result<Vec<AuditReport>, String> {
    let mut installed: Vec<String> = lockfile.skills.keys().cloned().collect();
    if let Ok(entries) = std::fs::read_dir(skills_dir) {
        installed.extend(
            entries
                .flatten()
                .filter_map(|e| e.file_name().to_str().map(str::to_string))
                .filter(|n| !n.starts_with('.')),
        );
    }
    installed.sort();
    installed.dedup();
    let options = audit_options(gate.rules.clone(), installed, Some(listing.fetched.location.clone()));
    listing
        .reader
        .audit(listing.fetched.archive.as_deref(), &options)
        .map_err(|e| format!("the component failed auditing the source: {e}"))?
        .map_err(|e| format!("cannot audit {}: {}", listing.fetched.location, describe(&e)))
}

fn report_for<'r>(reports: &'r [AuditReport], path: &str) -> Result<&'r AuditReport, String> {
    reports
        .iter()
        .find(|r| r.path == path)
        .ok_or_else(|| format!("`{}` was not audited; refusing it", shown_path(path)))
}

/// What one `add` did: the skills installed and the ones the audit refused.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Added {
    /// The skills installed, in the source's order.
    pub installed: Vec<Installed>,
    /// The skills left out because the audit refused them.
    pub refused: Vec<Refused>,
}

/// A skill the install gate kept out, with what would let it in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refused {
    /// The skill's name.
    pub name: String,
    /// Its folder in the source (`""`: the source's root).
    pub path: String,
    /// Its findings at or above `--fail-on` that no `--allow` accepted.
    pub findings: Vec<AuditFinding>,
}

impl Refused {
    /// The rules to pass to `--allow` to accept every finding that refused it, each
    /// once, in the order found.
    pub fn rules(&self) -> Vec<&str> {
        let mut rules: Vec<&str> = Vec::new();
        for finding in &self.findings {
            if !rules.contains(&finding.rule.as_str()) {
                rules.push(&finding.rule);
            }
        }
        rules
    }

    /// `--allow R1 --allow R2 …`: the options that accept it.
    pub fn allow_options(&self) -> String {
        self.rules()
            .iter()
            .map(|rule| format!("--allow {rule}"))
            .collect::<Vec<_>>()
            .join(" ")
    }
}

/// The skill and its folder, then each finding that refused it on its own line.
impl std::fmt::Display for Refused {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} ({}):",
            crate::api::text::terminal_safe(&self.name),
            shown_path(&self.path)
        )?;
        for finding in &self.findings {
            write!(f, "\n  {}", finding_line(finding))?;
        }
        Ok(())
    }
}

/// The findings at or above the gate that `--allow` accepted, once per rule, with the
/// digest of the version they were accepted for.
fn accepted_findings(report: &AuditReport, gate: &Gate, digest: &str) -> Vec<Accepted> {
    let mut accepted: Vec<Accepted> = Vec::new();
    for finding in &report.findings {
        if finding.severity.rank() >= gate.fail_on.rank()
            && gate.allow.contains(&finding.rule)
            && !accepted.iter().any(|a| a.rule == finding.rule)
        {
            accepted.push(Accepted {
                rule: finding.rule.clone(),
                digest: digest.to_string(),
            });
        }
    }
    accepted
}

/// Writes a staged skill's files into `dir` (execute bits as in `source_skill_dir`).
fn write_staged(dir: &Path, staged: &crate::component::StagedSkill, source_skill_dir: &Path) -> Result<(), String> {
    for file in &staged.files {
        let executable = file.executable || is_executable(&source_skill_dir.join(&file.path));
        workdir::write_file(dir, &file.path, &file.bytes, executable)?;
    }
    Ok(())
}

/// What the lockfile records of a staged skill's files: each one's size and digest.
fn locked_files(staged: &crate::component::StagedSkill) -> BTreeMap<String, LockedFile> {
    staged
        .files
        .iter()
        .map(|file| {
            let locked = LockedFile {
                size: file.bytes.len() as u64,
                digest: file_digest(&file.bytes),
            };
            (file.path.clone(), locked)
        })
        .collect()
}

/// The tree digest of a lockfile entry's files.
fn tree_digest_of(files: &BTreeMap<String, LockedFile>) -> String {
    tree_digest(files.iter().map(|(path, f)| (path.as_str(), f.size, f.digest.as_str())))
}

/// How one file differs between the installed skill and its source now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FileChange {
    /// New in the source.
    Added(String),
    /// Gone from the source.
    Removed(String),
    /// Different bytes.
    Modified(String),
}

impl std::fmt::Display for FileChange {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            FileChange::Added(path) => write!(f, "+ {path}"),
            FileChange::Removed(path) => write!(f, "- {path}"),
            FileChange::Modified(path) => write!(f, "~ {path}"),
        }
    }
}

/// What identifies a source in a lockfile: its kind, its location and its ref.
type SourceKey = (String, String, Option<String>);

/// How `update` runs.
#[derive(Clone, Debug)]
pub struct UpdateOptions {
    /// Report what would change and write nothing.
    pub check: bool,
    /// Replace skills with local edits too.
    pub force: bool,
    /// `Strict` (the spec) unless `--lenient`.
    pub validation: ValidationMode,
    /// Progress and timeouts while fetching.
    pub transfer: Transfer,
    /// The audit each new version passes.
    pub gate: Gate,
    /// Where `owner/repo` sources live (`[sources]`): what `npx skills` and `gh skill`
    /// recorded as GitHub's is fetched from there.
    pub forges: Forges,
}

impl Default for UpdateOptions {
    fn default() -> Self {
        UpdateOptions {
            check: false,
            force: false,
            validation: ValidationMode::Strict,
            transfer: Transfer::default(),
            gate: Gate::default(),
            forges: Forges::default(),
        }
    }
}

/// What `update` found for one installed skill.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Update {
    /// The skill.
    pub name: String,
    /// The commit installed before, and the one the source resolves to now (git).
    pub commits: (Option<String>, Option<String>),
    /// Every file that differs; empty: up to date.
    pub changes: Vec<FileChange>,
    /// What the new version adds, as the audit sees it (`None` when nothing changed).
    pub audit: Option<AuditChange>,
    /// Whether the new version was written (never with `check`, nor for a copy only
    /// its own tool may rewrite).
    pub applied: bool,
    /// The audit refused the new version (see `audit.refused`): the installed one
    /// stays, and the other updates went ahead.
    pub refused: bool,
    /// The tool that installed it, when it was not this runtime: `npx skills` or
    /// `gh skill`.
    pub installed_by: Option<&'static str>,
    /// What else to know: a pin that holds it, a record only its own tool keeps, a
    /// copy that could not be refreshed.
    pub note: Option<String>,
}

/// What an update would add, compared with the installed version's audit.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct AuditChange {
    /// Findings the installed version does not have (by rule, file and excerpt).
    pub new_findings: Vec<AuditFinding>,
    /// Of those, the ones at or above the gate that were never accepted: they refuse
    /// the update.
    pub refused: Vec<AuditFinding>,
    /// Files that would run (executables, bytecode, scripts) new in this version.
    pub new_executables: Vec<String>,
    /// Network endpoints the new version names and the installed one does not.
    pub new_endpoints: Vec<String>,
    /// `allowed-tools` before and after, when it changed.
    pub allowed_tools: Option<(Option<String>, Option<String>)>,
}

impl AuditChange {
    /// Compares the installed version's audit with the new one's. A finding at or
    /// above the gate refuses unless its rule was accepted before or is in `allow`.
    pub fn between(old: &AuditReport, new: &AuditReport, gate: &Gate, accepted: &[Accepted]) -> AuditChange {
        let same = |a: &AuditFinding, b: &AuditFinding| a.rule == b.rule && a.file == b.file && a.excerpt == b.excerpt;
        let new_findings: Vec<AuditFinding> = new
            .findings
            .iter()
            .filter(|f| !old.findings.iter().any(|o| same(o, f)))
            .cloned()
            .collect();
        let refused = new_findings
            .iter()
            .filter(|f| {
                f.severity.rank() >= gate.fail_on.rank()
                    && !gate.allow.contains(&f.rule)
                    && !accepted.iter().any(|a| a.rule == f.rule)
            })
            .cloned()
            .collect();
        AuditChange {
            new_findings,
            refused,
            new_executables: new
                .executables
                .iter()
                .filter(|e| !old.executables.contains(e))
                .cloned()
                .collect(),
            new_endpoints: new
                .endpoints
                .iter()
                .filter(|e| !old.endpoints.contains(e))
                .cloned()
                .collect(),
            allowed_tools: (old.allowed_tools != new.allowed_tools)
                .then(|| (old.allowed_tools.clone(), new.allowed_tools.clone())),
        }
    }
}

/// Re-resolves the source of each installed skill named (every one when `names` is
/// empty): a branch moves to its newest commit, a tag or a commit stays. With `check`
/// nothing is written; otherwise every skill with changes is replaced at once, all or
/// nothing, except those whose new version the audit refuses: they stay as they are
/// ([`Update::refused`]), or refuse the whole run with [`Gate::all_or_nothing`]. A
/// skill with local edits (what `verify` reports) is not replaced unless
/// `force`.
///
/// Skills other tools installed are taken up too (see `foreign`): `npx skills`'
/// entries, in the project's shared lock or its user lock, are updated where their
/// copies lie and that tool's digest in its lock rewritten; `gh skill`'s copies are
/// checked against their source and left to that tool.
pub fn update(
    host: &Host,
    scope: &InstallScope,
    names: &[String],
    options: &UpdateOptions,
) -> Result<Vec<Update>, String> {
    let UpdateOptions {
        check,
        force,
        validation,
        transfer,
        gate,
        forges,
    } = options;
    let (check, force, validation) = (*check, *force, *validation);
    let locked = scope.lock()?;
    let mut lockfile = locked.read_lockfile()?;
    let dirs = crate::roots::layout::HostDirs::from_env();
    // Every skill to look at: this runtime's own, then the others' (a name once).
    let mut candidates: Vec<(String, LockedSkill, Option<foreign::Foreign>)> = lockfile
        .skills
        .iter()
        .map(|(name, entry)| (name.clone(), entry.clone(), None))
        .collect();
    // Another tool's state (its lock, its copies) is read only when something may be
    // its, and a problem with it is a note on that skill, never the end of the run.
    let mut notes: Vec<Update> = Vec::new();
    let mut unread: Vec<Update> = Vec::new();
    let only_ours = !names.is_empty() && names.iter().all(|n| lockfile.skills.contains_key(n));
    if !only_ours {
        let (others, problems) = installed_by_others(host, scope, &lockfile, &dirs, forges);
        unread.extend(problems.into_iter().map(|(label, tool, why)| noted(label, tool, why)));
        for (name, tool, found) in others {
            if candidates.iter().any(|(n, ..)| *n == name) || notes.iter().any(|u| u.name == name) {
                continue;
            }
            match found {
                Ok(other) => {
                    let installed = other
                        .copies(scope, &dirs)
                        .into_iter()
                        .next()
                        .unwrap_or_else(|| locked.skills_dir.join(&name));
                    candidates.push((name, other.as_locked(&installed), Some(other)));
                }
                Err(why) => notes.push(noted(name, tool, why)),
            }
        }
    }
    for name in names {
        if let Some(why) = notes.iter().find(|u| u.name == *name).and_then(|u| u.note.clone()) {
            return Err(why);
        }
        if !candidates.iter().any(|(n, ..)| n == name) {
            let mut why = format!(
                "`{name}` was installed in {} by none of skills add, npx skills and gh skill",
                locked.skills_dir.display()
            );
            for problem in &unread {
                why.push_str(&format!(
                    " ({}: {})",
                    problem.name,
                    problem.note.as_deref().unwrap_or("")
                ));
            }
            return Err(why);
        }
    }
    let wanted = |name: &str| names.is_empty() || names.iter().any(|n| n == name);
    candidates.retain(|(name, ..)| wanted(name));
    notes.retain(|u| wanted(&u.name));
    // What could not be read is said when every skill was asked for.
    if names.is_empty() {
        notes.append(&mut unread);
    }
    let staging = locked.staging()?;
    // One fetch per source (kind, location, ref): its tree, its reader and its audit,
    // made the first time one of its skills changed (a skill whose files are those
    // installed keeps the verdict it was installed with).
    let mut fetched: BTreeMap<SourceKey, (Fetched, SourceReader, Option<Vec<AuditReport>>)> = BTreeMap::new();
    let installed_names: Vec<String> = lockfile.skills.keys().cloned().collect();
    let audit = audit_options(gate.rules.clone(), installed_names, None);
    let mut refusals = Vec::new();
    let mut updates: Vec<Update> = notes;
    let mut staged = Vec::new();
    let mut entries = Vec::new();
    // After this runtime's change: the copies `--copy` placed, refreshed.
    let mut copies: Vec<(String, Vec<std::path::PathBuf>)> = Vec::new();
    // Other tools' skills, updated where they lie: (name, new version, copies, keeper,
    // its digest in the keeper's kind).
    let mut in_place = Vec::new();
    let now = lockfile::now_rfc3339();
    for (name, entry, other) in candidates {
        let installed_by = other.as_ref().map(|o| o.keeper.tool());
        // A problem with another tool's skill is a note on it; with this runtime's own,
        // the end of the run (all or nothing).
        macro_rules! or_note {
            ($result:expr) => {
                match $result {
                    Ok(value) => value,
                    Err(why) if other.is_some() => {
                        updates.push(noted(name.clone(), installed_by.unwrap_or_default(), why));
                        continue;
                    }
                    Err(why) => return Err(why),
                }
            };
        }
        if let Some(pin) = other.as_ref().and_then(|o| o.pinned.as_ref()) {
            updates.push(noted(
                name.clone(),
                installed_by.unwrap_or_default(),
                format!("pinned to {pin} by gh skill; not updated"),
            ));
            continue;
        }
        let source = &entry.source;
        let key = (source.kind.clone(), source.location.clone(), source.reference.clone());
        if !fetched.contains_key(&key) {
            let spec = match &other {
                Some(other) => other.spec.clone(),
                None => SourceSpec::from_lock(&source.kind, &source.location, source.reference.as_deref())
                    .map_err(|e| format!("`{name}`: {e}"))?,
            };
            or_note!(scope.allows(&spec).map_err(|e| format!("`{name}`: {e}")));
            let fetch = or_note!(
                fetch::fetch(host, &spec, &[], staging.path(), transfer).map_err(|e| format!("`{name}`: {e}"))
            );
            let reader = host
                .source_reader(&fetch.root, &fetch.location)
                .map_err(|e| format!("the component failed on `{name}`: {e}"))?;
            fetched.insert(key.clone(), (fetch, reader, None));
        }
        let Some((fetch, reader, reports)) = fetched.get_mut(&key) else {
            continue;
        };
        let staged_skill = or_note!(
            reader
                .stage(fetch.archive.as_deref(), &source.path, validation)
                .map_err(|e| format!("the component failed on `{name}`: {e}"))?
                .map_err(|e| format!("`{name}` cannot be updated: {}", describe(&e)))
        );
        if staged_skill.name != name || !is_installable_name(&staged_skill.name) {
            or_note!(Err(format!(
                "`{name}` is now named `{}` in its source; remove it and add the new one",
                staged_skill.name
            )));
        }
        let files = locked_files(&staged_skill);
        // Another tool's record is its digest of the source's folder, taken as it does.
        let current = match &other {
            None => None,
            Some(other) => {
                let upstream = or_note!(
                    other
                        .hash
                        .of(&fetch.root.join(&source.path))
                        .map_err(|why| format!("`{name}`: {why}"))
                );
                Some(upstream == other.hash.value())
            }
        };
        let changes = match current {
            Some(true) => Vec::new(),
            _ => file_changes(&entry.files, &files),
        };
        if !changes.is_empty() && reports.is_none() {
            let source_audit = crate::component::AuditOptions {
                source: Some(fetch.location.clone()),
                ..audit.clone()
            };
            *reports = Some(or_note!(
                reader
                    .audit(fetch.archive.as_deref(), &source_audit)
                    .map_err(|e| format!("the component failed auditing `{name}`'s source: {e}"))?
                    .map_err(|e| format!("cannot audit `{name}`'s source: {}", describe(&e)))
            ));
        }
        let reports: &[AuditReport] = reports.as_deref().unwrap_or_default();
        let audit_change = if changes.is_empty() {
            None
        } else {
            // Another tool's `skillPath` may lie where the source's audit does not
            // reach (nested in a skill, deeper than four folders): a note on it.
            let new = or_note!(report_for(reports, &source.path));
            let installed_dir = match &other {
                Some(other) => other.copies(scope, &dirs).into_iter().next(),
                None => Some(locked.skills_dir.join(&name)),
            };
            let old = match installed_dir {
                Some(dir) => or_note!(installed_report(host, &dir, &name, &audit)),
                None => empty_report(&name, &locked.skills_dir.join(&name)),
            };
            Some(AuditChange::between(&old, new, gate, &entry.accepted))
        };
        let refused = audit_change
            .as_ref()
            .filter(|c| !c.refused.is_empty())
            .map(|change| Refused {
                name: name.clone(),
                path: source.path.clone(),
                findings: change.refused.clone(),
            });
        if let Some(refused) = &refused {
            refusals.push(refused.clone());
        }
        let newly_accepted = match (&audit_change, report_for(reports, &source.path)) {
            (Some(_), Ok(report)) => accepted_findings(report, gate, &tree_digest_of(&files)),
            _ => Vec::new(),
        };
        let moved = match &other {
            None => source.commit != fetch.commit,
            Some(_) => false,
        };
        let mut update = Update {
            name: name.clone(),
            // Another tool recorded no commit: only a change says the source moved.
            commits: match (&other, changes.is_empty()) {
                (Some(_), true) => (None, None),
                _ => (source.commit.clone(), fetch.commit.clone()),
            },
            changes: changes.clone(),
            audit: audit_change,
            applied: false,
            refused: false,
            installed_by,
            note: None,
        };
        if changes.is_empty() && !moved {
            updates.push(update);
            continue;
        }
        if let Some(other) = other
            .as_ref()
            .filter(|o| matches!(o.keeper, foreign::Keeper::GhSkill(_)))
        {
            update.note = Some(format!(
                "gh skill keeps its record in this copy's SKILL.md: update it with `gh skill update {}`",
                other.name
            ));
            updates.push(update);
            continue;
        }
        // A refused version is not written; the others go ahead (unless all or nothing).
        if refused.is_some() && !check && !gate.all_or_nothing {
            update.refused = true;
            updates.push(update);
            continue;
        }
        // What would be replaced: this runtime's copy and the copies `--copy` placed, or
        // every copy of another tool's skill.
        let (local_edits, places) = match &other {
            None => {
                let placed = agents::copies_placed(scope, &dirs, &name, &entry.agents);
                let canonical = npx_lock::computed_hash(&locked.skills_dir.join(&name)).ok();
                let edited_copy = placed
                    .iter()
                    .any(|copy| npx_lock::computed_hash(copy).ok() != canonical);
                let drift = !skill_drift(&locked.skills_dir, &name, &entry).is_empty();
                (drift || edited_copy, placed)
            }
            Some(other) => {
                let places = other.copies(scope, &dirs);
                let edited = places
                    .iter()
                    .any(|copy| other.hash.of(copy).ok().as_deref() != Some(other.hash.value()));
                (edited, places)
            }
        };
        if !force && !check && local_edits {
            return Err(format!(
                "`{name}` has local changes (see skills verify); pass --force to replace them"
            ));
        }
        if check {
            updates.push(update);
            continue;
        }
        let dir = staging.path().join("new").join(&name);
        write_staged(&dir, &staged_skill, &fetch.root.join(&source.path))?;
        if let Some(other) = &other {
            if places.is_empty() {
                update.note = Some(
                    match other.keeper {
                        foreign::Keeper::SharedLock => {
                            "no agent's folder holds it; `skills install --project` puts it back"
                        }
                        _ => "no agent's folder holds it; add it again with npx skills",
                    }
                    .into(),
                );
                updates.push(update);
                continue;
            }
            let hash = or_note!(other.hash.of(&dir).map_err(|why| format!("`{name}`: {why}")));
            in_place.push((name.clone(), dir, places, other.keeper.clone(), hash));
            update.applied = true;
            updates.push(update);
            continue;
        }
        let mut new_entry = entry.clone();
        new_entry.computed_hash = npx_lock::computed_hash(&dir).ok();
        new_entry.source.commit = fetch.commit.clone();
        new_entry.digest = tree_digest_of(&files);
        new_entry.files = files;
        new_entry.installed = now.clone();
        for accepted in newly_accepted {
            if !new_entry.accepted.iter().any(|a| a.rule == accepted.rule) {
                new_entry.accepted.push(accepted);
            }
        }
        copies.push((name.clone(), places));
        entries.push((name.clone(), new_entry));
        update.applied = true;
        updates.push(update);
        staged.push((dir, name));
    }
    if check || (staged.is_empty() && in_place.is_empty()) {
        return Ok(updates);
    }
    if !refusals.is_empty() && gate.all_or_nothing {
        return Err(format!(
            "refusing to update: the new version adds findings that reach --fail-on and were never accepted (accept one by its rule with --allow RULE):\n{}",
            refusals.iter().map(Refused::to_string).collect::<Vec<_>>().join("\n")
        ));
    }
    // Other tools' skills: every new copy made beside its place, then all swapped in;
    // their locks, then this runtime's. Any failure puts every copy and lock back.
    let items: Vec<(std::path::PathBuf, std::path::PathBuf)> = in_place
        .iter()
        .flat_map(|(_, dir, places, ..)| places.iter().map(move |place| (dir.clone(), place.clone())))
        .collect();
    let mut swap = agents::CopySwap::prepare(&items)?;
    swap.swap()?;
    let mut user_locks: BTreeMap<std::path::PathBuf, Vec<(String, String)>> = BTreeMap::new();
    let mut shared_lock_changed = false;
    for (name, _, _, keeper, hash) in in_place {
        match keeper {
            foreign::Keeper::SharedLock => {
                if let Some(entry) = lockfile.foreign.get_mut(&name).and_then(|e| e.as_object_mut()) {
                    entry.insert("computedHash".into(), hash.into());
                    shared_lock_changed = true;
                }
            }
            foreign::Keeper::UserLock(lock) => user_locks.entry(lock).or_default().push((name, hash)),
            foreign::Keeper::GhSkill(_) => {}
        }
    }
    let mut rewritten: Vec<(std::path::PathBuf, Vec<u8>)> = Vec::new();
    let put_back = |rewritten: &[(std::path::PathBuf, Vec<u8>)]| {
        for (lock, bytes) in rewritten {
            let _ = npx_lock::put_back(lock, bytes);
        }
    };
    for (lock, hashes) in &user_locks {
        match npx_lock::record_user_hashes(lock, hashes) {
            Ok(before) => rewritten.push((lock.clone(), before)),
            Err(why) => {
                put_back(&rewritten);
                return Err(format!("{why}; nothing was updated"));
            }
        }
    }
    // Only a change of this runtime's lock writes it (not creating one in a scope
    // where only another tool installed).
    if (!staged.is_empty() || shared_lock_changed)
        && let Err(why) = locked.commit(&staged, &staging, lockfile, entries)
    {
        put_back(&rewritten);
        return Err(why);
    }
    swap.finish();
    // The change stands; what follows only brings the copies `--copy` placed in line.
    let mut problems: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for (name, places) in copies {
        let canonical = locked.skills_dir.join(&name);
        for place in places {
            if let Err(why) = agents::refresh_copy(&canonical, &place) {
                problems.entry(name.clone()).or_default().push(why);
            }
        }
    }
    for update in &mut updates {
        if let Some(problems) = problems.remove(&update.name) {
            update.note = Some(format!("updated, but {}", problems.join("; ")));
        }
    }
    Ok(updates)
}

/// An update that is only a note: why a skill another tool installed is left as it is.
fn noted(name: String, tool: &'static str, why: String) -> Update {
    Update {
        name,
        commits: (None, None),
        changes: Vec::new(),
        audit: None,
        applied: false,
        refused: false,
        installed_by: (!tool.is_empty()).then_some(tool),
        note: Some(why),
    }
}

/// Skills another tool installed: the name, the tool, and how to update it or why it
/// cannot be.
type InstalledByOthers = Vec<(String, &'static str, Result<foreign::Foreign, String>)>;

/// What could not be read of another tool's state: what, the tool, why.
type OthersUnread = Vec<(String, &'static str, String)>;

/// The skills of `scope` another tool installed, by name, each as `update` takes it
/// up (or why it cannot be): `npx skills`' entries in the shared lock or its user lock,
/// and copies in any agent's folder that carry `gh skill`'s provenance. `gh skill`'s
/// provenance is read from the frontmatter by the component, in a session over those
/// folders. What cannot be read (the user lock, the folders) comes back on its own.
fn installed_by_others(
    host: &Host,
    scope: &InstallScope,
    lockfile: &Lockfile,
    dirs: &crate::roots::layout::HostDirs,
    forges: &Forges,
) -> (InstalledByOthers, OthersUnread) {
    let npx = |(name, found)| (name, "npx skills", found);
    let mut found: Vec<_> = foreign::shared_lock_entries(&lockfile.foreign, forges, scope)
        .into_iter()
        .map(npx)
        .collect();
    let mut unread = Vec::new();
    match foreign::user_lock_entries(scope, dirs, forges) {
        Ok(entries) => found.extend(entries.into_iter().map(npx)),
        Err(why) => unread.push(("npx skills' user lock".to_string(), "npx skills", why)),
    }
    let mut folders: Vec<std::path::PathBuf> = Vec::new();
    for folder in std::iter::once(scope.skills_dir.clone()).chain(foreign::agent_folders(scope, dirs)) {
        if let Ok(real) = std::fs::canonicalize(&folder)
            && real.is_dir()
            && !folders.contains(&real)
        {
            folders.push(real);
        }
    }
    if folders.is_empty() {
        return (found, unread);
    }
    let roots = folders
        .into_iter()
        .map(|dir| crate::roots::root_dir::RootDir::new(dir, crate::component::Scope::User))
        .collect();
    let discovery = host.prepare_session(roots).and_then(|prepared| {
        let policy = prepared.default_policy().clone();
        prepared.into_session(policy).discover()
    });
    let discovery = match discovery {
        Ok(discovery) => discovery,
        Err(e) => {
            unread.push((
                "the agents' folders".to_string(),
                "gh skill",
                format!("the component failed reading them: {e}"),
            ));
            return (found, unread);
        }
    };
    let skills = discovery
        .skills
        .iter()
        .chain(discovery.withheld.iter().map(|w| &w.skill));
    for skill in skills {
        if let Some(gh) = foreign::gh_provenance(
            &skill.name,
            std::path::Path::new(&skill.directory),
            &skill.metadata,
            forges,
        ) {
            found.push((skill.name.clone(), "gh skill", gh));
        }
    }
    (found, unread)
}

/// The audit of the installed copy of `name`, the folder `dir`, read where it lies.
fn installed_report(
    host: &Host,
    dir: &Path,
    name: &str,
    options: &crate::component::AuditOptions,
) -> Result<AuditReport, String> {
    let mut reader = host
        .source_reader(dir, &dir.display().to_string())
        .map_err(|e| format!("the component failed on the installed `{name}`: {e}"))?;
    let reports = reader
        .audit(None, options)
        .map_err(|e| format!("the component failed auditing the installed `{name}`: {e}"))?
        .map_err(|e| format!("cannot audit the installed `{name}`: {}", describe(&e)))?;
    // A folder that no longer holds a skill has nothing to compare: everything is new.
    Ok(reports.into_iter().next().unwrap_or_else(|| empty_report(name, dir)))
}

/// The audit of nothing: every finding of a new version is new.
fn empty_report(name: &str, dir: &Path) -> AuditReport {
    AuditReport {
        skill: name.to_string(),
        directory: dir.display().to_string(),
        path: String::new(),
        findings: Vec::new(),
        files_scanned: 0,
        bytes_scanned: 0,
        endpoints: Vec::new(),
        executables: Vec::new(),
        allowed_tools: None,
        rules: Vec::new(),
    }
}

fn file_changes(before: &BTreeMap<String, LockedFile>, after: &BTreeMap<String, LockedFile>) -> Vec<FileChange> {
    let mut changes = Vec::new();
    for (path, file) in after {
        match before.get(path) {
            None => changes.push(FileChange::Added(path.clone())),
            Some(old) if old != file => changes.push(FileChange::Modified(path.clone())),
            Some(_) => {}
        }
    }
    changes.extend(
        before
            .keys()
            .filter(|path| !after.contains_key(*path))
            .map(|path| FileChange::Removed(path.clone())),
    );
    changes
}

/// Removes an installed skill from `scope` and from its lockfile. A skill the
/// lockfile does not list (one made by hand) is refused.
pub fn remove(scope: &InstallScope, name: &str) -> Result<(), String> {
    let locked = scope.lock()?;
    let mut lockfile = locked.read_lockfile()?;
    let Some(entry) = lockfile.skills.remove(name) else {
        return Err(format!(
            "`{name}` was not installed by skills add in {} (see {})",
            locked.skills_dir.display(),
            locked.lockfile_path().display()
        ));
    };
    // The agents' links and copies first: a link left behind would lead nowhere.
    let left = agents::unplace(scope, &crate::roots::layout::HostDirs::from_env(), name, &entry.agents);
    if !left.is_empty() {
        eprintln!("skills: {}", left.join("; "));
    }
    let staging = locked.staging()?;
    let target = locked.skills_dir.join(name);
    let mut renames = Vec::new();
    if std::fs::symlink_metadata(&target).is_ok() {
        renames.push((target, staging.path().join(name)));
    }
    locked.apply(&staging, &renames, &lockfile)
}

/// Compares what is installed in `scope` with its lockfile: every missing, extra and
/// modified file (an empty list: no drift). Symlinks are never followed.
pub fn verify(scope: &InstallScope) -> Result<Vec<Drift>, String> {
    let lockfile = scope.read_lockfile()?;
    let dirs = crate::roots::layout::HostDirs::from_env();
    // What a teammate installed with `npx skills` is checked against that tool's lock.
    let npx = match &scope.project_root {
        Some(root) => npx_lock::verify(root)?,
        // The user lock npx skills and gh skill keep, for what they installed.
        None => npx_lock::verify_user(&dirs)?,
    };
    Ok(lockfile
        .skills
        .iter()
        .flat_map(|(name, locked)| {
            let mut drift = skill_drift(&scope.skills_dir, name, locked);
            drift.extend(
                agents::check(scope, &dirs, name, &locked.agents)
                    .into_iter()
                    .map(Drift::AgentPlacement),
            );
            drift
        })
        .chain(npx)
        .collect())
}

/// How the installed skill `name` in `skills_dir` differs from its lockfile entry:
/// what `verify` reports of it, and what `add` and `update` call local edits.
fn skill_drift(skills_dir: &Path, name: &str, locked: &LockedSkill) -> Vec<Drift> {
    let dir = skills_dir.join(name);
    if !std::fs::symlink_metadata(&dir).is_ok_and(|m| m.is_dir()) {
        return vec![Drift::MissingSkill(name.to_string())];
    }
    let mut found: BTreeMap<String, Option<(u64, String)>> = BTreeMap::new();
    walk_installed(&dir, "", &mut found);
    let mut drift = Vec::new();
    for (path, expected) in &locked.files {
        match found.remove(path) {
            None => drift.push(Drift::MissingFile {
                skill: name.to_string(),
                path: path.clone(),
            }),
            Some(Some((size, digest))) if size == expected.size && digest == expected.digest => {}
            Some(_) => drift.push(Drift::ModifiedFile {
                skill: name.to_string(),
                path: path.clone(),
            }),
        }
    }
    drift.extend(found.into_keys().map(|path| Drift::ExtraFile {
        skill: name.to_string(),
        path,
    }));
    drift
}

/// Every file below `dir` (hidden names left out, as they are never installed), with
/// its size and digest; `None` for what is not a regular file (a symlink, a FIFO).
fn walk_installed(dir: &Path, prefix: &str, out: &mut BTreeMap<String, Option<(u64, String)>>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        if name.starts_with('.') {
            continue;
        }
        let path = if prefix.is_empty() {
            name
        } else {
            format!("{prefix}/{name}")
        };
        match entry.file_type() {
            Ok(kind) if kind.is_dir() => walk_installed(&entry.path(), &path, out),
            Ok(kind) if kind.is_file() => {
                let value = std::fs::read(entry.path())
                    .ok()
                    .map(|bytes| (bytes.len() as u64, file_digest(&bytes)));
                out.insert(path, value);
            }
            _ => {
                out.insert(path, None);
            }
        }
    }
}

/// Whether the source file has an execute bit (a script). Only the bit is read.
fn is_executable(path: &Path) -> bool {
    use std::os::unix::fs::PermissionsExt;
    std::fs::metadata(path).is_ok_and(|m| m.permissions().mode() & 0o111 != 0)
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
