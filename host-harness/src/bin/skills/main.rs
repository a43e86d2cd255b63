//! `skills`: the Agent Skills runtime on the command line, through the sandboxed component.

use std::io::{IsTerminal, Write};
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use clap::{Parser, Subcommand};
use skills_host::{
    CatalogFormat, Diagnostic, Discovery, EntryKind, Host, HostError, HostOptions, Invoker, Limits, Outcome,
    RefreshResult, Requirements, ResourceEntry, RootDir, Scope, Session, Severity, Skill, ValidationMode,
    WithheldReason, WithheldSkill, describe, diagnostic_json, diagnostic_line, human_message, join_arguments,
    probe_host_facts, terminal_safe,
    watch::{DEFAULT_DEBOUNCE, watch},
};

/// Discover, list, activate and read Agent Skills (SKILL.md) inside a WASI sandbox.
///
/// With no root options, the roots are ~/.agents/skills (user scope) and
/// ./.agents/skills (project scope), each when present, plus the built-in skills.
/// Diagnostics go to stderr as `path:line: severity[code]: message`.
/// Exit status: 0 success, 1 the operation failed, 2 usage error.
#[derive(Parser, Debug)]
#[command(name = "skills", version, about, long_about)]
struct Cli {
    /// A user-scope skill root (repeatable).
    #[arg(long = "global", value_name = "DIR", global = true)]
    global: Vec<PathBuf>,
    /// A project-scope skill root (repeatable).
    #[arg(long = "project", value_name = "DIR", global = true)]
    project: Vec<PathBuf>,
    /// A project root the user has not trusted: its skills are counted, never loaded.
    #[arg(long = "untrusted-project", value_name = "DIR", global = true)]
    untrusted_project: Vec<PathBuf>,
    /// A plugin-scope skill root (repeatable).
    #[arg(long = "plugin", value_name = "DIR", global = true)]
    plugin: Vec<PathBuf>,
    /// Leave out the built-in skills.
    #[arg(long, global = true)]
    no_builtin: bool,
    /// Lenient validation: spec violations that do not block use become warnings.
    #[arg(long, global = true)]
    lenient: bool,
    /// How deep below a root skill directories may sit (1 = flat).
    #[arg(long, value_name = "N", global = true)]
    max_depth: Option<u32>,
    /// Catalog budget in bytes.
    #[arg(long, value_name = "BYTES", global = true)]
    catalog_budget: Option<u32>,
    /// Show locations under $HOME as ~/... in the catalog.
    #[arg(long, global = true)]
    tilde: bool,
    /// Append the skill's file listing to activation envelopes.
    #[arg(long, global = true)]
    list_resources: bool,
    /// Deadline per component call, in milliseconds.
    #[arg(long, value_name = "MS", default_value_t = 5000, global = true)]
    timeout_ms: u64,
    /// Memory cap of the component, in MiB.
    #[arg(long, value_name = "MIB", default_value_t = 256, global = true)]
    memory_mib: usize,
    /// Do not use the on-disk cache of the precompiled component.
    #[arg(long, global = true)]
    no_cache: bool,
    /// Never offer this skill, to the model or the user (repeatable).
    #[arg(long = "disable", value_name = "NAME", global = true)]
    disable: Vec<String>,
    /// Offer skills whatever they require: do not probe PATH and the environment
    /// for the binaries and variables skills declare in `metadata.requires`.
    #[arg(long, global = true)]
    no_eligibility: bool,
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Print the model-facing catalog (XML, or JSON with --json).
    Catalog {
        /// `{"skills":[...],"diagnostics":[...]}` instead of XML.
        #[arg(long)]
        json: bool,
    },
    /// A table of the loaded skills, then the diagnostics grouped by file.
    List,
    /// Print a skill's activation envelope. Arguments follow `--`.
    Activate {
        name: String,
        /// Invoke as the user (slash command) instead of the model.
        #[arg(long)]
        user: bool,
        /// Arguments for $ARGUMENTS, $0, $1, ... (each shell word stays one argument).
        #[arg(last = true)]
        args: Vec<String>,
    },
    /// Print the raw bytes of a file of a skill (path relative to the skill directory).
    Read {
        name: String,
        path: String,
        /// Read as the user: allows files of skills hidden from the model.
        #[arg(long)]
        user: bool,
    },
    /// List a directory of a skill.
    Ls {
        name: String,
        #[arg(default_value = "")]
        dir: String,
        /// List as the user: allows skills hidden from the model.
        #[arg(long)]
        user: bool,
    },
    /// Print the catalog, then print it again whenever it changes (Ctrl-C to stop).
    /// Diagnostics are printed to stderr whenever they change.
    Watch {
        /// JSON catalog instead of XML.
        #[arg(long)]
        json: bool,
    },
    /// Serve the skills over MCP on stdin/stdout: the skills extension (SEP-2640), the
    /// `activate_skill` and `read_skill_file` tools, prompts and resources.
    ServeMcp {
        /// Watch the roots and send list-changed notifications when skills change.
        #[arg(long)]
        watch: bool,
        /// Serve Streamable HTTP at http://ADDR/mcp instead of stdio (e.g. 127.0.0.1:8080).
        #[arg(long, value_name = "ADDR")]
        http: Option<std::net::SocketAddr>,
        /// Allow --http on an address that is not loopback.
        #[arg(long, requires = "http")]
        allow_remote: bool,
        /// A host name clients may use in the `Host` header (repeatable; for --http).
        #[arg(long = "allow-host", value_name = "NAME", requires = "http")]
        allow_host: Vec<String>,
    },
    /// Check skill directories against the specification (strict; unknown keys are errors).
    Validate {
        #[arg(required = true, value_name = "DIR")]
        dirs: Vec<PathBuf>,
    },
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match run(&cli) {
        Ok(code) => code,
        Err(e) => {
            eprintln!("skills: {}", terminal_safe(&e.to_string()));
            ExitCode::from(1)
        }
    }
}

fn run(cli: &Cli) -> Result<ExitCode, HostError> {
    let options = HostOptions {
        limits: Limits {
            memory_bytes: cli.memory_mib.saturating_mul(1024 * 1024),
            call_timeout: Duration::from_millis(cli.timeout_ms),
        },
        cache_dir: if cli.no_cache {
            None
        } else {
            HostOptions::default_cache_dir()
        },
        forward_guest_stderr: false,
    };
    let host = Host::new(options)?;

    if let Command::Validate { dirs } = &cli.command {
        let mut errors = 0;
        for dir in dirs {
            let diagnostics = host.validate(dir)?;
            errors += diagnostics.iter().filter(|d| d.severity == Severity::Error).count();
            print_diagnostics(&diagnostics);
            if diagnostics.is_empty() {
                println!("{}: valid", terminal_safe(&dir.display().to_string()));
            }
        }
        return Ok(if errors > 0 {
            ExitCode::from(1)
        } else {
            ExitCode::SUCCESS
        });
    }

    let mut policy = host.default_policy()?;
    policy.include_builtins = !cli.no_builtin;
    if cli.lenient {
        policy.validation = ValidationMode::Lenient;
    }
    if let Some(depth) = cli.max_depth {
        policy.max_depth = depth;
    }
    if let Some(budget) = cli.catalog_budget {
        policy.catalog_budget_bytes = budget;
    }
    if cli.tilde {
        policy.home_label = std::env::var_os("HOME").map(|h| h.to_string_lossy().into_owned());
    }
    policy.list_resources_on_activation = cli.list_resources;
    policy.disabled_skills = cli.disable.clone();
    let mut session = host.session(roots(cli), policy);

    match &cli.command {
        Command::Catalog { json } => {
            let (mut diagnostics, _) = discover_here(&mut session, cli)?;
            let format = if *json { CatalogFormat::Json } else { CatalogFormat::Xml };
            let catalog = session.catalog(format)?;
            diagnostics.extend(catalog.diagnostics);
            if *json {
                let skills = serde_json::from_str::<serde_json::Value>(&catalog.text)
                    .ok()
                    .and_then(|v| v.get("skills").cloned())
                    .unwrap_or_else(|| serde_json::Value::Array(Vec::new()));
                let out = serde_json::json!({
                    "skills": skills,
                    "diagnostics": diagnostics.iter().map(diagnostic_json).collect::<Vec<_>>(),
                });
                println!("{out}");
            } else {
                print_diagnostics(&diagnostics);
                if !catalog.text.is_empty() {
                    println!("{}", catalog.text);
                }
            }
            Ok(ExitCode::SUCCESS)
        }
        Command::List => {
            discover_here(&mut session, cli)?;
            // Again, now that the component knows this host's facts.
            let discovery = session.discover()?;
            print_table(&discovery.skills, &discovery.withheld);
            print_grouped(&discovery.diagnostics);
            Ok(ExitCode::SUCCESS)
        }
        Command::Activate { name, user, args } => {
            discover_here(&mut session, cli)?;
            let arguments = join_arguments(args);
            match session.activate(name, invoker(*user), &arguments)? {
                Ok(activation) => {
                    print_model_text(&activation.content);
                    Ok(ExitCode::SUCCESS)
                }
                Err(e) => failed(&e),
            }
        }
        Command::Read { name, path, user } => match read(&mut session, cli, name, path, *user)? {
            Ok(bytes) => {
                let mut stdout = std::io::stdout().lock();
                stdout.write_all(&bytes).and_then(|_| stdout.flush()).ok();
                Ok(ExitCode::SUCCESS)
            }
            Err(e) => failed(&e),
        },
        Command::Ls { name, dir, user } => match list(&mut session, cli, name, dir, *user)? {
            Ok(entries) => {
                for entry in entries {
                    let name = terminal_safe(&entry.name);
                    match entry.kind {
                        EntryKind::Directory => println!("{:>10}  {name}/", "-"),
                        EntryKind::File => println!("{:>10}  {name}", entry.size),
                    }
                }
                Ok(ExitCode::SUCCESS)
            }
            Err(e) => failed(&e),
        },
        Command::Watch { json } => {
            let format = if *json { CatalogFormat::Json } else { CatalogFormat::Xml };
            let (diagnostics, mut known) = discover_here(&mut session, cli)?;
            print_diagnostics(&diagnostics);
            print_catalog_block(&session.catalog(format)?.text);
            let mut last_diagnostics = diagnostics;
            let _watch = watch(session, DEFAULT_DEBOUNCE, move |session, result| {
                match recheck(session, result, &mut known) {
                    Ok(refresh) => {
                        if refresh.diagnostics != last_diagnostics {
                            print_diagnostics(&refresh.diagnostics);
                            last_diagnostics = refresh.diagnostics;
                        }
                        if refresh.changed {
                            match session.catalog(format) {
                                Ok(catalog) => print_catalog_block(&catalog.text),
                                Err(e) => eprintln!("skills: {}", terminal_safe(&e.to_string())),
                            }
                        }
                    }
                    Err(e) => eprintln!("skills: {}", terminal_safe(&e.to_string())),
                }
            })?;
            loop {
                std::thread::park();
            }
        }
        Command::ServeMcp {
            watch,
            http,
            allow_remote,
            allow_host,
        } => {
            let watched = watch.then(|| roots(cli).into_iter().map(|r| r.path).collect());
            let http = http.map(|address| skills_host::mcp::HttpOptions {
                address,
                allow_remote: *allow_remote,
                allowed_hosts: allow_host.clone(),
            });
            // Refuse a remote address before the first scan, as a usage error.
            if let Some(Err(e)) = http.as_ref().map(|h| h.check()) {
                eprintln!("skills: {}", terminal_safe(&e));
                return Ok(ExitCode::from(2));
            }
            let server = skills_host::mcp::SkillsServer::new(session, !cli.no_eligibility)?;
            match http {
                Some(http) => server.serve_http(http, watched, |bound| {
                    eprintln!("skills serve-mcp: listening on http://{bound}/mcp");
                })?,
                None => server.serve_stdio(watched)?,
            }
            Ok(ExitCode::SUCCESS)
        }
        Command::Validate { .. } => unreachable!("handled above"),
    }
}

/// Discovers, then (unless `--no-eligibility`) tells the component what this host has
/// for the skills' requirements. Returns every current diagnostic, and the
/// requirements probed (`None` with `--no-eligibility`).
fn discover_here(session: &mut Session, cli: &Cli) -> Result<(Vec<Diagnostic>, Option<Vec<Requirements>>), HostError> {
    let discovery = session.discover()?;
    if cli.no_eligibility {
        return Ok((discovery.diagnostics, None));
    }
    let requirements: Vec<Requirements> = requirements_of(&discovery).cloned().collect();
    let facts = probe_host_facts(&requirements);
    Ok((session.set_host_facts(facts)?.diagnostics, Some(requirements)))
}

/// The requirements of every valid skill, offered or withheld.
fn requirements_of(discovery: &Discovery) -> impl Iterator<Item = &Requirements> {
    let withheld = discovery.withheld.iter().map(|w| &w.skill);
    discovery.skills.iter().chain(withheld).map(|s| &s.requires)
}

/// After a refresh in `watch`: probe this host again (a binary may have been
/// installed), with the requirements read again when any file was parsed again.
fn recheck(
    session: &mut Session,
    refreshed: Result<RefreshResult, HostError>,
    known: &mut Option<Vec<Requirements>>,
) -> Result<RefreshResult, HostError> {
    let refresh = refreshed?;
    let Some(requirements) = known else {
        return Ok(refresh);
    };
    if refresh.reparsed > 0 {
        *requirements = requirements_of(&session.discover()?).cloned().collect();
    }
    let mut after = session.set_host_facts(probe_host_facts(requirements.as_slice()))?;
    after.changed |= refresh.changed;
    after.reparsed = refresh.reparsed;
    Ok(after)
}

fn read(session: &mut Session, cli: &Cli, name: &str, path: &str, user: bool) -> Outcome<Vec<u8>> {
    discover_here(session, cli)?;
    session.read_resource(name, path, invoker(user))
}

fn list(session: &mut Session, cli: &Cli, name: &str, dir: &str, user: bool) -> Outcome<Vec<ResourceEntry>> {
    discover_here(session, cli)?;
    session.list_resources(name, dir, invoker(user))
}

fn roots(cli: &Cli) -> Vec<RootDir> {
    let mut roots = Vec::new();
    roots.extend(cli.global.iter().map(|d| RootDir::new(d, Scope::User)));
    roots.extend(cli.plugin.iter().map(|d| RootDir::new(d, Scope::Plugin)));
    roots.extend(cli.project.iter().map(|d| RootDir::new(d, Scope::Project)));
    roots.extend(
        cli.untrusted_project
            .iter()
            .map(|d| RootDir::untrusted(d, Scope::Project)),
    );
    if roots.is_empty() {
        if let Some(home) = std::env::var_os("HOME") {
            let user = PathBuf::from(home).join(".agents/skills");
            if user.is_dir() {
                roots.push(RootDir::new(user, Scope::User));
            }
        }
        let project = PathBuf::from(".agents/skills");
        if project.is_dir() {
            roots.push(RootDir::new(project, Scope::Project));
        }
    }
    roots
}

fn invoker(user: bool) -> Invoker {
    if user { Invoker::User } else { Invoker::Model }
}

fn failed(error: &skills_host::SkillError) -> Result<ExitCode, HostError> {
    eprintln!("skills: {}", terminal_safe(&describe(error)));
    Ok(ExitCode::from(1))
}

/// Model-facing text: exact bytes into a pipe, escapes neutralised on a terminal.
fn print_model_text(text: &str) {
    if std::io::stdout().is_terminal() {
        println!("{}", terminal_safe(text));
    } else {
        println!("{text}");
    }
}

/// One catalog of a watch, followed by an empty line, flushed at once.
fn print_catalog_block(text: &str) {
    let mut stdout = std::io::stdout().lock();
    let text = if std::io::stdout().is_terminal() {
        terminal_safe(text)
    } else {
        text.to_string()
    };
    let _ = writeln!(stdout, "{text}\n");
    let _ = stdout.flush();
}

fn print_diagnostics(diagnostics: &[Diagnostic]) {
    let mut stderr = std::io::stderr().lock();
    for d in diagnostics {
        let _ = writeln!(stderr, "{}", diagnostic_line(d));
    }
}

/// Diagnostics grouped by file, files in order of first appearance.
fn print_grouped(diagnostics: &[Diagnostic]) {
    let mut files: Vec<&str> = Vec::new();
    for d in diagnostics {
        if !files.contains(&d.path.as_str()) {
            files.push(&d.path);
        }
    }
    let mut stderr = std::io::stderr().lock();
    for file in files {
        let header = if file.is_empty() { "(catalog)" } else { file };
        let _ = writeln!(stderr, "\n{}", terminal_safe(header));
        for d in diagnostics.iter().filter(|d| d.path == file) {
            let line = d.line.map(|l| format!("{l}: ")).unwrap_or_default();
            let _ = writeln!(
                stderr,
                "  {line}{}[{}]: {}",
                d.severity,
                d.code,
                terminal_safe(&human_message(d))
            );
        }
    }
}

fn print_table(skills: &[Skill], withheld: &[WithheldSkill]) {
    let mut rows: Vec<(&Skill, String)> = skills.iter().map(|s| (s, "offered".to_string())).collect();
    rows.extend(withheld.iter().map(|w| {
        let status = match &w.reason {
            WithheldReason::Disabled => "disabled".to_string(),
            WithheldReason::Ineligible(missing) => format!("ineligible ({missing})"),
        };
        (&w.skill, status)
    }));
    if rows.is_empty() {
        println!("no skills found");
        return;
    }
    rows.sort_by(|a, b| a.0.name.cmp(&b.0.name));
    let width = rows
        .iter()
        .map(|(s, _)| s.name.chars().count())
        .max()
        .unwrap_or(4)
        .max(4);
    println!(
        "{:width$}  {:8}  {:10}  LOCATION  STATUS",
        "NAME", "SCOPE", "INVOCATION"
    );
    for (s, status) in rows {
        let invocation = match (s.model_invocable, s.user_invocable) {
            (true, true) => "model+user",
            (true, false) => "model",
            (false, true) => "user",
            (false, false) => "none",
        };
        println!(
            "{:width$}  {:8}  {:10}  {}  {}",
            terminal_safe(&s.name),
            s.scope.as_str(),
            invocation,
            terminal_safe(&s.location),
            terminal_safe(&status)
        );
    }
}
