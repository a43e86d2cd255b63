//! The Agent Skills core. Plain Rust, unit-tested natively; compiled for
//! `wasm32-wasip2` it becomes the component (see `bindings`, the only WASM-specific
//! module). Every input is untrusted: bad input becomes a diagnostic, never a panic.

pub mod activation;
pub mod builtin;
pub mod catalog;
pub mod dirlist;
pub mod discovery;
pub mod frontmatter;
pub mod loader;
pub mod model;
pub mod paths;
pub mod registry;
pub mod resources;
pub mod validation;

#[cfg(target_arch = "wasm32")]
mod bindings;

pub use model::*;
pub use registry::{Registry, validate_dir};
