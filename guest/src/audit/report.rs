//! What an audit says about one skill: findings, each with a stable rule id, a family,
//! a severity, the file, line and column, and a short terminal-safe excerpt; and the
//! facts an update compares (endpoints, executable files, `allowed-tools`).

/// How bad a finding is, lowest first. `skills add` refuses `high` and above by
/// default (`--fail-on`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Severity {
    Info,
    Low,
    Medium,
    High,
    Critical,
}

impl Severity {
    /// Every severity, lowest first.
    pub const ALL: [Severity; 5] = [
        Severity::Info,
        Severity::Low,
        Severity::Medium,
        Severity::High,
        Severity::Critical,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Info => "info",
            Severity::Low => "low",
            Severity::Medium => "medium",
            Severity::High => "high",
            Severity::Critical => "critical",
        }
    }

    pub fn parse(text: &str) -> Option<Severity> {
        Severity::ALL.into_iter().find(|s| s.as_str() == text)
    }
}

/// One thing the audit found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Finding {
    /// Stable id, `family/name`, as in the rule file.
    pub rule: String,
    pub family: String,
    pub severity: Severity,
    /// The rule's title.
    pub title: String,
    /// Path relative to the skill directory, `/`-separated; empty when the finding is
    /// about the skill as a whole (its name, its file count).
    pub file: String,
    /// 1-based; 0 when the finding is about the whole file.
    pub line: u32,
    /// 1-based, in characters; 0 with `line` 0.
    pub column: u32,
    /// The matched text (or what was decoded), printable and at most
    /// [`MAX_EXCERPT_CHARS`](super::text::MAX_EXCERPT_CHARS) characters.
    pub excerpt: String,
    /// What exactly was seen, when the title alone does not say (the decoded layers,
    /// the name impersonated, the size past the cap).
    pub detail: String,
    /// For a finding over behaviours: each behaviour of the chain, source first, with
    /// its own file, line and excerpt.
    pub chain: Vec<super::behaviour::Link>,
    /// Why the finding stands below its rule's severity: the text it matched is a
    /// quoted example (a fenced block, a quotation, a section of examples, a security
    /// reference). Empty when it stands at its rule's severity.
    pub context: String,
}

/// The audit of one skill.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Report {
    /// The skill's name (from its frontmatter, else its directory's).
    pub skill: String,
    /// Where it is, as the host named it.
    pub directory: String,
    /// Relative to the source's root (`audit_source`); empty otherwise.
    pub path: String,
    /// Worst first, then by file, line and rule.
    pub findings: Vec<Finding>,
    pub files_scanned: u32,
    pub bytes_scanned: u64,
    /// Network endpoints the skill's text names (`scheme://host`, or a raw address),
    /// sorted, at most [`MAX_ENDPOINTS`].
    pub endpoints: Vec<String>,
    /// Files that would run: native executables, bytecode, scripts with a `#!` line or
    /// an executable mode.
    pub executables: Vec<String>,
    /// The skill's `allowed-tools`, as written.
    pub allowed_tools: Option<String>,
    /// The rule sets applied: `builtin@N`, then each user rule file's label.
    pub rules: Vec<String>,
}

/// Most endpoints a report lists.
pub const MAX_ENDPOINTS: usize = 64;

impl Report {
    /// The worst severity found, if any finding was made.
    pub fn worst(&self) -> Option<Severity> {
        self.findings.iter().map(|f| f.severity).max()
    }

    /// Orders the findings worst first, then by file, line, column and rule, and drops
    /// exact repeats (one match seen both raw and with invisible characters removed).
    pub(super) fn sort(&mut self) {
        self.findings.sort_by(|a, b| {
            (b.severity, &a.file, a.line, a.column, &a.rule).cmp(&(a.severity, &b.file, b.line, b.column, &b.rule))
        });
        self.findings
            .dedup_by(|a, b| a.rule == b.rule && a.file == b.file && a.line == b.line && a.column == b.column);
        // One place seen by a pattern and by the behaviour model (a `curl | sh` in a
        // fence): the worse finding of the family stands, the other says nothing new.
        let mut kept: Vec<Finding> = Vec::with_capacity(self.findings.len());
        for finding in std::mem::take(&mut self.findings) {
            let repeat = finding.line > 0
                && kept.iter().any(|k| {
                    k.family == finding.family
                        && k.file == finding.file
                        && k.line == finding.line
                        && k.severity >= finding.severity
                });
            if !repeat {
                kept.push(finding);
            }
        }
        self.findings = kept;
    }
}
