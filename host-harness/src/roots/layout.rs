//! Where agents keep skills: named folder layouts, each a user folder and a folder
//! looked up in a project, and the host directories those are resolved against.

use std::path::{Path, PathBuf};

/// One agent's convention for where skills live.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Layout {
    /// The name used in the config file (`[layouts] claude = true`) and by `skills roots`.
    pub name: &'static str,
    /// Who documents it, for `skills roots` and the docs.
    pub agent: &'static str,
    /// The user folder, resolved by [`Layout::user_dir`].
    user: UserDir,
    /// The folder looked up in the working directory and each ancestor up to the
    /// repository root, relative to that directory.
    pub project: &'static str,
    /// Whether the layout is on when no config says otherwise.
    pub on_by_default: bool,
}

/// How a layout's user folder is found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum UserDir {
    /// Below the home directory.
    Home(&'static str),
    /// Below `$XDG_CONFIG_HOME` (else `~/.config`).
    ConfigHome(&'static str),
    /// Below `$CODEX_HOME` (else `~/.codex`).
    CodexHome(&'static str),
}

/// Every layout, in precedence order within a directory (an earlier layout's skill
/// wins a name collision in the same scope). Paths as each agent documents them.
pub const LAYOUTS: &[Layout] = &[
    Layout {
        name: "agents",
        agent: "Agent Skills (agentskills.io), Codex, Gemini CLI, OpenCode, Copilot",
        user: UserDir::Home(".agents/skills"),
        project: ".agents/skills",
        on_by_default: true,
    },
    Layout {
        name: "claude",
        agent: "Claude Code",
        user: UserDir::Home(".claude/skills"),
        project: ".claude/skills",
        on_by_default: true,
    },
    Layout {
        name: "github",
        agent: "GitHub Copilot",
        user: UserDir::Home(".copilot/skills"),
        project: ".github/skills",
        on_by_default: false,
    },
    Layout {
        name: "gemini",
        agent: "Gemini CLI",
        user: UserDir::Home(".gemini/skills"),
        project: ".gemini/skills",
        on_by_default: false,
    },
    Layout {
        name: "opencode",
        agent: "OpenCode",
        user: UserDir::ConfigHome("opencode/skills"),
        project: ".opencode/skills",
        on_by_default: false,
    },
    Layout {
        name: "codex",
        agent: "Codex",
        user: UserDir::CodexHome("skills"),
        project: ".codex/skills",
        on_by_default: false,
    },
];

impl Layout {
    /// The layout called `name`, if there is one.
    pub fn named(name: &str) -> Option<&'static Layout> {
        LAYOUTS.iter().find(|l| l.name == name)
    }

    /// The user folder on this host, or `None` without a home directory.
    pub fn user_dir(&self, dirs: &HostDirs) -> Option<PathBuf> {
        match self.user {
            UserDir::Home(rel) => dirs.home.as_ref().map(|h| h.join(rel)),
            UserDir::ConfigHome(rel) => dirs.config_home().map(|c| c.join(rel)),
            UserDir::CodexHome(rel) => dirs
                .codex_home
                .clone()
                .or_else(|| dirs.home.as_ref().map(|h| h.join(".codex")))
                .map(|c| c.join(rel)),
        }
    }

    /// The user folder as documented (`~/.claude/skills`), for people to read.
    pub fn user_dir_shown(&self) -> String {
        match self.user {
            UserDir::Home(rel) => format!("~/{rel}"),
            UserDir::ConfigHome(rel) => format!("$XDG_CONFIG_HOME/{rel} (~/.config/{rel})"),
            UserDir::CodexHome(rel) => format!("$CODEX_HOME/{rel} (~/.codex/{rel})"),
        }
    }
}

/// The host directories layouts and config files are resolved against. Built from
/// the process environment by [`HostDirs::from_env`]; tests and embedders may build
/// their own.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct HostDirs {
    /// `$HOME`.
    pub home: Option<PathBuf>,
    /// `$XDG_CONFIG_HOME`, when set and absolute.
    pub xdg_config_home: Option<PathBuf>,
    /// `$CODEX_HOME`, when set and absolute.
    pub codex_home: Option<PathBuf>,
}

impl HostDirs {
    /// From `$HOME`, `$XDG_CONFIG_HOME` and `$CODEX_HOME`. Relative or empty values
    /// are ignored, as the XDG specification says for its variables.
    pub fn from_env() -> HostDirs {
        let absolute = |name: &str| std::env::var_os(name).map(PathBuf::from).filter(|p| p.is_absolute());
        HostDirs {
            home: absolute("HOME"),
            xdg_config_home: absolute("XDG_CONFIG_HOME"),
            codex_home: absolute("CODEX_HOME"),
        }
    }

    /// `$XDG_CONFIG_HOME`, else `~/.config`.
    pub fn config_home(&self) -> Option<PathBuf> {
        self.xdg_config_home
            .clone()
            .or_else(|| self.home.as_ref().map(|h| h.join(".config")))
    }

    /// The user config file: `$XDG_CONFIG_HOME/agentskills/config.toml`, else
    /// `~/.config/agentskills/config.toml`.
    pub fn user_config_file(&self) -> Option<PathBuf> {
        self.config_home().map(|c| c.join("agentskills/config.toml"))
    }

    /// `path` with the home directory shown as `~`, for people to read.
    pub fn shown(&self, path: &Path) -> String {
        if let Some(home) = &self.home
            && let Ok(rest) = path.strip_prefix(home)
        {
            return if rest.as_os_str().is_empty() {
                "~".to_string()
            } else {
                format!("~/{}", rest.display())
            };
        }
        path.display().to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_layout_resolves_its_user_folder_from_the_host_directories() {
        let dirs = HostDirs {
            home: Some("/h".into()),
            xdg_config_home: None,
            codex_home: None,
        };
        let user = |name: &str| Layout::named(name).unwrap().user_dir(&dirs).unwrap();
        assert_eq!(user("agents"), Path::new("/h/.agents/skills"));
        assert_eq!(user("claude"), Path::new("/h/.claude/skills"));
        assert_eq!(user("github"), Path::new("/h/.copilot/skills"));
        assert_eq!(user("gemini"), Path::new("/h/.gemini/skills"));
        assert_eq!(user("opencode"), Path::new("/h/.config/opencode/skills"));
        assert_eq!(user("codex"), Path::new("/h/.codex/skills"));
        let moved = HostDirs {
            home: Some("/h".into()),
            xdg_config_home: Some("/x".into()),
            codex_home: Some("/c".into()),
        };
        assert_eq!(
            Layout::named("opencode").unwrap().user_dir(&moved).unwrap(),
            Path::new("/x/opencode/skills")
        );
        assert_eq!(
            Layout::named("codex").unwrap().user_dir(&moved).unwrap(),
            Path::new("/c/skills")
        );
        assert_eq!(
            moved.user_config_file().unwrap(),
            Path::new("/x/agentskills/config.toml")
        );
        assert_eq!(
            dirs.user_config_file().unwrap(),
            Path::new("/h/.config/agentskills/config.toml")
        );
        let on: Vec<&str> = LAYOUTS.iter().filter(|l| l.on_by_default).map(|l| l.name).collect();
        assert_eq!(on, ["agents", "claude"]);
    }
}
