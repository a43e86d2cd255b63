//! A [`Session`]: one registry over a set of roots under one policy, kept alive
//! between calls. After a failed call, or when a root was replaced, the instance is
//! dropped and the next call starts a fresh one.

use wasmtime::Store;
use wasmtime::component::ResourceAny;

use crate::component::DEFAULT_MAX_DEPTH;
use crate::component::GuestRegistry;
use crate::component::{
    Activation, AuditOptions, AuditReport, Catalog, CatalogFormat, Discovery, HostFacts, Invoker, Policy,
    RefreshResult, ResourceEntry, Root, SkillError, SkillManifest, TouchResult,
};
use crate::roots::root_dir::{RootDir, RootIdentity, absolute_label};
use crate::runtime::error::HostError;
use crate::runtime::host::Host;
use crate::runtime::instance::Instance;
use crate::runtime::sandbox::{HostState, guest_root_path};

/// A call that completed (the outer `Ok`) with the component's answer: the value, or
/// why it refused (not found, denied, too large, invalid, io).
pub type Outcome<T> = Result<Result<T, SkillError>, HostError>;

/// A registry of skills inside one component instance. After a failed call the
/// instance is dropped and the next call starts a fresh one (and rediscovers).
pub struct Session {
    host: Host,
    pub(crate) roots: Vec<RootDir>,
    policy: Policy,
    live: Option<Instance>,
    /// Identity of each root when the live instance preopened it.
    preopened: Vec<Option<RootIdentity>>,
    /// Catalog versions of earlier instances, so the version never goes back.
    version_base: u64,
    last_version: u64,
    /// Every path reported to [`touch_paths`](Session::touch_paths), once each: a
    /// rebuilt instance is told them again, so a woken skill stays awake.
    touched: Vec<String>,
    /// Skills withheld from everyone besides the policy's disabled ones: the audit's
    /// verdicts (`serve-mcp --audit`).
    withheld: Vec<String>,
    /// Calls into `wasi:filesystem/types` made by this session's calls so far.
    filesystem_calls: u64,
    answered_ahead: u64,
    /// An instance made over these roots before the session (see
    /// [`Host::prepare_session`]), taken by the first call if no root changed since.
    prepared: Option<(Instance, Vec<Option<RootIdentity>>)>,
}

/// An instance over a session's roots that has answered `default-policy` and is kept
/// for the session: a host that starts from the default policy makes one instance
/// for both instead of two (see [`Host::prepare_session`]).
pub struct PreparedSession {
    host: Host,
    roots: Vec<RootDir>,
    instance: Instance,
    identities: Vec<Option<RootIdentity>>,
    default_policy: Policy,
}

impl PreparedSession {
    /// The component's default policy, as [`Host::default_policy`] gives it.
    pub fn default_policy(&self) -> &Policy {
        &self.default_policy
    }

    /// The session over the prepared roots under `policy`; its first call uses the
    /// prepared instance unless a root was created, deleted or replaced since.
    pub fn into_session(self, policy: Policy) -> Session {
        let mut session = Session::new(self.host, self.roots, policy);
        session.prepared = Some((self.instance, self.identities));
        session
    }
}

/// Most touched paths a session remembers for a rebuilt instance (the component takes
/// this many in one call).
const MAX_REMEMBERED_TOUCHES: usize = 1000;

impl Session {
    pub(crate) fn new(host: Host, roots: Vec<RootDir>, policy: Policy) -> Session {
        Session {
            host,
            roots,
            policy,
            live: None,
            preopened: Vec::new(),
            version_base: 0,
            last_version: 0,
            touched: Vec::new(),
            withheld: Vec::new(),
            filesystem_calls: 0,
            answered_ahead: 0,
            prepared: None,
        }
    }

    /// How many calls into `wasi:filesystem/types` (open, stat, read, a directory
    /// entry, a close, ...) this session's operations have made: exact and
    /// reproducible, unlike wall time. Take it before and after an operation to count
    /// that operation (`docs/performance.md` has the budget per skill).
    pub fn filesystem_calls(&self) -> u64 {
        self.filesystem_calls
    }

    /// How many of those calls took the answer of the host's read-ahead worker instead
    /// of making their system calls (Linux with two CPUs or more, a first discovery;
    /// `docs/performance.md`, "Reading ahead on the second core"). It depends on the
    /// threads' timing, so unlike [`filesystem_calls`](Session::filesystem_calls) it
    /// varies from run to run.
    pub fn filesystem_calls_answered_ahead(&self) -> u64 {
        self.answered_ahead
    }

    /// Withholds the skills named from everyone, as the policy's `disabled-skills`
    /// would, in addition to the policy's own: what `serve-mcp --audit` does with the
    /// skills the audit refuses. Takes effect at the next call, in a fresh instance.
    pub fn withhold(&mut self, names: Vec<String>) {
        if names != self.withheld {
            self.withheld = names;
            self.live = None;
        }
    }

    /// The skills [`withhold`](Session::withhold) named.
    pub fn withheld(&self) -> &[String] {
        &self.withheld
    }

    /// The live instance; a new one when there is none or a root was replaced.
    fn live(&mut self) -> Result<&mut Instance, HostError> {
        let identities: Vec<Option<RootIdentity>> = self.roots.iter().map(|r| RootIdentity::of(&r.path)).collect();
        if self.live.is_some() && identities != self.preopened {
            self.live = None;
        }
        if self.live.is_none() {
            self.version_base = self.last_version;
            self.preopened = identities;
            let guest_roots: Vec<Root> = self
                .roots
                .iter()
                .enumerate()
                .map(|(index, root)| Root {
                    path: guest_root_path(index),
                    scope: root.scope,
                    label: absolute_label(&root.path),
                    trusted: root.trusted,
                })
                .collect();
            let mut policy = self.policy.clone();
            policy.disabled_skills.extend(self.withheld.iter().cloned());
            let mut instance = match self.prepared.take() {
                // Prepared under the default policy: its links reach the default depth.
                Some((instance, identities))
                    if identities == self.preopened && self.policy.max_depth <= DEFAULT_MAX_DEPTH =>
                {
                    instance
                }
                _ => Instance::new(&self.host, &self.roots, self.policy.max_depth)?,
            };
            instance.construct_registry(&guest_roots, &policy)?;
            if !self.touched.is_empty() {
                let touched = &self.touched;
                instance.call_registry(|registry, s, r| registry.call_touch_paths(s, r, touched))?;
            }
            self.live = Some(instance);
        }
        Ok(self.live.as_mut().expect("set above"))
    }

    fn call<R>(
        &mut self,
        call: impl FnOnce(&GuestRegistry, &mut Store<HostState>, ResourceAny) -> wasmtime::Result<R>,
    ) -> Result<R, HostError> {
        let live = self.live()?;
        let before = (live.filesystem_calls(), live.answered_ahead());
        let result = live.call_registry(call);
        let made = (live.filesystem_calls() - before.0, live.answered_ahead() - before.1);
        self.filesystem_calls += made.0;
        self.answered_ahead += made.1;
        if result.is_err() {
            self.live = None;
        }
        result
    }

    /// Scans the roots again.
    pub fn discover(&mut self) -> Result<Discovery, HostError> {
        self.call(|registry, s, r| registry.call_discover(s, r))
    }

    /// Re-stats the roots and re-parses only changed files (see the WIT `refresh`).
    ///
    /// When a root was created, deleted or replaced since the instance preopened it,
    /// the instance is rebuilt first. Versions continue from the previous instance's,
    /// so they never repeat; the first refresh of a rebuilt instance reports a change.
    pub fn refresh(&mut self) -> Result<RefreshResult, HostError> {
        let mut result = self.call(|registry, s, r| registry.call_refresh(s, r))?;
        result.version += self.version_base;
        self.last_version = result.version;
        Ok(result)
    }

    /// Tells the component what this host has (see [`probe_host_facts`](crate::api::facts::probe_host_facts))
    /// and decides again which skills are offered; the facts are kept for any instance
    /// built later. Versions continue like [`refresh`](Session::refresh)'s.
    pub fn set_host_facts(&mut self, facts: HostFacts) -> Result<RefreshResult, HostError> {
        self.policy.host_facts = facts.clone();
        let mut result = self.call(|registry, s, r| registry.call_set_host_facts(s, r, &facts))?;
        result.version += self.version_base;
        self.last_version = result.version;
        Ok(result)
    }

    /// Replaces the host's own `${NAME}` variables for activated bodies (see the WIT
    /// `set-substitutions`); kept for any later instance.
    pub fn set_substitutions(&mut self, variables: Vec<(String, String)>) -> Result<(), HostError> {
        self.policy.substitutions = variables.clone();
        self.call(|registry, s, r| registry.call_set_substitutions(s, r, &variables))
    }

    /// Reports files the user's work touched, relative to the project root and
    /// `/`-separated (see the WIT `touch-paths`): skills whose `paths` match one join
    /// the model's catalog and stay. Versions continue like [`refresh`](Session::refresh)'s.
    pub fn touch_paths(&mut self, paths: &[String]) -> Result<TouchResult, HostError> {
        let mut result = self.call(|registry, s, r| registry.call_touch_paths(s, r, paths))?;
        for path in paths {
            if self.touched.len() < MAX_REMEMBERED_TOUCHES && !self.touched.contains(path) {
                self.touched.push(path.clone());
            }
        }
        result.version += self.version_base;
        self.last_version = result.version;
        Ok(result)
    }

    /// Tells the component what this host has for the requirements of every valid
    /// skill of `discovery` (offered or withheld; see
    /// [`probe_host_facts`](crate::api::facts::probe_host_facts)), and returns what it decided.
    /// The "discover, probe the host, set the facts" step every host surface shares.
    pub fn probe_this_host(&mut self, discovery: &Discovery) -> Result<RefreshResult, HostError> {
        let requirements = requirements_of(discovery);
        self.set_host_facts(crate::api::facts::probe_host_facts(requirements))
    }

    /// Size of the live instance's linear memory in bytes (0 when no instance is live).
    pub fn guest_memory_bytes(&self) -> usize {
        self.live.as_ref().map_or(0, Instance::memory_bytes)
    }

    /// The model-facing catalog.
    pub fn catalog(&mut self, format: CatalogFormat) -> Result<Catalog, HostError> {
        self.call(|registry, s, r| registry.call_catalog(s, r, format))
    }

    /// Activates a skill. `arguments` is the raw argument string ("" for none).
    pub fn activate(&mut self, name: &str, invoker: Invoker, arguments: &str) -> Outcome<Activation> {
        self.call(|registry, s, r| registry.call_activate(s, r, name, invoker, arguments))
    }

    /// Reads a file of a skill, confined to the skill directory.
    pub fn read_resource(&mut self, skill: &str, path: &str, invoker: Invoker) -> Outcome<Vec<u8>> {
        self.call(|registry, s, r| registry.call_read_resource(s, r, skill, path, invoker))
    }

    /// The frontmatter (as JSON) and the file list of a skill, for servers that
    /// publish skills (see the WIT `manifest`).
    pub fn manifest(&mut self, skill: &str, invoker: Invoker) -> Outcome<SkillManifest> {
        self.call(|registry, s, r| registry.call_manifest(s, r, skill, invoker))
    }

    /// Audits a skill by name, hidden and withheld ones too (see the WIT `audit`).
    pub fn audit(&mut self, skill: &str, options: &AuditOptions) -> Outcome<AuditReport> {
        self.call(|registry, s, r| registry.call_audit(s, r, skill, options))
    }

    /// Lists a directory of a skill.
    pub fn list_resources(&mut self, skill: &str, dir: &str, invoker: Invoker) -> Outcome<Vec<ResourceEntry>> {
        self.call(|registry, s, r| registry.call_list_resources(s, r, skill, dir, invoker))
    }
}

/// The requirements of every valid skill of `discovery`, offered or withheld.
pub fn requirements_of(discovery: &Discovery) -> impl Iterator<Item = &crate::component::Requirements> {
    let withheld = discovery.withheld.iter().map(|w| &w.skill);
    discovery.skills.iter().chain(withheld).map(|s| &s.requires)
}

impl Host {
    /// A registry over `roots` under `policy`. Nothing is read until the first call.
    pub fn session(&self, roots: Vec<RootDir>, policy: Policy) -> Session {
        Session::new(self.clone(), roots, policy)
    }

    /// An instance over `roots` that has answered `default-policy`, for a session to
    /// start on: `host.prepare_session(roots)?`, adjust a copy of its
    /// [`default_policy`](PreparedSession::default_policy), then
    /// [`into_session`](PreparedSession::into_session). The same session as
    /// [`Host::session`] with [`Host::default_policy`], for one instance instead of
    /// two: a fresh instance is a linear memory reserved, mapped and torn down.
    pub fn prepare_session(&self, roots: Vec<RootDir>) -> Result<PreparedSession, HostError> {
        let identities = roots.iter().map(|r| RootIdentity::of(&r.path)).collect();
        let mut instance = Instance::new(self, &roots, DEFAULT_MAX_DEPTH)?;
        let default_policy = instance.default_policy()?;
        Ok(PreparedSession {
            host: self.clone(),
            roots,
            instance,
            identities,
            default_policy,
        })
    }
}
