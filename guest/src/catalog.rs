//! The model-facing catalog: `<available_skills>` XML or compact JSON, within a byte
//! budget that is never exceeded and never silently enforced.
//!
//! Over budget, the catalog degrades in tiers, each reported with the skills it
//! touched: (1) the longest descriptions are shortened evenly, never below the floor,
//! ending in `…`; (2) the lowest-precedence skills are shown by name and location
//! only; (3) skills are left out, lowest precedence first. Entries are sized one by
//! one, so finding the cut is linear in the number of skills.

use crate::model::{CatalogFormat, Code, Diagnostic, Policy, Scope};
use crate::text::{json_escaped_len, json_string, push_escaped_xml, xml_escaped_len};

/// One model-visible skill as the catalog sees it.
#[derive(Clone, Debug)]
pub struct Entry<'a> {
    pub name: &'a str,
    pub description: &'a str,
    pub scope: Scope,
    pub location: String,
    /// Precedence rank of its scope (0 = highest).
    pub rank: usize,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Shown {
    Full,
    Shortened(usize),
    Compact,
    Omitted,
}

impl Shown {
    /// The budget tier that put an entry in this state, if any.
    fn tier(self) -> Option<Code> {
        match self {
            Shown::Full => None,
            Shown::Shortened(_) => Some(Code::CatalogShortened),
            Shown::Compact => Some(Code::CatalogCompacted),
            Shown::Omitted => Some(Code::CatalogOmitted),
        }
    }
}

const XML_OPEN: &str = "<available_skills>\n";
const XML_CLOSE: &str = "</available_skills>";
const JSON_OPEN: &str = "{\"skills\":[";
const JSON_CLOSE: &str = "]}";

/// Renders `entries` (already in catalog order) under the policy's budget and count cap.
pub fn render(entries: &[Entry], policy: &Policy, format: CatalogFormat) -> (String, Vec<Diagnostic>) {
    let mut shown = vec![Shown::Full; entries.len()];
    let mut diagnostics = Vec::new();
    // Lowest precedence first; among equals, the name last in order goes first.
    let mut reduction: Vec<usize> = (0..entries.len()).collect();
    reduction.sort_by(|&a, &b| {
        entries[b]
            .rank
            .cmp(&entries[a].rank)
            .then(entries[b].name.cmp(entries[a].name))
    });

    let max_skills = policy.catalog_max_skills as usize;
    let mut capped = Vec::new();
    // Indexed by entry: the tier reports below must skip capped skills in O(1) each.
    let mut is_capped = vec![false; entries.len()];
    for &i in &reduction {
        if entries.len() - capped.len() <= max_skills {
            break;
        }
        shown[i] = Shown::Omitted;
        capped.push(i);
        is_capped[i] = true;
    }
    if !capped.is_empty() {
        diagnostics.push(tier_warning(
            Code::CatalogOmitted,
            format!(
                "{} skills left out of the catalog (policy catalog-max-skills = {max_skills})",
                capped.len()
            ),
            entries,
            &capped,
        ));
    }

    let budget = policy.catalog_budget_bytes as usize;
    let floor = (policy.description_floor_chars as usize).max(1);
    let sizer = Sizer::new(entries, &shown, format, floor);
    if sizer.total(&shown) > budget {
        reduce(&sizer, &mut shown, &reduction, policy);
        // Each tier's code and the words around its count, in the order they act.
        let tiers = [
            (Code::CatalogShortened, "descriptions of ", " skills shortened"),
            (Code::CatalogCompacted, "", " skills shown by name and location only"),
            (Code::CatalogOmitted, "", " skills left out"),
        ];
        for (code, before, after) in tiers {
            let which: Vec<usize> = reduction
                .iter()
                .rev()
                .copied()
                .filter(|&i| shown[i].tier() == Some(code) && !is_capped[i])
                .collect();
            if !which.is_empty() {
                let what = format!("{before}{}{after} to fit the {budget}-byte catalog budget", which.len());
                diagnostics.push(tier_warning(code, what, entries, &which));
            }
        }
    }

    let mut text = String::with_capacity(budget.min(sizer.total(&shown)));
    let visible: Vec<usize> = (0..entries.len()).filter(|&i| shown[i] != Shown::Omitted).collect();
    if visible.is_empty() {
        return (text, diagnostics);
    }
    let (open, close) = frame(format);
    text.push_str(open);
    for (n, &i) in visible.iter().enumerate() {
        if format == CatalogFormat::Json && n > 0 {
            text.push(',');
        }
        text.push_str(&render_entry(&entries[i], shown[i], format));
    }
    text.push_str(close);
    debug_assert!(text.len() <= budget);
    (text, diagnostics)
}

/// Applies the tiers in order until the catalog fits.
fn reduce(sizer: &Sizer, shown: &mut [Shown], reduction: &[usize], policy: &Policy) {
    let (entries, format) = (sizer.entries, sizer.format);
    let budget = policy.catalog_budget_bytes as usize;
    let floor = (policy.description_floor_chars as usize).max(1);
    let lengths: Vec<usize> = entries.iter().map(|e| e.description.chars().count()).collect();
    let longest = lengths.iter().copied().max().unwrap_or(0);

    // Tier 1: the largest common description limit that fits, found by bisection.
    let at_limit = |limit: usize, shown: &mut [Shown]| {
        for (i, length) in lengths.iter().enumerate() {
            if shown[i] != Shown::Omitted {
                shown[i] = if *length > limit {
                    Shown::Shortened(limit)
                } else {
                    Shown::Full
                };
            }
        }
    };
    // A larger limit never makes the catalog smaller (but for the byte or two a `…`
    // can outweigh), so when even the floor does not fit, no limit does: go straight
    // to tier 2. This saves a dozen renders of every entry for a root of hundreds.
    at_limit(floor, shown);
    let fits_at_floor = sizer.total(shown) <= budget;
    if longest > floor && fits_at_floor {
        let (mut lo, mut hi) = (floor, longest);
        while lo < hi {
            let mid = lo + (hi - lo).div_ceil(2);
            at_limit(mid, shown);
            if sizer.total(shown) <= budget {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        at_limit(lo, shown);
        if sizer.total(shown) <= budget {
            return;
        }
    }

    // Tier 2, then tier 3: lowest precedence first, sizes updated one entry at a time.
    let mut sizes: Vec<usize> = (0..entries.len()).map(|i| sizer.entry(i, shown[i])).collect();
    let mut visible = shown.iter().filter(|s| **s != Shown::Omitted).count();
    let total = |sizes: &[usize], visible: usize| framed_size(sizes.iter().sum(), visible, format);
    for &i in reduction {
        if total(&sizes, visible) <= budget {
            return;
        }
        if shown[i] != Shown::Omitted {
            shown[i] = Shown::Compact;
            sizes[i] = entry_size(&entries[i], Shown::Compact, format);
        }
    }
    for &i in reduction {
        if total(&sizes, visible) <= budget {
            return;
        }
        if shown[i] != Shown::Omitted {
            shown[i] = Shown::Omitted;
            sizes[i] = 0;
            visible -= 1;
        }
    }
}

fn tier_warning(code: Code, what: String, entries: &[Entry], which: &[usize]) -> Diagnostic {
    let mut names: Vec<&str> = which.iter().map(|&i| entries[i].name).collect();
    names.sort_unstable();
    Diagnostic::warning(code, "", format!("{what}: {}", names.join(", ")))
}

fn frame(format: CatalogFormat) -> (&'static str, &'static str) {
    match format {
        CatalogFormat::Xml => (XML_OPEN, XML_CLOSE),
        CatalogFormat::Json => (JSON_OPEN, JSON_CLOSE),
    }
}

fn entry_size(e: &Entry, shown: Shown, format: CatalogFormat) -> usize {
    match shown {
        Shown::Omitted => 0,
        _ => render_entry(e, shown, format).len(),
    }
}

/// Size of a catalog whose visible entries add up to `sum` bytes.
fn framed_size(sum: usize, visible: usize, format: CatalogFormat) -> usize {
    if visible == 0 {
        return 0;
    }
    let (open, close) = frame(format);
    let separators = if format == CatalogFormat::Json { visible - 1 } else { 0 };
    open.len() + sum + separators + close.len()
}

/// Entry sizes for the bisection, which asks for the whole catalog's size at a dozen
/// limits: each entry is rendered once, and each description that may be shortened
/// is walked once into a table of its prefixes, so a size at any limit is a lookup.
struct Sizer<'a> {
    entries: &'a [Entry<'a>],
    format: CatalogFormat,
    /// Bytes around a description's escaped text: JSON's quotes.
    quotes: usize,
    /// Per entry: (its full size, its size without the description's escaped text).
    parts: Vec<(usize, usize)>,
    /// Per entry longer than the floor (the only ones ever shortened): for each `k`
    /// from 0 to its length in characters, the escaped bytes of its first `k`
    /// characters, and how many of those `trim_end` keeps.
    prefixes: Vec<Vec<(u32, u32)>>,
}

impl<'a> Sizer<'a> {
    fn new(entries: &'a [Entry<'a>], shown: &[Shown], format: CatalogFormat, floor: usize) -> Sizer<'a> {
        let (escaped_len, quotes): (fn(char) -> usize, usize) = match format {
            CatalogFormat::Xml => (xml_escaped_len, 0),
            CatalogFormat::Json => (json_escaped_len, 2),
        };
        let mut parts = Vec::with_capacity(entries.len());
        let mut prefixes = Vec::with_capacity(entries.len());
        for (e, s) in entries.iter().zip(shown) {
            if *s == Shown::Omitted {
                parts.push((0, 0));
                prefixes.push(Vec::new());
                continue;
            }
            // One walk of the description: its escaped size, and the table if it may
            // ever be shortened.
            let shortenable = e.description.len() > floor;
            let mut table = Vec::new();
            if shortenable {
                table.reserve(e.description.len() + 1);
                table.push((0, 0));
            }
            let (mut bytes, mut kept) = (0u32, 0u32);
            for (k, c) in e.description.chars().enumerate() {
                bytes += escaped_len(c) as u32;
                if shortenable {
                    if !c.is_whitespace() {
                        kept = k as u32 + 1;
                    }
                    table.push((bytes, kept));
                }
            }
            let full = entry_size(e, Shown::Full, format);
            parts.push((full, full - quotes - bytes as usize));
            prefixes.push(table);
        }
        Sizer {
            entries,
            format,
            quotes,
            parts,
            prefixes,
        }
    }

    fn total(&self, shown: &[Shown]) -> usize {
        let sum = shown.iter().enumerate().map(|(i, s)| self.entry(i, *s)).sum();
        framed_size(sum, shown.iter().filter(|s| **s != Shown::Omitted).count(), self.format)
    }

    /// The size of entry `i` shown as `shown`.
    fn entry(&self, i: usize, shown: Shown) -> usize {
        match shown {
            Shown::Full => self.parts[i].0,
            Shown::Shortened(limit) => match self.prefixes[i].as_slice() {
                // Only descriptions up to the floor have no table, and they are never
                // shortened; measured the slow way all the same.
                [] => entry_size(&self.entries[i], shown, self.format),
                table => {
                    // As [`shortened`]: past `limit` characters, the first `limit - 1`
                    // trimmed and `…`; otherwise the whole description.
                    let chars = table.len() - 1;
                    let kept = match limit {
                        0 if chars > 0 => Some(0),
                        0 => None,
                        limit if chars > limit => Some(table[limit - 1].1 as usize),
                        _ => None,
                    };
                    match kept {
                        Some(kept) => self.parts[i].1 + self.quotes + table[kept].0 as usize + '…'.len_utf8(),
                        None => self.parts[i].0,
                    }
                }
            },
            other => entry_size(&self.entries[i], other, self.format),
        }
    }
}

fn description(e: &Entry, shown: Shown) -> Option<String> {
    match shown {
        Shown::Full => Some(e.description.to_string()),
        Shown::Shortened(limit) => Some(shorten(e.description, limit)),
        Shown::Compact | Shown::Omitted => None,
    }
}

/// At most `limit` characters, the last being `…` when anything was cut.
pub fn shorten(text: &str, limit: usize) -> String {
    match shortened(text, limit) {
        (kept, true) => format!("{kept}…"),
        (kept, false) => kept.to_string(),
    }
}

/// What [`shorten`] keeps of `text`, and whether it adds `…`.
fn shortened(text: &str, limit: usize) -> (&str, bool) {
    match text.char_indices().nth(limit.saturating_sub(1)) {
        // More than `limit - 1` characters: is there anything past the limit?
        Some((cut, _)) if text[cut..].chars().nth(1).is_some() || limit == 0 => (text[..cut].trim_end(), true),
        _ => (text, false),
    }
}

fn render_entry(e: &Entry, shown: Shown, format: CatalogFormat) -> String {
    let description = description(e, shown);
    match format {
        CatalogFormat::Xml => {
            let mut s = String::with_capacity(96 + e.description.len() + e.location.len());
            s.push_str("  <skill>\n    <name>");
            push_escaped_xml(&mut s, e.name);
            s.push_str("</name>\n");
            if let Some(d) = description {
                s.push_str("    <description>");
                push_escaped_xml(&mut s, &d);
                s.push_str("</description>\n");
            }
            s.push_str("    <location>");
            push_escaped_xml(&mut s, &e.location);
            s.push_str("</location>\n  </skill>\n");
            s
        }
        CatalogFormat::Json => {
            let mut s = String::from("{\"name\":");
            s.push_str(&json_string(e.name));
            if let Some(d) = description {
                s.push_str(",\"description\":");
                s.push_str(&json_string(&d));
            }
            s.push_str(",\"scope\":");
            s.push_str(&json_string(e.scope.as_str()));
            s.push_str(",\"location\":");
            s.push_str(&json_string(&e.location));
            s.push('}');
            s
        }
    }
}

/// `~/rest` for locations under the home label (saves tokens, as OpenClaw does).
pub fn compact_home(location: &str, home: Option<&str>) -> String {
    if let Some(home) = home.map(|h| h.trim_end_matches('/')).filter(|h| !h.is_empty())
        && let Some(rest) = location.strip_prefix(home)
        && let Some(rest) = rest.strip_prefix('/')
    {
        return format!("~/{rest}");
    }
    location.to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry<'a>(name: &'a str, description: &'a str, rank: usize) -> Entry<'a> {
        Entry {
            name,
            description,
            scope: Scope::Project,
            location: format!("/s/{name}/SKILL.md"),
            rank,
        }
    }

    fn policy(budget: u32) -> Policy {
        Policy {
            catalog_budget_bytes: budget,
            ..Policy::default()
        }
    }

    #[test]
    fn xml_has_the_exact_documented_shape_and_escapes_every_value() {
        let entries = [entry("pdf", "Tables & <text> \"quoted\" 'single'", 0)];
        let (text, diags) = render(&entries, &Policy::default(), CatalogFormat::Xml);
        assert!(diags.is_empty());
        assert_eq!(
            text,
            "<available_skills>\n  <skill>\n    <name>pdf</name>\n    <description>Tables &amp; &lt;text&gt; &quot;quoted&quot; &apos;single&apos;</description>\n    <location>/s/pdf/SKILL.md</location>\n  </skill>\n</available_skills>"
        );
    }

    #[test]
    fn json_is_compact_and_parses() {
        let entries = [entry("a", "x\u{1b}[31m", 0), entry("b", "y", 0)];
        let (text, _) = render(&entries, &Policy::default(), CatalogFormat::Json);
        let v: serde_json::Value = serde_json::from_str(&text).unwrap();
        assert_eq!(v["skills"][0]["description"], "x\u{fffd}[31m");
        assert_eq!(v["skills"][1]["scope"], "project");
    }

    #[test]
    fn empty_catalog_is_empty_text() {
        assert_eq!(render(&[], &Policy::default(), CatalogFormat::Xml).0, "");
        assert_eq!(render(&[], &Policy::default(), CatalogFormat::Json).0, "");
    }

    #[test]
    fn budget_shortens_longest_descriptions_first_and_reports_them() {
        let long = "l".repeat(900);
        let entries = [entry("a", &long, 0), entry("b", "short", 0)];
        for format in [CatalogFormat::Xml, CatalogFormat::Json] {
            let (text, diags) = render(&entries, &policy(600), format);
            assert!(text.len() <= 600, "{}", text.len());
            assert!(text.contains("short"));
            assert!(text.contains("…"));
            assert_eq!(diags.len(), 1);
            assert_eq!(diags[0].code, "catalog-shortened");
            assert!(diags[0].message.ends_with(": a"));
        }
    }

    #[test]
    fn budget_compacts_then_omits_lowest_precedence_first() {
        let d = "d".repeat(200);
        let entries = [entry("hi", &d, 0), entry("lo1", &d, 3), entry("lo2", &d, 3)];
        let (text, diags) = render(&entries, &policy(420), CatalogFormat::Xml);
        assert!(text.len() <= 420);
        let codes: Vec<_> = diags.iter().map(|d| d.code.as_str()).collect();
        assert!(codes.contains(&"catalog-shortened"));
        assert!(codes.contains(&"catalog-compacted"), "{diags:?}");
        assert!(text.contains("<name>hi</name>\n    <description>"));
        let (text, diags) = render(&entries, &policy(120), CatalogFormat::Xml);
        assert!(text.len() <= 120);
        assert!(
            diags
                .iter()
                .any(|d| d.code == "catalog-omitted" && d.message.contains("lo1, lo2"))
        );
        let (text, _) = render(&entries, &policy(10), CatalogFormat::Xml);
        assert_eq!(text, "");
    }

    #[test]
    fn budget_is_never_exceeded_for_any_size() {
        let descs: Vec<String> = (0..40).map(|i| "é<&".repeat(i * 7 + 1)).collect();
        let names: Vec<String> = (0..40).map(|i| format!("skill-{i}")).collect();
        let entries: Vec<Entry> = (0..40).map(|i| entry(&names[i], &descs[i], i % 4)).collect();
        for budget in (0..12_000).step_by(191) {
            for format in [CatalogFormat::Xml, CatalogFormat::Json] {
                let (text, _) = render(&entries, &policy(budget), format);
                assert!(text.len() <= budget as usize);
            }
        }
    }

    #[test]
    fn count_cap_drops_lowest_precedence() {
        let entries = [entry("a", "d", 0), entry("b", "d", 2), entry("c", "d", 1)];
        let p = Policy {
            catalog_max_skills: 2,
            ..Policy::default()
        };
        let (text, diags) = render(&entries, &p, CatalogFormat::Xml);
        assert!(!text.contains("<name>b</name>"));
        assert_eq!(diags[0].code, "catalog-omitted");
    }

    #[test]
    fn home_compaction() {
        assert_eq!(compact_home("/home/u/.agents/x", Some("/home/u")), "~/.agents/x");
        assert_eq!(compact_home("/home/user2/x", Some("/home/u")), "/home/user2/x");
        assert_eq!(compact_home("/x", None), "/x");
    }

    /// The catalog's size by rendering every entry: what [`Sizer`] must agree with.
    fn total_size(entries: &[Entry], shown: &[Shown], format: CatalogFormat) -> usize {
        let sum = entries.iter().zip(shown).map(|(e, s)| entry_size(e, *s, format)).sum();
        framed_size(sum, shown.iter().filter(|s| **s != Shown::Omitted).count(), format)
    }

    #[test]
    fn bisection_sizes_equal_rendered_sizes_at_every_limit() {
        let descriptions = [
            "plain words that go on for a while, longer than any limit here",
            "quotes ' \" and <tags> & ampersands \u{7} \u{85} \u{fffe} past the cut",
            "trailing spaces at the cut          and then more text",
            "使用 résumé naïve — non-ASCII through the cut point and beyond it",
            "short",
            "json escapes \\ back\\slashes, \t tabs and\nnewlines \u{1b} past the cut  \t ",
        ];
        let entries: Vec<Entry> = descriptions
            .iter()
            .enumerate()
            .map(|(i, d)| entry(["a", "b", "c", "d", "e", "f"][i], d, i))
            .collect();
        for format in [CatalogFormat::Xml, CatalogFormat::Json] {
            let mut shown = vec![Shown::Full; entries.len()];
            // The short one: every escape and control above is sized.
            shown[4] = Shown::Omitted;
            let sizer = Sizer::new(&entries, &shown, format, 0);
            for limit in [0, 1, 2, 5, 10, 20, 37, 38, 60, 200] {
                for (i, e) in entries.iter().enumerate() {
                    if shown[i] != Shown::Omitted {
                        shown[i] = if e.description.chars().count() > limit {
                            Shown::Shortened(limit)
                        } else {
                            Shown::Full
                        };
                    }
                }
                assert_eq!(
                    sizer.total(&shown),
                    total_size(&entries, &shown, format),
                    "{format:?} at {limit}"
                );
            }
        }
    }
}
