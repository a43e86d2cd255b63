//! **Beside the pipeline, the audit.** What a skill would make an agent do, read before
//! the agent reads it.
//!
//! - Takes in: a skill directory under the read-only preopens, or a skill in an
//!   unpacked archive; the rules ([`RuleSet`]: the built-in `rules.yaml` and the
//!   user's rule files), and the names of installed skills.
//! - Hands on: a [`Report`] per skill: findings with a stable rule id, family,
//!   severity, file, line, column and a terminal-safe excerpt, worst first; and the
//!   facts an update compares (endpoints, executable files, `allowed-tools`).
//! - Never runs anything, never follows a link, and never truncates silently: a file
//!   past the scan cap, the files past the file cap, a link out, a file that does not
//!   decode, and text nested past the decoding depth are findings themselves.
//! - Limits set here: [`files::MAX_FILES`], [`files::MAX_SCAN_BYTES`] a file and
//!   [`files::MAX_TOTAL_SCAN_BYTES`] a skill, [`scan::MAX_DECODE_DEPTH`] layers of
//!   encoding, and the rule file bounds in [`rules`].

pub mod behaviour;
mod carriers;
mod chains;
pub mod code;
pub mod containers;
pub mod files;
pub mod gate;
pub mod kinds;
pub mod markdown;
pub mod names;
mod report;
pub mod rules;
mod run;
pub mod scan;
mod text;

use std::path::Path;

use files::Gathered;

pub use behaviour::Link;
pub use report::{Finding, Report, Severity};
pub use rules::{RuleSet, RuleText, builtin_rules};

use crate::install::archive::Tree;
use crate::model::{Root, SkillError, ValidationMode};

/// What an audit is asked to compare against.
pub struct Options<'a> {
    pub rules: &'a RuleSet,
    /// Names of the skills already installed, for impersonation.
    pub installed: &'a [String],
    /// The owner of the source the skills come from (`anthropics` for
    /// `github.com/anthropics/skills`): a name like a well-known one of that owner's
    /// is its own, not an impersonation.
    pub publisher: Option<String>,
}

/// Audits the skill in the directory `skill_dir` (a guest path); `directory` is where
/// the host says it is.
pub fn audit_dir(skill_dir: &Path, directory: &str, options: &Options) -> Result<Report, SkillError> {
    let gathered = files::gather_dir(skill_dir)?;
    let dir_name = directory.trim_end_matches('/').rsplit('/').next().unwrap_or(directory);
    Ok(audit_gathered(gathered, dir_name, directory, options))
}

/// Audits a skill embedded in the component.
pub fn audit_builtin(builtin: &crate::discover::builtin::BuiltinSkill, options: &Options) -> Report {
    audit_gathered(
        files::gather_builtin(builtin),
        builtin.dir_name,
        &builtin.directory(),
        options,
    )
}

/// Every skill a source holds (as `survey-source` finds them), each audited: the
/// source's tree, or with `archive` the archive unpacked from it.
pub fn audit_source(root: &Root, archive: Option<&Tree>, options: &Options) -> Result<Vec<Report>, SkillError> {
    let join = |path: &str| crate::model::join_label(&root.label, path);
    match archive {
        Some(tree) => {
            let skills = crate::install::source::survey_archive(tree, root, ValidationMode::Lenient);
            Ok(skills
                .iter()
                .map(|skill| {
                    let prefix = if skill.path.is_empty() {
                        String::new()
                    } else {
                        format!("{}/", skill.path)
                    };
                    let gathered = files::gather_tree(tree, &prefix);
                    let dir_name = skill.path.rsplit('/').next().unwrap_or_default();
                    let mut report = audit_gathered(gathered, dir_name, &join(&skill.path), options);
                    report.path = skill.path.clone();
                    report
                })
                .collect())
        }
        None => {
            let (skills, _) = crate::install::source::survey(root, ValidationMode::Lenient);
            let base = Path::new(&root.path);
            skills
                .iter()
                .map(|skill| {
                    let dir = if skill.path.is_empty() {
                        base.to_path_buf()
                    } else {
                        base.join(&skill.path)
                    };
                    let directory = join(&skill.path);
                    let gathered = files::gather_dir(&dir)?;
                    let dir_name = if skill.path.is_empty() {
                        root.label.trim_end_matches('/').rsplit('/').next().unwrap_or_default()
                    } else {
                        skill.path.rsplit('/').next().unwrap_or_default()
                    };
                    let mut report = audit_gathered(gathered, dir_name, &directory, options);
                    report.path = skill.path.clone();
                    Ok(report)
                })
                .collect()
        }
    }
}

fn audit_gathered(gathered: Gathered, dir_name: &str, directory: &str, options: &Options) -> Report {
    run::audit_gathered(gathered, dir_name, directory, options)
}
