//! Reading one `SKILL.md` into validated metadata: size cap before reading, UTF-8,
//! frontmatter split, YAML (with the lenient colon repair), field rules.

use std::path::Path;

use super::context::{Context, LintProfile};
use super::rules;
use crate::fs::read::{FileFacts, read_for_discovery};
use crate::model::{Code, Diagnostic, Frontmatter, Policy, ValidationMode};
use crate::parse::frontmatter::{self, Fields, Split, SplitError};

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

/// Parses the YAML. In lenient mode an unquoted `key: value: more` is repaired once.
/// Returns the fields and the YAML text they came from (for key lines).
pub fn parse(split: &Split, mode: ValidationMode, label: &str, out: &mut Vec<Diagnostic>) -> Option<Fields> {
    let error = match frontmatter::parse_yaml(&split.yaml) {
        Ok(fields) => return Some(fields),
        Err(e) => e,
    };
    if mode == ValidationMode::Lenient
        && let Some((fixed, lines)) = frontmatter::quote_colon_values(&split.yaml)
        && let Ok(fields) = frontmatter::parse_yaml(&fixed)
    {
        for line in lines {
            out.push(
                Diagnostic::warning(
                    Code::YamlRepaired,
                    label,
                    "value contains `: ` and is not valid YAML as written; loaded it as a quoted string. Fix: wrap the value in double quotes, or use `>-` on the key line",
                )
                .at_line(Some(line + split.yaml_first_line - 1)),
            );
        }
        return Some(fields);
    }
    out.push(
        Diagnostic::error(
            Code::YamlInvalid,
            label,
            format!("frontmatter is not valid YAML: {}", error.message),
        )
        .at_line(error.line.map(|l| l + split.yaml_first_line - 1).or(Some(1))),
    );
    None
}

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
/// `known` are facts from a stat the caller already took.
pub fn load(file: &Path, known: Option<FileFacts>, req: &Request, out: &mut Vec<Diagnostic>) -> Option<Frontmatter> {
    match read_for_discovery(file, known, req.policy.max_skill_file_bytes, req.label) {
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
    let fields = parse(&split, req.policy.validation, req.label, out)?;
    let cx = Context {
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
        (load(&file, None, &req, &mut out), out)
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

    #[test]
    fn lenient_mode_still_rejects_what_is_not_yaml() {
        let lenient = Policy {
            validation: ValidationMode::Lenient,
            ..Policy::default()
        };
        let (meta, d) = load_text(b"---\nname: [a\ndescription: d\n---\n", &lenient);
        assert!(meta.is_none());
        assert_eq!(d[0].code, "yaml-invalid");
    }
}
