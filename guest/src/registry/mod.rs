//! **Stage 5, the registry.** Skills from a set of roots under one policy.
//!
//! - Takes in: the roots (in precedence order) and the policy; candidates from
//!   [`crate::discover`], each parsed and validated by [`crate::validate`].
//! - Hands on: one skill per name ([`merge`]: the highest-precedence scope wins,
//!   every loser reported), each either offered or withheld with its reason
//!   ([`eligibility`]), a catalog version that moves exactly when the model's
//!   catalog changes, and the operations the boundary exports ([`operations`]:
//!   catalog, activation, resources, manifest), each gated by who asks.
//! - Refresh ([`scan`]) walks again but parses only files whose stamp changed, and
//!   reuses directory listings whose modification time held.
//! - Limits set here: [`MAX_TOUCHED_PATHS`] and the matching budget of one
//!   `touch_paths` call; every other bound is the policy's or a stage's.

use std::collections::HashMap;

use crate::fs::dirlist::Listings;
use crate::fs::wasi_fs::Stamp;
use crate::model::{Diagnostic, HostFacts, Policy, Root, Skill, Withheld};
use crate::present::resources::Source;

mod eligibility;
mod merge;
mod operations;
mod scan;
#[cfg(test)]
mod test_support;

use eligibility::CatalogInput;
pub use eligibility::{MAX_TOUCHED_PATHS, Touch};
use scan::{ParseKey, Parsed, Walked};

/// A skill that won the merge, with where its files are.
#[derive(Clone, Debug)]
pub struct Loaded {
    pub skill: Skill,
    pub source: Source,
    rank: usize,
    /// Why it is not offered under the current policy and host facts, if it is not.
    withheld: Option<Withheld>,
}

impl Loaded {
    /// Offered at all (neither disabled nor ineligible).
    fn offered(&self) -> bool {
        self.withheld.is_none()
    }

    /// In the model's catalog.
    fn model_visible(&self) -> bool {
        self.offered() && self.model_may_see()
    }

    /// Whether the model may see it when it is offered: invocable by the model, and
    /// not waiting for a touched path.
    fn model_may_see(&self) -> bool {
        self.skill.frontmatter.model_invocable && !self.skill.dormant
    }
}

/// What `discover` returns.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Discovered {
    /// The skills offered, by name.
    pub skills: Vec<Skill>,
    /// Loaded skills that are not offered, by name, with the reason.
    pub withheld: Vec<(Skill, Withheld)>,
    pub diagnostics: Vec<Diagnostic>,
}

pub struct Registry {
    roots: Vec<Root>,
    policy: Policy,
    skills: Vec<Loaded>,
    /// What the last scan found (walk, parse, merge).
    scan_diagnostics: Vec<Diagnostic>,
    /// `scan_diagnostics` plus one per withheld skill.
    diagnostics: Vec<Diagnostic>,
    discovered: bool,
    /// Last parse of every `SKILL.md` by guest path, reused while its stamp holds.
    parsed: HashMap<ParseKey, (Stamp, Parsed)>,
    /// What the last scan's walk found: a refresh whose walk finds the same has
    /// nothing to parse or merge.
    last_walk: Option<Walked>,
    /// The last walk's directory listings, which a refresh reuses while each
    /// directory's modification time holds.
    listings: Listings,
    /// The model-visible catalog's inputs (`None` before the first scan), and its version.
    catalog_inputs: Option<Vec<CatalogInput>>,
    version: u64,
    /// Skills with `paths` that a touched path matched: offered to the model from then
    /// on, across refreshes and edits (by name, as Claude Code keeps them).
    awakened: std::collections::HashSet<String>,
}

/// What a refresh found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refresh {
    /// Increases exactly when the model-visible catalog changed.
    pub version: u64,
    pub changed: bool,
    /// How many `SKILL.md` files were parsed again (new or changed).
    pub reparsed: u32,
    pub diagnostics: Vec<Diagnostic>,
}

impl Registry {
    pub fn new(roots: Vec<Root>, policy: Policy) -> Self {
        Registry {
            roots,
            policy,
            skills: Vec::new(),
            scan_diagnostics: Vec::new(),
            diagnostics: Vec::new(),
            discovered: false,
            parsed: HashMap::new(),
            last_walk: None,
            listings: Listings::default(),
            catalog_inputs: None,
            version: 0,
            awakened: Default::default(),
        }
    }

    /// Scans everything, parsing every file again; returns the skills offered, those
    /// withheld, and every diagnostic.
    pub fn discover(&mut self) -> Discovered {
        self.parsed.clear();
        self.scan(false);
        let mut discovered = Discovered {
            skills: Vec::with_capacity(self.skills.len()),
            withheld: Vec::new(),
            diagnostics: self.diagnostics.clone(),
        };
        for loaded in &self.skills {
            match &loaded.withheld {
                None => discovered.skills.push(loaded.skill.clone()),
                Some(why) => discovered.withheld.push((loaded.skill.clone(), why.clone())),
            }
        }
        discovered
    }

    /// Replaces the host facts and decides again which skills are offered. Reads no
    /// file; the version increases when the model's catalog changed.
    /// Replaces the host's `${NAME}` variables; the next activation uses them.
    pub fn set_substitutions(&mut self, variables: Vec<(String, String)>) {
        self.policy.substitutions = variables;
    }

    pub fn set_host_facts(&mut self, facts: HostFacts) -> Refresh {
        self.ensure_discovered();
        let before = self.version;
        self.policy.host_facts = facts;
        self.evaluate();
        Refresh {
            version: self.version,
            changed: self.version != before,
            reparsed: 0,
            diagnostics: self.diagnostics.clone(),
        }
    }

    /// Re-walks the roots but parses only files that are new or whose size or
    /// modification time changed; added and removed skills are picked up.
    pub fn refresh(&mut self) -> Refresh {
        let before = self.version;
        let reparsed = self.scan(true);
        Refresh {
            version: self.version,
            changed: self.version != before,
            reparsed,
            diagnostics: self.diagnostics.clone(),
        }
    }

    /// The version of the model-visible catalog (0 before the first scan).
    pub fn version(&self) -> u64 {
        self.version
    }

    fn ensure_discovered(&mut self) {
        if !self.discovered {
            self.discover();
        }
    }
}
