//! Deflates the audit's built-in rules, its well-known skill names and its well-known
//! package names into the build's
//! output. The YAML is 57 KB and 17 KB deflated, the names 5.6 KB and 2.5 KB; the component's size is what every host downloads and loads, and
//! the rules are inflated once per rule set (`audit::builtin_rules`).

use std::path::PathBuf;

fn main() {
    let out = PathBuf::from(std::env::var_os("OUT_DIR").expect("set by cargo"));
    // The rules, and the well-known skill names impersonation is measured against.
    for (source, packed_name) in [
        ("src/audit/rules.yaml", "rules.yaml.deflate"),
        ("src/audit/well-known.txt", "well-known.txt.deflate"),
        ("src/audit/well-known-packages.txt", "well-known-packages.txt.deflate"),
    ] {
        println!("cargo:rerun-if-changed={source}");
        let text = std::fs::read(source).expect("the file ships in the crate");
        let packed = miniz_oxide::deflate::compress_to_vec(&text, 10);
        std::fs::write(out.join(packed_name), packed).expect("OUT_DIR is writable");
    }
}
