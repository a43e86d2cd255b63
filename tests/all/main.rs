//! The integration tests: one binary, one module per topic (as wasmtime's
//! `tests/all`). They drive the real component through `skills-host`, so the engine
//! is linked once and the component compiled once per run (see `common::host`).
//!
//! A new topic is a file here plus a `mod` line below; `every_topic_file_is_compiled`
//! fails when the `mod` line is missing, so no file is silently left out.

mod common;

mod activation;
mod agent_fields;
mod audit;
mod browser_checker;
mod catalog;
mod cli;
mod config_file;
mod corpus_conformance;
mod cross_host;
mod discovery;
mod eligibility;
mod fault_containment;
mod filesystem_budget;
mod host_limits;
mod hostile_inputs;
mod import_audit;
mod install;
mod layouts;
mod linked_folders;
mod mcp;
mod merging;
mod module_graph;
mod npx_interop;
mod packages;
mod parity;
mod policy_defaults;
mod publish;
mod python_host;
mod refresh_watch;
mod replicas;
mod resources;
mod skills_ref_agreement;
mod tools;
mod validation;

#[test]
fn every_topic_file_is_compiled() {
    let here = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/all");
    let main = std::fs::read_to_string(here.join("main.rs")).expect("read main.rs");
    let mut missing = Vec::new();
    for entry in std::fs::read_dir(&here).expect("list tests/all") {
        let path = entry.expect("entry").path();
        let Some(stem) = path.file_stem().and_then(|s| s.to_str()) else {
            continue;
        };
        let is_topic = path.extension().is_some_and(|e| e == "rs") && stem != "main";
        if is_topic && !main.contains(&format!("\nmod {stem};\n")) {
            missing.push(stem.to_string());
        }
    }
    assert!(
        missing.is_empty(),
        "tests/all/{missing:?}.rs have no `mod` line in main.rs"
    );
    // Test files anywhere else in tests/ would not be built at all.
    let stray: Vec<_> = std::fs::read_dir(here.join(".."))
        .expect("list tests")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "rs"))
        .collect();
    assert!(stray.is_empty(), "{stray:?} are outside tests/all and never compiled");
}
