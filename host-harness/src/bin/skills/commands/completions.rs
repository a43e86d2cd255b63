use clap::{Args, CommandFactory};
use clap_complete::Shell;

use crate::{Cli, CliError, Exit, Global};

#[derive(Args, Debug)]
pub struct CompletionsCommand {
    /// The shell: bash, zsh, fish, powershell or elvish.
    shell: Shell,
}

impl CompletionsCommand {
    pub fn execute(&self, _global: &Global) -> Result<Exit, CliError> {
        clap_complete::generate(self.shell, &mut Cli::command(), "skills", &mut std::io::stdout());
        Ok(Exit::Success)
    }
}
