//! (f) Claude Code's `paths` globs against touched paths, both arbitrary: no panic,
//! bounded work, and no touched path outside the project reaches a pattern.
#![no_main]

#[path = "../../guest/tests/invariants/mod.rs"]
mod invariants;

libfuzzer_sys::fuzz_target!(|input: (String, Vec<String>)| {
    let (patterns, touched) = input;
    if touched.len() <= 64 {
        invariants::paths(&patterns, &touched);
    }
});
