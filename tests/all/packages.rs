//! The packages a user installs, each installed and run in a clean place with nothing
//! from the repository beside it: the Python wheel in a fresh venv (offline, with only
//! wasmtime-py from the wheelhouse `.ci/setup` fills), the npm tarball in a fresh npm
//! project, and `cargo install` into a fresh root. Each one's catalog and activation
//! must be byte-identical to the `skills` CLI's, and a damaged component must be named,
//! never run. Every artifact is built here, once per run, from the component the tests
//! embed (`scripts/dist.sh` builds the same ones for a release).

use crate::common::*;
use crate::cross_host::python_command;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn workspace() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// Two skills, one with a bundled file, in a folder far from the repository.
fn fixture(tree: &Tree) -> PathBuf {
    tree.skill("skills/alpha", "alpha", "Alpha does the first thing.", "Alpha body.\n");
    tree.skill(
        "skills/beta",
        "beta",
        "Beta does the second thing.",
        "See [notes](notes.md).\n",
    );
    tree.write("skills/beta/notes.md", "notes\n");
    tree.mkdir("elsewhere");
    tree.mkdir("home");
    std::fs::canonicalize(tree.path().join("skills")).unwrap()
}

/// What the CLI prints for the fixture: the catalog, then `alpha`'s activation.
fn cli_catalog_and_activation(tree: &Tree, skills: &Path) -> (String, String) {
    let global = skills.to_str().unwrap();
    let run = |args: &[&str]| {
        let mut all = vec!["--no-config", "--no-builtin", "--global", global];
        all.extend_from_slice(args);
        let out = skills_cli(&tree.path().join("home"), &tree.path().join("elsewhere"), &all);
        assert!(out.status.success(), "{}", err_text(&out));
        out_text(&out)
    };
    (run(&["catalog"]), run(&["activate", "alpha"]))
}

fn success(out: Output, what: &str) -> String {
    assert!(
        out.status.success(),
        "{what}: {}\n{}",
        String::from_utf8_lossy(&out.stdout),
        err_text(&out)
    );
    out_text(&out)
}

/// The first fenced block of `language` after `heading` in a README.
fn readme_example(readme: &Path, heading: &str, language: &str) -> String {
    let text = std::fs::read_to_string(readme).unwrap();
    let section = text
        .split(heading)
        .nth(1)
        .unwrap_or_else(|| panic!("no {heading} in {}", readme.display()));
    let fence = format!("```{language}\n");
    let start = section.find(&fence).expect("a code block") + fence.len();
    section[start..].split("```").next().unwrap().to_string()
}

#[test]
fn the_python_wheel_installs_in_a_clean_venv_and_prints_what_the_cli_prints() {
    let tree = Tree::new();
    let skills = fixture(&tree);
    let dist = tree.mkdir("dist");
    let wheel = success(
        python_command()
            .arg(workspace().join("host-harness/python/build_wheel.py"))
            .arg(skills_host::COMPONENT_PATH)
            .arg(&dist)
            .output()
            .unwrap(),
        "build the wheel",
    );
    let wheel = wheel.trim();
    assert!(wheel.ends_with("-py3-none-any.whl"), "{wheel}");

    // A fresh venv from the system's Python; the wheel and wasmtime-py alone, offline.
    let venv = tree.path().join("venv");
    success(
        Command::new("python3")
            .args(["-m", "venv"])
            .arg(&venv)
            .output()
            .unwrap(),
        "make a venv",
    );
    success(
        Command::new(venv.join("bin/pip"))
            .args([
                "install",
                "--quiet",
                "--disable-pip-version-check",
                "--no-index",
                "--find-links",
            ])
            .arg(workspace().join("target/wheelhouse"))
            .arg(wheel)
            .output()
            .unwrap(),
        "pip install the wheel (run `bash .ci/setup` to fill target/wheelhouse)",
    );
    let python = |args: &[&str]| {
        Command::new(venv.join("bin/python"))
            .args(args)
            .current_dir(tree.path().join("elsewhere"))
            .env("HOME", tree.path().join("home"))
            .env_remove("AGENTSKILLS_COMPONENT")
            .env_remove("PYTHONPATH")
            .env_remove("SKILLS_CACHE_DIR")
            .env_remove("XDG_CACHE_HOME")
            .output()
            .unwrap()
    };
    let (catalog, activation) = cli_catalog_and_activation(&tree, &skills);
    let dir = skills.to_str().unwrap();
    assert_eq!(
        success(python(&["-m", "agentskills_runtime", "catalog", dir]), "catalog"),
        catalog
    );
    assert_eq!(
        success(
            python(&["-m", "agentskills_runtime", "activate", dir, "alpha"]),
            "activate"
        ),
        activation
    );
    assert!(
        std::fs::read_dir(tree.path().join("home/.cache/agentskills-runtime"))
            .unwrap()
            .any(|e| e.unwrap().file_name().to_string_lossy().ends_with(".cwasm")),
        "the compiled component is cached in the user's cache folder"
    );

    // The README's smallest program, as written but for the folder.
    let example = readme_example(
        &workspace().join("host-harness/python/README.md"),
        "## The smallest program",
        "python",
    )
    .replace("/path/to/skills", dir);
    let script = tree.write("elsewhere/example.py", example);
    let printed = success(python(&[script.to_str().unwrap()]), "the README's example");
    assert_eq!(printed, format!("{catalog}{activation}"));

    // A damaged or missing component is named with the SHA-256 it should have.
    let site = glob_one(&venv.join("lib"), "site-packages/agentskills_runtime");
    let manifest: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(site.join("component.json")).unwrap()).unwrap();
    let expected = manifest["sha256"].as_str().unwrap().to_string();
    assert_eq!(manifest["wit"], skills_host::WIT_PACKAGE);
    use sha2::Digest;
    assert_eq!(
        expected,
        format!("{:x}", sha2::Sha256::digest(skills_host::COMPONENT)),
        "the wheel carries the component the Rust host embeds"
    );
    let wasm = site.join("skills_guest.wasm");
    let mut bytes = std::fs::read(&wasm).unwrap();
    bytes[1000] ^= 0xff;
    std::fs::write(&wasm, &bytes).unwrap();
    let damaged = python(&["-m", "agentskills_runtime", "catalog", dir]);
    assert_eq!(damaged.status.code(), Some(1));
    let said = err_text(&damaged);
    assert!(
        said.contains("is damaged: its SHA-256 is") && said.contains(&expected),
        "{said}"
    );
    assert!(!said.contains("Traceback"), "{said}");
    std::fs::remove_file(&wasm).unwrap();
    let missing = python(&["-m", "agentskills_runtime", "catalog", dir]);
    assert_eq!(missing.status.code(), Some(1));
    let said = err_text(&missing);
    assert!(
        said.contains("cannot read the component") && said.contains(&expected),
        "{said}"
    );
}

/// The one directory below `base` whose path ends with `suffix` (`lib/python3.X/…`).
fn glob_one(base: &Path, suffix: &str) -> PathBuf {
    for entry in std::fs::read_dir(base).unwrap() {
        let candidate = entry.unwrap().path().join(suffix);
        if candidate.is_dir() {
            return candidate;
        }
    }
    panic!("no {suffix} below {}", base.display());
}

#[test]
fn the_npm_package_installs_in_a_fresh_project_type_checks_and_prints_what_the_cli_prints() {
    let tree = Tree::new();
    let skills = fixture(&tree);
    let dist = tree.mkdir("dist");
    let node_dir = workspace().join("host-harness/node");
    let packed = success(
        Command::new("node")
            .arg(node_dir.join("scripts/pack.mjs"))
            .arg(skills_host::COMPONENT_PATH)
            .arg(&dist)
            .output()
            .unwrap(),
        "pack the npm package",
    );
    let tarball = packed.trim().to_string();
    assert!(
        tarball.ends_with(&format!("agentskills-runtime-{}.tgz", env!("CARGO_PKG_VERSION"))),
        "{tarball}"
    );

    // A fresh project; the tarball and preview2-shim from npm's cache, offline.
    let project = tree.mkdir("project");
    tree.write(
        "project/package.json",
        r#"{"name": "fresh", "private": true, "type": "module"}"#,
    );
    success(
        Command::new("npm")
            .args(["install", "--offline", "--no-audit", "--no-fund", "--loglevel=error"])
            .arg(&tarball)
            .current_dir(&project)
            .output()
            .unwrap(),
        "npm install the tarball (run `bash .ci/setup` to fill npm's cache)",
    );
    let installed = project.join("node_modules/agentskills-runtime");

    // The component inside is the one every other host runs.
    let manifest: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(installed.join("component.json")).unwrap()).unwrap();
    use sha2::Digest;
    let expected = format!("{:x}", sha2::Sha256::digest(skills_host::COMPONENT));
    assert_eq!(manifest["component"]["sha256"].as_str(), Some(expected.as_str()));
    assert_eq!(
        format!(
            "{:x}",
            sha2::Sha256::digest(std::fs::read(installed.join("skills_guest.wasm")).unwrap())
        ),
        expected
    );
    assert_eq!(manifest["wit"], skills_host::WIT_PACKAGE);

    // The README's example, as written but for the folder: run, and type-checked.
    let example = readme_example(&node_dir.join("README.md"), "## The smallest program", "ts")
        .replace("/path/to/skills", skills.to_str().unwrap());
    tree.write("project/example.mjs", &example);
    tree.write("project/example.ts", &example);
    let node = |script: &str| Command::new("node").arg(script).current_dir(&project).output().unwrap();
    let (catalog, activation) = cli_catalog_and_activation(&tree, &skills);
    assert_eq!(
        success(node("example.mjs"), "the README's example"),
        format!("{catalog}{activation}")
    );
    success(
        Command::new(node_dir.join("node_modules/.bin/tsc"))
            .args([
                "--strict",
                "--noEmit",
                "--module",
                "nodenext",
                "--target",
                "es2022",
                "example.ts",
            ])
            .current_dir(&project)
            .output()
            .unwrap(),
        "tsc --strict on the README's example",
    );

    // A damaged or missing generated file is named with the SHA-256 it should have.
    let core = installed.join("generated/skills_guest.core.wasm");
    let core_expected = manifest["generated"]["skills_guest.core.wasm"]
        .as_str()
        .unwrap()
        .to_string();
    let mut bytes = std::fs::read(&core).unwrap();
    bytes[100] ^= 0xff;
    std::fs::write(&core, &bytes).unwrap();
    let damaged = node("example.mjs");
    assert!(!damaged.status.success());
    let said = err_text(&damaged);
    assert!(
        said.contains("is damaged: its SHA-256 is") && said.contains(&core_expected),
        "{said}"
    );
    bytes[100] ^= 0xff;
    std::fs::write(&core, &bytes).unwrap();
    std::fs::remove_file(installed.join("generated/skills_guest.js")).unwrap();
    let missing = node("example.mjs");
    assert!(!missing.status.success());
    let said = err_text(&missing);
    assert!(
        said.contains("cannot read") && said.contains("skills_guest.js"),
        "{said}"
    );
}

#[test]
fn cargo_install_puts_a_skills_that_works_from_any_folder_on_the_path() {
    let tree = Tree::new();
    let skills = fixture(&tree);
    let root = tree.path().join("install-root");
    // The dev profile and this build's target folder, so only the binary is linked
    // again; a user's `cargo install --path host-harness --locked` is the same with
    // `--release`.
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    success(
        Command::new(cargo)
            .args(["install", "--quiet", "--locked", "--debug", "--path"])
            .arg(workspace().join("host-harness"))
            .arg("--root")
            .arg(&root)
            .arg("--target-dir")
            .arg(workspace().join("target"))
            .env_remove("CARGO_TARGET_DIR")
            .env_remove("RUSTFLAGS")
            .output()
            .unwrap(),
        "cargo install",
    );
    let installed = root.join("bin/skills");
    let run = |args: &[&str]| {
        Command::new(&installed)
            .args(["--no-config", "--no-builtin", "--global", skills.to_str().unwrap()])
            .args(args)
            .current_dir(tree.path().join("elsewhere"))
            .env("HOME", tree.path().join("home"))
            .env_remove("SKILLS_CACHE_DIR")
            .env_remove("XDG_CACHE_HOME")
            .env_remove("XDG_CONFIG_HOME")
            .output()
            .unwrap()
    };
    let (catalog, activation) = cli_catalog_and_activation(&tree, &skills);
    assert_eq!(success(run(&["catalog"]), "catalog"), catalog);
    assert_eq!(success(run(&["activate", "alpha"]), "activate"), activation);
    assert!(
        tree.path().join("home/.cache/agentskills-runtime").is_dir(),
        "the compile cache is in the user's cache folder"
    );
}

#[test]
fn the_crate_the_wheel_and_the_npm_package_share_one_version_tied_to_the_wit() {
    let crate_version = env!("CARGO_PKG_VERSION");
    let pyproject = std::fs::read_to_string(workspace().join("host-harness/python/pyproject.toml")).unwrap();
    let python_version = pyproject
        .lines()
        .find_map(|l| l.strip_prefix("version = \""))
        .and_then(|v| v.strip_suffix('"'))
        .unwrap();
    let package: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(workspace().join("host-harness/node/package.json")).unwrap())
            .unwrap();
    assert_eq!(python_version, crate_version, "pyproject.toml");
    assert_eq!(package["version"].as_str(), Some(crate_version), "package.json");
    // The rule (docs/packages.md): MAJOR.MINOR is the WIT package's; PATCH counts
    // releases of it.
    let wit = skills_host::WIT_PACKAGE.rsplit('@').next().unwrap();
    let minor = |v: &str| v.rsplit_once('.').unwrap().0.to_string();
    assert_eq!(minor(crate_version), minor(wit), "{crate_version} against {wit}");
}
