//! Names that impersonate: a skill named one edit away from a well-known or installed
//! skill (`summarlze`, `clawhubb`), or one that reads the same once look-alike
//! characters are folded (`pdf-too1s` for `pdf-tools`).
//!
//! Names shorter than [`MIN_COMPARED_CHARS`] are not compared: among short names one
//! edit is the normal distance between unrelated skills (`pdf`, `pdb`).

/// Skills users install by name from the public collections and registries (the
/// Anthropic, OpenAI, Vercel and obra collections, and ClawHub's most installed).
pub const WELL_KNOWN: [&str; 64] = [
    "algorithmic-art",
    "brainstorming",
    "brand-guidelines",
    "canvas-design",
    "clawhub",
    "coding-agent",
    "doc-coauthoring",
    "docx",
    "executing-plans",
    "figma",
    "find-skills",
    "frontend-design",
    "gh-address-comments",
    "gh-fix-ci",
    "github",
    "gmail",
    "google-calendar",
    "himalaya",
    "internal-comms",
    "mcp-builder",
    "nano-banana-pro",
    "notion",
    "obsidian",
    "openai-docs",
    "openai-whisper",
    "pdf",
    "playwright",
    "pptx",
    "receiving-code-review",
    "requesting-code-review",
    "screenshot",
    "security-best-practices",
    "skill-creator",
    "skill-installer",
    "slack",
    "slack-gif-creator",
    "sora",
    "spotify-player",
    "subagent-driven-development",
    "summarize",
    "systematic-debugging",
    "test-driven-development",
    "theme-factory",
    "trello",
    "using-git-worktrees",
    "using-superpowers",
    "vercel-deploy",
    "vercel-react-best-practices",
    "verification-before-completion",
    "weather",
    "web-artifacts-builder",
    "web-design-guidelines",
    "webapp-testing",
    "whatsapp",
    "writing-plans",
    "writing-skills",
    "xlsx",
    "youtube-transcript",
    "agent-browser",
    "humanizer",
    "self-improving-agent",
    "tavily-search",
    "proactive-agent",
    "gog",
];

/// Shortest name compared.
pub const MIN_COMPARED_CHARS: usize = 5;

/// Optimal string alignment distance (Levenshtein with adjacent transpositions),
/// stopping early once it exceeds `limit`.
fn distance(a: &[char], b: &[char], limit: usize) -> usize {
    if a.len().abs_diff(b.len()) > limit {
        return limit + 1;
    }
    let width = b.len() + 1;
    let mut rows = vec![vec![0usize; width]; 3];
    for (j, cell) in rows[1].iter_mut().enumerate() {
        *cell = j;
    }
    for i in 1..=a.len() {
        let (cur, prev, prev2) = (i % 3, (i + 2) % 3, (i + 1) % 3);
        rows[cur][0] = i;
        let mut best = i;
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut value = (rows[prev][j] + 1)
                .min(rows[cur][j - 1] + 1)
                .min(rows[prev][j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                value = value.min(rows[prev2][j - 2] + 1);
            }
            rows[cur][j] = value;
            best = best.min(value);
        }
        if best > limit {
            return limit + 1;
        }
    }
    rows[a.len() % 3][b.len()]
}

/// The name with look-alike characters folded: digits that read as letters, `rn` as
/// `m`, `vv` as `w`, and the separators dropped.
fn skeleton(name: &str) -> String {
    let folded: String = name
        .chars()
        .filter(|c| !matches!(c, '-' | '_' | '.'))
        .map(|c| match c {
            '0' => 'o',
            '1' | 'i' | '|' => 'l',
            '3' => 'e',
            '4' => 'a',
            '5' => 's',
            '7' => 't',
            '8' => 'b',
            other => other,
        })
        .collect();
    folded.replace("rn", "m").replace("vv", "w")
}

/// What a name impersonates, if anything.
#[derive(Debug, PartialEq, Eq)]
pub enum Impersonation {
    /// One edit (two for names of 10 or more characters) from this name.
    Near(String),
    /// The same once look-alike characters are folded.
    Confusable(String),
}

/// Compares `name` with the well-known names and `installed`. A name that is itself
/// well-known or installed impersonates nothing.
pub fn impersonates(name: &str, installed: &[String]) -> Option<Impersonation> {
    let known = WELL_KNOWN.iter().copied().chain(installed.iter().map(String::as_str));
    if name.chars().count() < MIN_COMPARED_CHARS || WELL_KNOWN.contains(&name) || installed.iter().any(|n| n == name) {
        return None;
    }
    let chars: Vec<char> = name.chars().collect();
    let limit = if chars.len() >= 10 { 2 } else { 1 };
    let own_skeleton = skeleton(name);
    let mut near = None;
    for other in known {
        if other.chars().count() < MIN_COMPARED_CHARS {
            continue;
        }
        if skeleton(other) == own_skeleton {
            return Some(Impersonation::Confusable(other.to_string()));
        }
        let other_chars: Vec<char> = other.chars().collect();
        // Numbered siblings (`report-v1`, `report-v2`) are a series, not a squat.
        let only_digits_differ = chars.len() == other_chars.len()
            && chars
                .iter()
                .zip(&other_chars)
                .all(|(a, b)| a == b || (a.is_ascii_digit() && b.is_ascii_digit()));
        if near.is_none() && !only_digits_differ && distance(&chars, &other_chars, limit) <= limit {
            near = Some(other.to_string());
        }
    }
    near.map(Impersonation::Near)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn typosquats_from_the_clawhavoc_report_are_caught() {
        assert_eq!(
            impersonates("clawhubb", &[]),
            Some(Impersonation::Near("clawhub".into()))
        );
        assert_eq!(
            impersonates("summarlze", &[]),
            Some(Impersonation::Confusable("summarize".into()))
        );
        assert_eq!(
            impersonates("sumamrize", &[]),
            Some(Impersonation::Near("summarize".into()))
        );
        assert_eq!(
            impersonates("skil1-creator", &[]),
            Some(Impersonation::Confusable("skill-creator".into()))
        );
    }

    #[test]
    fn a_name_itself_known_short_or_far_impersonates_nothing() {
        assert_eq!(impersonates("summarize", &[]), None);
        assert_eq!(impersonates("pdfx", &[]), None);
        assert_eq!(impersonates("release-notes", &[]), None);
        assert_eq!(impersonates("my-tool", &["my-tool".into()]), None);
        assert_eq!(impersonates("skill-0", &["skill-1".into()]), None, "numbered siblings");
    }

    #[test]
    fn an_installed_name_is_compared_too() {
        assert_eq!(
            impersonates("acme-deplyo", &["acme-deploy".into()]),
            Some(Impersonation::Near("acme-deploy".into()))
        );
    }

    #[test]
    fn distance_counts_a_transposition_as_one_edit() {
        let d = |a: &str, b: &str| distance(&a.chars().collect::<Vec<_>>(), &b.chars().collect::<Vec<_>>(), 3);
        assert_eq!(d("abcd", "abdc"), 1);
        assert_eq!(d("kitten", "sitting"), 3);
        assert_eq!(d("same", "same"), 0);
    }
}
