//! Text as the audit reads and shows it: the line and column of a byte offset, an
//! excerpt safe to print, and UTF-16 told apart from its bytes.

/// Longest excerpt kept, in characters.
pub const MAX_EXCERPT_CHARS: usize = 160;

/// The 1-based line and column (in characters) of byte `offset`.
pub fn position(text: &str, offset: usize) -> (u32, u32) {
    let before = &text.as_bytes()[..offset.min(text.len())];
    let line_start = memchr::memrchr(b'\n', before).map_or(0, |i| i + 1);
    let line = memchr::memchr_iter(b'\n', before).count() + 1;
    let column = text.get(line_start..offset).map_or(1, |s| s.chars().count() + 1);
    (line as u32, column as u32)
}

/// `text` made printable and short: control and invisible characters shown as
/// `\u{..}`, cut to [`MAX_EXCERPT_CHARS`].
pub fn excerpt(text: &str) -> String {
    let one_line: String = text.chars().take(MAX_EXCERPT_CHARS * 2).collect();
    let printable = crate::text::printable(one_line.trim());
    if printable.chars().count() > MAX_EXCERPT_CHARS {
        let cut: String = printable.chars().take(MAX_EXCERPT_CHARS - 1).collect();
        format!("{cut}…")
    } else {
        printable
    }
}

/// Text in UTF-16 (little-endian, as PowerShell's `-EncodedCommand` and Windows
/// tools write it, or big-endian), told by a byte-order mark or by zero high bytes.
pub fn utf16(bytes: &[u8]) -> Option<String> {
    let (body, little) = match bytes {
        [0xff, 0xfe, rest @ ..] => (rest, true),
        [0xfe, 0xff, rest @ ..] => (rest, false),
        _ if bytes.len() >= 8 && bytes.len().is_multiple_of(2) && bytes.iter().skip(1).step_by(2).all(|b| *b == 0) => {
            (bytes, true)
        }
        _ => return None,
    };
    let units = body.chunks_exact(2).map(|pair| {
        if little {
            u16::from_le_bytes([pair[0], pair[1]])
        } else {
            u16::from_be_bytes([pair[0], pair[1]])
        }
    });
    char::decode_utf16(units).collect::<Result<String, _>>().ok()
}
