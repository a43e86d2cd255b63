//! Linked skill folders: a skill folder in a root that is a symlink to a directory
//! elsewhere, as people link a checkout into `~/.claude/skills` or `~/.agents/skills`
//! while they develop it (Codex, Claude Code, Goose and Zed follow such links;
//! OpenClaw within `allowSymlinkTargets`).
//!
//! The guest cannot follow a link out of its preopen, and must not be able to. So the
//! host decides, before the instance starts, which links to follow: it resolves each
//! top-level link of a user root or a trusted project root, and preopens the target
//! read-only **at the link's own guest path** (`/roots/0/my-skill`). WASI picks the
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
    /// The link's file name in the root (the skill's folder name).
    pub name: String,
    /// The target, canonical: where the skill really lives.
    pub target: PathBuf,
}

/// A link that is not followed, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RefusedLink {
    /// The link's file name in the root.
    pub name: String,
    /// Why, as a sentence fragment: `its target has no SKILL.md`.
    pub reason: String,
}

/// Whether links in a root of this scope and trust may be followed at all.
pub fn may_follow(scope: Scope, trusted: bool, policy: &LinkPolicy) -> bool {
    policy.follow && trusted && matches!(scope, Scope::User | Scope::Project)
}

/// The top-level links of `root` to follow, and those refused, in name order.
/// `other_roots` are the session's other roots, canonical: a link into one of them is
/// left alone, as that root finds the skill (it counts once).
pub fn resolve(root: &Path, policy: &LinkPolicy, other_roots: &[PathBuf]) -> (Vec<LinkedSkill>, Vec<RefusedLink>) {
    resolve_with(root, policy, || other_roots.to_vec())
}

/// [`resolve`], asking for the other roots only when `root` has a link at all: the
/// common root has none, and resolving every root's real path costs a `readlink` per
/// component of it.
pub fn resolve_with(
    root: &Path,
    policy: &LinkPolicy,
    other_roots: impl FnOnce() -> Vec<PathBuf>,
) -> (Vec<LinkedSkill>, Vec<RefusedLink>) {
    let (mut followed, mut refused) = (Vec::new(), Vec::new());
    let Ok(entries) = std::fs::read_dir(root) else {
        return (followed, refused);
    };
    let mut links: Vec<(String, PathBuf)> = entries
        .filter_map(Result::ok)
        .filter(|e| e.file_type().is_ok_and(|t| t.is_symlink()))
        .filter_map(|e| Some((e.file_name().into_string().ok()?, e.path())))
        .filter(|(name, _)| !name.starts_with('.'))
        .collect();
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
        // Hidden entries are never skills (the guest skips them too).
        if name.starts_with('.') {
            continue;
        }
        match check(&link, &canonical_root, home.as_deref(), policy, &followed, &other_roots) {
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

/// `Ok(Some(target))` to follow, `Ok(None)` when the guest handles the link itself (a
/// relative link that stays in the root), `Err(reason)` to refuse.
fn check(
    link: &Path,
    root: &Path,
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
    let top_level = target.strip_prefix(root).is_ok_and(|rel| rel.components().count() == 1);
    if top_level {
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

        let (followed, refused) = resolve(&root, &LinkPolicy::default(), &[]);
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
        let (followed, refused) = resolve(&root, &policy, &[]);
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
