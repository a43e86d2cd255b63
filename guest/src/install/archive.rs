//! Archives a user installs from (`.tar.gz`, `.tgz`, `.zip`), unpacked in memory inside
//! the sandbox: nothing is written, and every entry is checked before it counts.
//!
//! Refused, for the whole archive, naming the entry: an absolute path or a `..`
//! segment, a name that is not UTF-8, a hard link, a device or FIFO, a symlink that
//! leaves the archive or names a directory (one that stays inside is unpacked as a copy
//! of the file it names), two entries with one path, more than [`MAX_ENTRIES`]
//! entries, more than [`MAX_UNPACKED_BYTES`] unpacked, an unpacked size over
//! [`MAX_RATIO`] times the archive's plus 1 MiB (a decompression bomb), an encrypted
//! or unknown compression, and a truncated stream.

use std::collections::BTreeMap;
use std::io::Read;
use std::path::Path;

use crate::model::SkillError;
use crate::text::printable_prefix;

/// Largest archive read, in bytes.
pub const MAX_ARCHIVE_BYTES: u64 = 64 * 1024 * 1024;
/// Most entries an archive may hold.
pub const MAX_ENTRIES: usize = 10_000;
/// Most bytes all entries may unpack to.
pub const MAX_UNPACKED_BYTES: u64 = 64 * 1024 * 1024;
/// How many times its own size an archive may unpack to (plus 1 MiB of slack for
/// small archives of text, which compress far better than this).
pub const MAX_RATIO: u64 = 100;

/// An unpacked archive: file paths (relative, `/`-separated, normal) to bytes.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Tree {
    pub files: BTreeMap<String, Vec<u8>>,
    /// The files whose mode in the archive has an execute bit (scripts).
    pub executable: std::collections::BTreeSet<String>,
}

/// What kind of archive a file name says it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    TarGz,
    Zip,
}

impl Format {
    /// `.tar.gz` / `.tgz` or `.zip` (case-insensitive); `None` otherwise.
    pub fn of(name: &str) -> Option<Format> {
        let lower = name.to_ascii_lowercase();
        if lower.ends_with(".tar.gz") || lower.ends_with(".tgz") {
            Some(Format::TarGz)
        } else if lower.ends_with(".zip") {
            Some(Format::Zip)
        } else {
            None
        }
    }
}

fn refuse(entry: &str, why: &str) -> SkillError {
    SkillError::Denied(format!("archive entry `{}` {why}", printable_prefix(entry)))
}

fn corrupt(e: impl std::fmt::Display) -> SkillError {
    SkillError::Invalid(format!("the archive cannot be read: {e}"))
}

/// An entry's path as the tree keeps it: `./` and empty segments dropped; absolute
/// paths, `..`, backslashes and NUL refused. `None` for the archive's root itself.
fn entry_path(raw: &str) -> Result<Option<String>, SkillError> {
    if raw.starts_with('/') || raw.contains('\\') || raw.contains('\0') || raw.get(1..2) == Some(":") {
        return Err(refuse(raw, "has an absolute path"));
    }
    let parts: Vec<&str> = raw.split('/').filter(|p| !p.is_empty() && *p != ".").collect();
    if parts.contains(&"..") {
        return Err(refuse(raw, "climbs out of the archive (`..`)"));
    }
    Ok((!parts.is_empty()).then(|| parts.join("/")))
}

/// Counts what a decoder produced, refusing past the budget: the bound is checked on
/// the bytes as they come, so a bomb stops at the cap, not at its end.
struct Bounded<R> {
    inner: R,
    left: u64,
}

impl<R: Read> Read for Bounded<R> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let n = self.inner.read(buf)?;
        if n as u64 > self.left {
            return Err(std::io::Error::other("unpacks to more than the limit"));
        }
        self.left -= n as u64;
        Ok(n)
    }
}

/// The unpacking budget for an archive of `size` bytes.
fn budget(size: u64) -> u64 {
    MAX_UNPACKED_BYTES.min(size.saturating_mul(MAX_RATIO).saturating_add(1024 * 1024))
}

/// Unpacks the archive at `path` (`name` says its format).
pub fn unpack(path: &Path, name: &str) -> Result<Tree, SkillError> {
    if name.contains('/') || name.starts_with('.') {
        return Err(SkillError::Invalid(format!(
            "`{}` is not a file name",
            printable_prefix(name)
        )));
    }
    let format = Format::of(name)
        .ok_or_else(|| SkillError::Invalid(format!("`{}` is not a .tar.gz, .tgz or .zip", printable_prefix(name))))?;
    let meta = std::fs::metadata(path).map_err(|e| SkillError::Io(e.to_string()))?;
    if !meta.is_file() {
        return Err(SkillError::Invalid("the archive is not a regular file".into()));
    }
    if meta.len() > MAX_ARCHIVE_BYTES {
        return Err(SkillError::TooLarge(format!(
            "the archive is {} bytes, over the {MAX_ARCHIVE_BYTES}-byte limit",
            meta.len()
        )));
    }
    let file = std::fs::File::open(path).map_err(|e| SkillError::Io(e.to_string()))?;
    let mut unpacked = Unpacked::new(budget(meta.len()));
    match format {
        Format::TarGz => unpack_tar(file, &mut unpacked, budget(meta.len()))?,
        Format::Zip => unpack_zip(file, &mut unpacked)?,
    }
    unpacked.resolve_links()
}

/// [`unpack`], keeping the last tree unpacked in this instance: an install surveys
/// an archive and then stages each of its skills from it, and one unpack serves them
/// all. The key is the archive's path, size and modification time, so a file that
/// changed is unpacked again. A refusal is not kept.
pub fn unpack_cached(path: &Path, name: &str) -> Result<std::rc::Rc<Tree>, SkillError> {
    thread_local! {
        static LAST: std::cell::RefCell<Option<(ArchiveKey, std::rc::Rc<Tree>)>> =
            const { std::cell::RefCell::new(None) };
    }
    let key = std::fs::metadata(path)
        .ok()
        .map(|m| (path.to_path_buf(), m.len(), m.modified().ok()));
    if let Some(key) = &key
        && let Some(tree) = LAST.with_borrow(|last| last.as_ref().filter(|(k, _)| k == key).map(|(_, t)| t.clone()))
    {
        return Ok(tree);
    }
    // Drop the previous tree before unpacking another: at most one is held.
    LAST.with_borrow_mut(|last| *last = None);
    let tree = std::rc::Rc::new(unpack(path, name)?);
    if let Some(key) = key {
        LAST.with_borrow_mut(|last| *last = Some((key, tree.clone())));
    }
    Ok(tree)
}

/// What identifies an archive file's contents well enough to reuse its unpacking.
type ArchiveKey = (std::path::PathBuf, u64, Option<std::time::SystemTime>);

/// Entries as they are read, before links are resolved.
struct Unpacked {
    /// Every path taken, folded (NFKC, lowercase) to the path that took it: two
    /// entries that differ only by case or Unicode normalization would be one file
    /// on macOS or Windows, and two to a scanner.
    folded: BTreeMap<String, String>,
    files: BTreeMap<String, Vec<u8>>,
    executable: std::collections::BTreeSet<String>,
    directories: std::collections::BTreeSet<String>,
    links: BTreeMap<String, String>,
    entries: usize,
    left: u64,
}

impl Unpacked {
    fn new(left: u64) -> Self {
        Unpacked {
            folded: BTreeMap::new(),
            files: BTreeMap::new(),
            executable: Default::default(),
            directories: Default::default(),
            links: BTreeMap::new(),
            entries: 0,
            left,
        }
    }

    fn count(&mut self, raw: &str) -> Result<(), SkillError> {
        self.entries += 1;
        if self.entries > MAX_ENTRIES {
            return Err(SkillError::TooLarge(format!(
                "the archive has more than {MAX_ENTRIES} entries (at `{}`)",
                printable_prefix(raw)
            )));
        }
        Ok(())
    }

    fn taken(&self, path: &str) -> bool {
        self.files.contains_key(path) || self.links.contains_key(path) || self.directories.contains(path)
    }

    /// Records `path`, refusing one that folds to a path another entry took. A
    /// directory may repeat (tar lists one per member); `repeat_ok` says so.
    fn claim(&mut self, raw: &str, path: &str, repeat_ok: bool) -> Result<(), SkillError> {
        let key = crate::text::nfkc(path).to_lowercase();
        match self.folded.get(&key) {
            Some(other) if other == path && repeat_ok => Ok(()),
            Some(other) if other == path => Err(refuse(raw, "appears twice")),
            Some(other) => Err(refuse(
                raw,
                &format!(
                    "differs from `{}` only by case or Unicode normalization",
                    printable_prefix(other)
                ),
            )),
            None => {
                self.folded.insert(key, path.to_string());
                Ok(())
            }
        }
    }

    fn add_file(&mut self, raw: &str, reader: impl Read, declared: u64, mode: u32) -> Result<(), SkillError> {
        let Some(path) = entry_path(raw)? else {
            return Err(refuse(raw, "is a file at the archive's root path"));
        };
        if self.taken(&path) {
            return Err(refuse(raw, "appears twice"));
        }
        self.claim(raw, &path, false)?;
        if declared > self.left {
            return Err(SkillError::TooLarge(format!(
                "archive entry `{}` unpacks past the archive's limit ({MAX_UNPACKED_BYTES} bytes, or {MAX_RATIO} times its size)",
                printable_prefix(raw)
            )));
        }
        let mut bytes = Vec::with_capacity(declared.min(1024 * 1024) as usize);
        reader
            .take(self.left.saturating_add(1))
            .read_to_end(&mut bytes)
            .map_err(corrupt)?;
        if bytes.len() as u64 > self.left {
            return Err(SkillError::TooLarge(format!(
                "archive entry `{}` unpacks past the archive's limit",
                printable_prefix(raw)
            )));
        }
        self.left -= bytes.len() as u64;
        if mode & 0o111 != 0 {
            self.executable.insert(path.clone());
        }
        self.files.insert(path, bytes);
        Ok(())
    }

    fn add_directory(&mut self, raw: &str) -> Result<(), SkillError> {
        if let Some(path) = entry_path(raw)? {
            if self.files.contains_key(&path) || self.links.contains_key(&path) {
                return Err(refuse(raw, "appears twice"));
            }
            self.claim(raw, &path, true)?;
            self.directories.insert(path);
        }
        Ok(())
    }

    fn add_link(&mut self, raw: &str, target: &str) -> Result<(), SkillError> {
        let Some(path) = entry_path(raw)? else {
            return Err(refuse(raw, "is a link at the archive's root path"));
        };
        if self.taken(&path) {
            return Err(refuse(raw, "appears twice"));
        }
        self.claim(raw, &path, false)?;
        if target.starts_with('/') || target.contains('\0') || target.contains('\\') {
            return Err(refuse(raw, "is a symlink that points outside the archive"));
        }
        // Relative to the link's own folder, by the text alone.
        let mut resolved: Vec<&str> = path.split('/').collect();
        resolved.pop();
        for part in target.split('/') {
            match part {
                "" | "." => {}
                ".." => {
                    if resolved.pop().is_none() {
                        return Err(refuse(raw, "is a symlink that points outside the archive"));
                    }
                }
                other => resolved.push(other),
            }
        }
        let resolved = resolved.join("/");
        self.links.insert(path, resolved);
        Ok(())
    }

    /// Each link becomes a copy of the file it names (following links to links, at
    /// most 40); a link to a directory, to nothing, or around a loop is refused.
    fn resolve_links(mut self) -> Result<Tree, SkillError> {
        let links = std::mem::take(&mut self.links);
        for (path, first) in &links {
            let mut target = first.clone();
            let mut hops = 0;
            while let Some(next) = links.get(&target) {
                hops += 1;
                if hops > crate::fs::paths::MAX_SYMLINK_HOPS {
                    return Err(refuse(path, "is part of a symlink loop"));
                }
                target = next.clone();
            }
            let bytes = match self.files.get(&target) {
                Some(bytes) => bytes.clone(),
                None if self.directories.contains(&target)
                    || self.files.keys().any(|f| f.starts_with(&format!("{target}/"))) =>
                {
                    return Err(refuse(path, "is a symlink to a directory"));
                }
                None => return Err(refuse(path, "is a symlink to nothing in the archive")),
            };
            if bytes.len() as u64 > self.left {
                return Err(SkillError::TooLarge("the archive's links unpack past its limit".into()));
            }
            self.left -= bytes.len() as u64;
            self.files.insert(path.clone(), bytes);
        }
        Ok(Tree {
            files: self.files,
            executable: self.executable,
        })
    }
}

fn unpack_tar(file: std::fs::File, unpacked: &mut Unpacked, budget: u64) -> Result<(), SkillError> {
    let decoder = Bounded {
        inner: flate2::read::GzDecoder::new(std::io::BufReader::new(file)),
        // Headers count too: a stream of empty entries is a bomb as well.
        left: budget.saturating_add(MAX_ENTRIES as u64 * 1024),
    };
    let mut archive = tar::Archive::new(decoder);
    let entries = archive.entries().map_err(corrupt)?;
    for entry in entries {
        let mut entry = entry.map_err(corrupt)?;
        let raw_path = entry.path_bytes().into_owned();
        let raw = std::str::from_utf8(&raw_path)
            .map_err(|_| refuse(&String::from_utf8_lossy(&raw_path), "has a name that is not UTF-8"))?
            .to_string();
        let kind = entry.header().entry_type();
        // Metadata records (pax, GNU long names) are read by the tar crate itself.
        if kind.is_pax_global_extensions()
            || kind.is_pax_local_extensions()
            || kind.is_gnu_longname()
            || kind.is_gnu_longlink()
        {
            continue;
        }
        unpacked.count(&raw)?;
        if kind.is_file() || kind.is_contiguous() {
            let size = entry.header().size().map_err(corrupt)?;
            let mode = entry.header().mode().unwrap_or(0o644);
            unpacked.add_file(&raw, &mut entry, size, mode)?;
        } else if kind.is_dir() {
            unpacked.add_directory(&raw)?;
        } else if kind.is_symlink() {
            let target = entry
                .link_name_bytes()
                .map(|t| t.into_owned())
                .ok_or_else(|| refuse(&raw, "is a symlink without a target"))?;
            let target = std::str::from_utf8(&target).map_err(|_| refuse(&raw, "links to a name that is not UTF-8"))?;
            unpacked.add_link(&raw, target)?;
        } else if kind.is_hard_link() {
            return Err(refuse(&raw, "is a hard link"));
        } else {
            return Err(refuse(&raw, "is a device, FIFO or other special file"));
        }
    }
    Ok(())
}

/// The names in a zip's central directory, read from its own records: the `zip`
/// crate keeps one entry per name, so a second entry of the same name (one file for
/// a scanner, another for an unzipper) would otherwise never be seen.
fn central_directory_names(file: &mut std::fs::File) -> Result<Vec<Vec<u8>>, SkillError> {
    use std::io::{Seek, SeekFrom};
    let unreadable = || SkillError::Invalid("the zip's central directory cannot be read".into());
    let len = file.seek(SeekFrom::End(0)).map_err(corrupt)?;
    let tail_len = len.min(22 + 65_535 + 20);
    file.seek(SeekFrom::Start(len - tail_len)).map_err(corrupt)?;
    let mut tail = Vec::with_capacity(tail_len as usize);
    (&mut *file).take(tail_len).read_to_end(&mut tail).map_err(corrupt)?;
    let u16_at = |b: &[u8], i: usize| b.get(i..i + 2).map(|s| u16::from_le_bytes([s[0], s[1]]) as u64);
    let u32_at = |b: &[u8], i: usize| {
        b.get(i..i + 4)
            .map(|s| u32::from_le_bytes([s[0], s[1], s[2], s[3]]) as u64)
    };
    let u64_at = |b: &[u8], i: usize| {
        b.get(i..i + 8)
            .map(|s| u64::from_le_bytes([s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]]))
    };
    let end = (0..tail.len().saturating_sub(21))
        .rev()
        .find(|&i| tail[i..].starts_with(&[0x50, 0x4b, 0x05, 0x06]))
        .ok_or_else(unreadable)?;
    let (mut count, mut size, mut offset) = (
        u16_at(&tail, end + 10).ok_or_else(unreadable)?,
        u32_at(&tail, end + 12).ok_or_else(unreadable)?,
        u32_at(&tail, end + 16).ok_or_else(unreadable)?,
    );
    if count == 0xffff || size == 0xffff_ffff || offset == 0xffff_ffff {
        // Zip64: the locator sits just before the end record and names the real one.
        let locator = end
            .checked_sub(20)
            .filter(|&i| tail[i..].starts_with(&[0x50, 0x4b, 0x06, 0x07]));
        let record_at = locator.and_then(|i| u64_at(&tail, i + 8)).ok_or_else(unreadable)?;
        file.seek(SeekFrom::Start(record_at)).map_err(corrupt)?;
        let mut record = [0u8; 56];
        file.read_exact(&mut record).map_err(corrupt)?;
        if !record.starts_with(&[0x50, 0x4b, 0x06, 0x06]) {
            return Err(unreadable());
        }
        count = u64_at(&record, 32).ok_or_else(unreadable)?;
        size = u64_at(&record, 40).ok_or_else(unreadable)?;
        offset = u64_at(&record, 48).ok_or_else(unreadable)?;
    }
    if count > MAX_ENTRIES as u64 {
        return Err(SkillError::TooLarge(format!(
            "the archive has {count} entries, over the {MAX_ENTRIES} limit"
        )));
    }
    if offset.checked_add(size).is_none_or(|e| e > len) {
        return Err(unreadable());
    }
    file.seek(SeekFrom::Start(offset)).map_err(corrupt)?;
    let mut directory = Vec::with_capacity(size as usize);
    (&mut *file).take(size).read_to_end(&mut directory).map_err(corrupt)?;
    let mut names = Vec::new();
    let mut at = 0usize;
    while names.len() < count as usize {
        if !directory
            .get(at..)
            .is_some_and(|d| d.starts_with(&[0x50, 0x4b, 0x01, 0x02]))
        {
            return Err(unreadable());
        }
        let name_len = u16_at(&directory, at + 28).ok_or_else(unreadable)? as usize;
        let extra_len = u16_at(&directory, at + 30).ok_or_else(unreadable)? as usize;
        let comment_len = u16_at(&directory, at + 32).ok_or_else(unreadable)? as usize;
        let name = directory.get(at + 46..at + 46 + name_len).ok_or_else(unreadable)?;
        names.push(name.to_vec());
        at += 46 + name_len + extra_len + comment_len;
    }
    file.seek(SeekFrom::Start(0)).map_err(corrupt)?;
    Ok(names)
}

fn unpack_zip(mut file: std::fs::File, unpacked: &mut Unpacked) -> Result<(), SkillError> {
    let names = central_directory_names(&mut file)?;
    let mut seen = std::collections::BTreeSet::new();
    for name in &names {
        if !seen.insert(name.as_slice()) {
            return Err(refuse(&String::from_utf8_lossy(name), "appears twice"));
        }
    }
    let mut archive = zip::ZipArchive::new(std::io::BufReader::new(file)).map_err(corrupt)?;
    if archive.len() != names.len() {
        return Err(SkillError::Invalid(format!(
            "the zip lists {} entries in its central directory but {} can be read",
            names.len(),
            archive.len()
        )));
    }
    if archive.len() > MAX_ENTRIES {
        return Err(SkillError::TooLarge(format!(
            "the archive has {} entries, over the {MAX_ENTRIES} limit",
            archive.len()
        )));
    }
    for index in 0..archive.len() {
        let mut entry = archive.by_index(index).map_err(corrupt)?;
        let raw = std::str::from_utf8(entry.name_raw())
            .map_err(|_| {
                refuse(
                    &String::from_utf8_lossy(entry.name_raw()),
                    "has a name that is not UTF-8",
                )
            })?
            .to_string();
        unpacked.count(&raw)?;
        if entry.encrypted() {
            return Err(refuse(&raw, "is encrypted"));
        }
        let mode = entry.unix_mode().unwrap_or(0);
        let file_type = mode & 0o170000;
        if entry.is_dir() {
            unpacked.add_directory(&raw)?;
        } else if file_type == 0o120000 {
            let mut target = String::new();
            (&mut entry)
                .take(4096)
                .read_to_string(&mut target)
                .map_err(|_| refuse(&raw, "is a symlink whose target is not UTF-8"))?;
            unpacked.add_link(&raw, &target)?;
        } else if file_type == 0 || file_type == 0o100000 {
            let declared = entry.size();
            unpacked.add_file(&raw, &mut entry, declared, mode)?;
        } else {
            return Err(refuse(&raw, "is a device, FIFO or other special file"));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entry_paths_stay_inside_the_archive() {
        assert_eq!(entry_path("./a/b.md").unwrap().as_deref(), Some("a/b.md"));
        assert_eq!(entry_path("./").unwrap(), None);
        assert!(entry_path("../x").is_err());
        assert!(entry_path("a/../../x").is_err());
        assert!(entry_path("/etc/passwd").is_err());
        assert!(entry_path("C:/x").is_err());
        assert!(entry_path("a\\b").is_err());
    }

    #[test]
    fn links_inside_are_copies_and_links_out_are_refused() {
        let mut unpacked = Unpacked::new(1 << 20);
        unpacked.add_file("s/SKILL.md", &b"skill"[..], 5, 0o644).unwrap();
        unpacked.add_link("s/alias.md", "SKILL.md").unwrap();
        unpacked.add_link("s/chain.md", "alias.md").unwrap();
        let tree = unpacked.resolve_links().unwrap();
        assert_eq!(tree.files["s/chain.md"], b"skill");
        let mut unpacked = Unpacked::new(1 << 20);
        assert!(unpacked.add_link("s/out", "../../etc/passwd").is_err());
        assert!(unpacked.add_link("s/abs", "/etc/passwd").is_err());
        unpacked.add_link("s/loop", "loop").unwrap();
        assert!(unpacked.resolve_links().is_err());
    }

    fn write_tar_gz(path: &Path, body: &[u8]) {
        let file = std::fs::File::create(path).unwrap();
        let mut builder = tar::Builder::new(flate2::write::GzEncoder::new(file, flate2::Compression::default()));
        let mut header = tar::Header::new_gnu();
        header.set_size(body.len() as u64);
        header.set_mode(0o644);
        header.set_cksum();
        builder.append_data(&mut header, "s/SKILL.md", body).unwrap();
        builder.into_inner().unwrap().finish().unwrap();
    }

    #[test]
    fn an_archive_is_unpacked_once_per_instance_until_it_changes() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("skills.tar.gz");
        write_tar_gz(&path, b"first");
        let first = unpack_cached(&path, "skills.tar.gz").unwrap();
        let again = unpack_cached(&path, "skills.tar.gz").unwrap();
        assert!(std::rc::Rc::ptr_eq(&first, &again), "the same unpacking");
        write_tar_gz(&path, b"second, longer");
        let changed = unpack_cached(&path, "skills.tar.gz").unwrap();
        assert_eq!(changed.files["s/SKILL.md"], b"second, longer");
        std::fs::write(&path, b"not gzip").unwrap();
        assert!(
            unpack_cached(&path, "skills.tar.gz").is_err(),
            "a refusal is never served from the cache"
        );
    }

    #[test]
    fn entries_that_differ_only_by_case_or_normalization_are_refused() {
        let mut unpacked = Unpacked::new(100);
        unpacked.add_file("s/SKILL.md", &b"1"[..], 1, 0o644).unwrap();
        let case = unpacked.add_file("s/skill.md", &b"2"[..], 1, 0o644).unwrap_err();
        assert!(format!("{case:?}").contains("only by case"), "{case:?}");
        unpacked.add_file("s/Caf\u{e9}.md", &b"3"[..], 1, 0o644).unwrap();
        assert!(unpacked.add_file("s/Cafe\u{301}.md", &b"4"[..], 1, 0o644).is_err());
        unpacked.add_directory("s/").unwrap();
        unpacked.add_directory("s/").unwrap();
        assert!(unpacked.add_directory("S/").is_err());
    }

    #[test]
    fn a_zip_with_one_name_twice_in_its_central_directory_is_refused() {
        // Two local entries and two central records for `s/SKILL.md`, as Python's
        // zipfile writes them; the `zip` crate alone would show only one.
        let mut zip = Vec::new();
        let mut central = Vec::new();
        for body in [&b"first"[..], b"second"] {
            let offset = zip.len() as u32;
            let name = b"s/SKILL.md";
            let crc = crc32(body);
            zip.extend_from_slice(&[0x50, 0x4b, 0x03, 0x04, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
            zip.extend_from_slice(&crc.to_le_bytes());
            zip.extend_from_slice(&(body.len() as u32).to_le_bytes());
            zip.extend_from_slice(&(body.len() as u32).to_le_bytes());
            zip.extend_from_slice(&(name.len() as u16).to_le_bytes());
            zip.extend_from_slice(&0u16.to_le_bytes());
            zip.extend_from_slice(name);
            zip.extend_from_slice(body);
            central.extend_from_slice(&[0x50, 0x4b, 0x01, 0x02, 20, 3, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
            central.extend_from_slice(&crc.to_le_bytes());
            central.extend_from_slice(&(body.len() as u32).to_le_bytes());
            central.extend_from_slice(&(body.len() as u32).to_le_bytes());
            central.extend_from_slice(&(name.len() as u16).to_le_bytes());
            central.extend_from_slice(&[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x81, 0x00]);
            central.extend_from_slice(&offset.to_le_bytes());
            central.extend_from_slice(name);
        }
        let cd_offset = zip.len() as u32;
        zip.extend_from_slice(&central);
        zip.extend_from_slice(&[0x50, 0x4b, 0x05, 0x06, 0, 0, 0, 0, 2, 0, 2, 0]);
        zip.extend_from_slice(&(central.len() as u32).to_le_bytes());
        zip.extend_from_slice(&cd_offset.to_le_bytes());
        zip.extend_from_slice(&[0, 0]);
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("dup.zip");
        std::fs::write(&path, &zip).unwrap();
        let refused = unpack(&path, "dup.zip").unwrap_err();
        assert!(format!("{refused:?}").contains("appears twice"), "{refused:?}");
    }

    fn crc32(bytes: &[u8]) -> u32 {
        let mut crc = !0u32;
        for b in bytes {
            crc ^= u32::from(*b);
            for _ in 0..8 {
                crc = if crc & 1 != 0 {
                    (crc >> 1) ^ 0xedb8_8320
                } else {
                    crc >> 1
                };
            }
        }
        !crc
    }

    #[test]
    fn duplicates_and_oversized_entries_are_refused() {
        let mut unpacked = Unpacked::new(10);
        unpacked.add_file("a", &b"1"[..], 1, 0o644).unwrap();
        assert!(unpacked.add_file("./a", &b"2"[..], 1, 0o644).is_err());
        assert!(matches!(
            unpacked.add_file("b", &[0u8; 100][..], 100, 0o644),
            Err(SkillError::TooLarge(_))
        ));
        assert!(
            matches!(
                unpacked.add_file("c", &[0u8; 100][..], 0, 0o644),
                Err(SkillError::TooLarge(_))
            ),
            "a lying size"
        );
    }
}
