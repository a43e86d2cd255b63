use clap::Args;
use skills_host::join_arguments;

use super::invoker;
use crate::context::Context;
use crate::output::{failed, print_model_text};
use crate::{CliError, Exit, Global};

#[derive(Args, Debug)]
pub struct ActivateCommand {
    name: String,
    /// Invoke as the user (slash command) instead of the model.
    #[arg(long)]
    user: bool,
    /// Arguments for $ARGUMENTS, $0, $1, ... (each shell word stays one argument).
    #[arg(last = true)]
    args: Vec<String>,
}

impl ActivateCommand {
    pub fn execute(&self, global: &Global) -> Result<Exit, CliError> {
        let (_, mut session, _) = Context::discovered(global)?;
        let arguments = join_arguments(&self.args);
        match session.activate(&self.name, invoker(self.user), &arguments)? {
            Ok(activation) => {
                print_model_text(&activation.content);
                Ok(Exit::Success)
            }
            Err(e) => Ok(failed(&e)),
        }
    }
}
