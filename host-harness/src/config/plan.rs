//! Where skills come from: every root a run considers (each layout's user folder, its
//! folder in the working directory and each ancestor up to the repository root, the
//! config's extra roots), in precedence order, with whether it exists and is trusted.
//! The CLI, the MCP server and install share this; the component only ever sees the
//! roots it yields.

use std::path::{Path, PathBuf};

use crate::component::Scope;
use crate::config::{Config, Origin};
use crate::roots::layout::{HostDirs, Layout};
use crate::roots::project::Project;
use crate::roots::root_dir::RootDir;

/// Why a root is considered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RootSource {
    /// A layout's folder (user folder, or a project folder found by the walk-up).
    Layout(&'static Layout),
    /// A `[[roots]]` entry of a config file.
    Config(Origin),
    /// A command-line flag (`--project`, `--global`, ...).
    Flag(&'static str),
}

impl RootSource {
    /// `agents`, `claude`, ... for a layout; `config` or `flag` otherwise.
    pub fn label(&self) -> &'static str {
        match self {
            RootSource::Layout(layout) => layout.name,
            RootSource::Config(_) => "config",
            RootSource::Flag(_) => "flag",
        }
    }
}

/// One root a run considers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlannedRoot {
    /// The directory.
    pub path: PathBuf,
    /// Its scope.
    pub scope: Scope,
    /// Why it is considered.
    pub source: RootSource,
    /// Whether it is a directory now.
    pub exists: bool,
    /// Whether its skills may be loaded. Project folders found by the walk-up are
    /// trusted only inside a folder of the user config's `[trust] folders`.
    pub trusted: bool,
    /// The earlier root it is the same directory as (by real path): it is not
    /// searched twice.
    pub duplicate_of: Option<PathBuf>,
}

impl PlannedRoot {
    /// Whether the component is given this root.
    pub fn is_searched(&self) -> bool {
        self.duplicate_of.is_none() && (self.exists || !matches!(self.source, RootSource::Layout(_)))
    }

    /// Whether it exists and holds skills that are withheld because it is not trusted.
    pub fn is_withheld(&self) -> bool {
        self.is_searched() && self.exists && !self.trusted
    }
}

/// Every root a run considers, in precedence order: project roots (closest directory
/// first, then layout order), user roots, plugin roots.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RootPlan {
    /// The roots.
    pub roots: Vec<PlannedRoot>,
    /// Which linked skill folders the roots follow (config `[links]`).
    pub links: crate::roots::links::LinkPolicy,
}

impl RootPlan {
    /// The roots of `config`'s layouts and extra roots, for the project `project`
    /// (`None`: no project folders, e.g. the working directory is gone).
    pub fn new(dirs: &HostDirs, project: Option<&Project>, config: &Config) -> RootPlan {
        let mut candidates: Vec<(PathBuf, Scope, RootSource, bool)> = Vec::new();
        // User roots first: when the home directory is also the project (no repository
        // above it), its folders are the user's own.
        for (layout, on) in &config.user_layouts {
            if on.value
                && let Some(dir) = layout.user_dir(dirs)
            {
                candidates.push((dir, Scope::User, RootSource::Layout(layout), true));
            }
        }
        let extra = |scope_is_project: bool| {
            config
                .roots
                .iter()
                .filter(move |r| (r.value.scope == Scope::Project) == scope_is_project)
                .map(|r| {
                    (
                        r.value.path.clone(),
                        r.value.scope,
                        RootSource::Config(r.origin.clone()),
                        true,
                    )
                })
        };
        candidates.extend(extra(false));
        if let Some(project) = project {
            for dir in &project.directories {
                let trusted = config.trusts(dir);
                for (layout, on) in &config.project_layouts {
                    if on.value {
                        candidates.push((
                            dir.join(layout.project),
                            Scope::Project,
                            RootSource::Layout(layout),
                            trusted,
                        ));
                    }
                }
            }
        }
        // The config's project roots (the user's, or a trusted project's own) come after
        // the layout folders of the walk.
        candidates.extend(extra(true));
        let mut plan = RootPlan {
            links: config.links.clone(),
            ..RootPlan::default()
        };
        let mut seen: Vec<(PathBuf, PathBuf)> = Vec::new();
        for (path, scope, source, trusted) in candidates {
            plan.push(path, scope, source, trusted, &mut seen);
        }
        plan.sort();
        plan
    }

    /// Exactly the roots given (the CLI's root flags): trusted unless said otherwise,
    /// searched whether or not they exist (a missing one is the component's warning).
    pub fn explicit(roots: &[(RootDir, &'static str)]) -> RootPlan {
        let mut plan = RootPlan::default();
        let mut seen = Vec::new();
        for (root, flag) in roots {
            plan.push(
                root.path.clone(),
                root.scope,
                RootSource::Flag(flag),
                root.trusted,
                &mut seen,
            );
        }
        plan.sort();
        plan
    }

    fn push(
        &mut self,
        path: PathBuf,
        scope: Scope,
        source: RootSource,
        trusted: bool,
        seen: &mut Vec<(PathBuf, PathBuf)>,
    ) {
        let real = std::fs::canonicalize(&path).ok();
        let exists = real.as_deref().is_some_and(Path::is_dir);
        let duplicate_of = real
            .as_ref()
            .and_then(|real| seen.iter().find(|(r, _)| r == real))
            .map(|(_, first)| first.clone());
        if let (Some(real), None) = (&real, &duplicate_of) {
            seen.push((real.clone(), path.clone()));
        }
        // The folder is searched once, where it came first; if the user trusts it under
        // another name (a `[[roots]]` entry, a user folder), that trust holds there too.
        if let Some(first) = &duplicate_of
            && trusted
            && let Some(kept) = self
                .roots
                .iter_mut()
                .find(|r| &r.path == first && r.duplicate_of.is_none())
        {
            kept.trusted = true;
        }
        self.roots.push(PlannedRoot {
            path,
            scope,
            source,
            exists,
            trusted,
            duplicate_of,
        });
    }

    /// Project, then user, then plugin roots; the order within a scope is kept.
    fn sort(&mut self) {
        let rank = |scope: Scope| match scope {
            Scope::Project => 0,
            Scope::User => 1,
            Scope::Plugin => 2,
            Scope::Builtin => 3,
        };
        self.roots.sort_by_key(|r| rank(r.scope));
    }

    /// The roots to give the component, in precedence order.
    pub fn session_roots(&self) -> Vec<RootDir> {
        self.roots
            .iter()
            .filter(|r| r.is_searched())
            .map(|r| RootDir {
                path: r.path.clone(),
                scope: r.scope,
                trusted: r.trusted,
                links: self.links.clone(),
            })
            .collect()
    }

    /// The existing roots whose skills are withheld until their folder is trusted.
    pub fn withheld(&self) -> impl Iterator<Item = &PlannedRoot> {
        self.roots.iter().filter(|r| r.is_withheld())
    }
}

/// The roots a host should search from the working directory `cwd` under `config`:
/// every layout's folders, the walk-up to the repository root, and the config's extra
/// roots, untrusted project folders included (the component counts their skills and
/// loads none). The one-call form of [`Project::find`] and [`RootPlan::new`].
pub fn default_roots(cwd: &Path, config: &Config) -> Vec<RootDir> {
    let project = Project::find(cwd);
    RootPlan::new(&HostDirs::from_env(), Some(&project), config).session_roots()
}

/// Drops the `symlink-escape` warnings of links that lead into another root of `roots`:
/// such a skill (`.claude/skills/pdf -> ../../.agents/skills/pdf`) is found through the
/// root it lives in (or counted there, when that root is untrusted), so it counts once,
/// without a warning. The component
/// cannot tell (a sandboxed guest may not even read a link that leaves its preopen);
/// the host can, from the link's real path alone. Hosts that show diagnostics to
/// people call this on them (the component's own output stays identical on every host).
pub fn forget_links_into_other_roots(roots: &[RootDir], diagnostics: &mut Vec<crate::component::Diagnostic>) {
    if !diagnostics.iter().any(|d| d.code == "symlink-escape") {
        return;
    }
    let real_roots: Vec<PathBuf> = roots
        .iter()
        .filter_map(|r| std::fs::canonicalize(&r.path).ok())
        .collect();
    diagnostics.retain(|d| {
        if d.code != "symlink-escape" {
            return true;
        }
        let Ok(real) = std::fs::canonicalize(&d.path) else {
            return true;
        };
        let link = Path::new(&d.path);
        !real_roots
            .iter()
            .any(|root| real.starts_with(root) && !link.starts_with(root))
    });
}
