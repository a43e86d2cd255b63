//! The sandbox every call runs in: the WASI context (read-only preopens and nothing
//! else), the memory cap, the per-call deadline, and how a failed call is classified.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use wasmtime::{Config, Engine, ResourceLimiter, Store, Trap};
use wasmtime_wasi::filesystem::WasiFilesystemCtxView;
use wasmtime_wasi::{FsPerms, ResourceTable, WasiCtx, WasiCtxBuilder, WasiCtxView, WasiView};

use crate::roots::root_dir::{RootDir, absolute_label};
use crate::runtime::error::HostError;
use crate::runtime::guest_fs::{self, FilesystemState, GuestFsState};
use crate::runtime::options::Limits;
use std::path::{Path, PathBuf};

/// Interval of the epoch ticker that enforces call deadlines: fine enough that a
/// deadline is met within 5 ms, coarse enough that the ticker costs nothing.
const EPOCH_TICK: Duration = Duration::from_millis(5);
/// Guest path under which roots are preopened: `/roots/0`, `/roots/1`, ...
const GUEST_ROOTS: &str = "/roots";
/// Most table elements the guest may grow to; it uses a handful.
const MAX_TABLE_ELEMENTS: usize = 100_000;

/// The guest path at which the root with this index is preopened.
pub(crate) fn guest_root_path(index: usize) -> String {
    format!("{GUEST_ROOTS}/{index}")
}

/// The engine settings: the component model, and epoch interruption for deadlines.
pub(crate) fn engine_config() -> Config {
    let mut config = Config::new();
    config.wasm_component_model(true);
    config.epoch_interruption(true);
    config
}

/// Advances `engine`'s epoch every [`EPOCH_TICK`] until `stop` is set.
pub(crate) fn spawn_epoch_ticker(engine: Engine, stop: Arc<AtomicBool>) {
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

/// The Tokio context each component call runs in, unless the calling thread has one.
///
/// wasmtime-wasi's synchronous bindings wrap every WASI call in `in_tokio`. Outside
/// any Tokio context that starts wasmtime-wasi's own multi-threaded runtime (worker
/// threads and an I/O driver, on first use) and `block_on`s it after a `yield_now`:
/// a reschedule on each of the several calls a skill costs. Inside a context, the
/// call's future is polled directly. The filesystem calls finish at once (the context
/// allows blocking the current thread) and the guest uses no timers or sockets, so a
/// current-thread runtime without drivers is all the context they need.
pub(crate) fn wasi_call_context() -> Option<tokio::runtime::EnterGuard<'static>> {
    static CONTEXT: std::sync::OnceLock<Option<tokio::runtime::Runtime>> = std::sync::OnceLock::new();
    if tokio::runtime::Handle::try_current().is_ok() {
        return None;
    }
    let runtime = CONTEXT.get_or_init(|| tokio::runtime::Builder::new_current_thread().build().ok());
    runtime.as_ref().map(tokio::runtime::Runtime::enter)
}

/// Per-store state: the WASI context and the memory limiter.
pub(crate) struct HostState {
    ctx: WasiCtx,
    table: ResourceTable,
    memory_limit: usize,
    /// The size of a growth the limiter refused during the current call.
    memory_denied: Option<usize>,
    /// Current size of the guest's linear memory (the last growth allowed).
    memory_size: usize,
    /// What the guest's filesystem keeps between calls, its count of calls among it
    /// (see [`crate::runtime::guest_fs::guest_filesystem`]).
    guest_fs: GuestFsState,
}

impl HostState {
    pub(crate) fn new(ctx: WasiCtx, memory_limit: usize) -> HostState {
        HostState {
            ctx,
            table: ResourceTable::new(),
            memory_limit,
            memory_denied: None,
            memory_size: 0,
            guest_fs: GuestFsState::default(),
        }
    }

    /// Calls into `wasi:filesystem/types` since the store was made.
    pub(crate) fn filesystem_calls(&self) -> u64 {
        self.guest_fs.calls()
    }

    /// Of those calls, the ones a read-ahead worker answered.
    pub(crate) fn answered_ahead(&self) -> u64 {
        self.guest_fs.answered_ahead()
    }

    /// A call into the guest returned: what its filesystem calls kept for the next
    /// ones of the same call goes.
    pub(crate) fn end_call(&mut self) {
        self.guest_fs.end_call();
    }

    /// Size of the guest's linear memory in bytes.
    pub(crate) fn memory_size(&self) -> usize {
        self.memory_size
    }

    /// The store's resources (streams, descriptors) the guest holds handles to.
    pub(crate) fn table(&mut self) -> &mut ResourceTable {
        &mut self.table
    }
}

impl FilesystemState for HostState {
    fn filesystem_parts(&mut self) -> (WasiFilesystemCtxView<'_>, &mut GuestFsState) {
        let view = WasiFilesystemCtxView {
            ctx: self.ctx.filesystem(),
            table: &mut self.table,
        };
        (view, &mut self.guest_fs)
    }
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
        Ok(desired <= MAX_TABLE_ELEMENTS)
    }
}

/// The WASI context the guest runs in: each existing root preopened read-only at
/// `/roots/<index>`, no environment, arguments or stdin, no sockets or name lookup,
/// stderr only when asked for. Public so embedders and tests can inspect exactly
/// what the guest is given.
///
/// A followed linked skill folder (see [`crate::roots::links`]) is preopened at its link's
/// own guest path, `/roots/<index>/<name>`, so the guest finds it where the link is.
/// Links are looked for as the component's default policy walks (`max-depth` 1: the
/// top of each root); [`sandbox_context_to_depth`] for a deeper walk.
pub fn sandbox_context(roots: &[RootDir], forward_stderr: bool) -> Result<WasiCtx, HostError> {
    sandbox_context_to_depth(roots, crate::component::DEFAULT_MAX_DEPTH, forward_stderr)
}

/// [`sandbox_context`] for a policy whose `max-depth` is `max_depth`: links below
/// grouping folders down to that depth are followed too (never inside a skill).
pub fn sandbox_context_to_depth(roots: &[RootDir], max_depth: u32, forward_stderr: bool) -> Result<WasiCtx, HostError> {
    let mut preopens: Vec<(PathBuf, String)> = Vec::with_capacity(roots.len());
    // Only a root that has a link needs the others' real paths (a readlink per
    // component each): asked for then, never otherwise.
    let real_roots = || -> Vec<PathBuf> {
        roots
            .iter()
            .filter_map(|r| std::fs::canonicalize(&r.path).ok())
            .collect()
    };
    for (index, root) in roots.iter().enumerate() {
        let guest = guest_root_path(index);
        preopens.push((root.path.clone(), guest.clone()));
        if crate::roots::links::may_follow(root.scope, root.trusted, &root.links) {
            let (followed, _) = crate::roots::links::resolve_with(&root.path, &root.links, max_depth, real_roots);
            preopens.extend(
                followed
                    .into_iter()
                    .map(|link| (link.target, format!("{guest}/{}", link.name))),
            );
        }
    }
    context_with(
        preopens.iter().map(|(host, guest)| (host.as_path(), guest.clone())),
        forward_stderr,
    )
}

/// The same sandbox with each directory preopened at its own absolute path, as
/// tool hosts (wassette) do: the `tools` interface shows the model these paths.
pub(crate) fn sandbox_at_real_paths(dirs: &[PathBuf], forward_stderr: bool) -> Result<WasiCtx, HostError> {
    let preopens = dirs.iter().map(|dir| (dir.as_path(), absolute_label(dir)));
    context_with(preopens, forward_stderr)
}

fn context_with<'a>(
    preopens: impl Iterator<Item = (&'a Path, String)>,
    forward_stderr: bool,
) -> Result<WasiCtx, HostError> {
    let mut wasi = WasiCtxBuilder::new();
    wasi.allow_blocking_current_thread(true)
        .allow_tcp(false)
        .allow_udp(false)
        .allow_ip_name_lookup(false);
    if forward_stderr {
        wasi.inherit_stderr();
    }
    if guest_fs::OPENS_WITHOUT_BLOCKING {
        wasi.env(guest_fs::NONBLOCKING_OPEN_VAR, "1");
    }
    for (host_path, guest_path) in preopens {
        // A missing directory is not preopened; the guest reports a missing root.
        if host_path.is_dir() {
            wasi.preopened_dir(host_path, guest_path, FsPerms::ReadOnly)
                .map_err(|e| HostError::Setup(format!("cannot preopen {}: {e:#}", host_path.display())))?;
        }
    }
    Ok(wasi.build())
}

/// A store for `state` under `limits`: the memory limiter installed, the deadline armed.
pub(crate) fn store(engine: &Engine, state: HostState, limits: Limits) -> Store<HostState> {
    let mut store = Store::new(engine, state);
    store.limiter(|state| state as &mut dyn ResourceLimiter);
    arm(&mut store, limits);
    store
}

/// Starts a new call: the deadline counts from now, and no memory growth is refused yet.
pub(crate) fn arm(store: &mut Store<HostState>, limits: Limits) {
    let ticks = limits.call_timeout.as_micros().div_ceil(EPOCH_TICK.as_micros()).max(1) as u64;
    store.set_epoch_deadline(ticks);
    store.epoch_deadline_trap();
    store.data_mut().memory_denied = None;
}

/// What a failed call means: the memory cap, the deadline, or a trap.
pub(crate) fn classify(error: wasmtime::Error, store: &Store<HostState>, limits: Limits) -> HostError {
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

#[cfg(test)]
mod tests {
    use super::*;

    fn store(memory_denied: Option<usize>) -> Store<HostState> {
        let engine = Engine::new(&engine_config()).unwrap();
        let mut state = HostState::new(WasiCtxBuilder::new().build(), 1024);
        state.memory_denied = memory_denied;
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
}
