//! Where the shared corpus is, and the folders of it that hold skill directories.
//! Included by the conformance tests and by the benchmark.

use std::path::PathBuf;

/// `../shared/corpus`, beside the repository.
pub fn corpus_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared/corpus")
}

/// The folders holding skill directories directly (a flat scan finds every skill).
pub const FLAT_ROOTS: [&str; 8] = [
    "github__awesome-copilot/skills",
    "github__awesome-copilot/.github/skills",
    "K-Dense-AI__claude-scientific-skills/scientific-skills",
    "obra__superpowers/skills",
    "anthropics__skills/skills",
    "openai__skills/skills/.curated",
    "openai__skills/skills/.system",
    "openai__skills/skills/.experimental",
];
