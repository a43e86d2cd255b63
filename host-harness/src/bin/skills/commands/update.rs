use clap::Args;
use serde_json::json;
use skills_host::{Host, ValidationMode, install, terminal_safe};

use super::add::install_scope;
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
    /// Give up on an MCP server that takes longer than this to answer one request.
    #[arg(long, value_name = "SECONDS", default_value = "30", value_parser = super::add::parse_mcp_timeout)]
    mcp_timeout: std::time::Duration,
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
        };
        let updates = match install::update(
            &host,
            &scope,
            &self.names,
            self.check,
            self.force,
            validation,
            &transfer,
        ) {
            Ok(updates) => updates,
            Err(why) => {
                warn(&why);
                return Ok(Exit::Failed);
            }
        };
        let stale = updates
            .iter()
            .filter(|u| !u.changes.is_empty() || u.commits.0 != u.commits.1)
            .count();
        if self.json {
            let items: Vec<_> = updates
                .iter()
                .map(|u| {
                    json!({"name": u.name, "from": u.commits.0, "to": u.commits.1,
                           "changes": u.changes.iter().map(ToString::to_string).collect::<Vec<_>>()})
                })
                .collect();
            println!("{}", json!({"checked": self.check, "updates": items}));
        } else {
            for u in &updates {
                let moved = match &u.commits {
                    (Some(from), Some(to)) if from != to => format!(" ({} -> {})", short(from), short(to)),
                    _ => String::new(),
                };
                if u.changes.is_empty() && moved.is_empty() {
                    println!("{}: up to date", terminal_safe(&u.name));
                    continue;
                }
                let verb = if self.check { "out of date" } else { "updated" };
                println!("{}: {verb}{moved}", terminal_safe(&u.name));
                for change in &u.changes {
                    println!("  {}", terminal_safe(&change.to_string()));
                }
            }
        }
        Ok(if self.check && stale > 0 {
            Exit::Failed
        } else {
            Exit::Success
        })
    }
}

fn short(commit: &str) -> &str {
    commit.get(..12).unwrap_or(commit)
}
