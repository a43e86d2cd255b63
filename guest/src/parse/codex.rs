//! Codex's `agents/openai.yaml` beside a `SKILL.md`: how a UI presents the skill
//! (`interface.display_name`, `interface.short_description`) and whether the model may
//! pick it on its own (`policy.allow_implicit_invocation`).
//!
//! The file is untrusted like the frontmatter: read only inside the skill directory
//! (a link out of it is refused), at most [`MAX_FILE_BYTES`], parsed by the same
//! hardened YAML parser. Anything wrong with it is one warning, and the skill loads
//! as if the file were absent.

use std::path::{Path, PathBuf};

use serde_json::Value;

use crate::fs::paths;
use crate::fs::read::read_text;
use crate::fs::wasi_fs;
use crate::fs::wasi_fs::Stamp;
use crate::model::{Code, Diagnostic, Interface, Severity};
use crate::parse::frontmatter::{self, kind_of};
use crate::text::printable_prefix;

/// Where the file sits, relative to the skill directory.
pub const RELATIVE_PATH: &str = "agents/openai.yaml";
/// Largest file read: the same cap as a frontmatter block.
pub const MAX_FILE_BYTES: u64 = 64 * 1024;
/// Longest `display_name` kept, in characters (a skill name's cap).
const MAX_DISPLAY_NAME_CHARS: usize = 64;
/// Longest `short_description` kept, in characters (a description's cap).
const MAX_SHORT_DESCRIPTION_CHARS: usize = 1024;

/// What reading found: the interface, and the file's path and stamp when there is
/// one, so a refresh can tell that it changed.
pub struct Read {
    pub interface: Interface,
    pub file: Option<(PathBuf, Stamp)>,
}

/// Reads `dir/agents/openai.yaml` when present. `dir_label` is the skill directory's
/// host-side path, for diagnostics. `severity` is a warning when loading and an error
/// in the lint.
pub fn read(dir: &Path, dir_label: &str, severity: Severity, out: &mut Vec<Diagnostic>) -> Read {
    let absent = Read {
        interface: Interface::default(),
        file: None,
    };
    let label = crate::model::join_label(dir_label, RELATIVE_PATH);
    let problem = |message: String| Diagnostic::new(severity, Code::CodexMetadataInvalid, label.as_str(), message);
    // One call for the common case, a skill without the file.
    if wasi_fs::symlink_metadata(&dir.join(RELATIVE_PATH)).is_err() {
        return absent;
    }
    let parts = RELATIVE_PATH.split('/').map(str::to_string).collect();
    let file = match paths::resolve(dir, parts) {
        Ok(file) => file,
        Err(_) => {
            out.push(problem(
                "points outside its skill directory or cannot be resolved; ignored".into(),
            ));
            return absent;
        }
    };
    let stamp = wasi_fs::metadata(&file).ok().map(|stat| Stamp {
        len: stat.len,
        modified: stat.modified,
    });
    let text = match read_text(&file, MAX_FILE_BYTES, &label) {
        Ok(text) => text,
        Err(d) => {
            out.push(problem(format!("{}; ignored", d.message)));
            return Read {
                interface: Interface::default(),
                file: stamp.map(|s| (file, s)),
            };
        }
    };
    let interface = parse(&text, &problem, out);
    Read {
        interface,
        file: stamp.map(|s| (file, s)),
    }
}

/// The fields this runtime reads from the file's text; every other key is Codex's own
/// and left alone.
pub fn parse(text: &str, problem: &dyn Fn(String) -> Diagnostic, out: &mut Vec<Diagnostic>) -> Interface {
    let mut interface = Interface::default();
    let text = frontmatter::normalise_newlines(text.strip_prefix('\u{feff}').unwrap_or(text));
    if text.trim().is_empty() {
        return interface;
    }
    let fields = match frontmatter::parse_yaml_with_saphyr(&text) {
        Ok(fields) => fields,
        Err(e) => {
            let line = e.line.map(|l| format!(" (line {l})")).unwrap_or_default();
            // When in doubt, the narrow reading: a file that may say the model must
            // not pick the skill, but cannot be read, is taken to say so.
            interface.implicit_invocation_disabled = text.contains("allow_implicit_invocation");
            let narrow = if interface.implicit_invocation_disabled {
                "; `policy.allow_implicit_invocation` read as `false`, the narrow reading"
            } else {
                ""
            };
            out.push(problem(format!(
                "is not a valid YAML mapping{line}: {}; ignored{narrow}",
                e.message.replace("frontmatter", "the file")
            )));
            return interface;
        }
    };
    let mut section = |key: &str| match fields.get(key) {
        None | Some(Value::Null) => None,
        Some(Value::Object(map)) => Some(map.clone()),
        Some(other) => {
            out.push(problem(format!(
                "`{key}` must be a mapping, found {}; ignored",
                kind_of(other)
            )));
            None
        }
    };
    let ui = section("interface");
    let policy = section("policy");
    let mut text_field = |map: &serde_json::Map<String, Value>, key: &str, max_chars: usize| -> Option<String> {
        match map.get(key)? {
            Value::Null => None,
            Value::String(s) if s.trim().is_empty() => None,
            // One line for a UI, as Codex shows it: runs of whitespace become one space.
            Value::String(s) if s.trim().chars().count() <= max_chars => {
                Some(s.split_whitespace().collect::<Vec<_>>().join(" "))
            }
            Value::String(s) => {
                out.push(problem(format!(
                    "`interface.{key}` is {} characters, over {max_chars}; ignored",
                    s.trim().chars().count()
                )));
                None
            }
            other => {
                out.push(problem(format!(
                    "`interface.{key}` must be a string, found {}; ignored",
                    kind_of(other)
                )));
                None
            }
        }
    };
    if let Some(ui) = &ui {
        interface.display_name = text_field(ui, "display_name", MAX_DISPLAY_NAME_CHARS);
        interface.short_description = text_field(ui, "short_description", MAX_SHORT_DESCRIPTION_CHARS);
    }
    if let Some(policy) = &policy {
        match policy.get("allow_implicit_invocation") {
            None | Some(Value::Null) => {}
            Some(Value::Bool(allowed)) => interface.implicit_invocation_disabled = !allowed,
            Some(other) => {
                // The narrow reading: a restriction never becomes a permission.
                interface.implicit_invocation_disabled = true;
                out.push(problem(format!(
                    "`policy.allow_implicit_invocation` must be `true` or `false`, found {} (`{}`); read as `false`, the narrow reading",
                    kind_of(other),
                    printable_prefix(&other.to_string())
                )));
            }
        }
    }
    interface
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parsed(text: &str) -> (Interface, Vec<Diagnostic>) {
        let mut out = Vec::new();
        let problem = |m: String| Diagnostic::warning(Code::CodexMetadataInvalid, "/s/agents/openai.yaml", m);
        (parse(text, &problem, &mut out), out)
    }

    #[test]
    fn the_interface_and_the_invocation_policy_are_read() {
        let (interface, out) = parsed(
            "interface:\n  display_name: \"Deploy\"\n  short_description: Ships it\n  icon_small: ./i.svg\npolicy:\n  allow_implicit_invocation: false\ndependencies:\n  tools: []\n",
        );
        assert!(out.is_empty(), "{out:?}");
        assert_eq!(interface.display_name.as_deref(), Some("Deploy"));
        assert_eq!(interface.short_description.as_deref(), Some("Ships it"));
        assert!(interface.implicit_invocation_disabled);
        let (interface, _) = parsed("policy:\n  allow_implicit_invocation: true\n");
        assert!(!interface.implicit_invocation_disabled);
    }

    #[test]
    fn a_malformed_file_is_one_warning_and_nothing_read() {
        for text in [
            "interface: [\n",
            "- a list\n",
            "interface: 5\n",
            "interface:\n  display_name: [a]\n",
        ] {
            let (interface, out) = parsed(text);
            assert_eq!(out.len(), 1, "{text}: {out:?}");
            assert_eq!(out[0].code, Code::CodexMetadataInvalid);
            assert!(!interface.implicit_invocation_disabled, "{text}");
            assert_eq!(interface.display_name, None, "{text}");
        }
        let (interface, out) = parsed(&format!("interface:\n  display_name: {}\n", "x".repeat(65)));
        assert_eq!((interface.display_name, out.len()), (None, 1));
        assert_eq!(parsed("").1.len(), 0);
    }

    #[test]
    fn an_unreadable_invocation_policy_reads_as_the_narrow_false() {
        for text in [
            "policy:\n  allow_implicit_invocation: \"no\"\n",
            "policy:\n  allow_implicit_invocation: [false]\n",
            "policy:\n  allow_implicit_invocation: false\ninterface: [\n",
        ] {
            let (interface, out) = parsed(text);
            assert!(interface.implicit_invocation_disabled, "{text}");
            assert_eq!(out.len(), 1, "{text}: {out:?}");
            assert!(out[0].message.contains("narrow"), "{}", out[0].message);
        }
    }

    #[test]
    fn a_link_out_of_the_skill_is_refused_and_the_file_is_capped() {
        let tmp = tempfile::tempdir().unwrap();
        let skill = tmp.path().join("s");
        std::fs::create_dir_all(skill.join("agents")).unwrap();
        std::fs::write(
            tmp.path().join("outside.yaml"),
            "policy:\n  allow_implicit_invocation: false\n",
        )
        .unwrap();
        std::os::unix::fs::symlink("../../outside.yaml", skill.join("agents/openai.yaml")).unwrap();
        let mut out = Vec::new();
        let read = read(&skill, "/h/s", Severity::Warning, &mut out);
        assert!(!read.interface.implicit_invocation_disabled);
        assert_eq!(out[0].code, Code::CodexMetadataInvalid);
        assert!(out[0].message.contains("outside"), "{}", out[0].message);

        std::fs::remove_file(skill.join("agents/openai.yaml")).unwrap();
        std::fs::write(skill.join("agents/openai.yaml"), "#".repeat(70_000)).unwrap();
        let mut out = Vec::new();
        let read = super::read(&skill, "/h/s", Severity::Warning, &mut out);
        assert!(read.file.is_some(), "a refresh still watches it");
        assert!(out[0].message.contains("limit"), "{}", out[0].message);
    }
}
