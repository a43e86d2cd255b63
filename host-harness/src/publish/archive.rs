//! Reproducible `.tar.gz` archives of one skill: the same files give the same bytes
//! on any machine, so a site's digests only change when a skill does.
//!
//! - entries in byte order of their paths, files only (a directory is implied by the
//!   paths below it, as every unpacker reads them);
//! - ustar headers with a fixed mtime ([`FIXED_MTIME`]), owner and group 0 with empty
//!   names, and mode `0644`, or `0755` for a file the component marked executable;
//! - gzip with no file name, mtime 0, and miniz_oxide's deflate at a fixed level.
//!
//! Paths longer than ustar's 100 bytes are split at a `/` into its 155-byte prefix;
//! a path that fits neither way is an error, never a PAX or GNU extension (which
//! readers disagree on).

use std::io::Write;

use flate2::write::GzEncoder;
use flate2::{Compression, GzBuilder};

/// Every entry's mtime: 2000-01-01T00:00:00Z. Zero would do for tar, but some
/// unpackers then warn about a date before 1980 (zip's epoch) when they convert.
pub const FIXED_MTIME: u64 = 946_684_800;

/// One file of the archive.
pub struct Entry<'a> {
    /// `/`-separated, relative, as the skill has it.
    pub path: &'a str,
    pub bytes: &'a [u8],
    pub executable: bool,
}

/// The `.tar.gz` of `entries` (any order; they are sorted here).
pub fn tar_gz(entries: &[Entry]) -> Result<Vec<u8>, String> {
    let mut sorted: Vec<&Entry> = entries.iter().collect();
    sorted.sort_by(|a, b| a.path.as_bytes().cmp(b.path.as_bytes()));
    let mut tar = Vec::new();
    for entry in sorted {
        tar.extend_from_slice(&header(entry)?);
        tar.extend_from_slice(entry.bytes);
        let padding = (512 - entry.bytes.len() % 512) % 512;
        tar.extend(std::iter::repeat_n(0u8, padding));
    }
    // Two zero blocks end the archive.
    tar.extend(std::iter::repeat_n(0u8, 1024));
    let mut gz: GzEncoder<Vec<u8>> = GzBuilder::new()
        .mtime(0)
        .operating_system(255)
        .write(Vec::with_capacity(tar.len() / 2), Compression::new(9));
    gz.write_all(&tar)
        .map_err(|e| format!("cannot compress the archive: {e}"))?;
    gz.finish().map_err(|e| format!("cannot compress the archive: {e}"))
}

fn header(entry: &Entry) -> Result<[u8; 512], String> {
    let mut h = [0u8; 512];
    let (prefix, name) =
        split_path(entry.path).ok_or_else(|| format!("`{}`: a path too long for a portable tar entry", entry.path))?;
    h[..name.len()].copy_from_slice(name.as_bytes());
    let mode: u32 = if entry.executable { 0o755 } else { 0o644 };
    octal(&mut h[100..108], u64::from(mode));
    octal(&mut h[108..116], 0);
    octal(&mut h[116..124], 0);
    octal(&mut h[124..136], entry.bytes.len() as u64);
    octal(&mut h[136..148], FIXED_MTIME);
    h[156] = b'0';
    h[257..263].copy_from_slice(b"ustar\0");
    h[263..265].copy_from_slice(b"00");
    h[345..345 + prefix.len()].copy_from_slice(prefix.as_bytes());
    // The checksum is summed with its own field as spaces.
    h[148..156].copy_from_slice(b"        ");
    let sum: u32 = h.iter().map(|b| u32::from(*b)).sum();
    octal(&mut h[148..155], u64::from(sum));
    h[155] = b' ';
    Ok(h)
}

/// `path` as ustar's (prefix, name): the name alone when it fits in 100 bytes, else
/// split at a `/` so the prefix fits in 155 and the name in 100.
fn split_path(path: &str) -> Option<(&str, &str)> {
    if path.len() <= 100 {
        return Some(("", path));
    }
    path.match_indices('/')
        .map(|(at, _)| (&path[..at], &path[at + 1..]))
        .find(|(prefix, name)| prefix.len() <= 155 && name.len() <= 100 && !name.is_empty())
}

/// `value` in octal, zero-padded, NUL-terminated, filling `field`.
fn octal(field: &mut [u8], value: u64) {
    let digits = field.len() - 1;
    let text = format!("{value:0digits$o}");
    field[..digits].copy_from_slice(&text.as_bytes()[text.len() - digits..]);
    field[digits] = 0;
}

#[cfg(test)]
mod tests {
    use super::*;

    fn files() -> Vec<(String, Vec<u8>, bool)> {
        vec![
            ("scripts/run.sh".into(), b"#!/bin/sh\necho hi\n".to_vec(), true),
            (
                "SKILL.md".into(),
                b"---\nname: a\ndescription: b\n---\n".to_vec(),
                false,
            ),
            (format!("{}/deep.md", "d".repeat(120)), b"deep".to_vec(), false),
        ]
    }

    #[test]
    fn the_same_files_in_any_order_give_the_same_bytes() {
        let owned = files();
        let entries: Vec<Entry> = owned
            .iter()
            .map(|(p, b, x)| Entry {
                path: p,
                bytes: b,
                executable: *x,
            })
            .collect();
        let mut reversed: Vec<Entry> = owned
            .iter()
            .map(|(p, b, x)| Entry {
                path: p,
                bytes: b,
                executable: *x,
            })
            .collect();
        reversed.reverse();
        assert_eq!(tar_gz(&entries).unwrap(), tar_gz(&reversed).unwrap());
    }

    #[test]
    fn a_path_no_portable_header_can_hold_is_an_error() {
        let long = "x".repeat(300);
        let entry = Entry {
            path: &long,
            bytes: b"",
            executable: false,
        };
        assert!(tar_gz(&[entry]).unwrap_err().contains("too long"));
    }
}
