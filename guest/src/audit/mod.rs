//! **Beside the pipeline, the audit.** What a skill would make an agent do, read before
//! the agent reads it.
//!
//! - Takes in: a skill directory under the read-only preopens, or a skill in an
//!   unpacked archive; the rules ([`RuleSet`]: the built-in `rules.yaml` and the
//!   user's rule files), and the names of installed skills.
//! - Hands on: a [`Report`] per skill: findings with a stable rule id, family,
//!   severity, file, line, column and a terminal-safe excerpt, worst first; and the
//!   facts an update compares (endpoints, executable files, `allowed-tools`).
//! - Never runs anything, never follows a link, and never truncates silently: a file
//!   past the scan cap, the files past the file cap, a link out, a file that does not
//!   decode, and text nested past the decoding depth are findings themselves.
//! - Limits set here: [`files::MAX_FILES`], [`files::MAX_SCAN_BYTES`] a file and
//!   [`files::MAX_TOTAL_SCAN_BYTES`] a skill, [`scan::MAX_DECODE_DEPTH`] layers of
//!   encoding, and the rule file bounds in [`rules`].

pub mod files;
pub mod kinds;
pub mod names;
mod report;
pub mod rules;
pub mod scan;

use std::path::Path;

use serde_json::Value;

use files::{Content, Gathered};
use kinds::FileKind;
use rules::{Check, Kind};
use scan::{Collected, Origin, Scope, excerpt, finding};

pub use report::{Finding, Report, Severity};
pub use rules::{BUILTIN_RULES, RuleSet, RuleText};

use crate::discover::SKILL_FILE;
use crate::install::archive::Tree;
use crate::model::{Root, SkillError, ValidationMode};
use crate::parse::frontmatter;

/// What an audit is asked to compare against.
pub struct Options<'a> {
    pub rules: &'a RuleSet,
    /// Names of the skills already installed, for impersonation.
    pub installed: &'a [String],
}

/// Audits the skill in the directory `skill_dir` (a guest path); `directory` is where
/// the host says it is.
pub fn audit_dir(skill_dir: &Path, directory: &str, options: &Options) -> Result<Report, SkillError> {
    let gathered = files::gather_dir(skill_dir)?;
    let dir_name = directory.trim_end_matches('/').rsplit('/').next().unwrap_or(directory);
    Ok(audit_gathered(gathered, dir_name, directory, options))
}

/// Audits a skill embedded in the component.
pub fn audit_builtin(builtin: &crate::discover::builtin::BuiltinSkill, options: &Options) -> Report {
    audit_gathered(
        files::gather_builtin(builtin),
        builtin.dir_name,
        &builtin.directory(),
        options,
    )
}

/// Every skill a source holds (as `survey-source` finds them), each audited: the
/// source's tree, or with `archive` the archive unpacked from it.
pub fn audit_source(root: &Root, archive: Option<&Tree>, options: &Options) -> Result<Vec<Report>, SkillError> {
    let join = |path: &str| crate::model::join_label(&root.label, path);
    match archive {
        Some(tree) => {
            let skills = crate::install::source::survey_archive(tree, root, ValidationMode::Lenient);
            Ok(skills
                .iter()
                .map(|skill| {
                    let prefix = if skill.path.is_empty() {
                        String::new()
                    } else {
                        format!("{}/", skill.path)
                    };
                    let gathered = files::gather_tree(tree, &prefix);
                    let dir_name = skill.path.rsplit('/').next().unwrap_or_default();
                    let mut report = audit_gathered(gathered, dir_name, &join(&skill.path), options);
                    report.path = skill.path.clone();
                    report
                })
                .collect())
        }
        None => {
            let (skills, _) = crate::install::source::survey(root, ValidationMode::Lenient);
            let base = Path::new(&root.path);
            skills
                .iter()
                .map(|skill| {
                    let dir = if skill.path.is_empty() {
                        base.to_path_buf()
                    } else {
                        base.join(&skill.path)
                    };
                    let directory = join(&skill.path);
                    let gathered = files::gather_dir(&dir)?;
                    let dir_name = if skill.path.is_empty() {
                        root.label.trim_end_matches('/').rsplit('/').next().unwrap_or_default()
                    } else {
                        skill.path.rsplit('/').next().unwrap_or_default()
                    };
                    let mut report = audit_gathered(gathered, dir_name, &directory, options);
                    report.path = skill.path.clone();
                    Ok(report)
                })
                .collect()
        }
    }
}

/// `name` and `allowed-tools` from a `SKILL.md`, read leniently: the audit looks at
/// skills that do not validate too.
fn frontmatter_facts(text: &str) -> (Option<String>, Option<String>) {
    let Ok(split) = frontmatter::split(text, 256 * 1024) else {
        return (None, None);
    };
    let Ok(recovered) = crate::parse::recover::parse_lenient(&split.yaml) else {
        return (None, None);
    };
    let fields = recovered.fields;
    let name = fields.get("name").and_then(Value::as_str).map(|s| s.trim().to_string());
    let tools = match fields.get("allowed-tools") {
        Some(Value::String(s)) => Some(s.clone()),
        Some(Value::Array(items)) => Some(items.iter().filter_map(Value::as_str).collect::<Vec<_>>().join(" ")),
        _ => None,
    };
    (name, tools)
}

/// Whether `allowed-tools` lets the skill run shell commands.
fn declares_shell(allowed_tools: &str) -> bool {
    let lower = allowed_tools.to_ascii_lowercase();
    [
        "bash",
        "shell",
        "terminal",
        "exec",
        "command",
        "powershell",
        "run_in_terminal",
        "computer",
    ]
    .iter()
    .any(|tool| lower.contains(tool))
}

/// A shell script, by name or `#!` line.
fn is_shell_script(path: &str, data: &[u8]) -> bool {
    let first_line = data.split(|b| *b == b'\n').next().unwrap_or_default();
    let shebang_shell = first_line.starts_with(b"#!")
        && [&b"sh"[..], b"bash", b"zsh", b"ksh", b"dash"].iter().any(|shell| {
            first_line.ends_with(shell)
                || first_line
                    .windows(shell.len() + 1)
                    .any(|w| w[0] == b'/' && &w[1..] == *shell)
        });
    shebang_shell || [".sh", ".bash", ".zsh", ".ksh"].iter().any(|ext| path.ends_with(ext))
}

/// Padding checks on one text file: a long run of blank lines before any content, a
/// long run of whitespace after it, or a file that is almost all whitespace.
fn padding(text: &str, origin: &Origin, options: &Options, out: &mut Collected) {
    let bytes = text.as_bytes();
    let leading = bytes.iter().take_while(|b| b.is_ascii_whitespace()).count();
    let leading_lines = bytes[..leading].iter().filter(|b| **b == b'\n').count();
    if leading_lines >= scan::LEADING_BLANK_LINES
        && leading < bytes.len()
        && let Some(rule) = options.rules.check(Check::LeadingWhitespace)
    {
        let (line, column) = scan::position(text, leading);
        out.findings.push(finding(
            rule,
            origin,
            (line, column),
            excerpt(&text[leading..text[leading..].find('\n').map_or(text.len(), |i| leading + i)]),
            format!("{leading_lines} blank lines before the first content, at line {line}"),
        ));
    }
    let (mut run, mut longest, mut longest_end, mut blank) = (0usize, 0usize, 0usize, 0usize);
    for (i, b) in bytes.iter().enumerate().skip(leading) {
        if b.is_ascii_whitespace() {
            run += 1;
            blank += 1;
        } else {
            if run > longest {
                longest = run;
                longest_end = i;
            }
            run = 0;
        }
    }
    let mostly_blank = bytes.len() >= 256 * 1024 && (blank + leading) * 100 >= bytes.len() * 99;
    if (longest >= scan::PADDING_RUN || mostly_blank)
        && let Some(rule) = options.rules.check(Check::Padding)
    {
        let at = if longest >= scan::PADDING_RUN {
            longest_end
        } else {
            leading
        };
        out.findings.push(finding(
            rule,
            origin,
            scan::position(text, at),
            excerpt(text[at..].lines().next().unwrap_or_default()),
            if longest >= scan::PADDING_RUN {
                format!("{longest} whitespace characters in a row before this line")
            } else {
                format!("{} of {} bytes are whitespace", blank + leading, bytes.len())
            },
        ));
    }
}

fn whole_file(rule: &rules::Rule, file: &str, detail: String) -> Finding {
    let origin = Origin {
        file,
        scope: Scope::Other,
        layers: Vec::new(),
        at: None,
    };
    finding(rule, &origin, (0, 0), String::new(), detail)
}

fn audit_gathered(gathered: Gathered, dir_name: &str, directory: &str, options: &Options) -> Report {
    let rules = options.rules;
    let mut out = Collected::default();
    let mut report = Report {
        directory: directory.to_string(),
        rules: rules.sources.clone(),
        ..Report::default()
    };
    let mut name = None;
    for file in &gathered.files {
        let check = |c: Check| rules.check(c);
        match &file.content {
            Content::Special => {
                if let Some(rule) = check(Check::Link) {
                    out.findings.push(whole_file(
                        rule,
                        &file.path,
                        "a device, FIFO or socket; not read".into(),
                    ));
                }
            }
            Content::Link { inside } => {
                if !inside && let Some(rule) = check(Check::Link) {
                    out.findings.push(whole_file(
                        rule,
                        &file.path,
                        "points outside the skill (or cannot be resolved); not read".into(),
                    ));
                }
            }
            Content::Unread { size } => {
                if let Some(rule) = check(Check::Oversized) {
                    out.findings.push(whole_file(
                        rule,
                        &file.path,
                        format!(
                            "{size} bytes, not read: the skill's files passed the audit's {}-byte budget",
                            files::MAX_TOTAL_SCAN_BYTES
                        ),
                    ));
                }
            }
            Content::Bytes { data, size, executable } => {
                report.files_scanned += 1;
                report.bytes_scanned += data.len() as u64;
                if *size > data.len() as u64
                    && let Some(rule) = check(Check::Oversized)
                {
                    out.findings.push(whole_file(
                        rule,
                        &file.path,
                        format!("{size} bytes; the first {} were examined, the rest not", data.len()),
                    ));
                }
                let kind = kinds::classify(&file.path, data);
                let mut binary = |c: Check, what: String| {
                    if let Some(rule) = check(c) {
                        out.findings.push(whole_file(rule, &file.path, what));
                    }
                };
                match kind {
                    FileKind::Executable(what) => {
                        binary(Check::Executable, format!("{what} executable"));
                        report.executables.push(file.path.clone());
                        continue;
                    }
                    FileKind::Bytecode(what) => {
                        binary(Check::Bytecode, format!("{what} bytecode"));
                        report.executables.push(file.path.clone());
                        continue;
                    }
                    FileKind::Archive(what) => {
                        binary(
                            Check::NestedArchive,
                            format!("a {what} archive; its contents are not examined"),
                        );
                        continue;
                    }
                    FileKind::Office { macros: true } => {
                        binary(Check::OfficeMacro, "holds a VBA project".into());
                        continue;
                    }
                    FileKind::Office { macros: false } | FileKind::Media => continue,
                    FileKind::UnknownBinary => match scan::utf16(data) {
                        Some(text) => {
                            binary(Check::Undecodable, "UTF-16 text; read as such".into());
                            let origin = Origin {
                                file: &file.path,
                                scope: Scope::Other,
                                layers: Vec::new(),
                                at: None,
                            };
                            scan::scan_text(&text, &origin, rules, &mut out);
                            continue;
                        }
                        None => {
                            binary(
                                Check::Undecodable,
                                "binary of no known kind; not examined as text".into(),
                            );
                            continue;
                        }
                    },
                    FileKind::Markdown | FileKind::Script | FileKind::OtherText => {}
                }
                let text = match std::str::from_utf8(data) {
                    Ok(text) => std::borrow::Cow::Borrowed(text),
                    // A file cut at the cap may end inside a character.
                    Err(e) if *size > data.len() as u64 && e.error_len().is_none() => {
                        std::borrow::Cow::Borrowed(std::str::from_utf8(&data[..e.valid_up_to()]).unwrap_or_default())
                    }
                    Err(e) => {
                        binary(
                            Check::Undecodable,
                            format!(
                                "not UTF-8 (first bad byte at offset {}); read as Latin-1",
                                e.valid_up_to()
                            ),
                        );
                        std::borrow::Cow::Owned(data.iter().map(|b| char::from(*b)).collect::<String>())
                    }
                };
                let scope = match kind {
                    FileKind::Markdown => Scope::Markdown,
                    FileKind::Script => Scope::Script,
                    _ => Scope::Other,
                };
                if matches!(kind, FileKind::Script) && (*executable || data.starts_with(b"#!")) {
                    report.executables.push(file.path.clone());
                }
                if file.path == SKILL_FILE {
                    let (written, tools) = frontmatter_facts(&text);
                    name = written;
                    report.allowed_tools = tools;
                }
                let origin = Origin {
                    file: &file.path,
                    scope,
                    layers: Vec::new(),
                    at: None,
                };
                if out.shell_use.is_none()
                    && is_shell_script(&file.path, data)
                    && let Some(rule) = check(Check::UndeclaredShell)
                {
                    out.shell_use = Some(finding(rule, &origin, (0, 0), String::new(), "a shell script".into()));
                }
                padding(&text, &origin, options, &mut out);
                scan::scan_text(&text, &origin, rules, &mut out);
            }
        }
    }
    if gathered.not_read > 0
        && let Some(rule) = rules.check(Check::TooManyFiles)
    {
        out.findings.push(whole_file(
            rule,
            "",
            format!(
                "{} entries past the first {} files (or {} directories) were not examined",
                gathered.not_read,
                files::MAX_FILES,
                files::MAX_DIRECTORIES
            ),
        ));
    }
    report.skill = name.filter(|n| !n.is_empty()).unwrap_or_else(|| dir_name.to_string());
    impersonation(&report.skill, options, &mut out);
    for rule in &rules.rules {
        if let Kind::AllOf(tags) = &rule.kind
            && tags.iter().all(|t| out.signals.contains_key(t))
        {
            let parts: Vec<String> = tags
                .iter()
                .filter_map(|t| out.signals.get(t))
                .map(|s| format!("{} ({}:{}: {})", s.title, s.file, s.line, s.excerpt))
                .collect();
            let first = tags.first().and_then(|t| out.signals.get(t));
            out.findings.push(Finding {
                rule: rule.id.clone(),
                family: rule.family.clone(),
                severity: rule.severity,
                title: rule.title.clone(),
                file: first.map(|s| s.file.clone()).unwrap_or_default(),
                line: first.map_or(0, |s| s.line),
                column: first.map_or(0, |s| s.column),
                excerpt: first.map(|s| s.excerpt.clone()).unwrap_or_default(),
                detail: parts.join("; and "),
            });
        }
    }
    if let Some(shell) = out.shell_use.take()
        && let Some(tools) = &report.allowed_tools
        && !declares_shell(tools)
    {
        let mut shell = shell;
        shell.detail = format!("allowed-tools is `{}`", excerpt(tools));
        out.findings.push(shell);
    }
    report.findings = out.findings;
    report.endpoints = out.endpoints.into_iter().collect();
    report.sort();
    report
}

fn impersonation(name: &str, options: &Options, out: &mut Collected) {
    let found = names::impersonates(name, options.installed);
    let (check, other) = match &found {
        Some(names::Impersonation::Near(other)) => (Check::NearName, other),
        Some(names::Impersonation::Confusable(other)) => (Check::ConfusableName, other),
        None => return,
    };
    if let Some(rule) = options.rules.check(check) {
        let mut f = whole_file(rule, SKILL_FILE, format!("`{name}` is named like `{other}`"));
        f.excerpt = excerpt(name);
        out.findings.push(f);
    }
}
