//! Where a skill is, as each kind of client should see it.
//!
//! Over stdio the client runs on this machine: the envelope's `<directory>` and the
//! catalog's `<location>` are host paths it can read. Over HTTP the client is
//! elsewhere: a host path only tells it the server's user and layout, and it cannot
//! read it. There the same places are written as the `skill://` URIs that
//! `resources/read` serves (`skill://NAME`, `skill://NAME/SKILL.md`), and
//! `read_skill_file` takes such a URI as its `path` too.

use super::uri;
use crate::component::Skill;

/// `text` with `& < > " '` escaped, as the component escapes XML text.
fn xml_escaped(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            c => out.push(c),
        }
    }
    out
}

/// The skill's folder as a remote client reaches it: `skill://NAME`.
fn remote_directory(skill: &Skill) -> String {
    uri::uri_of(&skill.name, "").trim_end_matches('/').to_string()
}

/// An activation envelope for a remote client: `<directory>` and every mention of the
/// skill's folder in its body (`${CLAUDE_SKILL_DIR}` expands to it) become
/// `skill://NAME`, so a path below it reads as that file's URI.
pub fn remote_envelope(content: &str, skill: &Skill) -> String {
    let remote = remote_directory(skill);
    let tag = format!("<directory>{}</directory>", xml_escaped(&skill.directory));
    content
        .replace(&tag, &format!("<directory>{remote}</directory>"))
        .replace(&skill.directory, &remote)
}

/// A catalog for a remote client: each `<location>` of a listed skill becomes
/// `skill://NAME/SKILL.md`.
pub fn remote_catalog(catalog: &str, skills: &[Skill]) -> String {
    let mut out = catalog.to_string();
    for skill in skills {
        let local = format!("<location>{}</location>", xml_escaped(&skill.location));
        let remote = format!("<location>{}</location>", uri::uri_of(&skill.name, "SKILL.md"));
        out = out.replace(&local, &remote);
    }
    out
}

/// `read_skill_file`'s `path`: a path inside the skill, or that file's `skill://` URI
/// (what a remote client was shown). A URI of another skill is refused.
pub fn path_in_skill(name: &str, path: &str) -> Result<String, String> {
    if !path.starts_with(uri::SCHEME) {
        return Ok(path.to_string());
    }
    match uri::parse(path) {
        Ok(parsed) if parsed.skill == name => Ok(parsed.path),
        _ => Err(format!(
            "`{}` is not a file of the skill `{name}`",
            path.chars().take(200).collect::<String>()
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_skills_own_folder_is_rewritten_and_other_skills_uris_are_refused() {
        assert_eq!(path_in_skill("pdf", "scripts/x.py").unwrap(), "scripts/x.py");
        assert_eq!(
            path_in_skill("pdf", "skill://pdf/scripts/x.py").unwrap(),
            "scripts/x.py"
        );
        assert!(path_in_skill("pdf", "skill://other/secret.md").is_err());
        assert!(path_in_skill("pdf", "skill://pdf/../other/SKILL.md").is_err());
        assert_eq!(xml_escaped("/a&b/<c>"), "/a&amp;b/&lt;c&gt;");
    }
}
