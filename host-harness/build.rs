//! Builds the guest for `wasm32-wasip2` with its own target directory (wasmtime's
//! test-programs pattern) and hands the component's path to the crate, which embeds it.

use std::env;
use std::path::PathBuf;
use std::process::Command;

fn main() {
    let manifest_dir = PathBuf::from(env::var_os("CARGO_MANIFEST_DIR").expect("set by cargo"));
    let workspace = manifest_dir
        .parent()
        .expect("host-harness sits in the workspace")
        .to_path_buf();
    let target_dir = env::var_os("SKILLS_GUEST_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| workspace.join("target").join("guest"));

    for watched in ["guest/src", "guest/builtin", "guest/Cargo.toml", "wit", "Cargo.lock"] {
        println!("cargo:rerun-if-changed={}", workspace.join(watched).display());
    }
    println!("cargo:rerun-if-env-changed=SKILLS_GUEST_TARGET_DIR");

    let cargo = env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let mut command = Command::new(cargo);
    command
        .current_dir(&workspace)
        .args([
            "build",
            "--profile",
            "guest",
            "--locked",
            "--package",
            "skills-guest",
            "--target",
            "wasm32-wasip2",
        ])
        .arg("--target-dir")
        .arg(&target_dir);
    // The outer build's flags and wrappers (clippy, coverage, RUSTFLAGS for the host
    // target) must not leak into the guest build.
    // 128-bit SIMD (WebAssembly 2.0; on by default in wasmtime, wasmtime-py and V8)
    // lets the guest check UTF-8 16 bytes at a time (`simdutf8`).
    // The checkout's and cargo's own folders are remapped, so the component's bytes (and
    // the SHA-256 every package records) do not depend on where it was built.
    let cargo_home = env::var_os("CARGO_HOME")
        .map(PathBuf::from)
        .or_else(|| env::var_os("HOME").map(|home| PathBuf::from(home).join(".cargo")));
    let mut rustflags = format!(
        "-C target-feature=+simd128 --remap-path-prefix={}=/agentskills-runtime",
        workspace.display()
    );
    if let Some(cargo_home) = cargo_home {
        rustflags.push_str(&format!(" --remap-path-prefix={}=/cargo", cargo_home.display()));
    }
    command.env("CARGO_TARGET_WASM32_WASIP2_RUSTFLAGS", rustflags);
    for var in [
        "CARGO_ENCODED_RUSTFLAGS",
        "RUSTFLAGS",
        "RUSTC_WRAPPER",
        "RUSTC_WORKSPACE_WRAPPER",
        "CARGO_BUILD_TARGET",
        "CARGO_TARGET_DIR",
        "CARGO_BUILD_RUSTFLAGS",
    ] {
        command.env_remove(var);
    }
    let status = command.status().expect("run cargo to build the guest component");
    assert!(
        status.success(),
        "building the guest component for wasm32-wasip2 failed (is the target installed? `rustup target add wasm32-wasip2`)"
    );

    let component = target_dir.join("wasm32-wasip2/guest/skills_guest.wasm");
    assert!(component.exists(), "guest build produced no {}", component.display());
    println!("cargo:rustc-env=SKILLS_COMPONENT_PATH={}", component.display());
    // Part of the precompiled-artifact cache key, computed once here instead of at
    // every CLI start.
    let bytes = std::fs::read(&component).expect("read the built component");
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    std::hash::Hasher::write(&mut hasher, &bytes);
    println!(
        "cargo:rustc-env=SKILLS_COMPONENT_HASH={:016x}",
        std::hash::Hasher::finish(&hasher)
    );
}
