//! The filesystem the guest gets, against real files: listings by type, FIFOs,
//! unknown entry types.

use super::*;
use std::os::unix::ffi::OsStrExt;

/// Makes a FIFO at `path`.
pub(super) fn make_fifo(path: &std::path::Path) {
    let made = std::process::Command::new("mkfifo").arg(path).status().unwrap();
    assert!(made.success(), "mkfifo {}", path.display());
}

#[test]
fn a_listing_takes_each_type_from_the_entry_and_reports_a_name_that_is_not_utf8() {
    let tmp = tempfile::tempdir().unwrap();
    let root = tmp.path();
    std::fs::create_dir(root.join("skill")).unwrap();
    std::fs::write(root.join("SKILL.md"), "x").unwrap();
    std::os::unix::fs::symlink("skill", root.join("link")).unwrap();
    std::os::unix::fs::symlink("/nowhere", root.join("dangling")).unwrap();
    make_fifo(&root.join("pipe"));
    std::fs::write(root.join(std::ffi::OsStr::from_bytes(b"bad-\xff")), "").unwrap();

    let dir = std::fs::File::open(root).unwrap();
    let kind = |type_: &fs::DescriptorType| match type_ {
        fs::DescriptorType::RegularFile => "file",
        fs::DescriptorType::Directory => "directory",
        fs::DescriptorType::SymbolicLink => "link",
        fs::DescriptorType::Fifo => "fifo",
        _ => "other",
    };
    let mut found: Vec<(String, &str)> = list(&dir)
        .unwrap()
        .into_iter()
        .map(|entry| match entry {
            Ok(entry) => (entry.name.clone(), kind(&entry.type_)),
            Err(ErrorCode::IllegalByteSequence) => ("<not UTF-8>".to_string(), "error"),
            Err(_) => ("<other error>".to_string(), "error"),
        })
        .collect();
    found.sort();
    let expected: Vec<(String, &str)> = [
        ("<not UTF-8>", "error"),
        ("SKILL.md", "file"),
        ("dangling", "link"),
        ("link", "link"),
        ("pipe", "fifo"),
        ("skill", "directory"),
    ]
    .into_iter()
    .map(|(name, kind)| (name.to_string(), kind))
    .collect();
    assert_eq!(found, expected);
}
