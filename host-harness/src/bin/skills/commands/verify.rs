use clap::Args;
use serde_json::json;
use skills_host::{install, terminal_safe};

use super::add::install_scope;
use crate::output::warn;
use crate::{CliError, Exit, Global};

#[derive(Args, Debug)]
pub struct VerifyCommand {
    /// Verify the project's `.agents/skills` instead of `~/.agents/skills`.
    #[arg(long)]
    project: bool,
    /// Print the drift as JSON.
    #[arg(long)]
    json: bool,
}

impl VerifyCommand {
    pub fn execute(&self, _global: &Global) -> Result<Exit, CliError> {
        let scope = install_scope(self.project)?;
        let drift = match install::verify(&scope) {
            Ok(drift) => drift,
            Err(why) => {
                warn(&why);
                return Ok(Exit::Failed);
            }
        };
        if self.json {
            let items: Vec<String> = drift.iter().map(ToString::to_string).collect();
            println!("{}", json!({ "drift": items }));
        } else if drift.is_empty() {
            let npx = if self.project {
                " (and the repository's, written by npx skills, when there is one)"
            } else {
                ""
            };
            println!("every installed skill matches {}{npx}", install::LOCKFILE_NAME);
        } else {
            for item in &drift {
                println!("{}", terminal_safe(&item.to_string()));
            }
        }
        Ok(if drift.is_empty() { Exit::Success } else { Exit::Failed })
    }
}
