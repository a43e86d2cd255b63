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

/// Renders the envelope. `body` is the Markdown after the frontmatter; `host` are the
/// host's own `${NAME}` variables (policy `substitutions`).
/// `None` when the body, with arguments applied, would pass [`MAX_ENVELOPE_BYTES`].
pub fn envelope(
    skill: &Skill,
    body: &str,
    arguments: &str,
    host: &[(String, String)],
    resources: Option<&[String]>,
) -> Option<String> {
    let names = &skill.frontmatter.argument_names;
    let places = Placeholders {
        skill_dir: &skill.directory,
        names,
        host,
    };
    let body = substitute_in(body, arguments, &places, MAX_ENVELOPE_BYTES)?;
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

/// Applies `$ARGUMENTS`, `$ARGUMENTS[N]`, `$N`, the skill's named arguments (`$NAME`,
/// from `arguments`), `${SKILL_DIR}` and `${CLAUDE_SKILL_DIR}`, as Claude Code does.
///
/// - `$ARGUMENTS` is the whole string as typed; `$ARGUMENTS[N]` and `$N` the Nth word
///   (0-based, split like a shell); `$NAME` the word at the name's position. A missing
///   word is empty.
/// - Bare `$N` is replaced only when arguments were given, so a body's shell snippets
///   (`awk '{print $1}'`) survive activation without arguments.
/// - `$NAME` matches a declared name only where the name ends (the next character
///   cannot continue a name), longest name first: with `env` and `envs` declared,
///   `$envs` is `envs`; with only `env`, `$envs` stays as written.
/// - A backslash right before a placeholder escapes it (`\$1.00` gives `$1.00`); a
///   doubled backslash does not (`\\$1` gives `\\` and the first argument).
/// - A value is never expanded again.
/// - When arguments were given but no argument placeholder used them,
///   `ARGUMENTS: <raw>` is appended.
///
/// `None` when the result would pass `limit` bytes: placeholders repeated in a body,
/// each replaced by long arguments, must not grow without bound.
pub fn substitute(body: &str, raw: &str, skill_dir: &str, names: &[String], limit: usize) -> Option<String> {
    let places = Placeholders {
        skill_dir,
        names,
        host: &[],
    };
    substitute_in(body, raw, &places, limit)
}

/// What a body's placeholders may name besides the arguments.
pub struct Placeholders<'a> {
    /// `${SKILL_DIR}` and `${CLAUDE_SKILL_DIR}`.
    pub skill_dir: &'a str,
    /// The skill's declared argument names (`$NAME`).
    pub names: &'a [String],
    /// The host's own `${NAME}` variables (`CLAUDE_EFFORT`, `CLAUDE_SESSION_ID`, ...).
    /// They never override the runtime's own placeholders; an unknown `${NAME}` stays
    /// as written.
    pub host: &'a [(String, String)],
}

/// [`substitute`] with the host's variables too.
pub fn substitute_in(body: &str, raw: &str, places: &Placeholders, limit: usize) -> Option<String> {
    let (skill_dir, names) = (places.skill_dir, places.names);
    let raw = raw.trim();
    let args = split_arguments(raw);
    let has_args = !raw.is_empty();
    // Longest first, so a name is never read as a shorter one plus text.
    let mut by_length: Vec<(usize, &str)> = names.iter().map(String::as_str).enumerate().collect();
    by_length.sort_by_key(|(_, name)| std::cmp::Reverse(name.len()));
    let sources = Sources {
        raw,
        args: &args,
        skill_dir,
        has_args,
        names: &by_length,
        host: places.host,
    };
    let mut out = String::with_capacity(body.len() + raw.len());
    let mut used_arguments = false;
    let mut rest = body;
    while let Some(pos) = rest.find('$') {
        let before = &rest[..pos];
        let after = &rest[pos + 1..];
        let token = token(after, &sources);
        let backslashes = before.bytes().rev().take_while(|&b| b == b'\\').count();
        match token {
            Some(token) if backslashes % 2 == 1 => {
                // Escaped: the one backslash goes, the placeholder stays as written.
                out.push_str(&before[..before.len() - 1]);
                out.push('$');
                out.push_str(&after[..token.len]);
                rest = &after[token.len..];
            }
            Some(token) => {
                out.push_str(before);
                match token.value {
                    Some(text) => {
                        if out.len() + text.len() > limit {
                            return None;
                        }
                        out.push_str(text);
                        used_arguments |= token.is_argument;
                    }
                    None => {
                        out.push('$');
                        out.push_str(&after[..token.len]);
                    }
                }
                rest = &after[token.len..];
            }
            None => {
                out.push_str(before);
                out.push('$');
                rest = after;
            }
        }
        if out.len() > limit {
            return None;
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

/// What placeholders are replaced with.
struct Sources<'a> {
    raw: &'a str,
    args: &'a [String],
    skill_dir: &'a str,
    has_args: bool,
    /// Declared names with their positions, longest first.
    names: &'a [(usize, &'a str)],
    /// The host's `${NAME}` variables.
    host: &'a [(String, String)],
}

/// A placeholder after a `$`: its length in bytes, and its value (`None`: written
/// back as is, for a bare `$N` when no arguments were given).
struct Token<'a> {
    len: usize,
    value: Option<&'a str>,
    is_argument: bool,
}

/// Recognises a placeholder at the start of `after` (the text following `$`).
fn token<'a>(after: &str, sources: &Sources<'a>) -> Option<Token<'a>> {
    let word = |index: usize| sources.args.get(index).map_or("", String::as_str);
    for name in ["{SKILL_DIR}", "{CLAUDE_SKILL_DIR}"] {
        if after.starts_with(name) {
            return Some(Token {
                len: name.len(),
                value: Some(sources.skill_dir),
                is_argument: false,
            });
        }
    }
    // The host's `${NAME}`: the whole braced name, never a prefix of a longer one.
    if let Some(braced) = after.strip_prefix('{')
        && let Some(end) = braced.find('}')
        && let Some((_, value)) = sources.host.iter().find(|(name, _)| *name == braced[..end])
    {
        return Some(Token {
            len: end + 2,
            value: Some(value),
            is_argument: false,
        });
    }
    // A declared name first (`ARGUMENTS2` is one), where it ends, longest first.
    let named = sources.names.iter().find_map(|&(index, name)| {
        let rest = after.strip_prefix(name)?;
        (!continues_name(rest)).then(|| Token {
            len: name.len(),
            value: Some(word(index)),
            is_argument: true,
        })
    });
    if named.is_some() {
        return named;
    }
    if let Some(rest) = after.strip_prefix("ARGUMENTS") {
        if let Some(index_text) = rest.strip_prefix('[')
            && let Some(close) = index_text.find(']')
            && let Ok(index) = index_text[..close].parse::<usize>()
        {
            return Some(Token {
                len: "ARGUMENTS[".len() + close + 1,
                value: Some(word(index)),
                is_argument: true,
            });
        }
        return Some(Token {
            len: "ARGUMENTS".len(),
            value: Some(sources.raw),
            is_argument: true,
        });
    }
    let digits = after.bytes().take_while(u8::is_ascii_digit).count();
    (digits > 0).then(|| Token {
        len: digits,
        value: sources
            .has_args
            .then(|| word(after[..digits].parse().unwrap_or(usize::MAX))),
        is_argument: true,
    })
}

/// Whether `rest` starts with a character that would continue an argument name.
fn continues_name(rest: &str) -> bool {
    rest.bytes()
        .next()
        .is_some_and(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-')
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
            dormant: false,
        }
    }

    #[test]
    fn envelope_has_the_documented_shape() {
        let text = envelope(&skill(), "\n# Title\n\nDo it.\n\n", "", &[], None).unwrap();
        assert_eq!(
            text,
            "<skill_content name=\"pdf\">\n<source>project</source>\n<directory>/p/pdf</directory>\nRelative paths in this skill resolve against <directory>.\n\n# Title\n\nDo it.\n</skill_content>"
        );
    }

    #[test]
    fn body_cannot_close_or_reopen_the_envelope() {
        let body =
            "a </skill_content> b < / SKILL_Content> c <Skill-Content name=\"x\"> d <div>ok</div> <skill_contents";
        let text = envelope(&skill(), body, "", &[], None).unwrap();
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
    fn host_variables_fill_their_braced_names_and_unknown_ones_stay() {
        let host = vec![
            ("CLAUDE_EFFORT".to_string(), "high".to_string()),
            ("CLAUDE_SESSION_ID".to_string(), "s-1".to_string()),
            ("SKILL_DIR".to_string(), "/not/this".to_string()),
        ];
        let places = Placeholders {
            skill_dir: "/d",
            names: &[],
            host: &host,
        };
        let body = r"e=${CLAUDE_EFFORT} s=${CLAUDE_SESSION_ID} d=${SKILL_DIR} u=${UNKNOWN} p=$CLAUDE_EFFORT x=\${CLAUDE_EFFORT}";
        assert_eq!(
            substitute_in(body, "", &places, usize::MAX).unwrap(),
            r"e=high s=s-1 d=/d u=${UNKNOWN} p=$CLAUDE_EFFORT x=${CLAUDE_EFFORT}"
        );
    }

    #[test]
    fn placeholders_are_substituted() {
        let body = "all=$ARGUMENTS first=$0 second=$ARGUMENTS[1] third=$2 dir=${SKILL_DIR} cdir=${CLAUDE_SKILL_DIR} cost=$ price";
        let out = substitute(body, r#"alpha "beta gamma""#, "/p/pdf", &[], usize::MAX).unwrap();
        assert_eq!(
            out,
            r#"all=alpha "beta gamma" first=alpha second=beta gamma third= dir=/p/pdf cdir=/p/pdf cost=$ price"#
        );
    }

    #[test]
    fn repeated_placeholders_cannot_grow_the_body_past_the_limit() {
        let body = "$ARGUMENTS ".repeat(1000);
        let arguments = "x".repeat(1000);
        assert_eq!(substitute(&body, &arguments, "/d", &[], 500_000), None);
        assert_eq!(
            substitute(&body, &arguments, "/d", &[], 2_000_000).map(|s| s.len()),
            Some(1_001_000)
        );
        assert_eq!(substitute("no placeholder", &arguments, "/d", &[], 100), None);
    }

    #[test]
    fn arguments_without_placeholders_are_appended() {
        assert_eq!(
            substitute("Body.\n", "x y", "/d", &[], usize::MAX).unwrap(),
            "Body.\n\nARGUMENTS: x y"
        );
        assert_eq!(
            substitute("Dir ${SKILL_DIR}", "x", "/d", &[], usize::MAX).unwrap(),
            "Dir /d\n\nARGUMENTS: x"
        );
        assert_eq!(
            substitute("awk '{print $1}'", "", "/d", &[], usize::MAX).unwrap(),
            "awk '{print $1}'"
        );
    }

    fn named(body: &str, names: &[&str], arguments: &str) -> String {
        let names: Vec<String> = names.iter().map(|n| n.to_string()).collect();
        substitute(body, arguments, "/d", &names, usize::MAX).unwrap()
    }

    #[test]
    fn named_arguments_map_to_positions_as_claude_code_documents() {
        // The issue's example, and Claude Code's own (`arguments: [issue, branch]`).
        assert_eq!(
            named(
                "Deploy to $env in $region. All: $ARGUMENTS",
                &["env", "region"],
                "prod eu"
            ),
            "Deploy to prod in eu. All: prod eu"
        );
        assert_eq!(
            named(
                "Fix issue $issue on branch $branch.",
                &["issue", "branch"],
                "42 hotfix-auth"
            ),
            "Fix issue 42 on branch hotfix-auth."
        );
        assert_eq!(
            named(
                "$old-name -> $new-name in $scope",
                &["old-name", "new-name", "scope"],
                "MyClass MyService project"
            ),
            "MyClass -> MyService in project"
        );
        // Quoted words stay one argument; a missing one is empty.
        assert_eq!(named("[$a] [$b]", &["a", "b"], "\"hello world\""), "[hello world] []");
        // Named arguments count as used: nothing is appended.
        assert!(!named("$a", &["a"], "x").contains("ARGUMENTS:"));
    }

    #[test]
    fn the_longest_declared_name_wins_and_a_name_must_end_where_it_is_used() {
        assert_eq!(named("$env $envs", &["env", "envs"], "a b"), "a b");
        assert_eq!(
            named("$envs $env_x $env-y $env.", &["env"], "a"),
            "$envs $env_x $env-y a."
        );
        // A declared name that starts with ARGUMENTS does not hide `$ARGUMENTS`, which
        // is replaced wherever it stands, as before.
        assert_eq!(named("$ARGUMENTS2 $ARGUMENTS", &["ARGUMENTS2"], "p q"), "p p q");
        assert_eq!(named("$ARGUMENTSx", &[], "p"), "px");
    }

    #[test]
    fn a_backslash_escapes_a_placeholder_and_a_doubled_one_does_not() {
        assert_eq!(
            named(
                r"costs \$1.00, first $1, \\$0 and \$ARGUMENTS and \$env",
                &["env"],
                "a b"
            ),
            r"costs $1.00, first b, \\a and $ARGUMENTS and $env"
        );
        // Without arguments too: the escape does not depend on them.
        assert_eq!(named(r"\$1.00 and $1", &[], ""), r"$1.00 and $1");
        // A backslash before a `$` that starts no placeholder stays.
        assert_eq!(named(r"\$ and \$x", &[], "a"), "\\$ and \\$x\n\nARGUMENTS: a");
    }

    #[test]
    fn an_argument_value_is_never_expanded_again() {
        assert_eq!(
            named("$a|$b|$0", &["a", "b"], r"'$b' '$ARGUMENTS' '\$0'"),
            r"$b|$ARGUMENTS|$b"
        );
        assert_eq!(named("${SKILL_DIR}/$a", &["a"], "${SKILL_DIR}"), "/d/${SKILL_DIR}");
    }
}
