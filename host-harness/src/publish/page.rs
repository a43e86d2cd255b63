//! The site's `index.html`: the catalogue for people. One static page, no script: each
//! skill with its description, files, size, digest and audit verdict, and the lines
//! that install it. It follows the system's light or dark theme, is read in order by
//! a screen reader (landmarks, headings, lists), and every text a skill wrote is
//! escaped, so a name or description made of HTML shows as text.

use std::fmt::Write;

use super::PublishedSkill;

/// The page for `skills`, served at `base_url` when known.
pub fn render(skills: &[PublishedSkill], base_url: Option<&str>, checker: bool) -> String {
    // `skills add` reads a URL with a path as a site only when it ends in `/` (without
    // it, the URL names a git repository).
    let site = match base_url {
        Some(base) if base.split('/').nth(3).is_some_and(|path| !path.is_empty()) => format!("{base}/"),
        Some(base) => base.to_string(),
        None => "https://SITE".to_string(),
    };
    let site = site.as_str();
    let mut out = String::with_capacity(4096 + skills.len() * 2048);
    out.push_str(HEAD);
    let _ = write!(
        out,
        "<header>\n<h1>Agent skills</h1>\n<p>{} {} published with <code>skills {}</code>. \
         The machine-readable index is <a href=\".well-known/agent-skills/index.json\"><code>.well-known/agent-skills/index.json</code></a> \
         (Agent Skills Discovery v0.2.0); every file is checked against its digest on install.</p>\n",
        skills.len(),
        if skills.len() == 1 { "skill" } else { "skills" },
        env!("CARGO_PKG_VERSION"),
    );
    if base_url.is_none() {
        out.push_str(
            "<p class=\"note\">Replace <code>https://SITE</code> below with this site's address \
             (publish with <code>--base-url</code> to have it written here).</p>\n",
        );
    }
    if checker {
        out.push_str(
            "<p><a href=\"check/check.html\">Check a skill in your browser</a> before you publish or install it: \
             the same component, nothing uploaded.</p>\n",
        );
    }
    let _ = write!(
        out,
        "<p>Install all of them: <code>skills add {} --all</code></p>\n</header>\n<main>\n",
        escape(site)
    );
    if !skills.is_empty() {
        out.push_str("<nav aria-label=\"Skills\"><ul class=\"toc\">\n");
        for skill in skills {
            let _ = writeln!(out, "<li><a href=\"#skill-{0}\">{0}</a></li>", escape(&skill.name));
        }
        out.push_str("</ul></nav>\n");
    }
    for skill in skills {
        article(&mut out, skill, site);
    }
    out.push_str("</main>\n</body>\n</html>\n");
    out
}

fn article(out: &mut String, skill: &PublishedSkill, site: &str) {
    let name = escape(&skill.name);
    let _ = write!(
        out,
        "<article id=\"skill-{name}\" aria-labelledby=\"title-{name}\">\n<h2 id=\"title-{name}\">{name}</h2>\n<p>{}</p>\n<dl>\n",
        escape(&skill.description)
    );
    let _ = writeln!(out, "<dt>Audit</dt><dd>{}</dd>", verdict(skill));
    let _ = writeln!(
        out,
        "<dt>Size</dt><dd>{} in {} {} ({} <a href=\"{}\">{}</a>)</dd>",
        size(skill.files.iter().map(|(_, s)| s).sum()),
        skill.files.len(),
        if skill.files.len() == 1 { "file" } else { "files" },
        if skill.kind == "archive" { "archive" } else { "file" },
        escape(&skill.artifact),
        size(skill.size)
    );
    let _ = writeln!(
        out,
        "<dt>Digest</dt><dd><code class=\"digest\">{}</code></dd>",
        escape(&skill.digest)
    );
    out.push_str("</dl>\n");
    let _ = writeln!(
        out,
        "<details><summary>Files ({})</summary>\n<ul class=\"files\">",
        skill.files.len()
    );
    for (path, bytes) in &skill.files {
        let _ = writeln!(
            out,
            "<li><code>{}</code> <span class=\"size\">{}</span></li>",
            escape(path),
            size(*bytes)
        );
    }
    out.push_str("</ul></details>\n");
    if !skill.findings.is_empty() {
        let _ = writeln!(
            out,
            "<details><summary>Audit findings ({})</summary>\n<ul class=\"findings\">",
            skill.findings.len()
        );
        for finding in &skill.findings {
            let place = match (finding.file.as_str(), finding.line) {
                ("", _) => "(skill)".to_string(),
                (file, 0) => file.to_string(),
                (file, line) => format!("{file}:{line}"),
            };
            let _ = writeln!(
                out,
                "<li><span class=\"severity {0}\">{0}</span> <code>{1}</code> {2}: {3}</li>",
                finding.severity.as_str(),
                escape(&finding.rule),
                escape(&place),
                escape(&finding.title)
            );
        }
        out.push_str("</ul></details>\n");
    }
    let _ = write!(
        out,
        "<h3>Install</h3>\n<pre><code>skills add {site} --skill {name}\nnpx skills add {site} --skill {name}</code></pre>\n</article>\n",
        site = escape(site),
    );
}

/// The audit's verdict in words: what refused nothing, and what `--allow` accepted.
fn verdict(skill: &PublishedSkill) -> String {
    let mut counts: Vec<(&str, usize)> = Vec::new();
    for finding in &skill.findings {
        let severity = finding.severity.as_str();
        match counts.iter_mut().find(|(s, _)| *s == severity) {
            Some((_, n)) => *n += 1,
            None => counts.push((severity, 1)),
        }
    }
    let mut text = if counts.is_empty() {
        "passed, no findings".to_string()
    } else {
        let listed: Vec<String> = counts.iter().map(|(s, n)| format!("{n} {s}")).collect();
        format!("passed ({})", listed.join(", "))
    };
    if !skill.allowed.is_empty() {
        let rules: Vec<String> = skill
            .allowed
            .iter()
            .map(|r| format!("<code>{}</code>", escape(r)))
            .collect();
        text.push_str(&format!("; the publisher accepted {}", rules.join(", ")));
    }
    text
}

fn size(bytes: u64) -> String {
    match bytes {
        b if b < 1024 => format!("{b} B"),
        b if b < 1024 * 1024 => format!("{:.1} KiB", b as f64 / 1024.0),
        b => format!("{:.1} MiB", b as f64 / (1024.0 * 1024.0)),
    }
}

/// Text as HTML text or a double-quoted attribute value.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c if c.is_control() && c != '\n' && c != '\t' => out.push('\u{fffd}'),
            // Bidirectional overrides would make the text read otherwise than it is.
            '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}' => out.push('\u{fffd}'),
            c => out.push(c),
        }
    }
    out
}

const HEAD: &str = r#"<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src 'none'; base-uri 'none'; form-action 'none'">
<title>Agent skills</title>
<style>
:root { --fg: #1b1b1f; --bg: #ffffff; --muted: #4d4d57; --line: #d4d4da; --code: #f2f2f5; --link: #0b57d0; }
@media (prefers-color-scheme: dark) {
  :root { --fg: #e8e8ed; --bg: #141418; --muted: #b4b4c0; --line: #3a3a44; --code: #22222a; --link: #8ab4f8; }
}
body { font: 16px/1.5 system-ui, sans-serif; color: var(--fg); background: var(--bg); max-width: 60rem; margin: 0 auto; padding: 1rem 1.25rem 3rem; }
a { color: var(--link); }
a:focus-visible, summary:focus-visible { outline: 3px solid var(--link); outline-offset: 2px; }
code, pre { font-family: ui-monospace, monospace; background: var(--code); border-radius: 4px; }
code { padding: 0 .25em; overflow-wrap: anywhere; }
pre { padding: .75rem; overflow-x: auto; }
pre code { padding: 0; }
article { border-top: 1px solid var(--line); padding-top: 1rem; margin-top: 1.5rem; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; }
dt { color: var(--muted); }
dd { margin: 0; }
.toc { columns: 14rem; padding-left: 1.25rem; }
.note, .size { color: var(--muted); }
.severity { font-weight: 600; text-transform: uppercase; font-size: .8em; }
</style>
</head>
<body>
"#;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn everything_a_skill_says_is_text() {
        let skill = PublishedSkill {
            name: "a".into(),
            description: "<script>alert(1)</script> & \"quotes\"".into(),
            source: String::new(),
            kind: "skill-md",
            artifact: ".well-known/agent-skills/a/SKILL.md".into(),
            url: "a/SKILL.md".into(),
            digest: "sha256:00".into(),
            size: 10,
            files: vec![("<img src=x onerror=alert(1)>.md".into(), 3)],
            findings: Vec::new(),
            allowed: Vec::new(),
        };
        let page = render(std::slice::from_ref(&skill), None, false);
        assert!(!page.contains("<script>alert"), "{page}");
        assert!(!page.contains("<img src=x"), "{page}");
        assert!(page.contains("&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;"));
        assert!(!page.contains("<script"), "no script of its own either");
        // A site below a path is installed from its folder URL, which ends in `/`.
        let page = render(&[skill], Some("https://example.com/team"), false);
        assert!(
            page.contains("skills add https://example.com/team/ --skill a"),
            "{page}"
        );
    }
}
