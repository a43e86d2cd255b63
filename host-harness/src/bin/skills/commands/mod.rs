//! One file per command, each with an `execute`.

mod activate;
mod add;
mod audit;
mod catalog;
mod completions;
mod config;
mod install;
mod list;
mod ls;
mod publish;
mod read;
mod remove;
mod roots;
mod serve_mcp;
mod state;
mod trust;
mod update;
mod validate;
mod verify;
mod watch;

use clap::Subcommand;

use crate::{CliError, Exit, Global};

// `defer`: each command's own options are built only when it is the one run; clap
// otherwise builds every command's on every start (6% of an empty `skills catalog`'s
// instructions, docs/performance.md). The shared options would still be copied into
// each; `crate::parse` builds the parser with the named command alone, under a root of
// its own: a setting added here goes to `parse::Root` too.
#[derive(Subcommand, Debug)]
#[command(defer = true)]
pub enum Command {
    /// Print the model-facing catalog (XML, or JSON with --json).
    Catalog(catalog::CatalogCommand),
    /// A table of the loaded skills, then the diagnostics grouped by file.
    List(list::ListCommand),
    /// Print a skill's activation envelope. Arguments follow `--`.
    Activate(activate::ActivateCommand),
    /// Print the raw bytes of a file of a skill (path relative to the skill directory).
    Read(read::ReadCommand),
    /// List a directory of a skill.
    Ls(ls::LsCommand),
    /// Print the catalog, then print it again whenever it changes (Ctrl-C to stop).
    /// Diagnostics are printed to stderr whenever they change.
    Watch(watch::WatchCommand),
    /// Serve the skills over MCP on stdin/stdout: the skills extension (SEP-2640), the
    /// `activate_skill` and `read_skill_file` tools, prompts and resources.
    ServeMcp(serve_mcp::ServeMcpCommand),
    /// Check skill directories against the specification (strict; unknown keys are errors).
    Validate(validate::ValidateCommand),
    /// Every root considered, in precedence order: layout, scope, whether it exists, is
    /// trusted, and how many skills it holds.
    Roots(roots::RootsCommand),
    /// Turn a skill on (the default), or on for the user only or by name only, in the
    /// user config (or the project's with --project).
    Enable(state::EnableCommand),
    /// Turn a skill off in the user config (or the project's with --project).
    Disable(state::DisableCommand),
    /// Trust a folder's project skills (default: the repository root, else the working
    /// directory). Recorded in the user config.
    Trust(trust::TrustCommand),
    /// Stop trusting a folder's project skills.
    Untrust(trust::UntrustCommand),
    /// The settings in force, each with the file and line (or flag) it came from.
    Config(config::ConfigCommand),
    /// Install skills from a folder or a git repository into ~/.agents/skills (or the
    /// project's with --project), checked by the component, recorded in skills-lock.json.
    Add(add::AddCommand),
    /// Put back every skill the lock names that is missing, each at what the lock
    /// pinned (the project's lock also holds what `npx skills` installed); --frozen
    /// for CI.
    Install(install::InstallCommand),
    /// Remove a skill `skills add` installed.
    Remove(remove::RemoveCommand),
    /// Fetch each installed skill's source again (a branch moves, a tag or commit
    /// stays) and replace what changed; --check only reports.
    Update(update::UpdateCommand),
    /// Write a static skills site: each skill validated and audited, then an Agent
    /// Skills Discovery index (.well-known/agent-skills/index.json) with digests,
    /// reproducible archives, and an index.html catalogue; any web server serves it.
    Publish(publish::PublishCommand),
    /// Audit skills before an agent reads them: folders, archives, names, or
    /// --installed. Findings grouped by skill, worst first (--json, --sarif); exit 1
    /// when one reaches --fail-on (default high).
    Audit(audit::AuditCommand),
    /// Compare the installed skills with skills-lock.json: missing, extra and modified
    /// files (exit 1 on any).
    Verify(verify::VerifyCommand),
    /// Print a completion script for a shell: bash, zsh, fish or powershell (e.g.
    /// `skills completions bash > ~/.local/share/bash-completion/completions/skills`).
    Completions(completions::CompletionsCommand),
}

impl Command {
    pub fn execute(&self, global: &Global) -> Result<Exit, CliError> {
        match self {
            Command::Catalog(c) => c.execute(global),
            Command::Audit(c) => c.execute(global),
            Command::List(c) => c.execute(global),
            Command::Activate(c) => c.execute(global),
            Command::Read(c) => c.execute(global),
            Command::Ls(c) => c.execute(global),
            Command::Watch(c) => c.execute(global),
            Command::ServeMcp(c) => c.execute(global),
            Command::Validate(c) => c.execute(global),
            Command::Roots(c) => c.execute(global),
            Command::Enable(c) => c.execute(global),
            Command::Disable(c) => c.execute(global),
            Command::Trust(c) => c.execute(global),
            Command::Untrust(c) => c.execute(global),
            Command::Config(c) => c.execute(global),
            Command::Add(c) => c.execute(global),
            Command::Install(c) => c.execute(global),
            Command::Remove(c) => c.execute(global),
            Command::Update(c) => c.execute(global),
            Command::Verify(c) => c.execute(global),
            Command::Publish(c) => c.execute(global),
            Command::Completions(c) => c.execute(global),
        }
    }
}

/// Who invokes: the model, unless `--user` was given.
fn invoker(user: bool) -> skills_host::Invoker {
    if user {
        skills_host::Invoker::User
    } else {
        skills_host::Invoker::Model
    }
}
