//! The MCP handler: the skills extension (SEP-2640), two tools, prompts and resources,
//! every answer from the component.

use std::sync::{Arc, Mutex, PoisonError};

use base64::Engine;
use base64::engine::general_purpose::{STANDARD, URL_SAFE_NO_PAD};
use rmcp::model::{
    CallToolRequestParams, CallToolResponse, CallToolResult, ContentBlock, GetPromptRequestParams, GetPromptResponse,
    GetPromptResult, GetSkillRequestParams, GetSkillResult, Implementation, JsonObject, ListPromptsResult,
    ListResourcesResult, ListSkillsResult, ListToolsResult, PaginatedRequestParams, Prompt, PromptArgument,
    PromptMessage, ReadResourceDirectoryRequestParams, ReadResourceDirectoryResult, ReadResourceRequestParams,
    ReadResourceResponse, ReadResourceResult, Resource, ResourceContents, Role, ServerCapabilities, ServerConfig,
    SubscriptionFilter, Tool, ToolAnnotations,
};
use rmcp::service::{NotificationContext, Peer, RequestContext, SubscriptionContext, SubscriptionSink};
use rmcp::{ErrorData, RoleServer, ServerHandler};
use serde_json::{Value, json};

use super::mime;
use super::state::{ServeAudit, State};
use super::uri::{self, SkillUri};
use crate::api::session::Session;
use crate::component::{EntryKind, Invoker, SkillError};
use crate::runtime::error::HostError;

/// Skills per `skills/list` page.
pub const SKILLS_PAGE: usize = 50;
/// Names listed in a tool error for a skill that does not exist.
const NAMES_IN_ERRORS: usize = 20;

/// The tool that activates a skill.
pub const ACTIVATE_TOOL: &str = "activate_skill";
/// The tool that reads a file of a skill.
pub const READ_TOOL: &str = "read_skill_file";
/// The one argument of every prompt: the raw argument string.
pub const PROMPT_ARGUMENT: &str = "arguments";

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

/// `-32602` for every URI or name the model may not see: missing, hidden, withheld,
/// malformed or outside a skill all read the same, so nothing is revealed.
fn no_such(what: &str, uri: &str) -> ErrorData {
    // The URI asked for goes back in `data` too (SEP-2164), bounded like the message.
    ErrorData::invalid_params(
        format!("no {what} at {}", shown(uri)),
        Some(json!({ "uri": shown(uri) })),
    )
}

/// A client-supplied string as it may appear in an error message: bounded.
fn shown(text: &str) -> String {
    let mut cut: String = text.chars().take(200).collect();
    if cut.len() < text.len() {
        cut.push('…');
    }
    cut
}

fn internal(e: HostError) -> ErrorData {
    ErrorData::internal_error(e.to_string(), None)
}

/// A skill error as the model should read it in a tool result.
fn tool_error(error: &SkillError) -> String {
    match error {
        SkillError::NotFound(d) if !d.available.is_empty() => {
            let mut names: Vec<&str> = d.available.iter().take(NAMES_IN_ERRORS).map(String::as_str).collect();
            let more = d.available.len().saturating_sub(NAMES_IN_ERRORS);
            let more = if more > 0 {
                format!(", and {more} more")
            } else {
                String::new()
            };
            names.sort_unstable();
            format!("not found: {} (available: {}{more})", d.message, names.join(", "))
        }
        other => crate::runtime::error::describe(other),
    }
}

/// An object's string argument; `-32602` when it is missing (and required) or not a string.
fn string_argument(arguments: &JsonObject, key: &str, required: bool) -> Result<Option<String>, ErrorData> {
    match arguments.get(key) {
        Some(Value::String(s)) => Ok(Some(s.clone())),
        None | Some(Value::Null) if !required => Ok(None),
        None | Some(Value::Null) => Err(ErrorData::invalid_params(format!("`{key}` is required"), None)),
        Some(_) => Err(ErrorData::invalid_params(format!("`{key}` must be a string"), None)),
    }
}

fn refuse_unknown_keys(arguments: &JsonObject, known: &[&str]) -> Result<(), ErrorData> {
    match arguments.keys().find(|k| !known.contains(&k.as_str())) {
        Some(k) => Err(ErrorData::invalid_params(
            format!("unknown argument `{}`", shown(k)),
            None,
        )),
        None => Ok(()),
    }
}

fn tools(catalog: &str) -> Vec<Tool> {
    let schema = |value: Value| match value {
        Value::Object(map) => Arc::new(map),
        _ => Arc::new(JsonObject::new()),
    };
    let catalog = if catalog.is_empty() {
        "No skills are available.".to_string()
    } else {
        format!("The available skills:\n\n{catalog}")
    };
    let read_only = ToolAnnotations::new()
        .read_only(true)
        .destructive(false)
        .idempotent(true)
        .open_world(false);
    vec![
        Tool::new(
            ACTIVATE_TOOL,
            format!(
                "Activate an Agent Skill: returns its instructions (the SKILL.md body in a \
                 <skill_content> envelope) with `arguments` applied. When a task matches a \
                 skill's description, call this first and follow the instructions it returns. \
                 {catalog}"
            ),
            schema(json!({
                "type": "object",
                "properties": {
                    "name": {"type": "string", "description": "The skill's name, as in the catalog."},
                    "arguments": {"type": "string", "description": "Arguments for the skill ($ARGUMENTS, $0, $1, ...), split like a shell command line. Optional."}
                },
                "required": ["name"],
                "additionalProperties": false
            })),
        )
        .with_annotations(read_only.clone()),
        Tool::new(
            READ_TOOL,
            "Read a file bundled with a skill (`scripts/`, `references/`, `assets/`), by a path \
             relative to the skill directory, as the skill's instructions name it. Text comes \
             back as text, other files as base64.",
            schema(json!({
                "type": "object",
                "properties": {
                    "name": {"type": "string", "description": "The skill's name."},
                    "path": {"type": "string", "description": "Path relative to the skill directory, e.g. `references/guide.md`."}
                },
                "required": ["name", "path"],
                "additionalProperties": false
            })),
        )
        .with_annotations(read_only),
    ]
}

/// A file's bytes as resource contents: text when UTF-8, else base64.
fn contents(uri: &str, path: &str, bytes: Vec<u8>) -> ResourceContents {
    match String::from_utf8(bytes) {
        Ok(text) => ResourceContents::text(text, uri).with_mime_type(mime::of(path, true)),
        Err(e) => ResourceContents::blob(STANDARD.encode(e.as_bytes()), uri).with_mime_type(mime::of(path, false)),
    }
}

fn decode_cursor(cursor: Option<&str>) -> Result<Option<String>, ErrorData> {
    let Some(cursor) = cursor else {
        return Ok(None);
    };
    URL_SAFE_NO_PAD
        .decode(cursor)
        .ok()
        .and_then(|bytes| String::from_utf8(bytes).ok())
        .map(Some)
        .ok_or_else(|| ErrorData::invalid_params("invalid cursor", None))
}

/// `skills/list`: one page of model-visible skills, after the cursor's name.
fn list_skills_page(state: &mut State, cursor: Option<&str>) -> Result<ListSkillsResult, ErrorData> {
    let after = decode_cursor(cursor)?;
    let names: Vec<String> = state
        .listing
        .served_names()
        .filter(|name| after.as_ref().is_none_or(|after| *name > after))
        .cloned()
        .collect();
    let State {
        session,
        skills: loaded,
        listing,
        ..
    } = state;
    let mut skills = Vec::new();
    for name in names.iter().take(SKILLS_PAGE) {
        let Some(skill) = loaded.iter().find(|s| &s.name == name) else {
            continue;
        };
        if let Some(entry) = listing.entry(session, skill).map_err(internal)? {
            skills.push(entry);
        }
    }
    let mut result = ListSkillsResult::with_all_items(skills);
    if names.len() > SKILLS_PAGE {
        result.next_cursor = Some(URL_SAFE_NO_PAD.encode(names[SKILLS_PAGE - 1].as_bytes()));
    }
    Ok(result)
}

fn get_skill_entry(state: &mut State, uri: &str) -> Result<GetSkillResult, ErrorData> {
    let parsed = uri::parse(uri).map_err(|_| no_such("skill", uri))?;
    // Only the form this server lists: rmcp checks the answer's URI against the request's.
    if parsed.path != "SKILL.md" || uri::uri_of(&parsed.skill, "SKILL.md") != uri {
        return Err(no_such("skill", uri));
    }
    let State {
        session,
        skills,
        listing,
        ..
    } = state;
    let Some(skill) = skills.iter().find(|s| s.model_invocable && s.name == parsed.skill) else {
        return Err(no_such("skill", uri));
    };
    match listing.entry(session, skill).map_err(internal)? {
        Some(entry) => Ok(GetSkillResult::new(entry)),
        None => Err(no_such("skill", uri)),
    }
}

fn read_skill_resource(state: &mut State, uri: &str) -> Result<ReadResourceResult, ErrorData> {
    let SkillUri { skill, path } = uri::parse(uri).map_err(|_| no_such("resource", uri))?;
    if path.is_empty() {
        return Err(ErrorData::invalid_params(
            format!("{} is a directory; use resources/directory/read", shown(uri)),
            None,
        ));
    }
    match state
        .session
        .read_resource(&skill, &path, Invoker::Model)
        .map_err(internal)?
    {
        Ok(bytes) => Ok(ReadResourceResult::new(vec![contents(uri, &path, bytes)])),
        Err(SkillError::NotFound(_) | SkillError::Denied(_)) => Err(no_such("resource", uri)),
        Err(e @ (SkillError::Invalid(_) | SkillError::TooLarge(_))) => {
            Err(ErrorData::invalid_params(crate::runtime::error::describe(&e), None))
        }
        Err(e @ SkillError::Io(_)) => Err(ErrorData::internal_error(crate::runtime::error::describe(&e), None)),
    }
}

fn read_directory(
    state: &mut State,
    uri: &str,
    cursor: Option<&str>,
) -> Result<ReadResourceDirectoryResult, ErrorData> {
    if cursor.is_some() {
        return Err(ErrorData::invalid_params("invalid cursor", None));
    }
    let SkillUri { skill, path } = uri::parse(uri).map_err(|_| no_such("directory", uri))?;
    let entries = match state
        .session
        .list_resources(&skill, &path, Invoker::Model)
        .map_err(internal)?
    {
        Ok(entries) => entries,
        Err(SkillError::Io(m)) => return Err(ErrorData::internal_error(m, None)),
        Err(_) => return Err(no_such("directory", uri)),
    };
    let children = entries
        .into_iter()
        .filter(|e| !e.name.starts_with('.'))
        .map(|e| {
            let child = if path.is_empty() {
                e.name.clone()
            } else {
                format!("{path}/{}", e.name)
            };
            let resource = Resource::new(uri::uri_of(&skill, &child), e.name.clone());
            match e.kind {
                EntryKind::Directory => resource.with_mime_type(mime::DIRECTORY),
                EntryKind::File => match mime::by_extension(&e.name) {
                    Some(mime) => resource.with_mime_type(mime).with_size(e.size),
                    None => resource.with_size(e.size),
                },
            }
        })
        .collect();
    Ok(ReadResourceDirectoryResult::with_all_items(children))
}

fn call(state: &mut State, request: CallToolRequestParams) -> Result<CallToolResult, ErrorData> {
    let arguments = request.arguments.unwrap_or_default();
    let outcome = match request.name.as_ref() {
        ACTIVATE_TOOL => {
            refuse_unknown_keys(&arguments, &["name", "arguments"])?;
            let name = string_argument(&arguments, "name", true)?.unwrap_or_default();
            let raw = string_argument(&arguments, "arguments", false)?.unwrap_or_default();
            let outcome = state.session.activate(&name, Invoker::Model, &raw);
            outcome
                .map_err(internal)?
                .map(|a| ContentBlock::text(state.client_envelope(a.content, &a.skill)))
        }
        READ_TOOL => {
            refuse_unknown_keys(&arguments, &["name", "path"])?;
            let name = string_argument(&arguments, "name", true)?.unwrap_or_default();
            let path = string_argument(&arguments, "path", true)?.unwrap_or_default();
            let path = super::locations::path_in_skill(&name, &path).map_err(|e| ErrorData::invalid_params(e, None))?;
            let outcome = state.session.read_resource(&name, &path, Invoker::Model);
            outcome.map_err(internal)?.map(|bytes| match String::from_utf8(bytes) {
                Ok(text) => ContentBlock::text(text),
                Err(e) => ContentBlock::resource(contents(&uri::uri_of(&name, &path), &path, e.into_bytes())),
            })
        }
        other => {
            return Err(ErrorData::invalid_params(
                format!("unknown tool `{}`", shown(other)),
                None,
            ));
        }
    };
    Ok(match outcome {
        Ok(content) => CallToolResult::success(vec![content]),
        Err(e) => CallToolResult::error(vec![ContentBlock::text(tool_error(&e))]),
    })
}

fn prompt(state: &mut State, request: GetPromptRequestParams) -> Result<GetPromptResult, ErrorData> {
    let arguments = request.arguments.unwrap_or_default();
    refuse_unknown_keys(&arguments, &[PROMPT_ARGUMENT])?;
    let raw = string_argument(&arguments, PROMPT_ARGUMENT, false)?.unwrap_or_default();
    // Only listed prompts: a skill the user may not invoke reads like a missing one.
    if !state.user_invocable().any(|s| s.name == request.name) {
        return Err(no_such("prompt", &request.name));
    }
    match state
        .session
        .activate(&request.name, Invoker::User, &raw)
        .map_err(internal)?
    {
        Ok(activation) => {
            let content = state.client_envelope(activation.content, &activation.skill);
            Ok(GetPromptResult::new(vec![PromptMessage::new_text(Role::User, content)])
                .with_description(activation.skill.description))
        }
        Err(SkillError::NotFound(_) | SkillError::Denied(_)) => Err(no_such("prompt", &request.name)),
        Err(e) => Err(ErrorData::invalid_params(crate::runtime::error::describe(&e), None)),
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
