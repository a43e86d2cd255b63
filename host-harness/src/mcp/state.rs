//! What the server holds: one [`Session`] (one registry in one component instance)
//! and what it last discovered, shared by every request and the watch.

use super::listing::{self, Listing};
use crate::api::session::Session;
use crate::component::{CatalogFormat, Skill};
use crate::runtime::error::HostError;

/// The session and the surfaces derived from its last discovery.
pub struct State {
    pub(crate) session: Session,
    /// Probe this host for the skills' requirements (off with `--no-eligibility`).
    eligibility: bool,
    /// Offered skills (disabled and ineligible ones are not), by name.
    pub(crate) skills: Vec<Skill>,
    /// The model-facing XML catalog, carried by the activation tool's description.
    pub(crate) catalog: String,
    /// What the skills extension serves of the model-visible skills.
    pub(crate) listing: Listing,
    /// The clients are remote (HTTP): they are shown `skill://` URIs, not host paths
    /// (see [`super::locations`]).
    pub(crate) remote: bool,
    /// `--audit`: every skill is audited at each scan, and one with a finding at or
    /// above the gate is withheld from the clients.
    audit: Option<ServeAudit>,
    /// The verdicts of `--audit`, reused for the skills whose files did not change.
    verdicts: crate::audit::Verdicts,
}

/// What `serve-mcp --audit` checks.
#[derive(Clone, Debug)]
pub struct ServeAudit {
    /// The rules and the installed names to compare with.
    pub options: crate::component::AuditOptions,
    /// A finding this bad or worse withholds the skill.
    pub fail_on: crate::component::AuditSeverity,
}

/// Which list a client should fetch again after a rescan.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Changes {
    /// The tools' descriptions (the catalog) changed.
    pub tools: bool,
    /// The user-invocable skills (names, descriptions, hints) changed.
    pub prompts: bool,
    /// The model-visible skills changed (`resources/list`, `skills/list`).
    pub resources: bool,
}

impl Changes {
    /// Nothing to announce.
    pub fn is_empty(&self) -> bool {
        *self == Changes::default()
    }
}

impl State {
    /// Discovers once, so the first request is answered from a full scan.
    pub fn new(session: Session, eligibility: bool, audit: Option<ServeAudit>) -> Result<State, HostError> {
        let mut state = State {
            audit,
            verdicts: crate::audit::Verdicts::default(),
            session,
            eligibility,
            skills: Vec::new(),
            catalog: String::new(),
            listing: Listing::default(),
            remote: false,
        };
        state.rescan()?;
        Ok(state)
    }

    /// Scans again (and probes this host again for what the skills require), and says
    /// which surfaces changed.
    pub fn rescan(&mut self) -> Result<Changes, HostError> {
        let mut discovery = self.session.discover()?;
        if let Some(audit) = &self.audit
            && self.withhold_flagged(audit.clone(), &discovery)?
        {
            discovery = self.session.discover()?;
        }
        if self.eligibility {
            self.session.probe_this_host(&discovery)?;
            discovery = self.session.discover()?;
        }
        let catalog = self.session.catalog(CatalogFormat::Xml)?.text;
        let prompts = |skills: &[Skill]| -> Vec<(String, String, Option<String>)> {
            skills
                .iter()
                .filter(|s| s.user_invocable)
                .map(|s| (s.name.clone(), s.description.clone(), s.argument_hint.clone()))
                .collect()
        };
        let visible = |skills: &[Skill]| -> Vec<(String, String)> {
            skills
                .iter()
                .filter(|s| s.model_invocable)
                .map(|s| (s.name.clone(), s.description.clone()))
                .collect()
        };
        let served_before: Vec<String> = self.listing.served_names().cloned().collect();
        let model_visible: Vec<&Skill> = discovery.skills.iter().filter(|s| s.model_invocable).collect();
        let repaired = listing::repaired_skills(&model_visible, &discovery.diagnostics);
        self.listing.rescan(&mut self.session, &model_visible, &repaired);
        let served_now: Vec<String> = self.listing.served_names().cloned().collect();
        let changes = Changes {
            tools: catalog != self.catalog,
            prompts: prompts(&discovery.skills) != prompts(&self.skills),
            resources: visible(&discovery.skills) != visible(&self.skills) || served_before != served_now,
        };
        self.skills = discovery.skills;
        self.catalog = catalog;
        Ok(changes)
    }

    /// Audits every skill discovered (withheld ones too, so a fixed skill comes back)
    /// and withholds those with a finding at or above the gate, saying why on stderr;
    /// a skill whose files did not change since its last audit keeps its verdict.
    /// Returns whether the set withheld changed.
    fn withhold_flagged(
        &mut self,
        audit: ServeAudit,
        discovery: &crate::component::Discovery,
    ) -> Result<bool, HostError> {
        // Each name once, with the folder the audit by that name reads: the offered
        // skill's, else the withheld one's.
        let mut skills: Vec<(String, String)> = Vec::new();
        for skill in discovery
            .skills
            .iter()
            .chain(discovery.withheld.iter().map(|w| &w.skill))
        {
            if !skills.iter().any(|(name, _)| *name == skill.name) {
                skills.push((skill.name.clone(), skill.directory.clone()));
            }
        }
        skills.sort();
        let mut flagged = Vec::new();
        for (name, directory) in skills {
            let session = &mut self.session;
            let verdict = self
                .verdicts
                .report(&directory, || match session.audit(&name, &audit.options) {
                    Ok(Ok(report)) => Ok(report),
                    Ok(Err(e)) => Err(Ok(e)),
                    Err(e) => Err(Err(e)),
                });
            let report = match verdict {
                Ok(report) => report,
                Err(Err(host)) => return Err(host),
                Err(Ok(e)) => {
                    // A skill the audit cannot read is not served either.
                    eprintln!(
                        "skills serve-mcp: withholding `{}`: the audit failed: {}",
                        crate::api::text::terminal_safe(&name),
                        crate::api::text::terminal_safe(&crate::runtime::error::describe(&e))
                    );
                    flagged.push(name);
                    continue;
                }
            };
            let blocked = crate::audit::blocking(&report, audit.fail_on, &[]);
            if blocked.is_empty() {
                continue;
            }
            if !self.session.withheld().contains(&name) {
                eprintln!(
                    "skills serve-mcp: withholding `{}` from clients: {} finding(s) at {} or above",
                    crate::api::text::terminal_safe(&name),
                    blocked.len(),
                    audit.fail_on.as_str()
                );
                for finding in blocked {
                    eprintln!("  {}", crate::audit::finding_line(finding));
                }
            }
            flagged.push(name);
        }
        let changed = flagged != self.session.withheld();
        self.session.withhold(flagged);
        Ok(changed)
    }

    /// The skills the model may see (`skills/list`, `resources/list`), by name.
    pub fn model_visible(&self) -> impl Iterator<Item = &Skill> {
        self.skills.iter().filter(|s| s.model_invocable)
    }

    /// The catalog as the clients should see it: with `skill://` locations when they
    /// are remote.
    pub fn client_catalog(&self) -> String {
        if self.remote {
            let visible: Vec<Skill> = self.model_visible().cloned().collect();
            super::locations::remote_catalog(&self.catalog, &visible)
        } else {
            self.catalog.clone()
        }
    }

    /// An activation envelope as the clients should see it.
    pub fn client_envelope(&self, content: String, skill: &Skill) -> String {
        if self.remote {
            super::locations::remote_envelope(&content, skill)
        } else {
            content
        }
    }

    /// The skills a user may invoke (prompts), by name.
    pub fn user_invocable(&self) -> impl Iterator<Item = &Skill> {
        self.skills.iter().filter(|s| s.user_invocable)
    }
}
