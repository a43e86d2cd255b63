//! `serve-mcp --http ADDR`: the same server over MCP's Streamable HTTP, at `/mcp`.
//!
//! Loopback only unless the caller allows a remote address, and then only with a
//! bearer token. rmcp checks every request's `Host` against the allowed hosts and its
//! `Origin` against the allowed origins, so a web page cannot reach the server through
//! DNS rebinding. In front of rmcp, this file bounds what one client can hold: the
//! connections, the time to send headers and a body, the body's size, and the live
//! sessions (the least recently used idle one makes room; idle ones expire).

use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

use std::convert::Infallible;

use bytes::Bytes;
use http_body_util::combinators::BoxBody;
use http_body_util::{BodyExt, Full, Limited};
use hyper_util::rt::{TokioIo, TokioTimer};
use rmcp::transport::streamable_http_server::session::SessionManager;
use rmcp::transport::streamable_http_server::session::local::{LocalSessionManager, SessionConfig};
use rmcp::transport::{StreamableHttpServerConfig, StreamableHttpService};
use sha2::{Digest, Sha256};

use super::SkillsServer;
use crate::runtime::error::HostError;

/// The path the MCP endpoint is served at.
pub const ENDPOINT: &str = "/mcp";
/// 256 live sessions: an agent host opens one or a few; at about 55 KB each, the cap
/// holds the server's session memory near 14 MB whatever clients do.
pub const DEFAULT_MAX_SESSIONS: usize = 256;
/// 10 minutes without a request ends a session: long enough for a person between
/// prompts, short enough that abandoned sessions do not pile up.
pub const DEFAULT_SESSION_IDLE: Duration = Duration::from_secs(600);
/// A session that has made requests and was used within this long is not evicted to
/// make room for a new one; past the cap with every session that busy, a new one is
/// refused (503).
const EVICTION_GRACE: Duration = Duration::from_secs(1);
/// Requests after which a session counts as used: `initialize` and
/// `notifications/initialized` are not use.
const REQUESTS_OF_A_HANDSHAKE: u32 = 2;
/// 1 MiB per request body: every MCP request this server takes is a small JSON object.
pub const DEFAULT_MAX_BODY: usize = 1 << 20;
/// 10 s to send the request line and headers, 30 s for the body: a slow client is
/// dropped instead of holding a connection.
const HEADER_TIMEOUT: Duration = Duration::from_secs(10);
const BODY_TIMEOUT: Duration = Duration::from_secs(30);
/// 128 connections at once; one more is answered 503 and closed.
pub const DEFAULT_MAX_CONNECTIONS: usize = 128;
/// The environment variable that may hold the bearer token (for containers).
pub const TOKEN_ENV: &str = "SKILLS_MCP_TOKEN";
/// The shortest token accepted: a guessable one is no protection.
const MIN_TOKEN_BYTES: usize = 16;

/// Where and to whom the HTTP transport listens.
#[derive(Clone, Debug)]
pub struct HttpOptions {
    /// The address to bind (port 0 picks a free one).
    pub address: SocketAddr,
    /// Allow a non-loopback address. Off by default: the server then refuses to start.
    pub allow_remote: bool,
    /// Host names accepted in the `Host` header besides `localhost`, `127.0.0.1`, `::1`
    /// and the bound address (for a server reached by name).
    pub allowed_hosts: Vec<String>,
    /// When set, every request must carry `Authorization: Bearer <token>`. Required for
    /// a non-loopback address.
    pub token: Option<String>,
    /// Live sessions at most ([`DEFAULT_MAX_SESSIONS`]).
    pub max_sessions: usize,
    /// A session without a request this long ends ([`DEFAULT_SESSION_IDLE`]).
    pub session_idle: Duration,
    /// Largest request body, in bytes ([`DEFAULT_MAX_BODY`]).
    pub max_body: usize,
    /// Connections at once ([`DEFAULT_MAX_CONNECTIONS`]).
    pub max_connections: usize,
    /// This replica's name, when several serve one endpoint behind a balancer
    /// (`--replica`): every session id it gives starts with `NAME.`, so the balancer
    /// can send a session's requests to the replica that holds it by the id alone
    /// (docs/deploy/nginx-replicas.conf). An id of another replica is answered `404`,
    /// as an unknown session is, and the client initializes again.
    pub replica: Option<String>,
}

impl HttpOptions {
    /// Loopback on `address`, no token, the documented bounds.
    pub fn new(address: SocketAddr) -> HttpOptions {
        HttpOptions {
            address,
            allow_remote: false,
            allowed_hosts: Vec::new(),
            token: None,
            max_sessions: DEFAULT_MAX_SESSIONS,
            session_idle: DEFAULT_SESSION_IDLE,
            max_body: DEFAULT_MAX_BODY,
            max_connections: DEFAULT_MAX_CONNECTIONS,
            replica: None,
        }
    }

    /// Refuses a non-loopback address without `allow_remote` and a token, a token too
    /// short to protect anything, and bounds of zero.
    pub fn check(&self) -> Result<(), String> {
        if let Some(token) = &self.token
            && (token.len() < MIN_TOKEN_BYTES || token.chars().any(|c| c.is_whitespace() || c.is_control()))
        {
            return Err(format!(
                "the bearer token must be at least {MIN_TOKEN_BYTES} bytes with no spaces or control characters (e.g. `openssl rand -hex 32`)"
            ));
        }
        if let Some(name) = &self.replica
            && (name.is_empty()
                || name.len() > 32
                || !name
                    .bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-'))
        {
            return Err(format!(
                "--replica `{name}`: 1 to 32 lowercase letters, digits and hyphens (it starts every session id)"
            ));
        }
        if self.max_sessions == 0 || self.max_body == 0 || self.max_connections == 0 || self.session_idle.is_zero() {
            return Err("the session, body and connection bounds must be positive".into());
        }
        if self.address.ip().is_loopback() {
            return Ok(());
        }
        if !self.allow_remote {
            return Err(format!(
                "refusing to serve on {}, which is not a loopback address; pass --allow-remote (and a token) to allow it",
                self.address
            ));
        }
        if self.token.is_none() {
            return Err(format!(
                "refusing to serve on {} without authentication: pass --token-file PATH or set {TOKEN_ENV}",
                self.address
            ));
        }
        Ok(())
    }

    fn config(&self, port: u16) -> StreamableHttpServerConfig {
        let mut hosts: Vec<String> = ["localhost", "127.0.0.1", "::1", "[::1]"].map(String::from).to_vec();
        hosts.push(self.address.ip().to_string());
        hosts.extend(self.allowed_hosts.iter().cloned());
        // Browsers may only talk to it from pages served by this same loopback origin.
        let origins = ["localhost", "127.0.0.1", "[::1]"].map(|h| format!("http://{h}:{port}"));
        StreamableHttpServerConfig::default()
            .with_allowed_hosts(hosts)
            .with_allowed_origins(origins)
            .enforce_origin_validation()
    }
}

impl SkillsServer {
    /// Serves MCP over Streamable HTTP at `http://ADDR/mcp` until the process ends.
    /// `ready` is called with the bound address (useful with port 0).
    pub fn serve_http(
        self,
        options: HttpOptions,
        watch: Option<Vec<std::path::PathBuf>>,
        ready: impl FnOnce(SocketAddr),
    ) -> Result<(), HostError> {
        options.check().map_err(HostError::Setup)?;
        // Remote clients are shown `skill://` URIs, never this machine's paths. Jobs run
        // in order, so every request's job sees this.
        self.post(|state| state.remote = true);
        super::runtime()?.block_on(async move {
            let _watch = self.announce_changes(watch)?;
            let listener = tokio::net::TcpListener::bind(options.address)
                .await
                .map_err(|e| HostError::Setup(format!("cannot listen on {}: {e}", options.address)))?;
            let bound = listener
                .local_addr()
                .map_err(|e| HostError::Setup(format!("cannot read the bound address: {e}")))?;
            let server = self.clone();
            let mut sessions = LocalSessionManager::default();
            let mut session_config = SessionConfig::default();
            session_config.keep_alive = Some(options.session_idle);
            sessions.session_config = session_config;
            let sessions = Arc::new(sessions);
            let service = StreamableHttpService::new(
                move || Ok(server.clone()),
                sessions.clone(),
                options.config(bound.port()),
            );
            let gate = Arc::new(Gate {
                token: options.token.as_deref().map(|t| Sha256::digest(t.as_bytes()).into()),
                sessions,
                last_used: Mutex::default(),
                max_sessions: options.max_sessions,
                max_body: options.max_body,
                replica: options.replica.as_ref().map(|name| format!("{name}.")),
            });
            let connections = Arc::new(tokio::sync::Semaphore::new(options.max_connections));
            ready(bound);
            loop {
                let (stream, _) = match listener.accept().await {
                    Ok(accepted) => accepted,
                    // A failed accept (out of descriptors, say) drops that one connection.
                    Err(_) => continue,
                };
                // An answer goes out in several small writes (the head, an event, the
                // last chunk): with Nagle's algorithm on, each waits for the client's
                // delayed ACK, 40 ms a request.
                let _ = stream.set_nodelay(true);
                let Ok(permit) = connections.clone().try_acquire_owned() else {
                    tokio::spawn(refuse_connection(stream));
                    continue;
                };
                let service = service.clone();
                let gate = gate.clone();
                tokio::spawn(async move {
                    let _permit = permit;
                    let routed = hyper::service::service_fn(move |request: hyper::Request<hyper::body::Incoming>| {
                        let service = service.clone();
                        let gate = gate.clone();
                        async move { gate.handle(service, request).await }
                    });
                    let _ = hyper::server::conn::http1::Builder::new()
                        .timer(TokioTimer::new())
                        .header_read_timeout(HEADER_TIMEOUT)
                        .serve_connection(TokioIo::new(stream), routed)
                        .await;
                });
            }
        })
    }
}

type Response = hyper::Response<BoxBody<Bytes, Infallible>>;
type Service = StreamableHttpService<SkillsServer, LocalSessionManager>;

/// What every request passes before rmcp sees it.
struct Gate {
    /// SHA-256 of the bearer token, compared in constant time.
    token: Option<[u8; 32]>,
    sessions: Arc<LocalSessionManager>,
    /// When each session last had a request, and how many it has had.
    last_used: Mutex<HashMap<String, (Instant, u32)>>,
    max_sessions: usize,
    max_body: usize,
    /// `NAME.`, the prefix of every session id this replica gives (`--replica`).
    replica: Option<String>,
}

impl Gate {
    async fn handle(
        &self,
        mut service: Service,
        request: hyper::Request<hyper::body::Incoming>,
    ) -> Result<Response, Infallible> {
        if request.uri().path() != ENDPOINT {
            return Ok(plain(
                hyper::StatusCode::NOT_FOUND,
                "not found; the MCP endpoint is /mcp\n",
            ));
        }
        if let Some(refused) = self.authenticate(&request) {
            return Ok(refused);
        }
        let declared = request
            .headers()
            .get(hyper::header::CONTENT_LENGTH)
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.parse::<u64>().ok());
        if declared.is_some_and(|n| n > self.max_body as u64) {
            return Ok(self.too_large());
        }
        let mut request = request;
        let session = request
            .headers()
            .get("mcp-session-id")
            .and_then(|v| v.to_str().ok())
            .map(str::to_string);
        // A replica's ids carry its name; rmcp knows them without it.
        let session = match (&self.replica, session) {
            (Some(prefix), Some(id)) => match id.strip_prefix(prefix.as_str()) {
                Some(own) => {
                    if let Ok(value) = hyper::header::HeaderValue::from_str(own) {
                        request.headers_mut().insert("mcp-session-id", value);
                    }
                    Some(own.to_string())
                }
                None => {
                    return Ok(plain(
                        hyper::StatusCode::NOT_FOUND,
                        "session not found on this replica; initialize again\n",
                    ));
                }
            },
            (_, session) => session,
        };
        let new_session = request.method() == hyper::Method::POST && session.is_none();
        if new_session && let Some(refused) = self.make_room().await {
            return Ok(refused);
        }
        if let Some(id) = &session {
            self.touch(id, false);
        }
        let (parts, body) = request.into_parts();
        let body = match tokio::time::timeout(BODY_TIMEOUT, Limited::new(body, self.max_body).collect()).await {
            Ok(Ok(collected)) => collected.to_bytes(),
            Ok(Err(e)) if e.downcast_ref::<http_body_util::LengthLimitError>().is_some() => {
                return Ok(self.too_large());
            }
            Ok(Err(_)) => {
                return Ok(plain(
                    hyper::StatusCode::BAD_REQUEST,
                    "the request body could not be read\n",
                ));
            }
            Err(_) => {
                return Ok(plain(
                    hyper::StatusCode::REQUEST_TIMEOUT,
                    "the request body took too long\n",
                ));
            }
        };
        let request = hyper::Request::from_parts(parts, Full::new(body));
        let response = match tower_service::Service::call(&mut service, request).await {
            Ok(response) => response,
            Err(never) => match never {},
        };
        let mut response = response;
        if new_session && let Some(id) = response.headers().get("mcp-session-id").and_then(|v| v.to_str().ok()) {
            let id = id.to_string();
            self.touch(&id, true);
            if let Some(prefix) = &self.replica
                && let Ok(value) = hyper::header::HeaderValue::from_str(&format!("{prefix}{id}"))
            {
                response.headers_mut().insert("mcp-session-id", value);
            }
        }
        Ok(response)
    }

    /// `None` when the request may pass; else the answer: 400 for a token in the URL
    /// (MCP's authorization rules forbid it), 401 with `WWW-Authenticate` otherwise.
    fn authenticate<B>(&self, request: &hyper::Request<B>) -> Option<Response> {
        let query = request.uri().query().unwrap_or("");
        let in_url = query.split('&').any(|pair| {
            let key = pair.split('=').next().unwrap_or("").to_ascii_lowercase();
            matches!(
                key.as_str(),
                "access_token" | "token" | "bearer" | "auth" | "authorization"
            )
        });
        if in_url {
            return Some(plain(
                hyper::StatusCode::BAD_REQUEST,
                "a token in the URL is refused: send it as `Authorization: Bearer <token>`\n",
            ));
        }
        let expected = self.token?;
        let offered = request
            .headers()
            .get(hyper::header::AUTHORIZATION)
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.strip_prefix("Bearer ").or_else(|| v.strip_prefix("bearer ")));
        let Some(offered) = offered else {
            return Some(unauthorized(
                "Bearer realm=\"skills\"",
                "this server needs `Authorization: Bearer <token>`\n",
            ));
        };
        // Digests of equal length, folded: the time taken says nothing about the token.
        let offered: [u8; 32] = Sha256::digest(offered.trim().as_bytes()).into();
        let difference = expected
            .iter()
            .zip(offered.iter())
            .fold(0u8, |acc, (a, b)| acc | (a ^ b));
        if difference != 0 {
            return Some(unauthorized(
                "Bearer realm=\"skills\", error=\"invalid_token\"",
                "the bearer token is not valid\n",
            ));
        }
        None
    }

    /// Records a request of the session `id`. Only a session this server opened gets
    /// an entry (`opened`): an id a client made up must not grow the table.
    fn touch(&self, id: &str, opened: bool) {
        let mut last_used = self.last_used.lock().unwrap_or_else(PoisonError::into_inner);
        if opened {
            last_used.insert(id.to_string(), (Instant::now(), 1));
        } else if let Some(entry) = last_used.get_mut(id) {
            *entry = (Instant::now(), entry.1.saturating_add(1));
        }
    }

    /// Before a new session: at the cap, ends a session to make room. First the oldest
    /// that never got past its handshake (opened and abandoned, as a flood does), so a
    /// flood evicts itself and working clients keep theirs; else the least recently
    /// used one idle for a moment. `Some(503)` when every session is in use.
    async fn make_room(&self) -> Option<Response> {
        let live: Vec<String> = self
            .sessions
            .sessions
            .read()
            .await
            .keys()
            .map(|id| id.to_string())
            .collect();
        let evict = {
            let mut last_used = self.last_used.lock().unwrap_or_else(PoisonError::into_inner);
            // Sessions rmcp already ended (idle expiry, DELETE) are forgotten here too.
            last_used.retain(|id, _| live.contains(id));
            if live.len() < self.max_sessions {
                return None;
            }
            let now = Instant::now();
            let seen = |id: &String| last_used.get(id).copied();
            let never_used = live
                .iter()
                .filter(|id| seen(id).is_none_or(|(_, requests)| requests <= REQUESTS_OF_A_HANDSHAKE))
                .min_by_key(|id| seen(id).map(|(at, _)| at));
            let idle = || {
                live.iter()
                    .min_by_key(|id| seen(id).map(|(at, _)| at))
                    .filter(|id| seen(id).is_none_or(|(at, _)| now.duration_since(at) >= EVICTION_GRACE))
            };
            let oldest = never_used.or_else(idle).cloned();
            if let Some(id) = &oldest {
                last_used.remove(id);
            }
            oldest
        };
        match evict {
            Some(id) => {
                let _ = self.sessions.close_session(&id.into()).await;
                None
            }
            None => Some(plain(
                hyper::StatusCode::SERVICE_UNAVAILABLE,
                "too many live sessions, all in use; try again shortly\n",
            )),
        }
    }

    fn too_large(&self) -> Response {
        plain(
            hyper::StatusCode::PAYLOAD_TOO_LARGE,
            &format!("the request body is over {} bytes\n", self.max_body),
        )
    }
}

fn plain(status: hyper::StatusCode, text: &str) -> Response {
    let mut response = hyper::Response::new(Full::new(Bytes::from(text.to_string())).boxed());
    *response.status_mut() = status;
    response.headers_mut().insert(
        hyper::header::CONTENT_TYPE,
        hyper::header::HeaderValue::from_static("text/plain; charset=utf-8"),
    );
    response
}

fn unauthorized(challenge: &'static str, text: &str) -> Response {
    let mut response = plain(hyper::StatusCode::UNAUTHORIZED, text);
    response.headers_mut().insert(
        hyper::header::WWW_AUTHENTICATE,
        hyper::header::HeaderValue::from_static(challenge),
    );
    response
}

/// One connection past the cap: a 503, then closed.
async fn refuse_connection(mut stream: tokio::net::TcpStream) {
    use tokio::io::AsyncWriteExt;
    let _ = tokio::time::timeout(
        Duration::from_secs(1),
        stream.write_all(
            b"HTTP/1.1 503 Service Unavailable\r\ncontent-length: 33\r\nconnection: close\r\n\r\ntoo many connections; try again\r\n",
        ),
    )
    .await;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_replica_name_must_be_a_plain_prefix_of_session_ids() {
        let with = |name: &str| HttpOptions {
            replica: Some(name.to_string()),
            ..HttpOptions::new("127.0.0.1:0".parse().unwrap())
        };
        assert!(with("r1").check().is_ok());
        assert!(with("eu-west-2").check().is_ok());
        for bad in ["", "R1", "r.1", "a b", &"x".repeat(33)] {
            assert!(with(bad).check().is_err(), "{bad:?}");
        }
    }
}
