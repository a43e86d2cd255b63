//! Finding `SKILL.md` files under a root.
//!
//! A skill is `<root>/<dir>/SKILL.md` (exact name). With `max-depth` > 1, skill
//! directories may sit under grouping folders. A directory holding a `SKILL.md` is a
//! boundary: what lies below it is bundled content of that skill, unless the policy
//! allows nested skills. Entries are visited in byte order of their names, so results
//! never depend on the order the filesystem returns.

use std::fs;
use std::io::ErrorKind;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use crate::fs::dirlist::{Kind, Listings};
use crate::fs::paths::{self, PathError};
use crate::fs::read::FileFacts;
use crate::fs::wasi_fs::{self, Stamp};
use crate::model::{Code, Diagnostic, Policy, Root, Severity, join_label};

pub const SKILL_FILE: &str = "SKILL.md";

/// Directory names never descended into: version control, dependency and build trees.
const SKIPPED_DIRS: [&str; 11] = [
    ".git",
    ".hg",
    ".svn",
    "node_modules",
    "target",
    "__pycache__",
    ".venv",
    "venv",
    ".tox",
    ".cache",
    // Where `skills add` stages a change before moving it into place.
    ".skills-staging",
];

/// One `SKILL.md` found under a root.
///
/// The strings are shared with the directory listing they came from (see
/// [`crate::fs::dirlist::Listing::child_paths`]), so a refresh that reuses the listing
/// builds its candidates without allocating and compares them by pointer.
#[derive(Clone, Debug)]
pub struct Candidate {
    /// Path of the skill directory relative to the root, `/`-separated, as named
    /// (symlinks not replaced by their targets), e.g. `pdf` or `group/pdf`.
    pub rel_dir: Arc<str>,
    /// Guest path of the skill directory with symlinks resolved.
    pub dir: Arc<Path>,
    /// Guest path of its `SKILL.md` with symlinks resolved.
    pub file: Arc<Path>,
    /// From the stat the walk does anyway; `None` when it could not be taken.
    pub stamp: Option<Stamp>,
    /// Whether that stat found a regular file (a FIFO must never be read).
    pub is_file: bool,
}

/// Whether the walk reads each `SKILL.md` where it finds it: open it, stat the
/// descriptor, read it, close it. Where the host's opens cannot block, that is one path
/// walk for what a stat and then an open make two of (five system calls per skill on
/// Linux instead of eight). Each text goes to the callback as soon as it is read (so
/// that it can be parsed and dropped: texts are never all held at once), with the
/// candidate, which the walk still returns. A refresh does not read ahead: it stats,
/// and reads only what changed.
pub enum ReadAhead<'a> {
    Yes(&'a mut dyn FnMut(&Candidate, std::io::Result<Vec<u8>>)),
    No,
}

/// Equal when every field is; a shared string is equal by pointer without reading it.
/// (`Arc`'s own `==` compares the bytes: its pointer shortcut needs a sized `T`.)
impl PartialEq for Candidate {
    fn eq(&self, other: &Self) -> bool {
        fn same<T: ?Sized + PartialEq>(a: &Arc<T>, b: &Arc<T>) -> bool {
            Arc::ptr_eq(a, b) || a == b
        }
        // Destructured, so a new field cannot be left out of the comparison.
        let Candidate {
            rel_dir,
            dir,
            file,
            stamp,
            is_file,
        } = self;
        same(rel_dir, &other.rel_dir)
            && same(dir, &other.dir)
            && same(file, &other.file)
            && *stamp == other.stamp
            && *is_file == other.is_file
    }
}

impl Eq for Candidate {}

impl Candidate {
    /// What the walk's stat says, so loading need not stat the file again.
    pub fn facts(&self) -> Option<FileFacts> {
        self.stamp.map(|s| FileFacts {
            is_file: self.is_file,
            len: s.len,
        })
    }

    /// Name of the skill's own directory (what `name` must equal).
    pub fn dir_name(&self) -> &str {
        self.rel_dir.rsplit('/').next().unwrap_or(&self.rel_dir)
    }
}

/// How a symlink that cannot be followed is reported: the diagnostic says what
/// happened (an escape, a loop, or a link that cannot be read), never just "failed".
struct LinkProblem {
    /// What the link is, as the sentence starts: `symlink`, `SKILL.md is a symlink that`.
    subject: &'static str,
    /// What it may not leave: `the skill root`, `its skill directory`.
    fence: &'static str,
    /// What was done about it: `skipped`, `skill not loaded`.
    consequence: &'static str,
}

impl LinkProblem {
    fn diagnostic(&self, error: PathError, severity: Severity, label: String) -> Diagnostic {
        let LinkProblem {
            subject,
            fence,
            consequence,
        } = self;
        let (code, what) = match error {
            PathError::Escapes => (Code::SymlinkEscape, format!("points outside {fence}")),
            PathError::Loop => (
                Code::SymlinkLoop,
                format!(
                    "is part of a symlink loop (or a chain of more than {} links)",
                    paths::MAX_SYMLINK_HOPS
                ),
            ),
            PathError::Nul => (Code::SymlinkUnreadable, "cannot be resolved".to_string()),
            PathError::Io(e) => (Code::SymlinkUnreadable, format!("cannot be resolved: {e}")),
        };
        Diagnostic::new(severity, code, label, format!("{subject} {what}; {consequence}"))
    }
}

struct Walk<'a, 'r> {
    root: &'a Root,
    policy: &'a Policy,
    read_ahead: ReadAhead<'r>,
    /// The last walk's listings, reused while their directories' times hold.
    previous: &'a Listings,
    /// This walk's listings, for the next one.
    listings: &'a mut Listings,
    visited: u32,
    limit_reported: bool,
    found: Vec<Candidate>,
    diagnostics: &'a mut Vec<Diagnostic>,
}

/// Scans one root. Problems become diagnostics; nothing here fails the scan.
/// Directories are listed into `listings`, and a listing in `previous` is reused
/// while its directory's modification time holds (see [`Listings`]). With
/// [`ReadAhead::Yes`] each `SKILL.md` within the size cap is read as it is found.
pub fn scan_root(
    root: &Root,
    policy: &Policy,
    read_ahead: ReadAhead<'_>,
    previous: &Listings,
    listings: &mut Listings,
    diagnostics: &mut Vec<Diagnostic>,
) -> Vec<Candidate> {
    let base = Path::new(&root.path);
    let (modified, unusable) = match wasi_fs::metadata(base) {
        Ok(meta) if meta.is_dir() => (meta.modified, None),
        Ok(_) => (
            None,
            Some((Code::RootNotDirectory, "skill root is not a directory; skipped")),
        ),
        Err(_) => (None, Some((Code::RootMissing, "skill root does not exist; skipped"))),
    };
    if let Some((code, message)) = unusable {
        diagnostics.push(Diagnostic::warning(code, &root.label, message));
        return Vec::new();
    }
    let mut walk = Walk {
        root,
        policy,
        read_ahead,
        previous,
        listings,
        visited: 0,
        limit_reported: false,
        found: Vec::new(),
        diagnostics,
    };
    if walk.visit() {
        walk.directory(base, modified, "", 0);
    }
    walk.found
}

impl Walk<'_, '_> {
    fn label(&self, rel: &str) -> String {
        join_label(&self.root.label, rel)
    }

    /// Counts one directory examined (listed, or checked for a `SKILL.md`); false, with
    /// one warning per root, once `max-directories` is reached.
    fn visit(&mut self) -> bool {
        if self.visited < self.policy.max_directories {
            self.visited += 1;
            return true;
        }
        if !self.limit_reported {
            self.limit_reported = true;
            self.diagnostics.push(Diagnostic::warning(
                Code::DiscoveryLimit,
                &self.root.label,
                format!(
                    "stopped after {} directories (policy max-directories); skills further in were not loaded",
                    self.policy.max_directories
                ),
            ));
        }
        false
    }

    /// Visits the children of `dir` (at `depth` below the root), whose modification
    /// time, taken before it is listed, is `modified`.
    fn directory(&mut self, dir: &Path, modified: Option<std::time::SystemTime>, rel: &str, depth: u32) {
        let listing = match self.listings.list(self.previous, dir, modified) {
            Ok(listing) => listing,
            Err(e) => {
                self.diagnostics.push(Diagnostic::warning(
                    Code::DirectoryUnreadable,
                    self.label(rel),
                    format!("cannot list directory: {e}"),
                ));
                return;
            }
        };
        if listing.skipped > 0 {
            self.diagnostics.push(Diagnostic::warning(
                Code::EntryUnreadable,
                self.label(rel),
                format!(
                    "{} entries skipped: unreadable, or the name is not valid UTF-8",
                    listing.skipped
                ),
            ));
        }
        for (index, (name, kind)) in listing.entries.iter().enumerate() {
            let kind = *kind;
            if SKIPPED_DIRS.contains(&name.as_ref()) || matches!(kind, Kind::File | Kind::Other) {
                continue;
            }
            if !self.visit() {
                return;
            }
            let child_rel: Arc<str> = if rel.is_empty() {
                Arc::clone(name)
            } else {
                Arc::from(format!("{rel}/{name}"))
            };
            let (child, skill_file) = match kind {
                // Shared with the listing, which makes them once.
                Kind::Dir => match listing.child_paths(dir, SKILL_FILE).get(index) {
                    Some(shared) => (Arc::clone(&shared.dir), Arc::clone(&shared.file)),
                    None => continue,
                },
                Kind::Symlink => match self.follow_dir_link(&child_rel) {
                    Some(target) => {
                        let file = Arc::from(paths::child(&target, SKILL_FILE));
                        (Arc::from(target), file)
                    }
                    None => continue,
                },
                Kind::File | Kind::Other => continue,
            };
            self.candidate_dir(child, skill_file, child_rel, depth + 1);
        }
    }

    /// Resolves a symlinked entry; `Some` only for a directory inside the root, or one
    /// the host followed and preopened where the link is (a linked skill folder).
    fn follow_dir_link(&mut self, rel: &str) -> Option<PathBuf> {
        let base = Path::new(&self.root.path);
        let at_link = base.join(rel);
        if wasi_fs::is_preopen(&at_link) {
            return Some(at_link);
        }
        let parts = rel.split('/').map(str::to_string).collect();
        match paths::resolve(base, parts) {
            Ok(target) => fs::metadata(&target).ok().filter(|m| m.is_dir()).map(|_| target),
            Err(e) => {
                let link = LinkProblem {
                    subject: "symlink",
                    fence: "the skill root",
                    consequence: "skipped",
                };
                self.diagnostics
                    .push(link.diagnostic(e, Severity::Warning, self.label(rel)));
                None
            }
        }
    }

    /// Opens `skill_file` and reads it when it is a regular file within the cap.
    /// `None` when what it is must be found by a stat (it is a link, it cannot be
    /// opened, or it lies under no preopen): the stat reports it exactly as without
    /// reading ahead.
    fn read_where_found(&self, skill_file: &Arc<Path>) -> Option<(bool, Option<Found>)> {
        match wasi_fs::open_unfollowed(skill_file)? {
            Err(e) if matches!(e.kind(), ErrorKind::NotFound | ErrorKind::NotADirectory) => Some((false, None)),
            Err(_) => None,
            Ok(opened) => {
                let stat = opened.stat();
                let readable = stat.is_file() && stat.len <= self.policy.max_skill_file_bytes;
                let text = readable.then(|| opened.read_prefix(stat.len));
                let found = Found {
                    file: Arc::clone(skill_file),
                    stamp: Some(Stamp::of(&stat)),
                    is_file: stat.is_file(),
                    text,
                };
                Some((true, Some(found)))
            }
        }
    }

    /// Stats `skill_file` without following it; a link is resolved within the skill's
    /// directory, and one that leaves it or loops is reported.
    fn stat_where_found(&mut self, dir: &Path, skill_file: &Arc<Path>, rel: &str) -> (bool, Option<Found>) {
        let found = |file, meta: Option<wasi_fs::Stat>| Found {
            file,
            stamp: meta.map(|m| Stamp::of(&m)),
            is_file: meta.is_some_and(|m| m.is_file()),
            text: None,
        };
        match wasi_fs::symlink_metadata(skill_file) {
            Err(_) => (false, None),
            Ok(meta) if meta.is_symlink() => match paths::resolve(dir, vec![SKILL_FILE.to_string()]) {
                Ok(file) => {
                    let meta = wasi_fs::metadata(&file).ok();
                    (true, Some(found(Arc::from(file), meta)))
                }
                Err(e) => {
                    let link = LinkProblem {
                        subject: "SKILL.md is a symlink that",
                        fence: "its skill directory",
                        consequence: "skill not loaded",
                    };
                    let label = self.label(&format!("{rel}/{SKILL_FILE}"));
                    self.diagnostics.push(link.diagnostic(e, Severity::Error, label));
                    (true, None)
                }
            },
            Ok(meta) => (true, Some(found(Arc::clone(skill_file), Some(meta)))),
        }
    }

    /// Looks for `skill_file` (`dir/SKILL.md`) in a directory the walk reached, and
    /// goes on below it when the policy allows.
    fn candidate_dir(&mut self, dir: Arc<Path>, skill_file: Arc<Path>, rel: Arc<str>, depth: u32) {
        let read = match self.read_ahead {
            ReadAhead::Yes(_) if wasi_fs::opens_never_block() => self.read_where_found(&skill_file),
            _ => None,
        };
        let (has_skill, found) = match read {
            Some(read) => read,
            None => self.stat_where_found(&dir, &skill_file, &rel),
        };
        if let Some(Found {
            file,
            stamp,
            is_file,
            text,
        }) = found
        {
            let candidate = Candidate {
                rel_dir: Arc::clone(&rel),
                dir: Arc::clone(&dir),
                file,
                stamp,
                is_file,
            };
            if let (ReadAhead::Yes(read), Some(text)) = (&mut self.read_ahead, text) {
                read(&candidate, text);
            }
            self.found.push(candidate);
        }
        let may_descend = depth < self.policy.max_depth && (!has_skill || self.policy.allow_nested_skills);
        if !may_descend {
            return;
        }
        let modified = wasi_fs::metadata(&dir).ok().and_then(|meta| meta.modified);
        self.directory(&dir, modified, &rel, depth);
    }
}

/// A `SKILL.md` the walk found: where it is with links resolved, what its stat said,
/// and its bytes when it was read where found.
struct Found {
    file: Arc<Path>,
    stamp: Option<Stamp>,
    is_file: bool,
    text: Option<std::io::Result<Vec<u8>>>,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Scope;
    use std::os::unix::fs::symlink;

    fn root(path: &Path) -> Root {
        Root {
            path: path.to_str().unwrap().into(),
            scope: Scope::Project,
            label: "/host/skills".into(),
            trusted: true,
        }
    }

    fn skill(dir: &Path) {
        fs::create_dir_all(dir).unwrap();
        fs::write(dir.join(SKILL_FILE), "---\nname: x\ndescription: d\n---\n").unwrap();
    }

    /// A walk with no listings kept from before, reading each file where it is found;
    /// a walk that only stats finds exactly the same and reports exactly the same.
    fn scan_root(root: &Root, policy: &Policy, diagnostics: &mut Vec<Diagnostic>) -> Vec<Candidate> {
        scan_reading_ahead(root, policy, diagnostics).0
    }

    /// [`scan_root`], and what was read ahead: each directory and the file's length.
    fn scan_reading_ahead(
        root: &Root,
        policy: &Policy,
        diagnostics: &mut Vec<Diagnostic>,
    ) -> (Vec<Candidate>, Vec<(String, usize)>) {
        let walk = |read_ahead, diagnostics: &mut Vec<Diagnostic>| {
            super::scan_root(
                root,
                policy,
                read_ahead,
                &Listings::default(),
                &mut Listings::default(),
                diagnostics,
            )
        };
        let mut stat_first = Vec::new();
        let without = walk(ReadAhead::No, &mut stat_first);
        let mut read = Vec::new();
        let mut keep =
            |c: &Candidate, text: std::io::Result<Vec<u8>>| read.push((c.rel_dir.to_string(), text.unwrap().len()));
        let found = walk(ReadAhead::Yes(&mut keep), diagnostics);
        assert_eq!(found, without);
        assert_eq!(*diagnostics, stat_first);
        (found, read)
    }

    fn rels(found: &[Candidate]) -> Vec<&str> {
        found.iter().map(|c| &*c.rel_dir).collect()
    }

    #[test]
    fn candidates_are_equal_by_content_whether_or_not_they_share_strings() {
        let candidate = |dir: &str, len| Candidate {
            rel_dir: Arc::from("pdf"),
            dir: Arc::from(Path::new(dir)),
            file: Arc::from(Path::new(dir).join(SKILL_FILE)),
            stamp: Some(Stamp { len, modified: None }),
            is_file: true,
        };
        let a = candidate("/r/pdf", 1);
        assert_eq!(a, a.clone(), "shared");
        assert_eq!(a, candidate("/r/pdf", 1), "separate, same content");
        assert_ne!(a, candidate("/r/pdf", 2));
        assert_ne!(a, candidate("/r/other", 1));
    }

    #[test]
    fn flat_scan_finds_only_direct_skill_directories_in_name_order() {
        let tmp = tempfile::tempdir().unwrap();
        skill(&tmp.path().join("b"));
        skill(&tmp.path().join("a"));
        skill(&tmp.path().join("a/nested"));
        skill(&tmp.path().join("group/deep"));
        fs::create_dir(tmp.path().join("empty")).unwrap();
        fs::write(tmp.path().join("SKILL.md"), "root file").unwrap();
        fs::create_dir(tmp.path().join("lower")).unwrap();
        fs::write(tmp.path().join("lower/skill.md"), "wrong case").unwrap();
        let mut diags = Vec::new();
        let found = scan_root(&root(tmp.path()), &Policy::default(), &mut diags);
        assert_eq!(rels(&found), vec!["a", "b"]);
        assert!(diags.is_empty());
    }

    #[test]
    fn deeper_scan_respects_boundaries_and_skips_build_dirs() {
        let tmp = tempfile::tempdir().unwrap();
        skill(&tmp.path().join("a"));
        skill(&tmp.path().join("a/nested"));
        skill(&tmp.path().join("group/deep"));
        skill(&tmp.path().join(".curated/hidden-dir"));
        skill(&tmp.path().join("node_modules/pkg"));
        let policy = Policy {
            max_depth: 3,
            ..Policy::default()
        };
        let found = scan_root(&root(tmp.path()), &policy, &mut Vec::new());
        assert_eq!(rels(&found), vec![".curated/hidden-dir", "a", "group/deep"]);
        let nested = Policy {
            allow_nested_skills: true,
            ..policy
        };
        let found = scan_root(&root(tmp.path()), &nested, &mut Vec::new());
        assert_eq!(rels(&found), vec![".curated/hidden-dir", "a", "a/nested", "group/deep"]);
    }

    #[test]
    fn reading_ahead_reads_regular_files_within_the_cap_and_never_a_fifo_a_link_or_a_directory() {
        let tmp = tempfile::tempdir().unwrap();
        let base = tmp.path();
        skill(&base.join("plain"));
        fs::create_dir_all(base.join("big")).unwrap();
        fs::write(base.join("big/SKILL.md"), "x".repeat(100)).unwrap();
        fs::create_dir_all(base.join("piped")).unwrap();
        let made = std::process::Command::new("mkfifo")
            .arg(base.join("piped/SKILL.md"))
            .status()
            .unwrap();
        assert!(made.success());
        fs::create_dir_all(base.join("folder/SKILL.md")).unwrap();
        skill(&base.join("linked"));
        fs::rename(base.join("linked/SKILL.md"), base.join("linked/real.md")).unwrap();
        symlink("real.md", base.join("linked/SKILL.md")).unwrap();
        let policy = Policy {
            max_skill_file_bytes: 99,
            ..Policy::default()
        };
        let (found, read) = scan_reading_ahead(&root(base), &policy, &mut Vec::new());
        let seen: Vec<(&str, bool)> = found.iter().map(|c| (&*c.rel_dir, c.is_file)).collect();
        assert_eq!(
            seen,
            [
                ("big", true),
                ("folder", false),
                ("linked", true),
                ("piped", false),
                ("plain", true)
            ]
        );
        assert_eq!(read, [("plain".to_string(), 31)]);
        assert!(found[2].file.ends_with("linked/real.md"));
    }

    #[test]
    fn directory_cap_stops_with_a_warning() {
        let tmp = tempfile::tempdir().unwrap();
        for i in 0..20 {
            fs::create_dir_all(tmp.path().join(format!("g{i:02}/x"))).unwrap();
        }
        let policy = Policy {
            max_depth: 3,
            max_directories: 5,
            ..Policy::default()
        };
        let mut diags = Vec::new();
        scan_root(&root(tmp.path()), &policy, &mut diags);
        assert_eq!(diags.iter().filter(|d| d.code == "discovery-limit").count(), 1);
    }

    #[test]
    fn symlinked_skills_inside_load_and_escapes_or_loops_are_reported() {
        let tmp = tempfile::tempdir().unwrap();
        let base = tmp.path().join("root");
        skill(&base.join("real"));
        skill(&tmp.path().join("outside"));
        symlink("real", base.join("alias")).unwrap();
        symlink("../outside", base.join("escape")).unwrap();
        symlink("self", base.join("self")).unwrap();
        let mut diags = Vec::new();
        let found = scan_root(&root(&base), &Policy::default(), &mut diags);
        assert_eq!(rels(&found), vec!["alias", "real"]);
        let codes: Vec<_> = diags.iter().map(|d| d.code.as_str()).collect();
        assert_eq!(codes, vec!["symlink-escape", "symlink-loop"]);
    }

    #[test]
    fn a_skill_md_link_that_loops_is_a_loop_not_an_escape() {
        let tmp = tempfile::tempdir().unwrap();
        let base = tmp.path().join("root");
        fs::create_dir_all(base.join("looping")).unwrap();
        symlink("SKILL.md", base.join("looping/SKILL.md")).unwrap();
        fs::create_dir_all(base.join("leaving")).unwrap();
        symlink("../../SKILL.md", base.join("leaving/SKILL.md")).unwrap();
        let mut diags = Vec::new();
        let found = scan_root(&root(&base), &Policy::default(), &mut diags);
        assert!(found.is_empty());
        let seen: Vec<_> = diags
            .iter()
            .map(|d| (d.code.as_str(), d.severity, d.message.as_str()))
            .collect();
        assert_eq!(
            seen,
            vec![
                (
                    "symlink-escape",
                    Severity::Error,
                    "SKILL.md is a symlink that points outside its skill directory; skill not loaded"
                ),
                (
                    "symlink-loop",
                    Severity::Error,
                    "SKILL.md is a symlink that is part of a symlink loop (or a chain of more than 40 links); skill not loaded"
                ),
            ]
        );
    }

    #[test]
    fn missing_root_is_a_warning() {
        let mut diags = Vec::new();
        let found = scan_root(&root(Path::new("/nonexistent/skills")), &Policy::default(), &mut diags);
        assert!(found.is_empty());
        assert_eq!(diags[0].code, "root-missing");
    }
}
