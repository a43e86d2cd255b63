use clap::Args;
use serde_json::json;
use skills_host::{Host, ValidationMode, install, terminal_safe};

use super::add::install_scope;
use crate::options::GateOptions;
use crate::output::warn;
use crate::{CliError, Exit, Global};

#[derive(Args, Debug)]
pub struct UpdateCommand {
    /// The installed skills to update (default: every one).
    names: Vec<String>,
    /// Report what would change and install nothing; exit 1 when anything is out of date.
    #[arg(long)]
    check: bool,
    /// Replace skills with local edits too.
    #[arg(long)]
    force: bool,
    /// Update the project's `.agents/skills` instead of `~/.agents/skills`.
    #[arg(long)]
    project: bool,
    /// Print the result as JSON.
    #[arg(long)]
    json: bool,
    /// Send `Authorization: Bearer TOKEN` to an --mcp-url server (one started with
    /// `serve-mcp --token-file`), TOKEN being this file's first line; without it,
    /// $SKILLS_MCP_TOKEN when set. The token is never printed or recorded.
    #[arg(long, value_name = "PATH")]
    mcp_token_file: Option<std::path::PathBuf>,
    /// Give up on an MCP server that takes longer than this to answer one request.
    #[arg(long, value_name = "SECONDS", default_value = "30", value_parser = super::add::parse_mcp_timeout)]
    mcp_timeout: std::time::Duration,
    #[command(flatten)]
    gate: GateOptions,
}

impl UpdateCommand {
    pub fn execute(&self, global: &Global) -> Result<Exit, CliError> {
        let scope = install_scope(self.project)?;
        let host = Host::new(global.limits.host_options())?;
        let validation = if global.policy.lenient {
            ValidationMode::Lenient
        } else {
            ValidationMode::Strict
        };
        let transfer = install::Transfer {
            progress: std::io::IsTerminal::is_terminal(&std::io::stderr()) && !self.json,
            mcp_timeout: self.mcp_timeout,
            mcp_token: crate::options::read_token(self.mcp_token_file.as_deref()).map_err(CliError::Message)?,
        };
        let options = install::UpdateOptions {
            check: self.check,
            force: self.force,
            validation,
            transfer,
            gate: self.gate.gate(global)?,
            forges: crate::context::Context::without_host(global)?.2.forges,
        };
        let updates = match install::update(&host, &scope, &self.names, &options) {
            Ok(updates) => updates,
            Err(why) => {
                warn(&why.to_string());
                return Ok(Exit::Failed);
            }
        };
        let stale = updates.iter().filter(|u| is_stale(u)).count();
        if self.json {
            let items: Vec<_> = updates
                .iter()
                .map(|u| {
                    let audit = u.audit.as_ref().map(|a| json!({
                        "new_findings": a.new_findings.iter().map(|f| json!({"rule": f.rule, "severity": f.severity.as_str(),
                            "file": f.file, "line": f.line, "excerpt": f.excerpt})).collect::<Vec<_>>(),
                        "refused": a.refused.iter().map(|f| f.rule.clone()).collect::<Vec<_>>(),
                        "new_executables": a.new_executables,
                        "new_endpoints": a.new_endpoints,
                        "allowed_tools": a.allowed_tools.as_ref().map(|(from, to)| json!({"from": from, "to": to})),
                    }));
                    json!({"name": u.name, "from": u.commits.0, "to": u.commits.1,
                           "changes": u.changes.iter().map(ToString::to_string).collect::<Vec<_>>(),
                           "applied": u.applied, "refused": u.refused, "installed_by": u.installed_by,
                           "note": u.note, "audit": audit,
                           "command": u.refused.then(|| self.accept_command(u))})
                })
                .collect();
            println!("{}", json!({"checked": self.check, "updates": items}));
        } else {
            for u in &updates {
                let name = terminal_safe(&u.name);
                let by = u
                    .installed_by
                    .map(|tool| format!(" (installed by {tool})"))
                    .unwrap_or_default();
                let moved = match &u.commits {
                    (Some(from), Some(to)) if from != to => format!(" ({} -> {})", short(from), short(to)),
                    _ => String::new(),
                };
                if !is_stale(u) {
                    match &u.note {
                        Some(note) => println!("{name}{by}: {}", terminal_safe(note)),
                        None => println!("{name}{by}: up to date"),
                    }
                    continue;
                }
                let verb = match (u.applied, u.refused) {
                    (true, _) => "updated",
                    (false, true) => "refused by the audit, the installed version stays",
                    (false, false) => "out of date",
                };
                println!("{name}{by}: {verb}{moved}");
                for change in &u.changes {
                    println!("  {}", terminal_safe(&change.to_string()));
                }
                if let Some(audit) = &u.audit {
                    print_audit_change(audit);
                }
                if let Some(note) = &u.note {
                    println!("  {}", terminal_safe(note));
                }
                if u.refused {
                    println!("  to accept it: {}", terminal_safe(&self.accept_command(u)));
                }
            }
        }
        let refused = updates.iter().filter(|u| u.refused).count();
        if refused > 0 && !self.json {
            eprintln!(
                "skills: {refused} update{} refused by the audit; the others were applied",
                if refused == 1 { "" } else { "s" }
            );
        }
        Ok(if (self.check && stale > 0) || refused > 0 {
            Exit::Failed
        } else {
            Exit::Success
        })
    }

    /// The `skills update` line that accepts the refused new version of `update`'s
    /// skill: that skill, and an `--allow` for each rule that refused it.
    fn accept_command(&self, update: &install::Update) -> String {
        use crate::output::shell_word;
        let mut words = vec!["skills".to_string(), "update".to_string(), shell_word(&update.name)];
        if self.project {
            words.push("--project".into());
        }
        if self.force {
            words.push("--force".into());
        }
        words.extend(self.gate.repeated());
        let mut rules: Vec<&str> = Vec::new();
        for finding in update.audit.iter().flat_map(|a| &a.refused) {
            if !rules.contains(&finding.rule.as_str()) {
                rules.push(&finding.rule);
            }
        }
        for rule in rules {
            words.extend(["--allow".into(), shell_word(rule)]);
        }
        words.join(" ")
    }
}

/// What the new version adds, as the audit sees it.
fn print_audit_change(audit: &install::AuditChange) {
    for finding in &audit.new_findings {
        let refused = if audit.refused.contains(finding) {
            " [refused]"
        } else {
            ""
        };
        println!("  new finding{refused}: {}", skills_host::audit::finding_line(finding));
    }
    for file in &audit.new_executables {
        println!("  new executable file: {}", terminal_safe(file));
    }
    for endpoint in &audit.new_endpoints {
        println!("  new network endpoint: {}", terminal_safe(endpoint));
    }
    if let Some((from, to)) = &audit.allowed_tools {
        let shown = |tools: &Option<String>| tools.as_deref().map_or("(none)".to_string(), terminal_safe);
        println!("  allowed-tools: {} -> {}", shown(from), shown(to));
    }
}

/// Whether a newer version exists (written or not).
fn is_stale(update: &install::Update) -> bool {
    !update.changes.is_empty() || update.commits.0 != update.commits.1
}

fn short(commit: &str) -> &str {
    commit.get(..12).unwrap_or(commit)
}
