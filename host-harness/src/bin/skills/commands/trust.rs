use std::path::{Path, PathBuf};

use clap::Args;
use skills_host::config::{ConfigEdit, edit};
use skills_host::{HostDirs, Project, terminal_safe};

use super::state::target_file;
use crate::{CliError, Exit, Global};

#[derive(Args, Debug)]
pub struct TrustCommand {
    /// The folder (default: the repository root, else the working directory). Its
    /// project skill folders, and those of every folder inside it, load.
    dir: Option<PathBuf>,
    /// Trust it even if it is `/`, the home directory or a folder above it (which
    /// would trust every repository below it, cloned later included).
    #[arg(long)]
    force: bool,
}

#[derive(Args, Debug)]
pub struct UntrustCommand {
    /// The folder (default: the repository root, else the working directory). A folder
    /// that no longer exists is removed by the path it was trusted as.
    dir: Option<PathBuf>,
}

/// The folder given, or the project's root.
fn folder(dir: &Option<PathBuf>) -> Result<PathBuf, CliError> {
    match dir {
        Some(dir) => Ok(dir.clone()),
        None => Project::of_current_dir().map(|p| p.root).map_err(CliError::Message),
    }
}

impl TrustCommand {
    pub fn execute(&self, _global: &Global) -> Result<Exit, CliError> {
        let dir = folder(&self.dir)?;
        let real = std::fs::canonicalize(&dir)
            .ok()
            .filter(|p| p.is_dir())
            .ok_or_else(|| CliError::Message(format!("{} is not a directory", dir.display())))?;
        let dirs = HostDirs::from_env();
        let home = dirs.home.as_ref().and_then(|h| std::fs::canonicalize(h).ok());
        let too_wide = real.parent().is_none() || home.as_ref().is_some_and(|h| h.starts_with(&real));
        if too_wide && !self.force {
            eprintln!(
                "skills: trusting {} would trust every repository below it, cloned later included; \
                 trust the repository instead (run `skills trust` inside it), or pass --force",
                terminal_safe(&real.display().to_string())
            );
            return Ok(Exit::Usage);
        }
        let (file, scope) = target_file(&dirs, false)?;
        let changed = edit(&file, scope, &ConfigEdit::Trust(real.clone()))?;
        let shown = terminal_safe(&real.display().to_string());
        if changed {
            println!(
                "trusted {shown}: its project skills load (recorded in {})",
                file.display()
            );
        } else {
            println!("{shown} is already trusted");
        }
        Ok(Exit::Success)
    }
}

impl UntrustCommand {
    pub fn execute(&self, _global: &Global) -> Result<Exit, CliError> {
        let dir = folder(&self.dir)?;
        let key = std::fs::canonicalize(&dir).unwrap_or_else(|_| absolute(&dir));
        let (file, scope) = target_file(&HostDirs::from_env(), false)?;
        let changed = edit(&file, scope, &ConfigEdit::Untrust(key.clone()))?;
        let shown = terminal_safe(&key.display().to_string());
        if changed {
            println!("no longer trusted: {shown}");
        } else {
            println!("{shown} was not a trusted folder");
        }
        // Trust covers the folders inside a trusted one: say which entry still does.
        if let Ok(Some(user)) = skills_host::config::load(&file, scope)
            && let Some(cover) = user.trusted.iter().find(|t| {
                let folder = std::fs::canonicalize(&t.value).unwrap_or_else(|_| t.value.clone());
                key.starts_with(folder)
            })
        {
            crate::output::warn(&format!(
                "{shown} is still trusted, inside {} ({})",
                cover.value.display(),
                cover.origin
            ));
        }
        Ok(Exit::Success)
    }
}

fn absolute(dir: &Path) -> PathBuf {
    std::path::absolute(dir).unwrap_or_else(|_| dir.to_path_buf())
}
