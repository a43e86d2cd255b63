//! Deflates the audit's built-in rules into the build's output. The YAML is 53 KB and
//! 16 KB deflated; the component's size is what every host downloads and loads, and
//! the rules are inflated once per rule set (`audit::builtin_rules`).

use std::path::PathBuf;

fn main() {
    let source = "src/audit/rules.yaml";
    println!("cargo:rerun-if-changed={source}");
    let text = std::fs::read(source).expect("rules.yaml ships in the crate");
    let packed = miniz_oxide::deflate::compress_to_vec(&text, 10);
    let out = PathBuf::from(std::env::var_os("OUT_DIR").expect("set by cargo"));
    std::fs::write(out.join("rules.yaml.deflate"), packed).expect("OUT_DIR is writable");
}
