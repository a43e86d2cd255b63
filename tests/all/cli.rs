//! The `skills` CLI: default roots, subcommands, output streams and exit codes.

use crate::common::*;
use std::process::{Command, Output};

/// Runs `skills` with HOME and the working directory inside `tree`, so the default
/// roots are the fixture's `home/.agents/skills` and `work/.agents/skills` (and their
/// `.claude/skills` siblings), and the user config is `home/.config/agentskills`.
fn skills(tree: &Tree, args: &[&str]) -> Output {
    let home = tree.mkdir("home");
    let work = tree.mkdir("work");
    Command::new(env!("CARGO_BIN_EXE_skills"))
        .args(args)
        .current_dir(work)
        .env("HOME", home)
        .env_remove("XDG_CONFIG_HOME")
        .env_remove("CODEX_HOME")
        .env(
            "SKILLS_CACHE_DIR",
            std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("cli-cache"),
        )
        .output()
        .expect("skills runs")
}

fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).unwrap()
}

fn stderr(o: &Output) -> String {
    String::from_utf8(o.stderr.clone()).unwrap()
}

fn default_tree() -> Tree {
    let tree = Tree::new();
    tree.skill(
        "home/.agents/skills/personal",
        "personal",
        "From the user's home.",
        "Personal body",
    );
    tree.skill(
        "work/.agents/skills/project-one",
        "project-one",
        "From the project.",
        "Args: $0 and $1",
    );
    tree.write("work/.agents/skills/project-one/references/guide.md", "GUIDE");
    tree.write(
        "work/.agents/skills/hidden/SKILL.md",
        "---\nname: hidden\ndescription: Hidden from the model.\ndisable-model-invocation: true\n---\nHidden body",
    );
    tree.write("work/.agents/skills/hidden/notes.md", "NOTES");
    tree.write("work/.agents/skills/broken/SKILL.md", "---\nname: broken\n---\n");
    trust_work(&tree);
    tree
}

/// The user trusts the working directory, so its project skills load.
fn trust_work(tree: &Tree) {
    tree.mkdir("work");
    tree.write(
        "home/.config/agentskills/config.toml",
        format!("[trust]\nfolders = ['{}']\n", tree.label("work")),
    );
}

#[test]
fn catalog_uses_the_default_roots_and_the_builtin_skill() {
    let tree = default_tree();
    let out = skills(&tree, &["catalog"]);
    assert_eq!(out.status.code(), Some(0));
    let text = stdout(&out);
    for name in ["personal", "project-one", "create-skill"] {
        assert!(text.contains(&format!("<name>{name}</name>")), "{text}");
    }
    assert!(!text.contains("<name>hidden</name>"));
    assert!(text.contains(&tree.label("work/.agents/skills/project-one/SKILL.md")));
    let err = stderr(&out);
    let broken = tree.label("work/.agents/skills/broken/SKILL.md");
    assert!(
        err.contains(&format!(
            "{broken}:1: error[description-missing]: required field `description` is missing"
        )),
        "{err}"
    );
    let without = skills(&tree, &["catalog", "--no-builtin"]);
    assert!(!stdout(&without).contains("create-skill"));
}

#[test]
fn catalog_json_has_skills_and_diagnostics() {
    let tree = default_tree();
    let out = skills(&tree, &["catalog", "--json", "--no-builtin"]);
    assert_eq!(out.status.code(), Some(0));
    let value: serde_json::Value = serde_json::from_str(&stdout(&out)).unwrap();
    let skills = value["skills"].as_array().unwrap();
    assert_eq!(skills.len(), 2);
    assert_eq!(skills[0]["name"], "personal");
    assert_eq!(skills[0]["scope"], "user");
    assert_eq!(
        skills[1]["location"],
        tree.label("work/.agents/skills/project-one/SKILL.md")
    );
    let diagnostic = &value["diagnostics"][0];
    assert_eq!(diagnostic["severity"], "error");
    assert_eq!(diagnostic["code"], "description-missing");
    assert_eq!(diagnostic["line"], 1);
    assert!(diagnostic["path"].as_str().unwrap().ends_with("broken/SKILL.md"));
}

#[test]
fn explicit_roots_replace_the_defaults() {
    let tree = default_tree();
    tree.skill("elsewhere/only", "only", "Only this.", "");
    let elsewhere = tree.path().join("elsewhere");
    let out = skills(
        &tree,
        &["--project", elsewhere.to_str().unwrap(), "--no-builtin", "catalog"],
    );
    let text = stdout(&out);
    assert!(
        text.contains("<name>only</name>") && !text.contains("personal"),
        "{text}"
    );
    let untrusted = skills(
        &tree,
        &[
            "--untrusted-project",
            elsewhere.to_str().unwrap(),
            "--no-builtin",
            "catalog",
        ],
    );
    assert_eq!(stdout(&untrusted), "");
    assert!(stderr(&untrusted).contains("warning[untrusted-root]: 1 skill withheld"));
}

#[test]
fn list_prints_a_table_and_groups_diagnostics_by_file() {
    let tree = default_tree();
    let out = skills(&tree, &["list"]);
    let table = stdout(&out);
    let lines: Vec<&str> = table.lines().collect();
    assert!(lines[0].starts_with("NAME") && lines[0].contains("SCOPE") && lines[0].contains("LOCATION"));
    assert!(
        table
            .lines()
            .any(|l| l.starts_with("hidden") && l.contains("project") && l.contains(" user ")),
        "{table}"
    );
    assert!(
        table
            .lines()
            .any(|l| l.starts_with("create-skill") && l.contains("builtin"))
    );
    let err = stderr(&out);
    assert!(
        err.contains(&format!(
            "{}\n  1: error[description-missing]",
            tree.label("work/.agents/skills/broken/SKILL.md")
        )),
        "{err}"
    );
}

#[test]
fn activate_passes_each_shell_word_as_one_argument() {
    let tree = default_tree();
    let out = skills(&tree, &["activate", "project-one", "--", "alpha", "beta gamma"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(text.starts_with("<skill_content name=\"project-one\">\n<source>project</source>"));
    assert!(text.contains("Args: alpha and beta gamma\n</skill_content>"), "{text}");
}

#[test]
fn hidden_skills_need_the_user_flag() {
    let tree = default_tree();
    let model = skills(&tree, &["activate", "hidden"]);
    assert_eq!(model.status.code(), Some(1));
    let err = stderr(&model);
    assert!(err.contains("not found") && !err.contains("Hidden body"), "{err}");
    let user = skills(&tree, &["activate", "hidden", "--user"]);
    assert_eq!(user.status.code(), Some(0));
    assert!(stdout(&user).contains("Hidden body"));
    assert_eq!(skills(&tree, &["read", "hidden", "notes.md"]).status.code(), Some(1));
    assert_eq!(
        stdout(&skills(&tree, &["read", "hidden", "notes.md", "--user"])),
        "NOTES"
    );
}

#[test]
fn read_prints_raw_bytes_and_refuses_escapes() {
    let tree = default_tree();
    let out = skills(&tree, &["read", "project-one", "references/guide.md"]);
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(out.stdout, b"GUIDE");
    let escape = skills(&tree, &["read", "project-one", "../hidden/notes.md"]);
    assert_eq!(escape.status.code(), Some(1));
    assert!(stderr(&escape).contains("denied"));
    assert!(escape.stdout.is_empty());
}

#[test]
fn ls_lists_a_skill_directory() {
    let tree = default_tree();
    let out = skills(&tree, &["ls", "project-one"]);
    assert_eq!(out.status.code(), Some(0));
    let text = stdout(&out);
    assert!(text.contains("SKILL.md") && text.contains("references/"), "{text}");
    let sub = stdout(&skills(&tree, &["ls", "project-one", "references"]));
    assert!(sub.trim_start().starts_with("5  guide.md"), "{sub}");
}

#[test]
fn validate_exits_one_on_errors_and_zero_when_valid() {
    let tree = default_tree();
    let good = tree.path().join("work/.agents/skills/project-one");
    let bad = tree.path().join("work/.agents/skills/broken");
    let ok = skills(&tree, &["validate", good.to_str().unwrap()]);
    assert_eq!(ok.status.code(), Some(0), "{}", stderr(&ok));
    assert!(stdout(&ok).contains("valid"));
    let failed = skills(&tree, &["validate", good.to_str().unwrap(), bad.to_str().unwrap()]);
    assert_eq!(failed.status.code(), Some(1));
    assert!(stderr(&failed).contains("error[description-missing]"));
}

#[test]
fn usage_errors_exit_two() {
    let tree = Tree::new();
    assert_eq!(skills(&tree, &["frobnicate"]).status.code(), Some(2));
    assert_eq!(skills(&tree, &["activate"]).status.code(), Some(2));
    let help = skills(&tree, &["--help"]);
    assert_eq!(help.status.code(), Some(0));
    for word in [
        "catalog",
        "list",
        "activate",
        "read",
        "ls",
        "validate",
        "--global",
        "--project",
        "--untrusted-project",
        "--no-builtin",
    ] {
        assert!(stdout(&help).contains(word), "--help lacks {word}");
    }
}

#[test]
fn terminal_escapes_in_skill_content_never_reach_the_terminal_output() {
    let tree = Tree::new();
    trust_work(&tree);
    tree.write(
        "work/.agents/skills/esc\u{1b}[31mred/SKILL.md",
        "---\nname: \"esc\\e[31mred\"\ndescription: d\n---\n",
    );
    let out = skills(&tree, &["list"]);
    assert!(
        !out.stdout.contains(&0x1b) && !out.stderr.contains(&0x1b),
        "{:?}",
        stderr(&out)
    );
    assert!(stderr(&out).contains("\\u{1b}"));
}

#[test]
fn long_catalog_warnings_name_a_handful_for_people_and_every_skill_in_json() {
    let tree = Tree::new();
    for i in 0..12 {
        tree.skill(&format!("many/s{i:02}"), &format!("s{i:02}"), "A skill.", "");
    }
    let root = tree.path().join("many");
    let root = root.to_str().unwrap();
    let human = skills(
        &tree,
        &["--no-builtin", "--project", root, "--catalog-budget", "10", "catalog"],
    );
    assert_eq!(human.status.code(), Some(0));
    let line = stderr(&human)
        .lines()
        .find(|l| l.contains("[catalog-omitted]"))
        .map(str::to_string)
        .unwrap_or_else(|| panic!("no catalog-omitted warning: {}", stderr(&human)));
    assert!(line.ends_with(": s00, s01, s02, s03, s04, and 7 more"), "{line}");

    let json = skills(
        &tree,
        &[
            "--no-builtin",
            "--project",
            root,
            "--catalog-budget",
            "10",
            "catalog",
            "--json",
        ],
    );
    let value: serde_json::Value = serde_json::from_slice(&json.stdout).unwrap();
    let message = value["diagnostics"]
        .as_array()
        .unwrap()
        .iter()
        .find(|d| d["code"] == "catalog-omitted")
        .and_then(|d| d["message"].as_str())
        .unwrap()
        .to_string();
    let all: Vec<String> = (0..12).map(|i| format!("s{i:02}")).collect();
    assert!(message.ends_with(&all.join(", ")), "{message}");
}

/// `skills` with `PATH` and the environment under the test's control.
fn skills_with_env(tree: &Tree, args: &[&str], path: &std::path::Path, key: Option<&str>) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_skills"));
    command
        .args(args)
        .current_dir(tree.mkdir("work"))
        .env("HOME", tree.mkdir("home"))
        .env_remove("XDG_CONFIG_HOME")
        .env("PATH", path)
        .env_remove("OPENROUTER_API_KEY")
        .env(
            "SKILLS_CACHE_DIR",
            std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("cli-cache"),
        );
    if let Some(key) = key {
        command.env("OPENROUTER_API_KEY", key);
    }
    command.output().expect("skills runs")
}

#[test]
fn the_corpus_skill_that_needs_uv_is_withheld_without_it_and_offered_with_it() {
    let tree = Tree::new();
    let root = corpus::corpus_dir().join("github__awesome-copilot/skills");
    let root = root.to_str().unwrap();
    let name = "nano-banana-pro-openrouter";
    let list = ["--no-builtin", "--project", root, "list"];
    let status = |out: &Output| {
        stdout(out)
            .lines()
            .find(|l| l.starts_with(name))
            // STATUS is the fourth column from the end (ARGUMENTS, DISPLAY and AGENTS
            // come after it).
            .map(|l| columns(l)[4].to_string())
            .unwrap_or_else(|| panic!("{name} not listed: {}", stderr(out)))
    };

    let empty_bin = tree.mkdir("empty-bin");
    let without = skills_with_env(&tree, &list, &empty_bin, None);
    assert_eq!(
        status(&without),
        "ineligible (needs binaries: uv; environment: OPENROUTER_API_KEY)"
    );
    assert!(stderr(&without).contains(&format!(
        "warning[skill-ineligible]: skill `{name}` is not offered on this host: needs binaries: uv; environment: OPENROUTER_API_KEY"
    )));
    let activate = ["--no-builtin", "--project", root, "activate", name];
    let refused = skills_with_env(&tree, &activate, &empty_bin, None);
    assert_eq!(refused.status.code(), Some(1));
    assert!(stderr(&refused).contains("not found"), "{}", stderr(&refused));

    // A fake `uv` on PATH and the key set: offered.
    let bin = tree.mkdir("bin");
    tree.write("bin/uv", "#!/bin/sh\nexit 0\n");
    std::fs::set_permissions(bin.join("uv"), std::os::unix::fs::PermissionsExt::from_mode(0o755)).unwrap();
    let with = skills_with_env(&tree, &list, &bin, Some("dummy"));
    assert_eq!(status(&with), "offered");
    let activated = skills_with_env(&tree, &activate, &bin, Some("dummy"));
    assert_eq!(activated.status.code(), Some(0), "{}", stderr(&activated));

    // --no-eligibility offers it anyway; --disable withholds it from everyone.
    let unchecked = ["--no-builtin", "--no-eligibility", "--project", root, "list"];
    assert_eq!(status(&skills_with_env(&tree, &unchecked, &empty_bin, None)), "offered");
    let disabled = ["--no-builtin", "--disable", name, "--project", root, "list"];
    assert_eq!(
        status(&skills_with_env(&tree, &disabled, &bin, Some("dummy"))),
        "disabled"
    );
}

#[test]
fn list_shows_each_skills_argument_hint() {
    let tree = Tree::new();
    trust_work(&tree);
    tree.write(
        "work/.agents/skills/review/SKILL.md",
        "---\nname: review\ndescription: Reviews.\nargument-hint: \"[path] [--strict]\"\n---\n",
    );
    let out = skills(&tree, &["--no-builtin", "list"]);
    let table = stdout(&out);
    assert!(
        columns(table.lines().next().unwrap()).ends_with(&["ARGUMENTS", "DISPLAY", "AGENTS"]),
        "{table}"
    );
    let row = table.lines().find(|l| l.starts_with("review")).unwrap();
    assert_eq!(&columns(row)[4..7], &["offered", "[path] [--strict]", "-"], "{table}");
}

#[test]
fn validate_takes_a_profile() {
    let tree = Tree::new();
    tree.write(
        "cc/SKILL.md",
        "---\nname: cc\ndescription: D.\nwhen_to_use: Always.\ncontext: fork\n---\n",
    );
    let dir = tree.path().join("cc");
    let dir = dir.to_str().unwrap();
    let spec = skills(&tree, &["validate", dir]);
    assert_eq!(spec.status.code(), Some(1));
    assert!(stderr(&spec).contains("Claude Code reads it"), "{}", stderr(&spec));
    let claude = skills(&tree, &["validate", "--profile", "claude-code", dir]);
    assert_eq!(claude.status.code(), Some(0), "{}", stderr(&claude));
    assert!(stdout(&claude).ends_with(": valid\n"));
    assert_eq!(
        skills(&tree, &["validate", "--profile", "cursor", dir]).status.code(),
        Some(2)
    );
}

#[test]
fn completions_come_for_each_shell_and_help_puts_a_commands_own_options_first() {
    let tree = Tree::new();
    tree.mkdir("home");
    let home = tree.path().join("home");
    for (shell, marker) in [
        ("bash", "_skills()"),
        ("zsh", "#compdef skills"),
        ("fish", "complete -c skills"),
        ("powershell", "Register-ArgumentCompleter"),
    ] {
        let out = skills_cli(&home, tree.path(), &["completions", shell]);
        assert_eq!(out.status.code(), Some(0), "{shell}: {}", err_text(&out));
        assert!(out_text(&out).contains(marker), "{shell}");
        assert!(out_text(&out).contains("serve-mcp"), "{shell}: every command");
    }
    let bad = skills_cli(&home, tree.path(), &["completions", "tcsh"]);
    assert_eq!(bad.status.code(), Some(2));
    // Each command's options are built only when it runs (clap's `defer`): its help
    // still opens with its own summary, not that of an option group it shares.
    for (command, summary) in [
        ("add", "Install skills from a folder"),
        ("install", "Put back every skill the lock names"),
        ("update", "Fetch each installed skill's source again"),
    ] {
        let help = out_text(&skills_cli(&home, tree.path(), &[command, "--help"]));
        assert!(help.starts_with(summary), "{command}: {help}");
    }
    let help = out_text(&skills_cli(&home, tree.path(), &["add", "--help"]));
    let own = help.find("--skill <NAME>").expect("add's own option");
    let global = help.find("Global options: roots").expect("the global heading");
    assert!(own < global, "{help}");
    // A global option may follow the command.
    let out = skills_cli(&home, tree.path(), &["list", "--no-builtin", "--lenient"]);
    assert_eq!(out.status.code(), Some(0), "{}", err_text(&out));
}

#[test]
fn tables_are_aligned_and_cut_to_the_terminal_width_only_on_a_terminal() {
    let tree = Tree::new();
    let long = "word ".repeat(80);
    tree.write(
        "skills/longdesc/SKILL.md",
        format!("---\nname: longdesc\ndescription: {long}\n---\n"),
    );
    let home = tree.mkdir("home");
    let skill = tree.path().join("skills/longdesc");
    let exe = env!("CARGO_BIN_EXE_skills");
    // Piped: every byte, for scripts.
    let piped = skills_cli(&home, tree.path(), &["add", skill.to_str().unwrap(), "--list"]);
    assert!(out_text(&piped).contains(long.trim()), "{}", out_text(&piped));
    // On a 70-column terminal (util-linux `script` gives the command a pseudo-terminal).
    let command = format!(
        "stty cols 70 rows 24; HOME='{}' '{exe}' add '{}' --list",
        home.display(),
        skill.display()
    );
    let out = Command::new("script")
        .args(["-qec", &command, "/dev/null"])
        .output()
        .expect("script runs");
    let text = String::from_utf8_lossy(&out.stdout).replace('\r', "");
    let row = text
        .lines()
        .find(|l| l.starts_with("longdesc"))
        .unwrap_or_else(|| panic!("{text}"));
    assert!(row.chars().count() <= 70 && row.ends_with('…'), "{row:?}");
    assert_eq!(columns(text.lines().next().unwrap()), ["NAME", "PATH", "DESCRIPTION"]);
}

#[test]
fn root_options_work_after_the_command_under_their_own_names() {
    let tree = Tree::new();
    let home = tree.mkdir("home");
    tree.skill("roots/project/pdf", "pdf", "Extract PDFs.", "Body\n");
    tree.skill("roots/plugin/docx", "docx", "Edit DOCX files.", "Body\n");
    let project = tree.path().join("roots/project");
    let plugin = tree.path().join("roots/plugin");
    // After the command: --project-dir and --plugin-dir.
    let out = skills_cli(
        &home,
        tree.path(),
        &[
            "catalog",
            "--no-builtin",
            "--project-dir",
            project.to_str().unwrap(),
            "--plugin-dir",
            plugin.to_str().unwrap(),
        ],
    );
    assert_eq!(out.status.code(), Some(0), "{}", err_text(&out));
    assert!(
        out_text(&out).contains("pdf") && out_text(&out).contains("docx"),
        "{}",
        out_text(&out)
    );
    // Before it, the short names still work, and name the same roots.
    let before = skills_cli(
        &home,
        tree.path(),
        &[
            "--project",
            project.to_str().unwrap(),
            "--plugin",
            plugin.to_str().unwrap(),
            "catalog",
            "--no-builtin",
        ],
    );
    assert_eq!(before.status.code(), Some(0), "{}", err_text(&before));
    assert_eq!(out_text(&before), out_text(&out));
    // A short name after the command is a usage error that says which spelling works.
    let misplaced = skills_cli(
        &home,
        tree.path(),
        &[
            "catalog",
            "--global",
            project.to_str().unwrap(),
            "--plugin",
            plugin.to_str().unwrap(),
        ],
    );
    assert_eq!(misplaced.status.code(), Some(2), "{}", err_text(&misplaced));
    assert!(
        err_text(&misplaced).contains("`--plugin-dir DIR`"),
        "{}",
        err_text(&misplaced)
    );
    // After another command too: `list` sees the root given after it.
    let out = skills_cli(
        &home,
        tree.path(),
        &["list", "--no-builtin", "--project-dir", project.to_str().unwrap()],
    );
    assert_eq!(out.status.code(), Some(0), "{}", err_text(&out));
    assert!(
        out_text(&out).lines().any(|l| l.starts_with("pdf ")),
        "{}",
        out_text(&out)
    );
}
