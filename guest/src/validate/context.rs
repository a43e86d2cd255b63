//! What every field rule shares: the [`Context`] a rule reads (where the file is,
//! which mode and profile apply), how a finding becomes a diagnostic at its key's
//! line, and the readers of optional strings and booleans.

use serde_json::Value;

use crate::model::{Code, Diagnostic, Severity, ValidationMode};
use crate::parse::frontmatter::{Fields, key_line, kind_of};

/// Which agent's frontmatter the authoring lint accepts besides the specification's.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum LintProfile {
    /// The Agent Skills specification alone.
    #[default]
    Spec,
    /// Claude Code's fields too (code.claude.com/docs/en/skills), each checked for its
    /// shape.
    ClaudeCode,
    /// Codex: the specification's fields alone (its own live in `agents/openai.yaml`).
    Codex,
    /// OpenClaw: its fields, and `metadata` as a one-line JSON string.
    OpenClaw,
}

/// The fields Claude Code documents beyond the specification (its skills page, 2026:
/// `display-name`, `disallowed-tools`, `background`, `default-enabled` and `fallback`
/// are the newest).
pub const CLAUDE_CODE_FIELDS: [&str; 18] = [
    "when_to_use",
    "argument-hint",
    "arguments",
    "disable-model-invocation",
    "user-invocable",
    "model",
    "effort",
    "context",
    "agent",
    "hooks",
    "paths",
    "shell",
    "version",
    "display-name",
    "disallowed-tools",
    "background",
    "default-enabled",
    "fallback",
];

/// The fields OpenClaw documents beyond the specification (docs.openclaw.ai, skills):
/// its invocation switches, the slash-command dispatch and a homepage. Its `metadata`
/// may be a one-line JSON string, which this profile accepts too.
pub const OPENCLAW_FIELDS: [&str; 6] = [
    "user-invocable",
    "disable-model-invocation",
    "command-dispatch",
    "command-tool",
    "command-arg-mode",
    "homepage",
];

impl LintProfile {
    /// The fields this profile accepts beyond the specification's.
    pub fn extra_fields(self) -> &'static [&'static str] {
        match self {
            LintProfile::ClaudeCode => &CLAUDE_CODE_FIELDS,
            LintProfile::OpenClaw => &OPENCLAW_FIELDS,
            LintProfile::Spec | LintProfile::Codex => &[],
        }
    }
}

/// What the rules need besides the fields.
pub struct Context<'a> {
    /// Host-side path of the `SKILL.md`, shown in diagnostics.
    pub label: &'a str,
    /// The directory name the `name` must equal.
    pub dir_name: &'a str,
    /// The YAML text, to find key lines.
    pub yaml: &'a str,
    /// 1-based line of the first YAML line in the file.
    pub yaml_first_line: u32,
    pub mode: ValidationMode,
    /// The authoring lint: keys outside the specification, and values the loader
    /// tolerates with a warning (a YAML list for `allowed-tools`, nested `metadata`
    /// values), are errors.
    pub lint: bool,
    /// With `lint`: which agent's fields are accepted (and shape-checked) too.
    pub profile: LintProfile,
    /// Keys lenient recovery dropped because their value did not parse.
    pub dropped: &'a [String],
}

impl Context<'_> {
    /// Whether `key` was written but could not be parsed (lenient recovery dropped it).
    pub(super) fn unreadable(&self, key: &str) -> bool {
        self.dropped.iter().any(|k| k == key)
    }

    pub(super) fn line_of(&self, key: &str) -> Option<u32> {
        key_line(self.yaml, key).map(|l| l + self.yaml_first_line - 1)
    }

    pub(super) fn diag(&self, severity: Severity, code: Code, key: &str, message: String) -> Diagnostic {
        Diagnostic::new(severity, code, self.label, message)
            .at_line(self.line_of(key).or(Some(self.yaml_first_line - 1)))
    }

    /// Error in the lint, warning when loading: what the loader can repair.
    pub(super) fn tolerated(&self, code: Code, key: &str, message: String) -> Diagnostic {
        let severity = if self.lint { Severity::Error } else { Severity::Warning };
        self.diag(severity, code, key, message)
    }

    /// Error in strict mode, warning in lenient mode.
    pub(super) fn violation(&self, code: Code, key: &str, message: String) -> Diagnostic {
        let severity = match self.mode {
            ValidationMode::Strict => Severity::Error,
            ValidationMode::Lenient => Severity::Warning,
        };
        self.diag(severity, code, key, message)
    }
}

/// A warning that an agent's field has the wrong shape and is ignored (an error under
/// the lint profile that accepts the field; see [`validate`]).
pub(super) fn extension_warning(cx: &Context, key: &str, message: String) -> Diagnostic {
    cx.diag(Severity::Warning, Code::ExtensionFieldInvalid, key, message)
}

pub(super) fn type_violation(key: &str, expected: &str, found: &Value, cx: &Context) -> Diagnostic {
    let mut d = cx.violation(
        Code::FieldType,
        key,
        format!("field `{key}` must be {expected}, found {}", kind_of(found)),
    );
    if d.severity == Severity::Warning {
        d.message.push_str("; ignored");
    }
    d
}

pub(super) fn optional_string(fields: &Fields, key: &str, cx: &Context, out: &mut Vec<Diagnostic>) -> Option<String> {
    match fields.get(key)? {
        Value::Null => None,
        Value::String(s) => Some(s.clone()),
        other => {
            out.push(type_violation(key, "a string", other, cx));
            None
        }
    }
}

/// A field that restricts what a skill may do or who may start it, and its narrow
/// reading: what the field is taken to say when its value is there but cannot be read
/// (not valid YAML, the wrong shape, a pattern that does not compile). The rule is
/// the same for each: **when in doubt, the narrower reading**, so that a typo never
/// turns an author's restriction into a permission. Each is tested
/// (`validate::loader`'s `every_restriction_fails_closed`).
pub struct Restriction {
    /// The frontmatter key.
    pub key: &'static str,
    /// What an unreadable value reads as, for messages.
    pub narrow: &'static str,
}

/// Every restricting field this runtime reads from `SKILL.md`. Codex's
/// `policy.allow_implicit_invocation` (in `agents/openai.yaml`) follows the same rule
/// in `parse::codex`; OpenClaw's requirements in `parse::requirements`.
pub const RESTRICTIONS: [Restriction; 6] = [
    Restriction {
        key: "disable-model-invocation",
        narrow: "`true`, the model neither sees nor activates the skill",
    },
    Restriction {
        key: "user-invocable",
        narrow: "`false`, the user cannot start the skill",
    },
    Restriction {
        key: "default-enabled",
        narrow: "`false`, the skill starts off until it is enabled",
    },
    Restriction {
        key: "paths",
        narrow: "no path matches, so the model neither sees nor activates the skill",
    },
    Restriction {
        key: "disallowed-tools",
        narrow: "the tools to deny are unknown, so the model neither sees nor activates the skill",
    },
    Restriction {
        key: "allowed-tools",
        narrow: "no tool is pre-approved",
    },
];

/// The restriction `key` names, if it is one.
pub fn restriction(key: &str) -> Option<&'static Restriction> {
    RESTRICTIONS.iter().find(|r| r.key == key)
}

/// A boolean that restricts a skill, read as Claude Code reads it and, when in
/// doubt, the narrow way: YAML 1.1's `yes`/`no`/`on`/`off` (any case) are booleans,
/// with a warning; any other value is a type violation, and in lenient mode, where the
/// skill still loads, it reads as `narrow` (the restricting value), never as the
/// permissive default.
pub(super) fn restricting_bool(
    fields: &Fields,
    key: &str,
    narrow: bool,
    cx: &Context,
    out: &mut Vec<Diagnostic>,
) -> Option<bool> {
    if cx.unreadable(key) {
        return Some(narrow);
    }
    let value = fields.get(key)?;
    let text = match value {
        Value::Null => return None,
        Value::Bool(b) => return Some(*b),
        Value::String(s) => Some(s.trim().to_ascii_lowercase()),
        _ => None,
    };
    let yaml11 = text.as_deref().and_then(yaml11_bool);
    if let Some(read) = yaml11 {
        let written = value.as_str().unwrap_or_default().trim();
        out.push(cx.diag(
            Severity::Warning,
            Code::Yaml11Boolean,
            key,
            format!(
                "`{key}: {written}` is read as `{read}`, as Claude Code reads it (YAML 1.1; in YAML 1.2 it is a string); write `{read}`"
            ),
        ));
        return Some(read);
    }
    let mut d = cx.violation(
        Code::FieldType,
        key,
        format!("field `{key}` must be `true` or `false`, found {}", kind_of(value)),
    );
    if d.severity == Severity::Warning {
        d.message.push_str(&format!(
            "; read as `{narrow}`, the narrow reading (a restriction never becomes a permission)"
        ));
        out.push(d);
        return Some(narrow);
    }
    out.push(d);
    None
}

/// A boolean as Claude Code reads one written as text: YAML 1.1's `yes`/`on`/`true`
/// and `no`/`off`/`false`, in any case (the caller lowercases and trims).
pub(super) fn yaml11_bool(text: &str) -> Option<bool> {
    match text {
        "yes" | "on" | "true" => Some(true),
        "no" | "off" | "false" => Some(false),
        _ => None,
    }
}

pub(super) fn scalar_text(value: &Value) -> Option<String> {
    match value {
        Value::String(s) => Some(s.clone()),
        Value::Bool(b) => Some(b.to_string()),
        Value::Number(n) => Some(n.to_string()),
        _ => None,
    }
}
