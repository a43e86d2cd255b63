//! Linked skill folders (issue 34): a skill folder that is a symlink out of its root
//! loads in user and trusted project roots, confined to its own target; links that
//! lead to `/`, to a folder without skills, to themselves or to each other do not;
//! and Claude Code's 2026 fields reach the host through the real component.

use crate::common::*;

fn skill_names(session: &mut Session) -> Vec<String> {
    let discovery = session.discover().expect("discover");
    discovery.skills.iter().map(|s| s.name.clone()).collect()
}

#[test]
fn a_linked_skill_folder_out_of_the_root_loads_and_reads_only_its_target() {
    let tree = Tree::new();
    tree.skill("checkout/dev", "dev", "In development.", "Body.\n");
    tree.write("checkout/dev/notes.md", "notes");
    tree.write("checkout/secret.txt", "outside the skill");
    tree.symlink("../secret.txt", "checkout/dev/leak.txt");
    tree.mkdir("skills");
    tree.symlink(tree.path().join("checkout/dev"), "skills/dev");
    let mut session = session(vec![tree.root("skills", Scope::User)]);
    assert_eq!(skill_names(&mut session), vec!["dev"]);
    let activation = activate_ok(&mut session, "dev", Invoker::Model, "");
    assert!(activation.content.contains("Body."), "{}", activation.content);
    let notes = session
        .read_resource("dev", "notes.md", Invoker::Model)
        .unwrap()
        .unwrap();
    assert_eq!(notes, b"notes");
    // A link inside the linked skill that leaves it stays refused.
    let leak = session.read_resource("dev", "leak.txt", Invoker::Model).unwrap();
    assert!(leak.is_err(), "{leak:?}");
    let escape = session.read_resource("dev", "../secret.txt", Invoker::Model).unwrap();
    assert!(escape.is_err(), "{escape:?}");
}

#[test]
fn a_linked_skill_below_a_grouping_folder_loads_when_the_walk_reaches_it() {
    // `skills/team/reviewer -> ~/dev/reviewer`, as Goose and Codex load it.
    let tree = Tree::new();
    tree.skill("dev/reviewer", "reviewer", "Reviews.", "Review body.\n");
    tree.write("dev/secret.txt", "outside the skill");
    tree.symlink("../secret.txt", "dev/reviewer/leak.txt");
    tree.skill("dev/deep", "deep", "Too deep for the walk.", "");
    tree.skill("dev/inner", "inner", "Linked from inside a skill.", "");
    tree.skill("skills/team/local", "local", "A real skill beside the link.", "");
    tree.symlink(tree.path().join("dev/reviewer"), "skills/team/reviewer");
    tree.mkdir("skills/a/b");
    tree.symlink(tree.path().join("dev/deep"), "skills/a/b/deep");
    // A link inside a skill that leaves it is the skill's content, never a skill.
    tree.symlink(tree.path().join("dev/inner"), "skills/team/local/inner");
    tree.mkdir("skills/node_modules");
    tree.symlink(tree.path().join("dev/inner"), "skills/node_modules/inner");

    let mut flat = session(vec![tree.root("skills", Scope::User)]);
    assert!(
        skill_names(&mut flat).is_empty(),
        "max-depth 1 walks no grouping folder"
    );

    let mut grouped = session_with(vec![tree.root("skills", Scope::User)], |p| p.max_depth = 2);
    let mut names = skill_names(&mut grouped);
    names.sort();
    assert_eq!(names, vec!["local", "reviewer"]);
    let activation = activate_ok(&mut grouped, "reviewer", Invoker::Model, "");
    assert!(activation.content.contains("Review body."), "{}", activation.content);
    let leak = grouped.read_resource("reviewer", "leak.txt", Invoker::Model).unwrap();
    assert!(leak.is_err(), "a link in the linked skill that leaves it: {leak:?}");
    let outside = grouped
        .read_resource("local", "inner/SKILL.md", Invoker::Model)
        .unwrap();
    assert!(outside.is_err(), "a link inside a skill stays inside it: {outside:?}");

    let mut deeper = session_with(vec![tree.root("skills", Scope::User)], |p| p.max_depth = 3);
    let mut names = skill_names(&mut deeper);
    names.sort();
    assert_eq!(names, vec!["deep", "local", "reviewer"]);
}

#[test]
fn roots_lists_a_link_below_a_grouping_folder_by_its_path() {
    let tree = Tree::new();
    tree.skill("checkout/reviewer", "reviewer", "Reviews.", "");
    tree.mkdir("home/.agents/skills/team");
    tree.mkdir("work");
    tree.symlink(
        tree.path().join("checkout/reviewer"),
        "home/.agents/skills/team/reviewer",
    );
    let out = skills_cli(
        &tree.path().join("home"),
        &tree.path().join("work"),
        &["--max-depth", "2", "roots", "--json"],
    );
    assert_eq!(out.status.code(), Some(0), "{}", err_text(&out));
    let json: serde_json::Value = serde_json::from_str(&out_text(&out)).unwrap();
    let user = json["roots"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["path"].as_str().is_some_and(|p| p.ends_with(".agents/skills")) && r["scope"] == "user")
        .expect("the user's .agents/skills");
    assert_eq!(user["linked"][0]["name"], "team/reviewer");
    assert_eq!(user["skills"], 1);
}

#[test]
fn links_to_the_root_to_no_skills_to_themselves_or_in_a_loop_load_nothing() {
    let tree = Tree::new();
    tree.mkdir("skills");
    tree.mkdir("home/.ssh");
    tree.write("home/.ssh/id_ed25519", "PRIVATE");
    tree.symlink("/", "skills/slash");
    tree.symlink(tree.path().join("home/.ssh"), "skills/ssh");
    tree.symlink(tree.path().join("skills"), "skills/itself");
    tree.symlink("loop-b", "skills/loop-a");
    tree.symlink("loop-a", "skills/loop-b");
    tree.skill("skills/real", "real", "Real.", "");
    let mut session = session(vec![tree.root("skills", Scope::User)]);
    let discovery = session.discover().expect("discover");
    let names: Vec<&str> = discovery.skills.iter().map(|s| s.name.as_str()).collect();
    assert_eq!(names, vec!["real"]);
    let codes = codes(&discovery.diagnostics);
    assert!(codes.iter().all(|c| c.starts_with("symlink-")), "{codes:?}");
    assert_eq!(codes.len(), 5, "{:#?}", discovery.diagnostics);
}

#[test]
fn two_links_to_one_target_count_once_and_links_are_not_followed_when_turned_off() {
    let tree = Tree::new();
    tree.skill("checkout/tool", "tool", "A tool.", "");
    tree.mkdir("skills");
    tree.symlink(tree.path().join("checkout/tool"), "skills/tool");
    tree.symlink(tree.path().join("checkout/tool"), "skills/tool-again");
    let mut session_on = session(vec![tree.root("skills", Scope::User)]);
    assert_eq!(skill_names(&mut session_on), vec!["tool"]);
    let mut off = tree.root("skills", Scope::User);
    off.links.follow = false;
    let mut session_off = session(vec![off]);
    assert!(skill_names(&mut session_off).is_empty());
    // Plugin roots and untrusted project roots never follow links.
    let mut session_plugin = session(vec![tree.root("skills", Scope::Plugin)]);
    assert!(skill_names(&mut session_plugin).is_empty());
}

#[test]
fn a_link_target_that_vanishes_after_discovery_is_an_error_not_a_crash() {
    let tree = Tree::new();
    tree.skill("checkout/gone", "gone", "Soon gone.", "Body.\n");
    tree.mkdir("skills");
    tree.symlink(tree.path().join("checkout/gone"), "skills/gone");
    let mut session = session(vec![tree.root("skills", Scope::User)]);
    assert_eq!(skill_names(&mut session), vec!["gone"]);
    std::fs::remove_dir_all(tree.path().join("checkout/gone")).unwrap();
    let outcome = session.activate("gone", Invoker::Model, "").expect("the host survives");
    assert!(outcome.is_err(), "{outcome:?}");
    // And the session goes on.
    let names = skill_names(&mut session);
    assert!(names.is_empty(), "{names:?}");
}

#[test]
fn claude_code_2026_fields_reach_the_host() {
    let tree = Tree::new();
    tree.write(
        "skills/off/SKILL.md",
        "---\nname: off\ndescription: Off until enabled.\ndefault-enabled: false\n---\n",
    );
    tree.write(
        "skills/shown/SKILL.md",
        "---\nname: shown\ndescription: Shown.\ndisplay-name: Shown Nicely\nbackground: yes\nfallback: sonnet\neffort: high\n---\nEffort ${CLAUDE_EFFORT}, session ${CLAUDE_SESSION_ID}, other ${NOT_SET}.\n",
    );
    tree.write(
        "skills/listy/SKILL.md",
        "---\nname: listy\ndescription: A list where a boolean goes.\ndefault-enabled: [true]\n---\n",
    );
    let mut session = session_with(vec![tree.root("skills", Scope::User)], |p| {
        p.validation = ValidationMode::Lenient;
        p.substitutions = vec![("CLAUDE_EFFORT".into(), "high".into())];
    });
    let discovery = session.discover().expect("discover");
    let names: Vec<&str> = discovery.skills.iter().map(|s| s.name.as_str()).collect();
    assert_eq!(names, vec!["shown"]);
    let withheld: Vec<(&str, &WithheldReason)> = discovery
        .withheld
        .iter()
        .map(|w| (w.skill.name.as_str(), &w.reason))
        .collect();
    assert_eq!(
        withheld,
        vec![
            ("listy", &WithheldReason::OffByDefault),
            ("off", &WithheldReason::OffByDefault)
        ]
    );
    let shown = &discovery.skills[0];
    assert_eq!(shown.display_name.as_deref(), Some("Shown Nicely"));
    assert_eq!(
        (shown.hints.background, shown.hints.fallback.as_deref()),
        (Some(true), Some("sonnet"))
    );
    session
        .set_substitutions(vec![("CLAUDE_SESSION_ID".into(), "s-42".into())])
        .expect("set");
    let activation = activate_ok(&mut session, "shown", Invoker::Model, "");
    assert!(
        activation
            .content
            .contains("Effort ${CLAUDE_EFFORT}, session s-42, other ${NOT_SET}."),
        "{}",
        activation.content
    );

    let mut enabled = session_with(vec![tree.root("skills", Scope::User)], |p| {
        p.validation = ValidationMode::Lenient;
        p.enabled_skills = vec!["off".into()];
    });
    let discovery = enabled.discover().expect("discover");
    assert!(discovery.skills.iter().any(|s| s.name == "off" && !s.default_enabled));
}

#[test]
fn roots_shows_where_a_linked_skill_really_lives_and_why_others_are_not_followed() {
    let tree = Tree::new();
    tree.skill("checkout/dev", "dev", "In development.", "");
    tree.mkdir("home/.agents/skills");
    tree.mkdir("work");
    tree.symlink(tree.path().join("checkout/dev"), "home/.agents/skills/dev");
    tree.symlink("/", "home/.agents/skills/slash");
    let out = skills_cli(
        &tree.path().join("home"),
        &tree.path().join("work"),
        &["roots", "--json"],
    );
    assert_eq!(out.status.code(), Some(0), "{}", err_text(&out));
    let json: serde_json::Value = serde_json::from_str(&out_text(&out)).unwrap();
    let user = json["roots"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["path"].as_str().is_some_and(|p| p.ends_with(".agents/skills")) && r["scope"] == "user")
        .expect("the user's .agents/skills");
    assert_eq!(user["skills"], 1);
    assert_eq!(user["linked"][0]["name"], "dev");
    assert_eq!(user["linked"][0]["target"], tree.label("checkout/dev"));
    assert_eq!(user["not_followed"][0]["name"], "slash");
    let table = skills_cli(&tree.path().join("home"), &tree.path().join("work"), &["roots"]);
    assert!(out_text(&table).contains("linked: dev -> "), "{}", out_text(&table));
}
