//! What the boundary exports on a registry: the catalog, activation, resource reads
//! and listings, and manifests. Each finds its skill as the invoker may see it: for
//! the model a hidden or withheld skill does not exist; the user is told why.

use super::eligibility::normalized_names;
use super::{Loaded, Registry};
use crate::audit;
use crate::fs::read::read_text;
use crate::model::{CatalogFormat, Code, Diagnostic, Invoker, ResourceEntry, Skill, SkillError, Withheld};
use crate::present::activation::{self, MAX_ARGUMENTS_BYTES, MAX_ENVELOPE_BYTES};
use crate::present::catalog::{self, Entry};
use crate::present::manifest::{self, Manifest};
use crate::present::resources::{self, ENVELOPE_LISTING_CAP, Source};
use crate::text::nfkc;
use crate::validate::loader;

impl Registry {
    /// The model-facing catalog of model-invocable skills, within the budget.
    pub fn catalog(&mut self, format: CatalogFormat) -> (String, Vec<Diagnostic>) {
        self.ensure_discovered();
        let home = self.policy.home_label.as_deref();
        let name_only = normalized_names(&self.policy.name_only_skills);
        let max_chars = self.policy.catalog_entry_max_chars;
        let visible: Vec<&Loaded> = self.skills.iter().filter(|l| l.model_visible()).collect();
        let descriptions: Vec<(std::borrow::Cow<str>, bool)> = visible
            .iter()
            .map(|l| {
                let f = &l.skill.frontmatter;
                catalog::entry_description(&f.description, f.when_to_use.as_deref(), max_chars as usize)
            })
            .collect();
        let entries: Vec<Entry> = visible
            .iter()
            .zip(&descriptions)
            .map(|(l, (description, _))| Entry {
                name: &l.skill.frontmatter.name,
                description,
                scope: l.skill.scope,
                location: catalog::compact_home(&l.skill.location, home),
                rank: l.rank,
                name_only: name_only.contains(&l.skill.frontmatter.name),
                argument_hint: l.skill.frontmatter.argument_hint.as_deref(),
            })
            .collect();
        let capped: Vec<&str> = entries
            .iter()
            .zip(&descriptions)
            .filter(|(e, (_, cut))| *cut && !e.name_only)
            .map(|(e, _)| e.name)
            .collect();
        let capped = catalog::capped_warning(capped, max_chars);
        let (text, mut diagnostics) = catalog::render(&entries, &self.policy, format);
        diagnostics.splice(0..0, capped);
        (text, diagnostics)
    }

    /// Finds a skill as `invoker` may see it; hidden skills do not exist for the model.
    fn find(&mut self, name: &str, invoker: Invoker) -> Result<&Loaded, SkillError> {
        self.ensure_discovered();
        let wanted = nfkc(name.trim());
        // The model sees only its catalog; the user also hidden skills.
        let visible = |l: &Loaded| match invoker {
            Invoker::Model => l.model_may_see(),
            Invoker::User => true,
        };
        let found = self
            .skills
            .iter()
            .position(|l| l.skill.frontmatter.name == wanted && visible(l));
        match found.map(|index| &self.skills[index]) {
            Some(loaded) if loaded.offered() => Ok(loaded),
            // The user asked for a skill by name: say why it is not offered.
            Some(loaded) if invoker == Invoker::User => {
                let why = match &loaded.withheld {
                    Some(Withheld::Ineligible(missing)) => format!("is not offered on this host: {missing}"),
                    Some(Withheld::OffByDefault) => super::eligibility::OFF_BY_DEFAULT.to_string(),
                    _ => "is disabled (policy disabled-skills)".to_string(),
                };
                Err(SkillError::Denied(format!(
                    "skill `{}` {why}",
                    loaded.skill.frontmatter.name
                )))
            }
            // For the model a withheld skill does not exist, exactly like a missing one.
            _ => Err(SkillError::NotFound {
                message: format!("no skill named `{}`", crate::text::printable_prefix(name)),
                available: self
                    .skills
                    .iter()
                    .filter(|l| match invoker {
                        Invoker::Model => l.model_visible(),
                        Invoker::User => l.offered() && l.skill.frontmatter.user_invocable,
                    })
                    .map(|l| l.skill.frontmatter.name.clone())
                    .collect(),
            }),
        }
    }

    /// The skill's body in its envelope, with `arguments` applied.
    pub fn activate(&mut self, name: &str, invoker: Invoker, arguments: &str) -> Result<(Skill, String), SkillError> {
        let list_resources = self.policy.list_resources_on_activation;
        let max_file = self.policy.max_skill_file_bytes;
        let policy = self.policy.clone();
        if arguments.len() > MAX_ARGUMENTS_BYTES {
            return Err(SkillError::TooLarge(format!(
                "arguments are {} bytes, over the {MAX_ARGUMENTS_BYTES}-byte limit",
                arguments.len()
            )));
        }
        let loaded = self.find(name, invoker)?;
        if invoker == Invoker::User && !loaded.skill.frontmatter.user_invocable {
            return Err(SkillError::Denied(format!(
                "skill `{}` is not user-invocable (user-invocable: false)",
                loaded.skill.frontmatter.name
            )));
        }
        let text = match &loaded.source {
            Source::Builtin(builtin) => builtin.skill_md().to_string(),
            Source::Disk { file, .. } => read_text(file, max_file, &loaded.skill.location).map_err(diagnostic_error)?,
        };
        let split = loader::split(&text, &policy, &loaded.skill.location).map_err(diagnostic_error)?;
        let listing = list_resources
            .then(|| resources::listing(&loaded.source, &loaded.skill.frontmatter.name, ENVELOPE_LISTING_CAP));
        let body = crate::parse::frontmatter::normalise_newlines(split.body);
        let content = activation::envelope(
            &loaded.skill,
            &body,
            arguments,
            &policy.substitutions,
            listing.as_deref(),
        )
        .ok_or_else(|| {
            SkillError::TooLarge(format!(
                "the body with its arguments applied would exceed {MAX_ENVELOPE_BYTES} bytes"
            ))
        })?;
        Ok((loaded.skill.clone(), content))
    }

    /// One file of a skill, confined to its directory.
    pub fn read_resource(&mut self, skill: &str, path: &str, invoker: Invoker) -> Result<Vec<u8>, SkillError> {
        let max = self.policy.max_resource_bytes;
        let loaded = self.find(skill, invoker)?;
        resources::read(&loaded.source, &loaded.skill.frontmatter.name, path, max)
    }

    /// The direct children of a directory of a skill.
    pub fn list_resources(
        &mut self,
        skill: &str,
        dir: &str,
        invoker: Invoker,
    ) -> Result<Vec<ResourceEntry>, SkillError> {
        let loaded = self.find(skill, invoker)?;
        resources::list(&loaded.source, &loaded.skill.frontmatter.name, dir)
    }

    /// The frontmatter (read again, as JSON) and the file list of a skill, gated
    /// like [`read_resource`](Registry::read_resource).
    pub fn manifest(&mut self, skill: &str, invoker: Invoker) -> Result<Manifest, SkillError> {
        let policy = self.policy.clone();
        let loaded = self.find(skill, invoker)?;
        let name = &loaded.skill.frontmatter.name;
        let location = &loaded.skill.location;
        let text = match &loaded.source {
            Source::Builtin(builtin) => builtin.skill_md().to_string(),
            Source::Disk { file, .. } => {
                read_text(file, policy.max_skill_file_bytes, location).map_err(diagnostic_error)?
            }
        };
        let split = loader::split(&text, &policy, location).map_err(diagnostic_error)?;
        let mut problems = Vec::new();
        let (fields, _) = loader::parse(&split, policy.validation, location, &mut problems).ok_or_else(|| {
            problems.into_iter().next().map_or_else(
                || SkillError::Invalid("the frontmatter is not valid YAML".into()),
                diagnostic_error,
            )
        })?;
        // The file was edited since the scan: its name must still be this skill's, or
        // the manifest would describe another skill than the one asked for.
        let written: Option<String> = fields
            .get("name")
            .and_then(|n| n.as_str())
            .map(|n| nfkc(n.trim()).into_owned());
        if written.as_deref() != Some(name.as_str()) {
            return Err(SkillError::Invalid(format!(
                "`{location}` no longer names skill `{name}`; refresh first"
            )));
        }
        let frontmatter = serde_json::to_string(&fields)
            .map_err(|e| SkillError::Invalid(format!("the frontmatter cannot be written as JSON: {e}")))?;
        let (files, truncated) = manifest::files(&loaded.source, name, policy.max_resource_bytes)?;
        Ok(Manifest {
            frontmatter,
            files,
            truncated,
        })
    }
}

impl Registry {
    /// Audits a skill by name, as the user sees it: hidden and withheld skills too,
    /// since an audit is how a user decides whether to keep one.
    pub fn audit(&mut self, skill: &str, options: &audit::Options) -> Result<audit::Report, SkillError> {
        self.ensure_discovered();
        let wanted = nfkc(skill.trim());
        let Some(loaded) = self.skills.iter().find(|l| l.skill.frontmatter.name == wanted) else {
            return Err(SkillError::NotFound {
                message: format!("no skill named `{}`", crate::text::printable_prefix(skill)),
                available: self.skills.iter().map(|l| l.skill.frontmatter.name.clone()).collect(),
            });
        };
        match &loaded.source {
            Source::Disk { dir, .. } => audit::audit_dir(dir, &loaded.skill.directory, options),
            Source::Builtin(builtin) => Ok(audit::audit_builtin(builtin, options)),
        }
    }
}

/// The file changed into something unusable since discovery.
fn diagnostic_error(d: Diagnostic) -> SkillError {
    match d.code {
        Code::FileTooLarge => SkillError::TooLarge(d.message),
        Code::FileUnreadable => SkillError::Io(d.message),
        _ => SkillError::Invalid(d.message),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::registry::test_support::*;

    #[test]
    fn a_manifest_has_every_frontmatter_key_and_every_served_file() {
        let tmp = tempfile::tempdir().unwrap();
        let dir = tmp.path().join("a");
        fs::create_dir_all(dir.join("scripts/deep")).unwrap();
        fs::create_dir_all(dir.join(".git")).unwrap();
        fs::write(
            dir.join(SKILL_FILE),
            "---\nname: a\ndescription: A.\nx-custom: [1, two]\nmetadata:\n  k: v\n---\nbody\n",
        )
        .unwrap();
        fs::write(dir.join("scripts/run.py"), "print(1)").unwrap();
        fs::write(dir.join("scripts/deep/z.bin"), [0u8, 255]).unwrap();
        fs::write(dir.join("README.md"), "hi").unwrap();
        fs::write(dir.join(".hidden"), "no").unwrap();
        fs::write(dir.join(".git/config"), "no").unwrap();
        let mut r = registry(tmp.path());
        let m = r.manifest("a", Invoker::Model).unwrap();
        let fields: serde_json::Value = serde_json::from_str(&m.frontmatter).unwrap();
        assert_eq!(
            fields,
            serde_json::json!({"name": "a", "description": "A.", "x-custom": [1, "two"], "metadata": {"k": "v"}})
        );
        let paths: Vec<(&str, u64)> = m.files.iter().map(|f| (f.path.as_str(), f.size)).collect();
        assert_eq!(
            paths,
            [
                ("SKILL.md", 73),
                ("README.md", 2),
                ("scripts/deep/z.bin", 2),
                ("scripts/run.py", 8)
            ]
        );
        assert!(!m.truncated);
    }
    #[test]
    fn a_manifest_stops_at_the_file_bound_and_says_so() {
        let tmp = tempfile::tempdir().unwrap();
        write(tmp.path(), "a", "A.", "body");
        let many = tmp.path().join("a/many");
        fs::create_dir_all(&many).unwrap();
        for i in 0..manifest::MAX_FILES + 5 {
            fs::write(many.join(format!("{i:04}.txt")), "x").unwrap();
        }
        let m = registry(tmp.path()).manifest("a", Invoker::Model).unwrap();
        assert!(m.truncated);
        assert_eq!(m.files.len(), manifest::MAX_FILES);
        assert_eq!(m.files[0].path, SKILL_FILE);
    }
    #[test]
    fn a_manifest_is_gated_like_a_read() {
        let tmp = tempfile::tempdir().unwrap();
        fs::create_dir_all(tmp.path().join("h")).unwrap();
        fs::write(
            tmp.path().join("h/SKILL.md"),
            "---\nname: h\ndescription: H.\ndisable-model-invocation: true\n---\n",
        )
        .unwrap();
        let mut r = registry(tmp.path());
        let hidden = r.manifest("h", Invoker::Model).unwrap_err();
        let missing = r.manifest("nope", Invoker::Model).unwrap_err();
        assert!(matches!(hidden, SkillError::NotFound { .. }), "{hidden:?}");
        assert!(matches!(missing, SkillError::NotFound { .. }), "{missing:?}");
        assert!(r.manifest("h", Invoker::User).is_ok());
    }
    #[test]
    fn a_manifest_refuses_a_skill_md_renamed_since_the_scan() {
        let tmp = tempfile::tempdir().unwrap();
        write(tmp.path(), "a", "A.", "body");
        let mut r = registry(tmp.path());
        r.discover();
        write(tmp.path(), "a", "A.", "body");
        fs::write(tmp.path().join("a/SKILL.md"), "---\nname: b\ndescription: A.\n---\n").unwrap();
        let e = r.manifest("a", Invoker::Model).unwrap_err();
        assert!(matches!(&e, SkillError::Invalid(m) if m.contains("refresh")), "{e:?}");
    }
}
