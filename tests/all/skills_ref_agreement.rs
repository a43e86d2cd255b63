//! `skills validate` against the reference validator skills-ref 0.1.1 on every
//! skill directory of the corpus (`tests/corpus`). Every disagreement must be one listed in
//! `DELIBERATE`, with its reason (also in the README); an unexplained one, or a
//! listed one that no longer happens, fails the test.
//!
//! skills-ref is installed by `.ci/setup` into `target/skills-ref-venv`.

use crate::common::*;
use std::collections::BTreeMap;
use std::path::PathBuf;

/// Directories where we and skills-ref disagree on purpose: (directory, our verdict, reason).
const DELIBERATE: &[(&str, &str, &str)] = &[
    (
        "github__awesome-copilot/skills/nano-banana-pro-openrouter",
        "invalid",
        "metadata value is a YAML mapping; the spec says string to string, skills-ref stringifies it",
    ),
    (
        "K-Dense-AI__claude-scientific-skills/scientific-skills/markdown-mermaid-writing",
        "invalid",
        "metadata value is a YAML list; the spec says string to string, skills-ref stringifies it",
    ),
    (
        "github__awesome-copilot/skills/qdrant-clients-sdk",
        "invalid",
        "allowed-tools is a YAML list; the spec says a space-separated string, skills-ref does not check its type",
    ),
    (
        "github__awesome-copilot/skills/qdrant-monitoring",
        "invalid",
        "allowed-tools is a YAML list; the spec says a space-separated string, skills-ref does not check its type",
    ),
    (
        "github__awesome-copilot/skills/qdrant-performance-optimization",
        "invalid",
        "allowed-tools is a YAML list; the spec says a space-separated string, skills-ref does not check its type",
    ),
    (
        "github__awesome-copilot/skills/qdrant-scaling",
        "invalid",
        "allowed-tools is a YAML list; the spec says a space-separated string, skills-ref does not check its type",
    ),
    (
        "github__awesome-copilot/skills/qdrant-search-quality",
        "invalid",
        "allowed-tools is a YAML list; the spec says a space-separated string, skills-ref does not check its type",
    ),
];

fn workspace() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn reference_verdicts(corpus: &std::path::Path) -> BTreeMap<String, String> {
    let python = workspace().join("target/skills-ref-venv/bin/python");
    assert!(
        python.exists(),
        "skills-ref is not installed: run `bash .ci/setup` (it installs it into target/skills-ref-venv)"
    );
    let output = std::process::Command::new(python)
        .arg(workspace().join("tests/all/skills_ref_verdicts.py"))
        .arg(corpus)
        .output()
        .expect("run skills-ref");
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    String::from_utf8(output.stdout)
        .unwrap()
        .lines()
        .map(|line| {
            let mut fields = line.split('\t');
            let verdict = fields.next().unwrap().to_string();
            (fields.next().unwrap().to_string(), verdict)
        })
        .collect()
}

#[test]
fn validate_agrees_with_skills_ref_on_the_corpus_except_where_listed() {
    let corpus = corpus::corpus_dir();
    let reference = reference_verdicts(&corpus);
    assert_eq!(reference.len(), 589);
    let deliberate: BTreeMap<&str, (&str, &str)> = DELIBERATE.iter().map(|(d, v, r)| (*d, (*v, *r))).collect();

    let mut agree = 0;
    let mut problems = Vec::new();
    for (dir, theirs) in &reference {
        let diagnostics = host().validate(&corpus.join(dir)).expect("validate runs");
        let ours = if diagnostics.iter().any(|d| d.severity == Severity::Error) {
            "invalid"
        } else {
            "valid"
        };
        match (ours == theirs, deliberate.get(dir.as_str())) {
            (true, None) => agree += 1,
            (false, Some((expected, _))) if *expected == ours => {}
            (false, _) => problems.push(format!(
                "{dir}: we say {ours}, skills-ref says {theirs}: {diagnostics:?}"
            )),
            (true, Some(_)) => problems.push(format!("{dir}: listed as a deliberate difference but now agrees")),
        }
    }
    assert!(
        problems.is_empty(),
        "unexplained disagreements:\n{}",
        problems.join("\n")
    );
    assert_eq!(agree + DELIBERATE.len(), 589);
    println!(
        "skills-ref agreement: {agree} of 589 agree, {} deliberate differences",
        DELIBERATE.len()
    );
}

/// Differences the corpus does not exercise, pinned on fixtures: (directory name,
/// SKILL.md, our verdict, skills-ref's verdict). Each is explained in the README.
const QUIRKS: &[(&str, &str, &str, &str)] = &[
    // skills-ref splits on the substring `---`, so the description becomes `foo`.
    (
        "dashes",
        "---\nname: dashes\ndescription: foo---bar\n---\n",
        "valid",
        "valid",
    ),
    // The spec says 1-500 characters when present; skills-ref accepts "".
    (
        "empty-compat",
        "---\nname: empty-compat\ndescription: d\ncompatibility: ''\n---\n",
        "invalid",
        "valid",
    ),
    // Flow-style YAML is YAML; strictyaml (inside skills-ref) refuses it.
    (
        "flow-metadata",
        "---\nname: flow-metadata\ndescription: d\nmetadata: {author: me}\n---\n",
        "valid",
        "invalid",
    ),
    // The spec's file name is SKILL.md; skills-ref also accepts skill.md.
    ("lowercase-file", "", "invalid", "valid"),
    // A folded block keeps a final newline; we count the trimmed 1024 characters.
    ("folded-1024", "", "valid", "invalid"),
    // U+094C (a Devanagari vowel sign, category Mc) is alphabetic for Rust, not for Python.
    ("कौशल", "---\nname: कौशल\ndescription: d\n---\n", "valid", "invalid"),
];

#[test]
fn the_documented_skills_ref_quirks_still_hold() {
    let tree = Tree::new();
    for (dir, content, _, _) in QUIRKS {
        if !content.is_empty() {
            tree.write(&format!("{dir}/SKILL.md"), content);
        }
    }
    tree.write(
        "lowercase-file/skill.md",
        "---\nname: lowercase-file\ndescription: d\n---\n",
    );
    tree.write(
        "folded-1024/SKILL.md",
        format!("---\nname: folded-1024\ndescription: >\n  {}\n---\n", "x".repeat(1024)),
    );
    let reference = reference_verdicts(tree.path());
    for (dir, _, ours_expected, theirs_expected) in QUIRKS {
        let diagnostics = host().validate(&tree.path().join(dir)).unwrap();
        let ours = if diagnostics.iter().any(|d| d.severity == Severity::Error) {
            "invalid"
        } else {
            "valid"
        };
        assert_eq!(ours, *ours_expected, "{dir}: {diagnostics:?}");
        assert_eq!(reference.get(*dir).map(String::as_str), Some(*theirs_expected), "{dir}");
    }
}
