//! The Agent Skills core. Plain Rust, unit-tested natively; compiled for
//! `wasm32-wasip2` it becomes the component (see `bindings`, the only WASM-specific
//! module). Every input is untrusted: bad input becomes a diagnostic, never a panic.
//!
//! One module per concept: `discovery` (walking roots, with `dirlist`, `paths` and `wasi_fs`),
//! `loader` (one `SKILL.md`: `frontmatter`, its fast path `flat_yaml`, then `validation`), `registry` (merge,
//! refresh and the operations), `catalog`, `activation`, `resources`, `lint`,
//! `builtin`; `model` and `code` are the shared types, `text` every escaping rule.
// Untrusted input must never reach a panic: outside tests these are errors.
#![cfg_attr(not(test), deny(clippy::unwrap_used, clippy::expect_used, clippy::panic))]

pub mod activation;
pub mod archive;
pub mod builtin;
pub mod catalog;
pub mod code;
pub mod codex;
pub mod dirlist;
pub mod discovery;
pub mod flat_yaml;
pub mod frontmatter;
pub mod glob;
pub mod install;
pub mod install_steps;
pub mod lint;
pub mod loader;
pub mod manifest;
pub mod model;
pub mod paths;
pub mod registry;
pub mod requirements;
pub mod resources;
pub mod text;
pub mod tools;
pub mod validation;
pub mod wasi_fs;

#[cfg(target_arch = "wasm32")]
mod bindings;
#[cfg(target_arch = "wasm32")]
mod oom;
#[cfg(target_arch = "wasm32")]
mod preopens;

pub use lint::validate_dir;
pub use model::*;
pub use registry::Registry;
