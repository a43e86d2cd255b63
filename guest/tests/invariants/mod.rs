//! Invariants checked by the property tests (`guest/tests/properties.rs`, run by
//! `cargo test`) and by the fuzz targets (`fuzz/`), which include this file, so the
//! two never drift apart. Each function panics when an invariant breaks.
#![allow(dead_code)]

use std::path::PathBuf;
use std::sync::OnceLock;

use skills_guest::present::catalog::{self, Entry};
use skills_guest::present::resources::{self, Source};
use skills_guest::validate::loader::{self, Request};
use skills_guest::{CatalogFormat, Frontmatter, Policy, Scope, Skill, ValidationMode};

/// Frontmatter split + YAML + validation on arbitrary bytes: never a panic, and what
/// loads in strict mode satisfies the spec's rules.
pub fn document(bytes: &[u8]) {
    let text = String::from_utf8_lossy(bytes);
    for mode in [ValidationMode::Strict, ValidationMode::Lenient] {
        let policy = Policy {
            validation: mode,
            ..Policy::default()
        };
        let request = Request {
            label: "/fuzz/skill/SKILL.md",
            dir_name: "skill",
            policy: &policy,
            lint: mode == ValidationMode::Strict,
            // The Claude Code profile's shape checks run on arbitrary input too.
            profile: skills_guest::validate::LintProfile::ClaudeCode,
        };
        let mut diagnostics = Vec::new();
        let meta = loader::check(&text, &request, &mut diagnostics);
        if let Some(meta) = meta {
            assert!(!meta.description.trim().is_empty());
            if mode == ValidationMode::Strict {
                assert_eq!(meta.name, "skill");
                assert!(meta.description.chars().count() <= 1024);
            }
        } else {
            assert!(!diagnostics.is_empty(), "a rejection always says why");
        }
    }
}

/// The frontmatter fast path agrees with serde-saphyr: whatever mapping it returns for
/// a document, serde-saphyr under the same budgets returns exactly that mapping.
pub fn flat_yaml_agrees(bytes: &[u8]) {
    let Ok(yaml) = std::str::from_utf8(bytes) else { return };
    if let Some(fast) = skills_guest::parse::flat_yaml::parse(yaml) {
        assert_eq!(
            skills_guest::parse::frontmatter::parse_yaml_with_saphyr(yaml),
            Ok(fast),
            "the fast path disagrees with serde-saphyr on {yaml:?}"
        );
    }
}

pub const SKILL_MD: &str = "---\nname: skill\ndescription: d\n---\nbody";
pub const INSIDE: &str = "inside file";
pub const SECRET: &str = "SECRET outside the skill";

/// A fixed tree: `root/skill` (the skill: SKILL.md, references/a.md, inner links) and,
/// outside it, `root/other/secret.txt` and `secret.txt`, reachable only by escapes.
pub fn fixture() -> &'static PathBuf {
    static TREE: OnceLock<PathBuf> = OnceLock::new();
    TREE.get_or_init(|| {
        let dir = tempfile::tempdir().expect("temp dir").keep();
        let skill = dir.join("root/skill");
        std::fs::create_dir_all(skill.join("references")).unwrap();
        std::fs::create_dir_all(dir.join("root/other")).unwrap();
        std::fs::write(skill.join("SKILL.md"), SKILL_MD).unwrap();
        std::fs::write(skill.join("references/a.md"), INSIDE).unwrap();
        std::fs::write(dir.join("root/other/secret.txt"), SECRET).unwrap();
        std::fs::write(dir.join("secret.txt"), SECRET).unwrap();
        let link = |target: &str, at: &str| std::os::unix::fs::symlink(target, skill.join(at)).unwrap();
        link("references/a.md", "inner");
        link("references", "refs");
        link("../other/secret.txt", "sibling");
        link("../../secret.txt", "outside");
        link("..", "up");
        link("loop", "loop");
        dir
    })
}

/// Resource gating on an arbitrary path: a read either fails or returns a file that
/// lies inside the skill directory.
pub fn resource_path(path: &str) {
    let skill = fixture().join("root/skill");
    let source = Source::Disk {
        dir: skill.clone().into(),
        file: skill.join("SKILL.md").into(),
    };
    if let Ok(bytes) = resources::read(&source, "skill", path, 1 << 20) {
        let text = String::from_utf8(bytes).expect("fixture files are text");
        assert!(text == SKILL_MD || text == INSIDE, "{path:?} read {text:?}");
    }
    if let Ok(entries) = resources::list(&source, "skill", path) {
        assert!(
            entries.iter().all(|e| e.name != "secret.txt" && e.name != "other"),
            "{path:?} listed {entries:?}"
        );
    }
}

/// Catalog rendering with arbitrary names and descriptions: within the budget, the
/// XML parses with exactly one `skill` element per shown skill and the names intact;
/// the JSON parses the same way; with room for everything, every skill is shown.
pub fn catalog(skills: &[(String, String)], budget: u32) {
    // Claude Code's `when_to_use` (another skill's text) appended under a per-entry cap
    // that the budget also picks, as the registry does.
    let entry_cap = (budget % 2000) as usize + 1;
    let described: Vec<std::borrow::Cow<str>> = skills
        .iter()
        .enumerate()
        .map(|(i, (_, description))| {
            let when_to_use = (i % 4 == 2).then(|| skills[(i + 1) % skills.len()].1.as_str());
            let (text, cut) = catalog::entry_description(description, when_to_use, entry_cap);
            assert!(text.chars().count() <= entry_cap.max(1), "{text:?} over {entry_cap}");
            assert!(!cut || text.ends_with('…'), "a cut entry ends in an ellipsis: {text:?}");
            text
        })
        .collect();
    let entries: Vec<Entry> = skills
        .iter()
        .zip(&described)
        .enumerate()
        .map(|(i, ((name, _), description))| Entry {
            name,
            description,
            scope: Scope::Project,
            location: format!("/skills/{i}/SKILL.md").into(),
            rank: i % 3,
            name_only: i % 7 == 3,
            argument_hint: (i % 5 == 1).then_some(skills[i].1.as_str()),
        })
        .collect();
    let expected: Vec<String> = skills
        .iter()
        .map(|(n, _)| skills_guest::text::sanitize(n).into_owned())
        .collect();
    for limit in [budget, u32::MAX] {
        let policy = Policy {
            catalog_budget_bytes: limit,
            catalog_max_skills: u32::MAX,
            ..Policy::default()
        };
        let (xml, _) = catalog::render(&entries, &policy, CatalogFormat::Xml);
        assert!(xml.len() <= limit as usize);
        let shown = xml_names(&xml);
        assert!(
            shown.iter().all(|n| expected.contains(n)),
            "{shown:?} not in {expected:?}"
        );
        let (json, _) = catalog::render(&entries, &policy, CatalogFormat::Json);
        assert!(json.len() <= limit as usize);
        let json_names = json_names(&json);
        assert!(json_names.iter().all(|n| expected.contains(n)));
        if limit == u32::MAX {
            assert_eq!(shown, expected);
            assert_eq!(json_names, expected);
        }
    }
}

fn xml_names(xml: &str) -> Vec<String> {
    if xml.is_empty() {
        return Vec::new();
    }
    let document = roxmltree::Document::parse(xml).unwrap_or_else(|e| panic!("catalog is not XML ({e}): {xml}"));
    let root = document.root_element();
    assert_eq!(root.tag_name().name(), "available_skills");
    root.children()
        .filter(|n| n.is_element())
        .map(|skill| {
            assert_eq!(skill.tag_name().name(), "skill");
            let fields: Vec<&str> = skill
                .children()
                .filter(|n| n.is_element())
                .map(|n| n.tag_name().name())
                .collect();
            assert!(
                fields == ["name", "description", "location"] || fields == ["name", "location"],
                "{fields:?}"
            );
            let name = skill.children().find(|n| n.has_tag_name("name")).expect("name element");
            name.text().unwrap_or_default().to_string()
        })
        .collect()
}

fn json_names(json: &str) -> Vec<String> {
    if json.is_empty() {
        return Vec::new();
    }
    let value: serde_json::Value = serde_json::from_str(json).expect("catalog is JSON");
    value["skills"]
        .as_array()
        .expect("skills array")
        .iter()
        .map(|s| s["name"].as_str().unwrap().to_string())
        .collect()
}

/// Envelope rendering with an arbitrary body and arguments: exactly one opening tag at
/// the start and one closing tag at the end, however the body spells them.
pub fn envelope(body: &str, arguments: &str) {
    // Named arguments too, one a prefix of another, so `$a`, `$ab` and `$b-c` in a
    // generated body exercise the longest-name rule.
    let mut frontmatter = Frontmatter::new("fuzz", "d");
    frontmatter.argument_names = vec!["a".into(), "ab".into(), "b-c".into()];
    let skill = Skill {
        frontmatter: frontmatter.into(),
        scope: Scope::Project,
        location: "/s/fuzz/SKILL.md".into(),
        directory: "/s/fuzz".into(),
        dormant: false,
    };
    // Over the size limit there is no envelope at all (the registry says too-large).
    let Some(text) = skills_guest::present::activation::envelope(&skill, body, arguments, &[], None) else {
        return;
    };
    assert!(text.starts_with("<skill_content name=\"fuzz\">\n"));
    assert!(text.ends_with("\n</skill_content>"));
    // Independent of the neutraliser: fold case, drop everything a reader may not see.
    let folded: String = text
        .chars()
        .filter(|c| !c.is_whitespace() && !c.is_control() && !skills_guest::text::is_format_char(*c))
        .flat_map(char::to_lowercase)
        .map(|c| if c == '-' { '_' } else { c })
        .collect();
    assert_eq!(folded.matches("<skill_content").count(), 1, "{text}");
    assert_eq!(folded.matches("</skill_content").count(), 1, "{text}");
}

/// Claude Code's `paths` globs and touched paths, both arbitrary: compiling never
/// panics and stays within the caps, matching stays within its budget, and a touched
/// path that could leave the project is refused before any pattern sees it.
pub fn paths(patterns: &str, touched: &[String]) {
    use skills_guest::glob::{self, Budget, Glob};
    let mut globs = Vec::new();
    for written in glob::split_commas(patterns).into_iter().take(64) {
        if written.len() > glob::MAX_PATTERN_BYTES {
            continue;
        }
        for pattern in glob::expand_braces(written).unwrap_or_default() {
            if let Ok(compiled) = Glob::new(&pattern) {
                globs.push(compiled);
            }
        }
    }
    let mut budget = Budget::new(5_000_000);
    for path in touched {
        match glob::touched_segments(path) {
            Ok(segments) => {
                assert!(!segments.contains(&".."), "{path:?}");
                assert!(!path.starts_with('/'), "{path:?}");
                if glob::any_matches(&globs, &segments, &mut budget).is_none() {
                    assert!(budget.spent());
                    return;
                }
            }
            Err(_) => assert!(
                path.is_empty()
                    || path.starts_with(['/', '\\'])
                    || path.split('/').any(|s| s == "..")
                    || path.chars().any(char::is_control)
                    || path.len() > glob::MAX_TOUCHED_PATH_BYTES
                    || path.get(1..2) == Some(":")
                    || path.split('/').all(|s| s.is_empty() || s == "."),
                "{path:?} refused for no reason"
            ),
        }
    }
    // A pattern without metacharacters matches itself.
    if let Some(literal) = patterns.split('/').next().filter(|p| {
        !p.is_empty()
            && p.len() < 64
            && p.chars().all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '.')
            && *p != "."
            && *p != ".."
    }) {
        let glob = Glob::new(literal).expect("a literal compiles");
        assert_eq!(
            glob::any_matches(&[glob], &[literal], &mut Budget::new(u64::MAX)),
            Some(true)
        );
    }
}
