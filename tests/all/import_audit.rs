//! The component's capability surface: it may import only the WASI interfaces listed
//! here (each with its reason, also in the README), never sockets or http, and it
//! exports the versioned `skills` and `tools` interfaces.

use skills_host::{COMPONENT, WIT_PACKAGE};
use wasmtime::component::Component;
use wasmtime::{Config, Engine};

/// Interface (without version) and why the component needs it.
const ALLOWED: &[(&str, &str)] = &[
    ("wasi:filesystem/types", "reading skill files through the preopens"),
    ("wasi:filesystem/preopens", "finding the preopened roots"),
    ("wasi:io/streams", "file contents arrive as streams"),
    ("wasi:io/error", "stream errors"),
    ("wasi:io/poll", "required by streams"),
    (
        "wasi:clocks/wall-clock",
        "file modification times, which refresh compares, and the time a listing was made",
    ),
    ("wasi:random/insecure-seed", "std's HashMap hasher seed"),
    (
        "wasi:cli/environment",
        "std reads it at start-up; the host gives an empty one",
    ),
    ("wasi:cli/exit", "std's abort path"),
    ("wasi:cli/stdin", "std's stdio handles; the host gives none"),
    ("wasi:cli/stdout", "std's stdio handles; the guest never prints"),
    ("wasi:cli/stderr", "panic messages; forwarded only when the host asks"),
    ("wasi:cli/terminal-input", "std's stdio handles"),
    ("wasi:cli/terminal-output", "std's stdio handles"),
    ("wasi:cli/terminal-stdin", "std's stdio handles"),
    ("wasi:cli/terminal-stdout", "std's stdio handles"),
    ("wasi:cli/terminal-stderr", "std's stdio handles"),
];

fn component() -> (Engine, Component) {
    let engine = Engine::new(&Config::new()).unwrap();
    let component = Component::new(&engine, COMPONENT).unwrap();
    (engine, component)
}

fn unversioned(name: &str) -> &str {
    name.split('@').next().unwrap_or(name)
}

#[test]
fn the_component_imports_only_the_allowed_wasi_interfaces() {
    let (engine, component) = component();
    let imports: Vec<String> = component
        .component_type()
        .imports(&engine)
        .map(|(name, _)| name.to_string())
        .collect();
    assert!(!imports.is_empty());
    for name in &imports {
        assert!(
            !name.starts_with("wasi:sockets") && !name.starts_with("wasi:http"),
            "network import {name}"
        );
        assert!(
            ALLOWED.iter().any(|(allowed, _)| unversioned(name) == *allowed),
            "import {name} is not on the allow-list"
        );
    }
    println!("imports: {}", imports.join(", "));
}

#[test]
fn the_component_exports_the_versioned_skills_interface() {
    let (engine, component) = component();
    let exports: Vec<String> = component
        .component_type()
        .exports(&engine)
        .map(|(name, _)| name.to_string())
        .collect();
    // The stateful `skills` interface and the stateless `tools` one, same version.
    assert_eq!(
        exports,
        vec![
            WIT_PACKAGE.replace("@", "/skills@"),
            WIT_PACKAGE.replace("@", "/tools@"),
        ]
    );
}
