//! How results are printed: model text exactly into a pipe, everything for people
//! through `terminal_safe`, diagnostics on stderr.

use std::io::{IsTerminal, Write};

use skills_host::{
    Diagnostic, Skill, SkillError, WithheldReason, WithheldSkill, describe, diagnostic_line, human_message,
    terminal_safe,
};

use crate::Exit;

/// A warning of the CLI's own, on stderr.
pub fn warn(message: &str) {
    eprintln!("skills: warning: {}", terminal_safe(message));
}

/// A refusal from the component, on stderr; the command failed.
pub fn failed(error: &SkillError) -> Exit {
    eprintln!("skills: {}", terminal_safe(&describe(error)));
    Exit::Failed
}

/// Model-facing text: exact bytes into a pipe, escapes neutralised on a terminal.
pub fn print_model_text(text: &str) {
    if std::io::stdout().is_terminal() {
        println!("{}", terminal_safe(text));
    } else {
        println!("{text}");
    }
}

/// One catalog of a watch, followed by an empty line, flushed at once.
pub fn print_catalog_block(text: &str) {
    let mut stdout = std::io::stdout().lock();
    let text = if std::io::stdout().is_terminal() {
        terminal_safe(text)
    } else {
        text.to_string()
    };
    let _ = writeln!(stdout, "{text}\n");
    let _ = stdout.flush();
}

pub fn print_diagnostics(diagnostics: &[Diagnostic]) {
    let mut stderr = std::io::stderr().lock();
    for d in diagnostics {
        let _ = writeln!(stderr, "{}", diagnostic_line(d));
    }
}

/// Diagnostics grouped by file, files in order of first appearance.
pub fn print_grouped(diagnostics: &[Diagnostic]) {
    let mut files: Vec<&str> = Vec::new();
    for d in diagnostics {
        if !files.contains(&d.path.as_str()) {
            files.push(&d.path);
        }
    }
    let mut stderr = std::io::stderr().lock();
    for file in files {
        let header = if file.is_empty() { "(catalog)" } else { file };
        let _ = writeln!(stderr, "\n{}", terminal_safe(header));
        for d in diagnostics.iter().filter(|d| d.path == file) {
            let line = d.line.map(|l| format!("{l}: ")).unwrap_or_default();
            let _ = writeln!(
                stderr,
                "  {line}{}[{}]: {}",
                d.severity,
                d.code,
                terminal_safe(&human_message(d))
            );
        }
    }
}

/// The skills offered and withheld, one row each, by name; `agents` says which agents'
/// folders hold each (the AGENTS column).
pub fn print_table(skills: &[Skill], withheld: &[WithheldSkill], agents: &dyn Fn(&Skill) -> String) {
    // A skill waiting for its `paths` is offered to the user, not yet to the model.
    let offered = |s: &Skill| if s.dormant { "dormant (paths)" } else { "offered" }.to_string();
    let mut rows: Vec<(&Skill, String)> = skills.iter().map(|s| (s, offered(s))).collect();
    rows.extend(withheld.iter().map(|w| {
        let status = match &w.reason {
            WithheldReason::Disabled => "disabled".to_string(),
            WithheldReason::OffByDefault => "off by default (skills enable NAME)".to_string(),
            WithheldReason::Ineligible(missing) => format!("ineligible ({missing})"),
        };
        (&w.skill, status)
    }));
    if rows.is_empty() {
        println!("no skills found");
        return;
    }
    rows.sort_by(|a, b| a.0.name.cmp(&b.0.name));
    let cells = rows
        .into_iter()
        .map(|(s, status)| {
            let invocation = match (s.model_invocable, s.user_invocable) {
                (true, true) => "model+user",
                (true, false) => "model",
                (false, true) => "user",
                (false, false) => "none",
            };
            // Claude Code's `argument-hint`, as a user would type after the name.
            let hint = s.argument_hint.as_deref().unwrap_or("-");
            // What a UI shows for the skill: `display-name`, Codex's interface.
            let display = match (&s.display_name, &s.short_description) {
                (Some(name), Some(line)) => format!("{name}: {line}"),
                (Some(text), None) | (None, Some(text)) => text.clone(),
                (None, None) => "-".to_string(),
            };
            vec![
                terminal_safe(&s.name),
                s.scope.as_str().to_string(),
                invocation.to_string(),
                terminal_safe(&s.location),
                terminal_safe(&status),
                terminal_safe(hint),
                terminal_safe(&display),
                terminal_safe(&agents(s)),
            ]
        })
        .collect();
    crate::table::print(
        &[
            "NAME",
            "SCOPE",
            "INVOCATION",
            "LOCATION",
            "STATUS",
            "ARGUMENTS",
            "DISPLAY",
            "AGENTS",
        ],
        cells,
    );
}

/// One audit finding as JSON, its chain and context included (`audit --json`, and the
/// refusals of `add`, `install` and `update`).
pub fn finding_json(f: &skills_host::AuditFinding) -> serde_json::Value {
    serde_json::json!({
        "rule": f.rule,
        "family": f.family,
        "severity": f.severity.as_str(),
        "title": f.title,
        "file": f.file,
        "line": f.line,
        "column": f.column,
        "excerpt": f.excerpt,
        "detail": f.detail,
        "chain": f.chain.iter().map(|l| serde_json::json!({
            "role": l.role,
            "file": l.file,
            "line": l.line,
            "column": l.column,
            "excerpt": l.excerpt,
        })).collect::<Vec<_>>(),
        "context": f.context,
    })
}

/// A word as a POSIX shell reads it back: as it is when plain, else single-quoted.
pub fn shell_word(word: &str) -> String {
    let plain = !word.is_empty()
        && word
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "_@%+=:,./-".contains(c));
    if plain {
        word.to_string()
    } else {
        format!("'{}'", word.replace('\'', r"'\''"))
    }
}

/// A skill the install gate refused, on stderr: why, each finding with its chain, and
/// the command line (`again`, with the `--allow` options) that would accept it.
pub fn print_refused(refused: &skills_host::install::Refused, again: &str) {
    let mut stderr = std::io::stderr().lock();
    let _ = writeln!(
        stderr,
        "skills: refused {} ({}): the audit found {} --fail-on",
        terminal_safe(&refused.name),
        if refused.path.is_empty() {
            ".".to_string()
        } else {
            terminal_safe(&refused.path)
        },
        match refused.findings.len() {
            1 => "1 finding that reaches".to_string(),
            n => format!("{n} findings that reach"),
        }
    );
    for finding in &refused.findings {
        for line in skills_host::audit::finding_line(finding).lines() {
            let _ = writeln!(stderr, "  {}", terminal_safe(line));
        }
    }
    let _ = writeln!(stderr, "  to accept it: {}", terminal_safe(again));
}

/// A refused skill as JSON: its name, folder, findings, the rules to allow and the
/// command that accepts them.
pub fn refused_json(refused: &skills_host::install::Refused, again: &str) -> serde_json::Value {
    serde_json::json!({
        "name": refused.name,
        "path": refused.path,
        "findings": refused.findings.iter().map(finding_json).collect::<Vec<_>>(),
        "allow": refused.rules(),
        "command": again,
    })
}
