//! The settings in force: the user file, the project file (only once its folder is
//! trusted, and only to narrow), then flags, each value with where it came from.

use std::path::{Component, Path, PathBuf};

use super::{
    ConfigError, ConfigFile, ConfigScope, ConfigWarning, ExtraRoot, Located, Origin, Settings, SkillState, load,
};
use crate::component::{Policy, Scope};
use crate::roots::layout::{HostDirs, LAYOUTS, Layout};
use crate::roots::project::Project;

pub use crate::component::DEFAULT_MAX_DEPTH;
/// The component's default `catalog-budget-bytes`, likewise.
pub const DEFAULT_CATALOG_BUDGET: u32 = 50 * 1024;

/// A skill's state in force, with where it was set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EffectiveSkill {
    /// The skill name.
    pub name: String,
    /// Its state and origin.
    pub state: Located<SkillState>,
}

/// Every setting in force for one run, with the files it was read from.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Config {
    /// The user file, as read (`None` when there is none).
    pub user: Option<ConfigFile>,
    /// The project file, as read. `None` when there is none or it was not read
    /// because the project is not trusted (see [`Config::project_file_withheld`]).
    pub project: Option<ConfigFile>,
    /// The project file's path, when it exists but was not read because the project's
    /// folder is not trusted: an untrusted repository can change nothing.
    pub project_file_withheld: Option<PathBuf>,
    /// The shared settings in force (unset ones are the policy's defaults).
    pub settings: Settings,
    /// Each layout, on or off, for user folders.
    pub user_layouts: Vec<(&'static Layout, Located<bool>)>,
    /// Each layout, on or off, for folders inside the project (the project file may
    /// change these).
    pub project_layouts: Vec<(&'static Layout, Located<bool>)>,
    /// Extra roots from the files, paths made absolute.
    pub roots: Vec<Located<ExtraRoot>>,
    /// Skill states other than `on`, and `on` where a file said so, by name.
    pub skills: Vec<EffectiveSkill>,
    /// The trusted folders (user file only).
    pub trusted: Vec<Located<PathBuf>>,
    /// Skills turned on explicitly (`on` in the user file, or a flag): they include
    /// skills whose author wrote `default-enabled: false`. A project file cannot, as it
    /// may only narrow.
    pub enabled: Vec<String>,
    /// Which linked skill folders are followed (`[links]`; the user file sets it, a
    /// project file may only turn it off).
    pub links: crate::roots::links::LinkPolicy,
    /// Where `owner/repo` and `github:` / `gitlab:` lead (`[sources]`, user file only).
    pub forges: super::Forges,
    /// Rule files the audit adds to its own (`[audit] rules`), made absolute: the
    /// user file's, then a trusted project file's (more rules can only find more).
    pub audit_rules: Vec<Located<PathBuf>>,
    /// What was ignored: unknown keys, and what a project file may not do.
    pub warnings: Vec<ConfigWarning>,
}

impl Config {
    /// Reads the user file and, when `project`'s root is trusted, the project file, then
    /// applies `flags` and `flag_states` on top. An unusable file is an error.
    pub fn load(
        dirs: &HostDirs,
        project: Option<&Project>,
        flags: &Settings,
        flag_states: &[(String, Located<SkillState>)],
    ) -> Result<Config, ConfigError> {
        let user = match dirs.user_config_file() {
            Some(path) => load(&path, ConfigScope::User)?,
            None => None,
        };
        let trusted: Vec<Located<PathBuf>> = user.as_ref().map(|u| u.trusted.clone()).unwrap_or_default();
        let mut withheld = None;
        let project_file = match project {
            Some(project) if trusts(&trusted, &project.root) => load(&project.config_file(), ConfigScope::Project)?,
            Some(project) => {
                let path = project.config_file();
                if std::fs::symlink_metadata(&path).is_ok() {
                    withheld = Some(path);
                }
                None
            }
            None => None,
        };
        let mut config = Config::resolve(dirs, project, user, project_file, flags, flag_states);
        config.project_file_withheld = withheld;
        Ok(config)
    }

    /// Merges already-read files: defaults, then the user file, then what the project
    /// file may change, then flags.
    pub fn resolve(
        dirs: &HostDirs,
        project: Option<&Project>,
        user: Option<ConfigFile>,
        project_file: Option<ConfigFile>,
        flags: &Settings,
        flag_states: &[(String, Located<SkillState>)],
    ) -> Config {
        let defaults = LAYOUTS
            .iter()
            .map(|l| (l, Located::new(l.on_by_default, Origin::Default)))
            .collect();
        let mut config = Config {
            user_layouts: defaults,
            ..Config::default()
        };
        if let Some(user) = &user {
            config.settings.overlay(&user.settings);
            config.warnings.extend(user.warnings.iter().cloned());
            set_layouts(&mut config.user_layouts, &user.layouts);
            let base = dirs.home.clone().unwrap_or_else(|| PathBuf::from("/"));
            for root in &user.roots {
                let mut root = root.clone();
                root.value.path = absolute(&root.value.path, dirs, &base);
                config.roots.push(root);
            }
            for (name, state) in &user.skills {
                set_state(&mut config.skills, name, state.clone());
                if state.value == SkillState::On {
                    config.enabled.push(name.clone());
                }
            }
            config.trusted = user.trusted.clone();
            for (forge, url) in &user.forges {
                match forge.as_str() {
                    "github" => config.forges.github = url.value.clone(),
                    _ => config.forges.gitlab = url.value.clone(),
                }
            }
            if let Some(follow) = &user.links_follow {
                config.links.follow = follow.value;
            }
            if !user.links_allow.is_empty() {
                let allowed = user
                    .links_allow
                    .iter()
                    .map(|p| absolute(&p.value, dirs, &base))
                    .collect();
                config.links.allowed_targets = Some(allowed);
            }
            for rules in &user.audit_rules {
                let mut rules = rules.clone();
                rules.value = absolute(&rules.value, dirs, &base);
                config.audit_rules.push(rules);
            }
        }
        config.project_layouts = config.user_layouts.clone();
        if let (Some(file), Some(project)) = (&project_file, project) {
            config.narrow_with_project(file, project, dirs);
        }
        config.settings.overlay(flags);
        for (name, state) in flag_states {
            set_state(&mut config.skills, name, state.clone());
            if state.value == SkillState::On {
                config.enabled.push(name.clone());
            }
        }
        config.user = user;
        config.project = project_file;
        config
    }

    /// Applies what a project file may change: settings and layouts inside the
    /// project, roots inside the repository, skill states that narrow the user's.
    fn narrow_with_project(&mut self, file: &ConfigFile, project: &Project, dirs: &HostDirs) {
        self.warnings.extend(file.warnings.iter().cloned());
        // More rules can only find more: a trusted project may add its own.
        for rules in &file.audit_rules {
            let mut rules = rules.clone();
            rules.value = absolute(&rules.value, dirs, &project.root);
            self.audit_rules.push(rules);
        }
        self.narrow_settings(&file.settings);
        if file.links_follow.as_ref().is_some_and(|f| !f.value) {
            self.links.follow = false;
        }
        for (name, on) in &file.layouts {
            let Some((_, current)) = self.project_layouts.iter().find(|(l, _)| l.name == name) else {
                continue;
            };
            // Turning on a layout the user left at its default only adds folders inside
            // the repository (like a root there); one the user turned off stays off.
            if on.value && !current.value && current.origin != Origin::Default {
                let refusal = format!(
                    "a project config cannot turn on layout `{name}`, which {} turns off; ignored",
                    current.origin
                );
                self.refuse(&on.origin, refusal);
                continue;
            }
            set_layouts(
                &mut self.project_layouts,
                std::slice::from_ref(&(name.clone(), on.clone())),
            );
        }
        for trusted in &file.trusted {
            self.refuse(
                &trusted.origin,
                format!(
                    "a project config cannot trust folders (`trust.folders` = \"{}\"); only `skills trust` in the user config can; ignored",
                    trusted.value.display()
                ),
            );
        }
        for root in &file.roots {
            let path = absolute(&root.value.path, dirs, &project.root);
            if root.value.scope != Scope::Project {
                self.refuse(
                    &root.origin,
                    format!(
                        "a project config can add only project-scope roots (`roots.scope` = \"{}\"); ignored",
                        root.value.scope.as_str()
                    ),
                );
            } else if !is_inside(&path, &project.root) {
                self.refuse(
                    &root.origin,
                    format!(
                        "a project config cannot add a root outside its repository ({}); ignored",
                        path.display()
                    ),
                );
            } else {
                self.roots.push(Located::new(
                    ExtraRoot {
                        path,
                        scope: Scope::Project,
                    },
                    root.origin.clone(),
                ));
            }
        }
        for (name, state) in &file.skills {
            let current = self.state_of(name);
            if state.value < current.value {
                self.refuse(
                    &state.origin,
                    format!(
                        "a project config cannot turn skill `{name}` from `{}` ({}) to `{}`; it may only narrow; ignored",
                        current.value.as_str(),
                        current.origin,
                        state.value.as_str()
                    ),
                );
            } else {
                set_state(&mut self.skills, name, state.clone());
            }
        }
    }

    /// The project's settings, each only where it offers less than what is in force:
    /// strict validation, no built-ins, a shallower walk, a smaller catalog.
    fn narrow_settings(&mut self, from: &Settings) {
        use crate::component::ValidationMode::{Lenient, Strict};
        let s = &mut self.settings;
        let refusals = [
            narrow(
                &mut s.validation,
                &from.validation,
                Strict,
                |new, current| new == Strict || current == Lenient,
                |_, _| "a project config cannot make validation lenient; ignored".into(),
            ),
            narrow(
                &mut s.builtins,
                &from.builtins,
                true,
                |new, current| !new || current,
                |_, _| "a project config cannot turn the built-in skills back on; ignored".into(),
            ),
            narrow(
                &mut s.max_depth,
                &from.max_depth,
                DEFAULT_MAX_DEPTH,
                |new, current| new <= current,
                |new, current| format!("a project config cannot raise `max-depth` above {current} (to {new}); ignored"),
            ),
            narrow(
                &mut s.catalog_budget,
                &from.catalog_budget,
                DEFAULT_CATALOG_BUDGET,
                |new, current| new <= current,
                |new, current| {
                    format!("a project config cannot raise `catalog-budget` above {current} (to {new}); ignored")
                },
            ),
        ];
        for (origin, message) in refusals.into_iter().flatten() {
            self.refuse(&origin, message);
        }
    }

    fn refuse(&mut self, origin: &Origin, message: String) {
        let (path, line) = match origin {
            Origin::File { path, line } => (path.clone(), *line),
            _ => (PathBuf::new(), 0),
        };
        self.warnings.push(ConfigWarning {
            path,
            line,
            column: 1,
            message,
        });
    }

    /// The state of skill `name` in force (`on` by default).
    pub fn state_of(&self, name: &str) -> Located<SkillState> {
        self.skills
            .iter()
            .find(|s| s.name == name)
            .map(|s| s.state.clone())
            .unwrap_or_else(|| Located::new(SkillState::On, Origin::Default))
    }

    /// Whether project skills below `dir` are trusted: `dir` is a trusted folder or
    /// inside one.
    pub fn trusts(&self, dir: &Path) -> bool {
        trusts(&self.trusted, dir)
    }

    /// Writes the settings and skill states in force into `policy`.
    pub fn apply(&self, policy: &mut Policy) {
        self.settings.apply(policy);
        for skill in &self.skills {
            let list = match skill.state.value {
                SkillState::On => continue,
                SkillState::NameOnly => &mut policy.name_only_skills,
                SkillState::UserOnly => &mut policy.user_only_skills,
                SkillState::Off => &mut policy.disabled_skills,
            };
            if !list.contains(&skill.name) {
                list.push(skill.name.clone());
            }
        }
        for name in &self.enabled {
            if self.state_of(name).value == SkillState::On && !policy.enabled_skills.contains(name) {
                policy.enabled_skills.push(name.clone());
            }
        }
    }
}

/// Whether `dir` is one of `trusted` or inside one. Both sides are compared in their
/// real form when they exist, so a symlinked checkout matches its trusted target.
fn trusts(trusted: &[Located<PathBuf>], dir: &Path) -> bool {
    let dir = std::fs::canonicalize(dir).unwrap_or_else(|_| dir.to_path_buf());
    trusted.iter().any(|t| {
        let folder = std::fs::canonicalize(&t.value).unwrap_or_else(|_| t.value.clone());
        dir.starts_with(&folder)
    })
}

/// Takes the project's setting `from` into `slot` when it narrows what is in force
/// (`slot`'s value, else `default`); otherwise returns where it was set and why it was
/// refused.
fn narrow<T: Copy>(
    slot: &mut Option<Located<T>>,
    from: &Option<Located<T>>,
    default: T,
    narrows: impl Fn(T, T) -> bool,
    refusal: impl Fn(T, T) -> String,
) -> Option<(Origin, String)> {
    let set = from.as_ref()?;
    let current = slot.as_ref().map_or(default, |c| c.value);
    if narrows(set.value, current) {
        *slot = Some(set.clone());
        return None;
    }
    Some((set.origin.clone(), refusal(set.value, current)))
}

fn set_layouts(layouts: &mut [(&'static Layout, Located<bool>)], from: &[(String, Located<bool>)]) {
    for (name, on) in from {
        if let Some(entry) = layouts.iter_mut().find(|(l, _)| l.name == name) {
            entry.1 = on.clone();
        }
    }
}

fn set_state(skills: &mut Vec<EffectiveSkill>, name: &str, state: Located<SkillState>) {
    match skills.iter_mut().find(|s| s.name == name) {
        Some(skill) => skill.state = state,
        None => skills.push(EffectiveSkill {
            name: name.to_string(),
            state,
        }),
    }
}

/// `path` from a config file made absolute: `~/` is the home directory, and a
/// relative path is relative to `base`. `.` and `..` are resolved by name.
fn absolute(path: &Path, dirs: &HostDirs, base: &Path) -> PathBuf {
    let joined = match (path.strip_prefix("~"), &dirs.home) {
        (Ok(rest), Some(home)) => home.join(rest),
        _ => base.join(path),
    };
    let mut out = PathBuf::new();
    for component in joined.components() {
        match component {
            Component::ParentDir => {
                out.pop();
            }
            Component::CurDir => {}
            other => out.push(other),
        }
    }
    out
}

/// Whether `path` lies inside `root`, also after resolving symlinks: the longest part
/// of `path` that exists must resolve inside `root` (a link to a folder elsewhere, even
/// one that does not exist yet, is outside).
fn is_inside(path: &Path, root: &Path) -> bool {
    if !path.starts_with(root) {
        return false;
    }
    let Ok(real_root) = std::fs::canonicalize(root) else {
        return false;
    };
    let mut existing = path;
    loop {
        if std::fs::symlink_metadata(existing).is_ok() {
            // A dangling link resolves nowhere: refused.
            return std::fs::canonicalize(existing).is_ok_and(|real| real.starts_with(&real_root));
        }
        match existing.parent() {
            Some(parent) => existing = parent,
            None => return false,
        }
    }
}
