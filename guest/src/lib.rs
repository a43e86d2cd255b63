//! The Agent Skills core. Plain Rust, unit-tested natively; compiled for
//! `wasm32-wasip2` it becomes the component (`boundary` holds the only WASM-specific
//! glue). Every input is untrusted: bad input becomes a diagnostic, never a panic.
//!
//! The folders are the pipeline's stages, in the order a skill goes through them
//! (`docs/design.md` draws it):
//!
//! 1. [`fs`]: listings, stats and bounded reads through the read-only preopens;
//! 2. [`discover`]: which `SKILL.md` files the roots hold;
//! 3. [`parse`]: frontmatter and Codex's `agents/openai.yaml` into values;
//! 4. [`validate`]: the field rules, and the authoring lint;
//! 5. [`registry`]: merge by precedence, state, refresh and eligibility;
//! 6. [`present`]: the catalog, activation, resources and manifests;
//!
//! with [`install`] and [`audit`] beside them and [`boundary`] (the WIT exports) on top. [`model`]
//! is the vocabulary every stage shares, [`text`] every escaping rule, and [`glob`]
//! the `paths` matcher.
// Untrusted input must never reach a panic: outside tests these are errors.
#![cfg_attr(not(test), deny(clippy::unwrap_used, clippy::expect_used, clippy::panic))]

pub mod audit;
pub mod boundary;
pub mod discover;
pub mod fs;
pub mod glob;
pub mod install;
pub mod model;
pub mod parse;
pub mod present;
pub mod registry;
pub mod text;
pub mod validate;

pub use model::*;
pub use registry::Registry;
pub use validate::validate_dir;
