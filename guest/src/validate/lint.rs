//! The authoring lint (the WIT `validate`): one skill directory checked against the
//! specification in strict mode, reading the whole file, keys outside the spec as
//! errors. It shares the loader's rules and keeps no state.

use std::path::Path;

use super::context::LintProfile;
use super::loader::{self, Request};
use crate::discover::SKILL_FILE;
use crate::fs::read::read_text;
use crate::model::{Code, Diagnostic, Policy, Root, Severity, join_label};
use crate::parse::codex;

/// The authoring lint for one skill directory (see the WIT `validate`), against the
/// specification and `profile`'s fields.
pub fn validate_dir(root: &Root, profile: LintProfile) -> Vec<Diagnostic> {
    let dir_label = root.label.trim_end_matches('/');
    let dir_name = dir_label.rsplit('/').next().unwrap_or(dir_label);
    let label = join_label(&root.label, SKILL_FILE);
    let file = Path::new(&root.path).join(SKILL_FILE);
    let mut out = Vec::new();
    // The directory itself first: a host cannot preopen a path that is missing or a
    // file, and "no SKILL.md" would then name the wrong problem.
    if !crate::fs::wasi_fs::metadata(Path::new(&root.path)).is_ok_and(|stat| stat.is_dir()) {
        out.push(Diagnostic::error(
            Code::SkillMdMissing,
            dir_label,
            "not a skill directory: the path does not exist or is not a directory",
        ));
        return out;
    }
    if std::fs::symlink_metadata(&file).is_err() {
        out.push(Diagnostic::error(
            Code::SkillMdMissing,
            &label,
            "the directory has no SKILL.md (the name is case-sensitive)",
        ));
        return out;
    }
    let policy = Policy::default();
    let request = Request {
        label: &label,
        dir_name,
        policy: &policy,
        lint: true,
        profile,
    };
    // The lint reads the whole file: an author wants to hear about a bad byte anywhere.
    match read_text(&file, policy.max_skill_file_bytes, &label) {
        Ok(text) => {
            loader::check(&text, &request, &mut out);
        }
        Err(d) => out.push(d),
    }
    // Codex's own file: its problems are the author's to fix under the Codex profile,
    // and worth a warning under the others (Codex would ignore the file).
    let severity = match profile {
        LintProfile::Codex => Severity::Error,
        LintProfile::Spec | LintProfile::ClaudeCode | LintProfile::OpenClaw => Severity::Warning,
    };
    codex::read(Path::new(&root.path), dir_label, severity, &mut out);
    out
}
