//! Splitting a `SKILL.md` into frontmatter and body, and parsing the frontmatter YAML
//! with serde-saphyr under explicit budgets.
//!
//! Splitting is line-based, never substring-based: only a line that is exactly `---`
//! (trailing spaces, tabs and CR allowed) opens or closes the block, so
//! `description: foo---bar` keeps `foo---bar`.

use std::borrow::Cow;

use serde_json::{Map, Value};
use serde_saphyr::{DuplicateKeyPolicy, MergeKeyPolicy};

use crate::parse::lines::spans;

/// A `SKILL.md` cut into its parts.
#[derive(Debug, PartialEq, Eq)]
pub struct Split<'a> {
    /// YAML text between the fences, line endings normalised to `\n` (borrowed when
    /// they already were).
    pub yaml: Cow<'a, str>,
    /// Everything after the closing fence, as in the file (borrowed: discovery never
    /// needs it, activation normalises it with [`normalise_newlines`]).
    pub body: &'a str,
    /// 1-based line in the file of the first YAML line.
    pub yaml_first_line: u32,
}

/// Why the file has no usable frontmatter block.
#[derive(Debug, PartialEq, Eq)]
pub enum SplitError {
    /// The first line is not `---`.
    Missing,
    /// No closing `---` line.
    Unclosed,
    /// The block exceeds the frontmatter byte cap (checked before any YAML parsing).
    TooLarge { bytes: usize, limit: usize },
}

fn is_fence(line: &str) -> bool {
    line.trim_end_matches([' ', '\t', '\r']) == "---"
}

/// Cuts `text` into frontmatter and body. A leading UTF-8 BOM is ignored.
///
/// The lines are found with [`crate::parse::lines`]. What it returns is what reading
/// line by line returns, errors and sizes included: a property test holds the two
/// together.
pub fn split(text: &str, max_frontmatter_bytes: usize) -> Result<Split<'_>, SplitError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let Some(first_newline) = memchr::memchr(b'\n', text.as_bytes()) else {
        // One line: a fence opening nothing, or no fence.
        return Err(if is_fence(text) {
            SplitError::Unclosed
        } else {
            SplitError::Missing
        });
    };
    if !is_fence(&text[..first_newline]) {
        return Err(SplitError::Missing);
    }
    let yaml_start = first_newline + 1;
    for line in spans(text, yaml_start) {
        // The empty piece after a final newline is no line.
        if line.start == text.len() {
            break;
        }
        let next_start = (line.end + 1).min(text.len());
        if is_fence(&text[line.clone()]) {
            return Ok(Split {
                yaml: normalise_newlines(&text[yaml_start..line.start]),
                body: &text[next_start..],
                yaml_first_line: 2,
            });
        }
        // Checked line by line, so a block with no closing fence is never read far
        // past the cap.
        if next_start - yaml_start > max_frontmatter_bytes {
            return Err(SplitError::TooLarge {
                bytes: next_start - yaml_start,
                limit: max_frontmatter_bytes,
            });
        }
    }
    Err(SplitError::Unclosed)
}

/// CRLF and lone CR become LF, so CRLF files parse and render exactly like LF ones.
/// Text without a CR is borrowed, not copied.
pub fn normalise_newlines(s: &str) -> Cow<'_, str> {
    if memchr::memchr(b'\r', s.as_bytes()).is_none() {
        return Cow::Borrowed(s);
    }
    Cow::Owned(s.replace("\r\n", "\n").replace('\r', "\n"))
}

/// Parsed frontmatter: the top-level mapping with typed values.
pub type Fields = Map<String, Value>;

/// Why the YAML was refused, with the 1-based line inside the YAML text when known.
#[derive(Debug, PartialEq, Eq)]
pub struct YamlError {
    pub message: String,
    pub line: Option<u32>,
}

/// The budget every frontmatter parse runs under. Frontmatter is a handful of scalar
/// keys; these caps are orders of magnitude above real files (the largest in the
/// 589-file corpus uses 1 level of nesting and < 100 nodes) and far below what
/// would cost measurable CPU or memory.
fn options() -> serde_saphyr::Options {
    let mut budget = serde_saphyr::Budget::default();
    budget.max_depth = 16;
    budget.flow_nesting_limit = 16;
    budget.max_nodes = 10_000;
    budget.max_events = 40_000;
    budget.max_aliases = 100;
    budget.max_anchors = 100;
    budget.max_documents = 1;
    budget.max_merge_keys = 0;
    budget.max_total_scalar_bytes = 1024 * 1024;
    budget.max_recorded_anchor_events = 10_000;
    budget.max_recorded_anchor_bytes = 1024 * 1024;
    let mut options = serde_saphyr::Options::default();
    options.budget = Some(budget);
    options.strict_booleans = true;
    // Plain `0755` stays text here, then becomes the integer YAML 1.2 reads (see
    // `yaml12_integers`); serde-saphyr alone would read the float 755.0.
    options.leading_zero_numbers_as_strings = true;
    options.duplicate_keys = DuplicateKeyPolicy::Error;
    options.merge_keys = MergeKeyPolicy::Error;
    options.with_snippet = false;
    options.alias_limits.max_total_replayed_events = 10_000;
    options.alias_limits.max_replay_stack_depth = 16;
    options.alias_limits.max_alias_expansions_per_anchor = 100;
    options
}

/// Parses the YAML of a frontmatter block into its top-level mapping.
pub fn parse_yaml(yaml: &str) -> Result<Fields, YamlError> {
    if yaml.trim().is_empty() {
        return Err(YamlError {
            message: "frontmatter is empty; it must be a YAML mapping with `name` and `description`".into(),
            line: None,
        });
    }
    match crate::parse::flat_yaml::parse(yaml) {
        Some(fields) => Ok(fields),
        None => parse_yaml_with_saphyr(yaml),
    }
}

/// [`parse_yaml`] without the fast path: serde-saphyr under the budgets, always. The
/// differential checks of [`crate::parse::flat_yaml`] compare against it.
pub fn parse_yaml_with_saphyr(yaml: &str) -> Result<Fields, YamlError> {
    let mut value: Value = serde_saphyr::from_str_with_options(yaml, options()).map_err(|e| {
        let line = e.location().map(|l| l.line() as u32).filter(|l| *l > 0);
        YamlError {
            message: first_line(&e.to_string()),
            line,
        }
    })?;
    yaml12_integers(&mut value, yaml);
    match value {
        Value::Object(map) => Ok(map),
        other => Err(YamlError {
            message: format!(
                "frontmatter must be a YAML mapping of keys to values, found {}",
                kind_of(&other)
            ),
            line: None,
        }),
    }
}

fn first_line(s: &str) -> String {
    s.lines().next().unwrap_or("").trim().to_string()
}

/// 1-based line of a top-level key inside the YAML text (block style), if present.
pub fn key_line(yaml: &str, key: &str) -> Option<u32> {
    yaml.lines()
        .position(|line| {
            let line = line.strip_prefix(['"', '\'']).unwrap_or(line);
            line.strip_prefix(key)
                .map(|rest| {
                    let rest = rest.strip_prefix(['"', '\'']).unwrap_or(rest);
                    rest.trim_start_matches([' ', '\t']).starts_with(':')
                })
                .unwrap_or(false)
        })
        .map(|i| i as u32 + 1)
}

/// A short name for a YAML value's type, used in messages.
pub fn kind_of(value: &Value) -> &'static str {
    match value {
        Value::Null => "an empty value",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "a list",
        Value::Object(_) => "a mapping",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const CAP: usize = 64 * 1024;

    #[test]
    fn splits_on_fence_lines_only() {
        let s = split("---\nname: a\ndescription: foo---bar\n---\n# Body\n", CAP).unwrap();
        assert_eq!(s.yaml, "name: a\ndescription: foo---bar\n");
        assert_eq!(s.body, "# Body\n");
        assert_eq!(split("---\na: b\n---", CAP).unwrap().body, "");
        let fields = parse_yaml(&s.yaml).unwrap();
        assert_eq!(fields["description"], "foo---bar");
    }

    #[test]
    fn crlf_and_bom_parse_like_lf() {
        let lf = split("---\nname: a\ndescription: d\n---\nbody\nmore\n", CAP).unwrap();
        let crlf = split(
            "\u{feff}---\r\nname: a\r\ndescription: d\r\n---  \r\nbody\r\nmore\r\n",
            CAP,
        )
        .unwrap();
        assert_eq!(lf.yaml, crlf.yaml);
        assert_eq!(lf.body, normalise_newlines(crlf.body));
    }

    #[test]
    fn missing_and_unclosed_fences_are_errors() {
        assert_eq!(split("name: a\n", CAP), Err(SplitError::Missing));
        assert_eq!(split("--- \nname: a\n", CAP), Err(SplitError::Unclosed));
        assert_eq!(split("", CAP), Err(SplitError::Missing));
        assert_eq!(split("----\nname: a\n----\n", CAP), Err(SplitError::Missing));
    }

    /// The line-by-line split that [`split`] replaced: the reference it must agree with.
    /// Its one change: the old code also checked the block's size at the closing fence,
    /// which could never fail, since every line before it was checked already.
    fn split_line_by_line(text: &str, max_frontmatter_bytes: usize) -> Result<Split<'_>, SplitError> {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        let mut lines = text.split_inclusive('\n');
        match lines.next() {
            Some(first) if is_fence(first.trim_end_matches('\n')) => {}
            _ => return Err(SplitError::Missing),
        }
        let yaml_start = text.find('\n').map_or(text.len(), |i| i + 1);
        let mut offset = yaml_start;
        for line in lines {
            if is_fence(line.trim_end_matches('\n')) {
                return Ok(Split {
                    yaml: normalise_newlines(&text[yaml_start..offset]),
                    body: &text[offset + line.len()..],
                    yaml_first_line: 2,
                });
            }
            offset += line.len();
            if offset - yaml_start > max_frontmatter_bytes {
                return Err(SplitError::TooLarge {
                    bytes: offset - yaml_start,
                    limit: max_frontmatter_bytes,
                });
            }
        }
        Err(SplitError::Unclosed)
    }

    proptest::proptest! {
        #[test]
        fn split_agrees_with_reading_line_by_line(
            pieces in proptest::collection::vec(
                proptest::sample::select(vec![
                    "---", "--- ", "---\t", "---\r", "----", "-", "\n", "\r\n", "\r", "\u{feff}", "a: b", " ", "é", "x",
                ]),
                0..24,
            ),
            cap in proptest::sample::select(vec![0usize, 1, 3, 4, 7, 12, 30, usize::MAX]),
        ) {
            let text = pieces.concat();
            proptest::prop_assert_eq!(split(&text, cap), split_line_by_line(&text, cap), "{:?}", text);
        }
    }

    #[test]
    fn oversized_frontmatter_is_refused_before_parsing() {
        let big = format!("---\nname: a\ndescription: {}\n", "x".repeat(200));
        assert!(matches!(split(&big, 100), Err(SplitError::TooLarge { .. })));
        // The cap is inclusive, and an over-cap block is measured to the end of the
        // line that crossed it.
        assert_eq!(split("---\nab\n---\n", 3).unwrap().yaml, "ab\n");
        assert_eq!(
            split("---\nab\ncd\n---\n", 4),
            Err(SplitError::TooLarge { bytes: 6, limit: 4 })
        );
    }

    #[test]
    fn duplicate_keys_merge_keys_and_yes_booleans_are_refused_or_strings() {
        assert!(parse_yaml("name: a\nname: b\n").is_err());
        assert!(parse_yaml("base: &b {x: 1}\nother:\n  <<: *b\n").is_err());
        let fields = parse_yaml("flag: yes\n").unwrap();
        assert_eq!(fields["flag"], "yes");
    }

    #[test]
    fn alias_bomb_and_deep_nesting_are_rejected() {
        let mut bomb = String::from("a: &a [x, x, x, x, x, x, x, x, x, x]\n");
        for i in 0..9 {
            let prev = if i == 0 { "a".to_string() } else { format!("l{}", i - 1) };
            bomb.push_str(&format!(
                "l{i}: &l{i} [*{prev}, *{prev}, *{prev}, *{prev}, *{prev}, *{prev}, *{prev}, *{prev}, *{prev}, *{prev}]\n"
            ));
        }
        assert!(parse_yaml(&bomb).is_err());
        let deep = format!("a: {}{}\n", "[".repeat(10_000), "]".repeat(10_000));
        assert!(parse_yaml(&deep).is_err());
        let deep_block: String = (0..200).map(|i| format!("{}k{i}:\n", "  ".repeat(i))).collect();
        assert!(parse_yaml(&deep_block).is_err());
    }

    #[test]
    fn non_mapping_frontmatter_is_an_error() {
        assert!(parse_yaml("- a\n- b\n").is_err());
        assert!(parse_yaml("just text\n").is_err());
        assert!(parse_yaml("\n").is_err());
    }

    #[test]
    fn key_lines_are_found() {
        let yaml = "name: a\n# c\ndescription: >\n  x\n";
        assert_eq!(key_line(yaml, "name"), Some(1));
        assert_eq!(key_line(yaml, "description"), Some(3));
        assert_eq!(key_line(yaml, "license"), None);
    }
}

/// Plain `0755` as YAML 1.2's core schema reads it: the integer 755. serde-saphyr reads
/// a decimal with a leading zero as a float (`755.0`), or with legacy octal as 493
/// (YAML 1.1's reading); told to, it keeps it as text, and this makes that text the
/// integer where the source wrote it plain. A spelling the source also quotes or tags
/// (`'0755'`, `!!str 0755`) stays text everywhere, so no string the author meant is
/// changed. (Reading the parser's events instead would be exact but adds 146 KB to the
/// component, for this alone.)
fn yaml12_integers(value: &mut Value, yaml: &str) {
    match value {
        Value::String(text) if is_leading_zero_decimal(text) && only_plain(yaml, text) => {
            if let Ok(number) = text.parse::<i64>() {
                *value = Value::from(number);
            }
        }
        Value::Array(items) => items.iter_mut().for_each(|item| yaml12_integers(item, yaml)),
        Value::Object(map) => map.values_mut().for_each(|item| yaml12_integers(item, yaml)),
        _ => {}
    }
}

/// Whether `spelling` occurs in `yaml` as a whole token, and never quoted or tagged.
fn only_plain(yaml: &str, spelling: &str) -> bool {
    let bytes = yaml.as_bytes();
    let mut plain = false;
    for (at, _) in yaml.match_indices(spelling) {
        let before = at.checked_sub(1).map(|i| bytes[i]);
        let after = bytes.get(at + spelling.len()).copied();
        let quote = |b: Option<u8>| matches!(b, Some(b'\'' | b'"'));
        // Part of a longer word (`10755`, `0755x`, `v0755`): not this token.
        let edge = |b: Option<u8>| b.is_none_or(|b| !(b.is_ascii_alphanumeric() || b"._-+".contains(&b)));
        if !(edge(before) && edge(after)) {
            continue;
        }
        if quote(before) || quote(after) {
            return false;
        }
        // `!!str 0755`, `!tag 0755`: the word before it is a tag.
        let line_start = yaml[..at].rfind('\n').map_or(0, |i| i + 1);
        let word_before = yaml[line_start..at]
            .trim_end()
            .rsplit([' ', '\t', '[', ',', '{'])
            .next()
            .unwrap_or("");
        if word_before.starts_with('!') {
            return false;
        }
        plain = true;
    }
    plain
}

/// `[-+]?0[0-9]+`: a decimal integer with a redundant leading zero.
fn is_leading_zero_decimal(text: &str) -> bool {
    let digits = text.strip_prefix(['+', '-']).unwrap_or(text);
    digits.len() > 1 && digits.starts_with('0') && digits.bytes().all(|b| b.is_ascii_digit())
}

#[cfg(test)]
mod yaml_numbers {
    use super::*;

    #[test]
    fn numbers_follow_the_yaml_1_2_core_schema_and_quoted_text_stays_text() {
        let fields = parse_yaml(
            "name: a\ndescription: b\nmode: 0755\noctal: 0o755\nsci: 1e3\nneg: -007\nplus: +012\nquoted: '0644'\ntagged: !!str 0600\nzero: 0\nhalf: 00.5\nlist: [010, '010x']\nmeta:\n  v: 08\n",
        )
        .unwrap();
        let get = |k: &str| fields[k].clone();
        assert_eq!(get("mode"), serde_json::json!(755));
        assert_eq!(get("octal"), serde_json::json!(493));
        assert_eq!(get("sci"), serde_json::json!(1000.0));
        assert_eq!(get("neg"), serde_json::json!(-7));
        assert_eq!(get("plus"), serde_json::json!(12));
        assert_eq!(get("quoted"), serde_json::json!("0644"));
        assert_eq!(get("tagged"), serde_json::json!("0600"));
        assert_eq!(get("zero"), serde_json::json!(0));
        assert_eq!(get("half"), serde_json::json!(0.5));
        assert_eq!(get("list"), serde_json::json!([10, "010x"]));
        assert_eq!(get("meta"), serde_json::json!({"v": 8}));
        // A spelling both plain and quoted stays text (the cost of not running a second
        // parser); a different one still converts.
        let both = parse_yaml("name: a\ndescription: b\nx: 0755\ny: '0755'\nz: \"-007\"\nw: 0644\n").unwrap();
        assert_eq!(
            (
                both["x"].clone(),
                both["y"].clone(),
                both["z"].clone(),
                both["w"].clone()
            ),
            (
                serde_json::json!("0755"),
                serde_json::json!("0755"),
                serde_json::json!("-007"),
                serde_json::json!(644)
            )
        );
        // An error keeps its line.
        let error = parse_yaml("name: a\ndescription: b\nmode: 0755\nbad: [\n").unwrap_err();
        assert_eq!(error.line, Some(4), "{}", error.message);
    }
}
