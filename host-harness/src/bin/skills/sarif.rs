//! `skills audit --sarif`: SARIF 2.1.0 (OASIS), as GitHub code scanning accepts it.
//! Each finding is a result; each rule used is described once in the tool's driver,
//! with its family and a `security-severity` GitHub ranks by.

use std::path::Path;

use serde_json::{Value, json};
use skills_host::{AuditReport, AuditSeverity};

/// The schema a SARIF file names.
pub const SCHEMA: &str = "https://json.schemastore.org/sarif-2.1.0.json";

/// SARIF's `level` for a severity.
fn level(severity: AuditSeverity) -> &'static str {
    match severity {
        AuditSeverity::Critical | AuditSeverity::High => "error",
        AuditSeverity::Medium => "warning",
        AuditSeverity::Low | AuditSeverity::Info => "note",
    }
}

/// GitHub's `security-severity` (0.0-10.0): critical above 9, high above 7, medium
/// above 4.
fn security_severity(severity: AuditSeverity) -> &'static str {
    match severity {
        AuditSeverity::Critical => "9.5",
        AuditSeverity::High => "8.0",
        AuditSeverity::Medium => "5.5",
        AuditSeverity::Low => "3.0",
        AuditSeverity::Info => "0.0",
    }
}

/// Where a file is, as a URI relative to the working directory when it lies below it
/// (what code scanning resolves against the checkout), else as written.
fn uri(directory: &str, file: &str) -> String {
    let path = if file.is_empty() {
        Path::new(directory).to_path_buf()
    } else {
        Path::new(directory).join(file)
    };
    let shown = std::env::current_dir()
        .ok()
        .and_then(|cwd| path.strip_prefix(&cwd).ok().map(Path::to_path_buf))
        .unwrap_or(path);
    shown
        .to_string_lossy()
        .split('/')
        .map(|part| {
            part.bytes()
                .map(|b| match b {
                    b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'.' | b'_' | b'~' => (b as char).to_string(),
                    other => format!("%{other:02X}"),
                })
                .collect::<String>()
        })
        .collect::<Vec<_>>()
        .join("/")
}

/// The whole log for `reports`.
pub fn log(reports: &[AuditReport]) -> Value {
    let mut rules: Vec<Value> = Vec::new();
    let mut rule_index: Vec<String> = Vec::new();
    let mut results = Vec::new();
    for report in reports {
        for finding in &report.findings {
            let index = match rule_index.iter().position(|r| r == &finding.rule) {
                Some(index) => index,
                None => {
                    rule_index.push(finding.rule.clone());
                    rules.push(json!({
                        "id": finding.rule,
                        "name": finding.rule.replace(['/', '-'], "_"),
                        "shortDescription": { "text": finding.title },
                        "fullDescription": { "text": format!("{} ({})", finding.title, finding.family) },
                        "defaultConfiguration": { "level": level(finding.severity) },
                        "properties": {
                            "family": finding.family,
                            "security-severity": security_severity(finding.severity),
                            "tags": ["security", finding.family],
                        },
                    }));
                    rule_index.len() - 1
                }
            };
            let mut message = format!("{}: {}", report.skill, finding.title);
            if !finding.excerpt.is_empty() {
                message.push_str(&format!(": `{}`", finding.excerpt));
            }
            if !finding.detail.is_empty() {
                message.push_str(&format!(" ({})", finding.detail));
            }
            let mut physical = json!({
                "artifactLocation": { "uri": uri(&report.directory, &finding.file) },
            });
            if finding.line > 0 {
                physical["region"] = json!({
                    "startLine": finding.line,
                    "startColumn": finding.column.max(1),
                });
            }
            let mut result = json!({
                "ruleId": finding.rule,
                "ruleIndex": index,
                "level": level(finding.severity),
                "message": { "text": message },
                "locations": [{ "physicalLocation": physical }],
                "properties": { "skill": report.skill, "severity": finding.severity.as_str() },
            });
            if !finding.context.is_empty() {
                result["properties"]["context"] = json!(finding.context);
            }
            // A chain's behaviours are the related locations (SARIF 2.1.0, 3.27.22).
            if !finding.chain.is_empty() {
                let related: Vec<Value> = finding
                    .chain
                    .iter()
                    .enumerate()
                    .map(|(id, link)| {
                        let mut physical = json!({ "artifactLocation": { "uri": uri(&report.directory, &link.file) } });
                        if link.line > 0 {
                            physical["region"] = json!({ "startLine": link.line, "startColumn": link.column.max(1) });
                        }
                        json!({ "id": id, "physicalLocation": physical, "message": { "text": link.role } })
                    })
                    .collect();
                result["relatedLocations"] = json!(related);
            }
            results.push(result);
        }
    }
    json!({
        "$schema": SCHEMA,
        "version": "2.1.0",
        "runs": [{
            "tool": {
                "driver": {
                    "name": "skills audit",
                    "version": env!("CARGO_PKG_VERSION"),
                    "informationUri": "https://agentskills.io",
                    "rules": rules,
                }
            },
            "results": results,
        }],
    })
}
