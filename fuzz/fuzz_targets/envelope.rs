//! (d) Envelope rendering with arbitrary bodies and arguments: exactly one opening and
//! one closing `skill_content` tag.
#![no_main]

#[path = "../../guest/tests/invariants/mod.rs"]
mod invariants;

libfuzzer_sys::fuzz_target!(|input: (&str, &str)| invariants::envelope(input.0, input.1));
