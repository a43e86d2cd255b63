//! `skills install`: every skill a scope's lock names, put back where it is missing,
//! each fetched at what the lock pinned (this runtime's entries at their commit;
//! `npx skills`' at their `ref`, from their `source` and `skillPath`). `--frozen`, for
//! CI, fails on any drift in what is installed and on any skill that does not come
//! back exactly as the lock recorded it.

use super::lockfile::{LockedSkill, Lockfile};
use super::source::{Forges, SourceSpec};
use super::{AddOptions, Drift, InstallError, InstallScope, Refused, add, verify};
use crate::runtime::host::Host;

/// What `restore` did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Restored {
    /// The skills put back, by name.
    pub restored: Vec<String>,
    /// Skills that came back, but not as the lock recorded them (the source moved
    /// under a name the lock pinned, or a `ref` that is a branch).
    pub changed: Vec<String>,
    /// Drift in what was installed already, left as it is (`verify` says the same).
    pub drift: Vec<String>,
    /// Skills the audit refused: still missing, the others restored.
    pub refused: Vec<Refused>,
}

/// Puts back every skill of `scope`'s lock that is missing. With `frozen`, any drift
/// or any skill that comes back different is an error.
pub fn restore(
    host: &Host,
    scope: &InstallScope,
    options: &AddOptions,
    forges: &Forges,
    frozen: bool,
) -> Result<Restored, InstallError> {
    let lockfile = scope.read_lockfile()?;
    let mut done = Restored::default();
    let mut missing = Vec::new();
    for drift in verify(scope)? {
        match drift {
            Drift::MissingSkill(name) => missing.push(name),
            other => done.drift.push(other.to_string()),
        }
    }
    if frozen && !done.drift.is_empty() {
        return Err(InstallError::Failed(format!(
            "--frozen: what is installed differs from the lock:\n{}",
            done.drift.join("\n")
        )));
    }
    // One add per source: it is fetched, surveyed and audited once, however many of
    // its skills are missing.
    let mut groups: Vec<(SourceSpec, Vec<Missing>)> = Vec::new();
    for name in missing {
        let (spec, path, expected) = match (lockfile.skills.get(&name), lockfile.foreign.get(&name)) {
            (Some(ours), _) => ours_to_fetch(ours)?,
            (None, Some(theirs)) => theirs_to_fetch(&name, theirs, forges, scope)?,
            (None, None) => continue,
        };
        scope.allows(&spec).map_err(|why| format!("`{name}`: {why}"))?;
        match groups.iter_mut().find(|(s, _)| *s == spec) {
            Some((_, members)) => members.push((name, path, expected)),
            None => groups.push((spec, vec![(name, path, expected)])),
        }
    }
    for (spec, members) in groups {
        let base = common_folder(members.iter().map(|(_, path, _)| path.as_str()));
        let exactly = |base: &str, paths: Vec<String>, skills: Vec<String>| AddOptions {
            path: Some(base.to_string()),
            skills,
            all: false,
            paths,
            // Only a missing skill is restored: there is nothing local to keep.
            force: true,
            agents: Vec::new(),
            copy: false,
            plugin: None,
            chooser: None,
            ..options.clone()
        };
        // Each skill by its folder, below the folder they share.
        let relative: Vec<String> = members
            .iter()
            .map(|(_, path, _)| {
                path.strip_prefix(base.as_str())
                    .unwrap_or(path)
                    .trim_start_matches('/')
                    .to_string()
            })
            .collect();
        // The names too: an MCP server sends only the skills named, not all it has.
        let names: Vec<String> = members.iter().map(|(name, _, _)| name.clone()).collect();
        let mut refused = match add(host, scope, &spec, &exactly(&base, relative, names)) {
            Ok(added) => added.refused,
            Err(_) => {
                // A folder the survey from there does not reach (a skill at the shared
                // folder itself, more than four levels down): one at a time, as written.
                let mut refused = Vec::new();
                for (name, path, _) in &members {
                    let added = add(
                        host,
                        scope,
                        &spec,
                        &exactly(path, vec![String::new()], vec![name.clone()]),
                    )
                    .map_err(|why| format!("`{name}`: {why}"))?;
                    refused.extend(added.refused);
                }
                refused
            }
        };
        let after = scope.read_lockfile()?;
        let mut references = Vec::new();
        for (name, path, expected) in members {
            if let Some(at) = refused.iter().position(|r| r.name == name) {
                done.refused.push(refused.remove(at));
                continue;
            }
            let came_back = after.skills.get(&name);
            // The same bytes, from the same folder of the source.
            let same = came_back.is_some_and(|e| e.source.path == path)
                && match &expected {
                    Expected::Tree(digest) => came_back.is_some_and(|e| e.digest == *digest),
                    Expected::Npx(hash) => came_back.and_then(|e| e.computed_hash.as_ref()) == Some(hash),
                };
            if !same {
                if frozen {
                    return Err(InstallError::Failed(format!(
                        "--frozen: `{name}` came back different from what the lock recorded"
                    )));
                }
                done.changed.push(name.clone());
            }
            // The lock keeps naming what was asked for (a tag, a branch), not the
            // commit the restore pinned.
            if let (Some(before), Some(now)) = (lockfile.skills.get(&name), came_back)
                && before.source.reference != now.source.reference
            {
                references.push((name.clone(), before.source.reference.clone()));
            }
            done.restored.push(name);
        }
        if !references.is_empty() {
            let locked = scope.lock()?;
            let mut current: Lockfile = locked.read_lockfile()?;
            for (name, reference) in references {
                if let Some(entry) = current.skills.get_mut(&name) {
                    entry.source.reference = reference;
                }
            }
            locked.write_lockfile(&current)?;
        }
    }
    Ok(done)
}

/// The deepest folder that holds every one of `paths` (`/`-separated skill folders of
/// one source): where `add` looks for them by name.
fn common_folder<'a>(mut paths: impl Iterator<Item = &'a str>) -> String {
    let Some(first) = paths.next() else {
        return String::new();
    };
    let mut common: Vec<&str> = first.split('/').filter(|p| !p.is_empty()).collect();
    for path in paths {
        let parts: Vec<&str> = path.split('/').filter(|p| !p.is_empty()).collect();
        let shared = common.iter().zip(&parts).take_while(|(a, b)| a == b).count();
        common.truncate(shared);
    }
    common.join("/")
}

/// A skill to restore: its name, its folder in the source, what it must match.
type Missing = (String, String, Expected);

/// What a restored skill must match: this runtime's tree digest, or `npx skills`'
/// folder digest.
enum Expected {
    Tree(String),
    Npx(String),
}

fn ours_to_fetch(entry: &LockedSkill) -> Result<(SourceSpec, String, Expected), String> {
    let source = &entry.source;
    let pinned = source.commit.as_deref().or(source.reference.as_deref());
    let spec = SourceSpec::from_lock(&source.kind, &source.location, pinned)?;
    Ok((spec, source.path.clone(), Expected::Tree(entry.digest.clone())))
}

fn theirs_to_fetch(
    name: &str,
    entry: &serde_json::Value,
    forges: &Forges,
    scope: &InstallScope,
) -> Result<(SourceSpec, String, Expected), String> {
    let (spec, path) = super::foreign::npx_source(name, entry, forges, scope)?;
    let hash = entry
        .get("computedHash")
        .and_then(serde_json::Value::as_str)
        .unwrap_or_default()
        .to_string();
    Ok((spec, path, Expected::Npx(hash)))
}

#[cfg(test)]
mod tests {
    use super::common_folder;

    #[test]
    fn skills_of_one_source_are_looked_for_below_their_common_folder() {
        assert_eq!(common_folder(["skills/pdf"].into_iter()), "skills/pdf");
        assert_eq!(common_folder(["skills/pdf", "skills/docx"].into_iter()), "skills");
        assert_eq!(common_folder(["a/x", "b/y"].into_iter()), "");
        assert_eq!(common_folder(["", "skills/pdf"].into_iter()), "");
        assert_eq!(common_folder(std::iter::empty()), "");
    }
}
