use std::path::PathBuf;

use clap::Args;
use skills_host::config::{ConfigEdit, edit};
use skills_host::{ConfigScope, HostDirs, Project, SkillState, terminal_safe};

use crate::context::Context;
use crate::output::warn;
use crate::{CliError, Exit, Global};

#[derive(Args, Debug)]
pub struct EnableCommand {
    /// The skill's name.
    name: String,
    /// Offer it to the user only: the model neither sees nor activates it.
    #[arg(long, conflicts_with = "name_only")]
    user_only: bool,
    /// Show it in the model's catalog by name and location only.
    #[arg(long)]
    name_only: bool,
    /// Write the project's `.agents/config.toml` instead of the user config.
    #[arg(long)]
    project: bool,
}

#[derive(Args, Debug)]
pub struct DisableCommand {
    /// The skill's name.
    name: String,
    /// Write the project's `.agents/config.toml` instead of the user config.
    #[arg(long)]
    project: bool,
}

impl EnableCommand {
    pub fn execute(&self, global: &Global) -> Result<Exit, CliError> {
        let state = match (self.user_only, self.name_only) {
            (true, _) => SkillState::UserOnly,
            (_, true) => SkillState::NameOnly,
            _ => SkillState::On,
        };
        set_state(global, &self.name, state, self.project)
    }
}

impl DisableCommand {
    pub fn execute(&self, global: &Global) -> Result<Exit, CliError> {
        set_state(global, &self.name, SkillState::Off, self.project)
    }
}

/// The config file a command writes: the user's, or the project's.
pub fn target_file(dirs: &HostDirs, project: bool) -> Result<(PathBuf, ConfigScope), CliError> {
    if project {
        let project = Project::of_current_dir().map_err(CliError::Message)?;
        return Ok((project.config_file(), ConfigScope::Project));
    }
    let file = dirs.user_config_file().ok_or_else(|| {
        CliError::Message("no user config file: neither $XDG_CONFIG_HOME nor $HOME is set".to_string())
    })?;
    Ok((file, ConfigScope::User))
}

fn set_state(global: &Global, name: &str, state: SkillState, project: bool) -> Result<Exit, CliError> {
    let name = name.trim();
    if name.is_empty() || name.len() > 128 || name.chars().any(char::is_control) {
        eprintln!("skills: `{}` is not a skill name", terminal_safe(name));
        return Ok(Exit::Usage);
    }
    let dirs = HostDirs::from_env();
    let (file, scope) = target_file(&dirs, project)?;
    let change = ConfigEdit::SetSkill {
        name: name.to_string(),
        state,
    };
    let changed = edit(&file, scope, &change)?;
    let shown = terminal_safe(&file.display().to_string());
    if changed {
        println!("{name}: {} in {shown}", state.as_str());
    } else {
        println!("{name}: already {} in {shown}", state.as_str());
    }
    // Say when another file (or a flag) still decides otherwise. The write landed; a
    // problem reading the rest again is a warning, not a failure of this command.
    let (project, config) = match Context::without_host(global) {
        Ok((_, project, config, _)) => (project, config),
        Err(_) => {
            warn("the settings in force could not be read again; see `skills config`");
            return Ok(Exit::Success);
        }
    };
    let in_force = config.state_of(name);
    if in_force.value != state {
        warn(&format!(
            "`{name}` is `{}` in force, set by {}",
            in_force.value.as_str(),
            in_force.origin
        ));
    }
    if scope == ConfigScope::Project && !project.is_some_and(|p| config.trusts(&p.root)) {
        warn("the project config is read only once the project is trusted (skills trust)");
    }
    Ok(Exit::Success)
}
