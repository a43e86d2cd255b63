//! `skills update`: fetch each installed skill's source again, compare its files with
//! the lock, audit what changed, and swap the changed skills in with their new lock
//! entries.

mod candidates;
mod run;

use super::*;
use candidates::candidates;
use run::Run;

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
pub(super) type SourceKey = (String, String, Option<String>);

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
) -> Result<Vec<Update>, InstallError> {
    let locked = scope.lock()?;
    let lockfile = locked.read_lockfile()?;
    let dirs = crate::roots::layout::HostDirs::from_env();
    let (candidates, notes) = candidates(host, scope, &locked, &lockfile, &dirs, names, &options.forges)?;
    let mut run = Run::new(host, scope, options, &lockfile, &locked, &dirs, notes)?;
    for candidate in candidates {
        run.look_at(candidate)?;
    }
    run.apply(lockfile)
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
