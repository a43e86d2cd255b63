//! The registry: skills from a set of roots under one policy, merged by precedence,
//! with the catalog, activation and resource operations on top.

use std::collections::HashMap;
use std::path::Path;

use unicode_normalization::UnicodeNormalization;

use crate::builtin::BUILTINS;
use crate::catalog::{self, Entry};
use crate::discovery::{self, SKILL_FILE};
use crate::loader::{self, Request};
use crate::model::{
    CatalogFormat, Diagnostic, Invoker, Policy, ResourceEntry, Root, Scope, Skill, SkillError, join_label,
};
use crate::resources::{self, ENVELOPE_LISTING_CAP, Source};
use crate::validation::Meta;

/// A skill that won the merge, with where its files are.
#[derive(Clone, Debug)]
pub struct Loaded {
    pub skill: Skill,
    pub source: Source,
    rank: usize,
}

/// A valid skill before merging.
struct Contender {
    loaded: Loaded,
    root_index: usize,
    rel_dir: String,
}

pub struct Registry {
    roots: Vec<Root>,
    policy: Policy,
    skills: Vec<Loaded>,
    diagnostics: Vec<Diagnostic>,
    discovered: bool,
}

impl Registry {
    pub fn new(roots: Vec<Root>, policy: Policy) -> Self {
        Registry {
            roots,
            policy,
            skills: Vec::new(),
            diagnostics: Vec::new(),
            discovered: false,
        }
    }

    pub fn policy(&self) -> &Policy {
        &self.policy
    }

    /// Scans everything again; returns the skills (by name) and every diagnostic.
    pub fn discover(&mut self) -> (Vec<Skill>, Vec<Diagnostic>) {
        let mut diagnostics = Vec::new();
        let mut contenders = Vec::new();
        for (root_index, root) in self.roots.iter().enumerate() {
            let found = discovery::scan_root(root, &self.policy, &mut diagnostics);
            if !root.trusted {
                if !found.is_empty() {
                    diagnostics.push(Diagnostic::warning(
                        "untrusted-root",
                        &root.label,
                        format!(
                            "{} skill{} withheld: this root is not trusted; trust it to load them",
                            found.len(),
                            if found.len() == 1 { "" } else { "s" }
                        ),
                    ));
                }
                continue;
            }
            for candidate in found {
                let label = join_label(&root.label, &format!("{}/{SKILL_FILE}", candidate.rel_dir));
                let request = Request {
                    label: &label,
                    dir_name: candidate.dir_name(),
                    policy: &self.policy,
                    mode: self.policy.validation,
                    lint: false,
                };
                if let Some(meta) = loader::load(&candidate.file, &request, &mut diagnostics) {
                    let directory = join_label(&root.label, &candidate.rel_dir);
                    contenders.push(Contender {
                        loaded: Loaded {
                            skill: skill_from(meta, root.scope, label, directory),
                            source: Source::Disk {
                                dir: candidate.dir,
                                file: candidate.file,
                            },
                            rank: self.policy.rank(root.scope),
                        },
                        root_index,
                        rel_dir: candidate.rel_dir,
                    });
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
                    mode: self.policy.validation,
                    lint: false,
                };
                if let Some(meta) = loader::check(builtin.skill_md(), &request, &mut diagnostics) {
                    contenders.push(Contender {
                        loaded: Loaded {
                            skill: skill_from(meta, Scope::Builtin, label, directory),
                            source: Source::Builtin(builtin),
                            rank: self.policy.rank(Scope::Builtin),
                        },
                        root_index: usize::MAX,
                        rel_dir: builtin.dir_name.to_string(),
                    });
                }
            }
        }
        self.skills = merge(contenders, &mut diagnostics);
        self.diagnostics = diagnostics;
        self.discovered = true;
        (
            self.skills.iter().map(|l| l.skill.clone()).collect(),
            self.diagnostics.clone(),
        )
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
        let entries: Vec<Entry> = self
            .skills
            .iter()
            .filter(|l| l.skill.model_invocable)
            .map(|l| Entry {
                name: &l.skill.name,
                description: &l.skill.description,
                scope: l.skill.scope,
                location: catalog::compact_home(&l.skill.location, home),
                rank: l.rank,
            })
            .collect();
        catalog::render(&entries, &self.policy, format)
    }

    /// Finds a skill as `invoker` may see it; hidden skills do not exist for the model.
    fn find(&mut self, name: &str, invoker: Invoker) -> Result<&Loaded, SkillError> {
        self.ensure_discovered();
        let wanted: String = name.trim().nfkc().collect();
        let visible = |l: &Loaded| match invoker {
            Invoker::Model => l.skill.model_invocable,
            Invoker::User => true,
        };
        match self.skills.iter().position(|l| l.skill.name == wanted && visible(l)) {
            Some(index) => Ok(&self.skills[index]),
            None => Err(SkillError::NotFound {
                message: format!("no skill named `{}`", crate::validation::printable(name)),
                available: self
                    .skills
                    .iter()
                    .filter(|l| match invoker {
                        Invoker::Model => l.skill.model_invocable,
                        Invoker::User => l.skill.user_invocable,
                    })
                    .map(|l| l.skill.name.clone())
                    .collect(),
            }),
        }
    }

    /// The skill's body in its envelope, with `arguments` applied.
    pub fn activate(&mut self, name: &str, invoker: Invoker, arguments: &str) -> Result<(Skill, String), SkillError> {
        let list_resources = self.policy.list_resources_on_activation;
        let max_file = self.policy.max_skill_file_bytes;
        let policy = self.policy.clone();
        let loaded = self.find(name, invoker)?;
        if invoker == Invoker::User && !loaded.skill.user_invocable {
            return Err(SkillError::Denied(format!(
                "skill `{}` is not user-invocable (user-invocable: false)",
                loaded.skill.name
            )));
        }
        let text = match &loaded.source {
            Source::Builtin(builtin) => builtin.skill_md().to_string(),
            Source::Disk { file, .. } => {
                loader::read_text(file, max_file, &loaded.skill.location).map_err(diagnostic_error)?
            }
        };
        let split = loader::split(&text, &policy, &loaded.skill.location).map_err(diagnostic_error)?;
        let listing =
            list_resources.then(|| resources::listing(&loaded.source, &loaded.skill.name, ENVELOPE_LISTING_CAP));
        let content = crate::activation::envelope(&loaded.skill, &split.body, arguments, listing.as_deref());
        Ok((loaded.skill.clone(), content))
    }

    /// One file of a skill, confined to its directory.
    pub fn read_resource(&mut self, skill: &str, path: &str, invoker: Invoker) -> Result<Vec<u8>, SkillError> {
        let max = self.policy.max_resource_bytes;
        let loaded = self.find(skill, invoker)?;
        resources::read(&loaded.source, &loaded.skill.name, path, max)
    }

    /// The direct children of a directory of a skill.
    pub fn list_resources(
        &mut self,
        skill: &str,
        dir: &str,
        invoker: Invoker,
    ) -> Result<Vec<ResourceEntry>, SkillError> {
        let loaded = self.find(skill, invoker)?;
        resources::list(&loaded.source, &loaded.skill.name, dir)
    }
}

/// The file changed into something unusable since discovery.
fn diagnostic_error(d: Diagnostic) -> SkillError {
    match d.code {
        "file-too-large" => SkillError::TooLarge(d.message),
        "file-unreadable" => SkillError::Io(d.message),
        _ => SkillError::Invalid(d.message),
    }
}

fn skill_from(meta: Meta, scope: Scope, location: String, directory: String) -> Skill {
    Skill {
        name: meta.name,
        description: meta.description,
        scope,
        location,
        directory,
        license: meta.license,
        compatibility: meta.compatibility,
        metadata: meta.metadata,
        allowed_tools: meta.allowed_tools,
        argument_hint: meta.argument_hint,
        model_invocable: !meta.disable_model_invocation,
        user_invocable: meta.user_invocable,
    }
}

/// One skill per name: the highest-precedence scope wins; within a scope, the first
/// by root order then path order. Every loser is reported next to its winner.
fn merge(mut contenders: Vec<Contender>, diagnostics: &mut Vec<Diagnostic>) -> Vec<Loaded> {
    contenders
        .sort_by(|a, b| (a.loaded.rank, a.root_index, &a.rel_dir).cmp(&(b.loaded.rank, b.root_index, &b.rel_dir)));
    let mut winners: Vec<Loaded> = Vec::with_capacity(contenders.len());
    let mut by_name: HashMap<String, usize> = HashMap::new();
    for contender in contenders {
        let skill = &contender.loaded.skill;
        match by_name.get(&skill.name) {
            Some(&index) => {
                let winner = &winners[index].skill;
                let message = if winner.scope == skill.scope {
                    format!(
                        "skill `{}` is defined twice in scope {}; using {} (first by path order)",
                        skill.name,
                        skill.scope.as_str(),
                        winner.location
                    )
                } else {
                    format!(
                        "skill `{}` ({}) is shadowed by {} ({}), which has higher precedence",
                        skill.name,
                        skill.scope.as_str(),
                        winner.location,
                        winner.scope.as_str()
                    )
                };
                let code = if winner.scope == skill.scope {
                    "duplicate-name"
                } else {
                    "shadowed"
                };
                diagnostics.push(Diagnostic::warning(code, &skill.location, message));
            }
            None => {
                by_name.insert(skill.name.clone(), winners.len());
                winners.push(contender.loaded);
            }
        }
    }
    winners.sort_by(|a, b| a.skill.name.cmp(&b.skill.name));
    winners
}

/// The authoring lint for one skill directory (see the WIT `validate`).
pub fn validate_dir(root: &Root) -> Vec<Diagnostic> {
    let dir_label = root.label.trim_end_matches('/');
    let dir_name = dir_label.rsplit('/').next().unwrap_or(dir_label);
    let label = join_label(&root.label, SKILL_FILE);
    let file = Path::new(&root.path).join(SKILL_FILE);
    let mut out = Vec::new();
    if std::fs::symlink_metadata(&file).is_err() {
        out.push(Diagnostic::error(
            "skill-md-missing",
            &label,
            "the directory has no SKILL.md (the name is case-sensitive)",
        ));
        return out;
    }
    let policy = Policy::default();
    let request = Request {
        label: &label,
        dir_name,
        policy: &policy,
        mode: policy.validation,
        lint: true,
    };
    loader::load(&file, &request, &mut out);
    out
}
