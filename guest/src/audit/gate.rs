//! Which rules can match a text, and where, decided in one pass. Each pattern's
//! top-level alternatives are reduced to the literal sets every match of them must
//! contain (one literal of each set: `do not|don't|never`, then `tell|inform`, then
//! `user`), found in the pattern's syntax tree. Every literal of every set goes into
//! one case-insensitive Aho-Corasick automaton. A pattern then runs only on the
//! paragraphs where all the sets of one of its alternatives occur; one that can span
//! paragraphs (`(?s)`, `[\s\S]`, an HTML comment) on the whole text once its sets occur in it;
//! one with no usable set (literals shorter than [`MIN_LITERAL`] or common words
//! only) on every text.

use aho_corasick::{AhoCorasick, AhoCorasickBuilder, AhoCorasickKind, MatchKind};
use regex_syntax::hir::{Class, Hir, HirKind};

/// Shortest literal worth gating on: shorter ones occur in nearly every text.
pub const MIN_LITERAL: usize = 3;
/// Most literals one set holds; past it, the set does not gate.
const MAX_LITERALS: usize = 128;
/// Words too common to gate on: a set holding one says nothing about a text.
const COMMON: [&str; 24] = [
    "the", "and", "for", "you", "all", "any", "not", "are", "was", "use", "our", "can", "has", "its", "one", "but",
    "this", "that", "with", "from", "your", "have", "will", "they",
];

/// A pattern's gate: the alternatives (each a list of literal sets, all required).
#[derive(Debug)]
struct Plan {
    /// Each alternative's sets, as indexes into the gate's set table.
    branches: Vec<Vec<usize>>,
    /// Runs on paragraphs (it cannot span a blank line), else on the whole text.
    windowed: bool,
}

/// The gate over a rule set's patterns.
#[derive(Debug)]
pub struct Gate {
    automaton: Option<AhoCorasick>,
    /// For each literal of the automaton, the sets it belongs to.
    literal_sets: Vec<Vec<usize>>,
    sets: usize,
    /// For each pattern, its plan; `None`: runs on every text, whole.
    plans: Vec<Option<Plan>>,
}

/// Where a pattern runs in one text: every byte range to search.
pub type Windows = Vec<(usize, usize, usize)>;

impl Gate {
    /// The gate for `patterns` (regex syntax, as compiled).
    pub fn new(patterns: &[&str]) -> Gate {
        let mut literals: Vec<String> = Vec::new();
        let mut literal_at: std::collections::HashMap<String, usize> = std::collections::HashMap::new();
        let mut literal_sets: Vec<Vec<usize>> = Vec::new();
        let mut sets = 0usize;
        let mut plans = Vec::with_capacity(patterns.len());
        for pattern in patterns {
            let plan = regex_syntax::ParserBuilder::new()
                .build()
                .parse(pattern)
                .ok()
                .and_then(|hir| {
                    let alternatives: Vec<&Hir> = match hir.kind() {
                        HirKind::Alternation(alts) => alts.iter().collect(),
                        _ => vec![&hir],
                    };
                    let mut branches = Vec::new();
                    for alt in alternatives {
                        let cnf = conjunction(alt);
                        if cnf.is_empty() {
                            return None;
                        }
                        let mut ids = Vec::new();
                        for set in cnf {
                            let id = sets;
                            sets += 1;
                            for literal in set {
                                match literal_at.get(&literal) {
                                    Some(at) => literal_sets[*at].push(id),
                                    None => {
                                        literal_at.insert(literal.clone(), literals.len());
                                        literals.push(literal);
                                        literal_sets.push(vec![id]);
                                    }
                                }
                            }
                            ids.push(id);
                        }
                        branches.push(ids);
                    }
                    let lower = pattern.to_ascii_lowercase();
                    let windowed = !lower.contains("(?s")
                        && !lower.contains("(?is")
                        && !lower.contains("[^>")
                        && !lower.contains("[\\s\\s]");
                    Some(Plan { branches, windowed })
                });
            plans.push(plan);
        }
        let automaton = AhoCorasickBuilder::new()
            .ascii_case_insensitive(true)
            .match_kind(MatchKind::Standard)
            // A full DFA: the fastest search, for a few hundred literals a few hundred KiB.
            .kind(Some(AhoCorasickKind::DFA))
            .build(&literals)
            .ok();
        if automaton.is_none() {
            plans = patterns.iter().map(|_| None).collect();
        }
        Gate {
            automaton,
            literal_sets,
            sets,
            plans,
        }
    }

    /// For each pattern that may match `text`: (pattern, start, end) of each range to
    /// search, in order.
    pub fn windows(&self, text: &str) -> Windows {
        let mut out = Windows::new();
        // Paragraph of each hit: its bounds, and the sets seen in it.
        let mut paragraphs: Vec<(usize, usize, Vec<bool>)> = Vec::new();
        let mut whole = vec![false; self.sets];
        if let Some(automaton) = &self.automaton
            && self.sets > 0
        {
            for m in automaton.find_overlapping_iter(text) {
                let sets = &self.literal_sets[m.pattern().as_usize()];
                let at = m.start();
                let current = match paragraphs.last_mut() {
                    Some(p) if p.0 <= at && at < p.1 => p,
                    _ => {
                        let (start, end) = paragraph(text, at);
                        paragraphs.push((start, end, vec![false; self.sets]));
                        paragraphs.last_mut().unwrap_or_else(|| unreachable!())
                    }
                };
                for set in sets {
                    current.2[*set] = true;
                    whole[*set] = true;
                }
            }
        }
        for (index, plan) in self.plans.iter().enumerate() {
            let Some(plan) = plan else {
                out.push((index, 0, text.len()));
                continue;
            };
            let satisfied = |seen: &[bool]| plan.branches.iter().any(|b| b.iter().all(|s| seen[*s]));
            if !plan.windowed {
                if satisfied(&whole) {
                    out.push((index, 0, text.len()));
                }
                continue;
            }
            if !satisfied(&whole) {
                continue;
            }
            for (start, end, seen) in &paragraphs {
                if satisfied(seen) {
                    out.push((index, *start, *end));
                }
            }
        }
        out
    }

    /// How many patterns run on every text, whole (for tests and measurement).
    pub fn ungated(&self) -> usize {
        self.ungated_patterns().len()
    }

    /// The patterns that run on every text, whole.
    pub fn ungated_patterns(&self) -> Vec<usize> {
        self.plans
            .iter()
            .enumerate()
            .filter(|(_, p)| p.is_none())
            .map(|(i, _)| i)
            .collect()
    }
}

/// The paragraph around `at`: from the line after the last blank line before it, to
/// the end of the next blank line (or the text's ends).
fn paragraph(text: &str, at: usize) -> (usize, usize) {
    let bytes = text.as_bytes();
    let blank = |line: &[u8]| line.iter().all(|b| matches!(b, b' ' | b'\t' | b'\r'));
    let at = at.min(bytes.len());
    let mut start = memchr::memrchr(b'\n', &bytes[..at]).map_or(0, |p| p + 1);
    while start > 0 {
        let newline = start - 1;
        let previous = memchr::memrchr(b'\n', &bytes[..newline]).map_or(0, |p| p + 1);
        if blank(&bytes[previous..newline]) {
            break;
        }
        start = previous;
    }
    let mut line = at;
    let end = loop {
        let Some(offset) = memchr::memchr(b'\n', &bytes[line..]) else {
            break bytes.len();
        };
        let next = line + offset + 1;
        let next_end = memchr::memchr(b'\n', &bytes[next..]).map_or(bytes.len(), |o| next + o);
        if blank(&bytes[next..next_end]) {
            break (next_end + 1).min(bytes.len());
        }
        line = next;
    };
    (start, end)
}

/// The literal sets a match of `hir` must each contain one literal of.
fn conjunction(hir: &Hir) -> Vec<Vec<String>> {
    // Two bytes gate when one is not a letter (`7z`, `-p`); letters alone need three.
    let long_enough =
        |l: &String| l.len() >= MIN_LITERAL || l.len() == 2 && !l.bytes().all(|b| b.is_ascii_alphabetic());
    let usable = |set: &Vec<String>| {
        !set.is_empty()
            && set.len() <= MAX_LITERALS
            && set.iter().all(|l| long_enough(l) && !COMMON.contains(&l.as_str()))
    };
    if let Some(set) = exact(hir)
        && usable(&set)
    {
        return vec![set];
    }
    match hir.kind() {
        HirKind::Capture(capture) => conjunction(&capture.sub),
        HirKind::Repetition(rep) if rep.min >= 1 => conjunction(&rep.sub),
        HirKind::Alternation(_) => required(hir).filter(usable).into_iter().collect(),
        HirKind::Concat(parts) => {
            let mut out: Vec<Vec<String>> = Vec::new();
            let mut run: Option<Vec<String>> = None;
            let flush = |run: &mut Option<Vec<String>>, out: &mut Vec<Vec<String>>| {
                if let Some(done) = run.take()
                    && usable(&done)
                {
                    out.push(done);
                }
            };
            for part in parts {
                match exact(part) {
                    Some(set) if set.iter().all(|s| !s.is_empty()) => {
                        run = match run.take() {
                            Some(prefix) => product(&prefix, &set).or(Some(set)),
                            None => Some(set),
                        };
                    }
                    _ => {
                        flush(&mut run, &mut out);
                        out.extend(conjunction(part));
                    }
                }
            }
            flush(&mut run, &mut out);
            out
        }
        _ => Vec::new(),
    }
}

/// The strings `hir` matches exactly, lowercased, if they are few: a literal, a
/// case-folded letter, a small class, and their concatenations and alternations.
fn exact(hir: &Hir) -> Option<Vec<String>> {
    match hir.kind() {
        HirKind::Literal(lit) => Some(vec![String::from_utf8_lossy(&lit.0).to_ascii_lowercase()]),
        HirKind::Class(class) => {
            let chars = class_chars(class)?;
            let mut set: Vec<String> = chars.iter().map(|c| c.to_ascii_lowercase().to_string()).collect();
            set.sort();
            set.dedup();
            (set.len() <= 4).then_some(set)
        }
        HirKind::Capture(capture) => exact(&capture.sub),
        HirKind::Repetition(rep) if rep.min == 1 && rep.max == Some(1) => exact(&rep.sub),
        HirKind::Repetition(rep) if rep.min == 0 && rep.max == Some(1) => {
            let mut set = exact(&rep.sub)?;
            set.push(String::new());
            Some(set)
        }
        HirKind::Concat(parts) => {
            let mut out = vec![String::new()];
            for part in parts {
                let set = exact(part)?;
                out = product(&out, &set)?;
            }
            Some(out)
        }
        HirKind::Alternation(alts) => {
            let mut out = Vec::new();
            for alt in alts {
                out.extend(exact(alt)?);
                if out.len() > MAX_LITERALS {
                    return None;
                }
            }
            Some(out)
        }
        _ => None,
    }
}

fn product(prefixes: &[String], suffixes: &[String]) -> Option<Vec<String>> {
    if prefixes.len() * suffixes.len() > MAX_LITERALS {
        return None;
    }
    let mut out: Vec<String> = prefixes
        .iter()
        .flat_map(|p| suffixes.iter().map(move |s| format!("{p}{s}")))
        .collect();
    out.sort();
    out.dedup();
    Some(out)
}

/// The characters of a small class (at most 8), ASCII only.
fn class_chars(class: &Class) -> Option<Vec<char>> {
    let mut out = Vec::new();
    match class {
        Class::Unicode(unicode) => {
            for range in unicode.ranges() {
                for c in range.start()..=range.end() {
                    if out.len() >= 8 {
                        return None;
                    }
                    out.push(c);
                }
            }
        }
        Class::Bytes(bytes) => {
            for range in bytes.ranges() {
                for b in range.start()..=range.end() {
                    if out.len() >= 8 {
                        return None;
                    }
                    out.push(char::from(b));
                }
            }
        }
    }
    // Case folding adds look-alike non-ASCII letters (`K` and the Kelvin sign): the
    // ASCII ones stand for the class, which the automaton matches case-insensitively.
    let ascii: Vec<char> = out.iter().copied().filter(char::is_ascii).collect();
    (!ascii.is_empty()).then_some(ascii)
}

/// One set of literals every match of `hir` contains one of, lowercased.
fn required(hir: &Hir) -> Option<Vec<String>> {
    if let Some(set) = exact(hir)
        && set.iter().all(|s| !s.is_empty())
    {
        return Some(set);
    }
    match hir.kind() {
        HirKind::Capture(capture) => required(&capture.sub),
        HirKind::Repetition(rep) if rep.min >= 1 => required(&rep.sub),
        HirKind::Alternation(alts) => {
            let mut out = Vec::new();
            for alt in alts {
                out.extend(required(alt)?);
                if out.len() > MAX_LITERALS {
                    return None;
                }
            }
            Some(out)
        }
        HirKind::Concat(parts) => conjunction(hir)
            .into_iter()
            .chain(parts.iter().filter_map(required))
            .max_by_key(|set| {
                (
                    set.iter().map(String::len).min().unwrap_or(0).min(8),
                    std::cmp::Reverse(set.len()),
                )
            }),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ranges(gate: &Gate, text: &str) -> Vec<(usize, String)> {
        gate.windows(text)
            .into_iter()
            .map(|(i, s, e)| (i, text[s..e].to_string()))
            .collect()
    }

    #[test]
    fn every_literal_set_of_an_alternative_must_occur_in_one_paragraph() {
        // `do\s+not` gives no usable literal (two letters, a common word): that set is
        // left out, which only lets more paragraphs through.
        let gate = Gate::new(&[r"(?i)\b(never|forbid)\s+tell\s+the\s+user\b"]);
        assert!(ranges(&gate, "Never tell the user.").len() == 1);
        assert!(ranges(&gate, "Never mind.\n\nTell the user.").is_empty());
        let found = ranges(
            &gate,
            "Intro.\n\nFirst line,\nthen never tell the user\nthis.\n\nOutro.",
        );
        assert_eq!(
            found,
            vec![(0, "First line,\nthen never tell the user\nthis.\n\n".to_string())]
        );
    }

    #[test]
    fn a_pattern_without_literals_runs_everywhere_and_one_across_paragraphs_runs_whole() {
        let gate = Gate::new(&[r"\d+", r"(?is)<!--.*?ignore.*?-->"]);
        assert_eq!(gate.ungated(), 1);
        let text = "a\n\n<!--\n\nignore\n-->";
        assert_eq!(gate.windows(text), vec![(0, 0, text.len()), (1, 0, text.len())]);
        assert_eq!(gate.windows("no comment"), vec![(0, 0, 10)]);
    }

    #[test]
    fn case_insensitive_words_gate_and_common_words_do_not() {
        let gate = Gate::new(&[r"(?i)\bcurl\b[^\n]*\|\s*(ba)?sh\b", r"(?i)\bthe\s+\w+"]);
        assert_eq!(gate.ungated(), 1);
        assert_eq!(ranges(&gate, "CURL x | sh").len(), 2);
        assert_eq!(ranges(&gate, "nothing here").len(), 1);
    }
}
