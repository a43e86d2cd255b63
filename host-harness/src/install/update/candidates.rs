//! Step 1 of an update: the skills to look at, this runtime's and those other tools
//! installed, and the notes on those it cannot take up.

use super::*;

/// A skill to look at: its name, its entry (another tool's, read as this runtime's),
/// and that tool's record when it is not this runtime's own.
pub(super) type Candidate = (String, LockedSkill, Option<foreign::Foreign>);

/// Step 1, what to look at: this runtime's skills, then the others' (a name once),
/// narrowed to `names`; and the notes on skills another tool installed that cannot be
/// taken up. A name asked for that nobody installed ends the run.
pub(super) fn candidates(
    host: &Host,
    scope: &InstallScope,
    locked: &scope::LockedScope,
    lockfile: &Lockfile,
    dirs: &crate::roots::layout::HostDirs,
    names: &[String],
    forges: &Forges,
) -> Result<(Vec<Candidate>, Vec<Update>), InstallError> {
    let mut candidates: Vec<Candidate> = lockfile
        .skills
        .iter()
        .map(|(name, entry)| (name.clone(), entry.clone(), None))
        .collect();
    // Another tool's state (its lock, its copies) is read only when something may be
    // its, and a problem with it is a note on that skill, never the end of the run.
    let mut notes: Vec<Update> = Vec::new();
    let mut unread: Vec<Update> = Vec::new();
    let only_ours = !names.is_empty() && names.iter().all(|n| lockfile.skills.contains_key(n));
    if !only_ours {
        let (others, problems) = installed_by_others(host, scope, lockfile, dirs, forges);
        unread.extend(problems.into_iter().map(|(label, tool, why)| noted(label, tool, why)));
        for (name, tool, found) in others {
            if candidates.iter().any(|(n, ..)| *n == name) || notes.iter().any(|u| u.name == name) {
                continue;
            }
            match found {
                Ok(other) => {
                    let installed = other
                        .copies(scope, dirs)
                        .into_iter()
                        .next()
                        .unwrap_or_else(|| locked.skills_dir.join(&name));
                    candidates.push((name, other.as_locked(&installed), Some(other)));
                }
                Err(why) => notes.push(noted(name, tool, why)),
            }
        }
    }
    for name in names {
        if let Some(why) = notes.iter().find(|u| u.name == *name).and_then(|u| u.note.clone()) {
            return Err(InstallError::Failed(why));
        }
        if !candidates.iter().any(|(n, ..)| n == name) {
            let mut why = format!(
                "`{name}` was installed in {} by none of skills add, npx skills and gh skill",
                locked.skills_dir.display()
            );
            for problem in &unread {
                why.push_str(&format!(
                    " ({}: {})",
                    problem.name,
                    problem.note.as_deref().unwrap_or("")
                ));
            }
            return Err(InstallError::NotInstalled {
                name: name.clone(),
                message: why,
            });
        }
    }
    let wanted = |name: &str| names.is_empty() || names.iter().any(|n| n == name);
    candidates.retain(|(name, ..)| wanted(name));
    notes.retain(|u| wanted(&u.name));
    // What could not be read is said when every skill was asked for.
    if names.is_empty() {
        notes.append(&mut unread);
    }
    Ok((candidates, notes))
}

/// An update that is only a note: why a skill another tool installed is left as it is.
pub(super) fn noted(name: String, tool: &'static str, why: String) -> Update {
    Update {
        name,
        commits: (None, None),
        changes: Vec::new(),
        audit: None,
        applied: false,
        refused: false,
        installed_by: (!tool.is_empty()).then_some(tool),
        note: Some(why),
    }
}

/// Skills another tool installed: the name, the tool, and how to update it or why it
/// cannot be.
pub(super) type InstalledByOthers = Vec<(String, &'static str, Result<foreign::Foreign, String>)>;

/// What could not be read of another tool's state: what, the tool, why.
pub(super) type OthersUnread = Vec<(String, &'static str, String)>;

/// The skills of `scope` another tool installed, by name, each as `update` takes it
/// up (or why it cannot be): `npx skills`' entries in the shared lock or its user lock,
/// and copies in any agent's folder that carry `gh skill`'s provenance. `gh skill`'s
/// provenance is read from the frontmatter by the component, in a session over those
/// folders. What cannot be read (the user lock, the folders) comes back on its own.
pub(super) fn installed_by_others(
    host: &Host,
    scope: &InstallScope,
    lockfile: &Lockfile,
    dirs: &crate::roots::layout::HostDirs,
    forges: &Forges,
) -> (InstalledByOthers, OthersUnread) {
    let npx = |(name, found)| (name, "npx skills", found);
    let mut found: Vec<_> = foreign::shared_lock_entries(&lockfile.foreign, forges, scope)
        .into_iter()
        .map(npx)
        .collect();
    let mut unread = Vec::new();
    match foreign::user_lock_entries(scope, dirs, forges) {
        Ok(entries) => found.extend(entries.into_iter().map(npx)),
        Err(why) => unread.push(("npx skills' user lock".to_string(), "npx skills", why)),
    }
    let mut folders: Vec<std::path::PathBuf> = Vec::new();
    for folder in std::iter::once(scope.skills_dir.clone()).chain(foreign::agent_folders(scope, dirs)) {
        if let Ok(real) = std::fs::canonicalize(&folder)
            && real.is_dir()
            && !folders.contains(&real)
        {
            folders.push(real);
        }
    }
    if folders.is_empty() {
        return (found, unread);
    }
    let roots = folders
        .into_iter()
        .map(|dir| crate::roots::root_dir::RootDir::new(dir, crate::component::Scope::User))
        .collect();
    let discovery = host.prepare_session(roots).and_then(|prepared| {
        let policy = prepared.default_policy().clone();
        prepared.into_session(policy).discover()
    });
    let discovery = match discovery {
        Ok(discovery) => discovery,
        Err(e) => {
            unread.push((
                "the agents' folders".to_string(),
                "gh skill",
                format!("the component failed reading them: {e}"),
            ));
            return (found, unread);
        }
    };
    let skills = discovery
        .skills
        .iter()
        .chain(discovery.withheld.iter().map(|w| &w.skill));
    for skill in skills {
        if let Some(gh) = foreign::gh_provenance(
            &skill.name,
            std::path::Path::new(&skill.directory),
            &skill.metadata,
            forges,
        ) {
            found.push((skill.name.clone(), "gh skill", gh));
        }
    }
    (found, unread)
}
