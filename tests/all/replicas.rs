//! `serve-mcp --http` as three replicas behind a real nginx, configured exactly as
//! `docs/deploy/nginx-replicas.conf` (its ports replaced by free ones): stateless
//! clients go round-robin, session clients stick to one replica, and a replica killed
//! in the middle of a bounded load costs no request, because the balancer retries
//! what a dead replica dropped (every skills method only reads).

use crate::common::nginx::{Nginx, free_port};
use crate::common::*;
use std::collections::{BTreeMap, BTreeSet};
use std::io::{BufRead, BufReader, Read};
use std::path::Path;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// One replica on a fixed port (so a restart takes the same one).
struct Replica {
    child: std::process::Child,
}

impl Replica {
    fn start(skills: &Path, port: u16, name: &str) -> Replica {
        let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_skills"))
            .args(["--no-config", "--no-builtin", "--global"])
            .arg(skills)
            .args(["serve-mcp", "--http", &format!("127.0.0.1:{port}"), "--replica", name])
            .env(
                "SKILLS_CACHE_DIR",
                std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("cli-cache"),
            )
            .stdin(std::process::Stdio::null())
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .expect("serve-mcp starts");
        let mut stderr = BufReader::new(child.stderr.take().unwrap());
        let mut line = String::new();
        while !line.contains("listening on") {
            line.clear();
            assert!(stderr.read_line(&mut line).unwrap() > 0, "the replica on {port} ended");
        }
        // Keep draining stderr, so the replica never blocks on a full pipe.
        std::thread::spawn(move || {
            let mut rest = String::new();
            let _ = stderr.read_to_string(&mut rest);
        });
        Replica { child }
    }

    fn kill(mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for Replica {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The deployment example with its ports replaced.
fn balancer_config(listen: u16, replicas: &[u16]) -> String {
    let example =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs/deploy/nginx-replicas.conf"))
            .expect("docs/deploy/nginx-replicas.conf");
    example
        .replace("127.0.0.1:8700", &format!("127.0.0.1:{listen}"))
        .replace("127.0.0.1:8701", &format!("127.0.0.1:{}", replicas[0]))
        .replace("127.0.0.1:8702", &format!("127.0.0.1:{}", replicas[1]))
        .replace("127.0.0.1:8703", &format!("127.0.0.1:{}", replicas[2]))
}

/// One POST to `/mcp` through the balancer: status, the replica that answered, the
/// session id it gave, and the JSON-RPC message (an event stream's `data:` line).
fn post(port: u16, body: &str, session: Option<&str>, version: &str) -> (u16, String, Option<String>, String) {
    let mut session_header = session.map(|s| format!("Mcp-Session-Id: {s}\r\n")).unwrap_or_default();
    // The stateless protocol names the method in a header too, for balancers to route by.
    if version == STATELESS
        && let Some(method) = body.split("\"method\":\"").nth(1).and_then(|m| m.split('"').next())
    {
        session_header.push_str(&format!("Mcp-Method: {method}\r\n"));
        if let Some(uri) = body.split("\"uri\":\"").nth(1).and_then(|u| u.split('"').next()) {
            session_header.push_str(&format!("Mcp-Name: {uri}\r\n"));
        }
    }
    let request = format!(
        "POST /mcp HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nContent-Type: application/json\r\n\
         Accept: application/json, text/event-stream\r\nMCP-Protocol-Version: {version}\r\n{session_header}\
         Content-Length: {}\r\nConnection: close\r\n\r\n",
        body.len()
    );
    let (status, headers, rest) = exchange(&format!("127.0.0.1:{port}"), &request, body.as_bytes());
    let rest = rest.as_str();
    let get = |name: &str| headers.iter().find(|(k, _)| k == name).map(|(_, v)| v.clone());
    let chunked = get("transfer-encoding").is_some_and(|v| v.contains("chunked"));
    let body = if chunked { dechunk(rest) } else { rest.to_string() };
    let message = body
        .lines()
        .filter_map(|l| l.strip_prefix("data:").map(str::trim))
        .find(|l| l.contains("\"jsonrpc\""))
        .map(str::to_string)
        .unwrap_or_else(|| body.trim().to_string());
    (
        status,
        get("x-skills-replica").unwrap_or_default(),
        get("mcp-session-id"),
        message,
    )
}

fn dechunk(body: &str) -> String {
    let mut out = String::new();
    let mut rest = body;
    while let Some((size, after)) = rest.split_once("\r\n") {
        let Ok(size) = usize::from_str_radix(size.trim(), 16) else {
            break;
        };
        if size == 0 || after.len() < size {
            break;
        }
        out.push_str(&after[..size]);
        rest = after[size..].trim_start_matches("\r\n");
    }
    out
}

const STATELESS: &str = "2026-07-28";

fn stateless(method: &str, params: &str) -> String {
    format!(
        r#"{{"jsonrpc":"2.0","id":7,"method":"{method}","params":{{{params}{}"_meta":{{"io.modelcontextprotocol/protocolVersion":"{STATELESS}","io.modelcontextprotocol/clientInfo":{{"name":"load","version":"1"}},"io.modelcontextprotocol/clientCapabilities":{{}}}}}}}}"#,
        if params.is_empty() { "" } else { "," }
    )
}

#[test]
fn replicas_behind_nginx_lose_no_request_when_one_is_killed_and_answer_byte_for_byte_alike() {
    let tree = Tree::new();
    for i in 0..12 {
        let name = format!("skill-{i:02}");
        tree.skill(
            &format!("skills/{name}"),
            &name,
            &format!("Skill number {i}."),
            "Body.\n",
        );
        tree.write(&format!("skills/{name}/references/notes.md"), format!("Notes {i}.\n"));
    }
    let skills = tree.path().join("skills");
    let ports: Vec<u16> = (0..3).map(|_| free_port()).collect();
    let names = ["r1", "r2", "r3"];
    let mut replicas: Vec<Option<Replica>> = ports
        .iter()
        .zip(names)
        .map(|(p, n)| Some(Replica::start(&skills, *p, n)))
        .collect();
    let listen = free_port();
    let nginx = Nginx::start(&tree.path().join("nginx"), &balancer_config(listen, &ports), listen);

    let requests = [
        stateless("skills/list", ""),
        stateless("skills/get", r#""uri":"skill://skill-03/SKILL.md""#),
        stateless("resources/read", r#""uri":"skill://skill-07/references/notes.md""#),
    ];
    const CLIENTS: usize = 6;
    const PER_CLIENT: usize = 300;
    let done = Arc::new(AtomicUsize::new(0));
    let retried = Arc::new(AtomicUsize::new(0));
    let answers: Arc<Mutex<BTreeMap<usize, BTreeSet<String>>>> = Arc::default();
    let served_by: Arc<Mutex<BTreeMap<String, usize>>> = Arc::default();
    let failures: Arc<Mutex<Vec<String>>> = Arc::default();
    let started = Instant::now();
    let clients: Vec<_> = (0..CLIENTS)
        .map(|client| {
            let (done, answers, served_by, failures) =
                (done.clone(), answers.clone(), served_by.clone(), failures.clone());
            let retried = retried.clone();
            let requests = requests.clone();
            std::thread::spawn(move || {
                for i in 0..PER_CLIENT {
                    let kind = (client + i) % requests.len();
                    let (status, replica, _, message) = post(listen, &requests[kind], None, STATELESS);
                    if status != 200 || !message.contains("\"result\"") {
                        failures
                            .lock()
                            .unwrap()
                            .push(format!("{status} from {replica}: {message}"));
                    } else {
                        answers.lock().unwrap().entry(kind).or_default().insert(message);
                        // `a, b`: the balancer tried `a`, which had died, then `b` answered.
                        if replica.contains(',') {
                            retried.fetch_add(1, Ordering::Relaxed);
                        }
                        let answered = replica.rsplit(", ").next().unwrap_or_default().to_string();
                        *served_by.lock().unwrap().entry(answered).or_default() += 1;
                    }
                    done.fetch_add(1, Ordering::Relaxed);
                }
            })
        })
        .collect();
    // A third of the way in, one replica is killed; a moment later it is back.
    let total = CLIENTS * PER_CLIENT;
    while done.load(Ordering::Relaxed) < total / 3 {
        std::thread::sleep(Duration::from_millis(5));
    }
    replicas[1].take().unwrap().kill();
    let killed_at = done.load(Ordering::Relaxed);
    while done.load(Ordering::Relaxed) < total * 2 / 3 {
        std::thread::sleep(Duration::from_millis(5));
    }
    replicas[1] = Some(Replica::start(&skills, ports[1], names[1]));
    for client in clients {
        client.join().unwrap();
    }
    let elapsed = started.elapsed();
    let failures = failures.lock().unwrap();
    assert!(
        failures.is_empty(),
        "{} of {total} failed: {:?}\n{}",
        failures.len(),
        &failures[..failures.len().min(5)],
        nginx.errors()
    );
    // Every replica answered some, and every kind of request got one answer, byte for byte.
    let served_by = served_by.lock().unwrap();
    assert_eq!(served_by.len(), 3, "{served_by:?}");
    for (kind, distinct) in answers.lock().unwrap().iter() {
        assert_eq!(
            distinct.len(),
            1,
            "request {kind} got {} different answers",
            distinct.len()
        );
    }
    eprintln!(
        "{total} requests through 3 replicas in {elapsed:?}, one killed after {killed_at} and restarted; \
         {} retried on another replica; answered: {served_by:?}",
        retried.load(Ordering::Relaxed)
    );

    // A client that opens a session stays on the replica that holds it; when that
    // replica dies, the session has ended (404) and a new one opens on a live replica.
    let initialize = r#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}"#;
    let open = || {
        let (status, first, session, message) = post(listen, initialize, None, "2025-11-25");
        assert_eq!(status, 200, "{message}");
        let session = session.expect("a session id");
        let (status, _, _, message) = post(
            listen,
            r#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
            Some(&session),
            "2025-11-25",
        );
        assert!(status == 202 || status == 200, "{status} {message}");
        (session, first)
    };
    let list = |session: &str| {
        post(
            listen,
            r#"{"jsonrpc":"2.0","id":2,"method":"skills/list","params":{}}"#,
            Some(session),
            "2025-11-25",
        )
    };
    let mut holders = BTreeMap::new();
    for _ in 0..6 {
        let (session, first) = open();
        let mut seen = BTreeSet::new();
        for _ in 0..8 {
            let (status, replica, _, message) = list(&session);
            assert_eq!(status, 200, "{message}");
            assert!(message.contains("skill-11"), "{message}");
            seen.insert(replica);
        }
        assert_eq!(
            seen.len(),
            1,
            "a session moved between replicas: {seen:?} (opened on {first})"
        );
        holders.insert(session, seen.into_iter().next().unwrap());
    }
    assert!(
        holders.values().collect::<BTreeSet<_>>().len() >= 2,
        "sessions spread: {holders:?}"
    );
    let (session, replica) = holders.iter().next().map(|(s, r)| (s.clone(), r.clone())).unwrap();
    let which = ports.iter().position(|p| replica.ends_with(&format!(":{p}"))).unwrap();
    replicas[which].take().unwrap().kill();
    let (status, _, _, message) = list(&session);
    assert_eq!(status, 404, "a session whose replica died has ended: {message}");
    let (session, _) = open();
    let (status, replica, _, message) = list(&session);
    assert_eq!(status, 200, "{message}");
    assert!(!replica.ends_with(&format!(":{}", ports[which])), "{replica}");
    drop(nginx);
}
