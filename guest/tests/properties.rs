//! Property tests of the invariants the fuzz targets check (see `invariants/mod.rs`),
//! so CI keeps checking them on every run.

mod invariants;

use proptest::prelude::*;

/// Frontmatter-shaped text: fences, keys, YAML punctuation and arbitrary characters.
fn frontmatter_like() -> impl Strategy<Value = String> {
    let piece = prop_oneof![
        Just("---\n".to_string()),
        Just("name: skill\n".to_string()),
        Just("description: ".to_string()),
        Just("metadata:\n  k: v\n".to_string()),
        Just("allowed-tools: [a, b]\n".to_string()),
        Just("&a [*a, *a]\n".to_string()),
        Just("\r\n".to_string()),
        Just("\u{feff}".to_string()),
        "[\\[\\]{}:&*!|>'\"#,\\- \\n]{0,8}",
        any::<String>(),
    ];
    prop::collection::vec(piece, 0..16).prop_map(|pieces| pieces.concat())
}

/// Documents near the fast path's subset: key lines at a few indents, with values
/// built from the fragments where YAML's rules turn (quotes, indicators, comments,
/// words that resolve to other types, characters YAML treats specially).
fn flat_yaml_like() -> impl Strategy<Value = String> {
    let key = prop_oneof![
        prop::sample::select(vec![
            "name",
            "description",
            "metadata",
            "a.b",
            "x-y_z",
            "on",
            "Inf",
            "NULL",
            "n"
        ])
        .prop_map(String::from),
        "[a-zA-Z][a-zA-Z0-9_.-]{0,6}",
    ];
    let indent = prop::sample::select(vec!["", "", "", "  ", "  ", "    ", " "]);
    let separator = prop::sample::select(vec![": ", ": ", ":", ":  ", " : ", ":\t"]);
    let fragment = prop_oneof![
        prop::sample::select(vec![
            "'", "''", "\"", ": ", " #", "#", ",", "[", "]", "{", "}", "true", "False", "1", "0x1f", ".5", "1e3", "-",
            "~", "é", "使用", " ", "  ", "\\", "\\n", "&a", "*a", "!t", "|", ">", "%", "@", "`", "?", "x", "word",
            "\u{85}", "\u{a0}", "\u{2028}", "\u{feff}", "\t", "nan", ".inf", "<<", "=",
        ])
        .prop_map(String::from),
        "[a-z ]{1,5}",
        any::<char>().prop_map(String::from),
    ];
    let value = prop::collection::vec(fragment, 0..5).prop_map(|f| f.concat());
    let line = (indent, key, separator, value).prop_map(|(i, k, s, v)| format!("{i}{k}{s}{v}"));
    let any_line = prop_oneof![
        8 => line,
        1 => prop::sample::select(vec!["# comment", "", "  - item", "---", "..."]).prop_map(String::from),
    ];
    prop::collection::vec(any_line, 1..8).prop_map(|lines| lines.join("\n"))
}

fn path_like() -> impl Strategy<Value = String> {
    let part = prop_oneof![
        Just("..".to_string()),
        Just(".".to_string()),
        Just("".to_string()),
        Just("references".to_string()),
        Just("a.md".to_string()),
        Just("SKILL.md".to_string()),
        Just("inner".to_string()),
        Just("refs".to_string()),
        Just("sibling".to_string()),
        Just("outside".to_string()),
        Just("up".to_string()),
        Just("loop".to_string()),
        Just("other".to_string()),
        Just("secret.txt".to_string()),
        "[a-z./\\\\\\x00]{1,6}",
    ];
    (prop::bool::ANY, prop::collection::vec(part, 0..8)).prop_map(|(absolute, parts)| {
        let joined = parts.join("/");
        if absolute { format!("/{joined}") } else { joined }
    })
}

fn tagged_text() -> impl Strategy<Value = String> {
    let piece = prop_oneof![
        Just("</skill_content>".to_string()),
        Just("<SKILL-CONTENT name=\"x\">".to_string()),
        Just("< / skill_content >".to_string()),
        Just("<\u{a0}/\u{200b}skill_content>".to_string()),
        Just("<".to_string()),
        Just("$ARGUMENTS".to_string()),
        Just("$0 $1 $ARGUMENTS[2] ${SKILL_DIR}".to_string()),
        any::<String>(),
    ];
    prop::collection::vec(piece, 0..12).prop_map(|pieces| pieces.concat())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn any_document_is_parsed_without_panicking(text in frontmatter_like()) {
        invariants::document(text.as_bytes());
    }

    #[test]
    fn any_bytes_are_parsed_without_panicking(bytes in prop::collection::vec(any::<u8>(), 0..512)) {
        invariants::document(&bytes);
    }

    #[test]
    fn the_frontmatter_fast_path_agrees_with_serde_saphyr(yaml in flat_yaml_like()) {
        invariants::flat_yaml_agrees(yaml.as_bytes());
    }

    #[test]
    fn no_path_reads_outside_the_skill(path in path_like()) {
        invariants::resource_path(&path);
    }

    #[test]
    fn the_catalog_is_well_formed_for_any_names_and_descriptions(
        skills in prop::collection::vec((tagged_text(), tagged_text()), 0..12),
        budget in 0u32..4000,
    ) {
        invariants::catalog(&skills, budget);
    }

    #[test]
    fn the_envelope_has_exactly_one_closing_tag(body in tagged_text(), arguments in tagged_text()) {
        invariants::envelope(&body, &arguments);
    }

    #[test]
    fn globs_and_touched_paths_never_panic_and_never_leave_the_project(
        patterns in glob_like(),
        touched in prop::collection::vec(path_like(), 0..8),
    ) {
        invariants::paths(&patterns, &touched);
    }
}

fn glob_like() -> impl Strategy<Value = String> {
    let piece = prop_oneof![
        Just("**".to_string()),
        Just("*".to_string()),
        Just("/".to_string()),
        Just(",".to_string()),
        Just("{a,b}".to_string()),
        Just("{".to_string()),
        Just("[".to_string()),
        Just("[!a-z]".to_string()),
        Just("\\".to_string()),
        Just("!".to_string()),
        Just("?".to_string()),
        Just("inner".to_string()),
        "[a-z.]{1,4}",
    ];
    prop::collection::vec(piece, 0..12).prop_map(|pieces| pieces.concat())
}
