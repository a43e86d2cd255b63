//! Eligibility through the component: requirements from the frontmatter (both
//! spellings), host facts (known and unknown), disabled skills, and facts that change.

use crate::common::*;

fn facts(bins: Option<&[&str]>, env: Option<&[&str]>, os: Option<&str>) -> HostFacts {
    let owned = |names: &[&str]| names.iter().map(|n| n.to_string()).collect();
    HostFacts {
        binaries: bins.map(owned),
        environment: env.map(owned),
        os: os.map(str::to_string),
    }
}

fn requiring(tree: &Tree, name: &str, metadata: &str) {
    tree.write(
        &format!("root/{name}/SKILL.md"),
        format!("---\nname: {name}\ndescription: Requires things.\nmetadata:\n{metadata}---\nBody of {name}"),
    );
}

/// One skill per requirement kind, in both spellings.
fn every_kind(tree: &Tree) {
    requiring(tree, "bins", "  requires:\n    bins: [uv, git]\n");
    requiring(
        tree,
        "any-bins",
        "  openclaw:\n    requires:\n      anyBins: [rg, grep]\n",
    );
    requiring(tree, "env", "  requires:\n    env: OPENROUTER_API_KEY\n");
    requiring(tree, "os", "  os: [darwin, win32]\n");
    requiring(tree, "claw-os", "  openclaw:\n    os: linux\n");
    tree.skill("root/plain", "plain", "Requires nothing.", "");
}

fn withheld(discovery: &Discovery) -> Vec<(String, String)> {
    discovery
        .withheld
        .iter()
        .map(|w| {
            let why = match &w.reason {
                WithheldReason::Disabled => "disabled".to_string(),
                WithheldReason::OffByDefault => "off-by-default".to_string(),
                WithheldReason::Ineligible(missing) => missing.clone(),
            };
            (w.skill.name.clone(), why)
        })
        .collect()
}

#[test]
fn requirements_are_read_from_both_spellings() {
    let tree = Tree::new();
    every_kind(&tree);
    let discovery = session(vec![tree.root("root", Scope::User)]).discover().unwrap();
    let requires = |name: &str| {
        discovery
            .skills
            .iter()
            .find(|s| s.name == name)
            .unwrap()
            .requires
            .clone()
    };
    assert_eq!(requires("bins").binaries, vec!["uv", "git"]);
    assert_eq!(requires("any-bins").any_binaries, vec!["rg", "grep"]);
    assert_eq!(requires("env").environment, vec!["OPENROUTER_API_KEY"]);
    assert_eq!(requires("os").os, vec!["darwin", "win32"]);
    assert_eq!(requires("claw-os").os, vec!["linux"]);
    // Unknown facts withhold nothing, and the requirement keys are not metadata warnings.
    assert_eq!(discovery.skills.len(), 6);
    assert!(discovery.diagnostics.is_empty(), "{:?}", discovery.diagnostics);
    // The string metadata the WIT returns is as before: strings only.
    assert!(discovery.skills.iter().all(|s| s.metadata.is_empty()));
}

#[test]
fn each_requirement_kind_withholds_the_skill_when_its_fact_says_missing() {
    let tree = Tree::new();
    every_kind(&tree);
    let mut session = session_with(vec![tree.root("root", Scope::User)], |p| {
        p.host_facts = facts(Some(&["uv", "grep"]), Some(&[]), Some("linux"));
    });
    let discovery = session.discover().unwrap();
    assert_eq!(names(&discovery.skills), vec!["any-bins", "claw-os", "plain"]);
    assert_eq!(
        withheld(&discovery),
        vec![
            ("bins".into(), "needs binaries: git".into()),
            ("env".into(), "needs environment: OPENROUTER_API_KEY".into()),
            (
                "os".into(),
                "needs operating system: darwin or win32 (this host: linux)".into()
            ),
        ]
    );
    let ineligible: Vec<_> = discovery
        .diagnostics
        .iter()
        .filter(|d| d.code == "skill-ineligible")
        .map(|d| d.message.as_str())
        .collect();
    assert_eq!(
        ineligible[0],
        "skill `bins` is not offered on this host: needs binaries: git"
    );
    assert_eq!(ineligible.len(), 3);

    // Not in the catalog; for the model it does not exist; the user is told why.
    let catalog = session.catalog(CatalogFormat::Xml).unwrap().text;
    assert!(!catalog.contains("<name>bins</name>") && catalog.contains("<name>plain</name>"));
    match session.activate("bins", Invoker::Model, "").unwrap() {
        Err(SkillError::NotFound(d)) => assert!(!d.available.contains(&"bins".to_string())),
        other => panic!("{other:?}"),
    }
    match session.read_resource("env", "SKILL.md", Invoker::User).unwrap() {
        Err(SkillError::Denied(m)) => assert!(m.contains("needs environment: OPENROUTER_API_KEY"), "{m}"),
        other => panic!("{other:?}"),
    }
}

#[test]
fn disabled_skills_are_withheld_in_every_scope_for_everyone() {
    let tree = Tree::new();
    tree.skill("user/notes", "notes", "User notes.", "");
    tree.skill("project/notes", "notes", "Project notes.", "");
    tree.skill("project/other", "other", "Other.", "");
    let mut session = session_with(
        vec![tree.root("user", Scope::User), tree.root("project", Scope::Project)],
        |p| p.disabled_skills = vec!["notes".into()],
    );
    let discovery = session.discover().unwrap();
    assert_eq!(names(&discovery.skills), vec!["other"]);
    assert_eq!(withheld(&discovery), vec![("notes".into(), "disabled".into())]);
    assert!(codes(&discovery.diagnostics).contains(&"skill-disabled"));
    for invoker in [Invoker::Model, Invoker::User] {
        let result = session.activate("notes", invoker, "").unwrap();
        assert!(result.is_err(), "{invoker:?}");
    }
    let result = session.list_resources("notes", "", Invoker::User).unwrap();
    assert!(matches!(result, Err(SkillError::Denied(m)) if m.contains("disabled")));
}

#[test]
fn changed_facts_change_the_catalog_version_and_survive_a_rebuilt_instance() {
    let tree = Tree::new();
    every_kind(&tree);
    let mut session = session(vec![tree.root("root", Scope::User)]);
    let first = session.refresh().unwrap().version;
    let without = session.set_host_facts(facts(Some(&[]), None, None)).unwrap();
    assert!(without.changed && without.version > first && without.reparsed == 0);
    assert!(
        !session
            .catalog(CatalogFormat::Xml)
            .unwrap()
            .text
            .contains("<name>bins</name>")
    );
    // The same facts again, or a refresh with nothing changed: the version stays.
    assert!(!session.set_host_facts(facts(Some(&[]), None, None)).unwrap().changed);
    assert!(!session.refresh().unwrap().changed);
    // The root is replaced by a new directory: a new instance, with the facts the
    // host last gave, not the policy's first ones.
    let root = tree.path().join("root");
    let moved = tree.path().join("moved");
    std::fs::rename(&root, &moved).unwrap();
    std::fs::create_dir(&root).unwrap();
    for entry in std::fs::read_dir(&moved).unwrap() {
        let entry = entry.unwrap();
        std::fs::rename(entry.path(), root.join(entry.file_name())).unwrap();
    }
    session.refresh().unwrap();
    assert!(
        !session
            .catalog(CatalogFormat::Xml)
            .unwrap()
            .text
            .contains("<name>bins</name>")
    );
    let with = session
        .set_host_facts(facts(Some(&["uv", "git", "rg"]), None, None))
        .unwrap();
    assert!(with.changed);
    assert!(
        session
            .catalog(CatalogFormat::Xml)
            .unwrap()
            .text
            .contains("<name>bins</name>")
    );
}

#[test]
fn hostile_requirements_are_warnings_and_the_skill_stays_offered() {
    let tree = Tree::new();
    let thousands: Vec<String> = (0..5000).map(|i| format!("b{i}")).collect();
    requiring(
        &tree,
        "hostile",
        &format!(
            "  requires:\n    bins: [{}]\n    env: [\"A\\0B\", \"$(reboot)\", {{nested: map}}, 42]\n    anyBins: [\"/bin/sh\", \"../../x\", \"a;b\", \"`id`\"]\n  os: [3, linux]\n",
            thousands.join(", ")
        ),
    );
    let mut session = session_with(vec![tree.root("root", Scope::User)], |p| {
        p.host_facts = facts(Some(&[]), Some(&[]), Some("linux"));
    });
    let discovery = session.discover().expect("no trap");
    assert_eq!(names(&discovery.skills), vec!["hostile"]);
    let warnings: Vec<&str> = discovery
        .diagnostics
        .iter()
        .filter(|d| d.code == "requirement-invalid")
        .map(|d| d.message.as_str())
        .collect();
    assert_eq!(warnings.len(), 10, "{warnings:#?}");
    assert!(warnings.iter().any(|w| w.contains("has 5000 entries")), "{warnings:#?}");
    assert!(warnings.iter().all(|w| !w.contains('\0')));
    let requires = &discovery.skills[0].requires;
    assert!(requires.binaries.is_empty() && requires.any_binaries.is_empty() && requires.environment.is_empty());
}

#[test]
fn a_skill_is_never_offered_on_a_system_its_os_list_leaves_out_known_name_or_not() {
    let tree = Tree::new();
    let with_os = |name: &str, os: &str| {
        tree.write(
            &format!("s/{name}/SKILL.md"),
            format!("---\nname: {name}\ndescription: D.\nmetadata:\n  openclaw:\n    os: {os}\n---\n"),
        );
    };
    with_os("bsd-only", "[freebsd]");
    with_os("mac-only", "[macos, mac]");
    with_os("windows-only", "windows");
    with_os("bsd-or-here", &format!("[freebsd, {}]", host_os()));
    let mut session = session(vec![tree.root("s", Scope::User)]);
    let discovery = session.discover().unwrap();
    // The unknown name is a warning, and still a restriction.
    assert!(
        discovery
            .diagnostics
            .iter()
            .any(|d| d.code == "requirement-invalid" && d.message.contains("`freebsd`")),
        "{:#?}",
        discovery.diagnostics
    );
    session.probe_this_host(&discovery).unwrap();
    let after = session.discover().unwrap();
    assert_eq!(names(&after.skills), ["bsd-or-here"]);
    let withheld: Vec<&str> = after.withheld.iter().map(|w| w.skill.name.as_str()).collect();
    assert_eq!(withheld, ["bsd-only", "mac-only", "windows-only"]);
}
