//! The command line into a [`Cli`], without building what the run does not use.
//!
//! clap copies every global option into every subcommand before it parses (18 options
//! into 21 commands: 378 copies), and drops its parser after. The copies and the drop
//! were about 0.6M of an empty `skills catalog`'s 4.6M instructions, and 27 of its 351
//! page faults (docs/performance.md). So when a word of the command line names a command, the
//! parser is built with that command alone, and kept to the process exit instead of
//! dropped. Only a parse that succeeds is used: any error, `--help` or `--version`
//! parses again with every command, so what a user sees then is exactly what the whole
//! parser says (its usage, its suggestions, its help).
//!
//! Why a successful parse with one command is the parse with all of them: the root
//! options are the same, and the root takes no positional arguments, so every word the
//! root does not take as an option or its value must name a command. The one parser
//! accepts only the word it was built for; where the whole parser would have taken
//! another word as another command, this one fails and the whole parser runs.

use std::ffi::OsString;

use clap::{CommandFactory, FromArgMatches, Parser, Subcommand};

use crate::Cli;
use crate::commands::Command;

/// The root of the parser without its commands: [`Cli`]'s options and settings. A
/// setting added to [`Cli`] or to the commands' enum must be added here too
/// (`one_command_parser`); a test compares the two roots' settings.
#[derive(Parser, Debug)]
#[command(name = "skills", version)]
struct Root {
    #[command(flatten)]
    global: crate::Global,
}

/// Parses the process's arguments (exits with clap's message and status on a usage
/// error, `--help` or `--version`, as `Cli::parse` does).
pub(crate) fn command_line() -> Cli {
    let args: Vec<OsString> = std::env::args_os().collect();
    if let Some(cli) = with_named_command_only(&args) {
        return cli;
    }
    match Cli::try_parse_from(&args) {
        Ok(cli) => cli,
        Err(error) => {
            if let Some(hint) = misplaced_root_option(&error) {
                let _ = error.print();
                eprintln!("\n  note: {hint}");
                std::process::exit(error.exit_code());
            }
            error.exit()
        }
    }
}

/// What to write instead, when a root option's short name came after the command,
/// where `--project` and `--plugin` are the commands' own options (`add --plugin
/// NAME`), not roots.
fn misplaced_root_option(error: &clap::Error) -> Option<&'static str> {
    use clap::error::{ContextKind, ContextValue, ErrorKind};
    if error.kind() != ErrorKind::UnknownArgument {
        return None;
    }
    let Some(ContextValue::String(argument)) = error.get(ContextKind::InvalidArg) else {
        return None;
    };
    let name = argument.split('=').next().unwrap_or(argument);
    match name {
        "--plugin" => Some(
            "after the command a plugin root is `--plugin-dir DIR`; `--plugin DIR` names one only before the command",
        ),
        "--project" => Some(
            "after the command a project root is `--project-dir DIR`; `--project DIR` names one only before the command",
        ),
        _ => None,
    }
}

/// The parse with only the command the arguments name, or `None` when no word names
/// one or that parse fails.
fn with_named_command_only(args: &[OsString]) -> Option<Cli> {
    let mut parser = one_command_parser(args)?;
    let mut matches = parser.try_get_matches_from_mut(args).ok()?;
    let cli = Cli::from_arg_matches_mut(&mut matches).ok()?;
    // The parser and its matches live to the process exit: dropping them is work the
    // kernel does faster when it takes the process's memory back.
    std::mem::forget(parser);
    std::mem::forget(matches);
    Some(cli)
}

/// [`Root`] with the command that the first word naming one names (before any `--`),
/// and the settings the derive gives [`Cli`] for its required command.
fn one_command_parser(args: &[OsString]) -> Option<clap::Command> {
    let name = args
        .iter()
        .skip(1)
        .take_while(|word| *word != "--")
        .filter_map(|word| word.to_str())
        .find(|word| Command::has_subcommand(word))?;
    let commands = Command::augment_subcommands(clap::Command::new("skills"));
    let named = commands.find_subcommand(name)?.clone();
    Some(
        Root::command()
            .subcommand(named)
            .subcommand_required(true)
            .arg_required_else_help(true),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(line: &str) -> Vec<OsString> {
        std::iter::once("skills")
            .chain(line.split_whitespace())
            .map(OsString::from)
            .collect()
    }

    fn whole(line: &str) -> String {
        format!(
            "{:?}",
            Cli::try_parse_from(words(line)).expect("the whole parser accepts it")
        )
    }

    #[test]
    fn a_named_command_parses_as_the_whole_parser_does() {
        for line in [
            "catalog",
            "--project /p catalog --json",
            "--project /p --project /q --no-builtin catalog",
            "--global /a catalog --global /b --timeout-ms 9",
            "--timeout-ms 9 catalog",
            "--disable list list",
            "--no-config activate pdf -- --list catalog",
            "read pdf scripts/catalog",
            "list --disable a --disable b --no-eligibility",
            "serve-mcp --no-builtin",
            "config",
            "validate catalog",
        ] {
            let one =
                with_named_command_only(&words(line)).unwrap_or_else(|| panic!("{line}: one command should parse"));
            assert_eq!(format!("{one:?}"), whole(line), "{line}");
        }
    }

    #[test]
    fn a_word_taken_as_a_value_or_a_failing_parse_leaves_it_to_the_whole_parser() {
        // `list` is the value of --disable here; the command is `catalog`.
        assert!(with_named_command_only(&words("--disable list catalog")).is_none());
        assert!(whole("--disable list catalog").contains("Catalog("));
        for line in [
            "catalog --help",
            "--help catalog",
            "-V catalog",
            "catalog --no-such-flag",
            "catalog --project /p",
            "--no-such-flag catalog",
            "catalg",
            "",
        ] {
            assert!(with_named_command_only(&words(line)).is_none(), "{line}");
        }
    }

    #[test]
    fn the_one_command_parser_has_the_whole_parsers_options_and_settings() {
        let one = one_command_parser(&words("catalog")).expect("`catalog` names a command");
        let all = Cli::command();
        let ids = |c: &clap::Command| {
            let mut ids: Vec<String> = c.get_arguments().map(|a| format!("{a:?}")).collect();
            ids.sort();
            ids
        };
        assert_eq!(ids(&one), ids(&all));
        // Every setting clap lets a caller read back (infer_subcommands has no getter:
        // see `Root`).
        let settings = |c: &clap::Command| {
            [
                c.is_flatten_help_set(),
                c.is_no_binary_name_set(),
                c.is_dont_delimit_trailing_values_set(),
                c.is_disable_version_flag_set(),
                c.is_propagate_version_set(),
                c.is_next_line_help_set(),
                c.is_disable_help_flag_set(),
                c.is_disable_help_subcommand_set(),
                c.is_disable_colored_help_set(),
                c.is_dont_collapse_args_in_usage_set(),
                c.is_arg_required_else_help_set(),
                c.is_allow_negative_numbers_set(),
                c.is_trailing_var_arg_set(),
                c.is_allow_missing_positional_set(),
                c.is_hide_set(),
                c.is_subcommand_required_set(),
                c.is_allow_external_subcommands_set(),
                c.is_args_conflicts_with_subcommands_set(),
                c.is_args_override_self(),
                c.is_subcommand_precedence_over_arg_set(),
                c.is_subcommand_negates_reqs_set(),
                c.is_multicall_set(),
            ]
        };
        assert_eq!(settings(&one), settings(&all));
        assert_eq!(one.get_name(), all.get_name());
        // The one command is the whole parser's, as defined (its place in the help's
        // list aside: help is always the whole parser's).
        let named = |c: &clap::Command| {
            let command = c.find_subcommand("catalog").cloned();
            format!("{:?}", command.map(|command| command.display_order(0)))
        };
        assert_eq!(named(&one), named(&all));
    }
}
