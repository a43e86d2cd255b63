//! Turning a list of words (a command line's `-- ARGS...`) into the one argument
//! string the component splits like a shell.

/// Quotes words so the guest's shell-like splitting gives them back unchanged
/// (`alpha`, `beta gamma` → `alpha 'beta gamma'`). A word is left bare only when
/// every character is alphanumeric (Rust's Unicode rule) or one of `-_./:=@%+,`.
pub fn join_arguments<S: AsRef<str>>(words: &[S]) -> String {
    words
        .iter()
        .map(|w| {
            let w = w.as_ref();
            let plain = !w.is_empty() && w.chars().all(|c| c.is_alphanumeric() || "-_./:=@%+,".contains(c));
            if plain {
                w.to_string()
            } else {
                format!("'{}'", w.replace('\'', "'\\''"))
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arguments_are_quoted_so_shell_splitting_gives_them_back() {
        assert_eq!(
            join_arguments(&["alpha", "beta gamma", "it's", ""]),
            "alpha 'beta gamma' 'it'\\''s' ''"
        );
    }
}
