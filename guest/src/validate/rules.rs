//! The Agent Skills specification's field rules, applied to parsed frontmatter.
//!
//! Strict mode is the specification; lenient mode turns the violations real
//! collections commit most (name/directory mismatch, over-long name or description,
//! mistyped optional fields) into warnings. Every violation names the field and the
//! rule, with the line of the key in `SKILL.md`.

use serde_json::Value;

use super::agent_fields::{
    validate_argument_names, validate_display_name, validate_hints, validate_paths, validate_when_to_use,
};
use super::context::{
    CLAUDE_CODE_FIELDS, Context, LintProfile, optional_string, restricting_bool, scalar_text, type_violation,
};
use crate::model::{Code, Diagnostic, Frontmatter, Requirements, Severity, ValidationMode};
use crate::parse::frontmatter::{Fields, kind_of};
use crate::parse::requirements;
use crate::text::{nfkc, printable};

pub const MAX_NAME_CHARS: usize = 64;
pub const MAX_DESCRIPTION_CHARS: usize = 1024;
pub const MAX_COMPATIBILITY_CHARS: usize = 500;

/// Frontmatter keys of the specification. The loader ignores other keys; the
/// authoring lint (`validate`) reports them, as the reference validator does.
pub const SPEC_FIELDS: [&str; 6] = [
    "name",
    "description",
    "license",
    "compatibility",
    "metadata",
    "allowed-tools",
];

/// Applies every rule. Returns the metadata when no error was found; all findings
/// (errors included) are pushed to `out`.
pub fn validate(fields: &Fields, cx: &Context, out: &mut Vec<Diagnostic>) -> Option<Frontmatter> {
    let before = out.len();

    if cx.lint {
        let accepted = |k: &str| SPEC_FIELDS.contains(&k) || cx.profile.extra_fields().contains(&k);
        for key in fields.keys().filter(|k| !accepted(k)) {
            // "Not in the spec" is not "broken": say which agent reads the field.
            let reader = if CLAUDE_CODE_FIELDS.contains(&key.as_str()) {
                "; Claude Code reads it (`--profile claude-code` accepts it)"
            } else {
                ""
            };
            out.push(cx.diag(
                Severity::Error,
                Code::UnknownField,
                key,
                format!(
                    "field `{key}` is not part of the specification (allowed: {}){reader}",
                    SPEC_FIELDS.join(", ")
                ),
            ));
        }
    }

    let name = validate_name(fields, cx, out);
    let description = validate_description(fields, cx, out);
    let license = optional_string(fields, "license", cx, out);
    let compatibility = optional_string(fields, "compatibility", cx, out);
    if let Some(c) = &compatibility {
        if c.trim().is_empty() {
            out.push(cx.violation(
                Code::CompatibilityEmpty,
                "compatibility",
                "field `compatibility` must be 1-500 characters when present, found an empty string".into(),
            ));
        } else if let Some(chars) = chars_over(c, MAX_COMPATIBILITY_CHARS) {
            out.push(cx.violation(
                Code::CompatibilityTooLong,
                "compatibility",
                format!("field `compatibility` must be at most {MAX_COMPATIBILITY_CHARS} characters, found {chars}"),
            ));
        }
    }
    let (metadata, requires) = validate_metadata(fields, cx, out);
    let allowed_tools = validate_allowed_tools(fields, cx, out);
    let agent = if only_spec_fields(fields, cx) {
        AgentFields::NONE
    } else {
        read_agent_fields(fields, cx, out)
    };

    // Under a profile that accepts the agent's fields, their wrong shapes are errors an
    // author must fix, not the loader's tolerant warnings.
    if cx.lint && cx.profile == LintProfile::ClaudeCode {
        for d in &mut out[before..] {
            if d.code == Code::ExtensionFieldInvalid {
                d.severity = Severity::Error;
            }
        }
    }
    let has_error = out[before..].iter().any(|d| d.severity == Severity::Error);
    if has_error {
        return None;
    }
    Some(Frontmatter {
        name: name?,
        description: description?,
        license,
        compatibility,
        metadata,
        allowed_tools,
        argument_hint: agent.argument_hint,
        argument_names: agent.argument_names,
        when_to_use: agent.when_to_use,
        model_invocable: !agent.disable_model_invocation,
        user_invocable: agent.user_invocable,
        default_enabled: agent.default_enabled,
        display_name: agent.display_name,
        requires,
        paths: agent.paths,
        hints: agent.hints,
        interface: None,
    })
}

/// What the agents' fields (Claude Code's, beyond the specification) say.
struct AgentFields {
    argument_hint: Option<String>,
    argument_names: Vec<String>,
    when_to_use: Option<String>,
    disable_model_invocation: bool,
    user_invocable: bool,
    default_enabled: bool,
    paths: Vec<crate::glob::Glob>,
    hints: Option<Box<crate::model::HostHints>>,
    display_name: Option<String>,
}

impl AgentFields {
    /// A skill that writes none of them.
    const NONE: AgentFields = AgentFields {
        argument_hint: None,
        argument_names: Vec::new(),
        when_to_use: None,
        disable_model_invocation: false,
        user_invocable: true,
        default_enabled: true,
        paths: Vec::new(),
        hints: None,
        display_name: None,
    };
}

/// Whether every key is the specification's and none was dropped: then no agent's
/// field can be there, and the dozen lookups that read them are skipped (most
/// skills; it was a measurable share of discovery).
fn only_spec_fields(fields: &Fields, cx: &Context) -> bool {
    cx.dropped.is_empty() && fields.keys().all(|k| SPEC_FIELDS.contains(&k.as_str()))
}

fn read_agent_fields(fields: &Fields, cx: &Context, out: &mut Vec<Diagnostic>) -> AgentFields {
    let argument_hint = optional_string(fields, "argument-hint", cx, out);
    let argument_names = validate_argument_names(fields, cx, out);
    let when_to_use = validate_when_to_use(fields, cx, out);
    // When in doubt, the narrow reading: see `context::RESTRICTIONS`.
    let mut disable_model_invocation =
        restricting_bool(fields, "disable-model-invocation", true, cx, out).unwrap_or(false);
    let user_invocable = restricting_bool(fields, "user-invocable", false, cx, out).unwrap_or(true);
    let default_enabled = restricting_bool(fields, "default-enabled", false, cx, out).unwrap_or(true);
    let (paths, paths_unreadable) = validate_paths(fields, cx, out);
    let hints = validate_hints(fields, cx, out);
    let display_name = validate_display_name(fields, cx, out);
    // Restrictions on the model that cannot be read keep the skill from it: a `paths`
    // that matches nothing, or tools to deny that are unknown.
    let disallowed_unreadable = cx.unreadable("disallowed-tools")
        || (fields.get("disallowed-tools").is_some_and(|v| !v.is_null())
            && hints.as_ref().is_none_or(|h| h.disallowed_tools.is_none()));
    if paths_unreadable || disallowed_unreadable {
        disable_model_invocation = true;
    }
    AgentFields {
        argument_hint,
        argument_names,
        when_to_use,
        disable_model_invocation,
        user_invocable,
        default_enabled,
        paths,
        hints,
        display_name,
    }
}

/// Checks one name against the spec's character rules; returns the broken rules.
pub fn name_problems(name: &str) -> Vec<(Code, String)> {
    let mut problems = Vec::new();
    if let Some(chars) = chars_over(name, MAX_NAME_CHARS) {
        problems.push((
            Code::NameTooLong,
            format!("field `name` must be at most {MAX_NAME_CHARS} characters, found {chars}"),
        ));
    }
    let bad: Vec<char> = name.chars().filter(|c| !is_name_char(*c)).collect();
    if !bad.is_empty() {
        let shown: String = bad
            .iter()
            .take(5)
            .map(|c| format!("U+{:04X}", *c as u32))
            .collect::<Vec<_>>()
            .join(", ");
        problems.push((
            Code::NameInvalid,
            format!(
                "field `name` may contain only lowercase letters, digits and `-`; `{}` has {shown}",
                printable(name)
            ),
        ));
    }
    if name.starts_with('-') || name.ends_with('-') {
        problems.push((Code::NameInvalid, "field `name` may not start or end with `-`".into()));
    }
    // A byte scan: a `contains("--")` sets up a substring searcher for every name.
    if name
        .as_bytes()
        .windows(2)
        .any(|pair| pair[0] == b'-' && pair[1] == b'-')
    {
        problems.push((Code::NameInvalid, "field `name` may not contain consecutive `-`".into()));
    }
    problems
}

/// How many characters `text` has, when that is more than `max`. Text of at most `max`
/// bytes has at most `max` characters and is not counted: nearly every value, and a
/// count decodes every byte (4 at a time in the component).
fn chars_over(text: &str, max: usize) -> Option<usize> {
    if text.len() <= max {
        return None;
    }
    let chars = text.chars().count();
    (chars > max).then_some(chars)
}

/// A letter or digit that lowercasing leaves unchanged, or `-`. Lowercase-less scripts
/// (`技能`) pass; uppercase (`Навык`), `_`, `.`, spaces, zero-width and bidi controls fail.
fn is_name_char(c: char) -> bool {
    // The same answer for ASCII without the case tables, which cost ~100 instructions
    // a character.
    if c.is_ascii() {
        return c == '-' || c.is_ascii_lowercase() || c.is_ascii_digit();
    }
    c.is_alphanumeric() && c.to_lowercase().eq(std::iter::once(c))
}

/// A required string field, trimmed: `None` after reporting it missing, empty (both
/// as `missing`) or not a string (`field-type`).
fn required_string<'f>(
    fields: &'f Fields,
    key: &str,
    missing: Code,
    cx: &Context,
    out: &mut Vec<Diagnostic>,
) -> Option<&'f str> {
    let problem = match fields.get(key) {
        None | Some(Value::Null) => (missing, format!("required field `{key}` is missing")),
        Some(Value::String(s)) if !s.trim().is_empty() => return Some(s.trim()),
        Some(Value::String(_)) => (missing, format!("field `{key}` is empty")),
        Some(other) => (
            Code::FieldType,
            format!("field `{key}` must be a string, found {}", kind_of(other)),
        ),
    };
    out.push(cx.diag(Severity::Error, problem.0, key, problem.1));
    None
}

fn validate_name(fields: &Fields, cx: &Context, out: &mut Vec<Diagnostic>) -> Option<String> {
    let dir_name = nfkc(cx.dir_name);
    let absent = matches!(fields.get("name"), None | Some(Value::Null));
    if absent && cx.mode == ValidationMode::Lenient && !dir_name.is_empty() {
        out.push(cx.diag(
            Severity::Warning,
            Code::NameMissing,
            "name",
            format!(
                "field `name` is missing; using the directory name `{}`",
                printable(&dir_name)
            ),
        ));
        return Some(dir_name.into_owned());
    }
    let name = nfkc(required_string(fields, "name", Code::NameMissing, cx, out)?).into_owned();
    for (code, message) in name_problems(&name) {
        out.push(cx.violation(code, "name", message));
    }
    if name != dir_name {
        out.push(cx.violation(
            Code::NameMismatch,
            "name",
            format!(
                "field `name` (`{}`) must equal the directory name (`{}`)",
                printable(&name),
                printable(&dir_name)
            ),
        ));
    }
    Some(name)
}

fn validate_description(fields: &Fields, cx: &Context, out: &mut Vec<Diagnostic>) -> Option<String> {
    let description = required_string(fields, "description", Code::DescriptionMissing, cx, out)?;
    if let Some(chars) = chars_over(description, MAX_DESCRIPTION_CHARS) {
        out.push(cx.violation(
            Code::DescriptionTooLong,
            "description",
            format!("field `description` must be at most {MAX_DESCRIPTION_CHARS} characters, found {chars}"),
        ));
    }
    Some(description.to_string())
}

/// `metadata` is a string-to-string map. Numbers and booleans are kept as their text
/// (`version: 1.0` is what authors write); nested lists or maps are dropped with a
/// warning, except the requirement keys (`requires`, `os`, `openclaw`), which are read
/// into [`Requirements`] instead. The lint still reports those as spec violations.
fn validate_metadata(
    fields: &Fields,
    cx: &Context,
    out: &mut Vec<Diagnostic>,
) -> (Vec<(String, String)>, Requirements) {
    let parsed_json;
    let map = match fields.get("metadata") {
        None | Some(Value::Null) => return (Vec::new(), Requirements::default()),
        Some(Value::Object(map)) => map,
        Some(Value::String(text)) if text.trim_start().starts_with('{') => match metadata_json(text) {
            Ok(map) => {
                // OpenClaw documents `metadata` as one line of JSON; read it as the
                // mapping it spells. The lint names it unless the profile is OpenClaw's.
                if cx.lint && cx.profile != LintProfile::OpenClaw {
                    out.push(cx.diag(
                        Severity::Error,
                        Code::MetadataJson,
                        "metadata",
                        "field `metadata` is a JSON string (OpenClaw's form; `--profile openclaw` accepts it); the specification wants a YAML mapping".into(),
                    ));
                }
                parsed_json = map;
                &parsed_json
            }
            Err(reason) => {
                out.push(cx.violation(
                    Code::MetadataJson,
                    "metadata",
                    format!("field `metadata` looks like OpenClaw's JSON but is not a JSON object: {reason}; ignored"),
                ));
                return (Vec::new(), Requirements::default());
            }
        },
        Some(other) => {
            out.push(type_violation("metadata", "a mapping of strings to strings", other, cx));
            return (Vec::new(), Requirements::default());
        }
    };
    let mut entries = Vec::with_capacity(map.len());
    for (key, value) in map {
        match scalar_text(value) {
            Some(text) => entries.push((key.clone(), text)),
            None if requirements::is_requirement_key(key) && !cx.lint => {}
            None => out.push(cx.tolerated(
                Code::MetadataValue,
                "metadata",
                format!("`metadata.{key}` must be a string, found {}; ignored", kind_of(value)),
            )),
        }
    }
    let requires = requirements::read(map, &mut |code, message| {
        out.push(cx.diag(Severity::Warning, code, "metadata", message));
    });
    (entries, requires)
}

/// Longest JSON `metadata` string read. OpenClaw's are one line of a few hundred
/// bytes; the frontmatter's own cap bounds it too.
const MAX_METADATA_JSON_BYTES: usize = 64 * 1024;

/// OpenClaw's `metadata` written as a JSON object in a string.
fn metadata_json(text: &str) -> Result<serde_json::Map<String, Value>, String> {
    if text.len() > MAX_METADATA_JSON_BYTES {
        return Err(format!(
            "{} bytes, over the {MAX_METADATA_JSON_BYTES}-byte limit",
            text.len()
        ));
    }
    // serde_json refuses nesting past 128 levels: no stack is at risk.
    match serde_json::from_str::<Value>(text) {
        Ok(Value::Object(map)) => Ok(map),
        Ok(other) => Err(format!("found {}", kind_of(&other))),
        Err(e) => Err(e.to_string()),
    }
}

/// `allowed-tools` is a space-separated string; a YAML list of strings (as several
/// hosts accept) is joined with spaces and reported.
fn validate_allowed_tools(fields: &Fields, cx: &Context, out: &mut Vec<Diagnostic>) -> Option<String> {
    match fields.get("allowed-tools")? {
        Value::Null => None,
        Value::String(s) => Some(s.clone()),
        Value::Array(items) if items.iter().all(|i| i.is_string()) => {
            out.push(cx.tolerated(
                Code::AllowedToolsList,
                "allowed-tools",
                "field `allowed-tools` must be a space-separated string, found a list; its items were joined with spaces".into(),
            ));
            Some(items.iter().filter_map(Value::as_str).collect::<Vec<_>>().join(" "))
        }
        other => {
            out.push(type_violation("allowed-tools", "a space-separated string", other, cx));
            None
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::frontmatter::parse_yaml;

    #[test]
    fn the_ascii_shortcut_for_name_characters_agrees_with_the_general_rule() {
        for c in (0u8..128).map(char::from) {
            let general = c == '-' || (c.is_alphanumeric() && c.to_lowercase().eq(std::iter::once(c)));
            assert_eq!(is_name_char(c), general, "{c:?}");
        }
    }

    fn check(yaml: &str, dir: &str, mode: ValidationMode) -> (Option<Frontmatter>, Vec<Diagnostic>) {
        let fields = parse_yaml(yaml).expect("test yaml parses");
        let cx = Context {
            label: "/s/SKILL.md",
            dir_name: dir,
            yaml,
            yaml_first_line: 2,
            mode,
            lint: false,
            profile: LintProfile::Spec,
            dropped: &[],
        };
        let mut out = Vec::new();
        let meta = validate(&fields, &cx, &mut out);
        (meta, out)
    }

    fn codes(d: &[Diagnostic]) -> Vec<&'static str> {
        d.iter().map(|d| d.code.as_str()).collect()
    }

    #[test]
    fn host_hints_are_read_as_written_and_wrong_shapes_are_warnings() {
        let yaml = "name: a\ndescription: d\nmodel: sonnet\neffort: 3\ncontext: fork\nagent: Explore\nshell: bash\nversion: 1.2\ndisallowed-tools: [Edit, Write]\nhooks:\n  Stop: [{command: x}]\n";
        let (meta, diags) = check(yaml, "a", ValidationMode::Strict);
        assert!(diags.is_empty(), "{diags:?}");
        let hints = meta.unwrap().hints.expect("hints given");
        assert_eq!(hints.model.as_deref(), Some("sonnet"));
        assert_eq!(hints.effort.as_deref(), Some("3"));
        assert_eq!(hints.context.as_deref(), Some("fork"));
        assert_eq!(hints.agent.as_deref(), Some("Explore"));
        assert_eq!(hints.shell.as_deref(), Some("bash"));
        assert_eq!(hints.version.as_deref(), Some("1.2"));
        assert_eq!(hints.disallowed_tools.as_deref(), Some("Edit Write"));
        assert_eq!(hints.hooks.as_deref(), Some(r#"{"Stop":[{"command":"x"}]}"#));

        let yaml =
            "name: a\ndescription: d\nmodel: [a]\ncontext: {x: 1}\nhooks: [x]\nversion: [1]\ndisallowed-tools: 5\n";
        let (meta, diags) = check(yaml, "a", ValidationMode::Strict);
        let meta = meta.expect("a host hint never rejects a skill");
        assert_eq!(meta.hints, None);
        let mut warned: Vec<(Code, Severity, Option<u32>)> =
            diags.iter().map(|d| (d.code, d.severity, d.line)).collect();
        warned.sort();
        assert_eq!(
            warned,
            [4, 5, 6, 7, 8]
                .map(|l| (Code::ExtensionFieldInvalid, Severity::Warning, Some(l)))
                .to_vec(),
            "{diags:?}"
        );
    }

    #[test]
    fn paths_are_split_expanded_and_capped_as_claude_code_reads_them() {
        let globs = |yaml: &str| {
            let (meta, diags) = check(&format!("name: a\ndescription: d\n{yaml}"), "a", ValidationMode::Strict);
            let texts: Vec<String> = meta.unwrap().paths.into_iter().map(|g| g.text).collect();
            (texts, diags)
        };
        let (texts, diags) = globs("paths: \"src/**/*.{ts,tsx}, docs/**\"\n");
        assert!(diags.is_empty());
        assert_eq!(texts, vec!["src/**/*.ts", "src/**/*.tsx", "docs"]);
        assert_eq!(
            globs("paths: [\"**\", \"**/**\"]\n").0,
            Vec::<String>::new(),
            "everything is no condition"
        );
        let (texts, diags) = globs("paths: [\"[\", \"ok/*\"]\n");
        assert_eq!((texts, diags.len()), (vec!["ok/*".to_string()], 1));
        assert_eq!(globs("paths: {a: 1}\n").1[0].code, Code::ExtensionFieldInvalid);

        let many = (0..10_000).map(|i| format!("[{i}")).collect::<Vec<_>>().join(", ");
        let (meta, diags) = check(
            &format!("name: a\ndescription: d\npaths: \"{many}\"\n"),
            "a",
            ValidationMode::Strict,
        );
        let meta = meta.unwrap();
        assert!(
            meta.paths.is_empty() && !meta.model_invocable,
            "nothing usable: no path matches"
        );
        assert!(
            diags.len() <= 10,
            "a few named, a count, the narrow reading: {}",
            diags.len()
        );
        assert!(diags[diags.len() - 2].message.contains("more unusable"), "{diags:?}");
        assert!(diags.last().unwrap().message.contains("narrow reading"), "{diags:?}");
        let valid = (0..100).map(|i| format!("d{i}")).collect::<Vec<_>>().join(",");
        let (texts, diags) = globs(&format!("paths: \"{valid}\"\n"));
        assert_eq!((texts.len(), diags.len()), (crate::glob::MAX_PATTERNS, 1));
    }

    #[test]
    fn valid_skill_loads_with_all_fields() {
        let (meta, diags) = check(
            "name: pdf\ndescription: Extract PDFs.\nlicense: MIT\ncompatibility: needs python\nmetadata:\n  version: 1.0\n  author: me\nallowed-tools: Read Bash\nuser-invocable: false\n",
            "pdf",
            ValidationMode::Strict,
        );
        assert!(diags.is_empty(), "{diags:?}");
        let meta = meta.unwrap();
        assert_eq!(
            meta.metadata,
            vec![("author".into(), "me".into()), ("version".into(), "1.0".into())]
        );
        assert!(!meta.user_invocable);
        assert_eq!(meta.allowed_tools.as_deref(), Some("Read Bash"));
    }

    #[test]
    fn unicode_names_follow_the_reference_reading() {
        for ok in ["技能", "навык", "pdf-2", "a"] {
            assert!(name_problems(ok).is_empty(), "{ok}");
        }
        for bad in [
            "Навык",
            "My-Skill",
            "a_b",
            "a.b",
            "a b",
            "a\u{200b}b",
            "a\u{202e}b",
            "-a",
            "a-",
            "a--b",
        ] {
            assert!(!name_problems(bad).is_empty(), "{bad}");
        }
        assert!(!name_problems(&"a".repeat(65)).is_empty());
        assert!(name_problems(&"a".repeat(64)).is_empty());
    }

    #[test]
    fn name_is_nfkc_normalised_before_comparison() {
        // U+FB01 (ﬁ ligature) normalises to "fi".
        let (meta, diags) = check("name: \u{fb01}le\ndescription: d\n", "file", ValidationMode::Strict);
        assert!(diags.is_empty(), "{diags:?}");
        assert_eq!(meta.unwrap().name, "file");
    }

    #[test]
    fn description_limit_counts_characters_not_bytes() {
        let yaml = format!("name: a\ndescription: {}\n", "é".repeat(1024));
        assert!(check(&yaml, "a", ValidationMode::Strict).0.is_some());
        let yaml = format!("name: a\ndescription: {}\n", "é".repeat(1025));
        let (meta, diags) = check(&yaml, "a", ValidationMode::Strict);
        assert!(meta.is_none());
        assert_eq!(codes(&diags), vec!["description-too-long"]);
    }

    #[test]
    fn strict_rejects_and_lenient_warns_on_the_same_violations() {
        let yaml = format!("name: Other_Name\ndescription: {}\nlicense: [a]\n", "x".repeat(2000));
        let (meta, diags) = check(&yaml, "dir", ValidationMode::Strict);
        assert!(meta.is_none());
        assert!(diags.iter().all(|d| d.severity == Severity::Error));
        assert_eq!(
            codes(&diags),
            vec!["name-invalid", "name-mismatch", "description-too-long", "field-type"]
        );
        let (meta, diags) = check(&yaml, "dir", ValidationMode::Lenient);
        assert_eq!(meta.unwrap().name, "Other_Name");
        assert!(diags.iter().all(|d| d.severity == Severity::Warning));
    }

    #[test]
    fn missing_or_empty_description_rejects_in_both_modes() {
        for mode in [ValidationMode::Strict, ValidationMode::Lenient] {
            assert!(check("name: a\n", "a", mode).0.is_none());
            assert!(check("name: a\ndescription: '  '\n", "a", mode).0.is_none());
        }
    }

    #[test]
    fn diagnostics_carry_the_line_of_the_key() {
        let (_, diags) = check(
            "name: a\n\ndescription: d\ncompatibility: ''\n",
            "a",
            ValidationMode::Strict,
        );
        assert_eq!(diags[0].code, "compatibility-empty");
        assert_eq!(diags[0].line, Some(5));
    }

    #[test]
    fn allowed_tools_list_is_joined_with_a_warning() {
        let (meta, diags) = check(
            "name: a\ndescription: d\nallowed-tools: [Read, Write]\n",
            "a",
            ValidationMode::Strict,
        );
        assert_eq!(meta.unwrap().allowed_tools.as_deref(), Some("Read Write"));
        assert_eq!(codes(&diags), vec!["allowed-tools-list"]);
    }

    #[test]
    fn yaml_1_1_booleans_restrict_as_claude_code_reads_them_with_a_note() {
        for mode in [ValidationMode::Strict, ValidationMode::Lenient] {
            for (written, model_invocable) in [("yes", false), ("ON", false), ("off", true), ("No", true)] {
                let (meta, diags) = check(
                    &format!("name: a\ndescription: d\ndisable-model-invocation: {written}\n"),
                    "a",
                    mode,
                );
                assert_eq!(meta.unwrap().model_invocable, model_invocable, "{written} {mode:?}");
                assert_eq!(codes(&diags), vec!["yaml11-boolean"]);
            }
            let (meta, _) = check("name: a\ndescription: d\nuser-invocable: no\n", "a", mode);
            assert!(!meta.unwrap().user_invocable);
        }
    }

    #[test]
    fn an_unreadable_restriction_reads_the_narrow_way_and_never_as_a_permission() {
        // Lenient: the skill loads, restricted.
        let (meta, diags) = check(
            "name: a\ndescription: d\ndisable-model-invocation: sometimes\nuser-invocable: [x]\n",
            "a",
            ValidationMode::Lenient,
        );
        let meta = meta.unwrap();
        assert!(!meta.model_invocable && !meta.user_invocable);
        assert_eq!(codes(&diags), vec!["field-type", "field-type"]);
        assert!(diags[0].message.contains("the narrow reading"), "{}", diags[0].message);
        // Strict: not loaded at all, which is narrower still.
        let (meta, diags) = check(
            "name: a\ndescription: d\ndisable-model-invocation: 1\n",
            "a",
            ValidationMode::Strict,
        );
        assert!(meta.is_none());
        assert_eq!(codes(&diags), vec!["field-type"]);
    }
}
