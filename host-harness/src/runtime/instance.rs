//! One instance of the component: its store, its bindings and (for sessions) its
//! registry, with every call run under the deadline and the memory cap.

use std::path::PathBuf;

use wasmtime::Store;
use wasmtime::component::ResourceAny;
use wasmtime_wasi::WasiCtx;

use crate::component::GuestRegistry;
use crate::component::Root;
use crate::component::Runtime;
use crate::roots::root_dir::RootDir;
use crate::runtime::error::HostError;
use crate::runtime::host::Host;
use crate::runtime::options::Limits;
use crate::runtime::sandbox::{self, HostState};

pub(crate) struct Instance {
    store: Store<HostState>,
    bindings: Runtime,
    registry: Option<ResourceAny>,
    limits: Limits,
}

impl Instance {
    /// Instantiates the component with `roots` preopened at `/roots/<index>`, and the
    /// links a walk to `max_depth` reaches followed (see [`crate::roots::links`]).
    pub(crate) fn new(host: &Host, roots: &[RootDir], max_depth: u32) -> Result<Instance, HostError> {
        let ctx = sandbox::sandbox_context_to_depth(roots, max_depth, host.options().forward_guest_stderr)?;
        Instance::in_context(host, ctx)
    }

    /// Instantiates the component with each of `dirs` preopened at its own path.
    pub(crate) fn at_real_paths(host: &Host, dirs: &[PathBuf]) -> Result<Instance, HostError> {
        let ctx = sandbox::sandbox_at_real_paths(dirs, host.options().forward_guest_stderr)?;
        Instance::in_context(host, ctx)
    }

    fn in_context(host: &Host, ctx: WasiCtx) -> Result<Instance, HostError> {
        let options = host.options();
        let state = HostState::new(ctx, options.limits.memory_bytes);
        let mut store = sandbox::store(host.engine(), state, options.limits);
        let bindings = host
            .pre()
            .instantiate(&mut store)
            .map_err(|e| sandbox::classify(e, &store, options.limits))?;
        Ok(Instance {
            store,
            bindings,
            registry: None,
            limits: options.limits,
        })
    }

    /// Constructs the registry over `guest_roots` (the roots this instance preopened)
    /// that [`call_registry`](Instance::call_registry) calls.
    pub(crate) fn construct_registry(
        &mut self,
        guest_roots: &[Root],
        policy: &crate::component::Policy,
    ) -> Result<(), HostError> {
        let registry = self.call(|store, b| {
            b.agentskills_runtime_skills()
                .registry()
                .call_constructor(store, guest_roots, policy)
        })?;
        self.registry = Some(registry);
        Ok(())
    }

    /// The component's default policy (every field documented in the WIT).
    pub(crate) fn default_policy(&mut self) -> Result<crate::component::Policy, HostError> {
        self.call(|store, b| b.agentskills_runtime_skills().call_default_policy(store))
    }

    /// Runs one call of a free function under the deadline and the memory cap.
    pub(crate) fn call<R>(
        &mut self,
        call: impl FnOnce(&mut Store<HostState>, &Runtime) -> wasmtime::Result<R>,
    ) -> Result<R, HostError> {
        sandbox::arm(&mut self.store, self.limits);
        let _context = sandbox::wasi_call_context();
        let result = call(&mut self.store, &self.bindings);
        self.store.data_mut().end_call();
        result.map_err(|e| sandbox::classify(e, &self.store, self.limits))
    }

    /// Runs one call of a registry method under the deadline and the memory cap.
    pub(crate) fn call_registry<R>(
        &mut self,
        call: impl FnOnce(&GuestRegistry, &mut Store<HostState>, ResourceAny) -> wasmtime::Result<R>,
    ) -> Result<R, HostError> {
        let registry = self.registry;
        self.call(|store, b| match registry {
            Some(registry) => call(&b.agentskills_runtime_skills().registry(), store, registry),
            None => wasmtime::bail!("this instance holds no registry"),
        })
    }

    /// Calls the guest made into `wasi:filesystem/types` so far.
    pub(crate) fn filesystem_calls(&self) -> u64 {
        self.store.data().filesystem_calls()
    }

    /// Of those calls, the ones a read-ahead worker answered.
    pub(crate) fn answered_ahead(&self) -> u64 {
        self.store.data().answered_ahead()
    }

    /// Size of the guest's linear memory in bytes.
    pub(crate) fn memory_bytes(&self) -> usize {
        self.store.data().memory_size()
    }
}
