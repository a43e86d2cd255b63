//! The precompiled component on disk. Compiling with Cranelift takes seconds in a
//! debug build and about a second in a release one; deserializing takes milliseconds.

use std::hash::{Hash, Hasher};
use std::path::Path;

use wasmtime::Engine;
use wasmtime::component::Component;

use crate::component::COMPONENT;
use crate::runtime::error::{HostError, setup};

/// Loads the precompiled component from `cache_dir`, or compiles and stores it. The
/// file name covers the component hash and the engine's compatibility hash (wasmtime
/// version and settings), so a stale artifact is never even opened. A corrupt file is
/// compiled again and replaced.
pub(crate) fn load_component(engine: &Engine, cache_dir: Option<&Path>) -> Result<Component, HostError> {
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
