//! The audit as hosts use it: the user's rule files read from the config, severities
//! by name, and the gate `skills add`, `update` and `serve-mcp --audit` share: which
//! findings refuse a skill, and which the user accepted.

use std::path::Path;

mod verdicts;

pub use verdicts::{MAX_DIGESTED_ENTRIES, MAX_DIGESTED_FILE_BYTES, Verdicts, folder_digest};

use crate::component::{AuditFinding, AuditOptions, AuditReport, AuditSeverity, RuleFile};
use crate::config::{Config, Located};

/// Largest rule file read (the component refuses larger ones too).
pub const MAX_RULE_FILE_BYTES: u64 = 1024 * 1024;

/// The default `--fail-on`: a finding this bad refuses an install and fails
/// `skills audit`.
pub const DEFAULT_FAIL_ON: AuditSeverity = AuditSeverity::High;

impl AuditSeverity {
    /// Every severity, lowest first.
    pub const ALL: [AuditSeverity; 5] = [
        AuditSeverity::Info,
        AuditSeverity::Low,
        AuditSeverity::Medium,
        AuditSeverity::High,
        AuditSeverity::Critical,
    ];

    /// The name the rule files, `--fail-on` and the JSON output use.
    pub fn as_str(self) -> &'static str {
        match self {
            AuditSeverity::Info => "info",
            AuditSeverity::Low => "low",
            AuditSeverity::Medium => "medium",
            AuditSeverity::High => "high",
            AuditSeverity::Critical => "critical",
        }
    }

    /// The severity of that name.
    pub fn parse(text: &str) -> Option<AuditSeverity> {
        AuditSeverity::ALL.into_iter().find(|s| s.as_str() == text)
    }

    /// Its rank, lowest 0: severities compare by it.
    pub fn rank(self) -> u8 {
        self as u8
    }
}

/// Reads the rule files the config names (`[audit] rules`), plus `extra` (given on
/// the command line). A file that cannot be read is an error naming it and where the
/// config named it; whether its content is valid the component decides.
pub fn rule_files(config: &Config, extra: &[std::path::PathBuf]) -> Result<Vec<RuleFile>, String> {
    let named = config
        .audit_rules
        .iter()
        .map(|Located { value, origin }| (value.clone(), format!(" (named at {origin})")))
        .chain(extra.iter().map(|p| (p.clone(), String::new())));
    named
        .map(|(path, named_at)| {
            read_rule_file(&path).map_err(|why| format!("audit rule file {}{named_at}: {why}", path.display()))
        })
        .collect()
}

fn read_rule_file(path: &Path) -> Result<RuleFile, String> {
    let meta = std::fs::metadata(path).map_err(|e| e.to_string())?;
    if !meta.is_file() {
        return Err("not a regular file".into());
    }
    if meta.len() > MAX_RULE_FILE_BYTES {
        return Err(format!(
            "{} bytes; a rule file may have at most {MAX_RULE_FILE_BYTES}",
            meta.len()
        ));
    }
    let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    Ok(RuleFile {
        label: path.display().to_string(),
        text,
    })
}

/// Audit options with `rules`, comparing names against `installed`; `source` is
/// where the skills come from as the user named it (a name like a well-known skill of
/// that source's owner is the owner's own).
pub fn audit_options(rules: Vec<RuleFile>, installed: Vec<String>, source: Option<String>) -> AuditOptions {
    AuditOptions {
        rule_files: rules,
        installed,
        source,
    }
}

/// What the install gate refuses, and what the user accepts: `skills add` and
/// `update` audit every skill before anything is written.
#[derive(Clone, Debug)]
pub struct Gate {
    /// A finding this bad or worse refuses the skill ([`DEFAULT_FAIL_ON`]).
    pub fail_on: AuditSeverity,
    /// Rule ids the user accepts (`--allow`), recorded in the lockfile with the
    /// digest of the version they were accepted for.
    pub allow: Vec<String>,
    /// Rule files added to the built-in rules.
    pub rules: Vec<RuleFile>,
    /// One refused skill refuses the whole batch (`--all-or-nothing`). Off by
    /// default: a flagged skill is refused alone and the clean ones of the same
    /// source are installed, so one bundled archive does not keep a collection out.
    pub all_or_nothing: bool,
}

impl Default for Gate {
    fn default() -> Self {
        Gate {
            fail_on: DEFAULT_FAIL_ON,
            allow: Vec::new(),
            rules: Vec::new(),
            all_or_nothing: false,
        }
    }
}

/// A finding the user accepted for one skill: its rule, in the version whose tree
/// digest was recorded when it was accepted.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Accepted {
    /// The rule id.
    pub rule: String,
    /// The skill's tree digest (`sha256:…`) when the finding was accepted.
    pub digest: String,
}

/// The findings of `report` at or above `fail_on` that no rule in `allowed` accepts.
pub fn blocking<'r>(report: &'r AuditReport, fail_on: AuditSeverity, allowed: &[String]) -> Vec<&'r AuditFinding> {
    report
        .findings
        .iter()
        .filter(|f| f.severity.rank() >= fail_on.rank() && !allowed.iter().any(|rule| rule == &f.rule))
        .collect()
}

/// One finding as a line: `severity rule file:line:col: title — excerpt (detail)`,
/// every part from the component already printable.
pub fn finding_line(finding: &AuditFinding) -> String {
    let place = match (finding.file.as_str(), finding.line) {
        ("", _) => "(skill)".to_string(),
        (file, 0) => file.to_string(),
        (file, line) => format!("{file}:{line}:{}", finding.column),
    };
    let mut line = format!(
        "{:<8} {} {place}: {}",
        finding.severity.as_str(),
        finding.rule,
        finding.title
    );
    if !finding.excerpt.is_empty() {
        line.push_str(&format!(": `{}`", finding.excerpt));
    }
    if !finding.detail.is_empty() && finding.chain.is_empty() {
        line.push_str(&format!(" ({})", finding.detail));
    }
    if !finding.context.is_empty() {
        line.push_str(&format!(" [{}]", finding.context));
    }
    for link in &finding.chain {
        let place = if link.line > 0 {
            format!("{}:{}:{}", link.file, link.line, link.column)
        } else {
            link.file.clone()
        };
        line.push_str(&format!("\n           ↳ {place}: {}", link.role));
        if !link.excerpt.is_empty() && !link.role.contains(&link.excerpt) {
            line.push_str(&format!(": `{}`", link.excerpt));
        }
    }
    crate::api::text::terminal_safe(&line)
}
