//! Reading one `SKILL.md` into validated metadata: size cap before reading, UTF-8,
//! frontmatter split, YAML (with the lenient colon repair), field rules.

use std::path::Path;

use super::context::{Context, LintProfile, restriction};
use super::rules;
use crate::fs::read::{FileFacts, read_for_discovery};
use crate::model::{Code, Diagnostic, Frontmatter, Policy, ValidationMode};
use crate::parse::frontmatter::{self, Fields, Split, SplitError};
use crate::parse::recover::{self, Recovered};

/// Cuts the text into frontmatter and body, as a diagnostic on failure.
pub fn split<'a>(text: &'a str, policy: &Policy, label: &str) -> Result<Split<'a>, Diagnostic> {
    frontmatter::split(text, policy.max_frontmatter_bytes as usize).map_err(|e| match e {
        SplitError::Missing => Diagnostic::error(
            Code::FrontmatterMissing,
            label,
            "SKILL.md must start with a `---` line opening the YAML frontmatter",
        )
        .at_line(Some(1)),
        SplitError::Unclosed => Diagnostic::error(
            Code::FrontmatterUnclosed,
            label,
            "the frontmatter is not closed by a `---` line",
        )
        .at_line(Some(1)),
        SplitError::TooLarge { bytes, limit } => Diagnostic::error(
            Code::FrontmatterTooLarge,
            label,
            format!("the frontmatter exceeds {limit} bytes (at least {bytes}; policy max-frontmatter-bytes)"),
        )
        .at_line(Some(1)),
    })
}

/// Parses the YAML. Strict mode takes it exactly as written. Lenient mode repairs
/// unquoted colons at any depth and, failing that, drops the keys that do not parse,
/// one by one (see [`recover`]); the skill loads when `name` and `description` survive.
/// Returns the fields and the keys dropped (a dropped key that restricts the skill is
/// read the narrow way by the rules).
pub fn parse(
    split: &Split,
    mode: ValidationMode,
    label: &str,
    out: &mut Vec<Diagnostic>,
) -> Option<(Fields, Vec<String>)> {
    let file_line = |yaml_line: u32| yaml_line + split.yaml_first_line - 1;
    let result = match mode {
        ValidationMode::Strict => frontmatter::parse_yaml(&split.yaml).map(|fields| Recovered {
            fields,
            ..Recovered::default()
        }),
        ValidationMode::Lenient => recover::parse_lenient(&split.yaml),
    };
    let recovered = match result {
        Ok(recovered) => recovered,
        Err(error) => {
            out.push(
                Diagnostic::error(
                    Code::YamlInvalid,
                    label,
                    format!("frontmatter is not valid YAML: {}", error.message),
                )
                .at_line(error.line.map(file_line).or(Some(1))),
            );
            return None;
        }
    };
    for line in recovered.repaired_lines {
        out.push(
            Diagnostic::warning(
                Code::YamlRepaired,
                label,
                "value contains `: ` and is not valid YAML as written; loaded it as a quoted string. Fix: wrap the value in double quotes, or use `>-` on the key line",
            )
            .at_line(Some(file_line(line))),
        );
    }
    let mut refused = false;
    for dropped in &recovered.dropped {
        let at = Some(file_line(dropped.line));
        let key = &dropped.key;
        let d = if key.is_empty() {
            Diagnostic::warning(
                Code::YamlKeySkipped,
                label,
                format!(
                    "a line of the frontmatter is not a `key: value` ({}); ignored",
                    dropped.reason
                ),
            )
        } else if REQUIRED_KEYS.contains(&key.as_str()) {
            refused = true;
            Diagnostic::error(
                Code::YamlInvalid,
                label,
                format!("required field `{key}` is not valid YAML: {}", dropped.reason),
            )
        } else {
            let narrow = restriction(key)
                .map(|r| format!("; read the narrow way: {}", r.narrow))
                .unwrap_or_default();
            Diagnostic::warning(
                Code::YamlKeySkipped,
                label,
                format!(
                    "field `{key}` is not valid YAML ({}); ignored, the rest of the frontmatter loads{narrow}",
                    dropped.reason
                ),
            )
        };
        out.push(d.at_line(at));
    }
    if refused {
        return None;
    }
    let dropped = recovered
        .dropped
        .into_iter()
        .map(|d| d.key)
        .filter(|k| !k.is_empty())
        .collect();
    Some((recovered.fields, dropped))
}

/// Keys without which no skill loads: when one of them is dropped, so is the skill.
const REQUIRED_KEYS: [&str; 2] = ["name", "description"];

/// How to check one skill.
pub struct Request<'a> {
    /// Host-side path of the file, for diagnostics.
    pub label: &'a str,
    pub dir_name: &'a str,
    /// The policy; its `validation` mode decides what is an error.
    pub policy: &'a Policy,
    /// The authoring lint: keys outside the spec are errors.
    pub lint: bool,
    /// With `lint`: which agent's fields are accepted too.
    pub profile: LintProfile,
}

/// Reads one `SKILL.md`, parses and validates it; every finding goes to `out`.
/// `known` are facts from a stat the caller already took, and `read` its bytes when the
/// caller already read them (the walk, from the descriptor it stat-ed).
pub fn load(
    file: &Path,
    known: Option<FileFacts>,
    read: Option<std::io::Result<Vec<u8>>>,
    req: &Request,
    out: &mut Vec<Diagnostic>,
) -> Option<Frontmatter> {
    match read_for_discovery(file, known, read, req.policy.max_skill_file_bytes, req.label) {
        Ok(text) => check(&text, req, out),
        Err(d) => {
            out.push(d);
            None
        }
    }
}

/// Parses and validates the text of a `SKILL.md`; every finding goes to `out`.
pub fn check(text: &str, req: &Request, out: &mut Vec<Diagnostic>) -> Option<Frontmatter> {
    let start = out.len();
    let frontmatter = check_unordered(text, req, out);
    // Parsing and validation report field by field, not line by line: an author reads
    // a file's findings top to bottom. Stable, so findings on one line keep their order;
    // a finding with no line (about the whole file) comes first.
    out[start..].sort_by_key(|d| d.line);
    frontmatter
}

fn check_unordered(text: &str, req: &Request, out: &mut Vec<Diagnostic>) -> Option<Frontmatter> {
    let split = match split(text, req.policy, req.label) {
        Ok(split) => split,
        Err(d) => {
            out.push(d);
            return None;
        }
    };
    let (fields, dropped) = parse(&split, req.policy.validation, req.label, out)?;
    let cx = Context {
        dropped: &dropped,
        label: req.label,
        dir_name: req.dir_name,
        yaml: &split.yaml,
        yaml_first_line: split.yaml_first_line,
        mode: req.policy.validation,
        lint: req.lint,
        profile: req.profile,
    };
    rules::validate(&fields, &cx, out)
}

#[cfg(test)]
mod tests {
    use std::fs;

    use super::*;

    fn load_text(bytes: &[u8], policy: &Policy) -> (Option<Frontmatter>, Vec<Diagnostic>) {
        let tmp = tempfile::tempdir().unwrap();
        let file = tmp.path().join("SKILL.md");
        fs::write(&file, bytes).unwrap();
        let mut out = Vec::new();
        let req = Request {
            label: "/h/a/SKILL.md",
            dir_name: "a",
            policy,
            lint: false,
            profile: Default::default(),
        };
        (load(&file, None, None, &req, &mut out), out)
    }

    #[test]
    fn a_files_findings_are_reported_in_line_order() {
        let text = "---\nmetadata: 5\ndescription: \"\"\nallowed-tools: 7\nname: Bad_Name\nlicense: [x]\n---\nbody\n";
        let policy = Policy::default();
        let req = Request {
            label: "/h/a/SKILL.md",
            dir_name: "a",
            policy: &policy,
            lint: true,
            profile: Default::default(),
        };
        let mut out = Vec::new();
        check(text, &req, &mut out);
        let lines: Vec<Option<u32>> = out.iter().map(|d| d.line).collect();
        assert!(out.len() >= 4, "{out:#?}");
        assert!(lines.windows(2).all(|w| w[0] <= w[1]), "{lines:?}");
    }

    #[test]
    fn invalid_utf8_and_oversized_files_become_diagnostics() {
        let (meta, d) = load_text(b"---\nname: a\ndescription: \xff\xfe\n---\n", &Policy::default());
        assert!(meta.is_none());
        assert_eq!(d[0].code, "invalid-utf8");
        assert_eq!(d[0].line, Some(3));
        let policy = Policy {
            max_skill_file_bytes: 10,
            ..Policy::default()
        };
        let (meta, d) = load_text(b"---\nname: a\ndescription: d\n---\n", &policy);
        assert!(meta.is_none());
        assert_eq!(d[0].code, "file-too-large");
    }

    #[test]
    fn a_body_that_is_not_utf8_is_refused_at_discovery_with_its_line() {
        for mode in [ValidationMode::Strict, ValidationMode::Lenient] {
            let policy = Policy {
                validation: mode,
                ..Policy::default()
            };
            let (meta, d) = load_text(b"---\nname: a\ndescription: d\n---\nfine\nbad \xff here\n", &policy);
            assert!(meta.is_none(), "{mode:?}");
            assert_eq!((d[0].code, d[0].line), (Code::InvalidUtf8, Some(6)));
            assert_eq!(d[0].message, "file is not valid UTF-8 (first bad byte at offset 40)");
        }
    }

    #[test]
    fn lenient_mode_repairs_unquoted_colons_with_a_warning() {
        let text = b"---\nname: a\ndescription: Use when: the user asks\n---\n";
        let (meta, d) = load_text(text, &Policy::default());
        assert!(meta.is_none());
        assert_eq!(d[0].code, "yaml-invalid");
        let lenient = Policy {
            validation: ValidationMode::Lenient,
            ..Policy::default()
        };
        let (meta, d) = load_text(text, &lenient);
        assert_eq!(meta.unwrap().description, "Use when: the user asks");
        assert_eq!(d[0].code, "yaml-repaired");
        assert_eq!(d[0].line, Some(3));
    }

    fn lenient() -> Policy {
        Policy {
            validation: ValidationMode::Lenient,
            ..Policy::default()
        }
    }

    #[test]
    fn lenient_mode_still_rejects_what_is_not_yaml() {
        let (meta, d) = load_text(b"---\n[a, b\n---\n", &lenient());
        assert!(meta.is_none());
        assert_eq!(d[0].code, "yaml-invalid");
    }

    #[test]
    fn a_required_key_that_is_not_yaml_refuses_the_skill_and_says_which() {
        let (meta, d) = load_text(b"---\nname: [a\ndescription: d\n---\n", &lenient());
        assert!(meta.is_none());
        assert_eq!((d[0].code, d[0].line), (Code::YamlInvalid, Some(2)));
        assert!(d[0].message.contains("`name`"), "{}", d[0].message);
    }

    #[test]
    fn lenient_mode_drops_only_the_key_that_is_not_yaml() {
        let text = b"---\nname: a\ndescription: Deploys\nargument-hint: <duration: e.g. 7d, 2w>\ntags: [next,@supabase/ssr]\nmetadata:\n  note: see: docs\n---\n";
        let (meta, d) = load_text(text, &Policy::default());
        assert!(meta.is_none(), "strict mode stays exact");
        assert_eq!(d[0].code, Code::YamlInvalid);
        let (meta, d) = load_text(text, &lenient());
        let meta = meta.expect("the skill loads without `tags`");
        assert_eq!(meta.argument_hint.as_deref(), Some("<duration: e.g. 7d, 2w>"));
        assert_eq!(meta.metadata, vec![("note".to_string(), "see: docs".to_string())]);
        let found: Vec<(Code, Option<u32>)> = d.iter().map(|d| (d.code, d.line)).collect();
        assert_eq!(
            found,
            vec![
                (Code::YamlRepaired, Some(4)),
                (Code::YamlKeySkipped, Some(5)),
                (Code::YamlRepaired, Some(7)),
            ]
        );
        assert!(d[1].message.contains("`tags`"), "{}", d[1].message);
    }

    #[test]
    fn every_restriction_fails_closed() {
        use crate::validate::RESTRICTIONS;
        // For each restricting field: what the narrow reading leaves of the skill.
        let narrowed = |key: &str, meta: &Frontmatter| match key {
            "disable-model-invocation" | "paths" | "disallowed-tools" => !meta.model_invocable,
            "user-invocable" => !meta.user_invocable,
            "default-enabled" => !meta.default_enabled,
            "allowed-tools" => meta.allowed_tools.is_none(),
            other => panic!("a restriction without a test: {other}"),
        };
        for restriction in &RESTRICTIONS {
            let key = restriction.key;
            // Not YAML, a wrong shape, and (for lists of globs) nothing usable.
            let mut unreadable = vec![format!("{key}: [open, {{\n"), format!("{key}: {{a: 1}}\n")];
            if key == "paths" {
                unreadable.push(format!("{key}: \"[\"\n"));
            }
            for written in unreadable {
                let text = format!("---\nname: a\ndescription: d\n{written}---\n");
                let (meta, d) = load_text(text.as_bytes(), &lenient());
                let meta = meta.unwrap_or_else(|| panic!("{written}: {d:?}"));
                assert!(narrowed(key, &meta), "{written} must read the narrow way: {meta:?}");
                assert!(!d.is_empty(), "{written}: the reading is said");
            }
        }
        // YAML 1.1 booleans read as Claude Code reads them.
        for (written, check) in [
            (
                "disable-model-invocation: yes",
                (|m: &Frontmatter| !m.model_invocable) as fn(&Frontmatter) -> bool,
            ),
            ("user-invocable: Off", |m| !m.user_invocable),
            ("default-enabled: no", |m| !m.default_enabled),
            ("default-enabled: True", |m| m.default_enabled),
        ] {
            for policy in [Policy::default(), lenient()] {
                let text = format!("---\nname: a\ndescription: d\n{written}\n---\n");
                let (meta, d) = load_text(text.as_bytes(), &policy);
                assert!(check(&meta.expect(written)), "{written}");
                // `True` is a boolean in YAML 1.2's core schema too: nothing to say.
                let said: Vec<Code> = d.iter().map(|d| d.code).collect();
                let expected = if written.ends_with("True") {
                    vec![]
                } else {
                    vec![Code::Yaml11Boolean]
                };
                assert_eq!(said, expected, "{written}");
            }
        }
    }

    #[test]
    fn openclaw_json_metadata_is_read_as_the_mapping_it_spells() {
        let text = b"---\nname: a\ndescription: d\nmetadata: '{\"openclaw\":{\"requires\":{\"bins\":[\"gh\"]},\"os\":[\"darwin\"]},\"author\":\"x\"}'\n---\n";
        for policy in [Policy::default(), lenient()] {
            let (meta, d) = load_text(text, &policy);
            assert!(d.is_empty(), "{d:?}");
            let meta = meta.unwrap();
            assert_eq!(meta.requires.bins, vec!["gh"]);
            assert_eq!(meta.requires.os, vec!["darwin"]);
            assert_eq!(meta.metadata, vec![("author".to_string(), "x".to_string())]);
        }
        let broken = b"---\nname: a\ndescription: d\nmetadata: '{\"openclaw\": nope'\n---\n";
        let (meta, d) = load_text(broken, &lenient());
        assert!(meta.unwrap().requires.bins.is_empty());
        assert_eq!(d[0].code, Code::MetadataJson);
        let (meta, d) = load_text(broken, &Policy::default());
        assert!(meta.is_none());
        assert_eq!(d[0].code, Code::MetadataJson);
        let huge = format!(
            "---\nname: a\ndescription: d\nmetadata: '{{\"a\":\"{}\"}}'\n---\n",
            "x".repeat(70_000)
        );
        let policy = Policy {
            max_frontmatter_bytes: 1 << 20,
            ..lenient()
        };
        let (meta, d) = load_text(huge.as_bytes(), &policy);
        assert!(meta.unwrap().metadata.is_empty());
        assert!(d[0].message.contains("limit"), "{}", d[0].message);
    }
}
