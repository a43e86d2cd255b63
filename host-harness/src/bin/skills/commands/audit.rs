use std::path::{Path, PathBuf};

use clap::Args;
use serde_json::json;
use skills_host::audit::{self, DEFAULT_FAIL_ON};
use skills_host::{AuditOptions, AuditReport, AuditSeverity, Session, terminal_safe};

use crate::context::Context;
use crate::output::{failed, warn};
use crate::{CliError, Exit, Global};

#[derive(Args, Debug)]
pub struct AuditCommand {
    /// Folders, archives (.zip, .tar.gz, .tgz) or names of skills in the roots.
    #[arg(value_name = "PATH|NAME")]
    targets: Vec<String>,
    /// Audit every skill in the roots (user folders and trusted project folders).
    #[arg(long)]
    installed: bool,
    /// Print the reports as JSON.
    #[arg(long, conflicts_with = "sarif")]
    json: bool,
    /// Print SARIF 2.1.0 (GitHub code scanning).
    #[arg(long)]
    sarif: bool,
    /// Exit 1 when a finding is this bad or worse: info, low, medium, high, critical.
    #[arg(long, value_name = "SEVERITY", default_value = DEFAULT_FAIL_ON.as_str(), value_parser = crate::options::parse_severity)]
    fail_on: AuditSeverity,
    /// A rule file to add to the built-in rules and the config's `[audit] rules`.
    #[arg(long = "rules", value_name = "FILE")]
    rules: Vec<PathBuf>,
    /// Print the built-in rule file and exit.
    #[arg(long, conflicts_with_all = ["targets", "installed"])]
    builtin_rules: bool,
}

fn is_archive(path: &Path) -> bool {
    let name = path.file_name().and_then(|n| n.to_str()).unwrap_or_default();
    [".zip", ".tar.gz", ".tgz"].iter().any(|ext| name.ends_with(ext))
}

impl AuditCommand {
    pub fn execute(&self, global: &Global) -> Result<Exit, CliError> {
        let context = Context::new(global)?;
        if self.builtin_rules {
            print!("{}", context.host.audit_rules()?);
            return Ok(Exit::Success);
        }
        if self.targets.is_empty() && !self.installed {
            eprintln!("skills: name what to audit: PATH or NAME, or --installed");
            return Ok(Exit::Usage);
        }
        let rules = audit::rule_files(&context.config, &self.rules).map_err(CliError::Message)?;
        let mut session = context.session();
        let installed = installed_names(&mut session)?;
        let options = audit::audit_options(rules, installed.clone(), None);
        let mut reports = Vec::new();
        let mut trouble = false;
        let names: Vec<String> = if self.installed { installed } else { Vec::new() };
        for target in self.targets.iter().chain(&names) {
            match self.audit_one(&context, &mut session, target, &options)? {
                Ok(found) => reports.extend(found),
                Err(exit) => {
                    trouble = true;
                    if matches!(exit, Exit::Usage) {
                        return Ok(Exit::Usage);
                    }
                }
            }
        }
        reports.sort_by(|a, b| {
            let worst = |r: &AuditReport| r.findings.iter().map(|f| f.severity.rank()).max();
            worst(b).cmp(&worst(a)).then_with(|| a.skill.cmp(&b.skill))
        });
        let failing = reports
            .iter()
            .any(|r| r.findings.iter().any(|f| f.severity.rank() >= self.fail_on.rank()));
        if self.sarif {
            println!("{}", crate::sarif::log(&reports));
        } else if self.json {
            let reports: Vec<_> = reports.iter().map(report_json).collect();
            println!(
                "{}",
                json!({ "reports": reports, "fail_on": self.fail_on.as_str(), "failed": failing })
            );
        } else {
            print_human(&reports, self.fail_on);
        }
        Ok(if failing || trouble {
            Exit::Failed
        } else {
            Exit::Success
        })
    }

    /// The reports for one target: a folder or an archive on disk, else a skill name.
    fn audit_one(
        &self,
        context: &Context,
        session: &mut Session,
        target: &str,
        options: &AuditOptions,
    ) -> Result<Result<Vec<AuditReport>, Exit>, CliError> {
        let path = Path::new(target);
        let by_path = !self.installed_name(target) && (path.exists() || target.contains('/'));
        if by_path {
            let Ok(path) = std::fs::canonicalize(path) else {
                warn(&format!("{target}: no such file or folder"));
                return Ok(Err(Exit::Failed));
            };
            let (dir, archive) = if path.is_file() {
                if !is_archive(&path) {
                    warn(&format!(
                        "{target}: a file that is not an archive (.zip, .tar.gz, .tgz); audit its folder"
                    ));
                    return Ok(Err(Exit::Failed));
                }
                let name = path.file_name().and_then(|n| n.to_str()).map(str::to_string);
                (path.parent().map(Path::to_path_buf).unwrap_or_default(), name)
            } else {
                (path.clone(), None)
            };
            let label = path.display().to_string();
            let mut reader = context.host.source_reader(&dir, &label)?;
            // An archive is audited under its own name, not its folder's.
            return Ok(match reader.audit(archive.as_deref(), options)? {
                Ok(reports) if reports.is_empty() => {
                    warn(&format!("{target}: no SKILL.md there or up to 4 folders below"));
                    Err(Exit::Failed)
                }
                Ok(reports) => Ok(reports),
                Err(e) => Err(failed(&e)),
            });
        }
        Ok(match session.audit(target, options)? {
            Ok(report) => Ok(vec![report]),
            Err(e) => Err(failed(&e)),
        })
    }

    fn installed_name(&self, target: &str) -> bool {
        self.installed && !target.contains('/')
    }
}

/// Every skill the roots hold, offered or withheld, by name.
fn installed_names(session: &mut Session) -> Result<Vec<String>, CliError> {
    let discovery = session.discover()?;
    let mut names: Vec<String> = discovery
        .skills
        .iter()
        .map(|s| s.name.clone())
        .chain(discovery.withheld.iter().map(|w| w.skill.name.clone()))
        .filter(|n| !n.is_empty())
        .collect();
    names.sort();
    names.dedup();
    Ok(names)
}

pub fn report_json(report: &AuditReport) -> serde_json::Value {
    json!({
        "skill": report.skill,
        "directory": report.directory,
        "findings": report.findings.iter().map(crate::output::finding_json).collect::<Vec<_>>(),
        "files_scanned": report.files_scanned,
        "bytes_scanned": report.bytes_scanned,
        "endpoints": report.endpoints,
        "executables": report.executables,
        "allowed_tools": report.allowed_tools,
        "rules": report.rules,
    })
}

/// Grouped by skill, the worst first; each skill's findings worst first.
pub fn print_human(reports: &[AuditReport], fail_on: AuditSeverity) {
    let mut at_or_above = 0;
    for report in reports {
        let mut counts: Vec<String> = Vec::new();
        for severity in AuditSeverity::ALL.iter().rev() {
            let n = report.findings.iter().filter(|f| f.severity == *severity).count();
            if n > 0 {
                counts.push(format!("{n} {}", severity.as_str()));
            }
        }
        if report.findings.iter().any(|f| f.severity.rank() >= fail_on.rank()) {
            at_or_above += 1;
        }
        let summary = if counts.is_empty() {
            "no findings".to_string()
        } else {
            counts.join(", ")
        };
        println!(
            "{}  {}  ({summary}; {} files, {} bytes read)",
            terminal_safe(&report.skill),
            terminal_safe(&report.directory),
            report.files_scanned,
            report.bytes_scanned
        );
        for finding in &report.findings {
            println!("  {}", audit::finding_line(finding));
        }
    }
    println!(
        "{} skill{} audited; {at_or_above} with a finding at {} or above",
        reports.len(),
        if reports.len() == 1 { "" } else { "s" },
        fail_on.as_str()
    );
}
