//! Installing skills, the part that touches untrusted bytes: what a source tree holds
//! ([`survey`]) and exactly which files of one of its skills may be installed, with
//! their bytes ([`stage`]). The host fetches a source into a private directory,
//! preopens it read-only, and writes only what [`stage`] returned.
//!
//! What is refused, for the whole skill, with the path that caused it: a symlink that
//! leaves the skill (or loops), a device, FIFO or socket, more than [`MAX_FILES`]
//! files, [`MAX_TOTAL_BYTES`] in all or [`MAX_DIRECTORIES`] directories (SEP-2640's
//! minimums), and a `SKILL.md` that does not validate. Entries whose name starts with
//! `.` (`.git` among them) are not installed, as they are not served.

use std::collections::VecDeque;
use std::path::Path;

use crate::discover::{self, SKILL_FILE};
use crate::fs::dirlist::{self, Kind};
use crate::fs::paths::{self, PathError};
use crate::fs::read::{CappedReadError, read_capped, read_text};
use crate::install::archive::Tree;
use crate::install::steps;
use crate::model::{Code, Diagnostic, Frontmatter, Policy, Root, Severity, SkillError, ValidationMode, join_label};
use crate::text::{nfkc, printable_prefix};
use crate::validate::loader::{self, Request};

pub use crate::present::manifest::{MAX_DIRECTORIES, MAX_FILES, MAX_TOTAL_BYTES};

/// How deep below a source's root its skills are looked for: `skills/<name>/SKILL.md`
/// and `plugins/<plugin>/skills/<name>/SKILL.md` are common layouts of collections.
pub const SURVEY_MAX_DEPTH: u32 = 4;

/// One skill a source holds, checked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SourceSkill {
    /// The skill directory relative to the source's root, `/`-separated; `""` when the
    /// root itself is the skill.
    pub path: String,
    /// The frontmatter, when it validates.
    pub frontmatter: Option<Frontmatter>,
    /// What parsing and validating found.
    pub diagnostics: Vec<Diagnostic>,
}

/// One file that may be installed: its path in the skill and its bytes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StagedFile {
    pub path: String,
    pub bytes: Vec<u8>,
    /// Its mode in an archive had an execute bit (a directory's modes are not
    /// visible here: the host reads those).
    pub executable: bool,
}

fn policy(mode: ValidationMode, max_depth: u32) -> Policy {
    Policy {
        validation: mode,
        max_depth,
        include_builtins: false,
        ..Policy::default()
    }
}

/// Parses and validates the text of the `SKILL.md` of the skill at `path` (relative to
/// the source's root, `""` for the root). Its `name` must equal its folder's name; at
/// the root, its own `name` stands, since the root's name (a temporary directory, a
/// repository) is not the one it gets.
fn check_skill_md(
    text: &str,
    path: &str,
    label: &str,
    policy: &Policy,
    out: &mut Vec<Diagnostic>,
) -> Option<Frontmatter> {
    let dir_name = match path.rsplit('/').next() {
        Some(last) if !path.is_empty() => last.to_string(),
        _ => frontmatter_name(text, policy).unwrap_or_default(),
    };
    let request = Request {
        label,
        dir_name: &dir_name,
        policy,
        lint: false,
        profile: Default::default(),
    };
    loader::check(text, &request, out)
}

fn frontmatter_name(text: &str, policy: &Policy) -> Option<String> {
    let split = crate::parse::frontmatter::split(text, policy.max_frontmatter_bytes as usize).ok()?;
    let fields = crate::parse::frontmatter::parse_yaml(&split.yaml).ok()?;
    let name = fields.get("name")?.as_str()?;
    Some(nfkc(name.trim()).into_owned())
}

/// Finds the skills under `root` (the root itself when it holds a `SKILL.md`, else
/// directories up to [`SURVEY_MAX_DEPTH`] below it) and checks each. The second value
/// is what the walk itself found (unreadable directories, links out).
pub fn survey(root: &Root, mode: ValidationMode) -> (Vec<SourceSkill>, Vec<Diagnostic>) {
    let policy = policy(mode, SURVEY_MAX_DEPTH);
    let base = Path::new(&root.path);
    let mut walk_diagnostics = Vec::new();
    let mut found: Vec<(String, std::path::PathBuf)> = Vec::new();
    if crate::fs::wasi_fs::symlink_metadata(&base.join(SKILL_FILE)).is_ok() {
        found.push((String::new(), base.join(SKILL_FILE)));
    } else {
        let candidates = discover::scan_root(
            root,
            &policy,
            discover::walk::ReadAhead::No,
            &Default::default(),
            &mut Default::default(),
            &mut walk_diagnostics,
        );
        found.extend(
            candidates
                .into_iter()
                .map(|c| (c.rel_dir.to_string(), c.file.to_path_buf())),
        );
    }
    let skills = found
        .into_iter()
        .map(|(path, file)| {
            let label = join_label(&root.label, &join(&path, SKILL_FILE));
            let mut diagnostics = Vec::new();
            let text = match read_text(&file, policy.max_skill_file_bytes, &label) {
                Ok(text) => text,
                Err(d) => {
                    return SourceSkill {
                        path,
                        frontmatter: None,
                        diagnostics: vec![d],
                    };
                }
            };
            let frontmatter = check_skill_md(&text, &path, &label, &policy, &mut diagnostics);
            diagnostics.extend(steps::not_run(&text, policy.max_frontmatter_bytes as usize, &label));
            SourceSkill {
                path,
                frontmatter,
                diagnostics,
            }
        })
        .collect();
    (skills, walk_diagnostics)
}

fn join(dir: &str, name: &str) -> String {
    if dir.is_empty() {
        name.to_string()
    } else {
        format!("{dir}/{name}")
    }
}

fn path_refusal(e: PathError, path: &str) -> SkillError {
    let shown = printable_prefix(path);
    match e {
        PathError::Escapes => SkillError::Denied(format!("`{shown}` is a symlink that points outside the skill")),
        PathError::Loop => SkillError::Denied(format!("`{shown}` is part of a symlink loop")),
        PathError::Nul => SkillError::Invalid(format!("`{shown}` holds a NUL byte")),
        PathError::Io(e) => SkillError::Io(format!("`{shown}`: {e}")),
    }
}

/// Every file of the skill at `path` (relative to the source's root) that may be
/// installed, with its bytes, `SKILL.md` first and the rest by path; and the skill's
/// frontmatter, validated from those very bytes. Anything the skill may not hold
/// refuses the whole skill (see the module's documentation).
pub fn stage(root: &Root, path: &str, mode: ValidationMode) -> Result<(Frontmatter, Vec<StagedFile>), SkillError> {
    let policy = policy(mode, 1);
    let base = Path::new(&root.path);
    let parts = paths::normalise(path).map_err(|e| path_refusal(e, path))?;
    let skill_dir = paths::resolve(base, parts.clone()).map_err(|e| path_refusal(e, path))?;
    if !std::fs::metadata(&skill_dir).is_ok_and(|m| m.is_dir()) {
        return Err(SkillError::NotFound {
            message: format!("no skill directory `{}` in the source", printable_prefix(path)),
            available: Vec::new(),
        });
    }
    let files = collect(&skill_dir)?;
    validated(root, &parts, files, &policy)
}

/// Checks the `SKILL.md` among `files` (the bytes about to be installed) and returns
/// its frontmatter with the files, or the first error.
fn validated(
    root: &Root,
    parts: &[String],
    files: Vec<StagedFile>,
    policy: &Policy,
) -> Result<(Frontmatter, Vec<StagedFile>), SkillError> {
    let path = parts.join("/");
    let Some(skill_md) = files.iter().find(|f| f.path == SKILL_FILE) else {
        return Err(SkillError::Invalid(format!(
            "`{}` has no SKILL.md",
            printable_prefix(if path.is_empty() { "." } else { &path })
        )));
    };
    let label = join_label(&root.label, &join(&path, SKILL_FILE));
    if skill_md.bytes.len() as u64 > policy.max_skill_file_bytes {
        return Err(SkillError::TooLarge(format!(
            "`{label}` is {} bytes, over the {}-byte limit",
            skill_md.bytes.len(),
            policy.max_skill_file_bytes
        )));
    }
    let text = std::str::from_utf8(&skill_md.bytes)
        .map_err(|e| SkillError::Invalid(format!("`{label}` is not valid UTF-8 (at byte {})", e.valid_up_to())))?;
    let mut diagnostics = Vec::new();
    let frontmatter = check_skill_md(text, &path, &label, policy, &mut diagnostics);
    match frontmatter {
        Some(frontmatter) => Ok((frontmatter, files)),
        None => {
            let first = diagnostics
                .into_iter()
                .find(|d| d.severity == Severity::Error)
                .map(|d| {
                    let line = d.line.map(|l| format!(":{l}")).unwrap_or_default();
                    format!("{}{line}: {} [{}]", d.path, d.message, d.code)
                })
                .unwrap_or_else(|| format!("`{label}` does not validate"));
            Err(SkillError::Invalid(first))
        }
    }
}

/// Reads every installable file below `skill_dir`, breadth-first, within the bounds.
fn collect(skill_dir: &Path) -> Result<Vec<StagedFile>, SkillError> {
    let mut files: Vec<StagedFile> = Vec::new();
    let mut total = 0u64;
    let mut queue: VecDeque<Vec<String>> = VecDeque::from([Vec::new()]);
    let mut directories = 0usize;
    while let Some(dir_parts) = queue.pop_front() {
        directories += 1;
        if directories > MAX_DIRECTORIES {
            return Err(SkillError::TooLarge(format!(
                "the skill has more than {MAX_DIRECTORIES} directories"
            )));
        }
        let dir = paths::resolve(skill_dir, dir_parts.clone()).map_err(|e| path_refusal(e, &dir_parts.join("/")))?;
        let listing =
            dirlist::list(&dir).map_err(|e| SkillError::Io(format!("cannot list `{}`: {e}", dir_parts.join("/"))))?;
        if listing.skipped > 0 {
            return Err(SkillError::Invalid(format!(
                "`{}` holds {} entries whose names are not UTF-8 or cannot be read",
                printable_prefix(&dir_parts.join("/")),
                listing.skipped
            )));
        }
        for (name, kind) in listing.entries {
            if name.starts_with('.') {
                continue;
            }
            let mut parts = dir_parts.clone();
            parts.push(name.to_string());
            let path = parts.join("/");
            let target = match kind {
                Kind::Other => {
                    return Err(SkillError::Invalid(format!(
                        "`{}` is not a regular file or directory (a device, FIFO or socket)",
                        printable_prefix(&path)
                    )));
                }
                Kind::Symlink => paths::resolve(skill_dir, parts.clone()).map_err(|e| path_refusal(e, &path))?,
                Kind::Dir | Kind::File => dir.join(&*name),
            };
            let meta = std::fs::metadata(&target)
                .map_err(|e| SkillError::Io(format!("`{}`: {e}", printable_prefix(&path))))?;
            if meta.is_dir() {
                queue.push_back(parts);
                continue;
            }
            if !meta.is_file() {
                return Err(SkillError::Invalid(format!(
                    "`{}` is not a regular file or directory",
                    printable_prefix(&path)
                )));
            }
            if files.len() == MAX_FILES {
                return Err(SkillError::TooLarge(format!(
                    "the skill has more than {MAX_FILES} files"
                )));
            }
            let room = MAX_TOTAL_BYTES - total;
            let file = std::fs::File::open(&target)
                .map_err(|e| SkillError::Io(format!("`{}`: {e}", printable_prefix(&path))))?;
            let bytes = read_capped(file, meta.len(), room).map_err(|e| match e {
                CappedReadError::Io(e) => SkillError::Io(format!("`{}`: {e}", printable_prefix(&path))),
                CappedReadError::TooLarge(_) => {
                    SkillError::TooLarge(format!("the skill's files add up to more than {MAX_TOTAL_BYTES} bytes"))
                }
            })?;
            total += bytes.len() as u64;
            files.push(StagedFile {
                path,
                bytes,
                executable: false,
            });
        }
    }
    files.sort_by(|a, b| (a.path != SKILL_FILE, &a.path).cmp(&(b.path != SKILL_FILE, &b.path)));
    Ok(files)
}

/// [`survey`] over an unpacked archive: a `SKILL.md` at its root, or skill folders
/// up to [`SURVEY_MAX_DEPTH`] below it (not inside another skill, not hidden).
pub fn survey_archive(tree: &Tree, root: &Root, mode: ValidationMode) -> Vec<SourceSkill> {
    let policy = policy(mode, SURVEY_MAX_DEPTH);
    let mut dirs: Vec<&str> = if tree.files.contains_key(SKILL_FILE) {
        vec![""]
    } else {
        tree.files
            .keys()
            .filter_map(|p| p.strip_suffix(&format!("/{SKILL_FILE}")))
            .filter(|dir| !dir.split('/').any(|part| part.starts_with('.')))
            .filter(|dir| dir.split('/').count() <= SURVEY_MAX_DEPTH as usize)
            .collect()
    };
    dirs.sort();
    // A skill inside another skill is the outer one's bundled content.
    let outer: Vec<&str> = dirs.clone();
    dirs.retain(|dir| {
        !outer
            .iter()
            .any(|o| dir.len() > o.len() && dir.starts_with(&format!("{o}/")))
    });
    dirs.into_iter()
        .map(|dir| {
            let label = join_label(&root.label, &join(dir, SKILL_FILE));
            let bytes = &tree.files[&join(dir, SKILL_FILE)];
            let mut diagnostics = Vec::new();
            let frontmatter = match std::str::from_utf8(bytes) {
                Ok(text) => {
                    let frontmatter = check_skill_md(text, dir, &label, &policy, &mut diagnostics);
                    diagnostics.extend(steps::not_run(text, policy.max_frontmatter_bytes as usize, &label));
                    frontmatter
                }
                Err(_) => {
                    diagnostics.push(Diagnostic::error(Code::InvalidUtf8, &label, "file is not valid UTF-8"));
                    None
                }
            };
            SourceSkill {
                path: dir.to_string(),
                frontmatter,
                diagnostics,
            }
        })
        .collect()
}

/// [`stage`] over an unpacked archive: the files below `path`, hidden ones left out,
/// within the same bounds.
pub fn stage_archive(
    tree: &Tree,
    root: &Root,
    path: &str,
    mode: ValidationMode,
) -> Result<(Frontmatter, Vec<StagedFile>), SkillError> {
    let parts = paths::normalise(path).map_err(|e| path_refusal(e, path))?;
    let prefix = if parts.is_empty() {
        String::new()
    } else {
        format!("{}/", parts.join("/"))
    };
    let mut files = Vec::new();
    let mut total = 0u64;
    for (full, bytes) in tree.files.range(prefix.clone()..) {
        let Some(relative) = full.strip_prefix(&prefix) else {
            break;
        };
        if relative.split('/').any(|part| part.starts_with('.')) {
            continue;
        }
        if files.len() == MAX_FILES {
            return Err(SkillError::TooLarge(format!(
                "the skill has more than {MAX_FILES} files"
            )));
        }
        total += bytes.len() as u64;
        if total > MAX_TOTAL_BYTES {
            return Err(SkillError::TooLarge(format!(
                "the skill's files add up to more than {MAX_TOTAL_BYTES} bytes"
            )));
        }
        files.push(StagedFile {
            path: relative.to_string(),
            bytes: bytes.clone(),
            executable: tree.executable.contains(full),
        });
    }
    files.sort_by(|a, b| (a.path != SKILL_FILE, &a.path).cmp(&(b.path != SKILL_FILE, &b.path)));
    validated(root, &parts, files, &policy(mode, 1))
}

/// A diagnostic about a source as a whole (no skill found).
pub fn nothing_found(root: &Root) -> Diagnostic {
    Diagnostic::new(
        Severity::Error,
        Code::SkillMdMissing,
        &root.label,
        format!("no SKILL.md at the source's root or up to {SURVEY_MAX_DEPTH} directories below it"),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Scope;
    use std::fs;
    use std::os::unix::fs::symlink;

    fn root(path: &Path) -> Root {
        Root {
            path: path.to_str().unwrap().into(),
            scope: Scope::User,
            label: "/src/repo".into(),
            trusted: true,
        }
    }

    fn skill(dir: &Path, name: &str) {
        fs::create_dir_all(dir).unwrap();
        fs::write(
            dir.join(SKILL_FILE),
            format!("---\nname: {name}\ndescription: {name} skill.\n---\nBody\n"),
        )
        .unwrap();
    }

    #[test]
    fn a_source_is_one_skill_at_its_root_or_several_below_it() {
        let tmp = tempfile::tempdir().unwrap();
        skill(tmp.path(), "solo");
        let (skills, _) = survey(&root(tmp.path()), ValidationMode::Strict);
        assert_eq!(skills.len(), 1);
        assert_eq!(skills[0].path, "");
        assert_eq!(
            skills[0].frontmatter.as_ref().unwrap().name,
            "solo",
            "the root's own directory name does not count"
        );

        let tmp = tempfile::tempdir().unwrap();
        skill(&tmp.path().join("skills/pdf"), "pdf");
        skill(&tmp.path().join("skills/bad"), "other-name");
        skill(&tmp.path().join("plugins/p/skills/deep"), "deep");
        let (skills, _) = survey(&root(tmp.path()), ValidationMode::Strict);
        let seen: Vec<(&str, bool)> = skills
            .iter()
            .map(|s| (s.path.as_str(), s.frontmatter.is_some()))
            .collect();
        assert_eq!(
            seen,
            vec![
                ("plugins/p/skills/deep", true),
                ("skills/bad", false),
                ("skills/pdf", true)
            ]
        );
    }

    #[test]
    fn staging_returns_the_files_and_their_bytes_and_leaves_hidden_ones() {
        let tmp = tempfile::tempdir().unwrap();
        let dir = tmp.path().join("pdf");
        skill(&dir, "pdf");
        fs::create_dir_all(dir.join("scripts")).unwrap();
        fs::write(dir.join("scripts/run.py"), "print(1)\n").unwrap();
        fs::create_dir_all(dir.join(".git")).unwrap();
        fs::write(dir.join(".git/config"), "secret").unwrap();
        fs::write(dir.join(".env"), "TOKEN=1").unwrap();
        symlink("scripts/run.py", dir.join("run-link.py")).unwrap();
        let (frontmatter, files) = stage(&root(tmp.path()), "pdf", ValidationMode::Strict).unwrap();
        assert_eq!(frontmatter.name, "pdf");
        let paths: Vec<&str> = files.iter().map(|f| f.path.as_str()).collect();
        assert_eq!(paths, vec!["SKILL.md", "run-link.py", "scripts/run.py"]);
        assert_eq!(
            files[1].bytes, b"print(1)\n",
            "a link inside the skill is installed as the file it names"
        );
    }

    #[test]
    fn a_link_out_a_special_file_or_too_many_files_refuse_the_whole_skill() {
        let tmp = tempfile::tempdir().unwrap();
        let dir = tmp.path().join("leaky");
        skill(&dir, "leaky");
        symlink("/etc/passwd", dir.join("passwd")).unwrap();
        let refused = stage(&root(tmp.path()), "leaky", ValidationMode::Strict);
        assert!(
            matches!(&refused, Err(SkillError::Denied(m)) if m.contains("`passwd` is a symlink that points outside")),
            "{refused:?}"
        );

        let dir = tmp.path().join("fifo");
        skill(&dir, "fifo");
        let fifo = std::ffi::CString::new(dir.join("pipe").to_str().unwrap()).unwrap();
        assert_eq!(unsafe { libc_mkfifo(fifo.as_ptr(), 0o644) }, 0);
        assert!(matches!(
            stage(&root(tmp.path()), "fifo", ValidationMode::Strict),
            Err(SkillError::Invalid(_))
        ));

        let dir = tmp.path().join("many");
        skill(&dir, "many");
        for i in 0..MAX_FILES {
            fs::write(dir.join(format!("f{i}")), "x").unwrap();
        }
        assert!(matches!(
            stage(&root(tmp.path()), "many", ValidationMode::Strict),
            Err(SkillError::TooLarge(_))
        ));

        let escape = stage(&root(tmp.path()), "../outside", ValidationMode::Strict);
        assert!(matches!(escape, Err(SkillError::Denied(_))), "{escape:?}");
    }

    #[test]
    fn a_skill_that_does_not_validate_is_refused_with_its_first_error() {
        let tmp = tempfile::tempdir().unwrap();
        skill(&tmp.path().join("mismatch"), "other");
        let refused = stage(&root(tmp.path()), "mismatch", ValidationMode::Strict);
        assert!(
            matches!(&refused, Err(SkillError::Invalid(m)) if m.contains("name-mismatch")),
            "{refused:?}"
        );
        assert!(stage(&root(tmp.path()), "mismatch", ValidationMode::Lenient).is_ok());
    }

    unsafe extern "C" {
        #[link_name = "mkfifo"]
        fn libc_mkfifo(path: *const std::ffi::c_char, mode: u32) -> i32;
    }
}
