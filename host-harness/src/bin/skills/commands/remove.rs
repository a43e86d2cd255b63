use clap::Args;
use skills_host::install;

use super::add::install_scope;
use crate::output::warn;
use crate::{CliError, Exit, Global};

#[derive(Args, Debug)]
pub struct RemoveCommand {
    /// The installed skill's name.
    name: String,
    /// Remove it from the project's `.agents/skills` instead of `~/.agents/skills`.
    #[arg(long)]
    project: bool,
}

impl RemoveCommand {
    pub fn execute(&self, _global: &Global) -> Result<Exit, CliError> {
        let scope = install_scope(self.project)?;
        match install::remove(&scope, &self.name) {
            Ok(()) => {
                println!("removed {}", skills_host::terminal_safe(&self.name));
                Ok(Exit::Success)
            }
            Err(why) => {
                warn(&why.to_string());
                Ok(Exit::Failed)
            }
        }
    }
}
