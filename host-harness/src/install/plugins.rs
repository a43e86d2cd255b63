//! Plugins as sources: `skills add SOURCE --plugin NAME` installs the skills of one
//! plugin a source holds.
//!
//! - A Claude Code plugin marketplace, `.claude-plugin/marketplace.json`: each entry
//!   of `plugins` has a `name` and a `source`, a path relative to the marketplace
//!   (below `metadata.pluginRoot`, when set); its skills are the entry's `skills`
//!   paths (each a skill folder, or a folder of them), else the plugin's own
//!   `.claude-plugin/plugin.json` `skills`, else the `skills/` folder of the plugin.
//!   Entries whose `source` is another repository (`{"source": "github", ...}`) are
//!   listed, and not followed: name that repository as the source instead.
//! - An Agent Plugins 1.0 package: `plugin.json` (with its `$schema`) or
//!   `.claude-plugin/plugin.json` at the source's root; its skills are the folders of
//!   `skills/` that hold a `SKILL.md`, one level deep.
//!
//! The manifests are small JSON files read with a size cap; every path they give is
//! relative, without `..`, and must stay inside the source (links resolved).

use std::path::{Component, Path};

use serde_json::Value;

/// Largest manifest read.
const MAX_MANIFEST_BYTES: u64 = 1024 * 1024;

/// One plugin of a source.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Plugin {
    /// Its name.
    pub name: String,
    /// Its description, when the manifest gives one.
    pub description: Option<String>,
    /// Its skill folders, relative to the source, `/`-separated.
    pub skill_dirs: Vec<String>,
    /// Why its skills cannot be installed from here (a source in another repository).
    pub elsewhere: Option<String>,
}

/// The plugins `root` holds: a marketplace's, or the one plugin it is; none when it
/// has no manifest. A manifest that cannot be read is an error naming it.
pub fn find(root: &Path) -> Result<Vec<Plugin>, String> {
    let marketplace = root.join(".claude-plugin/marketplace.json");
    if let Some(manifest) = read(&marketplace)? {
        return from_marketplace(root, &marketplace, &manifest);
    }
    for path in [root.join("plugin.json"), root.join(".claude-plugin/plugin.json")] {
        if let Some(manifest) = read(&path)? {
            let name = text(&manifest, "name").ok_or_else(|| format!("{}: no `name`", path.display()))?;
            let skill_dirs = skills_of(root, "", manifest.get("skills"))?;
            return Ok(vec![Plugin {
                name,
                description: text(&manifest, "description"),
                skill_dirs,
                elsewhere: None,
            }]);
        }
    }
    Ok(Vec::new())
}

fn from_marketplace(root: &Path, path: &Path, manifest: &Value) -> Result<Vec<Plugin>, String> {
    let shown = path.display();
    let entries = manifest
        .get("plugins")
        .and_then(Value::as_array)
        .ok_or_else(|| format!("{shown}: no `plugins` list"))?;
    let plugin_root = manifest
        .get("metadata")
        .and_then(|m| text(m, "pluginRoot"))
        .map(|p| relative(&p))
        .transpose()?
        .unwrap_or_default();
    let mut plugins = Vec::new();
    for entry in entries {
        let name = text(entry, "name").ok_or_else(|| format!("{shown}: a plugin without a `name`"))?;
        let description = text(entry, "description");
        let source = match entry.get("source") {
            Some(Value::String(source)) => relative(source)?,
            Some(other) => {
                plugins.push(Plugin {
                    name,
                    description,
                    skill_dirs: Vec::new(),
                    elsewhere: Some(format!(
                        "its source is another repository ({other}); add that repository instead"
                    )),
                });
                continue;
            }
            None => return Err(format!("{shown}: plugin `{name}` has no `source`")),
        };
        let base = join(&plugin_root, &source);
        // The entry's own list, else the plugin's manifest's (Claude Code's `strict`
        // default merges the two; either names the skills), else `skills/`.
        let own = read(&root.join(&base).join(".claude-plugin/plugin.json"))?;
        let listed = entry
            .get("skills")
            .or_else(|| own.as_ref().and_then(|m| m.get("skills")));
        plugins.push(Plugin {
            skill_dirs: skills_of(root, &base, listed)?,
            name,
            description,
            elsewhere: None,
        });
    }
    Ok(plugins)
}

/// The skill folders of the plugin at `base`: each listed path that holds a
/// `SKILL.md`, or the folders of it that do; without a list, those of `skills/`.
fn skills_of(root: &Path, base: &str, listed: Option<&Value>) -> Result<Vec<String>, String> {
    let paths: Vec<String> = match listed {
        None | Some(Value::Null) => vec![join(base, "skills")],
        Some(Value::String(one)) => vec![join(base, &relative(one)?)],
        Some(Value::Array(many)) => many
            .iter()
            .filter_map(Value::as_str)
            .map(|p| relative(p).map(|p| join(base, &p)))
            .collect::<Result<_, _>>()?,
        Some(other) => {
            return Err(format!(
                "a plugin's `skills` must be a path or a list of paths, found {other}"
            ));
        }
    };
    let mut dirs = Vec::new();
    for path in paths {
        let dir = root.join(&path);
        if !super::scope::is_inside(&dir, root) {
            continue;
        }
        if dir.join("SKILL.md").is_file() {
            dirs.push(path);
            continue;
        }
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        let mut children: Vec<String> = entries
            .filter_map(Result::ok)
            .filter(|e| e.path().join("SKILL.md").is_file())
            .filter_map(|e| e.file_name().into_string().ok())
            .map(|name| join(&path, &name))
            .collect();
        children.sort();
        dirs.extend(children);
    }
    dirs.dedup();
    Ok(dirs)
}

fn read(path: &Path) -> Result<Option<Value>, String> {
    super::read_json_file(path, MAX_MANIFEST_BYTES)
}

fn text(value: &Value, key: &str) -> Option<String> {
    value.get(key).and_then(Value::as_str).map(str::to_string)
}

/// A manifest's path (`./skills/pdf`, `plugins/x`) as a plain relative path.
fn relative(path: &str) -> Result<String, String> {
    let mut parts = Vec::new();
    for component in Path::new(path).components() {
        match component {
            Component::CurDir => {}
            Component::Normal(part) => parts.push(part.to_str().ok_or("a path that is not UTF-8")?.to_string()),
            _ => return Err(format!("`{path}` must be a relative path inside the source")),
        }
    }
    Ok(parts.join("/"))
}

fn join(base: &str, path: &str) -> String {
    match (base.is_empty(), path.is_empty()) {
        (true, _) => path.to_string(),
        (_, true) => base.to_string(),
        _ => format!("{base}/{path}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn skill(root: &Path, rel: &str) {
        std::fs::create_dir_all(root.join(rel)).unwrap();
        std::fs::write(root.join(rel).join("SKILL.md"), "x").unwrap();
    }

    #[test]
    fn a_marketplace_names_each_plugins_skills() {
        let tmp = tempfile::tempdir().unwrap();
        let root = tmp.path();
        skill(root, "skills/pdf");
        skill(root, "skills/xlsx");
        skill(root, "plugins/dev/skills/review");
        std::fs::create_dir_all(root.join(".claude-plugin")).unwrap();
        std::fs::write(
            root.join(".claude-plugin/marketplace.json"),
            r#"{"name": "m", "owner": {"name": "o"}, "plugins": [
                {"name": "document-skills", "source": "./", "skills": ["./skills/pdf", "./skills/xlsx"]},
                {"name": "dev", "source": "./plugins/dev", "description": "Dev tools"},
                {"name": "remote", "source": {"source": "github", "repo": "o/r"}},
                {"name": "evil", "source": "../outside"}]}"#,
        )
        .unwrap();
        assert!(find(root).unwrap_err().contains("relative path inside"));
        let text = std::fs::read_to_string(root.join(".claude-plugin/marketplace.json")).unwrap();
        std::fs::write(
            root.join(".claude-plugin/marketplace.json"),
            text.replace(
                r#",
                {"name": "evil", "source": "../outside"}"#,
                "",
            ),
        )
        .unwrap();
        let plugins = find(root).unwrap();
        assert_eq!(plugins[0].skill_dirs, vec!["skills/pdf", "skills/xlsx"]);
        assert_eq!(plugins[1].skill_dirs, vec!["plugins/dev/skills/review"]);
        assert_eq!(plugins[1].description.as_deref(), Some("Dev tools"));
        assert!(plugins[2].elsewhere.is_some() && plugins[2].skill_dirs.is_empty());
    }

    #[test]
    fn an_agent_plugins_package_is_one_plugin_with_its_skills_folder() {
        let tmp = tempfile::tempdir().unwrap();
        let root = tmp.path();
        skill(root, "skills/a");
        skill(root, "skills/b");
        skill(root, "skills/b/nested/c");
        std::fs::write(
            root.join("plugin.json"),
            r#"{"$schema": "https://agent-plugins.org/schemas/1.0.0/plugin.schema.json", "name": "kit"}"#,
        )
        .unwrap();
        let plugins = find(root).unwrap();
        assert_eq!(plugins.len(), 1);
        assert_eq!(
            (plugins[0].name.as_str(), plugins[0].skill_dirs.clone()),
            ("kit", vec!["skills/a".to_string(), "skills/b".to_string()])
        );
        assert!(find(&root.join("skills")).unwrap().is_empty());
    }
}
