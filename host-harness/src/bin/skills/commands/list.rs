use clap::Args;
use skills_host::install;

use crate::context::Context;
use crate::output::{print_grouped, print_table};
use crate::{CliError, Exit, Global};

#[derive(Args, Debug)]
pub struct ListCommand {}

impl ListCommand {
    pub fn execute(&self, global: &Global) -> Result<Exit, CliError> {
        let (context, session, _) = Context::discovered(global)?;
        // Again, now that the component knows this host's facts.
        let mut discovery = session.discover()?;
        context.tidy(&mut discovery.diagnostics);
        // Which agents see each skill: those whose folder, in the skill's scope, holds
        // it (a copy, or a link to the one copy in .agents/skills).
        let agents = |skill: &skills_host::Skill| {
            let scope = match (skill.scope, &context.project, &context.dirs.home) {
                (skills_host::Scope::Project, Some(project), _) => install::InstallScope::project(&project.root),
                (skills_host::Scope::User, _, Some(home)) => install::InstallScope::user(home),
                _ => return "-".to_string(),
            };
            let seen = install::agents_seeing(&scope, &context.dirs, &skill.name);
            if seen.is_empty() {
                "-".to_string()
            } else {
                seen.join(",")
            }
        };
        print_table(&discovery.skills, &discovery.withheld, &agents);
        print_grouped(&discovery.diagnostics);
        Ok(Exit::Success)
    }
}
