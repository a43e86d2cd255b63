//! The option groups commands share: roots, policy and limits (every command), and
//! the audit gate (`add`, `update`). Each policy flag
//! is one of the config file's [`Settings`] (flag > project file > user file > default).

use std::path::PathBuf;
use std::time::Duration;

use clap::Args;
use skills_host::{HostOptions, Limits, Located, Origin, RootDir, Scope, Settings, SkillState, ValidationMode};

/// Roots given on the command line replace every layout and config root.
#[derive(Args, Debug)]
#[command(next_help_heading = "Global options: roots")]
pub struct RootOptions {
    /// A user-scope skill root (repeatable).
    #[arg(long = "global", value_name = "DIR", global = true)]
    pub global: Vec<PathBuf>,
    /// A project-scope skill root, trusted (repeatable), before or after the command.
    #[arg(long = "project-dir", value_name = "DIR", global = true)]
    pub project_dir: Vec<PathBuf>,
    /// The same as --project-dir, before the command only: after it, `--project` is
    /// the project scope of add, update, verify, remove and install.
    #[arg(long = "project", value_name = "DIR")]
    pub project: Vec<PathBuf>,
    /// A project root the user has not trusted: its skills are counted, never loaded.
    #[arg(long = "untrusted-project", value_name = "DIR", global = true)]
    pub untrusted_project: Vec<PathBuf>,
    /// A plugin-scope skill root (repeatable), before or after the command.
    #[arg(long = "plugin-dir", value_name = "DIR", global = true)]
    pub plugin_dir: Vec<PathBuf>,
    /// The same as --plugin-dir, before the command only: after it, `add --plugin
    /// NAME` names a plugin of its source.
    #[arg(long = "plugin", value_name = "DIR")]
    pub plugin: Vec<PathBuf>,
    /// Leave out the built-in skills (config `builtins = false`).
    #[arg(long, global = true)]
    pub no_builtin: bool,
    /// Read no config file: defaults and flags only.
    #[arg(long, global = true)]
    pub no_config: bool,
}

impl RootOptions {
    /// The roots given as flags, each with its flag's name; empty when none was given.
    pub fn explicit(&self) -> Vec<(RootDir, &'static str)> {
        let mut roots = Vec::new();
        roots.extend(self.global.iter().map(|d| (RootDir::new(d, Scope::User), "--global")));
        roots.extend(self.plugin.iter().map(|d| (RootDir::new(d, Scope::Plugin), "--plugin")));
        roots.extend(
            self.plugin_dir
                .iter()
                .map(|d| (RootDir::new(d, Scope::Plugin), "--plugin-dir")),
        );
        roots.extend(
            self.project
                .iter()
                .map(|d| (RootDir::new(d, Scope::Project), "--project")),
        );
        roots.extend(
            self.project_dir
                .iter()
                .map(|d| (RootDir::new(d, Scope::Project), "--project-dir")),
        );
        roots.extend(
            self.untrusted_project
                .iter()
                .map(|d| (RootDir::untrusted(d, Scope::Project), "--untrusted-project")),
        );
        roots
    }
}

/// What is offered and how.
#[derive(Args, Debug)]
#[command(next_help_heading = "Global options: policy")]
pub struct PolicyOptions {
    /// Lenient validation: spec violations that do not block use become warnings
    /// (config `validation = "lenient"`).
    #[arg(long, global = true)]
    pub lenient: bool,
    /// How deep below a root skill directories may sit, 1 = flat (config `max-depth`).
    #[arg(long, value_name = "N", global = true)]
    pub max_depth: Option<u32>,
    /// Catalog budget in bytes (config `catalog-budget`).
    #[arg(long, value_name = "BYTES", global = true)]
    pub catalog_budget: Option<u32>,
    /// Show locations under $HOME as ~/... in the catalog.
    #[arg(long, global = true)]
    pub tilde: bool,
    /// Append the skill's file listing to activation envelopes.
    #[arg(long, global = true)]
    pub list_resources: bool,
    /// Never offer this skill, to the model or the user (repeatable; config
    /// `[skills] NAME = "off"`).
    #[arg(long = "disable", value_name = "NAME", global = true)]
    pub disable: Vec<String>,
    /// Offer skills whatever they require: do not probe PATH and the environment
    /// for the binaries and variables skills declare in `metadata.requires`.
    #[arg(long, global = true)]
    pub no_eligibility: bool,
    /// A file the work touches (repeatable): skills whose `paths` match it join the
    /// model's catalog. Relative to the working directory, or absolute; it must be
    /// inside the project.
    #[arg(long = "touched", value_name = "PATH", global = true)]
    pub touched: Vec<PathBuf>,
    /// Offer skills with `paths` from the start, as if every file were touched.
    #[arg(long, global = true)]
    pub ignore_paths: bool,
}

impl PolicyOptions {
    /// The flags as config settings, over the files' (`no_builtin` is a root option).
    pub fn settings(&self, roots: &RootOptions) -> Settings {
        Settings {
            validation: self
                .lenient
                .then(|| Located::new(ValidationMode::Lenient, Origin::Flag("--lenient"))),
            max_depth: self.max_depth.map(|d| Located::new(d, Origin::Flag("--max-depth"))),
            catalog_budget: self
                .catalog_budget
                .map(|b| Located::new(b, Origin::Flag("--catalog-budget"))),
            builtins: roots
                .no_builtin
                .then(|| Located::new(false, Origin::Flag("--no-builtin"))),
        }
    }

    /// `--disable` as skill states.
    pub fn states(&self) -> Vec<(String, Located<SkillState>)> {
        self.disable
            .iter()
            .map(|name| (name.clone(), Located::new(SkillState::Off, Origin::Flag("--disable"))))
            .collect()
    }
}

/// What every component call may use.
#[derive(Args, Debug)]
#[command(next_help_heading = "Global options: limits")]
pub struct LimitOptions {
    /// Deadline per component call, in milliseconds.
    #[arg(long, value_name = "MS", default_value_t = 5000, global = true)]
    pub timeout_ms: u64,
    /// Memory cap of the component, in MiB.
    #[arg(long, value_name = "MIB", default_value_t = 256, global = true)]
    pub memory_mib: usize,
    /// Do not use the on-disk cache of the precompiled component.
    #[arg(long, global = true)]
    pub no_cache: bool,
}

impl LimitOptions {
    /// The host's options.
    pub fn host_options(&self) -> HostOptions {
        HostOptions {
            limits: Limits {
                memory_bytes: self.memory_mib.saturating_mul(1024 * 1024),
                call_timeout: Duration::from_millis(self.timeout_ms),
            },
            cache_dir: if self.no_cache {
                None
            } else {
                HostOptions::default_cache_dir()
            },
            forward_guest_stderr: false,
        }
    }
}

// The audit gate of `add` and `update`: what refuses a skill, and what the user
// accepts. (Not a doc comment: clap would make it the about text of each command that
// flattens this group, since their options are built last, see `Command`.)
#[derive(Args, Debug)]
pub struct GateOptions {
    /// Accept audit findings of this rule (repeatable); recorded in the lockfile with
    /// the digest of the version accepted.
    #[arg(long = "allow", value_name = "RULE")]
    pub allow: Vec<String>,
    /// Refuse a skill with an audit finding this bad or worse: info, low, medium,
    /// high, critical.
    #[arg(long, value_name = "SEVERITY", default_value = skills_host::audit::DEFAULT_FAIL_ON.as_str(), value_parser = parse_severity)]
    pub fail_on: skills_host::AuditSeverity,
    /// A rule file to add to the audit's built-in rules and the config's.
    #[arg(long = "rules", value_name = "FILE")]
    pub rules: Vec<PathBuf>,
    /// Install nothing when the audit refuses any one skill (by default the clean
    /// skills are installed and each flagged one is refused on its own).
    #[arg(long)]
    pub all_or_nothing: bool,
}

impl GateOptions {
    /// These options as words of a command line (the `--allow`s given, `--fail-on`
    /// when not the default, each `--rules`), for the line that accepts a refusal.
    pub fn repeated(&self) -> Vec<String> {
        use crate::output::shell_word;
        let mut words = Vec::new();
        if self.fail_on != skills_host::audit::DEFAULT_FAIL_ON {
            words.extend(["--fail-on".to_string(), self.fail_on.as_str().to_string()]);
        }
        for file in &self.rules {
            words.extend(["--rules".to_string(), shell_word(&file.display().to_string())]);
        }
        for rule in &self.allow {
            words.extend(["--allow".to_string(), shell_word(rule)]);
        }
        words
    }

    /// The gate, with the config's `[audit] rules` read.
    pub fn gate(&self, global: &crate::Global) -> Result<skills_host::audit::Gate, crate::CliError> {
        let (_, _, config, _) = crate::context::Context::without_host(global)?;
        Ok(skills_host::audit::Gate {
            fail_on: self.fail_on,
            allow: self.allow.clone(),
            rules: skills_host::audit::rule_files(&config, &self.rules).map_err(crate::CliError::Message)?,
            all_or_nothing: self.all_or_nothing,
        })
    }
}

/// A severity by name, for `--fail-on`.
pub fn parse_severity(text: &str) -> Result<skills_host::AuditSeverity, String> {
    skills_host::AuditSeverity::parse(text)
        .ok_or_else(|| format!("`{text}` is not one of info, low, medium, high, critical"))
}

/// A bearer token: the file's first line, else `$SKILLS_MCP_TOKEN`. Never printed
/// (`serve-mcp --token-file` requires it; `add`/`update --mcp-token-file` send it).
pub fn read_token(file: Option<&std::path::Path>) -> Result<Option<String>, String> {
    if let Some(path) = file {
        let text =
            std::fs::read_to_string(path).map_err(|e| format!("{}: cannot read the token: {e}", path.display()))?;
        let token = text.lines().next().unwrap_or("").trim().to_string();
        if token.is_empty() {
            return Err(format!("{}: the token file is empty", path.display()));
        }
        return Ok(Some(token));
    }
    Ok(std::env::var(skills_host::mcp::TOKEN_ENV)
        .ok()
        .map(|t| t.trim().to_string())
        .filter(|t| !t.is_empty()))
}
