use clap::Args;
use skills_host::links::{self, LinkedSkill, RefusedLink};
use skills_host::{HostError, PlannedRoot, RootDir, RootSource, terminal_safe};

use crate::context::Context;
use crate::{CliError, Exit, Global};

#[derive(Args, Debug)]
pub struct RootsCommand {
    /// `{"project": ..., "roots": [...]}` instead of a table.
    #[arg(long)]
    json: bool,
}

/// One row: a planned root and how many skills it holds (`None` when not searched).
struct Row<'a> {
    root: &'a PlannedRoot,
    skills: Option<usize>,
}

impl RootsCommand {
    pub fn execute(&self, global: &Global) -> Result<Exit, CliError> {
        let context = Context::new(global)?;
        let mut rows = Vec::new();
        for root in &context.plan.roots {
            let skills = if root.exists && root.duplicate_of.is_none() {
                Some(count_skills(&context, root)?)
            } else {
                None
            };
            rows.push(Row { root, skills });
        }
        let builtins = if context.policy.include_builtins {
            Some(count_builtins(&context)?)
        } else {
            None
        };
        if self.json {
            print_json(&context, &rows, builtins);
        } else {
            print_table(&context, &rows, builtins);
        }
        Ok(Exit::Success)
    }
}

/// The valid skills one root holds, offered or withheld, loaded in a session of its
/// own. An untrusted root is counted as if trusted: its files are parsed inside the
/// sandbox as always, and only the number leaves it.
fn count_skills(context: &Context, root: &PlannedRoot) -> Result<usize, HostError> {
    let mut policy = context.policy.clone();
    policy.include_builtins = false;
    let mut dir = RootDir::new(&root.path, root.scope);
    dir.links = context.plan.links.clone();
    let mut session = context.host.session(vec![dir], policy);
    let discovery = session.discover()?;
    Ok(discovery.skills.len() + discovery.withheld.len())
}

fn count_builtins(context: &Context) -> Result<usize, HostError> {
    let mut session = context.host.session(Vec::new(), context.policy.clone());
    let discovery = session.discover()?;
    Ok(discovery.skills.len() + discovery.withheld.len())
}

/// The linked skill folders of a root that follows them: where each really lives, and
/// why the others are not followed.
fn links_of(context: &Context, root: &PlannedRoot) -> (Vec<LinkedSkill>, Vec<RefusedLink>) {
    if !root.exists || !links::may_follow(root.scope, root.trusted, &context.plan.links) {
        return (Vec::new(), Vec::new());
    }
    let others: Vec<std::path::PathBuf> = context
        .plan
        .roots
        .iter()
        .filter_map(|r| std::fs::canonicalize(&r.path).ok())
        .collect();
    links::resolve(&root.path, &context.plan.links, context.policy.max_depth, &others)
}

fn yes_no(b: bool) -> &'static str {
    if b { "yes" } else { "no" }
}

fn print_table(context: &Context, rows: &[Row], builtins: Option<usize>) {
    let mut cells = Vec::new();
    let mut n = 0;
    for row in rows {
        n += 1;
        let root = row.root;
        let skills = row.skills.map_or("-".to_string(), |c| c.to_string());
        let mut path = context.dirs.shown(&root.path);
        if let Some(first) = &root.duplicate_of {
            path.push_str(&format!(
                "  (same folder as {}; searched once)",
                context.dirs.shown(first)
            ));
        } else if let RootSource::Config(origin) = &root.source {
            path.push_str(&format!("  (from {origin})"));
        }
        cells.push(vec![
            n.to_string(),
            root.scope.as_str().to_string(),
            root.source.label().to_string(),
            yes_no(root.exists).to_string(),
            yes_no(root.trusted).to_string(),
            skills,
            terminal_safe(&path),
        ]);
        // Where each linked skill folder really lives, and why others are not followed.
        let (linked, refused) = links_of(context, root);
        for link in linked {
            let shown = format!("linked: {} -> {}", link.name, context.dirs.shown(&link.target));
            cells.push(vec![
                String::new(),
                String::new(),
                String::new(),
                String::new(),
                String::new(),
                String::new(),
                terminal_safe(&shown),
            ]);
        }
        for link in refused {
            let shown = format!("not followed: {} ({})", link.name, link.reason);
            cells.push(vec![
                String::new(),
                String::new(),
                String::new(),
                String::new(),
                String::new(),
                String::new(),
                terminal_safe(&shown),
            ]);
        }
    }
    if let Some(count) = builtins {
        n += 1;
        cells.push(vec![
            n.to_string(),
            "builtin".into(),
            "-".into(),
            "yes".into(),
            "yes".into(),
            count.to_string(),
            "(inside the component)".into(),
        ]);
    }
    crate::table::print(&["#", "SCOPE", "LAYOUT", "EXISTS", "TRUSTED", "SKILLS", "PATH"], cells);
    if let Some(project) = &context.project {
        let kind = if project.is_repository {
            "repository root"
        } else {
            "no repository: the working directory only"
        };
        println!(
            "\nproject: {} ({kind})",
            terminal_safe(&project.root.display().to_string())
        );
    }
    let withheld = context.plan.withheld().count();
    if withheld > 0 {
        let folder = context
            .project
            .as_ref()
            .map(|p| p.root.display().to_string())
            .unwrap_or_else(|| ".".into());
        println!(
            "{withheld} project folder{} not trusted; to load {}: skills trust {}",
            if withheld == 1 { " is" } else { "s are" },
            if withheld == 1 { "its skills" } else { "their skills" },
            terminal_safe(&folder)
        );
    }
}

fn print_json(context: &Context, rows: &[Row], builtins: Option<usize>) {
    let roots: Vec<serde_json::Value> = rows
        .iter()
        .map(|row| {
            let root = row.root;
            let origin = match &root.source {
                RootSource::Config(origin) => Some(origin.to_string()),
                RootSource::Flag(flag) => Some(flag.to_string()),
                RootSource::Layout(_) => None,
            };
            let (linked, refused) = links_of(context, root);
            serde_json::json!({
                "path": root.path.to_string_lossy(),
                "scope": root.scope.as_str(),
                "layout": root.source.label(),
                "from": origin,
                "exists": root.exists,
                "trusted": root.trusted,
                "searched": root.is_searched(),
                "skills": row.skills,
                "duplicate_of": root.duplicate_of.as_ref().map(|p| p.to_string_lossy()),
                "linked": linked.iter().map(|l| serde_json::json!({"name": l.name, "target": l.target.to_string_lossy()})).collect::<Vec<_>>(),
                "not_followed": refused.iter().map(|l| serde_json::json!({"name": l.name, "reason": l.reason})).collect::<Vec<_>>(),
            })
        })
        .collect();
    let project = context.project.as_ref().map(|p| {
        serde_json::json!({
            "root": p.root.to_string_lossy(),
            "repository": p.is_repository,
            "trusted": context.config.trusts(&p.root),
        })
    });
    let out = serde_json::json!({
        "project": project,
        "roots": roots,
        "builtin_skills": builtins,
    });
    println!("{out}");
}
