//! **The component's boundary.** WIT types in, core types out; no pipeline logic
//! lives here.
//!
//! - `bindings` (wasm only): the `skills` interface, each export one call into the
//!   registry, the validator or the installer.
//! - [`tools`]: the stateless `tools` interface, one JSON string out per call.
//! - `memcmp` (wasm only): the component's `memcmp`, 8 bytes at a time where
//!   wasi-libc's takes one.
//! - `oom` (wasm only): the allocator that says "out of memory" before the trap, so
//!   a host can tell the two apart.

#[cfg(target_arch = "wasm32")]
mod bindings;
#[cfg(any(target_arch = "wasm32", test))]
mod memcmp;
#[cfg(target_arch = "wasm32")]
mod oom;
pub mod tools;
