use clap::Args;
use skills_host::{EntryKind, terminal_safe};

use super::invoker;
use crate::context::Context;
use crate::output::failed;
use crate::{CliError, Exit, Global};

#[derive(Args, Debug)]
pub struct LsCommand {
    name: String,
    #[arg(default_value = "")]
    dir: String,
    /// List as the user: allows skills hidden from the model.
    #[arg(long)]
    user: bool,
}

impl LsCommand {
    pub fn execute(&self, global: &Global) -> Result<Exit, CliError> {
        let (_, session, _) = Context::discovered(global)?;
        match session.list_resources(&self.name, &self.dir, invoker(self.user))? {
            Ok(entries) => {
                for entry in entries {
                    let name = terminal_safe(&entry.name);
                    match entry.kind {
                        EntryKind::Directory => println!("{:>10}  {name}/", "-"),
                        EntryKind::File => println!("{:>10}  {name}", entry.size),
                    }
                }
                Ok(Exit::Success)
            }
            Err(e) => Ok(failed(&e)),
        }
    }
}
