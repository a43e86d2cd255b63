//! The filesystem calls each operation makes, counted by the host (every call into
//! `wasi:filesystem/types`, a close included) and held here as exact numbers. Wall
//! time is noise on a shared machine; these counts are not. A change that adds calls
//! changes this file, on purpose and in review. `docs/performance.md` has the budget
//! and the table.

use crate::common::corpus::{FLAT_ROOTS, corpus_dir};
use crate::common::*;

/// Counts of one session's operations: discover, catalog, activate, read.
fn counted(roots: Vec<RootDir>, activate: &str, read: Option<(&str, &str)>) -> [u64; 4] {
    let mut session = session(roots);
    let mut last = 0;
    let mut step = |session: &Session| {
        let now = session.filesystem_calls();
        let made = now - last;
        last = now;
        made
    };
    session.discover().expect("discover");
    let discover = step(&session);
    session.catalog(CatalogFormat::Xml).expect("catalog");
    let catalog = step(&session);
    activate_ok(&mut session, activate, Invoker::Model, "");
    let activate = step(&session);
    if let Some((skill, path)) = read {
        session
            .read_resource(skill, path, Invoker::Model)
            .expect("host")
            .expect("read");
    }
    let read = step(&session);
    [discover, catalog, activate, read]
}

/// `n` flat skills, each only a `SKILL.md`: the common case the budget is for.
fn flat_tree(n: usize) -> Tree {
    let tree = Tree::new();
    for i in 0..n {
        let name = format!("skill-{i:03}");
        tree.skill(&format!("root/{name}"), &name, "Does one thing.", "Body.\n");
    }
    tree.write("root/skill-000/notes.md", "notes");
    tree
}

#[test]
fn each_flat_skill_costs_a_fixed_number_of_calls_and_the_catalog_none() {
    let small = flat_tree(10);
    let large = flat_tree(110);
    let root = |tree: &Tree| vec![tree.root("root", Scope::User)];
    let [discover_10, catalog_10, activate_10, read_10] =
        counted(root(&small), "skill-000", Some(("skill-000", "notes.md")));
    let [discover_110, catalog_110, activate_110, read_110] =
        counted(root(&large), "skill-000", Some(("skill-000", "notes.md")));
    let per_skill = (discover_110 - discover_10) / 100;
    assert_eq!((discover_110 - discover_10) % 100, 0, "the same cost for every skill");
    assert_eq!(
        (per_skill, discover_10 - 10 * per_skill),
        (PER_SKILL, PER_ROOT),
        "discover: {discover_10} for 10 skills, {discover_110} for 110"
    );
    // The catalog reads nothing: discovery kept what it needs.
    assert_eq!((catalog_10, catalog_110), (0, 0));
    // Activation and a read cost the same whatever the number of skills.
    assert_eq!((activate_10, read_10), (activate_110, read_110));
    assert_eq!((activate_10, read_10), (ACTIVATE, READ));
}

/// Calls per flat skill at discovery: see `docs/performance.md`.
const PER_SKILL: u64 = 6;
/// Calls per root besides its skills (the listing's own, the root's stat).
const PER_ROOT: u64 = 6;
/// Calls to activate one skill (its `SKILL.md` read again for the body).
const ACTIVATE: u64 = 4;
/// Calls to read one bundled file.
const READ: u64 = 7;

#[test]
fn the_corpus_counts_are_held_exactly() {
    let roots: Vec<RootDir> = FLAT_ROOTS
        .iter()
        .map(|r| RootDir::new(corpus_dir().join(r), Scope::User))
        .collect();
    let counts = counted(roots, "pdf", None);
    assert_eq!(
        counts, CORPUS,
        "discover, catalog, activate, read over the 8 flat corpus roots"
    );
}

/// The corpus: discover, catalog, activate `pdf`, no read.
const CORPUS: [u64; 4] = [3501, 0, 4, 0];
