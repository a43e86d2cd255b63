//! Linked skill folders: a skill folder in a root that is a symlink to a directory
//! elsewhere, as people link a checkout into `~/.claude/skills` or `~/.agents/skills`
//! while they develop it (Codex, Claude Code, Goose and Zed follow such links;
//! OpenClaw within `allowSymlinkTargets`).
//!
//! The guest cannot follow a link out of its preopen, and must not be able to. So the
//! host decides, before the instance starts, which links to follow: it resolves each
//! link of a user root or a trusted project root that the guest's walk reaches (at the
//! top, or below grouping folders down to the policy's `max-depth`, never inside a
//! skill), and preopens the target read-only **at the link's own guest path**
//! (`/roots/0/my-skill`, `/roots/0/team/reviewer`). WASI picks the
//! longest preopen that holds a path, so the guest sees one more directory where the
//! link is, and that directory is the skill's whole world: the per-skill gate holds
//! inside it, and a link inside the skill that points out of it is still refused.
//!
//! A target is followed only when it is a directory holding a regular `SKILL.md`, is
//! not `/`, the home directory or a directory that holds the root (a loop), is not
//! already followed under another name, and, when the config lists allowed targets,
//! lies inside one of them. Anything else stays an unfollowed link, which the guest
//! reports as a `symlink-escape` warning. The threat model is in `SECURITY.md`.

use std::path::{Path, PathBuf};

use crate::component::Scope;

/// Most links followed per root: each is one more preopen.
pub const MAX_LINKS_PER_ROOT: usize = 256;

/// Which linked skill folders a root follows (config `[links]`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LinkPolicy {
    /// Follow links at all. Default true (in user roots and trusted project roots).
    pub follow: bool,
    /// When set, only targets inside one of these directories are followed (as
    /// OpenClaw's `allowSymlinkTargets`). Default `None`: any directory that passes
    /// the other checks.
    pub allowed_targets: Option<Vec<PathBuf>>,
}

impl Default for LinkPolicy {
    fn default() -> Self {
        LinkPolicy {
            follow: true,
            allowed_targets: None,
        }
    }
}

/// A followed link: the name it has in the root, and the directory it leads to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LinkedSkill {
    /// The link's path in the root, `/`-separated: its file name (the skill's folder
    /// name) when it sits at the top, `team/reviewer` below a grouping folder.
    pub name: String,
    /// The target, canonical: where the skill really lives.
    pub target: PathBuf,
}

/// A link that is not followed, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RefusedLink {
    /// The link's path in the root, `/`-separated, as [`LinkedSkill::name`].
    pub name: String,
    /// Why, as a sentence fragment: `its target has no SKILL.md`.
    pub reason: String,
}

/// Whether links in a root of this scope and trust may be followed at all.
pub fn may_follow(scope: Scope, trusted: bool, policy: &LinkPolicy) -> bool {
    policy.follow && trusted && matches!(scope, Scope::User | Scope::Project)
}

/// The links of `root` to follow, and those refused, in path order: the links the
/// guest's walk reaches under a `max_depth` policy (1: the top level only; deeper:
/// below grouping folders too, never inside a skill). `other_roots` are the session's
/// other roots, canonical: a link into one of them is left alone, as that root finds
/// the skill (it counts once).
pub fn resolve(
    root: &Path,
    policy: &LinkPolicy,
    max_depth: u32,
    other_roots: &[PathBuf],
) -> (Vec<LinkedSkill>, Vec<RefusedLink>) {
    resolve_with(root, policy, max_depth, || other_roots.to_vec())
}

/// [`resolve`], asking for the other roots only when `root` has a link at all: the
/// common root has none, and resolving every root's real path costs a `readlink` per
/// component of it.
pub fn resolve_with(
    root: &Path,
    policy: &LinkPolicy,
    max_depth: u32,
    other_roots: impl FnOnce() -> Vec<PathBuf>,
) -> (Vec<LinkedSkill>, Vec<RefusedLink>) {
    let (mut followed, mut refused) = (Vec::new(), Vec::new());
    let mut links = links_reached(root, max_depth);
    if links.is_empty() {
        return (followed, refused);
    }
    let Ok(canonical_root) = std::fs::canonicalize(root) else {
        return (followed, refused);
    };
    let other_roots = other_roots();
    links.sort();
    let home = std::env::var_os("HOME")
        .map(PathBuf::from)
        .and_then(|h| std::fs::canonicalize(h).ok());
    for (name, link) in links {
        match check(
            &link,
            &canonical_root,
            max_depth,
            home.as_deref(),
            policy,
            &followed,
            &other_roots,
        ) {
            Ok(Some(target)) if followed.len() < MAX_LINKS_PER_ROOT => followed.push(LinkedSkill { name, target }),
            Ok(Some(_)) => refused.push(RefusedLink {
                name,
                reason: format!("more than {MAX_LINKS_PER_ROOT} linked skill folders in one root"),
            }),
            Ok(None) => {}
            Err(reason) => refused.push(RefusedLink { name, reason }),
        }
    }
    (followed, refused)
}

/// Directory names the guest's walk never descends into (`discover/walk.rs`
/// `SKIPPED_DIRS`, kept equal by a test): a link below them is never reached, so
/// never followed.
pub(crate) const SKIPPED_DIRS: [&str; 11] = [
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
    ".skills-staging",
];

/// Most directories looked at for links per root: the component's default
/// `max-directories`, which stops its own walk there.
const MAX_DIRECTORIES_WALKED: usize = 2000;

/// The symlinks the guest's walk reaches in `root`, with their `/`-separated paths:
/// entries of the root, and of grouping folders (real directories with no `SKILL.md`)
/// down to `max_depth`. A skill's own folder is never entered: a link inside a skill
/// is the skill's content, and the guest keeps it inside the skill.
fn links_reached(root: &Path, max_depth: u32) -> Vec<(String, PathBuf)> {
    let mut links = Vec::new();
    // (directory, its path in the root, its depth: the root is 0)
    let mut pending: Vec<(PathBuf, String, u32)> = vec![(root.to_path_buf(), String::new(), 0)];
    let mut walked = 0;
    while let Some((dir, rel, depth)) = pending.pop() {
        walked += 1;
        if walked > MAX_DIRECTORIES_WALKED {
            break;
        }
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        for entry in entries.filter_map(Result::ok) {
            let (Ok(name), Ok(kind)) = (entry.file_name().into_string(), entry.file_type()) else {
                continue;
            };
            let child_rel = if rel.is_empty() {
                name.clone()
            } else {
                format!("{rel}/{name}")
            };
            if kind.is_symlink() {
                // A hidden link is never followed out of the root: the narrow reading.
                if !name.starts_with('.') {
                    links.push((child_rel, entry.path()));
                }
            } else if kind.is_dir()
                && depth + 1 < max_depth
                && !SKIPPED_DIRS.contains(&name.as_str())
                // Any `SKILL.md` entry makes the folder a skill: the narrow reading.
                && std::fs::symlink_metadata(entry.path().join("SKILL.md")).is_err()
            {
                pending.push((entry.path(), child_rel, depth + 1));
            }
        }
    }
    links
}

/// `Ok(Some(target))` to follow, `Ok(None)` when the guest handles the link itself (a
/// relative link that stays in the root), `Err(reason)` to refuse.
fn check(
    link: &Path,
    root: &Path,
    max_depth: u32,
    home: Option<&Path>,
    policy: &LinkPolicy,
    followed: &[LinkedSkill],
    other_roots: &[PathBuf],
) -> Result<Option<PathBuf>, String> {
    let written = std::fs::read_link(link).map_err(|e| format!("cannot be read: {e}"))?;
    let target = std::fs::canonicalize(link).map_err(|e| match e.raw_os_error() {
        Some(40) => "is part of a symlink loop".to_string(),
        _ => format!("leads nowhere ({e})"),
    })?;
    if target.starts_with(root) && written.is_relative() {
        // Inside the root, by a relative path: the guest follows it within its preopen.
        return Ok(None);
    }
    if other_roots
        .iter()
        .any(|other| other != root && target.starts_with(other))
    {
        // Another root of the session holds it and finds it there.
        return Ok(None);
    }
    if !target.is_dir() {
        return Err("its target is not a directory".into());
    }
    if target == Path::new("/") || root.starts_with(&target) {
        return Err(format!("its target {} holds the skill root itself", target.display()));
    }
    if home.is_some_and(|home| home.starts_with(&target)) {
        return Err(format!("its target {} holds the home directory", target.display()));
    }
    if let Some(allowed) = &policy.allowed_targets
        && !allowed.iter().any(|dir| {
            std::fs::canonicalize(dir)
                .map(|dir| target.starts_with(dir))
                .unwrap_or(false)
        })
    {
        return Err(format!(
            "its target {} is not inside a directory `[links] allow` lists",
            target.display()
        ));
    }
    if !holds_skills(&target) {
        return Err(format!(
            "its target {} holds no SKILL.md (in it, or in a folder of it)",
            target.display()
        ));
    }
    // An absolute link inside the root is followed, unless it names a folder the walk
    // finds anyway: then the skill would count twice.
    let walked_anyway = target
        .strip_prefix(root)
        .is_ok_and(|rel| (1..=max_depth as usize).contains(&rel.components().count()));
    if walked_anyway {
        return Err(format!(
            "its target {} is a skill of this root already; counted once",
            target.display()
        ));
    }
    if let Some(first) = followed.iter().find(|f| f.target == target) {
        return Err(format!(
            "its target {} is linked as `{}` already; counted once",
            target.display(),
            first.name
        ));
    }
    Ok(Some(target))
}

/// Whether `dir` is a skill (a regular `SKILL.md` in it) or a collection of them (one
/// in a folder of it): a link is followed only to what could be skills, never to a
/// directory like `~/.ssh`.
fn holds_skills(dir: &Path) -> bool {
    let is_skill = |dir: &Path| std::fs::symlink_metadata(dir.join("SKILL.md")).is_ok_and(|m| m.is_file());
    if is_skill(dir) {
        return true;
    }
    let Ok(entries) = std::fs::read_dir(dir) else {
        return false;
    };
    entries
        .filter_map(Result::ok)
        .take(MAX_ENTRIES_LOOKED_AT)
        .any(|e| e.file_type().is_ok_and(|t| t.is_dir()) && is_skill(&e.path()))
}

/// Most entries of a link's target looked at for a skill folder.
const MAX_ENTRIES_LOOKED_AT: usize = 2000;

#[cfg(test)]
mod tests {
    use std::os::unix::fs::symlink;

    use super::*;

    fn skill(dir: &Path) {
        std::fs::create_dir_all(dir).unwrap();
        std::fs::write(dir.join("SKILL.md"), "---\nname: x\ndescription: d\n---\n").unwrap();
    }

    #[test]
    fn links_out_of_the_root_are_followed_and_bad_ones_refused_with_a_reason() {
        let tmp = tempfile::tempdir().unwrap();
        let root = tmp.path().join("skills");
        std::fs::create_dir_all(&root).unwrap();
        skill(&tmp.path().join("checkout/dev"));
        skill(&root.join("local"));
        std::fs::create_dir_all(tmp.path().join("empty")).unwrap();
        symlink(tmp.path().join("checkout/dev"), root.join("dev")).unwrap();
        symlink("../checkout/dev", root.join("dev-again")).unwrap();
        symlink("/", root.join("slash")).unwrap();
        symlink(tmp.path(), root.join("up")).unwrap();
        symlink("../empty", root.join("empty")).unwrap();
        symlink("local", root.join("alias")).unwrap();
        symlink(root.join("local"), root.join("absolute-alias")).unwrap();
        symlink("loop-b", root.join("loop-a")).unwrap();
        symlink("loop-a", root.join("loop-b")).unwrap();
        symlink("../gone", root.join("gone")).unwrap();

        let (followed, refused) = resolve(&root, &LinkPolicy::default(), 1, &[]);
        let names: Vec<&str> = followed.iter().map(|f| f.name.as_str()).collect();
        assert_eq!(names, vec!["dev"]);
        assert_eq!(
            followed[0].target,
            std::fs::canonicalize(tmp.path().join("checkout/dev")).unwrap()
        );
        let refused: Vec<(&str, &str)> = refused.iter().map(|r| (r.name.as_str(), r.reason.as_str())).collect();
        let reason = |name: &str| refused.iter().find(|(n, _)| *n == name).map(|(_, r)| *r).unwrap_or("");
        assert!(reason("dev-again").contains("linked as `dev` already"), "{refused:?}");
        assert!(reason("slash").contains("holds the skill root"), "{refused:?}");
        assert!(reason("up").contains("holds the skill root"), "{refused:?}");
        assert!(reason("empty").contains("no SKILL.md"), "{refused:?}");
        assert!(reason("absolute-alias").contains("counted once"), "{refused:?}");
        assert!(reason("loop-a").contains("loop"), "{refused:?}");
        assert!(reason("gone").contains("leads nowhere"), "{refused:?}");
        assert_eq!(reason("alias"), "", "a relative link inside the root is the guest's");
    }

    #[test]
    fn links_below_grouping_folders_are_reached_to_the_depth_never_inside_a_skill() {
        let tmp = tempfile::tempdir().unwrap();
        let root = tmp.path().join("skills");
        skill(&tmp.path().join("dev/a"));
        skill(&tmp.path().join("dev/b"));
        skill(&tmp.path().join("dev/c"));
        skill(&root.join("team/local"));
        std::fs::create_dir_all(root.join("x/y")).unwrap();
        std::fs::create_dir_all(root.join("target")).unwrap();
        symlink(tmp.path().join("dev/a"), root.join("team/a")).unwrap();
        symlink(tmp.path().join("dev/b"), root.join("x/y/b")).unwrap();
        symlink(tmp.path().join("dev/c"), root.join("team/local/c")).unwrap();
        symlink(tmp.path().join("dev/c"), root.join("target/c")).unwrap();
        let names = |depth| {
            let (followed, _) = resolve(&root, &LinkPolicy::default(), depth, &[]);
            followed.into_iter().map(|f| f.name).collect::<Vec<_>>()
        };
        assert!(names(1).is_empty());
        assert_eq!(names(2), vec!["team/a"]);
        assert_eq!(names(3), vec!["team/a", "x/y/b"]);
    }

    #[test]
    fn the_folders_skipped_are_the_guests() {
        let walk = include_str!("../../../guest/src/discover/walk.rs");
        let start = walk.find("const SKIPPED_DIRS").expect("the guest's list");
        let list = &walk[start..start + walk[start..].find("];").expect("its end")];
        let guest: Vec<&str> = list.split('"').skip(1).step_by(2).collect();
        assert_eq!(guest, SKIPPED_DIRS.to_vec());
    }

    #[test]
    fn allowed_targets_limit_what_is_followed() {
        let tmp = tempfile::tempdir().unwrap();
        let root = tmp.path().join("skills");
        std::fs::create_dir_all(&root).unwrap();
        skill(&tmp.path().join("src/a"));
        skill(&tmp.path().join("other/b"));
        symlink(tmp.path().join("src/a"), root.join("a")).unwrap();
        symlink(tmp.path().join("other/b"), root.join("b")).unwrap();
        let policy = LinkPolicy {
            follow: true,
            allowed_targets: Some(vec![tmp.path().join("src")]),
        };
        let (followed, refused) = resolve(&root, &policy, 1, &[]);
        assert_eq!(followed.iter().map(|f| f.name.as_str()).collect::<Vec<_>>(), vec!["a"]);
        assert!(refused[0].reason.contains("[links] allow"), "{refused:?}");
        assert!(!may_follow(
            Scope::User,
            true,
            &LinkPolicy {
                follow: false,
                ..policy
            }
        ));
        assert!(!may_follow(Scope::Project, false, &LinkPolicy::default()));
        assert!(!may_follow(Scope::Plugin, true, &LinkPolicy::default()));
    }
}
