//! The component's stateless `tools` interface, called as a tool host would: every
//! call in a fresh instance, each directory preopened read-only at its own path.

use std::path::PathBuf;

use crate::runtime::error::HostError;
use crate::runtime::host::Host;
use crate::runtime::instance::Instance;

/// One call of the `tools` interface (see the WIT for what each returns).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ToolCall<'a> {
    /// `list-skills()`.
    ListSkills,
    /// `activate-skill(name, arguments)`.
    ActivateSkill {
        /// The skill's name.
        name: &'a str,
        /// The raw argument string ("" for none).
        arguments: &'a str,
    },
    /// `read-skill-file(name, path)`.
    ReadSkillFile {
        /// The skill's name.
        name: &'a str,
        /// Relative to the skill's directory.
        path: &'a str,
    },
    /// `list-skill-files(name, dir)`.
    ListSkillFiles {
        /// The skill's name.
        name: &'a str,
        /// Relative to the skill's directory; "" for the directory itself.
        dir: &'a str,
    },
    /// `validate-skill(dir)`.
    ValidateSkill {
        /// The skill directory's absolute path.
        dir: &'a str,
    },
}

impl Host {
    /// Calls one `tools` function in a fresh instance with `dirs` preopened read-only
    /// at their own (canonical) paths, and returns its JSON result.
    pub fn call_tool(&self, dirs: &[PathBuf], call: ToolCall) -> Result<String, HostError> {
        let mut instance = Instance::at_real_paths(self, dirs)?;
        instance.call(|store, b| {
            let tools = b.agentskills_runtime_tools();
            match call {
                ToolCall::ListSkills => tools.call_list_skills(store),
                ToolCall::ActivateSkill { name, arguments } => tools.call_activate_skill(store, name, arguments),
                ToolCall::ReadSkillFile { name, path } => tools.call_read_skill_file(store, name, path),
                ToolCall::ListSkillFiles { name, dir } => tools.call_list_skill_files(store, name, dir),
                ToolCall::ValidateSkill { dir } => tools.call_validate_skill(store, dir),
            }
        })
    }
}
