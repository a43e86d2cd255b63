//! **Stage 4, validation.** Parsed fields become a skill's metadata, or diagnostics.
//!
//! - Takes in: one `SKILL.md` (a path, or its text) and a request: the label shown in
//!   diagnostics, the directory name `name` must equal, the policy's mode, and for the
//!   authoring lint its profile.
//! - Hands on: a [`Frontmatter`](crate::model::Frontmatter) when nothing is an error,
//!   and every finding, sorted by line. [`loader`] runs read, split, parse and the
//!   rules for one file; [`rules`] holds the specification's fields and
//!   [`agent_fields`] the fields agents add; [`lint`] is the authoring check of one
//!   directory (the WIT `validate`).
//! - Limits set here: the specification's ([`rules::MAX_NAME_CHARS`],
//!   [`rules::MAX_DESCRIPTION_CHARS`], [`rules::MAX_COMPATIBILITY_CHARS`]) and
//!   [`agent_fields::MAX_ARGUMENT_NAMES`].

pub mod agent_fields;
mod context;
pub mod lint;
pub mod loader;
pub mod rules;

pub use context::{CLAUDE_CODE_FIELDS, LintProfile, OPENCLAW_FIELDS, RESTRICTIONS, Restriction};
pub use lint::validate_dir;
