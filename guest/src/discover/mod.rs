//! **Stage 2, discovery.** Which `SKILL.md` files a set of roots holds.
//!
//! - Takes in: a [`Root`](crate::model::Root) and the policy's depth and nesting
//!   rules; listings from [`crate::fs`].
//! - Hands on: one [`Candidate`] per `SKILL.md` (its directory, its file with links
//!   resolved, the stamp the walk took), in byte order of the names, and the
//!   skills embedded in the component ([`builtin`]).
//! - Limits set here: the directories never descended into (`.git`,
//!   `node_modules`, …) and the link rules of [`walk`]; the depth is the policy's
//!   `max-depth`.

pub mod builtin;
pub mod walk;

pub use walk::{Candidate, SKILL_FILE, scan_root};
