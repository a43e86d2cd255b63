//! (b) Resource-path normalisation and gating on arbitrary paths against a fixed tree.
#![no_main]

#[path = "../../guest/tests/invariants/mod.rs"]
mod invariants;

libfuzzer_sys::fuzz_target!(|path: &str| invariants::resource_path(path));
