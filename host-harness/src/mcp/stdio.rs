//! The stdio framing in front of rmcp. rmcp ignores a line that is not JSON (as the
//! other official SDKs do); this server answers it, as JSON-RPC 2.0 asks, with a
//! parse error (`-32700`, id `null`), and a line over 16 MiB with an invalid-request
//! error, then goes on serving. Everything else passes through unchanged. One writer
//! owns stdout, so an error line never lands inside a response.

use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader, DuplexStream};
use tokio::sync::mpsc;
use tokio::task::JoinHandle;

/// Longest request line accepted (rmcp's own limit).
pub const MAX_LINE_BYTES: usize = 16 * 1024 * 1024;

/// rmcp's ends of the framing (it reads the first, writes the second), and the task
/// that writes stdout; await it after the service ends so the last answer is flushed.
pub(crate) fn spawn() -> (DuplexStream, DuplexStream, JoinHandle<()>) {
    let (server_reads, mut requests) = tokio::io::duplex(1 << 16);
    let (server_writes, responses) = tokio::io::duplex(1 << 16);
    let (out, mut lines) = mpsc::unbounded_channel::<Vec<u8>>();

    let errors = out.clone();
    tokio::spawn(async move {
        let mut stdin = BufReader::new(tokio::io::stdin());
        let mut line = Vec::new();
        loop {
            line.clear();
            match (&mut stdin)
                .take(MAX_LINE_BYTES as u64 + 1)
                .read_until(b'\n', &mut line)
                .await
            {
                Ok(0) | Err(_) => break,
                Ok(_) => {}
            }
            if line.len() > MAX_LINE_BYTES && line.last() != Some(&b'\n') {
                if skip_rest_of_line(&mut stdin).await.is_err() {
                    break;
                }
                let _ = errors.send(error(-32600, "invalid request: a message over 16 MiB"));
                continue;
            }
            let message = line.trim_ascii();
            if message.is_empty() {
                continue;
            }
            if serde_json::from_slice::<serde::de::IgnoredAny>(message).is_err() {
                let _ = errors.send(error(-32700, "parse error: the line is not JSON"));
                continue;
            }
            if line.last() != Some(&b'\n') {
                line.push(b'\n');
            }
            if requests.write_all(&line).await.is_err() {
                break;
            }
        }
        // Dropping `requests` here ends rmcp's input: the client has gone.
    });

    tokio::spawn(async move {
        let mut responses = BufReader::new(responses);
        loop {
            let mut line = Vec::new();
            match responses.read_until(b'\n', &mut line).await {
                Ok(0) | Err(_) => break,
                Ok(_) => {
                    if out.send(line).is_err() {
                        break;
                    }
                }
            }
        }
    });

    let writer = tokio::spawn(async move {
        let mut stdout = tokio::io::stdout();
        while let Some(line) = lines.recv().await {
            if stdout.write_all(&line).await.is_err() || stdout.flush().await.is_err() {
                break;
            }
        }
    });
    (server_reads, server_writes, writer)
}

async fn skip_rest_of_line(input: &mut BufReader<tokio::io::Stdin>) -> std::io::Result<()> {
    loop {
        let buffer = input.fill_buf().await?;
        if buffer.is_empty() {
            return Ok(());
        }
        match buffer.iter().position(|&b| b == b'\n') {
            Some(end) => {
                input.consume(end + 1);
                return Ok(());
            }
            None => {
                let all = buffer.len();
                input.consume(all);
            }
        }
    }
}

fn error(code: i32, message: &str) -> Vec<u8> {
    let mut line = serde_json::json!({"jsonrpc": "2.0", "id": null, "error": {"code": code, "message": message}})
        .to_string()
        .into_bytes();
    line.push(b'\n');
    line
}
