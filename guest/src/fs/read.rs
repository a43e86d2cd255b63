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
    if simdutf8::basic::from_utf8(&bytes).is_ok() {
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
    use super::*;

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
