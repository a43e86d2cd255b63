//! What a skill needs from the host, read from its frontmatter, and whether a host
//! meets it.
//!
//! Two spellings are read and merged: `metadata.requires` with `metadata.os` (as in
//! real skills such as the corpus's `nano-banana-pro-openrouter`), and OpenClaw's
//! `metadata.openclaw.requires` with `metadata.openclaw.os`. `requires` holds `bins`
//! (every one needed), `anyBins` (at least one) and `env` (every one set); `os` names
//! the systems the skill runs on (`darwin`, `linux`, `win32`, with the aliases `macos`,
//! `mac`, `windows` and `win`). Each is a list or a single string. A skill is never
//! offered on a system its `os` leaves out: a name this runtime does not know (`freebsd`)
//! is a warning, and it still counts as a system other than this host.
//!
//! The component sees no `PATH` and no environment: the host supplies facts (which of
//! the named binaries exist, which of the named variables are set, its OS) and this
//! module decides. A fact the host did not supply is unknown, and no skill is withheld
//! for it. A malformed requirement is a warning naming the field; the entry is ignored
//! and never makes a skill ineligible, except in `os`: there an entry this runtime
//! cannot read still says "some other system", so the skill is withheld unless the list
//! also names this host.

use serde_json::{Map, Value};

use crate::model::{Code, HostFacts, Requirements};
use crate::parse::frontmatter::kind_of;
use crate::text::printable;

/// Most entries one requirement list may have; a longer one is ignored with a warning
/// (real skills name one to three; a host probes every name).
pub const MAX_ENTRIES: usize = 32;
/// Longest binary or variable name, in bytes.
const MAX_NAME_BYTES: usize = 128;
/// The operating systems, spelled as OpenClaw (and Node's `process.platform`) do.
pub const OPERATING_SYSTEMS: [&str; 3] = ["darwin", "linux", "win32"];
/// Other spellings authors use, each with the name it stands for.
const OS_ALIASES: [(&str, &str); 4] = [
    ("macos", "darwin"),
    ("mac", "darwin"),
    ("windows", "win32"),
    ("win", "win32"),
];
/// Longest operating-system name kept as written when this runtime does not know it.
const MAX_OS_NAME_CHARS: usize = 32;

/// The canonical spelling of an operating-system name (case-insensitive, aliases
/// resolved), or `None` when this runtime does not know it.
pub fn canonical_os(name: &str) -> Option<&'static str> {
    let lower = name.trim().to_ascii_lowercase();
    OPERATING_SYSTEMS
        .iter()
        .copied()
        .find(|os| *os == lower)
        .or_else(|| OS_ALIASES.iter().find(|(alias, _)| *alias == lower).map(|(_, os)| *os))
}

/// Reports a malformed requirement: a warning with the line of `metadata`.
pub type Report<'a> = dyn FnMut(Code, String) + 'a;

/// Reads the requirements from the `metadata` mapping; every malformed one goes to
/// `report` with its field named.
pub fn read(metadata: &Map<String, Value>, report: &mut Report) -> Requirements {
    let mut requires = Requirements::default();
    if let Some(value) = metadata.get("requires") {
        read_requires(value, "metadata.requires", &mut requires, report);
    }
    if let Some(value) = metadata.get("os") {
        read_os(value, "metadata.os", &mut requires, report);
    }
    match metadata.get("openclaw") {
        None | Some(Value::Null) => {}
        Some(Value::Object(openclaw)) => {
            if let Some(value) = openclaw.get("requires") {
                read_requires(value, "metadata.openclaw.requires", &mut requires, report);
            }
            if let Some(value) = openclaw.get("os") {
                read_os(value, "metadata.openclaw.os", &mut requires, report);
            }
        }
        Some(other) => report(
            Code::RequirementInvalid,
            format!(
                "`metadata.openclaw` must be a mapping, found {}; not checked",
                kind_of(other)
            ),
        ),
    }
    requires
}

/// The keys of `metadata` that [`read`] understands when they are mappings or lists.
pub fn is_requirement_key(key: &str) -> bool {
    matches!(key, "requires" | "os" | "openclaw")
}

fn read_requires(value: &Value, field: &str, requires: &mut Requirements, report: &mut Report) {
    let map = match value {
        Value::Null => return,
        Value::Object(map) => map,
        other => {
            report(
                Code::RequirementInvalid,
                format!(
                    "`{field}` must be a mapping (bins, anyBins, env), found {}; not checked",
                    kind_of(other)
                ),
            );
            return;
        }
    };
    for (key, value) in map {
        let field = format!("{field}.{}", printable(key));
        match key.as_str() {
            "bins" => requires.bins.extend(names(value, &field, is_binary_name, report)),
            "anyBins" => requires.any_bins.extend(names(value, &field, is_binary_name, report)),
            "env" => requires.env.extend(names(value, &field, is_variable_name, report)),
            "config" => report(
                Code::RequirementInvalid,
                format!("`{field}` (configuration paths) is not checked by this runtime; ignored"),
            ),
            _ => report(
                Code::RequirementInvalid,
                format!("`{field}` is not a requirement this runtime knows (bins, anyBins, env); ignored"),
            ),
        }
    }
    dedup(&mut requires.bins);
    dedup(&mut requires.any_bins);
    dedup(&mut requires.env);
}

fn read_os(value: &Value, field: &str, requires: &mut Requirements, report: &mut Report) {
    let items: Vec<&Value> = match value {
        Value::Null => return,
        Value::Array(items) if items.len() > MAX_ENTRIES => {
            // Too many to check one by one, but still a restriction: it cannot name
            // this host, since no list of known systems needs more than three entries.
            report(
                Code::RequirementInvalid,
                format!(
                    "`{field}` has {} entries, more than {MAX_ENTRIES}; the skill is offered on no system",
                    items.len()
                ),
            );
            requires.os.push(as_written(&value.to_string()));
            return;
        }
        Value::Array(items) => items.iter().collect(),
        other => vec![other],
    };
    for item in items {
        let os = match item {
            // An empty entry names nothing (OpenClaw drops it too).
            Value::String(name) if name.trim().is_empty() => continue,
            Value::String(name) => match canonical_os(name) {
                Some(os) => os.to_string(),
                None => {
                    let kept = as_written(&name.trim().to_ascii_lowercase());
                    report(
                        Code::RequirementInvalid,
                        format!(
                            "`{field}` entry `{}` is not an operating system this runtime knows \
                             (darwin, linux, win32); the skill is not offered on this host",
                            printable(name)
                        ),
                    );
                    kept
                }
            },
            other => {
                report(
                    Code::RequirementInvalid,
                    format!(
                        "`{field}` entries must be strings, found {}; the skill is not offered on this host",
                        kind_of(other)
                    ),
                );
                as_written(&other.to_string())
            }
        };
        requires.os.push(os);
    }
    dedup(&mut requires.os);
}

/// An operating system's name as the rules compare it, a skill's or the host's: the
/// canonical spelling, or one this runtime does not know as written (lowercase).
fn os_name(name: &str) -> String {
    canonical_os(name).map_or_else(|| as_written(&name.trim().to_ascii_lowercase()), str::to_string)
}

/// An `os` entry this runtime does not know, kept (shortened and printable) so that
/// it still restricts the skill to systems other than this host.
fn as_written(written: &str) -> String {
    let kept: String = written.chars().take(MAX_OS_NAME_CHARS).collect();
    let kept = printable(&kept);
    if kept.is_empty() { "(empty)".to_string() } else { kept }
}

/// A list of strings or one string, each entry checked by `valid`. Bad entries, and
/// lists over [`MAX_ENTRIES`], are reported and left out.
/// A list of names, or one string of comma-separated names (as OpenClaw reads
/// `bins: "bun, node"`); each trimmed, empty ones dropped.
fn names(value: &Value, field: &str, valid: fn(&str) -> bool, report: &mut Report) -> Vec<String> {
    let split: Vec<Value>;
    let items: Vec<&Value> = match value {
        Value::Null => return Vec::new(),
        Value::String(text) => {
            split = text.split(',').map(|name| Value::String(name.to_string())).collect();
            split.iter().take(MAX_ENTRIES + 1).collect()
        }
        Value::Array(items) if items.len() > MAX_ENTRIES => {
            report(
                Code::RequirementInvalid,
                format!(
                    "`{field}` has {} entries, more than {MAX_ENTRIES}; ignored",
                    items.len()
                ),
            );
            return Vec::new();
        }
        Value::Array(items) => items.iter().collect(),
        other => {
            report(
                Code::RequirementInvalid,
                format!(
                    "`{field}` must be a list of strings or a string, found {}; ignored",
                    kind_of(other)
                ),
            );
            return Vec::new();
        }
    };
    let mut out = Vec::with_capacity(items.len());
    for item in items {
        match item {
            Value::String(name) if name.trim().is_empty() => {}
            Value::String(name) if valid(name.trim()) => out.push(name.trim().to_string()),
            Value::String(name) => report(
                Code::RequirementInvalid,
                format!(
                    "`{field}` entry `{}` is not a valid name here; ignored",
                    printable(name)
                ),
            ),
            other => report(
                Code::RequirementInvalid,
                format!("`{field}` entries must be strings, found {}; ignored", kind_of(other)),
            ),
        }
    }
    out
}

fn dedup(names: &mut Vec<String>) {
    let mut seen = std::collections::BTreeSet::new();
    names.retain(|n| seen.insert(n.clone()));
}

/// A program name a host may look up in its `PATH` directories: letters, digits and
/// `._+-`, not `.` or `..`, never a path (`/`, `\`), a NUL, a space or a shell
/// metacharacter.
pub fn is_binary_name(name: &str) -> bool {
    !name.is_empty()
        && name.len() <= MAX_NAME_BYTES
        && name != "."
        && name != ".."
        && !name.starts_with('-')
        && name
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'_' | b'+' | b'-'))
}

/// An environment variable name: a letter or `_`, then letters, digits and `_`.
pub fn is_variable_name(name: &str) -> bool {
    let mut bytes = name.bytes();
    name.len() <= MAX_NAME_BYTES
        && bytes.next().is_some_and(|b| b.is_ascii_alphabetic() || b == b'_')
        && bytes.all(|b| b.is_ascii_alphanumeric() || b == b'_')
}

/// What `requires` needs that `facts` say is missing, as one sentence part
/// (`needs binaries: uv; environment: OPENROUTER_API_KEY`), or `None` when every
/// requirement is met or unknown.
pub fn missing(requires: &Requirements, facts: &HostFacts) -> Option<String> {
    // The names of `wanted` that are not in `present`.
    let absent = |wanted: &[String], present: &[String]| -> Vec<String> {
        wanted.iter().filter(|n| !present.contains(n)).cloned().collect()
    };
    let mut parts = Vec::new();
    if let Some(bins) = &facts.binaries {
        let absent = absent(&requires.bins, bins);
        if !absent.is_empty() {
            parts.push(format!("binaries: {}", absent.join(", ")));
        }
        if !requires.any_bins.is_empty() && !requires.any_bins.iter().any(|b| bins.contains(b)) {
            parts.push(format!("one of the binaries: {}", requires.any_bins.join(", ")));
        }
    }
    if let Some(set) = &facts.environment {
        let unset = absent(&requires.env, set);
        if !unset.is_empty() {
            parts.push(format!("environment: {}", unset.join(", ")));
        }
    }
    // The host's own name is read like a skill's: aliases resolved, and a system this
    // runtime does not know (a FreeBSD host) kept as written, so `os: [freebsd]` runs there.
    let host_os = facts.os.as_deref().map(os_name);
    if let Some(os) = &host_os
        && !requires.os.is_empty()
        && !requires.os.contains(os)
    {
        parts.push(format!(
            "operating system: {} (this host: {})",
            requires.os.join(" or "),
            printable(os)
        ));
    }
    (!parts.is_empty()).then(|| format!("needs {}", parts.join("; ")))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::frontmatter::parse_yaml;

    /// The requirements and the warnings read from a YAML `metadata` mapping.
    fn read_yaml(yaml: &str) -> (Requirements, Vec<String>) {
        let fields = parse_yaml(yaml).unwrap();
        let Some(Value::Object(metadata)) = fields.get("metadata") else {
            panic!("no metadata mapping in {yaml}");
        };
        let mut warnings = Vec::new();
        let requires = read(metadata, &mut |code, message| {
            assert_eq!(code, Code::RequirementInvalid);
            warnings.push(message);
        });
        (requires, warnings)
    }

    fn facts(bins: Option<&[&str]>, env: Option<&[&str]>, os: Option<&str>) -> HostFacts {
        let owned = |names: &[&str]| names.iter().map(|n| n.to_string()).collect();
        HostFacts {
            binaries: bins.map(owned),
            environment: env.map(owned),
            os: os.map(str::to_string),
        }
    }

    #[test]
    fn both_spellings_are_read_and_merged() {
        let (requires, warnings) = read_yaml(
            "metadata:\n  requires:\n    bins: [uv]\n    env: OPENROUTER_API_KEY\n  os: linux\n  openclaw:\n    requires:\n      bins: [uv, git]\n      anyBins: [rg, grep]\n    os: [darwin, linux]\n",
        );
        assert!(warnings.is_empty(), "{warnings:?}");
        assert_eq!(requires.bins, vec!["uv", "git"]);
        assert_eq!(requires.any_bins, vec!["rg", "grep"]);
        assert_eq!(requires.env, vec!["OPENROUTER_API_KEY"]);
        assert_eq!(requires.os, vec!["linux", "darwin"]);
    }

    #[test]
    fn malformed_requirements_are_warnings_and_never_requirements() {
        let many: Vec<String> = (0..40).map(|i| format!("b{i}")).collect();
        let yaml = format!(
            "metadata:\n  requires:\n    bins: [\"a/b\", \"x\\0y\", \"rm -rf\", \"$(x)\", 5, uv]\n    env: [\"1BAD\", \"A=B\", OK_NAME]\n    anyBins: [{}]\n    config: [x.json]\n    weird: 1\n  os: [plan9, linux]\n  openclaw: 7\n",
            many.join(", ")
        );
        let (requires, warnings) = read_yaml(&yaml);
        assert_eq!(requires.bins, vec!["uv"]);
        assert_eq!(requires.env, vec!["OK_NAME"]);
        assert!(requires.any_bins.is_empty());
        // An unknown system is kept, so the list still says "not this host" elsewhere.
        assert_eq!(requires.os, vec!["plan9", "linux"]);
        assert_eq!(warnings.len(), 12, "{warnings:#?}");
        assert!(
            warnings
                .iter()
                .any(|w| w.contains("`metadata.requires.bins` entry `x\\u{0}y`"))
        );
        assert!(warnings.iter().any(|w| w.contains("has 40 entries")));
        let (_, warnings) = read_yaml("metadata:\n  requires: uv\n");
        assert_eq!(
            warnings,
            vec!["`metadata.requires` must be a mapping (bins, anyBins, env), found a string; not checked"]
        );
    }

    #[test]
    fn each_requirement_kind_withholds_only_when_its_fact_is_known() {
        let requires = Requirements {
            bins: vec!["uv".into()],
            any_bins: vec!["rg".into(), "grep".into()],
            env: vec!["KEY".into()],
            os: vec!["darwin".into()],
        };
        assert_eq!(missing(&requires, &HostFacts::default()), None);
        assert_eq!(
            missing(&requires, &facts(Some(&[]), None, None)).as_deref(),
            Some("needs binaries: uv; one of the binaries: rg, grep")
        );
        assert_eq!(missing(&requires, &facts(Some(&["uv", "grep"]), None, None)), None);
        assert_eq!(
            missing(&requires, &facts(None, Some(&[]), None)).as_deref(),
            Some("needs environment: KEY")
        );
        assert_eq!(
            missing(&requires, &facts(None, None, Some("linux"))).as_deref(),
            Some("needs operating system: darwin (this host: linux)")
        );
        assert_eq!(missing(&requires, &facts(None, None, Some("darwin"))), None);
    }

    #[test]
    fn an_os_list_that_does_not_name_this_host_withholds_known_names_or_not() {
        let linux = facts(None, None, Some("linux"));
        for (yaml, offered_on_linux) in [
            ("metadata:\n  openclaw:\n    os: [freebsd]\n", false),
            ("metadata:\n  os: [macos, Windows]\n", false),
            ("metadata:\n  os: mac\n", false),
            ("metadata:\n  os: [7]\n", false),
            ("metadata:\n  os: [freebsd, linux]\n", true),
            ("metadata:\n  os: []\n", true),
            ("metadata:\n  os: LINUX\n", true),
        ] {
            let (requires, _) = read_yaml(yaml);
            assert_eq!(
                missing(&requires, &linux).is_none(),
                offered_on_linux,
                "{yaml}: {requires:?}"
            );
        }
        let (requires, warnings) = read_yaml("metadata:\n  os: [macos, win, freebsd]\n");
        assert_eq!(requires.os, vec!["darwin", "win32", "freebsd"]);
        assert_eq!(warnings.len(), 1, "{warnings:?}");
        assert!(
            warnings[0].contains("`freebsd` is not an operating system"),
            "{warnings:?}"
        );
        // A host that spells its own system with an alias is understood too, and so is
        // a host on a system this runtime does not know.
        assert_eq!(missing(&requires, &facts(None, None, Some("macos"))), None);
        assert_eq!(missing(&requires, &facts(None, None, Some("FreeBSD"))), None);
        assert!(missing(&requires, &facts(None, None, Some("openbsd"))).is_some());
        let many: Vec<String> = (0..40).map(|i| format!("os{i}")).collect();
        let (requires, _) = read_yaml(&format!("metadata:\n  os: [{}]\n", many.join(", ")));
        assert!(missing(&requires, &linux).is_some());
    }

    #[test]
    fn only_plain_names_pass() {
        for ok in ["uv", "g++", "python3.11", "clang-format", "_x"] {
            assert!(is_binary_name(ok), "{ok}");
        }
        for bad in [
            "", ".", "..", "a/b", "/bin/sh", "a\\b", "a b", "a;b", "$(x)", "`x`", "-rf", "a\0b", "ü",
        ] {
            assert!(!is_binary_name(bad), "{bad}");
        }
        assert!(is_variable_name("OPENROUTER_API_KEY") && is_variable_name("_x1"));
        assert!(!is_variable_name("1X") && !is_variable_name("A-B") && !is_variable_name(""));
    }
}
