//! The MCP server over HTTP under load and abuse: `cargo bench -p skills-host --bench
//! mcp_http` (add `-- --quick` for a tenth of the time and counts).
//!
//! One `skills serve-mcp --http` over the real corpus (8 roots, sessions idle out after
//! 5 s so the bench can watch them go). Then:
//! 1. 64 concurrent clients for 30 s, each with its own session, mixing `skills/list`
//!    (first page), `tools/call activate_skill` and `resources/read`: requests per
//!    second, p50, p99, errors, and resident memory at start, at its peak and after the
//!    clients leave and their sessions expire;
//! 2. while one well-behaved client keeps working: 10,000 sessions opened and
//!    abandoned, 100 slow clients sending one header byte a second, and 1,000 bodies
//!    over the cap. Its p50/p99 under each, what the abusers got, and memory.
//!
//! Every request is its own loopback connection (`Connection: close`), as the
//! simplest client does; numbers are printed, never asserted.

use std::io::{Read, Write};
use std::net::TcpStream;
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use serde_json::{Value, json};

#[path = "../../tests/all/common/corpus.rs"]
mod corpus;

struct Server {
    child: Child,
    authority: String,
}

impl Server {
    fn start() -> Server {
        let cache = std::env::temp_dir().join(format!("skills-mcp-http-bench-{}", std::process::id()));
        let mut command = Command::new(env!("CARGO_BIN_EXE_skills"));
        command.args(["--no-builtin", "--no-eligibility"]);
        for root in corpus::FLAT_ROOTS {
            command.arg("--project").arg(corpus::corpus_dir().join(root));
        }
        let log = std::env::temp_dir().join(format!("skills-mcp-http-bench-{}.log", std::process::id()));
        let child = command
            .args(["serve-mcp", "--http", "127.0.0.1:0", "--session-idle", "5"])
            .env("SKILLS_CACHE_DIR", &cache)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(std::fs::File::create(&log).unwrap())
            .spawn()
            .expect("spawn skills serve-mcp --http");
        let deadline = Instant::now() + Duration::from_secs(60);
        let authority = loop {
            let said = std::fs::read_to_string(&log).unwrap_or_default();
            if let Some(line) = said.lines().find(|l| l.contains("listening on http://")) {
                let url = line.rsplit(' ').next().unwrap();
                break url.trim_start_matches("http://").trim_end_matches("/mcp").to_string();
            }
            assert!(Instant::now() < deadline, "the server did not start: {said}");
            std::thread::sleep(Duration::from_millis(20));
        };
        Server { child, authority }
    }

    fn rss_kib(&self) -> u64 {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.child.id())).unwrap_or_default();
        status
            .lines()
            .find(|l| l.starts_with("VmRSS:"))
            .and_then(|l| l.split_whitespace().nth(1))
            .and_then(|k| k.parse().ok())
            .unwrap_or(0)
    }
}

/// One POST on its own connection: the status, the session header and the JSON-RPC
/// message (the `data:` line of an SSE answer, or the JSON body).
fn post(authority: &str, session: Option<&str>, body: &str) -> std::io::Result<(u16, Option<String>, Value)> {
    let mut stream = TcpStream::connect(authority)?;
    stream.set_read_timeout(Some(Duration::from_secs(30)))?;
    let session = session.map(|s| format!("Mcp-Session-Id: {s}\r\nMcp-Protocol-Version: 2025-06-18\r\n"));
    write!(
        stream,
        "POST /mcp HTTP/1.1\r\nHost: {authority}\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\n{}Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
        session.unwrap_or_default(),
        body.len()
    )?;
    let mut response = Vec::new();
    stream.read_to_end(&mut response)?;
    let text = String::from_utf8_lossy(&response);
    let status = text.split_whitespace().nth(1).and_then(|c| c.parse().ok()).unwrap_or(0);
    let session = text.lines().find_map(|l| {
        l.to_ascii_lowercase()
            .strip_prefix("mcp-session-id:")
            .map(|_| l[15..].trim().to_string())
    });
    let message = text
        .lines()
        .filter_map(|l| l.strip_prefix("data:"))
        .filter_map(|d| serde_json::from_str::<Value>(d.trim()).ok())
        .find(|v| v.get("id").is_some())
        .or_else(|| text.split("\r\n\r\n").nth(1).and_then(|b| serde_json::from_str(b).ok()))
        .unwrap_or(Value::Null);
    Ok((status, session, message))
}

/// A new initialized session's id.
fn open_session(authority: &str) -> Option<String> {
    let init = json!({"jsonrpc": "2.0", "id": 0, "method": "initialize",
        "params": {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "bench", "version": "1"}}});
    let (status, session, _) = post(authority, None, &init.to_string()).ok()?;
    let session = session.filter(|_| status == 200)?;
    post(
        authority,
        Some(&session),
        r#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
    )
    .ok()?;
    Some(session)
}

/// The `i`th request of the mix: a `skills/list` page, an activation, a read.
fn mixed(i: usize, names: &[String]) -> String {
    let name = &names[i % names.len()];
    match i % 3 {
        0 => json!({"jsonrpc": "2.0", "id": i, "method": "skills/list", "params": {}}),
        1 => json!({"jsonrpc": "2.0", "id": i, "method": "tools/call",
                    "params": {"name": "activate_skill", "arguments": {"name": name}}}),
        _ => json!({"jsonrpc": "2.0", "id": i, "method": "resources/read",
                    "params": {"uri": format!("skill://{name}/SKILL.md")}}),
    }
    .to_string()
}

/// One request of the mix; `None` when it failed (a status other than 200, or an error).
fn one(authority: &str, session: &str, i: usize, names: &[String]) -> Option<Duration> {
    let start = Instant::now();
    let (status, _, message) = post(authority, Some(session), &mixed(i, names)).ok()?;
    (status == 200 && message.get("result").is_some()).then(|| start.elapsed())
}

fn quantiles(mut samples: Vec<Duration>) -> (f64, f64) {
    if samples.is_empty() {
        return (0.0, 0.0);
    }
    samples.sort();
    let at = |q: f64| samples[((samples.len() as f64 - 1.0) * q) as usize].as_secs_f64() * 1e3;
    (at(0.5), at(0.99))
}

/// Samples the server's memory until stopped; the peak.
fn watch_peak(pid: u32, stop: Arc<AtomicBool>) -> std::thread::JoinHandle<u64> {
    std::thread::spawn(move || {
        let mut peak = 0;
        while !stop.load(Ordering::Relaxed) {
            let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
            let rss = status
                .lines()
                .find(|l| l.starts_with("VmRSS:"))
                .and_then(|l| l.split_whitespace().nth(1))
                .and_then(|k| k.parse().ok())
                .unwrap_or(0);
            peak = peak.max(rss);
            std::thread::sleep(Duration::from_millis(50));
        }
        peak
    })
}

/// The well-behaved client's latencies while `abuse` runs on other threads.
fn beside(server: &Server, names: &Arc<Vec<String>>, abuse: impl FnOnce() -> String) -> (f64, f64, usize, String) {
    let session = open_session(&server.authority).expect("a session");
    let stop = Arc::new(AtomicBool::new(false));
    let steady = {
        let (authority, names, stop) = (server.authority.clone(), names.clone(), stop.clone());
        std::thread::spawn(move || {
            let (mut samples, mut errors, mut i) = (Vec::new(), 0, 0);
            while !stop.load(Ordering::Relaxed) {
                match one(&authority, &session, i, &names) {
                    Some(t) => samples.push(t),
                    None => errors += 1,
                }
                i += 1;
            }
            (samples, errors)
        })
    };
    let what = abuse();
    stop.store(true, Ordering::Relaxed);
    let (samples, errors) = steady.join().unwrap();
    let (p50, p99) = quantiles(samples);
    (p50, p99, errors, what)
}

fn main() {
    let quick = std::env::args().any(|a| a == "--quick");
    let scale = |n: usize| if quick { n / 10 } else { n };
    let server = Server::start();
    let session = open_session(&server.authority).expect("a first session");
    let (_, _, listed) = post(
        &server.authority,
        Some(&session),
        r#"{"jsonrpc":"2.0","id":1,"method":"resources/list","params":{}}"#,
    )
    .unwrap();
    let names: Arc<Vec<String>> = Arc::new(
        listed["result"]["resources"]
            .as_array()
            .expect("resources/list")
            .iter()
            .map(|r| r["name"].as_str().unwrap().to_string())
            .collect(),
    );
    std::thread::sleep(Duration::from_secs(6));
    let at_start = server.rss_kib();
    println!(
        "skills: {}; server resident memory at start: {at_start} KiB\n",
        names.len()
    );

    // 1. 64 clients, each its own session, for 30 s.
    let clients = 64;
    let seconds = if quick { 3 } else { 30 };
    let stop = Arc::new(AtomicBool::new(false));
    let peak = watch_peak(server.child.id(), stop.clone());
    let errors = Arc::new(AtomicU64::new(0));
    let samples = Arc::new(Mutex::new(Vec::new()));
    let started = Instant::now();
    let workers: Vec<_> = (0..clients)
        .map(|c| {
            let (authority, names, errors, samples) =
                (server.authority.clone(), names.clone(), errors.clone(), samples.clone());
            std::thread::spawn(move || {
                let Some(session) = open_session(&authority) else {
                    errors.fetch_add(1, Ordering::Relaxed);
                    return;
                };
                let mut mine = Vec::new();
                let mut i = c;
                while started.elapsed() < Duration::from_secs(seconds) {
                    match one(&authority, &session, i, &names) {
                        Some(t) => mine.push(t),
                        None => {
                            errors.fetch_add(1, Ordering::Relaxed);
                        }
                    }
                    i += 1;
                }
                samples.lock().unwrap().extend(mine);
            })
        })
        .collect();
    for worker in workers {
        worker.join().unwrap();
    }
    let elapsed = started.elapsed();
    stop.store(true, Ordering::Relaxed);
    let peak = peak.join().unwrap();
    let samples = std::mem::take(&mut *samples.lock().unwrap());
    let count = samples.len();
    let (p50, p99) = quantiles(samples);
    std::thread::sleep(Duration::from_secs(7));
    let after = server.rss_kib();
    println!("| load | value |\n|---|---|");
    println!(
        "| {clients} clients × {seconds} s, mixed | {:.0} req/s |",
        count as f64 / elapsed.as_secs_f64()
    );
    println!("| p50 / p99 | {p50:.2} / {p99:.2} ms |");
    println!("| errors | {} |", errors.load(Ordering::Relaxed));
    println!(
        "| memory start / peak / after the clients left (sessions expired) | {at_start} / {peak} / {after} KiB |\n"
    );

    // 2. Abuse beside one well-behaved client.
    let (base50, base99, _, _) = beside(&server, &names, || {
        std::thread::sleep(Duration::from_secs(if quick { 1 } else { 5 }));
        "nothing".into()
    });
    println!(
        "| beside a well-behaved client | its p50 / p99 | its errors | what the others got | memory after |\n|---|---|---|---|---|"
    );
    println!(
        "| alone | {base50:.2} / {base99:.2} ms | 0 | | {} KiB |",
        server.rss_kib()
    );

    let abandoned = scale(10_000);
    let (a50, a99, a_errors, what) = beside(&server, &names, || {
        let (authority, accepted, refused) = (
            server.authority.clone(),
            Arc::new(AtomicU64::new(0)),
            Arc::new(AtomicU64::new(0)),
        );
        let threads: Vec<_> = (0..8)
            .map(|_| {
                let (authority, accepted, refused) = (authority.clone(), accepted.clone(), refused.clone());
                std::thread::spawn(move || {
                    for _ in 0..abandoned / 8 {
                        let init = r#"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"x","version":"1"}}}"#;
                        match post(&authority, None, init) {
                            Ok((200, _, _)) => accepted.fetch_add(1, Ordering::Relaxed),
                            _ => refused.fetch_add(1, Ordering::Relaxed),
                        };
                    }
                })
            })
            .collect();
        for t in threads {
            t.join().unwrap();
        }
        format!(
            "{} opened, {} refused (503 past the cap)",
            accepted.load(Ordering::Relaxed),
            refused.load(Ordering::Relaxed)
        )
    });
    println!(
        "| {abandoned} sessions opened and abandoned | {a50:.2} / {a99:.2} ms | {a_errors} | {what} | {} KiB |",
        server.rss_kib()
    );

    let slow = 100;
    let (s50, s99, s_errors, what) = beside(&server, &names, || {
        let dropped = Arc::new(AtomicU64::new(0));
        let threads: Vec<_> = (0..slow)
            .map(|_| {
                let (authority, dropped) = (server.authority.clone(), dropped.clone());
                std::thread::spawn(move || {
                    let Ok(mut stream) = TcpStream::connect(&authority) else {
                        return;
                    };
                    for byte in b"POST /mcp HTTP/1.1\r\nHost: x\r\n"
                        .iter()
                        .take(if quick { 3 } else { 15 })
                    {
                        if stream.write_all(&[*byte]).is_err() {
                            dropped.fetch_add(1, Ordering::Relaxed);
                            return;
                        }
                        std::thread::sleep(Duration::from_secs(1));
                    }
                    let mut rest = Vec::new();
                    stream.set_read_timeout(Some(Duration::from_millis(200))).ok();
                    if stream.read_to_end(&mut rest).is_ok() {
                        dropped.fetch_add(1, Ordering::Relaxed);
                    }
                })
            })
            .collect();
        for t in threads {
            t.join().unwrap();
        }
        format!(
            "{} of {slow} cut off by the 10 s header timeout",
            dropped.load(Ordering::Relaxed)
        )
    });
    println!(
        "| {slow} clients sending a header byte a second | {s50:.2} / {s99:.2} ms | {s_errors} | {what} | {} KiB |",
        server.rss_kib()
    );

    let oversized = scale(1000);
    let (o50, o99, o_errors, what) = beside(&server, &names, || {
        let mut refused = 0;
        for _ in 0..oversized {
            let Ok(mut stream) = TcpStream::connect(&server.authority) else {
                continue;
            };
            let _ = write!(
                stream,
                "POST /mcp HTTP/1.1\r\nHost: {}\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
                server.authority,
                4 << 20
            );
            let _ = stream.write_all(&[b'x'; 65536]);
            let mut response = String::new();
            let _ = stream.read_to_string(&mut response);
            if response.starts_with("HTTP/1.1 413") {
                refused += 1;
            }
        }
        format!("{refused} of {oversized} answered 413")
    });
    println!(
        "| {oversized} bodies of 4 MiB (cap 1 MiB) | {o50:.2} / {o99:.2} ms | {o_errors} | {what} | {} KiB |",
        server.rss_kib()
    );
    let mut child = server.child;
    let _ = child.kill();
    let _ = child.wait();
}
