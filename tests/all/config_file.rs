//! The config file through the `skills` binary: each key at each scope, precedence
//! (flag > project > user > default), what a project config may not do, the commands
//! that write it, and every kind of bad file.

use crate::common::*;

/// A home and a trusted repository with three skills, `alpha`, `beta` and `gamma`.
struct Setup {
    tree: Tree,
    home: std::path::PathBuf,
    repo: std::path::PathBuf,
}

impl Setup {
    fn new() -> Setup {
        let tree = Tree::new();
        let home = tree.mkdir("home");
        let repo = tree.mkdir("repo");
        tree.mkdir("repo/.git");
        for name in ["alpha", "beta", "gamma"] {
            tree.skill(
                &format!("repo/.agents/skills/{name}"),
                name,
                &format!("About {name}."),
                "",
            );
        }
        let setup = Setup { tree, home, repo };
        setup.user_config("");
        setup
    }

    fn user_file(&self) -> std::path::PathBuf {
        self.home.join(".config/agentskills/config.toml")
    }

    /// The user config: `extra` after the line that trusts the repository.
    fn user_config(&self, extra: &str) {
        let trust = format!("[trust]\nfolders = ['{}']\n", self.tree.label("repo"));
        self.tree
            .write("home/.config/agentskills/config.toml", format!("{extra}\n{trust}"));
    }

    fn project_config(&self, text: &str) {
        self.tree.write("repo/.agents/config.toml", text);
    }

    fn run(&self, args: &[&str]) -> std::process::Output {
        skills_cli(&self.home, &self.repo, args)
    }

    fn catalog_xml(&self, extra: &[&str]) -> (String, String) {
        let mut args = vec!["--no-builtin"];
        args.extend(extra);
        args.push("catalog");
        let out = self.run(&args);
        assert_eq!(out.status.code(), Some(0), "{}", err_text(&out));
        (out_text(&out), err_text(&out))
    }

    /// The `key = value  # origin` line of `skills config` for `key`.
    fn setting(&self, key: &str, extra: &[&str]) -> String {
        let mut args = extra.to_vec();
        args.push("config");
        let out = self.run(&args);
        assert_eq!(out.status.code(), Some(0), "{}", err_text(&out));
        out_text(&out)
            .lines()
            .find(|l| l.starts_with(&format!("{key} = ")))
            .unwrap_or_else(|| panic!("no {key} in {}", out_text(&out)))
            .to_string()
    }
}

#[test]
fn each_setting_follows_flag_then_project_then_user_then_default() {
    let s = Setup::new();
    let user = s.user_file().display().to_string();
    let project = s.repo.join(".agents/config.toml").display().to_string();
    assert!(s.setting("catalog-budget", &[]).ends_with("# default"));
    s.user_config("catalog-budget = 300\nmax-depth = 2\nvalidation = \"lenient\"\nbuiltins = false");
    let line = s.setting("catalog-budget", &[]);
    assert!(
        line.starts_with("catalog-budget = 300") && line.ends_with(&format!("# {user}:1")),
        "{line}"
    );
    assert!(s.setting("max-depth", &[]).ends_with(&format!("# {user}:2")));
    assert!(s.setting("validation", &[]).contains("\"lenient\""));
    assert!(s.setting("builtins", &[]).starts_with("builtins = false"));
    s.project_config("# the project's own\ncatalog-budget = 200\nvalidation = \"strict\"\n");
    let line = s.setting("catalog-budget", &[]);
    assert!(
        line.starts_with("catalog-budget = 200") && line.ends_with(&format!("# {project}:2")),
        "{line}"
    );
    assert!(s.setting("validation", &[]).contains("\"strict\""));
    let line = s.setting("catalog-budget", &["--catalog-budget", "100"]);
    assert!(
        line.starts_with("catalog-budget = 100") && line.ends_with("# flag --catalog-budget"),
        "{line}"
    );
    // And the component gets them: a 200-byte budget leaves room for one skill.
    let (xml, err) = s.catalog_xml(&[]);
    assert!(xml.len() <= 200, "{xml}");
    assert!(err.contains("catalog-"), "{err}");
    // max-depth from the user file finds a grouped skill.
    s.tree.skill("repo/.agents/skills/group/deep", "deep", "Deep.", "");
    let (xml, _) = s.catalog_xml(&["--catalog-budget", "50000"]);
    assert!(xml.contains("<name>deep</name>"), "{xml}");
    let (xml, _) = s.catalog_xml(&["--catalog-budget", "50000", "--max-depth", "1"]);
    assert!(!xml.contains("<name>deep</name>"), "{xml}");
    // --no-config: defaults and flags only (so the repository is untrusted again).
    let line = s.setting("catalog-budget", &["--no-config"]);
    assert!(line.ends_with("# default"), "{line}");
}

#[test]
fn skill_states_persist_by_name_and_reach_the_catalog() {
    let s = Setup::new();
    for args in [
        &["disable", "alpha"][..],
        &["enable", "beta", "--user-only"],
        &["enable", "gamma", "--name-only"],
    ] {
        let out = s.run(args);
        assert_eq!(out.status.code(), Some(0), "{}", err_text(&out));
    }
    let (xml, _) = s.catalog_xml(&[]);
    assert!(!xml.contains("alpha") && !xml.contains("beta"), "{xml}");
    assert!(
        xml.contains("<name>gamma</name>") && !xml.contains("About gamma."),
        "{xml}"
    );
    // user-only: the user may still invoke it; the model may not.
    let out = s.run(&["--no-builtin", "activate", "beta", "--user"]);
    assert_eq!(out.status.code(), Some(0), "{}", err_text(&out));
    let out = s.run(&["--no-builtin", "activate", "beta"]);
    assert_eq!(out.status.code(), Some(1));
    // off: nobody may.
    let out = s.run(&["--no-builtin", "activate", "alpha", "--user"]);
    assert_eq!(out.status.code(), Some(1));
    let out = s.run(&["--no-builtin", "list"]);
    assert!(out_text(&out).contains("disabled"), "{}", out_text(&out));
    // Turning it on again says `on` (which also turns on a `default-enabled: false` skill).
    s.run(&["enable", "alpha"]);
    let text = std::fs::read_to_string(s.user_file()).unwrap();
    assert!(text.contains("alpha = \"on\""), "{text}");
    let (xml, _) = s.catalog_xml(&[]);
    assert!(xml.contains("<name>alpha</name>"));
    // The project file narrows: disable there too.
    let out = s.run(&["disable", "alpha", "--project"]);
    assert_eq!(out.status.code(), Some(0), "{}", err_text(&out));
    let (xml, _) = s.catalog_xml(&[]);
    assert!(!xml.contains("alpha"), "{xml}");
    let project = std::fs::read_to_string(s.repo.join(".agents/config.toml")).unwrap();
    assert!(project.contains("alpha = \"off\""), "{project}");
    // Now the user's `enable` cannot undo the project's narrowing, and says so.
    let out = s.run(&["enable", "alpha"]);
    assert!(err_text(&out).contains("is `off` in force"), "{}", err_text(&out));
}

#[test]
fn a_project_config_may_only_narrow() {
    let s = Setup::new();
    s.tree.skill("outside/skills/evil", "evil", "Evil.", "");
    s.user_config("[skills]\nalpha = \"off\"\nbeta = \"user-only\"");
    s.project_config(&format!(
        "[trust]\nfolders = ['/']\n\n[skills]\nalpha = \"on\"\nbeta = \"name-only\"\ngamma = \"off\"\n\n[[roots]]\npath = '{}'\n\n[[roots]]\npath = '../outside/skills'\n\n[[roots]]\npath = 'extra'\nscope = 'user'\n",
        s.tree.label("outside/skills")
    ));
    let (xml, err) = s.catalog_xml(&[]);
    // alpha stays off, beta stays user-only, gamma is narrowed to off.
    assert!(!xml.contains("<name>"), "{xml}");
    for refused in [
        "cannot trust folders",
        "cannot turn skill `alpha` from `off`",
        "cannot turn skill `beta` from `user-only`",
        "cannot add a root outside its repository",
        "can add only project-scope roots",
    ] {
        assert!(err.contains(refused), "{refused}: {err}");
    }
    assert!(!err.contains("evil"), "{err}");
    // Each refusal names its file and line.
    let project = s.repo.join(".agents/config.toml").display().to_string();
    assert!(
        err.contains(&format!(
            "{project}:2:1: warning[config]: a project config cannot trust"
        )),
        "{err}"
    );
    // Nor may it widen a setting: a lenient, deeper, larger, built-in-ful project.
    s.user_config(
        "validation = \"strict\"\nbuiltins = false\nmax-depth = 2\ncatalog-budget = 4000\n[layouts]\nclaude = false",
    );
    s.project_config(
        "validation = \"lenient\"\nbuiltins = true\nmax-depth = 3\ncatalog-budget = 90000\n[layouts]\nclaude = true\ngithub = true\n",
    );
    let out = s.run(&["config"]);
    let err = err_text(&out);
    for refused in [
        "cannot make validation lenient",
        "cannot turn the built-in skills back on",
        "cannot raise `max-depth` above 2 (to 3)",
        "cannot raise `catalog-budget` above 4000 (to 90000)",
        "cannot turn on layout `claude`",
    ] {
        assert!(err.contains(refused), "{refused}: {err}");
    }
    let text = out_text(&out);
    assert!(text.contains("github (project) = true"), "{text}");
    assert!(s.setting("max-depth", &[]).starts_with("max-depth = 2"));
    // Narrowing is fine.
    s.project_config("max-depth = 1\ncatalog-budget = 100\n");
    assert!(s.setting("max-depth", &[]).starts_with("max-depth = 1"));
    assert!(s.setting("catalog-budget", &[]).starts_with("catalog-budget = 100"));
    // A root inside the repository is fine; one that links out of it is not.
    s.user_config("");
    s.tree.skill("repo/team-skills/team", "team", "Team.", "");
    s.tree.symlink(s.tree.path().join("outside/skills"), "repo/linked-out");
    s.project_config(
        "[[roots]]\npath = 'team-skills'\n[[roots]]\npath = 'linked-out'\n[[roots]]\npath = 'linked-out/not-yet'\n",
    );
    let (_, err) = s.catalog_xml(&[]);
    assert_eq!(
        err.matches("cannot add a root outside its repository").count(),
        2,
        "{err}"
    );
    let (xml, _) = s.catalog_xml(&[]);
    assert!(xml.contains("<name>team</name>"), "{xml}");
}

#[test]
fn an_untrusted_projects_config_changes_nothing() {
    let s = Setup::new();
    s.tree
        .write("home/.config/agentskills/config.toml", "[skills]\n# nothing yet\n");
    s.project_config("catalog-budget = 1\n");
    let out = s.run(&["config"]);
    assert!(
        out_text(&out).contains("not read: the project is not trusted"),
        "{}",
        out_text(&out)
    );
    assert!(s.setting("catalog-budget", &[]).ends_with("# default"));
}

#[test]
fn writes_keep_comments_order_and_unknown_keys_and_never_lose_a_concurrent_write() {
    let s = Setup::new();
    let original = format!(
        "# My settings.\nfuture-key = \"kept\"   # a key from a newer version\n\n[skills]\n# quiet for now\nzeta = \"off\"\n\n[trust]\nfolders = ['{}']  # my repo\n",
        s.tree.label("repo")
    );
    s.tree.write("home/.config/agentskills/config.toml", &original);
    let out = s.run(&["disable", "alpha"]);
    assert_eq!(out.status.code(), Some(0), "{}", err_text(&out));
    assert!(
        err_text(&out).contains("unknown key `future-key`"),
        "{}",
        err_text(&out)
    );
    let text = std::fs::read_to_string(s.user_file()).unwrap();
    for kept in [
        "# My settings.",
        "future-key = \"kept\"   # a key from a newer version",
        "# quiet for now",
        "zeta = \"off\"",
        "# my repo",
    ] {
        assert!(text.contains(kept), "lost {kept:?}:\n{text}");
    }
    assert!(text.find("zeta").unwrap() < text.find("alpha").unwrap(), "{text}");
    // Sixteen writers at once, each a different skill: every one lands.
    let names: Vec<String> = (0..16).map(|i| format!("skill-{i:02}")).collect();
    let children: Vec<std::process::Child> = names
        .iter()
        .map(|name| {
            std::process::Command::new(env!("CARGO_BIN_EXE_skills"))
                .args(["--no-cache", "disable", name])
                .current_dir(&s.repo)
                .env("HOME", &s.home)
                .env_remove("XDG_CONFIG_HOME")
                .stdout(std::process::Stdio::null())
                .stderr(std::process::Stdio::null())
                .spawn()
                .unwrap()
        })
        .collect();
    for mut child in children {
        assert!(child.wait().unwrap().success());
    }
    let text = std::fs::read_to_string(s.user_file()).unwrap();
    for name in &names {
        assert!(text.contains(&format!("{name} = \"off\"")), "lost {name}:\n{text}");
    }
    assert!(text.contains("# My settings."));
    // No temporary file is left behind.
    let dir = s.home.join(".config/agentskills");
    let leftovers: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| e.ok())
        .filter(|e| e.file_name().to_string_lossy().ends_with(".tmp"))
        .collect();
    assert!(leftovers.is_empty(), "{leftovers:?}");
}

#[test]
fn a_bad_config_is_a_clear_error_and_is_never_written() {
    let s = Setup::new();
    let file = s.user_file();
    let shown = file.display().to_string();
    let cases: Vec<(Vec<u8>, &str)> = vec![
        (b"[skills\nalpha = \"off\"\n".to_vec(), ":1:"),
        (
            b"catalog-budget = \"big\"\n".to_vec(),
            ":1:18: `catalog-budget` must be an integer",
        ),
        (
            b"\n\nmax-depth = 0\n".to_vec(),
            ":3:13: `max-depth` must be from 1 to 64",
        ),
        (
            b"[skills]\nalpha = \"sometimes\"\n".to_vec(),
            ":2:9: `skills.alpha` must be one of",
        ),
        (
            b"[trust]\nfolders = ['relative/path']\n".to_vec(),
            "not an absolute path",
        ),
        (b"layouts = 5\n".to_vec(), "`layouts` must be a table"),
        (b"# ok\nvalidation = \"x\xff\"\n".to_vec(), ":2:16: is not UTF-8"),
    ];
    for (bytes, expected) in cases {
        std::fs::write(&file, &bytes).unwrap();
        let out = s.run(&["catalog"]);
        assert_eq!(out.status.code(), Some(1), "{expected}");
        let err = err_text(&out);
        assert!(err.contains(&shown) && err.contains(expected), "{expected}: {err}");
        // A command that writes refuses too, and leaves the file as it was.
        let out = s.run(&["disable", "beta"]);
        assert_eq!(out.status.code(), Some(1), "{expected}");
        assert_eq!(std::fs::read(&file).unwrap(), bytes, "{expected}");
    }
    // Over 1 MiB.
    std::fs::write(&file, vec![b'#'; 1024 * 1024 + 1]).unwrap();
    let err = err_text(&s.run(&["catalog"]));
    assert!(err.contains("over the 1048576-byte limit"), "{err}");
    // A directory, and a FIFO (which must never block the command).
    std::fs::remove_file(&file).unwrap();
    std::fs::create_dir(&file).unwrap();
    let err = err_text(&s.run(&["catalog"]));
    assert!(err.contains("is a directory"), "{err}");
    std::fs::remove_dir(&file).unwrap();
    make_fifo(&file);
    let out = s.run(&["catalog"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(err_text(&out).contains("is not a regular file"), "{}", err_text(&out));
}

#[test]
fn the_narrowing_rule_knows_the_components_defaults() {
    let policy = host().default_policy().unwrap();
    assert_eq!(skills_host::config::DEFAULT_MAX_DEPTH, policy.max_depth);
    assert_eq!(skills_host::config::DEFAULT_CATALOG_BUDGET, policy.catalog_budget_bytes);
    assert_eq!(policy.validation, ValidationMode::Strict);
    assert!(policy.include_builtins);
}

#[test]
fn writes_never_follow_a_repositorys_links_and_keep_the_users_own() {
    let s = Setup::new();
    s.user_config("[skills]\npdf = \"off\"");
    let user_before = std::fs::read_to_string(s.user_file()).unwrap();
    // A repository whose `.agents` points at the user's config directory.
    let other = s.tree.mkdir("evil");
    s.tree.mkdir("evil/.git");
    std::os::unix::fs::symlink(s.home.join(".config/agentskills"), other.join(".agents")).unwrap();
    let out = skills_cli(&s.home, &other, &["enable", "pdf", "--project"]);
    assert_eq!(out.status.code(), Some(1), "{}", out_text(&out));
    assert!(err_text(&out).contains("is a symbolic link"), "{}", err_text(&out));
    assert_eq!(std::fs::read_to_string(s.user_file()).unwrap(), user_before);
    // A project config that is itself a link: refused too.
    let other = s.tree.mkdir("evil2/.agents");
    s.tree.mkdir("evil2/.git");
    std::os::unix::fs::symlink(s.user_file(), other.join("config.toml")).unwrap();
    let out = skills_cli(&s.home, &s.tree.path().join("evil2"), &["disable", "x", "--project"]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(std::fs::read_to_string(s.user_file()).unwrap(), user_before);
    // The user's own config may be a link (dotfile managers): written through, kept a link.
    let dotfiles = s.tree.write("dotfiles/skills.toml", &user_before);
    std::fs::remove_file(s.user_file()).unwrap();
    std::os::unix::fs::symlink(&dotfiles, s.user_file()).unwrap();
    let out = s.run(&["disable", "beta"]);
    assert_eq!(out.status.code(), Some(0), "{}", err_text(&out));
    assert!(
        std::fs::symlink_metadata(s.user_file())
            .unwrap()
            .file_type()
            .is_symlink()
    );
    assert!(std::fs::read_to_string(&dotfiles).unwrap().contains("beta = \"off\""));
    // No lock file is left in a repository.
    let out = s.run(&["disable", "gamma", "--project"]);
    assert_eq!(out.status.code(), Some(0), "{}", err_text(&out));
    let names: Vec<String> = std::fs::read_dir(s.repo.join(".agents"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert!(names.iter().all(|n| n == "config.toml" || n == "skills"), "{names:?}");
}

#[test]
fn trusting_the_home_directory_or_the_root_needs_force() {
    let s = Setup::new();
    for dir in ["/".to_string(), s.home.display().to_string()] {
        let out = s.run(&["trust", &dir]);
        assert_eq!(out.status.code(), Some(2), "{dir}");
        assert!(
            err_text(&out).contains("every repository below it"),
            "{}",
            err_text(&out)
        );
    }
    let out = s.run(&["trust", "--force", &s.home.display().to_string()]);
    assert_eq!(out.status.code(), Some(0), "{}", err_text(&out));
    // Untrusting a folder inside it says it is still covered.
    s.tree.mkdir("home/src");
    let out = s.run(&["untrust", &s.home.join("src").display().to_string()]);
    assert!(
        err_text(&out).contains("is still trusted, inside"),
        "{}",
        err_text(&out)
    );
}

#[test]
fn the_users_extra_roots_take_their_scope_and_a_relative_path_is_from_home() {
    let s = Setup::new();
    s.tree.skill("home/team-skills/team", "team", "From the team.", "");
    s.tree.skill("plugins/tooling/lint", "lint", "From a plugin.", "");
    // The same name in the repository (project scope) wins over the plugin's.
    s.tree.skill("plugins/tooling/alpha", "alpha", "Plugin alpha.", "");
    s.user_config(&format!(
        "[[roots]]\npath = '~/team-skills'\n\n[[roots]]\npath = '{}'\nscope = 'plugin'\n\n[[roots]]\npath = 'missing-folder'\n",
        s.tree.label("plugins/tooling")
    ));
    let out = s.run(&["--no-builtin", "catalog", "--json"]);
    assert_eq!(out.status.code(), Some(0), "{}", err_text(&out));
    let value: serde_json::Value = serde_json::from_str(&out_text(&out)).unwrap();
    let scopes: Vec<(String, String)> = value["skills"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| (s["name"].as_str().unwrap().into(), s["scope"].as_str().unwrap().into()))
        .collect();
    let scope_of = |name: &str| scopes.iter().find(|(n, _)| n == name).map(|(_, s)| s.as_str());
    assert_eq!(scope_of("team"), Some("user"));
    assert_eq!(scope_of("lint"), Some("plugin"));
    assert_eq!(scope_of("alpha"), Some("project"));
    let codes: Vec<&str> = value["diagnostics"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d["code"].as_str().unwrap())
        .collect();
    // A root the user named that does not exist is said, not skipped in silence.
    assert!(codes.contains(&"root-missing"), "{codes:?}");
    assert!(codes.contains(&"shadowed"), "{codes:?}");
    let roots = s.run(&["roots", "--json"]);
    let roots: serde_json::Value = serde_json::from_str(&out_text(&roots)).unwrap();
    let from_config: Vec<&str> = roots["roots"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|r| r["layout"] == "config")
        .map(|r| r["from"].as_str().unwrap())
        .collect();
    assert_eq!(from_config.len(), 3, "{roots}");
    assert!(
        from_config.iter().all(|f| f.contains("config.toml:")),
        "{from_config:?}"
    );
}
