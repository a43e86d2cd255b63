//! Why an install command did not complete, by kind: what an embedder tells apart
//! without reading the message. `Display` is the message the CLI prints.

use super::Refused;

/// Why `add`, `update`, `remove`, `verify`, `restore` or `list_source` did not
/// complete. Each kind carries what a caller needs; every kind displays as the
/// sentence the `skills` CLI prints.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum InstallError {
    /// The audit refused the change as a whole (`Gate::all_or_nothing`): the skills
    /// refused, each with the findings that reached the gate. Without
    /// `all_or_nothing` a refusal is not an error: it is in `Added::refused` or
    /// `Update::refused`.
    #[error("{message}")]
    Refused {
        /// Every skill the audit refused, with its findings.
        refused: Vec<Refused>,
        /// The message, naming each skill, finding and the `--allow` that accepts it.
        message: String,
    },
    /// `update` would replace a skill that was edited by hand (what `verify`
    /// reports); `UpdateOptions::force` replaces it.
    #[error("`{name}` has local changes (see skills verify); pass --force to replace them")]
    LocalEdits {
        /// The skill.
        name: String,
    },
    /// A skill named is not installed in the scope (by this runtime, or for
    /// `update`, by `npx skills` or `gh skill` either).
    #[error("{message}")]
    NotInstalled {
        /// The skill.
        name: String,
        /// The message, naming the scope.
        message: String,
    },
    /// The source could not be fetched: a clone, a download, an index or an MCP
    /// server failed (the network, a ref that does not exist, a digest that does
    /// not match).
    #[error("{0}")]
    Fetch(String),
    /// Anything else: what the source is or holds, the component's verdict on it,
    /// the scope's lock, lockfile and files.
    #[error("{0}")]
    Failed(String),
}

impl From<String> for InstallError {
    fn from(message: String) -> Self {
        InstallError::Failed(message)
    }
}

impl From<&str> for InstallError {
    fn from(message: &str) -> Self {
        InstallError::Failed(message.to_string())
    }
}
