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

mod arguments;
mod atomic_write;
pub mod audit;
mod cache;
mod component;
pub mod config;
mod error;
mod facts;
mod guest_fs;
mod host;
mod imports;
pub mod install;
mod instance;
mod json;
mod layout;
pub mod links;
#[cfg(feature = "cli")]
pub mod mcp;
mod names;
mod options;
mod project;
#[cfg(target_os = "linux")]
mod read_ahead;
mod roots;
mod sandbox;
mod session;
mod source_reader;
mod sources;
mod stateless;
mod text;
mod tools;
#[cfg(feature = "cli")]
pub mod watch;

pub use arguments::join_arguments;
pub use component::*;
pub use config::{Config, ConfigError, ConfigScope, ConfigWarning, Located, Origin, Settings, SkillState};
pub use error::{HostError, describe};
pub use facts::{MAX_PROBED_NAMES, host_os, probe_host_facts, probe_with};
pub use host::Host;
pub use json::{diagnostic_json, skill_json};
pub use layout::{HostDirs, LAYOUTS, Layout};
pub use names::UnknownName;
pub use options::{HostOptions, Limits};
pub use project::Project;
pub use roots::{RootDir, absolute_label};
pub use sandbox::{sandbox_context, sandbox_context_to_depth};
pub use session::{Outcome, PreparedSession, Session, requirements_of};
pub use source_reader::SourceReader;
pub use sources::{PlannedRoot, RootPlan, RootSource, default_roots, forget_links_into_other_roots};
pub use text::{NAMES_SHOWN, diagnostic_line, human_message, terminal_safe};
pub use tools::ToolCall;
#[cfg(feature = "cli")]
pub use watch::{WatchHandle, watch, watch_roots};

/// The Rust snippets of `docs/embedding.md` are compiled as doctests, so they cannot
/// drift from the API.
#[cfg(doctest)]
#[doc = include_str!("../../docs/embedding.md")]
pub struct EmbeddingDoctests;
