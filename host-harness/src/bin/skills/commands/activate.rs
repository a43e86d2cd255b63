use clap::Args;
use skills_host::{SkillError, join_arguments};

use super::invoker;
use crate::context::Context;
use crate::output::{failed, print_model_text, warn};
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
        let (_, session, _) = Context::discovered(global)?;
        let arguments = join_arguments(&self.args);
        let outcome = session.activate(&self.name, invoker(self.user), &arguments)?;
        crate::stats::step(session, "activate");
        match outcome {
            Ok(activation) => {
                print_model_text(&activation.content);
                Ok(Exit::Success)
            }
            Err(e) => {
                let exit = failed(&e);
                // The model's "not found" for a skill that only waits for its `paths`
                // would puzzle a person: say what wakes it.
                if matches!(e, SkillError::NotFound(_)) && !self.user {
                    let discovery = session.discover()?;
                    if let Some(skill) = discovery.skills.iter().find(|s| s.dormant && s.name == self.name) {
                        warn(&format!(
                            "`{}` waits for a touched file matching its paths ({}): pass --touched PATH, or --user",
                            skill.name,
                            skill.paths.join(", ")
                        ));
                    }
                }
                Ok(exit)
            }
        }
    }
}
