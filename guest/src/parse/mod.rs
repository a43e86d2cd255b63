//! **Stage 3, parsing.** Untrusted bytes become values, inside the sandbox.
//!
//! - Takes in: the text of a `SKILL.md` (and of Codex's `agents/openai.yaml`).
//! - Hands on: the frontmatter cut from the body and parsed into JSON-like
//!   [`frontmatter::Fields`] ([`flat_yaml`] is the fast path for the flat shape most
//!   skills have; serde-saphyr under explicit budgets reads the rest; [`recover`] is
//!   lenient mode's repair, per key; both find lines with [`lines`]), Codex's
//!   interface ([`codex`]), and what a skill requires of its host ([`requirements`]).
//! - Limits set here: the YAML budgets (depth, nodes, alias expansion) in
//!   [`frontmatter`], the fast path's own caps in [`flat_yaml`], `agents/openai.yaml`'s
//!   [`codex::MAX_FILE_BYTES`], lenient recovery's [`recover::MAX_KEYS`], and
//!   [`requirements::MAX_ENTRIES`]. The frontmatter's
//!   size is the policy's `max-frontmatter-bytes`.

pub mod codex;
pub mod flat_yaml;
pub mod frontmatter;
pub mod lines;
pub mod recover;
pub mod requirements;
