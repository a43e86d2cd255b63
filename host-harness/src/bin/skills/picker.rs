//! `add`'s multi-select picker: when a source holds several skills and neither
//! `--skill` nor `--all` says which, a terminal user picks them (space toggles, `a`
//! toggles all, enter confirms, escape cancels), as `npx skills add` lets one. Never
//! when input or output is piped: a script gets the error naming the skills instead.

use std::io::IsTerminal;

use skills_host::install::Chooser;
use skills_host::terminal_safe;

/// Whether a person can answer: standard input and standard error are terminals.
pub fn on_a_terminal() -> bool {
    std::io::stdin().is_terminal() && std::io::stderr().is_terminal()
}

/// The picker, as `add` takes it.
pub fn chooser() -> Chooser {
    Chooser(std::sync::Arc::new(pick))
}

/// Longest description shown beside a name: one line on most terminals.
const DESCRIPTION_CHARS: usize = 60;

fn pick(offered: &[(String, String)]) -> Result<Vec<String>, String> {
    let items: Vec<String> = offered
        .iter()
        .map(|(name, description)| {
            let mut line: String = description
                .lines()
                .next()
                .unwrap_or("")
                .chars()
                .take(DESCRIPTION_CHARS)
                .collect();
            if description.chars().count() > DESCRIPTION_CHARS || description.lines().nth(1).is_some() {
                line.push('…');
            }
            // Names and descriptions come from the source: no escape reaches the terminal.
            format!("{}  {}", terminal_safe(name), terminal_safe(&line))
        })
        .collect();
    let prompt = format!(
        "The source holds {} skills; pick with space (a: all), install with enter, cancel with escape",
        offered.len()
    );
    let chosen = dialoguer::MultiSelect::new()
        .with_prompt(prompt)
        .items(&items)
        .report(false)
        .interact_opt()
        .map_err(|e| format!("the picker failed: {e}"))?;
    match chosen {
        None => Err("cancelled; nothing installed".into()),
        Some(indices) => Ok(indices
            .into_iter()
            .filter_map(|i| offered.get(i))
            .map(|(n, _)| n.clone())
            .collect()),
    }
}
