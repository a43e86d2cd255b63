//! What a skill asks its installer to run, shown and never run.
//!
//! OpenClaw reads `metadata.openclaw.install`, a list of installers it may run for a
//! skill's missing binaries: `{kind: brew, formula: gh}`, `{kind: node, package: …}`,
//! `{kind: uv, package: …}`, `{kind: go, module: …}`, `{kind: download, url: …}`, each
//! with an optional `label`. This runtime runs none of them. When a source is surveyed
//! before an install, each becomes an `info` diagnostic (`install-step-not-run`) saying
//! what the author would have run, so a user sees it and decides.

use serde_json::{Map, Value};

use crate::model::{Code, Diagnostic, Severity};
use crate::text::printable_prefix;

/// Most steps shown per skill; the rest are counted (real skills list one to three).
const MAX_STEPS: usize = 16;

/// The `install-step-not-run` diagnostics for the frontmatter `text` of the `SKILL.md`
/// at `label`: none when it has no `metadata.openclaw.install` (or does not parse; the
/// validator reports that).
pub fn not_run(text: &str, max_frontmatter_bytes: usize, label: &str) -> Vec<Diagnostic> {
    let Ok(split) = crate::parse::frontmatter::split(text, max_frontmatter_bytes) else {
        return Vec::new();
    };
    let Ok(fields) = crate::parse::frontmatter::parse_yaml(&split.yaml) else {
        return Vec::new();
    };
    let steps = match fields
        .get("metadata")
        .and_then(|m| m.get("openclaw"))
        .and_then(|o| o.get("install"))
    {
        Some(Value::Array(steps)) => steps.as_slice(),
        Some(single @ Value::Object(_)) => std::slice::from_ref(single),
        _ => return Vec::new(),
    };
    let info = |message: String| Diagnostic::new(Severity::Info, Code::InstallStepNotRun, label, message);
    let mut out: Vec<Diagnostic> = steps
        .iter()
        .take(MAX_STEPS)
        .enumerate()
        .map(|(i, step)| {
            let what = describe(step);
            let label = step
                .get("label")
                .and_then(Value::as_str)
                .map(|l| format!(" ({})", printable_prefix(l.trim())))
                .unwrap_or_default();
            info(format!(
                "`metadata.openclaw.install[{i}]` asks to run {what}{label}; this runtime never runs it"
            ))
        })
        .collect();
    if steps.len() > MAX_STEPS {
        out.push(info(format!(
            "{} more install steps in `metadata.openclaw.install`; none is run",
            steps.len() - MAX_STEPS
        )));
    }
    out
}

/// The command a step stands for, as a person would type it, quoted and printable.
fn describe(step: &Value) -> String {
    let Some(step) = step.as_object() else {
        return "an install step that is not a mapping".to_string();
    };
    let field = |key: &str| text_field(step, key);
    let command = match step.get("kind").and_then(Value::as_str) {
        Some("brew") => match (field("formula"), field("cask")) {
            (Some(formula), _) => Some(format!("brew install {formula}")),
            (None, Some(cask)) => Some(format!("brew install --cask {cask}")),
            _ => None,
        },
        Some("node") => field("package").map(|p| format!("npm install -g {p}")),
        Some("uv") => field("package").map(|p| format!("uv tool install {p}")),
        Some("go") => field("module").map(|m| format!("go install {m}")),
        Some("download") => field("url").map(|u| format!("a download of {u}")),
        Some(other) => return format!("an installer of unknown kind `{}`", printable_prefix(other)),
        None => return "an install step without a `kind`".to_string(),
    };
    match command {
        Some(command) if command.starts_with("a download") => command,
        Some(command) => format!("`{command}`"),
        None => "an install step missing the field its kind needs".to_string(),
    }
}

/// A string field, trimmed and made printable; `None` when absent or empty.
fn text_field(step: &Map<String, Value>, key: &str) -> Option<String> {
    let value = step.get(key)?.as_str()?.trim();
    (!value.is_empty()).then(|| printable_prefix(value))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn steps(yaml: &str) -> Vec<String> {
        let text = format!("---\nname: a\ndescription: b\n{yaml}---\nbody\n");
        not_run(&text, 65536, "src/a/SKILL.md")
            .into_iter()
            .inspect(|d| {
                assert_eq!(d.severity, Severity::Info);
                assert_eq!(d.code, Code::InstallStepNotRun);
                assert_eq!(d.path, "src/a/SKILL.md");
            })
            .map(|d| d.message)
            .collect()
    }

    #[test]
    fn each_installer_kind_is_shown_as_the_command_it_would_run() {
        let shown = steps(
            "metadata: {\"openclaw\": {\"install\": [\
             {\"kind\": \"brew\", \"formula\": \"gh\", \"label\": \"Install GitHub CLI (brew)\"},\
             {\"kind\": \"brew\", \"cask\": \"ghostty\"},\
             {\"kind\": \"node\", \"package\": \"@x/cli\"},\
             {\"kind\": \"uv\", \"package\": \"ruff\"},\
             {\"kind\": \"go\", \"module\": \"example.com/t@latest\"},\
             {\"kind\": \"download\", \"url\": \"https://example.com/t.tgz\"}]}}\n",
        );
        assert_eq!(shown.len(), 6);
        assert!(
            shown[0].contains("`brew install gh` (Install GitHub CLI (brew))"),
            "{}",
            shown[0]
        );
        assert!(shown[0].contains("never runs it"));
        assert!(shown[1].contains("`brew install --cask ghostty`"));
        assert!(shown[2].contains("`npm install -g @x/cli`"));
        assert!(shown[3].contains("`uv tool install ruff`"));
        assert!(shown[4].contains("`go install example.com/t@latest`"));
        assert!(shown[5].contains("a download of https://example.com/t.tgz"));
    }

    #[test]
    fn hostile_or_malformed_steps_are_described_not_trusted() {
        let shown = steps(
            "metadata:\n  openclaw:\n    install:\n      - kind: brew\n        formula: \"gh\\u001b[2J\"\n      - kind: curl-pipe-sh\n      - 7\n      - kind: go\n",
        );
        assert_eq!(shown.len(), 4);
        assert!(shown[0].contains("gh\\u{1b}[2J"), "{}", shown[0]);
        assert!(shown[1].contains("unknown kind `curl-pipe-sh`"));
        assert!(shown[2].contains("not a mapping"));
        assert!(shown[3].contains("missing the field"));
        let many = (0..40).map(|_| "{kind: uv, package: x}").collect::<Vec<_>>().join(", ");
        let shown = steps(&format!("metadata:\n  openclaw:\n    install: [{many}]\n"));
        assert_eq!(shown.len(), MAX_STEPS + 1);
        assert!(shown[MAX_STEPS].starts_with("24 more install steps"));
    }

    #[test]
    fn skills_without_install_steps_say_nothing() {
        assert!(steps("").is_empty());
        assert!(steps("metadata:\n  openclaw:\n    requires:\n      bins: [gh]\n").is_empty());
        assert!(not_run("no frontmatter", 65536, "x").is_empty());
    }
}
