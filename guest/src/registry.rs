//! The registry: skills from a set of roots under one policy, merged by precedence,
//! with the catalog, activation and resource operations on top.

use std::borrow::Borrow;
use std::collections::HashMap;
use std::ffi::OsStr;
use std::hash::{Hash, Hasher};
use std::path::Path;
use std::sync::Arc;

use crate::activation::{self, MAX_ARGUMENTS_BYTES, MAX_ENVELOPE_BYTES};
use crate::builtin::BUILTINS;
use crate::catalog::{self, Entry};
use crate::codex;
use crate::dirlist::Listings;
use crate::discovery::{self, SKILL_FILE, Stamp};
use crate::glob::{self, Budget};
use crate::loader::{self, Request};
use crate::manifest::{self, Manifest};
use crate::model::{
    CatalogFormat, Code, Diagnostic, Frontmatter, HostFacts, Invoker, Policy, ResourceEntry, Root, Scope, Severity,
    Skill, SkillError, Withheld, join_label,
};
use crate::requirements;
use crate::resources::{self, ENVELOPE_LISTING_CAP, Source};
use crate::text::nfkc;

/// A skill that won the merge, with where its files are.
#[derive(Clone, Debug)]
pub struct Loaded {
    pub skill: Skill,
    pub source: Source,
    rank: usize,
    /// Why it is not offered under the current policy and host facts, if it is not.
    withheld: Option<Withheld>,
}

impl Loaded {
    /// Offered at all (neither disabled nor ineligible).
    fn offered(&self) -> bool {
        self.withheld.is_none()
    }

    /// In the model's catalog.
    fn model_visible(&self) -> bool {
        self.offered() && self.model_may_see()
    }

    /// Whether the model may see it when it is offered: invocable by the model, and
    /// not waiting for a touched path.
    fn model_may_see(&self) -> bool {
        self.skill.frontmatter.model_invocable && !self.skill.dormant
    }
}

/// What `discover` returns.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Discovered {
    /// The skills offered, by name.
    pub skills: Vec<Skill>,
    /// Loaded skills that are not offered, by name, with the reason.
    pub withheld: Vec<(Skill, Withheld)>,
    pub diagnostics: Vec<Diagnostic>,
}

/// A valid skill before merging.
struct Contender {
    loaded: Loaded,
    root_index: usize,
    rel_dir: Arc<str>,
}

/// A `SKILL.md` path as a map key: shared with the walk's candidate, so keeping it
/// copies nothing, and hashed and compared as bytes (a `Path` hashes and compares
/// component by component, which would also disagree with the `&OsStr` lookups).
#[derive(Clone, Debug)]
struct FileKey(Arc<Path>);

impl PartialEq for FileKey {
    fn eq(&self, other: &Self) -> bool {
        self.0.as_os_str() == other.0.as_os_str()
    }
}

impl Eq for FileKey {}

impl Hash for FileKey {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.0.as_os_str().hash(state);
    }
}

/// Lookups by `&OsStr`; equal keys have equal bytes, so the hashes agree.
impl Borrow<OsStr> for FileKey {
    fn borrow(&self) -> &OsStr {
        self.0.as_os_str()
    }
}

/// What the model's catalog is made of, per model-visible skill: when it changes, the
/// version moves. The frontmatter is shared with the skill, and compared by pointer
/// first, so a refresh that parsed nothing compares no text.
#[derive(Debug)]
struct CatalogInput {
    frontmatter: Arc<Frontmatter>,
    scope: Scope,
    location: String,
    rank: usize,
}

impl PartialEq for CatalogInput {
    fn eq(&self, other: &Self) -> bool {
        let (a, b) = (&self.frontmatter, &other.frontmatter);
        // Every frontmatter field an entry shows.
        let same_text = Arc::ptr_eq(a, b)
            || (a.name == b.name
                && a.description == b.description
                && a.when_to_use == b.when_to_use
                && a.argument_hint == b.argument_hint);
        same_text && self.scope == other.scope && self.location == other.location && self.rank == other.rank
    }
}

pub struct Registry {
    roots: Vec<Root>,
    policy: Policy,
    skills: Vec<Loaded>,
    /// What the last scan found (walk, parse, merge).
    scan_diagnostics: Vec<Diagnostic>,
    /// `scan_diagnostics` plus one per withheld skill.
    diagnostics: Vec<Diagnostic>,
    discovered: bool,
    /// Last parse of every `SKILL.md` by guest path, reused while its stamp holds.
    parsed: HashMap<FileKey, (Stamp, Parsed)>,
    /// What the last scan's walk found: a refresh whose walk finds the same has
    /// nothing to parse or merge.
    last_walk: Option<Walked>,
    /// The last walk's directory listings, which a refresh reuses while each
    /// directory's modification time holds.
    listings: Listings,
    /// The model-visible catalog's inputs (`None` before the first scan), and its version.
    catalog_inputs: Option<Vec<CatalogInput>>,
    version: u64,
    /// Skills with `paths` that a touched path matched: offered to the model from then
    /// on, across refreshes and edits (by name, as Claude Code keeps them).
    awakened: std::collections::HashSet<String>,
}

/// The outcome of parsing one file, kept for refresh with the stamp it was parsed at.
#[derive(Clone)]
struct Parsed {
    frontmatter: Option<Arc<Frontmatter>>,
    diagnostics: Vec<Diagnostic>,
    /// The skill's `agents/openai.yaml` and its stamp when read: a refresh parses the
    /// skill again when it changed, although `SKILL.md` did not.
    interface_file: Option<(std::path::PathBuf, Stamp)>,
}

impl Parsed {
    /// Whether the `agents/openai.yaml` read with it is still as it was (one stat, for
    /// skills that have the file; none for the others).
    fn interface_unchanged(&self) -> bool {
        self.interface_file.as_ref().is_none_or(|(file, stamp)| {
            crate::wasi_fs::metadata(file)
                .ok()
                .is_some_and(|stat| stat.len == stamp.len && stat.modified == stamp.modified)
        })
    }
}

/// What a walk of every root found (see [`Registry::scan`]).
#[derive(Debug, PartialEq, Eq)]
struct Walked {
    /// Per root, in root order: the `SKILL.md` files found (none for an untrusted root).
    candidates: Vec<Vec<discovery::Candidate>>,
    diagnostics: Vec<Diagnostic>,
}

impl Walked {
    /// Whether every file has a stamp to compare; one without is parsed every time.
    fn all_stamped(&self) -> bool {
        self.candidates.iter().flatten().all(|c| c.stamp.is_some())
    }
}

/// Most paths one `touch_paths` call considers.
pub const MAX_TOUCHED_PATHS: usize = 1000;
/// Character comparisons one `touch_paths` call may spend matching, counted as made:
/// a thousand paths against a hundred dormant skills with a few patterns each take
/// about a fifth of it; spent, the call has run about 0.1 s.
const TOUCH_BUDGET_STEPS: u64 = 20_000_000;

/// What a `touch_paths` call did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Touch {
    /// The catalog version after the call.
    pub version: u64,
    pub changed: bool,
    /// Skills a touched path woke, by name.
    pub awakened: Vec<String>,
    /// The paths that matched nothing because they could not be inside the project,
    /// or were past a bound.
    pub diagnostics: Vec<Diagnostic>,
}

/// What a refresh found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refresh {
    /// Increases exactly when the model-visible catalog changed.
    pub version: u64,
    pub changed: bool,
    /// How many `SKILL.md` files were parsed again (new or changed).
    pub reparsed: u32,
    pub diagnostics: Vec<Diagnostic>,
}

impl Registry {
    pub fn new(roots: Vec<Root>, policy: Policy) -> Self {
        Registry {
            roots,
            policy,
            skills: Vec::new(),
            scan_diagnostics: Vec::new(),
            diagnostics: Vec::new(),
            discovered: false,
            parsed: HashMap::new(),
            last_walk: None,
            listings: Listings::default(),
            catalog_inputs: None,
            version: 0,
            awakened: Default::default(),
        }
    }

    /// Scans everything, parsing every file again; returns the skills offered, those
    /// withheld, and every diagnostic.
    pub fn discover(&mut self) -> Discovered {
        self.parsed.clear();
        self.scan(false);
        let mut discovered = Discovered {
            skills: Vec::with_capacity(self.skills.len()),
            withheld: Vec::new(),
            diagnostics: self.diagnostics.clone(),
        };
        for loaded in &self.skills {
            match &loaded.withheld {
                None => discovered.skills.push(loaded.skill.clone()),
                Some(why) => discovered.withheld.push((loaded.skill.clone(), why.clone())),
            }
        }
        discovered
    }

    /// Replaces the host facts and decides again which skills are offered. Reads no
    /// file; the version increases when the model's catalog changed.
    pub fn set_host_facts(&mut self, facts: HostFacts) -> Refresh {
        self.ensure_discovered();
        let before = self.version;
        self.policy.host_facts = facts;
        self.evaluate();
        Refresh {
            version: self.version,
            changed: self.version != before,
            reparsed: 0,
            diagnostics: self.diagnostics.clone(),
        }
    }

    /// Re-walks the roots but parses only files that are new or whose size or
    /// modification time changed; added and removed skills are picked up.
    pub fn refresh(&mut self) -> Refresh {
        let before = self.version;
        let reparsed = self.scan(true);
        Refresh {
            version: self.version,
            changed: self.version != before,
            reparsed,
            diagnostics: self.diagnostics.clone(),
        }
    }

    /// Tells the registry which files the user's work touched (paths relative to the
    /// project root): a skill whose `paths` match one is offered to the model from now
    /// on. Reads no file. Paths that cannot be inside the project are reported and
    /// match nothing; so are those past [`MAX_TOUCHED_PATHS`] or the matching budget.
    pub fn touch_paths(&mut self, paths: &[String]) -> Touch {
        self.ensure_discovered();
        let before = self.version;
        let mut diagnostics = Vec::new();
        let mut awakened = Vec::new();
        let ignored = |message: String| Diagnostic::warning(Code::TouchedPathIgnored, "", message);
        if paths.len() > MAX_TOUCHED_PATHS {
            diagnostics.push(ignored(format!(
                "{} paths were reported at once; those past the first {MAX_TOUCHED_PATHS} match nothing",
                paths.len()
            )));
        }
        let mut budget = Budget::new(TOUCH_BUDGET_STEPS);
        let mut waiting: Vec<usize> = (0..self.skills.len())
            .filter(|&i| self.skills[i].skill.dormant)
            .collect();
        for path in paths.iter().take(MAX_TOUCHED_PATHS) {
            let segments = match glob::touched_segments(path) {
                Ok(segments) => segments,
                Err(problem) => {
                    let shown = crate::text::printable_prefix(path);
                    diagnostics.push(ignored(format!("touched path `{shown}` {problem}; it matches nothing")));
                    continue;
                }
            };
            let mut spent = false;
            waiting.retain(|&index| {
                let frontmatter = &self.skills[index].skill.frontmatter;
                match glob::any_matches(&frontmatter.paths, &segments, &mut budget) {
                    Some(true) => {
                        awakened.push(frontmatter.name.clone());
                        false
                    }
                    Some(false) => true,
                    None => {
                        spent = true;
                        true
                    }
                }
            });
            if spent {
                diagnostics.push(ignored(format!(
                    "matching stopped at `{}`: the call spent its matching budget; report fewer paths at once",
                    crate::text::printable_prefix(path)
                )));
                break;
            }
            if waiting.is_empty() {
                break;
            }
        }
        awakened.sort();
        self.awakened.extend(awakened.iter().cloned());
        if !awakened.is_empty() {
            self.evaluate();
        }
        Touch {
            version: self.version,
            changed: self.version != before,
            awakened,
            diagnostics,
        }
    }

    /// The version of the model-visible catalog (0 before the first scan).
    pub fn version(&self) -> u64 {
        self.version
    }

    /// Walks every root: the `SKILL.md` files found, with their stamps, and what the
    /// walk reported, and the directory listings it made or reused from `previous`.
    /// An untrusted root contributes only a count.
    fn walk(&self, previous: &Listings) -> (Walked, Listings) {
        let mut walked = Walked {
            candidates: Vec::with_capacity(self.roots.len()),
            diagnostics: Vec::new(),
        };
        let mut listings = Listings::default();
        for root in &self.roots {
            // What the walk of an untrusted root finds (a link that escapes, a name that
            // is not UTF-8) names paths inside it: only the count below may leave.
            let mut untrusted_findings = Vec::new();
            let diagnostics = match root.trusted {
                true => &mut walked.diagnostics,
                false => &mut untrusted_findings,
            };
            let found = discovery::scan_root(root, &self.policy, previous, &mut listings, diagnostics);
            // About the root itself (missing, not a directory): the host named it.
            let about_root = untrusted_findings.into_iter().filter(|d| d.path == root.label);
            walked.diagnostics.extend(about_root);
            if !root.trusted {
                if !found.is_empty() {
                    walked.diagnostics.push(Diagnostic::warning(
                        Code::UntrustedRoot,
                        &root.label,
                        format!(
                            "{} skill{} withheld: this root is not trusted; trust it to load them",
                            found.len(),
                            if found.len() == 1 { "" } else { "s" }
                        ),
                    ));
                }
                walked.candidates.push(Vec::new());
                continue;
            }
            walked.candidates.push(found);
        }
        (walked, listings)
    }

    /// Walks, parses what changed, merges. Returns how many files were parsed. With
    /// `reuse`, a walk that found exactly what the last one found (the same files with
    /// the same stamps) changes nothing, so parsing and merging are skipped: a
    /// no-change refresh costs the walk alone. Without `reuse` every directory is
    /// listed again too.
    fn scan(&mut self, reuse: bool) -> u32 {
        let last_listings = if reuse {
            std::mem::take(&mut self.listings)
        } else {
            Listings::default()
        };
        let (walked, listings) = self.walk(&last_listings);
        self.listings = listings;
        if reuse
            && self.discovered
            && walked.all_stamped()
            && self.last_walk.as_ref() == Some(&walked)
            && self.parsed.values().all(|(_, parsed)| parsed.interface_unchanged())
        {
            return 0;
        }
        let mut diagnostics = walked.diagnostics.clone();
        let found_files = walked.candidates.iter().map(Vec::len).sum();
        let mut contenders = Vec::with_capacity(found_files);
        let mut parsed = HashMap::with_capacity(found_files);
        let mut reparsed = 0;
        for (root_index, (root, found)) in self.roots.iter().zip(&walked.candidates).enumerate() {
            for candidate in found {
                let directory = join_label(&root.label, &candidate.rel_dir);
                let label = [directory.as_str(), "/", SKILL_FILE].concat();
                let reusable = match (self.parsed.remove(candidate.file.as_os_str()), candidate.stamp) {
                    (Some((was, previous)), Some(now)) if was == now && previous.interface_unchanged() => {
                        Some(previous)
                    }
                    _ => None,
                };
                let outcome = match reusable {
                    Some(previous) => previous,
                    None => {
                        reparsed += 1;
                        let request = Request {
                            label: &label,
                            dir_name: candidate.dir_name(),
                            policy: &self.policy,
                            lint: false,
                            profile: Default::default(),
                        };
                        let mut found_diagnostics = Vec::new();
                        let mut frontmatter =
                            loader::load(&candidate.file, candidate.facts(), &request, &mut found_diagnostics);
                        let mut interface_file = None;
                        if let Some(frontmatter) = &mut frontmatter {
                            let read =
                                codex::read(&candidate.dir, &directory, Severity::Warning, &mut found_diagnostics);
                            interface_file = read.file;
                            frontmatter.apply_interface(read.interface);
                        }
                        Parsed {
                            frontmatter: frontmatter.map(Arc::new),
                            diagnostics: found_diagnostics,
                            interface_file,
                        }
                    }
                };
                diagnostics.extend(outcome.diagnostics.iter().cloned());
                if let Some(frontmatter) = outcome.frontmatter.clone() {
                    contenders.push(Contender {
                        loaded: Loaded {
                            skill: Skill {
                                frontmatter,
                                scope: root.scope,
                                location: label,
                                directory,
                                dormant: false,
                            },
                            source: Source::Disk {
                                dir: candidate.dir.clone(),
                                file: candidate.file.clone(),
                            },
                            rank: self.policy.rank(root.scope),
                            withheld: None,
                        },
                        root_index,
                        rel_dir: candidate.rel_dir.clone(),
                    });
                }
                // A file without a stamp cannot be compared later: parse it every time.
                if let Some(stamp) = candidate.stamp {
                    parsed.insert(FileKey(candidate.file.clone()), (stamp, outcome));
                }
            }
        }
        if self.policy.include_builtins {
            for builtin in BUILTINS {
                let directory = builtin.directory();
                let label = format!("{directory}/{SKILL_FILE}");
                let request = Request {
                    label: &label,
                    dir_name: builtin.dir_name,
                    policy: &self.policy,
                    lint: false,
                    profile: Default::default(),
                };
                if let Some(frontmatter) = loader::check(builtin.skill_md(), &request, &mut diagnostics) {
                    contenders.push(Contender {
                        loaded: Loaded {
                            skill: Skill {
                                frontmatter: Arc::new(frontmatter),
                                scope: Scope::Builtin,
                                location: label,
                                directory,
                                dormant: false,
                            },
                            source: Source::Builtin(builtin),
                            rank: self.policy.rank(Scope::Builtin),
                            withheld: None,
                        },
                        root_index: usize::MAX,
                        rel_dir: builtin.dir_name.into(),
                    });
                }
            }
        }
        self.skills = merge(contenders, &mut diagnostics);
        self.scan_diagnostics = diagnostics;
        self.parsed = parsed;
        self.last_walk = Some(walked);
        self.discovered = true;
        self.evaluate();
        reparsed
    }

    /// Decides which merged skills are offered (policy `disabled-skills`, requirements
    /// against the host facts), reports each one withheld, and bumps the version when
    /// the model's catalog changed. Merging comes first: a withheld skill still
    /// shadows a lower-precedence one of the same name, as a deleted one would not;
    /// disabling a name disables it in every scope.
    fn evaluate(&mut self) {
        let disabled = normalized_names(&self.policy.disabled_skills);
        let user_only = normalized_names(&self.policy.user_only_skills);
        let mut diagnostics = self.scan_diagnostics.clone();
        for loaded in &mut self.skills {
            // A user-only skill is, to everyone, one whose author disabled model
            // invocation: the record says so, so every host surface agrees.
            if user_only.contains(&loaded.skill.frontmatter.name) {
                std::sync::Arc::make_mut(&mut loaded.skill.frontmatter).model_invocable = false;
            }
            let frontmatter = &loaded.skill.frontmatter;
            loaded.skill.dormant =
                self.policy.honor_paths && !frontmatter.paths.is_empty() && !self.awakened.contains(&frontmatter.name);
            loaded.withheld = if disabled.contains(&frontmatter.name) {
                Some(Withheld::Disabled)
            } else {
                requirements::missing(&frontmatter.requires, &self.policy.host_facts).map(Withheld::Ineligible)
            };
            let (code, why) = match &loaded.withheld {
                None => continue,
                Some(Withheld::Disabled) => (Code::SkillDisabled, "is disabled (policy disabled-skills)".to_string()),
                Some(Withheld::Ineligible(missing)) => {
                    (Code::SkillIneligible, format!("is not offered on this host: {missing}"))
                }
            };
            diagnostics.push(Diagnostic::warning(
                code,
                &loaded.skill.location,
                format!("skill `{}` {why}", frontmatter.name),
            ));
        }
        self.diagnostics = diagnostics;
        let inputs = catalog_inputs(&self.skills);
        if self.catalog_inputs.as_ref() != Some(&inputs) {
            self.version += 1;
        }
        self.catalog_inputs = Some(inputs);
    }

    fn ensure_discovered(&mut self) {
        if !self.discovered {
            self.discover();
        }
    }

    /// The model-facing catalog of model-invocable skills, within the budget.
    pub fn catalog(&mut self, format: CatalogFormat) -> (String, Vec<Diagnostic>) {
        self.ensure_discovered();
        let home = self.policy.home_label.as_deref();
        let name_only = normalized_names(&self.policy.name_only_skills);
        let max_chars = self.policy.catalog_entry_max_chars;
        let visible: Vec<&Loaded> = self.skills.iter().filter(|l| l.model_visible()).collect();
        let descriptions: Vec<(std::borrow::Cow<str>, bool)> = visible
            .iter()
            .map(|l| {
                let f = &l.skill.frontmatter;
                catalog::entry_description(&f.description, f.when_to_use.as_deref(), max_chars as usize)
            })
            .collect();
        let entries: Vec<Entry> = visible
            .iter()
            .zip(&descriptions)
            .map(|(l, (description, _))| Entry {
                name: &l.skill.frontmatter.name,
                description,
                scope: l.skill.scope,
                location: catalog::compact_home(&l.skill.location, home),
                rank: l.rank,
                name_only: name_only.contains(&l.skill.frontmatter.name),
                argument_hint: l.skill.frontmatter.argument_hint.as_deref(),
            })
            .collect();
        let capped: Vec<&str> = entries
            .iter()
            .zip(&descriptions)
            .filter(|(e, (_, cut))| *cut && !e.name_only)
            .map(|(e, _)| e.name)
            .collect();
        let capped = catalog::capped_warning(capped, max_chars);
        let (text, mut diagnostics) = catalog::render(&entries, &self.policy, format);
        diagnostics.splice(0..0, capped);
        (text, diagnostics)
    }

    /// Finds a skill as `invoker` may see it; hidden skills do not exist for the model.
    fn find(&mut self, name: &str, invoker: Invoker) -> Result<&Loaded, SkillError> {
        self.ensure_discovered();
        let wanted = nfkc(name.trim());
        // The model sees only its catalog; the user also hidden skills.
        let visible = |l: &Loaded| match invoker {
            Invoker::Model => l.model_may_see(),
            Invoker::User => true,
        };
        let found = self
            .skills
            .iter()
            .position(|l| l.skill.frontmatter.name == wanted && visible(l));
        match found.map(|index| &self.skills[index]) {
            Some(loaded) if loaded.offered() => Ok(loaded),
            // The user asked for a skill by name: say why it is not offered.
            Some(loaded) if invoker == Invoker::User => {
                let why = match &loaded.withheld {
                    Some(Withheld::Ineligible(missing)) => format!("is not offered on this host: {missing}"),
                    _ => "is disabled (policy disabled-skills)".to_string(),
                };
                Err(SkillError::Denied(format!(
                    "skill `{}` {why}",
                    loaded.skill.frontmatter.name
                )))
            }
            // For the model a withheld skill does not exist, exactly like a missing one.
            _ => Err(SkillError::NotFound {
                message: format!("no skill named `{}`", crate::text::printable_prefix(name)),
                available: self
                    .skills
                    .iter()
                    .filter(|l| match invoker {
                        Invoker::Model => l.model_visible(),
                        Invoker::User => l.offered() && l.skill.frontmatter.user_invocable,
                    })
                    .map(|l| l.skill.frontmatter.name.clone())
                    .collect(),
            }),
        }
    }

    /// The skill's body in its envelope, with `arguments` applied.
    pub fn activate(&mut self, name: &str, invoker: Invoker, arguments: &str) -> Result<(Skill, String), SkillError> {
        let list_resources = self.policy.list_resources_on_activation;
        let max_file = self.policy.max_skill_file_bytes;
        let policy = self.policy.clone();
        if arguments.len() > MAX_ARGUMENTS_BYTES {
            return Err(SkillError::TooLarge(format!(
                "arguments are {} bytes, over the {MAX_ARGUMENTS_BYTES}-byte limit",
                arguments.len()
            )));
        }
        let loaded = self.find(name, invoker)?;
        if invoker == Invoker::User && !loaded.skill.frontmatter.user_invocable {
            return Err(SkillError::Denied(format!(
                "skill `{}` is not user-invocable (user-invocable: false)",
                loaded.skill.frontmatter.name
            )));
        }
        let text = match &loaded.source {
            Source::Builtin(builtin) => builtin.skill_md().to_string(),
            Source::Disk { file, .. } => {
                loader::read_text(file, max_file, &loaded.skill.location).map_err(diagnostic_error)?
            }
        };
        let split = loader::split(&text, &policy, &loaded.skill.location).map_err(diagnostic_error)?;
        let listing = list_resources
            .then(|| resources::listing(&loaded.source, &loaded.skill.frontmatter.name, ENVELOPE_LISTING_CAP));
        let body = crate::frontmatter::normalise_newlines(split.body);
        let content = activation::envelope(&loaded.skill, &body, arguments, listing.as_deref()).ok_or_else(|| {
            SkillError::TooLarge(format!(
                "the body with its arguments applied would exceed {MAX_ENVELOPE_BYTES} bytes"
            ))
        })?;
        Ok((loaded.skill.clone(), content))
    }

    /// One file of a skill, confined to its directory.
    pub fn read_resource(&mut self, skill: &str, path: &str, invoker: Invoker) -> Result<Vec<u8>, SkillError> {
        let max = self.policy.max_resource_bytes;
        let loaded = self.find(skill, invoker)?;
        resources::read(&loaded.source, &loaded.skill.frontmatter.name, path, max)
    }

    /// The direct children of a directory of a skill.
    pub fn list_resources(
        &mut self,
        skill: &str,
        dir: &str,
        invoker: Invoker,
    ) -> Result<Vec<ResourceEntry>, SkillError> {
        let loaded = self.find(skill, invoker)?;
        resources::list(&loaded.source, &loaded.skill.frontmatter.name, dir)
    }
}

impl Registry {
    /// The frontmatter (read again, as JSON) and the file list of a skill, gated
    /// like [`read_resource`](Registry::read_resource).
    pub fn manifest(&mut self, skill: &str, invoker: Invoker) -> Result<Manifest, SkillError> {
        let policy = self.policy.clone();
        let loaded = self.find(skill, invoker)?;
        let name = &loaded.skill.frontmatter.name;
        let location = &loaded.skill.location;
        let text = match &loaded.source {
            Source::Builtin(builtin) => builtin.skill_md().to_string(),
            Source::Disk { file, .. } => {
                loader::read_text(file, policy.max_skill_file_bytes, location).map_err(diagnostic_error)?
            }
        };
        let split = loader::split(&text, &policy, location).map_err(diagnostic_error)?;
        let mut problems = Vec::new();
        let fields = loader::parse(&split, policy.validation, location, &mut problems).ok_or_else(|| {
            problems.into_iter().next().map_or_else(
                || SkillError::Invalid("the frontmatter is not valid YAML".into()),
                diagnostic_error,
            )
        })?;
        // The file was edited since the scan: its name must still be this skill's, or
        // the manifest would describe another skill than the one asked for.
        let written: Option<String> = fields
            .get("name")
            .and_then(|n| n.as_str())
            .map(|n| nfkc(n.trim()).into_owned());
        if written.as_deref() != Some(name.as_str()) {
            return Err(SkillError::Invalid(format!(
                "`{location}` no longer names skill `{name}`; refresh first"
            )));
        }
        let frontmatter = serde_json::to_string(&fields)
            .map_err(|e| SkillError::Invalid(format!("the frontmatter cannot be written as JSON: {e}")))?;
        let (files, truncated) = manifest::files(&loaded.source, name, policy.max_resource_bytes)?;
        Ok(Manifest {
            frontmatter,
            files,
            truncated,
        })
    }
}

/// Everything the catalog is rendered from: the model-visible skills' names,
/// descriptions, scopes, locations and ranks, in order. Bodies are not part of it.
/// Whether two contenders are one skill directory on disk, reached by two paths (one
/// root inside another, a bind mount).
fn same_source(a: &Source, b: &Source) -> bool {
    match (a, b) {
        (Source::Disk { dir: a, .. }, Source::Disk { dir: b, .. }) => crate::wasi_fs::same_file(a, b),
        _ => false,
    }
}

/// Policy names as skill names compare: trimmed and NFKC-normalised.
fn normalized_names(names: &[String]) -> Vec<String> {
    names.iter().map(|n| nfkc(n.trim()).into_owned()).collect()
}

fn catalog_inputs(skills: &[Loaded]) -> Vec<CatalogInput> {
    skills
        .iter()
        .filter(|l| l.model_visible())
        .map(|l| CatalogInput {
            frontmatter: l.skill.frontmatter.clone(),
            scope: l.skill.scope,
            location: l.skill.location.clone(),
            rank: l.rank,
        })
        .collect()
}

/// The file changed into something unusable since discovery.
fn diagnostic_error(d: Diagnostic) -> SkillError {
    match d.code {
        Code::FileTooLarge => SkillError::TooLarge(d.message),
        Code::FileUnreadable => SkillError::Io(d.message),
        _ => SkillError::Invalid(d.message),
    }
}

/// One skill per name: the highest-precedence scope wins; within a scope, the first
/// by root order then path order. Every loser is reported next to its winner.
fn merge(mut contenders: Vec<Contender>, diagnostics: &mut Vec<Diagnostic>) -> Vec<Loaded> {
    contenders
        .sort_by(|a, b| (a.loaded.rank, a.root_index, &a.rel_dir).cmp(&(b.loaded.rank, b.root_index, &b.rel_dir)));
    let mut winners: Vec<Loaded> = Vec::with_capacity(contenders.len());
    let mut by_name: HashMap<String, usize> = HashMap::with_capacity(contenders.len());
    for contender in contenders {
        let skill = &contender.loaded.skill;
        match by_name.get(&skill.frontmatter.name) {
            // The same files reached through two roots (a symlinked folder): one skill.
            Some(&index) if same_source(&winners[index].source, &contender.loaded.source) => {}
            Some(&index) => {
                let winner = &winners[index].skill;
                let message = if winner.scope == skill.scope {
                    format!(
                        "skill `{}` is defined twice in scope {}; using {} (first by path order)",
                        skill.frontmatter.name,
                        skill.scope.as_str(),
                        winner.location
                    )
                } else {
                    format!(
                        "skill `{}` ({}) is shadowed by {} ({}), which has higher precedence",
                        skill.frontmatter.name,
                        skill.scope.as_str(),
                        winner.location,
                        winner.scope.as_str()
                    )
                };
                let code = if winner.scope == skill.scope {
                    Code::DuplicateName
                } else {
                    Code::Shadowed
                };
                diagnostics.push(Diagnostic::warning(code, &skill.location, message));
            }
            None => {
                by_name.insert(skill.frontmatter.name.clone(), winners.len());
                winners.push(contender.loaded);
            }
        }
    }
    winners.sort_by(|a, b| a.skill.frontmatter.name.cmp(&b.skill.frontmatter.name));
    winners
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::fs;
    use std::path::Path;

    fn registry(dir: &Path) -> Registry {
        let root = Root {
            path: dir.to_str().unwrap().into(),
            scope: Scope::Project,
            label: "/h".into(),
            trusted: true,
        };
        Registry::new(
            vec![root],
            Policy {
                include_builtins: false,
                ..Policy::default()
            },
        )
    }

    fn write(dir: &Path, name: &str, description: &str, body: &str) {
        fs::create_dir_all(dir.join(name)).unwrap();
        fs::write(
            dir.join(name).join(SKILL_FILE),
            format!("---\nname: {name}\ndescription: {description}\n---\n{body}"),
        )
        .unwrap();
    }

    #[test]
    fn one_skill_directory_reached_through_two_roots_counts_once_without_a_warning() {
        let tmp = tempfile::tempdir().unwrap();
        // `claude` lies inside `agents`: with depth 2, `agents` reaches `claude/pdf` too.
        let (agents, user) = (tmp.path().join("agents"), tmp.path().join("user"));
        let claude = agents.join("claude");
        write(&claude, "pdf", "The real one.", "body");
        // A different skill with the same name still collides, with a warning.
        write(&user, "pdf", "Another one.", "body");
        let root = |dir: &Path, scope| Root {
            path: dir.to_str().unwrap().into(),
            scope,
            label: dir.to_str().unwrap().into(),
            trusted: true,
        };
        let mut r = Registry::new(
            vec![
                root(&claude, Scope::Project),
                root(&agents, Scope::Project),
                root(&user, Scope::User),
            ],
            Policy {
                include_builtins: false,
                max_depth: 2,
                ..Policy::default()
            },
        );
        let found = r.discover();
        assert_eq!(found.skills.len(), 1);
        let codes: Vec<Code> = found.diagnostics.iter().map(|d| d.code).collect();
        assert_eq!(codes, vec![Code::Shadowed], "{:#?}", found.diagnostics);
        assert!(found.diagnostics[0].path.starts_with(user.to_str().unwrap()));
    }

    #[test]
    fn user_only_and_name_only_skills_follow_the_policy() {
        let tmp = tempfile::tempdir().unwrap();
        write(tmp.path(), "a", "Alpha.", "body");
        write(tmp.path(), "b", "Beta.", "body");
        write(tmp.path(), "c", "Gamma.", "body");
        let root = Root {
            path: tmp.path().to_str().unwrap().into(),
            scope: Scope::Project,
            label: "/h".into(),
            trusted: true,
        };
        let mut r = Registry::new(
            vec![root],
            Policy {
                include_builtins: false,
                user_only_skills: vec!["a".into()],
                name_only_skills: vec![" b ".into()],
                ..Policy::default()
            },
        );
        let found = r.discover();
        let a = found.skills.iter().find(|s| s.frontmatter.name == "a").unwrap();
        assert!(!a.frontmatter.model_invocable && a.frontmatter.user_invocable);
        let (xml, _) = r.catalog(CatalogFormat::Xml);
        assert!(!xml.contains("<name>a</name>"), "{xml}");
        assert!(xml.contains("<name>b</name>\n    <location>"), "{xml}");
        assert!(!xml.contains("Beta."), "{xml}");
        assert!(xml.contains("Gamma."), "{xml}");
        assert!(matches!(
            r.activate("a", Invoker::Model, ""),
            Err(SkillError::NotFound { .. })
        ));
        assert!(r.activate("a", Invoker::User, "").is_ok());
        assert!(r.activate("b", Invoker::Model, "").is_ok());
    }

    #[test]
    fn refresh_without_changes_parses_nothing_and_keeps_the_version() {
        let tmp = tempfile::tempdir().unwrap();
        write(tmp.path(), "a", "A.", "body");
        write(tmp.path(), "b", "B.", "body");
        let mut r = registry(tmp.path());
        r.discover();
        assert_eq!(r.version(), 1);
        let refresh = r.refresh();
        assert_eq!((refresh.version, refresh.changed, refresh.reparsed), (1, false, 0));
    }

    #[test]
    fn an_untrusted_root_reports_a_count_and_no_path_inside_it() {
        let tmp = tempfile::tempdir().unwrap();
        let untrusted = tmp.path().join("u");
        write(&untrusted, "x", "X.", "");
        std::os::unix::fs::symlink("/", untrusted.join("secret-name")).unwrap();
        let root = Root {
            path: untrusted.to_str().unwrap().into(),
            scope: Scope::Project,
            label: "/repo/.agents/skills".into(),
            trusted: false,
        };
        let missing = Root {
            path: tmp.path().join("gone").to_str().unwrap().into(),
            scope: Scope::Project,
            label: "/repo/gone".into(),
            trusted: false,
        };
        let policy = Policy {
            include_builtins: false,
            ..Policy::default()
        };
        let found = Registry::new(vec![root, missing], policy).discover();
        let seen: Vec<(Code, &str)> = found.diagnostics.iter().map(|d| (d.code, d.path.as_str())).collect();
        assert_eq!(
            seen,
            [
                (Code::UntrustedRoot, "/repo/.agents/skills"),
                (Code::RootMissing, "/repo/gone")
            ]
        );
    }

    #[test]
    fn a_refresh_sees_what_only_the_walk_reports_and_keeps_withheld_skills_withheld() {
        let tmp = tempfile::tempdir().unwrap();
        let (trusted, untrusted) = (tmp.path().join("t"), tmp.path().join("u"));
        write(&trusted, "a", "A.", "");
        write_requiring(&trusted, "tool", "  requires:\n    bins: [uv]\n");
        write(&untrusted, "x", "X.", "");
        let root = |dir: &Path, trusted| Root {
            path: dir.to_str().unwrap().into(),
            scope: Scope::Project,
            label: dir.to_str().unwrap().into(),
            trusted,
        };
        let policy = Policy {
            include_builtins: false,
            ..Policy::default()
        };
        let mut r = Registry::new(vec![root(&trusted, true), root(&untrusted, false)], policy);
        r.discover();
        r.set_host_facts(facts(&[]));
        let withheld = |r: &Registry| r.skills.iter().filter(|l| !l.offered()).count();
        assert_eq!(withheld(&r), 1);
        let unchanged = r.refresh();
        assert_eq!((unchanged.reparsed, unchanged.changed), (0, false));
        assert_eq!(withheld(&r), 1, "host facts still apply after a no-change refresh");

        // Nothing a skill says changed, but the walk reports more: both are seen.
        write(&untrusted, "y", "Y.", "");
        std::os::unix::fs::symlink("/", trusted.join("escape")).unwrap();
        let messages: Vec<String> = r.refresh().diagnostics.into_iter().map(|d| d.message).collect();
        assert!(
            messages.iter().any(|m| m.starts_with("2 skills withheld")),
            "{messages:?}"
        );
        assert!(
            messages.iter().any(|m| m.contains("points outside the skill root")),
            "{messages:?}"
        );
        assert_eq!(withheld(&r), 1);
    }

    #[test]
    fn a_body_edit_reparses_one_file_without_a_new_version() {
        let tmp = tempfile::tempdir().unwrap();
        write(tmp.path(), "a", "A.", "old body");
        write(tmp.path(), "b", "B.", "body");
        let mut r = registry(tmp.path());
        let catalog = r.catalog(CatalogFormat::Xml).0;
        write(tmp.path(), "a", "A.", "new, longer body");
        let refresh = r.refresh();
        assert_eq!((refresh.version, refresh.changed, refresh.reparsed), (1, false, 1));
        assert_eq!(r.catalog(CatalogFormat::Xml).0, catalog);
        assert!(
            r.activate("a", Invoker::Model, "")
                .unwrap()
                .1
                .contains("new, longer body")
        );
    }

    #[test]
    fn description_edits_additions_and_removals_bump_the_version() {
        let tmp = tempfile::tempdir().unwrap();
        write(tmp.path(), "a", "A.", "");
        let mut r = registry(tmp.path());
        r.discover();
        write(tmp.path(), "a", "A, edited and longer.", "");
        let edit = r.refresh();
        assert_eq!((edit.version, edit.changed), (2, true));
        write(tmp.path(), "b", "B.", "");
        assert_eq!(r.refresh().version, 3);
        assert_eq!(r.skills.len(), 2);
        fs::remove_dir_all(tmp.path().join("a")).unwrap();
        let removal = r.refresh();
        assert_eq!((removal.version, removal.reparsed), (4, 0));
        assert_eq!(r.skills.len(), 1);
    }

    /// Puts a directory's modification time where a change in the same clock tick
    /// as another, or a filesystem with coarse times, would leave it.
    fn write_frontmatter(dir: &Path, name: &str, extra: &str) {
        fs::create_dir_all(dir.join(name)).unwrap();
        fs::write(
            dir.join(name).join(SKILL_FILE),
            format!("---\nname: {name}\ndescription: {name} skill.\n{extra}---\nbody\n"),
        )
        .unwrap();
    }

    fn catalog_names(r: &mut Registry) -> Vec<String> {
        let (json, _) = r.catalog(CatalogFormat::Json);
        if json.is_empty() {
            return Vec::new();
        }
        let value: serde_json::Value = serde_json::from_str(&json).unwrap();
        value["skills"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s["name"].as_str().unwrap().to_string())
            .collect()
    }

    #[test]
    fn a_skill_with_paths_waits_for_a_matching_touched_path_then_stays() {
        let tmp = tempfile::tempdir().unwrap();
        write_frontmatter(tmp.path(), "ts", "paths: [\"src/**/*.ts\"]\n");
        write_frontmatter(tmp.path(), "docs", "paths: \"*.md, docs/\"\n");
        write_frontmatter(tmp.path(), "plain", "");
        let mut r = registry(tmp.path());
        let found = r.discover();
        let dormant: Vec<(&str, bool)> = found
            .skills
            .iter()
            .map(|s| (s.frontmatter.name.as_str(), s.dormant))
            .collect();
        assert_eq!(dormant, vec![("docs", true), ("plain", false), ("ts", true)]);
        assert_eq!(catalog_names(&mut r), vec!["plain"]);
        let version = r.version();
        // The model cannot reach a dormant skill; the user can.
        assert!(matches!(
            r.activate("ts", Invoker::Model, ""),
            Err(SkillError::NotFound { .. })
        ));
        assert!(r.activate("ts", Invoker::User, "").is_ok());

        let miss = r.touch_paths(&["lib/a.ts".into(), "src/a.tsx".into()]);
        assert_eq!((miss.changed, miss.awakened.len()), (false, 0));
        let hit = r.touch_paths(&["src/app/main.ts".into(), "/etc/passwd".into(), "../x.md".into()]);
        assert_eq!(hit.awakened, vec!["ts"]);
        assert!(hit.changed && hit.version > version);
        let ignored: Vec<Code> = hit.diagnostics.iter().map(|d| d.code).collect();
        assert_eq!(ignored, vec![Code::TouchedPathIgnored; 2], "{:?}", hit.diagnostics);
        assert_eq!(catalog_names(&mut r), vec!["plain", "ts"]);
        assert!(r.activate("ts", Invoker::Model, "").is_ok());

        // It stays awake across a refresh and a rediscovery, edits included.
        write_frontmatter(tmp.path(), "ts", "paths: [\"src/**/*.ts\"]\nlicense: MIT\n");
        r.refresh();
        r.discover();
        assert_eq!(catalog_names(&mut r), vec!["plain", "ts"]);
        assert_eq!(r.touch_paths(&["docs/guide/x.txt".into()]).awakened, vec!["docs"]);
        assert_eq!(r.touch_paths(&["docs/x.md".into()]).awakened, Vec::<String>::new());
    }

    #[test]
    fn a_host_that_does_not_honor_paths_offers_every_skill_from_the_start() {
        let tmp = tempfile::tempdir().unwrap();
        write_frontmatter(tmp.path(), "ts", "paths: src/**/*.ts\n");
        write_frontmatter(tmp.path(), "all", "paths: \"**\"\n");
        let mut r = registry(tmp.path());
        r.discover();
        assert_eq!(catalog_names(&mut r), vec!["all"], "`**` is no condition at all");
        r.policy.honor_paths = false;
        r.discover();
        assert_eq!(catalog_names(&mut r), vec!["all", "ts"]);
        assert!(r.skills.iter().all(|l| !l.skill.dormant));
    }

    #[test]
    fn codex_metadata_hides_a_skill_from_the_model_and_a_refresh_sees_it_change() {
        let tmp = tempfile::tempdir().unwrap();
        write_frontmatter(tmp.path(), "deploy", "");
        let agents = tmp.path().join("deploy/agents");
        fs::create_dir_all(&agents).unwrap();
        fs::write(
            agents.join("openai.yaml"),
            "interface:\n  display_name: Deploy\n  short_description: Ships it\npolicy:\n  allow_implicit_invocation: false\n",
        )
        .unwrap();
        let mut r = registry(tmp.path());
        let found = r.discover();
        let skill = &found.skills[0];
        assert!(!skill.frontmatter.model_invocable);
        assert_eq!(skill.frontmatter.interface().display_name.as_deref(), Some("Deploy"));
        assert_eq!(catalog_names(&mut r), Vec::<String>::new());
        assert!(r.activate("deploy", Invoker::User, "").is_ok());

        // Only the Codex file changes (SKILL.md keeps its stamp): a refresh notices.
        fs::write(
            agents.join("openai.yaml"),
            "policy:\n  allow_implicit_invocation: true\n# longer\n",
        )
        .unwrap();
        let refreshed = r.refresh();
        assert_eq!((refreshed.reparsed, refreshed.changed), (1, true));
        assert_eq!(catalog_names(&mut r), vec!["deploy"]);

        fs::write(agents.join("openai.yaml"), "interface: [broken\n").unwrap();
        let refreshed = r.refresh();
        assert_eq!(catalog_names(&mut r), vec!["deploy"], "a broken file is ignored");
        assert!(
            refreshed
                .diagnostics
                .iter()
                .any(|d| d.code == Code::CodexMetadataInvalid)
        );
    }

    #[test]
    fn an_edit_to_when_to_use_alone_is_a_new_catalog_version() {
        let tmp = tempfile::tempdir().unwrap();
        write_frontmatter(tmp.path(), "a", "when_to_use: Early.\n");
        let mut r = registry(tmp.path());
        r.discover();
        let before = r.version();
        write_frontmatter(tmp.path(), "a", "when_to_use: Later, always.\n");
        assert!(r.refresh().changed);
        assert!(r.version() > before);
    }

    fn set_modified(dir: &Path, time: std::time::SystemTime) {
        fs::File::open(dir).unwrap().set_modified(time).unwrap();
    }

    #[test]
    fn a_refresh_reads_a_directory_again_only_when_its_time_changed() {
        let tmp = tempfile::tempdir().unwrap();
        write(tmp.path(), "a", "A.", "");
        let long_ago = std::time::SystemTime::now() - std::time::Duration::from_secs(3600);
        set_modified(tmp.path(), long_ago);
        let mut r = registry(tmp.path());
        r.discover();

        // Adding an entry moves the directory's time: the new skill is seen.
        write(tmp.path(), "b", "B.", "");
        assert!(r.refresh().changed);
        assert_eq!(r.skills.len(), 2);

        // With the time put back, the kept listing is trusted, and `c` stays unseen
        // until the time moves or a full discover reads everything again.
        set_modified(tmp.path(), long_ago);
        r.refresh();
        write(tmp.path(), "c", "C.", "");
        set_modified(tmp.path(), long_ago);
        assert!(!r.refresh().changed);
        assert_eq!(r.skills.len(), 2);
        assert_eq!(r.discover().skills.len(), 3);
    }

    #[test]
    fn a_listing_made_within_two_seconds_of_its_directory_changing_is_read_again() {
        let tmp = tempfile::tempdir().unwrap();
        write(tmp.path(), "a", "A.", "");
        let just_now = std::time::SystemTime::now();
        set_modified(tmp.path(), just_now);
        let mut r = registry(tmp.path());
        r.discover();
        // A second change in the same tick would leave the time as it was.
        write(tmp.path(), "b", "B.", "");
        set_modified(tmp.path(), just_now);
        assert!(r.refresh().changed);
        assert_eq!(r.skills.len(), 2);
    }

    #[test]
    fn a_broken_file_keeps_its_diagnostics_across_refreshes() {
        let tmp = tempfile::tempdir().unwrap();
        fs::create_dir_all(tmp.path().join("bad")).unwrap();
        fs::write(tmp.path().join("bad/SKILL.md"), "no frontmatter").unwrap();
        let mut r = registry(tmp.path());
        let diagnostics = r.discover().diagnostics;
        assert_eq!(diagnostics.len(), 1);
        let refresh = r.refresh();
        assert_eq!(refresh.reparsed, 0);
        assert_eq!(refresh.diagnostics, diagnostics);
    }

    fn write_requiring(dir: &Path, name: &str, metadata: &str) {
        fs::create_dir_all(dir.join(name)).unwrap();
        fs::write(
            dir.join(name).join(SKILL_FILE),
            format!("---\nname: {name}\ndescription: Needs things.\nmetadata:\n{metadata}---\nbody"),
        )
        .unwrap();
    }

    fn facts(bins: &[&str]) -> HostFacts {
        HostFacts {
            binaries: Some(bins.iter().map(|b| b.to_string()).collect()),
            ..HostFacts::default()
        }
    }

    #[test]
    fn changed_host_facts_withhold_and_offer_skills_with_a_new_version() {
        let tmp = tempfile::tempdir().unwrap();
        write_requiring(tmp.path(), "needs-uv", "  requires:\n    bins: [uv]\n");
        write(tmp.path(), "plain", "Plain.", "");
        let mut r = registry(tmp.path());
        // Unknown facts: everything is offered.
        assert_eq!(r.discover().skills.len(), 2);
        let without = r.set_host_facts(facts(&[]));
        assert_eq!((without.version, without.changed, without.reparsed), (2, true, 0));
        let d = without.diagnostics.last().unwrap();
        assert_eq!(
            (d.code, d.message.as_str()),
            (
                Code::SkillIneligible,
                "skill `needs-uv` is not offered on this host: needs binaries: uv"
            )
        );
        assert!(!r.catalog(CatalogFormat::Xml).0.contains("needs-uv"));
        assert!(matches!(
            r.activate("needs-uv", Invoker::Model, ""),
            Err(SkillError::NotFound { .. })
        ));
        assert!(
            matches!(r.activate("needs-uv", Invoker::User, ""), Err(SkillError::Denied(m)) if m.contains("needs binaries: uv"))
        );
        // The same facts again change nothing; a refresh keeps the verdict.
        assert!(!r.set_host_facts(facts(&[])).changed);
        assert!(!r.refresh().changed);
        let with = r.set_host_facts(facts(&["uv"]));
        assert_eq!((with.version, with.changed), (3, true));
        assert!(r.catalog(CatalogFormat::Xml).0.contains("needs-uv"));
        let discovered = r.discover();
        assert_eq!(discovered.skills.len(), 2);
        assert!(discovered.withheld.is_empty());
    }

    #[test]
    fn disabled_skills_are_withheld_from_everyone_and_listed_with_the_reason() {
        let tmp = tempfile::tempdir().unwrap();
        write(tmp.path(), "a", "A.", "");
        write(tmp.path(), "b", "B.", "");
        let root = Root {
            path: tmp.path().to_str().unwrap().into(),
            scope: Scope::Project,
            label: "/h".into(),
            trusted: true,
        };
        let policy = Policy {
            include_builtins: false,
            disabled_skills: vec![" b ".into()],
            ..Policy::default()
        };
        let mut r = Registry::new(vec![root], policy);
        let discovered = r.discover();
        assert_eq!(discovered.skills.len(), 1);
        assert_eq!(discovered.withheld.len(), 1);
        assert_eq!(discovered.withheld[0].1, Withheld::Disabled);
        assert_eq!(discovered.diagnostics[0].code, Code::SkillDisabled);
        assert!(matches!(
            r.read_resource("b", "SKILL.md", Invoker::User),
            Err(SkillError::Denied(_))
        ));
        match r.activate("b", Invoker::Model, "") {
            Err(SkillError::NotFound { available, .. }) => assert_eq!(available, vec!["a"]),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn a_manifest_has_every_frontmatter_key_and_every_served_file() {
        let tmp = tempfile::tempdir().unwrap();
        let dir = tmp.path().join("a");
        fs::create_dir_all(dir.join("scripts/deep")).unwrap();
        fs::create_dir_all(dir.join(".git")).unwrap();
        fs::write(
            dir.join(SKILL_FILE),
            "---\nname: a\ndescription: A.\nx-custom: [1, two]\nmetadata:\n  k: v\n---\nbody\n",
        )
        .unwrap();
        fs::write(dir.join("scripts/run.py"), "print(1)").unwrap();
        fs::write(dir.join("scripts/deep/z.bin"), [0u8, 255]).unwrap();
        fs::write(dir.join("README.md"), "hi").unwrap();
        fs::write(dir.join(".hidden"), "no").unwrap();
        fs::write(dir.join(".git/config"), "no").unwrap();
        let mut r = registry(tmp.path());
        let m = r.manifest("a", Invoker::Model).unwrap();
        let fields: serde_json::Value = serde_json::from_str(&m.frontmatter).unwrap();
        assert_eq!(
            fields,
            serde_json::json!({"name": "a", "description": "A.", "x-custom": [1, "two"], "metadata": {"k": "v"}})
        );
        let paths: Vec<(&str, u64)> = m.files.iter().map(|f| (f.path.as_str(), f.size)).collect();
        assert_eq!(
            paths,
            [
                ("SKILL.md", 73),
                ("README.md", 2),
                ("scripts/deep/z.bin", 2),
                ("scripts/run.py", 8)
            ]
        );
        assert!(!m.truncated);
    }

    #[test]
    fn a_manifest_stops_at_the_file_bound_and_says_so() {
        let tmp = tempfile::tempdir().unwrap();
        write(tmp.path(), "a", "A.", "body");
        let many = tmp.path().join("a/many");
        fs::create_dir_all(&many).unwrap();
        for i in 0..manifest::MAX_FILES + 5 {
            fs::write(many.join(format!("{i:04}.txt")), "x").unwrap();
        }
        let m = registry(tmp.path()).manifest("a", Invoker::Model).unwrap();
        assert!(m.truncated);
        assert_eq!(m.files.len(), manifest::MAX_FILES);
        assert_eq!(m.files[0].path, SKILL_FILE);
    }

    #[test]
    fn a_manifest_is_gated_like_a_read() {
        let tmp = tempfile::tempdir().unwrap();
        fs::create_dir_all(tmp.path().join("h")).unwrap();
        fs::write(
            tmp.path().join("h/SKILL.md"),
            "---\nname: h\ndescription: H.\ndisable-model-invocation: true\n---\n",
        )
        .unwrap();
        let mut r = registry(tmp.path());
        let hidden = r.manifest("h", Invoker::Model).unwrap_err();
        let missing = r.manifest("nope", Invoker::Model).unwrap_err();
        assert!(matches!(hidden, SkillError::NotFound { .. }), "{hidden:?}");
        assert!(matches!(missing, SkillError::NotFound { .. }), "{missing:?}");
        assert!(r.manifest("h", Invoker::User).is_ok());
    }

    #[test]
    fn a_manifest_refuses_a_skill_md_renamed_since_the_scan() {
        let tmp = tempfile::tempdir().unwrap();
        write(tmp.path(), "a", "A.", "body");
        let mut r = registry(tmp.path());
        r.discover();
        write(tmp.path(), "a", "A.", "body");
        fs::write(tmp.path().join("a/SKILL.md"), "---\nname: b\ndescription: A.\n---\n").unwrap();
        let e = r.manifest("a", Invoker::Model).unwrap_err();
        assert!(matches!(&e, SkillError::Invalid(m) if m.contains("refresh")), "{e:?}");
    }
}
