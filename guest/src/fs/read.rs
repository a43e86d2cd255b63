//! Bounded reads: a file is stat-ed (or its stat is known), refused unless it is a
//! regular file within its cap, and read without ever taking more than the cap, so a
//! file that grows between the stat and the read is refused, never cut. Text is
//! checked as UTF-8 here, with the line of the first bad byte.

use std::fs;
use std::io::Read;
use std::path::Path;

use crate::model::{Code, Diagnostic};

/// What a stat already taken says about a file, so it need not be taken again
/// (under WASI every path operation walks the path through the sandbox).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FileFacts {
    pub is_file: bool,
    pub len: u64,
}

fn unreadable(label: &str, e: std::io::Error) -> Diagnostic {
    Diagnostic::error(Code::FileUnreadable, label, format!("cannot read file: {e}"))
}

/// Stats `path` unless the facts are known; refuses non-regular and oversized files,
/// so neither is ever opened. Returns the size the stat gave.
fn checked_len(path: &Path, known: Option<FileFacts>, max_bytes: u64, label: &str) -> Result<u64, Diagnostic> {
    let facts = match known {
        Some(facts) => facts,
        None => {
            let stat = super::wasi_fs::metadata(path).map_err(|e| unreadable(label, e))?;
            FileFacts {
                is_file: stat.is_file(),
                len: stat.len,
            }
        }
    };
    if !facts.is_file {
        return Err(Diagnostic::error(
            Code::NotAFile,
            label,
            "not a regular file; not opened",
        ));
    }
    if facts.len > max_bytes {
        return Err(too_large(label, facts.len, max_bytes));
    }
    Ok(facts.len)
}

/// [`checked_len`], then the file opened for reading.
fn open_checked(
    path: &Path,
    known: Option<FileFacts>,
    max_bytes: u64,
    label: &str,
) -> Result<(fs::File, u64), Diagnostic> {
    let len = checked_len(path, known, max_bytes, label)?;
    let file = fs::File::open(path).map_err(|e| unreadable(label, e))?;
    Ok((file, len))
}

fn utf8(bytes: Vec<u8>, label: &str) -> Result<String, Diagnostic> {
    // The fast check answers only yes or no; std's finds where a bad file goes wrong.
    if is_utf8(&bytes) {
        // SAFETY: validated just above.
        return Ok(unsafe { String::from_utf8_unchecked(bytes) });
    }
    String::from_utf8(bytes).map_err(|e| {
        let valid = e.utf8_error().valid_up_to();
        let line = e.as_bytes()[..valid].iter().filter(|b| **b == b'\n').count() as u32 + 1;
        Diagnostic::error(
            Code::InvalidUtf8,
            label,
            format!("file is not valid UTF-8 (first bad byte at offset {valid})"),
        )
        .at_line(Some(line))
    })
}

/// Whether `bytes` are UTF-8. A character of more than one byte holds no ASCII byte,
/// so text is UTF-8 exactly when each stretch between ASCII bytes is: ASCII is skipped
/// 256 bytes at a time, then 64 ([`ascii_block`]), and simdutf8 checks
/// only the stretches of 64-byte blocks that hold anything else, each ended at an ASCII
/// byte. On its own, simdutf8 checked every block after the first non-ASCII one in full:
/// 6M instructions in a corpus catalog, where two files in three hold a non-ASCII
/// character and nearly every block is ASCII.
#[inline(never)]
fn is_utf8(bytes: &[u8]) -> bool {
    let block_at = |at: usize| bytes[at..].first_chunk::<64>();
    let mut at = 0;
    while at < bytes.len() {
        // 256 bytes a step while they are ASCII, the loop's own cost (bounds, the epoch
        // check) shared by four blocks; then block by block up to the first that is not.
        while bytes[at..].first_chunk::<256>().is_some_and(ascii_block) {
            at += 256;
        }
        while block_at(at).is_some_and(ascii_block::<64>) {
            at += 64;
        }
        if block_at(at).is_none() {
            return simdutf8::basic::from_utf8(&bytes[at..]).is_ok();
        }
        let start = at;
        at += 64;
        while block_at(at).is_some_and(|block| !ascii_block(block)) {
            at += 64;
        }
        // Up to the next ASCII byte, so no character is cut.
        let end = bytes[at..]
            .iter()
            .position(u8::is_ascii)
            .map_or(bytes.len(), |len| at + len);
        if simdutf8::basic::from_utf8(&bytes[start..end]).is_err() {
            return false;
        }
        at = end;
    }
    true
}

/// Whether a block of `N` bytes (a multiple of 16) is ASCII: its 16-byte vectors ORed,
/// the high bits read at once. A byte fold is not vectorised for wasm32 (4 instructions
/// a byte), nor fully an OR of 64-bit words (0.65).
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
fn ascii_block<const N: usize>(block: &[u8; N]) -> bool {
    use std::arch::wasm32::{u8x16_bitmask, u8x16_splat, v128, v128_load, v128_or};
    const { assert!(N.is_multiple_of(16)) };
    let at = block.as_ptr().cast::<v128>();
    // SAFETY: the loads read the block's `N` bytes, 16 at a time; `v128.load` takes any
    // alignment.
    let seen = (0..N / 16).fold(u8x16_splat(0), |seen, i| v128_or(seen, unsafe { v128_load(at.add(i)) }));
    u8x16_bitmask(seen) == 0
}

/// Whether a block of `N` bytes is ASCII, natively: its bytes ORed as 64-bit words.
#[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
fn ascii_block<const N: usize>(block: &[u8; N]) -> bool {
    let seen = block.chunks_exact(8).fold(0, |seen, word| {
        let mut bytes = [0; 8];
        bytes.copy_from_slice(word);
        seen | u64::from_le_bytes(bytes)
    });
    seen & 0x8080_8080_8080_8080 == 0 && block.chunks_exact(8).remainder().is_ascii()
}

/// Reads a whole file as UTF-8 text (activation, the lint). Non-regular files are
/// never opened and files over `max_bytes` are refused by their size before any byte
/// is read.
pub fn read_text(path: &Path, max_bytes: u64, label: &str) -> Result<String, Diagnostic> {
    let (file, len) = open_checked(path, None, max_bytes, label)?;
    let bytes = read_capped(file, len, max_bytes).map_err(|e| match e {
        CappedReadError::Io(e) => unreadable(label, e),
        CappedReadError::TooLarge(size) => too_large(label, size, max_bytes),
    })?;
    utf8(bytes, label)
}

/// Why [`read_capped`] failed.
#[derive(Debug)]
pub enum CappedReadError {
    Io(std::io::Error),
    /// The file grew past the cap after its size was checked; at least this many bytes.
    TooLarge(u64),
}

/// Reads a file whose stat said `expected_len` bytes, never taking more than
/// `max_bytes`: a file that grew between the stat and the read is refused, not cut.
pub fn read_capped(file: fs::File, expected_len: u64, max_bytes: u64) -> Result<Vec<u8>, CappedReadError> {
    let mut bytes = Vec::with_capacity(expected_len.min(max_bytes) as usize);
    file.take(max_bytes.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(CappedReadError::Io)?;
    if bytes.len() as u64 > max_bytes {
        return Err(CappedReadError::TooLarge(bytes.len() as u64));
    }
    Ok(bytes)
}

/// Reads a whole `SKILL.md` for discovery, sized by the stat the walk already took:
/// one read call for a file that did not change since (each call is a trip through
/// the sandbox; see `super::wasi_fs`), and never more than the stat said, which the size cap was checked
/// against. The whole text is checked as UTF-8, so a skill whose body cannot be
/// activated is refused here, where it would otherwise be advertised. `read` is what
/// the walk already read of it, from the descriptor its facts came from.
pub fn read_for_discovery(
    path: &Path,
    known: Option<FileFacts>,
    read: Option<std::io::Result<Vec<u8>>>,
    max_bytes: u64,
    label: &str,
) -> Result<String, Diagnostic> {
    let len = checked_len(path, known, max_bytes, label)?;
    // Shrunk since the stat: what is there is the file.
    let bytes = match read {
        Some(read) => read,
        None => super::wasi_fs::read_prefix(path, len),
    };
    utf8(bytes.map_err(|e| unreadable(label, e))?, label)
}

fn too_large(label: &str, size: u64, max: u64) -> Diagnostic {
    Diagnostic::error(
        Code::FileTooLarge,
        label,
        format!("file is {size} bytes, over the {max}-byte limit (policy max-skill-file-bytes)"),
    )
}

#[cfg(test)]
mod tests {
    use proptest::strategy::Strategy;

    use super::*;

    proptest::proptest! {
        #[test]
        fn is_utf8_agrees_with_std(
            pieces in proptest::collection::vec(
                proptest::prop_oneof![
                    8 => proptest::sample::select(vec![
                        "a".to_string(), "b".repeat(30), "c".repeat(64), "d".repeat(100), "é".into(), "使用".into(), "🦀".into(),
                    ]).prop_map(String::into_bytes),
                    1 => proptest::sample::select(vec![
                        vec![0x80], vec![0xc3], vec![0xe4, 0xbd], vec![0xf0, 0x9f, 0xa6], vec![0xff], vec![0xed, 0xa0, 0x80],
                        vec![0xc0, 0xaf],
                    ]),
                ],
                0..24,
            ),
        ) {
            let bytes = pieces.concat();
            proptest::prop_assert_eq!(is_utf8(&bytes), std::str::from_utf8(&bytes).is_ok(), "{:?}", bytes);
        }
    }

    #[test]
    fn a_character_across_a_block_boundary_is_checked_whole() {
        for at in 0..600 {
            let mut text = "x".repeat(at).into_bytes();
            text.extend_from_slice("🦀".as_bytes());
            text.extend(std::iter::repeat_n(b'y', 600 - at));
            assert!(is_utf8(&text), "at {at}");
            // Its last byte missing: cut, and the next character is ASCII.
            let cut_at = at + 3;
            text.remove(cut_at);
            assert!(!is_utf8(&text), "cut at {at}");
        }
    }

    #[test]
    fn a_file_that_grew_past_the_cap_after_its_stat_is_refused_not_cut() {
        let tmp = tempfile::tempdir().unwrap();
        let path = tmp.path().join("grown");
        fs::write(&path, b"0123456789").unwrap();
        // The stat said 4 bytes; the file now holds 10 and the cap is 8.
        let grown = read_capped(fs::File::open(&path).unwrap(), 4, 8);
        assert!(matches!(grown, Err(CappedReadError::TooLarge(9))), "{grown:?}");
        let within = read_capped(fs::File::open(&path).unwrap(), 4, 10).unwrap();
        assert_eq!(within, b"0123456789");
    }
}
