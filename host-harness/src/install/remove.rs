//! `skills remove`: take a skill, its agents' links and its lock entry away, as one
//! change.

use super::*;

/// Removes an installed skill from `scope` and from its lockfile. A skill the
/// lockfile does not list (one made by hand) is refused.
pub fn remove(scope: &InstallScope, name: &str) -> Result<(), InstallError> {
    let locked = scope.lock()?;
    let mut lockfile = locked.read_lockfile()?;
    let Some(entry) = lockfile.skills.remove(name) else {
        return Err(InstallError::NotInstalled {
            name: name.to_string(),
            message: format!(
                "`{name}` was not installed by skills add in {} (see {})",
                locked.skills_dir.display(),
                locked.lockfile_path().display()
            ),
        });
    };
    // The agents' links and copies first: a link left behind would lead nowhere.
    let left = agents::unplace(scope, &crate::roots::layout::HostDirs::from_env(), name, &entry.agents);
    if !left.is_empty() {
        eprintln!("skills: {}", left.join("; "));
    }
    let staging = locked.staging()?;
    let target = locked.skills_dir.join(name);
    let mut renames = Vec::new();
    if std::fs::symlink_metadata(&target).is_ok() {
        renames.push((target, staging.path().join(name)));
    }
    Ok(locked.apply(&staging, &renames, &lockfile)?)
}
