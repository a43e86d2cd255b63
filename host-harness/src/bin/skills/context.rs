//! What a command runs with: the host, the config in force, the roots and the policy,
//! built once from the shared options. Warnings about the config and the project, and
//! the hint for untrusted project folders, go to stderr here, once.

use std::cell::Cell;

use skills_host::{
    Config, Diagnostic, Host, HostDirs, HostError, Policy, PreparedSession, Project, RefreshResult, RootPlan, Session,
    forget_links_into_other_roots,
};

use crate::output::warn;
use crate::{CliError, Global};

/// The host, the config and the roots of one run.
pub struct Context {
    pub host: Host,
    pub dirs: HostDirs,
    pub project: Option<Project>,
    pub config: Config,
    pub plan: RootPlan,
    pub policy: Policy,
    /// Probe this host for the skills' requirements.
    pub eligibility: bool,
    /// `--touched`, relative to the project root, for `touch-paths`.
    pub touched: Vec<String>,
    /// The instance that gave the default policy, over the planned roots: the first
    /// [`session`](Context::session) starts on it.
    prepared: Cell<Option<PreparedSession>>,
}

impl Context {
    /// Everything but the host: reading config files and planning roots is cheap, and
    /// commands that only write the config need no component.
    pub fn without_host(global: &Global) -> Result<(HostDirs, Option<Project>, Config, RootPlan), CliError> {
        let dirs = HostDirs::from_env();
        let project = match Project::of_current_dir() {
            Ok(project) => {
                for warning in &project.warnings {
                    warn(warning);
                }
                Some(project)
            }
            Err(why) => {
                warn(&why);
                None
            }
        };
        let flags = global.policy.settings(&global.roots);
        let states = global.policy.states();
        let config = if global.roots.no_config {
            Config::resolve(&dirs, project.as_ref(), None, None, &flags, &states)
        } else {
            Config::load(&dirs, project.as_ref(), &flags, &states)?
        };
        for warning in &config.warnings {
            warn(&warning.to_string());
        }
        let explicit = global.roots.explicit();
        let plan = if explicit.is_empty() {
            RootPlan::new(&dirs, project.as_ref(), &config)
        } else {
            RootPlan::explicit(&explicit)
        };
        Ok((dirs, project, config, plan))
    }

    /// The whole context: config, roots, and the compiled component with the policy.
    pub fn new(global: &Global) -> Result<Context, CliError> {
        let (dirs, project, config, plan) = Context::without_host(global)?;
        let host = Host::new(global.limits.host_options())?;
        let (mut policy, prepared) = match host.prepare_session(plan.session_roots()) {
            Ok(prepared) => (prepared.default_policy().clone(), Some(prepared)),
            // A root that cannot be preopened is reported by the command that uses
            // it, as before; the policy comes from an instance of its own.
            Err(_) => (host.default_policy()?, None),
        };
        config.apply(&mut policy);
        if global.policy.tilde {
            policy.home_label = dirs.home.as_ref().map(|h| h.to_string_lossy().into_owned());
        }
        policy.list_resources_on_activation = global.policy.list_resources;
        policy.honor_paths = !global.policy.ignore_paths;
        let touched = match &project {
            Some(project) => global
                .policy
                .touched
                .iter()
                .filter_map(|path| project.touched_path(path).map_err(|why| warn(&why)).ok())
                .collect(),
            None => {
                if !global.policy.touched.is_empty() {
                    warn("--touched is ignored: there is no project to make the paths relative to");
                }
                Vec::new()
            }
        };
        let context = Context {
            host,
            dirs,
            project,
            config,
            plan,
            policy,
            eligibility: !global.policy.no_eligibility,
            touched,
            prepared: Cell::new(prepared),
        };
        context.hint_untrusted();
        Ok(context)
    }

    /// The context, a session over its roots, and what discovering (and probing this
    /// host) found: where every command that reads skills starts.
    ///
    /// The session lives until the process ends: these commands end it right after,
    /// and the kernel takes back a store and the compiled code at exit faster than
    /// wasmtime's teardown does (about 0.4M of an empty `skills catalog`'s 5.8M
    /// instructions, see docs/performance.md). Nothing is left unwritten: the session holds only
    /// memory, descriptors opened read-only and the epoch ticker.
    pub fn discovered(global: &Global) -> Result<(Context, &'static mut Session, Vec<Diagnostic>), CliError> {
        let context = Context::new(global)?;
        let session = Box::leak(Box::new(context.session()));
        let diagnostics = context.discover(session)?;
        Ok((context, session, diagnostics))
    }

    /// A session over the planned roots under the policy.
    pub fn session(&self) -> Session {
        match self.prepared.take() {
            Some(prepared) => prepared.into_session(self.policy.clone()),
            None => self.host.session(self.plan.session_roots(), self.policy.clone()),
        }
    }

    /// Says, once, how many project folders are withheld and how to trust them.
    fn hint_untrusted(&self) {
        // Roots named on the command line are the user's own choice, trusted or not.
        if self
            .plan
            .roots
            .iter()
            .any(|r| matches!(r.source, skills_host::RootSource::Flag(_)))
        {
            return;
        }
        let withheld: Vec<String> = self.plan.withheld().map(|r| self.dirs.shown(&r.path)).collect();
        if withheld.is_empty() {
            return;
        }
        let folder = self
            .project
            .as_ref()
            .map(|p| p.root.display().to_string())
            .unwrap_or_else(|| ".".to_string());
        let (count, its, them) = match withheld.len() {
            1 => ("1 project skill folder is".to_string(), "its", "it"),
            n => (format!("{n} project skill folders are"), "their", "them"),
        };
        warn(&format!(
            "{count} not trusted, so {its} skills are not loaded: {}. To trust {them}: skills trust {folder}",
            withheld.join(", ")
        ));
    }

    /// Discovers, then (unless `--no-eligibility`) tells the component what this host
    /// has for the skills' requirements, and which files were touched (`--touched`).
    /// Returns every current diagnostic.
    pub fn discover(&self, session: &mut Session) -> Result<Vec<Diagnostic>, HostError> {
        let mut diagnostics = if self.eligibility {
            let discovery = session.discover()?;
            crate::stats::step(session, "discover");
            let RefreshResult { diagnostics, .. } = session.probe_this_host(&discovery)?;
            diagnostics
        } else {
            // Only the diagnostics are needed. A fresh session's first refresh scans
            // exactly as `discover` does and returns only them, instead of every skill
            // lifted into host types (0.85 ms of a corpus catalog, docs/performance.md).
            let RefreshResult { diagnostics, .. } = session.refresh()?;
            crate::stats::step(session, "discover");
            diagnostics
        };
        if !self.touched.is_empty() {
            diagnostics.extend(session.touch_paths(&self.touched)?.diagnostics);
        }
        self.tidy(&mut diagnostics);
        Ok(diagnostics)
    }

    /// Leaves out what is not news to a person: links into another root (one skill
    /// reached twice counts once, without a warning).
    pub fn tidy(&self, diagnostics: &mut Vec<Diagnostic>) {
        forget_links_into_other_roots(&self.plan.session_roots(), diagnostics);
    }
}
