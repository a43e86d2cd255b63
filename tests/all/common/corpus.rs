//! Where the corpus is, and the folders of it that hold skill directories.
//! Included by the conformance tests and by the benchmark.

use std::path::PathBuf;

/// `tests/corpus`: 589 real `SKILL.md` files, kept byte-exact in the repository
/// (its `.gitattributes` turns off line-ending conversion: CRLF files are part of the point).
pub fn corpus_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/corpus")
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
