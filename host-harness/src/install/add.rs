//! `skills add`: list what a source holds, choose the skills asked for, have the
//! component stage each one, audit it, and move the approved ones into the scope with
//! their lockfile entries.

use super::*;

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

/// `--path` as a relative, `/`-separated path with no `..`.
pub(super) fn normal_subpath(path: &str) -> Result<String, String> {
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
) -> Result<SourceListing, InstallError> {
    let fetched =
        fetch::fetch(host, source, &options.skills, scratch, &options.transfer).map_err(InstallError::Fetch)?;
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
        return Err(InstallError::Failed(format!(
            "{}: no directory `{base}` in the source (or it leads out of it)",
            fetched.location
        )));
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
            return Err(InstallError::Failed(format!("plugin `{name}`: {why}")));
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

pub(super) fn label_of(location: &str, base: &str) -> String {
    if base.is_empty() {
        location.to_string()
    } else {
        format!("{}/{base}", location.trim_end_matches('/'))
    }
}

/// The skills of `listing` that `options` ask for; an error says what else there is.
pub(super) fn select<'a>(listing: &'a SourceListing, options: &AddOptions) -> Result<Vec<&'a SourceSkill>, String> {
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
pub fn add(
    host: &Host,
    scope: &InstallScope,
    source: &SourceSpec,
    options: &AddOptions,
) -> Result<Added, InstallError> {
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
        let message = format!(
            "refusing to install: the audit found {} (accept a finding by its rule with --allow RULE, or see skills audit):\n{}",
            if refused.len() == 1 {
                "a skill that reaches --fail-on".to_string()
            } else {
                format!("{} skills that reach --fail-on", refused.len())
            },
            refused.iter().map(Refused::to_string).collect::<Vec<_>>().join("\n")
        );
        return Err(InstallError::Refused { refused, message });
    }
    let source_dir = listing.fetched.root.join(&listing.base);
    let mut staged: Vec<(std::path::PathBuf, String)> = Vec::new();
    let mut installed = Vec::new();
    let mut entries: Vec<(String, LockedSkill)> = Vec::new();
    let now = lockfile::now_rfc3339();
    for (skill, staged_skill) in kept {
        let name = staged_skill.name.clone();
        if !is_installable_name(&name) {
            return Err(InstallError::Failed(format!(
                "`{}`: its name `{name}` cannot name a folder; refusing it",
                shown_path(&skill.path)
            )));
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
                return Err(InstallError::Failed(format!(
                    "skill `{name}` is already installed from {}; refusing to replace it with the one from {} (remove it first)",
                    origin(&previous.source),
                    origin(&source_record)
                )));
            }
            None if exists => {
                return Err(InstallError::Failed(format!(
                    "{} already exists and was not installed by skills add; refusing to replace it",
                    target.display()
                )));
            }
            Some(previous) if !options.force && !skill_drift(&locked.skills_dir, &name, previous).is_empty() => {
                return Err(InstallError::Failed(format!(
                    "`{name}` has local changes (see skills verify); pass --force to replace them"
                )));
            }
            _ => {}
        }
        if staged.iter().any(|(_, n)| *n == name) {
            return Err(InstallError::Failed(format!(
                "the source holds two skills named `{name}`"
            )));
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
pub(super) fn audit_source(
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

pub(super) fn report_for<'r>(reports: &'r [AuditReport], path: &str) -> Result<&'r AuditReport, String> {
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
pub(super) fn accepted_findings(report: &AuditReport, gate: &Gate, digest: &str) -> Vec<Accepted> {
    accepted_rules(report, gate)
        .into_iter()
        .map(|rule| Accepted {
            rule: rule.to_string(),
            digest: digest.to_string(),
        })
        .collect()
}

/// The rules of the findings at or above the gate that `--allow` accepted, once each,
/// in the order found.
pub(crate) fn accepted_rules<'r>(report: &'r AuditReport, gate: &Gate) -> Vec<&'r str> {
    let mut rules: Vec<&str> = Vec::new();
    for finding in &report.findings {
        if finding.severity.rank() >= gate.fail_on.rank()
            && gate.allow.contains(&finding.rule)
            && !rules.contains(&finding.rule.as_str())
        {
            rules.push(&finding.rule);
        }
    }
    rules
}

/// Writes a staged skill's files into `dir` (execute bits as in `source_skill_dir`).
pub(super) fn write_staged(
    dir: &Path,
    staged: &crate::component::StagedSkill,
    source_skill_dir: &Path,
) -> Result<(), String> {
    for file in &staged.files {
        let executable = file.executable || is_executable(&source_skill_dir.join(&file.path));
        workdir::write_file(dir, &file.path, &file.bytes, executable)?;
    }
    Ok(())
}

/// What the lockfile records of a staged skill's files: each one's size and digest.
pub(super) fn locked_files(staged: &crate::component::StagedSkill) -> BTreeMap<String, LockedFile> {
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
pub(super) fn tree_digest_of(files: &BTreeMap<String, LockedFile>) -> String {
    tree_digest(files.iter().map(|(path, f)| (path.as_str(), f.size, f.digest.as_str())))
}
