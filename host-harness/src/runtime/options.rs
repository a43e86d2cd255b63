//! How a [`Host`](crate::runtime::host::Host) is set up: the limits every call runs under, where the
//! precompiled component is cached, and whether the guest's stderr is shown.

use std::path::PathBuf;
use std::time::Duration;

/// Resource limits applied to every call.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Largest linear memory the guest may grow to. Default 256 MiB: far above the
    /// 30 MiB that discovering 10,000 skills takes, far below the machine.
    pub memory_bytes: usize,
    /// Longest one call may run. Default 5 s: discovering the 589-skill corpus takes
    /// well under 100 ms, so only a runaway call meets it.
    pub call_timeout: Duration,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            memory_bytes: 256 * 1024 * 1024,
            call_timeout: Duration::from_secs(5),
        }
    }
}

/// How to set up a [`Host`](crate::runtime::host::Host).
#[derive(Clone, Debug, Default)]
pub struct HostOptions {
    /// The limits of every call. Default [`Limits::default`].
    pub limits: Limits,
    /// Directory for the precompiled component (keyed by wasmtime version, engine
    /// settings and component hash). Default `None`: compile in memory every time.
    pub cache_dir: Option<PathBuf>,
    /// Forward the guest's stderr to this process's stderr (for debugging). Default off.
    pub forward_guest_stderr: bool,
}

impl HostOptions {
    /// The conventional cache location: `$SKILLS_CACHE_DIR`, else
    /// `$XDG_CACHE_HOME/agentskills-runtime`, else `~/.cache/agentskills-runtime`.
    pub fn default_cache_dir() -> Option<PathBuf> {
        if let Some(dir) = std::env::var_os("SKILLS_CACHE_DIR") {
            return Some(PathBuf::from(dir));
        }
        if let Some(dir) = std::env::var_os("XDG_CACHE_HOME").filter(|d| !d.is_empty()) {
            return Some(PathBuf::from(dir).join("agentskills-runtime"));
        }
        std::env::var_os("HOME").map(|home| PathBuf::from(home).join(".cache/agentskills-runtime"))
    }
}
