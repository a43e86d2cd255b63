//! The policy defaults have one source, `Policy::default()` in the core, served by
//! `default-policy()`. The Policy table of `docs/policy.md` and the WIT's `Default ...` comments
//! describe it; `host_limits::the_default_policy_matches_the_documented_defaults`
//! compares all three, field by field, with what this module reads from each.

use crate::common::*;
use std::collections::BTreeMap;

/// A default as written in prose (`512 KiB`, `` `strict` (the spec) ``, `2000 per
/// root`) in the form `canonical` gives a value: bytes as plain numbers, words as is.
fn normalise(written: &str) -> String {
    let text = written.replace('`', "");
    let text = text.split(" (").next().unwrap_or_default();
    let text = text.trim().trim_end_matches(" per root").trim();
    for (unit, factor) in [(" KiB", 1024u64), (" MiB", 1024 * 1024)] {
        if let Some(number) = text.strip_suffix(unit) {
            return (number.parse::<u64>().expect("a number before the unit") * factor).to_string();
        }
    }
    text.to_string()
}

/// Every field of the component's default policy, by its WIT name. The destructuring
/// is exhaustive: a new policy field does not compile until it is listed here.
fn canonical(policy: &Policy) -> BTreeMap<&'static str, String> {
    let Policy {
        validation,
        max_skill_file_bytes,
        max_frontmatter_bytes,
        max_resource_bytes,
        catalog_budget_bytes,
        catalog_max_skills,
        description_floor_chars,
        catalog_entry_max_chars,
        max_depth,
        max_directories,
        allow_nested_skills,
        include_builtins,
        scope_precedence,
        list_resources_on_activation,
        home_label,
        disabled_skills,
        user_only_skills,
        name_only_skills,
        honor_paths,
        host_facts,
        enabled_skills,
        substitutions,
    } = policy;
    let names = |names: &Vec<String>| {
        if names.is_empty() {
            "none".to_string()
        } else {
            names.join(", ")
        }
    };
    let scopes: Vec<&str> = scope_precedence.iter().map(|s| s.as_str()).collect();
    BTreeMap::from([
        ("validation", validation.to_string()),
        ("max-skill-file-bytes", max_skill_file_bytes.to_string()),
        ("max-frontmatter-bytes", max_frontmatter_bytes.to_string()),
        ("max-resource-bytes", max_resource_bytes.to_string()),
        ("catalog-budget-bytes", catalog_budget_bytes.to_string()),
        ("catalog-max-skills", catalog_max_skills.to_string()),
        ("description-floor-chars", description_floor_chars.to_string()),
        ("catalog-entry-max-chars", catalog_entry_max_chars.to_string()),
        ("max-depth", max_depth.to_string()),
        ("max-directories", max_directories.to_string()),
        ("allow-nested-skills", allow_nested_skills.to_string()),
        ("include-builtins", include_builtins.to_string()),
        ("scope-precedence", scopes.join(", ")),
        ("list-resources-on-activation", list_resources_on_activation.to_string()),
        ("home-label", home_label.clone().unwrap_or_else(|| "none".into())),
        ("disabled-skills", names(disabled_skills)),
        ("user-only-skills", names(user_only_skills)),
        ("name-only-skills", names(name_only_skills)),
        ("honor-paths", honor_paths.to_string()),
        ("enabled-skills", names(enabled_skills)),
        (
            "substitutions",
            if substitutions.is_empty() {
                "none".to_string()
            } else {
                format!("{substitutions:?}")
            },
        ),
        (
            "host-facts",
            match host_facts {
                HostFacts {
                    binaries: None,
                    environment: None,
                    os: None,
                } => "unknown".into(),
                known => format!("{known:?}"),
            },
        ),
    ])
}

fn repo_file(rel: &str) -> String {
    std::fs::read_to_string(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..").join(rel)).unwrap()
}

/// `| `field` | default | follows |` rows of the Policy section of `docs/policy.md`.
pub fn readme_defaults() -> BTreeMap<String, String> {
    let readme = repo_file("docs/policy.md");
    let section = readme.split("\n## Policy\n").nth(1).expect("a Policy section");
    let section = section.split("\n## ").next().unwrap();
    section
        .lines()
        .filter(|l| l.starts_with("| `"))
        .map(|row| {
            let cells: Vec<&str> = row.split('|').map(str::trim).collect();
            (cells[1].trim_matches('`').to_string(), normalise(cells[2]))
        })
        .collect()
}

/// `Default X` from the doc comment above each field of the WIT `policy` record.
pub fn wit_defaults() -> BTreeMap<String, String> {
    let wit = repo_file("wit/skills.wit");
    let record = wit.split("record policy {").nth(1).expect("a policy record");
    let record = record.split("\n    }").next().unwrap();
    let mut defaults = BTreeMap::new();
    let mut doc = String::new();
    for line in record.lines().map(str::trim) {
        if let Some(text) = line.strip_prefix("///") {
            doc.push_str(text);
            continue;
        }
        if let Some((field, _)) = line.split_once(':') {
            let written = doc
                .split("Default ")
                .nth(1)
                .unwrap_or_else(|| panic!("no `Default` for {field}"));
            let written = written.split(['.', ':']).next().unwrap();
            defaults.insert(field.to_string(), normalise(written));
            doc.clear();
        }
    }
    defaults
}

pub fn component_defaults() -> BTreeMap<String, String> {
    let policy = host().default_policy().unwrap();
    canonical(&policy)
        .into_iter()
        .map(|(k, v)| (k.to_string(), v))
        .collect()
}

#[test]
fn prose_defaults_are_read_as_values() {
    assert_eq!(normalise("512 KiB (by size, before reading)"), "524288");
    assert_eq!(normalise("`strict` (the spec)"), "strict");
    assert_eq!(normalise("2000 per root"), "2000");
    assert_eq!(
        normalise("project, user, plugin, builtin"),
        "project, user, plugin, builtin"
    );
}
