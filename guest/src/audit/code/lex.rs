//! Tokens of Python, JavaScript/TypeScript and PowerShell: identifiers, numbers,
//! punctuation, and string literals with their escapes decoded and their interpolations
//! (`f"{x}"`, `` `${x}` ``, `"$x $(…)"`) lexed into holes. Comments are skipped but
//! their places kept, since a comment can address the model. Never fails: a byte no
//! rule expects becomes a one-character punctuation token, so binary input lexes in
//! linear time into noise the analysis ignores.

use std::borrow::Cow;

use super::Lang;

/// Deepest interpolation nesting lexed (`f"{f'{x}'}"` is two); deeper holes are
/// kept as text, so a file of nested templates cannot recurse without bound.
const MAX_HOLE_DEPTH: usize = 8;

/// One piece of a string literal.
#[derive(Clone, Debug, PartialEq)]
pub enum Part<'a> {
    /// Literal text, escapes decoded.
    Text(Cow<'a, str>),
    /// An interpolated expression, lexed.
    Hole(Vec<Token<'a>>),
}

/// A token's kind.
#[derive(Clone, Debug, PartialEq)]
pub enum Tok<'a> {
    /// A name or keyword (PowerShell: a command name such as `Invoke-WebRequest`).
    Ident(&'a str),
    /// A PowerShell variable (`$x`, `$env:HOME`), without the `$`.
    Var(&'a str),
    /// A PowerShell parameter or operator (`-Uri`, `-join`), lowercased, without `-`.
    Param(String),
    /// A string literal: its parts in order; `bytes` for Python's `b"…"`.
    Str {
        parts: Vec<Part<'a>>,
        bytes: bool,
    },
    Num(f64),
    /// Punctuation and operators.
    Punct(&'a str),
    /// A line break outside brackets matters to Python and PowerShell statements.
    Newline,
}

/// A token and where it stands (byte offsets in the lexed text).
#[derive(Clone, Debug, PartialEq)]
pub struct Token<'a> {
    pub tok: Tok<'a>,
    pub start: usize,
    pub end: usize,
}

/// What lexing one text gave.
#[derive(Default)]
pub struct Lexed<'a> {
    pub tokens: Vec<Token<'a>>,
    /// Each comment's text, with its offset.
    pub comments: Vec<(usize, &'a str)>,
}

const PUNCT3: [&str; 8] = ["===", "!==", "**=", "...", ">>>", "<<=", ">>=", "//="];
const PUNCT2: [&str; 26] = [
    "==", "!=", "<=", ">=", "**", "//", "->", "=>", "+=", "-=", "*=", "/=", "%=", "|=", "&=", "^=", ":=", "<<", ">>",
    "&&", "||", "??", "?.", "::", "++", "--",
];

fn is_ident_start(c: char) -> bool {
    c.is_alphabetic() || c == '_' || (c == '$')
}

fn is_ident_char(c: char) -> bool {
    c.is_alphanumeric() || c == '_' || c == '$'
}

struct Lexer<'a> {
    text: &'a str,
    bytes: &'a [u8],
    pos: usize,
    lang: Lang,
    depth: usize,
    out: Lexed<'a>,
    /// Open brackets: newlines inside them do not end a statement.
    open: usize,
    /// Of those, the braces: PowerShell's `{ … }` holds statements, one per line.
    braces: usize,
}

/// Lexes `text` as `lang` (not shell: see [`super::shell`]).
pub fn lex(text: &str, lang: Lang) -> Lexed<'_> {
    lex_at(text, lang, 0, 0)
}

/// Lexes `text` as `lang`, found at byte `base` of its unit: every token's offsets,
/// those inside string holes too, are the unit's.
pub fn lex_from(text: &str, lang: Lang, base: usize) -> Lexed<'_> {
    lex_at(text, lang, base, 0)
}

fn lex_at(text: &str, lang: Lang, base: usize, depth: usize) -> Lexed<'_> {
    let mut lexer = Lexer {
        text,
        bytes: text.as_bytes(),
        pos: 0,
        lang,
        depth,
        out: Lexed::default(),
        open: 0,
        braces: 0,
    };
    lexer.run();
    let mut out = lexer.out;
    if base > 0 {
        for token in &mut out.tokens {
            shift(token, base);
        }
        for comment in &mut out.comments {
            comment.0 += base;
        }
    }
    out
}

fn shift(token: &mut Token, by: usize) {
    token.start += by;
    token.end += by;
    if let Tok::Str { parts, .. } = &mut token.tok {
        for part in parts {
            if let Part::Hole(tokens) = part {
                for t in tokens {
                    shift(t, by);
                }
            }
        }
    }
}

impl<'a> Lexer<'a> {
    fn peek(&self, ahead: usize) -> u8 {
        self.bytes.get(self.pos + ahead).copied().unwrap_or(0)
    }

    fn push(&mut self, tok: Tok<'a>, start: usize) {
        self.out.tokens.push(Token {
            tok,
            start,
            end: self.pos,
        });
    }

    fn char_at(&self, pos: usize) -> Option<char> {
        self.text.get(pos..).and_then(|s| s.chars().next())
    }

    fn run(&mut self) {
        while self.pos < self.bytes.len() {
            let start = self.pos;
            let b = self.bytes[self.pos];
            match b {
                b'\n' => {
                    self.pos += 1;
                    // In PowerShell a script block's lines are statements.
                    let open = if self.lang == Lang::PowerShell {
                        self.open - self.braces.min(self.open)
                    } else {
                        self.open
                    };
                    if open == 0 && !matches!(self.out.tokens.last(), Some(Token { tok: Tok::Newline, .. })) {
                        self.push(Tok::Newline, start);
                    }
                }
                b' ' | b'\t' | b'\r' | 0x0c => self.pos += 1,
                b'\\' if self.peek(1) == b'\n' => self.pos += 2,
                // PowerShell's line continuation: a backtick at the end of a line.
                b'`' if self.lang == Lang::PowerShell
                    && (self.peek(1) == b'\n' || self.peek(1) == b'\r' && self.peek(2) == b'\n') =>
                {
                    self.pos += if self.peek(1) == b'\r' { 3 } else { 2 };
                }
                b'#' if matches!(self.lang, Lang::Python | Lang::PowerShell) => self.line_comment(),
                b'<' if self.lang == Lang::PowerShell && self.peek(1) == b'#' => self.block_comment("#>"),
                b'/' if self.lang == Lang::JavaScript && self.peek(1) == b'/' => self.line_comment(),
                b'/' if self.lang == Lang::JavaScript && self.peek(1) == b'*' => self.block_comment("*/"),
                b'/' if self.lang == Lang::JavaScript && self.regex_may_start() => self.regex_literal(),
                b'\'' | b'"' => self.string(start, ""),
                b'`' if self.lang == Lang::JavaScript => self.template(start),
                b'@' if self.lang == Lang::PowerShell && matches!(self.peek(1), b'\'' | b'"') => {
                    self.here_string(start)
                }
                b'$' if self.lang == Lang::PowerShell => self.ps_variable(start),
                b'-' if self.lang == Lang::PowerShell && self.ps_param_may_start() => self.ps_param(start),
                b'0'..=b'9' => self.number(start),
                b'.' if self.peek(1).is_ascii_digit() => self.number(start),
                _ => {
                    let Some(c) = self.char_at(self.pos) else {
                        self.pos += 1;
                        continue;
                    };
                    if is_ident_start(c) && !(c == '$' && self.lang != Lang::JavaScript) {
                        self.ident(start);
                    } else {
                        self.punct(start, c);
                    }
                }
            }
        }
    }

    fn line_comment(&mut self) {
        let start = self.pos;
        let end = memchr::memchr(b'\n', &self.bytes[start..]).map_or(self.bytes.len(), |i| start + i);
        self.out.comments.push((start, &self.text[start..end]));
        self.pos = end;
    }

    fn block_comment(&mut self, close: &str) {
        let start = self.pos;
        let end = self.text[start + 2..]
            .find(close)
            .map_or(self.bytes.len(), |i| start + 2 + i + close.len());
        self.out.comments.push((start, &self.text[start..end]));
        self.pos = end;
    }

    fn last_tok(&self) -> Option<&Tok<'a>> {
        self.out.tokens.last().map(|t| &t.tok)
    }

    /// A `/` starts a regular expression where an expression may start.
    fn regex_may_start(&self) -> bool {
        match self.last_tok() {
            None | Some(Tok::Newline) => true,
            Some(Tok::Num(_)) | Some(Tok::Str { .. }) => false,
            Some(Tok::Ident(word)) => matches!(
                *word,
                "return"
                    | "typeof"
                    | "case"
                    | "in"
                    | "of"
                    | "new"
                    | "delete"
                    | "void"
                    | "throw"
                    | "else"
                    | "do"
                    | "yield"
                    | "await"
            ),
            Some(Tok::Punct(p)) => !matches!(*p, ")" | "]" | "}"),
            _ => true,
        }
    }

    fn regex_literal(&mut self) {
        let start = self.pos;
        self.pos += 1;
        let mut in_class = false;
        while self.pos < self.bytes.len() {
            match self.bytes[self.pos] {
                b'\\' => self.pos += 2,
                b'[' => {
                    in_class = true;
                    self.pos += 1;
                }
                b']' => {
                    in_class = false;
                    self.pos += 1;
                }
                b'/' if !in_class => {
                    self.pos += 1;
                    break;
                }
                b'\n' => break,
                _ => self.pos += 1,
            }
        }
        while self.pos < self.bytes.len() && self.bytes[self.pos].is_ascii_alphabetic() {
            self.pos += 1;
        }
        self.pos = self.pos.min(self.bytes.len());
        // A regular expression is neither code nor data the analysis folds.
        self.push(Tok::Punct("/regex/"), start);
    }

    fn ps_param_may_start(&self) -> bool {
        let next = self.peek(1);
        if !next.is_ascii_alphabetic() {
            return false;
        }
        // `-join` after a value or a space; never inside `Verb-Noun` (lexed whole).
        self.pos == 0
            || matches!(
                self.bytes[self.pos - 1],
                b' ' | b'\t' | b'(' | b'\n' | b',' | b'{' | b'|' | b';' | b'='
            )
    }

    fn ps_param(&mut self, start: usize) {
        self.pos += 1;
        let word_start = self.pos;
        while self.pos < self.bytes.len()
            && (self.bytes[self.pos].is_ascii_alphanumeric() || self.bytes[self.pos] == b'_')
        {
            self.pos += 1;
        }
        let word = self.text[word_start..self.pos].to_ascii_lowercase();
        // `-Uri:$x` binds with a colon.
        if self.peek(0) == b':' {
            self.pos += 1;
        }
        self.push(Tok::Param(word), start);
    }

    fn ps_variable(&mut self, start: usize) {
        self.pos += 1;
        if self.peek(0) == b'{' {
            let end = self.text[self.pos..]
                .find('}')
                .map_or(self.bytes.len(), |i| self.pos + i);
            let name = &self.text[self.pos + 1..end.max(self.pos + 1)];
            self.pos = (end + 1).min(self.bytes.len());
            self.push(Tok::Var(name), start);
            return;
        }
        if self.peek(0) == b'(' {
            // `$(…)`: a subexpression; its parentheses are punctuation.
            self.push(Tok::Punct("$"), start);
            return;
        }
        let name_start = self.pos;
        while self.pos < self.bytes.len() {
            let b = self.bytes[self.pos];
            if b.is_ascii_alphanumeric() || b == b'_' || b == b'?' {
                self.pos += 1;
            } else if b == b':' && self.bytes.get(self.pos + 1).is_some_and(|n| n.is_ascii_alphabetic()) {
                // `$env:HOME`, `$script:x`
                self.pos += 1;
            } else {
                break;
            }
        }
        self.push(Tok::Var(&self.text[name_start..self.pos]), start);
    }

    fn number(&mut self, start: usize) {
        let rest = &self.bytes[self.pos..];
        let radix = match rest {
            [b'0', b'x' | b'X', ..] => 16,
            [b'0', b'o' | b'O', ..] => 8,
            [b'0', b'b' | b'B', ..] => 2,
            _ => 10,
        };
        if radix != 10 {
            self.pos += 2;
            let digits_start = self.pos;
            while self.pos < self.bytes.len()
                && (self.bytes[self.pos].is_ascii_hexdigit() || self.bytes[self.pos] == b'_')
            {
                self.pos += 1;
            }
            let digits: String = self.text[digits_start..self.pos]
                .chars()
                .filter(|c| *c != '_')
                .collect();
            let value = u64::from_str_radix(&digits, radix)
                .map(|v| v as f64)
                .unwrap_or(f64::NAN);
            self.skip_number_suffix();
            self.push(Tok::Num(value), start);
            return;
        }
        while self.pos < self.bytes.len()
            && (self.bytes[self.pos].is_ascii_digit()
                || self.bytes[self.pos] == b'_'
                || (self.bytes[self.pos] == b'.' && self.peek(1) != b'.'))
        {
            self.pos += 1;
        }
        if matches!(self.peek(0), b'e' | b'E') && (self.peek(1).is_ascii_digit() || matches!(self.peek(1), b'+' | b'-'))
        {
            self.pos += 2;
            while self.pos < self.bytes.len() && self.bytes[self.pos].is_ascii_digit() {
                self.pos += 1;
            }
        }
        let digits: String = self.text[start..self.pos].chars().filter(|c| *c != '_').collect();
        let value = digits.parse::<f64>().unwrap_or(f64::NAN);
        self.skip_number_suffix();
        self.push(Tok::Num(value), start);
    }

    fn skip_number_suffix(&mut self) {
        // `10n` (BigInt), `1L`, `5j`, `1kb` (PowerShell).
        while self.pos < self.bytes.len() && self.bytes[self.pos].is_ascii_alphabetic() {
            self.pos += 1;
        }
    }

    fn ident(&mut self, start: usize) {
        while let Some(c) = self.char_at(self.pos) {
            let joiner = self.lang == Lang::PowerShell
                && c == '-'
                && self.char_at(self.pos + 1).is_some_and(|n| n.is_ascii_alphabetic())
                && self.pos > start;
            if is_ident_char(c) || joiner {
                self.pos += c.len_utf8();
            } else {
                break;
            }
        }
        let word = &self.text[start..self.pos];
        // Python's string prefixes: r"", b"", f"", rb"", …
        if self.lang == Lang::Python
            && word.len() <= 2
            && word.chars().all(|c| "rRbBuUfF".contains(c))
            && matches!(self.peek(0), b'\'' | b'"')
        {
            self.string(start, word);
            return;
        }
        self.push(Tok::Ident(word), start);
    }

    fn punct(&mut self, start: usize, c: char) {
        let rest = &self.text[self.pos..];
        let op = PUNCT3
            .iter()
            .chain(PUNCT2.iter())
            .find(|op| rest.starts_with(**op))
            .map(|op| &self.text[self.pos..self.pos + op.len()]);
        let op = match op {
            Some(op) => op,
            None => &self.text[self.pos..self.pos + c.len_utf8()],
        };
        self.pos += op.len();
        match op {
            "(" | "[" => self.open += 1,
            ")" | "]" => self.open = self.open.saturating_sub(1),
            "{" => {
                self.open += 1;
                self.braces += 1;
            }
            "}" => {
                self.open = self.open.saturating_sub(1);
                self.braces = self.braces.saturating_sub(1);
            }
            _ => {}
        }
        self.push(Tok::Punct(op), start);
    }

    /// A quoted string (Python with `prefix`, JavaScript, PowerShell).
    fn string(&mut self, start: usize, prefix: &str) {
        let quote = self.bytes[self.pos];
        let triple = self.lang == Lang::Python && self.peek(1) == quote && self.peek(2) == quote;
        let open = if triple { 3 } else { 1 };
        self.pos += open;
        let lower = prefix.to_ascii_lowercase();
        let raw = lower.contains('r');
        let formatted = lower.contains('f');
        let bytes = lower.contains('b');
        let body_start = self.pos;
        // Find the end first, honouring escapes, then decode the body.
        let mut end = None;
        while self.pos < self.bytes.len() {
            let b = self.bytes[self.pos];
            if self.lang == Lang::PowerShell {
                if b == b'`' && quote == b'"' {
                    self.pos += 2;
                    continue;
                }
                if b == quote {
                    if self.peek(1) == quote {
                        self.pos += 2;
                        continue;
                    }
                    end = Some(self.pos);
                    self.pos += 1;
                    break;
                }
                self.pos += 1;
                continue;
            }
            if b == b'\\' {
                self.pos += 2;
                continue;
            }
            if b == quote && (!triple || (self.peek(1) == quote && self.peek(2) == quote)) {
                end = Some(self.pos);
                self.pos += open;
                break;
            }
            if b == b'\n' && !triple {
                // An unterminated string ends at its line.
                end = Some(self.pos);
                break;
            }
            self.pos += 1;
        }
        self.pos = self.pos.min(self.bytes.len());
        let body_end = end.unwrap_or(self.bytes.len()).max(body_start);
        let body = &self.text[body_start..body_end];
        let parts = match self.lang {
            Lang::PowerShell => self.ps_parts(body, body_start, quote == b'"'),
            _ if formatted => self.f_string_parts(body, body_start, raw),
            _ if raw => vec![Part::Text(Cow::Borrowed(body))],
            _ => vec![Part::Text(unescape(body, self.lang))],
        };
        self.push(Tok::Str { parts, bytes }, start);
    }

    fn here_string(&mut self, start: usize) {
        let quote = self.peek(1);
        let close = if quote == b'"' { "\n\"@" } else { "\n'@" };
        let body_start = self.pos + 2;
        let end = self.text[body_start..].find(close).map(|i| body_start + i);
        let body_end = end.unwrap_or(self.bytes.len());
        self.pos = end.map_or(self.bytes.len(), |e| e + close.len());
        let body = self.text[body_start..body_end].trim_start_matches(['\r', '\n']);
        let offset = body_end - body.len();
        let parts = self.ps_parts(body, offset, quote == b'"');
        self.push(Tok::Str { parts, bytes: false }, start);
    }

    fn template(&mut self, start: usize) {
        self.pos += 1;
        let mut parts = Vec::new();
        let mut text = String::new();
        let mut segment_start = self.pos;
        while self.pos < self.bytes.len() {
            match self.bytes[self.pos] {
                b'\\' => self.pos += 2,
                b'`' => break,
                b'$' if self.peek(1) == b'{' => {
                    text.push_str(&unescape(&self.text[segment_start..self.pos], Lang::JavaScript));
                    if !text.is_empty() {
                        parts.push(Part::Text(Cow::Owned(std::mem::take(&mut text))));
                    }
                    let hole_start = self.pos + 2;
                    let hole_end = matching_brace(self.bytes, hole_start);
                    parts.push(self.hole(hole_start, hole_end));
                    self.pos = (hole_end + 1).min(self.bytes.len());
                    segment_start = self.pos;
                }
                _ => self.pos += 1,
            }
        }
        let end = self.pos.min(self.bytes.len());
        text.push_str(&unescape(&self.text[segment_start.min(end)..end], Lang::JavaScript));
        if !text.is_empty() {
            parts.push(Part::Text(Cow::Owned(text)));
        }
        self.pos = (end + 1).min(self.bytes.len());
        self.push(Tok::Str { parts, bytes: false }, start);
    }

    fn hole(&self, start: usize, end: usize) -> Part<'a> {
        let end = end.min(self.bytes.len()).max(start.min(self.bytes.len()));
        let start = start.min(end);
        let source = &self.text[start..end];
        if self.depth >= MAX_HOLE_DEPTH {
            return Part::Text(Cow::Borrowed(source));
        }
        let lang = if self.lang == Lang::PowerShell {
            Lang::PowerShell
        } else {
            self.lang
        };
        Part::Hole(lex_at(source, lang, start, self.depth + 1).tokens)
    }

    fn f_string_parts(&self, body: &'a str, offset: usize, raw: bool) -> Vec<Part<'a>> {
        let bytes = body.as_bytes();
        let mut parts = Vec::new();
        let mut text = String::new();
        let mut i = 0;
        let mut segment = 0;
        while i < bytes.len() {
            match bytes[i] {
                b'{' if bytes.get(i + 1) == Some(&b'{') => {
                    text.push_str(&self.decode(&body[segment..i], raw));
                    text.push('{');
                    i += 2;
                    segment = i;
                }
                b'}' if bytes.get(i + 1) == Some(&b'}') => {
                    text.push_str(&self.decode(&body[segment..i], raw));
                    text.push('}');
                    i += 2;
                    segment = i;
                }
                b'{' => {
                    text.push_str(&self.decode(&body[segment..i], raw));
                    if !text.is_empty() {
                        parts.push(Part::Text(Cow::Owned(std::mem::take(&mut text))));
                    }
                    let end = matching_brace(bytes, i + 1);
                    // `{x!r:>10}`: the expression ends at a top-level `!` or `:`.
                    let inner = &body[i + 1..end.min(bytes.len())];
                    let cut = inner.find(['!', ':']).unwrap_or(inner.len());
                    parts.push(self.hole(offset + i + 1, offset + i + 1 + cut));
                    i = (end + 1).min(bytes.len());
                    segment = i;
                }
                _ => i += 1,
            }
        }
        text.push_str(&self.decode(&body[segment.min(bytes.len())..], raw));
        if !text.is_empty() {
            parts.push(Part::Text(Cow::Owned(text)));
        }
        parts
    }

    fn decode(&self, text: &'a str, raw: bool) -> Cow<'a, str> {
        if raw {
            Cow::Borrowed(text)
        } else {
            unescape(text, self.lang)
        }
    }

    /// A PowerShell string's parts: in double quotes, `$x` and `$(…)` are holes.
    fn ps_parts(&self, body: &'a str, offset: usize, expand: bool) -> Vec<Part<'a>> {
        if !expand {
            return vec![Part::Text(Cow::Owned(body.replace("''", "'")))];
        }
        let bytes = body.as_bytes();
        let mut parts = Vec::new();
        let mut text = String::new();
        let mut i = 0;
        while i < bytes.len() {
            match bytes[i] {
                b'`' if i + 1 < bytes.len() => {
                    let (c, used) = ps_escape(&body[i + 1..]);
                    text.push_str(&c);
                    i += 1 + used;
                }
                b'"' if bytes.get(i + 1) == Some(&b'"') => {
                    text.push('"');
                    i += 2;
                }
                b'$' if bytes.get(i + 1) == Some(&b'(') => {
                    if !text.is_empty() {
                        parts.push(Part::Text(Cow::Owned(std::mem::take(&mut text))));
                    }
                    let end = matching_paren(bytes, i + 2);
                    parts.push(self.hole(offset + i + 2, offset + end));
                    i = (end + 1).min(bytes.len());
                }
                b'$' if bytes
                    .get(i + 1)
                    .is_some_and(|b| b.is_ascii_alphabetic() || *b == b'{' || *b == b'_') =>
                {
                    if !text.is_empty() {
                        parts.push(Part::Text(Cow::Owned(std::mem::take(&mut text))));
                    }
                    let mut end = i + 1;
                    if bytes[end] == b'{' {
                        end = body[end..].find('}').map_or(bytes.len(), |j| end + j + 1);
                    } else {
                        while end < bytes.len()
                            && (bytes[end].is_ascii_alphanumeric()
                                || bytes[end] == b'_'
                                || (bytes[end] == b':' && bytes.get(end + 1).is_some_and(u8::is_ascii_alphabetic)))
                        {
                            end += 1;
                        }
                    }
                    parts.push(self.hole(offset + i, offset + end));
                    i = end;
                }
                _ => {
                    let c = body[i..].chars().next().unwrap_or(' ');
                    text.push(c);
                    i += c.len_utf8();
                }
            }
        }
        if !text.is_empty() {
            parts.push(Part::Text(Cow::Owned(text)));
        }
        parts
    }
}

/// The offset of the `}` closing a brace opened just before `start` (or the end).
fn matching_brace(bytes: &[u8], start: usize) -> usize {
    matching(bytes, start, b'{', b'}')
}

fn matching_paren(bytes: &[u8], start: usize) -> usize {
    matching(bytes, start, b'(', b')')
}

fn matching(bytes: &[u8], start: usize, open: u8, close: u8) -> usize {
    let mut depth = 1usize;
    let mut i = start;
    let mut quote: Option<u8> = None;
    while i < bytes.len() {
        let b = bytes[i];
        match quote {
            Some(q) => {
                if b == b'\\' {
                    i += 1;
                } else if b == q {
                    quote = None;
                }
            }
            None => {
                if b == b'\'' || b == b'"' || b == b'`' {
                    quote = Some(b);
                } else if b == open {
                    depth += 1;
                } else if b == close {
                    depth -= 1;
                    if depth == 0 {
                        return i;
                    }
                }
            }
        }
        i += 1;
    }
    bytes.len()
}

fn ps_escape(rest: &str) -> (String, usize) {
    let mut chars = rest.chars();
    let Some(c) = chars.next() else {
        return (String::new(), 0);
    };
    let out = match c {
        '0' => "\0".to_string(),
        'a' => "\u{7}".to_string(),
        'b' => "\u{8}".to_string(),
        'e' => "\u{1b}".to_string(),
        'f' => "\u{c}".to_string(),
        'n' => "\n".to_string(),
        'r' => "\r".to_string(),
        't' => "\t".to_string(),
        'v' => "\u{b}".to_string(),
        'u' if rest[1..].starts_with('{') => {
            let end = rest.find('}').unwrap_or(rest.len());
            let code = u32::from_str_radix(rest.get(2..end).unwrap_or(""), 16).ok();
            return (
                code.and_then(char::from_u32).map(String::from).unwrap_or_default(),
                end + 1,
            );
        }
        other => other.to_string(),
    };
    (out, c.len_utf8())
}

/// Decodes the escapes of a Python or JavaScript string body (`\n`, `\xhh`,
/// `\uhhhh`, `\u{…}`, `\Uhhhhhhhh`, octal), borrowing when there is none.
pub fn unescape(body: &str, lang: Lang) -> Cow<'_, str> {
    if !body.contains('\\') {
        return Cow::Borrowed(body);
    }
    let mut out = String::with_capacity(body.len());
    let mut chars = body.char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        let Some((_, e)) = chars.next() else {
            out.push('\\');
            break;
        };
        let hex = |from: usize, len: usize| -> Option<u32> {
            body.get(from..from + len).and_then(|h| u32::from_str_radix(h, 16).ok())
        };
        let skip = |chars: &mut std::iter::Peekable<std::str::CharIndices>, n: usize| {
            for _ in 0..n {
                chars.next();
            }
        };
        match e {
            'n' => out.push('\n'),
            't' => out.push('\t'),
            'r' => out.push('\r'),
            'b' => out.push('\u{8}'),
            'f' => out.push('\u{c}'),
            'v' => out.push('\u{b}'),
            'a' if lang == Lang::Python => out.push('\u{7}'),
            '\n' => {}
            'x' => match hex(i + 2, 2) {
                Some(v) => {
                    out.push(char::from_u32(v).unwrap_or('\u{fffd}'));
                    skip(&mut chars, 2);
                }
                None => out.push('x'),
            },
            'u' if lang == Lang::JavaScript && body[i + 2..].starts_with('{') => {
                let end = body[i + 2..].find('}').map_or(body.len(), |j| i + 2 + j);
                let code = body.get(i + 3..end).and_then(|h| u32::from_str_radix(h, 16).ok());
                out.push(code.and_then(char::from_u32).unwrap_or('\u{fffd}'));
                let count = body[i + 2..=end.min(body.len() - 1)].chars().count();
                skip(&mut chars, count);
            }
            'u' => match hex(i + 2, 4) {
                Some(v) => {
                    out.push(char::from_u32(v).unwrap_or('\u{fffd}'));
                    skip(&mut chars, 4);
                }
                None => out.push('u'),
            },
            'U' if lang == Lang::Python => match hex(i + 2, 8) {
                Some(v) => {
                    out.push(char::from_u32(v).unwrap_or('\u{fffd}'));
                    skip(&mut chars, 8);
                }
                None => out.push('U'),
            },
            '0'..='7' => {
                let digits: String = body[i + 1..]
                    .chars()
                    .take(3)
                    .take_while(|d| ('0'..='7').contains(d))
                    .collect();
                let v = u32::from_str_radix(&digits, 8).unwrap_or(0);
                out.push(char::from_u32(v).unwrap_or('\u{fffd}'));
                skip(&mut chars, digits.len() - 1);
            }
            other => {
                if lang == Lang::Python && !matches!(other, '\\' | '\'' | '"') {
                    // Python keeps unknown escapes as written.
                    out.push('\\');
                }
                out.push(other);
            }
        }
    }
    Cow::Owned(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn strings(text: &str, lang: Lang) -> Vec<String> {
        lex(text, lang)
            .tokens
            .into_iter()
            .filter_map(|t| match t.tok {
                Tok::Str { parts, .. } => Some(
                    parts
                        .into_iter()
                        .map(|p| match p {
                            Part::Text(t) => t.into_owned(),
                            Part::Hole(_) => "{}".into(),
                        })
                        .collect(),
                ),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn python_strings_decode_their_escapes_and_keep_raw_ones_raw() {
        assert_eq!(
            strings(r#"a = "\x63url" + r'\x63' + b'\x41' + '''x\ny'''"#, Lang::Python),
            vec!["curl", r"\x63", "A", "x\ny"]
        );
        assert_eq!(strings(r#"f"{home}/.ssh/{{id}}""#, Lang::Python), vec!["{}/.ssh/{id}"]);
    }

    #[test]
    fn comments_are_kept_apart_from_code() {
        let lexed = lex("x = 1  # AI: run this\ny = 2\n", Lang::Python);
        assert_eq!(lexed.comments.len(), 1);
        assert!(lexed.comments[0].1.contains("AI: run this"));
        let js = lex("/* hi */ const a = '//not'; // c\n", Lang::JavaScript);
        assert_eq!(js.comments.len(), 2);
        assert_eq!(strings("const a = '//not';", Lang::JavaScript), vec!["//not"]);
    }

    #[test]
    fn javascript_templates_and_regexes_lex() {
        assert_eq!(strings("`a${x + `b${y}`}c`", Lang::JavaScript), vec!["a{}c"]);
        let lexed = lex("s.replace(/a'b/g, '')", Lang::JavaScript);
        assert!(lexed.tokens.iter().any(|t| t.tok == Tok::Punct("/regex/")));
        assert_eq!(strings("'\\u0063\\u{75}rl'", Lang::JavaScript), vec!["curl"]);
    }

    #[test]
    fn powershell_variables_params_and_strings() {
        let lexed = lex(
            "$u = \"http://x/$($env:USER)\"; Invoke-WebRequest -Uri $u -Method Post",
            Lang::PowerShell,
        );
        let kinds: Vec<String> = lexed.tokens.iter().map(|t| format!("{:?}", t.tok)).collect();
        assert!(kinds.iter().any(|k| k == "Var(\"u\")"), "{kinds:?}");
        assert!(kinds.iter().any(|k| k == "Ident(\"Invoke-WebRequest\")"), "{kinds:?}");
        assert!(kinds.iter().any(|k| k == "Param(\"uri\")"), "{kinds:?}");
        assert_eq!(strings("'it''s' + \"a`tb\"", Lang::PowerShell), vec!["it's", "a\tb"]);
    }

    #[test]
    fn binary_and_unterminated_input_lexes_without_panicking() {
        let noise: Vec<u8> = (0..4096u32).map(|i| (i.wrapping_mul(2654435761) >> 13) as u8).collect();
        let text = String::from_utf8_lossy(&noise);
        for lang in [Lang::Python, Lang::JavaScript, Lang::PowerShell] {
            lex(&text, lang);
            lex("'unterminated \\", lang);
            lex("`${", lang);
            lex("f'{", lang);
            lex("\"$(", lang);
            lex("@\"", lang);
        }
    }
}
