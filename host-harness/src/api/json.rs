//! The JSON shapes of results that leave a host: the CLI's `--json` output and the
//! cross-host comparison use these, so every host prints the same fields.

use serde_json::{Value, json};

use crate::component::{Diagnostic, Skill};

/// `{"severity","code","path","line","message"}`; `line` is `null` when unknown.
pub fn diagnostic_json(d: &Diagnostic) -> Value {
    json!({
        "severity": d.severity.as_str(),
        "code": d.code,
        "path": d.path,
        "line": d.line,
        "message": d.message,
    })
}

/// Every field of a skill, camelCase as the Node host spells the WIT record, with
/// `metadata` as `[key, value]` pairs in order.
pub fn skill_json(s: &Skill) -> Value {
    json!({
        "name": s.name, "description": s.description, "scope": s.scope.as_str(), "location": s.location,
        "directory": s.directory, "license": s.license, "compatibility": s.compatibility,
        "metadata": s.metadata.iter().map(|(k, v)| json!([k, v])).collect::<Vec<_>>(),
        "allowedTools": s.allowed_tools, "argumentHint": s.argument_hint,
        "modelInvocable": s.model_invocable, "userInvocable": s.user_invocable,
        "requires": {
            "binaries": s.requires.binaries, "anyBinaries": s.requires.any_binaries,
            "environment": s.requires.environment, "os": s.requires.os,
        },
        "paths": s.paths, "dormant": s.dormant,
        "hints": {
            "model": s.hints.model, "effort": s.hints.effort, "context": s.hints.context,
            "agent": s.hints.agent, "disallowedTools": s.hints.disallowed_tools, "shell": s.hints.shell,
            "hooks": s.hints.hooks, "version": s.hints.version,
            "background": s.hints.background, "fallback": s.hints.fallback,
        },
        "defaultEnabled": s.default_enabled,
        "displayName": s.display_name, "shortDescription": s.short_description,
    })
}
