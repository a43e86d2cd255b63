//! Loading and running the component: the compiled `Host` and its cache on disk,
//! one `Instance` per session or call, the WASI imports it is linked with
//! (`imports`; a new WASI import goes there), the sandbox each call runs in (preopens,
//! memory cap, deadline), and the `wasi:filesystem` the guest reads through
//! (`guest_fs`, with `read_ahead` on Linux).
//!
//! Owns: everything wasmtime. Uses: `component` (the bindings), `roots` (which
//! directories and linked folders to preopen) and `config`'s default depth. Never the
//! embedding API above it.

pub(crate) mod cache;
pub(crate) mod error;
pub(crate) mod guest_fs;
pub(crate) mod host;
pub(crate) mod imports;
pub(crate) mod instance;
pub(crate) mod options;
#[cfg(target_os = "linux")]
pub(crate) mod read_ahead;
pub(crate) mod sandbox;
