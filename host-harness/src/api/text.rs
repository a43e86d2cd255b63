//! Text for people: terminal-safe strings, and diagnostics as one readable line.
//! (The component's own escaping of model-facing text lives in `guest/src/text.rs`.)

use crate::component::Diagnostic;

/// How many names a human-readable catalog warning lists before "and N more".
/// `--json` output keeps the component's full message.
pub const NAMES_SHOWN: usize = 5;

/// Control characters (terminal escapes included) shown as `\u{..}`, so skill content
/// can never drive the terminal. Newlines and tabs are kept.
pub fn terminal_safe(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if c.is_control() && c != '\n' && c != '\t' {
            out.push_str(&format!("\\u{{{:x}}}", c as u32));
        } else {
            out.push(c);
        }
    }
    out
}

/// The message of `d` for a person: the catalog's budget warnings, which list every
/// skill they touched (hundreds over a large collection), name only the first
/// [`NAMES_SHOWN`] and then say how many more. Every other message is unchanged.
pub fn human_message(d: &Diagnostic) -> String {
    let lists_names = matches!(
        d.code.as_str(),
        "catalog-shortened" | "catalog-compacted" | "catalog-omitted"
    );
    // "<N> skills <what>: a, b, c". `what` never holds ": ". A name can hold ", " only
    // in lenient mode, so the count is taken from N, never from the split.
    match d.message.split_once(": ") {
        Some((what, names)) if lists_names => {
            let names: Vec<&str> = names.split(", ").collect();
            let total = what
                .split(' ')
                .next()
                .and_then(|n| n.parse::<usize>().ok())
                .unwrap_or(names.len());
            if names.len() <= NAMES_SHOWN || total <= NAMES_SHOWN {
                return d.message.clone();
            }
            format!(
                "{what}: {}, and {} more",
                names[..NAMES_SHOWN].join(", "),
                total - NAMES_SHOWN
            )
        }
        _ => d.message.clone(),
    }
}

/// `path:line: severity[code]: message`, terminal-safe (compiler style, so editors
/// can jump to the line). The path and line are left out when the finding has none.
pub fn diagnostic_line(d: &Diagnostic) -> String {
    let location = match (&d.path[..], d.line) {
        ("", _) => String::new(),
        (path, Some(line)) => format!("{path}:{line}: "),
        (path, None) => format!("{path}: "),
    };
    terminal_safe(&format!("{location}{}[{}]: {}", d.severity, d.code, human_message(d)))
}

/// Decodes one segment's percent-encoding: `None` for a bad escape or bytes that are
/// not UTF-8. (The MCP server reads its `skill://` URIs with it; the install client, other servers'.)
pub(crate) fn percent_decode(raw: &str) -> Option<String> {
    let mut bytes = Vec::with_capacity(raw.len());
    let mut input = raw.bytes();
    while let Some(byte) = input.next() {
        if byte == b'%' {
            let high = input.next().and_then(hex)?;
            let low = input.next().and_then(hex)?;
            bytes.push(high << 4 | low);
        } else {
            bytes.push(byte);
        }
    }
    String::from_utf8(bytes).ok()
}

fn hex(digit: u8) -> Option<u8> {
    (digit as char).to_digit(16).map(|d| d as u8)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::component::Severity;

    fn warning(code: &str, message: &str) -> Diagnostic {
        Diagnostic {
            severity: Severity::Warning,
            code: code.into(),
            path: String::new(),
            line: None,
            message: message.into(),
        }
    }

    #[test]
    fn long_catalog_name_lists_are_cut_for_people() {
        let d = warning("catalog-omitted", "7 skills left out (policy): a, b, c, d, e, f, g");
        assert_eq!(
            human_message(&d),
            "7 skills left out (policy): a, b, c, d, e, and 2 more"
        );
        let short = warning("catalog-omitted", "2 skills left out (policy): a, b");
        assert_eq!(human_message(&short), short.message);
        let other = warning("yaml-repaired", "x: a, b, c, d, e, f, g");
        assert_eq!(human_message(&other), other.message);
    }

    #[test]
    fn diagnostic_lines_are_compiler_style_and_terminal_safe() {
        let mut d = warning("name-mismatch", "bad \u{1b}[31m");
        d.path = "/s/a/SKILL.md".into();
        d.line = Some(2);
        assert_eq!(
            diagnostic_line(&d),
            "/s/a/SKILL.md:2: warning[name-mismatch]: bad \\u{1b}[31m"
        );
    }
}
