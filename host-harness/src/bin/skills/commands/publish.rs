use std::path::PathBuf;

use clap::Args;
use serde_json::json;
use skills_host::publish::{self, PublishError, PublishOptions};
use skills_host::{Host, install, terminal_safe};

use crate::options::GateOptions;
use crate::output::warn;
use crate::{CliError, Exit, Global};

#[derive(Args, Debug)]
pub struct PublishCommand {
    /// What to publish, as `skills add` takes it: folders of skills, archives, git
    /// repositories, OWNER/REPO on GitHub. Every valid skill of each is published.
    #[arg(value_name = "SOURCE", required = true)]
    sources: Vec<String>,
    /// The site's folder: new, empty, or an earlier publish (replaced whole, only when
    /// the new site is complete).
    #[arg(long, value_name = "DIR")]
    out: PathBuf,
    /// The address the site will be served at (https://skills.example.com/team): the
    /// index's URLs become absolute, and the page shows the exact install lines.
    #[arg(long, value_name = "URL")]
    base_url: Option<String>,
    /// Add the skill checker (the folder `node host-harness/browser/build.mjs` writes)
    /// as `check/`, linked from the catalogue.
    #[arg(long, value_name = "DIR")]
    with_checker: Option<PathBuf>,
    /// Print what was published as JSON.
    #[arg(long)]
    json: bool,
    #[command(flatten)]
    gate: GateOptions,
}

impl PublishCommand {
    pub fn execute(&self, global: &Global) -> Result<Exit, CliError> {
        let (_, _, config, _) = crate::context::Context::without_host(global)?;
        let mut sources = Vec::with_capacity(self.sources.len());
        for source in &self.sources {
            match install::resolve_source(source, &config.forges) {
                Ok(resolved) => sources.push(resolved),
                Err(why) => {
                    eprintln!("skills: {}", terminal_safe(&why));
                    return Ok(Exit::Usage);
                }
            }
        }
        let options = PublishOptions {
            out: self.out.clone(),
            base_url: self.base_url.clone(),
            gate: self.gate.gate(global)?,
            transfer: install::Transfer {
                progress: std::io::IsTerminal::is_terminal(&std::io::stderr()) && !self.json,
                mcp_timeout: install::DEFAULT_MCP_TIMEOUT,
                mcp_token: None,
            },
            checker: self.with_checker.clone(),
        };
        let host = Host::new(global.limits.host_options())?;
        // Sources are fetched beside the output when its folder exists (one file
        // system), else in the system's temporary folder; gone when done.
        let parent = self
            .out
            .parent()
            .filter(|p| !p.as_os_str().is_empty() && p.is_dir())
            .map(std::path::Path::to_path_buf)
            .unwrap_or_else(std::env::temp_dir);
        let scratch = match install::PrivateDir::new_in(&parent, ".skills-publish-fetch-") {
            Ok(scratch) => scratch,
            Err(e) => {
                warn(&format!("cannot make a folder to fetch into: {e}"));
                return Ok(Exit::Failed);
            }
        };
        let published = match publish::publish(&host, &sources, &options, scratch.path()) {
            Ok(published) => published,
            Err(PublishError::Refused { message, .. }) => {
                warn(&message);
                return Ok(Exit::Failed);
            }
            Err(why) => {
                warn(&why.to_string());
                return Ok(Exit::Failed);
            }
        };
        if self.json {
            let skills: Vec<_> = published
                .skills
                .iter()
                .map(|s| {
                    json!({
                        "name": s.name,
                        "type": s.kind,
                        "url": s.url,
                        "digest": s.digest,
                        "size": s.size,
                        "files": s.files.len(),
                        "source": s.source,
                        "findings": s.findings.len(),
                        "allowed": s.allowed,
                    })
                })
                .collect();
            let out = json!({
                "out": self.out.display().to_string(),
                "skills": skills,
                "written": published.written,
                "unchanged": published.unchanged,
                "removed": published.removed,
            });
            println!("{}", serde_json::to_string_pretty(&out).unwrap_or_default());
        } else {
            for skill in &published.skills {
                println!(
                    "{:<28} {:<8} {} ({} bytes)",
                    terminal_safe(&skill.name),
                    skill.kind,
                    skill.digest,
                    skill.size
                );
            }
            println!(
                "published {} {} to {}: {} files written, {} unchanged, {} removed",
                published.skills.len(),
                if published.skills.len() == 1 { "skill" } else { "skills" },
                terminal_safe(&self.out.display().to_string()),
                published.written.len(),
                published.unchanged,
                published.removed.len()
            );
        }
        Ok(Exit::Success)
    }
}
