//! The fields agents add to skills, end to end through the real component and the
//! `skills` CLI: Claude Code's `paths` (conditional activation, `--touched`) and host
//! hints, and Codex's `agents/openai.yaml`.

use crate::common::*;

/// The skill from the issue, as Claude Code's documentation describes it.
const CC_SKILL: &str = "---\nname: cc-skill\ndescription: Deploys the app.\nwhen_to_use: When the user says deploy.\nargument-hint: \"[env] [region]\"\narguments: [env, region]\npaths: [\"src/**/*.ts\"]\ncontext: fork\nmodel: sonnet\n---\nDeploy to $env in $region. All: $ARGUMENTS\n";

/// A repository `work` (trusted by the user) holding the skill in `.claude/skills`.
fn repository() -> Tree {
    let tree = Tree::new();
    tree.mkdir("home");
    tree.mkdir("work/.git");
    tree.mkdir("work/src/app");
    tree.write("work/.claude/skills/cc-skill/SKILL.md", CC_SKILL);
    tree.write(
        "home/.config/agentskills/config.toml",
        format!("[trust]\nfolders = ['{}']\n", tree.label("work")),
    );
    tree
}

fn run(tree: &Tree, cwd: &str, args: &[&str]) -> std::process::Output {
    skills_cli(&tree.path().join("home"), &tree.path().join(cwd), args)
}

#[test]
fn a_skill_with_paths_joins_the_catalog_once_a_matching_file_is_touched() {
    let tree = repository();
    let catalog = |cwd: &str, extra: &[&str]| {
        let mut args = vec!["--no-builtin"];
        args.extend_from_slice(extra);
        args.push("catalog");
        let out = run(&tree, cwd, &args);
        assert_eq!(out.status.code(), Some(0), "{}", err_text(&out));
        (out_text(&out), err_text(&out))
    };
    let (before, _) = catalog("work", &[]);
    assert!(
        !before.contains("cc-skill"),
        "dormant until a file under src/ is touched: {before}"
    );

    // From a subdirectory, a relative path is made relative to the repository root.
    let (after, _) = catalog("work/src", &["--touched", "app/main.ts"]);
    assert!(after.contains("<name>cc-skill</name>"), "{after}");
    assert!(
        after.contains("<description>Deploys the app. When to use: When the user says deploy.</description>"),
        "{after}"
    );
    let (other, _) = catalog("work", &["--touched", "src/app/main.js", "--touched", "lib/x.ts"]);
    assert!(!other.contains("cc-skill"), "{other}");

    let (outside, warnings) = catalog("work/src", &["--touched", "../../outside/a.ts"]);
    assert!(!outside.contains("cc-skill"));
    assert!(warnings.contains("is outside the project"), "{warnings}");

    let (all, _) = catalog("work", &["--ignore-paths"]);
    assert!(all.contains("<name>cc-skill</name>"), "{all}");

    // The user can always run it; the list says why the model cannot yet.
    let list = out_text(&run(&tree, "work", &["--no-builtin", "list"]));
    let row = list.lines().find(|l| l.starts_with("cc-skill")).unwrap();
    assert!(
        row.contains("dormant (paths)") && row.contains("[env] [region]"),
        "{row}"
    );
    let refused = run(&tree, "work", &["--no-builtin", "activate", "cc-skill"]);
    assert_eq!(refused.status.code(), Some(1));
    assert!(
        err_text(&refused).contains("`cc-skill` waits for a touched file matching its paths (src/**/*.ts)"),
        "{}",
        err_text(&refused)
    );
    let args = [
        "--no-builtin",
        "--touched",
        "src/x.ts",
        "activate",
        "cc-skill",
        "--",
        "prod",
        "eu",
    ];
    let activated = run(&tree, "work", &args);
    assert!(
        out_text(&activated).contains("Deploy to prod in eu. All: prod eu"),
        "{}{}",
        out_text(&activated),
        err_text(&activated)
    );
}

#[test]
fn a_codex_skill_that_opts_out_of_implicit_invocation_is_the_users_only() {
    let tree = repository();
    tree.skill("work/.agents/skills/deploy", "deploy", "Deploys.", "Body");
    tree.write(
        "work/.agents/skills/deploy/agents/openai.yaml",
        "interface:\n  display_name: \"Deploy\"\n  short_description: Ships the app\n  brand_color: \"#000\"\npolicy:\n  allow_implicit_invocation: false\n",
    );
    tree.skill("work/.agents/skills/broken", "broken", "Broken Codex file.", "Body");
    tree.write("work/.agents/skills/broken/agents/openai.yaml", "policy: [\n");

    let list = run(&tree, "work", &["--no-builtin", "list"]);
    let table = out_text(&list);
    let row = table.lines().find(|l| l.starts_with("deploy")).unwrap();
    assert!(row.contains(" user ") && row.contains("Deploy: Ships the app"), "{row}");
    assert!(
        err_text(&list).contains("warning[codex-metadata-invalid]"),
        "{}",
        err_text(&list)
    );

    let catalog = out_text(&run(&tree, "work", &["--no-builtin", "catalog"]));
    assert!(!catalog.contains("deploy"), "{catalog}");
    assert!(
        catalog.contains("<name>broken</name>"),
        "a broken file is ignored: {catalog}"
    );

    // The lint under the Codex profile: the broken file is an error to fix.
    let lint = run(
        &tree,
        "work",
        &["validate", "--profile", "codex", ".agents/skills/broken"],
    );
    assert_eq!(lint.status.code(), Some(1), "{}", out_text(&lint));
    assert!(
        format!("{}{}", out_text(&lint), err_text(&lint)).contains("codex-metadata-invalid"),
        "{}",
        err_text(&lint)
    );
}

#[test]
fn host_hints_reach_the_skill_record_typed() {
    let tree = Tree::new();
    tree.write("skills/cc-skill/SKILL.md", CC_SKILL);
    tree.write(
        "skills/fork/SKILL.md",
        "---\nname: fork\ndescription: Forks.\ncontext: fork\nagent: Explore\neffort: high\nshell: powershell\nversion: 2\ndisallowed-tools: Edit Write\nhooks:\n  PreToolUse:\n    - matcher: Bash\n---\n",
    );
    let mut session = session(vec![tree.root("skills", Scope::User)]);
    let discovery = session.discover().unwrap();
    let cc = discovery.skills.iter().find(|s| s.name == "cc-skill").unwrap();
    assert_eq!(
        (cc.hints.model.as_deref(), cc.hints.context.as_deref()),
        (Some("sonnet"), Some("fork"))
    );
    assert_eq!(cc.paths, ["src/**/*.ts"]);
    assert!(cc.dormant);
    let fork = discovery.skills.iter().find(|s| s.name == "fork").unwrap();
    assert_eq!(fork.hints.effort.as_deref(), Some("high"));
    assert_eq!(fork.hints.shell.as_deref(), Some("powershell"));
    assert_eq!(fork.hints.version.as_deref(), Some("2"));
    assert_eq!(fork.hints.disallowed_tools.as_deref(), Some("Edit Write"));
    assert_eq!(
        fork.hints.hooks.as_deref(),
        Some(r#"{"PreToolUse":[{"matcher":"Bash"}]}"#)
    );
    assert!(!fork.dormant && fork.paths.is_empty());
}

#[test]
fn a_woken_skill_stays_awake_when_the_session_rebuilds_its_instance() {
    let tree = Tree::new();
    tree.write("skills/cc-skill/SKILL.md", CC_SKILL);
    let mut session = session(vec![tree.root("skills", Scope::User)]);
    session.discover().unwrap();
    let touch = session.touch_paths(&["src/a.ts".to_string()]).unwrap();
    assert_eq!(touch.awakened, ["cc-skill"]);
    let version = touch.version;
    let visible = |session: &mut Session| session.catalog(CatalogFormat::Xml).unwrap().text.contains("cc-skill");
    assert!(visible(&mut session));

    // The root is replaced (deleted and made again): the session starts a new
    // instance, and tells it the touched paths again.
    let root = tree.path().join("skills");
    std::fs::remove_dir_all(&root).unwrap();
    tree.write("skills/cc-skill/SKILL.md", CC_SKILL);
    let refreshed = session.refresh().unwrap();
    assert!(refreshed.version > version, "versions never go back");
    assert!(visible(&mut session), "still awake in the new instance");
}

#[test]
fn touched_paths_that_could_leave_the_project_match_nothing_and_are_reported() {
    let tree = Tree::new();
    tree.write(
        "skills/any/SKILL.md",
        "---\nname: any\ndescription: Any file.\npaths: \"**/*\"\n---\n",
    );
    let mut session = session(vec![tree.root("skills", Scope::User)]);
    session.discover().unwrap();
    let bad = ["/etc/passwd", "../x", "a/../../b", "", "a\u{0}b", &"x/".repeat(3000)];
    let touch = session
        .touch_paths(&bad.iter().map(|s| s.to_string()).collect::<Vec<_>>())
        .unwrap();
    assert!(touch.awakened.is_empty());
    assert_eq!(touch.diagnostics.len(), bad.len(), "{:?}", touch.diagnostics);
    assert!(touch.diagnostics.iter().all(|d| d.code == "touched-path-ignored"));
    // 10,000 paths at once: the first 1,000 are considered, and that is said once.
    let many: Vec<String> = (0..10_000).map(|i| format!("lib/{i}.txt")).collect();
    let touch = session.touch_paths(&many).unwrap();
    assert_eq!(touch.awakened, ["any"]);
    let touch = session.touch_paths(&many).unwrap();
    assert_eq!(touch.diagnostics.len(), 1, "{:?}", touch.diagnostics);
}
