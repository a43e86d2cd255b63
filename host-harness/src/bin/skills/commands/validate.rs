use std::path::PathBuf;

use clap::{Args, ValueEnum};
use skills_host::{Host, LintProfile, Severity, terminal_safe};

use crate::output::print_diagnostics;
use crate::{CliError, Exit, Global};

#[derive(Args, Debug)]
pub struct ValidateCommand {
    #[arg(required = true, value_name = "DIR")]
    dirs: Vec<PathBuf>,
    /// Also accept (and shape-check) the fields this agent documents; `spec` accepts
    /// the specification's alone.
    #[arg(long, value_enum, default_value_t = Profile::Spec)]
    profile: Profile,
}

/// `--profile`, as typed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum Profile {
    Spec,
    ClaudeCode,
    Codex,
    /// OpenClaw's fields, and `metadata` as one-line JSON.
    Openclaw,
}

impl ValidateCommand {
    pub fn execute(&self, global: &Global) -> Result<Exit, CliError> {
        // The lint needs no config and no roots: it checks the directories given.
        let host = Host::new(global.limits.host_options())?;
        let mut errors = 0;
        for dir in &self.dirs {
            let profile = match self.profile {
                Profile::Spec => LintProfile::Spec,
                Profile::ClaudeCode => LintProfile::ClaudeCode,
                Profile::Codex => LintProfile::Codex,
                Profile::Openclaw => LintProfile::Openclaw,
            };
            let diagnostics = host.validate_with(dir, profile)?;
            errors += diagnostics.iter().filter(|d| d.severity == Severity::Error).count();
            print_diagnostics(&diagnostics);
            if diagnostics.is_empty() {
                println!("{}: valid", terminal_safe(&dir.display().to_string()));
            }
        }
        Ok(if errors > 0 { Exit::Failed } else { Exit::Success })
    }
}
