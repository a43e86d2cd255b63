//! What every language's code can do to the world, in one place: read a file (a
//! secret?), write one (a file that runs again? another agent's settings?), send data
//! (where, and does a secret go with it?), and run code (was it fetched, decoded,
//! assembled?). The shell and the expression languages call these with the values
//! they folded.

use super::tables::{
    agent_config_kind, autorun_kind, collecting_host, is_local_env_file, is_official_registry, is_own_skill_path,
    is_package_config, secret_path_kind, split_url, vendor_matches,
};
use super::{Analyzer, Lang, Taint, Val};

/// Hosts whose own install scripts are piped into shells by their documentation: a
/// fetch from them and run is shown, not refused.
pub const VENDOR_INSTALLERS: &[&str] = &[
    "aka.ms",
    "aspire.dev",
    "sh.rustup.rs",
    "astral.sh",
    "get.docker.com",
    "bun.sh",
    "deno.land",
    "get.pnpm.io",
    "install.python-poetry.org",
    "cli.github.com",
    "brew.sh",
    "pyenv.run",
    "get.sdkman.io",
    "install.determinate.systems",
    "nixos.org",
    "sdk.cloud.google.com",
    "awscli.amazonaws.com",
    "claude.ai",
    "ollama.com",
    "fly.io",
    "vercel.com",
    "supabase.com",
    "railway.app",
    "deb.nodesource.com",
    "starship.rs",
    "get.volta.sh",
    "mise.run",
    "opencode.ai",
    "tailscale.com",
    "get.k3s.io",
    "pixi.sh",
    "scoop.sh",
    "sh.ziglang.org",
    "get.helm.sh",
    "cursor.com",
    "modular.com",
    "openclaw.ai",
    "fnm.vercel.app",
    "foundry.paradigm.xyz",
    "install.pulumi.com",
    "fluxcd.io",
    "dl.cloudsmith.io",
    "get.rvm.io",
    "cli.doppler.com",
    "get.acme.sh",
];

/// Whether `url` is a vendor's own installer (see [`VENDOR_INSTALLERS`]).
pub fn is_vendor_installer(url: &str) -> bool {
    // PowerShell's `irm bun.sh/install.ps1` names the host without a scheme.
    let with_scheme;
    let url = if url.contains("://") {
        url
    } else {
        with_scheme = format!("https://{url}");
        &with_scheme
    };
    let Some((host, path)) = split_url(url) else {
        return false;
    };
    let host = host.trim_start_matches("www.");
    let path = path.to_ascii_lowercase();
    VENDOR_INSTALLERS.iter().any(|v| host == *v || host.ends_with(&format!(".{v}")))
        || host == "raw.githubusercontent.com"
            && ["/homebrew/", "/nvm-sh/", "/pyenv/", "/rbenv/", "/helm/", "/ohmyzsh/", "/anthropics/", "/openai/"]
                .iter()
                .any(|p| path.starts_with(p))
        // A project's own installer, attached to its GitHub release.
        || host == "github.com" && path.split('/').nth(3) == Some("releases") && path.contains("install")
}

/// A file read: a secret when the path holds one (evidence, and the value carries
/// it), a project's own `.env` (a named credential), or nothing known.
pub fn read_path(a: &mut Analyzer, path: &Val, span: (usize, usize)) -> Val {
    // The skill's own file (`assets/.npmrc`, `templates/.env.example`), named relative
    // to the skill: what it ships, read as what it says, not the user's secret.
    let relative = !path.text.is_empty()
        && !path.text.starts_with(['~', '/', '$', '%', '.'])
        && !path.text.contains("..")
        && path.text.contains('/');
    if relative && let Some(text) = a.out.own_text(&path.text) {
        return Val::text(text);
    }
    // A loop variable is each of its items in turn: any of them may be a secret.
    let alternative = path
        .list
        .iter()
        .flatten()
        .take(64)
        .find(|item| secret_path_kind(&item.text).is_some())
        .cloned();
    let path = &match alternative {
        Some(item) if secret_path_kind(&path.text).is_none() => item,
        _ => path.clone(),
    };
    if let Some(kind) = secret_path_kind(&path.text) {
        let origin = a.emit(&format!("secret-read/{kind}"), span, path.text.clone(), None);
        return Val::unknown(format!("<{}>", path.text)).tainted(Taint::of(Taint::SECRET, origin));
    }
    if is_local_env_file(&path.text) {
        let origin = a.emit("secret-env", span, ".env".into(), None);
        let mut v = Val::unknown("<.env>").tainted(Taint::of(Taint::SECRET_ENV, origin));
        v.name = Some("ENV_FILE".into());
        return v;
    }
    // A file the skill ships is read as what it says.
    if let Some(text) = a.out.own_text(&path.text) {
        return Val::text(text);
    }
    Val::unknown(format!("<{}>", path.text)).tainted(Taint::of(
        path.taint.bits & (Taint::SECRET | Taint::PARAMS),
        path.taint.origin,
    ))
}

/// A file written: persistence when it runs again, another agent's configuration.
pub fn write_path(a: &mut Analyzer, path: &Val, content: &Val, append: bool, span: (usize, usize)) {
    // A loop over targets writes each of them: the one that matters is the target.
    let matters = |p: &str| autorun_kind(p).is_some() || agent_config_kind(p).is_some() && !is_own_skill_path(p);
    let p = if matters(&path.text) {
        path.text.clone()
    } else {
        path.list
            .iter()
            .flatten()
            .take(64)
            .map(|item| item.text.clone())
            .find(|item| matters(item))
            .unwrap_or_else(|| path.text.clone())
    };
    // What the skill writes is read by the pattern rules too (settings that approve
    // every tool, instructions planted in a rules file).
    if content.text.len() >= 12 && !content.bytes {
        let text = content.text.clone();
        a.derive(&text, "written to a file", span.0);
        // A script the code writes (`cat > ~/.x/watchdog <<'EOF'` with a `#!` line, a
        // `.py` written from a string) is code the skill ships without a file of its
        // own: it is read as that code.
        if let Some(lang) = super::lang_of_file(&path.text, text.as_bytes()) {
            a.nested(&text, lang, span.0);
        }
    }
    if let Some(kind) = autorun_kind(&p) {
        persist(
            a,
            kind,
            content,
            span,
            if append { "appends to it" } else { "writes it" },
        );
    }
    if is_package_config(&p) {
        package_source(a, &content.text, span, &p);
    }
    let own_folder = |path: &str| {
        let folder = path.rsplit('/').nth(1).unwrap_or("");
        !folder.is_empty()
            && (folder.eq_ignore_ascii_case(&a.out.skill_dir) || folder.eq_ignore_ascii_case(&a.out.skill_name))
    };
    if let Some(kind) = agent_config_kind(&p)
        && !is_own_skill_path(&p)
        && !(kind == "other-skill" && own_folder(&p))
    {
        // Instructions to another agent that persist a directive with somewhere to send,
        // fetch from or install from: a plant, whatever file it lands in. A file the
        // skill ships, copied in, is a template of such instructions and read as one
        // (guidelines say "always" and name hosts all the time).
        let shipped = content.exact
            && a.out
                .own_texts
                .iter()
                .any(|(_, own)| own.len() >= 12 && content.text.starts_with(own.as_str()));
        let plants = if shipped {
            planted_in_template(&content.text)
        } else {
            planted(&content.text)
        };
        let tag = if plants {
            "agent-config/planted".to_string()
        } else {
            format!("agent-config/{kind}")
        };
        a.emit(&tag, span, p, None);
    }
}

/// A package index set for every install after (`registry=`, `index-url`,
/// `--index-url`, `--registry`) to a host that is not an official one: evidence of a
/// changed package source, and of an insecure one when TLS checks are turned off for it
/// or the user's token is handed to it.
pub fn package_source(a: &mut Analyzer, text: &str, span: (usize, usize), place: &str) {
    let lower = text.to_ascii_lowercase();
    // Checks a package manager makes turned off: whatever the source, what it installs
    // is taken on trust (signatures, checksums, TLS, the checksum database).
    let squeezed: String = lower.chars().filter(|c| !c.is_whitespace()).collect();
    if let Some(marker) = VERIFICATION_OFF.iter().find(|m| squeezed.contains(*m)) {
        a.emit(
            "package-source/insecure",
            span,
            format!("{place}: verification off ({marker})"),
            None,
        );
        return;
    }
    let foreign: Vec<String> = lower
        .match_indices("http")
        .filter_map(|(at, _)| split_url(lower[at..].split_whitespace().next().unwrap_or("")))
        .map(|(host, _)| host)
        .filter(|host| !host.is_empty() && !is_official_registry(host) && !super::tables::is_local_host(host))
        .collect();
    let sets_index = [
        "registry",
        "index-url",
        "index_url",
        "extra-index-url",
        "--index",
        "mirror",
        "url =",
        "replace-with",
        "source add",
        "remote-add",
        "channels",
        "plugin add",
        "--git",
        "repositories",
        "tap ",
        "bucket add",
    ]
    .iter()
    .any(|k| lower.contains(k));
    let Some(host) = foreign.first().filter(|_| sets_index) else {
        return;
    };
    let insecure = [
        "strict-ssl=false",
        "strict-ssl = false",
        "strict-ssl false",
        "trusted-host",
        "allow-insecure-host",
        "enablestrictssl: false",
        "ssl_verify: false",
        "sslverify false",
        "--insecure",
        "_authtoken",
        "always-auth=true",
        // An extra index beside the official one: the higher version wins, whoever
        // published it (dependency confusion).
        "extra-index-url",
        // A source over plain HTTP: anyone on the path can swap the packages.
        "http://",
        // PowerShell: a repository trusted, so nothing asks before it installs.
        "-installationpolicy trusted",
    ]
    .iter()
    .any(|m| lower.contains(m));
    let tag = if insecure {
        "package-source/insecure"
    } else {
        "package-source/changed"
    };
    a.emit(tag, span, format!("{place}: {host}"), None);
}

/// What turns a package manager's verification off, as written without spaces and in
/// lower case: apt's unsigned repositories, yum's and dnf's, Nix's signatures, Go's
/// checksum database, Bundler's checksums, Cargo's revocation check, Helm's TLS.
const VERIFICATION_OFF: [&str; 25] = [
    "[trusted=yes",
    "trusted=yes]",
    "allow-insecure=yes",
    "--allow-unauthenticated",
    "allowunauthenticated\"true\"",
    "gpgcheck=0",
    "--nogpgcheck",
    "require-sigs=false",
    "gonosumdb=",
    "goinsecure=",
    "gosumdb=off",
    "gonosumcheck=1",
    "disable_checksum_validationtrue",
    "check-revoke=false",
    "--insecure-skip-tls-verify",
    // Flatpak's and Snap's signatures, Chocolatey's checksums, Composer's TLS, conda's
    // TLS, PowerShell's publisher check.
    "--no-gpg-verify",
    "--dangerous",
    "checksumfiles",
    "allowemptychecksums",
    "--ignore-checksums",
    "secure-httpfalse",
    "\"secure-http\":false",
    "ssl_verify:false",
    "ssl_verifyfalse",
    "-skippublishercheck",
];

/// Whether text written into an agent's instructions plants a standing directive
/// (`always`, `from now on`, `whenever`, `do not mention`) together with a place or a
/// command (a URL, a package index, an install, something to send or reveal), or one
/// that stops the agent asking the user (`without asking`, `disable confirmations`).
pub fn planted(text: &str) -> bool {
    planted_lowercase(&text.to_ascii_lowercase())
}

/// [`planted`] of text already in lowercase.
fn planted_lowercase(lower: &str) -> bool {
    let directive = [
        "always ",
        "never ",
        "from now on",
        "every session",
        "each session",
        "all future",
        "at the start of",
        "whenever",
        "before you",
        "instead of",
        "do not mention",
        "don't mention",
        "keep this",
        "every pr",
        "every response",
        "every reply",
        "every file",
        "every commit",
        "every iam",
        "every security group",
        "every http",
        "every new",
        "every future",
        "do not flag",
        "don't flag",
        "do not reopen",
        "do not call",
        "do not question",
        "keep it that way",
        "baseline requirement",
    ]
    .iter()
    .any(|d| lower.contains(d));
    let weakening = weakens(lower);
    let payload = [
        "http://",
        "https://",
        "--index-url",
        "--extra-index-url",
        "--registry",
        "curl ",
        "wget ",
        "npx ",
        "| sh",
        "| bash",
        "send ",
        "upload",
        "post ",
        "email ",
        "printenv",
        "`env`",
        " env output",
        "token",
        "secret",
        "password",
        "seed phrase",
        "private key",
        "<script",
    ]
    .iter()
    .any(|p| lower.contains(p));
    // A standing rule that takes the user out of the loop needs nothing more.
    let oversight = [
        "without asking",
        "without confirmation",
        "without confirming",
        "without approval",
        "disable all confirmations",
        "disable confirmations",
        "disable all prompts",
        "skip confirmation",
        "skip all confirmation",
        "never ask for confirmation",
        "never ask the user",
        "do not ask the user to confirm",
        "don't ask the user to confirm",
        "no need to ask",
        "do not ask for confirmation",
        "don't ask for confirmation",
        "auto-approve all",
        "approve all tool",
    ]
    .iter()
    .any(|o| lower.contains(o));
    oversight || directive && (payload || weakening)
}

/// Whether text (lowercase) takes a protection away: certificate checks, CSRF, MFA,
/// access from anywhere, another account's trust, a way to act as another user.
fn weakens(lower: &str) -> bool {
    let squeezed: String = lower.chars().filter(|c| !c.is_whitespace()).collect();
    [
        "verify=false",
        "rejectunauthorized:false",
        "node_tls_reject_unauthorized=0",
        "insecureskipverify:true",
        "insecureskipverify=true",
        "ssl_verify=false",
        "sslverify=false",
        "0.0.0.0/0",
        "sts:assumerole",
        "csrfprotectionisdisabled",
        "removecsrf",
        "disablecsrf",
        "impersonate",
        // An authentication check skipped on a header or a flag: a door left open.
        "skipauthentication",
        "bypassauthentication",
        "--no-verify",
        "disablemfa",
        "disable2fa",
        "blockpublicaclsoff",
        "blockpublicacls:false",
        "certificateverificationoff",
        "disabletlsverification",
        "disablecertificateverification",
        "\"chat.tools.autoapprove\":true",
        "\"chat.tools.global.autoapprove\":true",
    ]
    .iter()
    .any(|w| squeezed.contains(w))
}

/// [`planted`], read narrowly for a shipped copy of an agent's instructions (an
/// `AGENTS.md` of guidelines, a rules template): documentation of that kind names
/// hosts and says "always" all the time, so only a rule that takes the user out of
/// the loop, takes a protection away, or hides what it asks for counts.
pub fn planted_in_template(text: &str) -> bool {
    let lower = text.to_ascii_lowercase();
    let hidden = [
        "do not flag",
        "don't flag",
        "do not mention",
        "don't mention",
        "do not tell the user",
        "do not call them out",
        "do not call it out",
        "leave it out of",
        "leave them out of",
        "do not reopen",
        "without telling",
        "do not reveal",
        "never reveal",
        "do not list it in",
        "do not list them in",
        "don't list it in",
    ]
    .iter()
    .any(|h| lower.contains(h));
    // Instructions kept somewhere else, to be fetched and obeyed: whoever edits that
    // page steers every session after.
    let remote_rules = lower.contains("http")
        && [
            "fetch and follow",
            "download and follow",
            "and obey",
            "supersedes these",
            "overrides these",
        ]
        .iter()
        .any(|r| lower.contains(r));
    // Where packages come from, changed for every install after.
    let piped = |shell: &str| {
        lower.match_indices(shell).any(|(at, found)| {
            !lower[at + found.len()..]
                .chars()
                .next()
                .is_some_and(|c| c.is_ascii_alphanumeric())
        })
    };
    let elsewhere = ["--registry", "--index-url", "--extra-index-url", ":registry="]
        .iter()
        .any(|e| lower.contains(e))
        || piped("| sh")
        || piped("| bash")
        || piped("| iex");
    // "Do not add dependencies without asking the user" asks for the user: a phrase
    // counts only where nothing earlier in its sentence negates it.
    let oversight = TEMPLATE_OVERSIGHT.iter().any(|o| {
        lower.match_indices(o).any(|(at, _)| {
            // The clause before it, at most 60 bytes back (so a long text is not read
            // again for every match).
            let mut lo = at.saturating_sub(60);
            while !lower.is_char_boundary(lo) {
                lo += 1;
            }
            let start = lower[lo..at]
                .rfind(['.', '\n', ';', '!', '?', ',', ':'])
                .map_or(lo, |i| lo + i + 1);
            let clause = &lower[start..at];
            !super::tables::has_any(clause, &["do not ", "don't ", "never ", "must not ", "should not "])
                || super::tables::has_any(clause, &["hesitate", "stop ", "wait "])
        })
    });
    planted_lowercase(&lower) && (hidden || elsewhere || weakens(&lower)) || oversight || remote_rules
}

/// The phrases of [`planted`]'s oversight list that stand alone in a template: they
/// take the user out of every step, where "without confirmation" and the like also
/// describe one command's `--yes` in a guide.
const TEMPLATE_OVERSIGHT: [&str; 12] = [
    "without asking",
    "do not ask the user to confirm",
    "don't ask the user to confirm",
    "no need to ask",
    "disable all confirmations",
    "auto-approve all",
    "approve all tool",
    "never ask the user",
    "pre-approved all",
    "approve your own",
    "self-approve",
    "never wait for a confirmation",
];

/// Persistence, payload-bearing (`persist/KIND`) or running only what is local
/// (`persist-local/KIND`): a shell profile that only exports variables or extends
/// `PATH` is setup, not a foothold; a login item copied from a file the skill does not hold is one.
pub fn persist(a: &mut Analyzer, kind: &str, content: &Val, span: (usize, usize), what: &str) {
    let runnable = Val {
        text: runnable(kind, &content.text),
        ..content.clone()
    };
    // A launch agent, unit or autostart entry copied in from a file the skill does not
    // hold runs what no one has read.
    let copied = content
        .text
        .strip_prefix('<')
        .and_then(|t| t.strip_suffix('>'))
        .filter(|t| !t.is_empty() && !t.contains(['(', ' ', '<', '$', '{']));
    let unseen = !content.exact
        && matches!(kind, "launch-agent" | "systemd" | "autostart")
        && copied.is_some_and(|file| {
            let name = file.rsplit('/').next().unwrap_or(file).to_ascii_lowercase();
            !a.out.own_files.contains(&name)
        });
    let payload = kind == "authorized-keys" || unseen || carries_payload(a, &runnable);
    // What will run later is read now, as what it is (a reverse shell in a unit file
    // is a network shell, whenever it starts).
    if content.exact && !runnable.text.trim().is_empty() && kind != "authorized-keys" {
        let text = runnable.text.clone();
        let _ = a.nested(&text, Lang::Shell, span.0);
    }
    let tag = if payload {
        format!("persist/{kind}")
    } else {
        format!("persist-local/{kind}")
    };
    let shown: String = content.text.chars().take(120).collect();
    let detail = if shown.is_empty() {
        what.to_string()
    } else {
        format!("{what}: {shown}")
    };
    a.emit(&tag, span, detail, content.taint.origin);
}

/// Whether text bound for a file that runs again fetches, sends, decodes or opens a
/// shell: read as shell in a scratch analysis.
/// Whether a (lowercase) line is a prompt or environment tool's init hook piped to
/// `Invoke-Expression`.
fn is_tool_hook(line: &str) -> bool {
    let line = line.trim_start().trim_start_matches(['&', '(', ' ']);
    let tools = [
        "oh-my-posh ",
        "starship ",
        "zoxide ",
        "fnm ",
        "mise ",
        "atuin ",
        "direnv ",
        "thefuck ",
        "conda ",
        "rbenv ",
        "pyenv ",
        "nodenv ",
        "chezmoi ",
        "kubectl completion",
        "gh completion",
        "uv generate-shell-completion",
    ];
    tools.iter().any(|tool| line.starts_with(tool))
        && ["init", "env", "activate", "hook", "completion", "shell-hook"]
            .iter()
            .any(|verb| line.contains(verb))
        && !line.contains("http")
        && line.matches('|').count() <= 2
}

pub fn carries_payload(a: &mut Analyzer, content: &Val) -> bool {
    if content
        .taint
        .has(Taint::FETCHED | Taint::DECODED | Taint::COMPUTED | Taint::SECRET)
    {
        return true;
    }
    let text = content.text.as_str();
    // A prompt or environment tool's documented hook (`oh-my-posh init pwsh |
    // Invoke-Expression`, `starship init powershell | iex`) runs what a local tool
    // prints, as its own install guide says: not a mark of hiding.
    let lower: String = text
        .to_ascii_lowercase()
        .lines()
        .filter(|line| !is_tool_hook(line))
        .collect::<Vec<_>>()
        .join("\n");
    // Windows' and the shells' marks of something meant to run unseen.
    let unseen = [
        "/dev/tcp/",
        "-w hidden",
        "-windowstyle hidden",
        "-enc ",
        "-encodedcommand",
        "executionpolicy bypass",
        "-exec bypass",
        "-ep bypass",
        "frombase64string",
        "invoke-expression",
        "iex(",
        "iex ",
        "mshta",
        "regsvr32",
        "rundll32",
    ]
    .iter()
    .any(|m| lower.contains(m));
    if unseen || reverse_shell_text(text) {
        return true;
    }
    if text.is_empty() || a.depth + 1 >= super::MAX_DEPTH || setup_only(text) {
        return false;
    }
    let mut scratch = super::Findings::default();
    let mut inner = Analyzer {
        out: &mut scratch,
        place: a.place.clone(),
        text,
        depth: a.depth + 1,
        root: std::rc::Rc::clone(&a.root),
    };
    let _ = inner.run(Lang::Shell);
    scratch.evidence.iter().any(|e| {
        ["fetch", "egress/", "exec/", "network-shell", "secret-read/"]
            .iter()
            .any(|t| e.tag.starts_with(t))
    }) || text.contains("://") && !text.contains("localhost") && !text.contains("127.0.0.1")
}

/// What runs out of a file that runs again: a unit's `Exec…=` lines, a crontab's
/// commands, a launch agent's `ProgramArguments`, a desktop entry's `Exec=`; other
/// files are commands already.
pub fn runnable(kind: &str, text: &str) -> String {
    let lower_head: String = text.chars().take(400).collect::<String>().to_ascii_lowercase();
    if kind == "launch-agent" || lower_head.contains("<plist") {
        return plist_command(text);
    }
    if kind == "systemd"
        || kind == "autostart"
        || lower_head.contains("[service]")
        || lower_head.contains("[desktop entry]")
    {
        return text
            .lines()
            .filter_map(|l| {
                let t = l.trim_start();
                let (key, value) = t.split_once('=')?;
                key.starts_with("Exec")
                    .then(|| value.trim_start_matches(['-', '@', '+', '!']).to_string())
            })
            .collect::<Vec<_>>()
            .join("\n");
    }
    if kind == "cron" {
        return text
            .lines()
            .map(|l| {
                let t = l.trim();
                if t.starts_with('@') {
                    return t
                        .split_once(char::is_whitespace)
                        .map_or("", |(_, rest)| rest)
                        .to_string();
                }
                let fields: Vec<&str> = t.splitn(6, char::is_whitespace).collect();
                if fields.len() == 6
                    && fields[..5]
                        .iter()
                        .all(|f| f.chars().all(|c| c.is_ascii_digit() || "*/,-".contains(c)))
                {
                    fields[5].to_string()
                } else {
                    t.to_string()
                }
            })
            .collect::<Vec<_>>()
            .join("\n");
    }
    text.to_string()
}

/// A launch agent's `ProgramArguments` (or `Program`) as one shell line, each
/// argument quoted.
pub fn plist_command(text: &str) -> String {
    let Some(at) = text
        .find("ProgramArguments")
        .or_else(|| text.find("<key>Program</key>"))
    else {
        return String::new();
    };
    let rest = &text[at..];
    let end = rest
        .find("</array>")
        .unwrap_or_else(|| rest.find("</string>").map_or(rest.len(), |e| e + 9));
    let mut words = Vec::new();
    let mut scan = &rest[..end.min(rest.len())];
    while let Some(open) = scan.find("<string>") {
        let after = &scan[open + 8..];
        let Some(close) = after.find("</string>") else { break };
        let word = after[..close]
            .replace("&lt;", "<")
            .replace("&gt;", ">")
            .replace("&quot;", "\"")
            .replace("&amp;", "&");
        words.push(format!("'{}'", word.replace('\'', "'\\''")));
        scan = &after[close..];
    }
    words.join(" ")
}

/// Lines that only set up a shell: exports, `PATH`, aliases of local commands,
/// `source` of a local file, `eval "$(tool init …)"`.
pub fn setup_only(text: &str) -> bool {
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .all(|line| {
            let lower = line.to_ascii_lowercase();
            (lower.starts_with("export ") || lower.starts_with("set -gx ") || lower.starts_with("setenv "))
                && !lower.contains("$(")
                && !lower.contains('`')
                || lower.starts_with("alias ")
                    && !lower.contains("curl")
                    && !lower.contains("wget")
                    && !lower.contains('|')
                || (lower.starts_with("source ") || lower.starts_with(". "))
                    && !lower.contains("://")
                    && !lower.contains("<(")
                || lower.starts_with("eval \"$(")
                    && ["init", "hook", "env", "completion", "shellenv", "activate"]
                        .iter()
                        .any(|w| lower.contains(w))
                    && !lower.contains("curl")
                    && !lower.contains("wget")
                || lower.starts_with("path=")
                || lower.starts_with("fpath")
                || lower.starts_with("autoload ")
                || lower.starts_with("[ -f ") && lower.contains("] && source") && !lower.contains("://")
                || lower.starts_with("ulimit ")
                || lower.starts_with("umask ")
        })
}

/// Runs `code` in this process (`exec`, `eval`, `new Function`): as [`exec`], and when
/// what runs is neither written in the file nor a parameter, nor was fetched, decoded
/// or assembled (which `exec` reports), it is code the audit cannot read: a blob from a
/// data file, a number turned into text, a string built by a loop it did not fold.
pub fn exec_in_process(a: &mut Analyzer, code: &Val, lang: Lang, span: (usize, usize), what: &str) -> Val {
    let reported = exec_tag(a, code).is_some() || code.taint.has(Taint::PARAMS);
    // What a call the audit could not follow returned (a read, a conversion) shows as
    // `<…>`, `‹…›` or `…`; an input named by a free variable (`eval(user_input)` in a
    // reference) is not code hidden from the reader.
    // A file's text read by its path (`<path>`: one the skill does not ship, or the
    // audit would read it) run as code is a loader running a script, as `python path`.
    let a_file_read = code.text.starts_with('<') && code.text.ends_with('>') && !code.text.contains(['(', '…']);
    let from_a_call = code.text.contains(['<', '‹', '…']) && !a_file_read;
    if !code.exact && !reported && code.name.is_none() && from_a_call {
        let shown: String = code.text.chars().take(100).collect();
        a.emit("exec/opaque", span, format!("{what}: {shown}"), None);
    }
    exec(a, code, lang, span, what)
}

/// What running `code` shows: it was fetched (from a vendor's installer or not),
/// decoded, or assembled to spell what the file never spells; `None` otherwise.
fn exec_tag(a: &Analyzer, code: &Val) -> Option<&'static str> {
    let taint = code.taint;
    if taint.has(Taint::FETCHED) {
        let vendor = taint
            .origin
            .and_then(|i| a.out.evidence.get(i))
            .is_some_and(|e| e.tag == "fetch" && is_vendor_installer(&e.detail));
        Some(if vendor { "exec/fetched-vendor" } else { "exec/fetched" })
    } else if taint.has(Taint::DECODED) {
        Some("exec/decoded")
    } else if taint.has(Taint::COMPUTED) && (!code.exact || a.reveals(&code.text)) {
        // Assembled, and either unknown or spelling what the file never spells: hidden.
        Some("exec/computed")
    } else {
        None
    }
}

/// Runs `code` as `lang`: evidence when what runs was fetched, decoded or computed,
/// and the code itself read as a nested unit when its text is known.
pub fn exec(a: &mut Analyzer, code: &Val, lang: Lang, span: (usize, usize), what: &str) -> Val {
    let taint = code.taint;
    if taint.has(Taint::PARAMS) {
        a.out.param_sinks.push(super::ParamSink {
            params: taint.bits & Taint::PARAMS,
            kind: super::SinkKind::Exec(lang),
        });
    }
    if let Some(tag) = exec_tag(a, code) {
        let origin = if taint.has(Taint::FETCHED) { taint.origin } else { None };
        let shown: String = code.text.chars().take(100).collect();
        a.emit(tag, span, format!("{what}: {shown}"), origin);
    }
    if !code.text.is_empty() && (code.exact || code.text.len() > 8) {
        if taint.hidden() {
            let text = code.text.clone();
            a.derive(&text, "run", span.0);
        }
        let text = code.text.clone();
        return a.nested(&text, lang, span.0);
    }
    Val::default()
}

/// Data sent to `url`: evidence of the kind of place it goes (a collection point, a
/// URL carrying data, or any host), when it sends (`sends`), when the place collects
/// whatever reaches it, or when the URL itself was built from data.
pub fn egress(a: &mut Analyzer, url: &Val, sends: bool, span: (usize, usize)) -> Option<usize> {
    let (host, path) = split_url(&url.text).unwrap_or_default();
    let collecting = collecting_host(&host, &path);
    let url_carries =
        !url.exact && url.taint.has(Taint::SECRET | Taint::SECRET_ENV | Taint::COMPUTED) && url.text.contains('?')
            || !url.exact && url.taint.has(Taint::SECRET);
    if !(sends || collecting.is_some() || url_carries) {
        return None;
    }
    let kind = collecting.unwrap_or(if url_carries && !sends { "url-data" } else { "http" });
    a.emit(&format!("egress/{kind}"), span, url.text.clone(), None)
}

/// A secret reaching a place where data leaves: a flow, unless it is a credential
/// sent to its own vendor, or in a header to a host that is not a collection point.
pub fn flow(a: &mut Analyzer, value: &Val, egress: Option<usize>, host: &str, header: bool, span: (usize, usize)) {
    let taint = value.taint;
    if taint.has(Taint::PARAMS) && egress.is_some() {
        a.out.param_sinks.push(super::ParamSink {
            params: taint.bits & Taint::PARAMS,
            kind: super::SinkKind::Egress {
                egress,
                host: host.to_string(),
                header,
            },
        });
    }
    // What a fetch from a cloud's metadata credentials returned is a secret.
    let from_metadata = taint.has(Taint::FETCHED)
        && taint
            .origin
            .and_then(|i| a.out.evidence.get(i))
            .is_some_and(|e| e.tag == "fetch" && super::tables::is_cloud_credential_url(&e.detail));
    let taint = if from_metadata {
        Taint::of(taint.bits | Taint::SECRET, taint.origin)
    } else {
        taint
    };
    if !taint.has(Taint::SECRET | Taint::SECRET_ENV) || egress.is_none() {
        return;
    }
    // The sink's and the source's evidence: their tags and what they name.
    let tag_and_detail = |i: Option<usize>| {
        i.and_then(|i| a.out.evidence.get(i))
            .map(|e| (e.tag.clone(), e.detail.clone()))
            .unwrap_or_default()
    };
    let (sink_tag, shown) = tag_and_detail(egress);
    let origin = taint.origin;
    let (origin_tag, named) = tag_and_detail(origin);
    let sink_host = split_url(&shown).map(|(h, _)| h);
    let destination_host = sink_host.clone().unwrap_or_else(|| host.to_string());
    if super::tables::is_metadata_host(&destination_host) || super::tables::is_metadata_host(host) {
        return;
    }
    // The clipboard read and written back is a formatter, not a leak.
    if sink_tag == "egress/clipboard" && origin_tag == "clipboard-read" {
        return;
    }
    let host = if host.is_empty() {
        sink_host.unwrap_or_default()
    } else {
        host.to_string()
    };
    if !taint.has(Taint::SECRET) {
        // A secret that is itself the destination (`curl -X POST "$SLACK_WEBHOOK"`) is
        // the endpoint being used, not data sent to someone else.
        let destination = if host.is_empty() { shown.as_str() } else { host.as_str() };
        let destination = destination
            .trim_start_matches('$')
            .trim_start_matches('{')
            .trim_end_matches('}');
        if !destination.is_empty()
            && (destination.eq_ignore_ascii_case(&named)
                || value
                    .name
                    .as_deref()
                    .is_some_and(|n| destination.eq_ignore_ascii_case(n)))
        {
            return;
        }
        let collecting = collecting_host(&host, "").is_some()
            || [
                "egress/webhook",
                "egress/bot-api",
                "egress/paste",
                "egress/raw-ip",
                "egress/tunnel",
                "egress/oast",
                "egress/dns",
            ]
            .contains(&sink_tag.as_str());
        let vendor = !host.is_empty()
            && (vendor_matches(&named, &host) || value.name.as_deref().is_some_and(|n| vendor_matches(n, &host)));
        // A header carries a credential to where it is used, unless the credential names
        // a vendor the host is not (a GitHub token sent to someone else).
        let foreign_vendor = !vendor
            && (super::tables::vendor_of(&named).is_some()
                || value.name.as_deref().and_then(super::tables::vendor_of).is_some());
        // A bot API or webhook of the credential's own vendor (a Telegram bot token to
        // api.telegram.org) is where that credential is used.
        let own_collector = vendor && matches!(sink_tag.as_str(), "egress/bot-api" | "egress/webhook");
        if own_collector || !collecting && (vendor || header && !foreign_vendor) {
            return;
        }
    }
    let id = a.emit("flow/secret-egress", span, format!("{named} → {shown}"), origin);
    if let Some(id) = id
        && let Some(e) = a.out.evidence.get_mut(id)
    {
        e.sink = egress;
    }
}

/// Inline code in any language that opens a socket and hands it a shell.
pub fn reverse_shell_text(code: &str) -> bool {
    let lower = code.to_ascii_lowercase();
    let socket = [
        "socket",
        "tcpsocket",
        "fsockopen",
        "io::socket",
        "net.connect",
        "tcpclient",
        "/dev/tcp/",
        "createconnection",
    ]
    .iter()
    .any(|s| lower.contains(s));
    let shell = [
        "/bin/sh",
        "/bin/bash",
        "cmd.exe",
        "pty.spawn",
        "\"sh\"",
        "'sh'",
        "\"bash\"",
        "'bash'",
        "powershell",
        "exec(\"/bin",
    ]
    .iter()
    .any(|s| lower.contains(s));
    socket && shell
}
