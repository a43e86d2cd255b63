//! The component's stateless calls, each in an instance of its own: the default
//! policy, the authoring lint and the built-in audit rules.

use std::path::Path;

use crate::component::DEFAULT_MAX_DEPTH;
use crate::component::{Diagnostic, LintProfile, Policy, Root, Scope, Severity};
use crate::roots::root_dir::{RootDir, absolute_label};
use crate::runtime::error::HostError;
use crate::runtime::host::Host;
use crate::runtime::instance::Instance;
use crate::runtime::sandbox;

impl Host {
    /// The component's default policy (every field documented in the WIT).
    pub fn default_policy(&self) -> Result<Policy, HostError> {
        Instance::new(self, &[], DEFAULT_MAX_DEPTH)?.default_policy()
    }

    /// The authoring lint on one skill directory (preopened read-only on its own),
    /// against the specification alone.
    pub fn validate(&self, dir: &Path) -> Result<Vec<Diagnostic>, HostError> {
        self.validate_with(dir, LintProfile::Spec)
    }

    /// The authoring lint, accepting (and shape-checking) `profile`'s fields too.
    pub fn validate_with(&self, dir: &Path, profile: LintProfile) -> Result<Vec<Diagnostic>, HostError> {
        // What only the host can tell apart: the component sees no preopen either way.
        let not_a_skill = match std::fs::metadata(dir) {
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Some("no such file or directory"),
            Err(_) => None,
            Ok(meta) if meta.is_dir() => None,
            Ok(_) => Some("a file, not a skill directory (a skill is a directory holding SKILL.md)"),
        };
        if let Some(why) = not_a_skill {
            return Ok(vec![Diagnostic {
                severity: Severity::Error,
                code: "skill-md-missing".to_string(),
                path: absolute_label(dir),
                line: None,
                message: why.to_string(),
            }]);
        }
        let spec = RootDir::new(dir, Scope::Project);
        let mut instance = Instance::new(self, std::slice::from_ref(&spec), DEFAULT_MAX_DEPTH)?;
        let root = Root {
            path: sandbox::guest_root_path(0),
            scope: Scope::Project,
            label: absolute_label(dir),
            trusted: true,
        };
        instance.call(|store, b| b.agentskills_runtime_skills().call_validate(store, &root, profile))
    }

    /// The built-in audit rule file, as the component ships it.
    pub fn audit_rules(&self) -> Result<String, HostError> {
        let mut instance = Instance::new(self, &[], DEFAULT_MAX_DEPTH)?;
        instance.call(|store, b| b.agentskills_runtime_skills().call_audit_rules(store))
    }
}
