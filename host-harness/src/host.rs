//! [`Host`]: the compiled component, shared by every session and install of a
//! process, and [`SourceReader`], the component reading one source tree while
//! installing from it.

use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use wasmtime::Engine;
use wasmtime::component::Linker;

use crate::component::{
    Diagnostic, LintProfile, Policy, Root, RuntimePre, Scope, SkillError, SourceSurvey, StagedSkill, ValidationMode,
};
use crate::error::{self, HostError};
use crate::instance::Instance;
use crate::options::{HostOptions, Limits};
use crate::roots::{RootDir, absolute_label};
use crate::sandbox;
use crate::session::Session;
use crate::cache;

struct Inner {
    engine: Engine,
    pre: RuntimePre<sandbox::HostState>,
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

    pub(crate) fn pre(&self) -> &RuntimePre<sandbox::HostState> {
        &self.inner.pre
    }

    /// The component's default policy (every field documented in the WIT).
    pub fn default_policy(&self) -> Result<Policy, HostError> {
        let mut instance = Instance::new(self, &[])?;
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
        let mut instance = Instance::new(self, std::slice::from_ref(&spec))?;
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
        let instance = Instance::new(self, std::slice::from_ref(&source))?;
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
    instance: Instance,
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
