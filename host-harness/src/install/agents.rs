//! Every agent's folder: one canonical copy of an installed skill in `.agents/skills`,
//! and a relative symlink to it in each other agent's skills folder (`.claude/skills`,
//! `.gemini/skills`, ...), as `npx skills --agent` does, since Claude Code and others
//! do not read `.agents/skills`. `--copy` copies instead, for agents or filesystems
//! that do not follow links. What was made is recorded in the skill's lockfile entry,
//! so `remove` takes exactly that away and `verify` checks it.

use std::path::{Path, PathBuf};

use super::lockfile::AgentPlacement;
use super::scope::InstallScope;
use crate::layout::{HostDirs, LAYOUTS, Layout};

/// The agents `--agent` names: each layout by its name, or every agent whose skills
/// folder exists for `scope` (`*`). The canonical layout (`agents`) is never one: the
/// skill is there already.
pub fn chosen(names: &[String], scope: &InstallScope, dirs: &HostDirs) -> Result<Vec<&'static Layout>, String> {
    let mut chosen: Vec<&'static Layout> = Vec::new();
    for name in names {
        if name == "*" {
            for layout in LAYOUTS.iter().filter(|l| l.name != "agents") {
                if folder(layout, scope, dirs).is_some_and(|d| d.is_dir()) && !chosen.contains(&layout) {
                    chosen.push(layout);
                }
            }
            continue;
        }
        let layout = Layout::named(name).ok_or_else(|| {
            let known: Vec<&str> = LAYOUTS.iter().map(|l| l.name).collect();
            format!(
                "--agent `{name}` is not an agent this runtime knows ({}, or '*')",
                known.join(", ")
            )
        })?;
        if layout.name != "agents" && !chosen.contains(&layout) {
            chosen.push(layout);
        }
    }
    Ok(chosen)
}

/// The agent's skills folder for `scope`: the project's `.claude/skills`, or the user's
/// `~/.claude/skills`.
pub fn folder(layout: &Layout, scope: &InstallScope, dirs: &HostDirs) -> Option<PathBuf> {
    match &scope.project_root {
        Some(root) => Some(root.join(layout.project)),
        None => layout.user_dir(dirs),
    }
}

/// Places the installed skill `name` (at `scope.skills_dir/name`) in each agent's
/// folder: a relative link, or a copy with `copy`. A place already taken by something
/// else is left alone and reported; the rest is still made. Returns what was made and
/// the problems, in words.
pub fn place(
    scope: &InstallScope,
    dirs: &HostDirs,
    name: &str,
    agents: &[&'static Layout],
    copy: bool,
) -> (Vec<AgentPlacement>, Vec<String>) {
    let canonical = scope.skills_dir.join(name);
    let (mut made, mut problems) = (Vec::new(), Vec::new());
    for layout in agents {
        let Some(dir) = folder(layout, scope, dirs) else {
            problems.push(format!("{}: no folder (no home directory)", layout.name));
            continue;
        };
        let place = dir.join(name);
        let result = if copy {
            place_copy(&canonical, &place)
        } else {
            place_link(&canonical, &place)
        };
        match result {
            Ok(()) => made.push(AgentPlacement {
                agent: layout.name.to_string(),
                how: if copy { "copy" } else { "link" }.to_string(),
            }),
            Err(why) => problems.push(format!("{}: {why}", place.display())),
        }
    }
    (made, problems)
}

fn place_link(canonical: &Path, place: &Path) -> Result<(), String> {
    let parent = place.parent().ok_or("no parent folder")?;
    std::fs::create_dir_all(parent).map_err(|e| format!("cannot make the folder: {e}"))?;
    let target = relative_to(canonical, parent);
    match std::fs::symlink_metadata(place) {
        Ok(meta) if meta.is_symlink() && std::fs::read_link(place).is_ok_and(|t| t == target) => return Ok(()),
        Ok(_) => return Err("something else is there; left alone".into()),
        Err(_) => {}
    }
    std::os::unix::fs::symlink(&target, place).map_err(|e| format!("cannot link: {e}"))
}

fn place_copy(canonical: &Path, place: &Path) -> Result<(), String> {
    if std::fs::symlink_metadata(place).is_ok() {
        return Err("something is there already; left alone".into());
    }
    copy_tree(canonical, place).map_err(|e| format!("cannot copy: {e}"))
}

fn copy_tree(from: &Path, to: &Path) -> std::io::Result<()> {
    std::fs::create_dir_all(to)?;
    for entry in std::fs::read_dir(from)? {
        let entry = entry?;
        let kind = entry.file_type()?;
        let target = to.join(entry.file_name());
        if kind.is_dir() {
            copy_tree(&entry.path(), &target)?;
        } else if kind.is_file() {
            std::fs::copy(entry.path(), &target)?;
        }
    }
    Ok(())
}

/// `target` as a path relative to the folder `from` (both absolute, no `..`).
fn relative_to(target: &Path, from: &Path) -> PathBuf {
    let target: Vec<_> = target.components().collect();
    let from: Vec<_> = from.components().collect();
    let common = target.iter().zip(&from).take_while(|(a, b)| a == b).count();
    let mut relative = PathBuf::new();
    for _ in common..from.len() {
        relative.push("..");
    }
    for part in &target[common..] {
        relative.push(part);
    }
    relative
}

/// Takes away what [`place`] made for `name`: a link only when it still leads to the
/// canonical copy, a copy only when it is still a folder. Returns what was left alone.
pub fn unplace(scope: &InstallScope, dirs: &HostDirs, name: &str, placed: &[AgentPlacement]) -> Vec<String> {
    let mut left = Vec::new();
    for placement in placed {
        let Some(dir) = Layout::named(&placement.agent).and_then(|l| folder(l, scope, dirs)) else {
            continue;
        };
        let place = dir.join(name);
        let ours = match placement.how.as_str() {
            "link" => links_to(&place, &scope.skills_dir.join(name)),
            _ => std::fs::symlink_metadata(&place).is_ok_and(|m| m.is_dir()),
        };
        let removed = match (ours, placement.how.as_str()) {
            (true, "link") => std::fs::remove_file(&place).is_ok(),
            (true, _) => std::fs::remove_dir_all(&place).is_ok(),
            (false, _) => std::fs::symlink_metadata(&place).is_err(),
        };
        if !removed {
            left.push(format!(
                "{}: not what skills add placed there; left alone",
                place.display()
            ));
        }
    }
    left
}

/// Whether `place` is a symlink that leads to `canonical` (the canonical copy may be
/// gone: the link's own text decides).
fn links_to(place: &Path, canonical: &Path) -> bool {
    let Ok(text) = std::fs::read_link(place) else {
        return false;
    };
    let parent = place.parent().unwrap_or(Path::new("/"));
    text == relative_to(canonical, parent) || text == canonical
}

/// What `verify` says of the placements of `name`: each link that is gone or leads
/// elsewhere, each copy that is gone.
pub fn check(scope: &InstallScope, dirs: &HostDirs, name: &str, placed: &[AgentPlacement]) -> Vec<String> {
    let mut problems = Vec::new();
    for placement in placed {
        let Some(dir) = Layout::named(&placement.agent).and_then(|l| folder(l, scope, dirs)) else {
            continue;
        };
        let place = dir.join(name);
        let fine = match placement.how.as_str() {
            "link" => links_to(&place, &scope.skills_dir.join(name)),
            _ => std::fs::symlink_metadata(&place).is_ok_and(|m| m.is_dir()),
        };
        if !fine {
            problems.push(format!(
                "{name}: {} ({}) is missing or was changed",
                place.display(),
                placement.agent
            ));
        }
    }
    problems
}

/// The agents whose folder (for the scope of `skills_dir`) holds `name`, by a link to
/// it or a folder of that name: who sees the skill.
pub fn seen_by(scope: &InstallScope, dirs: &HostDirs, name: &str) -> Vec<&'static str> {
    LAYOUTS
        .iter()
        .filter(|l| folder(l, scope, dirs).is_some_and(|d| std::fs::metadata(d.join(name).join("SKILL.md")).is_ok()))
        .map(|l| l.name)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn links_are_relative_and_removed_only_when_still_ours() {
        let tmp = tempfile::tempdir().unwrap();
        let root = tmp.path().join("repo");
        let scope = InstallScope::project(&root);
        std::fs::create_dir_all(scope.skills_dir.join("pdf")).unwrap();
        std::fs::write(scope.skills_dir.join("pdf/SKILL.md"), "x").unwrap();
        let dirs = HostDirs::default();
        let agents = chosen(&["claude".into(), "gemini".into(), "agents".into()], &scope, &dirs).unwrap();
        assert_eq!(
            agents.iter().map(|l| l.name).collect::<Vec<_>>(),
            vec!["claude", "gemini"]
        );
        let (made, problems) = place(&scope, &dirs, "pdf", &agents, false);
        assert!(problems.is_empty(), "{problems:?}");
        assert_eq!(made.len(), 2);
        let link = root.join(".claude/skills/pdf");
        assert_eq!(
            std::fs::read_link(&link).unwrap(),
            Path::new("../../.agents/skills/pdf")
        );
        assert!(link.join("SKILL.md").exists());
        assert_eq!(seen_by(&scope, &dirs, "pdf"), vec!["agents", "claude", "gemini"]);
        assert!(check(&scope, &dirs, "pdf", &made).is_empty());
        // A gemini link replaced by hand is reported, and left alone on removal.
        std::fs::remove_file(root.join(".gemini/skills/pdf")).unwrap();
        std::fs::create_dir_all(root.join(".gemini/skills/pdf")).unwrap();
        assert_eq!(check(&scope, &dirs, "pdf", &made).len(), 1);
        let left = unplace(&scope, &dirs, "pdf", &made);
        assert_eq!(left.len(), 1, "{left:?}");
        assert!(std::fs::symlink_metadata(&link).is_err(), "our link is gone");
        assert!(root.join(".gemini/skills/pdf").is_dir(), "theirs stays");
        assert!(
            chosen(&["nope".into()], &scope, &dirs)
                .unwrap_err()
                .contains("not an agent")
        );
    }
}
