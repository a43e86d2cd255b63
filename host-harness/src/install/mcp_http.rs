//! MCP's Streamable HTTP transport for `skills add --mcp-url`, spoken through curl.
//!
//! rmcp drives the protocol (sessions, SSE framing, request ids); this file only
//! moves bytes, with the same rules as an archive download: `https`, or `http` to this
//! machine; no redirects (an MCP endpoint has no reason to move, and a redirect could
//! leave the allowed transports); no `.curlrc`; no prompts. TLS, certificates and
//! proxies are the system curl's, so this crate carries no HTTP client or TLS stack.
//! Every response is bounded: a JSON body by [`MAX_JSON_BYTES`], every request by the
//! caller's timeout (curl's `--max-time`, and the curl process dies with its future).

use std::collections::HashMap;
use std::process::Stdio;
use std::sync::Arc;
use std::time::Duration;

use bytes::Bytes;
use futures::StreamExt;
use futures::stream::BoxStream;
use http::{HeaderName, HeaderValue};
use rmcp::model::{ClientJsonRpcMessage, ServerJsonRpcMessage};
use rmcp::transport::streamable_http_client::{StreamableHttpClient, StreamableHttpError, StreamableHttpPostResponse};
use sse_stream::{Error as SseError, Sse, SseStream};
use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader};
use tokio::process::{Child, ChildStdout, Command};

/// Largest JSON response read: a 16 MiB file, base64-encoded, in its JSON-RPC envelope.
const MAX_JSON_BYTES: u64 = 32 << 20;
/// Longest header block read, in bytes.
const MAX_HEADER_BYTES: usize = 64 << 10;
/// The session header (MCP's `Mcp-Session-Id`), compared case-insensitively.
const SESSION_HEADER: &str = "mcp-session-id";

/// What went wrong below the protocol: curl failed or the response was unreadable.
#[derive(Debug)]
pub struct CurlError(String);

impl std::fmt::Display for CurlError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for CurlError {}

type HttpResult<T> = Result<T, StreamableHttpError<CurlError>>;

fn failed<T>(message: impl Into<String>) -> HttpResult<T> {
    Err(StreamableHttpError::Client(CurlError(message.into())))
}

/// Whether `url` is one `--mcp-url` accepts: `https://`, or `http://` to this machine.
pub fn check_url(url: &str) -> Result<(), String> {
    let Some((scheme, rest)) = url.split_once("://") else {
        return Err(format!("`{url}` is not a URL; --mcp-url takes https://HOST/PATH"));
    };
    let authority = rest.split(['/', '?', '#']).next().unwrap_or("");
    let host = authority.rsplit('@').next().unwrap_or("");
    let host = match host.strip_prefix('[') {
        Some(v6) => v6.split(']').next().map(|h| format!("[{h}]")).unwrap_or_default(),
        None => host.split(':').next().unwrap_or("").to_string(),
    };
    if host.is_empty() || url.chars().any(|c| c.is_control() || c == ' ') {
        return Err(format!("`{url}` has no usable host"));
    }
    match scheme {
        "https" => Ok(()),
        "http" if matches!(host.as_str(), "127.0.0.1" | "localhost" | "[::1]") => Ok(()),
        "http" => Err(format!(
            "`{url}`: an MCP server is reached over https (http only on this machine)"
        )),
        other => Err(format!("`{other}://` is not allowed for --mcp-url; use https://")),
    }
}

/// An HTTP client for rmcp's Streamable HTTP transport that runs one curl per request.
#[derive(Clone, Debug)]
pub struct CurlClient {
    /// Longest one request may take, response included.
    pub timeout: Duration,
}

/// A response whose header block has been read; the body is still streaming.
struct Response {
    status: u16,
    headers: Vec<(String, String)>,
    body: BufReader<ChildStdout>,
    /// Held so that curl is killed when the response is dropped.
    child: Child,
}

impl Response {
    fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(key, _)| key.eq_ignore_ascii_case(name))
            .map(|(_, value)| value.as_str())
    }

    /// The whole body, at most [`MAX_JSON_BYTES`].
    async fn read_body(mut self) -> HttpResult<Vec<u8>> {
        let mut body = Vec::new();
        (&mut self.body).take(MAX_JSON_BYTES + 1).read_to_end(&mut body).await?;
        if body.len() as u64 > MAX_JSON_BYTES {
            return Err(StreamableHttpError::ResponseBodyTooLarge {
                max_size: MAX_JSON_BYTES as usize,
            });
        }
        let _ = self.child.wait().await;
        Ok(body)
    }
}

/// A header value from the server that may go back into a request: visible ASCII
/// only, as MCP requires of a session id (so it cannot smuggle a header line).
fn is_visible_ascii(value: &str) -> bool {
    !value.is_empty() && value.len() <= 1024 && value.bytes().all(|b| (0x21..=0x7e).contains(&b))
}

impl CurlClient {
    /// Runs curl for one request and reads the status line and headers.
    async fn send(
        &self,
        method: &str,
        uri: &str,
        headers: Vec<(String, String)>,
        body: Option<Vec<u8>>,
    ) -> HttpResult<Response> {
        check_url(uri).or_else(failed)?;
        let protocol = if uri.starts_with("http://") { "=http" } else { "=https" };
        let mut command = Command::new("curl");
        // `-q` first: no `.curlrc` can add options.
        command
            .args(["-q", "--silent", "--show-error", "--include", "--no-buffer"])
            .args(["--proto", protocol, "--max-redirs", "0", "--connect-timeout", "10"])
            .arg("--max-time")
            .arg(self.timeout.as_secs().max(1).to_string())
            .args(["--request", method, "--header", "Expect:"]);
        for (name, value) in &headers {
            command.arg("--header").arg(format!("{name}: {value}"));
        }
        if body.is_some() {
            command.args(["--data-binary", "@-"]);
        }
        command
            .arg("--")
            .arg(uri)
            .stdin(if body.is_some() { Stdio::piped() } else { Stdio::null() })
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .kill_on_drop(true);
        let mut child = command
            .spawn()
            .map_err(|e| StreamableHttpError::Client(CurlError(format!("cannot run curl ({e}); is it installed?"))))?;
        if let (Some(body), Some(mut stdin)) = (body, child.stdin.take()) {
            stdin.write_all(&body).await?;
            drop(stdin);
        }
        let Some(stdout) = child.stdout.take() else {
            return failed("curl has no output");
        };
        let mut reader = BufReader::new(stdout);
        loop {
            let Some((status, headers)) = read_head(&mut reader).await? else {
                let mut stderr = String::new();
                if let Some(mut pipe) = child.stderr.take() {
                    let _ = (&mut pipe).take(4096).read_to_string(&mut stderr).await;
                }
                let _ = child.wait().await;
                let why = crate::api::text::terminal_safe(stderr.trim());
                return failed(format!(
                    "{method} {uri}: {}",
                    if why.is_empty() { "no response".to_string() } else { why }
                ));
            };
            // `100 Continue` and other interim answers precede the real one.
            if (100..200).contains(&status) {
                continue;
            }
            return Ok(Response {
                status,
                headers,
                body: reader,
                child,
            });
        }
    }

    fn request_headers(
        session_id: Option<&str>,
        auth_header: Option<String>,
        custom_headers: HashMap<HeaderName, HeaderValue>,
    ) -> HttpResult<Vec<(String, String)>> {
        let mut headers = Vec::new();
        if let Some(session) = session_id {
            headers.push(("Mcp-Session-Id".to_string(), session.to_string()));
        }
        if let Some(token) = auth_header {
            headers.push(("Authorization".to_string(), format!("Bearer {token}")));
        }
        for (name, value) in custom_headers {
            let Ok(value) = value.to_str() else {
                return failed(format!("the header `{name}` is not text"));
            };
            headers.push((name.to_string(), value.to_string()));
        }
        if headers
            .iter()
            .any(|(_, v)| !v.bytes().all(|b| b == b' ' || (0x21..=0x7e).contains(&b)))
        {
            return failed("a request header holds a character HTTP cannot carry");
        }
        Ok(headers)
    }
}

/// Reads one status line and its headers; `None` when curl wrote nothing (it failed).
async fn read_head(reader: &mut BufReader<ChildStdout>) -> HttpResult<Option<(u16, Vec<(String, String)>)>> {
    let mut line = String::new();
    let mut read = 0;
    if reader.read_line(&mut line).await? == 0 {
        return Ok(None);
    }
    // `HTTP/1.1 200 OK`, `HTTP/2 200`.
    let status = line
        .split_whitespace()
        .nth(1)
        .and_then(|code| code.parse::<u16>().ok())
        .filter(|_| line.starts_with("HTTP/"));
    let Some(status) = status else {
        return failed(format!(
            "not an HTTP status line: {}",
            crate::api::text::terminal_safe(line.trim())
        ));
    };
    let mut headers = Vec::new();
    loop {
        line.clear();
        let n = reader.read_line(&mut line).await?;
        read += n;
        if n == 0 || read > MAX_HEADER_BYTES {
            return failed("the response's headers are cut short or too long");
        }
        let trimmed = line.trim_end_matches(['\r', '\n']);
        if trimmed.is_empty() {
            return Ok(Some((status, headers)));
        }
        if let Some((name, value)) = trimmed.split_once(':') {
            headers.push((name.trim().to_string(), value.trim().to_string()));
        }
    }
}

/// The body of `response` as a stream of SSE events, read as curl delivers it.
fn event_stream(response: Response) -> BoxStream<'static, Result<Sse, SseError>> {
    let chunks = futures::stream::unfold(Some((response.body, response.child)), |state| async move {
        let (mut body, child) = state?;
        let mut buffer = vec![0u8; 16 * 1024];
        match body.read(&mut buffer).await {
            Ok(0) => None,
            Ok(n) => {
                buffer.truncate(n);
                Some((Ok(Bytes::from(buffer)), Some((body, child))))
            }
            Err(e) => Some((Err(e), None)),
        }
    });
    SseStream::from_bytes_stream(chunks).boxed()
}

impl StreamableHttpClient for CurlClient {
    type Error = CurlError;

    async fn post_message(
        &self,
        uri: Arc<str>,
        message: ClientJsonRpcMessage,
        session_id: Option<Arc<str>>,
        auth_header: Option<String>,
        custom_headers: HashMap<HeaderName, HeaderValue>,
    ) -> HttpResult<StreamableHttpPostResponse> {
        let body = serde_json::to_vec(&message)?;
        let mut headers = Self::request_headers(session_id.as_deref(), auth_header, custom_headers)?;
        headers.push(("Content-Type".into(), "application/json".into()));
        headers.push(("Accept".into(), "application/json, text/event-stream".into()));
        let response = self.send("POST", &uri, headers, Some(body)).await?;
        let session = response
            .header(SESSION_HEADER)
            .filter(|s| is_visible_ascii(s))
            .map(str::to_string);
        match response.status {
            202 | 204 => return Ok(StreamableHttpPostResponse::Accepted),
            404 if session_id.is_some() => return Err(StreamableHttpError::SessionExpired),
            200..=299 => {}
            status => {
                let body = response.read_body().await.unwrap_or_default();
                let text = String::from_utf8_lossy(&body[..body.len().min(300)]).into_owned();
                return Err(StreamableHttpError::UnexpectedServerResponse(
                    format!("HTTP {status}: {}", crate::api::text::terminal_safe(text.trim())).into(),
                ));
            }
        }
        let content_type = response.header("content-type").unwrap_or("").to_ascii_lowercase();
        if content_type.starts_with("text/event-stream") {
            return Ok(StreamableHttpPostResponse::Sse(event_stream(response), session));
        }
        if content_type.starts_with("application/json") {
            let body = response.read_body().await?;
            let message: ServerJsonRpcMessage = serde_json::from_slice(&body)?;
            return Ok(StreamableHttpPostResponse::Json(message, session));
        }
        Err(StreamableHttpError::UnexpectedContentType(Some(content_type)))
    }

    async fn delete_session(
        &self,
        uri: Arc<str>,
        session_id: Arc<str>,
        auth_header: Option<String>,
        custom_headers: HashMap<HeaderName, HeaderValue>,
    ) -> HttpResult<()> {
        let headers = Self::request_headers(Some(&session_id), auth_header, custom_headers)?;
        let response = self.send("DELETE", &uri, headers, None).await?;
        match response.status {
            405 => Err(StreamableHttpError::ServerDoesNotSupportDeleteSession),
            _ => Ok(()),
        }
    }

    /// No stream of server-initiated messages: an install only asks and reads answers.
    async fn get_stream(
        &self,
        _uri: Arc<str>,
        _session_id: Option<Arc<str>>,
        _last_event_id: Option<String>,
        _auth_header: Option<String>,
        _custom_headers: HashMap<HeaderName, HeaderValue>,
    ) -> HttpResult<BoxStream<'static, Result<Sse, SseError>>> {
        Err(StreamableHttpError::ServerDoesNotSupportSse)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_https_or_this_machine_over_http() {
        assert!(check_url("https://skills.example.com/mcp").is_ok());
        assert!(check_url("http://127.0.0.1:8080/mcp").is_ok());
        assert!(check_url("http://localhost/mcp").is_ok());
        assert!(check_url("http://[::1]:9/mcp").is_ok());
        for bad in [
            "http://example.com/mcp",
            "http://127.0.0.1.evil.com/mcp",
            "http://localhost@evil.com/mcp",
            "ftp://host/x",
            "file:///etc/passwd",
            "https://",
            "https://host/a b",
            "https://host/\r\nX: y",
            "skills serve-mcp",
        ] {
            assert!(check_url(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn session_ids_that_could_smuggle_a_header_are_dropped() {
        assert!(is_visible_ascii("3f2a-b9"));
        assert!(!is_visible_ascii("a\r\nX-Evil: 1"));
        assert!(!is_visible_ascii("a b"));
        assert!(!is_visible_ascii(""));
    }
}
