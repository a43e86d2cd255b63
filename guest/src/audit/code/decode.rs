//! The decodings code applies to hide what it runs, done as the code would: base64,
//! base32, hex, zlib/gzip/deflate (to the folding bound) and rot13.

/// Base64 (standard or URL-safe, whitespace ignored) to bytes.
pub fn base64_bytes(text: &str) -> Option<Vec<u8>> {
    let mut out = Vec::with_capacity(text.len() * 3 / 4);
    let (mut acc, mut bits) = (0u32, 0u32);
    let mut any = false;
    for b in text.bytes() {
        let value = match b {
            b'A'..=b'Z' => b - b'A',
            b'a'..=b'z' => b - b'a' + 26,
            b'0'..=b'9' => b - b'0' + 52,
            b'+' | b'-' => 62,
            b'/' | b'_' => 63,
            b'=' => break,
            b' ' | b'\n' | b'\r' | b'\t' | b'\\' => continue,
            _ => return None,
        } as u32;
        any = true;
        acc = (acc << 6) | value;
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push((acc >> bits) as u8);
            acc &= (1 << bits) - 1;
        }
    }
    any.then_some(out)
}

/// Hex digits (spaces, `\x` and `0x` ignored) to bytes.
pub fn hex_bytes(text: &str) -> Option<Vec<u8>> {
    let cleaned = text
        .replace("\\x", "")
        .replace("0x", "")
        .replace([' ', '\n', ',', ':'], "");
    if cleaned.is_empty() || !cleaned.len().is_multiple_of(2) || !cleaned.bytes().all(|b| b.is_ascii_hexdigit()) {
        return None;
    }
    (0..cleaned.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&cleaned[i..i + 2], 16).ok())
        .collect()
}

/// Percent-encoding (`%69%6D`) to bytes; with `plus_is_space`, `+` is a space, as
/// forms write it. A `%` not followed by two hex digits stays as it is.
pub fn percent_bytes(text: &str, plus_is_space: bool) -> Vec<u8> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%'
            && let Some(v) = bytes
                .get(i + 1..i + 3)
                .and_then(|h| std::str::from_utf8(h).ok())
                .and_then(|h| u8::from_str_radix(h, 16).ok())
        {
            out.push(v);
            i += 3;
            continue;
        }
        out.push(if plus_is_space && bytes[i] == b'+' {
            b' '
        } else {
            bytes[i]
        });
        i += 1;
    }
    out
}

/// zlib, gzip or raw deflate, inflated up to the folding bound.
pub fn inflate(bytes: &[u8]) -> Option<Vec<u8>> {
    use std::io::Read;
    let limit = super::MAX_FOLD_BYTES as u64;
    let attempt = |reader: &mut dyn Read| -> Option<Vec<u8>> {
        let mut out = Vec::new();
        reader.take(limit).read_to_end(&mut out).ok()?;
        (!out.is_empty()).then_some(out)
    };
    if bytes.starts_with(&[0x1f, 0x8b]) {
        return attempt(&mut flate2::read::GzDecoder::new(bytes));
    }
    attempt(&mut flate2::read::ZlibDecoder::new(bytes))
        .or_else(|| attempt(&mut flate2::read::DeflateDecoder::new(bytes)))
}

/// Each ASCII letter moved 13 places, as `codecs.decode(s, 'rot13')` and `tr` do.
pub fn rot13(text: &str) -> String {
    text.chars()
        .map(|c| match c {
            'a'..='m' | 'A'..='M' => (c as u8 + 13) as char,
            'n'..='z' | 'N'..='Z' => (c as u8 - 13) as char,
            _ => c,
        })
        .collect()
}

/// Base32 (RFC 4648, either case, padding and whitespace ignored) to bytes.
pub fn base32_bytes(text: &str) -> Option<Vec<u8>> {
    let mut out = Vec::new();
    let (mut acc, mut bits) = (0u64, 0u32);
    for b in text.bytes() {
        let value = match b {
            b'A'..=b'Z' => b - b'A',
            b'a'..=b'z' => b - b'a',
            b'2'..=b'7' => b - b'2' + 26,
            b'=' => break,
            b' ' | b'\n' => continue,
            _ => return None,
        } as u64;
        acc = (acc << 5) | value;
        bits += 5;
        if bits >= 8 {
            bits -= 8;
            out.push((acc >> bits) as u8);
            acc &= (1 << bits) - 1;
        }
    }
    Some(out)
}
