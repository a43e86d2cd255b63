//! Installing from a source tree: the component with only that tree preopened
//! (read-only), surveying it and staging its skills.

use std::path::Path;

use crate::component::DEFAULT_MAX_DEPTH;
use crate::component::{AuditOptions, AuditReport, Root, Scope, SkillError, SourceSurvey, StagedSkill, ValidationMode};
use crate::roots::links::LinkPolicy;
use crate::roots::root_dir::RootDir;
use crate::runtime::error::HostError;
use crate::runtime::host::Host;
use crate::runtime::instance::Instance;
use crate::runtime::sandbox;

impl Host {
    /// Installing, step one (the WIT `survey-source`), in an instance of its own:
    /// see [`SourceReader::survey`].
    pub fn survey_source(
        &self,
        dir: &Path,
        archive: Option<&str>,
        label: &str,
        validation: ValidationMode,
    ) -> Result<Result<SourceSurvey, SkillError>, HostError> {
        self.source_reader(dir, label)?.survey(archive, validation)
    }

    /// Installing, step two (the WIT `stage-skill`), in an instance of its own: see
    /// [`SourceReader::stage`].
    pub fn stage_skill(
        &self,
        dir: &Path,
        archive: Option<&str>,
        label: &str,
        path: &str,
        validation: ValidationMode,
    ) -> Result<Result<StagedSkill, SkillError>, HostError> {
        self.source_reader(dir, label)?.stage(archive, path, validation)
    }

    /// The component with only the source tree at `dir` preopened (read-only), for
    /// one install: `label` (a URL, a path) is the place its diagnostics name.
    pub fn source_reader(&self, dir: &Path, label: &str) -> Result<SourceReader, HostError> {
        // A source is read as it is: a link in it that leaves it is never followed, or
        // a repository could pull a skill of this machine into what is installed.
        let source = RootDir {
            links: LinkPolicy {
                follow: false,
                allowed_targets: None,
            },
            ..RootDir::new(dir, Scope::User)
        };
        let instance = Instance::new(self, std::slice::from_ref(&source), DEFAULT_MAX_DEPTH)?;
        let root = Root {
            path: sandbox::guest_root_path(0),
            scope: Scope::User,
            label: label.to_string(),
            trusted: true,
        };
        Ok(SourceReader { instance, root })
    }
}

/// One source tree as the component reads it while installing from it. One instance
/// serves the survey and every skill staged, so it is made once and an archive is
/// unpacked once (the component keeps the last archive it unpacked, keyed by its
/// path, size and modification time, until the reader is dropped).
pub struct SourceReader {
    instance: Instance,
    root: Root,
}

impl SourceReader {
    /// Installing, step one (the WIT `survey-source`): the skills the tree holds, each
    /// checked. With `archive`, the file of that name in the tree is unpacked (in the
    /// component) and surveyed instead.
    pub fn survey(
        &mut self,
        archive: Option<&str>,
        validation: ValidationMode,
    ) -> Result<Result<SourceSurvey, SkillError>, HostError> {
        let root = &self.root;
        self.instance.call(|store, b| {
            b.agentskills_runtime_skills()
                .call_survey_source(store, root, archive, validation)
        })
    }

    /// Installing, step two (the WIT `stage-skill`): the files of the skill at `path`
    /// in the tree (or in `archive`, unpacked) that may be installed, with their bytes,
    /// or why none may.
    pub fn stage(
        &mut self,
        archive: Option<&str>,
        path: &str,
        validation: ValidationMode,
    ) -> Result<Result<StagedSkill, SkillError>, HostError> {
        let root = &self.root;
        self.instance.call(|store, b| {
            b.agentskills_runtime_skills()
                .call_stage_skill(store, root, archive, path, validation)
        })
    }

    /// Audits every skill of the tree (or of `archive`, unpacked), before anything of
    /// it is installed (the WIT `audit-source`).
    pub fn audit(
        &mut self,
        archive: Option<&str>,
        options: &AuditOptions,
    ) -> Result<Result<Vec<AuditReport>, SkillError>, HostError> {
        let root = &self.root;
        self.instance.call(|store, b| {
            b.agentskills_runtime_skills()
                .call_audit_source(store, root, archive, options)
        })
    }
}
