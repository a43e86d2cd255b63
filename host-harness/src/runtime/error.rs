//! Why a call to the component did not complete ([`HostError`]), and a one-line
//! message for why the component refused an operation ([`describe`]).

use std::time::Duration;

use crate::component::SkillError;

/// Why a call did not complete. The session stays usable: the next call gets a
/// fresh instance.
#[derive(Debug)]
pub enum HostError {
    /// The call ran longer than [`Limits::call_timeout`](crate::runtime::options::Limits::call_timeout).
    Timeout(Duration),
    /// The guest tried to grow its memory over the cap.
    MemoryLimit {
        /// The cap, [`Limits::memory_bytes`](crate::runtime::options::Limits::memory_bytes).
        limit: usize,
        /// The size the guest asked to grow to.
        requested: usize,
    },
    /// The guest trapped (a defect in the component).
    Trap(String),
    /// The engine, the component or a preopen could not be set up.
    Setup(String),
}

impl std::fmt::Display for HostError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            HostError::Timeout(t) => write!(f, "the component call exceeded its {} ms deadline", t.as_millis()),
            HostError::MemoryLimit { limit, requested } => write!(
                f,
                "the component exceeded its memory limit of {limit} bytes (asked for {requested})"
            ),
            HostError::Trap(m) => write!(f, "the component trapped: {m}"),
            HostError::Setup(m) => write!(f, "cannot set up the component: {m}"),
        }
    }
}

impl std::error::Error for HostError {}

/// Wraps a set-up failure (engine, linker, cache, preopen) with its whole cause chain.
pub(crate) fn setup<E: std::fmt::Display>(e: E) -> HostError {
    HostError::Setup(format!("{e:#}"))
}

/// A one-line human message for a [`SkillError`] (the generated `Display` is `Debug`-like).
pub fn describe(error: &SkillError) -> String {
    match error {
        SkillError::NotFound(d) if d.available.is_empty() => format!("not found: {}", d.message),
        SkillError::NotFound(d) => format!("not found: {} (available: {})", d.message, d.available.join(", ")),
        SkillError::Denied(m) => format!("denied: {m}"),
        SkillError::TooLarge(m) => format!("too large: {m}"),
        SkillError::Invalid(m) => format!("invalid: {m}"),
        SkillError::Io(m) => format!("io error: {m}"),
    }
}
