//! `serve-mcp --http ADDR`: the same server over MCP's Streamable HTTP, at `/mcp`.
//!
//! Loopback only unless the caller allows a remote address. rmcp checks every
//! request's `Host` against the allowed hosts and its `Origin` against the allowed
//! origins, so a web page cannot reach the server through DNS rebinding.

use std::net::SocketAddr;
use std::sync::Arc;

use std::convert::Infallible;

use bytes::Bytes;
use http_body_util::combinators::BoxBody;
use http_body_util::{BodyExt, Full};
use hyper_util::rt::TokioIo;
use rmcp::transport::streamable_http_server::session::local::LocalSessionManager;
use rmcp::transport::{StreamableHttpServerConfig, StreamableHttpService};

use super::SkillsServer;
use crate::HostError;

/// The path the MCP endpoint is served at.
pub const ENDPOINT: &str = "/mcp";

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
}

impl HttpOptions {
    /// Refuses a non-loopback address without `allow_remote`.
    pub fn check(&self) -> Result<(), String> {
        if self.address.ip().is_loopback() || self.allow_remote {
            Ok(())
        } else {
            Err(format!(
                "refusing to serve on {}, which is not a loopback address; pass --allow-remote to allow it",
                self.address
            ))
        }
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
        super::runtime()?.block_on(async move {
            let _watch = self.announce_changes(watch)?;
            let listener = tokio::net::TcpListener::bind(options.address)
                .await
                .map_err(|e| HostError::Setup(format!("cannot listen on {}: {e}", options.address)))?;
            let bound = listener
                .local_addr()
                .map_err(|e| HostError::Setup(format!("cannot read the bound address: {e}")))?;
            let server = self.clone();
            let service = StreamableHttpService::new(
                move || Ok(server.clone()),
                Arc::new(LocalSessionManager::default()),
                options.config(bound.port()),
            );
            ready(bound);
            loop {
                let (stream, _) = match listener.accept().await {
                    Ok(accepted) => accepted,
                    // A failed accept (out of descriptors, say) drops that one connection.
                    Err(_) => continue,
                };
                let service = service.clone();
                tokio::spawn(async move {
                    let routed = hyper::service::service_fn(move |request: hyper::Request<hyper::body::Incoming>| {
                        let mut service = service.clone();
                        async move {
                            if request.uri().path() != ENDPOINT {
                                return Ok(not_found());
                            }
                            tower_service::Service::call(&mut service, request).await
                        }
                    });
                    let _ = hyper::server::conn::http1::Builder::new()
                        .serve_connection(TokioIo::new(stream), routed)
                        .await;
                });
            }
        })
    }
}

/// Every path but [`ENDPOINT`].
fn not_found() -> hyper::Response<BoxBody<Bytes, Infallible>> {
    let mut response =
        hyper::Response::new(Full::new(Bytes::from_static(b"not found; the MCP endpoint is /mcp\n")).boxed());
    *response.status_mut() = hyper::StatusCode::NOT_FOUND;
    response
}
