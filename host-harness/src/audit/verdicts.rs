//! Verdicts kept by what was audited: a skill folder whose files are byte for byte
//! those audited before is not audited again. `serve-mcp --audit` rescans on every
//! change (`--watch`) and audits only the skills that changed.

use std::collections::HashMap;
use std::path::Path;

use sha2::{Digest, Sha256};

use crate::component::AuditReport;

/// Most entries a folder may hold and still be digested; past it, it is audited
/// every time (the audit itself reads at most 512 files).
pub const MAX_DIGESTED_ENTRIES: usize = 4096;

/// Bytes of each file that enter the digest: the audit reads no more of a file
/// (`MAX_SCAN_BYTES` in the guest), so a change past them changes no verdict; the
/// size is in the digest too.
pub const MAX_DIGESTED_FILE_BYTES: u64 = 4 * 1024 * 1024;

/// Verdicts by skill folder, each with the digest of the folder it was made for.
#[derive(Debug, Default)]
pub struct Verdicts {
    kept: HashMap<String, (String, AuditReport)>,
    /// Audits not made because the folder had not changed.
    pub reused: usize,
    /// Audits made.
    pub made: usize,
}

impl Verdicts {
    /// The report of the skill in `directory`: the one kept when its folder has the
    /// digest it had, else `audit()`'s, kept for next time. A folder that cannot be
    /// digested (gone, too large, a builtin) is audited and nothing is kept.
    pub fn report<E>(
        &mut self,
        directory: &str,
        audit: impl FnOnce() -> Result<AuditReport, E>,
    ) -> Result<AuditReport, E> {
        let digest = folder_digest(Path::new(directory));
        if let (Some(digest), Some((kept_digest, report))) = (&digest, self.kept.get(directory))
            && digest == kept_digest
        {
            self.reused += 1;
            return Ok(report.clone());
        }
        self.made += 1;
        let report = audit()?;
        match digest {
            Some(digest) => {
                self.kept.insert(directory.to_string(), (digest, report.clone()));
            }
            None => {
                self.kept.remove(directory);
            }
        }
        Ok(report)
    }
}

/// SHA-256 over every entry below `dir` (links not followed), sorted by path: its
/// kind, its path, and for a file its size and first [`MAX_DIGESTED_FILE_BYTES`]
/// bytes, for a link its target. `None` when `dir` is not a folder or holds more
/// than [`MAX_DIGESTED_ENTRIES`] entries.
pub fn folder_digest(dir: &Path) -> Option<String> {
    if !std::fs::symlink_metadata(dir).ok()?.is_dir() {
        return None;
    }
    let mut entries: Vec<(String, std::path::PathBuf, std::fs::FileType)> = Vec::new();
    let mut pending = vec![(String::new(), dir.to_path_buf())];
    while let Some((prefix, folder)) = pending.pop() {
        for entry in std::fs::read_dir(&folder).ok()? {
            let entry = entry.ok()?;
            let name = entry.file_name().to_string_lossy().into_owned();
            let relative = if prefix.is_empty() {
                name
            } else {
                format!("{prefix}/{name}")
            };
            let kind = entry.file_type().ok()?;
            if kind.is_dir() {
                pending.push((relative.clone(), entry.path()));
            }
            entries.push((relative, entry.path(), kind));
            if entries.len() > MAX_DIGESTED_ENTRIES {
                return None;
            }
        }
    }
    entries.sort_by(|a, b| a.0.as_bytes().cmp(b.0.as_bytes()));
    let mut hasher = Sha256::new();
    for (relative, path, kind) in entries {
        if kind.is_dir() {
            hasher.update(format!("d {relative}\n"));
        } else if kind.is_symlink() {
            let target = std::fs::read_link(&path).ok()?;
            hasher.update(format!("l {relative} {}\n", target.to_string_lossy()));
        } else if kind.is_file() {
            let file = std::fs::File::open(&path).ok()?;
            let size = file.metadata().ok()?.len();
            hasher.update(format!("f {relative} {size}\n"));
            let mut head = Vec::new();
            std::io::Read::read_to_end(&mut std::io::Read::take(file, MAX_DIGESTED_FILE_BYTES), &mut head).ok()?;
            hasher.update(&head);
        } else {
            hasher.update(format!("o {relative}\n"));
        }
    }
    Some(hasher.finalize().iter().fold(String::from("sha256:"), |mut out, b| {
        out.push_str(&format!("{b:02x}"));
        out
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_verdict_is_reused_until_a_file_changes_and_each_change_is_seen() {
        let dir = std::env::temp_dir().join(format!("verdicts-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(dir.join("scripts")).unwrap();
        std::fs::write(dir.join("SKILL.md"), "---\nname: a\ndescription: d\n---\n").unwrap();
        let shown = dir.display().to_string();
        let report = |skill: &str| AuditReport {
            skill: skill.into(),
            path: String::new(),
            directory: String::new(),
            findings: Vec::new(),
            files_scanned: 1,
            bytes_scanned: 1,
            endpoints: Vec::new(),
            executables: Vec::new(),
            allowed_tools: None,
            rules: Vec::new(),
        };
        let mut verdicts = Verdicts::default();
        let first = verdicts.report(&shown, || Ok::<_, ()>(report("first"))).unwrap();
        let again = verdicts.report(&shown, || Ok::<_, ()>(report("second"))).unwrap();
        assert_eq!((first.skill.as_str(), again.skill.as_str()), ("first", "first"));
        assert_eq!((verdicts.made, verdicts.reused), (1, 1));
        for change in [
            |d: &Path| std::fs::write(d.join("scripts/run.sh"), "echo hi\n").unwrap(),
            |d: &Path| std::fs::write(d.join("scripts/run.sh"), "echo ho\n").unwrap(),
            |d: &Path| std::fs::rename(d.join("scripts/run.sh"), d.join("scripts/go.sh")).unwrap(),
            |d: &Path| std::fs::create_dir(d.join("empty")).unwrap(),
        ] {
            change(&dir);
            let made = verdicts.made;
            verdicts.report(&shown, || Ok::<_, ()>(report("new"))).unwrap();
            assert_eq!(verdicts.made, made + 1, "a change is audited again");
        }
        assert!(folder_digest(&dir.join("missing")).is_none());
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
