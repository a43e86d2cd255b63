//! Digests of installed files: per file the SHA-256 of its bytes (as SEP-2640's
//! `sha256:` digests), and per skill a tree digest over them.

use sha2::{Digest, Sha256};

/// `sha256:` and the lowercase hex SHA-256 of `bytes`.
pub fn file_digest(bytes: &[u8]) -> String {
    format!("sha256:{}", hex(&Sha256::digest(bytes)))
}

/// The tree digest of a skill: SHA-256 over, for each file sorted by path (bytewise),
/// the line `PATH SIZE DIGEST\n` (the path as `/`-separated UTF-8, the size in decimal,
/// the file digest as [`file_digest`] writes it). Any added, removed, renamed or changed
/// file changes it; the order files were written in does not.
pub fn tree_digest<'a>(files: impl IntoIterator<Item = (&'a str, u64, &'a str)>) -> String {
    let mut lines: Vec<(&str, u64, &str)> = files.into_iter().collect();
    lines.sort_by(|a, b| a.0.as_bytes().cmp(b.0.as_bytes()));
    let mut hasher = Sha256::new();
    for (path, size, digest) in lines {
        hasher.update(format!("{path} {size} {digest}\n").as_bytes());
    }
    format!("sha256:{}", hex(&hasher.finalize()))
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn digests_are_sha256_and_the_tree_ignores_order() {
        assert_eq!(
            file_digest(b""),
            "sha256:e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"
        );
        let a = file_digest(b"a");
        let b = file_digest(b"b");
        let one = tree_digest([("SKILL.md", 1, a.as_str()), ("x/y", 1, b.as_str())]);
        let two = tree_digest([("x/y", 1, b.as_str()), ("SKILL.md", 1, a.as_str())]);
        assert_eq!(one, two);
        assert_ne!(one, tree_digest([("SKILL.md", 1, a.as_str()), ("x/z", 1, b.as_str())]));
    }
}
