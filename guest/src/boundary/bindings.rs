//! The component boundary: WIT types in, core types out. No logic lives here.

use std::cell::RefCell;

use crate::model as core;

wit_bindgen::generate!({
    path: "../wit",
    world: "runtime",
});

use exports::agentskills::runtime::skills as wit;
use exports::agentskills::runtime::tools;

struct Component;

/// The WIT `registry` resource. Calls on one resource are sequential, so a
/// `RefCell` is enough for the mutable parsed state.
struct RegistryResource(RefCell<crate::Registry>);

impl wit::Guest for Component {
    type Registry = RegistryResource;

    fn default_policy() -> wit::Policy {
        policy_out(&core::Policy::default())
    }

    fn validate(dir: wit::Root, profile: wit::LintProfile) -> Vec<wit::Diagnostic> {
        let profile = match profile {
            wit::LintProfile::Spec => crate::validate::LintProfile::Spec,
            wit::LintProfile::ClaudeCode => crate::validate::LintProfile::ClaudeCode,
            wit::LintProfile::Codex => crate::validate::LintProfile::Codex,
            wit::LintProfile::Openclaw => crate::validate::LintProfile::OpenClaw,
        };
        crate::validate::lint::validate_dir(&root_in(dir), profile)
            .into_iter()
            .map(diagnostic_out)
            .collect()
    }

    fn survey_source(
        source: wit::Root,
        archive: Option<String>,
        validation: wit::ValidationMode,
    ) -> Result<wit::SourceSurvey, wit::SkillError> {
        let root = root_in(source);
        let mode = validation_in(validation);
        let (skills, mut diagnostics) = match &archive {
            Some(name) => {
                let tree = crate::install::archive::unpack_cached(&std::path::Path::new(&root.path).join(name), name)
                    .map_err(error_out)?;
                (crate::install::source::survey_archive(&tree, &root, mode), Vec::new())
            }
            None => crate::install::source::survey(&root, mode),
        };
        if skills.is_empty() {
            diagnostics.push(crate::install::source::nothing_found(&root));
        }
        Ok(wit::SourceSurvey {
            skills: skills
                .into_iter()
                .map(|s| wit::SourceSkill {
                    path: s.path,
                    name: s.frontmatter.as_ref().map(|f| f.name.clone()),
                    description: s.frontmatter.map(|f| f.description),
                    diagnostics: s.diagnostics.into_iter().map(diagnostic_out).collect(),
                })
                .collect(),
            diagnostics: diagnostics.into_iter().map(diagnostic_out).collect(),
        })
    }

    fn stage_skill(
        source: wit::Root,
        archive: Option<String>,
        path: String,
        validation: wit::ValidationMode,
    ) -> Result<wit::StagedSkill, wit::SkillError> {
        let root = root_in(source);
        let mode = validation_in(validation);
        let (frontmatter, files) = match &archive {
            Some(name) => {
                let tree = crate::install::archive::unpack_cached(&std::path::Path::new(&root.path).join(name), name)
                    .map_err(error_out)?;
                crate::install::source::stage_archive(&tree, &root, &path, mode)
            }
            None => crate::install::source::stage(&root, &path, mode),
        }
        .map_err(error_out)?;
        Ok(wit::StagedSkill {
            name: frontmatter.name,
            description: frontmatter.description,
            files: files
                .into_iter()
                .map(|f| wit::StagedFile {
                    path: f.path,
                    bytes: f.bytes,
                    executable: f.executable,
                })
                .collect(),
        })
    }

    fn audit_source(
        source: wit::Root,
        archive: Option<String>,
        options: wit::AuditOptions,
    ) -> Result<Vec<wit::AuditReport>, wit::SkillError> {
        let root = root_in(source);
        let rules = rules_in(&options)?;
        let options = crate::audit::Options {
            rules: &rules,
            installed: &options.installed,
            publisher: options.source.as_deref().and_then(crate::audit::names::publisher_of),
        };
        let reports = match &archive {
            Some(name) => {
                let tree = crate::install::archive::unpack_cached(&std::path::Path::new(&root.path).join(name), name)
                    .map_err(error_out)?;
                crate::audit::audit_source(&root, Some(&tree), &options)
            }
            None => crate::audit::audit_source(&root, None, &options),
        }
        .map_err(error_out)?;
        Ok(reports.into_iter().map(report_out).collect())
    }

    fn audit_rules() -> String {
        crate::audit::builtin_rules().to_string()
    }
}

/// The rule set for `options`: the built-in rules and the user's files, compiled (or
/// kept from the last call with the same files).
fn rules_in(options: &wit::AuditOptions) -> Result<std::rc::Rc<crate::audit::RuleSet>, wit::SkillError> {
    let files: Vec<crate::audit::RuleText> = options
        .rule_files
        .iter()
        .map(|f| crate::audit::RuleText {
            label: &f.label,
            text: &f.text,
        })
        .collect();
    crate::audit::RuleSet::cached(&files).map_err(wit::SkillError::Invalid)
}

fn report_out(r: crate::audit::Report) -> wit::AuditReport {
    wit::AuditReport {
        skill: r.skill,
        directory: r.directory,
        path: r.path,
        findings: r
            .findings
            .into_iter()
            .map(|f| wit::AuditFinding {
                rule: f.rule,
                family: f.family,
                severity: match f.severity {
                    crate::audit::Severity::Info => wit::AuditSeverity::Info,
                    crate::audit::Severity::Low => wit::AuditSeverity::Low,
                    crate::audit::Severity::Medium => wit::AuditSeverity::Medium,
                    crate::audit::Severity::High => wit::AuditSeverity::High,
                    crate::audit::Severity::Critical => wit::AuditSeverity::Critical,
                },
                title: f.title,
                file: f.file,
                line: f.line,
                column: f.column,
                excerpt: f.excerpt,
                detail: f.detail,
                chain: f
                    .chain
                    .into_iter()
                    .map(|l| wit::AuditLink {
                        role: l.role,
                        file: l.file,
                        line: l.line,
                        column: l.column,
                        excerpt: l.excerpt,
                    })
                    .collect(),
                context: f.context,
            })
            .collect(),
        files_scanned: r.files_scanned,
        bytes_scanned: r.bytes_scanned,
        endpoints: r.endpoints,
        executables: r.executables,
        allowed_tools: r.allowed_tools,
        rules: r.rules,
    }
}

impl wit::GuestRegistry for RegistryResource {
    fn new(roots: Vec<wit::Root>, policy: wit::Policy) -> Self {
        let roots = roots.into_iter().map(root_in).collect();
        RegistryResource(RefCell::new(crate::Registry::new(roots, policy_in(policy))))
    }

    fn discover(&self) -> wit::Discovery {
        let discovered = self.0.borrow_mut().discover();
        wit::Discovery {
            skills: discovered.skills.into_iter().map(skill_out).collect(),
            withheld: discovered
                .withheld
                .into_iter()
                .map(|(skill, reason)| wit::WithheldSkill {
                    skill: skill_out(skill),
                    reason: match reason {
                        core::Withheld::Disabled => wit::WithheldReason::Disabled,
                        core::Withheld::OffByDefault => wit::WithheldReason::OffByDefault,
                        core::Withheld::Ineligible(missing) => wit::WithheldReason::Ineligible(missing),
                    },
                })
                .collect(),
            diagnostics: discovered.diagnostics.into_iter().map(diagnostic_out).collect(),
        }
    }

    fn refresh(&self) -> wit::RefreshResult {
        refresh_out(self.0.borrow_mut().refresh())
    }

    fn set_host_facts(&self, facts: wit::HostFacts) -> wit::RefreshResult {
        let facts = core::HostFacts {
            binaries: facts.binaries,
            environment: facts.environment,
            os: facts.os,
        };
        refresh_out(self.0.borrow_mut().set_host_facts(facts))
    }

    fn set_substitutions(&self, variables: Vec<(String, String)>) {
        self.0.borrow_mut().set_substitutions(variables);
    }

    fn touch_paths(&self, paths: Vec<String>) -> wit::TouchResult {
        let touch = self.0.borrow_mut().touch_paths(&paths);
        wit::TouchResult {
            version: touch.version,
            changed: touch.changed,
            awakened: touch.awakened,
            diagnostics: touch.diagnostics.into_iter().map(diagnostic_out).collect(),
        }
    }

    fn catalog(&self, format: wit::CatalogFormat) -> wit::Catalog {
        let format = match format {
            wit::CatalogFormat::Xml => core::CatalogFormat::Xml,
            wit::CatalogFormat::Json => core::CatalogFormat::Json,
        };
        let (text, diagnostics) = self.0.borrow_mut().catalog(format);
        wit::Catalog {
            text,
            diagnostics: diagnostics.into_iter().map(diagnostic_out).collect(),
        }
    }

    fn activate(
        &self,
        name: String,
        invoker: wit::Invoker,
        arguments: String,
    ) -> Result<wit::Activation, wit::SkillError> {
        let (skill, content) = self
            .0
            .borrow_mut()
            .activate(&name, invoker_in(invoker), &arguments)
            .map_err(error_out)?;
        Ok(wit::Activation {
            skill: skill_out(skill),
            content,
        })
    }

    fn read_resource(&self, skill: String, path: String, invoker: wit::Invoker) -> Result<Vec<u8>, wit::SkillError> {
        self.0
            .borrow_mut()
            .read_resource(&skill, &path, invoker_in(invoker))
            .map_err(error_out)
    }

    fn list_resources(
        &self,
        skill: String,
        dir: String,
        invoker: wit::Invoker,
    ) -> Result<Vec<wit::ResourceEntry>, wit::SkillError> {
        let entries = self
            .0
            .borrow_mut()
            .list_resources(&skill, &dir, invoker_in(invoker))
            .map_err(error_out)?;
        Ok(entries
            .into_iter()
            .map(|e| wit::ResourceEntry {
                name: e.name,
                kind: match e.kind {
                    core::EntryKind::File => wit::EntryKind::File,
                    core::EntryKind::Directory => wit::EntryKind::Directory,
                },
                size: e.size,
            })
            .collect())
    }

    fn audit(&self, skill: String, options: wit::AuditOptions) -> Result<wit::AuditReport, wit::SkillError> {
        let rules = rules_in(&options)?;
        let options = crate::audit::Options {
            rules: &rules,
            installed: &options.installed,
            publisher: options.source.as_deref().and_then(crate::audit::names::publisher_of),
        };
        let report = self.0.borrow_mut().audit(&skill, &options).map_err(error_out)?;
        Ok(report_out(report))
    }

    fn manifest(&self, skill: String, invoker: wit::Invoker) -> Result<wit::SkillManifest, wit::SkillError> {
        let manifest = self
            .0
            .borrow_mut()
            .manifest(&skill, invoker_in(invoker))
            .map_err(error_out)?;
        Ok(wit::SkillManifest {
            frontmatter: manifest.frontmatter,
            files: manifest
                .files
                .into_iter()
                .map(|f| wit::ManifestFile {
                    path: f.path,
                    size: f.size,
                })
                .collect(),
            truncated: manifest.truncated,
        })
    }
}

fn scope_in(scope: wit::Scope) -> core::Scope {
    match scope {
        wit::Scope::Builtin => core::Scope::Builtin,
        wit::Scope::User => core::Scope::User,
        wit::Scope::Project => core::Scope::Project,
        wit::Scope::Plugin => core::Scope::Plugin,
    }
}

fn scope_out(scope: core::Scope) -> wit::Scope {
    match scope {
        core::Scope::Builtin => wit::Scope::Builtin,
        core::Scope::User => wit::Scope::User,
        core::Scope::Project => wit::Scope::Project,
        core::Scope::Plugin => wit::Scope::Plugin,
    }
}

fn root_in(root: wit::Root) -> core::Root {
    core::Root {
        path: root.path,
        scope: scope_in(root.scope),
        label: root.label,
        trusted: root.trusted,
    }
}

fn invoker_in(invoker: wit::Invoker) -> core::Invoker {
    match invoker {
        wit::Invoker::Model => core::Invoker::Model,
        wit::Invoker::User => core::Invoker::User,
    }
}

/// Builds a policy of type `$target` from `$p`, field by field. Both directions use
/// it, so a field cannot be converted one way and forgotten the other.
macro_rules! convert_policy {
    ($p:expr, $target:path, $validation:expr, $scope:expr, $facts:ident) => {{
        let p = $p;
        $target {
            validation: $validation(p.validation),
            max_skill_file_bytes: p.max_skill_file_bytes,
            max_frontmatter_bytes: p.max_frontmatter_bytes,
            max_resource_bytes: p.max_resource_bytes,
            catalog_budget_bytes: p.catalog_budget_bytes,
            catalog_max_skills: p.catalog_max_skills,
            description_floor_chars: p.description_floor_chars,
            catalog_entry_max_chars: p.catalog_entry_max_chars,
            max_depth: p.max_depth,
            max_directories: p.max_directories,
            allow_nested_skills: p.allow_nested_skills,
            include_builtins: p.include_builtins,
            scope_precedence: p.scope_precedence.iter().copied().map($scope).collect(),
            list_resources_on_activation: p.list_resources_on_activation,
            home_label: p.home_label.clone(),
            disabled_skills: p.disabled_skills.clone(),
            user_only_skills: p.user_only_skills.clone(),
            name_only_skills: p.name_only_skills.clone(),
            honor_paths: p.honor_paths,
            enabled_skills: p.enabled_skills.clone(),
            substitutions: p.substitutions.clone(),
            host_facts: $facts {
                binaries: p.host_facts.binaries.clone(),
                environment: p.host_facts.environment.clone(),
                os: p.host_facts.os.clone(),
            },
        }
    }};
}

fn validation_in(v: wit::ValidationMode) -> core::ValidationMode {
    match v {
        wit::ValidationMode::Strict => core::ValidationMode::Strict,
        wit::ValidationMode::Lenient => core::ValidationMode::Lenient,
    }
}

fn policy_in(p: wit::Policy) -> core::Policy {
    let validation = validation_in;
    use core::HostFacts;
    convert_policy!(&p, core::Policy, validation, scope_in, HostFacts)
}

fn policy_out(p: &core::Policy) -> wit::Policy {
    let validation = |v| match v {
        core::ValidationMode::Strict => wit::ValidationMode::Strict,
        core::ValidationMode::Lenient => wit::ValidationMode::Lenient,
    };
    use wit::HostFacts;
    convert_policy!(p, wit::Policy, validation, scope_out, HostFacts)
}

fn refresh_out(refresh: crate::registry::Refresh) -> wit::RefreshResult {
    wit::RefreshResult {
        version: refresh.version,
        changed: refresh.changed,
        reparsed: refresh.reparsed,
        diagnostics: refresh.diagnostics.into_iter().map(diagnostic_out).collect(),
    }
}

fn skill_out(s: core::Skill) -> wit::Skill {
    // The registry keeps its own reference; copy out only then.
    let f = std::sync::Arc::unwrap_or_clone(s.frontmatter);
    let hints = f.hints.map(|h| *h).unwrap_or_default();
    let interface = f.interface.map(|i| *i).unwrap_or_default();
    // Codex reads `metadata.short-description` too, below `agents/openai.yaml`'s.
    let short_description = interface.short_description.or_else(|| {
        f.metadata
            .iter()
            .find(|(key, _)| key == "short-description")
            .map(|(_, text)| text.trim().to_string())
            .filter(|text| !text.is_empty())
    });
    wit::Skill {
        name: f.name,
        description: f.description,
        scope: scope_out(s.scope),
        location: s.location,
        directory: s.directory,
        license: f.license,
        compatibility: f.compatibility,
        metadata: f.metadata,
        allowed_tools: f.allowed_tools,
        argument_hint: f.argument_hint,
        model_invocable: f.model_invocable,
        user_invocable: f.user_invocable,
        requires: wit::Requirements {
            binaries: f.requires.bins,
            any_binaries: f.requires.any_bins,
            environment: f.requires.env,
            os: f.requires.os,
        },
        paths: f.paths.into_iter().map(|glob| glob.text).collect(),
        dormant: s.dormant,
        hints: wit::HostHints {
            model: hints.model,
            effort: hints.effort,
            context: hints.context,
            agent: hints.agent,
            disallowed_tools: hints.disallowed_tools,
            shell: hints.shell,
            hooks: hints.hooks,
            version: hints.version,
            background: hints.background,
            fallback: hints.fallback,
        },
        default_enabled: f.default_enabled,
        display_name: f.display_name.or(interface.display_name),
        short_description,
    }
}

fn diagnostic_out(d: core::Diagnostic) -> wit::Diagnostic {
    wit::Diagnostic {
        severity: match d.severity {
            core::Severity::Error => wit::Severity::Error,
            core::Severity::Warning => wit::Severity::Warning,
            core::Severity::Info => wit::Severity::Info,
        },
        code: d.code.as_str().to_string(),
        path: d.path,
        line: d.line,
        message: d.message,
    }
}

fn error_out(e: core::SkillError) -> wit::SkillError {
    match e {
        core::SkillError::NotFound { message, available } => {
            wit::SkillError::NotFound(wit::NotFoundDetail { message, available })
        }
        core::SkillError::Denied(m) => wit::SkillError::Denied(m),
        core::SkillError::TooLarge(m) => wit::SkillError::TooLarge(m),
        core::SkillError::Invalid(m) => wit::SkillError::Invalid(m),
        core::SkillError::Io(m) => wit::SkillError::Io(m),
    }
}

/// The stateless tools: each call reads the preopens afresh (a tool host may give
/// every call its own instance).
impl tools::Guest for Component {
    fn list_skills() -> String {
        crate::boundary::tools::list_skills(&crate::fs::preopens::paths())
    }

    fn activate_skill(name: String, arguments: String) -> String {
        crate::boundary::tools::activate_skill(&crate::fs::preopens::paths(), &name, &arguments)
    }

    fn read_skill_file(name: String, path: String) -> String {
        crate::boundary::tools::read_skill_file(&crate::fs::preopens::paths(), &name, &path)
    }

    fn list_skill_files(name: String, dir: String) -> String {
        crate::boundary::tools::list_skill_files(&crate::fs::preopens::paths(), &name, &dir)
    }

    fn validate_skill(dir: String) -> String {
        crate::boundary::tools::validate_skill(&dir)
    }
}

export!(Component);
