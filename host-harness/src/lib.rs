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
//!
//! Where skills come from ([`layout`](Layout)s, the [`Project`] walk-up, the
//! [`config`] files and the [`RootPlan`] they make) is part of this library, so every
//! host built on it finds the same skills as the `skills` CLI and MCP server do:
//!
//! ```no_run
//! use skills_host::{Config, Host, HostDirs, HostOptions, Project, RootPlan, Settings, CatalogFormat};
//! let dirs = HostDirs::from_env();
//! let project = Project::find(&std::env::current_dir().unwrap());
//! let config = Config::load(&dirs, Some(&project), &Settings::default(), &[])?;
//! let host = Host::new(HostOptions::default())?;
//! let plan = RootPlan::new(&dirs, Some(&project), &config);
//! // One instance answers `default-policy`, then serves the session.
//! let prepared = host.prepare_session(plan.session_roots())?;
//! let mut policy = prepared.default_policy().clone();
//! config.apply(&mut policy);
//! let mut session = prepared.into_session(policy);
//! println!("{}", session.catalog(CatalogFormat::Xml)?.text);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
#![deny(missing_docs)]
//!
//! # Where things are
//!
//! The source is in folders by concern, each depending only on those listed before it
//! (a test holds this; `docs/design.md` has the map):
//!
//! - `component/`: the embedded `.wasm` and its WIT types;
//! - `roots/`: where skills come from on disk (agent layouts, the project, roots,
//!   linked folders);
//! - `config/`: the settings files, and the plan of roots they make;
//! - `runtime/`: loading and running the component (wasmtime, WASI imports, sandbox);
//! - `api/`: what an embedder calls (sessions, stateless calls, `tools`, watch);
//! - `audit/`, `install/`, `publish/`, `mcp/`: the audit's verdicts, `skills add` and
//!   its kin, `skills publish` (a static skills site), the MCP server; the `skills` CLI
//!   is in `bin/`.

mod api;
mod atomic_write;
pub mod audit;
mod component;
pub mod config;
pub mod install;
#[cfg(feature = "cli")]
pub mod mcp;
pub mod publish;
mod roots;
mod runtime;

pub use api::arguments::join_arguments;
pub use api::facts::{MAX_PROBED_NAMES, host_os, probe_host_facts, probe_with};
pub use api::json::{diagnostic_json, skill_json};
pub use api::session::{Outcome, PreparedSession, Session, requirements_of};
pub use api::source_reader::SourceReader;
pub use api::text::{NAMES_SHOWN, diagnostic_line, human_message, terminal_safe};
pub use api::tools::ToolCall;
#[cfg(feature = "cli")]
pub use api::watch;
#[cfg(feature = "cli")]
pub use api::watch::{WatchHandle, watch, watch_roots};
pub use component::*;
pub use config::{
    Config, ConfigError, ConfigScope, ConfigWarning, Located, Origin, PlannedRoot, RootPlan, RootSource, Settings,
    SkillState, default_roots, forget_links_into_other_roots,
};
pub use roots::layout::{HostDirs, LAYOUTS, Layout};
pub use roots::links;
pub use roots::project::Project;
pub use roots::root_dir::{RootDir, absolute_label};
pub use runtime::error::{HostError, describe};
pub use runtime::host::Host;
pub use runtime::options::{HostOptions, Limits};
pub use runtime::sandbox::{sandbox_context, sandbox_context_to_depth};

/// The Rust snippets of `docs/embedding.md` are compiled as doctests, so they cannot
/// drift from the API.
#[cfg(doctest)]
#[doc = include_str!("../../docs/embedding.md")]
pub struct EmbeddingDoctests;
