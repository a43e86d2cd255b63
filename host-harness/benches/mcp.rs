//! The MCP server's speed and memory: `cargo bench -p skills-host --bench mcp`
//! (add `-- --quick` for fewer requests).
//!
//! One `skills serve-mcp` process over the real corpus (8 roots), driven over stdio
//! one request at a time, so each latency is one round trip through the server and
//! the component. Prints requests per second with p50/p99 latency for `skills/list`
//! (the whole corpus, every page), `tools/call activate_skill` and `resources/read`,
//! and the server's resident memory before and after 100,000 requests.

use std::io::{BufRead, BufReader, Write};
use std::path::PathBuf;
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::{Value, json};

#[path = "../../tests/all/common/corpus.rs"]
mod corpus;

struct Server {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
    next_id: u64,
}

impl Server {
    fn start(cache: &std::path::Path) -> Server {
        let mut command = Command::new(env!("CARGO_BIN_EXE_skills"));
        command.args(["--no-builtin", "--no-eligibility"]);
        for root in corpus::FLAT_ROOTS {
            command.arg("--project").arg(corpus::corpus_dir().join(root));
        }
        let mut child = command
            .arg("serve-mcp")
            .env("SKILLS_CACHE_DIR", cache)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("spawn skills serve-mcp");
        let input = child.stdin.take().unwrap();
        let output = BufReader::new(child.stdout.take().unwrap());
        let mut server = Server {
            child,
            input,
            output,
            next_id: 0,
        };
        server.request(
            "initialize",
            json!({"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "bench", "version": "1"}}),
        );
        writeln!(
            server.input,
            r#"{{"jsonrpc":"2.0","method":"notifications/initialized"}}"#
        )
        .unwrap();
        server
    }

    fn request(&mut self, method: &str, params: Value) -> Value {
        self.next_id += 1;
        let line = json!({"jsonrpc": "2.0", "id": self.next_id, "method": method, "params": params});
        writeln!(self.input, "{line}").unwrap();
        self.input.flush().unwrap();
        let mut response = String::new();
        loop {
            response.clear();
            assert!(self.output.read_line(&mut response).unwrap() > 0, "server closed");
            let value: Value = serde_json::from_str(&response).unwrap();
            if value["id"] == self.next_id {
                assert!(value.get("error").is_none(), "{method}: {value}");
                return value;
            }
        }
    }

    /// Resident memory of the server process (Linux `/proc`), in KiB.
    fn rss_kib(&self) -> Option<u64> {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.child.id())).ok()?;
        let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
        line.split_whitespace().nth(1)?.parse().ok()
    }
}

fn report(label: &str, mut samples: Vec<Duration>) {
    let total: Duration = samples.iter().sum();
    samples.sort();
    let at = |q: f64| samples[((samples.len() as f64 - 1.0) * q) as usize];
    println!(
        "{label:<44} {:>8.0} req/s   p50 {:>9.1} µs   p99 {:>9.1} µs   ({} requests)",
        samples.len() as f64 / total.as_secs_f64(),
        at(0.5).as_secs_f64() * 1e6,
        at(0.99).as_secs_f64() * 1e6,
        samples.len()
    );
}

fn timed(runs: usize, mut f: impl FnMut(usize)) -> Vec<Duration> {
    f(0);
    (0..runs)
        .map(|i| {
            let start = Instant::now();
            f(i);
            start.elapsed()
        })
        .collect()
}

fn main() {
    let quick = std::env::args().any(|a| a == "--quick");
    let scale = |n: usize| if quick { n / 10 } else { n };
    let cache = tempfile_dir();
    // A first server compiles the component into the cache and goes: the one measured
    // starts as a server does every day, from the cache. (Compiling in process leaves
    // Cranelift's ~90 MB in the allocator: 112 MB resident, against 24 MB warm.)
    let mut first = Server::start(&cache);
    let _ = first.child.kill();
    let _ = first.child.wait();
    let mut server = Server::start(&cache);
    let names: Vec<String> = server.request("resources/list", json!({}))["result"]["resources"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["name"].as_str().unwrap().to_string())
        .collect();
    println!("skills served: {}\n", names.len());

    let list = timed(scale(50).max(5), |_| {
        let mut cursor: Option<String> = None;
        loop {
            let params = match &cursor {
                Some(c) => json!({"cursor": c}),
                None => json!({}),
            };
            let page = server.request("skills/list", params);
            match page["result"]["nextCursor"].as_str() {
                Some(next) => cursor = Some(next.to_string()),
                None => break,
            }
        }
    });
    report("skills/list, whole corpus (every page)", list);
    let activate = timed(scale(5000), |i| {
        let name = &names[i % names.len()];
        server.request(
            "tools/call",
            json!({"name": "activate_skill", "arguments": {"name": name}}),
        );
    });
    report("tools/call activate_skill", activate);
    let read = timed(scale(5000), |i| {
        let uri = format!("skill://{}/SKILL.md", names[i % names.len()]);
        server.request("resources/read", json!({"uri": uri}));
    });
    report("resources/read SKILL.md", read);

    let before = server.rss_kib();
    let total = scale(100_000);
    let start = Instant::now();
    for i in 0..total {
        let name = &names[i % names.len()];
        match i % 3 {
            0 => server.request("resources/read", json!({"uri": format!("skill://{name}/SKILL.md")})),
            1 => server.request(
                "tools/call",
                json!({"name": "activate_skill", "arguments": {"name": name}}),
            ),
            _ => server.request(
                "tools/call",
                json!({"name": "activate_skill", "arguments": {"name": "no-such-skill"}}),
            ),
        };
    }
    let elapsed = start.elapsed();
    let after = server.rss_kib();
    println!(
        "\nresident memory: {} KiB before, {} KiB after {total} more requests ({:.0} req/s mixed)",
        before.map_or("?".into(), |k| k.to_string()),
        after.map_or("?".into(), |k| k.to_string()),
        total as f64 / elapsed.as_secs_f64()
    );
    drop(server.input);
    let _ = server.child.wait();
}

fn tempfile_dir() -> PathBuf {
    let dir = std::env::temp_dir().join(format!("skills-mcp-bench-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}
