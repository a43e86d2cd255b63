//! The fast path for the frontmatter almost every skill has: top-level `key: scalar`
//! lines, `key:` lines opening one level of indented `key: scalar` lines (the usual
//! `metadata:` block), and top-level block scalars (`description: >`) whose lines are
//! evenly indented. 565 of the corpus's 589 frontmatters have this shape.
//!
//! serde-saphyr costs about 10 µs per document however small it is (its budget pass
//! reads the events twice), which was half of discovery's time per skill. This parser
//! takes only what it can prove serde-saphyr (with [`crate::parse::frontmatter`]'s options)
//! reads as the same mapping of strings, and declines everything else with `None`:
//! block and flow collections, other block scalars, escapes, tags, anchors, comments
//! after values, anything that could resolve to a number, boolean or null, duplicate
//! keys, keys over 256 bytes, tabs, control and other non-printable characters. A
//! declined document goes through serde-saphyr unchanged, so errors, diagnostics and
//! budgets stay exactly its own.
//!
//! The differential fuzz target `flat_yaml` and the property test of the same name
//! check that whenever this returns a mapping, serde-saphyr returns that mapping.

use serde_json::{Map, Value};

use crate::parse::lines::spans;
use crate::text::first_byte;

/// Larger documents go to serde-saphyr, whose budgets (10,000 nodes, 1 MiB of
/// scalars) this path could otherwise never reach the edge of.
const MAX_BYTES: usize = 64 * 1024;
/// At most this many keys, nested ones included: far below the node budget.
const MAX_KEYS: usize = 1000;
/// Longest key taken. YAML limits an implicit key to 1024 characters (the fuzz target
/// found a longer one that serde-saphyr refuses); real keys are a few dozen.
const MAX_KEY_BYTES: usize = 256;

/// The top-level mapping, or `None` when the document is not in the subset.
pub fn parse(yaml: &str) -> Option<Map<String, Value>> {
    if yaml.len() > MAX_BYTES || !all_plain_printable(yaml) {
        return None;
    }
    let mut top = Map::new();
    // The open `key:` line and its children so far, with their indentation.
    let mut block: Option<(String, Map<String, Value>, usize)> = None;
    let mut keys = 0;
    let mut lines = spans(yaml, 0).map(|span| &yaml[span]).peekable();
    while let Some(line) = lines.next() {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let indent = line.len() - line.trim_start_matches(' ').len();
        let (key, value) = key_value(&line[indent..])?;
        keys += 1;
        if keys > MAX_KEYS {
            return None;
        }
        if indent > 0 {
            let (_, children, child_indent) = block.as_mut()?;
            if *child_indent == 0 {
                *child_indent = indent;
            }
            if indent != *child_indent || children.contains_key(key) {
                return None;
            }
            children.insert(key.to_string(), Value::String(scalar(value?)?));
            continue;
        }
        close(&mut top, block.take())?;
        if top.contains_key(key) {
            return None;
        }
        let text = match value {
            Some(header @ (">" | ">-" | "|" | "|-")) => block_scalar(header, &mut lines)?,
            Some(value) => scalar(value)?,
            None => {
                block = Some((key.to_string(), Map::new(), 0));
                continue;
            }
        };
        top.insert(key.to_string(), Value::String(text));
    }
    close(&mut top, block)?;
    (!top.is_empty()).then_some(top)
}

/// Adds a finished `key:` block to the mapping; `None` for a block with no children
/// (YAML reads it as null) or a key already present.
fn close(top: &mut Map<String, Value>, block: Option<(String, Map<String, Value>, usize)>) -> Option<()> {
    if let Some((key, children, _)) = block {
        if children.is_empty() || top.contains_key(&key) {
            return None;
        }
        top.insert(key, Value::Object(children));
    }
    Some(())
}

/// `key: value` (the value with its spaces around trimmed) or `key:` (`None` value).
fn key_value(line: &str) -> Option<(&str, Option<&str>)> {
    let end = line
        .find(|c: char| !(c.is_ascii_alphanumeric() || matches!(c, '_' | '-' | '.')))
        .unwrap_or(line.len());
    let key = &line[..end];
    if key.len() > MAX_KEY_BYTES || !key.starts_with(|c: char| c.is_ascii_alphabetic()) || resolves_to_non_string(key) {
        return None;
    }
    let rest = line[end..].strip_prefix(':')?;
    if rest.is_empty() {
        return Some((key, None));
    }
    if !rest.starts_with(' ') {
        return None;
    }
    let value = rest.trim_matches(' ');
    Some((key, (!value.is_empty()).then_some(value)))
}

/// A top-level block scalar (`>` or `|`, clipped or `-` stripped) from the lines after
/// its header, in the one shape where YAML's folding rules reduce to joining lines:
/// every line indented by the same number of spaces, then a non-space, with no
/// trailing space and no empty line between. Folded, lines are joined by a space;
/// literal, by a newline. The scalar ends before the first line that does not start
/// with a space; empty lines before it are the trailing ones chomping drops. An
/// indented line after them reaches the caller with no open block, which declines it.
fn block_scalar<'a>(header: &str, lines: &mut std::iter::Peekable<impl Iterator<Item = &'a str>>) -> Option<String> {
    let joint = if header.starts_with('>') { ' ' } else { '\n' };
    let indent = lines
        .peek()
        .map(|line| line.len() - line.trim_start_matches(' ').len())?;
    // No content line (an empty scalar), or a blank line first: declined.
    if indent == 0 {
        return None;
    }
    let mut text = String::new();
    while let Some(line) = lines.next_if(|line| line.starts_with(' ')) {
        // Trimmed, not sliced at `indent`: a shallower line may have a multi-byte
        // character there (found by the fuzz target).
        let content = line.trim_start_matches(' ');
        if line.len() - content.len() != indent || content.is_empty() || content.ends_with(' ') {
            return None;
        }
        if !text.is_empty() {
            text.push(joint);
        }
        text.push_str(content);
    }
    if !header.ends_with('-') {
        text.push('\n');
    }
    Some(text)
}

/// A one-line scalar's string: plain, single-quoted (`''` for a quote) or
/// double-quoted without escapes.
fn scalar(value: &str) -> Option<String> {
    if let Some(inner) = value.strip_prefix('\'') {
        let inner = inner.strip_suffix('\'')?;
        let mut out = String::with_capacity(inner.len());
        let mut parts = inner.split('\'');
        out.push_str(parts.next().unwrap_or_default());
        // Quotes inside come in pairs, each pair one quote: `a''b` splits as a, "", b.
        while let Some(empty) = parts.next() {
            if !empty.is_empty() {
                return None;
            }
            out.push('\'');
            out.push_str(parts.next()?);
        }
        return Some(out);
    }
    if let Some(inner) = value.strip_prefix('"') {
        let inner = inner.strip_suffix('"')?;
        // Both are ASCII, so a byte scan finds exactly them (a char-set `contains`
        // decodes every character).
        return first_byte(inner.as_bytes(), |b| b == b'"' || b == b'\\')
            .is_none()
            .then(|| inner.to_string());
    }
    let plain = !value.as_bytes().first().is_some_and(|&b| STARTS_NON_PLAIN[b as usize])
        && !value.ends_with(':')
        && !has_plain_breaker(value.as_bytes())
        && !resolves_to_non_string(value);
    plain.then(|| value.to_string())
}

/// Whether a plain scalar holds `: `, ` #` or a bracket, any of which YAML would read
/// as structure. Each is ASCII, so no character hides one. The brackets, colons and
/// hashes are found by memchr's vector search; the spaces a byte scan stopped at are
/// only looked at beside a `#`.
fn has_plain_breaker(bytes: &[u8]) -> bool {
    memchr::memchr3(b'[', b']', b'{', bytes).is_some()
        || memchr::memchr(b'}', bytes).is_some()
        || memchr::memchr2_iter(b':', b'#', bytes).any(|at| match bytes[at] {
            b':' => bytes.get(at + 1) == Some(&b' '),
            _ => at > 0 && bytes[at - 1] == b' ',
        })
}

/// The first bytes that keep a value from being a plain scalar here: a digit (it may
/// be a number) or one of YAML's indicators. A lookup, where a `contains` on the set
/// searched it for every value.
const STARTS_NON_PLAIN: [bool; 256] = {
    let mut table = [false; 256];
    let set = b"0123456789-?:,[]{}#&*!|>'\"%@`+.~<=";
    let mut at = 0;
    while at < set.len() {
        table[set[at] as usize] = true;
        at += 1;
    }
    table
};

/// Words a YAML schema may read as null, a boolean or a number (`inf`, `nan`, the
/// YAML 1.1 booleans): strings in ours, but never worth the risk of a disagreement.
fn resolves_to_non_string(word: &str) -> bool {
    const WORDS: [&str; 10] = ["null", "true", "false", "yes", "no", "on", "off", "y", "n", "~"];
    // `f64` takes a number only after an optional sign and a digit or a dot, and
    // otherwise only `inf`, `infinity` and `nan` in any case: anything else is not
    // worth a parse (a key like `name` was parsed as a number each time).
    let unsigned = word.strip_prefix(['+', '-']).unwrap_or(word);
    let could_be_number = match unsigned.as_bytes().first() {
        Some(b'0'..=b'9' | b'.') => true,
        Some(b'i' | b'I' | b'n' | b'N') => unsigned.len() <= 8,
        _ => false,
    };
    WORDS.iter().any(|w| w.eq_ignore_ascii_case(word)) || (could_be_number && word.parse::<f64>().is_ok())
}

/// [`is_plain_printable`] for every character, checking ASCII bytes without decoding.
fn all_plain_printable(text: &str) -> bool {
    let bytes = text.as_bytes();
    let outside_ascii = |bytes: &[u8]| first_byte(bytes, |b| !(b == b'\n' || (b' '..=b'~').contains(&b)));
    let mut at = 0;
    // Each byte outside printable ASCII starts a character (ASCII or a lead byte):
    // only those characters are decoded and checked.
    while let Some(offset) = outside_ascii(&bytes[at..]) {
        at += offset;
        match text.get(at..).and_then(|rest| rest.chars().next()) {
            Some(c) if is_plain_printable(c) => at += c.len_utf8(),
            _ => return false,
        }
    }
    true
}

/// Printable characters YAML reads the same everywhere: no tab, CR, control
/// characters, NEL, line or paragraph separators, BOM or noncharacters.
fn is_plain_printable(c: char) -> bool {
    match c {
        '\n' | ' '..='~' => true,
        '\u{a0}'..='\u{d7ff}' => !matches!(c, '\u{2028}' | '\u{2029}'),
        '\u{e000}'..='\u{fffd}' => c != '\u{feff}',
        '\u{10000}'.. => true,
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn strings(pairs: &[(&str, &str)]) -> Map<String, Value> {
        pairs
            .iter()
            .map(|(k, v)| (k.to_string(), Value::String(v.to_string())))
            .collect()
    }

    /// The byte scan [`has_plain_breaker`] replaced, and the number check
    /// [`resolves_to_non_string`] replaced: the references they must agree with.
    fn plain_breaker_by_bytes(bytes: &[u8]) -> bool {
        bytes.iter().enumerate().any(|(i, &b)| match b {
            b'[' | b']' | b'{' | b'}' => true,
            b':' => bytes.get(i + 1) == Some(&b' '),
            b' ' => bytes.get(i + 1) == Some(&b'#'),
            _ => false,
        })
    }

    proptest::proptest! {
        #[test]
        fn breakers_and_numbers_are_found_as_before(
            pieces in proptest::collection::vec(
                proptest::sample::select(vec![
                    " ", "#", ":", "[", "]", "{", "}", "a", "é", "1", ".", "+", "-", "e", "inf", "INF", "inity", "NaN",
                    "n", "i", "x", "0x1", "_",
                ]),
                0..12,
            ),
        ) {
            let text = pieces.concat();
            proptest::prop_assert_eq!(has_plain_breaker(text.as_bytes()), plain_breaker_by_bytes(text.as_bytes()));
            const WORDS: [&str; 10] = ["null", "true", "false", "yes", "no", "on", "off", "y", "n", "~"];
            let before = WORDS.iter().any(|w| w.eq_ignore_ascii_case(&text)) || text.parse::<f64>().is_ok();
            proptest::prop_assert_eq!(resolves_to_non_string(&text), before, "{:?}", text);
        }
    }

    #[test]
    fn the_words_f64_takes_are_still_numbers_and_the_rest_are_not() {
        let words = [
            "infinity",
            "INFINITY",
            "+infinity",
            "-Infinity",
            "infinityx",
            "inf",
            "-inf",
            "+nan",
            "NaN",
            "nan",
            ".5",
            "5.",
            "-.5e-3",
            "1E5",
            "+1",
            ".",
            "+",
            "-",
            "e5",
            "i",
            "n",
            "name",
            "note",
            "info",
            "+-1",
            "1_000",
            "0x1f",
        ];
        for word in words {
            let number = word.parse::<f64>().is_ok();
            let word_type = ["n", "y"].contains(&word);
            assert_eq!(resolves_to_non_string(word), number || word_type, "{word}");
        }
    }

    #[test]
    fn flat_plain_and_quoted_scalars_are_read() {
        let yaml =
            "name: pdf\ndescription: 'It''s for PDFs: forms, C# and more'\nlicense: \"MIT\"\n# note\n\nx: a:b  \n";
        assert_eq!(
            parse(yaml),
            Some(strings(&[
                ("name", "pdf"),
                ("description", "It's for PDFs: forms, C# and more"),
                ("license", "MIT"),
                ("x", "a:b"),
            ]))
        );
    }

    #[test]
    fn every_character_after_the_first_non_ascii_one_is_still_checked() {
        assert!(all_plain_printable("naïve 使用, résumé\nok"));
        for bad in ["é\t", "résumé \u{2028} x", "使用 a\u{feff}", "ï\r\n", "é then \u{7f}"] {
            assert!(!all_plain_printable(bad), "{bad:?}");
        }
    }

    #[test]
    fn one_level_of_nesting_is_read() {
        let yaml = "name: a\nmetadata:\n  author: me\n  version: '1.0'\nlicense: MIT\n";
        let mut expected = strings(&[("name", "a"), ("license", "MIT")]);
        expected.insert(
            "metadata".into(),
            Value::Object(strings(&[("author", "me"), ("version", "1.0")])),
        );
        assert_eq!(parse(yaml), Some(expected));
    }

    #[test]
    fn block_scalars_of_evenly_indented_lines_are_folded_or_kept() {
        let yaml = "name: x\ndescription: >\n  Use when: the user asks\n  - for # this\n\nlicense: |-\n    a\n    b\n";
        let expected = strings(&[
            ("name", "x"),
            ("description", "Use when: the user asks - for # this\n"),
            ("license", "a\nb"),
        ]);
        assert_eq!(parse(yaml), Some(expected));
        let chomped = "a: |\n  one\n  two\nb: >-\n  three\n  four";
        assert_eq!(
            parse(chomped),
            Some(strings(&[("a", "one\ntwo\n"), ("b", "three four")]))
        );
        // The values are serde-saphyr's, not only what this test expects.
        for yaml in [yaml, chomped] {
            assert_eq!(
                crate::parse::frontmatter::parse_yaml_with_saphyr(yaml),
                Ok(parse(yaml).unwrap())
            );
        }
    }

    #[test]
    fn everything_outside_the_subset_is_declined() {
        for yaml in [
            "name: 1.0",
            "name: true",
            "name: No",
            "name: inf",
            "name: ~",
            "name: -x",
            "name: a # comment",
            "name: a: b",
            "name: [a, b]",
            "name: 'a' 'b'",
            "name: 'open",
            "name: \"a\\tb\"",
            "name: |+\n  text",
            "name: >2\n  text",
            "name: > # folded\n  text",
            "name: >\n",
            "name: >\nnext: a",
            "name: >\n\n  text",
            "name: >\n  text\n\n  more",
            "name: >\n  text\n    more",
            "name: >\n    text\n  more",
            "name: >\n  text \n  more",
            "name: |\n  text\n   ",
            "name: |\n  text\n\n  more",
            "name: |\n  text\n# between\n  more",
            "name: |\n  text\n \u{3cf}ages",
            "metadata:\n  a: |\n    text",
            "name: a\n  continued",
            "name:\n",
            "name:\n  - a",
            "metadata:\n  a: b\n    c: d",
            "metadata:\n    a: b\n  c: d",
            "metadata:\n  a:\n    b: c",
            "name: a\nname: b",
            "metadata:\n  a: b\n  a: c",
            "name:\ta",
            "name: a\r",
            "name: a\u{85}b",
            "\"name\": a",
            "name : a",
            "name:a",
            "&x name: a",
            "  # indented comment\nname: a",
            "",
            "# only a comment",
        ] {
            assert_eq!(parse(yaml), None, "{yaml:?}");
        }
        // Longer than an implicit key may be.
        assert_eq!(parse(&format!("{}: a", "k".repeat(1025))), None);
        assert_eq!(parse(&format!("{}: a", "k".repeat(MAX_KEY_BYTES + 1))), None);
    }
}

#[cfg(test)]
mod corpus {
    use crate::parse::frontmatter::{parse_yaml_with_saphyr, split};
    use std::path::{Path, PathBuf};

    fn skill_files(dir: &Path, found: &mut Vec<PathBuf>) {
        for entry in std::fs::read_dir(dir).unwrap().flatten() {
            let path = entry.path();
            if entry.file_type().unwrap().is_dir() {
                skill_files(&path, found);
            } else if entry.file_name() == "SKILL.md" {
                found.push(path);
            }
        }
    }

    /// Every real frontmatter: where the fast path answers it agrees with
    /// serde-saphyr, and it answers the common shapes (541 of 589 when written).
    #[test]
    fn fast_path_agrees_with_serde_saphyr_on_every_corpus_frontmatter() {
        let mut files = Vec::new();
        skill_files(
            &Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/corpus"),
            &mut files,
        );
        assert_eq!(files.len(), 589);
        let mut answered = 0;
        for file in &files {
            let bytes = std::fs::read(file).unwrap();
            let text = String::from_utf8_lossy(&bytes);
            let Ok(parts) = split(&text, usize::MAX) else { continue };
            if let Some(fast) = super::parse(&parts.yaml) {
                answered += 1;
                assert_eq!(parse_yaml_with_saphyr(&parts.yaml), Ok(fast), "{}", file.display());
            }
        }
        eprintln!("answered {answered}");
        assert!(
            answered >= 530,
            "the fast path answered only {answered} of {}",
            files.len()
        );
    }
}
