//! The activation envelope: a skill's body wrapped so the model knows where it
//! starts, ends and which directory its relative paths resolve against.
//!
//! The body is untrusted. It can never close or reopen the envelope: any
//! `<skill_content` or `</skill_content` (any case, spacing, `_` or `-`) has its `<`
//! written as `&lt;`. Everything else, HTML and Markdown included, passes unchanged.

use crate::model::Skill;
use crate::text::{neutralise, push_escaped_xml};

/// Longest argument string `activate` takes: far above any command line a person
/// types, far below what could strain the component.
pub const MAX_ARGUMENTS_BYTES: usize = 64 * 1024;
/// Largest body an activation returns once arguments are applied: a body may repeat
/// `$ARGUMENTS` thousands of times, and each copy may be 64 KiB.
pub const MAX_ENVELOPE_BYTES: usize = 8 * 1024 * 1024;

/// Renders the envelope. `body` is the Markdown after the frontmatter.
/// `None` when the body, with arguments applied, would pass [`MAX_ENVELOPE_BYTES`].
pub fn envelope(skill: &Skill, body: &str, arguments: &str, resources: Option<&[String]>) -> Option<String> {
    let body = substitute(body, arguments, &skill.directory, MAX_ENVELOPE_BYTES)?;
    let body = neutralise(body.trim_start_matches(['\n', '\r']).trim_end());
    let mut out = String::with_capacity(body.len() + 256);
    out.push_str("<skill_content name=\"");
    push_escaped_xml(&mut out, &skill.frontmatter.name);
    out.push_str("\">\n<source>");
    out.push_str(skill.scope.as_str());
    out.push_str("</source>\n<directory>");
    push_escaped_xml(&mut out, &skill.directory);
    out.push_str("</directory>\nRelative paths in this skill resolve against <directory>.\n\n");
    if !body.is_empty() {
        out.push_str(&body);
        out.push('\n');
    }
    if let Some(files) = resources {
        out.push_str("\n<skill_resources>\n");
        for file in files {
            out.push_str("  <file>");
            push_escaped_xml(&mut out, file);
            out.push_str("</file>\n");
        }
        out.push_str("</skill_resources>\n");
    }
    out.push_str("</skill_content>");
    Some(out)
}

/// Splits an argument string like a POSIX shell: whitespace separates words, single
/// quotes are literal, double quotes allow `\"`, `\\`, `\$` and `` \` ``, a backslash
/// outside quotes escapes the next character. An unterminated quote runs to the end.
pub fn split_arguments(raw: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut word = String::new();
    let mut in_word = false;
    let mut chars = raw.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            c if c.is_whitespace() => {
                if in_word {
                    words.push(std::mem::take(&mut word));
                    in_word = false;
                }
            }
            '\'' => {
                in_word = true;
                for c in chars.by_ref() {
                    if c == '\'' {
                        break;
                    }
                    word.push(c);
                }
            }
            '"' => {
                in_word = true;
                while let Some(c) = chars.next() {
                    match c {
                        '"' => break,
                        '\\' if matches!(chars.peek(), Some('"' | '\\' | '$' | '`')) => {
                            word.extend(chars.next());
                        }
                        c => word.push(c),
                    }
                }
            }
            '\\' => {
                in_word = true;
                word.extend(chars.next());
            }
            c => {
                in_word = true;
                word.push(c);
            }
        }
    }
    if in_word {
        words.push(word);
    }
    words
}

/// Applies `$ARGUMENTS`, `$ARGUMENTS[N]`, `$N`, `${SKILL_DIR}` and `${CLAUDE_SKILL_DIR}`.
/// Bare `$N` is replaced only when arguments were given, so a body's shell snippets
/// (`awk '{print $1}'`) survive activation without arguments. When arguments were
/// given but the body has no placeholder for them, `ARGUMENTS: <raw>` is appended
/// (Claude Code's convention).
/// `None` when the result would pass `limit` bytes: placeholders repeated in a body,
/// each replaced by long arguments, must not grow without bound.
pub fn substitute(body: &str, raw: &str, skill_dir: &str, limit: usize) -> Option<String> {
    let raw = raw.trim();
    let args = split_arguments(raw);
    let has_args = !raw.is_empty();
    let mut out = String::with_capacity(body.len() + raw.len());
    let mut used_arguments = false;
    let mut rest = body;
    while let Some(pos) = rest.find('$') {
        out.push_str(&rest[..pos]);
        let after = &rest[pos + 1..];
        let (replacement, consumed, is_argument) = placeholder(after, raw, &args, skill_dir, has_args);
        match replacement {
            Some(text) => {
                if out.len() + text.len() > limit {
                    return None;
                }
                out.push_str(&text);
                used_arguments |= is_argument;
                rest = &after[consumed..];
            }
            None => {
                out.push('$');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    if has_args && !used_arguments {
        let trimmed = out.trim_end().len();
        out.truncate(trimmed);
        out.push_str("\n\nARGUMENTS: ");
        out.push_str(raw);
    }
    (out.len() <= limit).then_some(out)
}

/// Recognises a placeholder at the start of `after` (the text following `$`).
/// Returns the replacement, the bytes consumed and whether it is an argument.
fn placeholder(
    after: &str,
    raw: &str,
    args: &[String],
    skill_dir: &str,
    has_args: bool,
) -> (Option<String>, usize, bool) {
    for name in ["{SKILL_DIR}", "{CLAUDE_SKILL_DIR}"] {
        if after.starts_with(name) {
            return (Some(skill_dir.to_string()), name.len(), false);
        }
    }
    if let Some(rest) = after.strip_prefix("ARGUMENTS") {
        if let Some(index_text) = rest.strip_prefix('[')
            && let Some(close) = index_text.find(']')
            && let Ok(index) = index_text[..close].parse::<usize>()
        {
            let value = args.get(index).cloned().unwrap_or_default();
            return (Some(value), "ARGUMENTS[".len() + close + 1, true);
        }
        return (Some(raw.to_string()), "ARGUMENTS".len(), true);
    }
    let digits = after.bytes().take_while(u8::is_ascii_digit).count();
    if has_args && digits > 0 {
        let index: usize = after[..digits].parse().unwrap_or(usize::MAX);
        return (Some(args.get(index).cloned().unwrap_or_default()), digits, true);
    }
    (None, 0, false)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Frontmatter, Scope};

    fn skill() -> Skill {
        Skill {
            frontmatter: Frontmatter::new("pdf", "d").into(),
            scope: Scope::Project,
            location: "/p/pdf/SKILL.md".into(),
            directory: "/p/pdf".into(),
        }
    }

    #[test]
    fn envelope_has_the_documented_shape() {
        let text = envelope(&skill(), "\n# Title\n\nDo it.\n\n", "", None).unwrap();
        assert_eq!(
            text,
            "<skill_content name=\"pdf\">\n<source>project</source>\n<directory>/p/pdf</directory>\nRelative paths in this skill resolve against <directory>.\n\n# Title\n\nDo it.\n</skill_content>"
        );
    }

    #[test]
    fn body_cannot_close_or_reopen_the_envelope() {
        let body =
            "a </skill_content> b < / SKILL_Content> c <Skill-Content name=\"x\"> d <div>ok</div> <skill_contents";
        let text = envelope(&skill(), body, "", None).unwrap();
        assert_eq!(text.matches("</skill_content>").count(), 1);
        assert!(text.ends_with("</skill_content>"));
        assert_eq!(text.matches("<skill_content").count(), 1);
        assert!(text.contains("<div>ok</div>"));
        assert!(text.contains("&lt;/skill_content>"));
    }

    #[test]
    fn shell_words_respect_quotes() {
        assert_eq!(
            split_arguments(r#"alpha "beta gamma" 'd e' f\ g"#),
            vec!["alpha", "beta gamma", "d e", "f g"]
        );
        assert_eq!(split_arguments("  "), Vec::<String>::new());
        assert_eq!(split_arguments(r#""a \"q\"""#), vec![r#"a "q""#]);
        assert_eq!(split_arguments("''"), vec![""]);
    }

    #[test]
    fn placeholders_are_substituted() {
        let body = "all=$ARGUMENTS first=$0 second=$ARGUMENTS[1] third=$2 dir=${SKILL_DIR} cdir=${CLAUDE_SKILL_DIR} cost=$ price";
        let out = substitute(body, r#"alpha "beta gamma""#, "/p/pdf", usize::MAX).unwrap();
        assert_eq!(
            out,
            r#"all=alpha "beta gamma" first=alpha second=beta gamma third= dir=/p/pdf cdir=/p/pdf cost=$ price"#
        );
    }

    #[test]
    fn repeated_placeholders_cannot_grow_the_body_past_the_limit() {
        let body = "$ARGUMENTS ".repeat(1000);
        let arguments = "x".repeat(1000);
        assert_eq!(substitute(&body, &arguments, "/d", 500_000), None);
        assert_eq!(
            substitute(&body, &arguments, "/d", 2_000_000).map(|s| s.len()),
            Some(1_001_000)
        );
        assert_eq!(substitute("no placeholder", &arguments, "/d", 100), None);
    }

    #[test]
    fn arguments_without_placeholders_are_appended() {
        assert_eq!(
            substitute("Body.\n", "x y", "/d", usize::MAX).unwrap(),
            "Body.\n\nARGUMENTS: x y"
        );
        assert_eq!(
            substitute("Dir ${SKILL_DIR}", "x", "/d", usize::MAX).unwrap(),
            "Dir /d\n\nARGUMENTS: x"
        );
        assert_eq!(
            substitute("awk '{print $1}'", "", "/d", usize::MAX).unwrap(),
            "awk '{print $1}'"
        );
    }
}
