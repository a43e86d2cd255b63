use clap::Args;
use serde_json::json;
use skills_host::install::{self, InstallScope};
use skills_host::{Project, terminal_safe};

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
        let checked = scope.lockfile_path();
        let drift = match install::verify(&scope) {
            Ok(drift) => drift,
            Err(why) => {
                warn(&why.to_string());
                return Ok(Exit::Failed);
            }
        };
        // Checking the user's skills from inside a repository that keeps its own lock
        // checks nothing of the repository's: say so, and how to.
        let not_checked = if self.project { None } else { repository_lock() };
        if self.json {
            let items: Vec<String> = drift.iter().map(ToString::to_string).collect();
            println!(
                "{}",
                json!({
                    "drift": items,
                    "checked": [checked.display().to_string()],
                    "not_checked": not_checked.iter().map(|p| p.display().to_string()).collect::<Vec<_>>(),
                })
            );
        } else if drift.is_empty() {
            let npx = if self.project {
                " (and the entries npx skills wrote there)"
            } else {
                ""
            };
            println!(
                "every installed skill matches {}{npx}",
                terminal_safe(&checked.display().to_string())
            );
        } else {
            for item in &drift {
                println!("{}", terminal_safe(&item.to_string()));
            }
        }
        if let Some(lock) = &not_checked
            && !self.json
        {
            warn(&format!(
                "not checked: this repository's {}; check it with `skills verify --project`",
                lock.display()
            ));
        }
        Ok(if drift.is_empty() { Exit::Success } else { Exit::Failed })
    }
}

/// The lockfile of the repository the working directory is in, when it has one.
fn repository_lock() -> Option<std::path::PathBuf> {
    let project = Project::of_current_dir().ok()?;
    let scope = InstallScope::project(&project.root);
    // Where this runtime keeps it, or where an earlier version did.
    [scope.lockfile_path(), scope.skills_dir.join(install::LOCKFILE_NAME)]
        .into_iter()
        .find(|path| path.is_file())
}
