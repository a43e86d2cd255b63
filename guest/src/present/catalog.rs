//! The model-facing catalog: `<available_skills>` XML or compact JSON, within a byte
//! budget that is never exceeded and never silently enforced.
//!
//! Over budget, the catalog degrades in tiers, each reported with the skills it
//! touched: (1) the longest descriptions are shortened evenly, never below the floor,
//! ending in `…`; (2) the lowest-precedence skills are shown by name and location
//! only; (3) skills are left out, lowest precedence first. Entries are sized one by
//! one, so finding the cut is linear in the number of skills.

use std::borrow::Cow;

use crate::model::{CatalogFormat, Code, Diagnostic, Policy, Scope};
use crate::text::{json_escaped_len, json_string, push_escaped_xml, xml_escaped_len, xml_escaped_size};

/// One model-visible skill as the catalog sees it.
#[derive(Clone, Debug)]
pub struct Entry<'a> {
    pub name: &'a str,
    pub description: &'a str,
    pub scope: Scope,
    pub location: Cow<'a, str>,
    /// Precedence rank of its scope (0 = highest).
    pub rank: usize,
    /// Shown by name and location only, whatever the budget (policy `name-only-skills`).
    pub name_only: bool,
    /// Claude Code's `argument-hint`, written in the JSON catalog (`"argument-hint"`)
    /// at every tier that shows the entry.
    pub argument_hint: Option<&'a str>,
}

impl Entry<'_> {
    /// How the entry is written when the budget would show it as `shown`: a name-only
    /// entry never carries its description.
    fn as_shown(&self, shown: Shown) -> Shown {
        match shown {
            Shown::Full | Shown::Shortened(_) if self.name_only => Shown::Compact,
            other => other,
        }
    }
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
    let mut sizer = Sizer::new(entries, &shown, format);
    if sizer.total(&shown) > budget {
        sizer.add_prefixes(&shown, floor);
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
                // Name-only entries were compact before the budget touched them.
                .filter(|&i| !(entries[i].name_only && code == Code::CatalogCompacted))
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
        push_entry(&mut text, &entries[i], shown[i], format);
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
    // A name-only entry shows no description, so it has none to shorten.
    let lengths: Vec<usize> = entries
        .iter()
        .map(|e| if e.name_only { 0 } else { e.description.chars().count() })
        .collect();
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
            sizes[i] = sizer.entry(i, Shown::Compact);
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

/// Size of a catalog whose visible entries add up to `sum` bytes.
fn framed_size(sum: usize, visible: usize, format: CatalogFormat) -> usize {
    if visible == 0 {
        return 0;
    }
    let (open, close) = frame(format);
    let separators = if format == CatalogFormat::Json { visible - 1 } else { 0 };
    open.len() + sum + separators + close.len()
}

/// Entry sizes, computed rather than rendered. The bisection asks for the whole
/// catalog's size at a dozen limits, so each description that may be shortened is
/// prepared once ([`Prefixes`]), and a size at any limit is a lookup. That is done
/// only when the catalog is over its budget.
struct Sizer<'a> {
    entries: &'a [Entry<'a>],
    format: CatalogFormat,
    /// Per entry: (its full size, its size without the description's escaped text).
    parts: Vec<(usize, usize)>,
    /// Per entry: how its prefixes are sized. Empty until [`Sizer::add_prefixes`].
    prefixes: Vec<Prefixes>,
}

/// How the escaped size of a description's prefixes is found.
enum Prefixes {
    /// Not prepared: up to the floor (never shortened) or omitted. Sized the slow way
    /// if ever asked.
    Unprepared,
    /// ASCII, as most descriptions are: a prefix of `k` characters is `k` bytes plus
    /// what escaping adds, and only the spaces before a cut are looked at. Holds each
    /// escaped character's offset with the bytes added up to and including it.
    Ascii(Vec<(u32, u32)>),
    /// Anything else: for each `k` from 0 to its length in characters, the escaped
    /// bytes of its first `k` characters, and how many of those `trim_end` keeps.
    Table(Vec<(u32, u32)>),
}

impl<'a> Sizer<'a> {
    fn new(entries: &'a [Entry<'a>], shown: &[Shown], format: CatalogFormat) -> Sizer<'a> {
        let parts = entries
            .iter()
            .zip(shown)
            .map(|(e, s)| {
                if *s == Shown::Omitted {
                    return (0, 0);
                }
                if e.name_only {
                    let compact = compact_size(e, format);
                    return (compact, compact);
                }
                let around = compact_size(e, format) + description_frame_size(format);
                (around + escaped_size(e.description, format), around)
            })
            .collect();
        Sizer {
            entries,
            format,
            parts,
            prefixes: Vec::new(),
        }
    }

    /// Prepares every shown description longer than `floor` bytes to be shortened.
    fn add_prefixes(&mut self, shown: &[Shown], floor: usize) {
        let escaped_len: fn(char) -> usize = match self.format {
            CatalogFormat::Xml => xml_escaped_len,
            CatalogFormat::Json => json_escaped_len,
        };
        // What escaping adds to each ASCII character.
        let ascii_added: [u32; 128] = std::array::from_fn(|b| escaped_len(char::from(b as u8)) as u32 - 1);
        let prefixes = self
            .entries
            .iter()
            .zip(shown)
            .zip(&self.parts)
            .map(|((e, s), (full, around))| {
                if *s == Shown::Omitted || e.name_only || e.description.len() <= floor {
                    Prefixes::Unprepared
                } else if e.description.is_ascii() {
                    // Escaping only ever lengthens an ASCII character: with no added bytes,
                    // there is nothing to find.
                    let mut added = 0;
                    let escapes = match full - around - e.description.len() {
                        0 => Vec::new(),
                        _ => (e.description.bytes().zip(0..))
                            .filter_map(|(b, at)| match ascii_added[usize::from(b & 0x7f)] {
                                0 => None,
                                more => {
                                    added += more;
                                    Some((at, added))
                                }
                            })
                            .collect(),
                    };
                    Prefixes::Ascii(escapes)
                } else {
                    Prefixes::Table(prefix_table(e.description, escaped_len))
                }
            });
        self.prefixes = prefixes.collect();
    }

    fn total(&self, shown: &[Shown]) -> usize {
        let sum = shown.iter().enumerate().map(|(i, s)| self.entry(i, *s)).sum();
        framed_size(sum, shown.iter().filter(|s| **s != Shown::Omitted).count(), self.format)
    }

    /// The size of entry `i` shown as `shown`.
    fn entry(&self, i: usize, shown: Shown) -> usize {
        let e = &self.entries[i];
        let (full, around) = self.parts[i];
        let limit = match e.as_shown(shown) {
            Shown::Full => return full,
            Shown::Compact => return compact_size(e, self.format),
            Shown::Omitted => return 0,
            Shown::Shortened(limit) => limit,
        };
        // As [`shortened`]: past `limit` characters, the first `limit - 1` trimmed and
        // `…`; otherwise the whole description. `kept_of(j)`: the characters of the
        // first `j` that `trim_end` keeps; `bytes_of(k)`: the escaped size of the first `k`.
        let cut = |chars: usize, kept_of: &dyn Fn(usize) -> usize, bytes_of: &dyn Fn(usize) -> usize| {
            let kept = match limit {
                0 if chars > 0 => 0,
                limit if limit > 0 && chars > limit => kept_of(limit - 1),
                _ => return full,
            };
            around + bytes_of(kept) + '…'.len_utf8()
        };
        match self.prefixes.get(i).unwrap_or(&Prefixes::Unprepared) {
            Prefixes::Unprepared => {
                let (kept, cut) = shortened(e.description, limit);
                let ellipsis = if cut { '…'.len_utf8() } else { 0 };
                around + escaped_size(kept, self.format) + ellipsis
            }
            Prefixes::Ascii(escapes) => {
                let text = e.description;
                let bytes_of = |k: usize| {
                    let before = escapes.partition_point(|&(at, _)| (at as usize) < k);
                    k + before.checked_sub(1).map_or(0, |last| escapes[last].1 as usize)
                };
                cut(text.len(), &|j| text[..j].trim_end().len(), &bytes_of)
            }
            Prefixes::Table(table) => cut(table.len() - 1, &|j| table[j].1 as usize, &|k| table[k].0 as usize),
        }
    }
}

/// For each `k` from 0 to the length of `description` in characters: the escaped bytes
/// of its first `k` characters, and how many of those `trim_end` keeps. Used for
/// descriptions that are not ASCII (those are [`Prefixes::Ascii`]).
fn prefix_table(description: &str, escaped_len: fn(char) -> usize) -> Vec<(u32, u32)> {
    let (mut bytes, mut kept) = (0u32, 0u32);
    let mut table = Vec::with_capacity(description.len() + 1);
    table.push((0, 0));
    for (k, c) in description.chars().enumerate() {
        bytes += escaped_len(c) as u32;
        if !c.is_whitespace() {
            kept = k as u32 + 1;
        }
        table.push((bytes, kept));
    }
    table
}

/// The escaped size of `text` as a catalog value: XML text, or a JSON string's
/// contents without its quotes (those are counted by [`description_frame_size`]).
fn escaped_size(text: &str, format: CatalogFormat) -> usize {
    match format {
        CatalogFormat::Xml => xml_escaped_size(text),
        CatalogFormat::Json => text.chars().map(json_escaped_len).sum(),
    }
}

/// The bytes [`push_entry`] writes around a description: its tags, or its key and quotes.
fn description_frame_size(format: CatalogFormat) -> usize {
    match format {
        CatalogFormat::Xml => XML_DESCRIPTION.0.len() + XML_DESCRIPTION.1.len(),
        CatalogFormat::Json => JSON_DESCRIPTION.len() + 2,
    }
}

/// The size of `e` shown by name and location only, as [`push_entry`] writes it.
fn compact_size(e: &Entry, format: CatalogFormat) -> usize {
    match format {
        CatalogFormat::Xml => {
            XML_NAME.0.len()
                + xml_escaped_size(e.name)
                + XML_NAME.1.len()
                + XML_LOCATION.0.len()
                + xml_escaped_size(&e.location)
                + XML_LOCATION.1.len()
        }
        CatalogFormat::Json => {
            let string = |text: &str| 2 + escaped_size(text, format);
            let hint = e.argument_hint.map_or(0, |h| JSON_HINT.len() + string(h));
            JSON_NAME.len()
                + string(e.name)
                + hint
                + JSON_SCOPE.len()
                + string(e.scope.as_str())
                + JSON_LOCATION.len()
                + string(&e.location)
                + JSON_END.len()
        }
    }
}

/// What a description shortened to at most `limit` characters keeps of `text`, and
/// whether `…` follows (as the last of the `limit`).
fn shortened(text: &str, limit: usize) -> (&str, bool) {
    match text.char_indices().nth(limit.saturating_sub(1)) {
        // More than `limit - 1` characters: is there anything past the limit?
        Some((cut, _)) if text[cut..].chars().nth(1).is_some() || limit == 0 => (text[..cut].trim_end(), true),
        _ => (text, false),
    }
}

// The text around each value of an entry, shared by [`push_entry`] and the sizes.
const XML_NAME: (&str, &str) = ("  <skill>\n    <name>", "</name>\n");
const XML_DESCRIPTION: (&str, &str) = ("    <description>", "</description>\n");
const XML_LOCATION: (&str, &str) = ("    <location>", "</location>\n  </skill>\n");
const JSON_NAME: &str = "{\"name\":";
const JSON_DESCRIPTION: &str = ",\"description\":";
const JSON_HINT: &str = ",\"argument-hint\":";
const JSON_SCOPE: &str = ",\"scope\":";
const JSON_LOCATION: &str = ",\"location\":";
const JSON_END: &str = "}";

/// Appends entry `e` shown as `shown` (never [`Shown::Omitted`]) to `out`.
fn push_entry(out: &mut String, e: &Entry, shown: Shown, format: CatalogFormat) {
    // The description as shown: whole, or cut and followed by `…`.
    let description = match e.as_shown(shown) {
        Shown::Full => Some((e.description, false)),
        Shown::Shortened(limit) => Some(shortened(e.description, limit)),
        Shown::Compact | Shown::Omitted => None,
    };
    match format {
        CatalogFormat::Xml => {
            out.push_str(XML_NAME.0);
            push_escaped_xml(out, e.name);
            out.push_str(XML_NAME.1);
            if let Some((text, cut)) = description {
                out.push_str(XML_DESCRIPTION.0);
                push_escaped_xml(out, text);
                if cut {
                    out.push('…');
                }
                out.push_str(XML_DESCRIPTION.1);
            }
            out.push_str(XML_LOCATION.0);
            push_escaped_xml(out, &e.location);
            out.push_str(XML_LOCATION.1);
        }
        CatalogFormat::Json => {
            out.push_str(JSON_NAME);
            out.push_str(&json_string(e.name));
            if let Some((text, cut)) = description {
                out.push_str(JSON_DESCRIPTION);
                let text = if cut { format!("{text}…") } else { text.to_string() };
                out.push_str(&json_string(&text));
            }
            if let Some(hint) = e.argument_hint {
                out.push_str(JSON_HINT);
                out.push_str(&json_string(hint));
            }
            out.push_str(JSON_SCOPE);
            out.push_str(&json_string(e.scope.as_str()));
            out.push_str(JSON_LOCATION);
            out.push_str(&json_string(&e.location));
            out.push_str(JSON_END);
        }
    }
}

/// What an entry says of a skill: its description, with `when_to_use` appended as
/// `DESCRIPTION When to use: WHEN_TO_USE` (one form, in XML and JSON alike), cut to
/// `max_chars` with the budget's own rule (ending in `…`). Borrowed when unchanged.
/// The bool says whether it was cut.
pub fn entry_description<'a>(
    description: &'a str,
    when_to_use: Option<&str>,
    max_chars: usize,
) -> (Cow<'a, str>, bool) {
    let combined: Cow<'a, str> = match when_to_use {
        Some(when) => Cow::Owned(format!("{description} When to use: {when}")),
        None => Cow::Borrowed(description),
    };
    // Bytes bound characters: most texts need no count at all.
    if combined.len() <= max_chars || combined.chars().count() <= max_chars {
        return (combined, false);
    }
    let (kept, _) = shortened(&combined, max_chars);
    (Cow::Owned(format!("{kept}…")), true)
}

/// The report of the entries [`entry_description`] cut, or `None` when it cut none.
pub fn capped_warning(mut names: Vec<&str>, max_chars: u32) -> Option<Diagnostic> {
    if names.is_empty() {
        return None;
    }
    names.sort_unstable();
    let count = names.len();
    Some(Diagnostic::warning(
        Code::CatalogEntryCapped,
        "",
        format!(
            "descriptions of {count} skills (with when_to_use) cut to the {max_chars}-character entry cap (policy catalog-entry-max-chars): {}",
            names.join(", ")
        ),
    ))
}

/// `~/rest` for locations under the home label (saves tokens, as OpenClaw does).
/// Borrowed when unchanged: the catalog sizes and renders every location.
pub fn compact_home<'a>(location: &'a str, home: Option<&str>) -> Cow<'a, str> {
    if let Some(home) = home.map(|h| h.trim_end_matches('/')).filter(|h| !h.is_empty())
        && let Some(rest) = location.strip_prefix(home)
        && let Some(rest) = rest.strip_prefix('/')
    {
        return Cow::Owned(format!("~/{rest}"));
    }
    Cow::Borrowed(location)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry<'a>(name: &'a str, description: &'a str, rank: usize) -> Entry<'a> {
        Entry {
            name,
            description,
            scope: Scope::Project,
            location: format!("/s/{name}/SKILL.md").into(),
            rank,
            name_only: false,
            argument_hint: None,
        }
    }

    #[test]
    fn the_json_catalog_carries_the_argument_hint_and_is_sized_with_it() {
        let mut hinted = entry("deploy", "Deploys \"it\".", 0);
        hinted.argument_hint = Some("[env] \"region\"");
        let entries = [hinted, entry("plain", "Plain.", 1)];
        let (json, diags) = render(&entries, &Policy::default(), CatalogFormat::Json);
        assert!(diags.is_empty());
        let value: serde_json::Value = serde_json::from_str(&json).unwrap();
        assert_eq!(value["skills"][0]["argument-hint"], "[env] \"region\"");
        assert_eq!(value["skills"][1].get("argument-hint"), None);
        // The XML catalog is unchanged by it.
        let (xml, _) = render(&entries, &Policy::default(), CatalogFormat::Xml);
        assert!(!xml.contains("region"));
        // Every budget down to nothing: the sizes count the hint, so it always fits.
        for budget in 0..json.len() as u32 + 2 {
            let (text, _) = render(&entries, &policy(budget), CatalogFormat::Json);
            assert!(text.len() <= budget as usize, "{budget}: {text}");
            if !text.is_empty() {
                serde_json::from_str::<serde_json::Value>(&text).unwrap();
            }
        }
    }

    #[test]
    fn when_to_use_is_appended_in_one_form_and_the_entry_cap_cuts_with_an_ellipsis() {
        let (text, cut) = entry_description("Deploys the app.", Some("When the user says deploy."), 1536);
        assert_eq!(text, "Deploys the app. When to use: When the user says deploy.");
        assert!(!cut);
        let (text, cut) = entry_description("Plain.", None, 1536);
        assert!(matches!(text, Cow::Borrowed("Plain.")) && !cut);
        let long = "x".repeat(100_000);
        let (text, cut) = entry_description("Short.", Some(&long), 1536);
        assert!(cut);
        assert_eq!(text.chars().count(), 1536);
        assert!(text.starts_with("Short. When to use: xxx") && text.ends_with('…'));
        // Characters, not bytes.
        let accented = "é".repeat(10);
        let (text, cut) = entry_description(&accented, None, 10);
        assert!(!cut, "{text}");
        let warning = capped_warning(vec!["b", "a"], 9).unwrap();
        assert_eq!(warning.code, Code::CatalogEntryCapped);
        assert!(warning.message.ends_with(": a, b"), "{}", warning.message);
        assert!(capped_warning(Vec::new(), 9).is_none());
    }

    #[test]
    fn a_name_only_entry_never_shows_its_description_and_is_not_reported() {
        let mut quiet = entry("quiet", "Never shown & never counted", 0);
        quiet.name_only = true;
        let entries = [entry("pdf", "Tables", 0), quiet];
        let (xml, diags) = render(&entries, &Policy::default(), CatalogFormat::Xml);
        assert!(diags.is_empty(), "{diags:?}");
        assert!(
            xml.contains("<name>quiet</name>\n    <location>/s/quiet/SKILL.md</location>"),
            "{xml}"
        );
        assert!(!xml.contains("never counted"), "{xml}");
        let (json, _) = render(&entries, &Policy::default(), CatalogFormat::Json);
        let value: serde_json::Value = serde_json::from_str(&json).unwrap();
        assert_eq!(value["skills"][1].get("description"), None, "{json}");
        assert_eq!(value["skills"][0]["description"], "Tables");
        // Under a budget that compacts everything, only `pdf` is reported as compacted.
        let tight = policy(xml.len() as u32 - 10);
        let (text, diags) = render(&entries, &tight, CatalogFormat::Xml);
        assert!(text.len() <= tight.catalog_budget_bytes as usize);
        let compacted: Vec<&str> = diags.iter().map(|d| d.message.as_str()).collect();
        assert!(compacted.iter().all(|m| !m.contains("quiet")), "{compacted:?}");
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
        let sum = entries
            .iter()
            .zip(shown)
            .filter(|(_, s)| **s != Shown::Omitted)
            .map(|(e, s)| {
                let mut one = String::new();
                push_entry(&mut one, e, *s, format);
                one.len()
            })
            .sum();
        framed_size(sum, shown.iter().filter(|s| **s != Shown::Omitted).count(), format)
    }

    #[test]
    fn computed_sizes_equal_rendered_sizes_for_every_way_an_entry_is_shown() {
        let descriptions = [
            "plain words that go on for a while, longer than any limit here",
            "quotes ' \" and <tags> & ampersands \u{7} \u{85} \u{fffe} past the cut",
            "trailing spaces at the cut          and then more text",
            "使用 résumé naïve — non-ASCII through the cut point and beyond it",
            "short",
            "json escapes \\ back\\slashes, \t tabs and\nnewlines \u{1b} past the cut  \t ",
        ];
        let mut entries: Vec<Entry> = descriptions
            .iter()
            .enumerate()
            .map(|(i, d)| entry(["a", "b", "c", "d", "e", "f"][i], d, i))
            .collect();
        // Names and locations are escaped and sized too.
        entries[1].name = "q<&>\"'";
        entries[2].location = "/s/\u{9f} \"x\" & <y>\\/\u{1b}/SKILL.md".into();
        for format in [CatalogFormat::Xml, CatalogFormat::Json] {
            // Floor 0: every description has a prefix table; floor 30: some are sized
            // without one.
            for floor in [0, 30] {
                let mut shown = vec![Shown::Full; entries.len()];
                // The short one: every escape and control above is sized.
                shown[4] = Shown::Omitted;
                let mut sizer = Sizer::new(&entries, &shown, format);
                assert_eq!(sizer.total(&shown), total_size(&entries, &shown, format), "{format:?}");
                let compact: Vec<Shown> = shown
                    .iter()
                    .map(|s| if *s == Shown::Omitted { *s } else { Shown::Compact })
                    .collect();
                assert_eq!(
                    sizer.total(&compact),
                    total_size(&entries, &compact, format),
                    "{format:?}"
                );
                sizer.add_prefixes(&shown, floor);
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
                        "{format:?} at {limit}, floor {floor}"
                    );
                }
            }
        }
    }
}
