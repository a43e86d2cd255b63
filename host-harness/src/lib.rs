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

use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use wasmtime::component::{Component, Linker, ResourceAny};
use wasmtime::{Config, Engine, ResourceLimiter, Store, Trap};
use wasmtime_wasi::{FsPerms, ResourceTable, WasiCtx, WasiCtxBuilder, WasiCtxView, WasiView};

/// The README's Rust snippets are compiled as doctests, so they cannot drift from the API.
#[cfg(doctest)]
#[doc = include_str!("../../README.md")]
pub struct ReadmeDoctests;

pub mod watch;
pub use watch::{WatchHandle, watch};

mod bindings {
    wasmtime::component::bindgen!({
        path: "../wit",
        world: "runtime",
        additional_derives: [PartialEq, Eq],
    });
}

pub use bindings::exports::agentskills::runtime::skills::{
    Activation, Catalog, CatalogFormat, Diagnostic, Discovery, EntryKind, Invoker, NotFoundDetail, Policy,
    RefreshResult, ResourceEntry, Root, Scope, Severity, Skill, SkillError, ValidationMode,
};

/// The component, as built for `wasm32-wasip2` from `guest/`.
pub const COMPONENT: &[u8] = include_bytes!(env!("SKILLS_COMPONENT_PATH"));
/// The WIT package the component implements; hosts can check compatibility against it.
pub const WIT_PACKAGE: &str = "agentskills:runtime@0.1.0";
/// Path of the component file this crate embeds (the same bytes other hosts load).
pub const COMPONENT_PATH: &str = env!("SKILLS_COMPONENT_PATH");

/// Interval of the epoch ticker that enforces call deadlines.
const EPOCH_TICK: Duration = Duration::from_millis(5);
/// Guest path under which roots are preopened: `/roots/0`, `/roots/1`, ...
const GUEST_ROOTS: &str = "/roots";

/// Resource limits applied to every call.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Largest linear memory the guest may grow to. Default 256 MiB.
    pub memory_bytes: usize,
    /// Longest one call may run. Default 5 s.
    pub call_timeout: Duration,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            memory_bytes: 256 * 1024 * 1024,
            call_timeout: Duration::from_secs(5),
        }
    }
}

/// How to set up a [`Host`].
#[derive(Clone, Debug, Default)]
pub struct HostOptions {
    pub limits: Limits,
    /// Directory for the precompiled component (keyed by wasmtime version, engine
    /// settings and component hash). `None` compiles in memory every time.
    pub cache_dir: Option<PathBuf>,
    /// Forward the guest's stderr to this process's stderr (for debugging).
    pub forward_guest_stderr: bool,
}

impl HostOptions {
    /// The conventional cache location: `$SKILLS_CACHE_DIR`, else
    /// `$XDG_CACHE_HOME/agentskills-runtime`, else `~/.cache/agentskills-runtime`.
    pub fn default_cache_dir() -> Option<PathBuf> {
        if let Some(dir) = std::env::var_os("SKILLS_CACHE_DIR") {
            return Some(PathBuf::from(dir));
        }
        if let Some(dir) = std::env::var_os("XDG_CACHE_HOME").filter(|d| !d.is_empty()) {
            return Some(PathBuf::from(dir).join("agentskills-runtime"));
        }
        std::env::var_os("HOME").map(|home| PathBuf::from(home).join(".cache/agentskills-runtime"))
    }
}

/// Why a call did not complete. The session stays usable: the next call gets a
/// fresh instance.
#[derive(Debug)]
pub enum HostError {
    /// The call ran longer than [`Limits::call_timeout`].
    Timeout(Duration),
    /// The guest tried to grow its memory to `requested` bytes, over the cap.
    MemoryLimit { limit: usize, requested: usize },
    /// The guest trapped (a defect in the component).
    Trap(String),
    /// The engine, the component or a preopen could not be set up.
    Setup(String),
}

impl std::fmt::Display for HostError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            HostError::Timeout(t) => write!(f, "the component call exceeded its {} ms deadline", t.as_millis()),
            HostError::MemoryLimit { limit, requested } => write!(
                f,
                "the component exceeded its memory limit of {limit} bytes (asked for {requested})"
            ),
            HostError::Trap(m) => write!(f, "the component trapped: {m}"),
            HostError::Setup(m) => write!(f, "cannot set up the component: {m}"),
        }
    }
}

impl std::error::Error for HostError {}

/// A one-line human message for a [`SkillError`] (the generated `Display` is `Debug`-like).
pub fn describe(error: &SkillError) -> String {
    match error {
        SkillError::NotFound(d) if d.available.is_empty() => format!("not found: {}", d.message),
        SkillError::NotFound(d) => format!("not found: {} (available: {})", d.message, d.available.join(", ")),
        SkillError::Denied(m) => format!("denied: {m}"),
        SkillError::TooLarge(m) => format!("too large: {m}"),
        SkillError::Invalid(m) => format!("invalid: {m}"),
        SkillError::Io(m) => format!("io error: {m}"),
    }
}

fn setup<E: std::fmt::Display>(e: E) -> HostError {
    HostError::Setup(format!("{e:#}"))
}

/// Per-store state: the WASI context and the memory limiter.
struct HostState {
    ctx: WasiCtx,
    table: ResourceTable,
    memory_limit: usize,
    memory_denied: Option<usize>,
    /// Current size of the guest's linear memory (the last growth allowed).
    memory_size: usize,
}

impl WasiView for HostState {
    fn ctx(&mut self) -> WasiCtxView<'_> {
        WasiCtxView {
            ctx: &mut self.ctx,
            table: &mut self.table,
        }
    }
}

impl ResourceLimiter for HostState {
    fn memory_growing(&mut self, _current: usize, desired: usize, _maximum: Option<usize>) -> wasmtime::Result<bool> {
        if desired > self.memory_limit {
            self.memory_denied = Some(desired);
            wasmtime::bail!("memory limit of {} bytes exceeded", self.memory_limit);
        }
        self.memory_size = self.memory_size.max(desired);
        Ok(true)
    }

    fn table_growing(&mut self, _current: usize, desired: usize, _maximum: Option<usize>) -> wasmtime::Result<bool> {
        Ok(desired <= 100_000)
    }
}

struct Inner {
    engine: Engine,
    pre: bindings::RuntimePre<HostState>,
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

/// A skill directory on the host, to be preopened read-only.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RootDir {
    pub path: PathBuf,
    pub scope: Scope,
    /// Untrusted roots contribute nothing but a count (see the WIT `root.trusted`).
    pub trusted: bool,
}

impl RootDir {
    pub fn new(path: impl Into<PathBuf>, scope: Scope) -> Self {
        RootDir {
            path: path.into(),
            scope,
            trusted: true,
        }
    }

    pub fn untrusted(path: impl Into<PathBuf>, scope: Scope) -> Self {
        RootDir {
            path: path.into(),
            scope,
            trusted: false,
        }
    }
}

fn engine_config() -> Config {
    let mut config = Config::new();
    config.wasm_component_model(true);
    config.epoch_interruption(true);
    config
}

impl Host {
    /// Compiles (or loads from the cache) the embedded component.
    pub fn new(options: HostOptions) -> Result<Host, HostError> {
        let engine = Engine::new(&engine_config()).map_err(setup)?;
        let component = load_component(&engine, options.cache_dir.as_deref())?;
        let mut linker: Linker<HostState> = Linker::new(&engine);
        wasmtime_wasi::p2::add_to_linker_sync(&mut linker).map_err(setup)?;
        let instance_pre = linker.instantiate_pre(&component).map_err(setup)?;
        let pre = bindings::RuntimePre::new(instance_pre).map_err(setup)?;
        let ticker_stop = Arc::new(AtomicBool::new(false));
        spawn_epoch_ticker(engine.clone(), ticker_stop.clone());
        Ok(Host {
            inner: Arc::new(Inner {
                engine,
                pre,
                options,
                ticker_stop,
            }),
        })
    }

    pub fn limits(&self) -> Limits {
        self.inner.options.limits
    }

    /// The component's default policy (every field documented in the WIT).
    pub fn default_policy(&self) -> Result<Policy, HostError> {
        let mut live = Live::new(self, &[])?;
        live.guarded(|store, b, _| b.agentskills_runtime_skills().call_default_policy(store))
    }

    /// A registry over `roots` under `policy`. Nothing is read until the first call.
    pub fn session(&self, roots: Vec<RootDir>, policy: Policy) -> Session {
        Session {
            host: self.clone(),
            roots,
            policy,
            live: None,
            preopened: Vec::new(),
            version_base: 0,
            last_version: 0,
        }
    }

    /// The authoring lint on one skill directory (preopened read-only on its own).
    pub fn validate(&self, dir: &Path) -> Result<Vec<Diagnostic>, HostError> {
        let label = absolute_label(dir);
        let spec = RootDir::new(dir, Scope::Project);
        let mut live = Live::new(self, std::slice::from_ref(&spec))?;
        let root = Root {
            path: format!("{GUEST_ROOTS}/0"),
            scope: Scope::Project,
            label,
            trusted: true,
        };
        live.guarded(|store, b, _| b.agentskills_runtime_skills().call_validate(store, &root))
    }
}

fn spawn_epoch_ticker(engine: Engine, stop: Arc<AtomicBool>) {
    std::thread::Builder::new()
        .name("skills-epoch".into())
        .spawn(move || {
            while !stop.load(Ordering::Relaxed) {
                std::thread::sleep(EPOCH_TICK);
                engine.increment_epoch();
            }
        })
        .ok();
}

/// Loads the precompiled component from `cache_dir`, or compiles and stores it. The
/// file name covers the component hash and the engine's compatibility hash (wasmtime
/// version and settings), so a stale artifact is never even opened.
fn load_component(engine: &Engine, cache_dir: Option<&Path>) -> Result<Component, HostError> {
    let Some(dir) = cache_dir else {
        return Component::new(engine, COMPONENT).map_err(setup);
    };
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    engine.precompile_compatibility_hash().hash(&mut hasher);
    let file = dir.join(format!(
        "skills-{}-{:016x}.cwasm",
        env!("SKILLS_COMPONENT_HASH"),
        hasher.finish()
    ));
    if file.is_file() {
        // SAFETY: the file is written only by this function, from bytes produced by
        // `Engine::precompile_component` for this engine configuration; wasmtime
        // verifies its header against the engine before use.
        if let Ok(component) = unsafe { Component::deserialize_file(engine, &file) } {
            return Ok(component);
        }
    }
    let bytes = engine.precompile_component(COMPONENT).map_err(setup)?;
    // Best effort: a cache that cannot be written only costs the next start time.
    if std::fs::create_dir_all(dir).is_ok() {
        let tmp = file.with_extension(format!("tmp{}", std::process::id()));
        if std::fs::write(&tmp, &bytes).is_ok() && std::fs::rename(&tmp, &file).is_err() {
            let _ = std::fs::remove_file(&tmp);
        }
    }
    // SAFETY: `bytes` were just produced by `precompile_component` on this engine.
    unsafe { Component::deserialize(engine, &bytes) }.map_err(setup)
}

/// Host-side absolute form of a root, used in locations: canonical when it exists
/// (so `..` and a symlinked root show as the real directory), else made absolute.
pub fn absolute_label(path: &Path) -> String {
    std::fs::canonicalize(path)
        .or_else(|_| std::path::absolute(path))
        .unwrap_or_else(|_| path.to_path_buf())
        .to_string_lossy()
        .into_owned()
}

/// The WASI context the guest runs in: each existing root preopened read-only at
/// `/roots/<index>`, no environment, arguments or stdin, no sockets or name lookup,
/// stderr only when asked for. Public so embedders and tests can inspect exactly
/// what the guest is given.
pub fn sandbox_context(roots: &[RootDir], forward_stderr: bool) -> Result<WasiCtx, HostError> {
    let mut wasi = WasiCtxBuilder::new();
    wasi.allow_blocking_current_thread(true)
        .allow_tcp(false)
        .allow_udp(false)
        .allow_ip_name_lookup(false);
    if forward_stderr {
        wasi.inherit_stderr();
    }
    for (index, root) in roots.iter().enumerate() {
        // A missing root is not preopened; the guest reports it as a warning.
        if root.path.is_dir() {
            wasi.preopened_dir(&root.path, format!("{GUEST_ROOTS}/{index}"), FsPerms::ReadOnly)
                .map_err(|e| HostError::Setup(format!("cannot preopen {}: {e:#}", root.path.display())))?;
        }
    }
    Ok(wasi.build())
}

/// One instance of the component, its store and (for sessions) its registry.
struct Live {
    store: Store<HostState>,
    bindings: bindings::Runtime,
    registry: Option<ResourceAny>,
    limits: Limits,
}

impl Live {
    fn new(host: &Host, roots: &[RootDir]) -> Result<Live, HostError> {
        let options = &host.inner.options;
        let state = HostState {
            ctx: sandbox_context(roots, options.forward_guest_stderr)?,
            table: ResourceTable::new(),
            memory_limit: options.limits.memory_bytes,
            memory_denied: None,
            memory_size: 0,
        };
        let mut store = Store::new(&host.inner.engine, state);
        store.limiter(|state| state as &mut dyn ResourceLimiter);
        arm_deadline(&mut store, options.limits.call_timeout);
        let bindings = host
            .inner
            .pre
            .instantiate(&mut store)
            .map_err(|e| classify(e, &store, options.limits))?;
        Ok(Live {
            store,
            bindings,
            registry: None,
            limits: options.limits,
        })
    }

    /// Runs one call under the deadline and memory cap.
    fn guarded<R>(
        &mut self,
        call: impl FnOnce(&mut Store<HostState>, &bindings::Runtime, Option<ResourceAny>) -> wasmtime::Result<R>,
    ) -> Result<R, HostError> {
        let limits = self.limits;
        arm_deadline(&mut self.store, limits.call_timeout);
        self.store.data_mut().memory_denied = None;
        call(&mut self.store, &self.bindings, self.registry).map_err(|e| classify(e, &self.store, limits))
    }
}

fn arm_deadline(store: &mut Store<HostState>, timeout: Duration) {
    let ticks = timeout.as_micros().div_ceil(EPOCH_TICK.as_micros()).max(1) as u64;
    store.set_epoch_deadline(ticks);
    store.epoch_deadline_trap();
}

fn classify(error: wasmtime::Error, store: &Store<HostState>, limits: Limits) -> HostError {
    if let Some(requested) = store.data().memory_denied {
        return HostError::MemoryLimit {
            limit: limits.memory_bytes,
            requested,
        };
    }
    if error.downcast_ref::<Trap>() == Some(&Trap::Interrupt) {
        return HostError::Timeout(limits.call_timeout);
    }
    HostError::Trap(format!("{error:#}"))
}

/// A registry of skills inside one component instance. After a failed call the
/// instance is dropped and the next call starts a fresh one (and rediscovers).
pub struct Session {
    host: Host,
    roots: Vec<RootDir>,
    policy: Policy,
    live: Option<Live>,
    /// Identity of each root when the live instance preopened it.
    preopened: Vec<Option<RootIdentity>>,
    /// Catalog versions of earlier instances, so the version never goes back.
    version_base: u64,
    last_version: u64,
}

/// What a preopen is bound to: the directory's device and inode. A root created,
/// deleted or replaced after the preopen needs a new instance to be seen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct RootIdentity {
    device: u64,
    inode: u64,
}

fn root_identity(path: &Path) -> Option<RootIdentity> {
    use std::os::unix::fs::MetadataExt;
    let meta = std::fs::metadata(path).ok().filter(|m| m.is_dir())?;
    Some(RootIdentity {
        device: meta.dev(),
        inode: meta.ino(),
    })
}

impl Session {
    fn live(&mut self) -> Result<&mut Live, HostError> {
        let identities: Vec<Option<RootIdentity>> = self.roots.iter().map(|r| root_identity(&r.path)).collect();
        if self.live.is_some() && identities != self.preopened {
            self.live = None;
        }
        if self.live.is_none() {
            self.version_base = self.last_version;
            self.preopened = identities;
            let mut live = Live::new(&self.host, &self.roots)?;
            let roots: Vec<Root> = self
                .roots
                .iter()
                .enumerate()
                .map(|(index, root)| Root {
                    path: format!("{GUEST_ROOTS}/{index}"),
                    scope: root.scope,
                    label: absolute_label(&root.path),
                    trusted: root.trusted,
                })
                .collect();
            let policy = self.policy.clone();
            let registry = live.guarded(|store, b, _| {
                b.agentskills_runtime_skills()
                    .registry()
                    .call_constructor(store, &roots, &policy)
            })?;
            live.registry = Some(registry);
            self.live = Some(live);
        }
        Ok(self.live.as_mut().expect("set above"))
    }

    fn call<R>(
        &mut self,
        call: impl FnOnce(&mut Store<HostState>, &bindings::Runtime, ResourceAny) -> wasmtime::Result<R>,
    ) -> Result<R, HostError> {
        let live = self.live()?;
        let result = live.guarded(|store, b, registry| match registry {
            Some(registry) => call(store, b, registry),
            None => wasmtime::bail!("registry missing"),
        });
        if result.is_err() {
            self.live = None;
        }
        result
    }

    /// Scans the roots again.
    pub fn discover(&mut self) -> Result<Discovery, HostError> {
        self.call(|s, b, r| b.agentskills_runtime_skills().registry().call_discover(s, r))
    }

    /// Re-stats the roots and re-parses only changed files (see the WIT `refresh`).
    ///
    /// When a root was created, deleted or replaced since the instance preopened it,
    /// the instance is rebuilt first. Versions continue from the previous instance's,
    /// so they never repeat; the first refresh of a rebuilt instance reports a change.
    pub fn refresh(&mut self) -> Result<RefreshResult, HostError> {
        let mut result = self.call(|s, b, r| b.agentskills_runtime_skills().registry().call_refresh(s, r))?;
        result.version += self.version_base;
        self.last_version = result.version;
        Ok(result)
    }

    /// Size of the live instance's linear memory in bytes (0 when no instance is live).
    pub fn guest_memory_bytes(&self) -> usize {
        self.live.as_ref().map_or(0, |live| live.store.data().memory_size)
    }

    /// The model-facing catalog.
    pub fn catalog(&mut self, format: CatalogFormat) -> Result<Catalog, HostError> {
        self.call(|s, b, r| b.agentskills_runtime_skills().registry().call_catalog(s, r, format))
    }

    /// Activates a skill. `arguments` is the raw argument string ("" for none).
    pub fn activate(
        &mut self,
        name: &str,
        invoker: Invoker,
        arguments: &str,
    ) -> Result<Result<Activation, SkillError>, HostError> {
        self.call(|s, b, r| {
            b.agentskills_runtime_skills()
                .registry()
                .call_activate(s, r, name, invoker, arguments)
        })
    }

    /// Reads a file of a skill, confined to the skill directory.
    pub fn read_resource(
        &mut self,
        skill: &str,
        path: &str,
        invoker: Invoker,
    ) -> Result<Result<Vec<u8>, SkillError>, HostError> {
        self.call(|s, b, r| {
            b.agentskills_runtime_skills()
                .registry()
                .call_read_resource(s, r, skill, path, invoker)
        })
    }

    /// Lists a directory of a skill.
    pub fn list_resources(
        &mut self,
        skill: &str,
        dir: &str,
        invoker: Invoker,
    ) -> Result<Result<Vec<ResourceEntry>, SkillError>, HostError> {
        self.call(|s, b, r| {
            b.agentskills_runtime_skills()
                .registry()
                .call_list_resources(s, r, skill, dir, invoker)
        })
    }
}

/// Quotes words so the guest's shell-like splitting gives them back unchanged
/// (`alpha`, `beta gamma` → `alpha 'beta gamma'`).
pub fn join_arguments<S: AsRef<str>>(words: &[S]) -> String {
    words
        .iter()
        .map(|w| {
            let w = w.as_ref();
            let plain = !w.is_empty() && w.chars().all(|c| c.is_alphanumeric() || "-_./:=@%+,".contains(c));
            if plain {
                w.to_string()
            } else {
                format!("'{}'", w.replace('\'', "'\\''"))
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn store(memory_denied: Option<usize>) -> Store<HostState> {
        let engine = Engine::new(&engine_config()).unwrap();
        let state = HostState {
            ctx: WasiCtxBuilder::new().build(),
            table: ResourceTable::new(),
            memory_limit: 1024,
            memory_denied,
            memory_size: 0,
        };
        Store::new(&engine, state)
    }

    #[test]
    fn a_guest_trap_is_reported_as_a_trap_with_its_reason() {
        let error = wasmtime::Error::from(Trap::UnreachableCodeReached);
        match classify(error, &store(None), Limits::default()) {
            HostError::Trap(message) => assert!(message.contains("unreachable"), "{message}"),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn an_epoch_interrupt_is_a_timeout_and_a_denied_growth_is_the_memory_limit() {
        let limits = Limits {
            memory_bytes: 1024,
            call_timeout: Duration::from_millis(7),
        };
        let interrupt = wasmtime::Error::from(Trap::Interrupt);
        assert!(matches!(classify(interrupt, &store(None), limits), HostError::Timeout(t) if t.as_millis() == 7));
        let trap = wasmtime::Error::from(Trap::UnreachableCodeReached);
        assert!(matches!(
            classify(trap, &store(Some(4096)), limits),
            HostError::MemoryLimit {
                limit: 1024,
                requested: 4096
            }
        ));
    }

    #[test]
    fn arguments_are_quoted_so_shell_splitting_gives_them_back() {
        assert_eq!(
            join_arguments(&["alpha", "beta gamma", "it's", ""]),
            "alpha 'beta gamma' 'it'\\''s' ''"
        );
    }
}
