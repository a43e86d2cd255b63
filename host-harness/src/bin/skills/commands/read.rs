use std::io::Write;

use clap::Args;

use super::invoker;
use crate::context::Context;
use crate::output::failed;
use crate::{CliError, Exit, Global};

#[derive(Args, Debug)]
pub struct ReadCommand {
    name: String,
    path: String,
    /// Read as the user: allows files of skills hidden from the model.
    #[arg(long)]
    user: bool,
}

impl ReadCommand {
    pub fn execute(&self, global: &Global) -> Result<Exit, CliError> {
        let (_, session, _) = Context::discovered(global)?;
        let outcome = session.read_resource(&self.name, &self.path, invoker(self.user))?;
        crate::stats::step(session, "read");
        match outcome {
            Ok(bytes) => {
                let mut stdout = std::io::stdout().lock();
                stdout.write_all(&bytes).and_then(|_| stdout.flush()).ok();
                Ok(Exit::Success)
            }
            Err(e) => Ok(failed(&e)),
        }
    }
}
