//! Where skills come from, through the `skills` binary: every agent's folder layout,
//! the walk-up from the working directory to the repository root, links that reach one
//! skill twice, folder trust, and `skills roots`.

use crate::common::*;

/// A repository `repo/` (with `.git`) below the tree, a home `home/`, and the paths.
struct Repo {
    tree: Tree,
    home: std::path::PathBuf,
    root: std::path::PathBuf,
}

impl Repo {
    fn new() -> Repo {
        let tree = Tree::new();
        let home = tree.mkdir("home");
        let root = tree.mkdir("repo");
        tree.mkdir("repo/.git");
        Repo { tree, home, root }
    }

    fn run(&self, cwd: &str, args: &[&str]) -> std::process::Output {
        let cwd = self.tree.mkdir(cwd);
        skills_cli(&self.home, &cwd, args)
    }

    fn config(&self, text: &str) {
        self.tree.write("home/.config/agentskills/config.toml", text);
    }

    fn trust_repo(&self) {
        let out = self.run("repo", &["trust"]);
        assert_eq!(out.status.code(), Some(0), "{}", err_text(&out));
    }

    /// The names in `catalog --json`, with the diagnostics' codes.
    fn catalog(&self, cwd: &str, extra: &[&str]) -> (Vec<String>, Vec<String>) {
        let mut args = vec!["--no-builtin"];
        args.extend(extra);
        args.extend(["catalog", "--json"]);
        let out = self.run(cwd, &args);
        assert_eq!(out.status.code(), Some(0), "{}", err_text(&out));
        let value: serde_json::Value = serde_json::from_str(&out_text(&out)).expect("JSON catalog");
        let names = value["skills"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s["name"].as_str().unwrap().to_string())
            .collect();
        let codes = value["diagnostics"]
            .as_array()
            .unwrap()
            .iter()
            .map(|d| d["code"].as_str().unwrap().to_string())
            .collect();
        (names, codes)
    }

    fn roots_json(&self, cwd: &str) -> serde_json::Value {
        let out = self.run(cwd, &["roots", "--json"]);
        assert_eq!(out.status.code(), Some(0), "{}", err_text(&out));
        serde_json::from_str(&out_text(&out)).expect("JSON roots")
    }
}

#[test]
fn every_layout_is_found_in_the_home_and_the_repository_once_turned_on() {
    let repo = Repo::new();
    let layouts = [
        ("agents", ".agents/skills", ".agents/skills"),
        ("claude", ".claude/skills", ".claude/skills"),
        ("github", ".copilot/skills", ".github/skills"),
        ("gemini", ".gemini/skills", ".gemini/skills"),
        ("opencode", ".config/opencode/skills", ".opencode/skills"),
        ("codex", ".codex/skills", ".codex/skills"),
    ];
    for (name, user, project) in layouts {
        repo.tree
            .skill(&format!("home/{user}/{name}-user"), &format!("{name}-user"), "U.", "");
        repo.tree.skill(
            &format!("repo/{project}/{name}-project"),
            &format!("{name}-project"),
            "P.",
            "",
        );
    }
    repo.trust_repo();
    // By default only `agents` and `claude` are on.
    let (names, _) = repo.catalog("repo", &[]);
    assert_eq!(
        names,
        ["agents-project", "agents-user", "claude-project", "claude-user"]
    );
    let trust = format!(
        "[trust]\nfolders = ['{}']\n",
        repo.root.canonicalize().unwrap().display()
    );
    repo.config(&format!(
        "{trust}\n[layouts]\ngithub = true\ngemini = true\nopencode = true\ncodex = true\nclaude = false\n"
    ));
    let (names, _) = repo.catalog("repo", &[]);
    let mut expected: Vec<String> = layouts
        .iter()
        .filter(|(name, _, _)| *name != "claude")
        .flat_map(|(name, _, _)| [format!("{name}-project"), format!("{name}-user")])
        .collect();
    expected.sort();
    assert_eq!(names, expected);
    // `skills roots` names each root's layout and counts its skills.
    let roots = repo.roots_json("repo");
    let github = roots["roots"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["layout"] == "github" && r["scope"] == "project")
        .expect("a github project root");
    assert_eq!(github["skills"], 1);
    assert_eq!(github["exists"], true);
    assert_eq!(github["trusted"], true);
}

#[test]
fn the_walk_up_finds_the_repository_root_from_a_nested_directory_and_stops_there() {
    let repo = Repo::new();
    repo.tree.skill("repo/.agents/skills/at-root", "at-root", "Root.", "");
    repo.tree
        .skill("repo/apps/web/.claude/skills/in-web", "in-web", "Web.", "");
    // The same name closer to the working directory wins; farther is shadowed.
    repo.tree
        .skill("repo/apps/web/.agents/skills/shared", "shared", "Closer.", "");
    repo.tree.skill("repo/.agents/skills/shared", "shared", "Farther.", "");
    // Above the repository root: never looked at.
    repo.tree.skill(".agents/skills/above", "above", "Above.", "");
    repo.trust_repo();
    let (names, codes) = repo.catalog("repo/apps/web/src", &[]);
    assert_eq!(names, ["at-root", "in-web", "shared"]);
    assert!(codes.contains(&"duplicate-name".to_string()), "{codes:?}");
    let out = repo.run("repo/apps/web/src", &["--no-builtin", "catalog"]);
    assert!(out_text(&out).contains("Closer."), "{}", out_text(&out));
    // Outside any repository, only the working directory is searched.
    repo.tree.skill("loose/.agents/skills/loose", "loose", "Loose.", "");
    repo.tree.mkdir("loose/sub");
    let out = repo.run("loose/sub", &["--no-builtin", "roots", "--json"]);
    let roots: serde_json::Value = serde_json::from_str(&out_text(&out)).unwrap();
    assert_eq!(roots["project"]["repository"], false);
    let project_roots: Vec<&str> = roots["roots"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|r| r["scope"] == "project")
        .map(|r| r["path"].as_str().unwrap())
        .collect();
    assert!(
        project_roots.iter().all(|p| p.contains("/loose/sub/")),
        "{project_roots:?}"
    );
}

#[test]
fn one_skill_reached_through_agents_and_claude_by_a_symlink_counts_once_without_a_warning() {
    let repo = Repo::new();
    repo.tree.skill("repo/.agents/skills/pdf", "pdf", "PDF.", "");
    // Claude Code's folder links to the shared one, skill by skill.
    repo.tree.symlink("../../.agents/skills/pdf", "repo/.claude/skills/pdf");
    // A second repository links its whole Claude folder.
    repo.tree.mkdir("other/.git");
    repo.tree.skill("other/.agents/skills/csv", "csv", "CSV.", "");
    repo.tree.symlink("../.agents/skills", "other/.claude/skills");
    repo.trust_repo();
    let (names, codes) = repo.catalog("repo", &[]);
    assert_eq!(names, ["pdf"]);
    assert!(codes.is_empty(), "{codes:?}");
    let out = repo.run("other", &["trust"]);
    assert_eq!(out.status.code(), Some(0));
    let (names, codes) = repo.catalog("other", &[]);
    assert_eq!(names, ["csv"]);
    assert!(codes.is_empty(), "{codes:?}");
    let roots = repo.roots_json("other");
    let claude = roots["roots"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["layout"] == "claude" && r["scope"] == "project")
        .unwrap();
    assert!(claude["duplicate_of"].as_str().unwrap().ends_with(".agents/skills"));
    assert_eq!(claude["searched"], false);
    // Two different skills with one name still collide, with today's warning.
    repo.tree.skill("repo/.claude/skills/csv", "csv", "Mine.", "");
    repo.tree.skill("repo/.agents/skills/csv", "csv", "Theirs.", "");
    let (_, codes) = repo.catalog("repo", &[]);
    assert_eq!(codes, ["duplicate-name"]);
}

#[test]
fn untrusted_walk_up_roots_are_withheld_until_trusted() {
    let repo = Repo::new();
    repo.tree.skill("repo/.agents/skills/deploy", "deploy", "Deploys.", "");
    repo.tree.skill("repo/.claude/skills/review", "review", "Reviews.", "");
    repo.tree.skill("home/.agents/skills/mine", "mine", "Mine.", "");
    let out = repo.run("repo/src", &["--no-builtin", "catalog"]);
    assert_eq!(out.status.code(), Some(0));
    assert!(out_text(&out).contains("<name>mine</name>"));
    assert!(!out_text(&out).contains("deploy") && !out_text(&out).contains("review"));
    let err = err_text(&out);
    assert!(
        err.contains("2 project skill folders are not trusted")
            && err.contains(&format!("skills trust {}", repo.root.display())),
        "{err}"
    );
    assert!(err.contains("warning[untrusted-root]: 1 skill withheld"), "{err}");
    let roots = repo.roots_json("repo/src");
    assert_eq!(roots["project"]["trusted"], false);

    let trust = repo.run("repo/src", &["trust"]);
    assert_eq!(trust.status.code(), Some(0), "{}", err_text(&trust));
    let (names, codes) = repo.catalog("repo/src", &[]);
    assert_eq!(names, ["deploy", "mine", "review"]);
    assert!(codes.is_empty(), "{codes:?}");
    let config = std::fs::read_to_string(repo.home.join(".config/agentskills/config.toml")).unwrap();
    assert!(config.contains(&repo.root.canonicalize().unwrap().display().to_string()));

    let untrust = repo.run("repo", &["untrust"]);
    assert_eq!(untrust.status.code(), Some(0));
    let (names, _) = repo.catalog("repo/src", &[]);
    assert_eq!(names, ["mine"]);
    // An explicit --project is trusted, as before.
    let root = repo.root.join(".agents/skills");
    let (names, _) = repo.catalog("repo", &["--project", root.to_str().unwrap()]);
    assert_eq!(names, ["deploy"]);
}

#[test]
fn a_trusted_folder_that_no_longer_exists_is_kept_and_shown_missing() {
    let repo = Repo::new();
    repo.tree.mkdir("gone");
    let gone = repo.tree.label("gone");
    let out = repo.run("repo", &["trust", &gone]);
    assert_eq!(out.status.code(), Some(0));
    std::fs::remove_dir(repo.tree.path().join("gone")).unwrap();
    let out = repo.run("repo", &["config"]);
    assert_eq!(out.status.code(), Some(0), "{}", err_text(&out));
    assert!(
        out_text(&out).contains(&format!("\"{gone}\" (missing)")),
        "{}",
        out_text(&out)
    );
    // And it can still be removed by the path it was trusted as.
    let out = repo.run("repo", &["untrust", &gone]);
    assert!(out_text(&out).contains("no longer trusted"), "{}", out_text(&out));
}

#[test]
fn a_deleted_working_directory_or_a_git_loop_stops_the_walk_with_a_warning() {
    let repo = Repo::new();
    repo.tree.skill("home/.agents/skills/mine", "mine", "Mine.", "");
    // A `.git` that is a symlink loop: the walk stops, the user's skills still load.
    repo.tree.mkdir("looped/src");
    repo.tree.symlink(".git", "looped/.git");
    let out = repo.run("looped/src", &["--no-builtin", "catalog"]);
    assert_eq!(out.status.code(), Some(0));
    assert!(out_text(&out).contains("<name>mine</name>"));
    assert!(err_text(&out).contains("cannot be resolved"), "{}", err_text(&out));
    // A working directory deleted under the process.
    let doomed = repo.tree.mkdir("doomed");
    let mut child = std::process::Command::new("sh")
        .arg("-c")
        .arg(format!(
            "cd {} && rmdir {} && exec {} --no-builtin catalog",
            doomed.display(),
            doomed.display(),
            env!("CARGO_BIN_EXE_skills")
        ))
        .env("HOME", &repo.home)
        .env_remove("XDG_CONFIG_HOME")
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let status = child.wait().unwrap();
    let mut err = String::new();
    std::io::Read::read_to_string(child.stderr.as_mut().unwrap(), &mut err).unwrap();
    let mut out = String::new();
    std::io::Read::read_to_string(child.stdout.as_mut().unwrap(), &mut out).unwrap();
    assert_eq!(status.code(), Some(0), "{err}");
    assert!(out.contains("<name>mine</name>"), "{out}");
    assert!(err.contains("no project skills are looked up"), "{err}");
}
