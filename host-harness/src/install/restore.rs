//! `skills install`: every skill a scope's lock names, put back where it is missing,
//! each fetched at what the lock pinned (this runtime's entries at their commit;
//! `npx skills`' at their `ref`, from their `source` and `skillPath`). `--frozen`, for
//! CI, fails on any drift in what is installed and on any skill that does not come
//! back exactly as the lock recorded it.

use super::lockfile::{LockedSkill, Lockfile};
use super::source::{Forges, SourceSpec};
use super::{AddOptions, Drift, InstallScope, add, verify};
use crate::host::Host;

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
}

/// Puts back every skill of `scope`'s lock that is missing. With `frozen`, any drift
/// or any skill that comes back different is an error.
pub fn restore(
    host: &Host,
    scope: &InstallScope,
    options: &AddOptions,
    forges: &Forges,
    frozen: bool,
) -> Result<Restored, String> {
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
        return Err(format!(
            "--frozen: what is installed differs from the lock:\n{}",
            done.drift.join("\n")
        ));
    }
    for name in missing {
        let (spec, path, expected) = match (lockfile.skills.get(&name), lockfile.foreign.get(&name)) {
            (Some(ours), _) => ours_to_fetch(ours)?,
            (None, Some(theirs)) => theirs_to_fetch(&name, theirs, forges, scope)?,
            (None, None) => continue,
        };
        scope.allows(&spec).map_err(|why| format!("`{name}`: {why}"))?;
        let options = AddOptions {
            path: Some(path),
            skills: vec![name.clone()],
            all: false,
            // Only a missing skill is restored: there is nothing local to keep.
            force: true,
            agents: Vec::new(),
            copy: false,
            plugin: None,
            chooser: None,
            ..options.clone()
        };
        add(host, scope, &spec, &options).map_err(|why| format!("`{name}`: {why}"))?;
        let after = scope.read_lockfile()?;
        let came_back = after.skills.get(&name);
        let same = match &expected {
            Expected::Tree(digest) => came_back.is_some_and(|e| e.digest == *digest),
            Expected::Npx(hash) => came_back.and_then(|e| e.computed_hash.as_ref()) == Some(hash),
        };
        if !same {
            if frozen {
                return Err(format!(
                    "--frozen: `{name}` came back different from what the lock recorded"
                ));
            }
            done.changed.push(name.clone());
        }
        // The lock keeps naming what was asked for (a tag, a branch), not the commit
        // the restore pinned.
        if let (Some(before), Some(now)) = (lockfile.skills.get(&name), came_back)
            && before.source.reference != now.source.reference
        {
            let locked = scope.lock()?;
            let mut current: Lockfile = locked.read_lockfile()?;
            if let Some(entry) = current.skills.get_mut(&name) {
                entry.source.reference = before.source.reference.clone();
            }
            locked.write_lockfile(&current)?;
        }
        done.restored.push(name);
    }
    Ok(done)
}

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
