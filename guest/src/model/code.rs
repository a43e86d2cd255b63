//! The stable diagnostic codes. Hosts and scripts match on these strings, so each is
//! spelled once, here; the table in `docs/diagnostics.md` lists the same set (a test
//! keeps them equal).

use std::fmt;

/// Defines [`Code`] with its WIT spelling and the list of every code.
macro_rules! codes {
    ($($(#[doc = $doc:literal])* $variant:ident => $name:literal,)+) => {
        /// A diagnostic code: what kind of finding it is, independent of its wording.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum Code {
            $($(#[doc = $doc])* $variant,)+
        }

        impl Code {
            /// Every code, in the README's order.
            pub const ALL: &'static [Code] = &[$(Code::$variant,)+];

            /// The code as hosts see it (`name-mismatch`).
            pub fn as_str(self) -> &'static str {
                match self {
                    $(Code::$variant => $name,)+
                }
            }
        }
    };
}

codes! {
    /// No root at all: a host preopened nothing (the `tools` interface).
    NoRoots => "no-roots",
    /// A root does not exist.
    RootMissing => "root-missing",
    /// A root is not a directory.
    RootNotDirectory => "root-not-directory",
    /// A directory could not be listed.
    DirectoryUnreadable => "directory-unreadable",
    /// Entries of a directory could not be read (e.g. names that are not UTF-8).
    EntryUnreadable => "entry-unreadable",
    /// `max-directories` was reached.
    DiscoveryLimit => "discovery-limit",
    /// A symlink leaves its root or skill.
    SymlinkEscape => "symlink-escape",
    /// Symlinks form a cycle (or a chain too long to follow).
    SymlinkLoop => "symlink-loop",
    /// A symlink cannot be resolved.
    SymlinkUnreadable => "symlink-unreadable",
    /// Skills withheld from an untrusted root.
    UntrustedRoot => "untrusted-root",
    /// `SKILL.md` is over `max-skill-file-bytes`.
    FileTooLarge => "file-too-large",
    /// `SKILL.md` could not be read.
    FileUnreadable => "file-unreadable",
    /// `SKILL.md` is not a regular file.
    NotAFile => "not-a-file",
    /// `SKILL.md` is not valid UTF-8.
    InvalidUtf8 => "invalid-utf8",
    /// No opening `---` line.
    FrontmatterMissing => "frontmatter-missing",
    /// No closing `---` line.
    FrontmatterUnclosed => "frontmatter-unclosed",
    /// The frontmatter is over `max-frontmatter-bytes`.
    FrontmatterTooLarge => "frontmatter-too-large",
    /// The frontmatter is not a valid YAML mapping within the budget.
    YamlInvalid => "yaml-invalid",
    /// Lenient mode quoted an unquoted `: ` in a value.
    YamlRepaired => "yaml-repaired",
    /// Lenient mode dropped one key whose value is not valid YAML; the rest loaded.
    YamlKeySkipped => "yaml-key-skipped",
    /// `name` is missing or empty.
    NameMissing => "name-missing",
    /// `name` breaks the character rules.
    NameInvalid => "name-invalid",
    /// `name` is over 64 characters.
    NameTooLong => "name-too-long",
    /// `name` differs from the directory name.
    NameMismatch => "name-mismatch",
    /// `description` is missing or empty.
    DescriptionMissing => "description-missing",
    /// `description` is over 1024 characters.
    DescriptionTooLong => "description-too-long",
    /// `compatibility` is empty.
    CompatibilityEmpty => "compatibility-empty",
    /// `compatibility` is over 500 characters.
    CompatibilityTooLong => "compatibility-too-long",
    /// A field has the wrong YAML type.
    FieldType => "field-type",
    /// `allowed-tools` is a YAML list.
    AllowedToolsList => "allowed-tools-list",
    /// A `metadata` value is not a scalar.
    MetadataValue => "metadata-value",
    /// `metadata` is OpenClaw's one-line JSON: read as the mapping it spells (the lint
    /// reports it outside the `openclaw` profile), or not JSON at all and ignored.
    MetadataJson => "metadata-json",
    /// A requirement in `metadata` is malformed; it is ignored.
    RequirementInvalid => "requirement-invalid",
    /// A field an agent adds (Claude Code's `arguments`, `when_to_use`) has the wrong
    /// shape, or one of its entries does; that part is ignored and the skill loads.
    ExtensionFieldInvalid => "extension-field-invalid",
    /// Codex's `agents/openai.yaml` is unreadable, not YAML, or a field has the wrong
    /// shape; the skill loads without it (or that field).
    CodexMetadataInvalid => "codex-metadata-invalid",
    /// A path the host reported as touched is not a relative path inside the project
    /// (absolute, `..`, a control character, too long); it matches nothing.
    TouchedPathIgnored => "touched-path-ignored",
    /// A surveyed source's skill asks its installer to run something
    /// (`metadata.openclaw.install`); shown, never run (an `info`).
    InstallStepNotRun => "install-step-not-run",
    /// A restricting boolean (`disable-model-invocation`, `user-invocable`) written as
    /// YAML 1.1 spells booleans (`yes`, `off`), read as Claude Code reads it.
    Yaml11Boolean => "yaml11-boolean",
    /// A catalog entry's description (with `when_to_use`) passed the per-entry cap.
    CatalogEntryCapped => "catalog-entry-capped",
    /// A key outside the specification (lint only).
    UnknownField => "unknown-field",
    /// The directory has no `SKILL.md` (lint only).
    SkillMdMissing => "skill-md-missing",
    /// The same name twice in one scope.
    DuplicateName => "duplicate-name",
    /// The same name in a lower-precedence scope.
    Shadowed => "shadowed",
    /// A skill named in `policy.disabled-skills` is withheld.
    SkillDisabled => "skill-disabled",
    /// A skill whose requirements the host does not meet is withheld.
    SkillIneligible => "skill-ineligible",
    /// The budget shortened descriptions.
    CatalogShortened => "catalog-shortened",
    /// The budget showed skills by name and location only.
    CatalogCompacted => "catalog-compacted",
    /// The budget or the count cap left skills out.
    CatalogOmitted => "catalog-omitted",
}

impl fmt::Display for Code {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Tests and hosts compare codes with their spelling.
impl PartialEq<&str> for Code {
    fn eq(&self, other: &&str) -> bool {
        self.as_str() == *other
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    /// The codes in the first column of the table in `docs/diagnostics.md`.
    fn readme_codes() -> BTreeSet<String> {
        let section = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/diagnostics.md")).unwrap();
        let mut codes = BTreeSet::new();
        for row in section.lines().filter(|l| l.starts_with("| `")) {
            let first_cell = row.split('|').nth(1).unwrap();
            codes.extend(first_cell.split('`').skip(1).step_by(2).map(str::to_string));
        }
        codes
    }

    #[test]
    fn the_readme_table_lists_exactly_the_codes_the_core_emits() {
        let ours: BTreeSet<String> = Code::ALL.iter().map(|c| c.as_str().to_string()).collect();
        let readme = readme_codes();
        assert_eq!(
            ours.difference(&readme).collect::<Vec<_>>(),
            Vec::<&String>::new(),
            "codes missing from the README's Diagnostics table"
        );
        assert_eq!(
            readme.difference(&ours).collect::<Vec<_>>(),
            Vec::<&String>::new(),
            "README codes the core does not have"
        );
    }

    #[test]
    fn codes_are_unique_kebab_case() {
        let names: BTreeSet<&str> = Code::ALL.iter().map(|c| c.as_str()).collect();
        assert_eq!(names.len(), Code::ALL.len());
        for name in names {
            assert!(
                name.bytes()
                    .all(|b| b.is_ascii_lowercase() || b == b'-' || b.is_ascii_digit()),
                "{name}"
            );
        }
    }
}
