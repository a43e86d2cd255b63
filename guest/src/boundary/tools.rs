//! The stateless `tools` interface (WIT `tools`), for hosts that turn a component's
//! exported functions into agent tools and run every call in a fresh instance
//! (wassette, wasmcp adapters, Golem's tool worlds): plain strings in, one JSON string
//! out, no resources.
//!
//! Every call builds a registry over the roots it is given (in the component: every
//! preopened directory, in preopen order, each shown by its guest path), with the
//! default policy less the built-in skill, as the model. The gating, escaping and hidden-skill rules are the
//! registry's own: this module only shapes results.
//!
//! Every result is `{"ok": VALUE}` or `{"error": {"code", "message"}}`, where `code`
//! is one of `not-found` (with `available`: the names the model may use), `denied`,
//! `too-large`, `invalid`, `io`.

use serde_json::{Value, json};

use crate::model::{CatalogFormat, Code, Diagnostic, EntryKind, Invoker, Policy, Root, Scope, SkillError};
use crate::registry::Registry;
use crate::text::printable_prefix;
use crate::validate::lint::validate_dir;

fn registry(roots: &[String]) -> Registry {
    let roots = roots
        .iter()
        .map(|path| Root {
            path: path.clone(),
            scope: Scope::User,
            label: path.clone(),
            trusted: true,
        })
        .collect();
    // Only what the host preopened: a tool host that grants no directory gets an empty
    // catalog (and a diagnostic), not the built-in authoring guide.
    // A stateless call cannot be told which files were touched: a skill with `paths`
    // is offered from the start, or it could never be used here.
    let policy = Policy {
        include_builtins: false,
        honor_paths: false,
        ..Policy::default()
    };
    Registry::new(roots, policy)
}

fn ok(value: Value) -> String {
    json!({ "ok": value }).to_string()
}

fn error(e: SkillError) -> String {
    let (code, message, available) = match e {
        SkillError::NotFound { message, available } => ("not-found", message, Some(available)),
        SkillError::Denied(m) => ("denied", m, None),
        SkillError::TooLarge(m) => ("too-large", m, None),
        SkillError::Invalid(m) => ("invalid", m, None),
        SkillError::Io(m) => ("io", m, None),
    };
    let mut detail = json!({ "code": code, "message": message });
    if let Some(available) = available {
        detail["available"] = json!(available);
    }
    json!({ "error": detail }).to_string()
}

fn diagnostics_json(diagnostics: &[Diagnostic]) -> Value {
    diagnostics
        .iter()
        .map(|d| {
            json!({
                "severity": d.severity.as_str(), "code": d.code.as_str(), "path": d.path,
                "line": d.line, "message": d.message,
            })
        })
        .collect()
}

/// The catalog (XML, as a system prompt would hold it), the skills, and every finding.
pub fn list_skills(roots: &[String]) -> String {
    let mut registry = registry(roots);
    let discovered = registry.discover();
    let (catalog, catalog_diagnostics) = registry.catalog(CatalogFormat::Xml);
    let mut diagnostics = Vec::new();
    if roots.is_empty() {
        diagnostics.push(Diagnostic::warning(
            Code::NoRoots,
            "",
            "no directory is preopened: the host gave this component no skill directory to read",
        ));
    }
    diagnostics.extend(discovered.diagnostics);
    diagnostics.extend(catalog_diagnostics);
    let skills: Vec<Value> = discovered
        .skills
        .iter()
        .filter(|s| s.frontmatter.model_invocable)
        .map(|s| json!({"name": s.frontmatter.name, "description": s.frontmatter.description, "location": s.location}))
        .collect();
    ok(json!({ "catalog": catalog, "skills": skills, "diagnostics": diagnostics_json(&diagnostics) }))
}

/// The skill's instructions in their `<skill_content>` envelope.
pub fn activate_skill(roots: &[String], name: &str, arguments: &str) -> String {
    match registry(roots).activate(name, Invoker::Model, arguments) {
        Ok((skill, content)) => ok(json!({ "name": skill.frontmatter.name, "content": content })),
        Err(e) => error(e),
    }
}

/// One file of a skill: UTF-8 text as is, anything else base64.
pub fn read_skill_file(roots: &[String], name: &str, path: &str) -> String {
    match registry(roots).read_resource(name, path, Invoker::Model) {
        Ok(bytes) => {
            let size = bytes.len();
            let (encoding, content) = match String::from_utf8(bytes) {
                Ok(text) => ("utf-8", text),
                Err(e) => ("base64", base64(e.as_bytes())),
            };
            ok(json!({ "path": path, "size": size, "encoding": encoding, "content": content }))
        }
        Err(e) => error(e),
    }
}

/// The direct children of a directory of a skill (`""` for the skill directory).
pub fn list_skill_files(roots: &[String], name: &str, dir: &str) -> String {
    match registry(roots).list_resources(name, dir, Invoker::Model) {
        Ok(entries) => ok(entries
            .iter()
            .map(|e| {
                let kind = match e.kind {
                    EntryKind::File => "file",
                    EntryKind::Directory => "directory",
                };
                json!({ "name": e.name, "kind": kind, "size": e.size })
            })
            .collect()),
        Err(e) => error(e),
    }
}

/// The authoring lint on one skill directory, given by its path in the sandbox.
pub fn validate_skill(dir: &str) -> String {
    let refused = if dir.trim().is_empty() {
        Some("`dir` is empty; give the skill directory's absolute path".to_string())
    } else if dir.contains('\0') {
        Some("`dir` contains a NUL byte".to_string())
    } else if !dir.starts_with('/') {
        Some(format!("`{}` is not an absolute path", printable_prefix(dir)))
    } else {
        None
    };
    if let Some(message) = refused {
        return error(SkillError::Invalid(message));
    }
    let root = Root {
        path: dir.to_string(),
        scope: Scope::User,
        label: dir.to_string(),
        trusted: true,
    };
    let diagnostics = validate_dir(&root, crate::validate::LintProfile::Spec);
    let valid = !diagnostics.iter().any(|d| d.severity == crate::model::Severity::Error);
    ok(json!({ "valid": valid, "diagnostics": diagnostics_json(&diagnostics) }))
}

/// Standard base64 with padding (RFC 4648).
fn base64(bytes: &[u8]) -> String {
    const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let b = [chunk[0], *chunk.get(1).unwrap_or(&0), *chunk.get(2).unwrap_or(&0)];
        let n = (u32::from(b[0]) << 16) | (u32::from(b[1]) << 8) | u32::from(b[2]);
        for i in 0..4 {
            if i <= chunk.len() {
                out.push(ALPHABET[(n >> (18 - 6 * i)) as usize & 63] as char);
            } else {
                out.push('=');
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::fs;

    fn parse(s: &str) -> Value {
        serde_json::from_str(s).unwrap()
    }

    fn tree() -> (tempfile::TempDir, Vec<String>) {
        let tmp = tempfile::tempdir().unwrap();
        let skill = tmp.path().join("pdf");
        fs::create_dir_all(skill.join("references")).unwrap();
        fs::write(
            skill.join("SKILL.md"),
            "---\nname: pdf\ndescription: PDFs.\n---\nRead references/a.md. $ARGUMENTS",
        )
        .unwrap();
        fs::write(skill.join("references/a.md"), "A").unwrap();
        fs::write(skill.join("blob.bin"), [0xff, 0x00, 0x01]).unwrap();
        fs::create_dir_all(tmp.path().join("hidden")).unwrap();
        fs::write(
            tmp.path().join("hidden/SKILL.md"),
            "---\nname: hidden\ndescription: H.\ndisable-model-invocation: true\n---\nH",
        )
        .unwrap();
        let roots = vec![tmp.path().to_str().unwrap().to_string()];
        (tmp, roots)
    }

    #[test]
    fn results_have_one_shape_for_success_and_for_errors() {
        let (_tmp, roots) = tree();
        let listed = parse(&list_skills(&roots));
        assert!(listed["ok"]["catalog"].as_str().unwrap().contains("<name>pdf</name>"));
        let names: Vec<&str> = listed["ok"]["skills"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s["name"].as_str().unwrap())
            .collect();
        assert_eq!(names, vec!["pdf"]);
        let activated = parse(&activate_skill(&roots, "pdf", "x y"));
        assert!(
            activated["ok"]["content"]
                .as_str()
                .unwrap()
                .contains("Read references/a.md. x y")
        );
        let file = parse(&read_skill_file(&roots, "pdf", "references/a.md"));
        assert_eq!(
            file["ok"],
            json!({"path": "references/a.md", "size": 1, "encoding": "utf-8", "content": "A"})
        );
        let blob = parse(&read_skill_file(&roots, "pdf", "blob.bin"));
        assert_eq!(
            (blob["ok"]["encoding"].as_str(), blob["ok"]["content"].as_str()),
            (Some("base64"), Some("/wAB"))
        );
        let files = parse(&list_skill_files(&roots, "pdf", ""));
        assert_eq!(
            files["ok"][2],
            json!({"name": "references", "kind": "directory", "size": 0})
        );
        let valid = parse(&validate_skill(&format!("{}/pdf", roots[0])));
        assert_eq!(valid["ok"]["valid"], true);
    }

    #[test]
    fn bad_input_is_an_error_result_never_a_panic() {
        let (_tmp, roots) = tree();
        let code = |s: String| parse(&s)["error"]["code"].as_str().unwrap().to_string();
        assert_eq!(code(activate_skill(&roots, "", "")), "not-found");
        assert_eq!(code(activate_skill(&roots, "a\0b", "")), "not-found");
        // A hidden skill reads exactly like a missing one, and is not offered.
        let hidden = parse(&activate_skill(&roots, "hidden", ""));
        let missing = parse(&activate_skill(&roots, "nope", ""));
        assert_eq!(hidden["error"]["available"], missing["error"]["available"]);
        assert!(
            !hidden["error"]["available"]
                .as_array()
                .unwrap()
                .contains(&json!("hidden"))
        );
        assert_eq!(code(read_skill_file(&roots, "pdf", "../hidden/SKILL.md")), "denied");
        assert_eq!(code(read_skill_file(&roots, "pdf", "a\0b")), "invalid");
        assert_eq!(code(read_skill_file(&roots, "hidden", "SKILL.md")), "not-found");
        assert_eq!(code(activate_skill(&roots, "pdf", &"x".repeat(1 << 20))), "too-large");
        let huge_name = "n".repeat(1 << 20);
        let message = parse(&activate_skill(&roots, &huge_name, ""))["error"]["message"]
            .as_str()
            .unwrap()
            .len();
        assert!(message < 1000, "{message}");
        assert_eq!(code(list_skill_files(&roots, "pdf", "references/../..")), "denied");
        assert_eq!(code(validate_skill("")), "invalid");
        assert_eq!(code(validate_skill("relative/dir")), "invalid");
        assert_eq!(code(validate_skill("/a\0b")), "invalid");
    }

    #[test]
    fn no_roots_is_an_empty_catalog_that_says_why() {
        let listed = parse(&list_skills(&[]));
        assert_eq!(listed["ok"]["diagnostics"][0]["code"], "no-roots");
        assert_eq!(listed["ok"]["skills"], json!([]));
        assert_eq!(listed["ok"]["catalog"], "");
    }

    #[test]
    fn base64_pads_like_rfc_4648() {
        for (input, encoded) in [
            ("", ""),
            ("f", "Zg=="),
            ("fo", "Zm8="),
            ("foo", "Zm9v"),
            ("foob", "Zm9vYg=="),
        ] {
            assert_eq!(base64(input.as_bytes()), encoded);
        }
    }
}
