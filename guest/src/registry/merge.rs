//! One skill per name. The highest-precedence scope wins; within a scope, the first
//! by root order, then by path order. Every loser is reported beside its winner, and
//! one skill directory reached through two roots counts once, silently.

use std::collections::HashMap;
use std::sync::Arc;

use super::Loaded;
use crate::model::{Code, Diagnostic};
use crate::present::resources::Source;

/// A valid skill before merging.
pub(super) struct Contender {
    pub(super) loaded: Loaded,
    pub(super) root_index: usize,
    pub(super) rel_dir: Arc<str>,
}

/// One skill per name: the highest-precedence scope wins; within a scope, the first
/// by root order then path order. Every loser is reported next to its winner.
pub(super) fn merge(mut contenders: Vec<Contender>, diagnostics: &mut Vec<Diagnostic>) -> Vec<Loaded> {
    contenders
        .sort_by(|a, b| (a.loaded.rank, a.root_index, &a.rel_dir).cmp(&(b.loaded.rank, b.root_index, &b.rel_dir)));
    let mut winners: Vec<Loaded> = Vec::with_capacity(contenders.len());
    let mut by_name: HashMap<String, usize> = HashMap::with_capacity(contenders.len());
    for contender in contenders {
        let skill = &contender.loaded.skill;
        match by_name.get(&skill.frontmatter.name) {
            // The same files reached through two roots (a symlinked folder): one skill.
            Some(&index) if same_source(&winners[index].source, &contender.loaded.source) => {}
            Some(&index) => {
                let winner = &winners[index].skill;
                let message = if winner.scope == skill.scope {
                    format!(
                        "skill `{}` is defined twice in scope {}; using {} (first by path order)",
                        skill.frontmatter.name,
                        skill.scope.as_str(),
                        winner.location
                    )
                } else {
                    format!(
                        "skill `{}` ({}) is shadowed by {} ({}), which has higher precedence",
                        skill.frontmatter.name,
                        skill.scope.as_str(),
                        winner.location,
                        winner.scope.as_str()
                    )
                };
                let code = if winner.scope == skill.scope {
                    Code::DuplicateName
                } else {
                    Code::Shadowed
                };
                diagnostics.push(Diagnostic::warning(code, &skill.location, message));
            }
            None => {
                by_name.insert(skill.frontmatter.name.clone(), winners.len());
                winners.push(contender.loaded);
            }
        }
    }
    winners.sort_by(|a, b| a.skill.frontmatter.name.cmp(&b.skill.frontmatter.name));
    winners
}

/// Whether two contenders are one skill directory on disk, reached by two paths (one
/// root inside another, a bind mount).
fn same_source(a: &Source, b: &Source) -> bool {
    match (a, b) {
        (Source::Disk { dir: a, .. }, Source::Disk { dir: b, .. }) => crate::fs::wasi_fs::same_file(a, b),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use crate::registry::test_support::*;

    #[test]
    fn one_skill_directory_reached_through_two_roots_counts_once_without_a_warning() {
        let tmp = tempfile::tempdir().unwrap();
        // `claude` lies inside `agents`: with depth 2, `agents` reaches `claude/pdf` too.
        let (agents, user) = (tmp.path().join("agents"), tmp.path().join("user"));
        let claude = agents.join("claude");
        write(&claude, "pdf", "The real one.", "body");
        // A different skill with the same name still collides, with a warning.
        write(&user, "pdf", "Another one.", "body");
        let root = |dir: &Path, scope| Root {
            path: dir.to_str().unwrap().into(),
            scope,
            label: dir.to_str().unwrap().into(),
            trusted: true,
        };
        let mut r = Registry::new(
            vec![
                root(&claude, Scope::Project),
                root(&agents, Scope::Project),
                root(&user, Scope::User),
            ],
            Policy {
                include_builtins: false,
                max_depth: 2,
                ..Policy::default()
            },
        );
        let found = r.discover();
        assert_eq!(found.skills.len(), 1);
        let codes: Vec<Code> = found.diagnostics.iter().map(|d| d.code).collect();
        assert_eq!(codes, vec![Code::Shadowed], "{:#?}", found.diagnostics);
        assert!(found.diagnostics[0].path.starts_with(user.to_str().unwrap()));
    }
}
