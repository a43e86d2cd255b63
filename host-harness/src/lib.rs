//! wasmtime host for the Agent Skills component.
//!
//! The component is embedded in this crate (built by `build.rs`). Every skill root is
//! preopened read-only at its own guest path; the guest gets no environment
//! variables, arguments, stdin or network. Every call runs under a memory cap and a
//! time deadline; a call that breaks one fails with a [`HostError`] and the next call
//! runs on a fresh instance.
//!
//! ```no_run
//! use skills_host::{Host, HostOptions, RootDir, Scope, CatalogFormat};
//! let host = Host::new(HostOptions::default())?;
//! let mut session = host.session(
//!     vec![RootDir::new("/home/me/.agents/skills", Scope::User)],
//!     host.default_policy()?,
//! );
//! println!("{}", session.catalog(CatalogFormat::Xml)?.text);
//! # Ok::<(), skills_host::HostError>(())
//! ```
//!
//! Where skills come from ([`layout`](Layout)s, the [`Project`] walk-up, the
//! [`config`] files and the [`RootPlan`] they make) is part of this library, so every
//! host built on it finds the same skills as the `skills` CLI and MCP server do:
//!
//! ```no_run
//! use skills_host::{Config, Host, HostDirs, HostOptions, Project, RootPlan, Settings, CatalogFormat};
//! let dirs = HostDirs::from_env();
//! let project = Project::find(&std::env::current_dir().unwrap());
//! let config = Config::load(&dirs, Some(&project), &Settings::default(), &[])?;
//! let host = Host::new(HostOptions::default())?;
//! let mut policy = host.default_policy()?;
//! config.apply(&mut policy);
//! let plan = RootPlan::new(&dirs, Some(&project), &config);
//! let mut session = host.session(plan.session_roots(), policy);
//! println!("{}", session.catalog(CatalogFormat::Xml)?.text);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
#![deny(missing_docs)]

use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use wasmtime::Engine;
use wasmtime::component::Linker;

mod arguments;
mod atomic_write;
mod cache;
pub mod config;
mod error;
mod facts;
pub mod install;
mod instance;
mod json;
mod layout;
#[cfg(feature = "cli")]
pub mod mcp;
mod names;
mod options;
mod project;
mod roots;
mod sandbox;
mod session;
mod sources;
mod text;
mod tools;
#[cfg(feature = "cli")]
pub mod watch;

pub use arguments::join_arguments;
pub use config::{Config, ConfigError, ConfigScope, ConfigWarning, Located, Origin, Settings, SkillState};
pub use error::{HostError, describe};
pub use facts::{MAX_PROBED_NAMES, host_os, probe_host_facts, probe_with};
pub use json::{diagnostic_json, skill_json};
pub use layout::{HostDirs, LAYOUTS, Layout};
pub use names::UnknownName;
pub use options::{HostOptions, Limits};
pub use project::Project;
pub use roots::{RootDir, absolute_label};
pub use sandbox::sandbox_context;
pub use session::{Outcome, Session, requirements_of};
pub use sources::{PlannedRoot, RootPlan, RootSource, default_roots, forget_links_into_other_roots};
pub use text::{NAMES_SHOWN, diagnostic_line, human_message, terminal_safe};
pub use tools::ToolCall;
#[cfg(feature = "cli")]
pub use watch::{WatchHandle, watch, watch_roots};

/// The Rust snippets of `docs/embedding.md` are compiled as doctests, so they cannot
/// drift from the API.
#[cfg(doctest)]
#[doc = include_str!("../../docs/embedding.md")]
pub struct EmbeddingDoctests;

/// The generated WIT bindings. Private: the types hosts use are re-exported below.
#[allow(missing_docs)]
mod bindings {
    wasmtime::component::bindgen!({
        path: "../wit",
        world: "runtime",
        additional_derives: [PartialEq, Eq],
    });
}

pub use bindings::exports::agentskills::runtime::skills::{
    Activation, Catalog, CatalogFormat, Diagnostic, Discovery, EntryKind, HostFacts, HostHints, Invoker, LintProfile,
    ManifestFile, NotFoundDetail, Policy, RefreshResult, Requirements, ResourceEntry, Root, Scope, Severity, Skill,
    SkillError, SkillManifest, SourceSkill, SourceSurvey, StagedFile, StagedSkill, TouchResult, ValidationMode,
    WithheldReason, WithheldSkill,
};

/// The component, as built for `wasm32-wasip2` from `guest/`.
pub const COMPONENT: &[u8] = include_bytes!(env!("SKILLS_COMPONENT_PATH"));
/// The WIT package the component implements; hosts can check compatibility against it.
pub const WIT_PACKAGE: &str = "agentskills:runtime@0.5.0";
/// Path of the component file this crate embeds (the same bytes other hosts load).
pub const COMPONENT_PATH: &str = env!("SKILLS_COMPONENT_PATH");

struct Inner {
    engine: Engine,
    pre: bindings::RuntimePre<sandbox::HostState>,
    options: HostOptions,
    ticker_stop: Arc<AtomicBool>,
}

impl Drop for Inner {
    fn drop(&mut self) {
        self.ticker_stop.store(true, Ordering::Relaxed);
    }
}

/// A compiled component ready to instantiate. Cheap to clone; share one per process.
#[derive(Clone)]
pub struct Host {
    inner: Arc<Inner>,
}

impl Host {
    /// Compiles (or loads from the cache) the embedded component.
    pub fn new(options: HostOptions) -> Result<Host, HostError> {
        let engine = Engine::new(&sandbox::engine_config()).map_err(error::setup)?;
        let component = cache::load_component(&engine, options.cache_dir.as_deref())?;
        let mut linker: Linker<sandbox::HostState> = Linker::new(&engine);
        wasmtime_wasi::p2::add_to_linker_sync(&mut linker).map_err(error::setup)?;
        let instance_pre = linker.instantiate_pre(&component).map_err(error::setup)?;
        let pre = bindings::RuntimePre::new(instance_pre).map_err(error::setup)?;
        let ticker_stop = Arc::new(AtomicBool::new(false));
        sandbox::spawn_epoch_ticker(engine.clone(), ticker_stop.clone());
        Ok(Host {
            inner: Arc::new(Inner {
                engine,
                pre,
                options,
                ticker_stop,
            }),
        })
    }

    /// The limits every call runs under.
    pub fn limits(&self) -> Limits {
        self.inner.options.limits
    }

    pub(crate) fn options(&self) -> &HostOptions {
        &self.inner.options
    }

    pub(crate) fn engine(&self) -> &Engine {
        &self.inner.engine
    }

    pub(crate) fn pre(&self) -> &bindings::RuntimePre<sandbox::HostState> {
        &self.inner.pre
    }

    /// The component's default policy (every field documented in the WIT).
    pub fn default_policy(&self) -> Result<Policy, HostError> {
        let mut instance = instance::Instance::new(self, &[])?;
        instance.call(|store, b| b.agentskills_runtime_skills().call_default_policy(store))
    }

    /// A registry over `roots` under `policy`. Nothing is read until the first call.
    pub fn session(&self, roots: Vec<RootDir>, policy: Policy) -> Session {
        Session::new(self.clone(), roots, policy)
    }

    /// The authoring lint on one skill directory (preopened read-only on its own),
    /// against the specification alone.
    pub fn validate(&self, dir: &Path) -> Result<Vec<Diagnostic>, HostError> {
        self.validate_with(dir, LintProfile::Spec)
    }

    /// The authoring lint, accepting (and shape-checking) `profile`'s fields too.
    pub fn validate_with(&self, dir: &Path, profile: LintProfile) -> Result<Vec<Diagnostic>, HostError> {
        let spec = RootDir::new(dir, Scope::Project);
        let mut instance = instance::Instance::new(self, std::slice::from_ref(&spec))?;
        let root = Root {
            path: sandbox::guest_root_path(0),
            scope: Scope::Project,
            label: absolute_label(dir),
            trusted: true,
        };
        instance.call(|store, b| b.agentskills_runtime_skills().call_validate(store, &root, profile))
    }

    /// Installing, step one (the WIT `survey-source`), in an instance of its own:
    /// see [`SourceReader::survey`].
    pub fn survey_source(
        &self,
        dir: &Path,
        archive: Option<&str>,
        label: &str,
        validation: ValidationMode,
    ) -> Result<Result<SourceSurvey, SkillError>, HostError> {
        self.source_reader(dir, label)?.survey(archive, validation)
    }

    /// Installing, step two (the WIT `stage-skill`), in an instance of its own: see
    /// [`SourceReader::stage`].
    pub fn stage_skill(
        &self,
        dir: &Path,
        archive: Option<&str>,
        label: &str,
        path: &str,
        validation: ValidationMode,
    ) -> Result<Result<StagedSkill, SkillError>, HostError> {
        self.source_reader(dir, label)?.stage(archive, path, validation)
    }

    /// The component with only the source tree at `dir` preopened (read-only), for
    /// one install: `label` (a URL, a path) is the place its diagnostics name.
    pub fn source_reader(&self, dir: &Path, label: &str) -> Result<SourceReader, HostError> {
        let source = RootDir::new(dir, Scope::User);
        let instance = instance::Instance::new(self, std::slice::from_ref(&source))?;
        let root = Root {
            path: sandbox::guest_root_path(0),
            scope: Scope::User,
            label: label.to_string(),
            trusted: true,
        };
        Ok(SourceReader { instance, root })
    }
}

/// One source tree as the component reads it while installing from it. One instance
/// serves the survey and every skill staged, so it is made once and an archive is
/// unpacked once (the component keeps the last archive it unpacked, keyed by its
/// path, size and modification time, until the reader is dropped).
pub struct SourceReader {
    instance: instance::Instance,
    root: Root,
}

impl SourceReader {
    /// Installing, step one (the WIT `survey-source`): the skills the tree holds, each
    /// checked. With `archive`, the file of that name in the tree is unpacked (in the
    /// component) and surveyed instead.
    pub fn survey(
        &mut self,
        archive: Option<&str>,
        validation: ValidationMode,
    ) -> Result<Result<SourceSurvey, SkillError>, HostError> {
        let root = &self.root;
        self.instance.call(|store, b| {
            b.agentskills_runtime_skills()
                .call_survey_source(store, root, archive, validation)
        })
    }

    /// Installing, step two (the WIT `stage-skill`): the files of the skill at `path`
    /// in the tree (or in `archive`, unpacked) that may be installed, with their bytes,
    /// or why none may.
    pub fn stage(
        &mut self,
        archive: Option<&str>,
        path: &str,
        validation: ValidationMode,
    ) -> Result<Result<StagedSkill, SkillError>, HostError> {
        let root = &self.root;
        self.instance.call(|store, b| {
            b.agentskills_runtime_skills()
                .call_stage_skill(store, root, archive, path, validation)
        })
    }
}
