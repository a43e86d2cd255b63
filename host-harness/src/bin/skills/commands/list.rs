use clap::Args;

use crate::context::Context;
use crate::output::{print_grouped, print_table};
use crate::{CliError, Exit, Global};

#[derive(Args, Debug)]
pub struct ListCommand {}

impl ListCommand {
    pub fn execute(&self, global: &Global) -> Result<Exit, CliError> {
        let (context, mut session, _) = Context::discovered(global)?;
        // Again, now that the component knows this host's facts.
        let mut discovery = session.discover()?;
        context.tidy(&mut discovery.diagnostics);
        print_table(&discovery.skills, &discovery.withheld);
        print_grouped(&discovery.diagnostics);
        Ok(Exit::Success)
    }
}
