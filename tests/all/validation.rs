//! Parsing and validation through the component: frontmatter splitting, hardened
//! YAML, the field rules in strict and lenient mode, and the authoring lint.

use crate::common::*;

/// Discovers a single skill directory `root/<dir>` whose SKILL.md is `content`.
fn load(dir: &str, content: impl AsRef<[u8]>, lenient: bool) -> (Vec<Skill>, Vec<Diagnostic>) {
    let tree = Tree::new();
    tree.write(&format!("root/{dir}/SKILL.md"), content);
    let mut session = session_with(vec![tree.root("root", Scope::Project)], |p| {
        if lenient {
            p.validation = ValidationMode::Lenient;
        }
    });
    let discovery = session.discover().unwrap();
    (discovery.skills, discovery.diagnostics)
}

fn rejected_with(dir: &str, content: impl AsRef<[u8]>, code: &str) -> Diagnostic {
    let (skills, diagnostics) = load(dir, content, false);
    assert!(skills.is_empty(), "{dir} should be rejected");
    let d = diagnostics
        .iter()
        .find(|d| d.code == code)
        .unwrap_or_else(|| panic!("{code} missing: {diagnostics:?}"));
    assert_eq!(d.severity, Severity::Error);
    assert!(d.path.ends_with(&format!("{dir}/SKILL.md")), "{}", d.path);
    d.clone()
}

#[test]
fn bom_and_crlf_files_parse_like_lf_files() {
    let (lf, _) = load("a", "---\nname: a\ndescription: Same.\n---\nBody\n", false);
    let (crlf, d) = load(
        "a",
        "\u{feff}---\r\nname: a\r\ndescription: Same.\r\n--- \r\nBody\r\n",
        false,
    );
    assert!(d.is_empty(), "{d:?}");
    assert_eq!(lf[0].description, crlf[0].description);
}

#[test]
fn fences_are_lines_not_substrings() {
    let (skills, _) = load("a", "---\nname: a\ndescription: foo---bar\n---\n", false);
    assert_eq!(skills[0].description, "foo---bar");
}

#[test]
fn missing_or_unclosed_frontmatter_is_rejected_with_a_line() {
    let d = rejected_with("a", "# Just markdown\n", "frontmatter-missing");
    assert_eq!(d.line, Some(1));
    rejected_with("a", "---\nname: a\ndescription: d\n", "frontmatter-unclosed");
}

#[test]
fn oversized_file_is_rejected_by_size_before_reading() {
    let tree = Tree::new();
    let body = "x".repeat(600 * 1024);
    tree.write("root/big/SKILL.md", skill_md("big", "Big.", &body));
    tree.skill("root/small", "small", "Small.", "");
    let mut session = session(vec![tree.root("root", Scope::Project)]);
    let discovery = session.discover().unwrap();
    assert_eq!(names(&discovery.skills), vec!["small"]);
    assert_eq!(codes(&discovery.diagnostics), vec!["file-too-large"]);
}

#[test]
fn invalid_utf8_is_a_diagnostic_with_its_line() {
    let d = rejected_with("a", b"---\nname: a\ndescription: caf\xe9\n---\n", "invalid-utf8");
    assert_eq!(d.line, Some(3));
}

#[test]
fn a_bad_byte_anywhere_in_a_long_file_is_found_and_a_good_character_is_not() {
    // The component skips ASCII 256 and then 64 bytes at a time: a byte that is not
    // UTF-8, a character cut short, and characters that are whole, at every offset of
    // the first 720 bytes of a body, so at every place in and around those blocks.
    const OFFSETS: usize = 720;
    let tree = Tree::new();
    for at in 0..OFFSETS {
        let file = |name: &str, inserted: &[u8]| {
            let mut file = format!("---\nname: {name}\ndescription: d\n---\n").into_bytes();
            file.extend(std::iter::repeat_n(b'x', at));
            file.extend_from_slice(inserted);
            file.extend(std::iter::repeat_n(b'y', OFFSETS - at));
            file
        };
        let crab = "🦀".as_bytes();
        tree.write(&format!("bad/b{at}/SKILL.md"), file(&format!("b{at}"), b"\xff"));
        tree.write(&format!("cut/c{at}/SKILL.md"), file(&format!("c{at}"), &crab[..3]));
        tree.write(
            &format!("good/g{at}/SKILL.md"),
            file(&format!("g{at}"), "é🦀".as_bytes()),
        );
    }
    let mut session = session(
        ["bad", "cut", "good"]
            .map(|dir| tree.root(dir, Scope::Project))
            .to_vec(),
    );
    let discovery = session.discover().unwrap();
    let good: Vec<String> = (0..OFFSETS).map(|at| format!("g{at}")).collect();
    let mut found = names(&discovery.skills);
    found.sort_by_key(|name| name[1..].parse::<usize>().unwrap_or(usize::MAX));
    assert_eq!(found, good);
    let refused = discovery
        .diagnostics
        .iter()
        .filter(|d| d.code == "invalid-utf8")
        .count();
    assert_eq!(refused, 2 * OFFSETS, "{:?}", codes(&discovery.diagnostics));
}

#[test]
fn alias_bombs_and_deep_nesting_are_rejected_quickly() {
    let mut bomb =
        String::from("---\nname: a\ndescription: d\nx0: &x0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n");
    for i in 1..12 {
        let p = i - 1;
        bomb.push_str(&format!(
            "x{i}: &x{i} [*x{p}, *x{p}, *x{p}, *x{p}, *x{p}, *x{p}, *x{p}, *x{p}, *x{p}]\n"
        ));
    }
    bomb.push_str("---\n");
    rejected_with("a", &bomb, "yaml-invalid");
    let deep = format!(
        "---\nname: a\ndescription: d\nx: {}{}\n---\n",
        "[".repeat(100_000),
        "]".repeat(100_000)
    );
    rejected_with("a", &deep, "frontmatter-too-large");
    let deep_small = format!(
        "---\nname: a\ndescription: d\nx: {}{}\n---\n",
        "[".repeat(20_000),
        "]".repeat(20_000)
    );
    rejected_with("a", &deep_small, "yaml-invalid");
}

#[test]
fn frontmatter_must_be_a_mapping_without_duplicates_or_merge_keys() {
    rejected_with("a", "---\n- a\n- b\n---\n", "yaml-invalid");
    rejected_with("a", "---\nname: a\nname: a\ndescription: d\n---\n", "yaml-invalid");
    rejected_with(
        "a",
        "---\nbase: &b {name: a}\n<<: *b\ndescription: d\n---\n",
        "yaml-invalid",
    );
}

#[test]
fn names_follow_the_reference_unicode_reading() {
    for ok in ["技能", "навык", "pdf-tools", "v2"] {
        let (skills, d) = load(ok, skill_md(ok, "Fine.", ""), false);
        assert_eq!(names(&skills), vec![ok], "{d:?}");
    }
    for bad in [
        "Навык",
        "My-Skill",
        "my_skill",
        "my.skill",
        "zero\u{200b}width",
        "bidi\u{202e}x",
        "-lead",
        "trail-",
        "dou--ble",
    ] {
        let d = rejected_with(bad, skill_md(&format!("\"{bad}\""), "Fine.", ""), "name-invalid");
        assert!(d.message.contains("`name`"), "{}", d.message);
    }
    rejected_with(&"a".repeat(65), skill_md(&"a".repeat(65), "Long.", ""), "name-too-long");
}

#[test]
fn name_must_equal_the_directory_name() {
    let d = rejected_with("dir", skill_md("other", "Mismatch.", ""), "name-mismatch");
    assert_eq!(d.line, Some(2));
    assert!(d.message.contains("other") && d.message.contains("dir"));
}

#[test]
fn description_limit_counts_characters() {
    let (skills, _) = load("a", skill_md("a", &"é".repeat(1024), ""), false);
    assert_eq!(skills.len(), 1);
    let d = rejected_with("a", skill_md("a", &"é".repeat(1025), ""), "description-too-long");
    assert!(d.message.contains("1025"));
    rejected_with("a", "---\nname: a\n---\n", "description-missing");
    rejected_with("a", "---\nname: a\ndescription: '   '\n---\n", "description-missing");
}

#[test]
fn optional_fields_are_checked_and_kept() {
    let content = "---\nname: a\ndescription: d\nlicense: MIT\ncompatibility: Python 3.11\nmetadata:\n  author: me\n  version: 1.0\nallowed-tools: Read Grep\nargument-hint: \"[file]\"\nunknown-key: {nested: true}\n---\n";
    let (skills, d) = load("a", content, false);
    assert!(d.is_empty(), "unknown keys are ignored at load: {d:?}");
    let s = &skills[0];
    assert_eq!(s.license.as_deref(), Some("MIT"));
    assert_eq!(s.compatibility.as_deref(), Some("Python 3.11"));
    assert_eq!(
        s.metadata,
        vec![
            ("author".to_string(), "me".to_string()),
            ("version".to_string(), "1.0".to_string())
        ]
    );
    assert_eq!(s.allowed_tools.as_deref(), Some("Read Grep"));
    assert_eq!(s.argument_hint.as_deref(), Some("[file]"));

    let long = format!(
        "---\nname: a\ndescription: d\ncompatibility: {}\n---\n",
        "c".repeat(501)
    );
    rejected_with("a", &long, "compatibility-too-long");
    rejected_with("a", "---\nname: a\ndescription: d\nmetadata: text\n---\n", "field-type");
    rejected_with(
        "a",
        "---\nname: a\ndescription: d\nuser-invocable: sometimes\n---\n",
        "field-type",
    );
    // YAML 1.1's `no` is a boolean to Claude Code, and so here, with a note.
    let (skills, d) = load("a", "---\nname: a\ndescription: d\nuser-invocable: no\n---\n", false);
    assert!(!skills[0].user_invocable);
    assert_eq!(codes(&d), vec!["yaml11-boolean"]);
}

#[test]
fn allowed_tools_as_a_list_loads_with_a_warning() {
    let (skills, d) = load(
        "a",
        "---\nname: a\ndescription: d\nallowed-tools:\n  - Read\n  - Bash(git:*)\n---\n",
        false,
    );
    assert_eq!(skills[0].allowed_tools.as_deref(), Some("Read Bash(git:*)"));
    assert_eq!(codes(&d), vec!["allowed-tools-list"]);
    assert_eq!(d[0].severity, Severity::Warning);
}

#[test]
fn lenient_mode_loads_spec_violations_with_warnings() {
    let content = format!(
        "---\nname: Other_Name\ndescription: {}\nlicense: [MIT]\n---\n",
        "x".repeat(1500)
    );
    let (skills, d) = load("dir", &content, true);
    assert_eq!(names(&skills), vec!["Other_Name"]);
    assert!(d.iter().all(|d| d.severity == Severity::Warning), "{d:?}");
    let mut found = codes(&d);
    found.sort();
    assert_eq!(
        found,
        vec!["description-too-long", "field-type", "name-invalid", "name-mismatch"]
    );
    let (skills, _) = load("dir", skill_md(&"n".repeat(70), "Long name.", ""), true);
    assert_eq!(skills.len(), 1);
}

#[test]
fn lenient_mode_still_rejects_missing_descriptions_and_broken_yaml() {
    let (skills, d) = load("a", "---\nname: a\n---\n", true);
    assert!(skills.is_empty());
    assert_eq!(codes(&d), vec!["description-missing"]);
    let (skills, d) = load("a", "---\nname: a\ndescription: [unclosed\n---\n", true);
    assert!(skills.is_empty());
    assert_eq!(codes(&d), vec!["yaml-invalid"]);
}

#[test]
fn lenient_mode_repairs_an_unquoted_colon_once_and_says_how_to_fix_it() {
    let content = "---\nname: a\ndescription: Use when: the user asks\n---\n";
    rejected_with("a", content, "yaml-invalid");
    let (skills, d) = load("a", content, true);
    assert_eq!(skills[0].description, "Use when: the user asks");
    assert_eq!(codes(&d), vec!["yaml-repaired"]);
    assert_eq!(d[0].line, Some(3));
    assert!(d[0].message.contains("quotes"));
}

#[test]
fn lenient_mode_uses_the_directory_name_when_name_is_missing() {
    let (skills, d) = load("dir-name", "---\ndescription: d\n---\n", true);
    assert_eq!(names(&skills), vec!["dir-name"]);
    assert_eq!(codes(&d), vec!["name-missing"]);
}

#[test]
fn validate_reports_every_problem_including_unknown_keys() {
    let tree = Tree::new();
    let dir = tree.mkdir("Bad_Dir");
    tree.write(
        "Bad_Dir/SKILL.md",
        "---\nname: Bad_Name\ndescription: d\nversion: 1\nallowed-tools: [Read]\ncompatibility: ''\n---\n",
    );
    let diagnostics = host().validate(&dir).unwrap();
    let mut found = codes(&diagnostics);
    found.sort();
    assert_eq!(
        found,
        vec![
            "allowed-tools-list",
            "compatibility-empty",
            "name-invalid",
            "name-mismatch",
            "unknown-field"
        ]
    );
    assert!(
        diagnostics
            .iter()
            .all(|d| d.severity == Severity::Error && d.line.is_some())
    );
    let unknown = diagnostics.iter().find(|d| d.code == "unknown-field").unwrap();
    assert_eq!(unknown.line, Some(4));

    let good = tree.mkdir("good");
    tree.write("good/SKILL.md", skill_md("good", "Fine.", "Body"));
    assert!(host().validate(&good).unwrap().is_empty());
    let empty = tree.mkdir("empty");
    assert_eq!(codes(&host().validate(&empty).unwrap()), vec!["skill-md-missing"]);
}

#[test]
fn a_files_diagnostics_come_in_line_order() {
    let tree = Tree::new();
    tree.write(
        "bad/SKILL.md",
        "---\nmetadata: 5\ndescription: \"\"\nallowed-tools: 7\nname: Bad_Name\nlicense: [x]\nextra: 1\n---\nbody\n",
    );
    let diagnostics = host().validate(&tree.path().join("bad")).unwrap();
    let lines: Vec<Option<u32>> = diagnostics.iter().map(|d| d.line).collect();
    assert!(diagnostics.len() >= 5, "{diagnostics:#?}");
    assert!(lines.windows(2).all(|w| w[0] <= w[1]), "{lines:?}");
}

#[test]
fn a_profile_tells_not_in_the_spec_from_broken() {
    let tree = Tree::new();
    // The Claude Code skill: six fields outside the specification.
    tree.write(
        "cc-skill/SKILL.md",
        "---\nname: cc-skill\ndescription: Deploys the app.\nwhen_to_use: When the user says deploy.\nargument-hint: \"[env] [region]\"\narguments: [env, region]\npaths: [\"src/**/*.ts\"]\ncontext: fork\nmodel: sonnet\n---\nDeploy to $env in $region. All: $ARGUMENTS\n",
    );
    let dir = tree.path().join("cc-skill");
    let spec = host().validate(&dir).unwrap();
    assert_eq!(spec.len(), 6, "{spec:#?}");
    assert!(
        spec.iter()
            .all(|d| d.code == "unknown-field" && d.message.contains("Claude Code reads it")),
        "{spec:#?}"
    );
    assert_eq!(host().validate_with(&dir, LintProfile::Codex).unwrap(), spec);
    let claude = host().validate_with(&dir, LintProfile::ClaudeCode).unwrap();
    assert!(claude.is_empty(), "{claude:#?}");

    // Under the profile, a wrong shape is still an error.
    tree.write(
        "broken/SKILL.md",
        "---\nname: broken\ndescription: D.\narguments: 5\npaths: {}\nhooks: [x]\nmodel: [a]\nwhen_to_use: [a]\nowner: me\n---\n",
    );
    let broken = host()
        .validate_with(&tree.path().join("broken"), LintProfile::ClaudeCode)
        .unwrap();
    let errors: Vec<(&str, Option<u32>)> = broken
        .iter()
        .filter(|d| d.severity == Severity::Error)
        .map(|d| (d.code.as_str(), d.line))
        .collect();
    assert_eq!(
        errors,
        [
            ("extension-field-invalid", Some(4)),
            ("extension-field-invalid", Some(5)),
            ("extension-field-invalid", Some(6)),
            ("extension-field-invalid", Some(7)),
            ("extension-field-invalid", Some(8)),
            ("unknown-field", Some(9)),
        ],
        "{broken:#?}"
    );
}

#[test]
fn validate_says_whether_a_path_is_missing_a_file_or_a_directory_without_skill_md() {
    let tree = Tree::new();
    tree.mkdir("empty");
    tree.write("plain.txt", "not a skill\n");
    let cases = [
        ("missing", "no such file or directory"),
        ("plain.txt", "a file, not a skill directory"),
        ("empty", "the directory has no SKILL.md"),
    ];
    for (rel, expected) in cases {
        let diagnostics = host().validate(&tree.path().join(rel)).unwrap();
        assert_eq!(codes(&diagnostics), vec!["skill-md-missing"], "{rel}");
        assert!(
            diagnostics[0].message.contains(expected),
            "{rel}: {}",
            diagnostics[0].message
        );
    }
}
