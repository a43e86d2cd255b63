//! Findings over behaviours: each `all-of` rule matched against the evidence of one
//! skill. A rule of one behaviour is reported where that behaviour was seen (its
//! `quoted` severity when the place is a quoted example); a rule of several is reported
//! once, with one link per behaviour, and no context ever lowers it.

use super::behaviour::{Evidence, Link, chain_of};
use super::report::Finding;
use super::rules::{Kind, RuleSet};
use super::scan::MAX_FINDINGS_PER_RULE;

/// The findings the `all-of` rules make over `evidence`.
pub fn findings(rules: &RuleSet, evidence: &[Evidence]) -> Vec<Finding> {
    let mut out = Vec::new();
    for rule in &rules.rules {
        let Kind::AllOf(tags) = &rule.kind else { continue };
        if tags.len() == 1 {
            let mut per_file: Vec<(&str, usize)> = Vec::new();
            let mut places: Vec<(&str, u32, u32)> = Vec::new();
            for (index, e) in evidence.iter().enumerate().filter(|(_, e)| e.matches(&tags[0])) {
                if places.contains(&(e.file.as_str(), e.line, e.column)) {
                    continue;
                }
                places.push((e.file.as_str(), e.line, e.column));
                let count = match per_file.iter_mut().find(|(f, _)| *f == e.file) {
                    Some((_, n)) => {
                        *n += 1;
                        *n
                    }
                    None => {
                        per_file.push((e.file.as_str(), 1));
                        1
                    }
                };
                if count > MAX_FINDINGS_PER_RULE {
                    continue;
                }
                let chain = chain_of(evidence, index);
                let finding = Finding {
                    rule: rule.id.clone(),
                    family: rule.family.clone(),
                    severity: rule.severity,
                    title: rule.title.clone(),
                    file: e.file.clone(),
                    line: e.line,
                    column: e.column,
                    excerpt: e.excerpt.clone(),
                    detail: super::text::excerpt(&e.detail),
                    chain: if chain.len() > 1 { chain } else { Vec::new() },
                    context: String::new(),
                };
                out.push(super::scan::in_context(finding, rule, e.quoted));
            }
            continue;
        }
        // A chain: the first evidence of each behaviour, a live one before a quoted one
        // (within one file, for a rule that says so).
        let files: Vec<Option<&str>> = if rule.same_file {
            let mut files: Vec<&str> = evidence.iter().map(|e| e.file.as_str()).collect();
            files.sort_unstable();
            files.dedup();
            files.into_iter().map(Some).collect()
        } else {
            vec![None]
        };
        let mut found = None;
        for file in files {
            let mut links: Vec<usize> = Vec::new();
            for tag in tags {
                let best = evidence
                    .iter()
                    .enumerate()
                    .filter(|(i, e)| e.matches(tag) && !links.contains(i) && file.is_none_or(|f| e.file == f))
                    .min_by_key(|(i, e)| (e.quoted.is_some(), *i))
                    .map(|(i, _)| i);
                match best {
                    Some(i) => links.push(i),
                    None => break,
                }
            }
            if links.len() == tags.len() {
                found = Some(links);
                break;
            }
        }
        let Some(links) = found else { continue };
        let mut chain: Vec<Link> = Vec::new();
        for index in &links {
            for link in chain_of(evidence, *index) {
                if !chain.contains(&link) {
                    chain.push(link);
                }
            }
        }
        let first = &evidence[links[0]];
        let detail = chain.iter().map(|l| l.role.clone()).collect::<Vec<_>>().join("; then ");
        out.push(Finding {
            rule: rule.id.clone(),
            family: rule.family.clone(),
            severity: rule.severity,
            title: rule.title.clone(),
            file: first.file.clone(),
            line: first.line,
            column: first.column,
            excerpt: first.excerpt.clone(),
            detail: super::text::excerpt(&detail),
            chain,
            context: String::new(),
        });
    }
    out
}
