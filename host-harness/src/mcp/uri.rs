//! `skill://` URIs: `skill://NAME/SKILL.md` for a skill, `skill://NAME/PATH` for its
//! files and `skill://NAME` for its directory. Parsing is strict and happens before
//! the component is asked: anything that is not a plain relative path inside one
//! skill is refused here, and the component gates what is left again.

use crate::api::text::percent_decode;

/// The scheme every URI this server serves starts with.
pub const SCHEME: &str = "skill://";

/// A parsed `skill://` URI.
#[derive(Debug, PartialEq, Eq)]
pub struct SkillUri {
    /// The skill's name (decoded).
    pub skill: String,
    /// Path inside the skill, `/`-separated and decoded; empty for the directory.
    pub path: String,
}

/// Why a URI was refused. The server answers every one the same way, so a client
/// cannot tell a malformed URI from a missing target.
#[derive(Debug, PartialEq, Eq)]
pub struct BadUri;

/// The URI of a file of `skill` (`path` relative, `/`-separated); the directory when
/// `path` is empty.
pub fn uri_of(skill: &str, path: &str) -> String {
    let mut uri = String::from(SCHEME);
    encode_into(&mut uri, skill);
    for segment in path.split('/').filter(|s| !s.is_empty()) {
        uri.push('/');
        encode_into(&mut uri, segment);
    }
    uri
}

/// Percent-encodes everything but RFC 3986's unreserved characters.
fn encode_into(out: &mut String, segment: &str) {
    for byte in segment.bytes() {
        if byte.is_ascii_alphanumeric() || matches!(byte, b'-' | b'.' | b'_' | b'~') {
            out.push(byte as char);
        } else {
            out.push_str(&format!("%{byte:02X}"));
        }
    }
}

/// Parses a URI this server could have produced. Refused: another scheme, a query or
/// fragment, empty, `.` or `..` segments (also percent-encoded), an encoded `/` or
/// `\` or NUL, a backslash, bad percent-encoding, non-UTF-8, and segments starting
/// with `.` (hidden files are not served).
pub fn parse(uri: &str) -> Result<SkillUri, BadUri> {
    let rest = uri.strip_prefix(SCHEME).ok_or(BadUri)?;
    if rest.contains(['?', '#', '\\']) || rest.len() > 4096 {
        return Err(BadUri);
    }
    let mut segments = rest.split('/');
    let skill = decode(segments.next().ok_or(BadUri)?)?;
    let mut path = Vec::new();
    for raw in segments {
        path.push(decode(raw)?);
    }
    Ok(SkillUri {
        skill,
        path: path.join("/"),
    })
}

/// Decodes one segment and checks it is a plain name.
fn decode(raw: &str) -> Result<String, BadUri> {
    let segment = percent_decode(raw).ok_or(BadUri)?;
    if segment.is_empty() || segment.starts_with('.') || segment.contains(['/', '\\', '\0']) {
        return Err(BadUri);
    }
    Ok(segment)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn uris_round_trip_with_non_ascii_names_and_nested_paths() {
        let uri = uri_of("résumé", "scripts/run me.py");
        assert_eq!(uri, "skill://r%C3%A9sum%C3%A9/scripts/run%20me.py");
        assert_eq!(
            parse(&uri),
            Ok(SkillUri {
                skill: "résumé".into(),
                path: "scripts/run me.py".into()
            })
        );
        assert_eq!(uri_of("a", ""), "skill://a");
        assert_eq!(parse("skill://a").map(|u| u.path), Ok(String::new()));
    }

    #[test]
    fn escapes_and_tricks_are_refused() {
        for uri in [
            "skill://a/../b/SKILL.md",
            "skill://a/%2e%2e/b/SKILL.md",
            "skill://a/%2E%2E/b/SKILL.md",
            "skill://a/scripts%2f..%2f..%2fetc",
            "skill://a/x%5c..%5cy",
            "skill://a/x\\y",
            "skill://a//SKILL.md",
            "skill://a/./SKILL.md",
            "skill://a/",
            "skill:///etc/passwd",
            "skill://..",
            "file:///etc/passwd",
            "skill://a/SKILL.md?x=1",
            "skill://a/SKILL.md#x",
            "skill://a/%00",
            "skill://a/%zz",
            "skill://a/%C3",
            "skill://a/.env",
            "skill://a/.git/config",
            "SKILL://a/SKILL.md",
        ] {
            assert_eq!(parse(uri), Err(BadUri), "{uri}");
        }
    }
}
