//! [`Host`]: the compiled component, shared by every session and install of a
//! process. What it is used for lives beside what it makes: sessions in `session`,
//! the stateless calls in `stateless`, installing in `source_reader`, the `tools`
//! interface in `tools`.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use wasmtime::Engine;
use wasmtime::component::Linker;

use crate::component::RuntimePre;
use crate::runtime::cache;
use crate::runtime::error::{self, HostError};
use crate::runtime::imports;
use crate::runtime::options::{HostOptions, Limits};
use crate::runtime::sandbox;

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
        imports::link(&mut linker).map_err(error::setup)?;
        let instance_pre = linker.instantiate_pre(&component).map_err(error::setup)?;
        let pre = RuntimePre::new(instance_pre).map_err(error::setup)?;
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
}
