//! The text names of the WIT enums (`as_str`, `Display`, `FromStr`), in one place:
//! the CLI, the JSON shapes and the tests all use these, so a name cannot drift.

use std::fmt;
use std::str::FromStr;

use crate::component::{CatalogFormat, EntryKind, Invoker, Scope, Severity, ValidationMode};

/// An enum name that is not one of the WIT's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownName {
    /// The enum, e.g. `scope`.
    pub kind: &'static str,
    /// What was given.
    pub given: String,
}

impl fmt::Display for UnknownName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown {} `{}`", self.kind, self.given)
    }
}

impl std::error::Error for UnknownName {}

/// `as_str` (the WIT spelling), `Display` and `FromStr` for a generated enum.
macro_rules! wit_names {
    ($($ty:ident $kind:literal { $($variant:ident => $name:literal),+ $(,)? })+) => {$(
        impl $ty {
            /// Every case, in WIT order.
            pub const ALL: &'static [$ty] = &[$($ty::$variant),+];

            /// The name as the WIT spells it.
            pub fn as_str(self) -> &'static str {
                match self {
                    $($ty::$variant => $name),+
                }
            }
        }

        impl fmt::Display for $ty {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.as_str())
            }
        }

        impl FromStr for $ty {
            type Err = UnknownName;

            fn from_str(s: &str) -> Result<Self, Self::Err> {
                match s {
                    $($name => Ok($ty::$variant),)+
                    _ => Err(UnknownName { kind: $kind, given: s.to_string() }),
                }
            }
        }
    )+};
}

wit_names! {
    Scope "scope" { Builtin => "builtin", User => "user", Project => "project", Plugin => "plugin" }
    Severity "severity" { Error => "error", Warning => "warning", Info => "info" }
    ValidationMode "validation mode" { Strict => "strict", Lenient => "lenient" }
    Invoker "invoker" { Model => "model", User => "user" }
    CatalogFormat "catalog format" { Xml => "xml", Json => "json" }
    EntryKind "entry kind" { File => "file", Directory => "directory" }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_name_parses_back_to_its_case() {
        for scope in Scope::ALL {
            assert_eq!(scope.as_str().parse::<Scope>(), Ok(*scope));
        }
        for severity in Severity::ALL {
            assert_eq!(severity.to_string().parse::<Severity>(), Ok(*severity));
        }
        assert_eq!(
            "global".parse::<Scope>(),
            Err(UnknownName {
                kind: "scope",
                given: "global".into()
            })
        );
    }
}
