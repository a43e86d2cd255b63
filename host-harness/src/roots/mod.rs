//! Where skills come from, as folders on this machine: each agent's folder
//! `layout` (a new layout goes in `layout.rs`), the project a command runs
//! in (`project`: the walk up to the repository root), a root as the component is
//! given it (`root_dir`: path, scope, trust) and the linked skill folders a root
//! follows (`links`). The plan of every root a run considers is built from these and
//! the config, in `config/plan.rs`.
//!
//! Owns: reading the filesystem to find roots. Uses: `component` (the scope type) only.

pub mod layout;
pub mod links;
pub mod project;
pub mod root_dir;
