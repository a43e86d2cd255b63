//! The project lock Vercel's `skills` CLI (`npx skills`) writes at a repository's root,
//! `skills-lock.json`, read so that `skills verify` checks what a teammate installed
//! with that tool too:
//!
//! ```json
//! { "version": 1,
//!   "skills": { "pdf": { "source": "anthropics/skills", "sourceType": "github",
//!                        "skillPath": "skills/pdf/SKILL.md", "computedHash": "<hex>" } } }
//! ```
//!
//! `computedHash` is that tool's own digest of a skill folder, reproduced here exactly
//! ([`computed_hash`]): SHA-256 over each file's relative path and then its bytes,
//! files in JavaScript's `localeCompare` order, `.git` and `node_modules` folders and
//! symlinks skipped. A copy in any agent's project folder (`.agents/skills`,
//! `.claude/skills`, ...) is checked against it.

use std::cmp::Ordering;
use std::path::{Path, PathBuf};

use sha2::{Digest, Sha256};

use super::Drift;
use crate::roots::layout::LAYOUTS;

/// The file's name at the repository root (the same name as this runtime's own lock,
/// which lives in the skills folder).
pub const NPX_LOCK_NAME: &str = "skills-lock.json";
/// Largest lock read.
const MAX_BYTES: u64 = 16 * 1024 * 1024;

/// One entry `npx skills` wrote.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NpxEntry {
    /// The skill's name (the entry's key).
    pub name: String,
    /// `owner/repo`, a URL, or `./path`, as written.
    pub source: String,
    /// `github`, `gitlab`, `git`, `local`, `well-known`, ...
    pub source_type: String,
    /// Its digest of the skill folder, lowercase hex.
    pub computed_hash: String,
}

/// The entries of `<root>/skills-lock.json` in `npx skills`' shape (a `source` that is
/// a string); an absent file, or one in another shape, has none. A file that is not
/// JSON is an error naming it.
pub fn read(root: &Path) -> Result<Vec<NpxEntry>, String> {
    let path = root.join(NPX_LOCK_NAME);
    let shown = path.display();
    let value = super::read_json_file(&path, MAX_BYTES)?.unwrap_or_default();
    let Some(skills) = value.get("skills").and_then(serde_json::Value::as_object) else {
        return Ok(Vec::new());
    };
    let mut entries = Vec::new();
    for (name, entry) in skills {
        let text = |key: &str| entry.get(key).and_then(serde_json::Value::as_str).map(str::to_string);
        // This runtime's own entries are checked by their per-file record instead.
        if entry.get(super::lockfile::SHARED_KEY).is_some() {
            continue;
        }
        let (Some(source), Some(computed_hash)) = (text("source"), text("computedHash")) else {
            continue;
        };
        if !super::is_installable_name(name) {
            return Err(format!(
                "{shown}: names a skill `{}` that cannot be a folder name",
                crate::api::text::terminal_safe(name)
            ));
        }
        entries.push(NpxEntry {
            name: name.clone(),
            source,
            source_type: text("sourceType").unwrap_or_default(),
            computed_hash: computed_hash.to_ascii_lowercase(),
        });
    }
    Ok(entries)
}

/// How the skills `npx skills` installed in the project at `root` differ from its lock:
/// a skill no agent's folder holds, or a copy whose folder digest is not the recorded
/// one. A link and the copy it leads to are checked once.
pub fn verify(root: &Path) -> Result<Vec<Drift>, String> {
    let mut drift = Vec::new();
    for entry in read(root)? {
        let places = LAYOUTS.iter().map(|layout| root.join(layout.project).join(&entry.name));
        check_copies(
            &entry.name,
            places,
            |real| computed_hash(real).ok(),
            &entry.computed_hash,
            &mut drift,
        );
    }
    Ok(drift)
}

/// How the skills `npx skills` (or `gh skill`) installed for the user differ from the
/// user lock they keep, `~/.agents/.skill-lock.json` (version 3; `$XDG_STATE_HOME/
/// skills/.skill-lock.json` when that is set): per skill a `skillFolderHash` that is
/// the folder digest ([`computed_hash`], 64 hex digits) or the git tree id GitHub
/// gave (40 hex digits, recomputed here by git itself: [`git_tree_id`]). An empty
/// hash cannot be checked and is skipped.
pub fn verify_user(dirs: &crate::roots::layout::HostDirs) -> Result<Vec<Drift>, String> {
    let Some(lock) = user_lock_path(dirs) else {
        return Ok(Vec::new());
    };
    let value = read_user_lock(&lock)?.unwrap_or_default();
    let Some(skills) = value.get("skills").and_then(serde_json::Value::as_object) else {
        return Ok(Vec::new());
    };
    let mut drift = Vec::new();
    for (name, entry) in skills {
        let hash = entry
            .get("skillFolderHash")
            .and_then(serde_json::Value::as_str)
            .unwrap_or("");
        if hash.is_empty() || !super::is_installable_name(name) {
            continue;
        }
        let places = LAYOUTS
            .iter()
            .filter_map(|layout| layout.user_dir(dirs))
            .map(|dir| dir.join(name));
        let actual = |real: &Path| match hash.len() {
            40 => git_tree_id(real).ok(),
            _ => computed_hash(real).ok(),
        };
        check_copies(name, places, actual, &hash.to_ascii_lowercase(), &mut drift);
    }
    Ok(drift)
}

/// The user lock's version this runtime reads and rewrites (`npx skills` 1.7's).
pub const USER_LOCK_VERSION: u64 = 3;

/// Where `npx skills` keeps its user lock: `$XDG_STATE_HOME/skills/.skill-lock.json`
/// when that is set, `~/.agents/.skill-lock.json` otherwise (as that tool decides).
pub fn user_lock_path(dirs: &crate::roots::layout::HostDirs) -> Option<PathBuf> {
    match std::env::var_os("XDG_STATE_HOME").filter(|v| !v.is_empty()) {
        Some(state) => Some(PathBuf::from(state).join("skills/.skill-lock.json")),
        None => dirs.home.as_ref().map(|home| home.join(".agents/.skill-lock.json")),
    }
}

/// The user lock at `path` as JSON; `None` when there is none.
pub fn read_user_lock(path: &Path) -> Result<Option<serde_json::Value>, String> {
    super::read_json_file(path, MAX_BYTES)
}

/// Records in the user lock at `path` that each named skill is now the folder whose
/// digest is given, as `npx skills` does after its own update: each entry's
/// `skillFolderHash` and `updatedAt`, nothing else. Only a version-3 lock is
/// rewritten, whole, through a synced file beside it with its mode, renamed over it.
/// Returns the bytes it replaced, for [`put_back`].
pub fn record_user_hashes(path: &Path, hashes: &[(String, String)]) -> Result<Vec<u8>, String> {
    let shown = path.display();
    let before = std::fs::read(path).map_err(|e| format!("{shown}: {e}"))?;
    let mut value = read_user_lock(path)?.ok_or_else(|| format!("{shown}: gone"))?;
    if value.get("version").and_then(serde_json::Value::as_u64) != Some(USER_LOCK_VERSION) {
        return Err(format!("{shown}: not version {USER_LOCK_VERSION}; not changed"));
    }
    let now = super::lockfile::now_iso_millis();
    for (name, hash) in hashes {
        let entry = value
            .get_mut("skills")
            .and_then(|skills| skills.get_mut(name))
            .and_then(serde_json::Value::as_object_mut)
            .ok_or_else(|| format!("{shown}: no longer lists `{name}`; not changed"))?;
        entry.insert("skillFolderHash".into(), hash.clone().into());
        entry.insert("updatedAt".into(), now.clone().into());
    }
    // Two-space JSON, no final newline, as that tool writes it (keys in serde_json's
    // order: it reads them by name).
    let text = serde_json::to_string_pretty(&value).map_err(|e| format!("{shown}: {e}"))?;
    replace_file(path, text.as_bytes())?;
    Ok(before)
}

/// Puts back the bytes [`record_user_hashes`] replaced, when the change it was part of
/// did not stand.
pub fn put_back(path: &Path, bytes: &[u8]) -> Result<(), String> {
    replace_file(path, bytes)
}

/// `path`'s bytes replaced by `bytes`: written and synced beside it with its mode,
/// then renamed over it.
fn replace_file(path: &Path, bytes: &[u8]) -> Result<(), String> {
    use std::io::Write;
    let shown = path.display();
    let next = path.with_extension("json.skills-new");
    let written = (|| {
        let mode = std::fs::metadata(path)?.permissions();
        let mut file = std::fs::File::create(&next)?;
        file.write_all(bytes)?;
        file.set_permissions(mode)?;
        file.sync_all()?;
        std::fs::rename(&next, path)
    })();
    written.map_err(|e| {
        let _ = std::fs::remove_file(&next);
        format!("{shown}: cannot write it: {e}")
    })
}

/// The git tree id of `dir`'s contents, as GitHub reports a folder's: computed by git
/// itself, in a throwaway repository, every file added (ignore rules too).
pub fn git_tree_id(dir: &Path) -> Result<String, String> {
    let scratch =
        super::workdir::PrivateDir::new_in(&std::env::temp_dir(), "skills-tree-").map_err(|e| e.to_string())?;
    let git_dir = scratch.path().join("repo");
    let run = |args: &[&str]| -> Result<String, String> {
        let mut command = std::process::Command::new("git");
        command.args(args);
        if args[0] != "init" {
            command
                .env("GIT_DIR", &git_dir)
                .env("GIT_INDEX_FILE", scratch.path().join("index"))
                .env("GIT_WORK_TREE", dir);
        }
        let out = command
            .env("GIT_CONFIG_NOSYSTEM", "1")
            .env("GIT_CONFIG_GLOBAL", "/dev/null")
            .current_dir(dir)
            .stdin(std::process::Stdio::null())
            .output()
            .map_err(|e| format!("cannot run git ({e})"))?;
        if !out.status.success() {
            return Err(String::from_utf8_lossy(&out.stderr).trim().to_string());
        }
        Ok(String::from_utf8_lossy(&out.stdout).trim().to_string())
    };
    run(&[
        "init",
        "--quiet",
        "--bare",
        git_dir.to_str().ok_or("a path that is not UTF-8")?,
    ])?;
    run(&["add", "--all", "--force", "."])?;
    run(&["write-tree"])
}

/// Checks every copy of skill `name` among `places` (agents' folders; a link and the
/// copy it leads to count once) against `expected`, as `hash_of` computes it: each that
/// differs is drift, and none at all is a missing skill.
fn check_copies(
    name: &str,
    places: impl Iterator<Item = PathBuf>,
    hash_of: impl Fn(&Path) -> Option<String>,
    expected: &str,
    drift: &mut Vec<Drift>,
) {
    let mut seen: Vec<PathBuf> = Vec::new();
    for place in places {
        let Ok(real) = std::fs::canonicalize(&place) else {
            continue;
        };
        if !real.is_dir() || seen.contains(&real) {
            continue;
        }
        seen.push(real.clone());
        if hash_of(&real).as_deref() != Some(expected) {
            drift.push(Drift::NpxHashMismatch {
                skill: name.to_string(),
                place: place.display().to_string(),
            });
        }
    }
    if seen.is_empty() {
        drift.push(Drift::MissingSkill(name.to_string()));
    }
}

/// `npx skills`' digest of a skill folder: every regular file below `dir` (folders
/// named `.git` or `node_modules` skipped at any depth, symlinks skipped, dot-files
/// kept), sorted by [`locale_order`] of their `/`-separated relative paths, then
/// SHA-256 over each path's UTF-8 and the file's bytes, in turn; lowercase hex.
pub fn computed_hash(dir: &Path) -> std::io::Result<String> {
    let mut files = Vec::new();
    collect(dir, "", &mut files)?;
    files.sort_by(|a, b| locale_order(&a.0, &b.0));
    let mut hash = Sha256::new();
    for (relative, path) in files {
        hash.update(relative.as_bytes());
        hash.update(std::fs::read(path)?);
    }
    Ok(hex(&hash.finalize()))
}

fn collect(dir: &Path, prefix: &str, out: &mut Vec<(String, PathBuf)>) -> std::io::Result<()> {
    for entry in std::fs::read_dir(dir)? {
        let entry = entry?;
        let name = entry.file_name().to_string_lossy().into_owned();
        let kind = entry.file_type()?;
        let relative = if prefix.is_empty() {
            name.clone()
        } else {
            format!("{prefix}/{name}")
        };
        if kind.is_dir() {
            if name != ".git" && name != "node_modules" {
                collect(&entry.path(), &relative, out)?;
            }
        } else if kind.is_file() {
            out.push((relative, entry.path()));
        }
    }
    Ok(())
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// JavaScript's `a.localeCompare(b)` (ICU's root collation, as Node applies it) for the
/// file paths a skill holds: first by primary weight (whitespace, then punctuation and
/// symbols in CLDR's order, then digits, then letters without case), then lowercase
/// before uppercase at the first case difference, then by code point. Exact for ASCII
/// paths, which is what skills hold; other characters sort after the letters by code
/// point (an approximation of ICU that `tests/all/npx_interop.rs` checks against Node).
pub fn locale_order(a: &str, b: &str) -> Ordering {
    let primary = |s: &str| s.chars().map(primary_weight).collect::<Vec<u32>>();
    primary(a)
        .cmp(&primary(b))
        .then_with(|| {
            a.chars()
                .zip(b.chars())
                .find(|(x, y)| x != y && x.eq_ignore_ascii_case(y))
                .map_or(Ordering::Equal, |(x, _)| {
                    if x.is_ascii_lowercase() {
                        Ordering::Less
                    } else {
                        Ordering::Greater
                    }
                })
        })
        .then_with(|| a.cmp(b))
}

/// CLDR root collation's order of the ASCII punctuation and symbols (non-ignorable).
const PUNCTUATION: &str = "_-,;:!?.'\"()[]{}@*/\\&#%`^+<=>|~$";

fn primary_weight(c: char) -> u32 {
    match c {
        '\t' | '\n' | '\u{b}' | '\u{c}' | '\r' | ' ' => c as u32,
        '0'..='9' => 1000 + (c as u32 - '0' as u32),
        'a'..='z' => 2000 + (c as u32 - 'a' as u32),
        'A'..='Z' => 2000 + (c as u32 - 'A' as u32),
        _ => match PUNCTUATION.find(c) {
            Some(index) => 100 + index as u32,
            None => 10_000 + c as u32,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_sort_as_node_sorts_them() {
        let mut paths = vec![
            "Zeta.md",
            "SKILL.md",
            "assets/x.txt",
            "ab.md",
            "a-b.md",
            "a_b.md",
            ".hidden",
            "_x.md",
        ];
        paths.sort_by(|a, b| locale_order(a, b));
        // Node 22 (en-US), `paths.sort((a, b) => a.localeCompare(b))`.
        assert_eq!(
            paths,
            vec![
                "_x.md",
                ".hidden",
                "a_b.md",
                "a-b.md",
                "ab.md",
                "assets/x.txt",
                "SKILL.md",
                "Zeta.md"
            ]
        );
    }

    #[test]
    fn the_git_tree_id_is_gits_own() {
        let tmp = tempfile::tempdir().unwrap();
        let repo = tmp.path();
        let git = |args: &[&str]| {
            let out = std::process::Command::new("git")
                .args(args)
                .current_dir(repo)
                .output()
                .unwrap();
            assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
            String::from_utf8_lossy(&out.stdout).trim().to_string()
        };
        git(&["init", "--quiet"]);
        std::fs::create_dir_all(repo.join("skills/demo/scripts")).unwrap();
        std::fs::write(repo.join("skills/demo/SKILL.md"), "x").unwrap();
        std::fs::write(repo.join("skills/demo/scripts/run.sh"), "echo").unwrap();
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(
            repo.join("skills/demo/scripts/run.sh"),
            std::fs::Permissions::from_mode(0o755),
        )
        .unwrap();
        git(&["add", "-A"]);
        git(&[
            "-c",
            "user.name=t",
            "-c",
            "user.email=t@t",
            "commit",
            "--quiet",
            "-m",
            "x",
        ]);
        assert_eq!(
            git_tree_id(&repo.join("skills/demo")).unwrap(),
            git(&["rev-parse", "HEAD:skills/demo"])
        );
    }

    #[test]
    fn the_hash_is_the_tools_own() {
        let tmp = tempfile::tempdir().unwrap();
        std::fs::write(
            tmp.path().join("SKILL.md"),
            "---\nname: demo\ndescription: Demo skill.\n---\nBody\n",
        )
        .unwrap();
        // What `npx skills add ./src/demo` recorded for this folder.
        assert_eq!(
            computed_hash(tmp.path()).unwrap(),
            "12b9531f3def63b3cae47f9841edff62c876a00b3aed56abe179e45f33e457e6"
        );
    }
}
