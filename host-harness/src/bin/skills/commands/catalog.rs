use clap::Args;
use skills_host::{CatalogFormat, diagnostic_json};

use crate::context::Context;
use crate::output::print_diagnostics;
use crate::{CliError, Exit, Global};

#[derive(Args, Debug)]
pub struct CatalogCommand {
    /// `{"skills":[...],"diagnostics":[...]}` instead of XML.
    #[arg(long)]
    json: bool,
}

impl CatalogCommand {
    pub fn execute(&self, global: &Global) -> Result<Exit, CliError> {
        let (_, session, mut diagnostics) = Context::discovered(global)?;
        let format = if self.json {
            CatalogFormat::Json
        } else {
            CatalogFormat::Xml
        };
        let catalog = session.catalog(format)?;
        crate::stats::step(session, "catalog");
        diagnostics.extend(catalog.diagnostics);
        if self.json {
            let skills = serde_json::from_str::<serde_json::Value>(&catalog.text)
                .ok()
                .and_then(|v| v.get("skills").cloned())
                .unwrap_or_else(|| serde_json::Value::Array(Vec::new()));
            let out = serde_json::json!({
                "skills": skills,
                "diagnostics": diagnostics.iter().map(diagnostic_json).collect::<Vec<_>>(),
            });
            println!("{out}");
        } else {
            print_diagnostics(&diagnostics);
            if !catalog.text.is_empty() {
                println!("{}", catalog.text);
            }
        }
        Ok(Exit::Success)
    }
}
