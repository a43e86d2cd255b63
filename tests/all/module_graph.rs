//! The source tree keeps its shape: no module imports one that imports it back, the
//! guest's stages and the host's folders (each crate's top-level folders) depend on
//! each other in one direction only, and `docs/design.md`'s diagram names exactly the
//! folders that exist, the host's as well as the guest's.
//!
//! Read from the source as text, like `cycles.py`: a module is a file (`a.rs`,
//! `a/mod.rs`); an edge is a `crate::`, `super::` or `self::` path to another module
//! outside the test module (everything from its `#[cfg(test)] mod … {` on is left
//! out, and so are `//` comments). A child naming its own parent is not an edge: the
//! parent declares the child, and a child may use its parent's types.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// A module's path inside its crate: `["registry", "scan"]`; the root is empty.
type ModulePath = Vec<String>;

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// Every `.rs` file below `src`, by module path, skipping the folders in `skip`
/// (another crate's root, such as `bin/`).
fn modules(src: &Path, skip: &[&str]) -> BTreeMap<ModulePath, PathBuf> {
    let mut found = BTreeMap::new();
    let mut pending = vec![src.to_path_buf()];
    while let Some(dir) = pending.pop() {
        for entry in std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
            let path = entry.unwrap().path();
            let relative = path.strip_prefix(src).unwrap();
            if path.is_dir() {
                if !skip.iter().any(|s| relative == Path::new(s)) {
                    pending.push(path);
                }
                continue;
            }
            if path.extension().is_none_or(|e| e != "rs") {
                continue;
            }
            let mut module: ModulePath = relative
                .with_extension("")
                .components()
                .map(|c| c.as_os_str().to_string_lossy().into_owned())
                .collect();
            if matches!(module.last().map(String::as_str), Some("mod" | "lib" | "main")) {
                module.pop();
            }
            found.insert(module, path);
        }
    }
    found
}

/// The code of a file without its test module and `//` comments.
fn code_of(path: &Path) -> String {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    // The test module: a `#[cfg(test)]` on a `mod … {`, not on `mod test_support;`.
    let test_module = text.match_indices("#[cfg(test)]").find(|(at, attribute)| {
        let after = text[at + attribute.len()..].trim_start();
        after.starts_with("mod ") && after.find('{').is_some_and(|brace| !after[..brace].contains(';'))
    });
    let code = &text[..test_module.map_or(text.len(), |(at, _)| at)];
    code.lines()
        .map(|line| line.split("//").next().unwrap_or_default())
        .collect::<Vec<_>>()
        .join("\n")
}

/// The paths a file names, each as its anchor (`crate`, `super`, `self`) and its
/// segments: `crate::fs::read::X` and each item of `crate::fs::{read::{X, y}, paths}`.
fn named_paths(code: &str) -> Vec<(String, Vec<String>)> {
    let mut found = Vec::new();
    let bytes = code.as_bytes();
    let is_ident = |b: u8| b.is_ascii_alphanumeric() || b == b'_';
    let mut i = 0;
    while i < bytes.len() {
        let anchor = ["crate", "super", "self"]
            .into_iter()
            .find(|a| bytes[i..].starts_with(a.as_bytes()) && (i == 0 || !is_ident(bytes[i - 1])));
        let Some(anchor) = anchor else {
            i += 1;
            continue;
        };
        // Every index below is at an ASCII byte, so a char boundary.
        let mut j = i + anchor.len();
        let mut segments = Vec::new();
        while bytes[j..].starts_with(b"::") {
            j += 2;
            let start = j;
            while j < bytes.len() && is_ident(bytes[j]) {
                j += 1;
            }
            if j == start {
                break;
            }
            segments.push(code[start..j].to_string());
        }
        if bytes.get(j) == Some(&b'{') {
            let end = matching_brace(bytes, j);
            for item in group_items(&code[j + 1..end]) {
                found.push((anchor.to_string(), [segments.clone(), item].concat()));
            }
            j = end + 1;
        }
        if !segments.is_empty() {
            found.push((anchor.to_string(), segments));
        }
        i = j.max(i + 1);
    }
    found
}

/// The index of the `}` that closes the `{` at `open` (or the end of the text).
fn matching_brace(bytes: &[u8], open: usize) -> usize {
    let mut depth = 0;
    for (k, b) in bytes.iter().enumerate().skip(open) {
        match b {
            b'{' => depth += 1,
            b'}' => depth -= 1,
            _ => {}
        }
        if depth == 0 {
            return k;
        }
    }
    bytes.len()
}

/// The paths of a `use` group's items, nested groups expanded: `a::{b, c}, d` gives
/// `a::b`, `a::c` and `d` (`self` stands for the prefix; `as` renames are dropped).
fn group_items(group: &str) -> Vec<Vec<String>> {
    let bytes = group.as_bytes();
    let mut items = Vec::new();
    let (mut depth, mut start) = (0, 0);
    for (k, b) in bytes.iter().enumerate() {
        match b {
            b'{' => depth += 1,
            b'}' => depth -= 1,
            b',' if depth == 0 => {
                items.push(&group[start..k]);
                start = k + 1;
            }
            _ => {}
        }
    }
    items.push(&group[start..]);
    let mut paths = Vec::new();
    for item in items {
        let item = item.trim();
        let split = |text: &str| -> Vec<String> {
            text.split(" as ")
                .next()
                .unwrap_or_default()
                .split("::")
                .map(str::trim)
                .filter(|s| !s.is_empty() && *s != "self")
                .map(str::to_string)
                .collect()
        };
        match item.find('{') {
            Some(open) => {
                let prefix = split(item[..open].trim_end_matches(':'));
                let close = matching_brace(item.as_bytes(), open);
                for inner in group_items(&item[open + 1..close]) {
                    paths.push([prefix.clone(), inner].concat());
                }
                paths.push(prefix);
            }
            None => paths.push(split(item)),
        }
    }
    paths.retain(|p| !p.is_empty());
    paths
}

/// The module a path names: the longest prefix of it that is a module.
fn resolve(
    modules: &BTreeMap<ModulePath, PathBuf>,
    here: &ModulePath,
    anchor: &str,
    segments: &[String],
) -> Option<ModulePath> {
    let base: &[String] = match anchor {
        "crate" => &[],
        "self" => here,
        _ => &here[..here.len().saturating_sub(1)],
    };
    let full: ModulePath = [base, segments].concat();
    (1..=full.len())
        .rev()
        .map(|k| full[..k].to_vec())
        .find(|prefix| modules.contains_key(prefix))
}

/// Every module's edges to the other modules it names.
fn graph(src: &Path, skip: &[&str]) -> BTreeMap<ModulePath, BTreeSet<ModulePath>> {
    let modules = modules(src, skip);
    let mut edges = BTreeMap::new();
    for (module, path) in &modules {
        let targets: BTreeSet<ModulePath> = named_paths(&code_of(path))
            .into_iter()
            .filter_map(|(anchor, segments)| resolve(&modules, module, &anchor, &segments))
            .filter(|target| target != module && !module.starts_with(target))
            .collect();
        edges.insert(module.clone(), targets);
    }
    edges
}

/// The strongly connected components with more than one member (Tarjan).
fn cycles<N: Ord + Clone>(edges: &BTreeMap<N, BTreeSet<N>>) -> Vec<Vec<N>> {
    struct Walk<'a, N> {
        edges: &'a BTreeMap<N, BTreeSet<N>>,
        index: BTreeMap<N, usize>,
        low: BTreeMap<N, usize>,
        stack: Vec<N>,
        found: Vec<Vec<N>>,
    }
    impl<N: Ord + Clone> Walk<'_, N> {
        fn visit(&mut self, v: &N) {
            let n = self.index.len();
            self.index.insert(v.clone(), n);
            self.low.insert(v.clone(), n);
            self.stack.push(v.clone());
            for w in self.edges.get(v).into_iter().flatten() {
                if !self.index.contains_key(w) {
                    self.visit(w);
                    let low = self.low[v].min(self.low[w]);
                    self.low.insert(v.clone(), low);
                } else if self.stack.contains(w) {
                    let low = self.low[v].min(self.index[w]);
                    self.low.insert(v.clone(), low);
                }
            }
            if self.low[v] == self.index[v] {
                let mut component = Vec::new();
                while let Some(w) = self.stack.pop() {
                    let done = &w == v;
                    component.push(w);
                    if done {
                        break;
                    }
                }
                if component.len() > 1 {
                    component.sort();
                    self.found.push(component);
                }
            }
        }
    }
    let mut walk = Walk {
        edges,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        found: Vec::new(),
    };
    for v in edges.keys() {
        if !walk.index.contains_key(v) {
            walk.visit(v);
        }
    }
    walk.found
}

fn shown(cycles: &[Vec<ModulePath>]) -> Vec<String> {
    cycles
        .iter()
        .map(|c| c.iter().map(|m| m.join("/")).collect::<Vec<_>>().join(" <-> "))
        .collect()
}

/// The crates of the workspace, each as its source folder and the folders below it
/// that are another crate's root.
fn crates() -> Vec<(PathBuf, Vec<&'static str>)> {
    let root = workspace();
    vec![
        (root.join("guest/src"), vec![]),
        (root.join("host-harness/src"), vec!["bin"]),
        (root.join("host-harness/src/bin/skills"), vec![]),
    ]
}

#[test]
fn no_module_imports_a_module_that_imports_it_back() {
    for (src, skip) in crates() {
        let edges = graph(&src, &skip);
        assert!(edges.len() > 5, "{}: only {} modules found", src.display(), edges.len());
        let found = cycles(&edges);
        assert!(
            found.is_empty(),
            "{}: import cycles: {:#?}",
            src.display(),
            shown(&found)
        );
    }
}

/// A crate's top-level folders (and the shared files beside them), each with the
/// others it depends on.
fn folder_graph(src: &str, skip: &[&str]) -> BTreeMap<String, BTreeSet<String>> {
    let mut stages: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (module, targets) in graph(&workspace().join(src), skip) {
        let Some(stage) = module.first() else { continue };
        let entry = stages.entry(stage.clone()).or_default();
        for target in targets {
            if let Some(other) = target.first().filter(|other| *other != stage) {
                entry.insert(other.clone());
            }
        }
    }
    stages
}

fn guest_stage_graph() -> BTreeMap<String, BTreeSet<String>> {
    folder_graph("guest/src", &[])
}

#[test]
fn the_guest_stages_depend_on_each_other_in_one_direction() {
    let stages = guest_stage_graph();
    assert_one_direction(&stages);
}

#[test]
fn the_host_folders_depend_on_each_other_in_one_direction() {
    let folders = folder_graph("host-harness/src", &["bin"]);
    for folder in [
        "component",
        "roots",
        "config",
        "runtime",
        "api",
        "install",
        "publish",
        "mcp",
    ] {
        assert!(
            folders.contains_key(folder),
            "no `{folder}` in host-harness/src: {folders:?}"
        );
    }
    assert_one_direction(&folders);
    // The layers, lowest first: none reaches one above it.
    let order = [
        "component",
        "roots",
        "config",
        "runtime",
        "api",
        "audit",
        "install",
        "publish",
        "mcp",
    ];
    for (at, folder) in order.iter().enumerate() {
        for above in &order[at + 1..] {
            assert!(
                !folders[*folder].contains(*above),
                "`{folder}` depends on `{above}`, a layer above it: {:?}",
                folders[*folder]
            );
        }
    }
}

fn assert_one_direction(stages: &BTreeMap<String, BTreeSet<String>>) {
    let found = cycles(stages);
    let shown: Vec<String> = found
        .iter()
        .map(|c| {
            c.iter()
                .map(|s| format!("{s} -> {:?}", stages[s]))
                .collect::<Vec<_>>()
                .join("; ")
        })
        .collect();
    assert!(found.is_empty(), "stages that import each other: {shown:#?}");
}

#[test]
fn the_cycle_check_sees_a_cycle_and_a_nested_group() {
    // The checker itself, on a graph it must refuse: a -> b -> c -> a, plus d -> a.
    let edge = |a: &str, b: &[&str]| (a.to_string(), b.iter().map(|s| s.to_string()).collect());
    let edges: BTreeMap<String, BTreeSet<String>> = [
        edge("a", &["b"]),
        edge("b", &["c"]),
        edge("c", &["a"]),
        edge("d", &["a"]),
    ]
    .into();
    assert_eq!(cycles(&edges), vec![vec!["a".to_string(), "b".into(), "c".into()]]);
    let paths = named_paths("use crate::fs::{read::{FileFacts, read_text}, paths};\nuse super::merge::Contender;");
    let paths: Vec<String> = paths.iter().map(|(a, s)| format!("{a}::{}", s.join("::"))).collect();
    for expected in [
        "crate::fs::read::FileFacts",
        "crate::fs::read::read_text",
        "crate::fs::paths",
        "super::merge::Contender",
    ] {
        assert!(paths.contains(&expected.to_string()), "{expected} not in {paths:?}");
    }
}

/// The folders `docs/design.md`'s Mermaid diagram names: every `guest/src/...` or
/// `host-harness/src/...` path in a node's label.
fn folders_in_the_diagram() -> BTreeSet<String> {
    let design = std::fs::read_to_string(workspace().join("docs/design.md")).unwrap();
    let diagram = design
        .split("```mermaid")
        .nth(1)
        .and_then(|rest| rest.split("```").next())
        .expect("docs/design.md opens with a ```mermaid diagram");
    diagram
        .split(|c: char| c.is_whitespace() || matches!(c, '"' | '[' | ']' | '(' | ')' | '<' | '>'))
        .filter(|word| word.starts_with("guest/src/") || word.starts_with("host-harness/src/"))
        .map(|word| word.trim_end_matches('/').to_string())
        .collect()
}

#[test]
fn the_design_diagram_names_every_guest_stage_and_only_folders_that_exist() {
    let named = folders_in_the_diagram();
    assert!(named.len() >= 8, "the diagram names only {named:?}");
    for folder in &named {
        assert!(
            workspace().join(folder).is_dir(),
            "docs/design.md's diagram names `{folder}`, which is not a folder"
        );
    }
    for src in ["guest/src", "host-harness/src"] {
        for entry in std::fs::read_dir(workspace().join(src)).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                let folder = format!("{src}/{}", path.file_name().unwrap().to_string_lossy());
                assert!(
                    named.contains(&folder),
                    "the folder `{folder}` is missing from docs/design.md's diagram"
                );
            }
        }
    }
}
