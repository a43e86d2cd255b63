//! Every agent's folder: one canonical copy of an installed skill in `.agents/skills`,
//! and a relative symlink to it in each other agent's skills folder (`.claude/skills`,
//! `.gemini/skills`, ...), as `npx skills --agent` does, since Claude Code and others
//! do not read `.agents/skills`. `--copy` copies instead, for agents or filesystems
//! that do not follow links. What was made is recorded in the skill's lockfile entry,
//! so `remove` takes exactly that away and `verify` checks it.

use std::path::{Path, PathBuf};

use super::lockfile::AgentPlacement;
use super::scope::InstallScope;
use crate::roots::layout::{HostDirs, LAYOUTS, Layout};

/// An agent `--agent` can name: a layout of this runtime, or an agent `npx skills`
/// knows by the same name, with its project and user skills folders.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Agent {
    /// The name, as `npx skills -a` takes it (or this runtime's layout name).
    pub name: &'static str,
    project: &'static str,
    user: UserFolder,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum UserFolder {
    /// This runtime's layout: its own rules (`$CODEX_HOME`, `$XDG_CONFIG_HOME`).
    Layout(&'static str),
    /// Below the home directory.
    Home(&'static str),
    /// Below `$XDG_CONFIG_HOME` (else `~/.config`).
    Config(&'static str),
}

/// Agents `npx skills` (1.7.4) knows, by its names, with the folders that tool links
/// into (those whose folders sit below the home or the config home).
const NPX_AGENTS: &[(&str, &str, UserFolder)] = &[
    ("claude-code", ".claude/skills", UserFolder::Home(".claude/skills")),
    ("cursor", ".agents/skills", UserFolder::Home(".cursor/skills")),
    ("goose", ".goose/skills", UserFolder::Config("goose/skills")),
    (
        "windsurf",
        ".windsurf/skills",
        UserFolder::Home(".codeium/windsurf/skills"),
    ),
    ("gemini-cli", ".agents/skills", UserFolder::Home(".gemini/skills")),
    ("github-copilot", ".agents/skills", UserFolder::Home(".copilot/skills")),
    ("amp", ".agents/skills", UserFolder::Config("agents/skills")),
    ("cline", ".agents/skills", UserFolder::Home(".agents/skills")),
    ("zed", ".agents/skills", UserFolder::Home(".agents/skills")),
    ("roo", ".roo/skills", UserFolder::Home(".roo/skills")),
    ("continue", ".continue/skills", UserFolder::Home(".continue/skills")),
    ("junie", ".junie/skills", UserFolder::Home(".junie/skills")),
    ("kiro-cli", ".kiro/skills", UserFolder::Home(".kiro/skills")),
    ("qwen-code", ".qwen/skills", UserFolder::Home(".qwen/skills")),
    ("trae", ".trae/skills", UserFolder::Home(".trae/skills")),
    ("augment", ".augment/skills", UserFolder::Home(".augment/skills")),
    ("openhands", ".openhands/skills", UserFolder::Home(".openhands/skills")),
    ("crush", ".crush/skills", UserFolder::Config("crush/skills")),
    ("kilo", ".agents/skills", UserFolder::Home(".kilo/skills")),
    ("droid", ".agents/skills", UserFolder::Home(".factory/skills")),
    ("devin", ".devin/skills", UserFolder::Config("devin/skills")),
    (
        "aider-desk",
        ".aider-desk/skills",
        UserFolder::Home(".aider-desk/skills"),
    ),
];

impl Agent {
    /// The agent called `name`: a layout's name first, then `npx skills`' names.
    pub fn named(name: &str) -> Option<Agent> {
        if let Some(layout) = Layout::named(name) {
            return Some(Agent {
                name: layout.name,
                project: layout.project,
                user: UserFolder::Layout(layout.name),
            });
        }
        NPX_AGENTS
            .iter()
            .find(|(n, _, _)| *n == name)
            .map(|&(name, project, user)| Agent { name, project, user })
    }

    /// Every agent, layouts first.
    fn all() -> impl Iterator<Item = Agent> {
        LAYOUTS
            .iter()
            .map(|l| l.name)
            .chain(NPX_AGENTS.iter().map(|(n, _, _)| *n))
            .filter_map(Agent::named)
    }
}

/// The agents `--agent` names: a layout's name or one `npx skills` knows, or `*` for
/// every agent whose skills folder exists for `scope`. An agent whose folder is the
/// canonical one (it reads `.agents/skills` itself) needs nothing placed; two names for
/// one folder place once.
pub fn chosen(names: &[String], scope: &InstallScope, dirs: &HostDirs) -> Result<Vec<Agent>, String> {
    let real = |d: &Path| std::fs::canonicalize(d).unwrap_or(d.to_path_buf());
    let canonical = real(&scope.skills_dir);
    let mut chosen: Vec<Agent> = Vec::new();
    let keep = |agent: Agent, chosen: &mut Vec<Agent>| {
        let Some(dir) = folder(&agent, scope, dirs) else {
            return;
        };
        let dir = real(&dir);
        if dir == canonical
            || chosen
                .iter()
                .any(|c| folder(c, scope, dirs).map(|d| real(&d)) == Some(dir.clone()))
        {
            return;
        }
        chosen.push(agent);
    };
    for name in names {
        if name == "*" {
            for agent in Agent::all() {
                if folder(&agent, scope, dirs).is_some_and(|d| d.is_dir()) {
                    keep(agent, &mut chosen);
                }
            }
            continue;
        }
        let agent = Agent::named(name).ok_or_else(|| {
            let known: Vec<&str> = Agent::all().map(|a| a.name).collect();
            format!(
                "--agent `{name}` is not an agent this runtime knows ({}, or '*')",
                known.join(", ")
            )
        })?;
        keep(agent, &mut chosen);
    }
    Ok(chosen)
}

/// The agent's skills folder for `scope`: the project's `.claude/skills`, or the user's
/// `~/.claude/skills`.
pub fn folder(agent: &Agent, scope: &InstallScope, dirs: &HostDirs) -> Option<PathBuf> {
    if let Some(root) = &scope.project_root {
        return Some(root.join(agent.project));
    }
    match agent.user {
        UserFolder::Layout(name) => Layout::named(name)?.user_dir(dirs),
        UserFolder::Home(rel) => dirs.home.as_ref().map(|h| h.join(rel)),
        UserFolder::Config(rel) => dirs.config_home().map(|c| c.join(rel)),
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
    agents: &[Agent],
    copy: bool,
) -> (Vec<AgentPlacement>, Vec<String>) {
    let canonical = scope.skills_dir.join(name);
    let (mut made, mut problems) = (Vec::new(), Vec::new());
    for agent in agents {
        let Some(dir) = folder(agent, scope, dirs) else {
            problems.push(format!("{}: no folder (no home directory)", agent.name));
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
                agent: agent.name.to_string(),
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

/// The copies (not links) [`place`] made of `name` that are still folders: what an
/// update refreshes.
pub fn copies_placed(scope: &InstallScope, dirs: &HostDirs, name: &str, placed: &[AgentPlacement]) -> Vec<PathBuf> {
    placed
        .iter()
        .filter(|p| p.how == "copy")
        .filter_map(|p| placed_at(scope, dirs, name, p))
        .filter(|(_, ours)| *ours)
        .map(|(place, _)| place)
        .collect()
}

/// Replaces the copy at `place` with a fresh copy of `canonical`: the new one is made
/// beside it first, then swapped in, so an agent never reads half of each.
pub fn refresh_copy(canonical: &Path, place: &Path) -> Result<(), String> {
    let mut swap = CopySwap::prepare(&[(canonical.to_path_buf(), place.to_path_buf())])?;
    swap.swap()?;
    swap.finish();
    Ok(())
}

/// Copies replaced as one change: every new copy is made beside its place first
/// (nothing replaced yet), then all are swapped in with the old ones kept aside, and
/// the old ones go only when the caller says the change stands ([`CopySwap::finish`]);
/// [`CopySwap::undo`] puts every old one back. Not journaled: a run killed between the
/// swap and the lock leaves new copies that `verify` reports.
pub struct CopySwap {
    /// (new copy beside the place, the place)
    prepared: std::collections::VecDeque<(PathBuf, PathBuf)>,
    /// (the place, its old copy kept aside), for what was swapped in.
    swapped: Vec<(PathBuf, PathBuf)>,
}

/// The hidden names beside `place` a swap uses: the new copy, the old one.
fn beside(place: &Path) -> Option<(PathBuf, PathBuf)> {
    let parent = place.parent()?;
    let name = place.file_name()?.to_string_lossy();
    Some((
        parent.join(format!(".{name}.skills-new")),
        parent.join(format!(".{name}.skills-old")),
    ))
}

impl CopySwap {
    /// Makes a copy of each `(source, place)`'s source beside its place. On failure
    /// nothing is left and nothing was replaced.
    pub fn prepare(items: &[(PathBuf, PathBuf)]) -> Result<CopySwap, String> {
        let mut swap = CopySwap {
            prepared: std::collections::VecDeque::new(),
            swapped: Vec::new(),
        };
        for (source, place) in items {
            let Some((fresh, old)) = beside(place) else {
                swap.undo();
                return Err(format!("{}: not a folder in a skills folder", place.display()));
            };
            let _ = std::fs::remove_dir_all(&fresh);
            let _ = std::fs::remove_dir_all(&old);
            swap.prepared.push_back((fresh.clone(), place.clone()));
            if let Err(e) = copy_tree(source, &fresh) {
                swap.undo();
                return Err(format!("{}: cannot copy: {e}; nothing was replaced", place.display()));
            }
        }
        Ok(swap)
    }

    /// Swaps every prepared copy in. On failure every place has its old copy again.
    pub fn swap(&mut self) -> Result<(), String> {
        // One at a time off the list, so that an undo still finds the copies not yet
        // swapped and removes them.
        while let Some((fresh, place)) = self.prepared.pop_front() {
            let Some((_, old)) = beside(&place) else { continue };
            if let Err(e) = std::fs::rename(&place, &old) {
                let _ = std::fs::remove_dir_all(&fresh);
                self.undo();
                return Err(format!(
                    "{}: cannot set the old copy aside: {e}; nothing was replaced",
                    place.display()
                ));
            }
            self.swapped.push((place.clone(), old));
            if let Err(e) = std::fs::rename(&fresh, &place) {
                let _ = std::fs::remove_dir_all(&fresh);
                self.undo();
                return Err(format!(
                    "{}: cannot put the new copy in place: {e}; nothing was replaced",
                    place.display()
                ));
            }
        }
        Ok(())
    }

    /// Puts every old copy back and removes every new one.
    pub fn undo(&mut self) {
        for (fresh, _) in self.prepared.drain(..) {
            let _ = std::fs::remove_dir_all(&fresh);
        }
        for (place, old) in self.swapped.drain(..).rev() {
            if std::fs::symlink_metadata(&old).is_ok() {
                let _ = std::fs::remove_dir_all(&place);
                let _ = std::fs::rename(&old, &place);
            }
        }
    }

    /// The change stands: the old copies go.
    pub fn finish(mut self) {
        for (_, old) in self.swapped.drain(..) {
            let _ = std::fs::remove_dir_all(&old);
        }
    }
}

/// A failed or abandoned swap leaves every place as it was.
impl Drop for CopySwap {
    fn drop(&mut self) {
        self.undo();
    }
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
        let Some((place, ours)) = placed_at(scope, dirs, name, placement) else {
            continue;
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

/// Where `placement` put `name`, and whether what is there is still what it put: a
/// link that leads to the canonical copy, or a folder. `None` when the agent's folder
/// cannot be found (an unknown agent, no home directory).
fn placed_at(scope: &InstallScope, dirs: &HostDirs, name: &str, placement: &AgentPlacement) -> Option<(PathBuf, bool)> {
    let place = folder(&Agent::named(&placement.agent)?, scope, dirs)?.join(name);
    let ours = match placement.how.as_str() {
        "link" => links_to(&place, &scope.skills_dir.join(name)),
        _ => std::fs::symlink_metadata(&place).is_ok_and(|m| m.is_dir()),
    };
    Some((place, ours))
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
/// elsewhere, each copy that is gone or differs from the installed one.
pub fn check(scope: &InstallScope, dirs: &HostDirs, name: &str, placed: &[AgentPlacement]) -> Vec<String> {
    let mut problems = Vec::new();
    for placement in placed {
        let Some((place, fine)) = placed_at(scope, dirs, name, placement) else {
            continue;
        };
        if !fine {
            problems.push(format!(
                "{name}: {} ({}) is missing or was changed",
                place.display(),
                placement.agent
            ));
        } else if placement.how == "copy" {
            // A copy is only as good as its bytes: the same folder digest as the one
            // installed.
            let digest = |dir: &Path| super::npx_lock::computed_hash(dir).ok();
            if digest(&place) != digest(&scope.skills_dir.join(name)) {
                problems.push(format!(
                    "{name}: {} ({}) differs from the installed copy",
                    place.display(),
                    placement.agent
                ));
            }
        }
    }
    problems
}

/// The agents whose folder (for the scope of `skills_dir`) holds `name`, by a link to
/// it or a folder of that name: who sees the skill.
pub fn seen_by(scope: &InstallScope, dirs: &HostDirs, name: &str) -> Vec<&'static str> {
    LAYOUTS
        .iter()
        .filter_map(|l| Agent::named(l.name))
        .filter(|a| folder(a, scope, dirs).is_some_and(|d| std::fs::metadata(d.join(name).join("SKILL.md")).is_ok()))
        .map(|a| a.name)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_swap_that_fails_halfway_puts_every_old_copy_back() {
        let tmp = tempfile::tempdir().unwrap();
        let new = tmp.path().join("new");
        std::fs::create_dir_all(&new).unwrap();
        std::fs::write(new.join("SKILL.md"), "new").unwrap();
        let place = |name: &str| {
            let dir = tmp.path().join("agents").join(name);
            std::fs::create_dir_all(&dir).unwrap();
            std::fs::write(dir.join("SKILL.md"), "old").unwrap();
            dir
        };
        let (first, second) = (place("a/demo"), place("b/demo"));
        let read = |dir: &Path| std::fs::read_to_string(dir.join("SKILL.md")).unwrap();
        // Undone after the swap: both old again, nothing left beside them.
        let mut swap = CopySwap::prepare(&[(new.clone(), first.clone()), (new.clone(), second.clone())]).unwrap();
        swap.swap().unwrap();
        assert_eq!((read(&first), read(&second)), ("new".into(), "new".into()));
        swap.undo();
        assert_eq!((read(&first), read(&second)), ("old".into(), "old".into()));
        // The second new copy is gone when its turn comes: the first is put back too.
        let mut swap = CopySwap::prepare(&[(new.clone(), first.clone()), (new.clone(), second.clone())]).unwrap();
        std::fs::remove_dir_all(second.parent().unwrap().join(".demo.skills-new")).unwrap();
        assert!(swap.swap().is_err());
        drop(swap);
        assert_eq!((read(&first), read(&second)), ("old".into(), "old".into()));
        let left: Vec<_> = std::fs::read_dir(first.parent().unwrap())
            .unwrap()
            .flatten()
            .map(|e| e.file_name())
            .collect();
        assert_eq!(left, vec![std::ffi::OsString::from("demo")]);
        // Three places, the middle one fails: the third's new copy, never swapped, is
        // removed too.
        let third = place("c/demo");
        let mut swap = CopySwap::prepare(&[
            (new.clone(), first.clone()),
            (new.clone(), second.clone()),
            (new.clone(), third.clone()),
        ])
        .unwrap();
        std::fs::remove_dir_all(second.parent().unwrap().join(".demo.skills-new")).unwrap();
        assert!(swap.swap().is_err());
        drop(swap);
        for dir in [&first, &second, &third] {
            assert_eq!(read(dir), "old");
            let left: Vec<_> = std::fs::read_dir(dir.parent().unwrap())
                .unwrap()
                .flatten()
                .map(|e| e.file_name())
                .collect();
            assert_eq!(left, vec![std::ffi::OsString::from("demo")], "{}", dir.display());
        }
    }

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
