//! Which merged skills are offered, and which the model sees: the policy's disabled,
//! user-only and name-only lists, what a skill requires of its host, and `paths`
//! that wait for a touched file. A withheld skill still shadows a lower-precedence
//! one of the same name. The catalog version moves when the model's catalog changes.

use std::sync::Arc;

use super::{Loaded, Registry};
use crate::glob::{self, Budget};
use crate::model::{Code, Diagnostic, Frontmatter, Scope, Withheld};
use crate::parse::requirements;
use crate::text::nfkc;

/// Most paths one `touch_paths` call considers.
pub const MAX_TOUCHED_PATHS: usize = 1000;
/// Character comparisons one `touch_paths` call may spend matching, counted as made:
/// a thousand paths against a hundred dormant skills with a few patterns each take
/// about a fifth of it; spent, the call has run about 0.1 s.
const TOUCH_BUDGET_STEPS: u64 = 20_000_000;

/// What a `touch_paths` call did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Touch {
    /// The catalog version after the call.
    pub version: u64,
    pub changed: bool,
    /// Skills a touched path woke, by name.
    pub awakened: Vec<String>,
    /// The paths that matched nothing because they could not be inside the project,
    /// or were past a bound.
    pub diagnostics: Vec<Diagnostic>,
}

/// What the model's catalog is made of, per model-visible skill: when it changes, the
/// version moves. The frontmatter is shared with the skill, and compared by pointer
/// first, so a refresh that parsed nothing compares no text.
#[derive(Debug)]
pub(super) struct CatalogInput {
    frontmatter: Arc<Frontmatter>,
    scope: Scope,
    location: String,
    rank: usize,
}

impl PartialEq for CatalogInput {
    fn eq(&self, other: &Self) -> bool {
        let (a, b) = (&self.frontmatter, &other.frontmatter);
        // Every frontmatter field an entry shows.
        let same_text = Arc::ptr_eq(a, b)
            || (a.name == b.name
                && a.description == b.description
                && a.when_to_use == b.when_to_use
                && a.argument_hint == b.argument_hint);
        same_text && self.scope == other.scope && self.location == other.location && self.rank == other.rank
    }
}

impl Registry {
    /// Tells the registry which files the user's work touched (paths relative to the
    /// project root): a skill whose `paths` match one is offered to the model from now
    /// on. Reads no file. Paths that cannot be inside the project are reported and
    /// match nothing; so are those past [`MAX_TOUCHED_PATHS`] or the matching budget.
    pub fn touch_paths(&mut self, paths: &[String]) -> Touch {
        self.ensure_discovered();
        let before = self.version;
        let mut diagnostics = Vec::new();
        let mut awakened = Vec::new();
        let ignored = |message: String| Diagnostic::warning(Code::TouchedPathIgnored, "", message);
        if paths.len() > MAX_TOUCHED_PATHS {
            diagnostics.push(ignored(format!(
                "{} paths were reported at once; those past the first {MAX_TOUCHED_PATHS} match nothing",
                paths.len()
            )));
        }
        let mut budget = Budget::new(TOUCH_BUDGET_STEPS);
        let mut waiting: Vec<usize> = (0..self.skills.len())
            .filter(|&i| self.skills[i].skill.dormant)
            .collect();
        for path in paths.iter().take(MAX_TOUCHED_PATHS) {
            let segments = match glob::touched_segments(path) {
                Ok(segments) => segments,
                Err(problem) => {
                    let shown = crate::text::printable_prefix(path);
                    diagnostics.push(ignored(format!("touched path `{shown}` {problem}; it matches nothing")));
                    continue;
                }
            };
            let mut spent = false;
            waiting.retain(|&index| {
                let frontmatter = &self.skills[index].skill.frontmatter;
                match glob::any_matches(&frontmatter.paths, &segments, &mut budget) {
                    Some(true) => {
                        awakened.push(frontmatter.name.clone());
                        false
                    }
                    Some(false) => true,
                    None => {
                        spent = true;
                        true
                    }
                }
            });
            if spent {
                diagnostics.push(ignored(format!(
                    "matching stopped at `{}`: the call spent its matching budget; report fewer paths at once",
                    crate::text::printable_prefix(path)
                )));
                break;
            }
            if waiting.is_empty() {
                break;
            }
        }
        awakened.sort();
        self.awakened.extend(awakened.iter().cloned());
        if !awakened.is_empty() {
            self.evaluate();
        }
        Touch {
            version: self.version,
            changed: self.version != before,
            awakened,
            diagnostics,
        }
    }

    /// Decides which merged skills are offered (policy `disabled-skills`, requirements
    /// against the host facts), reports each one withheld, and bumps the version when
    /// the model's catalog changed. Merging comes first: a withheld skill still
    /// shadows a lower-precedence one of the same name, as a deleted one would not;
    /// disabling a name disables it in every scope.
    pub(super) fn evaluate(&mut self) {
        let disabled = normalized_names(&self.policy.disabled_skills);
        let user_only = normalized_names(&self.policy.user_only_skills);
        let enabled = normalized_names(&self.policy.enabled_skills);
        let mut diagnostics = self.scan_diagnostics.clone();
        for loaded in &mut self.skills {
            // A user-only skill is, to everyone, one whose author disabled model
            // invocation: the record says so, so every host surface agrees.
            if user_only.contains(&loaded.skill.frontmatter.name) {
                std::sync::Arc::make_mut(&mut loaded.skill.frontmatter).model_invocable = false;
            }
            let frontmatter = &loaded.skill.frontmatter;
            loaded.skill.dormant =
                self.policy.honor_paths && !frontmatter.paths.is_empty() && !self.awakened.contains(&frontmatter.name);
            loaded.withheld = if disabled.contains(&frontmatter.name) {
                Some(Withheld::Disabled)
            } else if !frontmatter.default_enabled && !enabled.contains(&frontmatter.name) {
                Some(Withheld::OffByDefault)
            } else {
                requirements::missing(&frontmatter.requires, &self.policy.host_facts).map(Withheld::Ineligible)
            };
            let (code, why) = match &loaded.withheld {
                None => continue,
                Some(Withheld::Disabled) => (Code::SkillDisabled, "is disabled (policy disabled-skills)".to_string()),
                Some(Withheld::OffByDefault) => (Code::SkillDisabled, OFF_BY_DEFAULT.to_string()),
                Some(Withheld::Ineligible(missing)) => {
                    (Code::SkillIneligible, format!("is not offered on this host: {missing}"))
                }
            };
            diagnostics.push(Diagnostic::warning(
                code,
                &loaded.skill.location,
                format!("skill `{}` {why}", frontmatter.name),
            ));
        }
        self.diagnostics = diagnostics;
        let inputs = catalog_inputs(&self.skills);
        if self.catalog_inputs.as_ref() != Some(&inputs) {
            self.version += 1;
        }
        self.catalog_inputs = Some(inputs);
    }
}

/// Why a `default-enabled: false` skill is withheld.
pub(super) const OFF_BY_DEFAULT: &str =
    "is off until enabled (its author wrote `default-enabled: false`; policy enabled-skills turns it on)";

/// Policy names as skill names compare: trimmed and NFKC-normalised.
pub(super) fn normalized_names(names: &[String]) -> Vec<String> {
    names.iter().map(|n| nfkc(n.trim()).into_owned()).collect()
}

/// Everything the catalog is rendered from: the model-visible skills' names,
/// descriptions, scopes, locations and ranks, in order. Bodies are not part of it.
fn catalog_inputs(skills: &[Loaded]) -> Vec<CatalogInput> {
    skills
        .iter()
        .filter(|l| l.model_visible())
        .map(|l| CatalogInput {
            frontmatter: l.skill.frontmatter.clone(),
            scope: l.skill.scope,
            location: l.skill.location.clone(),
            rank: l.rank,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::registry::test_support::*;

    #[test]
    fn user_only_and_name_only_skills_follow_the_policy() {
        let tmp = tempfile::tempdir().unwrap();
        write(tmp.path(), "a", "Alpha.", "body");
        write(tmp.path(), "b", "Beta.", "body");
        write(tmp.path(), "c", "Gamma.", "body");
        let root = Root {
            path: tmp.path().to_str().unwrap().into(),
            scope: Scope::Project,
            label: "/h".into(),
            trusted: true,
        };
        let mut r = Registry::new(
            vec![root],
            Policy {
                include_builtins: false,
                user_only_skills: vec!["a".into()],
                name_only_skills: vec![" b ".into()],
                ..Policy::default()
            },
        );
        let found = r.discover();
        let a = found.skills.iter().find(|s| s.frontmatter.name == "a").unwrap();
        assert!(!a.frontmatter.model_invocable && a.frontmatter.user_invocable);
        let (xml, _) = r.catalog(CatalogFormat::Xml);
        assert!(!xml.contains("<name>a</name>"), "{xml}");
        assert!(xml.contains("<name>b</name>\n    <location>"), "{xml}");
        assert!(!xml.contains("Beta."), "{xml}");
        assert!(xml.contains("Gamma."), "{xml}");
        assert!(matches!(
            r.activate("a", Invoker::Model, ""),
            Err(SkillError::NotFound { .. })
        ));
        assert!(r.activate("a", Invoker::User, "").is_ok());
        assert!(r.activate("b", Invoker::Model, "").is_ok());
    }
    #[test]
    fn a_skill_with_paths_waits_for_a_matching_touched_path_then_stays() {
        let tmp = tempfile::tempdir().unwrap();
        write_frontmatter(tmp.path(), "ts", "paths: [\"src/**/*.ts\"]\n");
        write_frontmatter(tmp.path(), "docs", "paths: \"*.md, docs/\"\n");
        write_frontmatter(tmp.path(), "plain", "");
        let mut r = registry(tmp.path());
        let found = r.discover();
        let dormant: Vec<(&str, bool)> = found
            .skills
            .iter()
            .map(|s| (s.frontmatter.name.as_str(), s.dormant))
            .collect();
        assert_eq!(dormant, vec![("docs", true), ("plain", false), ("ts", true)]);
        assert_eq!(catalog_names(&mut r), vec!["plain"]);
        let version = r.version();
        // The model cannot reach a dormant skill; the user can.
        assert!(matches!(
            r.activate("ts", Invoker::Model, ""),
            Err(SkillError::NotFound { .. })
        ));
        assert!(r.activate("ts", Invoker::User, "").is_ok());

        let miss = r.touch_paths(&["lib/a.ts".into(), "src/a.tsx".into()]);
        assert_eq!((miss.changed, miss.awakened.len()), (false, 0));
        let hit = r.touch_paths(&["src/app/main.ts".into(), "/etc/passwd".into(), "../x.md".into()]);
        assert_eq!(hit.awakened, vec!["ts"]);
        assert!(hit.changed && hit.version > version);
        let ignored: Vec<Code> = hit.diagnostics.iter().map(|d| d.code).collect();
        assert_eq!(ignored, vec![Code::TouchedPathIgnored; 2], "{:?}", hit.diagnostics);
        assert_eq!(catalog_names(&mut r), vec!["plain", "ts"]);
        assert!(r.activate("ts", Invoker::Model, "").is_ok());

        // It stays awake across a refresh and a rediscovery, edits included.
        write_frontmatter(tmp.path(), "ts", "paths: [\"src/**/*.ts\"]\nlicense: MIT\n");
        r.refresh();
        r.discover();
        assert_eq!(catalog_names(&mut r), vec!["plain", "ts"]);
        assert_eq!(r.touch_paths(&["docs/guide/x.txt".into()]).awakened, vec!["docs"]);
        assert_eq!(r.touch_paths(&["docs/x.md".into()]).awakened, Vec::<String>::new());
    }
    #[test]
    fn a_host_that_does_not_honor_paths_offers_every_skill_from_the_start() {
        let tmp = tempfile::tempdir().unwrap();
        write_frontmatter(tmp.path(), "ts", "paths: src/**/*.ts\n");
        write_frontmatter(tmp.path(), "all", "paths: \"**\"\n");
        let mut r = registry(tmp.path());
        r.discover();
        assert_eq!(catalog_names(&mut r), vec!["all"], "`**` is no condition at all");
        r.policy.honor_paths = false;
        r.discover();
        assert_eq!(catalog_names(&mut r), vec!["all", "ts"]);
        assert!(r.skills.iter().all(|l| !l.skill.dormant));
    }
    #[test]
    fn changed_host_facts_withhold_and_offer_skills_with_a_new_version() {
        let tmp = tempfile::tempdir().unwrap();
        write_requiring(tmp.path(), "needs-uv", "  requires:\n    bins: [uv]\n");
        write(tmp.path(), "plain", "Plain.", "");
        let mut r = registry(tmp.path());
        // Unknown facts: everything is offered.
        assert_eq!(r.discover().skills.len(), 2);
        let without = r.set_host_facts(facts(&[]));
        assert_eq!((without.version, without.changed, without.reparsed), (2, true, 0));
        let d = without.diagnostics.last().unwrap();
        assert_eq!(
            (d.code, d.message.as_str()),
            (
                Code::SkillIneligible,
                "skill `needs-uv` is not offered on this host: needs binaries: uv"
            )
        );
        assert!(!r.catalog(CatalogFormat::Xml).0.contains("needs-uv"));
        assert!(matches!(
            r.activate("needs-uv", Invoker::Model, ""),
            Err(SkillError::NotFound { .. })
        ));
        assert!(
            matches!(r.activate("needs-uv", Invoker::User, ""), Err(SkillError::Denied(m)) if m.contains("needs binaries: uv"))
        );
        // The same facts again change nothing; a refresh keeps the verdict.
        assert!(!r.set_host_facts(facts(&[])).changed);
        assert!(!r.refresh().changed);
        let with = r.set_host_facts(facts(&["uv"]));
        assert_eq!((with.version, with.changed), (3, true));
        assert!(r.catalog(CatalogFormat::Xml).0.contains("needs-uv"));
        let discovered = r.discover();
        assert_eq!(discovered.skills.len(), 2);
        assert!(discovered.withheld.is_empty());
    }
    #[test]
    fn disabled_skills_are_withheld_from_everyone_and_listed_with_the_reason() {
        let tmp = tempfile::tempdir().unwrap();
        write(tmp.path(), "a", "A.", "");
        write(tmp.path(), "b", "B.", "");
        let root = Root {
            path: tmp.path().to_str().unwrap().into(),
            scope: Scope::Project,
            label: "/h".into(),
            trusted: true,
        };
        let policy = Policy {
            include_builtins: false,
            disabled_skills: vec![" b ".into()],
            ..Policy::default()
        };
        let mut r = Registry::new(vec![root], policy);
        let discovered = r.discover();
        assert_eq!(discovered.skills.len(), 1);
        assert_eq!(discovered.withheld.len(), 1);
        assert_eq!(discovered.withheld[0].1, Withheld::Disabled);
        assert_eq!(discovered.diagnostics[0].code, Code::SkillDisabled);
        assert!(matches!(
            r.read_resource("b", "SKILL.md", Invoker::User),
            Err(SkillError::Denied(_))
        ));
        match r.activate("b", Invoker::Model, "") {
            Err(SkillError::NotFound { available, .. }) => assert_eq!(available, vec!["a"]),
            other => panic!("{other:?}"),
        }
    }
}
