//! Every rule that escapes or sanitises untrusted text, in one place: what may reach
//! a diagnostic message, the catalog (XML and JSON), and the activation envelope.
//!
//! - [`printable`]: messages show control and invisible format characters as `\u{..}`.
//! - [`push_escaped_xml`], [`json_string`]: catalog and envelope values; control characters
//!   become U+FFFD, since XML 1.0 cannot carry them.
//! - [`neutralise`]: a body can never close or reopen its `<skill_content>` envelope.
//! - [`nfkc`]: the one normal form names are compared in.

/// Control and invisible format characters shown as escapes, so a message never carries them.
pub fn printable(s: &str) -> String {
    s.chars()
        .flat_map(|c| {
            if c.is_control() || is_format_char(c) {
                format!("\\u{{{:x}}}", c as u32).chars().collect::<Vec<_>>()
            } else {
                vec![c]
            }
        })
        .collect()
}

/// [`printable`] of at most the first 100 characters, then `…`: a name or path from a
/// caller can be megabytes long, and an error message must stay a line.
pub fn printable_prefix(s: &str) -> String {
    const SHOWN: usize = 100;
    match s.char_indices().nth(SHOWN) {
        Some((cut, _)) => format!("{}…", printable(&s[..cut])),
        None => printable(s),
    }
}

/// Zero-width and bidirectional formatting characters (Unicode category Cf, the ones that matter).
pub fn is_format_char(c: char) -> bool {
    matches!(c as u32, 0x00AD | 0x061C | 0x180E | 0x200B..=0x200F | 0x202A..=0x202E | 0x2060..=0x2064 | 0x2066..=0x206F | 0xFEFF)
}

/// `text` in Unicode normalisation form NFKC, the form names are compared in. ASCII
/// is its own NFKC form, and nearly every name is ASCII: that case is borrowed.
pub fn nfkc(text: &str) -> std::borrow::Cow<'_, str> {
    use unicode_normalization::UnicodeNormalization;
    if text.is_ascii() {
        return text.into();
    }
    text.nfkc().collect::<String>().into()
}

/// Control characters other than newline and tab become U+FFFD: XML 1.0 cannot carry
/// them at all, and a terminal escape has no business in a model's context.
pub fn sanitize(text: &str) -> std::borrow::Cow<'_, str> {
    if !text.chars().any(is_unwanted_control) {
        return text.into();
    }
    text.chars()
        .map(|c| if is_unwanted_control(c) { '\u{fffd}' } else { c })
        .collect::<String>()
        .into()
}

/// Controls other than newline and tab, and U+FFFE/U+FFFF (not XML characters either).
fn is_unwanted_control(c: char) -> bool {
    (c.is_control() && c != '\n' && c != '\t') || c == '\u{fffe}' || c == '\u{ffff}'
}

/// Appends `text` to `out` with `& < > " '` escaped (and control characters
/// sanitized) for XML text and attributes. Runs that need nothing are copied as
/// slices, found by looking at bytes, not decoded characters. Every character it
/// replaces starts with a byte that never occurs inside another character (ASCII, or
/// the lead bytes `C2` of the C1 controls and `EF` of U+FFFE/U+FFFF), so each cut is
/// on a character boundary.
pub fn push_escaped_xml(out: &mut String, text: &str) {
    let mut last = 0;
    for_each_xml_replacement(text, |at, replacement, width| {
        out.push_str(text.get(last..at).unwrap_or_default());
        out.push_str(replacement);
        last = at + width;
    });
    out.push_str(text.get(last..).unwrap_or_default());
}

/// The length of what [`push_escaped_xml`] writes for `text`, without writing it: the
/// same walk, so the two cannot disagree.
pub fn xml_escaped_size(text: &str) -> usize {
    let mut size = text.len();
    for_each_xml_replacement(text, |_, replacement, width| size = size + replacement.len() - width);
    size
}

/// Calls `visit(offset, replacement, width)` for each run of `width` bytes at `offset`
/// that XML escaping replaces, in order.
#[inline]
fn for_each_xml_replacement(text: &str, mut visit: impl FnMut(usize, &'static str, usize)) {
    let bytes = text.as_bytes();
    let mut i = 0;
    while let Some(offset) = first_byte(&bytes[i..], may_start_xml_replacement) {
        i += offset;
        let Some((replacement, width)) = xml_replacement(bytes, i) else {
            i += 1;
            continue;
        };
        visit(i, replacement, width);
        i += width;
    }
}

/// Whether `xml_replacement` can match at this byte: the bytes it matches first.
/// Written with `|`, not `||` or `matches!`: without branches, the scan of 16 bytes at a
/// time vectorises (with branches it ran at about 12 instructions a byte).
fn may_start_xml_replacement(b: u8) -> bool {
    (b < 0x20)
        | (b == b'&')
        | (b == b'<')
        | (b == b'>')
        | (b == b'"')
        | (b == b'\'')
        | (b == 0x7f)
        | (b == 0xc2)
        | (b == 0xef)
}

/// The offset of the first byte for which `wanted` holds. Sixteen bytes at a time
/// with no early exit inside a block, which the compiler turns into vector code
/// (SSE2 natively, `simd128` in the component): a byte at a time, these scans were
/// a fifth of the fast path's cost, and XML escaping the catalog's largest. `wanted`
/// must be branch-free to vectorise: `|` between comparisons, not `||` or a long
/// `matches!`.
#[inline(always)]
pub fn first_byte(bytes: &[u8], wanted: impl Fn(u8) -> bool) -> Option<usize> {
    let mut blocks = bytes.chunks_exact(16);
    let mut at = 0;
    for block in &mut blocks {
        if block.iter().fold(false, |seen, &b| seen | wanted(b)) {
            break;
        }
        at += 16;
    }
    bytes[at..].iter().position(|&b| wanted(b)).map(|i| at + i)
}

/// Bytes [`push_escaped_xml`] writes for `c`: each character is escaped on its own, so the
/// escaped size of any prefix is a sum (the catalog's budget sizes prefixes this way).
#[inline]
pub fn xml_escaped_len(c: char) -> usize {
    match c {
        '&' => "&amp;".len(),
        '<' | '>' => "&lt;".len(),
        '"' | '\'' => "&quot;".len(),
        c if is_unwanted_control(c) => '\u{fffd}'.len_utf8(),
        c => c.len_utf8(),
    }
}

/// Bytes `json_string` writes for `c` between its quotes (serde_json escapes `"`, `\\`
/// and controls; [`sanitize`] has already replaced every control but newline and tab).
#[inline]
pub fn json_escaped_len(c: char) -> usize {
    match c {
        '"' | '\\' | '\n' | '\t' => 2,
        c if is_unwanted_control(c) => '\u{fffd}'.len_utf8(),
        c => c.len_utf8(),
    }
}

/// What [`push_escaped_xml`] writes for the character starting at `bytes[i]`, and how many
/// bytes it replaces; `None` to keep the byte.
#[inline]
fn xml_replacement(bytes: &[u8], i: usize) -> Option<(&'static str, usize)> {
    Some(match bytes[i] {
        b'&' => ("&amp;", 1),
        b'<' => ("&lt;", 1),
        b'>' => ("&gt;", 1),
        b'"' => ("&quot;", 1),
        b'\'' => ("&apos;", 1),
        b'\n' | b'\t' => return None,
        0x00..=0x1f | 0x7f => ("\u{fffd}", 1),
        // U+0080..U+009F
        0xc2 if matches!(bytes.get(i + 1), Some(0x80..=0x9f)) => ("\u{fffd}", 2),
        // U+FFFE, U+FFFF
        0xef if bytes.get(i + 1) == Some(&0xbf) && matches!(bytes.get(i + 2), Some(0xbe | 0xbf)) => ("\u{fffd}", 3),
        _ => return None,
    })
}

pub fn json_string(text: &str) -> String {
    serde_json::to_string(sanitize(text).as_ref()).unwrap_or_else(|_| "\"\"".into())
}

/// Writes the `<` of every envelope tag look-alike as `&lt;`. A look-alike is `<`, an
/// optional `/`, then `skill_content` (any case, `-` for `_`), with any whitespace,
/// invisible format characters (zero-width, bidi) or control characters anywhere in
/// between: a model may read past all of them, so they must not hide a tag.
pub fn neutralise(body: &str) -> String {
    let mut out = String::with_capacity(body.len());
    let mut last = 0;
    for (i, _) in body.match_indices('<') {
        if is_envelope_tag(&body[i + 1..]) {
            out.push_str(&body[last..i]);
            out.push_str("&lt;");
            last = i + 1;
        }
    }
    out.push_str(&body[last..]);
    out
}

/// Characters a reader does not see, skipped when matching a tag.
fn invisible(c: char) -> bool {
    c.is_whitespace() || c.is_control() || is_format_char(c)
}

fn is_envelope_tag(after: &str) -> bool {
    let mut chars = after.chars().filter(|c| !invisible(*c)).peekable();
    if chars.peek() == Some(&'/') {
        chars.next();
    }
    "skill_content".chars().all(|wanted| {
        chars
            .next()
            .is_some_and(|c| c.eq_ignore_ascii_case(&wanted) || (wanted == '_' && c == '-'))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn escape_xml(text: &str) -> String {
        let mut out = String::new();
        push_escaped_xml(&mut out, text);
        out
    }

    #[test]
    fn tags_split_by_invisible_characters_are_neutralised() {
        // Found by the envelope fuzz target: a newline inside the tag name.
        for body in [
            "</skil\nl_contenT>",
            "</sk\0ill_content>",
            "< s k i l l _ c o n t e n t >",
            "</skill\u{200b}_content>",
        ] {
            assert!(neutralise(body).starts_with("&lt;"), "{body:?}");
        }
        assert_eq!(
            neutralise("<skill_contents_list> is fine? no: <skill"),
            "&lt;skill_contents_list> is fine? no: <skill"
        );
    }

    #[test]
    fn messages_show_controls_and_invisible_characters_as_escapes() {
        assert_eq!(printable("a\u{1b}[2J\u{202e}b"), "a\\u{1b}[2J\\u{202e}b");
        assert_eq!(printable("ü 技能"), "ü 技能");
    }

    #[test]
    fn xml_and_json_values_escape_markup_and_replace_controls() {
        assert_eq!(
            escape_xml("<a href='x'>&\"</a>\u{7}"),
            "&lt;a href=&apos;x&apos;&gt;&amp;&quot;&lt;/a&gt;\u{fffd}"
        );
        assert_eq!(json_string("q\"\u{1b}\n"), "\"q\\\"\u{fffd}\\n\"");
        assert_eq!(sanitize("plain\ttext\n"), "plain\ttext\n");
    }

    #[test]
    fn xml_escaping_replaces_exactly_the_controls_and_noncharacters() {
        for (text, escaped) in [
            ("tab\tand\nnewline", "tab\tand\nnewline"),
            (
                "c1 \u{80}\u{9f} kept \u{a0}\u{100}",
                "c1 \u{fffd}\u{fffd} kept \u{a0}\u{100}",
            ),
            (
                "nonchars \u{fffe}\u{ffff} kept \u{fffd}\u{fefe}",
                "nonchars \u{fffd}\u{fffd} kept \u{fffd}\u{fefe}",
            ),
            ("del \u{7f} nul \0 使用 é", "del \u{fffd} nul \u{fffd} 使用 é"),
        ] {
            assert_eq!(escape_xml(text), escaped);
            assert_eq!(text.chars().map(xml_escaped_len).sum::<usize>(), escaped.len());
            assert_eq!(xml_escaped_size(text), escaped.len());
        }
    }

    #[test]
    fn per_character_sizes_add_up_to_the_escaped_text() {
        let text = "q\"a' <&> \\ \t\n\r \u{0} \u{1b} \u{7f} \u{85} \u{9f} \u{a0} \u{fffe}\u{ffff} \u{fffd} 使用 é 😀";
        assert_eq!(text.chars().map(xml_escaped_len).sum::<usize>(), escape_xml(text).len());
        assert_eq!(xml_escaped_size(text), escape_xml(text).len());
        assert_eq!(
            text.chars().map(json_escaped_len).sum::<usize>() + 2,
            json_string(text).len()
        );
        for c in (0..0x300u32).chain(0xfff0..0x10000).filter_map(char::from_u32) {
            let one = c.to_string();
            assert_eq!(xml_escaped_len(c), escape_xml(&one).len(), "{c:?}");
            assert_eq!(xml_escaped_size(&one), escape_xml(&one).len(), "{c:?}");
            assert_eq!(json_escaped_len(c) + 2, json_string(&one).len(), "{c:?}");
        }
    }
}
