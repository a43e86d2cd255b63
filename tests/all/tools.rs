//! The stateless `tools` interface, called as a tool host (wassette) calls it: every
//! call in a fresh instance, each directory preopened at its own path. Also what such
//! a host needs from the component's shape: exact names, plain string signatures
//! (wassette rejects resources; records, variants and options do not map to tool
//! parameters), and a doc comment on each function (its tool description).

use crate::common::*;
use serde_json::{Value, json};
use wasmtime::component::{Component, types::ComponentItem};
use wasmtime::{Config, Engine};

const TOOLS: [&str; 5] = [
    "list-skills",
    "activate-skill",
    "read-skill-file",
    "list-skill-files",
    "validate-skill",
];

fn tool(dirs: &[std::path::PathBuf], call: ToolCall) -> Value {
    let text = host().call_tool(dirs, call).expect("the call completes");
    serde_json::from_str(&text).expect("every result is JSON")
}

fn fixtures() -> Tree {
    let tree = Tree::new();
    tree.skill(
        "skills/pdf",
        "pdf",
        "Extract PDFs.",
        "Read references/forms.md. Args: $ARGUMENTS",
    );
    tree.write("skills/pdf/references/forms.md", "FORMS");
    tree.write(
        "skills/hidden/SKILL.md",
        "---\nname: hidden\ndescription: Hidden.\ndisable-model-invocation: true\n---\nHidden",
    );
    tree.skill("other/notes", "notes", "Notes.", "");
    tree.write("secret.txt", "SECRET");
    tree.symlink("../../secret.txt", "skills/pdf/leak");
    tree
}

#[test]
fn the_tools_export_has_exact_names_and_string_only_signatures() {
    let engine = Engine::new(&Config::new()).unwrap();
    let component = Component::new(&engine, COMPONENT).unwrap();
    let tools_name = WIT_PACKAGE.replace("@", "/tools@");
    let component_type = component.component_type();
    let (_, item) = component_type
        .exports(&engine)
        .find(|(name, _)| *name == tools_name)
        .expect("the tools interface is exported");
    let ComponentItem::ComponentInstance(instance) = item.ty else {
        panic!("tools is not an instance");
    };
    let mut names = Vec::new();
    for (name, item) in instance.exports(&engine) {
        let ComponentItem::ComponentFunc(func) = item.ty else {
            panic!("{name} is not a function: no resources or types may be exported");
        };
        for (param, ty) in func.params() {
            assert!(
                matches!(ty, wasmtime::component::Type::String),
                "{name}({param}) is {ty:?}"
            );
        }
        let results: Vec<_> = func.results().collect();
        assert!(
            results.len() == 1 && matches!(results[0], wasmtime::component::Type::String),
            "{name} returns {results:?}"
        );
        names.push(name.to_string());
    }
    assert_eq!(names, TOOLS);
}

#[test]
fn every_tool_has_a_doc_comment_for_its_description() {
    let wit =
        std::fs::read_to_string(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../wit/skills.wit")).unwrap();
    let interface = wit.split("interface tools {").nth(1).unwrap();
    let interface = interface.split("\n}\n").next().unwrap();
    for name in TOOLS {
        let declaration = format!("    {name}: func(");
        let before = interface.split(&declaration).next().unwrap();
        let doc: Vec<&str> = before
            .lines()
            .rev()
            .skip_while(|l| l.trim().is_empty())
            .take_while(|l| l.trim_start().starts_with("///"))
            .collect();
        assert!(doc.len() >= 2, "{name} needs a doc comment that describes the tool");
    }
}

#[test]
fn tools_read_every_preopen_and_show_real_paths() {
    let tree = fixtures();
    let dirs = vec![tree.path().join("skills"), tree.path().join("other")];
    let listed = tool(&dirs, ToolCall::ListSkills);
    let skills = listed["ok"]["skills"].as_array().unwrap();
    let names: Vec<&str> = skills.iter().map(|s| s["name"].as_str().unwrap()).collect();
    assert_eq!(names, vec!["notes", "pdf"]);
    let pdf = skills.iter().find(|s| s["name"] == "pdf").unwrap();
    assert_eq!(pdf["location"], json!(tree.label("skills/pdf/SKILL.md")));
    assert!(listed["ok"]["catalog"].as_str().unwrap().contains("<name>pdf</name>"));

    let activated = tool(
        &dirs,
        ToolCall::ActivateSkill {
            name: "pdf",
            arguments: "a b",
        },
    );
    let content = activated["ok"]["content"].as_str().unwrap();
    assert!(content.contains(&format!("<directory>{}</directory>", tree.label("skills/pdf"))));
    assert!(content.contains("Args: a b"));
    let read = tool(
        &dirs,
        ToolCall::ReadSkillFile {
            name: "pdf",
            path: "references/forms.md",
        },
    );
    assert_eq!(read["ok"]["content"], "FORMS");
    let listed_files = tool(&dirs, ToolCall::ListSkillFiles { name: "pdf", dir: "" });
    let files: Vec<&str> = listed_files["ok"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["name"].as_str().unwrap())
        .collect();
    assert_eq!(files, vec!["SKILL.md", "references"]);
    let dir = tree.label("skills/pdf");
    let valid = tool(&dirs, ToolCall::ValidateSkill { dir: &dir });
    assert_eq!(valid["ok"]["valid"], true);
}

#[test]
fn every_bad_input_is_the_documented_error_json_never_a_trap() {
    let tree = fixtures();
    let dirs = vec![tree.path().join("skills")];
    let code = |call: ToolCall| tool(&dirs, call)["error"]["code"].as_str().map(str::to_string);
    let huge = "x".repeat(2 << 20);
    let cases: Vec<(ToolCall, &str)> = vec![
        (
            ToolCall::ActivateSkill {
                name: "",
                arguments: "",
            },
            "not-found",
        ),
        (
            ToolCall::ActivateSkill {
                name: "pd\0f",
                arguments: "",
            },
            "not-found",
        ),
        (
            ToolCall::ActivateSkill {
                name: "missing",
                arguments: "",
            },
            "not-found",
        ),
        (
            ToolCall::ActivateSkill {
                name: "hidden",
                arguments: "",
            },
            "not-found",
        ),
        (
            ToolCall::ActivateSkill {
                name: &huge,
                arguments: "",
            },
            "not-found",
        ),
        (
            ToolCall::ActivateSkill {
                name: "pdf",
                arguments: &huge,
            },
            "too-large",
        ),
        (
            ToolCall::ReadSkillFile {
                name: "pdf",
                path: "../../secret.txt",
            },
            "denied",
        ),
        (
            ToolCall::ReadSkillFile {
                name: "pdf",
                path: "leak",
            },
            "denied",
        ),
        (
            ToolCall::ReadSkillFile {
                name: "pdf",
                path: "/etc/passwd",
            },
            "denied",
        ),
        (
            ToolCall::ReadSkillFile {
                name: "pdf",
                path: "a\0b",
            },
            "invalid",
        ),
        (ToolCall::ReadSkillFile { name: "pdf", path: "" }, "invalid"),
        (
            ToolCall::ReadSkillFile {
                name: "hidden",
                path: "SKILL.md",
            },
            "not-found",
        ),
        (ToolCall::ListSkillFiles { name: "pdf", dir: ".." }, "denied"),
        (
            ToolCall::ListSkillFiles {
                name: "pdf",
                dir: &huge,
            },
            "not-found",
        ),
        (ToolCall::ValidateSkill { dir: "" }, "invalid"),
        (ToolCall::ValidateSkill { dir: "relative" }, "invalid"),
        (ToolCall::ValidateSkill { dir: "/a\0b" }, "invalid"),
    ];
    for (call, expected) in cases {
        assert_eq!(code(call).as_deref(), Some(expected), "{:.80}", format!("{call:?}"));
    }
    // A hidden skill's error reads exactly like a missing one's.
    let hidden = tool(
        &dirs,
        ToolCall::ActivateSkill {
            name: "hidden",
            arguments: "",
        },
    );
    let missing = tool(
        &dirs,
        ToolCall::ActivateSkill {
            name: "missing",
            arguments: "",
        },
    );
    assert_eq!(hidden["error"]["available"], missing["error"]["available"]);
    assert!(!tool(&dirs, ToolCall::ListSkills).to_string().contains("SECRET"));
}

#[test]
fn a_host_that_preopens_nothing_gets_an_empty_catalog_that_says_so() {
    let listed = tool(&[], ToolCall::ListSkills);
    assert_eq!(listed["ok"]["diagnostics"][0]["code"], "no-roots");
    assert_eq!(listed["ok"]["skills"], json!([]));
    assert_eq!(
        listed["ok"]["catalog"], "",
        "an empty catalog: not even the built-in skill"
    );
}
