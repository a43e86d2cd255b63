//! (e) Differential: the frontmatter fast path against serde-saphyr. Whatever mapping
//! `flat_yaml::parse` returns, serde-saphyr under the same budgets must return it.
#![no_main]

#[path = "../../guest/tests/invariants/mod.rs"]
mod invariants;

libfuzzer_sys::fuzz_target!(|data: &[u8]| invariants::flat_yaml_agrees(data));
