use clap::Args;
use serde_json::json;
use skills_host::install::{self, AddOptions};
use skills_host::{Host, ValidationMode, terminal_safe};

use super::add::install_scope;
use crate::options::GateOptions;
use crate::output::warn;
use crate::{CliError, Exit, Global};

#[derive(Args, Debug)]
pub struct InstallCommand {
    /// Restore the project's skills (its repository's skills-lock.json) instead of
    /// the user's.
    #[arg(long)]
    project: bool,
    /// For CI: fail on any drift in what is installed, and on any skill that does
    /// not come back exactly as the lock recorded it.
    #[arg(long)]
    frozen: bool,
    /// Print the result as JSON.
    #[arg(long)]
    json: bool,
    #[command(flatten)]
    gate: GateOptions,
}

impl InstallCommand {
    pub fn execute(&self, global: &Global) -> Result<Exit, CliError> {
        let scope = install_scope(self.project)?;
        let (_, _, config, _) = crate::context::Context::without_host(global)?;
        let options = AddOptions {
            path: None,
            skills: Vec::new(),
            all: false,
            paths: Vec::new(),
            validation: if global.policy.lenient {
                ValidationMode::Lenient
            } else {
                ValidationMode::Strict
            },
            force: false,
            transfer: install::Transfer {
                progress: std::io::IsTerminal::is_terminal(&std::io::stderr()) && !self.json,
                ..Default::default()
            },
            gate: self.gate.gate(global)?,
            agents: Vec::new(),
            copy: false,
            plugin: None,
            chooser: None,
        };
        let host = Host::new(global.limits.host_options())?;
        let done = match install::restore(&host, &scope, &options, &config.forges, self.frozen) {
            Ok(done) => done,
            Err(why) => {
                warn(&why.to_string());
                return Ok(Exit::Failed);
            }
        };
        if self.json {
            let refused: Vec<_> = done
                .refused
                .iter()
                .map(|r| crate::output::refused_json(r, &self.accept_command(r)))
                .collect();
            println!(
                "{}",
                json!({"restored": done.restored, "changed": done.changed, "drift": done.drift, "refused": refused})
            );
        } else {
            for name in &done.restored {
                println!("restored {}", terminal_safe(name));
            }
            for name in &done.changed {
                warn(&format!("{name} came back different from what the lock recorded"));
            }
            for drift in &done.drift {
                warn(&format!("not restored (local change): {drift}"));
            }
            for refused in &done.refused {
                crate::output::print_refused(refused, &self.accept_command(refused));
            }
            if done.restored.is_empty() && done.drift.is_empty() && done.refused.is_empty() {
                println!("every skill of the lock is installed");
            }
        }
        Ok(if done.refused.is_empty() {
            Exit::Success
        } else {
            Exit::Failed
        })
    }

    /// The `skills install` line that restores `refused` too: an `--allow` for each
    /// rule that refused it.
    fn accept_command(&self, refused: &install::Refused) -> String {
        let mut words = vec!["skills".to_string(), "install".to_string()];
        if self.project {
            words.push("--project".into());
        }
        if self.frozen {
            words.push("--frozen".into());
        }
        words.extend(self.gate.repeated());
        for rule in refused.rules() {
            words.extend(["--allow".into(), crate::output::shell_word(rule)]);
        }
        words.join(" ")
    }
}
