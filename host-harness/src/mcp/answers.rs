//! What each request answers, on the server's state and from the component: the
//! skills extension's list and get, resources and directories, the two tools and the
//! prompts, and the errors they give. `server.rs` is the protocol surface that calls
//! these.

use std::sync::Arc;

use base64::Engine;
use base64::engine::general_purpose::{STANDARD, URL_SAFE_NO_PAD};
use rmcp::ErrorData;
use rmcp::model::{
    CallToolRequestParams, CallToolResult, ContentBlock, GetPromptRequestParams, GetPromptResult, GetSkillResult,
    JsonObject, ListSkillsResult, PromptMessage, ReadResourceDirectoryResult, ReadResourceResult, Resource,
    ResourceContents, Role, Tool, ToolAnnotations,
};
use serde_json::{Value, json};

use super::mime;
use super::state::State;
use super::uri::{self, SkillUri};
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

/// `-32602` for every URI or name the model may not see: missing, hidden, withheld,
/// malformed or outside a skill all read the same, so nothing is revealed.
pub(super) fn no_such(what: &str, uri: &str) -> ErrorData {
    // The URI asked for goes back in `data` too (SEP-2164), bounded like the message.
    ErrorData::invalid_params(
        format!("no {what} at {}", shown(uri)),
        Some(json!({ "uri": shown(uri) })),
    )
}

/// A client-supplied string as it may appear in an error message: bounded.
pub(super) fn shown(text: &str) -> String {
    let mut cut: String = text.chars().take(200).collect();
    if cut.len() < text.len() {
        cut.push('…');
    }
    cut
}

pub(super) fn internal(e: HostError) -> ErrorData {
    ErrorData::internal_error(e.to_string(), None)
}

/// A skill error as the model should read it in a tool result.
pub(super) fn tool_error(error: &SkillError) -> String {
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
pub(super) fn string_argument(arguments: &JsonObject, key: &str, required: bool) -> Result<Option<String>, ErrorData> {
    match arguments.get(key) {
        Some(Value::String(s)) => Ok(Some(s.clone())),
        None | Some(Value::Null) if !required => Ok(None),
        None | Some(Value::Null) => Err(ErrorData::invalid_params(format!("`{key}` is required"), None)),
        Some(_) => Err(ErrorData::invalid_params(format!("`{key}` must be a string"), None)),
    }
}

pub(super) fn refuse_unknown_keys(arguments: &JsonObject, known: &[&str]) -> Result<(), ErrorData> {
    match arguments.keys().find(|k| !known.contains(&k.as_str())) {
        Some(k) => Err(ErrorData::invalid_params(
            format!("unknown argument `{}`", shown(k)),
            None,
        )),
        None => Ok(()),
    }
}

pub(super) fn tools(catalog: &str) -> Vec<Tool> {
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
pub(super) fn contents(uri: &str, path: &str, bytes: Vec<u8>) -> ResourceContents {
    match String::from_utf8(bytes) {
        Ok(text) => ResourceContents::text(text, uri).with_mime_type(mime::of(path, true)),
        Err(e) => ResourceContents::blob(STANDARD.encode(e.as_bytes()), uri).with_mime_type(mime::of(path, false)),
    }
}

pub(super) fn decode_cursor(cursor: Option<&str>) -> Result<Option<String>, ErrorData> {
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
pub(super) fn list_skills_page(state: &mut State, cursor: Option<&str>) -> Result<ListSkillsResult, ErrorData> {
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

pub(super) fn get_skill_entry(state: &mut State, uri: &str) -> Result<GetSkillResult, ErrorData> {
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

pub(super) fn read_skill_resource(state: &mut State, uri: &str) -> Result<ReadResourceResult, ErrorData> {
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

pub(super) fn read_directory(
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

pub(super) fn call(state: &mut State, request: CallToolRequestParams) -> Result<CallToolResult, ErrorData> {
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

pub(super) fn prompt(state: &mut State, request: GetPromptRequestParams) -> Result<GetPromptResult, ErrorData> {
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
