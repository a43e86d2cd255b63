//! The peer parity suite: each case is what one peer's own loader test builds on disk
//! and asserts, rendered as data in `tests/parity/<peer>.json` with its source (repo,
//! commit, file and test), and replayed here against the real component in lenient
//! mode (the peers are lenient loaders).
//!
//! A case states what the **peer** loads. Where this runtime differs on purpose, the
//! case carries `differs`: the reason, and what this runtime does instead (`ours`),
//! which is asserted just as strictly, so a difference that goes away is noticed.
//! `docs/conformance.md` tabulates the suite per peer; a test keeps it in step.

use std::path::Path;

use serde_json::Value;

use crate::common::*;

const PEERS: [&str; 7] = [
    "codex",
    "zed",
    "gemini-cli",
    "opencode",
    "goose",
    "openclaw",
    "skills-ref",
];

fn parity_dir() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/parity")
}

fn load(peer: &str) -> Value {
    let path = parity_dir().join(format!("{peer}.json"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Builds the case's files and links under `tree` (the root is `tree/root`).
fn build(tree: &Tree, case: &Value) {
    tree.mkdir("root");
    for (rel, content) in case["files"].as_object().into_iter().flatten() {
        let rel = rel.strip_prefix("../").map_or(format!("root/{rel}"), str::to_string);
        tree.write(&rel, content.as_str().unwrap_or_default());
    }
    for (link, target) in case["links"].as_object().into_iter().flatten() {
        let target = target.as_str().unwrap_or_default();
        tree.symlink(target, &format!("root/{link}"));
    }
}

/// What the component makes of the case: every skill found (offered or withheld).
fn run(tree: &Tree, case: &Value, peer_policy: &Value) -> Vec<Skill> {
    let root = tree.root("root", Scope::User);
    let overrides = [peer_policy, &case["policy"]];
    let mut session = session_with(vec![root], |p| {
        p.validation = ValidationMode::Lenient;
        p.honor_paths = false;
        for o in overrides {
            if let Some(depth) = o["max_depth"].as_u64() {
                p.max_depth = depth as u32;
            }
            if let Some(nested) = o["allow_nested_skills"].as_bool() {
                p.allow_nested_skills = nested;
            }
            match o["validation"].as_str() {
                Some("strict") => p.validation = ValidationMode::Strict,
                Some("lenient") => p.validation = ValidationMode::Lenient,
                _ => {}
            }
            if let Some(bytes) = o["max_skill_file_bytes"].as_u64() {
                p.max_skill_file_bytes = bytes;
            }
        }
    });
    let discovery = session.discover().expect("discover");
    let mut skills = discovery.skills;
    skills.extend(discovery.withheld.into_iter().map(|w| w.skill));
    skills
}

/// Every difference between what `expect` asks and what loaded, in words.
fn differences(expect: &Value, skills: &[Skill]) -> Vec<String> {
    let mut problems = Vec::new();
    for wanted in expect["skills"].as_array().into_iter().flatten() {
        let name = wanted["name"].as_str().unwrap_or_default();
        let Some(skill) = skills.iter().find(|s| s.name == name) else {
            let loaded: Vec<&str> = skills.iter().map(|s| s.name.as_str()).collect();
            problems.push(format!("`{name}` did not load (loaded: {loaded:?})"));
            continue;
        };
        for (field, value) in wanted.as_object().into_iter().flatten() {
            let ours = field_of(skill, field);
            let same = match (field.as_str(), &ours) {
                ("metadata", Value::Object(have)) => value
                    .as_object()
                    .into_iter()
                    .flatten()
                    .all(|(k, v)| have.get(k) == Some(v)),
                _ => &ours == value,
            };
            if !same {
                problems.push(format!("`{name}`.{field}: peer {value}, ours {ours}"));
            }
        }
    }
    for absent in expect["absent"].as_array().into_iter().flatten() {
        let name = absent.as_str().unwrap_or_default();
        if skills.iter().any(|s| s.name == name) {
            problems.push(format!("`{name}` loaded, the peer does not load it"));
        }
    }
    problems
}

fn field_of(skill: &Skill, field: &str) -> Value {
    let list = |items: &[String]| Value::from(items.to_vec());
    match field {
        "name" => skill.name.clone().into(),
        "description" => skill.description.clone().into(),
        "model_invocable" => skill.model_invocable.into(),
        "user_invocable" => skill.user_invocable.into(),
        "display_name" => skill.display_name.clone().into(),
        "short_description" => skill.short_description.clone().into(),
        "allowed_tools" => skill.allowed_tools.clone().into(),
        "license" => skill.license.clone().into(),
        "metadata" => Value::Object(
            skill
                .metadata
                .iter()
                .map(|(k, v)| (k.clone(), Value::from(v.clone())))
                .collect(),
        ),
        "requires_bins" => list(&skill.requires.binaries),
        "requires_any_bins" => list(&skill.requires.any_binaries),
        "requires_env" => list(&skill.requires.environment),
        "os" => list(&skill.requires.os),
        other => panic!("the parity format has no field `{other}`"),
    }
}

/// Per peer: cases passed as the peer asserts, and cases differing on purpose; every
/// failure goes to `failures`.
fn replay(peer: &str, failures: &mut Vec<String>) -> (usize, usize) {
    let suite = load(peer);
    let peer_policy = &suite["policy"];
    let (mut same, mut differ) = (0, 0);
    for case in suite["cases"].as_array().expect("cases") {
        let id = case["id"].as_str().unwrap_or("?");
        let tree = Tree::new();
        build(&tree, case);
        let skills = run(&tree, case, peer_policy);
        let peer_view = differences(&case["expect"], &skills);
        match case.get("differs") {
            None if peer_view.is_empty() => same += 1,
            None => failures.push(format!("{peer}/{id} ({}): {peer_view:?}", case["source"])),
            Some(differs) => {
                assert!(
                    differs["reason"].as_str().is_some_and(|r| !r.is_empty()),
                    "{peer}/{id}: a difference needs its reason"
                );
                let ours = differences(&differs["ours"], &skills);
                if !ours.is_empty() {
                    failures.push(format!(
                        "{peer}/{id}: differs on purpose, but not as recorded: {ours:?}"
                    ));
                } else if peer_view.is_empty() {
                    failures.push(format!(
                        "{peer}/{id}: recorded as differing, but now agrees with the peer"
                    ));
                } else {
                    differ += 1;
                }
            }
        }
    }
    (same, differ)
}

#[test]
fn every_peer_suite_passes_or_differs_on_purpose() {
    let mut table = Vec::new();
    let mut failures = Vec::new();
    for peer in PEERS {
        let (same, differ) = replay(peer, &mut failures);
        table.push((peer, same, differ));
    }
    assert!(
        failures.is_empty(),
        "{} parity failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
    // The table in docs/conformance.md is this one.
    let doc = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs/conformance.md"))
        .expect("docs/conformance.md");
    for (peer, same, differ) in table {
        let suite = load(peer);
        let row = format!(
            "| {} | `{}` | {same} | {differ} |",
            suite["peer"].as_str().unwrap_or(peer),
            &suite["commit"].as_str().unwrap_or("")[..12.min(suite["commit"].as_str().unwrap_or("").len())]
        );
        assert!(doc.contains(&row), "docs/conformance.md lacks the row `{row}`");
    }
}

#[test]
fn every_case_names_its_source_and_ids_are_unique() {
    for peer in PEERS {
        let suite = load(peer);
        assert!(
            suite["commit"].as_str().is_some_and(|c| c.len() == 40),
            "{peer}: commit"
        );
        let mut ids = std::collections::HashSet::new();
        for case in suite["cases"].as_array().expect("cases") {
            let id = case["id"].as_str().expect("id");
            assert!(ids.insert(id), "{peer}: `{id}` twice");
            assert!(
                case["source"].as_str().is_some_and(|s| s.contains("::")),
                "{peer}/{id}: source"
            );
        }
    }
}
