//! `skills`: the Agent Skills runtime on the command line, through the sandboxed
//! component. This file declares the command line and dispatches; `parse` reads it,
//! each command is a file of `commands/`, the shared option groups are in `options`,
//! and exit codes are mapped here alone.

mod commands;
mod context;
mod options;
mod output;
mod parse;
mod picker;
mod sarif;
mod stats;
mod table;

use std::process::ExitCode;

use clap::{Args, Parser};
use skills_host::{ConfigError, HostError, terminal_safe};

use commands::Command;
use options::{LimitOptions, PolicyOptions, RootOptions};

/// Discover, list, activate and read Agent Skills (SKILL.md) inside a WASI sandbox.
///
/// With no root options, the roots are each layout's user folder (~/.agents/skills,
/// ~/.claude/skills; more with `[layouts]` in the config) and its project folder in the
/// working directory and every ancestor up to the repository root, plus the built-in
/// skills. Project folders load only once trusted (`skills trust`). Settings persist
/// in ~/.config/agentskills/config.toml (see `skills config`).
/// Diagnostics go to stderr as `path:line: severity[code]: message`.
/// Exit status: 0 success, 1 the operation failed, 2 usage error.
// `parse` builds a parser of its own with the same root settings (`parse::Root`): a
// setting added here goes there too.
#[derive(Parser, Debug)]
#[command(name = "skills", version, about, long_about)]
pub(crate) struct Cli {
    #[command(flatten)]
    global: Global,
    #[command(subcommand)]
    command: Command,
}

/// The options every command shares.
#[derive(Args, Debug)]
pub struct Global {
    #[command(flatten)]
    pub roots: RootOptions,
    #[command(flatten)]
    pub policy: PolicyOptions,
    #[command(flatten)]
    pub limits: LimitOptions,
}

/// How a command ended, when it ran to the end.
pub enum Exit {
    /// It did what was asked.
    Success,
    /// It ran, and what was asked failed (not found, denied, lint errors).
    Failed,
    /// It was asked wrongly.
    Usage,
}

/// Why a command could not run.
pub enum CliError {
    /// The component or its host failed.
    Host(HostError),
    /// A config file cannot be used.
    Config(ConfigError),
    /// Anything else, said in a sentence.
    Message(String),
}

impl From<HostError> for CliError {
    fn from(e: HostError) -> Self {
        CliError::Host(e)
    }
}

impl From<ConfigError> for CliError {
    fn from(e: ConfigError) -> Self {
        CliError::Config(e)
    }
}

fn main() -> ExitCode {
    let cli = parse::command_line();
    match cli.command.execute(&cli.global) {
        Ok(Exit::Success) => ExitCode::SUCCESS,
        Ok(Exit::Failed) => ExitCode::from(1),
        Ok(Exit::Usage) => ExitCode::from(2),
        Err(e) => {
            let message = match e {
                CliError::Host(e) => e.to_string(),
                CliError::Config(e) => format!("config: {e}"),
                CliError::Message(m) => m,
            };
            eprintln!("skills: {}", terminal_safe(&message));
            ExitCode::from(1)
        }
    }
}
