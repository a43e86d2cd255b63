//! Discovery through the component: what counts as a skill, symlinks, missing roots,
//! bounded recursion.

use crate::common::*;

#[test]
fn flat_scan_loads_direct_skill_directories_and_ignores_everything_else() {
    let tree = Tree::new();
    tree.skill("root/beta", "beta", "Second.", "");
    tree.skill("root/alpha", "alpha", "First.", "");
    tree.skill("root/alpha/nested", "nested", "Bundled inside alpha.", "");
    tree.skill("root/group/deep", "deep", "Too deep for a flat scan.", "");
    tree.write("root/no-skill/README.md", "nothing here");
    tree.write("root/lowercase/skill.md", skill_md("lowercase", "Wrong file name.", ""));
    tree.write("root/SKILL.md", skill_md("root", "A root is not a skill.", ""));
    tree.write("root/loose-file.md", "x");

    let mut session = session(vec![tree.root("root", Scope::Project)]);
    let discovery = session.discover().unwrap();
    assert_eq!(names(&discovery.skills), vec!["alpha", "beta"]);
    assert!(discovery.diagnostics.is_empty(), "{:?}", discovery.diagnostics);
    assert_eq!(discovery.skills[0].location, tree.label("root/alpha/SKILL.md"));
    assert_eq!(discovery.skills[0].directory, tree.label("root/alpha"));
}

#[test]
fn first_by_path_wins_whatever_order_the_directories_were_created_in() {
    for order in [["a", "b"], ["b", "a"]] {
        let tree = Tree::new();
        for dir in order {
            tree.skill(&format!("root/{dir}"), "same", &format!("From {dir}."), "");
        }
        let mut session = session_with(vec![tree.root("root", Scope::Project)], |p| {
            p.validation = ValidationMode::Lenient;
        });
        let discovery = session.discover().unwrap();
        assert_eq!(discovery.skills[0].description, "From a.");
        let mut found = codes(&discovery.diagnostics);
        found.retain(|c| *c != "name-mismatch");
        assert_eq!(found, vec!["duplicate-name"]);
    }
}

#[test]
fn symlinked_skill_directories_inside_the_root_are_followed() {
    let tree = Tree::new();
    tree.skill("root/store/real", "linked", "Reached through a link.", "");
    tree.symlink("store/real", "root/linked");
    let mut session = session(vec![tree.root("root", Scope::Project)]);
    let discovery = session.discover().unwrap();
    assert_eq!(names(&discovery.skills), vec!["linked"]);
    // The location names the link, which is where the user put the skill.
    assert_eq!(discovery.skills[0].location, tree.label("root/linked/SKILL.md"));
}

#[test]
fn a_link_beside_its_target_folder_is_checked_against_its_own_name() {
    // One SKILL.md reached through two folders: each folder's name is checked, and each
    // finding names the folder it is about, on discovery and after a refresh.
    let tree = Tree::new();
    tree.skill("root/real", "real", "The real folder.", "");
    tree.symlink("real", "root/alias");
    tree.skill("root/other", "other", "Another skill.", "");
    let mut session = session(vec![tree.root("root", Scope::Project)]);
    let discovery = session.discover().unwrap();
    assert_eq!(names(&discovery.skills), vec!["other", "real"]);
    let found: Vec<(&str, &str)> = discovery
        .diagnostics
        .iter()
        .map(|d| (d.code.as_str(), d.path.as_str()))
        .collect();
    let alias = tree.label("root/alias/SKILL.md");
    assert_eq!(found, vec![("name-mismatch", alias.as_str())]);
    tree.write("root/other/SKILL.md", skill_md("other", "Edited.", ""));
    let refreshed = session.refresh().unwrap();
    let again: Vec<&str> = refreshed.diagnostics.iter().map(|d| d.path.as_str()).collect();
    assert_eq!(again, vec![alias.as_str()]);
}

#[test]
fn escaping_and_looping_symlinks_become_diagnostics_and_other_skills_still_load() {
    let tree = Tree::new();
    tree.skill("outside/secret", "secret", "Must never load.", "");
    tree.skill("root/good", "good", "Loads.", "");
    tree.symlink("../outside/secret", "root/secret");
    tree.symlink(tree.path().join("outside/secret"), "root/absolute");
    tree.symlink("loop-b", "root/loop-a");
    tree.symlink("loop-a", "root/loop-b");
    tree.mkdir("root/bad-md");
    tree.symlink("../../outside/secret/SKILL.md", "root/bad-md/SKILL.md");

    // With the host's linked folders off, the guest's own fence is what holds (a
    // followed link is `linked_folders.rs`'s subject).
    let mut root = tree.root("root", Scope::Project);
    root.links.follow = false;
    let mut session = session(vec![root]);
    let discovery = session.discover().unwrap();
    assert_eq!(names(&discovery.skills), vec!["good"]);
    let mut found = codes(&discovery.diagnostics);
    found.sort();
    assert_eq!(
        found,
        vec![
            "symlink-escape",
            "symlink-escape",
            "symlink-escape",
            "symlink-loop",
            "symlink-loop"
        ]
    );
    let text = format!("{:?}", discovery.diagnostics);
    assert!(!text.contains("Must never load"));
}

#[test]
fn a_missing_root_is_a_warning_not_a_failure() {
    let tree = Tree::new();
    tree.skill("root/ok", "ok", "Fine.", "");
    let mut session = session(vec![
        tree.root("does-not-exist", Scope::User),
        tree.root("root", Scope::Project),
    ]);
    let discovery = session.discover().unwrap();
    assert_eq!(names(&discovery.skills), vec!["ok"]);
    assert_eq!(codes(&discovery.diagnostics), vec!["root-missing"]);
    assert_eq!(discovery.diagnostics[0].severity, Severity::Warning);
}

#[test]
fn recursion_reaches_grouping_folders_and_dot_directories_up_to_the_depth() {
    let tree = Tree::new();
    tree.skill("root/.curated/one", "one", "Under a dot folder.", "");
    tree.skill("root/group/two", "two", "Under a group.", "");
    tree.skill("root/a/b/three", "three", "Two groups deep.", "");
    tree.skill("root/node_modules/pkg", "pkg", "Never scanned.", "");
    tree.skill("root/.git/hooks", "hooks", "Never scanned.", "");

    let mut depth2 = session_with(vec![tree.root("root", Scope::Project)], |p| p.max_depth = 2);
    assert_eq!(names(&depth2.discover().unwrap().skills), vec!["one", "two"]);
    let mut depth3 = session_with(vec![tree.root("root", Scope::Project)], |p| p.max_depth = 3);
    assert_eq!(names(&depth3.discover().unwrap().skills), vec!["one", "three", "two"]);
}

#[test]
fn a_skill_directory_is_a_boundary_unless_nested_skills_are_allowed() {
    let tree = Tree::new();
    tree.skill("root/outer", "outer", "Outer.", "");
    tree.skill("root/outer/inner", "inner", "Inner.", "");
    let mut bounded = session_with(vec![tree.root("root", Scope::Project)], |p| p.max_depth = 3);
    assert_eq!(names(&bounded.discover().unwrap().skills), vec!["outer"]);
    let mut nested = session_with(vec![tree.root("root", Scope::Project)], |p| {
        p.max_depth = 3;
        p.allow_nested_skills = true;
    });
    assert_eq!(names(&nested.discover().unwrap().skills), vec!["inner", "outer"]);
}

#[test]
fn the_directory_cap_stops_discovery_with_one_warning() {
    let tree = Tree::new();
    for i in 0..30 {
        tree.mkdir(&format!("root/group-{i:02}/sub"));
    }
    tree.skill("root/zz/last", "last", "Beyond the cap.", "");
    let mut session = session_with(vec![tree.root("root", Scope::Project)], |p| {
        p.max_depth = 3;
        p.max_directories = 10;
    });
    let discovery = session.discover().unwrap();
    assert!(discovery.skills.is_empty());
    assert_eq!(codes(&discovery.diagnostics), vec!["discovery-limit"]);
}

#[test]
fn non_utf8_directory_names_are_skipped_with_a_warning() {
    use std::os::unix::ffi::OsStrExt;
    let tree = Tree::new();
    tree.skill("root/fine", "fine", "Loads.", "");
    let bad = tree
        .path()
        .join("root")
        .join(std::ffi::OsStr::from_bytes(b"bad-\xff-name"));
    std::fs::create_dir_all(&bad).unwrap();
    std::fs::write(bad.join("SKILL.md"), skill_md("bad", "Unnamed.", "")).unwrap();
    let mut session = session(vec![tree.root("root", Scope::Project)]);
    let discovery = session.discover().unwrap();
    assert_eq!(names(&discovery.skills), vec!["fine"]);
    assert_eq!(codes(&discovery.diagnostics), vec!["entry-unreadable"]);
}

#[test]
fn the_builtin_skill_is_listed_with_a_pseudo_location_unless_turned_off() {
    let tree = Tree::new();
    let mut with = host().session(
        vec![tree.root("root", Scope::Project)],
        host().default_policy().unwrap(),
    );
    let discovery = with.discover().unwrap();
    assert_eq!(names(&discovery.skills), vec!["create-skill"]);
    assert_eq!(discovery.skills[0].scope, Scope::Builtin);
    assert_eq!(discovery.skills[0].location, "builtin://create-skill/SKILL.md");
    let mut without = session(vec![tree.root("root", Scope::Project)]);
    assert!(without.discover().unwrap().skills.is_empty());
}

#[test]
fn a_body_that_is_not_utf8_is_never_advertised_in_any_mode() {
    let tree = Tree::new();
    tree.skill("root/good", "good", "Fine.", "Body");
    // The frontmatter is fine; line 6 of the body is not UTF-8, so it could never activate.
    tree.write(
        "root/broken-body/SKILL.md",
        b"---\nname: broken-body\ndescription: Looks fine.\n---\n# Title\nbad \xff byte\n".as_slice(),
    );
    let expected = (
        "invalid-utf8".to_string(),
        Some(6),
        tree.label("root/broken-body/SKILL.md"),
    );
    for mode in [ValidationMode::Strict, ValidationMode::Lenient] {
        let mut session = session_with(vec![tree.root("root", Scope::User)], |p| p.validation = mode);
        let discovery = session.discover().unwrap();
        assert_eq!(names(&discovery.skills), vec!["good"], "{mode:?}");
        let d = &discovery.diagnostics[0];
        assert_eq!((d.code.clone(), d.line, d.path.clone()), expected, "{mode:?}");
        assert!(
            !session
                .catalog(CatalogFormat::Xml)
                .unwrap()
                .text
                .contains("broken-body")
        );
    }
    let lint = host().validate(&tree.path().join("root/broken-body")).unwrap();
    assert_eq!((lint[0].code.clone(), lint[0].line, lint[0].path.clone()), expected);
}
