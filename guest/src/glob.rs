//! Gitignore-style globs for Claude Code's `paths` (conditional activation), matched
//! inside the component with bounded cost.
//!
//! What a pattern means, as Claude Code reads `paths` (comma-separated, braces
//! expanded, a trailing `/**` dropped) and as gitignore (its `ignore` library) matches:
//! - `*` is any run of characters but `/`, `?` one character but `/`, `[a-z]` /
//!   `[!a-z]` / `[^a-z]` a class, `\x` the character `x`; dotfiles are not special.
//! - `**` as a whole segment is any number of directories (`src/**/*.ts`, `**/x`).
//! - A pattern with no `/` but a trailing one matches at any depth (`*.md` matches
//!   `a/b/c.md`); one with a `/` elsewhere is anchored to the project root
//!   (`src/*.ts` matches `src/a.ts`, not `lib/src/a.ts`); a leading `/` only anchors.
//! - A trailing `/` matches directories only: a touched file under them.
//! - A path matches when it, or a directory it is in, matches (`src` matches
//!   `src/a/b.ts`), as an ignored directory ignores what is inside.
//! - `!pattern` excludes again what an earlier pattern matched; the last matching
//!   pattern decides.
//!
//! Cost: segment-level dynamic programming, with a classic single-backtrack wildcard
//! match per segment, so no input backtracks exponentially; [`Budget`] bounds what a
//! whole call may spend, and the caps below bound each pattern.

/// Longest pattern kept, in bytes (Claude Code's are a few dozen).
pub const MAX_PATTERN_BYTES: usize = 512;
/// Most patterns one skill keeps, after braces are expanded.
pub const MAX_PATTERNS: usize = 64;
/// Most alternatives brace expansion may produce from one written pattern.
const MAX_BRACE_EXPANSION: usize = 64;
/// Deepest brace nesting expanded.
const MAX_BRACE_DEPTH: usize = 8;

/// One compiled pattern.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Glob {
    /// As written (after brace expansion), for messages.
    pub text: String,
    negated: bool,
    dir_only: bool,
    segments: Vec<Segment>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum Segment {
    /// `**`: any number of path segments, none included.
    AnyDirs,
    /// One path segment.
    Part(Vec<Token>),
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum Token {
    Char(char),
    AnyChar,
    Star,
    Class { negated: bool, ranges: Vec<(char, char)> },
}

/// Why a pattern is not used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GlobError {
    TooLong(usize),
    UnclosedClass,
    Empty,
}

impl std::fmt::Display for GlobError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            GlobError::TooLong(bytes) => write!(f, "is {bytes} bytes, over the {MAX_PATTERN_BYTES}-byte limit"),
            GlobError::UnclosedClass => f.write_str("has a `[` with no closing `]`"),
            GlobError::Empty => f.write_str("matches nothing"),
        }
    }
}

/// Work a matching call may do, counted in character comparisons as they are made
/// (one segment match may overshoot by at most its own length product); once spent,
/// every further match answers `None`.
pub struct Budget {
    left: u64,
}

impl Budget {
    pub fn new(steps: u64) -> Self {
        Budget { left: steps }
    }

    pub fn spent(&self) -> bool {
        self.left == 0
    }

    fn take(&mut self, steps: u64) {
        self.left = self.left.saturating_sub(steps);
    }
}

/// Splits a `paths` string as Claude Code does: on commas outside braces, each part
/// trimmed, empty parts dropped.
pub fn split_commas(value: &str) -> Vec<&str> {
    split_top_level(value)
        .into_iter()
        .map(str::trim)
        .filter(|p| !p.is_empty())
        .collect()
}

/// Expands `{a,b}` alternatives (nested too), at most [`MAX_BRACE_EXPANSION`] results;
/// `None` when there would be more. A brace without its partner is literal.
pub fn expand_braces(pattern: &str) -> Option<Vec<String>> {
    let mut out = Vec::new();
    expand_into(pattern, 0, &mut out)?;
    Some(out)
}

fn expand_into(pattern: &str, depth: usize, out: &mut Vec<String>) -> Option<()> {
    let Some((open, close)) = first_group(pattern).filter(|_| depth < MAX_BRACE_DEPTH) else {
        if out.len() == MAX_BRACE_EXPANSION {
            return None;
        }
        out.push(pattern.to_string());
        return Some(());
    };
    let (prefix, inner, suffix) = (&pattern[..open], &pattern[open + 1..close], &pattern[close + 1..]);
    for alternative in split_top_level(inner) {
        expand_into(&[prefix, alternative, suffix].concat(), depth + 1, out)?;
    }
    Some(())
}

/// The first `{` with a matching `}` that holds a top-level `,`, as byte offsets.
fn first_group(pattern: &str) -> Option<(usize, usize)> {
    let bytes = pattern.as_bytes();
    for open in (0..bytes.len()).filter(|&i| bytes[i] == b'{' && (i == 0 || bytes[i - 1] != b'\\')) {
        let mut depth = 0usize;
        let mut comma = false;
        for (offset, &b) in bytes[open..].iter().enumerate() {
            match b {
                b'{' => depth += 1,
                b'}' => {
                    depth -= 1;
                    if depth == 0 {
                        if comma {
                            return Some((open, open + offset));
                        }
                        break;
                    }
                }
                b',' if depth == 1 => comma = true,
                _ => {}
            }
        }
    }
    None
}

/// Splits on the commas outside braces, each part as written (`{a,b}` inside a part
/// stays whole).
fn split_top_level(inner: &str) -> Vec<&str> {
    let mut parts = Vec::new();
    let mut depth = 0usize;
    let mut start = 0;
    for (index, c) in inner.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth = depth.saturating_sub(1),
            ',' if depth == 0 => {
                parts.push(&inner[start..index]);
                start = index + 1;
            }
            _ => {}
        }
    }
    parts.push(&inner[start..]);
    parts
}

impl Glob {
    /// Compiles one pattern (braces already expanded).
    pub fn new(pattern: &str) -> Result<Glob, GlobError> {
        if pattern.len() > MAX_PATTERN_BYTES {
            return Err(GlobError::TooLong(pattern.len()));
        }
        let text = pattern.to_string();
        let (negated, rest) = match pattern.strip_prefix('!') {
            Some(rest) => (true, rest),
            None => (false, pattern.strip_prefix("\\!").map_or(pattern, |_| &pattern[1..])),
        };
        let dir_only = rest.ends_with('/') && !rest.ends_with("\\/");
        let rest = rest.trim_end_matches('/');
        let anchored = rest.trim_start_matches('/').contains('/') || rest.starts_with('/');
        let rest = rest.trim_start_matches('/');
        let mut segments = Vec::new();
        if !anchored {
            segments.push(Segment::AnyDirs);
        }
        for part in rest.split('/').filter(|p| !p.is_empty()) {
            let segment = if part == "**" {
                Segment::AnyDirs
            } else {
                Segment::Part(tokens(part)?)
            };
            // `**/**` is `**`: merging keeps the work linear in what is written.
            if segment == Segment::AnyDirs && segments.last() == Some(&Segment::AnyDirs) {
                continue;
            }
            segments.push(segment);
        }
        if rest.is_empty() {
            return Err(GlobError::Empty);
        }
        Ok(Glob {
            text,
            negated,
            dir_only,
            segments,
        })
    }

    /// Whether the pattern matches `path` (relative, `/`-separated, normalised) or a
    /// directory it is in. `None` once the budget is spent.
    fn matches(&self, path: &[&str], budget: &mut Budget) -> Option<bool> {
        let (segments, n) = (&self.segments, path.len());
        // reach[j]: the pattern so far matches the first j path segments.
        let mut reach = vec![false; n + 1];
        reach[0] = true;
        for segment in segments {
            // The table's own row costs too, or a long pattern over long paths would be free.
            if budget.spent() {
                return None;
            }
            budget.take(n as u64 + 1);
            let mut next = vec![false; n + 1];
            match segment {
                Segment::AnyDirs => {
                    let mut on = false;
                    for j in 0..=n {
                        on |= reach[j];
                        next[j] = on;
                    }
                }
                Segment::Part(tokens) => {
                    for j in 0..n {
                        if reach[j] {
                            if budget.spent() {
                                return None;
                            }
                            let (matched, steps) = match_segment(tokens, path[j]);
                            budget.take(steps);
                            next[j + 1] = matched;
                        }
                    }
                }
            }
            if !next.contains(&true) {
                return Some(false);
            }
            reach = next;
        }
        // A directory the path is in (a proper prefix) always qualifies; the whole
        // path only for a pattern that is not directories-only.
        let whole = reach[n] && !self.dir_only;
        Some(whole || (1..n).any(|j| reach[j]))
    }
}

fn tokens(part: &str) -> Result<Vec<Token>, GlobError> {
    let mut out = Vec::new();
    let mut chars = part.chars().peekable();
    while let Some(c) = chars.next() {
        let token = match c {
            '\\' => Token::Char(chars.next().unwrap_or('\\')),
            '?' => Token::AnyChar,
            '*' => {
                while chars.peek() == Some(&'*') {
                    chars.next();
                }
                Token::Star
            }
            '[' => {
                let negated = matches!(chars.peek(), Some('!' | '^'));
                if negated {
                    chars.next();
                }
                let mut ranges = Vec::new();
                let mut first = true;
                loop {
                    let Some(c) = chars.next() else {
                        return Err(GlobError::UnclosedClass);
                    };
                    if c == ']' && !first {
                        break;
                    }
                    first = false;
                    let low = if c == '\\' {
                        chars.next().ok_or(GlobError::UnclosedClass)?
                    } else {
                        c
                    };
                    let mut lookahead = chars.clone();
                    let high = match (lookahead.next(), lookahead.next()) {
                        (Some('-'), Some(high)) if high != ']' => {
                            chars.next();
                            chars.next();
                            high
                        }
                        _ => low,
                    };
                    ranges.push((low, high));
                }
                Token::Class { negated, ranges }
            }
            other => Token::Char(other),
        };
        out.push(token);
    }
    Ok(out)
}

fn token_matches(token: &Token, c: char) -> bool {
    match token {
        Token::Char(expected) => *expected == c,
        Token::AnyChar => true,
        Token::Star => true,
        Token::Class { negated, ranges } => ranges.iter().any(|(lo, hi)| (*lo..=*hi).contains(&c)) != *negated,
    }
}

/// One segment against one path segment: the classic wildcard match that remembers
/// only the last `*`, so its cost is at most the product of the lengths. Returns the
/// answer and the steps it took.
fn match_segment(tokens: &[Token], text: &str) -> (bool, u64) {
    // Paths are ASCII nearly always: match their bytes where they are, without
    // copying the text into characters first.
    if text.is_ascii() {
        match_units(tokens, text.as_bytes())
    } else {
        match_units(tokens, &text.chars().collect::<Vec<char>>())
    }
}

fn match_units<T: Copy + Into<char>>(tokens: &[Token], text: &[T]) -> (bool, u64) {
    let (mut t, mut s) = (0usize, 0usize);
    let mut star: Option<(usize, usize)> = None;
    let mut steps = 1u64;
    while s < text.len() {
        steps += 1;
        match tokens.get(t) {
            Some(Token::Star) => {
                star = Some((t, s));
                t += 1;
            }
            Some(token) if token_matches(token, text[s].into()) => {
                t += 1;
                s += 1;
            }
            _ => match star {
                Some((star_t, star_s)) => {
                    t = star_t + 1;
                    s = star_s + 1;
                    star = Some((star_t, star_s + 1));
                }
                None => return (false, steps),
            },
        }
    }
    let rest = &tokens[t.min(tokens.len())..];
    (
        rest.iter().all(|token| *token == Token::Star),
        steps + rest.len() as u64,
    )
}

/// A skill's patterns: whether a path is in them, gitignore's last-match-wins.
pub fn any_matches(globs: &[Glob], path: &[&str], budget: &mut Budget) -> Option<bool> {
    let mut verdict = false;
    for glob in globs {
        if glob.negated == verdict && glob.matches(path, budget)? {
            verdict = !glob.negated;
        }
    }
    Some(verdict)
}

/// Why a touched path is not matched.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PathProblem {
    Empty,
    Absolute,
    ParentSegment,
    TooLong(usize),
    ControlCharacter,
}

/// Longest touched path considered, in bytes.
pub const MAX_TOUCHED_PATH_BYTES: usize = 4096;

impl std::fmt::Display for PathProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PathProblem::Empty => f.write_str("is empty"),
            PathProblem::Absolute => f.write_str("is absolute; paths are relative to the project root"),
            PathProblem::ParentSegment => f.write_str("has a `..` segment; it could name a file outside the project"),
            PathProblem::TooLong(bytes) => {
                write!(f, "is {bytes} bytes, over the {MAX_TOUCHED_PATH_BYTES}-byte limit")
            }
            PathProblem::ControlCharacter => f.write_str("holds a control character"),
        }
    }
}

/// A touched path as segments: relative, `/`-separated, `.` and empty segments
/// dropped; absolute paths, `..` and control characters refused.
pub fn touched_segments(path: &str) -> Result<Vec<&str>, PathProblem> {
    if path.len() > MAX_TOUCHED_PATH_BYTES {
        return Err(PathProblem::TooLong(path.len()));
    }
    if path.chars().any(char::is_control) {
        return Err(PathProblem::ControlCharacter);
    }
    let drive = path.len() >= 2 && path.as_bytes()[1] == b':' && path.as_bytes()[0].is_ascii_alphabetic();
    if path.starts_with('/') || path.starts_with('\\') || drive {
        return Err(PathProblem::Absolute);
    }
    let segments: Vec<&str> = path.split('/').filter(|s| !s.is_empty() && *s != ".").collect();
    if segments.contains(&"..") {
        return Err(PathProblem::ParentSegment);
    }
    if segments.is_empty() {
        return Err(PathProblem::Empty);
    }
    Ok(segments)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn matches(pattern: &str, path: &str) -> bool {
        let glob = Glob::new(pattern).unwrap();
        let segments = touched_segments(path).unwrap();
        any_matches(&[glob], &segments, &mut Budget::new(u64::MAX)).unwrap()
    }

    #[test]
    fn claude_codes_documented_patterns_match_as_gitignore_does() {
        assert!(matches("src/**/*.ts", "src/a.ts"));
        assert!(matches("src/**/*.ts", "src/app/deep/x.ts"));
        assert!(!matches("src/**/*.ts", "lib/src/a.ts"));
        assert!(!matches("src/**/*.ts", "src/a.tsx"));
        assert!(matches("*.md", "docs/guide/intro.md"));
        assert!(matches("*.md", "README.md"));
        assert!(matches("src/*.ts", "src/a.ts"));
        assert!(!matches("src/*.ts", "src/a/b.ts"));
        assert!(matches("/src/*.ts", "src/a.ts"));
        assert!(matches("**/test_*.py", "a/b/test_x.py"));
        assert!(matches("**/test_*.py", "test_x.py"));
    }

    #[test]
    fn a_directory_pattern_matches_what_is_inside_it() {
        assert!(matches("src", "src/a/b.ts"));
        assert!(matches("docs/", "docs/a.md"));
        assert!(!matches("docs/", "docs"), "a file named docs is not a directory");
        assert!(matches("packages/api", "packages/api/src/main.rs"));
        assert!(!matches("packages/api", "packages/apis/x"));
    }

    #[test]
    fn dotfiles_are_not_special() {
        assert!(matches("*.yml", ".github/workflows/ci.yml"));
        assert!(matches("*", ".env"));
        assert!(matches(".github/**", ".github/workflows/ci.yml"));
    }

    #[test]
    fn classes_escapes_and_question_marks() {
        assert!(matches("file[0-9].txt", "file7.txt"));
        assert!(!matches("file[!0-9].txt", "file7.txt"));
        assert!(matches("file[^0-9].txt", "filex.txt"));
        assert!(matches("a?c", "abc"));
        assert!(!matches("a?c", "a/c"));
        assert!(matches("\\*.md", "*.md"));
        assert!(!matches("\\*.md", "x.md"));
        assert!(matches("[]]x", "]x"));
    }

    #[test]
    fn the_last_matching_pattern_decides() {
        let globs = vec![Glob::new("src/**").unwrap(), Glob::new("!src/generated/**").unwrap()];
        let check = |path| any_matches(&globs, &touched_segments(path).unwrap(), &mut Budget::new(u64::MAX)).unwrap();
        assert!(check("src/a.ts"));
        assert!(!check("src/generated/x.ts"));
    }

    #[test]
    fn commas_split_outside_braces_and_braces_expand() {
        assert_eq!(split_commas("src/**/*.ts, lib/*.js,,"), vec!["src/**/*.ts", "lib/*.js"]);
        assert_eq!(split_commas("src/*.{ts,tsx}, a"), vec!["src/*.{ts,tsx}", "a"]);
        assert_eq!(expand_braces("src/*.{ts,tsx}").unwrap(), vec!["src/*.ts", "src/*.tsx"]);
        assert_eq!(
            expand_braces("{a,b}/{c,d{e,f}}").unwrap(),
            vec!["a/c", "a/de", "a/df", "b/c", "b/de", "b/df"]
        );
        assert_eq!(expand_braces("no{brace").unwrap(), vec!["no{brace"]);
        assert_eq!(expand_braces("{single}").unwrap(), vec!["{single}"]);
        let bomb = "{a,b}".repeat(10);
        assert_eq!(expand_braces(&bomb), None, "2^10 alternatives is over the cap");
    }

    #[test]
    fn bad_patterns_are_errors_not_panics() {
        assert_eq!(Glob::new("["), Err(GlobError::UnclosedClass));
        assert_eq!(Glob::new("a[b"), Err(GlobError::UnclosedClass));
        assert_eq!(Glob::new("[\\"), Err(GlobError::UnclosedClass));
        assert!(matches!(Glob::new(&"a".repeat(1_000_000)), Err(GlobError::TooLong(_))));
        assert_eq!(Glob::new(""), Err(GlobError::Empty));
        assert_eq!(Glob::new("/"), Err(GlobError::Empty));
        assert!(Glob::new("**").is_ok(), "every path");
        assert!(matches("**", "a/b"));
        assert!(Glob::new("\\").is_ok());
    }

    #[test]
    fn pathological_patterns_cost_at_most_the_budget() {
        let stars = Glob::new(&format!("{}*", "**/".repeat(100))).unwrap();
        let path: Vec<&str> = std::iter::repeat_n("a", 1000).collect();
        assert!(any_matches(&[stars], &path, &mut Budget::new(u64::MAX)).unwrap());
        let many = Glob::new(&format!("{}b", "*a".repeat(200))).unwrap();
        let text = "a".repeat(4000);
        // The first segment's match runs to its end and spends the budget; the next
        // one is not tried.
        let mut budget = Budget::new(1_000);
        assert_eq!(any_matches(&[many], &[text.as_str(), text.as_str()], &mut budget), None);
        assert!(budget.spent());
    }

    #[test]
    fn touched_paths_must_stay_in_the_project() {
        assert_eq!(touched_segments("./src//a.ts").unwrap(), vec!["src", "a.ts"]);
        assert_eq!(touched_segments("/etc/passwd"), Err(PathProblem::Absolute));
        assert_eq!(touched_segments("C:\\x"), Err(PathProblem::Absolute));
        assert_eq!(touched_segments("src/../../x"), Err(PathProblem::ParentSegment));
        assert_eq!(touched_segments(""), Err(PathProblem::Empty));
        assert_eq!(touched_segments("./"), Err(PathProblem::Empty));
        assert_eq!(touched_segments("a\nb"), Err(PathProblem::ControlCharacter));
        assert!(matches!(
            touched_segments(&"a".repeat(5000)),
            Err(PathProblem::TooLong(_))
        ));
    }
}
