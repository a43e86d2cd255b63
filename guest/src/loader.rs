//! Reading one `SKILL.md` into validated metadata: size cap before reading, UTF-8,
//! frontmatter split, YAML (with the lenient colon repair), field rules.

use std::fs;
use std::io::Read;
use std::path::Path;

use crate::frontmatter::{self, Fields, Split, SplitError};
use crate::model::{Code, Diagnostic, Frontmatter, Policy, ValidationMode};
use crate::validation::{self, Context};
use crate::wasi_fs;

/// What a stat already taken says about a file, so it need not be taken again
/// (under WASI every path operation walks the path through the sandbox).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FileFacts {
    pub is_file: bool,
    pub len: u64,
}

fn unreadable(label: &str, e: std::io::Error) -> Diagnostic {
    Diagnostic::error(Code::FileUnreadable, label, format!("cannot read file: {e}"))
}

/// Stats `path` unless the facts are known; refuses non-regular and oversized files,
/// so neither is ever opened. Returns the size the stat gave.
fn checked_len(path: &Path, known: Option<FileFacts>, max_bytes: u64, label: &str) -> Result<u64, Diagnostic> {
    let facts = match known {
        Some(facts) => facts,
        None => {
            let stat = wasi_fs::metadata(path).map_err(|e| unreadable(label, e))?;
            FileFacts {
                is_file: stat.is_file(),
                len: stat.len,
            }
        }
    };
    if !facts.is_file {
        return Err(Diagnostic::error(
            Code::NotAFile,
            label,
            "not a regular file; not opened",
        ));
    }
    if facts.len > max_bytes {
        return Err(too_large(label, facts.len, max_bytes));
    }
    Ok(facts.len)
}

/// [`checked_len`], then the file opened for reading.
fn open_checked(
    path: &Path,
    known: Option<FileFacts>,
    max_bytes: u64,
    label: &str,
) -> Result<(fs::File, u64), Diagnostic> {
    let len = checked_len(path, known, max_bytes, label)?;
    let file = fs::File::open(path).map_err(|e| unreadable(label, e))?;
    Ok((file, len))
}

fn utf8(bytes: Vec<u8>, label: &str) -> Result<String, Diagnostic> {
    // The fast check answers only yes or no; std's finds where a bad file goes wrong.
    if simdutf8::basic::from_utf8(&bytes).is_ok() {
        // SAFETY: validated just above.
        return Ok(unsafe { String::from_utf8_unchecked(bytes) });
    }
    String::from_utf8(bytes).map_err(|e| {
        let valid = e.utf8_error().valid_up_to();
        let line = e.as_bytes()[..valid].iter().filter(|b| **b == b'\n').count() as u32 + 1;
        Diagnostic::error(
            Code::InvalidUtf8,
            label,
            format!("file is not valid UTF-8 (first bad byte at offset {valid})"),
        )
        .at_line(Some(line))
    })
}

/// Reads a whole file as UTF-8 text (activation, the lint). Non-regular files are
/// never opened and files over `max_bytes` are refused by their size before any byte
/// is read.
pub fn read_text(path: &Path, max_bytes: u64, label: &str) -> Result<String, Diagnostic> {
    let (file, len) = open_checked(path, None, max_bytes, label)?;
    let bytes = read_capped(file, len, max_bytes).map_err(|e| match e {
        CappedReadError::Io(e) => unreadable(label, e),
        CappedReadError::TooLarge(size) => too_large(label, size, max_bytes),
    })?;
    utf8(bytes, label)
}

/// Why [`read_capped`] failed.
#[derive(Debug)]
pub enum CappedReadError {
    Io(std::io::Error),
    /// The file grew past the cap after its size was checked; at least this many bytes.
    TooLarge(u64),
}

/// Reads a file whose stat said `expected_len` bytes, never taking more than
/// `max_bytes`: a file that grew between the stat and the read is refused, not cut.
pub fn read_capped(file: fs::File, expected_len: u64, max_bytes: u64) -> Result<Vec<u8>, CappedReadError> {
    let mut bytes = Vec::with_capacity(expected_len.min(max_bytes) as usize);
    file.take(max_bytes.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(CappedReadError::Io)?;
    if bytes.len() as u64 > max_bytes {
        return Err(CappedReadError::TooLarge(bytes.len() as u64));
    }
    Ok(bytes)
}

/// Reads a whole `SKILL.md` for discovery, sized by the stat the walk already took:
/// one read call for a file that did not change since (each call is a trip through
/// the sandbox; see `wasi_fs`), and never more than the stat said, which the size cap was checked
/// against. The whole text is checked as UTF-8, so a skill whose body cannot be
/// activated is refused here, where it would otherwise be advertised.
pub fn read_for_discovery(
    path: &Path,
    known: Option<FileFacts>,
    policy: &Policy,
    label: &str,
) -> Result<String, Diagnostic> {
    let len = checked_len(path, known, policy.max_skill_file_bytes, label)?;
    // Shrunk since the stat: what is there is the file.
    let bytes = wasi_fs::read_prefix(path, len).map_err(|e| unreadable(label, e))?;
    utf8(bytes, label)
}

fn too_large(label: &str, size: u64, max: u64) -> Diagnostic {
    Diagnostic::error(
        Code::FileTooLarge,
        label,
        format!("file is {size} bytes, over the {max}-byte limit (policy max-skill-file-bytes)"),
    )
}

/// Cuts the text into frontmatter and body, as a diagnostic on failure.
pub fn split<'a>(text: &'a str, policy: &Policy, label: &str) -> Result<Split<'a>, Diagnostic> {
    frontmatter::split(text, policy.max_frontmatter_bytes as usize).map_err(|e| match e {
        SplitError::Missing => Diagnostic::error(
            Code::FrontmatterMissing,
            label,
            "SKILL.md must start with a `---` line opening the YAML frontmatter",
        )
        .at_line(Some(1)),
        SplitError::Unclosed => Diagnostic::error(
            Code::FrontmatterUnclosed,
            label,
            "the frontmatter is not closed by a `---` line",
        )
        .at_line(Some(1)),
        SplitError::TooLarge { bytes, limit } => Diagnostic::error(
            Code::FrontmatterTooLarge,
            label,
            format!("the frontmatter exceeds {limit} bytes (at least {bytes}; policy max-frontmatter-bytes)"),
        )
        .at_line(Some(1)),
    })
}

/// Parses the YAML. In lenient mode an unquoted `key: value: more` is repaired once.
/// Returns the fields and the YAML text they came from (for key lines).
pub fn parse(split: &Split, mode: ValidationMode, label: &str, out: &mut Vec<Diagnostic>) -> Option<Fields> {
    let error = match frontmatter::parse_yaml(&split.yaml) {
        Ok(fields) => return Some(fields),
        Err(e) => e,
    };
    if mode == ValidationMode::Lenient
        && let Some((fixed, lines)) = frontmatter::quote_colon_values(&split.yaml)
        && let Ok(fields) = frontmatter::parse_yaml(&fixed)
    {
        for line in lines {
            out.push(
                Diagnostic::warning(
                    Code::YamlRepaired,
                    label,
                    "value contains `: ` and is not valid YAML as written; loaded it as a quoted string. Fix: wrap the value in double quotes, or use `>-` on the key line",
                )
                .at_line(Some(line + split.yaml_first_line - 1)),
            );
        }
        return Some(fields);
    }
    out.push(
        Diagnostic::error(
            Code::YamlInvalid,
            label,
            format!("frontmatter is not valid YAML: {}", error.message),
        )
        .at_line(error.line.map(|l| l + split.yaml_first_line - 1).or(Some(1))),
    );
    None
}

/// How to check one skill.
pub struct Request<'a> {
    /// Host-side path of the file, for diagnostics.
    pub label: &'a str,
    pub dir_name: &'a str,
    /// The policy; its `validation` mode decides what is an error.
    pub policy: &'a Policy,
    /// The authoring lint: keys outside the spec are errors.
    pub lint: bool,
    /// With `lint`: which agent's fields are accepted too.
    pub profile: crate::validation::LintProfile,
}

/// Reads one `SKILL.md`, parses and validates it; every finding goes to `out`.
/// `known` are facts from a stat the caller already took.
pub fn load(file: &Path, known: Option<FileFacts>, req: &Request, out: &mut Vec<Diagnostic>) -> Option<Frontmatter> {
    match read_for_discovery(file, known, req.policy, req.label) {
        Ok(text) => check(&text, req, out),
        Err(d) => {
            out.push(d);
            None
        }
    }
}

/// Parses and validates the text of a `SKILL.md`; every finding goes to `out`.
pub fn check(text: &str, req: &Request, out: &mut Vec<Diagnostic>) -> Option<Frontmatter> {
    let start = out.len();
    let frontmatter = check_unordered(text, req, out);
    // Parsing and validation report field by field, not line by line: an author reads
    // a file's findings top to bottom. Stable, so findings on one line keep their order;
    // a finding with no line (about the whole file) comes first.
    out[start..].sort_by_key(|d| d.line);
    frontmatter
}

fn check_unordered(text: &str, req: &Request, out: &mut Vec<Diagnostic>) -> Option<Frontmatter> {
    let split = match split(text, req.policy, req.label) {
        Ok(split) => split,
        Err(d) => {
            out.push(d);
            return None;
        }
    };
    let fields = parse(&split, req.policy.validation, req.label, out)?;
    let cx = Context {
        label: req.label,
        dir_name: req.dir_name,
        yaml: &split.yaml,
        yaml_first_line: split.yaml_first_line,
        mode: req.policy.validation,
        lint: req.lint,
        profile: req.profile,
    };
    validation::validate(&fields, &cx, out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn load_text(bytes: &[u8], policy: &Policy) -> (Option<Frontmatter>, Vec<Diagnostic>) {
        let tmp = tempfile::tempdir().unwrap();
        let file = tmp.path().join("SKILL.md");
        fs::write(&file, bytes).unwrap();
        let mut out = Vec::new();
        let req = Request {
            label: "/h/a/SKILL.md",
            dir_name: "a",
            policy,
            lint: false,
            profile: Default::default(),
        };
        (load(&file, None, &req, &mut out), out)
    }

    #[test]
    fn a_files_findings_are_reported_in_line_order() {
        let text = "---\nmetadata: 5\ndescription: \"\"\nallowed-tools: 7\nname: Bad_Name\nlicense: [x]\n---\nbody\n";
        let policy = Policy::default();
        let req = Request {
            label: "/h/a/SKILL.md",
            dir_name: "a",
            policy: &policy,
            lint: true,
            profile: Default::default(),
        };
        let mut out = Vec::new();
        check(text, &req, &mut out);
        let lines: Vec<Option<u32>> = out.iter().map(|d| d.line).collect();
        assert!(out.len() >= 4, "{out:#?}");
        assert!(lines.windows(2).all(|w| w[0] <= w[1]), "{lines:?}");
    }

    #[test]
    fn invalid_utf8_and_oversized_files_become_diagnostics() {
        let (meta, d) = load_text(b"---\nname: a\ndescription: \xff\xfe\n---\n", &Policy::default());
        assert!(meta.is_none());
        assert_eq!(d[0].code, "invalid-utf8");
        assert_eq!(d[0].line, Some(3));
        let policy = Policy {
            max_skill_file_bytes: 10,
            ..Policy::default()
        };
        let (meta, d) = load_text(b"---\nname: a\ndescription: d\n---\n", &policy);
        assert!(meta.is_none());
        assert_eq!(d[0].code, "file-too-large");
    }

    #[test]
    fn a_body_that_is_not_utf8_is_refused_at_discovery_with_its_line() {
        for mode in [ValidationMode::Strict, ValidationMode::Lenient] {
            let policy = Policy {
                validation: mode,
                ..Policy::default()
            };
            let (meta, d) = load_text(b"---\nname: a\ndescription: d\n---\nfine\nbad \xff here\n", &policy);
            assert!(meta.is_none(), "{mode:?}");
            assert_eq!((d[0].code, d[0].line), (Code::InvalidUtf8, Some(6)));
            assert_eq!(d[0].message, "file is not valid UTF-8 (first bad byte at offset 40)");
        }
    }

    #[test]
    fn a_file_that_grew_past_the_cap_after_its_stat_is_refused_not_cut() {
        let tmp = tempfile::tempdir().unwrap();
        let path = tmp.path().join("grown");
        fs::write(&path, b"0123456789").unwrap();
        // The stat said 4 bytes; the file now holds 10 and the cap is 8.
        let grown = read_capped(fs::File::open(&path).unwrap(), 4, 8);
        assert!(matches!(grown, Err(CappedReadError::TooLarge(9))), "{grown:?}");
        let within = read_capped(fs::File::open(&path).unwrap(), 4, 10).unwrap();
        assert_eq!(within, b"0123456789");
    }

    #[test]
    fn lenient_mode_repairs_unquoted_colons_with_a_warning() {
        let text = b"---\nname: a\ndescription: Use when: the user asks\n---\n";
        let (meta, d) = load_text(text, &Policy::default());
        assert!(meta.is_none());
        assert_eq!(d[0].code, "yaml-invalid");
        let lenient = Policy {
            validation: ValidationMode::Lenient,
            ..Policy::default()
        };
        let (meta, d) = load_text(text, &lenient);
        assert_eq!(meta.unwrap().description, "Use when: the user asks");
        assert_eq!(d[0].code, "yaml-repaired");
        assert_eq!(d[0].line, Some(3));
    }

    #[test]
    fn lenient_mode_still_rejects_what_is_not_yaml() {
        let lenient = Policy {
            validation: ValidationMode::Lenient,
            ..Policy::default()
        };
        let (meta, d) = load_text(b"---\nname: [a\ndescription: d\n---\n", &lenient);
        assert!(meta.is_none());
        assert_eq!(d[0].code, "yaml-invalid");
    }
}
