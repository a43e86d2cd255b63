//! Lenient mode's repair of frontmatter that is not valid YAML as written: what
//! Codex and the client guide do, so that a skill those agents load loads here too.
//!
//! Two steps, each only when the one before failed:
//! 1. **The colon repair, at any depth.** A plain `key: value` whose value holds `: `
//!    (or ends in `:`) is quoted, at the top level and inside nested mappings
//!    (`metadata:` blocks). Block scalars' content is never touched.
//! 2. **Recovery per key.** The document is cut at its top-level keys; each key's
//!    lines are parsed alone (with the colon repair), and a key that still does not
//!    parse is dropped, alone. A key written twice is dropped too: which of the two
//!    the author meant is a guess, and a guess must never loosen a restriction.
//!
//! Strict mode uses none of this. Each repaired line and each dropped key is reported
//! by the caller (see [`Recovered`]); what the caller does with a dropped key that
//! restricts the skill is its own rule (the narrow reading, in `validate`).

use super::frontmatter::{Fields, YamlError, parse_yaml};

/// Most top-level keys cut apart. A real frontmatter has a dozen; past this the
/// document is refused as written rather than parsed key by key.
pub const MAX_KEYS: usize = 256;

/// What recovery kept and what it dropped.
#[derive(Debug, Default, PartialEq)]
pub struct Recovered {
    /// The keys that parsed, in document order.
    pub fields: Fields,
    /// 1-based YAML lines whose value the colon repair quoted.
    pub repaired_lines: Vec<u32>,
    /// Keys left out, each with its 1-based YAML line and why.
    pub dropped: Vec<DroppedKey>,
}

/// A top-level key whose value could not be read.
#[derive(Debug, PartialEq, Eq)]
pub struct DroppedKey {
    /// The key as written (unquoted); empty when the line has no key at all.
    pub key: String,
    /// 1-based line in the YAML text.
    pub line: u32,
    /// The parser's reason, one line.
    pub reason: String,
}

/// Parses `yaml` leniently: as written, else with the colon repair, else key by key.
/// `Err` only when nothing usable is left (no key parsed, too many keys, or the
/// document is not a mapping at all).
pub fn parse_lenient(yaml: &str) -> Result<Recovered, YamlError> {
    let error = match parse_yaml(yaml) {
        Ok(fields) => {
            return Ok(Recovered {
                fields,
                ..Recovered::default()
            });
        }
        Err(e) => e,
    };
    if let Some((fixed, lines)) = quote_colon_values(yaml)
        && let Ok(fields) = parse_yaml(&fixed)
    {
        return Ok(Recovered {
            fields,
            repaired_lines: lines,
            dropped: Vec::new(),
        });
    }
    let chunks = top_level_chunks(yaml);
    if chunks.len() > MAX_KEYS || chunks.len() < 2 {
        return Err(error);
    }
    let mut recovered = Recovered::default();
    let mut written_twice: Vec<(String, u32)> = Vec::new();
    for chunk in &chunks {
        match parse_chunk(chunk.text) {
            Ok((fields, repaired)) => {
                recovered
                    .repaired_lines
                    .extend(repaired.into_iter().map(|l| l + chunk.first_line - 1));
                for (key, value) in fields {
                    if recovered.fields.contains_key(&key) || written_twice.iter().any(|(k, _)| *k == key) {
                        recovered.fields.remove(&key);
                        written_twice.push((key, chunk.first_line));
                    } else {
                        recovered.fields.insert(key, value);
                    }
                }
            }
            Err(e) => recovered.dropped.push(DroppedKey {
                key: chunk_key(chunk.text),
                line: e.line.map_or(chunk.first_line, |l| l + chunk.first_line - 1),
                reason: e.message,
            }),
        }
    }
    for (key, line) in written_twice {
        recovered.dropped.push(DroppedKey {
            key,
            line,
            reason: "the key is written more than once".into(),
        });
    }
    // Nothing parsed: the document is broken as a whole, and the first error says why.
    if recovered.fields.is_empty() {
        return Err(error);
    }
    recovered.dropped.sort_by_key(|d| d.line);
    Ok(recovered)
}

fn parse_chunk(text: &str) -> Result<(Fields, Vec<u32>), YamlError> {
    match parse_yaml(text) {
        Ok(fields) => Ok((fields, Vec::new())),
        Err(error) => match quote_colon_values(text) {
            Some((fixed, lines)) => parse_yaml(&fixed).map(|fields| (fields, lines)).map_err(|_| error),
            None => Err(error),
        },
    }
}

/// One top-level key's lines.
struct Chunk<'a> {
    text: &'a str,
    /// 1-based line of its first line in the whole YAML text.
    first_line: u32,
}

/// Cuts the YAML at every line that starts a top-level key: a line that starts at
/// column 0 with neither a space, a tab, `#`, `-` (a block sequence may sit at the
/// key's own indentation) nor `...`. Leading comments and blank lines stay with the
/// first chunk.
fn top_level_chunks(yaml: &str) -> Vec<Chunk<'_>> {
    let mut chunks = Vec::new();
    let mut start = 0;
    let mut start_line = 1;
    let mut offset = 0;
    for (index, line) in yaml.split_inclusive('\n').enumerate() {
        let opens_key = !line.trim().is_empty() && !line.starts_with([' ', '\t', '#', '-', '.']);
        if opens_key && offset > start && !yaml[start..offset].trim().is_empty() {
            chunks.push(Chunk {
                text: &yaml[start..offset],
                first_line: start_line,
            });
            start = offset;
            start_line = index as u32 + 1;
        } else if opens_key {
            // Only blank lines or comments so far: the key starts the first chunk.
            start_line = start_line.min(index as u32 + 1);
        }
        offset += line.len();
    }
    if !yaml[start..].trim().is_empty() {
        chunks.push(Chunk {
            text: &yaml[start..],
            first_line: start_line,
        });
    }
    chunks
}

/// The key a chunk opens with, unquoted, for the message; empty when the first
/// content line has no `:`.
fn chunk_key(text: &str) -> String {
    let line = text
        .lines()
        .find(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .unwrap_or_default();
    let key = match line.find(':') {
        Some(colon) => &line[..colon],
        None => return String::new(),
    };
    let key = key.trim().trim_matches(['"', '\'']);
    crate::text::printable_prefix(key).to_string()
}

/// The colon repair: quotes the value of every plain `key: value` line (at any
/// indentation) whose value contains `: ` or ends with `:`, the most common YAML
/// mistake in real skills. Lines inside a block scalar (`key: |`, `key: >-`) are
/// content and never changed. Returns the repaired text and the 1-based lines
/// changed, or `None` when nothing applies.
pub fn quote_colon_values(yaml: &str) -> Option<(String, Vec<u32>)> {
    let mut changed = Vec::new();
    let mut out = String::with_capacity(yaml.len() + 16);
    // The indentation of the key whose block scalar is open: deeper lines (and blank
    // ones) are its content.
    let mut scalar_owner: Option<usize> = None;
    for (index, line) in yaml.split_inclusive('\n').enumerate() {
        let content = line.trim_end_matches('\n');
        let indent = content.len() - content.trim_start_matches(' ').len();
        if let Some(owner) = scalar_owner {
            if content.trim().is_empty() || indent > owner {
                out.push_str(line);
                continue;
            }
            scalar_owner = None;
        }
        if opens_block_scalar(&content[indent..]) {
            scalar_owner = Some(indent);
        }
        match quote_line(&content[indent..]) {
            Some(fixed) => {
                out.push_str(&content[..indent]);
                out.push_str(&fixed);
                if line.ends_with('\n') {
                    out.push('\n');
                }
                changed.push(index as u32 + 1);
            }
            None => out.push_str(line),
        }
    }
    (!changed.is_empty()).then_some((out, changed))
}

/// Whether `key: |` / `key: >-` (with any indicators) opens a block scalar here.
fn opens_block_scalar(line: &str) -> bool {
    let Some(colon) = line.find(": ") else {
        return false;
    };
    let value = line[colon + 2..].trim();
    let value = value.split(" #").next().unwrap_or(value).trim_end();
    value.starts_with(['|', '>']) && value[1..].chars().all(|c| matches!(c, '-' | '+') || c.is_ascii_digit())
}

/// Keys whose `key:value` (no space after the colon, which YAML reads as one plain
/// string) is taken as `key: value`, as Gemini CLI's fallback reads it: only the
/// specification's, where the intent cannot be anything else.
const KEYS_WITHOUT_SPACE: [&str; 4] = ["name", "description", "license", "compatibility"];

fn quote_line(line: &str) -> Option<String> {
    if line.starts_with(['\t', '#', '-']) {
        return None;
    }
    let Some(colon) = line.find(": ") else {
        let (key, value) = line.split_once(':')?;
        let value = value.trim_end();
        if !KEYS_WITHOUT_SPACE.contains(&key) || value.is_empty() || value.starts_with(['\t', ' ']) {
            return None;
        }
        let escaped = value.replace('\\', "\\\\").replace('"', "\\\"");
        return Some(format!("{key}: \"{escaped}\""));
    };
    let key = &line[..colon];
    if key.is_empty() || !key.chars().all(|c| c.is_alphanumeric() || c == '-' || c == '_') {
        return None;
    }
    let value = line[colon + 2..].trim();
    let starts_structured = value.starts_with(['"', '\'', '|', '>', '[', '{', '&', '*', '!']);
    if value.is_empty() || starts_structured || !(value.contains(": ") || value.ends_with(':')) {
        return None;
    }
    let escaped = value.replace('\\', "\\\\").replace('"', "\\\"");
    Some(format!("{key}: \"{escaped}\""))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn valid_yaml_is_returned_unchanged() {
        let r = parse_lenient("name: a\ndescription: b\n").unwrap();
        assert_eq!(r.fields["name"], "a");
        assert!(r.repaired_lines.is_empty() && r.dropped.is_empty());
    }

    #[test]
    fn colon_repair_quotes_only_plain_values() {
        let yaml = "name: a\ndescription: Use when: the user asks\nquoted: \"x: y\"\n";
        let (fixed, lines) = quote_colon_values(yaml).unwrap();
        assert_eq!(
            fixed,
            "name: a\ndescription: \"Use when: the user asks\"\nquoted: \"x: y\"\n"
        );
        assert_eq!(lines, vec![2]);
        assert!(quote_colon_values("name: a\n").is_none());
    }

    #[test]
    fn colon_repair_works_inside_nested_mappings() {
        let yaml = "name: a\ndescription: d\nmetadata:\n  note: see: the docs\n  author: x\n";
        let r = parse_lenient(yaml).unwrap();
        assert_eq!(r.fields["metadata"]["note"], "see: the docs");
        assert_eq!(r.repaired_lines, vec![4]);
    }

    #[test]
    fn block_scalar_content_is_never_repaired() {
        let yaml = "name: a\ndescription: |\n  Example: run: this\n  more: text\nbroken: [x\n";
        let r = parse_lenient(yaml).unwrap();
        assert_eq!(r.fields["description"], "Example: run: this\nmore: text\n");
        assert_eq!(r.dropped.len(), 1);
        assert_eq!((r.dropped[0].key.as_str(), r.dropped[0].line), ("broken", 5));
    }

    #[test]
    fn a_key_that_does_not_parse_is_dropped_alone() {
        let yaml = "name: a\nargument-hint: <duration: e.g. 7d, 2w>\ntags: [next,@supabase/ssr]\ndescription: d\n";
        let r = parse_lenient(yaml).unwrap();
        assert_eq!(r.fields["name"], "a");
        assert_eq!(r.fields["description"], "d");
        // `<duration: e.g. 7d, 2w>` is repaired (it is plain text with a colon).
        assert_eq!(r.fields["argument-hint"], "<duration: e.g. 7d, 2w>");
        let dropped: Vec<_> = r.dropped.iter().map(|d| (d.key.as_str(), d.line)).collect();
        assert_eq!(dropped, vec![("tags", 3)]);
    }

    #[test]
    fn a_key_written_twice_is_dropped() {
        let yaml = "name: a\ndisable-model-invocation: true\ndescription: [\ndisable-model-invocation: false\n";
        let r = parse_lenient(yaml).unwrap();
        assert!(!r.fields.contains_key("disable-model-invocation"));
        let dropped: Vec<_> = r.dropped.iter().map(|d| d.key.as_str()).collect();
        assert_eq!(dropped, vec!["description", "disable-model-invocation"]);
    }

    #[test]
    fn deep_flow_nesting_in_one_key_costs_only_that_key() {
        let yaml = format!("name: a\ndescription: d\nbad: {}\n", "[".repeat(10_000));
        let r = parse_lenient(&yaml).unwrap();
        assert_eq!(r.fields.len(), 2);
        assert_eq!(r.dropped[0].key, "bad");
    }

    #[test]
    fn a_document_with_nothing_usable_stays_an_error() {
        assert!(parse_lenient("[a, b\n").is_err());
        assert!(parse_lenient("- a\n- b: [\n").is_err());
        let many: String = (0..=MAX_KEYS).map(|i| format!("k{i}: [\n")).collect();
        assert!(parse_lenient(&many).is_err());
    }

    #[test]
    fn a_spec_key_without_a_space_after_its_colon_is_read_as_meant() {
        let r = parse_lenient("name:no-space-name\ndescription: d\nother:x\n").unwrap();
        assert_eq!(r.fields["name"], "no-space-name");
        assert_eq!(r.repaired_lines, vec![1]);
        assert!(!r.fields.contains_key("other"), "only the specification's keys");
    }

    #[test]
    fn a_line_without_a_key_is_dropped_with_an_empty_key() {
        let r = parse_lenient("name: a\ndescription: d\njust some words\n").unwrap();
        assert_eq!(r.dropped[0].key, "");
        assert_eq!(r.dropped[0].line, 3);
    }
}
