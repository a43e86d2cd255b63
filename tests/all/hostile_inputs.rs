//! Hostile inputs through the component: each gets a clear diagnostic and every other
//! skill still loads. None of these is timed; the host's per-call deadline (5 s by
//! default) bounds them, so a pathological slowdown fails as a timeout.

use crate::common::*;

/// A tree with one good skill, so each test can check that it still loads.
fn with_good_skill() -> Tree {
    let tree = Tree::new();
    tree.skill("root/good", "good", "Still loads.", "");
    tree
}

fn discover(tree: &Tree, change: impl FnOnce(&mut Policy)) -> Discovery {
    session_with(vec![tree.root("root", Scope::Project)], change)
        .discover()
        .expect("no trap, no timeout")
}

fn assert_good_still_loads(discovery: &Discovery) {
    assert!(
        names(&discovery.skills).contains(&"good"),
        "{:?}",
        discovery.diagnostics
    );
}

#[test]
fn an_alias_bomb_is_rejected() {
    let tree = with_good_skill();
    let mut yaml = String::from("---\nname: bomb\ndescription: d\na0: &a0 [x, x, x, x, x, x, x, x, x, x]\n");
    for i in 1..20 {
        let p = i - 1;
        yaml.push_str(&format!(
            "a{i}: &a{i} [*a{p}, *a{p}, *a{p}, *a{p}, *a{p}, *a{p}, *a{p}, *a{p}, *a{p}, *a{p}]\n"
        ));
    }
    tree.write("root/bomb/SKILL.md", yaml + "---\n");
    let discovery = discover(&tree, |_| {});
    assert_good_still_loads(&discovery);
    assert_eq!(codes(&discovery.diagnostics), vec!["yaml-invalid"]);
}

#[test]
fn nesting_100k_deep_is_rejected_even_with_the_frontmatter_cap_lifted() {
    let tree = with_good_skill();
    for (dir, open, close) in [("flow", "[", "]"), ("map", "{a: ", "}")] {
        let deep = format!(
            "---\nname: {dir}\ndescription: d\nx: {}1{}\n---\n",
            open.repeat(100_000),
            close.repeat(100_000)
        );
        tree.write(&format!("root/{dir}/SKILL.md"), deep);
    }
    let block: String = (0..100_000).map(|i| format!("{}k:\n", " ".repeat(i % 200))).collect();
    tree.write(
        "root/block/SKILL.md",
        format!("---\nname: block\ndescription: d\nx:\n{block}---\n"),
    );
    // Default caps: refused by size before any parsing (the block file is over the
    // file cap, the flow ones over the frontmatter cap).
    let discovery = discover(&tree, |_| {});
    assert_good_still_loads(&discovery);
    assert_eq!(
        codes(&discovery.diagnostics),
        vec!["file-too-large", "frontmatter-too-large", "frontmatter-too-large"]
    );
    // Caps lifted: the YAML budget refuses them.
    let discovery = discover(&tree, |p| {
        p.max_skill_file_bytes = 64 << 20;
        p.max_frontmatter_bytes = 64 << 20;
    });
    assert_good_still_loads(&discovery);
    assert_eq!(codes(&discovery.diagnostics), vec!["yaml-invalid"; 3]);
}

#[test]
fn a_50_mb_skill_file_is_refused_by_its_size() {
    let tree = with_good_skill();
    let file = tree.write("root/huge/SKILL.md", "---\nname: huge\ndescription: d\n---\n");
    std::fs::OpenOptions::new()
        .write(true)
        .open(&file)
        .unwrap()
        .set_len(50 << 20)
        .unwrap();
    let discovery = discover(&tree, |_| {});
    assert_good_still_loads(&discovery);
    assert_eq!(codes(&discovery.diagnostics), vec!["file-too-large"]);
    assert!(discovery.diagnostics[0].message.contains("52428800 bytes"));
}

#[test]
fn a_root_with_100000_entries_stops_at_the_directory_cap() {
    let tree = Tree::new();
    tree.skill("root/aaa-good", "aaa-good", "First by name, within the cap.", "");
    for i in 0..100_000 {
        std::fs::create_dir(tree.path().join(format!("root/d{i:06}"))).unwrap();
    }
    let discovery = discover(&tree, |_| {});
    assert_eq!(names(&discovery.skills), vec!["aaa-good"]);
    assert_eq!(codes(&discovery.diagnostics), vec!["discovery-limit"]);
}

#[test]
fn a_fifo_named_skill_md_never_blocks_discovery_and_is_never_read() {
    let tree = with_good_skill();
    tree.mkdir("root/pipe");
    make_fifo(&tree.path().join("root/pipe/SKILL.md"));
    // Opening a FIFO for reading blocks until a writer appears, and the deadline would
    // fire: this host opens it without blocking (and the guest only stats it), a host
    // that cannot promise that has the guest stat it first and never open it.
    let discovery = discover(&tree, |_| {});
    assert_good_still_loads(&discovery);
    assert_eq!(codes(&discovery.diagnostics), vec!["not-a-file"]);
}

#[test]
fn a_directory_named_skill_md_is_not_a_skill() {
    let tree = with_good_skill();
    tree.mkdir("root/odd/SKILL.md");
    let discovery = discover(&tree, |_| {});
    assert_good_still_loads(&discovery);
    assert_eq!(codes(&discovery.diagnostics), vec!["not-a-file"]);
}

#[test]
fn control_characters_and_ansi_escapes_never_reach_the_catalog_raw() {
    let tree = with_good_skill();
    tree.write(
        "root/ansi/SKILL.md",
        "---\nname: ansi\ndescription: \"\\e[2J\\e[31mCLEAR\\u0000NUL\\u0008BS\\u009bCSI\\ttab\"\n---\nBody \u{1b}[31mred\n",
    );
    let mut session = session(vec![tree.root("root", Scope::Project)]);
    let discovery = session.discover().unwrap();
    assert_good_still_loads(&discovery);
    for format in [CatalogFormat::Xml, CatalogFormat::Json] {
        let text = session.catalog(format).unwrap().text;
        assert!(text.contains("CLEAR"));
        let raw: Vec<char> = text
            .chars()
            .filter(|c| c.is_control() && *c != '\n' && *c != '\t')
            .collect();
        assert!(raw.is_empty(), "{format:?}: {raw:?}");
    }
}

#[test]
fn zero_width_and_bidi_names_are_rejected_by_the_name_rules() {
    let tree = with_good_skill();
    for (dir, name) in [
        ("zw", "good\u{200b}"),
        ("rlo", "evil\u{202e}txt"),
        ("lri", "a\u{2066}b"),
        ("bom", "\u{feff}x"),
    ] {
        tree.write(
            &format!("root/{dir}/SKILL.md"),
            format!("---\nname: \"{name}\"\ndescription: d\n---\n"),
        );
    }
    let discovery = discover(&tree, |_| {});
    assert_eq!(names(&discovery.skills), vec!["good"]);
    let invalid = discovery
        .diagnostics
        .iter()
        .filter(|d| d.code == "name-invalid")
        .count();
    assert_eq!(invalid, 4, "{:?}", discovery.diagnostics);
    // Messages show the invisible characters as escapes instead of carrying them.
    for d in &discovery.diagnostics {
        assert!(
            !d.message.contains('\u{202e}') && !d.message.contains('\u{200b}'),
            "{}",
            d.message
        );
    }
}

#[test]
fn symlink_loops_of_every_shape_are_reported() {
    let tree = with_good_skill();
    tree.symlink("self-loop", "root/self-loop");
    tree.symlink("b", "root/a");
    tree.symlink("a", "root/b");
    tree.mkdir("root/looped-md");
    tree.symlink("SKILL.md", "root/looped-md/SKILL.md");
    let discovery = discover(&tree, |p| p.max_depth = 4);
    assert_good_still_loads(&discovery);
    let mut found = codes(&discovery.diagnostics);
    found.sort();
    // The looped `SKILL.md` is a loop too: it was once reported as an escape.
    assert_eq!(
        found,
        vec!["symlink-loop", "symlink-loop", "symlink-loop", "symlink-loop"]
    );
}
