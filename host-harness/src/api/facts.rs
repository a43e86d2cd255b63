//! The host's side of eligibility: what this machine has, as facts the component can
//! decide on. Only names cross into the sandbox, never values: which of the binaries
//! the skills name exist on `PATH`, which of the named environment variables are set,
//! and the OS.

use std::collections::BTreeSet;
use std::ffi::OsStr;
use std::path::{Path, PathBuf};

use crate::component::{HostFacts, Requirements};

/// Most binary names probed, and most variable names checked, per call: each name
/// costs one stat per `PATH` directory. Names past the cap stay unknown.
pub const MAX_PROBED_NAMES: usize = 256;

/// The facts for `requirements` (the skills' `requires`), from this process's `PATH`,
/// environment and OS.
pub fn probe_host_facts<'a>(requirements: impl IntoIterator<Item = &'a Requirements>) -> HostFacts {
    let path = std::env::var_os("PATH");
    let is_set = |name: &str| std::env::var_os(name).is_some_and(|v| !v.is_empty());
    probe_with(requirements, path.as_deref(), is_set, host_os())
}

/// [`probe_host_facts`] with the `PATH`, the environment and the OS given.
///
/// Only plain names are probed (letters, digits, `._+-`; no `/`, not `.` or `..`), and
/// only in absolute `PATH` directories, so a skill can never make the host look at a
/// path of its choosing. A name that is not plain is never found. When the skills name
/// more than [`MAX_PROBED_NAMES`] binaries (or variables), that fact is left unknown:
/// no skill is withheld for it, rather than some withheld for names never probed.
pub fn probe_with<'a>(
    requirements: impl IntoIterator<Item = &'a Requirements>,
    path: Option<&OsStr>,
    is_set: impl Fn(&str) -> bool,
    os: &str,
) -> HostFacts {
    let mut binaries = BTreeSet::new();
    let mut variables = BTreeSet::new();
    for requires in requirements {
        binaries.extend(
            requires
                .binaries
                .iter()
                .chain(&requires.any_binaries)
                .map(String::as_str),
        );
        variables.extend(requires.environment.iter().map(String::as_str));
    }
    let directories: Vec<PathBuf> = path
        .map(|p| std::env::split_paths(p).filter(|d| d.is_absolute()).collect())
        .unwrap_or_default();
    let on_path = |name: &str| is_plain_name(name) && directories.iter().any(|d| is_executable(&d.join(name)));
    let variable_set = |name: &str| is_variable_name(name) && is_set(name);
    HostFacts {
        binaries: present(binaries, on_path),
        environment: present(variables, variable_set),
        os: Some(os.to_string()),
    }
}

/// The names for which `check` holds, or `None` (unknown) when there are too many.
fn present(names: BTreeSet<&str>, check: impl Fn(&str) -> bool) -> Option<Vec<String>> {
    if names.len() > MAX_PROBED_NAMES {
        return None;
    }
    Some(names.into_iter().filter(|n| check(n)).map(str::to_string).collect())
}

/// A program name that can only mean a file directly inside a `PATH` directory: the
/// component's own rule (`parse::requirements::is_binary_name`), so a name it accepts is
/// probed and a name it refuses never is.
fn is_plain_name(name: &str) -> bool {
    !name.is_empty()
        && name.len() <= 128
        && name != "."
        && name != ".."
        && !name.starts_with('-')
        && name
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'_' | b'+' | b'-'))
}

fn is_variable_name(name: &str) -> bool {
    let mut bytes = name.bytes();
    bytes.next().is_some_and(|b| b.is_ascii_alphabetic() || b == b'_')
        && bytes.all(|b| b.is_ascii_alphanumeric() || b == b'_')
}

/// A regular file (after symlinks) that someone may execute.
fn is_executable(path: &Path) -> bool {
    use std::os::unix::fs::PermissionsExt;
    std::fs::metadata(path).is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
}

/// This host's OS as OpenClaw (and Node's `process.platform`) spell it.
pub fn host_os() -> &'static str {
    match std::env::consts::OS {
        "macos" => "darwin",
        "windows" => "win32",
        other => other,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn requires(bins: &[&str], env: &[&str]) -> Requirements {
        let owned = |names: &[&str]| names.iter().map(|n| n.to_string()).collect();
        Requirements {
            binaries: owned(bins),
            any_binaries: Vec::new(),
            environment: owned(env),
            os: Vec::new(),
        }
    }

    #[test]
    fn only_plain_names_in_absolute_path_directories_are_probed() {
        let dir = tempfile::tempdir().unwrap();
        let bin = dir.path().join("bin");
        std::fs::create_dir(&bin).unwrap();
        for (name, mode) in [("uv", 0o755), ("data", 0o644)] {
            std::fs::write(bin.join(name), "#!/bin/sh\n").unwrap();
            std::fs::set_permissions(bin.join(name), std::os::unix::fs::PermissionsExt::from_mode(mode)).unwrap();
        }
        // A relative PATH entry is never searched, even when it would match.
        let path = std::env::join_paths([bin.as_os_str(), OsStr::new("relative/bin")]).unwrap();
        let wanted = requires(
            &["uv", "data", "missing", "../bin/uv", "bin/uv"],
            &["SET", "UNSET", "BAD-NAME"],
        );
        let facts = probe_with(
            [&wanted],
            Some(&path),
            |name| name == "SET" || name == "BAD-NAME",
            "linux",
        );
        assert_eq!(facts.binaries, Some(vec!["uv".to_string()]));
        assert_eq!(facts.environment, Some(vec!["SET".to_string()]));
        assert_eq!(facts.os.as_deref(), Some("linux"));
    }

    #[test]
    fn too_many_names_leave_the_fact_unknown() {
        let names: Vec<String> = (0..=MAX_PROBED_NAMES).map(|i| format!("b{i}")).collect();
        let names: Vec<&str> = names.iter().map(String::as_str).collect();
        let facts = probe_with([&requires(&names, &[])], None, |_| false, "linux");
        assert_eq!(facts.binaries, None);
        assert_eq!(facts.environment, Some(Vec::new()));
    }
}
