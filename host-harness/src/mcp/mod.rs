//! `skills serve-mcp`: the skills of one [`Session`] over the Model Context Protocol.
//!
//! One server holds one registry in one component instance; every answer comes from
//! the component (nothing outside the guest reads a skill file). It offers MCP's
//! skills extension (SEP-2640: `skills/list`, `skills/get`, `resources/directory/read`)
//! and, for hosts without it, two tools (`activate_skill`, whose description carries
//! the catalog, and `read_skill_file`), the user-invocable skills as prompts, and each
//! `SKILL.md` as a resource. The model side (tools, resources, the extension) sees
//! only model-visible skills; prompts are the user side. Where things are: `uri`
//! (`skill://` URIs, parsed strictly), `mime`, `state` (the shared session and what
//! it last discovered), `server` (the handler), `stdio` (line framing that answers
//! parse errors) and `http` (Streamable HTTP).

mod answers;
mod http;
mod listing;
mod locations;
mod mime;
mod server;
mod state;
mod stdio;
mod uri;

use std::time::Duration;

use rmcp::ServiceExt;
use tokio::sync::mpsc;

pub use http::{
    DEFAULT_MAX_BODY, DEFAULT_MAX_CONNECTIONS, DEFAULT_MAX_SESSIONS, DEFAULT_SESSION_IDLE, ENDPOINT, HttpOptions,
    TOKEN_ENV,
};
pub use server::{ACTIVATE_TOOL, PROMPT_ARGUMENT, READ_TOOL, SKILLS_PAGE, SkillsServer};
pub use state::{Changes, ServeAudit};
pub use uri::{SCHEME, uri_of};

use crate::api::watch::{DEFAULT_DEBOUNCE, WatchHandle, watch_roots};
use crate::runtime::error::HostError;

fn runtime() -> Result<tokio::runtime::Runtime, HostError> {
    // One thread: requests to the one registry are served one at a time anyway.
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| HostError::Setup(format!("cannot start the async runtime: {e}")))
}

impl SkillsServer {
    /// Watches the roots; after each burst of changes, scans again and sends what
    /// changed to `changes`. A body-only edit changes nothing listed, so it sends
    /// nothing (the next read serves the new bytes, with their new digest).
    pub fn watch(
        &self,
        roots: Vec<std::path::PathBuf>,
        debounce: Duration,
        changes: mpsc::UnboundedSender<Changes>,
    ) -> Result<WatchHandle<SkillsServer>, HostError> {
        watch_roots(self.clone(), roots, debounce, move |server| {
            let changes = changes.clone();
            server.post(move |state| match state.rescan() {
                Ok(found) if found.is_empty() => {}
                Ok(found) => {
                    let _ = changes.send(found);
                }
                Err(e) => eprintln!("skills serve-mcp: {e}"),
            });
        })
    }

    /// Serves MCP over stdin and stdout until the client closes the stream. `watch`
    /// are the roots to watch: list-changed notifications follow changes there.
    pub fn serve_stdio(self, watch: Option<Vec<std::path::PathBuf>>) -> Result<(), HostError> {
        runtime()?.block_on(async move {
            let _watch = self.announce_changes(watch)?;
            let (input, output, writer) = stdio::spawn();
            let running = self
                .serve((input, output))
                .await
                .map_err(|e| HostError::Setup(format!("MCP session did not start: {e}")))?;
            let _ = running.waiting().await;
            // The service is gone and with it rmcp's end of the output: flush the rest.
            let _ = writer.await;
            Ok(())
        })
    }

    /// Starts the watch (when asked) and a task that announces what it finds.
    fn announce_changes(
        &self,
        watch: Option<Vec<std::path::PathBuf>>,
    ) -> Result<Option<WatchHandle<SkillsServer>>, HostError> {
        let Some(roots) = watch else {
            return Ok(None);
        };
        let (sender, mut receiver) = mpsc::unbounded_channel();
        let handle = self.watch(roots, DEFAULT_DEBOUNCE, sender)?;
        let server = self.clone();
        tokio::spawn(async move {
            while let Some(changes) = receiver.recv().await {
                server.announce(&changes).await;
            }
        });
        Ok(Some(handle))
    }
}
