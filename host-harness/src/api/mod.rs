//! The embedding API: what a host calls. A `Session` over roots, the
//! stateless calls (`stateless`: default policy, validate) and the `tools` interface,
//! the component over one install source (`source_reader`), live reload (`watch`),
//! this machine's facts for eligibility (`facts`), activation arguments
//! (`arguments`), and the text and JSON shapes results leave a host in (`text`,
//! `json`).
//!
//! Owns: the calls and their results. Uses: `runtime`, `roots`, `config` and
//! `component`; never `install`, `mcp` or the CLI, which stand on it.

pub mod arguments;
pub mod facts;
pub mod json;
pub mod session;
pub mod source_reader;
pub mod stateless;
pub mod text;
pub mod tools;
#[cfg(feature = "cli")]
pub mod watch;
