//! The fields agents add beyond the specification (Claude Code's `when_to_use`,
//! `arguments`, `paths` and its host hints), each checked for its shape. A wrong shape
//! is a warning and the field is ignored; under the profile that accepts the field,
//! the lint makes it an error.

use serde_json::Value;

use super::context::{Context, extension_warning, yaml11_bool};
use crate::glob::{self, Glob};
use crate::model::{Code, Diagnostic, HostHints, Severity};
use crate::parse::frontmatter::{Fields, kind_of};
use crate::text::printable;

/// The host hints Claude Code documents, read as written and checked for their shape:
/// strings (`effort` and `version` may be numbers), `disallowed-tools` a string or a
/// list of strings, `hooks` a mapping (kept as JSON text), `background` a boolean
/// (YAML 1.1's `yes`/`no` too, as Claude Code reads them).
pub(super) fn validate_hints(fields: &Fields, cx: &Context, out: &mut Vec<Diagnostic>) -> Option<Box<HostHints>> {
    let mut text = |key: &str, numbers: bool| -> Option<String> {
        match fields.get(key)? {
            Value::Null => None,
            Value::String(s) => Some(s.trim().to_string()).filter(|s| !s.is_empty()),
            Value::Number(n) if numbers => Some(n.to_string()),
            other => {
                let expected = if numbers { "a string or a number" } else { "a string" };
                out.push(extension_warning(
                    cx,
                    key,
                    format!("field `{key}` must be {expected}, found {}; ignored", kind_of(other)),
                ));
                None
            }
        }
    };
    let model = text("model", false);
    let effort = text("effort", true);
    let context = text("context", false);
    let agent = text("agent", false);
    let shell = text("shell", false);
    let version = text("version", true);
    let fallback = text("fallback", false);
    let disallowed_tools = match fields.get("disallowed-tools") {
        None | Some(Value::Null) => None,
        Some(Value::String(s)) => Some(s.clone()),
        Some(Value::Array(items)) if items.iter().all(Value::is_string) => {
            Some(items.iter().filter_map(Value::as_str).collect::<Vec<_>>().join(" "))
        }
        Some(other) => {
            out.push(extension_warning(
                cx,
                "disallowed-tools",
                format!(
                    "field `disallowed-tools` must be a space-separated string or a list of strings, found {}; the model is not offered the skill (the narrow reading)",
                    kind_of(other)
                ),
            ));
            None
        }
    };
    let hooks = match fields.get("hooks") {
        None | Some(Value::Null) => None,
        Some(map @ Value::Object(_)) => serde_json::to_string(map).ok(),
        Some(other) => {
            out.push(extension_warning(
                cx,
                "hooks",
                format!("field `hooks` must be a mapping, found {}; ignored", kind_of(other)),
            ));
            None
        }
    };
    let background = match fields.get("background") {
        None | Some(Value::Null) => None,
        Some(Value::Bool(b)) => Some(*b),
        Some(other) => {
            let read = other.as_str().and_then(|s| yaml11_bool(&s.trim().to_ascii_lowercase()));
            if read.is_none() {
                out.push(extension_warning(
                    cx,
                    "background",
                    format!(
                        "field `background` must be `true` or `false`, found {}; ignored",
                        kind_of(other)
                    ),
                ));
            }
            read
        }
    };
    let hints = HostHints {
        background,
        fallback,
        model,
        effort,
        context,
        agent,
        disallowed_tools,
        shell,
        hooks,
        version,
    };
    // Most skills give none: nothing to keep.
    (hints != HostHints::NONE).then(|| Box::new(hints))
}

/// Longest `display-name` kept, in characters (a skill name's cap, as Codex's).
const MAX_DISPLAY_NAME_CHARS: usize = 64;

/// Claude Code's `display-name`: the name a UI shows (the DISPLAY column), trimmed.
/// Not a string, empty, or over 64 characters: a warning, and none.
pub(super) fn validate_display_name(fields: &Fields, cx: &Context, out: &mut Vec<Diagnostic>) -> Option<String> {
    let problem = match fields.get("display-name")? {
        Value::Null => return None,
        Value::String(s) if s.trim().is_empty() => return None,
        Value::String(s) if s.trim().chars().count() <= MAX_DISPLAY_NAME_CHARS => return Some(s.trim().to_string()),
        Value::String(s) => format!(
            "field `display-name` is {} characters, over {MAX_DISPLAY_NAME_CHARS}; ignored",
            s.trim().chars().count()
        ),
        other => format!(
            "field `display-name` must be a string, found {}; ignored",
            kind_of(other)
        ),
    };
    out.push(extension_warning(cx, "display-name", problem));
    None
}

/// Claude Code's `paths`: a comma-separated string or a list of them, braces expanded,
/// a trailing `/**` dropped (`src/**` is `src`, which matches everything inside), as
/// Claude Code reads it. Patterns that match everything (`**`) make the skill
/// unconditional. A pattern that cannot be used (an unclosed `[`, over 512 bytes, too
/// many alternatives) is a warning and left out; past 64 patterns the rest are.
///
/// The second value is true when `paths` was written but no pattern of it can be used
/// (a wrong shape, a value that is not YAML, every pattern broken): the narrow reading
/// is a condition nothing meets, never no condition.
pub(super) fn validate_paths(fields: &Fields, cx: &Context, out: &mut Vec<Diagnostic>) -> (Vec<Glob>, bool) {
    if cx.unreadable("paths") {
        return (Vec::new(), true);
    }
    let written: Vec<&str> = match fields.get("paths") {
        None | Some(Value::Null) => return (Vec::new(), false),
        Some(Value::String(text)) => glob::split_commas(text),
        Some(Value::Array(items)) if items.iter().all(Value::is_string) => items
            .iter()
            .filter_map(Value::as_str)
            .flat_map(glob::split_commas)
            .collect(),
        Some(other) => {
            out.push(extension_warning(
                cx,
                "paths",
                format!(
                    "field `paths` must be a comma-separated string or a list of globs, found {}; the model is not offered the skill (the narrow reading)",
                    kind_of(other)
                ),
            ));
            return (Vec::new(), true);
        }
    };
    // Each unusable pattern is named, up to a few; a file with thousands says how many.
    const NAMED_PROBLEMS: usize = 8;
    let mut problems: Vec<String> = Vec::new();
    let mut globs: Vec<Glob> = Vec::new();
    let written_count = written.len();
    'written: for (index, pattern) in written.into_iter().enumerate() {
        // Past the cap, reading on would only cost time: say so once and stop.
        if index == glob::MAX_PATTERNS * 4 {
            problems.push(format!(
                "`paths` lists {written_count} patterns; those past the {}th are ignored",
                glob::MAX_PATTERNS * 4
            ));
            break;
        }
        if pattern.len() > glob::MAX_PATTERN_BYTES {
            let shown = crate::text::printable_prefix(pattern);
            problems.push(format!(
                "`paths` pattern `{shown}` {}; ignored",
                glob::GlobError::TooLong(pattern.len())
            ));
            continue;
        }
        let Some(expanded) = glob::expand_braces(pattern) else {
            let shown = crate::text::printable_prefix(pattern);
            problems.push(format!(
                "`paths` pattern `{shown}` expands to too many alternatives; ignored"
            ));
            continue;
        };
        for pattern in expanded {
            let pattern = pattern.strip_suffix("/**").unwrap_or(&pattern);
            if pattern.is_empty() {
                continue;
            }
            if globs.len() == glob::MAX_PATTERNS {
                problems.push(format!(
                    "`paths` has more than {} patterns; the rest are ignored",
                    glob::MAX_PATTERNS
                ));
                break 'written;
            }
            match Glob::new(pattern) {
                Ok(compiled) => globs.push(compiled),
                Err(e) => problems.push(format!(
                    "`paths` pattern `{}` {e}; ignored",
                    crate::text::printable_prefix(pattern)
                )),
            }
        }
    }
    let problems_seen = problems.len();
    let unnamed = problems.len().saturating_sub(NAMED_PROBLEMS);
    for message in problems.into_iter().take(NAMED_PROBLEMS) {
        out.push(extension_warning(cx, "paths", message));
    }
    if unnamed > 0 {
        out.push(extension_warning(
            cx,
            "paths",
            format!("`paths` has {unnamed} more unusable patterns; ignored"),
        ));
    }
    // Patterns were written, none can be used: no path can meet the condition.
    if globs.is_empty() && written_count > 0 && problems_seen > 0 {
        out.push(extension_warning(
            cx,
            "paths",
            "no `paths` pattern can be used; the model is not offered the skill (the narrow reading)".into(),
        ));
        return (Vec::new(), true);
    }
    // Every path matches `**`: the skill is not conditional at all (as Claude Code).
    if globs.iter().all(|g| g.text == "**") {
        return (Vec::new(), false);
    }
    (globs, false)
}

/// Claude Code's `when_to_use`: a string, trimmed; empty is none. Any other shape is a
/// warning and ignored (an extension field never rejects a skill). Its length is
/// bounded where it is shown, by the catalog's per-entry cap.
pub(super) fn validate_when_to_use(fields: &Fields, cx: &Context, out: &mut Vec<Diagnostic>) -> Option<String> {
    match fields.get("when_to_use")? {
        Value::Null => None,
        Value::String(text) => Some(text.trim()).filter(|t| !t.is_empty()).map(str::to_string),
        other => {
            out.push(cx.diag(
                Severity::Warning,
                Code::ExtensionFieldInvalid,
                "when_to_use",
                format!(
                    "field `when_to_use` must be a string, found {}; ignored",
                    kind_of(other)
                ),
            ));
            None
        }
    }
}

/// Most names `arguments` may declare; a skill takes a handful.
pub const MAX_ARGUMENT_NAMES: usize = 32;
/// Longest argument name, in bytes.
const MAX_ARGUMENT_NAME_BYTES: usize = 64;

/// Claude Code's `arguments`: a YAML list of names, or one space-separated string.
/// Every problem is a warning that drops the name (a skill never fails to load for
/// it): not a name (a letter or `_`, then letters, digits, `_` or `-`), `ARGUMENTS`,
/// a duplicate, or past the 32nd.
pub(super) fn validate_argument_names(fields: &Fields, cx: &Context, out: &mut Vec<Diagnostic>) -> Vec<String> {
    let warn = |out: &mut Vec<Diagnostic>, message: String| {
        out.push(cx.diag(Severity::Warning, Code::ExtensionFieldInvalid, "arguments", message));
    };
    let written: Vec<Option<&str>> = match fields.get("arguments") {
        None | Some(Value::Null) => return Vec::new(),
        Some(Value::String(text)) => text.split_whitespace().map(Some).collect(),
        Some(Value::Array(items)) => items.iter().map(Value::as_str).collect(),
        Some(other) => {
            warn(
                out,
                format!(
                    "field `arguments` must be a list of names or a space-separated string, found {}; ignored",
                    kind_of(other)
                ),
            );
            return Vec::new();
        }
    };
    let mut names: Vec<String> = Vec::new();
    for name in written {
        let Some(name) = name else {
            warn(
                out,
                "field `arguments` entries must be strings; one was not, and is ignored".into(),
            );
            continue;
        };
        let shown = printable(name);
        if !is_argument_name(name) {
            warn(
                out,
                format!(
                    "`arguments` entry `{shown}` is not a name (a letter or `_`, then letters, digits, `_` or `-`); ignored"
                ),
            );
        } else if name == "ARGUMENTS" {
            warn(
                out,
                "`arguments` entry `ARGUMENTS` would hide `$ARGUMENTS`; ignored".into(),
            );
        } else if names.iter().any(|n| n == name) {
            warn(out, format!("`arguments` names `{shown}` twice; the second is ignored"));
        } else if names.len() == MAX_ARGUMENT_NAMES {
            warn(
                out,
                format!(
                    "`arguments` declares more than {MAX_ARGUMENT_NAMES} names; `{shown}` and later ones are ignored"
                ),
            );
            break;
        } else {
            names.push(name.to_string());
        }
    }
    names
}

/// A name `$NAME` can stand for: a letter or `_`, then letters, digits, `_` or `-`.
pub fn is_argument_name(name: &str) -> bool {
    let mut bytes = name.bytes();
    name.len() <= MAX_ARGUMENT_NAME_BYTES
        && bytes.next().is_some_and(|b| b.is_ascii_alphabetic() || b == b'_')
        && bytes.all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-')
}
