//! `skills add`, `remove` and `verify` through the real component and real git
//! repositories over `file://`: what is installed is exactly what the component
//! approved, the lockfile pins it, and every refusal leaves the scope as it was.

use crate::common::*;
use std::path::Path;
use std::process::Output;

fn run(tree: &Tree, args: &[&str]) -> Output {
    tree.mkdir("home");
    tree.mkdir("work");
    skills_cli(&tree.path().join("home"), &tree.path().join("work"), args)
}

fn git(dir: &Path, args: &[&str]) -> String {
    let out = std::process::Command::new("git")
        .arg("-C")
        .arg(dir)
        .args(args)
        .env("GIT_AUTHOR_NAME", "t")
        .env("GIT_AUTHOR_EMAIL", "t@example.com")
        .env("GIT_COMMITTER_NAME", "t")
        .env("GIT_COMMITTER_EMAIL", "t@example.com")
        .env("GIT_CONFIG_NOSYSTEM", "1")
        .env("HOME", dir)
        .output()
        .expect("git runs");
    assert!(out.status.success(), "git {args:?}: {}", err_text(&out));
    out_text(&out)
}

fn scope(tree: &Tree) -> std::path::PathBuf {
    tree.path().join("home/.agents/skills")
}

fn lockfile(tree: &Tree) -> serde_json::Value {
    serde_json::from_str(&std::fs::read_to_string(scope(tree).join("skills-lock.json")).unwrap()).unwrap()
}

/// A repository with `skills/alpha` and `skills/beta`, tagged `v1`, then a second
/// commit that changes alpha.
fn repository(tree: &Tree) -> std::path::PathBuf {
    let repo = tree.mkdir("repo");
    git(&repo, &["init", "--quiet", "--initial-branch=main"]);
    tree.skill("repo/skills/alpha", "alpha", "Alpha v1.", "Alpha body v1\n");
    tree.skill("repo/skills/beta", "beta", "Beta.", "Beta body\n");
    tree.write("repo/skills/beta/scripts/run.sh", "#!/bin/sh\necho hi\n");
    std::fs::set_permissions(
        repo.join("skills/beta/scripts/run.sh"),
        std::os::unix::fs::PermissionsExt::from_mode(0o755),
    )
    .unwrap();
    tree.write("repo/README.md", "not a skill\n");
    git(&repo, &["add", "-A"]);
    git(&repo, &["commit", "--quiet", "-m", "v1"]);
    git(&repo, &["tag", "v1"]);
    tree.skill("repo/skills/alpha", "alpha", "Alpha v2.", "Alpha body v2\n");
    git(&repo, &["commit", "--quiet", "-am", "v2"]);
    repo
}

#[test]
fn a_local_skill_is_installed_exactly_as_the_component_approved_it() {
    let tree = Tree::new();
    tree.skill("source/pdf", "pdf", "Extract PDFs.", "PDF body\n");
    tree.write("source/pdf/scripts/extract.py", "print('x')\n");
    std::fs::set_permissions(
        tree.path().join("source/pdf/scripts/extract.py"),
        std::os::unix::fs::PermissionsExt::from_mode(0o755),
    )
    .unwrap();
    tree.write("source/pdf/.env", "TOKEN=secret\n");
    let source = tree.path().join("source/pdf");
    let out = run(&tree, &["add", source.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(0), "{}", err_text(&out));
    assert!(
        out_text(&out).starts_with("installed pdf (2 files,"),
        "{}",
        out_text(&out)
    );

    let installed = scope(&tree).join("pdf");
    assert_eq!(
        std::fs::read(installed.join("SKILL.md")).unwrap(),
        std::fs::read(source.join("SKILL.md")).unwrap()
    );
    let script = installed.join("scripts/extract.py");
    assert_eq!(std::fs::read_to_string(&script).unwrap(), "print('x')\n");
    use std::os::unix::fs::PermissionsExt;
    assert_eq!(std::fs::metadata(&script).unwrap().permissions().mode() & 0o777, 0o755);
    assert!(!installed.join(".env").exists(), "hidden files are not installed");

    let lock = lockfile(&tree);
    assert_eq!(lock["version"], 1);
    let entry = &lock["skills"]["pdf"];
    assert_eq!(entry["source"]["kind"], "dir");
    assert_eq!(entry["source"]["path"], "");
    assert!(entry["digest"].as_str().unwrap().starts_with("sha256:"));
    assert_eq!(entry["files"].as_object().unwrap().len(), 2);

    // The default roots see it at once.
    let catalog = out_text(&run(&tree, &["--no-builtin", "catalog"]));
    assert!(catalog.contains("<name>pdf</name>"), "{catalog}");

    // verify: clean, then every kind of drift, with exit 1.
    assert_eq!(run(&tree, &["verify"]).status.code(), Some(0));
    std::fs::write(
        installed.join("SKILL.md"),
        "---\nname: pdf\ndescription: Changed.\n---\n",
    )
    .unwrap();
    std::fs::write(installed.join("extra.txt"), "x").unwrap();
    std::fs::remove_file(&script).unwrap();
    let drift = run(&tree, &["verify"]);
    assert_eq!(drift.status.code(), Some(1));
    let text = out_text(&drift);
    assert!(text.contains("pdf: SKILL.md: modified"), "{text}");
    assert!(
        text.contains("pdf: extra.txt: not installed by skills add (extra)"),
        "{text}"
    );
    assert!(text.contains("pdf: scripts/extract.py: missing"), "{text}");

    // Adding it again from the same source reinstalls it, and verify is clean again.
    let again = run(&tree, &["add", source.to_str().unwrap()]);
    assert!(out_text(&again).starts_with("reinstalled pdf"), "{}", err_text(&again));
    assert_eq!(run(&tree, &["verify"]).status.code(), Some(0));

    // remove: the folder and the entry go; a second remove is refused.
    assert_eq!(run(&tree, &["remove", "pdf"]).status.code(), Some(0));
    assert!(!installed.exists());
    assert!(lockfile(&tree)["skills"].as_object().unwrap().is_empty());
    let again = run(&tree, &["remove", "pdf"]);
    assert_eq!(again.status.code(), Some(1));
    assert!(
        err_text(&again).contains("was not installed by skills add"),
        "{}",
        err_text(&again)
    );
}

#[test]
fn a_git_source_is_cloned_at_its_ref_and_pinned_to_the_commit() {
    let tree = Tree::new();
    let repo = repository(&tree);
    let url = format!("file://{}", repo.display());
    let v1 = git(&repo, &["rev-parse", "v1^{commit}"]).trim().to_string();
    let head = git(&repo, &["rev-parse", "HEAD"]).trim().to_string();

    // Two skills and no choice: refused, naming them.
    let ambiguous = run(&tree, &["add", &url]);
    assert_eq!(ambiguous.status.code(), Some(1));
    assert!(
        err_text(&ambiguous).contains("holds 2 skills (alpha, beta); name them with --skill NAME"),
        "{}",
        err_text(&ambiguous)
    );
    assert!(!scope(&tree).join("skills-lock.json").exists(), "nothing written");

    let listed = run(&tree, &["add", &url, "--list"]);
    assert!(
        out_text(&listed).contains("alpha  skills/alpha  Alpha v2."),
        "{}",
        out_text(&listed)
    );

    let out = run(&tree, &["add", &format!("{url}@v1"), "--all"]);
    assert_eq!(out.status.code(), Some(0), "{}", err_text(&out));
    let alpha = std::fs::read_to_string(scope(&tree).join("alpha/SKILL.md")).unwrap();
    assert!(alpha.contains("Alpha v1."), "the tag's content: {alpha}");
    let entry = &lockfile(&tree)["skills"]["alpha"]["source"];
    assert_eq!(
        (entry["kind"].as_str(), entry["ref"].as_str()),
        (Some("git"), Some("v1"))
    );
    assert_eq!(entry["commit"].as_str(), Some(v1.as_str()));
    assert_eq!(entry["path"], "skills/alpha");
    use std::os::unix::fs::PermissionsExt;
    let script = scope(&tree).join("beta/scripts/run.sh");
    assert_eq!(std::fs::metadata(script).unwrap().permissions().mode() & 0o111, 0o111);
    assert!(!scope(&tree).join("alpha/.git").exists());

    // A commit id as the ref, and --path with --skill.
    let out = run(
        &tree,
        &["add", &format!("{url}@{head}"), "--path", "skills", "--skill", "alpha"],
    );
    assert_eq!(out.status.code(), Some(0), "{}", err_text(&out));
    let alpha = std::fs::read_to_string(scope(&tree).join("alpha/SKILL.md")).unwrap();
    assert!(alpha.contains("Alpha v2."), "{alpha}");
    assert_eq!(
        lockfile(&tree)["skills"]["alpha"]["source"]["commit"].as_str(),
        Some(head.as_str())
    );

    let missing = run(&tree, &["add", &format!("{url}@no-such-ref"), "--all"]);
    assert_eq!(missing.status.code(), Some(1));
    assert!(err_text(&missing).contains("git clone"), "{}", err_text(&missing));
}

#[test]
fn collisions_and_unsafe_skills_are_refused_and_leave_the_scope_as_it_was() {
    let tree = Tree::new();
    let repo = repository(&tree);
    let url = format!("file://{}", repo.display());
    // A hand-made skill of the same name is never replaced.
    tree.skill("home/.agents/skills/alpha", "alpha", "Mine.", "Mine\n");
    let refused = run(&tree, &["add", &url, "--skill", "alpha"]);
    assert_eq!(refused.status.code(), Some(1));
    assert!(
        err_text(&refused).contains("was not installed by skills add"),
        "{}",
        err_text(&refused)
    );
    assert!(
        std::fs::read_to_string(scope(&tree).join("alpha/SKILL.md"))
            .unwrap()
            .contains("Mine.")
    );

    // Installed from one source, the same name from another is refused naming both.
    assert_eq!(run(&tree, &["add", &url, "--skill", "beta"]).status.code(), Some(0));
    tree.skill("other/beta", "beta", "Another beta.", "");
    let other = tree.path().join("other/beta");
    let clash = run(&tree, &["add", other.to_str().unwrap()]);
    assert_eq!(clash.status.code(), Some(1));
    let why = err_text(&clash);
    assert!(
        why.contains(&format!("already installed from {url}")) && why.contains("other/beta"),
        "{why}"
    );

    // A skill with a link out, a bad frontmatter: refused, and beta untouched.
    let before = std::fs::read_to_string(scope(&tree).join("skills-lock.json")).unwrap();
    tree.skill("evil/leak", "leak", "Leaks.", "");
    tree.symlink("/etc/passwd", "evil/leak/passwd");
    let leak = run(&tree, &["add", tree.path().join("evil/leak").to_str().unwrap()]);
    assert_eq!(leak.status.code(), Some(1));
    assert!(
        err_text(&leak).contains("`passwd` is a symlink that points outside the skill"),
        "{}",
        err_text(&leak)
    );
    tree.write("evil/bad/SKILL.md", "---\nname: Bad\ndescription: x\n---\n");
    let bad = run(&tree, &["add", tree.path().join("evil/bad").to_str().unwrap()]);
    assert_eq!(bad.status.code(), Some(1));
    assert!(!scope(&tree).join("leak").exists() && !scope(&tree).join("Bad").exists());
    assert_eq!(
        std::fs::read_to_string(scope(&tree).join("skills-lock.json")).unwrap(),
        before
    );
    let staging: Vec<_> = std::fs::read_dir(scope(&tree).join(".skills-staging"))
        .unwrap()
        .collect();
    assert!(staging.is_empty(), "no staging left behind");

    // A corrupt lockfile is refused and not rewritten.
    std::fs::write(scope(&tree).join("skills-lock.json"), "{ broken").unwrap();
    let corrupt = run(&tree, &["add", &url, "--skill", "alpha"]);
    assert_eq!(corrupt.status.code(), Some(1));
    assert!(err_text(&corrupt).contains("not valid JSON"), "{}", err_text(&corrupt));
    assert_eq!(
        std::fs::read_to_string(scope(&tree).join("skills-lock.json")).unwrap(),
        "{ broken"
    );
}

#[test]
fn sources_that_could_run_a_command_are_refused_before_git_runs() {
    let tree = Tree::new();
    for bad in [
        "ext::sh -c touch% /tmp/pwned",
        "--upload-pack=touch /tmp/pwned",
        "http://example.com/r.git",
    ] {
        let out = run(&tree, &["add", "--", bad]);
        assert_eq!(out.status.code(), Some(2), "{bad}: {}", err_text(&out));
    }
    let out = run(&tree, &["add", "file:///nonexistent/repo@-x"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        err_text(&out).contains("is not a branch, tag or commit"),
        "{}",
        err_text(&out)
    );
}

#[test]
fn update_moves_a_branch_keeps_a_tag_and_respects_local_edits() {
    let tree = Tree::new();
    let repo = repository(&tree);
    let url = format!("file://{}", repo.display());
    assert_eq!(run(&tree, &["add", &url, "--skill", "alpha"]).status.code(), Some(0));
    assert_eq!(
        run(&tree, &["add", &format!("{url}@v1"), "--skill", "beta"])
            .status
            .code(),
        Some(0)
    );
    let up_to_date = run(&tree, &["update", "--check"]);
    assert_eq!(up_to_date.status.code(), Some(0), "{}", err_text(&up_to_date));
    assert!(
        out_text(&up_to_date).contains("alpha: up to date"),
        "{}",
        out_text(&up_to_date)
    );

    // Upstream moves: the branch-tracking skill is out of date, the tagged one is not.
    tree.skill("repo/skills/alpha", "alpha", "Alpha v3.", "Alpha body v3\n");
    tree.write("repo/skills/alpha/notes.md", "new file\n");
    tree.write(
        "repo/skills/beta/SKILL.md",
        "---\nname: beta\ndescription: Beta moved.\n---\n",
    );
    git(&repo, &["add", "-A"]);
    git(&repo, &["commit", "--quiet", "-m", "v3"]);
    let check = run(&tree, &["update", "--check"]);
    assert_eq!(check.status.code(), Some(1));
    let report = out_text(&check);
    assert!(
        report.contains("alpha: out of date") && report.contains("~ SKILL.md") && report.contains("+ notes.md"),
        "{report}"
    );
    assert!(report.contains("beta: up to date"), "{report}");
    assert!(
        std::fs::read_to_string(scope(&tree).join("alpha/SKILL.md"))
            .unwrap()
            .contains("Alpha v2."),
        "--check writes nothing"
    );

    // A local edit is not overwritten without --force.
    std::fs::write(scope(&tree).join("alpha/mine.txt"), "local").unwrap();
    let refused = run(&tree, &["update"]);
    assert_eq!(refused.status.code(), Some(1));
    assert!(
        err_text(&refused).contains("`alpha` has local changes"),
        "{}",
        err_text(&refused)
    );
    let forced = run(&tree, &["update", "--force"]);
    assert_eq!(forced.status.code(), Some(0), "{}", err_text(&forced));
    assert!(
        std::fs::read_to_string(scope(&tree).join("alpha/SKILL.md"))
            .unwrap()
            .contains("Alpha v3.")
    );
    assert!(!scope(&tree).join("alpha/mine.txt").exists());
    let head = git(&repo, &["rev-parse", "HEAD"]).trim().to_string();
    assert_eq!(
        lockfile(&tree)["skills"]["alpha"]["source"]["commit"].as_str(),
        Some(head.as_str())
    );
    assert_eq!(run(&tree, &["verify"]).status.code(), Some(0));
    assert_eq!(run(&tree, &["update", "--check"]).status.code(), Some(0));
}
