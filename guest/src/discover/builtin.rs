//! Skills embedded in the component (scope `builtin`, lowest precedence by default).
//! They go through the same parser and rules as files on disk.

/// One embedded skill: its files by path relative to the skill directory.
#[derive(Debug)]
pub struct BuiltinSkill {
    pub dir_name: &'static str,
    /// `SKILL.md` first.
    pub files: &'static [(&'static str, &'static str)],
}

impl BuiltinSkill {
    pub fn skill_md(&self) -> &'static str {
        self.files[0].1
    }

    /// Pseudo-location of the skill directory, shown where hosts show paths.
    pub fn directory(&self) -> String {
        format!("builtin://{}", self.dir_name)
    }

    pub fn file(&self, rel: &str) -> Option<&'static str> {
        self.files.iter().find(|(path, _)| *path == rel).map(|(_, text)| *text)
    }
}

pub static BUILTINS: &[BuiltinSkill] = &[BuiltinSkill {
    dir_name: "create-skill",
    files: &[
        ("SKILL.md", include_str!("../../builtin/create-skill/SKILL.md")),
        (
            "references/checklist.md",
            include_str!("../../builtin/create-skill/references/checklist.md"),
        ),
    ],
}];
