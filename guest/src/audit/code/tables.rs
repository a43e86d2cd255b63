//! What names and places mean, as data: which paths hold secrets, which environment
//! variables are credentials, which hosts collect what is sent to them, and which
//! paths run again on their own (shell profiles, cron, launch agents) or steer another
//! agent (its settings, its memory). Every path is compared after [`normal_path`].

/// A path with the home folder written one way (`~`), `/` separators, lowercase.
pub fn normal_path(path: &str) -> String {
    let mut p = path
        .trim()
        .trim_matches(['"', '\'', '`'])
        .replace('\\', "/")
        .to_ascii_lowercase();
    for home in [
        "$home",
        "${home}",
        "%userprofile%",
        "$env:userprofile",
        "$env:home",
        "${env:userprofile}",
        "$profile_dir",
    ] {
        if let Some(rest) = p.strip_prefix(home) {
            p = format!("~{rest}");
        }
    }
    for prefix in ["/home/", "/users/", "c:/users/", "/root"] {
        if let Some(rest) = p.strip_prefix(prefix) {
            let rest = if prefix == "/root" {
                rest
            } else {
                rest.find('/').map_or("", |i| &rest[i..])
            };
            p = format!("~{rest}");
            break;
        }
    }
    while p.contains("//") {
        p = p.replace("//", "/");
    }
    p
}

/// The kind of secret a path holds, if it holds one: `ssh-key`, `cloud-credentials`,
/// `dev-credentials`, `agent-credentials`, `env-file`, `browser-data`, `wallet`,
/// `keychain`, `system-credentials`, `shell-history`.
pub fn secret_path_kind(path: &str) -> Option<&'static str> {
    let p = normal_path(path);
    // A folder named with its trailing slash (`~/.kube/`) is the folder.
    let p = if p.len() > 1 {
        p.trim_end_matches('/').to_string()
    } else {
        p
    };
    let name = p.rsplit('/').next().unwrap_or(&p);
    let has = |needle: &str| p.contains(needle);
    let public = name.ends_with(".pub");
    if !public
        && (has(".ssh/id_")
            || p.ends_with(".ssh")
            || p.ends_with(".ssh/")
            || has(".ssh/*")
            || has("ssh_host_") && has("_key"))
    {
        return Some("ssh-key");
    }
    if (name.starts_with("id_rsa")
        || name.starts_with("id_ed25519")
        || name.starts_with("id_ecdsa")
        || name == "id_dsa")
        && !name.ends_with(".pub")
    {
        return Some("ssh-key");
    }
    if has(".aws/credentials")
        || has(".aws/config")
        || p.ends_with(".aws")
        || has("gcloud/credentials")
        || has("gcloud/application_default_credentials")
        || has("gcloud/access_tokens")
        // A whole credentials folder holds every file in it.
        || p.ends_with(".config/gcloud")
        || p.ends_with(".config/gcloud/")
        || p.ends_with(".kube")
        || has("legacy_credentials")
        || has(".azure/")
        || p.ends_with(".azure")
        || has(".kube/config")
        || has("service-account") && name.ends_with(".json") && has("~")
    {
        return Some("cloud-credentials");
    }
    if has(".npmrc")
        || has(".pypirc")
        || has(".git-credentials")
        || has("gh/hosts.yml")
        || has(".docker/config.json")
        || has(".netrc")
        || has(".gnupg")
        || has(".cargo/credentials")
        || has(".terraform.d/credentials")
        || has(".vault-token")
        || has(".config/hub")
        || has(".gem/credentials")
        || has(".composer/auth.json")
        || has(".config/pip/pip.conf") && has("~")
        // Deploy CLIs' login tokens.
        || has("com.vercel.cli/auth.json")
        || has(".netlify/config.json")
        || has("netlify/config.json")
        || has(".fly/config.yml")
        || has("configstore/firebase-tools.json")
        || has(".supabase/access-token")
        || has("doctl/config.yaml")
        || has(".wrangler/config/default.toml")
        || has(".cursor/mcp.json")
        || has(".claude.json")
        // Database, storage and data-platform logins kept in the home folder.
        || has(".pgpass")
        || has(".my.cnf")
        || has(".mylogin.cnf")
        || has(".s3cfg")
        || has(".passwd-s3fs")
        || has("rclone/rclone.conf")
        || has(".databrickscfg")
        || has(".snowflake/connections")
        || has(".dbt/profiles.yml")
        || has(".kaggle/kaggle.json")
        || has("huggingface/token")
        || has(".pulumi/credentials")
        || has(".terraformrc")
        || has(".oci/config")
        || has("ngrok/ngrok.yml")
        || has(".ngrok2/ngrok.yml")
        || has(".m2/settings.xml")
        || has(".gradle/gradle.properties")
        || has(".password-store")
        || has("docker/.token_seed")
    {
        return Some("dev-credentials");
    }
    if has(".claude/.credentials")
        || has(".claude.json")
        || has(".codex/auth.json")
        || has(".config/openai")
        || has(".config/anthropic")
        || has(".openclaw/credentials")
        || has(".gemini/oauth")
        || has(".config/github-copilot")
    {
        return Some("agent-credentials");
    }
    if has("login data")
        || has("/cookies")
        || name == "cookies"
        || has("cookies.sqlite")
        || has("key4.db")
        || has("logins.json")
        || has("local state") && (has("chrome") || has("edge") || has("brave") || has("chromium"))
        || has("web data") && (has("chrome") || has("edge") || has("brave"))
        || has("/default/cookies")
        // Chat apps whose local storage holds the session token.
        || has("discord/local storage")
        || has("slack/cookies")
        || has("telegram desktop/tdata")
        || has("signal/config.json")
    {
        return Some("browser-data");
    }
    if has("wallet.dat")
        || has("/keystore")
        || has("exodus")
        || has("metamask")
        || has("nkbihfbeogaeaoehlefnkodbefgpgknn")
        || has("electrum/wallets")
        || p.ends_with(".electrum")
        || has("phantom")
        || has("solana/id.json")
        // The Solana CLI's folder, which holds its keypairs.
        || p.ends_with(".config/solana")
        || has(".bitcoin/")
        || has(".ethereum/")
        || has("atomic/local storage")
        || has("seed.txt")
        || has("mnemonic")
    {
        return Some("wallet");
    }
    if has("keychain") || has("login.keychain") || has("share/keyrings") {
        return Some("keychain");
    }
    if p == "/etc/shadow"
        || p == "/etc/sudoers"
        || has("/etc/shadow")
        // Windows' credential stores: DPAPI blobs, master keys, the vault, Git
        // Credential Manager's store.
        || has("microsoft/credentials")
        || has("microsoft/protect")
        || has("microsoft/vault")
        || has("gitcredentialmanager")
    {
        return Some("system-credentials");
    }
    if has(".bash_history") || has(".zsh_history") || has("consolehost_history") || has(".python_history") {
        return Some("shell-history");
    }
    // Another process's memory or environment: where a CI runner or a login keeps the
    // secrets it was handed (the tj-actions dump of `Runner.Worker`).
    if p.starts_with("/proc/") && matches!(name, "mem" | "environ") && !has("/proc/self/") {
        return Some("process-memory");
    }
    // A project's secrets file (`config/secrets.yml`, `.secrets.json`).
    if (name.contains("secret") || name == "credentials.json" || name == "client_secret.json")
        && [".yml", ".yaml", ".json", ".toml", ".env", ".ini", ".txt"]
            .iter()
            .any(|e| name.ends_with(e))
        && !name.contains("example")
        && !name.contains("template")
    {
        return Some("secrets-file");
    }
    if has("**/.env")
        || has("*/.env")
        || has("~/.env")
        || has("~/*/.env")
        || name.starts_with(".env.") && name != ".env.example"
    {
        return Some("env-file");
    }
    None
}

/// Whether a path names a project's own `.env` file (a weaker secret than a harvest:
/// loading the skill's own keys is common).
pub fn is_local_env_file(path: &str) -> bool {
    let p = normal_path(path);
    let name = p.rsplit('/').next().unwrap_or(&p);
    name == ".env" && !p.starts_with('~') && !p.contains('*')
}

/// Words that make an environment variable a credential.
/// (`SESSION` alone is not one: a session id names, it does not open.)
const SECRET_WORDS: [&str; 13] = [
    "TOKEN",
    "SECRET",
    "PASSWORD",
    "PASSWD",
    "API_KEY",
    "APIKEY",
    "ACCESS_KEY",
    "PRIVATE_KEY",
    "CREDENTIAL",
    "AUTH",
    "COOKIE",
    "PAT",
    "WEBHOOK",
];

/// Whether `url` asks a cloud's instance metadata service for credentials (an
/// instance role's keys, a service account's token), which a fetch then holds.
pub fn is_cloud_credential_url(url: &str) -> bool {
    let lower = url.to_ascii_lowercase();
    let rest = lower.split_once("://").map_or(lower.as_str(), |(_, r)| r);
    let (host, path) = rest.split_once('/').unwrap_or((rest, ""));
    let host = host.rsplit('@').next().unwrap_or(host);
    let host = host.split(':').next().unwrap_or(host).trim_matches(['[', ']']);
    match host {
        // ECS task credentials: every path there is a credential.
        "169.254.170.2" => true,
        // IMDSv2's session token only opens the metadata service itself.
        _ if path.contains("latest/api/token") => false,
        "169.254.169.254" | "metadata.google.internal" | "metadata" | "fd00" | "100.100.100.200" => [
            "security-credentials",
            "/token",
            "identity/oauth2",
            "service-accounts",
            "identity-credentials",
            "ram/security-credentials",
        ]
        .iter()
        .any(|p| path.contains(p.trim_start_matches('/')) || format!("/{path}").contains(p)),
        _ => false,
    }
}

/// Whether `host` is a cloud's instance metadata service (asking it with what it
/// gave is no leak).
pub fn is_metadata_host(host: &str) -> bool {
    matches!(
        host.trim_matches(['[', ']']).to_ascii_lowercase().as_str(),
        "169.254.169.254"
            | "169.254.170.2"
            | "metadata.google.internal"
            | "metadata"
            | "fd00:ec2::254"
            | "100.100.100.200"
    )
}

/// Package indexes the package managers use by default, and the vendors' own
/// (PyTorch's, NVIDIA's, Anaconda's, GitHub's).
pub fn is_official_registry(host: &str) -> bool {
    let host = host.to_ascii_lowercase();
    [
        "pypi.org",
        "files.pythonhosted.org",
        "test.pypi.org",
        "registry.npmjs.org",
        "registry.yarnpkg.com",
        "npm.pkg.github.com",
        "download.pytorch.org",
        "pypi.nvidia.com",
        "repo.anaconda.com",
        "conda.anaconda.org",
        "crates.io",
        "index.crates.io",
        "static.crates.io",
        "rubygems.org",
        "repo.maven.apache.org",
        "repo1.maven.org",
        "proxy.golang.org",
    ]
    .contains(&host.as_str())
}

/// Whether `path` is a package manager's configuration, where an index or registry
/// is set for every install after.
pub fn is_package_config(path: &str) -> bool {
    let p = normal_path(path);
    let name = p.rsplit('/').next().unwrap_or(&p);
    matches!(
        name,
        ".npmrc"
            | ".yarnrc"
            | ".yarnrc.yml"
            | "pip.conf"
            | "pip.ini"
            | "uv.toml"
            | ".condarc"
            | ".gemrc"
            | "bunfig.toml"
            | "nix.conf"
            | "composer.json"
            | "chocolatey.config"
            | "nuget.config"
    ) || p.ends_with(".cargo/config.toml")
        || p.ends_with(".bundle/config")
        || p.ends_with("go/env")
        || p.contains("/etc/yum.repos.d/")
        || p.ends_with(".cargo/config")
        || p.ends_with(".m2/settings.xml")
        || p.contains("/etc/apt/sources.list")
}

/// Whether the environment variable `name` holds a credential.
pub fn is_secret_env(name: &str) -> bool {
    let upper = name.to_ascii_uppercase();
    let upper = upper.trim_start_matches("ENV:");
    SECRET_WORDS.iter().any(|w| {
        if *w == "PAT" {
            upper.ends_with("_PAT") || upper == "PAT"
        } else {
            upper.contains(w)
        }
    }) || upper.ends_with("_KEY")
        // Connection strings carry their password.
        || upper.ends_with("_DSN")
        || matches!(upper, "DATABASE_URL" | "REDIS_URL" | "MONGO_URL" | "MONGODB_URI" | "MONGO_URI" | "AMQP_URL")
}

/// Vendors a credential's name may point at, with the names their hosts are registered
/// under (the label before the public suffix: `api.openai.com` is `openai`).
const VENDOR_ALIASES: [(&str, &[&str]); 16] = [
    ("gh", &["github", "githubusercontent", "ghcr"]),
    ("github", &["github", "githubusercontent", "ghcr"]),
    ("hf", &["huggingface", "hf"]),
    ("huggingface", &["huggingface", "hf"]),
    ("aws", &["amazonaws", "aws", "amazon"]),
    ("gcp", &["googleapis", "google", "googleusercontent"]),
    ("google", &["googleapis", "google", "googleusercontent"]),
    ("gemini", &["googleapis", "google"]),
    (
        "azure",
        &["azure", "microsoft", "windows", "microsoftonline", "azurewebsites"],
    ),
    ("openai", &["openai", "azure"]),
    ("anthropic", &["anthropic", "claude"]),
    ("claude", &["anthropic", "claude"]),
    ("slack", &["slack"]),
    ("npm", &["npmjs"]),
    ("ncbi", &["ncbi", "nih"]),
    ("stripe", &["stripe"]),
];

/// The name a host is registered under: the label before its public suffix
/// (`eutils.ncbi.nlm.nih.gov` is `nih`, `x.co.uk` is `x`), lowercase.
pub fn registered_name(host: &str) -> String {
    let host = host.to_ascii_lowercase();
    let labels: Vec<&str> = host
        .trim_end_matches('.')
        .split('.')
        .filter(|l| !l.is_empty())
        .collect();
    match labels.as_slice() {
        [] => String::new(),
        [only] => only.to_string(),
        [.., second, tld]
            if tld.len() == 2
                && matches!(
                    *second,
                    "co" | "com" | "org" | "net" | "gov" | "ac" | "edu" | "ne" | "or"
                )
                && labels.len() >= 3 =>
        {
            labels[labels.len() - 3].to_string()
        }
        [.., name, _] => name.to_string(),
    }
}

/// The vendor a credential's name names (`GITHUB_TOKEN`: `github`), when it names one
/// this table knows.
pub fn vendor_of(name: &str) -> Option<&'static str> {
    let lower = name.to_ascii_lowercase();
    lower.split(|c: char| !c.is_ascii_alphanumeric()).find_map(|word| {
        VENDOR_ALIASES
            .iter()
            .find(|(alias, _)| *alias == word)
            .map(|(alias, _)| *alias)
    })
}

/// Whether a credential named `name` belongs to `host` (`OPENAI_API_KEY` to
/// `api.openai.com`): sending a key to its own vendor is how it is used. The host's
/// registered name must be the vendor's (`ncbi-mirror.example.org` is not NCBI's).
pub fn vendor_matches(name: &str, host: &str) -> bool {
    let registered = registered_name(host);
    if registered.is_empty() {
        return false;
    }
    let lower = name.to_ascii_lowercase();
    let generic = [
        "api", "key", "token", "secret", "access", "auth", "password", "env", "the", "my", "id", "client", "bearer",
        "pat", "personal", "private", "url", "webhook", "bot", "app",
    ];
    lower
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|w| (w.len() >= 3 || VENDOR_ALIASES.iter().any(|(alias, _)| alias == w)) && !generic.contains(w))
        .any(|word| {
            registered == word
                || VENDOR_ALIASES
                    .iter()
                    .filter(|(alias, _)| *alias == word)
                    .any(|(_, hosts)| hosts.contains(&registered.as_str()))
        })
}

/// Where data sent to a host ends up: `webhook` (request catchers and chat
/// webhooks), `bot-api`, `paste`, `tunnel`, `raw-ip`, `oast`; `None` for a host of no
/// such kind.
pub fn collecting_host(host: &str, path: &str) -> Option<&'static str> {
    let h = host.to_ascii_lowercase();
    let p = path.to_ascii_lowercase();
    let ends = |suffix: &str| h == suffix || h.ends_with(&format!(".{suffix}"));
    if ends("webhook.site")
        || ends("requestbin.com")
        || ends("requestbin.net")
        || ends("pipedream.net")
        || ends("hookbin.com")
        || ends("beeceptor.com")
        || ends("requestcatcher.com")
        || ends("mockbin.org")
        || ends("postb.in")
        || ends("webhook.cool")
        || ends("hooks.zapier.com")
        || (ends("discord.com") || ends("discordapp.com")) && p.starts_with("/api/webhooks")
        || ends("hooks.slack.com")
        || ends("webhook.office.com")
        || ends("outlook.office.com") && p.contains("webhook")
    {
        return Some("webhook");
    }
    if ends("api.telegram.org") || h.starts_with("api.telegram") || ends("discord.com") && p.contains("/channels/") {
        return Some("bot-api");
    }
    if ends("interact.sh")
        || ends("oast.fun")
        || ends("oast.live")
        || ends("oast.site")
        || ends("oast.me")
        || ends("oast.pro")
        || ends("oastify.com")
        || ends("burpcollaborator.net")
        || ends("canarytokens.com")
        || ends("dnslog.cn")
        || ends("ceye.io")
    {
        return Some("oast");
    }
    if ends("pastebin.com")
        || ends("paste.ee")
        || ends("hastebin.com")
        || ends("transfer.sh")
        || ends("file.io")
        || ends("0x0.st")
        || ends("termbin.com")
        || ends("ix.io")
        || ends("dpaste.org")
        || ends("paste.rs")
        || ends("gofile.io")
        || ends("anonfiles.com")
        || ends("temp.sh")
        || ends("bashupload.com")
        || ends("catbox.moe")
        || ends("gist.githubusercontent.com") && p.contains("raw")
    {
        return Some("paste");
    }
    if ends("ngrok.io")
        || ends("ngrok-free.app")
        || ends("ngrok.app")
        || ends("ngrok.dev")
        || ends("trycloudflare.com")
        || ends("serveo.net")
        || ends("localtunnel.me")
        || ends("loca.lt")
        || ends("localhost.run")
        || ends("lhr.life")
        || ends("pinggy.io")
        || ends("bore.pub")
    {
        return Some("tunnel");
    }
    if is_raw_ip(&h) && !is_local_host(&h) {
        return Some("raw-ip");
    }
    None
}

/// A dotted IPv4 address or a bracketed IPv6 one.
pub fn is_raw_ip(host: &str) -> bool {
    let parts: Vec<&str> = host.split('.').collect();
    (parts.len() == 4
        && parts
            .iter()
            .all(|p| !p.is_empty() && p.len() <= 3 && p.bytes().all(|b| b.is_ascii_digit())))
        || (host.starts_with('[') && host.contains(':'))
}

/// Loopback, private and link-local addresses, and `localhost`: not the network out.
pub fn is_local_host(host: &str) -> bool {
    let h = host.trim_matches(['[', ']']).to_ascii_lowercase();
    if h == "localhost" || h.ends_with(".localhost") || h == "::1" || h == "0.0.0.0" || h.ends_with(".local") {
        return true;
    }
    let octets: Vec<u8> = h.split('.').filter_map(|p| p.parse().ok()).collect();
    matches!(
        octets.as_slice(),
        [127, ..] | [10, ..] | [192, 168, ..] | [169, 254, ..]
    ) || matches!(octets.as_slice(), [172, second, ..] if (16..=31).contains(second))
}

/// A host written as a placeholder for the reader to fill in (`<attacker-ip>`,
/// `LHOST`, `{host}`, `$IP`): a template, not a destination.
pub fn is_placeholder_host(host: &str) -> bool {
    let h = host.trim();
    let upper = h.to_ascii_uppercase();
    is_template_host(h)
        || [
            "LHOST",
            "RHOST",
            "ATTACKER",
            "YOUR_",
            "YOUR-",
            "X.X.X.X",
            "IP_ADDRESS",
            "LISTENER",
            "C2_",
            "HOST_IP",
            "YOURIP",
        ]
        .iter()
        .any(|p| upper.contains(p))
}

/// Whether `host`, as written, is a template's slot rather than a name: empty, made of
/// dots (`https://...`), bracketed or a variable (`<attacker-ip>`, `{host}`, `$HOST`),
/// or a name in capitals (`LHOST`).
pub fn is_template_host(host: &str) -> bool {
    let h = host.trim();
    h.chars().all(|c| c == '.')
        || h.contains(['<', '>', '{', '}', '$', '%'])
        || h.chars().all(|c| c.is_ascii_uppercase() || c == '_')
}

/// Whether data sent to `host` (lowercase) stays with the user or goes where users
/// choose to put their work: their own machine, a public forge, the cloud storage and
/// the deployment services people publish to. A host a skill names that is none of
/// these is the skill author's to read.
pub fn is_users_own_host(host: &str) -> bool {
    const OWN: [&str; 27] = [
        "localhost",
        "127.0.0.1",
        "0.0.0.0",
        "github.com",
        "githubusercontent.com",
        "gitlab.com",
        "codeberg.org",
        "bitbucket.org",
        "sr.ht",
        "dev.azure.com",
        "visualstudio.com",
        "huggingface.co",
        "amazonaws.com",
        "googleapis.com",
        "windows.net",
        "cloudflare.com",
        "cloudflarestorage.com",
        "vercel.com",
        // Vercel's deployment API (`…-deploy.vercel.sh`); its users' sites are `vercel.app`.
        "vercel.sh",
        "netlify.com",
        "fly.io",
        "render.com",
        "heroku.com",
        "openai.com",
        "anthropic.com",
        "pypi.org",
        "npmjs.org",
    ];
    OWN.iter().any(|own| host == *own || host.ends_with(&format!(".{own}")))
}

/// `scheme://host[:port]/path` split: `(host, path)`, lowercased host.
pub fn split_url(url: &str) -> Option<(String, String)> {
    let rest = url.split_once("://").map(|(_, rest)| rest)?;
    let end = rest.find(['/', '?', '#']).unwrap_or(rest.len());
    let authority = &rest[..end];
    let host_port = authority.rsplit('@').next().unwrap_or(authority);
    let host = if host_port.starts_with('[') {
        host_port.split(']').next().map(|h| format!("{h}]")).unwrap_or_default()
    } else {
        host_port.split(':').next().unwrap_or(host_port).to_string()
    };
    Some((host.to_ascii_lowercase(), rest[end..].to_string()))
}

/// The first `http(s)://…` URL in a text.
pub fn first_url(text: &str) -> Option<&str> {
    let start = text.find("http://").or_else(|| text.find("https://"))?;
    let rest = &text[start..];
    let end = rest
        .find(|c: char| c.is_whitespace() || matches!(c, '"' | '\'' | '`' | ')' | '>' | ';' | '|' | ','))
        .unwrap_or(rest.len());
    Some(&rest[..end])
}

/// The files a shell reads at every start (login or interactive), by name.
pub const SHELL_STARTUP_FILES: [&str; 9] = [
    ".bashrc",
    ".bash_profile",
    ".bash_login",
    ".profile",
    ".zshrc",
    ".zprofile",
    ".zshenv",
    ".zlogin",
    ".kshrc",
];

/// Files that run again on their own, by kind: `shell-rc`, `authorized-keys`,
/// `cron`, `launch-agent`, `systemd`, `autostart`, `git-hook`, `windows-startup`.
pub fn autorun_kind(path: &str) -> Option<&'static str> {
    let p = normal_path(path);
    let name = p.rsplit('/').next().unwrap_or(&p);
    if SHELL_STARTUP_FILES.contains(&name)
        || p.ends_with("fish/config.fish")
        || p == "/etc/profile"
        || p.starts_with("/etc/profile.d/")
        || p == "/etc/bash.bashrc"
        || p.contains("microsoft.powershell_profile.ps1")
        || p == "$profile"
    {
        return Some("shell-rc");
    }
    if name == "authorized_keys" || name == "authorized_keys2" {
        return Some("authorized-keys");
    }
    if p.starts_with("/etc/cron") || p.starts_with("/var/spool/cron") || name == "crontab" {
        return Some("cron");
    }
    if p.contains("library/launchagents") || p.contains("library/launchdaemons") {
        return Some("launch-agent");
    }
    if p.contains("systemd/user/")
        || p.contains("/etc/systemd/system/")
        || p.ends_with(".service") && p.contains("systemd")
    {
        return Some("systemd");
    }
    if p.contains(".config/autostart/") || p.contains("start menu/programs/startup") {
        return Some("autostart");
    }
    if p.contains(".git/hooks/") || p.contains("/.husky/") {
        return Some("git-hook");
    }
    None
}

/// Another agent's configuration or memory, by kind: `settings` (permissions,
/// hooks, MCP servers), `memory` (an agent's global instructions or identity),
/// `project-instructions` (a repository's `AGENTS.md`, `CLAUDE.md`, rules files),
/// `other-skill` (another skill's `SKILL.md`).
pub fn agent_config_kind(path: &str) -> Option<&'static str> {
    let p = normal_path(path);
    let name = p.rsplit('/').next().unwrap_or(&p);
    let agent_dir = [
        ".claude/",
        ".codex/",
        ".gemini/",
        ".cursor/",
        ".openclaw/",
        ".windsurf/",
        ".continue/",
        ".aider",
        ".roo/",
        ".kiro/",
        ".junie/",
        ".zed/",
    ]
    .iter()
    .any(|d| p.contains(d));
    // The project's own server list: a feature to write when asked, and each agent
    // asks before it loads one (approving them all is the permission bypass).
    if p == ".mcp.json" || p == "./.mcp.json" {
        return Some("project-mcp");
    }
    if matches!(
        name,
        "settings.json" | "settings.local.json" | "config.toml" | "mcp.json" | "openclaw.json" | "hooks.json"
    ) && agent_dir
        || name == "claude_desktop_config.json"
        || name == ".mcp.json"
        || p.contains(".vscode/mcp.json")
        || p.contains("cline_mcp_settings")
        // Windsurf, VS Code's user profile, Roo and Kiro keep MCP servers here.
        || name == "mcp_config.json" && p.contains("windsurf")
        || name == "mcp.json" && (p.contains("code/user/") || p.contains(".roo/") || p.contains(".kiro/"))
        // VS Code's and Zed's user settings: Copilot's instructions for every workspace,
        // Zed's agent permissions.
        || name == "settings.json" && (p.contains("code/user/") || p.contains(".config/zed/") || p.contains(".zed/"))
    {
        return Some("settings");
    }
    // OpenClaw's workspace files, named alone (written where the agent runs), in the
    // home folder, a workspace or an agent's folder; `notes/memory.md` in a project
    // folder of the skill's own is the skill's notes.
    let folder = p.rsplit_once('/').map_or("", |(f, _)| f);
    // An application's own folder under `~/.config` or `~/.local` (XDG) holds that
    // application's files, not an agent's workspace.
    let app_folder = p.starts_with("~/.config/") || p.starts_with("~/.local/");
    let workspace_place =
        folder.is_empty() || folder == "." || p.starts_with('~') && !app_folder || agent_dir || p.contains("workspace");
    if matches!(
        name,
        "soul.md" | "identity.md" | "heartbeat.md" | "memory.md" | "user.md"
    ) && workspace_place
        || (matches!(name, "claude.md" | "agents.md" | "gemini.md") && p.starts_with('~'))
        || p.contains(".openclaw/workspace/")
        || p.contains(".claude/memory")
        || p.contains(".codex/memories")
        // Cline's Memory Bank and the MCP memory server's knowledge graph: read as
        // ground truth at the start of every task or conversation.
        || p.contains("memory-bank/")
        || name == "memory.jsonl"
        || name == "memory.json" && (p.contains("mcp") || p.contains("memory"))
    {
        return Some("memory");
    }
    if matches!(
        name,
        "claude.md"
            | "agents.md"
            | "gemini.md"
            | ".cursorrules"
            | ".windsurfrules"
            | "copilot-instructions.md"
            | ".clinerules"
            | ".roorules"
            | ".goosehints"
            | "conventions.md"
            | "agent.md"
            | "claude.local.md"
            | "agents.override.md"
            | ".roomodes"
            | ".rules"
            | "guidelines.md" if p.contains(".junie/") || name != "guidelines.md"
    ) || p.contains(".cursor/rules/")
        || p.contains(".kiro/steering/")
        || p.contains(".roo/rules")
        || p.contains(".junie/")
        || p.contains(".github/prompts/")
        || p.contains(".clinerules/")
        || p.contains(".windsurf/rules/")
        || p.contains(".github/instructions/")
        // Continue's rules, and Windsurf's and Cline's global rules.
        || p.contains(".continue/rules/")
        || p.contains("windsurf/memories/")
        || p.contains("cline/rules/")
    {
        return Some("project-instructions");
    }
    // Another skill: `…/skills/NAME/SKILL.md` (a wildcard too); the folder name is
    // compared with the skill's own by the caller.
    if name == "skill.md" && p.contains("skills/") && p.split('/').rev().nth(1).is_some_and(|d| d != "skills") {
        return Some("other-skill");
    }
    None
}

/// Whether a path stays inside the skill's own folder (`./notes.md`,
/// `${CLAUDE_SKILL_DIR}/memory.md`, `{baseDir}/state.json`): a skill keeping its own
/// files is not writing another agent's.
pub fn is_own_skill_path(path: &str) -> bool {
    let p = path.trim().trim_matches(['"', '\'', '`']).to_ascii_lowercase();
    [
        "${claude_skill_dir}",
        "$claude_skill_dir",
        "{basedir}",
        "${skill_dir}",
        "$skill_dir",
        "{skill_dir}",
        "<skill-dir>",
        "$script_dir",
        "${script_dir}",
    ]
    .iter()
    .any(|prefix| p.starts_with(prefix))
        || p.contains("skill_dir")
        || p.starts_with("./") && !p.contains("..") && !p.contains(".claude") && !p.contains(".codex")
        // A bare file name is the skill's own, unless it is a name agents read from a
        // project's root (`.clinerules`, `.mcp.json`, `AGENTS.md`); a bare `MEMORY.md`
        // stays the skill's own memory.
        || (!p.starts_with('/') && !p.starts_with('~') && !p.starts_with('$') && !p.contains('/') && !p.contains(".."))
            && !matches!(
                agent_config_kind(&p),
                Some("settings" | "project-instructions" | "project-mcp")
            )
}

/// Whether `haystack` holds any of `needles`: one copy of the substring search for
/// every list of the code model (each inlined `contains` is a searcher of its own in the
/// component: about 10 KB for these lists).
#[inline(never)]
pub fn has_any(haystack: &str, needles: &[&str]) -> bool {
    needles.iter().any(|n| haystack.contains(n))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cloud_metadata_credential_urls_are_secrets_and_other_metadata_is_not() {
        assert!(is_cloud_credential_url(
            "http://169.254.169.254/latest/meta-data/iam/security-credentials/role"
        ));
        assert!(is_cloud_credential_url(
            "http://metadata.google.internal/computeMetadata/v1/instance/service-accounts/default/token"
        ));
        assert!(is_cloud_credential_url(
            "http://169.254.169.254/metadata/identity/oauth2/token?api-version=2018-02-01"
        ));
        assert!(!is_cloud_credential_url(
            "http://169.254.169.254/latest/meta-data/instance-id"
        ));
        assert!(!is_cloud_credential_url("https://api.example.com/token"));
    }

    #[test]
    fn secret_paths_are_recognised_however_home_is_written() {
        assert_eq!(secret_path_kind("~/.ssh/id_rsa"), Some("ssh-key"));
        assert_eq!(secret_path_kind("$HOME/.aws/credentials"), Some("cloud-credentials"));
        assert_eq!(secret_path_kind("C:\\Users\\bob\\.npmrc"), Some("dev-credentials"));
        assert_eq!(
            secret_path_kind("/home/x/.config/google-chrome/Default/Login Data"),
            Some("browser-data")
        );
        assert_eq!(secret_path_kind("~/.ssh/config"), None);
        assert_eq!(secret_path_kind("~/.ssh/id_rsa.pub"), None);
        assert_eq!(secret_path_kind("README.md"), None);
    }

    #[test]
    fn credentials_in_the_environment_and_their_vendors() {
        assert!(is_secret_env("GITHUB_TOKEN"));
        assert!(is_secret_env("AWS_SECRET_ACCESS_KEY"));
        assert!(!is_secret_env("HOME"));
        assert!(!is_secret_env("PATH"));
        assert!(vendor_matches("OPENAI_API_KEY", "api.openai.com"));
        assert!(vendor_matches("GH_TOKEN", "api.github.com"));
        assert!(vendor_matches("NCBI_API_KEY", "eutils.ncbi.nlm.nih.gov"));
        assert!(!vendor_matches("GITHUB_TOKEN", "collector.example.com"));
        assert!(!vendor_matches("API_KEY", "evil.example"));
    }

    #[test]
    fn hosts_that_collect_what_they_are_sent() {
        assert_eq!(collecting_host("webhook.site", "/abc"), Some("webhook"));
        assert_eq!(collecting_host("discord.com", "/api/webhooks/1/x"), Some("webhook"));
        assert_eq!(
            collecting_host("api.telegram.org", "/bot1:x/sendMessage"),
            Some("bot-api")
        );
        assert_eq!(collecting_host("203.0.113.5", "/"), Some("raw-ip"));
        assert_eq!(collecting_host("127.0.0.1", "/"), None);
        assert_eq!(collecting_host("api.github.com", "/"), None);
        assert!(is_placeholder_host("<attacker-ip>"));
        assert!(is_placeholder_host("LHOST"));
        assert!(!is_placeholder_host("203.0.113.5"));
    }

    #[test]
    fn autorun_and_agent_configuration_paths() {
        assert_eq!(autorun_kind("~/.bashrc"), Some("shell-rc"));
        assert_eq!(autorun_kind("$HOME/.ssh/authorized_keys"), Some("authorized-keys"));
        assert_eq!(autorun_kind("~/Library/LaunchAgents/com.x.plist"), Some("launch-agent"));
        assert_eq!(agent_config_kind("~/.claude/settings.json"), Some("settings"));
        assert_eq!(agent_config_kind("~/.claude/CLAUDE.md"), Some("memory"));
        assert_eq!(agent_config_kind("AGENTS.md"), Some("project-instructions"));
        assert_eq!(agent_config_kind("notes.md"), None);
        // An application's own XDG folder is not an agent's workspace; the home folder is.
        assert_eq!(agent_config_kind("~/.config/preference-memory/memory.md"), None);
        assert_eq!(agent_config_kind("~/MEMORY.md"), Some("memory"));
        assert_eq!(
            agent_config_kind("~/.config/openclaw/workspace/MEMORY.md"),
            Some("memory")
        );
        assert!(is_own_skill_path("${CLAUDE_SKILL_DIR}/memory.md"));
        assert!(is_own_skill_path("./state/notes.md"));
        assert!(!is_own_skill_path("~/.claude/CLAUDE.md"));
    }
}
