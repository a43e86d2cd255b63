//! The Python host's own tests (pytest, `host-harness/python/tests`), run here so the
//! README's test command covers them: typed results, the deadline and the memory cap
//! with recovery, the import allow-list, UTF-8 roots, eligibility, the tools
//! interface and the README example.

use crate::cross_host::python_command;
use std::path::PathBuf;

#[test]
fn the_python_host_passes_its_pytest_suite() {
    let tests = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("python/tests");
    let output = python_command()
        .args(["-m", "pytest", "-q", "-p", "no:cacheprovider"])
        .arg(&tests)
        .output()
        .expect("run pytest");
    let stdout = String::from_utf8_lossy(&output.stdout);
    println!("{stdout}");
    assert!(
        output.status.success(),
        "pytest failed:\n{stdout}\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(stdout.contains(" passed"), "pytest ran no test:\n{stdout}");
}
