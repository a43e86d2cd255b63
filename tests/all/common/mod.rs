//! Fixtures shared by the integration tests: one compiled component per test
//! process, and temporary skill trees built in the test itself.
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

pub use skills_host::*;

pub mod corpus;
pub mod nginx;

/// The host, compiled once per test process. The precompiled artifact is cached in
/// cargo's per-target temp dir, so later test binaries deserialize instead of compile.
pub fn host() -> &'static Host {
    static HOST: OnceLock<Host> = OnceLock::new();
    HOST.get_or_init(|| {
        Host::new(HostOptions {
            cache_dir: Some(PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("component-cache")),
            ..HostOptions::default()
        })
        .expect("component loads")
    })
}

/// The default policy without the built-in skill, so fixtures see only their own skills.
pub fn policy() -> Policy {
    let mut policy = host().default_policy().expect("default policy");
    policy.include_builtins = false;
    policy
}

pub fn session(roots: Vec<RootDir>) -> Session {
    host().session(roots, policy())
}

pub fn session_with(roots: Vec<RootDir>, change: impl FnOnce(&mut Policy)) -> Session {
    let mut policy = policy();
    change(&mut policy);
    host().session(roots, policy)
}

/// A temporary directory tree.
pub struct Tree {
    dir: tempfile::TempDir,
}

impl Tree {
    pub fn new() -> Tree {
        Tree {
            dir: tempfile::tempdir().expect("temp dir"),
        }
    }

    pub fn path(&self) -> &Path {
        self.dir.path()
    }

    /// Canonical host path of `rel`, as locations show it.
    pub fn label(&self, rel: &str) -> String {
        let base = std::fs::canonicalize(self.path()).expect("canonical temp dir");
        if rel.is_empty() {
            base.display().to_string()
        } else {
            format!("{}/{rel}", base.display())
        }
    }

    pub fn write(&self, rel: &str, content: impl AsRef<[u8]>) -> PathBuf {
        let path = self.path().join(rel);
        std::fs::create_dir_all(path.parent().expect("has parent")).expect("mkdir");
        std::fs::write(&path, content).expect("write");
        path
    }

    /// `<rel_dir>/SKILL.md` with the given name, description and body.
    pub fn skill(&self, rel_dir: &str, name: &str, description: &str, body: &str) -> PathBuf {
        self.write(&format!("{rel_dir}/SKILL.md"), skill_md(name, description, body))
    }

    pub fn mkdir(&self, rel: &str) -> PathBuf {
        let path = self.path().join(rel);
        std::fs::create_dir_all(&path).expect("mkdir");
        path
    }

    pub fn symlink(&self, target: impl AsRef<Path>, rel: &str) {
        let link = self.path().join(rel);
        std::fs::create_dir_all(link.parent().expect("has parent")).expect("mkdir");
        std::os::unix::fs::symlink(target, link).expect("symlink");
    }

    pub fn root(&self, rel: &str, scope: Scope) -> RootDir {
        RootDir::new(self.path().join(rel), scope)
    }
}

pub fn skill_md(name: &str, description: &str, body: &str) -> String {
    format!("---\nname: {name}\ndescription: {description}\n---\n{body}")
}

/// Makes a FIFO at `path` (a `SKILL.md` or bundled file that would block a reader).
pub fn make_fifo(path: &Path) {
    let made = std::process::Command::new("mkfifo")
        .arg(path)
        .status()
        .expect("mkfifo runs");
    assert!(made.success(), "mkfifo {}", path.display());
}

pub fn codes(diagnostics: &[Diagnostic]) -> Vec<&str> {
    diagnostics.iter().map(|d| d.code.as_str()).collect()
}

pub fn names(skills: &[Skill]) -> Vec<&str> {
    skills.iter().map(|s| s.name.as_str()).collect()
}

pub fn activate_ok(session: &mut Session, name: &str, invoker: Invoker, arguments: &str) -> Activation {
    session
        .activate(name, invoker, arguments)
        .expect("call completes")
        .unwrap_or_else(|e| panic!("activation of {name} failed: {}", describe(&e)))
}

/// Runs the `skills` binary in `cwd` with `home` as `$HOME` (so the user config is
/// `home/.config/agentskills/config.toml`) and nothing else of this machine's setup.
pub fn skills_cli(home: &Path, cwd: &Path, args: &[&str]) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_skills"))
        .args(args)
        .current_dir(cwd)
        .env("HOME", home)
        .env_remove("XDG_CONFIG_HOME")
        .env_remove("XDG_STATE_HOME")
        .env_remove("CODEX_HOME")
        .env(
            "SKILLS_CACHE_DIR",
            PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("cli-cache"),
        )
        .output()
        .expect("skills runs")
}

/// The cells of a table row the CLI printed: columns are two or more spaces apart.
pub fn columns(line: &str) -> Vec<&str> {
    line.split("  ").map(str::trim).filter(|c| !c.is_empty()).collect()
}

/// Standard output as text.
pub fn out_text(o: &std::process::Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

/// Standard error as text.
pub fn err_text(o: &std::process::Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// A `skills … serve-mcp --http 127.0.0.1:0 …` process, ready: its URL, and what it
/// says on stderr, read all along (a server whose stderr is closed would fail its next
/// warning).
pub struct HttpServer {
    child: std::process::Child,
    /// `http://127.0.0.1:PORT/mcp`.
    pub url: String,
    stderr: Option<std::thread::JoinHandle<String>>,
}

impl HttpServer {
    /// Starts `skills <options> serve-mcp --http 127.0.0.1:0 <serving>` and waits for
    /// the address it prints.
    pub fn start(options: &[String], serving: &[&str]) -> HttpServer {
        use std::io::{BufRead, Read};
        let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_skills"))
            .args(options)
            .args(["serve-mcp", "--http", "127.0.0.1:0"])
            .args(serving)
            .env(
                "SKILLS_CACHE_DIR",
                PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("cli-cache"),
            )
            .stdin(std::process::Stdio::null())
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .expect("spawn skills serve-mcp --http");
        let mut stderr = std::io::BufReader::new(child.stderr.take().unwrap());
        // What the server says before it listens (`--audit` says what it withholds).
        let mut line = String::new();
        let url = loop {
            let start = line.len();
            if stderr.read_line(&mut line).unwrap() == 0 {
                panic!("no address in {line:?}");
            }
            if let Some(url) = line[start..].trim().strip_prefix("skills serve-mcp: listening on ") {
                break url.to_string();
            }
        };
        let stderr = std::thread::spawn(move || {
            let mut rest = String::new();
            let _ = stderr.read_to_string(&mut rest);
            line + &rest
        });
        HttpServer {
            child,
            url,
            stderr: Some(stderr),
        }
    }

    /// `127.0.0.1:PORT`.
    pub fn authority(&self) -> String {
        self.url
            .trim_start_matches("http://")
            .trim_end_matches("/mcp")
            .to_string()
    }

    /// Ends the server; everything it said on stderr.
    pub fn stop(mut self) -> String {
        let _ = self.child.kill();
        let _ = self.child.wait();
        self.stderr.take().and_then(|t| t.join().ok()).unwrap_or_default()
    }
}

impl Drop for HttpServer {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Runs git in `dir` with a fixed identity and no user or system config; its stdout.
pub fn git(dir: &Path, args: &[&str]) -> String {
    let out = std::process::Command::new("git")
        .arg("-C")
        .arg(dir)
        .args(args)
        .env("GIT_AUTHOR_NAME", "t")
        .env("GIT_AUTHOR_EMAIL", "t@example.com")
        .env("GIT_COMMITTER_NAME", "t")
        .env("GIT_COMMITTER_EMAIL", "t@example.com")
        .env("GIT_CONFIG_NOSYSTEM", "1")
        .env("HOME", dir)
        .output()
        .expect("git runs");
    assert!(out.status.success(), "git {args:?}: {}", err_text(&out));
    out_text(&out)
}

/// One raw HTTP/1.1 exchange with the server at `authority`: the status code, the
/// headers (lowercase names) and the body. A server silent for a minute ends the read.
pub fn exchange(authority: &str, request: &str, body: &[u8]) -> (u16, Vec<(String, String)>, String) {
    use std::io::{Read, Write};
    let mut stream = std::net::TcpStream::connect(authority).unwrap();
    stream
        .set_read_timeout(Some(std::time::Duration::from_secs(60)))
        .unwrap();
    stream.write_all(request.as_bytes()).unwrap();
    stream.write_all(body).unwrap();
    let mut response = Vec::new();
    let _ = stream.read_to_end(&mut response);
    let text = String::from_utf8_lossy(&response).into_owned();
    let (head, rest) = text.split_once("\r\n\r\n").unwrap_or((&text, ""));
    let mut lines = head.lines();
    let status = lines
        .next()
        .and_then(|l| l.split_whitespace().nth(1))
        .and_then(|c| c.parse().ok())
        .unwrap_or(0);
    let headers = lines
        .filter_map(|l| l.split_once(':'))
        .map(|(k, v)| (k.trim().to_ascii_lowercase(), v.trim().to_string()))
        .collect();
    (status, headers, rest.to_string())
}
