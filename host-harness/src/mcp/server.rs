//! The MCP handler: the skills extension (SEP-2640), two tools, prompts and resources,
//! every answer from the component.

use std::sync::{Arc, Mutex, PoisonError};

use rmcp::model::{
    CallToolRequestParams, CallToolResponse, GetPromptRequestParams, GetPromptResponse, GetSkillRequestParams,
    GetSkillResult, Implementation, ListPromptsResult, ListResourcesResult, ListSkillsResult, ListToolsResult,
    PaginatedRequestParams, Prompt, PromptArgument, ReadResourceDirectoryRequestParams, ReadResourceDirectoryResult,
    ReadResourceRequestParams, ReadResourceResponse, Resource, ServerCapabilities, ServerConfig, SubscriptionFilter,
};
use rmcp::service::{NotificationContext, Peer, RequestContext, SubscriptionContext, SubscriptionSink};
use rmcp::{ErrorData, RoleServer, ServerHandler};

use super::answers::*;
use super::state::{ServeAudit, State};
use super::uri::{self};
use crate::api::session::Session;
use crate::runtime::error::HostError;

pub use super::answers::{ACTIVATE_TOOL, PROMPT_ARGUMENT, READ_TOOL, SKILLS_PAGE};

/// A unit of work for the component thread.
type Job = Box<dyn FnOnce(&mut State) + Send>;

/// Serves one registry over MCP. Cheap to clone: clones share the registry.
///
/// The registry lives on its own thread and requests reach it as jobs: wasmtime-wasi's
/// synchronous bindings run their own async runtime and may not be called from inside
/// the server's, and one registry serves one call at a time anyway.
#[derive(Clone)]
pub struct SkillsServer {
    jobs: std::sync::mpsc::Sender<Job>,
    /// Every initialized client (one over stdio, one per HTTP session), for the
    /// list-changed notifications of protocols up to 2025-11-25.
    peers: Arc<Mutex<Vec<Peer<RoleServer>>>>,
    /// Every open `subscriptions/listen` stream (protocol 2026-07-28, where list
    /// changes travel only there), keyed by a number of this server's own.
    subscriptions: Arc<Mutex<Vec<(u64, SubscriptionSink)>>>,
}

impl SkillsServer {
    /// A server over `session`, after a first discovery. With `eligibility`, this host
    /// is probed for what the skills require (binaries, environment variables).
    pub fn new(session: Session, eligibility: bool) -> Result<SkillsServer, HostError> {
        SkillsServer::with_audit(session, eligibility, None)
    }

    /// [`SkillsServer::new`], auditing every skill at each scan (`serve-mcp --audit`):
    /// one with a finding at or above the gate is withheld from every client, as a
    /// disabled skill is, and the reason goes to stderr.
    pub fn with_audit(
        session: Session,
        eligibility: bool,
        audit: Option<ServeAudit>,
    ) -> Result<SkillsServer, HostError> {
        let (jobs, queue) = std::sync::mpsc::channel::<Job>();
        let (ready, started) = std::sync::mpsc::channel();
        std::thread::Builder::new()
            .name("skills-component".into())
            .spawn(move || {
                let mut state = match State::new(session, eligibility, audit) {
                    Ok(state) => {
                        let _ = ready.send(Ok(()));
                        state
                    }
                    Err(e) => {
                        let _ = ready.send(Err(e));
                        return;
                    }
                };
                // Ends when every server clone (and so every sender) is gone.
                while let Ok(job) = queue.recv() {
                    job(&mut state);
                }
            })
            .map_err(|e| HostError::Setup(format!("cannot start the component thread: {e}")))?;
        started
            .recv()
            .map_err(|_| HostError::Setup("the component thread ended before its first scan".into()))??;
        Ok(SkillsServer {
            jobs,
            peers: Arc::default(),
            subscriptions: Arc::default(),
        })
    }

    /// Runs `job` on the component thread and waits for its answer.
    pub(crate) async fn on_component<R, F>(&self, job: F) -> Result<R, ErrorData>
    where
        R: Send + 'static,
        F: FnOnce(&mut State) -> R + Send + 'static,
    {
        let (reply, answer) = tokio::sync::oneshot::channel();
        self.jobs
            .send(Box::new(move |state| {
                let _ = reply.send(job(state));
            }))
            .map_err(|_| ErrorData::internal_error("the component thread has stopped", None))?;
        answer
            .await
            .map_err(|_| ErrorData::internal_error("the component thread has stopped", None))
    }

    /// Tells every connected client what changed; forgets the ones that are gone.
    pub async fn announce(&self, changes: &super::Changes) {
        let peers: Vec<Peer<RoleServer>> = {
            let mut peers = self.peers.lock().unwrap_or_else(PoisonError::into_inner);
            peers.retain(|p| !p.is_transport_closed());
            peers.clone()
        };
        for peer in peers {
            // A client that went away ends its own session; nothing to do here.
            if changes.tools {
                let _ = peer.notify_tool_list_changed().await;
            }
            if changes.prompts {
                let _ = peer.notify_prompt_list_changed().await;
            }
            if changes.resources {
                let _ = peer.notify_resource_list_changed().await;
            }
        }
        let sinks: Vec<SubscriptionSink> = self
            .subscriptions
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .iter()
            .map(|(_, sink)| sink.clone())
            .collect();
        for sink in sinks {
            // A category the client did not ask for is refused by the sink: fine.
            if changes.tools {
                let _ = sink.notify_tool_list_changed().await;
            }
            if changes.prompts {
                let _ = sink.notify_prompt_list_changed().await;
            }
            if changes.resources {
                let _ = sink.notify_resource_list_changed().await;
            }
        }
    }

    /// Runs `job` on the component thread without waiting (the watch's rescans).
    pub(crate) fn post(&self, job: impl FnOnce(&mut State) + Send + 'static) {
        let _ = self.jobs.send(Box::new(job));
    }
}

impl ServerHandler for SkillsServer {
    /// Every list-changed category this server announces (tools, prompts, resources).
    fn accepted_subscription_filter(&self, requested: &SubscriptionFilter) -> Option<SubscriptionFilter> {
        Some(requested.supported_by(&self.get_info().capabilities))
    }

    /// Keeps the stream until the client cancels it or goes away; `announce` writes
    /// to it.
    async fn listen(&self, context: SubscriptionContext) -> Result<(), ErrorData> {
        static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
        let key = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        self.subscriptions
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .push((key, context.sink().clone()));
        context.cancelled().await;
        self.subscriptions
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .retain(|(k, _)| *k != key);
        Ok(())
    }

    async fn on_initialized(&self, context: NotificationContext<RoleServer>) {
        self.peers
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .push(context.peer);
    }

    fn get_info(&self) -> ServerConfig {
        let capabilities = ServerCapabilities::builder()
            .enable_prompts()
            .enable_prompts_list_changed()
            .enable_resources()
            .enable_resources_list_changed()
            .enable_tools()
            .enable_tool_list_changed()
            .enable_skills_with_directory_read()
            .build();
        ServerConfig::new(capabilities)
            .with_server_info(
                Implementation::new("agentskills-runtime", env!("CARGO_PKG_VERSION"))
                    .with_title("Agent Skills (sandboxed WASI component)"),
            )
            .with_instructions(
                "Agent Skills from this machine, loaded inside a WASI sandbox. Call `activate_skill` \
                 when a task matches a skill's description, then `read_skill_file` for the files its \
                 instructions name. The same skills are prompts (slash commands) and resources.",
            )
    }

    async fn list_tools(
        &self,
        _request: Option<PaginatedRequestParams>,
        _context: RequestContext<RoleServer>,
    ) -> Result<ListToolsResult, ErrorData> {
        let catalog = self.on_component(|state| state.client_catalog()).await?;
        Ok(ListToolsResult::with_all_items(tools(&catalog)))
    }

    async fn call_tool(
        &self,
        request: CallToolRequestParams,
        _context: RequestContext<RoleServer>,
    ) -> Result<CallToolResponse, ErrorData> {
        self.on_component(move |state| call(state, request))
            .await?
            .map(Into::into)
    }

    async fn list_prompts(
        &self,
        _request: Option<PaginatedRequestParams>,
        _context: RequestContext<RoleServer>,
    ) -> Result<ListPromptsResult, ErrorData> {
        let skills = self
            .on_component(|state| state.user_invocable().cloned().collect::<Vec<_>>())
            .await?;
        let prompts = skills
            .iter()
            .map(|s| {
                let hint = s
                    .argument_hint
                    .clone()
                    .unwrap_or_else(|| "Arguments for the skill (optional)".into());
                Prompt::new(
                    s.name.clone(),
                    Some(s.description.clone()),
                    Some(vec![
                        PromptArgument::new(PROMPT_ARGUMENT)
                            .with_description(hint)
                            .with_required(false),
                    ]),
                )
            })
            .collect();
        Ok(ListPromptsResult::with_all_items(prompts))
    }

    async fn get_prompt(
        &self,
        request: GetPromptRequestParams,
        _context: RequestContext<RoleServer>,
    ) -> Result<GetPromptResponse, ErrorData> {
        self.on_component(move |state| prompt(state, request))
            .await?
            .map(Into::into)
    }

    async fn list_resources(
        &self,
        _request: Option<PaginatedRequestParams>,
        _context: RequestContext<RoleServer>,
    ) -> Result<ListResourcesResult, ErrorData> {
        let skills = self
            .on_component(|state| {
                state
                    .model_visible()
                    .filter(|s| state.listing.serves(&s.name))
                    .cloned()
                    .collect::<Vec<_>>()
            })
            .await?;
        let resources = skills
            .iter()
            .map(|s| {
                Resource::new(uri::uri_of(&s.name, "SKILL.md"), s.name.clone())
                    .with_description(s.description.clone())
                    .with_mime_type("text/markdown")
            })
            .collect();
        Ok(ListResourcesResult::with_all_items(resources))
    }

    async fn read_resource(
        &self,
        request: ReadResourceRequestParams,
        _context: RequestContext<RoleServer>,
    ) -> Result<ReadResourceResponse, ErrorData> {
        self.on_component(move |state| read_skill_resource(state, &request.uri))
            .await?
            .map(Into::into)
    }

    async fn list_skills(
        &self,
        request: Option<PaginatedRequestParams>,
        _context: RequestContext<RoleServer>,
    ) -> Result<ListSkillsResult, ErrorData> {
        let cursor = request.and_then(|r| r.cursor);
        self.on_component(move |state| list_skills_page(state, cursor.as_deref()))
            .await?
    }

    async fn get_skill(
        &self,
        request: GetSkillRequestParams,
        _context: RequestContext<RoleServer>,
    ) -> Result<GetSkillResult, ErrorData> {
        self.on_component(move |state| get_skill_entry(state, &request.uri))
            .await?
    }

    /// rmcp hands a request whose parameters do not fit its method's shape here, as if
    /// the method were unknown: answer those `-32602`, and only unknown methods `-32601`.
    async fn on_custom_request(
        &self,
        request: rmcp::model::CustomRequest,
        _context: RequestContext<RoleServer>,
    ) -> Result<rmcp::model::CustomResult, ErrorData> {
        const KNOWN: [&str; 11] = [
            "tools/list",
            "tools/call",
            "prompts/list",
            "prompts/get",
            "resources/list",
            "resources/read",
            "resources/templates/list",
            "resources/directory/read",
            "skills/list",
            "skills/get",
            "ping",
        ];
        let method = request.method.as_str();
        if KNOWN.contains(&method) {
            Err(ErrorData::invalid_params(
                format!("invalid parameters for {method}"),
                None,
            ))
        } else {
            Err(ErrorData::new(
                rmcp::model::ErrorCode::METHOD_NOT_FOUND,
                format!("method not found: {}", shown(method)),
                None,
            ))
        }
    }

    async fn read_resource_directory(
        &self,
        request: ReadResourceDirectoryRequestParams,
        _context: RequestContext<RoleServer>,
    ) -> Result<ReadResourceDirectoryResult, ErrorData> {
        self.on_component(move |state| read_directory(state, &request.uri, request.cursor.as_deref()))
            .await?
    }
}
