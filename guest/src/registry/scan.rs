//! Walking the roots and parsing what changed. A refresh walks again, reusing each
//! directory listing while its modification time holds, and parses a `SKILL.md` again
//! only when its size or modification time (or its `agents/openai.yaml`'s) changed; a
//! walk that finds exactly what the last one found parses and merges nothing.

use std::collections::HashMap;
use std::sync::Arc;

use super::merge::{Contender, merge};
use super::{Loaded, Registry};
use crate::discover::builtin::BUILTINS;
use crate::discover::walk::ReadAhead;
use crate::discover::{self, SKILL_FILE};
use crate::fs::dirlist::Listings;
use crate::fs::wasi_fs::Stamp;
use crate::model::{Code, Diagnostic, Frontmatter, Root, Scope, Severity, Skill, join_label};
use crate::parse::codex;
use crate::present::resources::Source;
use crate::validate::loader::{self, Request};

/// Whose parse it is: a skill folder as named under a root (the root by its index).
/// Not the file: a linked skill folder and its target reach one `SKILL.md`, and each is
/// checked against its own folder's name and reported under its own path.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(super) struct ParseKey {
    root: usize,
    rel_dir: Arc<str>,
}

impl ParseKey {
    fn of(root: usize, candidate: &discover::Candidate) -> ParseKey {
        ParseKey {
            root,
            rel_dir: Arc::clone(&candidate.rel_dir),
        }
    }
}

/// The outcome of parsing one file, kept for refresh with the stamp it was parsed at.
#[derive(Clone)]
pub(super) struct Parsed {
    frontmatter: Option<Arc<Frontmatter>>,
    diagnostics: Vec<Diagnostic>,
    /// The skill's `agents/openai.yaml` and its stamp when read: a refresh parses the
    /// skill again when it changed, although `SKILL.md` did not.
    interface_file: Option<(std::path::PathBuf, Stamp)>,
}

impl Parsed {
    /// Whether the `agents/openai.yaml` read with it is still as it was (one stat, for
    /// skills that have the file; none for the others).
    fn interface_unchanged(&self) -> bool {
        self.interface_file.as_ref().is_none_or(|(file, stamp)| {
            crate::fs::wasi_fs::metadata(file)
                .ok()
                .is_some_and(|stat| stat.len == stamp.len && stat.modified == stamp.modified)
        })
    }
}

/// What a walk of every root found (see [`Registry::scan`]).
#[derive(Debug, PartialEq, Eq)]
pub(super) struct Walked {
    /// Per root, in root order: the `SKILL.md` files found (none for an untrusted root).
    candidates: Vec<Vec<discover::Candidate>>,
    diagnostics: Vec<Diagnostic>,
}

impl Walked {
    /// Whether every file has a stamp to compare; one without is parsed every time.
    fn all_stamped(&self) -> bool {
        self.candidates.iter().flatten().all(|c| c.stamp.is_some())
    }
}

impl Registry {
    /// Walks every root: the `SKILL.md` files found, with their stamps, and what the
    /// walk reported, and the directory listings it made or reused from `previous`.
    /// An untrusted root contributes only a count. With nothing parsed to reuse (the
    /// first discovery), a trusted root's files are parsed where the walk reads them
    /// (see [`ReadAhead`]): the third value, by skill folder. Otherwise each file is
    /// stat-ed, and what changed is parsed after the walk.
    fn walk(&self, previous: &Listings) -> (Walked, Listings, HashMap<ParseKey, Parsed>) {
        let mut walked = Walked {
            candidates: Vec::with_capacity(self.roots.len()),
            diagnostics: Vec::new(),
        };
        let mut listings = Listings::default();
        let mut parsed_where_read = HashMap::new();
        for (root_index, root) in self.roots.iter().enumerate() {
            // What the walk of an untrusted root finds (a link that escapes, a name that
            // is not UTF-8) names paths inside it: only the count below may leave.
            let mut untrusted_findings = Vec::new();
            let diagnostics = match root.trusted {
                true => &mut walked.diagnostics,
                false => &mut untrusted_findings,
            };
            // Each text is parsed and dropped as it is read: never all of them at once.
            let mut parse = |candidate: &discover::Candidate, text| {
                let parsed = self.parse(root, candidate, Some(text));
                parsed_where_read.insert(ParseKey::of(root_index, candidate), parsed);
            };
            // Nothing parsed to reuse (a first discovery, or `discover` again).
            let read_ahead = match root.trusted && self.parsed.is_empty() {
                true => ReadAhead::Yes(&mut parse),
                false => ReadAhead::No,
            };
            let found = discover::scan_root(root, &self.policy, read_ahead, previous, &mut listings, diagnostics);
            // About the root itself (missing, not a directory): the host named it.
            let about_root = untrusted_findings.into_iter().filter(|d| d.path == root.label);
            walked.diagnostics.extend(about_root);
            if !root.trusted {
                if !found.is_empty() {
                    walked.diagnostics.push(Diagnostic::warning(
                        Code::UntrustedRoot,
                        &root.label,
                        format!(
                            "{} skill{} withheld: this root is not trusted; trust it to load them",
                            found.len(),
                            if found.len() == 1 { "" } else { "s" }
                        ),
                    ));
                }
                walked.candidates.push(Vec::new());
                continue;
            }
            walked.candidates.push(found);
        }
        (walked, listings, parsed_where_read)
    }

    /// Parses one `SKILL.md` (from `text` when the walk read it) and the skill's
    /// `agents/openai.yaml`.
    fn parse(&self, root: &Root, candidate: &discover::Candidate, text: Option<std::io::Result<Vec<u8>>>) -> Parsed {
        let directory = join_label(&root.label, &candidate.rel_dir);
        let label = [directory.as_str(), "/", SKILL_FILE].concat();
        let request = Request {
            label: &label,
            dir_name: candidate.dir_name(),
            policy: &self.policy,
            lint: false,
            profile: Default::default(),
        };
        let mut diagnostics = Vec::new();
        let mut frontmatter = loader::load(&candidate.file, candidate.facts(), text, &request, &mut diagnostics);
        let mut interface_file = None;
        if let Some(frontmatter) = &mut frontmatter {
            let read = codex::read(&candidate.dir, &directory, Severity::Warning, &mut diagnostics);
            interface_file = read.file;
            frontmatter.apply_interface(read.interface);
        }
        Parsed {
            frontmatter: frontmatter.map(Arc::new),
            diagnostics,
            interface_file,
        }
    }

    /// Walks, parses what changed, merges. Returns how many files were parsed. With
    /// `reuse`, a walk that found exactly what the last one found (the same files with
    /// the same stamps) changes nothing, so parsing and merging are skipped: a
    /// no-change refresh costs the walk alone. Without `reuse` every directory is
    /// listed again too.
    pub(super) fn scan(&mut self, reuse: bool) -> u32 {
        let last_listings = if reuse {
            std::mem::take(&mut self.listings)
        } else {
            Listings::default()
        };
        let (walked, listings, mut parsed_where_read) = self.walk(&last_listings);
        self.listings = listings;
        if reuse
            && self.discovered
            && walked.all_stamped()
            && self.last_walk.as_ref() == Some(&walked)
            && self.parsed.values().all(|(_, parsed)| parsed.interface_unchanged())
        {
            return 0;
        }
        let mut diagnostics = walked.diagnostics.clone();
        let found_files = walked.candidates.iter().map(Vec::len).sum();
        let mut contenders = Vec::with_capacity(found_files);
        let mut parsed = HashMap::with_capacity(found_files);
        let mut reparsed = 0;
        for (root_index, (root, found)) in self.roots.iter().zip(&walked.candidates).enumerate() {
            for candidate in found {
                let directory = join_label(&root.label, &candidate.rel_dir);
                let label = [directory.as_str(), "/", SKILL_FILE].concat();
                let key = ParseKey::of(root_index, candidate);
                let reusable = match (self.parsed.remove(&key), candidate.stamp) {
                    (Some((was, previous)), Some(now)) if was == now && previous.interface_unchanged() => {
                        Some(previous)
                    }
                    _ => None,
                };
                let outcome = match (reusable, parsed_where_read.remove(&key)) {
                    (Some(previous), _) => previous,
                    (None, Some(parsed)) => {
                        reparsed += 1;
                        parsed
                    }
                    (None, None) => {
                        reparsed += 1;
                        self.parse(root, candidate, None)
                    }
                };
                diagnostics.extend(outcome.diagnostics.iter().cloned());
                if let Some(frontmatter) = outcome.frontmatter.clone() {
                    contenders.push(Contender {
                        loaded: Loaded {
                            skill: Skill {
                                frontmatter,
                                scope: root.scope,
                                location: label,
                                directory,
                                dormant: false,
                            },
                            source: Source::Disk {
                                dir: candidate.dir.clone(),
                                file: candidate.file.clone(),
                            },
                            rank: self.policy.rank(root.scope),
                            withheld: None,
                        },
                        root_index,
                        rel_dir: candidate.rel_dir.clone(),
                    });
                }
                // A file without a stamp cannot be compared later: parse it every time.
                if let Some(stamp) = candidate.stamp {
                    parsed.insert(key, (stamp, outcome));
                }
            }
        }
        if self.policy.include_builtins {
            for builtin in BUILTINS {
                let directory = builtin.directory();
                let label = format!("{directory}/{SKILL_FILE}");
                let request = Request {
                    label: &label,
                    dir_name: builtin.dir_name,
                    policy: &self.policy,
                    lint: false,
                    profile: Default::default(),
                };
                if let Some(frontmatter) = loader::check(builtin.skill_md(), &request, &mut diagnostics) {
                    contenders.push(Contender {
                        loaded: Loaded {
                            skill: Skill {
                                frontmatter: Arc::new(frontmatter),
                                scope: Scope::Builtin,
                                location: label,
                                directory,
                                dormant: false,
                            },
                            source: Source::Builtin(builtin),
                            rank: self.policy.rank(Scope::Builtin),
                            withheld: None,
                        },
                        root_index: usize::MAX,
                        rel_dir: builtin.dir_name.into(),
                    });
                }
            }
        }
        self.skills = merge(contenders, &mut diagnostics);
        self.scan_diagnostics = diagnostics;
        self.parsed = parsed;
        self.last_walk = Some(walked);
        self.discovered = true;
        self.evaluate();
        reparsed
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::registry::test_support::*;

    #[test]
    fn a_linked_skill_folder_is_parsed_under_its_own_name_on_discovery_and_refresh() {
        let tmp = tempfile::tempdir().unwrap();
        write(tmp.path(), "real", "Real.", "body");
        std::os::unix::fs::symlink("real", tmp.path().join("alias")).unwrap();
        let mut r = registry(tmp.path());
        let seen =
            |found: &[Diagnostic]| -> Vec<(Code, String)> { found.iter().map(|d| (d.code, d.path.clone())).collect() };
        let found = r.discover();
        // Both folders name one file; each is checked against its own folder's name.
        let expected = vec![(Code::NameMismatch, "/h/alias/SKILL.md".to_string())];
        assert_eq!(seen(&found.diagnostics), expected);
        assert_eq!(catalog_names(&mut r), ["real"]);
        r.refresh();
        assert_eq!(seen(&r.diagnostics), expected);
        assert_eq!(catalog_names(&mut r), ["real"]);
    }

    #[test]
    fn refresh_without_changes_parses_nothing_and_keeps_the_version() {
        let tmp = tempfile::tempdir().unwrap();
        write(tmp.path(), "a", "A.", "body");
        write(tmp.path(), "b", "B.", "body");
        let mut r = registry(tmp.path());
        r.discover();
        assert_eq!(r.version(), 1);
        let refresh = r.refresh();
        assert_eq!((refresh.version, refresh.changed, refresh.reparsed), (1, false, 0));
    }
    #[test]
    fn an_untrusted_root_reports_a_count_and_no_path_inside_it() {
        let tmp = tempfile::tempdir().unwrap();
        let untrusted = tmp.path().join("u");
        write(&untrusted, "x", "X.", "");
        std::os::unix::fs::symlink("/", untrusted.join("secret-name")).unwrap();
        let root = Root {
            path: untrusted.to_str().unwrap().into(),
            scope: Scope::Project,
            label: "/repo/.agents/skills".into(),
            trusted: false,
        };
        let missing = Root {
            path: tmp.path().join("gone").to_str().unwrap().into(),
            scope: Scope::Project,
            label: "/repo/gone".into(),
            trusted: false,
        };
        let policy = Policy {
            include_builtins: false,
            ..Policy::default()
        };
        let found = Registry::new(vec![root, missing], policy).discover();
        let seen: Vec<(Code, &str)> = found.diagnostics.iter().map(|d| (d.code, d.path.as_str())).collect();
        assert_eq!(
            seen,
            [
                (Code::UntrustedRoot, "/repo/.agents/skills"),
                (Code::RootMissing, "/repo/gone")
            ]
        );
    }
    #[test]
    fn a_refresh_sees_what_only_the_walk_reports_and_keeps_withheld_skills_withheld() {
        let tmp = tempfile::tempdir().unwrap();
        let (trusted, untrusted) = (tmp.path().join("t"), tmp.path().join("u"));
        write(&trusted, "a", "A.", "");
        write_requiring(&trusted, "tool", "  requires:\n    bins: [uv]\n");
        write(&untrusted, "x", "X.", "");
        let root = |dir: &Path, trusted| Root {
            path: dir.to_str().unwrap().into(),
            scope: Scope::Project,
            label: dir.to_str().unwrap().into(),
            trusted,
        };
        let policy = Policy {
            include_builtins: false,
            ..Policy::default()
        };
        let mut r = Registry::new(vec![root(&trusted, true), root(&untrusted, false)], policy);
        r.discover();
        r.set_host_facts(facts(&[]));
        let withheld = |r: &Registry| r.skills.iter().filter(|l| !l.offered()).count();
        assert_eq!(withheld(&r), 1);
        let unchanged = r.refresh();
        assert_eq!((unchanged.reparsed, unchanged.changed), (0, false));
        assert_eq!(withheld(&r), 1, "host facts still apply after a no-change refresh");

        // Nothing a skill says changed, but the walk reports more: both are seen.
        write(&untrusted, "y", "Y.", "");
        std::os::unix::fs::symlink("/", trusted.join("escape")).unwrap();
        let messages: Vec<String> = r.refresh().diagnostics.into_iter().map(|d| d.message).collect();
        assert!(
            messages.iter().any(|m| m.starts_with("2 skills withheld")),
            "{messages:?}"
        );
        assert!(
            messages.iter().any(|m| m.contains("points outside the skill root")),
            "{messages:?}"
        );
        assert_eq!(withheld(&r), 1);
    }
    #[test]
    fn a_body_edit_reparses_one_file_without_a_new_version() {
        let tmp = tempfile::tempdir().unwrap();
        write(tmp.path(), "a", "A.", "old body");
        write(tmp.path(), "b", "B.", "body");
        let mut r = registry(tmp.path());
        let catalog = r.catalog(CatalogFormat::Xml).0;
        write(tmp.path(), "a", "A.", "new, longer body");
        let refresh = r.refresh();
        assert_eq!((refresh.version, refresh.changed, refresh.reparsed), (1, false, 1));
        assert_eq!(r.catalog(CatalogFormat::Xml).0, catalog);
        assert!(
            r.activate("a", Invoker::Model, "")
                .unwrap()
                .1
                .contains("new, longer body")
        );
    }
    #[test]
    fn description_edits_additions_and_removals_bump_the_version() {
        let tmp = tempfile::tempdir().unwrap();
        write(tmp.path(), "a", "A.", "");
        let mut r = registry(tmp.path());
        r.discover();
        write(tmp.path(), "a", "A, edited and longer.", "");
        let edit = r.refresh();
        assert_eq!((edit.version, edit.changed), (2, true));
        write(tmp.path(), "b", "B.", "");
        assert_eq!(r.refresh().version, 3);
        assert_eq!(r.skills.len(), 2);
        fs::remove_dir_all(tmp.path().join("a")).unwrap();
        let removal = r.refresh();
        assert_eq!((removal.version, removal.reparsed), (4, 0));
        assert_eq!(r.skills.len(), 1);
    }
    #[test]
    fn codex_metadata_hides_a_skill_from_the_model_and_a_refresh_sees_it_change() {
        let tmp = tempfile::tempdir().unwrap();
        write_frontmatter(tmp.path(), "deploy", "");
        let agents = tmp.path().join("deploy/agents");
        fs::create_dir_all(&agents).unwrap();
        fs::write(
            agents.join("openai.yaml"),
            "interface:\n  display_name: Deploy\n  short_description: Ships it\npolicy:\n  allow_implicit_invocation: false\n",
        )
        .unwrap();
        let mut r = registry(tmp.path());
        let found = r.discover();
        let skill = &found.skills[0];
        assert!(!skill.frontmatter.model_invocable);
        assert_eq!(skill.frontmatter.interface().display_name.as_deref(), Some("Deploy"));
        assert_eq!(catalog_names(&mut r), Vec::<String>::new());
        assert!(r.activate("deploy", Invoker::User, "").is_ok());

        // Only the Codex file changes (SKILL.md keeps its stamp): a refresh notices.
        fs::write(
            agents.join("openai.yaml"),
            "policy:\n  allow_implicit_invocation: true\n# longer\n",
        )
        .unwrap();
        let refreshed = r.refresh();
        assert_eq!((refreshed.reparsed, refreshed.changed), (1, true));
        assert_eq!(catalog_names(&mut r), vec!["deploy"]);

        fs::write(agents.join("openai.yaml"), "interface: [broken\n").unwrap();
        let refreshed = r.refresh();
        assert_eq!(catalog_names(&mut r), vec!["deploy"], "a broken file is ignored");
        assert!(
            refreshed
                .diagnostics
                .iter()
                .any(|d| d.code == Code::CodexMetadataInvalid)
        );
    }
    #[test]
    fn an_edit_to_when_to_use_alone_is_a_new_catalog_version() {
        let tmp = tempfile::tempdir().unwrap();
        write_frontmatter(tmp.path(), "a", "when_to_use: Early.\n");
        let mut r = registry(tmp.path());
        r.discover();
        let before = r.version();
        write_frontmatter(tmp.path(), "a", "when_to_use: Later, always.\n");
        assert!(r.refresh().changed);
        assert!(r.version() > before);
    }
    #[test]
    fn a_refresh_reads_a_directory_again_only_when_its_time_changed() {
        let tmp = tempfile::tempdir().unwrap();
        write(tmp.path(), "a", "A.", "");
        let long_ago = std::time::SystemTime::now() - std::time::Duration::from_secs(3600);
        set_modified(tmp.path(), long_ago);
        let mut r = registry(tmp.path());
        r.discover();

        // Adding an entry moves the directory's time: the new skill is seen.
        write(tmp.path(), "b", "B.", "");
        assert!(r.refresh().changed);
        assert_eq!(r.skills.len(), 2);

        // With the time put back, the kept listing is trusted, and `c` stays unseen
        // until the time moves or a full discover reads everything again.
        set_modified(tmp.path(), long_ago);
        r.refresh();
        write(tmp.path(), "c", "C.", "");
        set_modified(tmp.path(), long_ago);
        assert!(!r.refresh().changed);
        assert_eq!(r.skills.len(), 2);
        assert_eq!(r.discover().skills.len(), 3);
    }
    #[test]
    fn a_listing_made_within_two_seconds_of_its_directory_changing_is_read_again() {
        let tmp = tempfile::tempdir().unwrap();
        write(tmp.path(), "a", "A.", "");
        let just_now = std::time::SystemTime::now();
        set_modified(tmp.path(), just_now);
        let mut r = registry(tmp.path());
        r.discover();
        // A second change in the same tick would leave the time as it was.
        write(tmp.path(), "b", "B.", "");
        set_modified(tmp.path(), just_now);
        assert!(r.refresh().changed);
        assert_eq!(r.skills.len(), 2);
    }
    #[test]
    fn a_broken_file_keeps_its_diagnostics_across_refreshes() {
        let tmp = tempfile::tempdir().unwrap();
        fs::create_dir_all(tmp.path().join("bad")).unwrap();
        fs::write(tmp.path().join("bad/SKILL.md"), "no frontmatter").unwrap();
        let mut r = registry(tmp.path());
        let diagnostics = r.discover().diagnostics;
        assert_eq!(diagnostics.len(), 1);
        let refresh = r.refresh();
        assert_eq!(refresh.reparsed, 0);
        assert_eq!(refresh.diagnostics, diagnostics);
    }
}
