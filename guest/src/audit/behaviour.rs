//! Behaviours: what a skill's code and instructions would make an agent do, each with
//! its evidence (file, line, excerpt), collected over every file and language of the
//! skill. Findings are rules over behaviours (`all-of` in the rule file): a secret
//! read and data sent out anywhere in the skill, code run that was decoded or
//! fetched, a shell handed to the network. A finding shows its chain, one link per
//! behaviour.
//!
//! A behaviour's tag is `what[/kind]`: `secret-read/ssh-key`, `egress/webhook`,
//! `exec/decoded`, `persist/cron`, `network-shell`. A rule names a tag or its prefix
//! (`secret-read` is any kind), and `a|b` for either.

/// One behaviour seen, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Evidence {
    pub tag: String,
    pub file: String,
    pub line: u32,
    pub column: u32,
    /// The code or text that shows it, printable.
    pub excerpt: String,
    /// What exactly: the path read, the host, the command.
    pub detail: String,
    /// Set when the behaviour stands in a quoted example (a fenced block of a
    /// reference document, a quotation): why. Context may lower a lone behaviour's
    /// finding; it never lowers a chain.
    pub quoted: Option<&'static str>,
    /// The behaviour this one carries on from: the secret a flow sends, the download a
    /// run executes.
    pub source: Option<usize>,
    /// For a flow: where the data goes.
    pub sink: Option<usize>,
}

impl Evidence {
    /// Whether this evidence's tag is `pattern`, or of its kind (`secret-read`
    /// matches `secret-read/ssh-key`), or one of `a|b`.
    pub fn matches(&self, pattern: &str) -> bool {
        pattern.split('|').any(|p| {
            let p = p.trim();
            self.tag == p || self.tag.len() > p.len() && self.tag.starts_with(p) && self.tag.as_bytes()[p.len()] == b'/'
        })
    }
}

/// A link of a finding's chain, as reports carry it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Link {
    /// What this link is, in words (`reads credentials: ~/.aws/credentials`).
    pub role: String,
    pub file: String,
    pub line: u32,
    pub column: u32,
    pub excerpt: String,
}

/// What a tag means in a chain's words.
pub fn describe(tag: &str) -> String {
    let (what, kind) = tag.split_once('/').unwrap_or((tag, ""));
    let what = match what {
        "secret-read" => "reads secrets",
        "secret-env" => "reads a credential from the environment",
        "secret-prompt" => "asks the user for a password",
        "clipboard-read" => "reads the clipboard",
        "egress" => "sends data out",
        "flow" => "a secret reaches the data sent out",
        "fetch" => "downloads",
        "exec" => match kind {
            "fetched" | "fetched-vendor" => "runs what it downloaded",
            "decoded" => "runs what it decoded",
            "computed" => "runs what it assembled",
            "opaque" => "runs code it does not show",
            _ => "runs code",
        },
        "network-shell" => "hands a shell to the network",
        "network-shell-template" => "a network shell template (its host is a placeholder)",
        "persist" => "installs itself to run again",
        "persist-local" => "sets something to run again",
        "agent-config" => "writes another agent's configuration",
        "instruction" => "tells the model",
        "listen" => "listens on the network",
        "publish" => "publishes data for anyone to read",
        "package" => "installs a package",
        other => other,
    };
    if kind.is_empty() || what.starts_with("runs") {
        what.to_string()
    } else {
        format!("{what} ({kind})")
    }
}

impl Link {
    pub fn of(evidence: &Evidence) -> Link {
        let role = if evidence.detail.is_empty() {
            describe(&evidence.tag)
        } else {
            format!(
                "{}: {}",
                describe(&evidence.tag),
                super::text::excerpt(&evidence.detail)
            )
        };
        Link {
            role,
            file: evidence.file.clone(),
            line: evidence.line,
            column: evidence.column,
            excerpt: evidence.excerpt.clone(),
        }
    }
}

/// The links of `evidence`: what it carries on from (source first), itself, and
/// where it sends to.
pub fn chain_of(all: &[Evidence], index: usize) -> Vec<Link> {
    let mut links = Vec::new();
    let mut seen = Vec::new();
    let mut at = Some(index);
    while let Some(i) = at {
        if seen.contains(&i) || seen.len() >= 8 {
            break;
        }
        seen.push(i);
        let Some(e) = all.get(i) else { break };
        links.push(Link::of(e));
        at = e.source;
    }
    links.reverse();
    if let Some(sink) = all.get(index).and_then(|e| e.sink).filter(|s| !seen.contains(s))
        && let Some(e) = all.get(sink)
    {
        links.push(Link::of(e));
    }
    links
}

#[cfg(test)]
mod tests {
    use super::*;

    fn evidence(tag: &str) -> Evidence {
        Evidence {
            tag: tag.into(),
            file: "x".into(),
            line: 1,
            column: 1,
            excerpt: String::new(),
            detail: String::new(),
            quoted: None,
            source: None,
            sink: None,
        }
    }

    #[test]
    fn a_tag_matches_itself_its_kind_and_alternatives() {
        let e = evidence("secret-read/ssh-key");
        assert!(e.matches("secret-read"));
        assert!(e.matches("secret-read/ssh-key"));
        assert!(e.matches("egress|secret-read"));
        assert!(!e.matches("secret"));
        assert!(!e.matches("secret-read/wallet"));
    }

    #[test]
    fn a_chain_runs_from_the_source_to_the_sink() {
        let mut all = vec![
            evidence("secret-read/ssh-key"),
            evidence("egress/webhook"),
            evidence("flow/secret-egress"),
        ];
        all[2].source = Some(0);
        all[2].sink = Some(1);
        let links = chain_of(&all, 2);
        assert_eq!(links.len(), 3);
        assert!(links[0].role.starts_with("reads secrets"));
        assert!(links[1].role.starts_with("a secret reaches"));
        assert!(links[2].role.starts_with("sends data out"));
    }
}
