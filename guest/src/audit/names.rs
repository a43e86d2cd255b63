//! Names that impersonate: a skill named one edit away from a well-known or installed
//! skill (`summarlze`, `clawhubb`), or one that reads the same once look-alike
//! characters are folded (`pdf-too1s` for `pdf-tools`).
//!
//! Names shorter than [`MIN_COMPARED_CHARS`] are not compared: among short names one
//! edit is the normal distance between unrelated skills (`pdf`, `pdb`).

/// Skills users install by name, with their publisher (`well-known.txt`), as the build
/// deflated them (`build.rs`).
const WELL_KNOWN_DEFLATED: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/well-known.txt.deflate"));

/// `well-known.txt`, inflated on first use and kept.
pub fn well_known_file() -> &'static str {
    static TEXT: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    TEXT.get_or_init(|| {
        use std::io::Read;
        let mut text = String::new();
        // The build wrote these bytes; a unit test checks they inflate to the file.
        match flate2::read::DeflateDecoder::new(WELL_KNOWN_DEFLATED).read_to_string(&mut text) {
            Ok(_) => text,
            Err(_) => String::new(),
        }
    })
}

/// The well-known names and their publishers, read once.
pub fn well_known() -> &'static [(&'static str, &'static str)] {
    static PARSED: std::sync::OnceLock<Vec<(&'static str, &'static str)>> = std::sync::OnceLock::new();
    PARSED.get_or_init(|| {
        well_known_file()
            .lines()
            .map(str::trim)
            .filter(|l| !l.is_empty() && !l.starts_with('#'))
            .filter_map(|l| l.split_once(' '))
            .collect()
    })
}

/// Packages installed by name, by ecosystem (`well-known-packages.txt`), deflated by
/// the build.
const WELL_KNOWN_PACKAGES_DEFLATED: &[u8] =
    include_bytes!(concat!(env!("OUT_DIR"), "/well-known-packages.txt.deflate"));

/// The well-known packages as `(ecosystem, name)`, inflated and read once.
fn well_known_packages() -> &'static [(&'static str, &'static str)] {
    static TEXT: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    static PAIRS: std::sync::OnceLock<Vec<(&'static str, &'static str)>> = std::sync::OnceLock::new();
    PAIRS.get_or_init(|| {
        let text = TEXT.get_or_init(|| {
            use std::io::Read;
            let mut text = String::new();
            // The build wrote these bytes; a unit test checks they inflate.
            match flate2::read::DeflateDecoder::new(WELL_KNOWN_PACKAGES_DEFLATED).read_to_string(&mut text) {
                Ok(_) => text,
                Err(_) => String::new(),
            }
        });
        text.lines()
            .map(str::trim)
            .filter(|l| !l.is_empty() && !l.starts_with('#'))
            .filter_map(|l| l.split_once(' '))
            .collect()
    })
}

/// A package name as registries compare it: lowercase, `_` and `.` read as `-`.
fn package_key(name: &str) -> String {
    name.to_ascii_lowercase().replace(['_', '.'], "-")
}

/// The well-known package of `ecosystem` (`npm`, `pypi`, `crate`, `gem`, `gomod`,
/// `psmodule`, `psrepo`, `action`, `docker`) that `name` imitates: one edit from it, or the
/// same once look-alike characters are folded (two edits apart are often two real
/// packages: `golang.org/x/text` and `golang.org/x/net`). `None` for a name that is itself well known, or shorter than
/// [`MIN_COMPARED_CHARS`].
pub fn near_package(ecosystem: &str, name: &str) -> Option<&'static str> {
    let known = well_known_packages();
    let key = package_key(name);
    let mut same = known.iter().filter(|(e, _)| *e == ecosystem).map(|(_, n)| *n);
    if key.chars().count() < MIN_COMPARED_CHARS || same.any(|n| package_key(n) == key) {
        return None;
    }
    let chars: Vec<char> = key.chars().collect();
    let folded = skeleton(&key);
    known
        .iter()
        .filter(|(e, n)| *e == ecosystem && n.chars().count() >= MIN_COMPARED_CHARS)
        .map(|(_, n)| *n)
        .find(|other| {
            let other_key = package_key(other);
            let other_chars: Vec<char> = other_key.chars().collect();
            skeleton(&other_key) == folded || distance(&chars, &other_chars, 1) <= 1
        })
}

/// Words an impostor adds to a known name to look like a newer or better version of
/// it (`pdf-pro`, `official-docx`, `skill-creator-v2`).
const MARKETING_AFFIXES: [&str; 26] = [
    "pro", "plus", "official", "new", "premium", "enhanced", "advanced", "lite", "free", "ultra", "max", "super",
    "real", "original", "latest", "updated", "fixed", "secure", "verified", "v2", "v3", "v4", "v5", "2", "3", "x",
];

/// Vendors whose name before a skill's name claims it is theirs (`anthropic-pptx`).
const VENDORS: [&str; 10] = [
    "anthropic",
    "anthropics",
    "claude",
    "openai",
    "codex",
    "vercel",
    "github",
    "microsoft",
    "google",
    "official",
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
    // Row 0 is the empty prefix of `a` (row `i` lives at `i % 3`).
    for (j, cell) in rows[0].iter_mut().enumerate() {
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

/// The well-known names' skeletons, folded once per instance, in [`well_known`]'s
/// order.
fn well_known_skeletons() -> &'static [String] {
    static FOLDED: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();
    FOLDED.get_or_init(|| well_known().iter().map(|(n, _)| skeleton(n)).collect())
}

/// What a name impersonates, if anything.
#[derive(Debug, PartialEq, Eq)]
pub enum Impersonation {
    /// One edit (two for names of 10 or more characters) from this name.
    Near(String),
    /// The same once look-alike characters are folded.
    Confusable(String),
    /// This name with a word that claims a better version (`-pro`, `official-`).
    Affixed(String),
}

/// The owner a source location names: `https://github.com/OWNER/REPO`,
/// `git@github.com:OWNER/REPO`, `OWNER/REPO`, `github:OWNER/REPO`; lowercase.
pub fn publisher_of(location: &str) -> Option<String> {
    let trimmed = location.trim().trim_end_matches('/').trim_end_matches(".git");
    let path = if let Some((_, rest)) = trimmed.split_once("://") {
        rest.split_once('/').map(|(_, p)| p)?
    } else if let Some((_, rest)) = trimmed
        .split_once(':')
        .filter(|(h, _)| h.contains('@') || *h == "github" || *h == "gitlab")
    {
        rest
    } else if !trimmed.starts_with(['/', '.', '~']) && trimmed.matches('/').count() >= 1 {
        trimmed
    } else {
        return None;
    };
    let owner = path.split('/').find(|p| !p.is_empty())?;
    (!owner.contains(['.', '@']) || owner.contains('-')).then(|| owner.to_ascii_lowercase())
}

/// Compares `name` with the well-known names and `installed`. A name that is itself
/// well-known or installed impersonates nothing, and neither does one published by the
/// owner of the name it resembles (`publisher`, the source's owner).
pub fn impersonates(name: &str, installed: &[String], publisher: Option<&str>) -> Option<Impersonation> {
    let well_known = well_known();
    let is_known = |n: &str| well_known.iter().any(|(k, _)| *k == n) || installed.iter().any(|i| i == n);
    if is_known(name) {
        return None;
    }
    let same_publisher = |other: &str| {
        publisher.is_some_and(|p| {
            well_known
                .iter()
                .any(|(k, owner)| *k == other && owner.eq_ignore_ascii_case(p))
        })
    };
    let known = well_known
        .iter()
        .map(|(k, _)| *k)
        .chain(installed.iter().map(String::as_str));
    // `pdf-pro`, `official-docx`: short names too, since the affix is the tell.
    for other in known.clone() {
        let prefixed = name.strip_suffix(other).and_then(|rest| rest.strip_suffix('-'));
        let suffixed = name.strip_prefix(other).and_then(|rest| rest.strip_prefix('-'));
        // A vendor's name before a skill of that vendor's (`anthropic-pptx`) claims to be
        // the original; another vendor's name (`microsoft-skill-creator`) names a variant.
        let owner = well_known
            .iter()
            .find(|(k, _)| *k == other)
            .map(|(_, o)| *o)
            .unwrap_or("");
        // The vendor's name after the skill's (`pptx-anthropic`) makes the same claim.
        let vendor_affix = prefixed.or(suffixed);
        let vendor_claim = vendor_affix.is_some_and(|vendor| {
            VENDORS.contains(&vendor)
                && (owner.starts_with(vendor)
                    || vendor.starts_with(owner) && !owner.is_empty()
                    || owner == "anthropics" && vendor == "claude"
                    || owner == "openai" && vendor == "codex")
        }) && !publisher.is_some_and(|p| vendor_affix.is_some_and(|v| p.starts_with(v)));
        if let Some(affix) = prefixed.or(suffixed)
            && (MARKETING_AFFIXES.contains(&affix) || vendor_claim)
            && !same_publisher(other)
        {
            return Some(Impersonation::Affixed(other.to_string()));
        }
    }
    // A letter doubled or tripled (`docxx`, `yeeet`) reads as the original at a glance,
    // whatever the name's length.
    let collapsed = collapse_repeats(name);
    if let Some(other) = known
        .clone()
        .find(|other| other.chars().count() >= 3 && collapse_repeats(other) == collapsed && !same_publisher(other))
    {
        return Some(Impersonation::Near(other.to_string()));
    }
    if name.chars().count() < MIN_COMPARED_CHARS {
        // Short names differ from their neighbours by one letter all the time; two
        // letters swapped (`xslx` for `xlsx`) is still the classic squat.
        let mut sorted: Vec<char> = name.chars().collect();
        sorted.sort_unstable();
        let chars: Vec<char> = name.chars().collect();
        return well_known
            .iter()
            .map(|(k, _)| *k)
            .chain(installed.iter().map(String::as_str))
            .filter(|other| other.chars().count() == chars.len() && chars.len() >= 4 && !same_publisher(other))
            .find(|other| {
                let mut theirs: Vec<char> = other.chars().collect();
                theirs.sort_unstable();
                theirs == sorted && distance(&chars, &other.chars().collect::<Vec<_>>(), 1) <= 1
            })
            .map(|other| Impersonation::Near(other.to_string()));
    }
    let chars: Vec<char> = name.chars().collect();
    let limit = if chars.len() >= 10 { 2 } else { 1 };
    let own_skeleton = skeleton(name);
    let installed_skeletons: Vec<String> = installed.iter().map(|n| skeleton(n)).collect();
    let skeletons = well_known_skeletons()
        .iter()
        .chain(&installed_skeletons)
        .map(String::as_str);
    let mut near = None;
    for (other, other_skeleton) in known.zip(skeletons) {
        if other.chars().count() < MIN_COMPARED_CHARS || same_publisher(other) {
            continue;
        }
        if other_skeleton == own_skeleton {
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

/// `name` with each run of one repeated character kept once.
fn collapse_repeats(name: &str) -> String {
    let mut out = String::with_capacity(name.len());
    for c in name.chars() {
        if !out.ends_with(c) {
            out.push(c);
        }
    }
    out
}

#[cfg(test)]
mod tests {

    #[test]
    fn the_shipped_well_known_names_inflate_to_the_file() {
        assert_eq!(well_known_file(), include_str!("well-known.txt"));
    }

    use super::*;

    #[test]
    fn a_package_one_edit_from_a_well_known_one_imitates_it_and_a_listed_neighbour_does_not() {
        assert!(!well_known_packages().is_empty());
        assert_eq!(near_package("pypi", "colourama"), Some("colorama"));
        assert_eq!(near_package("pypi", "python-dateutils"), Some("python-dateutil"));
        assert_eq!(
            near_package("npm", "@typescript-eslint/parsr"),
            Some("@typescript-eslint/parser")
        );
        // Two edits apart is not compared: real packages often are.
        assert_eq!(near_package("npm", "@typescript_eslinter/eslint"), None);
        assert_eq!(near_package("action", "actons/checkout"), Some("actions/checkout"));
        assert_eq!(near_package("psrepo", "PSGaIlery"), Some("PSGallery"));
        // Real packages that are neighbours of each other, the original itself, other
        // ecosystems and short names are not compared.
        assert_eq!(near_package("pypi", "scapy"), None);
        assert_eq!(near_package("pypi", "boto"), None);
        assert_eq!(near_package("pypi", "Python_Dateutil"), None);
        assert_eq!(near_package("npm", "colourama"), None);
        assert_eq!(near_package("npm", "vitr"), None);
    }

    #[test]
    fn doubled_letters_and_a_vendor_after_the_name_are_impostors_too() {
        assert_eq!(
            impersonates("docxx", &[], None),
            Some(Impersonation::Near("docx".into()))
        );
        assert_eq!(
            impersonates("pptx-anthropic", &[], None),
            Some(Impersonation::Affixed("pptx".into()))
        );
        assert_eq!(impersonates("pptx-anthropic", &[], Some("anthropics")), None);
        assert_eq!(impersonates("docs", &[], None), None);
    }

    #[test]
    fn typosquats_from_the_clawhavoc_report_are_caught() {
        assert_eq!(
            impersonates("clawhubb", &[], None),
            Some(Impersonation::Near("clawhub".into()))
        );
        assert_eq!(
            impersonates("summarlze", &[], None),
            Some(Impersonation::Confusable("summarize".into()))
        );
        assert_eq!(
            impersonates("sumamrize", &[], None),
            Some(Impersonation::Near("summarize".into()))
        );
        assert_eq!(
            impersonates("skil1-creator", &[], None),
            Some(Impersonation::Confusable("skill-creator".into()))
        );
    }

    #[test]
    fn a_name_itself_known_short_or_far_impersonates_nothing() {
        assert_eq!(impersonates("summarize", &[], None), None);
        assert_eq!(impersonates("pdfx", &[], None), None);
        assert_eq!(impersonates("release-notes", &[], None), None);
        assert_eq!(impersonates("my-tool", &["my-tool".into()], None), None);
        assert_eq!(
            impersonates("skill-0", &["skill-1".into()], None),
            None,
            "numbered siblings"
        );
    }

    #[test]
    fn an_installed_name_is_compared_too() {
        assert_eq!(
            impersonates("acme-deplyo", &["acme-deploy".into()], None),
            Some(Impersonation::Near("acme-deploy".into()))
        );
    }

    #[test]
    fn an_affix_claiming_a_better_version_is_an_impostor_and_the_publisher_is_not() {
        assert_eq!(
            impersonates("pdf-pro", &[], None),
            Some(Impersonation::Affixed("pdf".into()))
        );
        assert_eq!(
            impersonates("official-docx", &[], None),
            Some(Impersonation::Affixed("docx".into()))
        );
        assert_eq!(impersonates("pdf-tables", &[], None), None);
        assert_eq!(
            impersonates("anthropic-pptx", &[], None),
            Some(Impersonation::Affixed("pptx".into()))
        );
        assert_eq!(
            impersonates("xslx", &[], None),
            Some(Impersonation::Near("xlsx".into()))
        );
        assert_eq!(
            impersonates("react-best-practises", &[], None),
            Some(Impersonation::Near("react-best-practices".into()))
        );
        // One edit from obra's `writing-plans`, published by obra.
        assert!(impersonates("writing-plan", &[], None).is_some());
        assert_eq!(impersonates("writing-plan", &[], Some("obra")), None);
        assert_eq!(
            publisher_of("https://github.com/obra/superpowers.git").as_deref(),
            Some("obra")
        );
        assert_eq!(
            publisher_of("git@github.com:Anthropics/skills").as_deref(),
            Some("anthropics")
        );
        assert_eq!(publisher_of("obra/superpowers").as_deref(), Some("obra"));
        assert_eq!(publisher_of("./local/folder"), None);
        assert_eq!(publisher_of("/tmp/x"), None);
    }

    #[test]
    fn distance_counts_a_transposition_as_one_edit() {
        let d = |a: &str, b: &str| distance(&a.chars().collect::<Vec<_>>(), &b.chars().collect::<Vec<_>>(), 3);
        assert_eq!(d("abcd", "abdc"), 1);
        assert_eq!(d("kitten", "sitting"), 3);
        assert_eq!(d("same", "same"), 0);
    }
}
