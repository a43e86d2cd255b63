use clap::Args;
use serde_json::json;
use skills_host::install::{self, AddOptions, InstallScope, SourceSpec};
use skills_host::{Host, HostDirs, Project, ValidationMode, terminal_safe};

use crate::options::GateOptions;
use crate::output::{print_grouped, warn};
use crate::{CliError, Exit, Global};

/// The code of an install step a skill names, which `--list` shows under the skill.
const INSTALL_STEP: &str = "install-step-not-run";

#[derive(Args, Debug)]
pub struct AddCommand {
    /// A skill directory (or one holding several skills), an archive (.tar.gz, .tgz,
    /// .zip; a file or an https URL), or a git repository: https://…, ssh://…,
    /// file://… or user@host:path, with an optional @REF (a branch, tag or commit);
    /// OWNER/REPO[/PATH][@REF] on GitHub, github:… or gitlab:…, or a forge page
    /// (…/tree/REF/PATH, …/blob/REF/PATH/SKILL.md).
    #[arg(required_unless_present_any = ["mcp", "mcp_url"])]
    source: Option<String>,
    /// Install from an MCP server that serves the skills extension, started as this
    /// command line (e.g. "skills serve-mcp --project ./skills").
    #[arg(long, value_name = "COMMAND", conflicts_with_all = ["source", "mcp_url"])]
    mcp: Option<String>,
    /// Install from an MCP server that serves the skills extension over Streamable
    /// HTTP at this URL (https, or http on this machine).
    #[arg(long, value_name = "URL", conflicts_with = "source")]
    mcp_url: Option<String>,
    /// Give up on an MCP server that takes longer than this to answer one request.
    #[arg(long, value_name = "SECONDS", default_value = "30", value_parser = parse_mcp_timeout)]
    mcp_timeout: std::time::Duration,
    /// Send `Authorization: Bearer TOKEN` to an --mcp-url server (one started with
    /// `serve-mcp --token-file`), TOKEN being this file's first line; without it,
    /// $SKILLS_MCP_TOKEN when set. The token is never printed or recorded.
    #[arg(long, value_name = "PATH")]
    mcp_token_file: Option<std::path::PathBuf>,
    /// Install into the project's `.agents/skills` instead of `~/.agents/skills`.
    #[arg(long)]
    project: bool,
    /// With --project in a repository you have not trusted: trust it (as `skills
    /// trust` would), so the skills installed there load. On a terminal, `add` asks.
    #[arg(long, requires = "project")]
    trust: bool,
    /// Put the skill in this agent's folder too (repeatable): claude, gemini, github,
    /// opencode, codex, or '*' for every agent whose folder exists. The copy in
    /// .agents/skills stays the one copy; each agent's folder gets a relative link.
    #[arg(long = "agent", value_name = "NAME")]
    agents: Vec<String>,
    /// With --agent: copy into the agents' folders instead of linking.
    #[arg(long, requires = "agents")]
    copy: bool,
    /// Install the skills of this plugin of the source: a Claude Code marketplace's
    /// (.claude-plugin/marketplace.json) or an Agent Plugins package's (plugin.json).
    /// --list shows the plugins.
    #[arg(long, value_name = "NAME")]
    plugin: Option<String>,
    /// Only look below this folder of the source.
    #[arg(long, value_name = "SUBDIR")]
    path: Option<String>,
    /// Install this skill of the source (repeatable).
    #[arg(long = "skill", value_name = "NAME")]
    skills: Vec<String>,
    /// Install every valid skill of the source.
    #[arg(long, conflicts_with = "skills")]
    all: bool,
    /// Show what the source holds, and install nothing.
    #[arg(long)]
    list: bool,
    /// Print the result as JSON.
    #[arg(long)]
    json: bool,
    /// Replace an installed skill even when it has local edits.
    #[arg(long)]
    force: bool,
    #[command(flatten)]
    gate: GateOptions,
}

impl AddCommand {
    /// Before a project install: is the repository trusted, so what is installed will
    /// load? `--trust` trusts it; on a terminal the user is asked; piped, a note says
    /// what to run. The install goes on either way.
    fn settle_trust(&self, global: &Global) -> Result<(), CliError> {
        let (_, project, config, _) = crate::context::Context::without_host(global)?;
        let Some(project) = project else {
            return Ok(());
        };
        if config.trusts(&project.root) {
            return Ok(());
        }
        let shown = terminal_safe(&project.root.display().to_string());
        let trust = if self.trust {
            true
        } else if std::io::IsTerminal::is_terminal(&std::io::stdin())
            && std::io::IsTerminal::is_terminal(&std::io::stderr())
        {
            eprint!("skills: {shown} is not trusted, so its project skills do not load. Trust it? [y/N] ");
            let mut answer = String::new();
            std::io::stdin().read_line(&mut answer).ok();
            matches!(answer.trim(), "y" | "Y" | "yes" | "Yes")
        } else {
            false
        };
        if !trust {
            eprintln!(
                "skills: {shown} is not trusted: the skills installed there do not load until you run `skills trust {shown}` (or pass --trust)"
            );
        }
        if trust {
            let dirs = skills_host::HostDirs::from_env();
            let (file, scope) = super::state::target_file(&dirs, false)?;
            let real = std::fs::canonicalize(&project.root).unwrap_or(project.root.clone());
            skills_host::config::edit(&file, scope, &skills_host::config::ConfigEdit::Trust(real))?;
            eprintln!(
                "skills: trusted {shown} (recorded in {})",
                terminal_safe(&file.display().to_string())
            );
        }
        Ok(())
    }
}

/// `--mcp-timeout` as a duration: a positive, finite number of seconds. (The default,
/// 30, is [`install::DEFAULT_MCP_TIMEOUT`].)
pub fn parse_mcp_timeout(text: &str) -> Result<std::time::Duration, String> {
    text.parse::<f64>()
        .ok()
        .and_then(|seconds| std::time::Duration::try_from_secs_f64(seconds).ok())
        .filter(|d| !d.is_zero())
        .ok_or_else(|| "give a positive number of seconds".to_string())
}

/// The scope a command changes: the user's `~/.agents/skills`, or the project's.
pub fn install_scope(project: bool) -> Result<InstallScope, CliError> {
    if project {
        let project = Project::of_current_dir().map_err(CliError::Message)?;
        return Ok(InstallScope::project(&project.root));
    }
    let home = HostDirs::from_env()
        .home
        .ok_or_else(|| CliError::Message("no home folder: $HOME is not set".to_string()))?;
    Ok(InstallScope::user(&home))
}

impl AddCommand {
    pub fn execute(&self, global: &Global) -> Result<Exit, CliError> {
        // The folder `owner/repo/path` or a `/tree/REF/PATH` URL names (`--path`'s role).
        let mut named_path: Option<String> = None;
        let parsed = match (&self.mcp, &self.mcp_url, &self.source) {
            (Some(command), _, _) => Ok(SourceSpec::Mcp(command.clone())),
            (None, Some(url), _) => install::check_mcp_url(url).map(|()| SourceSpec::McpUrl(url.clone())),
            (None, None, Some(source)) => {
                let (_, _, config, _) = crate::context::Context::without_host(global)?;
                install::resolve_source(source, &config.forges).and_then(|resolved| match (&self.path, resolved.path) {
                    (Some(_), Some(_)) => Err(format!(
                        "`{source}` names a folder already; leave out --path, or name the repository alone"
                    )),
                    (_, path) => {
                        named_path = path;
                        Ok(resolved.spec)
                    }
                })
            }
            (None, None, None) => Err("name a SOURCE, or an MCP server with --mcp or --mcp-url".to_string()),
        };
        let source = match parsed {
            Ok(source) => source,
            Err(why) => {
                eprintln!("skills: {}", terminal_safe(&why));
                return Ok(Exit::Usage);
            }
        };
        let options = AddOptions {
            path: self.path.clone().or(named_path),
            skills: self.skills.clone(),
            all: self.all,
            paths: Vec::new(),
            force: self.force,
            transfer: install::Transfer {
                progress: std::io::IsTerminal::is_terminal(&std::io::stderr()) && !self.json,
                mcp_timeout: self.mcp_timeout,
                mcp_token: match crate::options::read_token(self.mcp_token_file.as_deref()) {
                    Ok(token) => token,
                    Err(why) => {
                        eprintln!("skills: {}", terminal_safe(&why));
                        return Ok(Exit::Usage);
                    }
                },
            },
            validation: if global.policy.lenient {
                ValidationMode::Lenient
            } else {
                ValidationMode::Strict
            },
            gate: self.gate.gate(global)?,
            agents: self.agents.clone(),
            copy: self.copy,
            plugin: self.plugin.clone(),
            // On a terminal, a source of several skills asks which (never when piped,
            // nor with --json: a script names them).
            chooser: (!self.json && crate::picker::on_a_terminal()).then(crate::picker::chooser),
        };
        let host = Host::new(global.limits.host_options())?;
        if self.list {
            return self.list(&host, &source, &options);
        }
        let scope = install_scope(self.project)?;
        if self.project {
            self.settle_trust(global)?;
        }
        let added = match install::add(&host, &scope, &source, &options) {
            Ok(added) => added,
            Err(why) => {
                warn(&why.to_string());
                return Ok(Exit::Failed);
            }
        };
        if self.json {
            let skills: Vec<_> = added
                .installed
                .iter()
                .map(|i| {
                    json!({"name": i.name, "directory": i.directory, "files": i.files, "bytes": i.bytes,
                           "digest": i.digest, "replaced": i.replaced, "agents": i.agents,
                           "agentProblems": i.agent_problems,
                           "findings": i.findings.iter().map(crate::output::finding_json).collect::<Vec<_>>()})
                })
                .collect();
            let refused: Vec<_> = added
                .refused
                .iter()
                .map(|r| crate::output::refused_json(r, &self.accept_command(r)))
                .collect();
            println!("{}", json!({ "installed": skills, "refused": refused }));
        } else {
            for i in &added.installed {
                let verb = if i.replaced { "reinstalled" } else { "installed" };
                println!(
                    "{verb} {} ({} files, {} bytes) in {}",
                    terminal_safe(&i.name),
                    i.files,
                    i.bytes,
                    terminal_safe(&i.directory.display().to_string())
                );
                for finding in &i.findings {
                    for (n, line) in skills_host::audit::finding_line(finding).lines().enumerate() {
                        let lead = if n == 0 { "audit: " } else { "       " };
                        println!("  {lead}{}", terminal_safe(line));
                    }
                }
                if !i.agents.is_empty() {
                    println!("  also for: {}", i.agents.join(", "));
                }
                for problem in &i.agent_problems {
                    warn(&format!("not placed: {problem}"));
                }
            }
            for refused in &added.refused {
                crate::output::print_refused(refused, &self.accept_command(refused));
            }
            if !added.refused.is_empty() {
                eprintln!(
                    "skills: {} installed, {} refused by the audit",
                    added.installed.len(),
                    added.refused.len()
                );
            }
        }
        Ok(if added.refused.is_empty() {
            Exit::Success
        } else {
            Exit::Failed
        })
    }

    /// The `skills add` line that installs `refused` as it is: this command's source
    /// and scope, that one skill, and an `--allow` for each rule that refused it.
    fn accept_command(&self, refused: &install::Refused) -> String {
        use crate::output::shell_word;
        let mut words = vec!["skills".to_string(), "add".to_string()];
        match (&self.source, &self.mcp, &self.mcp_url) {
            (Some(source), _, _) => words.push(shell_word(source)),
            (None, Some(command), _) => words.extend(["--mcp".into(), shell_word(command)]),
            (None, None, Some(url)) => words.extend(["--mcp-url".into(), shell_word(url)]),
            (None, None, None) => {}
        }
        for (flag, value) in [("--path", &self.path), ("--plugin", &self.plugin)] {
            if let Some(value) = value {
                words.extend([flag.to_string(), shell_word(value)]);
            }
        }
        if self.project {
            words.push("--project".into());
        }
        words.extend(["--skill".into(), shell_word(&refused.name)]);
        words.extend(self.gate.repeated());
        for rule in refused.rules() {
            words.extend(["--allow".into(), shell_word(rule)]);
        }
        words.join(" ")
    }

    fn list(&self, host: &Host, source: &SourceSpec, options: &AddOptions) -> Result<Exit, CliError> {
        let scratch = std::env::temp_dir();
        let listing = match install::list_source(host, source, options, &scratch) {
            Ok(listing) => listing,
            Err(why) => {
                warn(&why.to_string());
                return Ok(Exit::Failed);
            }
        };
        if self.json {
            let skills: Vec<_> = listing
                .skills
                .iter()
                .map(|s| {
                    json!({"path": s.path, "name": s.name, "description": s.description, "valid": s.name.is_some(),
                           "diagnostics": s.diagnostics.iter().map(skills_host::diagnostic_json).collect::<Vec<_>>()})
                })
                .collect();
            println!(
                "{}",
                json!({"source": listing.fetched.location, "commit": listing.fetched.commit, "skills": skills,
                       "plugins": listing.plugins.iter().map(|p| json!({"name": p.name, "description": p.description,
                           "skills": p.skill_dirs, "elsewhere": p.elsewhere})).collect::<Vec<_>>()})
            );
            return Ok(Exit::Success);
        }
        let mut cells = Vec::new();
        for s in &listing.skills {
            let path = if s.path.is_empty() { "." } else { &s.path };
            match (&s.name, &s.description) {
                (Some(name), Some(description)) => cells.push(vec![
                    terminal_safe(name),
                    terminal_safe(path),
                    terminal_safe(description),
                ]),
                _ => cells.push(vec![
                    "(invalid)".into(),
                    terminal_safe(path),
                    "see the diagnostics below".into(),
                ]),
            }
            // What the skill asks an installer to run (OpenClaw's `install`), under it.
            for step in s.diagnostics.iter().filter(|d| d.code == INSTALL_STEP) {
                cells.push(vec![
                    String::new(),
                    String::new(),
                    format!("not run: {}", terminal_safe(&step.message)),
                ]);
            }
        }
        crate::table::print(&["NAME", "PATH", "DESCRIPTION"], cells);
        if !listing.plugins.is_empty() {
            println!("\nplugins (install one with --plugin NAME):");
            for plugin in &listing.plugins {
                let what = match &plugin.elsewhere {
                    Some(why) => why.clone(),
                    None => plugin.skill_dirs.join(", "),
                };
                println!("  {}  {}", terminal_safe(&plugin.name), terminal_safe(&what));
            }
        }
        let mut diagnostics: Vec<_> = listing.diagnostics.clone();
        diagnostics.extend(
            listing
                .skills
                .iter()
                .flat_map(|s| s.diagnostics.iter().filter(|d| d.code != INSTALL_STEP).cloned()),
        );
        print_grouped(&diagnostics);
        Ok(Exit::Success)
    }
}
