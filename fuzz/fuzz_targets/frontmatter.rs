//! (a) Frontmatter split + YAML + validation on arbitrary bytes.
#![no_main]

#[path = "../../guest/tests/invariants/mod.rs"]
mod invariants;

libfuzzer_sys::fuzz_target!(|data: &[u8]| invariants::document(data));
