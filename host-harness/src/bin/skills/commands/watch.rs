use clap::Args;
use skills_host::watch::{DEFAULT_DEBOUNCE, watch};
use skills_host::{CatalogFormat, HostError, RefreshResult, Requirements, Session, requirements_of, terminal_safe};

use crate::context::Context;
use crate::output::{print_catalog_block, print_diagnostics};
use crate::{CliError, Exit, Global};

#[derive(Args, Debug)]
pub struct WatchCommand {
    /// JSON catalog instead of XML.
    #[arg(long)]
    json: bool,
}

impl WatchCommand {
    pub fn execute(&self, global: &Global) -> Result<Exit, CliError> {
        let context = Context::new(global)?;
        let mut session = context.session();
        let format = if self.json {
            CatalogFormat::Json
        } else {
            CatalogFormat::Xml
        };
        let discovery = session.discover()?;
        let mut known: Option<Vec<Requirements>> = context
            .eligibility
            .then(|| requirements_of(&discovery).cloned().collect());
        let mut diagnostics = match context.eligibility {
            true => session.probe_this_host(&discovery)?.diagnostics,
            false => discovery.diagnostics,
        };
        context.tidy(&mut diagnostics);
        let roots = context.plan.session_roots();
        print_diagnostics(&diagnostics);
        print_catalog_block(&session.catalog(format)?.text);
        let mut last_diagnostics = diagnostics;
        let _watch = watch(session, DEFAULT_DEBOUNCE, move |session, result| {
            match recheck(session, result, &mut known) {
                Ok(mut refresh) => {
                    skills_host::forget_links_into_other_roots(&roots, &mut refresh.diagnostics);
                    if refresh.diagnostics != last_diagnostics {
                        print_diagnostics(&refresh.diagnostics);
                        last_diagnostics = refresh.diagnostics;
                    }
                    if refresh.changed {
                        match session.catalog(format) {
                            Ok(catalog) => print_catalog_block(&catalog.text),
                            Err(e) => eprintln!("skills: {}", terminal_safe(&e.to_string())),
                        }
                    }
                }
                Err(e) => eprintln!("skills: {}", terminal_safe(&e.to_string())),
            }
        })?;
        loop {
            std::thread::park();
        }
    }
}

/// After a refresh: probe this host again (a binary may have been installed), with
/// the requirements read again when any file was parsed again.
fn recheck(
    session: &mut Session,
    refreshed: Result<RefreshResult, HostError>,
    known: &mut Option<Vec<Requirements>>,
) -> Result<RefreshResult, HostError> {
    let refresh = refreshed?;
    let Some(requirements) = known else {
        return Ok(refresh);
    };
    if refresh.reparsed > 0 {
        *requirements = requirements_of(&session.discover()?).cloned().collect();
    }
    let mut after = session.set_host_facts(skills_host::probe_host_facts(requirements.as_slice()))?;
    after.changed |= refresh.changed;
    after.reparsed = refresh.reparsed;
    Ok(after)
}
