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

    order_hot_code(&manifest_dir);
}

/// The release `skills` binary is linked with the functions its everyday commands run
/// (catalog, activate, read, list, an MCP session) placed side by side at the front of
/// its code (`hot-code.order`, written by `scripts/hot-code.sh`). The kernel maps a
/// binary's code 64 KB around each page touched, so the 1.14 MB of code a corpus catalog
/// runs cost 7.4 MB of resident memory when scattered through 18 MB of code, and about
/// 1.5 MB when packed; see docs/performance.md. Only where the linker is known to read the file: release
/// builds for x86_64 Linux, linked by rustc's default LLD, with no linker chosen in
/// the flags. A name the file lists that the build no longer has is skipped in silence,
/// so a stale file costs memory, never a build.
fn order_hot_code(manifest_dir: &std::path::Path) {
    let order = manifest_dir.join("hot-code.order");
    println!("cargo:rerun-if-changed={}", order.display());
    println!("cargo:rerun-if-env-changed=SKILLS_NO_HOT_CODE_ORDER");
    let var = |name: &str| env::var(name).unwrap_or_default();
    // A linker set in the config (`RUSTC_LINKER`) or in the flags may be GNU ld, which
    // does not know the option.
    let linker_chosen = var("CARGO_ENCODED_RUSTFLAGS").contains("link") || env::var_os("RUSTC_LINKER").is_some();
    let applies = var("PROFILE") == "release"
        && var("TARGET") == "x86_64-unknown-linux-gnu"
        && !linker_chosen
        && env::var_os("SKILLS_NO_HOT_CODE_ORDER").is_none()
        && order.is_file();
    if applies {
        println!(
            "cargo:rustc-link-arg-bin=skills=-Wl,--symbol-ordering-file={}",
            order.display()
        );
        println!("cargo:rustc-link-arg-bin=skills=-Wl,--no-warn-symbol-ordering");
    }
}
