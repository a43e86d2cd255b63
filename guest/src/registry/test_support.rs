//! What the registry's tests share: a registry over one temporary root, and writers
//! of small skills.

pub(super) use std::fs;
pub(super) use std::path::Path;

pub(super) use super::Registry;
pub(super) use crate::discover::SKILL_FILE;
pub(super) use crate::model::*;

pub(super) fn registry(dir: &Path) -> Registry {
    let root = Root {
        path: dir.to_str().unwrap().into(),
        scope: Scope::Project,
        label: "/h".into(),
        trusted: true,
    };
    Registry::new(
        vec![root],
        Policy {
            include_builtins: false,
            ..Policy::default()
        },
    )
}

pub(super) fn write(dir: &Path, name: &str, description: &str, body: &str) {
    fs::create_dir_all(dir.join(name)).unwrap();
    fs::write(
        dir.join(name).join(SKILL_FILE),
        format!("---\nname: {name}\ndescription: {description}\n---\n{body}"),
    )
    .unwrap();
}

pub(super) fn write_frontmatter(dir: &Path, name: &str, extra: &str) {
    fs::create_dir_all(dir.join(name)).unwrap();
    fs::write(
        dir.join(name).join(SKILL_FILE),
        format!("---\nname: {name}\ndescription: {name} skill.\n{extra}---\nbody\n"),
    )
    .unwrap();
}

pub(super) fn catalog_names(r: &mut Registry) -> Vec<String> {
    let (json, _) = r.catalog(CatalogFormat::Json);
    if json.is_empty() {
        return Vec::new();
    }
    let value: serde_json::Value = serde_json::from_str(&json).unwrap();
    value["skills"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["name"].as_str().unwrap().to_string())
        .collect()
}

/// Puts a directory's modification time where a change in the same clock tick
/// as another, or a filesystem with coarse times, would leave it.
pub(super) fn set_modified(dir: &Path, time: std::time::SystemTime) {
    fs::File::open(dir).unwrap().set_modified(time).unwrap();
}

pub(super) fn write_requiring(dir: &Path, name: &str, metadata: &str) {
    fs::create_dir_all(dir.join(name)).unwrap();
    fs::write(
        dir.join(name).join(SKILL_FILE),
        format!("---\nname: {name}\ndescription: Needs things.\nmetadata:\n{metadata}---\nbody"),
    )
    .unwrap();
}

pub(super) fn facts(bins: &[&str]) -> HostFacts {
    HostFacts {
        binaries: Some(bins.iter().map(|b| b.to_string()).collect()),
        ..HostFacts::default()
    }
}
