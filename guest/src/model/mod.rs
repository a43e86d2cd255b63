//! Plain Rust mirrors of the WIT records, so the core is testable natively and the
//! wit-bindgen glue only converts.

pub mod code;

pub use code::Code;

/// Where a root comes from; see `policy.scope-precedence` in the WIT.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Scope {
    Builtin,
    User,
    Project,
    Plugin,
}

impl Scope {
    pub fn as_str(self) -> &'static str {
        match self {
            Scope::Builtin => "builtin",
            Scope::User => "user",
            Scope::Project => "project",
            Scope::Plugin => "plugin",
        }
    }
}

/// One preopened directory of skills.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Root {
    /// Path the core opens (the guest path of the preopen).
    pub path: String,
    pub scope: Scope,
    /// Host-side path shown to the model and in diagnostics.
    pub label: String,
    pub trusted: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ValidationMode {
    Strict,
    Lenient,
}

/// The host's choices. `Policy::default()` is the documented default of every field.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Policy {
    pub validation: ValidationMode,
    pub max_skill_file_bytes: u64,
    pub max_frontmatter_bytes: u32,
    pub max_resource_bytes: u64,
    pub catalog_budget_bytes: u32,
    pub catalog_max_skills: u32,
    pub description_floor_chars: u32,
    /// Longest description one catalog entry shows, `when_to_use` included.
    pub catalog_entry_max_chars: u32,
    pub max_depth: u32,
    pub max_directories: u32,
    pub allow_nested_skills: bool,
    pub include_builtins: bool,
    pub scope_precedence: Vec<Scope>,
    pub list_resources_on_activation: bool,
    pub home_label: Option<String>,
    /// Names never offered, to the model or the user (matched after NFKC).
    pub disabled_skills: Vec<String>,
    /// Names offered to the user only: hidden from the model as if the skill said
    /// `disable-model-invocation: true` (matched after NFKC).
    pub user_only_skills: Vec<String>,
    /// Names shown in the model's catalog by name and location only, without their
    /// description (matched after NFKC).
    pub name_only_skills: Vec<String>,
    /// Whether a skill's `paths` keeps it from the model until a touched path matches.
    pub honor_paths: bool,
    /// What the host says it has; see [`HostFacts`].
    pub host_facts: HostFacts,
    /// Skills whose author wrote `default-enabled: false`, turned on.
    pub enabled_skills: Vec<String>,
    /// The host's own `${NAME}` variables for activated bodies (Claude Code's
    /// `CLAUDE_EFFORT`, `CLAUDE_SESSION_ID`, ...). Unknown `${...}` stay as written.
    pub substitutions: Vec<(String, String)>,
}

/// Facts about the host, never values: which of the binaries the skills name exist on
/// its `PATH`, which of the named environment variables are set, its OS. `None` is
/// unknown, and no skill is withheld for an unknown fact.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct HostFacts {
    pub binaries: Option<Vec<String>>,
    pub environment: Option<Vec<String>>,
    /// `darwin`, `linux` or `win32` (as OpenClaw spells them), or another OS's name.
    pub os: Option<String>,
}

/// What a skill needs from the host (see `requirements`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Requirements {
    /// Every one must exist.
    pub bins: Vec<String>,
    /// At least one must exist (when any are named).
    pub any_bins: Vec<String>,
    /// Every one must be set.
    pub env: Vec<String>,
    /// The host's OS must be one of these (when any are named).
    pub os: Vec<String>,
}

impl Requirements {
    /// Every binary name, for the host to probe.
    pub fn binaries(&self) -> impl Iterator<Item = &String> {
        self.bins.iter().chain(&self.any_bins)
    }
}

/// Why a loaded skill is not offered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Withheld {
    /// Named in `policy.disabled-skills`.
    Disabled,
    /// Its author wrote `default-enabled: false` and `policy.enabled-skills` does not
    /// name it.
    OffByDefault,
    /// Requirements not met; what is missing (`needs binaries: uv`).
    Ineligible(String),
}

impl Default for Policy {
    fn default() -> Self {
        Policy {
            validation: ValidationMode::Strict,
            max_skill_file_bytes: 512 * 1024,
            max_frontmatter_bytes: 64 * 1024,
            max_resource_bytes: 8 * 1024 * 1024,
            catalog_budget_bytes: 50 * 1024,
            catalog_max_skills: 150,
            description_floor_chars: 80,
            catalog_entry_max_chars: 1536,
            max_depth: 1,
            max_directories: 2000,
            allow_nested_skills: false,
            include_builtins: true,
            scope_precedence: vec![Scope::Project, Scope::User, Scope::Plugin, Scope::Builtin],
            list_resources_on_activation: false,
            home_label: None,
            disabled_skills: Vec::new(),
            user_only_skills: Vec::new(),
            name_only_skills: Vec::new(),
            honor_paths: true,
            host_facts: HostFacts::default(),
            enabled_skills: Vec::new(),
            substitutions: Vec::new(),
        }
    }
}

impl Policy {
    /// Position of `scope` in the precedence list (0 = highest). Scopes the host left
    /// out rank below every listed one, in declaration order, so the order stays total.
    pub fn rank(&self, scope: Scope) -> usize {
        self.scope_precedence
            .iter()
            .position(|s| *s == scope)
            .unwrap_or(self.scope_precedence.len() + scope as usize)
    }
}

/// What a valid frontmatter says, after the rules: the name NFKC-normalised, the
/// description trimmed, `metadata` as string pairs in key order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Frontmatter {
    pub name: String,
    pub description: String,
    pub license: Option<String>,
    pub compatibility: Option<String>,
    pub metadata: Vec<(String, String)>,
    pub allowed_tools: Option<String>,
    pub argument_hint: Option<String>,
    /// Claude Code's `arguments`: names for the positional arguments, in order, so
    /// `$NAME` in the body is the argument at its position (valid names only).
    pub argument_names: Vec<String>,
    /// Claude Code's `when_to_use`, trimmed: appended to the description in the catalog.
    pub when_to_use: Option<String>,
    /// False when `disable-model-invocation: true`.
    pub model_invocable: bool,
    /// False when `user-invocable: false`.
    pub user_invocable: bool,
    /// False when `default-enabled: false` (Claude Code): withheld until
    /// `policy.enabled-skills` names it.
    pub default_enabled: bool,
    /// Claude Code's `display-name`: the name a UI shows (Codex's
    /// `interface.display_name` when absent).
    pub display_name: Option<String>,
    /// What it needs from the host (`metadata.requires`, `metadata.openclaw.*`).
    pub requires: Requirements,
    /// Claude Code's `paths`, compiled: while none of a touched path matched, the skill
    /// is kept from the model (see [`crate::glob`]). Empty: always offered.
    pub paths: Vec<crate::glob::Glob>,
    /// What the author asks of the host that runs the skill; passed through, never acted
    /// on. Boxed and absent when there is none (most skills): see [`Frontmatter::hints`].
    pub hints: Option<Box<HostHints>>,
    /// Codex's `agents/openai.yaml`, when the skill has one that says something.
    pub interface: Option<Box<Interface>>,
}

/// Fields an agent reads to run a skill (Claude Code's `model`, `effort`, `context`,
/// `agent`, `shell`, `hooks`, `version`, and `disallowed-tools`), as written: this
/// runtime never acts on them, a host may. A wrong shape is a warning and the field
/// is left out.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct HostHints {
    pub model: Option<String>,
    /// A word (`low` .. `max`) or a number, as text.
    pub effort: Option<String>,
    /// `fork` runs the skill in a subagent.
    pub context: Option<String>,
    pub agent: Option<String>,
    /// Space-separated; a YAML list is joined with spaces.
    pub disallowed_tools: Option<String>,
    pub shell: Option<String>,
    /// The `hooks` mapping as compact JSON text.
    pub hooks: Option<String>,
    /// A string or a number, as text.
    pub version: Option<String>,
    /// `background: true` runs the skill without blocking the conversation.
    pub background: Option<bool>,
    /// `fallback`: what the host uses when the skill cannot run as asked, as written.
    pub fallback: Option<String>,
}

impl HostHints {
    /// Every hint absent.
    pub const NONE: HostHints = HostHints {
        model: None,
        effort: None,
        context: None,
        agent: None,
        disallowed_tools: None,
        shell: None,
        hooks: None,
        version: None,
        background: None,
        fallback: None,
    };
}

/// What Codex's `agents/openai.yaml` beside `SKILL.md` says about presenting a skill.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Interface {
    /// `interface.display_name`: the name a UI shows.
    pub display_name: Option<String>,
    /// `interface.short_description`: the line a UI shows.
    pub short_description: Option<String>,
    /// `policy.allow_implicit_invocation: false`: the model is not offered the skill
    /// (folded into `model_invocable` by the loader).
    pub implicit_invocation_disabled: bool,
}

impl Interface {
    /// Nothing said.
    pub const NONE: Interface = Interface {
        display_name: None,
        short_description: None,
        implicit_invocation_disabled: false,
    };
}

impl Frontmatter {
    /// Takes in what `agents/openai.yaml` says: a skill that opts out of implicit
    /// invocation is one the model is not offered.
    pub fn apply_interface(&mut self, interface: Interface) {
        if interface.implicit_invocation_disabled {
            self.model_invocable = false;
        }
        self.interface = (interface != Interface::default()).then(|| Box::new(interface));
    }

    /// The host hints, all absent when the skill gives none.
    pub fn hints(&self) -> &HostHints {
        self.hints.as_deref().unwrap_or(&HostHints::NONE)
    }

    /// What `agents/openai.yaml` says, all absent without one.
    pub fn interface(&self) -> &Interface {
        self.interface.as_deref().unwrap_or(&Interface::NONE)
    }

    /// Only the two required fields; every optional one at its default (absent, and
    /// invocable by both the model and the user).
    pub fn new(name: impl Into<String>, description: impl Into<String>) -> Self {
        Frontmatter {
            name: name.into(),
            description: description.into(),
            license: None,
            compatibility: None,
            metadata: Vec::new(),
            allowed_tools: None,
            argument_hint: None,
            argument_names: Vec::new(),
            when_to_use: None,
            model_invocable: true,
            user_invocable: true,
            default_enabled: true,
            display_name: None,
            requires: Requirements::default(),
            paths: Vec::new(),
            hints: None,
            interface: None,
        }
    }
}

/// A loaded, valid skill (what hosts see): its frontmatter and where it lives.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Skill {
    /// Shared, not copied, between the registry's scans and what `discover` returns:
    /// a deep copy per skill per scan was 5% of a scan.
    pub frontmatter: std::sync::Arc<Frontmatter>,
    pub scope: Scope,
    /// Host-side path of its `SKILL.md` (`builtin://NAME/SKILL.md` for builtins).
    pub location: String,
    /// Host-side path of its directory.
    pub directory: String,
    /// Waiting for a touched path that matches its `paths`: kept from the model.
    pub dormant: bool,
}

/// How serious a finding is. `Info` is only said while surveying a source
/// (`install-step-not-run`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Severity {
    Error,
    Warning,
    Info,
}

impl Severity {
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Info => "info",
        }
    }
}

/// One finding. `code` is stable (README table); `message` is for people.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    pub severity: Severity,
    pub code: Code,
    pub path: String,
    pub line: Option<u32>,
    pub message: String,
}

impl Diagnostic {
    pub fn error(code: Code, path: impl Into<String>, message: impl Into<String>) -> Self {
        Self::new(Severity::Error, code, path, message)
    }

    pub fn warning(code: Code, path: impl Into<String>, message: impl Into<String>) -> Self {
        Self::new(Severity::Warning, code, path, message)
    }

    pub fn new(severity: Severity, code: Code, path: impl Into<String>, message: impl Into<String>) -> Self {
        Diagnostic {
            severity,
            code,
            path: path.into(),
            line: None,
            message: message.into(),
        }
    }

    pub fn at_line(mut self, line: Option<u32>) -> Self {
        self.line = line;
        self
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Invoker {
    Model,
    User,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CatalogFormat {
    Xml,
    Json,
}

/// Why an operation was refused (mirrors the WIT `skill-error`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SkillError {
    NotFound { message: String, available: Vec<String> },
    Denied(String),
    TooLarge(String),
    Invalid(String),
    Io(String),
}

impl std::fmt::Display for SkillError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SkillError::NotFound { message, .. } => write!(f, "not found: {message}"),
            SkillError::Denied(m) => write!(f, "denied: {m}"),
            SkillError::TooLarge(m) => write!(f, "too large: {m}"),
            SkillError::Invalid(m) => write!(f, "invalid: {m}"),
            SkillError::Io(m) => write!(f, "io: {m}"),
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EntryKind {
    File,
    Directory,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResourceEntry {
    pub name: String,
    pub kind: EntryKind,
    pub size: u64,
}

/// Joins a host-side label and a relative path with `/` (labels are shown, never opened).
pub fn join_label(label: &str, relative: &str) -> String {
    if relative.is_empty() {
        return label.to_string();
    }
    // `concat` allocates the exact size once; `format!` grows its string as it goes.
    [label.trim_end_matches('/'), "/", relative].concat()
}

#[cfg(test)]
mod tests {
    use super::join_label;

    #[test]
    fn a_label_and_a_relative_path_are_joined_by_exactly_one_slash() {
        let joined = |label, relative| join_label(label, relative);
        assert_eq!(joined("/h/skills", "pdf"), "/h/skills/pdf");
        assert_eq!(joined("/h/skills/", "pdf/SKILL.md"), "/h/skills/pdf/SKILL.md");
        assert_eq!(joined("/", "pdf"), "/pdf");
        assert_eq!(joined("", "pdf"), "/pdf");
        assert_eq!(joined("/h/skills", ""), "/h/skills");
    }
}
