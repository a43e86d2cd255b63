use clap::Args;
use skills_host::{Host, Located, Origin, ValidationMode, terminal_safe};

use crate::context::Context;
use crate::{CliError, Exit, Global};

#[derive(Args, Debug)]
pub struct ConfigCommand {}

impl ConfigCommand {
    pub fn execute(&self, global: &Global) -> Result<Exit, CliError> {
        let (dirs, project, config, _) = Context::without_host(global)?;
        let defaults = Host::new(global.limits.host_options())?.default_policy()?;

        println!("# files");
        match dirs.user_config_file() {
            Some(path) => println!(
                "#   user:    {} ({})",
                terminal_safe(&path.display().to_string()),
                if global.roots.no_config {
                    "not read: --no-config"
                } else if config.user.is_some() {
                    "read"
                } else {
                    "none"
                }
            ),
            None => println!("#   user:    none ($HOME is not set)"),
        }
        if let Some(project) = &project {
            let path = project.config_file();
            let state = if config.project.is_some() {
                "read"
            } else if config.project_file_withheld.is_some() {
                "not read: the project is not trusted (skills trust)"
            } else {
                "none"
            };
            println!("#   project: {} ({state})", terminal_safe(&path.display().to_string()));
        }
        println!();

        let line = |key: &str, value: String, origin: &Origin| {
            let text = format!("{key} = {value}");
            println!("{:<40} # {}", terminal_safe(&text), terminal_safe(&origin.to_string()));
        };
        fn or_default<T: Clone>(set: &Option<Located<T>>, default: T) -> Located<T> {
            set.clone().unwrap_or(Located::new(default, Origin::Default))
        }
        let s = &config.settings;
        let validation = or_default(&s.validation, defaults.validation);
        let mode = match validation.value {
            ValidationMode::Strict => "strict",
            ValidationMode::Lenient => "lenient",
        };
        line("validation", format!("\"{mode}\""), &validation.origin);
        let depth = or_default(&s.max_depth, defaults.max_depth);
        line("max-depth", depth.value.to_string(), &depth.origin);
        let budget = or_default(&s.catalog_budget, defaults.catalog_budget_bytes);
        line("catalog-budget", budget.value.to_string(), &budget.origin);
        let builtins = or_default(&s.builtins, defaults.include_builtins);
        line("builtins", builtins.value.to_string(), &builtins.origin);

        println!("\n[layouts]  # user folders; project folders where they differ");
        for ((layout, user), (_, project)) in config.user_layouts.iter().zip(&config.project_layouts) {
            line(layout.name, user.value.to_string(), &user.origin);
            if project != user {
                line(
                    &format!("{} (project)", layout.name),
                    project.value.to_string(),
                    &project.origin,
                );
            }
        }
        if !config.roots.is_empty() {
            println!("\n[[roots]]");
            for root in &config.roots {
                let value = format!(
                    "{{ path = \"{}\", scope = \"{}\" }}",
                    root.value.path.display(),
                    root.value.scope.as_str()
                );
                line("root", value, &root.origin);
            }
        }
        if !config.skills.is_empty() {
            println!("\n[skills]");
            for skill in &config.skills {
                line(
                    &skill.name,
                    format!("\"{}\"", skill.state.value.as_str()),
                    &skill.state.origin,
                );
            }
        }
        if !config.trusted.is_empty() {
            println!("\n[trust]");
            for folder in &config.trusted {
                let missing = if folder.value.is_dir() { "" } else { " (missing)" };
                line(
                    "folders",
                    format!("\"{}\"{missing}", folder.value.display()),
                    &folder.origin,
                );
            }
        }
        Ok(Exit::Success)
    }
}
