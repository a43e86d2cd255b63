//! POSIX shell (and bash) parsed far enough to see what runs: words with their quotes
//! removed and their pieces kept (literal text, `$VAR`, `$(…)`, `<(…)`), redirections
//! with their here-documents, simple commands, pipelines and the lists between them.
//! Compound commands are flattened: `if`, `for`, `while`, `case`, `{ … }` and
//! functions add no behaviour of their own, so their keywords separate commands and
//! their bodies are read as the commands they hold. A group in a pipeline (`( a; b ) |
//! c`) is kept as a group, since what it prints is what the next command reads.
//!
//! Never fails: unbalanced quotes end at the text's end, and nesting deeper than
//! [`MAX_NESTING`] is kept as text.

use std::borrow::Cow;

/// Deepest `$( $( … ) )` nesting parsed; deeper substitutions stay opaque text.
pub const MAX_NESTING: usize = 16;

/// One piece of a word.
#[derive(Clone, Debug, PartialEq)]
pub enum Piece<'a> {
    /// Text, quotes removed and escapes decoded.
    Lit(Cow<'a, str>),
    /// `$NAME`, `${NAME…}`: the name (modifiers dropped).
    Var(&'a str),
    /// `${NAME:-x}`, `${NAME-x}`, `${NAME:=x}`: the name and the text used when it is
    /// not set.
    Default(&'a str, &'a str),
    /// `$(…)` or `` `…` ``: the inner script and its offset in the text.
    Sub(&'a str, usize),
    /// `<(…)` or `>(…)`.
    ProcSub(&'a str, usize),
}

/// A word: its pieces, and where it stands.
#[derive(Clone, Debug, PartialEq)]
pub struct Word<'a> {
    pub pieces: Vec<Piece<'a>>,
    pub start: usize,
    pub end: usize,
    /// Any part of it was quoted (an empty quoted word is still a word).
    pub quoted: bool,
}

impl Word<'_> {
    /// The word's literal text, when it has no variable or substitution.
    pub fn literal(&self) -> Option<String> {
        let mut out = String::new();
        for piece in &self.pieces {
            match piece {
                Piece::Lit(text) => out.push_str(text),
                _ => return None,
            }
        }
        Some(out)
    }
}

/// A redirection: `>`, `>>`, `<`, `<<`, `<<<`, `>&`, `<&`, `&>`, `&>>`, `<>`.
#[derive(Clone, Debug, PartialEq)]
pub struct Redirect<'a> {
    pub op: &'static str,
    pub fd: Option<u32>,
    pub target: Word<'a>,
    /// A here-document's body, its offset, and whether it expands `$…`.
    pub heredoc: Option<(&'a str, usize, bool)>,
}

/// A stage of a pipeline.
#[derive(Clone, Debug, PartialEq)]
pub enum Stage<'a> {
    Simple(Command<'a>),
    /// `( … )` or `{ …; }` piped: its lists.
    Group(Vec<Pipeline<'a>>),
}

/// A simple command: `NAME=value … word … redirections`.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Command<'a> {
    pub assigns: Vec<(String, Word<'a>)>,
    pub words: Vec<Word<'a>>,
    pub redirects: Vec<Redirect<'a>>,
    pub start: usize,
    pub end: usize,
    /// `for NAME in WORDS`: the loop variable and its values.
    pub for_loop: Option<(String, Vec<Word<'a>>)>,
    /// `NAME=(A B C)`: an array and its items.
    pub arrays: Vec<(String, Vec<Word<'a>>)>,
}

/// Commands joined by `|`.
#[derive(Clone, Debug, PartialEq)]
pub struct Pipeline<'a> {
    pub stages: Vec<Stage<'a>>,
}

#[derive(Clone, Debug, PartialEq)]
enum Tok<'a> {
    Word(Word<'a>),
    /// `;`, `&`, `&&`, `||`, newline, `;;`, `(`, `)`, `{`, `}` (as reserved words),
    /// and keywords: all end a simple command.
    Sep(&'static str),
    Pipe,
    Redir(Redirect<'a>),
}

/// A shell script: its pipelines in order, and its comments.
#[derive(Default, Debug)]
pub struct Script<'a> {
    pub pipelines: Vec<Pipeline<'a>>,
    pub comments: Vec<(usize, &'a str)>,
}

const KEYWORDS: [&str; 16] = [
    "if", "then", "else", "elif", "fi", "do", "done", "while", "until", "case", "esac", "function", "select", "time",
    "!", "in",
];

/// Parses `text`; `base` is its offset in the file (so nested scripts keep places).
pub fn parse(text: &str, base: usize) -> Script<'_> {
    let mut lexer = Lexer {
        text,
        bytes: text.as_bytes(),
        pos: 0,
        base,
        tokens: Vec::new(),
        comments: Vec::new(),
        pending: Vec::new(),
    };
    lexer.run();
    let mut parser = Parser {
        tokens: lexer.tokens,
        at: 0,
    };
    let pipelines = parser.list(0);
    Script {
        pipelines,
        comments: lexer.comments,
    }
}

struct Lexer<'a> {
    text: &'a str,
    bytes: &'a [u8],
    pos: usize,
    base: usize,
    tokens: Vec<Tok<'a>>,
    comments: Vec<(usize, &'a str)>,
    /// Here-documents whose bodies start at the next newline: the token index of the
    /// redirection, its delimiter, whether `<<-`, and whether it expands.
    pending: Vec<(usize, String, bool)>,
}

fn is_meta(b: u8) -> bool {
    matches!(
        b,
        b' ' | b'\t' | b'\n' | b'\r' | b';' | b'&' | b'|' | b'<' | b'>' | b'(' | b')'
    )
}

impl<'a> Lexer<'a> {
    fn peek(&self, ahead: usize) -> u8 {
        self.bytes.get(self.pos + ahead).copied().unwrap_or(0)
    }

    fn run(&mut self) {
        while self.pos < self.bytes.len() {
            let b = self.bytes[self.pos];
            match b {
                b' ' | b'\t' | b'\r' => self.pos += 1,
                b'\\' if self.peek(1) == b'\n' => self.pos += 2,
                b'\n' => {
                    self.pos += 1;
                    self.tokens.push(Tok::Sep("\n"));
                    self.heredoc_bodies();
                }
                b'#' => {
                    let start = self.pos;
                    let end = memchr::memchr(b'\n', &self.bytes[start..]).map_or(self.bytes.len(), |i| start + i);
                    self.comments.push((self.base + start, &self.text[start..end]));
                    self.pos = end;
                }
                b';' => {
                    if self.peek(1) == b';' {
                        self.pos += 2;
                        self.tokens.push(Tok::Sep(";;"));
                    } else {
                        self.pos += 1;
                        self.tokens.push(Tok::Sep(";"));
                    }
                }
                b'&' if self.peek(1) == b'&' => {
                    self.pos += 2;
                    self.tokens.push(Tok::Sep("&&"));
                }
                b'&' if self.peek(1) == b'>' => self.redirect(None),
                b'&' => {
                    self.pos += 1;
                    self.tokens.push(Tok::Sep("&"));
                }
                b'|' if self.peek(1) == b'|' => {
                    self.pos += 2;
                    self.tokens.push(Tok::Sep("||"));
                }
                b'|' => {
                    self.pos += if self.peek(1) == b'&' { 2 } else { 1 };
                    self.tokens.push(Tok::Pipe);
                }
                b'(' => {
                    self.pos += 1;
                    self.tokens.push(Tok::Sep("("));
                }
                b')' => {
                    self.pos += 1;
                    self.tokens.push(Tok::Sep(")"));
                }
                b'<' | b'>' if self.peek(1) == b'(' => {
                    // Process substitution: a word of its own.
                    let start = self.pos;
                    let inner_start = self.pos + 2;
                    let end = matching_paren(self.bytes, inner_start);
                    self.pos = (end + 1).min(self.bytes.len());
                    let word = Word {
                        pieces: vec![Piece::ProcSub(
                            &self.text[inner_start..end.min(self.bytes.len())],
                            self.base + inner_start,
                        )],
                        start: self.base + start,
                        end: self.base + self.pos,
                        quoted: false,
                    };
                    self.tokens.push(Tok::Word(word));
                }
                b'<' | b'>' => self.redirect(None),
                _ => {
                    // A word; digits right before `<`/`>` are a file descriptor.
                    let start = self.pos;
                    let word = self.word();
                    if let Some(fd) = word
                        .literal()
                        .filter(|w| !w.is_empty() && w.bytes().all(|b| b.is_ascii_digit()))
                        && matches!(self.peek(0), b'<' | b'>')
                        && self.pos > start
                    {
                        self.redirect(fd.parse().ok());
                        continue;
                    }
                    if word.pieces.is_empty() && !word.quoted {
                        // Nothing lexed: step over the byte.
                        self.pos = self.pos.max(start + 1);
                        continue;
                    }
                    let reserved = word
                        .literal()
                        .filter(|w| !word.quoted && (KEYWORDS.contains(&w.as_str()) || w == "{" || w == "}"));
                    match reserved {
                        Some(w) if w == "{" => self.tokens.push(Tok::Sep("{")),
                        Some(w) if w == "}" => self.tokens.push(Tok::Sep("}")),
                        Some(w) if w == "case" && self.at_command_start() => {
                            // `case WORD in`: the word is tested, not run; patterns follow.
                            self.tokens.push(Tok::Sep("keyword"));
                            self.skip_case_head();
                        }
                        Some(_) if self.at_command_start() => self.tokens.push(Tok::Sep("keyword")),
                        _ => self.tokens.push(Tok::Word(word)),
                    }
                }
            }
        }
    }

    /// Skips `WORD in` after `case`, and each `pattern)` of its arms up to the
    /// commands (arms start after `in` and after every `;;`).
    fn skip_case_head(&mut self) {
        let rest = &self.text[self.pos..];
        if let Some(i) = rest.find(" in") {
            let after = self.pos + i + 3;
            if self.bytes.get(after).is_none_or(|b| b.is_ascii_whitespace()) {
                self.pos = after;
            }
        }
    }

    /// Whether the next word would start a command (a keyword there is one).
    fn at_command_start(&self) -> bool {
        matches!(self.tokens.last(), None | Some(Tok::Sep(_)) | Some(Tok::Pipe))
    }

    fn redirect(&mut self, fd: Option<u32>) {
        let rest = &self.bytes[self.pos..];
        let ops: [&'static str; 12] = ["&>>", "<<<", "<<-", "&>", ">>", "<<", ">&", "<&", "<>", ">|", ">", "<"];
        let op = ops
            .iter()
            .find(|op| rest.starts_with(op.as_bytes()))
            .copied()
            .unwrap_or(">");
        self.pos += op.len();
        while matches!(self.peek(0), b' ' | b'\t') {
            self.pos += 1;
        }
        let target = self.word();
        let op = match op {
            "<<-" => "<<",
            ">|" => ">",
            other => other,
        };
        let index = self.tokens.len();
        if op == "<<" {
            let delimiter = target
                .pieces
                .iter()
                .map(|p| match p {
                    Piece::Lit(t) => t.to_string(),
                    Piece::Var(name) | Piece::Default(name, _) => format!("${name}"),
                    _ => String::new(),
                })
                .collect::<String>();
            let strip_tabs = rest.starts_with(b"<<-");
            self.pending.push((index, delimiter, strip_tabs || !target.quoted));
            // Marker: whether to expand is `!quoted`; tabs stripping does not matter here.
            if let Some(last) = self.pending.last_mut() {
                last.2 = !target.quoted;
            }
        }
        self.tokens.push(Tok::Redir(Redirect {
            op,
            fd,
            target,
            heredoc: None,
        }));
    }

    /// Reads the bodies of the here-documents opened on the line just ended.
    fn heredoc_bodies(&mut self) {
        for (index, delimiter, expand) in std::mem::take(&mut self.pending) {
            let body_start = self.pos;
            let mut line_start = self.pos;
            let mut body_end = self.bytes.len();
            let mut next = self.bytes.len();
            while line_start < self.bytes.len() {
                let line_end =
                    memchr::memchr(b'\n', &self.bytes[line_start..]).map_or(self.bytes.len(), |i| line_start + i);
                let line = self.text[line_start..line_end]
                    .trim_start_matches('\t')
                    .trim_end_matches('\r');
                if line == delimiter {
                    body_end = line_start;
                    next = (line_end + 1).min(self.bytes.len());
                    break;
                }
                line_start = line_end + 1;
            }
            self.pos = next;
            if let Some(Tok::Redir(redirect)) = self.tokens.get_mut(index) {
                redirect.heredoc = Some((
                    &self.text[body_start..body_end.max(body_start)],
                    self.base + body_start,
                    expand,
                ));
            }
        }
    }

    fn word(&mut self) -> Word<'a> {
        let start = self.pos;
        let mut pieces: Vec<Piece<'a>> = Vec::new();
        let mut quoted = false;
        let mut lit = String::new();
        let mut lit_start = self.pos;
        let flush = |pieces: &mut Vec<Piece<'a>>, lit: &mut String| {
            if !lit.is_empty() {
                pieces.push(Piece::Lit(Cow::Owned(std::mem::take(lit))));
            }
        };
        while self.pos < self.bytes.len() {
            let b = self.bytes[self.pos];
            if is_meta(b) {
                break;
            }
            match b {
                b'\\' => {
                    let next = self.text[self.pos + 1..].chars().next();
                    match next {
                        Some('\n') => self.pos += 2,
                        Some(c) => {
                            lit.push(c);
                            self.pos += 1 + c.len_utf8();
                        }
                        None => self.pos += 1,
                    }
                }
                b'\'' => {
                    quoted = true;
                    let body_start = self.pos + 1;
                    let end =
                        memchr::memchr(b'\'', &self.bytes[body_start..]).map_or(self.bytes.len(), |i| body_start + i);
                    lit.push_str(&self.text[body_start..end]);
                    self.pos = (end + 1).min(self.bytes.len());
                }
                b'"' => {
                    quoted = true;
                    self.pos += 1;
                    self.double_quoted(&mut pieces, &mut lit);
                }
                b'$' if self.peek(1) == b'\'' => {
                    quoted = true;
                    self.pos += 2;
                    let decoded = self.ansi_c();
                    lit.push_str(&decoded);
                }
                b'$' | b'`' => {
                    flush(&mut pieces, &mut lit);
                    if let Some(piece) = self.dollar_or_backtick() {
                        pieces.push(piece);
                    } else {
                        lit.push('$');
                    }
                }
                _ => {
                    let c = self.text[self.pos..].chars().next().unwrap_or(' ');
                    lit.push(c);
                    self.pos += c.len_utf8();
                }
            }
            let _ = lit_start;
            lit_start = self.pos;
        }
        flush(&mut pieces, &mut lit);
        Word {
            pieces,
            start: self.base + start,
            end: self.base + self.pos,
            quoted,
        }
    }

    fn double_quoted(&mut self, pieces: &mut Vec<Piece<'a>>, lit: &mut String) {
        while self.pos < self.bytes.len() {
            match self.bytes[self.pos] {
                b'"' => {
                    self.pos += 1;
                    return;
                }
                b'\\' => {
                    let next = self.peek(1);
                    if matches!(next, b'"' | b'\\' | b'$' | b'`') {
                        lit.push(next as char);
                        self.pos += 2;
                    } else if next == b'\n' {
                        self.pos += 2;
                    } else {
                        lit.push('\\');
                        self.pos += 1;
                    }
                }
                b'$' | b'`' => {
                    if !lit.is_empty() {
                        pieces.push(Piece::Lit(Cow::Owned(std::mem::take(lit))));
                    }
                    match self.dollar_or_backtick() {
                        Some(piece) => pieces.push(piece),
                        None => lit.push('$'),
                    }
                }
                _ => {
                    let c = self.text[self.pos..].chars().next().unwrap_or(' ');
                    lit.push(c);
                    self.pos += c.len_utf8();
                }
            }
        }
    }

    /// `$NAME`, `${…}`, `$(…)`, `$((…))`, `` `…` ``; `None` for a lone `$` (consumed).
    fn dollar_or_backtick(&mut self) -> Option<Piece<'a>> {
        if self.bytes[self.pos] == b'`' {
            let inner_start = self.pos + 1;
            let mut end = inner_start;
            while end < self.bytes.len() && self.bytes[end] != b'`' {
                end += if self.bytes[end] == b'\\' { 2 } else { 1 };
            }
            let end = end.min(self.bytes.len());
            self.pos = (end + 1).min(self.bytes.len());
            return Some(Piece::Sub(&self.text[inner_start..end], self.base + inner_start));
        }
        match self.peek(1) {
            b'(' if self.peek(2) == b'(' => {
                // Arithmetic: no command runs. Scanning from the second `(` counts both,
                // so this is the offset of the closing `))`'s last `)`.
                let end = matching_paren(self.bytes, self.pos + 2);
                self.pos = (end + 1).min(self.bytes.len());
                Some(Piece::Lit(Cow::Borrowed("0")))
            }
            b'(' => {
                let inner_start = self.pos + 2;
                let end = matching_paren(self.bytes, inner_start);
                self.pos = (end + 1).min(self.bytes.len());
                Some(Piece::Sub(
                    &self.text[inner_start..end.min(self.bytes.len())],
                    self.base + inner_start,
                ))
            }
            b'{' => {
                let inner_start = self.pos + 2;
                let end = memchr::memchr(b'}', &self.bytes[inner_start.min(self.bytes.len())..])
                    .map_or(self.bytes.len(), |i| inner_start + i);
                let inner = &self.text[inner_start.min(end)..end];
                self.pos = (end + 1).min(self.bytes.len());
                // `${#NAME}`, `${!NAME}`: a length or an indirection, of NAME.
                let lead = inner.len() - inner.trim_start_matches(['#', '!']).len();
                let name_end = inner[lead..]
                    .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                    .map_or(inner.len(), |i| lead + i);
                let name = &inner[lead..name_end];
                let rest = &inner[name_end..];
                match [":-", ":=", "-", "="].iter().find_map(|op| rest.strip_prefix(op)) {
                    Some(default) if lead == 0 => Some(Piece::Default(name, default)),
                    _ => Some(Piece::Var(name)),
                }
            }
            b if b.is_ascii_alphabetic() || b == b'_' => {
                let name_start = self.pos + 1;
                let mut end = name_start;
                while end < self.bytes.len() && (self.bytes[end].is_ascii_alphanumeric() || self.bytes[end] == b'_') {
                    end += 1;
                }
                self.pos = end;
                Some(Piece::Var(&self.text[name_start..end]))
            }
            b if b.is_ascii_digit() || matches!(b, b'@' | b'*' | b'#' | b'?' | b'$' | b'!' | b'-') => {
                let name = &self.text[self.pos + 1..self.pos + 2];
                self.pos += 2;
                Some(Piece::Var(name))
            }
            _ => {
                self.pos += 1;
                None
            }
        }
    }

    /// `$'…'` with its C escapes decoded (the opening quote already consumed).
    fn ansi_c(&mut self) -> String {
        let mut out = String::new();
        while self.pos < self.bytes.len() {
            let b = self.bytes[self.pos];
            if b == b'\'' {
                self.pos += 1;
                break;
            }
            if b != b'\\' {
                let c = self.text[self.pos..].chars().next().unwrap_or(' ');
                out.push(c);
                self.pos += c.len_utf8();
                continue;
            }
            let e = self.peek(1);
            self.pos += 2;
            let hex = |text: &str, max: usize| -> (Option<u32>, usize) {
                let digits: String = text.chars().take(max).take_while(char::is_ascii_hexdigit).collect();
                (u32::from_str_radix(&digits, 16).ok(), digits.len())
            };
            match e {
                b'n' => out.push('\n'),
                b't' => out.push('\t'),
                b'r' => out.push('\r'),
                b'a' => out.push('\u{7}'),
                b'b' => out.push('\u{8}'),
                b'e' | b'E' => out.push('\u{1b}'),
                b'f' => out.push('\u{c}'),
                b'v' => out.push('\u{b}'),
                b'x' => {
                    let (value, used) = hex(self.text.get(self.pos..).unwrap_or(""), 2);
                    out.push(value.and_then(char::from_u32).unwrap_or('x'));
                    self.pos += used;
                }
                b'u' | b'U' => {
                    let (value, used) = hex(self.text.get(self.pos..).unwrap_or(""), if e == b'u' { 4 } else { 8 });
                    out.push(value.and_then(char::from_u32).unwrap_or('u'));
                    self.pos += used;
                }
                b'0'..=b'7' => {
                    let rest = self.text.get(self.pos - 1..).unwrap_or("");
                    let digits: String = rest.chars().take(3).take_while(|c| ('0'..='7').contains(c)).collect();
                    let value = u32::from_str_radix(&digits, 8).unwrap_or(0);
                    out.push(char::from_u32(value).unwrap_or('\u{fffd}'));
                    self.pos += digits.len().saturating_sub(1);
                }
                0 => {}
                other => out.push(other as char),
            }
        }
        out
    }
}

/// The offset of the `)` closing a parenthesis opened just before `start` (or the
/// text's end), skipping quoted text.
pub fn matching_paren(bytes: &[u8], start: usize) -> usize {
    let mut depth = 1usize;
    let mut i = start;
    while i < bytes.len() {
        match bytes[i] {
            b'\\' => i += 1,
            b'\'' => {
                i = memchr::memchr(b'\'', &bytes[i + 1..]).map_or(bytes.len(), |j| i + 1 + j);
            }
            b'"' => {
                let mut j = i + 1;
                while j < bytes.len() && bytes[j] != b'"' {
                    j += if bytes[j] == b'\\' { 2 } else { 1 };
                }
                i = j;
            }
            b'(' => depth += 1,
            b')' => {
                depth -= 1;
                if depth == 0 {
                    return i;
                }
            }
            _ => {}
        }
        i += 1;
    }
    bytes.len()
}

struct Parser<'a> {
    tokens: Vec<Tok<'a>>,
    at: usize,
}

impl<'a> Parser<'a> {
    /// Pipelines until the end (or a `)`/`}` closing a group at `depth` > 0).
    fn list(&mut self, depth: usize) -> Vec<Pipeline<'a>> {
        let mut out = Vec::new();
        while self.at < self.tokens.len() {
            if depth > 0 && matches!(self.tokens[self.at], Tok::Sep(")") | Tok::Sep("}")) {
                self.at += 1;
                return out;
            }
            match self.pipeline(depth) {
                Some(pipeline) => out.push(pipeline),
                None => self.at += 1,
            }
        }
        out
    }

    fn pipeline(&mut self, depth: usize) -> Option<Pipeline<'a>> {
        let mut stages = Vec::new();
        loop {
            match self.tokens.get(self.at) {
                Some(Tok::Sep("(")) | Some(Tok::Sep("{")) if depth < MAX_NESTING => {
                    self.at += 1;
                    let inner = self.list(depth + 1);
                    stages.push(Stage::Group(inner));
                    // Redirections after a group apply to it; keep them with an empty command.
                    let mut tail = Command::default();
                    while let Some(Tok::Redir(r)) = self.tokens.get(self.at) {
                        tail.redirects.push(r.clone());
                        self.at += 1;
                    }
                    if !tail.redirects.is_empty() {
                        stages.push(Stage::Simple(tail));
                    }
                }
                Some(Tok::Word(_)) | Some(Tok::Redir(_)) => stages.push(Stage::Simple(self.command())),
                _ => {}
            }
            if matches!(self.tokens.get(self.at), Some(Tok::Pipe)) {
                self.at += 1;
                continue;
            }
            break;
        }
        (!stages.is_empty()).then_some(Pipeline { stages })
    }

    fn command(&mut self) -> Command<'a> {
        let mut command = Command {
            start: usize::MAX,
            ..Command::default()
        };
        while let Some(token) = self.tokens.get(self.at) {
            match token {
                Tok::Word(word) => {
                    command.start = command.start.min(word.start);
                    command.end = command.end.max(word.end);
                    if command.words.is_empty()
                        && let Some((name, value)) = assignment(word)
                    {
                        if value.pieces.is_empty() && matches!(self.tokens.get(self.at + 1), Some(Tok::Sep("("))) {
                            // `NAME=(…)`: the items up to the closing parenthesis.
                            let mut items = Vec::new();
                            let mut at = self.at + 2;
                            while let Some(token) = self.tokens.get(at) {
                                match token {
                                    Tok::Word(item) => {
                                        command.end = command.end.max(item.end);
                                        items.push(item.clone());
                                    }
                                    Tok::Sep(")") => break,
                                    Tok::Sep("\n") => {}
                                    _ => break,
                                }
                                at += 1;
                            }
                            command.arrays.push((name, items));
                            self.at = at + 1;
                            continue;
                        }
                        command.assigns.push((name, value));
                    } else {
                        command.words.push(word.clone());
                    }
                    self.at += 1;
                }
                Tok::Redir(redirect) => {
                    command.start = command.start.min(redirect.target.start);
                    command.end = command.end.max(redirect.target.end);
                    command.redirects.push(redirect.clone());
                    self.at += 1;
                }
                _ => break,
            }
        }
        if command.start == usize::MAX {
            command.start = 0;
        }
        // `for NAME in A B C` (the keyword `for` lexes as a word: it is not in the list,
        // since `for` after a separator is the loop and elsewhere a word).
        if command.words.first().and_then(Word::literal).as_deref() == Some("for")
            && command.words.len() >= 2
            && let Some(name) = command.words[1].literal()
        {
            let values: Vec<Word<'a>> = command.words.iter().skip(3).cloned().collect();
            command.for_loop = Some((name, values));
            command.words.clear();
        }
        command
    }
}

/// `NAME=value` as an assignment (`NAME+=value` too).
fn assignment<'a>(word: &Word<'a>) -> Option<(String, Word<'a>)> {
    let Some(Piece::Lit(first)) = word.pieces.first() else {
        return None;
    };
    let eq = first.find('=')?;
    let name = first[..eq].trim_end_matches('+');
    if name.is_empty()
        || !name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_')
        || name.as_bytes()[0].is_ascii_digit()
    {
        return None;
    }
    let mut pieces = Vec::new();
    if eq + 1 < first.len() {
        pieces.push(Piece::Lit(Cow::Owned(first[eq + 1..].to_string())));
    }
    pieces.extend(word.pieces.iter().skip(1).cloned());
    Some((
        name.to_string(),
        Word {
            pieces,
            start: word.start,
            end: word.end,
            quoted: word.quoted,
        },
    ))
}
