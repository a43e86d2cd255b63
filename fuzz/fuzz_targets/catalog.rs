//! (c) Catalog rendering with arbitrary names and descriptions: well-formed XML/JSON
//! with exactly the expected skill elements, within the budget.
#![no_main]

#[path = "../../guest/tests/invariants/mod.rs"]
mod invariants;

libfuzzer_sys::fuzz_target!(|input: (Vec<(String, String)>, u16)| {
    let (skills, budget) = input;
    if skills.len() <= 64 {
        invariants::catalog(&skills, u32::from(budget));
    }
});
