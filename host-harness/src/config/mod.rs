//! The config file: settings that persist between runs, at user scope
//! (`$XDG_CONFIG_HOME/agentskills/config.toml`) and project scope (`.agents/config.toml`
//! at the repository root). See `docs/config.md` for every key.
//!
//! Reading is strict: a file that is not UTF-8 TOML, over [`MAX_CONFIG_BYTES`], not a
//! regular file, or with a key of the wrong type is a [`ConfigError`] naming the file,
//! line and column, and nothing of it is used. An unknown key is a [`ConfigWarning`].
//! Writing ([`edit`]) keeps comments, order and unknown keys, and replaces the file
//! atomically under a lock.

use std::fmt;
use std::path::{Path, PathBuf};

mod edit;
mod effective;
mod plan;
mod read;

pub use edit::{ConfigEdit, edit};
pub use effective::{Config, DEFAULT_CATALOG_BUDGET, DEFAULT_MAX_DEPTH, EffectiveSkill};
pub use plan::{PlannedRoot, RootPlan, RootSource, default_roots, forget_links_into_other_roots};
pub use read::{MAX_CONFIG_BYTES, load};

use crate::component::{Policy, ValidationMode};

/// Which config file a setting came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum ConfigScope {
    /// The user's own file; it alone may trust folders.
    User,
    /// The repository's `.agents/config.toml`; it may only narrow what the user chose.
    Project,
}

impl ConfigScope {
    /// `user` or `project`.
    pub fn as_str(self) -> &'static str {
        match self {
            ConfigScope::User => "user",
            ConfigScope::Project => "project",
        }
    }
}

/// Where a setting's value came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Origin {
    /// Nobody set it: the documented default.
    Default,
    /// A command-line flag.
    Flag(&'static str),
    /// A line of a config file.
    File {
        /// The file.
        path: PathBuf,
        /// 1-based line of the key.
        line: u32,
    },
}

impl fmt::Display for Origin {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Origin::Default => f.write_str("default"),
            Origin::Flag(flag) => write!(f, "flag {flag}"),
            Origin::File { path, line } => write!(f, "{}:{line}", path.display()),
        }
    }
}

/// A value and where it came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Located<T> {
    /// The value.
    pub value: T,
    /// Where it was set.
    pub origin: Origin,
}

impl<T> Located<T> {
    /// `value` set by `origin`.
    pub fn new(value: T, origin: Origin) -> Located<T> {
        Located { value, origin }
    }
}

/// How a skill is offered, by name (never by path, so a state follows the skill across
/// clones and worktrees). From most to least offered.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum SkillState {
    /// Offered as the skill itself says (the default).
    On,
    /// In the model's catalog by name and location only, without its description.
    NameOnly,
    /// Offered to the user only: the model neither sees nor activates it.
    UserOnly,
    /// Offered to nobody.
    Off,
}

impl SkillState {
    /// Every state, as the config file spells it.
    pub const ALL: [SkillState; 4] = [
        SkillState::On,
        SkillState::NameOnly,
        SkillState::UserOnly,
        SkillState::Off,
    ];

    /// `on`, `name-only`, `user-only` or `off`.
    pub fn as_str(self) -> &'static str {
        match self {
            SkillState::On => "on",
            SkillState::NameOnly => "name-only",
            SkillState::UserOnly => "user-only",
            SkillState::Off => "off",
        }
    }

    /// The state spelled `text` in a config file.
    pub fn parse(text: &str) -> Option<SkillState> {
        SkillState::ALL.into_iter().find(|s| s.as_str() == text)
    }
}

/// The settings a flag and a config key share, each unset (`None`) or set with its
/// origin. One group, so flags and both files are merged by one rule
/// ([`Settings::overlay`]) and applied to a policy in one place ([`Settings::apply`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Settings {
    /// `validation = "strict" | "lenient"` (flag `--lenient`).
    pub validation: Option<Located<ValidationMode>>,
    /// `max-depth = N` (flag `--max-depth`).
    pub max_depth: Option<Located<u32>>,
    /// `catalog-budget = BYTES` (flag `--catalog-budget`).
    pub catalog_budget: Option<Located<u32>>,
    /// `builtins = true | false` (flag `--no-builtin`).
    pub builtins: Option<Located<bool>>,
}

impl Settings {
    /// Each setting of `over` that is set replaces this one's.
    pub fn overlay(&mut self, over: &Settings) {
        fn take<T: Clone>(mine: &mut Option<Located<T>>, theirs: &Option<Located<T>>) {
            if theirs.is_some() {
                *mine = theirs.clone();
            }
        }
        take(&mut self.validation, &over.validation);
        take(&mut self.max_depth, &over.max_depth);
        take(&mut self.catalog_budget, &over.catalog_budget);
        take(&mut self.builtins, &over.builtins);
    }

    /// Writes every set value into `policy`; unset ones keep the policy's own.
    pub fn apply(&self, policy: &mut Policy) {
        if let Some(v) = &self.validation {
            policy.validation = v.value;
        }
        if let Some(v) = &self.max_depth {
            policy.max_depth = v.value;
        }
        if let Some(v) = &self.catalog_budget {
            policy.catalog_budget_bytes = v.value;
        }
        if let Some(v) = &self.builtins {
            policy.include_builtins = v.value;
        }
    }
}

/// An extra skill root from a config file (`[[roots]]`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExtraRoot {
    /// The directory: `~/` expanded; relative paths are relative to the file's base
    /// (the home directory for the user file, the repository root for a project file).
    pub path: PathBuf,
    /// Its scope.
    pub scope: crate::component::Scope,
}

/// One config file as read.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ConfigFile {
    /// The file.
    pub path: PathBuf,
    /// The shared settings it sets.
    pub settings: Settings,
    /// `[layouts]`: layout name, on or off.
    pub layouts: Vec<(String, Located<bool>)>,
    /// `[[roots]]`.
    pub roots: Vec<Located<ExtraRoot>>,
    /// `[skills]`: skill name, state.
    pub skills: Vec<(String, Located<SkillState>)>,
    /// `[trust] folders`: directories whose project skills are trusted.
    pub trusted: Vec<Located<PathBuf>>,
    /// `[audit] rules`: rule files added to the audit's built-in rules, as written.
    pub audit_rules: Vec<Located<PathBuf>>,
    /// `[sources] github` and `gitlab`: the forges `owner/repo` and the `github:` /
    /// `gitlab:` prefixes lead to (user file only).
    pub forges: Vec<(String, Located<String>)>,
    /// `[links] follow`: whether linked skill folders are followed.
    pub links_follow: Option<Located<bool>>,
    /// `[links] allow`: the directories a linked skill folder may lead into, as
    /// written (none listed: any).
    pub links_allow: Vec<Located<PathBuf>>,
    /// Keys it has that this version does not know, and refused keys.
    pub warnings: Vec<ConfigWarning>,
}

/// Something in a config file that was ignored, with where it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ConfigWarning {
    /// The file.
    pub path: PathBuf,
    /// 1-based line.
    pub line: u32,
    /// 1-based column.
    pub column: u32,
    /// What was ignored and why.
    pub message: String,
}

impl fmt::Display for ConfigWarning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}:{}:{}: warning[config]: {}",
            self.path.display(),
            self.line,
            self.column,
            self.message
        )
    }
}

/// A config file that cannot be used, with where the problem is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ConfigError {
    /// The file.
    pub path: PathBuf,
    /// 1-based line and column, when the problem is at one place in the text.
    pub position: Option<(u32, u32)>,
    /// What is wrong.
    pub message: String,
}

impl ConfigError {
    pub(crate) fn new(path: &Path, position: Option<(u32, u32)>, message: impl Into<String>) -> ConfigError {
        ConfigError {
            path: path.to_path_buf(),
            position,
            message: message.into(),
        }
    }
}

impl fmt::Display for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.position {
            Some((line, column)) => write!(f, "{}:{line}:{column}: {}", self.path.display(), self.message),
            None => write!(f, "{}: {}", self.path.display(), self.message),
        }
    }
}

impl std::error::Error for ConfigError {}

/// 1-based line and column of byte `offset` in `text` (columns count characters).
pub(crate) fn position(text: &str, offset: usize) -> (u32, u32) {
    let offset = offset.min(text.len());
    let before = text.get(..offset).unwrap_or(text);
    let line = before.matches('\n').count() + 1;
    let column = before.rsplit('\n').next().unwrap_or("").chars().count() + 1;
    (line as u32, column as u32)
}
/// Where `owner/repo` and the `github:` / `gitlab:` prefixes lead: each forge's base
/// URL (config `[sources] github`, `gitlab`, for GitHub Enterprise or a GitLab of
/// one's own).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Forges {
    /// Default `https://github.com`.
    pub github: String,
    /// Default `https://gitlab.com`.
    pub gitlab: String,
}

impl Default for Forges {
    fn default() -> Self {
        Forges {
            github: "https://github.com".into(),
            gitlab: "https://gitlab.com".into(),
        }
    }
}
